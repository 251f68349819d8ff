"""The moment before an action resolves (an ``action_resolves`` event, before, or the trigger
words "Before a Ranged Attack action resolves") against printed triggers
(``solver.before_resolution``, ``solver.attach_moments``; Abilities and actions / Using
abilities: costs (C) are paid before the action resolves (D); a card attaches as an effect).
h42adv2 W4, N4, N5. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)

_EVENT = {
    "event": {
        "kind": "action_resolves",
        "timing": "before",
        "player": "scorpion",
        "source": "shiho",
        "designator": "battle",
        "keywords": ["ninja"],
        "cards": ["kosedo"],
    }
}
_WORDS = {"trigger": "Before a Ranged Attack action resolves"}
_FACTS: dict[str, Any] = {
    "action_player": "scorpion",
    "action_designator": "battle",
    "action_keywords": ["ninja"],
    "action_card": "shiho",
    "action_makes": ["ranged_attack"],
}


def _board(tmp: Path, moment: dict[str, Any], facts: dict[str, Any]) -> Any:
    """Scorpion attacks Crab province 2; Ninube Shiho's Ranged Attack at Hida Kosedo awaits
    resolution (h42adv2 r3_scorpion_vs_crab.yaml)."""

    def card(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
        where = {"zone": "battlefield", "battlefield": "crab-p2"}
        return {"id": cid, "title": title, "owner": owner, **(more or where)}

    data: dict[str, Any] = {
        "turn": 9,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p2",
        "attacker": "scorpion",
        **moment,
        **facts,
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 8},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": [
            card("estate", "The Shadowed Estate of the Scorpion", "scorpion", zone="home"),
            card("kyono", "Bayushi Kyono", "scorpion", zone="home"),
            card("saya", "Bayushi Saya", "scorpion"),
            card(
                "wise",
                "Wise Investment",
                "scorpion",
                zone="battlefield",
                battlefield="crab-p2",
                attached_to="saya",
            ),
            card(
                "shiho",
                "Ninube Shiho • Experienced",
                "scorpion",
                zone="battlefield",
                battlefield="crab-p2",
                bowed=True,
            ),
            card("kyuden", "Kyuden Hida • Experienced", "crab", zone="home"),
            card("wall", "South Wall of Otosan Uchi", "crab", zone="home"),
            card("kosedo", "Hida Kosedo", "crab"),
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))


def _verdict(loaded: Any, player: str, card: str) -> Any:
    return check(loaded, player, card, 0)


@pytest.mark.parametrize("moment", [_EVENT, _WORDS])
def test_payment_is_not_before_resolution(tmp_path: Path, moment: dict[str, Any]) -> None:
    """W4: Wise Investment's "When paying a Gold cost" while an action awaits its resolution
    (its costs paid): illegal, naming its trigger, not South Wall's unrelated sentence."""
    found = _verdict(_board(tmp_path, moment, _FACTS), "scorpion", "wise")
    assert found.status == "illegal"
    assert "When paying a Gold cost" in found.reasons[0]
    assert "South Wall" not in " ".join(found.reasons)


def test_payment_at_targets_chosen_stays_unknown(tmp_path: Path) -> None:
    """Control: after an action's targets are chosen its payment may be next (Using
    abilities, B then C): Wise Investment stays unknown, never illegal."""
    moment = {"event": {**_EVENT["event"], "kind": "action_targets", "timing": "after"}}
    found = _verdict(_board(tmp_path, moment, _FACTS), "scorpion", "wise")
    assert found.status == "unknown"


@pytest.mark.parametrize("moment", [_EVENT, _WORDS])
def test_attaching_is_not_before_resolution(tmp_path: Path, moment: dict[str, Any]) -> None:
    """N4: Hida Kosedo's "After a Follower attaches to Kosedo from your hand" while a Ranged
    Attack awaits its resolution: illegal."""
    found = _verdict(_board(tmp_path, moment, _FACTS), "crab", "kosedo")
    assert found.status == "illegal"
    assert "After a Follower attaches" in found.reasons[0]


def test_attaching_at_entering_stays_unknown(tmp_path: Path) -> None:
    """Control: after a card entered play (a Follower may have attached as it did) Kosedo's
    trigger is not refused."""
    moment = {"event": {"kind": "enters_play", "timing": "after", "player": "crab"}}
    found = _verdict(_board(tmp_path, moment, {}), "crab", "kosedo")
    assert found.status != "illegal"


@pytest.mark.parametrize("moment", [_EVENT, _WORDS])
def test_ranged_attack_before_resolution(tmp_path: Path, moment: dict[str, Any]) -> None:
    """N5: South Wall's "Before a Ranged Attack action resolves" when the state's action makes
    a Ranged Attack: legal, in the event form as in the trigger-words form."""
    found = _verdict(_board(tmp_path, moment, _FACTS), "crab", "wall")
    assert found.status == "legal"


def test_melee_attack_is_not_ranged(tmp_path: Path) -> None:
    """Control: the action makes a Melee Attack only: not South Wall's trigger."""
    facts = {**_FACTS, "action_makes": ["melee_attack"]}
    found = _verdict(_board(tmp_path, _EVENT, facts), "crab", "wall")
    assert found.status == "illegal"


def test_attack_not_stated_stays_unknown(tmp_path: Path) -> None:
    """Control: what the action makes not stated: South Wall stays unknown."""
    facts = {k: v for k, v in _FACTS.items() if k != "action_makes"}
    found = _verdict(_board(tmp_path, _EVENT, facts), "crab", "wall")
    assert found.status == "unknown"


def test_keyword_before_resolution_in_words(tmp_path: Path) -> None:
    """N4: Bayushi Kyono's "before a Tactical action resolves" at the words "Before a Ranged
    Attack action resolves" with the action's keywords stated [ninja]: illegal, as with the
    event."""
    for moment in (_EVENT, _WORDS):
        found = _verdict(_board(tmp_path, moment, _FACTS), "scorpion", "kyono")
        assert found.status == "illegal"


@pytest.mark.parametrize(
    "keywords, illegal", [(["tactical"], False), (None, False), (["ninja"], True)]
)
def test_keyword_controls(tmp_path: Path, keywords: list[str] | None, illegal: bool) -> None:
    """Controls: a Tactical action, or keywords not stated: Kyono is not refused by them."""
    facts = {k: v for k, v in _FACTS.items() if k != "action_keywords"}
    if keywords is not None:
        facts["action_keywords"] = keywords
    found = _verdict(_board(tmp_path, _WORDS, facts), "scorpion", "kyono")
    assert (found.status == "illegal") is illegal
