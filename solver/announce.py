"""``legal_announcements``: every legal announcement of a player, as a lazy view.

Modelled on python-chess's ``board.legal_moves``: ``bool(view)`` stops at the first legal
announcement, ``x in view`` checks one, ``iter(view)`` yields them in a deterministic order
(cards in state order, abilities in printed order), ``view.count()`` counts them. With
``all_targets=True`` each ability yields one announcement per legal set of required targets
(when listing them all exceeds ``time_limit_s``, only the witness's target set is yielded).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass

from model.load import LoadedState
from model.state import View
from solver.good_faith import Verdict, candidate_announcements, check
from solver.targeting import SearchTimeout, build_problems, iter_target_sets_any
from solver.timing import usable_now


@dataclass(frozen=True, slots=True)
class Announcement:
    """A legal announcement: the ability, its targets and the verdict with its witness."""

    card: str
    ability: int
    targets: tuple[tuple[str, tuple[str, ...]], ...]
    verdict: Verdict

    @property
    def key(self) -> tuple[str, int]:
        return (self.card, self.ability)


class LegalAnnouncements:
    """A lazy view of the legal announcements of ``player``; nothing is computed up front."""

    def __init__(
        self,
        state: LoadedState | View,
        player: str,
        *,
        all_targets: bool = False,
        time_limit_s: float = 2.0,
    ) -> None:
        self._view = state if isinstance(state, View) else View.of(state.state, state.library)
        self.player = player
        self.all_targets = all_targets
        self.time_limit_s = time_limit_s

    def _verdicts(self) -> Iterator[Verdict]:
        for cid, i in candidate_announcements(self._view, self.player):
            if i >= 0 and not usable_now(self._view, self.player, cid, i).ok:
                continue  # the cheap tier first
            yield check(self._view, self.player, cid, i, time_limit_s=self.time_limit_s)

    def __iter__(self) -> Iterator[Announcement]:
        for verdict in self._verdicts():
            if not verdict.legal or verdict.witness is None:
                continue
            if not self.all_targets or verdict.ability < 0:
                yield Announcement(
                    verdict.card,
                    verdict.ability,
                    tuple(sorted(verdict.witness.targets.items())),
                    verdict,
                )
                continue
            yield from self._per_target_set(verdict)

    def _per_target_set(self, verdict: Verdict) -> Iterator[Announcement]:
        """One announcement per legal target set (each re-checked jointly with its costs)."""
        from solver.good_faith import check_with_targets

        ability = self._view.definition(verdict.card).abilities[verdict.ability]
        problems = build_problems(self._view, self.player, verdict.card, ability)
        try:
            sets = list(iter_target_sets_any(problems, time.monotonic() + self.time_limit_s))
        except SearchTimeout:  # too many to list in time: the witness's target set only
            sets = [dict(verdict.witness.targets)] if verdict.witness else []
        for targets in sets:
            v = check_with_targets(
                self._view,
                self.player,
                verdict.card,
                verdict.ability,
                targets,
                time_limit_s=self.time_limit_s,
            )
            if v.legal:
                yield Announcement(verdict.card, verdict.ability, tuple(sorted(targets.items())), v)

    def __bool__(self) -> bool:
        return any(True for _ in self)

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Announcement):
            key = (item.card, item.ability)
        elif isinstance(item, tuple) and len(item) == 2:
            key = (str(item[0]), int(item[1]))
        else:
            return False
        if not self._view.has(key[0]):
            return False
        if key[1] >= len(self._view.definition(key[0]).abilities) or key[1] < -2:
            return False
        return check(self._view, self.player, key[0], key[1], time_limit_s=self.time_limit_s).legal

    def count(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"<LegalAnnouncements player={self.player!r} all_targets={self.all_targets}>"


def legal_announcements(
    state: LoadedState | View, player: str, *, all_targets: bool = False, time_limit_s: float = 2.0
) -> LegalAnnouncements:
    """Every legal announcement of ``player`` now, lazily (see ``LegalAnnouncements``)."""
    return LegalAnnouncements(state, player, all_targets=all_targets, time_limit_s=time_limit_s)
