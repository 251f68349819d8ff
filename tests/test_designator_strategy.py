"""A target "Battle Strategy" (h46tgt; ``target_words.designator_of``): "Battle" is an action
designator, not a keyword (Reference 04), and effects that look for cards with Battle actions
find a Strategy with a Battle (or Open/Battle) ability (Abilities and actions / Designators), so
"Put a target Battle Strategy from your discard pile into your hand." (The Ways of Sensei Wu) is
a Strategy in your Fate discard pile with ``Selector.has_ability == ("battle",)``. Real cards
by title from ../shared/data (skipped without it), with legal, illegal and unknown boards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, discard: list[tuple[str, str]]) -> LoadedState:
    """Scorpion's Combat Segment at a Crab Province; The Ways of Sensei Wu in play and
    ``discard`` (id, title) in Scorpion's Fate discard pile."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "scorpion", "zone": "home"},
        {"id": "wu", "title": "The Ways of Sensei Wu", "owner": "scorpion", "zone": "home"},
        {
            "id": "haw",
            "title": "Shosuro Hawado",
            "owner": "scorpion",
            "zone": "battlefield",
            "battlefield": "crab-p1",
        },
        {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        {
            "id": "daizu",
            "title": "Hida Daizu",
            "owner": "crab",
            "zone": "battlefield",
            "battlefield": "crab-p1",
        },
        # another player's Battle Strategy: not in "your discard pile"
        {"id": "theirs", "title": "A Lion's Roar", "owner": "crab", "zone": "fate_discard"},
    ]
    cards += [
        {"id": i, "title": t, "owner": "scorpion", "zone": "fate_discard"} for i, t in discard
    ]
    state = {
        "turn": 6,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "scorpion",
        "defender": "crab",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": cards,
    }
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True), "utf-8")
    return load_state(path, cards=pool)


def test_import_reads_a_battle_strategy(pool: CardPool) -> None:
    wu = pool.definitions()["The Ways of Sensei Wu"]
    (ab,) = wu.abilities
    assert not ab.not_understood
    (spec,) = ab.all_target_specs()
    assert spec.select.has_ability == ("battle",)
    assert [t.value for t in spec.select.type] == ["strategy"]
    assert spec.select.location is not None and spec.select.location.value == "fate_discard"


def test_a_battle_strategy_in_your_discard_pile_is_legal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, [("roar", "A Lion's Roar"), ("dice", "A Game of Dice")])
    v = check(board, "scorpion", "wu", 0)
    assert v.status == "legal", v.reasons
    v = check(board, "scorpion", "wu", 0, targets={"target1": ["roar"]})
    assert v.status == "legal", v.reasons


def test_a_strategy_with_no_battle_ability_is_no_target(tmp_path: Path, pool: CardPool) -> None:
    """Control: A Game of Dice prints only a Limited ability; another player's Battle
    Strategy is in his discard pile, not yours."""
    board = _board(tmp_path, pool, [("dice", "A Game of Dice")])
    v = check(board, "scorpion", "wu", 0)
    assert v.status == "illegal", v.reasons
    v = check(
        _board(tmp_path, pool, [("roar", "A Lion's Roar"), ("dice", "A Game of Dice")]),
        "scorpion",
        "wu",
        0,
        targets={"target1": ["dice"]},
    )
    assert v.status == "illegal", v.reasons


def test_a_strategy_whose_kind_is_unsettled_leaves_unknown(tmp_path: Path, pool: CardPool) -> None:
    """A Strategy whose text does not settle whether it has a Battle ability (Amazing Feat)
    is no candidate, and the illegal answer resting on it is unknown."""
    board = _board(tmp_path, pool, [("feat", "Amazing Feat")])
    v = check(board, "scorpion", "wu", 0)
    assert v.status == "unknown", v.reasons
    assert "Amazing Feat" in " ".join(v.reasons)
