"""Text helpers for card data: HTML-ish text to plain text, printed stats to numbers, and the
error a file that is not usable card data raises.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from model.cardtext.split import HTML_BR, HTML_TAG, SPACES
from model.lazy_regex import lazy_regex

__all__ = ["HTML_BR", "HTML_TAG", "SPACES", "OracleError", "parse_stat", "plain_text"]


class OracleError(ValueError):
    """A file that is not a usable Oracle of the Void export; the message names the file."""


def plain_text(value: str | Sequence[str] | None) -> str:
    """HTML of the export as plain text: one line per ``<br>``, tags dropped, entities decoded."""
    if value is None:
        return ""
    parts = [value] if isinstance(value, str) else list(value)
    out: list[str] = []
    for part in parts:
        text = html.unescape(HTML_TAG.sub("", HTML_BR.sub("\n", part)))
        out.extend(SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in out if line)


_STAT = lazy_regex(r"^([+-]?\d+)\*?$")


def parse_stat(value: Any) -> int | None:
    """A stat from the export (``["3"]``, ``"+1"``, ``["-"]``); ``None`` when not a number."""
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if not isinstance(value, str):
        return None
    m = _STAT.match(value.strip())
    return int(m.group(1)) if m else None
