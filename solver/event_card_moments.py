""" "Before an Event resolves" (Forging Destiny): an Event is a card type whose abilities are used
while it is face-up in its player's Provinces (Reference 03, Event; Reference 05: announced, it
waits face-up but out of play until the action ends). The moment before it resolves is an action
announced, not yet resolved: the kind "announced" of ``solver.trigger_words`` ("Before an action
resolves"), certainly not the moment after an action resolved, engaging nor a battle's resolution
(README "A trigger worded otherwise"; h44adv6 N9)."""

from __future__ import annotations

from model.lazy_regex import LazyPattern, lazy_regex

__all__ = ["EVENT_CARD_FAMILY"]

#: "Before an Event resolves", "before the Event's resolution" (the card type, capitalised)
EVENT_CARD_FAMILY: tuple[str, LazyPattern] = (
    "announced",
    lazy_regex(r"^[Bb]efore (?:an|the) Event(?: resolves\b|'s resolution\b)(?!.*\bbattle\b)"),
)
