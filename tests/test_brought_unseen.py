"""A self-only keyword grant can't reach a card brought into play that is the action's own target
chosen among the state's cards (its text on the board): a keyword no text names turns nothing
(solver/brought_unseen.py, solver/traits_in_play.py; Reference 04, Keywords). Real cards: The
Majestic Temple of the Phoenix recruiting Isawa Sakonoko, Ikoma Genichi's "has Resilient while
...", The Serpent War naming Resilient."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.brought_unseen import brings_unseen
from solver.good_faith import check

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
BOARDS = ROOT / "tests" / "data" / "h45fixc"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.mark.parametrize(
    ("text", "unseen"),
    [
        # the target chosen in your discard pile: one of the state's cards
        ("<b>Dynasty:</b> Recruit your target dead Phoenix Clan Personality.", False),
        # a card searched from a deck: any card of the game
        ("<b>Open:</b> Search your Dynasty deck for a Holding and bring it into play.", True),
    ],
)
def test_brings_unseen(text: str, unseen: bool) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.STRONGHOLD).actions
    assert action.full, action.not_understood
    assert brings_unseen(action.ability) is unseen


@pytest.mark.parametrize(
    ("board", "why"),
    [
        ("tem_low_honor", "Honor Requirement 5"),
        ("tem_short", "can't pay the Gold"),
        ("tem_low_honor_nogenichi", "Honor Requirement 5"),  # control: no Genichi
    ],
)
def test_temple_recruit_not_doubted_by_a_self_grant(pool: CardPool, board: str, why: str) -> None:
    v = check(load_state(BOARDS / f"{board}.yaml", cards=pool), "phoenix", "temple", 0)
    assert v.status == "illegal", v.reasons
    assert v.reasons[0].startswith(why) or why in v.reasons[0]


def test_a_text_naming_the_keyword_keeps_the_doubt(pool: CardPool, tmp_path: Path) -> None:
    # control: The Serpent War in the hand names Resilient: Genichi's grant may matter
    state = yaml.safe_load((BOARDS / "tem_low_honor.yaml").read_text())
    state["cards"].append({"id": "war", "title": "The Serpent War", "owner": "lion",
                           "zone": "hand"})  # fmt: skip
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True))
    v = check(load_state(path, cards=pool), "phoenix", "temple", 0)
    assert v.status == "unknown", v.reasons
    assert "Genichi" in " ".join(v.reasons)
