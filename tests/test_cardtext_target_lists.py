"""A list of objects of the verb "target" ("Target your unbowed Personality, one of his
Followers, and another of your unbowed Personalities."): every card it names is a required
target (Abilities and actions / B), so the sentence is read whole or left unread, never read
as its first target only (h28adv1 F3, h28adv3 F6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.cardtext.targets import find_phrases
from model.common import CardType
from solver.good_faith import check
from tests.builders import TWO_PLAYERS, set_board, set_personality

KARASU = (
    "<b>Repeatable Battle/Open, :bow::</b> Target your unbowed Personality, one of his "
    "Followers, and another of your unbowed Personalities. Transfer the Follower from the first "
    "Personality to the second."
)


@pytest.mark.parametrize(
    "text",
    [
        "Target your unbowed Personality, one of his Followers, and another of your unbowed "
        "Personalities.",
        "Target a Personality, a Follower, and a Holding.",
        "Target your Personality, and another of your Personalities.",
        "Target your Personality and an enemy Personality, and one of his Followers.",
    ],
)
def test_a_list_of_targets_is_not_read_as_its_first(text: str) -> None:
    found = find_phrases(text, "T Card", CardType.PERSONALITY)
    assert isinstance(found, str), found  # not read (by this reader or another)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        # each target with its own verb "target": read as before
        ("Target your Personality, and target zero or more face-up non-Personality cards in "
         "your Provinces.", 2),
        ("Target your Personality and an enemy Personality.", 2),
        ("Target a Personality, then bow him.", 1),
    ],
)  # fmt: skip
def test_targets_with_their_own_verb_are_read(text: str, count: int) -> None:
    found = find_phrases(text, "T Card", CardType.PERSONALITY)
    assert not isinstance(found, str), found
    assert len(found) == count


def test_karasu_is_not_claimed() -> None:
    (action,) = import_text(KARASU, title="Iuchi Karasu", card_type=CardType.PERSONALITY).actions
    assert not action.full
    assert "a list of targets" in action.not_understood


def test_karasu_without_followers_is_no_false_legal(tmp_path: Path) -> None:
    """No Personality of yours has a Follower: the required Follower target can't be chosen; the
    action is not claimed, so the answer is unknown naming the text, never legal."""
    cards = [
        set_personality("Iuchi Karasu", 7, text=KARASU),
        set_personality("T Rider", 3),
        set_personality("T Scout", 3),
    ]
    table = [
        {"id": "kar", "title": "Iuchi Karasu", "owner": "me", "zone": "home"},
        {"id": "r", "title": "T Rider", "owner": "me", "zone": "home"},
        {"id": "s", "title": "T Scout", "owner": "me", "zone": "home"},
    ]
    verdict = check(set_board(tmp_path, cards, table, phase="action"), "me", "kar", 0)
    assert verdict.status == "unknown"
    assert "one of his Followers" in " ".join(verdict.reasons)


def test_two_targets_joined_by_and_still_legal(tmp_path: Path) -> None:
    """Control: "Target your Personality and another player's Personality" (one verb, two
    targets joined by 'and') is read, and legal when both exist."""
    text = "<b>Open:</b> Target your Personality and another player's Personality. Give them +1F."
    cards = [set_personality("T Karasu", 7, text=text), set_personality("T Rider", 3)]
    table = [
        {"id": "kar", "title": "T Karasu", "owner": "me", "zone": "home"},
        {"id": "r", "title": "T Rider", "owner": "them", "zone": "home"},
    ]
    (action,) = import_text(text, title="T Karasu", card_type=CardType.PERSONALITY).actions
    assert action.full, action.not_understood
    loaded = set_board(tmp_path, cards, table, phase="action", players=TWO_PLAYERS)
    assert check(loaded, "me", "kar", 0).status == "legal"
