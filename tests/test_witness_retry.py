"""A legal action doubted only because its witness's one target is a card an unread one-card
sentence may change ("Ume has +1F while you have more Honor than each other player."; was
"... while she has a Spell.", read since h44scope: ``model.attachment_stats``) is legal when
another target the sentence can't touch qualifies (Abilities and actions / Good Faith Rule:
some legal choice of targets; h24adv2 N4b, Mirumoto Kouzei). Controls: Ume the only
candidate, or Ume chosen by the caller, stay unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

LIMITED = "<b>Limited:</b> Target an enemy Personality with 1 or lower Force: Gain 1 Honor."
UME = "Ume has +1F while you have more Honor than each other player."


def _board(tmp: Path, with_mina: bool) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 1, text=LIMITED),
        set_personality("Ume", 1, text=UME),
        set_personality("Mina", 1),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "act", "title": "Actor", "owner": "me", "zone": "home"},
        {"id": "a-ume", "title": "Ume", "owner": "them", "zone": "home"},
    ]
    if with_mina:
        table.append({"id": "b-mina", "title": "Mina", "owner": "them", "zone": "home"})
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    return set_board(tmp, cards, table, "w", phase="action", players=players)


def test_another_target_settles_it(tmp_path: Path) -> None:
    verdict = check(_board(tmp_path, True), "me", "act", 0)
    assert verdict.status == "legal", verdict.reasons
    assert verdict.witness is not None and verdict.witness.targets["target1"] == ("b-mina",)


def test_the_only_candidate_keeps_the_doubt(tmp_path: Path) -> None:
    verdict = check(_board(tmp_path, False), "me", "act", 0)
    assert verdict.status == "unknown"
    assert UME in " ".join(verdict.reasons)


def test_a_target_chosen_by_the_caller_is_answered_as_chosen(tmp_path: Path) -> None:
    loaded = _board(tmp_path, True)
    chosen = check(loaded, "me", "act", 0, targets={"target1": ["a-ume"]})
    assert chosen.status == "unknown"
    other = check(loaded, "me", "act", 0, targets={"target1": ["b-mina"]})
    assert other.status == "legal"
