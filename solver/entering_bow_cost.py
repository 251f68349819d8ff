"""A card's own additional cost to enter play that bows cards of its player ("Jinn-Kuen has the
additional cost, "Bow your Crab Clan Samurai," to enter play."; "Bow your Courtier or
Shugenja,", "Bow three of your Phoenix Clan Shugenja", "Bow five of your cards"; Costs and
restrictions / Mandatory costs: "any other costs of entering play listed in its traits"; a cost
must fully occur, and a bowed card can't be bowed, Reference 04, :bow:).

Read on the refusal side only: the cards that may be bowed for it are the unbowed cards its
player controls in play with each keyword of one alternative (a "<Clan> Clan" word is left out:
more cards, never fewer). Fewer of them than it bows, while no unread sentence in play may give
such a keyword (``solver.play_keyword_scope.may_be_given``), and the cost can't be paid: the play
is ``illegal`` (h41adv3 N2: Yasuki Jinn-Kuen with no Personality in play was ``unknown``).
Enough of them: the doubt stays (a Gold plan may bow the same cards). Any other words: not read.
"""

from __future__ import annotations

from model.cardtext.target_words import KEYWORDS, PLURAL
from model.common import CLANS
from model.lazy_regex import lazy_regex
from model.state import View
from solver.play_keyword_scope import may_be_given

__all__ = ["bow_cost_short"]

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
#: "bow [N of ]your <what>" (lower case, no trailing punctuation)
_BOW = lazy_regex(r"^bow (?:(?P<n>two|three|four|five|six|\d+) of )?your (?P<what>[a-z' -]+)$")


def _alternative(words: str) -> frozenset[str] | None:
    """The keywords one alternative names ("crab clan samurai" -> {samurai}; "cards" -> none),
    or None when a word is no keyword."""
    parts = words.split()
    if len(parts) > 2 and parts[1] == "clan" and parts[0] in CLANS:
        parts = parts[2:]  # "<Clan> Clan": left out (a wider set)
    if parts == ["cards"] or parts == ["card"]:
        return frozenset()
    found = frozenset(PLURAL.get(w, w) for w in parts)
    return found if found and found <= KEYWORDS else None


def bow_cost_short(view: View, player: str, card: str, cost: str, title: str) -> str | None:
    """Why ``cost`` (lower case, of ``title`` entering for ``player``) can't be paid, when it is
    such a bowing cost and too few cards may be bowed for it; None otherwise (not read, or it
    may be paid)."""
    m = _BOW.fullmatch(cost.strip().rstrip(".,"))
    if m is None:
        return None
    n = int(m["n"]) if m["n"] and m["n"].isdigit() else _NUMBERS.get(m["n"] or "a", 1)
    alternatives = [_alternative(a.strip()) for a in m["what"].split(" or ")]
    if any(a is None for a in alternatives):
        return None
    wanted = [a for a in alternatives if a is not None]
    if any(may_be_given(view, k, None) for a in wanted for k in a):
        return None
    have = sum(
        1
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and not c.bowed
        and c.id != card
        and any(a <= view.keywords(c.id) for a in wanted)
    )
    if have >= n:
        return None
    return (
        f"can't pay {title}'s cost to enter play: {cost.strip().rstrip('.,')}: you control "
        f"{have} unbowed such card{'s' if have != 1 else ''} in play"
    )
