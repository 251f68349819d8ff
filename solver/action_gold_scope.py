"""Which Gold text not understood can't pay an action's own Gold cost (Costs and restrictions /
Gold production; FAQ: paying for Farmlands' action is not paying for a Follower).

Text about paying for a card entering play ("When paying for a Follower, it enters play for 3
less Gold", "Produce 3 Gold, which may only pay for a Follower", "Fortifications enter play for
you for 4 less Gold", "Tsuru attaches Followers for 2 less Gold.") can't lower or pay an
action's own Gold cost, so its card leaves that shortfall ``illegal``. Two things it must not
hide (h30adv2 F2, F8):

- a Stronghold whose Gold Production stat the export lacks: it produces that stat by bowing,
  for any cost (Reference 03), whatever its other Gold text says (Shiro no Yojin's "When your
  Stronghold is paying for a Follower or Item, it produces 2 additional Gold ...");
- text that only mentions a card entering play or a Recruit or Equip in another role: "After a
  Spell enters play from your hand, permanently give this Holding +1 Gold Production" (a
  trigger, not a price), "a non-Equip, non-Recruit action" or "an action that Equips ..." (an
  action's own cost): those stay doubts.
"""

from __future__ import annotations

import re

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.oracle.production_sure import MISSING_STAT
from model.state import View

#: Paying for a card, or a card entering play, Recruited or Equipped (never "non-Recruit").
_FOR_A_CARD = lazy_regex(
    r"\bpay(?:ing)? for (?:an? |your )?(?:Personalit|Follower|Item|Spell|Holding|Region|attachment)"
    r"|\benters? play\b|(?<!non-)\brecruit|(?<!non-)\bequip"
    # "Tsuru attaches Followers for 2 less Gold.": the price of a card attaching to him
    r"|\battach(?:es)? (?:Followers|Items|Spells)\b",
    re.IGNORECASE,
)
#: An action's own cost ("a non-Equip, non-Recruit action", "an action that Equips").
_ACTION = lazy_regex(r"\baction\b", re.IGNORECASE)
#: A card entering play as the trigger of Gold made or a Gold Production changed ("After a
#: Spell enters play from your hand, permanently give this Holding +1 Gold Production").
_TRIGGER = lazy_regex(r"\b(?:after|before)\b[^,:;]*\benters? play\b", re.IGNORECASE)
_GOLD_MADE = lazy_regex(r"\bgold production\b|\d*gp\b|\bproduc", re.IGNORECASE)


def only_for_a_card(entry: str) -> bool:
    """Is ``entry`` ("Title (id): text") Gold text that only pays for, or changes the price
    of, a card entering play, so that an action's own Gold cost can't use it?"""
    if MISSING_STAT in entry or _ACTION.search(entry):
        return False
    if _TRIGGER.search(entry) and _GOLD_MADE.search(entry):
        return False
    return _FOR_A_CARD.search(entry) is not None


def action_gold_unread(view: View, player: str, unread: list[str]) -> list[str]:
    """``unread`` (entries "Title (id): text", ``solver.production.unread_producers``) that may
    pay or lower an action's own Gold cost: the rest, plus each unbowed Stronghold ``player``
    controls whose Gold Production stat the export lacks, first."""
    kept = [u for u in unread if not only_for_a_card(u)]
    missing = [
        f"{d.title} ({inst.id}): {MISSING_STAT}"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and not inst.bowed
        for d in (view.definition(inst.id),)
        if d.type is CardType.STRONGHOLD and view.stat(inst.id, Stat.GOLD_PRODUCTION) is None
    ]
    return [*missing, *(u for u in kept if u not in missing)]
