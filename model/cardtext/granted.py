"""Abilities a card's traits grant to players or to other cards ("You have the ability,
"Repeatable Battle: ..."", "Each of your Scorpion Clan Personalities has the ability, "...""):
Reference 04 (traits may grant abilities), Reference 02 ("Players may gain abilities/traits
from effects"). They are not read as actions (``model.cardtext.own_traits.GRANTED`` sets them
aside from the card's own actions); the sentences are kept (``CardDef.grants_abilities``) so
that every lister names them, answered ``unknown`` (``solver.granted``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cardtext.own_traits import GRANTED
from model.lazy_regex import lazy_regex

__all__ = ["granted_sentences"]

_QUOTED = lazy_regex(r"[\"“][^\"”]*[\"”]")
_END = lazy_regex(r"[.!?][\"”]?\s+")


def granted_sentences(traits: Sequence[str]) -> tuple[str, ...]:
    """The whole sentences of trait paragraphs ``traits`` that grant an ability (the quoted
    ability's own sentences kept inside it), in printed order."""
    found: list[str] = []
    for text in traits:
        if not GRANTED.search(text):
            continue
        # sentence ends outside the quoted abilities only (a list of them, "the abilities,
        # "..." and "..."", is one grant)
        masked = _QUOTED.sub(_mask, GRANTED.sub(_mask, text))
        start = 0
        for end in [m.end() for m in _END.finditer(masked)] + [len(text)]:
            sentence = text[start:end].strip()
            if sentence and GRANTED.search(sentence):
                found.append(sentence)
            start = end
    return tuple(found)


def _mask(m: re.Match[str]) -> str:
    """A quoted ability hidden, the sentence end it closes with (``."``) kept."""
    quoted = m.group()
    if len(quoted) > 2 and quoted[-2] in ".!?":
        return "q" * (len(quoted) - 2) + quoted[-2:]
    return "q" * len(quoted)
