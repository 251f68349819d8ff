"""Costs paid with cards of your choice and other cost phrasings read from card text (issue 13;
Costs and restrictions / Costs, Mandatory costs, Conditional costs, Optional costs, Timing of
costs): picks of your cards, tokens, Gold in words, conditions after a cost, two verbs on one
card, a verb shared by the next clause. Each is checked on the board: a cost that can't be paid
makes the action illegal, a payable one leaves it legal."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import BEARER, SOURCE, Condition, Controller, Selector
from model.state import View
from model.zones import Place, Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import board, card, imported


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


# -- picks of your cards: in play, in your hand; the bearer; moving home ----------------------


@pytest.mark.parametrize(
    ("text", "kind", "count", "types"),
    [
        ("Bow a Personality you control", "bow", 1, ("personality",)),
        ("Bow one of your unbowed Personalities", "bow", 1, ("personality",)),
        ("Destroy two of your Followers", "destroy", 2, ("follower",)),
        ("Dishonor one of your Personalities", "dishonor", 1, ("personality",)),
        ("Bow one of your Mines", "bow", 1, ()),
        # only your cards pay a cost (Costs); "Bow 2 Samurai" is Timing of costs' example
        ("Bow a Personality", "bow", 1, ("personality",)),
        ("Bow 2 Samurai", "bow", 2, ()),
        ("Discard a Spell from your hand", "discard", 1, ("spell",)),
        ("Remove one of your Followers from the game", "remove_from_game", 1, ("follower",)),
    ],
)
def test_a_pick_of_your_cards(text: str, kind: str, count: int, types: tuple[str, ...]) -> None:
    action = _action(f"<b>Open:</b> {text}: Draw a card.", "T Pick", CardType.HOLDING)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    pick = getattr(cost, kind)
    assert pick.count == count and pick.select.type == types
    assert pick.select.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        "Bow your Personality you control",  # "your ... you control"
        "Dishonor one of your Holdings",  # only Personalities are dishonored
        "Dishonor your Stronghold",
        "Bow one or two of your Holdings",  # how many?
        "Discard a card at random",
        "Discard a Spell",  # from where? (only "a card" is from the hand unsaid)
        "Bow an enemy Personality",  # another player's card never pays a cost
        "Remove one of your Followers",  # from where to where?
        "Bow one of your Followers from the game",
    ],
)
def test_picks_not_read_are_refused(text: str) -> None:
    assert not _action(f"<b>Open:</b> {text}: Draw a card.", "T Pick", CardType.HOLDING).costs


def test_discard_cards_from_your_hand_counts_cards() -> None:
    text = "<b>Open:</b> Discard two cards from your hand: Draw a card."
    (cost,) = _action(text, "T Pick", CardType.HOLDING).ability.costs
    assert cost.discard_from_hand == 2


def _pick_board(text: str, card_type: CardType, cards: list[dict[str, Any]]) -> Any:
    ab = imported(f"<b>Open:</b> {text}: Draw a card.", "T Pick", card_type)
    return board(
        [
            {"title": "T Pick", "type": card_type.value, "gold_cost": 0, "abilities": [ab]},
            {"title": "T Samurai", "type": "personality", "force": 1},
            {"title": "T Spell", "type": "spell"},
        ],
        cards,
    )


@pytest.mark.parametrize(
    ("state", "expected"),
    [({}, "legal"), ({"bowed": True}, "illegal"), ({"owner": "them"}, "illegal")],
)
def test_bow_a_personality_you_control_on_the_board(state: dict[str, Any], expected: str) -> None:
    samurai = {"owner": "me", **state}
    loaded = _pick_board(
        "Bow a Personality you control",
        CardType.HOLDING,
        [card("pick", "T Pick", "me"), card("sam", "T Samurai", **samurai)],
    )
    assert check(loaded, "me", "pick", 0).status == expected


@pytest.mark.parametrize(("dishonorable", "expected"), [(False, "legal"), (True, "illegal")])
def test_dishonor_one_of_your_personalities_on_the_board(dishonorable: bool, expected: str) -> None:
    loaded = _pick_board(
        "Dishonor one of your Personalities",
        CardType.HOLDING,
        [
            card("pick", "T Pick", "me"),
            card("sam", "T Samurai", "me", dishonorable=dishonorable),
        ],
    )
    assert check(loaded, "me", "pick", 0).status == expected


@pytest.mark.parametrize(
    ("zone", "expected"), [("hand", "legal"), ("fate_discard", "illegal"), (None, "illegal")]
)
def test_discard_a_spell_from_your_hand_on_the_board(zone: str | None, expected: str) -> None:
    cards = [card("pick", "T Pick", "me", zone="hand")]
    if zone is not None:
        cards.append(card("spell", "T Spell", "me", zone=zone))
    cards.append(card("theirs", "T Spell", "them", zone="hand"))  # another player's: never
    loaded = _pick_board("Discard a Spell from your hand", CardType.STRATEGY, cards)
    verdict = check(loaded, "me", "pick", 0)
    assert verdict.status == expected
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("spell").zone is Zone.FATE_DISCARD


def test_a_spell_played_does_not_pay_its_own_discard() -> None:
    loaded = _pick_board(
        "Discard a Strategy from your hand",
        CardType.STRATEGY,
        [card("pick", "T Pick", "me", zone="hand")],
    )
    assert check(loaded, "me", "pick", 0).status == "illegal"


@pytest.mark.parametrize(("bowed", "expected"), [(False, "legal"), (True, "illegal")])
def test_bow_this_cards_bearer_on_the_board(bowed: bool, expected: str) -> None:
    loaded = _pick_board(
        "Bow this card's bearer",
        CardType.ITEM,
        [
            card("sam", "T Samurai", "me", bowed=bowed),
            card("pick", "T Pick", "me", attached_to="sam"),
        ],
    )
    assert check(loaded, "me", "pick", 0).status == expected


@pytest.mark.parametrize(("zone", "expected"), [("battlefield", "legal"), ("home", "illegal")])
def test_move_this_personality_home_on_the_board(zone: str, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Move this Personality home: Draw a card.", "T P", CardType.PERSONALITY
    )
    where = {"battlefield": "b1"} if zone == "battlefield" else {}
    loaded = board(
        [{"title": "T P", "type": "personality", "force": 1, "abilities": [ab]}],
        [card("p", "T P", "me", zone=zone, **where)],
    )
    assert check(loaded, "me", "p", 0).status == expected


def test_the_rules_example_of_alternative_costs_on_a_card_in_play() -> None:
    # "Bow your Stronghold or discard the Imperial Favor:" (Mandatory costs' example)
    text = "<b>Open:</b> Bow your Stronghold or discard the Imperial Favor: Draw a card."
    (cost,) = _action(text, "T Court", CardType.HOLDING).ability.costs
    assert [alt.kind for alt in cost.any_of] == ["bow", "discard_imperial_favor"]
    text = "<b>Open:</b> Discard the Imperial Favor: Draw a card."
    (cost,) = _action(text, "T Court", CardType.PERSONALITY).ability.costs
    assert cost.discard_imperial_favor


@pytest.mark.parametrize(("favor", "expected"), [("me", "legal"), (None, "illegal")])
def test_discard_the_imperial_favor_on_the_board(favor: str | None, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Discard the Imperial Favor: Draw a card.", "T Court", CardType.HOLDING
    )
    loaded = board(
        [{"title": "T Court", "type": "holding", "abilities": [ab]}],
        [card("court", "T Court", "me")],
        imperial_favor=favor,
    )
    assert check(loaded, "me", "court", 0).status == expected


def test_one_pick_of_either_kind() -> None:
    text = "<b>Open:</b> Destroy one of your Followers or Items: Draw a card."
    (cost,) = _action(text, "T Pick", CardType.HOLDING).ability.costs
    assert cost.destroy.select.type == ("follower", "item") and not cost.any_of


# -- Gold in words, optional Gold, "either", several tokens ----------------------------------


def test_optional_gold_after_a_semicolon() -> None:
    # Optional costs' example: "Bow your Stronghold; you may also pay 4 Gold:"
    text = "<b>Open:</b> Bow your Stronghold; you may also pay 4 Gold: Gain 1 Honor."
    bow, gold = _action(text, "T Court", CardType.HOLDING).ability.costs
    assert bow.kind == "bow" and not bow.optional
    assert gold.gold == 4 and gold.optional


@pytest.mark.parametrize(("words", "gold"), [("Pay two Gold", 2), ("Pay 3 Gold", 3), (":g1:", 1)])
def test_gold_in_words_and_icons(words: str, gold: int) -> None:
    (cost,) = _action(f"<b>Open:</b> {words}: Draw a card.", "T C", CardType.HOLDING).ability.costs
    assert cost.gold == gold and not cost.optional


def test_either_or_are_alternatives() -> None:
    text = "<b>Open:</b> Either bow this card or pay 2 Gold: Draw a card."
    (cost,) = _action(text, "T C", CardType.HOLDING).ability.costs
    assert [a.kind for a in cost.any_of] == ["bow", "gold"]
    # an optional alternative: not read
    text = "<b>Open:</b> Bow this card or you may pay 2 Gold: Draw a card."
    assert not _action(text, "T C", CardType.HOLDING).costs


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Remove a Kharmic tokens from this card: Draw a card.",
        "<b>Open:</b> Remove two Kharmic token from this card: Draw a card.",
    ],
)
def test_token_counts_that_disagree_are_refused(text: str) -> None:
    assert not _action(text, "T C", CardType.HOLDING).costs


TOKENS = "<b>Open:</b> Remove two Kharmic tokens from this card: Draw a card."


def test_several_tokens_of_one_cost() -> None:
    (cost,) = _action(TOKENS, "T C", CardType.HOLDING).ability.costs
    assert cost.token.count == 2 and cost.token.on == SOURCE and cost.token.name == "Kharmic"


@pytest.mark.parametrize(("tokens", "expected"), [(2, "legal"), (3, "legal"), (1, "illegal")])
def test_several_tokens_on_the_board(tokens: int, expected: str) -> None:
    ab = imported(TOKENS, "T C", CardType.HOLDING)
    loaded = board(
        [{"title": "T C", "type": "holding", "abilities": [ab]}],
        [card("c", "T C", "me", tokens=["Kharmic"] * tokens + ["Fire"])],
    )
    verdict = check(loaded, "me", "c", 0)
    assert verdict.status == expected
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert sorted(after.card("c").tokens) == sorted(["Kharmic"] * (tokens - 2) + ["Fire"])


# -- conditional costs: a state after "he is", a condition on the game after "unless" --------


def test_a_state_after_a_cost_is_a_conditional_cost() -> None:
    # Conditional costs' example: "Bow this Samurai unless he is dishonorable:"
    text = "<b>Open:</b> Bow this Personality unless he is dishonorable: Draw a card."
    (cost,) = _action(text, "T P", CardType.ITEM).ability.costs
    assert cost.bow == BEARER
    assert cost.unless == Condition(card=BEARER, matches=Selector(dishonorable=True))
    text = "<b>Battle:</b> Bow this Shugenja if he is home: Draw a card."
    (cost,) = _action(text, "T S", CardType.SPELL).ability.costs
    assert cost.only_if == Condition(card=BEARER, matches=Selector(location=Place.HOME))


def test_a_state_and_keywords_after_a_cost() -> None:
    text = "<b>Open:</b> Bow this Personality unless he is dishonorable or Kolat: Draw."
    (cost,) = _action(text, "T P", CardType.ITEM).ability.costs
    assert cost.unless is not None and len(cost.unless.any_of) == 2
    assert cost.unless.any_of[1] == Condition(card=BEARER, matches=Selector(keyword=("kolat",)))


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Bow this Personality unless he is Unique: Draw a card.",
        # (plain "you have Reconnaissance" is read: tests/test_cardtext_reconnaissance.py)
        "<b>Open:</b> Bow this Personality unless you have Reconnaissance elsewhere: Draw.",
        "<b>Open:</b> Bow this Personality unless he was not in play: Draw a card.",
    ],
)
def test_conditions_after_a_cost_not_read_are_refused(text: str) -> None:
    assert not _action(text, "T P", CardType.ITEM).costs


@pytest.mark.parametrize(("dishonorable", "expected"), [(True, "legal"), (False, "illegal")])
def test_unless_he_is_dishonorable_on_the_board(dishonorable: bool, expected: str) -> None:
    text = "<b>Open:</b> Bow this Personality unless he is dishonorable: Draw a card."
    ab = imported(text, "T Fan", CardType.ITEM)
    loaded = board(
        [
            {"title": "T Fan", "type": "item", "abilities": [ab]},
            {"title": "T Samurai", "type": "personality", "force": 1},
        ],
        [
            card("sam", "T Samurai", "me", bowed=True, dishonorable=dishonorable),
            card("fan", "T Fan", "me", attached_to="sam"),
        ],
    )
    assert check(loaded, "me", "fan", 0).status == expected


@pytest.mark.parametrize(("favor", "expected"), [("me", "legal"), (None, "illegal")])
def test_unless_you_have_the_imperial_favor_on_the_board(favor: str | None, expected: str) -> None:
    text = "<b>Open:</b> Bow your Stronghold unless you have the Imperial Favor: Draw a card."
    action = _action(text, "T Court", CardType.HOLDING)
    assert action.ability.costs[0].unless == Condition(have_imperial_favor=True)
    ab = imported(text, "T Court", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T Court", "type": "holding", "abilities": [ab]},
            {"title": "T Keep", "type": "stronghold", "production": [{"gold": 5}]},
        ],
        [card("court", "T Court", "me"), card("keep", "T Keep", "me", bowed=True)],
        imperial_favor=favor,
    )
    assert check(loaded, "me", "court", 0).status == expected


def test_a_condition_list_split_at_commas_is_joined_again() -> None:
    text = (
        "<b>Open:</b> Bow this Shugenja unless he is Air, Fire, or Water, and target a "
        "Personality: Bow him."
    )
    action = _action(text, "T S", CardType.SPELL)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.unless == Condition(
        card=BEARER, matches=Selector(any_keyword=("air", "fire", "water"))
    )
    assert [t.name for t in action.ability.targets] == ["target1"]
    # a clause after the condition stays a clause
    text = "<b>Open:</b> Bow this Shugenja unless he is Air, destroy this card: Draw a card."
    costs = _action(text, "T S", CardType.SPELL).ability.costs
    assert [c.kind for c in costs] == ["bow", "destroy"]


# -- the bearer destroyed or dishonored, the card itself dishonored, a stat on a card named ---


@pytest.mark.parametrize(
    ("text", "kind"),
    [("Destroy this Personality", "destroy"), ("Dishonor this card's bearer", "dishonor")],
)
def test_the_bearer_pays(text: str, kind: str) -> None:
    (cost,) = _action(f"<b>Open:</b> {text}: Draw a card.", "T I", CardType.ITEM).ability.costs
    assert getattr(cost, kind) == BEARER


def test_a_personality_dishonors_itself_only() -> None:
    text = "<b>Open:</b> Dishonor Toku: Draw a card."
    (cost,) = _action(text, "Toku", CardType.PERSONALITY).ability.costs
    assert cost.dishonor == SOURCE
    text = "<b>Open:</b> Dishonor this card: Draw a card."
    assert not _action(text, "T H", CardType.HOLDING).costs


@pytest.mark.parametrize(("chi", "expected"), [(2, "legal"), (0, "illegal")])
def test_give_him_a_penalty_after_a_target_on_the_board(chi: int, expected: str) -> None:
    text = "<b>Open:</b> Target your Personality and give him -1C: Draw a card."
    action = _action(text, "T H", CardType.HOLDING)
    (cost,) = action.ability.costs
    assert cost.stat.subject == "target1" and cost.stat.amount == -1
    ab = imported(text, "T H", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T H", "type": "holding", "abilities": [ab]},
            {"title": "T P", "type": "personality", "force": 1, "chi": chi},
        ],
        [card("h", "T H", "me"), card("p", "T P", "me")],
    )
    assert check(loaded, "me", "h", 0).status == expected


@pytest.mark.parametrize(("dishonorable", "expected"), [(False, "legal"), (True, "illegal")])
def test_dishonor_the_bearer_on_the_board(dishonorable: bool, expected: str) -> None:
    ab = imported("<b>Open:</b> Dishonor this Personality: Draw a card.", "T I", CardType.ITEM)
    loaded = board(
        [
            {"title": "T I", "type": "item", "abilities": [ab]},
            {"title": "T P", "type": "personality", "force": 1},
        ],
        [
            card("p", "T P", "me", dishonorable=dishonorable),
            card("i", "T I", "me", attached_to="p"),
        ],
    )
    assert check(loaded, "me", "i", 0).status == expected


# -- two verbs on one card: "Bow and destroy ..." ---------------------------------------------


@pytest.mark.parametrize(
    ("words", "subject"),
    [
        ("Bow and destroy your performing Shugenja", "performer"),
        ("Bow and destroy this card", SOURCE),
        ("Bow and destroy your target Holding", "target1"),
    ],
)
def test_two_verbs_share_one_card(words: str, subject: str) -> None:
    action = _action(f"<b>Open:</b> {words}: Draw a card.", "T S", CardType.HOLDING)
    assert action.full, action.not_understood
    bow, destroy = action.ability.costs
    assert bow.bow == subject and destroy.destroy == subject
    assert len(action.ability.targets) == (0 if subject == SOURCE else 1)


def test_two_verbs_on_a_pick_are_refused() -> None:
    # the second pick could be another card: not read
    text = "<b>Open:</b> Bow and destroy one of your Holdings: Draw a card."
    assert not _action(text, "T S", CardType.HOLDING).costs


@pytest.mark.parametrize(("bowed", "expected"), [(False, "legal"), (True, "illegal")])
def test_bow_and_destroy_your_performer_on_the_board(bowed: bool, expected: str) -> None:
    text = "<b>Open:</b> Bow and destroy your performing Shugenja: Draw a card."
    ab = imported(text, "T S", CardType.STRATEGY)
    loaded = board(
        [
            {"title": "T S", "type": "strategy", "gold_cost": 0, "abilities": [ab]},
            {"title": "T Sh", "type": "personality", "force": 1, "keywords": ["Shugenja"]},
        ],
        [card("s", "T S", "me", zone="hand"), card("sh", "T Sh", "me", bowed=bowed)],
    )
    verdict = check(loaded, "me", "s", 0)
    assert verdict.status == expected
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("sh").zone is Zone.DYNASTY_DISCARD


@pytest.mark.parametrize(
    ("owners", "expected"), [(("me", "me"), "legal"), (("me", "them"), "illegal")]
)
def test_bow_2_samurai_on_the_board(owners: tuple[str, str], expected: str) -> None:
    ab = imported("<b>Open:</b> Bow 2 Samurai: Draw a card.", "T H", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T H", "type": "holding", "abilities": [ab]},
            {"title": "T Sam", "type": "personality", "force": 1, "keywords": ["Samurai"]},
        ],
        [card("h", "T H", "me"), *(card(f"s{i}", "T Sam", o) for i, o in enumerate(owners))],
    )
    assert check(loaded, "me", "h", 0).status == expected


FORGOTTEN = (
    "<b>Limited:</b> Target your discarded Nonhuman Personality and discard a card in one of "
    "your provinces: Draw a card."
)


def test_discard_a_card_in_one_of_your_provinces() -> None:
    action = _action(FORGOTTEN, "T Temple", CardType.HOLDING)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.discard.select.location == Place.PROVINCE
    assert cost.discard.select.controller is Controller.YOU


@pytest.mark.parametrize(("province", "expected"), [("me", "legal"), ("them", "illegal")])
def test_discard_a_card_in_one_of_your_provinces_on_the_board(province: str, expected: str) -> None:
    ab = imported(FORGOTTEN, "T Temple", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T Temple", "type": "holding", "abilities": [ab]},
            {"title": "T Oni", "type": "personality", "force": 1, "keywords": ["Nonhuman"]},
            {"title": "T Mine", "type": "holding"},
        ],
        [
            card("temple", "T Temple", "me"),
            card("oni", "T Oni", "me", zone="dynasty_discard"),
            card("mine", "T Mine", province, zone="province", province=1),
        ],
    )
    verdict = check(loaded, "me", "temple", 0)
    assert verdict.status == expected
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("mine").zone is Zone.DYNASTY_DISCARD


@pytest.mark.parametrize(("owner", "expected"), [("me", "legal"), ("them", "illegal")])
def test_remove_one_of_your_followers_on_the_board(owner: str, expected: str) -> None:
    text = "<b>Open:</b> Remove one of your Followers from the game: Draw a card."
    ab = imported(text, "T H", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T H", "type": "holding", "abilities": [ab]},
            {"title": "T P", "type": "personality", "force": 1},
            {"title": "T F", "type": "follower", "force": 1},
        ],
        [
            card("h", "T H", "me"),
            card("p", "T P", owner),
            card("f", "T F", owner, attached_to="p"),
        ],
    )
    verdict = check(loaded, "me", "h", 0)
    assert verdict.status == expected
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("f").zone is Zone.REMOVED


def test_your_personality_on_an_attachment_is_refused() -> None:
    # the bearer, or any of your Personalities? (on a Holding: any of yours)
    text = "<b>Open:</b> Bow your Personality: Draw a card."
    assert not _action(text, "T I", CardType.ITEM).costs
    (cost,) = _action(text, "T H", CardType.HOLDING).ability.costs
    assert cost.bow.select.type == ("personality",) and cost.bow.count == 1


# -- a verb shared by a clause without one; tokens discarded from the card named before -------


@pytest.mark.parametrize(
    ("words", "kinds"),
    [
        ("Bow your performing Monk and your Stronghold", ["bow", "bow"]),
        ("Bow this card and your target Personality", ["bow", "bow"]),
        ("Bow this card and one of your Holdings", ["bow", "bow"]),
    ],
)
def test_a_verb_shared_by_the_next_clause(words: str, kinds: list[str]) -> None:
    action = _action(f"<b>Open:</b> {words}: Draw a card.", "T S", CardType.STRATEGY)
    assert action.full, action.not_understood
    assert [c.kind for c in action.ability.costs] == kinds


def test_a_target_after_a_cost_is_no_cost_without_its_verb() -> None:
    # "and a target Personality": a target (its verb "target"), not a second card to bow
    text = "<b>Open:</b> Bow this card and a target Personality: Give him +1F."
    action = _action(text, "T S", CardType.HOLDING)
    assert [c.kind for c in action.ability.costs] == ["bow"]


@pytest.mark.parametrize(
    ("text", "on"),
    [
        ("Bow this card and discard a Fire token on it", SOURCE),
        ("Target your Personality and discard a Fire token from him", "target1"),
        ("Discard a Fire token from this card", SOURCE),
    ],
)
def test_tokens_discarded(text: str, on: str) -> None:
    action = _action(f"<b>Battle:</b> {text}: Draw a card.", "T I", CardType.HOLDING)
    assert action.full, action.not_understood
    assert action.ability.costs[-1].token.on == on


def test_a_token_on_it_without_a_card_named_is_refused() -> None:
    text = "<b>Battle:</b> Discard a Fire token on it: Draw a card."
    assert not _action(text, "T I", CardType.HOLDING).costs


@pytest.mark.parametrize(("bowed", "expected"), [(False, "legal"), (True, "illegal")])
def test_a_shared_verb_on_the_board(bowed: bool, expected: str) -> None:
    text = "<b>Open:</b> Bow this card and your target Personality: Draw a card."
    ab = imported(text, "T H", CardType.HOLDING)
    loaded = board(
        [
            {"title": "T H", "type": "holding", "abilities": [ab]},
            {"title": "T P", "type": "personality", "force": 1},
        ],
        [card("h", "T H", "me"), card("p", "T P", "me", bowed=bowed)],
    )
    assert check(loaded, "me", "h", 0).status == expected


@pytest.mark.parametrize(("temple", "expected"), [(True, "illegal"), (False, "legal")])
def test_if_a_game_condition_after_a_cost_on_the_board(temple: bool, expected: str) -> None:
    # "Bow your Stronghold if you control a Temple": paid only when it holds
    text = "<b>Open:</b> Bow your Stronghold if you control a Temple: Draw a card."
    (cost,) = _action(text, "T H", CardType.HOLDING).ability.costs
    assert cost.only_if is not None and cost.unless is None
    ab = imported(text, "T H", CardType.HOLDING)
    cards = [card("h", "T H", "me"), card("keep", "T Keep", "me", bowed=True)]
    if temple:
        cards.append(card("t", "T Temple", "me"))
    loaded = board(
        [
            {"title": "T H", "type": "holding", "abilities": [ab]},
            {"title": "T Keep", "type": "stronghold", "production": [{"gold": 5}]},
            {"title": "T Temple", "type": "holding", "keywords": ["Temple"]},
        ],
        cards,
    )
    # the Stronghold is bowed: with a Temple the cost is due and can't be paid
    assert check(loaded, "me", "h", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Bow this card if able: Draw a card.",
        "<b>Open:</b> Bow this card if you control a Temple unless you have the Imperial Favor: "
        "Draw a card.",
    ],
)
def test_game_conditions_after_a_cost_not_read_are_refused(text: str) -> None:
    assert not _action(text, "T H", CardType.HOLDING).costs


def test_a_target_you_control_is_a_target_bowed_not_a_pick() -> None:
    """'Bow a target Personality you control': a target of yours (Abilities and actions), then
    bowed as the cost; never a pick of a card without targeting it."""
    action = _action(
        "<b>Open:</b> Bow a target Personality you control: Draw a card.",
        "T Pick",
        CardType.HOLDING,
    )
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    (target,) = action.ability.targets
    assert cost.bow == target.name and target.select.controller is Controller.YOU
