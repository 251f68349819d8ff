"""Target phrases beyond model/cardtext/targets.py's own tests (issue 13; Abilities and actions
/ B. Explicit performing and required targeting): two targets of the verb "target" in the
constraints block ("Target your Courtier and an enemy Personality:", the rules' example "Target
a Samurai and a Shugenja"), and the refusals that keep the reading closed."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import Block, TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from model.zones import Place
from solver.good_faith import check
from solver.targeting import brute_force_target_sets, build_problem, iter_target_sets
from tests.builders import board, card, imported, view


def _targets(
    text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY
) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def _refused(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> str:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert not action.full
    return action.not_understood


# -- two targets of "target" in the constraints block --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target your Courtier and an enemy Personality: Bow them.",
        "<b>Battle:</b> Bow this card and target your Courtier and an enemy Personality: Bow them.",
        "<b>Battle:</b> Target your Courtier and another player's Personality: Bow them.",
    ],
)
def test_two_targets_in_the_constraints(text: str) -> None:
    first, second = _targets(text)
    assert (first.name, second.name) == ("target1", "target2")
    assert first.block is Block.CONSTRAINTS and second.block is Block.CONSTRAINTS
    assert first.select.controller is Controller.YOU and first.select.keyword == ("courtier",)
    assert second.select.controller is Controller.OPPONENT
    assert second.select.type == (CardType.PERSONALITY,)
    assert first.is_required_kind and second.is_required_kind


@pytest.mark.parametrize(
    "text",
    [
        # one card may be both: not in the rules
        "<b>Battle:</b> Target your Courtier and a Personality: Bow them.",
        # "another": than the first target, or than this card?
        "<b>Battle:</b> Target your Courtier and another Personality: Bow them.",
        # lower than whom?
        "<b>Battle:</b> Target your Courtier and an enemy Personality with lower Force: Bow him.",
        # not a phrase after "and"
        "<b>Battle:</b> Target your Courtier and an enemy's Follower: Bow them.",
    ],
)
def test_two_targets_in_the_constraints_refused(text: str) -> None:
    _refused(text)


def test_a_target_and_a_cost_still_two_clauses() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Target your Courtier and discard a card: Bow him.",
        title="T Card",
        card_type=CardType.STRATEGY,
    ).actions
    assert action.full and action.ability is not None
    assert len(action.ability.targets) == 1 and action.ability.costs


@pytest.mark.parametrize(
    ("courtier", "enemy", "expected"),
    [(True, True, "legal"), (True, False, "illegal"), (False, True, "illegal")],
)
def test_two_targets_in_the_constraints_on_the_board(
    courtier: bool, enemy: bool, expected: str
) -> None:
    ab = imported(
        "<b>Open:</b> Target your Courtier and an enemy Personality: Bow them.",
        "T Move",
        CardType.STRATEGY,
    )
    defs: list[dict[str, Any]] = [
        {"title": "T Move", "type": "strategy", "abilities": [ab]},
        {"title": "T Court", "type": "personality", "force": 1, "keywords": ["Courtier"]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("s", "T Move", "me", zone="hand"), card("m", "T Man", "me")]
    if courtier:
        cards.append(card("c", "T Court", "me"))
    if enemy:
        cards.append(card("e", "T Man", "them"))
    assert check(board(defs, cards), "me", "s", 0).status == expected


# -- players' targeting in the effects ("each player targets") ---------------------------------


def _action(text: str) -> Any:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


@pytest.mark.parametrize(
    ("text", "controller"),
    [
        ("<b>Limited:</b> Each player targets and bows an unbowed Samurai.", Controller.ANY),
        (
            "<b>Battle:</b> In turn order, starting with you, each player targets and moves home "
            "one of his Personalities at the current battlefield. Then, gain 1 Honor.",
            Controller.YOU,
        ),
        (
            "<b>Battle:</b> Starting with you, each player targets and moves one of his "
            "Personalities at the current battlefield home.",
            Controller.YOU,
        ),
        ("<b>Battle:</b> Each player targets a Personality he controls. Bow them.", Controller.YOU),
    ],
)
def test_each_player_targets_two_readings(text: str, controller: Controller) -> None:
    ab = _action(text)
    (yours,) = ab.targets
    assert yours.select.controller is controller and yours.is_required_kind
    # lenient: your part is done as the effect resolves, like the others' part (not required)
    assert ab.lenient is not None and ab.lenient.targets == ()
    assert "each player's targeting" in ab.lenient_note


def test_each_player_targets_if_possible_is_optional() -> None:
    ab = _action(
        "<b>Battle:</b> Each player targets an unbowed Personality he controls, if possible. "
        "Bow all targets."
    )
    (yours,) = ab.targets
    assert yours.optional and not yours.is_required_kind and ab.lenient is None


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Each other player targets a Personality he controls (if able).",
        "<b>Battle:</b> The enemy leader targets and bows one of his unbowed Followers.",
    ],
)
def test_other_players_targeting_is_no_requirement(text: str) -> None:
    ab = _action(text)
    assert ab.targets == () and ab.lenient is None


@pytest.mark.parametrize(
    "text",
    [
        # whose Personality is "his"?
        "<b>Battle:</b> Each player targets and bows a Personality opposing his leader.",
        # the phrase is not read: refused whole
        "<b>Battle:</b> Each player targets and destroys a card with the printed Zorblax keyword.",
        # another subject: who is "he"?
        "<b>Battle:</b> Choose a player. He targets one of his unbowed Personalities.",
    ],
)
def test_players_targeting_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("samurai", "expected"), [(True, "legal"), (False, "unknown")])
def test_each_player_targets_on_the_board(samurai: bool, expected: str) -> None:
    ab = imported(
        "<b>Limited:</b> Each player targets and bows an unbowed Samurai.", "T Riot", CardType.EVENT
    )
    defs = [
        {"title": "T Riot", "type": "strategy", "abilities": [ab]},
        {"title": "T Sam", "type": "personality", "force": 1, "keywords": ["Samurai"]},
    ]
    cards = [card("s", "T Riot", "me", zone="hand")]
    if samurai:
        cards.append(card("p", "T Sam", "them"))
    verdict = check(board(defs, cards), "me", "s", 0)
    assert verdict.status == expected
    if expected == "unknown":  # strict: no Samurai to target; lenient: none required
        assert verdict.details[0].code == "two_readings"


# -- targets named again ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target your bowed Ring and an attachment. Straighten both targets.",
        "<b>Open:</b> Bow your target Courtier. Bow a target enemy Personality. Gain Honor equal "
        "to the second target's Personal Honor.",
        "<b>Battle:</b> Target one or two Samurai: Raise each target's Force by 1.",
        "<b>Battle:</b> Target your Paragon: Give that target's unit +1F.",
    ],
)
def test_targets_named_again(text: str) -> None:
    ab = _action(text)
    assert ab.targets


@pytest.mark.parametrize(
    "text",
    [
        # "both" of one target; "the second" of one
        "<b>Battle:</b> Target your Personality. Straighten both targets.",
        "<b>Battle:</b> Target your Personality. Gain Honor equal to the second target's Chi.",
        # "that target" of two: which?
        "<b>Battle:</b> Target your bowed Ring and an attachment. Straighten that target.",
        # nothing targeted before
        "<b>Battle:</b> Straighten all targets.",
    ],
)
def test_targets_named_again_refused(text: str) -> None:
    _refused(text)


# -- the active player's cards ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (
            "<b>Open:</b> Target one of the active player's unbowed Personalities. Bow him.",
            CardType.STRATEGY,
        ),
        (
            "<b>Open:</b> Target the active player's unbowed Personality. Bow him.",
            CardType.STRATEGY,
        ),
        (
            "<b>Open:</b> Bow a target unbowed Personality controlled by the active player.",
            CardType.STRATEGY,
        ),
        # "his": the only player named, the one whose turn it is
        (
            "<b>Open:</b> If it is another player's turn, target one of his unbowed "
            "Personalities: Bow him.",
            CardType.PERSONALITY,
        ),
        (
            "<b>Open:</b> If it is not your turn, target an unbowed Personality controlled by the "
            "active player: Bow him.",
            CardType.PERSONALITY,
        ),
    ],
)
def test_the_active_players_cards(text: str, card_type: CardType) -> None:
    (target,) = _targets(text, card_type=card_type)
    assert target.select.controller is Controller.ACTIVE and target.select.bowed is False


@pytest.mark.parametrize(
    "text",
    [
        # a controller said twice
        "<b>Open:</b> Bow a target enemy Personality controlled by the active player.",
        # "his" with no player named before
        "<b>Open:</b> Target one of his unbowed Personalities: Bow him.",
        "<b>Open:</b> If it is not your turn, target one of his unbowed Personalities: Bow him.",
        # "his": the performer's or the target's named before?
        "<b>Open:</b> If it is another player's turn, choose your performing Samurai and target "
        "one of his Followers: Bow it.",
        "<b>Open:</b> If it is another player's turn, bow your target Samurai and target one of "
        "his Followers.",
    ],
)
def test_the_active_players_cards_refused(text: str) -> None:
    _refused(text, card_type=CardType.PERSONALITY)


@pytest.mark.parametrize(
    ("owner", "active", "expected"),
    [("me", "me", "legal"), ("them", "me", "illegal"), ("them", "them", "legal")],
)
def test_the_active_players_cards_on_the_board(owner: str, active: str, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target one of the active player's unbowed Personalities. Bow him.",
        "T Love",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Love", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("s", "T Love", "me", zone="hand"), card("p", "T Man", owner)]
    verdict = check(board(defs, cards, active_player=active), "me", "s", 0)
    assert verdict.status == expected, verdict


# -- players named by what they have ------------------------------------------------------------


def _players(text: str) -> Any:
    return _action(text).player_targets


def test_a_target_player_with_family_honor() -> None:
    (pt,) = _players(
        "<b>Limited:</b> Target another player with 30 or more Family Honor: He loses 5 Honor."
    )
    assert pt.other and pt.family_honor_at_least == 30 and pt.controls is None


def test_a_target_player_who_controls() -> None:
    ab = _action(
        "<b>Political Open:</b> Target another player who controls an attachment and destroy your "
        "target attachment. He loses 1 Honor."
    )
    (pt,) = ab.player_targets
    assert pt.other and pt.controls is not None and pt.controls.at_least == 1
    assert CardType.FOLLOWER in pt.controls.select.type
    assert pt.controls.select.controller is Controller.ANY
    (mine,) = ab.targets
    assert mine.select.controller is Controller.YOU


@pytest.mark.parametrize(
    ("text", "at_least"),
    [
        (
            "<b>Open:</b> Destroy a target Holding controlled by a player with four or more "
            "Holdings in play.",
            4,
        ),
        (
            "<b>Limited:</b> Target a Holding controlled by a player who controls five or more "
            "Holdings: Destroy it.",
            5,
        ),
        (
            "<b>Open:</b> Target a Personality controlled by a player who controls a dishonorable "
            "Personality: Bow him.",
            1,
        ),
    ],
)
def test_a_card_of_a_player_who_controls(text: str, at_least: int) -> None:
    (target,) = _targets(text)
    counted = target.select.controller_controls
    assert counted is not None and counted.at_least == at_least


@pytest.mark.parametrize(
    "text",
    [
        # where does the qualifier end?
        "<b>Open:</b> A target player who controls a Farm loses 1 Honor.",
        # a qualifier not read
        "<b>Open:</b> A target player who has a Farm loses 1 Honor.",
        "<b>Open:</b> Target a Holding controlled by a player who has more Honor than you: Bow it.",
        # the cards counted not read
        "<b>Open:</b> Target a Holding controlled by a player who controls five or more "
        "Kites: Bow it.",
    ],
)
def test_qualified_players_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("honor", "expected"), [(30, "legal"), (29, "illegal")])
def test_a_target_player_with_family_honor_on_the_board(honor: int, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target another player with 30 or more Family Honor: He loses 5 Honor.",
        "T Misstep",
        CardType.STRATEGY,
    )
    defs = [{"title": "T Misstep", "type": "strategy", "abilities": [ab]}]
    players = [{"id": "me", "family_honor": 40}, {"id": "them", "family_honor": honor}]
    loaded = board(defs, [card("s", "T Misstep", "me", zone="hand")], players=players)
    assert check(loaded, "me", "s", 0).status == expected


@pytest.mark.parametrize(("theirs", "expected"), [(4, "legal"), (3, "illegal")])
def test_a_card_of_a_player_who_controls_on_the_board(theirs: int, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Destroy a target Holding controlled by a player with four or more "
        "Holdings in play.",
        "T Cache",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Cache", "type": "strategy", "abilities": [ab]},
        {"title": "T Farm", "type": "holding", "gold_production": 1},
    ]
    cards = [card("s", "T Cache", "me", zone="hand")]
    cards += [card(f"h{i}", "T Farm", "them") for i in range(theirs)]
    cards += [card(f"m{i}", "T Farm", "me") for i in range(3)]  # three of mine: too few
    assert check(board(defs, cards), "me", "s", 0).status == expected


# -- another action's targeting named in the effects ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "targets"),
    [
        (
            "<b>Reaction:</b> When another player's action would target one of your Shugenja at "
            "Ezuno's location, it targets Ezuno instead, if legal.",
            0,
        ),
        (
            "<b>Battle:</b> Negate the effects of the next Battle action this battle another "
            "player takes which targets Nikaru.",
            0,
        ),
        (
            "<b>Reaction:</b> After another player's Battle action targets Yurishi: Move him home. "
            "If he is no longer a legal target for the action, negate its effects on him.",
            0,
        ),
        (
            "<b>Open:</b> Target your performing Yojimbo. The next time (this turn) another "
            "player's action would target one of your Personalities, it targets the Yojimbo "
            "instead, if legal.",
            1,
        ),
    ],
)
def test_another_actions_targeting(text: str, targets: int) -> None:
    (action,) = import_text(text, title="Mirumoto Ezuno", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert len(action.ability.targets) == targets


@pytest.mark.parametrize(
    "text",
    [
        # no "if legal": whose targeting?
        "<b>Battle:</b> Bow this Personality. It targets a Personality.",
        # whose targeting? (not a delayed effect, nor another player's action named)
        "<b>Battle:</b> Your Samurai targets a Holding, if legal.",
    ],
)
def test_another_actions_targeting_refused(text: str) -> None:
    _refused(text, "Mirumoto Ezuno", CardType.PERSONALITY)


@pytest.mark.parametrize(("yojimbo", "expected"), [(True, "legal"), (False, "illegal")])
def test_another_actions_targeting_on_the_board(yojimbo: bool, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target your performing Yojimbo. The next time (this turn) another "
        "player's action would target one of your Holdings, it targets the Yojimbo instead, if "
        "legal.",
        "T Vigil",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Vigil", "type": "strategy", "abilities": [ab]},
        {"title": "T Guard", "type": "personality", "force": 1, "keywords": ["Yojimbo"]},
    ]
    cards = [card("s", "T Vigil", "me", zone="hand")]
    if yojimbo:  # no Holding of yours anywhere: the other action's targeting requires none
        cards.append(card("y", "T Guard", "me"))
    assert check(board(defs, cards), "me", "s", 0).status == expected


# -- cards of one grouped target at different locations -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target two Personalities at different locations controlled by the same "
        "player. Switch their locations.",
        "<b>Battle:</b> Target two Personalities controlled by the same player at different "
        "locations. Switch their locations.",
        "<b>Battle:</b> Target two Personalities at different locations. Switch their locations.",
    ],
)
def test_at_different_locations(text: str) -> None:
    (target,) = _targets(text)
    assert target.count == 2 and target.select.different_locations


@pytest.mark.parametrize(
    "text",
    [
        # the optional second card: at a different location too?
        "<b>Battle:</b> Target one or two Personalities at different locations. Bow them.",
        # one card
        "<b>Battle:</b> Target a Personality at different locations. Bow him.",
        # a location already said
        "<b>Battle:</b> Target two Personalities at home at different locations. Bow them.",
    ],
)
def test_at_different_locations_refused(text: str) -> None:
    _refused(text)


def _apart_board(places: list[str]) -> Any:
    ab = imported(
        "<b>Open:</b> Target two Personalities at different locations. Switch their locations.",
        "T Switch",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Switch", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("s", "T Switch", "me", zone="hand")]
    for i, place in enumerate(places):
        where = (
            {"zone": "home"} if place == "home" else {"zone": "battlefield", "battlefield": place}
        )
        cards.append(card(f"p{i}", "T Man", "me", **where))
    return board(defs, cards, battlefields=["bf1", "bf2"])


@pytest.mark.parametrize(
    ("places", "expected"),
    [
        (["home", "home"], "illegal"),
        (["home", "bf1"], "legal"),
        (["bf1", "bf1", "home"], "legal"),
        (["bf1", "bf1"], "illegal"),
        (["bf1", "bf2"], "legal"),
    ],
)
def test_at_different_locations_on_the_board(places: list[str], expected: str) -> None:
    assert check(_apart_board(places), "me", "s", 0).status == expected


def test_at_different_locations_match_the_brute_force() -> None:
    loaded = _apart_board(["home", "bf1", "bf1", "home", "bf2"])
    ab = loaded.library["T Switch"].abilities[0]
    problem = build_problem(view(loaded), "me", "s", ab)
    sets = list(iter_target_sets(problem))
    assert sets == brute_force_target_sets(problem)
    assert len(sets) == 8  # 2 of the 10 pairs share a place (home, bf1)


def test_group_relations_only_on_a_target() -> None:
    from model.abilities import PlayerTarget
    from model.selectors import CountAtLeast, Selector

    with pytest.raises(ValueError):
        Selector(any_of=(Selector(different_locations=True),))
    with pytest.raises(ValueError):
        Selector(has_attachment=Selector(different_locations=True))
    with pytest.raises(ValueError):
        Selector(controller_controls=CountAtLeast(Selector(same_controller=True)))
    with pytest.raises(ValueError):
        PlayerTarget("player1", controls=CountAtLeast(Selector(different_locations=True)))


# -- "targeted" refers back (Abilities and actions / B) -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Ranged 4 Attack. If this targeted a card, gain 1 Honor.",
        "<b>Open:</b> Negate a target Personality's next movement. After each time his "
        "controller resolves an action that targeted him, give him -2F.",
        "<b>Open:</b> Target your Personality. If you targeted a Samurai, draw a card.",
        "<b>Reaction:</b> After another player's action targets this card: You will not lose "
        "Honor from actions that have targeted it.",
    ],
)
def test_targeted_refers_back(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert len(action.ability.targets) <= 1


def test_targeted_with_must_is_refused() -> None:
    # what the targeted card must be: a restriction on the target, not read
    _refused("<b>Open:</b> Target a Personality; the targeted card must be unbowed. Bow him.")


@pytest.mark.parametrize(("keywords", "expected"), [([], "legal"), (["Samurai"], "legal")])
def test_targeted_refers_back_on_the_board(keywords: list[str], expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target your Personality. If you targeted a Samurai, draw a card.",
        "T Ref",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Ref", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1, "keywords": keywords},
    ]
    cards = [card("s", "T Ref", "me", zone="hand"), card("m", "T Man", "me")]
    # no Samurai needed: "targeted" names the targeting done, it targets nothing
    assert check(board(defs, cards), "me", "s", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Target a Personality. After the next time (this turn) his controller "
        "assigns him, targets him, or resolves an action on a card in his unit, dishonor him.",
        "<b>Open:</b> Target a Personality. The next time his controller targets a Holding, "
        "bow him.",
    ],
)
def test_a_delayed_effects_targeting_is_an_event(text: str) -> None:
    (target,) = _targets(text)
    assert target.name == "target1"


def test_targets_outside_a_delayed_effect_still_refused() -> None:
    # who targets, and is it this action's targeting?
    _refused("<b>Open:</b> Target a Personality. His controller targets a Holding.")


@pytest.mark.parametrize(
    "text",
    [
        "<b>Reaction:</b> After another player's action targets one of your cards, destroy this "
        "card to negate the target's destruction from the action's effects.",
        "<b>Reaction:</b> After another player's Battle action targets this Personality, give "
        "the target +2F.",
    ],
)
def test_the_target_of_a_triggering_action(text: str) -> None:
    (action,) = import_text(text, title="T Stone", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.targets == ()


@pytest.mark.parametrize(
    "text",
    [
        # the trigger names no targeting: whose target?
        "<b>Reaction:</b> After a battle resolves, give the target +2F.",
        # what the target must be: a restriction, not read
        "<b>Reaction:</b> After another player's action targets one of your cards, the target "
        "must be unbowed.",
    ],
)
def test_the_target_of_a_triggering_action_refused(text: str) -> None:
    _refused(text, "T Stone", CardType.HOLDING)


# -- a Personality's own pronoun in its constraints ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target a Personality or Follower opposing her: Bow it.",
        "<b>Battle:</b> If Ryoko is at the current battlefield, target a Personality opposing "
        "her: Bow him.",
        "<b>Battle:</b> Target a card opposing him with lower Force: Bow it.",
    ],
)
def test_opposing_her_is_the_personality_itself(text: str) -> None:
    (target,) = _targets(text, "Utaku Ryoko", CardType.PERSONALITY)
    assert target.select.opposing == "source"


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # on a card that is no Personality: whom?
        ("<b>Battle:</b> Target a Personality opposing her: Bow him.", CardType.STRATEGY),
        # a performer chosen before: hers or the card's?
        (
            "<b>Battle:</b> Choose your performing Samurai and target a Personality opposing "
            "her: Bow him.",
            CardType.PERSONALITY,
        ),
    ],
)
def test_opposing_her_refused(text: str, card_type: CardType) -> None:
    _refused(text, "Utaku Ryoko", card_type)


@pytest.mark.parametrize(("where", "expected"), [("bf", "legal"), ("home", "illegal")])
def test_opposing_her_on_the_board(where: str, expected: str) -> None:
    ab = imported(
        "<b>Battle:</b> Target a Personality opposing her: Bow him.",
        "Utaku Ryoko",
        CardType.PERSONALITY,
    )
    defs = [
        {"title": "Utaku Ryoko", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    foe = {"zone": "home"} if where == "home" else {"zone": "battlefield", "battlefield": "bf"}
    cards = [
        card("r", "Utaku Ryoko", "me", zone="battlefield", battlefield="bf"),
        card("f", "T Foe", "them", **foe),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "bf"}
    loaded = board(defs, cards, attacker="me", battlefields=["bf"], **combat)
    assert check(loaded, "me", "r", 0).status == expected


# -- a post-modifier in parentheses ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "place"),
    [
        (
            "<b>Battle:</b> Move a target Personality (at the current battlefield) to an "
            "adjacent battlefield.",
            Place.CURRENT_BATTLEFIELD,
        ),
        ("<b>Open:</b> Give a target Personality (in play) +1PH or -1PH.", Place.IN_PLAY),
    ],
)
def test_a_location_in_parentheses(text: str, place: Place) -> None:
    (target,) = _targets(text)
    assert target.select.location is place


@pytest.mark.parametrize(
    "text",
    [
        # what the parentheses say is not read: refused, never dropped
        # ("at any battlefield (not your home)" is read: tests/test_cardtext_target_clauses.py)
        "<b>Battle:</b> Target your Personality at any battlefield (not a Samurai). Bow him.",
        "<b>Battle:</b> Bow a target Personality (with lower Force).",
        "<b>Battle:</b> Bow a target Personality (who has a Kite).",
    ],
)
def test_parentheses_not_read_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("where", "expected"), [("bf", "legal"), ("home", "illegal")])
def test_a_location_in_parentheses_on_the_board(where: str, expected: str) -> None:
    ab = imported(
        "<b>Battle:</b> Move a target Personality (at the current battlefield) to an adjacent "
        "battlefield.",
        "T Grill",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Grill", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    man = {"zone": "home"} if where == "home" else {"zone": "battlefield", "battlefield": "bf"}
    cards = [
        card("s", "T Grill", "me", zone="hand"),
        card("m", "T Man", "me", zone="battlefield", battlefield="bf2"),  # elsewhere
        card("f", "T Man", "them", **man),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "bf"}
    loaded = board(defs, cards, attacker="me", battlefields=["bf", "bf2"], **combat)
    assert check(loaded, "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("card_type", "host"),
    [(CardType.ITEM, "bearer"), (CardType.PERSONALITY, "source")],
)
def test_attached_to_this_personality(card_type: CardType, host: str) -> None:
    text = "<b>Open:</b> Target a non-Unique Weapon attached to this Personality. Bow it."
    (target,) = _targets(text, "T Sword", card_type)
    assert target.select.attached_to == host


def test_attached_to_this_personality_refused() -> None:
    # a Strategy names no Personality it is on
    _refused("<b>Open:</b> Target a Weapon attached to this Personality. Bow it.")


def test_a_prohibition_with_a_target_in_its_subject() -> None:
    (target,) = _targets(
        "<b>Battle:</b> Actions from cards in a target Personality's unit may not target cards "
        "in this unit.",
        "T Tankoji",
        CardType.PERSONALITY,
    )
    assert target.select.type == (CardType.PERSONALITY,)


@pytest.mark.parametrize(("bearer_weapon", "expected"), [(True, "legal"), (False, "illegal")])
def test_attached_to_this_personality_on_the_board(bearer_weapon: bool, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Target a non-Unique Weapon attached to this Personality. Bow it.",
        "T Sword",
        CardType.ITEM,
    )
    defs = [
        {"title": "T Sword", "type": "item", "abilities": [ab]},
        {"title": "T Knife", "type": "item", "keywords": ["Weapon"]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [
        card("p", "T Man", "me"),
        card("q", "T Man", "me"),
        card("s", "T Sword", "me", attached_to="p"),
        card("k", "T Knife", "me", attached_to="p" if bearer_weapon else "q"),
    ]
    assert check(board(defs, cards), "me", "s", 0).status == expected


# -- a keyword before "X or Y": two readings ------------------------------------------------


def test_a_keyword_before_two_nouns_reads_two_ways() -> None:
    ab = _action("<b>Open:</b> Give a target enemy Cavalry Personality or Follower -3F.")
    (strict,) = ab.targets
    assert strict.select.keyword == ("cavalry",)
    assert set(strict.select.type) == {CardType.PERSONALITY, CardType.FOLLOWER}
    assert ab.lenient is not None
    (loose,) = ab.lenient.targets
    assert loose.select.keyword == () and len(loose.select.any_of) == 2
    assert loose.select.controller is Controller.OPPONENT


def test_a_keyword_before_two_nouns_refused_in_the_constraints() -> None:
    # the constraints block keeps one reading: refused there
    _refused("<b>Open:</b> Target an enemy Cavalry Personality or Follower: Give it -3F.")


@pytest.mark.parametrize(
    ("kind", "keywords", "expected"),
    [
        ("follower", ["Cavalry"], "legal"),
        ("personality", ["Cavalry"], "legal"),
        ("follower", [], "unknown"),  # Cavalry of both (strict) or of the Personality only
        ("personality", [], "illegal"),
    ],
)
def test_a_keyword_before_two_nouns_on_the_board(
    kind: str, keywords: list[str], expected: str
) -> None:
    ab = imported(
        "<b>Open:</b> Give a target enemy Cavalry Personality or Follower -3F.",
        "T Yoshie",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Yoshie", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
        {"title": "T Foe", "type": kind, "force": 1, "keywords": keywords},
    ]
    cards = [card("s", "T Yoshie", "me", zone="hand"), card("m", "T Man", "them")]
    cards.append(
        card("f", "T Foe", "them", attached_to="m")
        if kind == "follower"
        else card("f", "T Foe", "them")
    )
    verdict = check(board(defs, cards), "me", "s", 0)
    assert verdict.status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Bow your target Courtier. Bow a target enemy Personality. Draw a card if "
        "the other target has lower Personal Honor.",
        "<b>Open:</b> Bow your target Courtier. Bow a target enemy Personality. Gain 1 Honor if "
        "the enemy target is dishonorable.",
    ],
)
def test_the_other_or_enemy_target_named_again(text: str) -> None:
    assert len(_targets(text)) == 2


@pytest.mark.parametrize(
    "text",
    [
        # "the other target" of one target
        "<b>Open:</b> Bow your target Courtier. Draw a card if the other target is dishonorable.",
    ],
)
def test_the_other_target_refused(text: str) -> None:
    _refused(text)


def test_another_actions_new_target_is_no_targeting() -> None:
    ab = _action(
        "<b>Reaction:</b> When another player's action would target your Personality: You may "
        "choose one of your Personalities for the action to target, if legal."
    )
    assert ab.targets == ()


def test_keyword_alternatives_ending_in_a_state() -> None:
    (target,) = _targets(
        "<b>Limited:</b> Target a Kolat, Ninja, Shadowlands, or dishonorable Personality. Bow him."
    )
    assert target.select.type == (CardType.PERSONALITY,)
    keywords, state = target.select.any_of
    assert keywords.any_keyword == ("kolat", "ninja", "shadowlands")
    assert state.dishonorable is True


@pytest.mark.parametrize(
    ("keywords", "dishonored", "expected"),
    [
        (["Ninja"], False, "legal"),
        ([], True, "legal"),
        ([], False, "illegal"),
    ],
)
def test_keyword_alternatives_ending_in_a_state_on_the_board(
    keywords: list[str], dishonored: bool, expected: str
) -> None:
    ab = imported(
        "<b>Open:</b> Target a Kolat, Ninja, or dishonorable Personality. Bow him.",
        "T Accuse",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Accuse", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1, "keywords": keywords},
    ]
    cards = [
        card("s", "T Accuse", "me", zone="hand"),
        card("m", "T Man", "them", dishonorable=dishonored),
    ]
    assert check(board(defs, cards), "me", "s", 0).status == expected


# -- "another" after one card named before ---------------------------------------------------


def test_another_after_the_performer() -> None:
    performer, other = _targets(
        "<b>Battle:</b> Choose your performing Unicorn Clan Personality and target another unit: "
        "Straighten it."
    )
    assert other.select.other_than == (performer.name,)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # a Personality: other than the card before, or than him too?
        (
            "<b>Battle:</b> Dishonor a target enemy Personality. Target another "
            "Personality and bow him.",
            CardType.PERSONALITY,
        ),
        # an attachment: other than its bearer too?
        (
            "<b>Battle:</b> Choose your performing Samurai and target another Personality: "
            "Bow him.",
            CardType.ITEM,
        ),
        # two cards before: other than which?
        (
            "<b>Battle:</b> Choose your performing Samurai and target your Courtier and an enemy "
            "Holding. Target another Personality. Bow him.",
            CardType.STRATEGY,
        ),
    ],
)
def test_another_after_a_card_refused(text: str, card_type: CardType) -> None:
    _refused(text, card_type=card_type)


def test_another_under_may_target_is_optional_so_not_asked() -> None:
    """Abilities and actions / Targeting: "may target" wording is optional targeting, so its
    "another" (other than which?) can't make the action illegal: the required target alone is
    read (``model.cardtext.optional_tail``, h36kanpeki)."""
    (only,) = _targets(
        "<b>Battle:</b> Dishonor a target enemy Personality. You may target another "
        "Personality and bow him.",
        card_type=CardType.PERSONALITY,
    )
    assert only.select.controller is Controller.OPPONENT


@pytest.mark.parametrize(("others", "expected"), [(0, "illegal"), (1, "legal")])
def test_another_after_the_performer_on_the_board(others: int, expected: str) -> None:
    ab = imported(
        "<b>Open:</b> Choose your performing Personality and target another Personality: Bow him.",
        "T Other",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Other", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("s", "T Other", "me", zone="hand"), card("p", "T Man", "me")]
    cards += [card(f"o{i}", "T Man", "them") for i in range(others)]
    assert check(board(defs, cards), "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("text", "controller"),
    [
        (
            "<b>Battle:</b> Bow another target Scorpion Clan Personality you control.",
            Controller.YOU,
        ),
        ("<b>Battle:</b> Bow a target Personality you do not control.", Controller.OPPONENT),
    ],
)
def test_you_control_after_the_noun(text: str, controller: Controller) -> None:
    (target,) = _targets(text, "T Irezu", CardType.PERSONALITY)
    assert target.select.controller is controller


def test_you_control_with_another_controller_refused() -> None:
    _refused("<b>Battle:</b> Bow your target Personality you control.")


def test_a_reminder_in_parentheses_is_not_a_modifier() -> None:
    from model.cardtext.target_relations import in_parentheses
    from model.selectors import Selector

    def never(rest: str, sel: Selector) -> None:
        raise AssertionError(rest)

    assert in_parentheses(" (Bow a target enemy Follower.)", Selector(), never) is None


@pytest.mark.parametrize(
    "text",
    [
        # "another" on a card that can be no Personality: other than the trigger's card?
        "<b>Reaction:</b> Before one of your Personalities is destroyed during battle, target "
        "another Personality: Give him a Force bonus equal to the first Personality's Chi.",
        "<b>Battle:</b> Give another target Personality +2F.",
        # a clause after the target's noun ("a target card it bowed"): not any card
        "<b>Battle:</b> Destroy a target card it bowed.",
    ],
)
def test_target_words_that_name_something_else_are_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Courage", card_type=CardType.STRATEGY).actions
    assert not action.full
