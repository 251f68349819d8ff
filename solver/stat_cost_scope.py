"""An unread stat sentence against a stat cost of the action's own card or bearer (Costs and
restrictions: "the explicit value of the stat must change by the full stated amount";
Reference 04: a bonus raises a stat, a penalty lowers it, and changes the cards it names
alone). "Battle: Give this Shugenja -2F: Ranged 6 Attack." (Mara's Touch) is paid by its
bearer alone:

- a sentence that can't change the payer can't turn the answer either way (h36adv3 A6: Ouma-
  Jirushi's "While opposed, this Personality has +1PH ..." on another player's Personality);
- a sentence that only raises the payer's stat keeps a payable lowering cost payable (A11:
  Pearl of Rage's "+1F for each Pearl card" on the Shugenja paying -2F), one that only lowers
  it keeps an unpayable one unpayable.

Read whole or not at all: an ability with no other stat test (no target comparison, no
condition, no superlative, no Gold equal to a stat, no card brought); its stat costs all of
its own card or bearer; an illegal answer refused by that cost alone."""

from __future__ import annotations

from model.abilities import Ability, BringIntoPlay, GoldFrom, StatChange, TargetSpec
from model.common import nested
from model.selectors import BEARER, SOURCE, Condition, Selector
from model.state import View
from solver.stat_direction_scope import stat_direction
from solver.verdict import Verdict

__all__ = ["stat_cost_spares"]

_COMPARED = frozenset({"stat", "stat:force", "stat:chi", "stat:personal_honor"})


def _payer(view: View, card: str, ab: Ability) -> str | None:
    """The card paying the ability's stat costs, None when not this reading."""
    changes: list[StatChange] = []
    for obj in nested(ab):
        if isinstance(obj, GoldFrom | BringIntoPlay):
            return None
        if isinstance(obj, Selector) and (obj.extreme is not None or obj.controller_controls):
            return None
        if isinstance(obj, Condition) and (obj.where or obj.none_of):
            return None
        if isinstance(obj, TargetSpec) and (obj.where or obj.where_when):
            return None
        if isinstance(obj, StatChange):
            changes.append(obj)
    payers = {
        card if c.subject == SOURCE else view.unit_head(card) if c.subject == BEARER else None
        for c in changes
    }
    if len(payers) != 1 or None in payers or any(c.amount >= 0 for c in changes):
        return None
    return payers.pop()


def stat_cost_spares(
    view: View,
    card: str | None,
    ab: Ability | None,
    verdict: Verdict,
    only: frozenset[str] | None,
    said: str,
    kinds: frozenset[str],
) -> bool:
    """Can ``said`` (changing only the cards ``only``) not turn ``verdict`` of ``card``'s
    ability ``ab`` (see the module)?"""
    if card is None or ab is None or not only or not view.card(card).in_play:
        return False
    if not kinds <= _COMPARED:
        return False  # a keyword, a Clan, a Gold stat: more than the cost
    read = stat_direction(said)
    if "stat:chi" in kinds and (read is None or read[1] != 1):
        return False  # a lower Chi may destroy a Personality (Reference 04)
    payer = _payer(view, card, ab)
    if payer is None:
        return False
    if verdict.status == "illegal":
        if not verdict.details or any(d.code != "cost" for d in verdict.details):
            return False
        if not all("can't lose" in d.text for d in verdict.details):
            return False
    elif verdict.status != "legal" or verdict.witness is None:
        return False
    if payer not in only:
        return True
    if read is None:
        return False
    want = 1 if verdict.status == "legal" else -1  # raising keeps a payable lowering payable
    return read[1] == want
