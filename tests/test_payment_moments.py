"""Printed triggers at a payment ("When paying for an attachment", "When paying for a
Holding") against the state's event, and an unread Reaction whose trigger is another moment
(``solver.payment_moments``, ``solver.unread_trigger_timing``; Abilities and actions / Using
abilities: costs are paid (C) before the effects (D), and engaging and a battle's resolution
are no action). h42adv3 N2, N4, N9. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _verdicts(tmp: Path, phase: str, moment: dict[str, Any], card: str, player: str) -> Any:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "unicorn",
        "phase": phase,
        **moment,
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 9},
        ],
        "cards": [
            {"id": "itao", "title": "Shinjo Itao", "owner": "unicorn", "zone": "home"},
            {
                "id": "mine",
                "title": "Iron Mine",
                "owner": "unicorn",
                "zone": "province",
                "province": 1,
            },
            {"id": "ryoken", "title": "Shosuro Ryoken", "owner": "unicorn", "zone": "home"},
            {"id": "miss", "title": "Near Miss", "owner": "crab", "zone": "hand"},
            {"id": "dok", "title": "Yasuki Dokansuto", "owner": "crab", "zone": "home"},
            {"id": "daito", "title": "Yasuki Daito", "owner": "crab", "zone": "home"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    pool = CardPool.load([DATA / "oracle"])
    loaded = load_state(path, cards=pool)
    view = as_view(loaded)
    abilities = view.definition(card).abilities
    return {
        (ab.trigger or (ab.not_understood or ("",))[0]): check(loaded, player, card, i)
        for i, ab in enumerate(abilities)
    }


_ENTERED = {
    "event": {"kind": "enters_play", "timing": "after", "cards": ["itao"], "player": "unicorn"}
}
_ENGAGING = {"event": {"kind": "engaging", "timing": "after"}}


def _paying(found: dict[str, Any], words: str = "When paying") -> Any:
    return next(v for k, v in found.items() if k.startswith(words))


@pytest.mark.parametrize(
    "moment",
    [
        _ENTERED,
        _ENGAGING,
        {
            "event": {
                "kind": "action_resolves",
                "timing": "after",
                "player": "unicorn",
                "designator": "open",
            }
        },
    ],
)
@pytest.mark.parametrize("card", ["miss", "dok"])
def test_no_payment_at_entering_engaging_or_a_resolved_action(
    tmp_path: Path, moment: dict[str, Any], card: str
) -> None:
    """N2, N4: a card entered play, engaging, an action that resolved: no cost is being paid."""
    phase = "attack" if moment is _ENGAGING else "dynasty" if moment is _ENTERED else "action"
    v = _paying(_verdicts(tmp_path, phase, moment, card, "crab"))
    assert v.status == "illegal"
    assert v.reasons[0].startswith("can only be used at its trigger (When paying for")


@pytest.mark.parametrize("card", ["miss", "dok"])
def test_controls_a_recruit_or_an_action_awaiting_interrupts_keeps_the_doubt(
    tmp_path: Path, card: str
) -> None:
    """A Recruit of a Holding, an action's targets chosen: its payment may be next (unknown)."""
    recruit = {
        "event": {"kind": "recruited", "timing": "before", "cards": ["mine"], "player": "unicorn"}
    }
    assert _paying(_verdicts(tmp_path, "dynasty", recruit, card, "crab")).status == "unknown"
    targets = {
        "event": {
            "kind": "action_targets",
            "timing": "after",
            "cards": ["itao"],
            "player": "unicorn",
            "designator": "open",
            "keywords": [],
        }
    }
    assert _paying(_verdicts(tmp_path, "action", targets, card, "crab")).status == "unknown"


def test_an_unread_reaction_after_a_battle_resolves_in_the_action_phase(tmp_path: Path) -> None:
    """N9: Shosuro Ryoken's "Political Reaction: After a battle resolves, if Ryoken was at its
    battlefield during its resolution ...": its text unread, its trigger still names a battle's
    resolution, never an Action Phase action's targeting."""
    targets = {
        "event": {
            "kind": "action_targets",
            "timing": "after",
            "cards": ["daito"],
            "player": "unicorn",
            "designator": "limited",
            "keywords": [],
        }
    }
    found = _verdicts(tmp_path, "action", targets, "ryoken", "unicorn")
    v = _paying(found, "Political Reaction: After a battle")
    assert v.status == "illegal"
    assert v.reasons[0].startswith("can only be used at its trigger (After a battle resolves)")
    # control: at the moment a battle resolves, the doubt stays (its condition is not read)
    found = _verdicts(
        tmp_path, "attack", {"trigger": "After a battle resolves"}, "ryoken", "unicorn"
    )
    assert _paying(found, "Political Reaction: After a battle").status == "unknown"


def _recruit_board(tmp: Path, recruited: str) -> Any:
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "dragon",
        "phase": "dynasty",
        "event": {"kind": "recruited", "timing": "before", "cards": ["r"], "player": "dragon"},
        "players": [
            {"id": "dragon", "clan": "dragon", "family_honor": 9},
            {"id": "crane", "clan": "crane", "family_honor": 11},
        ],
        "cards": [
            {"id": "r", "title": recruited, "owner": "dragon", "zone": "province", "province": 1},
            {
                "id": "chomei",
                "title": "Doji Chomei • Experienced",
                "owner": "crane",
                "zone": "home",
            },
            {"id": "dok", "title": "Yasuki Dokansuto", "owner": "crane", "zone": "home"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))


@pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="no ../shared/data/sets")
def test_a_recruit_pays_for_its_own_card(tmp_path: Path) -> None:
    """N12, N4: a Recruit pays for the card it brings. "When paying for a Fox Clan Personality"
    (Doji Chomei • Experienced, unread) and "When paying for a Holding" (Yasuki Dokansuto) at
    the Recruit of Mirumoto Yasushi, a Dragon Clan Personality: not their trigger."""
    loaded = _recruit_board(tmp_path, "Mirumoto Yasushi")
    v = check(loaded, "crane", "chomei", 0)
    assert v.status == "illegal" and v.reasons[0].startswith("can only be used at its trigger")
    assert check(loaded, "crane", "dok", 0).status == "illegal"
    # controls: the Recruit of a Fox Clan Personality (Kitsune Aiko), of a Holding
    assert check(_recruit_board(tmp_path, "Kitsune Aiko"), "crane", "chomei", 0).status == (
        "unknown"
    )
    assert check(_recruit_board(tmp_path, "Iron Mine"), "crane", "dok", 0).status == "unknown"
