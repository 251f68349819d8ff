"""h38adv3 N6: "Battle: Target an enemy card with Force lower than or equal to this
battlefield's province's strength: Bow it." (Kaiu Iemasa; Kaiu Fumiko's "lower than") reads
the comparison with the current battlefield's Province's strength, which the state gives
(``province_strength``: a stat effects change, Reference 03/04). Stated, it settles the target
(legal onto a 3F enemy Personality at strength 3; with no enemy card at or below it, illegal);
not stated, `unknown` naming it; "this battlefield" of Iemasa away from the current
battlefield stays `unknown` (his battlefield, or the current one?); with no enemy card at all,
illegal whatever the strength (its read part)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.province_strength import province_strength_modifier
from model.oracle.pool import CardPool
from model.selectors import Selector, parse_where
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_AT = {"zone": "battlefield", "battlefield": "dragon-p1"}


def _board(
    pool: CardPool,
    strength: int | None,
    *,
    iemasa: str = "there",
    enemy: bool = True,
    title: str = "Kaiu Iemasa",
) -> Any:
    """Crab attacks Dragon at dragon-p1: Iemasa (``title``) there (or at home); Tamori Muzu
    (3F) defending (or no Dragon card at all)."""
    cards = [_c("keep", "Kyuden Hida • Experienced")]
    cards.append(_c("iemasa", title, **(_AT if iemasa == "there" else {})))
    cards.append(_c("itta", "Hiruma Itta", **_AT))
    if enemy:
        cards.append(_c("muzu", "Tamori Muzu", owner="dragon", **_AT))
    extra: dict[str, Any] = {"segment": "combat", "current_battlefield": "dragon-p1"}
    extra["attacker"] = "crab"
    if strength is not None:
        extra["province_strength"] = strength
    return two_player_board(pool, cards, me="crab", them="dragon", phase="attack", **extra)


def _iemasa(pool: CardPool, strength: int | None, **kw: Any) -> Any:
    return check(_board(pool, strength, **kw), "crab", "iemasa", 1)


def test_stated_strength_settles_the_target(pool: CardPool) -> None:
    v = _iemasa(pool, 3)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["victim"] == ("muzu",)


def test_a_lower_strength_leaves_no_target(pool: CardPool) -> None:
    """Control: Muzu (3F) above strength 2, no other enemy card: illegal."""
    v = _iemasa(pool, 2)
    assert v.status == "illegal", v.reasons


def test_not_stated_is_unknown(pool: CardPool) -> None:
    v = _iemasa(pool, None)
    assert v.status == "unknown"
    assert "province_strength" in " ".join(v.reasons)


def test_away_from_the_current_battlefield_is_unknown(pool: CardPool) -> None:
    """Control: Iemasa at home: "this battlefield" is not settled."""
    v = _iemasa(pool, 8, iemasa="home")
    assert v.status == "unknown", v.reasons
    assert "this battlefield" in " ".join(v.reasons)


def test_no_enemy_card_at_all_is_illegal(pool: CardPool) -> None:
    v = _iemasa(pool, None, enemy=False)
    assert v.status == "illegal", v.reasons


@pytest.mark.parametrize(
    ("strength", "expected"), [(4, "legal"), (3, "illegal"), (None, "unknown")]
)
def test_lower_than_from_the_oracle_text(
    pool: CardPool, strength: int | None, expected: str
) -> None:
    """Kaiu Fumiko (imported text): "with Force lower than ...": Muzu's 3F below 4, not below 3."""
    v = check(_board(pool, strength, title="Kaiu Fumiko"), "crab", "iemasa", 1)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("words", "relation"),
    [
        (
            " with Force lower than or equal to this battlefield's province's strength: Bow it.",
            "{slot}.force <= this_battlefield.province_strength",
        ),
        (
            " with Force lower than the current battlefield's province's strength.",
            "{slot}.force < battlefield.province_strength",
        ),
        (" with Force lower than this battlefield's Terrain.", None),
    ],
)
def test_the_modifier(words: str, relation: str | None) -> None:
    got = province_strength_modifier(words, Selector())
    assert (got[1] if got else None) == relation
    if relation is not None:
        assert not parse_where(relation.replace("{slot}", "t")).references() - {"t"}
