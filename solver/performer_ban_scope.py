"""A card's own ban on what it performs ("May not perform Iaijutsu or Political actions.",
Chiisai; "<Name> may not perform ..."): FAQ, What performs an action?: Personalities and
Followers perform the actions printed on them, those on their attachments, and those where they
are targeted between the two colons; "Nobody performs an action if it targets only as an effect
... or doesn't target." So such a sentence, not read, can't touch another card's action that is
not on one of its attachments and targets nothing in its constraints block (h30rm3: Fruitless
Search doubted by Chiisai)."""

from __future__ import annotations

from model.abilities import Ability, Block
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["performer_ban_spares"]

#: "May not perform Iaijutsu or Political actions.", "Chiisai cannot perform Kiho actions."
_BAN = lazy_regex(
    r"^(?:(?:This Personality|This Follower|He|She|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) )?"
    r"(?:[Mm]ay not|[Cc]annot|[Cc]an't|[Ww]ill not) perform\b[^.]*\.?$"
)


def performer_ban_spares(view: View, source: str, said: str, card: str, ab: Ability | None) -> bool:
    """Can the ban ``said`` (a trait of ``source``, in play) not touch action ``ab`` of
    ``card``: ``source`` can't perform it (see the module)? False for any other sentence."""
    if ab is None or _BAN.fullmatch(said.strip()) is None:
        return False
    if card == source or view.card(card).attached_to == source:
        return False  # its own actions, its attachments' (FAQ)
    # a performer named in the effects ("Target your performing Monk ...") may be chosen (the
    # strict reading, Abilities and actions / B): kept too
    return not any(t.block is Block.CONSTRAINTS or t.performer for t in ab.all_target_specs())
