"""A card's own trait lowering its ability's Gold cost ("This card's ability costs 1 less Gold
for each unit you control at the current battlefield.", Unwavering Commitment; "This card's
ability costs 0 Gold if you are a Lion Clan player.", Ikoma Technique; "... costs 1 less Gold
for Crane Clan players.", Kakita Technique; h38adv4 N2 m-h6; "This Strategy's action costs
:g2: less if you are a Mantis Clan player.", Sorrow's Debt, h44adv5 N2).

Costs and restrictions / Changes to costs and payments: a reduction lowers the amount paid; a
Gold cost can't go below zero, so lowering can only allow. The action is read paying its full
Gold cost: a legal answer stands whatever the reduction comes to. When the sentence's only
condition is the acting player's Clan ("if you are a <Clan> Clan player", "for <Clan> Clan
players") and his Clan Alignment is settled as another (``model.player_clan``), the sentence
does nothing and that reading answers both ways. Anything else (an illegal answer that a
reduction might turn) keeps the doubt."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from model.abilities import Ability
from model.common import CLANS, clan_word
from model.lazy_regex import lazy_regex
from model.player_clan import player_clan
from model.state import View

__all__ = ["own_cost_reduction_readings", "own_cost_sentence"]

_SHAPE = lazy_regex(
    r"^This (?:card|Strategy)'s (?:printed )?(?:ability|action) costs (?:(?:\d+|one|two|three) "
    r"less Gold|:g\d+: less|0 ?G(?:old)?|:g0:)(?P<rest>[^.;:]*)\.?$"
)
_CLAN = lazy_regex(
    r"^ (?:if you are an? (?P<a>[A-Z]\w+) Clan player|for (?P<b>[A-Z]\w+) Clan players)$"
)
_BOTH = frozenset({"legal", "illegal"})
_LEGAL = frozenset({"legal"})


def own_cost_sentence(said: str) -> bool:
    """Is ``said`` a card's own lowering of its ability's Gold cost (see the module)?"""
    return _SHAPE.fullmatch(said.strip()) is not None


def own_cost_reduction_readings(
    view: View, player: str, ab: Ability
) -> Iterator[tuple[Ability, frozenset[str]]]:
    """``ab`` read paying its full Gold cost, with the answers that reading settles, when its
    one text not read is its card's own lowering of its Gold cost (see the module)."""
    if len(ab.not_understood) != 1 or not ab.timing_understood or ab.lenient is not None:
        return
    if ab.read_part is not None:
        return
    m = _SHAPE.fullmatch(ab.not_understood[0].strip())
    if m is None:
        return
    paying = dataclasses.replace(ab, not_understood=())
    c = _CLAN.fullmatch(m["rest"])
    if c is not None:
        clan = clan_word(c["a"] or c["b"])
        got = player_clan(view, player)
        if clan in CLANS and got.settled and got.sourced and clan not in got.clans:
            yield paying, _BOTH  # not of that Clan: the sentence does nothing
            return
    yield paying, _LEGAL
