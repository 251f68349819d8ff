"""A card's own "This Follower is also considered a Spell." (Okui; Reference 03: Spells attach
only to Shugenja, a rule about Spells) read on the state: the entering reader makes its hosts
Shugenja (``model.oracle.entering``, ``AttachRules.only_to``), which settles the one rule about
Spells its Equip meets. What else being a Spell changes — a card's text naming Spells (a cost
change, Gold only for Spells, a host that takes no Spells, "You may only ... Equip Spells that
are Fire"), or a stated effect on Spells — is not read: while any card of the state other than
it has text or a read rule naming Spells, or a stated effect names them, the sentence stays a
doubt (h30enter; h29traits)."""

from __future__ import annotations

import dataclasses
import re

from model.lazy_regex import lazy_regex
from model.oracle.entering import ALSO_SPELL_WORDS
from model.state import View

__all__ = ["also_spell_read"]

_ALSO_SPELL = lazy_regex(rf"^{ALSO_SPELL_WORDS}\.?$", re.IGNORECASE)
_SPELL = lazy_regex(r"\bspells?\b", re.IGNORECASE)
#: a card's fields that name no rule on other cards (its own name, type and keywords; its
#: actions, used only when taken)
_ASIDE = frozenset({"title", "type", "keywords", "clan", "abilities", "provenance", "unique"})


def _names_spells(view: View, card: str) -> bool:
    """Does a card of the state (``card`` aside) or a stated effect name Spells?"""
    memo = view.memo("also_spell")
    if card not in memo:
        title = view.definition(card).title
        found = any(_SPELL.search(repr(e)) for e in view.state.effects) or any(
            _SPELL.search(repr(getattr(d, f.name)))
            for inst in view.state.cards
            if inst.id != card
            for d in (view.definition(inst.id),)
            if d.title != title
            for f in dataclasses.fields(d)
            if f.name not in _ASIDE
        )
        memo[card] = found
    found_ = memo[card]
    assert isinstance(found_, bool)
    return found_


def also_spell_read(view: View, said: str, title: str) -> bool:
    """Is ``said`` a card's own "... is also considered a Spell." read whole on this state (its
    Shugenja hosts read, nothing else naming Spells)?"""
    if _ALSO_SPELL.fullmatch(said.strip()) is None:
        return False
    cards = [c.id for c in view.state.cards if view.definition(c.id).title == title]
    return bool(cards) and not _names_spells(view, cards[0])
