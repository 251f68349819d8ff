"""Two producers that each discard a card from the hand for its Focus Value (Asahina Keigo,
Asahina Tamako) when one card is left to discard once the action is announced
(``solver.production_discard._left_nothing``; Costs and restrictions / Gold production;
h40adv6 N4): whichever takes it, the Gold is the same and the other discards nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, hand: list[str], farm: bool = False) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "a", "zone": "home", "bowed": True},
        {"id": "keigo", "title": "Asahina Keigo", "owner": "a", "zone": "home"},
        {"id": "tamako", "title": "Asahina Tamako", "owner": "a", "zone": "home"},
        {"id": "paid", "title": "Paid Off", "owner": "a", "zone": "hand"},
        {"id": "csh", "title": "Carpenter Castle", "owner": "b", "zone": "home"},
        {"id": "daizu", "title": "Hida Daizu • Experienced", "owner": "b", "zone": "home"},
    ]
    cards += [{"id": f"h{i}", "title": t, "owner": "a", "zone": "hand"} for i, t in enumerate(hand)]
    if farm:
        cards.append({"id": "farm", "title": "Small Farm", "owner": "a", "zone": "home"})
    return pool_state(tmp, pool, cards)


def test_hato_gurama_the_one_card_left(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, ["Hato-gurama"]), "a", "paid", 0)
    assert v.status == "illegal", v.reasons  # was unknown: 3 < 4
    assert "not made jointly" not in " ".join(v.reasons)


def test_one_card_left_control_enough_gold(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Small Farm adds the fourth Gold: legal."""
    v = check(_board(tmp_path, pool, ["Hato-gurama"], farm=True), "a", "paid", 0)
    assert v.status == "legal", v.reasons


def test_two_cards_left_chosen_jointly(tmp_path: Path, pool: CardPool) -> None:
    """Hato-gurama and Tell the Tale: one producer takes Tell the Tale, the other Hato-gurama,
    then the last card of the hand (h43gold, ``solver.joint_discards``): 1 + 3 = 4, legal
    (was unknown: "a choice not made jointly")."""
    v = check(_board(tmp_path, pool, ["Hato-gurama", "Tell the Tale"]), "a", "paid", 0)
    assert v.status == "legal", v.reasons
