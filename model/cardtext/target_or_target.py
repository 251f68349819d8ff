"""One target of two kinds said with "target" twice (Abilities and actions / B: a card is
targeted by the word "target"): "Bow a target attachment or a target dishonorable Personality."
(Bounty Hunter) bows one card, either an attachment or a dishonorable Personality. Each
alternative is a target phrase, and one card is chosen: the sentence reads as "Bow a target
attachment or a dishonorable Personality." (one target matching either alternative, as "an Air
Shugenja or a Holding" is read by ``model.cardtext.targets``), which then reads each
alternative on its own or refuses the sentence.

Rewritten only where "or a target ..." follows the first phrase without a comma (", or a target
...": a clause of its own, maybe with a verb or a condition, Suitengu's Embrace, Toritaka
Chokichi) and the second alternative runs, in words alone, to the end of the sentence (a
stat change or any other word after it: "Give a target X +2F or a target Y -2F" is two effects,
not read here).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["one_of_two_targets"]

_TWICE = lazy_regex(
    r"(?P<first>\b(?:a|an) target [A-Za-z' -]+?) or (?P<det>a|an) target "
    r"(?P<second>[A-Za-z' -]+?)(?P<end>\s*\.?\s*)$"
)


def _one(sentence: str) -> str:
    m = _TWICE.search(sentence)
    if m is None or " or " in m.group("first") or " or " in m.group("second"):
        return sentence
    return f"{sentence[: m.start()]}{m.group('first')} or {m.group('det')} {m.group('second')}" + (
        m.group("end")
    )


def one_of_two_targets(text: str) -> str:
    """``text`` with each sentence of the form above said with "target" once."""
    parts = re.split(r"(?<=[.!])\s+", text.strip())
    return " ".join(_one(p) for p in parts)
