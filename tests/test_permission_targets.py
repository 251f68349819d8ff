"""A permission Reaction with its own required target gives nothing when no card may be that
target (solver/permission_targets.py; Abilities and actions: required targeting; h37adv3 N8):
Inkyo Teacher ("target your performing Daimyo, or Personality with "Champion" as part of any of
his keywords or subtitles, ...") beside Ride the Way with Mirumoto Gobashi (Kensai) alone: the
Kiho has no Monk or Shugenja and Inkyo no target: illegal. Controls: a Personality with
"Champion" in a keyword (Kitsuki Nakai • Experienced, Topaz Champion) or a Daimyo keyword the
state adds keeps the doubt; another player's Daimyo does not. Real cards from ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.permission_targets import _alternatives

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_INKYO = (
    "Repeatable Reaction, :bow:: After announcing a Kiho action, target your performing Daimyo, "
    'or Personality with "Champion" as part of any of his keywords or subtitles, with your Clan '
    "Alignment. That Personality may be targeted the Kiho as if he were a Shugenja and need not "
    "bow for its effects."
)


def test_the_alternatives() -> None:
    assert _alternatives(_INKYO) == [("daimyo", True), ("champion", False)]
    # a phrase not read so: no answer
    other = _INKYO.replace("Daimyo, or", "Daimyo who has a Follower, or")
    assert _alternatives(other) is None


def _status(tmp: Path, pool: CardPool, *extra: str, gobashi: str = "") -> str:
    lines = [
        "turn: 5",
        "active_player: dragon",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: dragon",
        "players:",
        "  - {id: dragon, clan: dragon, family_honor: 12}",
        "  - {id: crab, clan: crab, family_honor: 12}",
        "cards:",
        "  - {id: sh, title: The Aerie, owner: dragon, zone: home, bowed: true}",
        "  - {id: inkyo, title: Inkyo Teacher, owner: dragon, zone: home}",
        "  - {id: gobashi, title: Mirumoto Gobashi, owner: dragon, zone: battlefield, "
        f"battlefield: crab-p1{gobashi}}}",
        "  - {id: rtw, title: Ride the Way, owner: dragon, zone: hand}",
        "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, battlefield: crab-p1}",
        *extra,
    ]
    path = tmp / "b.yaml"
    path.write_text("\n".join(lines) + "\n")
    return check(load_state(path, cards=pool), "dragon", "rtw", 0).status


@needs_data
def test_inkyo_without_a_target(tmp_path: Path, pool: CardPool) -> None:
    assert _status(tmp_path, pool) == "illegal"  # p10b
    # another player's Daimyo is no "your performing Daimyo"
    kisada = "  - {id: kis, title: Hida Kisada, owner: crab, zone: home}"
    assert _status(tmp_path, pool, kisada) == "illegal"


@needs_data
def test_inkyo_with_a_target_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    nakai = "  - {id: nakai, title: Kitsuki Nakai • Experienced, owner: dragon, zone: home}"
    assert _status(tmp_path, pool, nakai) == "unknown"
    assert _status(tmp_path, pool, gobashi=", added_keywords: [Daimyo]") == "unknown"
