"""A cap on Honor loss that can't lower the losses of a plan (h40adv3 N1): The Forgotten Temple
says "... You do not lose Honor from cards you own. Before you lose Honor: Reduce the loss to 1,
which may not be increased." A Gold plan whose every Honor loss (its sources' "lose N Honor",
from cards the read prevention does not cover: ``solver.honor_loss_scope``) is at most 1 loses
exactly that with the cap applied: the cap sentence changes nothing it pays. With the other
sentences naming Honor loss read (``scopes_read_in_full``), the trait is then no doubt;
House of Disgrace owned by another player, "lose 1 Honor to produce 3 Gold": `legal`. A loss
above the cap, or one not stated as a number, keeps the doubt."""

from __future__ import annotations

import re
from collections.abc import Iterable

from model.lazy_regex import lazy_regex
from solver.honor_loss_scope import scopes_read_in_full

__all__ = ["most_lost", "read_under_cap"]

_CAP = lazy_regex(
    r"^Before you lose Honor: Reduce the loss to (?P<n>\d+)(?:, which may not be increased)?\.?$",
    re.IGNORECASE,
)
_LOSS = lazy_regex(r"\blose (\d+) honor\b", re.IGNORECASE)
_SENTENCE = lazy_regex(r"(?<=\.)\s+")


def most_lost(extras: Iterable[str]) -> int | None:
    """The largest Honor loss the texts ``extras`` ("lose 1 Honor") state; None when none does."""
    found = [int(n) for t in extras for n in _LOSS.findall(t)]
    return max(found) if found else None


def read_under_cap(text: str, most: int | None) -> bool:
    """Is the trait ``text`` read in full once its cap sentence, which can't lower a loss of at
    most ``most`` Honor, is set aside?"""
    if most is None:
        return False
    sentences = _SENTENCE.split(text.strip())
    kept = [
        s for s in sentences if not ((m := _CAP.fullmatch(s)) is not None and int(m["n"]) >= most)
    ]
    if len(kept) == len(sentences):
        return False
    named = [s for s in kept if re.search(r"(?i)lose honor", s)]
    return not named or scopes_read_in_full(" ".join(kept))
