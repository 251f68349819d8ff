"""Reason codes a client can switch on, and a bowed card's timing named too (Abilities and
actions: "Abilities on a bowed card may not be used"; Reference 05, Areas; Designators).

The timing tier (``solver.timing.usable_now``) refuses an ability for where its card is or who
controls it and for its card being bowed as well as for its time. Those are not about time: a
client told ``timing`` tells the user to wait. At the check's boundary (``coded``) they are
given their own codes:

- ``bowed``: "X is bowed" (straightening the card would lift it);
- ``not_yours``: "X is controlled by P", "X is in another player's hand", "X is not yours",
  "X grants it to P" (another player's card or ability);
- ``not_in_play``: "X is not in play (zone)" (Reference 05, Areas).

Each reason also lists, after the announcing card, the cards its text names as "Title (id)"
(a refused announced target, the card whose sentence is not read), for a client to highlight.

A bowed card's ability refused for the bow alone may also fail its timing ("Battle" in the
Action Phase): the check of the same board with that card straightened then refuses it by its
timing, and that reason is named first (straightening would not fix it). Only the codes and
the reasons change, never the status.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar, cast

from model.lazy_regex import lazy_regex
from model.load import LoadedState
from model.state import View
from model.zones import Zone
from solver.banned_actions import BANNED, ban_named
from solver.solver_load import ready_view
from solver.timing import usable_now
from solver.verdict import Reason, ReasonCode, Verdict

__all__ = ["NOT_NOW", "coded", "recoded"]

#: The codes of a refusal by the timing tier: its time, and where or whose its card is.
NOT_NOW: frozenset[str] = frozenset({"timing", "bowed", "not_yours", "not_in_play"})

_CODES: tuple[tuple[re.Pattern[str], ReasonCode], ...] = (
    (re.compile(r" is bowed$"), "bowed"),
    (re.compile(r" is controlled by \S+$"), "not_yours"),
    (re.compile(r" is in another player's hand$"), "not_yours"),
    (re.compile(r" is not yours$"), "not_yours"),
    (re.compile(r" grants it to \S+$"), "not_yours"),
    (re.compile(r" is not in play \([a-z_]+\)$"), "not_in_play"),
)

#: a card id in parentheses, as reasons name cards ("Begone, Fool! (begone)")
_IDS = lazy_regex(r"\(([^()\s,;:]+)\)")

#: the words of a refusal for the time alone (``solver.timing.usable_now``)
_NOT_NOW_WORDS = "can only be used "

_Check = TypeVar("_Check", bound=Callable[..., Verdict])


def _code(reason: Reason) -> ReasonCode:
    if reason.code == "timing" and reason.text.startswith(BANNED):
        return "condition"  # another card's ban, named (``ban_named``; h45adv3 W2)
    if reason.code != "timing":
        return reason.code
    return next((code for words, code in _CODES if words.search(reason.text)), "timing")


def coded(check: _Check) -> _Check:
    """``check`` (``solver.good_faith.check``) answering with the codes above, and a bowed
    card's timing failure named first (see the module)."""

    @functools.wraps(check)
    def answer(*args: Any, **kwargs: Any) -> Verdict:
        found = check(*args, **kwargs)
        if found.status == "legal" or not found.details:
            return found  # the common case: nothing to recode
        state = args[0] if args else kwargs["state"]
        player = args[1] if len(args) > 1 else kwargs["player"]
        return recoded(ready_view(state), player, found, check)

    return cast(_Check, answer)


def recoded(
    view: View, player: str, found: Verdict, check: Callable[..., Verdict] | None = None
) -> Verdict:
    """``found`` with each timing-tier reason given its own code and the cards each reason
    names ("Begone, Fool! (begone)") among its cards; a printed ability refused only because
    its card is bowed gets, first, the timing reason ``check`` gives with that card
    straightened (when it refuses by timing there)."""
    if isinstance(found.ability, int):  # a ban by an ongoing effect, named (h45adv3 W2)
        bans = [ban_named(view, player, found.card, found.ability, r) for r in found.details]
        found = replace(found, details=tuple(bans), reasons=tuple(r.text for r in bans))
    details = [replace(r, code=_code(r), cards=_named(view, r)) for r in found.details]
    if (
        check is not None
        and found.status == "illegal"
        and isinstance(found.ability, int)
        and [r.code for r in details] == ["bowed"]
    ):
        late = _straightened_timing(view, player, found, check)
        details = details if late is None else [late, *details]
    elif isinstance(found.ability, int) and [r.code for r in details] == ["not_in_play"]:
        late = _placed_timing(view, player, found)
        details = details if late is None else [late, *details]
    return Verdict.of(
        found.status,
        found.card,
        found.ability,
        found.title,
        details,
        found.witness,
        found.designator,
    )


def _named(view: View, reason: Reason) -> tuple[str, ...]:
    """``reason``'s cards with each card its text names as "Title (id)" (the announced target
    refused, the card whose sentence is not read) after the first: a client highlights what
    the sentence is about."""
    named = [
        cid
        for cid in dict.fromkeys(_IDS.findall(reason.text))
        if cid not in reason.cards
        and view.has(cid)
        and f"{view.definition(cid).title} ({cid})" in reason.text
    ]
    return reason.cards[:1] + tuple(named) + reason.cards[1:] if named else reason.cards


def _straightened_timing(
    view: View, player: str, found: Verdict, check: Callable[..., Verdict]
) -> Reason | None:
    """The timing refusal of ``found``'s ability were its card unbowed, or None."""
    inst = view.card(found.card)
    assert isinstance(found.ability, int)
    if not inst.bowed or usable_now(view, player, found.card, found.ability, True).ok:
        return None  # the cheap tier first: its time is met once straightened
    cards = tuple(replace(c, bowed=False) if c.id == found.card else c for c in view.state.cards)
    straight: LoadedState | View = view.derive(replace(view.state, cards=cards))
    again = check(straight, player, found.card, found.ability)
    first = again.details[0] if again.status == "illegal" and again.details else None
    return first if first is not None and first.code == "timing" else None


def _placed_timing(view: View, player: str, found: Verdict) -> Reason | None:
    """The timing refusal of ``found``'s ability (refused only because its card is out of
    play) were its card in play, straightened, at home: every blocker named (h45adv3: Bounty
    Hunter's "Battle:" in the hand in the Action Phase is refused for its time and its place);
    None when its time is met there or the refusal there is not about time."""
    assert isinstance(found.ability, int)
    ab = view.definition(found.card).abilities[found.ability]
    if not ab.designators or not ab.timing_understood:
        return None  # its time not read (an unread keyword): ``unread_time_refusal`` says it
    cards = tuple(
        replace(c, zone=Zone.HOME, bowed=False, face_up=True, attached_to=None)
        if c.id == found.card
        else c
        for c in view.state.cards
    )
    placed = view.derive(replace(view.state, cards=cards))
    there = usable_now(placed, player, found.card, found.ability)
    if there.ok or there.reason is None or not there.reason.startswith(_NOT_NOW_WORDS):
        return None
    return Reason("timing", there.reason, (found.card,))
