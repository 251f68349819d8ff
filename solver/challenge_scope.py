"""A Personality's own refusal of challenges and attachments ("Will not attach Followers or
issue challenges." Kakita Yoshi; "This Personality cannot issue challenges."; "Will not
challenge or be challenged."): a restriction on that card as a challenger, a challenged card or
a host (Costs and restrictions / Restrictions; Reference 03, attachments). It is not read, but
it can change only an action that issues a challenge (an effect, ``model.cardtext.effects_duels``)
or attaches or brings a card: an action read in full whose effects do none of that (Confusion
at Court's "Negate the effects of a Favor action, ...", A Stout Heart) is untouched by it (h28adv1
p09/r10: a needless unknown). Anything not read in full keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability

__all__ = ["challenge_spares", "own_challenge_refusal"]

#: "[This Personality | He | <its name>] will not / cannot / may not [attach Followers or]
#: issue challenges | challenge [or be challenged]."
_OWN_REFUSAL = re.compile(
    r"^(?:(?P<who>This Personality|He|She|[A-Z][\w'-]+) )?"
    r"(?:[Ww]ill not|[Cc]annot|[Cc]an't|[Mm]ay not) "
    r"(?:attach (?:Followers|cards|Items) or )?(?:issue challenges|challenge)"
    r"(?: or be challenged)?\.?"
)
#: words of an effect that may issue or accept a challenge, or attach or bring a card
_MAY_CONCERN = re.compile(
    r"challeng|\bduel|\battach|\bequip|\bfollower|\binto play\b|\bcreate|\biaijutsu",
    re.IGNORECASE,
)


def own_challenge_refusal(said: str, title: str) -> bool:
    """Is ``said`` a card's own refusal of challenges (and attachments), its subject none, "This
    Personality", a pronoun or a word of its ``title``?"""
    m = _OWN_REFUSAL.fullmatch(said.strip())
    if m is None:
        return False
    who = m.group("who")
    words = set(title.split(" • ", 1)[0].split(", ", 1)[0].split())
    return who is None or who in {"This Personality", "He", "She"} or who in words


def challenge_spares(said: str, title: str, ab: Ability | None) -> bool:
    """Can the own refusal ``said`` (of the card titled ``title``) not turn the action ``ab``:
    read in full, it creates or brings no card, and none of its effects or keywords names a
    challenge, a duel or an attachment?"""
    if ab is None or not own_challenge_refusal(said, title):
        return False
    if ab.not_understood or not ab.timing_understood or ab.creates:
        return False
    if any(_MAY_CONCERN.search(k) for k in ab.keywords):
        return False
    for effect in ab.effects:
        if effect.step is None or _MAY_CONCERN.search(effect.step):
            return False  # a card brought or moved, or a challenge named
    return True
