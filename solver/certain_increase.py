"""A fixed increase to a rulebook play's Gold cost said by a card its player controls, whose
subject is read with certainty (Costs and restrictions / Changes to costs and payments;
Reference 02: Recruit, Equip): "You Recruit non-Ninja Personalities for 1 more Gold." (Goju
Sensei), "You Equip non-Water Spells for 1 more Gold." (Chukage Sensei), "Your non-Courtier
Personalities enter play for 1 more Gold." (Tsujiken Sensei), "Your non-Ashigaru Personalities
in and out of play have +1 Gold Cost." (Hikahime Sensei). For a card of the type named, it
adds N Gold when the card lacks the keyword and nothing when it has it (its keywords printed or
given by the state; a keyword given by text not read is ``doubt_qualities``'). A keyword that is
also a Clan word ("Ninja") is read likewise, except for a card that has it only as its Clan (not
read: unsettled). Each copy in play
adds its own; a card whose effects the state states is left to them. Read so, the play's Gold
cost is exact: its plan may be proven cheapest, and a shortfall at the raised cost is certain
(``solver.playing._unread_verdict``)."""

from __future__ import annotations

from model.cards import CardDef, CardType
from model.common import CLANS
from model.lazy_regex import LazyPattern, lazy_regex
from model.state import CardInstance, View
from solver.controlled_with import controlled_with
from solver.honor_surcharge import honor_surcharges
from solver.in_play_reductions import read_reductions
from solver.own_entering_settled import binding_nothing
from solver.verdict import EQUIP, RECRUIT, Play

__all__ = ["certain_increase_shape", "certain_increases"]

_TYPES = {
    "Personalities": CardType.PERSONALITY,
    "Holdings": CardType.HOLDING,
    "Followers": CardType.FOLLOWER,
    "Items": CardType.ITEM,
    "Spells": CardType.SPELL,
}
_NOUN = "(?P<type>" + "|".join(_TYPES) + ")"
_KW = r"non-(?P<kw>[A-Z][a-z'-]+)"
_SHAPES: tuple[tuple[LazyPattern, Play | None], ...] = (
    (lazy_regex(rf"^You Recruit {_KW} {_NOUN} for (?P<n>\d) more Gold\.?$"), RECRUIT),
    (lazy_regex(rf"^You Equip {_KW} {_NOUN} for (?P<n>\d) more Gold\.?$"), EQUIP),
    (lazy_regex(rf"^Your {_KW} {_NOUN} enter play for (?P<n>\d) more Gold\.?$"), None),
    # "Your non-Ashigaru Personalities in and out of play have +1 Gold Cost." (Hikahime Sensei:
    # a Gold Cost raised by N is N more Gold to pay for it; h29adv3 N13)
    (lazy_regex(rf"^Your {_KW} {_NOUN} in and out of play have \+(?P<n>\d) Gold Cost\.?$"), None),
    # "Non-Bloodspeaker Personalities you own in and out of play have +1 Gold Cost." (Iuchiban
    # Sensei; h44adv4 N1, G4): the same, of the cards its controller owns
    (
        _OWN := lazy_regex(
            rf"^N{_KW[1:]} {_NOUN} you own in and out of play have \+(?P<n>\d) Gold Cost\.?$"
        ),
        None,
    ),
)


def certain_increase_shape(said: str) -> bool:
    """Is ``said`` of a shape read here (its play's Gold is then paid exactly, or the sentence
    left to ``solver.playing.entering_unread``)?"""
    return any(shape.fullmatch(said.strip()) for shape, _ in _SHAPES)


def _amount(
    said: str, view: View, definition: CardDef, card: str, play: Play, player: str
) -> int | None:
    """The Gold ``said`` (of a card ``player`` controls) certainly adds to this play of ``card``
    (0: certainly none), or None when it is not of a shape read here."""
    for shape, only in _SHAPES:
        m = shape.fullmatch(said.strip())
        if m is None:
            continue
        kw = m.group("kw").lower()
        if only not in (None, play):
            return None
        if definition.type is not _TYPES[m.group("type")]:
            return 0
        if shape is _OWN and view.card(card).owner != player:
            return 0  # "... you own ...": another player's card
        has = kw in view.keywords(card)
        keyword = {*definition.keywords, *view.card(card).added_keywords}
        if kw in CLANS and has and kw not in keyword:
            # "non-Ninja": also a printed Clan word; a card that is one only by its Clan:
            # whether the sentence means it is not settled (never guessed)
            return None
        return 0 if has else int(m.group("n"))
    return None


def certain_increases(
    view: View, player: str, definition: CardDef, card: str | None, play: Play | None
) -> list[tuple[str, int]]:
    """Each such sentence of a card in play ``player`` controls, as ``entering_unread`` shows
    it ("Title: sentence"), with the Gold it adds to the rulebook ``play`` of ``card`` (one
    entry per copy); none for another play (an action bringing the card). The fixed
    reductions read with certainty (``solver.in_play_reductions``) come with 0: they are
    already in the play's price (``solver.entering_price.gold_cost_now``); so do its own
    entering sentences the state settles as binding nothing (``binding_nothing``)."""
    if play not in (RECRUIT, EQUIP) or card is None or not view.has(card):
        return []
    stated = {e.source for e in view.state.effects if e.source is not None}
    lower = read_reductions(view, player, definition, card, play == EQUIP, None) or []
    # its own entering sentences the state settles as binding nothing add nothing either
    free = [(said, 0) for said in binding_nothing(view, player, definition, card)]
    # "When Recruiting a Personality, if his Honor Requirement is higher ..." (Respect)
    respect = honor_surcharges(view, definition, card) if play == RECRUIT else []
    return (
        [(r.said, 0) for r in lower]
        + free
        + respect
        + [
            (f"{d.title}: {t}", n)
            for inst in _granting(view, player)
            if inst.id not in stated
            for d in (view.definition(inst.id),)
            for t in d.grants_unread
            if (n := _amount(t, view, definition, card, play, player)) is not None
        ]
    )


def _granting(view: View, player: str) -> tuple[CardInstance, ...]:
    """The cards in play ``player`` controls with a sentence not read of what they grant."""
    return controlled_with(view, player, "certain_increase", lambda d: d.grants_unread)
