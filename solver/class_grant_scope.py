"""A trait sentence of a card in play given to a class of cards named by one keyword and a card
type ("Jengzan's Cavalry Followers have Resilient.", "Your Cavalry Followers out of play have
Honor.", Moto Jengzan; Reference 03: traits change only the cards they name): it can change a
Recruit or an Equip only through a card of that class. When no card of the state is of that
type with that keyword (printed, stated, or one an unread sentence may give it), the sentence
changes no card the play reads, and the answer stands (h44adv6 N4: Yotsu Ueda's Chosen, no
Cavalry keyword). An unread "This <word> has <keyword> ..." sentence gives it only to its own
card or its bearer (Reference 03, attachments: a Personality), so it reaches a card of the
class only when its card or the card it is attached to is of the class's type (Chikushudo's
Infusion's "This Shugenja has Cavalry ...": never a Follower)."""

from __future__ import annotations

from model.ability_keywords import ability_keyword_only
from model.cards import CardType
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.common import CLANS, TYPE_PLURALS
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["class_grant_spares"]

_CLASS = lazy_regex(
    r"(?:(?:Your|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*'s) )?(?P<kw>[A-Z][\w-]*) (?P<type>[A-Z][a-z]+s)"
    r"(?: (?:in play|out of play|in and out of play))? (?:have|gain|get) [^.;]+\.?"
)


#: words before a type that name no keyword (a Clan, a state, a printed property)
_NOT_KEYWORDS = frozenset(CLANS) | {
    "unique",
    "singular",
    "unaligned",
    "aligned",
    "honorable",
    "dishonorable",
    "bowed",
    "unbowed",
    "dead",
    "experienced",
    "loyal",
    "attacking",
    "defending",
    "opposed",
    "opposing",
    "enemy",
    "other",
    "all",
    "human",
    "nonhuman",
}


def class_grant_spares(view: View, card: str | None, verdict: Verdict, said: str) -> bool:
    """Can ``said`` (a sentence not read) certainly not turn ``verdict``, the answer for the
    Recruit or Equip of ``card``, because no card of the state is of the class it names?"""
    if card is None or verdict.status not in ("legal", "illegal"):
        return False
    m = _CLASS.fullmatch(said.strip())
    if m is None or (kind := TYPE_PLURALS.get(m["type"].lower())) is None:
        return False
    keyword = m["kw"].lower()
    if keyword in _NOT_KEYWORDS:
        return False
    if any(
        view.definition(c.id).type is kind and keyword in view.keywords(c.id)
        for c in view.state.cards
    ):
        return False
    return not _may_be_given(view, keyword, kind)


_ITSELF = lazy_regex(r"This [A-Z][\w-]* (?:has|gains|gets)\b[^.;]*\.?")


def _may_be_given(view: View, keyword: str, kind: CardType) -> bool:
    """May an unread quality sentence of a card of the state give ``keyword`` to a card of type
    ``kind``?"""
    for inst in view.state.cards:
        for said in view.definition(inst.id).qualities_unread:
            if not quality_kinds(said) & {"keyword", "clan"} or ability_keyword_only(said):
                continue
            if (named := granted_keywords(said)) is not None and keyword not in named:
                continue
            if _ITSELF.fullmatch(said.strip()) is None:
                return True
            reach = [inst.id, inst.attached_to]
            if any(c is not None and view.definition(c).type is kind for c in reach):
                return True
    return False
