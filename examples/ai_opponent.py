"""Run the baseline AI opponent on every example state and assert each choice is legal.

python examples/ai_opponent.py
"""

from __future__ import annotations

from pathlib import Path

from model.load import load_state
from solver.agents import choose, decode, legal_actions
from solver.good_faith import check

STATES = Path(__file__).parent / "states"


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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
