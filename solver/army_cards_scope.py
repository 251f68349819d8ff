"""Quality sentences about the cards of their card's own army ("Naga Followers in this army have
+1F while opposed and are not affected by Fear.", Shahadet, Warlord; "Other Ninja in this army
have +1F.", "Followers in Xiao's army have +1F.", "Other Siege cards have +1F while in Kamura's
army."): an army is one player's units at a battlefield (Reference 05, Armies and Sides: "Sides
hold the armies belonging to opposing players"), "this army" ("<its name>'s army", "his army")
the one the card is in, so the sentence may change only cards its controller controls
(``solver.quality_owner_scope.your_cards``; h39 "needless unknowns left": Shahadet's own Melee
Attack on an enemy target was `unknown`; h43adv2 U4: Kamura doubted Spearmen's Ranged Attack on
an enemy Follower).

Narrower when the state settles it: while the card is at a battlefield, the cards in play it may
change are those of its army there (its controller's units at that battlefield:
``solver.attack_scope.army_units``), with the cards out of play its controller owns (an action
may bring one there); "Other ..." leaves the card itself out; a subject of one keyword the
grammar knows ("Other Siege cards", "Ninja"; not a family name, "Moshi Personalities", which no
keyword says) only the cards with it, unless an unread sentence may give it
(``solver.play_keyword_scope.may_be_given``). A card not at a battlefield keeps every card of its
controller (which army is meant is not settled). A subject naming effects or attacks ("Fear
effects upon cards in this army", "Ranged Attacks from cards in this army"), another player
("Your opponents' ..."), or a name that is no word of the card's title is not read so."""

from __future__ import annotations

import re

from model.cardtext.target_words import KEYWORDS
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.attack_scope import army_units
from solver.play_keyword_scope import may_be_given

__all__ = ["army_cards"]

_ARMY = r"(?:this|his|her|its|(?P<who>[A-Z][\w-]*)'s) army"
#: a subject: capitalised words, "and", "or", "other", "cards"
_SUBJECT = r"(?P<subject>(?:[A-Z][\w'-]*|and|or)(?: (?:[A-Z][\w'-]*|and|or|other|cards?))*)"
_SHAPE = lazy_regex(
    rf"^{_SUBJECT} in {_ARMY}(?: \(including (?:itself|himself|herself|him|her)\))? (?:have|has)\b"
)
#: "Other Siege cards have +1F while in Kamura's army.", "Followers have +2F while in
#: Sadaharu's army.": the whole change holds only in that army
_WHILE_IN = lazy_regex(rf"^{_SUBJECT} (?:have|has) [^.;:()\"]+? while in {_ARMY}\.?$")
_NOT_CARDS = lazy_regex(
    r"\b(?:Attacks?|effects?|Fear|Actions?|Abilit\w+|Enemy|Opponents?'?|Players?'?|Each)\b", re.I
)
#: "[Your] [all] [other] <Keyword> [cards|Personalities|Followers|...]": one keyword
_ONE_KEYWORD = lazy_regex(
    r"^(?:Your |All )?(?:other |Other )?(?P<word>[A-Z][a-z]+)"
    r"(?: cards| Personalities| Followers| Holdings| Items| Spells)?$"
)
_NOT_KEYWORDS = frozenset(
    {"personalities", "followers", "items", "spells", "holdings", "cards", "weapons", "armor"}
)
_OTHER = lazy_regex(r"^(?:Your |All )?other\b", re.IGNORECASE)


def army_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards the sentence ``said`` of card ``cid`` about its own army may change (see the
    module); None for another sentence."""
    text = said.strip()
    m = _SHAPE.match(text) or _WHILE_IN.fullmatch(text)
    if m is None or _NOT_CARDS.search(m["subject"]):
        return None
    words = {w for w in view.definition(cid).title.replace("•", " ").split() if len(w) > 2}
    if m["who"] is not None and m["who"] not in words:
        return None  # another card's army
    you = view.card(cid).controlled_by
    if you is None:
        return None
    yours = {c.id for c in view.state.cards if c.controlled_by == you}
    if view.location(cid)[0] is Zone.BATTLEFIELD:
        army = {c for unit in army_units(view, cid) for c in unit}
        away = {c.id for c in view.state.cards if not c.in_play and c.controlled_by == you}
        yours = army | away
    if _OTHER.match(m["subject"]):
        yours.discard(cid)
    kw = _ONE_KEYWORD.fullmatch(m["subject"])
    if kw is not None and kw["word"].lower() not in _NOT_KEYWORDS:
        word = kw["word"].lower()
        names = {word, word.removesuffix("s")}
        if names & KEYWORDS and not any(may_be_given(view, n, None) for n in names):
            yours = {c for c in yours if names & view.keywords(c)}
    return frozenset(yours)
