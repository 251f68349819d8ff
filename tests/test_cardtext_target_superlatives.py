"""A superlative after a target (model/cardtext/target_superlatives.py; ``Selector.extreme``;
Abilities and actions / B): "Move home a target Personality with the highest Personal Honor at
the current battlefield (you choose in case of a tie)" - a Personality there no Personality
there exceeds, targetable or not; any tied one. After another qualifier or at another place it
is not read."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType, Stat
from model.selectors import Extreme, Selector
from model.state import View
from model.zones import Place
from solver.good_faith import check
from solver.targeting import brute_force_target_sets, build_problem, iter_target_sets
from tests.builders import board, card, imported

IDEOLOGICAL = (
    "<b>Battle:</b> Move home a target Personality with the highest Personal Honor at the "
    "current battlefield (you choose in case of a tie)."
)
_COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "battlefields": ["them-p1"],
}


def _spec(text: str) -> TargetSpec:
    (action,) = import_text(text, title="T Played", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.targets
    assert isinstance(spec, TargetSpec)
    return spec


@pytest.mark.parametrize(
    ("text", "extreme"),
    [
        (IDEOLOGICAL, Extreme(Stat.PERSONAL_HONOR, highest=True)),
        (
            "<b>Battle:</b> Bow a target Personality with the lowest Force at the current "
            "battlefield.",
            Extreme(Stat.FORCE, highest=False),
        ),
        (
            "<b>Battle:</b> Bow a target Personality with the highest Chi at the current "
            "battlefield (you choose in case of a tie).",
            Extreme(Stat.CHI, highest=True),
        ),
    ],
)
def test_superlative_read(text: str, extreme: Extreme) -> None:
    spec = _spec(text)
    assert spec.select == Selector(
        type=(CardType.PERSONALITY,), location=Place.CURRENT_BATTLEFIELD, extreme=extreme
    )
    assert spec.is_required_kind and not spec.optional


@pytest.mark.parametrize(
    "text",
    [
        # another qualifier: the lowest of the Human ones, or of all (and Human)?
        "<b>Battle:</b> Move home a target Human Personality with the lowest Personal Honor at "
        "the current battlefield.",
        "<b>Battle:</b> Move home a target enemy Personality with the highest Force at the "
        "current battlefield.",
        "<b>Battle:</b> Move home a target Samurai with the highest Force at the current "
        "battlefield.",
        # among which cards?
        "<b>Battle:</b> Move home a target Personality with the highest Force.",
        # on a card that may be at another battlefield
        "<b>Battle:</b> Move home a target Personality with the lowest Personal Honor at this "
        "battlefield (you choose in case of a tie).",
    ],
)
def test_superlative_refused(text: str) -> None:
    (action,) = import_text(text, title="T Played", card_type=CardType.PERSONALITY).actions
    assert not action.full


def _board(honors: dict[str, tuple[str, int, bool]]) -> Any:
    """Personalities by id: (owner, Personal Honor, at the current battlefield)."""
    ab = imported(IDEOLOGICAL, "T Played", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [{"title": "T Played", "type": "strategy", "abilities": [ab]}]
    cards = [card("played", "T Played", "me", zone="hand")]
    for cid, (owner, honor, there) in honors.items():
        defs.append(
            {"title": f"T {cid}", "type": "personality", "force": 2, "personal_honor": honor}
        )
        where: dict[str, Any] = (
            {"zone": "battlefield", "battlefield": "them-p1"} if there else {"zone": "home"}
        )
        cards.append(card(cid, f"T {cid}", owner, **where))
    return board(defs, cards, **_COMBAT)


@pytest.mark.parametrize(
    ("target", "expected"),
    [("high", "legal"), ("tied", "legal"), ("low", "illegal"), ("home", "illegal")],
)
def test_superlative_on_the_board(target: str, expected: str) -> None:
    # the highest Personal Honor at the current battlefield is 3 (high, tied); "home" has 5
    # but is not there
    loaded = _board(
        {
            "high": ("them", 3, True),
            "tied": ("me", 3, True),
            "low": ("them", 1, True),
            "home": ("them", 5, False),
        }
    )
    verdict = check(loaded, "me", "played", 0, targets={"target1": [target]})
    assert verdict.status == expected


def test_superlative_any_target_and_brute_force() -> None:
    loaded = _board({"a": ("them", 2, True), "b": ("me", 4, True), "c": ("them", 4, True)})
    assert check(loaded, "me", "played", 0).status == "legal"
    v = View.of(loaded.state, loaded.library)
    problem = build_problem(v, "me", "played", loaded.library["T Played"].abilities[0])
    sets = list(iter_target_sets(problem))
    assert sets == brute_force_target_sets(problem)
    assert sorted(s["target1"] for s in sets) == [("b",), ("c",)]


def test_superlative_with_no_personality_there() -> None:
    loaded = _board({"home": ("them", 5, False)})
    assert check(loaded, "me", "played", 0).status == "illegal"
