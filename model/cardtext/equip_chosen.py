"""An Equip of the card itself, used from out of play, to the card the same sentence targets ("If
this Follower is in your hand, target your performing Ninja and Equip it to him.", Fading
Shadows), read as the sentences ``effects_entering`` reads: "target your performing Ninja.
Attach itself to him, paying all costs." (``used_from``: "itself", the card from the area its
ability is used in).

Equip is the procedure by which an attachment attaches to a Personality, its Gold Cost paid
(Reference 03, Attachments: "They normally attach to Personalities in play using the Equip
procedure"; "Gold Cost: attachments have a Gold Cost stat paid when Equipping them"): attaching
it, paying all costs. "it" is the card itself when the sentence opens the effects right after
the clause naming the card's area: the one card named before it is the target, whom "him"
names, and a card is not equipped to itself. The target is chosen when the action is announced
(Abilities and actions / B) and the card brought into play must be able to attach to him
legally and be paid for (Good Faith Rule), as for "target your Personality: Attach this card
to him, paying all costs" (Temple Guard).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["equip_to_chosen"]

_EQUIP = lazy_regex(
    r"^(?P<target>target (?:your|one of your) [^.:;,]+?) and (?:Equip|Attach) it "
    r"to (?P<to>him|her)(?P<how>,? paying (?:all costs|\d+ less Gold))?\.",
    re.IGNORECASE,
)


def equip_to_chosen(body: str) -> str | None:
    """``body`` (the ability after its area clause) with such an Equip read as a target and the
    card itself attached; None: not such a body."""
    m = _EQUIP.match(body.strip())
    if m is None:
        return None
    how = (m.group("how") or ", paying all costs").lstrip(",")
    rest = body.strip()[m.end() :]
    return f"{m.group('target')}. Attach itself to {m.group('to')},{how}.{rest}"
