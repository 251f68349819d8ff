"""A read target phrase as a target slot (Abilities and actions / B: required targets)."""

from __future__ import annotations

from model.abilities import Block, TargetSpec
from model.cardtext.face_down_targets import face_down_in_play
from model.cardtext.target_phrase import Phrase
from model.cardtext.target_references import unbound
from model.cardtext.your_named import unresolved_yours

__all__ = ["phrase_target"]


def phrase_target(phrase: Phrase, name: str, block: Block, lower: str | None) -> TargetSpec | str:
    """A read phrase as a target slot (its relations name the slot). ``lower``: who a bare
    "with lower Force" compares with (the source when it is a Personality and nobody else
    performs); None: such a comparison is not understood."""
    if any("{lower}" in w for w in phrase.where) and lower is None:
        return "'lower' than whom"
    if (why := unbound(phrase.select, phrase.where)) is not None:
        return why
    if (yours := unresolved_yours(phrase.where)) is not None:
        return yours  # "your Paragon's Personal Honor" with no one card of yours named before
    if (down := face_down_in_play(phrase.select)) is not None:
        return down  # "Look at a target face-down card." (h41adv2 W1)
    where = tuple(w.replace("{slot}", name).replace("{lower}", lower or "") for w in phrase.where)
    return TargetSpec(
        name=name,
        select=phrase.select,
        count=phrase.count,
        block=block,
        where=where,
        performer=phrase.performer,
        choose=phrase.performer and not phrase.targeted,
        optional=phrase.optional,
    )
