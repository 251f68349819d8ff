"""Restrictions read from card text (Costs and restrictions / Restrictions): the active
player's early turns, "or" between two whole conditions, "there" after an "even if" that names
the current battlefield, "(in play)" after what you control, and a Reaction's restriction
printed before its trigger."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.selectors import Condition, PlayerHonor
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported


def _status(text: str, cards: list[dict[str, Any]], **kw: Any) -> str:
    ab = imported(text, "T Source", CardType.PERSONALITY)
    defs = [
        {"title": "T Source", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Target", "type": "personality", "force": 2},
        {"title": "T Courtier", "type": "personality", "keywords": ["courtier"], "force": 1},
    ]
    base = [card("src", "T Source", "me"), card("tgt", "T Target", "them")]
    return check(board(defs, base + cards, **kw), "me", "src", 0).status


def test_the_active_players_first_or_second_turn() -> None:
    cond = parse_condition("it is the active player's first or second turn")
    assert cond == Condition(active_turn_at_most=2)
    cond = parse_condition("it is not the active player's first turn")
    assert cond == Condition(none_of=(Condition(active_turn_at_most=1),))
    # yours: your turn, and among your first two
    mine = Condition(all_of=(Condition(your_turn=True), Condition(active_turn_at_most=2)))
    assert parse_condition("it is not your first or second turn") == Condition(none_of=(mine,))
    # "your first turn" keeps its own field
    assert parse_condition("it is your first turn") == Condition(first_turn=True)


def test_early_turns_on_the_board() -> None:
    """Two players: turns 1-4 are the first two rounds (each player's first and second turn)."""
    text = (
        "<b>Open:</b> If it is the active player's first or second turn: "
        "Give a target Personality -2F."
    )
    assert _status(text, [], turn=3) == "legal"
    assert _status(text, [], turn=4, active_player="them") == "legal"
    assert _status(text, [], turn=5) == "illegal"
    text = "<b>Limited:</b> If it is not your first or second turn: Give a target Personality -2F."
    assert _status(text, [], turn=3) == "illegal"
    assert _status(text, [], turn=5) == "legal"


def test_or_between_two_whole_conditions() -> None:
    cond = parse_condition("you control a Courtier or this is a Combat Segment")
    assert isinstance(cond, Condition) and len(cond.any_of) == 2
    assert cond.any_of[1] == Condition(in_battle=True)
    # an "or" inside one condition is not split: a card with either keyword
    either = parse_condition("you control a Courtier or Shugenja")
    assert isinstance(either, Condition) and not either.any_of and either.control is not None
    assert either.control.select.any_keyword == ("courtier", "shugenja")
    assert parse_condition("your Family Honor is 10 or higher") == Condition(
        family_honor_at_least=10
    )
    # "and" with "or": two groupings, refused
    assert isinstance(
        parse_condition("it is your turn and you control a Courtier or it is the Action Phase"),
        str,
    )
    text = (
        "<b>Open:</b> If you control a Courtier or it is your turn: Give a target Personality -2F."
    )
    assert _status(text, []) == "legal"  # your turn
    assert _status(text, [], active_player="them") == "illegal"
    courtier = card("c", "T Courtier", "me")
    assert _status(text, [courtier], active_player="them") == "legal"


def test_in_play_after_what_you_control() -> None:
    plain = parse_condition("you control no Personalities")
    assert parse_condition("you control no Personalities (in play)") == plain
    assert not isinstance(plain, str)


def test_no_terrain_at_the_current_battlefield() -> None:
    assert parse_condition("no Terrain is at the current battlefield") == parse_condition(
        "there is no Terrain at the current battlefield"
    )


def test_there_after_an_even_if_naming_the_current_battlefield() -> None:
    text = (
        "<b>Battle:</b> Even if this card is not at the current battlefield, if any enemy units "
        "are there, target your Personality: Bow him."
    )
    (action,) = import_text(text, title="T Spirit", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    cond = action.ability.condition
    assert cond is not None and cond.exists is not None
    assert cond.exists.select.location is Place.CURRENT_BATTLEFIELD
    # with no "even if" naming it, "there" is not read
    text = "<b>Battle:</b> If any enemy units are there, target your Personality: Bow him."
    (action,) = import_text(text, title="T Spirit", card_type=CardType.PERSONALITY).actions
    assert action.level == "timing"


@pytest.mark.parametrize("designator", ["Interrupt", "Battle/Reaction"])
def test_a_restriction_before_a_trigger_only_on_a_reaction(designator: str) -> None:
    """An Interrupt is played to an action: "If the action is yours, after it resolves" is the
    timing of its effect (Reference 05, Areas), not a trigger."""
    text = (
        f"<b>{designator}:</b> If this card is at home, after a Ranged Attack is targeted: "
        "Gain 1 Honor."
    )
    (action,) = import_text(text, title="T Regulars", card_type=CardType.FOLLOWER).actions
    assert not action.full


def test_a_reactions_restriction_before_its_trigger() -> None:
    text = (
        "<b>Reaction:</b> If this card is dishonorable, after a Ranged Attack is targeted: "
        "Give a target Personality -2F."
    )
    (action,) = import_text(text, title="T Source", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    assert action.ability.trigger == "after a Ranged Attack is targeted"
    assert action.ability.condition is not None and action.ability.condition.card == "source"
    trigger = "after a Ranged Attack is targeted"
    assert _status(text, [], trigger=trigger) == "illegal"  # honorable
    ab = imported(text, "T Source", CardType.PERSONALITY)
    defs = [
        {"title": "T Source", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Target", "type": "personality", "force": 2},
    ]
    cards = [card("src", "T Source", "me", dishonorable=True), card("tgt", "T Target", "them")]
    assert check(board(defs, cards, trigger=trigger), "me", "src", 0).status == "legal"
    assert check(board(defs, cards), "me", "src", 0).status == "illegal"  # no trigger


def test_a_dead_personality_in_a_discard_pile() -> None:
    anyone = parse_condition("there is a dead Personality in any player's discard pile")
    mine = parse_condition("you own a dead Personality")
    assert isinstance(anyone, Condition) and anyone.exists is not None
    assert anyone.exists.select.dead and anyone.exists.select.location is Place.DYNASTY_DISCARD
    assert isinstance(mine, Condition) and mine.exists is not None
    assert mine.exists.select.controller == "you"
    text = "<b>Open:</b> If you own a dead Personality: Give a target Personality -2F."
    dead = card("d", "T Courtier", "me", zone="dynasty_discard", dead=True)
    theirs = card("d", "T Courtier", "them", zone="dynasty_discard", dead=True)
    discarded = card("d", "T Courtier", "me", zone="dynasty_discard")
    assert _status(text, [dead]) == "legal"
    assert _status(text, [theirs]) == "illegal"
    assert _status(text, [discarded]) == "illegal"  # discarded, not dead
    text = (
        "<b>Open:</b> If there is a dead Personality in any player's discard pile: "
        "Give a target Personality -2F."
    )
    assert _status(text, [theirs]) == "legal"
    assert _status(text, []) == "illegal"


def test_other_players_family_honor_and_the_number_of_players() -> None:
    higher = parse_condition("another player has higher Family Honor than you")
    assert higher == Condition(player_honor=PlayerHonor(whose="another", above_yours=True))
    assert parse_condition("no other player has more Family Honor than you") == Condition(
        none_of=(higher,)  # type: ignore[arg-type]
    )
    assert parse_condition("the active player has 11 or more Family Honor") == Condition(
        player_honor=PlayerHonor(whose="active", at_least=11)
    )
    assert parse_condition("there are more than two players") == Condition(players_at_least=3)
    # half a comparison is not read
    assert isinstance(parse_condition("another player has higher Family Honor"), str)
    assert isinstance(parse_condition("another player has 40 or more Family Honor than you"), str)

    text = (
        "<b>Open:</b> If another player has higher Family Honor than you: "
        "Give a target Personality -2F."
    )
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 6}]
    assert _status(text, [], players=players) == "legal"
    players = [{"id": "me", "family_honor": 6}, {"id": "them", "family_honor": 6}]
    assert _status(text, [], players=players) == "illegal"  # strictly higher (Reference 04)
    text = (
        "<b>Open:</b> If the active player has 11 or more Family Honor: "
        "Give a target Personality -2F."
    )
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 11}]
    assert _status(text, [], players=players, active_player="them") == "legal"
    assert _status(text, [], players=players) == "illegal"  # the active player (me) has 5
    text = "<b>Open:</b> If there are more than two players: Give a target Personality -2F."
    assert _status(text, []) == "illegal"
    three = [{"id": p, "family_honor": 5} for p in ("me", "them", "third")]
    assert _status(text, [], players=three) == "legal"


def test_enemy_units_at_the_current_battlefield_said_three_ways() -> None:
    said = [
        "any enemy units are at the current battlefield",
        "there are enemy units at this battlefield",
        "there are any enemy units at the current battlefield",
    ]
    first, *rest = (parse_condition(s) for s in said)
    assert isinstance(first, Condition) and all(r == first for r in rest)


def test_the_card_has_an_attachment_or_a_token() -> None:
    weapon = parse_condition("Source has a Weapon", "T Source", CardType.PERSONALITY)
    assert isinstance(weapon, Condition) and weapon.card == "source"
    assert weapon.matches is not None and weapon.matches.has_attachment is not None
    token = parse_condition(
        "this Personality does not have a Madness token", "T Tetsubo", CardType.ITEM
    )
    assert isinstance(token, Condition) and token.card == "bearer"
    assert token.matches is not None and token.matches.lacks_token == "madness"
    # what is not an attachment, or a phrase with more, is not read
    for said in ("Source has a Follower with 2 Force", "Source has a Madness or Aura token"):
        assert isinstance(parse_condition(said, "T Source", CardType.PERSONALITY), str)

    text = "<b>Open:</b> If Source has a Fire Spell: Give a target Personality -2F."
    ab = imported(text, "T Source", CardType.PERSONALITY)
    defs = [
        {"title": "T Source", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Target", "type": "personality", "force": 2},
        {"title": "T Flame", "type": "spell", "keywords": ["fire"]},
        {"title": "T Gust", "type": "spell", "keywords": ["air"]},
    ]

    def status(spell: str | None) -> str:
        cards = [card("src", "T Source", "me"), card("tgt", "T Target", "them")]
        if spell is not None:
            cards.append(card("sp", spell, "me", attached_to="src"))
        return check(board(defs, cards), "me", "src", 0).status

    assert status("T Flame") == "legal"
    assert status("T Gust") == "illegal"
    assert status(None) == "illegal"
