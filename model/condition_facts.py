"""What a condition reads that the state does not state (fail closed).

The condition reader (``model.evaluate.condition_holds``) reads a fact the state leaves
unstated as not holding: "If you have two or fewer Provinces" with no ``players[].provinces``
is false, "If you have Reconnaissance" with no ``players[].reconnaissance`` is false. Where the
answer depends on such a condition it can't be ``illegal`` (nor ``legal``): it is ``unknown``,
naming the condition and what the state does not say. ``unstated_fact`` is the one list of
those facts, used for an ability that exists only while a condition holds
(abilities-and-actions.txt: "Rarely, the existence of an ability may depend on a condition
being met": ``Ability.exists_while``, printed or granted by a trait).

The facts a state may leave unstated (each named by the field that states it):

- the action awaiting Interrupts: whose it is, its designator and keywords, its card, what it
  makes, what it targets (Abilities and actions; ``action_*``, an ``action_targets`` event);
- "your army" outside the Combat Segment (which army is not settled: Reference 05, Side);
- who is the Attacker (in combat, none stated) or the Defender (more than two players, none
  stated: Reference 05, the battle is at the Defender's Province);
- how many Provinces each player has (``players[].provinces``; Reference 05, Provinces);
- a player's Clan Alignment (Reference 02: from the Stronghold; ``model.player_clan``):
  yours not settled (sources disagree), another player's not settled or named by no source
  (yours named by no source is read as unaligned, as ``model.player_clan`` reads it);
- whether you have Reconnaissance (``players[].reconnaissance``);
- what happened earlier (Costs and restrictions / Conditions: conditions referring back to
  past occurrences; the state's ``past``).

Family Honor, the turn, the phase, the Imperial Favor and the cards listed are always stated
(a state file must give them or their default is the state)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from model.common import nested
from model.evaluate import condition_holds, past_known, reconnaissance_unsettled
from model.past import period_text
from model.player_clan import another_clan_doubt, clan_doubt, reads_clan
from model.selectors import Condition, Selector
from model.state import View

__all__ = ["condition_settled", "sides_unstated", "unstated_fact"]

_ACTION_FIELDS = {
    "player": "whose the action awaiting Interrupts is is not stated (the state's 'action_player')",
    "words": (
        "the designator and keywords of the action awaiting Interrupts are not stated (the "
        "state's 'action_designator', 'action_keywords')"
    ),
    "card": "the card of the action awaiting Interrupts is not stated (the state's 'action_card')",
    "makes": (
        "what the effects of the action awaiting Interrupts make is not stated (the state's "
        "'action_makes')"
    ),
    "targets": (
        "what the action awaiting Interrupts targets is not stated (the state's 'event' of kind "
        "'action_targets')"
    ),
}


def _action_unstated(view: View, cond: Condition) -> str | None:
    """The first fact about the action awaiting Interrupts ``cond`` asks and the state omits."""
    state = view.state
    missing = {
        "player": state.action_player is None,
        "words": state.action_designator is None or state.action_keywords is None,
        "card": state.action_card is None,
        "makes": state.action_makes is None,
        "targets": state.event is None or state.event.kind != "action_targets",
    }
    for fact in sorted(cond.action_facts()):
        if missing[fact]:
            return _ACTION_FIELDS[fact]
    return None


def sides_unstated(view: View, obj: object) -> str | None:
    """Who attacks or defends, asked by ``obj`` (a condition, an ability: "If you are the
    Defender", "a defending Personality", "the Defender's home", "paying 2 less Gold if you are
    the Defender") and not stated."""
    state = view.state
    parts = list(nested(obj))
    attacking = any(
        (isinstance(o, Condition) and o.you_are == "attacking")
        or (isinstance(o, Selector) and o.attacking is not None)
        for o in parts
    )
    defending = any(
        (isinstance(o, Condition) and o.you_are == "defending")
        or (isinstance(o, Selector) and (o.defending is not None or o.of_defender is not None))
        for o in parts
    )
    if state.in_combat and state.attacker is None and (attacking or defending):
        return "who is the Attacker is not stated (the state's 'attacker')"
    if defending and state.defender is None and len(state.players) > 2:
        return (
            "with more than two players, who is the Defender is not stated (the state's 'defender')"
        )
    return None


def unstated_fact(
    view: View, player: str, cond: Condition, binding: Mapping[str, str], pasts: bool = True
) -> str | None:
    """What ``cond`` (read for ``player``, its slots bound by ``binding``) asks that the state
    does not state, in words naming the state's field; None when the state settles it.
    ``pasts=False``: past occurrences left to the caller (``solver.deciding_pasts`` drops the
    ones an "or" already settles)."""
    state = view.state
    if (action := _action_unstated(view, cond)) is not None:
        return action
    if cond.needs_army() and not state.in_combat:
        return "'your army' outside the Combat Segment: which army it names is not settled"
    if (sides := sides_unstated(view, cond)) is not None:
        return sides
    if cond.needs_provinces() and any(p.provinces is None for p in state.players):
        return (
            "how many Provinces each player has is not stated (the state's 'players[].provinces')"
        )
    if reads_clan(cond) and (why := clan_doubt(view, player)) is not None:
        return why
    if (why := another_clan_doubt(view, player, cond)) is not None:
        return why
    if cond.needs_reconnaissance() and (why := reconnaissance_unsettled(view, player)) is not None:
        return why
    for past in cond.pasts() if pasts else ():
        if past_known(view, player, past, binding) is None:
            whose = "this card" if past.card is not None else "you"
            return (
                f"whether {past.event.replace('_', ' ')} ({whose}) happened "
                f"{period_text(past.period)} is not reported (the state's 'past')"
            )
    return None


def condition_settled(
    view: View, player: str, cond: Condition, binding: Mapping[str, str]
) -> bool | str:
    """Does ``cond`` hold (True, False), or what the state does not state that decides it (a
    str, ``unstated_fact``)? Its parts combine three ways: "all of" is False when one part is,
    "any of" True when one part is, whatever the parts not stated; else not stated."""
    own = replace(cond, all_of=(), any_of=(), none_of=())
    why = unstated_fact(view, player, own, binding)
    parts: list[bool | str] = [
        why if why is not None else condition_holds(view, player, own, binding)
    ]
    parts += [condition_settled(view, player, c, binding) for c in cond.all_of]
    if cond.any_of:
        parts.append(_any([condition_settled(view, player, c, binding) for c in cond.any_of]))
    if cond.none_of:
        some = _any([condition_settled(view, player, c, binding) for c in cond.none_of])
        parts.append(some if isinstance(some, str) else not some)
    if any(p is False for p in parts):
        return False
    return next((p for p in parts if isinstance(p, str)), True)


def _any(values: list[bool | str]) -> bool | str:
    """Some of ``values`` holds (True), none does (False), or the first not stated."""
    if any(v is True for v in values):
        return True
    return next((v for v in values if isinstance(v, str)), False)
