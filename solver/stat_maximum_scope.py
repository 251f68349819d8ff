"""A maximum on its controller's Personalities' stat ("Your dishonorable Personalities have a
maximum Force of 0.", Akodo Sensei) against a host limit by that stat ("Will only attach to a
Personality with 3 or greater Force.", Heavy Armor; h38adv4 N7).

Reference 04, Minimums and maximums: "apply all current modifiers, bonuses, and penalties
first, then apply any minimum or maximum value", and of several maximums the most restrictive
applies. So a Personality the sentence reaches with certainty (its card's controller's, in
play, dishonorable when it says so) has at most that value whatever bonus a sentence not read
gives him: a limit "N or greater" (or "greater than N") above the maximum fails for certain.
When it refuses the Equip on every Personality of the player, no sentence giving keywords or
stat changes can turn that (``every_host_capped``). Not read while another sentence in play not
read speaks of a minimum or maximum of that stat, or of no stat it names (Reference 04: a
minimum above a maximum cancels both; Shamate Keep's "... maximum Personal Honor of 0 ..." is
another stat's), or the state states the sentence's card's effects."""

from __future__ import annotations

import re

from model.cards import AttachRules, CardType
from model.lazy_regex import lazy_regex
from model.oracle.host_stats import HOST
from model.state import View

__all__ = ["capped_below", "every_host_capped"]

_CAP = lazy_regex(
    r"^Your (?P<dis>dishonorable )?Personalities have a maximum (?P<stat>Force|Chi) of "
    r"(?P<n>\d+)\.?$"
)
_BOUND_WORDS = lazy_regex(r"\b(?:minimum|maximum)\b", re.IGNORECASE)
_STAT_WORDS = lazy_regex(r"\b(?:Force|Chi|Personal Honor|Honor|Gold|strength)\b", re.IGNORECASE)
_WORDS = {"force": "Force", "chi": "Chi"}


def _caps(view: View, host: str) -> tuple[dict[str, tuple[int, str]], list[str]]:
    """The maximums (stat -> (value, shown sentence)) read with certainty on ``host``, and
    the other sentences not read that speak of a minimum or maximum."""
    from solver.traits_in_play import _qualities  # a cycle at import (play_quality_scope)

    found: dict[str, tuple[int, str]] = {}
    other: list[str] = []
    inst = view.card(host)
    for source, shown, _, _ in _qualities(view):
        said = shown.split("): ", 1)[-1].strip()
        m = _CAP.fullmatch(said)
        if m is None:
            if _BOUND_WORDS.search(said):
                other.append(said)
            continue
        if view.card(source).controlled_by != inst.controlled_by:
            continue
        if m["dis"] and not inst.dishonorable:
            continue
        stat, n = m["stat"].casefold(), int(m["n"])
        if stat not in found or n < found[stat][0]:
            found[stat] = (n, shown)
    return found, other


def _bounds(said: str, word: str) -> bool:
    """May the minimum or maximum of ``said`` be one of the stat named ``word``?"""
    return word.casefold() in said.casefold() or _STAT_WORDS.search(said) is None


def capped_below(view: View, host: str, rules: AttachRules | None) -> str | None:
    """Why ``host`` fails a stat limit of ``rules`` for certain under a maximum (see the
    module), or None."""
    if rules is None or not rules.where or view.type_of(host) is not CardType.PERSONALITY:
        return None
    if not view.card(host).in_play:
        return None
    for text in rules.where:
        stat, op, number = text.removeprefix(f"{HOST}.").split(" ")
        if stat not in _WORDS or op not in (">=", ">"):
            continue
        caps, other = _caps(view, host)
        if stat not in caps or any(_bounds(said, _WORDS[stat]) for said in other):
            continue
        n, shown = caps[stat]
        if n < int(number) or (op == ">" and n == int(number)):
            return f"needs {_WORDS[stat]} {op} {number}; it has at most {n} ({shown})"
    return None


def every_host_capped(view: View, player: str, rules: AttachRules | None) -> bool:
    """Is every Personality ``player`` controls in play (one at least) refused by a maximum
    (``capped_below``)?"""
    hosts = [
        c.id
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and view.type_of(c.id) is CardType.PERSONALITY
    ]
    return bool(hosts) and all(capped_below(view, h, rules) is not None for h in hosts)
