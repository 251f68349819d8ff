"""Reactions, not read, that let a Personality perform an action as if he had a keyword, taken
while that action is announced: "Maho Reaction: ..., before you choose a performer for a Kiho
action, bow this card and target your Personality: He may perform the action as if he were a
Shugenja." (Bloodspeaker Sanctum), "Reaction: After you announce a Kiho action, bow this card
and target your Personality: He may perform action as if he had the Monk keyword." (Hitomi
Dojo). With one its controller may use (a card in play, or in his hand), an announcement
refused for want of such a performer (or, "as if he were at the current battlefield":
Touching the Soul, of one there) may be possible: that illegal verdict is ``unknown``
naming it (Abilities and actions: Reactions; h30perm census: a false illegal). Scoped to the
action kind named ("Kiho": the action's keywords, ``solver.keyword_inheritance``), to a
performer the action asks with that keyword (as a Shugenja, he is still no Monk), never to a
verdict illegal for its time, nor while the card is bowed and its cost bows it. Other shapes
(a performer "may be targeted ... as if", a place "may announce ... as if at the current
battlefield", a Ranged Attack's target): ``solver.announce_reactions``."""

from __future__ import annotations

import re

from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Selector
from model.state import View
from model.zones import Place, Zone
from solver.announce_reactions import announce_reaction_may_lift
from solver.cast_permissions import performer_untouched
from solver.keyword_inheritance import action_keywords
from solver.verdict import Verdict

__all__ = ["doubt_reaction_permissions"]

_PERMITS = lazy_regex(
    r"\b(?:before you choose a performer for|after (?:you )?announc\w*) an? "
    r"(?P<kind>[\w ]+?) action\b[^.]*?:[^.]*?\bmay perform\b[^.]*?\bas if (?:he|she) "
    r"(?:were an?|was an?|had the) (?P<kw>[A-Z][\w'-]+)\b",
    re.IGNORECASE,
)
#: "Reaction: Before you announce an action, bow your performing Monk or Shugenja and choose
#: your Personality not at the current battlefield: He may perform the action as if he were at
#: the current battlefield." (Touching the Soul): a performer's place, for an action asking a
#: card at the current battlefield
_AT_BATTLEFIELD = lazy_regex(
    r"\b(?:before|after) (?:you )?announc\w* an? (?P<kind>[\w ]*?)action\b[^.]*?:[^.]*?"
    r"\bmay perform\b[^.]*?\bas if (?:he|she) (?:were|was) at the current battlefield\b",
    re.IGNORECASE,
)
_TYPE_WORDS = frozenset({"strategy", "spell", "item", "follower", "personality", "holding"})


def _kind_fits(kind: str, keywords: set[str]) -> bool:
    """Does the action kind named ("Kiho", "Kiho Strategy") fit an action of ``keywords``?"""
    words = {w for w in kind.lower().split() if w not in _TYPE_WORDS}
    return not words or words <= keywords


def doubt_reaction_permissions(view: View, card: str, verdict: Verdict) -> Verdict:
    """``verdict`` for an action of ``card``, or ``unknown`` when such a Reaction (see the
    module) may make it possible."""
    if verdict.status != "illegal" or not isinstance(verdict.ability, int):
        return verdict
    if verdict.details and verdict.details[0].code == "timing":
        return verdict
    checked = view.definition(card)
    ab = checked.abilities[verdict.ability]
    keywords = action_keywords(checked, verdict.ability)
    at_current_battlefield = any(
        isinstance(o, Selector) and o.location is Place.CURRENT_BATTLEFIELD for o in nested(ab)
    )
    mine = view.card(card).controlled_by
    stated = {e.source for e in view.state.effects if e.source is not None}
    found: list[str] = []
    for inst in view.state.cards:
        if inst.id == card or inst.id in stated or inst.controlled_by != mine:
            continue
        if not (inst.in_play or inst.zone is Zone.HAND):
            continue
        d = view.definition(inst.id)
        for other in d.abilities:
            for text in other.not_understood:
                m = _PERMITS.search(text) or _AT_BATTLEFIELD.search(text)
                if m is None:
                    if announce_reaction_may_lift(view, inst, text, ab, verdict, keywords):
                        found.append(f"{d.title} ({inst.id}): {text}")  # Inkyo Teacher, Yosei
                    continue
                if not _kind_fits(m["kind"], keywords):
                    continue
                if inst.in_play and inst.bowed and re.search(r"\bbow this card\b", text, re.I):
                    continue
                if "kw" in m.groupdict():
                    if performer_untouched(ab, verdict, m["kw"]):
                        continue
                elif not at_current_battlefield:
                    continue
                found.append(f"{d.title} ({inst.id}): {text}")
    if not found:
        return verdict
    why = "not modelled: a Reaction may make this announcement possible: " + found[0]
    return verdict.doubted("not_modelled", why, keep=2)
