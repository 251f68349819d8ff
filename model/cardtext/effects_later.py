"""Effects on later actions, and permissions, that bear on no requirement of this action: the
effects happen after the action is announced, its targets chosen and its costs paid (Abilities
and actions, steps A-D), and they need not succeed (FAQ, "Is an action legal if an effect can't
happen?"). Each use is made neutral before the legality words are looked for; every other use of
the word stays a legality word.

- "may use its Gold-producing (and cost-reducing) traits (this turn) as if you controlled it":
  an ongoing effect granting a later choice (effects.txt, Ongoing effects), not this
  action's payment.
- "He contributes Force even while bowed": a permission of the card's state (as "even if");
  not in a sentence about actions or abilities (a reminder of Tireless, this action's own use).
- "may only take two more non-Reaction actions this phase": a restriction of later choices (as
  "may only", effects.txt "May not") that names other actions' designators.
- "At your next opportunity to take an Open action, you may instead take a Limited action": a
  delayed permission (effects.txt, Delayed effects) naming later actions' designators.
- In a Reaction's or Interrupt's effects, a sentence about the attacks of the action it answers
  ("Each of the action's Melee and Ranged Attacks has -1 strength, or -3 strength if its target
  has Armor attached", "You may choose new targets of any of the action's Melee or Ranged
  Attacks, and ... those targets may be in ..."): "its target", "new targets", "those
  targets" are that action's (chosen when it was announced, Abilities and actions / B), no
  targeting of this one.
- "After the next time (this turn) you announce an action on ...": a delayed effect's trigger
  (effects.txt, Delayed effects), a later action; in that sentence "the action's (bowing)
  costs" and "that action" are the later action's.
- "After the next action not performed by a Thunder Personality resolves this battle, the
  player who took it chooses to discard a card or bow the performer." (Moshi Ino): a delayed
  effect on a later action; "the performer" there is that action's, no performer of this one.
- "After the next time (this turn) another player's action resolves that targeted your
  performer ..., the second target's controller loses 2 Honor." (Cowed and Defeated): a delayed
  effect's trigger on another player's later action; what that action targeted is its own
  targeting, none of this action's.
- "After the target attacks this turn, draw a card.": a delayed effect's trigger (effects.txt,
  Delayed effects) on the card already targeted; its attacking is a later event, no attack made
  by this action and no requirement of it.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["mask_later_actions"]

_AS_IF_CONTROLLED = lazy_regex(
    r"\bmay use its Gold-producing(?: and cost-reducing)? traits(?: \(this turn\))? "
    r"as if you controlled it\b"
)
_EVEN_WHILE = lazy_regex(r"\beven while bowed\b")
_OF_ACTIONS = lazy_regex(r"\b(?:actions?|abilit(?:y|ies))\b", re.IGNORECASE)
_DESIGNATOR = r"(?:Reaction|Interrupt|Battle|Open|Limited)"
_ONLY_TAKE = lazy_regex(
    r"\b(?P<head>may only take (?:(?:one|two|three|\d+) )?more )non-" + _DESIGNATOR + r" actions\b"
)
_NEXT_OPPORTUNITY = lazy_regex(
    r"^\s*At your next opportunity to take an? " + _DESIGNATOR + r" action, you may instead take "
    r"an? " + _DESIGNATOR + r" action\.?$"
)
_NEXT_ANNOUNCE = lazy_regex(
    r"^(?P<head>\s*After the next time (?:\(this turn\) |this turn )?)you announce an action\b"
)
_LATER_ATTACK = lazy_regex(
    r"^(?P<head>\s*After (?:the target|it|he|she)) attacks (?P<tail>this (?:turn|battle),)"
)
_NEXT_ACTION_RESOLVES = lazy_regex(
    r"^\s*After the next action\b[^,.;:]*\bresolves this (?:battle|turn|phase), the player who "
    r"took it\b"
)
_OTHERS_NEXT_TARGETED = lazy_regex(
    r"^(?P<head>\s*After the next time (?:\(this turn\) |this turn )?another player's action "
    r"resolves that )targeted\b"
)
_LATER_COSTS = lazy_regex(r"\bthe action's (?:bowing |Gold )?costs\b")
_ANSWERED_ATTACKS = lazy_regex(
    r"\b(?:(?:one|each|any|all) of )?the action's (?:Fear|Melee|Ranged)\b", re.IGNORECASE
)
_THEIR_TARGETS = lazy_regex(r"\b(?:its target|choose new targets|those targets)\b")


def mask_later_actions(rest: str, *, triggered: bool = False) -> str:
    """``rest`` (one sentence of the effects, no required target in it) with the uses above
    made neutral; ``triggered``: a Reaction's or Interrupt's effects ("the action" is the one
    it answers). Not read: "ignore this action's cost of bowing Yoyugi" (an effect after the
    costs are paid, or a cost that need not be paid when announced?)."""
    rest = _AS_IF_CONTROLLED.sub("may use its production", rest)
    if not _OF_ACTIONS.search(rest):  # ("Tireless actions may be taken even while bowed")
        rest = _EVEN_WHILE.sub("while bowed", rest)
    rest = _ONLY_TAKE.sub(lambda m: m.group("head") + "other deeds", rest)
    rest = _NEXT_OPPORTUNITY.sub("Later, you may do something else.", rest)
    if triggered and _ANSWERED_ATTACKS.search(rest):
        rest = _THEIR_TARGETS.sub(lambda m: m.group(0).replace("target", "mark"), rest)
    if _NEXT_ACTION_RESOLVES.match(rest):
        rest = re.sub(r"\b(?:not )?performed by\b", "done by", rest)
        rest = re.sub(r"\bthe performer\b", "its doer", rest)
    if _OTHERS_NEXT_TARGETED.match(rest):  # ("your performer": this action's, chosen already)
        rest = _OTHERS_NEXT_TARGETED.sub(lambda m: f"{m.group('head')}aimed at", rest)
        rest = re.sub(r"\byour performer\b", "your chosen one", rest)
        # "the second target's controller loses 2 Honor": a card this action chose, named again
        rest = re.sub(r"\bthe (?:first|second|third) target's\b", "that card's", rest)
    rest = _LATER_ATTACK.sub(lambda m: f"{m.group('head')} goes forth {m.group('tail')}", rest)
    if (m := _NEXT_ANNOUNCE.match(rest)) is not None:
        rest = m.group("head") + "you begin a deed" + rest[m.end() :]
        rest = _LATER_COSTS.sub("its expenses", rest)
    return rest
