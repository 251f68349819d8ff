"""Unread trait sentences that can turn no verdict of any action (h30adv2 F1, F4, F5b): each
shape here changes something the rules of announcing never ask, so such a sentence doubts no
action of either player (README "Sentences scoped to what they can change").

- A ban or permission about the rulebook Cavalry player ability ("While you are the Defender,
  players may not move Personalities using the rulebook Cavalry player ability.", "Xijkt may be
  targeted by the rulebook Cavalry player ability."): a rulebook movement, no card action
  (Abilities and actions), as "You may not use the Cavalry rulebook ability." already is.
- A prevented or later Honor gain ("You will not gain Honor during the resolution of an action
  that creates a duel.", "Once per turn, after a Spell action resolves that Sotatsu cast, gain
  1 Honor, ..."): gaining Honor is no cost, target or restriction (Costs and restrictions), and
  an effect known to fail leaves an action legal.
- Actions "considered to satisfy" or "an exception to" the Rule of Presence (Doji Ran, Garrison):
  the rules files require no presence and the checks apply none, so this can only allow what is
  already allowed.
- The strength of Ranged Attacks increased ("Increase the strength of your Ranged Attacks by
  ..."): the strict reading of a Ranged Attack leaves every bonus out and the lenient one has no
  Force limit (as ``solver.traits_in_play._STRENGTH_ONLY``); a reduced strength may forbid.
- A keyword's reminder text ("(Once per game per card, a Resilient card does not die in battle
  resolution.)"): it "carries no rules implications itself" (Reference 03, Reminder text), so
  it names the keyword for no test (``without_reminders``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from model.lazy_regex import lazy_regex

__all__ = ["inert_sentence", "without_reminders"]

#: the rulebook Cavalry ability as printed, with the words using it ("be targeted by", "using")
_CAVALRY = lazy_regex(
    r"\b(?:(?:may (?:not )?)?be targeted by|target [\w' ]+? with|using)? ?"
    r"the rulebook Cavalry player ability\b|\bthe rulebook Cavalry player ability\b",
    re.IGNORECASE,
)
#: words by which the rest of a Cavalry sentence may still reach an action or a card's qualities
_REACHES = lazy_regex(
    r"\babilit(?:y|ies)\b|\bactions?\b|\btarget|\b(?:have|has|gains?|loses?)\b|[+-]\d",
    re.IGNORECASE,
)
_HONOR_PREVENTED = lazy_regex(
    r"(?:(?:During|While|If) [^,.;]+, )?(?:You|Other players|Players|Your opponents) "
    r"(?:will not|do not|cannot|can't|may not) gain Honor"
    r"(?: (?:during|from|for|when|while)\b[^.;]*)?\.?"
)
_HONOR_LATER = lazy_regex(
    r"(?:Once per (?:turn|battle|game), )?(?:after|when|whenever) [^.;]+?, (?:you )?gain \d+ Honor"
    r"(?:, or gain \d+ Honor if [^.;,]+)?\.?",
    re.IGNORECASE,
)
_PRESENCE_LEAD = r"(?:(?:All )?[Yy]our actions|[Aa]ll your actions|[Tt]aking an action [^.;,]*?)"
_PRESENCE_CLAUSE = (
    _PRESENCE_LEAD + r" (?:are|is) (?:considered to satisfy|an exception to) the Rule of Presence"
    r"(?: (?:if|while|during|when)\b[^.;,]*)?"
)
_PRESENCE = lazy_regex(_PRESENCE_CLAUSE + r"(?:,? and " + _PRESENCE_CLAUSE + r")*\.?")
_RANGED_STRENGTH = lazy_regex(
    r"Increase the strength of (?:all )?(?:your |enemy )?Ranged Attacks"
    r"(?: targeting [^.;]+?)? by [^.;]+\.?"
)


def inert_sentence(said: str) -> bool:
    """Can the unread sentence ``said`` turn no verdict of an action (the module's shapes)?"""
    text = said.strip()
    if _CAVALRY.search(text):
        return not _REACHES.search(_CAVALRY.sub("", text))
    return any(
        p.fullmatch(text) for p in (_HONOR_PREVENTED, _HONOR_LATER, _PRESENCE, _RANGED_STRENGTH)
    )


def without_reminders(text: str, names: Iterable[str]) -> str:
    """``text`` (lower case) without the reminder text of the keywords ``names``: "(Once per
    game per card, a Resilient card ...)", "(Elite cards contribute ...)" (Reference 03:
    reminder text carries no rules implications)."""
    for name in names:
        text = re.sub(
            r"\(\s*(?:once per game per card, )?(?:an? )?" + re.escape(name) + r" "
            r"(?:cards?|personalit(?:y|ies)|followers?|actions?|abilities)\b[^()]*\)",
            " ",
            text,
        )
    return text
