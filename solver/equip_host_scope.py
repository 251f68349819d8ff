"""A legal Equip doubted only for its witness's host (Reference 02: Equip is legal when the card
may attach to some Personality its player controls and its cost is paid; Reference 03,
attachments): a trait not read that gives one card a keyword ("This Personality has Cavalry
while this card is unbowed." Moto Steed, on Utaku Etsumi) may change what that host, or the
Gold sources on that card, allow, so ``doubt_play`` answers ``unknown`` for the witness onto
her. The same Equip onto another Personality, legal and not doubted itself (its host, plan and
sources out of the sentence's reach), settles it: ``legal`` with that witness, not proven the
cheapest (h27adv2 F4 (b), issue 13). So does an Equip doubted only for a Personality's
sentence about what attaches to him ("Will only attach Followers whose abilities or traits
destroy Fortifications.", Kaiu Umasu; ``solver.host_limit_spared``): onto another Personality it
is legal when that play is (h30adv5 N7)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.cards import CardType
from model.state import View
from solver.named_entry import named_play_refusal
from solver.own_ability_scope import own_host_only
from solver.own_entering_settled import own_entering_refusal
from solver.play_bans import play_ban
from solver.traits_in_play import doubt_play
from solver.verdict import EQUIP, Play, Verdict

__all__ = ["doubt_play_hosts", "host_doubt_only"]


def host_doubt_only(verdict: Verdict) -> bool:
    """Is ``verdict`` ``unknown`` only for Personalities' sentences about what attaches to them
    ("not modelled: Title: Will only attach ...")?"""
    return (
        verdict.status == "unknown"
        and bool(verdict.details)
        and all(
            r.code == "not_modelled"
            and own_host_only(r.text.removeprefix("not modelled: ").partition(": ")[2])
            for r in verdict.details
        )
    )


def doubt_play_hosts(
    view: View, card: str, index: Play, verdict: Verdict, onto: Callable[[str], Verdict]
) -> Verdict:
    """``doubt_play``'s answer; for a legal Equip it doubts, the Equip onto another host
    (``onto(host)``: the Equip's verdict onto that Personality) that stands undoubted; a play
    its player may not make (``solver.play_bans``) or that its own condition on his Wind, Sensei
    or Stronghold refuses (``solver.named_entry``), or its own cost or condition the state
    refuses while the verdict is ``unknown`` (``solver.own_entering_settled``), is illegal."""
    if (banned := play_ban(view, card, verdict)) is not None:
        return banned
    if (refused := named_play_refusal(view, card, index, verdict)) is not None:
        return refused
    if (own := own_entering_refusal(view, card, index, verdict)) is not None:
        return own  # its own cost or condition the state refuses, the Gold unknown
    doubted = doubt_play(view, card, index, verdict)
    w = verdict.witness
    if index == EQUIP and host_doubt_only(verdict):
        first: set[str] = set()  # onto whom the doubt falls is not known: try each
    elif index != EQUIP or verdict.status != "legal" or doubted.status != "unknown" or w is None:
        return doubted
    else:
        first = set(w.targets.get("personality", ()))
    player = view.card(card).owner
    for inst in view.state.cards:
        if (
            not inst.in_play
            or inst.controlled_by != player
            or inst.id in first
            or view.type_of(inst.id) is not CardType.PERSONALITY
        ):
            continue
        alt = onto(inst.id)
        if alt.status != "legal" or alt.witness is None:
            continue
        settled = doubt_play(view, card, index, alt)
        if settled.status == "legal" and settled.witness is not None:
            return replace(settled, witness=replace(settled.witness, cheapest=False))
    return doubted
