"""Entering sentences not read that can only forbid a card's entering play, never allow it
("Will not be controlled by a Scorpion Clan player.", "Will only join a Shadowlands Horde
player.", "May only be controlled by a player whose Wind is ...", "You must discard the
Imperial Favor for this Holding to enter play.", "This Item is considered The Broken Sword of
the Scorpion for ... checking the Unique restriction."): a restriction or an added cost
(Costs and restrictions / Restrictions), so such a sentence leaves an illegal verdict for its
entering as it is (``solver.playing._unread_verdict``; README "Unique / Singular")."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["bars_only", "host_elsewhere"]

_BARS = lazy_regex(
    r"^(?:will not be controlled\b|(?:can|may) only be controlled by\b|(?:will|can|may) only join\b"
    r"|you must [^.]*\bto enter play\b"
    r"|[^.]*\bis considered (?!aligned\b)[^.]*\bfor [^.]*\bchecking the unique restriction\b"
    r"|the experienced keyword's rules are not in the rules files\b)",  # experienced_overlay
    re.IGNORECASE,
)


#: a refusal of attachments: "[<name>] will not / cannot / will only attach <cards> [or <verb>
#: ...]" (every clause a refusal), its subject none, a name or "This Personality"
_REFUSES_HOSTING = lazy_regex(
    r"^(?:(?:This Personality|[A-Z][\w'-]+(?: [A-Z][\w'-]+)*) )?"
    r"(?:[Ww]ill not|[Cc]annot|[Cc]an not|[Cc]an't|[Mm]ay not|[Ww]ill only|[Cc]an only|[Mm]ay only)"
    r" attach (?!to\b)[^;:]*$"
)
#: words by which such a sentence may also allow, lower or give something
_ALLOWS = lazy_regex(
    r"\b(?:ignor\w*|less|reduc\w*|free|but|except|unless|instead|as if|as though|even if"
    r"|(?:may|can) attach|has|have|gains?|counts?)\b|\bmay\b(?! not| only)",
    re.IGNORECASE,
)


def bars_only(said: str) -> bool:
    """Can ``said`` (an entering sentence, without its card's title) only forbid entering?"""
    text = said.strip()
    if _REFUSES_HOSTING.match(text) is not None and _ALLOWS.search(text) is None:
        return True  # a host's refusal: it only takes hosts away
    return _BARS.match(text) is not None


#: "Title (id): sentence", as ``solver.playing.entering_unread`` shows a host's sentence
_SHOWN = lazy_regex(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)


def _about_itself(said: str, title: str) -> bool:
    """Is the refusal ``said`` about its own card: no subject, "This Personality", or a word of
    its ``title`` (before any subtitle) as subject?"""
    m = re.match(r"^(?P<who>This Personality|[A-Z][\w'-]+ )?(?:will|can|may)\b", said, re.I)
    if m is None:
        return False
    who = (m.group("who") or "").strip()
    base = title.split("•", 1)[0].split(",", 1)[0]
    return who in ("", "This Personality") or who in base.split()


def host_elsewhere(view: View, shown: str, v: Verdict) -> bool:
    """Can ``shown`` ("Title (id): sentence", a host's own refusal of attachments, see the
    module) not turn ``v``, a legal Equip onto another Personality than that host?"""
    m = _SHOWN.match(shown.strip())
    w = v.witness
    if v.status != "legal" or m is None or w is None or not view.has(m.group("id")):
        return False
    hosts = w.targets.get("personality", ())
    said = m.group("said").strip()
    if not hosts or m.group("id") in hosts or not bars_only(said):
        return False
    if _REFUSES_HOSTING.match(said) is None:
        return False  # another bar: not about the host
    return _about_itself(said, view.definition(m.group("id")).title)
