"""An unread sentence about the cards of one named unit ("Sisya's Naga followers have +1F and
+1 Rangd Attack strength.", "All other Naga cards in the Naga Warlord's unit have +1F.") changes
those cards alone (Reference 04: a change changes the cards it names; Reference 03: a unit is a
Personality and the cards attached to him), their stats and the attacks they perform
(``solver.named_unit_scope.named_unit_cards``: the cards it may reach). It can't turn a legal
verdict of an action whose card and its bearer are not among them, whose witness chooses none
of them, that brings no card into play and reads no unit's or army's total (h44adv3 W7: Horse
Archers' Ranged 4 Attack against Khumti)."""

from __future__ import annotations

from model.abilities import Ability, BringIntoPlay
from model.common import nested
from model.selectors import Condition, Relation
from model.state import View
from solver.named_unit_scope import named_unit_cards
from solver.verdict import Verdict

__all__ = ["unit_sentence_spares"]


def _reads_totals(ab: Ability) -> bool:
    """Does ``ab`` bring a card, or read an army or a unit's total?"""
    if ab.creates:
        return True
    for obj in nested(ab):
        if isinstance(obj, BringIntoPlay):
            return True
        if isinstance(obj, Condition) and obj.army is not None:
            return True
        if isinstance(obj, Relation) and "total" in obj.text:
            return True
        if isinstance(obj, str) and "total" in obj:
            return True
    return False


def unit_sentence_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (of ``source``, in play), read as the module says, not turn ``verdict``?"""
    if ab is None or verdict.status != "legal" or verdict.witness is None:
        return False
    reach = named_unit_cards(view, source, said)
    if reach is None or card in reach or view.unit_head(card) in reach:
        return False
    assert verdict.witness is not None
    if any(c in reach for ids in verdict.witness.targets.values() for c in ids):
        return False
    return not _reads_totals(ab)
