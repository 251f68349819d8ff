"""An attack's higher strength under a condition (model.cardtext.attack_bonuses): the strict
reading's Force limit is the higher strength while a condition known at announcement holds (on
the target itself, or on the board), else the lower one; conditions the state does not tell
are left out (the lower strength), and the lenient reading is unchanged."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from model.abilities import Ability, LimitWhen, TargetSpec
from model.cardtext import import_text
from model.cardtext.attack_bonuses import strength_bonuses
from model.common import CardType
from model.selectors import BEARER, Condition, CountAtLeast, Selector
from solver.good_faith import check
from tests.builders import board, card

COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}


def _action(text: str, card_type: CardType = CardType.PERSONALITY) -> Ability:
    (action,) = import_text(text, title="T Card", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


def _attack(text: str, card_type: CardType = CardType.PERSONALITY) -> TargetSpec:
    *_, attack = _action(text, card_type).all_target_specs()
    return attack


def _on_target(**kw: Any) -> Condition:
    return Condition(card="target1", matches=Selector(**kw))


@pytest.mark.parametrize(
    ("text", "low", "condition", "high"),
    [
        ("Melee 4 Attack, or Melee 5 Attack if the target is Cavalry.", 4,
         _on_target(keyword=("cavalry",)), 5),
        ("Fear 2, or Fear 4 if the target is a Follower.", 2,
         _on_target(type=(CardType.FOLLOWER,)), 4),
        ("Fear 2, or Fear 3 if the target is dishonorable.", 2, _on_target(dishonorable=True), 3),
        ("Melee 2 Attack, or Melee 3 Attack if the target is Scorpion Clan.", 2,
         _on_target(clan="scorpion"), 3),
        ("Fear 3, or 5 if the target is Shadowlands, that may target a Personality with "
         "Followers.", 3, _on_target(keyword=("shadowlands",)), 5),
        ("Melee 2 Attack, with +1 strength if the target is an Infantry Follower.", 2,
         _on_target(type=(CardType.FOLLOWER,), keyword=("infantry",)), 3),
        ("Melee 6 Attack, with +2 strength if you control a Shugenja.", 6,
         Condition(control=CountAtLeast(Selector(keyword=("shugenja",), controller="you"))), 8),
    ],
)  # fmt: skip
def test_one_higher_strength_under_a_condition(
    text: str, low: int, condition: Condition, high: int
) -> None:
    attack = _attack(f"<b>Battle:</b> {text}")
    assert attack.where == (f"target1.force <= {low}",)
    assert attack.where_when == (LimitWhen(condition, (f"target1.force <= {high}",)),)


def test_a_spell_s_shugenja_is_its_bearer_and_an_unread_bonus_is_left_out() -> None:
    text = (
        "<b>Earth Battle:</b> Melee 1 Attack, plus 1 if this Shugenja is Earth, plus 1 if the "
        "current Province's strength has been increased or reduced this turn."
    )
    attack = _attack(text, CardType.SPELL)
    earth = Condition(card=BEARER, matches=Selector(keyword=("earth",)))
    assert attack.where == ("target1.force <= 1",)
    assert attack.where_when == (LimitWhen(earth, ("target1.force <= 2",)),)


def test_two_bonuses_add_up_when_both_hold() -> None:
    attack = _attack(
        "<b>Battle:</b> Fear 2, with +1 strength if the target is Shadowlands, and +2 strength "
        "if you control a Terrain."
    )
    shadow = _on_target(keyword=("shadowlands",))
    terrain = Condition(control=CountAtLeast(Selector(keyword=("terrain",), controller="you")))
    assert attack.where_when == (
        LimitWhen(shadow, ("target1.force <= 3",)),
        LimitWhen(terrain, ("target1.force <= 4",)),
        LimitWhen(Condition(all_of=(shadow, terrain)), ("target1.force <= 5",)),
    )


@pytest.mark.parametrize(
    "text",
    [
        # a condition the state does not tell
        "Fear 1, or Fear 2 if you Equipped this Item during this battle.",
        "Fear 4, with +1 strength if you have Compassion.",
        # a penalty, a bonus per thing counted, a lower alternative
        "Melee 3 Attack with -1 strength if the target has a Two-Handed Weapon.",
        "Fear 3 with +1 strength for each of his Infamy tokens.",
        "Fear 4, or Fear 3 if the target is a Follower.",
    ],
)
def test_what_keeps_the_lower_strength(text: str) -> None:
    attack = _attack(f"<b>Battle:</b> {text}")
    assert attack.where_when == ()
    assert len(attack.where) == 1


def test_the_bonuses_words() -> None:
    assert strength_bonuses(", with +2 strength if you control a Shugenja") == (
        ("you control a Shugenja", 2),
    )
    assert strength_bonuses(", plus 1 if he is Earth, plus two if he is Air") == (
        ("he is Earth", 1),
        ("he is Air", 2),
    )
    assert strength_bonuses(" with +1 strength for each Follower") is None


def test_the_lenient_reading_has_no_limit() -> None:
    ability = _action("<b>Battle:</b> Melee 4 Attack, or Melee 5 Attack if the target is Cavalry.")
    assert ability.lenient is not None
    (loose,) = ability.lenient.all_target_specs()
    assert loose.where == () and loose.where_when == ()


def test_a_limit_under_a_condition_names_only_the_target() -> None:
    other = LimitWhen(Condition(card="performer", matches=Selector(keyword=("loyal",))), ())
    with pytest.raises(ValueError):
        TargetSpec(name="target1", select=Selector(), where_when=(other,))


def _dumped(ability: Ability) -> dict[str, Any]:
    return TypeAdapter(Ability).dump_python(ability, mode="json", exclude_defaults=True)  # type: ignore[no-any-return]


CAVALRY = "<b>Battle:</b> Melee 4 Attack, or Melee 5 Attack if the target is Cavalry."


@pytest.mark.parametrize(
    ("keywords", "force", "expected"),
    [
        (["cavalry"], 5, "legal"),  # the higher strength: a strict target
        ([], 5, "unknown"),  # not Cavalry: only the lenient reading (no limit) allows it
        (["cavalry"], 6, "unknown"),
        ([], 4, "legal"),
    ],
)
def test_a_cavalry_target_on_the_board(keywords: list[str], force: int, expected: str) -> None:
    ability = _action(CAVALRY)
    defs = [
        {"title": "T Lancer", "type": "personality", "force": 2, "abilities": [_dumped(ability)]},
        {"title": "T Foe", "type": "follower", "force": force, "keywords": keywords},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [
        card("lancer", "T Lancer", "me", zone="battlefield", battlefield="them-p1"),
        card("lord", "T Lord", "them", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1", attached_to="lord"),
    ]
    loaded = board(defs, cards, **COMBAT)
    # the Personality with a Follower is no target; the Follower is
    assert check(loaded, "me", "lancer", 0).status == expected


SHUGENJA = "<b>Battle:</b> Melee 6 Attack, with +2 strength if you control a Shugenja."


@pytest.mark.parametrize(("shugenja", "expected"), [(True, "legal"), (False, "unknown")])
def test_a_bonus_for_a_shugenja_you_control(shugenja: bool, expected: str) -> None:
    """A Force 8 enemy: a strict target only while you control a Shugenja (at home too)."""
    ability = _action(SHUGENJA)
    defs = [
        {"title": "T Samurai", "type": "personality", "force": 2, "abilities": [_dumped(ability)]},
        {"title": "T Foe", "type": "personality", "force": 8},
        {"title": "T Priest", "type": "personality", "force": 1, "keywords": ["shugenja"]},
    ]
    cards = [
        card("samurai", "T Samurai", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
        card("priest", "T Priest", "me" if shugenja else "them"),
    ]
    loaded = board(defs, cards, **COMBAT)
    assert check(loaded, "me", "samurai", 0).status == expected


SPIRIT = (
    "<b>Unstoppable Battle:</b> Fear 2, or Fear 3 if this Follower is attached to an Earth "
    "Shugenja."
)


def test_a_follower_s_bearer_in_the_condition() -> None:
    attack = _attack(SPIRIT, CardType.FOLLOWER)
    bearer = Condition(card=BEARER, matches=Selector(keyword=("earth", "shugenja")))
    assert attack.where_when == (LimitWhen(bearer, ("target1.force <= 3",)),)
    # said on a card that is not a Follower: not read as its bearer
    assert _attack(SPIRIT, CardType.ITEM).where_when == ()


@pytest.mark.parametrize(
    ("keywords", "expected"), [(["earth", "shugenja"], "legal"), (["earth"], "unknown")]
)
def test_a_follower_on_an_earth_shugenja_on_the_board(keywords: list[str], expected: str) -> None:
    """A Force 3 enemy: a strict target only while the Follower's bearer is an Earth Shugenja."""
    ability = _action(SPIRIT, CardType.FOLLOWER)
    defs = [
        {"title": "T Spirit", "type": "follower", "force": 1, "abilities": [_dumped(ability)]},
        {"title": "T Lord", "type": "personality", "force": 1, "keywords": keywords},
        {"title": "T Foe", "type": "personality", "force": 3},
    ]
    cards = [
        card("lord", "T Lord", "me", zone="battlefield", battlefield="them-p1"),
        card("spirit", "T Spirit", "me", "battlefield", battlefield="them-p1", attached_to="lord"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    loaded = board(defs, cards, **COMBAT)
    assert check(loaded, "me", "spirit", 0).status == expected


BEASTMASTER = (
    "<b>Battle:</b> Fear 2, or Fear 4 if this Personality has a Nonhuman, non-Shadowlands Follower."
)


def test_a_condition_on_the_cards_own_follower() -> None:
    """ "Fear 2, or Fear 4 if Ataruko has a Nonhuman, non-Shadowlands Follower." (h24adv3 p12):
    the card's own attachment, keywords listed with commas; "if the target is an attachment"
    (Unguarded Attack, h24adv3 r05): a Follower, Item or Spell (Reference 03)."""
    cat = Selector(type=(CardType.FOLLOWER,), keyword=("nonhuman",), not_keyword=("shadowlands",))
    own = Condition(card="source", matches=Selector(has_attachment=cat))
    assert _attack(BEASTMASTER).where_when == (LimitWhen(own, ("target1.force <= 4",)),)
    (named,) = import_text(
        "<b>Battle:</b> Fear 2, or Fear 4 if Ataruko has a Nonhuman, non-Shadowlands Follower.",
        title="Matsu Ataruko",
        card_type=CardType.PERSONALITY,
    ).actions
    assert named.ability is not None
    (spec,) = named.ability.all_target_specs()
    assert spec.where_when == (LimitWhen(own, ("target1.force <= 4",)),)
    unguarded = _attack(
        "<b>Battle:</b> Melee 1 Attack that may target Items and Spells and has +2 strength if "
        "the target is an attachment.",
        CardType.STRATEGY,
    )
    (when,) = unguarded.where_when
    assert unguarded.where == ("target1.force <= 1",)
    assert (
        set(when.condition.matches.type)
        >= {  # type: ignore[union-attr]
            CardType.FOLLOWER,
            CardType.ITEM,
            CardType.SPELL,
        }
        and CardType.PERSONALITY not in when.condition.matches.type
    )  # type: ignore[union-attr]
    assert when.where == ("target1.force <= 3",)


@pytest.mark.parametrize(
    ("keywords", "expected"),
    [(["cat", "nonhuman"], "legal"), (["nonhuman", "shadowlands"], "unknown"), (None, "unknown")],
)
def test_a_nonhuman_follower_of_the_card_on_the_board(
    keywords: list[str] | None, expected: str
) -> None:
    """A Force 3 enemy: a strict target only while the card has a Nonhuman, non-Shadowlands
    Follower (the controls: a Shadowlands one, none)."""
    ability = _action(BEASTMASTER)
    defs = [
        {"title": "T Card", "type": "personality", "force": 2, "abilities": [_dumped(ability)]},
        {"title": "T Cat", "type": "follower", "force": 1, "keywords": keywords or []},
        {"title": "T Foe", "type": "personality", "force": 3},
    ]
    cards = [
        card("me1", "T Card", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    if keywords is not None:
        cards.append(
            card("cat", "T Cat", "me", "battlefield", battlefield="them-p1", attached_to="me1")
        )
    loaded = board(defs, cards, **COMBAT)
    assert check(loaded, "me", "me1", 0).status == expected


@pytest.mark.parametrize(("attached", "expected"), [(True, "legal"), (False, "unknown")])
def test_an_attachment_target_on_the_board(attached: bool, expected: str) -> None:
    """Unguarded Attack: a Force 2 enemy Follower is a strict target of "Melee 1 ... +2 strength
    if the target is an attachment"; a Force 2 Personality without Followers is not (only the
    lenient reading allows it)."""
    ability = _action(
        "<b>Battle:</b> Melee 1 Attack that may target Items and Spells and has +2 strength if "
        "the target is an attachment.",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Plan", "type": "strategy", "abilities": [_dumped(ability)]},
        {"title": "T Samurai", "type": "personality", "force": 2},
        {"title": "T Lord", "type": "personality", "force": 2},
        {"title": "T Guard", "type": "follower", "force": 2},
    ]
    cards = [
        card("plan", "T Plan", "me", zone="hand"),
        card("sam", "T Samurai", "me", zone="battlefield", battlefield="them-p1"),
        card("lord", "T Lord", "them", zone="battlefield", battlefield="them-p1"),
    ]
    if attached:
        cards.append(
            card("g", "T Guard", "them", "battlefield", battlefield="them-p1", attached_to="lord")
        )
    loaded = board(defs, cards, **COMBAT)
    assert check(loaded, "me", "plan", 0).status == expected
