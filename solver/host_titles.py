"""An attachment's cheaper Equip onto a host named by its title ("Equips to Akodo Kano for 1
less Gold.", ``model.oracle.entering``): a Personality whose title is that name with a subtitle
("Akodo Kano, Master Tactician • Experienced 2") is priced as named, but whether the sentence
names him is not settled by the rules files (Reference 02 names every Experienced level of a
title, not a subtitled one), so an Equip onto him answers ``unknown`` (never a guessed price)."""

from __future__ import annotations

from model.cards import CardDef
from model.evaluate import unversioned

__all__ = ["subtitled_host"]


def subtitled_host(host_title: str, att: CardDef) -> str | None:
    """Why pricing ``att`` onto the host titled ``host_title`` is not settled, or None."""
    title = unversioned(host_title)
    for change in att.entering:
        host = change.host
        if host is None or change.partial is None:
            continue
        for alt in host.any_of:
            named = alt.title_contains
            if named is not None and named.endswith(",") and title.startswith(named):
                return (
                    f"not modelled: whether '{change.partial}' names {host_title} (its title "
                    "with a subtitle)"
                )
    return None
