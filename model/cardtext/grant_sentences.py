"""Trait sentences that only grant an ability (Reference 04: a granted ability is a new action of
the card or player it is granted to, listed by ``solver.granted``; it changes no other action).

Sentences are split with each granted ability replaced by "have it." (``own_traits.GRANTED``:
the quoted ability has sentences of its own). What is left of a sentence that only grants is its
subject and "have it." ("Your Shadowlands Personalities without a printed Fear ability have
it.", "While you meet the conditions ..., your Spells at this battlefield with no Maho abilities
have it."): the words "ability" or "abilities" there name who receives the grant, not a change
to any action, so such a sentence is not a trait on actions (``pure_grant``). A sentence with
another verb ("... have +2 Gold Cost and that player have it.", "... will not enter play ...,
and its player have it.") is not a pure grant and stays as it was.

A sentence shown to the user is the printed one (``printed_sentence``): the granted ability is
put back in place of "have it."."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.lazy_regex import lazy_regex

__all__ = ["printed_sentence", "pure_grant"]

#: words that make a sentence more than a grant: another verb or a modal
_VERB = (
    r"may|can|cannot|can't|will|must|are|is|was|were|be|has|have|had|gains?|loses?|gets?|"
    r"becomes?|does|do|lacks?|counts?|ignores?|instead|only|not"
)
_PURE_GRANT = lazy_regex(
    r"(?:(?:While|If|As long as) [^,.]+, )?"
    rf"(?:(?!(?:{_VERB})\b)[\w'-]+,? ){{1,16}}have it\.",
    re.IGNORECASE,
)
#: the residue of a granted ability in a split sentence (``own_traits.GRANTED``)
_RESIDUE = "have it."


def pure_grant(said: str) -> bool:
    """Is ``said`` (a split trait sentence) an ability grant and nothing else (the module)?"""
    return _PURE_GRANT.fullmatch(said.strip()) is not None


def printed_sentence(said: str, grants: Sequence[str]) -> str:
    """``said`` as printed: when it holds the residue of a granted ability ("have it."), the
    sentence of ``grants`` (the card's granting sentences, ``CardDef.grants_abilities``) it was
    split from; else ``said``."""
    if _RESIDUE not in said:
        return said
    from model.cardtext.own_traits import GRANTED  # it reads this module

    plain = re.sub(r"\s+", " ", said).strip()
    for granting in grants:
        cut = re.sub(r"\s*\([^()]*\)", "", granting)
        if re.sub(r"\s+", " ", GRANTED.sub(_RESIDUE, cut)).strip() == plain:
            return granting
    return said
