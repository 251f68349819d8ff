"""What the state settles about an ability a card's traits grant (``solver.granted``).

Who: a grant "You have the ability", "Your Tacticians have", "Each of your ... Personalities
has", or to the card itself ("Zo Sia has the ability", "This Shugenja has") is its
controller's alone (Reference 05, Card Control: "Only the controller of a card may use its
abilities"); a grant to all players, the Attacker, "he" ... may be anyone's.

When: the granted ability is an ability like any other (Reference 04: "The designator tells
when the action can be taken"): when no designator of any quoted ability fits now it can't be
used, whatever else it says (``solver.keyword_timing``: the phase, the player's turn, the
Combat Segment, something pending at all). A quoted ability whose bold prefix is not read
whole, that names a keyword changing its time (Kiho, Reserve), or whose text may give it
another time (``widens_timing``) leaves the answer ``unknown``.
"""

from __future__ import annotations

import re

from model.abilities import Designator
from model.cardtext.costs_named import names_itself
from model.cardtext.timing import parse_prefix
from model.cardtext.unread_timing import widens_timing
from model.lazy_regex import lazy_regex
from model.state import View
from solver.keyword_timing import designator_fits, not_now
from solver.lasting_grants import LASTING

__all__ = ["controller_only", "granted_timing", "quoted_designators"]

#: the grant goes to the card's controller only: "You have", "Your Tacticians have", "Each of
#: your ... Personalities has", "This Shugenja has" (after a "While ...," / "Invest :g4::" /
#: "Compassion:")
_YOURS = lazy_regex(
    r"^(?:(?:While|If) [^,]+, |[A-Z][a-z]+(?: :[a-z0-9]+:)?: )?"
    r"(?:You have\b|Your\b|Each of your\b|each of your\b|This (?:Personality|Shugenja)\b)"
)
#: the same after a lasting grant's trigger and duration ("After ..., until ..., you have":
#: ``solver.lasting_grants``)
_LASTING_YOURS = re.compile(r"(?:you have|your|each of your)\b", re.IGNORECASE)
#: "Compassion: Zo Sia has the ability, "...": the card named as the one that has it
_NAMED = lazy_regex(
    r"^(?:(?:While|If) [^,]+, |[A-Z][a-z]+(?: :[a-z0-9]+:)?: )?"
    r"(?P<who>[A-Z][\w' -]*?|this \w+) (?:has|gains) the abilit(?:y|ies)\b"
)
_QUOTED = lazy_regex(r"[\"“](?P<body>[^\"”]*)[\"”]")
_ICON = lazy_regex(r":[a-z\d*]+:")


def _controller_only(view: View, card: str, sentence: str) -> bool:
    """Is ``sentence`` (a grant of ``card``) its controller's alone?"""
    if _YOURS.match(sentence) and " player" not in sentence.lower():
        return True
    if (m := LASTING.match(" ".join(sentence.split()))) is not None:
        rest = " ".join(sentence.split())[m.end() :]
        return _LASTING_YOURS.match(rest) is not None and " player" not in rest.lower()
    m = _NAMED.match(sentence)
    if m is None:
        return False
    d = view.definition(card)
    who = m.group("who")
    if names_itself(who, d.title, d.type) == "source" or who.lower() == "this card":
        return True
    # "Zo Sia" of Utaku Zo Sia: a run of its title's words (Reference 04, a card may refer
    # to its own title)
    words = re.sub(r"\s*[•(].*$", "", d.title).split()
    said = who.split()
    return any(words[i : i + len(said)] == said for i in range(len(words)))


def controller_only(view: View, card: str) -> bool:
    """Does every grant of ``card`` go to its controller alone (see the module)?"""
    said = view.definition(card).grants_abilities
    return bool(said) and all(_controller_only(view, card, s) for s in said)


def quoted_designators(body: str) -> tuple[Designator, ...] | None:
    """The designators of one quoted granted ability ("Open, :: If ...", "Battle, :bow:: Bow
    ..."), or None when its bold prefix is not read whole or names a keyword of timing."""
    head, sep, _ = _ICON.sub("", re.sub(r"</?\w+>", "", body)).partition(":")
    if not sep:
        return None
    prefix = parse_prefix(head.strip().rstrip(",").strip())
    if prefix.problem is not None or prefix.timing_keywords or not prefix.designators:
        return None
    return prefix.designators


def granted_timing(view: View, player: str, card: str) -> str | None:
    """Why no ability ``card`` grants may be used by ``player`` now (every designator of every
    quoted ability fails; see the module), or None (unsettled: ``unknown``)."""
    said = view.definition(card).grants_abilities
    found: list[Designator] = []
    for sentence in said:
        bodies = [m.group("body") for m in _QUOTED.finditer(sentence)]
        if not bodies:
            return None
        for body in bodies:
            designators = quoted_designators(body)
            if designators is None or widens_timing([body]):
                return None
            if any(designator_fits(view, player, d) for d in designators):
                return None
            found.extend(d for d in designators if d not in found)
    if not found:
        return None
    return not_now(view, player, tuple(found), "the granting text")
