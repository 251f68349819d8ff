"""Whom an unread sentence about the Gold cost of plays concerns, when its subject is read
with certainty (Costs and restrictions / Changes to costs and payments; Reference 02: Recruit,
Equip): "You Recruit non-Ninja Personalities for 1 more Gold." (Goju Sensei), "You Equip
non-Water Spells for 1 more Gold." (Chukage Sensei), "Recruiting Personalities has a minimum
Gold Cost of 5 for you." (Shibata Sensei), "Your non-Ashigaru Personalities in and out of play
have +1 Gold Cost." (Hikahime Sensei). "You" / "for you" / "Your" is the sentence's controller:
it changes no play of another player; the card type named ("Personalities", "Spells") is the
only type it changes (h25adv1 F1, F6, F7, F12). A keyword before the type ("non-Ninja",
"non-Water") is not used to narrow: keywords may be given by text not read."""

from __future__ import annotations

import re

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from solver.entering_scope import TYPE_NOUNS
from solver.others_cost_lowering import in_play_only

__all__ = ["cost_sentence_concerns"]

_TYPE_WORDS = TYPE_NOUNS
_TYPES = r"(?:Personalit(?:y|ies)|Holdings?|Followers?|Items?|Spells?)"
_ADJ = r"(?:(?:non-)?[A-Z][\w'-]* )*?"
#: the sentence's shapes, each with group "types" (one type, or two joined by "and"/"or")
_SHAPES = [
    lazy_regex(
        rf"^You (?:Recruit|Equip) {_ADJ}(?P<types>{_TYPES}(?: (?:and|or) {_TYPES})?) "
        r"for \d+ (?:more|less) Gold\.$"
    ),
    lazy_regex(
        rf"^(?:Recruiting|Equipping) {_ADJ}(?P<types>{_TYPES}) has a (?:minimum|maximum) "
        r"Gold Cost of \d+ for you\.$"
    ),
    lazy_regex(rf"^Your {_ADJ}(?P<types>{_TYPES}) in and out of play have [+-]\d+ Gold Cost\.$"),
]
#: "When Recruiting a Personality, if his Honor Requirement is higher than his owner's Family
#: Honor, he costs 2 more Gold to Recruit." (Respect): a Recruit of that type, any player's
_WHEN_RECRUITING = lazy_regex(
    rf"^When Recruiting (?:an? )?{_ADJ}(?P<types>{_TYPES}), (?:if [^,.;:]+, )?"
    r"(?:he|she|it|they) costs? \d+ (?:more|less) Gold to Recruit\.$"
)


def cost_sentence_concerns(said: str, definition: CardDef, yours: bool) -> bool | None:
    """False when ``said`` (a card in play's unread sentence) can't change a play of
    ``definition`` (another player's, or a card of a type it does not name); None when it is
    not one of the shapes read here (then ``entering_scope.may_concern`` decides)."""
    if in_play_only(said):
        return False  # "Other players' ... in play have -2 Gold Cost": no play's cost
    for shape in _SHAPES:
        m = shape.match(said.strip())
        if m is None:
            continue
        if not yours:
            return False
        types = {_TYPE_WORDS[w.casefold()] for w in re.findall(_TYPES, m.group("types"))}
        return definition.type in types
    if (m := _WHEN_RECRUITING.match(said.strip())) is not None:
        # Reference 02: Recruit; the type Recruited is the only one it changes, whoever's
        return definition.type is _TYPE_WORDS[m.group("types").casefold()]
    return None
