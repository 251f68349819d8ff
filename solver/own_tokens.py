"""A clause of an action that applies only while its own card has (or has no) tokens of a
kind ("Target a Personality at any location; if Natsuki has no Training tokens, the target must
have assigned to this battlefield." — Daidoji Natsuki): the state lists each card's ``tokens``
(README, State files), so where the condition fails the clause restricts nothing and the action
is read without it (Abilities and actions / B: the target phrase read is the whole restriction
left); where it holds, the clause stays unread (``unknown``), as before (h30adv3 N1).

Fail closed: only one unread paragraph, one such clause ending its sentence, naming its own
card (a word of its title, "this card", "this Personality"); the rest must then be read in full
by the same importer, else the ability is kept as it was."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext import import_text
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["with_own_tokens"]

_CLAUSE = lazy_regex(
    r";\s*if (?P<who>this card|this Personality|[A-Z][\w'-]*) has (?P<neg>no|any|an?) "
    r"(?P<kind>[A-Z][\w-]*) tokens?, (?P<clause>[^.;:()]+)\.",
)


def with_own_tokens(view: View, card: str, ab: Ability) -> Ability:
    """``ab`` read without its one clause on its own card's tokens where the state says the
    clause's condition fails; else ``ab`` itself."""
    if len(ab.not_understood) != 1 or ab.lenient is not None or not view.has(card):
        return ab
    said = ab.not_understood[0]
    found = list(_CLAUSE.finditer(said))
    if len(found) != 1:
        return ab
    m = found[0]
    d = view.definition(card)
    who = m.group("who")
    if not who.startswith("this ") and who not in re.split(r"[\s,•'-]+", d.title):
        return ab  # another card's name
    kind = m.group("kind").lower()
    has = any(t.strip().lower().removesuffix(" token") == kind for t in view.card(card).tokens)
    holds = not has if m.group("neg") == "no" else has
    if holds:
        return ab  # the clause applies: it stays unread
    rewritten = said[: m.start()] + "." + said[m.end() :]
    read = import_text(rewritten, title=d.title, card_type=d.type, keywords=d.keywords).abilities
    if len(read) != 1:
        return ab
    new = read[0]
    if new.not_understood or new.lenient is not None or new.designators != ab.designators:
        return ab
    return new
