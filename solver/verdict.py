"""What a check answers, and what it is asked about (Abilities and actions / A. Announce the
action, Good Faith Rule).

- ``Announcement``: the question's value: a card (by id), which of its abilities (a printed
  ability by 0-based index, or a rulebook play: ``RECRUIT`` / ``EQUIP``) and, optionally, the
  chosen required targets.
- ``Verdict``: legal / illegal / unknown (time limit: never a false "illegal"), with the
  reasons (illegal, unknown) or a ``Witness`` (legal): targets, cost choices, the card brought
  into play and the Gold plan.
- ``AnnouncementError``: the question itself is wrong (no such card, ability or player, an
  unknown target slot, the wrong number of targets): the library's own error, never a verdict.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from model.abilities import Ability, TargetChoice, TargetSpec
from model.errors import GoodFaithError
from model.state import View
from solver import gold
from solver.costs import CostOption

__all__ = [
    "EQUIP",
    "RECRUIT",
    "AbilityRef",
    "Announcement",
    "AnnouncementError",
    "Play",
    "Reason",
    "ReasonCode",
    "Status",
    "Verdict",
    "Witness",
    "ability_ref",
    "require_card",
    "require_player",
    "require_targets",
]

Status = Literal["legal", "illegal", "unknown"]
#: What kind of requirement a reason is about: a client switches on it (issue 17).
ReasonCode = Literal[
    "timing",
    "bowed",
    "not_yours",
    "not_in_play",
    "condition",
    "target",
    "cost",
    "gold",
    "entering",
    "not_modelled",
    "time_limit",
    "two_readings",
]


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason of a refusal (or of an ``unknown``): ``code`` (``timing``; ``bowed``,
    ``not_yours``, ``not_in_play``: its card bowed, another player's, out of play:
    ``solver.refusal_codes``; ``condition``,
    ``target``, ``cost``, ``gold``, ``entering``; ``not_modelled``, ``time_limit`` and
    ``two_readings`` (the text reads two ways and they disagree here) for an unknown), the
    sentence a player reads, and the card ids it concerns (the announcing card first) for a
    client to highlight."""

    code: ReasonCode
    text: str
    cards: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "text": self.text, "cards": list(self.cards)}


class Play(StrEnum):
    """The rulebook abilities every card has: Recruit (Dynasty: from a province, Reference 02)
    and Equip (Open: an attachment from hand onto a Personality you control). ``GRANTED``:
    the abilities a card in play grants by its traits ("You have the ability, "..."":
    Reference 04), every one of them (``solver.granted``); ``GRANTED1`` ... ``GRANTED9``: the
    k-th of them alone (``solver.granted_naming``)."""

    RECRUIT = "recruit"
    EQUIP = "equip"
    GRANTED = "granted"
    #: one ability granted through the card, by its 1-based place (``solver.granted_naming``)
    GRANTED1 = "granted1"
    GRANTED2 = "granted2"
    GRANTED3 = "granted3"
    GRANTED4 = "granted4"
    GRANTED5 = "granted5"
    GRANTED6 = "granted6"
    GRANTED7 = "granted7"
    GRANTED8 = "granted8"
    GRANTED9 = "granted9"

    @property
    def is_granted(self) -> bool:
        """``granted`` (every ability granted through the card) or ``granted<k>`` (one)."""
        return self.value.startswith("granted")

    @property
    def granted_place(self) -> int | None:
        """The 0-based place of ``granted<k>`` among the abilities granted through the card
        (``k - 1``); None for ``granted`` (all of them) and the rulebook plays."""
        tail = self.value.removeprefix("granted")
        return int(tail) - 1 if self.is_granted and tail else None


RECRUIT = Play.RECRUIT
EQUIP = Play.EQUIP

#: A printed ability (0-based index in the card's text) or a rulebook play.
AbilityRef = int | Play


class AnnouncementError(GoodFaithError, ValueError):
    """The question names something that does not exist or does not fit the ability (an
    unknown card, ability, player or target slot, a wrong number of targets)."""


def ability_ref(value: object) -> AbilityRef:
    """Read an ability reference: an index (``0``, ``"2"``) or ``recruit`` / ``equip``."""
    if isinstance(value, Play):
        return value
    if isinstance(value, bool):
        raise AnnouncementError(f"ability: expected an index or recruit/equip, got {value!r}")
    if isinstance(value, int):
        if value < 0:
            raise AnnouncementError(
                f"ability: expected an index 0 or more, or recruit/equip, got {value}"
            )
        return value
    if isinstance(value, str):
        text = value.strip().casefold()
        if text.isdigit():
            return int(text)
        try:
            return Play(text)
        except ValueError:
            pass
    raise AnnouncementError(
        f"ability: expected an index 0 or more, or recruit/equip, or granted/granted1 ... "
        f"granted9, got {value!r}"
    )


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement: ``card`` (an id), ``ability`` and, optionally, its targets (slot name ->
    card ids, sorted by slot). ``targets=None``: any legal choice of targets."""

    card: str
    ability: AbilityRef = 0
    targets: tuple[tuple[str, tuple[str, ...]], ...] | None = None

    @staticmethod
    def of(
        card: str,
        ability: object = 0,
        targets: Mapping[str, Sequence[str]] | None = None,
    ) -> Announcement:
        """Build one from plain values (ability as index or ``recruit``/``equip``)."""
        chosen = (
            None
            if targets is None
            else tuple(sorted((name, tuple(ids)) for name, ids in targets.items()))
        )
        return Announcement(card, ability_ref(ability), chosen)

    @property
    def is_play(self) -> bool:
        """A rulebook play (Recruit / Equip), not a printed ability."""
        return isinstance(self.ability, Play)

    @property
    def key(self) -> tuple[str, AbilityRef]:
        return (self.card, self.ability)

    def target_map(self) -> dict[str, tuple[str, ...]] | None:
        return None if self.targets is None else dict(self.targets)


@dataclass(frozen=True, slots=True)
class Witness:
    """How the action can be announced: targets, cost choices, card brought, Gold plan."""

    targets: Mapping[str, tuple[str, ...]]
    costs: tuple[CostOption, ...]
    brought: str | None
    plan: gold.Plan | None
    plan_optimal: bool
    cheapest: bool = False
    #: the Gold payment problem ``plan`` solves (its other plans are the player's other choices)
    problem: gold.PaymentProblem | None = None
    #: the targeted players (player slot -> player id), in the ability's order
    players: tuple[tuple[str, str], ...] = ()
    #: why the plan is not proven cheapest: the Gold or cost-reduction texts not read, as
    #: "Title (id): text" (``solver.player_targets.doubt_lowered_gold``; h42sensei)
    doubts: tuple[str, ...] = ()

    def cost_key(self) -> tuple[int, int, int]:
        """Gold produced, then cards bowed or spent (sources + cost cards), then waste."""
        produced = self.plan.gold_produced if self.plan else 0
        bowed = self.plan.sources_used if self.plan else 0
        cards = sum(len(o.cards) for o in self.costs if o.paid)
        waste = self.plan.waste if self.plan else 0
        return (produced, bowed + cards, waste)


@dataclass(frozen=True, slots=True)
class Verdict:
    """legal / illegal / unknown, with reasons (illegal, unknown) or a witness (legal)."""

    status: Status
    card: str
    ability: AbilityRef
    title: str
    reasons: tuple[str, ...] = ()
    witness: Witness | None = None
    designator: str | None = None
    #: The reasons with their codes and cards, in the same order (``reasons`` are their texts).
    details: tuple[Reason, ...] = ()

    @staticmethod
    def of(
        status: Status,
        card: str,
        ability: AbilityRef,
        title: str,
        details: Sequence[Reason] = (),
        witness: Witness | None = None,
        designator: str | None = None,
    ) -> Verdict:
        """A verdict whose ``reasons`` are the texts of ``details``."""
        found = tuple(details)
        reasons = tuple(r.text for r in found)
        return Verdict(status, card, ability, title, reasons, witness, designator, found)

    @property
    def legal(self) -> bool:
        return self.status == "legal"

    def doubted(self, code: ReasonCode, why: str, keep: int = 0) -> Verdict:
        """This verdict made ``unknown`` by what is not modelled (``why``), keeping its first
        ``keep`` reasons after it (no witness: nothing is claimed)."""
        first = Reason(code, why, (self.card,))
        return Verdict.of(
            "unknown",
            self.card,
            self.ability,
            self.title,
            [first, *self.details[:keep]],
            None,
            self.designator,
        )

    @property
    def announcement(self) -> Announcement:
        """The announcement this verdict answers (with the witness's targets when legal)."""
        targets = (
            None
            if self.witness is None
            else tuple(sorted((k, tuple(v)) for k, v in self.witness.targets.items()))
        )
        return Announcement(self.card, self.ability, targets)

    def __bool__(self) -> bool:
        return self.legal


def require_player(view: View, player: str) -> None:
    """The player must be one of the state's players."""
    known = [p.id for p in view.state.players]
    if player not in known:
        raise AnnouncementError(f"no player {player!r} in the state (players: {', '.join(known)})")


def require_card(view: View, card: str) -> None:
    """The card id must be one of the state's cards."""
    if not view.has(card):
        raise AnnouncementError(f"no card with id {card!r} in the state")


def require_player_slot(view: View, name: str, chosen: Sequence[str], optional: bool) -> None:
    """A targeted player's slot names one player of the state (none: only an optional one)."""
    if isinstance(chosen, str):
        raise AnnouncementError(f"targets.{name}: expected a list of one player id, got a string")
    ids = list(chosen)
    if len(ids) > 1 or (not ids and not optional):
        raise AnnouncementError(f"targets.{name}: the slot takes one player, got {len(ids)}")
    known = {p.id for p in view.state.players}
    for pid in ids:
        if not isinstance(pid, str) or pid not in known:
            raise AnnouncementError(
                f"targets.{name}: no player with id {pid!r} (players: {', '.join(sorted(known))})"
            )


def _slots(ability: Ability) -> tuple[dict[str, list[TargetSpec]], set[str]]:
    """Every target slot name of the ability with its specs (one per alternative naming it),
    and the names that only some alternatives of a ``one_of`` have (empty when another
    alternative is chosen)."""
    slots: dict[str, list[TargetSpec]] = {}
    unshared: set[str] = set()
    for target in ability.targets:
        if isinstance(target, TargetChoice):
            shared = target.shared_names()
            specs = [t for option in target.one_of for t in option]
            unshared |= {t.name for t in specs if t.name not in shared}
        else:
            specs = [target]
        for spec in specs:
            slots.setdefault(spec.name, []).append(spec)
    return slots, unshared


def _counts_ok(spec: TargetSpec, n: int, may_be_empty: bool) -> bool:
    """May ``n`` cards fill this slot? Exactly its count (any count its ``count_when`` can set),
    or up to it; an optional or later target, or one of an alternative not chosen, may be
    left empty."""
    counts = {spec.count, *(cw.count for cw in spec.count_when)}
    if n == 0 and (may_be_empty or not spec.is_required_kind):
        return True
    if spec.any_number:
        return True  # "one or more": as many more as the player chooses
    if spec.up_to:
        return n <= max(counts)
    return n in counts


def require_targets(
    view: View, card: str, ability: Ability, targets: Mapping[str, Sequence[str]]
) -> None:
    """A chosen target set must name the ability's slots, with card ids of the state, distinct
    within a slot, and as many as the slot takes (Abilities and actions / B. Required
    targeting)."""
    slots, unshared = _slots(ability)
    players = {pt.name: pt for pt in ability.player_targets}
    for name, chosen in targets.items():
        if name in players:
            require_player_slot(view, name, chosen, players[name].optional)
            continue
        if name not in slots:
            known = ", ".join(sorted([*slots, *players])) or "none"
            raise AnnouncementError(f"targets: no target slot {name!r} (its slots: {known})")
        if isinstance(chosen, str):
            raise AnnouncementError(f"targets.{name}: expected a list of card ids, got a string")
        ids = list(chosen)
        for cid in ids:
            if not isinstance(cid, str) or not view.has(cid):
                raise AnnouncementError(f"targets.{name}: no card with id {cid!r} in the state")
        if len(set(ids)) != len(ids):
            raise AnnouncementError(f"targets.{name}: a card is named twice in {ids}")
        if not any(_counts_ok(spec, len(ids), name in unshared) for spec in slots[name]):
            spec = slots[name][0]
            wanted = f"up to {spec.count}" if spec.up_to else str(spec.count)
            wanted = "any number of" if spec.any_number else wanted
            raise AnnouncementError(
                f"targets.{name}: the slot takes {wanted} card(s), got {len(ids)}"
            )
