""" "When paying for an action" Gold for a Recruit or an Equip (h40adv7 "NOT COUNTED"): Yasuki
Tanimura's "Reaction: When paying for an action, produce 3 Gold which may only pay for that
action." A Recruit and an Equip are actions (Reference 02) and printed text speaks of "a Gold
cost of a non-Equip, non-Recruit action"; but Costs and restrictions / Mandatory costs makes a
card's Gold Cost a cost of the card entering play (the one EXCEPTION: a Strategy's), and the
rules files hold no Recruit or Equip text: left open. A play refused for Gold that such Gold
could close is `unknown` naming the sentence (``solver.play_action_gold``); short even with it,
or the Reaction not usable (bowed, used), `illegal`; a Strategy's Gold Cost, a cost of its
action, is paid by it (`legal`). Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(
    pool: CardPool,
    phase: str,
    extra: list[dict[str, Any]],
    *,
    sh_bowed: bool = False,
    tani_bowed: bool = False,
    memory: list[dict[str, Any]] | None = None,
) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home",
         "bowed": sh_bowed},
        {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "tani", "title": "Yasuki Tanimura", "owner": "crab", "zone": "home",
         "bowed": tani_bowed},
        {"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "mis", "title": "Matsu Misato", "owner": "lion", "zone": "home"},
        *extra,
    ]  # fmt: skip
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "crab",
        "phase": phase,
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 8},
            {"id": "lion", "clan": "lion", "family_honor": 9},
        ],
        "cards": cards,
        "memory": memory or [],
    }
    return parse_state(data, "board", None, pool)


_IEMASA = {"id": "p1", "title": "Kaiu Iemasa", "owner": "crab", "zone": "province", "province": 1}
_BLADE = {"id": "blade", "title": "Exquisite Blade", "owner": "crab", "zone": "hand"}


def test_a_recruit_it_may_pay_is_unknown(pool: CardPool) -> None:
    # Kaiu Iemasa (9): Kyuden 4 + Iron Mine 3 = 7; Tanimura's 3 would close it
    v = check(_board(pool, "dynasty", [_IEMASA]), "crab", "p1", "recruit")
    assert v.status == "unknown", v.reasons
    assert "When paying for an action, produce 3 Gold" in v.reasons[0]


def test_an_equip_it_may_pay_is_unknown(pool: CardPool) -> None:
    # Exquisite Blade (8) onto Tanimura: 7 Gold from the cards, 10 with the Reaction
    v = check(_board(pool, "action", [_BLADE]), "crab", "blade", "equip")
    assert v.status == "unknown", v.reasons


def test_control_short_even_with_it_is_illegal(pool: CardPool) -> None:
    # the Kyuden bowed: Iron Mine 3 + Tanimura 3 = 6 < 9
    v = check(_board(pool, "dynasty", [_IEMASA], sh_bowed=True), "crab", "p1", "recruit")
    assert v.status == "illegal", v.reasons


def test_control_a_bowed_tanimura_is_illegal(pool: CardPool) -> None:
    v = check(_board(pool, "dynasty", [_IEMASA], tani_bowed=True), "crab", "p1", "recruit")
    assert v.status == "illegal", v.reasons


def test_control_a_used_reaction_is_illegal(pool: CardPool) -> None:
    used = [{"card": "tani", "ability": 0, "this_turn": 1}]
    v = check(_board(pool, "dynasty", [_IEMASA], memory=used), "crab", "p1", "recruit")
    assert v.status == "illegal", v.reasons


def test_control_a_strategys_gold_cost_is_paid_by_it(pool: CardPool) -> None:
    # Paid Off (4) with the Kyuden bowed: Iron Mine 3 alone is short, Tanimura pays
    po = {"id": "po", "title": "Paid Off", "owner": "crab", "zone": "hand"}
    v = check(
        _board(pool, "action", [po], sh_bowed=True), "crab", "po", 0, targets={"target1": ("mis",)}
    )
    assert v.status == "legal", v.reasons
