"""The fast target listing (one View, its memos and the card-text memos shared by every set:
``model.nested_walk``, ``View.stat``'s memo) equals the slow one: each candidate set checked
with ``check --target`` on a fresh View with every memo emptied. Oracle boards (seeded,
``benchmarks.boards``) and the size boards of ``benchmarks/size_boards`` (real titles); skipped
without the Oracle export."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from model.cardtext.qualities import quality_kinds
from model.common import Stat
from model.load import LoadedState, dump_state, load_state, parse_state
from model.nested_walk import _DERIVED, _KEPT
from model.oracle.pool import CardPool
from model.state import View
from solver.attack_permission_targets import with_attack_permissions
from solver.good_faith import check
from solver.listing import checked_target_listing
from solver.paid_strength import with_paid_strength
from solver.stat_direction_scope import stat_direction
from solver.targeting import target_listing

ROOT = Path(__file__).resolve().parents[1]
ORACLE = ROOT.parent / "shared" / "data" / "oracle"
SIZES = ROOT / "benchmarks" / "size_boards"
needs_oracle = pytest.mark.skipif(not ORACLE.is_dir(), reason="no ../shared/data/oracle")

#: candidate sets checked per ability (a random sample of them when there are more)
_SAMPLE = 25


def _forget() -> None:
    """Every memo that outlives a View emptied: the slow path derives everything again."""
    _KEPT.clear()
    _DERIVED.clear()
    stat_direction.cache_clear()
    quality_kinds.cache_clear()


def _targeted(loaded: LoadedState) -> list[tuple[str, str, int]]:
    """(player, card, ability) of each printed ability with a required target."""
    view = View.of(loaded.state, loaded.library)
    out = []
    for player in (p.id for p in loaded.state.players):
        for inst in loaded.state.cards:
            mine = inst.controlled_by == player if inst.in_play else inst.owner == player
            if not mine or not (inst.in_play or inst.zone.value == "hand"):
                continue
            for i, ab in enumerate(view.definition(inst.id).abilities):
                if ab.all_target_specs():
                    out.append((player, inst.id, i))
    return out


def _cross_check(loaded: LoadedState, seed: int) -> int:
    """Assert the fast listing equals the slow per-set checks; the sets compared."""
    rng = random.Random(seed)
    compared = 0
    for player, card, index in _targeted(loaded):
        _forget()
        view = View.of(loaded.state, loaded.library)
        fast = checked_target_listing(view, player, card, index, 10**6, time.monotonic() + 60)
        if fast["count"] is None or fast["verdict"] == "illegal" or "unsettled" in fast:
            continue  # no set listed: nothing per set to compare
        _forget()
        fresh = View.of(loaded.state, loaded.library)
        ab = with_attack_permissions(fresh, player, fresh.definition(card).abilities[index])
        ab = with_paid_strength(fresh, player, ab, card)
        every = target_listing(fresh, player, card, ab, 10**6, time.monotonic() + 60)
        candidates = list(every["target_sets"])  # type: ignore[call-overload]
        if len(candidates) > _SAMPLE:
            candidates = rng.sample(candidates, _SAMPLE)
        legal = fast["target_sets"]
        undecided = [u["targets"] for u in fast.get("undecided", [])]  # type: ignore[attr-defined]
        for ts in candidates:
            _forget()
            slow = check(View.of(loaded.state, loaded.library), player, card, index, targets=ts)
            want = {"legal": "legal", "unknown": "undecided"}.get(slow.status, "refused")
            got = "legal" if ts in legal else "undecided" if ts in undecided else "refused"
            assert got == want, (card, index, ts, slow.status, slow.reasons)
            compared += 1
    return compared


@needs_oracle
@pytest.mark.parametrize("seed", [1000, 1001, 1002, 1003])
def test_fast_listing_equals_slow_checks_on_seeded_boards(seed: int) -> None:
    from benchmarks.boards import make_board

    board = make_board(seed)
    assert _cross_check(board.loaded, seed) > 0


@needs_oracle
@pytest.mark.parametrize("name", ["s10", "s30"])
def test_fast_listing_equals_slow_checks_on_size_boards(name: str) -> None:
    loaded = load_state(SIZES / f"{name}.yaml", cards=CardPool.load((str(ORACLE),)))
    assert _cross_check(loaded, 7) > 0


@needs_oracle
def test_stat_memo_is_per_view() -> None:
    """Control: a View's remembered stat is its own state's; the same card with a +2F
    modifier in another state (another View) has 2 more Force, the first View unchanged."""
    loaded = load_state(SIZES / "s10.yaml", cards=CardPool.load((str(ORACLE),)))
    view = View.of(loaded.state, loaded.library)
    before = view.stat("lp0", Stat.FORCE)
    assert before is not None
    data = dump_state(loaded.state)
    for c in data["cards"]:
        if c["id"] == "lp0":
            c["modifiers"] = [{"stat": "force", "amount": 2}]
    raised = parse_state(data, "raised", loaded.library)
    assert View.of(raised.state, raised.library).stat("lp0", Stat.FORCE) == before + 2
    assert view.stat("lp0", Stat.FORCE) == before
