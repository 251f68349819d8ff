"""A card's own trait about its action's times or presence, read on real cards:
"This Strategy's ability is Battle/Engage if you control a Scout at the current battlefield."
(``model.cardtext.own_designators``, ``solver.own_designators``) and "This action has Home
while this Shugenja is Water." / "... he may perform this card's Battle action even if it is in
your home." (``model.cardtext.presence_traits``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.own_designators import own_designators
from model.cardtext.presence_traits import presence_only
from model.common import CardType, Designator
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import combat_board, two_player_board
from tests.builders import state_card as _c

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_BF = {"battlefield": "crane-p1"}
_ENGAGING = {
    "phase": "attack",
    "current_battlefield": "crane-p1",
    "attacker": "unicorn",
    "event": {"kind": "engaging", "timing": "after"},
}


def _actions(pool: CardPool, title: str) -> list[Any]:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    return [p for p in card.oracle.imported.paragraphs if p.level not in ("trait", "production")]


# -- presence only: the Rule of Location is not applied -------------------------------------


@pytest.mark.parametrize(
    ("title", "count"),
    [
        ("Alliance Threatened", 1),
        ("Ruby Ascendance", 2),
        ("The Spaces In-Between", 1),
        ("Wrath of Suitengu", 1),
        ("Nature's Wrath", 1),
        ("Peace of the Kami", 1),
        ("Obscured Pathways", 1),
    ],
)
def test_presence_sentences_leave_the_action_claimed(
    pool: CardPool, title: str, count: int
) -> None:
    """Each action of these cards is read in full: its card's presence sentence is set aside."""
    actions = _actions(pool, title)
    assert len(actions) == count
    assert all(p.full for p in actions), [p.not_understood for p in actions]


def test_presence_shapes_only() -> None:
    """The shapes read, and sentences that change more than presence (control: unread)."""
    assert presence_only("This action has Home while this Shugenja is Water.")
    assert presence_only(
        "These actions have Absent if they target a Cavalry card or you ever had presence at "
        "the current battlefield."
    )
    assert presence_only(
        "While this Shugenja is Earth, this card's Battle ability may be used even if this unit "
        "is not at the current battlefield."
    )
    assert not presence_only("This action has Tireless while this Shugenja is Water.")
    assert not presence_only("This ability has Absent and costs 1 less Gold if you are Crab.")
    assert not presence_only(
        "You may take this Holding's actions during a battle at any battlefield where you "
        "control a Siege Personality."
    )
    assert not presence_only(
        "If this Shugenja is Earth, he may perform this card's Battle action even if bowed."
    )


def _alliance(pool: CardPool, *, enemy: bool) -> Any:
    """Unicorn (no unit at the battle: no presence) attacks Crane at crane-p1 and plays
    Alliance Threatened; Crane has a Personality there when ``enemy``."""
    cards = [
        _c("hold", "Shiro Shinjo"),
        _c("at", "Alliance Threatened", "hand"),
        _c("keep", "Kyuden Hida • Experienced", owner="crane"),
    ]
    if enemy:
        cards.append(_c("akeha", "Daidoji Kenshi", "battlefield", owner="crane", **_BF))
    else:  # his own Personality there only
        cards.append(_c("kodo", "Agasha Kodo", "battlefield", **_BF))
    return check(combat_board(pool, cards, "unicorn", "crane", "crane-p1"), "unicorn", "at", 0)


def test_alliance_threatened_legal_without_presence(pool: CardPool) -> None:
    """ "Give a target enemy Follower or Personality -3F" with an enemy Personality (not Cavalry,
    no presence of the player's): legal, presence not being a requirement the rules files
    state (was not claimed)."""
    v = _alliance(pool, enemy=True)
    assert v.status == "legal", v.reasons


def test_alliance_threatened_illegal_without_target(pool: CardPool) -> None:
    """No enemy Personality or Follower (his own Personality at the battle only): its required
    target can't be chosen: illegal."""
    v = _alliance(pool, enemy=False)
    assert v.status == "illegal", v.reasons
    assert "there are none" in v.reasons[0]


def _peace(pool: CardPool, *, spell_bowed: bool) -> Any:
    """Crane's Air Shugenja at home with Peace of the Kami attached; Unicorn attacks Crane."""
    cards = [
        _c("hold", "Shiro Shinjo", owner="unicorn"),
        _c("kenshi", "Daidoji Kenshi", "battlefield", owner="unicorn", **_BF),
        _c("keep", "Kyuden Hida • Experienced", owner="crane"),
        _c("konomi", "Asahina Konomi", owner="crane"),
        _c("peace", "Peace of the Kami", owner="crane", attached_to="konomi", bowed=spell_bowed),
    ]
    loaded = combat_board(pool, cards, "unicorn", "crane", "crane-p1")
    return check(loaded, "crane", "peace", 0)


def test_peace_of_the_kami_from_home(pool: CardPool) -> None:
    """The Spell's Battle action, its (non-Water) Shugenja at home: legal (the permission for a
    Water one changes nothing checked); bowed, its cost "Bow this card" can't be paid: illegal
    (control)."""
    assert _peace(pool, spell_bowed=False).status == "legal"
    v = _peace(pool, spell_bowed=True)
    assert v.status == "illegal", v.reasons


# -- designators added while a condition holds ----------------------------------------------


def test_own_designators_reading() -> None:
    """The sentence read apart, with its designators and condition; unread shapes stay."""
    said = "This Strategy's ability is Battle/Engage if you control a Scout at this battlefield."
    kept, more = own_designators([said], "Scouting Amid the Snow", CardType.STRATEGY)
    assert kept == [] and more is not None
    assert more[1] == (Designator.BATTLE, Designator.ENGAGE)
    assert more[2].control is not None
    # "this battlefield" on a Personality: whose battlefield is not read
    kept, more = own_designators([said], "Scouting Amid the Snow", CardType.PERSONALITY)
    assert kept == [said] and more is None
    # another card's ability
    other = "Toturi's printed ability is Battle/Open while you control a Courtier."
    assert own_designators([other], "The Sorrow • Experienced", CardType.PERSONALITY)[1] is None
    # a past occurrence: not read
    past = "This card's ability is Battle/Open if you have won a duel this turn."
    assert own_designators([past], "X", CardType.STRATEGY)[1] is None


@pytest.mark.parametrize(
    ("title", "added"),
    [
        ("Scouting Amid the Snow", "engage"),
        ("Steal an Advantage", "engage"),
        ("The Sorrow • Experienced", "limited"),
        ("Discovering the Shakuhachi of Air", "battle"),
    ],
)
def test_widened_actions_are_claimed(pool: CardPool, title: str, added: str) -> None:
    (para,) = _actions(pool, title)
    assert para.full and para.ability is not None, para.not_understood
    assert [d.value for d in para.ability.designators_if] == [added]


def _steal(pool: CardPool, *, scout: bool, **at: Any) -> Any:
    """Unicorn engages at Crane's crane-p1 and plays Steal an Advantage (a target enemy card:
    Crane's Stronghold); a Scout of his is at the battlefield when ``scout``."""
    cards = [
        _c("hold", "Shiro Shinjo"),
        _c("steal", "Steal an Advantage", "hand"),
        _c("keep", "Kyuden Hida • Experienced", owner="crane"),
        _c("kodo", "Agasha Kodo", "battlefield", **_BF),
    ]
    if scout:
        cards.append(_c("kenshi", "Daidoji Kenshi", "battlefield", **_BF))
    loaded = two_player_board(pool, cards, me="unicorn", them="crane", turn=7, **at)
    return check(loaded, "unicorn", "steal", 0)


def test_steal_an_advantage_engage_with_a_scout(pool: CardPool) -> None:
    """At engaging, with a Scout of his at the current battlefield it is Battle/Engage: legal
    (was not claimed)."""
    v = _steal(pool, scout=True, **_ENGAGING)
    assert v.status == "legal", v.reasons


def test_steal_an_advantage_engage_without_a_scout(pool: CardPool) -> None:
    """Without a Scout there, only its printed Battle: not at engaging: illegal."""
    v = _steal(pool, scout=False, **_ENGAGING)
    assert v.status == "illegal", v.reasons
    assert "Combat Segment" in v.reasons[0]


def test_steal_an_advantage_control_combat(pool: CardPool) -> None:
    """Control: in the Combat Segment its printed Battle fits, Scout or not: legal."""
    combat = {**_ENGAGING, "segment": "combat", "event": None}
    v = _steal(pool, scout=False, **combat)
    assert v.status == "legal", v.reasons


def _sorrow(pool: CardPool, *, courtier: bool) -> Any:
    """Scorpion's own Action Phase: The Sorrow at home, a Crane Personality to target."""
    cards = [
        _c("keep", "Kyuden Hida • Experienced"),
        _c("sorrow", "The Sorrow • Experienced"),
        _c("enemy", "Daidoji Kenshi", owner="crane"),
    ]
    if courtier:
        cards.append(_c("kodo", "Agasha Kodo"))
    loaded = two_player_board(pool, cards, me="scorpion", them="crane")
    return check(loaded, "scorpion", "sorrow", 0)


def test_the_sorrow_limited_with_a_courtier(pool: CardPool) -> None:
    """ "While you control a Courtier, The Sorrow's printed ability is Battle/Limited.": in his
    own Action Phase with a Courtier: legal."""
    v = _sorrow(pool, courtier=True)
    assert v.status == "legal", v.reasons


def test_the_sorrow_battle_only_without_a_courtier(pool: CardPool) -> None:
    """Without a Courtier it is only Battle: in the Action Phase, illegal."""
    v = _sorrow(pool, courtier=False)
    assert v.status == "illegal", v.reasons
    assert "Combat Segment" in v.reasons[0]


# -- a strength bonus to attacks of a kind: only actions making one are changed ---------------

_BONUS = "If this Shugenja is Fire, Ranged Attacks from actions in this unit have +1 strength."


def test_attack_bonus_spares_an_action_making_no_attack() -> None:
    """The bonus leaves "Give this Shugenja +3F." read in full; an action making a Ranged
    Attack stays unclaimed (control)."""
    plain = "<b>Fire Battle, :bow::</b> Give this Shugenja +3F."
    (action,) = import_text([_BONUS, plain], title="T Spell", card_type=CardType.SPELL).actions
    assert action.full, action.not_understood
    ranged = "<b>Battle:</b> Ranged 2 Attack."
    (action,) = import_text([_BONUS, ranged], title="T Spell", card_type=CardType.SPELL).actions
    assert action.level == "costs" and _BONUS in action.not_understood


def _conflagration(pool: CardPool, *, bowed: bool) -> Any:
    """Crane's Shugenja at the battle with Conflagration attached; Unicorn attacks Crane."""
    cards = [
        _c("hold", "Shiro Shinjo", owner="unicorn"),
        _c("kenshi", "Daidoji Kenshi", "battlefield", owner="unicorn", **_BF),
        _c("keep", "Kyuden Hida • Experienced", owner="crane"),
        _c("konomi", "Asahina Konomi", "battlefield", owner="crane", **_BF),
        _c(
            "conf",
            "Conflagration",
            "battlefield",
            owner="crane",
            attached_to="konomi",
            bowed=bowed,
            **_BF,
        ),
    ]
    loaded = combat_board(pool, cards, "unicorn", "crane", "crane-p1")
    return check(loaded, "crane", "conf", 0)


def test_conflagration_claimed_and_checked(pool: CardPool) -> None:
    """Conflagration's "Fire Battle, :bow:: Give this Shugenja +3F." is claimed (was not):
    legal in battle; with the Spell bowed its cost can't be paid: illegal."""
    (para,) = _actions(pool, "Conflagration")
    assert para.full, para.not_understood
    assert _conflagration(pool, bowed=False).status == "legal"
    v = _conflagration(pool, bowed=True)
    assert v.status == "illegal", v.reasons
