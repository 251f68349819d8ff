"""More counts of one card's board for an attack strength (``model.board_counts``): cards of a
type in its army, the Clan Alignments in its army, and stat tokens on it.

- ``armyt_<type>[_unbowed][_<keyword>]``: how many Personalities or Followers (``type``) of
  the card's army (its controller's units at its battlefield, Reference 05; 0 at home, in no
  army) are unbowed, if asked, and have the keyword, if asked ("the number of unbowed Naga
  Followers in this army", "the number of Personalities in Nissho's army").
- ``armyclans``: how many different Clan Alignments the cards of the card's army have
  ("+1 strength for each Clan Alignment in Tadenori's army"; a card's Clan Alignments are its
  Clans and the Clan keywords it prints, ``model.clan_alignment``; Reference 02/03).
- ``tokenstat_<plus|minus>_<n>_<force|chi>`` (``n`` in words: one to five): how many tokens
  named "+1F" ("-1C", ...) the card carries, as the state's ``tokens`` lists them, compared
  case-insensitively ("+1 strength for each +1F token on this Follower"); a combined "+1F/+1C"
  token is not one of them.
- ``armyunits[_attacking]``: how many units the card's army holds (a unit is a Personality and
  the cards attached to him, Reference 03: one per Personality), counted only while the army
  attacks if asked (its controller is the Attacker: Reference 05, Side); "the number of
  attacking units in Morita's army" (Ikoma Morita).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from model.common import RULES_CLANS, CardType
from model.lazy_regex import lazy_regex
from model.zones import Zone

if TYPE_CHECKING:
    from model.state import View

__all__ = ["ARMY_COUNTED", "army_count_value", "army_count_words", "stat_token_attribute"]

#: the attributes above (a regex alternative ``model.board_counts`` joins to its own)
ARMY_COUNTED = (
    r"armyt_(?P<attype>personality|follower)(?P<atunb>_unbowed)?(?:_(?P<atkw>[a-z]+))?"
    r"|(?P<clans>armyclans)|(?P<units>armyunits)(?P<uatt>_attacking)?"
    r"|tokenstat_(?P<tsign>plus|minus)_(?P<tn>one|two|three|four|five)_(?P<tst>force|chi)"
)
_NUMBERS = ("one", "two", "three", "four", "five")
_ARMY = lazy_regex(rf"^(?:{ARMY_COUNTED})$")


def _army_cards(view: View, card_id: str) -> list[str] | None:
    """The cards of the army of ``card_id`` (its controller's units at its battlefield); None
    when it is in no army (at home: the count is then 0)."""
    zone, where = view.location(card_id)
    if zone is not Zone.BATTLEFIELD:
        return None
    mine = view.card(view.unit_head(card_id)).controlled_by
    return [
        c.id
        for c in view.state.cards
        if c.in_play
        and view.location(c.id) == (zone, where)
        and view.type_of(view.unit_head(c.id)) is CardType.PERSONALITY
        and view.card(view.unit_head(c.id)).controlled_by == mine
    ]


def army_count_value(view: View, card_id: str, attr: str) -> int | None:
    """The count ``attr`` names on ``card_id`` (None: not one of these attributes)."""
    m = _ARMY.fullmatch(attr)
    if m is None:
        return None
    if m["tsign"] is not None:
        sign = "+" if m["tsign"] == "plus" else "-"
        name = f"{sign}{_NUMBERS.index(m['tn']) + 1}{m['tst'][0]}"
        return sum(1 for t in view.card(card_id).tokens if t.strip().casefold() == name)
    army = _army_cards(view, card_id)
    if army is None:
        return 0
    if m["units"] is not None:
        if m["uatt"] and not view.attacking(view.unit_head(card_id)):
            return 0  # a defending army has no attacking units
        return sum(1 for c in army if view.type_of(c) is CardType.PERSONALITY)
    if m["clans"] is not None:
        from model.clan_alignment import card_clans  # it reads Views (a cycle at import)

        # the nine Clan Alignments only (Reference 02): another, a mon's Bat or Naga, exists only
        # where an effect gives it; counting fewer only lowers the strict reading's limit
        return len({clan for c in army for clan in card_clans(view, c) if clan in RULES_CLANS})
    kind = CardType(m["attype"])
    word = m["atkw"]
    return sum(
        1
        for c in army
        if view.type_of(c) is kind
        and not (m["atunb"] and view.card(c).bowed)
        and (word is None or any(k.casefold() == word for k in view.keywords(c)))
    )


def army_count_words(attr: str) -> str | None:
    """The count in words, None when ``attr`` is not one of these."""
    m = _ARMY.fullmatch(attr)
    if m is None:
        return None
    if m["tsign"] is not None:
        sign = "+" if m["tsign"] == "plus" else "-"
        return f"number of {sign}{_NUMBERS.index(m['tn']) + 1}{m['tst'][0].upper()} tokens"
    if m["units"] is not None:
        return f"number of {'attacking ' if m['uatt'] else ''}units in its army"
    if m["clans"] is not None:
        return "number of Clan Alignments in its army"
    kind = "Personalities" if m["attype"] == "personality" else "Followers"
    unbowed = "unbowed " if m["atunb"] else ""
    word = f"{m['atkw'].capitalize()} " if m["atkw"] else ""
    return f"number of {unbowed}{word}{kind} in its army"


def stat_token_attribute(sign: str, n: int, stat: str) -> str | None:
    """The attribute counting "+1F" tokens (``sign`` "+"/"-", ``stat`` "F"/"C"); None past five."""
    if not 1 <= n <= len(_NUMBERS) or sign not in "+-" or stat.upper() not in ("F", "C"):
        return None
    word = "force" if stat.upper() == "F" else "chi"
    return f"tokenstat_{'plus' if sign == '+' else 'minus'}_{_NUMBERS[n - 1]}_{word}"
