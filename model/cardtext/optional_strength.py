"""An attack's alternative strength naming a card the effect only may target: "You may target
your Samurai. Ranged Attack equal to this Shugenja's Chi or the Samurai's Chi" (Calling on the
Sun).

The player may target his Samurai (optional targeting: Abilities and actions / B) and then
choose that Samurai's Chi as the strength, or leave the target out and have this Shugenja's
Chi. So the strict reading (the attack's target with Force at most its strength: Reference 01,
Cardinal rule 1 example) allows either bound: the other alternative's (always; what
``attack_plain`` keeps as the target's ``where``), or, when the optional target is chosen, its
stat (a ``LimitWhen`` naming that target, which holds only when it is chosen:
``model.evaluate.limits_hold``). A bonus read under a condition ("+2 if this Shugenja is
Fire": ``attack_bonuses``) adds to the chosen target's stat too, under the same condition.
Anything else leaves the ability as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, LimitWhen, TargetSpec
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["with_optional_strength"]

_MAY_TARGET = lazy_regex(
    r"(?:^|(?<=[.!:] ))You may target (?:your |an? )?(?:[\w-]+ )*?(?P<noun>(?-i:[A-Z])[\w-]+)\."
    r" (?:Melee|Ranged) Attack (?:with strength )?equal to [^,.();]+? or the (?P=noun)'s "
    r"(?P<stat>Force|Chi|Personal Honor)(?=[,.( ]|$)",
    re.IGNORECASE,
)
_LIMIT = lazy_regex(r"^(?P<slot>target\d+)\.force <= (?P<limit>[^<>=]+)$")


def with_optional_strength(ability: Ability, text: str) -> Ability:
    """``ability`` (printed ``text``) with the optional target's stat as a second bound."""
    m = _MAY_TARGET.search(text)
    if m is None:
        return ability
    noun = m["noun"].lower()
    specs = [t for t in ability.targets if isinstance(t, TargetSpec)]
    optional = [
        s
        for s in specs
        if s.optional and (noun in s.select.keyword or noun in (str(k) for k in s.select.type))
    ]
    limited = [
        (s, lm)
        for s in specs
        if not s.optional and len(s.where) == 1
        for lm in (_LIMIT.fullmatch(s.where[0]),)
        if lm is not None and lm["slot"] == s.name
    ]
    if len(optional) != 1 or len(limited) != 1:
        return ability
    spec, lm = limited[0]
    stat = m["stat"].lower().replace(" ", "_")
    other = f"{optional[0].name}.{stat}"
    more = [LimitWhen(condition=Condition(), where=(f"{spec.name}.force <= {other}",))]
    # a bonus of the strength ("..., +2 if this Shugenja is Fire") adds to either alternative
    low = f"{spec.name}.force <= {lm['limit'].strip()} + "
    for when in spec.where_when:
        if len(when.where) == 1 and when.where[0].startswith(low):
            bonus = when.where[0][len(low) :]
            if bonus.isdigit():
                where = (f"{spec.name}.force <= {other} + {bonus}",)
                more.append(LimitWhen(condition=when.condition, where=where))
    changed = replace(spec, where_when=(*spec.where_when, *more))
    return replace(ability, targets=tuple(changed if t is spec else t for t in ability.targets))
