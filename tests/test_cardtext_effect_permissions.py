"""Words of the effects that grant or condition an effect without changing when this action can
be used (Costs and restrictions: permissions; FAQ: effects need not succeed): an "even if" after
the words of an effect ("He may assign even if bowed"), an "unless" said of the target just
chosen ("Target your Personality and bow him unless he is Dragon Clan") and "performing
actions" in a list of what an effect prevents. Each is refused where it may speak of this
action or card."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
from tests.builders import card, played


def _action(text: str, title: str = "T Kenji", kind: CardType = CardType.STRATEGY):  # type: ignore[no-untyped-def]
    (action,) = import_text(text, title=title, card_type=kind).actions
    return action


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        (
            "<b>Battle:</b> Take an additional action from your Fortification, even if it is at "
            "an adjacent battlefield.",
            "Battle",
        ),
        (
            "<b>Open:</b> Choose your performing Tactician and target your Personality: He may "
            "assign even if bowed. Give him Elite (Elite cards contribute Force even if bowed).",
            "Open: performer: choose your Tactician card (performer) · target2: target one of "
            "your Personalities",
        ),
        (
            "<b>Political Open:</b> Target a Personality: While he is at the current "
            "battlefield (later this turn), you may take a Battle action even if you control no "
            "units there. After that action ends, end this action's effects on him.",
            "Political Open: target1: target a Personality",
        ),
    ],
)
def test_even_if_after_an_effect_is_its_permission(text: str, reading: str) -> None:
    action = _action(text)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == reading


@pytest.mark.parametrize(
    "text",
    [
        # an "even if" that opens the effects, or follows only an opening "If" clause
        "<b>Open, :g4::</b> If it is your turn, even if Kenji is bowed, draw a card.",
        # said of this card (its title or "this ...") or of this action
        "<b>Battle:</b> Draw a card, even if Kenji is dead.",
        "<b>Battle:</b> Draw a card, even if this card is bowed.",
        "<b>Battle:</b> Draw a card even if this action was negated.",
    ],
)
def test_even_if_about_this_card_stays_a_timing_word(text: str) -> None:
    action = _action(text, title="Kenji")
    assert not action.timing
    assert action.gap == "timing words 'even if'"


_ASCENSION = (
    "<b>Open:</b> Target your unbowed Personality and bow him unless he is Dragon Clan or a "
    "Magistrate. Look at a number of Fate cards on top of your deck equal to his Chi."
)
MAN = {"title": "T Man", "type": "personality", "force": 1, "chi": 1}


def test_unless_said_of_the_target_conditions_the_effect_only() -> None:
    action = _action(_ASCENSION)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == "Open: target1: target one of your unbowed Personalities"
    # the target is required, unbowed, whatever the condition
    assert played(_ASCENSION, [MAN], [card("m", "T Man", "me")]) == "legal"
    assert played(_ASCENSION, [MAN], [card("m", "T Man", "me", bowed=True)]) == "illegal"
    assert played(_ASCENSION, [MAN], [card("m", "T Man", "them")]) == "illegal"


@pytest.mark.parametrize(
    "text",
    [
        # the condition is not said of the target: does it govern the targeting? (not read)
        "<b>Open:</b> Target your unbowed Personality and bow him unless you are Dragon Clan.",
        # no pronoun: not read
        "<b>Open:</b> Target your unbowed Personality and draw a card unless he is Dragon Clan.",
        # a target after the "unless"
        "<b>Open:</b> Target your Personality and bow him unless he is Dragon, then target a "
        "Holding.",
    ],
)
def test_other_unless_stays_unread(text: str) -> None:
    assert not _action(text).full


def test_performing_actions_in_a_list_of_what_is_prevented() -> None:
    text = (
        "<b>Battle/Open:</b> Target your Personality at any location. Negate other players' "
        "cards' effects that prevent him assigning, moving, or performing actions."
    )
    action = _action(text)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == (
        "Battle/Open: target1: target one of your Personalities in play"
    )
    # "performing" that names no action ("his performing Personality") stays unread
    text = "<b>Open:</b> Target your Personality. Negate effects that prevent his performing."
    assert not _action(text).full


def test_your_chosen_performing_is_your_performing() -> None:
    chosen = _action("<b>Battle:</b> Give your chosen performing opposed Ronin Personality +2F.")
    plain = _action("<b>Battle:</b> Give your performing opposed Ronin Personality +2F.")
    assert chosen.full and chosen.ability is not None, chosen.not_understood
    assert plain.ability is not None
    assert ability_text(chosen.ability) == ability_text(plain.ability)
    assert "(performer)" in ability_text(chosen.ability)


def test_the_performer_of_an_item_or_spell_is_its_personality() -> None:
    """FAQ, "What performs an action?": actions on Items or Spells are performed by their
    Personality; with no performer chosen, "the performer" names him again (no requirement)."""
    text = (
        "<b>Limited:</b> Bow this Shugenja and destroy this card: Search your Fate deck for a "
        "Spell that must share a keyword with the performer unless he is Void, and put it in "
        "your hand."
    )
    action = _action(text, kind=CardType.SPELL)
    assert action.full and action.ability is not None, action.not_understood
    assert (
        ability_text(action.ability) == "Limited: costs: bow this card's bearer; destroy this card"
    )
    assert _action("<b>Battle:</b> Give the performer +1F.", kind=CardType.ITEM).full
    # on a Holding nobody performs the action (FAQ): not read
    assert not _action("<b>Battle, :bow::</b> Give the performer +1F.", kind=CardType.HOLDING).full


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle, :bow::</b> Move home a target Personality attacking you.",
        "<b>Battle:</b> Destroy this card to move home a target Personality attacking this "
        "Province.",
        "<b>Battle:</b> Bow a target Personality defending this Province.",
    ],
)
def test_attacking_or_defending_after_a_target_is_not_dropped(text: str) -> None:
    """ "a target Personality attacking you": a qualifier the target grammar does not read;
    never read as any Personality."""
    assert not _action(text, kind=CardType.HOLDING).full


SWIFTER = (
    "<b>Battle:</b> Bow your target unbowed Personality to gain 1 Honor and, if he is a "
    "Kensai, to draw a card."
)


def test_and_if_opens_a_clause_of_its_own() -> None:
    """ "..., X and, if he is a Kensai, Y": the "if" governs Y only, not the target before it
    (a clause boundary, as ", and if")."""
    action = _action(SWIFTER)
    assert action.full and action.ability is not None, action.not_understood
    assert (
        ability_text(action.ability) == "Battle: target1: target one of your unbowed Personalities"
    )
    assert played(SWIFTER, [MAN], [card("m", "T Man", "me")], phase="action") == "illegal"
    # (a Battle action outside a battle); in one, the target is required whatever he is
    kw = {"phase": "attack", "segment": "combat", "current_battlefield": "b", "attacker": "me"}
    mine = card("m", "T Man", "me", zone="battlefield", battlefield="b")
    assert played(SWIFTER, [MAN], [mine], **kw) == "legal"
    assert played(SWIFTER, [MAN], [{**mine, "bowed": True}], **kw) == "illegal"


def test_even_if_on_a_personality_saying_he_or_no_one() -> None:
    """On a Personality (who may himself be bowed or dead) an "even if" after an effect that
    says "he" or no one may speak of the card itself: kept as a timing word."""
    for text in (
        "<b>Battle:</b> Draw a card, even if he is bowed.",
        "<b>Battle:</b> Gain 1 Honor even if bowed.",
    ):
        action = _action(text, title="T Archer", kind=CardType.PERSONALITY)
        assert action.gap == "timing words 'even if'", text
    # "it", "you": another card or a player
    text = (
        "<b>Battle:</b> Take an additional action from your Fortification, even if it is at an "
        "adjacent battlefield."
    )
    assert _action(text, title="Kaiu Eichi", kind=CardType.PERSONALITY).full


def test_the_performing_shugenja_of_a_spell_is_its_bearer() -> None:
    """ "The performing Shugenja" on a Spell with no performer chosen: the Shugenja who casts it
    (Reference 03: Spells attach only to Shugenja and are cast by them), named again."""
    text = (
        "<b>Open:</b> Destroy this card and target a Personality: The performing Shugenja copies "
        "one of the target's abilities."
    )
    action = _action(text, kind=CardType.SPELL)
    assert action.full and action.ability is not None, action.not_understood
    assert (
        ability_text(action.ability)
        == "Open: target1: target a Personality · costs: destroy this card"
    )
    # not on an Item (is its Personality a Shugenja?), nor on a Spell naming another performer
    assert not _action(text, kind=CardType.ITEM).full
    chosen = (
        "<b>Open:</b> Choose your performing Shugenja and target a Personality: The performing "
        "Shugenja copies one of the target's abilities."
    )
    spell = _action(chosen, kind=CardType.SPELL)
    assert not spell.full or "performer" in ability_text(spell.ability)  # type: ignore[arg-type]


def test_the_action_may_target_is_another_actions_permission() -> None:
    """An effect can't widen its own action's targets, chosen at announcement (Abilities and
    actions / B): "the action may target ..." after taking an additional action speaks of that
    action (Hida Sosuke • Experienced; h38rev2), so the Battle action targets nothing."""
    action = _action(
        "<b>Battle:</b> Take an additional action to play a Strategy from your discard pile for "
        "one of its Heroic Battle abilities. If you control any Rings, the action may target a "
        "Personality ignoring its restrictions. After it resolves, remove the Strategy from "
        "the game.",
        kind=CardType.PERSONALITY,
    )
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == "Battle"
    assert action.ability.targets == ()
    # its own "You may target ..." stays its own optional target
    own = _action("<b>Battle:</b> Gain 1 Honor. You may target a Personality and bow him.")
    assert own.ability is not None and len(own.ability.targets) == 1
