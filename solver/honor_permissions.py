"""A permission to ignore the Honor Requirements of a class of Personalities (Reference 03,
Honor Requirement behaviour; Costs and restrictions / Restrictions: an Honor Requirement is a
restriction; issue 13, h28adv3 N11): "You may ignore Honor Requirements when bringing Unaligned
Human Personalities or Toturi's Army Personalities into play." (Toturi's Army), "... when
bringing Shadowlands Personalities into play." (The Kitsu Tombs), "You ignore Honor Requirements
when bringing Phoenix Clan Shugenja into play." (City of Blood); and "Your Ronin cards enter
play for 1 less Gold and ignoring Honor Requirements." (Palace of the Breaking Dawn; its class:
its controller's cards with the keyword, ``solver.keyword_entering.entering_ignoring_keyword``;
its Gold part is ``solver.in_play_reductions``', h38adv2 F2).

Read exactly, for a card in play whose effects the state does not state itself: "You" is its
controller; each class ("A or B") is read as a target phrase names cards (``plain_phrase``:
"Unaligned Human Personalities" are Personalities with no Clan alignment and without the
Nonhuman keyword, README), or as one keyword written with a possessive ("Toturi's Army"). When
its controller brings into play a card of one of the classes, its Honor Requirement is ignored;
another card's, or another player's, is untouched. Whether a card is outside every class is
certain only when each class is read and no unread sentence of a card of the state may give
the card a keyword or a Clan alignment (``solver.play_keyword_scope.may_be_given``); otherwise
the sentence keeps its doubt.
"""

from __future__ import annotations

from typing import Literal

from model.cards import CardDef, CardType
from model.cardtext.targets import plain_phrase
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.selectors import Selector
from model.state import View
from solver.keyword_entering import entering_ignoring_keyword
from solver.play_keyword_scope import may_be_given

__all__ = ["honor_permission", "honor_requirement_waived"]

_PERMISSION = lazy_regex(
    r"You (?:may )?ignore Honor Requirements when bringing (?P<classes>[\w' ]+?) into play\.?"
)
#: "Toturi's Army": one keyword written with a possessive (no target grammar reads it)
_POSSESSIVE = lazy_regex(r"(?P<kw>[A-Z][a-z]+'s [A-Z][a-z]+) (?:Personalities|Personality)")
_SINGULAR = {"Personalities": "Personality", "cards": "card", "Shugenja": "Shugenja"}

Fit = Literal["in", "out", "unsure"]


def _classes(said: str) -> list[Selector | None] | None:
    """The classes of the permission ``said`` (None: a class not read), or None when ``said``
    is no such permission."""
    if (kw := entering_ignoring_keyword(said)) is not None:
        return [Selector(keyword=(kw,))]
    m = _PERMISSION.fullmatch(said.strip())
    if m is None:
        return None
    found: list[Selector | None] = []
    for part in m["classes"].split(" or "):
        if (p := _POSSESSIVE.fullmatch(part)) is not None:
            kw = p["kw"].lower()
            found.append(Selector(type=(CardType.PERSONALITY,), keyword=(kw,)))
            continue
        words = part.split()
        words[-1] = _SINGULAR.get(words[-1], words[-1])
        phrase = plain_phrase(" ".join(words))
        found.append(phrase.select if phrase is not None and _plain(phrase.select) else None)
    return found


def _plain(sel: Selector) -> bool:
    """Does ``sel`` ask only a card type, keywords and a Clan alignment (wherever the card is)?"""
    asked = Selector(
        type=sel.type,
        keyword=sel.keyword,
        any_keyword=sel.any_keyword,
        not_keyword=sel.not_keyword,
        clan=sel.clan,
        unaligned=sel.unaligned,
    )
    return sel == asked


def _fits(view: View, card: str, sel: Selector) -> bool:
    """Is ``card`` (wherever it is: a province, a hand) of the class ``sel`` (``_plain``), by
    its type, keywords (printed and the state's) and Clan alignment?"""
    d = view.definition(card)
    kws = view.keywords(card)
    if sel.type and d.type not in sel.type:
        return False
    if any(k not in kws for k in sel.keyword) or any(k in kws for k in sel.not_keyword):
        return False
    if sel.any_keyword and not any(k in kws for k in sel.any_keyword):
        return False
    if sel.clan is not None and sel.clan not in d.clan and f"{sel.clan} clan" not in kws:
        return False
    aligned = bool(d.clan) or any(k in CLANS or k.endswith(" clan") for k in kws)
    return sel.unaligned is None or aligned != sel.unaligned


def _class_words(sel: Selector) -> list[str]:
    """The keywords and Clan a class asks ("unaligned": any Clan alignment)."""
    words = [*sel.keyword, *sel.any_keyword, *sel.not_keyword]
    words += [sel.clan] if sel.clan else []
    words += ["unaligned"] if sel.unaligned is not None else []
    return words


def honor_permission(view: View, player: str, said: str, card: str | None) -> Fit | None:
    """Whether the card ``card`` (its id in the state) is "in" a class of the permission
    ``said`` (read: the Honor Requirement is ignored), certainly "out" of all, or "unsure";
    None when ``said`` is not such a permission."""
    classes = _classes(said)
    if classes is None:
        return None
    if card is None:
        return "unsure"
    read = [c for c in classes if c is not None]
    if any(_fits(view, card, sel) for sel in read):
        return "in"
    if len(read) < len(classes):
        return "unsure"
    words = [w for sel in read for w in _class_words(sel)]
    return "unsure" if any(may_be_given(view, w, card) for w in words) else "out"


def honor_requirement_waived(
    view: View, player: str, definition: CardDef, card: str | None
) -> bool:
    """Does a card in play that ``player`` controls (its effects not stated by the state) let
    him ignore the Honor Requirement of ``card`` (``definition``) he brings into play?"""
    if card is None or definition.type is not CardType.PERSONALITY:
        return False
    stated = {e.source for e in view.state.effects if e.source is not None}
    return any(
        honor_permission(view, player, said, card) == "in"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and inst.id not in stated
        for said in view.definition(inst.id).grants_unread
    )
