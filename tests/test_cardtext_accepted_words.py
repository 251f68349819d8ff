"""Sentences the effects reader accepts without a reading of its own may hide no legality word
(``model.cardtext.accepted_words``; issue 13, fail closed): a cost ("You must pay 2 Gold"), a
restriction on this card or action ("This card may only be used if ..."), a usage limit ("Once
per turn."), a requirement ("Requires a Farm") or a keyword given to this action ("This action
has Absent ...") leaves the action unknown; the effects' ongoing restrictions, later choices and
obligations on other players stay read. On the board: each such card was a false legal (claimed
in full, its hidden restriction ignored) and is unknown now."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.accepted_words import unread_word
from model.common import CardType
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board


def _action(text: str, card_type: CardType = CardType.STRATEGY) -> Any:
    (action,) = import_text(text, title="T Kenji", card_type=card_type).actions
    return action


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # a restriction on this card's use, "may only" masked by the reader as a later choice
        ("<b>Open:</b> Gain 2 Honor. This card may only be used if you control a Farm.", "this"),
        ("<b>Open:</b> Gain 2 Honor. This card may not be used unless you control a Farm.", "this"),
        ("<b>Open:</b> Gain 2 Honor. May only be played during your turn.", "may be played"),
        ("<b>Open:</b> Gain 2 Honor. Must be announced during your turn.", "must"),
        # a cost, a payment or a requirement not written "as a cost": two readings
        ("<b>Open:</b> Gain 2 Honor. You must pay 2 Gold.", "pay"),
        ("<b>Open:</b> Gain 2 Honor. You must control a Farm.", "must"),
        ("<b>Open:</b> Gain 2 Honor. Requires a Farm.", "requires"),
        ("<b>Open:</b> Gain 2 Honor. Lose 2 Honor as an additional payment.", "additional"),
        # a usage limit written in the effects
        ("<b>Open:</b> Seven times per turn, gain 2 Honor.", "seven times per turn"),
        ("<b>Battle/Open:</b> Seven times per turn, lose 1 Honor to gain 2 Honor.", "seven times"),
        ("<b>Battle:</b> Once per player per battle, gain 1 Honor.", "once per"),
        # a keyword or a permission given to this action, other than presence
        ("<b>Battle:</b> Gain 2 Honor. This action has Tireless.", "this"),
        # ("This is a Ninja action." is the action's keyword, read as printed before the
        # designator since h44event: tests/test_h44event.py; a keyword with rules of its own
        # keeps the action unclaimed)
        ("<b>Open:</b> Gain 2 Honor. This is a Kiho action.", "kiho"),
        ("<b>Battle:</b> Gain 2 Honor. Kenji need not be bowed.", "need"),
        # a choice made now, said of this action
        ("<b>Open:</b> Gain 2 Honor. Select one of your Personalities.", "select"),
    ],
)
def test_a_hidden_legality_word_is_not_claimed(text: str, word: str) -> None:
    action = _action(text)
    assert not action.full
    assert word in (action.gap or "").lower() or word in str(action.not_understood).lower()


@pytest.mark.parametrize(
    "text",
    [
        # later actions, draws and uses; choices and obligations of the effects
        "<b>Battle:</b> Gain 1 Honor. You may take an additional Battle action, which Kenji must "
        "perform.",
        "<b>Open:</b> Draw an additional card during your next End Phase.",
        "<b>Open:</b> Choose a player, who gains or loses 2 Honor.",
        "<b>Open:</b> Select a card at random from another player's hand.",
        "<b>Battle:</b> Destroy a Terrain (if able).",
        "<b>Engage:</b> Each player must focus at least once in the duel.",
        "<b>Open:</b> Each player may only take two more actions this phase.",
        "<b>Political Limited:</b> Bow this card: Straighten this Personality. You may use his "
        "Political abilities that may only be used once per turn a second time (this turn).",
        # this action named as a time or a past event, and what was paid for it
        "<b>Open:</b> Courtiers have +1C during this action.",
        "<b>Limited, :gstar:: </b> Gain Honor equal to the amount of Gold you paid for this "
        "action.",
        "<b>Open:</b> Until the turn ends, a player must pay 2 Gold to draw a card from effects "
        "of his own Strategies.",
    ],
)
def test_effects_words_of_later_play_stay_read(text: str) -> None:
    assert _action(text).full, text


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("This card may be used if you control a Farm.", "This card may be used"),
        ("You must pay 2 Gold.", "must"),
        ("Once per turn.", "Once per"),
        ("Seven times per turn, gain 1 Honor.", "Seven times per turn"),
        ("This action has Tireless.", "This action"),
        # presence: the Rule of Location is not applied (README)
        ("This action has Absent and Remote if you choose the second effect.", None),
        ("(Taniko need not be at the current battlefield.)", None),
        ("You come across some starving peasants in need.", None),
        ("Give each of them -1C while this action resolves.", None),
        ("Draw one card per player in the game.", None),
        ("Abilities on cards in it unit may not be used.", None),
        ("Take an additional Limited or Open action.", None),
    ],
)
def test_unread_word(sentence: str, word: str | None) -> None:
    assert unread_word(sentence) == word


_FARM = {
    "title": "Farm",
    "types": ["Holding"],
    "decks": ["Dynasty"],
    "gold_cost": 0,
    "text": "<b>Bow this card:</b> Produce 1 Gold.",
}


@pytest.mark.parametrize(
    "effects",
    [
        # a restriction on this card's use: was legal without a Farm (a false legal)
        "Gain 2 Honor. This card may only be used if you control a Farm.",
        # a usage limit: was legal however often it had been used
        "Seven times per turn, gain 2 Honor.",
        # a payment not written "as a cost": was legal with no Gold to pay
        "Gain 2 Honor. You must pay 9 Gold.",
    ],
)
def test_on_the_board_a_hidden_restriction_is_unknown(tmp_path: Path, effects: str) -> None:
    event = {
        "title": "Hidden Rule",
        "types": ["Strategy"],
        "decks": ["Fate"],
        "gold_cost": 0,
        "focus": 1,
        "text": f"<b>Open:</b> {effects}",
    }
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "rule", "title": "Hidden Rule", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, [KEEP_CARD, _FARM, event], table, "h", phase="action")
    v = check(loaded, "me", "rule", 0)
    assert v.status == "unknown", v.reasons


def test_on_the_board_an_effect_of_later_play_stays_legal(tmp_path: Path) -> None:
    """An obligation on later play in the effects is no restriction of this action."""
    event = {
        "title": "Later Rule",
        "types": ["Strategy"],
        "decks": ["Fate"],
        "gold_cost": 0,
        "focus": 1,
        "text": "<b>Open:</b> Gain 2 Honor. Each player may only take two more actions this phase.",
    }
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "rule", "title": "Later Rule", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, [KEEP_CARD, event], table, "l", phase="action")
    assert check(loaded, "me", "rule", 0).status == "legal"


#: The printed words the effects reader reads in a sense of its own before it looks for legality
#: words (``effects``, ``effects_words``), blanked before ``unread_word`` checks an accepted
#: sentence as printed. Each says why it bears on nothing this action must meet when announced;
#: a word not explained here or in ``accepted_words`` fails ``hidden_words``.
_PRINTED_ALLOWED: tuple[re.Pattern[str], ...] = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        # quoted text: an ability or trait the effect gives (used later, if at all)
        r'"[^"]*"|\u201c[^\u201d]*\u201d',
        # other abilities' limits, and Gold produced for a later payment (before "may only")
        r"\babilities that may only be used once per turn\b"
        r"|\bproduce \d+ Gold which may only pay for\b",
        # the Gold Cost stat, read or changed by the effect (Reference 04)
        r"\b(?-i:(?:base |printed |total )?Gold Cost)\b",
        # "may only": a restriction of later choices, as "may not" (effects.txt, "May not");
        # "cannot": a prevention (effects.txt, Prevention); "unless": a condition of the effect
        # (a target it governs is refused by the reader)
        r"\bmay only\b|\bcannot\b|\bunless\b",
        # Gold a player may pay, or does not pay, as the effects resolve (effects.txt,
        # Choices)
        r"\b(?:may|does not|did not|chooses to either) pay\b",
        # the payment of a card the effects may attach or bring into play, and an ongoing
        # reduction of later payments
        r"\bpaying (?:all costs|\d+ less Gold)\b|\benter play paying\b",
        # another action's costs or targeting, or a later action's ("He ignores the action's
        # costs", "the Gold cost of your next Kharmic action", "a legal target for the
        # action", "cost-reducing traits", "ignoring Gold cost" of a card Recruited later)
        r"\b(?:the|that) action's (?:bowing )?costs\b|\bthe Gold cost of your next\b"
        r"|\ba legal target for (?:the|that) action\b|\bcost-reducing\b|\bignoring Gold cost\b",
        # a delayed effect's trigger ("After the next time ... you announce an action", "after
        # the next time this game this ability is announced") and what happened ("If you only
        # targeted one card")
        r"\b(?:next time|each time)\b[^,]*?\b(?:announce|announced)\b|\bif you only\b",
        # later actions named by their designators ("Take an additional Limited or Open action")
        r"\b(?:Battle|Limited|Open)(?:,? (?:or )?(?:Battle|Limited|Open))+ actions?\b"
        r"|\b(?:an? |take an? )(?:Limited|Open) action\b",
        # "a player must pay 2 Gold to draw a card": an ongoing obligation on later play
        r"\ba player must pay\b",
    )
)


def hidden_words(paragraphs: Any) -> list[tuple[str, str, str]]:
    """(paragraph, sentence, word) for each legality word that an effect sentence of a claimed
    paragraph (``ImportedAbility``) holds as printed, not explained by ``_PRINTED_ALLOWED`` or
    ``accepted_words``: a sentence the reader accepted silently."""
    out: list[tuple[str, str, str]] = []
    for p in paragraphs:
        if not p.full or p.ability is None:
            continue
        for effect in p.ability.effects:
            if effect.step is None:
                continue
            said = effect.step
            for shape in _PRINTED_ALLOWED:
                said = shape.sub(lambda m: " " * len(m.group(0)), said)
            if (word := unread_word(said)) is not None:
                out.append((p.text, effect.step, word))
    return out


def test_hidden_words_finds_a_sentence_accepted_silently() -> None:
    """``hidden_words`` (run on every Oracle claim by tests/test_oracle.py) finds a legality
    word in a claimed effect sentence and passes the words of later play."""
    from model.abilities import Ability, Designator, Effect
    from model.cardtext.imported import ImportedAbility

    def para(step: str) -> Any:
        ability = Ability((Designator.OPEN,), effects=(Effect(step=step),))
        return ImportedAbility(text=step, ability=ability, level="full")

    bad = para("You must control a Farm.")
    good = para("You may pay 2 Gold. If he does not pay the Gold, he loses 3 Honor.")
    assert hidden_words([bad, good]) == [(bad.text, bad.ability.effects[0].step, "must")]
