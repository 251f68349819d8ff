"""Changes a card makes to the Gold *other* cards produce (Costs and restrictions / Gold
production): what it gives its controller's Stronghold (``CardDef.stronghold_bonuses``), and
(``model.cards.ProductionChange``) "When Trade Route produces Gold, it produces 2 less Gold",
"When Trade Route, a card with "Marketplace" in its title, or a non-Stronghold Port bows to
produce Gold, it produces 1 less Gold", "When your Holding produces Gold, if this Holding is
unbowed, your Holding produces 1 additional Gold". Read from the sentence as printed: a card
named by its title is a run of capitalized words that is no keyword (Reference 03: a title
names every card of that title). Anything else is not read here (None), and the production
reader then reports the sentence as not understood (``may_lower``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cards import CardType, GoldBonus, PerCardGold, ProductionChange, ProductionMode
from model.cardtext.target_words import KEYWORDS
from model.common import NUMBER_WORDS
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import (
    _MULTI_WORD_KEYWORDS,
    _TYPE_WORDS,
    ONLY_PAY,
    _count,
    _pay_selectors,
    _Unmodelled,
)
from model.oracle.production_titles import is_name
from model.selectors import Controller, Selector

_CHANGE = lazy_regex(
    r"When (?P<who>.+?) (?P<verb>produces|bows to produce) Gold, "
    r"(?P<unbowed>if this Holding is unbowed, )?(?:it|(?P=who)) produces "
    r"(?P<n>\d+|one|two|three) (?P<dir>less|additional|more) Gold",
)
_NUMBERS = NUMBER_WORDS
#: 'a card with "Marketplace" in its title' (Selector.title_contains)
_TITLE_WORDS = lazy_regex(r'(?:an? )?card with "(?P<w>[A-Za-z][A-Za-z\' -]*)" in its title')
#: "a non-Stronghold Port": the keyword on a card of any type but a Stronghold
_NON_STRONGHOLD = lazy_regex(r"(?:an? )?non-Stronghold (?P<kw>[A-Z][a-z]+)")
#: "Trade Route": a title, capitalized words (no article: a title names the card)
_TITLE = lazy_regex(r"[A-Z][a-z']+(?: [A-Z][a-z']+)+")
_NOT_STRONGHOLD = tuple(t for t in CardType if t not in (CardType.STRONGHOLD, CardType.OTHER))


def _who(phrase: str) -> Selector | None:
    """The cards one alternative names, any player's; None when not read."""
    if (m := re.fullmatch(r"your (?P<t>[A-Z][a-z]+)", phrase)) and m["t"].lower() in _TYPE_WORDS:
        return Selector(type=(_TYPE_WORDS[m["t"].lower()],), controller=Controller.YOU)
    if m := _TITLE_WORDS.fullmatch(phrase):
        return Selector(title_contains=m.group("w"))
    if m := _NON_STRONGHOLD.fullmatch(phrase):
        keyword = m.group("kw").lower()
        return Selector(type=_NOT_STRONGHOLD, keyword=(keyword,)) if keyword in KEYWORDS else None
    if _TITLE.fullmatch(phrase):
        name = phrase.lower()
        if name in _MULTI_WORD_KEYWORDS or not is_name(name):
            return None  # keywords or a card type, not a title
        # the cards of that title or keyword (``production_titles``)
        return Selector(any_of=(Selector(title=phrase), Selector(keyword=(name,))))
    return None


def production_change(sentence: str) -> tuple[ProductionChange, ...] | None:
    """The change ``sentence`` makes to other cards' Gold, or None when it is not one this
    reader understands in full."""
    m = _CHANGE.fullmatch(sentence.strip().rstrip(".").strip())
    if m is None:
        return None
    alternatives = [a.strip() for a in re.split(r",? or |, ", m.group("who")) if a.strip()]
    selectors = [_who(a) for a in alternatives]
    if not selectors or any(s is None for s in selectors):
        return None
    found = [s for s in selectors if s is not None]
    select = found[0] if len(found) == 1 else Selector(any_of=tuple(found))
    n = m.group("n")
    amount = int(n) if n.isdigit() else _NUMBERS[n]
    gold = -amount if m.group("dir") == "less" else amount
    bowing = m.group("verb") == "bows to produce"
    unbowed = m.group("unbowed") is not None
    return (ProductionChange(select=select, gold=gold, bowing_only=bowing, while_unbowed=unbowed),)


#: "Your Stronghold produces one more Gold, to a maximum of 5, when paying for X which may only
#: pay for that card": a bonus this card gives its controller's Stronghold.
_STRONGHOLD_GRANT = lazy_regex(
    r"your stronghold produces (?P<n>\d+|one|two|three) more gold"
    r"(?:, to a maximum of (?P<max>\d+),)? when paying for (?P<x>.+?)"
    rf"(?:{ONLY_PAY})?"
)


#: "When bowing your Stronghold to pay for a Personality, it produces 1 less Gold." (Yoritomo
#: Sensei): a penalty on its controller's Stronghold's Gold for that payment alone (Costs and
#: restrictions / Gold production: it produces Gold when bowed; the Gold never below 0)
_STRONGHOLD_LESS = lazy_regex(
    r"when bowing your stronghold to pay for (?P<x>[^,]+?), it produces "
    r"(?P<n>\d+|one|two|three) less gold"
)


#: "When paying for a Personality with your Stronghold, it produces a maximum of 2 Gold." (Taka
#: Sensei): a maximum on its controller's Stronghold's Gold for that payment alone (Reference
#: 04: the most restrictive maximum applies; "paying for" a card is its Gold cost as it enters
#: play, never an action's: FAQ, Imperial Artificer)
_STRONGHOLD_AT_MOST = lazy_regex(
    r"when (?:paying for (?P<x>[^,]+?) with your stronghold|bowing your stronghold to pay for "
    r"(?P<y>[^,]+?)), it produces a maximum of (?P<n>\d+|one|two|three|four|five) gold"
)


def grant_clause(sentence: str) -> list[GoldBonus] | None:
    """What a sentence gives its controller's Stronghold ("Your Stronghold produces one more
    Gold, to a maximum of 5, when paying for a non-Personality card which may only pay for
    that card"): one capped bonus per alternative; a penalty ("When bowing your Stronghold to
    pay for a Personality, it produces 1 less Gold."): one negative bonus per alternative; a
    maximum ("When paying for a Personality with your Stronghold, it produces a maximum of 2
    Gold."): one ``at_most`` per alternative; None when the sentence is not one."""
    low = sentence.lower().strip().rstrip(".").strip()
    if (cap := _STRONGHOLD_AT_MOST.fullmatch(low)) is not None:
        n = _count(cap.group("n"))
        try:
            what = _pay_selectors(cap.group("x") or cap.group("y"))
        except _Unmodelled:
            return None  # not understood: a maximum, so it may lower (``may_lower``)
        return [GoldBonus(when=p, gold=0, at_most=n) for p in what]
    if (less := _STRONGHOLD_LESS.fullmatch(low)) is not None:
        n = _count(less.group("n"))
        return [GoldBonus(when=p, gold=-n) for p in _pay_selectors(less.group("x"))]
    m = _STRONGHOLD_GRANT.fullmatch(low)
    if m is None:
        return None
    n = _count(m.group("n"))
    most = None if m.group("max") is None else int(m.group("max"))
    return [GoldBonus(when=p, gold=n, max_total=most) for p in _pay_selectors(m.group("x"))]


_OTHERS_COUNT = lazy_regex(
    r"Produce an amount of Gold equal to the number of all other players' (?P<alts>.+?)"
    r"(?:, and lose (?P<h>\d+) Honor)?\.?"
)


def _plural_who(phrase: str) -> Selector | None:
    """One alternative of a plural list ("Trade Routes", 'cards with "Marketplace" in their
    titles', "Ports"), any player's; None when not read."""
    phrase = re.sub(r"^and ", "", phrase.strip())
    if m := re.fullmatch(r'cards with "(?P<w>[A-Za-z][A-Za-z\' -]*)" in their titles', phrase):
        return Selector(title_contains=m.group("w"))
    if re.fullmatch(r"[A-Z][a-z]+s", phrase) and phrase[:-1].lower() in KEYWORDS:
        return Selector(keyword=(phrase[:-1].lower(),))
    if re.fullmatch(r"[A-Z][a-z']+(?: [A-Z][a-z']+)*s", phrase):
        return _who(phrase[:-1])  # a title in the plural: "Trade Routes"
    return None


def others_count_line(body: str, honor: int) -> list[ProductionMode] | None:
    """ ":bow:: Produce an amount of Gold equal to the number of all other players' Trade
    Routes, cards with "Marketplace" in their titles, and Ports, and lose 2 Honor": 1 Gold per
    card another player controls that is any of those (a card is counted once: "the number of"
    cards), read as printed (titles by their capitals); None when the line is not one."""
    m = _OTHERS_COUNT.fullmatch(body.strip())
    if m is None:
        return None
    found = [_plural_who(a) for a in re.split(r",? and |, ", m.group("alts"))]
    if not found or any(s is None for s in found):
        return None
    alts = tuple(s for s in found if s is not None)
    select = replace(
        alts[0] if len(alts) == 1 else Selector(any_of=alts), controller=Controller.OPPONENT
    )
    lose = honor + int(m.group("h") or 0)
    return [ProductionMode(gold=0, per_card=(PerCardGold(select=select),), lose_honor=lose)]
