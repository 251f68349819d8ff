"""A target limited by the Gold paid for its ":gstar:" action (Reference 04, the Gold icon: a
star is any amount of Gold; Costs and restrictions / Mandatory costs; h42adv4 U2): "Battle/Open,
:gstar:: Destroy a target attachment with a Gold Cost less than or equal to what you paid for
this action minus two." (Broken Alliance), "... with Gold Cost less than or equal to the amount
paid, or the amount paid plus three if the target is an Item." (Your True Nature), "... with
Gold Cost less than or equal to the amount of Gold paid, plus 3 if you control a Yojimbo."
(Provoked Violence), and the same with Force or Chi.

The player chooses the amount as the action is announced. The paragraph is read twice, whole:
with the clause as "with a <stat> of 0 or lower" (the strict reading, the limit at 0 Gold paid)
and without it (the lenient one, no limit), kept as ``Ability.lenient`` with a note naming the
offset (``paid_target_limit``). The check reads the strict limit as the most Gold the player
can surely pay plus the offset (``solver.paid_target_limit``); a lower bound, so a target within
it is legal and one beyond it stays ``unknown``. A looser limit for some targets ("or the
amount paid plus three if the target is an Item", "plus 3 if you control a Yojimbo") is read
under its condition when the state settles it (``model.oracle.paid_target_looser``); otherwise
the base limit is the lower bound, never passing the truth."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, TargetSpec
from model.cardtext import CardImport
from model.cardtext.imported import ImportedAbility
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.oracle.paid_target_looser import LOOSER, looser_words, with_looser_limit
from model.oracle.reread import with_two_ways

__all__ = ["paid_target_limit", "paid_target_words", "with_paid_target_limit"]

_N = r"one|two|three|four|five|\d+"
_CLAUSE = lazy_regex(
    r" with (?:a )?(?P<stat>Gold Cost|Force|Chi) "
    r"(?:less than or equal to|equal to or (?:less|lower) than) "
    r"(?:what you paid for this action|the amount (?:of Gold )?(?:you )?paid)"
    rf"(?: (?P<sign>minus|plus) (?P<n>{_N}))?"
    rf"(?P<looser>{LOOSER})?(?=\s*[.;:])"
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_ATTR = {"gold cost": "gold_cost", "force": "force", "chi": "chi"}
#: the note of the lenient reading; ``paid_target_limit`` reads its offset back
_NOTE = "the target's {stat} is at most the Gold paid{off} (checked: the most Gold you can pay)"
_NOTE_RE = lazy_regex(
    r"^the target's (?P<stat>Gold Cost|Force|Chi) is at most the Gold paid(?: (?P<sign>minus|plus)"
    r" (?P<n>\d+))? \(checked: the most Gold you can pay\)$"
)


def paid_target_limit(ab: Ability) -> tuple[str, str, int] | None:
    """(target name, attribute, signed offset) of ``ab``'s target limited by the Gold paid, when
    ``ab`` is such a strict reading (see the module); else None."""
    m = _NOTE_RE.fullmatch(ab.lenient_note) if ab.lenient is not None else None
    if m is None or [c.gold for c in ab.costs if c.gold is not None] != ["*"]:
        return None
    attr = _ATTR[m["stat"].lower()]
    names = [
        t.name
        for t in ab.targets
        if isinstance(t, TargetSpec) and f"{t.name}.{attr} <= 0" in t.where
    ]
    if len(names) != 1:
        return None
    n = int(m["n"] or 0)
    return names[0], attr, -n if m["sign"] == "minus" else n


def with_paid_target_limit(
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
        n = m["n"] or "0"
        n = str(_WORDS.get(n, n))
        off = f" {m['sign']} {n}" if m["sign"] and n != "0" else ""
        try:
            both = replace(a, lenient=b, lenient_note=_NOTE.format(stat=m["stat"], off=off))
        except ValueError:  # the two readings differ in more than the limit
            return None
        if (limit := paid_target_limit(both)) is None:
            return None
        if m["looser"]:  # "or the amount paid plus three if the target is an Item"
            both = with_looser_limit(both, m, limit, title=title, card_type=card_type)
        return replace(strict, ability=both)

    return with_two_ways(
        imported,
        texts,
        _CLAUSE,
        lambda m: (f" with a {m['stat']} of 0 or lower", ""),
        settle,
        title=title,
        card_type=card_type,
        keywords=keywords,
    )


def paid_target_words(ab: Ability, text: str) -> str:
    """``text`` (``ab`` in words) with its strict limit "<target>'s <stat> at most 0" said as
    the check reads it: at most the Gold paid (plus the offset), when announced."""
    if (found := paid_target_limit(ab)) is None:
        return text
    name, attr, off = found
    stat = {"gold_cost": "Gold Cost", "force": "Force", "chi": "Chi"}[attr]
    more = f" minus {-off}" if off < 0 else f" plus {off}" if off else ""
    text = looser_words(text, name, stat)  # "or ... plus 3 if target1 is an Item card"
    return text.replace(
        f"{name}'s {stat} at most 0",
        f"{name}'s {stat} at most the Gold paid{more} (strictly: the most Gold you can surely "
        "pay, when announced)",
    )
