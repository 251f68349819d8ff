"""Abilities granted by the traits of cards in play ("You have the ability, "Repeatable
Battle: ..."", "Each of your Scorpion Clan Personalities has the ability, "..."": Reference
04, traits may grant abilities; Reference 02, "Players may gain abilities/traits from
effects"), not modelled. So that no lister shows a player fewer options than he has, each card
in play with such a sentence (``CardDef.grants_abilities``) is a candidate announcement of the
players the sentence may give it to (``Play.GRANTED`` on the granting card), whose ``check``
is ``unknown`` naming the card and the sentence, unless the state settles it ``illegal``
(``solver.granted_scope``): the grant is to a card, whose controller alone may use its
abilities (Reference 05, Card Control), or no granted ability's designator fits now
(Reference 04: "The designator tells when the action can be taken")."""

from __future__ import annotations

from collections.abc import Iterator

from model.state import View
from solver.grant_recipients import no_recipient
from solver.granted_scope import controller_only, granted_timing
from solver.traits_in_play import doubt_traits_in_play
from solver.verdict import AnnouncementError, Play, Reason, Verdict

__all__ = ["granted_candidates", "granted_text", "granted_verdict"]


def _for_player(view: View, card: str, player: str) -> bool:
    """May a grant of ``card`` be ``player``'s? Only its controller's when every sentence
    gives it to "you", your cards or the card itself; anyone's otherwise (all players, the
    Attacker and Defender, "he" ...)."""
    if controller_only(view, card):
        return view.card(card).controlled_by == player
    return True


def granted_candidates(view: View, player: str) -> Iterator[tuple[str, Play]]:
    """The cards in play whose traits may grant ``player`` an ability, in state order."""
    for inst in view.state.cards:
        grants = inst.in_play and view.definition(inst.id).grants_abilities
        if grants and _for_player(view, inst.id, player):
            yield inst.id, Play.GRANTED


def granted_text(view: View, card: str) -> str:
    """The granting sentences in words."""
    return "granted: " + " / ".join(view.definition(card).grants_abilities)


def granted_verdict(view: View, player: str, card: str) -> Verdict:
    """``unknown``: the abilities ``card``'s traits grant are not modelled; ``illegal`` when
    ``player`` may not have them (another player's card) or none may be used now."""
    d = view.definition(card)
    if not d.grants_abilities:
        raise AnnouncementError(f"{d.title} ({card}) grants no ability (granted)")
    if not _for_player(view, card, player):
        who = view.card(card).controlled_by
        why = (
            f"{d.title} is controlled by {who}: it grants its abilities to {who} or his cards"
            " (Reference 05, Card Control: only the controller of a card may use its abilities)"
        )
        return Verdict.of("illegal", card, Play.GRANTED, d.title, [Reason("timing", why, (card,))])
    if (none := no_recipient(view, card)) is not None:  # h37adv3 N2 (Kanpeki's Fear 2)
        return Verdict.of(
            "illegal", card, Play.GRANTED, d.title, [Reason("condition", none, (card,))]
        )
    if (late := granted_timing(view, player, card)) is not None:
        late_v = Verdict.of(
            "illegal", card, Play.GRANTED, d.title, [Reason("timing", late, (card,))]
        )
        # a trait of another card in play that allows, and names a time, may still turn it
        return doubt_traits_in_play(view, card, late_v, two_readings=False)
    why = f"not modelled: an ability granted by {d.title} ({card}): " + " / ".join(
        d.grants_abilities
    )
    why_not = Reason("not_modelled", why, (card,))
    return Verdict.of("unknown", card, Play.GRANTED, d.title, [why_not])
