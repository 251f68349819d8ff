"""Refusals a client can explain (h44adv1 E1, E2, E3, E5): a bowed card's Battle ability in the
Action Phase names its timing first, then the bow (``solver.refusal_codes``); the bow, another
player's card and a card out of play carry the codes ``bowed``, ``not_yours``, ``not_in_play``,
not ``timing``; every target with no candidate at all is named (``solver.other_empty_slots``);
a first witness that pays nothing, or only its own card's fixed cost, is proven cheapest
(``solver.free_witness``). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.announce import legal_announcements
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

PLAYERS = [{"id": "a", "family_honor": 20}, {"id": "b", "family_honor": 20}]


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    return pool_state(tmp, pool, cards, **{"players": PLAYERS, **fields})


def _codes(loaded: LoadedState, card: str, ability: Any = 0, player: str = "a") -> list[str]:
    return [r.code for r in check(loaded, player, card, ability).details]


def test_bowed_battle_ability_names_its_timing_first(tmp_path: Path, pool: CardPool) -> None:
    cards = [{"id": "k", "title": "Asako Kaitoko", "owner": "a", "zone": "home", "bowed": True}]
    cards.append({"id": "e", "title": "Matsu Koyama", "owner": "b", "zone": "home"})
    v = check(_load(tmp_path, pool, cards), "a", "k", 0)
    assert v.status == "illegal"
    assert [r.code for r in v.details] == ["timing", "bowed"]
    assert "Combat Segment" in v.reasons[0] and v.reasons[1] == "Asako Kaitoko is bowed"


def test_unbowed_battle_ability_names_its_timing_only(tmp_path: Path, pool: CardPool) -> None:
    cards = [{"id": "k", "title": "Asako Kaitoko", "owner": "a", "zone": "home"}]
    cards.append({"id": "e", "title": "Matsu Koyama", "owner": "b", "zone": "home"})
    v = check(_load(tmp_path, pool, cards), "a", "k", 0)
    assert v.status == "illegal" and [r.code for r in v.details] == ["timing"]


def test_bowed_card_whose_time_is_met_names_the_bow_only(tmp_path: Path, pool: CardPool) -> None:
    # control: The Esteemed Palace's Limited ability in its own Action Phase, bowed
    title = "The Esteemed Palace of the Crane"
    cards = [{"id": "p", "title": title, "owner": "a", "zone": "home", "bowed": True}]
    v = check(_load(tmp_path, pool, cards), "a", "p", 0)
    assert v.status == "illegal" and [r.code for r in v.details] == ["bowed"]


def test_other_players_cards_are_not_yours(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        {"id": "k", "title": "Asako Kaitoko", "owner": "b", "zone": "home"},
        {"id": "g", "title": "Begone, Fool!", "owner": "b", "zone": "hand"},
    ]
    loaded = _load(tmp_path, pool, cards)
    for card in ("k", "g"):
        v = check(loaded, "a", card, 0)
        assert v.status == "illegal" and [r.code for r in v.details] == ["not_yours"], v
    assert check(loaded, "b", "g", 0).status != "illegal" or _codes(loaded, "g", 0, "b") != [
        "not_yours"
    ]


def test_card_in_a_province_is_not_in_play(tmp_path: Path, pool: CardPool) -> None:
    cards = [{"id": "k", "title": "Asako Kaitoko", "owner": "a", "zone": "province"}]
    cards[0]["province"] = 1
    v = check(_load(tmp_path, pool, cards), "a", "k", 0)
    # her Battle ability in the Action Phase: its time too, named first (h45adv3: every blocker)
    assert v.status == "illegal" and [r.code for r in v.details] == ["timing", "not_in_play"]


def _menace(tmp: Path, pool: CardPool, rengetsu_bowed: bool) -> LoadedState:
    cards = [
        {"id": "m", "title": "Veiled Menace", "owner": "a", "zone": "hand"},
        {"id": "r", "title": "Doji Rengetsu", "owner": "a", "zone": "home"},
        {"id": "t", "title": "Ikoma Tsukasa", "owner": "b", "zone": "home"},
    ]
    cards[1]["bowed"] = rengetsu_bowed
    return _load(tmp, pool, cards)


def test_every_target_without_candidates_is_named(tmp_path: Path, pool: CardPool) -> None:
    v = check(_menace(tmp_path, pool, True), "a", "m", 0)
    assert v.status == "illegal" and [r.code for r in v.details] == ["target", "target"]
    assert "performer" in v.reasons[0] and "Courtier" in v.reasons[0]
    assert "target2" in v.reasons[1] and "dishonorable" in v.reasons[1]


def test_a_target_with_candidates_is_not_named(tmp_path: Path, pool: CardPool) -> None:
    # control: an unbowed Courtier: only the dishonorable target fails
    v = check(_menace(tmp_path, pool, False), "a", "m", 0)
    assert v.status == "illegal" and len(v.details) == 1 and "target2" in v.reasons[0]


def test_announcements_prove_a_free_witness_cheapest(tmp_path: Path, pool: CardPool) -> None:
    title = "The Esteemed Palace of the Crane"
    cards = [
        {"id": "p", "title": title, "owner": "a", "zone": "home"},
        {"id": "i", "title": "Interference", "owner": "a", "zone": "hand"},
        {"id": "h", "title": "Ikoma Tsukasa", "owner": "b", "zone": "home"},
        {"id": "u", "title": "Useful Connections", "owner": "a", "zone": "hand"},
        {"id": "c", "title": "Doji Rengetsu", "owner": "a", "zone": "home"},
    ]
    loaded = _load(tmp_path, pool, cards)
    listed = {(a.card, a.ability): a.verdict for a in legal_announcements(loaded, "a")}
    for key in (("p", 0), ("i", 0)):  # "Bow your Stronghold" / no cost at all
        w = listed[key].witness
        assert w is not None and w.cheapest
        full = check(loaded, "a", *key, cheapest=True).witness
        assert full is not None and full.cheapest and full.cost_key() == w.cost_key()
    # control: "bow performer" (the performer a choice): the first witness stays unproven
    w = listed[("u", 0)].witness
    assert w is not None and not w.cheapest
