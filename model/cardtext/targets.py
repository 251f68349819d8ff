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
from dataclasses import replace

from model.cardtext import target_clauses, target_words
from model.cardtext.active_player import controlled_by_active, controlled_by_you
from model.cardtext.another_bearer import other_than_bearer
from model.cardtext.audit import unused_words
from model.cardtext.player_qualifiers import controlled_by_a_player
from model.cardtext.target_alternatives import gives_stat, hoist_another, names_given
from model.cardtext.target_clauses import and_a_clause, and_his_own, if_able, moved_there, refusal
from model.cardtext.target_endings import each_target_again, goes_on
from model.cardtext.target_lists import listed_targets
from model.cardtext.target_modifier_scope import post_reading, with_last_only
from model.cardtext.target_modifiers import in_pile_of_deck, modifier
from model.cardtext.target_names import named_alternative, own_possessive, title_noun
from model.cardtext.target_phrase import Phrase
from model.cardtext.target_references import HIS
from model.cardtext.target_relations import (
    NO_SELF,
    at_different_locations,
    attached_to_this,
    clan_alternative,
    in_parentheses,
    is_clan,
    keyword_alternatives,
    keyword_or_state,
    may_coincide,
    ranged_target,
)
from model.cardtext.target_superlatives import superlative
from model.cardtext.target_type_or_keyword import settle_kind
from model.cardtext.target_units import unit_checked, unit_qualified
from model.cardtext.target_words import KEYWORD_WORDS, KEYWORDS, NOUNS, PLURAL, self_words
from model.common import ATTACHMENT_TYPES, CardType, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector
from model.zones import Place

#: KEYWORDS is re-exported for the costs and conditions grammars.
__all__ = ["KEYWORDS", "NOUNS", "Phrase", "find_phrases", "ranged_target", "whole_phrase"]

#: Words that may follow a phrase and could still restrict what it names: refused.
_OPEN_AFTER = lazy_regex(
    # "your target Personality (at this battlefield)": a qualifier in parentheses, or not?
    r"^\s*\((?:at|in|with|without|who|whose|that|not|which|controlled)\b|"
    r"^\s*(?:with|without|who|whose|that|which|attached|in|at|controlled|opposing|not|"
    r"other|of|than|you|he|she|it|they|whom|except|if|unless|or|nor|but|from|under|"
    r"bearing|carrying|equipped|assigned|there|here|attacking|defending)\b"
    r"|^\s*,?\s*and (?:with|without|who|whose|at|in|not|that|which|has|have|is|are)\b"
    r"|^\s*the action (?:is|was|has|had|will)\b"  # "a target Personality the action is ..."
    r"|^\s*,\s*(?:or|nor)\b|^\s*,\s*[A-Z][\w-]*\s*(?:,|or\b)"
    # "one or two target Personalities, each with a different Clan Alignment"
    r"|^\s*,\s*(?:each|both|all|which|who|whose|with|without|that|exactly|none)\b"
    r"|^\s*,?\s*and (?:higher|lower|equal|less|more|greater|fewer|no|\d)\b"
    # "Target your Personality and an enemy Personality": a second target without "target"
    # (unless the second is targeted itself: "Move home your target X and a target Y")
    r"|^\s*(?:,\s*)?and (?:an?|your|one|another|two|three|each|all|every|any)\b"
    r"(?!\s+(?:player's\s+)?target\b)"
    r"|(?-i:^\s+[A-Z])",  # a capitalized word right after: something the phrase did not read
    re.IGNORECASE,
)
#: "Give a target Personality Cavalry", "Permanently give your target Personality Conqueror":
#: after "give", the capitalized words that follow the phrase's noun are what the effect gives
#: (a keyword given), not a qualifier; the phrase ends at its noun.
_GIVE_BEFORE = lazy_regex(r"\bgive\s+(?:another\s+)?$", re.IGNORECASE)
_GIVEN_KEYWORDS = lazy_regex(
    r"^\s+(?-i:[A-Z][\w-]*)(?:(?:\s*,\s*(?:or\s+)?|\s+or\s+|\s+and\s+)(?-i:[A-Z][\w-]*))*"
    # "Expendable (Draw a card after your Expendable card is destroyed)": the given keyword's
    # reminder, which names it (the caller checks: target_alternatives.names_given)
    r"(?:\s*\(this turn\)|\s*\((?P<reminder>[^()]*)\))?\s*(?:\.|$)",
    re.IGNORECASE,
)
#: Words before a phrase that change what it names ("one or two of your target ...", "up to")
_OPEN_BEFORE = lazy_regex(
    r"\b(?:of|or|and|two|three|four|five|up to|any|each|all|every|\d+)\s*$"
    r"|[\w-]+'s?\s*$"  # a possessive: "Ayumi's target Follower" is one attached to Ayumi
    rf"|{target_words.ADJECTIVE_BEFORE}",  # "your other target Personality": not read
    re.IGNORECASE,
)
#: "Reduce the Force of a target Personality", "equal to the Personal Honor of your target
#: Courtier": "of" names the target's stat, and does not change what the phrase names.
_STAT_OF = lazy_regex(
    # "Remove the ability of a target card", "use the Battle abilities of your target card"
    r"\bthe (?:force|chi|personal honor|gold cost|focus value|(?:battle )?abilit(?:y|ies)) of\s*$"
    rf"|{target_words.VERB_OF}",  # "Take control of a target Personality"
    re.IGNORECASE,
)
_MAY = lazy_regex(r"\bmay\s*$", re.IGNORECASE)
_AND_TARGET = lazy_regex(r"(?<![,\w])\s*\band\s*$|,\s*and\s*$", re.IGNORECASE)
#: "... and lower Chi", "... and with no attachments": a second post-modifier of the phrase.
_AND_MODIFIER = lazy_regex(
    r"^\s*,?\s*(?P<and>and)\s+(?=(?P<with>with|without)\b|(?:lower|higher|less|more|greater|"
    r"equal|no|fewer)\b)",
    re.IGNORECASE,
)
#: "Target your Personality and an enemy Personality": a second target of the verb "target".
_SHARED_TARGET = lazy_regex(
    r"^\s*and\s+(?=(?:an?|your|one of your|another player's|another)\s)", re.IGNORECASE
)
#: "an Air Shugenja or a Holding": an alternative card (not "or a target ...": two targetings)
_EITHER = lazy_regex(
    r"^\s*or\s+(?=(?:an?|your|another player's)\s)(?!(?:an?|your|another player's)\s+target\b)",
    re.IGNORECASE,
)
#: "'s unit with ...", "'s army that ...": words said of the target's unit or army
_UNIT_MODIFIED = lazy_regex(
    r"^\s*(?:unit|army)\s*,?\s*(?:with|without|whose|that|which|who|at|in|of|is|has|not)\b",
    re.IGNORECASE,
)
_STAT_AFTER = lazy_regex(r"^\s+(?:force|chi|personal honor|gold cost|focus value)\b", re.IGNORECASE)
#: "the target", "its target": a target already chosen, named again (not a new one).
_BACK_REFERENCE = lazy_regex(
    # "the other target", "the enemy target": named again too (target_references.py)
    r"\b(?:the|its|his|her|their|that|this|the (?:other|first|second|enemy))\s+$",
    re.IGNORECASE,
)


_COUNT = "|".join(sorted(target_words.COUNTS, key=len, reverse=True))
_COUNTS = target_words.COUNTS
_HEAD = lazy_regex(
    rf"\b(?:target\s+(?P<cnt>{_COUNT})\s+(?P<cntyour>(?:of\s+)?your\s+)?"
    rf"|(?P<cnt2>{_COUNT})\s+(?P<cntof>of your\s+)?target\s+"
    r"|target\s+(?P<b>(?:one of )?the active player's|one of your|one of his|another of your|a|an"
    r"|one|your|another player's)\s+"
    r"|(?P<a>(?:an?|one|your(?: other)?|(?:another|any) player's)\s+)?target\s+"
    r"(?P<of>one of (?:your|his) )?"  # performers counted: "one or two of your performing X"
    rf"|(?:(?P<cnt3>{_COUNT})\s+of\s+)?(?P<perf>your performing)\s+)",
    re.IGNORECASE,
)


def whole_phrase(
    text: str, title: str = "", card_type: CardType | None = None
) -> Phrase | str | None:
    """``text`` read whole as exactly one target phrase; a string says what the grammar did not
    read, None that the text is not one phrase."""
    found = find_phrases(text, title, card_type)
    if isinstance(found, str):
        return found
    if len(found) != 1 or found[0].start != 0 or found[0].end != len(text):
        return None
    return found[0]


def plain_phrase(words: str, title: str = "", card_type: CardType | None = None) -> Phrase | None:
    """``words`` read whole as one target phrase that names cards by themselves: no optional
    extra card, performer, relation, "may" or other slot (the cards a cost picks, a trigger's
    subject); None: not such a phrase."""
    phrase = whole_phrase("target " + words, title, card_type)
    if not isinstance(phrase, Phrase):
        return None
    if phrase.more or phrase.performer or phrase.where or phrase.optional:
        return None
    return None if phrase.select.references() else phrase


def find_phrases(
    text: str,
    title: str = "",
    card_type: CardType | None = None,
    *,
    two_readings: bool = False,
) -> list[Phrase] | str:
    """Every target/performer phrase of a sentence, in order; a string says what is not read.
    ``card_type``: the card's own (whom "than this Personality's" names). ``two_readings``: the
    caller keeps a phrase's lenient reading (``Phrase.lenient_select``); else such a phrase is
    refused."""
    found = listed_targets(text, _find_phrases(text, title, card_type))  # "Target A, B, and C"
    if not two_readings and not isinstance(found, str) and any(p.lenient_select for p in found):
        return "a keyword before 'X or Y' (of both, or of the first?)"
    return found


def _find_phrases(text: str, title: str, card_type: CardType | None) -> list[Phrase] | str:
    out: list[Phrase] = []
    for m in _HEAD.finditer(text):
        if out and m.start() < out[-1].end:
            continue
        if not (m.group("a") or m.group("perf")) and _BACK_REFERENCE.search(text[: m.start()]):
            continue  # "if the target is a Follower": a chosen target, named again
        if each_target_again(text, m.start()):
            continue  # "Give each target -3F": the targets chosen before, named again
        # "Move home your target X and a target Y": two targets of one verb
        paired = bool(out) and re.fullmatch(r"\s*and\s+", text[out[-1].end : m.start()]) is not None
        got = _phrase(text, m, title, card_type, paired)
        if isinstance(got, str):
            return got
        adjacent = bool(out) and re.fullmatch(r"\s*,?\s*and\s+", text[out[-1].end : m.start()])
        if adjacent and may_coincide(out[-1].select, got.select):
            return "two targets joined by 'and' that may be the same card"
        if got.either:
            # "Target an Air Shugenja or a Holding": one target, either card
            merged = _either_phrase(text, got, title, card_type)
            if isinstance(merged, str):
                return merged
            got = merged
        out.append(got)
        if got.shared:
            # "Target your Personality and an enemy Personality": the verb "target" names a
            # second target (Abilities and actions / B: what is targeted with the word
            # "target"), read as "... and target an enemy Personality"
            k = got.end + _SHARED_TARGET.match(text[got.end :]).end()  # type: ignore[union-attr]
            synth = text[:k] + "target " + text[k:]
            m2 = _HEAD.match(synth, k)
            if m2 is None:
                return f"the words after a target: {text[got.end :].strip()[:40]!r}"
            second = _phrase(synth, m2, title, card_type, True)
            if isinstance(second, str):
                return second
            if second.shared or second.either or second.end - len("target ") < k:
                return f"the words after a target: {text[got.end :].strip()[:40]!r}"
            # "Target your Personality and another Personality" on a card that is no such card
            # itself: other than the first (target_references.cards_before), never the same
            apart = second.select.other_than == (SOURCE,) and card_type in NO_SELF
            if may_coincide(got.select, second.select) and not apart:
                return "two targets joined by 'and' that may be the same card"
            # "You may target X and Y": both optional
            optional = second.optional or got.optional
            out.append(replace(second, end=second.end - len("target "), optional=optional))
    return out


def _either_phrase(text: str, got: Phrase, title: str, card_type: CardType | None) -> Phrase | str:
    """ "an Air Shugenja or a Holding": the phrase after "or" (read as if targeted), joined
    with ``got`` as one target matching either (``Selector.any_of``); read only for single
    cards in play filtered on their own (no relation to other cards)."""
    k = got.end + _EITHER.match(text[got.end :]).end()  # type: ignore[union-attr]
    synth = text[:k] + "target " + text[k:]
    m2 = _HEAD.match(synth, k)
    if m2 is None:
        return f"the words after a target: {text[got.end :].strip()[:40]!r}"
    second = _phrase(synth, m2, title, card_type, after_or=True)
    if isinstance(second, str):
        return second
    in_play = (None, Place.IN_PLAY, Place.HOME, Place.BATTLEFIELD, Place.CURRENT_BATTLEFIELD)
    a, b, apart = hoist_another(got.select, second.select, card_type)  # "another X or a Y"
    got, second = replace(got, select=a), replace(second, select=b)
    if (
        second.shared
        or second.either
        or second.end - len("target ") < k
        or any(p.where or p.select.references() for p in (got, second))
        or any(p.count != 1 or p.more or p.performer for p in (got, second))
        or any(p.select.location not in in_play for p in (got, second))
        # "a Holding or a Personality at home": of the second, or of both?
        or second.modified
    ):
        return f"alternatives of two targets: {text[got.start : got.end].strip()[:40]!r} or ..."
    a, b = got.select, second.select
    types = tuple(dict.fromkeys((*a.type, *b.type))) if a.type and b.type else ()
    either = Selector(type=types, any_of=(a, b), other_than=apart)
    return replace(got, select=either, end=second.end - len("target "), either=False)


def _phrase(
    text: str,
    m: re.Match[str],
    title: str,
    card_type: CardType | None = None,
    paired: bool = False,
    after_or: bool = False,
) -> Phrase | str:
    det = target_words.determiner(m.group("a") or m.group("b") or "")  # "your other" too
    counted = (m.group("cnt") or m.group("cnt2") or m.group("cnt3") or "").lower()
    count, more = _COUNTS.get(" ".join(counted.split()), (1, 0))
    controller = Controller.ANY
    # "one of his attachments": attached to the card "his" names (target_references.HIS)
    his = det == "one of his" or (m.group("of") or "").lower().startswith("one of his")
    if (
        det in ("your", "one of your", "another of your")
        or (m.group("of") and not his)
        or m.group("perf")
        or m.group("cntyour")
        or m.group("cntof")
    ):
        controller = Controller.YOU
    elif det == "another player's":
        controller = Controller.OPPONENT
    elif det.endswith("the active player's"):
        controller = Controller.ACTIVE  # "one of the active player's Personalities"
    before = text[: m.start()]
    start = m.start()
    if det == "your" and (of_yours := re.search(r"\b(another|one) of\s+$", before, re.I)):
        # "give another of your target Personalities +3F", "Bow one of your target unbowed
        # Personalities": as "target another of your ...", "target one of your ..."
        det = f"{of_yours.group(1).lower()} of your"
        before, start = before[: of_yours.start()], of_yours.start()
        controller = Controller.YOU
    #: "Bow Zansho's target unbowed Follower": a card attached to the Personality itself
    owner = own_possessive(before, det, title, card_type)
    owned = owner is not None
    if owner is not None:
        before, start = before[: owner.start()], owner.start()
        # "Bow one or two of Yasi's target unbowed Weapons": counted, of those attached to him
        if not counted and (c := re.search(rf"\b({_COUNT})\s+of\s+$", before, re.I)):
            counted, before, start = c.group(1).lower(), before[: c.start()], c.start()
            count, more = _COUNTS[" ".join(counted.split())]
    # "Bow your target Personality and target an enemy Personality": "and" joins the verb
    # "target" to what comes before (a clause of its own), it shares no word with the phrase
    # (not after an "or": "Lose 1 Honor or discard a card and target ...": a choice, whose
    # targeting is optional - Abilities and actions / B)
    joined = (
        _AND_TARGET.search(before) is not None
        and (m.group(0)[:6].lower() == "target" or paired)
        and re.search(r"\bor\b", before, re.IGNORECASE) is None
    )
    # "Destroy one or two of a target Personality's tokens": a count of what is his (checked
    # below: the phrase ends in a possessive before no card)
    of_his = det in ("a", "an") and re.search(r"\b(?:one or two|one|two) of\s+$", before)
    if (
        _OPEN_BEFORE.search(before)
        and not (owner is None and (_STAT_OF.search(before) or of_his))
        and not joined
        and not after_or
    ):
        return f"the words before a target: {before.strip()[-30:]!r}"
    another_before = re.search(r"\banother\s*$", before, re.IGNORECASE) is not None
    another_of = det == "another of your"
    # on an attachment: other than its bearer, below (model.cardtext.another_bearer)
    of_bearer = another_of and card_type in ATTACHMENT_TYPES
    if another_of and card_type is None:
        # other than the card itself on a Personality, than the one card chosen before on a
        # Strategy or Holding (target_references.cards_before); else than whom?
        return "'another of your' on an attachment"
    if another_before and (det or card_type is None or card_type in ATTACHMENT_TYPES):
        # on a Personality, other than the Personality itself; on a card that can't be the
        # card before it (a Strategy, a Holding), other than the one card named before it
        # (target_references.other_than_before, by the caller); on an attachment (other than
        # itself, or than its bearer?) not read
        return "'another' before a target"
    another_before = another_before or another_of
    if not det and not m.group("of") and re.search(r"\bto\s*$", before, re.IGNORECASE):
        return "'to target': a cost written as 'X to Y'"
    # "Target zero to two attacking cards": as "you may target one or two ..."
    optional = bool(_MAY.search(before)) or counted.startswith(("zero", "any number"))
    words = target_words.join_keywords(text[m.end() :].split(" "))
    sel = Selector(controller=controller)
    plain = det in ("a", "an", "your", "another player's") and not (owned or another_before)
    if plain and (by_title := title_noun(text[m.end() :], title)) is not None:
        # "Target another player's Mirumoto Kyoshiro": a card by its title (Reference 03)
        end = m.end() + by_title[1]
        return Phrase(replace(sel, title=by_title[0]), start, end, optional=optional)
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
    excluded: set[CardType] = set()
    human = False
    possessive = False
    scoped: tuple[Selector, Selector] | None = None
    while i < len(words):
        raw = words[i]
        word = raw.rstrip(".,;:").lower()
        trailing = raw != raw.rstrip(".,;:")
        if i == 0 and det in ("a", "an") and raw.lower() in ("a", "an"):
            i += 1  # "a target an enemy card": the article printed twice, read once
            continue
        if (
            i == 0
            and not owned
            and not det
            and not m.group("of")
            and card_type is CardType.PERSONALITY
            and word.endswith(("'s", "\u2019s"))
            and word[:-2] in self_words(title)
        ):
            owned = True  # "Target Fujito's Follower"
            i += 1
            continue
        elif word.endswith(("'s", "\u2019s")) and (base := word[:-2]) in NOUNS | KEYWORD_WORDS:
            # "a target Personality's abilities": the Personality is the target; what is his
            # is the effect's (a card noun after it - "a target Personality's Follower" - is
            # refused below: which card is targeted?)
            nxt = words[i + 1].rstrip(".,;:").lower() if i + 1 < len(words) else ""
            if (nxt in NOUNS or nxt in KEYWORDS or nxt in PLURAL) and nxt != "unit":
                return f"a possessive target before a card: {raw!r} {nxt!r}"
            word, trailing = base, True
            possessive = True
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
        elif (
            word == "performing"
            and not targeted_performer
            and not m.group("perf")
            and (det == "your" or m.group("cntyour") or m.group("cntof"))
        ):
            # "your target performing Yojimbo", "Target two or three of your performing Samurai",
            # "your target unbowed performing Personality" (after other adjectives: the same),
            # "two of your target performing Courtiers"
            targeted_performer = True
        elif word in ("dishonorable", "honorable"):
            sel = replace(sel, dishonorable=word == "dishonorable")
        elif word in ("attacking", "defending"):
            sel = (
                replace(sel, attacking=True)
                if word == "attacking"
                else replace(sel, defending=True)
            )
        elif (word == "another" or (word == "other" and controller is Controller.YOU)) and (
            not other and i == 0
        ):
            other = True  # "another target Personality", "one or two of your other Personalities"
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
        elif raw.lower() == "(not" and (pile, words[i + 1 : i + 2]) in (
            ("discarded", ["dead)"]),
            ("dead", ["discarded)"]),
        ):
            i += 1  # "discarded (not dead)", "dead (not discarded)": Reference 05, Dead
        elif word in ("unique", "non-unique"):
            sel = replace(sel, unique=word == "unique")
        elif word == "unaligned" and sel.clan is None:
            sel = replace(sel, unaligned=True)  # no Clan Alignment (Reference 03: no Clan Mon)
        elif word == "human" and not trailing and i < len(words) - 1:
            # "a target Human Personality": the project reads "non-X" as "without the keyword
            # X" (Reference 04: a card has a keyword or not), so Nonhuman is non-Human and a
            # Human card is one without the Nonhuman keyword; of a Personality or Follower only
            sel = replace(sel, not_keyword=(*sel.not_keyword, "nonhuman"))
            human = True
        elif word.startswith("non-") and NOUNS.get(word[4:]) and i < len(words) - 1:
            excluded.update(NOUNS[word[4:]])  # "a non-Stronghold card": any other type
        elif word.startswith("non-") and target_words.negatable(word[4:]) and i < len(words) - 1:
            # "a non-Naval Personality": without the keyword (Reference 04: keywords)
            sel = replace(sel, not_keyword=(*sel.not_keyword, word[4:]))
        elif not trailing and (d := target_words.designator_of(word, words[i + 1 : i + 2], sel)):
            sel = replace(sel, has_ability=(d,))  # "a target Battle Strategy"
        elif not trailing and target_words.keyword_of_noun(word, words[i + 1 : i + 2]):
            keywords.append(word)  # "your performing Ancestor Personality": the keyword
        elif word in NOUNS or word in PLURAL or word in KEYWORDS:
            if noun and word in NOUNS and types:
                return f"two card types in a target: {raw!r}"  # "Ancestor Personality"
            noun = True
            plural = word.endswith("s") and (word in NOUNS or word in PLURAL)
            if plural and not (
                m.group("of")
                or det
                in ("one of your", "one of his", "another of your", "one of the active player's")
                or counted
            ):
                return f"a plural {raw!r} in a target"
            last_plural = plural or PLURAL.get(word) == word  # "Samurai": either
            if word in ("unit", "units"):
                unit = True
            if word in NOUNS:
                types.extend(NOUNS[word])
            else:
                keywords.append(PLURAL.get(word, word))
            i += 1
            # "your performing Courtier or Magistrate", "a target Daimyo, Duelist, or Kensai
            # Personality": alternatives of keywords, as the whole noun of the phrase or before
            # a card type (nothing else may follow: its scope would be unclear)
            alone = word not in NOUNS and not types and len(keywords) == 1
            alts = keyword_alternatives(words, i - 1) if alone else None
            # "a Kolat, Ninja, Shadowlands, or dishonorable Personality": the last alternative a
            # state of the card
            either_state = (
                keyword_or_state(words, i - 1)
                if alone
                and alts is None
                and not sel.any_of
                and sel.dishonorable is None
                and sel.bowed is None
                else None
            )
            if either_state is not None:
                names, state, after_state, ended_state = either_state
                alts = (names, after_state, ended_state)
            if alts is not None:
                names, i, ended = alts
                keywords.pop()
                sel = (
                    replace(sel, any_keyword=names)
                    if either_state is None
                    else replace(sel, any_of=(Selector(any_keyword=names), state))
                )
                alternatives = True
                after = words[i].rstrip(".,;:").lower() if i < len(words) and not ended else ""
                if after in ("unit", "units"):
                    # "a Cavalry or Naval unit": every card of the unit (Reference 04, unit
                    # keywords), or its Personality?
                    return "keyword alternatives of a unit"
                if after in NOUNS:  # "a Cavalry or Naval Personality", "... or Ninja card"
                    if after.endswith("s") and not (counted or det == "one of your"):
                        return f"a plural {words[i]!r} after alternatives of keywords"
                    last_plural = after.endswith("s")
                    types.extend(NOUNS[after])
                    i += 1
                elif (
                    after in KEYWORDS
                    and either_state is None
                    and _GIVE_BEFORE.search(before) is None  # "give ... Monk or Shugenja Air"
                    and not "".join(words[i + 1 : i + 2])[:1].isupper()  # the phrase ends
                ):
                    # "your Earth or Water Shugenja": a Shugenja with either keyword
                    keywords.append(after)
                    i += 1
                break
            if trailing:
                # "a target enemy Follower's or Personality's Force": either card's
                alt = words[i + 1].rstrip(".,;:").lower() if i + 1 < len(words) else ""
                if (
                    possessive
                    and word in NOUNS
                    and not keywords
                    and alt.endswith(("'s", "\u2019s"))
                    and words[i].lower() == "or"
                    and NOUNS.get(alt[:-2])
                ):
                    types.extend(NOUNS[alt[:-2]])
                    i += 2
                break
            # "Follower or Personality", "Personality or Follower"
            if i + 1 < len(words) and words[i].lower() == "or":
                nxt = words[i + 1].rstrip(".,;:").lower()
                if nxt.endswith(("'s", "\u2019s")) and NOUNS.get(nxt[:-2]) and not keywords:
                    # "a target Follower or Personality's Force": the stat is the effect's
                    types.extend(NOUNS[nxt[:-2]])
                    possessive = True
                    i += 2
                    break
                if nxt in NOUNS and NOUNS[nxt] and not keywords:
                    types.extend(NOUNS[nxt])
                    i += 2
                    break
                if (
                    nxt in NOUNS
                    and NOUNS[nxt]
                    and keywords
                    and types
                    and not (sel.any_of or sel.any_keyword or sel.clan or counted)
                ):
                    # "an enemy Infantry Personality or Follower": the keyword of both nouns
                    # (strict) or of the first one only (lenient): two readings
                    scoped = (
                        Selector(type=tuple(types), keyword=tuple(keywords)),
                        Selector(type=NOUNS[nxt]),
                    )
                    types.extend(NOUNS[nxt])
                    i += 2
                    break
                if nxt in KEYWORDS and nxt not in NOUNS and not keywords and not sel.any_of:
                    # "your target Follower or Weapon": a card of the type, or one with the
                    # keyword (nothing may follow: of one, or of both?)
                    either_kind = (Selector(type=tuple(types)), Selector(keyword=(nxt,)))
                    types.clear()
                    sel = replace(sel, any_of=either_kind)
                    alternatives = True
                    i += 2
                    break
            nxt = words[i].rstrip(".,;:").lower() if i < len(words) else ""
            if nxt in NOUNS and not types:
                continue  # "Samurai Personality": the keyword qualified a noun
            if (nxt in KEYWORDS or nxt in PLURAL) and word not in NOUNS:
                continue  # "Air Shugenja": both keywords (never a keyword after the noun:
                # "Give your target Follower Cavalry" gives Cavalry)
            break
        elif (clan := clan_word(word)) and word[:1].isalpha() and is_clan(clan):
            if sel.clan is not None or sel.any_of or sel.unaligned:
                return "two clans in a target"
            if i + 1 < len(words) and words[i + 1].lower() == "clan":
                i += 1  # "a Crane Clan Personality"
            if trailing or words[i].endswith((".", ",", ";", ":")):
                return "a target without a noun"
            if i + 2 < len(words) and words[i + 1].lower() == "or":
                # "your target Lion Clan or Fallen Personality", "a Scorpion Clan or Dragon Clan
                # Personality": a clan or another clan / keyword, of the noun that follows
                second = clan_alternative(words, i + 2)
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
    if unit and (why := unit_qualified(sel, keywords)) is not None:
        return why  # "an unbowed unit": of its Personality, or of every card? (target_units)
    if his:
        if not types or not set(types) <= ATTACHMENT_TYPES or keywords:
            return "'one of his' before a card that may be no attachment"
        sel = replace(sel, attached_to=HIS)
    if excluded:  # "a non-Ring card" (Reference 03: card types)
        types = [t for t in (types or list(CardType)) if t not in excluded]
    sel = replace(sel, type=tuple(dict.fromkeys(types)), keyword=tuple(keywords))
    if human and (
        "nonhuman" in keywords
        or (types and not set(types) <= {CardType.PERSONALITY, CardType.FOLLOWER})
    ):
        return "'Human' of a card that is no Personality or Follower"
    if owned:
        if (types and not set(types) <= ATTACHMENT_TYPES) or unit or pile is not None:
            return "a possessive of the card's name before a card that is no attachment"
        # a Personality's Follower, Item or Spell is one attached to him (Reference 03)
        sel = replace(sel, attached_to=SOURCE)
    if pile is not None:
        in_pile = in_pile_of_deck(sel, pile)
        if isinstance(in_pile, str):
            return in_pile
        sel = in_pile
    bearer_other = other_than_bearer(sel, card_type) if of_bearer else None
    if isinstance(bearer_other, str):
        return bearer_other
    if bearer_other is not None:
        sel = bearer_other
    elif other or another_before:
        # "another target Personality" (no target before it: the caller checks): other than
        # the card itself
        sel = replace(sel, other_than=(SOURCE,))
    consumed = m.end() + len(" ".join(words[:i]).rstrip(".,;:"))
    rest = text[consumed:]
    where: list[str] = []
    unmodified = sel
    joins: list[tuple[int, int]] = []  # the "and" joining two modifiers
    modified = False
    while True:
        got = modifier(rest, sel, title, card_type)
        if got is None:  # "a Personality controlled by the active player"
            got = controlled_by_active(rest, sel)
        if got is None:  # "... Personality you control", "an attachment owned by another player"
            got = controlled_by_you(rest, sel)
        if got is None:  # "two Personalities at different locations"
            got = at_different_locations(rest, sel, count, more)
        if got is None:  # "a Weapon attached to this Personality"
            got = attached_to_this(rest, sel, card_type)
        if got is None:  # "a target Personality (at the current battlefield)"
            got = in_parentheses(rest, sel, lambda r, s: modifier(r, s, title, card_type))
        if got is None:  # "a Holding controlled by a player who controls five or more Holdings"
            got = controlled_by_a_player(rest, sel)
        if got is None:  # "with the highest Personal Honor at the current battlefield"
            got = superlative(rest, sel)
        if got is None and modified and (j := _AND_MODIFIER.match(rest)):
            # "with lower Force and lower Chi", "with no Followers and lower Force", "with lower
            # Force and no attachments": a second modifier, both holding
            probe = ("" if j.group("with") else "with ") + rest[j.end() :]
            got = modifier(probe, sel, title, card_type)
            if got is not None and not isinstance(got, str):
                got = (got[0], got[1], got[2] - len(probe) + len(rest))
                joins.append((consumed + j.start("and"), consumed + j.end("and")))
        if got is None:
            break
        if isinstance(got, str):
            return got
        sel, relation, used = got
        modified = True
        if relation:
            where.append(relation)
        consumed += used
        rest = text[consumed:]
    checked = unit_checked(sel, where) if unit else sel  # "a Cavalry unit" (target_units)
    if isinstance(checked, str):  # "a unit with lower Force": whose?
        return checked
    sel = checked
    named = None if modified else named_alternative(rest, sel, title)
    if isinstance(named, str):
        return named
    if named is not None:  # "a target Holding or Shosuro Kameyoi"
        sel, consumed = named[0], consumed + named[1]
        rest = text[consumed:]
    if sel.same_controller and (count < 2 or more):
        # "a Personality controlled by the same player": as whom? ("one or two ...": the first
        # and the optional second)
        return "'controlled by the same player' of a single target"
    gives = _GIVE_BEFORE.search(before) is not None
    given = gives and (names_given(_GIVEN_KEYWORDS.match(rest)) or gives_stat(rest))
    if gives and not types and len(keywords) >= 2 and re.match(r"^\s*(?:\.|$)", rest):
        # "Permanently give your target Samurai Shadowlands.": a Samurai Shadowlands card, or
        # a Samurai given Shadowlands? The last keyword may be what is given.
        return "keywords after 'give' that may be the keyword given"
    if (why := goes_on(rest)) is not None:  # "Followers and/or Personalities", ", up to ..."
        return why
    listed = re.match(r"^\s*,\s*(?-i:([A-Z][\w-]*))", rest, re.IGNORECASE)
    if listed and listed.group(1).lower() in NOUNS | KEYWORD_WORDS | PLURAL:
        # "your target Courtier, Magistrate Personality": a list the phrase did not read
        return f"the words after a target: {rest.strip()[:40]!r}"
    if possessive and _UNIT_MODIFIED.match(rest):
        # "a target enemy Personality's unit with total Force less than ...": said of the
        # unit, a restriction on the target the phrase did not read
        return f"the words after a target's unit: {rest.strip()[:40]!r}"
    if of_his and not (possessive and re.match(r"^\s+tokens\b", rest)):
        return f"the words before a target: {before.strip()[-30:]!r}"
    # "equal to your target Courtier's Chi": the stat after a possessive is the effect's
    stat_of = possessive and _STAT_AFTER.match(rest) is not None
    shared = (
        m.group(0)[:6].lower() == "target"
        and not m.group("perf")
        and _SHARED_TARGET.match(rest) is not None
    )
    # "Remove your target Personality from the game": where the effect puts it (Reference 05,
    # the removed-from-game area), not where the target is
    removed = re.match(r"^\s+from the game\b", rest, re.IGNORECASE) is not None
    either = _EITHER.match(rest) is not None and not (shared or m.group("perf"))
    # "challenges a target Personality, who may refuse", "Move your target Personality there"
    refused = refusal(before, rest) or moved_there(before, rest) or and_his_own(rest)
    if (home := target_clauses.moved_from_home(before, rest, sel)) is not None:  # "there from home"
        sel, refused = home, True
    if _OPEN_AFTER.match(rest) and not (given or stat_of or shared or removed or either or refused):
        return f"the words after a target: {rest.strip()[:40]!r}"
    # "your target Courtier or Shugenja at any location": any location is every card in play
    # (Reference 05), of one alternative or of both alike
    anywhere = (
        not where
        and sel.location is Place.IN_PLAY
        and replace(sel, location=unmodified.location) == unmodified
    )
    post = post_reading(sel, unmodified, where, alternatives and not anywhere, named)
    if alternatives and (modified or sel.location is not None) and not anywhere and not post:
        return "a modifier after alternatives of keywords (of one, or of both?)"
    if (
        alternatives
        and rest.strip()[:1] not in ("", ".", ",", ":", ";")
        # "Target your performing Courtier or Magistrate to dishonor ...": the action's verb;
        # "... target a Courtier or Shugenja and give ...": a clause of its own
        and not re.match(r"^\s+to\s+(?-i:[a-z])", rest, re.IGNORECASE)
        and not and_a_clause(rest)
        # "Give your target Monk or Shugenja Air, Earth, Fire, or Water": what is given
        and not given
    ):
        return f"the words after alternatives of keywords: {rest.strip()[:30]!r}"
    span = text[start:consumed]
    for a, b in reversed(joins):  # the joining "and" is read
        span = span[: a - start] + " " * (b - a) + span[b - start :]
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
    performer = bool(m.group("perf")) or targeted_performer
    settled = with_last_only(
        settle_kind(text[start:consumed], sel, performer, scoped, card_type), post
    )
    if isinstance(settled, str):
        return settled
    sel, lenient_sel, why = settled
    return Phrase(
        select=sel,
        start=start,
        end=consumed,
        count=count,
        more=more,
        performer=performer,
        where=tuple(where),
        optional=optional or if_able(rest),  # "Destroy a target Terrain (if able)."
        targeted=not m.group("perf"),
        shared=shared,
        either=either,
        modified=modified,
        lenient_select=lenient_sel,
        lenient_why=why,
    )
