"""An action usable from an area out of play, because its text names its own card there: "If
this Follower is in your hand, Equip it to ...", "If this card is in your discard pile, bow your
performing Personality: Ranged 4 Attack", "If Masaya is face-up in one of your provinces: Bring
him into play", "Attach this card from your hand to him".

Reference 05, Areas: abilities on cards out of play may not be used, but "these limitations are
overridden by a reference to cards in an out-of-play area". The clause naming the area is read
as where the ability is usable (``Ability.used_from``: only there, the card's owner using it;
face up in a province), and removed from the text. The card itself named again as what is
equipped, attached or brought into play ("Equip it", "Attach this card to him", "Bring him into
play") is then "itself" (``equip``, ``effects_entering``: the card itself, its costs paid), read
only where no other card is named before it, or the one named is the target it is equipped to
("target your performing Ninja and Equip it to him": ``equip_chosen``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from model.cardtext.equip_chosen import equip_to_chosen
from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition, Selector
from model.zones import Origin, UsedFrom

__all__ = ["names_itself_first", "read_used_from"]

#: "Even if this Strategy is in your discard pile, put ...": a Strategy is played from its
#: owner's hand (Reference 03), and the permission adds its discard pile (Reference 05, Areas).
_EVEN_IN_DISCARD = lazy_regex(
    r"^\s*even if this strategy is in your discard pile\s*,\s*(?=\S)(?![^:]*:)", re.IGNORECASE
)

_AREAS: tuple[tuple[str, Origin], ...] = (
    (r"in your hand or (?:your )?discard pile", "hand_or_discard"),
    (r"in your hand", "hand"),
    (r"in your discard pile", "discard"),
    (r"face-up in (?:one of )?your provinces?", "province"),
    # a face-down card's abilities are unknown: "in your Province" is face-up there (solver)
    (r"in your provinces?", "province"),
    # a destroyed Personality is dead while in the discard pile (Reference 05, Dead state);
    # honorably (dishonorably) dead: honorable (dishonorable) when last destroyed
    (r"honorably dead", "discard"),
    (r"dishonorably dead", "discard"),
    (r"dead", "discard"),
)
_CARD = (
    r"this (?:card|follower|item|spell|ring|strategy|event|holding|personality|celestial|region)"
)
_SMALL = frozenset({"the", "and", "of", "no", "for", "with"})
#: Words that name another card before the card itself is named again.
_OTHER_CARD = lazy_regex(r"\b(?:target|targets|choose|performing)\b", re.IGNORECASE)


def _me(title: str) -> str:
    # the longest name first; "Yokuni," of "Togashi Yokuni, Kami" is "Yokuni"
    words = sorted({w.strip(",") for w in self_words(title)}, key=lambda w: (-len(w), w))
    names = [re.escape(w) for w in words if len(w) > 2 and w not in _SMALL]
    return rf"(?:{_CARD}|{'|'.join(names)})" if names else _CARD


_AREA_WORDS = "|".join(f"(?P<a{i}>{words})" for i, (words, _) in enumerate(_AREAS))
#: Words every area clause holds (a cheap test before the patterns naming the card, which are
#: compiled once per title: a pattern per card compiled on every import was most of its time).
_MAY_NAME_AREA = lazy_regex(
    r"\bis (?:in your (?:hand|discard pile|province)|face-up in (?:one of )?your province|"
    r"(?:(?:dis)?honorably )?dead)",
    re.IGNORECASE,
)
#: "After you attach this card from your hand, ...": a trigger naming a past event (the card
#: is then in play), not the area the ability is used from (Budoka's Tonfa)
_TRIGGER_NAMING = lazy_regex(r"^\s*(?:after|before|when|whenever)\b[^:]*\bfrom your hand\b", re.I)
_MAY_ATTACH_FROM_HAND = lazy_regex(r"\b(?:attach|equip)\b.*\bfrom your hand\b", re.I | re.S)
#: "After one of your Personalities enters play, Equip this Item to him.": the card itself
#: Equipped at another card's entering, no area named (``read_used_from``).
_EQUIP_AT_ENTERING = lazy_regex(
    rf"^(?P<head>\s*(?:after|when) [^,:.]*\benters play\b[^,:.]*[,:]\s*)Equip {_CARD}"
    r"(?P<tail> to (?:him|her)\.?\s*)$",
    re.IGNORECASE,
)


@lru_cache(maxsize=2048)
def _clauses(title: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The area clause opening the body, and after a comma."""
    clause = rf"if (?:\(and only if\) )?{_me(title)} is (?:{_AREA_WORDS})(?P<sep>\s*[,:]\s*|\s*$)"
    # "If Suzaki is in your Province and you are Lion Clan, you may ...": the area, and an
    # opening "If" of the effects on you (no constraints block: "dead and ...:" stays unread)
    also = r"(?P<also>\s+and (?=you [^,:]*,[^:]*$))"
    opening = rf"^\s*if (?:\(and only if\) )?{_me(title)} is (?:{_AREA_WORDS})(?:{also}|(?P<sep>"
    opening += r"\s*[,:]\s*|\s*$))"
    return re.compile(opening, re.I), re.compile(rf",\s*{clause}", re.I)


@lru_cache(maxsize=2048)
def _even_face_up(title: str) -> re.Pattern[str]:
    """ "[If ..., ]even if <this card> is face-up in your Province, <effects>" (no constraints
    block after it)."""
    return re.compile(
        rf"^(?P<head>\s*if [^,:]*,\s*)?even if {_me(title)} is face-up in (?:one of )?your "
        r"provinces?\s*,\s*(?=\S)(?![^:]*:)",
        re.IGNORECASE,
    )


@lru_cache(maxsize=2048)
def _from_hand(title: str) -> re.Pattern[str]:
    """The card itself named in the hand ("Attach this card from your hand to him")."""
    return re.compile(
        rf"\b(?P<verb>Attach|Equip) (?:{_me(title)}) from your hand\b(?!\s+or\b)", re.IGNORECASE
    )


@lru_cache(maxsize=2048)
def _named_again(title: str) -> re.Pattern[str]:
    me = _me(title)
    return re.compile(
        rf"\b(?P<verb>Equip|Attach) (?:{me})\b|\b(?P<verb2>Equip|Attach) (?:it|him|her)\b"
        rf"|\bBring (?:him|her|it|{me}) into play\b",
        re.IGNORECASE,
    )


def _in_effects(body: str, m: re.Match[str]) -> bool:
    """Is the clause past the first colon (inside the effects)?"""
    colon = body.find(":")
    return colon != -1 and colon < m.start()


def names_itself_first(body: str, title: str) -> bool:
    """Whether ``body`` opens with the clause naming its own card's area ("If (and only if) this
    card is in your discard pile, remove it from the game"): the card itself is then the one
    card named before the constraints, what "it", "him" or "her" after it names."""
    areas = "|".join(words for words, _ in _AREAS)
    opening = rf"^\s*if (?:\(and only if\) )?{_me(title)} is (?:{areas})\s*,"
    return re.match(opening, body, re.IGNORECASE) is not None


def read_used_from(body: str, title: str) -> tuple[UsedFrom | None, str, Condition | None, bool]:
    """The area the body says its card is in (None: none), the body without that clause, with
    the card itself named again as "itself", what the clause says of the card there (that it
    is dead), and whether the clause opens the effects (no constraints block after it: an
    opening "If" of the effects, ``Ability.used_from_opening``)."""
    if (even := _EVEN_IN_DISCARD.match(body)) is not None:
        return "hand_or_discard", body[even.end() :], None, False  # a permission, no "If"
    if (even := _even_face_up(title).match(body)) is not None:
        # "If it is your turn, even if Yokuni is face-up in your Province, look at ...": in
        # play, and face up in a province (a permission: the opening "If" stays the effects')
        return "play_or_province", (even.group("head") or "") + body[even.end() :], None, False
    if _MAY_NAME_AREA.search(body):
        opening_clause, later_clause = _clauses(title)
        start = opening_clause.match(body)
        after = None if start else later_clause.search(body)
    else:
        start = after = None
    if after is not None and (":" not in body[after.start("sep") :] or _in_effects(body, after)):
        after = None  # (after a trigger, before the constraints: not inside the effects)
    m = start or after
    if m is None and (eq := _EQUIP_AT_ENTERING.match(body)) is not None:
        # Equip brings its card from the hand (Reference 02, Equip; ``equip``): the area the
        # Equip of the card itself implies (Reference 05, Areas: "mentioned or implied")
        return "hand", f"{eq.group('head')}Equip itself{eq.group('tail')}", None, False
    if m is None:
        # "Attach this card from your hand to him": the card itself, named in the hand
        if not _MAY_ATTACH_FROM_HAND.search(body):
            return None, body, None, False
        hand = _from_hand(title)
        if len(hand.findall(body)) != 1 or _TRIGGER_NAMING.match(body):
            return None, body, None, False
        return "hand", hand.sub(lambda h: f"{h.group('verb')} itself", body), None, False
    area = next(origin for i, (_, origin) in enumerate(_AREAS) if m.group(f"a{i}"))
    said = None
    for i, dishonorable in (
        (len(_AREAS) - 3, False),
        (len(_AREAS) - 2, True),
        (len(_AREAS) - 1, None),
    ):
        if m.group(f"a{i}") is not None:
            said = Condition(card=SOURCE, matches=Selector(dead=True, dishonorable=dishonorable))
    sep = (m.group("sep") or "").strip()
    opening = start is not None and sep != ":" and ":" not in body[m.end() :]
    if start is not None and m.group("also"):
        rest = "If " + body[m.end() :]  # "... and you are Lion Clan, ...": its own "If"
    elif start is not None:
        rest = body[m.end() :] if sep != ":" or m.end() < len(body) else ""
    else:
        rest = body[: m.start()] + (sep or ",") + " " + body[m.end() :]
    return area, _itself(rest.strip(), title), said, opening


def _itself(body: str, title: str) -> str:
    """``body`` with the card itself named again as what enters play: "itself"."""
    if (chosen := equip_to_chosen(body)) is not None:
        return chosen  # "target your performing Ninja and Equip it to him" (``equip_chosen``)
    named = _named_again(title)
    m = named.search(body)
    if m is None:
        return body
    before = body[: m.start()]
    if (m.group("verb2") or m.group(0).lower().startswith("bring")) and (
        _OTHER_CARD.search(before) or ":" in before
    ):
        return body  # a pronoun: read only with no other card (or block) before it
    verb = m.group("verb") or m.group("verb2")
    new = f"{verb} itself" if verb else "Bring itself into play"
    return body[: m.start()] + new + body[m.end() :]
