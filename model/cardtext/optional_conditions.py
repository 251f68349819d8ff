"""Optional targeting under a condition in the effects ("If your Personality is a Magistrate,
you may target an enemy card and reduce its Gold Cost to 0.": A Fugitive Apprehended).

Abilities and actions / B: "If required targeting or performing varies according to a
currently known condition, the targeting requirement depends on whether the condition is met"
and "If the condition of targeting is not currently known, but only becomes known after the
required targeting step, the conditional targeting ... is not required or carried out in the
required targeting step" ("Move him home. If he moved, target another Personality").

- A condition known at announcement and read (of the board: "If you control a Temple"; of a
  card chosen before: "If he is Earth", "If your Personality is a Magistrate", "If you
  targeted a Yojimbo") gates the optional target: it may be chosen only while it holds
  (``count_when``: none unless it holds).
- A condition on what this action's effects did ("If he moved", "If the Ranged Attack
  destroyed a card", "If its Force is now 0", "if you do not"): the target is chosen as the
  effects resolve, never on announcement (``TargetTiming.AFTER``).
- Any other "if" before an optional target: not read (the caller fails closed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.abilities import CountWhen, TargetSpec, TargetTiming
from model.cardtext.conditions import parse_condition
from model.cardtext.conditions_cards import said_of
from model.cardtext.effect_conditions import OPENING_IF
from model.cardtext.effects_opposed import opposed_targets_if
from model.cardtext.target_phrase import Phrase
from model.cardtext.targets import find_phrases
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Controller

__all__ = ["DELAYED", "Gate", "none_unless", "optional_gate", "sentence_gate"]

_IF = lazy_regex(r"\bif\b", re.IGNORECASE)
#: a delayed effect ("After it ends, if you won ..., you may target ..."): its targeting is
#: not required (Abilities and actions / B); its condition is the delayed effect's
DELAYED = lazy_regex(
    r"^\s*(?:until\b[^,]*,\s*)?(?:after|before|when|whenever|once|the next time|the first time|"
    r"each time|at the (?:start|end|beginning))\b",
    re.IGNORECASE,
)
#: "If X, you may target", "; if X, you may also target": the condition right before the
#: optional targeting
_IF_MAY = lazy_regex(
    r"(?:^|[;,]\s*|\band\s+)if (?P<cond>[^,;:.]+),\s*(?:then\s+)?you may (?:also |then )?"
    r"(?=target\b)",
    re.IGNORECASE,
)
#: "if <condition>," anywhere in the sentence
_IF_CLAUSE = lazy_regex(r"if (?P<cond>[^,;:.]+),", re.IGNORECASE)
#: words of a condition on what this action did, known only after the targeting step (as
#: ``model.cardtext.outcome_targets``): what this action or its attack did ("this destroyed
#: him", "the Ranged Attack destroyed a card", "the targeted Shugenja bowed"), a move ("he
#: moved"), a choice made as it resolves ("if you did", "if you do not"), the state it left
#: ("its Force is now 0", "if she is still in play"), a duel's result ("if Reju wins") or its
#: costs, paid after the targeting ("you paid two Gold for this action": Abilities and
#: actions / C). Not a past occurrence before it ("if a Province was destroyed this turn")
#: nor a state ("If Kumi is bowed"): known now.
_LATER = lazy_regex(
    r"\b(?:this|it|the (?:targeted [a-z]+|fear|melee attack|ranged attack|attack|action|effect|"
    r"duel))(?: effect)? (?:destroyed|destroys|bowed|moved|discarded|dishonored|straightened|"
    r"removed|attached)\b"
    r"|\b(?:he|she|it|they) moved\b|\b(?:you|he|she|they) (?:did|do|does|chooses|chose|choose)"
    r"(?: not)?(?: to)?(?:$|\s+and\b)"
    r"|\bnow\b|\bstill in play\b|\bpaid\b[^,;]*\bfor this action\b|\b(?-i:[A-Z])[a-z]+ wins$",
    re.IGNORECASE,
)
#: "your Personality is a Magistrate": said of the one card of yours of that type chosen before
_YOUR_TYPE = lazy_regex(r"^your (personality|follower|holding|item|spell) (is|has) (.+)$", re.I)
#: "you targeted a Yojimbo": said of the one card this action targeted before
_TARGETED = lazy_regex(r"^you targeted (.+)$", re.IGNORECASE)
#: "he is Earth": said of the one card chosen before
_HE = lazy_regex(r"^(?:he|she) (is|has) (.+)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Gate:
    """What the condition before an optional target does to it: ``when``, read and known
    now (chosen only while it holds), or ``later``: its words, known only as the effects
    resolve (not chosen on announcement)."""

    when: Condition | None = None
    later: str = ""

    def apply(self, target: TargetSpec) -> TargetSpec:
        """``target`` under this gate."""
        if self.when is not None:
            return replace(target, count_when=(none_unless(self.when),))
        if target.timing is not TargetTiming.NOW:  # "After it ends, if you won ...": delayed
            return target
        return replace(target, timing=TargetTiming.AFTER)


def none_unless(condition: Condition) -> CountWhen:
    """No target unless ``condition`` holds now (Abilities and actions / B: targeting that
    varies with a currently known condition)."""
    return CountWhen(condition=Condition(none_of=(condition,)), count=0)


def _one(chosen: tuple[TargetSpec, ...], kind: str | None) -> str | None:
    """The one card chosen before (of yours, of type ``kind``, when given); None: none, or
    several, or a slot that may be several cards or none."""
    found = [
        t
        for t in chosen
        if t.is_required_kind
        and (kind is None or (t.select.controller is Controller.YOU and kind in t.select.type))
    ]
    if len(found) != 1 or found[0].count != 1 or found[0].count_when:
        return None
    return found[0].name


def _said_of(verb: str, rest: str, who: str | None, title: str) -> Condition | None:
    """ "<who> <verb> <rest>" read as "this card <verb> <rest>" said of ``who``."""
    if who is None:
        return None
    named = parse_condition(f"this card {verb} {rest}", title, None)
    return said_of(named, who) if isinstance(named, Condition) else None


def _known_now(
    text: str, title: str, card_type: CardType | None, chosen: tuple[TargetSpec, ...]
) -> Condition | str:
    """The condition ``text``, known at announcement, or why it is not read."""
    cond = parse_condition(text, title, card_type)
    if not isinstance(cond, str):
        return cond
    text = text.strip()
    if (m := _YOUR_TYPE.match(text)) is not None:
        got = _said_of(m.group(2), m.group(3), _one(chosen, m.group(1).lower()), title)
    elif (m := _TARGETED.match(text)) is not None:
        targeted = tuple(t for t in chosen if not (t.performer and t.choose))
        got = _said_of("is", m.group(1), _one(targeted, None), title)
    elif (m := _HE.match(text)) is not None:
        got = _said_of(m.group(1), m.group(2), _one(chosen, None), title)
    else:
        got = None
    return cond if got is None else got


def optional_gate(
    read: str,
    found: list[Phrase],
    when: Condition | None,
    title: str,
    card_type: CardType | None,
    chosen: tuple[TargetSpec, ...],
) -> Gate | str | None:
    """The gate of the targets ``found`` in the sentence ``read``: ``when``, the sentence's
    opening condition read before (``sentence_gate``), else the condition before optional
    targets ("If X, you may target ..."); None: no "if" before them (or a required target
    among them: the caller reads it); a string: the condition not read."""
    if when is not None:
        return Gate(when=when)
    if not found or not all(p.optional for p in found) or DELAYED.match(read):
        return None
    first = min(p.start for p in found)
    ifs = list(_IF.finditer(read, 0, first))
    if not ifs:
        return None
    m = next(_IF_MAY.finditer(read), None)
    if m is not None and (m.end() > first or len(ifs) != 1 or m.start("cond") < ifs[0].start()):
        m = None
    # "If his Force is now 0, his controller loses 1 Honor and you may target ...": one "if"
    # before the targets, in the same clause (no ";"), on what the effects did
    later = _IF_CLAUSE.match(read, ifs[0].start()) if len(ifs) == 1 else None
    said = "" if later is None or ";" in read[ifs[0].start() : first] else later.group("cond")
    if _LATER.search(said):
        return Gate(later=said.strip())
    if m is None:
        return "an optional target under a condition not read"
    words = m.group("cond").strip()
    cond = _known_now(words, title, card_type, chosen)
    if isinstance(cond, str):
        return f"the condition {words!r} of an optional target (not read)"
    return Gate(when=cond)


def sentence_gate(
    read: str,
    first_sentence: bool,
    title: str,
    card_type: CardType | None,
) -> tuple[Condition | None, str]:
    """ "Draw a card. If you control a Farm, bow a target Personality.": the opening condition
    of a sentence that targets, and the sentence without it; (None, ``read``) when it is not
    read (Abilities and actions / B: targeting that varies with a currently known condition)."""
    m = OPENING_IF.match(read) if not first_sentence else None
    if m is None:
        return None, read
    cond = parse_condition(m.group("cond"), title, card_type)
    tail = m.group("rest")
    tail_found = find_phrases(tail, title, card_type)
    cond = opposed_targets_if(cond, m["cond"], tail, tail_found, title, card_type)
    if not isinstance(cond, str) and isinstance(tail_found, list) and tail_found:
        return cond, tail
    return None, read
