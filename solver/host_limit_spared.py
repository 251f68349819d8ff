"""A Personality's sentence about what attaches to him ("Will only attach Followers whose
abilities or traits destroy Fortifications.", Kaiu Umasu) concerns only an attaching onto him
(Reference 03, attachments; README "A Personality's sentences about what attaches to him"): a
legal Equip whose plan puts the card on another Personality is not changed by it (h30adv5 N7).
The Equip onto him keeps the doubt."""

from __future__ import annotations

from model.state import View
from solver.own_ability_scope import own_host_only
from solver.verdict import Verdict

__all__ = ["other_host_spared"]


def other_host_spared(view: View, said: str, v: Verdict) -> bool:
    """Is ``said`` ("Title: sentence") a Personality's sentence about what attaches to him
    alone, while legal ``v`` attaches its card to a Personality of another title?"""
    title, _, sentence = said.partition(": ")
    if v.status != "legal" or v.witness is None or not own_host_only(sentence):
        return False
    hosts = v.witness.targets.get("personality", ())
    return bool(hosts) and all(
        view.has(h) and title not in (t := view.definition(h).title, f"{t} ({h})") for h in hosts
    )
