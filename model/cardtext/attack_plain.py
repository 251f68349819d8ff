"""Words of an attack sentence that say nothing about whom the attack may target, read away
before the attack is read (``attack_forms.rewrite_attacks``, then ``effects_attacks``).

A Fear, Melee Attack or Ranged Attack targets "an enemy Follower, or Personality without
Followers" with Force at most its strength (Reference 01, Cardinal rule 1 example; effects.txt,
Source of effects, EXCEPTION 1: a Ranged Attack's targeting comes from its card). So:

- What the attack does to its target instead of destroying it ("Ranged Attack equal to Miiko's
  Chi which puts the target on top of its owner's deck instead of destroying it", Shosuro
  Miiko; "Ranged 4 Attack that bows its target instead of destroying it", Burn the Mind) is
  its effect on the card it targets, not whom it targets: left out.
- A bonus under a condition on the attack's own target ("plus 2 if the Ranged Attack targets
  Daigotsu Arakan", Zansho • Experienced; "with +1 strength if the Fear targets an enemy
  Infantry card") is the same condition as "if the target is ...": written so (a bonus only
  raises the strength; the strict reading leaves it out or reads it as any bonus).
- A possessive printed without its "s" ("equal to Miiko' Chi", Shosuro Miiko in Rise of
  Jigoku) before a stat is the possessive: a card's name not ending in "s" takes "'s".
- A choice between one attack and an effect making two (or three) consecutive attacks of the
  same strength ("Ranged Attack equal to this Shugenja's Chi, or destroy this Spell to make two
  consecutive :ranged: equal to this Shugenja's Chi", Yumi of the Void): either branch's first
  attack is targeted when the action is announced (Abilities and actions / B) with the same
  target and Force limit, so the action's targeting is the one attack's; the other branch adds
  nothing it needs.
- An alternative strength naming a card the effect only may target ("You may target your
  Samurai. Ranged Attack equal to this Shugenja's Chi or the Samurai's Chi", Calling on the
  Sun): the player may always leave that target out, and then the strength is the other
  alternative, the target's ``where``; the named card's stat is a second bound, holding when
  that target is chosen (``optional_strength``; the solver tries the optional target's
  candidates: ``solver.optional_limits``).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["plain_attack_words"]

_ATTACK = r"(?:Fear(?: effect)?|(?:Melee|Ranged)(?: \d+)? Attack)"
_RIDER = lazy_regex(
    r"(?P<attack>\b" + _ATTACK + r"\b[^.();]*?),? (?:and )?(?:which|that) (?:bows|puts) "
    r"(?:its|the) target(?: on (?:the )?top of its owner's (?:Fate |Dynasty )?deck)? "
    r"instead of destroying it(?=[.(]| \(|$)",
    re.IGNORECASE,
)
_TARGETS_IF = lazy_regex(
    r"(?P<lead>(?:\bplus \d+|[+]\d+(?: strength)?) if )(?:the (?:Fear(?: effect)?|Melee Attack"
    r"|Ranged Attack|attack)|it) targets (?=[A-Za-z])",
    re.IGNORECASE,
)
_TYPO = lazy_regex(
    r"(?P<lead>\bequal to (?:twice )?)(?P<name>(?-i:[A-Z])[\w-]*[^\Ws])' "
    r"(?P<stat>Force|Chi|Personal Honor)\b"
)
_STRENGTH = r"(?:(?:with strength )?equal to [^,.();]+?|\d+)"
_CONSECUTIVE = lazy_regex(
    r"(?P<one>\b(?P<kind>Melee|Ranged) (?:(?P<n>\d+) )?Attack(?: (?P<s>(?:with strength )?equal "
    r"to [^,.();]+?))?),? or (?P<eff>[a-z][^,.();:]*?) to make (?:two|three) consecutive "
    r"(?::(?P<icon>ranged|melee):|(?P<kind2>Melee|Ranged)(?: (?P<n2>\d+))? Attacks)"
    r"(?: (?P<s2>(?:with strength )?equal to [^,.();]+?|(?P<n3>\d+)))?(?=\.|$)",
    re.IGNORECASE,
)
_MAY_TARGET = lazy_regex(
    r"(?:^|(?<=[.!] ))You may target (?:your |an? )?(?:[\w-]+ )*?(?P<noun>(?-i:[A-Z])[\w-]+)\.",
    re.IGNORECASE,
)
_OPTIONAL_OR = r"(?P<alt>,? or the {noun}'s (?:Force|Chi|Personal Honor))(?=[,.( ]|$)"


def _equal_to(words: str | None) -> str:
    return re.sub(r"^with strength ", "", (words or "").strip().lower())


def _consecutive(m: re.Match[str]) -> str:
    """The one attack, when the consecutive ones are the same attack of the same strength."""
    kind2 = (m.group("icon") or m.group("kind2") or "").lower()
    n2 = m.group("n2") or m.group("n3")
    same_kind = kind2 == m.group("kind").lower()
    same = (m.group("n") == n2) and _equal_to(m.group("s")) == _equal_to(
        None if m.group("n3") else m.group("s2")
    )
    if not same_kind or not same or not (m.group("n") or m.group("s")):
        return m.group(0)
    return m.group("one")


def _optional_alternative(text: str) -> str:
    """``text`` without an alternative strength naming a card only optionally targeted."""
    for found in _MAY_TARGET.finditer(text):
        noun = re.escape(found.group("noun"))
        after = text[found.end() :]
        pattern = re.compile(
            r"(?P<head>\b" + _ATTACK + r" (?:with strength )?equal to (?:this|his|her|"
            r"(?-i:[A-Z])[\w-]*'s)(?: [\w-]+'s)? (?:Force|Chi|Personal Honor))"
            + _OPTIONAL_OR.format(noun=noun),
            re.IGNORECASE,
        )
        text = text[: found.end()] + pattern.sub(lambda m: m.group("head"), after, count=1)
    return text


def plain_attack_words(text: str) -> str:
    """``text`` (an effects block) with the words above read away."""
    text = _RIDER.sub(lambda m: m.group("attack"), text)
    text = _TARGETS_IF.sub(lambda m: m.group("lead") + "the target is ", text)
    text = _TYPO.sub(lambda m: f"{m.group('lead')}{m.group('name')}'s {m.group('stat')}", text)
    text = _CONSECUTIVE.sub(_consecutive, text)
    return _optional_alternative(text)
