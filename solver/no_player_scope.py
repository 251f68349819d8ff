"""Which actions a ban on every player's play of one title can touch: "No player may play Sneak
Attack during a battle at this Province's battlefield." (Watchtower; Abilities and actions /
Good Faith Rule; Effects / "May not" prevents the choice). It concerns only a play of a card of
that title (Reference 02: a card's title; ``solver.no_player_ban``), so the action of a card of
another title whose effects play or bring no other card (no effect brings another card into
play, creates one, or says "play", "put", "bring" or "cast") is untouched, in every segment and
at every battlefield (h38adv4 N4: Rout, Rise, Brother and Rocky Terrain were `unknown` by
Watchtower's sentence). The named card's own play keeps the doubt: its place and time are not
read."""

from __future__ import annotations

import re

from model.abilities import Ability, Effect
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE
from model.state import View
from solver.copy_scope import other_title
from solver.no_player_ban import no_player_title

__all__ = ["no_player_spares"]

#: effect words by which an action may play or put another card (into play or elsewhere)
_PLAYS = lazy_regex(r"\b(?:play\w*|put\w*|brings?|cast\w*)\b", re.IGNORECASE)


def no_player_spares(view: View, said: str, card: str, ab: Ability | None) -> bool:
    """Is ``said`` a ban on playing one title that ``card``'s action ``ab`` (None: its Recruit
    or Equip, the card's own play) can't be: the card is of another title and, for an ability,
    no effect plays, puts, brings or creates a card?"""
    title = view.definition(card).title
    if no_player_title(said, view.keywords(card)) is None:
        return False
    if not other_title(said, title, view.keywords(card)):
        return False  # the named card itself (or an Experienced version of it)
    if ab is None:
        return True
    if ab.creates or ab.not_understood:
        return False
    return all(_own_or_none(e) for e in ab.effects)


def _own_or_none(effect: Effect) -> bool:
    """Does ``effect`` play no card but, at most, the action's own ("Put this card into play
    there.", a Terrain)?"""
    brought = effect.bring_into_play
    if brought is not None:
        return brought.card == SOURCE
    return not _PLAYS.search(effect.step or "")
