"""Gold Production given by text, which the simulation does not play (h29adv2 F7; Costs and
restrictions / Gold production: a Holding produces its Gold Production, and its tokens and
bonuses add to it): "After your turn begins, give this Holding a +1GP Wealth token." (Rice
Farm), "Response: ... give this Holding a +1GP Wealth token if it has fewer than 3."
(Caravansary), "Open, :bow:: Give your target Farm Holding +2GP." (Millet Farm). The simulation
gives no token and uses no action, so such a deck's Gold is a floor, NOT MEASURED: the report
lists each sentence (``ModelGap`` kind ``gold tokens``), warns, says so in the table's title
and in the JSON (``gold_tokens_unread``). Read from the card text of the pool (``--cards``);
the bundled library carries no text."""

from __future__ import annotations

import re
from dataclasses import replace

from model.decklist import DeckList
from model.lazy_regex import lazy_regex
from model.oracle.pool import CardPool
from solver.analysis.goldfish import GoldfishReport, ModelGap

__all__ = [
    "GOLD_TOKENS",
    "gold_token_text",
    "token_gold_unread",
    "token_placing_text",
    "with_token_gold",
]

#: a ``ModelGap`` kind: Gold Production given by a card's text (a token, a bonus)
GOLD_TOKENS = "gold tokens"
_SENTENCE = lazy_regex(r"[^.\n]*?\+\d+ ?(?:GP\b|Gold Production\b)[^.\n]*\.?")
#: a sentence putting tokens on a card ("After the first time each turn this Holding produces
#: Gold, put a Wealth token on it."): Gold for a card whose production counts its tokens
_PUTS_TOKENS = lazy_regex(r"[^.\n]*?\b(?:put|place)s?\b[^.\n]*\btokens?\b[^.\n]*\.?", re.I)
_GIVES = lazy_regex(r"\bgives?\b|\btokens?\b", re.IGNORECASE)
_TAGS = lazy_regex(r"<[^>]+>")
_EFFECT = "the simulation gives no Gold Production token or bonus: Gold NOT MEASURED"
_WARNING = (
    "Gold Production given by text (tokens, bonuses) is not simulated: the Gold figures are a "
    "floor, NOT MEASURED ({})"
)


def gold_token_text(text: str) -> tuple[str, ...]:
    """The sentences of ``text`` that give Gold Production ("+1GP Wealth token", "+2GP")."""
    plain = _TAGS.sub("", text)
    found = (m.group(0).strip() for m in _SENTENCE.finditer(plain))
    return tuple(dict.fromkeys(s for s in found if _GIVES.search(s)))


def token_placing_text(text: str) -> tuple[str, ...]:
    """The sentences of ``text`` that put tokens on a card (h38decks: Secluded Waystation's
    Wealth token, counted by its "plus 1 Gold for each Wealth token"; Moneylender's)."""
    plain = _TAGS.sub("", text)
    return tuple(dict.fromkeys(m.group(0).strip() for m in _PUTS_TOKENS.finditer(plain)))


def with_token_gold(report: GoldfishReport, deck: DeckList, pool: CardPool) -> GoldfishReport:
    """``report`` with a gap for each such sentence of the deck's cards, and a warning: one
    that gives Gold Production, and one that puts tokens on a card whose production counts
    them (the simulation places no token)."""
    copies: dict[str, int] = {}
    for entry in deck.entries():
        copies[entry.title] = copies.get(entry.title, 0) + entry.count
    lib = deck.library()
    counts = {t for t in copies if any(m.per_token or m.from_tokens for m in lib[t].production)}
    gaps = [
        ModelGap(title, n, GOLD_TOKENS, said, _EFFECT)
        for title, n in copies.items()
        if (card := pool.get(title)) is not None
        for said in dict.fromkeys(
            (
                *gold_token_text(card.text or ""),
                *(token_placing_text(card.text or "") if title in counts else ()),
            )
        )
    ]
    if not gaps:
        return report
    titles = ", ".join(dict.fromkeys(g.title for g in gaps))
    return replace(
        report,
        not_modelled=(*report.not_modelled, *gaps),
        warnings=(*report.warnings, _WARNING.format(titles)),
    )


def token_gold_unread(report: GoldfishReport) -> bool:
    """Does the deck give Gold Production by text the simulation does not play?"""
    return any(g.kind == GOLD_TOKENS for g in report.not_modelled)
