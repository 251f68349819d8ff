"""The costs part of a partly read action checked on its own (``solver.unread_costs``) on a
card whose board title is not its definition's title (h45fixa W1): "Fukuzo • Experienced" is
defined as "Fukuzo", so swapping the definition under the definition's title missed, and the
check of the part re-read the whole ability and recursed until ``RecursionError``. Real cards
from ../shared/data (skipped without it: the ``pool`` fixture); boards of tester h45adv1."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from model.cards import CardDef
from model.load import LoadedState
from model.oracle.pool import CardPool
from model.state import CardLibrary, View
from solver import unread_costs
from solver.good_faith import check
from tests.builders import load_data

DATA = Path(__file__).resolve().parent / "data" / "h45fixa"


def _board(
    tmp: Path, pool: CardPool, name: str, add: tuple[dict[str, str], ...] = ()
) -> LoadedState:
    data = yaml.safe_load((DATA / name).read_text("utf-8"))
    data["cards"] = list(data["cards"]) + list(add)
    return load_data(tmp, pool, data)


def test_fukuzo_open_with_no_personality_in_a_discard_pile_is_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    """Was a crash: his Open needs "a target Personality in any player's discard pile"; none."""
    v = check(_board(tmp_path, pool, "min-fukuzo.yaml"), "dragon", "d2", 0)
    assert v.status == "illegal", v.reasons
    assert "Personality" in " ".join(v.reasons)


def test_fukuzo_open_with_a_personality_in_a_discard_pile_is_not_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: a Personality in his player's own discard pile (another player's can't pay
    the cost: Costs and restrictions, Costs); the unread effect ("copies one keyword, and
    one ability ...") leaves the answer open, never a crash nor a verdict."""
    dead = {"id": "x1", "title": "Togashi Mitsu", "owner": "dragon", "zone": "dynasty_discard"}
    v = check(_board(tmp_path, pool, "min-fukuzo.yaml", (dead,)), "dragon", "d2", 0)
    assert v.status == "unknown", v.reasons


def test_every_ability_on_the_testers_boards_answers(tmp_path: Path, pool: CardPool) -> None:
    """b1 (Fukuzo • Experienced beside 40 other cards): every ability of both players answers
    (was: exit 1 for the whole check)."""
    from solver.announce import check_all

    loaded = _board(tmp_path, pool, "b1.yaml")
    for player in ("dragon", "scorpion"):
        got = check_all(loaded, player)
        assert got and all(v.status in ("legal", "illegal", "unknown") for v in got)


def test_experienced_cards_reaching_the_costs_part_check_answer(
    tmp_path: Path, pool: CardPool
) -> None:
    """Every card whose board title differs from its definition's and which reaches the costs
    part check (Sons of Gusai, Fukuzo, Asahina Shigemitsu, each • Experienced): no crash."""
    for title in (
        "Sons of Gusai • Experienced",
        "Fukuzo • Experienced",
        "Asahina Shigemitsu • Experienced",
    ):
        card = {"id": "z1", "title": title, "owner": "dragon", "zone": "home"}
        if "Gusai" in title:  # (a Follower: attached)
            card["attached_to"] = "d2"
        loaded = _board(tmp_path, pool, "min-fukuzo.yaml", (card,))
        for i in range(len(pool.definitions()[title].abilities)):
            v = check(loaded, "dragon", "z1", i)
            assert v.status in ("legal", "illegal", "unknown")


def test_the_re_entry_guard_stops_a_swap_that_misses(
    tmp_path: Path, pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Fuzz of the recursion's input: even a swap that misses (a library answering the
    unswapped definition) never re-enters the same (card, text): the check answers."""

    def _missing(base: CardLibrary, title: str, card: CardDef) -> CardLibrary:
        del title, card
        return base

    monkeypatch.setattr(unread_costs, "_Swapped", _missing)
    loaded = _board(tmp_path, pool, "min-fukuzo.yaml")
    view = View.of(loaded.state, loaded.library)
    ab = view.definition("d2").abilities[0]
    assert ab.not_understood  # (the partly read Open)
    assert unread_costs.unread_costs_fail(view, "d2", ab) is None  # (nothing settled)
    assert check(loaded, "dragon", "d2", 0).status in ("illegal", "unknown")
