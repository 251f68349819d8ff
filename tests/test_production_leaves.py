"""Gold produced at the cost of the card leaving play, for a named payment (Costs and
restrictions / Gold production), and the card type that ends the last of several lone keywords
("a Samurai or Bushi Personality")."""

from __future__ import annotations

from model.common import CardType
from model.oracle.production import analyse_production
from model.oracle.production_terms import _pay_selectors
from model.payments import PaidFor, PaySelector

_QUARTERMASTER = (
    ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Samurai or Bushi Personality, destroy "
    "this Holding to produce 2 Gold which may only pay for him and create and attach a "
    "+2F/+1C Weapon Item to him after he enters play."
)


def test_destroy_this_holding_when_paying_for_a_personality() -> None:
    analysis = analyse_production(_QUARTERMASTER, CardType.HOLDING)
    assert analysis.status == "modelled"
    plain, samurai, bushi = analysis.modes or ()
    assert (plain.gold, plain.only_for, plain.leaves_play) == (2, None, None)
    for mode, keyword in ((samurai, "samurai"), (bushi, "bushi")):
        assert (mode.gold, mode.leaves_play, mode.bow) == (2, "destroy", True)
        assert mode.only_for == PaySelector(
            action=False, type=CardType.PERSONALITY, keyword=keyword
        )
    assert samurai.only_for is not None
    assert not samurai.only_for.matches(PaidFor(type=CardType.FOLLOWER, keywords=("samurai",)))


def test_leaving_play_for_a_payment_needs_its_gold_to_pay_only_for_it() -> None:
    # "the Gold's use is not stated" (README: "When paying for X, produce N Gold" needs it)
    nori = analyse_production(
        ":bow:: When paying for a Naga, destroy this Holding to produce 6 Gold.", CardType.HOLDING
    )
    assert nori.status == "unmodelled"
    # any other effect after the Gold: not read
    other = analyse_production(
        ":bow:: When paying for a Samurai, destroy this Holding to produce 2 Gold which may "
        "only pay for him and straighten him.",
        CardType.HOLDING,
    )
    assert other.status == "unmodelled"


def test_a_card_type_after_lone_keywords_ends_each() -> None:
    assert _pay_selectors("a samurai or bushi personality") == [
        PaySelector(action=False, type=CardType.PERSONALITY, keyword="samurai"),
        PaySelector(action=False, type=CardType.PERSONALITY, keyword="bushi"),
    ]
    assert _pay_selectors("a ninja, shugenja, or courtier personality") == [
        PaySelector(action=False, type=CardType.PERSONALITY, keyword=k)
        for k in ("ninja", "shugenja", "courtier")
    ]
    # an article of its own: two noun phrases
    assert _pay_selectors("a retainer or a monk personality") == [
        PaySelector(action=False, keyword="retainer"),
        PaySelector(action=False, type=CardType.PERSONALITY, keyword="monk"),
    ]
    # a card type before: nothing to distribute
    assert _pay_selectors("a follower or samurai personality") == [
        PaySelector(action=False, type=CardType.FOLLOWER),
        PaySelector(action=False, type=CardType.PERSONALITY, keyword="samurai"),
    ]
