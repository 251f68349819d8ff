"""A card's trait raising its own Force and its own printed attack's strength while a condition
holds: "Haniko has +1F, and her printed :ranged: has +1 strength, while she is attacking and
opposed." (Utaku Haniko).

A card's printed abilities are its own (Reference 04), so the sentence changes that card's own
attack: its strict reading (the target's Force at most the strength: Reference 01, Cardinal
rule 1 example) also allows that much more Force while the condition holds (``LimitWhen``, as a
Fear's bonus under a condition is read: ``own_fear_bonus``). The condition must be one the state
shows when the action is announced ("she is attacking and opposed": Reference 05, attacking and
opposed units), read by ``parse_condition`` with the card's own name for the pronoun and no past
occurrence. Conditions on a word the rules files do not define ("If you have Honesty", Ikoma
Masaru) or on the past are not read: the bonus is left out (the strict reading may demand more
than the truth, never less) and named (``solver.unread_attack_bonus``). The stat part ("Haniko
has +1F") is not this module's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import Ability, LimitWhen, TargetSpec
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["SENTENCE", "own_printed_bonuses_when", "with_printed_bonuses_when"]

_KINDS = {"ranged": "Ranged", "melee": "Melee", "fear": "Fear"}
SENTENCE = lazy_regex(
    r"^(?P<name>(?-i:[A-Z])[\w'-]*) has (?P<own>[+-]\d+[FC](?:/[+-]\d+[FC])?),? and "
    r"(?P<pron>his|her) "
    r"printed (?::(?P<icon>ranged|melee):|(?P<word>Ranged|Melee)(?: Attack)?) has "
    r"\+(?P<n>\d+) strength,? while (?P<cond>(?P<subject>he|she) is [^.,]+?)\.?$",
    re.IGNORECASE,
)
_LIMIT = lazy_regex(r"^(?P<slot>target\d+)\.force <= (?P<limit>[^<>=]+)$")


def own_printed_bonuses_when(
    traits: Sequence[str], title: str, card_type: CardType
) -> tuple[tuple[str, int, Condition, str], ...]:
    """(attack kind, bonus, condition, sentence) of each trait sentence above among ``traits``:
    a Personality's (he/she: Reference 03), its name a word of ``title``."""
    found: list[tuple[str, int, Condition, str]] = []
    if card_type is not CardType.PERSONALITY:
        return ()
    for para in traits:
        for sentence in re.split(r"(?<=\.)\s+", para.strip()):
            m = SENTENCE.fullmatch(sentence.strip())
            if m is None:
                continue
            name = m["name"]
            if not re.search(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])", title):
                continue
            said = name + m["cond"][len(m["subject"]) :]  # "she is attacking" -> "Haniko is ..."
            cond = parse_condition(said, title, card_type)
            if isinstance(cond, str) or cond.pasts():
                continue
            kind = _KINDS[(m["icon"] or m["word"]).lower()]
            found.append((kind, int(m["n"]), cond, sentence.strip()))
    return tuple(found)


def attack_kind(step: str | None) -> str | None:
    """ "Ranged", "Melee" or "Fear" of an effect step making that attack, else None."""
    m = re.match(r"^(?:(Ranged|Melee)(?: \d+)? Attack|(Fear))\b", step or "", re.IGNORECASE)
    return None if m is None else (m[1] or m[2]).capitalize()


def one_force_limit(ability: Ability, kind: str) -> tuple[TargetSpec, str] | None:
    """The one target of ``ability``'s one attack of ``kind`` whose one relation is its Force at
    most the strength, and that strength's words (one attack step, every target a card slot, no
    alternative yet), or None."""
    steps = [k for e in ability.effects if (k := attack_kind(e.step)) is not None]
    specs = [t for t in ability.targets if isinstance(t, TargetSpec)]
    if steps != [kind] or len(specs) != len(ability.targets):
        return None
    found = [
        (spec, m["limit"].strip())
        for spec in specs
        if len(spec.where) == 1 and not spec.where_when
        for m in (_LIMIT.fullmatch(spec.where[0]),)
        if m is not None and m["slot"] == spec.name
    ]
    return found[0] if len(found) == 1 else None


def with_printed_bonuses_when(
    ability: Ability, bonuses: tuple[tuple[str, int, Condition, str], ...]
) -> Ability:
    """``ability`` whose one attack of a bonus's kind (one attack step, one target whose one
    relation is its Force at most the strength, no alternative yet) also allows the strength
    plus the bonus while its condition holds; anything else: unchanged (one bonus only)."""
    if len(bonuses) != 1:
        return ability
    ((kind, n, cond, _said),) = bonuses
    if (found := one_force_limit(ability, kind)) is None:
        return ability
    spec, limit = found
    wider = f"{spec.name}.force <= {limit} + {n}"
    changed = replace(spec, where_when=(LimitWhen(condition=cond, where=(wider,)),))
    return replace(ability, targets=tuple(changed if t is spec else t for t in ability.targets))


def read_when(traits: Sequence[str], title: str, card_type: CardType) -> frozenset[str]:
    """The sentences ``own_printed_bonuses_when`` reads (``unread_printed_bonuses`` leaves them)."""
    return frozenset(s for *_, s in own_printed_bonuses_when(traits, title, card_type))
