"""Which cards can turn an announced target's misfit (Abilities and actions / B. Required
targeting; Reference 03: "This Personality" on an attachment is its bearer; h41adv5 N1).

"required targeting can't be met: target1: the announced Asahina Nanae (nanae) can't be chosen:
it needs to target a Shadowlands Personality (Asahina Nanae fails: Shadowlands)" rests on the
announced card alone when the slot's selector tests only that card's own words (no comparison
with another card, no superlative, no "if you control", no condition on when it applies: the
same test as ``solver.slot_owner_scope``, whoever's card it is) and the refusal names the words
it fails: a trait not read that can change only other cards (Koan's Jingasa's "This Personality
has Shugenja, ..." on another Personality) can't make it a fit. Read fail-closed: any other
first reason, a slot not so read, or a text read two ways (``Ability.lenient``) gives None
(no narrowing)."""

from __future__ import annotations

import re

from model.abilities import Ability, TargetSpec
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Selector, parse_where
from model.state import View
from solver.verdict import Verdict

__all__ = ["announced_reach", "own_words_only"]

_MISFIT = lazy_regex(
    r"^required targeting can't be met: (?P<slot>[\w-]+): the announced (?P<titles>.+?) can't be"
    r" chosen: it needs to (?:target|choose) .* \([^()]+ fails: [^()]+\)$"
)
_ID = lazy_regex(r"\(([^()]+)\)")


def own_words_only(spec: TargetSpec) -> bool:
    """Does the slot test only the card itself (no other card compared or counted)?"""
    if spec.where_when:
        return False
    for obj in nested(spec):
        if isinstance(obj, Selector) and (
            obj.extreme is not None or obj.controller_controls is not None
        ):
            return False
    return all(parse_where(w).references() <= {spec.name} for w in spec.where)


def announced_reach(view: View, ab: Ability | None, verdict: Verdict) -> frozenset[str] | None:
    """The announced cards an illegal ``verdict``'s first reason says fail their slot's own
    words, or None when it is not read so (module doc)."""
    if ab is None or ab.lenient is not None or verdict.status != "illegal" or not verdict.details:
        return None  # a text read two ways: the other reading's answer is not this one's
    first = verdict.details[0]
    m = _MISFIT.match(first.text) if first.code == "target" else None
    if m is None:
        return None
    spec = next((t for t in ab.all_target_specs() if t.name == m["slot"]), None)
    if spec is None or not own_words_only(spec):
        return None
    ids = frozenset(i for i in _ID.findall(m["titles"]) if view.has(i))
    return ids or None


#: words that may reach past the sentence's one subject, or change how targets are read
_WIDE = lazy_regex(
    r"\b(?:targets?|targeting|as though|as if|treat(?:ed)?|counts? as|choose|any|each|all|"
    r"every|other|your|opponents?|players?|Personalities|Followers|Items)\b",
    re.IGNORECASE,
)


def announced_misfit_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (an unread trait of ``source`` in play) not turn an illegal ``verdict`` that
    rests on announced cards failing their slot's own words (``announced_reach``)? So when its
    one subject is a card that is none of those, nor the acting ``card`` or its Personality
    ("This Personality has Shugenja, may not have more Spells than Koan cards attached, and he
    need not bow for his Spells ...", Koan's Jingasa: its bearer only, Reference 03), and it
    names no targeting nor any other card group (``_WIDE``)."""
    from solver.one_card_scope import sole_cards  # it asks the traits modules

    reach = announced_reach(view, ab, verdict)
    if reach is None or _WIDE.search(said):
        return False
    subject = sole_cards(view, source, said)
    if subject is None:
        return False
    acting = {card} | ({view.unit_head(card)} if view.card(card).in_play else set())
    return not subject & (reach | acting)
