"""Cards named by their deck in a target (``model.cardtext.target_decks``; Reference 02): "a
target Fate card in your discard pile" (Kitsuki Miro • Experienced, Ch'kirk, Kokujin Sato •
Experienced, Tch'tch Warrens, Yogo Junzo • Experienced 2; the costs of Akodo Sadahige •
Experienced and Daigotsu Shimekiri), "a Dynasty card in a province" (Bayushi Eisaku •
Experienced), "two target Dynasty or Fate cards (in play)" (A New Alliance): that deck's card
types (both decks: every type but the Stronghold, Sensei and Wind)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.targets import Phrase, find_phrases
from model.common import DYNASTY_TYPES, FATE_TYPES, CardType
from model.oracle.pool import CardPool
from model.zones import Place
from solver.good_faith import check
from tests.builders import pool_state


def _one(text: str) -> Phrase:
    found = find_phrases(text, "X", None)
    assert not isinstance(found, str), found
    assert len(found) == 1
    return found[0]


def test_a_fate_card_in_a_discard_pile() -> None:
    p = _one("Banish a target Fate card in another player's discard pile to draw a card.")
    assert set(p.select.type) == FATE_TYPES and p.select.location is Place.FATE_DISCARD


def test_a_non_follower_fate_card() -> None:
    p = _one("Put a target non-Follower Fate card in another player's discard pile into your hand.")
    assert set(p.select.type) == FATE_TYPES - {CardType.FOLLOWER}


def test_a_dynasty_card_in_a_province() -> None:
    p = _one("Target a Dynasty card in a province: Discard it.")
    assert set(p.select.type) == DYNASTY_TYPES and p.select.location is Place.PROVINCE


def test_dynasty_or_fate_cards_in_play() -> None:
    p = _one("The abilities on two target Dynasty or Fate cards (in play) cannot be used.")
    assert set(p.select.type) == DYNASTY_TYPES | FATE_TYPES and p.count == 2
    assert CardType.STRONGHOLD not in p.select.type and p.select.location is Place.IN_PLAY


@pytest.mark.parametrize(
    "text",
    [
        "Target a Fate card in your Dynasty discard pile: Put it in your hand.",  # other deck
        "Target a Fate Personality: Bow him.",  # a deck word before another noun
    ],
)
def test_control_still_refused(text: str) -> None:
    assert isinstance(find_phrases(text, "X", None), str)


def _miro(tmp: Path, pool: CardPool, pile: list[tuple[str, str]]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Shiro Mirumoto", "owner": "a", "zone": "home"},
        {"id": "miro", "title": "Kitsuki Miro, Dogged Investigator • Experienced",
         "owner": "a", "zone": "home"},
        {"id": "sh2", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]  # fmt: skip
    cards += [{"id": f"d{i}", "title": t, "owner": "b", "zone": z} for i, (t, z) in enumerate(pile)]
    return pool_state(tmp, pool, cards, "miro")


def test_kitsuki_miro_needs_a_fate_card_in_the_pile(tmp_path: Path, pool: CardPool) -> None:
    none = check(_miro(tmp_path, pool, [("Hida Mimori", "dynasty_discard")]), "a", "miro", 0)
    assert none.status == "illegal", none.reasons
    one = check(_miro(tmp_path, pool, [("Light Infantry", "fate_discard")]), "a", "miro", 0)
    assert one.status == "legal", one.reasons
