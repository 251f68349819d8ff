"""Moto Gaheris • Experienced's "... other players may not play Strategies during the Combat
Segment unless their effects will unconditionally move or destroy him." with another unit
announced as the one target the Strategy plainly moves home or destroys
(``solver.unless_moved_scope.announced_elsewhere``, ``solver.announced_slots``; Costs and
restrictions / Restrictions; h40adv6 N6): the announced action moves only that unit, so it
is forbidden."""

from __future__ import annotations

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.test_h38_needless import _CP2, _c, _combat, _gaheris


def test_rout_on_another_unit_is_forbidden(pool: CardPool) -> None:
    v = _gaheris(pool, "Rout", targets={"unit": ["tselu"]})
    assert v.status == "illegal", v.reasons  # was unknown
    assert "Gaheris" in v.reasons[0] and "announced targets" in v.reasons[0]


def test_rout_on_him_is_legal(pool: CardPool) -> None:
    assert _gaheris(pool, "Rout", targets={"unit": ["gaheris"]}).status == "legal"


def test_a_duel_announced_on_another_keeps_the_doubt(pool: CardPool) -> None:
    """Control: Weakness Exposed (a duel; its destruction conditional) announced on Tselu: no
    plainly moved target, stays unknown."""
    v = _gaheris(pool, "Weakness Exposed", targets=None)
    assert v.status == "unknown", v.reasons


def test_rout_pinned_on_another_unit(pool: CardPool) -> None:
    """The factored action space pins the one card of the slot (``pins``): the same answer."""
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", "battlefield", **_CP2),
        _c("tselu", "Shinjo Tselu", "battlefield", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("s", "Rout", "hand", owner="crane"),
    ]
    loaded = _combat(pool, cards, "unicorn", "crane", "crane-p2")
    assert check(loaded, "crane", "s", 0, pins={"unit": ["tselu"]}).status == "illegal"
    assert check(loaded, "crane", "s", 0, pins={"unit": ["gaheris"]}).status == "legal"
