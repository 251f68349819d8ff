"""A card in play whose Gold text is not understood and may lower what other cards produce
("When Trade Route produces Gold, it produces 2 less Gold"): a plan that produces Gold is then
``unknown``, never a guessed legal (solver.production.gold_lowered_reason)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

MARKET = {
    "title": "T Market",
    "type": "holding",
    "production_unread": "When T Mine produces Gold, it produces 2 less Gold.",
    "production_may_lower": True,
}


def _verdict(text: str, lowering: bool) -> Any:
    (action,) = import_text(text, title="T Plan", card_type=CardType.STRATEGY).actions
    assert action.full, action.not_understood
    ab = imported(text, "T Plan", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Plan", "type": "strategy", "abilities": [ab]},
        {"title": "T Mine", "type": "holding", "production": [{"gold": 2}]},
        MARKET,
    ]
    cards = [card("s", "T Plan", "me", zone="hand"), card("mine", "T Mine", "me")]
    if lowering:
        cards.append(card("market", "T Market", "them"))
    return check(board(defs, cards), "me", "s", 0)


@pytest.mark.parametrize("lowering", [False, True])
def test_a_plan_producing_gold_is_unknown_while_gold_may_be_lowered(lowering: bool) -> None:
    verdict = _verdict("<b>Open:</b> Pay 2 Gold: Draw a card.", lowering)
    if not lowering:
        assert verdict.status == "legal"
    else:
        assert verdict.status == "unknown"
        assert verdict.details[0].code == "gold" and "T Market" in verdict.reasons[0]


def test_an_action_needing_no_gold_stays_legal() -> None:
    assert _verdict("<b>Open:</b> Draw a card.", True).status == "legal"


def test_a_card_of_two_clans_is_paid_for_as_either() -> None:
    """A card with two Clan Alignments has each (Reference 04, same and different keywords):
    a source "only for Crane Clan cards" pays for a Crab and Crane Personality."""
    from model.cards import CardDef
    from model.payments import PaidFor, PaySelector
    from solver.production import paid_for

    crane = PaySelector(clan="crane")
    assert crane.matches(PaidFor(clan="crab", also_clans=("crane",)))
    assert not crane.matches(PaidFor(clan="crab"))
    both = CardDef(title="T Both", type=CardType.PERSONALITY, clan=("crab", "crane"))
    assert crane.matches(paid_for(both)) and PaySelector(clan="crab").matches(paid_for(both))
    with pytest.raises(ValueError, match="beside 'clan'"):
        PaidFor(also_clans=("crane",))


def test_gold_for_each_card_with_words_in_its_title() -> None:
    """'plus 1 Gold for each card in play with "Marketplace" in its title' (Port): every
    player's cards in play whose title (subtitles and all, Reference 03) holds the words."""
    from model.oracle.production import analyse_production
    from tests.builders import view

    text = (
        ':bow:: Produce 2 Gold, plus 1 Gold for each card in play with "Marketplace" in its title.'
    )
    analysis = analyse_production(text, CardType.HOLDING)
    assert analysis.status == "modelled", analysis.reason
    (mode,) = analysis.modes or ()
    (per,) = mode.per_card
    assert per.select.title_contains == "marketplace" and per.gold == 1
    loaded = board(
        [
            {"title": "T Port", "type": "holding", "production": [{"gold": 2, "per_card": [
                {"select": {"title_contains": "marketplace"}, "gold": 1}]}]},
            {"title": "Bustling Marketplace", "type": "holding"},
            {"title": "T Mine", "type": "holding"},
        ],
        [card("port", "T Port", "me"), card("m1", "Bustling Marketplace", "them"),
         card("m2", "Bustling Marketplace", "me", zone="province", province=0, face_up=False),
         card("mine", "T Mine", "me")],
    )  # fmt: skip
    from solver.production import gold_sources

    (source,) = [s for s in gold_sources(view(loaded), "me") if s.id.startswith("port")]
    assert source.gold == 3  # the face-down one is not in play


def test_a_reduction_naming_non_gold_producing_cards_lowers_no_gold() -> None:
    """Iemasa Sensei's "Recruit a target non-Gold-producing Fortification for 2 less Gold." is a
    reduction, not Gold that may be lowered (board-wide needless unknowns found by h24adv1)."""
    from model.common import CardType
    from model.oracle.production import analyse_production

    text = (
        "<b>Dynasty, :bow:, :g*::</b> Recruit a target non-Gold-producing Fortification for 2 "
        "less Gold."
    )
    got = analyse_production([text], CardType.SENSEI, None, title="Iemasa Sensei")
    assert not got.may_lower and got.reductions


def test_a_cap_on_gold_production_may_lower_gold() -> None:
    """Ikikashi Sensei's "Your Stronghold has a maximum of 3GP." was not read: Gold plans were
    doubted, never a silent legal with a 4GP Stronghold (found by h24adv2 F4). Since h41gold2 it
    is read as the Stronghold's maximum Gold Production (``model.cardtext.player_stats``; board:
    ``tests/test_stronghold_maximum.py``); the same cap in other words stays a doubt."""
    from model.cardtext.player_stats import stronghold_gold_maximum
    from model.common import CardType
    from model.oracle.production import analyse_production

    said = "Your Stronghold has a maximum of 3GP."
    assert stronghold_gold_maximum([said]) == 3
    got = analyse_production([said], CardType.SENSEI, None)
    assert not got.produces and got.reason is None
    other = analyse_production(["Your Stronghold produces at most 3 Gold."], CardType.SENSEI, None)
    assert other.may_lower


def test_a_card_lowering_only_its_own_gold() -> None:
    """ "This Holding has -1GP while your Stronghold's Gold Production is 4 or greater." (Suana
    Dojo, h24adv1 sd1/sd2): it lowers only its own Gold, so a plan that does not use it stands,
    whoever controls it; a plan that uses it stays unknown (the control)."""
    from model.oracle.production import analyse_production

    own = "This Holding has -1GP while your Stronghold's Gold Production is 4 or greater."
    analysis = analyse_production(own, CardType.HOLDING, 3)
    assert analysis.may_lower and analysis.lowers_only_itself
    other = analyse_production(
        "Open: Target a non-Unique Holding: It produces 1 less Gold when it bows to produce Gold.",
        CardType.HOLDING,
    )
    assert other.may_lower and not other.lowers_only_itself
    ab = imported("<b>Open:</b> Pay 2 Gold: Draw a card.", "T Plan", CardType.STRATEGY)
    dojo = {
        "title": "T Dojo",
        "type": "holding",
        "production": [{"gold": 2}],
        "production_unread": own,
        "production_may_lower": True,
        "production_lowers_only_itself": True,
    }
    defs: list[dict[str, Any]] = [
        {"title": "T Plan", "type": "strategy", "abilities": [ab]},
        {"title": "T Mine", "type": "holding", "production": [{"gold": 2}]},
        dojo,
    ]
    plan = card("s", "T Plan", "me", zone="hand")
    for owner in ("me", "them"):
        cards = [plan, card("mine", "T Mine", "me"), card("dojo", "T Dojo", owner)]
        assert check(board(defs, cards), "me", "s", 0).status == "legal"
    # only the Dojo can pay: its own penalty may leave it short
    v = check(board(defs, [plan, card("dojo", "T Dojo", "me")]), "me", "s", 0)
    assert v.status == "unknown" and "T Dojo" in v.reasons[0]
