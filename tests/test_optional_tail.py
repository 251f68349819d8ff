"""A last sentence of optional targeting, not read, no longer keeps the action from being read
(``model.cardtext.optional_tail``; h36adv2 U3: Bisento-do's "You may target and destroy one of
his attachments if your Personality has a Weapon."; Abilities and actions / B: "may target"
wording is optional targeting, never required). The rest is read; the sentence stays an optional
effect. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardType
from model.cardtext import import_text
from model.cardtext.effects import ParsedEffects
from model.cardtext.imported import ImportedAbility
from model.cardtext.optional_tail import optional_tail
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

BISENTO_DO = (
    "Battle: Bow your target unbowed Personality. Bow a target enemy Personality with lower "
    "Force. You may target and destroy one of his attachments if your Personality has a Weapon."
)


def _one(text: str, title: str) -> ImportedAbility:
    (got,) = import_text(text, title=title, card_type=CardType.STRATEGY).actions
    return got


def test_the_rest_is_read_and_the_sentence_kept_optional() -> None:
    got = _one(BISENTO_DO, "Bisento-do")
    assert got.full and got.ability is not None
    assert len(got.ability.all_target_specs()) == 2  # the two required targets
    tail = got.ability.effects[-1]
    assert tail.optional and tail.step is not None and tail.step.startswith("You may target")


def _fails_with_may(text: str) -> ParsedEffects:
    """A stand-in reader: not read while a "may" sentence is in the text."""
    return ParsedEffects(problem="not read") if "may" in text else ParsedEffects()


@pytest.mark.parametrize(
    ("tail", "kept"),
    [
        ("You may target and destroy one of his attachments if he has a Weapon.", True),
        ("Then you may target and bow a Follower.", True),
        # not optional as a whole: "must", a cost, a choice, a loss
        ("You may target one of his attachments and he must destroy it.", False),
        ("You may target and destroy one of his attachments as a cost.", False),
        ("You may target and destroy one of his attachments, or lose 2 Honor.", False),
        ("You may draw a card.", False),  # no targeting
    ],
)
def test_what_is_an_optional_tail(tail: str, kept: bool) -> None:
    got = optional_tail(_fails_with_may, f"Bow your target unbowed Personality. {tail}")
    assert (got.problem is None) is kept
    if kept:
        assert got.effects[-1].optional and got.effects[-1].step == tail


def test_a_lone_optional_sentence_is_not_dropped() -> None:
    """The whole effects text: nothing is left to read."""
    got = optional_tail(_fails_with_may, "You may target and bow a Follower.")
    assert got.problem is not None


def _board(tmp: Path, pool: CardPool, agai_force_tokens: bool) -> LoadedState:
    agai = "Hida Kisada" if agai_force_tokens else "Matsu Agai"
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: crab",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-zai, title: Hida Zaiberu, owner: crab, zone: battlefield, "
        "battlefield: lion-p1}",
        "  - {id: c-h1, title: Bisento-do, owner: crab, zone: hand}",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
        f"  - {{id: l-foe, title: {agai}, owner: lion, zone: battlefield, battlefield: lion-p1}}",
    ]
    path = tmp / f"bisento-{agai_force_tokens}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_bisento_do_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """h36adv2 p13: Zaiberu (F4) and Matsu Agai (F2, enemy): legal, no attachment needed
    (before: unknown "not modelled"); control: the only enemy is stronger (Hida Kisada, F5),
    the required target2 has no candidate: illegal."""
    v = check(_board(tmp_path, pool, False), "crab", "c-h1", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("l-foe",)
    v = check(_board(tmp_path, pool, True), "crab", "c-h1", 0)
    assert v.status == "illegal", v.reasons
