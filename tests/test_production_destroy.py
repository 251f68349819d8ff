"""Gold production at the cost of destroying another card (issue 14; Costs and restrictions /
Gold production): "When paying for a Spell, destroy your Item to produce 8 Gold which may only
pay for that Spell" (Tamori's Furnace). The reading, the source and its cost, the Good Faith
check, ``after_costs``, the goldfish simulation, and a brute-force cross-check of the cards
chosen; the real card from ../shared/data (skipped without it)."""

from __future__ import annotations

from itertools import permutations
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.common import CardType
from model.load import LoadedState
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.payments import PaySelector
from model.state import View
from model.zones import Zone
from solver.after_costs import after_costs
from solver.analysis.goldfish import model_gaps, simulation_library
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import EQUIP, Announcement
from tests.builders import KEEP_CARD, set_board, set_personality

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

_FURNACE = (
    ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Spell, destroy your Item to produce 8 "
    "Gold which may only pay for that Spell.<br>Battle/Open, :bow:: Destroy your Item to "
    "straighten a target Shugenja."
)


def test_reading_another_card_destroyed_as_the_cost() -> None:
    plain, destroy = analyse_production(_FURNACE, CardType.HOLDING).modes or ()
    assert (plain.gold, plain.destroy_other, plain.only_for) == (2, None, None)
    assert (destroy.gold, destroy.bow) == (8, True)
    assert destroy.only_for == PaySelector(action=False, type=CardType.SPELL)
    assert destroy.destroy_other is not None
    assert destroy.destroy_other.type == (CardType.ITEM,)
    assert destroy.destroy_other.controller.value == "you"
    (any_pay,) = (
        analyse_production(":bow:: Destroy your Item to produce 3 Gold.", CardType.HOLDING).modes
        or ()
    )
    assert (any_pay.gold, any_pay.only_for) == (3, None) and any_pay.destroy_other is not None
    for text in (
        # a payment named, but the Gold's use not stated
        ":bow:: When paying for a Spell, destroy your Item to produce 8 Gold.",
        # "your Holding": this one or another
        ":bow:: Destroy your Holding to produce 5 Gold.",
        ":bow:: Destroy your Item to produce Gold equal to its Force.",
    ):
        analysis = analyse_production(text, CardType.HOLDING)
        assert analysis.modes is None and analysis.produces, text


_CARDS: list[dict[str, Any]] = [
    {"title": "Furnace", "types": ["Holding"], "text": _FURNACE, "gold_cost": 2},
    KEEP_CARD,
    set_personality("Caster", 3, keywords=["Shugenja"]),
    {"title": "Big Spell", "types": ["Spell"], "decks": ["Fate"], "gold_cost": 9, "focus": 1},
    {"title": "Sword", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "focus": 1},
    {
        "title": "Gold Sword",
        "types": ["Item"],
        "decks": ["Fate"],
        "gold_cost": 1,
        "focus": 1,
        "text": ":bow:: Produce 1 Gold.",
    },
]


def _board(tmp: Path, items: list[tuple[str, str]], **fields: Any) -> LoadedState:
    """Keep (2) and Furnace at home, a Shugenja with ``items`` (id, title) attached, a
    9-Gold Spell in hand."""
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "furnace", "title": "Furnace", "owner": "me", "zone": "home"},
        {"id": "caster", "title": "Caster", "owner": "me", "zone": "home"},
        {"id": "spell", "title": "Big Spell", "owner": "me", "zone": "hand"},
    ]
    table += [
        {"id": cid, "title": title, "owner": "me", "zone": "home", "attached_to": "caster"}
        for cid, title in items
    ]
    return set_board(tmp, _CARDS, table, "furnace", phase="action", **fields)


def test_the_item_destroyed_pays_for_the_spell(tmp_path: Path) -> None:
    loaded = _board(tmp_path, [("sword", "Sword")])
    view = View.of(loaded.state, loaded.library)
    by_id = {s.id: s for s in gold_sources(view, "me")}
    assert set(by_id) == {"keep", "furnace:0", "furnace:1@sword"}
    source = by_id["furnace:1@sword"]
    assert (source.gold, source.group, source.extra_cost) == (8, "furnace", "destroy Sword (sword)")
    # 9 Gold: the Keep's 2 and the Furnace's 8 (its plain 2 is short)
    v = check(loaded, "me", "spell", EQUIP)
    assert v.legal and v.witness is not None and v.witness.plan is not None
    used = {s for _, srcs in v.witness.plan.assignment for s in srcs}
    assert used == {"keep", "furnace:1@sword"}
    after = after_costs(loaded, "me", Announcement.of("spell", "equip"))
    after_view = View.of(after.state, after.library)
    assert after_view.card("sword").zone is Zone.FATE_DISCARD
    assert after_view.card("furnace").bowed and after_view.card("spell").in_play


def test_no_item_or_a_prevented_destruction_is_exact(tmp_path: Path) -> None:
    assert check(_board(tmp_path, []), "me", "spell", EQUIP).status == "illegal"
    prevent = [{"kind": "prevent", "player": "me", "prevents": ["destroy"]}]
    stopped = _board(tmp_path, [("sword", "Sword")], effects=prevent)
    view = View.of(stopped.state, stopped.library)
    assert unread_producers(view, "me") == []
    assert check(stopped, "me", "spell", EQUIP).status == "illegal"


def test_an_item_that_produces_gold_is_not_chosen(tmp_path: Path) -> None:
    """Destroying a Gold-producing Item changes the Gold of the plan: not settled here."""
    loaded = _board(tmp_path, [("gold", "Gold Sword")])
    view = View.of(loaded.state, loaded.library)
    assert not any(s.id.startswith("furnace:1") for s in gold_sources(view, "me"))
    (why,) = [u for u in unread_producers(view, "me") if u.startswith("Furnace")]
    assert "destroys" in why
    assert check(loaded, "me", "spell", EQUIP).status == "unknown"


def test_the_simulation_does_not_use_it(tmp_path: Path) -> None:
    from model.decklist import parse_decklist

    sets = tmp_path / "sets"
    sets.mkdir()
    import yaml

    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": _CARDS}))
    pool = CardPool.load([sets])
    cards = {t: pool.resolve(t).card for t in ("Furnace", "Keep", "Caster")}
    deck = parse_decklist("Stronghold\n1 Keep\nDynasty\n3 Furnace\n3 Caster\n", "d.txt", cards)
    assert [(m.gold, m.destroy_other) for m in simulation_library(deck)["Furnace"].production] == [
        (2, None)
    ]
    (gap,) = [g for g in model_gaps(deck) if g.title == "Furnace"]
    assert gap.kind == "leaving play"


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    items=st.lists(st.sampled_from(["Sword", "Gold Sword"]), min_size=0, max_size=3),
    furnaces=st.integers(min_value=1, max_value=3),
)
def test_the_items_chosen_match_a_brute_force(
    tmp_path: Path, items: list[str], furnaces: int
) -> None:
    """Each Furnace destroys its own plain Item: as many Furnaces get one as a brute force
    over the ways to give distinct Items finds; a Furnace left without one while any Item is
    there is ``unknown`` (another Furnace took it, or it produces Gold), none at all: exact."""
    board = _board(tmp_path, [(f"i{n}", title) for n, title in enumerate(items)])
    data = board.state
    from dataclasses import replace

    from model.state import CardInstance

    more = tuple(
        CardInstance(id=f"furnace{n}", title="Furnace", owner="me", zone=Zone.HOME)
        for n in range(2, furnaces + 1)
    )
    view = View.of(replace(data, cards=data.cards + more), board.library)
    plain = [f"i{n}" for n, title in enumerate(items) if title == "Sword"]
    producers = ["furnace", *(f"furnace{n}" for n in range(2, furnaces + 1))]
    best = max(
        (sum(1 for _ in zip(producers, order, strict=False)) for order in permutations(plain)),
        default=0,
    )
    chosen = [s.id for s in gold_sources(view, "me") if ":1@" in s.id]
    assert len(chosen) == best
    assert len({c.split("@")[1] for c in chosen}) == len(chosen)  # distinct Items
    assert all(c.split("@")[1] in plain for c in chosen)
    unread = [u for u in unread_producers(view, "me") if u.startswith("Furnace")]
    assert len(unread) == (furnaces - best if items else 0)


@pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")
def test_real_card(pool: CardPool) -> None:
    card = pool.resolve("Tamori's Furnace").card
    assert not card.production_unread
    assert [(m.gold, m.only_for, m.destroy_other is not None) for m in card.production] == [
        (2, None, False),
        (8, PaySelector(action=False, type=CardType.SPELL), True),
    ]
