"""Targeting shields with a designator and a condition applied (solver/effects.py,
``TraitEffect.designator``, ``bearer``, ``holds_while``; issue 13, h27adv1 F1/F4): the card
may not be targeted by the named players' actions of that designator while the condition holds
on the state (Abilities and actions / B: targets are chosen at announcement). An action with
no target, of another designator, or of the card's own controller is not concerned.
Effects / "May not"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_LIMITED = "<b>Limited:</b> Target another player's Personality: Gain 1 Honor."
_OPEN = "<b>Open:</b> Target another player's Personality: Gain 1 Honor."
_CARDS: list[dict[str, Any]] = [
    KEEP_CARD,
    set_personality("Limited Envoy", 3, text=_LIMITED),
    set_personality("Open Envoy", 3, text=_OPEN),
    set_personality("Plain", 3),
    set_personality(
        "Hida Kozan",
        3,
        text="While Kozan is unbowed, other players' Limited actions may not target him.",
    ),
    {
        "title": "Badge",
        "types": ["Item"],
        "text": "This Personality has +1PH and may not be targeted by other players' Limited "
        "actions while he is at home.",
    },
    {
        "title": "Battle Badge",
        "types": ["Item"],
        "text": "This Personality may not be targeted by other players' Battle actions.",
    },
    set_personality(
        "Both Envoy",
        3,
        text="<b>Battle/Open:</b> Target another player's Personality: Gain 1 Honor.",
    ),
]
_PLAYERS = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]


def _card(cid: str, title: str, owner: str = "me", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **kw}


def _status(tmp: Path, envoy: str, *shielded: dict[str, Any]) -> str:
    table = [
        _card("keep-me", "Keep"),
        _card("keep-them", "Keep", "them"),
        _card("envoy", envoy),
        *shielded,
    ]
    loaded = set_board(tmp, _CARDS, table, "shield", phase="action", players=_PLAYERS)
    return check(loaded, "me", "envoy", 0).status


def test_an_unbowed_kozan_is_shielded_from_limited_actions_only(tmp_path: Path) -> None:
    """Was unknown (the sentence not read): illegal when Kozan, unbowed, is the only
    candidate of another player's Limited action; legal bowed, or for an Open action."""
    kozan = _card("koz", "Hida Kozan", "them")
    assert _status(tmp_path, "Limited Envoy", kozan) == "illegal"
    assert _status(tmp_path, "Limited Envoy", {**kozan, "bowed": True}) == "legal"
    assert _status(tmp_path, "Open Envoy", kozan) == "legal"
    assert _status(tmp_path, "Limited Envoy", kozan, _card("p", "Plain", "them")) == "legal"


def test_the_badge_shields_its_bearer_at_home(tmp_path: Path) -> None:
    plain = _card("p", "Plain", "them")
    badge = _card("b", "Badge", "them", attached_to="p")
    assert _status(tmp_path, "Limited Envoy", plain, badge) == "illegal"
    assert _status(tmp_path, "Open Envoy", plain, badge) == "legal"
    # control: the Badge on another Personality: the other one may be targeted
    other = _card("q", "Plain", "them")
    assert _status(tmp_path, "Limited Envoy", plain, other, badge) == "legal"


def test_a_battle_open_action_taken_in_the_action_phase_is_open(tmp_path: Path) -> None:
    """A "Battle actions" shield does not concern a Battle/Open action taken as Open
    (Abilities and actions, Designators: the designator it is taken with now)."""
    plain = _card("p", "Plain", "them")
    badge = _card("b", "Battle Badge", "them", attached_to="p")
    assert _status(tmp_path, "Both Envoy", plain, badge) == "legal"
