"""A card's ban on the other players' plays of one keyword while it is at the current
battlefield ("While Jahan is at the current battlefield, other players may not play Terrains.";
"Other players may not play Terrains while Kurako is at the current battlefield." Akodo Kurako,
Ikoma Tsanuri), read in full (h38adv3 N7).

"May not" prevents the choice (Effects / "May not"), so while the card is at the current
battlefield (the state settles where it is: Reference 05, battlefields) a player who does not
control it may not play a card with that keyword: his action of a Strategy in his hand (played
from the hand: Reference 03) or his Recruit or Equip of such a card is illegal. Its controller's
own plays, and any play while the card is not there, are the scope readers'
(``solver.restriction_reach``, ``solver.while_here_scope``). A clause naming another card, or
adding anything ("during ...", "unless ..."), is not read here."""

from __future__ import annotations

import re

from model.cardtext.target_words import self_words
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.discipline import played_strategy
from solver.verdict import Play, Verdict

__all__ = ["others_play_ban_shape", "others_play_banned"]

_HERE = r"(?P<who>[A-Z][\w'-]+|this (?:card|Personality)) is at the current battlefield"
_OTHERS = r"(?:other players|each other player|your opponents?)"
_SHAPES = (
    # "While Jahan is at the current battlefield, other players may not play Terrains."
    lazy_regex(
        rf"While {_HERE}, {_OTHERS} (?:may not|cannot|can not) play (?P<kw>[A-Z][a-z]+)s\.?",
        re.IGNORECASE,
    ),
    # "Other players may not play Terrains while Kurako is at the current battlefield."
    lazy_regex(
        rf"{_OTHERS} (?:may not|cannot|can not) play (?P<kw>[A-Z][a-z]+)s while {_HERE}\.?",
        re.IGNORECASE,
    ),
)
#: plurals that are card types or other nouns, not keywords
_NOT_KEYWORDS = frozenset(
    {t.value for t in CardType} | {"personalitie", "card", "action", "abilitie", "attachment"}
)


def _plays_it(view: View, card: str, verdict: Verdict) -> bool:
    """Is ``verdict`` a play of ``card``: a Recruit or Equip of it, or the action of a Strategy
    in a hand (Reference 03: played from the hand to use its ability)?"""
    if verdict.card != card:
        return False
    if isinstance(verdict.ability, Play):
        return True
    return played_strategy(view, card)  # or from the discard pile by Discipline


def others_play_ban_shape(said: str) -> bool:
    """Is ``said`` one of the sentences read here (whatever the board)?"""
    return any(s.fullmatch(said.strip()) is not None for s in _SHAPES)


def others_play_banned(
    view: View, source: str, said: str, card: str, player: str, verdict: Verdict
) -> bool:
    """Does ``said`` (a sentence of ``source``, in play) forbid ``player`` this play of ``card``
    with certainty: ``source`` is at the current battlefield, ``player`` does not control it,
    and ``card`` has the keyword named?"""
    m = next((m for s in _SHAPES if (m := s.fullmatch(said.strip())) is not None), None)
    if m is None or not view.has(source) or not view.has(card):
        return False
    kw = m.group("kw").casefold()
    if kw in _NOT_KEYWORDS:
        return False
    who = m.group("who").casefold()
    if not who.startswith("this ") and who not in self_words(view.definition(source).title):
        return False  # another card's name
    inst = view.card(source)
    return (
        inst.in_play
        and inst.controlled_by != player
        and view.at_current_battlefield(source)
        and _plays_it(view, card, verdict)
        and kw in {k.casefold() for k in view.keywords(card)}
    )
