"""Cost reductions worded as a payment's trigger ("Repeatable Reaction, :bow:: When paying for a
Samurai, give him -4 Gold Cost until he enters play." The Hiruma Dojo; "When paying for Soh, you
may reduce his Gold Cost by 2 ..."): Costs and restrictions / Changes to costs and payments.
Not modelled as Gold sources: a shortfall they could cover is ``unknown``, never ``illegal``
(h27adv2 F6: read as nothing, a Samurai payable only with the Dojo answered illegal); one of a
Courtier stays illegal. A bowed Stronghold whose Gold Production the data lacks pays nothing
(h27adv2 N5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.oracle.production import analyse_production
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board, set_personality

DOJO = (
    ":bow:: Produce 3 Gold.<br><b>Repeatable Reaction, :bow::</b> When paying for a Samurai, "
    "give him -4 Gold Cost until he enters play."
)


@pytest.mark.parametrize(
    "text",
    [
        "<b>Repeatable Reaction, :bow::</b> When paying for a Samurai, give him -4 Gold Cost "
        "until he enters play.",
        "<b>Repeatable Reaction, :bow::</b> When paying for a Seven Thunder Personality, reduce "
        "the Personality's cost to 0 until it is paid.",
        "<b>Repeatable Reaction, :bow::</b> When paying for an Item, pay less Gold equal to "
        "Shanegon's Chi.",
        "<b>Repeatable Reaction, :bow::</b> When paying for a Shadowlands card, lower the card's "
        "Gold Cost by 4 until it is paid.",
    ],
)
def test_a_paying_reduction_is_a_reduction(text: str) -> None:
    got = analyse_production(text, CardType.HOLDING)
    assert got.reduction and got.reductions and not got.modes and got.reason is None


def test_the_dojo_produces_and_reduces() -> None:
    got = analyse_production(DOJO, CardType.HOLDING)
    assert [m.gold for m in got.modes] == [3] and got.reason is None
    assert got.reductions == (
        "Repeatable Reaction, :bow:: When paying for a Samurai, give him -4 Gold Cost until he "
        "enters play.",
    )


def test_a_reduction_of_its_own_payment_is_no_other_payments() -> None:
    """ "When paying for Soh, ..." is Soh's own cost to enter play (the entering reader's), no
    reduction of another payment while he is in play; Osugi's is of the Spells equipped."""
    said = "When paying for Soh, you may reduce his Gold Cost by 2 until it is paid and "
    said += "permanently give him -2C."
    assert analyse_production(said, CardType.PERSONALITY, title="Hida Soh").reductions == ()
    other = "When paying to Equip a Spell to Osugi, you may reduce its Gold Cost to 0 until it "
    other += "enters play."
    got = analyse_production(other, CardType.PERSONALITY, title="Isawa Osugi")
    assert got.reductions == (other,)


def _cards(stronghold_gp: int | None) -> list[dict[str, Any]]:
    keep: dict[str, Any] = {"title": "Keep", "types": ["Stronghold"]}
    if stronghold_gp is not None:
        keep["gold_production"] = stronghold_gp
    return [
        keep,
        {"title": "Dojo", "types": ["Holding"], "gold_cost": 4, "text": DOJO},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2, "text": ":bow:: Produce 2 Gold."},
        set_personality("Swordsman", 6, keywords=["Samurai"]),
        set_personality("Talker", 6, keywords=["Courtier"]),
    ]


@pytest.mark.parametrize(("who", "expected"), [("sam", "legal"), ("court", "illegal")])
def test_a_shortfall_the_dojo_may_cover(tmp_path: Path, who: str, expected: str) -> None:
    """5 Gold for a 6-Gold Samurai: the Dojo's -4 covers it (``solver.paying_reduction_sources``);
    a Courtier it can't."""
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "dojo", "title": "Dojo", "owner": "me", "zone": "home"},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "sam", "title": "Swordsman", "owner": "me", "zone": "province", "province": 0},
        {"id": "court", "title": "Talker", "owner": "me", "zone": "province", "province": 1},
    ]
    verdict = check(set_board(tmp_path, _cards(3), table), "me", who, RECRUIT)
    assert verdict.status == expected, verdict.reasons
    assert not any("give him -4 Gold Cost" in r for r in verdict.reasons)


@pytest.mark.parametrize(("bowed", "expected"), [(True, "illegal"), (False, "unknown")])
def test_a_bowed_stronghold_without_its_stat_pays_nothing(
    tmp_path: Path, bowed: bool, expected: str
) -> None:
    """The data lacks the Stronghold's Gold Production: unbowed it may pay (unknown); bowed it
    can't produce (Gold production: bow to produce), so the Courtier's shortfall is illegal."""
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": bowed},
        {"id": "mine", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "court", "title": "Talker", "owner": "me", "zone": "province", "province": 1},
    ]
    verdict = check(set_board(tmp_path, _cards(None), table), "me", "court", RECRUIT)
    assert verdict.status == expected, verdict.reasons
