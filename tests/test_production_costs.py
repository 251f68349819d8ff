"""Gold production with its own cost (issue 14): "Destroy this Holding to produce 6 Gold",
"Shuffle this Holding into your Dynasty deck to produce 5 Gold". The reading, the source and
its cost, the Good Faith check, ``after_costs`` and the goldfish simulation; real cards from
../shared/data (those tests skip without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import CardType
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.state import View
from model.zones import Zone
from solver import gold
from solver.after_costs import after_costs
from solver.analysis.goldfish import model_gaps, simulation_library
from solver.good_faith import check
from solver.production import gold_sources
from solver.verdict import RECRUIT, Announcement

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _holding(text: str):  # type: ignore[no-untyped-def]
    return analyse_production(text, CardType.HOLDING)


def test_reading_production_that_costs_the_card() -> None:
    for text, amount, how in (
        (":bow:: Destroy this Holding to produce 6 Gold.", 6, "destroy"),
        (
            ":bow:: Shuffle this Holding into your Dynasty deck to produce 5 Gold.",
            5,
            "dynasty_deck",
        ),
    ):
        (mode,) = _holding(text).modes or ()
        assert (mode.gold, mode.leaves_play, mode.bow, mode.only_for) == (amount, how, True, None)
    both = _holding(":bow:: Produce 2 Gold.<br>:bow:: Destroy this Holding to produce 4 Gold.")
    assert [(m.gold, m.leaves_play) for m in both.modes or ()] == [(2, None), (4, "destroy")]
    # more than a fixed amount after the cost: refused, with the reason
    odd = _holding(
        ":bow:: Destroy this Holding to produce 4 Gold which may only pay for a Samurai."
    )
    assert odd.modes is None and "leaving play" in (odd.reason or "")
    # another card destroyed, or a timing first: not this reading
    for text in (
        ":bow:: Destroy your Item to produce 8 Gold.",
        ":bow:: When paying for a Naga, destroy this Holding to produce 6 Gold.",
        ":bow:: Destroy this Personality to produce 6 Gold.",
    ):
        assert _holding(text).modes is None, text


def _pool(tmp: Path, text: str) -> CardPool:
    sets = tmp / "sets"
    sets.mkdir(exist_ok=True)
    cards = [
        {"title": "Patron", "types": ["Holding"], "text": text, "gold_cost": 2},
        {"title": "Poor Keep", "types": ["Stronghold"], "gold_production": 2, "clans": ["Crab"]},
        {
            "title": "Costly Samurai",
            "types": ["Personality"],
            "decks": ["Dynasty"],
            "gold_cost": 6,
            "force": 3,
            "chi": 2,
            "honor_requirement": 0,
            "personal_honor": 1,
            "clans": ["Crab"],
        },
    ]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    return CardPool.load([sets])


def _state(tmp: Path, pool: CardPool, **extra: Any) -> LoadedState:
    data = {
        "turn": 3,
        "active_player": "crab",
        "phase": "dynasty",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10}],
        "cards": [
            {"id": "keep", "title": "Poor Keep", "owner": "crab", "zone": "home"},
            {"id": "patron", "title": "Patron", "owner": "crab", "zone": "home"},
            {
                "id": "sam",
                "title": "Costly Samurai",
                "owner": "crab",
                "zone": "province",
                "province": 1,
            },
        ],
        **extra,
    }
    path = tmp / "state.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=pool)


_DESTROY = ":bow:: Produce 2 Gold.<br>:bow:: Destroy this Holding to produce 6 Gold."


def test_the_source_carries_its_cost_and_shares_the_card_s_bow(tmp_path: Path) -> None:
    pool = _pool(tmp_path, _DESTROY)
    loaded = _state(tmp_path, pool)
    view = View.of(loaded.state, loaded.library)
    by_id = {s.id: s for s in gold_sources(view, "crab")}
    assert (by_id["patron:0"].gold, by_id["patron:0"].extra_cost) == (2, None)
    assert (by_id["patron:1"].gold, by_id["patron:1"].extra_cost) == (6, "destroy this card")
    assert by_id["patron:0"].group == by_id["patron:1"].group == "patron"  # one bow
    # the Stronghold's 2 and the Holding's 6 pay the 6 only by destroying the Holding
    v = check(loaded, "crab", "sam", RECRUIT)
    assert v.legal and v.witness is not None and v.witness.plan is not None
    used = {s for _, srcs in v.witness.plan.assignment for s in srcs}
    assert "patron:1" in used and "destroy this card" in v.witness.plan.extra_costs
    after = after_costs(loaded, "crab", Announcement.of("sam", "recruit"))
    after_view = View.of(after.state, after.library)
    patron = after_view.card("patron")
    assert patron.zone is Zone.DYNASTY_DISCARD and not patron.in_play
    assert after_view.card("sam").zone is Zone.HOME
    assert loaded.state.cards[1].zone is Zone.HOME  # the input is unchanged
    # a prevented destruction: the cost can't be paid, so that Gold is not there
    prevent = [{"kind": "prevent", "player": "crab", "prevents": ["destroy"]}]
    stopped = _state(tmp_path, pool, effects=prevent)
    stopped_view = View.of(stopped.state, stopped.library)
    assert [s.id for s in gold_sources(stopped_view, "crab")] == ["keep", "patron:0"]
    assert check(stopped, "crab", "sam", RECRUIT).status == "illegal"


def test_shuffled_into_the_dynasty_deck(tmp_path: Path) -> None:
    text = (
        ":bow:: Produce 2 Gold.<br>:bow:: Shuffle this Holding into your Dynasty deck to "
        "produce 5 Gold."
    )
    pool = _pool(tmp_path, text)
    loaded = _state(tmp_path, pool)
    view = View.of(loaded.state, loaded.library)
    (source,) = [s for s in gold_sources(view, "crab") if s.id == "patron:1"]
    assert "Dynasty deck" in (source.extra_cost or "")
    # 2 + 5 pays 6 only with the shuffle: the Holding goes to the deck, out of play
    after = after_costs(loaded, "crab", Announcement.of("sam", "recruit"))
    patron = View.of(after.state, after.library).card("patron")
    assert patron.zone is Zone.DYNASTY_DECK and not patron.in_play and not patron.bowed


def test_no_plan_destroys_the_card_when_the_cost_alone_is_paid_otherwise(tmp_path: Path) -> None:
    """The destroy mode and the bow mode are one bow of one card: never both."""
    pool = _pool(tmp_path, _DESTROY)
    loaded = _state(tmp_path, pool)
    view = View.of(loaded.state, loaded.library)
    sources = gold_sources(view, "crab")

    # 9 Gold would need both modes of the Holding (2 + 6) and the Stronghold (2): no plan
    problem = gold.PaymentProblem(tuple(sources), (gold.Payment("x", 9),))
    assert not gold.solve(problem).feasible
    assert gold.solve(gold.PaymentProblem(tuple(sources), (gold.Payment("x", 8),))).feasible


def test_the_simulation_does_not_use_it(tmp_path: Path) -> None:
    from model.decklist import parse_decklist

    pool = _pool(tmp_path, _DESTROY)
    cards = {t: pool.resolve(t).card for t in ("Patron", "Poor Keep", "Costly Samurai")}
    deck = parse_decklist(
        "Stronghold\n1 Poor Keep\nDynasty\n3 Patron\n3 Costly Samurai\n", "d.txt", cards
    )
    lib = simulation_library(deck)
    assert [(m.gold, m.leaves_play) for m in lib["Patron"].production] == [(2, None)]
    (gap,) = [g for g in model_gaps(deck) if g.title == "Patron"]
    assert gap.kind == "leaving play" and "destroying it" in gap.text


@pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")
def test_real_cards(tmp_path_factory: pytest.TempPathFactory) -> None:
    import os

    os.environ.setdefault("GOODFAITH_CACHE", str(tmp_path_factory.mktemp("cache")))
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    for title, modes in (
        ("Benefactor", [(2, None), (6, "destroy")]),
        ("Dragon Dancers", [(2, None), (4, "destroy")]),
        ("Shrine to Ebisu", [(3, None), (5, "dynasty_deck")]),
    ):
        card = pool.resolve(title).card
        assert [(m.gold, m.leaves_play) for m in card.production] == modes, title
    # the same cost after a timing ("When paying for a Naga, ... destroy this Holding to
    # produce 6 Gold"), or another card destroyed: not modelled
    for title in ("Nori Farm", "Tamori's Furnace", "Quartermaster"):
        assert pool.resolve(title).card.production_unread, title
