"""An unread strength penalty and an unread Force raise reaching one Fear target are weighed
together (``solver.strength_force_scope``; h37adv3 W1, W2): The Impregnable Fortress of the
Crab's "+1F while opposed" and Hida Kisada, the Little Bear's "-1 strength" put Hiruma Itta
(2F) at 3F under a Fear 3 of strength 2. Each was checked alone and the answer was legal.
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import yaml_lines_board

_HEAD = [
    "turn: 7",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: spider",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 6}",
    "  - {id: crab, clan: crab, family_honor: 13}",
    "cards:",
    "  - {id: citadel, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
    "  - {id: roburo, title: Daigotsu Roburo, owner: spider, zone: battlefield, "
    "battlefield: crab-p1}",
    "  - {id: zombies, title: Zombie Troops, owner: spider, zone: battlefield, "
    "battlefield: crab-p1, attached_to: roburo}",
]


def _board(tmp: Path, pool: CardPool, name: str, crab: list[str]) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*_HEAD, *crab])


_FORTRESS = (
    "  - {id: fortress, title: The Impregnable Fortress of the Crab, owner: crab, zone: home}"
)
_KYUDEN = "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}"
_KISADA = (
    "  - {id: kisada, title: 'Hida Kisada, the Little Bear', owner: crab, zone: battlefield, "
    "battlefield: crab-p1}"
)
_ITTA = "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, battlefield: crab-p1}"
_LI_FREE = (
    "  - {id: li, title: Light Infantry, owner: crab, zone: battlefield, battlefield: crab-p1, "
    "attached_to: kisada}"
)


def test_penalty_and_raise_together_keep_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """W1: Itta 2F +1F (Fortress, opposed) against Fear 3 -1 (Kisada): 3 > 2, and no other
    candidate (Kisada 5F): unknown, not legal (it was legal, target1 = Itta)."""
    loaded = _board(tmp_path, pool, "w1", [_FORTRESS, _KISADA, _ITTA])
    for card in ("citadel", "zombies"):
        v = check(loaded, "spider", card, 0)
        assert v.status == "unknown", (card, v.status, v.witness)


def test_room_for_both_stays_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: Daigotsu Roburo's Fear 4: 2 + 1 <= 4 - 1, legal on Itta."""
    loaded = _board(tmp_path, pool, "w1-roburo", [_FORTRESS, _KISADA, _ITTA])
    v = check(loaded, "spider", "roburo", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("itta",)


def test_raise_alone_stays_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Fortress without Kisada: Itta 2 + 1 <= 3, legal on Itta."""
    loaded = _board(tmp_path, pool, "w1-no-kisada", [_FORTRESS, _ITTA])
    v = check(loaded, "spider", "citadel", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("itta",)


def test_another_witness_out_of_reach(tmp_path: Path, pool: CardPool) -> None:
    """Control (r01): a Light Infantry (2F Follower, no Crab Clan Personality, no Fortress
    bonus) in Kisada's unit is the witness: legal, and it is not Itta."""
    loaded = _board(tmp_path, pool, "w1-li", [_FORTRESS, _KISADA, _ITTA, _LI_FREE])
    v = check(loaded, "spider", "citadel", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("li",)


_OUMA = [
    _KYUDEN,
    "  - {id: saiyuki, title: Hida Saiyuki, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: ouma, title: Ouma-Jirushi, owner: crab, zone: battlefield, battlefield: crab-p1, "
    "attached_to: saiyuki}",
    "  - {id: li, title: Light Infantry, owner: crab, zone: battlefield, battlefield: crab-p1, "
    "attached_to: saiyuki}",
]


def test_one_card_penalty_and_raise(tmp_path: Path, pool: CardPool) -> None:
    """W2: Ouma-Jirushi's "Fear effects targeting cards in this unit have -1 strength." and
    "... his Followers have +1F" (opposed): Light Infantry 3F against Fear 3 at 2: unknown
    (Saiyuki has a Follower, no candidate)."""
    loaded = _board(tmp_path, pool, "w2", _OUMA)
    for card in ("citadel", "zombies"):
        v = check(loaded, "spider", card, 0)
        assert v.status == "unknown", (card, v.status, v.witness)


def test_one_card_room_for_both(tmp_path: Path, pool: CardPool) -> None:
    """Control: Roburo's Fear 4 on that Light Infantry: 2 + 1 <= 4 - 1, legal."""
    loaded = _board(tmp_path, pool, "w2-roburo", _OUMA)
    v = check(loaded, "spider", "roburo", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("li",)


def _shugorei(tmp: Path, pool: CardPool, bonus: int) -> LoadedState:
    lines = [
        "turn: 7",
        "active_player: dragon",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: dragon",
        "players:",
        "  - {id: dragon, clan: dragon, family_honor: 6}",
        "  - {id: crab, clan: crab, family_honor: 13}",
        "cards:",
        "  - {id: dr-sh, title: The Mountain Keep of the Dragon, owner: dragon, zone: home}",
        "  - {id: shugorei, title: Shugorei, owner: dragon, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: katana, title: Wyrmbone Katana, owner: dragon, zone: battlefield, "
        "battlefield: crab-p1, attached_to: shugorei}",
        _FORTRESS,
        "  - {id: mochi, title: Hida Mochitoko, owner: crab, zone: battlefield, "
        f"battlefield: crab-p1, modifiers: [{{stat: force, amount: {bonus}}}]}}",
    ]
    path = tmp / f"shugorei-{bonus}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_bonus_to_one_side_and_penalty_to_the_other(tmp_path: Path, pool: CardPool) -> None:
    """Wyrmbone Katana's "enemy card with lower Force than this Personality" on Hida
    Mochitoko (5F +1) under the Fortress's "+1F while opposed", with Shugorei (5F + the
    Katana's 4F) under his own "-2F while it is your turn": 7 < 7 fails with both; each alone
    left room (6 < 7, 7 < 9) and the answer was legal: unknown now."""
    v = check(_shugorei(tmp_path, pool, 1), "dragon", "katana", 0, targets={"target1": ["mochi"]})
    assert v.status == "unknown", (v.status, v.reasons)


def test_bonus_and_penalty_with_room(tmp_path: Path, pool: CardPool) -> None:
    """Control: Mochitoko without the +1 token: 6 < 7 with both: legal."""
    v = check(_shugorei(tmp_path, pool, 0), "dragon", "katana", 0, targets={"target1": ["mochi"]})
    assert v.status == "legal", v.reasons
