"""A target's stat limit with a looser one under a condition ("Destroy a target Personality
with 3 or lower Chi, or with 4 or lower Chi if you control a Ninja Personality.": Planted
Evidence; ``model.cardtext.stat_limit_alternatives``, ``LimitWhen``). Board test with real cards
from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.abilities import TargetSpec
from model.cards import CardType
from model.cardtext import import_text
from model.evaluate import limits_hold
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.state import View

PLANTED = (
    "Ninja Limited, :g10:: Destroy a target Personality with 3 or lower Chi, or with 4 or lower "
    "Chi if you control a Ninja Personality."
)


def _spec(text: str) -> TargetSpec:
    (got,) = import_text(text, title="Planted Evidence", card_type=CardType.STRATEGY).actions
    assert got.full and got.ability is not None, got.not_understood
    (spec,) = got.ability.all_target_specs()
    return spec


def test_planted_evidence_is_read() -> None:
    spec = _spec(PLANTED)
    assert spec.where == ("target1.chi <= 3",)
    (alt,) = spec.where_when
    assert alt.where == ("target1.chi <= 4",)
    assert alt.condition.control is not None


@pytest.mark.parametrize(
    "text",
    [
        # a condition on the target itself: not known before it is chosen here
        "Battle: Bow a target enemy Personality with 2 or lower Force, or with 4 or lower Force "
        "if he is Cavalry.",
        # two stats: not the same limit loosened
        "Battle: Bow a target enemy Personality with 2 or lower Force, or with 4 or lower Chi if "
        "you control a Ninja Personality.",
    ],
)
def test_other_alternatives_stay_unread(text: str) -> None:
    (got,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not got.full


def _board(tmp: Path, pool: CardPool, ninja: bool) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: scorpion",
        "phase: action",
        "players:",
        "  - {id: scorpion, clan: scorpion, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
        "  - {id: l-4, title: Akodo Ashiko, owner: lion, zone: home}",
        "  - {id: l-2, title: Matsu Agai, owner: lion, zone: home}",
    ]
    if ninja:
        lines.append("  - {id: s-n, title: Bayushi Hurunayi, owner: scorpion, zone: home}")
    path = tmp / f"planted-{ninja}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


@pytest.mark.parametrize("ninja", [True, False])
def test_on_the_board(tmp_path: Path, pool: CardPool, ninja: bool) -> None:
    """A Chi 4 Personality is a target only while you control a Ninja Personality; control: a
    Chi 2 one is either way."""
    view = View.of(_board(tmp_path, pool, ninja).state, pool.definitions())
    spec = _spec(PLANTED)
    assert limits_hold(view, "scorpion", spec, {spec.name: "l-4"}) is ninja
    assert limits_hold(view, "scorpion", spec, {spec.name: "l-2"})
