"""Choices and costs as a card produces (issue 14): "you may give it +1GP (this turn); if you
do, ...", Courtesy's "+1GP and lose 2 Honor", "you may bow another of your Mines to give this
one +3GP", "Bow one of your (other) Farms to produce 5 Gold", a Reaction that bows the card
under a condition with an Honor cost, Gold per bowed Personality, "each of your Ancestors",
further effects after a semicolon and later cost reductions (reported). Readings, sources and
Good Faith checks; real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import CardType
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.selectors import Condition
from model.state import View
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _read(text: str, gp: int | None = None):  # type: ignore[no-untyped-def]
    return analyse_production(text, CardType.HOLDING, gp)


_JADE = (
    "When this Holding produces Gold, you may give it +1GP (this turn); if you do, it will "
    "not straighten until after your next Action Phase."
)
_PITS = (
    "Courtesy: When this Holding produces Gold, you may give it +1GP (this turn) and lose 2 "
    "Honor. (Courtesy traits do not take effect if you went first.)"
)
_BURROWS = (
    "Before this Holding bows to produce Gold, you may bow another of your Mines to give this "
    "one +3GP."
)


def test_reading_a_choice_as_the_stat_is_produced() -> None:
    plain, more = _read(_JADE, 2).modes or ()
    assert plain.from_stat is not None and plain.conditional_delta == ()
    (delta,) = more.conditional_delta
    assert (delta.condition, delta.gold) == (Condition(), 1)
    assert more.extra_cost == "it will not straighten until after your next action phase"
    plain, courtesy = _read(_PITS, 2).modes or ()
    assert (courtesy.lose_honor, courtesy.honor_is_cost) == (2, False)
    assert courtesy.only_if == Condition(none_of=(Condition(turn_order=1),))
    plain, bowing = _read(_BURROWS, 2).modes or ()
    assert bowing.bow_other is not None and bowing.bow_other.keyword == ("mine",)
    assert bowing.bow_other.other_than == ("source",)
    # without a Gold Production stat: a data gap, not read
    assert _read(_JADE).modes is None and _read(_JADE).missing_stat
    # destroyed after it bows: an effect, not a cost (a prevented destruction leaves the +2GP):
    # ``leaves_play="destroyed_after"`` (tests/test_production_costs_more.py)
    outlying = _read(
        "Before this Holding bows to produce Gold, you may give it +2GP; if you did, destroy it "
        "after it bows.",
        2,
    )
    assert [m.leaves_play for m in outlying.modes or ()] == [None, "destroyed_after"]


def test_reading_a_card_bowed_as_the_cost() -> None:
    (huts,) = _read(":bow:: Bow one of your (other) Farms to produce 5 Gold.").modes or ()
    assert huts.gold == 5 and huts.bow_other is not None
    assert huts.bow_other.keyword == ("farm",) and huts.bow_other.type == ()
    (men,) = _read(":bow:: Bow one of your (other) Farm Holdings to produce 4 Gold.").modes or ()
    assert men.bow_other is not None and men.bow_other.type == (CardType.HOLDING,)
    port = _read(
        ":bow:: Produce 2 Gold.<br>Reaction, :bow:: When paying a Gold cost, if your Family "
        "Honor is 1 or higher, lose 2 Honor to produce 3 Gold."
    )
    _, reaction = port.modes or ()
    assert (reaction.gold, reaction.bow, reaction.once_per_turn, reaction.lose_honor) == (
        3,
        True,
        True,
        2,
    )
    assert reaction.only_if == Condition(family_honor_at_least=1)


def test_reading_counts_effects_and_later_reductions() -> None:
    (syc,) = (
        _read(
            ":bow:: Produce an amout of Gold equal to the number of bowed Personalities you "
            "control, plus 1."
        ).modes
        or ()
    )
    (per,) = syc.per_card
    assert (syc.gold, per.select.bowed, per.select.type) == (1, True, (CardType.PERSONALITY,))
    (shrine,) = (
        _read(":bow:: Produce 2 Gold plus 1 additional Gold for each of your Ancestors.").modes
        or ()
    )
    assert shrine.per_card[0].select.type == (CardType.ANCESTOR,)
    (grounds,) = (
        _read(
            ":bow:: Produce 2 Gold; if this pays for a single Nonhuman Personality, refill the "
            "Province it comes from face-up."
        ).modes
        or ()
    )
    assert grounds.gold == 2
    # a further effect naming Gold after the semicolon: still refused
    assert _read(":bow:: Produce 2 Gold; if this pays for a Samurai, gain 2 Gold.").modes is None
    outpost = _read(
        "Bow this card: Produce 2 Gold. If you are paying for a Personality, you may attach an "
        "attachment to him from your hand after he enters play, paying 3 less Gold."
    )
    assert [m.gold for m in outpost.modes or ()] == [2]
    assert outpost.reductions and "3 less gold" in outpost.reductions[0]


# --- on the board ---------------------------------------------------------------------------


def _person(title: str, cost: int) -> dict[str, Any]:
    return {
        "title": title,
        "types": ["Personality"],
        "decks": ["Dynasty"],
        "gold_cost": cost,
        "force": 2,
        "chi": 2,
        "honor_requirement": 0,
        "personal_honor": 1,
    }


_CARDS = [
    {"title": "Burrows", "types": ["Holding"], "text": _BURROWS, "gold_production": 2},
    {"title": "Jade Seam", "types": ["Holding"], "text": _JADE, "gold_production": 2},
    {
        "title": "Empty Mine",
        "types": ["Holding"],
        "keywords": ["Mine"],
        "text": "Limited: Gain 1 Honor.",
    },
    {"title": "Rich Mine", "types": ["Holding"], "keywords": ["Mine"], "gold_production": 1},
    {
        "title": "Smugglers",
        "types": ["Holding"],
        "text": "Reaction, :bow:: When paying a Gold cost, if your Family Honor is 1 or higher, "
        "lose 2 Honor to produce 3 Gold.",
    },
    {"title": "Poor Keep", "types": ["Stronghold"], "gold_production": 2, "clans": ["Crab"]},
    _person("Costly Samurai", 7),
    _person("Cheap Samurai", 3),
]


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> CardPool:
    import os

    os.environ.setdefault("GOODFAITH_CACHE", str(tmp_path_factory.mktemp("cache")))
    sets = tmp_path_factory.mktemp("sets")
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": _CARDS}))
    return CardPool.load([sets])


def _board(pool: CardPool, titles: dict[str, str], honor: int = 10) -> LoadedState:
    cards = [{"id": "keep", "title": "Poor Keep", "owner": "me", "zone": "home"}]
    cards += [{"id": cid, "title": t, "owner": "me", "zone": "home"} for cid, t in titles.items()]
    cards.append(
        {"id": "sam", "title": "Costly Samurai", "owner": "me", "zone": "province", "province": 1}
    )
    data = {
        "turn": 3,
        "active_player": "me",
        "phase": "dynasty",
        "players": [{"id": "me", "family_honor": honor}],
        "cards": cards,
    }
    return parse_state(data, "board", cards=pool)


def test_the_burrows_bow_a_mine_nothing_else_uses(pool: CardPool) -> None:
    loaded = _board(pool, {"b": "Burrows", "m": "Empty Mine"})
    view = View.of(loaded.state, loaded.library)
    by_id = {s.id: s for s in gold_sources(view, "me")}
    assert by_id["b:0"].gold == 2 and by_id["b:1@m"].gold == 5
    assert by_id["b:0"].group == by_id["b:1@m"].group == "b"
    assert check(loaded, "me", "sam", RECRUIT).legal  # 2 + 5 = 7, bowing the Empty Mine
    # only a Mine that produces itself: which to bow is not chosen jointly with the Gold, so
    # the +3GP is not offered and the shortfall is unknown (never a false illegal)
    rich = _board(pool, {"b": "Burrows", "m": "Rich Mine"})
    rich_view = View.of(rich.state, rich.library)
    assert sorted(s.id for s in gold_sources(rich_view, "me")) == ["b:0", "keep", "m"]
    assert unread_producers(rich_view, "me")
    assert check(rich, "me", "sam", RECRUIT).status == "unknown"


def test_the_optional_gp_is_one_bow_of_the_card(pool: CardPool) -> None:
    loaded = _board(pool, {"j": "Jade Seam"})
    view = View.of(loaded.state, loaded.library)
    by_id = {s.id: s for s in gold_sources(view, "me")}
    assert (by_id["j:0"].gold, by_id["j:1"].gold) == (2, 3)
    assert by_id["j:0"].group == by_id["j:1"].group == "j"
    assert check(loaded, "me", "sam", RECRUIT).status == "illegal"  # 2 + 3 < 7, not 2 + 2 + 3


def test_the_reaction_needs_its_family_honor(pool: CardPool) -> None:
    rich = _board(pool, {"s": "Smugglers", "j": "Jade Seam"}, honor=5)
    view = View.of(rich.state, rich.library)
    (src,) = [s for s in gold_sources(view, "me") if s.id == "s"]
    assert src.gold == 3 and src.extra_cost == "lose 2 Honor"
    assert check(rich, "me", "sam", RECRUIT).legal  # 2 + 3 + 3 = 8
    poor = _board(pool, {"s": "Smugglers", "j": "Jade Seam"}, honor=0)
    poor_view = View.of(poor.state, poor.library)
    assert [s.id for s in gold_sources(poor_view, "me") if s.id.startswith("s")] == []
    assert check(poor, "me", "sam", RECRUIT).status == "illegal"  # 2 + 3 < 7


@pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")
def test_real_cards() -> None:
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    for title in (
        "Zokujin Burrows",
        "Simple Huts",
        "Simple Men",
        "Smuggler's Port",
        "Sycophant",
        "Ancestral Shrine",
        "Breeding Grounds",
        "Supply Outpost",
        "Sword Saint Shrine",
        "House of the Fallen Blossom",
    ):
        card = pool.resolve(title)
        assert card.oracle is not None and card.oracle.production.status == "modelled", title
    for title in ("Jade Mine", "Slave Pits"):  # read, but the data lacks the stat they change
        card = pool.resolve(title)
        assert card.oracle is not None and card.oracle.production.missing_stat, title


def test_gold_for_every_full_ten_points_of_family_honor(tmp_path: Path) -> None:
    text = ":bow:: Produce 2 Gold, plus 1 Gold for every full 10 points of Family Honor you have."
    (mode,) = _read(text).modes or ()
    assert (mode.gold, mode.per_family_honor) == (2, 10)
    sets = tmp_path / "honor"
    sets.mkdir()
    cards = [{"title": "Blossom", "types": ["Holding"], "text": text}]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    honor_pool = CardPool.load([sets])
    for honor, gold in ((25, 4), (9, 2), (40, 6), (-12, 2)):
        data = {
            "turn": 3,
            "active_player": "me",
            "phase": "action",
            "players": [{"id": "me", "family_honor": honor}],
            "cards": [{"id": "b", "title": "Blossom", "owner": "me", "zone": "home"}],
        }
        loaded = parse_state(data, "board", cards=honor_pool)
        view = View.of(loaded.state, loaded.library)
        assert [s.gold for s in gold_sources(view, "me")] == [gold], honor
