"""A card's own stat change "while opposed by <cards>", with or without "or (while) facing one
in a duel" ("Osema has +2F/+2C while opposed by any Human Personalities with 0 Personal Honor,
or while facing one in a duel.", Shinjo Osema; "... has +1F/+1C while opposed by a Crab Clan
Personality or facing one in a duel."; "Uji has +2F while opposed by a Shadowlands card."):
no change while the state settles its condition false (Effects: a continuous effect applies
while its condition is met; Reference 05, Side / Battlefield):

- opposed by: no enemy card opposing the card (``View.opposing``) is of the cards the noun
  phrase names, read by the target grammar (``model.cardtext.targets.whole_phrase``: type,
  keywords, Clan, and "with N <stat>"), each card's facts settled: no other card in play has a
  trait sentence not read that may give a card a keyword, Clan or stat (then the doubt stays);
- facing one in a duel: no trigger or event is pending, so no effect is resolving and no duel
  exists (Effects, EXCEPTION 4: a duel comes from the effect that created it).

Anything else of the sentence ("if she has no Change tokens", "whose controller", "or while
attacking ...") keeps the doubt."""

from __future__ import annotations

import re
from dataclasses import replace

from model.cards import CardType
from model.cardtext.targets import whole_phrase
from model.common import Stat
from model.evaluate import matches_unary
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector
from model.state import View

__all__ = ["off_while_opposed_by"]

_SHAPE = lazy_regex(
    r"^(?P<who>This Personality|[A-Z][\w'-]+) has [+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))? "
    r"while opposed by (?P<art>a|an|any|one or more) (?P<np>[A-Za-z' -]+?|[A-Za-z' -]+? with "
    r"\d+ (?:Personal Honor|Force|Chi))(?P<duel>,? or (?:while )?facing one in a duel)?\.?$"
)
#: a comparison the grammar reads from "with N <stat>"
_WHERE = lazy_regex(r"^\{slot\}\.(?P<stat>personal_honor|force|chi) == (?P<n>\d+)$")


def _selector(np: str, title: str) -> tuple[Selector, list[tuple[Stat, int]]] | None:
    """The cards ``np`` names, with its "with N <stat>" tests; None when not read whole."""
    plural = np.split(" with ")[0].endswith("s")
    probe = f"target one of your {np}" if plural else f"target a {np}"
    phrase = whole_phrase(probe, title, CardType.PERSONALITY)
    if phrase is None or isinstance(phrase, str):
        return None
    sel = phrase.select
    if (
        phrase.performer
        or phrase.either
        or phrase.lenient_select is not None
        or sel.other_than
        or sel.location is not None
        or sel.any_of
    ):
        return None
    tests: list[tuple[Stat, int]] = []
    for w in phrase.where:
        m = _WHERE.match(w)
        if m is None:
            return None
        tests.append((Stat(m["stat"]), int(m["n"])))
    return replace(sel, controller=Controller.ANY), tests


def _others_unread(view: View, card: str) -> bool:
    """Has another card in play a trait sentence not read that may give a card a keyword, a
    Clan or a stat (``CardDef.qualities_unread``)?"""
    return any(
        inst.in_play and inst.id != card and view.definition(inst.id).qualities_unread
        for inst in view.state.cards
    )


def off_while_opposed_by(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) such a change whose condition the state
    settles false (see the module)?"""
    m = _SHAPE.match(said.strip())
    if m is None:
        return False
    title = view.definition(card).title
    words = {w for w in re.split(r"[\s•,]+", title) if len(w) > 2}
    if m["who"] != "This Personality" and m["who"] not in words:
        return False  # another card's name
    if view.type_of(card) is not CardType.PERSONALITY:
        return False
    state = view.state
    if m["duel"] and (state.trigger is not None or state.event is not None):
        return False  # an effect may be resolving: a duel may be under way
    opposing = [c.id for c in state.cards if c.in_play and view.opposing(card, c.id)]
    if not opposing:
        return True
    read = _selector(m["np"], title)
    if read is None or _others_unread(view, card):
        return False
    sel, tests = read
    player = view.card(card).controlled_by or ""
    for c in opposing:
        if matches_unary(view, player, c, sel) and all(
            view.stat(c, stat) == n for stat, n in tests
        ):
            return False  # it may be opposed by one
    return True
