"""A one-copy restriction read as the Singular-like test it is (Costs and restrictions /
Restrictions; Reference 03): "You may only have one copy of Counting House in play." — a card
of that title may not enter play under a player who already controls one in play (titles
compare without the subtitle, as for Unique and Singular), and enters when he controls none
(h26adv1 N5: the card's own Recruit was doubted). ``solver.entering.restriction_problem``."""

from __future__ import annotations

from typing import cast

from model.cards import CardDef
from model.state import View
from solver.copy_scope import copy_title
from solver.verdict import Verdict

__all__ = ["copies_untouched", "copy_limit_problem", "read_copy_limit"]


def _title(title: str) -> str:
    return title.split(" • ", 1)[0].split(", ", 1)[0].strip().casefold()


def read_copy_limit(said: str, title: str) -> bool:
    """Is ``said`` a one-copy restriction on the title ``title`` (read here)?"""
    return copy_title(said) == _title(title)


def copy_limit_problem(view: View, player: str, definition: CardDef) -> str | None:
    """Why ``definition`` may not enter play under ``player`` by a one-copy restriction (its own
    or a card's in play), or None."""
    memo = view.memo("copy_limit.in_play")  # the sentences of cards in play: once per View
    if "said" not in memo:
        memo["said"] = tuple(
            t for c in view.state.cards if c.in_play for t in view.definition(c.id).actions_unread
        )
    said = [*definition.actions_unread, *cast("tuple[str, ...]", memo["said"])]
    if not any(read_copy_limit(t, definition.title) for t in said):
        return None
    key = _title(definition.title)
    for c in view.state.cards:
        if c.in_play and c.controlled_by == player and _title(view.definition(c.id).title) == key:
            return f"you may only have one copy of {definition.title} in play ({c.id})"
    return None


def copies_untouched(view: View, verdict: Verdict) -> bool:
    """Can a one-copy restriction not turn this action's verdict? It only forbids (so never an
    illegal one); nor a legal one whose card brought was checked as entering play (its title's
    restriction read by ``copy_limit_problem``) and that creates no card (h26adv1 F5)."""
    if verdict.status == "illegal":
        return True
    w, i = verdict.witness, verdict.ability
    abilities = view.definition(verdict.card).abilities
    ab = abilities[i] if isinstance(i, int) and 0 <= i < len(abilities) else None
    return w is not None and w.brought is not None and ab is not None and not ab.creates
