"""The Python API refuses questions about things that do not exist (AnnouncementError), and
reads abilities as an index or a rulebook play (solver/verdict.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.errors import GoodFaithError
from model.load import load_state
from solver.announce import legal_announcements
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT, Announcement, AnnouncementError, Play, ability_ref

ROOT = Path(__file__).resolve().parents[1]
LOADED = load_state(ROOT / "examples" / "states" / "crab-vs-crane-battle.yaml")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"player": "crane", "card": "nope"}, "no card with id 'nope'"),
        ({"player": "lion", "card": "crane-ro"}, "no player 'lion'"),
        ({"player": "crane", "card": "crane-ro", "ability": 5}, "ability 5: Restoring Order"),
        ({"player": "crane", "card": "crane-ro", "ability": -1}, "an index 0 or more"),
        ({"player": "crane", "card": "crane-ro", "ability": "recrut"}, "recruit/equip"),
        (
            {"player": "crane", "card": "crane-ro", "targets": {"victm": ["daizu"]}},
            "no target slot 'victm'",
        ),
        (
            {"player": "crane", "card": "crane-ro", "targets": {"victim": ["daizu", "watsuki"]}},
            "targets.victim: the slot takes 1 card(s), got 2",
        ),
        (
            {"player": "crane", "card": "crane-ro", "targets": {"victim": ["ghost"]}},
            "targets.victim: no card with id 'ghost'",
        ),
        (
            {"player": "crane", "card": "crane-ro", "targets": {"victim": "daizu"}},
            "expected a list of card ids",
        ),
        (
            {"player": "crane", "card": "crane-rd", "ability": RECRUIT, "targets": {"x": []}},
            "recruit takes no targets",
        ),
    ],
)
def test_unknown_things_raise_the_library_error(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(AnnouncementError) as info:
        check(LOADED, **kwargs)  # type: ignore[arg-type]
    assert message in str(info.value)
    assert isinstance(info.value, GoodFaithError) and isinstance(info.value, ValueError)


def test_a_target_set_naming_real_cards_is_answered() -> None:
    legal = check(LOADED, "crane", "crane-ro", targets={"victim": ["daizu"]})
    assert legal.status == "legal"
    assert dict(legal.witness.targets)["victim"] == ("daizu",) if legal.witness else False


def test_ability_references() -> None:
    assert ability_ref(0) == 0 and ability_ref("2") == 2
    assert ability_ref("Recruit") is Play.RECRUIT and ability_ref(EQUIP) is EQUIP
    for bad in (True, -2, 1.5, "battle"):
        with pytest.raises(AnnouncementError):
            ability_ref(bad)
    a = Announcement.of("crane-ro", "0", {"victim": ["daizu"], "magistrate": ["shigeyuki"]})
    assert a.key == ("crane-ro", 0) and not a.is_play
    assert a.targets == (("magistrate", ("shigeyuki",)), ("victim", ("daizu",)))


def test_membership_answers_false_for_what_does_not_exist() -> None:
    moves = legal_announcements(LOADED, "crane")
    assert ("crane-rout", 0) in moves
    assert ("crane-rout", 9) not in moves
    assert ("nope", 0) not in moves
    assert ("crane-rout", "recruit") not in moves  # Rout is a Strategy in hand: no Recruit
    assert Announcement.of("crane-ro", 0, {"victm": ["daizu"]}) not in moves


def test_recruit_verdict_carries_the_play() -> None:
    verdict = check(LOADED, "crab", "crab-p2-card", "recruit")
    assert verdict.ability is RECRUIT
    assert verdict.announcement.is_play
