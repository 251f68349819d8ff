"""Attack shields applied in target selection (Effects / "May not"; issue 13, h27adv1 F4):
"Ranged Attacks may not target this card." (Ogre Warriors), "Ranged Attacks cannot target cards
in this unit." (Shield Wall), "Melee and Ranged Attacks may not target Kazuki.", read by
``solver.attack_scope.attack_said`` (its cards: the card itself, or its unit).

Such a sentence removes its cards from the candidates of an attack of a kind it names. It is
applied only where the attack's target is known exactly: the action makes attacks of the
named kinds alone (no other kind of attack, Abilities and actions: the effects as printed), and
its one target that is no performer is the attack's (an attack targets "an enemy Follower, or a
Personality without Followers": ``model.cardtext.effects_attacks``). Elsewhere the sentence
stays a doubt (``solver.attack_scope.attack_may_turn``)."""

from __future__ import annotations

from model.abilities import Ability, TargetSpec
from model.state import View
from solver.army_keyword_settled import whole_army_settled
from solver.attack_scope import (
    AttackSaid,
    army_keyword,
    attack_said,
    keyword_army_cards,
    may_make,
)
from solver.play_keyword_scope import may_be_given

__all__ = ["applies_exactly", "attack_shield_of", "attack_shielded", "exact_here"]

_KINDS = frozenset({"fear", "melee", "ranged"})


def applies_exactly(said: AttackSaid, ab: Ability) -> TargetSpec | None:
    """The attack's target slot of ``ab`` when the restriction ``said`` is applied to it in
    target selection (see the module), else None."""
    if said.strength or said.cards is None:
        return None
    if not may_make(ab, said.kinds) or may_make(ab, _KINDS - said.kinds):
        return None
    others = [s for s in ab.all_target_specs() if not s.performer]
    if len(others) != 1 or not all(isinstance(t, TargetSpec) for t in ab.targets):
        return None  # several targets, or alternatives: which is the attack's is not read
    return others[0]


def exact_here(
    view: View, said: AttackSaid, ab: Ability, source: str | None = None
) -> TargetSpec | None:
    """``applies_exactly``, unless the sentence names units of a keyword an unread sentence of a
    card of the state may give ("Cards in this unit have Cavalry.", Elephant Cavalry; "This
    Personality has Cavalry.", Camel Mounts): which units it shields is then not settled, and
    the sentence stays a doubt (h37adv4 W1, W2) -- unless every unit of the army of
    ``source`` (the sentence's card) already is a keyword unit and those sentences only give
    keywords (``solver.army_keyword_settled``): a grant can then shield no more cards."""
    kw = army_keyword(said)
    if kw is None or not (
        may_be_given(view, kw, None) or may_be_given(view, kw.removesuffix("s"), None)
    ):
        return applies_exactly(said, ab)
    if source is None or not whole_army_settled(view, source, kw):
        return None
    return applies_exactly(said, ab)


def _shields(view: View) -> list[tuple[str, AttackSaid, str]]:
    """The attack restrictions of the cards in play whose effects the state does not state."""
    memo = view.memo("attack_shields")
    found = memo.get("found")
    if isinstance(found, list):
        return found
    stated = {e.source for e in view.state.effects if e.source is not None}
    out: list[tuple[str, AttackSaid, str]] = []
    for inst in view.state.cards:
        if not inst.in_play or inst.id in stated:
            continue
        d = view.definition(inst.id)
        for said in d.actions_unread:
            read = attack_said(said, d.title, d.type)
            if read is not None and not read.strength and read.cards is not None:
                out.append((inst.id, read, said))
    memo["found"] = out
    return out


def shielded_cards(view: View, source: str, said: AttackSaid) -> frozenset[str]:
    """The cards ``said`` (a sentence of ``source``) names: the card itself, or its unit."""
    if said.cards == "self":
        return frozenset({source})
    if (kw := army_keyword(said)) is not None:
        return keyword_army_cards(view, source, kw)
    return frozenset(view.unit(source))


def attack_shield_of(
    view: View, player: str, cid: str, source: str, ability: Ability | None, spec: TargetSpec
) -> tuple[str, str] | None:
    """The card in play and its attack restriction that keep ``cid`` from filling ``spec``, the
    attack's target of ``player``'s action ``ability`` of ``source``, or None."""
    if ability is None or spec.performer or spec.choose:
        return None
    for card, said, text in _shields(view):
        mine = view.card(card).controlled_by == player
        if (said.whose == "others" and mine) or (said.whose == "you" and not mine):
            continue
        if exact_here(view, said, ability, card) != spec:
            continue
        if cid in shielded_cards(view, card, said):
            return card, text
    return None


def attack_shielded(
    view: View, player: str, cid: str, source: str, ability: Ability | None, spec: TargetSpec
) -> bool:
    """May ``cid`` not fill ``spec`` for an attack restriction of a card in play?"""
    return attack_shield_of(view, player, cid, source, ability, spec) is not None
