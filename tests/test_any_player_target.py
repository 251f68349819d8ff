"""A target "any player's target Personality" (h46tgt; ``targets._HEAD``, ``audit``): a
Personality of any controller, you or another player (Reference 05: a player controls his
cards; "any player" names no one in particular). Unsettling Gathering ("Limited, :gstar::
Target an attachment with Gold Cost equal to or lower than the amount paid. Transfer it to any
player's target Personality (this may change control of the attachment).") was unread for
these words alone. Real cards from ../shared/data (skipped without it); The Aerie produces 4
Gold, Devoted Yojimbo costs 3, Veteran Advisor 7."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_HEAD = [
    "turn: 4",
    "active_player: crane",
    "phase: action",
    "players:",
    "  - {id: crane, clan: crane, family_honor: 15}",
    "  - {id: crab, clan: crab, family_honor: 12}",
    "cards:",
    "  - {id: ug, title: Unsettling Gathering, owner: crane, zone: hand}",
    "  - {id: aerie, title: The Aerie, owner: crane, zone: home}",
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
]
_RENGETSU = "  - {id: rengetsu, title: Doji Rengetsu, owner: crane, zone: home}"
_DAIZU = "  - {id: daizu, title: Hida Daizu • Experienced, owner: crab, zone: home}"
_YOJ = "  - {id: yoj, title: Devoted Yojimbo, owner: crab, zone: home, attached_to: daizu}"
_ADV = "  - {id: adv, title: Veteran Advisor, owner: crab, zone: home, attached_to: daizu}"


def _board(tmp: Path, pool: CardPool, *extra: str) -> LoadedState:
    path = tmp / f"any-{len(list(tmp.iterdir()))}.yaml"
    path.write_text("\n".join([*_HEAD, *extra]) + "\n")
    return load_state(path, cards=pool)


def test_import_reads_any_players_personality(pool: CardPool) -> None:
    (ab,) = pool.definitions()["Unsettling Gathering"].abilities
    assert not ab.not_understood
    specs = ab.all_target_specs()
    assert [s.select.controller.value for s in specs] == ["any", "any"]
    assert [t.value for t in specs[1].select.type] == ["personality"]


def test_onto_your_own_personality(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, _RENGETSU, _DAIZU, _YOJ)
    v = check(board, "crane", "ug", 0, targets={"target1": ["yoj"], "target2": ["rengetsu"]})
    assert v.status == "legal", v.reasons


def test_onto_another_players_personality(tmp_path: Path, pool: CardPool) -> None:
    """Any player's: with no Personality of your own, the opponent's is a target."""
    board = _board(tmp_path, pool, _DAIZU, _YOJ)
    v = check(board, "crane", "ug", 0, targets={"target1": ["yoj"], "target2": ["daizu"]})
    assert v.status == "legal", v.reasons
    assert check(board, "crane", "ug", 0).status == "legal"


def test_control_not_a_personality(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Holding is no Personality; with no attachment in play, no target at all."""
    board = _board(tmp_path, pool, _RENGETSU, _DAIZU, _YOJ)
    v = check(board, "crane", "ug", 0, targets={"target1": ["yoj"], "target2": ["aerie"]})
    assert v.status == "illegal", v.reasons
    assert check(_board(tmp_path, pool, _RENGETSU, _DAIZU), "crane", "ug", 0).status == "illegal"


def test_control_beyond_the_gold_paid(tmp_path: Path, pool: CardPool) -> None:
    """Control: Veteran Advisor (Gold Cost 7) beyond the 4 Gold The Aerie, the one producer,
    can ever pay: illegal in both readings (``solver.paid_target_limit``)."""
    board = _board(tmp_path, pool, _RENGETSU, _DAIZU, _ADV)
    v = check(board, "crane", "ug", 0, targets={"target1": ["adv"], "target2": ["rengetsu"]})
    assert v.status == "illegal", v.reasons
    assert "Gold Cost at most 4" in " ".join(v.reasons)
