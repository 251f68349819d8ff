"""The required targets of a partly read action: the part read before the first clause not read.

Abilities and actions / B. Required targeting: "If the action has required targets, they must
be chosen" on announcement; an action whose required target has no candidate can't be
announced (Good Faith Rule), whatever its later effects say. The importer stops at the first
clause it can't read; the targets of the clauses before it (the constraints block, and the
whole sentences of the effects read alone) are kept, unless a word of the text not read may
widen, replace or excuse them ("instead", "or ...", "even if", "may target", "if you can't",
...): then nothing is kept and the action stays unknown (``Ability.read_part``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from model.abilities import Ability, Designator, TargetSpec, UsageLimit
from model.cardtext.effects import QUOTED, ParsedEffects
from model.lazy_regex import lazy_regex

#: Words of the text not read that may widen, replace, excuse or make optional a target read
#: before them, or add a way to announce the action: then the part read decides nothing.
_WIDENS = lazy_regex(
    r"\b(?:instead|otherwise|even|regardless|rather|alternatively|ignor\w*|in addition|"
    r"additional\w*|also|either|may|can|could|need|must|required|legal|unless|if|"
    r"whether|choose|chosen|redirect\w*|retarget\w*|new targets?|any location|anywhere|"
    r"at home|not at|counts?|considered|treat\w*|as if|as though|regarded)\b|^\s*or\b|\(",
    re.IGNORECASE,
)
#: Words of the part read that make its targets conditional or optional: not kept.
_CONDITIONAL = lazy_regex(r"\b(?:if|unless|may|when|while|instead|or)\b", re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    """Whole sentences outside quotes and parentheses (a reminder's period splits nothing)."""
    out: list[str] = []
    depth, start = 0, 0
    masked = QUOTED.sub(lambda m: "x" * len(m.group(0)), text)
    for i, ch in enumerate(masked):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        end = i + 1
        if ch in ".!" and depth == 0 and (end == len(masked) or masked[end].isspace()):
            out.append(text[start:end].strip())
            start = end
    if text[start:].strip():
        out.append(text[start:].strip())
    return [s for s in out if s]


def read_targets(
    effects_text: str,
    parse: Callable[[str], ParsedEffects],
    constraint_targets: Sequence[TargetSpec],
) -> tuple[TargetSpec, ...]:
    """The required targets read before the first sentence of ``effects_text`` not read
    (``parse`` reads an effects text as the action's own), with the constraints block's; ()
    when none, or when a word of the effects text may change them (``_WIDENS``). The lenient
    reading's targets where the text reads two ways (it demands less)."""
    said = _sentences(effects_text)
    for k in range(len(said) - 1, -1, -1):
        head = " ".join(said[:k])
        got = parse(head) if head else ParsedEffects()
        if got.problem is None:
            break
    else:  # pragma: no cover - k == 0 always parses
        return ()
    # (the sentences read too: the effects reader takes a sentence it does not know as a
    # step that targets nothing, "Your Ronin count as Samurai during this action.")
    if _CONDITIONAL.search(head) or any(_WIDENS.search(s) for s in said):
        return ()
    found = got.targets if got.lenient_targets is None else got.lenient_targets
    targets = (*constraint_targets, *found)
    return targets if any(t.is_required_kind for t in targets) else ()


def read_part(
    targets: tuple[TargetSpec, ...],
    designators: tuple[Designator, ...],
    keywords: tuple[str, ...],
    trigger: str | None,
    limit: UsageLimit,
) -> Ability | None:
    """The part read, as an ability of these targets only (None: no target, or the targets
    read name a card not among them: nothing is claimed)."""
    if not targets:
        return None
    try:
        return Ability(
            designators, keywords=keywords, trigger=trigger, limit=limit, targets=targets
        )
    except ValueError:
        return None


__all__ = ["read_part", "read_targets"]
