"""Palace of the Breaking Dawn: "Your Ronin cards enter play for 1 less Gold and ignoring Honor
Requirements." read for its controller's Recruit and Equip of a card with the Ronin keyword
(Costs and restrictions / Changes to costs and payments; Reference 03, Honor Requirement;
``solver.in_play_reductions``, ``solver.honor_permissions``; h38adv2 F2): the Gold cost is 1
less, the Honor Requirement ignored. A non-Ronin card, or another player's Palace: untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from model.state import View
from solver.entering import restriction_problem
from solver.good_faith import check
from tests.builders import yaml_lines_board

PALACE = "Palace of the Breaking Dawn"


def _board(
    tmp: Path,
    pool: CardPool,
    *,
    palace_owner: str = "ronin",
    officer: bool = True,
    bowed: bool = False,
) -> Any:
    lines = [
        "turn: 4",
        "active_player: ronin",
        "phase: dynasty",
        "players:",
        "  - {id: ronin, family_honor: 2}",
        "  - {id: crab, clan: crab, family_honor: 6}",
        "cards:",
        f"  - {{id: palace, title: {PALACE}, owner: {palace_owner}, zone: home, bowed: {bowed}}}",
        "  - {id: rfarm, title: Large Farm, owner: ronin, zone: home}",
        "  - {id: counting, title: Counting House, owner: ronin, zone: home}",
        "  - {id: rp1, title: Enomoto, owner: ronin, zone: province, province: 1}",
        "  - {id: rp2, title: Tadatsugu, owner: ronin, zone: province, province: 2}",
        "  - {id: rp3, title: Kitsu Kagako, owner: ronin, zone: province, province: 3}",
        "  - {id: iron, title: Iron Mine, owner: crab, zone: home}",
    ]
    if officer:
        lines.append("  - {id: officer, title: Recruitment Officer, owner: ronin, zone: home}")
    if palace_owner != "ronin":
        lines.append("  - {id: sh, title: Kyuden Hida • Experienced, owner: ronin, zone: home}")
    return yaml_lines_board(tmp, pool, "palace", lines)


def _costs(v: Any) -> list[str]:
    return [] if v.witness is None else [str(c) for c in v.witness.costs]


def test_a_ronin_recruit_costs_one_less(tmp_path: Path, pool: CardPool) -> None:
    """Tadatsugu (7): 6, Palace 3 + Recruitment Officer 3 pay it."""
    v = check(_board(tmp_path, pool), "ronin", "rp2", "recruit")
    assert v.status == "legal", v.reasons
    assert any("pay 6 Gold" in c and PALACE in c for c in _costs(v)), _costs(v)


def test_a_ronin_honor_requirement_is_ignored(tmp_path: Path, pool: CardPool) -> None:
    """Enomoto (5, Honor Requirement 6 against Family Honor 2): legal for 4 (was unknown)."""
    v = check(_board(tmp_path, pool), "ronin", "rp1", "recruit")
    assert v.status == "legal", v.reasons
    assert any("pay 4 Gold" in c for c in _costs(v)), _costs(v)


def test_control_a_non_ronin_keeps_its_honor_requirement(tmp_path: Path, pool: CardPool) -> None:
    """Kitsu Kagako (no Ronin keyword, Honor Requirement 4 > 2): illegal, for its HR."""
    v = check(_board(tmp_path, pool), "ronin", "rp3", "recruit")
    assert v.status == "illegal", v.reasons
    assert any("Honor Requirement 4" in r for r in v.reasons), v.reasons


def test_control_another_players_palace(tmp_path: Path, pool: CardPool) -> None:
    """The Crab player's Palace says "Your Ronin cards": Enomoto's HR 6 > 2 stands."""
    v = check(_board(tmp_path, pool, palace_owner="crab"), "ronin", "rp1", "recruit")
    assert v.status == "illegal", v.reasons
    assert any("Honor Requirement 6" in r for r in v.reasons), v.reasons


def test_control_short_at_the_lowered_cost(tmp_path: Path, pool: CardPool) -> None:
    """Palace bowed, no Recruitment Officer: Large Farm 2 + Counting House 2 = 4 for Tadatsugu's
    6: illegal for certain (the reduction is in the price, no doubt left)."""
    v = check(_board(tmp_path, pool, officer=False, bowed=True), "ronin", "rp2", "recruit")
    assert v.status == "illegal", v.reasons
    assert any("6" in r for r in v.reasons), v.reasons


def test_the_goldfish_plays_it(pool: CardPool) -> None:
    """``goodfaith deck``: Palace of the Breaking Dawn (3 Gold, Family Honor 2) buys Aoyama
    (Ronin, 4 Gold, Honor Requirement 7) on turn 1 for 3, and the sentence is not listed as
    not modelled; a non-Ronin control (Ikoma Shika, 2 Gold, HR 4) is never bought: its HR."""
    from model.decklist import parse_decklist
    from solver.analysis.goldfish import GoldfishConfig, model_gaps, play_game

    cards = dict(pool.definitions())
    text = f"Stronghold\n1 {PALACE}\nDynasty\n40 Aoyama\nFate\n40 Ashigaru Spearmen\n"
    deck = parse_decklist(text, "ronin.txt", cards)
    (log,) = play_game(deck, 0, GoldfishConfig(turns=1, games=1))
    assert log.bought == ("Aoyama",) and log.gold_paid == 3
    assert not [g for g in model_gaps(deck) if g.title == PALACE]
    control = parse_decklist(
        f"Stronghold\n1 {PALACE}\nDynasty\n40 Ikoma Shika\nFate\n40 Ashigaru Spearmen\n",
        "lion.txt",
        cards,
    )
    seen: list[str | None] = []

    def observe(view: View) -> None:
        shika = next(c.id for c in view.state.cards if c.title == "Ikoma Shika")
        seen.append(restriction_problem(view, "me", view.definition(shika), card=shika))

    (log,) = play_game(control, 0, GoldfishConfig(turns=1, games=1), None, observe)
    assert log.bought == ()
    assert seen and seen[0] is not None and "Honor Requirement 4" in seen[0]


def test_an_action_bringing_a_ronin_costs_one_less(tmp_path: Path, pool: CardPool) -> None:
    """Masaya's own "Open: ... paying 2 less Gold" (an action, not the rulebook Recruit): the
    Palace's "Your Ronin cards enter play for 1 less Gold" is about the card entering play,
    however it enters (h46fixa W2, ``solver.bring_price``): 6 - 2 - 1 = 3 Gold, Recruitment
    Officer's 3 pay it (was ``unknown``, the sentence not read for an action)."""
    lines = [
        "turn: 4",
        "active_player: ronin",
        "phase: action",
        "players:",
        "  - {id: ronin, family_honor: 2}",
        "  - {id: crab, clan: crab, family_honor: 6}",
        "cards:",
        f"  - {{id: palace, title: {PALACE}, owner: ronin, zone: home, bowed: true}}",
        "  - {id: officer, title: Recruitment Officer, owner: ronin, zone: home}",
        "  - {id: rp3, title: Masaya, owner: ronin, zone: province, province: 3}",
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    ]
    v = check(yaml_lines_board(tmp_path, pool, "masaya", lines), "ronin", "rp3", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.gold_produced == 3, v.witness.plan


def test_the_honor_requirement_part_is_read_only_with_keyword_cards() -> None:
    """The Gold part with "and ignoring Honor Requirements" is read only where that part is
    (``solver.honor_permissions``: "<Keyword> cards"); otherwise the sentence stays unread."""
    from solver.in_play_reductions import reduction_shape
    from solver.keyword_entering import entering_ignoring_keyword

    said = "Your Ronin cards enter play for 1 less Gold and ignoring Honor Requirements."
    assert reduction_shape(said) and entering_ignoring_keyword(said) == "ronin"
    for other in (
        "Your Ninja Personalities enter play for 1 less Gold and ignoring Honor Requirements.",
        "Your Crab cards enter play for 1 less Gold and ignoring Honor Requirements.",
        "Your Follower cards enter play for 1 less Gold and ignoring Honor Requirements.",
    ):
        assert not reduction_shape(other) and entering_ignoring_keyword(other) is None
