"""A restriction forbidding actions of two kinds joined by "or" (Effects / "May not"; issue 13,
h28adv1 N4, h28adv3 N2): "You may not take Political actions or actions that cause other
players unconditional Honor losses." (The Shadowlands Horde, The Spawning Ground, Sepulcher of
Bone and six other Shadowlands Strongholds).

"May not take A or B" forbids A and forbids B: the sentence is the two restrictions "You may
not take Political actions." (read as Forgotten Temple's is: ``model.cardtext.ongoing_traits``)
and "You may not take actions that cause other players unconditional Honor losses." (kept
unread: ``solver.restriction_reach`` scopes its doubt). Only that shape is split: the first
kind named by ability keywords alone, the second by a relative clause ("actions that ...",
"actions whose ...").
"""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["split_alternatives"]

_ALTERNATIVE = lazy_regex(
    r"You may not take (?P<kws>[A-Z][a-z]+(?: (?:or|and) [A-Z][a-z]+)*) actions or "
    r"(?P<rest>actions (?:that|whose) [^.;:]+?)\.?"
)


#: "Your Stronghold has no abilities or traits." (Tsujiken Sensei; h40adv2 N2), "Your Stronghold
#: has no traits and abilities." (Todori Sensei; h40adv7 N1): no abilities (read: its controller
#: may not take its Stronghold's actions), the sentence kept unread for its traits (it doubts
#: only the Stronghold's actions: ``solver.traits_in_play``). Either order, "or" or "and"
#: (``model.blank_stronghold.BLANKS_STRONGHOLD`` reads the same halves).
_NO_BOTH = lazy_regex(
    r"Your Stronghold has no (?:abilities (?:or|and) traits|traits (?:or|and) abilities)\.?"
)


#: "You cannot gain Honor, issue challenges, or take Political actions." (Voitagi Sensei,
#: Ikikashi Sensei; h41adv7 N6): a list of refusals whose last is taking actions with ability
#: keywords. "Cannot" is "may not" (Effects / "May not"): the last read as "You may not take
#: Political actions.", the refusals before it kept unread as one sentence.
_LIST_LAST = lazy_regex(
    r"You (?P<verb>cannot|may not) (?P<rest>[a-z][^.;:]*?),? or take "
    r"(?P<kws>[A-Z][a-z]+(?: (?:or|and) [A-Z][a-z]+)*) actions\.?"
)


def split_alternatives(said: str) -> tuple[str, str] | None:
    """The two restrictions of "You may not take <Keyword> actions or actions that ...", of
    "You cannot gain Honor, ..., or take <Keyword> actions." or of "Your Stronghold has no
    abilities or traits." (or "traits and abilities"); None when ``said`` is none of them."""
    if _NO_BOTH.fullmatch(said.strip()):
        return "Your Stronghold has no abilities.", said.strip()
    if (last := _LIST_LAST.fullmatch(said.strip())) is not None:
        rest = f"You {last['verb']} {last['rest']}."
        return f"You may not take {last['kws']} actions.", rest
    m = _ALTERNATIVE.fullmatch(said.strip())
    if m is None:
        return None
    return f"You may not take {m['kws']} actions.", f"You may not take {m['rest']}."
