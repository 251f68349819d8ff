"""A stat change to its controller's Personalities while no duel involves them (Reference 04:
a bonus changes the stat while its effect lasts; Effects, EXCEPTION 4: a duel comes from the
effect that created its challenge, so a duel exists only while an action resolves): "Your
Personalities have +1C while they are not involved in a duel." (Ryoshun's Guidance).

Read whole, or not at all: "Your [other ]Personalities have <+N|-N><F|C|PH>[/...] while they
are not involved in a duel." of a card in play, no Chi penalty. Settled true while the state
names nothing resolving or pending (no ``trigger``, ``event``, ``action_player`` nor
``action_makes``: no action resolves, so no duel exists), then applied to each of the
controller's Personalities in play (``View.stat``); otherwise not settled: it stays a doubt
(``CardDef.qualities_unread``). Not applied when the state states the card's effects (an
``effects`` entry whose ``source`` is it) or a modifier of the changed card names it."""

from __future__ import annotations

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["duel_stat_bonus", "settled_duel_stat"]

_SENTENCE = lazy_regex(
    r"^Your (?P<other>other )?Personalities have "
    r"(?P<own>[+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))?) while they are not involved in a duel\.?$"
)
_ONE = lazy_regex(r"([+-]\d+)(F|C|PH)")
_STAT = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}


def _read(view: View, card: str, said: str) -> list[tuple[Stat, int]] | None:
    """The changes of ``said`` of ``card`` (in play), or None when not read."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or not view.card(card).in_play:
        return None
    changes = [(_STAT[s], int(n)) for n, s in _ONE.findall(m["own"])]
    if any(n < 0 and s is Stat.CHI for s, n in changes):
        return None  # a Chi penalty
    if any(e.source == card for e in view.state.effects):
        return None
    return changes


def _no_duel(view: View) -> bool:
    """Does the state name nothing resolving or pending (then no duel exists)?"""
    s = view.state
    return s.trigger is None and s.event is None and s.action_player is None and not s.action_makes


def settled_duel_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read and no duel exists now (it is applied), None
    otherwise."""
    if _read(view, card, said) is None:
        return None
    return True if _no_duel(view) else None


def duel_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    inst = view.card(card_id)
    if not inst.in_play or view.type_of(card_id) is not CardType.PERSONALITY:
        return 0
    if not _no_duel(view):
        return 0
    total = 0
    for src, controller, other, changes in _sources(view):
        if controller != inst.controlled_by or (other and src == card_id):
            continue
        if any(m.source == src for m in inst.modifiers):
            continue  # the state states it on the card
        total += sum(n for s, n in changes if s is stat)
    return total


def _sources(view: View) -> list[tuple[str, str, bool, list[tuple[Stat, int]]]]:
    """(card, its controller, "other", the changes) of each read sentence; per View."""
    memo = view.memo("duel_stats")
    found = memo.get("found")
    if isinstance(found, list):
        return found
    out: list[tuple[str, str, bool, list[tuple[Stat, int]]]] = []
    for src in view.state.cards:
        if not src.in_play:
            continue
        for said in view.definition(src.id).qualities_unread:
            if (changes := _read(view, src.id, said)) is not None:
                other = said.strip().startswith("Your other")
                out.append((src.id, src.controlled_by, other, changes))
    memo["found"] = out
    return out
