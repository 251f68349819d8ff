"""One printed ability, two readings: a Gold production mode read from the paragraph of an action
("Reaction, :bow:: When paying a Gold cost, discard a card to produce ...") is that action's
use, so its usage limit counts both (Abilities and actions: usage limits;
``ProductionMode.ability``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.cards import ProductionMode
from model.cardtext import CardImport
from model.oracle.production_free import free_line
from model.oracle.production_terms import _Unmodelled
from model.oracle.text import plain_text


def link_uses(
    modes: Sequence[ProductionMode], imported: CardImport, title: str
) -> tuple[ProductionMode, ...]:
    """``modes`` with ``ability`` set on each usage-limited mode read from the paragraph of a
    printed ability (its index in ``imported.abilities``); each paragraph links the modes its
    own line gives, the first not yet linked."""
    out = list(modes)
    index = -1
    for para in imported.paragraphs:
        if para.ability is None:
            continue
        index += 1
        try:
            read = free_line(plain_text(para.text).strip(), title)
        except _Unmodelled:
            continue
        for mode in read or ():
            if not (mode.once_per_turn or mode.once_per_game):
                continue
            for i, have in enumerate(out):
                if have.ability is None and replace(have, ability=None) == mode:
                    out[i] = replace(have, ability=index)
                    break
    return tuple(out)
