"""Kosaten Shiro's "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, to a
minimum of 1, but will not have their costs changed in any other way." and Yoritomo Sensei's
"Your Gold-producing Holdings enter play for you for 1 less Gold, to a minimum of 1." lower the
Recruit of a Holding that surely produces Gold (a stat or a bowing mode: Merchant Atoll, Remote
Village, Iron Mine) or, for Kosaten, Honor (":bow:: Gain 1 Honor.": Temple of Bishamon)
(``solver.producing_holdings``; Costs and restrictions / Changes to costs and payments;
h37adv3 W4, N13). Before, the price stayed the printed one (a wrong label, a needless
``unknown`` where the Gold was short by exactly the reduction)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.entering_price import gold_cost_now
from solver.good_faith import check
from solver.verdict import Play

_COPPER = {"id": "copper", "title": "Copper Mine", "owner": "me", "zone": "home"}
_FARM = {"id": "farm", "title": "Large Farm", "owner": "me", "zone": "home"}
_VILLAGE = {"id": "village", "title": "Remote Village", "owner": "me", "zone": "home"}
_FUDO = {"id": "fudo", "title": "Temple to Fudo", "owner": "me", "zone": "home"}


def _board(
    tmp: Path,
    pool: CardPool,
    target: str,
    sources: list[dict[str, Any]],
    *,
    kosaten: str | None = "me",
    sensei: bool = False,
) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "p1", "title": target, "owner": "me", "zone": "province", "province": 1},
        *sources,
    ]
    if kosaten == "me":
        cards.append({"id": "sh", "title": "Kosaten Shiro", "owner": "me", "zone": "home",
                      "bowed": True})  # fmt: skip
        cards.append({"id": "osh", "title": "The Grand Halls of the Lion", "owner": "other",
                      "zone": "home"})  # fmt: skip
    else:
        cards.append({"id": "sh", "title": "The Esteemed Palace of the Crane", "owner": "me",
                      "zone": "home", "bowed": True})  # fmt: skip
        opp = "Kosaten Shiro" if kosaten == "other" else "The Grand Halls of the Lion"
        cards.append({"id": "osh", "title": opp, "owner": "other", "zone": "home"})
    if sensei:
        cards.append({"id": "sen", "title": "Yoritomo Sensei", "owner": "me", "zone": "home"})
    state = {
        "turn": 6, "active_player": "me", "phase": "dynasty",
        "players": [{"id": "me", "clan": "crane", "family_honor": 10},
                    {"id": "other", "clan": "lion", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


@pytest.mark.parametrize(
    ("target", "sources", "status", "price"),
    [
        ("Merchant Atoll", [_VILLAGE, _COPPER], "legal", 5),  # 6 - 1 = 5 (was unknown)
        ("Merchant Atoll", [_COPPER, _FARM], "illegal", None),  # control: 5 > 4
        ("Temple of Bishamon", [_COPPER, _FARM], "legal", 4),  # it produces Honor: 5 - 1
        ("Iron Mine", [_FARM], "legal", 1),  # 2 - 1
        ("Remote Village", [_COPPER], "legal", 2),  # 3 - 1 (h37adv3 N13)
        ("Large Farm", [_COPPER], "legal", 1),  # 1: at its minimum already
    ],
)
def test_kosaten_lowers_producing_holdings(
    tmp_path: Path,
    pool: CardPool,
    target: str,
    sources: list[dict[str, Any]],
    status: str,
    price: int | None,
) -> None:
    v = check(_board(tmp_path, pool, target, sources), "me", "p1", Play.RECRUIT)
    assert v.status == status, v.reasons
    if price is not None:
        assert v.witness is not None
        label = next(c.text for c in v.witness.costs if c.kind == "gold")
        assert label.startswith(f"pay {price} Gold"), label
        assert ("Kosaten Shiro" in label) == (target != "Large Farm"), label


def test_plan_without_honor_loss_when_the_price_allows(tmp_path: Path, pool: CardPool) -> None:
    """Temple of Bishamon at 4 (Kosaten): Copper Mine and Large Farm pay it; Temple to Fudo's
    "Produce 2 Gold and lose 1 Honor" is not in the plan (README: Gold plans, an Honor loss
    weighs 1). At 5 (no Kosaten, control) the plan needs Fudo."""
    v = check(_board(tmp_path, pool, "Temple of Bishamon", [_COPPER, _FARM, _FUDO]), "me", "p1",
              Play.RECRUIT)  # fmt: skip
    assert v.status == "legal" and v.witness is not None, v.reasons
    assert v.witness.plan is not None
    assert "fudo" not in {s for _, ids in v.witness.plan.assignment for s in ids}
    loaded = _board(tmp_path, pool, "Temple of Bishamon", [_COPPER, _FARM, _FUDO], kosaten=None)
    w = check(loaded, "me", "p1", Play.RECRUIT)
    assert w.status == "legal" and w.witness is not None and w.witness.plan is not None
    assert "fudo" in {s for _, ids in w.witness.plan.assignment for s in ids}


@pytest.mark.parametrize(
    ("target", "kosaten", "sensei", "price"),
    [
        ("Remote Village", "other", False, 3),  # not "for you"
        ("Remote Village", None, True, 2),  # Yoritomo Sensei: 3 - 1
        ("Temple of Bishamon", None, True, 5),  # it produces Honor only: not his
        ("Merchant Atoll", None, True, 5),
        ("Remote Village", None, False, 3),  # control: no reduction
    ],
)
def test_controls(
    tmp_path: Path, pool: CardPool, target: str, kosaten: str | None, sensei: bool, price: int
) -> None:
    """The price (``gold_cost_now``): Yoritomo Sensei's other sentence ("When bowing your
    Stronghold to pay for a Personality, ...", not read) keeps his plans in doubt."""
    loaded = _board(tmp_path, pool, target, [_COPPER], kosaten=kosaten, sensei=sensei)
    view = View.of(loaded.state, loaded.library)
    d = view.definition("p1")
    assert gold_cost_now(view, "me", d, "dynasty", "p1") == price


def test_opponents_kosaten_is_not_for_you(tmp_path: Path, pool: CardPool) -> None:
    """Remote Village (3) beside another player's Kosaten Shiro, 2 Gold: not payable."""
    v = check(_board(tmp_path, pool, "Remote Village", [_COPPER], kosaten="other"), "me", "p1",
              Play.RECRUIT)  # fmt: skip
    assert v.status == "illegal", v.reasons


def test_a_blank_stronghold_loses_its_reduction(tmp_path: Path, pool: CardPool) -> None:
    """Todori Sensei's "Your Stronghold has no traits and abilities." beside Kosaten Shiro: its
    reduction is a trait, gone (``model.blank_stronghold``; h40adv6 N5), so Remote Village (3)
    against 2 Gold is illegal (was unknown); control: without Todori, legal (N13)."""
    todori = {"id": "tod", "title": "Todori Sensei", "owner": "me", "zone": "home"}
    loaded = _board(tmp_path, pool, "Remote Village", [_COPPER, todori])
    v = check(loaded, "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "can't pay the Gold" in v.reasons[0]
    view = View.of(loaded.state, loaded.library)
    assert gold_cost_now(view, "me", view.definition("p1"), "dynasty", "p1") == 3
    assert check(_board(tmp_path, pool, "Remote Village", [_COPPER]), "me", "p1",
                 Play.RECRUIT).status == "legal"  # fmt: skip
