"""A printed trigger "After you bring <card words> into play [(including <its own title>)]"
(The Rashana: "After you bring a non-Shadowlands Nonhuman Personality into play (including The
Rashana)"; "After you bring a Personality into play"; "After you bring this card into play"),
not read as an event by the importer, against a stated ``enters_play`` event.

README "State files": the event's ``cards`` are the cards that entered play and its ``player``
the player whose action it is — who brought them into play (as "After you Recruit Yasushi" is
read against it, ``solver.own_entering_window``). So the trigger is the event when a card that
entered play is one of the card words (read as "After <card words> enters play" is,
``model.cardtext.triggers``; the card's keywords, type and Clan on the board) and the event's
player is the one using the ability; it is certainly not when no card that entered is one, or
another player brought them. "(including <its title>)" says the card itself counts as well: it
is one of the cards the trigger accepts whatever the card words say of it. The event not
saying who brought the cards: ``unknown``. Card words not read ("a Personality without a Clan
alignment"), another period or clause: not read, as before. Only a Reaction's: an Interrupt
is played to the action bringing the card while it awaits Interrupts (Reference 05, Areas;
``solver.own_entering_window``), whether that is now an ``enters_play`` event does not say.
"""

from __future__ import annotations

import re

from model.cardtext.triggers import read_trigger
from model.evaluate import trigger_fires
from model.lazy_regex import lazy_regex
from model.state import View
from model.triggers import TriggerEvent

__all__ = ["bring_event_fires"]

_BRING = lazy_regex(
    r"^after you bring (?P<what>[^,()]+?) into play(?: \(including (?P<incl>[^()]+)\))?$",
    re.IGNORECASE,
)


def _own_title(words: str, title: str) -> bool:
    """Do ``words`` name the card itself ("The Rashana" on The Rashana; "this card")?"""
    base = re.sub(r"\s*[•(].*$", "", title).strip().casefold()
    return words.strip().casefold() in (base, "this card")


def bring_event_fires(view: View, player: str, card_id: str, printed: str) -> bool | str | None:
    """At a stated ``enters_play`` event, does "After you bring ... into play" of ``card_id``
    fire for ``player``? True / False; a string: what the state does not say; None: not these
    words, or no such event."""
    event = view.state.event
    if event is None or event.kind != "enters_play" or view.state.trigger is not None:
        return None
    m = _BRING.match(printed.strip().rstrip(","))
    if m is None:
        return None
    definition = view.definition(card_id)
    incl = m.group("incl")
    if incl is not None and not _own_title(incl, definition.title):
        return None  # "(including <another card>)": not read
    read = read_trigger(f"After {m.group('what')} enters play", definition.title, definition.type)
    if read is None or read.kind != "enters_play" or read.timing != "after":
        return None
    # "you bring": the event's player (``trigger_fires`` compares it with ``whose``)
    ways = [
        TriggerEvent(kind="enters_play", itself=read.itself, subject=read.subject, whose="yours")
    ]
    if incl is not None and not read.itself:
        ways.append(TriggerEvent(kind="enters_play", itself=True, whose="yours"))
    found = [trigger_fires(view, player, card_id, way, event) for way in ways]
    if any(f is True for f in found):
        return True
    if all(f is False for f in found):
        return False
    return next(f for f in found if isinstance(f, str))
