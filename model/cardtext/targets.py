"""Target and performer phrases of printed text (Abilities and actions / B. Explicit performing
and required targeting): "a target enemy Personality", "Target an enemy card with lower Force",
"your target unbowed Samurai", "target one of your Followers at home", "your performing unbowed
Courtier". A phrase is read whole or not at all: every word between its determiner and its
noun must be a known qualifier, and a following modifier ("with Force 3 or lower", "without
Followers", "at this battlefield") is read or the phrase is refused; a phrase followed by a word
that could still restrict it ("attached to ...", "who ...") is refused too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.cardtext.audit import unused_words
from model.common import ATTACHMENT_TYPES, DYNASTY_TYPES, FATE_TYPES, CardType, clan_word
from model.selectors import BEARER, SOURCE, Controller, Selector
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
        "infantry",
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
    }
)
_KEYWORD_WORDS: dict[str, object] = dict.fromkeys(KEYWORDS)
_PLURAL = {f"{k}s": k for k in KEYWORDS if not k.endswith(("s", "i", "u"))} | {
    "samurai": "samurai",
    "ashigaru": "ashigaru",
    "shugenja": "shugenja",
    "ronin": "ronin",
    "ninja": "ninja",
}
_STATS = {
    "force": "force",
    "chi": "chi",
    "personal honor": "personal_honor",
    "gold cost": "gold_cost",
    "focus": "focus",
    "honor requirement": "honor_requirement",
}
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_LOCATIONS = {
    "at this battlefield": Place.CURRENT_BATTLEFIELD,
    "at the current battlefield": Place.CURRENT_BATTLEFIELD,
    "at the battlefield": Place.CURRENT_BATTLEFIELD,
    "at home": Place.HOME,
    "at any battlefield": Place.BATTLEFIELD,
    "in play": Place.IN_PLAY,
    # a location is the home or a battlefield (Reference 05): any card in play
    "at any location": Place.IN_PLAY,
}
#: Words that may follow a phrase and could still restrict what it names: refused.
_OPEN_AFTER = re.compile(
    r"^\s*(?:with|without|who|whose|that|which|attached|in|at|controlled|opposing|not|"
    r"other|of|than|you|he|she|they|whom|except|if|unless|or|nor|but|from|under|"
    r"bearing|carrying|equipped|assigned|there|here)\b"
    r"|^\s*,?\s*and (?:with|without|who|whose|at|in|not|that|which|has|have|is|are)\b"
    r"|^\s*,\s*(?:or|nor)\b|^\s*,\s*[A-Z][\w-]*\s*(?:,|or\b)"
    # "one or two target Personalities, each with a different Clan Alignment"
    r"|^\s*,\s*(?:each|both|all|which|who|whose|with|without|that|exactly|none)\b"
    r"|^\s*,?\s*and (?:higher|lower|equal|less|more|greater|fewer|no|\d)\b"
    # "Target your Personality and an enemy Personality": a second target without "target"
    r"|^\s*(?:,\s*)?and (?:an?|your|one|another|two|three|each|all|every|any)\b"
    r"|(?-i:^\s+[A-Z])",  # a capitalized word right after: something the phrase did not read
    re.IGNORECASE,
)
#: "Give a target Personality Cavalry", "Permanently give your target Personality Conqueror":
#: after "give", the capitalized words that follow the phrase's noun are what the effect gives
#: (a keyword given), not a qualifier; the phrase ends at its noun.
_GIVE_BEFORE = re.compile(r"\bgive\s*$", re.IGNORECASE)
_GIVEN_KEYWORDS = re.compile(
    r"^\s+(?-i:[A-Z][\w-]*)(?:(?:\s*,\s*(?:or\s+)?|\s+or\s+|\s+and\s+)(?-i:[A-Z][\w-]*))*"
    r"(?:\s*\(this turn\))?\s*(?:\.|$)",
    re.IGNORECASE,
)
#: Words before a phrase that change what it names ("one or two of your target ...",
#: "up to two target ...").
_OPEN_BEFORE = re.compile(
    r"\b(?:of|or|and|two|three|four|five|up to|any|each|all|every|\d+)\s*$"
    r"|[\w-]+'s?\s*$",  # a possessive: "Ayumi's target Follower" is one attached to Ayumi
    re.IGNORECASE,
)
_MAY = re.compile(r"\bmay\s*$", re.IGNORECASE)
#: "the target", "its target": a target already chosen, named again (not a new one).
_BACK_REFERENCE = re.compile(r"\b(?:the|its|his|her|their|that|this)\s+$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Phrase:
    """A read phrase: the selector, the count, relations to other slots (``where``, with
    ``{slot}`` for this one), whether it names the performer, and the text it spans."""

    select: Selector
    start: int
    end: int
    count: int = 1
    #: Optional cards beyond ``count`` ("one or two": count 1, more 1).
    more: int = 0
    performer: bool = False
    where: tuple[str, ...] = ()
    optional: bool = False
    #: Targeted (every phrase but "your performing X"); a targeted performer is
    #: "your target performing X" (Abilities and actions / B).
    targeted: bool = True


_COUNT = r"one or two|one to two|one to three|two|three"
_HEAD = re.compile(
    rf"\b(?:target\s+(?P<cnt>{_COUNT})\s+(?P<cntyour>(?:of\s+)?your\s+)?"
    rf"|(?P<cnt2>{_COUNT})\s+(?P<cntof>of your\s+)?target\s+"
    r"|target\s+(?P<b>one of your|another of your|a|an|one|your|another player's)\s+"
    r"|(?P<a>(?:a|an|one|your|another player's)\s+)?target\s+(?P<of>one of (?:your|his) )?"
    r"|(?P<perf>your performing)\s+)",
    re.IGNORECASE,
)
#: "one or two target X": at least one, up to two (the first required, the rest optional:
#: Abilities and actions / B, FAQ: "up to" targets are not required).
_COUNTS = {
    "one or two": (1, 1),
    "one to two": (1, 1),
    "one to three": (1, 2),
    "two": (2, 0),
    "three": (3, 0),
}


def find_phrases(
    text: str, title: str = "", card_type: CardType | None = None
) -> list[Phrase] | str:
    """Every target/performer phrase of a sentence, in order; a string says what is not read.
    ``card_type``: the card's own (whom "than this Personality's" names)."""
    out: list[Phrase] = []
    for m in _HEAD.finditer(text):
        if out and m.start() < out[-1].end:
            continue
        if not (m.group("a") or m.group("b") or m.group("perf")) and _BACK_REFERENCE.search(
            text[: m.start()]
        ):
            continue  # "if the target is a Follower": a chosen target, named again
        got = _phrase(text, m, title, card_type)
        if isinstance(got, str):
            return got
        out.append(got)
    return out


def _phrase(
    text: str, m: re.Match[str], title: str, card_type: CardType | None = None
) -> Phrase | str:
    det = (m.group("a") or m.group("b") or "").strip().lower()
    counted = (m.group("cnt") or m.group("cnt2") or "").lower()
    count, more = _COUNTS.get(" ".join(counted.split()), (1, 0))
    controller = Controller.ANY
    if (
        det in ("your", "one of your", "another of your")
        or m.group("of")
        or m.group("perf")
        or m.group("cntyour")
        or m.group("cntof")
    ):
        controller = Controller.YOU
    elif det == "another player's":
        controller = Controller.OPPONENT
    if m.group("of") and m.group("of").lower().startswith("one of his"):
        return "'one of his'"
    before = text[: m.start()]
    if _OPEN_BEFORE.search(before):
        return f"the words before a target: {before.strip()[-30:]!r}"
    another_before = re.search(r"\banother\s*$", before, re.IGNORECASE) is not None
    another_of = det == "another of your"
    if another_of and card_type is not CardType.PERSONALITY:
        # other than the card itself only on a Personality (else: than whom?)
        return "'another of your' on a card that is no Personality"
    if another_before and (det or card_type is not CardType.PERSONALITY):
        # other than the Personality itself; on another card (an attachment's bearer? a
        # Strategy's performer?) not read
        return "'another' before a target"
    another_before = another_before or another_of
    if not det and not m.group("of") and re.search(r"\bto\s*$", before, re.IGNORECASE):
        return "'to target': a cost written as 'X to Y'"
    optional = bool(_MAY.search(before))
    words = text[m.end() :].split(" ")
    sel = Selector(controller=controller)
    i = 0
    types: list[CardType] = []
    keywords: list[str] = []
    noun = False
    unit = False
    last_plural = False
    other = False
    alternatives = False
    targeted_performer = False
    pile: str | None = None
    while i < len(words):
        raw = words[i]
        word = raw.rstrip(".,;:").lower()
        trailing = raw != raw.rstrip(".,;:")
        if word.endswith(("'s", "\u2019s")) and (base := word[:-2]) in NOUNS | _KEYWORD_WORDS:
            # "a target Personality's abilities": the Personality is the target; what is his
            # is the effect's (a card noun after it - "a target Personality's Follower" - is
            # refused below: which card is targeted?)
            nxt = words[i + 1].rstrip(".,;:").lower() if i + 1 < len(words) else ""
            if (nxt in NOUNS or nxt in KEYWORDS or nxt in _PLURAL) and nxt != "unit":
                return f"a possessive target before a card: {raw!r} {nxt!r}"
            word, trailing = base, True
        if word in ("enemy", "opposing"):
            if sel.controller is Controller.YOU:
                return f"{word!r} with 'your'"
            if word == "opposing":
                return "'opposing'"
            sel = replace(sel, controller=Controller.OPPONENT)
        elif word in ("unbowed", "bowed"):
            sel = replace(sel, bowed=word == "bowed")
        elif word in ("opposed", "unopposed"):
            sel = replace(sel, opposed=word == "opposed")
        elif word == "performing" and i == 0 and not m.group("perf") and det == "your":
            targeted_performer = True  # "your target performing Yojimbo"
        elif word in ("dishonorable", "honorable"):
            sel = replace(sel, dishonorable=word == "dishonorable")
        elif word in ("attacking", "defending"):
            sel = (
                replace(sel, attacking=True)
                if word == "attacking"
                else replace(sel, defending=True)
            )
        elif word == "another" and not other and i == 0:
            other = True
        elif word in ("face-up", "face-down"):
            sel = replace(sel, face_up=word == "face-up")
        elif word in ("discarded", "dead") and pile is None:
            pile = word  # Reference 05: the dead and discarded states of a discard pile
        elif (
            word in ("honorably", "dishonorably")
            and pile is None
            and i + 1 < len(words)
            and words[i + 1].lower() == "dead"
        ):
            pile = "dead"
            sel = replace(sel, dishonorable=word == "dishonorably")
            i += 1
        elif raw.lower() == "(not" and pile == "discarded" and words[i + 1 : i + 2] == ["dead)"]:
            i += 1  # "discarded (not dead)": what discarded means for a Personality
        elif word in ("unique", "non-unique"):
            sel = replace(sel, unique=word == "unique")
        elif word.startswith("non-") and word[4:] in KEYWORDS and i < len(words) - 1:
            # "a non-Naval Personality": without the keyword (Reference 04: keywords)
            sel = replace(sel, not_keyword=(*sel.not_keyword, word[4:]))
        elif word in NOUNS or word in _PLURAL or word in KEYWORDS:
            if noun and word in NOUNS and types:
                return f"two card types in a target: {raw!r}"  # "Ancestor Personality"
            noun = True
            plural = word.endswith("s") and (word in NOUNS or word in _PLURAL)
            if plural and not (
                m.group("of") or det in ("one of your", "another of your") or counted
            ):
                return f"a plural {raw!r} in a target"
            last_plural = plural or _PLURAL.get(word) == word  # "Samurai": either
            if word in ("unit", "units"):
                unit = True
            if word in NOUNS:
                types.extend(NOUNS[word])
            else:
                keywords.append(_PLURAL.get(word, word))
            i += 1
            if trailing:
                break
            # "your performing Courtier or Magistrate": alternatives of two keywords, as the
            # whole noun of the phrase (nothing may follow: its scope would be unclear)
            if (
                i + 1 < len(words)
                and words[i].lower() == "or"
                and word not in NOUNS
                and not types
                and len(keywords) == 1
                and (alt := words[i + 1].rstrip(".,;:").lower()) in KEYWORDS
                and alt not in NOUNS
            ):
                sel = replace(sel, any_keyword=(keywords.pop(), _PLURAL.get(alt, alt)))
                alternatives = True
                i += 2
                break
            # "Follower or Personality", "Personality or Follower"
            if i + 1 < len(words) and words[i].lower() == "or":
                nxt = words[i + 1].rstrip(".,;:").lower()
                if nxt in NOUNS and NOUNS[nxt] and not keywords:
                    types.extend(NOUNS[nxt])
                    i += 2
                    break
            nxt = words[i].rstrip(".,;:").lower() if i < len(words) else ""
            if nxt in NOUNS and not types:
                continue  # "Samurai Personality": the keyword qualified a noun
            if (nxt in KEYWORDS or nxt in _PLURAL) and word not in NOUNS:
                continue  # "Air Shugenja": both keywords (never a keyword after the noun:
                # "Give your target Follower Cavalry" gives Cavalry)
            break
        elif (clan := clan_word(word)) and word[:1].isalpha() and _is_clan(clan):
            if sel.clan is not None or sel.any_of:
                return "two clans in a target"
            if i + 1 < len(words) and words[i + 1].lower() == "clan":
                i += 1  # "a Crane Clan Personality"
            if trailing or words[i].endswith((".", ",", ";", ":")):
                return "a target without a noun"
            if i + 2 < len(words) and words[i + 1].lower() == "or":
                # "your target Lion Clan or Fallen Personality", "a Scorpion Clan or Dragon Clan
                # Personality": a clan or another clan / keyword, of the noun that follows
                second = _clan_alternative(words, i + 2)
                if second is None:
                    return "the word 'or' after a clan in a target"
                other_clan, i = second
                sel = replace(sel, any_of=(Selector(clan=clan), other_clan))
            else:
                sel = replace(sel, clan=clan)
        else:
            return f"the word {raw!r} in a target"
        i += 1
    else:
        return "a target without a noun"
    if not noun:
        return "a target without a noun"
    if counted and not last_plural:
        return f"a singular noun after {counted!r}"
    if unit and (
        keywords
        or sel.clan
        or sel.bowed is not None
        or sel.dishonorable is not None
        or sel.unique is not None
    ):
        # "a Cavalry unit", "an unbowed unit": of its Personality, or of every card in it?
        return "a qualifier of a unit (its Personality's, or every card's?)"
    sel = replace(sel, type=tuple(dict.fromkeys(types)), keyword=tuple(keywords))
    if pile is not None:
        in_pile = _in_pile(sel, pile)
        if isinstance(in_pile, str):
            return in_pile
        sel = in_pile
    if other or another_before:
        # "another target Personality" (no target before it: the caller checks): other than
        # the card itself
        sel = replace(sel, other_than=(SOURCE,))
    consumed = m.end() + len(" ".join(words[:i]).rstrip(".,;:"))
    rest = text[consumed:]
    where: list[str] = []
    while True:
        got = _modifier(rest, sel, title, card_type)
        if got is None:
            break
        if isinstance(got, str):
            return got
        sel, relation, used = got
        if relation:
            where.append(relation)
        consumed += used
        rest = text[consumed:]
    gives = _GIVE_BEFORE.search(before) is not None
    given = gives and _GIVEN_KEYWORDS.match(rest) is not None
    if gives and not types and len(keywords) >= 2 and re.match(r"^\s*(?:\.|$)", rest):
        # "Permanently give your target Samurai Shadowlands.": a Samurai Shadowlands card, or
        # a Samurai given Shadowlands? The last keyword may be what is given.
        return "keywords after 'give' that may be the keyword given"
    if _OPEN_AFTER.match(rest) and not given:
        return f"the words after a target: {rest.strip()[:40]!r}"
    if alternatives and (where or sel.location is not None or sel.lacks_attachment is not None):
        return "a modifier after alternatives of keywords (of one, or of both?)"
    if alternatives and rest.strip()[:1] not in ("", ".", ",", ":", ";"):
        return f"the words after alternatives of keywords: {rest.strip()[:30]!r}"
    span = text[m.start() : consumed]
    if counted:  # the count words are read (count and more)
        span = re.sub(rf"\b{re.escape(counted)}\b", " ", span, count=1, flags=re.IGNORECASE)
    unused = unused_words(
        span,
        sel,
        where,
        performer=bool(m.group("perf")) or targeted_performer,
        title=title,
    )
    if unused:  # the content-word audit: a word nothing read accounts for
        return f"the word {unused[0]!r} in a target was not read"
    return Phrase(
        select=sel,
        start=m.start(),
        end=consumed,
        count=count,
        more=more,
        performer=bool(m.group("perf")) or targeted_performer,
        where=tuple(where),
        optional=optional,
        targeted=not m.group("perf"),
    )


def _in_pile(sel: Selector, pile: str) -> Selector | str:
    """ "a discarded Personality", "your dead Samurai": in the discard pile of the card's deck
    (Reference 02), dead (a destroyed Personality) or discarded (every other card there,
    Reference 05, Dead)."""
    types = set(sel.type)
    personality = types == {CardType.PERSONALITY}
    if pile == "dead" and not personality:
        return f"'dead' of a card that may be no Personality: {sorted(types)}"
    if types and types <= DYNASTY_TYPES:
        place = Place.DYNASTY_DISCARD
    elif types and types <= FATE_TYPES:
        place = Place.FATE_DISCARD
    else:
        return f"'{pile}': the Fate or the Dynasty discard pile?"
    if CardType.PERSONALITY in types and not personality:
        return f"'{pile}' of a Personality or another card"
    return replace(sel, location=place, dead=(pile == "dead") if personality else None)


def _clan_alternative(words: list[str], i: int) -> tuple[Selector, int] | None:
    """The alternative after "<Clan> Clan or": another clan ("Dragon Clan") or a keyword
    ("Monk"), with the index of its last word; None: not read. The card noun must follow."""
    raw = words[i]
    if raw != raw.rstrip(".,;:"):
        return None
    word = raw.lower()
    if (clan := clan_word(word)) and word[:1].isalpha() and _is_clan(clan):
        if i + 1 < len(words) and words[i + 1].lower() == "clan":
            i += 1
        return Selector(clan=clan), i
    if word in KEYWORDS and word not in NOUNS:
        return Selector(keyword=(_PLURAL.get(word, word),)), i
    return None


def _is_clan(word: str) -> bool:
    from model.common import CLANS

    return word in CLANS


_STAT_RE = "|".join(sorted(_STATS, key=len, reverse=True))
_MOD_LOCATION = re.compile(
    r"^\s*(" + "|".join(re.escape(k) for k in _LOCATIONS) + r")\b", re.IGNORECASE
)
_MOD_STAT_N = re.compile(
    rf"^\s*with (?:a )?(?P<stat>{_STAT_RE}) (?:of )?(?P<n>\d+) or (?P<dir>less|lower|fewer|"
    r"more|higher|greater)\b",
    re.IGNORECASE,
)
_MOD_N_STAT = re.compile(
    rf"^\s*with (?P<n>\d+) or (?P<dir>less|lower|fewer|more|higher|greater) (?P<stat>{_STAT_RE})\b",
    re.IGNORECASE,
)
_MOD_LOWER_THAN_SOURCE = re.compile(
    r"^\s*with (?P<dir>lower|higher|less|more|greater|equal or lower|equal or higher|"
    rf"equal or less|equal or greater) (?P<stat>{_STAT_RE})(?P<than> than "
    r"(?:this card|this personality|him|her|it|(?P<name>[A-Z][\w'-]*))('s)?)?(?=\s*[.,;:]|\s*$)",
    re.IGNORECASE,
)
_MOD_WITHOUT = re.compile(
    r"^\s*(?:without|with no) (?P<what>followers|attachments|items|spells)\b", re.IGNORECASE
)


#: "with Force equal to or lower than this Personality's", "with Force less than or equal to
#: Futoro's Chi", "with Force equal to or lower than 4": a stat compared with a number, or with
#: a stat of the card itself (its name, "this card", "this <its type>") or, on an attachment,
#: of the Personality it is attached to ("this Personality", "this Shugenja": Reference 03).
_MOD_STAT_THAN = re.compile(
    rf"^\s*with (?:a )?(?P<stat>{_STAT_RE}) (?P<dir>equal to or (?:lower|less|higher|greater|more)"
    r"|(?:lower|less|higher|greater|more) than or equal to|(?:lower|less|higher|greater|more))"
    r"(?: than)? (?:(?P<n>\d+)|(?P<who>this [a-z]+|[A-Z][\w-]*)(?P<poss>'s)?"
    rf"(?: (?P<stat2>{_STAT_RE}))?)(?=\s*[.,;:)]|\s*$)",
    re.IGNORECASE,
)
#: "with a Weapon", "with Followers", "with attached Followers": it has such an attachment.
_MOD_WITH_ATTACHED = re.compile(
    r"^\s*with (?:(?P<det>an?) |attached )?(?P<what>followers?|items?|spells?|weapons?|armor)"
    r"(?=\s*[.,;:)]|\s*$|\s+[+-]\d)",
    re.IGNORECASE,
)


def _stat_than(
    m: re.Match[str], sel: Selector, title: str, card_type: CardType | None
) -> tuple[Selector, str, int] | str:
    stat = _STATS[m.group("stat").lower()]
    direction = m.group("dir").lower()
    op = "<" if any(w in direction for w in ("lower", "less")) else ">"
    if "equal" in direction:
        op += "="
    if m.group("n") is not None:
        return sel, f"{{slot}}.{stat} {op} {int(m.group('n'))}", m.end()
    who = m.group("who").lower()
    if who.startswith("this "):
        noun = who[5:]
        if noun == "card" or (card_type is not None and noun == card_type.value):
            other = SOURCE
        elif card_type in ATTACHMENT_TYPES and noun in ("personality", "shugenja"):
            other = BEARER
        else:
            return f"a comparison with {who!r}"
    elif who in _self_words(title):
        other = SOURCE
    else:
        return f"a comparison with {m.group('who')!r}"
    stat2 = _STATS[m.group("stat2").lower()] if m.group("stat2") else stat
    if m.group("poss") is None:
        return f"a comparison with {m.group('who')!r}"  # "than this Personality" needs "'s"
    return sel, f"{{slot}}.{stat} {op} {other}.{stat2}", m.end()


_MOD_PROVINCE = re.compile(
    r"^\s*in (?:(your|one of your|another player's|a|any) )?provinces?\b", re.IGNORECASE
)
_MOD_IN_A_UNIT = re.compile(r"^\s*in (?:a unit|units)\b", re.IGNORECASE)


def selector_text_short(sel: Selector) -> str:
    return "/".join(t.value for t in sel.type) or "a card"


_MOD_OWN_PILE = re.compile(r"^\s*in your (hand|discard pile)\b", re.IGNORECASE)


def _own_pile(sel: Selector, pile: str) -> Selector | str:
    """ "in your hand" / "in your discard pile": a card of yours out of play; the discard pile
    is the Fate or Dynasty one by the card's deck (Reference 02), refused when the noun does
    not say which."""
    if sel.controller is Controller.OPPONENT or sel.location is not None:
        return f"'in your {pile}' after another owner or place"
    if pile == "hand":
        place = Place.HAND
    elif sel.type and set(sel.type) <= FATE_TYPES:
        place = Place.FATE_DISCARD
    elif sel.type and set(sel.type) <= DYNASTY_TYPES:
        place = Place.DYNASTY_DISCARD
    else:
        return "'your discard pile': the Fate or the Dynasty one?"
    return replace(sel, controller=Controller.YOU, location=place)


def _modifier(
    rest: str, sel: Selector, title: str, card_type: CardType | None = None
) -> tuple[Selector, str, int] | str | None:
    """One post-modifier at the start of ``rest``: (selector, relation or "", length used)."""
    if (m := _MOD_STAT_THAN.match(rest)) is not None:
        return _stat_than(m, sel, title, card_type)
    if (m := _MOD_WITH_ATTACHED.match(rest)) is not None:
        word = m.group("what").lower()
        noun = word.removesuffix("s")
        if (m.group("det") is not None) == word.endswith("s"):  # "a Weapon", "Followers"
            return f"the words after a target: {rest.strip()[:40]!r}"
        if sel.has_attachment is not None:
            return "two 'with'"
        has = Selector(type=NOUNS[noun]) if noun in NOUNS else Selector(keyword=(noun,))
        return replace(sel, has_attachment=has), "", m.end()
    if (m := _MOD_PROVINCE.match(rest)) is not None:
        # a card in a province (Reference 05: provinces hold Dynasty cards, face up or down)
        whose = (m.group(1) or "").lower()
        controller = {
            "your": Controller.YOU,
            "one of your": Controller.YOU,
            "another player's": Controller.OPPONENT,
        }.get(whose, Controller.ANY)
        if sel.location is not None or (
            sel.controller is not Controller.ANY and controller is not Controller.ANY
        ):
            return "two places or owners for a card in a province"
        if controller is not Controller.ANY:
            sel = replace(sel, controller=controller)
        return replace(sel, location=Place.PROVINCE), "", m.end()
    if (m := _MOD_IN_A_UNIT.match(rest)) is not None:
        # a unit is a Personality and the cards attached to him (Reference 03), and an
        # attachment in play is always attached: a card in a unit is a Personality or an
        # attachment in play
        in_units = (CardType.PERSONALITY, *sorted(ATTACHMENT_TYPES))
        if sel.location is not None or (sel.type and not set(sel.type) <= set(in_units)):
            return f"'in a unit' after {selector_text_short(sel)}"
        return replace(sel, type=sel.type or in_units, location=Place.IN_PLAY), "", m.end()
    if (m := _MOD_OWN_PILE.match(rest)) is not None:
        got = _own_pile(sel, m.group(1).lower())
        return got if isinstance(got, str) else (got, "", m.end())
    if (m := _MOD_LOCATION.match(rest)) is not None:
        if sel.location is not None:
            return "two locations"
        return replace(sel, location=_LOCATIONS[m.group(1).lower()]), "", m.end()
    for pattern in (_MOD_STAT_N, _MOD_N_STAT):
        if (m := pattern.match(rest)) is not None:
            stat = _STATS[m.group("stat").lower()]
            op = "<=" if m.group("dir").lower() in ("less", "lower", "fewer") else ">="
            return sel, f"{{slot}}.{stat} {op} {int(m.group('n'))}", m.end()
    if (m := _MOD_LOWER_THAN_SOURCE.match(rest)) is not None:
        name = m.group("name")
        if name is not None and name.lower() not in _self_words(title):
            return f"a comparison with {name!r}"
        if m.group("than") is not None and name is None and not m.group(0).lower().count("this"):
            return "a comparison with 'him'"
        stat = _STATS[m.group("stat").lower()]
        direction = m.group("dir").lower()
        op = "<" if direction.endswith(("lower", "less")) else ">"
        if direction.startswith("equal"):
            op += "="
        # "with lower Force" alone, or "than this Personality" (the card itself only when it
        # is a Personality: on a Follower it is its bearer): the caller says whom ({lower})
        than = (m.group("than") or "").lower()
        other = SOURCE if than and "this personality" not in than else "{lower}"
        if "this personality" in than and card_type in ATTACHMENT_TYPES:
            other = BEARER  # the Personality it is attached to (Reference 03)
        elif "this personality" in than and card_type is CardType.PERSONALITY:
            other = SOURCE
        return sel, f"{{slot}}.{stat} {op} {other}.{stat}", m.end()
    if (m := _MOD_WITHOUT.match(rest)) is not None:
        what = m.group("what").lower()
        # "without attachments": no attached card at all
        lacks = Selector() if what == "attachments" else Selector(type=NOUNS[what])
        if sel.lacks_attachment is not None:
            return "two 'without'"
        return replace(sel, lacks_attachment=lacks), "", m.end()
    return None


def _self_words(title: str) -> set[str]:
    base = re.sub(r"\s*[•(].*$", "", title).strip().lower()
    return {base, *base.split()}


def ranged_target() -> Selector:
    """The target of a Ranged Attack (Reference 01, Cardinal rule 1 example): a Follower or a
    Personality without Followers, in the current enemy army."""
    return Selector(
        controller=Controller.OPPONENT,
        type=(CardType.FOLLOWER, CardType.PERSONALITY),
        location=Place.CURRENT_BATTLEFIELD,
        any_of=(
            Selector(type=(CardType.FOLLOWER,)),
            Selector(
                type=(CardType.PERSONALITY,), lacks_attachment=Selector(type=(CardType.FOLLOWER,))
            ),
        ),
    )
