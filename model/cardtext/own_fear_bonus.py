"""A card's own trait raising its Fear under a condition: "While there is another Follower in
this unit, this Follower has +1F and its :fear: has +1 strength." (Brotherhood of the Waves).

The Fear's strict reading (one target with Force at most its strength) then allows that much
more Force while the condition holds (``LimitWhen``, as a printed bonus under a condition is
read: README "An attack's higher strength under a condition"; the lenient one has no Force
limit). The condition must be one the state shows when the action is announced: "there is
another Follower in this unit" (another Follower attached to the same Personality: Reference
03, units), or one ``parse_condition`` reads with no past occurrence. The stat part ("this
Follower has +1F and") is not this module's. Anything else leaves the sentence as it was (a
bonus left out: the strict reading may demand more than the truth, never less).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.abilities import Ability
from model.cardtext.conditions import parse_condition
from model.cardtext.going_second import fear_bonus_when
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition, CountAtLeast, Selector

__all__ = ["own_fear_bonuses", "with_fear_bonuses"]

_SENTENCE = lazy_regex(
    r"^While (?P<cond>[^,]+), (?:this (?P<noun>Follower|Personality|Item|Spell) has "
    r"(?:[+-]\d+[FC](?:/[+-]\d+[FC])? and )?"
    # "his printed ability is Unstoppable and": a Personality's (Reference 03: "he" or "she"),
    # the keyword no requirement of the action (``own_unstoppable``)
    r"|(?P<his>his|her) printed ability is Unstoppable and )"
    r"its (?::fear:|Fear) has \+(?P<n>\d+) strength\.?$",
    re.IGNORECASE,
)
#: "O-Win is opposing a Shadowlands or Spider Clan Personality": "opposes a Shadowlands
#: Personality or a Spider Clan Personality" (Reference 05: opposing cards)
_IS_OPPOSING = lazy_regex(
    r"^(?P<who>[A-Z][\w'-]*|this [a-z]+) is opposing an? (?P<a>(?-i:[A-Z])[\w-]*(?: Clan)?) or "
    r"(?P<b>(?-i:[A-Z])[\w-]*(?: Clan)?) (?P<noun>Personality|Follower|card)$"
)
_ANOTHER_FOLLOWER = lazy_regex(
    r"^there is another Follower in (?:this|its) unit$|^this unit has another Follower$",
    re.IGNORECASE,
)


def _condition(text: str, title: str, card_type: CardType) -> Condition | None:
    if m := _IS_OPPOSING.fullmatch(text.strip()):
        noun = m.group("noun")
        text = f"{m.group('who')} opposes a {m.group('a')} {noun} or a {m.group('b')} {noun}"
    if _ANOTHER_FOLLOWER.fullmatch(text.strip()):
        other = Selector(type=(CardType.FOLLOWER,), unit_of=SOURCE, other_than=(SOURCE,))
        return Condition(exists=CountAtLeast(select=other))
    cond = parse_condition(text, title, card_type)
    return None if isinstance(cond, str) or cond.pasts() else cond


def own_fear_bonuses(
    traits: Sequence[str], title: str, card_type: CardType
) -> tuple[tuple[Condition, int], ...]:
    """The (condition, bonus) of each trait sentence of the form above among ``traits`` (the
    card's trait paragraphs; a sentence whose noun is not the card's type is not read)."""
    found: list[tuple[Condition, int]] = []
    for para in traits:
        for sentence in re.split(r"(?<=\.)\s+", para.strip()):
            m = _SENTENCE.fullmatch(sentence.strip())
            if m is None:
                continue
            noun = "personality" if m.group("his") else m.group("noun").lower()
            if noun != card_type.value:
                continue
            cond = _condition(m.group("cond"), title, card_type)
            if cond is not None:
                found.append((cond, int(m.group("n"))))
    return tuple(found)


def with_fear_bonuses(ability: Ability, bonuses: tuple[tuple[Condition, int], ...]) -> Ability:
    """``ability`` with each bonus given to its one Fear's strict Force limit (one bonus only:
    several would need their sums; left as they were)."""
    if len(bonuses) != 1:
        return ability
    ((cond, n),) = bonuses
    return fear_bonus_when(ability, n, cond)
