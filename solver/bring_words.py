"""The words of a refusal for want of a card to bring into play (Abilities and actions / A,
Good Faith: a non-optional "bring into play" needs a legal card to play): the card the
ability targets for it, when it names one ("Target a Weapon in your hand: Attach it to
Ebara": that Weapon), else what the effect may bring and from where."""

from __future__ import annotations

from collections.abc import Mapping

from model.abilities import BringIntoPlay
from model.describe import selector_text
from model.selectors import SOURCE
from model.state import View

__all__ = ["SELF_IN_PLAY", "SELF_IN_PLAY_END", "no_bring_text"]

#: "no legal card to bring into play: this card, <title> (<id>), is already in play"
SELF_IN_PLAY = "no legal card to bring into play: this card, "
SELF_IN_PLAY_END = ", is already in play"

_WHERE = {
    "hand": "in your hand",
    "province": "face up in your provinces",
    "discard": "in your discard piles",
    "any": "",
}


def no_bring_text(view: View, eff: BringIntoPlay, targets: Mapping[str, tuple[str, ...]]) -> str:
    """Why no card can be brought into play by ``eff`` with the targets ``targets`` (and
    ``source``: the acting card). "Put this card into play." with the card already in play:
    it can't enter play again (Reference 05; h41adv5 W1)."""
    chosen = targets.get(eff.card or "", ())
    if eff.card == SOURCE and chosen and view.has(chosen[0]) and view.card(chosen[0]).in_play:
        shown = f"{view.definition(chosen[0]).title} ({chosen[0]})"
        return f"{SELF_IN_PLAY}{shown}{SELF_IN_PLAY_END}"
    if eff.card is not None and chosen:
        titles = ", ".join(f"{view.definition(c).title} ({c})" for c in chosen if view.has(c))
        return f"no legal card to bring into play: {eff.card}, {titles}, cannot enter play"
    where = _WHERE.get(eff.from_zone, "")
    return f"no legal card to bring into play: needs {selector_text(eff.select)} {where}".strip()
