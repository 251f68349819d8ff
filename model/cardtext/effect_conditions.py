"""Conditions in the effects said of the card chosen before.

- An "unless" said of the target just chosen ("Target your unbowed Personality and bow him
  unless he is Dragon Clan"): the pronoun names the target, chosen before the effect resolves,
  so the condition governs the effect on him and not the targeting (Abilities and actions / B:
  required targets are chosen when the action is announced; FAQ: effects need not succeed).
- An "unless" in a clause of its own before a target, closed by "to <verb>" or ", and" ("Bow
  this Shugenja, and destroy a token on this Spell unless he is Scorpion Clan, to dishonor a
  target Personality"): in the effects block "X to Y" is an effect and then another, not a
  cost (mandatory costs are in the constraints block, Costs and restrictions), so the condition
  governs its own clause's effect and the target is required whatever it says (effects are
  independent, Abilities and actions / D).
- Two complementary "If"s ("If he is Nonhuman, take control of him. If he is human, bow his
  unit."): as "If X, A. Otherwise, B.", the opening "If" chooses between two effects, so it is a
  condition of the effect only, never a restriction (Costs and restrictions, Restrictions: a
  restriction limits when the action can be taken; here the text provides for both cases).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.complementary_words import negated_in_words
from model.cardtext.conditions import parse_condition
from model.cardtext.conditions_assigned import assigned_condition
from model.cardtext.conditions_cards import said_of
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Controller, Selector

__all__ = [
    "OPENING_IF",
    "compares_with_absent",
    "complementary_if",
    "pronoun_condition",
    "unless_in_its_clause",
    "unless_on_him",
]

#: "If X, <effects>": an effects sentence that opens with a condition.
OPENING_IF = lazy_regex(
    # not "If he is Kolat, Ninja, or Shadowlands, ...": a list goes on past the first comma
    r"^if (?P<cond>[^,:;.]+),\s*(?!(?:or|and|but|unless|if)\b)(?![A-Z][\w-]*(?:,|\s+or\b))"
    r"(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
_HE_IS = lazy_regex(r"^(?:he|she|it) (is|has) (.+)$", re.IGNORECASE)
#: "your Commander has a Follower": said of the one card of yours with that keyword chosen
#: in the constraints block
_YOUR_KW = lazy_regex(r"^your ([A-Z][\w-]*) (is|has) (.+)$")


def pronoun_condition(
    text: str,
    title: str,
    card_type: CardType | None,
    pronoun: str | None,
    chosen: tuple[TargetSpec, ...] = (),
) -> Condition | str | None:
    """The condition ``text`` ("he is dishonorable", "he has a Follower"), where "he" is
    ``pronoun``, the one card chosen before (the only target or performer of the constraints
    block) when the words do not name another, or "your Commander" the one card of yours with
    that keyword among ``chosen`` (the constraints block's targets and performers; a card is
    named again by its keyword, Abilities and actions / B); as ``parse_condition`` otherwise."""
    cond = parse_condition(text, title, card_type)
    if not isinstance(cond, str):
        return cond
    if pronoun is not None and (went := assigned_condition(text, pronoun, title, card_type)):
        return went  # "... or he assigned there" (``conditions_assigned``)
    who, said = pronoun, _HE_IS.match(text.strip())
    if (yours := _YOUR_KW.match(text.strip())) is not None:
        who, said = _one_yours(yours.group(1).lower(), chosen), yours
    if said is not None and who is not None:
        verb, rest = said.group(said.re.groups - 1), said.group(said.re.groups)
        named = parse_condition(f"this card {verb} {rest}", title, None)
        if isinstance(named, Condition) and (rebound := said_of(named, who)):
            return rebound
    return cond


def _one_yours(keyword: str, chosen: tuple[TargetSpec, ...]) -> str | None:
    """The one card of ``chosen`` that is yours and has ``keyword`` (None: none, or more, or
    one that may be several cards)."""
    found = [
        t for t in chosen if t.select.controller is Controller.YOU and keyword in t.select.keyword
    ]
    if len(found) != 1 or found[0].count != 1 or found[0].up_to or found[0].any_number:
        return None
    spec = found[0]
    return None if spec.optional or spec.count_when or spec.select.any_of else spec.name


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
    opening_text: str = "",
) -> bool:
    """Is ``sentence`` an "If" whose condition is the opening condition's negation (in its
    words, ``opening_text``: ``complementary_words``)?"""
    m = OPENING_IF.match(sentence.strip())
    if m is None:
        return False
    if opening_text and negated_in_words(opening_text, m.group("cond")):
        return True
    cond = pronoun_condition(m.group("cond"), title, card_type, pronoun)
    return isinstance(cond, Condition) and (_negates(opening, cond) or _negates(cond, opening))


#: " and bow him unless he ...": an effect on the target just chosen, under a condition said of
#: him, with no other condition or target after it in the sentence
_UNLESS_ON_HIM = lazy_regex(
    r"^\s+and\s+[a-z]+\s+(?P<obj>him|her|it|them)\s+unless\s+(?P<subj>he|she|it|they)\b"
    r"(?![^.]*\b(?:unless|if|target)\b)",
    re.IGNORECASE,
)


def unless_on_him(tail: str) -> bool:
    """``tail`` (the words after the last target) is " and <verb> him unless he ..."."""
    return _UNLESS_ON_HIM.match(tail) is not None


#: "unless he is Scorpion Clan, to dishonor ...", "unless your Personality is Void, and remove
#: ...": an "unless" clause closed before what follows
_UNLESS_CLAUSE = lazy_regex(
    r"\bunless (?P<cond>[^,;.()]+?)(?:,? to [a-z]+\b|, and )", re.IGNORECASE
)
_UNLESS_WORD = lazy_regex(r"\bunless\b", re.IGNORECASE)
_OWN_CLAUSE = lazy_regex(r"(?:,|\band\b)\s*[a-z]+\s+\w", re.IGNORECASE)
_NOT_IN_CONDITION = lazy_regex(r"\b(?:target|targets|if|unless|to)\b", re.IGNORECASE)


def unless_in_its_clause(sentence: str, spans: list[tuple[int, int]]) -> bool:
    """Is every "unless" of ``sentence`` (its target phrases at ``spans``) in a clause of its
    own, closed by "to <verb>" or ", and", with no target phrase or other condition in it?"""
    words = list(_UNLESS_WORD.finditer(sentence))
    if not words:
        return False
    for word in words:
        m = _UNLESS_CLAUSE.match(sentence, word.start())
        if m is None or _NOT_IN_CONDITION.search(m.group("cond")):
            return False
        if any(start < m.end() and end > m.start() for start, end in spans):
            return False
        # after a target, a clause of its own ("and bow him unless ..."), not the target's
        # ("Bow a target Personality unless he is Crab Clan": which may he be?)
        before = max((end for _, end in spans if end <= m.start()), default=None)
        if before is not None and not _OWN_CLAUSE.search(sentence[before : m.start()]):
            return False
    return True


def compares_with_absent(
    target: TargetSpec, loose: TargetSpec | None, absent: set[str], dropped: set[str]
) -> bool:
    """Does ``target`` compare with a card the text may not require: one of ``absent`` (in
    either reading), or one of ``dropped`` (a performer named in the effects: chosen in the
    strict reading, not in the lenient one) in its lenient form ``loose`` (itself when None)?
    "Choose your performing Follower. Melee Attack with strength equal to its Force": the
    strict Force limit names the performer, the lenient attack has none (read)."""
    if target.references() & (absent - {target.name}):
        return True
    return bool((loose or target).references() & (dropped - {target.name}))
