"""A looser Gold-paid limit for some targets of a ":gstar:" action (Reference 04, the Gold icon;
Costs and restrictions, Conditions; h43adv2 U1/U2): "Destroy a target attachment with Gold Cost
less than or equal to the amount paid, or the amount paid plus three if the target is an
Item." (Your True Nature), "... less than or equal to the amount of Gold paid, plus 3 if you
control a Yojimbo." (Provoked Violence).

The condition is read as the attacks' strength bonuses read theirs
(``model.cardtext.attack_bonuses``): on the target itself (its type, keywords, clan) or on
what the state tells when the action is announced (cards you control). A read one gives the
target a second limit under it (``LimitWhen``), written at 0 Gold paid: "or the amount paid
plus N if the target is X" allows the stat up to N (the base offset does not apply to it),
"plus N if you control X" adds N to the base limit. ``solver.paid_target_limit`` moves both
by the most Gold the player can surely pay. A condition not read adds nothing: the base limit
stays the lower bound (a target beyond it keeps the lenient reading's doubt)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, GoldFrom, LimitWhen, TargetChoice, TargetSpec
from model.cardtext.attack_bonuses import _condition
from model.common import CardType
from model.selectors import Condition, Selector

__all__ = ["LOOSER", "looser_moved", "looser_priced", "looser_words", "with_looser_limit"]

_N = r"one|two|three|four|five|\d+"
#: the looser clause after the base limit (``model.oracle.paid_target_limit``)
LOOSER = (
    rf",? (?:or the amount (?:of Gold )?(?:you )?paid plus (?P<alt_n>{_N}) if "
    r"(?P<alt_if>the target is [^.,;:]+?)"
    rf"|plus (?P<add_n>{_N}) if (?P<add_if>you control [^.,;:]+?))"
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _number(word: str) -> int:
    return _WORDS.get(word.lower(), 0) if not word.isdigit() else int(word)


def _of_type(said: str, name: str) -> Condition | None:
    """ "the target is an Item": the target's card type (Reference 03), not a keyword."""
    m = re.fullmatch(r"the target is an? (\w+)", said.strip())
    kind = next((t for t in CardType if m is not None and t.value == m[1].lower()), None)
    return None if kind is None else Condition(card=name, matches=Selector(type=(kind,)))


def with_looser_limit(
    ab: Ability,
    found: re.Match[str],
    limit: tuple[str, str, int],
    *,
    title: str,
    card_type: CardType,
) -> Ability:
    """``ab`` (the strict reading) with the looser limit of the clause ``found`` on its target
    (``limit``: name, attribute, base offset) when its condition is read; else ``ab``."""
    name, attr, off = limit
    if found["alt_if"] is not None:
        said, most = found["alt_if"], _number(found["alt_n"])
    elif found["add_if"] is not None:
        said, most = found["add_if"], off + _number(found["add_n"])
    else:
        return ab
    cond = _of_type(said, name) or _condition(said, name, title, card_type)
    if cond is None:
        return ab
    when = LimitWhen(condition=cond, where=(f"{name}.{attr} <= {most}",))
    specs: list[TargetSpec | TargetChoice] = []
    for spec in ab.targets:
        if isinstance(spec, TargetSpec) and spec.name == name and not spec.where_when:
            spec = replace(spec, where_when=(when,))
        specs.append(spec)
    return replace(ab, targets=tuple(specs))


def looser_moved(spec: TargetSpec, attr: str, paid: int) -> tuple[LimitWhen, ...]:
    """``spec``'s looser limits (written at 0 Gold paid) with ``paid`` Gold paid: each
    "<name>.<attr> <= k" read as ``k + paid`` (below 0: none fits)."""
    out: list[LimitWhen] = []
    for when in spec.where_when:
        where = []
        for w in when.where:
            m = re.fullmatch(rf"{re.escape(spec.name)}\.{attr} <= (-?\d+)", w)
            where.append(w if m is None else f"{spec.name}.{attr} <= {max(-1, int(m[1]) + paid)}")
        out.append(replace(when, where=tuple(where)))
    return tuple(out)


def looser_words(text: str, name: str, stat: str) -> str:
    """``text`` with a looser limit "<name>'s <stat> at most k if" said as the Gold paid plus
    k (``paid_target_words``)."""

    def said(m: re.Match[str]) -> str:
        k = int(m[1])
        more = f" minus {-k}" if k < 0 else f" plus {k}" if k else ""
        return f"or {name}'s {stat} at most the Gold paid{more} if"

    return re.sub(rf"or {re.escape(name)}'s {stat} at most (-?\d+) if", said, text)


def looser_priced(priced: Ability, read: Ability, name: str, attr: str, off: int) -> Ability:
    """``priced`` (its ":gstar:" cost priced by the target's base limit: Gold equal to
    "<name>.<attr>" plus the change less ``off``, ``solver.paid_star.priced``) paying the
    looser limit's price where its condition holds: the least amount reaching the target is
    its stat less the looser offset then (``read``: the ability with the looser limit at 0 Gold
    paid); never below 0."""
    spec = next((s for s in read.all_target_specs() if s.name == name), None)
    if spec is None or len(spec.where_when) != 1 or len(spec.where_when[0].where) != 1:
        return priced
    m = re.fullmatch(rf"{re.escape(name)}\.{attr} <= (-?\d+)", spec.where_when[0].where[0])
    if m is None or int(m[1]) <= off:
        return priced
    k, cond = int(m[1]), spec.where_when[0].condition
    costs = []
    for c in priced.costs:
        g = c.gold
        if isinstance(g, GoldFrom) and g.equal_to == f"{name}.{attr}" and g.extra_unless is None:
            g = replace(g, plus=g.plus + off - k, extra=k - off, extra_unless=cond, at_least=0)
            c = replace(c, gold=g)
        costs.append(c)
    return replace(priced, costs=tuple(costs))
