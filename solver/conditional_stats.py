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
from model.lazy_regex import lazy_regex
from model.state import View
from model.trait_stats import settled_trait_stat
from solver.bonus_scope import no_bonus_received
from solver.keyword_condition_scope import off_while_keyword
from solver.opposed_by_scope import off_while_opposed_by
from solver.opposing_subject import off_opposing_subject

__all__ = ["off_unless_opposed", "off_while_opposed", "off_while_side"]

_WHILE_OPPOSED = lazy_regex(
    r"^(?P<who>This Personality|[A-Z][\w'-]+) has [+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))? "
    r"while (?:he|she|it|this personality) is (?P<un>un)?opposed\.?$"
)


def _title_words(view: View, card: str) -> set[str]:
    """The words of the card's title a sentence may name it by ("Maki" of "Watanabe Maki,
    First Mate": Reference 04, a card may refer to its own title)."""
    title = view.definition(card).title
    return {w for w in re.split(r"[\s•,]+", title) if len(w) > 2}


def off_while_opposed(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) such a change whose condition is false now?"""
    if off_unless_opposed(view, card, said) or off_while_opposed_by(view, card, said):
        return True
    if off_opposing_subject(view, card, said):
        return True  # "Personalities opposing Kaitoko have ...", no one opposing him
    m = _WHILE_OPPOSED.match(said.strip())
    if m is None:
        return False
    words = _title_words(view, card)
    if m["who"] != "This Personality" and m["who"] not in words:
        return False  # another card's name
    head = view.unit_head(card)
    if view.type_of(head).value != "personality":
        return False
    return is_opposed(view, head) == bool(m["un"])


#: "Miroken has +2F while opposing a dishonorable or Gaijin card.", "Maki has +1F while she has
#: Followers and is opposed.", "Uji has +2F while opposed by a Shadowlands card.", "Ketsu has
#: +1F while he opposes a Phoenix Clan Personality.": a change to the card itself under a
#: condition that needs it opposed (a conjunction whose last part is its opposition)
_NEEDS_OPPOSED = lazy_regex(
    r"^(?P<who>This (?:Personality|Follower|card)|[A-Z][\w'-]+) has "
    r"[+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))? while "
    r"(?:(?P<before>[^.]+?) and )?(?:(?:he|she|it) )?"
    r"(?:is opposed|opposed|opposing|opposes|is opposed by|opposed by)\b(?P<what>[^.]*?)\.?$"
)
#: another alternative of the condition ("opposed by a Crab Clan Personality or facing one in a
#: duel", "while he has a Spear or opposes ...", "dueling, or opposed by"): not settled so
_ALTERNATIVE = lazy_regex(
    r",|\bor (?:while|if|when|he|she|it|is|has|facing|dueling|opposes|opposed|opposing|"
    r"attacking|defending)\b|\b(?:duel\w*|fac\w+|unless|until|his army|their)\b",
    re.IGNORECASE,
)
_HAS_FOLLOWERS = lazy_regex(r"^(?:he|she|it) has Followers$")


def off_unless_opposed(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) a change to the card itself (or its bearer)
    whose condition needs it opposed ("while opposing ...", "while opposed by ...", "while she
    has Followers and is opposed") while no enemy card is at its battlefield (Reference 05,
    Battlefield / Side; Effects: a continuous effect applies while its condition is met), or
    while it has no Follower, for "has Followers"?"""
    text = said.strip()
    m = _NEEDS_OPPOSED.match(text)
    if m is None or _ALTERNATIVE.search(text.split(" while ", 1)[1]):
        return False
    words = _title_words(view, card)
    if not m["who"].startswith("This ") and m["who"] not in words:
        return False  # another card's name
    head = view.unit_head(card)
    if view.type_of(head).value != "personality":
        return False
    opposed = any(view.opposing(head, c.id) for c in view.state.cards if c.in_play)
    if not opposed:
        return True
    # "while she has Followers and is opposed": she has none
    return _HAS_FOLLOWERS.match(m["before"] or "") is not None and not any(
        view.type_of(c).value == "follower" for c in view.unit(head) if c != head
    )


#: "Your other Earth Personalities have +1F while defending.", "Battle Maidens in this army have
#: +1F while attacking." (Utaku Elite Guard: its controller's army, attacking only when he is
#: the Attacker; h45adv3 N2)
_WHILE_SIDE = lazy_regex(
    r"^(?:Your (?:other )?(?:[\w-]+ ){0,3}?Personalities|(?:[A-Z][\w-]+ ){1,3}?in this army) "
    r"have [+-]\d+(?:F|C|PH)"
    r"(?:/[+-]\d+(?:F|C|PH))? while (?P<side>defending|attacking)\.?$"
)


def off_while_side(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) a change to its controller's Personalities (or
    cards "in this army") "while defending" (or "attacking") when he is not the Defender
    (Attacker) now, or one whose condition the state settles (``model.trait_stats``: applied by
    ``View.stat`` when true, nothing when false)?"""
    if settled_trait_stat(view, card, said) is not None:
        return True
    if off_while_keyword(view, card, said):
        return True  # "While this Shugenja is Nonhuman, ..." of one who is not
    if no_bonus_received(view, card, said):
        return True  # "Increase by 1 all Force bonuses Saiyuki receives" with none
    m = _WHILE_SIDE.match(said.strip())
    if m is None:
        return False
    state = view.state
    controller = view.card(card).controlled_by
    if m["side"] == "attacking":
        return controller != state.attacker
    return not state.defender_unstated() and not state.defends(controller)
