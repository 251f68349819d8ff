"""Selectors, relations and conditions evaluated on a state (pure; nothing is mutated).

Selectors split in two: the *unary* part (type, keywords, controller, bowed, location, ...)
filters candidates on their own; the *relational* part (``opposing``, ``same_location_as``,
``attached_to``, ``unit_of``, ``other_than`` and ``where`` relations) needs the cards bound to
other slots. ``source`` is always bound to the card the ability is on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from model.ability_kinds import abilities_match
from model.board_counts import count_value, is_count_attribute
from model.cards import CardType, keywords_with_clan
from model.clan_alignment import with_your_clan
from model.common import CLANS, OTHER_CLANS, Stat, absent_stat
from model.entering_event import may_be_entering
from model.hidden_cards import asks_hidden_identity
from model.lazy_regex import lazy_regex
from model.past import Past
from model.player_clan import player_clan
from model.selectors import (
    ATTACHED_COUNTS,
    BASE_PREFIX,
    BATTLEFIELD,
    SOURCE,
    THIS_BATTLEFIELD,
    ArmyCompare,
    Condition,
    Controller,
    CountAtLeast,
    HigherThanYours,
    PlayerHonor,
    ProvinceCount,
    Relation,
    Selector,
    Term,
    Where,
    compare,
    parse_where,
)
from model.stat_places import province_strength
from model.state import View
from model.zones import IN_PLAY_ZONES, Place, Zone

if TYPE_CHECKING:
    from model.abilities import PlayerTarget, TargetSpec
    from model.triggers import GameEvent, TriggerEvent

Binding = Mapping[str, str]


def _clan_keyword(view: View, card_id: str, clan: str) -> bool:
    """A clan word that is no Clan Alignment of the rules ("Ratling", "Naga": Reference 02) is
    also a keyword most such cards print instead of a clan: "a Ratling Personality" is one with
    either (found by review: Te'tik'kir's Ratlings, Zenathaar's Naga)."""
    return clan in OTHER_CLANS and clan in view.keywords(card_id)


def matches_unary(view: View, player: str, card_id: str, sel: Selector) -> bool:
    """The part of a selector that needs no other slot. Out-of-play zones only when asked."""
    inst = view.card(card_id)
    definition = view.definition(card_id)
    if inst.zone is Zone.PROVINCE and not inst.is_face_up and asks_hidden_identity(sel):
        # nobody knows a face-down card in a Province (Reference 05, Game Area Knowledge):
        # it is never known to be "a Personality", "a Samurai", ... (only "a Dynasty card")
        return False
    if sel.type and definition.type.value not in sel.type:
        return False
    if sel.keyword or sel.any_keyword or sel.not_keyword:
        kws = view.keywords(card_id)
        if any(k not in kws for k in sel.keyword):
            return False
        if sel.any_keyword and not any(k in kws for k in sel.any_keyword):
            return False
        if any(k in kws for k in sel.not_keyword):
            return False
    if sel.base_keyword:
        printed = keywords_with_clan(definition)
        if any(k not in printed for k in sel.base_keyword):
            return False
    if (
        sel.clan is not None
        and sel.clan not in definition.clan
        and not _clan_keyword(view, card_id, sel.clan)
    ):
        return False
    if sel.your_clan is not None and with_your_clan(view, player, card_id) is not sel.your_clan:
        return False  # (not settled: no candidate, and ``solver.timing`` doubts the answer)
    if sel.unaligned is not None:
        aligned = bool(definition.clan) or any(k in CLANS for k in view.keywords(card_id))
        if aligned == sel.unaligned:
            return False
    if sel.title is not None and sel.title.casefold() != definition.title.casefold():
        return False
    if sel.title_contains is not None and (
        sel.title_contains.casefold() not in definition.title.casefold()
    ):
        return False
    if sel.not_title is not None and sel.not_title.casefold() == definition.title.casefold():
        return False
    if sel.title_version is not None and sel.title_version.casefold() != unversioned(
        definition.title
    ):
        return False
    ctrl = inst.controlled_by
    if sel.controller is Controller.YOU and ctrl != player:
        return False
    if sel.controller is Controller.OPPONENT and ctrl == player:
        return False
    if sel.controller is Controller.ACTIVE and ctrl != view.state.active_player:
        return False
    if sel.owner is not Controller.ANY and (inst.owner == player) != (sel.owner is Controller.YOU):
        return False
    if sel.controller_controls is not None and not player_controls(
        view, ctrl, sel.controller_controls
    ):
        return False
    if sel.bowed is not None and inst.bowed != sel.bowed:
        return False
    if sel.dishonorable is not None and inst.dishonorable != sel.dishonorable:
        return False
    if sel.unique is not None and definition.unique != sel.unique:
        return False
    if sel.face_up is not None and inst.is_face_up != sel.face_up:
        return False
    if sel.dead is not None and inst.dead != sel.dead:
        return False
    if sel.entering and not may_be_entering(view, card_id):
        return False
    if not abilities_match(definition, sel.has_ability, sel.lacks_abilities):
        return False  # not settled: no candidate (``solver.ability_kind_doubts``)
    if sel.has_token is not None or sel.lacks_token is not None:
        tokens = {t.casefold() for t in inst.tokens}
        if sel.has_token is not None and sel.has_token.casefold() not in tokens:
            return False
        if sel.lacks_token is not None and sel.lacks_token.casefold() in tokens:
            return False
    if not _place_ok(view, card_id, sel.location):
        return False
    if sel.attacking is not None and view.attacking(card_id) != sel.attacking:
        return False
    if sel.defending is not None and view.defending(card_id) != sel.defending:
        return False
    if sel.of_defender is not None and view.state.defends(inst.controlled_by) != sel.of_defender:
        return False
    if sel.has_attachment is not None:
        sub = sel.has_attachment
        if not any(
            matches_unary(view, player, a, _strip_location(sub)) for a in view.attachments(card_id)
        ):
            return False
    if sel.lacks_attachment is not None:
        sub = _strip_location(sel.lacks_attachment)
        if any(matches_unary(view, player, a, sub) for a in view.attachments(card_id)):
            return False
    if sel.opposed is not None and is_opposed(view, card_id) != sel.opposed:
        return False
    if sel.any_of:
        from dataclasses import replace

        here = sel.location
        if not any(
            matches_unary(view, player, card_id, s if s.location else replace(s, location=here))
            for s in sel.any_of
        ):
            return False
    return sel.extreme is None or _is_extreme(view, player, card_id, sel)


def _is_extreme(view: View, player: str, card_id: str, sel: Selector) -> bool:
    """``sel.extreme``: the card's stat is the highest (lowest) of the stat among every card in
    play the rest of ``sel`` matches, targetable or not ("a target Personality with the highest
    Personal Honor at the current battlefield (you choose in case of a tie)": each tied card is
    one). A card without the stat is none; one among the others is not compared."""
    extreme = sel.extreme
    assert extreme is not None
    mine = view.stat(card_id, extreme.stat)
    if mine is None:
        return False
    rest = replace(sel, extreme=None)
    for other in view.state.cards:
        if other.id == card_id or other.zone not in IN_PLAY_ZONES:
            continue
        value = view.stat(other.id, extreme.stat)
        if value is None or not matches_unary(view, player, other.id, rest):
            continue
        if (value > mine) if extreme.highest else (value < mine):
            return False
    return True


_LEVEL = lazy_regex(r"\s+•\s+(?:in)?experienced\S*(?:\s+\d+)?\s*$")


def unversioned(title: str) -> str:
    """The title without its Experienced level ("Corrupt Gold Mines • Experienced 2" ->
    "corrupt gold mines"; Reference 02), case-folded."""
    return _LEVEL.sub("", title.casefold()).strip()


def player_controls(view: View, who: str, count: CountAtLeast) -> bool:
    """``who`` controls at least ``count.at_least`` cards matching ``count.select`` (read as
    that player's own selector: "your" is his)."""
    n = sum(
        1
        for c in view.state.cards
        if c.controlled_by == who and matches_unary(view, who, c.id, count.select)
    )
    return n >= count.at_least


def player_qualifies(view: View, player: str, who: str, target: PlayerTarget) -> bool:
    """Whether player ``who`` may be the targeted player ``target`` of an action ``player``
    takes: another player when it says so, with the Family Honor or cards it names."""
    if target.other and who == player:
        return False
    honor = target.family_honor_at_least
    if honor is not None and view.state.player(who).family_honor < honor:
        return False
    return target.controls is None or player_controls(view, who, target.controls)


def is_opposed(view: View, card_id: str) -> bool:
    """At a battlefield with an enemy Personality at the same battlefield, whether or not it is
    the current one (an army faces the enemy army at its own battlefield: Reference 05,
    Battlefield / Side; the rules files give no narrower definition)."""
    return any(
        view.type_of(c.id).value == "personality" and view.opposing(card_id, c.id)
        for c in view.state.cards
    )


def _strip_location(sel: Selector) -> Selector:
    return replace(sel, location=Place.IN_PLAY) if sel.location is None else sel


def _place_ok(view: View, card_id: str, place: Place | None) -> bool:
    zone, _ = view.location(card_id)
    if place is None or place is Place.IN_PLAY:
        return zone in IN_PLAY_ZONES
    match place:
        case Place.HOME:
            return zone is Zone.HOME
        case Place.BATTLEFIELD:
            return zone is Zone.BATTLEFIELD
        case Place.CURRENT_BATTLEFIELD:
            return view.at_current_battlefield(card_id)
        case Place.NOT_CURRENT_BATTLEFIELD:
            return zone in IN_PLAY_ZONES and not view.at_current_battlefield(card_id)
        case Place.DISCARD:
            return zone in (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)
        case Place.HAND_OR_DISCARD:
            return zone in (Zone.HAND, Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)
        case Place.IN_PLAY_OR_DISCARD:
            return zone in IN_PLAY_ZONES or zone in (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)
        case Place.IN_PLAY_OR_PROVINCE:
            return zone in IN_PLAY_ZONES or zone is Zone.PROVINCE
        case Place.IN_OR_OUT_OF_PLAY:
            return True
        case Place.OUT_OF_PLAY:  # "a face-up Personality out of play" (``target_piles``)
            return zone not in IN_PLAY_ZONES
    return zone.value == place.value


def matches_relations(
    view: View, card_id: str, sel: Selector, binding: Binding, *, partial: bool = False
) -> bool:
    """The relational part of a selector against already bound slots.

    With ``partial``, a reference to an unbound slot counts as satisfied (checked later).
    """

    def bound(name: str) -> str | None:
        value = binding.get(name)
        if value is None and not partial:
            raise KeyError(f"slot {name!r} is not bound")
        return value

    if sel.opposing is not None:
        other = bound(sel.opposing)
        if other is not None and not view.opposing(card_id, other):
            return False
    if sel.same_location_as is not None:
        other = bound(sel.same_location_as)
        if other is not None and not view.same_location(card_id, other):
            return False
    if sel.attached_to is not None:
        other = bound(sel.attached_to)
        if other is not None and view.card(card_id).attached_to != other:
            return False
    if sel.unit_of is not None:
        other = bound(sel.unit_of)
        if other is not None and card_id not in view.unit(other):
            return False
    for name in sel.other_than:
        other = bound(name)
        if other is not None and other == card_id:
            return False
    if sel.has_attachment is not None and sel.has_attachment.references():
        sub = sel.has_attachment
        if not any(
            matches_relations(view, a, sub, binding, partial=partial)
            for a in view.attachments(card_id)
        ):
            return False
    return True


def attached_count(view: View, card_id: str, word: str) -> int:
    """How many cards attached to ``card_id`` are of the card type ``word`` (Follower, Item,
    Spell) or have the keyword ``word`` (Weapon, Armor): Reference 03, attachments."""
    return sum(
        1
        for a in view.attachments(card_id)
        if view.type_of(a).value == word or word in view.keywords(a)
    )


def _in_unit(view: View, card_id: str) -> bool:
    """Reference 03: "A Personality and attached cards make up a unit"; Reference 05: "Cards not
    in a unit can only be in a player's home" (a Holding, a Stronghold)."""
    return view.type_of(view.unit_head(card_id)) is CardType.PERSONALITY


def term_value(view: View, term: Term, binding: Binding) -> int | None:
    """The value of ``factor * slot.stat + offset``: a stat absent on the card's type is zero
    (Reference 04); None when the card data gives no value for a stat its type has, or for a
    unit's total of a card in no unit (the relation then fails: no such unit)."""
    if term.ref is None:
        return term.offset
    if term.ref in (BATTLEFIELD, THIS_BATTLEFIELD):  # its Province's strength, as stated
        return province_strength(view, term, binding.get(SOURCE))
    if term.plus:  # a sum: "source.force + source.attached_spell"
        values = [term_value(view, t, binding) for t in term.parts()]
        return None if any(v is None for v in values) else sum(v or 0 for v in values)
    card_id = binding[term.ref]
    attr = term.attr
    value: int | None
    if attr in ("total_gold_cost", "total_force") and not _in_unit(view, card_id):
        value = None  # "whose unit ...": a Holding or Stronghold is in no unit (Reference 03)
    elif attr == "total_gold_cost":
        value = view.total_gold_cost(card_id)
    elif attr == "total_force":
        value = view.total_force(card_id)
    elif attr == "attachments":
        value = len(view.attachments(card_id))
    elif attr in ATTACHED_COUNTS:
        value = attached_count(view, card_id, ATTACHED_COUNTS[attr])
    elif is_count_attribute(attr or ""):  # "the number of Sake tokens he has"
        value = count_value(view, card_id, attr or "")
    elif attr == "family_honor":
        value = view.state.player(view.card(card_id).controlled_by).family_honor
    else:
        assert attr is not None
        stat = Stat(attr.removeprefix(BASE_PREFIX))
        if attr.startswith(BASE_PREFIX):
            value = view.definition(card_id).stat(stat)
        else:
            value = view.stat(card_id, stat)
        if value is None and absent_stat(view.type_of(card_id), stat):
            value = 0  # Reference 04, Absent stats: a Spell's Force is zero when checked
    return None if value is None else term.factor * value + term.offset


def relation_holds(view: View, rel: Relation, binding: Binding) -> bool:
    """A relation holds when both sides have values and compare true (a stat missing from the
    card data fails; one absent on the card's type is zero, ``term_value``)."""
    left = term_value(view, rel.left, binding)
    right = term_value(view, rel.right, binding)
    if left is None or right is None:
        return False
    return compare(left, rel.op, right)


def where_holds(view: View, where: Where, binding: Binding) -> bool:
    """A target's ``where`` entry holds: every relation of one of its alternatives does."""
    return any(all(relation_holds(view, r, binding) for r in alt) for alt in where.any_of)


def limits_hold(view: View, player: str, spec: TargetSpec, binding: Binding) -> bool:
    """A target's ``where`` holds, or one of its ``where_when`` alternatives does: its
    condition holds and so do its relations (an alternative naming a card not bound, the
    bearer of a card attached to nobody, does not hold)."""
    wheres = [parse_where(t) for t in spec.where]
    if all(w.references() <= set(binding) and where_holds(view, w, binding) for w in wheres):
        return True
    return any(
        limit.references() <= set(binding)
        and condition_holds(view, player, limit.condition, binding)
        and all(where_holds(view, parse_where(t), binding) for t in limit.where)
        for limit in spec.where_when
    )


def condition_holds(view: View, player: str, cond: Condition, binding: Binding) -> bool:
    """A condition on the known state. Every slot it names must be bound."""
    from model.selectors import parse_relation

    state = view.state
    if cond.your_turn is not None and (state.active_player == player) != cond.your_turn:
        return False
    if cond.phase is not None and state.phase.value != cond.phase:
        return False
    if cond.in_battle is not None and state.in_combat != cond.in_battle:
        return False
    if cond.first_turn is not None:
        first = state.active_player == player and state.turn <= len(state.players)
        if first != cond.first_turn:
            return False
    if cond.turn_order is not None and turn_order(view, player) != cond.turn_order:
        return False
    if cond.player_honor is not None and not _player_honor(view, player, cond.player_honor):
        return False
    if cond.players_at_least is not None and len(state.players) < cond.players_at_least:
        return False
    if cond.action_yours is not None and (
        state.action_player is None or (state.action_player == player) != cond.action_yours
    ):
        return False  # (not stated: the solver answers unknown before asking)
    if cond.army is not None and not _army_holds(view, player, cond.army):
        return False  # (outside the Combat Segment: the solver answers unknown before asking)
    if cond.action_makes is not None and (
        state.action_makes is None or cond.action_makes not in state.action_makes
    ):
        return False  # (not stated: the solver answers unknown before asking)
    if cond.action_has is not None:
        designator = state.action_designator
        said = {*(state.action_keywords or ()), *([designator.value] if designator else [])}
        if cond.action_has not in said:
            return False
    if cond.active_turn_at_most is not None and (
        not state.players or (state.turn - 1) // len(state.players) + 1 > cond.active_turn_at_most
    ):
        return False
    if cond.another_has_higher is not None and not _another_has_higher(
        view, player, cond.another_has_higher
    ):
        return False
    if (
        cond.action_targets_card is not None or cond.action_targets is not None
    ) and not _action_targets(view, player, cond, binding):
        return False  # (not stated: the solver answers unknown before asking)
    if (cond.action_from_card is not None or cond.action_from is not None) and not _action_from(
        view, player, cond, binding
    ):
        return False  # (not stated: the solver answers unknown before asking)
    if cond.provinces is not None and not _provinces(view, player, cond.provinces):
        return False  # (not stated: the solver answers unknown before asking)
    if cond.past is not None and not _happened(view, player, cond.past, binding):
        return False  # (not reported: the solver answers unknown before asking)
    if cond.reconnaissance is not None and _reconnaissance(view, player) != cond.reconnaissance:
        return False  # (not stated, or elsewhere only: the solver answers unknown before asking)
    if cond.your_clan is not None and not player_clan(view, player).has(cond.your_clan):
        return False  # "If you are a Crab Clan player": ``model.player_clan`` (unsettled: a doubt)
    if cond.another_clan is not None and not any(
        player_clan(view, p.id).has(cond.another_clan) for p in view.state.players if p.id != player
    ):
        return False  # "if another player is Scorpion Clan" (unsettled: ``another_clan_doubt``)
    if cond.you_are is not None:
        attacking = state.attacker == player and state.in_combat
        defending = state.in_combat and state.defends(player)
        if (cond.you_are == "attacking" and not attacking) or (
            cond.you_are == "defending" and not defending
        ):
            return False
    if cond.favor_held is not None and (state.imperial_favor is not None) != cond.favor_held:
        return False
    if cond.have_imperial_favor is not None and (
        (state.imperial_favor == player) != cond.have_imperial_favor
    ):
        return False
    honor = state.player(player).family_honor
    if cond.family_honor_at_least is not None and honor < cond.family_honor_at_least:
        return False
    if cond.family_honor_at_most is not None and honor > cond.family_honor_at_most:
        return False
    if cond.card is not None and cond.matches is not None:
        card_id = binding[cond.card]
        sel = cond.matches
        if not _matches_any_zone(view, player, card_id, sel):
            return False
        if not matches_relations(view, card_id, sel, binding):
            return False
    if cond.control is not None:
        sel = cond.control.select
        n = sum(
            1
            for c in view.state.cards
            if c.controlled_by == player
            and matches_unary(view, player, c.id, sel)
            and matches_relations(view, c.id, sel, binding)
        )
        if n < cond.control.at_least:
            return False
    if cond.exists is not None:
        sel = cond.exists.select
        n = sum(
            1
            for c in view.state.cards
            if matches_unary(view, player, c.id, sel)
            and matches_relations(view, c.id, sel, binding)
        )
        if n < cond.exists.at_least:
            return False
    for text in cond.where:
        if not relation_holds(view, parse_relation(text), binding):
            return False
    if any(not condition_holds(view, player, c, binding) for c in cond.all_of):
        return False
    if cond.any_of and not any(condition_holds(view, player, c, binding) for c in cond.any_of):
        return False
    return not any(condition_holds(view, player, c, binding) for c in cond.none_of)


def turn_order(view: View, player: str) -> int | None:
    """``player``'s place in the turn order (1 = went first), as ``Condition`` documents: the
    state's ``turn`` counts every player's turns together and ``players`` are in turn order.
    None when the player or the active player is not one of the state's players."""
    ids = [p.id for p in view.state.players]
    if player not in ids or view.state.active_player not in ids:
        return None
    first = (ids.index(view.state.active_player) - (view.state.turn - 1)) % len(ids)
    return (ids.index(player) - first) % len(ids) + 1


def _matches_any_zone(view: View, player: str, card_id: str, sel: Selector) -> bool:
    """ "If he is honorable" asks about the card wherever it is (the source may be in hand)."""
    if sel.location is None:
        inst = view.card(card_id)
        if inst.zone not in IN_PLAY_ZONES:
            sel = replace(
                sel,
                location=Place(inst.zone.value)
                if inst.zone.value in {p.value for p in Place}
                else None,
            )
    return matches_unary(view, player, card_id, sel)


def source_binding(source: str) -> dict[str, str]:
    return {SOURCE: source}


def _player_honor(view: View, player: str, cond: PlayerHonor) -> bool:
    """Some other player's (or the active player's) Family Honor meets ``cond``."""
    state = view.state
    mine = state.player(player).family_honor
    if cond.whose == "active":
        whom = [p for p in state.players if p.id == state.active_player]
    else:
        whom = [p for p in state.players if p.id != player]
    return any(
        (cond.at_least is None or p.family_honor >= cond.at_least)
        and (not cond.above_yours or p.family_honor > mine)
        for p in whom
    )


def _action_targets(view: View, player: str, cond: Condition, binding: Binding) -> bool:
    """The action awaiting Interrupts targets the card ``cond.action_targets_card`` names, or
    a card matching ``cond.action_targets``: the cards of the state's ``action_targets`` event
    (False when no such event is stated)."""
    event = view.state.event
    if event is None or event.kind != "action_targets":
        return False
    if cond.action_targets_card is not None and binding[cond.action_targets_card] not in (
        event.cards
    ):
        return False
    sel = cond.action_targets
    return sel is None or any(
        matches_unary(view, player, cid, sel) and matches_relations(view, cid, sel, binding)
        for cid in event.cards
    )


def _action_from(view: View, player: str, cond: Condition, binding: Binding) -> bool:
    """The action awaiting Interrupts is from the card ``cond.action_from_card`` names, or from
    a card of ``cond.action_from``'s types, keywords and controller, wherever it is (a Strategy
    played from the hand): the state's ``action_card`` (False when not stated)."""
    card = view.state.action_card
    if card is None:
        return False
    if cond.action_from_card is not None and binding[cond.action_from_card] != card:
        return False
    sel = cond.action_from
    if sel is None:
        return True
    kws = view.keywords(card)
    ctrl = view.card(card).controlled_by
    if (sel.controller is Controller.YOU and ctrl != player) or (
        sel.controller is Controller.OPPONENT and ctrl == player
    ):
        return False
    return (not sel.type or view.definition(card).type.value in sel.type) and all(
        k in kws for k in sel.keyword
    )


def _reconnaissance(view: View, player: str) -> bool:
    """You have Reconnaissance at the current battlefield (False when not stated)."""
    state = view.state
    held = state.player(player).reconnaissance
    return held is not None and state.in_combat and state.current_battlefield in held


def reconnaissance_unsettled(view: View, player: str) -> str | None:
    """Why "you have Reconnaissance" is not known for ``player``: not stated, or held only at
    another battlefield than the current one (the Reconnaissance rules are not in the rules
    files: "at the current battlefield" or "anywhere" would answer differently); None: known."""
    state = view.state
    held = state.player(player).reconnaissance
    if held is None:
        return (
            "whether you have Reconnaissance is not stated (the state's 'players[].reconnaissance')"
        )
    here = state.current_battlefield if state.in_combat else None
    if held and here not in held:
        return (
            "you have Reconnaissance only at another battlefield than the current one: whether "
            "that is 'having Reconnaissance' is not settled by the rules files"
        )
    return None


def past_known(view: View, player: str, past: Past, binding: Binding) -> bool | None:
    """Whether the past occurrence happened, as the state's ``past`` reports it (Costs and
    restrictions / Conditions); None: not reported, or its card is not bound."""
    if past.card is None:
        return view.state.happened(past, player=player)
    card = binding.get(past.card)
    if card is None:
        return None
    return view.state.happened(past, card=card)


def _happened(view: View, player: str, past: Past, binding: Binding) -> bool:
    """The past occurrence happened (False when not reported)."""
    return past_known(view, player, past, binding) is True


def _army_holds(view: View, player: str, cmp: ArmyCompare) -> bool:
    """Your army at the current battlefield against the enemy army there: each a side's units,
    one per Personality (Reference 03, 05); total Force outside battle resolution (Reference
    04). False outside the Combat Segment."""
    if not view.state.in_combat:
        return False
    sides: list[list[str]] = [[], []]
    here = Selector(type=(CardType.PERSONALITY,), location=Place.CURRENT_BATTLEFIELD)
    for c in view.state.cards:
        if matches_unary(view, player, c.id, here):
            sides[0 if c.controlled_by == player else 1].append(c.id)
    mine, theirs = sides
    if cmp.opposed and not (mine and theirs):
        return False
    if cmp.measure == "units":
        ours, enemy = len(mine), len(theirs)
    else:
        ours = sum(view.total_force(p) for p in mine)
        enemy = sum(view.total_force(p) for p in theirs)
    return ours < enemy if cmp.fewer else ours > enemy


def _provinces(view: View, player: str, cmp: ProvinceCount) -> bool:
    """How many Provinces you have, as the state's ``players[].provinces`` say (False when a
    count needed is not stated)."""
    mine = view.state.player(player).provinces
    if mine is None:
        return False
    if cmp.at_most is not None:
        return mine <= cmp.at_most
    if cmp.exactly is not None:
        return mine == cmp.exactly
    others = [p.provinces for p in view.state.players if p.id != player]
    return bool(others) and all(n is not None and mine < n for n in others)


def _another_has_higher(view: View, player: str, cmp: HigherThanYours) -> bool:
    """Another player's card matching ``cmp.select`` has a higher stat than each of yours."""
    mine: list[int] = []
    theirs: list[int] = []
    for c in view.state.cards:
        if not matches_unary(view, player, c.id, replace(cmp.select, controller=Controller.ANY)):
            continue
        value = view.stat(c.id, cmp.stat)
        if value is not None:
            (mine if c.controlled_by == player else theirs).append(value)
    return bool(mine) and any(v > max(mine) for v in theirs)


#: The moment an action awaits Interrupts, after its targets are chosen and before it resolves
#: (Reference 01, change 4), as a state's event may name it.
_ANNOUNCED = frozenset({("action_targets", "after"), ("action_resolves", "before")})


def _same_moment(trigger: TriggerEvent, event: GameEvent) -> bool:
    """Is the state's ``event`` the moment ``trigger`` names? The same kind and timing; and an
    action awaiting Interrupts named either way (``_ANNOUNCED``) is the moment of a trigger about
    no card (an Interrupt printing no trigger, "Before an action resolves"): Reference 01,
    change 4, Interrupts are taken after an action's targets are chosen, before it resolves."""
    if event.kind == trigger.kind and event.timing == trigger.timing:
        return True
    about_no_card = not trigger.itself and trigger.subject is None
    return (
        about_no_card
        and (trigger.kind, trigger.timing) in _ANNOUNCED
        and (event.kind, event.timing) in _ANNOUNCED
    )


def _announced_trigger(trigger: TriggerEvent) -> bool:
    """A trigger about no card at an action awaiting Interrupts (an Interrupt printing none)."""
    about_no_card = not trigger.itself and trigger.subject is None
    return about_no_card and (trigger.kind, trigger.timing) in _ANNOUNCED


def trigger_fires(
    view: View, player: str, source: str, trigger: TriggerEvent, event: GameEvent
) -> bool | str:
    """Does the state's ``event`` fire ``trigger`` (the event a Reaction or Interrupt of
    ``source`` answers, for ``player``; Reference 04, Abilities)? A string: it depends on what
    the state does not say (the answer is then unknown, never a guess)."""
    # a Recruit is a Dynasty action targeting its card (Reference 01, changes 3, 4): before it
    # resolves, its targets chosen, it awaits Interrupts (h30enter); after, whether it has
    # resolved the state does not say (h29adv3 F1)
    awaiting = _announced_trigger(trigger) and event.kind == "recruited"
    # a Recruit brings its card into play: once it has resolved, the card entered play
    entered = (
        trigger.kind,
        trigger.timing,
        event.kind,
        event.timing,
    ) == ("enters_play", "after", "recruited", "after")
    if not (_same_moment(trigger, event) or entered) and not (
        awaiting and event.timing == "before"
    ):
        if awaiting:
            return "the state names a Recruit ('recruited'): whether it awaits Interrupts now"
        return False
    missing = ["whether the Recruit has resolved (its card then in play)"] if entered else []
    if trigger.whose != "any":
        if event.player is None:
            missing.append("whose action it is ('event.player')")
        elif (event.player == player) != (trigger.whose == "yours"):
            return False
    if trigger.designator is not None:
        if event.designator is None:
            missing.append("the action's designator ('event.designator')")
        elif event.designator is not trigger.designator:
            return False
    if trigger.keyword is not None:
        if event.keywords is None:
            missing.append("the action's keywords ('event.keywords')")
        elif trigger.keyword not in event.keywords:
            return False
    if trigger.itself and source not in event.cards:
        return False
    if trigger.subject is not None:
        binding = source_binding(source)
        subject = trigger.subject
        hits = [
            cid
            for cid in event.cards
            if matches_unary(view, player, cid, subject)
            and matches_relations(view, cid, subject, binding)
        ]
        if trigger.in_army:
            from model.trigger_army import in_army

            army = in_army(view, hits)
            if isinstance(army, str):
                missing.append(army)
            elif not army:
                return False
        elif not hits:
            return False
    if missing:
        return "the event does not say " + " or ".join(missing)
    return True
