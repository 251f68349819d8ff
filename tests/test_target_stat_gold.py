"""A Gold cost priced by the constraints' one target, named after another cost ("target an
attacking unit, bow Yuri and pay an amount of Gold equal to the target unit's Force": Kakita
Yuri, Kakita Nanami; "... remove Tora from the game, and pay Gold equal to the target's Gold
Cost": Tora), read as the pronoun form ("its unit's total Force"; Costs and restrictions /
Variable costs; ``model.cardtext.target_gold``). A condition on the game's facts alone ("if you
are the Defender") reads no card, so a stat sentence about another card leaves the witness
(``solver.one_card_scope``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.abilities import GoldFrom
from model.cardtext.target_gold import target_gold_after_target
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


@pytest.mark.parametrize(
    ("title", "equal_to"),
    [
        ("Kakita Yuri", "target1.total_force"),
        ("Kakita Nanami", "target1.total_force"),
        ("Tora", "target1.gold_cost"),
    ],
)
def test_the_targets_stat_prices_gold(title: str, equal_to: str, pool: CardPool) -> None:
    ab = pool.resolve(title).card.abilities[0]
    golds = [c.gold for c in ab.costs if isinstance(c.gold, GoldFrom)]
    assert [g.equal_to for g in golds] == [equal_to]


def test_two_cards_chosen_not_read() -> None:  # control: "the target" of which?
    parts = ["target two Personalities", "bow Yuri", "pay Gold equal to the target's Force"]
    assert target_gold_after_target(parts) == parts
    parts = ["choose your performing Courtier", "target a Personality", "bow Yuri",
             "pay Gold equal to the target's Force"]  # fmt: skip
    assert target_gold_after_target(parts) == parts


def _board(tmp: Path, pool: CardPool, hand: str, *, gohei: bool = True) -> Any:
    at = {"zone": "battlefield", "battlefield": "crane-p1"}
    state = {
        "turn": 6, "active_player": "lion", "phase": "attack", "segment": "combat",
        "current_battlefield": "crane-p1", "attacker": "lion", "defender": "crane",
        "players": [{"id": "lion", "clan": "lion", "family_honor": 17},
                    {"id": "crane", "clan": "crane", "family_honor": 22}],
        "cards": [
            {"id": "home-lion", "title": "The Ancestral Home of the Lion", "owner": "lion",
             "zone": "home"},
            {"id": "seijuro", "title": "Matsu Seijuro", "owner": "lion", **at},
            *([{"id": "gohei", "title": "Matsu Gohei", "owner": "lion", "bowed": True, **at}]
              if gohei else []),
            {"id": "esteemed", "title": "The Esteemed House of the Crane", "owner": "crane",
             "zone": "home", "bowed": True},
            {"id": "yuri", "title": "Kakita Yuri", "owner": "crane", **at},
            {"id": "tamako", "title": "Asahina Tamako", "owner": "crane", "zone": "home"},
            {"id": "h1", "title": hand, "owner": "crane", "zone": "hand"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_yuri_pays_the_units_force(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, "Counterattack"), "crane", "yuri", 0)  # Focus 4
    assert v.status == "legal", v.reasons


def test_yuri_short_of_gold_illegal(tmp_path: Path, pool: CardPool) -> None:
    # control: Focus 1 pays 1 Gold; Seijuro's Force is 3
    v = check(_board(tmp_path, pool, "Rise, Brother", gohei=False), "crane", "yuri", 0)
    assert v.status == "illegal", v.reasons


def test_yuri_gohei_own_sentence_read(tmp_path: Path, pool: CardPool) -> None:
    # control: Gohei's printed Force 1 would be payable, but his "+2F while attacking" is read
    # now that the state settles it (``model.own_stats``; h38host): attacking, he is 3F, like
    # Seijuro, and 1 Gold pays neither
    v = check(_board(tmp_path, pool, "Rise, Brother"), "crane", "yuri", 0)
    assert v.status == "illegal", v.reasons
