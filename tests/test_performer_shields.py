"""A targeting shield on the performer's honor (solver/performer_shields.py; Effects / "May
not"; issue 13, h27adv1 N7): Bayushi Nomen's "Actions performed by Personalities who were
dishonorable when the action was announced may not target Nomen or Personalities in Nomen's
army." can't refuse an action whose performer may be chosen honorable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.good_faith import check
from solver.performer_shields import protected
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy, view

_NOMEN = (
    "Actions performed by Personalities who were dishonorable when the action was announced "
    "may not target Nomen or Personalities in Nomen's army."
)
_CHALLENGE = (
    "<b>Battle:</b> Choose your performing unbowed Personality and target an enemy "
    "Personality: Bow the target."
)


def _battle(tmp: Path, honorable: bool = True, friend_at: str | None = "them-p1") -> Any:
    """I attack them at them-p1: my dishonorable Akio there (and my honorable Chojiro with
    ``honorable``); their Bayushi Nomen there (and their Friend at ``friend_at``, None: none)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Akio", 3),
        set_personality("Chojiro", 3),
        set_personality("Bayushi Nomen", 3, text=_NOMEN),
        set_personality("Friend", 3),
        set_strategy("Challenge", _CHALLENGE),
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "akio", "title": "Akio", "owner": "me", "dishonorable": True, **at},
        {"id": "nome", "title": "Bayushi Nomen", "owner": "them", **at},
        {"id": "ch", "title": "Challenge", "owner": "me", "zone": "hand"},
    ]
    if honorable:
        table.append({"id": "choj", "title": "Chojiro", "owner": "me", **at})
    if friend_at == "home":
        table.append({"id": "fr", "title": "Friend", "owner": "them", "zone": "home"})
    elif friend_at is not None:
        table.append({"id": "fr", "title": "Friend", "owner": "them", "zone": "battlefield",
                      "battlefield": friend_at})  # fmt: skip
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(
        tmp, cards, table, "nomen", phase="attack", segment="combat",
        current_battlefield="them-p1", attacker="me", defender="them", active_player="me",
        players=players,
    )  # fmt: skip


def test_the_cards_protected(tmp_path: Path) -> None:
    """Nomen and his controller's Personalities at his battlefield; not one at home."""
    v = view(_battle(tmp_path))
    assert protected(v, "nome", _NOMEN) == frozenset({"nome", "fr"})
    v = view(_battle(tmp_path, friend_at="home"))
    assert protected(v, "nome", _NOMEN) == frozenset({"nome"})
    assert protected(v, "fr", _NOMEN) is None  # another card's name


def test_an_honorable_performer_may_target_nomen(tmp_path: Path) -> None:
    """p17: legal with Chojiro performing (was unknown)."""
    v = check(_battle(tmp_path, friend_at=None), "me", "ch", 0)
    assert v.status == "legal" and v.witness is not None
    assert "choj" in {c for ids in v.witness.targets.values() for c in ids}
    # a target outside the shield: the dishonorable performer is fine too
    v = check(_battle(tmp_path, honorable=False, friend_at="home"), "me", "ch", 0)
    assert v.status == "legal" and v.witness is not None
    assert "fr" in {c for ids in v.witness.targets.values() for c in ids}


def test_only_a_dishonorable_performer_keeps_the_doubt(tmp_path: Path) -> None:
    """Every performer dishonorable, every target protected: not read as illegal (the
    doubt stays); an announced dishonorable performer at Nomen stays unknown too."""
    v = check(_battle(tmp_path, honorable=False), "me", "ch", 0)
    assert v.status == "unknown" and "Bayushi Nomen (nome)" in v.reasons[0]
    board = _battle(tmp_path, friend_at=None)
    ab = view(board).definition("ch").abilities[0]
    perf = next(s.name for s in ab.all_target_specs() if s.performer)
    other = next(s.name for s in ab.all_target_specs() if not s.performer)
    v = check(board, "me", "ch", 0, targets={perf: ["akio"], other: ["nome"]})
    assert v.status == "unknown"
