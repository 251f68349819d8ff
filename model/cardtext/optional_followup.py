"""An optional targeting sentence with a comparison or an article in its list of kinds, and later
sentences that act only on its target ("You may target and bow a Personality with 4 or more Force
or a Fallen, Ninja, or Shadowlands card. After this Terrain is destroyed, straighten the
target.": The Crystal Tears; h44adv6 N8). Abilities and actions / B: "may target" wording is
optional targeting, never a required target, and its effects need not happen; a later sentence
"After this <card> ..., <verb> the target." acts on that optional target alone: neither can make
the action fail. When the effects text is not read only because of them, the rest is read and
they are kept whole as optional effects, listed, never dropped (``model.cardtext.optional_tail``
reads the rest of the family; this module adds only what it leaves: "N or more" and "or a
<Kind>" in the phrase, and such follow-ups)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.abilities import Effect
from model.cardtext.effects import ParsedEffects, sentences
from model.cardtext.optional_tail import optional_tail
from model.lazy_regex import lazy_regex

__all__ = ["optional_with_followup"]

#: "4 or more Force": a comparison, not a choice
_COMPARED = lazy_regex(r"\b(\d+) or (?:more|less|fewer|greater|higher|lower)\b")
#: "You may target and bow <phrase>.": every "or" before a capitalized word, with or without an
#: article (a list of kinds, never a choice of effects); no cost or obligation word
_OPTIONAL = lazy_regex(
    r"You may target and [a-z]+ "
    r"(?:\bor (?=(?:an? )?[A-Z])|(?!\b(?:must|cost|costs|instead|otherwise|or|unless|each|all"
    r"|lose|loses|then|and)\b)[^.;:\"“”])+\."
)
#: "After this Terrain is destroyed, straighten the target.": acts on the optional target only
_FOLLOWUP = lazy_regex(r"After this [A-Z][a-z]+ (?:is|leaves|enters)\b[^,;.]*, [a-z]+ the target\.")


def optional_with_followup(parse: Callable[[str], ParsedEffects], text: str) -> ParsedEffects:
    """``optional_tail(parse, text)``; when that is not read, the reading of the module: the
    rest read, the optional sentence and its follow-ups kept whole as optional effects."""
    got = optional_tail(parse, text)
    if got.problem is None:
        return got
    parts = sentences(text)
    for at, part in enumerate(parts):
        if at == 0 or _OPTIONAL.fullmatch(_COMPARED.sub(r"\1 plus", part.strip())) is None:
            continue
        if not all(_FOLLOWUP.fullmatch(s.strip()) for s in parts[at + 1 :]):
            continue
        rest = parse(" ".join(parts[:at]))
        if rest.problem is not None:
            continue
        kept = tuple(Effect(step=s, optional=True) for s in parts[at:])
        loose = None if rest.lenient_effects is None else (*rest.lenient_effects, *kept)
        return replace(rest, effects=(*rest.effects, *kept), lenient_effects=loose)
    return got
