"""A trait naming actions only as its own card's ("If this Shugenja is Water, he may perform
this card's Battle action even if it is in your home.", Peace of the Kami) changes that card's
actions alone (Abilities and actions: each ability on each source is a separate ability): it
doubts no other card's action (h45adv4 odg2_pk, nw1). Real cards from ../shared/data."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_ability_scope import about_own_ability, own_actions_only


@pytest.mark.parametrize(
    ("said", "own"),
    [
        (
            "If this Shugenja is Water, he may perform this card's Battle action even if it is "
            "in your home.",
            True,
        ),
        (
            "While this Shugenja is Earth, this card's Battle ability may be used even if this "
            "unit is not at the current battlefield.",
            True,
        ),
        (
            "You may take this Holding's actions during a battle at any battlefield where you "
            "control a Siege Personality.",
            True,
        ),
        # another card's actions, or actions a Personality performs: not its own
        ("The Attacker may not take Engage actions at this Item's battlefield.", False),
        ("Taigo may perform up to three Tactical actions per turn.", False),
        (
            "Once per battle, Harumi may perform the Equip Battle action even if bowed and even "
            "if unopposed.",
            False,
        ),
        ("You may use this Personality's Tactical Advantage ability as an Engage.", False),
        (
            "If this Shugenja is Water, he may perform this card's Battle action and other Battle "
            "actions even if it is in your home.",
            False,
        ),
        ("If this Shugenja is Water, he gains 1 Honor.", False),
    ],
)
def test_sentences_naming_only_the_cards_own_actions(said: str, own: bool) -> None:
    assert own_actions_only(said) is own
    assert about_own_ability(said, "Peace of the Kami") is own


def _board(pool: CardPool, attached: str | None) -> Any:
    """An attack, in combat at crane-p1: Asako Chukage (a Water Shugenja) at the battle with
    ``attached`` on him; his Reaction's trigger has not happened."""
    cards: list[dict[str, Any]] = [
        {"id": "lsh", "title": "Shamate Keep", "owner": "me", "zone": "home"},
        {"id": "csh", "title": "Kyuden Hida • Experienced", "owner": "crane", "zone": "home"},
        {
            "id": "konomi",
            "title": "Asahina Konomi",
            "owner": "crane",
            "zone": "battlefield",
            "battlefield": "crane-p1",
        },
        {
            "id": "chukage",
            "title": "Asako Chukage",
            "owner": "me",
            "zone": "battlefield",
            "battlefield": "crane-p1",
        },
    ]
    if attached is not None:
        cards.append(
            {
                "id": "sp",
                "title": attached,
                "owner": "me",
                "zone": "battlefield",
                "battlefield": "crane-p1",
                "attached_to": "chukage",
            }
        )
    data = {
        "turn": 5,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crane-p1",
        "attacker": "me",
        "province_strength": 6,
        "players": [
            {"id": "me", "clan": "lion", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize("spell", ["Peace of the Kami", "Nature's Wrath", None])
def test_an_own_presence_permission_does_not_doubt_another_reaction(
    pool: CardPool, spell: str | None
) -> None:
    """Chukage's Reaction (after an action moved your Personality) is not timely in combat:
    illegal with the Spell on him as without it (control); Peace of the Kami's own Battle action
    stays legal."""
    loaded = _board(pool, spell)
    reaction = check(loaded, "me", "chukage", 0)
    assert reaction.status == "illegal"
    assert reaction.details[0].code == "timing"
    if spell == "Peace of the Kami":
        assert check(loaded, "me", "sp", 0).status == "legal"
