"""An attachment's cheaper Equip onto a host named by its title ("Equips to Akodo Kano for 1
less Gold.", ``model.oracle.entering``): a Personality whose title is that name with a subtitle
("Akodo Kano, Master Tactician • Experienced 2") is priced as named, but whether the sentence
names him is not settled by the rules files (Reference 02 names every Experienced level of a
title, not a subtitled one), so an Equip onto him answers ``unknown`` (never a guessed price).
A title that holds the name among more words ("Attaches to Yoritomo ignoring Gold cost." and
Yoritomo Kanaye) is another title: a title is the whole title bar but its subtitle (Reference 03,
Card Title; the set files keep subtitles apart, ``extended_title``), "same" titles are compared
as keywords are, and only a card's own text may call it by part of its title (Reference 04: "a
card may refer directly to its own title"), so the sentence plainly does not name him (h39adv3
N6 kept the doubt)."""

from __future__ import annotations

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
    # "Attaches to Yoritomo ignoring Gold cost." and Yoritomo Kanaye: another title (see the
    # module), so not named
    return None
