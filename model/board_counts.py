"""Counts of one card's board that a relation may read (the relation language's counted
attributes): an attack strength printed as a count of what the board shows when the action is
announced ("Fear equal to Dai-ketsu's Force plus the number of Spells he has", "4 plus the
number of Sake tokens he has", "the number of Undead cards in this unit").

- ``token_<name>``: how many tokens of that name the card carries (the state's
  ``CardInstance.tokens``, one entry per token, compared case-insensitively, as token costs
  read them).
- ``attached_<type>_<keyword>``: how many cards of that type (Follower, Item, Spell) with that
  keyword are attached to the card ("Hirakura's Spirit Followers"; Reference 03, attachments:
  a Personality "has" the cards attached to him).
- ``unit_<keyword>``: how many cards of the card's unit (its Personality and the cards attached
  to him: Reference 03, units) have that keyword; none when the card is in no unit.
- ``army_<keyword>``: how many cards of the card's army (its controller's units at its
  battlefield: Reference 05) have that keyword; 0 at home (no army, the lowest).
- ``armyp_<keyword>``, ``armyclan_<clan>``: how many Personalities in the card's army have that
  keyword (words joined by "_"), or that clan ("the number of Monk / Crab Clan Personalities in
  this army"; "toturi_s_army": Toturi's Army); 0 at home.
- ``yours_<type>[_<keyword>]``, ``here_<type>[_<keyword>]``: how many cards in play of that type
  (with that keyword) the card's player controls (``here``: at the current battlefield); type
  ``card``: of any type ("Pearl cards you control").
- ``unitother_<keywords>``: the other cards of its unit with keywords
  (``model.unit_other_counts``).
- ``hand_focus``: the highest Focus Value among the cards in the hand of the card's player (the
  strength of a Fear measured by the card he discards: ``model.cardtext.discard_focus``); none
  with no card of known Focus Value there.
- ``hand_faceup``: how many face-up cards are in the hand of the card's player (the state's
  ``face_up``; a card in hand is face-down unless it says so): "+1 strength for each face-up
  card in your hand" (``model.cardtext.own_printed_bonus``).

A card's keywords are its printed ones and any added (Reference 03), as ``View.keywords``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from model.army_board_counts import ARMY_COUNTED, army_count_value, army_count_words
from model.common import OTHER_CLANS, RULES_CLANS, CardType, Stat
from model.lazy_regex import lazy_regex
from model.unit_other_counts import UNIT_OTHER_COUNTED, unit_other_value, unit_other_words
from model.zones import Zone

if TYPE_CHECKING:
    from model.state import View

__all__ = ["count_kinds", "count_value", "count_words", "is_count_attribute"]

_COUNTED = lazy_regex(
    r"^(?:token_(?P<token>[a-z]+)|attached_(?P<type>follower|item|spell)_(?P<akw>[a-z]+)"
    r"|unit_(?P<ukw>[a-z]+)|army_(?P<armykw>[a-z]+)"
    r"|army(?P<apkind>p|clan)_(?P<apword>[a-z]+(?:_[a-z]+)*)"
    r"|(?P<where>yours|here)_(?P<ytype>[a-z]+?)(?:_(?P<ykw>[a-z]+))?|(?P<hand>hand_focus)"
    r"|(?P<faceup>hand_faceup)"
    rf"|{ARMY_COUNTED}|{UNIT_OTHER_COUNTED})$"
)


def is_count_attribute(attr: str) -> bool:
    """Is ``attr`` one of the counted attributes above?"""
    return _COUNTED.fullmatch(attr) is not None


def _has_keyword(view: View, card_id: str, word: str) -> bool:
    return any(k.casefold() == word for k in view.keywords(card_id))


def count_value(view: View, card_id: str, attr: str) -> int | None:
    """The count ``attr`` names on ``card_id`` (None: not such an attribute, or a unit's count
    of a card in no unit)."""
    m = _COUNTED.fullmatch(attr)
    if m is None:
        return None
    if m["hand"] is not None:
        return _hand_focus(view, card_id)
    if m["faceup"] is not None:
        mine = view.card(card_id).controlled_by
        return sum(
            1 for c in view.state.cards if c.zone is Zone.HAND and c.owner == mine and c.is_face_up
        )
    if (more := army_count_value(view, card_id, attr)) is not None:
        return more  # model.army_board_counts
    if m["uoalts"] is not None:
        return unit_other_value(view, card_id, attr)  # model.unit_other_counts
    if m["token"] is not None:
        return sum(1 for t in view.card(card_id).tokens if t.casefold() == m["token"])
    if m["type"] is not None:
        kind = CardType(m["type"])
        return sum(
            1
            for a in view.attachments(card_id)
            if view.type_of(a) is kind and _has_keyword(view, a, m["akw"])
        )
    if m["armykw"] is not None:
        return _army_count(view, card_id, m["armykw"])
    if m["apkind"] is not None:
        word = m["apword"].replace("_s_", "'s_").replace("_", " ")  # "toturi_s_army"
        return army_personalities(view, card_id, word, m["apkind"])
    if m["ytype"] is not None:
        return _yours_count(view, card_id, m["ytype"], m["ykw"], here=m["where"] == "here")
    head = view.unit_head(card_id)
    if view.type_of(head) is not CardType.PERSONALITY:
        return None  # "this unit": a Personality and attached cards (Reference 03)
    return sum(1 for c in (head, *view.attachments(head)) if _has_keyword(view, c, m["ukw"]))


def _army_count(view: View, card_id: str, word: str) -> int:
    """Cards with the keyword ``word`` in the army of ``card_id``: the units its controller
    has at its battlefield (Reference 05, Battlefield / Side); a card at home is in no army (0,
    the lowest the count can be)."""
    zone, where = view.location(card_id)
    if zone is not Zone.BATTLEFIELD:
        return 0
    mine = view.card(view.unit_head(card_id)).controlled_by
    return sum(
        1
        for c in view.state.cards
        if c.in_play
        and view.location(c.id) == (zone, where)
        and view.type_of(view.unit_head(c.id)) is CardType.PERSONALITY
        and view.card(view.unit_head(c.id)).controlled_by == mine
        and _has_keyword(view, c.id, word)
    )


def army_personalities(view: View, card_id: str, word: str, kind: str) -> int:
    """Personalities in the army of ``card_id`` (its controller's units at its battlefield,
    Reference 05; 0 at home, in no army) with the keyword ``word`` (``kind`` "p") or of the
    clan ``word`` (``kind`` "clan": a Clan Alignment, or a clan word other cards print as a
    keyword, as a target's clan is matched: ``model.evaluate``)."""
    zone, where = view.location(card_id)
    if zone is not Zone.BATTLEFIELD:
        return 0
    mine = view.card(view.unit_head(card_id)).controlled_by
    return sum(
        1
        for c in view.state.cards
        if c.in_play
        and view.type_of(c.id) is CardType.PERSONALITY
        and view.location(c.id) == (zone, where)
        and c.controlled_by == mine
        and (
            _has_keyword(view, c.id, word)
            if kind == "p"
            else word in view.definition(c.id).clan
            or (word in OTHER_CLANS and _has_keyword(view, c.id, word))
        )
    )


def _hand_focus(view: View, card_id: str) -> int | None:
    """The highest Focus Value among the cards in the hand of the player of ``card_id``."""
    from model.cardtext.choice_bans import hand_choosable  # model.cards imports this module

    mine = view.card(card_id).controlled_by
    hand = [c.id for c in view.state.cards if c.zone is Zone.HAND and c.owner == mine]
    if (kept := hand_choosable(view, hand)) is None:
        return None  # a trait not read may bar choosing a card (Hato-gurama's kind)
    values = [v for c in kept for v in (view.stat(c, Stat.FOCUS),) if v is not None]
    return max(values, default=None)


def _yours_count(view: View, card_id: str, kind: str, word: str | None, here: bool) -> int | None:
    """Cards in play of the card type ``kind`` (with the keyword ``word``) that the player of
    ``card_id`` controls ("the number of Rings you control"); ``here``: at the current
    battlefield ("your Shadowlands Personalities at the current battlefield")."""
    try:
        card_type = None if kind == "card" else CardType(kind)  # "card": of any type
    except ValueError:
        return None
    mine = view.card(card_id).controlled_by
    return sum(
        1
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == mine
        and (card_type is None or view.type_of(c.id) is card_type)
        and (word is None or _has_keyword(view, c.id, word))
        and (not here or view.at_current_battlefield(c.id))
    )


def count_kinds(attr: str | None) -> frozenset[str]:
    """What else than a stat a count reads: "keyword" for a count of cards with a keyword (a
    sentence that may change keywords may change it)."""
    m = _COUNTED.fullmatch(attr or "")
    if m is None or m["token"] is not None or m["hand"] is not None or m["tsign"] is not None:
        return frozenset()
    if m["faceup"] is not None:
        return frozenset()
    if m["clans"] is not None:
        return frozenset({"clan"})
    if m["attype"] is not None and m["atkw"] is None:
        return frozenset()
    if m["ytype"] is not None and m["ykw"] is None:
        return frozenset()
    return frozenset({"keyword"})


def count_words(attr: str) -> str | None:
    """The count in words ("number of Sake tokens"), None when ``attr`` is none."""
    m = _COUNTED.fullmatch(attr)
    if m is None:
        return None
    if m["hand"] is not None:
        return "highest Focus Value in its player's hand"
    if m["faceup"] is not None:
        return "number of face-up cards in its player's hand"
    if (more := army_count_words(attr)) is not None:
        return more
    if m["token"] is not None:
        return f"number of {m['token'].capitalize()} tokens"
    if m["type"] is not None:
        return f"number of attached {m['akw'].capitalize()} {m['type'].capitalize()}s"
    if m["armykw"] is not None:
        return f"number of {m['armykw'].capitalize()} cards in its army"
    if m["apkind"] is not None:
        word = m["apword"].replace("_s_", "'s_").replace("_", " ")
        word = " ".join(w.capitalize() for w in word.split()) + (
            " Clan" if word in RULES_CLANS else ""
        )
        return f"number of {word} Personalities in its army"
    if m["ytype"] is not None:
        kind = f"{m['ykw'].capitalize()} " if m["ykw"] else ""
        here = " at the current battlefield" if m["where"] == "here" else ""
        noun = "" if m["ytype"] == "card" else f"{m['ytype'].capitalize()} "
        return f"number of {kind}{noun}cards its player controls{here}"
    if m["uoalts"] is not None:
        return unit_other_words(attr)
    return f"number of {m['ukw'].capitalize()} cards in its unit"
