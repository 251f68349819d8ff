"""An attachment's cheaper Equip onto a host named by its title ("Equips to Akodo Kano for 1
less Gold.", ``model.oracle.entering``): a Personality whose title is that name with a subtitle
("Akodo Kano, Master Tactician • Experienced 2") is priced as named, but whether the sentence
names him is not settled by the rules files (Reference 02 names every Experienced level of a
title, not a subtitled one), so an Equip onto him answers ``unknown`` (never a guessed price).
So does one whose title holds the name among more words ("Attaches to Yoritomo ignoring Gold
cost." and Yoritomo Kanaye: h39adv3 N6)."""

from __future__ import annotations

import re

from model.cards import CardDef, EnteringChange
from model.evaluate import unversioned

__all__ = ["name_unsettled", "subtitled_host"]


def subtitled_host(host_title: str, att: CardDef) -> str | None:
    """Why pricing ``att`` onto the host titled ``host_title`` is not settled, or None."""
    for change in att.entering:
        if (why := name_unsettled(host_title, change)) is not None:
            return why
    return None


def name_unsettled(host_title: str, change: EnteringChange) -> str | None:
    """Why whether ``change`` (a change for a host named by title) names the host titled
    ``host_title`` is not settled, or None (it does, or plainly does not)."""
    title = unversioned(host_title)
    host = change.host
    if host is None or change.partial is None:
        return None
    for alt in host.any_of:
        named = alt.title_contains
        if named is not None and named.endswith(",") and title.startswith(named):
            return (
                f"not modelled: whether '{change.partial}' names {host_title} (its title "
                "with a subtitle)"
            )
    for alt in host.any_of:
        # "Attaches to Yoritomo ignoring Gold cost." and Yoritomo Kanaye: the name among
        # more words of his title (Reference 02 names only every Experienced level)
        version = alt.title_version
        if version is not None and version != title and _among_words(version, title):
            return (
                f"not modelled: whether '{change.partial}' names {host_title} (its title "
                "holds the name among more words)"
            )
    return None


def _among_words(name: str, title: str) -> bool:
    """Is ``name`` a run of whole words of ``title`` (both case-folded)?"""
    return re.search(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])", title) is not None
