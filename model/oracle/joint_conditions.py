"""Two state conditions joined, and "no" cards, in the conditions the Gold production and
entering readers know (``model.oracle.production_terms._condition``; Costs and restrictions /
Changes to costs and payments: a change applies while its condition holds):

- "you are a Naga player and have no Personalities in play" (Shalasha): both must hold, the
  second read with its "you" ("you have no Personalities in play");
- "you have no <cards> [in play]", "you control no <cards>": none of "you control any <cards>".

Each part is read by the same reader, whole, or the sentence is not read (h44adv3 P22)."""

from __future__ import annotations

from collections.abc import Callable

from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = ["joint_condition"]

_NONE = lazy_regex(r"you (?:have|control) no (?P<what>[a-z][a-z' -]*?)(?: in play)?")
_BOTH = lazy_regex(r"(?P<a>you (?:(?! and ).)+) and (?P<b>(?:have|control|are) .+)")


def joint_condition(text: str, read: Callable[[str], Condition]) -> Condition | None:
    """``text`` (lower case) read as the module says with ``read`` for each part, or None
    when not of those shapes (``read`` raises on a part it does not know)."""
    if m := _NONE.fullmatch(text):
        return Condition(none_of=(read(f"you control any {m['what']}"),))
    if m := _BOTH.fullmatch(text):
        return Condition(all_of=(read(m["a"]), read(f"you {m['b']}")))
    return None
