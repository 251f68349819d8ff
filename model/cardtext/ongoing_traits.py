"""Trait sentences of a card in play read as ongoing effects on other cards' actions
(``model.trait_effects.TraitEffect``): Effects / "May not" (a choice prevented: taking an
action, targeting a card) and Costs and restrictions / Changes to costs and payments.

Read exactly, each sentence whole (anything else stays in ``CardDef.actions_unread``):

- "You may not take Political actions.": its controller may not take actions with the keyword;
- "Favor actions may not be taken.": nobody may;
- "[Your | Other players'] Political actions may not (or cannot) target Suikihime." and "You may
  not target The Lost Colossus with Political actions." ("Other players may not target Tsimaru
  with Political actions.": the other players'): the card itself may not be targeted by
  those players' actions with the keyword (no owner named: anyone's);
- "Your Stronghold has no abilities.": its controller may not take its Stronghold's actions;
- "Actions on your Strategies cost 1 less Gold.": a change to the amount of the Gold cost of
  its controller's actions on cards of that type;
- "You may not take Political actions or actions that cause ...": its first half as above, the
  other kept unread (``model.cardtext.ongoing_alternatives``).

The keywords are ability keywords ("Political", "Favor and Lobby"): a card type ("Spell
actions", actions from a card of that type) or a designator is not read. The card names itself
by its title, a word of its title ("Suikihime", on a Personality) or "this <its type>".
Targeting shields with a condition or a designator: ``model.cardtext.shield_traits``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cardtext.ongoing_alternatives import split_alternatives
from model.cardtext.shield_traits import read_shield
from model.cardtext.target_words import NOUNS, self_words
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.trait_effects import TraitEffect, TraitPlayers

__all__ = ["ability_keywords", "names_itself", "read_ongoing", "split_ongoing"]

_KW = r"[A-Z][a-z]+"
_KWS = rf"(?P<kws>{_KW}(?:(?:,? and|,? or|,) {_KW})*)"
_ACTIONS = r"[Aa]ctions"
_NAME = r"(?P<name>this [A-Z][a-z]+|(?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*)"
_MAY_NOT = r"(?:may not|cannot)"

_TAKE = lazy_regex(rf"You may not take {_KWS} {_ACTIONS}")
_TAKEN = lazy_regex(rf"{_KWS} {_ACTIONS} {_MAY_NOT} be taken")
_TARGET = lazy_regex(
    rf"(?:(?P<whose>Your|Other players') )?{_KWS} {_ACTIONS} {_MAY_NOT} target {_NAME}"
)
_TARGET_WITH = lazy_regex(
    rf"(?P<subj>You|Other players) may not target {_NAME} with {_KWS} {_ACTIONS}"
)
_NO_ABILITIES = lazy_regex(r"Your Stronghold has no abilities")
_COST = lazy_regex(
    r"Actions on your (?P<noun>[A-Z][a-z]+) cost (?P<n>[1-9]) (?P<way>less|more) Gold"
)
_WHOSE: dict[str | None, TraitPlayers] = {None: "all", "Your": "you", "Other players'": "others"}
#: Capitalised words before "actions" that are not ability keywords: designators, owners.
_NOT_KEYWORDS = frozenset(
    {"battle", "open", "limited", "engage", "dynasty", "reaction", "interrupt", "your", "other"}
)


def ability_keywords(kws: str) -> tuple[str, ...] | None:
    """The ability keywords of "Favor and Lobby", "Political"; None when a word is a card type
    or a designator (Reference 04: "Battle", "Open", ... are designators, not keywords)."""
    words = tuple(w.lower() for w in re.findall(r"[A-Z][a-z]+", kws))
    if any(w in NOUNS or w in _NOT_KEYWORDS for w in words):
        return None
    return words


def names_itself(name: str, title: str, card_type: CardType) -> bool:
    """Does ``name`` name the card itself: "this <its type>", its title, or (a Personality) a
    word of its title (Reference 04: a card may refer directly to its own title)?"""
    if name.startswith("this "):
        return name[5:].lower() == card_type.value
    said = name.lower()
    base = re.sub(r"\s*[•(].*$", "", title).strip().lower()
    if said == base:
        return True
    return card_type is CardType.PERSONALITY and " " not in said and said in self_words(title)


def read_ongoing(said: str, title: str, card_type: CardType) -> tuple[TraitEffect, ...] | None:
    """The ongoing effects of one trait sentence of the card, or None when it is not read."""
    text = said.strip().removesuffix(".")
    if (m := _TAKE.fullmatch(text)) or (m := _TAKEN.fullmatch(text)):
        kws = ability_keywords(m.group("kws"))
        who: TraitPlayers = "you" if m.re is _TAKE.compiled else "all"
        if kws is None:
            return None
        return (TraitEffect("may_not", who, keyword=kws, may_not="announce"),)
    if (m := _TARGET.fullmatch(text)) or (m := _TARGET_WITH.fullmatch(text)):
        kws = ability_keywords(m.group("kws"))
        if kws is None or not names_itself(m.group("name"), title, card_type):
            return read_shield(said, title, card_type)  # a designator ("Battle actions")
        if m.re is _TARGET_WITH.compiled:
            who = "you" if m.group("subj") == "You" else "others"
        else:
            who = _WHOSE[m.groupdict().get("whose")]
        return (TraitEffect("may_not", who, kws, may_not="be_targeted", this_card=True),)
    if _NO_ABILITIES.fullmatch(text):
        return (TraitEffect("may_not", "you", card_type=CardType.STRONGHOLD, may_not="announce"),)
    if m := _COST.fullmatch(text):
        types = NOUNS.get(m.group("noun").lower(), ())  # "Strategies": one card type
        noun = m.group("noun").lower()
        if len(types) != 1 or not noun.endswith("s") or noun == "units":
            return None
        n = int(m.group("n"))
        delta = -n if m.group("way") == "less" else n
        return (TraitEffect("cost_change", "you", card_type=types[0], gold_delta=delta),)
    return read_shield(said, title, card_type)  # "While Kozan is unbowed, ...": a shield


def split_ongoing(
    sentences: Sequence[str], title: str, card_type: CardType
) -> tuple[tuple[TraitEffect, ...], tuple[str, ...]]:
    """The card's trait sentences on other cards' actions (``traits_on_actions``) split into the
    ongoing effects read and the sentences not read."""
    read: list[TraitEffect] = []
    unread: list[str] = []
    for said in sentences:
        effects = read_ongoing(said, title, card_type)
        halves = split_alternatives(said) if effects is None else None
        first = read_ongoing(halves[0], title, card_type) if halves is not None else None
        if halves is not None and first is not None:
            read.extend(first)  # "You may not take Political actions", the rest unread
            unread.append(halves[1])
        elif effects is None:
            unread.append(said)
        else:
            read.extend(effects)
    return tuple(read), tuple(unread)
