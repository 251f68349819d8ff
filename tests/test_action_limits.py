"""A trait limiting a player's actions per period ("Each player may take only one Limited or Open
action per turn.", Short Season; h26adv2 F6): read where the state's ``past`` settles it, a
doubt on legal Limited/Open answers otherwise, never on an illegal one (a restriction only
forbids); an Event's own traits can't change the action that puts it into play (Reference 03,
Event; h26adv2 N11)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from model.cardtext import import_text
from solver.good_faith import check
from solver.playing import check_play
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy

SEASON = "Each player may take only one Limited or Open action per turn."


def _board(tmp_path: Path, past: list[dict[str, Any]], text: str = SEASON, owner: str = "them"):  # type: ignore[no-untyped-def]
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 0),
        {"title": "Season", "types": ["Event"], "decks": ["Dynasty"], "text": text},
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0},
        set_strategy("Lesson", "<b>Limited:</b> Gain 1 Honor."),
        set_strategy("Trick", "<b>Open:</b> Target a Holding: Gain 1 Honor."),
        set_strategy("Parry", "<b>Reaction:</b> After a Personality enters play: Gain 1 Honor."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "ss", "title": "Season", "owner": owner, "zone": "home"},
        {"id": "les", "title": "Lesson", "owner": "me", "zone": "hand"},
        {"id": "tri", "title": "Trick", "owner": "me", "zone": "hand"},
        {"id": "par", "title": "Parry", "owner": "me", "zone": "hand"},
        {"id": "bl", "title": "Blade", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(tmp_path, cards, table, "ss", phase="action", players=players, past=past)


_NONE = [{"event": "took_action", "player": "me", "period": "turn", "happened": False}]
_ONE = [{"event": "took_action", "player": "me", "period": "turn", "happened": True, "times": 1}]
_PHASE = [{"event": "took_action", "player": "me", "period": "phase", "happened": False}]


@pytest.mark.parametrize(
    ("past", "expected"),
    [([], "unknown"), (_NONE, "legal"), (_ONE, "unknown"), (_PHASE, "unknown")],
)
def test_a_limited_action_under_the_limit(
    tmp_path: Path, past: list[dict[str, Any]], expected: str
) -> None:
    """No action this turn (the state's past): the first Limited action is allowed. One taken
    (which kind, and whether after the Event entered play, is not said), or no fact for the
    turn (this phase's fact does not answer it): unknown."""
    loaded = _board(tmp_path, past)
    v = check(loaded, "me", "les", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Season (ss)" in v.reasons[0]
    # the rulebook Equip is an Open action (Reference 02): the same
    assert check_play(loaded, "me", "bl", EQUIP).status == expected


def test_illegal_and_out_of_scope_answers_stay(tmp_path: Path) -> None:
    loaded = _board(tmp_path, [])
    # no target: illegal whatever the limit says (it only forbids)
    v = check(loaded, "me", "tri", 0)
    assert v.status == "illegal" and "Season" not in " ".join(v.reasons)
    # a Reaction not at its trigger: illegal, not doubted
    assert check(loaded, "me", "par", 0).status == "illegal"


@pytest.mark.parametrize(
    ("text", "owner", "expected"),
    [
        # "You ...": only its controller's actions
        ("You may take only one Limited or Open action per turn.", "them", "legal"),
        ("You may take only one Limited or Open action per turn.", "me", "unknown"),
        # another designator: not this Limited action
        ("Each player may take only one Open action per turn.", "them", "legal"),
        ("Each player may take only one Battle action per turn.", "them", "legal"),
    ],
)
def test_whose_and_which_actions(tmp_path: Path, text: str, owner: str, expected: str) -> None:
    v = check(_board(tmp_path, [], text, owner), "me", "les", 0)
    assert v.status == expected, v.reasons


def test_an_events_own_traits_and_the_action_putting_it_into_play() -> None:
    """Short Season's Open action is read; its trait still keeps an Event's other action, or a
    Holding's action putting itself into play, unclaimed."""
    text = [
        "Each player may take only one Limited or Open action per turn (after this Event enters "
        "play).",
        "<b>Open:</b> If you have not taken an action this phase, put this Event into play.",
    ]
    ci = import_text(text, title="Season", card_type=CardType.EVENT)
    assert [p.level for p in ci.actions] == ["full"]
    other = [text[0], "<b>Open:</b> Gain 2 Honor."]
    assert [p.level for p in import_text(other, title="S", card_type=CardType.EVENT).actions] == [
        "costs"
    ]
    # a sentence about the Event itself or its ability is said where its ability is used
    legacy = [
        "This Event has Legacy, and its ability will not be negated, if your Wind is Kano's "
        "Alliance.",
        "<b>Dynasty:</b> Put this Event into play.",
    ]
    read = import_text(legacy, title="Funeral", card_type=CardType.EVENT)
    assert [p.gap for p in read.actions] == ["own trait"]
    holding = [text[0], "<b>Open:</b> Put this card into play."]
    read = import_text(holding, title="Season", card_type=CardType.HOLDING)
    assert [p.gap for p in read.actions] == ["own trait"]


@pytest.mark.parametrize(("event", "expected"), [(True, "legal"), (False, "unknown")])
def test_an_events_sentence_about_bringing_others(
    tmp_path: Path, event: bool, expected: str
) -> None:
    """Alliance: "You do not pay the extra two Gold for bringing Personalities with the named
    Clan Alignment into play." can't change its own entering (an Event's traits work in play);
    the same sentence on a Strategy bringing itself stays a doubt."""
    said = (
        "You do not pay the extra two Gold for bringing Personalities with the named Clan "
        "Alignment into play."
    )
    kind = ["Event"] if event else ["Strategy"]
    where = {"zone": "province", "province": 1} if event else {"zone": "hand"}
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {
            "title": "Alliance",
            "types": kind,
            "decks": ["Dynasty" if event else "Fate"],
            "gold_cost": 0,
            "text": f"{said}<br><b>Open:</b> Put this card into play.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "al", "title": "Alliance", "owner": "me", **where},
    ]
    v = check(set_board(tmp_path, cards, table, "al", phase="action"), "me", "al", 0)
    assert v.status == expected, v.reasons
