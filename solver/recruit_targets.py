"""The target a Recruit announces: the card it brings into play.

Reference 01 (Changes From Ivory Edition, 3): "Equip and Recruit now target the card they are
bringing into play." A Recruit's witness names that card as its one target slot, ``card``
(``solver.playing``); announcing the witness back (``targets={"card": [id]}``, ``check
--target card=ID``) is that same Recruit, as Equip's ``personality`` slot round-trips. Any
other slot, or another card, is no Recruit of this card: an ``AnnouncementError``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from solver.verdict import AnnouncementError

__all__ = ["require_recruit_targets"]


def require_recruit_targets(card: str, targets: Mapping[str, Sequence[str]]) -> None:
    """``targets`` of a Recruit of ``card`` must be ``{"card": [card]}`` (or name nothing)."""
    if not targets:
        return
    if set(targets) != {"card"}:
        raise AnnouncementError(
            "targets: recruit takes no targets but the card it recruits "
            f"(card={card}); got {sorted(targets)}"
        )
    named = targets["card"]
    if isinstance(named, str) or list(named) != [card]:
        raise AnnouncementError(
            f"targets.card: a Recruit targets the card it brings into play ({card}); got "
            f"{named if isinstance(named, str) else list(named)}"
        )
