"""The designators of an action left unread only for an ability keyword whose rules the rules
files do not give ("Favor Political Limited: ...", "Tactical Limited: ...", "Recon Reaction:
..."). Reference 04, Abilities: "The designator tells when the action can be taken"; a keyword
applies to the ability, its action and its effects. The action is not claimed, but when none of
its designators fits now its timing already fails (README: "or illegal when the part
understood, its timing, already fails") — unless its text says anything that may change when
or how often it is used ("even if", "during", "Tireless", "as a Battle action", ...)."""

from __future__ import annotations

import re

from model.abilities import Designator
from model.cardtext.created_segments import without_created_steps
from model.cardtext.timing import Prefix, parse_prefix
from model.cardtext.timing_relaxed import relaxes_timing
from model.cardtext.usable import cut_short, split_trigger
from model.lazy_regex import lazy_regex

__all__ = ["keyword_only_designators", "keyword_only_trigger", "printed_trigger", "read_paragraph"]

_ICON = r":(?:bow|g\d+|g\*|gstar):"
#: "Favor Political Interrupt, :bow:: Discard ...": the bold words, the icons, the body
_PARAGRAPH = lazy_regex(
    rf"^(?P<head>[A-Za-z][A-Za-z' /-]*?)(?P<icons>(?:,? ?{_ICON})*):\s*(?P<body>\S.*)$", re.S
)
#: words of the body that may change when (or from where) it is used
_WHEN_WORDS = lazy_regex(
    r"\b(?:during|any time|any phase|phase|segment|even (?:if|while|though)|as if|as though|"
    r"instead|while bowed|from your|in your (?:hand|discard|provinces?)|"
    r"(?:battle|open|limited|engage|dynasty|interrupt|reaction)(?:/\w+)? (?:actions?|abilit\w+))\b",
    re.IGNORECASE,
)
#: "Your Ranged Attacks during this battle have +1 strength.": how long an effect lasts, no time
#: of the action's own (a sentence with no verb of taking or using an action)
_DURATION = lazy_regex(r"\bduring this (?:battle|turn)\b", re.IGNORECASE)
_USING = lazy_regex(
    r"\b(?:us(?:e|es|ed|ing)|tak(?:e|es|en|ing)|perform\w*|announc\w*|play\w*|actions?)\b", re.I
)


#: "You have the first opportunity in this battle to take a Battle action or pass.": an effect
#: giving a player the first opportunity to act in the battle (Abilities and actions: "Battle: At
#: an opportunity to act in the Combat Segment"): later actions' time, not this action's own
_FIRST_OPPORTUNITY = lazy_regex(
    r"^(?:You|The (?:Attacker|Defender)) (?:have|has) the first opportunity (?:in this battle )?"
    r"to (?:take a Battle action(?: or pass)?|pass or take a Battle action)(?: in this battle)?\.$"
)


def _without_durations(body: str) -> str:
    """``body`` with "during this battle/turn" taken out of each sentence that names no taking
    or using of an action (an effect's duration), and a sentence giving a player the first
    opportunity to act in the battle (``_FIRST_OPPORTUNITY``) left out."""
    said = re.split(r"(?<=[.!])\s+", body)
    said = [s for s in said if not _FIRST_OPPORTUNITY.match(s.strip())]
    return " ".join(s if _USING.search(s) else _DURATION.sub(" ", s) for s in said)


#: a quoted text inside the body: '"..."' (straight or curly quotes)
_QUOTED = lazy_regex(r"[\"“][^\"“”]*[\"”]")


def read_paragraph(text: str) -> tuple[Prefix, str] | None:
    """The bold prefix of the paragraph ``text`` (designators, keywords, icon costs) and the
    body after it; None when it opens with none."""
    m = _PARAGRAPH.match(text.strip())
    if m is None:
        return None
    return parse_prefix(m.group("head") + m.group("icons")), m.group("body")


def keyword_only_designators(text: str) -> tuple[Designator, ...]:
    """The designators of the paragraph ``text`` when all its bold prefix is read but for ability
    keywords whose rules are not in the rules files, and its body names nothing that may change
    its timing; () otherwise."""
    read = read_paragraph(text)
    if read is None:
        return ()
    prefix, body = read
    if prefix.problem is not None or not prefix.timing_keywords or prefix.tireless:
        return ()
    # words inside quotes are effects given to other cards or later actions ("... the
    # additional effects, "... you may take an additional Ranged Attack Battle action ..."":
    # Koshin Keep; h30adv2 F11), never this action's own time
    # a phase or segment its effects create is no time of its own (``created_segments``)
    body = without_created_steps(body)
    body = _without_durations(body)  # "... during this battle have +1 strength."
    if relaxes_timing([body]) or _WHEN_WORDS.search(_QUOTED.sub(" ", body)):
        return ()
    return prefix.designators


def keyword_only_trigger(text: str) -> str | None:
    """The printed trigger of the Reaction or Interrupt paragraph ``text`` whose designators
    ``keyword_only_designators`` reads ("Recon Reaction: After engaging: ..." -> "After
    engaging"); None when it prints none or its end is not plain."""
    return printed_trigger(text) if keyword_only_designators(text) else None


def printed_trigger(text: str) -> str | None:
    """The opening trigger words of the paragraph ``text`` ("After a battle resolves"), or None
    when it opens with none or they end where a phrase cannot."""
    read = read_paragraph(text)
    if read is None:
        return None
    body = read[1]
    head = body.split(":")[0] if ":" in body else body
    trigger = split_trigger(head)[0].strip()
    if not re.match(r"(?:after|before|when)\b", trigger, re.IGNORECASE) or cut_short(trigger):
        return None
    return trigger
