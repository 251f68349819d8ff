"""A trait that only forbids targeting, with or without a closing condition, can't change an
action that targets nothing (Abilities and actions / Targets: a card is targeted only by an
action whose text says "target"; Effects / "May not"; h44adv7 U2): "Cards in Chithith's unit
may not be targeted by Spell or Kiho actions unless he has a non-Ratling Follower." (Chithith),
"Cards in Kisada's unit may not be targeted by Spell or Shugenja actions." beside The Rashana's
"Reaction: ... Permanently give The Rashana either +2F, Samurai, Monk, or Cavalry".

Read whole in the shape "<subject> may not|cannot be targeted by <kinds> [unless|while|if
...]." whose kinds are nouns joined by "or" or commas and closed by actions, abilities or
effects (so "... by Spell actions or gain Honor" is not read). The action targets nothing when
it has no target and no player target, and neither its unread text nor its effects' words say
"target"; any other action keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex

__all__ = ["untargeted_ban_spares"]

_NOUN = r"[\w'-]+(?: [\w'-]+)*?"
_BAN = lazy_regex(
    r"(?P<subject>[A-Z][\w' -]{0,60}?) (?:may not|cannot|can't) be targeted by "
    rf"(?P<kinds>{_NOUN}(?:(?:,| or|, or) {_NOUN})*? (?:actions|abilities|effects)"
    rf"(?:(?:,| or|, or) {_NOUN} (?:actions|abilities|effects))*)"
    r"(?:,? (?:unless|while|if) [^.;:]+)?\.?"
)
_TARGET = lazy_regex(r"\btarget", re.IGNORECASE)


def untargeted_ban_spares(said: str, ab: Ability | None) -> bool:
    """Is ``said`` only a targeting ban, and ``ab`` an action that targets nothing?"""
    if ab is None or ab.all_target_specs() or ab.player_targets:
        return False
    m = _BAN.fullmatch(said.strip())
    if m is None or re.search(r"\b(?:and|may|cannot|can't)\b", m["subject"] + " " + m["kinds"]):
        return False
    words = " ".join((*ab.not_understood, *(e.step or "" for e in ab.effects)))
    return _TARGET.search(words) is None
