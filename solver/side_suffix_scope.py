"""A stat change to its controller's cards only while they attack or defend ("Your Samurai have
+1F while defending.": Shiro Daidoji; h40adv1 N4): it changes no card while none of that
player's cards attacks (defends) now (Reference 05, Battlefield / Side: the Attacker's and
the Defender's cards at a battlefield), so it turns no test then
(``solver.quality_owner_scope.names_none``). Not read when the state does not say who attacks
(defends)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["side_suffix_none"]

_SIDE_SUFFIX = lazy_regex(
    r"^Your [^.;:]+? (?:have|has|gain|get) [+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))*"
    r" while (?P<side>defending|attacking)\.?$"
)


def side_suffix_none(view: View, cid: str, said: str) -> bool:
    """Is ``said`` of card ``cid`` such a sentence while none of its controller's cards attacks
    (defends)?"""
    m = _SIDE_SUFFIX.match(said.strip())
    if m is None:
        return False
    state = view.state
    if state.phase is Phase.ATTACK and state.attacker is None:
        return False
    if m["side"] == "defending" and state.defender_unstated():
        return False
    you = view.card(cid).controlled_by
    test = view.defending if m["side"] == "defending" else view.attacking
    return not any(c.in_play and c.controlled_by == you and test(c.id) for c in state.cards)
