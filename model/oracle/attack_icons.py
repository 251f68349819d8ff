"""The Fear icon of the set files (``:fear:``), read as the word the Oracle export prints in its
place. ../shared/README.md: set-file text is "HTML-ish, with icons like :bow: and :g4:"; no list
defines ``:fear:``, but the set files and the export print the same cards with the icon where the
export has the word "Fear" ("Tireless Battle: :fear: 3 (Bow a target enemy Follower or
Personality without Followers with 3 or lower Force.)", The Hidden Bastion of the Spider; "Battle:
:fear: 3." / "Battle: Fear 3 (...)", Skeletal Troops; ":fear:, :melee:, and :ranged: targeting
this Follower" / "Fear effects, Melee Attacks, and Ranged Attacks targeting this Follower",
Legion of the Khan), as the keyword icons are read as their keywords (":shadowlands:").

``:ranged:`` and ``:melee:`` stand for "Ranged N Attack" or the bare word "Ranged" by position:
they are read only where a strength follows them, the place the export prints the whole attack
("Battle, :bow:: :ranged: 2." / "Battle, :bow:: Ranged 2 Attack.", Incendiary Archers; "Battle:
:ranged: 3." / "Battle: Ranged 3 Attack.", Legion of the Khan; ":melee: 3, with -1 strength if
..." / "Melee 3 Attack with -1 strength if ...", Purity's Fist): ":ranged: N" as "Ranged N
Attack", ":melee: equal to ..." / ":melee: with strength equal to ..." as "Melee Attack equal to
..." (Effects: the attacks). Elsewhere (":ranged: from :fire: Spells", "this :ranged: +1
strength", "two consecutive :ranged: 2", a plural) the icon stays, and the text unread, except
where "this" or "the" names the attack by what it did ("If this :melee: destroyed an enemy
Personality, gain 2 Honor.", Daidoji Akeha, Iron Crane • Experienced, set files): "this Melee
Attack", as the export words an attack named as a noun ("If the Ranged Attack destroyed ...")."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["attack_icon_words", "fear_icon_words"]

#: the icon, not a cost icon's closing colon (":fear::")
_FEAR = lazy_regex(r":fear:(?!:)")


def fear_icon_words(texts: list[str]) -> list[str]:
    """``texts`` with each Fear icon as the word "Fear"."""
    return [_FEAR.sub("Fear", t) for t in texts]


#: an attack icon where its strength follows it: a number (not "+1 strength", not a bonus), or
#: "(with strength) equal to"; not after "consecutive" (a plural: "two consecutive :ranged: 2")
_ATTACK = lazy_regex(
    r"(?<!consecutive ):(?P<kind>ranged|melee):(?!:) "
    r"(?:(?P<n>\d+)\b(?! strength)|(?P<eq>(?:with strength )?equal to)\b)"
)


#: "this :melee: destroyed", "the :ranged: bowed": the attack named by what it did
_DID = lazy_regex(
    r"\b(?P<the>this|the) :(?P<kind>ranged|melee):(?!:) (?=(?:destroyed|bowed|destroys|bows)\b)",
    re.IGNORECASE,
)


def _attack(m: re.Match[str]) -> str:
    kind = m.group("kind").capitalize()
    if m.group("n") is not None:
        return f"{kind} {m.group('n')} Attack"
    return f"{kind} Attack {m.group('eq')}"


def attack_icon_words(texts: list[str]) -> list[str]:
    """``texts`` with each attack icon followed by its strength as the export's words:
    ":ranged: 3" as "Ranged 3 Attack", ":melee: equal to" as "Melee Attack equal to"; the
    Fear icon as "Fear" (``fear_icon_words``)."""
    named = [_DID.sub(lambda m: f"{m.group('the')} {m.group('kind').capitalize()} Attack ", t)
             for t in fear_icon_words(texts)]  # fmt: skip
    return [_ATTACK.sub(_attack, t) for t in named]
