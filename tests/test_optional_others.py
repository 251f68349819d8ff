"""A last sentence of optional or another player's targeting (``model.cardtext.optional_others``;
Abilities and actions / B: "may target" wording is optional, targeting done by another player
happens as the effect resolves): real cards from ../shared/data (skipped without it), each with a
legal and an illegal board, and controls that stay unread."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import combat_board, state_card, two_player_board
from tests.conftest import DATA

needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

ARMOR = "Ancestral Armor of the Phoenix Clan • Experienced"


@needs_data
@pytest.mark.parametrize(
    ("title", "kept"),
    [
        (ARMOR, "If he does not, he must target and bow one of his unbowed Personalities."),
        ("Aranai's Armor", "you may target and rehonor another Personality."),
        ("Akodo Misaka", "The winner may target and give Reserve to a Personality in a Province,"),
    ],
)
def test_the_sentence_is_kept_as_an_optional_effect(pool: CardPool, title: str, kept: str) -> None:
    ab = pool.definitions()[title].abilities[-1]
    assert not ab.not_understood
    last = ab.effects[-1]
    assert last.optional and last.step is not None and last.step.startswith(kept)
    assert not any(t.block == "effects" for t in ab.all_target_specs()[1:])


def _armor(pool: CardPool, bowed: bool, enemy: bool) -> str:
    cards = [
        state_card("p1", "Shiba Tsukune", owner="phoenix"),
        state_card("arm", ARMOR, owner="phoenix", attached_to="p1", bowed=bowed),
    ]
    if enemy:
        cards.append(state_card("e1", "Hida Kisada", owner="crab"))
    board = two_player_board(pool, cards, me="phoenix", them="crab")
    return check(board, "phoenix", "arm", 0).status


@needs_data
def test_another_players_targeting_is_no_requirement(pool: CardPool) -> None:
    # the other player has no Personality to bow: his targeting asks nothing of the announcement
    assert _armor(pool, bowed=False, enemy=False) == "legal"
    assert _armor(pool, bowed=False, enemy=True) == "legal"


@needs_data
def test_control_a_bowed_armor_is_illegal(pool: CardPool) -> None:
    assert _armor(pool, bowed=True, enemy=True) == "illegal"


@needs_data
def test_misaka_needs_his_challenge_target_only(pool: CardPool) -> None:
    misaka = state_card("mis", "Akodo Misaka", owner="phoenix", zone="battlefield", battlefield="b")
    enemy = state_card("e1", "Hida Kisada", owner="crab", zone="battlefield", battlefield="b")
    # no Personality in any Province: the winner's "may target" asks nothing
    with_enemy = check(
        combat_board(pool, [misaka, enemy], "phoenix", "crab", "b"), "phoenix", "mis", 0
    )
    assert with_enemy.status == "legal"
    alone = check(combat_board(pool, [misaka], "phoenix", "crab", "b"), "phoenix", "mis", 0)
    assert alone.status == "illegal"
    assert "target1" in alone.reasons[0]


def _court(pool: CardPool, courtier: bool, combat: bool = False) -> str:
    cards = [
        state_card("gc", "Governor's Court", owner="crane"),
        state_card("e1", "Hida Kisada", owner="crab", bowed=True),
    ]
    if courtier:
        cards.append(state_card("c1", "Bayushi Shibata", owner="crane"))
    if combat:
        cards.append(state_card("a1", "Doji Dainagon", zone="battlefield", battlefield="b"))
        board = combat_board(pool, cards, "crane", "crab", "b")
    else:
        board = two_player_board(pool, cards, me="crane", them="crab")
    return check(
        board, "crane", "gc", len(pool.definitions()["Governor's Court"].abilities) - 1
    ).status


@needs_data
def test_governors_court_he_may_choose_to_target_is_optional(pool: CardPool) -> None:
    ab = pool.definitions()["Governor's Court"].abilities[-1]
    assert not ab.not_understood
    steps = [e.step for e in ab.effects if e.optional]
    assert steps == [
        "He may choose to target and bow one of his unbowed Personalities.",
        "If he does not choose this, gain 2 Honor.",
    ]
    # his Personality bowed: his optional targeting asks nothing of the announcement
    assert _court(pool, courtier=True) == "legal"
    # no Courtier: the performer named in the effects reads two ways (kept unknown)
    assert _court(pool, courtier=False) == "unknown"


@needs_data
def test_control_governors_court_is_no_battle_action(pool: CardPool) -> None:
    assert _court(pool, courtier=True, combat=True) == "illegal"


@needs_data
@pytest.mark.parametrize("title", ["Scandalous Rumors"])
def test_control_a_later_sentence_referring_back_stays_unread(pool: CardPool, title: str) -> None:
    # "He loses 1 Honor for each ... that this did not move" refers back to the optional one
    ab = pool.definitions()[title].abilities[-1]
    assert ab.not_understood


@pytest.mark.parametrize(
    "text",
    [
        # "he" after a sentence naming no other player: whose targeting?
        "<b>Battle:</b> You may discard a card. If he does not, he must target and bow one of "
        "his unbowed Personalities.",
        # "must" by the winner: required when you win?
        "<b>Battle:</b> Bow a target Personality. The winner must target and bow a Follower.",
        # a follow-up that is more than gaining Honor
        "<b>Battle:</b> Bow a target Personality. He may choose to target and bow a Follower. "
        "If he does not choose this, destroy a target Holding.",
        # a cost word in the optional clause
        "<b>Battle:</b> Bow a target Personality, and you may target and bow a Follower as a "
        "cost or lose 2 Honor.",
    ],
)
def test_control_other_wordings_stay_unread(text: str) -> None:
    (para,) = import_text([text], title="X", card_type=CardType.STRATEGY).paragraphs
    assert not para.full
