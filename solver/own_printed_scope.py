"""A trait sentence of a card in play about that card's own printed ability or attack, not read
("Miiko's printed :ranged: has +1 strength for each face-up card in your hand.", Shosuro Miiko;
"Keisuke's printed ability has Tireless while you control a Terrain ...", Kaiu Keisuke): it
changes that one ability of that card (Reference 04: a card's printed abilities are its own;
"printed" names the ability its text prints), never an action of another card, so it spares
every other card's actions (``solver.traits_in_play``). Read whole: one sentence whose subject
is the card's own printed ability or attack ("<a name in its title>'s", "This card's", "This
<its type>'s"; "his"/"her" on a Personality: his own), with no second clause; a leading
condition ("While O-Win is opposing ..., his printed ability is ...", Hida O-Win) only says
when, and an "and" may add a predicate of the same ability ("... is Unstoppable and its Fear
has +1 strength"), never another subject."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["own_printed_spares"]

_SENTENCE = lazy_regex(
    r"^(?:(?P<who>This [A-Z]?[a-z]+|(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)?)'s"
    r"|(?P<pron>his|her)) printed "
    r"(?:abilit(?:y|ies)|:ranged:|:melee:|:fear:|(?:Ranged|Melee) Attack|Fear(?: effect)?) "
    r"(?:has|have|is|are|gets?)\b[^.;:\"]*\.?$",
    re.IGNORECASE,
)
#: A leading condition: when the sentence holds, not what it changes.
_WHILE = lazy_regex(r"^(?:While|As long as|If) [^,;:.]+, ", re.IGNORECASE)
#: What may follow an "and": a predicate of the same printed ability, or of its attack.
_SAME = lazy_regex(
    r"^(?:(?:its|their) (?::ranged:|:melee:|:fear:|(?:Ranged|Melee) Attack|Fear(?: effect)?) )?"
    r"(?:has|have|is|are|gets?)\b",
    re.IGNORECASE,
)


def own_printed_spares(view: View, source: str, said: str, card: str) -> bool:
    """Is ``said`` (of ``source``, in play) such a sentence, and ``card`` another card?"""
    if card == source:
        return False
    text = _WHILE.sub("", said.strip(), count=1)
    m = _SENTENCE.fullmatch(text)
    if m is None or not all(_SAME.match(part) for part in re.split(r"\band ", text)[1:]):
        return False
    if m["pron"] is not None:
        return view.type_of(source).value == "personality"
    who = m["who"]
    if who.lower().startswith("this "):
        noun = who.split(" ", 1)[1].lower()
        return noun == "card" or noun == view.type_of(source).value
    title = view.definition(source).title
    return re.search(rf"(?<![\w'-]){re.escape(who)}(?![\w'-])", title) is not None
