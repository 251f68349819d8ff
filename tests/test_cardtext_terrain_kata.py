"""Terrains and Kata putting themselves into play (model/cardtext/effects.py): a Terrain only in
a Battle action, at the current battlefield (Reference 05, Battlefields and Locations); a Kata
in its controller's home; the card must be able to enter play legally (Abilities and actions,
Good Faith Rule)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import BringIntoPlay
from model.cardtext import import_text
from model.common import CardType
from model.selectors import SOURCE
from solver.good_faith import check
from tests.builders import board, card

COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}
DESTROY = "<b>Battle:</b> Destroy a Terrain (if able). Put this Terrain into play."
NONE_THERE = (
    "<b>Battle:</b> If there are no Terrains at the current battlefield: Put this card into "
    "play there."
)
KATA = "<b>Open:</b> Put this Kata into play. Discard your other Kata in play."


def _action(text: str, keywords: tuple[str, ...]) -> Any:
    (action,) = import_text(
        text, title="T Ground", card_type=CardType.STRATEGY, keywords=keywords
    ).actions
    return action


@pytest.mark.parametrize(
    ("text", "keywords"), [(DESTROY, ("terrain",)), (NONE_THERE, ("terrain",)), (KATA, ("kata",))]
)
def test_the_card_brings_itself_into_play(text: str, keywords: tuple[str, ...]) -> None:
    action = _action(text, keywords)
    assert action.full, action.not_understood
    (effect,) = [e for e in action.ability.effects if e.bring_into_play is not None]
    assert effect.bring_into_play == BringIntoPlay(
        select=effect.bring_into_play.select, from_zone="any", pay_cost=False, card=SOURCE
    )


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        # Engage: no current battlefield for the Terrain to enter (Reference 05); Battle/Engage
        # is read as Battle (test_a_battle_engage_terrain)
        ("<b>Engage:</b> Destroy a Terrain (if able). Put this Terrain into play.", ("terrain",)),
        ("<b>Open/Engage:</b> Put this Terrain into play.", ("terrain",)),
        ("<b>Open:</b> Put this Terrain into play.", ("terrain",)),
        # "there" names a battlefield: a Kata enters its controller's home
        ("<b>Battle:</b> Put this card into play there.", ("kata",)),
        # the noun is not the card's keyword
        ("<b>Open:</b> Put this Kata into play.", ("terrain",)),
        ("<b>Battle:</b> Put this Terrain into play.", ()),
        ("<b>Battle:</b> Put this card into play.", ("terrain", "kata")),
    ],
)
def test_entering_play_not_read(text: str, keywords: tuple[str, ...]) -> None:
    assert not _action(text, keywords).full


def _play(text: str, keywords: list[str], others: list[dict[str, Any]], **kw: Any) -> str:
    (action,) = import_text(
        text, title="T Ground", card_type=CardType.STRATEGY, keywords=tuple(keywords)
    ).actions
    from pydantic import TypeAdapter

    from model.abilities import Ability

    ab = TypeAdapter(Ability).dump_python(action.ability, mode="json", exclude_defaults=True)
    defs = [
        {
            "title": "T Ground",
            "type": "strategy",
            "keywords": keywords,
            "unique": True,
            "abilities": [ab],
        },
        {"title": "T Other Ground", "type": "strategy", "keywords": keywords},
        {"title": "T Guard", "type": "personality", "force": 2},
    ]
    cards = [
        card("s", "T Ground", "me", zone="hand"),
        card("guard", "T Guard", "me", zone="battlefield", battlefield="them-p1"),
        *others,
    ]
    return check(board(defs, cards, **kw), "me", "s", 0).status


def test_a_terrain_in_a_battle() -> None:
    assert _play(DESTROY, ["terrain"], [], **COMBAT) == "legal"
    # not in a battle: a Battle action's timing
    assert _play(DESTROY, ["terrain"], []) == "illegal"


@pytest.mark.parametrize(("where", "expected"), [("them-p1", "illegal"), ("them-p2", "legal")])
def test_no_terrain_at_the_current_battlefield(where: str, expected: str) -> None:
    there = card("t2", "T Other Ground", "them", zone="battlefield", battlefield=where)
    assert _play(NONE_THERE, ["terrain"], [there], **COMBAT) == expected


def test_a_unique_kata_already_in_play_cannot_enter_again() -> None:
    """Unique: no second card of the title in play under your control (README readings); the
    card must enter play legally (Good Faith Rule)."""
    assert _play(KATA, ["kata"], []) == "legal"
    twin = card("k2", "T Ground", "me", zone="home")
    assert _play(KATA, ["kata"], [twin]) == "illegal"


BATTLE_ENGAGE = "<b>Battle/Engage:</b> Destroy a Terrain (if able). Put this Terrain into play."


def test_a_battle_engage_terrain() -> None:
    """ "Battle/Engage: ... Put this Terrain into play.": read as the Battle action (the Terrain
    enters the current battlefield); used at engage, where it enters is not in the rules files:
    unknown (Ability.unread_designators)."""
    from model.abilities import Designator
    from model.describe import ability_text

    action = _action(BATTLE_ENGAGE, ("terrain",))
    assert action.full, action.not_understood
    assert action.ability.unread_designators == (Designator.ENGAGE,)
    assert ability_text(action.ability).endswith("unknown when used as Engage (not read)")
    assert _play(BATTLE_ENGAGE, ["terrain"], [], **COMBAT) == "legal"
    # at engage (the Attack Phase, before the Combat Segment): not read, unknown
    assert _play(BATTLE_ENGAGE, ["terrain"], [], phase="attack") == "unknown"
    # in the Action Phase: neither designator's timing
    assert _play(BATTLE_ENGAGE, ["terrain"], []) == "illegal"
    # (another card's Battle/Engage action is read as before, with no designator unread)
    other = _action("<b>Battle/Engage:</b> Draw a card.", ())
    assert other.full and other.ability.unread_designators == ()


def test_unread_designators_are_some_of_its_designators() -> None:
    from model.abilities import Ability, Designator

    with pytest.raises(ValueError):
        Ability(designators=(Designator.ENGAGE,), unread_designators=(Designator.ENGAGE,))
    with pytest.raises(ValueError):
        Ability(designators=(Designator.BATTLE,), unread_designators=(Designator.ENGAGE,))
