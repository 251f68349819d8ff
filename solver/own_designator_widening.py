"""A card's own trait that gives its ability more designators under a condition ("This card's
ability is Battle/Open if you are a Unicorn Clan player.", Discovering the Shakuhachi of Air;
"This Strategy's ability is Battle/Engage if you control a Scout at this battlefield.", Scouting
Amid the Snow; "Toa's printed ability is Battle/Engage while you control a :void: Ring.").

Abilities and actions / Designators: an ability with two designators counts as having both, and
"The designator tells when the action can be taken" (Reference 04). When every printed
designator of the action is among those the sentence names, it can only add times: whatever
its condition, the action keeps its printed ones, so a legal answer of the action read without
the sentence stands (a permission can only allow; ``solver.own_attack_permission``). A sentence
naming fewer or other designators ("is Battle if ...") may take a time away: not read here."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.common import Designator

__all__ = ["only_adds_designators"]

_D = r"(?:Battle|Open|Limited|Engage|Dynasty|Reaction|Interrupt)"
#: "This card's ability is Battle/Open if ...", "Toa's printed ability is Battle/Engage while ..."
_SHAPE = re.compile(
    r"^(?:This [A-Z]?\w+'s|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*'s) (?:printed )?ability is "
    rf"(?P<named>{_D}(?:/{_D})+) (?:if|while) [^.;:]+\.$"
)


def only_adds_designators(said: str, ab: Ability) -> bool:
    """Is ``said`` (a trait of ``ab``'s card) one that can only add designators to ``ab``?"""
    m = _SHAPE.match(said.strip())
    if m is None or not ab.designators:
        return False
    named = {Designator(d.casefold()) for d in m.group("named").split("/")}
    return set(ab.designators) <= named
