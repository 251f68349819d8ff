"""A host's own sentence about what attaches to it, as a doubt on an attachment entering play
(Reference 03, attachments; Costs and restrictions / Changes to costs and payments).

"Will not attach non-Ninja Followers." and the like stay a doubt on every Equip of its player
unless ``host_refusal`` reads them (``can_attach``). A price the host names for itself, "Tsuru
attaches Followers for 2 less Gold." or "Hibana Equips Fire Spells for 2 less Gold." on the
Personality whose title has that word, is read by ``solver.in_play_reductions`` per host (the
Equip onto him costs that much less; onto another, nothing changes): no doubt (h37adv1 U5).
"""

from __future__ import annotations

from model.cards import CardDef
from model.oracle.entering import HOST_WORDS
from solver.host_refusals import host_refusal
from solver.in_play_reductions import names_own_price

__all__ = ["host_sentence_open"]


def host_sentence_open(text: str, host: CardDef) -> bool:
    """Is ``text``, a sentence of ``host`` (a card in play), about what may attach to it and
    not read (neither a refusal ``can_attach`` reads nor a price of its own)?"""
    if HOST_WORDS.search(text) is None or host_refusal(text) is not None:
        return False
    return not names_own_price(text, host)
