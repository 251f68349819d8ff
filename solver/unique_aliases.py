"""A card in play "considered <Title> for deck construction and checking the Unique
restriction" (Ambition: "This Item is considered The Broken Sword of the Scorpion for ...";
the Shiryo Ancestors: "This Ancestor is considered Matsu Tsuko for ..."): the Unique rule
(Costs and restrictions / Restrictions; README "Unique / Singular": no second card of the same
title under your control) may then count it as a card of that title. Not read: while such a
card is in play, the entering of a card of that title (its Recruit, Equip or an effect bringing
it) is ``unknown`` naming the sentence, never a silent legal (h28adv3 F2). The card's own
entering is doubted by its own sentence (``CardDef.entering_unread``)."""

from __future__ import annotations

import re
from typing import cast

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.state import View
from solver.entering import base_title
from solver.experienced_overlay import OVERLAY_WORDS, card_level, same_level

__all__ = ["overlay_doubts", "unique_aliases"]

_ALIAS = lazy_regex(
    r"\bis considered (?P<title>.+?) for (?:deck construction and )?checking the Unique "
    r"restriction\b",
    re.IGNORECASE,
)


def unique_aliases(view: View, player: str, definition: CardDef) -> list[str]:
    """The sentences of cards ``player`` controls in play that make them a card of the title of
    ``definition`` (the card entering play) for the Unique rule, as "Title (id): sentence"."""
    mine = base_title(definition.title).casefold()
    return [shown for title, shown in _aliases(view, player) if title == mine] + overlay_doubts(
        view, player, definition
    )


def _aliases(view: View, player: str) -> tuple[tuple[str, str], ...]:
    """(the title considered, casefolded; "Title (id): sentence") of each such sentence of a card
    ``player`` controls in play, in state order; once per View (the state is frozen)."""
    memo = view.memo("unique_aliases")
    found = memo.get(player)
    if found is None:
        found = memo[player] = tuple(
            (base_title(m.group("title")).casefold(), f"{d.title} ({inst.id}): {said}")
            for inst in view.state.cards
            if inst.in_play and inst.controlled_by == player
            for d in (view.definition(inst.id),)
            for said in d.entering_unread
            if (m := _ALIAS.search(said)) is not None
        )
    return cast("tuple[tuple[str, str], ...]", found)


def overlay_doubts(view: View, player: str, definition: CardDef) -> list[str]:
    """For a Unique or Singular ``definition``, the cards ``player`` controls in play of its
    title at another experience level only (none at its own: that refusal is certain), as
    "Title (id): <the missing rules>" (``solver.experienced_overlay``). For a card neither
    Unique nor Singular, each Unique or Singular card of its title ``player`` controls in play
    at another level: the rules files do not say whether a copy of another level may join it
    (h44adv4 W4: Tamahime beside Tamahime • Experienced)."""
    mine = base_title(definition.title).casefold()
    same = [
        inst.id
        for inst in view.state.cards
        if inst.in_play
        and inst.controlled_by == player
        and base_title(view.definition(inst.id).title).casefold() == mine
    ]
    if not (definition.unique or definition.singular):
        return _plain_beside(view, definition, same)
    if not same or any(same_level(view.definition(c), definition) for c in same):
        return []
    rule = "Unique" if definition.unique else "Singular"
    entering = card_level(definition) or "not experienced"
    return [
        f"{view.card(cid).title} ({cid}): {OVERLAY_WORDS} (Reference 02 counts experience "
        f"levels apart for deck construction only): whether a {rule} card of its title at "
        f"another experience level ({entering}) may enter play beside it, or over it, is not "
        "settled"
        for cid in same
    ]


def _plain_beside(view: View, definition: CardDef, same: list[str]) -> list[str]:
    """The Unique or Singular cards of ``same`` (of the title of ``definition``, which is
    neither) at another experience level, as "Title (id): <the missing rules>"."""
    entering = card_level(definition) or "not experienced"
    return [
        f"{view.card(cid).title} ({cid}): {OVERLAY_WORDS} (Reference 02 counts experience "
        f"levels apart for deck construction only): whether a card of its title at another "
        f"experience level ({entering}) may enter play beside a "
        f"{'Unique' if d.unique else 'Singular'} one, or over it, is not settled"
        for cid in same
        for d in (view.definition(cid),)
        if (d.unique or d.singular) and not same_level(d, definition)
    ]
