"""An attachment's ban on its bearer taking another copy of it: "This Shugenja may not Equip
another copy of Suspending Wind unless he is Air." (Suspending Wind; h40adv4 N10), read
exactly: a Personality with that card attached who lacks the keyword refuses another copy of
its title (Reference 03, attachments: what may attach to a Personality; Effects / "May not"),
and takes one while he has the keyword or no copy attached. Read so, the sentence doubts no
play (``solver.keyword_entry_ban``)."""

from __future__ import annotations

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["copy_ban_read", "copy_refused"]

_COPY_BAN = lazy_regex(
    r"^This (?:Shugenja|Personality) may not Equip another copy of (?P<title>[^.]+?) unless he "
    r"is (?P<kw>[A-Z][\w-]*)\.?$"
)


def copy_refused(view: View, host: str, att: CardDef) -> str | None:
    """The sentence of an attachment of ``host`` by which ``host`` refuses ``att`` (another copy
    of that attachment, while he lacks the keyword), or None."""
    for a in view.attachments(host):
        d = view.definition(a)
        for said in d.actions_unread:
            m = _COPY_BAN.fullmatch(said.strip())
            if m is None or m.group("title") != d.title or att.title != d.title:
                continue
            if m.group("kw").lower() not in view.keywords(host):
                return said
    return None


def copy_ban_read(view: View, shown: str) -> bool:
    """Is ``shown`` ("Title (id): sentence") such a ban naming its own card's title, read
    exactly by ``copy_refused``?"""
    title, _, said = shown.partition("): ")
    m = _COPY_BAN.fullmatch(said.strip())
    return m is not None and title.startswith(f"{m.group('title')} (")
