"""A Strategy's own change to its Gold Cost, read where the state settles it (Costs and
restrictions / Changes to costs and payments; Reference 03, Gold Cost): "This card has -1 Gold
Cost if you control a Merchant." (Economic Manipulation; h39adv2 N4).

A Strategy out of play (played from the hand: its Gold cost is paid to play it) whose trait
"This card|Strategy has [+-]N Gold Cost[ if|while <condition>]." has a condition that is only
"you control <cards>" (read by ``parse_condition``) is paid at its Gold Cost changed by N (never
below 0) when the condition holds, as printed when it does not. The condition counts cards in
play by keyword, Clan or type: while a card in play has a trait not read that may give or take
a keyword or a Clan (``quality_kinds``), it is not settled and the sentence stays a doubt
(``solver.traits_in_play``), never a guess. "This card has -1 Gold Cost for each <cards> you
control [at the current battlefield]" (Strengthening Protection, Perfect Aim, ...) changes
nothing while you control none of those cards; with one or more (not counted here) it stays a
doubt."""

from __future__ import annotations

import re

from model.cards import CardType
from model.cardtext.conditions import parse_condition
from model.cardtext.qualities import quality_kinds
from model.evaluate import condition_holds
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition
from model.state import View
from solver.area_subject_scope import reaches_only_others

__all__ = ["doubt_words", "own_gold_cost", "own_qualities_unread"]

_OWN = lazy_regex(
    r"^This (?:card|Strategy) has (?P<sign>[+-])(?P<n>\d+) Gold Cost"
    r"(?: (?:if|while) (?P<cond>[^.;:]+)|(?P<each> for each (?P<what>[^.;:]+?) you control"
    r"(?P<where> at the current battlefield)?))?\.?$",
    re.IGNORECASE,
)


def _grants_unread(view: View) -> bool:
    """May a trait not read of a card in play give or take a keyword or a Clan?"""
    return any(
        not kinds or kinds & {"keyword", "clan"}
        for inst in view.state.cards
        if inst.in_play
        for t in view.definition(inst.id).qualities_unread
        for kinds in (quality_kinds(t),)
    )


def _settled(view: View, player: str, card: str, said: str) -> int | None:
    """The change ``said`` (a trait of the Strategy ``card``) makes to its Gold Cost now for
    ``player``: N, -N or 0 (its condition false); None when not read or not settled."""
    m = _OWN.fullmatch(said.strip())
    if m is None:
        return None
    n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
    if m["each"]:  # "for each Artisan Personality you control": none, no change (h42chi N3)
        return _none_of(view, player, card, m["what"], m["where"] or "")
    if m["cond"] is None:
        return n
    d = view.definition(card)
    cond = parse_condition(m["cond"], d.title, d.type)
    if not isinstance(cond, Condition) or cond.control is None:
        return None
    if cond != Condition(control=cond.control) or _grants_unread(view):
        return None  # another test, or a keyword or Clan that text not read may give
    return n if condition_holds(view, player, cond, {SOURCE: card}) else 0


def _none_of(view: View, player: str, card: str, what: str, where: str) -> int | None:
    """0 when ``player`` controls no card "<what>" (counted "for each"), else None (the count
    is not read here)."""
    d = view.definition(card)
    article = "an" if what[:1].lower() in "aeiou" else "a"
    cond = parse_condition(f"you control {article} {what}{where}", d.title, d.type)
    if not isinstance(cond, Condition) or cond.control is None:
        return None
    if cond != Condition(control=cond.control) or _grants_unread(view):
        return None
    return None if condition_holds(view, player, cond, {SOURCE: card}) else 0


def _applies(view: View, card: str) -> bool:
    """Is ``card`` a Strategy out of play with a Gold cost (paid to play it)?"""
    d = view.definition(card)
    return d.type is CardType.STRATEGY and d.gold_cost is not None and not view.card(card).in_play


def own_gold_cost(view: View, player: str, card: str) -> int | None:
    """The Strategy ``card``'s Gold cost paid to play it, its own settled changes applied."""
    d = view.definition(card)
    if d.gold_cost is None or not _applies(view, card):
        return d.gold_cost
    changes = [_settled(view, player, card, t) for t in d.qualities_unread]
    return max(0, d.gold_cost + sum(c for c in changes if c is not None))


def own_qualities_unread(view: View, card: str) -> tuple[str, ...]:
    """``card``'s own quality sentences not read, less those ``own_gold_cost`` settles (for
    the player who would play it: its controller)."""
    d = view.definition(card)
    mine = d.qualities_unread
    if not view.card(card).in_play:  # a trait naming only other types changes nothing now
        mine = tuple(t for t in mine if not reaches_only_others(view, card, t))
    if not _applies(view, card):
        return mine
    player = view.card(card).controlled_by
    return tuple(t for t in mine if _settled(view, player, card, t) is None)


def doubt_words(view: View, card: str | None, could: list[str]) -> str:
    """The opening of a doubt for the quality sentences ``could`` ("Title (id): sentence"):
    the acting ``card``'s own trait where it is out of play (its own Gold Cost, say), else a
    trait of a card in play."""
    mine = card is not None and not view.card(card).in_play
    own = (
        mine
        and card is not None
        and all(s.startswith(f"{view.definition(card).title} ({card}): ") for s in could)
    )
    if own:
        return "not modelled: a trait of this card may change what this tests: "
    return "not modelled: a trait of a card in play may give a card what this tests: "
