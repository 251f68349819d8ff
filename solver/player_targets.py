"""Parts of a verdict beside the card choices: the players an action targets (Abilities and
actions / B: what is targeted is chosen on announcement, players too), and the doubt a Gold
plan carries while a card in play may lower Gold in a way not understood."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from model.abilities import Ability
from model.common import first_few
from model.describe import player_text
from model.evaluate import player_qualifies
from model.state import View
from solver.honor_loss_words import name_stopped_modes
from solver.joint_discards import joint_plan_unread
from solver.paying_reaction_scope import plan_doubts
from solver.play_action_gold import doubt_action_gold_for_play, unproven_with_action_gold
from solver.production import gold_lowered_reason, source_card, unread_producers
from solver.production_stats import stat_gold_unread
from solver.settled_unread import unsettled_for
from solver.verdict import Verdict
from solver.witness_doubts import unproven

__all__ = ["doubt_lowered_gold", "player_target_problem", "with_players"]


def doubt_lowered_gold(view: View, verdict: Verdict, player: str) -> Verdict:
    """A legal verdict whose Gold plan produces Gold while a card in play may lower Gold in a
    way not understood is ``unknown`` (never a guess); while ``player`` has Gold or a cost
    reduction not read, its plan is not proven cheapest. A refusal for Gold names the Gold modes
    a prevented Honor loss left out (``solver.honor_loss_words``)."""
    w = verdict.witness
    if not verdict.legal or w is None or w.plan is None or not w.plan.gold_produced:
        stopped = name_stopped_modes(view, player, verdict)  # "You do not lose Honor from ..."
        return doubt_action_gold_for_play(view, player, stopped)  # Tanimura's, for a Recruit
    used = frozenset(s.split(":", 1)[0] for _, ids in w.plan.assignment for s in ids)
    why = gold_lowered_reason(view, used)
    if why is not None:
        return verdict.doubted("gold", why)
    producers = {source_card(s) for _, ids in w.plan.assignment for s in ids}
    if lower := stat_gold_unread(view, player, up=False, producers=producers):
        said = "the Gold this plan produces from a stat may be lower: this text is not modelled: "
        return verdict.doubted("gold", said + first_few(lower, sep="; "))
    unread = unsettled_for(view, verdict.card, unread_producers(view, player))
    unread = joint_plan_unread(view, player, verdict.card, unread)  # Keigo and Tamako, h43gold
    if (w.cheapest or w.plan_optimal) and (doubts := plan_doubts(view, player, verdict, unread)):
        # less what is in the play's price already (``settled_unread``), what the planner
        # was offered and what can't pay the plan's payments (``paying_reaction_scope``)
        # a cost reduction or Gold not read (Akodo Dojo's "When paying for a Follower, it
        # enters play for 3 less Gold") may give a cheaper plan: the plan is not proven
        # cheapest, and the witness names those texts (h42sensei)
        return unproven(verdict, doubts)
    return unproven_with_action_gold(view, player, verdict)  # Tanimura's, for a Recruit


def with_players(
    view: View,
    player: str,
    ab: Ability,
    verdict: Verdict,
    chosen: Mapping[str, tuple[str, ...]],
) -> Verdict:
    """A legal verdict's witness with its targeted players: the ones announced, else the first
    player (in the state's order, opponents first) each may be; none for an optional one no
    player may be. Players are chosen apart from cards (Abilities and actions / B: each target
    is chosen; a player's eligibility depends on the state only)."""
    if verdict.witness is None or not ab.player_targets:
        return verdict
    order = sorted(view.state.players, key=lambda p: p.id == player)
    picked: list[tuple[str, str]] = []
    for pt in ab.player_targets:
        if pt.name in chosen:
            picked += [(pt.name, who) for who in chosen[pt.name]]
            continue
        who = next((p.id for p in order if player_qualifies(view, player, p.id, pt)), None)
        if who is not None:
            picked.append((pt.name, who))
    return replace(verdict, witness=replace(verdict.witness, players=tuple(picked)))


def player_target_problem(
    view: View, player: str, ab: Ability, chosen: Mapping[str, tuple[str, ...]]
) -> str | None:
    """Why the players ``ab`` targets can't be chosen (None: they can): an announced player
    it may not target, or a required player target no player can be."""
    for pt in ab.player_targets:
        if pt.name in chosen:  # the player announced must be one it may target
            for who in chosen[pt.name]:
                if not player_qualifies(view, player, who, pt):
                    return f"{pt.name}: player {who} can't be {player_text(pt)}"
        elif not pt.optional and not any(
            player_qualifies(view, player, p.id, pt) for p in view.state.players
        ):
            return f"required targeting can't be met: no player can be {player_text(pt)}"
    return None
