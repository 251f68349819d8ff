"""An action "considered a Ranged Attack" is held to a Ranged Attack's target rules (Reference
01, Cardinal rule 1 example: in the current enemy army, a Follower or a Personality without
Followers): Tsuruchi • Experienced 2, Nogoten's Bow (h36adv1 p10, was a false legal and then an
honest `unknown`). ``model/cardtext/considered_attack.py``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.attack_scope import may_make
from solver.good_faith import check
from tests.builders import pool_state

TSURUCHI = "Tsuruchi • Experienced 2"


def _board(tmp: Path, pool: Any, aramoro: dict[str, Any], *more: dict[str, Any]) -> Any:
    cards = [
        {"id": "t", "title": TSURUCHI, "owner": "a", "zone": "battlefield", "battlefield": "b-p1"},
        {"id": "aramoro", "title": "Bayushi Aramoro • ExperiencedKYD", "owner": "b", **aramoro},
        {"id": "maemi", "title": "Bayushi Maemi", "owner": "b", "zone": "battlefield",
         "battlefield": "b-p1"},
        *more,
    ]  # fmt: skip
    return pool_state(
        tmp,
        pool,
        cards,
        phase="attack",
        segment="combat",
        current_battlefield="b-p1",
        attacker="a",
        defender="b",
    )


def test_a_ninja_at_home_is_no_ranged_target(pool: Any, tmp_path: Path) -> None:
    """h36adv1 p10: the only enemy Ninja is at home, not in the current enemy army."""
    v = check(_board(tmp_path, pool, {"zone": "home"}), "a", "t", 0)
    assert v.status == "illegal", v
    assert "none" in " ".join(d.text for d in v.details)


def test_a_ninja_at_the_battlefield_is(pool: Any, tmp_path: Path) -> None:
    where = {"zone": "battlefield", "battlefield": "b-p1"}
    v = check(_board(tmp_path, pool, where), "a", "t", 0)
    assert v.status == "legal", v
    assert "aramoro" in repr(v)


def test_a_ninja_with_a_follower_is_not(pool: Any, tmp_path: Path) -> None:
    """Control: a Personality with Followers is no Ranged Attack's target."""
    where = {"zone": "battlefield", "battlefield": "b-p1"}
    follower = {"id": "li", "title": "Light Infantry", "owner": "b", "zone": "battlefield",
                "battlefield": "b-p1", "attached_to": "aramoro"}  # fmt: skip
    v = check(_board(tmp_path, pool, where, follower), "a", "t", 0)
    assert v.status == "illegal", v


@pytest.mark.parametrize("title", [TSURUCHI, "Nogoten's Bow"])
def test_the_real_cards_are_read_as_ranged_attacks(pool: Any, title: str) -> None:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (para,) = [p for p in card.oracle.imported.paragraphs if "considered" in p.text]
    assert para.full and para.ability is not None
    assert may_make(para.ability, frozenset({"ranged"}))  # "Ranged Attacks may not target ..."
    (spec,) = [t for t in para.ability.all_target_specs() if not t.performer]
    assert spec.select.location is not None and spec.select.location.value == "current_battlefield"
    assert spec.select.any_of


@pytest.mark.parametrize(
    "text",
    [
        # two targets: which is the attack's is not read
        "Battle: Target an enemy Follower and an enemy Personality: Destroy them. This is "
        "considered a Ranged Attack.",
        # a target at home: its own words against the attack's rules
        "Battle: Target an enemy Personality at home: Destroy him. This is considered a Ranged "
        "Attack.",
        # words after the clause ("from the Item"): not the whole sentence
        "Battle: Target an enemy Follower: Destroy it. This is considered a Ranged Attack from "
        "the Item.",
        # a Holding: no Ranged Attack's target type
        "Battle: Target an enemy Holding: Destroy it. This is considered a Ranged Attack.",
        # your own card
        "Battle: Target your Follower: Destroy it. This is considered a Ranged Attack.",
    ],
)
def test_shapes_left_unread(text: str) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert not action.full, text


def test_one_enemy_card_is_read() -> None:
    text = "Battle: Target an enemy card: Destroy it. This action is considered a Ranged Attack."
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.targets
    assert set(spec.select.type) == {CardType.FOLLOWER, CardType.PERSONALITY}


@pytest.mark.parametrize(
    ("personality", "expected"), [("Matsu Yuuto", "illegal"), ("Matsu Gohei", "legal")]
)
def test_a_ranged_attack_shield_reaches_it(
    pool: Any, tmp_path: Path, personality: str, expected: str
) -> None:
    """Matsu Yuuto's "Ranged Attacks may not target cards in this unit." keeps the Ninja
    Follower in his unit from Tsuruchi's action (it is a Ranged Attack); beside Matsu Gohei
    (no such sentence), the control, it is a target."""
    at = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [
        {"id": "t", "title": TSURUCHI, "owner": "a", **at},
        {"id": "lsh", "title": "The Ancestral Home of the Lion", "owner": "b", "zone": "home"},
        {"id": "p", "title": personality, "owner": "b", **at},
        {"id": "mi", "title": "Master Infiltrator", "owner": "b", "attached_to": "p", **at},
    ]
    state = pool_state(
        tmp_path,
        pool,
        cards,
        phase="attack",
        segment="combat",
        current_battlefield="b-p1",
        attacker="a",
        defender="b",
    )
    v = check(state, "a", "t", 0)
    assert v.status == expected, v.reasons
