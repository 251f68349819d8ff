"""The baseline agent (``goodfaith choose``, ``solver.agents``) treats a granted ability as a
printed one (h43wire; ``solver.agent_abilities``): each primary target is its own action, its
cost alternatives are passed to the check, and its score reads its effect. Combat at Court
("You have the ability, "Repeatable Battle: Move your target defending Courtier home."") while
``b`` attacks ``a``. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import as_view
from model.oracle.pool import CardPool
from solver.agent_abilities import ability_of
from solver.agents import ActionSpace, choose, decode, legal_actions, score
from solver.good_faith import check
from solver.verdict import Play
from tests.test_h43grant_granted_naming import _court


def test_each_defending_courtier_is_an_action(tmp_path: Path, pool: CardPool) -> None:
    """Two defending Courtiers: two granted actions, one per primary target (was one, the
    witness's); each decodes to a legal check with that Courtier."""
    loaded = _court(tmp_path, pool, ["Doji Dainagon", "Doji Tatsuki"])
    view = as_view(loaded)
    ids = legal_actions(view, "a")
    space = ActionSpace.of(view)
    granted = [space.decode(i) for i in ids if space.decode(i).ability == Play.GRANTED]
    assert sorted(a.primary or "" for a in granted) == ["ct0", "ct1"]
    for i in ids:
        action, v = decode(view, "a", i)
        if action.ability == Play.GRANTED:
            assert v.legal and v.witness is not None
            assert v.witness.targets["target1"] == (action.primary,)
    found = choose(view, "a")
    assert found is not None and found.verdict.legal


def test_the_score_reads_the_granted_effect(tmp_path: Path, pool: CardPool) -> None:
    """The granted ability is scored as a printed one: its effect steps plus its targets by
    the effect's direction (was 1 + 1 per target); ``ability_of`` gives that ability."""
    loaded = _court(tmp_path, pool, ["Doji Dainagon"])
    view = as_view(loaded)
    made = ability_of(view, "a", "cac", Play.GRANTED)
    assert made is not None
    ab = made[1]
    assert [s.name for s in ab.targets] == ["target1"]
    (aid,) = [i for i in legal_actions(view, "a")]
    action, v = decode(view, "a", aid)
    assert action.ability == Play.GRANTED and action.primary == "ct0"
    assert v.witness is not None
    produced, cards_used, _ = v.witness.cost_key()
    assert score(view, "a", action, v) == len(ab.effects) - 0.5 * (produced + cards_used)


def test_control_no_courtier_no_granted_action(tmp_path: Path, pool: CardPool) -> None:
    """Control: his one defender is no Courtier (Bayushi Manami): no granted ability is legal,
    none listed, and ``ability_of`` finds none."""
    loaded = _court(tmp_path, pool, ["Bayushi Manami"])
    view = as_view(loaded)
    assert legal_actions(view, "a") == []
    assert ability_of(view, "a", "cac", Play.GRANTED) is None


def test_the_alternative_reaches_a_granted_check(
    tmp_path: Path, pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``check(granted, alternative=..., cheapest=True)`` passes both on to the check of the
    granted ability (were dropped); without them, neither is passed."""
    import solver.granted as granted

    loaded = _court(tmp_path, pool, ["Doji Dainagon"])
    seen: list[dict[str, Any]] = []
    real = granted.granted_verdict

    def spy(*args: Any, **kw: Any) -> Any:
        seen.append(kw)
        return real(*args, **kw)

    monkeypatch.setattr(granted, "granted_verdict", spy)
    v = check(loaded, "a", "cac", "granted", alternative=1, cheapest=True)
    assert v.legal and seen[-1].get("alternative") == 1 and seen[-1].get("cheapest") is True
    check(loaded, "a", "cac", "granted")
    assert "alternative" not in seen[-1] and "cheapest" not in seen[-1]
