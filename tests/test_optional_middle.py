"""Optional targeting not read, under a condition or before other sentences
(``model.cardtext.optional_tail``; Abilities and actions / B: "may target" wording is optional
targeting, never required): "If you have Reconnaissance, you may target ...", "You may target
and destroy one of the Personality's attachments. Lose 3 Honor.", "or" inside the target
phrase. The rest is read; the sentence stays an optional effect in its place. Real card texts;
the board test uses ../shared/data (skipped without it)."""

from __future__ import annotations

import re
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


def _one(text: str, title: str, card_type: CardType = CardType.STRATEGY) -> ImportedAbility:
    (got,) = import_text(text, title=title, card_type=card_type).actions
    return got


STRENGTH_IN_TERROR = (
    "Battle: Choose your performing Paragon and target an enemy Personality: Reduce his Force "
    "by an amount equal to your Paragon's Force. You may target and destroy one of the "
    "Personality's attachments. Lose 3 Honor."
)
RUNNING_BATTLE = (
    "Battle: Choose your performing Scout Personality and target an enemy Personality: Give "
    "him -4F. If you have Reconnaissance, you may target one of his attachments and put it in "
    "his owner's hand. You may move your Scout home."
)
NO_ONE_OF_CONSEQUENCE = (
    "Battle: Give your target Personality Conqueror. If you control a Courtier or Shugenja, you "
    "may target and give your Yojimbo Personality Conqueror."
)
KITSUKI_KIRA = (
    "Political Battle, :bow:: Dishonor a target enemy Personality and give him -2F. If this "
    "targeted a Crab Clan Personality, you may target another Personality and give him -2F."
)
KUNI_RENYU = (
    "Earth Jade Tireless Battle: Straighten your target Earth Personality. You may target and "
    "bow an enemy card with Shadowlands or with lower Force than Renyu."
)
SUPERIOR_ASSAULT = (
    "Battle: Bow your target unbowed Follower. Destroy a target enemy attachment with equal or "
    "lower Force. If your Follower is attached to a Commander, you may either straighten the "
    "Follower, or target and bow an attachment in the same enemy unit with equal or lower Force "
    "than your Follower."
)
SHOSURO_KEIREI = (
    "Battle: Move Keirei from the current battlefield to a different battlefield. You may target "
    "and give a Personality at Keirei's new or previous location two -1F/-1C Poison tokens."
)


@pytest.mark.parametrize(
    ("text", "title", "card_type", "optional", "required"),
    [
        (STRENGTH_IN_TERROR, "Strength in Terror", CardType.STRATEGY, 1, 2),
        (RUNNING_BATTLE, "Running Battle", CardType.STRATEGY, 1, 2),
        (NO_ONE_OF_CONSEQUENCE, "No One of Consequence", CardType.STRATEGY, 1, 1),
        (KITSUKI_KIRA, "Kitsuki Kira", CardType.PERSONALITY, 1, 1),
        (KUNI_RENYU, "Kuni Renyu", CardType.PERSONALITY, 1, 1),
        (SHOSURO_KEIREI, "Shosuro Keirei", CardType.PERSONALITY, 1, 0),
        (SUPERIOR_ASSAULT, "Superior Assault", CardType.STRATEGY, 1, 2),
    ],
)
def test_real_cards_are_read_with_the_sentence_optional(
    text: str, title: str, card_type: CardType, optional: int, required: int
) -> None:
    got = _one(text, title, card_type)
    assert got.full and got.ability is not None, got.not_understood
    assert sum(1 for e in got.ability.effects if e.optional and e.step) == optional
    assert len(got.ability.all_target_specs()) == required


def test_a_middle_sentence_keeps_its_place() -> None:
    got = _one(STRENGTH_IN_TERROR, "Strength in Terror")
    assert got.ability is not None
    steps = [(e.step, e.optional) for e in got.ability.effects]
    assert steps[-2] == (
        "You may target and destroy one of the Personality's attachments.",
        True,
    )
    assert steps[-1] == ("Lose 3 Honor.", False)


def _fails_with_may(text: str) -> ParsedEffects:
    """A stand-in reader: not read while a sentence has "may ... target"."""
    unread = re.search(r"\bmay\b[^.]*\btarget\b", text) is not None
    return ParsedEffects(problem="not read") if unread else ParsedEffects()


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a condition gating the optional sentence
        ("Bow him. If you have Reconnaissance, you may target one of his attachments.", True),
        # a condition that targets: its target may be required
        ("Bow him. If a target Samurai is bowed, you may target one of his attachments.", False),
        # "or" inside the phrase: a noun, "with", "new or previous"
        ("Bow him. You may target and bow a Follower or Personality.", True),
        ("Bow him. You may target and bow a card with Shadowlands or with lower Force.", True),
        # "or" as a choice with a verb: not optional as a whole
        ("Bow him. You may target and bow a Follower or lose 2 Honor.", False),
        ("Bow him. You may target a Follower or Equip a Weapon to him.", False),
        ("Bow him. You may target a Follower or lower his Force.", False),
        # a choice between the targeting and something else (Abilities and actions / B)
        ("Bow him. You may either draw a card, or target and bow a Follower.", True),
        ("Bow him. You may either pay 2 Gold as a cost, or target and bow a Follower.", False),
        ("Bow him. You may target and bow a Personality with equal or lower Force.", True),
        # a middle sentence: later sentences free of back references
        ("Bow him. You may target and bow a Follower. Lose 3 Honor.", True),
        ("Bow him. You may target and bow a Follower. Draw a card.", True),
        # ... and not when a later one may refer back to it or to what it did
        ("Bow him. You may target and bow a Follower. Give it -2F.", False),
        ("Bow him. You may target and bow a Follower. If this bowed it, gain 1 Honor.", False),
        ("Bow him. You may target and bow a Follower. Destroy the target.", False),
        ("Bow him. You may target and bow a Follower. Then draw a card.", False),
    ],
)
def test_what_is_an_optional_sentence(text: str, kept: bool) -> None:
    got = optional_tail(_fails_with_may, text)
    assert (got.problem is None) is kept, text
    if kept:
        assert any(e.optional and e.step and "target" in e.step for e in got.effects)


def _board(tmp: Path, pool: CardPool, with_personality: bool) -> LoadedState:
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
        "  - {id: c-h1, title: No One of Consequence, owner: crab, zone: hand}",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
        "  - {id: l-foe, title: Matsu Agai, owner: lion, zone: battlefield, battlefield: lion-p1}",
    ]
    if with_personality:
        lines.append(
            "  - {id: c-zai, title: Hida Zaiberu, owner: crab, zone: battlefield, "
            "battlefield: lion-p1}"
        )
    path = tmp / f"noc-{with_personality}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_no_one_of_consequence_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Your Personality at the battle: legal (no Courtier, Shugenja or Yojimbo needed: the
    second sentence is optional; before: unknown, not read); control: no Personality of
    yours, the required target has no candidate: illegal."""
    v = check(_board(tmp_path, pool, True), "crab", "c-h1", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("c-zai",)
    v = check(_board(tmp_path, pool, False), "crab", "c-h1", 0)
    assert v.status == "illegal", v.reasons
