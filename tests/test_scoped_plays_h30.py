"""Sentences in play and plays (h30adv2 r06, r12): a Personality's own limit on what attaches to
him (Kaiu Umasu) reaches no Holding's or Event's Recruit; "You may not bring Shadowlands cards
into play." read in full forbids its controller's Recruit of a Shadowlands card; a Recon
Reaction whose body names a Battle action only inside quotes is illegal with nothing pending.
Real cards from ../shared/data (skipped without it); each with a control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.abilities import Designator
from model.cardtext.keyword_timing import keyword_only_designators
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")

R12 = """
turn: 6
active_player: crab
phase: dynasty
players:
  - {id: crab, clan: crab, family_honor: 5}
  - {id: mantis, clan: mantis, family_honor: 14}
cards:
  - {id: kh, title: Kyuden Hida, owner: crab, zone: home, bowed: true}
  - {id: cb-iron, title: Iron Mine, owner: crab, zone: home}
  - {id: umasu, title: Kaiu Umasu, owner: crab, zone: home}
  - {id: p2, title: Enlistment, owner: crab, zone: province, province: 2}
  - {id: p3, title: Kobune Port, owner: crab, zone: province, province: 3}
  - {id: ma-sh, title: Koshin Keep, owner: mantis, zone: home}
"""

R06 = """
turn: 4
active_player: crab
phase: dynasty
players:
  - {id: crab, clan: crab, family_honor: 7}
  - {id: scorpion, clan: scorpion, family_honor: 11}
cards:
  - {id: gwk, title: The Great Walls of Kaiu, owner: crab, zone: home}
  - {id: cb-iron, title: Iron Mine, owner: crab, zone: home}
  - {id: cb-silk, title: Silk Works, owner: crab, zone: home}
  - {id: cb-kabuki, title: Kabuki Theater Troupe, owner: crab, zone: home}
  - {id: p3, title: Brukash, owner: crab, zone: province, province: 3}
  - {id: p4, title: Hida Reiha, owner: crab, zone: province, province: 4}
  - {id: sc-sh, title: The Towers of the Yogo, owner: scorpion, zone: home}
"""


def _board(pool: CardPool, text: str, **changes: Any) -> LoadedState:
    data: dict[str, Any] = yaml.safe_load(text)
    data.update(changes)
    return parse_state(data, "board", cards=pool)


@real
def test_a_host_limit_reaches_no_holding_or_event(pool: CardPool) -> None:
    board = _board(pool, R12)
    assert check(board, "crab", "p3", RECRUIT).status == "legal"  # Kobune Port: 2 Gold, Iron Mine 3
    assert check(board, "crab", "p2", RECRUIT).status == "illegal"  # Enlistment: no Gold cost


@real
def test_a_keyword_entry_ban_read_in_full(pool: CardPool) -> None:
    board = _board(pool, R06)
    brukash = check(board, "crab", "p3", RECRUIT)
    assert brukash.status == "illegal" and "Shadowlands" in brukash.reasons[0]
    # control: a card without the keyword stays legal
    assert check(board, "crab", "p4", RECRUIT).status == "legal"
    # control: another player's ban binds him alone (his "You")
    data = yaml.safe_load(R06)
    for c in data["cards"]:
        if c["id"] == "gwk":
            c["title"], c["owner"] = "Daigo Sensei", "scorpion"
        if c["id"] == "sc-sh":
            c["title"], c["owner"] = "Kyuden Hida", "crab"
    other = parse_state(data, "board", cards=pool)
    assert check(other, "crab", "p3", RECRUIT).status != "illegal"


KOSHIN = (
    "Recon Reaction: After engaging: You have Reconnaissance at the current battlefield. Until "
    "this battle ends, your Ranged Attacks that do not destroy their target have the additional "
    "effects, \"reduce the target's Force by the Ranged Attack's strength and you may take an "
    'additional Ranged Attack Battle action that may only target the same card".'
)


def test_quoted_actions_do_not_change_the_own_time() -> None:
    assert keyword_only_designators(KOSHIN) == (Designator.REACTION,)
    # control: the same words outside quotes may change its time
    assert keyword_only_designators(KOSHIN.replace('"', "")) == ()


@real
def test_a_recon_reaction_with_nothing_pending(pool: CardPool) -> None:
    assert check(_board(pool, R12), "mantis", "ma-sh").status == "illegal"
    # control: at an engaging event it may answer: still unknown
    engage = _board(
        pool,
        R12,
        phase="attack",
        active_player="mantis",
        attacker="mantis",
        event={"kind": "engaging", "timing": "after"},
    )
    assert check(engage, "mantis", "ma-sh").status == "unknown"
