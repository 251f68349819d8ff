"""A keyword given by a sentence not read, which nothing the action meets names: "This
Personality has Magistrate." (Justice of the Crane) beside Asahina Nanae's "Open: Target an Air
Personality: Straighten him." (h40adv6 N3).

Reference 04, Keywords: "Other keywords may work with effects on other cards but have no rules
meaning." A sentence giving cards only keywords (``granted_keywords``), none with rules
meaning, can turn an action only through a text that names one of them: the action's own, or
an ongoing one of a card in play (its traits, Gold production, entering changes, sentences not
read), of the acting card, or a stated effect. Abilities of other cards (Justice's own "If this
Personality has the printed Magistrate keyword", a Strategy in the hand) are not in effect
while this action is announced. When none names them the sentence is no doubt for it; when one
does (Discovering a Conspiracy's "your performing unbowed Magistrate") it stays a doubt, unless
it is "Your <X> [in and out of play] have <Keyword>." read with certainty
(``solver.gate_keywords``: Tsuruchi Nobukatsu • Experienced's "Your Mantis Clan Samurai in and
out of play have Magistrate.") and the action tests the keyword only in its targets' and
performers' selectors, which the targeting asks with the keywords so given."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from model.abilities import Ability
from model.cardtext.qualities import granted_keywords
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.state import View
from solver.gate_keywords import selectors_read_grant

__all__ = ["BOLDFACE_KEYWORDS", "RULES_KEYWORDS", "grant_spared", "grant_unnamed"]

#: keywords the Oracle of the Void export prints boldface in a card's keyword line (Reference
#: 04, Boldface: "showing they have rules associated with them"; those rules are in the keyword
#: reference the rules files cite but do not hold, so what they change is not known)
BOLDFACE_KEYWORDS = frozenset(
    {"armor", "brash", "cavalry", "conqueror", "courage", "destined", "duelist", "elite"}
    | {"enlightened", "expendable", "experienced", "fortification", "kensai", "kharmic"}
    | {"legacy", "loyal", "naval", "overconfident", "reserve", "resilient", "singular"}
    | {"stalwart", "tactician", "unique", "weapon"}
)

#: keywords with rules meaning (as ``solver.traits_in_play._RULES_KEYWORDS``, Tireless and
#: Reserve always among them, and every boldface keyword): giving one may turn an action
#: whatever text names it
RULES_KEYWORDS = frozenset(
    {"unique", "singular", "loyal", "experienced", "tireless", "reserve", "kensai", "shugenja"}
    | {"weapon", "armor", "unstoppable", "spell", "item", "follower", "personality"}
    | {"cavalry", "fortification", "ancestor", "naval", "legacy", "kharmic", "reserve"}
    | set(CLANS)
    | BOLDFACE_KEYWORDS
)

#: a CardDef's fields that hold no ongoing text: its name and printed qualities, its abilities
#: (used only as actions) and its printed text (read into the other fields)
_NOT_ONGOING = frozenset(
    {"title", "keywords", "clan", "abilities", "printed_text", "actions_unread", "provenance"}
)


#: a test of keywords in general (Reference 04, Number of keywords; Different and Same)
_GENERIC = lazy_regex(r"\bkeywords\b|\b(?:same|different|no|any|other) keywords?\b", re.I)


def _ongoing_words(view: View, cid: str) -> str:
    d = view.definition(cid)
    fields = [f.name for f in dataclasses.fields(d) if f.name not in _NOT_ONGOING]
    return " ".join(repr(getattr(d, name)) for name in fields).lower()


def grant_unnamed(
    view: View,
    shown: str,
    card: str | None,
    ab: Ability | None,
    rules: Iterable[str] = RULES_KEYWORDS,
) -> bool:
    """Does the sentence ``shown`` ("Title (id): sentence") give only keywords without rules
    meaning (not in ``rules``) that neither the action ``ab`` of ``card`` nor any ongoing text
    on the board names (see the module)?"""
    said = shown.split("): ", 1)[1] if "): " in shown else ""
    if not said or ab is None or card is None:
        return False
    names = granted_keywords(said)
    if names is None or names & set(rules):
        return False
    ids = sorted({c.id for c in view.state.cards if c.in_play} | {card})
    if any(_GENERIC.search(str(view.definition(c).printed_text)) for c in ids):
        return False  # "different keywords", "the number of keywords": any keyword counts
    text = " ".join([repr(ab).lower(), repr(view.state.effects).lower()])
    text += " " + " ".join(_ongoing_words(view, c) for c in ids)
    text = text.replace(said.lower(), " ")
    return not any(re.search(rf"\b{re.escape(n)}\b", text) for n in names)


_CARD = lazy_regex(r"\((?P<id>[^()\s]+)\): ")


def grant_spared(view: View, shown: str, card: str | None, ab: Ability | None) -> bool:
    """Can the keyword grant ``shown`` ("Title (id): sentence") not turn the action ``ab``:
    no text it meets names the keyword (``grant_unnamed``), or it is "Your <X> have
    <Keyword>." read with certainty and the action tests that keyword only in the selectors
    of its targets and performers, which are asked with it (``selectors_read_grant``)?"""
    if grant_unnamed(view, shown, card, ab):
        return True
    m = _CARD.search(shown)
    said = shown.split("): ", 1)[1] if "): " in shown else ""
    return m is not None and bool(said) and selectors_read_grant(view, ab, m["id"], said)
