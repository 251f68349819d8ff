"""Declarative card filters, conditions and cross-target relations (the ability language).

A ``Selector`` filters cards; fields that name another slot (``opposing``, ``same_location_as``,
``attached_to``, ``unit_of``, ``other_than``) relate a candidate to the card chosen for that
slot, or to ``source`` (the card the ability is on). ``Relation`` is the safe, typed
comparison language of ``where:`` ("victim.personal_honor < magistrate.chi"), parsed and
checked on load; it is never ``eval``-ed.

Rules: Abilities and actions / B. Explicit performing and required targeting; Costs and
restrictions / Conditions, Restrictions.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Literal

from model.board_counts import count_kinds as count_kinds
from model.board_counts import is_count_attribute
from model.common import STRICT, ClanWord, Many, PhaseWord, Stat, TypeWords, Word, Words
from model.lazy_regex import lazy_regex
from model.past import Past
from model.zones import Place


class Controller(StrEnum):
    """Whose cards a selector accepts, relative to the player taking the action."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"
    #: the player whose turn it is (the state's ``active_player``): "a Personality controlled
    #: by the active player", "one of the active player's Personalities"
    ACTIVE = "active"


#: What the action awaiting Interrupts makes by its effects (``Condition.action_makes``, the
#: state's ``action_makes``): a duel ("If the action creates a duel"), a Melee or a Ranged
#: Attack ("If the action has a Melee or Ranged Attack").
ActionMakes = Literal["duel", "melee_attack", "ranged_attack"]

#: Names a selector or relation may use besides slot names.
SOURCE = "source"
#: the current battlefield, in a relation term ("battlefield.province_strength": the strength
#: of its Province, the state's ``province_strength``); no card a target binds.
#: ``THIS_BATTLEFIELD``: "this battlefield" of the card itself, read only while the card is at
#: the current battlefield (model.cardtext.province_strength)
BATTLEFIELD = "battlefield"
THIS_BATTLEFIELD = "this_battlefield"
#: The Personality the source card is attached to ("Bow this Shugenja" on a Spell, "this
#: Personality" on an Item or Follower; Reference 03, attachments). Bound only while the
#: source is attached; a cost on it can't be paid otherwise.
BEARER = "bearer"
#: The Personality whose entering play is a Reaction's trigger ("Attach this card to him",
#: model.cardtext.trigger_host): a host only, bound from the state's ``enters_play`` event.
TRIGGER_CARD = "trigger_card"

#: ``base_<stat>``: the printed value ("'Base' generally means physically printed in ink on the
#: card", FAQ), whatever modifies the current one.
BASE_PREFIX = "base_"
#: ``attached_<noun>``: how many cards of that type (Follower, Item, Spell) or with that keyword
#: (Weapon, Armor) are attached to the card ("with fewer Weapons"; Reference 03, attachments).
ATTACHED_COUNTS: dict[str, str] = {
    "attached_follower": "follower",
    "attached_item": "item",
    "attached_spell": "spell",
    "attached_weapon": "weapon",
    "attached_armor": "armor",
}
RELATION_ATTRIBUTES: frozenset[str] = frozenset(
    {s.value for s in Stat}
    | {f"{BASE_PREFIX}{s.value}" for s in Stat}
    | {"total_gold_cost", "total_force", "attachments", "family_honor"}
    | set(ATTACHED_COUNTS)
)


@dataclass(frozen=True, slots=True)
class Extreme:
    """The card's ``stat`` is the highest (``highest``) or the lowest of that stat among every
    card the rest of its selector matches, targetable or not: "a target Personality with the
    highest Personal Honor at the current battlefield (you choose in case of a tie)" - each
    tied card is one (Abilities and actions / B: the player chooses the target)."""

    __pydantic_config__: ClassVar = STRICT

    stat: Stat
    highest: bool


@dataclass(frozen=True, slots=True)
class Selector:
    """A filter on cards. Every given field must hold; list fields are documented per field.

    ``type``: any of; ``keyword``: all of; ``any_keyword``: at least one; ``not_keyword``: none.
    ``opposed``: at the current battlefield with an enemy card there. ``lacks_attachment``: has
    no attachment matching it ("a Personality without Followers"). ``any_of``: the card also
    matches at least one of these ("an enemy Follower, or a Personality without Followers").
    """

    __pydantic_config__: ClassVar = STRICT

    type: TypeWords = ()
    keyword: Words = ()
    any_keyword: Words = ()
    not_keyword: Words = ()
    #: printed keywords, all of ("with the base Shadowlands keyword"; FAQ: "base" is printed):
    #: the card's own and its Clan Alignment's, not those an effect gave it
    base_keyword: Words = ()
    clan: ClanWord | None = None
    #: with no Clan Alignment ("an unaligned Personality": no Clan Mon, Reference 03; nor a
    #: Clan keyword, which an earlier card prints for its alignment); False: with one
    unaligned: bool | None = None
    #: with the selecting player's Clan Alignment ("another Personality with your Clan
    #: alignment": Rise, Brother; Reference 02, Clan Alignment; ``model.clan_alignment``)
    your_clan: bool | None = None
    title: str | None = None
    #: any title but this one ("a target Personality not named Yasuki Tono"; a card's title
    #: is its name without subtitle, Reference 03), compared case-insensitively
    not_title: str | None = None
    #: its title (subtitles and all, Reference 03) contains these words ('a card with
    #: "Marketplace" in its title'), compared case-insensitively
    title_contains: str | None = None
    #: this title at any Experienced level ("Corrupt Gold Mines" names "Corrupt Gold Mines •
    #: Experienced": Reference 02, cards with the same title but different Experienced levels),
    #: compared case-insensitively
    title_version: str | None = None
    controller: Controller = Controller.ANY
    #: whose card it is (its owner, Reference 03: a card's controller may be another player):
    #: "an attachment owned by another player" (``you`` / ``opponent`` only)
    owner: Controller = Controller.ANY
    bowed: bool | None = None
    dishonorable: bool | None = None
    unique: bool | None = None
    face_up: bool | None = None
    location: Place | None = None
    attached_to: str | None = None
    unit_of: str | None = None
    opposing: str | None = None
    same_location_as: str | None = None
    other_than: Many[str] = ()
    has_attachment: Selector | None = None
    lacks_attachment: Selector | None = None
    attacking: bool | None = None
    defending: bool | None = None
    #: controlled by the Defender ("a target enemy unit in the Defender's home"; Reference 05)
    of_defender: bool | None = None
    opposed: bool | None = None
    #: in a discard pile, dead (a destroyed Personality) or not (discarded): Reference 05
    dead: bool | None = None
    #: the card entering play that is a Reaction's trigger ("After your target Personality enters
    #: play"): one of the state's ``enters_play`` event's cards (``model.entering_event``)
    entering: bool | None = None
    #: a token of that name is on the card ("with a Poison token"), or none is ("without a
    #: Masterwork token"); names as ``CardInstance.tokens`` lists them, compared case-insensitively
    #: it has an ability of one of these kinds: an ability keyword or designator
    #: ("political", "battle") or an attack ("melee attack", "ranged attack"): "a Personality
    #: with a Political ability" (Reference 04, abilities; ``model.ability_kinds``)
    has_ability: Words = ()
    #: it has no ability ("a card without abilities"; abilities are the designator-led texts,
    #: traits are none: Abilities and actions / Designators; ``model.ability_kinds``)
    lacks_abilities: bool = False
    has_token: Word | None = None
    lacks_token: Word | None = None
    #: its controller controls at least N cards matching a selector (of that player's cards):
    #: "controlled by a player who controls five or more Holdings"
    controller_controls: CountAtLeast | None = None
    #: the cards chosen for this target (a grouped target: "two Personalities controlled by the
    #: same player") are all controlled by one player; checked across the group by the solver
    same_controller: bool = False
    #: the cards chosen for this target (a grouped target: "two Personalities at different
    #: locations") are each at a location of its own; checked across the group by the solver
    different_locations: bool = False
    any_of: tuple[Selector, ...] = ()
    #: its stat is the highest or lowest among the cards the rest of the selector matches
    #: ("with the highest Personal Honor at the current battlefield")
    extreme: Extreme | None = None

    def __post_init__(self) -> None:
        if self.owner not in (Controller.ANY, Controller.YOU, Controller.OPPONENT):
            raise ValueError("'owner' is 'you' or 'opponent'")
        counted = self.controller_controls
        if counted is not None and (counted.select.references() or counted.select.grouped()):
            raise ValueError("'controller_controls' counts cards on their own (no relations)")
        for sub in (*self.any_of, self.lacks_attachment):
            if sub is not None and (sub.references() or sub.grouped()):
                raise ValueError(
                    "'any_of' and 'lacks_attachment' filter a card on its own: they can't "
                    "relate it to other targets"
                )
        if self.has_attachment is not None and self.has_attachment.grouped():
            raise ValueError("'same_controller' is a target's, not an attachment's")

    def grouped(self) -> bool:
        """Whether it relates the cards of one grouped target to each other (a target's own
        selector only): ``same_controller``, ``different_locations``."""
        return self.same_controller or self.different_locations

    def references(self) -> frozenset[str]:
        """Slot names (and ``source``) this selector relates candidates to."""
        names = {
            n
            for n in (self.attached_to, self.unit_of, self.opposing, self.same_location_as)
            if n is not None
        }
        names.update(self.other_than)
        if self.has_attachment is not None:
            names |= self.has_attachment.references()
        return frozenset(names)


_OPS = ("<=", ">=", "==", "!=", "<", ">")
_TERM = lazy_regex(
    r"^\s*(?:(?P<int>-?\d+)|(?:(?P<factor>\d+)\s*\*\s*)?(?P<ref>[a-z_][a-z0-9_]*)\."
    r"(?P<attr>[a-z_]+))\s*$"
)


@dataclass(frozen=True, slots=True)
class Term:
    """One side of a relation: ``slot.stat`` (optionally ``k * slot.stat``, "twice" a stat,
    and ``+ n``) or an integer; ``plus``: further ``slot.stat`` terms added ("source.force +
    source.attached_spell": Dai-ketsu's Force plus the number of Spells he has)."""

    ref: str | None
    attr: str | None
    offset: int = 0
    factor: int = 1
    plus: tuple[Term, ...] = ()

    def parts(self) -> tuple[Term, ...]:
        """This term's ``slot.stat`` terms, each alone (itself first)."""
        return (Term(self.ref, self.attr, self.offset, self.factor), *self.plus)


@dataclass(frozen=True, slots=True)
class Relation:
    """A parsed comparison ``left op right``; both sides are ``Term``."""

    left: Term
    op: str
    right: Term
    text: str

    def references(self) -> frozenset[str]:
        terms = (*self.left.parts(), *self.right.parts())
        return frozenset(t.ref for t in terms if t.ref not in (None, BATTLEFIELD, THIS_BATTLEFIELD))


#: a "+" before another ``slot.stat`` term (not before a number: the offset)
_PLUS = lazy_regex(r"\s*\+\s*(?=(?:\d+\s*\*\s*)?[a-z_][a-z0-9_]*\.)")


def _parse_term(text: str, whole: str) -> Term:
    head, *more = _PLUS.split(text)
    if more:
        first = _parse_one(head, whole)
        rest = tuple(_parse_one(part, whole) for part in more)
        if first.ref is None or any(t.ref is None for t in rest):
            raise ValueError(f"in relation {whole!r}: a sum adds 'slot.stat' terms")
        return Term(first.ref, first.attr, first.offset, first.factor, rest)
    return _parse_one(text, whole)


def _parse_one(text: str, whole: str) -> Term:
    offset = 0
    parts = re.split(r"([+-])\s*(\d+)\s*$", text)
    if len(parts) == 4 and parts[0].strip() and not re.fullmatch(r"\s*-?\d+\s*", text):
        text, sign, num = parts[0], parts[1], parts[2]
        offset = int(num) if sign == "+" else -int(num)
    m = _TERM.match(text)
    if m is None:
        raise ValueError(f"in relation {whole!r}: expected 'slot.stat' or an integer, got {text!r}")
    if m.group("int") is not None:
        return Term(None, None, int(m.group("int")) + offset)
    attr = m.group("attr")
    if attr not in RELATION_ATTRIBUTES and not is_count_attribute(attr):
        known = ", ".join(sorted(RELATION_ATTRIBUTES))
        raise ValueError(f"in relation {whole!r}: unknown stat {attr!r} (known: {known})")
    factor = int(m.group("factor") or 1)
    if factor < 1:
        raise ValueError(f"in relation {whole!r}: a stat's factor is a positive integer")
    return Term(m.group("ref"), attr, offset, factor)


@functools.lru_cache(maxsize=4096)
def parse_relation(text: str) -> Relation:
    """Parse ``"victim.personal_honor < magistrate.chi"``; raises ValueError when malformed."""
    for op in _OPS:
        if op in text:
            left, right = text.split(op, 1)
            if any(o in right for o in _OPS):
                raise ValueError(f"relation {text!r}: only one comparison is allowed")
            return Relation(_parse_term(left, text), op, _parse_term(right, text), text)
    raise ValueError(f"relation {text!r}: expected a comparison with one of {', '.join(_OPS)}")


@dataclass(frozen=True, slots=True)
class Where:
    """A target's ``where`` entry: one comparison, or alternatives of comparisons
    ("target1.force <= 4 or target1.attachments == 0 and target1.base_force <= 4": "and"
    binds tighter than "or"), which holds when every comparison of one alternative holds."""

    any_of: tuple[tuple[Relation, ...], ...]
    text: str

    def relations(self) -> tuple[Relation, ...]:
        return tuple(rel for alternative in self.any_of for rel in alternative)

    def references(self) -> frozenset[str]:
        return frozenset(name for rel in self.relations() for name in rel.references())


_OR = lazy_regex(r"\s+or\s+")
_AND = lazy_regex(r"\s+and\s+")


@functools.lru_cache(maxsize=4096)
def parse_where(text: str) -> Where:
    """Parse a ``where`` entry (``parse_relation`` each comparison); raises ValueError."""
    return Where(
        tuple(tuple(parse_relation(r) for r in _AND.split(alt)) for alt in _OR.split(text)),
        text,
    )


def compare(left: int, op: str, right: int) -> bool:
    """Apply a relation operator."""
    match op:
        case "<":
            return left < right
        case "<=":
            return left <= right
        case ">":
            return left > right
        case ">=":
            return left >= right
        case "==":
            return left == right
        case "!=":
            return left != right
    raise ValueError(op)


@dataclass(frozen=True, slots=True)
class CountAtLeast:
    """``you control at least N cards matching select`` ("if you control a Farm")."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class PlayerHonor:
    """Another player's (some other player's) or the active player's Family Honor: at least
    ``at_least``, and/or higher than yours (``above_yours``): "if another player has higher
    Family Honor than you", "if the active player has 11 or more Family Honor"."""

    __pydantic_config__: ClassVar = STRICT

    whose: Literal["another", "active"]
    at_least: int | None = None
    above_yours: bool = False

    def __post_init__(self) -> None:
        if self.at_least is None and not self.above_yours:
            raise ValueError("a player's Honor condition says 'at_least' or 'above_yours'")


@dataclass(frozen=True, slots=True)
class HigherThanYours:
    """Another player controls a card matching ``select`` whose ``stat`` is higher than that of
    every such card you control ("another player's Stronghold has higher Gold Production than
    yours"); with none of yours it is compared with nothing and does not hold."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    stat: Stat


@dataclass(frozen=True, slots=True)
class ProvinceCount:
    """How many Provinces you have (the state's ``players[].provinces``; not stated: the solver
    answers unknown): at most ``at_most`` ("two or fewer Provinces"), exactly ``exactly``
    ("exactly one Province"), or fewer than each other player has (``fewer_than_others``)."""

    __pydantic_config__: ClassVar = STRICT

    at_most: int | None = None
    exactly: int | None = None
    fewer_than_others: bool = False

    def __post_init__(self) -> None:
        said = [self.at_most is not None, self.exactly is not None, self.fewer_than_others]
        if said.count(True) != 1:
            raise ValueError(
                "a Province count says one of 'at_most', 'exactly', 'fewer_than_others'"
            )
        if (self.at_most or 0) < 0 or (self.exactly or 0) < 0:
            raise ValueError("a Province count is 0 or more")


@dataclass(frozen=True, slots=True)
class ArmyCompare:
    """Your army at the current battlefield against the enemy army there (Reference 05, Side:
    the Attacker and Defender each have their own side; a unit is a Personality with his
    attachments, Reference 03): yours has ``fewer`` or more (``fewer: false``) ``units``, or
    less or more total ``force`` (outside battle resolution every card counts, Reference 04).
    ``opposed``: both armies must have units ("your army is currently opposed by an army with
    greater total Force"). Outside the Combat Segment the solver answers unknown."""

    __pydantic_config__: ClassVar = STRICT

    measure: Literal["units", "force"]
    fewer: bool
    opposed: bool = False


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on the known game state; every given field must hold.

    ``card``/``matches``: the card named by ``card`` (``source`` or a slot) matches a selector
    ("If he is honorable"). ``where``: relations. ``all_of``/``any_of``/``none_of`` combine.

    ``first_turn``: it is your first turn ("on your first turn"). ``turn_order``: your place in
    the game's turn order, 1 = you went first, 2 = you went second ("if you didn't go first":
    ``none_of: [{turn_order: 1}]``). Both read the state's ``turn`` as counting every player's
    turns together from 1 (turn 1 is the first player's first turn, turn 2 the next player's)
    and ``players`` as listed in turn order: so your first turn is a turn of yours numbered at
    most the number of players, and the first player is the one ``turn - 1`` seats before the
    active player. ``active_turn_at_most``: the turn is the active player's first (1) or first
    or second (2) turn ("if it is the active player's first or second turn"; with
    ``your_turn``, yours), read the same way: the active player's turns so far are
    ``(turn - 1) // players + 1``.
    """

    __pydantic_config__: ClassVar = STRICT

    your_turn: bool | None = None
    phase: PhaseWord | None = None
    in_battle: bool | None = None
    you_are: Literal["attacking", "defending"] | None = None
    have_imperial_favor: bool | None = None
    #: some player controls the Imperial Favor (True) or none does ("If any player controls the
    #: Imperial Favor": the state's ``imperial_favor``)
    favor_held: bool | None = None
    family_honor_at_least: int | None = None
    family_honor_at_most: int | None = None
    card: str | None = None
    matches: Selector | None = None
    control: CountAtLeast | None = None
    #: at least N cards match ``select``, whoever controls them (the selector's ``controller``
    #: says whose: "if any enemy units are at the current battlefield")
    exists: CountAtLeast | None = None
    where: Many[str] = ()
    all_of: tuple[Condition, ...] = ()
    any_of: tuple[Condition, ...] = ()
    none_of: tuple[Condition, ...] = ()
    first_turn: bool | None = None
    turn_order: int | None = None
    active_turn_at_most: int | None = None
    #: another / the active player's Family Honor ("if another player has higher Family Honor")
    player_honor: PlayerHonor | None = None
    #: the game has at least this many players ("if there are more than two players")
    players_at_least: int | None = None
    #: the action an Interrupt is played to is yours (True) or another player's (False): the
    #: state's ``action_player`` ("Interrupt: If the action is yours, ...")
    action_yours: bool | None = None
    #: the action an Interrupt is played to has this designator or keyword ("If the action is
    #: Battle", "... is Political": an action has its ability's, Abilities and actions)
    action_has: Word | None = None
    your_clan: ClanWord | None = None
    #: another player's Clan Alignment is this Clan ("if another player is Scorpion Clan";
    #: ``model.player_clan``; an other player's Clan not settled: a doubt, ``another_clan_doubt``)
    another_clan: ClanWord | None = None
    another_has_higher: HigherThanYours | None = None
    #: how many Provinces you have ("If you have two or fewer Provinces")
    provinces: ProvinceCount | None = None
    #: the action an Interrupt is played to targets this card (a slot: ``source``, "If the
    #: action targets Junko") or a card matching ``action_targets`` ("If the action targeted
    #: your Shugenja"): the cards of the state's ``event`` of kind ``action_targets``
    action_targets_card: str | None = None
    action_targets: Selector | None = None
    #: the action an Interrupt is played to is from this card (a slot: ``source``, "If the
    #: action is from this Personality") or from a card of these types and keywords
    #: (``action_from``: "If the action is from a Strategy"): the state's ``action_card``
    action_from_card: str | None = None
    action_from: Selector | None = None
    #: a past occurrence the state reports (``GameState.past``; not reported: the solver
    #: answers unknown): "If Nozomi moved this battle", "you have not taken an action this phase"
    past: Past | None = None
    #: "If you have Reconnaissance": you have it at the current battlefield (the state's
    #: ``players[].reconnaissance``; not stated, or held only at another battlefield: unknown)
    reconnaissance: bool | None = None
    #: the action an Interrupt is played to makes this by its effects: "If the action creates a
    #: duel" (the state's ``action_makes``; not stated: the solver answers unknown)
    action_makes: ActionMakes | None = None
    #: your army at the current battlefield against the enemy army there ("your current army
    #: has more units than the current enemy army"; outside the Combat Segment: unknown)
    army: ArmyCompare | None = None

    def __post_init__(self) -> None:
        if self.turn_order is not None and self.turn_order < 1:
            raise ValueError("'turn_order' counts from 1 (1 = you went first)")
        if self.active_turn_at_most is not None and self.active_turn_at_most < 1:
            raise ValueError("'active_turn_at_most' counts from 1 (the first turn)")
        if (self.card is None) != (self.matches is None):
            raise ValueError("'card' and 'matches' go together: card: source, matches: {...}")
        for text in self.where:
            parse_relation(text)

    def action_facts(self) -> frozenset[Literal["player", "words", "targets", "card", "makes"]]:
        """What it asks about the action awaiting Interrupts: whose it is (``action_yours``),
        its designator and keywords (``action_has``), what it targets (``action_targets``),
        its card (``action_from``), what its effects make (``action_makes``)."""
        facts: set[Literal["player", "words", "targets", "card", "makes"]] = set()
        if self.action_makes is not None:
            facts.add("makes")
        if self.action_from_card is not None or self.action_from is not None:
            facts.add("card")
        if self.action_yours is not None:
            facts.add("player")
        if self.action_has is not None:
            facts.add("words")
        if self.action_targets_card is not None or self.action_targets is not None:
            facts.add("targets")
        for c in (*self.all_of, *self.any_of, *self.none_of):
            facts |= c.action_facts()
        return frozenset(facts)

    def pasts(self) -> tuple[Past, ...]:
        """The past occurrences it asks about (``past``, nested ones too)."""
        nested = (*self.all_of, *self.any_of, *self.none_of)
        own = (self.past,) if self.past is not None else ()
        return own + tuple(p for c in nested for p in c.pasts())

    def needs_reconnaissance(self) -> bool:
        """It asks whether you have Reconnaissance (``reconnaissance``)."""
        nested = (*self.all_of, *self.any_of, *self.none_of)
        return self.reconnaissance is not None or any(c.needs_reconnaissance() for c in nested)

    def needs_army(self) -> bool:
        """It compares your army with the enemy army (``army``), which names the armies at the
        current battlefield only."""
        nested = (*self.all_of, *self.any_of, *self.none_of)
        return self.army is not None or any(c.needs_army() for c in nested)

    def needs_provinces(self) -> bool:
        """It asks how many Provinces players have (``provinces``), which a state may not say."""
        nested = (*self.all_of, *self.any_of, *self.none_of)
        return self.provinces is not None or any(c.needs_provinces() for c in nested)

    def references(self) -> frozenset[str]:
        names: set[str] = set()
        if self.card is not None:
            names.add(self.card)
        if self.action_targets_card is not None:
            names.add(self.action_targets_card)
        if self.action_from_card is not None:
            names.add(self.action_from_card)
        if self.past is not None and self.past.card is not None:
            names.add(self.past.card)
        if self.action_targets is not None:
            names |= self.action_targets.references()
        if self.matches is not None:
            names |= self.matches.references()
        for count in (self.control, self.exists):
            if count is not None:
                names |= count.select.references()
        for text in self.where:
            names |= parse_relation(text).references()
        for sub in (*self.all_of, *self.any_of, *self.none_of):
            names |= sub.references()
        return frozenset(names)
