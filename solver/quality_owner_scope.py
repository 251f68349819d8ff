"""Quality sentences about their controller's own cards ("Your Artisans have -5HR.", "Your
Kolat cards have Expendable.", "Your Personalities in and out of play have Kharmic."): "Your"
is the sentence's controller (Costs and restrictions: "you" is the player who controls the
card), so such a sentence changes only that player's cards and can't turn another player's
Recruit or Equip, whose tests are of his own card, host and Gold (h25adv1 F1, F2). A subject
naming another player ("Your opponents' ...", "your enemy's ...") is not read so."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.area_subject_scope import area_free
from solver.army_cards_scope import army_cards
from solver.bow_keyword_condition import bow_condition_unmet
from solver.clan_grants import grant_reach
from solver.named_unit_scope import named_unit_cards
from solver.play_keyword_scope import may_be_given
from solver.side_group_scope import side_group_cards
from solver.side_suffix_scope import side_suffix_none
from solver.subject_types import subject_types
from solver.unit_follower_scope import no_unit_followers

__all__ = ["about_abilities", "about_your_cards", "names_none", "your_cards"]

_YOUR_CARDS = lazy_regex(
    r"^(?:(?:While|If) [^,.]+, )?Your (?P<subject>[^'\",.;:()]+?) (?:have|has|do not have)\b"
)
#: "Artisans", "Kolat cards", "Nonhuman Personalities": one keyword, then at most a card noun
#: (the cards of that type with it: a subset of the cards with the keyword)
_KEYWORD_SUBJECT = lazy_regex(
    r"(?P<word>[A-Z][a-z]+)(?: cards| Personalities| Followers| Holdings| Items| Spells)?"
)
#: capitalised words of a subject that are card types or other nouns, not keywords
_NOT_KEYWORDS = frozenset(
    {"personalities", "holdings", "followers", "items", "spells", "strategies", "cards"}
    | {"provinces", "stronghold", "actions", "abilities", "regions", "events", "units"}
)
#: a card set naming no card of the state (no card has the keyword)
_NONE = frozenset({"<none>"})
_OTHERS = lazy_regex(r"\b(?:opponents?|enem(?:y|ies)|other players?|each player)\b", re.I)


def about_your_cards(said: str) -> bool:
    """Is ``said`` a quality sentence whose subject is its controller's own cards?"""
    m = _YOUR_CARDS.match(said.strip())
    return m is not None and _OTHERS.search(m.group("subject")) is None


def your_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards a quality sentence ``said`` of card ``cid`` about its controller's own cards
    ("Your Personalities at this battlefield have +1F.") may change: every card of the state
    that player controls or owns (a card out of play is its owner's); None for another
    sentence (h25adv2 F1: a bonus to a player's own cards can't touch another's)."""
    if (reached := grant_reach(view, cid, said)) is not None:
        return reached or _NONE  # a Clan Alignment grant: the Personalities it may name
    if (army := army_cards(view, cid, said)) is not None:
        return army or _NONE  # "Naga Followers in this army have +1F ...": its own army's
    if not about_your_cards(said):
        return None
    you = view.card(cid).controlled_by
    yours = [c.id for c in view.state.cards if you in (c.controlled_by, c.owner)]
    m = _YOUR_CARDS.match(said.strip())
    kw = _KEYWORD_SUBJECT.fullmatch(m.group("subject")) if m is not None else None
    if kw is not None and kw.group("word").lower() not in _NOT_KEYWORDS:
        # "Your Artisans have -5HR.": only the cards with that keyword, if none may be given it
        word = kw.group("word").lower()
        names = {word, word.removesuffix("s")}
        if not any(may_be_given(view, n, None) for n in names):
            return frozenset(c for c in yours if names & view.keywords(c)) or _NONE
    if m is not None and (types := subject_types(area_free(m.group("subject")))) is not None:
        # "Your Crab Clan Personalities have +1F": no Follower's stat (Reference 03, types)
        return frozenset(c for c in yours if view.type_of(c) in types) or _NONE
    return frozenset(yours)


def names_none(view: View, cid: str, said: str) -> bool:
    """Does ``said`` of card ``cid`` name its controller's cards of one keyword ("Your Nonhuman
    Personalities have +1F.") while none of that player's cards of the state has it and no
    unread sentence may give it (h27adv1 F2: it then changes no card a test reads)? Or a keyword
    given only if you bow a card you have none of to bow (``bow_keyword_condition``)?"""
    if named_unit_cards(view, cid, said) == frozenset():
        return True  # "Nokatsu's Followers each have +1F.": none attached, none to bring
    if side_group_cards(view, said) == frozenset():
        return True  # "Attacking Lion Clan Personalities have +1F": nobody attacks
    if side_suffix_none(view, cid, said):
        return True  # "Your Samurai have +1F while defending.": none of them defends (h40adv1 N4)
    if no_unit_followers(view, cid, said):
        return True  # "Followers in this unit have Cavalry.": the unit has none (h40adv4 N4)
    if bow_condition_unmet(view, cid, said):
        return True  # "... has Tireless if you bow your Fortification ...": none to bow
    return your_cards(view, cid, said) == _NONE


#: "Your Political abilities in and out of play have Economic.", "Your Stronghold's abilities
#: have Tireless.", "Abilities on Fujigawa's Spells have Unstoppable.", "This action has Absent
#: while this Shugenja is Water.": keywords given to abilities or actions, nothing to a card
_ABILITIES_HAVE = lazy_regex(
    r"(?:[A-Z][a-z]+: )?(?P<subject>"
    r"(?:(?:(?!\b(?:has|have|and|or|Personalit\w*|Followers?|cards?)\b)[\w' ,-])+? )?"
    r"(?:[Aa]bilit(?:y|ies)|[Aa]ctions?)(?: in and out of play| on [\w' ]+?)?) (?:have|has) "
    r"[A-Z][\w'-]+(?:(?:,|,? and|,? or) [A-Z][\w'-]+)*(?: (?:while|if) [^.;:()\"]+)?\.?"
)


def about_abilities(said: str) -> bool:
    """Does ``said`` give keywords to abilities only (no card's keyword, stat or Clan; Reference
    04: an ability's keywords are the ability's)? It can then turn no test of a card's qualities,
    only when an action may be used (Tireless, ...)."""
    m = _ABILITIES_HAVE.fullmatch(said.strip())
    return m is not None and not re.search(r"\bthe ability\b", said)
