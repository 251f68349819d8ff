"""A trait that gives a rulebook play another designator ("Equipping Spells is a Battle/Open
action for you.", City of Tears) changes when that play may be taken (Reference 04: "The
designator tells when the action can be taken"), never onto whom: a play refused because its
host can't take the card (Reference 03, attachments: "Spells attach only to Shugenja"; a host
not a Personality in play, not yours, or whose trait refuses it) stays refused (h40adv1 N5)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from solver.verdict import Verdict

__all__ = ["designator_spares_host"]

_DESIGNATORS = r"(?:Battle|Open|Limited|Dynasty|Engage)"
_PLAY_DESIGNATOR = lazy_regex(
    rf"^(?:Equipping|Recruiting) [\w' -]+? (?:is|are) an? {_DESIGNATORS}(?:/{_DESIGNATORS})* "
    r"actions?(?: for you)?\.?$"
)
#: ``solver.entering.can_attach``'s refusals of a host
_HOST_REFUSED = lazy_regex(
    r" is not a Shugenja \(Spells attach only to Shugenja\)$| is not a Personality in play$"
    r"| is not yours \(you attach only to Personalities you control\)$| cannot attach .+ \(its "
    r"trait: .+\)$| can't take .+ \(only .+\)$"
)


def designator_spares_host(said: str, verdict: Verdict) -> bool:
    """Can ``said``, a designator given to a play, not turn ``verdict``: an Equip refused for
    its host alone (see the module)?"""
    if _PLAY_DESIGNATOR.fullmatch(said.strip()) is None or verdict.status != "illegal":
        return False
    return bool(verdict.details) and all(
        d.code == "entering" and _HOST_REFUSED.search(d.text) for d in verdict.details
    )
