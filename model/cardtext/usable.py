"""When and where a printed action is usable (Abilities and actions; Reference 04, 05): the
trigger of a Reaction or Interrupt and where it ends, an Interrupt for its own card's entering
play, and its card named out of play (timing words: ``model.cardtext.timing``)."""

from __future__ import annotations

import re
from functools import lru_cache

from model.cardtext.conditions import named_card
from model.cardtext.effects import QUOTED
from model.cardtext.target_words import CLAUSE_VERBS, self_words
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE

__all__ = [
    "cut_short",
    "enters_itself",
    "may_enter_itself",
    "names_source",
    "out_of_play",
    "split_trigger",
]

#: A comma inside a trigger: the words after it go on with it ("your action that bowed,
#: destroyed, or moved a Personality", "a battle's resolution, or the resolution of ...",
#: "... of an effect, that will gain a player a Province", "..., but does not ...").
_GOES_ON = lazy_regex(
    r"^\s*(?:or|but|which|who|whose|where|that(?! (?:player|card|personality|holding|follower|"
    r"item|spell|action|unit|army|ring|strategy|event|province|battle|duel)s?\b))\b",
    re.IGNORECASE,
)  # ("that player must discard a card": a determiner, the effects begin)
#: One more item of a list ("destroyed, or", "Kiho, or", "Thunder Personalities, or"), not a
#: cost or an effect ("bow Kohaku, and target another player").
_LIST_ITEM = lazy_regex(r"^\s*(?P<item>[\w'-]+(?: [\w'-]+)?),\s*(?:or|and)\b", re.IGNORECASE)
#: A trigger cut inside a phrase ends in a word that needs more ("destroyed by", "from").
_DANGLING = lazy_regex(
    r"\b(?:by|from|of|to|with|for|at|in|on|or|and|the|a|an|that|which|whose)$", re.IGNORECASE
)


def split_trigger(text: str) -> tuple[str, str]:
    """The trigger ("After X") and what follows its first comma that does not go on with it."""
    start = 0
    while (i := text.find(",", start)) >= 0:
        tail = text[i + 1 :]
        item = _LIST_ITEM.match(tail)
        listed = item is not None and item.group("item").split()[0].lower() not in CLAUSE_VERBS
        if not (_GOES_ON.match(tail) or listed):
            return text[:i], tail
        start = i + 1
    return text, ""


def cut_short(trigger: str) -> bool:
    """A trigger that ends where its phrase cannot ("Before a card is destroyed by")."""
    return _DANGLING.search(trigger.strip()) is not None


_SMALL_WORDS = frozenset({"the", "and", "of", "no", "for", "with"})
_AREA = r"(?:hand|discard pile|(?:dynasty |fate )?deck|provinces?)"
_CARD_WORDS = (
    r"this (?:card|follower|item|spell|ring|strategy|event|holding|personality|celestial|region|"
    r"sensei|wind)"
)


def out_of_play(text: str, title: str, trigger: str = "") -> re.Match[str] | None:
    """This card named in an out-of-play area ("If this Follower is in your hand", "discard it
    from your hand", "If Yutaka is dead") in ``text`` (what comes before the effects and their
    first sentence), or a ``trigger`` after it left play ("After another player's action
    destroys Tabarou"; not "Before Hayaku is destroyed": it is still in play). Embedded text
    is not read (Reference 04)."""
    said = QUOTED.sub('""', text)
    # the patterns name the card: compiled once per title, and only for a text that has the
    # words they need (a pattern per card compiled on every import was most of its time)
    found = _in_area(title).search(said) if _MAY_BE_IN_AREA.search(said) else None
    if found is not None or not re.match(r"^\s*(?:after|when|whenever)\b", trigger, re.I):
        return found
    gone = QUOTED.sub('""', trigger)
    return _left_play(title).search(gone) if _MAY_HAVE_LEFT.search(gone) else None


#: Words every match of ``_in_area`` holds (a cheap test before its per-title pattern).
_MAY_BE_IN_AREA = lazy_regex(
    rf"\b(?:is|remains) (?:face-(?:up|down) )?in [^.:,;]{{0,30}}?\b{_AREA}\b"
    r"|\bis (?:honorably |dishonorably )?dead\b"
    rf"|\b(?:discard|attach|equip|put|play|recruit|bring) .*?\bfrom (?:your|the|his) {_AREA}\b",
    re.IGNORECASE | re.DOTALL,
)
#: Words every match of ``_left_play`` holds.
_MAY_HAVE_LEFT = lazy_regex(
    r"\b(?:destroys|destroyed|discards|discarded|removed from the game|leaves play|left play)\b",
    re.IGNORECASE,
)


def _me(title: str) -> str:
    words = sorted(self_words(title), key=lambda w: (-len(w), w))  # the longest name first
    names = [re.escape(w) for w in words if len(w) > 2 and w not in _SMALL_WORDS]
    return rf"(?:{_CARD_WORDS}|{'|'.join(names)})" if names else _CARD_WORDS


@lru_cache(maxsize=2048)
def _in_area(title: str) -> re.Pattern[str]:
    me = _me(title)
    return re.compile(
        rf"\b{me} (?:is|remains) (?:face-(?:up|down) )?in [^.:,;]{{0,30}}?\b{_AREA}\b"
        rf"|\b{me} is (?:honorably |dishonorably )?dead\b"
        rf"|\b(?:discard|attach|equip|put|play|recruit|bring) (?:it|{me})\b[^.:,;]{{0,40}}?"
        rf"\bfrom (?:your|the|his) {_AREA}\b",
        re.IGNORECASE,
    )


@lru_cache(maxsize=2048)
def _left_play(title: str) -> re.Pattern[str]:
    me = _me(title)
    return re.compile(
        rf"\b(?:destroys|destroyed|discards|discarded) {me}\b"
        rf"|\b{me} (?:is|was) (?:destroyed|discarded|removed from the game)\b"
        rf"|\b{me} (?:leaves|left) play\b",
        re.IGNORECASE,
    )


#: "After you Recruit Korimi", "After Korimi enters play", "After you Recruit this Holding from
#: a Province" (every Recruit is from a Province: Reference 05)
_ENTERS = lazy_regex(
    r"^after (?:you recruit (?P<recruited>[^,]+?)(?: from (?:a|your|one of your) provinces?)?"
    r"|(?P<entering>[^,]+?) enters play)"
    r"(?: during (?:a )?battle| at (?:this|the current) battlefield)?$",
    re.IGNORECASE,
)


def names_source(value: object) -> bool:
    """Whether a cost (as nested tuples) names the card itself anywhere."""
    if isinstance(value, tuple):
        return any(names_source(v) for v in value)
    return value == SOURCE


def enters_itself(trigger: str | None, title: str, card_type: CardType) -> bool:
    """An Interrupt's trigger is its own card's entering play (Reference 05, Areas: "if an
    Interrupt creates an effect that triggers after its card enters play, the Interrupt can be
    used for the action that brings it into play")."""
    m = _ENTERS.match(trigger or "")
    if m is None:
        return False
    who = (m.group("recruited") or m.group("entering")).lower()
    return named_card(who, title, card_type) == SOURCE


#: "After the action Recruits a Geisha (including Momiji) or a Geisha House from a Province",
#: "After your Battle action Recruits your Personality": an Interrupt to the Recruit of a class
_RECRUITS_A_CLASS = lazy_regex(
    r"^after (?:the|your|an?)(?: [a-z/]+)? action recruits (?P<what>.+)$", re.IGNORECASE
)


def may_enter_itself(
    trigger: str | None, title: str, card_type: CardType, keywords: tuple[str, ...]
) -> bool:
    """An Interrupt to the Recruit of a class its own card is in ("a Geisha (including
    Momiji)", "your Personality" on a Personality): it may be used for the action that brings
    its own card into play (Reference 05, Areas) as well as for other cards while in play."""
    m = _RECRUITS_A_CLASS.match(trigger or "")
    if m is None:
        return False
    what = m.group("what")
    if re.search(rf"\(including {_me(title)}\)", what, re.IGNORECASE):
        return True
    words = {w.rstrip("s") for w in re.findall(r"[a-z]+", what.lower())}
    kinds = {card_type.value.lower(), *(k.lower() for k in keywords)}
    return bool(words & {k.rstrip("s") for k in kinds})
