"""Attack restrictions applied in target selection (solver/attack_shields.py; Effects / "May
not"; issue 13, h27adv1 F4): "Ranged Attacks may not target this card." (Ogre Warriors) removes
the card from the candidates of a Ranged Attack whose target is read exactly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from model.cardtext import import_text
from solver.attack_scope import attack_said
from solver.attack_shields import applies_exactly
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_OGRE = "Ranged Attacks may not target this card."


@pytest.mark.parametrize(
    ("said", "title", "card_type", "cards"),
    [
        (_OGRE, "Ogre Warriors", CardType.FOLLOWER, "self"),
        ("Ranged Attacks cannot target cards in this unit.", "Shield Wall", CardType.ITEM, "unit"),
        ("Melee Attacks may not target this Follower.", "Ashigaru", CardType.FOLLOWER, "self"),
        ("Ranged Attacks may not target Tomo.", "Ujina Tomo", CardType.PERSONALITY, "self"),
        ("Ranged Attacks may not target cards in Shara's unit.", "Hida Shara", CardType.PERSONALITY,
         "unit"),
        # not read exactly: its Followers; "this Personality" on a Follower
        ("Ranged Attacks may not target Sen's Followers.", "Yoritomo Sen", CardType.PERSONALITY,
         None),
        ("Ranged Attacks may not target this Personality.", "Guard", CardType.FOLLOWER, None),
    ],
)  # fmt: skip
def test_which_cards_exactly(said: str, title: str, card_type: CardType, cards: str) -> None:
    found = attack_said(said, title, card_type)
    assert found is not None and found.cards == cards


@pytest.mark.parametrize(
    ("text", "exact"),
    [
        ("<b>Battle:</b> Ranged 2 Attack.", True),
        ("<b>Battle:</b> Target your performing Personality: Ranged 3 Attack.", True),
        # another kind of attack too; another target; no attack
        ("<b>Battle:</b> Melee 2 Attack or Ranged 2 Attack.", False),
        ("<b>Battle:</b> Bow a target enemy Follower. Ranged 2 Attack.", False),
        ("<b>Battle:</b> Bow a target enemy Follower.", False),
    ],
)
def test_where_it_applies_exactly(text: str, exact: bool) -> None:
    ab = import_text(text, title="Actor", card_type=CardType.PERSONALITY).paragraphs[0].ability
    said = attack_said(_OGRE, "Ogre Warriors", CardType.FOLLOWER)
    assert ab is not None and said is not None
    assert (applies_exactly(said, ab) is not None) is exact


def _battle(tmp: Path, action: str, *, runner: bool = False) -> Any:
    """me attacks them at them-p1: my Actor (text ``action``); their Lord carrying Ogres
    (``_OGRE``); with ``runner``, their Runner (no Followers) too."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text=action),
        set_personality("Lord", 3),
        set_personality("Runner", 3),
        {"title": "Ogres", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1, "force": 1,
         "chi": 0, "honor_requirement": 0, "text": _OGRE},
    ]  # fmt: skip
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", **at},
        {"id": "lord", "title": "Lord", "owner": "them", **at},
        {"id": "ogre", "title": "Ogres", "owner": "them", "attached_to": "lord", **at},
    ]
    if runner:
        table.append({"id": "runner", "title": "Runner", "owner": "them", **at})
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    battle = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    return set_board(tmp, cards, table, "ogre", phase="attack", players=players, **battle)


def test_a_ranged_attack_with_only_the_shielded_follower(tmp_path: Path) -> None:
    """p06_shielded_battle: the Lord has a Follower (no Ranged target), the Follower may not
    be targeted by Ranged Attacks: illegal (was unknown); with another enemy Personality
    without Followers: legal, at him."""
    assert check(_battle(tmp_path, "<b>Battle:</b> Ranged 2 Attack."), "me", "actor", 0).status == (
        "illegal"
    )
    v = check(_battle(tmp_path, "<b>Battle:</b> Ranged 2 Attack.", runner=True), "me", "actor", 0)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.targets["target1"] == ("runner",)


def test_the_doubt_stays_where_the_attack_target_is_not_exact(tmp_path: Path) -> None:
    """A Melee Attack may target the Follower: "Melee 2 Attack or Ranged 2 Attack" stays
    unknown at it; a Melee Attack alone is not concerned."""
    either = _battle(tmp_path, "<b>Battle:</b> Melee 2 Attack or Ranged 2 Attack.")
    assert check(either, "me", "actor", 0).status == "unknown"
    melee = _battle(tmp_path, "<b>Battle:</b> Melee 2 Attack.")
    assert check(melee, "me", "actor", 0).status == "legal"
