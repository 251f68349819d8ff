"""A card's Gold Production raised by a count of past actions (issue 14; Costs and restrictions /
Conditions: past occurrences): "Fine Silk Merchant has +1GP for each action you have resolved
this turn from your Retainers, to a maximum of +2GP". The reading, the board with the count
reported, capped, denied and unreported (unknown, never free Gold), a brute-force
cross-check, the goldfish gap, and the real card from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.cards import ProductionMode
from model.common import CardType, Stat
from model.load import LoadedState
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.past import Past
from model.state import PastFact, View
from solver.analysis.goldfish import model_gaps, simulation_library
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

_SILK = (
    "Silk Trader has +1GP for each action you have resolved this turn from your Retainers, to a "
    "maximum of +2GP."
)
_RETAINER = Past(event="resolved_from_keyword", period="turn", keyword="retainer")


def test_reading_gp_for_each_action_from_your_retainers() -> None:
    for text, title in (
        (_SILK, "Silk Trader"),
        (_SILK.replace("Silk Trader", "This Holding"), None),
    ):
        (mode,) = analyse_production(text, CardType.HOLDING, 2, title=title).modes or ()
        assert mode.from_stat is Stat.GOLD_PRODUCTION
        assert (mode.per_past, mode.per_past_gold, mode.per_past_max) == (_RETAINER, 1, 2)
    game = _SILK.replace("this turn", "this game").replace("+1GP", "+2GP")
    (mode,) = analyse_production(game, CardType.HOLDING, 1, title="Silk Trader").modes or ()
    assert mode.per_past == Past(event="resolved_from_keyword", period="game", keyword="retainer")
    assert (mode.per_past_gold, mode.per_past_max) == (2, 2)


@pytest.mark.parametrize(
    "text",
    [
        _SILK.replace("Silk Trader has", "Another Card has"),  # another card's stat
        _SILK.replace("Retainers", "Widgets"),  # no keyword
        _SILK.replace(", to a maximum of +2GP", ""),  # no cap: not this shape
        _SILK.replace("this turn ", ""),  # no period
        _SILK.replace("you have resolved", "any player has resolved"),
    ],
)
def test_other_counts_are_not_read(text: str) -> None:
    got = analyse_production(text, CardType.HOLDING, 2, title="Silk Trader")
    assert got.modes is None and got.reason is not None


def test_without_a_stat_it_is_not_modelled() -> None:
    got = analyse_production(_SILK, CardType.HOLDING, None, title="Silk Trader")
    assert got.modes is None


def test_the_event_names_its_keyword() -> None:
    with pytest.raises(ValueError, match="keyword"):
        Past(event="resolved_from_keyword", period="turn")
    with pytest.raises(ValueError, match="keyword"):
        PastFact(event="resolved_from_keyword", period="turn", happened=False, player="me")
    with pytest.raises(ValueError, match="per_past_max"):
        ProductionMode(from_stat=Stat.GOLD_PRODUCTION, per_past_max=2)


_CARDS: list[dict[str, Any]] = [
    {
        "title": "Silk Trader",
        "types": ["Holding"],
        "text": _SILK,
        "gold_cost": 3,
        "gold_production": 2,
    },
    KEEP_CARD,
]


def _board(tmp: Path, cost: int, past: list[dict[str, Any]]) -> LoadedState:
    """Keep (2) and Silk Trader (GP 2) at home; a Personality costing ``cost`` to Recruit."""
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "h", "title": "Silk Trader", "owner": "me", "zone": "home"},
        {"id": "buyer", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    cards = [*_CARDS, set_personality("Buyer", cost)]
    return set_board(tmp, cards, table, f"silk{cost}", past=past)


def _fact(times: int | None, **kw: Any) -> dict[str, Any]:
    fact: dict[str, Any] = {
        "event": "resolved_from_keyword",
        "period": "turn",
        "happened": times is None or times > 0,
        "player": "me",
        "keyword": "retainer",
        **kw,
    }
    if times is not None:
        fact["times"] = times
    return fact


def test_the_count_on_the_board(tmp_path: Path) -> None:
    for times, gp in ((0, 2), (1, 3), (2, 4), (5, 4)):  # at most +2GP
        loaded = _board(tmp_path, 2 + gp, [_fact(times)])
        view = View.of(loaded.state, loaded.library)
        assert {s.id: s.gold for s in gold_sources(view, "me")} == {"keep": 2, "h": gp}
        assert unread_producers(view, "me") == []
        assert check(loaded, "me", "buyer", RECRUIT).status == "legal"
        over = _board(tmp_path, 3 + gp, [_fact(times)])
        assert check(over, "me", "buyer", RECRUIT).status == "illegal"
    # happened without a count, not reported, or reported of another keyword or period: the
    # stat alone, a shortfall unknown
    for past in ([_fact(None)], [], [_fact(2, keyword="samurai")], [_fact(2, period="phase")]):
        loaded = _board(tmp_path, 5, past)
        view = View.of(loaded.state, loaded.library)
        assert {s.id: s.gold for s in gold_sources(view, "me")} == {"keep": 2, "h": 2}
        (why,) = unread_producers(view, "me")
        assert why.startswith("Silk Trader (h): whether resolved from keyword this turn")
        assert check(loaded, "me", "buyer", RECRUIT).status == "unknown"
        assert check(_board(tmp_path, 4, past), "me", "buyer", RECRUIT).status == "legal"


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(times=st.sampled_from([None, 0, 1, 2, 3]), cost=st.integers(min_value=0, max_value=8))
def test_the_verdict_matches_a_brute_force(tmp_path: Path, times: int | None, cost: int) -> None:
    """Keep (2) and Silk Trader (GP 2, +1 per action from a Retainer, at most +2): legal when
    the counted Gold pays; short, illegal only when the count is reported."""
    loaded = _board(tmp_path, cost, [_fact(times)] if times is not None else [])
    gold = 2 + 2 + min(times or 0, 2)
    want = "legal" if gold >= cost else "illegal" if times is not None else "unknown"
    assert check(loaded, "me", "buyer", RECRUIT).status == want


def test_the_simulation_reports_it(tmp_path: Path) -> None:
    import yaml

    from model.decklist import parse_decklist

    sets = tmp_path / "sets"
    sets.mkdir()
    cards = [*_CARDS, set_personality("Buyer", 4)]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    pool = CardPool.load([sets])
    titles = ("Silk Trader", "Keep", "Buyer")
    defs = {t: pool.resolve(t).card for t in titles}
    deck = parse_decklist("Stronghold\n1 Keep\nDynasty\n3 Silk Trader\n3 Buyer\n", "d.txt", defs)
    assert len(simulation_library(deck)["Silk Trader"].production) == 1
    # the test Stronghold states no Starting Honor: said too
    assert {g.title: g.kind for g in model_gaps(deck)} == {
        "Silk Trader": "history",
        "Keep": "starting honor",
    }
