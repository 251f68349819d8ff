"""Target sets that differ only by The Abbot's surcharge ("Other players' actions targeting The
Abbot cost 2 more Gold (even actions without Gold costs)."; h39adv4 r1 s-hod): targeting The
Abbot costs Gold that targeting another Personality does not, so the search tries each target
set (no symmetry cut joins The Abbot with a card otherwise alike, and the first target set does
not decide for all) and keeps the cheaper witness. Real cards by title from ../shared/data
(skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_ABBOT = "The Abbot • Experienced 3"


def _card(cid: str, title: str, owner: str = "scorp", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, hod_bowed: bool, *others: Any) -> LoadedState:
    """Crab's Action Phase; Scorpion's House of Disgrace ("Tireless Open: Give another player's
    target Personality -2PH.", its Gold "Produce 2 Gold, ..."); crab's The Abbot and Kaiu
    Watsuki at home, both bowed."""
    cards = [
        _card("kyuden", "Kyuden Hida • Experienced", "crab"),
        _card("abbot", _ABBOT, "crab", bowed=True),
        _card("watsuki", "Kaiu Watsuki", "crab", bowed=True),
        _card("otoro", "The Otoro Estate", bowed=True),
        _card("hod", "House of Disgrace", bowed=hod_bowed),
        *others,
    ]
    data = {
        "turn": 6,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 14},
            {"id": "scorp", "clan": "scorpion", "family_honor": 9},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_no_gold_for_the_abbot_another_target_is_free(pool: CardPool) -> None:
    # was a false illegal: only The Abbot was tried ("no source may pay for it")
    v = check(_board(pool, True), "scorp", "hod", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["victim"] == ("watsuki",)


def test_the_witness_prefers_the_target_set_without_the_surcharge(pool: CardPool) -> None:
    v = check(_board(pool, False), "scorp", "hod", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["victim"] == ("watsuki",)


def test_the_abbot_alone_still_owes_it(pool: CardPool) -> None:
    # controls: The Abbot the only target, no Gold: illegal; its Gold from House of Disgrace
    v = check(_board(pool, True), "scorp", "hod", 0, targets={"victim": ["abbot"]})
    assert v.status == "illegal", v.reasons
    assert "targeting The Abbot" in v.reasons[0]
    w = check(_board(pool, False), "scorp", "hod", 0, targets={"victim": ["abbot"]})
    assert w.status == "legal", w.reasons
    assert w.witness is not None and w.witness.problem is not None
    assert [p.cost for p in w.witness.problem.payments] == [2]
