"""The terms of the Gold production text (Costs and restrictions / Gold production): the noun
phrases of cards ("a non-Unique Samurai", "Shugenja Personality"), what a payment is for
("when paying for ..."), the cards counted ("for each Farm you control") and the state
conditions ("if you control a Tactician", "if it is the Attack Phase"). Fail-closed: a phrase
that says more than these readings raises ``_Unmodelled``. Used by ``model.oracle.production``
and ``model.oracle.entering``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cards import (
    ATTACHMENT_TYPES,
    CardType,
    GoldBonus,
    PaySelector,
    PerCardGold,
    ProductionMode,
)
from model.cardtext.target_words import KEYWORDS
from model.common import CLANS, NUMBER_WORDS, Stat, clan_word
from model.lazy_regex import lazy_regex
from model.oracle.joint_conditions import joint_condition
from model.oracle.production_history import history_condition
from model.oracle.production_titles import titled
from model.selectors import Condition, Controller, CountAtLeast, HigherThanYours, Selector

#: Words of a sentence that may take Gold away from a source (``ProductionAnalysis.may_lower``):
#: "less Gold", "-1GP", "Your Stronghold has a maximum of 3GP.", "a maximum GP of 3", "a maximum
#: of 2 Gold", and any sentence about a Stronghold's Gold that does not surely only raise it
#: ("Each Stronghold with a Gold Production Stat higher than your Stronghold's has -1 to its Gold
#: Production Stat", Nio Sensei): a plan counting that Stronghold's Gold is then in doubt
#: (h41adv3 F1: Taka Sensei's maximum, not understood, left every plan sure)
_MAY_LOWER = lazy_regex(
    r"\bless gold\b|-\d+\s*gp\b|-\d+ gold production|\bminus\b|\bhalve|\bnot (?:produce|count)"
    r"|\bmaximum of \d+\s*gp\b|\bmaximum (?:gp|gold production) of\b"
    r"|\b(?:maximum of|at most) (?:\d+|one|two|three|four|five) gold\b"
    r"|^(?!.*(?:\+\d|\badditional\b|\bmore gold\b|\bminimum\b|\bgold cost\b"
    r"|\bproduce (?:\d+|one|two|three) gold\b))"
    r"(?=.*\bstrongholds?\b).*(?:\bproduc|\bgp\b|\bgold production\b)"
)
#: a Gold Production penalty of the card itself alone, under a condition or not: "This Holding
#: has -1GP while your Stronghold's Gold Production is 4 or greater." (Suana Dojo)
_SELF_LOWER = lazy_regex(
    r"this (?:holding|stronghold) has -\d+\s*gp(?: (?:while|if|when|as long as) [^.;:]+)?\.?"
)


def lowers_other_gold(low: str) -> bool:
    """May the lower-case sentence ``low``, not understood, lower Gold other than its own card's
    (``_MAY_LOWER`` but not ``_SELF_LOWER``)?"""
    return _MAY_LOWER.search(low) is not None and not _SELF_LOWER.fullmatch(low.strip())


#: "If you did not go first": not the first player (``Condition.turn_order``).
_NOT_FIRST = Condition(none_of=(Condition(turn_order=1),))


#: "which may only pay for that card" (him, them, that Spell, that card or action, ...).
ONLY_PAY = (
    r",? (?:which|that) (?:can|may) only pay for "
    r"(?:that card|him|her|it|them|that \w+(?: or (?:that )?\w+)?)"
)


class _Unmodelled(Exception):
    """Raised inside the parser: the card produces Gold, but not in a way we can model."""


_TYPE_WORDS: dict[str, CardType] = {}
for _t in CardType:
    if _t is not CardType.OTHER:
        _TYPE_WORDS[_t.value] = _t
        _TYPE_WORDS[_t.value + "s"] = _t
_TYPE_WORDS["personalities"] = CardType.PERSONALITY
_TYPE_WORDS["strategies"] = CardType.STRATEGY
_ATTACHMENT_WORDS = frozenset({"attachment", "attachments"})
_NUMBER_WORDS = NUMBER_WORDS
#: Words that mean the noun phrase says more than a type and one keyword can.
_UNSUPPORTED_WORDS = frozenset(
    [
        "unique",
        "action",
        "actions",
        "single",
        "with",
        "without",
        "printed",
        "cost",
        "your",
        "his",
        "her",
        "their",
        "that",
        "which",
        "who",
        "clan",
        "in",
        "at",
        "of",
        "and",
        "not",
    ]
)
_WORD = lazy_regex(r"^[a-z][a-z'-]*$")
#: Printed keywords of two words that name a kind of card, not one card (the card data's
#: keyword areas: "Geisha House" is on nine Holdings). Any other pair of words is refused: a
#: title ("Iron Mine"), two keywords ("Nonhuman Shadowlands") or no keyword ("Human Shugenja").
_MULTI_WORD_KEYWORDS = frozenset(
    {"geisha house", "sake house", "gambling house", "battle maiden", "clan champion"}
)


def _strip_article(phrase: str) -> str:
    phrase = phrase.strip().rstrip(".").strip()
    return re.sub(r"^(?:a single|an|a|one)\s+", "", phrase)


def _alternatives(phrase: str) -> list[str]:
    """``"armor, mine, or weapon"`` -> ``["armor", "mine", "weapon"]`` ("9 or more" stays)."""
    not_amount = r"(?!more\b|less\b|higher\b|greater\b|lower\b|fewer\b)"
    parts = re.split(rf",\s*or\s+{not_amount}|\s+or\s+{not_amount}|,\s*", phrase)
    return [_strip_article(p) for p in parts if p.strip()]


def _noun(phrase: str) -> tuple[tuple[CardType, ...], str | None]:
    """A noun phrase ("Nonhuman", "Ninja card", "Shugenja Personality", "attachment") as
    (types, keyword); raises ``_Unmodelled`` when it says more than that."""
    words = [w for w in _strip_article(phrase).split() if w not in ("card", "cards")]
    if not words or any(w in _UNSUPPORTED_WORDS or not _WORD.match(w) for w in words):
        raise _Unmodelled(f"cannot read {phrase!r} as a card type and keyword")
    if any(w.startswith("non-") for w in words):
        raise _Unmodelled(f"negated keyword in {phrase!r}")
    types: tuple[CardType, ...] = ()
    last = words[-1]
    if last in _ATTACHMENT_WORDS:
        types = tuple(sorted(ATTACHMENT_TYPES))
        words = words[:-1]
    elif last in _TYPE_WORDS:
        types = (_TYPE_WORDS[last],)
        words = words[:-1]
    keyword = " ".join(words) if words else None
    if keyword is not None and len(words) > 1 and keyword not in _MULTI_WORD_KEYWORDS:
        # two words are a title ("Iron Mine"), two keywords ("Nonhuman Shadowlands") or a
        # word that is no keyword ("Human Shugenja"): none is one keyword, so none is claimed
        raise _Unmodelled(f"cannot read {phrase!r} as a card type and one keyword")
    return types, keyword


_CLAN_NOUN = lazy_regex(r"(?P<clan>[a-z']+(?: [a-z']+)?) clan (?P<rest>[a-z].*)")
_PRINTED_COST = lazy_regex(
    r"(?P<what>.+?) with a printed gold cost of (?P<n>\d+) or (?:more|higher|greater)"
)
#: "an action on a Strategy", "an ability on a Strategy": the Gold cost of an action whose card
#: is of that type (an ability's cost is its action's: ``PaySelector.action``).
_ACTION_ON = lazy_regex(r"(?:action|ability) on (?:an? )?(?P<type>[a-z]+)")
#: Clans whose name is two words ("Toturi's Army Personality"): never one keyword, so the
#: clan (``_noun`` refuses two words as a keyword).
_TWO_WORD_CLANS = tuple(sorted((c for c in CLANS if " " in c), key=len, reverse=True))
_FROM_CARD_IN_PLAY = lazy_regex(r"(?P<what>.+?) from your cards? in play")
_NON_TYPE_CARD = lazy_regex(r"non-(?P<type>[a-z]+) cards?")
#: "a Nonhuman, non-Shadowlands card": two adjectives before one noun, not two alternatives
#: (alternatives are joined by "or").
_COMMA_ADJECTIVES = lazy_regex(
    r"(?:an? )?(?P<first>[a-z]+), (?P<second>non-[a-z]+) (?P<noun>[a-z]+)"
)
_YOUR_CLAN = lazy_regex(
    r"(?P<what>.+?) with your clan alignment"
    r"(?: and (?P<rest>a printed gold cost of \d+ or (?:more|higher|greater)))?"
)
#: "a Human Personality with no Clan Alignment": no Clan Alignment (Reference 03: no Clan Mon)
_NO_CLAN = lazy_regex(r"(?P<what>.+?) with no clan alignment")


def _lone_keyword(word: str) -> bool:
    """One word that may be a keyword: not a card type, nor a word saying more."""
    return bool(_WORD.match(word)) and word not in _TYPE_WORDS and word not in _UNSUPPORTED_WORDS


def _distribute_type(phrase: str, alternatives: list[str]) -> list[str]:
    """ "a Samurai or Bushi Personality": the card type ending the last alternative also ends
    each earlier one that is a lone keyword with no article of its own ("Samurai
    Personality", "Bushi Personality"): the words before one noun all qualify it, as
    adjectives do (README, Gold text readings). "A Retainer or a Monk Personality": two
    noun phrases, each its own."""
    if len(alternatives) < 2 or re.search(r"\bor (?:an?|one) ", phrase):
        return alternatives
    *first, last = alternatives
    words = last.split()
    if len(words) != 2 or words[-1] not in _TYPE_WORDS or not _lone_keyword(words[0]):
        return alternatives
    if not all(_lone_keyword(a) for a in first):
        return alternatives
    return [f"{a} {words[-1]}" for a in first] + [last]


def _pay_selectors(phrase: str) -> list[PaySelector]:
    """What "paying for <phrase>" accepts: one ``PaySelector`` per alternative.

    Besides a type and a keyword: "Unique <noun>" (``unique``), "<keyword or type> action" /
    "an action" (``action``: the Gold cost of an action; a type names the action's card, as in
    "a Sensei action", else the word is the action's keyword, as in "a Kharmic action"), and
    "<noun> with a printed Gold Cost of N or more" (``min_gold_cost``; "card" is any card),
    "<action> from your card in play" (``from_card_in_play``), "a non-<type> card"
    (``not_type``, and ``action=False``: the card's Gold cost as it enters play; see the module
    doc).
    """
    out: list[PaySelector] = []
    if m := _COMMA_ADJECTIVES.fullmatch(phrase.strip()):
        phrase = f"{m.group('second')} {m.group('first')} {m.group('noun')}"
    alternatives = _alternatives(phrase)
    if len(alternatives) > 1 and any(
        w.startswith("non-") and w != "non-unique" for w in phrase.split()[:-1]
    ):
        # "a non-Shadowlands Nonhuman Personality or Follower": does "non-Shadowlands" qualify
        # the Follower too? Two readings: refused
        raise _Unmodelled(f"the scope of a 'non-' word among alternatives: {phrase!r}")
    alternatives = _distribute_type(phrase, alternatives)
    for alt in alternatives:
        # "an action on a Strategy or for a Samurai": "for" repeated before an alternative
        alt = re.sub(r"^for (?:a single |an |a )?", "", alt)
        if m := _ACTION_ON.fullmatch(alt):
            if m.group("type") not in _TYPE_WORDS:
                raise _Unmodelled(f"cannot read {alt!r} as an action on a card type")
            out.append(PaySelector(type=_TYPE_WORDS[m.group("type")], action=True))
            continue
        if m := _FROM_CARD_IN_PLAY.fullmatch(alt):
            inner = _pay_selectors(m.group("what"))
            if any(p.action is not True for p in inner):
                raise _Unmodelled(f"only an action comes from a card in play: {alt!r}")
            out.extend(replace(p, from_card_in_play=True) for p in inner)
            continue
        if m := _NON_TYPE_CARD.fullmatch(alt):
            if m.group("type") not in _TYPE_WORDS:
                raise _Unmodelled(f"cannot read {alt!r} as a card type")
            out.append(PaySelector(not_type=_TYPE_WORDS[m.group("type")], action=False))
            continue
        unique: bool | None = None
        min_cost: int | None = None
        # "with no Clan Alignment": as "an Unaligned <noun>" below
        no_clan = _NO_CLAN.fullmatch(alt)
        if no_clan:
            alt = no_clan.group("what")
        # "a Personality with your Clan Alignment (and a printed Gold Cost of 10 or greater)":
        # the paying player's clan (``PaySelector.your_clan``, resolved by solver.production)
        your_clan = None
        if m := _YOUR_CLAN.fullmatch(alt):
            your_clan, alt = True, m.group("what") + (f" with {m['rest']}" if m["rest"] else "")
        if m := _PRINTED_COST.fullmatch(alt):
            alt, min_cost = m.group("what"), int(m.group("n"))
        words = alt.split()
        if words and words[0] in ("unique", "non-unique"):  # "a non-Unique Samurai"
            unique, alt = words[0] == "unique", " ".join(words[1:])
        words = alt.split()
        if words and words[-1] in ("action", "actions"):
            if unique is not None or min_cost is not None or len(words) > 2:
                raise _Unmodelled(f"cannot read {alt!r} as one payment selector")
            if len(words) == 1:
                out.append(PaySelector(action=True))
            elif words[0] in _TYPE_WORDS:
                out.append(PaySelector(type=_TYPE_WORDS[words[0]], action=True))
            elif _WORD.match(words[0]) and words[0] not in _UNSUPPORTED_WORDS:
                out.append(PaySelector(keyword=words[0], action=True))
            else:
                raise _Unmodelled(f"cannot read {alt!r} as an action")
            continue
        if alt in ("card", "cards") and min_cost is not None:
            out.append(PaySelector(min_gold_cost=min_cost))
            continue
        clan: str | None = None
        if (m := _CLAN_NOUN.fullmatch(alt)) and clan_word(m.group("clan")) in CLANS:
            clan, alt = clan_word(m.group("clan")), m.group("rest")  # "a Lion Clan Personality"
        elif two := next((c for c in _TWO_WORD_CLANS if alt.startswith(c + " ")), None):
            clan, alt = two, alt[len(two) + 1 :]  # "a Toturi's Army Personality"
        # "a non-Shadowlands Nonhuman": keywords the card lacks
        not_keyword: list[str] = []
        words = alt.split()
        # "an Unaligned Samurai": no Clan Alignment (Reference 03: no Clan Mon)
        unaligned = True if words[:1] == ["unaligned"] and clan is None else None
        if unaligned:
            words = words[1:]
        if no_clan:
            if unaligned or clan is not None:
                raise _Unmodelled(f"cannot read {alt!r} with no Clan Alignment")
            unaligned = True
        if your_clan and (unaligned or clan is not None):
            raise _Unmodelled(f"cannot read {alt!r} with your Clan Alignment")
        while words and words[0].startswith("non-"):
            word = words.pop(0)[4:]
            if not _WORD.match(word) or "-" in word or word in _TYPE_WORDS or not words:
                raise _Unmodelled(f"cannot read {alt!r}: 'non-{word}' is not one keyword")
            not_keyword.append(word)
        if words[:1] == ["human"] and len(words) > 1:
            # "a Human Shugenja": Human is read as "without the Nonhuman keyword" (README)
            words = words[1:]
            not_keyword.append("nonhuman")
        also: tuple[str, ...] = ()
        if (
            len(words) > 2
            and words[-1] in _TYPE_WORDS
            and all(w in KEYWORDS for w in words[:-1])
            and len(set(words[:-1])) == len(words) - 1
        ):
            # "a Nonhuman Shadowlands Personality": keywords the card has, each one
            also, words = tuple(words[1:-1]), [words[0], words[-1]]
        alt = " ".join(words)
        types, keyword = _noun(alt)
        if len(types) > 1 and keyword is not None:
            raise _Unmodelled(f"cannot read {alt!r} as one payment selector")
        if keyword == "human":
            # no card has a Human keyword; "a Human" alone names no type (README: Human)
            raise _Unmodelled(f"'Human' with no card type or keyword after it: {alt!r}")
        if keyword is not None and keyword in not_keyword:
            raise _Unmodelled(f"a keyword both required and excluded: {alt!r}")
        type_values: list[CardType | None] = [*types] or [None]
        out.extend(
            PaySelector(
                type=t,
                action=action,
                clan=clan,
                keyword=keyword,
                unique=unique,
                min_gold_cost=min_cost,
                not_keyword=tuple(not_keyword),
                unaligned=unaligned,
                also_keywords=also,
                your_clan=your_clan,
            )
            for t, action in _entering_or_strategy(type_values)
        )
    if not out:
        raise _Unmodelled(f"nothing to pay for in {phrase!r}")
    return out


def _entering_or_strategy(
    types: list[CardType | None],
) -> list[tuple[CardType | None, bool | None]]:
    """ "Paying for a <card>" is paying that card's Gold cost as it enters play, not the cost of
    an action of such a card (FAQ, Imperial Artificer and Farmlands: "you are paying for the
    cost of Farmlands Limited action, not a follower"). A Strategy's Gold cost is paid as its
    action, so "a Strategy" is matched either way; a keyword alone ("a Nonhuman") names a card
    entering play only (less Gold for a Strategy with that keyword: never a false "legal")."""
    return [(t, None if t is CardType.STRATEGY else False) for t in types]


def not_paying_for(word: str) -> PaySelector:
    """ "not paying for a Holding": any payment whose card (the card entering play, or the
    action's card, as "paying for a <type>" reads) is of another known type."""
    if word not in _TYPE_WORDS:
        raise _Unmodelled(f"'not paying for a {word}': not a card type")
    return PaySelector(not_type=_TYPE_WORDS[word])


#: Keywords that end in "s" in the singular ("a Shadowlands Personality", "Barracks").
_S_KEYWORDS = frozenset({"shadowlands", "barracks", "kolat's", "fortress"})


def _singular(word: str) -> str:
    if word in _TYPE_WORDS:
        return _TYPE_WORDS[word].value
    if word in _S_KEYWORDS:
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _selector(phrase: str, *, plural: bool, other: bool) -> Selector:
    """Cards you control described by ``phrase`` ("Tactician", "Geisha Houses")."""
    words = _strip_article(phrase).split()
    if plural and words:
        words[-1] = _singular(words[-1])
    types, keyword = _noun(" ".join(words))
    return Selector(
        type=tuple(types),
        keyword=(keyword,) if keyword else (),
        controller=Controller.YOU,
        other_than=("source",) if other else (),
    )


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


_COUNT = r"(?P<n>\d+|one|two|three|four|five|six)"


def _condition(text: str) -> Condition:
    """A state condition ("if you control a Tactician") as a ``Condition``."""
    text = text.strip().rstrip(".").strip().replace(":favor:", "the imperial favor")
    if m := re.fullmatch(r"you are an? ([a-z]+) clan player", text):
        if clan_word(m.group(1)) not in CLANS:
            raise _Unmodelled(f"{m.group(1)!r} is not a clan")
        # the player's Clan: his Stronghold's or the stated one (``model.player_clan``: either
        # may be left out, h24adv1 F6; contradicting, a doubt, h30clan)
        return Condition(your_clan=clan_word(m.group(1)))
    if m := re.fullmatch(r"you are an? ([a-z]+) player", text):  # "a Ninja player"
        return _condition(f"you are a {m.group(1)} clan player")
    if (m := re.fullmatch(r"you are an? ([a-z][a-z' ]+) player", text)) and m.group(1) in CLANS:
        # a clan of two words ("a Toturi's Army player"): as above
        return Condition(your_clan=m.group(1))
    if m := re.fullmatch(
        r"it is the (straighten|events|action|attack|dynasty|discard|draw|end) phase", text
    ):
        return Condition(phase=m.group(1))
    if m := re.fullmatch(r"another player's ([a-z]+) has higher gold production than yours", text):
        # Ancestral Estate: compared with your card of that kind (a player has one Stronghold)
        types, keyword = _noun(m.group(1))
        if keyword is not None or types != (CardType.STRONGHOLD,):
            raise _Unmodelled(f"cannot compare {m.group(1)!r}")
        higher = HigherThanYours(select=Selector(type=types), stat=Stat.GOLD_PRODUCTION)
        return Condition(another_has_higher=higher)
    if m := re.fullmatch(r"your wind is (?P<name>[a-z][a-z' -]*)", text):
        # "if your Wind is Kano's Alliance": the Winds are titled "Kano's Alliance, Akodo Kano",
        # "Kano's Alliance, Iweko Miaka": you control a Wind whose title has that name
        wind = Selector(
            type=(CardType.WIND,), title_contains=m.group("name"), controller=Controller.YOU
        )
        return Condition(control=CountAtLeast(select=wind))
    if re.fullmatch(r"you did not go first(?: this game)?", text):
        return _NOT_FIRST
    if m := re.fullmatch(r"it is (not )?your turn", text):
        return Condition(your_turn=m.group(1) is None)
    if re.fullmatch(r"you (?:have|control) the imperial favor", text):
        return Condition(have_imperial_favor=True)
    if m := re.fullmatch(r"you control an? (.+?) and the imperial favor", text):
        select = _selector(m.group(1), plural=False, other=False)
        return Condition(have_imperial_favor=True, control=CountAtLeast(select=select))
    if m := re.fullmatch(r"your family honor is (-?\d+) or (higher|more|greater|lower|less)", text):
        value = int(m.group(1))
        if m.group(2) in ("higher", "more", "greater"):
            return Condition(family_honor_at_least=value)
        return Condition(family_honor_at_most=value)
    if m := re.fullmatch(r"you are (attacking|defending)", text):
        return Condition(you_are="attacking" if m.group(1) == "attacking" else "defending")
    if m := re.fullmatch(rf"you control {_COUNT} or more (other )?(.+)", text):
        select = _selector(m.group(3), plural=True, other=m.group(2) is not None)
        return Condition(control=CountAtLeast(select=select, at_least=_count(m.group("n"))))
    if m := re.fullmatch(r"you control an? ([a-z]+ or (?:an? )?[a-z]+)", text):
        # "if you control a Follower or Item": either one
        return Condition(
            any_of=tuple(
                Condition(control=CountAtLeast(select=_selector(a, plural=False, other=False)))
                for a in _alternatives(m.group(1))
            )
        )
    if m := re.fullmatch(r"you control (an?|one or more|any) (other )?(.+)", text):
        # "any Tacticians", "one or more Ports": a plural noun ("a Courtier": singular)
        plural = m.group(1) not in ("a", "an")
        select = _selector(m.group(3), plural=plural, other=m.group(2) is not None)
        return Condition(control=CountAtLeast(select=select))
    if (past := history_condition(text)) is not None:  # "... this game" (production_history)
        return past
    if (both := joint_condition(text, _condition)) is not None:  # h44adv3 P22
        return both
    raise _Unmodelled(f"condition not understood: {text!r}")


def per_cards(text: str, gold: int) -> tuple[PerCardGold, ...]:
    """What follows "the number of", as counts: "Shadowlands Personalities you control without
    the printed Shadowlands keyword" is every such card less those with that printed keyword
    (Selector.base_keyword: its own and its Clan Alignment's, not one an effect gave it)."""
    if m := re.fullmatch(r"(?P<x>.+) without the printed (?P<k>[a-z]+) keyword", text):
        every = _per_card(m.group("x"), gold)
        printed = replace(every.select, base_keyword=(m.group("k"),))
        return (every, PerCardGold(select=printed, gold=-gold))
    # "for each Gold Mine in play, minus 1 Gold for each Corrupt Gold Mines in play": a count
    # taken away (a source never produces less than 0 Gold)
    if m := re.fullmatch(r"(?P<x>[^,]+), minus (?P<n>\d+) gold for each (?P<y>[^,]+)", text):
        less = int(m.group("n"))
        if less < 1:
            raise _Unmodelled(f"cannot read 'minus {less} gold'")
        return (_per_card(m.group("x"), gold), _per_card(m.group("y"), -less))
    return (_per_card(text, gold),)


def _per_card(text: str, gold: int) -> PerCardGold:
    """Parse what follows "for each" ("other Holding you control that is a Market or Port")."""
    controller = Controller.YOU
    if named := re.fullmatch(r'card in play with "(?P<words>[a-z][a-z\' -]*)" in its title', text):
        # "for each card in play with "Marketplace" in its title": every player's
        select = Selector(title_contains=named.group("words"), controller=Controller.ANY)
        return PerCardGold(select=select, gold=gold)
    if of_yours := re.fullmatch(r"of your (?P<what>[a-z][a-z' -]*)", text):
        text = f"{of_yours.group('what')} you control"  # "for each of your Ancestors"
    m = re.fullmatch(
        r"(?P<other>other )?(?P<what>.+?) you control(?: that (?:is|are) (?P<kw>.+))?", text
    )
    if m is None:  # "for each Port in play": every player's
        m = re.fullmatch(r"(?P<other>other )?(?P<what>[a-z][a-z' -]*?) in play(?P<kw>)", text)
        controller = Controller.ANY
    if m is None:
        raise _Unmodelled(f"cannot read 'for each {text}'")
    kinds = _alternatives(re.sub(r",? and ", ", ", m.group("what")))
    if len(kinds) > 1 and not m.group("kw") and all(_lone_keyword(k) for k in kinds):
        # "for each Farm, Mine, and Port you control": a card of any of those kinds
        select = Selector(
            any_keyword=tuple(_singular(k) for k in kinds),
            controller=controller,
            other_than=("source",) if m.group("other") else (),
        )
        return PerCardGold(select=select, gold=gold, unsettled_overlap=True)
    what = m.group("what").split()
    unique: bool | None = None
    if what and what[0] == "non-unique":
        unique, what = False, what[1:]
    bowed: bool | None = None
    if what and what[0] in ("bowed", "unbowed"):  # "for each bowed Personality you control"
        bowed, what = what[0] == "bowed", what[1:]
    if not what:
        raise _Unmodelled(f"cannot read 'for each {text}'")
    phrase = " ".join(what)
    by_title = None if phrase in _MULTI_WORD_KEYWORDS else titled(phrase)
    if by_title is not None and not m.group("kw") and unique is bowed:
        # "for each Iron Mine in play": the cards of that title (``production_titles``)
        other = ("source",) if m.group("other") else ()
        select = replace(by_title, controller=controller, other_than=other)
        return PerCardGold(select=select, gold=gold)
    what[-1:] = [_singular(w) for w in what[-1:]]
    types, keyword = _noun(" ".join(what))
    any_keyword: tuple[str, ...] = ()
    if m.group("kw"):
        alts = _alternatives(m.group("kw"))
        if not all(_WORD.match(a) for a in alts):
            raise _Unmodelled(f"cannot read 'that is {m.group('kw')}'")
        any_keyword = tuple(alts)
    select = Selector(
        type=tuple(types),
        keyword=(keyword,) if keyword else (),
        any_keyword=any_keyword,
        unique=unique,
        bowed=bowed,
        controller=controller,
        other_than=("source",) if m.group("other") else (),
    )
    return PerCardGold(select=select, gold=gold)


def province_modes(s: str, honor: int) -> list[ProductionMode] | None:
    """ "Produce Gold equal to the number of Provinces you have, minus 1": one Gold per Province
    its controller has (``ProductionMode.per_province``), less the amount for any payment (a
    source never below 0); None when ``s`` is not such a sentence."""
    m = re.fullmatch(
        r"produce (?:an amount of )?gold equal to the number of provinces you have"
        r"(?:, minus (?P<n>\d+))?",
        s,
    )
    if m is None:
        return None
    less = int(m.group("n") or 0)
    bonuses = (GoldBonus(when=PaySelector(), gold=-less),) if less else ()
    return [ProductionMode(gold=0, per_province=True, bonuses=bonuses, lose_honor=honor)]
