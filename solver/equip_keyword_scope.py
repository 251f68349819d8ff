"""A keyword given by a trait in play, not read, that can't turn an Equip (Reference 02: Equip, a
rulebook action; Reference 03, attachments; Reference 04, Keywords: a keyword works only with
what names it).

"Cards in this unit have Cavalry." (Elephant Cavalry): a sentence whose only change is to give
cards keywords turns the Equip of a card that surely has every one of them already in nothing
that tests that card; a Personality it may reach (the host) is tested, in a rulebook Equip, only
by the card's own limit on its host (``AttachRules.only_to``, read): while that limit names none
of those keywords, the Equip stands as checked (h38gold2: Outriders and Medium Cavalry, Cavalry
Followers, onto Shinjo Tselu beside his Elephant Cavalry were `unknown` for it). A card without
the keyword, or a host limit naming it, keeps the doubt.
"""

from __future__ import annotations

from model.cardtext.qualities import granted_keywords
from model.state import View
from solver.verdict import EQUIP, Verdict

__all__ = ["keyword_grant_spares_equip"]


def keyword_grant_spares_equip(view: View, said: str, verdict: Verdict) -> bool:
    """Can the unread sentence ``said`` (keywords given, nothing else) not turn ``verdict``, an
    Equip of a card that has each keyword it gives (see the module)? False when not sure."""
    if verdict.ability != EQUIP or not view.has(verdict.card):
        return False
    named = granted_keywords(said)
    if not named or not named <= set(view.keywords(verdict.card)):
        return False
    rules = view.definition(verdict.card).attach
    host = None if rules is None else rules.only_to
    if host is None:
        return True
    if host.any_of:
        return False  # alternatives: not looked into
    tested = {*host.keyword, *host.any_keyword, *host.not_keyword, *host.base_keyword}
    return not named & tested
