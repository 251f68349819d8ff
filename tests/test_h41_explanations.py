"""h41misc 3: Gold refusals name what took the Gold away (``solver.gold_refusal_notes``), and
a minimum's label shows only when it raised the cost (``solver.increase_labels``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT, Verdict
from tests.builders import pool_state
from tests.test_h40left_enyou import _recruit
from tests.test_minimum_cost import _state as _shibata_state

_HATO = "Hato-gurama (hato) may not be discarded: 'You may not choose this card to be discarded"


def _keigo(tmp: Path, pool: CardPool, name: str, *, rage: bool, keigo_bowed: bool) -> Any:
    """Paid Off (4) with Copper Mine 2 and Asahina Keigo (discard a card: its Focus Value);
    hand: Hato-gurama (Focus 3) and, with ``rage``, Blind Rage (Focus 1)."""
    cards: list[dict[str, Any]] = [
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home", "bowed": True},
        {"id": "cmine", "title": "Copper Mine", "owner": "crane", "zone": "home"},
        {"id": "keigo", "title": "Asahina Keigo", "owner": "crane", "zone": "home",
         "bowed": keigo_bowed},
        {"id": "po", "title": "Paid Off", "owner": "crane", "zone": "hand"},
        {"id": "hato", "title": "Hato-gurama", "owner": "crane", "zone": "hand"},
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        {"id": "daizu", "title": "Hida Daizu • Experienced", "owner": "crab", "zone": "home"},
    ]  # fmt: skip
    if rage:
        cards.append({"id": "br", "title": "Blind Rage", "owner": "crane", "zone": "hand"})
    players = [
        {"id": "crane", "clan": "crane", "family_honor": 12},
        {"id": "crab", "clan": "crab", "family_honor": 8},
    ]
    return pool_state(
        tmp, pool, cards, name, turn=6, active_player="crane", phase="action", players=players
    )


def test_hato_gurama_kept_from_keigo_is_named(tmp_path: Path, pool: CardPool) -> None:
    """h40adv4 p13a: Blind Rage stays in hand, so Keigo may not discard Hato-gurama: 2 + 1 < 4,
    ``illegal``, the refusal naming Hato-gurama's ban (was only "at most 3")."""
    v = check(_keigo(tmp_path, pool, "a", rage=True, keigo_bowed=False), "crane", "po", 0)
    assert v.status == "illegal", v.reasons
    assert _HATO in v.reasons[0], v.reasons
    assert "hato" in v.details[0].cards


def test_control_hato_gurama_alone_in_hand_pays(tmp_path: Path, pool: CardPool) -> None:
    """Control (p13b): Hato-gurama is the only card in hand: Keigo discards it, ``legal``."""
    v = check(_keigo(tmp_path, pool, "b", rage=False, keigo_bowed=False), "crane", "po", 0)
    assert v.status == "legal", v.reasons


def test_control_no_discarding_producer_no_ban_named(tmp_path: Path, pool: CardPool) -> None:
    """Control: Keigo bowed: Copper Mine 2 < 4, ``illegal``, and no producer could discard
    Hato-gurama: the ban is not named."""
    v = check(_keigo(tmp_path, pool, "c", rage=True, keigo_bowed=True), "crane", "po", 0)
    assert v.status == "illegal", v.reasons
    assert "Hato-gurama" not in " ".join(v.reasons)


@pytest.mark.parametrize(("hand", "home"), [(["Truce", "Truce"], []), (["Truce"], ["Small Farm"])])
def test_enyou_refusal_names_the_removal(
    tmp_path: Path, pool: CardPool, hand: list[str], home: list[str]
) -> None:
    """En'you with no Sake token: a card of the hand is removed, its Gold (Truce) with it; the
    refusal names that cost, not only the shortfall."""
    v = _recruit(tmp_path, pool, "e", hand, home)
    assert v.status == "illegal", v.reasons
    text = " ".join(v.reasons)
    assert "En'you's cost removes one card of your hand from the game" in text, text
    assert "Truce (h0)" in text and "either remove a card in your hand" in text


def test_control_enyou_hand_without_gold_names_no_removal(tmp_path: Path, pool: CardPool) -> None:
    """Control: the hand holds Rout only (no Gold): the removal takes no Gold and is not named
    in a Gold refusal."""
    v = _recruit(tmp_path, pool, "f", ["Rout"], [])
    assert v.status == "illegal", v.reasons
    assert "removes one card of your hand" not in " ".join(v.reasons)


def _pouches(tmp: Path, pool: CardPool, name: str, second_bowed: bool) -> Verdict:
    """Kaiu Iemasa (9) from Iron Mine 3 (Kyuden Hida bowed) and two Coin Pouches on Kaiu
    Watsuki (the second bowed or not)."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home",
         "bowed": True},
        {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "wat", "title": "Kaiu Watsuki", "owner": "crab", "zone": "home"},
        {"id": "pouch", "title": "Coin Pouch", "owner": "crab", "zone": "home",
         "attached_to": "wat"},
        {"id": "pouch2", "title": "Coin Pouch", "owner": "crab", "zone": "home",
         "attached_to": "wat", "bowed": second_bowed},
        {"id": "cp", "title": "Kaiu Iemasa", "owner": "crab", "zone": "province", "province": 1},
        {"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
    ]  # fmt: skip
    players = [
        {"id": "crab", "clan": "crab", "family_honor": 8},
        {"id": "lion", "clan": "lion", "family_honor": 9},
    ]
    board = pool_state(
        tmp, pool, cards, name, turn=3, active_player="crab", phase="dynasty", players=players
    )
    return check(board, "crab", "cp", RECRUIT)


def test_two_pouches_on_one_holding_are_read(tmp_path: Path, pool: CardPool) -> None:
    """Two usable Pouches, one Holding: both add to its one bow since h41gold2 (each a separate
    ability, Reference 04; it was a doubt bounded at 1 Gold each): 3 + 1 + 1 < 9, ``illegal``,
    the refusal counting the Pouches in Iron Mine's Gold, nothing bounded to name."""
    v = _pouches(tmp_path, pool, "g", second_bowed=False)
    assert v.status == "illegal", v.reasons
    assert "at most 5" in v.reasons[0] and "Iron Mine 5" in v.reasons[0]
    assert "texts not read" not in v.reasons[0]


def test_control_one_pouch_read_needs_no_bound(tmp_path: Path, pool: CardPool) -> None:
    """Control: the second Pouch bowed: the one Pouch is read (Iron Mine 4 with it), nothing
    bounded to name."""
    v = _pouches(tmp_path, pool, "h", second_bowed=True)
    assert v.status == "illegal", v.reasons
    assert "at most 4" in v.reasons[0] and "texts not read" not in v.reasons[0]


@pytest.mark.parametrize(("card", "label"), [("p3", False), ("p1", True)])
def test_shibata_label_only_when_it_raised(pool: CardPool, card: str, label: bool) -> None:
    """Shibata Sensei's minimum of 5: Kaiu Gorobei's printed 5 is not "at least 5 Gold:
    Shibata Sensei" (it changed nothing); Bayushi Hurunayi's 4 raised to 5 keeps the label."""
    v = check(parse_state(_shibata_state(False), "h41", cards=pool), "scorpion", card, RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "needs 5 Gold" in v.reasons[0]
    assert ("at least 5 Gold: Shibata Sensei" in v.reasons[0]) is label, v.reasons
