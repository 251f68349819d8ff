"""Traits of other cards in play that may change an action, not read (solver/traits_in_play.py):
a verdict they could turn is unknown unless the state states that card's effects."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.traits_on_actions import traits_on_actions
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_ACTOR = set_personality(
    "Actor", 3, text="<b>Political Open:</b> Target a Personality: Gain 1 Honor."
)


def _board(tmp: Path, trait: str, **fields: Any) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        _ACTOR,
        {"title": "Teacher", "types": ["Holding"], "text": trait, "gold_cost": 2},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", "zone": "home"},
        {"id": "teacher", "title": "Teacher", "owner": "them", "zone": "home"},
    ]
    fields.setdefault(
        "players", [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    )
    fields.setdefault("phase", "action")
    return set_board(tmp, cards, table, "traits", **fields)


def test_reading_which_sentences() -> None:
    assert traits_on_actions(["You may not take Political Actions."]) == (
        "You may not take Political Actions.",
    )
    assert traits_on_actions(["After you take an action, gain 1 Honor."]) == ()
    assert traits_on_actions(['You have the ability, "Open: Gain 1 Honor."']) == ()
    assert traits_on_actions(["This card's printed ability has no Gold Cost."]) == ()
    assert traits_on_actions(["Your Provinces have +1 strength."]) == ()
    # challenges are actions' effects (found by h23adv4: Box of Mysteries, The Lost Colossus);
    # refusing one happens as the effect resolves
    for said in ("This Personality cannot issue challenges.", "Will not challenge."):
        assert traits_on_actions([said]) == (said,)
    assert traits_on_actions(["Mitsumichi will not refuse challenges."]) == ()


@pytest.mark.parametrize(
    ("trait", "expected"),
    [
        ("Other players may not take Political Actions.", "unknown"),  # it could forbid it
        # read (model.cardtext.ongoing_traits): its controller ("them") may not
        ("You may not take Political Actions.", "legal"),
        ("You may use Favor abilities one additional time per turn.", "legal"),  # only allows
        ("Your Provinces have +1 strength.", "legal"),  # not about actions
        # its own card's challenges and attachments: this action issues and attaches none
        # (solver.challenge_scope; h28adv1 p09/r10); a challenge keeps the doubt there
        ("Will not attach cards or issue challenges.", "legal"),
        # its controller's ("them") actions only (Shosuro Longji; found by h23adv3 F11)
        ("Your actions targeting Personalities are Unstoppable.", "legal"),
        ("Actions targeting Personalities are Unstoppable.", "unknown"),
        # a rulebook action not modelled, and nothing else (h23adv2 F6, Doji Dainagon)
        ("Dainagon may Lobby as an Open action.", "legal"),
        # a rulebook ability not modelled, and nothing else (h24adv3: Aranai Sensei)
        ("They do not have the Tactical Advantage ability.", "legal"),
        # a permission for its controller's ("them") cards only (h24adv2 F5: Halls of Memory)
        ("Your Shugenja may use abilities even if they are bowed.", "legal"),
    ],
)
def test_a_trait_in_play_that_may_change_the_action(
    tmp_path: Path, trait: str, expected: str
) -> None:
    v = check(_board(tmp_path, trait), "me", "actor", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert f"Teacher (teacher): {trait}" in v.reasons[0]


def test_the_state_stating_the_cards_effects_settles_it(tmp_path: Path) -> None:
    stated = [
        {
            "kind": "may_not",
            "may_not": "announce",
            "player": "me",
            "actions": {"keyword": ["political"]},
            "source": "teacher",
        }
    ]
    trait = "You may not take Political Actions."
    assert check(_board(tmp_path, trait, effects=stated), "me", "actor", 0).status == "illegal"


def test_a_trait_about_other_keywords_does_not_touch_it(tmp_path: Path) -> None:
    """ "You may not take Favor actions" can't change a Political action."""
    v = check(_board(tmp_path, "You may not take Favor actions."), "me", "actor", 0)
    assert v.status == "legal", v.reasons


def test_an_illegal_timing_stands_unless_the_sentence_allows(tmp_path: Path) -> None:
    """Not in an Action Phase: a sentence that may only change what the action does can't
    make it usable now (h23adv3 F11); one that allows more may."""
    neutral = "Actions targeting Personalities are Unstoppable."
    assert check(_board(tmp_path, neutral, phase="dynasty"), "me", "actor", 0).status == "illegal"
    allows = "Other players may take Political actions as Dynasty actions."
    assert check(_board(tmp_path, allows, phase="dynasty"), "me", "actor", 0).status == "unknown"


def test_a_targeting_restriction_leaves_an_action_with_no_target(tmp_path: Path) -> None:
    """ "Ranged Attacks may not target cards in this unit." can't change an action that targets
    nothing (needless unknowns found by h24adv2: Matsu Yuuto)."""
    said = "Ranged Attacks may not target cards in this unit."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text="<b>Limited:</b> Gain 1 Honor."),
        set_personality("Archer", 3, text=said),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", "zone": "home"},
        {"id": "archer", "title": "Archer", "owner": "them", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, "tg", phase="action", players=players)
    assert check(loaded, "me", "actor", 0).status == "legal"
    # it targets, but makes no Ranged Attack (h24adv2 F1: Matsu Yuuto on Kyuden Otomo ...)
    assert check(_board(tmp_path, said), "me", "actor", 0).status == "legal"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the only candidate is shielded: refused (solver/attack_shields.py; was unknown)
        ("<b>Battle:</b> Ranged 2 Attack.", "illegal"),
        ("<b>Battle:</b> Bow a target enemy Personality.", "legal"),  # no attack at all
        # a Melee Attack is no Ranged Attack (h25adv2 F11: solver/attack_scope.py); an action
        # that may make a Ranged one keeps the doubt
        ("<b>Battle:</b> Melee 5 Attack.", "legal"),
        ("<b>Battle:</b> Melee 2 Attack or Ranged 2 Attack.", "unknown"),
    ],
)
def test_an_attacks_targeting_restriction_touches_only_that_attack(
    tmp_path: Path, text: str, expected: str
) -> None:
    """ "Ranged Attacks may not target cards in this unit." can turn only an action whose text
    may make an attack (h24adv2 F1: Matsu Yuuto)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text=text),
        set_personality("Archer", 3, text="Ranged Attacks may not target cards in this unit."),
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", **at},
        {"id": "archer", "title": "Archer", "owner": "them", **at},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    battle = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    loaded = set_board(tmp_path, cards, table, "tr", phase="attack", players=players, **battle)
    v = check(loaded, "me", "actor", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Archer (archer): Ranged Attacks may not target" in v.reasons[0]


def test_a_permission_naming_no_time_leaves_an_illegal_timing(tmp_path: Path) -> None:
    """Not in an Action Phase: a sentence that allows only something else ("may ... to refuse a
    challenge", h24adv1 F1: Matsu Kaori) names no time, area, frequency or bowed card, so it
    can't make the action usable now; one naming another time may (the control)."""
    refuse = "Other players may destroy one of their unbowed Followers to refuse a challenge."
    assert check(_board(tmp_path, refuse, phase="dynasty"), "me", "actor", 0).status == "illegal"
    assert check(_board(tmp_path, refuse), "me", "actor", 0).status == "legal"
    again = "Other players may use Political abilities one additional time per turn."
    assert check(_board(tmp_path, again, phase="dynasty"), "me", "actor", 0).status == "unknown"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<b>Political Open, :bow::</b> Gain 1 Honor.", "illegal"),  # its own cost bows it
        ("<b>Political Open:</b> Gain 1 Honor.", "unknown"),  # the control: Tireless may lift it
    ],
)
def test_tireless_cant_pay_a_bow_cost(tmp_path: Path, text: str, expected: str) -> None:
    """A bowed card whose action bows it can't pay that cost (Reference 04), Tireless or not:
    "Your Stronghold's abilities have Tireless." (h24adv2 F7b: Kakita Nara) can't turn it."""
    said = "Abilities of Personalities have Tireless."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Actor", 3, text=text),
        {"title": "Teacher", "types": ["Holding"], "text": said, "gold_cost": 2},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", "zone": "home", "bowed": True},
        {"id": "teacher", "title": "Teacher", "owner": "them", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, "tb", phase="action", players=players)
    v = check(loaded, "me", "actor", 0)
    assert v.status == expected, v.reasons
    assert v.reasons[-1] == "Actor is bowed"
