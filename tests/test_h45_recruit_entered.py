"""A Reaction "After <this card> enters play" at a stated Recruit of its card (h45adv4 W1), and
the values of an "or" comparison in a refusal (h45adv4 E1).

A Recruit brings its card into play (Reference 02; Reference 01, change 3: a Dynasty action
targeting the card it brings); a ``recruited`` event with timing ``after`` may be awaiting
Interrupts or may have resolved: the state does not say which (README, "An Interrupt window
named either way"). Once resolved, the card has entered play and the Reaction is at its
stated trigger (Abilities and actions / Designators), so the answer is ``unknown`` naming
that, never the false ``illegal`` "not its trigger" it was (``model.evaluate.trigger_fires``).
Real cards from ../shared/data (skipped without it): Shosuro Ryoken, Mirumoto Hakahime.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h45lead"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _check(pool: CardPool, tmp: Path, name: str, **event: Any) -> tuple[str, list[str]]:
    data = yaml.safe_load((BOARDS / f"{name}.yaml").read_text())
    data["event"].update(event)
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    v = check(load_state(path, cards=pool), "me", "hak", 0)
    return v.status, list(v.reasons)


@needs_data
@pytest.mark.parametrize("name", ["ry_recruited_dynasty", "hk5_recruited_action"])
def test_a_recruit_of_its_card_may_be_its_entering(
    tmp_path: Path, pool: CardPool, name: str
) -> None:
    status, why = _check(pool, tmp_path, name)
    assert status == "unknown", why
    assert "whether the Recruit has resolved" in why[0], why


@needs_data
def test_a_recruit_of_another_card_is_not_its_entering(tmp_path: Path, pool: CardPool) -> None:
    status, why = _check(pool, tmp_path, "ry_recruited_dynasty", cards=["oth"])
    assert status == "illegal", why


@needs_data
def test_its_entering_stated_is_its_trigger(tmp_path: Path, pool: CardPool) -> None:
    assert _check(pool, tmp_path, "ry_enters_action")[0] == "legal"


@needs_data
def test_an_or_comparison_names_each_alternatives_values(pool: CardPool) -> None:
    """h45adv4 E1: Pearls & Spirits' "Force or Chi" limit with no performer announced: each
    performer's values of both alternatives, never "?" (``solver.announced_relations``)."""
    from solver.verdict import AbilityRef

    ability: AbilityRef = 1
    loaded = load_state(BOARDS / "big1.yaml", cards=pool)
    v = check(loaded, "me", "h2", ability, targets={"target2": ["iemasa"]})
    text = " ".join(v.reasons)
    assert "?" not in text, text
    assert "6 against 4 or 6 against 5 with Asako Chukage" in text, text
