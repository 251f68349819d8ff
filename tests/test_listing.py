"""The target listing (``goodfaith targets``, ``/v1/targets``) never says more than ``check``
(issue 13): an ability ``check`` cannot settle lists no set (count ``None``, its reasons), one
``check`` refuses lists none (count 0), a legal one lists the sets of required targets.
Abilities and actions / Good Faith Rule."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.common import CardType
from model.state import View
from solver.cli.app import app
from solver.good_faith import check
from solver.listing import checked_target_listing
from tests.builders import board, card, imported

_TARGET = "<b>Open:</b> Target a Personality: Bow it."


def _board(
    extra_defs: list[dict[str, Any]] = (),  # type: ignore[assignment]
    extra_cards: list[dict[str, Any]] = (),  # type: ignore[assignment]
    ability: dict[str, Any] | None = None,
    **kw: Any,
) -> View:
    ab = ability if ability is not None else imported(_TARGET, "T Played", CardType.STRATEGY)
    defs = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Hero", "type": "personality", "force": 1},
        *extra_defs,
    ]
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("h1", "T Hero", "me"),
        card("h2", "T Hero", "them"),
        *extra_cards,
    ]
    loaded = board(defs, cards, **kw)
    return View.of(loaded.state, loaded.library)


def _listing(view: View) -> dict[str, object]:
    return checked_target_listing(view, "me", "played", 0, 20, time.monotonic() + 5)


def test_a_legal_ability_lists_every_target_set() -> None:
    view = _board()
    assert check(view, "me", "played", 0).status == "legal"
    found = _listing(view)
    assert found["verdict"] == "legal" and found["count"] == 2
    assert found["target_sets"] == [{"target1": ["h1"]}, {"target1": ["h2"]}]


def test_an_unread_trait_in_play_leaves_the_count_unknown() -> None:
    """Was count 2: the Personality whose trait forbids targeting it was listed. Since h41trait
    (``solver.target_ban_scope``) the sentence doubts only a choice of that card: the action is
    legal with either T Hero, and T Guarded is undecided, naming the sentence."""
    said = "Other players' actions may not target this Personality."
    view = _board(
        [{"title": "T Guarded", "type": "personality", "force": 1, "actions_unread": [said]}],
        [card("g", "T Guarded", "them")],
    )
    assert check(view, "me", "played", 0).status == "legal"
    assert check(view, "me", "played", 0, targets={"target1": ["g"]}).status == "unknown"
    found = _listing(view)
    assert found["count"] == 2 and found["verdict"] == "legal"
    assert found["target_sets"] == [{"target1": ["h1"]}, {"target1": ["h2"]}]
    assert said in str(found["undecided"]) and "'g'" in str(found["undecided"])


def test_an_ability_not_modelled_lists_no_set() -> None:
    """Was count 1, the empty set: its targets were never read."""
    text = "<b>Open:</b> Destroy this card and target a Personality at this province: Bow it."
    ability = {"designators": ["open"], "not_understood": [text]}
    found = _listing(_board(ability=ability))
    assert found["count"] is None and found["verdict"] == "unknown"
    assert "not modelled" in str(found["reason"])


def test_a_refused_ability_lists_no_set() -> None:
    """Was count 2: a Battle action in the Action Phase has no legal target set."""
    ab = imported("<b>Battle:</b> Target a Personality: Bow it.", "T Played", CardType.STRATEGY)
    found = _listing(_board(ability=ab))
    assert found["count"] == 0 and found["verdict"] == "illegal"
    assert found["target_sets"] == []
    assert "Combat Segment" in str(found["reason"])


_SAID = "Other players' actions may not target this Personality."


def _guarded_state() -> dict[str, Any]:
    """My Strategy "Open: Target a Personality: Bow it." and their Personality whose trait
    (not read) forbids other players' actions to target it."""
    return {
        "turn": 3,
        "active_player": "me",
        "phase": "action",
        "players": [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}],
        "definitions": [
            {
                "provenance": "implied",
                "title": "T Played",
                "type": "strategy",
                "abilities": [imported(_TARGET, "T Played", CardType.STRATEGY)],
            },
            {"provenance": "implied", "title": "T Hero", "type": "personality", "force": 1},
            {
                "provenance": "implied",
                "title": "T Guarded",
                "type": "personality",
                "force": 1,
                "actions_unread": [_SAID],
            },
        ],
        "cards": [
            card("played", "T Played", "me", zone="hand"),
            card("h1", "T Hero", "me"),
            card("g", "T Guarded", "them"),
        ],
    }


def test_the_cli_says_unknown(tmp_path: Path) -> None:
    said = _SAID
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(_guarded_state()))
    res = CliRunner().invoke(app, ["targets", str(path), "-p", "me", "-c", "played", "--json"])
    assert res.exit_code == 0  # legal with T Hero; T Guarded undecided (h41trait)
    out = json.loads(res.stdout)
    assert out["count"] == 1 and said in str(out["undecided"])


def test_each_set_is_checked_with_its_costs() -> None:
    """Was 2 sets: the bowed Personality can't pay "Bow your target Personality"."""
    text = "<b>Open:</b> Bow your target Personality: Gain 1 Honor."
    ab = imported(text, "T Played", CardType.STRATEGY)
    view = _board(
        [{"title": "T Tired", "type": "personality", "force": 1}],
        [card("t", "T Tired", "me", bowed=True)],
        ability=ab,
    )
    assert check(view, "me", "played", 0, targets={"target1": ["t"]}).status == "illegal"
    found = _listing(view)
    assert found["verdict"] == "legal" and found["count"] == 1
    assert found["target_sets"] == [{"target1": ["h1"]}]


def test_the_service_says_unknown() -> None:
    """``/v1/targets`` (the service's handler, as the route calls it)."""
    from model.errors import GoodFaithError
    from model.load import parse_state
    from solver.service import TargetsRequest, _targets

    state = _guarded_state()
    loaded = parse_state(state, "<test>")
    out = _targets(loaded, TargetsRequest(state=state, player="me", card="played"), 5.0)
    assert out["count"] == 1 and out["verdict"] == "legal" and _SAID in str(out["undecided"])
    with pytest.raises(GoodFaithError, match="nobody"):
        _targets(loaded, TargetsRequest(state=state, player="nobody", card="played"), 5.0)
