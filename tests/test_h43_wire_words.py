"""What a refusal and a witness say (h43wire; Costs and restrictions / Gold production;
Reference 04, the Gold icon). A Gold refusal names Hato-gurama's ban ("You may not choose this
card to be discarded ... if you have other cards in your hand.") only where the joint search of
Asahina Keigo and Asahina Tamako could not count it discarded last (``solver.joint_refusal``);
a joint search too big to try answers ``unknown`` naming its size, not the time limit; the
witness of a ":gstar:" action says "pay any amount of Gold (N paid)". Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool
from solver import joint_discards
from solver.good_faith import check
from tests.test_h43_gstar_plan import _hiromi
from tests.test_h43_joint_discards import _board

_BAN = "Hato-gurama (h0) may not be discarded"


def test_a_ban_the_joint_search_counted_past_is_not_named(tmp_path: Path, pool: CardPool) -> None:
    """Hato-gurama and Tell the Tale under a 3 Gold Strategy tax: both discarded (Hato-gurama
    last) give 4 of 7: illegal, the reason the total, not the ban (was "Hato-gurama (h0) may
    not be discarded"); with a 1 Gold tax, the same."""
    for tax in (3, 1):
        v = check(_board(tmp_path, pool, ["Hato-gurama", "Tell the Tale"], tax=tax), "a", "paid", 0)
        assert v.status == "illegal", v.reasons
        assert _BAN not in v.reasons[0] and "at most 4 Gold in total" in v.reasons[0]


def test_control_a_ban_that_keeps_the_card_is_named_with_why(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: Hato-gurama and two Tell the Tale: two producers take two of three cards, a card
    stays beside it: the ban is named, saying so; Keigo alone: the ban named as before."""
    hand = ["Hato-gurama", "Tell the Tale", "Tell the Tale"]
    v = check(_board(tmp_path, pool, hand), "a", "paid", 0)
    assert v.status == "illegal", v.reasons
    assert _BAN in v.reasons[0] and "another card stays beside it" in v.reasons[0]
    v = check(_board(tmp_path, pool, hand[:2], tamako=False, farms=1), "a", "paid", 0)
    assert v.status == "illegal", v.reasons
    assert _BAN in v.reasons[0] and "stays beside" not in v.reasons[0]


def test_alike_cards_are_one_way(tmp_path: Path, pool: CardPool) -> None:
    """Seven Tell the Tale with Keigo, Tamako and Asahina Sekawa: cards of one Focus Value are
    one way (not 210): 3 < 4, illegal (was unknown, "a choice not made jointly")."""
    v = check(_board(tmp_path, pool, ["Tell the Tale"] * 7, sekawa=True), "a", "paid", 0)
    assert v.status == "illegal", v.reasons


def test_too_many_ways_is_unknown_naming_it(
    tmp_path: Path, pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A search over its limit (here lowered to 1 way; Tell the Tale (1) and Kaiu Axe (2) are
    two ways) answers unknown naming its size, not the time limit; control: within the limit,
    illegal (1 + 2 < 4)."""
    board = _board(tmp_path, pool, ["Tell the Tale", "Kaiu Axe"])
    v = check(board, "a", "paid", 0)
    assert v.status == "illegal", v.reasons
    monkeypatch.setattr(joint_discards, "_MOST_WAYS", 1)
    v = check(_board(tmp_path, pool, ["Tell the Tale", "Kaiu Axe"]), "a", "paid", 0)
    assert v.status == "unknown", v.reasons
    assert "more than 1 ways to hand the cards" in v.reasons[0]
    assert not any("time limit" in r for r in v.reasons)


def test_the_star_cost_is_said_as_any_amount(pool: CardPool) -> None:
    """Yoritomo Hiromi • Experienced against Toritaka Chokichi (4F): the witness's cost reads
    "pay any amount of Gold (4 paid)" (was "pay Gold equal to target1's Force")."""
    v = check(_hiromi(pool), "a", "hir", 0, targets={"target1": ["chok"]})
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    said = [o.text for o in v.witness.costs if o.kind == "gold"]
    assert said == ["pay any amount of Gold (4 paid)"], said
