"""A card's trait raising its own printed attack's strength: "Miiko's printed :ranged: has +1
strength for each face-up card in your hand." (Shosuro Miiko); "<name>'s printed Ranged Attack
has +1 strength."

A card's printed abilities are its own (Reference 04), so the sentence changes that card's own
attack only (``solver.own_printed_scope`` spares other cards' actions). The strict reading of
the attack (its target's Force at most its strength: Reference 01, Cardinal rule 1 example)
then allows that much more Force: a fixed bonus, or one per face-up card in the hand of the
card's player, which the state shows when the action is announced (``model.board_counts``:
``hand_faceup``; a card in hand is face-down unless the state says so). A sentence with a
condition or another count is not read here: the bonus is left out, as a printed bonus the
strict reading does not read (it may demand more than the truth, never less).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import Ability
from model.cardtext.own_printed_bonus_when import attack_kind, one_force_limit, read_when
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["attack_kinds", "own_printed_bonuses", "unread_printed_bonuses", "with_printed_bonuses"]

_KINDS = {"ranged": "Ranged", "melee": "Melee", "fear": "Fear"}
_SENTENCE = lazy_regex(
    r"^(?:(?P<name>(?-i:[A-Z])[\w'-]*)'s|(?P<this>This (?:Personality|Follower|card))'s"
    r"|(?P<pron>his|her)) printed "
    r"(?::(?P<icon>ranged|melee|fear):|(?P<word>Ranged|Melee)(?: Attack)?|(?P<fear>Fear))"
    r"(?: (?:ability|effect))? has \+(?P<n>\d+) strength"
    r"(?P<each> for each face-up card in your hand)?\.?$",
    re.IGNORECASE,
)


def own_printed_bonuses(
    traits: Sequence[str], title: str, card_type: CardType
) -> tuple[tuple[str, str], ...]:
    """(attack kind, added term) of each trait sentence above among ``traits``: a name must be
    a word of ``title``, "his"/"her" a Personality's own (Reference 03)."""
    found: list[tuple[str, str]] = []
    for para in traits:
        for sentence in re.split(r"(?<=\.)\s+", para.strip()):
            m = _SENTENCE.fullmatch(sentence.strip())
            if m is None:
                continue
            if m["name"] and not re.search(rf"(?<![\w'-]){re.escape(m['name'])}(?![\w'-])", title):
                continue
            if m["pron"] and card_type is not CardType.PERSONALITY:
                continue
            kind = _KINDS[(m["icon"] or m["word"] or m["fear"]).lower()]
            n = int(m["n"])
            found.append((kind, f"{n} * source.hand_faceup" if m["each"] else str(n)))
    return tuple(found)


#: any sentence raising a printed attack's strength ("his printed :ranged: has +1 strength",
#: "This Item's printed Fear effects have +1 strength if ..."), read or not
_ANY = lazy_regex(
    r"\bprinted (?::(?P<icon>ranged|melee|fear):|(?P<word>Ranged|Melee|Fear))"
    r"(?: (?:abilit(?:y|ies)|effects?|Attacks?))? ha(?:s|ve) \+\d+ strength\b",
    re.IGNORECASE,
)


def unread_printed_bonuses(
    traits: Sequence[str], title: str, card_type: CardType
) -> tuple[tuple[str, str], ...]:
    """(attack kind, sentence) of each trait sentence raising the card's own printed attack's
    strength that ``own_printed_bonuses`` does not read (one under a condition: "If you have
    Honesty, ...", "..., while she is attacking and opposed."): left out of the strict
    reading's limit, which may then demand more than the truth (``solver.unread_attack_bonus``
    names it)."""
    found: list[tuple[str, str]] = []
    read = read_when(traits, title, card_type)  # "..., while she is attacking and opposed."
    for para in traits:
        for sentence in re.split(r"(?<=\.)\s+", para.strip()):
            m = _ANY.search(sentence)
            if m is None or own_printed_bonuses([sentence], title, card_type):
                continue
            if sentence.strip() in read:
                continue
            kind = _KINDS[(m["icon"] or m["word"]).lower()]
            found.append((kind, sentence.strip()))
    return tuple(found)


def attack_kinds(ability: Ability) -> tuple[str, ...]:
    """The kinds of the attacks ``ability``'s effects make ("Ranged", "Melee", "Fear")."""
    return tuple(k for e in ability.effects if (k := attack_kind(e.step)) is not None)


def with_printed_bonuses(ability: Ability, bonuses: tuple[tuple[str, str], ...]) -> Ability:
    """``ability`` with each bonus added to the strict Force limit of its one attack of that
    kind (one attack step, one target whose one relation is its Force at most the strength;
    anything else: unchanged)."""
    for kind, term in bonuses:
        if (found := one_force_limit(ability, kind)) is None:
            continue
        spec, limit = found
        changed = replace(spec, where=(f"{spec.name}.force <= {limit} + {term}",))
        ability = replace(
            ability, targets=tuple(changed if t is spec else t for t in ability.targets)
        )
    return ability
