"""Printed text into abilities (Abilities and actions): each ``<br>``-separated paragraph that
opens with a bold prefix ending in a colon ("<b>Political Battle:</b>", "<b>Open, :bow::</b>")
is an action; every other paragraph is a trait or reminder text."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from model.common import Designator
from model.lazy_regex import lazy_regex

HTML_TAG = lazy_regex(r"<[^>]*>")
HTML_BR = lazy_regex(r"<br\s*/?>", re.IGNORECASE)
SPACES = lazy_regex(r"[ \t\u00a0]+")

#: A prefix ending in an icon that lacks its closing colon (":bow", ":g2").
_OPEN_ICON = lazy_regex(r"(?:^|[\s,]):[a-z0-9*]+$")
_BOLD_PREFIX = lazy_regex(r"^\s*<b>(?P<prefix>[^<]*?):\s*</b>\s*(?P<body>.*)$", re.DOTALL)
#: Color text (Reference 03: "italic, no parentheses, describes what effects are simulating; no
#: game impact. Always a separate sentence"): an italic sentence of its own in an action, as
#: "<i>Dairuko rallies her troops.</i>" opening the body or after a sentence's end.
_COLOR_TEXT = lazy_regex(r"(?:^|(?<=[.!?:]))\s*<i>\s*[A-Z][^<>():\"]*[.!?]\s*</i>(?=\s|$)")


#: A designator prefix printed without bold (late set files: "The Ancient Castle of the Lion":
#: "Battle, :bow:: Move home ...", "... have +1F. Battle, :bow:: ...", "Limited, :g4: Gain 2
#: Honor."): capitalised keywords, a designator (or two joined by "/"), cost icons, and the
#: colon (an icon's own colon may close it), at the start of the text or after a sentence's end.
_DESIGNATORS = "|".join(d.value.capitalize() for d in Designator)
#: (with the prefixes that are no designator, split off as traits: README "Invest")
_DESIGNATOR_WORD = rf"(?:{_DESIGNATORS}|Response|Invest)"
_DESIGNATED = lazy_regex(rf"\b(?:{_DESIGNATORS})\b")
_PLAIN_PREFIX = lazy_regex(
    r"(?:^|(?<=[.!?)] ))(?P<prefix>(?:[A-Z][a-z]+ )*"
    + _DESIGNATOR_WORD
    + r"(?:/"
    + _DESIGNATOR_WORD
    + r")*(?P<icons>(?:,? :[a-z0-9*]+:)*))(?P<colon> ?:)?(?= )"
)


def _outside(text: str, at: int) -> bool:
    """Is position ``at`` of ``text`` outside parentheses and quotation marks (a quoted ability
    given by an effect, a reminder in parentheses)?"""
    depth, quoted = 0, False
    for ch in text[:at]:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch in '"\u201c\u201d':
            quoted = not quoted if ch == '"' else ch == "\u201c"
    return depth == 0 and not quoted


def _plain_actions(plain: str) -> list[Printed]:
    """A paragraph without a bold prefix: a leading trait, then every action whose designator
    prefix is printed in plain text (``_PLAIN_PREFIX``); the whole paragraph as one trait when
    there is none."""
    starts = [
        m
        for m in _PLAIN_PREFIX.finditer(plain)
        if (m.group("colon") or m.group("icons")) and _outside(plain, m.start())
    ]
    if not starts:
        return [Printed(None, plain, plain)]
    out: list[Printed] = []
    lead = plain[: starts[0].start()].strip()
    if lead:
        out.append(Printed(None, lead, lead))
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(plain)
        prefix, body = m.group("prefix").strip(), plain[m.end() : end].strip()
        if _DESIGNATED.search(prefix):
            out.append(Printed(prefix, body, f"{prefix}: {body}"))
        else:  # "Invest :g1::", "Response:": no designator, a trait of its own (README)
            out.append(Printed(None, f"{prefix}: {body}", f"{prefix}: {body}"))
    return out


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
                out.extend(_plain_actions(_plain(para)))
                continue
            prefix = _plain(m.group("prefix"))
            body = _plain(m.group("body"))
            if _OPEN_ICON.search(prefix) and body.startswith(":"):
                # "<b>Limited, :bow:</b>: ...": the bold part ends with the icon, whose closing
                # colon the prefix's colon took
                prefix, body = prefix + ":", body[1:].strip()
            elif _OPEN_ICON.search(prefix) and _DESIGNATED.search(prefix):
                # "<b>Repeatable Battle, :bow:</b> Destroy ..." (Isha): the bold part, which is
                # the whole prefix, ends with the icon; its own colon closed the icon
                prefix += ":"
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
