"""A Personality's own sentence refusing attachments but those with a keyword (Reference 03,
attachments: what may attach to a Personality): "Will not attach non-Ninja Followers." (Shosuro
Aroru) is read exactly — that host refuses a Follower without the Ninja keyword and nothing
else (an Item, a Ninja Follower, another host's attachment) — and so doubts no other play
(h26adv1 F4). Other host sentences stay unread (``solver.playing.entering_unread``)."""

from __future__ import annotations

import re

from model.cards import CardDef, keywords_with_clan
from model.state import View

__all__ = ["host_refusal", "refused_by_host"]

_REFUSES = re.compile(
    r"^Will not attach non-(?P<kw>[A-Z][\w-]*) (?P<what>Followers|Items|Spells|Weapons)\.?$"
)
#: the attachments it names: a card type, or the Weapon keyword
_WHAT = {"Followers": "follower", "Items": "item", "Spells": "spell", "Weapons": "weapon"}


def host_refusal(sentence: str) -> tuple[str, str] | None:
    """("follower", "ninja") for "Will not attach non-Ninja Followers."; None for any other
    sentence."""
    m = _REFUSES.fullmatch(sentence.strip())
    return None if m is None else (_WHAT[m.group("what")], m.group("kw").lower())


def refused_by_host(view: View, host: str, att: CardDef) -> str | None:
    """The sentence of ``host`` (read by ``host_refusal``) that refuses ``att``, or None."""
    for said in view.definition(host).entering_unread:
        if (got := host_refusal(said)) is None:
            continue
        what, keyword = got
        named = att.type.value == what or what in att.keywords
        if named and keyword not in keywords_with_clan(att):
            return said
    return None
