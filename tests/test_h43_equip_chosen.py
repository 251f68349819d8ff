"""An Equip of the card itself, used from the hand, to the card the same sentence targets
(model/cardtext/equip_chosen.py, model/cardtext/used_from.py; Reference 03, Attachments: Equip
attaches the card paying its Gold Cost; Reference 05, Areas; Good Faith Rule). Real cards from
../shared/data (skipped without it), with controls."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.cardtext.equip_chosen import equip_to_chosen
from model.common import CardType
from model.describe import ability_text
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
FADING = (
    "Ninja Battle: If this Follower is in your hand, target your performing Ninja and Equip it "
    "to him."
)


def test_rewrite() -> None:
    assert equip_to_chosen("target your performing Ninja and Equip it to him.") == (
        "target your performing Ninja. Attach itself to him, paying all costs."
    )
    assert equip_to_chosen("target your Samurai and Equip it to her, paying 2 less Gold.") == (
        "target your Samurai. Attach itself to her, paying 2 less Gold."
    )
    # another card named before "it" (not the target it is equipped to): not read
    assert equip_to_chosen("Draw a card, target your Ninja and Equip it to him.") is None
    assert equip_to_chosen("target a Follower in your hand and Equip it to Kenji.") is None


def test_fading_shadows_read() -> None:
    imp = import_text(FADING, title="Fading Shadows", card_type=CardType.FOLLOWER)
    (para,) = imp.paragraphs
    assert para.full and para.ability is not None
    text = ability_text(para.ability)
    assert "performer: target your Ninja card" in text
    assert "brings this card into play attached to performer" in text
    # the same words on a card not used from the hand: "it" stays unread
    plain = "Ninja Battle: Target your performing Ninja and Equip it to him."
    (other,) = import_text(plain, title="T Card", card_type=CardType.FOLLOWER).paragraphs
    assert not other.full


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _verdict(tmp: Path, pool: CardPool, mine: str, zone: str = "hand") -> str:
    cards: list[dict[str, Any]] = [
        {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province", "province": 1},
        {"id": "foe", "title": "Akodo Suoh", "owner": "op", "zone": "battlefield",
         "battlefield": "op-p1"},
        {"id": "nin", "title": mine, "owner": "me", "zone": "battlefield", "battlefield": "op-p1"},
        {"id": "fs", "title": "Fading Shadows", "owner": "me", "zone": zone},
    ]  # fmt: skip
    data = {
        "turn": 3, "active_player": "me", "phase": "attack", "segment": "combat",
        "current_battlefield": "op-p1", "attacker": "me",
        "players": [{"id": "me", "clan": "scorpion", "family_honor": 10},
                    {"id": "op", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return check(load_state(path, cards=pool), "me", "fs", 0).status


@real
def test_fading_shadows_board(tmp_path: Path, pool: CardPool) -> None:
    """Shosuro Konishi (a Ninja) in battle, Fading Shadows (Gold Cost 0) in hand: legal (before:
    unknown, "'Equip' not understood"); controls: no Ninja (Akodo Suoh): illegal; the card in
    the discard pile, not the hand: illegal."""
    assert _verdict(tmp_path, pool, "Shosuro Konishi") == "legal"
    assert _verdict(tmp_path, pool, "Akodo Suoh") == "illegal"
    assert _verdict(tmp_path, pool, "Shosuro Konishi", zone="fate_discard") == "illegal"
