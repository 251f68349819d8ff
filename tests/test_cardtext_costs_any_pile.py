"""A card of any discard pile removed from the game as a cost, chosen, not targeted
(model/cardtext/costs_any_pile.py; Costs and restrictions / Costs: no cost is paid with another
player's cards, while the text names any pile): two readings, legal with such a card in your own
piles, unknown with one only in another player's pile, illegal when no pile holds one ("A cost
must fully occur") or the action fails for another reason. Real cards: Scorching Lash, Shosuro
Hawado."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.abilities import Pick
from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.selectors import Controller
from model.state import View
from model.zones import Place, Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import load_data

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

LASH = (
    "<b>Battle/Open:</b> Remove a non-Ring card in any discard pile from the game, and target "
    "a Personality: Give him +3F or -3F."
)


def test_any_pile_pick_reads_two_ways() -> None:
    (action,) = import_text(LASH, title="Scorching Lash", card_type=CardType.SPELL).actions
    assert action.full, action.not_understood
    ab = action.ability
    (cost,) = ab.costs
    assert isinstance(cost.remove_from_game, Pick)
    select = cost.remove_from_game.select
    assert select.location is Place.DISCARD and select.controller is Controller.YOU
    assert CardType.RING not in select.type and CardType.PERSONALITY in select.type
    assert ab.lenient is not None
    (loose,) = ab.lenient.costs  # leniently a card of any player's pile
    assert isinstance(loose.remove_from_game, Pick)
    assert loose.remove_from_game.select.controller is Controller.ANY
    assert "another player's discard pile" in ab.lenient_note


@pytest.mark.parametrize(
    "text",
    [
        # a target so removed is costs_piles' reading; two cards: not read here
        "<b>Open:</b> Remove two cards in any discard pile from the game: Draw a card.",
        # "any discard pile" of a card out of the piles: not a pile card
        "<b>Open:</b> Remove a card in any discard pile or hand from the game: Draw a card.",
    ],
)
def test_other_any_pile_removals_are_not_read(text: str) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert not action.full


def _lash_board(
    tmp: Path, pool: CardPool, piles: list[tuple[str, str, str]], target: bool = True
) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Isawa Tadaka", "owner": "me", "zone": "home"},
        {"id": "lash", "title": "Scorching Lash", "owner": "me", "zone": "home",
         "attached_to": "sh"},
    ]  # fmt: skip
    if not target:
        cards = [{"id": "lash", "title": "Scorching Lash", "owner": "me", "zone": "hand"}]
    for i, (title, owner, zone) in enumerate(piles):
        cards.append({"id": f"d{i}", "title": title, "owner": owner, "zone": zone})
    state = {
        "turn": 3, "active_player": "me", "phase": "action",
        "players": [{"id": "me", "clan": "phoenix", "family_honor": 10},
                    {"id": "them", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    return load_data(tmp, pool, state)


@pytest.mark.parametrize(
    ("piles", "expected"),
    [
        ([("Hida Kisada", "me", "dynasty_discard")], "legal"),
        ([("Ancestral Sword of the Scorpion", "me", "fate_discard")], "legal"),
        ([("Hida Kisada", "them", "dynasty_discard")], "unknown"),  # only another's pile
        ([("Ring of Fire", "me", "fate_discard")], "illegal"),  # a Ring: not "non-Ring"
        ([("Ring of Fire", "them", "fate_discard")], "illegal"),  # no pile holds one
        ([], "illegal"),
    ],
)
def test_scorching_lash_on_the_board(
    tmp_path: Path, pool: CardPool, piles: list[tuple[str, str, str]], expected: str
) -> None:
    loaded = _lash_board(tmp_path, pool, piles)
    v = check(loaded, "me", "lash", 0)
    assert v.status == expected, v.reasons
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", v).state, loaded.library)
        assert after.card("d0").zone is Zone.REMOVED
    if expected == "unknown":
        assert "another player's discard pile" in " ".join(v.reasons)


def test_scorching_lash_not_in_play_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    # control: the same pile card, the Spell in the hand (no ability of a card out of play)
    loaded = _lash_board(tmp_path, pool, [("Hida Kisada", "me", "dynasty_discard")], False)
    assert check(loaded, "me", "lash", 0).status == "illegal"


def _hawado_board(tmp: Path, pool: CardPool, piles: list[tuple[str, str, str]], phase: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "hawado", "title": "Shosuro Hawado", "owner": "me", "zone": "battlefield",
         "battlefield": "them-p1", "bowed": True},
        {"id": "kisada", "title": "Hida Kisada", "owner": "them", "zone": "battlefield",
         "battlefield": "them-p1"},
    ]  # fmt: skip
    for i, (title, owner, zone) in enumerate(piles):
        cards.append({"id": f"d{i}", "title": title, "owner": owner, "zone": zone})
    state: dict[str, Any] = {
        "turn": 3, "active_player": "me", "phase": phase, "attacker": "me",
        "players": [{"id": "me", "clan": "scorpion", "family_honor": 10},
                    {"id": "them", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    if phase == "attack":
        state |= {"segment": "combat", "current_battlefield": "them-p1"}
    return load_data(tmp, pool, state)


@pytest.mark.parametrize(
    ("piles", "phase", "expected"),
    [
        ([("Hida Kisada", "me", "dynasty_discard")], "attack", "legal"),  # even if bowed
        ([("Ancestral Sword of the Scorpion", "me", "fate_discard")], "attack", "illegal"),  # Fate
        ([("Ancestral Sword of the Scorpion", "them", "fate_discard")], "attack", "illegal"),
        ([("Hida Kisada", "them", "dynasty_discard")], "attack", "unknown"),
        ([("Hida Kisada", "me", "dynasty_discard")], "action", "illegal"),  # Battle timing
    ],
)
def test_shosuro_hawado_on_the_board(
    tmp_path: Path, pool: CardPool, piles: list[tuple[str, str, str]], phase: str, expected: str
) -> None:
    v = check(_hawado_board(tmp_path, pool, piles, phase), "me", "hawado", 0)
    assert v.status == expected, v.reasons


BOARDS = ROOT / "tests" / "data" / "h45fixc"


@pytest.mark.parametrize(
    ("board", "player", "card", "expected"),
    [
        ("lash_base", "phoenix", "lash", "illegal"),  # no discard pile holds a card
        ("lash_ring_only", "phoenix", "lash", "illegal"),  # only a Ring: not "non-Ring"
        ("lash_opp", "phoenix", "lash", "unknown"),  # only in another player's pile
        ("lash_own_dyn", "phoenix", "lash", "legal"),  # control: in your own pile
        ("haw_base", "scorpion", "haw", "illegal"),
        ("haw_fate_only", "scorpion", "haw", "illegal"),  # a Fate card: not a Dynasty card
        ("haw_opp_dyn", "scorpion", "haw", "unknown"),
        ("haw_own_dyn", "scorpion", "haw", "legal"),
    ],
)
def test_no_pile_holds_the_card(
    pool: CardPool, board: str, player: str, card: str, expected: str
) -> None:
    # Costs and restrictions: "A cost must fully occur": neither reading can pay it
    v = check(load_state(BOARDS / f"{board}.yaml", cards=pool), player, card, 0)
    assert v.status == expected, v.reasons
    if expected == "illegal":
        assert "can't pay the cost" in " ".join(v.reasons)
