"""h41adv6 defects on realistic boards (h41fix). Real cards by title from ../shared/data
(skipped cleanly without it), each with a control where the answer must stay the other way."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _state(pool: CardPool, phase: str, cards: list[dict[str, Any]], **extra: Any) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 6,
        "active_player": extra.pop("active", "phoenix"),
        "phase": phase,
        "players": extra.pop(
            "players",
            [
                {"id": "phoenix", "clan": "phoenix", "family_honor": 10},
                {"id": "crane", "clan": "crane", "family_honor": 8},
            ],
        ),
        "cards": cards,
        **extra,
    }
    return parse_state(data, "board", None, pool)


# W2: Gold "When paying for an action" (Yasuki Tanimura) is left open for a Recruit: a plan is
# never proven cheapest while it is usable (README Gold plans).


def _recruit_board(pool: CardPool, tani_bowed: bool) -> LoadedState:
    cards = [
        {"id": "shiba", "title": "Shiro Shiba", "owner": "phoenix", "zone": "home"},
        {"id": "hotei", "title": "Temple of Hotei", "owner": "phoenix", "zone": "home"},
        {"id": "shrine", "title": "Ageless Shrine", "owner": "phoenix", "zone": "home"},
        {"id": "tani", "title": "Yasuki Tanimura", "owner": "phoenix", "zone": "home",
         "bowed": tani_bowed},
        {"id": "p1", "title": "Kunji", "owner": "phoenix", "zone": "province", "province": 1},
        {"id": "csh", "title": "Hidden Falls Dojo", "owner": "crane", "zone": "home"},
    ]  # fmt: skip
    return _state(pool, "dynasty", cards)


def test_w2_recruit_plan_not_proven_cheapest_beside_tanimura(pool: CardPool) -> None:
    v = check(_recruit_board(pool, False), "phoenix", "p1", "recruit", cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert not v.witness.cheapest and not v.witness.plan_optimal


def test_w2_control_tanimura_bowed_plan_proven(pool: CardPool) -> None:
    v = check(_recruit_board(pool, True), "phoenix", "p1", "recruit", cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert v.witness.cheapest and v.witness.plan_optimal


# W3: Shibata Sensei's "Recruiting Personalities has a minimum Gold Cost of 5 for you." is part
# of the cost told in a shortfall of one source that can't be split.


def _shibata_board(pool: CardPool, shibata: bool) -> LoadedState:
    cards = [
        {"id": "hfd", "title": "Hidden Falls Dojo", "owner": "crane", "zone": "home"},
        {"id": "hotei", "title": "Temple of Hotei", "owner": "crane", "zone": "home",
         "bowed": True},
        {"id": "cp1", "title": "Asako Moeru", "owner": "crane", "zone": "province",
         "province": 1},
        {"id": "fkeep", "title": "Foothills Keep", "owner": "dragon", "zone": "home"},
    ]  # fmt: skip
    if shibata:
        cards.append({"id": "shibata", "title": "Shibata Sensei", "owner": "crane", "zone": "home"})
    players = [
        {"id": "crane", "clan": "crane", "family_honor": 9},
        {"id": "dragon", "clan": "dragon", "family_honor": 9},
    ]
    return _state(pool, "dynasty", cards, active="crane", players=players)


def test_w3_shortfall_tells_the_minimum(pool: CardPool) -> None:
    v = check(_shibata_board(pool, True), "crane", "cp1", "recruit")
    assert v.status == "illegal", v.reasons
    assert "7 Gold" in v.reasons[0] and "(5)" in v.reasons[0], v.reasons
    assert "6 Gold" not in v.reasons[0], v.reasons


def test_w3_control_without_shibata_the_printed_cost(pool: CardPool) -> None:
    v = check(_shibata_board(pool, False), "crane", "cp1", "recruit")
    assert v.status == "illegal", v.reasons
    assert "6 Gold" in v.reasons[0] and "(4)" in v.reasons[0], v.reasons


# U1: Shibata Sensei's "You may bow your target unbowed Courtier instead of discarding the
# Imperial Favor for Favor actions." changes how a cost is paid, never when an action is taken.

_CRANE_DRAGON = [
    {"id": "crane", "clan": "crane", "family_honor": 7},
    {"id": "dragon", "clan": "dragon", "family_honor": 12},
]


def _favor_board(pool: CardPool, phase: str) -> LoadedState:
    cards = [
        {"id": "hfd", "title": "Hidden Falls Dojo", "owner": "crane", "zone": "home"},
        {"id": "shibata", "title": "Shibata Sensei", "owner": "crane", "zone": "home"},
        {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "crane", "zone": "home"},
        {"id": "ig", "title": "Insulting Gesture", "owner": "crane", "zone": "hand"},
        {"id": "ac", "title": "Accidental Confession", "owner": "crane", "zone": "hand"},
        {"id": "fkeep", "title": "Foothills Keep", "owner": "dragon", "zone": "home"},
        {"id": "houken", "title": "Mirumoto Houken", "owner": "dragon", "zone": "home"},
    ]
    return _state(
        pool, phase, cards, active="crane", players=_CRANE_DRAGON, imperial_favor="dragon"
    )


def test_u1_favor_substitute_does_not_doubt_timing(pool: CardPool) -> None:
    board = _favor_board(pool, "dynasty")
    for ability in (0, 1):
        v = check(board, "crane", "ig", ability)
        assert v.status == "illegal", (ability, v.reasons)
        assert v.details[0].code == "timing", v.reasons


def test_u1_battle_favor_action_outside_battle_illegal(pool: CardPool) -> None:
    v = check(_favor_board(pool, "action"), "crane", "ig", 1)
    assert v.status == "illegal", v.reasons


def test_u1_control_its_cost_stays_open(pool: CardPool) -> None:
    # in an Action Phase the substitute may pay the Favor's discard: not settled
    v = check(_favor_board(pool, "action"), "crane", "ac", 0)
    assert v.status == "unknown", v.reasons


# U3: "After an action targets one of your Personalities at Kota's battlefield" read against a
# stated action_targets event.


def _kota_board(pool: CardPool, target: str, kota_home: bool = False) -> LoadedState:
    at = {"zone": "battlefield", "battlefield": "crane-p2"}
    kota_at = {"zone": "home"} if kota_home else at
    cards = [
        {"id": "khan", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
        {"id": "eunju", "title": "Utaku Eun-ju", "owner": "unicorn", **at},
        {"id": "kota", "title": "Iuchi Kota • Experienced", "owner": "unicorn", **kota_at},
        {"id": "junpei", "title": "Shinjo Junpei", "owner": "unicorn", "zone": "home"},
        {"id": "hfd", "title": "Hidden Falls Dojo", "owner": "crane", "zone": "home"},
        {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "crane", **at},
    ]
    event = {
        "kind": "action_targets",
        "timing": "after",
        "player": "crane",
        "designator": "battle",
        "keywords": ["political"],
        "cards": [target],
        "source": "yoshitada",
    }
    return _state(
        pool,
        "attack",
        cards,
        active="unicorn",
        players=[
            {"id": "unicorn", "clan": "unicorn", "family_honor": 16},
            {"id": "crane", "clan": "crane", "family_honor": 12},
        ],
        segment="combat",
        current_battlefield="crane-p2",
        attacker="unicorn",
        defender="crane",
        action_player="crane",
        action_card="yoshitada",
        action_designator="battle",
        action_keywords=["political"],
        event=event,
    )


def test_u3_kota_target_at_his_battlefield_legal(pool: CardPool) -> None:
    v = check(_kota_board(pool, "eunju"), "unicorn", "kota", 0)
    assert v.status == "legal", v.reasons


def test_u3_control_target_at_home_illegal(pool: CardPool) -> None:
    v = check(_kota_board(pool, "junpei"), "unicorn", "kota", 0)
    assert v.status == "illegal", v.reasons


def test_u3_control_kota_at_home_illegal(pool: CardPool) -> None:
    v = check(_kota_board(pool, "eunju", kota_home=True), "unicorn", "kota", 0)
    assert v.status == "illegal", v.reasons


# U2: Shiro Shiba's "Battle: Choose your performing unbowed Samurai: Melee 4 Attack, with +2
# strength if you control a Shugenja." against unread +1F sentences.


def _shiba_board(
    pool: CardPool, *, ember: bool, xiao: bool, shugenja: bool = True, archers_plus: int = 0
) -> LoadedState:
    bf = {"zone": "battlefield", "battlefield": "phx-p1"}
    archers: dict[str, Any] = {"id": "harchers", "title": "Horse Archers", "owner": "unicorn",
                               **bf, "attached_to": "eunju"}  # fmt: skip
    if archers_plus:
        archers["modifiers"] = [{"stat": "force", "amount": archers_plus, "source": "stated"}]
    cards: list[dict[str, Any]] = [
        {"id": "khan", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
        {"id": "eunju", "title": "Utaku Eun-ju", "owner": "unicorn", **bf},
        archers,
        {"id": "shiba", "title": "Shiro Shiba", "owner": "phoenix", "zone": "home"},
        {"id": "ryuba", "title": "Shiba Ryuba", "owner": "phoenix", **bf},
    ]
    if xiao:
        cards.append({"id": "xiao", "title": "Moto Xiao • Experienced", "owner": "unicorn", **bf})
    if shugenja:
        cards.append({"id": "kaname", "title": "Isawa Kaname", "owner": "phoenix", "zone": "home"})
    if ember:
        cards.append({"id": "ember", "title": "Ember's Final Fire", "owner": "phoenix",
                      "zone": "home", "attached_to": "kaname"})  # fmt: skip
    return _state(
        pool,
        "attack",
        cards,
        active="unicorn",
        players=[
            {"id": "unicorn", "clan": "unicorn", "family_honor": 14},
            {"id": "phoenix", "clan": "phoenix", "family_honor": 11},
        ],
        segment="combat",
        current_battlefield="phx-p1",
        attacker="unicorn",
        defender="phoenix",
    )


def test_u2_own_shugenja_bonus_does_not_doubt_enemy_force(pool: CardPool) -> None:
    v = check(_shiba_board(pool, ember=True, xiao=False), "phoenix", "shiba", 0)
    assert v.status == "legal", v.reasons


def test_u2_follower_bonus_within_the_limit_whatever_it_does(pool: CardPool) -> None:
    v = check(_shiba_board(pool, ember=True, xiao=True), "phoenix", "shiba", 0)
    assert v.status == "legal", v.reasons
    # no Shugenja: Melee 4; Horse Archers 3F, 4F with Xiao's +1: within 4 either way
    v = check(_shiba_board(pool, ember=False, xiao=True, shugenja=False), "phoenix", "shiba", 0)
    assert v.status == "legal", v.reasons


def test_u2_control_bonus_that_may_break_the_limit_stays_unknown(pool: CardPool) -> None:
    # Horse Archers at 4F (a stated +1): Xiao's +1 may make it 5 > 4
    board = _shiba_board(pool, ember=False, xiao=True, shugenja=False, archers_plus=1)
    v = check(board, "phoenix", "shiba", 0)
    assert v.status == "unknown", v.reasons
    assert "Moto Xiao" in v.reasons[0]
