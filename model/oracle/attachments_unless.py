"""A target that "must have no attachments unless" something holds: "Battle: Target an enemy
card, which must have no attachments unless Murota has performed a Dark Virtue action this
turn: Bow it." (Daigotsu Murota; Know the Terrain, Stand as One, Tremor); "Target a card in a
unit; the card must have no attachments unless you control a Terrain: Bow or straighten the
card." (Ikoma Tsukasa: the same limit after a semicolon, h42adv4 U2).

Abilities and actions / B: the printed description of a target is checked when it is chosen,
and a required target must exist for the action to be announced. "Unless" only lifts the limit:
a card with no attachments is a legal target whether the condition holds or not, and no card
is a target that is not one with the limit lifted. The paragraph is read twice, whole (every
other word by the importer as printed): with the clause as "with no attachments" (the strict
reading) and without it (the lenient one). A condition the importer reads on the game or the
card itself ("unless you control a Terrain": Costs and restrictions, Conditions) settles it:
the target has no attachments, or the condition holds (``LimitWhen``, as Planted Evidence's
looser limit). Any other condition (a past action: "unless Murota has performed a Dark Virtue
action this turn") keeps both readings (``Ability.lenient``): legal when a target without
attachments can be chosen, illegal when no target can be chosen even with the limit lifted,
``unknown`` in between, naming the condition (never a guess)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, LimitWhen, TargetSpec
from model.cardtext import CardImport
from model.cardtext.conditions import parse_condition
from model.cardtext.imported import ImportedAbility
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.oracle.reread import with_two_ways
from model.selectors import BEARER, SOURCE

__all__ = ["with_attachments_unless"]

_UNLESS = lazy_regex(
    r"(?:,?\s+which|;\s+the (?:card|target)) must have no attachments unless (?P<cond>[^:.;,]+?)"
    r"(?=\s*[:.;])",
    re.IGNORECASE,
)


def _limited(strict: tuple[object, ...], loose: tuple[object, ...]) -> str | None:
    """The name of the one target that, in ``strict``, lacks attachments and is otherwise the
    same in ``loose`` (every other target the same in both); None when they differ otherwise."""
    if len(strict) != len(loose) or not all(isinstance(t, TargetSpec) for t in strict + loose):
        return None
    apart = [(s, lo) for s, lo in zip(strict, loose, strict=True) if s != lo]
    if len(apart) != 1:
        return None
    s, lo = apart[0]
    assert isinstance(s, TargetSpec) and isinstance(lo, TargetSpec)
    same = (
        s.name == lo.name
        and lo.select.lacks_attachment is None
        and s.select.lacks_attachment is not None
        and replace(s.select, lacks_attachment=None) == lo.select
        and replace(s, select=lo.select) == lo
    )
    return s.name if same else None


def _settled(
    loose: Ability, name: str, cond_text: str, title: str, card_type: CardType
) -> Ability | None:
    """``loose`` with its target ``name`` limited to no attachments unless ``cond_text`` holds,
    when that reads as a condition on the game or the card itself; None otherwise."""
    cond = parse_condition(cond_text.strip(), title, card_type)
    if isinstance(cond, str) or not cond.references() <= {SOURCE, BEARER}:
        return None
    out: list[object] = []
    for t in loose.targets:
        if isinstance(t, TargetSpec) and t.name == name:
            if t.where_when:
                return None
            when = LimitWhen(condition=cond, where=t.where)
            t = replace(t, where=(*t.where, f"{name}.attachments == 0"), where_when=(when,))
        out.append(t)
    try:
        return replace(loose, targets=tuple(out))  # type: ignore[arg-type]
    except ValueError:  # pragma: no cover - the language refuses it: not claimed
        return None


def with_attachments_unless(
    imported: CardImport,
    texts: str | list[str],
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """``imported`` with each paragraph unread only for such a clause read with it."""

    def settle(
        m: re.Match[str], strict: ImportedAbility, loose: ImportedAbility
    ) -> ImportedAbility | None:
        a, b = strict.ability, loose.ability
        assert a is not None and b is not None  # read in full
        name = _limited(a.targets, b.targets)
        if name is None:
            return None
        cond = m.group("cond").strip()
        if (settled := _settled(b, name, cond, title, card_type)) is not None:
            return replace(loose, ability=settled)
        note = f"the target may have attachments if {cond} (not read; read strictly: none)"
        try:
            both = replace(a, lenient=b, lenient_note=note)
        except ValueError:  # the two readings differ in more than the limit
            return None
        return replace(strict, ability=both)

    return with_two_ways(
        imported,
        texts,
        _UNLESS,
        lambda m: (" with no attachments", ""),
        settle,
        title=title,
        card_type=card_type,
        keywords=keywords,
    )
