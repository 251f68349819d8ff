"""Who may take part in a duel the action makes, when its target phrase names no card type ("bow
Osema and target a Bandit or an Unaligned Samurai: Osema duels him.", Shinjo Osema, Shinjo
Tashima; "Your target unbowed Samurai challenges another player's target Personality.",
Demonstration of Skill; h39adv3 W3).

A keyword alone names any card with it (Reference 04, Keywords), so "a Bandit" is Bandit Gang,
a Follower, as well as Ogre Outlaw, a Personality. Whether a card that is not a Personality can
be challenged or take part in a duel is not in the rules files: the dueling procedure is in a
file they lack (Reference 04 points to "09-honor-dueling-spells"; effects.txt, EXCEPTION 4,
names duels only). Effects need not happen (FAQ, "Is an action legal if an effect can't
happen?"), but whether the duel's own rules restrict its targets is that same missing text.
So the ability reads two ways (``Ability.lenient``): strictly, each such target (not a
performer; its phrase names no type) is a Personality; leniently, it is as printed. A target
that only a Follower (or another non-Personality) can fill is then ``unknown``, naming this;
one a Personality can fill stays legal, and none at all stays illegal. A challenge inside a
granted ability (quoted text) is that ability's, not read here."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, TargetSpec
from model.cardtext import CardImport
from model.cardtext.effects_duels import CHALLENGE_VERB, mask_duel_nouns
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["NOTE", "duel_targets_read"]

NOTE = (
    "a card that is not a Personality may be challenged or take part in a duel (the dueling "
    "rules are not in the rules files)"
)
_QUOTED = lazy_regex(r"\"[^\"]*\"|“[^”]*”")


def _duels(ability: Ability) -> bool:
    """Do the ability's own effects issue a challenge or a duel (not one in quoted text)?"""
    return any(
        e.step is not None and CHALLENGE_VERB.search(mask_duel_nouns(_QUOTED.sub("", e.step)))
        for e in ability.effects
    )


def _loose(spec: TargetSpec) -> bool:
    """Is ``spec`` a target (no performer) whose phrase names no card type?"""
    return not spec.performer and spec.select.type == ()


def _strict(ability: Ability) -> Ability | None:
    """``ability`` with its loose targets read as Personalities, or None when it has none."""
    if not _duels(ability) or not any(
        isinstance(t, TargetSpec) and _loose(t) for t in ability.targets
    ):
        return None
    targets = tuple(
        replace(t, select=replace(t.select, type=(CardType.PERSONALITY,)))
        if isinstance(t, TargetSpec) and _loose(t)
        else t
        for t in ability.targets
    )
    return replace(ability, targets=targets)


def _two_ways(ability: Ability) -> Ability | None:
    """``ability`` read strictly with the printed reading as its lenient one, or None."""
    strict = _strict(ability)
    if strict is None:
        return None
    if ability.lenient is None:
        return replace(strict, lenient=ability, lenient_note=NOTE)
    return replace(strict, lenient_note=f"{ability.lenient_note}; and {NOTE}")


def duel_targets_read(imported: CardImport) -> CardImport:
    """``imported`` with each action that duels a target whose phrase names no type read two
    ways (see the module)."""
    paragraphs = []
    for p in imported.paragraphs:
        read = _two_ways(p.ability) if p.ability is not None and p.full else None
        paragraphs.append(p if read is None else replace(p, ability=read))
    return replace(imported, paragraphs=tuple(paragraphs))
