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


_AKUMA = "During the Action Phase, Akuma will not bow and may not be targeted."


def test_akuma_may_not_be_targeted_in_the_action_phase(tmp_path: Path) -> None:
    """ "Akuma will not bow and may not be targeted" (Akuma no Oni • Experienced 2; h27adv1
    F4): read as a shield while it is the Action Phase; was unknown for every action."""
    cards = [*_CARDS, set_personality("Akuma", 3, text=_AKUMA)]
    table = [
        _card("keep-me", "Keep"),
        _card("keep-them", "Keep", "them"),
        _card("envoy", "Open Envoy"),
        _card("akum", "Akuma", "them"),
    ]
    loaded = set_board(tmp_path, cards, table, "akuma", phase="action", players=_PLAYERS)
    assert check(loaded, "me", "envoy", 0).status == "illegal"
    # control: another candidate
    loaded = set_board(
        tmp_path,
        cards,
        [*table, _card("p", "Plain", "them")],
        "akuma2",
        phase="action",
        players=_PLAYERS,
    )
    assert check(loaded, "me", "envoy", 0).status == "legal"


def test_akuma_will_not_bow_still_doubts_a_cost_bowing_him(tmp_path: Path) -> None:
    """The prevention of bowing is no shield: a cost bowing Akuma stays in doubt (Costs and
    restrictions: a card that can't reach the cost's end state can't pay it)."""
    text = _AKUMA + "<br><b>Open, :bow::</b> Gain 1 Honor."
    cards = [*_CARDS, set_personality("Akuma", 3, text=text)]
    table = [_card("keep-me", "Keep"), _card("keep-them", "Keep", "them"), _card("akum", "Akuma")]
    loaded = set_board(tmp_path, cards, table, "akuma3", phase="action", players=_PLAYERS)
    assert check(loaded, "me", "akum", 0).status != "legal"


def test_other_players_may_not_target_tsimaru_with_political_actions(tmp_path: Path) -> None:
    said = "Other players may not target Tsimaru with Political actions."
    political = "<b>Political Open:</b> Target another player's Personality: Gain 1 Honor."
    cards = [
        *_CARDS,
        set_personality("Bayushi Tsimaru", 3, text=said),
        set_personality("Political Envoy", 3, text=political),
    ]
    table = [
        _card("keep-me", "Keep"),
        _card("keep-them", "Keep", "them"),
        _card("envoy", "Political Envoy"),
        _card("ts", "Bayushi Tsimaru", "them"),
    ]
    loaded = set_board(tmp_path, cards, table, "tsim", phase="action", players=_PLAYERS)
    assert check(loaded, "me", "envoy", 0).status == "illegal"
    # another player's Open action may target him
    table[2] = _card("envoy", "Open Envoy")
    loaded = set_board(tmp_path, cards, table, "tsim3", phase="action", players=_PLAYERS)
    assert check(loaded, "me", "envoy", 0).status == "legal"
