"""An ongoing effect's fields that its kind does not read are refused (model.state
``_EFFECT_FIELDS``; README "State files"): a ``cards`` selector on a ``cost_change`` was read as
no selector, so "Holdings enter play for 1 less Gold" written so lowered every Recruit (a false
legal) and "Holdings cost 1 more" raised every one (a false illegal). h40adv5 W1."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from model.errors import InputError
from model.load import parse_state
from model.oracle.pool import CardPool
from solver.cli.app import app
from solver.good_faith import check
from solver.verdict import Play
from tests.conftest import DATA

runner = CliRunner()
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(effect: dict[str, Any] | None) -> dict[str, Any]:
    """Crab's Dynasty Phase: Kyuden Hida • Experienced 4, Iron Mine 3, Small Farm 1 (8 Gold);
    Kaiu Iemasa (a Personality, Gold cost 9) in a province."""
    return {
        "turn": 5, "active_player": "crab", "phase": "dynasty",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 11},
                    {"id": "lion", "clan": "lion", "family_honor": 14}],
        "effects": [] if effect is None else [effect],
        "cards": [
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home"},
            {"id": "iron1", "title": "Iron Mine", "owner": "crab", "zone": "home"},
            {"id": "farm", "title": "Small Farm", "owner": "crab", "zone": "home"},
            {"id": "cp3", "title": "Kaiu Iemasa", "owner": "crab", "zone": "province",
             "province": 3},
            {"id": "keep", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        ],
    }  # fmt: skip


def _refused(data: dict[str, Any]) -> InputError:
    with pytest.raises(InputError) as info:
        parse_state(data, "board.yaml")
    return info.value


@pytest.mark.parametrize(
    ("effect", "field"),
    [
        ({"kind": "cost_change", "gold_delta": -1, "cards": {"type": "holding"}}, "cards"),
        ({"kind": "added_cost", "cost": {"gold": 2}, "cards": {"type": "holding"}}, "cards"),
        ({"kind": "ignore_cost", "cards": {"type": "personality"}}, "cards"),
        ({"kind": "prevent", "prevents": ["bow"], "actions": {"card_type": "holding"}}, "actions"),
        ({"kind": "added_cost", "cost": {"gold": 2}, "gold_delta": 1}, "gold_delta"),
        ({"kind": "may_not", "may_not": "announce", "cost_kind": "bow"}, "cost_kind"),
    ],
)
def test_a_field_its_kind_does_not_read_is_refused(effect: dict[str, Any], field: str) -> None:
    err = _refused(_board(effect))
    assert err.path.startswith("effects[0]")
    assert f"does not read {field!r}" in err.message


def test_the_refusal_names_the_actions_filter() -> None:
    err = _refused(_board({"kind": "cost_change", "gold_delta": -1, "cards": {"type": "holding"}}))
    assert "actions: {card_type: holding}" in err.message


def test_cli_exit_2_one_line(tmp_path: Any) -> None:
    import yaml

    f = tmp_path / "board.yaml"
    f.write_text(
        yaml.safe_dump(
            _board({"kind": "cost_change", "gold_delta": 1, "cards": {"type": "holding"}})
        )
    )
    result = runner.invoke(app, ["validate", str(f)])
    assert result.exit_code == 2
    out = (result.stdout + (result.stderr or "")).strip().splitlines()
    assert len(out) == 1 and "does not read 'cards'" in out[0] and "effects[0]" in out[0]


@needs_data
@pytest.mark.parametrize(
    ("delta", "status"),
    [(-1, "illegal"), (1, "illegal"), (None, "illegal")],
)
def test_a_holding_filter_does_not_reach_a_personality(
    pool: CardPool, delta: int | None, status: str
) -> None:
    """Iemasa costs 9 against 8 Gold whatever a change to Holdings' cost does (p27, p29, p30)."""
    effect = (
        None
        if delta is None
        else {
            "kind": "cost_change",
            "gold_delta": delta,
            "player": "crab",
            "actions": {"card_type": "holding"},
        }
    )
    v = check(parse_state(_board(effect), cards=pool), "crab", "cp3", Play.RECRUIT)
    assert v.status == status, v.reasons


@needs_data
def test_control_a_change_to_every_recruit_reaches_him(pool: CardPool) -> None:
    """With no filter the -1 reaches every Recruit: 8 pays 9 - 1 (p28)."""
    effect = {"kind": "cost_change", "gold_delta": -1, "player": "crab"}
    v = check(parse_state(_board(effect), cards=pool), "crab", "cp3", Play.RECRUIT)
    assert v.status == "legal", v.reasons
