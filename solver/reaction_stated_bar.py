"""A Gold-producing Reaction a stated effect surely bars is no Gold and no doubt (Effects / "May
not"; Abilities and actions: a Reaction is an action of its card; h40adv7 N3, W7): under
``{kind: may_not, may_not: announce, actions: {designator: reaction}}`` for every player, Truce
in the hand and a Coin Pouch in play can't be used, so a Gold shortfall without them is
``illegal``, and the reason names the effect (``solver.reaction_effect_reach.surely_barring``).
An effect whose filter only may match keeps the doubt."""

from __future__ import annotations

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.reaction_effect_reach import (
    barred_text,
    barring_words,
    only_reactions_produce,
    pays_in,
    reaching_words,
    surely_barring,
)
from solver.reaction_sources import by_reaction

__all__ = ["barred_doubts", "barred_notes", "with_reaching_effect"]


def _texts(view: View, player: str) -> list[tuple[str, str, str]]:
    """(card id, shown "Title (id...)", unread Gold text) of ``player``'s cards in play and
    Strategies in his hand."""
    out: list[tuple[str, str, str]] = []
    for inst in view.state.cards:
        d = view.definition(inst.id)
        if inst.in_play and inst.controlled_by == player:
            head = f"{d.title} ({inst.id})"
        elif inst.zone is Zone.HAND and inst.owner == player and d.type is CardType.STRATEGY:
            head = f"{d.title} ({inst.id}, in your hand)"
        else:
            continue
        out += [(inst.id, head, t) for t in (d.production_unread, *d.production_unread_more) if t]
    return out


def barred_doubts(view: View, player: str) -> tuple[str, ...]:
    """The unread Gold texts of ``player``'s cards, as "Title (id): text", that are a Reaction
    a stated effect surely bars: no longer a doubt on a shortfall."""
    return tuple(
        f"{head}: {t}" for cid, head, t in _texts(view, player) if barred_text(view, cid, t)
    )


def barred_notes(view: View, player: str) -> tuple[tuple[str, str], ...]:
    """Why each of ``player``'s Gold-producing Reactions a stated effect surely bars gives no
    Gold, as (card id, ``barring_words``), for a shortfall's reason."""
    seen: dict[str, str] = {}
    for cid, _, t in _texts(view, player):
        if (e := barred_text(view, cid, t)) is not None:
            seen.setdefault(cid, barring_words(view, cid, e))
    for inst in view.state.cards:
        if (
            inst.in_play
            and inst.controlled_by == player
            and any(by_reaction(view, inst.id, m) for m in view.definition(inst.id).production)
            and only_reactions_produce(view, inst.id)
            and (e := surely_barring(view, inst.id)) is not None
        ):
            seen.setdefault(inst.id, barring_words(view, inst.id, e))
    return tuple(seen.items())


#: "Title (id): ..." / "Title (id, in your hand): ...": the card id shown
_SHOWN_ID = lazy_regex(r"^[^(]*\((?P<id>[^,)]+)(?:, in your hand)?\): ")


def with_reaching_effect(view: View, shown: str) -> str:
    """``shown`` (an unread Gold text as "Title (id): text") with the stated effect that may bar
    or tax it named, when it is a Gold-producing Reaction such an effect may reach (h40adv7
    W7: the doubt is the effect, not the text)."""
    m = _SHOWN_ID.match(shown)
    if m is None or not view.has(m["id"]) or "Reaction" not in shown:
        return shown
    if not pays_in(view, m["id"], shown):
        return shown
    said = reaching_words(view, m["id"])
    return f"{shown} (a stated effect may bar or tax this Reaction: {said})" if said else shown
