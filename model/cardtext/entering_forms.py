"""One sentence that searches a deck and brings the card found into play, read as the sentences
``effects_entering`` reads: "Destroy this Holding to search your Dynasty deck for a Farm Holding
and Recruit it for 2 less Gold" is "Destroy this Holding. Search your Dynasty deck for a Farm
Holding. Recruit it for 2 less Gold." ("Bow X to do Y" in the effects is an effect, not a cost:
Costs and restrictions, Mandatory costs; effects need not succeed, FAQ). A card from a face-down
deck never makes the action illegal: its player does not know the deck (Good Faith Rule)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["rewrite_searches"]

_SEARCH_AND = lazy_regex(
    r"^(?:(?P<pre>(?!if\b|you may\b|after\b|before\b|when\b)[^.;:]+?) to )?"
    r"(?P<search>search your (?:dynasty |fate )?deck for [^.;:]+?) and "
    r"(?P<verb>recruit it|(?:bring|put) it into play)(?P<rest>\b[^:]*)$",
    re.IGNORECASE,
)


#: "Search your Dynasty or Fate deck." (and the misprint "Search you ..."): a face-down deck.
_DECK_SEARCH = lazy_regex(
    r"^search your? (?:(?:dynasty|fate)(?: or (?:dynasty|fate))? )?deck\.?$", re.IGNORECASE
)
#: "If you find a Region, attach it to one of your provinces, paying all costs": what is done
#: with the card the search found.
_IF_FOUND = lazy_regex(r"^if you find an? [\w •-]+?, [^.;:]+\.?$", re.IGNORECASE)


def _found_only(sentences: list[str]) -> list[str]:
    """Sentences after a deck search that only say what to do with the card found ("If you
    find a Region, attach it ..., paying all costs. If you find a Terrain, put it in your
    hand and discard a card."): a card from a face-down deck, which its player is not assumed
    to know (Good Faith Rule), so nothing of it is asked; read as "Place the card found."."""
    out: list[str] = []
    searched = False
    for sentence in sentences:
        found = _IF_FOUND.fullmatch(sentence) is not None and "target" not in sentence.lower()
        if searched and found:
            out.append("Place the card found.")
            continue
        searched = _DECK_SEARCH.fullmatch(sentence) is not None or (searched and found)
        out.append(sentence)
    return out


def rewrite_searches(text: str, keep_first: bool = False) -> str:
    """``text`` with each such sentence split in two or three; ``keep_first``: an opening "If"
    governs the first sentence, which is then not split."""
    out: list[str] = []
    parts = _found_only([p.strip() for p in re.split(r"(?<=[.!])\s+", text.strip())])
    for index, sentence in enumerate(parts):
        m = _SEARCH_AND.fullmatch(sentence.strip())
        if m is None or (keep_first and index == 0):
            if sentence.strip():
                out.append(sentence.strip())
            continue
        if m.group("pre"):
            out.append(f"{m.group('pre')}.")
        search = m.group("search")
        out.append(search[0].upper() + search[1:] + ".")
        verb = m.group("verb")
        out.append(verb[0].upper() + verb[1:] + m.group("rest"))
    return " ".join(out)
