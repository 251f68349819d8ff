"""Timing read from card text: an Interrupt that prints no trigger is played to an action, after
its targets are chosen (Reference 01, change 4; Reference 04: "an Interrupt action ... played to
an action"); reminder text carries no rules (Reference 03)."""

from __future__ import annotations

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION, Designator
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported


def test_an_interrupt_with_no_printed_trigger_is_played_to_an_action() -> None:
    text = "<b>Interrupt, :bow::</b> Increase any Honor loss from the action by 1."
    (action,) = import_text(text, title="T Honami", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    assert action.ability.designators == (Designator.INTERRUPT,)
    assert action.ability.trigger == INTERRUPT_TO_AN_ACTION


def test_a_printed_trigger_is_kept_and_a_reaction_still_needs_one() -> None:
    text = "<b>Interrupt:</b> After you Recruit Korimi, draw a card."
    (action,) = import_text(text, title="Korimi", card_type=CardType.PERSONALITY).actions
    assert action.ability is not None and action.ability.trigger == "After you Recruit Korimi"
    text = "<b>Reaction:</b> Negate the action's Fear effects."
    (action,) = import_text(text, title="T Guard", card_type=CardType.FOLLOWER).actions
    assert action.level == "none" and "trigger" in action.not_understood
    # two designators: the timing of the other one is not the Interrupt's
    text = "<b>Battle/Interrupt:</b> Gain 1 Honor."
    (action,) = import_text(text, title="T Odd", card_type=CardType.FOLLOWER).actions
    assert action.level == "none"


def test_it_is_usable_only_while_an_action_awaits_interrupts() -> None:
    ab = imported(
        "<b>Interrupt:</b> Negate your target Commander's movement from the action's effects.",
        "T Passage",
        CardType.STRATEGY,
    )
    defs = [
        {"title": "T Passage", "type": "strategy", "abilities": [ab]},
        {"title": "T Commander", "type": "personality", "keywords": ["commander"], "force": 2},
    ]
    cards = [card("pass", "T Passage", "me", zone="hand"), card("cmd", "T Commander", "me")]

    def status(cards: list[dict[str, object]], trigger: str | None) -> str:
        said = {"action_keywords": []} if trigger == INTERRUPT_TO_AN_ACTION else {}
        return check(board(defs, cards, trigger=trigger, **said), "me", "pass", 0).status

    assert status(cards, INTERRUPT_TO_AN_ACTION) == "legal"
    assert status(cards, None) == "illegal"
    assert status(cards, "After a card enters play") == "illegal"
    # the target is still required: no Commander of yours, no Interrupt
    no_cmd = [cards[0], card("cmd", "T Commander", "them")]
    assert status(no_cmd, INTERRUPT_TO_AN_ACTION) == "illegal"


def test_reminder_text_of_a_keyword_given_or_held_is_not_read_as_timing() -> None:
    """Reminder text carries no rules (Reference 03): 'even if bowed' inside it is no permission
    and no timing word."""
    text = (
        "<b>Battle:</b> Destroy this card and target an attacking Personality: Give him Elite "
        "(Elite cards contribute Force even if bowed). Gain 2 Honor."
    )
    (action,) = import_text(text, title="T Barrier", card_type=CardType.SPELL).actions
    assert action.full and action.ability is not None
    assert not action.ability.usable_when_bowed
    text = "<b>Tireless Open:</b> Gain 1 Honor. (You may use Tireless abilities even if bowed.)"
    (action,) = import_text(text, title="T Kanpeki", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None and action.ability.usable_when_bowed
    # 'even if' outside reminder text: a permission the effect gives (Costs and restrictions,
    # "He may assign even if bowed"), read by the effects grammar, not as timing
    text = "<b>Limited:</b> Target your Personality. He may assign even if bowed."
    (action,) = import_text(text, title="T Promo", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    assert not action.ability.usable_when_bowed


def test_another_action_retargeted_if_legal_is_an_effect() -> None:
    """ "The action targets him instead, if legal": the other action's targeting, an effect
    that fails when not legal (FAQ: effects need not succeed); without "if legal" not read."""
    text = (
        "<b>Reaction:</b> When an action would target your Shugenja, bow Sansesuke: The action "
        "targets him instead, if legal."
    )
    (action,) = import_text(text, title="Shiba Sansesuke", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    assert not action.ability.all_target_specs()
    text = text.replace(", if legal", "")
    (action,) = import_text(text, title="Shiba Sansesuke", card_type=CardType.PERSONALITY).actions
    assert not action.full


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited:</b> Gain 2 Honor. You may not declare an attack this turn.",
        "<b>Open:</b> Target a Personality: After the next time this turn he is assigned to "
        "attack, dishonor him.",
    ],
)
def test_attacking_in_the_attack_phase_is_no_attack_of_this_action(text: str) -> None:
    (action,) = import_text(text, title="T Chikako", card_type=CardType.PERSONALITY).actions
    assert action.full, action.not_understood


def test_a_melee_attack_still_needs_its_grammar() -> None:
    text = "<b>Battle:</b> Make a Melee Attack against his unit."
    (action,) = import_text(text, title="T Chikako", card_type=CardType.PERSONALITY).actions
    assert not action.full


def test_an_interrupt_for_its_own_entering_play_is_usable_out_of_play() -> None:
    """Reference 05, Areas: "if an Interrupt creates an effect that triggers after its card
    enters play, the Interrupt can be used for the action that brings it into play"."""
    text = "<b>Interrupt:</b> After you Recruit Korimi, draw a card."
    (action,) = import_text(text, title="T Korimi", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None and action.ability.while_entering
    # another card's entering play is no exception
    text = "<b>Interrupt:</b> After you Recruit a Samurai, draw a card."
    (action,) = import_text(text, title="T Korimi", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None and not action.ability.while_entering
    # a cost paid with the card after it enters play (Reference 04, Costs) is not modelled
    text = "<b>Interrupt, :bow::</b> After you Recruit Korimi, draw a card."
    (action,) = import_text(text, title="T Korimi", card_type=CardType.PERSONALITY).actions
    assert action.level == "costs" and "after it enters play" in action.not_understood

    ab = imported(
        "<b>Interrupt:</b> After you Recruit Korimi, draw a card.", "T Korimi", CardType.PERSONALITY
    )
    defs = [{"title": "T Korimi", "type": "personality", "force": 2, "abilities": [ab]}]
    trigger = "After you Recruit Korimi"

    def status(trigger: str | None = trigger, **where: object) -> str:
        cards = [card("k", "T Korimi", where.pop("owner", "me"), **where)]  # type: ignore[arg-type]
        return check(board(defs, cards, trigger=trigger), "me", "k", 0).status

    assert status(zone="province", province=0, face_up=True) == "legal"
    assert status(zone="home") == "legal"
    assert status(None, zone="province", province=0, face_up=True) == "illegal"
    assert status(zone="province", province=0, face_up=False) == "illegal"
    assert status(zone="province", province=0, face_up=True, owner="them") == "illegal"
    assert status(zone="dynasty_discard") == "illegal"


@pytest.mark.parametrize(
    ("text", "title", "keywords"),
    [
        (
            "<b>Interrupt, :bow::</b> After the action Recruits a Geisha (including Momiji) or a"
            " Geisha House from a Province, refill it face-up.",
            "Momiji, the Madam",
            ("geisha",),
        ),
        (
            "<b>Interrupt:</b> After your Battle action Recruits your Personality, take an"
            " additional action.",
            "Shinjo Jalendu",
            ("samurai",),
        ),
    ],
)
def test_an_interrupt_to_recruits_of_its_own_class_is_not_claimed(
    text: str, title: str, keywords: tuple[str, ...]
) -> None:
    """Reference 05, Areas: the Interrupt may also be used for the Recruit of its own card (out
    of play, its cost paid after it enters) — not modelled, so not claimed (stop 34 sample:
    Momiji was a false illegal for her own Recruit)."""
    (action,) = import_text(
        text, title=title, card_type=CardType.PERSONALITY, keywords=keywords
    ).actions
    assert action.level == "costs" and "a class its own card is in" in action.not_understood
    # a class its card is not in is an Interrupt to other cards' Recruits only
    (other,) = import_text(
        text.replace("Geisha (including Momiji) or a Geisha House", "Courtier").replace(
            "your Personality", "a Holding"
        ),
        title=title,
        card_type=CardType.PERSONALITY,
        keywords=keywords,
    ).actions
    assert other.full


def test_an_interrupt_to_recruits_of_its_own_class_is_unknown_in_its_province() -> None:
    """Momiji, face-up in her province while a Recruit awaits Interrupts: not "not in play"
    (illegal) — she may be the card it brings into play (Reference 05), not modelled."""
    from pydantic import TypeAdapter

    from model.abilities import Ability

    text = (
        "<b>Interrupt, :bow::</b> After the action Recruits a Geisha (including Momiji) or a"
        " Geisha House from a Province, refill it face-up."
    )
    (action,) = import_text(
        text, title="T Momiji", card_type=CardType.PERSONALITY, keywords=("geisha",)
    ).actions
    assert action.ability is not None
    ab = TypeAdapter(Ability).dump_python(action.ability, mode="json", exclude_defaults=True)
    defs = [{"title": "T Momiji", "type": "personality", "keywords": ["geisha"], "abilities": [ab]}]

    def answer(zone: str, **where: object) -> tuple[str, str]:
        cards = [card("m", "T Momiji", "me", zone=zone, **where)]  # type: ignore[arg-type]
        state = board(defs, cards, trigger=INTERRUPT_TO_AN_ACTION)
        result = check(state, "me", "m", 0)
        return result.status, " ".join(result.reasons)

    status, why = answer("province", province=0, face_up=True)
    assert status == "unknown" and "Recruit of its own card" in why
    # face-down, or in a discard pile, she is entering nothing: not in play
    assert answer("province", province=0, face_up=False)[0] == "illegal"
    assert answer("dynasty_discard")[0] == "illegal"


def test_entering_with_a_place_or_time_is_still_its_own_entering() -> None:
    text = "<b>Interrupt:</b> After you Recruit Wateru during battle, take an additional action."
    (action,) = import_text(text, title="Bayushi Wateru", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None and action.ability.while_entering


def test_the_action_an_interrupt_is_played_to_is_yours_or_another_players() -> None:
    """ "Interrupt: If the action is yours, ...": whose the action awaiting Interrupts is, the
    state's ``action_player``; not stated, the answer is unknown (never a guess)."""
    text = "<b>Interrupt:</b> If the action is another player's: Give a target Personality -1F."
    (action,) = import_text(text, title="T Witness", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    cond = action.ability.condition
    assert cond is not None and cond.action_yours is False
    ab = imported(text, "T Witness", CardType.STRATEGY)
    defs = [
        {"title": "T Witness", "type": "strategy", "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    cards = [card("w", "T Witness", "me", zone="hand"), card("f", "T Foe", "them")]

    def status(action_player: str | None) -> str:
        state = board(
            defs,
            cards,
            trigger=INTERRUPT_TO_AN_ACTION,
            action_player=action_player,
            action_keywords=[],
        )
        return check(state, "me", "w", 0).status

    assert status("them") == "legal"
    assert status("me") == "illegal"
    assert status(None) == "unknown"


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        (
            "<b>Reaction:</b> After the resolution of your action that bowed, destroyed, or moved "
            "a Personality: Gain 2 Honor.",
            "After the resolution of your action that bowed, destroyed, or moved a Personality",
        ),
        (
            "<b>Interrupt:</b> After an action on a Kiho, Shugenja, or Spell targets your cards, "
            "negate its remaining effects.",
            "After an action on a Kiho, Shugenja, or Spell targets your cards",
        ),
        (
            "<b>Reaction:</b> After a battle's resolution, or the resolution of another player's "
            "Battle action, bow this card: Gain 1 Honor.",
            "After a battle's resolution, or the resolution of another player's Battle action",
        ),
    ],
)
def test_a_trigger_holding_a_list_is_kept_whole(text: str, trigger: str) -> None:
    """A comma inside a list does not end the trigger (a cut trigger would never match)."""
    (action,) = import_text(text, title="T Defenders", card_type=CardType.FOLLOWER).actions
    assert action.full, action.not_understood
    assert action.ability is not None and action.ability.trigger == trigger


def test_an_interrupt_with_a_printed_trigger_while_an_action_awaits_interrupts() -> None:
    """An Interrupt is played to an action; "After you Recruit Korimi" names which one. While
    an action awaits Interrupts and the state does not say which, the answer is unknown."""
    text = "<b>Interrupt:</b> After the action Equips a Spell, draw a card."
    ab = imported(text, "T Library", CardType.HOLDING)
    defs = [{"title": "T Library", "type": "holding", "abilities": [ab]}]
    cards = [card("l", "T Library", "me")]

    def status(trigger: str | None) -> str:
        return check(board(defs, cards, trigger=trigger), "me", "l", 0).status

    assert status(INTERRUPT_TO_AN_ACTION) == "unknown"
    assert status("After the action Equips a Spell") == "legal"
    # a Spell Equipped enters play: worded otherwise, maybe the same moment (h26adv2 F8)
    assert status("After a card enters play") == "unknown"
    assert status(None) == "illegal"
    assert status(None) == "illegal"
    # a Reaction's trigger is its own moment: no action awaiting Interrupts stands for it
    text = "<b>Reaction:</b> After the action Equips a Spell: Draw a card."
    ab = imported(text, "T Library", CardType.HOLDING)
    defs = [{"title": "T Library", "type": "holding", "abilities": [ab]}]
    assert status(INTERRUPT_TO_AN_ACTION) == "illegal"


def test_the_designator_and_keywords_of_the_action_an_interrupt_is_played_to() -> None:
    """ "If the action is yours and Political": an action has its ability's designator and
    keywords (Abilities and actions); the state says them for the action awaiting Interrupts."""
    from model.cardtext.conditions import parse_condition
    from model.selectors import Condition

    assert parse_condition("the action is Battle") == Condition(action_has="battle")
    assert parse_condition("the action is yours and Political") == Condition(
        all_of=(Condition(action_yours=True), Condition(action_has="political"))
    )
    # a rulebook action's name, or a word of no known rule, is not read
    assert isinstance(parse_condition("the action is Lobby"), str)
    assert isinstance(parse_condition("the action is Favor"), str)

    # (an opening "If" of the effects: a restriction, or leniently a condition of the effect)
    text = "<b>Interrupt:</b> If the action is yours and Political, give a target Personality -1F."
    defs = [
        {"title": "T Witness", "type": "strategy", "abilities": [_ab(text)]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    cards = [card("w", "T Witness", "me", zone="hand"), card("f", "T Foe", "them")]

    def status(**action: object) -> str:
        state = board(defs, cards, trigger=INTERRUPT_TO_AN_ACTION, **action)
        return check(state, "me", "w", 0).status

    mine = {"action_player": "me", "action_designator": "open"}
    assert status(**mine, action_keywords=["political"]) == "legal"
    # the readings disagree: unknown, never a guess
    assert status(**mine, action_keywords=[]) == "unknown"
    assert status(**mine) == "unknown"  # its keywords not stated
    text = "<b>Interrupt:</b> If the action is Battle: Give a target Personality -1F."
    defs[0] = {"title": "T Witness", "type": "strategy", "abilities": [_ab(text)]}
    assert status(**mine, action_keywords=[]) == "illegal"
    battle = {"action_player": "them", "action_designator": "battle", "action_keywords": []}
    assert status(**battle) == "legal"


def _ab(text: str) -> dict[str, object]:
    return imported(text, "T Witness", CardType.STRATEGY)


def test_recruited_from_a_province_is_its_own_entering() -> None:
    """Every Recruit is from a Province: "After you Recruit this Holding from a Province" is its
    own entering play (Reference 05, Areas)."""
    text = (
        "<b>Interrupt:</b> After you Recruit this Holding from a Province, look at the top three "
        "cards of your Dynasty deck."
    )
    (action,) = import_text(text, title="T Vein", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None and action.ability.while_entering
