"""Printed targeting triggers not read as events, decided at a stated targeting event (README
"State files": ``event`` ``{"kind": "action_targets", "timing": "after"}`` with the action's
player, designator, keywords and the cards it targets; ``action_makes``; Abilities and actions /
Designators: "Reaction: At its stated trigger"; Abilities and actions / B: an action's targets
are chosen when it is announced).

- "After a Ranged Attack is targeted" ("a Melee or Ranged Attack", "your Ranged Attack",
  "another player's ..."): the action makes such an attack (``action_makes``) and targets a
  card (its targets are chosen at announcement, the attack's among them); whose, from the
  event's ``player``.
- "After a Ranged Attack targets one of your cards" (any card words the event reader reads,
  ``model.cardtext.triggers``): the attack's target is one of the event's ``cards``, so it is
  this trigger when every card the action targets is such a card, and not when none is; when
  some are, which one the attack targets is not stated (``unknown``).
- "After a Ranged Attack action targets a card in this unit" (Agetoki no Shiryo): the action
  makes such an attack (``action_makes``) and targets a card of the words (any of its targets,
  as an action does; h45adv2 N5).
- "After an action targets this Personality" (on an attachment: its Personality, Reference 03)
  and "After another player's action targets a card in this unit": one of the targeted cards
  is that card / in the card's unit.
- "After an action targets one of your Personalities at Kota's battlefield" (the card's own
  name, or "this battlefield"; Iuchi Kota • Experienced): one of the targeted cards is a
  Personality its controller controls at the battlefield the card is at; the card at home
  has no battlefield, so none is (``solver.trigger_battlefield_words``).

What the event does not state (whose action, its keywords, what it makes) is never guessed:
``unknown``. "After each time ..." is read as "After ...", and "your performing <card words>" as
"your <card words>" (the targeted card is the Reaction's performer; Abilities and actions / B;
FAQ, "What performs an action?"); other words ("would target", a player targeted) stay
unread (h42adv3 N7, N10). "After a Fear action targets ..." (a word naming what the action
makes, not a keyword of it): not this trigger when no targeted card is one of the card words
(whoever's action, whatever it makes); else whether the action makes a Fear is not stated
(``unknown``; h42adv5 N10).
"""

from __future__ import annotations

import dataclasses

from model.cardtext.triggers import read_trigger
from model.common import ATTACHMENT_TYPES, Designator
from model.evaluate import trigger_fires
from model.lazy_regex import lazy_regex
from model.state import View
from model.triggers import TriggerEvent, Whose
from solver.trigger_battlefield_words import at_own_battlefield, at_own_location
from solver.trigger_keyword_lists import keyword_list_fires
from solver.trigger_periods import period_words

__all__ = ["targeting_event_fires"]

_WHOSE: dict[str, Whose] = {"a": "any", "an": "any", "your": "yours", "another player's": "another"}
_KINDS = r"(?P<kinds>(?:Ranged|Melee)(?: or (?:Ranged|Melee))?)"
#: "After a Ranged Attack is targeted", "After your Ranged Attack targets one of your cards",
#: "After another player's Battle action targets a card in this unit"
_TARGETED = lazy_regex(
    r"^(?i:after) (?P<whose>an?|your|another player's) "
    rf"(?:{_KINDS} (?i:attack)(?P<action> action)?|(?:(?P<kw>[A-Z][a-z]+) )?action) "
    r"(?:(?P<passive>is targeted)|targets (?P<what>.+))$"
)
#: "After you target another player's card with a Ranged Attack", "After another player targets
#: one of your Personalities with a Battle action"
_TARGETS_WITH = lazy_regex(
    r"^(?i:after) (?P<who>you|another player) targets? (?P<what>.+?) with (?:an?|your) "
    rf"(?:{_KINDS} (?i:attack)|(?:(?P<kw>[A-Z][a-z]+) )?action)$"
)
#: words before "action" that name an effect it makes, not a keyword of its ability
_EFFECT_WORDS = frozenset({"fear", "ranged", "melee", "duel", "attack"})
_WHO: dict[str, str] = {"you": "your", "another player": "another player's"}
_DESIGNATORS = {
    d.value: d for d in Designator if d not in (Designator.REACTION, Designator.INTERRUPT)
}


#: "After each time your action targets ...": each time is every time, the moment is the same
_EACH_TIME = lazy_regex(r"^(?i:after) each time ")
#: "your performing Samurai" (the targeted card performs the Reaction: Abilities and actions / B,
#: explicit performing; FAQ: Personalities and Followers perform actions where they are targeted
#: between the two colons): which cards fire the trigger is "your Samurai"
_PERFORMING = lazy_regex(r"\byour performing (?=[A-Z])")


def _plain(words: str) -> str:
    """``words`` without "each time" after "After" and "performing" after "your"."""
    return _PERFORMING.sub("your ", _EACH_TIME.sub("After ", words))


def _bare(whose: str, kw: str | None) -> TriggerEvent:
    """The event "<whose> [<kw>] action targets ..." with no card words."""
    designator = _DESIGNATORS.get((kw or "").lower())
    keyword = None if kw is None or designator is not None else kw.lower()
    return TriggerEvent(
        kind="action_targets", whose=_WHOSE[whose.lower()], designator=designator, keyword=keyword
    )


def _own_card_words(view: View, card_id: str, what: str) -> set[str] | None:
    """The cards "this Personality" (on an attachment: its Personality) or "a card in this
    unit" name for ``card_id``; None: other words."""
    low = what.casefold()
    inst = view.card(card_id)
    if low == "this personality" and view.definition(card_id).type in ATTACHMENT_TYPES:
        return None if inst.attached_to is None else {inst.attached_to}
    if low in ("a card in this unit", "one of the cards in this unit"):
        if not inst.in_play:
            return None
        head = view.unit_head(card_id)
        return {c.id for c in view.state.cards if c.in_play and view.unit_head(c.id) == head}
    found = at_own_battlefield(view, card_id, what)
    return found if found is not None else at_own_location(view, card_id, what)


def _combine(each: list[bool | str], attack: bool) -> bool | str:
    """Whether the trigger fires from what each targeted card gives: an action targets a card
    of the words if any target is one; an attack's target is one of the targets, so every one
    (or none) must be."""
    if all(e is False for e in each):
        return False
    if attack:
        if all(e is True for e in each):
            return True
    elif any(e is True for e in each):
        return True
    why = next((e for e in each if isinstance(e, str)), None)
    return why or "which of the targeted cards the attack targets is not stated"


def _after_targeting(view: View, words: str) -> bool:
    """Are ``words`` an "After" targeting trigger these patterns read (its period left aside)?"""
    if (period := period_words(view, words)) is not None:
        words = period[0]
    m = _TARGETED.match(words) or _TARGETS_WITH.match(words)
    return m is not None and not (
        "passive" in m.re.groupindex and m["passive"] is not None and m["kinds"] is None
    )


def targeting_event_fires(view: View, player: str, card_id: str, printed: str) -> bool | str | None:
    """At a stated ``action_targets`` (after) event, does the printed trigger ``printed`` of
    ``card_id`` fire for ``player``? True / False; a string: what the state does not say;
    None: not these words, or no such event."""
    state, event = view.state, view.state.event
    if state.trigger is not None or event is None:
        return None
    if event.kind != "action_targets":
        return None
    words = _plain(printed.strip().rstrip(","))
    if event.timing != "after":  # "After ... targets" is no "before" moment (h44adv7)
        return False if _after_targeting(view, words) else None
    if (period := period_words(view, words)) is not None:
        words, within = period  # "... during a Combat Segment" (``solver.trigger_periods``)
        if within is not True:
            return within
    if (listed := keyword_list_fires(view, player, words)) is not None:
        return listed  # "After an Assassin, Kolat, or Ninja action targets you or your cards"
    m = _TARGETED.match(words) or _TARGETS_WITH.match(words)
    if m is None:
        return None
    # "a Ranged Attack action": an action making such an attack, which targets the card if any
    # of its targets is one (not the attack's own target)
    made_attack = m.group("kinds") is not None
    attack = made_attack and not ("action" in m.re.groupindex and m.group("action"))
    kw = m.group("kw")
    made = kw if (kw or "").casefold() in _EFFECT_WORDS else None  # "a Fear action"
    definition = view.definition(card_id)
    whose = m.group("whose") if "whose" in m.re.groupindex else _WHO[m.group("who").lower()]
    bare = _bare(whose, None if made else kw)
    each: list[bool | str]
    if "passive" in m.re.groupindex and m.group("passive") is not None:
        if not attack:
            return None  # "an action is targeted": not these words
        each = [trigger_fires(view, player, card_id, bare, event)]
    elif (own := _own_card_words(view, card_id, m.group("what"))) is not None:
        theirs = trigger_fires(view, player, card_id, bare, event)
        each = [theirs if c in own else False for c in event.cards]
    else:
        read = read_trigger(
            f"After an action targets {m.group('what')}", definition.title, definition.type
        )
        if read is None:
            return None
        read = dataclasses.replace(
            read, whose=bare.whose, designator=bare.designator, keyword=bare.keyword
        )
        each = [
            trigger_fires(view, player, card_id, read, dataclasses.replace(event, cards=(c,)))
            for c in event.cards
        ]
    if not event.cards:
        return "the event does not say which cards the action targets ('event.cards')"
    found = _combine(each, attack)
    if made is not None and found is not False:  # whether it makes a Fear: not stated
        return found if isinstance(found, str) else f"whether the action is a {made} action"
    if found is False or not made_attack:
        return found
    kinds = {f"{k.casefold()}_attack" for k in m.group("kinds").split(" or ")}
    if state.action_makes is None:
        return "the state does not say what the action makes ('action_makes')"
    return found if kinds & set(state.action_makes) else False
