"""A Gold-producing Reaction read as a production mode is not offered beside a state's effect
that may bar or tax it (``solver.reaction_sources``; h40adv7 W1, W2): Paid Off (4) paid with
Yasuki Tanimura's "produce 3 Gold which may only pay for that action", Luxurious Silk's or
Seaside Bazaar's Reaction while Reactions may not be announced or cost 1 more was `legal`."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h40adv7"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@needs_data
@pytest.mark.parametrize("board", ["p15h", "p06c", "p07c", "p07h"])
def test_a_reached_reaction_pays_nothing_certain(pool: CardPool, board: str) -> None:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "unknown", v.reasons
    assert "Gold-producing Reaction, which a stated effect may bar or tax" in v.reasons[0]
    assert "cost_change +1" in v.reasons[0] and "source 'test'" in v.reasons[0]  # named (h41)


@needs_data
def test_control_another_players_ban_leaves_it(pool: CardPool) -> None:
    """The lion player's ban on Reactions does not bind the crab player's Tanimura (p06d)."""
    loaded = load_state(BOARDS / "p06d.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "legal", v.reasons


@needs_data
@pytest.mark.parametrize(
    ("board", "card"),
    [
        ("p06b", "Yasuki Tanimura"),  # {designator: reaction}
        ("p06e", "Yasuki Tanimura"),  # {card_type: personality, designator: reaction}
        ("p07b", "Luxurious Silk"),  # a Tireless Reaction, usable while bowed
        ("p15b", "Seaside Bazaar"),
        ("p16b", "Coin Pouch"),
        ("washi_ban", "Seppun Washi"),  # "bow Washi: Produce 2 Gold." is the Reaction
        ("silk_tireless_ban", "Luxurious Silk"),  # the keyword its paying Reaction prints
    ],
)
def test_a_ban_surely_matching_the_reaction_settles_it_out(
    pool: CardPool, board: str, card: str
) -> None:
    """h40adv7 N3, W7: a stated ``may_not: announce`` matching the paying Reaction exactly bars
    it: the Gold without it is short, ``illegal``, and the reason names the effect's source."""
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "illegal", v.reasons
    assert f"{card} (" in v.reasons[0] and "may_not: announce" in v.reasons[0], v.reasons
    assert "source 'test'" in v.reasons[0]


@needs_data
def test_truce_under_a_ban_on_reactions(pool: CardPool) -> None:
    """p08b: Truce in the hand can't be played under a ban on Reactions: 7 < 8, illegal, the
    ban named (was `unknown`, "what the Reaction's Gold may pay for is not clear")."""
    v = check(load_state(BOARDS / "p08b.yaml", cards=pool), "crab", "p1", "recruit")
    assert v.status == "illegal", v.reasons
    assert "Truce (truce)" in v.reasons[0] and "not clear" not in v.reasons[0]


@needs_data
def test_control_a_tax_on_strategies_keeps_truce_a_doubt(pool: CardPool) -> None:
    """p08h: +1 Gold on Strategies may tax Truce, not bar it: still `unknown`, the doubt naming
    the effect (h40adv7 W7)."""
    v = check(load_state(BOARDS / "p08h.yaml", cards=pool), "crab", "p1", "recruit")
    assert v.status == "unknown", v.reasons
    assert "a stated effect may bar or tax this Reaction: cost_change +1" in v.reasons[0]
    assert "{card_type: strategy}, source 'test'" in v.reasons[0]


@needs_data
@pytest.mark.parametrize("board", ["p06a", "p06g", "washi_pol", "washi_none", "silk_political_ban"])
def test_a_keyword_ban_reaches_only_the_paying_reaction(pool: CardPool, board: str) -> None:
    """Item 1: a ban on Political actions does not reach Tanimura's paying Reaction (no keyword)
    though his other Reaction is Political: `legal` (was `unknown`); Washi likewise, and with
    no effect at all."""
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "legal", v.reasons


@needs_data
def test_control_a_tax_on_personalities_keeps_washi_a_doubt(pool: CardPool) -> None:
    """+1 Gold on Personalities' actions may tax Seppun Washi's Reaction: `unknown`, never a
    plan resting on it (was `legal` with Washi in the plan: his bowing Reaction a plain mode)."""
    loaded = load_state(BOARDS / "washi_tax.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "unknown", v.reasons
    assert "Seppun Washi" in v.reasons[0]
