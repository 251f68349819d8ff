"""Abilities as data: designators, usage limits, targets, costs and the effects legality needs.

Rules: Abilities and actions (Designators; A. Announce; B. Explicit performing and required
targeting; C. Pay costs); Costs and restrictions (all); Effects (Choices, Blind cards rule).

Targets are listed in the order written (constraints block first). A ``TargetSpec`` with
``count: 2`` is one grouped target ("target two Holdings"): chosen together, distinct,
unordered. ``TargetChoice`` holds alternatives ("target two of your Personalities, or target one
of your Personalities and one of your Holdings"); a slot named the same in every option is
shared, and shared targeting is required.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Any, ClassVar, Literal, get_args

from pydantic import Discriminator, Tag

from model.common import STRICT, CardType, Designator, Many, Words
from model.selectors import (
    BEARER,
    SOURCE,
    TRIGGER_CARD,
    Condition,
    CountAtLeast,
    Selector,
    parse_relation,
    parse_where,
)
from model.triggers import TriggerEvent
from model.zones import Origin, Place, UsedFrom


class Block(StrEnum):
    """Where a target is written: between the colons (constraints) or in the effects."""

    CONSTRAINTS = "constraints"
    EFFECTS = "effects"


class TargetTiming(StrEnum):
    """When a targeting happens. Only ``now`` can be required (Required targeting)."""

    NOW = "now"
    AFTER = "after"  # depends on something known only after the targeting step
    DELAYED = "delayed"  # part of a delayed effect


@dataclass(frozen=True, slots=True)
class UsageLimit:
    """ "Once per turn" unless stated (Abilities and actions: unlike traits). ``times`` None:
    any number of times (a Repeatable action, as its printed reminder text says)."""

    __pydantic_config__: ClassVar = STRICT

    times: int | None = 1
    per: Literal["turn", "game", "battle"] = "turn"
    #: "Once per battle per Personality": the limit counts the uses on each such card, not
    #: the action's (the state counts uses only: ``solver.timing``)
    each: str | None = None

    def __post_init__(self) -> None:
        if self.times is not None and self.times < 1:
            raise ValueError("'times' is at least 1 (or null: any number of times)")


@dataclass(frozen=True, slots=True)
class CountWhen:
    """A target count that depends on a currently known condition."""

    __pydantic_config__: ClassVar = STRICT

    condition: Condition
    count: int


@dataclass(frozen=True, slots=True)
class LimitWhen:
    """Relations a target may meet instead of its ``where`` while a condition holds: an attack's
    higher strength under a condition ("Melee 4 Attack, or Melee 5 Attack if the target is
    Cavalry": a Cavalry target's Force at most 5; Costs and restrictions, Conditions)."""

    __pydantic_config__: ClassVar = STRICT

    condition: Condition
    where: Many[str]

    def __post_init__(self) -> None:
        for text in self.where:
            parse_where(text)

    def references(self) -> frozenset[str]:
        names = set(self.condition.references())
        for text in self.where:
            names |= parse_where(text).references()
        return frozenset(names)


@dataclass(frozen=True, slots=True)
class PlayerTarget:
    """A targeted player ("a target player", "target another player"): any player in the game,
    or one other than you (``other``). An action's required targets are anything it targets
    (Abilities and actions / B), players too; ``optional``: "may target", or delayed.
    """

    __pydantic_config__: ClassVar = STRICT

    name: str
    other: bool = False
    optional: bool = False
    #: the player has at least this much Family Honor ("another player with 30 or more Family
    #: Honor")
    family_honor_at_least: int | None = None
    #: the player controls at least N such cards ("another player who controls an attachment")
    controls: CountAtLeast | None = None
    #: chosen, not targeted ("choose a player", "choose another player" in the constraints
    #: block: Abilities and actions / B, only "target" targets); still required
    chosen: bool = False

    def __post_init__(self) -> None:
        if self.controls is not None and (
            self.controls.select.references() or self.controls.select.grouped()
        ):
            raise ValueError("a player target's 'controls' counts cards on their own")
        if not re.fullmatch(r"player\d+", self.name):
            raise ValueError(f"a player target is named player1, player2, ...; got {self.name!r}")


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target (or one grouped target of ``count`` distinct cards).

    ``up_to``: "up to N" (optional: zero is allowed); with ``any_number``, up to any number
    (the rest of "one or more": Abilities and actions / B, a variable number of things).
    ``optional``: "may target".
    ``performer``: an explicit performer ("your performing Personality"); ``choose``: chosen
    but not targeted (performers "chosen" rather than targeted).
    ``count_when``: the first condition that holds sets the count ("1 Holding, or 2 Holdings if
    it is not your turn"). ``where``: relations to other slots or the source.
    ``where_when``: alternatives to ``where``, each under a condition (``LimitWhen``); they and
    ``where`` then name only this target, ``source`` and ``bearer``.
    """

    __pydantic_config__: ClassVar = STRICT

    name: str
    select: Selector
    count: int = 1
    count_when: tuple[CountWhen, ...] = ()
    up_to: bool = False
    any_number: bool = False
    optional: bool = False
    block: Block = Block.EFFECTS
    performer: bool = False
    choose: bool = False
    timing: TargetTiming = TargetTiming.NOW
    where: Many[str] = ()
    where_when: tuple[LimitWhen, ...] = ()

    def __post_init__(self) -> None:
        if not self.name.isidentifier() or self.name in (SOURCE, BEARER):
            raise ValueError(f"target name {self.name!r} must be an identifier other than 'source'")
        if self.count < 1 and not self.up_to:
            raise ValueError("'count' must be >= 1")
        if self.any_number and not self.up_to:
            raise ValueError("'any_number' is of an 'up_to' target")
        for text in self.where:
            parse_where(text)
        if self.where_when:
            # (a ``LimitWhen``'s relations may name a card another target chose: they hold only
            # when that target is chosen, ``model.cardtext.optional_strength``)
            own = {self.name, SOURCE, BEARER}
            named = set().union(*(w.condition.references() for w in self.where_when))
            # (``where`` may name a target chosen before, whose stat the attack's strength is:
            # ``solver.slot_limits``)
            if not named <= own:
                raise ValueError("'where_when' and 'where' then name only the target itself")

    @property
    def is_required_kind(self) -> bool:
        """Required unless optional, "up to", or not carried out at the targeting step."""
        return not (self.optional or self.up_to) and self.timing is TargetTiming.NOW

    def references(self) -> frozenset[str]:
        names = set(self.select.references())
        for text in self.where:
            names |= parse_where(text).references()
        for cw in self.count_when:
            names |= cw.condition.references()
        for limit in self.where_when:
            names |= limit.references()
        return frozenset(names)


@dataclass(frozen=True, slots=True)
class TargetChoice:
    """Alternative targetings; a slot present (same name) in every option is shared."""

    __pydantic_config__: ClassVar = STRICT

    one_of: tuple[tuple[TargetSpec, ...], ...]

    def __post_init__(self) -> None:
        if len(self.one_of) < 2:
            raise ValueError("'one_of' needs at least two alternatives")

    def shared_names(self) -> frozenset[str]:
        sets = [frozenset(t.name for t in option) for option in self.one_of]
        return frozenset.intersection(*sets)


def _target_kind(value: Any) -> str:
    if isinstance(value, dict):
        return "choice" if "one_of" in value else "spec"
    return "choice" if isinstance(value, TargetChoice) else "spec"


#: A target entry: one target, or alternatives (tagged so load errors stay readable).
AnyTarget = Annotated[
    Annotated[TargetSpec, Tag("spec")] | Annotated[TargetChoice, Tag("choice")],
    Discriminator(_target_kind),
]


@dataclass(frozen=True, slots=True)
class Pick:
    """Cards chosen to pay a cost: ``count`` of ``select`` ("Bow 2 Samurai"), or ``all`` of them."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    count: int = 1
    all: bool = False


#: What a cost acts on: ``source``, a target slot name, or a pick of cards.
Subject = str | Pick


@dataclass(frozen=True, slots=True)
class GoldFrom:
    """A Gold cost priced by a target: "Gold equal to the target unit's total Gold cost".
    ``extra`` more unless ``extra_unless`` holds ("..., +8 unless he is dishonorable"): one
    Gold cost, one payment."""

    __pydantic_config__: ClassVar = STRICT

    equal_to: str
    plus: int = 0
    extra: int = 0
    extra_unless: Condition | None = None
    #: "Gold equal to the number of Personalities you control": the cards of yours in play
    #: matching it are counted (added to ``equal_to``, "0" then)
    count_yours: Selector | None = None
    #: "..., or 4, whichever is higher": never less than this
    at_least: int = 0
    #: the card's ":gstar:" (any amount of Gold) read as the least amount reaching its target
    #: (``solver.paid_star.priced``; Reference 04, the Gold icon): said as any amount
    star: bool = False

    def __post_init__(self) -> None:
        parse_relation(f"{self.equal_to} == 0")
        if self.at_least < 0:
            raise ValueError("'at_least' is >= 0")
        if self.count_yours is not None and self.count_yours.references():
            raise ValueError("'count_yours' counts cards by what they are, not by other cards")
        if (self.extra_unless is None) != (self.extra == 0):
            raise ValueError("'extra' and 'extra_unless' go together")


@dataclass(frozen=True, slots=True)
class StatChange:
    """A cost that changes a stat ("Give Daizu -2C"): must change by the full amount."""

    __pydantic_config__: ClassVar = STRICT

    subject: Subject
    stat: Literal["force", "chi", "personal_honor", "focus"]
    amount: int


@dataclass(frozen=True, slots=True)
class TokenCost:
    """A token taken off a card as a cost ("Destroy a Fire token on Torazu"): one token named
    ``name`` (as the board lists the card's tokens, compared case-insensitively) on the card
    ``on`` (``source``, ``bearer`` or a slot). No cost is paid with another player's tokens."""

    __pydantic_config__: ClassVar = STRICT

    name: str
    on: str
    #: how many such tokens ("Remove two Kharmic tokens from this card"), taken together
    count: int = 1

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Za-z][A-Za-z' -]*", self.name):
            raise ValueError(f"a token's name is a word, got {self.name!r}")
        if self.count < 1:
            raise ValueError("a token cost takes at least one token")


#: The kinds of cost (Costs and restrictions / Costs): one field of ``Cost`` each.
CostKind = Literal[
    "bow",
    "dishonor",
    "destroy",
    "discard",
    "move_home",
    "remove_from_game",
    "top_of_deck",
    "token",
    "lose_honor",
    "gold",
    "stat",
    "discard_imperial_favor",
    "discard_from_hand",
    "show",
    "discard_from_fate_deck",
    "show_from_fate_deck",
    "shuffle_hand",
    "discard_hand",
    "destroy_province",
    "any_of",
]
COST_KINDS: tuple[CostKind, ...] = get_args(CostKind)


#: The trigger of an Interrupt that prints none ("Interrupt: Negate the action's Fear
#: effects."): it is played to an action, in that action's sequence after its targets are chosen
#: ("In the action sequence there is a 'choose targets' step after costs are paid and before
#: Interrupts are taken", Reference 01; "an Interrupt action ... played to an action",
#: Reference 04). A state names it as its ``trigger`` while an action awaits Interrupts.
INTERRUPT_TO_AN_ACTION = "to an action, after its targets are chosen"


@dataclass(frozen=True, slots=True)
class Cost:
    """One cost; exactly one kind field is set (Costs and restrictions / Costs).

    ``unless``: pay only when the condition does not hold ("unless he is Fire");
    ``only_if``: pay only when it holds ("if he is attacking" after the cost).
    ``optional``: "you may also pay ..."; ``in_effects``: "may ... as a cost" in the effects.
    ``added``: a cost added from outside the card (paid after the card's own; a Gold one is
    a separate payment). ``gold: "*"`` is "any amount" (0 or more).
    """

    __pydantic_config__: ClassVar = STRICT

    bow: Subject | None = None
    dishonor: Subject | None = None
    destroy: Subject | None = None
    discard: Subject | None = None
    move_home: Subject | None = None
    #: "Remove this card from the game" (to the removed-from-game area, Reference 05)
    remove_from_game: Subject | None = None
    #: "Put this card on top of your Fate deck": it leaves play to the top of its owner's deck
    #: (Reference 05: the decks are areas out of play)
    top_of_deck: Subject | None = None
    token: TokenCost | None = None
    lose_honor: int | None = None
    gold: int | Literal["*"] | GoldFrom | None = None
    stat: StatChange | None = None
    discard_imperial_favor: bool = False
    discard_from_hand: int | None = None
    #: "Show a Strategy in your hand": cards of your hand shown, which stay there (what the
    #: constraints block requires: such a card to show; nothing changes)
    show: Pick | None = None
    #: "Discard the top 3 cards of your Fate deck": that many cards off the top of your own
    #: Fate deck into its discard pile (Reference 05: decks; Costs and changes: all of them)
    discard_from_fate_deck: int | None = None
    #: "Show the top card of your Fate deck": that many cards off the top of your own Fate deck
    #: shown, which stay there (Reference 05: decks; the cost needs them there: h44cost)
    show_from_fate_deck: int | None = None
    #: "Shuffle your hand into your Fate deck": every card of your hand, other than the card
    #: played, goes into your own Fate deck (Reference 05: the hand and the decks are areas)
    shuffle_hand: bool = False
    #: "Discard your hand (even if empty)": every card of your hand, other than the card
    #: played, to your discard pile; paid with an empty hand too, as its words say (h44cost)
    discard_hand: bool = False
    #: "Destroy your rightmost province": one of your own provinces is destroyed (Reference 05;
    #: which one does not change whether it can be paid)
    destroy_province: bool = False
    any_of: tuple[Cost, ...] = ()
    unless: Condition | None = None
    only_if: Condition | None = None
    optional: bool = False
    in_effects: bool = False
    label: str | None = None

    def __post_init__(self) -> None:
        kinds = self.kinds()
        if len(kinds) != 1:
            raise ValueError(
                f"a cost has exactly one of {', '.join(COST_KINDS)}; got "
                f"{', '.join(kinds) if kinds else 'none'}"
            )
        if self.any_of and len(self.any_of) < 2:
            raise ValueError("'any_of' needs at least two alternatives")
        if isinstance(self.gold, int) and self.gold < 0:
            raise ValueError("a Gold cost is >= 0")
        if self.lose_honor is not None and self.lose_honor < 1:
            raise ValueError("'lose_honor' is >= 1")
        if self.discard_from_fate_deck is not None and self.discard_from_fate_deck < 1:
            raise ValueError("'discard_from_fate_deck' is >= 1")
        if self.show_from_fate_deck is not None and self.show_from_fate_deck < 1:
            raise ValueError("'show_from_fate_deck' is >= 1")

    def kinds(self) -> list[CostKind]:
        found: list[CostKind] = []
        for kind in COST_KINDS:
            value = getattr(self, kind)
            if value is not None and value is not False and value != ():
                found.append(kind)
        return found

    @property
    def kind(self) -> CostKind:
        return self.kinds()[0]

    @property
    def subject(self) -> Subject | None:
        """The card(s) a card-state cost acts on."""
        for kind in (
            "bow",
            "dishonor",
            "destroy",
            "discard",
            "move_home",
            "remove_from_game",
            "top_of_deck",
            "show",
        ):
            value: Subject | None = getattr(self, kind)
            if value is not None:
                return value
        if self.stat is not None:
            return self.stat.subject
        if self.token is not None:
            return self.token.on
        return None

    def references(self) -> frozenset[str]:
        names: set[str] = set()
        subject = self.subject
        if isinstance(subject, str):
            names.add(subject)
        elif isinstance(subject, Pick):
            names |= subject.select.references()
        if isinstance(self.gold, GoldFrom):
            names |= parse_relation(f"{self.gold.equal_to} == 0").references()
            if self.gold.extra_unless is not None:
                names |= self.gold.extra_unless.references()
        for cond in (self.unless, self.only_if):
            if cond is not None:
                names |= cond.references()
        for alt in self.any_of:
            names |= alt.references()
        return frozenset(names)


@dataclass(frozen=True, slots=True)
class BringIntoPlay:
    """Bring a card into play (Good Faith: a legal card must exist, its cost be payable).

    ``from_zone``: where the card comes from; a face-down deck is unknown to its player, so
    ``deck`` never makes the action illegal. ``pay_cost``: the card's Gold cost is paid (the
    default: "the Empress wants her tax"). ``attach_to``: a slot or ``any`` Personality you
    control who can legally take the attachment. ``card``: the card brought in is the one
    chosen for that target slot (Obfuscation: "attach the targeted card"), not any card
    matching ``select``. ``reduction_if``: ``cost_reduction`` applies only while this condition
    holds, its slots bound to the action's choices ("paying 3 less Gold if he is a Kensai").
    ``recruit``: the card is Recruited ("Recruit your target ..."): a Personality of another
    Clan Alignment owes the Clan Honor Rule's 2 Gold, a separate payment (Reference 03).
    """

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    from_zone: Origin = "hand"
    pay_cost: bool = True
    cost_reduction: int = 0
    ignoring_restrictions: bool = False
    attach_to: str | None = None
    card: str | None = None
    reduction_if: Condition | None = None
    recruit: bool = False

    def __post_init__(self) -> None:
        if self.cost_reduction < 0:
            raise ValueError("'cost_reduction' is a number of Gold, >= 0")
        if self.reduction_if is not None and not self.cost_reduction:
            raise ValueError("'reduction_if' is the condition of a 'cost_reduction'")


@dataclass(frozen=True, slots=True)
class Move:
    """Move a card or unit (an effect: it need not succeed for the action to be legal)."""

    __pydantic_config__: ClassVar = STRICT

    subject: str
    to: Literal["home", "current_battlefield", "battlefield"] = "current_battlefield"


@dataclass(frozen=True, slots=True)
class Effect:
    """An effect; exactly one of ``bring_into_play``, ``move`` or ``step`` (a named opaque step).

    ``optional``: a "may" effect; ``costs``: "may ... as a cost" inside the effects block.
    """

    __pydantic_config__: ClassVar = STRICT

    bring_into_play: BringIntoPlay | None = None
    move: Move | None = None
    step: str | None = None
    optional: bool = False
    delayed: bool = False

    def __post_init__(self) -> None:
        given = [k for k in ("bring_into_play", "move", "step") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError("an effect has exactly one of bring_into_play, move, step")


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability of a card (Abilities and actions).

    ``condition``: a restriction checked at announcement ("If he is honorable, ..."), and
    ``exists_while``: the ability exists only while this holds (Domo); used counts either way.
    ``from_hand``: usable from the hand (Strategy cards; set by the loader for Strategies).
    ``lenient`` (with ``lenient_note``): the same text read another way that demands less,
    where the rules files do not settle which reading is right (an effects text opening with
    "If": a restriction or a conditional effect; a Fear effect's Force limit: at targeting or
    at resolution). The
    verdict is legal when this ability is legal, illegal when the lenient one is illegal too,
    and unknown in between (never a guess). Same timing, no targets of its own.
    """

    __pydantic_config__: ClassVar = STRICT

    designators: Many[Designator]
    name: str | None = None
    keywords: Words = ()
    trigger: str | None = None
    #: the trigger read as an event (model.triggers), for states that name what happens
    trigger_event: TriggerEvent | None = None
    limit: UsageLimit = UsageLimit()
    condition: Condition | None = None
    exists_while: Condition | None = None
    targets: tuple[AnyTarget, ...] = ()
    player_targets: tuple[PlayerTarget, ...] = ()
    costs: tuple[Cost, ...] = ()
    effects: tuple[Effect, ...] = ()
    usable_when_bowed: bool = False
    #: An Interrupt whose effects come after its own card enters play ("Interrupt: After you
    #: Recruit Korimi, ..."): usable for the action that brings the card into play, while the
    #: card is still out of play (Reference 05, Areas).
    while_entering: bool = False
    #: Usable only while its card is in this area out of play ("If this Follower is in your
    #: hand, Equip it ..."): a reference to the card in an out-of-play area overrides "abilities
    #: on them may not be used" (Reference 05, Areas).
    used_from: UsedFrom | None = None
    #: The clause naming that area opens the effects ("Limited: If Wattu is face-up in your
    #: Province, put him ..."): an opening "If" in the effects reads two ways (README, Readings:
    #: a restriction, or a condition of the effect only), so where its card is usable normally
    #: the answer is unsettled rather than illegal (``solver.timing``).
    used_from_opening: bool = False
    #: Designators under which the text is not read (a Battle/Engage Terrain putting itself
    #: into play: where it enters at engage is not in the rules files): used under one of them,
    #: the answer is unknown (``solver.timing``); the others are read.
    unread_designators: Many[Designator] = ()
    #: Designators its card's own trait gives it only while ``designators_while`` holds
    #: ("This Strategy's ability is Battle/Engage if you control a Scout at this battlefield.":
    #: Engage), among ``designators``: used under one of them, the condition must hold when it
    #: is announced (``model.cardtext.own_designators``; ``solver.own_designators``).
    designators_if: Many[Designator] = ()
    designators_while: Condition | None = None
    #: The types of the cards its effects create, which enter play (Reference 03; FAQ: an
    #: action that brings cards into play must be able to bring them in legally): an ongoing
    #: "may not bring into play" or "may not attach" may forbid it (``solver.effects``).
    creates: Many[CardType] = ()
    #: "(When going second, ... your Stronghold ability gains Tireless)": usable while its card
    #: is bowed when this holds (``model.cardtext.going_second``; ``solver.timing``)
    tireless_while: Condition | None = None
    #: Text of its card that changes it only while a condition holds, not read ("(When going
    #: second, ... your Fear has +1 strength ...)"): while it holds the answer is unknown
    unread_while: Condition | None = None
    unread_while_text: str = ""
    not_understood: tuple[str, ...] = ()
    timing_understood: bool = True
    lenient: Ability | None = None
    #: What the lenient reading relaxes, in a player's words ("the Force limit is checked when
    #: the Fear resolves").
    lenient_note: str = ""
    #: A partly read action (``not_understood``): its timing and the required targets of the
    #: text read before the first clause not read, where nothing not read may widen or replace
    #: them (``model.cardtext.partial_targets``): when none can be chosen now, it is illegal
    #: (Abilities and actions / B. Required targeting; ``solver.partial_targets``).
    read_part: Ability | None = None
    #: A partly read action whose every block before the effects is read (level "costs"): its
    #: costs, checked only for a sure failure (``solver.unread_costs``)
    read_costs: tuple[Cost, ...] = ()

    def __post_init__(self) -> None:
        if not self.timing_understood and not self.not_understood:
            raise ValueError("an ability whose timing is not understood says what is not")
        if self.read_part is not None and not (self.not_understood and self.timing_understood):
            raise ValueError("'read_part' is the part read of an action whose timing is read")
        if self.lenient is not None:
            self._check_lenient(self.lenient)
            if not self.lenient_note:
                raise ValueError("a lenient reading says what it relaxes ('lenient_note')")
        if not self.designators and self.timing_understood:
            raise ValueError("an ability needs at least one designator")
        for d in (Designator.REACTION, Designator.INTERRUPT):
            if d in self.designators and not self.trigger:
                raise ValueError(f"a {d.value.title()} needs its 'trigger'")
        if self.trigger_event is not None and not self.trigger:
            raise ValueError("'trigger_event' reads the ability's 'trigger'")
        if self.while_entering and self.designators != (Designator.INTERRUPT,):
            raise ValueError("'while_entering' is an Interrupt's (Reference 05, Areas)")
        if self.unread_designators and not set(self.unread_designators) < set(self.designators):
            raise ValueError("'unread_designators' are some, not all, of its designators")
        if bool(self.designators_if) != (self.designators_while is not None) or (
            self.designators_if and not set(self.designators_if) < set(self.designators)
        ):
            raise ValueError("'designators_if' are some of its designators, with their condition")
        if self.used_from_opening and self.used_from is None:
            raise ValueError("'used_from_opening' says where 'used_from' was read")
        if self.used_from is not None and self.while_entering:
            raise ValueError("'used_from' and 'while_entering' are two areas")
        players = [p.name for p in self.player_targets]
        if len(set(players)) != len(players):
            raise ValueError("a player target name is used twice")
        seen: set[str] = set()
        for spec in self.all_target_specs():
            if spec.name in seen and not self._shared_ok(spec.name):
                raise ValueError(f"target name {spec.name!r} is used twice")
            seen.add(spec.name)
        known = seen | {SOURCE, BEARER, TRIGGER_CARD}
        for name in sorted(self.references() - known):
            raise ValueError(
                f"{name!r} is not a target of this ability (known: {', '.join(sorted(known))})"
            )
        self._check_single_card_terms()

    def _check_lenient(self, other: Ability) -> None:
        """A second reading keeps the timing and names no target the first does not."""
        same = (
            "designators",
            "keywords",
            "trigger",
            "trigger_event",
            "limit",
            "usable_when_bowed",
            "while_entering",
            "used_from",
            "used_from_opening",
            "unread_designators",
            "designators_if",
            "designators_while",
            "player_targets",
        )
        for name in same:
            if getattr(other, name) != getattr(self, name):
                raise ValueError(f"the lenient reading changes {name!r}")
        if other.lenient is not None or other.not_understood:
            raise ValueError("the lenient reading is one reading, understood")
        mine = {s.name for s in self.all_target_specs()}
        extra = {s.name for s in other.all_target_specs()} - mine
        if extra:
            raise ValueError(f"the lenient reading names targets {sorted(extra)} of its own")

    def _check_single_card_terms(self) -> None:
        """A Gold price or a condition reads one card of a target: its slot must hold exactly
        one (never guess which of several cards is meant). ``where`` relations are per card."""
        many = {s.name for s in self.all_target_specs() if s.count != 1 or s.up_to or s.count_when}
        if not many:
            return
        reads: list[tuple[str, frozenset[str]]] = []
        conditions = [c for c in (self.condition, self.exists_while) if c is not None]
        stack = list(self.costs)
        while stack:
            cost = stack.pop()
            stack += cost.any_of
            conditions += [c for c in (cost.unless, cost.only_if) if c is not None]
            if isinstance(cost.gold, GoldFrom) and cost.gold.extra_unless is not None:
                conditions.append(cost.gold.extra_unless)
            if isinstance(cost.gold, GoldFrom):
                rel = parse_relation(f"{cost.gold.equal_to} == 0")
                reads.append((f"Gold equal to {cost.gold.equal_to}", rel.references()))
        reads += [("a condition", c.references()) for c in conditions]
        for what, names in reads:
            for name in sorted(names & many):
                raise ValueError(
                    f"{what} reads the target {name!r}, which holds several cards: "
                    "it needs a target of exactly one card"
                )

    def _shared_ok(self, name: str) -> bool:
        return any(isinstance(t, TargetChoice) and name in t.shared_names() for t in self.targets)

    def not_modelled(self) -> str:
        """The reason for an ``unknown``: the printed text the import did not understand (a
        paragraph unread for an ability keyword names it: ``cardtext.keyword_reason``)."""
        from model.cardtext.keyword_reason import unread_reasons  # (it imports this module)

        if self.timing_understood:
            return "not modelled: " + " / ".join(self.not_understood)
        return "not modelled: " + unread_reasons(self.not_understood)

    def all_target_specs(self) -> list[TargetSpec]:
        """Every TargetSpec, including those inside alternatives (shared ones once each)."""
        specs: list[TargetSpec] = []
        for t in self.targets:
            if isinstance(t, TargetSpec):
                specs.append(t)
            else:
                shared = t.shared_names()
                emitted: set[str] = set()
                for option in t.one_of:
                    for spec in option:
                        if spec.name in shared:
                            if spec.name in emitted:
                                continue
                            emitted.add(spec.name)
                        specs.append(spec)
        return specs

    def references(self) -> frozenset[str]:
        names: set[str] = set()
        for spec in self.all_target_specs():
            names |= spec.references()
        for cost in self.costs:
            names |= cost.references()
        for cond in (self.condition, self.exists_while):
            if cond is not None:
                names |= cond.references()
        for eff in self.effects:
            if eff.move is not None:
                names.add(eff.move.subject)
            if eff.bring_into_play is not None:
                names |= eff.bring_into_play.select.references()
                at = eff.bring_into_play.attach_to
                if at is not None and at != "any":
                    names.add(at)
                if eff.bring_into_play.card is not None:
                    names.add(eff.bring_into_play.card)
        return frozenset(names)


__all__ = [
    "Ability",
    "Block",
    "BringIntoPlay",
    "Condition",
    "Cost",
    "CountWhen",
    "Designator",
    "Effect",
    "GoldFrom",
    "Move",
    "Pick",
    "Place",
    "Selector",
    "StatChange",
    "Subject",
    "TargetChoice",
    "TargetSpec",
    "TargetTiming",
    "TokenCost",
    "UsageLimit",
]
