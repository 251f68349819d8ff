"""Costs paid with cards of your choice (Costs and restrictions / Costs: "A player may not pay
a cost by changing the state of another player's cards"; Timing of costs: "Bow 2 Samurai" are
chosen and bowed together).

"Bow a Personality you control", "Dishonor one of your Personalities", "Destroy two of your
unbowed Followers": a pick of your cards in play, read with the target-phrase grammar (its
qualifiers and nouns) and kept only when the phrase names cards by what they are (no relation
to another card, no "one or two"). "Discard a Spell from your hand", "Discard two cards from
your hand": cards of your hand, other than the card played (a Strategy being played is in the
resolution area, Reference 03 / 05); "Discard a card in one of your provinces": your cards
there. A pick that does not say whose is yours. A kind of cost the phrase does not fit is not
read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Cost, Pick
from model.cardtext.targets import plain_phrase
from model.common import ATTACHMENT_TYPES, NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector
from model.zones import IN_PLAY_PLACES, Place

#: Where a picked card in play may be (Reference 05); none given: in play.
_IN_PLAY = IN_PLAY_PLACES
_VERBS = {"bow": "bow", "destroy": "destroy", "dishonor": "dishonor", "remove": "remove_from_game"}
_PICK = lazy_regex(
    r"^(?P<verb>bow|destroy|dishonor|remove) (?P<what>.+?)(?P<yours> you control)?"
    r"(?P<game> from the game)?$"
)
_FROM_HAND = lazy_regex(r"^discard (?P<what>.+?) from your hand$")
_DIGITS = {2: "two", 3: "three", 4: "four", 5: "five"}
_NUMBERS = NUMBER_WORDS


def _phrase_select(words: str, title: str, card_type: CardType | None) -> tuple[Selector, int]:
    """The selector and count of ``words`` read as a whole target phrase, or raise
    ValueError (a phrase not read, not whole, or naming other cards)."""
    phrase = plain_phrase(words, title, card_type)
    if phrase is None or phrase.select.any_of:
        raise ValueError(words)
    return phrase.select, phrase.count


def own_pick(clause: str, title: str, card_type: CardType | None) -> Cost | None:
    """ "Bow a Personality you control", "Dishonor one of your Personalities": a pick of your
    cards in play (None: not such a clause, or not read)."""
    text = clause.strip().rstrip(".").strip()
    m = _PICK.fullmatch(text.lower())
    if m is None:
        return None
    words = text[m.start("what") : m.end("what")]
    if re.match(r"(?:this|that|the|his|her|its|target|a target|your target)\b", words.lower()):
        return None  # the card itself, a card named before, or a target: not a pick
    if card_type in ATTACHMENT_TYPES and words.lower().startswith("your "):
        return None  # "your Personality" on an attachment: its bearer, or any of yours?
    if d := re.match(r"([2-5]) (?=[A-Za-z])", words):
        # "Bow 2 Samurai" (Timing of costs' example): the number in words
        words = f"{_DIGITS[int(d.group(1))]} {words[d.end() :]}"
    try:
        select, count = _phrase_select(words, title, card_type)
    except ValueError:
        return None
    if m.group("yours"):
        if select.controller is not Controller.ANY:
            return None  # "your ... you control": not read
        select = replace(select, controller=Controller.YOU)
    if select.controller is Controller.ANY:
        # "Bow 2 Samurai": only your cards can pay it ("A player may not pay a cost by
        # changing the state of another player's cards", Costs)
        select = replace(select, controller=Controller.YOU)
    if select.controller is not Controller.YOU or select.location not in _IN_PLAY:
        return None  # an enemy card never pays; a card out of play: another kind of cost
    verb = m.group("verb")
    if (verb == "remove") != bool(m.group("game")):
        return None  # "Remove ... from the game" (Reference 05), and only that
    if verb == "dishonor" and select.type != (CardType.PERSONALITY,):
        return None  # only a Personality is dishonored (Reference 05, honorable/dishonorable)
    return Cost(**{_VERBS[verb]: Pick(select, count=count)})  # type: ignore[arg-type]


def discard_from_province(clause: str, title: str, card_type: CardType | None) -> Cost | None:
    """ "Discard a card in one of your provinces": a pick of your cards in your provinces
    (None for another clause)."""
    text = clause.strip().rstrip(".").strip()
    m = re.fullmatch(r"discard (?P<what>.+ in (?:one of )?your provinces?)", text, re.IGNORECASE)
    if m is None:
        return None
    try:
        select, count = _phrase_select(m.group("what"), title, card_type)
    except ValueError:
        return None
    if select.location is not Place.PROVINCE or select.controller is not Controller.YOU:
        return None
    return Cost(discard=Pick(select, count=count))


def show_from_hand(clause: str, title: str, card_type: CardType | None) -> Cost | None:
    """ "Show a Strategy in your hand", "Show a card in your hand": cards of your hand, other
    than the card played, shown (they stay there: nothing changes, but the constraints block
    requires such a card); None for another clause."""
    text = clause.strip().rstrip(".").strip()
    m = re.fullmatch(r"show (?P<what>.+ in your hand)", text, re.IGNORECASE)
    if m is None:
        return None
    try:
        select, count = _phrase_select(m.group("what"), title, card_type)
    except ValueError:
        return None
    if select.location is not Place.HAND or select.controller is not Controller.YOU:
        return None
    return Cost(show=Pick(replace(select, other_than=(SOURCE,)), count=count))


def discard_from_hand(clause: str, title: str, card_type: CardType | None) -> Cost | None:
    """ "Discard a card from your hand" (a number of cards: any), "Discard a Spell from your
    hand" (cards of a kind: a pick of your hand, other than the card played); None for another
    clause."""
    text = clause.strip().rstrip(".").strip()
    m = _FROM_HAND.fullmatch(text.lower())
    if m is None:
        return None
    what = m.group("what")
    if n := re.fullmatch(r"(a|an|one|two|three|four|five) cards?", what):
        return Cost(discard_from_hand=_NUMBERS[n.group(1)])
    words = text[m.start("what") : m.end("what")]
    try:
        select, count = _phrase_select(f"{words} in your hand", title, card_type)
    except ValueError:
        return None
    if select.location is not Place.HAND or select.controller is not Controller.YOU:
        return None
    select = replace(select, other_than=(SOURCE,))
    return Cost(discard=Pick(select, count=count))


#: "Discard a Kiho Strategy", "Discard a Dark Virtue card": a kind of card, no place named.
_UNPLACED = lazy_regex(
    r"^discard (?P<what>(?:a|an|one|two|three) (?!.*\b(?:from|in|on|under|at|attached)\b).+)$"
)


def discard_unplaced(clause: str, title: str, card_type: CardType | None) -> Cost | None:
    """ "Discard a Kiho Strategy", "Discard a Dark Virtue card": cards of your hand, as "Discard
    a card" (the hand is the only place cards are discarded from without saying so: Costs and
    restrictions / Costs, your own cards; effects.txt's "discard a card"), read only when the
    words name Strategies (played from the hand, Reference 03) or cards of any type; a kind
    that is mostly in play ("Discard a Spell": an attachment, from the hand or from play?) is
    not read. None for another clause."""
    text = clause.strip().rstrip(".").strip()
    m = _UNPLACED.fullmatch(text.lower())
    if m is None:
        return None
    words = text[m.start("what") : m.end("what")]
    cost = discard_from_hand(f"Discard {words} from your hand", title, card_type)
    if cost is None or not isinstance(cost.discard, Pick):
        return None
    if cost.discard.select.type not in ((), (CardType.STRATEGY,)):
        return None
    return cost
