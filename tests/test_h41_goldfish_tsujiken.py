"""h41misc 4: the goldfish plays its Stronghold blanked under its own Sensei's "Your
Stronghold has no abilities or traits." (Tsujiken Sensei; ``solver.analysis.sensei_blank``),
as the check does (``model.blank_stronghold``): Yasuki Palaces • Experienced produces its Gold
Production 5 + the Sensei's 1, without its "1 less Gold when paying for a Personality", and
the deck report no longer says its Gold is NOT MEASURED."""

from __future__ import annotations

from typing import Any

from model.common import Stat
from model.decklist import parse_decklist
from model.state import View
from solver.analysis.goldfish import GoldfishConfig, play_game, simulate

_DECK = """\
Stronghold
1 Yasuki Palaces • Experienced
{sensei}Dynasty
3 Iron Mine
37 Kaiu Watsuki
Fate
40 Rout
"""


def _deck(pool: Any, sensei: str | None) -> Any:
    text = _DECK.format(sensei=f"Sensei\n1 {sensei}\n" if sensei else "")
    return parse_decklist(text, "tsujiken.txt", pool.definitions())


def _first_table(deck: Any) -> View:
    seen: list[View] = []
    play_game(deck, 0, GoldfishConfig(turns=1, games=1, seed=1), observe=seen.append)
    return seen[0]


def test_tsujiken_blanks_the_goldfish_stronghold(pool: Any) -> None:
    view = _first_table(_deck(pool, "Tsujiken Sensei"))
    sh = view.definition("sh")
    assert sh.printed_text == ""  # no "1 less Gold when paying for a Personality"
    assert [m.from_stat for m in sh.production] == [Stat.GOLD_PRODUCTION]
    assert view.stat("sh", Stat.GOLD_PRODUCTION) == 6  # 5 + the Sensei's +1


def test_tsujiken_gold_is_measured(pool: Any) -> None:
    report = simulate(_deck(pool, "Tsujiken Sensei"), GoldfishConfig(turns=2, games=3, seed=2))
    assert not report.stronghold_stats_unread
    assert not any(g.kind == "sensei text" for g in report.not_modelled)
    assert not any("NOT MEASURED" in g.effect and "Stronghold has no" in g.text
                   for g in report.not_modelled)  # fmt: skip


def test_control_without_the_sensei_the_stronghold_keeps_its_text(pool: Any) -> None:
    view = _first_table(_deck(pool, None))
    sh = view.definition("sh")
    assert "1 less Gold when paying for a Personality" in (sh.printed_text or "")
    assert view.stat("sh", Stat.GOLD_PRODUCTION) == 5


def test_control_another_sensei_leaves_the_stronghold(pool: Any) -> None:
    """Control: a Sensei without the sentence (Kisada Sensei) blanks nothing."""
    view = _first_table(_deck(pool, "Kisada Sensei"))
    assert "1 less Gold when paying for a Personality" in (view.definition("sh").printed_text or "")
