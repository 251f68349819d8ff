"""Printed triggers read as events (model.triggers): "After Izuna enters play", "After you
Recruit Demiyah", "After engaging", "Before another player's action resolves", "After another
player's Political action targets your Personality", and the Interrupt that prints none
(played to an action after its targets are chosen, Reference 01 change 4). Anything else keeps
only its text: a trigger is never read in part."""

from __future__ import annotations

import re
from typing import Literal

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext.conditions import named_card
from model.cardtext.targets import plain_phrase
from model.common import CardType, Designator
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Selector
from model.triggers import TriggerEvent, Whose

__all__ = ["read_trigger"]

_WHOSE: dict[str, Whose] = {"an": "any", "a": "any", "another player's": "another", "your": "yours"}
_ACTION = r"(?P<whose>an|a|another player's|your)(?: (?P<kw>[A-Z][a-z]+))? action"
_ENTERS = lazy_regex(r"^(?P<t>After|Before) (?P<who>.+?) enters play$", re.IGNORECASE)
_RECRUIT = lazy_regex(r"^After you Recruit (?P<who>.+)$", re.IGNORECASE)
_ENGAGING = lazy_regex(r"^After engaging(?: in a battle)?$", re.IGNORECASE)  # always in a battle
_RESOLVES = lazy_regex(r"^(?P<t>(?i:after|before)) " + _ACTION + r" resolves$")
_RESOLUTION = lazy_regex(r"^(?P<t>(?i:after|before)) the resolution of " + _ACTION + r"$")
_TARGETS = lazy_regex(r"^(?i:after) " + _ACTION + r" targets (?P<what>.+)$")
_DESIGNATORS = {
    d.value: d for d in Designator if d not in (Designator.REACTION, Designator.INTERRUPT)
}


def _itself(who: str, title: str, card_type: CardType | None) -> bool:
    return named_card(who.lower(), title, card_type) == SOURCE


def _subject(what: str, title: str, card_type: CardType | None) -> Selector | bool | None:
    """The card(s) an event is about: True for the card itself, a selector of cards in play
    ("your Personality", "one of your Personalities"), None: not read."""
    if _itself(what, title, card_type):
        return True
    phrase = plain_phrase(what, title, card_type)
    if phrase is None or phrase.count != 1 or phrase.lenient_select is not None:
        return None
    return None if phrase.select.location is not None else phrase.select


#: "one or more of your Personalities": the event fires if one of the targeted cards is one
_ONE_OR_MORE = lazy_regex(r"^one or more of (?P<np>your .+)$", re.IGNORECASE)
#: "a Personality in your army": your Personality, in your army (``TriggerEvent.in_army``)
_IN_ARMY = lazy_regex(r"^(?:a|an|one) (?P<np>[A-Z][a-z]+) in your army$")


def _targeted_words(what: str) -> tuple[str, bool]:
    """The targeted cards' words as a subject phrase, and whether they must be in your army:
    "one or more of your Personalities" is "one of your Personalities" (the event's targeted
    cards include one; Abilities and actions / B), "a Personality in your army" is "your
    Personality" in your army (only your units are in your army: Reference 05, Side)."""
    if (m := _ONE_OR_MORE.fullmatch(what)) is not None:
        return "one of " + m.group("np"), False
    if (m := _IN_ARMY.fullmatch(what)) is not None:
        return "your " + m.group("np"), True
    return what, False


def _action_words(whose: str, kw: str | None) -> tuple[Whose, Designator | None, str | None]:
    designator = _DESIGNATORS.get((kw or "").lower())
    keyword = None if kw is None or designator is not None else kw.lower()
    return _WHOSE[whose.lower()], designator, keyword


#: words before "action" naming an effect it makes ("a Fear action"), not a keyword of its
#: ability ("Actions have the keywords and designator of their ability", Abilities and actions)
_EFFECT_WORDS = lazy_regex(r"\b(?:Fear|Ranged|Melee|Duel|Attack) action\b", re.IGNORECASE)


def read_trigger(trigger: str, title: str, card_type: CardType | None) -> TriggerEvent | None:
    """``trigger`` (the printed words, whole) as an event; None when it is not read."""
    text = trigger.strip().rstrip(",")
    if _EFFECT_WORDS.search(text):
        return None  # an action that makes Fear or an attack: no keyword of it, not read
    if text == INTERRUPT_TO_AN_ACTION:
        return TriggerEvent(kind="action_targets")
    if _ENGAGING.fullmatch(text):
        return TriggerEvent(kind="engaging")
    if (m := _RECRUIT.fullmatch(text)) is not None:
        if not _itself(m.group("who"), title, card_type):
            return None
        return TriggerEvent(kind="recruited", itself=True, whose="yours")
    if (m := _ENTERS.fullmatch(text)) is not None:
        # "your performing Personality": the card entering is the Reaction's performer, and
        # which cards fire it is "your Personality" (Abilities and actions / B; FAQ, "What
        # performs an action?"; as solver.trigger_targeting reads a targeting trigger); "your
        # target Personality": the target is that card (model.cardtext.trigger_host)
        who = re.sub(r"^your (?:performing|target) (?=Personality$)", "your ", m.group("who"))
        if re.search(r"\b(?:from|target|targeted|attached)\b", who, re.IGNORECASE):
            return None  # where from, a target chosen by the trigger: not read
        subject = _subject(who, title, card_type)
        timing: Literal["before", "after"] = (
            "after" if m.group("t").lower() == "after" else "before"
        )
        if subject is True:
            return TriggerEvent(kind="enters_play", timing=timing, itself=True)
        if isinstance(subject, Selector):
            return TriggerEvent(kind="enters_play", timing=timing, subject=subject)
        return None
    if (m := _RESOLVES.fullmatch(text) or _RESOLUTION.fullmatch(text)) is not None:
        whose, designator, keyword = _action_words(m.group("whose"), m.group("kw"))
        when: Literal["before", "after"] = "after" if m.group("t").lower() == "after" else "before"
        return TriggerEvent(
            kind="action_resolves",
            timing=when,
            whose=whose,
            designator=designator,
            keyword=keyword,
        )
    if (m := _TARGETS.fullmatch(text)) is not None:
        what, in_army = _targeted_words(m.group("what"))
        subject = _subject(what, title, card_type)
        if subject is None or (in_army and not isinstance(subject, Selector)):
            return None
        whose, designator, keyword = _action_words(m.group("whose"), m.group("kw"))
        return TriggerEvent(
            kind="action_targets",
            itself=subject is True,
            subject=subject if isinstance(subject, Selector) else None,
            whose=whose,
            in_army=in_army,
            designator=designator,
            keyword=keyword,
        )
    return None
