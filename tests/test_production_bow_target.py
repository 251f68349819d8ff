"""Gold equal to the Chi of a target the producer bows (issue 14; Costs and restrictions / Gold
production): ":bow:: Bow your target unbowed Courtier or Artisan. Produce Gold equal to his
Chi" (The Amethyst Court). The reading, the source, the Good Faith check, ``after_costs``, the
goldfish simulation and a brute-force cross-check of the Gold; the real card from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.common import CardType, Stat
from model.load import LoadedState
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.state import View
from solver.after_costs import after_costs
from solver.analysis.goldfish import model_gaps, simulation_library
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import RECRUIT, Announcement
from tests.builders import KEEP_CARD, set_board, set_personality

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

_COURT = (
    ":bow:: Produce 2 Gold.<br>:bow:: Bow your target unbowed Courtier or Artisan. Produce Gold "
    "equal to his Chi."
)


def test_reading_gold_equal_to_a_bowed_target_s_chi() -> None:
    plain, target = analyse_production(_COURT, CardType.HOLDING).modes or ()
    assert (plain.gold, plain.bow_target) == (2, None)
    assert (target.gold, target.target_stat, target.bow) == (0, Stat.CHI, True)
    assert target.bow_target is not None
    assert target.bow_target.any_keyword == ("courtier", "artisan")
    assert target.bow_target.bowed is False and target.bow_target.controller.value == "you"
    # card types rather than keywords, or another stat: not read
    for text in (
        ":bow:: Bow your target unbowed Personality or Follower. Produce Gold equal to his Chi.",
        ":bow:: Bow your target unbowed Courtier or Artisan. Produce Gold equal to his Force.",
    ):
        analysis = analyse_production(text, CardType.HOLDING)
        assert analysis.modes is None and analysis.produces, text


_CARDS: list[dict[str, Any]] = [
    {"title": "Court", "types": ["Holding"], "text": _COURT, "gold_cost": 3},
    KEEP_CARD,
    set_personality("Buyer", 6),
    set_personality("Courtier", 3, keywords=["Courtier"], chi=4),
    set_personality("Artisan", 3, keywords=["Artisan"], chi=2),
    set_personality(
        "Rich Courtier", 3, keywords=["Courtier"], chi=5, text=":bow:: Produce 1 Gold."
    ),
]


def _board(tmp: Path, home: list[tuple[str, str, bool]], **fields: Any) -> LoadedState:
    """Keep (2) and Court at home with ``home`` (id, title, bowed); a 6-Gold Personality to
    Recruit."""
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "court", "title": "Court", "owner": "me", "zone": "home"},
        {"id": "buyer", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    table += [
        {"id": cid, "title": title, "owner": "me", "zone": "home", "bowed": bowed}
        for cid, title, bowed in home
    ]
    return set_board(tmp, _CARDS, table, "court", **fields)


def test_the_highest_chi_target_pays(tmp_path: Path) -> None:
    loaded = _board(tmp_path, [("c", "Courtier", False), ("a", "Artisan", False)])
    view = View.of(loaded.state, loaded.library)
    by_id = {s.id: s for s in gold_sources(view, "me")}
    assert set(by_id) == {"keep", "court:0", "court:1@c"}
    assert (by_id["court:1@c"].gold, by_id["court:1@c"].group) == (4, "court")
    assert "bow Courtier (c)" in (by_id["court:1@c"].extra_cost or "")
    v = check(loaded, "me", "buyer", RECRUIT)  # 2 + 4 = 6
    assert v.legal and v.witness is not None and v.witness.plan is not None
    used = {s for _, srcs in v.witness.plan.assignment for s in srcs}
    assert used == {"keep", "court:1@c"}
    after = View.of(*_parts(after_costs(loaded, "me", Announcement.of("buyer", "recruit"))))
    assert after.card("c").bowed and after.card("court").bowed and not after.card("a").bowed


def _parts(loaded: LoadedState) -> tuple[Any, Any]:
    return loaded.state, loaded.library


def test_a_bowed_or_shielded_target_is_exact(tmp_path: Path) -> None:
    # the Courtier is bowed: the Artisan's 2 and the Keep's 2 are short of 6
    bowed = _board(tmp_path, [("c", "Courtier", True), ("a", "Artisan", False)])
    assert unread_producers(View.of(bowed.state, bowed.library), "me") == []
    assert check(bowed, "me", "buyer", RECRUIT).status == "illegal"
    shield = [{"kind": "may_not", "may_not": "be_targeted", "cards": {"title": "Courtier"}}]
    shielded = _board(tmp_path, [("c", "Courtier", False), ("a", "Artisan", False)], effects=shield)
    view = View.of(shielded.state, shielded.library)
    assert {s.id for s in gold_sources(view, "me")} == {"keep", "court:0", "court:1@a"}
    assert check(shielded, "me", "buyer", RECRUIT).status == "illegal"


def test_a_higher_chi_target_that_produces_or_may_be_shielded_is_unknown(tmp_path: Path) -> None:
    rich = _board(tmp_path, [("r", "Rich Courtier", False), ("a", "Artisan", False)])
    view = View.of(rich.state, rich.library)
    assert not any(s.id.startswith("court:1") for s in gold_sources(view, "me"))
    assert any(u.startswith("Court (court)") for u in unread_producers(view, "me"))
    shield = [
        {
            "kind": "may_not",
            "may_not": "be_targeted",
            "cards": {"title": "Courtier"},
            "actions": {"keyword": ["political"]},
        }
    ]
    maybe = _board(tmp_path, [("c", "Courtier", False), ("a", "Artisan", False)], effects=shield)
    assert check(maybe, "me", "buyer", RECRUIT).status == "unknown"


def test_the_simulation_does_not_use_it(tmp_path: Path) -> None:
    import yaml

    from model.decklist import parse_decklist

    sets = tmp_path / "sets"
    sets.mkdir()
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": _CARDS}))
    pool = CardPool.load([sets])
    cards = {t: pool.resolve(t).card for t in ("Court", "Keep", "Courtier")}
    deck = parse_decklist("Stronghold\n1 Keep\nDynasty\n3 Court\n3 Courtier\n", "d.txt", cards)
    modes = simulation_library(deck)["Court"].production
    assert [(m.gold, m.bow_target) for m in modes] == [(2, None)]
    (gap,) = [g for g in model_gaps(deck) if g.title == "Court"]
    assert gap.kind == "target"


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    people=st.lists(
        st.tuples(st.sampled_from(["Courtier", "Artisan", "Buyer"]), st.booleans()), max_size=4
    ),
)
def test_the_gold_matches_a_brute_force(tmp_path: Path, people: list[tuple[str, bool]]) -> None:
    """The target mode produces the highest Chi among the player's unbowed Courtiers and
    Artisans (none: no source, nothing unknown)."""
    home = [(f"p{i}", title, bowed) for i, (title, bowed) in enumerate(people)]
    loaded = _board(tmp_path, home)
    view = View.of(loaded.state, loaded.library)
    chi = {"Courtier": 4, "Artisan": 2}
    best = max((chi[t] for t, bowed in people if t in chi and not bowed), default=None)
    got = [s.gold for s in gold_sources(view, "me") if s.id.startswith("court:1")]
    assert got == ([] if best is None else [best])
    assert unread_producers(view, "me") == []


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="real card data is absent")
def test_real_card(pool: CardPool) -> None:
    card = pool.resolve("The Amethyst Court").card
    assert not card.production_unread and card.unique
    assert [(m.gold, m.target_stat) for m in card.production] == [(2, None), (0, Stat.CHI)]
