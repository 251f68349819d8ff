"""Whom an unread restriction of a card in play binds, and which actions it names (Costs and
restrictions / Restrictions; Effects / "May not"; issue 13, h28adv1 N4/N6, h28adv3 N2):

- "Other players may not play Terrains while Tsanuri is at the current battlefield.", "Other
  players' Political actions may not target ...": a sentence whose subject is the other players
  (or their actions) binds only the players who do not control its card; its controller's own
  actions and plays are not among them (``binds_others_only``).
- "You may not take actions that cause other players unconditional Honor losses." (the half of
  The Shadowlands Horde's sentence left unread once "You may not take Political actions" is
  read: ``model.cardtext.ongoing_alternatives``; Seppun Sensei's "You may not take actions
  whose effects will or might cause other players to lose Honor."): it names only actions that
  may make another player lose Honor. An action read in full whose effects name no Honor, no
  dishonoring, no duel or challenge and bring no card into play can't be one, unless it may
  destroy a card while a Personality in play is dishonorable (Reference 05: after a
  dishonorable Personality is destroyed its controller loses Honor, a rulebook effect the
  action would cause). Any other action keeps the doubt (``honor_loss_spares``).
"""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cards import CardType
from model.lazy_regex import Regex, lazy_regex
from model.state import View
from model.zones import Zone
from solver.added_cost_scope import added_play_cost_spares
from solver.cast_permissions import play_permission_spares
from solver.named_entry import met
from solver.while_here_scope import off_while_here

__all__ = [
    "OWN_OTHERS",
    "binds_elsewhere",
    "binds_others_only",
    "discard_pile_only",
    "honor_loss_spares",
    "spared_by_reach",
]

#: a sentence whose subject is the other players or their actions, with no clause of "you"
_OTHERS_ONLY = lazy_regex(
    r"^(?:(?:While|If|During) [^,;]+, )?"  # "While Gaheris is at the current battlefield, "
    r"(?:Other players|Each other player|Your opponents?)(?:'s?)?\s(?![^;]*\byou\b)[^;]*$",
    re.IGNORECASE,
)
#: the half of "You may not take Political actions or actions that cause other players
#: unconditional Honor losses." left unread
_HONOR_LOSS = lazy_regex(
    r"^You may not take actions (?:that cause other players (?:unconditional )?Honor losses"
    # Seppun Sensei
    r"|whose effects will or might cause other players to lose Honor)\.?$"
)
#: effect words by which an action may make a player lose Honor
_HONOR_WORDS = lazy_regex(r"\bhonor|\bdishonor|\bduel|\bchalleng|\bseppuku", re.IGNORECASE)
#: effect words by which an action may destroy a card (a dishonorable Personality's controller
#: then loses Honor: Reference 05)
_DESTROY_WORDS = lazy_regex(r"\bdestroy|\bfear\b|:fear:|\battack|\bkill|:ranged:|:melee:", re.I)


#: a permission to play cards from the discard pile, naming no time and nothing else
_FROM_DISCARD = lazy_regex(
    r"You may (?:Equip|Recruit|attach) (?:(?!\b(?:and|as|may)\b)[\w' -])+ from (?:your|the) "
    r"discard pile(?: even if [^.;]+| bowed)?(?:,? to (?:(?!\b(?:and|as|may)\b)[\w' -])+)?\.?"
)


def discard_pile_only(view: View, said: str, card: str) -> bool:
    """Is ``said`` a permission to play cards from the discard pile (``_FROM_DISCARD``) while
    ``card`` is in no discard pile? Also a permission to play cards "as if they were in your
    hand" that can't change this play (``play_permission_spares``), or a cost added to playing
    cards of another kind (``added_play_cost_spares``)."""
    if (spared := play_permission_spares(view, said, card)) is not None:
        return spared
    if (spared := added_play_cost_spares(view, said, card)) is not None:
        return spared  # "Playing a Terrain has the additional cost, ...": not a Terrain
    if _FROM_DISCARD.fullmatch(said.strip()) is None:
        return False
    return view.card(card).zone not in (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)


def binds_others_only(said: str) -> bool:
    """Does ``said`` bind only the players who do not control its card (``_OTHERS_ONLY``)?"""
    return _OTHERS_ONLY.match(said.strip()) is not None


#: "You may not play other Allegiance cards." (Progressive, Traditionalist): a card's sentence
#: about playing other cards of a kind ("other" leaves it out), never about its own play
OWN_OTHERS = lazy_regex(
    r"^You (?:may not|can not|cannot) (?:play|bring|Recruit) other [\w' :-]+? cards?"
    r"(?: into play)?\.?$"
)


def binds_elsewhere(
    view: View,
    source: str,
    card: str,
    said: str,
    player: str | None,
    acting_card: str,
    binds_you: Regex,
) -> bool:
    """Does the unread sentence ``said`` of ``source`` not bind the player of this play of
    ``card``: another player's "You ..." or "Your Personalities ..." (``binds_you``) for a rulebook
    play of ``player``, or, for the player of the play or action (``player``, else the controller
    of ``acting_card``), his own card's "Other players ..." (``binds_others_only``), the played
    card's own condition on his Wind, Sensei or Stronghold, met (``solver.named_entry``), or the
    played card's own sentence about other cards' plays (``OWN_OTHERS``)?"""
    inst = view.card(source)
    if inst.in_play and off_while_here(view, source, said):
        return True  # "While Gaheris is at the current battlefield, ..." while he is not
    if (
        player is not None
        and source == card
        and met(view, player, said, view.definition(card).title)
    ):
        return True  # its own condition on his Wind, Sensei or Stronghold, met (named_entry)
    if source == card and OWN_OTHERS.fullmatch(said.strip()):
        return True  # its own "You may not play other Allegiance cards.": not its own play
    mine = player is not None and (source == card or inst.controlled_by == player)
    if player is not None and not mine and binds_you.match(said):
        return True
    acting = player or view.card(acting_card).controlled_by
    # the played card's own "Other players ..." binds others than the player bringing it in
    mine_after = inst.controlled_by if inst.in_play else (inst.owner if source == card else None)
    return binds_others_only(said) and mine_after == acting


def honor_loss_spares(view: View, said: str, ab: Ability | None) -> bool:
    """Is ``said`` the restriction on actions causing other players Honor losses, and the
    action ``ab`` (read in full) plainly not one (see the module)?"""
    if _HONOR_LOSS.fullmatch(said.strip()) is None or ab is None:
        return False
    if ab.not_understood or not ab.timing_understood or ab.creates or not ab.effects:
        return False
    if any(e.step is None for e in ab.effects):  # a card brought or moved: its own text counts
        return False
    words = " ".join(e.step or "" for e in ab.effects)
    if _HONOR_WORDS.search(words):
        return False
    return not (_DESTROY_WORDS.search(words) and _dishonorable_elsewhere(view))


def _dishonorable_elsewhere(view: View) -> bool:
    """Is any Personality in play dishonorable? (whoever controls it: fail closed)"""
    return any(
        c.in_play and c.dishonorable and view.definition(c.id).type is CardType.PERSONALITY
        for c in view.state.cards
    )


def spared_by_reach(view: View, source: str, said: str, mine: str, ab: Ability | None) -> bool:
    """Can the unread sentence ``said`` of ``source`` not change this action of ``mine``'s: an
    "Other players ..." sentence of his own card, or an action plainly causing no Honor loss?"""
    if binds_others_only(said) and view.card(source).controlled_by == mine:
        return True
    if off_while_here(view, source, said):
        return True  # "While Gaheris is at the current battlefield, ..." while he is not
    return honor_loss_spares(view, said, ab)
