"""When text left unread can't change when its action may be taken (Reference 04, Abilities:
"The designator tells when the action can be taken"; Abilities and actions / Designators).

An action not claimed because some of its text is not read still has its printed designators.
Its timing already fails when none of them fits now and nothing unread may give it another
time: another designator ("is a Battle/Open action", "as a Battle action", "Battle abilities"),
a phase, segment or turn ("during ...", "at any time", "on another player's turn"), another use
("may be used ...", "to use its ability", "additional", "again", "instead", "as if"), a keyword
that changes when (Reserve), or an "even if" about anything but its card being bowed or dead.
Text about where
the card is ("from your hand", "in your discard pile", "at any location"), a condition on what
happened during a segment of this phase ("if Rao assigned during Infantry Maneuvers this Attack
Phase": it can only forbid), what an effect affects ("as if they were Followers"), whether it
is bowed
(Tireless, "Even if this card is bowed") or dead ("Even if Jouta is dead"), where it is ("even
if this Shugenja is not at the current battlefield") or who controls it ("even if you do not
control Hantei XVI") changes where or in what state it is used, never when
(``solver.keyword_timing.unread_designator_timing``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.abilities import Designator
from model.cardtext.created_segments import without_created_steps as _created
from model.cardtext.keyword_timing import read_paragraph
from model.cardtext.timing import parse_prefix
from model.lazy_regex import lazy_regex

__all__ = ["paragraph_designators", "widens_timing"]

#: "Even if this card is bowed", "Even if Jouta is dead": the card's state, not the time
#: or where it is and who controls it ("Even if this Shugenja is not at the current battlefield
#: and even if you control no units there", Castle of Water; "even if you do not control Hantei
#: XVI": h40adv2 N7, h40adv4 N3)
_SAFE_EVEN_IF = lazy_regex(
    r"\beven (?:if|while|though) (?:[^,.:;]*?\b(?:is|are) (?:bowed|dead|not at|not in)\b"
    r"|you (?:do not|don't) control\b|you control no\b)",
    re.IGNORECASE,
)
#: conditions and effects that name a time or "as if" but only restrict when, or say what an
#: effect affects (h27adv2 N1): "if Rao assigned during Infantry Maneuvers this Attack Phase"
#: (a condition on what happened: it can only forbid), "a Fear effect ... which affects
#: Personalities as if they were Followers" (its targets, not its time)
_SAFE_CLAUSES = lazy_regex(
    r"\bif [\w' ]+? (?:was )?assigned during [\w' ]+? this (?:\w+ )?(?:phase|turn)\b"
    r"|\baffects [\w' ]+? as if (?:they|it) (?:were|was) (?:an? )?"
    r"(?:followers?|personalit(?:y|ies)|items?|holdings?)\b"
    # "Otherwise, take an additional action." (The Dark Capital of the Spider): the player acts
    # again later, this action's time is untouched (not "... an additional action to use ...")
    r"|\btake an additional action\s*(?:\.|$)",
    re.IGNORECASE,
)
_DESIGNATOR = r"(?:battle|open|limited|engage|dynasty|interrupt|reaction)"
#: words by which unread text may give the action another time (see the module): a designator
#: said of an action or ability ("Battle abilities", "is a Battle/Open action", "as a Reaction"),
#: not a noun ("a Dynasty card", "this battle")
_WIDENS = lazy_regex(
    r"\b(?:during|any time|anytime|phases?|segments?|instead|as if|as though|reserve|usable"
    r"|additional|again|extra|even (?:if|while|though)"
    r"|(?:may|can|could)(?: also)?(?: be)? (?:use[ds]?|taken?)"
    # "You may discard this Ring from your hand to use its ability without cost." (README: not
    # read; Reference 03, Ring: the discard "uses the Ring's ability")
    r"|use (?:its|this|that|the)"
    rf"|{_DESIGNATOR}(?:/\w+)*\s+(?:actions?|abilit(?:y|ies))"
    rf"|(?:is|are|as|be|becomes?|gains?) (?:an? )?{_DESIGNATOR}"
    r"|(?:any|another|other|each|every|your|his|her|their|opponent'?s?|players?'?s?) turns?)\b",
    re.IGNORECASE,
)


def _body(text: str) -> str:
    """The text after a paragraph's bold prefix (the whole text when it has none)."""
    read = read_paragraph(text)
    return read[1] if read is not None else text


def widens_timing(texts: Sequence[str]) -> bool:
    """May any of the unread ``texts`` give the action another time (see the module)?"""
    return any(
        _WIDENS.search(_SAFE_CLAUSES.sub("", _SAFE_EVEN_IF.sub("", _created(_body(t)))))
        for t in texts
    )


#: a bold prefix whose icon costs are not all read ("Open, :X::", "Battle, :bow:, :X::",
#: "Political Open, :favor::"): Reference 04, Costs: the icons after the designator are costs,
#: which never change when the action may be taken (h28adv2 F4)
_ICON_PARAGRAPH = lazy_regex(
    r"^(?P<head>[A-Za-z][A-Za-z' /-]*?)(?:,? ?:[A-Za-z\d*]+:)+:\s*\S", re.S
)


def paragraph_designators(text: str) -> tuple[Designator, ...]:
    """The designators of the unread paragraph ``text`` when its bold prefix is read whole but
    for ability keywords and icon costs (their problem); () otherwise."""
    read = read_paragraph(text)
    if read is not None and read[0].problem is None:
        return read[0].designators
    if read is not None and not read[0].gap.startswith("icon "):
        return ()
    m = _ICON_PARAGRAPH.match(text.strip())
    if m is None:
        return ()
    head = parse_prefix(m.group("head"))
    return () if head.problem is not None else head.designators
