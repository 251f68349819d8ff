"""Naming one ability granted through a card (Reference 04: a granted ability is an ability of
the card or player it is granted to; Abilities and actions / A: an announcement names the
ability): ``granted`` is every ability granted through the card to the announcing player,
``granted<k>`` (``Play.GRANTED1`` ... ``Play.GRANTED9``) the k-th of them alone, in the order
of the card memory (``solver.granted``): its own grants to players read on the board in
printed order, then the read grants of cards in play to it in state order, then its grant
sentences not read (each ``unknown`` naming it, or ``illegal`` as the state settles it)."""

from __future__ import annotations

from dataclasses import replace

from solver.verdict import AnnouncementError, Play, Verdict

__all__ = ["granted_ref", "named", "require_place"]


def granted_ref(place: int) -> Play | None:
    """``granted<place + 1>``, or None past ``granted9``."""
    try:
        return Play(f"granted{place + 1}")
    except ValueError:
        return None


def require_place(title: str, card: str, place: int, count: int) -> None:
    """Refuse ``granted<place + 1>`` when fewer abilities are granted through the card."""
    if place >= count:
        raise AnnouncementError(
            f"granted{place + 1}: {title} ({card}) has {count} abilit"
            f"{'y' if count == 1 else 'ies'} granted through it for this player "
            f"({_names(count)})"
        )


def _names(count: int) -> str:
    """The names of ``count`` granted abilities in words."""
    if count == 1:
        return "granted1, or granted"
    return f"granted1 ... granted{count}, or granted for every one"


def named(verdict: Verdict, ref: Play) -> Verdict:
    """``verdict`` answered for the announcement ``ref`` (``granted`` or ``granted<k>``)."""
    return verdict if verdict.ability == ref else replace(verdict, ability=ref)
