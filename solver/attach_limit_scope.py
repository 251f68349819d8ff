"""Unread entering sentences of cards in play that can't concern another card's play (Reference
03, attachments; Costs and restrictions / Restrictions), read fail-closed:

"A Personality may only attach one Kimono." (Latest Fashions; Worn Jingasa's "one Jingasa")
limits how many cards of that keyword a Personality attaches: only the play of a card with the
keyword (printed, or given by the state) can meet it (h29adv2 F3). A card with it keeps the
doubt. "Your Dragon Clan Samurai Personalities may attach two Weapons." (Shiro Mirumoto) widens
that limit for its controller's Personalities only: another player's play attaches to his own
Personalities ("A player may only attach attachments to a Personality he or she controls",
Reference 03), which it can't reach, whoever carries a Weapon already.

"Will not join a player with a Wind." (Celestial Dragon, Guardian of Tengoku) names no subject:
it is its own card's restriction on entering play (as "Will not attach to a Shadowlands
Personality" is), past once it is in play, and no other card's play (h29adv2 F10); so is "May
attach to and be performed by an Enlightened Personality as if he were a Shugenja." (Mantle of
Flame: where it attaches, who performs it; h29adv2 F12).

"Will only attach Followers whose abilities or traits destroy Fortifications." (Kaiu Umasu) is a
Personality's own limit on what attaches to him (Reference 03, attachments): it can concern the
play of an attachment only, never a Holding's, an Event's or a Personality's (h30adv2 F10).
"""

from __future__ import annotations

from model.cards import CardDef, keywords_with_clan
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.state import View
from solver.entering_increase import focus_effect_attach
from solver.entering_scope import TYPE_NOUNS
from solver.host_must_be import must_be
from solver.own_ability_scope import OWN_ATTACH_PERFORM, own_host_only
from solver.own_play_permission import own_play_permission
from solver.targeting_surcharge import entry_spared

__all__ = ["spares_other_play"]

_ONE_OF = lazy_regex(r"^A Personality (?:may|can) only attach one (?P<kw>[A-Z][a-z'-]+)\.?$")
#: "Your Dragon Clan Samurai Personalities may attach two Weapons.": a count of a keyword
_MORE_OF = lazy_regex(
    r"^Your (?:[A-Z][\w'-]+ )*Personalities (?:may|can) attach "
    r"(?:two|three|an additional|a second) (?P<kw>[A-Z][a-z'-]+?)s?\.?$"
)
_OWN_JOIN = lazy_regex(r"^Will (?:not|only) join (?:a|an|the) [^.]+\.?$")


def spares_other_play(
    said: str, view: View, definition: CardDef, card: str | None, source: str, player: str
) -> bool:
    """Can ``said`` (an unread sentence of ``source``, a card in play) not change ``player``'s
    play of ``card`` (``definition``, another card)? False when it may, or is not of a shape
    read here. A surcharge on actions targeting ``source`` (The Abbot): ``entry_spared``."""
    text = said.strip()
    if entry_spared(view, source, text, definition, player):
        return True
    if _OWN_JOIN.fullmatch(text) or OWN_ATTACH_PERFORM.fullmatch(text):
        return True
    if own_play_permission(text) and card != source:
        return True  # "You may attach this card from your discard pile ...": that card's own
    if focus_effect_attach(text) and card != source:
        return True  # Sadamune Blade's "you may attach this Item to him": its own (h46fixa W3)
    if own_host_only(text) and not definition.is_attachment:
        return True  # what attaches to its card: no play of a card that never attaches
    if view.has(source) and must_be(text, view.definition(source).title) is not None:
        return True  # "Kumoru's Followers must be Ninja.": read by ``refused_by_host``
    more = _MORE_OF.fullmatch(text)
    m = _ONE_OF.fullmatch(text) or more
    if m is None:
        return False
    kw = m.group("kw").lower()
    if kw in TYPE_NOUNS or kw in CLANS:  # "one Follower", "one Crab ...": not read here
        return False
    if more is not None and view.card(source).controlled_by != player:
        # "Your ... Personalities": its controller's; a player attaches only to Personalities
        # he controls (Reference 03, attachments), so never to those of this card's controller
        return True
    if more is not None and not _one_carried(view, source, kw):
        return True  # a second one: no Personality of its controller has a first
    has = kw in view.keywords(card) if card is not None and view.has(card) else None
    if has is None:
        has = kw in keywords_with_clan(definition)
    return not has


def _one_carried(view: View, source: str, kw: str) -> bool:
    """Does a Personality in play that ``source``'s controller controls carry a card with the
    keyword ``kw`` already (only then may "may attach two <kw>s" matter for one card's play)?"""
    whose = view.card(source).controlled_by
    return any(
        c.in_play
        and c.controlled_by == whose
        and any(kw in view.keywords(a) for a in view.attachments(c.id))
        for c in view.state.cards
    )
