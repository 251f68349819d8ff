"""A Ring's "You may discard this Ring from your hand to use its ability without cost." (Ring of
Air, Earth, Fire; "its Void ability": Ring of the Void).

Reference 03, Ring: "A Ring's text may also let a player discard it from his or her hand for an
effect. Normally this effect uses the Ring's ability without cost; the Ring enters a resolution
area while the relevant ability is resolving and is discarded afterwards." The sentence is a
permission (Costs and restrictions / Permissions; Reference 05, Areas: a reference to the card
in an out-of-play area overrides "abilities on them may not be used"): from its owner's hand the
ability is used at its own time, its costs ignored; in play the ability is used as printed. Read
at import as a sentence about where the ability is used (``own_traits``), and applied where the
Ring is (``solver.ring_discard``, ``solver.timing``).
"""

from __future__ import annotations

from collections.abc import Sequence

from model.lazy_regex import lazy_regex

__all__ = ["DISCARD_USE", "discard_use_applies"]

#: the sentence; ``kw``: the keyword naming which of its abilities ("its Void ability")
DISCARD_USE = lazy_regex(
    r"You may discard this Ring from your hand to use its (?:(?P<kw>[A-Z][a-z]+) )?ability"
    r" without cost\.?"
)


def discard_use_applies(printed_text: str | None, keywords: Sequence[str]) -> bool:
    """Does the Ring's printed text let its owner discard it from his hand to use the ability
    with ``keywords`` without cost (the sentence names no keyword, or one of these)?"""
    m = DISCARD_USE.search(printed_text or "")
    if m is None:
        return False
    return m.group("kw") is None or m.group("kw").lower() in {k.lower() for k in keywords}
