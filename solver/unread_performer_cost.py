"""A partly read action whose cost bows (or destroys, discards, dishonors) "your performing
<Keyword>" ("... if his controller paid less than his base Gold Cost for him, bow your
performing Merchant: ...", Easy Persuasion; h42adv3 N11): every mandatory cost must be payable
to announce the action (Costs and restrictions), and an explicit performer is a Personality or
Follower its player controls in play (Abilities and actions / B). When the player controls no
Personality or Follower with that keyword, and no card in play has a trait not read that may
give a card a keyword, the action is ``illegal`` whatever the rest says — unless a word of the
cost clause may let another card pay it ("or", "instead", "ignore", "without", "unless",
"may", "even")."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.keyword_timing import read_paragraph
from model.cardtext.qualities import quality_kinds
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["unread_performer_cost"]

_CLAUSE = lazy_regex(
    r"^(?:bow|destroy|discard|dishonor) your performing (?P<kw>[A-Z][\w'-]+)$", re.IGNORECASE
)
_LIFTS = lazy_regex(r"\b(?:or|instead|ignor\w*|without|unless|may|even)\b", re.IGNORECASE)
_PERFORMERS = (CardType.PERSONALITY, CardType.FOLLOWER)
#: words after "your performing" that are no keyword (types, card, a Clan's name)
_NOT_KEYWORDS = frozenset(
    {
        "personality",
        "personalitie",
        "follower",
        "card",
        "unit",
        "unbowed",
        "bowed",
        "honorable",
        "dishonorable",
        *CLANS,
    }
)


def _keywords_settled(view: View) -> bool:
    """No card in play has a trait not read that may give a card a keyword."""
    return not any(
        "keyword" in quality_kinds(t)
        for inst in view.state.cards
        if inst.in_play
        for t in view.definition(inst.id).qualities_unread
    )


def unread_performer_cost(view: View, player: str, ab: Ability) -> str | None:
    """Why ``player`` can't pay the partly read action ``ab``'s performer cost, or None."""
    if len(ab.not_understood) != 1:
        return None
    read = read_paragraph(ab.not_understood[0])
    if read is None:
        return None
    blocks = read[1].split(":")
    if len(blocks) < 2:
        return None
    clause = blocks[-2].split(",")[-1].strip()
    m = _CLAUSE.match(clause)
    if m is None or _LIFTS.search(clause) or not _keywords_settled(view):
        return None
    kw = m["kw"].casefold()
    if kw.rstrip("s") in _NOT_KEYWORDS:
        return None  # a type or a Clan, not a keyword: not read here
    mine = [
        c.id
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and view.type_of(c.id) in _PERFORMERS
    ]
    if any(kw in view.keywords(c) for c in mine):
        return None
    return f"can't pay the cost: {clause}: you control no {m['kw']}"
