"""Gold production whose cost or side effects were read since issue 14's last pass (Costs and
restrictions / Gold production): bowing "your dishonorable Personality", destroying "any number
of" tokens, effects on the card paid for after its Gold, an Honor loss that can't be
redirected, and the Reaction that stores an excess as a token (game state for later bows).
Readings, and a Good Faith check on a board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.payments import PaySelector
from model.selectors import Controller, Selector
from model.state import View
from model.zones import Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from solver.production import gold_sources
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


_TANUKI = (
    ":bow:: Produce 2 Gold.<br>:bow:: Bow your dishonorable Personality to produce 3 Gold. Until "
    "the next time this game an Action Phase ends, actions may not target the Personality, and "
    "he may not be chosen as a performer."
)


def test_bow_your_dishonorable_personality() -> None:
    analysis = analyse_production(_TANUKI, CardType.HOLDING)
    assert analysis.status == "modelled"
    plain, bowing = analysis.modes or ()
    assert (plain.gold, plain.bow_other) == (2, None)
    assert bowing.gold == 3
    assert bowing.bow_other == Selector(
        type=(CardType.PERSONALITY,),
        controller=Controller.YOU,
        dishonorable=True,
        other_than=("source",),
    )


def test_destroy_any_number_of_tokens_and_the_reaction_that_stores_them() -> None:
    analysis = analyse_production(
        ":bow:: Destroy any number of Storage tokens on this Holding to produce an amount of "
        "Gold equal to the number of tokens destroyed.<br>Repeatable Reaction: After paying a "
        "Gold Cost, if you produced a greater amount of Gold than what you paid, put a Storage "
        "token on this card; you may not spend the additional Gold on any other costs.",
        CardType.HOLDING,
    )
    assert analysis.status == "modelled"
    (mode,) = analysis.modes or ()
    assert mode.from_tokens == "storage" and mode.bow
    # another Reaction after paying is not read
    other = analyse_production(
        ":bow:: Produce 2 Gold.<br>Repeatable Reaction: After paying a Gold Cost, if you "
        "produced a greater amount of Gold than what you paid, gain 1 Gold.",
        CardType.HOLDING,
    )
    assert other.status == "unmodelled"


def test_effects_on_the_card_paid_for_and_an_honor_loss_not_redirected() -> None:
    tuftuf = analyse_production(
        ":bow:: Produce 3 Gold and lose 1 Honor.<br>:bow:: When paying for a non-Shadowlands "
        "Human Personality, produce 4 Gold which may only pay for them, dishonor them, "
        "permanently give them Shadowlands, and lose 1 Honor.",
        CardType.HOLDING,
    )
    assert tuftuf.status == "modelled"
    first, second = tuftuf.modes or ()
    assert (first.gold, first.lose_honor, first.only_for) == (3, 1, None)
    assert (second.gold, second.lose_honor) == (4, 1)
    assert second.only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, not_keyword=("shadowlands", "nonhuman")
    )
    pillar = analyse_production(
        ":bow:: Produce 6 Gold and lose 6 Honor which will not be copied or given to another "
        "player instead.",
        CardType.HOLDING,
    )
    (mode,) = pillar.modes or ()
    # after the colon: an effect, not a cost (Mandatory costs; h40adv3 W2)
    assert (mode.gold, mode.lose_honor, mode.honor_is_cost) == (6, 6, False)
    # any other effect after the Gold is not read
    unread = analyse_production(
        ":bow:: When paying for a Samurai, produce 4 Gold which may only pay for him, "
        "straighten him.",
        CardType.HOLDING,
    )
    assert unread.status == "unmodelled"


def _board(tmp: Path, *, dishonorable: bool, bowed: bool = False) -> LoadedState:
    ally = set_personality("Ally", 3)
    cards: list[dict[str, Any]] = [
        {"title": "Sake House", "types": ["Holding"], "text": _TANUKI, "gold_cost": 2},
        KEEP_CARD,
        ally,
        {**ally, "title": "Buyer", "gold_cost": 5},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "house", "title": "Sake House", "owner": "me", "zone": "home"},
        {
            "id": "ally",
            "title": "Ally",
            "owner": "me",
            "zone": "home",
            "dishonorable": dishonorable,
            "bowed": bowed,
        },
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table)


def test_bowing_a_dishonorable_personality_on_the_board(tmp_path: Path) -> None:
    loaded = _board(tmp_path, dishonorable=True)
    view = View.of(loaded.state, loaded.library)
    assert sorted(s.gold for s in gold_sources(view, "me")) == [2, 2, 3]
    assert check(loaded, "me", "p", RECRUIT).legal  # 2 + 3 = 5
    honorable = _board(tmp_path, dishonorable=False)
    view = View.of(honorable.state, honorable.library)
    assert sorted(s.gold for s in gold_sources(view, "me")) == [2, 2]
    # no card at all its cost could bow: the mode can't be used, exactly (not ``unknown``)
    assert check(honorable, "me", "p", RECRUIT).status == "illegal"  # 2 + 2 < 5
    assert check(_board(tmp_path, dishonorable=True, bowed=True), "me", "p", RECRUIT).status == (
        "illegal"
    )


_OUTLYING = (
    "Before this Holding bows to produce Gold, you may give it +2GP; if you did, destroy it "
    "after it bows."
)


def test_a_choice_that_destroys_the_card_after_it_bows() -> None:
    analysis = analyse_production(_OUTLYING, CardType.HOLDING, 2)
    assert analysis.status == "modelled"
    plain, more = analysis.modes or ()
    assert plain.from_stat is not None and plain.leaves_play is None
    assert more.from_stat is not None and more.leaves_play == "destroyed_after"
    assert [c.gold for c in more.conditional_delta] == [2]


def _farm_board(tmp: Path, effects: list[dict[str, Any]] | None = None) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {
            "title": "Far Farms",
            "types": ["Holding"],
            "text": _OUTLYING,
            "gold_cost": 2,
            "gold_production": 2,
        },
        KEEP_CARD,
        set_personality("Buyer", 6),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "farms", "title": "Far Farms", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    more = {"effects": effects} if effects else {}
    return set_board(tmp, cards, table, f"farms{bool(effects)}", **more)


def test_the_card_destroyed_after_it_bows_on_the_board(tmp_path: Path) -> None:
    loaded = _farm_board(tmp_path)
    verdict = check(loaded, "me", "p", RECRUIT)
    assert verdict.legal  # Keep 2 + Farms 2 + 2
    after = after_costs(loaded, "me", verdict)
    farms = View.of(after.state, after.library).card("farms")
    assert not farms.in_play and farms.zone is Zone.DYNASTY_DISCARD
    # a prevented destruction doesn't stop the Gold (an effect, not a cost); the card stays
    prevent = [{"kind": "prevent", "player": "me", "prevents": ["destroy"]}]
    stopped = _farm_board(tmp_path, prevent)
    verdict = check(stopped, "me", "p", RECRUIT)
    assert verdict.legal
    kept = View.of(after_costs(stopped, "me", verdict).state, stopped.library).card("farms")
    assert kept.in_play and kept.bowed
