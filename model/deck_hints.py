"""Hints for a deck list's unknown title (h40adv2 E4).

- A line starting ``//`` (a comment in some exports) is no comment here: only ``#`` starts one.
- A title followed by a printing, "(Diamond Edition)", "[Gold Edition]", "(Hidden Emperor 9)",
  is refused (a deck names cards, not printings), but the title without it is offered as
  "did you mean" when it names a card, whatever the length of the printing's name.
"""

from __future__ import annotations

from collections.abc import Callable

from model.lazy_regex import lazy_regex

__all__ = ["comment_hint", "printing_stripped"]

_PRINTING = lazy_regex(r"^(?P<title>.*?\S)\s*(?:\([^()]*\)|\[[^\[\]]*\])\s*$")


def comment_hint(raw: str) -> str:
    """ "; only '#' starts a comment ..." for a line written as a ``//`` comment, else ""."""
    if raw.lstrip().startswith("//"):
        return "; only '#' starts a comment in a deck list (write '# ...' for this line)"
    return ""


def printing_stripped(title: str, resolve: Callable[[str], str | list[str]]) -> str | None:
    """The card ``title`` names once a trailing printing in brackets is left out (None: no
    such bracket, or the rest names no card)."""
    m = _PRINTING.match(title)
    if m is None:
        return None
    found = resolve(m.group("title"))
    return found if isinstance(found, str) else None
