"""Two grants in one sentence behind a count of defenders ("While there is exactly one
defending Personality here, he has the ability, "<A>" and each player has the ability,
"<B>"": Come One at a Time). Reference 04: traits may grant abilities; abilities-and-actions.txt:
an ability may exist only while a condition holds; "here" is the granting card's battlefield
(a Terrain's), "he" the one defending Personality there.

The count is settled by the state (``defending``: a Personality at that battlefield controlled
by the Defender) outside combat (nobody defends: none) and in combat with the sides stated;
with no ``attacker`` (or, with more than two players, no ``defender``) it is not stated.

- exactly one: the grant to each player (B) is read as a grant "Each player has the ability"
  (``solver.granted_abilities``); the grant to "he" (A) is not read (``unknown`` naming it),
  and only his controller may have it (Reference 05, Card Control);
- not exactly one: "he" has no ability; whether the "While" also governs the grant to each
  player after "and" is not settled by the rules files (two readings): ``unknown`` naming it;
- not stated: the sentence stays ``unknown`` naming what the state does not say."""

from __future__ import annotations

from model.cardtext.grant_read import GrantRead
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone

__all__ = ["SHAPE", "lone_defender_grants"]

#: the sentence read (``cards show`` names how: ``solver.cli.grant_lines``)
SHAPE = lazy_regex(
    r"^While there is exactly one defending Personality here, he has the ability,? "
    r"[\"“](?P<a>[^\"”]+)[\"”] and (?P<who>each player has|all players have) the ability,? "
    r"[\"“](?P<b>[^\"”]+)[\"”]\.?$"
)


def _defenders(view: View, card: str) -> list[str] | str:
    """The defending Personalities at ``card``'s battlefield, or what the state does not
    say."""
    state = view.state
    zone, here = view.location(card)
    if zone is not Zone.BATTLEFIELD or here is None:
        return "where 'here' is (its card is at no battlefield)"
    if not state.in_combat:
        return []  # no battle under way: nobody defends
    if state.attacker is None or state.defender_unstated():
        return "who defends (the state names no attacker or Defender)"
    return [
        c.id
        for c in state.cards
        if view.type_of(c.id) is CardType.PERSONALITY
        and view.location(c.id) == (Zone.BATTLEFIELD, here)
        and view.defending(c.id)
    ]


def lone_defender_grants(
    view: View, card: str, sentence: str
) -> list[tuple[GrantRead | None, str, str | None]] | None:
    """The grants of ``sentence`` (the module's shape) of ``card`` in play, each read or with
    why not, and the one player who may have it (None: as the sentence says); None: another
    sentence."""
    m = SHAPE.fullmatch(" ".join(sentence.split()))
    if m is None:
        return None
    he = f'he has the ability, "{m["a"]}" (a grant to the one defending Personality here)'
    found = _defenders(view, card)
    if isinstance(found, str):
        return [(None, f"whether there is exactly one defending Personality here: {found}", None)]
    if len(found) == 1:  # "he": his controller's alone (Reference 05, Card Control)
        each = GrantRead(sentence, m["b"].strip(), None, to="all")
        return [(each, "", None), (None, f"{he}: not read", view.card(found[0]).controlled_by)]
    return [
        (
            None,
            "there is not exactly one defending Personality here, so he has no ability; "
            "whether the 'While' also governs 'and each player has the ability' is not "
            "settled by the rules files (the sentence reads two ways)",
            None,
        )
    ]
