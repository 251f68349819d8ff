"""Trait sentences permitting attacks to target more cards ("Your Fear effects may target Items
and Spells.": Daigotsu Kanpeki, Unleashed; "Ranged Attacks may target Personalities at the
current battlefield as if they had no Followers attached."; "Ranged Attacks from actions
performed by Kahoku may target dishonorable Personalities with attached Followers."; Effects /
"May"). On the card's own
actions (``own_traits``) such a sentence changes only those that may make an attack of a kind
it names (any mention of that kind, or of "attack", in the action's reading), which are then not
claimed; ``solver.attack_target_permissions`` scopes it on other cards' actions."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex

__all__ = ["makes_attack", "permission_kinds", "permission_performer", "permitted_targets"]

_KIND = r"(?:Fear effects|:fear:|Fear|Melee [Aa]ttacks|Ranged [Aa]ttacks)"
_PERMITS = lazy_regex(
    r"(?:(?:While|If) [^,.]+, )?(?:(?:Your|your|Other players'|Other player's) )?"
    rf"(?P<kinds>{_KIND}(?:(?:,? and|,|,? or) {_KIND})*|(?:Melee|Ranged) and (?:Melee|Ranged)"
    r" [Aa]ttacks)"
    # "Ranged Attacks from actions performed by Kahoku may target ...": by one performer only
    r"(?: from actions performed by (?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}))?"
    r" (?:may|can) (?:also )?target (?P<what>[^.]+?)\.?"
)
_MENTION = {
    "fear": r"\bFear\b|:fear:",
    "melee": r"\bMelee\b",
    "ranged": r"\bRanged\b",
}


def _match(said: str) -> re.Match[str] | None:
    return _PERMITS.fullmatch(said.strip())


def permission_kinds(said: str) -> frozenset[str] | None:
    """The attack kinds ("fear", "melee", "ranged") ``said`` permits to target more, or None
    when it is not such a sentence."""
    m = _match(said)
    if m is None:
        return None
    named = m.group("kinds").lower()
    return frozenset(k for k in ("fear", "melee", "ranged") if k in named)


def permitted_targets(said: str) -> str | None:
    """What ``said`` lets the attacks target ("Items and Spells"), or None."""
    m = _match(said)
    return None if m is None else m.group("what")


def permission_performer(said: str) -> str | None:
    """The one performer whose actions' attacks ``said`` concerns ("Kahoku" of "Ranged Attacks
    from actions performed by Kahoku may target ..."), or None (any performer, or not such a
    sentence)."""
    m = _match(said)
    return None if m is None else m.group("who")


def makes_attack(ability: Ability, kinds: frozenset[str]) -> bool:
    """May ``ability`` make an attack of one of ``kinds``: its reading (effects, text not
    understood, its lenient reading) names that kind, or an attack of no stated kind?"""
    text = repr(ability)
    if any(re.search(_MENTION[k], text, re.IGNORECASE) for k in kinds):
        return True
    for mention in _MENTION.values():
        text = re.sub(mention, " ", text, flags=re.IGNORECASE)
    return re.search(r"\battacks?\b", text, re.IGNORECASE) is not None
