"""A triggered trait that redirects another player's action as it would target a card ("When
another player's Battle action would target your Ninja: ... Once per battle, you may choose
your Ninja at the same location. If you did, the action targets it instead, if legal."), read
as one unit (``model.cardtext.traits_on_actions``).

Abilities and actions / A. Announce, B. Required targeting: the redirect acts on an action
whose targets are being chosen, so it can't make an announcement that is illegal for another
reason legal, and it concerns only another player's action (of that designator) that can
target such a card of the trait's controller. Where it does concern the action, the doubt
stays (``solver.traits_in_play``): what it does is not read.
"""

from __future__ import annotations

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["redirect_spares"]

_REDIRECT = lazy_regex(
    r"^When (?:another player's|an opponent's) (?:(?P<designator>Battle|Open|Limited|Engage) )?"
    r"actions? would target (?:one of )?your (?P<what>[A-Z][\w-]*?)s?:"
)


def redirect_spares(
    view: View, said_card: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can the unit ``said`` of ``said_card`` (``_REDIRECT``) not concern ``verdict``, the
    verdict of an action of ``card``? (False when ``said`` is no such unit.)"""
    m = _REDIRECT.match(said.strip())
    if m is None:
        return False
    if verdict.status == "illegal":
        return True  # it changes an action announced: not one that can't be announced
    owner = view.card(said_card).controlled_by
    if ab is None or view.card(card).controlled_by == owner:
        return True  # not another player's action (the rulebook plays target nothing)
    if (designator := m.group("designator")) is not None:
        now = {verdict.designator} if verdict.designator else {d.value for d in ab.designators}
        if designator.casefold() not in {d.casefold() for d in now}:
            return True  # not a Battle action now (or at all)
    if not ab.all_target_specs():
        return True  # it targets no card
    what = m.group("what").casefold()
    return not any(
        inst.in_play
        and inst.controlled_by == owner
        and (
            what in {k.casefold() for k in view.keywords(inst.id)}
            or view.type_of(inst.id).value.casefold() == what
        )
        for inst in view.state.cards
    )
