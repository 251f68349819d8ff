"""Goldfish simulation (solver/analysis/goldfish.py) and the ``deck`` command: reproducible seeded
games, odds a player can compute by hand (Reference 05: four provinces filled from the top of
the shuffled Dynasty deck), the same report for any number of jobs."""

from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from model.cards import CardType
from model.decklist import DeckList, load_decklist, parse_decklist
from model.state import View
from solver.analysis.goldfish import (
    GoldfishConfig,
    game_seed,
    model_gaps,
    play_game,
    shuffled_decks,
    simulate,
)
from solver.analysis.purchases import best_purchases, brute_force
from solver.cli import app
from solver.cli.deck import report_json

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "examples" / "decks"
BUNDLED = DECKS / "crab-bundled.txt"
ORACLE = ROOT.parent / "shared" / "data" / "oracle"

runner = CliRunner()

#: 2 Holdings (2 Gold, buyable with the Stronghold's 4) and 38 Personalities with no Gold
#: cost (never buyable: each turn's Dynasty Discard removes one and the province refills).
TWO_HOLDINGS = """\
Stronghold
1 Kyuden Hida • Experienced
Dynasty
2 Iron Mine
38 Domo
Fate
40 Rout
"""


def deck_two_holdings() -> DeckList:
    return parse_decklist(TWO_HOLDINGS, "two-holdings.txt")


def test_game_seed_is_stable() -> None:
    """SHA-256 derived, not Python's salted hash(): the same in every process and version."""
    digest = hashlib.sha256(b"goodfaith-goldfish:0:0").digest()
    assert game_seed(0, 0) == int.from_bytes(digest[:8], "big") == 12365794362985269354
    assert game_seed(0, 1) != game_seed(1, 0)


def test_hand_computable_odds_of_a_holding() -> None:
    """Turn t has shown the top 3 + t Dynasty cards (4 provinces, then one refill a turn), so
    P(a Holding bought by turn t) = 1 - C(38, 3+t) / C(40, 3+t), hypergeometric; and game by
    game, a Holding is bought by turn t exactly when one is among the top 3 + t cards."""
    deck = deck_two_holdings()
    config = GoldfishConfig(turns=3, games=600, seed=11)
    report = simulate(deck, config)
    holding = dict(report.types)["holding"]
    for t in (1, 2, 3):
        k = 3 + t
        exact = 1 - math.comb(38, k) / math.comb(40, k)
        sigma = math.sqrt(exact * (1 - exact) / config.games)
        assert abs(holding[t - 1] - exact) < 4 * sigma, (t, holding[t - 1], exact)
    lib = deck.library()
    hits = [0, 0, 0]
    for g in range(config.games):
        logs = play_game(deck, g, config, lib)
        dynasty, _ = shuffled_decks(deck, config.seed, g)
        for t in range(3):
            top = dynasty[: 4 + t]
            got = any("Iron Mine" in log.bought for log in logs[: t + 1])
            assert got == ("Iron Mine" in top), (g, t)
            hits[t] += got
    assert [round(h / config.games, 4) for h in hits] == list(holding)
    assert report.per_turn[0].gold_available == 4.0  # the Stronghold alone
    assert report.not_proven == 0


def test_same_seed_same_bytes_and_longer_runs_keep_games() -> None:
    deck = load_decklist(BUNDLED)
    config = GoldfishConfig(turns=4, games=30, seed=5)
    a = report_json(simulate(deck, config))
    b = report_json(simulate(deck, config))
    assert a == b
    assert report_json(simulate(deck, GoldfishConfig(turns=4, games=30, seed=6))) != a
    lib = deck.library()
    short = GoldfishConfig(turns=3, games=10, seed=5)
    for g in range(10):
        assert play_game(deck, g, short, lib) == play_game(deck, g, config, lib)[:3]


def test_report_contents() -> None:
    deck = load_decklist(BUNDLED)
    report = simulate(deck, GoldfishConfig(turns=5, games=40, seed=2))
    data = json.loads(report_json(report))
    assert data["config"]["games"] == 40 and data["clan"] == "crab"
    assert [m["turn"] for m in data["per_turn"]] == [1, 2, 3, 4, 5]
    assert "seconds" not in report_json(report) and "time" not in data
    for m in report.per_turn:
        assert m.gold_spent <= m.gold_available + 1e-9
        assert m.gold_paid <= m.gold_spent + 1e-9
    for odds in [*(p for _, p in report.types), *(c.by_turn for c in report.cards)]:
        assert list(odds) == sorted(odds)  # "by the end of turn t" only grows
        assert all(0 <= p <= 1 for p in odds)
    assert report.per_turn[0].force == 0  # no Personality to Equip or recruit with 4 Gold
    assert report.cards[0].by_turn[-1] >= report.cards[-1].by_turn[-1]
    assert {c.type for c in report.cards} <= {
        CardType.HOLDING,
        CardType.PERSONALITY,
        CardType.FOLLOWER,
        CardType.ITEM,
    }


def test_purchases_in_simulated_games_match_brute_force() -> None:
    """Each turn's purchase set, on real simulated tables, equals the brute force's best."""
    deck = load_decklist(BUNDLED)
    config = GoldfishConfig(turns=5, games=2, seed=9)
    lib = deck.library()
    for g in range(config.games):
        views: list[View] = []
        logs = play_game(deck, g, config, lib, observe=views.append)
        for view, log in zip(views, logs, strict=True):
            best = best_purchases(view, "me")
            assert (best.score, best.gold_produced, best.sources_used) == brute_force(view, "me")
            assert log.gold_spent == best.gold_produced
            assert log.bought == tuple(p.candidate.title for p in best.purchases)


def test_cli_json_repeats_and_jobs_do_not_change_it() -> None:
    args = ["deck", str(BUNDLED), "--games", "24", "--turns", "4", "--seed", "3", "--json"]
    one = runner.invoke(app, args)
    again = runner.invoke(app, args)
    two = runner.invoke(app, [*args, "--jobs", "2"])
    assert one.exit_code == again.exit_code == two.exit_code == 0, one.output
    assert one.stdout == again.stdout == two.stdout
    data = json.loads(one.stdout)
    assert data["config"]["turns"] == 4 and len(data["per_turn"]) == 4


def test_cli_text_tables_and_warnings() -> None:
    result = runner.invoke(app, ["deck", str(BUNDLED), "--games", "10", "--top", "3"])
    assert result.exit_code == 0, result.output
    assert "per turn (means)" in result.stdout and "top 3 cards" in result.stdout
    assert "warning: the Dynasty deck has 24 cards" in result.stderr
    assert "note: simulated as the player who goes first" in result.stderr  # h37adv1 D1


def test_cli_bad_deck_and_missing_cards(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n2 Iron Mien\n")
    result = runner.invoke(app, ["deck", str(bad), "--games", "1"])
    assert result.exit_code == 2
    assert "line 4: unknown card title 'Iron Mien'; did you mean 'Iron Mine'" in result.stderr
    result = runner.invoke(app, ["deck", str(BUNDLED), "--cards", str(tmp_path / "none")])
    assert result.exit_code == 2 and "no such file or folder" in result.stderr


def test_plot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib")
    png = tmp_path / "deck.png"
    result = runner.invoke(app, ["deck", str(BUNDLED), "--games", "5", "--plot", str(png)])
    assert result.exit_code == 0, result.output
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if not installed
    result = runner.invoke(app, ["deck", str(BUNDLED), "--games", "5", "--plot", str(png)])
    assert result.exit_code == 2 and "needs matplotlib" in result.stderr


@pytest.mark.skipif(not ORACLE.is_dir(), reason="Oracle card data (../shared/data) is absent")
def test_oracle_decks_goldfish() -> None:
    from model.oracle import load_oracle

    cards = load_oracle(ORACLE)
    for name in ("crab-berserkers.txt", "crane-duelists.txt", "scorpion-ninja.txt"):
        deck = load_decklist(DECKS / name, cards)
        report = simulate(deck, GoldfishConfig(turns=5, games=40, seed=1))
        assert report.not_proven == 0
        types = dict(report.types)
        assert types["holding"][0] > 0.5  # 14-16 Holdings of 40: one is likely in 4 cards
        assert types["personality"][-1] > 0.5
        assert report.per_turn[-1].gold_available > report.per_turn[0].gold_available


def test_a_stronghold_without_starting_honor_is_said() -> None:
    """Reference 02: the starting Family Honor is the Stronghold's stat; a card whose data lacks
    it (the export's The Shadowed Estate of the Scorpion) is reported, not silently 0."""
    from dataclasses import replace

    from model.load import bundled_library

    cards = dict(bundled_library())
    keep = "Kyuden Hida • Experienced"
    assert cards[keep].starting_honor is not None
    assert not [g for g in model_gaps(deck_two_holdings()) if g.kind == "starting honor"]
    cards[keep] = replace(cards[keep], starting_honor=None)
    deck = parse_decklist(TWO_HOLDINGS, "two-holdings.txt", cards)
    (gap,) = [g for g in model_gaps(deck) if g.kind == "starting honor"]
    assert gap.title == keep and "no Starting Honor" in gap.text
    assert "0 Family Honor" in gap.effect and deck.starting_honor == 0


def test_a_sentence_unread_as_entering_and_as_reduction_is_reported_once() -> None:
    """ "Attaches to an Earth Shugenja for 2 less Gold." is kept unread both as the card's own
    entering text and as a reduction: one model gap (its printed cost is paid), not two."""
    from dataclasses import replace

    from model.load import bundled_library

    cards = dict(bundled_library())
    keep = "Kyuden Hida • Experienced"
    said = "Attaches to an Earth Shugenja for 2 less Gold."
    cards[keep] = replace(cards[keep], entering_unread=(said,), reductions_unread=(said,))
    deck = parse_decklist(TWO_HOLDINGS, "two-holdings.txt", cards)
    gaps = [g for g in model_gaps(deck) if g.text == said]
    assert [(g.title, g.kind) for g in gaps] == [(keep, "equip")]
    assert gaps[0].effect == "the simulation pays its printed Gold cost"
