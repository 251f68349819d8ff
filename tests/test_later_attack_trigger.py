"""Delayed effects on later events (effects.txt, Delayed effects;
``model.cardtext.effects_later``): one triggered by the target's attacking ("After the target
attacks this turn, draw a card.": Akumasa), a later event, no attack made by this action and no
requirement of it (a sentence that targets stays unread); "the performer" of the next action in
"After the next action ... resolves this battle, the player who took it ..." (Moshi Ino). Board
test with real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardType
from model.cardtext import import_text
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

AKUMASA = (
    "Open: Target another player's Personality who has a Madness token. After the target "
    "attacks this turn, draw a card."
)


def test_akumasa_is_read() -> None:
    (got,) = import_text(AKUMASA, title="Akumasa", card_type=CardType.PERSONALITY).actions
    assert got.full and got.ability is not None, got.not_understood
    (spec,) = got.ability.all_target_specs()
    assert spec.select.has_token == "madness"


@pytest.mark.parametrize(
    "text",
    [
        # a target in the delayed sentence: not masked
        "Open: Target another player's Personality. After the target attacks this turn, bow a "
        "target Holding.",
        # an attack made by this action
        "Battle: Target an enemy Personality. After he attacks this battle, Melee 3 Attack.",
        # not a delayed trigger
        "Battle: Target an enemy Personality. He attacks this turn.",
    ],
)
def test_other_attack_words_stay_unread(text: str) -> None:
    (got,) = import_text(text, title="T Card", card_type=CardType.PERSONALITY).actions
    assert not got.full


MOSHI_INO = (
    "Battle: Ino summons a storm. After the next action not performed by a Thunder Personality "
    "resolves this battle, the player who took it chooses to discard a card or bow the "
    "performer. You may take an additional Battle action."
)


def test_the_later_actions_performer() -> None:
    """Moshi Ino: "the performer" of the next action, in a delayed effect: no performer of this
    action (before: 'performer' not read)."""
    (got,) = import_text(MOSHI_INO, title="Moshi Ino", card_type=CardType.PERSONALITY).actions
    assert got.full and got.ability is not None, got.not_understood
    assert not got.ability.all_target_specs()


@pytest.mark.parametrize(
    "text",
    [
        "Battle: The player chooses to discard a card or bow the performer.",
        "Battle: After the next action resolves this battle, bow the performer.",
    ],
)
def test_other_performers_stay_unread(text: str) -> None:
    (got,) = import_text(text, title="Moshi Ino", card_type=CardType.PERSONALITY).actions
    assert not got.full


def _board(tmp: Path, pool: CardPool, madness: bool) -> LoadedState:
    tokens = ", tokens: [Madness]" if madness else ""
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: action",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-ak, title: Akumasa, owner: crab, zone: home}",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
        f"  - {{id: l-foe, title: Matsu Agai, owner: lion, zone: home{tokens}}}",
    ]
    path = tmp / f"akumasa-{madness}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_akumasa_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """An enemy Personality with a Madness token: legal (before: unknown, 'attacks' not read);
    control: without the token there is no target: illegal."""
    v = check(_board(tmp_path, pool, True), "crab", "c-ak", 0)
    assert v.status == "legal", v.reasons
    v = check(_board(tmp_path, pool, False), "crab", "c-ak", 0)
    assert v.status == "illegal", v.reasons


COWED = (
    "Political Battle: Target your performing unbowed Courtier or Magistrate to dishonor a "
    "target Personality. His controller loses 1 Honor. After the next time (this turn) another "
    "player's action resolves that targeted your performer or a battle resolves which destroyed "
    "him, the second target's controller loses 2 Honor."
)


def test_another_players_later_targeting() -> None:
    """Cowed and Defeated: what another player's later action targeted is its targeting, in a
    delayed effect; "your performer" and "the second target" are this action's, named again."""
    (got,) = import_text(COWED, title="Cowed and Defeated", card_type=CardType.STRATEGY).actions
    assert got.full and got.ability is not None, got.not_understood
    assert len(got.ability.all_target_specs()) == 2


@pytest.mark.parametrize(
    "text",
    [
        # not a delayed trigger on another player's action
        "Battle: Target your performing Courtier. If another player's action targeted your "
        "performer this turn, gain 2 Honor.",
        # a targeting of this action inside it
        "Battle: Target your performing Courtier. After the next time (this turn) another "
        "player's action resolves that targeted your performer, bow a target Personality.",
    ],
)
def test_other_targeted_sentences_stay_unread(text: str) -> None:
    (got,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not got.full
