"""A board naming a plain title whose Experienced versions the card pool also holds (Reference
01: a card's identity is its title and experience level, so "Hida Kisada" and "Hida Kisada •
Experienced" are two cards): the plain one is read, which may not be what the board meant; a
plain title with no card of its own is read as the card the pool resolves it to, said so. A
warning for ``goodfaith validate``, never an error."""

from __future__ import annotations

import re
from collections.abc import Iterable

from model.lazy_regex import lazy_regex
from model.oracle.pool import CardPool, base_key, title_key

__all__ = ["experienced_versions", "experienced_warnings"]

#: an experienced (or inexperienced) suffix of a title key ("exp", "exp2", "inexp")
_LEVEL = lazy_regex(r" (?:in)?exp\w*$")
_EXPERIENCED = lazy_regex(r"\bexp(?:erienced)?\b", re.IGNORECASE)


def experienced_versions(pool: CardPool, title: str) -> tuple[str, ...]:
    """The pool's titles of ``title``'s Experienced versions when ``title`` names no experience
    level ("Hida Kisada": "Hida Kisada • Experienced"), sorted; () otherwise."""
    key = title_key(title)
    if _LEVEL.search(key):
        return ()
    found = (pool.title_of(k) for k in pool.aliases.get(base_key(title), ()) if k != key)
    return tuple(sorted(t for t in found if _EXPERIENCED.search(t)))


def experienced_warnings(pool: CardPool, titles: Iterable[str]) -> list[str]:
    """One warning per distinct plain title of ``titles`` with Experienced versions."""
    out: list[str] = []
    for title in dict.fromkeys(titles):
        versions = experienced_versions(pool, title)
        if versions and title_key(title) not in pool.index:
            # no card of that plain title: the title resolves to another card (h37adv1)
            got = pool.get(title)
            read = repr(got.card.title) if got is not None else "no card"
            out.append(
                f"{title!r}: the card data has no card of that plain title; it is read as "
                f"{read} (identity is title and experience level, Reference 01): write the "
                "full title"
            )
        elif versions:
            names = ", ".join(repr(v) for v in versions)
            out.append(
                f"{title!r} is read as the card of that plain title; {names} "
                "is another card (identity is title and experience level, Reference 01): "
                "write the full title if that one is meant"
            )
    return out


def state_title_warnings(pool: object, data: object) -> list[str]:
    """``experienced_warnings`` for the card titles of a state's raw ``data`` (what ``validate
    --json`` and ``POST /v1/validate`` report); none without a card pool."""
    if not isinstance(pool, CardPool) or not isinstance(data, dict):
        return []
    rows = data.get("cards") or []
    titles = [r["title"] for r in rows if isinstance(r, dict) and isinstance(r.get("title"), str)]
    return experienced_warnings(pool, titles)
