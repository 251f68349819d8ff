"""A stat change of a card in play to itself (or, on an attachment, its bearer) "while he is
unopposed" / "while he is opposed" ("Bakari has -4F while he is unopposed.", Hida Bakari; not
read: ``CardDef.qualities_unread``) is no change while the state settles its condition false:
opposed as the condition language reads it (``model.evaluate.is_opposed``: at a battlefield
with an enemy Personality there). h26adv2 N8; ``solver.traits_in_play``.

Likewise "Your other Earth Personalities have +1F while defending." (Tamori Muzu; h26adv2 N9)
changes only its controller's Personalities, and none while he is not the Defender (the
state's ``defender``, else of two players the one not attacking: ``GameState.defends``; "while
attacking": not the ``attacker``). "While you are the Defender and have only one province,
your Personalities and Followers have +2F." (Castle Walls; h27adv1 N5) with its condition
settled: ``model.trait_stats``.
"""

from __future__ import annotations

import re

from model.evaluate import is_opposed
from model.state import View
from model.trait_stats import settled_trait_stat

__all__ = ["off_while_opposed", "off_while_side"]

_WHILE_OPPOSED = re.compile(
    r"^(?P<who>This Personality|[A-Z][\w'-]+) has [+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))? "
    r"while (?:he|she|it|this personality) is (?P<un>un)?opposed\.?$"
)


def off_while_opposed(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) such a change whose condition is false now?"""
    m = _WHILE_OPPOSED.match(said.strip())
    if m is None:
        return False
    words = {w for w in view.definition(card).title.replace("•", " ").split() if len(w) > 2}
    if m["who"] != "This Personality" and m["who"] not in words:
        return False  # another card's name
    head = view.unit_head(card)
    if view.type_of(head).value != "personality":
        return False
    return is_opposed(view, head) == bool(m["un"])


_WHILE_SIDE = re.compile(
    r"^Your (?:other )?(?:[\w-]+ ){0,3}?Personalities have [+-]\d+(?:F|C|PH)"
    r"(?:/[+-]\d+(?:F|C|PH))? while (?P<side>defending|attacking)\.?$"
)


def off_while_side(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) a change to its controller's Personalities
    "while defending" (or "attacking") when he is not the Defender (Attacker) now, or one
    whose condition the state settles (``model.trait_stats``: applied by ``View.stat`` when
    true, nothing when false)?"""
    if settled_trait_stat(view, card, said) is not None:
        return True
    m = _WHILE_SIDE.match(said.strip())
    if m is None:
        return False
    state = view.state
    controller = view.card(card).controlled_by
    if m["side"] == "attacking":
        return controller != state.attacker
    return not state.defender_unstated() and not state.defends(controller)
