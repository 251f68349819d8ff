"""An action not claimed for text it does not read (not only a keyword): its printed designator
still tells when it can be taken (Reference 04, Abilities), so when none fits now and nothing
unread may give it another time, it is illegal; text about where its card is, or its card
being bowed or dead, changes no time (h26adv1 F1: Secluded Outpost, Dragon's Breath Castle,
Tsubute, Shosuro Hawado, Shiba Jouta)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.abilities import Designator
from model.cardtext.unread_timing import paragraph_designators, widens_timing
from solver.good_faith import check
from tests.builders import set_board

CASTLE = (
    "Reaction: Even if this card is bowed, after engaging at a battlefield at one of your "
    "provinces: The Attacker targets and bows one of his Personalities there."
)
TSUBUTE = (
    "Battle: Choose your performing Ninja, and destroy this card or discard it from your hand: "
    "Ranged 3 Attack."
)
OUTPOST = (
    "Tireless Interrupt, :gstar:: If this Holding bowed to produce Gold to Recruit a Personality, "
    "Equip an attachment to him from your hand for 4 less Gold after he enters play."
)
MICHIRU = (
    "Open, :X:: Bow a target Personality with Gold Cost equal to the amount you paid and give "
    "this card a Force bonus equal to their Chi."
)


@pytest.mark.parametrize(
    "text",
    [
        CASTLE,
        TSUBUTE,
        OUTPOST,
        "Battle: Even if Jouta is dead, choose your performing Shugenja, who may be at any "
        "location unless Jouta is dead: Ranged 5 Attack.",
        "Battle: Even if Hawado is bowed, remove a Dynasty card in any discard pile from the "
        "game: Move Hawado home.",
    ],
)
def test_text_that_gives_no_other_time(text: str) -> None:
    assert not widens_timing([text])


def test_an_additional_action_taken_later_gives_no_other_time() -> None:
    """The Dark Capital of the Spider (h28rm1: its Battle unread in the Dynasty Phase): the
    player takes another action later; "an additional action to use ..." stays a widening."""
    dark = (
        "Tireless Battle: Give a target Personality :shadowlands:. If they are yours, :fear: "
        "equal to their Force, Otherwise, take an additional action."
    )
    assert not widens_timing([dark])
    assert widens_timing(["Battle: Take an additional action to use a Battle ability."])


@pytest.mark.parametrize(
    "text",
    [
        "Limited: Even if it is not your turn, bow a target Personality.",
        "Battle: This ability may be used during the Dynasty Phase.",
        "This card's abilities are Battle/Open.",
        "Open: This action may be taken as a Battle action.",
        "Thunder Battle, :g*:: Equip a target Spell to Sarassa. You may take an additional "
        "action to use one of the Spell's Battle abilities.",
        "You may discard this Ring from your hand to use its ability without cost.",
        "Limited: Bow a target Personality at any time.",
        "Open: Gains Reserve.",
    ],
)
def test_text_that_may_give_another_time(text: str) -> None:
    assert widens_timing([text])


def test_designators_of_an_unread_paragraph() -> None:
    assert paragraph_designators(TSUBUTE) == (Designator.BATTLE,)
    assert paragraph_designators(OUTPOST) == (Designator.INTERRUPT,)
    assert paragraph_designators("Draw a card.") == ()
    # icon costs not read (h28adv2 F4): costs, never a time
    assert paragraph_designators(MICHIRU) == (Designator.OPEN,)
    assert paragraph_designators("Battle, :bow:, :X:: Ranged X Attack.") == (Designator.BATTLE,)
    assert paragraph_designators("Political Open, :favor:: Gain 2 Honor.") == (Designator.OPEN,)
    assert paragraph_designators("Foo Bar, :X:: Gain 1 Honor.") == ()


def test_an_unread_action_with_an_icon_cost_out_of_its_time(tmp_path: Path) -> None:
    """h28adv2 F4: "Open, :X::" in the Dynasty Phase is illegal by its designator; in an Action
    Phase the unread text decides (unknown)."""
    assert _status(tmp_path, _holding(MICHIRU), "home") == "illegal"
    assert _status(tmp_path, _holding(MICHIRU), "home", phase="action") == "unknown"


def _status(tmp: Path, card: dict[str, Any], zone: str, **fields: Any) -> str:
    table = [{"id": "c", "title": card["title"], "owner": "me", "zone": zone}]
    if zone == "province":
        table[0]["province"] = 0
    return check(set_board(tmp, [card], table, **fields), "me", "c", 0).status


def _holding(text: str) -> dict[str, Any]:
    head, _, body = text.partition(": ")
    return {"title": "Castle", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2} | {
        "text": f"<b>{head}:</b> {body}"
    }


def _item(text: str) -> dict[str, Any]:
    head, _, body = text.partition(": ")
    item = {"title": "Knife", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0, "force": 1}
    return item | {"text": f"<b>{head}:</b> {body}"}


def test_a_reaction_even_if_bowed_with_nothing_pending(tmp_path: Path) -> None:
    castle = _holding(CASTLE)
    assert _status(tmp_path, castle, "home") == "illegal"  # the Dynasty Phase: nothing pending
    engaging = "after engaging at a battlefield at one of your provinces"
    assert _status(tmp_path, castle, "home", phase="attack", trigger=engaging) == "unknown"


def test_a_battle_action_from_the_hand_outside_battle(tmp_path: Path) -> None:
    knife = _item(TSUBUTE)
    assert _status(tmp_path, knife, "hand") == "illegal"  # the Dynasty Phase
    assert _status(tmp_path, knife, "hand", phase="action") == "illegal"  # no battle
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "p1"}
    combat |= {"battlefields": ["p1"]}
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    assert _status(tmp_path, knife, "hand", players=players, attacker="me", **combat) == ("unknown")


def test_an_interrupt_in_a_province_with_nothing_pending(tmp_path: Path) -> None:
    assert _status(tmp_path, _holding(OUTPOST), "province") == "illegal"
    assert _status(tmp_path, _holding(OUTPOST), "home", phase="action") == "illegal"


def test_unread_text_giving_another_time_stays_unknown(tmp_path: Path) -> None:
    text = "Battle: Even if this card is bowed, you may use this ability during the Dynasty Phase."
    # in the hand, naming no area: not in play decides first (h28adv2 F4; Reference 05, Areas)
    assert _status(tmp_path, _item(text), "hand") == "illegal"
    text = text.replace("this ability", "this ability from your hand")
    assert _status(tmp_path, _item(text), "hand") == "unknown"
    # its designator fits now (your Action Phase), bowed: "even if bowed" unread decides
    text = "Limited: Even if this card is bowed, the Attacker targets and bows one of his units."
    table = [{"id": "c", "title": "Castle", "owner": "me", "zone": "home", "bowed": True}]
    loaded = set_board(tmp_path, [_holding(text)], table, "bowed", phase="action")
    assert check(loaded, "me", "c", 0).status == "unknown"


KAOKU = (
    "Reaction: Bow this card after a battle in which your side destroyed an enemy unit: Gain 2 "
    "Honor and frobnicate."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [(KAOKU, "illegal"), (KAOKU + " Even if bowed.", "unknown")],
)
def test_an_unread_ability_of_a_bowed_card(tmp_path: Path, text: str, expected: str) -> None:
    """h28adv3 N3: abilities on a bowed card may not be used (Abilities and actions), whatever
    the rest of an unread text says, unless it may lift that (Tireless, "even if": control)."""
    table = [{"id": "c", "title": "Castle", "owner": "me", "zone": "home", "bowed": True}]
    loaded = set_board(tmp_path, [_holding(text)], table, "bowed", phase="action")
    assert check(loaded, "me", "c", 0).status == expected


FUJIO = (
    "Battle/Open: Fear 2 with +1 strength if this is a Battle action, which may target a "
    "Personality in another player's home if this action is Open."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [(FUJIO, "illegal"), (FUJIO + " Usable from your provinces.", "unknown")],
)
def test_an_unread_ability_out_of_play(tmp_path: Path, text: str, expected: str) -> None:
    """h28adv2 F4: a Personality's Battle/Open in a province is not usable (Reference 05,
    Areas), though its unread text names "a Battle action"; text naming another area keeps the
    doubt (control)."""
    person = {"title": "Fujio", "types": ["Personality"], "decks": ["Dynasty"], "gold_cost": 3}
    person |= {"force": 1, "chi": 1, "honor_requirement": 0, "personal_honor": 0}
    head, _, body = text.partition(": ")
    person["text"] = f"<b>{head}:</b> {body}"
    assert _status(tmp_path, person, "province", phase="action") == expected
