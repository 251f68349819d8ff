"""A card's own permission to be Recruited as an Open action (h42adv4 E4, U2; h41adv1 p12):
"You may Recruit this Holding as an Open." (Dojo of the Dauntless), "You may Recruit this
Holding as a Political Open action." (The Ivory Courtroom). Reference 02 (Recruit is a Dynasty
action), Reference 04 (the designator tells when). Real cards by title from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, as_view, parse_state
from model.oracle.pool import CardPool
from solver.explain import verdict_json
from solver.good_faith import check
from solver.verdict import RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="real card data is absent")


def _board(
    holding: str,
    *,
    phase: str = "action",
    mines: int = 1,
    sh: str = "",
    more: tuple[dict[str, Any], ...] = (),
    **extra: Any,
) -> LoadedState:
    pool = CardPool.load([DATA / "oracle"])
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": sh or "The Esteemed Palace of the Crane", "owner": "crane",
         "zone": "home", "bowed": True},
        *({"id": f"m{i}", "title": "Iron Mine", "owner": "crane", "zone": "home"}
          for i in range(mines)),
        {"id": "toshi", "title": "Kakita Mitohime", "owner": "crane", "zone": "home"},
        {"id": "p1", "title": holding, "owner": "crane", "zone": "province", "province": 1},
        {"id": "k", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        {"id": "c1", "title": "Hida Kisada", "owner": "crab", "zone": "home"},
        *more,
    ]  # fmt: skip
    data = {
        "turn": 6,
        "active_player": "crane",
        "phase": phase,
        "players": [
            {"id": "crane", "clan": "crane", "family_honor": 9},
            {"id": "crab", "clan": "crab", "family_honor": 9},
        ],
        "cards": cards,
        **extra,
    }
    return parse_state(data, "board", None, pool)


@needs_data
@pytest.mark.parametrize("holding", ["Dojo of the Dauntless", "The Ivory Courtroom"])
def test_recruited_as_an_open_action_in_the_action_phase(holding: str) -> None:
    loaded = _board(holding)
    v = check(loaded, "crane", "p1", RECRUIT)
    assert v.status == "legal", v.reasons
    shown = verdict_json(as_view(loaded), v)
    assert shown["designator"] == "open" and "Open: Recruit" in shown["text"]


@needs_data
def test_in_the_other_players_action_phase_too() -> None:
    loaded = _board("Dojo of the Dauntless", active_player="crab")
    assert check(loaded, "crane", "p1", RECRUIT).status == "legal"


@needs_data
def test_control_no_gold_is_illegal_for_its_gold() -> None:
    v = check(_board("Dojo of the Dauntless", mines=0), "crane", "p1", RECRUIT)
    assert v.status == "illegal" and "Dynasty Phase" not in " ".join(v.reasons)


@needs_data
def test_control_a_holding_without_the_permission_stays_refused() -> None:
    v = check(_board("Iron Mine"), "crane", "p1", RECRUIT)
    assert v.status == "illegal" and "only in your own Dynasty Phase" in v.reasons[0]


@needs_data
def test_control_in_the_combat_segment_open_is_not_taken() -> None:
    combat = {"segment": "combat", "battlefields": ["crab-p1"], "current_battlefield": "crab-p1"}
    loaded = _board("Dojo of the Dauntless", phase="attack", **combat)
    v = check(loaded, "crane", "p1", RECRUIT)
    assert v.status == "illegal" and "only in your own Dynasty Phase" in v.reasons[0]


@needs_data
def test_control_a_ban_on_political_actions_keeps_the_doubt() -> None:
    # The Forgotten Temple: "You may not take Political actions."
    loaded = _board("The Ivory Courtroom", sh="The Forgotten Temple")
    assert check(loaded, "crane", "p1", RECRUIT).status == "unknown"
    # the Dojo's Open action is not Political: the Temple does not touch it
    dojo = _board("Dojo of the Dauntless", sh="The Forgotten Temple")
    assert check(dojo, "crane", "p1", RECRUIT).status == "legal"


@needs_data
def test_the_dynasty_phase_recruit_is_unchanged() -> None:
    v = check(_board("Dojo of the Dauntless", phase="dynasty"), "crane", "p1", RECRUIT)
    assert v.status == "legal"
    shown = verdict_json(as_view(_board("Dojo of the Dauntless", phase="dynasty")), v)
    assert shown["text"].startswith("Dynasty: Recruit")


@needs_data
def test_control_another_card_naming_open_actions_keeps_the_doubt() -> None:
    # Akodo Tezuka: "... for one of its Battle, Limited, or Open actions ...": text about Open
    # actions may tax or forbid this one (not read): unknown, never a guessed legal
    tezuka = {"id": "tez", "title": "Akodo Tezuka", "owner": "crane", "zone": "home"}
    loaded = _board("Dojo of the Dauntless", more=(tezuka,))
    assert check(loaded, "crane", "p1", RECRUIT).status == "unknown"
