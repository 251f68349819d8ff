"""Cards named before in the constraints block. A comparison with a card of yours ("Choose your
performing unbowed Paragon and target an attachment with Force equal to or lower than your
Paragon's Personal Honor"): "your Paragon" is the one card of yours chosen or targeted before
with that keyword (Abilities and actions / B: targets and performers are chosen in the order
written). The phrase grammar writes it ``{your:paragon}``; it is read only when exactly one
earlier card fits, and refused everywhere else."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.target_words import self_words
from model.cardtext.targets import Phrase
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller

__all__ = [
    "YOUR",
    "in_his_unit",
    "in_own_unit",
    "own_performer",
    "resolve_yours",
    "unresolved_yours",
]

#: The placeholder the phrase grammar writes for "your <keyword>'s".
YOUR = lazy_regex(r"\{your:(?P<kw>[a-z-]+)\}")


def resolve_yours(phrase: Phrase, earlier: tuple[TargetSpec, ...]) -> Phrase | str:
    """``phrase`` with each "your <keyword>" naming the one earlier card of yours with the
    keyword (its slot), or why not."""
    where: list[str] = []
    for relation in phrase.where:
        for kw in YOUR.findall(relation):
            fits = [
                spec.name
                for spec in earlier
                if spec.select.controller is Controller.YOU
                # "your Personality's": the one Personality of yours (the card type)
                and (kw in spec.select.keyword or (kw,) == tuple(t.value for t in spec.select.type))
                and spec.count == 1
                and not spec.up_to
                and not spec.optional
            ]
            if len(fits) != 1:
                return f"a comparison with 'your {kw}' ({len(fits)} cards of yours named before)"
            relation = relation.replace(f"{{your:{kw}}}", fits[0])
        where.append(relation)
    return replace(phrase, where=tuple(where))


def unresolved_yours(where: tuple[str, ...]) -> str | None:
    """What a phrase's comparison names that no earlier card settled ("your Paragon's")."""
    for relation in where:
        if (m := YOUR.search(relation)) is not None:
            return f"a comparison with 'your {m.group('kw')}'"
    return None


#: "a bowed card in his unit (which may be him)": a card of the unit of the Personality named
#: just before (Reference 03: a unit is a Personality and the cards attached to him).
_HIS_UNIT = lazy_regex(
    r"\s+in (?:his|her) unit(?:\s*\((?:which|who) may be (?:him|her)\))?\s*$", re.IGNORECASE
)


def in_his_unit(body: str, last: tuple[str, bool] | None) -> tuple[str, str] | str | None:
    """``body`` without a closing "in his unit" and the slot of the Personality "his" names
    (the one card named just before, ``last``); None: no such words; a string: not read.
    "(which may be him)" says what the reading allows anyway: the unit holds him."""
    m = _HIS_UNIT.search(body)
    if m is None:
        return None
    if last is None or not last[1]:
        return "'in his unit' after no one Personality"
    return body[: m.start()], last[0]


#: "your performing Follower in Tensin's unit": of the unit of the Personality itself.
_OWN_UNIT = lazy_regex(
    r"\s+in (?:(?P<name>[\w-]+)(?:'s|\u2019s)|(?P<this>this)) unit\s*$", re.IGNORECASE
)


def in_own_unit(body: str, title: str, card_type: CardType | None) -> tuple[str, str] | None:
    """``body`` without a closing "in <its name>'s unit" (or "in this unit") on a Personality,
    and ``source`` (the unit of the card itself: Reference 03, a unit is a Personality and the
    cards attached to him); None: no such words."""
    m = _OWN_UNIT.search(body)
    if m is None or card_type is not CardType.PERSONALITY:
        return None
    if m.group("this") is None and m.group("name").lower() not in self_words(title):
        return None
    return body[: m.start()], SOURCE


#: "Bow Misaki's performing Follower": a performing Follower of the Personality itself.
_OWN_PERFORMER = lazy_regex(
    r"^(?P<verb>\s*(?:bow|destroy|choose)\s+)(?P<name>[\w-]+)(?:'s|\u2019s) performing "
    r"(?P<noun>Followers?)\s*$",
    re.IGNORECASE,
)


def own_performer(part: str, title: str, card_type: CardType | None) -> str:
    """ "Bow Misaki's performing Follower" on a Personality as "Bow your performing Follower in
    Misaki's unit": a Personality's Follower is one attached to him (Reference 03), so in his
    unit, and a performer is yours; any other clause unchanged."""
    m = _OWN_PERFORMER.match(part)
    if m is None or card_type is not CardType.PERSONALITY:
        return part
    if m.group("name").lower() not in self_words(title):
        return part
    return f"{m.group('verb')}your performing {m.group('noun')} in {m.group('name')}'s unit"
