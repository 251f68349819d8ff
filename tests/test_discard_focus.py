"""A Fear whose strength is the Focus Value of the card discarded to make it
(``model.cardtext.discard_focus``; h36adv2 U2: Gates of the Second City, Samurai Lancers were
read as "Force at most 0"): the strict reading's limit is the highest Focus Value in the
player's hand (``model.board_counts`` ``hand_focus``), the lenient one unchanged. Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardType
from model.cardtext import import_text
from model.cardtext.discard_focus import DISCARDED_FOCUS, discarded_focus
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (["Discard a card.", "Fear effect with strength equal to its Focus Value."], True),
        (["Discard a card from your hand.", "Fear equal to the card's Focus Value."], True),
        # another card's Focus Value: a target's, not the one discarded
        (["Destroy your target Follower.", "Fear equal to its Focus Value."], False),
        (["Fear equal to its Focus Value."], False),
    ],
)
def test_the_discarded_cards_focus(said: list[str], read: bool) -> None:
    assert (discarded_focus(said)[-1] == DISCARDED_FOCUS) is read


def test_a_strength_with_more_words_is_not_read_and_never_zero() -> None:
    """Iuchi Kalsang: "+1 if its target is Phoenix Clan" on the discarded card's Focus Value:
    not understood (before: "Force at most 0 or at most 1 if Phoenix")."""
    text = (
        "<b>Water Battle:</b> Discard a card from your hand to create Fear equal to the card's "
        "Focus Value, +1 if its target is Phoenix Clan."
    )
    (action,) = import_text(text, title="T Kalsang", card_type=CardType.PERSONALITY).actions
    assert not action.full and "Focus Value" in action.not_understood


def _board(tmp: Path, pool: CardPool, hand: tuple[str, ...], foe: str) -> LoadedState:
    lines = [
        "turn: 4",
        "active_player: unic",
        "phase: attack",
        "segment: combat",
        "current_battlefield: scorp-p1",
        "attacker: unic",
        "players:",
        "  - {id: unic, clan: unicorn, family_honor: 10}",
        "  - {id: scorp, clan: scorpion, family_honor: 10}",
        "cards:",
        "  - {id: u-sh, title: Gates of the Second City, owner: unic, zone: home, bowed: true}",
        "  - {id: u-p, title: Shinjo Tselu, owner: unic, zone: battlefield, battlefield: scorp-p1}",
        "  - {id: s-sh, title: The Shadowed Estate of the Scorpion, owner: scorp, zone: home}",
        f"  - {{id: s-foe, title: {foe}, owner: scorp, zone: battlefield, battlefield: scorp-p1}}",
        *(f"  - {{id: u-h{i}, title: {t}, owner: unic, zone: hand}}" for i, t in enumerate(hand)),
    ]
    path = tmp / f"gates-{len(hand)}-{foe.replace(' ', '_')}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_gates_of_the_second_city(tmp_path: Path, pool: CardPool) -> None:
    """h36adv2 p07: Block Supply Lines (Focus 3) in hand, Shosuro Sadao (F2) the only enemy:
    legal (before: unknown, strict "Force at most 0"); controls: a Focus 1 card only (Ashigaru
    Archers): unknown (the lenient reading still legal); an empty hand: unknown (no card to
    discard in the strict reading)."""
    pick = "Block Supply Lines"
    ability = 1  # "Tireless Battle: Discard a card to make a Fear effect ..."
    v = check(_board(tmp_path, pool, (pick,), "Shosuro Sadao"), "unic", "u-sh", ability)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("s-foe",)
    low = check(_board(tmp_path, pool, ("Ashigaru Archers",), "Shosuro Sadao"), "unic", "u-sh", 1)
    assert low.status == "unknown" and low.details[0].code == "two_readings"
    empty = check(_board(tmp_path, pool, (), "Shosuro Sadao"), "unic", "u-sh", 1)
    assert empty.status == "unknown"
