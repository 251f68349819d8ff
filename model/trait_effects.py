"""Ongoing effects a card's traits have while it is in play, said relative to the card ("You may
not take Political actions.", "Other players' Political actions may not target Suikihime.",
"Your Stronghold has no abilities.", "Actions on your Strategies cost 1 less Gold.").

Effects (ongoing effects; "May not": a choice prevented), Costs and restrictions (Changes to
costs and payments). A ``TraitEffect`` is a template: ``solver.effects`` makes it an
``OngoingEffect`` of the state language for each card in play that has it, "you" being the
card's controller and "this card" the card itself, unless the state states that card's effects
itself (an ``effects`` entry whose ``source`` is the card).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from model.common import STRICT, Designator, TypeWord, Words

__all__ = ["ShieldWhile", "TraitEffect", "TraitPlayers"]

#: Whose choices or actions the effect changes: the card's controller ("You may not take
#: Political actions", "Your Political actions"), each other player ("Other players' Political
#: actions"), every player ("Favor actions may not be taken").
TraitPlayers = Literal["you", "others", "all"]
#: When a shield of the card holds, read on the state (``model.cardtext.shield_traits``): the
#: card it is on unbowed, at home, or the Action Phase.
ShieldWhile = Literal["unbowed", "at_home", "action_phase"]


@dataclass(frozen=True, slots=True)
class TraitEffect:
    """An ongoing effect of a card's trait, relative to the card.

    kinds (as ``model.state.OngoingEffect``):
      ``may_not``: the players may not make the choice ``may_not``: ``announce`` (take the
      matching actions) or ``be_targeted`` (target the card itself with them; ``this_card``).
      ``cost_change``: the Gold cost of the players' matching actions changes by ``gold_delta``.
    Matching actions: with one of ``keyword`` (none: any) on a card of ``card_type`` (None: any).
    """

    __pydantic_config__: ClassVar = STRICT

    kind: Literal["may_not", "cost_change"]
    players: TraitPlayers
    keyword: Words = ()
    card_type: TypeWord | None = None
    may_not: Literal["announce", "be_targeted"] | None = None
    #: the card itself is what the effect is on ("may not target Suikihime")
    this_card: bool = False
    gold_delta: int = 0
    #: only actions with this designator (``model.cardtext.shield_traits``)
    designator: Designator | None = None
    #: only actions without this designator ("non-Battle actions": Misato)
    designator_not: Designator | None = None
    #: the card is the one this card is attached to ("This Personality" on an Item)
    bearer: bool = False
    #: the effect holds only while this is so of its card (None: always)
    holds_while: ShieldWhile | None = None

    def __post_init__(self) -> None:
        if self.kind == "may_not" and self.may_not is None:
            raise ValueError("a 'may_not' trait effect needs 'may_not'")
        if self.kind == "cost_change" and (self.gold_delta == 0 or self.may_not is not None):
            raise ValueError("a 'cost_change' trait effect needs a non-zero 'gold_delta' only")
        if self.this_card != (self.may_not == "be_targeted"):
            raise ValueError("'this_card' goes with 'may_not: be_targeted' (and only with it)")
        if (self.bearer or self.holds_while is not None) and not self.this_card:
            raise ValueError("'bearer' and 'holds_while' go with 'this_card'")
