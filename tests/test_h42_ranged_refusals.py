"""h42ranged 2 (h42adv4 E1): an announced Ranged Attack target refused for being at home, at
another battlefield or a Personality with a Follower names the word it fails, as other refusals
do: "(Kaiu Watsuki fails: at the current battlefield (at home))", "(Hida Mimori fails: without
Followers)" (``solver.misfit_words``: a selector's alternatives, "a Follower, or a
Personality without Followers", named no word). Abilities and actions / B. Required
targeting. Boards of real cards (../shared/data), with controls."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _at(cid: str, title: str, owner: str, where: str = "bp1", **more: Any) -> dict[str, Any]:
    if where == "home":
        return {"id": cid, "title": title, "owner": owner, "zone": "home", **more}
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": where, **more}  # fmt: skip


@pytest.fixture(scope="module")
def board(tmp_path_factory: pytest.TempPathFactory) -> Any:
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    state = {
        "turn": 5, "active_player": "a", "phase": "attack", "segment": "combat",
        "current_battlefield": "bp1", "attacker": "a", "battlefields": ["bp1", "bp2"],
        "players": [{"id": "a", "clan": "lion", "family_honor": 8},
                    {"id": "b", "clan": "crab", "family_honor": 8}],
        "cards": [
            _at("kasei", "Matsu Kasei • Experienced", "a"),
            _at("spear", "Spearmen", "a", attached_to="kasei"),
            _at("mimori", "Hida Mimori", "b"),
            _at("li", "Light Infantry", "b", attached_to="mimori"),
            _at("watsuki", "Kaiu Watsuki", "b", "home"),
            _at("daizu", "Hida Daizu • Experienced", "b", "bp2"),
            _at("tsuru", "Hida Tsuru", "b"),
        ],
    }  # fmt: skip
    path = tmp_path_factory.mktemp("h42ranged") / "board.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True))
    return load_state(path, cards=pool)


def _refusal(board: Any, target: str) -> str:
    v = check(board, "a", "spear", 0, targets={"ranged_target": [target]})
    assert v.status == "illegal", v.reasons
    return str(v.reasons[0])


def test_a_target_at_home_names_the_location(board: Any) -> None:
    assert _refusal(board, "watsuki").endswith(
        "(Kaiu Watsuki fails: at the current battlefield (at home))"
    )


def test_a_target_at_another_battlefield_names_it(board: Any) -> None:
    assert _refusal(board, "daizu").endswith(
        "(Hida Daizu • Experienced fails: at the current battlefield (at bp2))"
    )


def test_a_personality_with_a_follower_names_without_followers(board: Any) -> None:
    assert _refusal(board, "mimori").endswith("(Hida Mimori fails: without Followers)")


def test_own_card_names_opponents(board: Any) -> None:
    """Matsu Kasei • Experienced is the acting player's own: "opponent's" fails."""
    assert _refusal(board, "kasei").endswith("(Matsu Kasei • Experienced fails: opponent's)")


def test_control_a_fitting_follower_is_legal_and_the_strict_limit_is_named(board: Any) -> None:
    """Light Infantry (2F) fits every word: legal. Hida Tsuru (3F, no Follower) fits every
    word but the strict reading's "with 2 or lower Force": two readings, that limit named."""
    assert check(board, "a", "spear", 0, targets={"ranged_target": ["li"]}).status == "legal"
    v = check(board, "a", "spear", 0, targets={"ranged_target": ["tsuru"]})
    assert v.status == "unknown" and v.details[0].code == "two_readings"
    assert "(Hida Tsuru fails: with ranged_target's Force at most 2)" in v.reasons[0]
