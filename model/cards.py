"""Printed cards: type, stats, clan alignment, keywords, Gold production and abilities.

Reference 03 (card types) and 04 (stats). A stat the card does not have is ``None``, which
differs from 0: a Ring has no Gold cost, so no Gold may be paid for it (Costs and restrictions /
Gold production). For a Personality, ``honor_requirement=None`` is the printed dash ("-"), an
infinitely low Honor Requirement.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from model.abilities import Ability
from model.common import (
    ATTACHMENT_TYPES,
    DYNASTY_TYPES,
    FATE_TYPES,
    STRICT,
    CardType,
    Clans,
    Stat,
    Word,
    Words,
)
from model.past import Past
from model.payments import GoldBonus, PaySelector, check_bonuses
from model.selectors import Condition, Selector
from model.trait_effects import TraitEffect

__all__ = [
    "ATTACHMENT_TYPES",
    "DYNASTY_TYPES",
    "FATE_TYPES",
    "AttachRules",
    "CardDef",
    "CardType",
    "ConditionalGold",
    "EnteringChange",
    "GoldBonus",
    "PaySelector",
    "PerCardGold",
    "ProductionChange",
    "ProductionMode",
    "Provenance",
    "has_keyword",
    "keywords_with_clan",
    "production_memory_index",
    "production_uses",
    "subject_keywords",
]


@dataclass(frozen=True, slots=True)
class ConditionalGold:
    """ "Produce 2 Gold, or 3 Gold if <condition>": the amount when the state condition holds."""

    __pydantic_config__: ClassVar = STRICT

    condition: Condition
    gold: int


@dataclass(frozen=True, slots=True)
class PerCardGold:
    """+``gold`` for each card matching ``select`` (e.g. each other Mine you control);
    ``only_if``: only while the condition holds ("plus, if you are a Brotherhood of Shinsei
    player, 1 additional Gold for each Ring you control"). ``unsettled_overlap``: "for each
    Farm, Mine, and Port you control" (``select.any_keyword``) does not say whether a card of
    two of those kinds counts once or twice: while one is counted, the mode is not offered and
    a Gold shortfall is ``unknown`` (``solver.production``)."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    gold: int = 1
    max: int | None = None
    only_if: Condition | None = None
    unsettled_overlap: bool = False


@dataclass(frozen=True, slots=True)
class EnteringChange:
    """A printed change to the card's own Gold cost as it enters play (Costs and restrictions /
    Changes to costs and payments: a change to the amount, not a separate payment): ``gold``
    (negative: less) while ``condition`` holds, times the cards matching ``per_card`` when
    given, at most ``max`` Gold in all. "Enters play for 2 less Gold if you are a Lion Clan
    player"; "This Holding enters play paying 1 less Gold for each Personality you control"."""

    __pydantic_config__: ClassVar = STRICT

    gold: int
    condition: Condition | None = None
    per_card: Selector | None = None
    max: int | None = None
    #: the sentence, when ``condition`` is the part read of an "if A or B" whose other part is
    #: not read ("if your Allegiance is Progressive or you are a Crane Clan player"): the change
    #: applies when the part read holds; otherwise whether it applies is not known, and the
    #: sentence counts as not understood for that play (``model.oracle.entering_or``)
    partial: str | None = None
    #: "Attaches to a Courtier for 2 less Gold.": the change applies only when the card attaches
    #: to a Personality matching this (Reference 03, attachments); ``partial`` is then the
    #: sentence, not understood where the host is not known (``solver.playing.partial_unread``)
    host: Selector | None = None
    #: an optional change the player may take while paying, with what taking it does ("When
    #: paying for Najmudin, you may reduce his Gold Cost by 2 until it is paid and permanently
    #: give him -2C.": "permanently give him -2C"); taking it only lowers the Gold, so a plan
    #: takes it and names this (Costs and restrictions / Changes to costs and payments)
    optional: str | None = None
    #: "for each Province destroyed this game": ``gold`` times the occurrences of ``per_past``
    #: summed over every player (the state's ``past``, ``PastFact.times``); not reported for
    #: every player, the change is not known (``partial``: the sentence, not understood then)
    per_past: Past | None = None
    #: "You Recruit Kanpeki for 2 less Gold ...": a change to its Recruit only (Reference 04,
    #: Recruit), not to any other way it enters play
    recruit_only: bool = False
    #: "Attaches to Kataoka ignoring costs.": where it applies, the Gold cost is not paid at
    #: all, whatever else changes its amount (Costs and restrictions / Ignoring costs;
    #: ``model.oracle.host_ignoring``)
    ignores: bool = False


@dataclass(frozen=True, slots=True)
class ProductionChange:
    """A change this card, while in play, makes to the Gold other cards produce (Costs and
    restrictions / Gold production): each card in play matching ``select`` (any controller's)
    produces ``gold`` more (negative: less; a source never below 0) with each use of its
    production modes, or of its bowing modes only when ``bowing_only`` ("When Trade Route
    produces Gold, it produces 2 less Gold"; "When ... a non-Stronghold Port bows to produce
    Gold, it produces 1 less Gold"). A trait: it applies while the card is bowed too, unless
    ``while_unbowed`` ("When your Holding produces Gold, if this Holding is unbowed, your
    Holding produces 1 additional Gold"); ``controller`` in ``select`` is the changing card's."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    gold: int
    bowing_only: bool = False
    while_unbowed: bool = False


@dataclass(frozen=True, slots=True)
class ProductionMode:
    """One way a card produces Gold (Costs and restrictions / Gold production).

    ``gold`` is a fixed amount; ``from_stat`` produces Gold equal to a stat of the card
    (a Stronghold's Gold Production); ``from_tokens`` produces Gold equal to the number of
    tokens of that name on the card (``CardInstance.tokens``, compared case-insensitively:
    Moneylender's "Remove one or more Wealth tokens from this Holding to produce Gold equal to
    the number of tokens removed" is ``from_tokens="wealth"``). A mode gives exactly one of
    the three. With ``from_tokens`` the source is taken as removing every such token: overpaying
    is allowed (Costs and restrictions / Gold production), so producing all of them pays
    whatever fewer would; with no such token the mode is not a source. Each use of a mode is
    one source: its Gold goes to one payment only.

    ``bow`` (default): the mode is used by bowing the card, so the card must be unbowed and
    free to bow, and a card with several bowing modes uses at most one of them per bow.
    ``bow=False``: the card produces without bowing (a Reaction such as "When paying a Gold
    Cost, produce 1 Gold", a trait such as "Once per game, produce 2 Gold"): such a mode is a
    source of its own, usable together with a bowing mode of the same card, and it leaves the
    card as it is. It needs the card unbowed, as every ability does (Abilities and actions:
    abilities on a bowed card may not be used), unless ``while_bowed`` (a Tireless ability or a
    trait), and a bow prevention doesn't stop it.

    ``once_per_turn`` / ``once_per_game``: usage limits kept in card memory (``GameState.memory``)
    under the ability index ``production_memory_index(i)`` of mode ``i`` (see there).
    ``conditional``: the whole amount while a condition holds ("or 3 Gold if ..."; "produces 4
    Gold on your first turn"); ``conditional_delta``: Gold added (negative: taken away) while
    a condition holds ("+2GP if you didn't go first"). ``only_if``: the mode may be used only
    while the condition holds ("When going second, you may ... produce 2 Gold"). Bonuses
    (``GoldBonus.gold``) may be negative ("produces 1 less Gold when paying for a
    Personality"); a source never produces less than 0 Gold. ``per_title``: +``gold`` for each
    different title, other than this card's own, among the cards matching ``select``, up to
    ``max`` ("+1GP for each different title among your Barracks Holdings, other than Mess
    Hall, maximum +2GP").

    ``per_token``: +1 Gold for each token of that name on the card, the tokens staying ("Produce
    2 Gold, plus 1 Gold for each Wealth token on this card"; "Produce Gold equal to the number
    of Shrine tokens on this Holding" is ``gold=0``); unlike ``from_tokens``, none removed.

    ``lose_honor``: Honor lost with each use. By default the loss is a cost of producing (the
    mode can't be used while the Honor loss is prevented); ``honor_is_cost=False``: it is an
    effect of producing, not a cost (an erratum: "the Honor loss is not a cost of Gold
    production"), so a prevented loss does not stop the Gold.

    ``per_family_honor``: +1 Gold for every full that many points of its controller's Family
    Honor ("plus 1 Gold for every full 10 points of Family Honor you have"; none below 0).

    ``leaves_play``: the card leaves play as the cost of this use, so it produces once: "Destroy
    this Holding to produce 6 Gold" (``"destroy"``: to its owner's discard pile; not while its
    destruction is prevented), "Shuffle this Holding into your Dynasty deck to produce 5 Gold"
    (``"dynasty_deck"``), "discard it: Produce Gold equal to the number of Wealth tokens on it"
    (``"discard"``: Profits, a Strategy in play, to its owner's discard pile; not while its
    discarding is prevented). The source carries the cost as its ``extra_cost``.
    ``"destroyed_after"``: the card is destroyed after it bows, an effect of the choice made as
    it produces, not a cost ("you may give it +2GP; if you did, destroy it after it bows"): a
    prevented destruction doesn't stop the Gold.

    ``per_province``: +1 Gold for each Province its controller has (the state's
    ``players[].provinces``; not stated: the mode is not offered and a Gold shortfall is
    ``unknown``); "Produce Gold equal to the number of Provinces you have, minus 1" is
    ``gold=0, per_province=True`` with a -1 bonus for any payment.

    ``bow_other``: using the mode also bows another card the player controls, matching this
    selector, as its cost ("Bow one of your Personalities to produce 3 Gold": a Personality you
    control other than this card). The card bowed must be unbowed and free to bow, and it pays
    no other cost and produces no Gold in the same payment (``solver.production``).
    ``bow_other_producing``: that card is one that produces Gold ("Bow another of your
    Gold-producing Holdings to produce 6 Gold"): it then can't produce, by bowing, in the plan.

    ``penalize_other``: using the mode gives a card the player controls, matching this
    selector and chosen as a target, ``penalty`` to its ``penalty_stat`` permanently, as its
    cost ("Permanently give your target Personality -2C to produce 3 Gold"; Costs and
    restrictions: a cost is paid in full). It doesn't bow that card, so several such costs
    may choose the same card while its stat can take them all
    (``solver.production.penalty_assignment``).

    ``destroy_other``: using the mode destroys another card the player controls, matching
    this selector, as its cost ("When paying for a Spell, destroy your Item to produce 8 Gold
    which may only pay for that Spell"): not one whose destruction is prevented; each such
    cost destroys its own card (``solver.production_destroy``).

    ``bow_target``: using the mode bows, as an effect, a target the player controls matching
    this selector (unbowed: the selector says so), and it produces ``gold`` plus the target's
    ``target_stat`` ("Bow your target unbowed Courtier or Artisan. Produce Gold equal to his
    Chi": ``gold=0``; ``solver.production_destroy.bow_target_assignment``).

    ``discard_other``: using the mode discards, as its cost, another card of the player's
    matching this selector out of play (``location``: their hand, "Discard a card"; a
    Province, "Discard a face-up Personality from one of your Provinces"), never the card
    paid for; ``discard_stat``: it also produces that stat of the card discarded ("Gold equal
    to the Focus Value of the discarded card": ``gold=0``; ``solver.production_discard``).
    ``target``: using the mode chooses, as an effect, a target the player controls matching
    this selector, bowed or not and left as it is, and it produces ``gold`` plus the target's
    ``target_stat`` ("Produce Gold equal to the Personal Honor of your target Artisan";
    ``solver.production_target_stat``): the best target, as no other Gold depends on it.

    ``per_past``: +``per_past_gold`` Gold for each time the player's past occurrence happened,
    as the state's ``past`` counts it ("plus 1 Gold for each of your Provinces destroyed this
    game": ``PastFact.times``; not counted there: none, and a shortfall is ``unknown``,
    ``solver.production_past``); ``per_past_max``: at most that much Gold from the count ("+1GP
    for each action you have resolved this turn from your Retainers, to a maximum of +2GP").

    ``ability``: the index (in ``CardDef.abilities``) of the printed ability read from the same
    paragraph (a Reaction "When paying a Gold cost, ... produce N Gold"): one ability, so its
    uses and the mode's are counted together (Abilities and actions: usage limits;
    ``GameState.uses_of``).
    """

    __pydantic_config__: ClassVar = STRICT

    gold: int | None = None
    from_stat: Stat | None = None
    bonuses: tuple[GoldBonus, ...] = ()
    only_for: PaySelector | None = None
    conditional: tuple[ConditionalGold, ...] = ()
    per_card: tuple[PerCardGold, ...] = ()
    lose_honor: int = 0
    extra_cost: str | None = None
    once_per_turn: bool = False
    bow: bool = True
    while_bowed: bool = False
    once_per_game: bool = False
    only_if: Condition | None = None
    conditional_delta: tuple[ConditionalGold, ...] = ()
    per_title: tuple[PerCardGold, ...] = ()
    from_tokens: Word | None = None
    honor_is_cost: bool = True
    per_token: Word | None = None
    leaves_play: Literal["destroy", "dynasty_deck", "destroyed_after", "discard"] | None = None
    bow_other: Selector | None = None
    per_family_honor: int | None = None
    per_province: bool = False
    bow_other_producing: bool = False
    penalize_other: Selector | None = None
    penalty_stat: Stat | None = None
    penalty: int = 0
    destroy_other: Selector | None = None
    bow_target: Selector | None = None
    target_stat: Stat | None = None
    discard_other: Selector | None = None
    discard_stat: Stat | None = None
    target: Selector | None = None
    per_past: Past | None = None
    per_past_gold: int = 0
    per_past_max: int | None = None
    ability: int | None = None

    def __post_init__(self) -> None:
        given = sum(x is not None for x in (self.gold, self.from_stat, self.from_tokens))
        if given != 1:
            raise ValueError(
                "a production mode gives exactly one of 'gold' or 'from_stat' (or 'from_tokens')"
            )
        if self.gold is not None and self.gold < 0:
            raise ValueError("'gold' must be >= 0")
        if self.bow and self.while_bowed:
            raise ValueError("'while_bowed' is for a mode that does not bow (bow: false)")
        if self.bow_other_producing and self.bow_other is None:
            raise ValueError("'bow_other_producing' qualifies a 'bow_other' selector")
        if (self.penalize_other is None) != (self.penalty_stat is None) or (
            self.penalize_other is None
        ) != (self.penalty == 0):
            raise ValueError("'penalize_other', 'penalty_stat' and 'penalty' go together")
        if self.discard_stat is not None and self.discard_other is None:
            raise ValueError("'discard_stat' is a stat of the card 'discard_other' discards")
        if (self.bow_target is None and self.target is None) != (self.target_stat is None):
            raise ValueError("'bow_target' (or 'target') and 'target_stat' go together")
        if (self.per_past is None) != (self.per_past_gold == 0):
            raise ValueError("'per_past' and 'per_past_gold' go together")
        if self.per_past_max is not None and (self.per_past is None or self.per_past_max < 1):
            raise ValueError("'per_past_max' (>= 1) caps the Gold of a 'per_past' count")
        if self.bow_target is not None and self.target is not None:
            raise ValueError("a mode bows its target ('bow_target') or not ('target')")
        if self.penalty > 0:
            raise ValueError("'penalty' is a penalty (< 0)")
        if self.ability is not None and self.ability < 0:
            raise ValueError("'ability' is the index of a printed ability (>= 0)")
        if self.per_family_honor is not None and self.per_family_honor < 1:
            raise ValueError("'per_family_honor' must be >= 1")
        check_bonuses(self.bonuses)


def production_memory_index(mode: int) -> int:
    """The ``UsageRecord.ability`` under which card memory counts the uses of production mode
    ``mode`` (its index in ``CardDef.production``): ``-1 - mode``, negative so that it never
    collides with an ability's index. E.g. ``{card: port, ability: -1, this_game: 1}``: the
    first production mode of ``port`` was used this game."""
    return -1 - mode


def production_uses(card: CardDef, ability: int) -> tuple[int, ...]:
    """The card-memory indexes of ``card``'s production modes read from the paragraph of its
    printed ability ``ability`` (``ProductionMode.ability``): one ability, whose uses count
    together (Abilities and actions: usage limits)."""
    return tuple(
        production_memory_index(i) for i, m in enumerate(card.production) if m.ability == ability
    )


@dataclass(frozen=True, slots=True)
class AttachRules:
    """Restrictions on what an attachment may attach to (Reference 03, attachments)."""

    __pydantic_config__: ClassVar = STRICT

    only_to: Selector | None = None
    #: comparisons on the host, "host.personal_honor >= 3" ("Will only attach to a
    #: Personality with 3 or greater Personal Honor."; ``model.oracle.host_stats``)
    where: tuple[str, ...] = ()
    weapon: bool = False
    two_handed: bool = False


Provenance = Literal["oracle", "sets", "implied"]


@dataclass(frozen=True, slots=True)
class CardDef:
    """A printed card. Stats absent from the card are ``None``.

    ``provenance`` says where the stats come from: the Oracle export, the set files, or
    ``implied`` (the card is in neither; stats as the rules text implies).

    ``stronghold_bonuses``: Gold bonuses this card gives, while in play, to every production
    mode of each Stronghold its controller controls (Plantation: "Your Stronghold produces one
    more Gold, to a maximum of 5, when paying for a non-Personality card"; Costs and
    restrictions / Gold production). A trait of the card: it works while the card is bowed.

    ``production_unread``: the card produces Gold in a way its text reader did not understand
    (the text, or why); ``production`` then holds only the modes it surely has whatever that
    text says (a lower bound, often none: ``ProductionAnalysis.sure``; not offered while a card
    in play has ``production_may_lower``), and a check whose Gold falls short while the player
    controls such a card answers ``unknown``, never ``illegal``.
    ``production_partial``: the modes of the lines that were understood, an estimate the deck
    simulation uses (with a warning); a check never does.

    ``entering``: printed changes to its own Gold cost as it enters play. ``entering_unread``:
    sentences of its text about its own cost to enter play or where it may attach that were not
    understood; ``grants_unread``: sentences about other cards' cost to enter play ("Your
    Holdings enter play for 1 less Gold"). A Recruit or Equip such a sentence could change
    answers ``unknown`` (``solver.playing``). ``reductions_unread``: its text that lowers what
    its controller pays ("When paying for a Follower, it enters play for 3 less Gold"), not
    modelled: a Gold shortfall while it is in play is ``unknown``.
    """

    __pydantic_config__: ClassVar = STRICT

    title: str
    type: CardType
    clan: Clans = ()
    keywords: Words = ()
    unique: bool = False
    gold_cost: int | None = None
    force: int | None = None
    chi: int | None = None
    honor_requirement: int | None = None
    personal_honor: int | None = None
    gold_production: int | None = None
    province_strength: int | None = None
    starting_honor: int | None = None
    focus: int | None = None
    production: tuple[ProductionMode, ...] = ()
    abilities: tuple[Ability, ...] = ()
    #: its printed text as plain text (one line per paragraph), None when the data gives none
    #: to read (a card defined otherwise): what a test of its own words reads ("Followers whose
    #: abilities or traits destroy Fortifications", ``solver.host_refusals``)
    printed_text: str | None = None
    attach: AttachRules | None = None
    loyal: bool = False
    singular: bool = False
    provenance: Provenance = "oracle"
    stronghold_bonuses: tuple[GoldBonus, ...] = ()
    production_unread: str = ""
    #: the later Gold texts not understood, each one more doubt (``oracle.production_problems``)
    production_unread_more: tuple[str, ...] = ()
    production_partial: tuple[ProductionMode, ...] = ()
    entering: tuple[EnteringChange, ...] = ()
    entering_unread: tuple[str, ...] = ()
    grants_unread: tuple[str, ...] = ()
    #: a trait that lets its actions be used from another area, not read ("Discipline :g2: (You
    #: may pay 2 Gold to play this Discipline from your discard pile ...)"): an answer that its
    #: card is not where it can be used is ``unknown`` (``solver.timing``)
    elsewhere_unread: str | None = None
    #: the Gold its Discipline costs to play it from its owner's discard pile, as its reminder
    #: text says (``model.cardtext.discipline``; ``solver.discipline``)
    discipline: int | None = None
    #: its trait sentences that may prevent a change to it, not read ("This card will not be
    #: destroyed.", "Suikihime will not become dishonorable."): a cost that makes that change
    #: to it may not be payable (Costs and restrictions: a prevented change can't pay a cost)
    prevents_unread: tuple[str, ...] = ()
    #: its trait sentences adding a cost to challenging it, not read ("Any player must discard
    #: two cards ... to challenge Shono."): ``solver.challenge_costs``
    challenge_costs: tuple[str, ...] = ()
    #: its trait sentences that give cards keywords, a Clan alignment or stat changes ("This
    #: Personality has Magistrate.", "Samurai at this battlefield have -1F", "Your other
    #: Magistrate Personalities ... have your Clan alignment"), not read: a keyword, Clan or
    #: stat test while it is in play may turn on them (``solver.traits_in_play``)
    qualities_unread: tuple[str, ...] = ()
    #: "Cannot attach Followers or Items.": the card types and keywords of the attachments
    #: this Personality cannot take (Reference 03, attachments; ``solver.entering.can_attach``)
    takes_no: Words = ()
    #: its trait sentences that may change other cards' actions, not read
    #: (``model.cardtext.traits_on_actions``; ``solver.traits_in_play``)
    actions_unread: tuple[str, ...] = ()
    #: its triggered sentences creating a lasting effect on the rulebook plays, not read
    #: ("After you reveal cards in your Provinces ..., until ..., you may target Followers in
    #: your discard pile with the Equip rulebook action."): ``model.cardtext.lasting_plays``,
    #: ``solver.lasting_plays``
    lasting_unread: tuple[str, ...] = ()
    #: its trait sentences that change other cards' actions, read: ongoing effects while it is
    #: in play (``model.cardtext.ongoing_traits``; ``solver.effects``)
    ongoing: tuple[TraitEffect, ...] = ()
    #: its trait sentences that grant an ability to players or other cards, not read ("You
    #: have the ability, "Repeatable Battle: ..."": Reference 04): while it is in play every
    #: lister names each as an ``unknown`` announcement of this card (``solver.granted``)
    grants_abilities: tuple[str, ...] = ()
    reductions_unread: tuple[str, ...] = ()
    #: Its Gold text not understood may lower the Gold of cards ("When Trade Route produces
    #: Gold, it produces 2 less Gold"): while it is in play, no card's production that is not
    #: fully read is used as a lower bound (``solver.production``).
    production_may_lower: bool = False
    #: ... and every such sentence lowers only its own Gold ("This Holding has -1GP while ..."):
    #: a plan that does not use it is untouched (``solver.player_targets``)
    production_lowers_only_itself: bool = False
    #: Changes it makes, while in play, to the Gold other cards produce (``ProductionChange``).
    production_changes: tuple[ProductionChange, ...] = ()
    #: A Sensei's clan restriction (Reference 02: its keyword area names the clans whose
    #: Stronghold may start with it; "All Clans" or none: any). Not keywords of the card.
    sensei_clans: Clans = ()
    #: Its sentences on deck construction ("You may include up to seven copies of this card in
    #: your deck."; Reference 02; ``model.deck_construction``).
    deck_rules: tuple[str, ...] = ()
    #: Where a stat its card data's entry lacks was taken from, or why not ("Starting Honor 1
    #: from the set files (...): the Oracle export lacks it"; ``model.oracle.pool_stats``).
    stat_notes: tuple[str, ...] = ()
    #: "Your Stronghold has a maximum Gold Production of N." (``model.cardtext.player_stats``):
    #: its controller's Stronghold's Gold Production is at most N (Reference 03, Sensei).
    stronghold_gp_maximum: int | None = None
    #: "Your Clan Alignments are X, Y, and Z." (``model.cardtext.player_stats``): its
    #: controller's Clan Alignments while it is in play (Reference 02, Clan Alignment).
    player_clans: Clans = ()

    def __post_init__(self) -> None:
        if not self.title.strip():
            raise ValueError("a card needs a non-empty title")
        if self.attach is not None and self.type not in ATTACHMENT_TYPES:
            raise ValueError(f"only attachments have 'attach' rules, not a {self.type.value}")
        check_bonuses(self.stronghold_bonuses)
        for stat in ("gold_cost", "gold_production"):
            value = getattr(self, stat)
            # a Sensei's numbers modify the Stronghold's (Reference 03): they may be negative
            if value is not None and value < 0 and self.type is not CardType.SENSEI:
                raise ValueError(f"{stat!r} is a number of Gold, >= 0 (got {value})")

    def stat(self, stat: Stat) -> int | None:
        """The printed value of a stat, or None when the card has no such stat."""
        value: int | None = getattr(self, stat.value)
        return value

    def has_keyword(self, keyword: str) -> bool:
        return keyword.lower() in self.keywords

    @property
    def is_attachment(self) -> bool:
        return self.type in ATTACHMENT_TYPES

    @property
    def produces_gold(self) -> bool:
        return bool(self.production)


def keywords_with_clan(card: CardDef) -> frozenset[str]:
    """Keywords including the clan-alignment keywords later printings imply (Reference 03),
    and Loyal where a card states it as its ``loyal`` flag (the bundled library: a "non-Loyal"
    target read only keywords, h40adv7 W3)."""
    return (
        frozenset(card.keywords) | frozenset(card.clan) | frozenset({"loyal"} if card.loyal else ())
    )


def subject_keywords(words: str) -> tuple[str, ...] | None:
    """The keywords a subject's words name, lower case ("Scorpion Clan Samurai": "scorpion
    clan", "samurai"; a Clan is a keyword, Reference 03); None when a "Clan" has no name."""
    parts = words.split()
    found: list[str] = []
    i = 0
    while i < len(parts):
        if i + 1 < len(parts) and parts[i + 1] == "Clan":
            found.append(f"{parts[i]} clan".lower())
            i += 2
        elif parts[i] == "Clan":
            return None
        else:
            found.append(parts[i].lower())
            i += 1
    return tuple(found)


def has_keyword(keywords: frozenset[str], keyword: str) -> bool:
    """Whether ``keywords`` (``keywords_with_clan``, lower case) hold ``keyword``: "<Clan>
    Clan" is held by a card of that Clan alignment too, shown by its mon alone on later
    printings (Reference 03: "considered to have the keyword")."""
    return keyword in keywords or (
        keyword.endswith(" clan") and keyword.removesuffix(" clan") in keywords
    )
