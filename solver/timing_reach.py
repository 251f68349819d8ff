"""What a timing failure rests on, for a quality given to some cards only (a keyword, a stat:
``solver.traits_in_play.doubt_qualities``): a printed action's, its own card and that card's
Personality (Abilities and actions / Designators; Reference 04: Tireless is the action's own
keyword; h25adv1 F11); a rulebook play's (Recruit, a Dynasty action; Equip, an Open action:
Reference 02), the card played alone (h45fixa N4: "This Shugenja has +2F and Shadowlands." on
another card can't make a Recruit in the Action Phase timely)."""

from __future__ import annotations

from model.abilities import Ability
from model.common import CardType
from model.state import View
from solver.verdict import EQUIP, Verdict

__all__ = ["timing_rests_on"]


def timing_rests_on(
    view: View, card: str | None, ab: Ability | None, verdict: Verdict
) -> frozenset[str] | None:
    """The cards ``verdict``'s timing failure rests on (the module), or None: not a timing
    failure, or a bowed card whose action's own text relaxes that under a condition
    (``tireless_while``: "(When going second, ... Tireless)", not asked here)."""
    if card is None or verdict.status != "illegal" or not verdict.details:
        return None
    if verdict.details[0].code != "timing":
        return None
    if ab is None and verdict.ability == EQUIP:
        # an Equip's timing may also rest on its hosts: a keyword given to a Personality whose
        # rules are not in the rules files (Reserve) stays a doubt (h27adv2 F4)
        owner = view.card(card).controlled_by
        hosts = (
            c.id
            for c in view.state.cards
            if c.in_play and c.controlled_by == owner and view.type_of(c.id) == CardType.PERSONALITY
        )
        return frozenset({card, *hosts})
    if ab is None:
        return frozenset({card})  # a Recruit: its own card
    if ab.tireless_while is not None and verdict.details[0].text.endswith(" is bowed"):
        return None
    inst = view.card(card)
    return frozenset({card, view.unit_head(card)}) if inst.in_play else frozenset({card})
