"""A last sentence of targeting that is no required target of the action (Abilities and actions
/ B: "An action's required targets consist of anything that is targeted by the player taking
the action ... unless the targeting is explicitly described as optional. Optional targeting is
described ... by 'may target' wording"; "Optional targeting, or targeting that is done by another
player, happens when it is described - ... as part of effect resolution if it is in the effects
block"):

- "The winner may target and give Reserve to a Personality in a Province, ...", "The Attacker
  may target ...": "may target" said of the Attacker, the Defender, a duel's winner or loser
  (the player taking the action or another): optional, whoever targets;
- "Another player may discard a Spell or Kiho from his hand. If he does not, he must target and
  bow one of his unbowed Personalities.": "he" is the other player the sentence before names as
  its subject (the only player it names): targeting done by another player;
- "... rehonor this Personality, and you may target and rehonor another Personality.": a last
  clause of "you may target" wording, split from its sentence (its head is read as a sentence).

Such a sentence (or clause) can't make the action fail, whatever its words: its targeting is no
requirement and its effects need not happen. Read only when it is the last sentence (no later
sentence may refer back to it) and holds no cost or obligation word ("must" but in "he must
target", "cost", "instead", "otherwise", "or", "unless", "each", "all", "lose"): the rest is read
and the sentence is kept whole as an optional effect, as ``model.cardtext.optional_tail`` keeps
"You may target ..." sentences (it and ``optional_followup`` are tried first).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.abilities import Effect
from model.cardtext.effects import ParsedEffects, sentences
from model.cardtext.optional_followup import optional_with_followup
from model.lazy_regex import lazy_regex

__all__ = ["optional_others"]

#: the rest of the sentence after "target": no cost or obligation word, one sentence
_BODY = (
    r"(?:(?!\b(?:must|cost|costs|instead|otherwise|or|unless|each|all|lose|loses)\b)"
    r"[^.;:\"“”])+\."
)
#: "The winner may target and give ...", "He may choose to target and bow ...": optional
#: targeting of a player named by a role or a pronoun
_MAY_NAMED = lazy_regex(
    r"(?:The (?:Attacker|Defender|winner|loser)(?: of the duel)? may|(?:He|She) may choose to)"
    r" target\b" + _BODY
)
#: "If he does not choose this, gain 2 Honor.": a follow-up of the optional choice only
_IF_NOT = lazy_regex(r"If (?:he|she) does not(?: choose this| do so)?, gain \d+ Honor\.")
#: "If he does not, he must target ...", after a sentence whose subject is another player
_MUST_HE = lazy_regex(r"If he does not(?: do so)?, he must target\b" + _BODY)
_ANOTHER_PLAYER = lazy_regex(
    r"Another player may (?!\btarget)(?:(?!\b(?:you|your|he|him|she|her|player|players)\b)"
    r"[^.;:\"“”])+\."
)
#: "<head>, and you may target and <verb> <card>.": a last clause of optional targeting
_AND_YOU_MAY = lazy_regex(
    r"(?P<head>[^;\"“”]+?), and (?P<tail>you may target and [a-z]+ "
    r"(?:a|an|another|your|one of your)\b" + _BODY + ")"
)


def optional_others(parse: Callable[[str], ParsedEffects], text: str) -> ParsedEffects:
    """``optional_with_followup(parse, text)``; when that is not read and the last sentence is
    such targeting (the module), the rest read with that sentence kept whole as an optional
    effect."""
    got = optional_with_followup(parse, text)
    if got.problem is None:
        return got
    parts = sentences(text)
    split = _optional_last(parts)
    if split is None:
        return got
    head, kept = split
    read = [*parts[: len(parts) - len(kept)], *((head,) if head else ())]
    if not read:
        return got
    rest = parse(" ".join(read))
    if rest.problem is not None:
        return got
    tail = tuple(Effect(step=k, optional=True) for k in kept)
    loose = None if rest.lenient_effects is None else (*rest.lenient_effects, *tail)
    return replace(rest, effects=(*rest.effects, *tail), lenient_effects=loose)


def _optional_last(parts: list[str]) -> tuple[str, tuple[str, ...]] | None:
    """(the head left of the optional sentence, "" when none; the optional sentence or clause
    and its follow-up, if any) of ``parts``' last sentences when they are such targeting; None:
    they are not."""
    if len(parts) > 1 and _IF_NOT.fullmatch(parts[-1].strip()):
        got = _optional_last(parts[:-1])  # "He may choose to target ...  If he does not ..."
        if got is None or got[0]:
            return None
        return "", (*got[1], parts[-1].strip())
    if not parts:
        return None
    last = parts[-1].strip()
    if _MAY_NAMED.fullmatch(last):
        return "", (last,)
    before = parts[-2].strip() if len(parts) > 1 else ""
    if _MUST_HE.fullmatch(last) and _ANOTHER_PLAYER.fullmatch(before):
        return "", (last,)
    m = _AND_YOU_MAY.fullmatch(last)
    if m is not None:
        return f"{m['head']}.", (m["tail"],)
    return None
