"""``goodfaith deck``: Gold Production given by text (a Wealth token, a +NGP bonus) is not
simulated, so the report says its Gold is NOT MEASURED (a gap per sentence, a warning, the
JSON flag, the table's title; h29adv2 F7); a deck without such text is reported as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from model.decklist import DeckList, parse_decklist
from model.oracle.pool import CardPool
from solver.analysis.goldfish import GoldfishConfig, simulate
from solver.analysis.token_gold import (
    gold_token_text,
    token_gold_unread,
    token_placing_text,
    with_token_gold,
)
from solver.cli.deck import report_json
from tests.test_goldfish import deck_two_holdings

RICE = "After your turn begins, give this Holding a +1GP Wealth token."


def test_the_sentences_that_give_gold_production() -> None:
    text = f"This Holding will not have more than four Wealth tokens. {RICE}"
    assert gold_token_text(text) == (RICE,)
    assert gold_token_text("Open, :bow:: Give your target Farm <b>Holding</b> +2GP.") == (
        "Open, :bow:: Give your target Farm Holding +2GP.",
    )
    assert gold_token_text("Your Stronghold has +1GP while you are the Defender.") == ()
    assert gold_token_text(":bow:: Produce 2 Gold.") == ()


def _pool(tmp: Path, text: str) -> CardPool:
    sets = tmp / "sets"
    sets.mkdir()
    card = {"title": "Iron Mine", "types": ["Holding"], "gold_cost": 5, "text": text}
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": [card]}))
    return CardPool.load([sets], cache=False)


def test_a_deck_giving_gold_production_tokens_is_flagged(tmp_path: Path) -> None:
    deck = deck_two_holdings()
    report = simulate(deck, GoldfishConfig(turns=1, games=2, seed=3))
    report = with_token_gold(report, deck, _pool(tmp_path, RICE))
    assert token_gold_unread(report)
    (gap,) = [g for g in report.not_modelled if g.kind == "gold tokens"]
    assert (gap.title, gap.copies, gap.text) == ("Iron Mine", 2, RICE)
    assert "NOT MEASURED" in gap.effect
    assert any("NOT MEASURED (Iron Mine)" in w for w in report.warnings)
    assert json.loads(report_json(report))["gold_tokens_unread"] is True


def test_control_no_such_text_is_not_flagged(tmp_path: Path) -> None:
    deck = deck_two_holdings()
    report = simulate(deck, GoldfishConfig(turns=1, games=2, seed=3))
    report = with_token_gold(report, deck, _pool(tmp_path, ":bow:: Produce 3 Gold."))
    assert not token_gold_unread(report)
    assert json.loads(report_json(report))["gold_tokens_unread"] is False


def _real_deck(pool: CardPool, holding: str) -> DeckList:
    text = f"Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n40 {holding}\nFate\n40 Rout\n"
    return parse_decklist(text, "t.txt", pool.definitions())


@pytest.mark.parametrize(
    ("holding", "said"),
    [
        # "+1 Gold Production" spelled out (h38decks audit of h38adv2 F1)
        (
            "Bamboo Harvesters • Experienced 2",
            "Give this Holding a +1 Gold Production Wealth token.",
        ),
        # a token its own "plus 1 Gold for each Wealth token" counts, never placed here
        (
            "Secluded Waystation",
            "After the first time each turn this Holding produces Gold, put a Wealth token on it.",
        ),
    ],
)
def test_real_token_gold_sentences_are_listed(pool: CardPool, holding: str, said: str) -> None:
    deck = _real_deck(pool, holding)
    report = with_token_gold(simulate(deck, GoldfishConfig(turns=1, games=1)), deck, pool)
    assert said in [g.text for g in report.not_modelled if g.kind == "gold tokens"]


def test_control_a_plain_holding_lists_no_token_gold(pool: CardPool) -> None:
    deck = _real_deck(pool, "Iron Mine")
    report = with_token_gold(simulate(deck, GoldfishConfig(turns=1, games=1)), deck, pool)
    assert not token_gold_unread(report)
    assert token_placing_text("Put a Wealth token on it.") == ("Put a Wealth token on it.",)
