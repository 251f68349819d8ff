"""A keyword given by a sentence not read can't turn an action refused for its designator's time
(Abilities and actions / Designators: "The designator tells when the action can be taken";
Reference 04, Keywords: "Keywords on cards do not apply to their abilities", and "Battle",
"Limited", "Open", "Engage", "Dynasty" and "Interrupt" are designators, not keywords).

"Your other Ronin Personalities have Tactician." (Tamahime • Experienced) beside Gozu's
"Battle: Target a Terrain ..." in the Dynasty Phase: Gozu's ability stays a Battle action
whatever keywords his card gains, so it stays `illegal` (h44adv4 W3). Kept as a doubt: a
grant of Tireless or Reserve (their rules lift a "not now": ``solver.grant_reach``), of a
keyword the action itself prints ("Thunder Engage"), and a grant of a keyword another text on
the board names in a sentence about actions or their time (a chain the solver does not read).
A boldface keyword (Tactician, Destined: ``BOLDFACE_KEYWORDS``) keeps its doubt too: its
rules are not in the rules files. Only a refusal by the phase or segment ("can only be used in
the Combat Segment; now it is the dynasty phase") is spared; a bowed card, a use limit or a
trigger keep their doubts."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.lazy_regex import lazy_regex
from model.state import View
from solver.grant_keyword_scope import BOLDFACE_KEYWORDS
from solver.verdict import Verdict

__all__ = ["window_keyword_spares"]

#: a refusal by the designator's time ("can only be used in the Combat Segment; now it is the
#: dynasty phase"; ``solver.timing``), never at a trigger
_WINDOW = lazy_regex(
    r"^can only be used (?!at its trigger)(?:in|during|at engage)\b[^;]*; now it is "
)
#: keywords whose rules lift a "not now" (Tireless, Reserve) and the designators themselves
_TIMING_WORDS = frozenset(
    {"tireless", "reserve", "battle", "limited", "open", "engage", "dynasty", "interrupt"}
    | {"reaction"}
)
#: a sentence about actions or their time
_ABOUT_TIME = lazy_regex(
    r"\b(?:actions?|abilit(?:y|ies)|phases?|segments?|turns?|battle|open|limited|engage|"
    r"dynasty|interrupt|reaction)\b",
    re.I,
)


def window_keyword_spares(
    view: View, card: str | None, ab: Ability | None, verdict: Verdict, said: str
) -> bool:
    """Does the keyword-only sentence ``said`` leave ``verdict`` alone: ``ab`` of ``card``
    refused by its designator's time, the keywords given none with timing rules, none of the
    action's own, and none another text on the board names about actions?"""
    if card is None or ab is None or verdict.status != "illegal" or not verdict.details:
        return False
    first = verdict.details[0]
    if first.code != "timing" or not _WINDOW.match(first.text):
        return False
    if quality_kinds(said) != frozenset({"keyword"}):
        return False
    names = granted_keywords(said)
    # a boldface keyword has rules the rules files do not hold (README "Boldface keywords have
    # rules"): what they allow is not known, so its grant keeps its doubt
    kept = _TIMING_WORDS | BOLDFACE_KEYWORDS | {k.lower() for k in ab.keywords}
    if not names or names & kept:
        return False
    return not any(_names_about_time(view, c.id, said, names) for c in view.state.cards)


def _names_about_time(view: View, cid: str, said: str, names: frozenset[str]) -> bool:
    """Does a sentence of card ``cid``'s printed text, other than ``said``, name one of
    ``names`` and speak of actions or their time?"""
    text = view.definition(cid).printed_text or ""
    for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
        if sentence.strip() == said.strip() or not _ABOUT_TIME.search(sentence):
            continue
        low = sentence.lower()
        if any(re.search(rf"\b{re.escape(n)}s?\b", low) for n in names):
            return True
    return False
