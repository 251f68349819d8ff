"""``goodfaith deck`` with a Stronghold whose Gold Production the card data lacks (the set
files' Diamond Strongholds, h27adv2 D3): the simulation counts it as 0, so the report says its
Gold figures are a floor, not measured (a warning, the JSON flag, the table's title); a
Stronghold with the stat is reported as before."""

from __future__ import annotations

import json
from dataclasses import replace

from model.decklist import parse_decklist
from model.load import bundled_library
from solver.analysis.goldfish import GoldfishConfig, simulate
from solver.cli.deck import report_json
from tests.test_goldfish import TWO_HOLDINGS, deck_two_holdings

KEEP = "Kyuden Hida • Experienced"


def test_a_stronghold_without_gold_production_is_flagged() -> None:
    cards = dict(bundled_library())
    assert cards[KEEP].gold_production is not None
    cards[KEEP] = replace(cards[KEEP], gold_production=None)
    deck = parse_decklist(TWO_HOLDINGS, "two-holdings.txt", cards)
    report = simulate(deck, GoldfishConfig(turns=1, games=2, seed=3))
    assert report.stronghold_gold_missing
    assert any("no Gold Production" in w and "not a measured mean" in w for w in report.warnings)
    assert json.loads(report_json(report))["stronghold_gold_production_missing"] is True


def test_control_a_stronghold_with_it_is_not_flagged() -> None:
    report = simulate(deck_two_holdings(), GoldfishConfig(turns=1, games=2, seed=3))
    assert not report.stronghold_gold_missing
    assert not any("no Gold Production" in w for w in report.warnings)
    assert json.loads(report_json(report))["stronghold_gold_production_missing"] is False


_AKEHA = "Your Stronghold has a starting Family Honor of 5 and a minimum Gold Production of 3."


def test_a_sensei_setting_the_stronghold_s_stats_is_flagged() -> None:
    """Akeha Sensei (h28adv2 F8) sets the Stronghold's starting Family Honor and Gold in text
    not read: the report names it and says its Family Honor and Gold are not measured."""
    from model.cards import CardDef, CardType

    sensei = CardDef(
        title="Test Sensei", type=CardType.SENSEI, starting_honor=5, gold_production=-1,
        province_strength=0, production_unread=f"Gold text not understood: {_AKEHA!r}",
    )  # fmt: skip
    cards = {**dict(bundled_library()), "Test Sensei": sensei}
    text = TWO_HOLDINGS.replace("Dynasty\n", "Sensei\n1 Test Sensei\nDynasty\n")
    report = simulate(parse_decklist(text, "akeha.txt", cards), GoldfishConfig(turns=1, games=2))
    assert report.stronghold_stats_unread
    (gap,) = [g for g in report.not_modelled if g.kind == "sensei text"]
    assert _AKEHA in gap.text and "NOT MEASURED" in gap.effect
    assert json.loads(report_json(report))["stronghold_stats_unread"] is True


def test_control_no_such_sensei_is_not_flagged() -> None:
    report = simulate(deck_two_holdings(), GoldfishConfig(turns=1, games=2, seed=3))
    assert not report.stronghold_stats_unread
    assert json.loads(report_json(report))["stronghold_stats_unread"] is False


def test_a_sensei_blanking_the_stronghold_is_played() -> None:
    """Tsujiken Sensei's "Your Stronghold has no abilities or traits.": the simulation plays
    the Stronghold blanked (``solver.analysis.sensei_blank``, h41misc), so its Gold is measured
    and the sentence is not listed (was: named, Gold NOT MEASURED, h40tsu)."""
    from model.cards import CardDef, CardType

    blank = "Your Stronghold has no abilities or traits."
    sensei = CardDef(
        title="Blank Sensei", type=CardType.SENSEI, starting_honor=0, gold_production=1,
        province_strength=0, actions_unread=(blank,),
    )  # fmt: skip
    cards = {**dict(bundled_library()), "Blank Sensei": sensei}
    text = TWO_HOLDINGS.replace("Dynasty\n", "Sensei\n1 Blank Sensei\nDynasty\n")
    report = simulate(parse_decklist(text, "blank.txt", cards), GoldfishConfig(turns=1, games=2))
    assert not report.stronghold_stats_unread
    assert not [g for g in report.not_modelled if g.kind == "sensei text"]


def test_control_a_sensei_removing_only_abilities_is_flagged() -> None:
    """Control: "Your Stronghold has no abilities." alone is not the blank the simulation
    plays: named, its Gold NOT MEASURED."""
    from model.cards import CardDef, CardType

    said = "Your Stronghold has no abilities."
    sensei = CardDef(
        title="Blank Sensei", type=CardType.SENSEI, starting_honor=0, gold_production=1,
        province_strength=0, actions_unread=(said,),
    )  # fmt: skip
    cards = {**dict(bundled_library()), "Blank Sensei": sensei}
    text = TWO_HOLDINGS.replace("Dynasty\n", "Sensei\n1 Blank Sensei\nDynasty\n")
    report = simulate(parse_decklist(text, "blank.txt", cards), GoldfishConfig(turns=1, games=2))
    assert report.stronghold_stats_unread
    (gap,) = [g for g in report.not_modelled if g.kind == "sensei text"]
    assert gap.text == said and "NOT MEASURED" in gap.effect
