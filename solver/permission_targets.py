"""The target a permission Reaction must choose (Abilities and actions: required targeting; an
action without its required targets can't be announced): "After announcing a Kiho action,
target your performing Daimyo, or Personality with "Champion" as part of any of his keywords or
subtitles, with your Clan Alignment. That Personality may be targeted the Kiho as if he were a
Shugenja ..." (Inkyo Teacher; h37adv3 N8). With no Personality of its controller in play that
is one of the alternatives named (a keyword, or a word inside a keyword or the title), the
Reaction gives nothing and can't make an announcement possible.

Read whole, or not at all: "target your [performing] <alternative>[, or <alternative>][, with
your Clan Alignment]. That Personality may be targeted ..." where an alternative is a keyword
("Daimyo") or 'Personality with "<word>" as part of any of his keywords or subtitles'. The
Clan Alignment and "performing" only narrow: not asked. A keyword the state adds counts
(``View.keywords``); an unread sentence in play naming an alternative's word may give it: the
doubt stays."""

from __future__ import annotations

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["no_permission_target"]

_TARGET = lazy_regex(
    r"\btarget your (?:performing )?(?P<who>[^.]+?)\.\s*That Personality may be targeted\b"
)
_NARROW = lazy_regex(r",? with your Clan Alignment$")
_KEYWORD = lazy_regex(r"^[A-Z][\w'-]*(?: [A-Z][\w'-]*)?$")
_PART = lazy_regex(
    r"^Personality with [\"“](?P<word>[^\"“”]+)[\"”] as part of any of his keywords or subtitles$"
)


def _alternatives(text: str) -> list[tuple[str, bool]] | None:
    """(word, whole keyword?) of each alternative the Reaction may target, or None."""
    m = _TARGET.search(text)
    if m is None:
        return None
    out: list[tuple[str, bool]] = []
    for part in _NARROW.sub("", m["who"].strip()).split(", or "):
        if _KEYWORD.match(part):
            out.append((part.lower(), True))
        elif (p := _PART.match(part)) is not None:
            out.append((p["word"].lower(), False))
        else:
            return None
    return out


def no_permission_target(view: View, controller: str, text: str) -> bool:
    """Is the Reaction ``text`` (of a card ``controller`` controls) read so, and none of his
    Personalities in play a target it may choose (see the module)?"""
    alternatives = _alternatives(text)
    if not alternatives:
        return False
    words = [w for w, _ in alternatives]
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        unread = view.definition(inst.id).qualities_unread
        if any(w in said.lower() for said in unread for w in words):
            return False  # an unread sentence may give that keyword
        if inst.controlled_by != controller or view.type_of(inst.id) is not CardType.PERSONALITY:
            continue
        keywords = view.keywords(inst.id)
        title = view.definition(inst.id).title.lower()
        for word, whole in alternatives:
            if word in keywords if whole else any(word in k for k in keywords) or word in title:
                return False
    return True
