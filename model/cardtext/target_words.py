"""The vocabulary of target phrases (Abilities and actions / B; Reference 03 card types,
Reference 04 keywords and stats, Reference 05 areas): card nouns, the keywords read as
qualifiers or nouns, stat names and locations, shared by the phrase grammar (targets.py) and
its post-modifiers (target_modifiers.py)."""

from __future__ import annotations

import re

from model.cardtext.target_decks import DECK_NOUNS, join_decks
from model.common import ATTACHMENT_TYPES, OTHER_CLANS, CardType
from model.selectors import Selector
from model.zones import Place

#: Card nouns: a card type, or any card.
NOUNS: dict[str, tuple[CardType, ...]] = {
    "personality": (CardType.PERSONALITY,),
    "personalities": (CardType.PERSONALITY,),
    "follower": (CardType.FOLLOWER,),
    "followers": (CardType.FOLLOWER,),
    "holding": (CardType.HOLDING,),
    "holdings": (CardType.HOLDING,),
    "item": (CardType.ITEM,),
    "items": (CardType.ITEM,),
    "spell": (CardType.SPELL,),
    "spells": (CardType.SPELL,),
    "region": (CardType.REGION,),
    "regions": (CardType.REGION,),
    "stronghold": (CardType.STRONGHOLD,),
    "ring": (CardType.RING,),
    "rings": (CardType.RING,),
    "ancestor": (CardType.ANCESTOR,),
    "ancestors": (CardType.ANCESTOR,),
    "strategy": (CardType.STRATEGY,),
    "strategies": (CardType.STRATEGY,),
    "celestial": (CardType.CELESTIAL,),
    "celestials": (CardType.CELESTIAL,),
    "event": (CardType.EVENT,),
    "events": (CardType.EVENT,),
    "attachment": tuple(sorted(ATTACHMENT_TYPES)),
    "attachments": tuple(sorted(ATTACHMENT_TYPES)),
    "card": (),
    "cards": (),
    # a unit is a Personality and the cards attached to him (Reference 03): one unit per
    # Personality, so a target unit is chosen by choosing its Personality
    "unit": (CardType.PERSONALITY,),
    "units": (CardType.PERSONALITY,),
    **DECK_NOUNS,  # "a target Fate card" (model.cardtext.target_decks)
}
#: Card keywords the grammar reads as a qualifier or a noun ("your target Samurai").
KEYWORDS = frozenset(
    {
        "samurai",
        "courtier",
        "shugenja",
        "monk",
        "magistrate",
        "ninja",
        "cavalry",
        "scout",
        "tactician",
        "duelist",
        "commander",
        "paragon",
        "naval",
        "nonhuman",
        "yojimbo",
        "kensai",
        "berserker",
        "geisha",
        "ronin",
        "shadowlands",
        "spirit",
        "farm",
        "mine",
        "kolat",
        "weapon",
        "armor",
        "deathseeker",
        "hero",
        "loyal",  # "non-Loyal" (Suikihime's Sanction): a printed Personality keyword
        "sensei",
        # elements and other printed keywords of the card data (Reference 04: keywords)
        "air",
        "earth",
        "fire",
        "water",
        "void",
        "thunder",
        "terrain",
        "temple",
        "artisan",
        "merchant",
        "retainer",
        "dojo",
        "fallen",
        "tattooed",
        "market",
        "daimyo",
        "fudo",
        "gaijin",
        "forest",
        "inquisitor",
        "ashigaru",
        "oni",
        "alchemist",
        "fortification",
        "undead",
        "port",
        "castle",
        "henshin",
        "mercenary",
        "beastmaster",
        "seductress",
        "siege",
        "kami",
        # keywords of Holdings and Regions (the card data)
        "pearl",
        # keywords of the card data; an ability's keyword is also its card's ("A Strategy with
        # a Political ability is a Political Strategy": Reference 04, keyword inheritance)
        "political",
        "kharmic",
        # more printed keywords of the card data (Reference 04: keywords)
        "kiho",
        "tattoo",
        "kata",
        "stables",
        "allegiance",
        "jade",
        # Ashigaru Followers and created Personalities (the card data: "Ashigaru • Conscript")
        "conscript",
        # printed keywords of Personalities and Followers of the card data ("target a Bandit
        # or an Unaligned Samurai", Shinjo Osema; "a Bandit, a Pirate, or ...", Shuilong)
        "bandit",
        "pirate",
        "ogre",
        "goblin",
        # more printed keywords of Personalities and Followers of the card data
        # (``model/keywords.txt``; Reference 04: keywords): "a target Warrior", "your
        # performing Saboteur or Ninja Personality"
        "warrior",
        "bloodspeaker",
        "orochi",
        "harrier",
        "bushi",
        "saboteur",
        "troll",
        "gozoku",
        "tsuno",
        "poet",
        # a keyword of two words (the card data: "Battle Maiden"), read as one
        "battle maiden",
        # Holding keywords of two words (the card data: "Geisha House" on nine Holdings, "Sake
        # Works" on Blue Tanuki Bar; Sailors: "a target non-Stronghold Port, Geisha House, or
        # Sake Works"; h43adv5 U9)
        "geisha house",
        "sake works",
        # an Item keyword of two words (the card data: "Heavy Weapon" on eight Weapons; "if
        # Genda has a Heavy Weapon", Hida Genda)
        "heavy weapon",
        # printed Strategy keywords of the card data (Reference 04: keywords): "Discard a
        # Heroic Strategy", "Discard a Dark Virtue card" (h44cost)
        "heroic",
        "dark virtue",
    }
)
KEYWORD_WORDS: dict[str, object] = dict.fromkeys(KEYWORDS)
#: The keywords of two words, joined into one word of a phrase before it is read.
TWO_WORD_KEYWORDS = frozenset(k for k in KEYWORDS if " " in k)
#: Card nouns that are also printed keywords of Personalities (the card data: "Samurai •
#: Ancestor • Spirit Personality"): before another card noun ("your performing Ancestor
#: Personality") the keyword qualifies it, two card types never do.
NOUN_KEYWORDS = frozenset({"ancestor"})


def keyword_of_noun(word: str, after: list[str]) -> bool:
    """Whether ``word`` is a noun read as a keyword ("Ancestor") because a card noun follows
    it (``after``: the next word, if any): "Ancestor Personality"."""
    nxt = after[0].rstrip(".,;:").lower() if after else ""
    return word in NOUN_KEYWORDS and bool(NOUNS.get(nxt))


#: Designators read before the card noun "Strategy" (Reference 04: "Battle", "Open", "Limited"
#: are action designators, not keywords; Abilities and actions / Designators: "effects that
#: look for cards with Battle actions" find a Strategy with a Battle (or Open/Battle) ability).
_DESIGNATOR_NOUNS = frozenset({"battle", "open", "limited"})


def designator_of(word: str, after: list[str], sel: Selector) -> str | None:
    """The designator ``word`` names when a card noun it qualifies follows (``after``: the next
    word, if any) and ``sel`` asks for no ability yet: "a target Battle Strategy" is a Strategy
    with a Battle ability (its ``Selector.has_ability``); None: not so ("a Dynasty card" names
    a deck)."""
    nxt = after[0].rstrip(".,;:").lower() if after else ""
    if sel.has_ability or word not in _DESIGNATOR_NOUNS or nxt != "strategy":
        return None
    return word


def negatable(word: str) -> bool:
    """Whether "non-<word>" in a target is "without the keyword <word>" (Reference 04: a card
    has a keyword or not): a keyword read in targets, or a clan that is no Clan Alignment of the
    rules but a printed keyword of the card data ("non-Ratling", Ch'tppu'kich: Ratlings print
    "Ratling" as a keyword or as their clan, and a card's keywords include its clan,
    ``model.cards.keywords_with_clan``)."""
    from model.keyword_vocabulary import data_keywords  # it reads card text (a cycle)

    return word in KEYWORDS or (word in OTHER_CLANS and word in data_keywords())


def join_keywords(words: list[str]) -> list[str]:
    """``words`` (a phrase split at spaces) with each keyword of two words joined into one
    ("Battle", "Maiden" -> "Battle Maiden"; "Battle Maidens." too): the length of the text
    they are joined from is kept."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if i + 1 < len(words):
            pair = f"{words[i]} {words[i + 1]}"
            low = pair.rstrip(".,;:").lower()
            if low in TWO_WORD_KEYWORDS or (low.endswith("s") and low[:-1] in TWO_WORD_KEYWORDS):
                out.append(pair)
                i += 2
                continue
        out.append(words[i])
        i += 1
    return join_decks(out)  # "Fate card", "Dynasty or Fate cards" (target_decks)


PLURAL = {f"{k}s": k for k in KEYWORDS if not k.endswith(("s", "i", "u"))} | {
    "samurai": "samurai",
    "ashigaru": "ashigaru",
    "shugenja": "shugenja",
    "ronin": "ronin",
    "ninja": "ninja",
}
STATS = {
    "force": "force",
    "chi": "chi",
    "personal honor": "personal_honor",
    "gold cost": "gold_cost",
    "focus": "focus",
    "honor requirement": "honor_requirement",
}
LOCATIONS = {
    "at this battlefield": Place.CURRENT_BATTLEFIELD,
    "at the current battlefield": Place.CURRENT_BATTLEFIELD,
    "at the battlefield": Place.CURRENT_BATTLEFIELD,
    "at home": Place.HOME,
    "at any battlefield": Place.BATTLEFIELD,
    "in play": Place.IN_PLAY,
    # a location is the home or a battlefield (Reference 05): any card in play
    "at any location": Place.IN_PLAY,
    # in play elsewhere: at home or at another battlefield (Reference 05, locations)
    "not at this battlefield": Place.NOT_CURRENT_BATTLEFIELD,
    "not at the current battlefield": Place.NOT_CURRENT_BATTLEFIELD,
}


def self_words(title: str) -> set[str]:
    """The words a card's text names itself by: its title without its experience marks, and
    each word of it ("Zansho", "Takeuchi" of "Matsu Takeuchi"; "Inoue" of "Morito Inoue,
    Scourge of the Plains": a word before the subtitle's comma)."""
    base = re.sub(r"\s*[•(].*$", "", title).strip().lower()
    return {base, *base.split(), *(w.rstrip(",") for w in base.split() if w.endswith(","))}


#: The imperative verbs a clause of card text opens with: a cost or an effect ("bow Kohaku",
#: "destroy a Terrain"), never a noun of a list.
CLAUSE_VERBS = frozenset(
    [
        "bow",
        "destroy",
        "discard",
        "pay",
        "target",
        "choose",
        "give",
        "lose",
        "dishonor",
        "move",
        "show",
        "remove",
        "put",
        "return",
        "straighten",
        "draw",
        "gain",
        "create",
        "negate",
        "take",
        "search",
        "reveal",
        "attach",
        "bring",
        "cancel",
        "play",
        "recruit",
        "equip",
        "shuffle",
        "look",
        "make",
        "send",
        "switch",
        "turn",
    ]
)

#: ``Phrase.more`` of "one or more target X": the cards after the first have no most (as many
#: as the player chooses; ``TargetSpec.any_number``).
MORE_ANY = 1_000_000
#: "one or two target X": at least one, up to two (the first required, the rest optional:
#: Abilities and actions / B, FAQ: "up to" targets are not required): (count, more).
#: "zero to two": the first optional too (``targets``: as "may target one or two").
COUNTS = {
    "one or two": (1, 1),
    "one or more": (1, MORE_ANY),  # the first required, any number more optional
    "one to two": (1, 1),
    "one to three": (1, 2),
    "two or three": (2, 1),
    "two": (2, 0),
    "three": (3, 0),
    "zero to two": (1, 1),
    # "Targeting of a variable number of things is also optional when you can choose to target
    # zero things" (Abilities and actions / B): the first optional too (targets.py)
    "zero to three": (1, 2),
    "zero to four": (1, 3),
    "zero or more": (1, MORE_ANY),
    "any number": (1, MORE_ANY),  # "target any number of your Personalities": zero too
}


#: An adjective before "target" is part of the phrase the grammar does not read ("an enemy
#: target card": ``targets._OPEN_BEFORE``; "your other target": ``determiner``); the back
#: references "the other target", "the first target" are not phrases (``targets._BACK_REFERENCE``).
ADJECTIVE_BEFORE = (
    r"\b(?:other|enemy|opposing|opposed|unbowed|bowed|attacking|defending|honorable"
    r"|dishonorable|performing|first|second|third|legal|new|same|different|single|chosen"
    r"|remaining|non-[\w-]+)\s*$"
)
#: A verb whose "of" is its own, not a count's ("one of", "two of"): "Take control of a target
#: non-Kami Personality" names the target as "Bow a target ..." does (Abilities and actions /
#: B); taking control may fail, as any effect, and asks nothing more of the target.
VERB_OF = r"\btake control of\s*$"


def determiner(words: str) -> str:
    """The determiner of a target phrase, lower case; "your other target X" is "another of your
    target X" ("Your other target unbowed Ninja Personality challenges ...": a card of yours other
    than the card itself, or than the one card chosen before: ``target_references.cards_before``
    settles which, or refuses)."""
    det = " ".join(words.lower().split())
    return "another of your" if det == "your other" else det
