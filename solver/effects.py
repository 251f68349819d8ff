"""Ongoing effects legality reads: the one place that scans ``GameState.effects`` and the
ongoing effects of the traits of cards in play (``CardDef.ongoing``).

Costs and restrictions / Changes to costs and payments (Gold cost changes, added costs, ignored
costs), Costs and changes (preventions: "you cannot lose Honor"), Effects / "May not" (may not
announce, be targeted, be brought into play, recruit), and permissions ("ignore the Honor
Requirement"). Each question is one function; every rule module asks here.
"""

from __future__ import annotations

from collections.abc import Iterator

from model.abilities import Ability, Cost
from model.cards import CardDef, CardType
from model.evaluate import matches_unary
from model.state import ActionFilter, CardInstance, OngoingEffect, Permission, Phase, View
from model.trait_effects import TraitEffect
from model.zones import Zone


def ongoing_effects(view: View) -> tuple[OngoingEffect, ...]:
    """The state's ``effects``, then the ongoing effects of the traits of each card in play
    (``CardDef.ongoing``: while it is in play) unless the state states that card's effects
    itself (an entry whose ``source`` is the card: they are not applied twice). Once per View."""
    memo = view.memo("effects")
    found = memo.get("ongoing")
    if isinstance(found, tuple):
        return found
    stated = {e.source for e in view.state.effects if e.source is not None}
    out = view.state.effects + tuple(
        eff
        for inst in view.state.cards
        if inst.in_play and inst.id not in stated
        for trait in view.definition(inst.id).ongoing
        for eff in _of_card(view, inst, trait)
    )
    memo["ongoing"] = out
    return out


def _of_card(view: View, inst: CardInstance, trait: TraitEffect) -> Iterator[OngoingEffect]:
    """A card's trait effect as the state language says it: "you" its controller, "other
    players" one effect each, "this card" the card itself."""
    you = inst.controlled_by
    players: tuple[str | None, ...] = {
        "you": (you,),
        "others": view.state.opponents(you),
        "all": (None,),
    }[trait.players]
    actions = None
    if (
        trait.keyword
        or trait.card_type is not None
        or trait.designator is not None
        or trait.designator_not is not None
    ):
        actions = ActionFilter(
            keyword=trait.keyword,
            card_type=trait.card_type,
            designator=trait.designator,
            designator_not=trait.designator_not,
        )
    shielded = shielded_card(view, inst, trait)
    if trait.this_card and shielded is None:
        return  # no bearer, or its condition does not hold now
    for player in players:
        yield OngoingEffect(
            kind=trait.kind,
            player=player,
            actions=actions,
            gold_delta=trait.gold_delta,
            may_not=trait.may_not,
            source=inst.id,
            card=shielded,
        )


def shielded_card(view: View, inst: CardInstance, trait: TraitEffect) -> str | None:
    """The card a "may not be targeted" trait of ``inst`` is on now: the card itself or its
    bearer, while its condition (``holds_while``) holds on the state (Abilities and actions / B:
    targets are chosen at announcement); None otherwise or when it names no card."""
    if not trait.this_card:
        return None
    card = inst.attached_to if trait.bearer else inst.id
    if card is None:
        return None
    on = view.card(card)
    if trait.holds_while == "unbowed" and on.bowed:
        return None
    if trait.holds_while == "at_home" and on.zone is not Zone.HOME:
        return None
    if trait.holds_while == "action_phase" and view.state.phase is not Phase.ACTION:
        return None
    return card


def _effects(view: View, kind: str, player: str | None) -> Iterator[OngoingEffect]:
    """The effects of ``kind`` that apply to ``player`` (an effect without a player applies
    to every player; ``player=None`` keeps them all)."""
    for eff in ongoing_effects(view):
        if eff.kind != kind:
            continue
        if player is not None and eff.player is not None and eff.player != player:
            continue
        yield eff


def _designators(view: View, card_id: str, ability: Ability) -> set[str]:
    """The action's designator now when it has several ("Battle/Open" taken in the Action
    Phase is an Open action: Abilities and actions, Designators), else its designators."""
    found = {d.value for d in ability.designators}
    if len(found) > 1:
        from solver.timing import designator_now  # solver.timing asks here (a cycle at import)

        now = designator_now(view, view.card(card_id).controlled_by, ability)
        if now is not None:
            return {now.value}
    return found


def action_matches(view: View, card_id: str, ability: Ability, flt: ActionFilter | None) -> bool:
    """Does the action (``ability`` of ``card_id``) match an effect's action filter? Keywords
    are the action's keywords; no filter matches every action."""
    if flt is None:
        return True
    if flt.keyword and not any(k in ability.keywords for k in flt.keyword):
        return False
    if flt.designator is not None and flt.designator not in _designators(view, card_id, ability):
        return False
    if flt.designator_not is not None and flt.designator_not in _designators(
        view, card_id, ability
    ):
        return False  # "non-Battle actions": a Battle action (or one that may be) is not one
    definition = view.definition(card_id)
    if flt.card_type is not None and definition.type.value != flt.card_type:
        return False
    return flt.title is None or flt.title.casefold() == definition.title.casefold()


def play_matches(flt: ActionFilter | None, definition: CardDef, designator: str) -> bool:
    """Does bringing ``definition`` into play by a rulebook ability (Recruit's ``dynasty``,
    Equip's ``open``) match an action filter? Keywords are the card's keywords."""
    if flt is None:
        return True
    if flt.designator is not None and flt.designator != designator:
        return False
    if flt.designator_not is not None and flt.designator_not == designator:
        return False
    if flt.card_type is not None and flt.card_type != definition.type.value:
        return False
    if flt.title is not None and flt.title.casefold() != definition.title.casefold():
        return False
    return not flt.keyword or any(k in definition.keywords for k in flt.keyword)


def action_gold_delta(view: View, player: str, card_id: str, ability: Ability) -> int:
    """The total change to the amount of the action's Gold cost (Changes to costs and payments:
    a change to the amount, not a separate payment)."""
    return sum(
        e.gold_delta
        for e in _effects(view, "cost_change", player)
        if action_matches(view, card_id, ability, e.actions)
    )


def play_gold_delta(view: View, player: str, definition: CardDef, designator: str) -> int:
    """The total change to a card's Gold cost as it enters play by a rulebook ability."""
    return sum(
        e.gold_delta
        for e in _effects(view, "cost_change", player)
        if play_matches(e.actions, definition, designator)
    )


def added_cost_effects(
    view: View, player: str, card_id: str, ability: Ability
) -> list[OngoingEffect]:
    """The effects adding a cost to the action from outside the card (``added_costs``)."""
    return [
        e
        for e in _effects(view, "added_cost", player)
        if e.cost is not None and action_matches(view, card_id, ability, e.actions)
    ]


def added_costs(view: View, player: str, card_id: str, ability: Ability) -> list[Cost]:
    """Costs added to the action from outside the card (paid after the card's own; a Gold one
    is a separate payment)."""
    effects = added_cost_effects(view, player, card_id, ability)
    return [e.cost for e in effects if e.cost is not None]


def every_added_cost(view: View) -> list[Cost]:
    """Every added cost on the table, whoever it applies to (for bounds over all actions)."""
    return [e.cost for e in _effects(view, "added_cost", None) if e.cost is not None]


def cost_ignored(view: View, player: str, card_id: str, ability: Ability, cost: Cost) -> bool:
    """Changes to costs: an ignored cost need not be paid (an ignored alternative is paid)."""
    return any(
        (e.cost_kind is None or e.cost_kind == cost.kind)
        and action_matches(view, card_id, ability, e.actions)
        for e in _effects(view, "ignore_cost", player)
    )


def prevented(view: View, player: str, change: str, card_id: str | None = None) -> bool:
    """Is ``change`` (``bow``, ``lose_honor``, ...) prevented for this card or player?"""
    for eff in ongoing_effects(view):
        if eff.kind != "prevent" or change not in eff.prevents:
            continue
        if card_id is None:
            if eff.player is None or eff.player == player:
                return True
            continue
        who = eff.player if eff.player is not None else view.card(card_id).controlled_by
        hit = eff.cards is None or matches_unary(view, who, card_id, eff.cards)
        if hit and (eff.player is None or eff.player == view.card(card_id).controlled_by):
            return True
    return False


def may_not_announce(view: View, player: str, card_id: str, ability: Ability) -> bool:
    """Effects / "May not": an ongoing effect says ``player`` may not take this action."""
    return any(
        e.may_not == "announce" and action_matches(view, card_id, ability, e.actions)
        for e in _effects(view, "may_not", player)
    )


def may_not_take_any(view: View, player: str, card_id: str, ability: Ability) -> bool:
    """Effects / "May not": an ongoing effect says ``player`` may not take any action of the
    card ``card_id``, whatever the action's keywords and designators ("Your Stronghold has no
    abilities.": its filter names only a card type or a title): so even an action not read
    can't be taken (h40adv2 N2)."""
    return any(
        e.may_not == "announce"
        and (
            e.actions is None
            or (
                not e.actions.keyword
                and e.actions.designator is None
                and e.actions.designator_not is None
            )
        )
        and action_matches(view, card_id, ability, e.actions)
        for e in _effects(view, "may_not", player)
    )


def may_not_be_targeted(
    view: View,
    player: str,
    card_id: str,
    source: str | None = None,
    ability: Ability | None = None,
) -> bool:
    """Effects / "May not": a card that may not be targeted can't fill a target slot."""
    return targeting_ban_of(view, player, card_id, source, ability) is not None


def targeting_ban_of(
    view: View,
    player: str,
    card_id: str,
    source: str | None = None,
    ability: Ability | None = None,
) -> OngoingEffect | None:
    """The effect by which ``card_id`` may not be targeted (Effects / "May not"), or None.

    The effect applies to the choices of ``eff.player`` (everyone when None), to actions
    matching ``eff.actions`` (e.g. Ranged Attacks, Political actions; all when None), and to
    the cards its ``cards`` selector matches, read from the choosing player's side.
    """
    for eff in _effects(view, "may_not", player):
        if eff.may_not != "be_targeted" or eff.card not in (None, card_id):
            continue
        if eff.actions is not None and (
            ability is None
            or source is None
            or not action_matches(view, source, ability, eff.actions)
        ):
            continue
        if eff.cards is None or matches_unary(view, player, card_id, eff.cards):
            return eff
    from solver.unit_shield import unit_shield  # it builds an OngoingEffect (no cycle)

    return unit_shield(view, player, card_id, source)  # Ninube Onchi (h40adv4 N11)


def _matches_definition(definition: CardDef, eff: OngoingEffect) -> bool:
    """An effect's ``cards`` selector read on a card not yet in play (type, title, keywords)."""
    sel = eff.cards
    if sel is None:
        return True
    if sel.type and definition.type.value not in sel.type:
        return False
    if sel.title and sel.title.casefold() != definition.title.casefold():
        return False
    if sel.not_title and sel.not_title.casefold() == definition.title.casefold():
        return False
    return all(k in definition.keywords for k in sel.keyword)


def may_not_enter_play(view: View, player: str, definition: CardDef) -> bool:
    """Effects / "May not": ``player`` may not bring (or recruit) this card into play."""
    return any(
        e.may_not in ("bring_into_play", "recruit") and _matches_definition(definition, e)
        for e in _effects(view, "may_not", player)
    )


def has_permission(view: View, player: str, permission: Permission) -> bool:
    """A permission an ongoing effect grants ``player`` (``ignore_honor_requirement``)."""
    return any(e.permission == permission for e in _effects(view, "permission", player))


def may_not_bring_created(
    view: View, player: str, types: tuple[CardType, ...]
) -> OngoingEffect | None:
    """An effect that may forbid ``player`` to bring into play (or attach) a card his action
    creates, of one of ``types`` (Reference 03: created cards enter play; FAQ: an action that
    brings cards into play must be able to): one whose ``cards`` selector names another type
    only does not."""
    for e in _effects(view, "may_not", player):
        attaching = e.may_not == "attach" and bool({CardType.FOLLOWER, CardType.ITEM} & set(types))
        if e.may_not != "bring_into_play" and not attaching:
            continue
        if (
            e.cards is not None
            and e.cards.type
            and not {t.value for t in types} & set(e.cards.type)
        ):
            continue
        return e
    return None
