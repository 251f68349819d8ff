"""An announcement that names an optional target ("may target", "up to N") or a slot of one
alternative: the named cards must fit it (Abilities and actions / B. Explicit performing and
required targeting). Before, only their number was checked and any card was accepted."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from solver.good_faith import check
from tests.builders import board, card

STRONGHOLD = {
    "title": "T Keep",
    "type": "stronghold",
    "gold_production": 5,
    "province_strength": 8,
    "starting_honor": 5,
    "production": [{"from_stat": "gold_production"}],
}
SAMURAI = {
    "title": "T Samurai",
    "type": "personality",
    "keywords": ["samurai"],
    "force": 2,
    "chi": 2,
    "personal_honor": 2,
    "honor_requirement": 0,
    "gold_cost": 5,
}
MONK = {**SAMURAI, "title": "T Monk", "keywords": ["monk"]}
FARM = {"title": "T Farm", "type": "holding", "gold_cost": 2, "keywords": ["farm"]}
TEMPLE = {"title": "T Temple", "type": "holding", "gold_cost": 2, "keywords": ["temple"]}
UP_TO = {
    "title": "T Words",
    "type": "strategy",
    "gold_cost": 0,
    "abilities": [
        {
            "designators": ["open"],
            "targets": [
                {
                    "name": "personalities",
                    "count": 3,
                    "up_to": True,
                    "select": {"controller": "you", "type": "personality"},
                }
            ],
            "effects": [{"step": "give them +1F"}],
        }
    ],
}
MAY_TARGET = {
    "title": "T Blessing",
    "type": "strategy",
    "gold_cost": 0,
    "abilities": [
        {
            "designators": ["open"],
            "targets": [
                {
                    "name": "monk",
                    "block": "constraints",
                    "performer": True,
                    "select": {"controller": "you", "type": "personality", "keyword": "monk"},
                },
                {
                    "name": "temple",
                    "block": "constraints",
                    "optional": True,
                    "select": {"controller": "you", "type": "holding", "keyword": "temple"},
                },
            ],
            "effects": [{"step": "give him +2F, or +4F if you targeted a Temple"}],
        }
    ],
}
MUSTER = {
    "title": "T Muster",
    "type": "strategy",
    "gold_cost": 0,
    "abilities": [
        {
            "designators": ["open"],
            "targets": [
                {
                    "one_of": [
                        [
                            {
                                "name": "first",
                                "select": {"controller": "you", "type": "personality"},
                            },
                            {
                                "name": "second",
                                "select": {
                                    "controller": "you",
                                    "type": "personality",
                                    "other_than": "first",
                                },
                            },
                        ],
                        [
                            {
                                "name": "first",
                                "select": {"controller": "you", "type": "personality"},
                            },
                            {"name": "holding", "select": {"controller": "you", "type": "holding"}},
                        ],
                    ]
                }
            ],
            "effects": [{"step": "straighten them"}],
        }
    ],
}
DEFS = [STRONGHOLD, SAMURAI, MONK, FARM, TEMPLE, UP_TO, MAY_TARGET, MUSTER]


def _board(cards: list[dict[str, Any]]) -> Any:
    return board(
        DEFS,
        [
            card("keep", "T Keep", "me"),
            card("words", "T Words", "me", zone="hand"),
            card("blessing", "T Blessing", "me", zone="hand"),
            card("muster", "T Muster", "me", zone="hand"),
            *cards,
        ],
    )


BOARD = _board(
    [
        card("mine", "T Samurai", "me"),
        card("monk", "T Monk", "me"),
        card("theirs", "T Samurai", "them"),
        card("farm", "T Farm", "me"),
        card("temple", "T Temple", "me"),
        card("their_temple", "T Temple", "them"),
    ]
)


def _status(cid: str, targets: dict[str, list[str]]) -> str:
    return check(BOARD, "me", cid, 0, targets=targets).status


def test_an_up_to_target_of_the_wrong_card_is_refused() -> None:
    verdict = check(BOARD, "me", "words", 0, targets={"personalities": ["farm"]})
    assert verdict.status == "illegal"
    assert any("farm" in r.cards for r in verdict.details) or "Farm" in verdict.details[0].text
    assert _status("words", {"personalities": ["theirs"]}) == "illegal"
    assert _status("words", {"personalities": ["mine", "theirs"]}) == "illegal"


def test_an_up_to_target_of_fitting_cards_is_legal_with_them() -> None:
    verdict = check(BOARD, "me", "words", 0, targets={"personalities": ["mine", "monk"]})
    assert verdict.status == "legal"
    assert verdict.witness is not None
    assert sorted(verdict.witness.targets["personalities"]) == ["mine", "monk"]
    assert _status("words", {"personalities": []}) == "legal"


def test_a_may_target_slot_named_must_fit() -> None:
    assert _status("blessing", {"monk": ["monk"], "temple": ["temple"]}) == "legal"
    assert _status("blessing", {"monk": ["monk"], "temple": ["farm"]}) == "illegal"
    assert _status("blessing", {"monk": ["monk"], "temple": ["their_temple"]}) == "illegal"
    assert _status("blessing", {"monk": ["monk"]}) == "legal"


def test_a_slot_of_one_alternative_chooses_it() -> None:
    assert _status("muster", {"first": ["mine"], "holding": ["farm"]}) == "legal"
    assert _status("muster", {"first": ["mine"], "second": ["monk"]}) == "legal"
    assert _status("muster", {"first": ["mine"], "holding": ["theirs"]}) == "illegal"
    assert _status("muster", {"first": ["mine"], "second": ["farm"]}) == "illegal"
    # "second" other than "first": the same card can't be both
    assert _status("muster", {"first": ["mine"], "second": ["mine"]}) == "illegal"


def test_the_chosen_alternative_needs_all_its_targets() -> None:
    lone = _board([card("mine", "T Samurai", "me"), card("farm", "T Farm", "me")])
    # one Personality: only the Personality-and-Holding alternative can be met
    assert check(lone, "me", "muster", 0).status == "legal"
    assert check(lone, "me", "muster", 0, targets={"holding": ["farm"]}).status == "legal"
    assert check(lone, "me", "muster", 0, targets={"second": ["mine"]}).status == "illegal"


CARDS = ["mine", "monk", "theirs", "farm", "temple", "their_temple"]
YOUR_PERSONALITIES = {"mine", "monk"}


@settings(max_examples=60, deadline=None)
@given(st.sets(st.sampled_from(CARDS), max_size=3))
def test_up_to_named_agrees_with_brute_force(named: set[str]) -> None:
    """Reference: a named set is legal iff each card is one of your Personalities."""
    expected = "legal" if named <= YOUR_PERSONALITIES else "illegal"
    assert _status("words", {"personalities": sorted(named)}) == expected


def test_every_pair_of_the_alternative_agrees_with_brute_force() -> None:
    for a, b in itertools.product(CARDS, repeat=2):
        second_ok = a in YOUR_PERSONALITIES and b in YOUR_PERSONALITIES and a != b
        holding_ok = a in YOUR_PERSONALITIES and b in {"farm", "temple"}
        assert _status("muster", {"first": [a], "second": [b]}) == (
            "legal" if second_ok else "illegal"
        ), (a, b)
        assert _status("muster", {"first": [a], "holding": [b]}) == (
            "legal" if holding_ok else "illegal"
        ), (a, b)
