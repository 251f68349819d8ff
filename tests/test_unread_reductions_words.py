"""Gold reductions worded "cost an amount less Gold equal to ...", "attaches cards with ... paying
0 Gold", "When attaching a Spell to this Personality: It enters play paying 0 Gold." (Costs and
restrictions: a reduction lowers the cost), set aside with no doubt before (issue 13; h29silent2
census: Isawa Miliko, Ranbe, Minor Oni Servant): kept as reductions not read, so a Gold
shortfall of their controller is unknown naming them, never a false illegal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.playing import check_play
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality

MILIKO = (
    "While Miliko is in an army, Spells you own in and out of play cost an amount less Gold "
    "equal to the number of Spells in her army."
)


def _spell(tmp_path: Path, text: str) -> Any:
    """Keep produces 2; the Spell costs 4: short by 2 unless ``text`` (on the host) lowers it."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Miliko", 0, keywords=["Shugenja"], text=text),
        {"title": "T Spell", "types": ["Spell"], "decks": ["Fate"], "gold_cost": 4, "text": ""},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "mil", "title": "Miliko", "owner": "me", "zone": "home"},
        {"id": "sp", "title": "T Spell", "owner": "me", "zone": "hand"},
    ]
    return check_play(set_board(tmp_path, cards, table, phase="action"), "me", "sp", EQUIP)


def test_an_unread_spell_reduction_doubts_a_short_spell(tmp_path: Path) -> None:
    v = _spell(tmp_path, MILIKO)
    assert v.status == "unknown" and "Miliko" in v.reasons[0], v.reasons
    v = _spell(
        tmp_path, "When attaching a Spell to this Personality: It enters play paying 0 Gold."
    )
    assert v.status == "unknown", v.reasons


def test_no_such_text_the_shortfall_is_illegal(tmp_path: Path) -> None:
    v = _spell(tmp_path, "Miliko has +1C.")
    assert v.status == "illegal" and "Gold" in " ".join(v.reasons), v.reasons
