"""Legality words of the effects (``model.cardtext.effects.LEGALITY_WORDS``) used in a sense that
bears on nothing this action must meet when announced: the effects happen after the action is
announced, its targets chosen and its costs paid (Abilities and actions, steps A-D), and they
need not succeed (FAQ, "Is an action legal if an effect can't happen?"). Each is replaced by a
neutral word before the legality words are looked for; every other use of the word stays a
legality word.

- "Gold Cost" (capital C): the card stat (Reference 04, stats; Reference 03), read or changed by
  the effect ("with equal or lower Gold Cost", "reduce his Gold Cost by 2") - not a cost of this
  action ("Gold cost", "the cost of bowing Xijkt" stay).
- "leaves play", "leaving-play effects", "Discard a card titled X from play": a card leaving
  play (Good Faith asks about cards put into play, Abilities and actions / A); "he entered
  play this battle": what happened; "may not / will not enter play": a prevention of later
  choices or changes (effects.txt, "May not" and Prevention); "(it enters play bowed)" after
  "create": the created card's state; "After the next time ... a Terrain enters play, ...": a
  delayed effect's trigger (effects.txt, Delayed effects); "Your Holdings enter play paying 2
  less Gold": an ongoing change of later costs; "may not play Terrains": a choice prevented
  later.
- "cannot": a prevention (effects.txt, Prevention: "'cannot' does not imply negation"), unless
  the sentence names this action or ability.
- "instead": a substitution (effects.txt, Substitution) of an effect, read only in a sentence
  with no target phrase and no word "target" (a substitution of targeting, this action's or
  another's, is not read here; of costs, it says "cost", which stays).
- "may only": a restriction of later choices, as "may not" (effects.txt, "May not"); "If you only
  targeted one card": what happened.
- "the action's performer": another action's (the one a Reaction or Interrupt answers).
- "even if" / "is even": a permission ("He may assign even if bowed", Costs and restrictions /
  permissions), or parity ("0 is even"), unless the sentence names this action or ability.
- "a Battle, Limited, or Open action": the designators of another action ("Take an additional
  Limited or Open action").
- "If he does not pay the Gold": another player's choice, named again.
- "cannot play cards with that title": a prevention; "dishonored before they enter play", "if
  their owner has already put a Ring into play": a timing point or what happened; "Ignore the
  Gold cost of your next Kharmic action": a later action's cost; "after the next time this game
  this ability is announced": a delayed effect's trigger; "effects that prevent him performing
  actions" (or "him assigning, moving, or performing actions"): taking actions, no performer of
  this one.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["mask_effect_words", "named_again_words"]

_GOLD_COST = lazy_regex(r"\b(?:(?:base|printed|total) )?Gold Cost\b")
#: "from play", but not "Discard this Event from play to ...": an Event's abilities are used in
#: play only where its text says so (Reference 03, Event), which ``solver.timing`` reads unread
_LEAVING = lazy_regex(
    r"\b(?:(?:leaves?|left|leaving)[- ]play|(?<!this Event )from play)\b", re.IGNORECASE
)
_ENTERED = lazy_regex(r"\b(?:entered play|(?:may|will|does|do) not enter play|cannot enter play)\b")
_CREATED_BOWED = lazy_regex(r"\s*\((?:it|he|she) enters play bowed\)", re.IGNORECASE)
_PAYING_LESS = lazy_regex(r"\benter play paying \d+ (?:less|more) Gold\b")
_MAY_NOT_PLAY = lazy_regex(r"\b(?:may not|cannot|can't|will not) play\b")
#: "are dishonored before they enter play": a timing point of an ongoing effect
_BEFORE_ENTERING = lazy_regex(r"\b(before|after|when) (they|he|she|it) enters? play\b")
#: "if their owner has already put a Ring into play this turn": what happened
_HAS_PUT = lazy_regex(r"\bha(?:s|d|ve) (?:already )?put (an?|any) ([\w-]+) into play\b")
#: "Ignore the Gold cost of your next Kharmic action": a later action's cost
_NEXT_COST = lazy_regex(r"\bthe Gold cost of your next ([\w-]+ )?action\b")
#: "after the next time this game this ability is announced": a delayed effect's trigger
_NEXT_ANNOUNCED = lazy_regex(
    r"\bafter the next time (?:this (?:turn|game) )?this ability is announced\b", re.IGNORECASE
)
#: "prevent him performing actions", "... him assigning, moving, or performing actions"
_PERFORMING_ACTIONS = lazy_regex(
    r"\b(him|her|them) ((?:[a-z]+ing, )*(?:[a-z]+ing,? or )?)performing actions\b"
)
_NEXT_ENTERS = lazy_regex(
    r"^(?P<head>\s*(?:after|before) the next time\b[^,]*?)\benters play\b(?=[^,]*,)",
    re.IGNORECASE,
)
_THIS_ACTION = lazy_regex(r"\bthis (?:action|ability)\b", re.IGNORECASE)
_CANNOT = lazy_regex(r"\bcannot\b", re.IGNORECASE)
_INSTEAD = lazy_regex(r"\binstead\b", re.IGNORECASE)
_TARGET_WORD = lazy_regex(r"\btarget", re.IGNORECASE)
_MAY_ONLY = lazy_regex(r"\bmay only\b", re.IGNORECASE)
_ONLY_DID = lazy_regex(r"\b(if (?:you|he|she|they)) only (?=\w+ed\b)", re.IGNORECASE)
_ACTIONS_PERFORMER = lazy_regex(r"\bthe action's performer\b", re.IGNORECASE)
_EVEN = lazy_regex(r"\beven if\b|\(0 is even\)|\(even against\b", re.IGNORECASE)
_DESIGNATORS = lazy_regex(
    r"\b(?:Battle|Limited|Open)(?:,? (?:or )?(?:Battle|Limited|Open))+ "
    r"(?:actions?|abilit(?:y|ies))\b"
)
_HE_PAYS = lazy_regex(
    r"\b((?:if|when) (?:he|she|they|that player)) (?:did not|does not|didn't|doesn't) pay\b",
    re.IGNORECASE,
)


def mask_effect_words(rest: str, *, targeted: bool, entering: bool) -> str:
    """``rest`` (one sentence of the effects, its target phrases already replaced) with the
    uses above made neutral; ``targeted``: the sentence holds a target phrase (an optional one:
    the caller reads no sentence with a required one); ``entering``: the effects bring a card
    into play (whose Gold Cost they may change: "Reduce the Gold Cost of the target ... Bring the
    target into play, paying all costs"; the Gold Cost stays unread)."""
    if not entering:
        rest = _GOLD_COST.sub("stat", rest)
    rest = _LEAVING.sub("goes away", rest)
    rest = _ENTERED.sub("arrived", rest)
    rest = _CREATED_BOWED.sub("", rest) if re.search(r"\bcreate\b", rest, re.I) else rest
    rest = _PAYING_LESS.sub("arrive for less", rest)
    rest = _MAY_NOT_PLAY.sub("may not use", rest)
    rest = _BEFORE_ENTERING.sub(r"\1 \2 arrive", rest)
    rest = _HAS_PUT.sub(r"had \1 \2 arrive", rest)
    rest = _NEXT_COST.sub(r"the Gold of your next \1deed", rest)
    rest = _NEXT_ANNOUNCED.sub("after the next time it recurs", rest)
    rest = _PERFORMING_ACTIONS.sub(r"\1 \2taking actions", rest)
    rest = _NEXT_ENTERS.sub(lambda m: m.group("head") + "arrives", rest)
    rest = _ACTIONS_PERFORMER.sub("the action's card", rest)
    rest = _DESIGNATORS.sub("other action", rest)
    rest = _HE_PAYS.sub(r"\1 did not give", rest)
    rest = _MAY_ONLY.sub("may", rest)
    rest = _ONLY_DID.sub(r"\1 ", rest)
    if not _THIS_ACTION.search(rest):
        rest = _CANNOT.sub("does not", rest)
        rest = _EVEN.sub("though", rest)
    if not targeted and not _TARGET_WORD.search(rest):
        rest = _INSTEAD.sub("", rest)
    return rest


_ANSWERED_COSTS = lazy_regex(r"\bthe action's (?:bowing |Gold )?costs\b", re.IGNORECASE)
#: "This pays the cost instead.", "This action pays that cost instead." (Lobbyist, Honor): the
#: answered payment's cost, substituted (Costs and restrictions / Substituted costs, Example 4)
_PAYS_THAT_COST = lazy_regex(
    r"\bthis(?: action| card)? pays (?:the|that) cost(?: instead)?\b", re.IGNORECASE
)
_THE_PERFORMER = lazy_regex(r"\b(?:the|your) performer(?:('s)|\b)(?! (?:of|in)\b)", re.IGNORECASE)


def named_again_words(rest: str, *, triggered: bool, performer: bool) -> str:
    """``rest`` with cards named again made neutral: "the action's costs" in a Reaction's or
    Interrupt's effects (``triggered``: the costs of the action it answers, not this one's;
    "This pays the cost instead.": the answered payment's cost, substituted);
    "the performer('s)" when ``performer``: the one performer chosen before (no new
    performing; Abilities and actions / B)."""
    if triggered:
        rest = _ANSWERED_COSTS.sub("the action's expenses", rest)
        rest = _PAYS_THAT_COST.sub("this covers the answered expense", rest)
    if performer:
        rest = _THE_PERFORMER.sub(lambda m: "his" if m.group(1) else "him", rest)
    return rest
