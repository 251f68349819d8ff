"""A last sentence of optional targeting, not read ("You may target and destroy one of his
attachments if your Personality has a Weapon.": Bisento-do). Abilities and actions / B: a
targeting "explicitly described as optional ... by 'may target' wording" is no required target,
and the effects need not happen: such a sentence can't make the action fail, whatever its words.
When the effects text is not read only because of it, the rest is read and the sentence is kept
whole as an optional effect (its target is not offered as an option when announcing: what it may
target is not read).

The same holds for a choice between the targeting and something else ("you may either
straighten the Follower, or target and bow an attachment ...": Abilities and actions / B), for
such a sentence opening with a condition ("If you have Reconnaissance, you may target one of his
attachments and put it in his owner's hand.": the condition only gates what is optional
already; not a condition that targets, "If a target Samurai ..."), and for one in the middle of
the text when every later sentence is free of words that may refer back to it or to what it did
(pronouns, "the", "this", "target"): "You may target and destroy one of the Personality's
attachments. Lose 3 Honor." An "or" is a choice ("..., or lose 2 Honor") except inside a phrase,
before a capitalized noun or keyword (not a capitalized verb: "or Equip"), "with", "without",
"new"/"previous" ("new or previous location") or a comparison ("equal or lower Force")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Effect
from model.cardtext.attachments_bowed import with_bowed_attachments
from model.cardtext.considered_attack import considered_ranged, without_considered
from model.cardtext.effects import ParsedEffects, sentences
from model.cardtext.rules_reminders import without_rules_reminders
from model.cardtext.stat_limit_alternatives import with_stat_limit_alternatives
from model.lazy_regex import lazy_regex

#: (``considered_ranged`` finishes what ``without_considered`` reads here: one import for both)
__all__ = ["considered_ranged", "optional_tail"]

#: "You may target ...", with nothing that could make it required or a cost; "If <condition>,
#: you may target ...": the same, under a condition
_OPTIONAL = lazy_regex(
    r"(?:Then,? |If (?:(?!\btargets?\b)[^.;:\"“”])+?, (?:then )?)?[Yy]ou may "
    r"(?:also |either (?:(?!\b(?:target|cost|costs|must|instead)\b)[^.;:\"“”])+?, or )?target\b"
    r"(?:(?<=\bequal )or (?=(?:lower|higher|greater|less)\b)"
    r"|\bor (?=(?!Equip|Recruit|Proclaim|Lobby|Fear|Melee|Ranged)[A-Z]"
    r"|with\b|without\b|previous\b|new\b)"
    r"|(?!\b(?:must|cost|costs|instead|otherwise|or|unless|each|all|lose|loses)\b)[^.;:\"“”])+\."
)
#: a word that may refer back to an earlier sentence's target or effect
_BACK = lazy_regex(
    r"\b(?:it|its|he|him|his|she|her|they|them|their|this|that|these|those|the|such|same"
    r"|other|another|again|then|targets?|targeted|instead|if|unless|also)\b",
    re.IGNORECASE,
)


def optional_tail(parse: Callable[[str], ParsedEffects], text: str) -> ParsedEffects:
    """``parse(text)``, or, when it is not read and an optional targeting sentence (the module)
    without which it is, the rest read with that sentence an optional effect in its place: the
    last sentence, or an earlier one no later sentence may refer back to."""
    # "...; the card's attachments, if any, must be bowed": read first (attachments_bowed)
    # restated rules, bowed attachments, stat limit alternatives: read first (their modules)
    parse = without_rules_reminders(with_stat_limit_alternatives(with_bowed_attachments(parse)))
    got = parse(text)
    if got.problem is not None and (ranged := without_considered(parse, text)) is not None:
        return ranged  # "...; this is considered a Ranged Attack." (its own module)
    parts = sentences(text)
    if got.problem is None or len(parts) < 2:
        return got
    for at in range(len(parts) - 1, -1, -1):
        if _OPTIONAL.fullmatch(parts[at]) is None:
            continue
        if any(_BACK.search(later) for later in parts[at + 1 :]):
            continue
        rest = parse(" ".join(parts[:at] + parts[at + 1 :]))
        if rest.problem is not None:
            continue
        if at == len(parts) - 1:
            tail = Effect(step=parts[at], optional=True)
            loose = None if rest.lenient_effects is None else (*rest.lenient_effects, tail)
            return replace(rest, effects=(*rest.effects, tail), lenient_effects=loose)
        return _placed(rest, parts, at)
    return got


def _placed(rest: ParsedEffects, parts: list[str], at: int) -> ParsedEffects:
    """``rest`` with the optional sentence ``parts[at]`` put back before the effects of the
    later sentences (each later sentence reads as effects whose ``step`` it holds); unchanged
    order is not sure otherwise: the sentence is then put last (it asks nothing either way)."""
    tail = Effect(step=parts[at], optional=True)
    return replace(
        rest,
        effects=_insert(rest.effects, tail, parts[at + 1 :]),
        lenient_effects=None
        if rest.lenient_effects is None
        else _insert(rest.lenient_effects, tail, parts[at + 1 :]),
    )


def _insert(effects: tuple[Effect, ...], tail: Effect, later: list[str]) -> tuple[Effect, ...]:
    """``tail`` before the first effect read from a sentence in ``later``, else at the end."""
    for i, effect in enumerate(effects):
        if effect.step is not None and any(effect.step.strip() == s.strip() for s in later):
            return (*effects[:i], tail, *effects[i:])
    return (*effects, tail)
