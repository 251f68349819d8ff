"""The ability behind an announcement of the baseline agent (``solver.agents``): a printed
ability of the card, or the ability granted through it (``granted``: the one the Good Faith
check answers legal, ``solver.granted.granted_ability_view``; Reference 04, abilities a card
gains; h43wire), with the View it is an ability of. The agent lists a granted ability's
primary targets and cost alternatives and scores its effect as a printed one's."""

from __future__ import annotations

from model.abilities import Ability
from model.state import View
from solver.verdict import AbilityRef, Play

__all__ = ["ability_of"]


def ability_of(
    view: View, player: str, card: str, ability: AbilityRef
) -> tuple[View, Ability] | None:
    """The View and ``Ability`` announced by ``(card, ability)`` for ``player``: a printed one,
    the legal granted one (``granted`` / ``granted<k>``), or None (Recruit, Equip, or no
    granted ability legal)."""
    if not isinstance(ability, Play):
        return view, view.definition(card).abilities[ability]
    if not ability.is_granted:
        return None
    memo = view.memo("agent_abilities")
    key = (player, card, ability)
    if key not in memo:
        from solver.granted import granted_ability_view  # it checks through solver.good_faith

        made = granted_ability_view(view, player, card, ref=ability)
        memo[key] = None if made is None else (made[0], made[0].definition(card).abilities[made[1]])
    found = memo[key]
    assert found is None or isinstance(found, tuple)
    return found
