"""Conditions in the effects said of the card chosen before.

- An "unless" said of the target just chosen ("Target your unbowed Personality and bow him
  unless he is Dragon Clan"): the pronoun names the target, chosen before the effect resolves,
  so the condition governs the effect on him and not the targeting (Abilities and actions / B:
  required targets are chosen when the action is announced; FAQ: effects need not succeed).
- Two complementary "If"s ("If he is Nonhuman, take control of him. If he is human, bow his
  unit."): as "If X, A. Otherwise, B.", the opening "If" chooses between two effects, so it is a
  condition of the effect only, never a restriction (Costs and restrictions, Restrictions: a
  restriction limits when the action can be taken; here the text provides for both cases).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.conditions import parse_condition
from model.cardtext.conditions_cards import said_of
from model.common import CardType
from model.selectors import Condition, Selector

__all__ = ["OPENING_IF", "complementary_if", "pronoun_condition", "unless_on_him"]

#: "If X, <effects>": an effects sentence that opens with a condition.
OPENING_IF = re.compile(
    # not "If he is Kolat, Ninja, or Shadowlands, ...": a list goes on past the first comma
    r"^if (?P<cond>[^,:;.]+),\s*(?!(?:or|and|but|unless|if)\b)(?![A-Z][\w-]*(?:,|\s+or\b))"
    r"(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
_HE_IS = re.compile(r"^(?:he|she|it) is (.+)$", re.IGNORECASE)


def pronoun_condition(
    text: str, title: str, card_type: CardType | None, pronoun: str | None
) -> Condition | str | None:
    """The condition ``text`` ("he is dishonorable"), where "he" is ``pronoun``, the one card
    chosen before (the only target or performer of the constraints block) when the words do not
    name another; as ``parse_condition`` otherwise."""
    cond = parse_condition(text, title, card_type)
    if isinstance(cond, str) and pronoun is not None:
        said = _HE_IS.match(text.strip())
        if said is not None:
            named = parse_condition(f"this card is {said.group(1)}", title, None)
            if isinstance(named, Condition) and (rebound := said_of(named, pronoun)):
                return rebound
    return cond


def _negates(a: Condition, b: Condition) -> bool:
    """Does ``b`` hold exactly when ``a`` does not ("he is Nonhuman" / "he is human": one
    keyword, with and without)?"""
    if b == Condition(none_of=(a,)):
        return True
    have, lack = a.matches, b.matches
    if a.card is None or have is None or lack is None or b != replace(a, matches=lack):
        return False
    return (
        len(have.keyword) == 1
        and have == Selector(keyword=have.keyword)
        and lack == Selector(not_keyword=have.keyword)
    )


def complementary_if(
    sentence: str,
    opening: Condition,
    title: str,
    card_type: CardType | None,
    pronoun: str | None,
) -> bool:
    """Is ``sentence`` an "If" whose condition is the opening condition's negation?"""
    m = OPENING_IF.match(sentence.strip())
    if m is None:
        return False
    cond = pronoun_condition(m.group("cond"), title, card_type, pronoun)
    return isinstance(cond, Condition) and (_negates(opening, cond) or _negates(cond, opening))


#: " and bow him unless he ...": an effect on the target just chosen, under a condition said of
#: him, with no other condition or target after it in the sentence
_UNLESS_ON_HIM = re.compile(
    r"^\s+and\s+[a-z]+\s+(?P<obj>him|her|it|them)\s+unless\s+(?P<subj>he|she|it|they)\b"
    r"(?![^.]*\b(?:unless|if|target)\b)",
    re.IGNORECASE,
)


def unless_on_him(tail: str) -> bool:
    """``tail`` (the words after the last target) is " and <verb> him unless he ..."."""
    return _UNLESS_ON_HIM.match(tail) is not None
