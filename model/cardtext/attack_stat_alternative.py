"""A Fear's or Melee (Ranged) Attack's strength that is a card's stat, with a printed
alternative under a condition ("Fear equal to Nozomi's Force, or 2 if she is Naval"), for the
strict reading's Force limit (``effects_attacks``).

Abilities and actions ("If required targeting or performing varies according to a currently
known condition, the targeting requirement depends on whether the condition is met."): while
the condition is known not to hold, the strength is the stat alone, so the target's Force is at
most the stat. While it holds, whether the printed number replaces the stat or is one more
choice the words leave open; under either the target may have Force up to the printed number
(replaced: it is the strength; a choice: the player may choose it), so that limit is met in
both readings (h43adv6 W3: Nozomi made Naval, Force 1, against a 2F target: legal). A condition
not read (a past event, another chosen card) leaves both limits, as before.
"""

from __future__ import annotations

from model.abilities import LimitWhen
from model.cardtext.attack_bonuses import bonus_condition
from model.common import CardType
from model.selectors import Condition

__all__ = ["stat_alternative_limits"]


def stat_alternative_limits(
    condition: str,
    stat: str,
    name: str,
    title: str,
    card_type: CardType | None,
    alt: str | None = None,
) -> tuple[LimitWhen, ...]:
    """The target ``name``'s Force limit of the stat alone (``stat``: "source.force") while
    ``condition`` (the words after "if") does not hold, and of the printed number ``alt`` while
    it holds; none when it is not read."""
    subject = stat.split(".", 1)[0]
    cond = bonus_condition(condition, name, title, card_type, subject)
    if cond is None:
        return ()
    out = [LimitWhen(condition=Condition(none_of=(cond,)), where=(f"{name}.force <= {stat}",))]
    if alt is not None and alt.isdigit():
        out.append(
            LimitWhen(condition=Condition(all_of=(cond,)), where=(f"{name}.force <= {alt}",))
        )
    return tuple(out)
