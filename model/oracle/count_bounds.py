"""A bound on how many targets "one or more" may be: "Bow your performing Courtier and target one
or more Personalities, up to an amount equal to your Courtier's Chi: ..." (Useful Connections).

Abilities and actions / B: "one or more" requires one target, the rest are optional; the bound
only limits how many may be chosen, so it can only forbid. The paragraph is read without the
bound (its other words by the importer as printed, the card's traits included) when that reads
it whole with one performer of the keyword the bound names; the bound stays its one sentence not
understood (``Ability.not_understood``), which the solver reads (``solver.own_cost_reductions``):
an illegal answer stands, a legal one stands when its targets are no more than the performer's
stat now (h39adv2 N5b)."""

from __future__ import annotations

from dataclasses import replace

from model.cardtext import CardImport
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.oracle.reread import read_apart, reread_paragraph

__all__ = ["COUNT_BOUND", "with_count_bounds"]

#: the bound, as kept: "up to an amount equal to your Courtier's Chi"
COUNT_BOUND = lazy_regex(
    r"up to an amount equal to your (?P<who>[A-Z][\w-]*)'s (?P<stat>Chi|Force|Personal Honor)"
)
_AFTER = lazy_regex(
    r"(?<=\bone or more )(?:[A-Z][\w-]* )*[A-Z][\w-]*s(?P<bound>, "
    + COUNT_BOUND.pattern
    + r")(?=:)"
)


def with_count_bounds(
    imported: CardImport,
    texts: str | list[str],
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """``imported`` with each paragraph unread only for such a bound read without it."""
    out = list(imported.paragraphs)
    for i, para in enumerate(imported.paragraphs):
        found = list(_AFTER.finditer(para.text))
        if para.full or para.ability is None or len(found) != 1:
            continue
        m = found[0]
        read = reread_paragraph(
            texts, m.group("bound"), "", i, len(out), title=title, card_type=card_type,
            keywords=keywords,
        )  # fmt: skip
        ability = read.ability if read is not None else None
        if read is None or ability is None or ability.lenient is not None:
            continue
        performers = [s for s in ability.all_target_specs() if s.performer]
        if len(performers) != 1 or m.group("who").casefold() not in performers[0].select.keyword:
            continue
        said = m.group("bound").lstrip(", ")
        out[i] = read_apart(
            read, para.text, said, "a bound on how many targets", "target count bound"
        )
    return replace(imported, paragraphs=tuple(out))
