"""Fixed reductions of cards in play to a rulebook play's Gold cost, read exactly
(``solver.in_play_reductions``; Costs and restrictions / Changes to costs and payments;
Reference 04, "to a minimum"): Yasuki Makoto's "Your Holdings enter play for 1 less Gold.",
Isawa Hibana's "Hibana Equips Fire Spells for 2 less Gold.", The Great Walls of Kaiu's
"Fortifications enter play for you for 4 less Gold.", Kyuden Agasha's "Spells you own in and out
of play have -2 Gold Cost, to a minimum of 1."; Kosaten Shiro's Holdings reduction is no Gold
production (h30adv1 W3/W4/N1/N2, h30adv2 W1/W2/F2b)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from model.oracle.production_other import cost_change
from solver.good_faith import check
from solver.in_play_reductions import InPlayReduction, _shape, price_after, says_lock
from solver.verdict import Play

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
_REAL = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.mark.parametrize(
    ("said", "amount", "minimum"),
    [
        ("Your Holdings enter play for 1 less Gold.", 1, None),  # Yasuki Makoto
        ("Fortifications enter play for you for 4 less Gold.", 4, None),  # Great Walls of Kaiu
        ("Obsidian Items enter play for you for 4 less Gold.", 4, None),  # Volcano
        ("Your Geisha enter play for 1 less Gold.", 1, None),  # Sachina Sensei
        ("Hibana Equips Fire Spells for 2 less Gold.", 2, None),
        ("Bujun Equips Weapons paying 2 less Gold.", 2, None),
        ("Spells you own in and out of play have -2 Gold Cost, to a minimum of 1.", 2, 1),
        ("Your Ninja cards in and out of play have -2 Gold Cost.", 2, None),
        ("Your Courtiers in and out of play have -1 Gold Cost, to a minimum of 1.", 1, 1),
    ],
)  # fmt: skip
def test_shapes_read(said: str, amount: int, minimum: int | None) -> None:
    shape = _shape(said)
    assert shape is not None and (shape.amount, shape.minimum) == (amount, minimum)


@pytest.mark.parametrize(
    "said",
    [
        "Crab Clan Personalities enter play for you for 2 less Gold, but will not have their Gold "
        "cost further reduced.",
        "Your other Fudo cards enter play for 1 less Gold.",
        "Yasuyo Equips Unique Weapons for 3 less Gold, to a minimum of 1.",
        "Your Scorpion Clan Personalities in and out of play have -2 Gold Cost.",
        "Fox and Fox Clan Personalities enter play paying 2 less Gold for you.",
        "Holdings in this Province enter play for 3 less Gold.",
        # bowing it to pay would end it while the cost is paid
        "While this Holding is unbowed, your Cavalry cards enter play for 1 less Gold, to a "
        "minimum of 1.",
        "Your Personalities enter play for :g1: less, to a minimum of 3, and have +1F/+1C while "
        "opposed.",
        "If you are a Dragon Clan player, your Farm Holdings enter play for 1 less Gold, to a "
        "minimum of 1.",
    ],
)
def test_other_shapes_stay_unread(said: str) -> None:
    assert _shape(said) is None


def _r(amount: int, minimum: int | None = None) -> InPlayReduction:
    return InPlayReduction("X: y", "x", amount, minimum)


@pytest.mark.parametrize(
    ("cost", "found", "expected"),
    [
        (6, [_r(1)], 5),
        (1, [_r(2)], 0),  # Burning Spirit 2 - 1 (its own) - 2 (Hibana): never below 0
        (4, [_r(2, 1)], 2),  # Earth Becomes Sky beside Kyuden Agasha
        (2, [_r(2, 1)], 1),  # to a minimum of 1
        (1, [_r(2, 1)], 1),
        (0, [_r(2, 1)], 0),  # a minimum limits the reduction; it raises nothing
        (5, [_r(1), _r(2, 1)], 2),  # plain first, then the one "to a minimum"
        (6, [_r(0)], 6),  # read, but not this play
    ],
)
def test_price_after(cost: int, found: list[InPlayReduction], expected: int) -> None:
    assert price_after(cost, found) == expected


def test_kosaten_is_a_cost_change_not_production() -> None:
    assert cost_change(
        "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, to a minimum of "
        "1, but will not have their costs changed in any other way."
    )
    assert cost_change("Your Gold-producing Holdings enter play for you for 1 less Gold.")
    assert not cost_change("Gold-producing Holdings produce 1 less Gold.")


def _board(tmp: Path, pool: CardPool, phase: str, me: str, cards: list[dict[str, Any]]) -> Any:
    state = {
        "turn": 5,
        "active_player": me,
        "phase": phase,
        "players": [
            {"id": me, "clan": me, "family_honor": 10},
            {"id": "other", "clan": "scorpion", "family_honor": 9},
        ],
        "cards": [
            *cards,
            {"id": "estate", "title": "The Shadowed Estate of the Scorpion", "owner": "other",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def _c(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _makoto(owner: str, target: str = "Merchant Atoll") -> list[dict[str, Any]]:
    return [
        _c("palace", "The Esteemed Palace of the Crane", "crane", bowed=True),
        _c("market", "Marketplace", "crane"),
        _c("farm", "Large Farm", "crane"),
        _c("makoto", "Yasuki Makoto", owner, bowed=True),  # a trait: bowed or not
        _c("cp4", target, "crane", "province", province=4),
    ]


@_REAL
def test_makoto_lowers_a_holding(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, "dynasty", "crane", _makoto("crane")), "crane", "cp4",
              Play.RECRUIT)  # fmt: skip
    assert v.status == "legal", v.reasons  # 6 - 1 = 5 = Marketplace 3 + Large Farm 2
    assert v.witness is not None and v.witness.costs[0].text.startswith("pay 5 Gold")


@_REAL
@pytest.mark.parametrize(
    ("owner", "target"),
    [
        ("other", "Merchant Atoll"),  # another player's Makoto: not "your" Holdings
        ("crane", "Kakita Kenta"),  # a Personality (6): not a Holding
    ],
)
def test_makoto_controls(tmp_path: Path, pool: CardPool, owner: str, target: str) -> None:
    cards = _makoto(owner, target)
    if owner == "other":
        cards = [c if c["id"] != "makoto" else {**c, "controller": "other"} for c in cards]
    v = check(_board(tmp_path, pool, "dynasty", "crane", cards), "crane", "cp4", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def _hibana(host: str, spell: str = "Burning Spirit") -> list[dict[str, Any]]:
    return [
        _c("temple", "The Majestic Temple of the Phoenix", "phoenix", bowed=True),
        _c("host", host, "phoenix"),
        _c("ph1", spell, "phoenix", "hand"),
    ]


@_REAL
def test_hibana_equips_fire_spells_for_less(tmp_path: Path, pool: CardPool) -> None:
    loaded = _board(tmp_path, pool, "action", "phoenix", _hibana("Isawa Hibana • Experienced"))
    v = check(loaded, "phoenix", "ph1", Play.EQUIP)
    assert v.status == "legal", v.reasons  # 2 - 1 (Fire Shugenja) - 2 (Hibana) -> 0
    assert v.witness is not None and v.witness.costs[0].text.startswith("pay 0 Gold")


@_REAL
def test_hibana_control_another_fire_shugenja(tmp_path: Path, pool: CardPool) -> None:
    # Isawa Hibana (not Experienced) has no such sentence: 2 - 1 = 1, no Gold
    v = check(_board(tmp_path, pool, "action", "phoenix", _hibana("Isawa Hibana")), "phoenix",
              "ph1", Play.EQUIP)  # fmt: skip
    assert v.status != "legal", v.reasons


def _kaiu(extra: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        _c("gwk", "The Great Walls of Kaiu", "crab", bowed=True),
        _c("kabuki", "Kabuki Theater Troupe", "crab"),
        *extra,
    ]


@_REAL
def test_great_walls_fortifications(tmp_path: Path, pool: CardPool) -> None:
    cards = _kaiu([_c("p1", "Barbican", "crab", "province", province=1)])
    v = check(_board(tmp_path, pool, "dynasty", "crab", cards), "crab", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons  # 6 - 4 = 2
    assert v.witness is not None and v.witness.costs[0].text.startswith("pay 2 Gold")


@_REAL
def test_great_walls_control_not_a_fortification(tmp_path: Path, pool: CardPool) -> None:
    cards = _kaiu([_c("p1", "Merchant Atoll", "crab", "province", province=1)])
    v = check(_board(tmp_path, pool, "dynasty", "crab", cards), "crab", "p1", Play.RECRUIT)
    assert v.status != "legal", v.reasons  # 6, Kabuki alone can't pay it


def _agasha(spell: str) -> list[dict[str, Any]]:
    return [
        _c("agasha", "Kyuden Agasha", "phoenix", bowed=True),
        _c("farm", "Large Farm", "phoenix"),
        _c("toshiji", "Isawa Toshiji", "phoenix"),
        _c("h1", spell, "phoenix", "hand"),
    ]


@_REAL
def test_agasha_lowers_spells_to_a_minimum(tmp_path: Path, pool: CardPool) -> None:
    loaded = _board(tmp_path, pool, "action", "phoenix", _agasha("Earth Becomes Sky"))
    v = check(loaded, "phoenix", "h1", Play.EQUIP)
    assert v.status == "legal", v.reasons  # 4 - 2 = 2: Large Farm alone
    assert v.witness is not None and v.witness.costs[0].text.startswith("pay 2 Gold")
    assert v.witness.plan is not None


@_REAL
def test_agasha_control_a_cost_that_may_not_be_reduced(tmp_path: Path, pool: CardPool) -> None:
    # "This Spell's Gold cost may not be reduced or ignored.": no reduction is read beside it
    loaded = _board(tmp_path, pool, "action", "phoenix", _agasha("Strength of the Forge"))
    v = check(loaded, "phoenix", "h1", Play.EQUIP)
    assert v.witness is None or not v.witness.costs[0].text.startswith("pay 0 Gold")
    assert v.status != "illegal"


@_REAL
def test_kosaten_doubts_no_personality(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        _c("kosaten", "Kosaten Shiro", "crane", bowed=True),
        _c("market", "Marketplace", "crane"),
        _c("silk", "Silk Works", "crane"),
        _c("p1", "Doji Takeji", "crane", "province", province=1),
    ]
    v = check(_board(tmp_path, pool, "dynasty", "crane", cards), "crane", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons  # 7 = Marketplace 3 + Silk Works 4


@_REAL
def test_locks(pool: CardPool) -> None:
    forge = pool.get("Strength of the Forge")
    kosaten = pool.get("Kosaten Shiro")
    assert forge is not None and kosaten is not None
    assert says_lock(forge.card) and not says_lock(forge.card, others=True)  # its own cost only
    assert says_lock(kosaten.card, others=True)  # "... will not have their costs changed ..."


def _takeji(other: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        _c("sh", "Hidden Falls Dojo", "crane", bowed=True),
        _c("market", "Marketplace", "crane"),
        _c("copper", "Copper Mine", "crane"),
        *other,
        _c("p1", "Doji Takeji", "crane", "province", province=1),
    ]


@_REAL
@pytest.mark.parametrize(
    ("other", "expected"),
    [
        # "Takeji has -2 Gold Cost while you control a Crane Clan Duelist or a Crane Clan
        # Courtier.": Doji Koin (a Crane Courtier): 7 - 2 = 5 = Marketplace 3 + Copper Mine 2
        ([_c("koin", "Doji Koin", "crane")], "legal"),
        ([], "illegal"),  # control: no Courtier nor Duelist, 7 > 5 for certain
        # control: a Courtier of another Clan (the Clan may be given?): the doubt stays
        ([_c("makoto", "Yasuki Makoto", "crane")], "unknown"),
    ],
)
def test_own_reduction_while_you_control(
    tmp_path: Path, pool: CardPool, other: list[dict[str, Any]], expected: str
) -> None:
    loaded = _board(tmp_path, pool, "dynasty", "crane", _takeji(other))
    v = check(loaded, "crane", "p1", Play.RECRUIT)
    assert v.status == expected, v.reasons
    if expected == "legal":
        assert v.witness is not None and v.witness.costs[0].text.startswith("pay 5 Gold")


@_REAL
def test_label_names_the_reduction(tmp_path: Path, pool: CardPool) -> None:
    # the plan's label says why it pays less than printed (``solver.reduction_labels``)
    v = check(_board(tmp_path, pool, "dynasty", "crane", _makoto("crane")), "crane", "cp4",
              Play.RECRUIT)  # fmt: skip
    assert v.witness is not None
    assert v.witness.costs[0].text == (
        "pay 5 Gold (Merchant Atoll's Gold cost, -1 Gold: Yasuki Makoto)"
    )


@_REAL
def test_label_names_no_reduction_without_one(tmp_path: Path, pool: CardPool) -> None:
    cards = [c for c in _makoto("crane") if c["id"] != "makoto"]  # control: no Makoto
    cards.append(_c("farm2", "Large Farm", "crane"))
    v = check(_board(tmp_path, pool, "dynasty", "crane", cards), "crane", "cp4", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and "Gold:" not in v.witness.costs[0].text


@_REAL
def test_label_names_a_minimum_reduction(tmp_path: Path, pool: CardPool) -> None:
    cards = [_c("sh", "Kyuden Agasha", "phoenix", bowed=True), _c("tea", "Tea House", "phoenix"),
             _c("tea2", "Tea House", "phoenix"), _c("k", "Isawa Kaname", "phoenix"),
             _c("sp", "Earth Becomes Sky", "phoenix", "hand")]  # fmt: skip
    v = check(_board(tmp_path, pool, "action", "phoenix", cards), "phoenix", "sp", Play.EQUIP)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert "-2 Gold (to a minimum of 1): Kyuden Agasha" in v.witness.costs[0].text


@_REAL
@pytest.mark.parametrize("makoto", [True, False])
def test_shortfall_names_the_reduction(tmp_path: Path, pool: CardPool, makoto: bool) -> None:
    cards = [c for c in _makoto("crane") if c["id"] != "farm"]  # Marketplace 3 only
    if not makoto:
        cards = [c for c in cards if c["id"] != "makoto"]  # control: nothing to name
    v = check(_board(tmp_path, pool, "dynasty", "crane", cards), "crane", "cp4", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    said = " ".join(v.reasons)
    if makoto:
        assert "the Gold cost needs 5 Gold (-1 Gold: Yasuki Makoto)" in said, said
    else:
        assert "the Gold cost needs 6 Gold;" in said and "Gold: Yasuki" not in said, said
