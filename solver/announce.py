"""``legal_announcements``: every legal announcement of a player, as a lazy view.

Modelled on python-chess's ``board.legal_moves``: ``bool(view)`` stops at the first legal
announcement, ``x in view`` checks one, ``iter(view)`` yields them in a deterministic order
(cards in state order, abilities in printed order), ``view.count()`` counts them. With
``all_targets=True`` each ability yields one announcement per legal set of required targets
(when listing them all exceeds ``time_limit_s``, only the witness's target set is yielded),
and with each choice of its optional targets (``solver.optional_listing``), each with every
choice of the players it targets (``solver.player_choices``).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from model.load import LoadedState, as_view
from model.state import View
from solver.early_timing import refused_by_timing
from solver.good_faith import check
from solver.granted import granted_ability_at, granted_candidates, granted_narrowed
from solver.optional_listing import with_optional
from solver.player_choices import player_combinations
from solver.playing import candidate_plays
from solver.targeting import SearchTimeout, build_problems, iter_target_sets_any
from solver.timing import candidate_abilities
from solver.verdict import (
    AbilityRef,
    Announcement,
    AnnouncementError,
    Play,
    Reason,
    Verdict,
    ability_ref,
)


def check_with_targets(
    state: LoadedState | View,
    player: str,
    card: str,
    ability: AbilityRef,
    targets: Mapping[str, Sequence[str]],
    *,
    time_limit_s: float = 2.0,
) -> Verdict:
    """``check`` for one given choice of required targets."""
    return check(state, player, card, ability, time_limit_s=time_limit_s, targets=targets)


def candidate_announcements(view: View, player: str) -> Iterator[tuple[str, AbilityRef]]:
    """What ``player`` might announce: printed abilities (table and hand), then the rulebook
    plays (Recruit, Equip), in state order, then the abilities cards in play grant (each an
    ``unknown``: ``solver.granted``). The one enumerator every lister uses."""
    yield from candidate_abilities(view, player)
    yield from candidate_plays(view, player)
    yield from granted_candidates(view, player)  # granted by cards in play: unknown


def check_all(
    state: LoadedState | View, player: str, *, time_limit_s: float = 2.0, cheapest: bool = True
) -> list[Verdict]:
    """A verdict for every ability ``player`` might use (table and hand), in a stable order."""
    view = as_view(state)
    return [
        check(view, player, cid, i, time_limit_s=time_limit_s, cheapest=cheapest)
        for cid, i in candidate_announcements(view, player)
    ]


@dataclass(frozen=True, slots=True)
class LegalAnnouncement:
    """A legal announcement: the ability, its targets and the verdict with its witness."""

    card: str
    ability: AbilityRef
    targets: tuple[tuple[str, tuple[str, ...]], ...]
    verdict: Verdict

    @property
    def key(self) -> tuple[str, AbilityRef]:
        return (self.card, self.ability)

    @property
    def announcement(self) -> Announcement:
        return Announcement(self.card, self.ability, self.targets)


class LegalAnnouncements:
    """A lazy view of the legal announcements of ``player``; nothing is computed up front.

    ``time_limit_s`` bounds each check; ``budget_s`` (optional) the whole pass: past it, the
    announcements not yet checked are ``unknown``. An announcement whose check is ``unknown``
    (either limit) is never dropped silently: each pass lists it in ``undecided`` (a legal
    action must not vanish from an AI's action space because it ran out of time)."""

    def __init__(
        self,
        state: LoadedState | View,
        player: str,
        *,
        all_targets: bool = False,
        time_limit_s: float = 2.0,
        budget_s: float | None = None,
    ) -> None:
        self._view = as_view(state)
        self.player = player
        self.all_targets = all_targets
        self.time_limit_s = time_limit_s
        self.budget_s = budget_s
        self.undecided: list[Verdict] = []

    def _verdicts(self) -> Iterator[Verdict]:
        deadline = None if self.budget_s is None else time.monotonic() + self.budget_s
        for cid, i in candidate_announcements(self._view, self.player):
            if isinstance(i, int) and refused_by_timing(self._view, self.player, cid, i):
                continue  # the cheap tier first (never what check calls unknown)
            limit = self.time_limit_s
            if deadline is not None:
                limit = min(limit, deadline - time.monotonic())
                if limit <= 0:
                    title = self._view.definition(cid).title
                    text = f"the time budget ({self.budget_s:g} s) was spent before this check"
                    yield Verdict.of("unknown", cid, i, title, [Reason("time_limit", text, (cid,))])
                    continue
            yield check(self._view, self.player, cid, i, time_limit_s=limit)

    def __iter__(self) -> Iterator[LegalAnnouncement]:
        self.undecided = []
        for verdict in self._verdicts():
            if verdict.status == "unknown":
                self.undecided.append(verdict)
                continue
            if not verdict.legal or verdict.witness is None:
                continue
            made = self._granted_made(verdict)
            if not self.all_targets or (isinstance(verdict.ability, Play) and made is None):
                yield LegalAnnouncement(
                    verdict.card,
                    verdict.ability,
                    tuple(sorted(verdict.witness.targets.items())),
                    verdict,
                )
                continue
            yield from self._per_target_set(verdict, made)

    def _granted_made(self, verdict: Verdict) -> tuple[View, int] | None:
        """For ``granted`` listed per target set: the View in which the card has the granted
        ability found legal, and its index (``solver.granted``); None otherwise."""
        if not (self.all_targets and verdict.ability == Play.GRANTED):
            return None
        ref = granted_narrowed(self._view, self.player, verdict.card, self.time_limit_s)
        return granted_ability_at(self._view, self.player, verdict.card, ref)

    def _per_target_set(
        self, verdict: Verdict, made: tuple[View, int] | None = None
    ) -> Iterator[LegalAnnouncement]:
        """One announcement per legal target set and choice of targeted players (each
        re-checked jointly with its costs); ``made``: a granted ability's View and index (its
        sets, each re-checked as ``granted``)."""
        index = verdict.ability if made is None else made[1]
        source = self._view if made is None else made[0]
        assert isinstance(index, int)
        ability = source.definition(verdict.card).abilities[index]
        problems = build_problems(self._view, self.player, verdict.card, ability)
        try:
            sets = list(iter_target_sets_any(problems, time.monotonic() + self.time_limit_s))
        except SearchTimeout:  # too many to list in time: the witness's target set only
            sets = [dict(verdict.witness.targets)] if verdict.witness else []
        # each targeted player is chosen apart from the cards (Abilities and actions / B)
        players = list(player_combinations(self._view, self.player, ability))
        deadline = time.monotonic() + self.time_limit_s
        view, player, card = self._view, self.player, verdict.card
        every = [
            more for ts in sets for more in with_optional(view, player, card, ability, ts, deadline)
        ]
        for targets in [{**cards, **who} for cards in every for who in players]:
            v = check_with_targets(
                self._view,
                self.player,
                verdict.card,
                verdict.ability,
                targets,
                time_limit_s=self.time_limit_s,
            )
            if v.legal:
                yield LegalAnnouncement(
                    verdict.card, verdict.ability, tuple(sorted(targets.items())), v
                )
            elif v.status == "unknown":  # a doubtful set: undecided, named (issue 13: F3)
                self.undecided.append(_named_set(v, targets))

    def __bool__(self) -> bool:
        return any(True for _ in self)

    def __contains__(self, item: object) -> bool:
        targets = None
        if isinstance(item, LegalAnnouncement | Announcement):
            card, raw, targets = item.card, item.ability, item.targets
        elif isinstance(item, tuple) and len(item) == 2:
            card, raw = str(item[0]), item[1]
        else:
            return False
        try:
            ability = ability_ref(raw)
            chosen = None if targets is None else dict(targets)
            verdict = check(
                self._view,
                self.player,
                card,
                ability,
                time_limit_s=self.time_limit_s,
                targets=chosen,
            )
        except AnnouncementError:
            return False  # no such card, ability or target slot: not a legal announcement
        return verdict.legal

    def count(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"<LegalAnnouncements player={self.player!r} all_targets={self.all_targets}>"


def _named_set(verdict: Verdict, targets: Mapping[str, Sequence[str]]) -> Verdict:
    """An unknown verdict of one target set, its first reason naming the set."""
    shown = ", ".join(f"{k} = {' '.join(v)}" for k, v in sorted(targets.items()))
    first, *rest = verdict.details or (Reason("not_modelled", "unknown", (verdict.card,)),)
    named = Reason(first.code, f"{shown}: {first.text}", first.cards)
    return Verdict.of(
        "unknown",
        verdict.card,
        verdict.ability,
        verdict.title,
        [named, *rest],
        None,
        verdict.designator,
    )


def legal_announcements(
    state: LoadedState | View,
    player: str,
    *,
    all_targets: bool = False,
    time_limit_s: float = 2.0,
    budget_s: float | None = None,
) -> LegalAnnouncements:
    """Every legal announcement of ``player`` now, lazily (see ``LegalAnnouncements``)."""
    return LegalAnnouncements(
        state, player, all_targets=all_targets, time_limit_s=time_limit_s, budget_s=budget_s
    )
