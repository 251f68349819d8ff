"""A host's own sentence about what attaches to it, as a doubt on an attachment entering play
(Reference 03, attachments; Costs and restrictions / Changes to costs and payments).

"Will not attach non-Ninja Followers." and the like stay a doubt on every Equip of its player
unless ``host_refusal`` reads them (``can_attach``). A price the host names for itself, "Tsuru
attaches Followers for 2 less Gold." or "Hibana Equips Fire Spells for 2 less Gold." on the
Personality whose title has that word, is read by ``solver.in_play_reductions`` per host (the
Equip onto him costs that much less; onto another, nothing changes): no doubt (h37adv1 U5).

An attachment in play is no host: its own subject-less "Will only attach to a Human." (Camel
Mounts, Elephant Cavalry) is where that card itself attaches (Reference 03, attachments),
met or not when it entered play, and never limits another card's Equip (h38gold2: Outriders and
Medium Cavalry onto Shinjo Tselu were `unknown` for it). The card's own play keeps it.
"""

from __future__ import annotations

import re

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.oracle.entering import HOST_WORDS
from model.state import View
from solver.host_must_be import must_be
from solver.host_named_attachment import names_other_attachment
from solver.host_refusals import host_refusal
from solver.in_play_reductions import names_own_price

__all__ = ["host_open_for", "host_sentence_open"]

#: an attachment's own "Will only attach to a Human." / "Will not attach to a Nonhuman."
_OWN_ATTACH_TO = lazy_regex(
    r"^(?:This (?:card|Follower|Item|Spell) )?(?:will|can|may) (?:only |not )?attach to "
    r"[^.;:]+\.?$",
    re.IGNORECASE,
)


def host_sentence_open(text: str, host: CardDef) -> bool:
    """Is ``text``, a sentence of ``host`` (a card in play), about what may attach to it and
    not read (neither a refusal ``can_attach`` reads nor a price of its own)?"""
    if HOST_WORDS.search(text) is None or host_refusal(text) is not None:
        return False
    if must_be(text, host.title) is not None:
        return False  # "Ninja Shapeshifter's Followers must be Ninja." (``refused_by_host``)
    if host.is_attachment and _OWN_ATTACH_TO.fullmatch(text.strip()) is not None:
        return False  # where the attachment itself attaches (see the module)
    return not names_own_price(text, host)


def host_open_for(text: str, host: CardDef, view: View, definition: CardDef) -> bool:
    """``host_sentence_open``, and possibly about ``definition``: not a sentence about attaching
    another card named by its title ("Attaches Heart of Fudo ignoring Gold cost.",
    ``solver.host_named_attachment``)?"""
    return host_sentence_open(text, host) and not names_other_attachment(text, view, definition)
