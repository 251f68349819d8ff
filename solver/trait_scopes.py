"""Trait sentences of cards in play, not read, whose shape bounds the actions they can touch
(``solver.traits_in_play``): a cost added to moving, straightening or playing cards
(``solver.added_cost_scope``), a permission to cast or play cards of a kind from an area
(``solver.cast_permissions``), a card's own ban on what it performs
(``solver.performer_ban_scope``), a required target with no candidate that the sentence can't
give one (``solver.missing_target_scope``), a card's own refusal to gain a Clan alignment or
keyword (``solver.own_gain_scope``), a permission for attacks to target more
(``solver.attack_target_permissions``), a strength penalty the witness has room for
(``solver.strength_penalty_scope``), a ban on playing one title (``solver.no_player_scope``),
a Gold surcharge on actions targeting one card, paid as a separate payment by the check itself
(``solver.targeting_surcharge``), a card's own printed ability changed
(``solver.own_printed_scope``), a targeting ban beside an action that targets nothing
(``solver.untargeted_ban_scope``)."""

from __future__ import annotations

from model.abilities import Ability
from model.state import View
from solver.ability_grant_reach import ability_grant_spares
from solver.added_cost_scope import added_cost_spares
from solver.announced_misfit_scope import announced_misfit_spares
from solver.army_cloak import cloak_read, cloak_undecided
from solver.attack_target_permissions import attack_target_spares
from solver.bearer_lock import bearer_lock_spares
from solver.bearer_lock import bearer_locked as _locked
from solver.blank_stronghold_scope import blank_stronghold_spares
from solver.both_ways_stat import both_ways_read
from solver.cast_permissions import permission_spares
from solver.challenge_ban_scope import challenge_ban_spares
from solver.follower_strength_scope import follower_strength_spares
from solver.missing_target_scope import missing_target_spares
from solver.no_player_scope import no_player_spares
from solver.opposing_cap import opposing_cap_read
from solver.opposing_subject import off_opposing_subject
from solver.own_bow_scope import ignore_bow_spares
from solver.own_gain_scope import own_gain_spares
from solver.own_printed_scope import own_printed_spares
from solver.performer_ban_scope import performer_ban_spares
from solver.quality_sentence_scope import quality_only
from solver.search_ban_scope import search_ban_spares
from solver.strength_penalty_scope import strength_penalty_spares
from solver.stronghold_uses import stronghold_uses_read
from solver.target_ban_scope import target_ban_spares
from solver.targeting_surcharge import surcharge_read
from solver.unit_sentence_reach import unit_sentence_spares
from solver.unit_shield import unit_shield_read
from solver.unless_moved_scope import unless_moved_spares
from solver.untargeted_ban_scope import untargeted_ban_spares
from solver.verdict import Verdict

__all__ = ["bearer_locked", "scoped_out"]


def bearer_locked(view: View, card: str, verdict: Verdict, free: str | None = None) -> Verdict:
    """``verdict`` locked by an attachment on its bearer (``solver.bearer_lock``), or doubted
    for an announced target the Cloaks of one army leave unsettled (``solver.army_cloak``)."""
    return cloak_undecided(view, card, _locked(view, card, verdict), free)


def scoped_out(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (a trait of ``source``, in play) touch no action ``ab`` of ``card`` whose
    verdict is ``verdict``?"""
    return (
        added_cost_spares(view, source, said, card, ab)
        or permission_spares(view, source, said, card, ab, verdict)
        or performer_ban_spares(
            view, source, said, card, ab, verdict
        )  # "May not perform ..." (Chiisai)
        or missing_target_spares(said, ab, verdict)  # no Spell anywhere, beside Jomei's Force
        or blank_stronghold_spares(view, source, said, card, ab)  # Todori Sensei
        or strength_penalty_spares(view, source, said, ab, verdict)  # "-1 strength" (Kisada)
        or own_gain_spares(view, source, said, card, ab, verdict)  # "Kanbe will not gain ..."
        or attack_target_spares(view, source, said, card, ab, verdict)  # "Your Fear effects may"
        or stronghold_uses_read(said)  # "... your Stronghold's abilities twice per turn."
        or unless_moved_spares(view, source, said, card, ab, verdict)  # Gaheris • Experienced
        or ignore_bow_spares(view, source, said, card, ab, verdict)  # Soshi Yorimi
        or bearer_lock_spares(view, source, said, card)  # Stepping Behind The Tapestry
        or no_player_spares(view, said, card, ab)  # "No player may play Sneak Attack ..."
        or challenge_ban_spares(view, said, card, ab)  # "cannot issue challenges" (h40adv3 N7)
        or unit_shield_read(view, source, said)  # "Actions from cards in other players' units"
        or cloak_read(view, source, said, card, ab)  # "... if there are any other legal targets"
        or off_opposing_subject(view, source, said)  # "Personalities opposing Kaitoko ..."
        or opposing_cap_read(view, said)  # ... counted as applied (``solver.opposing_cap``)
        or both_ways_read(view, said)  # "Seki has +5F while ...": checked both ways
        or quality_only(view, source, said)  # "Personalities opposing Hiromi have -1F if ..."
        or target_ban_spares(view, source, said, card, ab, verdict)  # Legion of Pain
        # "Other players' actions targeting The Abbot cost 2 more Gold": paid in the check
        or (ab is not None and surcharge_read(view, source, said))
        or announced_misfit_spares(view, source, said, card, ab, verdict)  # Jingasa (h41adv5 N1)
        or search_ban_spares(view, said, card, ab)  # Uona Sensei (h42chi N2)
        or follower_strength_spares(view, source, said, card)  # Tsuruchi • Exp (h42chi N8)
        or unit_sentence_spares(view, source, said, card, ab, verdict)  # Sisya (h44adv3 W7)
        or own_printed_spares(view, source, said, card)  # "Miiko's printed :ranged: has ..."
        or ability_grant_spares(view, source, said, card, ab, verdict)  # Nara (h44adv1 W2)
        or untargeted_ban_spares(said, ab)  # Chithith's "may not be targeted by" (h44adv7 U2)
    )
