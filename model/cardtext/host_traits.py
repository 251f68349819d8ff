"""A Personality's sentence about what attaches to it, subjectless or by its name ("Will only
attach Followers whose abilities or traits destroy Fortifications." Kaiu Utsu; "Will not attach
more than one Follower." Yoritomo Kamoto; "Hoshi attaches Items with "Dragon" in their titles
ignoring Gold cost."; "Attaches cards with "Poison" in their titles, ... ignoring Gold cost."
Bayushi Togai): Reference 03, attachments. It changes only an Equip or an attaching onto that
Personality (``solver.playing.entering_unread`` asks it of those), never an action that attaches
nothing (effects need not happen for an action to be legal, FAQ) nor its own Recruit (h28adv1
F1, h28adv3 N5, N10). Its words about the attachments ("whose abilities or traits ...") name no
action of its own card: ``model.cardtext.own_traits`` keeps it only for an action of the card
that attaches or brings a card (h36adv1 N3)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex

__all__ = ["HOST_MORE", "HOST_ONLY", "attaches_or_brings", "host_only"]

HOST_ONLY = lazy_regex(
    r"^(?:(?:Will|Can|May) (?:only |not )?attach|(?:[A-Z][\w'-]+ )?attaches|Attaches) (?!to\b)"
)

#: words by which it would say more ("Will not attach cards or issue challenges.")
HOST_MORE = lazy_regex(
    r";|\b(?:or|and) (?:be|issue|take|use|perform|play|enter)\b|\bchalleng|\btarget|\bactions?\b"
    r"|\bperform|\b(?:cannot|can't|may not|will not|must)\b",
    re.IGNORECASE,
)

#: words of a printed action that may attach a card or put one into play
_ATTACHING = lazy_regex(
    r"\battach|\bequip|\binto play\b|\bcreate|\bput\b|\bmove\b|\bswitch|\bexchange"
    r"|\b(?:take|takes|gain|gains) control\b|\bsteal",
    re.IGNORECASE,
)


def host_only(said: str) -> bool:
    """Is ``said`` a sentence about what attaches to its card alone (``HOST_ONLY``, nothing
    more: ``HOST_MORE``)?"""
    text = said.strip()
    m = HOST_ONLY.match(text)
    return m is not None and HOST_MORE.search(text[m.end() :]) is None


def attaches_or_brings(ability: Ability, text: str) -> bool:
    """May the action ``ability`` (printed ``text``) attach a card or put one into play: an
    effect bringing or creating a card, or such words in its text? (What a host sentence may
    change, fail-closed: anything it does not read in full too.)"""
    if ability.not_understood or not ability.timing_understood or ability.creates:
        return True
    if any(e.bring_into_play is not None or e.move is not None for e in ability.effects):
        return True
    return _ATTACHING.search(text) is not None or any(
        e.step is None or _ATTACHING.search(e.step) for e in ability.effects
    )
