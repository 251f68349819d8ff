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
only where no other card is named before it ("target your performing Ninja and Equip it to him"
is not read: which "it").
"""

from __future__ import annotations

import re

from model.cardtext.target_words import self_words
from model.selectors import SOURCE, Condition, Selector
from model.zones import Origin

__all__ = ["names_itself_first", "read_used_from"]

_AREAS: tuple[tuple[str, Origin], ...] = (
    (r"in your hand or (?:your )?discard pile", "hand_or_discard"),
    (r"in your hand", "hand"),
    (r"in your discard pile", "discard"),
    (r"face-up in (?:one of )?your provinces?", "province"),
    # a destroyed Personality is dead while in the discard pile (Reference 05, Dead state)
    (r"dead", "discard"),
)
_CARD = (
    r"this (?:card|follower|item|spell|ring|strategy|event|holding|personality|celestial|region)"
)
_SMALL = frozenset({"the", "and", "of", "no", "for", "with"})
#: Words that name another card before the card itself is named again.
_OTHER_CARD = re.compile(r"\b(?:target|targets|choose|performing)\b", re.IGNORECASE)


def _me(title: str) -> str:
    names = [re.escape(w) for w in self_words(title) if len(w) > 2 and w not in _SMALL]
    return rf"(?:{_CARD}|{'|'.join(names)})" if names else _CARD


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


def read_used_from(body: str, title: str) -> tuple[Origin | None, str, Condition | None, bool]:
    """The area the body says its card is in (None: none), the body without that clause, with
    the card itself named again as "itself", what the clause says of the card there (that it
    is dead), and whether the clause opens the effects (no constraints block after it: an
    opening "If" of the effects, ``Ability.used_from_opening``)."""
    area_words = "|".join(f"(?P<a{i}>{words})" for i, (words, _) in enumerate(_AREAS))
    clause = rf"if (?:\(and only if\) )?{_me(title)} is (?:{area_words})(?P<sep>\s*[,:]\s*|\s*$)"
    start = re.match(rf"^\s*{clause}", body, re.IGNORECASE)
    after = None if start else re.search(rf",\s*{clause}", body, re.IGNORECASE)
    if after is not None and (":" not in body[after.start("sep") :] or _in_effects(body, after)):
        after = None  # (after a trigger, before the constraints: not inside the effects)
    m = start or after
    if m is None:
        # "Attach this card from your hand to him": the card itself, named in the hand
        me = _me(title)
        hand = re.compile(
            rf"\b(?P<verb>Attach|Equip) (?:{me}) from your hand\b(?!\s+or\b)", re.IGNORECASE
        )
        if len(hand.findall(body)) != 1:
            return None, body, None, False
        return "hand", hand.sub(lambda h: f"{h.group('verb')} itself", body), None, False
    area = next(origin for i, (_, origin) in enumerate(_AREAS) if m.group(f"a{i}"))
    dead = m.group(f"a{len(_AREAS) - 1}") is not None
    said = Condition(card=SOURCE, matches=Selector(dead=True)) if dead else None
    sep = m.group("sep").strip()
    opening = start is not None and sep != ":" and ":" not in body[m.end() :]
    if start is not None:
        rest = body[m.end() :] if sep != ":" or m.end() < len(body) else ""
    else:
        rest = body[: m.start()] + (sep or ",") + " " + body[m.end() :]
    return area, _itself(rest.strip(), title), said, opening


def _itself(body: str, title: str) -> str:
    """``body`` with the card itself named again as what enters play: "itself"."""
    me = _me(title)
    named = re.compile(
        rf"\b(?P<verb>Equip|Attach) (?:{me})\b|\b(?P<verb2>Equip|Attach) (?:it|him|her)\b"
        rf"|\bBring (?:him|her|it|{me}) into play\b",
        re.IGNORECASE,
    )
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
