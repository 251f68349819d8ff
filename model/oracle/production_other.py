"""Text about Gold that is not a way of producing Gold while a cost is paid (Abilities and
actions / Designators; Costs and restrictions / Gold production): actions taken at an
opportunity to act, Reactions to something other than a payment, triggered changes of the
card's own Gold Production stat, and changes to costs (reported, not modelled).

These are read by the production parser only to know that they are *not* production: an
Open, Limited, Battle, Engage or Dynasty action is taken "at an opportunity to act", never in
the middle of paying a Gold cost, so it is never a source of that payment; what it does (a
Holding given +2GP this turn, a token) is game state the checks read from the state
(``CardInstance.modifiers``, ``tokens``). The abilities themselves are imported by
``model.cardtext``.
"""

from __future__ import annotations

import re

from model.abilities import Designator
from model.cardtext.timing import parse_prefix
from model.lazy_regex import lazy_regex
from model.oracle.production_self_discard import payer_may_lower

#: "Open, :bow:: ...", "Limited, :g3:, :bow:: ...", "Economic Open: ...", "Open, :bow: : ...":
#: the bold prefix (designators, keywords, icon costs) and its colon.
_PREFIX = lazy_regex(
    r"^(?P<head>[A-Za-z][A-Za-z/' -]*?)(?P<icons>(?:\s*,?\s*:[a-z0-9*]+:)*)\s*:(?=\s)"
)
#: Designators whose actions are taken only at an opportunity to act (Abilities and actions /
#: Designators: Limited, Open, Battle; Engage and Dynasty are timings of their own phases).
_AT_OPPORTUNITY = frozenset(
    {Designator.LIMITED, Designator.OPEN, Designator.BATTLE, Designator.ENGAGE, Designator.DYNASTY}
)
_PRODUCE_VERB = lazy_regex(r"\bproduces?\b", re.IGNORECASE)
#: "This Holding copies all the target's Gold- and Honor-producing traits and abilities", "it
#: becomes a copy of the target's printed card", "You ... may use its Gold-producing traits
#: (this turn) as if you controlled it": a card then produces as another does, or a player
#: uses another's production, which no state field records: not read. ("All your copies of
#: Jade Works": cards of a title, no copying.)
_COPIES = lazy_regex(  # case-sensitive: "copies of" a Title
    r"\b[Cc]op(?:y|ies|ied)\b(?! of [A-Z])|as if you controlled|use its [Gg]old-producing"
)
#: A trigger that may happen while a Gold cost is paid (or names Gold production).
_PAYMENT_WORDS = lazy_regex(r"gold|produc|\bpay|\bcost|\bgp\b|\dgp\b", re.IGNORECASE)
#: "Recruit it for 2 less Gold", "Your Holdings enter play paying 2 less Gold (this turn)".
_LESS_GOLD = lazy_regex(
    r"\b(?:less|more) gold\b|\bgold (?:less|more)\b|\bcosts? \d+ (?:less|more)\b"
)
_OTHER_PLAYER = lazy_regex(r"^after another player\b", re.IGNORECASE)
_TRIGGER = lazy_regex(r"^(?:before|after|when)\b[^,]*", re.IGNORECASE)
#: The card's own Gold Production changed ("permanently give this Holding +1 Gold Production"):
#: state only when the card has a Gold Production stat for the modifier to change.
_SELF_GP = lazy_regex(
    r"give (?:this (?:holding|card|stronghold)|it|itself) (?:permanently )?[+-]\d+ ?"
    r"(?:gp\b|gold production)|permanently give this (?:holding|card|stronghold) [+-]\d+",
    re.IGNORECASE,
)


def action_not_producing(line: str, has_stat: bool) -> bool:
    """Is ``line`` an action that is never a Gold source for a payment?

    True for an action whose designators are all taken at an opportunity to act (Limited,
    Open, Battle, Engage, Dynasty, with any ability keywords: "Economic Open", "Repeatable
    Battle/Open"), and for a Reaction or Interrupt whose trigger ("Before a Political action
    resolves") names no payment, cost or Gold or is something another player did ("After
    another player bows a Holding to produce Gold"), provided the line does not say "produce"
    (but in such a trigger) nor
    copy abilities (the card would then produce as another does: no state records it) and,
    on a card without a Gold Production stat, does not change the card's own Gold Production
    (no stat for a modifier to change: not read); also the payer's own option to produce less
    (``payer_may_lower``). Anything else: False (the caller reads it).
    """
    if payer_may_lower(line):
        return True  # Profits' "You may reduce the total Gold produced by 1": the payer's choice
    m = _PREFIX.match(line.strip())
    if m is None or _COPIES.search(line):
        return False
    body = line.strip()[m.end() :]
    trigger = _TRIGGER.match(body.strip())
    if _PRODUCE_VERB.search(body) and (
        trigger is None
        or _OTHER_PLAYER.match(trigger.group(0)) is None
        or _PRODUCE_VERB.search(body.strip()[trigger.end() :])
    ):
        return False
    if _LESS_GOLD.search(icon_gold(line.lower())):
        return False  # a cost reduction: the caller reports it (not modelled)
    prefix = parse_prefix(m.group("head") + m.group("icons"))
    if prefix.problem is not None or not prefix.designators:
        return False
    if not has_stat and _SELF_GP.search(line):
        return False
    if all(d in _AT_OPPORTUNITY for d in prefix.designators):
        return True
    if all(d in (Designator.REACTION, Designator.INTERRUPT) for d in prefix.designators):
        body = line.strip()[m.end() :].strip()
        trigger = _TRIGGER.match(body)
        if trigger is None:
            return False
        # "After another player bows a Holding to produce Gold": something another player
        # did, never a payment of this card's controller
        return not _PAYMENT_WORDS.search(trigger.group(0)) or (
            _OTHER_PLAYER.match(trigger.group(0)) is not None
            and not _PRODUCE_VERB.search(body[trigger.end() :])
        )
    return False


#: "After an Attack Phase is created, straighten this Holding and give it -1GP.": a triggered
#: change of the card's own stat, at a phase boundary (never while a cost is paid).
_PHASE_TRIGGER_GP = lazy_regex(
    r"after an? (?:[a-z]+ )?phase (?:is created|begins|ends), (?:straighten this holding and )?"
    r"give (?:it|this holding) [+-]\d+gp(?: \(this turn\))?"
)


def own_stat_trigger(sentence: str, has_stat: bool) -> bool:
    """Is ``sentence`` a trait that changes the card's own Gold Production at a phase boundary
    ("After an Attack Phase is created, straighten this Holding and give it -1GP")? The change
    is game state (a stat modifier), read from the state when a cost is paid; only a card with
    a Gold Production stat has one to change."""
    low = sentence.lower().strip().rstrip(".").strip()
    return has_stat and _PHASE_TRIGGER_GP.fullmatch(low) is not None


_ICON_GOLD = lazy_regex(r":g(\d+):")
#: A change to what something costs, written with the Gold icon or as "costs N Gold instead".
_COST_CHANGE = lazy_regex(
    r"\b(?:enters? play for \d+ gold (?:less|more)\b|costs? \d+ gold (?:less|more)\b"
    r"|costs? \d+ gold instead\b)"
)


#: "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, ..." (Kosaten Shiro),
#: "Your Gold-producing Holdings enter play ...": "-producing" says which cards, not production
_PRODUCING_KIND = lazy_regex(r"\b(?:gold|honor)-(?:producing)?(?: and (?:gold|honor)-producing)? ")
_ENTER_LESS = lazy_regex(r"\benters? play (?:for you )?(?:for|paying) \d+ less gold\b")


def icon_gold(text: str) -> str:
    """The Gold icon written out: ":g1:" -> "1 gold"."""
    return _ICON_GOLD.sub(r"\1 gold", text)


def cost_change(sentence: str) -> bool:
    """Is ``sentence`` a change to a cost ("This Holding enters play for :g1: less Gold if ...",
    "Actions from your ... Strategies cost :g1: less", "This Holding's ability costs 1 Gold
    instead if ...")? Such text is not production: it is reported with the cost reductions,
    which are not modelled (a check they could change answers unknown)."""
    low = icon_gold(sentence.lower())
    if _ENTER_LESS.search(low) and "producing" in low:
        kind = _PRODUCING_KIND.sub("", low)
        return "produc" not in kind and not re.search(r"\bgp\b|\dgp\b", kind)
    return _COST_CHANGE.search(low) is not None and not _PRODUCE_VERB.search(low)
