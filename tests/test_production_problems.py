"""Every Gold text of a card not understood is kept, not only the first
(``model.oracle.production_problems``, ``solver.production_problems``; Costs and restrictions /
Gold production): Kenro-ji-jin's Bounty has two ("Reaction: When paying for a Farm: Produce 1
Gold." and "Limited: Discard this card: Your Farms produce 1 additional Gold ..."), each its own
doubt that a shortfall names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.cards import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.oracle.production_problems import kept
from solver.good_faith import check
from solver.verdict import Play


def test_kept_keeps_each_later_problem_once() -> None:
    later: list[str] = []
    first = kept(later, None, "a")
    first = kept(later, first, "b")
    first = kept(later, first, "b")
    assert (first, later) == ("a", ["b"])


def test_two_sentences_not_understood_both_kept() -> None:
    text = (
        "Reaction: When paying for a Farm: Produce 1 Gold.\n"
        "Limited: Discard this card: Your Farms produce 1 additional Gold when they bow to "
        "produce Gold (this turn)."
    )
    got = analyse_production(text, CardType.CELESTIAL, title="Kenro-ji-jin's Bounty")
    assert got.modes is None and got.reason is not None and "Farm: Produce" in got.reason
    assert len(got.more) == 1 and "additional Gold" in got.more[0]


def test_one_problem_has_no_more() -> None:  # control
    got = analyse_production(
        "Limited: Discard this card: Your Farms produce 1 additional Gold when they bow to "
        "produce Gold (this turn).",
        CardType.CELESTIAL,
        title="Kenro-ji-jin's Bounty",
    )
    assert got.modes is None and got.more == ()


def _board(tmp: Path, pool: CardPool, extra: list[dict[str, Any]]) -> Any:
    state = {
        "turn": 5, "active_player": "crab", "phase": "dynasty",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10},
                    {"id": "other", "clan": "scorpion", "family_honor": 9}],
        "cards": [
            {"id": "sh", "title": "The Great Walls of Kaiu", "owner": "crab", "zone": "home",
             "bowed": True},
            {"id": "mine", "title": "Copper Mine", "owner": "crab", "zone": "home"},
            {"id": "farm", "title": "Large Farm", "owner": "crab", "zone": "home"},
            {"id": "p1", "title": "Hida Kisada", "owner": "crab", "zone": "province",
             "province": 1},
            {"id": "est", "title": "The Shadowed Estate of the Scorpion", "owner": "other",
             "zone": "home"},
            *extra,
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_shortfall_names_each_unread_sentence(tmp_path: Path, pool: CardPool) -> None:
    """Each unread Gold sentence of Kenro-ji-jin's Bounty is its own unread producer; neither can
    pay for Hida Kisada (a Farm's Reaction; a Limited action spent by discarding the card:
    ``solver.shortfall_scope``), so his Recruit, short by 8, is illegal."""
    from model.state import View
    from solver.production import unread_producers

    kenro = {"id": "kenro", "title": "Kenro-ji-jin's Bounty", "owner": "crab", "zone": "home"}
    loaded = _board(tmp_path, pool, [kenro])
    listed = unread_producers(View.of(loaded.state, loaded.library), "crab")
    said = " ".join(u for u in listed if u.startswith("Kenro"))
    assert len([u for u in listed if u.startswith("Kenro")]) == 2
    assert "Farm: Produce 1 Gold" in said and "additional Gold" in said
    v = check(loaded, "crab", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_shortfall_without_the_card_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, []), "crab", "p1", Play.RECRUIT)  # control
    assert v.status == "illegal", v.reasons
