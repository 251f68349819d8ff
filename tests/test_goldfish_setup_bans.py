"""The goldfish against the check's play bans and first-turn/straightening rules (h43adv1 W1,
W2, W2b, W4, W5, W6): solver/analysis/setup_play_bans.py, straightening.bow_paid,
gold_available, and the goldfish's turn number. Real cards by title; skipped without data."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from model.cards import CardDef
from model.decklist import DeckList, parse_decklist
from model.oracle.pool import CardPool
from solver.analysis.goldfish import GoldfishConfig, model_gaps, simulate
from solver.analysis.setup_play_bans import KIND, setup_bans

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="no ../shared/data/oracle or ../shared/data/sets",
)


@cache
def _cards() -> dict[str, CardDef]:
    return dict(CardPool.load([DATA / "oracle", DATA / "sets"]).definitions())


def _deck(text: str) -> DeckList:
    return parse_decklist(text, "t.txt", _cards())


def _bought(deck: DeckList, games: int = 12, turns: int = 3) -> dict[str, float]:
    report = simulate(deck, GoldfishConfig(turns=turns, games=games))
    return {c.title: c.by_turn[-1] for c in report.cards}


_CRAB = (
    "Stronghold\nKyuden Hida • Experienced\n{sensei}Dynasty\n10 Keppo\n10 Iron Mine\n"
    "10 Hiruma Tensin\nFate\n40 Rout\n"
)


@needs_data
def test_daigo_sensei_never_brings_a_shadowlands_card_into_play() -> None:
    """ "You may not bring Shadowlands cards into play.": Keppo (Shadowlands) is never bought."""
    deck = _deck(_CRAB.format(sensei="Sensei\nDaigo Sensei\n"))
    bans = setup_bans(deck, deck.library())
    assert "Keppo" in bans.refused and "Daigo Sensei" in bans.refused["Keppo"]
    assert "Iron Mine" not in bans.refused and "Hiruma Tensin" not in bans.refused
    bought = _bought(deck)
    assert "Keppo" not in bought
    assert bought.get("Iron Mine", 0) > 0


@needs_data
def test_control_without_daigo_keppo_is_bought() -> None:
    deck = _deck(_CRAB.format(sensei=""))
    assert setup_bans(deck, deck.library()).refused == {}
    assert _bought(deck).get("Keppo", 0) > 0


_PHOENIX = (
    "Stronghold\nThe Sacred Temple of the Phoenix\nSensei\n{sensei}\nDynasty\n10 Shiba Koshiba\n"
    "10 Isawa Hibana\n10 Silver Mine\nFate\n10 Hitomi's Devotion\n10 Rout\n"
)


@needs_data
def test_yajinden_sensei_refuses_every_non_shadowlands_personality() -> None:
    """ "You may only Recruit Shadowlands Personalities.": no Personality of the deck is
    bought; the Holding's Recruit, which the check leaves unknown, is bought and listed."""
    deck = _deck(_PHOENIX.format(sensei="Yajinden Sensei"))
    bans = setup_bans(deck, deck.library())
    assert {"Shiba Koshiba", "Isawa Hibana"} <= set(bans.refused)
    bought = _bought(deck)
    assert "Shiba Koshiba" not in bought and "Isawa Hibana" not in bought
    gaps = [g for g in model_gaps(deck) if g.kind == KIND]
    assert [g.title for g in gaps] == ["Yajinden Sensei"]
    assert "Silver Mine" in gaps[0].effect and "Shiba Koshiba" not in gaps[0].effect


@needs_data
def test_koiso_sensei_refuses_non_fire_spells_and_lists_the_open_plays() -> None:
    """ "You may only Recruit Personalities and Equip Spells that are Fire.": a non-Fire
    Spell's Equip is refused in every reading (never equipped); a Fire Personality is
    allowed; a non-Fire Personality and a Holding (unknown to the check) are listed."""
    deck = _deck(_PHOENIX.format(sensei="Koiso Sensei"))
    bans = setup_bans(deck, deck.library())
    assert "Hitomi's Devotion" in bans.refused
    assert "Isawa Hibana" not in bans.refused
    (shown,) = bans.doubted
    assert shown.startswith("Koiso Sensei: You may only Recruit")
    assert set(bans.doubted[shown]) == {"Shiba Koshiba", "Silver Mine"}
    assert "Hitomi's Devotion" not in _bought(deck, turns=4)
    assert [g.title for g in model_gaps(deck) if g.kind == KIND] == ["Koiso Sensei"]


@needs_data
def test_control_a_sensei_without_play_bans_lists_nothing() -> None:
    deck = _deck(_PHOENIX.format(sensei="Takeru Sensei"))
    bans = setup_bans(deck, deck.library())
    assert bans.refused == {} and bans.doubted == {}
    assert not [g for g in model_gaps(deck) if g.kind == KIND]


def _gold(text: str, turns: int = 4) -> list[float]:
    report = simulate(_deck(text), GoldfishConfig(turns=turns, games=3))
    return [m.gold_available for m in report.per_turn]


@needs_data
def test_endless_plains_produces_four_on_the_first_turn_only() -> None:
    """ "This Stronghold produces 4 Gold on your first turn." (Gold Production 5)."""
    text = "Stronghold\nThe Endless Plains of the Unicorn\nDynasty\n40 Moto Chinua\nFate\n40 Rout\n"
    assert _gold(text, 3) == [4.0, 5.0, 5.0]
    report = simulate(_deck(text), GoldfishConfig(turns=2, games=3))
    assert report.cards[0].title == "Moto Chinua" and report.cards[0].by_turn == (0.0, 1.0)


@needs_data
def test_control_a_stronghold_without_a_first_turn_trait_is_even() -> None:
    text = "Stronghold\nShamate Keep\nDynasty\n40 Moto Chinua\nFate\n40 Rout\n"
    assert _gold(text, 3) == [3.0, 3.0, 3.0]


@needs_data
@pytest.mark.parametrize("holding", ["Bamboo Harvesters • Experienced", "Temple to Fudo"])
def test_a_pregame_holding_bowed_on_turn_one_stays_bowed_on_turn_two(holding: str) -> None:
    """ "... will not straighten before your third turn.": bowed on turn 1 to buy a 5-Gold
    Venerable Spirit (Shamate Keep 3 + it), it is still bowed on turn 2 (3 Gold)."""
    text = (
        f"Stronghold\nShamate Keep\nPregame Holdings\n1 {holding}\nDynasty\n40 Venerable Spirit\n"
    )
    report = simulate(_deck(text + "Fate\n40 Rout\n"), GoldfishConfig(turns=3, games=2))
    assert [m.gold_available for m in report.per_turn][:3] == [5.0, 3.0, 5.0]
    assert [m.cards_bought for m in report.per_turn] == [1.0, 0.0, 1.0]


@needs_data
def test_control_a_pregame_holding_that_straightens_buys_every_turn() -> None:
    text = "Stronghold\nShamate Keep\nPregame Holdings\n1 Iron Mine\nDynasty\n40 Venerable Spirit\n"
    report = simulate(_deck(text + "Fate\n40 Rout\n"), GoldfishConfig(turns=3, games=2))
    assert [m.cards_bought for m in report.per_turn] == [1.0, 1.0, 1.0]


@needs_data
def test_gold_available_leaves_out_gold_for_some_payments_only() -> None:
    """Ageless Shrine ("Produce 2 Gold, or 3 Gold when paying for a Nonhuman") counts 2; the
    purchase still uses its 3 (spent 6 for a 6-Gold Nonhuman)."""
    text = (
        "Stronghold\nShamate Keep\nPregame Holdings\n1 Ageless Shrine\nDynasty\n40 Nosloc no Oni\n"
    )
    report = simulate(_deck(text + "Fate\n40 Rout\n"), GoldfishConfig(turns=1, games=2))
    assert report.per_turn[0].gold_available == 5.0
    assert report.per_turn[0].gold_spent == 6.0


_JENGZAN = (
    "Stronghold\nThe Endless Plains of the Unicorn\n{sensei}Dynasty\n40 Moto Jengzan\n"
    "Fate\n40 Rout\n"
)


@needs_data
def test_hikahime_sensei_adds_one_gold_to_a_non_ashigaru_personality() -> None:
    """ "Your non-Ashigaru Personalities in and out of play have +1 Gold Cost." (Hikahime
    Sensei, GP -1): The Endless Plains of the Unicorn makes 4 Gold on turn 2 (5 - 1); Moto
    Jengzan (Unicorn) costs 4 + 1: never bought (the check's price); the sentence is paid, so
    it is not listed."""
    deck = _deck(_JENGZAN.format(sensei="Sensei\nHikahime Sensei\n"))
    report = simulate(deck, GoldfishConfig(turns=2, games=2))
    assert report.per_turn[1].gold_available == 4.0
    assert report.cards == ()
    assert not [g for g in model_gaps(deck) if "Gold Cost" in g.text]


@needs_data
def test_control_without_hikahime_jengzan_is_bought_every_turn() -> None:
    report = simulate(_deck(_JENGZAN.format(sensei="")), GoldfishConfig(turns=2, games=2))
    assert [m.cards_bought for m in report.per_turn] == [1.0, 1.0]


@needs_data
def test_sachina_sensei_reduction_is_listed_once() -> None:
    text = "Stronghold\nKyuden Hida • Experienced\nSensei\nSachina Sensei\nDynasty\n40 Iron Mine\n"
    gaps = [g for g in model_gaps(_deck(text + "Fate\n40 Rout\n")) if g.title == "Sachina Sensei"]
    assert [g.text for g in gaps].count("Your Geisha enter play for 1 less Gold.") == 1


@needs_data
def test_takeru_sensei_keeps_the_stronghold_gold_as_the_check_does() -> None:
    """ "Your Stronghold has no abilities." (Takeru Sensei) refuses the Stronghold's actions
    (the simulation takes none) and keeps its Gold: The Endless Plains of the Unicorn makes 4
    on the first turn, then 5, as ``check`` prices it (h43adv1 board tk1/tk3); no play ban."""
    text = (
        "Stronghold\nThe Endless Plains of the Unicorn\nSensei\nTakeru Sensei\nDynasty\n"
        "40 Moto Chinua\nFate\n40 Rout\n"
    )
    assert _gold(text, 3) == [4.0, 5.0, 5.0]
    deck = _deck(text)
    assert setup_bans(deck, deck.library()).refused == {}
    assert not [g for g in model_gaps(deck) if g.kind == KIND]
