"""The cheap, pseudo-legal tier: may this ability be used now at all?

Abilities and actions / Designators (Limited, Open, Battle, Reaction; "Open/Battle" counts as
both), usage limits ("once per turn" by default; card memory), abilities on bowed cards, on
cards not in play (Strategy cards are played from the hand; Events from a face-up province),
abilities that exist only while a condition holds (Domo) and "may not" effects on announcing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from model.abilities import INTERRUPT_TO_AN_ACTION, Ability, Designator, GoldFrom
from model.cards import CardType, production_uses
from model.cardtext.usable import may_enter_itself
from model.common import nested
from model.condition_facts import condition_settled, sides_unstated, unstated_fact
from model.describe import condition_text
from model.evaluate import (
    condition_holds,
    past_known,
    reconnaissance_unsettled,
    trigger_fires,
)
from model.lazy_regex import LazyPattern, lazy_regex
from model.past import period_text
from model.player_clan import clan_doubt, reads_clan
from model.selectors import SOURCE, Condition, Selector
from model.state import Phase, View
from model.zones import ORIGIN_ZONES, UsedFrom, Zone
from solver.before_resolution import attack_before_resolution
from solver.bring_trigger import bring_event_fires
from solver.deciding_pasts import deciding_pasts
from solver.discipline import discipline_gold_now
from solver.discipline_terms import elsewhere_bar
from solver.each_limit import each_limit_note
from solver.effects import may_not_announce
from solver.granted_use import granted_user
from solver.interrupt_delayed import delayed_in_action
from solver.own_designators import designators_now
from solver.own_entering_reason import own_entering_reason
from solver.own_entering_window import own_entering_fires
from solver.recon_targets import recon_target_doubt
from solver.recruit_trigger import not_this_recruit
from solver.ring_hand import ring_in_hand
from solver.stronghold_uses import stronghold_times
from solver.timing_windows import engaging_now, window_problem
from solver.trigger_facts import engaging_at_its_battlefield, not_this_action
from solver.trigger_phase_words import phase_scoped
from solver.trigger_players import own_action_apart
from solver.trigger_refusal import pending_refusal
from solver.trigger_step_facts import refuted_note
from solver.trigger_targeting import targeting_event_fires
from solver.trigger_words import event_apart, trigger_words_match

#: The designators of abilities used at a trigger (Abilities and actions / Designators).
_ANSWERING = (Designator.REACTION, Designator.INTERRUPT)


@dataclass(frozen=True, slots=True)
class TimingResult:
    """``ok`` with the designator the action would have now, or the reason it can't be used."""

    ok: bool
    designator: Designator | None
    reason: str | None
    #: usable only if what the state does not say holds (the answer is then unknown)
    unsettled: str | None = None
    #: what the state does not say decides only whether a cost is due ("Bow Nitani unless you
    #: have Reconnaissance"), read as due: a legal answer holds, an illegal one is unknown
    doubt_if_illegal: str | None = None
    #: the moment the state names may not admit this action, and the rules files do not say
    #: (``solver.timing_windows``): an illegal answer holds, a legal one is unknown
    doubt_if_legal: str | None = None


def designator_now(view: View, player: str, ability: Ability) -> Designator | None:
    """The designator the action would have if taken now, or None when no timing fits (a
    Reaction or Interrupt at the state's pending ``trigger``: ``solver.trigger_words``)."""
    state = view.state
    if engaging_now(view) and Designator.ENGAGE in ability.designators:
        return Designator.ENGAGE  # "Battle/Engage" at the engaging the state names
    for d in ability.designators:
        if d is Designator.LIMITED and (
            state.phase is Phase.ACTION and state.active_player == player and not state.in_combat
        ):
            return d
        if d is Designator.OPEN and state.phase is Phase.ACTION and not state.in_combat:
            return d
        if d is Designator.BATTLE and state.in_combat:
            return d
        if (
            d is Designator.DYNASTY
            and state.phase is Phase.DYNASTY
            and state.active_player == player
        ):
            return d
        if d is Designator.ENGAGE and state.phase is Phase.ATTACK:
            return d  # when in the Attack Phase is not in the rules files: solver.timing_windows
    return None


def _when_text(ability: Ability) -> str:
    words = {
        Designator.LIMITED: "in your own Action Phase",
        Designator.OPEN: "in an Action Phase",
        Designator.BATTLE: "in the Combat Segment",
        Designator.REACTION: f"at its trigger ({ability.trigger})",
        Designator.INTERRUPT: f"at its trigger ({ability.trigger})",
        Designator.DYNASTY: "in your Dynasty Phase",
        Designator.ENGAGE: "at engage",
    }
    return " or ".join(words[d] for d in ability.designators)


def where_usable(view: View, player: str, card_id: str) -> str | None:
    """None when abilities of this card may be used by ``player`` from where it is."""
    inst = view.card(card_id)
    definition = view.definition(card_id)
    if definition.type is CardType.STRATEGY and inst.zone is Zone.HAND:
        return None if inst.owner == player else f"{definition.title} is in another player's hand"
    if definition.type is CardType.EVENT and inst.zone is Zone.PROVINCE and inst.is_face_up:
        return None if inst.controlled_by == player else f"{definition.title} is not yours"
    if not inst.in_play:
        return f"{definition.title} is not in play ({inst.zone.value})"
    if (user := granted_user(view, card_id)) is not None:  # a player's granted ability
        return None if user == player else f"{definition.title} grants it to {user}"
    if definition.type is CardType.EVENT:
        # Reference 03, Event: in play, "their abilities cannot be used unless otherwise stated"
        return f"{definition.title} is an Event in play: its abilities cannot be used there"
    if inst.controlled_by != player:
        return f"{definition.title} is controlled by {inst.controlled_by}"
    if definition.type is CardType.SPELL:
        host = inst.attached_to
        if host is None or "shugenja" not in view.keywords(host):
            return f"{definition.title} is a Spell and can only be cast attached to a Shugenja"
    return None


def used_from_problem(view: View, player: str, card_id: str, area: UsedFrom) -> str | None:
    """None when the card is in ``area``, out of play, for ``player`` to use an ability that
    says so ("If this Follower is in your hand, ..."; Reference 05, Areas: a reference to the
    card in an out-of-play area overrides "abilities on them may not be used"): his own card,
    face up in a province; in play (``play_or_province``), as any ability in play."""
    inst = view.card(card_id)
    if inst.in_play and inst.zone in ORIGIN_ZONES[area]:
        return where_usable(view, player, card_id)
    title = view.definition(card_id).title
    if inst.zone not in ORIGIN_ZONES[area]:
        return f"{title} is not in your {area.replace('_', ' ')} ({inst.zone.value})"
    if inst.owner != player:
        return f"{title} is not yours"
    if inst.zone is Zone.PROVINCE and not inst.is_face_up:
        return f"{title} is face down"
    return None


def _entering(view: View, player: str, card_id: str) -> bool:
    """The card may be entering play for ``player`` now: face-up in his province (Recruit) or
    in his hand; whether it is, the state's pending trigger names (``designator_now``)."""
    inst = view.card(card_id)
    if inst.zone is Zone.PROVINCE:
        return inst.is_face_up and inst.controlled_by == player
    return inst.zone is Zone.HAND and inst.owner == player


def _answers_event(
    view: View, player: str, card_id: str, ability: Ability, unsettled: str | None
) -> tuple[Designator | None, str | None]:
    """A Reaction or Interrupt at the event the state names (model.triggers): its designator
    when its trigger, read as an event, fires; unsettled when the trigger is not read as an
    event or the event leaves out what it needs (never a guess)."""
    event = view.state.event
    answering = [d for d in ability.designators if d in (Designator.REACTION, Designator.INTERRUPT)]
    if event is None or not answering or ability.trigger is None:
        return None, unsettled
    definition = view.definition(card_id)
    scoped = phase_scoped(view, ability, definition.title, definition.type)
    if scoped is False:
        return None, unsettled  # "outside the Dynasty phase" in it (solver.trigger_phase_words)
    if isinstance(scoped, Ability):
        ability = scoped
    if ability.trigger is None:
        return None, unsettled
    if (
        answering == [Designator.INTERRUPT]
        and view.state.trigger == INTERRUPT_TO_AN_ACTION
        and event.kind not in ("recruited", "enters_play")
        and not_this_recruit(view, player, ability)
    ):
        return None, unsettled  # "After you Recruit Korimi" vs another player's action
    engages_here = engaging_at_its_battlefield(view, card_id, ability.trigger, player)
    if ability.trigger_event is None and (
        event_apart(view, player, ability)
        or own_action_apart(view, player, ability)
        or engages_here is False
    ):
        return None, unsettled  # certainly another moment (solver.trigger_words, trigger_facts)
    if ability.trigger_event is None and engages_here:
        return answering[0], unsettled  # "After engaging at Hideaki's battlefield": he is there
    if (
        ability.trigger_event is None
        and (targeted := targeting_event_fires(view, player, card_id, ability.trigger)) is not None
    ):
        if targeted is False:
            return None, unsettled  # a stated targeting event, not this one (trigger_targeting)
        if isinstance(targeted, str):
            return answering[
                0
            ], unsettled or f"whether its trigger ({ability.trigger}) fires: {targeted}"
        return answering[0], unsettled
    if (
        ability.trigger_event is None
        and Designator.INTERRUPT not in ability.designators
        and (brought := bring_event_fires(view, player, card_id, ability.trigger)) is not None
    ):  # "After you bring a Nonhuman Personality into play" (solver.bring_trigger)
        if brought is False:
            return None, unsettled
        if isinstance(brought, str):
            why = f"whether its trigger ({ability.trigger}) fires: {brought}"
            return answering[0], unsettled or why
        return answering[0], unsettled
    if ability.trigger_event is None and attack_before_resolution(view, ability.trigger):
        return answering[0], unsettled  # "Before a Ranged Attack action": action_makes
    if ability.trigger_event is None:
        why = (
            f"the state names the event '{event.kind}'; whether it is this trigger "
            f"({ability.trigger}) is not read"
        )
        return answering[0], unsettled or why
    fires = own_entering_fires(view, player, card_id, ability, event)  # Reference 05, Areas
    if fires is None:
        fires = trigger_fires(view, player, card_id, ability.trigger_event, event)
    if fires is False:
        return None, unsettled
    if isinstance(fires, str):
        return answering[0], unsettled or f"whether its trigger ({ability.trigger}) fires: {fires}"
    return answering[0], unsettled


def _conditions(ability: Ability, unless: bool = True) -> Iterator[Condition]:
    """Every condition of the ability and of its lenient reading: its restriction, those its
    target counts and costs vary with (``unless``: with the conditions under which a cost is
    not due, ``_unless``). Not the one its existence depends on: read three ways on its own
    (``model.condition_facts``, ``usable_now``)."""
    for ab in (ability, ability.lenient):
        if ab is None:
            continue
        yield from (c for c in (ab.condition,) if c is not None)
        for spec in ab.all_target_specs():
            yield from (cw.condition for cw in spec.count_when)
        costs = list(ab.costs)
        while costs:
            cost = costs.pop()
            costs.extend(cost.any_of)
            yield from (c for c in (cost.only_if,) if c is not None)
        if unless:
            yield from _unless(ab)


def _unless(ability: Ability) -> Iterator[Condition]:
    """The conditions under which a cost of ``ability`` is not due, or its Gold is not raised
    ("Bow this Shugenja unless he is Fire": Costs and restrictions, Conditional costs)."""
    costs = list(ability.costs)
    while costs:
        cost = costs.pop()
        costs.extend(cost.any_of)
        yield from (c for c in (cost.unless,) if c is not None)
        if isinstance(cost.gold, GoldFrom) and cost.gold.extra_unless is not None:
            yield cost.gold.extra_unless  # "pay Gold equal to ..., +8 unless ..."


@functools.lru_cache(maxsize=4096)
def _mentions_defending(ability: Ability) -> bool:
    """Does the ability (its conditions, targets, costs) ask who is defending ("If you are the
    Defender", "a defending Personality")?"""
    return any(
        (isinstance(obj, Condition) and obj.you_are == "defending")
        or (isinstance(obj, Selector) and obj.defending is not None)
        for obj in nested(ability)
    )


def _names_the_defender(ability: Ability) -> bool:
    """Does a selector of the ability name the Defender's cards ("in the Defender's home")?"""
    return any(isinstance(o, Selector) and o.of_defender is not None for o in nested(ability))


def _has_reconnaissance_only(cond: Condition) -> bool:
    """Does ``cond`` ask "you have Reconnaissance" only as something that makes it hold (never
    "you do not have it", nor under a negation)? Read as not held, it then holds no more often
    than it truly does: a cost "unless" it is due at least as often, never less strict."""
    if cond.reconnaissance is False or any(c.needs_reconnaissance() for c in cond.none_of):
        return False
    return all(_has_reconnaissance_only(c) for c in (*cond.all_of, *cond.any_of))


#: An Event's text naming it in play ("If this Event is in play", "Discard this Event from
#: play"): the "unless otherwise stated" of Reference 03, Event.
_EVENT_IN_PLAY = lazy_regex(
    r"\bthis Event (?:is |remains )?(?:in|from) play\b|\bthis Event in play\b", re.IGNORECASE
)

#: A Ring's text putting itself into play ("put this Ring into play", Reference 03, Ring).
_RING_INTO_PLAY = lazy_regex(r"\bput this (?:Ring|card) into play\b", re.IGNORECASE)

#: Words by which a text names its own card in an area out of play ("If this Follower is in
#: your hand", "If Ashiko is face-up in one of your Provinces", "If Kaede is dead", "Equip
#: this Follower from your hand"), by the zone the card is in.
_AREA_WORDS: dict[Zone, LazyPattern] = {
    Zone.HAND: lazy_regex(r"\bis in your hand\b|\bfrom your hand\b", re.IGNORECASE),
    Zone.PROVINCE: lazy_regex(r"\bis (?:face-up )?in (?:one of )?your provinces?\b", re.IGNORECASE),
    Zone.DYNASTY_DISCARD: lazy_regex(
        r"\bis (?:in your discard pile|(?:(?:dis)?honorably )?dead)\b|\bfrom your discard pile\b",
        re.IGNORECASE,
    ),
    Zone.FATE_DISCARD: lazy_regex(
        r"\bis in your discard pile\b|\bfrom your discard pile\b", re.IGNORECASE
    ),
}


def unread_names_area(ability: Ability, zone: Zone) -> bool:
    """Does the text of ``ability`` not read name its card in ``zone``, an area out of play
    (Reference 05, Areas: "overridden by a reference to cards in an out-of-play area")? Where
    it is used from is then not known: never "not in play" (fail closed)."""
    return any(text_names_area(t, zone) for t in ability.not_understood)


def text_names_area(text: str, zone: Zone) -> bool:
    """Does ``text`` name its card in ``zone``, an area out of play ("If Kaede is dead")?"""
    words = _AREA_WORDS.get(zone)
    return words is not None and words.search(text) is not None


def usable_now(
    view: View,
    player: str,
    card_id: str,
    index: int,
    bowed_ok: bool = False,
    designators: tuple[Designator, ...] = (),
) -> TimingResult:
    """Pseudo-legality of ability ``index`` of ``card_id`` for ``player`` now; ``bowed_ok``:
    the reading checked is Tireless although the printed ability is not (a keyword given if a
    card is bowed when announcing it: ``solver.bow_keyword_tireless``); ``designators``: those
    of the reading checked, used when they add to the printed ones (its own "This card's
    ability is Battle/Open if you are a Unicorn Clan player.", settled true:
    ``solver.own_designator_widening``)."""
    definition = view.definition(card_id)
    ability = definition.abilities[index]
    if set(ability.designators) < set(designators):
        ability = replace(ability, designators=designators)
    inst = view.card(card_id)
    problem = (
        where_usable(view, player, card_id)
        if ability.used_from is None
        else used_from_problem(view, player, card_id, ability.used_from)
    )
    elsewhere = None
    if (
        problem is not None
        and ability.used_from_opening
        and not where_usable(view, player, card_id)
    ):
        # the effects open with "If <this card> is in your hand": read strictly, usable only
        # there; read leniently (a condition of the effect), usable where its card is
        elsewhere = f"the text reads two ways and the rules files do not settle which: {problem}"
        problem = None
    if problem is not None and ability.while_entering and _entering(view, player, card_id):
        problem = None  # an Interrupt for the action bringing its card into play (Reference 05)
    if (
        problem is not None
        and _entering(view, player, card_id)
        and Designator.INTERRUPT in ability.designators
        and may_enter_itself(
            ability.trigger, definition.title, definition.type, tuple(definition.keywords)
        )
    ):
        # "After the action Recruits a Geisha (including Momiji)": usable for its own Recruit
        elsewhere = f"{problem}, but it may be used for the Recruit of its own card (Reference 05)"
        problem = None
    if problem is not None and ring_in_hand(view, player, card_id, ability):
        problem = None  # "You may discard this Ring from your hand to use its ability" (Ring)
    if problem is not None and discipline_gold_now(view, player, card_id) is not None:
        problem = None  # "Discipline :g1:. (Pay 1 Gold to play, ... in your discard.)"
    if (
        problem is not None
        and definition.elsewhere_unread
        and inst.owner == player
        and inst.zone in (*_DISCARDS, Zone.HAND)
    ):
        # "Discipline :g2: (... play this Discipline from your discard pile ...)": a way to use
        # it from elsewhere, not read (the rules files do not define Discipline), unless it
        # can't help now (the Favor it needs, a ban on it however played: h40adv3 N4, N6)
        barred = elsewhere_bar(view, player, card_id, index)
        elsewhere = f"{problem}, but its text may allow it: {definition.elsewhere_unread!r}"
        elsewhere, problem = (elsewhere, None) if barred is None else (None, problem + barred)
    if (
        problem is not None
        and definition.type is CardType.EVENT
        and inst.in_play
        and any(_EVENT_IN_PLAY.search(t) for t in ability.not_understood)
    ):
        # "Open: Discard this Event from play to ...": Reference 03, Event, "their abilities
        # cannot be used unless otherwise stated" — stated, in a text not read
        elsewhere = f"{problem}, but its text not read says it is used from play"
        problem = None
    if (
        problem is not None
        and definition.type is CardType.RING
        and inst.zone is Zone.HAND
        and inst.owner == player
        and any(_RING_INTO_PLAY.search(t) for t in ability.not_understood)
    ):
        # "Battle: If ..., put this Ring into play and lose 2 Honor." (False Ring of Water):
        # Reference 03, Ring: put into play from the hand once its condition is met — an
        # action taken from the hand, in a text not read (h30adv3 W2: was "not in play")
        elsewhere = f"{problem}, but its text not read puts it into play from the hand"
        problem = None
    if problem is not None and unread_names_area(ability, inst.zone) and inst.owner == player:
        # "If Ashiko is face-up in one of your Provinces, Recruit her ...", not read: where the
        # ability is used from is in the text not read (Reference 05, Areas), never refused
        unread = next(t for t in ability.not_understood if _AREA_WORDS[inst.zone].search(t))
        elsewhere = f"{problem}, but its text not read names its card there: {unread}"
        problem = None
    if problem is not None:
        # its own entering is its trigger, and not what is happening (h30adv1 W6)
        late = own_entering_reason(view, player, card_id, ability)
        return TimingResult(False, None, late or problem)
    existence: bool | str = True
    if ability.exists_while is not None:
        # Abilities and actions: an ability that exists only while a condition holds; a fact
        # it reads that the state does not state leaves it unknown (``model.condition_facts``)
        only = (
            f"{definition.title} has this ability only while {condition_text(ability.exists_while)}"
        )
        existence = condition_settled(view, player, ability.exists_while, {SOURCE: card_id})
        if existence is False:
            return TimingResult(False, None, only)
        existence = f"{only}, and {existence}" if isinstance(existence, str) else True
    if (
        inst.bowed
        and inst.in_play
        and not (ability.usable_when_bowed or bowed_ok)
        and not (
            ability.tireless_while is not None
            and condition_holds(view, player, ability.tireless_while, {SOURCE: card_id})
        )
    ):
        return TimingResult(False, None, f"{definition.title} is bowed")
    # "This Strategy's ability is Battle/Engage if ...": its designators now (own_designators)
    ability, widened = designators_now(view, player, card_id, ability, designator_now)
    designator = designator_now(view, player, ability)
    unsettled = None
    # the state's pending trigger in printed words (solver.trigger_words)
    words = None if designator is not None else trigger_words_match(view, player, card_id, ability)
    answering = [d for d in ability.designators if d in _ANSWERING]
    if words is not None and words.fires and words.unsettled is None and answering:
        designator = answering[0]
    if designator is None and delayed_in_action(view, ability):
        # "Interrupt: After any Fear effect from the action bows a card, ...": the timing of
        # the effect it creates in the action it is played to (solver.interrupt_delayed)
        designator = Designator.INTERRUPT
    if (
        designator is None
        and Designator.INTERRUPT in ability.designators
        and ability.trigger is not None
        and view.state.trigger == INTERRUPT_TO_AN_ACTION
        and not not_this_recruit(view, player, ability)  # "After you Recruit ...": not his
        and not not_this_action(view, player, ability.trigger)  # solver.trigger_facts
    ):
        # an Interrupt is played to an action (Reference 01, change 4; Reference 05: "if an
        # Interrupt creates an effect that triggers after its card enters play, the Interrupt
        # can be used for the action that brings it into play"): its printed "After you Recruit
        # Korimi" names which action, and the state does not say what the action is
        designator = Designator.INTERRUPT
        unsettled = (
            f"an action awaits Interrupts; whether it is the one this Interrupt's trigger names "
            f"({ability.trigger}) is not stated"
        )
    if (
        designator is None
        and words is not None
        and words.fires
        and answering
        and not not_this_recruit(view, player, ability)  # "After you Recruit ...": not his
    ):
        designator, unsettled = answering[0], words.unsettled
    if designator is None and view.state.event is not None:
        designator, unsettled = _answers_event(view, player, card_id, ability, unsettled)
    trigger_doubt = None
    if unsettled is not None and not ability.while_entering:
        # only whether the moment is its trigger is unsettled: its targets, costs and
        # restrictions never name the trigger, so an illegal answer holds (a legal one is
        # unknown); an Interrupt to its card entering play may pay for it later: not so
        trigger_doubt, unsettled = unsettled, None
    if isinstance(existence, str):  # it exists only while what the state does not say holds
        unsettled = unsettled or existence
    unsettled = unsettled or widened  # an added designator on a fact not stated
    window = None
    if designator is not None:
        refused, window = window_problem(view, player, ability, designator)
        if refused is not None:
            return TimingResult(False, None, refused)
    if ability.unread_while is not None and condition_holds(
        view, player, ability.unread_while, {SOURCE: card_id}
    ):
        # "(When going second, ... your Fear has +1 strength ...)": text that applies now
        unsettled = (
            unsettled
            or f"its card's text applies now and is not read: {ability.unread_while_text!r}"
        )
    if designator is not None and designator in ability.unread_designators:
        # "Battle/Engage: ... Put this Terrain into play.": read as a Battle action only
        unsettled = unsettled or (
            f"used as {designator.value.title()}, this text is not read (where a Terrain enters "
            "play at engage is not in the rules files)"
        )
    facts = {f for c in _conditions(ability) for f in c.action_facts()}
    state = view.state
    if ("player" in facts and state.action_player is None) or (
        "words" in facts and (state.action_designator is None or state.action_keywords is None)
    ):
        # "If the action is yours", "... is Battle": the action awaiting Interrupts, not stated
        unsettled = unsettled or (
            "the action awaiting Interrupts is not stated (the state's 'action_player', "
            "'action_designator', 'action_keywords')"
        )
    if "makes" in facts and state.action_makes is None:
        # "If the action creates a duel": what its effects make, not stated
        unsettled = unsettled or (
            "what the effects of the action awaiting Interrupts make is not stated (the "
            "state's 'action_makes')"
        )
    if "card" in facts and state.action_card is None:
        # "If the action is from a Strategy": its card, not stated
        unsettled = unsettled or (
            "the card of the action awaiting Interrupts is not stated (the state's "
            "'action_card', or its event's 'source')"
        )
    if "targets" in facts and (state.event is None or state.event.kind != "action_targets"):
        # "If the action targets Junko": its targets, not stated
        unsettled = unsettled or (
            "what the action awaiting Interrupts targets is not stated (the state's 'event' "
            "of kind 'action_targets' lists them)"
        )
    if not state.in_combat and any(c.needs_army() for c in _conditions(ability)):
        # "If your army has fewer units than the enemy army": the armies at the current
        # battlefield; with none, which army is meant is not settled
        unsettled = unsettled or (
            "'your army' outside the Combat Segment: which army it names is not settled"
        )
    if (
        _names_the_defender(ability)
        and state.defender is None
        and (state.attacker is None or len(state.players) > 2)
    ):
        # "a unit in the Defender's home" (even before combat: "After Rokku assigns to an
        # attacking army"): who defends is not stated
        unsettled = unsettled or (
            "who is the Defender is not stated (the state's 'defender', or with two players "
            "its 'attacker')"
        )
    if state.in_combat and state.attacker is None:
        # "If you are the Attacker", "an attacking Personality", "paying 2 less Gold if you are
        # the Defender" in a battle whose Attacker is not stated (``model.condition_facts``)
        unsettled = unsettled or sides_unstated(view, ability)
    if state.defender_unstated() and _mentions_defending(ability):
        # "If you are the Defender", "target a defending Personality" with three or more players
        unsettled = unsettled or (
            "with more than two players, who is the Defender is not stated (the state's 'defender')"
        )
    if any(c.needs_provinces() for c in _conditions(ability)) and any(
        p.provinces is None for p in state.players
    ):
        # "If you have two or fewer Provinces": each player's count, not stated
        unsettled = unsettled or (
            "how many Provinces each player has is not stated (the state's 'players[].provinces')"
        )
    if any(reads_clan(c) for c in _conditions(ability)) or any(
        # (a higher limit "if you are a Spider Clan player", ``where_when``, is met only while
        # it holds: with the Clan unsettled, not met, which may demand more, never less)
        reads_clan(replace(t, where_when=()))
        for t in ability.all_target_specs()
    ):  # "If you are a Crab Clan player", "target a Personality with your Clan alignment"
        unsettled = unsettled or clan_doubt(view, player)  # ``model.player_clan``
    for cond in _conditions(ability, unless=False):
        # what the checks above do not ask: another player's Clan, an Attacker not stated, ...
        # (read three ways where it names no target: ``model.condition_facts``)
        src = {SOURCE: card_id}
        got = (
            condition_settled(view, player, cond, src)
            if cond.references() <= set(src)
            else unstated_fact(view, player, cond, src, pasts=False)  # pasts: below
        )
        unsettled = unsettled or (got if isinstance(got, str) else None)
    doubt = None
    unless = [c for ab in (ability, ability.lenient) if ab for c in _unless(ab)]
    if any(c.needs_reconnaissance() for c in _conditions(ability, unless=False)) or any(
        c.needs_reconnaissance() and not _has_reconnaissance_only(c) for c in unless
    ):
        # "If you have Reconnaissance": not stated, or held elsewhere only
        unsettled = unsettled or reconnaissance_unsettled(view, player)
    elif any(c.needs_reconnaissance() for c in unless):
        # "Bow Nitani unless you have Reconnaissance": not stated, read as not held (the cost
        # due); a legal answer holds either way (a cost not due is never needed)
        doubt = reconnaissance_unsettled(view, player)
    else:
        # "which may target a Personality with attached Followers if you have Reconnaissance"
        # (``model.cardtext.ranged_recon``): not stated, read as not held (fewer targets): a
        # legal answer holds, an illegal one is unknown where it may decide a target
        doubt = recon_target_doubt(view, player, ability)
    unreported = [
        past
        for c in _conditions(ability)
        for past in deciding_pasts(view, player, c, card_id)  # not one an "or" settles
        if past_known(view, player, past, {SOURCE: card_id}) is None
    ]
    if unreported:
        # "If Nozomi moved this battle": what happened earlier, not reported (Costs and
        # restrictions / Conditions: conditions that refer back to past occurrences)
        said = unreported[0]
        whose = "you" if said.card is None else "this card" if said.card == SOURCE else said.card
        unsettled = unsettled or (
            f"whether {said.event.replace('_', ' ')} ({whose}) happened "
            f"{period_text(said.period)} is not reported (the state's 'past')"
        )
    if designator is None:
        phase = view.state.phase.value + (" (combat)" if view.state.in_combat else "")
        return TimingResult(
            False,
            None,
            # a pending event not its trigger: named, not the phase (``trigger_refusal``)
            # with its refuting fact said once (``solver.trigger_step_facts``)
            pending_refusal(view, ability, player)
            or f"can only be used {_when_text(ability)}; now it is the {phase} phase"
            + ("" if view.state.active_player == player else " of another player")
            + refuted_note(view, player, ability),
        )
    used = view.state.uses_of(card_id, index, *production_uses(view.definition(card_id), index))
    count = {"turn": used.this_turn, "game": used.this_game, "battle": used.this_battle}[
        ability.limit.per
    ]
    # "You may use your Stronghold's abilities twice per turn." (``stronghold_uses``)
    limit = stronghold_times(view, player, card_id, ability.limit.times, ability.limit.per)
    if limit is not None and count >= limit and ability.limit.each:
        # "Once per battle per Personality": the state counts the uses, not their targets
        unsettled = unsettled or each_limit_note(ability.limit, count)
    elif limit is not None and count >= limit:
        times = {1: "once", 2: "twice"}.get(limit, f"{limit} times")
        return TimingResult(
            False, None, f"already used {times} this {ability.limit.per} (limit reached)"
        )
    if may_not_announce(view, player, card_id, ability):
        return TimingResult(False, None, "an ongoing effect says you may not take this action")
    return TimingResult(
        True, designator, None, elsewhere or unsettled, doubt, window or trigger_doubt
    )


#: Areas out of play where a card's ability may be usable (a Strategy in hand, an Event in a
#: province, an ability that names its own card's area: ``Ability.used_from``).
_DISCARDS = frozenset({Zone.DYNASTY_DISCARD, Zone.FATE_DISCARD})
_OUT_OF_PLAY_USABLE = frozenset({Zone.HAND, Zone.PROVINCE}) | _DISCARDS


def candidate_abilities(view: View, player: str) -> Iterator[tuple[str, int]]:
    """Every (card, ability index) ``player`` might use: on the table and in hand, in order."""
    for inst in view.state.cards:
        if not inst.in_play and inst.zone not in _OUT_OF_PLAY_USABLE:
            continue
        if inst.zone is Zone.HAND and inst.owner != player:
            continue
        if inst.zone is not Zone.HAND and inst.controlled_by != player:
            continue
        if not inst.is_face_up and inst.zone is Zone.PROVINCE:
            continue
        definition = view.definition(inst.id)
        for i, ability in enumerate(definition.abilities):
            if (
                inst.zone in _DISCARDS
                and (ability.used_from is None or inst.zone not in ORIGIN_ZONES[ability.used_from])
                and not (definition.elsewhere_unread and inst.owner == player)
                and discipline_gold_now(view, player, inst.id) is None
                and not unread_names_area(ability, inst.zone)
            ):
                # in a discard pile: only an ability that says it is usable there, or one whose
                # card may be used from there by text not read (Discipline: ``usable_now``)
                continue
            yield inst.id, i
