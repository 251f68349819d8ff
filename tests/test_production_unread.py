"""Fail closed on Gold production the text reader does not understand (issue 14; Costs and
restrictions / Gold production): such a card offers no Gold source, a check it could change
answers ``unknown`` naming it, and the deck simulation uses what was understood, with a warning.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from solver.good_faith import check
from solver.verdict import RECRUIT


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _entry(title: str, type_: str, text: str = "", **stats: str) -> dict[str, Any]:
    out: dict[str, Any] = {"title": [title], "type": [type_], "text": [text], "clan": ["Crab"]}
    out.update({k: [v] for k, v in stats.items()})
    return out


def _pool(tmp: Path) -> CardPool:
    oracle = tmp / "oracle"
    oracle.mkdir()
    entries = [
        _entry("Test Keep", "Stronghold", "", production="5", startinghonor="5", strength="8"),
        _entry(
            "Odd Farm",
            "Holding",
            ":bow:: Produce Gold equal to the number of cards in your hand, minus 1.",
            cost="3",
        ),
        _entry("Plain Mine", "Holding", ":bow:: Produce 2 Gold.", cost="2"),
        _entry(
            "Half Mine",
            "Holding",
            ":bow:: Produce 2 Gold.<br>Produce Gold equal to your Family Honor when bowed.",
            cost="2",
        ),
        _entry("Big Samurai", "Personality", "", cost="7", force="3", chi="2", ph="2", honor="0"),
        _entry("Small Samurai", "Personality", "", cost="4", force="1", chi="1", ph="1", honor="0"),
    ]
    (oracle / "cards.json").write_text(json.dumps(entries))
    return CardPool.load([oracle])


def _state(tmp: Path, *extra: str) -> Path:
    lines = [
        "turn: 3",
        "active_player: crab",
        "phase: dynasty",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: crane, clan: crane, family_honor: 10}",
        "cards:",
        "  - {id: sh, title: Test Keep, owner: crab, zone: home}",
        "  - {id: big, title: Big Samurai, owner: crab, zone: province, province: 1}",
        "  - {id: small, title: Small Samurai, owner: crab, zone: province, province: 2}",
        *extra,
    ]
    path = tmp / "state.yaml"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_the_card_records_what_was_not_understood(tmp_path: Path) -> None:
    pool = _pool(tmp_path)
    farm = pool.get("Odd Farm").card
    assert farm.production == ()
    assert "number of cards in your hand" in farm.production_unread
    assert pool.get("Plain Mine").card.production_unread == ""


def test_a_gold_shortfall_with_an_unread_producer_is_unknown(tmp_path: Path) -> None:
    pool = _pool(tmp_path)
    farm = "  - {id: farm, title: Odd Farm, owner: crab, zone: home}"
    without = load_state(_state(tmp_path), cards=pool)
    assert check(without, "crab", "big", RECRUIT).status == "illegal"  # 5 Gold for 7
    loaded = load_state(_state(tmp_path, farm), cards=pool)
    verdict = check(loaded, "crab", "big", RECRUIT)
    assert verdict.status == "unknown"
    assert "Odd Farm (farm)" in verdict.reasons[0] and "not modelled" in verdict.reasons[0]
    # payable without it: legal stands (producing Gold is never forced)
    assert check(loaded, "crab", "small", RECRUIT).status == "legal"
    # the opponent's unread Holding changes nothing for this player
    theirs = "  - {id: farm, title: Odd Farm, owner: crane, zone: home}"
    loaded = load_state(_state(tmp_path, theirs), cards=pool)
    assert check(loaded, "crab", "big", RECRUIT).status == "illegal"


def test_understood_lines_are_kept_as_a_partial_reading() -> None:
    text = [":bow:: Produce 2 Gold.", "Produce Gold equal to your Family Honor when bowed."]
    analysis = analyse_production(text, CardType.HOLDING)
    assert analysis.modes is None and analysis.reason
    assert [m.gold for m in analysis.partial] == [2]
    full = analyse_production([":bow:: Produce 3 Gold."], CardType.HOLDING)
    assert full.modes is not None and full.partial == ()


def test_the_deck_report_lists_what_it_does_not_model(tmp_path: Path) -> None:
    from model.decklist import parse_decklist
    from solver.analysis.goldfish import GoldfishConfig, simulate

    pool = _pool(tmp_path)
    text = (
        "# Stronghold\n1 Test Keep\n# Dynasty\n3 Odd Farm\n2 Plain Mine\n3 Small Samurai\n"
        "1 Half Mine\n"
        "# Fate\n"
    )
    deck = parse_decklist(text, "deck.txt", pool.definitions())
    report = simulate(deck, GoldfishConfig(turns=2, games=3))
    gaps = report.to_json()["not_modelled"]
    assert gaps == [
        {
            "title": "Odd Farm",
            "copies": 3,
            "kind": "production",
            "text": pool.get("Odd Farm").card.production_unread,
            "effect": "the simulation counts it as producing no Gold",
        },
        {
            "title": "Half Mine",
            "copies": 1,
            "kind": "production",
            "text": pool.get("Half Mine").card.production_unread,
            "effect": "the simulation uses only what was understood (bow: 2 Gold), not this",
        },
    ]


def test_reactions_that_bow_the_card_produce_like_a_bowing_mode() -> None:
    text = "<b>Reaction:</b> When paying a Gold cost, bow Washi: Produce 2 Gold."
    (mode,) = analyse_production(text, CardType.PERSONALITY, title="Seppun Washi").modes or ()
    assert mode.gold == 2 and mode.bow and mode.once_per_turn
    # another card's name is not a cost this card pays
    other = analyse_production(text, CardType.PERSONALITY, title="Seppun Tairu")
    assert other.modes is None
    plain = "<b>Reaction:</b> When paying a Gold cost, produce 1 Gold. <i>(This can be used "
    plain += "together with bowing this card to produce Gold)</i>."
    (mode,) = analyse_production(plain, CardType.HOLDING).modes or ()
    assert mode.gold == 1 and not mode.bow and mode.once_per_turn


def test_per_card_counts_and_two_word_phrases() -> None:
    from model.selectors import Controller

    ports = analyse_production(":bow:: Produce 1 Gold for each Port in play.", CardType.HOLDING)
    assert ports.modes is not None
    (per,) = ports.modes[0].per_card
    assert per.select.keyword == ("port",) and per.select.controller is Controller.ANY
    # two keywords counted: never read as one keyword ("a Human Shugenja" paid for is read
    # since: test_production_nouns; a title, "each Iron Mine in play": test_production_titles)
    for text in (":bow:: Produce 1 Gold for each Nonhuman Shadowlands Personality you control.",):
        assert analyse_production(text, CardType.HOLDING).modes is None, text
    houses = ":bow:: Produce 2 Gold, or 4 Gold if you control two or more other Geisha Houses."
    assert analyse_production(houses, CardType.HOLDING).modes is not None


def test_a_use_limited_reaction_for_several_kinds_is_refused() -> None:
    text = (
        "<b>Reaction:</b> When paying for a Follower or Item, produce 2 Gold which may only "
        "pay for that card."
    )
    # two sources (Follower, Item) could serve two payments: the Reaction used twice
    assert analyse_production(text, CardType.HOLDING).modes is None


def test_conditional_gold_production_and_plural_conditions() -> None:
    text = (
        "This Holding has +1GP if you control one or more Ports and +1GP if you control one or "
        "more other Markets."
    )
    (mode,) = analyse_production(text, CardType.HOLDING, 2).modes or ()
    found = [(d.gold, d.condition.control.select.keyword) for d in mode.conditional_delta]
    assert found == [(1, ("port",)), (1, ("market",))]  # "Ports" is the keyword port
    (mode,) = (
        analyse_production(
            ":bow:: Produce 2 Gold, or 3 Gold if you control any Tacticians.", CardType.HOLDING
        ).modes
        or ()
    )
    assert mode.conditional[0].condition.control.select.keyword == ("tactician",)
    other = "This Holding has +1GP while another player's Stronghold has higher Gold Production."
    assert analyse_production(other, CardType.HOLDING, 3).modes is None


@pytest.mark.parametrize(("in_hand", "expected"), [(True, "legal"), (False, "illegal")])
def test_a_strategy_in_hand_producing_gold_while_paying(
    tmp_path: Path, in_hand: bool, expected: str
) -> None:
    """Near Miss's "Reaction: When paying for an attachment: Produce 2 Gold.", not read: held in
    the hand (Strategies are played from there), a Gold shortfall may not be one (was a false
    illegal); elsewhere it adds nothing. For the Equip's one payment, it is read as a source of 2
    Gold (``solver.paying_reactions``, h37adv3 N11: it was `unknown`)."""
    from solver.verdict import EQUIP
    from tests.builders import set_board, set_personality

    cards: list[dict[str, Any]] = [
        set_personality("Lord", 3),
        {"title": "Armor", "types": ["Item"], "decks": ["Fate"], "gold_cost": 2, "force": 1},
        {
            "title": "Near Thing",
            "types": ["Strategy"],
            "decks": ["Fate"],
            "gold_cost": 0,
            "text": "<b>Reaction:</b> When paying for an attachment: Produce 2 Gold.",
        },
    ]
    table = [
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "armor", "title": "Armor", "owner": "me", "zone": "hand"},
        {
            "id": "near",
            "title": "Near Thing",
            "owner": "me",
            "zone": "hand" if in_hand else "fate_discard",
        },
    ]
    loaded = set_board(tmp_path, cards, table, "near", phase="action")
    v = check(loaded, "me", "armor", EQUIP)
    assert v.status == expected, v.reasons
    if expected == "legal":
        assert v.witness is not None and v.witness.plan is not None
        assert "near:react" in {s for _, ids in v.witness.plan.assignment for s in ids}
