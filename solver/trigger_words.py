"""A pending trigger named by printed words (the state's ``trigger``) against the printed
trigger of a Reaction or Interrupt (Abilities and actions / Designators: "Reaction: At its
stated trigger"; Reference 04, Abilities).

Printed words are said from their card's controller's side: "your Ranged Attack", "another
player's action", "an enemy unit" name no player by themselves. The state's ``trigger_player``
says whose side its ``trigger`` is said from; without it, the words speak for the one player
whose cards in the state print them, and when several players' cards do, whose moment it is is
not stated (``unknown``). ``model.abilities.INTERRUPT_TO_AN_ACTION`` is the state language's
name for the window where an action awaits Interrupts, not printed words: an Interrupt printing
no trigger is played there only. Two different wordings may name one moment ("After a Ranged
Attack is targeted" and "After your Ranged Attack is targeted"): a mismatch proves "not this
trigger" only when the two name moments that cannot coincide (``_FAMILIES``); else ``unknown``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.abilities import INTERRUPT_TO_AN_ACTION, Ability, Designator
from model.lazy_regex import LazyPattern, lazy_regex
from model.quotes import ascii_quotes
from model.state import View
from model.triggers import GameEvent
from solver.attach_moments import ATTACH_APART, ATTACH_FAMILY
from solver.battle_trigger_scope import battle_trigger_apart
from solver.before_resolution import (
    attack_before_resolution,
    keyword_before_resolution_apart,
    payment_done,
)
from solver.cost_trigger_words import cost_trigger_apart
from solver.effect_moments import EFFECT_MOMENT_FAMILIES, effect_moments_apart, inside_effects
from solver.entering_subject_facts import entering_subject_apart
from solver.event_card_moments import EVENT_CARD_FAMILY
from solver.payment_moments import (
    ENTERED,
    PAYMENT_APART,
    PAYMENT_FAMILY,
    recruit_payment_apart,
)
from solver.strategy_action_trigger import card_action_apart
from solver.trigger_facts import not_this_action, sole_holder
from solver.trigger_step_facts import step_refutes

__all__ = ["TriggerMatch", "event_apart", "pending_apart", "trigger_words_match"]

#: Words by which printed trigger text speaks from a player's side.
_RELATIVE = lazy_regex(
    r"\b(?:you|your|yours|yourself|another player|other players?|opponents?|opponent's|"
    r"enem(?:y|ies)|friendly)\b",
    re.IGNORECASE,
)
#: The speaker's own action ("your Ranged Attack", "your Battle, Limited, or Open action",
#: "you announce a Battle action", "After you Recruit Korimi"): an action has one player, so
#: the words said for another player name another action.
_OWN_ACTION = lazy_regex(
    r"\byour(?:,? (?:or )?[A-Z][\w-]*)* (?:action|Attack)\b|\byou (?:announce|Recruit|Equip)\b"
)

#: Another player's action ("After another player's Battle action targets your Berserker").
_OTHERS_ACTION = lazy_regex(
    r"\banother player's(?: [A-Z][\w-]*)*(?: or [A-Z][\w-]*)? (?:action|Attack)\b"
)

#: Words of the moment an action's targets have been chosen ("After the action targets your
#: bowed Personality"), not "would target" (before they are).
_AFTER_TARGETS = lazy_regex(
    r"^after (?:the|an?|another player's)\b[^,]*?\baction\b[^,]*? (?:targets|has targeted)\b"
    r"(?![^,]*\bwould\b)",
    re.IGNORECASE,
)
_ACTIONISH = r"(?:an?|the|your|another player's)\b[^,]*?"
#: Moments inside an effect's application (a duel, an Honor change from an action's effects):
#: ``solver.effect_moments``, where they are documented against the rules.
_DUEL_AND_HONOR_FAMILIES = EFFECT_MOMENT_FAMILIES
#: Kinds of moments: printed triggers of two different kinds never name the same moment (only
#: the pairs in ``_APART``); a trigger of no kind here may coincide with anything.
_FAMILIES: tuple[tuple[str, LazyPattern], ...] = (
    ("engaging", lazy_regex(r"^after engaging\b", re.IGNORECASE)),
    (
        "battle",
        lazy_regex(
            r"^(?:after|before) (?:a battle resolves|a battle's resolution|the resolution of a "
            r"battle\b|a battle ends)(?!.*\baction\b)",
            re.IGNORECASE,
        ),
    ),
    (
        # after an action's resolution
        "resolved",
        lazy_regex(
            rf"^after (?:{_ACTIONISH}\baction\b[^,]*? resolves\b|the resolution of {_ACTIONISH}"
            r"\baction\b)(?!.*\bbattle\b(?! action))",
            re.IGNORECASE,
        ),
    ),
    (
        # an effect of an action, at its resolution ("After the action Equips a Spell")
        "effect",
        lazy_regex(
            r"^after the (?:battle )?action (?!resolves\b|targets\b)[a-z]+s\b", re.IGNORECASE
        ),
    ),
    (
        # an action announced, its targets chosen, not yet resolved (Interrupts are played to
        # an action after its targets are chosen, Reference 01 change 4)
        "announced",
        lazy_regex(
            r"^(?:(?:after|when) [^,]*? (?:targets|is targeted|would target|is announced)\b"
            r"|after (?:you|another player|an attacking player) (?:announces?|targets)\b"
            r"|before (?:an?|the|another player's)\b[^,]*?\baction(?:'s)? "
            r"(?:resolves?|resolution)\b"
            r"|before the resolution of (?:an?|the|another player's)\b[^,]*?\baction\b)"
            r"(?!.*\b(?:battle|duel|resolves)\b(?! action))",
            re.IGNORECASE,
        ),
    ),
    (
        # a card entering play ("After a Follower enters play from your hand"): never the
        # moment of engaging, which brings no card into play (Reference 05, battles)
        "entering",
        lazy_regex(
            r"^(?:after|when) [^,]*?\benters? play\b(?!.*\b(?:engag\w*|battle|action)\b)",
            re.IGNORECASE,
        ),
    ),
    (
        # a Personality assigned to a battlefield ("After this Personality is assigned"): an
        # action's targeting step (or its Interrupt window) assigns nothing (Abilities and
        # actions, B: targets are chosen, costs paid after it, effects at resolution; h46adv1 N6)
        "assigned",
        lazy_regex(r"^after [^,]*? (?:is|are) assigned\b(?!.*\baction\b)", re.IGNORECASE),
    ),
    *_DUEL_AND_HONOR_FAMILIES,
    PAYMENT_FAMILY,  # a cost paid (solver.payment_moments)
    EVENT_CARD_FAMILY,  # "Before an Event resolves": an action announced
    ATTACH_FAMILY,  # a card attaches (solver.attach_moments)
)
#: Pairs of kinds that are certainly different moments.
_APART = frozenset(
    frozenset(pair)
    for pair in (
        ("engaging", "battle"),
        ("engaging", "resolved"),
        ("engaging", "announced"),
        ("battle", "resolved"),
        ("battle", "announced"),
        ("resolved", "announced"),
        ("effect", "engaging"),
        ("effect", "battle"),
        ("effect", "announced"),
        ("entering", "engaging"),
        ("assigned", "announced"),
        *PAYMENT_APART,
        *ATTACH_APART,
    )
)


def _apart(kinds: tuple[str | None, str | None], words: tuple[str | None, str | None]) -> bool:
    """Are two moments (their kinds; their printed words, None for a state's ``event``)
    certainly different (``_APART``, ``solver.effect_moments``)?"""
    a, b = kinds
    if a is None or b is None:
        return False
    return frozenset((a, b)) in _APART or effect_moments_apart((a, b), words)


_RELATIVE_CLAUSE = lazy_regex(r"\b(?:that|which|who|whose|during|if)\b", re.IGNORECASE)


def moment_kind(words: str, reaction: bool = False) -> str | None:
    """The kind of moment printed trigger ``words`` name (``_FAMILIES``), or None: not read.
    "After the action Equips a Spell" is an effect of the action only as a Reaction's trigger
    (``reaction``): an Interrupt is played to the action before it resolves (Reference 01,
    change 4), and words a state names may be an Interrupt's."""
    text = words.strip().rstrip(",")
    if text.casefold() == INTERRUPT_TO_AN_ACTION.casefold():
        return "announced"
    found = {name for name, pattern in _FAMILIES if pattern.search(text)}
    if len(found) != 1:
        return None
    (kind,) = found
    if kind == "effect" and not reaction:
        return None
    if kind == "announced" and _RELATIVE_CLAUSE.search(text.split(" target")[0]):
        return None  # "After another player refuses a challenge ... that targeted ...": no
    return kind


@dataclass(frozen=True, slots=True)
class TriggerMatch:
    """Does the state's pending ``trigger`` meet an ability's printed trigger? ``fires``: it may
    (then ``unsettled`` says what the state does not settle, or None: it does); False: it
    certainly does not."""

    fires: bool
    unsettled: str | None = None


def _same(a: str, b: str) -> bool:
    """The same trigger words, case, curly quotes, surrounding spaces, a final comma aside."""
    return _key(a) == _key(b)


def _key(words: str) -> str:
    return ascii_quotes(words).strip().rstrip(",").casefold()


def _interrupt_words(view: View, words: str) -> bool:
    """Are ``words`` an Interrupt's printed trigger on a card of the state (so they name a moment
    where an action awaits Interrupts; a Reaction's words may name the targeting itself)?"""
    return any(
        Designator.INTERRUPT in ab.designators
        and ab.trigger is not None
        and _same(ab.trigger, words)
        for c in view.state.cards
        for ab in view.definition(c.id).abilities
    )


def _prints(view: View, card_id: str, words: str) -> bool:
    return any(
        ab.trigger is not None and _same(ab.trigger, words)
        for ab in view.definition(card_id).abilities
    )


def _about_its_card(words: str, title: str) -> bool:
    """Do printed trigger ``words`` name their own card ("this Personality", "Izuna")?"""
    if re.search(r"\bthis\b", words, re.IGNORECASE):
        return True
    names = {w for w in re.findall(r"[A-Z][\w'-]{2,}", title)}
    return any(re.search(rf"\b{re.escape(n)}\b", words) for n in names)


def _speaker(view: View, printers: list[str], printed: str) -> str | None:
    """The player the pending trigger's words speak for: the state's ``trigger_player``; else,
    for words naming the speaker's own action, the state's ``action_player``; else the one
    player whose cards in the state print them (None: several, or none)."""
    state = view.state
    if state.trigger_player is not None:
        return state.trigger_player
    if state.action_player is not None and _OWN_ACTION.search(printed):
        # "After your Ranged Attack is targeted": the pending action's, and an action has one
        # player, the state's ``action_player``
        return state.action_player
    if (holder := sole_holder(view, printed)) is not None:
        return holder  # "the action targets your bowed Personality": one player has one
    players = {view.state.card(cid).controlled_by for cid in printers}
    if len(players) != 1:
        return None
    (speaker,) = players
    if state.action_player is not None and (
        _OTHERS_ACTION.search(printed) and state.action_player == speaker
    ):
        return None  # the words say whose the action is, the state says otherwise
    return speaker


def trigger_words_match(
    view: View, player: str, card_id: str, ability: Ability
) -> TriggerMatch | None:
    """The state's pending ``trigger`` against the printed trigger of ``ability`` of
    ``card_id``, for ``player`` (None: no trigger pending, or the ability prints none)."""
    pending = view.state.trigger
    printed = ability.trigger
    if pending is None or printed is None:
        return None
    if not_this_action(view, player, printed):
        return TriggerMatch(False)  # the state's facts contradict the words (trigger_facts)
    if step_refutes(view, player, printed, Designator.INTERRUPT in ability.designators):
        return TriggerMatch(False)  # a Reaction's "would target" (``trigger_step_facts``)
    if (apart := cost_trigger_apart(view, pending, printed)) is not None:
        if apart:
            return TriggerMatch(False)  # "during the Attack Phase" now in another phase
        printed = pending  # one moment in two wordings (``solver.cost_trigger_words``)
    if not _same(pending, printed):
        if battle_trigger_apart(view, printed):
            return TriggerMatch(False)  # a Battle action's moment, pending in another phase
        if payment_done(view, printed) or keyword_before_resolution_apart(
            view, player, card_id, ability
        ):
            return TriggerMatch(False)  # costs paid; not its action (solver.before_resolution)
        if (attack := attack_before_resolution(view, printed)) is not None:
            return TriggerMatch(attack)  # "Before a Ranged Attack action resolves": action_makes
        if _same(printed, INTERRUPT_TO_AN_ACTION):
            # the state language's own name for the window where an action awaits Interrupts
            # (README "State files"): a state naming another moment names no such window —
            # unless its words are an Interrupt's, for that window's moment: "After the action
            # targets your bowed Personality", its targets chosen, with the action the state
            # describes awaiting (Reference 01, change 4: Interrupts are played to it then)
            if moment_kind(pending) == "announced" and _interrupt_words(view, pending):
                if _AFTER_TARGETS.match(pending) and view.state.action_player is not None:
                    return TriggerMatch(True)
                return TriggerMatch(
                    True,
                    f"the pending trigger ({pending}) may be the moment where an action awaits "
                    "Interrupts; whether it is is not stated",
                )
            return TriggerMatch(False)
        reaction = Designator.INTERRUPT not in ability.designators
        kinds = (moment_kind(pending), moment_kind(printed, reaction))
        if _apart(kinds, (pending, printed)) or _window_entering(
            pending, printed, kinds[1], reaction
        ):
            return TriggerMatch(False)
        return TriggerMatch(
            True,
            f"the pending trigger ({pending}) is worded otherwise than this one ({printed}); "
            "whether the moment meets both is not read",
        )
    of_player = _RELATIVE.search(printed) is not None
    of_card = _about_its_card(printed, view.definition(card_id).title)
    if not of_player and not of_card:
        return TriggerMatch(True)
    printers = [c.id for c in view.state.cards if _prints(view, c.id, pending)]
    speaker = _speaker(view, printers, printed)
    if of_player and speaker is None:
        return TriggerMatch(
            True,
            f"the trigger's words ({printed}) are said from a player's side, and whose moment "
            "it is is not stated (the state's 'trigger_player')",
        )
    if speaker is not None and speaker != player:
        if of_player and _OWN_ACTION.search(printed):
            return TriggerMatch(False)  # the speaker's own action, never this player's
        return TriggerMatch(
            True,
            f"the pending trigger ({pending}) is said for {speaker}; whether its moment also "
            f"meets these words for {player} is not stated",
        )
    candidates = [
        c for c in printers if speaker is None or view.state.card(c).controlled_by == speaker
    ]
    if of_card and candidates != [card_id]:
        return TriggerMatch(
            True,
            f"the trigger's words ({printed}) name their own card, and more than one card "
            "prints them: which card's moment it is is not stated",
        )
    return TriggerMatch(True)


#: The kind of moment a state's ``event`` is (model.triggers): Recruits are of no kind here
#: (they may coincide with other moments); a card entered play is apart from a payment only
#: (``solver.payment_moments``).
_EVENT_KINDS = {
    ("enters_play", "after"): ENTERED,
    ("engaging", "after"): "engaging",
    ("action_resolves", "after"): "resolved",
    ("action_resolves", "before"): "announced",
    ("action_targets", "after"): "announced",
}


def _event_kind(event: GameEvent) -> str | None:
    return _EVENT_KINDS.get((event.kind, event.timing))


def pending_apart(view: View, printed: str, reaction: bool) -> bool:
    """Is every moment the state names (its ``trigger`` and ``event``) certainly another than
    the one printed trigger words ``printed`` name (``reaction``: a Reaction's words)?"""
    kind = moment_kind(printed, reaction)
    state = view.state
    pending = [
        *([(moment_kind(state.trigger), state.trigger)] if state.trigger is not None else []),
        *([(_event_kind(state.event), None)] if state.event is not None else []),
    ]
    if payment_done(view, printed):
        return True  # the pending action's costs were paid (solver.before_resolution)
    if pending and battle_trigger_apart(view, printed):
        return True  # a Battle action's moment, while the state is in another phase
    return (
        kind is not None
        and bool(pending)
        and all(
            _apart((p, kind), (w, printed)) or _window_entering(w, printed, kind, reaction)
            for p, w in pending
        )
    )


def _window_entering(pending: str | None, printed: str, kind: str | None, reaction: bool) -> bool:
    """Is ``pending`` the window where an action awaits Interrupts (its targets chosen), and
    ``printed`` a Reaction's "After <a card> enters play"? As ``_after_targets_entering``: the
    targeting step brings no card into play (Abilities and actions, B), so that moment is never
    one after a card entered play (h40adv1 N7: Kyuden Hida)."""
    return (
        reaction
        and kind == "entering"
        and pending == INTERRUPT_TO_AN_ACTION
        and printed.casefold().startswith("after ")
    )


def _after_targets_entering(event: GameEvent, ability: Ability) -> bool:
    """Is ``event`` an action's targets just chosen, and ``ability`` a Reaction "After ...
    enters play"? Abilities and actions, B: the targeting step chooses performers and targets
    and brings no card into play (costs are paid after it, effects at resolution), so the moment
    after it is never the one after a card enters play (h38adv2 N8: A Simple Yari)."""
    return (
        event.kind == "action_targets"
        and event.timing == "after"
        and ability.designators == (Designator.REACTION,)
        and (ability.trigger or "").casefold().startswith("after ")
    )


def event_apart(view: View, player: str, ability: Ability) -> bool:
    """Is the state's ``event`` certainly not the moment ``ability``'s printed trigger (not
    read as an event) names, for ``player``? Another kind of moment (``_APART``), or the
    speaker's own action ("After your Ranged Attack is targeted") while the event's action (or
    Recruit) is another player's: an action has one player."""
    event = view.state.event
    printed = ability.trigger
    if event is None or printed is None:
        return False
    kinds = (
        _event_kind(event),
        moment_kind(printed, Designator.INTERRUPT not in ability.designators),
    )
    if _apart(kinds, (None, printed)) or not_this_action(view, player, printed):
        return True
    if recruit_payment_apart(view, printed) or payment_done(view, printed):
        return True  # "When paying for a Holding" at a Personality's Recruit; costs paid
    if attack_before_resolution(view, printed) is False:
        return True  # "Before a Ranged Attack action resolves": no such Attack made
    if battle_trigger_apart(view, printed):
        return True  # "After you announce a Battle action" outside the Attack Phase
    if entering_subject_apart(view, player, printed):
        return True  # "After a Follower enters play from your hand" (solver.entering_subject_facts)
    if kinds == ("announced", "entering") and _after_targets_entering(event, ability):
        return True
    if (event.kind, event.timing) == ("action_targets", "after") and inside_effects(kinds[1]):
        return True  # "After Kaiten enters a duel" at the end of step B (solver.effect_moments)
    if card_action_apart(view, printed):
        return True  # "After an action on a Strategy ..." (``solver.strategy_action_trigger``)
    if step_refutes(view, player, printed, Designator.INTERRUPT in ability.designators):
        return True  # a Reaction's "would target" at a stated targeting (``trigger_step_facts``)
    return (
        event.kind in ("action_targets", "action_resolves", "recruited")
        and event.player is not None
        and event.player != player
        and _OWN_ACTION.search(printed) is not None
    )
