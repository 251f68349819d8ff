"""A card's own trait that speaks only of where its action may be taken from: a presence keyword
given to it under a condition ("This ability has Absent if it targets a Cavalry card or if you
ever had presence at this battlefield.", "This action has Home while this Shugenja is Water.")
or a permission to perform it away from the battle ("If this Shugenja is Earth, he may perform
this card's Battle action even if it is in your home.", "While this Shugenja is Earth, this
card's Battle ability may be used even if this unit is not at the current battlefield.").

Absent and Home lift only the presence their reminder text names ("Absent actions may be taken
without presence", "Home actions may be taken from home"; Reference 04, Ability keywords), and
the Rule of Location is not applied: no rules file states it, and the seed rulings settle that
a Battle action needs no unit at the current battlefield (README, Readings: "Absent, Home and
'even if you control no units ...' therefore change nothing"; the effects' own "this action has
Absent ..." is set aside the same way, ``accepted_words``). So whatever its condition, such a
sentence changes nothing the checks ask when the action is announced; if the Rule of Location
is ever applied, these sentences bear on legality and must leave this module.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["presence_only"]

_PRESENCE = r"(?:Absent|Home)"
#: "This ability has Absent if ...", "These actions have Absent if ...", "This action has Home
#: while ...": a presence keyword (or two) given to the card's own ability under a condition
_GIVEN = lazy_regex(
    rf"^(?:This (?:ability|action) has|These (?:abilities|actions) have) {_PRESENCE}"
    rf"(?: and {_PRESENCE})? (?:if|while) [^.;:]+\.?$"
)
#: "[If|While <condition>, ]he may perform this card's Battle action even if it is in your
#: home", "this card's Battle ability may be used even if this unit is not at the current
#: battlefield": the card's own action taken away from the battle
_AWAY = lazy_regex(
    r"^(?:(?:If|While) [^,.;:]+, )?"
    r"(?:(?:he|she|it) may perform this card's (?:Battle )?(?:action|ability)"
    r"|this card's (?:Battle )?(?:action|ability) may be (?:used|taken|performed))"
    r" even if (?:it is (?:at|in) your home|this unit is not at the current battlefield)\.?$"
)


def presence_only(said: str) -> bool:
    """Is ``said`` (a trait sentence of the card) one that only says where the card's own
    action may be taken from (see the module): a change the checks never ask about?"""
    plain = re.sub(r"\s+", " ", said.strip())
    return bool(_GIVEN.match(plain) or _AWAY.match(plain))
