"""A restriction on the copies of one title in play ("You may only have one copy of Counting
House in play."): it concerns only a card of that title entering play (Reference 02: a card's
title; Reference 03), so it doubts no play of another card: a Recruit of another Holding, a
Strategy played from the hand that brings no card into play (h25adv1 F8, h25adv2 F6)."""

from __future__ import annotations

import re

from solver.copy_ability_scope import copying_only

__all__ = ["copy_title", "copying_only", "other_title"]

_ONE_COPY = re.compile(
    r"^You may (?:only have one copy|not have more than one copy) of (?P<title>[^.]+?) in play\.$"
)


def _key(title: str) -> str:
    return " ".join(re.findall(r"[\w'-]+", title.replace("•", " ").casefold()))


def other_title(said: str, title: str) -> bool:
    """Is ``said`` a one-copy restriction on a title other than ``title`` (so it can't concern a
    card of ``title``)? False when it is not such a sentence."""
    m = _ONE_COPY.match(said.strip())
    return m is not None and _key(m.group("title")) != _key(title).removesuffix(" experienced")


def copy_title(said: str) -> str | None:
    """The title (lower case, no subtitle) a one-copy restriction names ("You may only have one
    copy of Counting House in play." -> "counting house"), or None for any other sentence."""
    m = _ONE_COPY.match(said.strip())
    return None if m is None else m.group("title").split(" • ", 1)[0].strip().casefold()
