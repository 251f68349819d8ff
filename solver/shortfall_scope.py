"""Unread Gold text that can't help pay for a card a rulebook play brings (Costs and
restrictions / Gold production: Gold that "may only pay for" a card pays for no other). A
Recruit's or Equip's Gold shortfall is ``unknown`` only for unread text that could pay for that
card: "When paying for a Holding, produce 2 Gold which may only pay for that card." (Yasuki
Dokansuto, unread for its Kolat keyword) pays for a Holding only, whatever its keyword does
(h26adv1 F6). A subject naming a keyword ("Your Ronin cards enter play for 1 less Gold") is not
narrowed: keywords may be given (``solver.entering_scope``). A trigger on a card entering play
whose effect attaches a card for less Gold ("After your Personality enters play: You may attach a
Weapon to him from your hand, paying all costs but, once per turn, paying 4 less Gold if he is a
Kensai.", The Spider's Web) lowers only what its own effect attaches, at that moment: never a
Recruit's Gold nor a rulebook Equip's (h30adv4 N4)."""

from __future__ import annotations

import re

from model.cards import CardDef
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.keyword_entering import lowered_keyword
from solver.play_keyword_scope import keywords_at_most

__all__ = ["cannot_pay_action", "cannot_pay_for", "sure_keywords", "text_of"]

_TYPES = ("personality", "follower", "item", "spell", "holding", "region")
#: "... When paying for a Holding, produce 2 Gold which may only pay for that card." (the whole
#: unread text: its prefix, then that one sentence); "a Spell or Shugenja": each a card type
#: or a keyword; "and if the latter, you may not Proclaim him" only restricts that card more
#: (The Sacred Temple of the Phoenix, h36adv1 W2)
_ONLY_THAT_CARD = lazy_regex(
    r"^(?:[A-Za-z' /-]+(?:,\s*:[\w*]+:)*:\s*)?"
    # "When another Holding produces Gold to pay for a Nonhuman, ..." (Ever-Winter Copse,
    # h40adv2 N8): Gold only for that card all the same
    r"When (?:paying|another [A-Za-z]+ produces Gold to pay) for an? "
    r"(?P<kinds>[A-Za-z]+(?: or an? [A-Za-z]+| or [A-Za-z]+)*), "
    r"produce \d+ Gold,? which may only pay for that card"
    r"(?: and if the (?:latter|former),? you may not [a-z ]+)?\.?$",
    re.IGNORECASE,
)
#: "When your Stronghold is paying for a Bloodspeaker Personality, it produces 1 additional Gold
#: which may only pay for him." (Iuchiban Sensei; h44adv4 N2): Gold for a card of that kind only
_STRONGHOLD_FOR = lazy_regex(
    r"^(?:Gold text not understood: ')?When your Stronghold is paying for an? "
    r"(?P<kinds>[A-Za-z]+(?: [A-Za-z]+)?), it produces \d+ additional Gold which may only pay "
    r"for (?:him|her|it|that card)\.?'?$",
    re.IGNORECASE,
)
#: "Dynasty/Open: Produce 1 Gold, which may only be used to pay for a single Economic action or
#: Invest cost." (Ide Hideshi): Gold for actions of a keyword a rulebook Recruit or Equip never
#: has, or for Invest costs (an ability's cost), never a card's Gold cost (h29adv2 F13)
_ACTION_ONLY_ITEM = r"(?:(?:Economic|Political|Kiho|Kata|Maho) action|Invest cost)"
_ACTION_ONLY = lazy_regex(
    r"^(?:[A-Za-z' /-]+(?:,\s*:[\w*]+:)*:\s*)?Produce \d+ Gold, which may only be used to pay "
    rf"for a single {_ACTION_ONLY_ITEM}(?: or {_ACTION_ONLY_ITEM})?\.?$"
)
#: "Title (id): Gold text not understood: '<text>'": the card's own words
_QUOTED = lazy_regex(
    r"^[^:]*\([^)]*\): (?:[\w' ]+ (?:not understood|is not clear): )?['\"](?P<text>.*)['\"]$"
)
#: "After <a card> enter(s) play[:,] you may attach/Equip ... less Gold ...": one sentence
_AFTER_ENTRY_ATTACH = lazy_regex(
    r"^After [A-Za-z' -]+? enters? play[:,] (?:you|the player) may (?:attach|Equip) [^.]*"
    r"\bless Gold\b[^.]*\.?$",
    re.IGNORECASE,
)
#: "Reaction: When paying for a Farm: Produce 1 Gold." (Kenro-ji-jin's Bounty): it answers only
#: a payment for a card of that type or keyword (its Gold for that payment)
_WHEN_PAYING_FOR = lazy_regex(
    r"^Reaction:\s*When paying for an? (?P<kinds>[A-Za-z]+(?: or an? [A-Za-z]+| or [A-Za-z]+)*):"
    r"\s*Produce \d+ Gold\.?$",
    re.IGNORECASE,
)
#: "Limited: Discard this card: Your Farms produce 1 additional Gold ... (this turn)." (Kenro-ji-
#: jin's Bounty): an action (no action is taken while a cost is paid: Abilities and actions,
#: the action sequence) whose cost discards or destroys its card: while the card is in play it
#: has not been used, so its Gold is not there for this payment
_SPENT_ACTION = lazy_regex(
    r"^(?:Limited|Open|Battle|Dynasty|Battle/Open|Limited/Open)(?: [A-Za-z]+)?:\s*"
    r"(?:Discard|Destroy) this (?:card|Celestial|Holding|Region|Item|Follower|Spell):\s*[^:]+$",
    re.IGNORECASE,
)
_SHOWN = lazy_regex(r"^[^:]*\([^)]*\): (?P<text>.*)$")
#: ":bow:: When paying for a Holding, it enters play for 2 less Gold." (Deep Harbor; h44adv4
#: E1): a reduction for a card of those kinds only (Costs and restrictions / Changes to costs)
_LESS_FOR = lazy_regex(
    r"^(?:[A-Za-z' /-]*(?::[\w*]+:)*(?:,\s*:[\w*]+:)*:\s*)?When paying for an? "
    r"(?P<kinds>[A-Za-z]+(?: or an? [A-Za-z]+| or [A-Za-z]+)*), (?:it|he|she) enters play "
    r"for \d+ less Gold\.?$",
    re.IGNORECASE,
)


def text_of(shown: str) -> str:
    """The card's own words of an unread text shown as "Title (id): ..."."""
    return _text(shown)


def _text(shown: str) -> str:
    m = _QUOTED.match(shown) or _SHOWN.match(shown)
    return m.group("text").strip() if m is not None else shown


def _kinds(words: str) -> list[str]:
    return [re.sub(r"^an? ", "", k.strip().lower()) for k in words.split(" or ")]


def _may_be(kind: str, paid: CardDef, keywords: frozenset[str] | None) -> bool:
    """May ``paid`` be a card of ``kind`` ("Farm", "attachment", "Personality", "card")? True
    when not sure (a word naming no type nor class is read as a keyword)."""
    if kind in ("card", "cards"):
        return True
    if kind in ("attachment", "attachments"):
        return paid.is_attachment
    if kind.rstrip("s") in {t.value for t in CardType}:
        return paid.type.value == kind.rstrip("s")
    return keywords is None or kind in keywords  # a keyword the card has, or may be given


def cannot_pay_for(shown: str, paid: CardDef, keywords: frozenset[str] | None = None) -> bool:
    """Can the unread Gold text ``shown`` ("Title (id): ...") neither pay for nor lower the cost
    of ``paid``, by its own words? False when not sure. ``keywords``: the paid card's keywords
    when no text in play may give it more (``sure_keywords``); else a keyword it names may be
    the card's."""
    text = _text(shown)
    if (m := _WHEN_PAYING_FOR.fullmatch(text)) is not None:
        return not any(_may_be(k, paid, keywords) for k in _kinds(m.group("kinds")))
    if (kw := lowered_keyword(text)) is not None:  # "Your Ronin cards enter play for 1 less"
        return keywords is not None and kw not in keywords
    if (m := _STRONGHOLD_FOR.fullmatch(text)) is not None:
        return not all(_may_be(k, paid, keywords) for k in m.group("kinds").lower().split())
    if (m := _LESS_FOR.fullmatch(text)) is not None:
        return not any(_may_be(k, paid, keywords) for k in _kinds(m.group("kinds")))
    if (m := _ONLY_THAT_CARD.fullmatch(text)) is not None:
        kinds = [re.sub(r"^an? ", "", k.strip().lower()) for k in m.group("kinds").split(" or ")]
        for kind in kinds:
            if kind in _TYPES:
                if paid.type.value == kind:
                    return False
            elif keywords is None or kind in keywords:
                return False  # a keyword the card has, or may be given
        return True
    if _AFTER_ENTRY_ATTACH.fullmatch(text) is not None:
        return True  # its own attachment only, in its own effect
    if _SPENT_ACTION.fullmatch(text) is not None:
        return True  # an action: none is taken while a cost is paid, and it was not used yet
    return _ACTION_ONLY.fullmatch(text) is not None


def cannot_pay_action(shown: str, acting: CardDef, keywords: frozenset[str] | None = None) -> bool:
    """Can the unread Gold text ``shown`` surely not pay an action's own Gold cost, the action
    being of the card ``acting``? Paying an action's cost is paying for that action, not for a
    card (FAQ, Imperial Artificer and Farmlands), so "When paying for a Farm: Produce 1 Gold." or
    "When paying for a Holding, produce 2 Gold which may only pay for that card." can't pay it
    while ``acting`` is surely no card of that kind (of that kind, a Strategy's own Gold Cost
    or the action of such a card, the doubt stays); an action discarding its card can't have
    been used while the card is in play (h37adv5 N2: Kenro-ji-jin's Bounty beside Planted
    Evidence). Gold "only for a single Economic action" may pay an action: not here."""
    text = _text(shown)
    if _WHEN_PAYING_FOR.fullmatch(text) is None and _ONLY_THAT_CARD.fullmatch(text) is None:
        return _SPENT_ACTION.fullmatch(text) is not None
    return cannot_pay_for(shown, acting, keywords)


def sure_keywords(view: View, card: str) -> frozenset[str] | None:
    """Every keyword ``card`` may have: its keywords and those an unread quality sentence in
    play names (``play_keyword_scope.keywords_at_most``); None when one may give it others."""
    return keywords_at_most(view, card)
