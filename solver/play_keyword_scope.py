"""Unread sentences about playing or bringing cards of one keyword ("You may Equip Water Spells to
your unbowed opposed Shugenja as a Battle action." Chukage Sensei; "You may not bring
Shadowlands cards into play." Daigo Sensei; "Other players may not play Terrains while Kurako
is at the current battlefield." Akodo Kurako; "You may not play :maho: or :shadowlands: cards."
Black Watch Sensei; "Equipping Weapons to Matsuo is a Battle/Open action
for you." Yoritomo Matsuo), read fail-closed (h25adv2 N2, F6; h25scope's left item).

Such a sentence, read whole in one of the shapes below, speaks only of cards with that keyword
(Reference 04, Keywords), so it can't change the play of a card without it, as long as nothing
may give the card that keyword: the state's keywords of the card (printed, its Clan, added) lack
it and no unread quality sentence of a card of the state gives cards keywords or a Clan
alignment without naming only other keywords (``model.cardtext.qualities.granted_keywords``).
A sentence with "only" or "non-" ("You may only Recruit Shadowlands Personalities.", "You Equip
non-Water Spells for 1 more Gold.") speaks of the other cards too and is not read here.
"""

from __future__ import annotations

import re

from model.ability_keywords import ability_keyword_only
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.cardtext.target_words import self_words
from model.common import CLANS, CardType
from model.lazy_regex import lazy_regex
from model.state import CardInstance, View
from solver.unit_grant_reach import unit_grant_misses

__all__ = ["about_itself", "keywords_at_most", "may_be_given", "other_keyword", "others_reduction"]

_KW = r"(?P<kw>(?!Non)[A-Z][a-z]+)"
_TYPES = r"(?:cards|Personalities|Holdings|Followers|Items|Spells)"
_HOST = r"(?: to (?:your |one of your )?[\w' -]+?)?"
_DESIGNATOR = r"(?:an? )?[\w/]+(?: action)?"
_SHAPES = (
    # "You may Equip Water Spells to your unbowed opposed Shugenja as a Battle action."
    lazy_regex(rf"You may (?:[Ee]quip|[Rr]ecruit) {_KW} {_TYPES}{_HOST} as {_DESIGNATOR}\.?"),
    # "You may not bring Shadowlands cards into play."
    lazy_regex(rf"You (?:may not|cannot) bring {_KW} {_TYPES} into play\.?"),
    # "Your Personalities cannot Equip Shadowlands Followers."
    lazy_regex(
        rf"(?:You|Your Personalities) (?:may not|cannot) (?:Equip|Recruit) {_KW} {_TYPES}\.?"
    ),
    # "Equipping Weapons to Matsuo is a Battle/Open action for you.", "Equipping Weapons is
    # Battle/Open for you."
    lazy_regex(
        rf"Equipping (?:{_KW} {_TYPES}|(?P<item>Weapons|Armor)){_HOST} is {_DESIGNATOR} for you\.?"
    ),
    # "Cavalry Followers attach to your Personalities paying 2 less Gold." (Shinjo Tselu)
    lazy_regex(rf"{_KW} {_TYPES} (?:attach|enter play){_HOST} (?:paying|for) \d+ less Gold\.?"),
)


#: "While Jahan is at the current battlefield, other players may not play Terrains.": an opening
#: "While ..." clause, like a closing one, only narrows when the ban applies (h39adv3 N1)
_WHILE = r"(?:While [^,;.]+, )?"
_WHO = r"(?:[Yy]ou|[Oo]ther players|[Ee]ach other player|[Yy]our opponents)"
#: "Other players may not play Terrains while Kurako is at the current battlefield.": cards of one
#: keyword named by its plural alone; the "while" clause only narrows when it applies
_PLAY_PLURAL = lazy_regex(
    _WHILE
    + r"(?:[Yy]ou|[Oo]ther players|[Ee]ach other player|[Yy]our opponents) (?:may not|cannot) play "
    r"(?P<kw>(?!Non)[A-Z][a-z]+)s(?: while [^.;]+)?\.?"
)
#: "You may not play :maho: or :shadowlands: cards." (Black Watch Sensei, The Eternal Well of the
#: Akasha; h28adv2 F14): keywords printed as icons, cards of any of them
_PLAY_ICONS = lazy_regex(
    _WHILE
    + r"(?:[Yy]ou|[Oo]ther players|[Ee]ach other player|[Yy]our opponents) (?:may not|cannot) play "
    r"(?P<kws>:[a-z]+:(?:,? (?:or )?:[a-z]+:)*) cards(?: while [^.;]+)?\.?"
)
#: plurals that are card types or other nouns, not keywords
_NOT_KEYWORDS = frozenset(
    {t.value for t in CardType} | {"personalitie", "card", "action", "abilitie", "attachment"}
)


def _keyword(said: str) -> str | None:
    """The one keyword the sentence's cards must have (lower case), or None when not read."""
    if (m := _PLAY_PLURAL.fullmatch(said.strip())) is not None:
        word = m.group("kw").lower()
        return None if word in _NOT_KEYWORDS else word
    for shape in _SHAPES:
        m = shape.fullmatch(said.strip())
        if m is not None:
            word = m.groupdict().get("item") or m.group("kw")
            if word is None:
                return None
            word = word.lower()
            return {"weapons": "weapon"}.get(word, word)
    return None


#: "Hokinsha has +1C if you are Mantis Clan or have Courtesy.", "This Personality has ...": a
#: sentence about its own card (or, on an attachment, its bearer) alone
_ITSELF = lazy_regex(r"(?:This (?:Personality|card)|He|She|(?P<name>[A-Z][\w'-]+)) (?:has|gains)\b")


def about_itself(view: View, source: str, said: str) -> bool:
    """Is ``said`` (a sentence of ``source``) about ``source`` itself or its bearer alone?"""
    m = _ITSELF.match(said.strip())
    if m is None:
        return False
    name = m.group("name")
    return name is None or name.lower() in self_words(view.definition(source).title)


def _its(inst: CardInstance) -> tuple[str, str | None]:
    """The cards a sentence of ``inst`` about itself may be about: the card, and its bearer
    ("This Personality has Magistrate." on an attachment: Justice of the Crane)."""
    return inst.id, inst.attached_to


def may_be_given(view: View, keyword: str, card: str | None, host: str | None = None) -> bool:
    """May an unread quality sentence of a card of the state give ``card`` ``keyword``? (one
    about another card itself can't, nor one about another unit's cards: ``host``, the
    Personality ``card`` attaches to; ``card`` None: any card)"""
    memo = view.memo("play_keyword_scope")
    key = f"{keyword}|{card}|{host}"
    if key not in memo:
        memo[key] = any(
            quality_kinds(said) & {"keyword", "clan"}
            and not ability_keyword_only(said)  # "This Stronghold's ability has Tireless ..."
            and ((named := granted_keywords(said)) is None or keyword in named)
            and not (
                card is not None and card not in _its(inst) and about_itself(view, inst.id, said)
            )
            and not unit_grant_misses(view, inst.id, said, card, host)  # Jun-Ni (h44adv3 H16)
            for inst in view.state.cards
            for said in view.definition(inst.id).qualities_unread
        )
    found = memo[key]
    assert isinstance(found, bool)
    return found


def keywords_at_most(view: View, card: str) -> frozenset[str] | None:
    """Every keyword ``card`` may have now: its keywords and those an unread quality sentence of
    a card in play names and may give it; None when such a sentence may give keywords it
    does not name (a sentence on stats only gives none: h40adv2 N8, "Your dishonorable
    Paragons do not have a maximum Personal Honor of 0" beside Ever-Winter Copse)."""
    found = set(view.keywords(card))
    for inst in view.state.cards:
        if not inst.in_play:
            continue  # a trait works in play only
        for said in view.definition(inst.id).qualities_unread:
            if not quality_kinds(said) & {"keyword", "clan"} or ability_keyword_only(said):
                continue
            if card not in _its(inst) and about_itself(view, inst.id, said):
                continue
            if "keyword" not in quality_kinds(said):  # a Clan alignment only (h44adv4 E1)
                found |= CLANS
                continue
            named = granted_keywords(said)
            if named is None:
                return None
            found |= named
    return frozenset(found)


def _keywords(said: str) -> frozenset[str] | None:
    """The keywords of which the sentence's cards must have one (lower case), or None."""
    if (m := _PLAY_ICONS.fullmatch(said.strip())) is not None:
        return frozenset(re.findall(r":([a-z]+):", m.group("kws")))
    keyword = _keyword(said)
    return None if keyword is None else frozenset({keyword})


#: "Cavalry Followers attach to your Personalities paying 2 less Gold.": a reduction for plays
#: onto its controller's Personalities only
_ONTO_YOURS = lazy_regex(
    r"^(?:[A-Z][\w-]+ )*(?:Followers|Items|Spells|cards|attachments) attach to your "
    r"Personalities (?:paying|for) \d+ less Gold\.?$"
)


def others_reduction(view: View, title: str, said: str, player: str) -> bool:
    """Is ``said`` ("... attach to your Personalities paying N less Gold.") a sentence of cards
    titled ``title`` in play that ``player`` controls none of (h37adv4 N6: "your Personalities"
    are its controller's, so it lowers no play of ``player``'s onto his own)?"""
    if _ONTO_YOURS.fullmatch(said.strip()) is None:
        return False
    sources = [c for c in view.state.cards if c.in_play and view.definition(c.id).title == title]
    return bool(sources) and all(c.controlled_by != player for c in sources)


def other_keyword(view: View, said: str, card: str) -> bool:
    """Is ``said`` a sentence about cards of one keyword (or of any of a few icon keywords)
    that ``card`` has not and can't be given (so it can't change ``card``'s play)?"""
    keywords = _keywords(said)
    if keywords is None or keywords & view.keywords(card):
        return False
    return not any(may_be_given(view, keyword, card) for keyword in keywords)
