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
from solver.good_faith import check
from solver.playing import RECRUIT

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
