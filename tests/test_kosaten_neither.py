"""Kosaten Shiro's "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, to a
minimum of 1, but will not have their costs changed in any other way." beside a Holding whose
whole text names neither Gold nor Honor (Small Library: "After this Holding enters play from a
Province, refill the Province face-up."): neither the reduction nor its lock reaches it
(``solver.producing_holdings.passes_by``; Reference 03, Holding Gold Production; Costs and
restrictions / Changes to costs and payments; h38adv5 N5). Before, the Recruit stayed
``unknown`` naming Kosaten."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play

_JADE = {"id": "jade", "title": "Jade Works", "owner": "me", "zone": "home"}  # 3 Gold
_MAKOTO = {"id": "makoto", "title": "Yasuki Makoto", "owner": "me", "zone": "home"}


def _board(tmp: Path, pool: CardPool, target: str, *extra: dict[str, Any],
           kosaten: bool = True) -> Any:  # fmt: skip
    sh = "Kosaten Shiro" if kosaten else "The Esteemed Palace of the Crane"
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": sh, "owner": "me", "zone": "home", "bowed": True},
        {"id": "p1", "title": target, "owner": "me", "zone": "province", "province": 1},
        {"id": "osh", "title": "Shamate Keep", "owner": "other", "zone": "home"},
        _JADE,
        *extra,
    ]
    state = {
        "turn": 6, "active_player": "me", "phase": "dynasty",
        "players": [{"id": "me", "clan": "crane", "family_honor": 9},
                    {"id": "other", "clan": "lion", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_library_is_short_beside_kosaten(tmp_path: Path, pool: CardPool) -> None:
    """Small Library (4) against Jade Works (3): `illegal` (was `unknown`)."""
    v = check(_board(tmp_path, pool, "Small Library"), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert not any("Kosaten" in r for r in v.reasons), v.reasons


def test_makoto_lowers_the_library_beside_kosaten(tmp_path: Path, pool: CardPool) -> None:
    """Yasuki Makoto's "Your Holdings enter play for 1 less Gold.": the lock does not reach the
    Library, so 4 - 1 = 3 is paid by Jade Works (was `unknown`)."""
    v = check(_board(tmp_path, pool, "Small Library", _MAKOTO), "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    label = next(c.text for c in v.witness.costs if c.kind == "gold")
    assert label.startswith("pay 3 Gold") and "Makoto" in label, label


def test_controls(tmp_path: Path, pool: CardPool) -> None:
    """Temple Fortress ("After the first time each turn you bow this Holding, gain 1 Honor.")
    may be Honor-producing: its shortfall beside Kosaten keeps the doubt. Spirit's Essence Dojo
    (the Library's sentence) without Kosaten: short, as before."""
    v = check(_board(tmp_path, pool, "Temple Fortress"), "me", "p1", Play.RECRUIT)
    assert v.status == "unknown", v.reasons
    w = check(_board(tmp_path, pool, "Small Library", kosaten=False), "me", "p1", Play.RECRUIT)
    assert w.status == "illegal", w.reasons
    x = check(_board(tmp_path, pool, "Small Library", _MAKOTO, kosaten=False), "me", "p1",
              Play.RECRUIT)  # fmt: skip
    assert x.status == "legal", x.reasons
