"""A Personality's refusal to issue challenges ("This Personality cannot issue challenges.", Box
of Mysteries on its bearer; "Yoshi will not issue challenges.") binds that Personality as the
challenger only (Costs and restrictions / Restrictions: a restriction limits what its card may
do). Another player's action whose every challenge or duel is issued by that player's own card
("Choose your performing unbowed Personality and target an enemy Personality: Your Personality
duels the target.", Impetuous Challenge) can't be turned by it when the refusing Personality is
controlled by someone else: he is at most the one challenged (h38adv4 N5: the Box on the enemy
Shinjo Shono). Read in full only; a sentence that also refuses being challenged or attaching,
or a challenge issued by any other words ("The target challenges ..."), keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.effects_duels import mask_duel_nouns
from model.lazy_regex import lazy_regex
from model.state import View
from solver.challenge_scope import own_challenge_refusal

__all__ = ["enemy_challenger_spares"]

#: the refusal of issuing challenges alone (no "or be challenged", no attaching)
_ISSUE_ONLY = lazy_regex(
    r"^(?:[\w'-]+(?: [\w'-]+)? )?(?:[Ww]ill not|[Cc]annot|[Cc]an't|[Mm]ay not) issue "
    r"challenges\.?$"
)
#: "Your Personality duels the target.", "Your Duelist challenges ...": the acting player's card
_YOURS_ISSUES = lazy_regex(r"^Your [\w' -]+? (?:challenges|duels|may challenge)\b")
_ISSUES = lazy_regex(r"challeng|\bduel", re.IGNORECASE)


def _refuser(view: View, source: str) -> str | None:
    """The Personality ``source``'s refusal binds: itself, or the bearer of an attachment."""
    inst = view.card(source)
    return inst.attached_to if inst.attached_to is not None else source


def enemy_challenger_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None
) -> bool:
    """Can the refusal ``said`` of ``source`` not turn ``card``'s action ``ab``: it refuses
    issuing challenges only, its Personality is not the acting player's, and every challenge
    or duel of ``ab`` (read in full) is issued by "Your <card>"?"""
    if ab is None or ab.not_understood or not ab.timing_understood or ab.creates:
        return False
    if not _ISSUE_ONLY.fullmatch(said.strip()) or not view.has(source) or not view.has(card):
        return False
    if not own_challenge_refusal(said, view.definition(source).title):
        return False
    refuser = _refuser(view, source)
    if refuser is None or not view.has(refuser):
        return False
    if view.card(refuser).controlled_by == view.card(card).controlled_by:
        return False
    for effect in ab.effects:
        if effect.step is None:
            continue  # a card brought or moved issues no challenge
        step = effect.step.strip()
        if _ISSUES.search(mask_duel_nouns(step)) and not _YOURS_ISSUES.match(step):
            return False
    return True
