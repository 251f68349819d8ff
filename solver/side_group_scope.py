"""An unread stat change to the attacking or defending cards ("Attacking Lion Clan
Personalities have +1F and +1PH." Akodo's Guidance; "Defending Personalities at this
Province's battlefields have +1F."; h30shield) can change only cards that attack (defend) now:
the cards in play at a battlefield of the Attacker (the Defender; Reference 05, Battlefield /
Side). Its subject's further words (a Clan, a keyword, a place) narrow it more, which is not
asked: the cards of those units are the widest it may touch (a Follower's Force is its unit's
too), and none while nobody attacks (defends): it then changes nothing a test reads
(``solver.traits_in_play``). With the Attacker (Defender) not stated in an attack, not read."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import Phase, View
from model.zones import Zone

__all__ = ["side_group_cards"]

_SIDE_GROUP = lazy_regex(
    r"^(?P<side>Attacking|Defending) (?:[\w'-]+ ){0,3}?"
    r"(?:Personalities and Followers|Personalities|Followers|cards)"
    r"(?: at this Province's battle(?:fields?|lfield))? have "
    r"[+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))*"
    r"(?: while at this [Pp]rovince's battlefield)?\.?$"
)


def side_group_cards(view: View, said: str) -> frozenset[str] | None:
    """The cards the sentence ``said`` may change now (see the module): the cards in play at a
    battlefield controlled by the Attacker (the Defender), empty when none; None when it is not
    this shape or the state does not say who attacks (defends)."""
    m = _SIDE_GROUP.match(said.strip())
    if m is None:
        return None
    state = view.state
    if m["side"] == "Attacking":
        if state.attacker is None and state.phase is Phase.ATTACK:
            return None  # an attack whose Attacker the state does not name
        side = [c for c in state.cards if state.attacker is not None and view.attacking(c.id)]
    else:
        if state.defender_unstated() or (state.phase is Phase.ATTACK and state.attacker is None):
            return None
        side = [c for c in state.cards if view.defending(c.id)]
    return frozenset(c.id for c in side if c.in_play and view.location(c.id)[0] is Zone.BATTLEFIELD)
