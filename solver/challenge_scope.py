"""A Personality's own refusal of challenges and attachments ("Will not attach Followers or
issue challenges." Kakita Yoshi; "This Personality cannot issue challenges."; "Will not
challenge or be challenged."): a restriction on that card as a challenger, a challenged card or
a host (Costs and restrictions / Restrictions; Reference 03, attachments). It is not read, but
it can change only an action that issues a challenge (an effect, ``model.cardtext.effects_duels``)
or attaches or brings a card: an action read in full whose effects do none of that (Confusion
at Court's "Negate the effects of a Favor action, ...", A Stout Heart) is untouched by it (h28adv1
p09/r10: a needless unknown). Naming Followers is no attaching ("Give all Shadowlands
Personalities and Followers +1F/+1C.", Evil Portents). Its challenge half binds its own card as
the challenger: a challenge another card issues by name ("Toshimoko challenges a target Samurai
Personality.", Kakita Toshimoko's own action) is not one it issues, unless the sentence also
refuses being challenged (h36adv1 N4). Anything not read in full keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cards import CardDef
from model.cardtext.conditions import named_card
from model.cardtext.effects_duels import mask_duel_nouns
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE

__all__ = ["challenge_spares", "own_challenge_refusal"]

#: "[This Personality | He | <its name>] will not / cannot / may not [attach Followers or]
#: issue challenges | challenge [or be challenged]."
_OWN_REFUSAL = lazy_regex(
    r"^(?:(?P<who>This Personality|He|She|[A-Z][\w'-]+) )?"
    r"(?:[Ww]ill not|[Cc]annot|[Cc]an't|[Mm]ay not) "
    r"(?:attach (?:Followers|cards|Items) or )?(?:issue challenges|challenge)"
    r"(?: or be challenged)?\.?"
)
#: words of an effect that may issue or accept a challenge, or attach or bring a card
_MAY_CONCERN = lazy_regex(
    r"challeng|\bduel|\battach|\bequip|\binto play\b|\bcreate|\biaijutsu|\bput\b|\bmove\b"
    r"|\bswitch|\bexchange"
    r"|\b(?:take|takes|gain|gains) control\b|\bsteal",
    re.IGNORECASE,
)
#: the same, but for a challenge: an action whose challenges are all its own card's may still
#: name them and their duels
_MAY_CONCERN_BUT_DUELS = lazy_regex(
    r"\battach|\bequip|\binto play\b|\bcreate|\bput\b|\bmove\b|\bswitch|\bexchange"
    r"|\b(?:take|takes|gain|gains) control\b|\bsteal",
    re.IGNORECASE,
)
#: "<who> challenges ..." / "<who> duels ..." / "<who> may challenge ...": its challenger
_CHALLENGER = lazy_regex(r"^(?P<who>[\w' -]+?) (?:challenges|duels|may challenge)\b", re.I)
_ISSUES = lazy_regex(r"challeng|\bduel", re.IGNORECASE)


def own_challenge_refusal(said: str, title: str) -> bool:
    """Is ``said`` a card's own refusal of challenges (and attachments), its subject none, "This
    Personality", a pronoun or a word of its ``title``?"""
    m = _OWN_REFUSAL.fullmatch(said.strip())
    if m is None:
        return False
    who = m.group("who")
    words = set(title.split(" • ", 1)[0].split(", ", 1)[0].split())
    return who is None or who in {"This Personality", "He", "She"} or who in words


def _own_challenges_only(ab: Ability, doer: CardDef) -> bool:
    """Is every challenge ``ab`` issues its own card's (``doer``, named as the challenger:
    "Toshimoko challenges a target Samurai Personality."), its other words on challenges or
    duels naming them as nouns ("Destroy the duel's loser")? False when it issues none."""
    own = 0
    for effect in ab.effects:
        step = effect.step or ""
        m = _CHALLENGER.match(step.strip())
        if m is not None:
            if named_card(m.group("who").strip().lower(), doer.title, doer.type) != SOURCE:
                return False
            own += 1
        elif _ISSUES.search(mask_duel_nouns(step)):
            return False  # a challenge issued otherwise, or not read
    return own > 0


def challenge_spares(
    said: str, title: str, ab: Ability | None, doer: CardDef | None = None
) -> bool:
    """Can the own refusal ``said`` (of the card titled ``title``) not turn the action ``ab``:
    read in full, it creates or brings no card, and none of its effects or keywords names a
    challenge, a duel or an attachment; or (``doer``: the action's card, another card than the
    sentence's) its only challenges are issued by ``doer`` and the sentence refuses issuing them
    alone?"""
    if ab is None or not own_challenge_refusal(said, title):
        return False
    if ab.not_understood or not ab.timing_understood or ab.creates:
        return False
    others = doer is not None and "challenged" not in said and _own_challenges_only(ab, doer)
    concern = _MAY_CONCERN_BUT_DUELS if others else _MAY_CONCERN
    if any(concern.search(k) for k in ab.keywords):
        return False
    # no card brought or moved, no challenge named
    return all(e.step is not None and not concern.search(e.step) for e in ab.effects)
