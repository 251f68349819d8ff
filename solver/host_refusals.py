"""A Personality's own sentence refusing attachments but those with a keyword (Reference 03,
attachments: what may attach to a Personality): "Will not attach non-Ninja Followers." (Shosuro
Aroru) is read exactly — that host refuses a Follower without the Ninja keyword and nothing
else (an Item, a Ninja Follower, another host's attachment) — and so doubts no other play
(h26adv1 F4). "Will not attach more than one Follower." (Yoritomo Kamoto; "Masutaro will not
attach more than one Follower." by its own name) is read with the state's attachments: a host
that has one Follower attached refuses another, and takes it while he has none (h36adv1 N6);
"Daitsu will only attach one Weapon." (Kakita Daitsu) likewise, for Weapons (h40adv4 N10).
"Will only attach Followers whose abilities or traits destroy Fortifications." (Kaiu Utsu, Kaiu
Umasu) refuses a Follower whose printed text has no word of destroying or attacking (Light
Infantry: no text at all), since no ability or trait of it can destroy a card; any other Follower
keeps the doubt (h37needless). Other host sentences stay unread
(``solver.playing.entering_unread``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.cards import CardDef, keywords_with_clan
from model.lazy_regex import lazy_regex
from model.state import View
from solver.copy_host_ban import copy_refused
from solver.host_must_be import must_be_refuses
from solver.own_challenge_host import attach_half

__all__ = ["HostRefusal", "host_refusal", "refused_by_host"]

_REFUSES = lazy_regex(
    r"^Will not attach non-(?P<kw>[A-Z][\w-]*) (?P<what>Followers|Items|Spells|Weapons)\.?$"
)
#: the attachments it names: a card type, or the Weapon keyword
_WHAT = {"Followers": "follower", "Items": "item", "Spells": "spell", "Weapons": "weapon"}


#: "[<its name>] will not attach more than one Follower.", "Daitsu will only attach one
#: Weapon." (Kakita Daitsu: at most one; h40adv4 N10)
_AT_MOST = lazy_regex(
    r"^(?:[A-Z][\w'-]+ )?[Ww]ill (?:not attach more than|only attach) (?P<n>one|two|three) "
    r"(?P<what>Followers?|Items?|Spells?|Weapons?)\.?$"
)
_NUMBERS = {"one": 1, "two": 2, "three": 3}


@dataclass(frozen=True, slots=True)
class HostRefusal:
    """A host's refusal read: of attachments ``what`` (a card type, or the Weapon keyword)
    without ``keyword``, or once it has ``most`` of them attached."""

    what: str
    keyword: str | None = None
    most: int | None = None
    #: every such attachment ("Will not attach Followers or issue challenges.", Kakita Yoshi)
    every: bool = False


def host_refusal(sentence: str) -> HostRefusal | None:
    """("follower", "ninja") for "Will not attach non-Ninja Followers.", ("follower", most 1)
    for "Will not attach more than one Follower."; None for any other sentence."""
    text = sentence.strip()
    if (m := _REFUSES.fullmatch(text)) is not None:
        return HostRefusal(_WHAT[m.group("what")], keyword=m.group("kw").lower())
    if (m := _AT_MOST.fullmatch(text)) is not None:
        what = _WHAT[m.group("what").rstrip("s") + "s"]
        return HostRefusal(what, most=_NUMBERS[m.group("n")])
    if (every := attach_half(text)) is not None:  # ``solver.own_challenge_host``
        return HostRefusal(every, every=True)
    return None


def _named(card: CardDef, what: str) -> bool:
    """Is ``card`` one of the attachments ``what`` (its type, or a keyword: Weapon)?"""
    return what == "card" or card.type.value == what or what in card.keywords


#: "Will only attach Followers whose abilities or traits destroy Fortifications." (Kaiu Utsu,
#: Kaiu Umasu): read only where its words settle it (``_cannot_destroy``)
_DESTROYERS = lazy_regex(
    r"^Will only attach (?P<what>Followers|Items|Spells) whose abilities or traits destroy "
    r"[A-Z][\w-]*s\.?$"
)
#: words of a card's text by which it may destroy a card
_DESTROYS = lazy_regex(r"\bdestr\w*|\battack", re.IGNORECASE)


def _cannot_destroy(said: str, att: CardDef) -> bool:
    """Does ``said`` ("Will only attach Followers whose abilities or traits destroy
    Fortifications.") refuse ``att``: one of the attachments it names whose printed text (its
    abilities and traits, Reference 03) has no word of destroying or attacking, so can destroy
    nothing? A text the data does not give, or one that may destroy, is not settled here (the
    sentence stays a doubt, ``solver.playing.entering_unread``)."""
    m = _DESTROYERS.fullmatch(said.strip())
    if m is None or not _named(att, _WHAT[m.group("what")]) or att.printed_text is None:
        return False
    return _DESTROYS.search(att.printed_text) is None


def refused_by_host(view: View, host: str, att: CardDef) -> str | None:
    """The sentence of ``host`` (read by ``host_refusal``, or "Will only attach Followers whose
    abilities or traits destroy Fortifications." where its words settle it) that refuses
    ``att``, or None."""
    d = view.definition(host)
    if (copy := copy_refused(view, host, att)) is not None:  # Suspending Wind (h40adv4 N10)
        return copy
    for said in dict.fromkeys((*d.entering_unread, *d.grants_unread)):
        if _cannot_destroy(said, att) or must_be_refuses(said, d, att):  # "X's Followers must ..."
            return said
        if (got := host_refusal(said)) is None or not _named(att, got.what):
            continue
        if got.every or (got.keyword is not None and got.keyword not in keywords_with_clan(att)):
            return said
        if got.most is not None:
            held = [a for a in view.attachments(host) if _named(view.definition(a), got.what)]
            if len(held) >= got.most:
                return said
    return None
