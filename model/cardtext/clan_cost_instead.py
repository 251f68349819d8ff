"""A trait changing its own card's ability's Gold cost for a player of one Clan: "This Holding's
ability costs 1 Gold instead if you are a Dragon Clan player." (Tower of the Ningyo; Costs and
restrictions / Changes to costs and payments; Reference 02: a player's Clan Alignment).

Read when the card has one ability with one fixed Gold cost: that cost is paid unless the player
is of that Clan, and the stated Gold only if he is (``Cost.unless`` / ``Cost.only_if`` with
``Condition.your_clan``), so a state that settles the Clan settles the cost and one that does
not leaves the action ``unknown`` (``solver.timing``: a condition reading the Clan; h40adv1 N3).
The sentence is then no unread reduction of other payments either."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, Cost
from model.common import CLANS, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["clan_gold_instead", "with_clan_gold"]

_INSTEAD = lazy_regex(
    r"This (?:Holding|Stronghold|card|Item|Follower|Region|Personality)'s ability costs "
    r"(?P<n>\d+) Gold instead if you are an? (?P<clan>[A-Z][a-z]+) Clan player\.?"
)


def clan_gold_instead(said: str) -> tuple[int, str] | None:
    """The Gold and the Clan of such a sentence ("... costs 1 Gold instead if you are a Dragon
    Clan player." -> (1, "dragon")), else None."""
    m = _INSTEAD.fullmatch(said.strip())
    if m is None or (clan := clan_word(m.group("clan").lower())) not in CLANS:
        return None
    return int(m.group("n")), clan


def with_clan_gold(ability: Ability, gold: int, clan: str) -> Ability | None:
    """``ability`` with its one fixed Gold cost paid unless the player is ``clan`` Clan and
    ``gold`` paid if he is; None when it has no such one cost (then not read)."""
    fixed = [
        i
        for i, c in enumerate(ability.costs)
        if isinstance(c.gold, int) and c.unless is None and c.only_if is None and not c.any_of
    ]
    if len(fixed) != 1 or any(c.any_of for c in ability.costs):
        return None
    i = fixed[0]
    yours = Condition(your_clan=clan)
    printed = replace(ability.costs[i], unless=yours)
    instead = Cost(gold=gold, only_if=yours)
    costs = (*ability.costs[:i], printed, instead, *ability.costs[i + 1 :])
    lenient = ability.lenient
    if lenient is not None:
        lenient = with_clan_gold(lenient, gold, clan)
        if lenient is None:
            return None
    return replace(ability, costs=costs, lenient=lenient)
