"""A Fear's or Melee (Ranged) Attack's strength that is a card's stat, with a printed
alternative under a condition ("Fear equal to Nozomi's Force, or 2 if she is Naval"), for the
strict reading's Force limit (``effects_attacks``).

Abilities and actions ("If required targeting or performing varies according to a currently
known condition, the targeting requirement depends on whether the condition is met."): while
the condition is known not to hold, the strength is the stat alone, so the target's Force is at
most the stat. While it holds, whether the printed number replaces the stat or is one more
choice the words leave open: both limits stay (the lowest the strength can be, which may demand
more than the truth, never less). A condition not read (a past event, another chosen card)
leaves both limits, as before.
"""

from __future__ import annotations

from model.abilities import LimitWhen
from model.cardtext.attack_bonuses import bonus_condition
from model.common import CardType
from model.selectors import Condition

__all__ = ["stat_alternative_limits"]


def stat_alternative_limits(
    condition: str, stat: str, name: str, title: str, card_type: CardType | None
) -> tuple[LimitWhen, ...]:
    """The target ``name``'s Force limit of the stat alone (``stat``: "source.force") while
    ``condition`` (the words after "if") does not hold; none when it is not read."""
    subject = stat.split(".", 1)[0]
    cond = bonus_condition(condition, name, title, card_type, subject)
    if cond is None:
        return ()
    return (LimitWhen(condition=Condition(none_of=(cond,)), where=(f"{name}.force <= {stat}",)),)
