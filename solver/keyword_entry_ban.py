"""A player's ban on bringing cards of a keyword into play ("You may not bring Shadowlands cards
into play." — Daigo Sensei, The Great Walls of Kaiu; "You may not bring Ninja or Shadowlands
cards into play." — The Noble Halls of the Akodo), read in full: a restriction (Costs and
restrictions / Restrictions) on its controller, so his play or action bringing a card with one
of those keywords into play is illegal (h30adv2 r06: Brukash). Only when it is the one trait
sentence that may change the play: another (a permission may override a restriction) keeps the
answer ``unknown``. Keywords changed by text not read are asked first (``doubt_qualities``)."""

from __future__ import annotations

import re

from model.common import first_few
from model.state import View
from solver.own_entering_settled import settled_shown
from solver.verdict import Reason, Verdict

__all__ = ["banned_or_doubted"]

_BAN = re.compile(
    r"You may not bring (?P<kws>[A-Z][\w-]*(?:(?:,| or) [A-Z][\w-]*)*) cards into play\.?"
)
#: "Title (id): sentence", as ``doubt_play_traits`` shows it
_SHOWN = re.compile(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)


def _bans(view: View, shown: str, card: str, player: str) -> bool:
    """Does ``shown`` forbid ``player`` to bring ``card`` into play, with certainty?"""
    m = _SHOWN.match(shown)
    if m is None or not view.has(m.group("id")) or not view.has(card):
        return False
    ban = _BAN.fullmatch(m.group("said").strip())
    if ban is None or view.card(m.group("id")).controlled_by != player:
        return False
    kws = {k.strip().casefold() for k in re.split(r",| or ", ban.group("kws")) if k.strip()}
    return bool(kws & {k.casefold() for k in view.keywords(card)})


def banned_or_doubted(
    view: View, card: str, player: str | None, verdict: Verdict, could: list[str]
) -> Verdict:
    """``verdict`` made illegal when every sentence of ``could`` (those that may change the play
    of ``card``) is a ban of its controller ``player`` (default: the card's owner) on one of
    ``card``'s keywords; else ``unknown`` naming them."""
    who = player if player is not None else view.card(card).owner
    # its own entering cost or condition the state settles (``solver.own_entering_settled``)
    could = [s for s in could if not settled_shown(view, card, who, verdict, s)]
    if not could:
        return verdict
    if verdict.status == "legal" and could and all(_bans(view, s, card, who) for s in could):
        why = Reason("entering", f"you may not bring it into play: {could[0]}", (card,))
        return Verdict.of(
            "illegal", card, verdict.ability, verdict.title, [why], None, verdict.designator
        )
    why_not = "not modelled: a trait may change this play: " + first_few(could)
    return verdict.doubted("not_modelled", why_not, keep=2)
