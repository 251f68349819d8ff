"""Clan Alignment grants (Reference 02, a player's Clan Alignment; Reference 03, the Clan Honor
Rule and Loyal): "Your Kolat Personalities in and out of play have your Clan Alignment." (Kage
Sensei; Fusako, Ikako, At'tok'tuk, Suzume, Wasp, Beiko Senseis, ...), read whole: "Your <A>[,
<B>][, and | and <C>] Personalities in and out of play have your Clan Alignment." Each of A, B,
C names a keyword ("Kolat", "Seven Thunder") or a Clan ("Fox Clan"); "Your" is the grant's
controller, so it reaches his own Personalities only (in play: those he controls; out of play:
those he owns).

A Personality is reached for certain when it has one of those keywords or Clans; it is not
reached when it has none and no unread sentence may give it one; a word its title carries but
not as a keyword ("Tsuruchi" of Tsuruchi Omori: a family name, which the rules files do not
define) leaves it open. The grant, from a card in play whose effects the state does not state,
is applied to the player's Recruit of a Personality reached for certain when his Clan is
settled (``model.player_clan``: stated, his Stronghold's): the card then has that Clan too for
the Clan Honor Rule, Loyal, the Honor Requirement and the Gold sources scoped to a Clan
(``with_granted_clan``); with his Clan not settled the grant stays a doubt; a Recruit
of a Personality not reached is untouched by it (``grant_settles_recruit``); an action's doubt
reaches only the cards it may reach (``grant_reach``). Anything else stays a doubt (h28adv2 F9,
h28adv3 F3; h28rm4/5: needless unknowns on Personalities the grant can't name)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.cards import CardDef
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.common import CLANS, CardType, clan_word, nested
from model.lazy_regex import lazy_regex
from model.player_clan import player_clan
from model.selectors import Selector
from model.state import View

__all__ = ["grant_reach", "grant_settles_recruit", "read_grant", "with_granted_clan"]

_GRANT = lazy_regex(
    r"^Your (?P<subj>[A-Z][\w' ,-]*?) Personalities in and out of play have your Clan "
    r"[Aa]lignment\.?$"
)
_ALTERNATIVES = lazy_regex(r",? and |, ")


def read_grant(said: str) -> tuple[str, ...] | None:
    """The alternatives a grant names (lower case: "kolat", "seven thunder", "fox clan"), or
    None when ``said`` is not that sentence whole."""
    m = _GRANT.fullmatch(said.strip())
    if m is None:
        return None
    names = tuple(n.strip() for n in _ALTERNATIVES.split(m["subj"]))
    if not all(re.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*", n) for n in names):
        return None
    return tuple(n.lower() for n in names)


def _keyword_may_be_given(view: View, word: str) -> bool:
    """May an unread sentence of a card of the state give a card the keyword ``word``?"""
    memo = view.memo("clan_grants_given")
    if word not in memo:
        memo[word] = any(
            "keyword" in quality_kinds(said)
            and ((named := granted_keywords(said)) is None or word in named)
            for inst in view.state.cards
            for said in view.definition(inst.id).qualities_unread
        )
    found = memo[word]
    assert isinstance(found, bool)
    return found


def _reached(view: View, card: str, name: str) -> bool | None:
    """Is ``card`` (a Personality) one the alternative ``name`` names: True, False, or None
    (open)?"""
    d = view.definition(card)
    if name.endswith(" clan") and clan_word(name) in CLANS:
        clan = clan_word(name)
        if clan in d.clan or clan in view.keywords(card):
            return True
        return None if _keyword_may_be_given(view, clan) else False
    if name in view.keywords(card):
        return True
    title = set(d.title.split(" • ", 1)[0].lower().replace(",", " ").split())
    if set(name.split()) <= title or _keyword_may_be_given(view, name):
        return None  # a family name in its title, or a keyword an unread sentence may give
    return False


def _reaches(view: View, source: str, said: str, card: str) -> bool | None:
    """Does the grant ``said`` of ``source`` reach ``card``: True, False, None (open)? None
    too when ``said`` is no grant read."""
    names = read_grant(said)
    if names is None:
        return None
    inst = view.card(card)
    whose = inst.controlled_by if inst.in_play else inst.owner
    if view.type_of(card) is not CardType.PERSONALITY or whose != view.card(source).controlled_by:
        return False
    found = [_reached(view, card, n) for n in names]
    return True if True in found else (None if None in found else False)


def grant_reach(view: View, source: str, said: str) -> frozenset[str] | None:
    """The cards of the state the grant ``said`` of ``source`` may reach (certainly or open),
    or None when ``said`` is no grant read."""
    if read_grant(said) is None:
        return None
    return frozenset(
        c.id for c in view.state.cards if _reaches(view, source, said, c.id) is not False
    )


def _clan_tests_elsewhere(view: View) -> bool:
    """Does a card in play name a Clan in a selector (a Gold source's condition "if you control
    a Crab Clan Personality", ...)? A grant may then change another card a Recruit tests."""
    memo = view.memo("clan_grants_selectors")
    if "found" not in memo:
        memo["found"] = any(
            isinstance(o, Selector)
            and (o.clan is not None or o.unaligned is not None or o.your_clan is not None)
            for inst in view.state.cards
            if inst.in_play
            for o in nested(view.definition(inst.id))
        )
    found = memo["found"]
    assert isinstance(found, bool)
    return found


def _applies(view: View, source: str, said: str, card: str) -> bool:
    """Is the grant applied to ``card``: reached for certain, its player's Clan stated, its card
    in play with effects the state does not state?"""
    inst = view.card(source)
    if not inst.in_play or any(e.source == source for e in view.state.effects):
        return False
    mine = player_clan(view, inst.controlled_by)
    return mine.settled and bool(mine.clans) and _reaches(view, source, said, card) is True


def grant_settles_recruit(view: View, source: str, said: str, card: str) -> bool:
    """Is the grant ``said`` of ``source`` settled for the Recruit of ``card`` (applied by
    ``with_granted_clan``, or not reaching it) while no other card's Clan is tested?"""
    if read_grant(said) is None or _clan_tests_elsewhere(view):
        return False
    return _applies(view, source, said, card) or _reaches(view, source, said, card) is False


def with_granted_clan(view: View, player: str, card: str, definition: CardDef) -> CardDef:
    """``definition`` with ``player``'s settled Clans (``model.player_clan``) added when a
    grant applies to ``card``."""
    mine = player_clan(view, player)
    more = tuple(sorted(mine.clans - set(definition.clan))) if mine.settled else ()
    if not more or view.card(card).owner != player:
        return definition
    for inst in view.state.cards:
        if inst.controlled_by != player:
            continue
        if any(
            _applies(view, inst.id, said, card)
            for said in view.definition(inst.id).qualities_unread
        ):
            return replace(definition, clan=(*definition.clan, *more))
    return definition
