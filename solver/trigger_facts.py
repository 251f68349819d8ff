"""Facts the state gives about the pending moment, against what a printed trigger's words
require of it (README "State files"; Abilities and actions / Designators: "Reaction: At its
stated trigger"; Reference 01, change 4: Interrupts are played to an action after its targets
are chosen).

While an action awaits Interrupts (the state's ``trigger`` "to an action, after its targets are
chosen") or its targets are chosen (an ``action_targets`` event), the state's ``action_player``,
``action_card`` and ``action_makes`` describe that action, the only one at that step then (an
action has one player, one card, and everything its effects make is in ``action_makes``).
Printed words naming an action at its announcement or targeting name that action, and a fact
they require of it that the state contradicts means "not this trigger":

- "After a Ranged Attack is targeted" (or Melee; "a Melee or Ranged Attack"): the action makes
  one (``action_makes``);
- "an action on a Kiho, Shugenja, or Spell": the action's card has one of those types or
  keywords (``action_card``);
- "another player with Family Honor of -1 or lower announces": the action's player's Family
  Honor (``action_player``).

The state is the pending moment: if the printed words name this moment, what they require of it
(a player's Family Honor, a bowed card) is what the state says now; if they name another
moment, they are not this trigger either way.

Words said for a player about his own cards, "the action targets your bowed Personality", are
never that player's moment while he has no such card in play (bowed or unbowed are states of
cards in play, and the state lists every card in play); with one player only having one, the
words are said for him (README "A pending trigger in printed words").

"After engaging at Hideaki's battlefield" (the words name their own card: a word of its title,
its whole title, "this card", "this unit", on an attachment "this Personality": a unit and its
attachments are at one location, Reference 05) and "After engaging at a battlefield where you
control one or more units": at an engaging event with the state's ``current_battlefield``
(README "Engage"), it is this trigger exactly when the card (a unit of the player) is at that
battlefield.
"""

from __future__ import annotations

import re

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext.conditions import named_card
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE
from model.state import View
from model.zones import Zone
from solver.trigger_step_facts import step_refutes

__all__ = [
    "engaging_at_its_battlefield",
    "lacks_targeted_card",
    "not_this_action",
    "pending_action_refutes",
    "sole_holder",
]

_LIST = r"(?:an? )?[A-Z][\w-]*(?:, (?:an? )?[A-Z][\w-]*)*(?:,? or (?:an? )?[A-Z][\w-]*)?"
#: "After a Ranged Attack is targeted", "After a Melee or Ranged Attack is targeted"
_ATTACK = lazy_regex(
    r"^(?:after|when) (?:an?|your|the) (?P<kinds>(?:Ranged|Melee)(?: or (?:Ranged|Melee))?) "
    r"Attack is targeted$",
    re.IGNORECASE,
)
#: "After an action on a Kiho, Shugenja, or Spell targets your cards", "After an action on a
#: Strategy is announced", "After another player [with Family Honor of -1 or lower] announces
#: an action on a Strategy"
_ON_A_CARD = lazy_regex(
    rf"^(?i:after|when) (?:an action on (?P<cards>{_LIST}) (?:targets (?:(?!\bor\b)[^,])*|is "
    r"announced)"
    r"|(?P<who>another player|a player)(?: with Family Honor of (?P<honor>-?\d+) or "
    rf"(?P<dir>lower|higher))? announces an action(?: on (?P<cards2>{_LIST}))?)$"
)
#: "After the action targets your bowed Personality"
_TARGETS_YOUR = lazy_regex(
    r"^(?i:after) (?:the|an) action targets (?:one of )?your (?P<state>bowed|unbowed) "
    r"(?P<noun>Personality|Personalities|Follower|Followers|Holding|Holdings|card|cards)$"
)
#: "After engaging at Hideaki's battlefield", "... at Ropp'tch'tch's battlefield", "... at this
#: card's battlefield", "... at a battlefield where you control one or more units"
_ENGAGING_AT = lazy_regex(
    r"^after engaging at (?:(?P<name>[\w' -]+?)'s battlefield"
    r"|a battlefield where (?P<yours>you control one or more units))$",
    re.I,
)
_TYPES = {t.value: t for t in CardType}


def _at_the_action(view: View) -> bool:
    """Do the state's ``action_*`` facts describe the action at its announcement or targeting
    now (an Interrupt window, or an ``action_targets`` event)?"""
    state = view.state
    return state.trigger == INTERRUPT_TO_AN_ACTION or (
        state.trigger is None
        and state.event is not None
        and state.event.kind == "action_targets"
        and state.event.timing == "after"
    )


def _of_a_listed_kind(view: View, card_id: str, listed: str) -> bool:
    """Is ``card_id`` of one of the types or keywords ``listed`` ("a Kiho, Shugenja, or
    Spell"; a word not a card type is a keyword)?"""
    words = [w for w in re.split(r",? or |, ", listed) if w]
    kinds = [re.sub(r"^an? ", "", w).casefold() for w in words]
    keywords = view.keywords(card_id)
    kind = view.type_of(card_id)
    return any(k == kind.value or k in keywords for k in kinds)


def pending_action_refutes(view: View, printed: str) -> str | None:
    """Why the action the state names (``_at_the_action``) is certainly not the one the printed
    trigger words ``printed`` name, or None (not read, not stated, or it may be)."""
    if not _at_the_action(view):
        return None
    state = view.state
    words = printed.strip().rstrip(",")
    if (m := _ATTACK.match(words)) is not None and state.action_makes is not None:
        named = {f"{k.casefold()}_attack" for k in re.split(r" or ", m.group("kinds"))}
        if not named & set(state.action_makes):
            return f"the action awaiting Interrupts makes no {m.group('kinds')} Attack"
    if (m := _ON_A_CARD.match(words)) is None:
        return None
    listed = m.group("cards") or m.group("cards2")
    card = state.action_card
    if listed is not None and card is not None and not _of_a_listed_kind(view, card, listed):
        return f"the action is not on {listed}"
    honor, player = m.group("honor"), state.action_player
    if honor is not None and player is not None:
        have = state.player(player).family_honor
        fits = have <= int(honor) if m.group("dir") == "lower" else have >= int(honor)
        if not fits:
            return f"the action's player has {have} Family Honor"
    return None


def _holders(view: View, printed: str) -> set[str] | None:
    """The players who control a card in play that "your <bowed|unbowed> <type>" in the
    printed words ``printed`` names; None: not these words."""
    m = _TARGETS_YOUR.match(printed.strip().rstrip(","))
    if m is None:
        return None
    noun = m.group("noun").casefold().rstrip("s")
    if noun.endswith("ie"):
        noun = noun[:-2] + "y"  # Personalities
    bowed = m.group("state") == "bowed"
    return {
        c.controlled_by
        for c in view.state.cards
        if c.in_play
        and c.bowed == bowed
        and (noun == "card" or view.type_of(c.id) is _TYPES.get(noun))
    }


def lacks_targeted_card(view: View, player: str, printed: str) -> bool:
    """Do the printed words name a card of the speaker's ("the action targets your bowed
    Personality") that ``player`` does not have?"""
    holders = _holders(view, printed)
    return holders is not None and player not in holders


def sole_holder(view: View, printed: str) -> str | None:
    """The one player who has the card the printed words name as the speaker's, or None."""
    holders = _holders(view, printed)
    if holders is None or len(holders) != 1:
        return None
    (only,) = holders
    return only


def _names_its_card(name: str, title: str, card_type: CardType | None) -> bool:
    """Do the words ``name`` ("Hideaki", "Jade's Roar", "this card", "this unit", on an
    attachment "this Personality") name the card with ``title`` or its unit?"""
    low = name.casefold()
    whole = re.sub(r"\s*[•(,].*$", "", title).strip().casefold()
    return low in (whole, "this unit") or named_card(low, title, card_type) in (SOURCE, BEARER)


def engaging_at_its_battlefield(
    view: View, card_id: str, printed: str, player: str | None = None
) -> bool | None:
    """At an engaging event, is it "After engaging at <this card>'s battlefield" for
    ``card_id`` (the card at the state's ``current_battlefield``), or "... at a battlefield
    where you control one or more units" for ``player`` (a card of his there: every card at a
    battlefield is in a unit, Reference 05)? None: not these words (or the name is not its
    card's), no engaging event, or where it engages not stated."""
    m = _ENGAGING_AT.match(printed.strip().rstrip(","))
    event = view.state.event
    where = view.state.current_battlefield
    if m is None or event is None or event.kind != "engaging" or event.timing != "after":
        return None
    if where is None:
        return None
    if m.group("yours") is not None:
        if player is None:
            return None
        return any(
            c.in_play
            and c.controlled_by == player
            and view.location(c.id) == (Zone.BATTLEFIELD, where)
            for c in view.state.cards
        )
    definition = view.definition(card_id)
    if not _names_its_card(m.group("name"), definition.title, definition.type):
        return None
    zone, battlefield = view.location(card_id)
    return zone is Zone.BATTLEFIELD and battlefield == where


def not_this_action(view: View, player: str, printed: str) -> bool:
    """Is the pending moment certainly not the printed trigger ``printed`` for ``player``, by
    the facts above?"""
    return (
        pending_action_refutes(view, printed) is not None
        or lacks_targeted_card(view, player, printed)
        or step_refutes(view, player, printed) is not None  # ``solver.trigger_step_facts``
    )
