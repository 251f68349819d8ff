"""A prevention of its player's Honor loss from his own cards: "You do not lose Honor from cards
you own." (The Forgotten Temple, Foothold of the Mad), "You do not lose Honor from your cards."
(Ikikashi Sensei), "You do not lose Honor from Ninja cards you own.", "... from Spider Clan and
Fate cards you own." (Costs and changes: a prevented change can't pay a cost; Costs and
restrictions / Costs and changes, Example 1: "A player who cannot lose Honor cannot pay the cost
'Lose 2 Honor'").

Read per sentence of a trait: the cards whose Honor losses are prevented, "you" being the
controller of the card with the trait. A scope in other words ("your Shadowlands Followers and
Human Shadowlands Personalities") is not read (``honor_loss_scopes`` gives nothing for it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from model.lazy_regex import lazy_regex

__all__ = ["HonorLossScope", "honor_loss_scopes"]


@dataclass(frozen=True, slots=True)
class HonorLossScope:
    """The cards a loss from which is prevented: ``owned`` cards you own (else "your cards":
    cards you own and control); ``kinds``: any of these (lower-case keywords, a Clan as
    "<name> clan", or "fate": a card of the Fate deck); empty: every such card."""

    owned: bool
    kinds: tuple[str, ...] = ()
    text: str = ""


_SENTENCE = lazy_regex(r"^you (?:do not|will not|cannot|can't) lose honor from (?P<scope>.+?)\.?$")
_OWNED = lazy_regex(r"^(?:(?P<kinds>.+?) )?cards you own$")
#: one kind: "Fate", "Ninja", "Fudo", "Spider Clan" (a keyword, a Clan, the Fate deck)
_KIND = lazy_regex(r"^(?:[a-z]+ clan|[a-z]+)$")
_NOT_KINDS = frozenset({"other", "your", "the", "all", "any", "these", "those", "non"})


def _kinds(words: str) -> tuple[str, ...] | None:
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", words)]
    if not parts or any(not _KIND.match(p) or p in _NOT_KINDS for p in parts):
        return None
    return tuple(parts)


@lru_cache(maxsize=1024)
def honor_loss_scopes(text: str) -> tuple[HonorLossScope, ...]:
    """The Honor-loss preventions of a trait paragraph, one per sentence read."""
    out: list[HonorLossScope] = []
    for sentence in re.split(r"(?<=\.)\s+", text.strip()):
        m = _SENTENCE.match(sentence.strip().lower())
        if m is None:
            continue
        scope = m.group("scope")
        if scope == "your cards":
            out.append(HonorLossScope(owned=False, text=sentence.strip()))
            continue
        owned = _OWNED.match(scope)
        if owned is None:
            continue
        kinds = () if owned.group("kinds") is None else _kinds(owned.group("kinds"))
        if kinds is not None:
            out.append(HonorLossScope(owned=True, kinds=kinds, text=sentence.strip()))
    return tuple(out)
