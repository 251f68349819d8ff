"""Effects as far as legality needs them (Abilities and actions / Good Faith Rule, Required
targeting; FAQ: effects need not succeed). A sentence is claimed when it is legality-neutral
(no targeting, choice, bringing into play, attack, restriction or cost words) or its only
such content is one simple required target ("Bow a target enemy Personality")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.abilities import Block, Effect, TargetSpec
from model.common import CardType
from model.selectors import Controller, Selector

#: Words that make a sentence matter to legality (or that the grammar does not read yet).
LEGALITY_WORDS = re.compile(
    r"\b(targets?|targeted|targeting|choose|chosen|chooses|bring|brings|brought|into play|"
    r"recruit|attach|ranged|melee|fear|attacks?|if|unless|while|only|cannot|can't|may not|"
    r"instead|costs?|pay|pays|announce|as though|as if|even|search|reveal|duel|challenge|"
    r"performing|performer|create|creates|trait|action|actions|ability|abilities|"
    r"negate|cancel|reaction|interrupt|battle|open|limited|engage|play)\b",
    re.IGNORECASE,
)
_TARGET = re.compile(
    r"\b(?:a|an|one)\s+target\s+(?P<quals>(?:(?:enemy|your|unbowed|bowed|dishonorable|"
    r"honorable)\s+)*)(?P<noun>personality|follower|holding|item|spell|region)"
    r"(?P<after>\s*(?:$|[.,;]|[+-]\d|\band\b|\bto\b|\bhome\b))",
    re.IGNORECASE,
)
_NOUNS = {
    "personality": CardType.PERSONALITY,
    "follower": CardType.FOLLOWER,
    "holding": CardType.HOLDING,
    "item": CardType.ITEM,
    "spell": CardType.SPELL,
    "region": CardType.REGION,
}


@dataclass(frozen=True, slots=True)
class ParsedEffects:
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    problem: str | None = None
    gap: str = ""


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!])\s+", text.strip()) if s.strip()]


def _target(m: re.Match[str], name: str) -> TargetSpec:
    quals = m.group("quals").lower().split()
    controller = Controller.ANY
    if "enemy" in quals:
        controller = Controller.OPPONENT
    elif "your" in quals:
        controller = Controller.YOU
    bowed = True if "bowed" in quals else False if "unbowed" in quals else None
    dishonorable = True if "dishonorable" in quals else False if "honorable" in quals else None
    select = Selector(
        type=(_NOUNS[m.group("noun").lower()],),
        controller=controller,
        bowed=bowed,
        dishonorable=dishonorable,
    )
    return TargetSpec(name=name, select=select, block=Block.EFFECTS)


def parse_effects(text: str) -> ParsedEffects:
    """The effects text (after the last colon) of an action."""
    effects: list[Effect] = []
    targets: list[TargetSpec] = []
    for sentence in sentences(text):
        rest = sentence
        found = list(_TARGET.finditer(sentence))
        if len(found) > 1:
            return ParsedEffects(problem=f"several targets in {sentence!r}", gap="several targets")
        if found:
            targets.append(_target(found[0], f"target{len(targets) + 1}"))
            rest = sentence[: found[0].start()] + " it" + sentence[found[0].end("noun") :]
        if (m := LEGALITY_WORDS.search(rest)) is not None:
            word = m.group(0).lower()
            return ParsedEffects(
                problem=f"{m.group(0)!r} in {sentence!r}", gap=f"the word {word!r}"
            )
        effects.append(Effect(step=sentence))
    if not effects:
        return ParsedEffects(problem="no effect", gap="no effect")
    return ParsedEffects(tuple(effects), tuple(targets))
