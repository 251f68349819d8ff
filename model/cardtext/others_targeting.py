"""Targeting by players in the effects ("Each player targets and bows an unbowed Samurai",
"Each other player targets a Personality he controls (if able)", "The enemy leader targets and
bows one of his unbowed Followers").

Abilities and actions / B: required targets are what "the player taking the action" targets
with the word "target" or "targets", unless optional; "targeting that is done by another
player happens when it is described", as part of effect resolution, and is none of yours. So:

- another player's targeting ("each other player", "the enemy leader") is an effect, not a
  requirement of the action;
- "each player" includes you: whether your own part is a required target (the rules' letter)
  or, like the others' part, targeting done as the effect resolves is not settled by the rules
  files: two readings (strict: required, lenient: not required);
- "(if possible)", "if able": your part is optional (done only if it can be).

Your part is read by the target grammar with "his" and "he controls" as yours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.lazy_regex import LazyPattern, lazy_regex

__all__ = ["OthersTargeting", "others_targeting"]

_IF_POSSIBLE = r"\(?if (?:possible|able)\)?"
_SENTENCE = lazy_regex(
    r"^(?P<lead>(?:in turn order,\s*)?(?:starting with you,\s*)?)"
    r"(?P<who>each player|each other player|the enemy leader)\s+targets"
    rf"(?P<ip1>\s+{_IF_POSSIBLE})?"
    r"(?:\s+and\s+(?P<verb>[a-z]+(?:\s+home)?))?\s+(?P<what>.+?)"
    rf"(?P<ip2>,?\s*{_IF_POSSIBLE})?\s*\.?\s*$",
    re.IGNORECASE,
)
#: Subjects that are never the player taking the action (Reference 02: players).
_NOT_YOU = frozenset({"each other player", "the enemy leader"})
_ONE_OF_HIS = lazy_regex(r"^one of his\b", re.IGNORECASE)
_HE_CONTROLS = lazy_regex(r"^(?:an?|one)\s+(?P<np>.+?)\s+he controls$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class OthersTargeting:
    """A sentence of players' targeting: ``read``, the sentence to read on (your part, if any,
    as a target phrase; the verb "targets" said as "chooses"); ``yours``: your part is in it;
    ``optional``: "if possible"."""

    read: str
    yours: bool
    optional: bool


def others_targeting(sentence: str) -> OthersTargeting | str | None:
    """The players' targeting a sentence describes; None: none; a string: not read."""
    m = _SENTENCE.match(sentence.strip())
    if m is None:
        return None
    who = m.group("who").lower()
    verb = m.group("verb") or ""
    what = m.group("what").strip()
    optional = bool(m.group("ip1") or m.group("ip2"))
    if verb.lower() in ("moves", "move") and what.lower().endswith(" home"):
        what, verb = what[: -len(" home")], verb + " home"  # "moves X home"
    said = f"{m.group('lead')}{m.group('who')} chooses" + (f" and {verb}" if verb else "")
    if who in _NOT_YOU:
        # another player's targeting: part of the effect, none of the action's requirements
        return OthersTargeting(read=f"{said} it.", yours=False, optional=optional)
    if _ONE_OF_HIS.match(what):
        mine = "one of your" + what[len("one of his") :]
    elif (h := _HE_CONTROLS.match(what)) is not None:
        mine = "your " + h.group("np")
    elif re.search(r"\b(?:his|her|he|him|their|they)\b", what, re.IGNORECASE):
        return f"whose cards each player's targeting names: {what!r}"
    else:
        mine = what
    may = "you may " if optional else ""
    return OthersTargeting(read=f"{said} them; {may}target {mine}.", yours=True, optional=optional)


#: Another action's targeting, as an effect or a timing point speaks of it: none of this
#: action's (Abilities and actions / B: required targets are what the player taking the action
#: targets). "another player's action would target one of your Personalities", "it targets
#: Ezuno instead, if legal", "the next Battle action this battle another player takes which
#: targets Nikaru", "an action on a Kiho, Shugenja, or Spell targets your cards", "no longer a
#: legal target for the action".
_OTHER_ACTIONS: tuple[tuple[LazyPattern, str], ...] = (
    (
        lazy_regex(
            r"\b((?:another player's|an opponent's|the|that|an)(?:\s+[A-Z][\w-]*){0,2}"
            r"\s+actions?\s+would\s+)target\b"
        ),
        r"\1aim at",
    ),
    (
        lazy_regex(r"\b((?:it|the action|that action)\s+)targets\b(?=[^.;]*\bif legal\b)", re.I),
        r"\1aims",
    ),
    (
        lazy_regex(r"\b(actions?(?:\s+[\w']+){0,6}?\s+(?:which|that)\s+)targets\b", re.I),
        r"\1aims at",
    ),
    (
        lazy_regex(r"\b((?:an|another player's) actions? (?:on|from) [^.;:]{1,50}?\s+)targets\b"),
        r"\1aims at",
    ),
    (lazy_regex(r"\blegal target for (?=(?:the|that) action\b)", re.I), "legal aim for "),
    # "choose a different one of your Personalities for the action to target instead", "to
    # have the action target him instead, if legal": the other action's new target
    (lazy_regex(r"\b((?:for|have) (?:the|that) action (?:to )?)target\b", re.I), r"\1aim at"),
    # "Take an additional action ..., which must target the current battlefield's province":
    # that action's targeting, later
    (lazy_regex(r"\b(additional action[^.;:]*?\bwhich must )target\b", re.I), r"\1aim at"),
    # "(Take an additional action to play a Strategy ...) If you control any Rings, the action
    # may target a Personality ignoring its restrictions.": an effect can't widen its own
    # action's targets, chosen at announcement, so "the action" is another one (Hida Sosuke)
    (lazy_regex(r"\b((?:the|that) action may )target\b", re.I), r"\1aim at"),
    # a prohibition on later targeting, by other actions or by you ("Other players' actions may
    # not target him this phase", "actions the target performs may not target this Shugenja",
    # "You may not use his abilities or target him with actions"): nothing is targeted (not
    # an attack's "that cannot target a Cavalry card", which narrows this action's own target)
    (
        lazy_regex(
            r"\b((?:actions?(?:\s+[\w']+){0,8}?|you)\s+(?:may not|cannot|can't|must not|will not)"
            # (words between only before "or": "may not use his abilities or target him", not
            # "will not move your target Personality", a target of this action's)
            r"\s+(?:(?:[\w']+\s+){1,7}or\s+)?)target\b",
            re.I,
        ),
        r"\1aim at",
    ),
    # other actions bound to a target later ("Actions he or his Followers perform must target
    # Naoto, if legal")
    (lazy_regex(r"\b(actions?(?:\s+[\w']+){0,6}?\s+must\s+)target\b", re.I), r"\1aim at"),
)


#: A delayed effect ("After the next time (this turn) his controller assigns him, targets him,
#: or ..."): the targeting it speaks of is an event to come, whoever targets then, and delayed
#: targeting is not required anyway (Abilities and actions / B).
_DELAYED = lazy_regex(
    r"^\s*(?:after|before|when|whenever|the next time|the first time|each time)\b", re.I
)
_TARGETS = lazy_regex(r"\btargets\b", re.IGNORECASE)
_BOUND = lazy_regex(r"\b(it\s+(?:can legally|must)\s+)target\b", re.IGNORECASE)


def other_actions_aim(sentence: str) -> str:
    """``sentence`` with another action's targeting said as "aims at" (no targeting of this
    action's: the target grammar then does not read it as one)."""
    for pattern, said in _OTHER_ACTIONS:
        sentence = pattern.sub(said, sentence)
    if _DELAYED.match(sentence):
        sentence = _TARGETS.sub("aims at", sentence)
        # "The next time ... the enemy leader takes a Battle action, if it can legally target
        # the Ninja, it must target him": that action's targeting, later
        sentence = _BOUND.sub(r"\1aim at", sentence)
    return sentence


#: A trigger that is another action's targeting: "After another player's action targets this
#: Personality", "When another player's Battle action would target Tamahime".
_TRIGGER_TARGETS = lazy_regex(
    r"\b(?:another player's|an opponent's|an|the)(?:\s+[A-Z][\w-]*){0,2}\s+actions?\s+"
    r"(?:would\s+target|targets)\b",
    re.IGNORECASE,
)


def names_targeting(trigger: str | None) -> bool:
    """Whether a trigger is another action's targeting (its target is "the target" after)."""
    return trigger is not None and _TRIGGER_TARGETS.search(trigger) is not None
