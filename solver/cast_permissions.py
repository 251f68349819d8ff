"""Permissions of a card in play to perform or play what the rules would refuse, not read:
"Toryu may cast Kihos as if he were a Shugenja." (Tonbo Toryu), "Ninja Mystic may
perform Kiho actions as if she were a Shugenja." (read too by ``solver.keyword_inheritance``:
Kawaru Coins is a Kiho Strategy whose text opens "Limited:"), "Isawa may cast Spells in your
hand as if they were attached to him, ..." (Isawa • Experienced 7), "Kan'chek may cast Spells in
any discard pile as if ...", "While Yoma is in the current battle, your Shugenja may cast Spells
and Kihos as though they were in the current battle.", "Once per turn, you may play a Strategy
from any player's discard pile as if it were in your hand." (Kan'ok'ticheck), "You may play
attachment cards from your discard pile as if they were in your hand." (Shiba).

Such a sentence can only allow (Abilities and actions: who performs, where a card is used
from), so it may turn an illegal verdict of its controller's action on a card of the kind it
names (Kihos: the Kiho keyword; Spells: the Spell type; a Strategy; attachment cards), from
the area it names (the hand, a discard pile, the Fate deck; a card already in the hand is not
played "as if in your hand"). Any other action it can't touch: its doubt is scoped to those
(``solver.traits_in_play``), never board-wide. A kind or area not read keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.traits_on_actions import PERMITS_AT_ANNOUNCING
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Selector
from model.state import View
from model.zones import Zone
from solver.verdict import Reason, Verdict

__all__ = ["performer_untouched", "permission_spares", "play_permission_spares"]

_CAST = lazy_regex(
    r"^(?:(?:While|If) [^,]+, )?(?P<who>[\w' -]+?) may (?:attach and )?(?:cast|perform) "
    r"(?P<kinds>[\w ]+?)"
    r"(?: (?:in|from) (?P<zone>[\w' ]+?))? as (?:if|though)\b"
    r"(?: (?:he|she) (?:were|was) an? (?P<as>[A-Z][\w'-]+)\b)?",
    re.IGNORECASE,
)
_PLAY = lazy_regex(
    r"^(?:Once per \w+, )?(?P<who>You) may (?:play|attach) (?P<what>[\w' -]+?)"
    r"(?: (?:to|for) [^,.]+?)?? (?:from|in|of) (?P<zone>[\w' ]+?)"
    r"(?: for [^,.]+?)? as if (?:it|they) (?:were|was)\b[^.]*\bin your hand\b",
    re.IGNORECASE,
)
#: the kinds a sentence names: a keyword, a card type, or a test on the card
_KIND_WORDS: dict[str, str] = {
    "kiho": "kw:kiho",
    "kihos": "kw:kiho",
    "spell": "type:spell",
    "spells": "type:spell",
    "strategy": "type:strategy",
    "strategies": "type:strategy",
    "follower": "type:follower",
    "followers": "type:follower",
    "item": "type:item",
    "items": "type:item",
    "attachment": "attachment",
    "attachments": "attachment",
    "terrain": "kw:terrain",
    "terrains": "kw:terrain",
    "formation": "kw:formation",
    "formations": "kw:formation",
}
#: "... Hoshi may perform it as if he were a Monk ...": the keyword a performer is taken to have
_PERFORMS_AS = lazy_regex(
    r"\bmay (?:perform|cast)\b[^.]*?\bas (?:if|though) (?:he|she) (?:were|was) an? "
    r"(?P<kw>[A-Z][\w'-]+)\b",
    re.IGNORECASE,
)
_FILLER = frozenset(
    {"a", "an", "the", "and", "or", "card", "cards", "fate", "top", "of", "your"}
    # "Kiho actions", "Limited Kiho actions": the designator left open (wider)
    | {"action", "actions", "battle", "open", "limited", "engage"}
)


def _kinds(words: str) -> set[str] | None:
    """The kinds named ("Spells and Kihos", "attachment cards", "a Fate card": every Fate card),
    or None when a word is not read."""
    found: set[str] = set()
    for w in re.findall(r"[\w'-]+", words.lower()):
        if w in _KIND_WORDS:
            found.add(_KIND_WORDS[w])
        elif w not in _FILLER:
            return None
    return found or {"any"}


def _of_kind(view: View, card: str, kinds: set[str]) -> bool:
    d = view.definition(card)
    for k in kinds:
        if k == "any" or (k == "attachment" and d.is_attachment):
            return True
        if k.startswith("kw:") and k[3:] in d.keywords:
            return True
        if k.startswith("type:") and d.type is CardType(k[5:]):
            return True
    return False


def _zones(words: str | None) -> frozenset[Zone] | None:
    """The areas named ("your hand", "any discard pile", "your Fate deck"), None: not read."""
    if words is None:
        return None
    low = words.lower()
    if low.endswith("hand"):
        return frozenset({Zone.HAND})
    if low.endswith("discard pile"):
        return frozenset({Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD})
    if low.endswith("fate deck"):
        return frozenset({Zone.FATE_DECK})
    return None


def performer_untouched(ab: Ability | None, verdict: Verdict, keyword: str) -> bool:
    """Can "... may cast Kihos as if he were a <keyword>" not turn this illegal verdict: not
    now (a keyword gives no other time), or no selector of the action asks that keyword (as a
    Shugenja, he is still no Monk)?"""
    if verdict.details and verdict.details[0].code == "timing":
        return True
    if ab is None:
        return False
    kw = keyword.lower()
    if verdict.details and all(_slot_untouched(ab, d, kw) for d in verdict.details):
        return True  # refused by a target whose selector asks no such keyword (h30rm2)
    return not any(
        isinstance(o, Selector) and kw in (*o.keyword, *o.any_keyword) for o in nested(ab)
    )


def _slot_untouched(ab: Ability, detail: Reason, kw: str) -> bool:
    """Is ``detail`` a required-targeting failure of one slot (not a performer) whose selector
    asks not the keyword ``kw`` ("target2: needs to target a Spell; there are none": a Monk
    performer more changes nothing)?"""
    m = re.match(r"required targeting can't be met: (\w+):", detail.text)
    if detail.code != "target" or m is None or m[1].startswith("performer"):
        return False
    spec = next((t for t in ab.all_target_specs() if t.name == m[1]), None)
    return spec is not None and not any(
        isinstance(o, Selector) and kw in (*o.keyword, *o.any_keyword) for o in nested(spec)
    )


def permission_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can the permission ``said`` (a trait of ``source``, in play) turn no verdict of an action
    ``ab`` on ``card`` (see the module)? False when ``said`` is no such sentence or not read
    whole."""
    text = said.strip()
    if PERMITS_AT_ANNOUNCING.match(text):
        return _at_announcing_spares(view, source, text, card, ab, verdict)
    cast, play = _CAST.match(text), _PLAY.match(text)
    m = cast or play
    if m is None:
        return False
    anyone = (m["zone"] or "").lower().startswith("any")  # "any player's discard pile"
    if not anyone and view.card(source).controlled_by != view.card(card).controlled_by:
        return True  # his own Personalities cast, his own plays ("you")
    kinds = _kinds(m["kinds"] if cast else m["what"])
    if kinds is not None and not _of_kind(view, card, kinds):
        return True
    # a Spell's performer is its bearer, asked by no selector (FAQ "What performs an action?"):
    # only an action naming its performer (a Kiho's "your performing Monk or Shugenja")
    named = kinds is not None and "type:spell" not in kinds
    if cast is not None and cast["as"] and named and performer_untouched(ab, verdict, cast["as"]):
        return True
    zone = view.card(card).zone
    if play is not None and zone is Zone.HAND:
        return True  # already in the hand: "as if it were in your hand" adds nothing
    if play is not None and any(
        d.code == "timing" and d.text.startswith("can only be used") for d in verdict.details
    ):
        return True  # another area gives no other time (Ring of Water in the Action Phase)
    zones = _zones(m["zone"])
    return zones is not None and zone not in zones


def _at_announcing_spares(
    view: View, source: str, text: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """``permission_spares`` for a permission given as an action is announced ("After you
    announce a Kiho Strategy action, once per turn, Hoshi may perform it as if he were a Monk
    ...", "Before you announce an action, ..., you may announce an action on a Spell attached
    to one of your other Shugenja and take it as if it was attached Shiwasu."): the kinds it
    names anywhere (none: any card), its controller's actions unless it names another player's
    or any player's cards, and a performer's keyword as for "may cast"."""
    anyone = re.search(r"\b(?:another|any) player's\b", text, re.IGNORECASE)
    if not anyone and view.card(source).controlled_by != view.card(card).controlled_by:
        return True
    kinds = {_KIND_WORDS[w] for w in re.findall(r"[\w'-]+", text.lower()) if w in _KIND_WORDS}
    if kinds and not _of_kind(view, card, kinds):
        return True
    # "... a Kiho action on a Strategy in your discard pile" (Wandering Sohei): that area only
    area = re.search(r"\b(?:in|from) (?:your|any player's) discard pile\b", text, re.IGNORECASE)
    if (
        area
        and not re.search(r"\bas (?:if|though)\b", text, re.IGNORECASE)
        and view.card(card).zone not in (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)
    ):
        return True
    # "Before announcing an action that creates a challenge: ..." (Crown of the Amethyst
    # Champion): an action whose reading makes no challenge nor duel is not concerned
    challenge = re.search(r"\baction that creates a challenge\b", text, re.IGNORECASE)
    if challenge and ab is not None and not re.search(r"challeng|duel", repr(ab), re.I):
        return True
    m = _PERFORMS_AS.search(text)
    return m is not None and performer_untouched(ab, verdict, m["kw"])


def play_permission_spares(view: View, said: str, card: str) -> bool | None:
    """For a rulebook play (Equip) of ``card``: can "You may play attachment cards from your
    discard pile as if they were in your hand." (``_PLAY``) not change it: ``card`` is not of
    the kind named, already in the hand, or in another area than the one named? None: ``said``
    is no such sentence (the play's own filters judge it; whose "You" it is: ``binds_elsewhere``).
    """
    m = _PLAY.match(said.strip())
    if m is None:
        return None
    kinds = _kinds(m["what"])
    if kinds is not None and not _of_kind(view, card, kinds):
        return True
    zone = view.card(card).zone
    zones = _zones(m["zone"])
    return zone is Zone.HAND or (zones is not None and zone not in zones)
