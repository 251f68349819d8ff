"""Abilities granted by the traits of cards in play ("You have the ability, "Repeatable
Battle: ..."", "Each of your Scorpion Clan Personalities has the ability, "..."": Reference
04, traits may grant abilities; Reference 02, "Players may gain abilities/traits from
effects"), not modelled. So that no lister shows a player fewer options than he has, each card
in play with such a sentence (``CardDef.grants_abilities``) is a candidate announcement of the
players the sentence may give it to (``Play.GRANTED`` on the granting card), whose ``check``
is ``unknown`` naming the card and the sentence."""

from __future__ import annotations

import re
from collections.abc import Iterator

from model.state import View
from solver.verdict import AnnouncementError, Play, Reason, Verdict

__all__ = ["granted_candidates", "granted_text", "granted_verdict"]

#: the grant goes to the card's controller only: "You have", "Your Tacticians have", "Each of
#: your ... Personalities has", "This Shugenja has" (after a "While ...," / "Invest :g4::")
_YOURS = re.compile(
    r"^(?:(?:While|If) [^,]+, |[A-Z][a-z]+(?: :[a-z0-9]+:)?: )?"
    r"(?:You have\b|Your\b|Each of your\b|each of your\b|This (?:Personality|Shugenja)\b)"
)


def _for_player(view: View, card: str, player: str) -> bool:
    """May a grant of ``card`` be ``player``'s? Only its controller's when every sentence
    gives it to "you" or your cards; anyone's otherwise (all players, the Attacker and
    Defender, "he" ...)."""
    said = view.definition(card).grants_abilities
    if all(_YOURS.match(s) and " player" not in s.lower() for s in said):
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


def granted_verdict(view: View, card: str) -> Verdict:
    """``unknown``: the abilities ``card``'s traits grant are not modelled."""
    d = view.definition(card)
    if not d.grants_abilities:
        raise AnnouncementError(f"{d.title} ({card}) grants no ability (granted)")
    why = f"not modelled: an ability granted by {d.title} ({card}): " + " / ".join(
        d.grants_abilities
    )
    why_not = Reason("not_modelled", why, (card,))
    return Verdict.of("unknown", card, Play.GRANTED, d.title, [why_not])
