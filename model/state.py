"""The game state: players, cards and where they are, turn structure, card memory and the
ongoing effects legality needs.

Reference 05 (areas and states), Abilities and actions (card memory: abilities used),
Costs and restrictions (cost changes, added costs, preventions, permissions), Effects ("May
not"). Every value is frozen; queries are pure functions of the state and the card library.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import Field, StrictBool, StrictInt

from model.abilities import Cost, CostKind, Designator
from model.cards import CardDef, CardType, keywords_with_clan
from model.common import STAT_MINIMUM, STRICT, ClanWord, Many, Stat, TypeWord, Words
from model.dual_types import also_item
from model.past import CARD_EVENTS, Past, PastEvent, Period, check
from model.selectors import ActionMakes, Selector
from model.triggers import GameEvent
from model.zones import FACE_DOWN_BY_DEFAULT, IN_PLAY_ZONES, Zone


class Phase(StrEnum):
    """Turn phases (Reference: turn structure)."""

    STRAIGHTEN = "straighten"
    EVENTS = "events"
    ACTION = "action"
    ATTACK = "attack"
    DYNASTY = "dynasty"
    DISCARD = "discard"
    DRAW = "draw"
    END = "end"


#: a Stronghold's stats a Sensei modifies (Reference 03, Sensei)
_SENSEI_STATS = frozenset({Stat.PROVINCE_STRENGTH, Stat.GOLD_PRODUCTION, Stat.STARTING_HONOR})
#: stats a settled trait sentence of a card in play may change (``model.trait_stats``)
_TRAIT_STATS = frozenset({Stat.FORCE, Stat.CHI, Stat.PERSONAL_HONOR})
_UNITS = frozenset({CardType.PERSONALITY, CardType.FOLLOWER})


@dataclass(frozen=True, slots=True)
class StatModifier:
    """A bonus or penalty on a card's stat (tokens, ongoing effects)."""

    __pydantic_config__: ClassVar = STRICT

    stat: Stat
    amount: StrictInt
    source: str | None = None


@dataclass(frozen=True, slots=True)
class CardInstance:
    """A physical card in the game. ``controller`` defaults to the owner.

    In play cards are at ``home`` or at a ``battlefield`` (named); ``province`` cards have a
    province index; ``attached_to`` names the Personality an attachment is on. ``dead``: a
    destroyed Personality in a discard pile (Reference 05, Dead); every other card in a discard
    pile is discarded (``dishonorable`` then says honorably or dishonorably dead).
    """

    __pydantic_config__: ClassVar = STRICT

    id: str
    title: str
    owner: str
    zone: Zone
    controller: str | None = None
    battlefield: str | None = None
    province: StrictInt | None = None
    bowed: StrictBool = False
    dishonorable: StrictBool = False
    face_up: StrictBool | None = None
    attached_to: str | None = None
    modifiers: tuple[StatModifier, ...] = ()
    added_keywords: Words = ()
    tokens: Many[str] = ()
    dead: StrictBool = False

    def __post_init__(self) -> None:
        if self.dead and self.zone not in (Zone.DYNASTY_DISCARD, Zone.FATE_DISCARD):
            raise ValueError("only a card in a discard pile can be dead")

    @property
    def controlled_by(self) -> str:
        return self.controller if self.controller is not None else self.owner

    @property
    def in_play(self) -> bool:
        return self.zone in IN_PLAY_ZONES

    @property
    def is_face_up(self) -> bool:
        if self.face_up is not None:
            return self.face_up
        return self.zone not in FACE_DOWN_BY_DEFAULT

    def place(self) -> tuple[Zone, str | None]:
        """The location: the zone, and the battlefield name when at one."""
        return (self.zone, self.battlefield if self.zone is Zone.BATTLEFIELD else None)


@dataclass(frozen=True, slots=True)
class Player:
    """A player. ``lost_honor_to_others``: lost Honor to anything but their own cards, so they
    ignore Honor Requirements of Personalities of their clan (Reference 03). ``provinces``: how
    many Provinces the player has (None: not stated; a condition on it is then unknown).
    ``reconnaissance``: the battlefields at which the player has Reconnaissance, as effects
    give it ("You have Reconnaissance at the current battlefield"; None: not stated, and "if
    you have Reconnaissance" is then unknown). ``fate_deck_size``: how many cards the player's
    Fate deck holds (None: not stated; a cost that discards its top cards is then known
    payable only if the state lists that many cards in it)."""

    __pydantic_config__: ClassVar = STRICT

    id: str
    family_honor: StrictInt
    clan: ClanWord | None = None
    lost_honor_to_others: StrictBool = False
    provinces: StrictInt | None = None
    reconnaissance: tuple[str, ...] | None = None
    fate_deck_size: StrictInt | None = None

    def __post_init__(self) -> None:
        if self.provinces is not None and self.provinces < 0:
            raise ValueError("'provinces' is 0 or more")
        if self.fate_deck_size is not None and self.fate_deck_size < 0:
            raise ValueError("'fate_deck_size' is 0 or more")


@dataclass(frozen=True, slots=True)
class UsageRecord:
    """Card memory: how often an ability of a card was used (Abilities: usage limits)."""

    __pydantic_config__: ClassVar = STRICT

    card: str
    ability: StrictInt = 0
    this_turn: StrictInt = 0
    this_game: StrictInt = 0
    this_battle: StrictInt = 0

    def __post_init__(self) -> None:
        if min(self.this_turn, self.this_game, self.this_battle) < 0:
            raise ValueError("a use count is 0 or more")


@dataclass(frozen=True, slots=True)
class PastFact:
    """What happened earlier (Costs and restrictions / Conditions: conditions that refer back to
    past occurrences): whether ``event`` (``model.past``) ``happened`` in the current
    ``period`` to ``card`` (a card's event) or by ``player`` (a player's event: for
    ``took_action``, an action taken before the one being checked), with the ``keyword`` (lower
    case) or ``title`` the event names. A condition about an occurrence no fact reports is
    answered unknown. ``times``: how many times it happened in the period, for what counts
    them ("1 Gold for each of your Provinces destroyed this game"); given, ``happened`` is
    ``times > 0``; not given while it happened, a count is unknown."""

    __pydantic_config__: ClassVar = STRICT

    event: PastEvent
    period: Period
    happened: StrictBool
    card: str | None = None
    player: str | None = None
    keyword: str | None = None
    title: str | None = None
    times: StrictInt | None = None

    def __post_init__(self) -> None:
        check(self.event, self.keyword, self.title)
        if self.times is not None and (self.times < 0 or self.happened != (self.times > 0)):
            raise ValueError("a past event's 'times' is >= 0, and > 0 exactly when it happened")
        if self.keyword is not None and self.keyword != self.keyword.lower():
            raise ValueError("a past event's 'keyword' is written in lower case")
        if self.event in CARD_EVENTS and (self.card is None or self.player is not None):
            raise ValueError(f"the past event {self.event!r} is said of a card: give 'card' only")
        if self.event not in CARD_EVENTS and (self.player is None or self.card is not None):
            raise ValueError(
                f"the past event {self.event!r} is said of a player: give 'player' only"
            )

    def occurrence(self) -> tuple[str, str, str | None, str | None, str | None, str | None]:
        """What it reports on: (event, period, card, player, keyword, title)."""
        return (self.event, self.period, self.card, self.player, self.keyword, self.title)


@dataclass(frozen=True, slots=True)
class ActionFilter:
    """Which actions an ongoing effect applies to: all given fields must match."""

    __pydantic_config__: ClassVar = STRICT

    keyword: Words = ()
    designator: Designator | None = None
    card_type: TypeWord | None = None
    title: str | None = None
    #: only actions without this designator ("non-Battle actions": Abilities and actions,
    #: Designators; a Battle/Open action taken in the Action Phase is an Open action)
    designator_not: Designator | None = None


Prevention = Literal[
    "lose_honor",
    "gain_honor",
    "bow",
    "straighten",
    "move",
    "destroy",
    "dishonor",
    "discard",
    "discard_imperial_favor",
]
#: Named permissions an effect grants (Reference 03: "ignores Honor Requirements ...").
Permission = Literal["ignore_honor_requirement"]
MayNot = Literal["announce", "be_targeted", "bring_into_play", "recruit", "attach"]


#: The fields each kind of ongoing effect reads (``solver.effects``): any other, given, would
#: be ignored, so it is refused (a ``cards`` selector on a ``cost_change`` changed every card).
_EFFECT_FIELDS: dict[str, tuple[str, ...]] = {
    "actions": ("cost_change", "added_cost", "ignore_cost", "may_not"),
    "cards": ("prevent", "may_not"),
    "gold_delta": ("cost_change",),
    "cost": ("added_cost",),
    "prevents": ("prevent",),
    "may_not": ("may_not",),
    "cost_kind": ("ignore_cost",),
    "permission": ("permission",),
}


@dataclass(frozen=True, slots=True)
class OngoingEffect:
    """An ongoing effect that legality must know about.

    kinds:
      ``cost_change``: the Gold cost of matching actions changes by ``gold_delta`` (a change to
      the amount; Costs and restrictions / Gold production).
      ``added_cost``: matching actions have an additional ``cost`` (from outside the card: paid
      after the card's own; a Gold one is a separate payment).
      ``prevent``: changes in ``prevents`` do not happen to ``cards`` (or to ``player``'s Honor):
      a cost needing that change can't be paid ("you cannot lose Honor").
      ``may_not``: ``cards`` may not make the choice in ``may_not`` ("may not be targeted").
      ``ignore_cost``: matching actions ignore their costs of kind ``cost_kind`` (or all).
      ``permission``: a named permission (``ignore_honor_requirement``).
    ``player``: the player the effect applies to (None: every player). ``card``: the one card
    (an id) a ``be_targeted`` effect is on, as well as ``cards`` ("may not target Suikihime").
    """

    __pydantic_config__: ClassVar = STRICT

    kind: Literal["cost_change", "added_cost", "prevent", "may_not", "ignore_cost", "permission"]
    player: str | None = None
    actions: ActionFilter | None = None
    cards: Selector | None = None
    gold_delta: StrictInt = 0
    cost: Cost | None = None
    prevents: Many[Prevention] = ()
    may_not: MayNot | None = None
    cost_kind: CostKind | None = None
    permission: Permission | None = None
    source: str | None = None
    card: str | None = None

    def __post_init__(self) -> None:
        if self.card is not None and self.may_not != "be_targeted":
            raise ValueError("only a 'may_not: be_targeted' effect names a 'card'")
        need = {
            "cost_change": self.gold_delta != 0,
            "added_cost": self.cost is not None,
            "prevent": bool(self.prevents),
            "may_not": self.may_not is not None,
            "ignore_cost": True,
            "permission": self.permission is not None,
        }
        for name, kinds in _EFFECT_FIELDS.items():
            if self.kind not in kinds and getattr(self, name) not in (None, (), 0):
                raise ValueError(
                    f"an effect of kind {self.kind!r} does not read {name!r} (read by "
                    + " and ".join(repr(k) for k in kinds)
                    + (
                        "; name the cards whose actions it changes with 'actions', e.g. "
                        "actions: {card_type: holding}"
                        if name == "cards"
                        else ""
                    )
                    + ")"
                )
        if not need[self.kind]:
            hint = {
                "cost_change": "a non-zero 'gold_delta'",
                "added_cost": "a 'cost'",
                "prevent": "'prevents'",
                "may_not": "'may_not'",
                "permission": "'permission'",
            }[self.kind]
            raise ValueError(f"an effect of kind {self.kind!r} needs {hint}")


@dataclass(frozen=True, slots=True)
class GameState:
    """A snapshot of the game. ``current_battlefield`` names the battlefield being resolved in
    the Combat Segment (``segment: combat``); ``attacker`` is the attacking player; ``trigger``
    names the triggering event Reactions and Interrupts may answer now (None: no trigger pending;
    ``model.abilities.INTERRUPT_TO_AN_ACTION`` while an action awaits Interrupts, and
    ``action_player`` then the player taking that action: whose "the action" is;
    ``action_designator`` and ``action_keywords`` its designator and keywords, those of its
    ability, Abilities and actions, ``action_card`` the card whose ability it is,
    ``action_makes`` what its effects make (a duel, a Melee or Ranged Attack); None: not
    stated).
    ``battlefields`` names battlefields that exist with no card at them (a battlefield with a
    card at it needs no listing). ``province_strength``: the current strength of the Province
    the current battlefield is associated with (its printed start plus every bonus and penalty
    in effect, Reference 03/04; None: not stated, and a comparison with it is then unknown)."""

    __pydantic_config__: ClassVar = STRICT

    players: tuple[Player, ...]
    cards: tuple[CardInstance, ...] = ()
    #: the game's first turn is turn 1
    turn: Annotated[StrictInt, Field(ge=1)] = 1
    active_player: str = ""
    phase: Phase = Phase.ACTION
    segment: Literal["combat"] | None = None
    current_battlefield: str | None = None
    attacker: str | None = None
    #: the defending player: with two players the one not attacking; with more, only this says
    #: who defends (Reference 05: the battle is at the Defender's province)
    defender: str | None = None
    imperial_favor: str | None = None
    trigger: str | None = None
    #: the player the printed words of ``trigger`` speak for: their "you", "your", "another
    #: player", "enemy" are said from this player's side (None: not stated; README "State
    #: files", solver.trigger_words)
    trigger_player: str | None = None
    action_player: str | None = None
    action_designator: Designator | None = None
    action_keywords: Words | None = None
    #: the card whose ability the action awaiting Interrupts is ("If the action is from a
    #: Strategy"; None: not stated)
    action_card: str | None = None
    #: what the effects of the action awaiting Interrupts make, all of it: "duel",
    #: "melee_attack", "ranged_attack" ("If the action creates a duel"; None: not stated)
    action_makes: tuple[ActionMakes, ...] | None = None
    #: what is happening now, for Reactions and Interrupts whose trigger is read as an event
    #: (model.triggers; None: only ``trigger`` names it)
    event: GameEvent | None = None
    effects: tuple[OngoingEffect, ...] = ()
    memory: tuple[UsageRecord, ...] = ()
    in_battle: tuple[str, ...] = field(default=())
    battlefields: tuple[str, ...] = ()
    province_strength: int | None = None
    #: what happened earlier, for conditions that refer back to it ("If Nozomi moved this
    #: battle"); an occurrence not listed is not known
    past: tuple[PastFact, ...] = ()

    def card(self, card_id: str) -> CardInstance:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def player(self, player_id: str) -> Player:
        for p in self.players:
            if p.id == player_id:
                return p
        raise KeyError(player_id)

    def opponents(self, player_id: str) -> tuple[str, ...]:
        return tuple(p.id for p in self.players if p.id != player_id)

    @property
    def in_combat(self) -> bool:
        return self.segment == "combat" and self.current_battlefield is not None

    def defends(self, player: str) -> bool:
        """Is ``player`` the Defender? The state's ``defender``, else (two players) the one not
        attacking; with more players and none stated, nobody is read as defending (the solver
        answers ``unknown`` where it matters: ``defender_unstated``)."""
        if self.defender is not None:
            return player == self.defender
        if self.attacker is None or len(self.players) > 2:
            return False
        return player != self.attacker

    def defender_unstated(self) -> bool:
        """In combat with more than two players and no ``defender`` stated."""
        return self.in_combat and len(self.players) > 2 and self.defender is None

    def attachments_of(self, card_id: str) -> tuple[CardInstance, ...]:
        return tuple(c for c in self.cards if c.attached_to == card_id)

    def happened(
        self, past: Past, *, card: str | None = None, player: str | None = None
    ) -> bool | None:
        """Whether ``past`` happened this period to ``card`` or by ``player``, as the state's
        ``past`` reports it (None: not reported)."""
        said = (past.event, past.period, card, player, past.keyword, past.title)
        for fact in self.past:
            if fact.occurrence() == said:
                return fact.happened
        return None

    def times(self, past: Past, *, player: str) -> int | None:
        """How many times ``past`` happened this period by ``player``, as the state's ``past``
        reports it (None: not reported, or reported as happened without ``times``)."""
        said = (past.event, past.period, None, player, past.keyword, past.title)
        for fact in self.past:
            if fact.occurrence() == said:
                return 0 if not fact.happened else fact.times
        return None

    def uses(self, card_id: str, ability: int) -> UsageRecord:
        for rec in self.memory:
            if rec.card == card_id and rec.ability == ability:
                return rec
        return UsageRecord(card=card_id, ability=ability)

    def uses_of(self, card_id: str, ability: int, *same: int) -> UsageRecord:
        """The uses of ``ability`` counted with those recorded under ``same``, other indexes of
        the same printed ability (a Gold production mode read from an action's paragraph:
        ``ProductionMode.ability``; Abilities and actions: usage limits)."""
        recs = [self.uses(card_id, i) for i in (ability, *same)]
        return UsageRecord(
            card=card_id,
            ability=ability,
            this_turn=sum(r.this_turn for r in recs),
            this_game=sum(r.this_game for r in recs),
            this_battle=sum(r.this_battle for r in recs),
        )


class CardLibrary(Mapping[str, CardDef]):
    """Card definitions by title (case-insensitive lookup, exact titles preserved)."""

    def __init__(self, cards: Mapping[str, CardDef] | None = None) -> None:
        self._cards: dict[str, CardDef] = {}
        self._folded: dict[str, str] = {}
        for title, card in (cards or {}).items():
            self.add(card, title)

    def add(self, card: CardDef, title: str | None = None) -> None:
        key = title or card.title
        self._cards[key] = card
        self._folded[key.casefold()] = key

    def __getitem__(self, title: str) -> CardDef:
        key = self._folded.get(title.casefold())
        if key is None:
            raise KeyError(title)
        return self._cards[key]

    def __contains__(self, title: object) -> bool:
        return isinstance(title, str) and title.casefold() in self._folded

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def merged(self, other: Mapping[str, CardDef]) -> CardLibrary:
        lib = CardLibrary(self._cards)
        for title, card in other.items():
            lib.add(card, title)
        return lib


#: the ``View.memo`` key listing the memo keys a derived View keeps (``View.derive``)
_CARRIED = "view-carried-memo"


@dataclass(frozen=True, slots=True)
class View:
    """A state read with its card library: effective stats, keywords, locations, relations.

    Pure: every method derives values; nothing is stored back into the state. Derived values
    that are asked for again and again (definitions, keywords, attachments, and whatever a
    solver puts in ``memo``) are remembered per View: the state is frozen, so they can't go
    stale (don't add cards to the library after making a View).
    """

    state: GameState
    library: CardLibrary
    _index: Mapping[str, CardInstance] = field(default_factory=dict, compare=False, repr=False)
    _memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    @staticmethod
    def of(state: GameState, library: CardLibrary) -> View:
        return View(state, library, {c.id: c for c in state.cards})

    def carry(self, key: object) -> None:
        """Keep the ``memo`` of ``key`` in every View ``derive``d from this one: a fact of
        the announcement checked, not of the state (who uses a granted ability)."""
        carried = self.memo(_CARRIED)
        carried[key] = True

    def derive(self, state: GameState | None = None, library: CardLibrary | None = None) -> View:
        """A View of ``state`` / ``library`` (default: this one's) for a re-check of the same
        announcement: a fresh memo but for the keys ``carry`` marks, copied."""
        made = View.of(self.state if state is None else state, library or self.library)
        for key in self.memo(_CARRIED):
            made.memo(key).update(self.memo(key))
            made.carry(key)
        return made

    def memo(self, key: object) -> dict[object, object]:
        """A per-View cache (a dict) for derived values, one per ``key`` (e.g. a module name)."""
        cache = self._memo.get(key)
        if cache is None:
            cache = self._memo[key] = {}
        assert isinstance(cache, dict)
        return cache

    def card(self, card_id: str) -> CardInstance:
        return self._index[card_id]

    def ids_of_types(self, types: tuple[str, ...]) -> tuple[str, ...]:
        """Ids of the cards (state order) whose type is one of ``types``; every card when
        ``types`` is empty. A cheap first filter before evaluating a selector."""
        key = ("ids_of_types", types)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = tuple(
                c.id
                for c in self.state.cards
                if not types or self.definition(c.id).type.value in types
            )
        return found  # type: ignore[return-value]

    def has(self, card_id: str) -> bool:
        return card_id in self._index

    def definition(self, card_id: str) -> CardDef:
        key = ("definition", card_id)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._blanked(card_id)
        return found  # type: ignore[return-value]

    def _blanked(self, card_id: str) -> CardDef:
        """The card's printed definition, or, for a Stronghold in play under "Your Stronghold
        has no abilities or traits." (``model.blank_stronghold``), its stats and rulebook Gold
        only."""
        from model.blank_stronghold import blanked_stronghold, stronghold_blanked

        inst = self._index[card_id]
        printed = self.library[inst.title]
        if printed.type is not CardType.STRONGHOLD or not inst.in_play:
            return printed
        others = ((c.controlled_by, self.library[c.title]) for c in self.state.cards if c.in_play)
        blank = stronghold_blanked(inst.controlled_by, others)
        return blanked_stronghold(printed) if blank else printed

    def type_of(self, card_id: str) -> CardType:
        return self.definition(card_id).type

    def keywords(self, card_id: str) -> frozenset[str]:
        key = ("keywords", card_id)
        found = self._memo.get(key)
        if found is None:
            inst = self._index[card_id]
            found = self._memo[key] = keywords_with_clan(self.definition(card_id)) | frozenset(
                inst.added_keywords
            )
        return found  # type: ignore[return-value]

    def stat(self, card_id: str, stat: Stat) -> int | None:
        """The current value: printed value plus modifiers, clamped to the stat's minimum;
        None when the card has no such stat. A Personality's Force and Chi include Item
        modifiers of its attachments (Reference 03, Items). Once per View, card and stat."""
        memo = self.memo("stat")
        key = (card_id, stat)
        if key in memo:
            return memo[key]  # type: ignore[return-value]
        found = memo[key] = self._stat(card_id, stat)
        return found

    def _stat(self, card_id: str, stat: Stat) -> int | None:
        """``stat`` computed (see it)."""
        base = self.definition(card_id).stat(stat)
        if base is None and stat is Stat.FORCE:
            from model.star_stats import star_force  # it reads Views (a cycle at import)

            base = star_force(self, card_id)  # a "*" Force its trait counts (Ashigaru)
        if base is None:
            return None
        value = base + sum(m.amount for m in self._index[card_id].modifiers if m.stat is stat)
        if stat in _TRAIT_STATS and self.type_of(card_id) in _UNITS:
            from model.trait_stats import trait_stat_bonus  # it reads Views (a cycle at import)

            value += trait_stat_bonus(self, card_id, stat)  # "While you are the Defender, ..."
        if stat in _SENSEI_STATS and self.type_of(card_id) is CardType.STRONGHOLD:
            value += self._sensei_modifier(card_id, stat)
            if stat is Stat.GOLD_PRODUCTION and (cap := self._gp_maximum(card_id)) is not None:
                value = min(value, cap)  # "Your Stronghold has a maximum Gold Production of 4."
        if stat in (Stat.FORCE, Stat.CHI) and self.type_of(card_id) is CardType.PERSONALITY:
            for att in self.attachments(card_id):
                if self.type_of(att) is CardType.ITEM or also_item(self.definition(att)):
                    value += self.stat(att, stat) or 0  # (an Item too: ``model.dual_types``)
        if stat is Stat.PERSONAL_HONOR and self._index[card_id].dishonorable:
            from model.honor_cap import cap_lifted  # it reads Views (a cycle at import)

            # Reference 05: "Dishonorable Personalities have a maximum Personal Honor of zero."
            value = value if cap_lifted(self, card_id) else min(value, 0)
        minimum = STAT_MINIMUM.get(stat)
        return value if minimum is None else max(minimum, value)

    def _sensei_modifier(self, stronghold: str, stat: Stat) -> int:
        """Reference 03, Sensei: its modifiers for Province Strength, Gold Production and
        Starting Family Honor are continually applied to its controller's Stronghold; unless
        the state gives the Stronghold a modifier whose source is "sensei" or the Sensei's id
        (it states it)."""
        inst = self._index[stronghold]
        memo = self.memo("senseis")
        if inst.controlled_by not in memo:  # once per View and player (stats are asked often)
            memo[inst.controlled_by] = [
                c.id
                for c in self.state.cards
                if c.in_play
                and c.controlled_by == inst.controlled_by
                and self.type_of(c.id) is CardType.SENSEI
            ]
        senseis = memo[inst.controlled_by]
        assert isinstance(senseis, list)
        if any(m.source in ("sensei", *senseis) for m in inst.modifiers):
            return 0  # stated by the state: "sensei", or the Sensei's card id
        return sum(self.definition(c).stat(stat) or 0 for c in senseis)

    def _gp_maximum(self, stronghold: str) -> int | None:
        """The lowest "Your Stronghold has a maximum Gold Production of N." of the cards in
        play ``stronghold``'s controller controls (The Emperor's Legions; h29adv2 F4)."""
        owner = self._index[stronghold].controlled_by
        memo = self.memo("gp_maximum")  # once per View and player (stats are asked often)
        if owner not in memo:
            caps = [
                cap
                for c in self.state.cards
                if c.in_play
                and c.controlled_by == owner
                and (cap := self.definition(c.id).stronghold_gp_maximum) is not None
            ]
            memo[owner] = min(caps) if caps else None
        found = memo[owner]
        return found if isinstance(found, int) else None

    def raw_stat(self, card_id: str, stat: Stat) -> int | None:
        """Printed value plus the card's own modifiers, unclamped."""
        base = self.definition(card_id).stat(stat)
        if base is None:
            return None
        return base + sum(m.amount for m in self._index[card_id].modifiers if m.stat is stat)

    def attachments(self, card_id: str) -> tuple[str, ...]:
        hosts = self._memo.get("attachments")
        if hosts is None:
            index: dict[str, list[str]] = {}
            for c in self.state.cards:
                if c.attached_to is not None:
                    index.setdefault(c.attached_to, []).append(c.id)
            hosts = self._memo["attachments"] = {h: tuple(a) for h, a in index.items()}
        assert isinstance(hosts, dict)
        return hosts.get(card_id, ())  # type: ignore[no-any-return]

    def unit(self, card_id: str) -> tuple[str, ...]:
        """The unit of a Personality (or of the Personality an attachment is on)."""
        head = self.unit_head(card_id)
        return (head, *self.attachments(head))

    def unit_head(self, card_id: str) -> str:
        inst = self._index[card_id]
        return inst.attached_to if inst.attached_to is not None else card_id

    def total_gold_cost(self, card_id: str) -> int:
        return sum(self.stat(c, Stat.GOLD_COST) or 0 for c in self.unit(card_id))

    def total_force(self, card_id: str, *, resolving: bool = False) -> int:
        """A unit's total Force: its Personality's and its Followers'. Outside battle
        resolution every card counts, bowed or not; ``resolving`` (battle resolution): bowed
        Followers do not (Reference 04, Unit and Army Force)."""
        head = self.unit_head(card_id)
        total = self.stat(head, Stat.FORCE) or 0
        for att in self.attachments(head):
            if self.type_of(att) is CardType.FOLLOWER and not (
                resolving and self._index[att].bowed
            ):
                total += self.stat(att, Stat.FORCE) or 0
        return total

    def location(self, card_id: str) -> tuple[Zone, str | None]:
        """Attachments are where their Personality is."""
        return self._index[self.unit_head(card_id)].place()

    def same_location(self, a: str, b: str) -> bool:
        """Two cards at one location: the same battlefield, or the same player's home (each
        player's home is a location of its own: Reference 05, Home and Locations)."""
        (zone_a, where_a), (zone_b, where_b) = self.location(a), self.location(b)
        if zone_a is Zone.HOME and zone_b is Zone.HOME:
            head_a, head_b = self.unit_head(a), self.unit_head(b)
            return self._index[head_a].controlled_by == self._index[head_b].controlled_by
        return (zone_a, where_a) == (zone_b, where_b)

    def at_current_battlefield(self, card_id: str) -> bool:
        zone, where = self.location(card_id)
        cur = self.state.current_battlefield
        return zone is Zone.BATTLEFIELD and cur is not None and where == cur

    def opposing(self, a: str, b: str) -> bool:
        """Two cards oppose when both are at the same battlefield (the current one or another),
        on different sides (an army faces the enemy army at its own battlefield: Reference 05,
        Battlefield / Side)."""
        za, wa = self.location(a)
        zb, wb = self.location(b)
        return (
            za is Zone.BATTLEFIELD
            and zb is Zone.BATTLEFIELD
            and wa == wb
            and self._index[a].controlled_by != self._index[b].controlled_by
        )

    def attacking(self, card_id: str) -> bool:
        zone, _ = self.location(card_id)
        return (
            zone is Zone.BATTLEFIELD and self._index[card_id].controlled_by == self.state.attacker
        )

    def defending(self, card_id: str) -> bool:
        zone, _ = self.location(card_id)
        return zone is Zone.BATTLEFIELD and self.state.defends(self._index[card_id].controlled_by)

    def cards_in_play(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.state.cards if c.in_play)
