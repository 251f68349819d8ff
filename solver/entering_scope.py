"""Which plays an unread sentence about other cards entering play could change (Costs and
restrictions / Changes to costs and payments; Reference 03), read fail-closed: a sentence
is narrowed only when its subject is read with certainty, otherwise it keeps doubting.

- "Your Holdings enter play for 1 less Gold." (Yasuki Makoto): "Your" is its controller's; it
  changes no play of another player.
- "Non-Unique Weapons attaching to Katagi from your hand enter play paying 4 less Gold.": its
  subject names card types (Weapons and Armor are Items): it changes no play of a card of
  another type. A subject naming a keyword alone ("Ronin cards", "Shugenja") is not narrowed:
  keywords may be given.
- "Crab Clan players may ignore Chiyo's Honor Requirement." (its own, said by name) concerns
  only a card of that name.
- A sentence that only lowers the Gold ("less Gold", nothing else) can turn only a verdict
  illegal for its Gold (``pure_reduction``).
"""

from __future__ import annotations

import re

from model.cards import CardDef, CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.host_named_attachment import names_other_attachment
from solver.named_card_words import without_card_names
from solver.own_entry import own_entry

__all__ = [
    "PLAY_NAMES",
    "TYPE_NOUNS",
    "may_concern",
    "play_concerns",
    "play_may_concern",
    "pure_reduction",
    "without_card_names",
]

#: The nouns of the card types that enter play by Recruit or Equip, singular and plural.
TYPE_NOUNS = {
    "personality": CardType.PERSONALITY,
    "personalities": CardType.PERSONALITY,
    "holding": CardType.HOLDING,
    "holdings": CardType.HOLDING,
    "follower": CardType.FOLLOWER,
    "followers": CardType.FOLLOWER,
    "item": CardType.ITEM,
    "items": CardType.ITEM,
    "spell": CardType.SPELL,
    "spells": CardType.SPELL,
}
#: ... and the Item keywords that name Items only ("Weapons enter play ...").
_TYPE_WORDS = {
    **TYPE_NOUNS,
    "weapon": CardType.ITEM,
    "weapons": CardType.ITEM,
    "armor": CardType.ITEM,
}
_TYPES = "|".join(_TYPE_WORDS)
#: "[While/If <condition>, ][Your ]<adjectives> <Types>[ and/or <Types>] [attaching to X from
#: your hand ]enter play ...": the subject is the words before "enter play", with no "and",
#: "or" or comma but between type words.
_SUBJECT = lazy_regex(
    rf"^(?:(?:while|if) [^,.]+, )?(?P<your>your )?(?P<adj>(?:(?!and\b|or\b)[\w'-]+ )*?)"
    rf"(?P<types>(?:{_TYPES})(?: (?:and|or) (?:{_TYPES}))*)"
    r"(?P<rest>(?: (?!and\b|or\b)[\w'-]+)*?) enters? play\b[^,;]*\.?$",
    re.IGNORECASE,
)
#: "... ignore Chiyo's Honor Requirement ...": the Honor Requirement of a card of that name
_IGNORE_NAMED_HR = lazy_regex(
    r"\bignore (?P<name>[A-Z][\w-]*(?: [A-Z][\w-]*)*)'s Honor Requirement\b", re.IGNORECASE
)
#: "Your Shugenja may not attach Spells while they have a number greater than or equal to
#: their Chi." (Wataru Sensei; Reference 03, attachments): what its Personalities may not
#: attach, by card type (h28adv2 F11)
_HOSTS_NOT = lazy_regex(
    r"(?:Your |Each player's |All )?(?:[A-Z][\w'-]* ){0,3}(?:may not|cannot|will not) attach "
    rf"(?P<types>(?i:{_TYPES})(?:(?:,| or| and|, or|, and) (?i:{_TYPES}))*)"
    r"(?: (?:while|if|unless) [^.;]+)?\.?"
)

#: "Your Oni may attach Shadowlands Followers." (Ikikashi Sensei; h41adv7 N7): a permission for
#: hosts to take attachments of the types named; it can change only a play of those types
_HOSTS_MAY = lazy_regex(
    r"(?:Your |Each player's |All )?(?:[A-Z][\w'-]* ){1,3}(?:may|can) attach "
    r"(?:[A-Z][\w'-]* ){0,3}"
    rf"(?P<types>(?i:{_TYPES})(?:(?:,| or| and|, or|, and) (?i:{_TYPES}))*)\.?"
)


def _types_in(words: str) -> list[str]:
    """The type words of a list ("Spells or Items")."""
    return re.findall(rf"\b(?:{_TYPES})\b", words, re.IGNORECASE)


_GENERIC = lazy_regex(r"\b(?:cards?|attachments?|it|they|them|its|their)\b", re.IGNORECASE)


def may_concern(said: str, definition: CardDef, yours: bool) -> bool:
    """Could ``said`` (a card in play's unread sentence about other cards entering play) change
    a play of ``definition``? ``yours``: the sentence's card is controlled by the player."""
    if own_entry(said):
        return False  # "Will only enter play if ...": its own card's (``solver.own_entry``)
    if (host := _HOSTS_NOT.fullmatch(said.strip())) is not None or (
        host := _HOSTS_MAY.fullmatch(said.strip())
    ):
        # "Your Shugenja may not attach Spells while ...", "Your Oni may attach Shadowlands
        # Followers.": Equips of those types only (Reference 03, attachments)
        return definition.type in {_TYPE_WORDS[w.casefold()] for w in _types_in(host["types"])}
    if (hr := _IGNORE_NAMED_HR.search(said)) is not None:
        # "Crab Clan players may ignore Chiyo's Honor Requirement.": only a card so named
        title = set(re.findall(r"[\w-]+", definition.title.casefold()))
        return set(re.findall(r"[\w-]+", hr.group("name").casefold())) <= title
    m = _SUBJECT.match(said.strip())
    if m is None:
        return True  # not read with certainty: keep doubting
    if m.group("your") and "'" not in m.group("adj") and not yours:
        return False  # "Your Holdings": its controller's ("your opponents' ...": not read)
    if _GENERIC.search(m.group("adj") + m.group("types") + m.group("rest")):
        return True
    words = re.findall(rf"\b(?:{_TYPES})\b", m.group("types"), re.IGNORECASE)
    return definition.type in {_TYPE_WORDS[w.casefold()] for w in words}


_PURE = lazy_regex(r"\bless gold\b", re.IGNORECASE)
_NOT_PURE = lazy_regex(
    r"\bmore gold\b|\bignor|\bhonor requirement|\bmay\b|\bcan\b|\bcannot\b|\bmust\b|\bonly\b"
    r"|\binstead\b|\beven if\b|\bwithout\b|\bunless\b|\bnot\b",
    re.IGNORECASE,
)


def pure_reduction(said: str) -> bool:
    """Does ``said`` only lower a Gold cost ("Your Holdings enter play for 1 less Gold.")? It
    can then turn only a verdict illegal for its Gold."""
    return bool(_PURE.search(said)) and not _NOT_PURE.search(said)


#: words naming the Equip (Reference 02: an Open action), or a permission to play attachments
#: from another area as if they were in the hand ("You may play attachment cards from your
#: discard pile as if they were in your hand.", Shiba; ``solver.cast_permissions``)
_EQUIP_NAMES = lazy_regex(
    r"\bequip|\bmay attach\b|\bopen actions?\b"
    r"|\bmay play\b[^.]*\bas if (?:it|they) (?:were|was)\b[^.]*\bin your hand\b"
    r"|\bplaying\b[^.]*\bha(?:s|ve) the additional cost\b",  # ``added_cost_scope``
    re.IGNORECASE,
)
#: words naming the Recruit (Reference 02: a Dynasty action), or a cost added to playing cards
#: of a kind ("Playing a Terrain has the additional cost, ...": ``solver.added_cost_scope``)
_RECRUIT_NAMES = lazy_regex(
    r"\brecruit|\bdynasty actions?\b|\bplaying\b[^.]*\bha(?:s|ve) the additional cost\b",
    re.IGNORECASE,
)
#: the words naming each rulebook play (``solver.traits_in_play.doubt_play_traits``)
PLAY_NAMES = {"equip": _EQUIP_NAMES, "recruit": _RECRUIT_NAMES}
_PLAY_VERBS = {"equip": r"equip(?:s|ping|ped)?", "recruit": r"recruit(?:s|ing|ed)?"}
_ONLY = lazy_regex(r"\bonly\b", re.IGNORECASE)


def play_may_concern(said: str, verb: str, definition: CardDef) -> bool:
    """Could ``said``, a trait sentence naming the play ``verb`` ("equip", "recruit"), change
    that play of ``definition``? Narrowed only when every mention of the play has an object
    of card types ("Equipping Weapons is a Battle/Open action for you."), no other card type is
    named ("Your Personalities cannot Equip Shadowlands Followers.", "You may Recruit
    Personalities as Open actions, and Holdings ...": not narrowed) and the sentence has no
    "only" ("You may only Recruit Personalities and ...": whether it forbids other plays is not
    read)."""
    if _ONLY.search(said):
        return not _only_allows(said, verb, definition)
    mention = re.compile(rf"\b{_PLAY_VERBS[verb]}\b", re.IGNORECASE)
    typed = re.compile(
        rf"\b{_PLAY_VERBS[verb]} (?:(?!and\b|or\b|this\b|that\b|a\b|an\b)[\w'-]+ )*?"
        rf"(?P<types>(?:{_TYPES})(?:,? (?:and|or) (?:{_TYPES}))*)\b(?!,|\s+(?:and|or)\b)",
        re.IGNORECASE,
    )
    mentions = len(mention.findall(said))
    objects = list(typed.finditer(said))
    if not mentions or len(objects) != mentions:
        return True
    words = [
        w
        for m in objects
        for w in re.findall(rf"\b(?:{_TYPES})\b", m.group("types"), re.IGNORECASE)
    ]
    if len(words) != len(re.findall(rf"\b(?:{_TYPES})\b", said, re.IGNORECASE)):
        return True  # a card type outside the play's objects ("..., and Holdings ..."): unsure
    return definition.type in {_TYPE_WORDS[w.casefold()] for w in words}


#: "You may only Recruit Personalities and Equip Spells that are Fire." (Koiso Sensei), "You
#: may only Recruit Shadowlands Personalities." (Yajinden Sensei)
_ONLY_THAT_ARE = lazy_regex(r"^You may only (?P<plays>.+?) that are (?P<kw>[A-Z][\w'-]+)\.?$")
_ONLY_KW = lazy_regex(
    rf"^You may only (?P<verb>Recruit|Equip) (?P<kw>[A-Z][\w'-]+) (?P<types>(?i:{_TYPES}))\.?$"
)
_PLAY = lazy_regex(rf"^(?P<verb>Recruit|Equip) (?P<types>(?i:{_TYPES}))$")


def _only_allows(said: str, verb: str, definition: CardDef) -> bool:
    """Does a "You may only <play> <cards> that are <keyword>" sentence allow this play of
    ``definition`` in every reading: the card is of a type the play names and has that keyword
    printed (whether "that are Fire" qualifies each play or the last only, and whether other
    plays are forbidden, is left open)?"""
    if (m := _ONLY_KW.match(said.strip())) is not None:
        plays = [(m.group("verb"), m.group("types"))]
    elif (m := _ONLY_THAT_ARE.match(said.strip())) is not None:
        parts = [_PLAY.match(p.strip()) for p in m.group("plays").split(" and ")]
        if any(p is None for p in parts):
            return False
        plays = [(p.group("verb"), p.group("types")) for p in parts if p is not None]
    else:
        return False
    if m.group("kw").casefold() not in definition.keywords:
        return False
    return any(
        v.casefold() == verb and _TYPE_WORDS[t.casefold()] is definition.type for v, t in plays
    )


def play_concerns(view: View, said: str, verb: str, definition: CardDef) -> bool:
    """``play_may_concern``, and not a host's sentence about attaching another card named by its
    title ("Attaches Heart of Fudo ignoring Gold cost.": ``solver.host_named_attachment``)?"""
    return play_may_concern(said, verb, definition) and not (
        verb == "equip" and names_other_attachment(said, view, definition)
    )
