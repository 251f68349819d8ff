"""Gold plans with Truce, the action space's Gold step words, Coin Pouch (h39gold3; Costs and
restrictions / Gold production; Reference 03, Clan Honor Rule). Real cards by title from
../shared/data (skipped without it).

- Truce's "When paying for a Personality with a Clan alignment different than your own: Produce
  2 Gold." pays the card's own Gold cost (h39adv3 N8); whether it may pay the Clan Honor Rule's
  added 2 Gold is not settled: a plan needing that is `unknown` naming Truce (h39adv3 W2).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.decision import decision_point
from solver.good_faith import check
from solver.playing import EQUIP, RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _load(tmp: Path, pool: CardPool, name: str, state: dict[str, Any]) -> Any:
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


# --- 1. Truce for the card's own Gold cost, and the Clan Honor Rule's 2 Gold ----------------


def _crab_dynasty(
    target: str, holdings: list[str], truce: bool = True, clan: str | None = "crab"
) -> dict[str, Any]:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab", bowed=True),
        _card("ken", target, "crab", "province", province=1),
        _card("aerie", "The Aerie", "crane"),
    ]
    cards += [_card(f"h{i}", t, "crab") for i, t in enumerate(holdings)]
    if truce:
        cards.append(_card("truce", "Truce", "crab", "hand"))
    crab: dict[str, Any] = {"id": "crab", "family_honor": 9}
    if clan is not None:
        crab["clan"] = clan
    return {
        "turn": 5,
        "active_player": "crab",
        "phase": "dynasty",
        "players": [crab, {"id": "crane", "clan": "crane", "family_honor": 13}],
        "cards": cards,
    }


@pytest.mark.parametrize(
    ("holdings", "extra"),
    [
        (["Iron Mine", "Copper Mine"], "h1"),  # p23b: Iron 3 + Truce 2 = 5; Copper 2 pays the 2
        (["Iron Mine", "Iron Mine"], "h1"),  # p23f: Iron 3 + Truce 2 = 5; Iron 3 pays the 2
    ],
)
def test_truce_pays_the_cards_own_gold_cost(
    tmp_path: Path, pool: CardPool, holdings: list[str], extra: str
) -> None:
    state = _crab_dynasty("Daidoji Kenshi", holdings)
    one = check(_load(tmp_path, pool, "n8", state), "crab", "ken", RECRUIT)
    assert one.status == "legal", one.reasons
    assert one.witness is not None and one.witness.plan is not None
    paid = dict(one.witness.plan.assignment)
    assert "truce:react" in paid["recruit"] and paid["clan-honor"] == (extra,)
    # Truce free to pay the Clan Honor Rule's Gold too gives no cheaper plan: proven
    assert one.witness.plan_optimal


def test_truce_without_it_or_too_little_stays_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Controls: no Truce (3 + 2 < 7), and Truce with one Iron Mine (3 + 2 < 7, however the
    Reaction's Gold is placed)."""
    for name, holdings, truce in (
        ("c1", ["Iron Mine", "Copper Mine"], False),
        ("c2", ["Iron Mine"], True),
    ):
        state = _crab_dynasty("Daidoji Kenshi", holdings, truce)
        one = check(_load(tmp_path, pool, name, state), "crab", "ken", RECRUIT)
        assert one.status == "illegal", one.reasons


def test_truce_for_the_clan_honor_gold_is_unknown(tmp_path: Path, pool: CardPool) -> None:
    """p23d: Kitsu Sorano (3) + 2 with Iron Mine 3: only Truce paying the Clan Honor Rule's 2
    Gold makes it: the rules don't say it may or may not, so `unknown` naming Truce."""
    state = _crab_dynasty("Kitsu Sorano", ["Iron Mine"])
    one = check(_load(tmp_path, pool, "w2", state), "crab", "ken", RECRUIT)
    assert one.status == "unknown", one.reasons
    assert "Truce" in " ".join(one.reasons)


def test_truce_for_ones_own_clan_pays_nothing(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hiruma Itta (Crab, 5) for a Crab player: no Clan Honor Rule Gold, and Truce
    can't pay for him: Iron Mine 3 < 5 is `illegal`."""
    state = _crab_dynasty("Hiruma Itta", ["Iron Mine"])
    one = check(_load(tmp_path, pool, "own", state), "crab", "ken", RECRUIT)
    assert one.status == "illegal", one.reasons


# --- 2. The action space's Gold step says what each plan does (h39adv1 F2, F3) -------------


def _walk_to_gold(loaded: Any, player: str, title: str, host: str | None = None) -> Any:
    """The Gold step of the announcement of ``title``'s first ability (onto ``host``)."""
    point = decision_point(loaded, player)
    for _ in range(8):
        if point.kind == "gold":
            return point
        ids = point.legal_ids()
        if point.kind == "announce":
            ids = [i for i in ids if point.text(i).startswith(f"{title}:")]
        elif host is not None and any(host in point.text(i) for i in ids):
            ids = [i for i in ids if host in point.text(i)]
        assert ids, (point.kind, title)
        point = point.apply(ids[0])
    raise AssertionError("no Gold step")


def _crab_action(hand: str) -> dict[str, Any]:
    cards = [
        _card("castle", "Carpenter Castle", "crab", bowed=True),
        _card("bazaar", "Seaside Bazaar", "crab"),
        _card("count", "Counting House", "crab"),
        _card("daiki", "Yasuki Daiki", "crab"),
        _card("h1", hand, "crab", "hand"),
        _card("plains", "The Endless Plains of the Unicorn", "unicorn"),
    ]
    return {
        "turn": 7,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 11},
            {"id": "unicorn", "clan": "unicorn", "family_honor": 16},
        ],
        "cards": cards,
    }


def test_gold_step_uses_a_reaction_it_does_not_bow(tmp_path: Path, pool: CardPool) -> None:
    """Seaside Bazaar's "Reaction: When paying a Gold cost, produce 1 Gold" bows nothing: the
    step says "use", as the completed announcement does; "bow" only for what bows."""
    loaded = _load(tmp_path, pool, "f2", _crab_action("Sasumata"))
    point = _walk_to_gold(loaded, "crab", "Sasumata", "Yasuki Daiki")
    said = [point.text(i) for i in point.legal_ids()]
    with_count = [s for s in said if "Counting House" in s and "use Seaside Bazaar" in s]
    assert with_count, said
    assert all("bow Seaside Bazaar, Counting House" not in s for s in said), said
    # control: a plan that bows the Bazaar for its Gold says "bow Seaside Bazaar"
    assert any(s.startswith("equip: bow Seaside Bazaar (mode 1") for s in said), said


def test_gold_step_names_the_copy(tmp_path: Path, pool: CardPool) -> None:
    """Two Copper Mines: two plans that would read the same name their card ids; a plan
    with no twin keeps its words without ids (control)."""
    state = {
        "turn": 10,
        "active_player": "lion",
        "phase": "dynasty",
        "players": [
            {"id": "lion", "clan": "lion", "family_honor": 9},
            {"id": "scorpion", "clan": "scorpion", "family_honor": 6},
        ],
        "cards": [
            _card("keep", "Shamate Keep", "lion"),
            _card("cu1", "Copper Mine", "lion"),
            _card("cu2", "Copper Mine", "lion"),
            _card("farm", "Large Farm", "lion"),
            _card("p2", "Matsu Koyama", "lion", "province", province=2),
            _card("lodd", "Law of Darkness Dojo", "scorpion"),
        ],
    }
    loaded = _load(tmp_path, pool, "f3", state)
    point = _walk_to_gold(loaded, "lion", "Matsu Koyama")
    said = [point.text(i) for i in point.legal_ids()]
    assert len(set(said)) == len(said), said
    assert any("(cu1, 3 Gold)" in s for s in said) and any("(cu2, 3 Gold)" in s for s in said)
    assert any("cu1" not in s and "cu2" not in s for s in said), said


# --- 3. Imperial Summons' Favor ability without the Imperial Favor (h39adv3 N9) -------------


@pytest.mark.parametrize("favor", ["lion", "crane"])
def test_favor_keyword_keeps_the_doubt(tmp_path: Path, pool: CardPool, favor: str) -> None:
    """ "Favor Political Open: Discard the Imperial Favor to bow a target Personality.": with no
    constraints block, the discard is in the effects ("X to Y" in the effects block is an effect,
    not a cost: Costs and restrictions / Mandatory costs), so read without the keyword it would
    be legal without the Favor too; only the Favor keyword's rules (not in the rules files) may
    ask for the Favor: `unknown` naming the keyword, whoever holds the Favor."""
    state = {
        "turn": 6,
        "active_player": "crane",
        "phase": "action",
        "imperial_favor": favor,
        "players": [
            {"id": "crane", "clan": "crane", "family_honor": 12},
            {"id": "lion", "clan": "lion", "family_honor": 12},
        ],
        "cards": [
            _card("pal", "The Aerie", "crane"),
            _card("is", "Imperial Summons", "crane", "hand"),
            _card("lk", "Shamate Keep", "lion"),
            _card("kk", "Matsu Koyama", "lion"),
        ],
    }
    v = check(_load(tmp_path, pool, f"n9{favor}", state), "crane", "is", 0)
    assert v.status == "unknown", v.reasons
    assert "favor" in " ".join(v.reasons).lower()


# --- 4. Coin Pouch's Reaction adds 1 Gold to the one Holding bowing (h39adv1 U2) ------------


def _pouch(bowed: bool = False, holding: str = "Geisha House") -> dict[str, Any]:
    cards = [
        _card("lodd", "Law of Darkness Dojo", "scorpion", bowed=True),
        _card("geisha", holding, "scorpion"),
        _card("nori", "Bayushi Nori", "scorpion"),
        _card("pouch", "Coin Pouch", "scorpion", attached_to="nori", bowed=bowed),
        _card("blade", "Fubatsu Blade", "scorpion", "hand"),
        _card("keep", "Shamate Keep", "lion"),
    ]
    return {
        "turn": 9,
        "active_player": "scorpion",
        "phase": "action",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 6},
            {"id": "lion", "clan": "lion", "family_honor": 21},
        ],
        "cards": cards,
    }


def test_coin_pouch_adds_one_gold(tmp_path: Path, pool: CardPool) -> None:
    """p16: Fubatsu Blade (4) with Geisha House 3 and Coin Pouch: 3 + 1 = 4, `legal`; the
    plan bows the Pouch for its Reaction."""
    one = check(_load(tmp_path, pool, "u2", _pouch()), "scorpion", "blade", EQUIP)
    assert one.status == "legal", one.reasons
    assert one.witness is not None and one.witness.plan is not None
    assert any("Coin Pouch" in e for e in one.witness.plan.extra_costs)


def test_coin_pouch_bowed_or_too_little(tmp_path: Path, pool: CardPool) -> None:
    """Controls: a bowed Coin Pouch can't use its Reaction (3 < 4: `illegal`, no doubt); Tea
    House's 1 + 1 = 2 < 4 is `illegal` with the Pouch read exactly."""
    bowed = check(_load(tmp_path, pool, "u2b", _pouch(bowed=True)), "scorpion", "blade", EQUIP)
    assert bowed.status == "illegal", bowed.reasons
    tea = _pouch(holding="Tea House")
    v = check(_load(tmp_path, pool, "u2c", tea), "scorpion", "blade", EQUIP)
    assert v.status == "illegal", v.reasons
