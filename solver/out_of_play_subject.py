"""A trait giving cards OUT OF PLAY a quality ("Your Honor cards out of play have Courage.",
Moto Chinua; "Your Followers out of play have Reserve.", Bring them Forward) can't turn a timing
refusal of an action on a card in play: a timing refusal rests on the acting card (Abilities and
actions / Designators), and the sentence's subject names only cards out of play (Reference 05,
Areas: in play and out of play are apart), never the card acting from play. "In and out of play"
reaches both and is not spared (h43adv6 W1)."""

from __future__ import annotations

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["out_of_play_spares"]

_OUT_ONLY = lazy_regex(r"^[^.;:()]*? out of play (?:have|has|gain|gains)\b")
_BOTH = lazy_regex(r"\bin and out of play\b|\bin play\b")


def out_of_play_spares(
    view: View, card: str | None, ab: Ability | None, verdict: Verdict, said: str
) -> bool:
    """Does ``said`` (one unread sentence) leave ``verdict`` alone: an illegal timing refusal of
    an ability of ``card`` in play, the sentence's subject cards out of play only?"""
    if card is None or ab is None or verdict.status != "illegal" or not verdict.details:
        return False
    if verdict.details[0].code != "timing" or not view.card(card).in_play:
        return False
    m = _OUT_ONLY.match(said)
    return m is not None and not _BOTH.search(m.group(0))
