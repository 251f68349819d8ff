"""Cards an action's effects attach (Reference 03, Attachments; Good Faith Rule: a card an
effect brings into play must be able to enter play legally, where it attaches included): the
same host questions the rulebook Equip asks (``solver.playing``) that the rules files leave open
answer ``unknown``, never a silent legal."""

from __future__ import annotations

from model.abilities import Ability
from model.cards import CardDef
from model.common import CardType, Stat
from model.selectors import SOURCE
from model.state import View
from solver.entering import attach_unsettled, bring_hosts, can_attach
from solver.verdict import Verdict

__all__ = ["doubt_attached", "host_unsettled"]


def host_unsettled(view: View, host: str, att: CardDef) -> str | None:
    """Why ``att`` on ``host`` (which ``can_attach`` lets through) is not settled by the rules
    files: a Kensai's third Weapon or one beside a Two-Handed Weapon, a second Armor
    (``attach_unsettled``), a Follower whose Honor Requirement is above the host's Personal
    Honor (the rules files state an Honor Requirement only for Personalities)."""
    if (why := attach_unsettled(view, host, att)) is not None:
        return why
    hr = att.honor_requirement if att.type is CardType.FOLLOWER else None
    if hr is not None and (ph := view.stat(host, Stat.PERSONAL_HONOR) or 0) < hr:
        title = view.definition(host).title
        return (
            f"not modelled: {att.title}'s Honor Requirement ({hr}) is above {title}'s Personal "
            f"Honor ({ph}); the rules files state a Follower's Honor Requirement nowhere"
        )
    return None


def doubt_attached(view: View, player: str, card: str, ab: Ability, verdict: Verdict) -> Verdict:
    """A legal ``verdict`` whose effects attach the card they bring (the witness's ``brought``:
    "Equip a Weapon to your target Personality", "Attach it to Haruto") is ``unknown`` when
    every Personality who could take it leaves it unsettled (``host_unsettled``)."""
    w = verdict.witness
    if verdict.status != "legal" or w is None or w.brought is None:
        return verdict
    att = view.definition(w.brought)
    bring = [e.bring_into_play for e in ab.effects if e.bring_into_play is not None]
    if not att.is_attachment or not bring:
        return verdict
    hosts = bring_hosts(view, player, bring[0], {**w.targets, SOURCE: (card,)})
    why = [host_unsettled(view, h, att) for h in hosts if can_attach(view, player, h, att) is None]
    if not why or any(reason is None for reason in why):
        return verdict
    return verdict.doubted("not_modelled", str(why[0]))
