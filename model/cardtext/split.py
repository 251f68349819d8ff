"""Printed text into abilities (Abilities and actions): each ``<br>``-separated paragraph that
opens with a bold prefix ending in a colon ("<b>Political Battle:</b>", "<b>Open, :bow::</b>")
is an action; every other paragraph is a trait or reminder text."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

HTML_TAG = re.compile(r"<[^>]*>")
HTML_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
SPACES = re.compile(r"[ \t\u00a0]+")

#: A prefix ending in an icon that lacks its closing colon (":bow", ":g2").
_OPEN_ICON = re.compile(r"(?:^|[\s,]):[a-z0-9*]+$")
_BOLD_PREFIX = re.compile(r"^\s*<b>(?P<prefix>[^<]*?):\s*</b>\s*(?P<body>.*)$", re.DOTALL)
#: Color text (Reference 03: "italic, no parentheses, describes what effects are simulating; no
#: game impact. Always a separate sentence"): an italic sentence of its own in an action, as
#: "<i>Dairuko rallies her troops.</i>" opening the body or after a sentence's end.
_COLOR_TEXT = re.compile(r"(?:^|(?<=[.!?:]))\s*<i>\s*[A-Z][^<>():\"]*[.!?]\s*</i>(?=\s|$)")


@dataclass(frozen=True, slots=True)
class Printed:
    """One paragraph: ``prefix`` (the bold part without its colon; None for a trait) and the
    plain ``body``; ``text`` is the whole paragraph in plain text."""

    prefix: str | None
    body: str
    text: str


def _plain(fragment: str) -> str:
    return SPACES.sub(" ", html.unescape(HTML_TAG.sub("", fragment))).strip()


def split_printed(texts: list[str] | str) -> list[Printed]:
    """Every paragraph of a card's text, in order (italic reminder text included as traits)."""
    parts = [texts] if isinstance(texts, str) else texts
    out: list[Printed] = []
    for part in parts:
        for para in HTML_BR.split(part):
            if not _plain(para):
                continue
            m = _BOLD_PREFIX.match(para)
            if m is None:
                out.append(Printed(None, _plain(para), _plain(para)))
                continue
            prefix = _plain(m.group("prefix"))
            body = _plain(m.group("body"))
            if _OPEN_ICON.search(prefix) and body.startswith(":"):
                # "<b>Limited, :bow:</b>: ...": the bold part ends with the icon, whose closing
                # colon the prefix's colon took
                prefix, body = prefix + ":", body[1:].strip()
            text = f"{prefix}: {body}"
            if _COLOR_TEXT.search(m.group("body")) and not _OPEN_ICON.search(prefix):
                body = _plain(_COLOR_TEXT.sub(" ", m.group("body")))  # (the text keeps it)
            out.append(Printed(prefix, body, text))
    return out


def is_reminder(paragraph: Printed) -> bool:
    """Reminder text in parentheses (it repeats rules, it adds none)."""
    return (
        paragraph.prefix is None and paragraph.text.startswith("(") and paragraph.text.endswith(")")
    )
