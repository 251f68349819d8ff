"""h42sensei 1: the goldfish applies a Sensei's read sentence on its Stronghold's Gold as the
check does (``solver.analysis.sensei_gold``: the Sensei is a card in the simulation's state):
Taka Sensei's "When paying for a Personality with your Stronghold, it produces a maximum of 2
Gold." keeps Kyuden Hida • Experienced (4 + the Sensei's 1) from buying a 4-Gold Personality;
Voitagi Sensei's "a maximum GP of 3" and Yoritomo Sensei's "1 less Gold" likewise. The report
no longer lists them as NOT MEASURED; an unread one (Akeha, Nio, Iuchiban Sensei) still is."""

from __future__ import annotations

import json
from typing import Any

from model.decklist import parse_decklist
from solver.analysis.goldfish import GoldfishConfig, simulate
from solver.analysis.sensei_text import stronghold_stat_text
from solver.cli.deck import report_json

_DECK = """\
Stronghold
1 {stronghold}
{sensei}Dynasty
40 {dynasty}
Fate
40 Rout
"""
_CONFIG = GoldfishConfig(turns=2, games=3, seed=1)


def _report(pool: Any, sensei: str | None, dynasty: str = "Kaiu Seison",
            stronghold: str = "Kyuden Hida • Experienced") -> Any:  # fmt: skip
    text = _DECK.format(
        stronghold=stronghold, sensei=f"Sensei\n1 {sensei}\n" if sensei else "", dynasty=dynasty
    )
    return simulate(parse_decklist(text, "sensei.txt", pool.definitions()), _CONFIG)


def _turns(report: Any) -> list[tuple[float, float]]:
    """(cards bought, Gold paid) per turn."""
    rows = json.loads(report_json(report))["per_turn"]
    return [(r["cards_bought"], r["gold_paid"]) for r in rows]


def test_taka_sensei_caps_the_personality_purchase(pool: Any) -> None:
    """Kaiu Seison costs 4: the Stronghold's 5 Gold is at most 2 for a Personality."""
    report = _report(pool, "Taka Sensei")
    assert _turns(report) == [(0.0, 0.0), (0.0, 0.0)]
    assert not report.stronghold_stats_unread
    assert not any("NOT MEASURED" in g.effect for g in report.not_modelled)


def test_control_without_the_sensei_the_personality_is_bought(pool: Any) -> None:
    assert _turns(_report(pool, None)) == [(1.0, 4.0), (1.0, 4.0)]


def test_control_a_sensei_without_the_sentence_buys(pool: Any) -> None:
    """Kisada Sensei (no Gold sentence) is not in the state; the Personality is bought."""
    assert _turns(_report(pool, "Kisada Sensei")) == [(1.0, 4.0), (1.0, 4.0)]


def test_control_taka_sensei_does_not_cap_a_holding(pool: Any) -> None:
    """The maximum is for a Personality only: Diamond Mine (6) is paid by Yasuki Palaces •
    Experienced (5) + the Sensei's 1."""
    report = _report(pool, "Taka Sensei", "Diamond Mine", "Yasuki Palaces • Experienced")
    assert _turns(report)[0] == (1.0, 6.0)


def test_voitagi_sensei_caps_the_gold_production(pool: Any) -> None:
    """ "Your Stronghold has a maximum GP of 3." (Voitagi Sensei, whose own modifier the card
    data lacks: counted 0, reported): 4 is 3, Kaiu Seison (4) is not bought."""
    report = _report(pool, "Voitagi Sensei")
    assert _turns(report) == [(0.0, 0.0), (0.0, 0.0)]
    assert [g.kind for g in report.not_modelled] == ["sensei modifiers"]
    assert json.loads(report_json(report))["per_turn"][0]["gold_available"] == 3.0


def test_yoritomo_sensei_lowers_the_stronghold_and_a_holding(pool: Any) -> None:
    """ "When bowing your Stronghold to pay for a Personality, it produces 1 less Gold.": 4 - 1
    can't pay Kaiu Seison; its "Your Gold-producing Holdings enter play for you for 1 less
    Gold" is played as well (the check reads it for a card in play), so not listed."""
    assert _turns(_report(pool, "Yoritomo Sensei")) == [(0.0, 0.0), (0.0, 0.0)]
    report = _report(pool, "Yoritomo Sensei", "Diamond Mine", "Yasuki Palaces • Experienced")
    assert _turns(report)[0] == (1.0, 5.0)  # Diamond Mine 6 - 1, from the Palaces' 5
    assert not report.not_modelled


def test_control_an_unread_sensei_sentence_stays_not_measured(pool: Any) -> None:
    """Akeha Sensei's minimum Gold Production is not read: still listed, NOT MEASURED."""
    report = _report(pool, "Akeha Sensei")
    assert report.stronghold_stats_unread
    assert any("NOT MEASURED" in g.effect for g in report.not_modelled)


def test_read_sentences_are_not_listed_unread_ones_are(pool: Any) -> None:
    """Every Sensei whose Stronghold Gold sentence the importer reads (five in the Oracle
    export and the set files) lists none; Nio and Akeha Sensei (not read) list theirs."""
    defs = pool.definitions()
    for title in ("Taka Sensei", "Yoritomo Sensei", "Voitagi Sensei", "Ikikashi Sensei",
                  "The Emperor's Legions"):  # fmt: skip
        assert stronghold_stat_text(defs[title]) == (), title
    for title in ("Nio Sensei", "Akeha Sensei", "Iuchiban Sensei"):
        assert stronghold_stat_text(defs[title]), title
    assert stronghold_stat_text(defs["Kisada Sensei"]) == ()  # control: no such sentence


def test_an_unread_sentence_on_what_the_stronghold_produces_is_listed(pool: Any) -> None:
    """Iuchiban Sensei's "When your Stronghold is paying for a Bloodspeaker Personality, it
    produces 1 additional Gold which may only pay for him." is not read: its Gold is NOT
    MEASURED (it was only "counts it as producing no Gold", and the report measured)."""
    report = _report(pool, "Iuchiban Sensei")
    assert report.stronghold_stats_unread
    (gap,) = [g for g in report.not_modelled if g.kind == "sensei text"]
    assert "When your Stronghold is paying for a Bloodspeaker" in gap.text
    assert "NOT MEASURED" in gap.effect
    assert not _report(pool, "Kisada Sensei").stronghold_stats_unread  # control
