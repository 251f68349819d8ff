"""AI opponents: a fixed action space of announcements, masks, and a baseline agent.

Follows OpenSpiel's conventions (``legal_actions()`` sorted integer ids,
``legal_actions_mask()``, ``action_to_string()``) and PettingZoo's ``action_mask``.

Action ids. The *table* is the sorted tuple of every card id in the state (cards keep their ids
for the whole game, so states of the same table share one action space). An announcement is
(card, ability slot, primary target, cost alternative, targeted player):

- ability slot: ``ability + 2`` for printed abilities 0..MAX_ABILITIES-1; 0 = ``EQUIP``, 1 =
  ``RECRUIT`` (the rulebook plays, see ``solver.playing``); MAX_ABILITIES + 2 = ``GRANTED``
  (the abilities granted through the card: ``solver.granted``);
- primary target: 0 = none, else 1 + the table index of the first card of the first required
  target (the rest of the target set is the cheapest completion, found by the Good Faith check);
- cost alternative: 0 = no "or" cost, else 1 + which alternative of the first "or" cost is paid;
- targeted player: 0 = none (no player target, or an optional one left unnamed), else 1 + the
  index, in the sorted player ids, of the player the first player target names (each player
  who may be it is its own action: ``solver.player_choices``; a second player target is the
  witness's).

``base = ((card_index * SLOTS + slot) * (N + 1) + primary) * ALTERNATIVES + alternative`` and
``id = base + B * targeted_player`` with N = table size, SLOTS = MAX_ABILITIES + 3,
ALTERNATIVES = 4 and ``B = N * SLOTS * (N + 1) * ALTERNATIVES``, so
``num_distinct_actions = B * (P + 1)`` with P players (an action naming no player keeps its
id). Decoding an id gives back the announcement and its cheapest Gold plan.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from model.abilities import Ability, PlayerTarget
from model.lazy_regex import lazy_regex
from model.load import LoadedState, as_view
from model.state import View
from solver.agent_abilities import ability_of
from solver.announce import candidate_announcements
from solver.good_faith import check
from solver.player_choices import player_options
from solver.targeting import (
    SearchTimeout,
    build_problem,
    build_problems,
    iter_target_sets_any,
)
from solver.verdict import EQUIP, RECRUIT, AbilityRef, Play, Reason, Verdict

MAX_ABILITIES = 4
#: Seconds allowed to list the target sets of one ability (beyond it: the witness's primary).
ENUMERATION_LIMIT_S = 2.0
SLOTS = MAX_ABILITIES + 3
ALTERNATIVES = 4
_PLAY_SLOTS = {EQUIP: 0, RECRUIT: 1, Play.GRANTED: MAX_ABILITIES + 2}
_SLOT_PLAYS = {slot: play for play, slot in _PLAY_SLOTS.items()}


@dataclass(frozen=True, slots=True)
class Action:
    """A decoded action id."""

    card: str
    ability: AbilityRef  # a printed ability index, or RECRUIT / EQUIP
    primary: str | None
    alternative: int | None
    #: the player the first player target names (None: none)
    player: str | None = None


@dataclass(frozen=True, slots=True)
class ActionSpace:
    """The id encoding for one table (the sorted card ids of a game)."""

    table: tuple[str, ...]
    #: the sorted player ids of the game
    players: tuple[str, ...] = ()

    @staticmethod
    def of(state: LoadedState | View) -> ActionSpace:
        st = state.state
        return ActionSpace(
            tuple(sorted(c.id for c in st.cards)), tuple(sorted(p.id for p in st.players))
        )

    @property
    def _base(self) -> int:
        n = len(self.table)
        return n * SLOTS * (n + 1) * ALTERNATIVES

    @property
    def num_distinct_actions(self) -> int:
        return self._base * (len(self.players) + 1)

    def encode(self, action: Action) -> int:
        n = len(self.table)
        if isinstance(action.ability, Play):  # ``granted<k>``: the card's ``granted`` slot
            slot = _PLAY_SLOTS[Play.GRANTED if action.ability.is_granted else action.ability]
        elif 0 <= action.ability < MAX_ABILITIES:
            slot = action.ability + 2
        else:
            raise ValueError(f"ability index {action.ability} outside the action space")
        primary = 0 if action.primary is None else 1 + self.table.index(action.primary)
        alt = 0 if action.alternative is None else 1 + action.alternative
        if alt >= ALTERNATIVES:
            raise ValueError("cost alternative outside the action space")
        card = self.table.index(action.card)
        who = 0 if action.player is None else 1 + self.players.index(action.player)
        return ((card * SLOTS + slot) * (n + 1) + primary) * ALTERNATIVES + alt + self._base * who

    def decode(self, action_id: int) -> Action:
        n = len(self.table)
        if not 0 <= action_id < self.num_distinct_actions:
            raise ValueError(f"action id {action_id} outside 0..{self.num_distinct_actions - 1}")
        who, rest = divmod(action_id, self._base)
        rest, alt = divmod(rest, ALTERNATIVES)
        rest, primary = divmod(rest, n + 1)
        card, slot = divmod(rest, SLOTS)
        return Action(
            self.table[card],
            _SLOT_PLAYS[slot] if slot in _SLOT_PLAYS else slot - 2,
            None if primary == 0 else self.table[primary - 1],
            None if alt == 0 else alt - 1,
            None if who == 0 else self.players[who - 1],
        )


def _first_any_of(view: View, player: str, card: str, ability: AbilityRef) -> int:
    """How many alternatives the first "or" cost of the ability has (0 when none)."""
    made = ability_of(view, player, card, ability)  # a granted one too (h43wire)
    if made is None:
        return 0
    for cost in made[1].costs:
        if cost.any_of:
            return len(cost.any_of)
    return 0


def _first_spec(view: View, player: str, card: str, ability: AbilityRef) -> tuple[str, int] | None:
    made = ability_of(view, player, card, ability)  # a granted one too (h43wire)
    if made is None:
        return None
    problem = build_problem(made[0], player, card, made[1])
    if not problem.specs:
        return None
    spec, n = problem.specs[0]
    return spec.name, n


def _announcements(
    view: View, player: str, undecided: list[Verdict] | None = None
) -> Iterator[tuple[Action, Verdict]]:
    """Every legal (action, verdict), each verdict with its cheapest witness. A check that
    answers ``unknown`` goes to ``undecided`` (when given): never silently dropped."""
    for card, ability in candidate_announcements(view, player):
        if isinstance(ability, int) and ability >= MAX_ABILITIES:
            continue
        base = check(view, player, card, ability)
        if base.status == "unknown" and undecided is not None:
            undecided.append(base)
        if not base.legal:
            continue
        alts: list[int | None] = [None]
        n_alt = _first_any_of(view, player, card, ability)
        if n_alt:
            alts = list(range(min(n_alt, ALTERNATIVES - 1)))
        first = _first_spec(view, player, card, ability)
        primaries: list[str | None] = [None]
        made = ability_of(view, player, card, ability)  # printed or granted (h43wire)
        if first is not None and made is not None:
            seen: list[str | None] = []
            try:
                deadline = time.monotonic() + ENUMERATION_LIMIT_S
                problems = build_problems(made[0], player, card, made[1])
                for ts in iter_target_sets_any(problems, deadline):
                    head = ts[first[0]][0]
                    if head not in seen:
                        seen.append(head)
            except SearchTimeout:  # too many to list in time: keep the witness's primary
                witness = base.witness
                seen = [witness.targets[first[0]][0]] if witness else [None]
            primaries = seen
        slot = _first_player_slot(view, player, card, ability)
        whos = (
            [None]
            if slot is None or made is None
            else [w[0] if w else None for w in player_options(made[0], player, slot)]
        )
        for primary in primaries:
            for alt in alts:
                for who in whos:
                    v = _check_action(view, player, card, ability, first, primary, alt, who)
                    if v.legal:
                        yield Action(card, ability, primary, alt, who), v


def _first_player_slot(
    view: View, player: str, card: str, ability: AbilityRef
) -> PlayerTarget | None:
    """The first player the ability targets (None: it targets no player)."""
    made = ability_of(view, player, card, ability)  # a granted one too (h43wire)
    if made is None:
        return None
    return next(iter(made[1].player_targets), None)


def _check_action(
    view: View,
    player: str,
    card: str,
    ability: AbilityRef,
    first: tuple[str, int] | None,
    primary: str | None,
    alt: int | None,
    who: str | None = None,
) -> Verdict:
    slot = _first_player_slot(view, player, card, ability)
    named = {} if slot is None else {slot.name: [] if who is None else [who]}
    if first is None or primary is None:
        return check(
            view, player, card, ability, cheapest=True, alternative=alt, targets=named or None
        )
    name, count = first
    if count == 1:
        return check(
            view,
            player,
            card,
            ability,
            cheapest=True,
            alternative=alt,
            targets={name: [primary], **named},
        )
    made = ability_of(view, player, card, ability)  # printed or granted: target slots
    assert made is not None
    last: Verdict | None = None
    deadline = time.monotonic() + ENUMERATION_LIMIT_S
    try:
        for ts in iter_target_sets_any(build_problems(made[0], player, card, made[1]), deadline):
            if ts[name][0] != primary:
                continue
            last = check(
                view, player, card, ability, cheapest=True, alternative=alt, targets={**ts, **named}
            )
            if last.legal:
                return last
    except SearchTimeout:
        title = view.definition(card).title
        reason = f"listing the target sets with {primary} as {name} ran out of time"
        return Verdict.of("unknown", card, ability, title, [Reason("time_limit", reason, (card,))])
    if last is not None:
        return last
    title = view.definition(card).title
    text = f"no legal target set has {primary} as {name}"
    return Verdict.of("illegal", card, ability, title, [Reason("target", text, (card, primary))])


def legal_actions(
    state: LoadedState | View, player: str, undecided: list[Verdict] | None = None
) -> list[int]:
    """Sorted ids of every legal announcement of ``player``; announcements whose check is
    ``unknown`` (time limit, text not modelled) are appended to ``undecided`` when given."""
    view = as_view(state)
    space = ActionSpace.of(view)
    return sorted(space.encode(a) for a, _ in _announcements(view, player, undecided))


def legal_actions_mask(state: LoadedState | View, player: str) -> list[int]:
    """1 for each legal id, 0 elsewhere, over ``num_distinct_actions``."""
    view = as_view(state)
    space = ActionSpace.of(view)
    mask = [0] * space.num_distinct_actions
    for i in legal_actions(view, player):
        mask[i] = 1
    return mask


def decode(state: LoadedState | View, player: str, action_id: int) -> tuple[Action, Verdict]:
    """The announcement behind an id and its verdict with the cheapest Gold plan."""
    view = as_view(state)
    action = ActionSpace.of(view).decode(action_id)
    if not view.has(action.card):
        raise ValueError(f"card {action.card!r} is not on the table")
    n_abilities = len(view.definition(action.card).abilities)
    if isinstance(action.ability, int) and action.ability >= n_abilities:
        raise ValueError(f"{action.card!r} has no ability {action.ability}")
    first = _first_spec(view, player, action.card, action.ability)
    v = _check_action(
        view,
        player,
        action.card,
        action.ability,
        first,
        action.primary,
        action.alternative,
        action.player,
    )
    return action, v


def action_to_string(state: LoadedState | View, player: str, action_id: int) -> str:
    """A readable announcement, e.g. ``Restoring Order: Battle ... -> victim Hida Daizu``."""
    from solver.explain import announcement_text, witness_text

    view = as_view(state)
    action, v = decode(view, player, action_id)
    title = view.definition(action.card).title
    head = f"{title}: {announcement_text(view, action.card, action.ability, player)}"
    if action.alternative is not None:
        head += f" [cost alternative {action.alternative + 1}]"
    return f"{head} -> {witness_text(view, v)}" if v.legal else f"{head} (illegal)"


def observation(state: LoadedState | View, player: str) -> dict[str, Any]:
    """A PettingZoo-style observation: a few public numbers and the ``action_mask``."""
    view = as_view(state)
    st = view.state
    me = st.player(player)
    return {
        "family_honor": me.family_honor,
        "imperial_favor": st.imperial_favor == player,
        "cards_in_play": sum(1 for c in st.cards if c.in_play and c.controlled_by == player),
        "action_mask": legal_actions_mask(view, player),
    }


# ---------------------------------------------------------------------------- baseline agent
def score(view: View, player: str, action: Action, verdict: Verdict) -> float:
    """The baseline heuristic (documented in the README).

    value: each required target is worth 3 if it is an opponent's and the effect hurts it,
    -3 if the effect helps it, 1 if it is yours and the effect helps it, -1 if it hurts it, 0
    when the direction is not known (``effect_direction``); +1 per effect step; a Recruit or
    Equip is worth the card's Force + Gold Production + 1; a granted ability as a printed one
    (the one its check answers legal; 1 + 1 per target when none is found);
    cost: 0.5 per Gold produced, 0.5 per card bowed or spent, 1 per Honor lost;
    score = value - cost.
    """
    w = verdict.witness
    value = 0.0
    made = ability_of(view, player, action.card, action.ability)  # printed or granted
    if made is None and isinstance(action.ability, Play) and action.ability.is_granted:
        value += 1 + sum(len(cards) for cards in w.targets.values()) if w else 1
    elif made is None:
        d = view.definition(action.card)
        value += (d.force or 0) + (d.gold_production or 0) + 1
        for p in d.production:
            value += p.gold or 0
    else:
        ab = made[1]
        value += len(ab.effects)
        direction = effect_direction(ab)
        for cards in w.targets.values() if w else ():
            for c in cards:
                theirs = view.card(c).controlled_by != player
                value += -3 * direction if theirs else direction
        for _, who in w.players if w else ():  # a targeted player counts as a target
            value += -3 * direction if who != player else direction
    cost = 0.0
    if w is not None:
        produced, cards_used, _ = w.cost_key()
        cost += 0.5 * produced + 0.5 * cards_used
        cost += sum(1 for o in w.costs if o.paid and o.kind == "lose_honor")
    return value - cost


_HURTS = lazy_regex(
    r"\b(bow|destroy|discard|dishonor|kill|negate|lose|loses|remove|ranged|melee|fear)\b"
    r"|-\d+[fc]\b|force penalty",
    re.IGNORECASE,
)
_HELPS = lazy_regex(
    r"\b(straighten|rehonor|gain|gains|draw|heal)\b|\+\d+[fc]\b|force bonus", re.IGNORECASE
)


def effect_direction(ability: Ability) -> int:
    """Does the ability's effect hurt (-1) or help (+1) what it targets? 0 when its words say
    both or neither (the score then ignores the targets' owner)."""
    text = " ".join(e.step for e in ability.effects if e.step)
    hurts = bool(_HURTS.search(text))
    helps = bool(_HELPS.search(text))
    if hurts == helps:
        return 0
    return 1 if helps else -1


@dataclass(frozen=True, slots=True)
class Choice:
    action: int
    text: str
    verdict: Verdict
    score: float


def choose(state: LoadedState | View, player: str, seed: int = 0) -> Choice | None:
    """The baseline agent: the highest-scoring legal announcement; ties broken by a seeded
    shuffle (same state and seed, same choice). None when nothing is legal."""
    view = as_view(state)
    space = ActionSpace.of(view)
    options = [(space.encode(a), a, v) for a, v in _announcements(view, player)]
    if not options:
        return None
    options.sort(key=lambda o: o[0])
    rng = random.Random(seed)
    order = list(range(len(options)))
    rng.shuffle(order)
    best = max(order, key=lambda i: score(view, player, options[i][1], options[i][2]))
    aid, a, v = options[best]
    return Choice(aid, action_to_string(view, player, aid), v, score(view, player, a, v))


def texts(state: LoadedState | View, player: str, ids: Sequence[int]) -> dict[int, str]:
    view = as_view(state)
    return {i: action_to_string(view, player, i) for i in ids}
