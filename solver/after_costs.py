"""The state once an announcement is made and its costs are paid (issue 16): ``after_costs``.

Abilities and actions / A. Announce the action (the ability is used: usage limits count it),
Costs and restrictions / Costs (every mandatory cost paid, in order) and Gold production (each
source of the Gold plan bowed, its usage limit counted, the Honor its mode loses lost, a card
whose mode costs it destroyed or shuffled into its owner's Dynasty deck, the card its cost
bows bowed);
Reference 02/03 for the rulebook plays (Recruit: the card enters play at home, a Holding bowed;
Equip: the attachment enters play on its Personality). A Strategy announced from hand goes to
its owner's Fate discard pile (it is discarded once it resolves); a Discipline played from its
owner's discard pile is removed from the game (its reminder text, ``solver.discipline``). A
destroyed or discarded card goes to its owner's discard pile (Dynasty or Fate by its type),
with its attachments.

Effects are out of scope: nothing an effect does (a target bowed by "Bow a target Personality",
a card brought into play by an effect, an emptied province refilled) is applied; only what the
announcement and its costs do. So "buy A then B this turn" is checked as a sequence: each
``check`` on the state ``after_costs`` left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.abilities import Cost
from model.cards import CardType, production_memory_index
from model.load import LoadedState
from model.state import CardInstance, StatModifier, UsageRecord, View
from model.zones import Zone
from solver.cost_changes import leave, pay_cost
from solver.costs import mandatory_costs
from solver.costs_areas import discard_hand_of, province_destroyed, shuffle_hand_in
from solver.discipline import removed_once_played
from solver.effects import prevented
from solver.good_faith import check
from solver.paying_reactions import REACT
from solver.production import source_mode
from solver.verdict import (
    EQUIP,
    RECRUIT,
    Announcement,
    AnnouncementError,
    Verdict,
    ability_ref,
)

__all__ = ["after_costs"]


def after_costs(
    state: LoadedState,
    player: str,
    announcement: Announcement | Verdict,
    *,
    discard_from_hand: Sequence[str] = (),
) -> LoadedState:
    """The state after ``player`` announces ``announcement`` and pays its costs.

    ``announcement``: a legal ``Verdict`` (its witness: the targets, cost choices and Gold plan
    are paid as it says) or an ``Announcement`` (checked first, cheapest witness). Raises
    ``AnnouncementError`` when it is not legal now, or when a cost is a choice the witness does
    not make (which cards to discard from hand: pass ``discard_from_hand``). The input state is
    never changed: a new ``LoadedState`` is returned."""
    view = View.of(state.state, state.library)
    verdict = (
        announcement
        if isinstance(announcement, Verdict)
        else check(
            view,
            player,
            announcement.card,
            ability_ref(announcement.ability),
            targets=announcement.target_map(),
            cheapest=True,
        )
    )
    if not verdict.legal or verdict.witness is None:
        why = "; ".join(verdict.reasons) or verdict.status
        raise AnnouncementError(f"{verdict.card}: not legal now ({why}), so nothing is paid")
    w = verdict.witness
    cards = {c.id: c for c in state.state.cards}
    order = [c.id for c in state.state.cards]
    honor: dict[str, int] = {}
    spent: dict[str, int] = {}  # cards off the top of each player's Fate deck
    lost: dict[str, int] = {}  # provinces each player destroyed as a cost
    favor = state.state.imperial_favor
    uses: dict[tuple[str, int], UsageRecord] = {(r.card, r.ability): r for r in state.state.memory}
    in_battle = state.state.segment == "combat"

    def use(card: str, index: int) -> None:
        rec = uses.get((card, index), UsageRecord(card=card, ability=index))
        uses[(card, index)] = replace(
            rec,
            this_turn=rec.this_turn + 1,
            this_game=rec.this_game + 1,
            this_battle=rec.this_battle + (1 if in_battle else 0),
        )

    def leave_play(card_id: str) -> None:
        """Destroyed or discarded: to its owner's discard pile, with its attachments."""
        leave(view, cards, card_id)

    # the announcement: the ability is used; a Strategy leaves the hand
    ability = verdict.ability
    card = verdict.card
    if isinstance(ability, int):
        definition = view.definition(card)
        use(card, ability)
        costs = mandatory_costs(view, player, card, definition.abilities[ability])
        if len(costs) != len(w.costs):
            raise AnnouncementError(f"{card}: the witness does not pay every cost")
        for mc, option in zip(costs, w.costs, strict=True):
            if not option.paid:
                continue
            cost = mc.cost.any_of[option.alt] if option.alt >= 0 else mc.cost
            pay_cost(cost, option.kind, option.cards, player, cards, honor, leave_play)
            if option.kind == "discard_imperial_favor":
                favor = None
            elif option.kind == "discard_from_fate_deck":
                spent[player] = spent.get(player, 0) + _discard_top(card, cost, player, cards)
            elif option.kind == "destroy_province":
                lost[player] = lost.get(player, 0) + province_destroyed(card, player, cards)
            elif option.kind == "shuffle_hand":
                # the hand shuffled in: the deck holds that many more (a negative count off it)
                spent[player] = spent.get(player, 0) - shuffle_hand_in(card, player, cards)
            elif option.kind == "discard_hand":
                discard_hand_of(card, player, cards)
            elif option.kind == "discard_from_hand":
                chosen = list(discard_from_hand)
                need = cost.discard_from_hand or 0
                hand = {c.id for c in cards.values() if c.zone is Zone.HAND and c.owner == player}
                if len(chosen) != need or not set(chosen) <= hand - {card}:
                    raise AnnouncementError(
                        f"{card}: the cost '{option.text}' discards {need} card(s) of your "
                        "choice from hand: pass them as discard_from_hand"
                    )
                for cid in chosen:
                    cards[cid] = replace(cards[cid], zone=Zone.FATE_DISCARD, face_up=None)
        if definition.type is CardType.STRATEGY and cards[card].zone is Zone.HAND:
            cards[card] = replace(cards[card], zone=Zone.FATE_DISCARD, face_up=None)
        elif removed_once_played(view, player, card):  # a Discipline: removed from the game
            cards[card] = replace(cards[card], zone=Zone.REMOVED, face_up=None)
    elif ability == RECRUIT:
        inst = cards[card]
        bowed = view.definition(card).type is CardType.HOLDING  # Holdings enter play bowed
        cards[card] = replace(inst, zone=Zone.HOME, province=None, face_up=None, bowed=bowed)
        for o in w.costs:  # its cost to enter play (``solver.entering_requirements``)
            if o.kind == "give_control" and o.cards:
                to = next(p.id for p in view.state.players if p.id != player)
                cards[o.cards[0]] = replace(cards[o.cards[0]], controller=to)
    elif ability == EQUIP:
        host = cards[w.targets["personality"][0]]
        cards[card] = replace(
            cards[card],
            zone=host.zone,
            battlefield=host.battlefield,
            attached_to=host.id,
            face_up=None,
        )
    # the Gold plan: every source used bows (a bowing mode), counts its usage, loses its Honor,
    # leaves play when that is its cost
    if w.plan is not None:
        for _, sources in w.plan.assignment:
            for sid in sources:
                cid, index, other = source_mode(sid)
                if sid.endswith(f":{REACT}"):  # a Reaction's Gold: nothing bowed
                    continue
                if index < 0:  # a bowed cost reduction (``solver.paying_reduction_sources``)
                    cards[cid] = replace(cards[cid], bowed=True)
                    continue
                mode = view.definition(cid).production[index]
                if mode.bow:
                    cards[cid] = replace(cards[cid], bowed=True)
                if other is not None and (
                    mode.destroy_other is not None or mode.discard_other is not None
                ):
                    leave_play(other)  # its cost destroys, or discards, another card
                elif other is not None and mode.penalty_stat is not None:
                    # its cost gives another card a permanent penalty
                    inst = cards[other]
                    mod = StatModifier(mode.penalty_stat, mode.penalty, "cost")
                    cards[other] = replace(inst, modifiers=(*inst.modifiers, mod))
                elif other is not None and not (
                    mode.bow_target is not None and prevented(view, player, "bow", other)
                ):  # its cost bows another card, or its effect a target (unless prevented)
                    cards[other] = replace(cards[other], bowed=True)
                if mode.leaves_play is not None and not (
                    mode.leaves_play == "destroyed_after"
                    and prevented(view, player, "destroy", cid)
                ):  # the card leaves play as the cost (or, not prevented, after it bows)
                    leave_play(cid)
                    if mode.leaves_play == "dynasty_deck":  # shuffled in: no order is kept
                        cards[cid] = replace(cards[cid], zone=Zone.DYNASTY_DECK)
                if mode.once_per_turn or mode.once_per_game:
                    use(cid, production_memory_index(index))
                if mode.lose_honor and (
                    mode.honor_is_cost or not prevented(view, player, "lose_honor")
                ):  # an Honor loss that is no cost is an effect: prevented, nothing is lost
                    honor[player] = honor.get(player, 0) + mode.lose_honor
    players = tuple(
        replace(p, family_honor=p.family_honor - honor.get(p.id, 0)) for p in state.state.players
    )
    players = tuple(  # "the top 3 cards of your Fate deck": the deck holds that many fewer
        p
        if p.fate_deck_size is None
        else replace(p, fate_deck_size=p.fate_deck_size - spent.get(p.id, 0))
        for p in players
    )
    players = tuple(  # "Destroy your rightmost province": one province fewer
        p
        if p.provinces is None or not lost.get(p.id)
        else replace(p, provinces=p.provinces - lost[p.id])
        for p in players
    )
    new = replace(
        state.state,
        cards=tuple(cards[cid] for cid in order),
        players=players,
        imperial_favor=favor,
        memory=tuple(uses.values()),
    )
    return LoadedState(new, state.library, state.source)


def _discard_top(card: str, cost: Cost, player: str, cards: dict[str, CardInstance]) -> int:
    """ "Discard the top 3 cards of your Fate deck": how many cards leave it. The cards listed
    in it go to your Fate discard pile when they are exactly that many (none listed: the deck's
    cards are not named, only its size changes); a deck keeps no order here, so with others
    listed which are on top is not known (Reference 05: decks)."""
    need = cost.discard_from_fate_deck or 0
    deck = [c.id for c in cards.values() if c.zone is Zone.FATE_DECK and c.owner == player]
    if deck and len(deck) != need:
        raise AnnouncementError(
            f"{card}: the cost discards the top {need} card(s) of your Fate deck, and the "
            f"state lists {len(deck)} with no order: which are on top is not known"
        )
    for cid in deck:
        cards[cid] = replace(cards[cid], zone=Zone.FATE_DISCARD, face_up=None)
    return need
