"""Gold production conditioned on the past (Costs and restrictions / Conditions: "Some
conditions refer back to past occurrences ... Most references to past occurrences will give a
backwards-looking time period"): "Produce 2 Gold, or 4 Gold if one or more of your Provinces
have been destroyed this game by battle resolution", ":bow:: If you have put any Items into
play this turn, produce 4 Gold". Each is a ``Condition.past`` (``model.past``), which the
state's ``past`` answers; not reported, the mode is not offered and a Gold shortfall is
``unknown`` (``solver.production_past``). Only the occurrences below are read, each with its
period as printed; anything else is None (the caller's reason stands).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.cards import ProductionMode
from model.common import CardType
from model.lazy_regex import LazyPattern, lazy_regex
from model.past import Past, PastEvent, Period
from model.selectors import Condition

__all__ = ["history_condition", "history_modes"]

_PERIOD = r"this (?P<period>phase|turn|battle|game)"
#: a card type, plural ("any Items"): the cards put into play (``put_into_play``'s keyword)
_TYPES = {f"{t.value}s": t.value for t in CardType if t is not CardType.OTHER} | {
    "personalities": CardType.PERSONALITY.value,
    "strategies": CardType.STRATEGY.value,
}
_PUT = lazy_regex(rf"you have put any (?P<what>[a-z]+) into play {_PERIOD}")
_EVENTS: tuple[tuple[PastEvent, LazyPattern], ...] = (
    # "one or more of your Provinces have been destroyed this game by battle resolution"
    (
        "province_destroyed_in_battle",
        lazy_regex(
            rf"one or more of your provinces have been destroyed {_PERIOD} by battle "
            r"resolution"
        ),
    ),
    (
        "province_destroyed_in_battle",
        lazy_regex(
            rf"one or more of your provinces have been destroyed by battle resolution "
            rf"{_PERIOD}"
        ),
    ),
    # "If you destroyed any Provinces in battle resolution as the Attacker since your last turn
    # began": the period as printed (``since_last_turn_began``)
    (
        "destroyed_province_attacking",
        lazy_regex(
            r"you destroyed any provinces in battle resolution as the attacker since your "
            r"(?P<period>last turn) began"
        ),
    ),
    # "you brought a Personality that was attached to one of your Provinces into play this game"
    (
        "brought_attached_personality",
        lazy_regex(
            r"you brought a personality that was attached to one of your provinces into play "
            rf"{_PERIOD}"
        ),
    ),
)
_DUEL = lazy_regex(
    rf'one of your personalities has won a duel from a card with "(?P<words>[a-z][a-z \'-]*)" '
    rf"in its title {_PERIOD}"
)


def _period(word: str) -> Period:
    periods: dict[str, Period] = {
        "phase": "phase",
        "turn": "turn",
        "battle": "battle",
        "last turn": "since_last_turn_began",
    }
    return periods.get(word, "game")


def history_condition(text: str) -> Condition | None:
    """``text`` (lower case, no final period) as one of the past occurrences above; None when
    it is not one."""
    if m := _PUT.fullmatch(text):
        kind = _TYPES.get(m.group("what"))
        if kind is None:
            return None  # a keyword, or not plural: not read
        past = Past(event="put_into_play", period=_period(m.group("period")), keyword=kind)
        return Condition(past=past)
    for event, pattern in _EVENTS:
        if m := pattern.fullmatch(text):
            return Condition(past=Past(event=event, period=_period(m.group("period"))))
    if m := _DUEL.fullmatch(text):
        period = _period(m.group("period"))
        past = Past(event="won_duel_from_titled", period=period, title=m.group("words"))
        return Condition(past=past)
    return None


_IF_PRODUCE = lazy_regex(r"if (?P<c>[^,]+), (?P<rest>produce .+)")
#: "Produce 2 Gold, plus 1 Gold for each of your Provinces destroyed this game"
_PER_PAST = lazy_regex(
    r"produce (?P<n>\d+) gold,? plus (?P<m>\d+) (?:additional )?gold for each of your provinces "
    rf"destroyed {_PERIOD}"
)


def history_modes(
    s: str, honor: int, produce: Callable[[str, int], list[ProductionMode]]
) -> list[ProductionMode] | None:
    """``s`` as a count of past occurrences ("Produce 2 Gold, plus 1 Gold for each of your
    Provinces destroyed this game": ``ProductionMode.per_past``, the count the state's
    ``past`` gives) or as ``conditioned_modes``; None when it is neither."""
    if m := _PER_PAST.fullmatch(s):
        past = Past(event="province_destroyed", period=_period(m.group("period")))
        more = int(m.group("m"))
        if more < 1:
            return None
        return [
            ProductionMode(
                gold=int(m.group("n")), per_past=past, per_past_gold=more, lose_honor=honor
            )
        ]
    return conditioned_modes(s, honor, produce)


def conditioned_modes(
    s: str, honor: int, produce: Callable[[str, int], list[ProductionMode]]
) -> list[ProductionMode] | None:
    """ "If you have put any Items into play this turn, produce 4 Gold": the modes of the rest
    (``produce``), each usable only while the condition holds (``ProductionMode.only_if``);
    None when ``s`` is not such a sentence. A condition not read leaves the sentence to the
    caller (None: its reason stands), and so does a rest whose modes are already
    conditioned."""
    # imported here: ``production_terms`` reads the past conditions with this module
    from model.oracle.production_terms import _condition, _Unmodelled

    m = _IF_PRODUCE.fullmatch(s)
    if m is None:
        return None
    try:
        holds = _condition(m.group("c"))
    except _Unmodelled:
        return None
    modes = produce(m.group("rest"), honor)
    if any(mode.only_if is not None for mode in modes):
        return None
    return [replace(mode, only_if=holds) for mode in modes]
