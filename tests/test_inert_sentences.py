"""Trait sentences of cards in play that can turn no verdict (h30adv2 F1, F4, F5b): a rulebook
Cavalry ban, a prevented or later Honor gain, the Rule of Presence, a Ranged Attack's strength.
Real cards from ../shared/data (skipped without it); controls keep the sentences that can."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.inert_sentences import inert_sentence

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")


@pytest.mark.parametrize(
    ("said", "inert"),
    [
        (
            "While you are the Defender, players may not move Personalities using the rulebook "
            "Cavalry player ability.",
            True,
        ),
        (
            "If you are the Defender, Xijkt may be targeted by the rulebook "
            "Cavalry player ability.",
            True,
        ),
        ("You may target this Personality with the rulebook Cavalry player ability.", True),
        (
            "Players may not move units to this province's battlefield using the "
            "rulebook Cavalry player ability.",
            True,
        ),
        # a keyword given, or a target restriction beside it: may reach an action
        (
            "Your Ninja Personalities and Followers have Cavalry, and the rulebook Cavalry player "
            "ability may only move them to battlefields where they would be opposed.",
            False,
        ),
        (
            "This Personality has Hero and may not be targeted by the rulebook "
            "Cavalry player ability.",
            False,
        ),
        ("You will not gain Honor during the resolution of an action that creates a duel.", True),
        (
            "You do not gain Honor from duels involving this Personality, battles their army wins, "
            "assigning them as an ally, or actions they perform.",
            True,
        ),
        ("You cannot gain Honor, issue challenges, or take Political actions.", False),
        (
            "Once per turn, after a Spell action resolves that Sotatsu cast, gain "
            "1 Honor, or gain 2 "
            "Honor if she was at the current battlefield when it was announced.",
            True,
        ),
        ("After a Spell action resolves, gain 1 Honor and bow a target Personality.", False),
        (
            "Your actions are considered to satisfy the Rule of Presence if Ran was at the current "
            "battlefield at any time during this Attack Phase.",
            True,
        ),
        (
            "All your actions are considered to satisfy the Rule of Presence "
            "during battles at this "
            "card's battlefield, and taking an action which attaches or transfers this card to a "
            "province is an exception to the Rule of Presence during battles at that province's "
            "battlefields.",
            True,
        ),
        (
            "Your actions are considered to satisfy the Rule of Presence and your "
            "Samurai have +2F.",
            False,
        ),
        # a Ranged Attack's strength is its strict Force limit (h41adv4 W1): a penalty may
        # forbid (``solver.attack_scope.attack_kind``: Ranged Attacks only); a bonus can't
        (
            "Reduce the strength of Ranged Attacks targeting cards in Sotatsu's army by an amount "
            "equal to the number of Spells in her army.",
            False,
        ),
        ("Increase the strength of your Ranged Attacks by 1.", True),
        ("Reduce the Force of Personalities targeted by Ranged Attacks by 1.", False),
    ],
)
def test_inert_shapes(said: str, inert: bool) -> None:
    assert inert_sentence(said) is inert


def _rout_board(pool: CardPool, test_card: str, **place: Any) -> LoadedState:
    """A plain Rout in a battle (h30adv2 p09) with ``test_card`` at home (or ``place``)."""
    cards = [
        {"id": "shsh", "title": "Shiro Shiba", "owner": "phoenix", "zone": "home"},
        {"id": "silver", "title": "Silver Mine", "owner": "phoenix", "zone": "home"},
        {
            "id": "mirabu",
            "title": "Shiba Mirabu",
            "owner": "phoenix",
            "zone": "battlefield",
            "battlefield": "lion-p1",
        },
        {"id": "rout", "title": "Rout", "owner": "phoenix", "zone": "hand"},
        {
            "id": "robun",
            "title": "Matsu Robun",
            "owner": "lion",
            "zone": "battlefield",
            "battlefield": "lion-p1",
        },
        {"id": "test", "title": test_card, "owner": "phoenix", "zone": "home", **place},
    ]
    data = {
        "turn": 6,
        "active_player": "phoenix",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "lion-p1",
        "attacker": "phoenix",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 16},
            {"id": "lion", "clan": "lion", "family_honor": 19},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", cards=pool)


@real
@pytest.mark.parametrize(
    "title",
    ["Kedamono Sensei", "Doji Ran", "Isawa Sotatsu", "Garrison", "Iron Mountain"],
)
def test_a_plain_rout_stays_legal(pool: CardPool, title: str) -> None:
    board = _rout_board(pool, title)
    assert check(board, "phoenix", "rout").status == "legal"
    assert check(board, "phoenix", "shsh").status == "legal"  # Shiro Shiba's Battle action


@real
def test_control_a_sentence_that_may_reach_the_action_still_doubts(pool: CardPool) -> None:
    # Nio Sensei: a Gold sentence of the Stronghold not understood still doubts Rout's Gold
    # (Ikikashi Sensei's "a maximum of 3GP" is read since h41gold2: a Gold Production maximum)
    board = _rout_board(pool, "Nio Sensei")
    assert check(board, "phoenix", "rout").status == "unknown"
