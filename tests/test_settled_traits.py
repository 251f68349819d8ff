"""Traits of cards in play the state settles: a stat change counted by tokens no card in play
carries is zero ("Personalities and Followers have -1F for each of their Madness tokens.",
Foothold of the Mad; h26adv2 F7); a prevention only of battle resolution's changes stops no cost
("Battle resolution will not bow Personalities with unbowed Followers in Hikazu's army."; N7);
a change "while he is unopposed" to an opposed card (N8) or "while defending" to the Attacker's
Personalities (N9) is none. Each with a control where the doubt stays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.token_counts import per_token_zero
from tests.builders import TWO_PLAYERS, set_battle, set_board, set_personality, set_strategy

FOOTHOLD = "Personalities and Followers have -1F for each of their Madness tokens."


def test_read_shape() -> None:
    assert per_token_zero(FOOTHOLD, [])
    assert per_token_zero("Ogata has +1F for each opposing Madness token.", [])
    # another count, or more than the change: not this shape
    assert not per_token_zero("Samurai have +1F for each Holding you control.", [])
    assert not per_token_zero(FOOTHOLD.replace(".", " while attacking."), [])


@pytest.mark.parametrize(
    ("tokens", "limit", "expected"),
    [
        ((), "lower", "legal"),
        (("Fire",), "higher", "legal"),
        # a penalty can't turn an upper limit (solver/force_penalty_scope.py), a lower one it may
        (("Madness",), "lower", "legal"),
        (("Madness",), "higher", "unknown"),
    ],
)
def test_a_force_limit_beside_a_per_token_penalty(
    tmp_path: Path, tokens: tuple[str, ...], limit: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {"title": "Foothold", "types": ["Stronghold"], "gold_production": 2, "text": FOOTHOLD},
        set_personality("Mine", 2),
        set_personality("Foe", 2, force=2),
        set_strategy("Strike", f"<b>Battle:</b> Bow a target enemy card with 2 or {limit} Force."),
    ]
    there = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Foothold", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", **there},
        {"id": "foe", "title": "Foe", "owner": "them", **there, "tokens": list(tokens)},
        {"id": "st", "title": "Strike", "owner": "me", "zone": "hand"},
    ]
    loaded = set_battle(tmp_path, cards, table, "tok")
    v = check(loaded, "me", "st", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Foothold" in v.reasons[0]


@pytest.mark.parametrize(
    ("trait", "expected"),
    [
        ("Battle resolution will not bow Personalities with unbowed Followers in Hikazu's army. "
         "(Their Followers still bow.)", "legal"),
        # the control: a prevention of any card effect's bowing stays a doubt
        ("Card effects will not bow Personalities.", "unknown"),
    ],
)  # fmt: skip
def test_a_bow_cost_beside_a_battle_resolution_prevention(
    tmp_path: Path, trait: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 2},
        set_personality("Mine", 2),
        set_personality("Hikazu", 2, text=trait),
        set_strategy("Rest", "<b>Limited:</b> Bow your target Personality: Gain 1 Honor."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "hik", "title": "Hikazu", "owner": "them", "zone": "home"},
        {"id": "rest", "title": "Rest", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "hik", phase="action", players=TWO_PLAYERS)
    v = check(loaded, "me", "rest", 0)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(("opposed", "expected"), [(True, "illegal"), (False, "unknown")])
def test_a_penalty_while_unopposed_when_he_is_opposed(
    tmp_path: Path, opposed: bool, expected: str
) -> None:
    """ "Bakari has -4F while he is unopposed." (h26adv2 N8): opposed in the state, no change;
    unopposed (at home), the doubt stays."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 2},
        set_personality("Mine", 2),
        set_personality("Bakari", 2, force=7, text="Bakari has -4F while he is unopposed."),
        set_strategy("Strike", "<b>Battle:</b> Bow a target enemy Personality with 3 or lower "
                     "Force."),
    ]  # fmt: skip
    there = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", **there},
        {
            "id": "bak",
            "title": "Bakari",
            "owner": "them",
            **(there if opposed else {"zone": "home"}),
        },
        {"id": "st", "title": "Strike", "owner": "me", "zone": "hand"},
    ]
    loaded = set_battle(tmp_path, cards, table, "bak")
    v = check(loaded, "me", "st", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Bakari" in " ".join(v.reasons)


@pytest.mark.parametrize(
    ("they_attack", "muzu_force", "expected"),
    [(True, 3, "legal"), (False, 3, "illegal"), (False, 1, "legal")],
)
def test_a_bonus_while_defending_to_the_attackers_personalities(
    tmp_path: Path, they_attack: bool, muzu_force: int, expected: str
) -> None:
    """ "Your other Earth Personalities have +1F while defending." (Tamori Muzu; h26adv2 N9):
    its controller the Attacker, no change; the Defender, Foe (Earth, defending) is 3F for
    certain (model.side_stats, h37adv3 N14: it was unknown) and Muzu 3F: no target, illegal;
    Muzu at 1 Force is a target, so legal."""
    bonus = "Your other Earth Personalities have +1F while defending."
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 2},
        set_personality("Mine", 2),
        set_personality("Muzu", 2, force=muzu_force, text=bonus),
        set_personality("Foe", 2, force=2, keywords=["Earth"]),
        set_strategy("Strike", "<b>Battle:</b> Bow a target enemy Personality with 2 or lower "
                     "Force."),
    ]  # fmt: skip
    there = {"zone": "battlefield", "battlefield": "me-p1" if they_attack else "them-p1"}
    attacker, defender = ("them", "me") if they_attack else ("me", "them")
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", **there},
        {"id": "muzu", "title": "Muzu", "owner": "them", **there},
        {"id": "foe", "title": "Foe", "owner": "them", **there},
        {"id": "st", "title": "Strike", "owner": "me", "zone": "hand"},
    ]
    loaded = set_battle(tmp_path, cards, table, "muzu", attacker, defender, there["battlefield"])
    v = check(loaded, "me", "st", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Muzu" in " ".join(v.reasons)
