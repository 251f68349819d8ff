"""Reference 05's cap on a dishonorable Personality's Personal Honor lifted by a card's trait:
"Your dishonorable Paragons do not have a maximum Personal Honor of 0 from the rulebook."
(Shamate Keep), "Your dishonorable Battle Maidens do not ..." (h38adv3 W3).

Reference 05: "Dishonorable Personalities have a maximum Personal Honor of zero."; the trait
removes that maximum (and nothing else) from its controller's dishonorable Personalities with
the keyword it names: their Personal Honor is then their printed one with its changes
(``View.stat``). Read whole, or not at all: "Your dishonorable <Keyword ...>s do not have a
maximum Personal Honor of 0 from the rulebook.", of a card in play whose effects the state
does not state, while no unread sentence of a card in play may give or take a keyword or a Clan
(``model.side_stats.keywords_settled``: who has the keyword is then settled); else it stays a
doubt (``CardDef.qualities_unread``)."""

from __future__ import annotations

from model.cards import has_keyword, subject_keywords
from model.lazy_regex import lazy_regex
from model.side_stats import keywords_settled
from model.state import View

__all__ = ["cap_lifted", "settled_cap_lift"]

_SENTENCE = lazy_regex(
    r"^Your dishonorable (?P<words>(?:[A-Z][\w-]* ){0,2}[A-Z][\w-]*?)s do not have a maximum "
    r"Personal Honor of 0 from the rulebook\.?$"
)


def _keywords(view: View, source: str, said: str) -> tuple[str, ...] | None:
    """The keywords ``said`` of ``source`` (in play) names, when read (see the module)."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or not view.card(source).in_play:
        return None
    if any(e.source == source for e in view.state.effects) or not keywords_settled(view):
        return None
    return subject_keywords(m["words"])


def settled_cap_lift(view: View, source: str, said: str) -> bool | None:
    """True when ``said`` of ``source`` is read (see the module; then ``View.stat`` applies
    it), None when not read."""
    return True if _keywords(view, source, said) is not None else None


def cap_lifted(view: View, card_id: str) -> bool:
    """Is the dishonorable cap of ``card_id`` (in play) lifted by a read sentence?"""
    inst = view.card(card_id)
    if not inst.in_play:
        return False
    for src in view.state.cards:
        if not src.in_play or src.controlled_by != inst.controlled_by:
            continue
        for said in view.definition(src.id).qualities_unread:
            kws = _keywords(view, src.id, said)
            if kws and all(has_keyword(view.keywords(card_id), k) for k in kws):
                return True
    return False
