"""Unread cost reductions of one kind of card ("Repeatable Reaction, :bow:: When paying for a
Samurai, give him -4 Gold Cost until he enters play." The Hiruma Dojo; ":bow:: When paying for a
Monk, he enters play for 3 less Gold."; Costs and restrictions / Changes to costs and payments).

None is a Gold source (``model.oracle.paying_reductions``): a Gold shortfall while one is in play
is ``unknown``. Read whole in the shape below, such a sentence lowers only the cost of a card of
the one type or keyword it names (Reference 04, Keywords), so a shortfall of a card of another
type, or without that keyword while nothing may give it (``solver.play_keyword_scope``), stays
``illegal`` (h27adv2 F6: Ikoma Itagi, a Courtier, beside The Hiruma Dojo). A noun narrowed by
a word more ("When paying for a Human Shugenja, he enters play for 0 Gold.", School of Wizardry)
lowers no card that is not the noun (h40adv2 N3: Shiba Kudome, no Shugenja).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.action_reductions import ACTION_REDUCTION
from solver.in_play_reductions import settled_said
from solver.play_keyword_scope import may_be_given
from solver.producing_holdings import settled_bearing
from solver.shortfall_scope import text_of

__all__ = ["cannot_lower"]

_TYPES = {
    "personality": "personality",
    "follower": "follower",
    "item": "item",
    "spell": "spell",
    "holding": "holding",
}
_PRON = r"(?:he|she|it)"
#: "[Repeatable ][Reaction][, :bow:]: When paying for a <Noun>, <lowers its cost>."
_ONE_KIND = lazy_regex(
    r"^(?:(?:[A-Z][a-z]+ )*(?:Repeatable )?Reaction(?:, :bow:)?|:bow:): "
    # "a Human Shugenja": a card of the noun, narrowed by a word more (School of Wizardry)
    r"When paying for an? (?:[A-Z][a-z]+ )?(?P<noun>[A-Z][a-z]+), (?:"
    rf"give (?:him|her|it) -\d+ Gold Cost until {_PRON} enters play"
    r"|reduce the Gold Cost of the (?P=noun) to \d+ until it enters play"
    rf"|{_PRON} enters play for \d+ less Gold"
    rf"|{_PRON} enters play for \d+ Gold"  # "he enters play for 0 Gold." (h40adv2 N3)
    # "bow this card's Personality to have the Holding enter play for 3 less Gold." (an
    # Ancestor's; Shiryo no Yasuki, h29adv3 N6)
    r"|bow this card's Personality to have the (?P=noun) enter play for \d+ less Gold"
    r")\.?$"
)


#: "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, to a minimum of 1, but
#: will not have their costs changed in any other way." (Kosaten Shiro), "Your Gold-producing
#: Holdings enter play for you for 1 less Gold, ..." (Yoritomo Sensei), "Your Holdings enter
#: play for 1 less Gold." (Yasuki Makoto, left unread beside Kosaten Shiro's lock; h38adv5 N3):
#: Holdings' costs only
_HOLDINGS_ENTER = lazy_regex(
    r"(?:Your )?(?:(?:Gold-|Honor-)(?:producing)?(?: and (?:Gold|Honor)-producing)? )?"
    r"Holdings enter play (?:for you )?(?:for|paying) \d+ less Gold(?:, to a minimum of \d+)?"
    r"(?:, but will not have their costs changed in any other way)?\.?"
)


def cannot_lower(view: View, shown: str, card: str) -> bool:
    """Can the unread reduction ``shown`` ("Title (id): <text>") not lower the cost of
    ``card``, by the one type or keyword it names, or because it is a fixed reduction of a
    card in play already in the play's price (``solver.in_play_reductions``)? False when not
    sure."""
    source = re.match(r"[^(]*\(([^)]+)\): ", shown)
    if source is not None and settled_said(view, source.group(1), text_of(shown).strip(), card):
        return True
    if source is not None and settled_bearing(view, source.group(1), text_of(shown).strip(), card):
        return True  # "Gold- and Honor-producing Holdings ...": not this one, or in its price
    if ACTION_REDUCTION.match(text_of(shown).strip()):
        return True  # an action's cost, never a card's as it enters play (FAQ: Farmlands)
    if _HOLDINGS_ENTER.fullmatch(text_of(shown).strip()):
        return view.definition(card).type.value != "holding"
    m = _ONE_KIND.match(text_of(shown).strip())
    if m is None:
        return False
    noun = m.group("noun").lower()
    d = view.definition(card)
    if noun in _TYPES:
        return d.type.value != _TYPES[noun]
    return noun not in view.keywords(card) and not may_be_given(view, noun, card)
