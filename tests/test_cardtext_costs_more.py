"""Costs of the constraints block in rarer wordings (issue 13; Costs and restrictions / Costs):
"remove one of its Charging tokens" (one token of the card named before); "show a Strategy in
your hand" (a card of your hand other than the card played, which stays there). Each is
checked on the board: a cost that can't be paid makes the action illegal."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import Cost, GoldFrom, Pick, TokenCost
from model.cardtext import import_text
from model.cardtext.targets import whole_phrase
from model.common import CardType
from model.selectors import BEARER, SOURCE, Condition, Controller, Selector
from model.state import View
from model.zones import Place, Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import board, card, imported, played

FUDO = (
    "<b>Reaction:</b> Twice per turn, after an action targets Fudo, remove one of its Charging "
    "tokens: Negate the action's effects on it."
)


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


def test_one_of_its_tokens() -> None:
    action = _action(FUDO, "Fudo • Experienced", CardType.PERSONALITY)
    assert action.full, action.not_understood
    assert action.ability.costs == (Cost(token=TokenCost(name="Charging", on=SOURCE)),)
    # "his": the one target named before
    text = (
        "<b>Battle:</b> Target an enemy Personality and remove one of his Poison tokens: Bow him."
    )
    action = _action(text, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    assert action.ability.costs == (Cost(token=TokenCost(name="Poison", on="target1")),)


@pytest.mark.parametrize(
    "text",
    [
        # "its" with no card named before it
        "<b>Battle:</b> Remove one of its Poison tokens: Gain 1 Honor.",
        # "its" of a Personality target (the card itself, or the target?)
        "<b>Battle:</b> Target an enemy Personality and remove one of its Poison tokens: Bow him.",
    ],
)
def test_its_naming_no_card_is_refused(text: str) -> None:
    assert not _action(text, "T Shrine", CardType.HOLDING).full


@pytest.mark.parametrize(("tokens", "expected"), [(["Charging"], "legal"), ([], "illegal")])
def test_one_of_its_tokens_on_the_board(tokens: list[str], expected: str) -> None:
    ab = imported(FUDO, "Fudo • Experienced", CardType.PERSONALITY)
    defs = [{"title": "Fudo • Experienced", "type": "personality", "force": 5, "abilities": [ab]}]
    event = {"kind": "action_targets", "cards": ["fudo"], "player": "them"}
    loaded = board(defs, [card("fudo", "Fudo • Experienced", "me", tokens=tokens)], event=event)
    verdict = check(loaded, "me", "fudo", 0)
    assert verdict.status == expected, verdict.reasons


# -- "show a Strategy in your hand" ---------------------------------------------------------

SHOW = "<b>Limited:</b> Show a Strategy in your hand: Gain 1 Honor."


def test_show_cards_of_your_hand() -> None:
    action = _action(SHOW, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    mine = Selector(
        type=(CardType.STRATEGY,),
        controller=Controller.YOU,
        location=Place.HAND,
        other_than=(SOURCE,),
    )
    assert action.ability.costs == (Cost(show=Pick(mine)),)
    text = "<b>Limited:</b> Show two cards in your hand and choose another player: Draw a card."
    action = _action(text, "T Satoru", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    any_card = Selector(controller=Controller.YOU, location=Place.HAND, other_than=(SOURCE,))
    assert cost.show == Pick(any_card, count=2)
    assert action.ability.player_targets[0].other


@pytest.mark.parametrize(
    "text",
    [
        # another player's hand is hidden; a card in play is not shown from a hand
        "<b>Limited:</b> Show a Strategy in another player's hand: Gain 1 Honor.",
        "<b>Limited:</b> Show a Strategy: Gain 1 Honor.",
    ],
)
def test_shows_not_read(text: str) -> None:
    assert not _action(text, "T Played", CardType.STRATEGY).full


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ([("s", "T Plan", "me")], "legal"),
        ([], "illegal"),  # the card played is not shown
        ([("f", "T Help", "me")], "illegal"),  # no Strategy
        ([("s", "T Plan", "them")], "illegal"),  # another player's hand
    ],
)
def test_show_on_the_board(hand: list[tuple[str, str, str]], expected: str) -> None:
    defs = [{"title": "T Plan", "type": "strategy"}, {"title": "T Help", "type": "follower"}]
    cards = [card(cid, title, owner, zone="hand") for cid, title, owner in hand]
    assert played(SHOW, defs, cards) == expected


def test_a_card_shown_stays_in_the_hand() -> None:
    ab = imported(SHOW, "T Played", CardType.STRATEGY)
    defs = [{"title": "T Played", "type": "strategy", "abilities": [ab]}]
    defs.append({"title": "T Plan", "type": "strategy"})
    cards = [card("played", "T Played", "me", zone="hand"), card("s", "T Plan", "me", zone="hand")]
    loaded = board(defs, cards)
    verdict = check(loaded, "me", "played", 0)
    assert verdict.status == "legal"
    after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
    assert after.card("s").zone is Zone.HAND
    assert after.card("played").zone is Zone.FATE_DISCARD


# -- "controlled by other players" ----------------------------------------------------------

OTHERS = "<b>Open:</b> Target a Personality controlled by other players: Bow him."


@pytest.mark.parametrize(
    ("words", "whose"),
    [
        ("target one to three Personalities controlled by other players", Controller.OPPONENT),
        ("target a Personality controlled by another player", Controller.OPPONENT),
        ("target a Personality controlled by the active player", Controller.ACTIVE),
    ],
)
def test_controlled_by_other_players(words: str, whose: Controller) -> None:
    phrase = whole_phrase(words)
    assert phrase is not None and not isinstance(phrase, str)
    assert phrase.select.controller is whose


def test_controlled_by_other_players_after_another_controller_is_refused() -> None:
    assert isinstance(whole_phrase("target your Personality controlled by other players"), str)


@pytest.mark.parametrize(("owner", "expected"), [("them", "legal"), ("me", "illegal")])
def test_controlled_by_other_players_on_the_board(owner: str, expected: str) -> None:
    defs = [{"title": "T Guy", "type": "personality", "force": 1}]
    assert played(OTHERS, defs, [card("g", "T Guy", owner)]) == expected


# -- "your performing Follower in Tensin's unit" ----------------------------------------------

TENSIN = "<b>Battle:</b> Bow your performing Follower in Tensin's unit: Gain 1 Honor."


def test_a_performer_in_the_units_of_the_card_itself() -> None:
    action = _action(TENSIN, "Hiruma Tensin", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (performer,) = action.ability.targets
    assert performer.performer
    assert performer.select == Selector(
        type=(CardType.FOLLOWER,), controller=Controller.YOU, unit_of=SOURCE
    )
    assert action.ability.costs == (Cost(bow="performer"),)
    # another card's name, or no phrase at all: not read
    other = TENSIN.replace("Tensin's", "Kenta's")
    assert not _action(other, "Hiruma Tensin", CardType.PERSONALITY).full
    pick = TENSIN.replace("your performing", "a")
    assert not _action(pick, "Hiruma Tensin", CardType.PERSONALITY).full


@pytest.mark.parametrize(
    ("host", "bowed", "expected"),
    [("tensin", False, "legal"), ("tensin", True, "illegal"), ("other", False, "illegal")],
)
def test_a_performer_in_the_units_of_the_card_itself_on_the_board(
    host: str, bowed: bool, expected: str
) -> None:
    ab = imported(TENSIN, "Hiruma Tensin", CardType.PERSONALITY)
    defs = [
        {"title": "Hiruma Tensin", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Guy", "type": "personality", "force": 1},
        {"title": "T Ashigaru", "type": "follower", "force": 1},
    ]
    cards = [
        card("tensin", "Hiruma Tensin", "me", zone="battlefield", battlefield="them-p1"),
        card("other", "T Guy", "me", zone="battlefield", battlefield="them-p1"),
        card("f", "T Ashigaru", "me", zone="battlefield", battlefield="them-p1",
             attached_to=host, bowed=bowed),
    ]  # fmt: skip
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    loaded = board(defs, cards, attacker="me", **combat)
    verdict = check(loaded, "me", "tensin", 0)
    assert verdict.status == expected, verdict.reasons


# -- "owned by another player": whose card it is (not who controls it) ----------------------

PETTY = "<b>Battle/Open:</b> Target an attachment owned by another player: Bow it."


def test_owned_by_another_player() -> None:
    action = _action(PETTY, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    (target,) = action.ability.targets
    assert target.select.owner is Controller.OPPONENT
    assert target.select.controller is Controller.ANY
    twice = whole_phrase("target a Follower owned by you owned by you")
    assert twice is None or isinstance(twice, str)


@pytest.mark.parametrize(
    ("owner", "controller", "expected"),
    [("them", None, "legal"), ("me", None, "illegal"), ("them", "me", "legal"),
     ("me", "them", "illegal")],
)  # fmt: skip
def test_owned_by_another_player_on_the_board(
    owner: str, controller: str | None, expected: str
) -> None:
    defs = [
        {"title": "T Guy", "type": "personality", "force": 1},
        {"title": "T Sword", "type": "item", "keywords": ["weapon"]},
    ]
    ctrl = {} if controller is None else {"controller": controller}
    host = controller or owner
    cards = [
        card("g", "T Guy", host),
        card("s", "T Sword", owner, attached_to="g", **ctrl),
    ]
    assert played(PETTY, defs, cards) == expected


# -- "Put this card on top of your Fate deck" -------------------------------------------------

INCENSE = "<b>Open:</b> Put this card on top of your Fate deck: Gain 1 Honor."


def test_put_on_top_of_the_fate_deck() -> None:
    action = _action(INCENSE, "T Incense", CardType.ITEM)
    assert action.full, action.not_understood
    assert action.ability.costs == (Cost(top_of_deck=SOURCE),)
    # a Strategy played from the hand, a Dynasty card: not read
    assert not _action(INCENSE, "T Incense", CardType.STRATEGY).full
    assert not _action(INCENSE, "T Incense", CardType.HOLDING).full


@pytest.mark.parametrize(("owner", "expected"), [("me", "legal"), ("them", "illegal")])
def test_put_on_top_of_the_fate_deck_on_the_board(owner: str, expected: str) -> None:
    ab = imported(INCENSE, "T Incense", CardType.ITEM)
    defs = [
        {"title": "T Guy", "type": "personality", "force": 1},
        {"title": "T Incense", "type": "item", "abilities": [ab]},
    ]
    cards = [
        card("g", "T Guy", "me"),
        card("i", "T Incense", owner, attached_to="g", controller="me"),
    ]
    loaded = board(defs, cards)
    verdict = check(loaded, "me", "i", 0)
    assert verdict.status == expected, verdict.reasons
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("i").zone is Zone.FATE_DECK and after.card("i").attached_to is None


# -- "a performing Personality you own and control" -----------------------------------------

BESIEGED = "<b>Open:</b> Destroy a performing Personality you own and control: Gain 1 Honor."


def test_a_performer_you_own_and_control() -> None:
    action = _action(BESIEGED, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    (performer,) = action.ability.targets
    assert performer.performer and performer.select == Selector(
        type=(CardType.PERSONALITY,), controller=Controller.YOU, owner=Controller.YOU
    )
    assert action.ability.costs == (Cost(destroy="performer"),)
    # "you own" alone: not read
    assert not _action(BESIEGED.replace(" and control", ""), "T Played", CardType.STRATEGY).full


@pytest.mark.parametrize(
    ("owner", "controller", "expected"),
    [("me", None, "legal"), ("them", "me", "illegal"), ("them", None, "illegal")],
)
def test_a_performer_you_own_and_control_on_the_board(
    owner: str, controller: str | None, expected: str
) -> None:
    defs = [{"title": "T Guy", "type": "personality", "force": 1}]
    ctrl = {} if controller is None else {"controller": controller}
    assert played(BESIEGED, defs, [card("g", "T Guy", owner, **ctrl)]) == expected


# -- "Bow this Shugenja, or bow this card if he is Earth": an alternative while it holds -------

HUNGER = (
    "<b>Battle:</b> Bow this Shugenja, or bow this card if he is Earth, and target an enemy "
    "card without attachments: Destroy it."
)


def test_an_alternative_available_while_its_condition_holds() -> None:
    action = _action(HUNGER, "T Hunger", CardType.SPELL)
    assert action.full, action.not_understood
    earth = Condition(card=BEARER, matches=Selector(keyword=("earth",)))
    assert action.ability.costs == (
        Cost(any_of=(Cost(bow=BEARER), Cost(bow=SOURCE, only_if=earth))),
    )


@pytest.mark.parametrize(
    "text",
    [
        HUNGER.replace(" if he", " unless he"),  # "unless" in an alternative: not read
        HUNGER.replace("Bow this Shugenja, or bow this card", "Bow this card, or bow this "
                       "Shugenja"),  # "he": the card itself is no "he"
    ],
)  # fmt: skip
def test_alternatives_with_conditions_not_read(text: str) -> None:
    assert not _action(text, "T Hunger", CardType.SPELL).full


@pytest.mark.parametrize(
    ("earth", "bearer_bowed", "spell_bowed", "expected"),
    [
        (False, False, False, "legal"),  # bow the Shugenja
        (False, True, False, "illegal"),  # not Earth: the Spell is no way to pay
        (True, True, False, "legal"),  # Earth: bow the Spell instead
        (True, True, True, "illegal"),
    ],
)
def test_an_alternative_available_while_its_condition_holds_on_the_board(
    earth: bool, bearer_bowed: bool, spell_bowed: bool, expected: str
) -> None:
    ab = imported(HUNGER, "T Hunger", CardType.SPELL)
    defs = [
        {"title": "T Shugenja", "type": "personality", "force": 1,
         "keywords": ["shugenja", *(["earth"] if earth else [])]},
        {"title": "T Hunger", "type": "spell", "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 1},
    ]  # fmt: skip
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    cards = [
        card("shu", "T Shugenja", "me", bowed=bearer_bowed, **here),
        card("sp", "T Hunger", "me", attached_to="shu", bowed=spell_bowed, **here),
        card("foe", "T Foe", "them", **here),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    verdict = check(board(defs, cards, attacker="me", **combat), "me", "sp", 0)
    assert verdict.status == expected, verdict.reasons


# -- "pay Gold equal to his unit's total Gold Cost, +8 unless he is ...": one Gold cost --------

JUDGMENT = (
    "<b>Limited:</b> Target a Personality and pay Gold equal to his Gold Cost, +8 unless he is "
    "dishonorable, Kolat, or Ninja: Bow him."
)


def test_a_gold_addend_unless_a_condition() -> None:
    action = _action(JUDGMENT, "T Judgment", CardType.STRATEGY)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert isinstance(cost.gold, GoldFrom)
    assert (cost.gold.equal_to, cost.gold.plus, cost.gold.extra) == ("target1.gold_cost", 0, 8)
    said = Condition(
        any_of=(
            Condition(card="target1", matches=Selector(dishonorable=True)),
            Condition(card="target1", matches=Selector(keyword=("kolat",))),
            Condition(card="target1", matches=Selector(keyword=("ninja",))),
        )
    )
    assert cost.gold.extra_unless == said
    # a word the condition grammar does not read, or no Gold priced by "him": refused
    assert not _action(JUDGMENT.replace("Kolat", "Sleepy"), "T J", CardType.STRATEGY).full
    no_price = JUDGMENT.replace("pay Gold equal to his Gold Cost", "pay 2 Gold")
    assert not _action(no_price, "T J", CardType.STRATEGY).full


@pytest.mark.parametrize(
    ("dishonorable", "gold", "expected"),
    [
        (False, 11, "legal"),  # 3 + 8 in one payment
        (False, 10, "illegal"),
        (True, 3, "legal"),  # dishonorable: no addend
        (True, 2, "illegal"),
    ],
)
def test_a_gold_addend_on_the_board(dishonorable: bool, gold: int, expected: str) -> None:
    defs = [
        {"title": "T Mine", "type": "holding", "gold_cost": 3, "production": [{"gold": gold}]},
        {"title": "T Mark", "type": "personality", "force": 1, "gold_cost": 3},
    ]
    cards = [card("mine", "T Mine", "me"), card("m", "T Mark", "them", dishonorable=dishonorable)]
    assert played(JUDGMENT, defs, cards) == expected


# -- "Bow Misaki's performing Follower": a Follower of the Personality itself ------------------

MISAKI = "<b>Battle:</b> Bow Misaki's performing Follower: Gain 1 Honor."


def test_the_performing_follower_of_the_card_itself() -> None:
    action = _action(MISAKI, "Daigotsu Misaki", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (performer,) = action.ability.targets
    assert performer.performer and performer.select == Selector(
        type=(CardType.FOLLOWER,), controller=Controller.YOU, unit_of=SOURCE
    )
    assert action.ability.costs == (Cost(bow="performer"),)
    other = MISAKI.replace("Misaki's", "Kenta's")
    assert not _action(other, "Daigotsu Misaki", CardType.PERSONALITY).full


# -- a card that left play by a cost pays no later cost -----------------------------------------


@pytest.mark.parametrize(
    ("text", "card_type", "expected"),
    [
        ("<b>Limited:</b> Remove this card from the game and bow this card: Gain 1 Honor.",
         "holding", "illegal"),
        ("<b>Limited:</b> Put this card on top of your Fate deck and bow this card: Gain 1 "
         "Honor.", "item", "illegal"),
        ("<b>Limited:</b> Bow this card and put this card on top of your Fate deck: Gain 1 "
         "Honor.", "item", "legal"),  # in the order written: bowed, then it leaves play
    ],
)  # fmt: skip
def test_no_cost_after_the_card_left_play(text: str, card_type: str, expected: str) -> None:
    ab = imported(text, "T Gone", CardType(card_type))
    defs = [
        {"title": "T Guy", "type": "personality", "force": 1},
        {"title": "T Gone", "type": card_type, "abilities": [ab]},
    ]
    attached = {"attached_to": "g"} if card_type == "item" else {}
    cards = [card("g", "T Guy", "me"), card("x", "T Gone", "me", **attached)]
    verdict = check(board(defs, cards), "me", "x", 0)
    assert verdict.status == expected, verdict.reasons


# -- "choose your performing Personality in one of your provinces" ----------------------------

CLAN_NEEDS = (
    "<b>Battle:</b> If any enemy units are at the current battlefield, choose your performing "
    "Personality in one of your provinces: Bring him into play at the current battlefield, "
    "paying all costs but paying 6 less Gold."
)


def test_a_performer_in_your_province() -> None:
    action = _action(CLAN_NEEDS, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    (performer,) = action.ability.targets
    assert performer.performer and performer.select == Selector(
        type=(CardType.PERSONALITY,), controller=Controller.YOU, location=Place.PROVINCE
    )
    # an enemy card in your province: whose?
    text = "<b>Battle:</b> Target an enemy Personality in one of your provinces: Bow him."
    assert not _action(text, "T Played", CardType.STRATEGY).full


@pytest.mark.parametrize(
    ("face_up", "gold", "expected"),
    [(True, 2, "legal"), (True, 1, "illegal"), (False, 2, "illegal")],
)
def test_a_performer_in_your_province_on_the_board(face_up: bool, gold: int, expected: str) -> None:
    defs = [
        {"title": "T Recruit", "type": "personality", "force": 2, "gold_cost": 8},
        {"title": "T Foe", "type": "personality", "force": 1},
        {"title": "T Mine", "type": "holding", "gold_cost": 3, "production": [{"gold": gold}]},
    ]
    cards = [
        card("r", "T Recruit", "me", zone="province", province=1, face_up=face_up),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
        card("mine", "T Mine", "me"),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    assert played(CLAN_NEEDS, defs, cards, attacker="me", **combat) == expected


NAGA = (
    "<b>Open:</b> Choose your performing Nonhuman Personality face-up in your province: Bring "
    "him into play, paying all costs."
)


def test_a_performer_face_up_in_your_province() -> None:
    action = _action(NAGA, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    (performer,) = action.ability.targets
    assert performer.select == Selector(
        type=(CardType.PERSONALITY,),
        keyword=("nonhuman",),
        controller=Controller.YOU,
        face_up=True,
        location=Place.PROVINCE,
    )


@pytest.mark.parametrize(("face_up", "expected"), [(True, "legal"), (False, "illegal")])
def test_a_performer_face_up_in_your_province_on_the_board(face_up: bool, expected: str) -> None:
    defs = [
        {"title": "T Naga", "type": "personality", "force": 2, "gold_cost": 2,
         "keywords": ["nonhuman"]},
        {"title": "T Mine", "type": "holding", "gold_cost": 3, "production": [{"gold": 2}]},
    ]  # fmt: skip
    cards = [
        card("n", "T Naga", "me", zone="province", province=1, face_up=face_up),
        card("mine", "T Mine", "me"),
    ]
    assert played(NAGA, defs, cards) == expected


# -- "in your discard piles": either of your discard piles -----------------------------------

PILES = "<b>Open:</b> Target one to three cards in your discard piles: Gain 1 Honor."


def test_cards_in_your_discard_piles() -> None:
    action = _action(PILES, "T Played", CardType.STRATEGY)
    assert action.full, action.not_understood
    first = action.ability.targets[0]
    assert first.select == Selector(controller=Controller.YOU, location=Place.DISCARD)
    # a type: the card in whichever pile holds it (h45fixb)
    text = "<b>Open:</b> Target a Personality in your discard piles: Gain 1 Honor."
    read = _action(text, "T Played", CardType.STRATEGY)
    assert read.full and read.ability.targets[0].select.controller is Controller.YOU
    # a deck named with "piles"; "any" in a target: not read
    for words in ("a card in your Fate discard piles", "a card in any player's discard piles"):
        text = f"<b>Open:</b> Target {words}: Gain 1 Honor."
        assert not _action(text, "T Played", CardType.STRATEGY).full


@pytest.mark.parametrize(
    ("zone", "owner", "expected"),
    [
        ("fate_discard", "me", "legal"),
        ("dynasty_discard", "me", "legal"),
        ("fate_discard", "them", "illegal"),
        ("hand", "me", "illegal"),
    ],
)
def test_cards_in_your_discard_piles_on_the_board(zone: str, owner: str, expected: str) -> None:
    defs = [{"title": "T Old", "type": "strategy"}]
    assert played(PILES, defs, [card("o", "T Old", owner, zone=zone)]) == expected
