"""Which Recruits and Equips an unread Gold sentence of a card in play can touch, read
fail-closed by what the sentence names (Costs and restrictions / Changes to costs and payments;
Reference 02: Recruit, Equip; Reference 03: card types, Honor Requirement; issue 13):

- the ACTIONS it prices: "Actions from your non-variable cost Strategies cost :g1: less, to a
  minimum of :g1:." (Aohama) lowers the cost of actions from Strategies; a Recruit or Equip is a
  rulebook action, from no card, so it is not one of them (h29adv2 F1);
- its OWN Invest: "This Invest cost cannot be reduced." (Tsuruchi Kaitaru) is about its own
  card's Invest cost, no card's Gold cost to enter play (h29adv3 N5);
- WHOSE payment and what TYPE: "You pay :g2: less for :maho: actions and Spells for each player
  who ..." (Mishime Sensei): "You" is its controller; of the cards entering play it names Spells
  only (a rulebook Recruit or Equip is no :maho: action) (h29adv2 F15); "Other players'
  Personalities in and out of play have their Honor Requirements increased by 10, and they may
  pay 2 additional Gold when paying for Personalities ..." (Bayushi Kazutoshi) changes only
  another player's Personalities (h29adv3 N8);
- the KEYWORD of its subject: "The first Farm you Recruit each turn enters play for :g1: less,
  to a minimum of 1, and has Renew." (The Austere Valley of the Sparrow), "While you control
  :favor:, your Fortifications enter play paying :g1: less." (Kaiu Gorobei): its controller's
  cards with that keyword (printed or given by the state; a keyword given by text not read is
  ``doubt_qualities``', as for ``solver.keyword_entering``) (h29adv2 F6, F8); "Fox and Fox
  Clan Personalities enter play paying 2 less Gold for you." (Kyuden Kitsune): its controller's
  cards of that type with one of the words (``solver.group_reduction_scope``, h43adv4 F5).

A sentence that is one fixed reduction ("... enter play paying :g1: less.") is read for its
amount (``fixed_reduction``): it can only lower a cost, by at most that much, so it turns no
legal play and no shortfall larger than it (h29adv2 F8). So is one fixed reduction under a
condition ("Enters play paying 2 less Gold if you are a Shadowlands Horde player.", "<its name>
enters play for 1 less Gold if ..."): whether the condition holds or not, it takes off at most
that much once (h37adv1 U7).
"""

from __future__ import annotations

import re

from model.cards import CardDef, CardType, keywords_with_clan
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.state import View
from solver.entering_scope import TYPE_NOUNS
from solver.group_reduction_scope import group_cannot_lower
from solver.in_play_reductions import reduction_amount

__all__ = ["fixed_reduction", "gold_sentence_concerns"]

_ACTIONS_FROM_STRATEGIES = lazy_regex(
    r"^Actions from your (?:[\w'-]+ )*?Strategies cost :g\d+: less"
    r"(?:, to a minimum of :g\d+:)?\.$"
)
_OWN_INVEST = lazy_regex(r"^This Invest cost cannot be reduced\.$")
#: a keyword of abilities a rulebook Recruit or Equip never has (Reference 02: their text)
_ACTION_KW = r"(?::maho:|:kiho:|Maho|Kiho|Kata)"
_TYPES = r"(?:Personalities|Holdings|Followers|Items|Spells)"
_PAY_ITEM = rf"(?:{_ACTION_KW} actions|{_TYPES})"
_YOU_PAY_LESS = lazy_regex(
    rf"^You pay :g\d+: less for (?P<items>{_PAY_ITEM}(?: and {_PAY_ITEM})?)"
    r"(?: for each player who controls any :?[\w]+:? cards)?\.$"
)
_OTHERS_HR = lazy_regex(
    r"^Other players' Personalities in and out of play have their Honor Requirements increased"
    r" by \d+, and they may pay \d+ additional Gold when paying for Personalities with their"
    r" Clan Alignment to ignore their Honor Requirements\.$"
)
_KW = r"(?P<kw>[A-Z][a-z'-]+?)"
_FIRST_KW = lazy_regex(
    rf"^The first {_KW} you Recruit each turn enters play for :g(?P<n>\d+): less"
    r"(?:, to a minimum of \d+)?(?:, and has Renew)?\.$"
)
_YOUR_KW_PAYING = lazy_regex(
    rf"^(?:While you control :favor:, )?your {_KW}s enter play paying :g(?P<n>\d+): less\.$",
    re.IGNORECASE,
)

#: one fixed reduction of a card's cost to enter play under a condition: no count, no second
#: amount, no other sentence
_IF_LESS = lazy_regex(
    r"^(?:[A-Z][\w'-]*(?: [A-Z][\w'-]*)* |This (?:Holding|Personality|Follower|Item|Spell|card) )?"
    r"[Ee]nters play (?:paying|for) (?P<n>\d|one|two|three|four) less Gold "
    r"if (?P<cond>[^.:;()]+)\.?$"
)
_IF_OPEN = lazy_regex(
    r"\b(?:each|every|equal|per|number|times|twice|double|instead|additional|less|gold|X)\b",
    re.IGNORECASE,
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}


def fixed_reduction(said: str) -> int | None:
    """The Gold a sentence that only lowers its controller's cost to enter play by a fixed
    amount takes off ("While you control :favor:, your Fortifications enter play paying :g1:
    less." -> 1; "Your Holdings enter play for 1 less Gold." -> 1: ``in_play_reductions``, a
    sentence left unread there by a lock in play, h30adv5 N4), else None."""
    m = _YOUR_KW_PAYING.fullmatch(said.strip())
    if m is not None:
        return int(m.group("n"))
    if (c := _IF_LESS.fullmatch(said.strip())) is not None and not _IF_OPEN.search(c["cond"]):
        return _WORDS.get(c["n"]) or int(c["n"])  # whether or not its condition holds
    return reduction_amount(said)


def _has(view: View, definition: CardDef, card: str | None, kw: str) -> bool:
    """Has the card the keyword (printed, or given by the state)?"""
    if card is not None and view.has(card):
        return kw in view.keywords(card)
    return kw in keywords_with_clan(definition)


def gold_sentence_concerns(
    said: str, view: View, definition: CardDef, card: str | None, yours: bool
) -> bool | None:
    """False when ``said`` (a card in play's unread sentence; ``yours``: its card is controlled
    by the player) can't change the play of ``card`` (``definition``); None when it is not of
    a shape read here, or may change it."""
    s = said.strip()
    if _ACTIONS_FROM_STRATEGIES.fullmatch(s) or _OWN_INVEST.fullmatch(s):
        return False
    if (m := _YOU_PAY_LESS.fullmatch(s)) is not None:
        types = {TYPE_NOUNS[w.casefold()] for w in re.findall(_TYPES, m.group("items"))}
        return None if yours and definition.type in types else False
    if group_cannot_lower(s, view, definition, card, yours):
        return False  # "Fox and Fox Clan Personalities enter play paying 2 less Gold for you."
    if _OTHERS_HR.fullmatch(s):
        return None if not yours and definition.type is CardType.PERSONALITY else False
    m = _FIRST_KW.fullmatch(s) or _YOUR_KW_PAYING.fullmatch(s)
    if m is None:
        return None
    kw = m.group("kw").lower()
    if kw in TYPE_NOUNS or kw in CLANS:  # "your Holdings", "your Crabs": not read here
        return None
    if not yours:
        return False
    return None if _has(view, definition, card, kw) else False
