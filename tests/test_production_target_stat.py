"""Gold equal to a stat of a target the producer leaves as it is (issue 14; Costs and
restrictions / Gold production): ":bow:: If you control an Artisan, produce Gold equal to the
Personal Honor of your target Artisan" (Artisan Academy). The reading, the source (the best
target, bowed or not, shared by two producers), the Good Faith check (shielded targets,
maybe-shielded ones unknown), ``after_costs`` (the target stays unbowed), a brute-force
cross-check of the Gold, and the real card from ../shared/data (skipped without it)."""

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
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import RECRUIT, Announcement
from tests.builders import KEEP_CARD, set_board, set_personality

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

_ACADEMY = (
    ":bow:: If you control an Artisan, produce Gold equal to the Personal Honor of your target "
    "Artisan."
)


def test_reading_gold_equal_to_a_target_s_personal_honor() -> None:
    (mode,) = analyse_production(_ACADEMY, CardType.HOLDING).modes or ()
    assert (mode.gold, mode.target_stat, mode.bow, mode.bow_target) == (
        0,
        Stat.PERSONAL_HONOR,
        True,
        None,
    )
    assert mode.target is not None and mode.target.keyword == ("artisan",)
    assert mode.target.bowed is None and mode.target.controller.value == "you"
    assert mode.only_if is not None and mode.only_if.control is not None
    # Chi is read too; another stat, another player's card, or two words: not read
    chi = ":bow:: Produce Gold equal to the Chi of your target Courtier."
    (by_chi,) = analyse_production(chi, CardType.HOLDING).modes or ()
    assert by_chi.target_stat is Stat.CHI and by_chi.only_if is None
    for text in (
        ":bow:: Produce Gold equal to the Force of your target Artisan.",
        ":bow:: Produce Gold equal to the Personal Honor of a target Artisan.",
        ":bow:: Produce Gold equal to the Personal Honor of your target Human Artisan.",
    ):
        analysis = analyse_production(text, CardType.HOLDING)
        assert analysis.modes is None and analysis.produces, text


_CARDS: list[dict[str, Any]] = [
    {"title": "Academy", "types": ["Holding"], "text": _ACADEMY, "gold_cost": 2},
    KEEP_CARD,
    set_personality("Buyer", 6),
    set_personality("Master", 3, keywords=["Artisan"], personal_honor=4),
    set_personality("Pupil", 3, keywords=["Artisan"], personal_honor=2),
    set_personality("Outcast", 3, keywords=["Artisan"], personal_honor=-1),
    set_personality("Courtier", 3, keywords=["Courtier"], personal_honor=5),
]


def _board(tmp: Path, home: list[tuple[str, str, bool]], **fields: Any) -> LoadedState:
    """Keep (2) and two Academies at home with ``home`` (id, title, bowed); a 6-Gold
    Personality to Recruit."""
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "a1", "title": "Academy", "owner": "me", "zone": "home"},
        {"id": "a2", "title": "Academy", "owner": "me", "zone": "home"},
        {"id": "buyer", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    table += [
        {"id": cid, "title": title, "owner": "me", "zone": "home", "bowed": bowed}
        for cid, title, bowed in home
    ]
    return set_board(tmp, _CARDS, table, "academy", **fields)


def test_both_producers_target_the_best_artisan(tmp_path: Path) -> None:
    # the Master is bowed: still a target, left as it is; both Academies choose him
    loaded = _board(tmp_path, [("m", "Master", True), ("p", "Pupil", False)])
    view = View.of(loaded.state, loaded.library)
    assert {s.id: s.gold for s in gold_sources(view, "me")} == {"keep": 2, "a1": 4, "a2": 4}
    assert unread_producers(view, "me") == []
    assert check(loaded, "me", "buyer", RECRUIT).legal  # 2 + 4 (or 4 + 4)
    after = View.of(*_parts(after_costs(loaded, "me", Announcement.of("buyer", "recruit"))))
    assert not after.card("p").bowed and after.card("m").bowed  # bowed before: unchanged
    assert any(after.card(a).bowed for a in ("a1", "a2"))


def _parts(loaded: LoadedState) -> tuple[Any, Any]:
    return loaded.state, loaded.library


def test_no_artisan_a_negative_honor_and_shielded_targets(tmp_path: Path) -> None:
    # no Artisan (a Courtier's Personal Honor does not count): no source, an exact shortfall
    none = _board(tmp_path, [("c", "Courtier", False)])
    view = View.of(none.state, none.library)
    assert {s.id for s in gold_sources(view, "me")} == {"keep"}
    assert unread_producers(view, "me") == []
    assert check(none, "me", "buyer", RECRUIT).status == "illegal"
    # a negative Personal Honor produces no Gold, never less
    low = _board(tmp_path, [("o", "Outcast", False)])
    view = View.of(low.state, low.library)
    assert {s.id: s.gold for s in gold_sources(view, "me")} == {"keep": 2, "a1": 0, "a2": 0}
    # shielded from every action: not a target
    shield = [{"kind": "may_not", "may_not": "be_targeted", "cards": {"title": "Master"}}]
    shielded = _board(tmp_path, [("m", "Master", False), ("p", "Pupil", False)], effects=shield)
    view = View.of(shielded.state, shielded.library)
    assert {s.id: s.gold for s in gold_sources(view, "me")} == {"keep": 2, "a1": 2, "a2": 2}
    assert unread_producers(view, "me") == []
    assert check(shielded, "me", "buyer", RECRUIT).legal  # 2 + 2 + 2
    # shielded only from some actions: the lower target is used, a shortfall is unknown
    some = [{**shield[0], "actions": {"keyword": ["political"]}}]
    maybe = _board(tmp_path, [("m", "Master", False)], effects=some)
    view = View.of(maybe.state, maybe.library)
    assert {s.id for s in gold_sources(view, "me")} == {"keep"}
    assert [u.split(":")[0] for u in unread_producers(view, "me")] == [
        "Academy (a1)",
        "Academy (a2)",
    ]
    assert check(maybe, "me", "buyer", RECRUIT).status == "unknown"


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    people=st.lists(
        st.tuples(st.sampled_from(["Master", "Pupil", "Outcast", "Courtier"]), st.booleans()),
        max_size=4,
    ),
    cost=st.integers(min_value=0, max_value=12),
)
def test_the_gold_matches_a_brute_force(
    tmp_path: Path, people: list[tuple[str, bool]], cost: int
) -> None:
    """Each Academy produces the highest Personal Honor (not below 0) among the player's
    Artisans, bowed or not (none: no source); the Recruit is legal exactly when the Keep and
    both Academies pay for it."""
    home = [(f"p{i}", title, bowed) for i, (title, bowed) in enumerate(people)]
    cards = [*_CARDS, set_personality("Priced", cost)]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "a1", "title": "Academy", "owner": "me", "zone": "home"},
        {"id": "a2", "title": "Academy", "owner": "me", "zone": "home"},
        {"id": "x", "title": "Priced", "owner": "me", "zone": "province", "province": 1},
    ]
    table += [
        {"id": cid, "title": title, "owner": "me", "zone": "home", "bowed": bowed}
        for cid, title, bowed in home
    ]
    loaded = set_board(tmp_path, cards, table, "brute")
    view = View.of(loaded.state, loaded.library)
    honor = {"Master": 4, "Pupil": 2, "Outcast": -1}
    best = max((honor[t] for t, _ in people if t in honor), default=None)
    got = sorted(s.gold for s in gold_sources(view, "me") if s.id.startswith("a"))
    assert got == ([] if best is None else [max(0, best)] * 2)
    assert unread_producers(view, "me") == []
    total = 2 + (0 if best is None else 2 * max(0, best))
    want = "legal" if total >= cost else "illegal"
    assert check(loaded, "me", "x", RECRUIT).status == want


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="real card data is absent")
def test_real_card(pool: CardPool) -> None:
    card = pool.resolve("Artisan Academy").card
    assert not card.production_unread
    (mode,) = card.production
    assert mode.target_stat is Stat.PERSONAL_HONOR and mode.target is not None
