"""A card's own plain prevention of a change, which no cost can then make: "This card will not
be destroyed; this is not negation." (Rugashi Bazaar), "This card will not be destroyed and
other players will not lose Honor from your Spells; these are not negation." (Den of
Iniquity), "This card cannot be destroyed." (Oracle of the Void).

Costs and restrictions / Costs and changes: "Effects that prevent, negate, or delay the change
will also prevent the cost payment." The sentence is unconditional and about the card itself,
so while that card is in play it can't pay a cost destroying it (Recruitment Effort's "Destroy
your target non-Unique Holding:" with the Bazaar the only one: `illegal`; h40adv4 N10)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["prevented_itself"]

#: "This card will not be destroyed[ and <another clause>][; this is|these are not negation]."
_ITSELF = lazy_regex(
    r"This card (?:will not|cannot|can't) be (?P<change>destroyed|bowed|discarded|dishonored)"
    r"(?: and [^;.]+)?(?:; (?:this is|these are) not negation)?\.?"
)
_KIND = {"destroyed": "destroy", "bowed": "bow", "discarded": "discard", "dishonored": "dishonor"}


def prevented_itself(view: View, kind: str, card: str) -> str | None:
    """Why ``card`` (in play) can't pay a ``kind`` cost: its own plain prevention of that
    change; None when it has none."""
    if not view.has(card) or not view.card(card).in_play:
        return None
    d = view.definition(card)
    for t in d.prevents_unread:
        m = _ITSELF.fullmatch(t.strip())
        if m is not None and _KIND[m["change"]] == kind:
            return f"{d.title} can't pay it: its own '{t.strip()}' prevents the change"
    return None
