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

A host's "Attaches <Name> ignoring Gold cost." (Hyobuko's Heart of Fudo) concerns the card of
that name: an entering card whose title is not that name and none of whose title words,
keywords, type or Clan is one of the name's words can't be it (h46fixa W3); any overlap keeps the
doubt (the name may be a keyword or a kind).
"""

from __future__ import annotations

import re

from model.cards import CardDef, keywords_with_clan
from model.lazy_regex import lazy_regex
from model.oracle.entering import HOST_WORDS
from model.state import View
from solver.host_must_be import must_be
from solver.host_named_attachment import names_other_attachment
from solver.host_refusals import host_refusal
from solver.in_play_reductions import names_own_price

__all__ = ["host_open_for", "host_sentence_open"]

#: "Attaches Heart of Fudo ignoring Gold cost." (Hyobuko): a card or kind named
_ATTACHES_NAMED = lazy_regex(
    r"^(?:[A-Z][\w'-]* )?[Aa]ttaches (?P<name>[A-Z][\w' -]*?) ignoring (?:Gold )?costs?\.?$"
)

#: an attachment's own "Will only attach to a Human." / "Will not attach to a Nonhuman."
_OWN_ATTACH_TO = lazy_regex(
    r"^(?:This (?:card|Follower|Item|Spell) )?(?:will|can|may) (?:only |not )?attach to "
    r"[^.;:]+\.?$",
    re.IGNORECASE,
)


def host_sentence_open(text: str, host: CardDef, entering: CardDef | None = None) -> bool:
    """Is ``text``, a sentence of ``host`` (a card in play), about what may attach to it and
    not read (neither a refusal ``can_attach`` reads nor a price of its own), and may it concern
    ``entering`` (the card entering play, when given)?"""
    if HOST_WORDS.search(text) is None or host_refusal(text) is not None:
        return False
    if entering is not None and _names_another(text, entering):
        return False
    if must_be(text, host.title) is not None:
        return False  # "Ninja Shapeshifter's Followers must be Ninja." (``refused_by_host``)
    if host.is_attachment and _OWN_ATTACH_TO.fullmatch(text.strip()) is not None:
        return False  # where the attachment itself attaches (see the module)
    return not names_own_price(text, host)


def _words(text: str) -> set[str]:
    """Lower-case words, each also without a plural "s"."""
    found = set(re.findall(r"[a-z']+", text.lower()))
    return found | {w[:-1] for w in found if w.endswith("s")}


def _names_another(text: str, entering: CardDef) -> bool:
    """Does ``text`` name, by "Attaches <Name> ignoring Gold cost.", a card that can't be
    ``entering`` (see the module)?"""
    m = _ATTACHES_NAMED.fullmatch(text.strip())
    if m is None:
        return False
    name = m.group("name").strip()
    if name.casefold() == entering.title.casefold():
        return False
    mine = _words(entering.title) | {w for k in keywords_with_clan(entering) for w in _words(k)}
    mine |= _words(entering.type.value)
    return not (_words(name) - {"of", "the", "a", "an"}) & mine


def host_open_for(text: str, host: CardDef, view: View, definition: CardDef) -> bool:
    """``host_sentence_open`` for ``definition`` entering play, and not a sentence about
    attaching another card named by its title ("Attaches Heart of Fudo ignoring Gold cost.",
    ``solver.host_named_attachment``)?"""
    return host_sentence_open(text, host, definition) and not names_other_attachment(
        text, view, definition
    )
