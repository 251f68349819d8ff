"""A looser Gold-paid limit read under a condition the state settles (h43adv2 U1/U2;
``model.oracle.paid_target_looser``): "... with Gold Cost less than or equal to the amount
paid, or the amount paid plus three if the target is an Item." (Your True Nature), "... less
than or equal to the amount of Gold paid, plus 3 if you control a Yojimbo." (Provoked
Violence). The Aerie produces 4 Gold; Modifications is an Item with Gold Cost 7 (4 + 3).
Controls: a Follower of Gold Cost 7 (not an Item), too little Gold, a Yojimbo the opponent
controls: each stays ``unknown``. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from model.abilities import GoldFrom
from model.load import LoadedState, as_view, load_state
from model.oracle.paid_target_looser import looser_priced
from model.oracle.pool import CardPool
from solver.costs import gold_amount, mandatory_costs
from solver.good_faith import check

_HEAD = [
    "turn: 4",
    "active_player: crane",
    "phase: action",
    "players:",
    "  - {id: crane, clan: crane, family_honor: 15}",
    "  - {id: crab, clan: crab, family_honor: 12}",
    "cards:",
    "  - {id: ytn, title: Your True Nature, owner: crane, zone: hand}",
    "  - {id: pv, title: Provoked Violence, owner: crane, zone: hand}",
    "  - {id: dainagon, title: Doji Dainagon, owner: crane, zone: home}",
    "  - {id: rengetsu, title: Doji Rengetsu, owner: crane, zone: home}",
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    "  - {id: daizu, title: Hida Daizu • Experienced, owner: crab, zone: home}",
]
_AERIE = "  - {id: aerie, title: The Aerie, owner: crane, zone: home}"
_FARM = "  - {id: farm, title: Small Farm, owner: crane, zone: home}"
_MODS = "  - {id: mods, title: Modifications, owner: crab, zone: home, attached_to: daizu}"
_ADVISOR = "  - {id: adv, title: Veteran Advisor, owner: crab, zone: home, attached_to: daizu}"
_MY_YOJ = "  - {id: yoj, title: Devoted Yojimbo, owner: crane, zone: home, attached_to: rengetsu}"
_THEIR_YOJ = "  - {id: yoj, title: Devoted Yojimbo, owner: crab, zone: home, attached_to: daizu}"


def _board(tmp: Path, pool: CardPool, *extra: str) -> LoadedState:
    path = tmp / f"looser-{len(list(tmp.iterdir()))}.yaml"
    path.write_text("\n".join([*_HEAD, *extra]) + "\n")
    return load_state(path, cards=pool)


def _ytn(board: LoadedState, target: str) -> str:
    return check(board, "crane", "ytn", 0, targets={"target1": [target]}).status


def _pv(board: LoadedState, target: str) -> str:
    targets = {"target1": ["dainagon"], "target2": [target]}
    return check(board, "crane", "pv", 0, targets=targets).status


def test_your_true_nature_item_within_paid_plus_three(tmp_path: Path, pool: CardPool) -> None:
    """An Item of Gold Cost 7 with 4 Gold payable: 7 <= 4 + 3, legal (was unknown)."""
    board = _board(tmp_path, pool, _AERIE, _MODS)
    assert _ytn(board, "mods") == "legal"
    assert check(board, "crane", "ytn", 0).status == "legal"


def test_control_your_true_nature_follower_is_not_an_item(tmp_path: Path, pool: CardPool) -> None:
    """A Follower of Gold Cost 7: only the base limit (4) applies; beyond it, unknown."""
    board = _board(tmp_path, pool, _AERIE, _ADVISOR)
    assert _ytn(board, "adv") == "unknown"


def test_control_your_true_nature_too_little_gold(tmp_path: Path, pool: CardPool) -> None:
    """Small Farm alone (1 Gold): 1 + 3 = 4 < 7: unknown (the most is a lower bound)."""
    assert _ytn(_board(tmp_path, pool, _FARM, _MODS), "mods") == "unknown"


def test_provoked_violence_with_your_yojimbo(tmp_path: Path, pool: CardPool) -> None:
    """You control Devoted Yojimbo: Modifications (7) within 4 + 3, legal (was unknown)."""
    board = _board(tmp_path, pool, _AERIE, _MODS, _MY_YOJ)
    assert _pv(board, "mods") == "legal"


def test_control_provoked_violence_the_yojimbo_is_theirs(tmp_path: Path, pool: CardPool) -> None:
    """The opponent controls the Yojimbo: no bonus read; 7 > 4 stays unknown."""
    board = _board(tmp_path, pool, _AERIE, _MODS, _THEIR_YOJ)
    assert _pv(board, "mods") == "unknown"
    assert _pv(board, "yoj") == "legal"  # Gold Cost 3 within the base limit


def test_looser_price_where_the_condition_holds(tmp_path: Path, pool: CardPool) -> None:
    """``looser_priced`` (for a ":gstar:" cost priced by the target, h43gold's
    ``solver.paid_star.priced``): Your True Nature pays an Item's Gold Cost less 3, any other
    target's Gold Cost in full; never below 0."""
    board = _board(tmp_path, pool, _AERIE, _MODS, _ADVISOR)
    view = as_view(board)
    ab = view.definition("ytn").abilities[0]
    base = GoldFrom("target1.gold_cost")
    priced = replace(
        ab, costs=tuple(replace(c, gold=base) if c.gold == "*" else c for c in ab.costs)
    )
    ab2 = looser_priced(priced, ab, "target1", "gold_cost", 0)
    [mc] = [m for m in mandatory_costs(view, "crane", "ytn", ab2) if m.cost.gold is not None]
    amount = {
        t: gold_amount(view, mc, {"source": "ytn", "target1": t}, "crane") for t in ("mods", "adv")
    }
    assert amount == {"mods": 4, "adv": 7}
    # no looser limit read (Broken Alliance's base limit alone): the price is left as it is
    bare = replace(ab, targets=tuple(replace(t, where_when=()) for t in ab.all_target_specs()))
    assert looser_priced(priced, bare, "target1", "gold_cost", 0) == priced
