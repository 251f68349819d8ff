"""Attack sentences of cards in play (solver/attack_scope.py): a restriction on the targets of a
kind of attack, or a change to its strength, concerns only actions that may make that attack,
of the players it names, and a legal witness targeting none of its card's unit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from model.cardtext import import_text
from solver.attack_scope import attack_said, may_make
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_SHIELD = "Ranged Attacks cannot target cards in this unit."
_PENALTY = "Melee and Ranged Attacks targeting cards in this unit have -3 strength."
#: an opening "If" read two ways, and no attack
_TWO_READINGS = "<b>Battle:</b> If Actor is attacking, bow a target enemy Follower."


@pytest.mark.parametrize(
    ("said", "title", "kinds", "whose"),
    [
        (_SHIELD, "Shield Wall", {"ranged"}, None),
        ("Melee Attacks may not target this Follower.", "Seasoned Ashigaru", {"melee"}, None),
        (
            "Melee and Ranged Attacks may not target Kazuki.",
            "Asako Kazuki",
            {"melee", "ranged"},
            None,
        ),
        ("Melee Attacks may not target Chiisai's Followers.", "Chiisai", {"melee"}, None),
        (_PENALTY, "Shieldman", {"melee", "ranged"}, None),
        (
            "Fear effects, Melee Attacks, and Ranged Attacks targeting this Follower have -1 "
            "strength.",
            "Trained Horsemen",
            {"fear", "melee", "ranged"},
            None,
        ),
        (
            "Other players' Melee and Ranged attacks targeting cards in Eichi's unit have a "
            "strength penalty equal to the number of your Fortifications at his battlefield.",
            "Kaiu Eichi",
            {"melee", "ranged"},
            "others",
        ),
    ],
)
def test_reading_attack_sentences(
    said: str, title: str, kinds: set[str], whose: str | None
) -> None:
    kind = (
        CardType.PERSONALITY
        if title in ("Asako Kazuki", "Chiisai", "Kaiu Eichi")
        else CardType.FOLLOWER
    )
    found = attack_said(said, title, kind)
    assert found is not None
    assert found.kinds == kinds and found.whose == whose


@pytest.mark.parametrize(
    ("said", "title", "kind"),
    [
        # an army, not a unit; another card's name; a keyword, not the card's own name
        (
            "Fear effects, Melee Attacks, and Ranged Attacks targeting your Crab Clan "
            "Personalities in Kisada's army have -1 strength.",
            "Hida Kisada",
            CardType.PERSONALITY,
        ),
        ("Melee Attacks may not target Kazuki.", "Bayushi Kazuki", CardType.FOLLOWER),
        ("Melee Attacks may not target Hoturi.", "Doji Kurohito", CardType.PERSONALITY),
        ("Ranged Attacks may not target Samurai.", "Samurai Warriors", CardType.FOLLOWER),
        # a bonus, a condition: not this shape
        ("Melee Attacks targeting this Follower have +1 strength.", "X", CardType.FOLLOWER),
        (
            "Melee Attacks targeting this Follower have -1 strength if it is bowed.",
            "X",
            CardType.FOLLOWER,
        ),
    ],
)
def test_attack_sentences_not_read(said: str, title: str, kind: CardType) -> None:
    assert attack_said(said, title, kind) is None


@pytest.mark.parametrize(
    ("text", "kinds", "expected"),
    [
        ("<b>Battle:</b> Melee 3 Attack.", {"ranged"}, False),
        ("<b>Battle:</b> Melee 3 Attack.", {"melee", "ranged"}, True),
        ("<b>Battle:</b> Ranged 2 Attack.", {"melee"}, False),
        ("<b>Battle:</b> Fear 2.", {"melee", "ranged"}, False),
        ("<b>Battle:</b> Fear 2.", {"fear"}, True),
        ("<b>Battle:</b> Melee 2 Attack or Ranged 2 Attack.", {"ranged"}, True),
        # an attack of no named kind may be any
        ("<b>Battle:</b> Take an additional attack action.", {"ranged"}, True),
        ("<b>Battle:</b> Bow a target enemy Follower.", {"fear", "melee", "ranged"}, False),
    ],
)
def test_which_attacks_an_action_may_make(text: str, kinds: set[str], expected: bool) -> None:
    ab = import_text(text, title="Actor", card_type=CardType.PERSONALITY).paragraphs[0].ability
    assert ab is not None
    assert may_make(ab, frozenset(kinds)) is expected


def _battle(tmp: Path, action: str, trait: str, lord: str = "") -> Any:
    """me attacks them at them-p1: my Actor (text ``action``); their Lord (1F, text ``lord``)
    carrying the Follower Guard (1F, text ``trait``) and their Runner (1F, no Followers)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text=action),
        set_personality("Lord", 3, text=lord),
        set_personality("Runner", 3),
        {
            "title": "Guard",
            "types": ["Follower"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "force": 1,
            "chi": 0,
            "honor_requirement": 0,
            "text": trait,
        },
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", **at},
        {"id": "lord", "title": "Lord", "owner": "them", **at},
        {"id": "guard", "title": "Guard", "owner": "them", "attached_to": "lord", **at},
        {"id": "runner", "title": "Runner", "owner": "them", **at},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    battle = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    return set_board(tmp, cards, table, "atk", phase="attack", players=players, **battle)


def test_a_ranged_restriction_leaves_a_melee_attack(tmp_path: Path) -> None:
    """h25adv2 F11 (Shield Wall vs Kuni Soseki's "Melee 3 Attack"): a Melee Attack is no Ranged
    Attack, whatever it targets."""
    board = _battle(tmp_path, "<b>Battle:</b> Melee 3 Attack.", _SHIELD)
    assert check(board, "me", "actor", 0, targets={"target1": ["guard"]}).status == "legal"


def test_a_ranged_restriction_on_a_ranged_attack(tmp_path: Path) -> None:
    """A Ranged Attack at a card outside the unit stands; at a card of the unit, the sentence
    refuses it (applied in target selection, ``solver.attack_shields``; was unknown); an
    action whose attack target is not read exactly keeps the doubt (the control)."""
    board = _battle(tmp_path, "<b>Battle:</b> Ranged 2 Attack.", _SHIELD)
    assert check(board, "me", "actor", 0, targets={"target1": ["runner"]}).status == "legal"
    v = check(board, "me", "actor", 0, targets={"target1": ["guard"]})
    assert v.status == "illegal"
    either = _battle(tmp_path, "<b>Battle:</b> Melee 2 Attack or Ranged 2 Attack.", _SHIELD)
    v = check(either, "me", "actor", 0, targets={"target1": ["guard"]})
    assert v.status == "unknown"
    assert "Guard (guard): Ranged Attacks cannot target" in v.reasons[0]


def test_a_strength_penalty_on_the_units_cards(tmp_path: Path) -> None:
    """Shieldman's "-3 strength" to attacks targeting cards in its unit: a Melee 3 Attack at
    another card stands; at the Follower itself the strict reading's Force limit may fail (the
    control: still unknown); an action making no attack is not concerned (h25adv2 F5)."""
    board = _battle(tmp_path, "<b>Battle:</b> Melee 3 Attack.", _PENALTY)
    assert check(board, "me", "actor", 0, targets={"target1": ["runner"]}).status == "legal"
    v = check(board, "me", "actor", 0, targets={"target1": ["guard"]})
    assert v.status == "unknown" and "Guard (guard): Melee and Ranged" in v.reasons[0]
    no_attack = _battle(tmp_path, "<b>Battle:</b> Bow a target enemy Follower.", _PENALTY)
    assert check(no_attack, "me", "actor", 0).status == "legal"
    # a Ranged Attack's strength is its strict reading's Force limit too (h41adv4 W1): the
    # penalty may lower it as a Melee Attack's
    ranged = _battle(tmp_path, "<b>Battle:</b> Ranged 3 Attack.", _PENALTY)
    v = check(ranged, "me", "actor", 0, targets={"target1": ["guard"]})
    assert v.status == "unknown" and "Guard (guard): Melee and Ranged" in v.reasons[0]
    assert check(ranged, "me", "actor", 0, targets={"target1": ["runner"]}).status == "legal"


def test_other_players_attacks_at_its_unit(tmp_path: Path) -> None:
    """Kaiu Eichi's "Other players' Melee and Ranged attacks targeting cards in Eichi's unit
    have a strength penalty ...": another player's attack at its unit keeps the doubt; an
    action with two readings but no attack is not concerned (h25adv2 F5, Counting House)."""
    said = (
        "Other players' Melee and Ranged attacks targeting cards in Lord's unit have a "
        "strength penalty equal to the number of your Fortifications at his battlefield."
    )
    board = _battle(tmp_path, "<b>Battle:</b> Melee 3 Attack.", "", lord=said)
    v = check(board, "me", "actor", 0, targets={"target1": ["guard"]})
    assert v.status == "unknown" and "Lord (lord): Other players'" in v.reasons[0]
    assert check(board, "me", "actor", 0, targets={"target1": ["runner"]}).status == "legal"
    two = _battle(tmp_path, _TWO_READINGS, "", lord=said)
    assert check(two, "me", "actor", 0).status == "legal"
