"""An Equip's price read onto each host it may take (Reference 02: Equip attaches the card to
a Personality; Costs and restrictions / Changes to costs and payments): a reduction said by a
card in play ("Cavalry Followers attach to your Personalities paying 2 less Gold.", Shinjo
Tselu) whose bearing on the card is settled onto every host considered
(``solver.in_play_reductions.read_reductions``: applied, or settled as not applying, e.g. a
keyword only "Followers in this unit have Cavalry." of another unit could give) is already in
that host's price, so it can't be what makes the Gold short (h44adv3 H16: Legion of Pain onto
Tselu)."""

from __future__ import annotations

from collections.abc import Sequence

from model.lazy_regex import lazy_regex
from model.state import View
from solver.in_play_reductions import read_reductions

__all__ = ["settled_onto_hosts"]

#: "Title (id): text" or "Title: text", as the unread lists show a sentence
_SHOWN = lazy_regex(r"^(?P<title>.+?)(?: \([^()]+\))?: (?P<text>.+)$")


def settled_onto_hosts(
    view: View, player: str, card: str, shown: str, hosts: Sequence[str] | None
) -> bool:
    """Is the unread text ``shown`` ("Title (id): text" or "Title: text") a reduction read
    with its bearing on the Equip of ``card`` settled onto each of ``hosts`` (none: False)?"""
    m = _SHOWN.match(shown)
    if not hosts or m is None or not view.has(card):
        return False
    said = f"{m['title']}: {m['text'].strip()}"
    definition = view.definition(card)
    for host in hosts:
        found = read_reductions(view, player, definition, card, True, host)
        if found is None or said not in {r.said for r in found}:
            return False
    return True
