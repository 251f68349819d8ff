"""Import of Oracle of the Void JSON exports and the Gold production text parser.

Costs and restrictions / Gold production: a card produces Gold by bowing, "Produce N Gold"
being shorthand for "When paying a Gold cost, produce N Gold"; a Stronghold (and a Holding with
a Gold Production stat) produces Gold equal to its Gold Production. This module turns the
export into ``CardDef`` values and reads the Gold production of each card from its text.

Decisions (documented here because the data does not force them):

- **Keys.** ``load_oracle`` keys cards by their *display title*: the export's
  ``formattedtitle`` with HTML entities decoded, e.g. ``"Bamboo Harvesters"`` for the base card
  and ``"Bamboo Harvesters • Experienced"`` / ``"Bamboo Harvesters • Experienced 2"`` for the
  other versions (the same extended titles the set files use). ``CardDef.title`` stays the game
  title (``title[0]``), shared by every version, because the rules (Unique, "a card titled X")
  use it. If two entries still collide, the type and then the card id are appended.
- **Keywords.** HTML stripped, lower-cased, split on "•"; ``Unique`` becomes ``unique=True``
  and leaves the keywords; ``Loyal``/``Singular`` set ``loyal``/``singular`` and stay keywords.
  A Sensei gets no keywords: its keyword area lists clan restrictions (Reference 03).
- **Stats.** Strings in lists; ``"-"``, ``"*"``, ``""`` and anything else unparseable is
  ``None``; Sensei modifiers keep their sign (``"+1"`` -> 1, ``"-2"`` -> -2); a number with an
  asterisk (``"1*"``, the text changes it) is the number.
- **Amounts.** ``GoldBonus.gold`` is the *extra* Gold ("2 Gold, or 3 Gold when paying for a
  Nonhuman" is ``gold=2`` with a +1 bonus); ``ConditionalGold.gold`` is the *whole* amount when
  the condition holds, as ``model.cards`` documents. "Or M Gold if paying for X which may only
  pay for that card" is a second mode ``gold=M, only_for=X``. An "attachment" is one
  ``PaySelector`` per attachment type; "A, B, or C" is one mode (or bonus) per alternative.
- **Clan players.** "If you are a Lion Clan player" is "you control a Lion Clan Stronghold"
  (Reference 02: a player's Clan Alignment derives from his Stronghold's).
- **Without bowing.** "Reaction: When paying a Gold Cost, produce 1 Gold" is a mode with
  ``bow=False``, once per turn (an ability's default limit), needing the card unbowed unless
  the Reaction is Tireless; "When paying for X, produce N Gold" needs "which may only pay for
  that card/action" to be read. "Once per turn/game, produce N Gold" and the Ivory Edition
  reminder "(When going second, you may, once per game, produce 2 Gold)" are traits: usable
  while the card is bowed.
- **Payments.** "a Unique Personality" sets ``PaySelector.unique``; "a Kharmic action" is
  ``keyword=kharmic, action=True`` and "a Sensei action" ``type=sensei, action=True`` (a card
  type names the action's card, another word is the action's keyword); "a card with a printed
  Gold Cost of 9 or more" is ``min_gold_cost=9``; "an action from your card in play" is
  ``action=True, from_card_in_play=True``; "when it pays to Recruit a single Farm" is
  ``keyword=farm, recruit=True``. "A non-Personality card" is ``not_type=personality,
  action=False``: a card's Gold cost as it enters play. A Strategy's Gold cost is paid as its
  action, and the payment can't tell it from a Gold cost another effect adds to that action,
  so such a selector doesn't match it (conservative: less Gold, never a false "legal").
- **The stat, changed.** Sentences about the card's own Gold Production need the stat and change
  its mode: "+2GP when it pays for X only" and "produces 1 less Gold when paying for X" are
  bonuses (+2, -1); "produces 4 Gold on your first turn" is a conditional amount; "+2GP if you
  didn't go first" and Courtesy's "-1GP on those [other players'] turns" (Courtesy: not if you
  went first) are ``conditional_delta``; "+1GP for each different title among your Barracks
  Holdings, other than <this card>, maximum +2GP" is ``per_title``; "After this card produces
  gold, you may not Recruit Personalities until the end of the Phase" is carried as the mode's
  ``extra_cost`` text. "If you went first" reads ``Condition.turn_order``. "+1GP when it pays
  to Recruit a single Farm only, or when it pays for a single Sensei action only" is one bonus
  per clause.
- **Issue 14 readings.** "A non-Unique Samurai" is ``unique=False``; "When paying for X, if
  <condition>, produce N Gold which may only pay for that card" (and "If you did not go first
  this game and are paying for X, produce ...") is ``only_for`` with ``only_if``; "if you
  control a Follower or Item" is ``Condition.any_of``; "if it is the Attack Phase" is
  ``Condition.phase``; "a Ninja player" is the clan of the Stronghold; "Produce 2 Gold, or 3
  Gold if ..., and lose 1 Honor" loses the Honor with either amount; "plus 1 Gold for each
  Wealth token on it" / "equal to the number of Shrine tokens on this Holding" is
  ``per_token`` (tokens stay). Gold words that only name other cards ("one of your
  Gold-producing Holdings", "ignoring its Gold cost", "a card that has not produced Gold this
  turn" as a straightening's target) are not production. A set file's ``errata_text`` is a
  note, not the text; "the Honor loss is not a cost of Gold production" is
  ``honor_is_cost=False``, any other note about Gold leaves the card unmodelled.
- **Production that costs the card.** ":bow:: Destroy this Holding to produce 6 Gold" and
  ":bow:: Shuffle this Holding into your Dynasty deck to produce 5 Gold" are a bowing mode with
  ``leaves_play`` ("destroy", "dynasty_deck"): the source carries the cost as its
  ``extra_cost``, ``after_costs`` moves the card, the goldfish simulation does not use it. A
  fixed amount only ("Before this Holding bows to produce Gold, you may give it +2GP; if you
  did, destroy it after it bows" is a second stat mode with ``leaves_play="destroyed_after"``:
  an effect of the choice, not a cost); the same cost after a timing ("When paying for a
  Naga, ... destroy this Holding to produce 6 Gold") or on another card ("destroy your Item")
  is not read.
  ":bow:: [When paying for X, ]Bow one of your Personalities to produce N Gold [which may only
  pay for that card]" is ``bow_other`` (a Personality you control other than this card):
  ``solver.production.bow_other_assignment`` gives each such card its own unbowed Personality
  that produces no Gold and pays no cost (exact); when it can't, none is offered and a Gold
  shortfall is ``unknown``. Other costs before "to produce" (a Farm or Gold-producing Holding
  bowed, a card discarded) are refused with that reason. ":bow:: Permanently give your target
  Personality -2C to produce 3 Gold" is ``penalize_other`` (a Personality you control, chosen
  as a target, whose Chi can lose 2 in full, counting the other penalties of the same plan):
  ``solver.production.penalty_assignment`` chooses one (none is bowed); a producer left
  without one only because another took that Chi, a cost uses the card, or an effect limited
  to some actions may shield it is not offered and a Gold shortfall is ``unknown``. ":bow::
  When paying for a Spell, destroy your Item to produce 8 Gold which may only pay for that
  Spell" is ``destroy_other`` (an Item you control whose destruction is not prevented):
  ``solver.production_destroy`` gives each such producer its own Item that produces, lowers
  and changes no Gold and has nothing attached; one left without only because of such Items,
  another producer or a cost is not offered and a shortfall is ``unknown``. ":bow:: Bow your
  target unbowed Courtier or Artisan. Produce Gold equal to his Chi" is ``bow_target`` with
  ``target_stat=chi`` (the bow is an effect of the line, the target an unbowed card you control
  with either keyword): ``solver.production_destroy.bow_target_assignment`` chooses the highest
  Chi among those that produce, lower and change no Gold and that nothing else uses; when
  another candidate (not such a card, or shielded only from some actions) has more Chi, the
  mode is not offered and a shortfall is ``unknown``. "Discard a card to produce an amount of
  Gold equal to the Focus Value of the discarded card", "Discard a face-up Personality from one
  of your Provinces to produce 3 Gold" are ``discard_other`` (a card of your hand, a face-up
  Personality in your Provinces; ``discard_stat=focus`` for Gold equal to its Focus Value,
  ``model.oracle.production_discard``): ``solver.production_discard`` gives the first such
  producer of each place the best card that is neither the card paid for nor one a cost takes;
  a second producer of the same place is not offered and a shortfall is ``unknown``.
  "Bow your dishonorable Personality to produce 3 Gold" is ``bow_other`` with
  ``dishonorable``; a producer no card of its player's (unbowed, free to bow) could pay the
  cost for is left out exactly.
- **Tokens.** ":bow:: Remove one or more Wealth tokens from this Holding to produce Gold equal
  to the number of tokens removed" is ``from_tokens="wealth"`` (every such token removed:
  overpaying is allowed, so that pays whatever fewer would); so is "Destroy any number of
  Storage tokens on this Holding to produce an amount of Gold equal to the number of tokens
  destroyed", and its "Repeatable Reaction: After paying a Gold Cost, if you produced a greater
  amount of Gold than what you paid, put a Storage token on this card; you may not spend the
  additional Gold on any other costs" is game state for later bows (the rule on any excess).
- **Nouns paid for (issue 14, second pass).** "Human" is "without the Nonhuman keyword" (the
  README's reading): "a Human Shugenja" is ``keyword=shugenja, not_keyword=[nonhuman]``, "a
  Human" alone (no type, no keyword) is refused; "with no Clan Alignment" is ``unaligned``;
  two or more printed keywords before a card type ("a Nonhuman Shadowlands Personality") are
  ``keyword`` and ``also_keywords``; "a Nonhuman, non-Shadowlands card" is two adjectives of one
  noun (alternatives are joined by "or"). After "which may only pay for them", effects on the
  card paid for ("dishonor them, permanently give them Shadowlands") are not this Gold; "lose 6
  Honor which will not be copied or given to another player instead" is an Honor loss of 6.
- **Partly read (issue 14: use what is understood, report the rest).** When the Gold text is
  not all understood, the modes the card surely has are its ``production`` beside its
  ``production_unread`` (``ProductionAnalysis.sure``): a ``:bow:`` line not understood is one
  more way to bow the card (at most one per bow), so the lines and Reactions read are sure, and
  so is "Produce N Gold" of "Produce N Gold, or ..." / "Produce N Gold, plus K Gold for each
  ..." (the rest only adds), and a Stronghold's stat. Nothing is sure beside any other sentence
  not understood (it may change the card's Gold), an errata note, an Honor loss or a "minus" in
  the line. A check uses the sure modes (a Gold shortfall stays ``unknown``), but none while a
  card in play has ``production_may_lower`` (its Gold text not understood may lower Gold:
  "When Trade Route produces Gold, it produces 2 less Gold").
- **The Stronghold's production, changed by another card.** "Your Stronghold produces one more
  Gold, to a maximum of 5, when paying for X [which may only pay for that card]" is a
  ``GoldBonus(when=X, gold=1, max_total=5)`` in ``CardDef.stronghold_bonuses`` (the bonus
  never takes the Stronghold above 5, and never lowers it). The Stronghold produces that Gold,
  not this card: the sentence alone doesn't make the card a producer, but a card that says it
  and is not understood is unmodelled.
- **Set files.** ``read_oracle(path, sets)`` takes a Gold Production stat the export lacks from
  the set files, only for a card that produces its stat (a Stronghold, a "+2GP" text) and only
  when every printing that states one agrees; ``OracleCard.gold_production_from_sets`` marks it.
- **The past and a chosen target (issue 14, ``production_history``, ``production_target_stat``).**
  "If you have put any Items into play this turn, produce 4 Gold", "or 4 Gold if one or more of
  your Provinces have been destroyed this game by battle resolution" are ``only_if`` /
  ``conditional`` on a ``Condition.past`` (``model.past``: only the occurrences listed there,
  each with its period as printed, "since your last turn began" included); "plus 1 Gold for
  each of your Provinces destroyed this game" is ``per_past`` (``PastFact.times``). Not
  reported: less Gold, a shortfall ``unknown``. "If <condition>, produce ..." is the rest with
  ``only_if``. "Gold equal to the Personal Honor (or Chi) of your target Artisan" is ``target``
  (the target left as it is: the best one). "Your Wind is Kano's Alliance": a Wind you control
  whose title contains the name.
- **Not production.** Cost reductions ("enters play for 3 less Gold") are ignored when the card
  also produces Gold, and make a card a *reduction* card, not a producer, when they are its only
  Gold text. Side effects of producing that do not change the Gold of this bow ("refill the
  Province", Wealth tokens and "+1GP (this turn)" effects, which live in the game state) are
  ignored. Anything else about Gold that is not understood makes the card *unmodelled*
  (``None``): a wrong model is worse than none.
"""

from __future__ import annotations

from model.oracle.coverage import CoverageReport, coverage
from model.oracle.export import (
    OracleCard,
    card_from_entry,
    display_title,
    load_oracle,
    read_oracle,
    set_gold_production,
)
from model.oracle.production import ProductionAnalysis, analyse_production
from model.oracle.production_modes import parse_production
from model.oracle.text import OracleError, parse_stat, plain_text

__all__ = [
    "CoverageReport",
    "OracleCard",
    "OracleError",
    "ProductionAnalysis",
    "analyse_production",
    "card_from_entry",
    "coverage",
    "display_title",
    "load_oracle",
    "parse_production",
    "parse_stat",
    "plain_text",
    "read_oracle",
    "set_gold_production",
]
