"""Run the baseline AI opponent on every example state and assert each choice is legal; then
evaluate it against uniformly random legal choices on the same states.

The evaluation measure (independent of the agent's own score, which also counts costs): an
announcement's *balance* is, over its required targets, +1 for each opponent's card its effect
hurts or own card it helps, -1 for each opponent's card it helps or own card it hurts (the
effect's direction from its words, ``solver.agents.effect_direction``). Printed: the agent's mean
balance, a random legal choice's expected balance, and how often each helps an opponent's card.

python examples/ai_opponent.py
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.load import load_state
from solver.agents import choose, decode, effect_direction, legal_actions
from solver.good_faith import check

STATES = Path(__file__).parent / "states"


def _balance(loaded: Any, player: str, card: str, ability: Any, targets: Any) -> int:
    if not isinstance(ability, int):
        return 0
    direction = effect_direction(loaded.library[loaded.state.card(card).title].abilities[ability])
    total = 0
    for cards in targets.values():
        for c in cards:
            theirs = loaded.state.card(c).controlled_by != player
            total += -direction if theirs else direction
    return total


def evaluate() -> None:
    """Agent vs uniformly random legal choices on every example state (module doc)."""
    agent: list[int] = []
    rand: list[float] = []
    agent_helps = rand_helps = 0.0
    for path in sorted(STATES.glob("*.yaml")):
        loaded = load_state(path)
        for player in (p.id for p in loaded.state.players):
            legal = legal_actions(loaded, player)
            if not legal:
                continue
            balances = []
            for aid in legal:
                action, verdict = decode(loaded, player, aid)
                ts = verdict.witness.targets if verdict.witness else {}
                balances.append(_balance(loaded, player, action.card, action.ability, ts))
            choice = choose(loaded, player, seed=7)
            assert choice is not None
            action, verdict = decode(loaded, player, choice.action)
            ts = verdict.witness.targets if verdict.witness else {}
            mine = _balance(loaded, player, action.card, action.ability, ts)
            agent.append(mine)
            rand.append(sum(balances) / len(balances))
            agent_helps += mine < 0
            rand_helps += sum(b < 0 for b in balances) / len(balances)
    n = len(agent)
    print(
        f"evaluation over {n} decisions: mean balance agent {sum(agent) / n:+.2f}, random "
        f"{sum(rand) / n:+.2f}; helps an opponent's card: agent {agent_helps:.0f}, random "
        f"{rand_helps:.2f} (expected)"
    )


def main() -> int:
    for path in sorted(STATES.glob("*.yaml")):
        loaded = load_state(path)
        for player in (p.id for p in loaded.state.players):
            legal = legal_actions(loaded, player)
            choice = choose(loaded, player, seed=7)
            if choice is None:
                assert not legal, f"{path.name}: {player} has legal actions but chose none"
                print(f"{path.name}: {player} passes (nothing legal)")
                continue
            assert choice.action in legal, f"{path.name}: choice {choice.action} not legal"
            action, verdict = decode(loaded, player, choice.action)
            assert verdict.legal
            again = check(loaded, player, action.card, action.ability)
            assert again.legal, f"{path.name}: {choice.text} is not legal by check"
            print(f"{path.name}: {player} -> {choice.text}")
    evaluate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
