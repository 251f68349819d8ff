"""Gold shortfalls the state settles (h37adv1; Costs and restrictions / Changes to costs and
payments, Gold production): a bowed action reduction bounded with its card's one bow (F5),
conditional fixed reductions of a card's own cost read from the players' Clans or bounded by
their amount (U7/U8)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.playing import RECRUIT, check_play

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _load(tmp: Path, pool: CardPool, state: dict[str, Any]) -> Any:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


# F5: Kaeru Contractor, ":bow:: Produce 2 Gold." or ":bow:: When paying for an action on a
# Strategy, it costs 3 less Gold." -- one bow: 2 Gold or 3 less, never both


def _kaeru(tmp: Path, pool: CardPool, extra: list[dict[str, Any]], added: bool = False) -> Any:
    cards = [
        _card("palace", "The Esteemed Palace of the Crane", "crane", bowed=True),
        _card("kaeru", "Kaeru Contractor", "crane"),
        _card("domotai", "Doji Domotai", "crane"),
        _card("natsuyo", "Doji Natsuyo", "crane"),
        _card("raze", "Raze to the Ground", "crane", "hand"),
        _card("cd", "Convenient Disaster", "crane", "hand"),
        _card("shame", "The Bitter Shadow of Shame", "crane", "hand"),
        _card("halls", "The Grand Halls of the Lion", "lion"),
        _card("copper", "Copper Mine", "lion"),
        _card("dojo", "Akodo Dojo", "lion"),
        _card("advisor", "Lion Advisor", "lion"),
        _card("aoiko", "Matsu Aoiko", "lion", dishonorable=True),
        *extra,
    ]
    state: dict[str, Any] = {
        "turn": 7, "active_player": "crane", "phase": "action",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 15},
                    {"id": "lion", "clan": "lion", "family_honor": 11}],
        "cards": cards,
    }  # fmt: skip
    if added:
        state["effects"] = [
            {"kind": "added_cost", "actions": {"card_type": "strategy"}, "cost": {"gold": 2},
             "source": "halls"}
        ]  # fmt: skip
    return _load(tmp, pool, state)


def test_kaeru_one_bow_short_strategy_cost(tmp_path: Path, pool: CardPool) -> None:
    # Raze to the Ground 5: 5 - 3 = 2 with nothing left to pay it, or Kaeru's 2 < 5
    v = check(_kaeru(tmp_path, pool, []), "crane", "raze", 0)
    assert v.status == "illegal", v.reasons


def test_kaeru_control_reduction_covers(tmp_path: Path, pool: CardPool) -> None:
    # Convenient Disaster 3: Kaeru bows for 3 less, legal (as before)
    v = check(_kaeru(tmp_path, pool, []), "crane", "cd", 0)
    assert v.status == "legal", v.reasons


def test_kaeru_control_with_a_second_source(tmp_path: Path, pool: CardPool) -> None:
    # Raze 5 with a Small Farm... 5 - 3 = 2 > 1 still short; with a Marketplace (2+) legal
    farm = [_card("farm", "Small Farm", "crane")]
    assert check(_kaeru(tmp_path, pool, farm), "crane", "raze", 0).status == "illegal"
    market = [_card("market", "Marketplace", "crane")]
    v = check(_kaeru(tmp_path, pool, market), "crane", "raze", 0)
    assert v.status == "legal", v.reasons


def test_kaeru_added_cost_merged_bound(tmp_path: Path, pool: CardPool) -> None:
    # an added 2 Gold on Strategies, Private Trader 3: Raze 5 + 2 is short even merged
    trader = [_card("trader", "Private Trader", "crane")]
    v = check(_kaeru(tmp_path, pool, trader, added=True), "crane", "raze", 0)
    assert v.status == "illegal", v.reasons


def test_kaeru_added_cost_split_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    # Bitter Shadow 4 + 2: Trader 3 + 3 less covers the sum; how the reduction splits over the
    # two payments is not read, so the doubt stays
    trader = [_card("trader", "Private Trader", "crane")]
    v = check(_kaeru(tmp_path, pool, trader, added=True), "crane", "shame", 0)
    assert v.status == "unknown", v.reasons
    assert "Kaeru Contractor" in " ".join(v.reasons)


# U7/U8: "Enters play paying 2 less Gold if you are a Brotherhood of Shinsei player." (Togashi
# Hoshi), "Natsuyo enters play for 1 less Gold if another player is Scorpion Clan."


def _dynasty(
    tmp: Path,
    pool: CardPool,
    title: str,
    sources: list[str],
    other: str | None = "scorpion",
    mine: str = "crane",
    stronghold: str | None = None,
) -> Any:
    cards = [_card(f"s{i}", t, "me") for i, t in enumerate(sources)]
    cards.append(_card("np", title, "me", "province", province=1))
    if stronghold is not None:
        cards.append(_card("sh", stronghold, "other"))
    players: list[dict[str, Any]] = [{"id": "me", "clan": mine, "family_honor": 12},
                                     {"id": "other", "family_honor": 9}]  # fmt: skip
    if other is not None:
        players[1]["clan"] = other
    state = {"turn": 9, "active_player": "me", "phase": "dynasty", "players": players,
             "cards": cards}  # fmt: skip
    return _load(tmp, pool, state)


def test_natsuyo_scorpion_opponent_legal(tmp_path: Path, pool: CardPool) -> None:
    b = _dynasty(tmp_path, pool, "Doji Natsuyo", ["Marketplace", "Small Farm"])  # 3 + 1 = 4
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "legal", v.reasons


def test_natsuyo_control_crab_opponent_illegal(tmp_path: Path, pool: CardPool) -> None:
    b = _dynasty(tmp_path, pool, "Doji Natsuyo", ["Marketplace", "Small Farm"], other="crab")
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_natsuyo_control_opponent_clan_unknown(tmp_path: Path, pool: CardPool) -> None:
    # the other player's Clan named by no source: whether 1 less applies is a doubt
    b = _dynasty(tmp_path, pool, "Doji Natsuyo", ["Marketplace", "Small Farm"], other=None)
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "another player's Clan is not settled" in " ".join(v.reasons)


def test_natsuyo_opponent_stronghold_settles(tmp_path: Path, pool: CardPool) -> None:
    b = _dynasty(
        tmp_path, pool, "Doji Natsuyo", ["Marketplace", "Small Farm"], other=None,
        stronghold="The Shadowed Estate of the Scorpion",
    )  # fmt: skip
    assert check_play(b, "me", "np", RECRUIT).status == "legal"


def test_natsuyo_short_by_more_than_one(tmp_path: Path, pool: CardPool) -> None:
    b = _dynasty(tmp_path, pool, "Doji Natsuyo", ["Small Farm", "Small Farm"])  # 2 < 4
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_hoshi_crane_player_illegal(tmp_path: Path, pool: CardPool) -> None:
    b = _dynasty(tmp_path, pool, "Togashi Hoshi", ["Marketplace", "Small Farm"])
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_hoshi_brotherhood_player_pays_less(tmp_path: Path, pool: CardPool) -> None:
    # 13 - 2 = 11 Gold for a Brotherhood of Shinsei player; 13 for the Crane
    srcs = ["Copper Mine"] * 5 + ["Small Farm"]
    mine = _dynasty(tmp_path, pool, "Togashi Hoshi", srcs, mine="brotherhood of shinsei")
    (tmp_path / "c").mkdir()
    crane = _dynasty(tmp_path / "c", pool, "Togashi Hoshi", srcs)
    got = check_play(mine, "me", "np", RECRUIT)
    assert got.status == "legal", got.reasons
    assert check_play(crane, "me", "np", RECRUIT).status == "illegal"


def test_unread_conditional_reduction_bounds(tmp_path: Path, pool: CardPool) -> None:
    # The Hidden Heart of Iuchiban 6, "Enters play paying 2 less Gold if you are a Shadowlands
    # Horde player." (not read): 2 Gold is short even with 2 less
    b = _dynasty(tmp_path, pool, "The Hidden Heart of Iuchiban", ["Small Farm", "Small Farm"])
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_unread_conditional_reduction_control(tmp_path: Path, pool: CardPool) -> None:
    # 4 Gold: with 2 less it could be paid -- the unread condition stays a doubt
    b = _dynasty(tmp_path, pool, "The Hidden Heart of Iuchiban", ["Marketplace", "Small Farm"])
    v = check_play(b, "me", "np", RECRUIT)
    assert v.status == "unknown", v.reasons


def test_entering_reads_faction_and_another_clan() -> None:
    from model.oracle.entering import read_entering

    hoshi = read_entering(
        "Enters play paying 2 less Gold if you are a Brotherhood of Shinsei player.",
        "Togashi Hoshi",
    )
    assert not hoshi.unread and hoshi.changes[0].condition is not None
    assert hoshi.changes[0].condition.your_clan == "brotherhood of shinsei"
    either = read_entering(
        "Enters play paying 2 less Gold if you are a Dragon Clan or Brotherhood of Shinsei player.",
        "Tattooed",
    )
    assert not either.unread and either.changes[0].condition is not None
    clans = {c.your_clan for c in either.changes[0].condition.any_of}
    assert clans == {"dragon", "brotherhood of shinsei"}
    nat = read_entering(
        "Natsuyo enters play for 1 less Gold if another player is Scorpion Clan.", "Doji Natsuyo"
    )
    assert nat.changes[0].condition is not None
    assert nat.changes[0].condition.another_clan == "scorpion"
    # not a Clan: left unread
    odd = read_entering("Enters play for 1 less Gold if another player is Foo Clan.", "X")
    assert odd.unread and not odd.changes


# U6/U12: Yoritomo Tadame, "Reaction: When paying a Gold cost during a Combat Segment: Produce
# 3 Gold." -- a Reaction producing without bowing, only in a Combat Segment


def _tadame(tmp: Path, pool: CardPool, combat: bool, gates_bowed: bool = True) -> Any:
    state: dict[str, Any] = {
        "turn": 6, "active_player": "mantis", "phase": "attack" if combat else "action",
        "players": [{"id": "mantis", "clan": "mantis", "family_honor": 9},
                    {"id": "spider", "clan": "spider", "family_honor": 2}],
        "cards": [
            _card("gates", "Gates of the Second City", "mantis", bowed=gates_bowed),
            _card("tadame", "Yoritomo Tadame", "mantis", "battlefield" if combat else "home",
                  **({"battlefield": "spider-p1"} if combat else {})),
            _card("rout", "Rout", "mantis", "hand"),
            _card("hk", "Hired Killer", "mantis", "hand"),
            _card("citadel", "The Sinister Citadel of the Spider", "spider"),
            _card("hiya", "Hiyamako", "spider", "battlefield", battlefield="spider-p1")
            if combat else _card("hiya", "Hiyamako", "spider"),
        ],
    }  # fmt: skip
    if combat:
        state.update(segment="combat", current_battlefield="spider-p1", attacker="mantis",
                     defender="spider")  # fmt: skip
    return _load(tmp, pool, state)


def test_tadame_produces_in_combat(tmp_path: Path, pool: CardPool) -> None:
    v = check(_tadame(tmp_path, pool, combat=True), "mantis", "rout", 0)  # Rout: 1 Gold
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert any("tadame" in ids for _, ids in v.witness.plan.assignment)


def test_tadame_control_outside_combat(tmp_path: Path, pool: CardPool) -> None:
    # Action Phase, every other source bowed: Hired Killer can't be paid, Tadame gives nothing
    v = check(_tadame(tmp_path, pool, combat=False), "mantis", "hk", 0)
    assert v.status == "illegal", v.reasons
    assert "Tadame" not in " ".join(v.reasons)


def test_tadame_reading() -> None:
    from model.oracle.production_free import free_line

    modes = free_line("Reaction: When paying a Gold cost during a Combat Segment: Produce 3 Gold.")
    assert modes is not None and len(modes) == 1
    m = modes[0]
    assert m.gold == 3 and not m.bow and m.once_per_turn
    assert m.only_if is not None and m.only_if.in_battle is True


# U5/U5b/W2/W3: Hida Tsuru, "Tsuru attaches Followers for 2 less Gold." -- an Equip onto him


def _tsuru(tmp: Path, pool: CardPool, sources: list[str], with_tsuru: bool = True) -> Any:
    cards = [
        _card("fortress", "The Unassailable Fortress of the Crab", "crab", bowed=True),
        *(_card(f"s{i}", t, "crab") for i, t in enumerate(sources)),
        _card("kuon", "Hida Kuon", "crab"),
        _card("heavy", "Heavy Infantry", "crab", "hand"),
        _card("medium", "Medium Infantry", "crab", "hand"),
        _card("kaiken", "Akodo Kaiken", "crab", "hand"),
        _card("monastery", "The Fortified Monastery of the Dragon", "dragon"),
    ]
    if with_tsuru:
        cards.append(_card("tsuru", "Hida Tsuru", "crab"))
    state = {
        "turn": 11, "active_player": "crab", "phase": "action",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10},
                    {"id": "dragon", "clan": "dragon", "family_honor": 12}],
        "cards": cards,
    }  # fmt: skip
    return _load(tmp, pool, state)


def _equip(board: Any, card: str, host: str | None = None) -> Any:
    from solver.playing import check_equip

    return check_equip(board, "crab", card, host)


def test_tsuru_follower_costs_two_less_onto_him(tmp_path: Path, pool: CardPool) -> None:
    # Heavy Infantry 8 onto Tsuru: 6 = Iron Mine 3 + Iron Mine 3 (Crab)
    v = _equip(_tsuru(tmp_path, pool, ["Iron Mine", "Iron Mine"]), "heavy")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["personality"] == ("tsuru",)
    assert "pay 6 Gold" in v.witness.costs[0].text


def test_tsuru_stated_cost_onto_him(tmp_path: Path, pool: CardPool) -> None:
    # W2: Medium Infantry (3) onto Tsuru costs 1, and the witness says so
    v = _equip(_tsuru(tmp_path, pool, ["Iron Mine"]), "medium")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and "pay 1 Gold" in v.witness.costs[0].text


def test_tsuru_control_other_host_pays_full(tmp_path: Path, pool: CardPool) -> None:
    # onto Hida Kuon, Heavy Infantry costs 8: 6 Gold is short
    v = _equip(_tsuru(tmp_path, pool, ["Iron Mine", "Iron Mine"]), "heavy", "kuon")
    assert v.status == "illegal", v.reasons


def test_tsuru_short_even_two_less(tmp_path: Path, pool: CardPool) -> None:
    # U5b: 3 Gold, Heavy Infantry onto Tsuru still 6
    v = _equip(_tsuru(tmp_path, pool, ["Iron Mine"]), "heavy")
    assert v.status == "illegal", v.reasons


def test_tsuru_control_no_follower(tmp_path: Path, pool: CardPool) -> None:
    # Akodo Kaiken (an Item, 3) onto Tsuru with Copper Mine 2: 2 less would pay it, but
    # Tsuru's price is for Followers
    v = _equip(_tsuru(tmp_path, pool, ["Copper Mine"]), "kaiken", "tsuru")
    assert v.status == "illegal", v.reasons


def test_tsuru_not_named_for_a_strategy() -> None:
    # W3: "attaches Followers for 2 less Gold" can't lower an action's own Gold cost
    from solver.action_gold_scope import only_for_a_card

    assert only_for_a_card("Hida Tsuru (tsuru): Tsuru attaches Followers for 2 less Gold.")
    assert not only_for_a_card("X (x): When paying for an action, it costs 2 less Gold.")


def test_own_price_shapes() -> None:
    from solver.in_play_reductions import reduction_shape

    assert reduction_shape(
        "This Personality attaches Followers paying 3 less Gold, to a minimum of 1."
    )
    assert reduction_shape("Natsune attaches Spells paying 4 less Gold.")
    assert not reduction_shape("Tsuru attaches Followers for each Samurai.")


# U13: Bayushi Nitoshi, the Poison Mask, "You may use your Stronghold's abilities twice per
# turn." -- its controller's Stronghold only


def _nitoshi(tmp: Path, pool: CardPool, nitoshi_owner: str | None, used: int = 1) -> Any:
    cards = [
        _card("gates", "Gates of the Second City", "mantis"),
        _card("market", "Marketplace", "mantis"),
        _card("bvillage", "Border Village", "mantis"),
        _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
    ]
    if nitoshi_owner is not None:
        cards.append(_card("nitoshi", "Bayushi Nitoshi, the Poison Mask", nitoshi_owner))
    state = {
        "turn": 6, "active_player": "mantis", "phase": "action",
        "players": [{"id": "mantis", "clan": "mantis", "family_honor": 9},
                    {"id": "scorpion", "clan": "scorpion", "family_honor": 8}],
        "memory": [{"card": "estate", "ability": 0, "this_turn": used, "this_game": used},
                   {"card": "gates", "ability": 0, "this_turn": used, "this_game": used}],
        "cards": cards,
    }  # fmt: skip
    return _load(tmp, pool, state)


def test_nitoshi_second_use_of_own_stronghold(tmp_path: Path, pool: CardPool) -> None:
    v = check(_nitoshi(tmp_path, pool, "scorpion"), "scorpion", "estate", 0)
    assert v.status == "legal", v.reasons


def test_nitoshi_control_third_use(tmp_path: Path, pool: CardPool) -> None:
    v = check(_nitoshi(tmp_path, pool, "scorpion", used=2), "scorpion", "estate", 0)
    assert v.status == "illegal", v.reasons


def test_nitoshi_control_none(tmp_path: Path, pool: CardPool) -> None:
    v = check(_nitoshi(tmp_path, pool, None), "scorpion", "estate", 0)
    assert v.status == "illegal", v.reasons


def test_nitoshi_control_other_players_stronghold(tmp_path: Path, pool: CardPool) -> None:
    # the Scorpion's Nitoshi gives the Mantis's Gates nothing
    v = check(_nitoshi(tmp_path, pool, "scorpion"), "mantis", "gates", 0)
    assert v.status == "illegal", v.reasons


# U10: Ruthless Advance, "Battle: Pay Gold equal to a target defending unit's total Gold Cost
# minus 2: Destroy it." -- a unit's Gold, "defending" before "unit"


def _advance(tmp: Path, pool: CardPool, mine_bowed: bool) -> Any:
    state = {
        "turn": 8, "active_player": "spider", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p1", "attacker": "spider", "defender": "crab",
        "players": [{"id": "spider", "clan": "spider", "family_honor": 2},
                    {"id": "crab", "clan": "crab", "family_honor": 12}],
        "cards": [
            _card("citadel", "The Sinister Citadel of the Spider", "spider"),
            _card("tetsuo", "Tetsuo", "spider", "battlefield", battlefield="crab-p1"),
            _card("smine", "Iron Mine", "spider", bowed=mine_bowed),
            _card("ra", "Ruthless Advance", "spider", "hand"),
            _card("fortress", "The Unassailable Fortress of the Crab", "crab"),
            _card("taru", "Kaiu Taru", "crab", "battlefield", battlefield="crab-p1"),
        ],
    }  # fmt: skip
    return _load(tmp, pool, state)


def test_ruthless_advance_minus_two(tmp_path: Path, pool: CardPool) -> None:
    v = check(_advance(tmp_path, pool, mine_bowed=False), "spider", "ra", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("taru",)


def test_ruthless_advance_control_short(tmp_path: Path, pool: CardPool) -> None:
    # the Iron Mine bowed: the Citadel alone can't pay Kaiu Taru's unit minus 2
    v = check(_advance(tmp_path, pool, mine_bowed=True), "spider", "ra", 0)
    assert v.status == "illegal", v.reasons


def test_ruthless_advance_control_own_unit(tmp_path: Path, pool: CardPool) -> None:
    # Tetsuo attacks: not a defending unit
    v = check(_advance(tmp_path, pool, False), "spider", "ra", 0, targets={"target1": ["tetsuo"]})
    assert v.status == "illegal", v.reasons


# W1: Barley Farm's Reaction ("When paying a Gold cost, produce 1 Gold", bowing nothing) is
# preferred over bowing it for the same Gold


def test_barley_reaction_before_its_bow(tmp_path: Path, pool: CardPool) -> None:
    state = {
        "turn": 6, "active_player": "mantis", "phase": "dynasty",
        "players": [{"id": "mantis", "clan": "mantis", "family_honor": 9},
                    {"id": "scorpion", "clan": "scorpion", "family_honor": 10}],
        "cards": [
            _card("gates", "Gates of the Second City", "mantis", bowed=True),
            _card("barley", "Barley Farm", "mantis"),
            _card("bvillage", "Border Village", "mantis"),
            _card("market", "Marketplace", "mantis"),
            _card("okame", "Tsuruchi Okame", "mantis", "province", province=2),
            _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
        ],
    }  # fmt: skip
    v = check_play(_load(tmp_path, pool, state), "mantis", "okame", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    used = {s for _, ids in v.witness.plan.assignment for s in ids}
    assert "barley:1" in used and "barley:0" not in used
