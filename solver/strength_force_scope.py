"""An attack's strength and its target's Force, both moved by unread sentences at once
(Reference 04: a bonus or penalty changes a stat while its effect lasts, and every change in
effect applies together; ``model.cardtext.effects_attacks``: the strict reading of a Fear
effect or Melee Attack compares the target's Force with the strength when it is targeted;
h37adv3 W1, W2). "Your Crab Clan Personalities have +1F while opposed." (the Impregnable
Fortress of the Crab) and "Fear effects ... targeting your Crab Clan Personalities in Kisada's
army have -1 strength." (Hida Kisada, the Little Bear) may both reach Hiruma Itta (2F) under a
Fear 3: 2 + 1 > 3 - 1. A check of either sentence that leaves the other out is wrong, so each
asks here for the other's worst case:

- ``force_raise``: the largest raise of one card's Force by every unread flat stat sentence of
  the cards in play that may reach it (their sum: they may all apply); None when one may raise
  it by an amount not bounded ("+1F for each ...", a change of unread direction).
- ``strength_penalty``: the sum of every "-N strength" of the unread trait sentences of the
  cards in play that may reach an attack of ``ab`` on one target; a sentence read as attacks of
  some kinds on the cards of one unit ("Fear effects targeting cards in this unit have -1
  strength.": ``solver.attack_scope``) or on its controller's Personalities of a kind reaches
  only those; any other is counted. None when one is not a number ("a strength penalty equal
  to ...", "-1 strength for each ...").
"""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.qualities import quality_kinds
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.attack_scope import attack_said, may_make
from solver.conditional_stats import off_while_opposed, off_while_side
from solver.one_card_scope import sole_cards
from solver.quality_owner_scope import names_none, your_cards
from solver.stat_bound_scope import stat_bound
from solver.stat_direction_scope import stat_direction
from solver.subject_types import subject_types
from solver.token_counts import per_token_zero

__all__ = ["force_raise", "strength_penalties", "strength_penalty"]

_PENALTY = lazy_regex(r"(?<![\w+])-(\d+) strength\b", re.IGNORECASE)
_UNBOUNDED = lazy_regex(
    r"\bstrength penalty\b|-\d+ strength (?:for each|for every|per)\b|\bstrength (?:equal|is)\b"
    r"|\b(?:less|lower|reduced?) strength\b|\bstrength (?:reduced|lowered|halved)\b",
    re.IGNORECASE,
)
_KIND = r"(?:Fear effects|Melee [Aa]ttacks|Ranged [Aa]ttacks)"
#: "[Your |Other players' ]<kinds> targeting your <words> Personalities[ in X's army| at ...]
#: have -N strength.": its controller's Personalities of the subject only
_YOUR_PERSONALITIES = lazy_regex(
    rf"^(?P<whose>Your |Other players' )?(?P<kinds>{_KIND}(?:(?:,? and|,) {_KIND})*) "
    r"targeting your (?P<subject>[A-Z][\w ]*?Personalities)"
    r"(?: (?:in [A-Z][\w-]+'s army|at [\w ]+))? have -\d+ strength\.?$"
)
_ATTACK_KINDS = ("fear", "melee", "ranged")


def _stated(view: View) -> frozenset[str]:
    """The cards whose effects the state states itself (their text is not doubted)."""
    return frozenset(e.source for e in view.state.effects if e.source)


def force_raise(view: View, card: str) -> int | None:
    """The largest raise of ``card``'s Force by every unread flat stat sentence of the cards in
    play that may reach it, together (None: one not bounded; see the module)."""
    in_play = [c for c in view.state.cards if c.in_play]
    stated = _stated(view)
    total = 0
    for inst in in_play:
        if inst.id in stated:
            continue
        for said in view.definition(inst.id).qualities_unread:
            kinds = quality_kinds(said)
            named = {k.removeprefix("stat:") for k in kinds if k.startswith("stat:")}
            if "stat" not in kinds or (named and "force" not in named):
                continue
            only = sole_cards(view, inst.id, said) or your_cards(view, inst.id, said)
            if only is not None and card not in only:
                continue
            if (
                per_token_zero(said, in_play)
                or off_while_opposed(view, inst.id, said)
                or off_while_side(view, inst.id, said)
                or names_none(view, inst.id, said)
            ):
                continue  # no change now (as ``solver.traits_in_play`` reads it)
            bound = stat_bound(said)
            if bound is None:
                way = stat_direction(said)
                if way is not None and way[1] == -1:
                    continue  # it only lowers
                return None
            if bound[1] == 1:
                total += bound[0].get("force", 0)
    return total


def _reaches(view: View, source: str, said: str, player: str, target: str, ab: Ability) -> bool:
    """May the strength sentence ``said`` of ``source`` reach ``player``'s attack of ``ab`` on
    ``target`` (see the module)?"""
    d = view.definition(source)
    mine = view.card(source).controlled_by == player
    read = attack_said(said, d.title, d.type)
    if read is not None and read.strength and read.cards is not None:
        kinds = read.kinds
        if not kinds or not may_make(ab, kinds):
            return False
        if (read.whose == "others" and mine) or (read.whose == "you" and not mine):
            return False
        head = view.unit_head(source)
        return target == source if read.cards == "self" else target in view.unit(head)
    m = _YOUR_PERSONALITIES.fullmatch(said.strip())
    if m is None:
        return True
    kinds = frozenset(k for k in _ATTACK_KINDS if k in m["kinds"].lower())
    if not kinds or not may_make(ab, kinds):
        return False
    whose = m["whose"]
    if (whose == "Other players' " and mine) or (whose == "Your " and not mine):
        return False
    if subject_types(m["subject"]) != frozenset({CardType.PERSONALITY}):
        return True
    if view.type_of(target) is not CardType.PERSONALITY:
        return False
    return view.card(target).controlled_by == view.card(source).controlled_by


def strength_penalty(view: View, ab: Ability, player: str, target: str) -> int | None:
    """The sum of every unread "-N strength" that may reach ``player``'s attack of ``ab`` on
    ``target`` (0 when ``ab`` makes no attack; None: one not a number)."""
    if not may_make(ab, frozenset(_ATTACK_KINDS)):
        return 0
    stated = _stated(view)
    total = 0
    for inst in view.state.cards:
        if not inst.in_play or inst.id in stated:
            continue
        d = view.definition(inst.id)
        for said in (*d.actions_unread, *d.qualities_unread):
            found = [int(n) for n in _PENALTY.findall(said)]
            unbounded = _UNBOUNDED.search(said) is not None
            if not (found or unbounded) or not _reaches(view, inst.id, said, player, target, ab):
                continue
            if unbounded:
                return None
            total += sum(found)
    return total


def strength_penalties(
    view: View, ab: Ability, player: str, targets: dict[str, tuple[str, ...]]
) -> dict[str, int] | None:
    """``strength_penalty`` for each slot of one card of the witness ``targets`` (None: one
    not bounded)."""
    out: dict[str, int] = {}
    for slot, ids in targets.items():
        if len(ids) != 1:
            continue
        pen = strength_penalty(view, ab, player, ids[0])
        if pen is None:
            return None
        out[slot] = pen
    return out
