"""A requirement that fails whatever an unstated fact is (``solver.unstated_facts``; Good Faith
Rule: every condition and cost together; h38adv2 N9, N10): the check is run again with the fact
stated each way, and ``illegal`` only when every run is illegal; a run that is legal or unknown
(an unread Gold text, a target that exists) keeps the ``unknown``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import yaml_lines_board

PAST = "(the state's 'past')"
RECON = "players[].reconnaissance"


def _embargo(tmp: Path, pool: CardPool, *more: str, past: bool = False) -> Any:
    """Phoenix's Action Phase (Trade Embargo is Open); Scorpion's unbowed Gold: Geisha House 3
    (Midday Shadow Court bowed); Trade Embargo costs 4."""
    lines = [
        "turn: 6",
        "active_player: phoenix",
        "phase: action",
        "players:",
        "  - {id: phoenix, clan: phoenix, family_honor: 8}",
        "  - {id: scorpion, clan: scorpion, family_honor: 4}",
        "cards:",
        "  - {id: shiro, title: Shiro Shiba, owner: phoenix, zone: home}",
        "  - {id: midday, title: Midday Shadow Court, owner: scorpion, zone: home, bowed: true}",
        "  - {id: geisha, title: Geisha House, owner: scorpion, zone: home}",
        "  - {id: emb, title: Trade Embargo, owner: scorpion, zone: hand}",
        *more,
    ]
    if past:
        lines[3:3] = [
            "past:",
            "  - {event: played_title, player: scorpion, title: Trade Embargo, period: turn,"
            " happened: false}",
        ]
    return yaml_lines_board(tmp, pool, "embargo", lines)


def test_a_gold_cost_failing_whatever_was_played(tmp_path: Path, pool: CardPool) -> None:
    """N9: 4 Gold against 3, whether or not another Trade Embargo was played this turn."""
    v = check(_embargo(tmp_path, pool), "scorpion", "emb", 0)
    assert v.status == "illegal", v.reasons
    assert "needs 4 Gold" in v.reasons[0] and PAST in v.reasons[0]


def test_the_same_with_the_past_stated(tmp_path: Path, pool: CardPool) -> None:
    v = check(_embargo(tmp_path, pool, past=True), "scorpion", "emb", 0)
    assert v.status == "illegal" and PAST not in v.reasons[0], v.reasons


def test_control_enough_gold_keeps_the_unknown(tmp_path: Path, pool: CardPool) -> None:
    """A Large Farm too (5 Gold): legal if nothing was played, so the past decides: unknown."""
    farm = "  - {id: farm, title: Large Farm, owner: scorpion, zone: home}"
    v = check(_embargo(tmp_path, pool, farm), "scorpion", "emb", 0)
    assert v.status == "unknown", v.reasons
    assert PAST in v.reasons[0]


def test_control_an_unread_gold_text_keeps_the_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Jade Mine's Gold is not understood (no Gold Production in the export): the 4 Gold may be
    paid, so the shortfall is not certain in either run: unknown. (Yasuki Dokansuto's unread
    "When paying for a Holding, produce 2 Gold" can't pay for a Strategy: still illegal.)"""
    doka = "  - {id: doka, title: Jade Mine, owner: scorpion, zone: home}"
    v = check(_embargo(tmp_path, pool, doka), "scorpion", "emb", 0)
    assert v.status == "unknown", v.reasons


def _tensin(tmp: Path, pool: CardPool, *more: str) -> Any:
    lines = [
        "turn: 6",
        "active_player: lion",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: lion",
        "players:",
        "  - {id: lion, clan: lion, family_honor: 12}",
        "  - {id: crab, clan: crab, family_honor: 8}",
        "cards:",
        "  - {id: shamate, title: Shamate Keep, owner: lion, zone: home, bowed: true}",
        "  - {id: kamina, title: Akodo Kamina, owner: lion, zone: home}",
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: tensin, title: Hiruma Tensin, owner: crab, zone: battlefield,"
        " battlefield: crab-p1}",
        *more,
    ]
    return yaml_lines_board(tmp, pool, "tensin", lines)


def test_a_ranged_attack_with_no_target_whatever_the_reconnaissance(
    tmp_path: Path, pool: CardPool
) -> None:
    """N10: "Battle: If you have Reconnaissance: Ranged 4 Attack." with no enemy unit at the
    current battlefield: illegal either way."""
    v = check(_tensin(tmp_path, pool), "crab", "tensin", 0)
    assert v.status == "illegal", v.reasons
    assert "required targeting" in v.reasons[0] and RECON in v.reasons[0]


def test_control_a_target_keeps_the_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Akodo Kamina at the battlefield: a target; Reconnaissance decides: unknown."""
    kamina = "  - {id: k2, title: Matsu Agai, owner: lion, zone: battlefield, battlefield: crab-p1}"
    v = check(_tensin(tmp_path, pool, kamina), "crab", "tensin", 0)
    assert v.status == "unknown", v.reasons
    assert RECON in v.reasons[0]


def test_control_a_reaction_for_holdings_only_stays_illegal(tmp_path: Path, pool: CardPool) -> None:
    doka = "  - {id: doka, title: Yasuki Dokansuto, owner: scorpion, zone: home}"
    v = check(_embargo(tmp_path, pool, doka), "scorpion", "emb", 0)
    assert v.status == "illegal", v.reasons
