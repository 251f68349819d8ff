"""A card's own refusal to gain a Clan alignment or a keyword ("Kanbe will not gain Clan
alignments except from his base ability." Yoritomo Kanbe; "Hisao will not gain Clan
alignments.", "Chiang-Tsu will not gain a Clan Alignment.", "Osugi will not gain Shadowlands.",
"Saiken cannot gain Cavalry.", "Sagoten will not gain the Ninja keyword."), not read. Reference
04: keywords and Clan alignments a card is given; Effects: an effect that can't happen leaves its
action legal. Such a sentence can only keep that one card from gaining that quality, so it can
turn only a test of that kind of quality (``tested_qualities``: a selector's Clan or keywords, a
condition on a player's Clan): an action of another card, read in full, that tests none, uses no
Gold source and is not short of Gold (a Gold source may ask a Clan) and brings no card is
untouched by it (h36adv1 N2: Kanbe doubted four Reactions of both players). A sentence saying
more ("... or join a player with a Wind", "... and will not be challenged") is not read so."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["gain_refused", "own_gain_spares"]

#: one quality refused: a Clan alignment, or one keyword (printed, bold, an icon, "the X keyword")
_QUALITY = (
    r"(?:(?:a |any )?Clan [Aa]lignments?"
    r"|(?:the )?(?:<b>)?(?::[a-z]+:|[A-Z][\w'-]+)(?:</b>)?(?: keyword)?)"
)
_REFUSED = lazy_regex(
    r"^(?P<who>This Personality|[A-Z][\w'-]+) (?:will not|cannot|can not|can't|does not|may not) "
    rf"gain (?P<what>{_QUALITY}(?: or {_QUALITY})?)(?: except from (?:his|her|its) [\w ]+)?\.?$"
)
_CLAN = lazy_regex(r"Clan [Aa]lignment", re.IGNORECASE)


def gain_refused(said: str, title: str) -> frozenset[str] | None:
    """The quality kinds ("clan", "keyword") that ``said``, a sentence of the card titled
    ``title``, keeps that card from gaining; None when not that shape or not about itself."""
    m = _REFUSED.fullmatch(said.strip())
    if m is None:
        return None
    who = m.group("who")
    base = title.split("•", 1)[0].split(",", 1)[0]
    if who != "This Personality" and who not in base.split():
        return None
    kinds = set()
    for part in m.group("what").split(" or "):
        kinds.add("clan" if _CLAN.search(part) else "keyword")
    return frozenset(kinds)


def own_gain_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (a trait of ``source``, in play) not turn ``verdict`` for the action ``ab`` of
    ``card`` (see the module)?"""
    if ab is None or card == source or ab.not_understood or not ab.timing_understood:
        return False
    kinds = gain_refused(said, view.definition(source).title)
    if kinds is None:
        return False
    if any(d.code == "gold" for d in verdict.details):
        return False
    w = verdict.witness
    paid = w is not None and w.plan is not None and (w.plan.sources_used or w.plan.gold_produced)
    if w is not None and (paid or w.brought is not None):
        return False  # a Gold source used may ask a Clan; a card brought, its Clan
    from solver.traits_in_play import tested_qualities  # it asks this module

    return not kinds & tested_qualities(ab)
