"""Targets in a sentence of the effects under "If <what the effects before did>," are not
required (Abilities and actions / B: "If the condition of targeting is not currently known, but
only becomes known after the required targeting step, the conditional targeting must be
carried out if possible, but is not required. Example: In "Move him home. If he moved, target
another Personality," the targeting of another Personality is not required").

An attack under such a condition is read so already (``model.cardtext.attack_forms``: "If the
Ranged Attack destroyed a Follower, Ranged 4 Attack", "If he moved, ..."). This reads every
other target of the sentence the same way, players too: "Give a target Personality -2F ... .
If the target's Force is now 0, bow them, and a target player gains or loses 1 Honor."
(Nothing Remains; h37 review: its player was read as a required target), "If this bowed them,
a target player gains or loses 2 Honor.", "If he moved, bow a target Personality."

A condition is such an outcome when, in a sentence after the first, it names what this
action did ("this bowed them", "this destroyed the target", "the Fear destroyed ..."), a move
("he moved"), a choice made during the effects ("he did not", "he chooses not to") or the state
the effects left ("... is now 0", "there are now ..."). Its other parts may only be joined by
"and" (each part must hold, and one is known only later); an "or", "unless" or a second
clause keeps the sentence as before (a known part alone may require the targeting).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import PlayerTarget
from model.cardtext.players import player_targets
from model.cardtext.target_phrase import Phrase
from model.cardtext.targets import find_phrases
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["outcome_condition", "outcome_phrases", "outcome_players"]

_OPENING = lazy_regex(r"^\s*if (?P<cond>[^,;:.]+),\s*\S", re.IGNORECASE)
_OUTCOME = lazy_regex(
    r"\b(?:this|it|the (?:fear|melee attack|ranged attack|attack|action|effect|duel))"
    r"(?: effect)? (?:destroyed|bowed|moved|discarded|dishonored|straightened|removed)\b"
    r"|\b(?:he|she|it|they) moved\b"
    r"|\b(?:he|she|they) (?:did|does|do|chooses|chose|choose)(?: not)?(?: to)?$"
    r"|\bnow\b",
    re.IGNORECASE,
)
_MIXED = lazy_regex(r"\b(?:or|unless|if)\b", re.IGNORECASE)


def outcome_condition(sentence: str, index: int) -> bool:
    """Does ``sentence`` (number ``index`` of the effects, 0 the first) open with "If <an
    outcome of the effects before>," (see the module)?"""
    m = _OPENING.match(sentence)
    if index == 0 or m is None:
        return False
    cond = m["cond"].strip()
    return _OUTCOME.search(cond) is not None and _MIXED.search(cond) is None


def outcome_players(
    sentence: str, number: int, delayed: bool, index: int
) -> tuple[str, list[PlayerTarget]] | str:
    """``player_targets`` of the sentence, each optional under an outcome condition."""
    return player_targets(sentence, number, delayed or outcome_condition(sentence, index))


def outcome_phrases(
    sentence: str, index: int, title: str, card_type: CardType | None
) -> list[Phrase] | str:
    """``find_phrases`` of the sentence (its lenient readings kept), each targeted card
    optional under an outcome condition (a performer stays as read)."""
    found = find_phrases(sentence, title, card_type, two_readings=True)
    if isinstance(found, str) or not outcome_condition(sentence, index):
        return found
    return [replace(p, optional=True) if p.targeted and not p.performer else p for p in found]
