"""A partly read action whose required targets, read before the first clause not read, can't
be chosen now: illegal whatever the rest says (``Ability.read_part``).

Abilities and actions / A. Announce the action, Good Faith Rule, and B. Required targeting: the
required targets are chosen on announcement; with no legal choice the action can't be
announced. The importer keeps the part read only when no word not read may widen, replace or
excuse those targets (``model.cardtext.partial_targets``); the check here asks the weakest
thing of them (no cost, no restriction: those may be changed by the text not read).
"""

from __future__ import annotations

from model.abilities import Ability
from model.cardtext import import_text
from model.cardtext.performer_block_clause import performer_block_part
from model.cardtext.performer_clause import performer_part
from model.cardtext.performer_copy_clause import copy_clause_performer
from model.cardtext.performer_to_clause import performer_to_part
from model.state import View
from solver.keyword_targets import refused_targets
from solver.title_targets import title_target_missing


def unread_targets_fail(
    view: View, player: str, card: str, ab: Ability
) -> tuple[str, list[str]] | None:
    """Why the required targets of the part read of ``ab`` can't be chosen now, with the
    slot's candidates (cards to show), or None (none read, or they can be chosen)."""
    if (named := title_target_missing(view, card, ab)) is not None:  # h40adv2 N5
        return named
    part = ab.read_part or _performers(view, card, ab)
    if part is None:
        return None
    note = "the targets of the part of its text read, which nothing not read can widen"
    return refused_targets(view, player, card, part, note)


def _performers(view: View, card: str, ab: Ability) -> Ability | None:
    """The performers of ``ab``'s constraints block read alone, when it is not read whole
    (``model.cardtext.performer_clause``: "Choose your performing unbowed Duelist and target
    one or two Personalities whose total Chi ...", Final Confrontation; h38adv2 N2)."""
    if not ab.timing_understood or len(ab.not_understood) != 1:
        return None
    d = view.definition(card)

    def read(text: str) -> Ability | None:
        got = import_text(text, title=d.title, card_type=d.type, keywords=d.keywords)
        whole = got.paragraphs[0] if len(got.paragraphs) == 1 else None
        return whole.ability if whole is not None and whole.full else None

    text = ab.not_understood[0]
    return (
        performer_part(text, read)
        or copy_clause_performer(text, read)  # "... who has not performed a copy of this action"
        or performer_to_part(text, read)  # "Target your performing X to ..." (h40adv4 N1)
        or performer_block_part(text, read)  # "Choose your performing X: ..." (h42adv4 U1)
    )


__all__ = ["unread_targets_fail"]
