"""An unread stat sentence whose subject is its own card named without "has" ("Kuroda +1F/+2C
while Hida Kuon is in play.") or through its stat ("Takuni's base Force equals the number of
Ports you control.", "Domotai's Force has a maximum value equal to his Chi."): a word of the
card's own title names the card itself (Reference 03), and a stat change changes its cards alone
(Reference 04), so it may change only that card (or, on an attachment, its bearer too: an
attachment's stats are its Personality's). ``solver.one_card_scope.sole_cards`` asks it, for
``solver.witness_stat_scope`` (README "A witness the stat sentence cannot touch").
"""

from __future__ import annotations

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["named_stat_cards"]

_NAMED = lazy_regex(
    r"^(?:(?:While|If|As long as) [^,.;]{1,80}, )?(?P<who>[A-Z][\w-]+)"
    r"(?:'s (?:base )?(?:Force|Chi|Personal Honor)\b(?! (?:bonus|penalt))"
    r"| [+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))*(?=[ .,]))"
)


def named_stat_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards ``said`` (card ``cid``'s sentence) may change when its subject is ``cid`` named
    by a word of its title in one of these forms; None otherwise."""
    m = _NAMED.match(said.strip())
    if m is None:
        return None
    words = {w for w in view.definition(cid).title.replace("•", " ").split() if len(w) > 2}
    if m.group("who") not in words:
        return None
    if view.definition(cid).type is CardType.PERSONALITY:
        return frozenset({cid})
    return frozenset({cid, view.unit_head(cid)})
