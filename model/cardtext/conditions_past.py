"""Conditions that refer back to past occurrences (Costs and restrictions / Conditions: "Some
conditions refer back to past occurrences ... Most references to past occurrences will give a
backwards-looking time period"), read by ``model.cardtext.conditions.parse_condition`` into
``Condition.past`` (``model.past``), which the state's ``past`` answers:

- "<this card> (has) moved this battle", "... has not moved / did not move this turn";
- "<this card> (has) moved to a battlefield this turn" (and its negations);
- "<this card> (has) entered play this turn", "... did not enter play / has not entered play";
- "you have (not) taken an action this phase", "you have attached a card from your hand this
  turn", "one of your Personalities has won a duel this turn";
- "<this card> has cast an Air Spell this turn" (a one-word keyword, or none);
- "you have not resolved a <its own title> this game", "you have not played another <its own
  title> this turn" (the card's own title, as for "a copy of", read whole);
- "none of your provinces have been destroyed since your last turn began", "another player's
  action has caused you an Honor loss this turn", "you have resolved an action from a Political
  Strategy this turn" (a keyword the importer reads, or none), "you have not put cards into
  your hand this phase", "you have attached a Spell this turn", "you have taken an action from
  an Event in your Province this turn", "you have not Lobbied this turn", "you have not gained
  Honor this turn";
- "<this card> has been in an attacking army when it won a battle since your last turn began";
- "you destroyed any enemy units or a province in that resolution" (said after a battle's
  resolution: in that battle, the period ``battle``).

The card is the action's own card only (its title's name or "this <type>"); the period must be
given ("this phase", "this turn", "this battle", "this game", "since your last turn began",
"since your last turn ended"). Anything else is None.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from model.cardtext.timing import TAG_KEYWORDS
from model.lazy_regex import LazyPattern, lazy_regex
from model.past import Past, PastEvent, Period
from model.selectors import SOURCE, Condition

__all__ = ["past_condition"]

_PERIOD = r"(?:this (?P<period>phase|turn|battle|game)|since your last turn (?P<since>began|ended))"
_CARD = lazy_regex(
    r"(?P<who>this [a-z]+|[a-z][\w'-]*) (?:"
    r"(?:has )?(?P<yes>moved|entered play)"
    r"|has not (?P<has_not>moved|entered play)"
    r"|did not (?P<did_not>move|enter play)"
    rf")(?P<to> to a battlefield)? {_PERIOD}"
)
_YOU: dict[PastEvent, LazyPattern] = {
    "took_action": lazy_regex(rf"you have (?P<no>not )?taken an action {_PERIOD}"),
    "attached_from_hand": lazy_regex(
        rf"you have (?P<no>not )?attached a card from your hand {_PERIOD}"
    ),
    "won_duel": lazy_regex(rf"one of your personalities has won a duel {_PERIOD}"),
    # "none of ...": read as its negation below (``_NONE_OF``)
    "province_destroyed": lazy_regex(
        rf"(?P<no>none) of your provinces (?:have|has) been destroyed {_PERIOD}"
    ),
    "lost_honor_to_another": lazy_regex(
        rf"another player's action has (?P<no>not )?caused you an honor loss {_PERIOD}"
    ),
    "put_cards_in_hand": lazy_regex(rf"you have (?P<no>not )?put cards into your hand {_PERIOD}"),
    "attached_spell": lazy_regex(rf"you have (?P<no>not )?attached a spell {_PERIOD}"),
    "lobbied": lazy_regex(rf"you have (?P<no>not )?lobbied {_PERIOD}"),
    "gained_honor": lazy_regex(rf"you have (?P<no>not )?gained honor {_PERIOD}"),
    "took_action_from_province_event": lazy_regex(
        rf"you have (?P<no>not )?taken an action from an event in your province {_PERIOD}"
    ),
}
#: "you have resolved an action from a Political Strategy this turn"
_FROM_STRATEGY = lazy_regex(
    r"you have (?P<no>not )?resolved an action from an? (?:(?P<kw>[a-z]+) )?strategy " + _PERIOD
)
#: "Iwashi has been in an attacking army when it won a battle since your last turn began"
_WON_ATTACKING = lazy_regex(
    r"(?P<who>this [a-z]+|[a-z][\w'-]*) has (?P<no>not )?been in an attacking army when it won "
    r"a battle " + _PERIOD
)
#: "you destroyed any enemy units or a province in that resolution" (after a battle's
#: resolution: that battle's, the period ``battle``)
_IN_RESOLUTION = lazy_regex(r"you destroyed any enemy units or a province in that resolution")
_CAST = lazy_regex(
    r"(?P<who>this [a-z]+|[a-z][\w'-]*) has (?P<no>not )?cast an? (?:(?P<kw>[a-z]+) )?spell "
    + _PERIOD
)
_TITLED = lazy_regex(
    r"you have (?P<no>not )?(?:(?P<resolved>resolved an?)|(?P<played>played another)) "
    rf"(?P<title>.+) {_PERIOD}"
)


def past_condition(
    low: str, named: Callable[[str], str | None], title: str = ""
) -> Condition | None:
    """``low`` (lower case, one space between words) as one of the conditions above; ``named``
    says which card a subject names (``SOURCE`` for the action's own card); ``title``: the
    card's own. None: not one."""
    for event, pattern in _YOU.items():
        if m := pattern.fullmatch(low):
            said = Condition(past=Past(event=event, period=_period(m)))
            return Condition(none_of=(said,)) if m.groupdict().get("no") else said
    if _IN_RESOLUTION.fullmatch(low):
        return Condition(past=Past(event="destroyed_in_resolution", period="battle"))
    if m := _FROM_STRATEGY.fullmatch(low):
        kw = m.group("kw")
        if kw is not None and kw not in TAG_KEYWORDS:
            return None  # not an ability keyword the importer reads
        past = Past(event="resolved_from_strategy", period=_period(m), keyword=kw)
        return Condition(none_of=(Condition(past=past),)) if m.group("no") else Condition(past=past)
    if (m := _WON_ATTACKING.fullmatch(low)) and named(m.group("who")) == SOURCE:
        past = Past(event="won_battle_attacking", period=_period(m), card=SOURCE)
        return Condition(none_of=(Condition(past=past),)) if m.group("no") else Condition(past=past)
    if (m := _CAST.fullmatch(low)) and named(m.group("who")) == SOURCE:
        kw = m.group("kw")
        period = _period(m)
        said = Condition(past=Past(event="cast_spell", period=period, card=SOURCE, keyword=kw))
        return Condition(none_of=(said,)) if m.group("no") else said
    if m := _TITLED.fullmatch(low):
        own = " ".join(title.split())
        if m.group("title") != own.lower() or re.search(r"[•(]|\bexperienced\b", own.lower()):
            return None  # another title, or one with a subtitle: not read
        kind: PastEvent = "resolved_title" if m.group("resolved") else "played_title"
        past = Past(event=kind, period=_period(m), title=own)
        return Condition(none_of=(Condition(past=past),)) if m.group("no") else Condition(past=past)
    m = _CARD.fullmatch(low)
    if m is None or named(m.group("who")) != SOURCE:
        return None
    verb = m.group("yes") or m.group("has_not") or m.group("did_not")
    if verb.startswith("move"):
        happened: PastEvent = "moved_to_battlefield" if m.group("to") else "moved"
    elif m.group("to"):
        return None  # "entered play to a battlefield": not read
    else:
        happened = "entered_play"
    said = Condition(past=Past(event=happened, period=_period(m), card=SOURCE))
    return said if m.group("yes") else Condition(none_of=(said,))


def _period(m: re.Match[str]) -> Period:
    """The period a pattern's ``_PERIOD`` matched."""
    match m.group("since"):
        case "began":
            return "since_last_turn_began"
        case "ended":
            return "since_last_turn_ended"
    match m.group("period"):
        case "phase":
            return "phase"
        case "turn":
            return "turn"
        case "battle":
            return "battle"
    return "game"
