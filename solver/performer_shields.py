"""A targeting shield on the performer's honor (Effects / "May not"; Abilities and actions / B:
an action's explicit performers are chosen, and its targets targeted, when it is announced;
issue 13, h27adv1 N7): "Actions performed by Personalities who were dishonorable when the
action was announced may not target Nomen or Personalities in Nomen's army." (Bayushi Nomen).

The cards it protects: the card itself and, with "or Personalities in <its name>'s army", its
controller's Personalities at its battlefield (Reference 05, Side: units at a battlefield are in
their controller's army there; at home, in none). It can't turn a legal answer whose witness
targets none of them, or whose explicit performers (the "performing" ones of a Strategy's or
Holding's action: no other card performs it) are all honorable; a dishonorable performer's
witness is tried again with each honorable candidate as the performer (the Good Faith Rule:
some legal choice), and with each target it does not protect. Who performs any other action
(a Personality's own ability, an implicit performer) is not read here: the doubt stays. An
illegal answer stands (it can only forbid)."""

from __future__ import annotations

import contextvars
from collections.abc import Sequence

from model.abilities import Ability
from model.cards import CardDef, CardType
from model.cardtext.grant_sentences import printed_sentence
from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.challenge_scope import challenge_spares
from solver.challenger_scope import enemy_challenger_spares
from solver.own_challenge_host import challenge_host_spares
from solver.own_refusal_scope import own_refusal_spares
from solver.performer_ban_scope import performer_ban_witness
from solver.prohibition_pairs import settled_by_one
from solver.redirect_scope import redirect_spares
from solver.refusal_witness import retried_witness, unrefused_witness
from solver.strength_witness import strength_witness
from solver.target_ban_witness import ban_witness
from solver.unless_moved_scope import unless_moved_witness
from solver.verdict import Verdict

__all__ = ["doubt_or_witness", "honorable_witness", "performer_spares", "target_spares"]

_SENTENCE = lazy_regex(
    r"^Actions performed by Personalities who were dishonorable when the action was announced "
    r"may not target (?P<name>[A-Z][\w'-]*)(?: or Personalities in (?P<army>[A-Z][\w'-]*)'s "
    r"army)?\.?$"
)
#: card types whose actions no card performs but their explicit performers
_NO_OWN_PERFORMER = frozenset({CardType.STRATEGY, CardType.HOLDING, CardType.STRONGHOLD})
_TRIES = 8
_RETRYING: contextvars.ContextVar[bool] = contextvars.ContextVar("performer_retry", default=False)


def protected(view: View, source: str, said: str) -> frozenset[str] | None:
    """The cards the sentence ``said`` of ``source`` protects now, or None when not read."""
    m = _SENTENCE.fullmatch(said.strip())
    d = view.definition(source)
    if m is None or d.type is not CardType.PERSONALITY:
        return None
    names = {m["name"]} | ({m["army"]} if m["army"] else set())
    if any(n.lower() not in self_words(d.title) for n in names):
        return None  # another card's name
    inst = view.card(source)
    found = {source}
    if m["army"] and inst.zone is Zone.BATTLEFIELD and inst.battlefield is not None:
        found |= {
            c.id
            for c in view.state.cards
            if c.zone is Zone.BATTLEFIELD
            and c.battlefield == inst.battlefield
            and c.controlled_by == inst.controlled_by
            and view.type_of(c.id) is CardType.PERSONALITY
        }
    return frozenset(found)


def _performer_slots(view: View, card: str, ab: Ability) -> list[str] | None:
    """The explicit performer slots of ``ab`` (of ``card``), or None when another card may
    perform it (see the module)."""
    if view.type_of(card) not in _NO_OWN_PERFORMER:
        return None
    slots = [s.name for s in ab.all_target_specs() if s.performer]
    return slots or None


def performer_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can the sentence ``said`` of ``source`` not turn the legal ``verdict`` of ``ab``?"""
    cards = protected(view, source, said)
    w = verdict.witness
    if cards is None or ab is None or verdict.status != "legal" or w is None:
        return False
    slots = _performer_slots(view, card, ab)
    targeted = {c for name, ids in w.targets.items() if name not in (slots or ()) for c in ids}
    if not targeted & cards:
        return True
    if slots is None:
        return False
    return not any(view.card(c).dishonorable for s in slots for c in w.targets.get(s, ()))


def _doer(view: View, source: str, card: str) -> CardDef | None:
    """The action's card ``card`` when it is not the sentence's card ``source`` (its challenges
    by name are then not ``source``'s)."""
    return None if card == source or not view.has(card) else view.definition(card)


def target_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """``solver.redirect_scope.redirect_spares`` or ``performer_spares``: sentences about other
    actions' targeting that can't turn ``verdict``; or a card's own refusal of challenges that
    can't turn an action issuing none (``solver.challenge_scope``) or issuing them only by the
    acting player's card while it is another's (``solver.challenger_scope``), or any own
    refusal whose card the witness does not use (``solver.own_refusal_scope``)."""
    return (
        redirect_spares(view, source, said, card, ab, verdict)
        or performer_spares(view, source, said, card, ab, verdict)
        or challenge_spares(said, view.definition(source).title, ab, _doer(view, source, card))
        or own_refusal_spares(view, source, said, card, verdict)  # "Ikura will not ..."
        or enemy_challenger_spares(view, source, said, card, ab)  # the Box on an enemy
        or challenge_host_spares(view, source, said, card, ab, verdict)  # Yoshi, subjectless
    )


def doubt_or_witness(
    view: View,
    free: str | None,
    verdict: Verdict,
    ab: Ability | None,
    could: Sequence[str],
    why: str,
) -> Verdict:
    """``verdict`` doubted for the sentences ``could`` (shown as "Title (id): sentence"), or,
    when the caller chose no target (``free``: the player) and each is such a shield, a legal
    verdict with an honorable performer (``honorable_witness``)."""
    doubting = [
        (inst.id, said)
        for inst in view.state.cards
        if inst.in_play
        for d in (view.definition(inst.id),)
        for said in d.actions_unread
        if f"{d.title} ({inst.id}): {printed_sentence(said, d.grants_abilities)}" in could
    ]
    whole = ab is not None and len(doubting) == len(could)
    if whole and (moved := unless_moved_witness(view, free, verdict, ab, doubting)) is not None:
        return moved  # "... unless their effects will unconditionally move him" (Gaheris)
    if whole and (one := settled_by_one(view, verdict, ab, doubting)) is not None:
        return one  # one prohibition settles it illegal; the others can only forbid more
    banned = ban_witness(view, None, verdict, ab, doubting) if whole and not free else None
    if banned is not None:
        return banned  # the caller's target is one a ban surely protects (Legion of Pain)
    if free and ab is not None:
        if len(doubting) == len(could):
            alt = honorable_witness(view, free, verdict, ab, doubting)
            alt = alt or unrefused_witness(view, free, verdict, ab, doubting)
            alt = alt or ban_witness(view, free, verdict, ab, doubting)  # Legion of Pain
            if alt is not None:
                return alt
        if (alt := strength_witness(view, free, verdict, ab, could)) is not None:
            return alt
        if (alt := performer_ban_witness(view, free, verdict, ab, could)) is not None:
            return alt  # "May not perform Iaijutsu ..." of a chosen target (h44adv3 H10c)
    return verdict.doubted("not_modelled", why, keep=2)


def honorable_witness(
    view: View, player: str, verdict: Verdict, ab: Ability, doubting: Sequence[tuple[str, str]]
) -> Verdict | None:
    """A legal verdict of the checked ability with an honorable performer, when every sentence
    ``doubting`` ((card, sentence)) is such a shield and the ability has one performer slot of
    one card; None otherwise."""
    if _RETRYING.get() or not isinstance(verdict.ability, int) or not doubting:
        return None
    if any(protected(view, src, said) is None for src, said in doubting):
        return None
    slots = _performer_slots(view, verdict.card, ab)
    specs = [s for s in ab.all_target_specs() if s.performer]
    if slots is None or len(specs) != 1 or specs[0].count != 1 or specs[0].up_to:
        return None
    honorable = [
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and not c.dishonorable
        and view.type_of(c.id) in (CardType.PERSONALITY, CardType.FOLLOWER)
    ]
    # or a target none of the sentences protects, whoever performs
    shielded = frozenset().union(*(protected(view, c, t) or () for c, t in doubting))
    return retried_witness(view, player, verdict, ab, slots[0], honorable, shielded, _RETRYING)
