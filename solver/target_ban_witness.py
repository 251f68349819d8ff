"""A legal answer tried again around a ban on targeting one card, or refused by it (Effects /
"May not"; Abilities and actions / the Good Faith Rule: some legal choice of targets is
enough; FAQ "What performs an action?"; h41adv7 N1-N2).

"Actions performed by Personalities with a Gold Cost of 7 or lower may not target this
Personality." (Legion of Pain, on its bearer), read by ``solver.target_ban_scope``, doubts a
legal answer whose witness targets the card it protects. When every sentence doubting the
answer is such a ban, and the action has one target (one card, no performer chosen, no player
targeted):

- the caller chose no target: the whole check is tried again with each candidate of that
  target the bans do not protect; a legal answer so found targets no protected card, and the
  bans can't forbid it;
- none is legal (each tried one settled illegal, none left untried) and each ban surely reaches
  the action (its performers are fixed: the acting Personality or Follower, an Item's or
  Spell's bearer; one of them a Personality whose Gold Cost, settled, the ban names; or the
  ban names all actions): every choice left targets a protected card, which "may not" forbids,
  so the answer is ``illegal``. The same when the caller targeted a protected card. That
  illegal answer is checked again against every other trait in play (a sentence that only
  allows, spared for a legal answer, may turn it back).

With a performer chosen too (The Aerie's "choose your performing unbowed Samurai and target
..."), only the first is tried: a legal answer targeting no protected card.

Anything else keeps the doubt."""

from __future__ import annotations

import contextvars
from collections.abc import Sequence

from model.abilities import Ability
from model.state import View
from solver.announced_slots import announced_slots
from solver.target_ban_scope import ban_reaches, protected_by_ban
from solver.targeting import build_problems
from solver.verdict import Reason, Verdict

__all__ = ["ban_witness"]

_TRIES = 12
_RETRYING: contextvars.ContextVar[bool] = contextvars.ContextVar("ban_retry", default=False)


def _target_slot(ab: Ability) -> tuple[str, bool] | None:
    """The name of ``ab``'s only target not performing it (one card, no player target), and
    whether it is its only target of all (no performer chosen either)."""
    specs = ab.all_target_specs()
    others = [s for s in specs if not s.performer]
    if len(others) != 1 or ab.player_targets:
        return None
    spec = others[0]
    if spec.count != 1 or spec.up_to:
        return None
    return spec.name, len(specs) == 1


def _candidates(view: View, player: str, card: str, ab: Ability, slot: str) -> set[str]:
    """Every candidate of the target ``slot`` the solver considers (``full_domains``)."""
    found: set[str] = set()
    for problem in build_problems(view, player, card, ab):
        found |= set((problem.full_domains or problem.domains).get(slot, ()))
    return found


def ban_witness(
    view: View,
    free: str | None,
    verdict: Verdict,
    ab: Ability | None,
    doubting: Sequence[tuple[str, str]],
) -> Verdict | None:
    """A settled answer for the legal ``verdict`` doubted only by the target bans ``doubting``
    ((card, sentence)), or None (see the module)."""
    from solver.good_faith import check  # the whole check, every guard (a cycle at import)

    if _RETRYING.get() or ab is None or verdict.status != "legal" or not doubting:
        return None
    if not isinstance(verdict.ability, int) or verdict.witness is None:
        return None
    bans = [(src, said, protected_by_ban(view, src, said)) for src, said in doubting]
    if any(cards is None for _, _, cards in bans):
        return None
    shielded = frozenset().union(*(cards or () for _, _, cards in bans))
    found_slot = _target_slot(ab)
    if found_slot is None:
        return None
    slot, alone = found_slot
    player = free or view.card(verdict.card).controlled_by or view.card(verdict.card).owner
    token = _RETRYING.set(True)
    try:
        if free:
            left = sorted(_candidates(view, player, verdict.card, ab, slot) - shielded)
            if len(left) > _TRIES:
                return None
            for cid in left:
                found = check(view, player, verdict.card, verdict.ability, targets={slot: [cid]})
                if found.status == "legal":
                    return found
                if found.status != "illegal":
                    return None
        else:  # the caller's own choice of that target, all of it protected
            said = (announced_slots() or {}).get(slot, ())
            if not said or not set(said) <= shielded:
                return None
        if not alone:  # a performer chosen: whether the ban reaches it is not settled here
            return None
        return _refused(view, verdict, ab, bans, "every target left" if free else "the target")
    finally:
        _RETRYING.reset(token)


def _refused(
    view: View,
    verdict: Verdict,
    ab: Ability,
    bans: Sequence[tuple[str, str, frozenset[str] | None]],
    which: str,
) -> Verdict | None:
    """The illegal answer when each ban surely reaches the action, checked against the other
    traits in play; None otherwise."""
    from solver.traits_in_play import doubt_traits_in_play  # a cycle at import

    if not all(ban_reaches(view, src, said, verdict.card, ab) for src, said, _ in bans):
        return None
    shown = "; ".join(f"{view.definition(src).title} ({src}): {said}" for src, said, _ in bans)
    names = ", ".join(sorted(view.definition(c).title for _, _, cards in bans for c in cards or ()))
    why = Reason(
        "target",
        f"{which} is kept out by a ban on targeting {names}: {shown}",
        (verdict.card, *(src for src, _, _ in bans)),
    )
    refused = Verdict.of(
        "illegal", verdict.card, verdict.ability, verdict.title, [why], None, verdict.designator
    )
    again = doubt_traits_in_play(view, verdict.card, refused, True, None)
    return again if again.status == "illegal" else None
