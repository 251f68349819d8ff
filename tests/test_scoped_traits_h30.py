"""Trait sentences in play scoped to what they can touch (h30adv2 r07): a timing permission for
Limited actions (Bayushi Paneki • Experienced 3) turns only a Limited action refused for its
time; a substitute way to pay ("Before discarding the Imperial Favor, ... you may bow your
Scorpion Clan Personality; ... instead", The Hidden Catacombs of the Scorpion) is no prevention
of another player's bow cost. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cards import CardType
from model.cardtext.negations import negation
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.quality_type_scope import typed_to
from solver.timing_grant_scope import _GRANT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")

R07 = """
turn: 9
active_player: crane
phase: action
imperial_favor: crane
players:
  - {id: crane, clan: crane, family_honor: 24}
  - {id: scorpion, clan: scorpion, family_honor: 13}
cards:
  - {id: kda, title: Kakita Dueling Academy, owner: crane, zone: home}
  - {id: cr-market, title: Marketplace, owner: crane, zone: home}
  - {id: cr-silk, title: Silk Works, owner: crane, zone: home}
  - {id: ranmaru, title: Doji Ranmaru, owner: crane, zone: home}
  - {id: cr-h1, title: Imperial Summons, owner: crane, zone: hand}
  - {id: cr-h2, title: Raze to the Ground, owner: crane, zone: hand}
  - {id: sc-sh, title: The Hidden Catacombs of the Scorpion, owner: scorpion, zone: home}
  - {id: tasu, title: Tasu Sensei, owner: scorpion, zone: home}
  - {id: sc-silk, title: Silk Works, owner: scorpion, zone: home}
  - {id: sc-farm, title: Large Farm, owner: scorpion, zone: home}
  - {id: sc-geisha, title: Geisha House, owner: scorpion, zone: home}
  - {id: paneki, title: Bayushi Paneki • Experienced 3, owner: scorpion, zone: home}
  - {id: shintaro, title: Bayushi Shintaro, owner: scorpion, zone: home}
  - {id: sc-h1, title: Unfortunate Incident, owner: scorpion, zone: hand}
  - {id: sc-h4, title: Brash Hero, owner: scorpion, zone: hand}
  - {id: sc-p1, title: Bayushi Iyona, owner: scorpion, zone: province, province: 1}
"""


def _board(pool: CardPool, drop: str = "", swap: dict[str, str] | None = None) -> LoadedState:
    data: dict[str, Any] = yaml.safe_load(R07)
    data["cards"] = [c for c in data["cards"] if c["id"] != drop]
    for c in data["cards"]:
        c["title"] = (swap or {}).get(c["id"], c["title"])
    return parse_state(data, "board", cards=pool)


def test_the_timing_permission_shape() -> None:
    paneki = (
        "You may take Limited actions as well as Open actions during other players' Action Phases."
    )
    assert _GRANT.fullmatch(paneki)
    assert _GRANT.fullmatch("You may take Battle actions during other players' Attack Phases.")
    # more than a time: not this shape
    assert not _GRANT.fullmatch(
        "You may take Limited actions during other players' turns and draw a card."
    )


@real
def test_a_limited_timing_permission_reaches_only_limited_actions_refused_for_time(
    pool: CardPool,
) -> None:
    board = _board(pool)
    # Tasu Sensei's Reactions with nothing pending, Brash Hero without a target, Iyona in a
    # province: illegal for what the permission does not lift
    assert check(board, "scorpion", "tasu", 0).status == "illegal"
    assert check(board, "scorpion", "tasu", 1).status == "illegal"
    assert check(board, "scorpion", "sc-h4").status == "illegal"
    assert check(board, "scorpion", "sc-p1").status == "illegal"
    # control: a Limited action refused only for its time stays unknown
    assert check(board, "scorpion", "sc-h1").status == "unknown"
    # without Paneki it is illegal
    assert check(_board(pool, "paneki"), "scorpion", "sc-h1").status == "illegal"


def test_a_substitute_way_to_pay_is_no_negation() -> None:
    catacombs = (
        "Before discarding the Imperial Favor, once per turn, you may bow your Scorpion Clan "
        "Personality; if he bows, this fulfills the condition of doing so instead."
    )
    assert negation(catacombs, False, "The Hidden Catacombs of the Scorpion") is None
    tamura = (
        "Before bowing your Stronghold to pay the cost of its printed ability, if it is Kakita "
        "Dueling Academy, you may bow Tamura to pay the cost instead; if you did, you may not "
        "use that ability again this turn."
    )
    assert negation(tamura, False, "Kakita Tamura") is None
    # control: a change replaced when it would happen stays a negation
    kept = "Before a Personality you control would be bowed, you may bow this Follower instead."
    assert negation(kept, False, "X") is not None


@real
def test_another_players_substitute_leaves_a_bow_cost_payable(pool: CardPool) -> None:
    # Kakita Dueling Academy: Repeatable Political Limited, bow this card; Crane's Action Phase
    assert check(_board(pool), "crane", "kda").status == "legal"


def test_cost_stats_typed_to_card_types() -> None:
    tasu = "Non-Courtier Personalities you own in and out of play have +1 Gold Cost."
    assert typed_to(tasu) == {CardType.PERSONALITY}
    assert typed_to("Spells you own in and out of play have -2 Gold Cost, to a minimum of 1.") == {
        CardType.SPELL
    }
    assert typed_to("Strategies you own have -2 Gold Cost, to a minimum of 1.") == {
        CardType.STRATEGY
    }
    assert typed_to("Your Imperial cards in and out of play have -2 Gold Cost.") is None


@real
def test_a_personalitys_gold_cost_is_no_test_of_a_strategy(pool: CardPool) -> None:
    # Tasu Sensei's "+1 Gold Cost" to Personalities: Raze to the Ground (Scorpion controls 3
    # Holdings; Marketplace + Silk Works pay its 5) stays legal
    assert check(_board(pool), "crane", "cr-h2").status == "legal"
    # control: a Gold Cost change to Strategies keeps the doubt
    katoa = _board(pool, swap={"tasu": "Yoritomo Katoa • Experienced"})
    assert check(katoa, "crane", "cr-h2").status == "unknown"
