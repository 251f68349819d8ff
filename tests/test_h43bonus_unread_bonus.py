"""A trait raising the card's own printed attack's strength that the strict reading does not
read is named by the ``unknown`` when the strict reading fails, never dropped silently
(solver/unread_attack_bonus.py, model/cardtext/own_printed_bonus.py
``unread_printed_bonuses``). Real cards from ../shared/data (skipped without it), with
controls: a reach the printed strength meets stays legal; a read bonus (Shosuro Miiko's) and
a card without such a trait are not named.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.own_printed_bonus import unread_printed_bonuses
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
BF = "crab-p1"
NOTE = "not read: a trait that may raise the attack's strength"


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _at(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", "battlefield": BF,
            **more}  # fmt: skip


def _board(tmp: Path, pool: CardPool, me: str, mine: list[dict[str, Any]], force: int) -> Any:
    cards = [
        {"id": "home", "title": "Shiro Mirumoto", "owner": me, "zone": "home"},
        {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        _at("arakan", "Daigotsu Arakan", "crab",
            modifiers=[{"stat": "force", "amount": force - 5}]),  # Force 5
        *mine,
    ]  # fmt: skip
    data = {
        "turn": 9, "active_player": me, "phase": "attack", "segment": "combat",
        "current_battlefield": BF, "attacker": me, "defender": "crab",
        "players": [{"id": me, "clan": me, "family_honor": 20},
                    {"id": "crab", "clan": "crab", "family_honor": 13}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def test_sentences_found() -> None:
    masaru = "If you have Honesty, Masaru has +1F and his printed :ranged: has +1 strength."
    staff = "This Item's printed Fear effects have +1 strength if this Personality is a Naga."
    got = unread_printed_bonuses([masaru, staff], "Ikoma Masaru", CardType.PERSONALITY)
    assert got == (("Ranged", masaru), ("Fear", staff))
    # read ones are not "unread": Miiko's, a plain one
    miiko = "Miiko's printed :ranged: has +1 strength for each face-up card in your hand."
    assert unread_printed_bonuses([miiko], "Shosuro Miiko", CardType.PERSONALITY) == ()


CASES = [
    # (player, cards, card id, printed strength, sentence words)
    ("lion", [_at("masaru", "Ikoma Masaru", "lion")], "masaru", 2, "If you have Honesty"),
    # (Utaku Haniko's "..., while she is attacking and opposed." is read now: h44needless,
    # model/cardtext/own_printed_bonus_when.py, tests/test_h44needless.py)
    ("dragon",
     [_at("shug", "Isawa Nairuko", "dragon"),
      _at("staff", "Staff of Peace", "dragon", attached_to="shug")], "staff", 3, "is a Naga"),
]  # fmt: skip


@real
@pytest.mark.parametrize(("me", "mine", "cid", "strength", "words"), CASES)
def test_unread_bonus_named(
    tmp_path: Path,
    pool: CardPool,
    me: str,
    mine: list[dict[str, Any]],
    cid: str,
    strength: int,
    words: str,
) -> None:
    state = _board(tmp_path, pool, me, mine, strength + 1)
    got = check(state, me, cid, 0)
    assert got.status == "unknown"
    text = " ".join(d.text for d in got.details)
    assert NOTE in text and words in text
    # control: the printed strength reaches: legal, no doubt needed
    assert check(_board(tmp_path, pool, me, mine, strength), me, cid, 0).status == "legal"


@real
def test_no_trait_not_named(tmp_path: Path, pool: CardPool) -> None:
    # control: a card with no such trait (Calling on the Sun out of reach) is not named
    mine = [_at("shug", "Isawa Nairuko", "dragon"),
            _at("sun", "Calling on the Sun", "dragon", attached_to="shug")]  # fmt: skip
    got = check(_board(tmp_path, pool, "dragon", mine, 4), "dragon", "sun", 0)
    assert got.status == "unknown"
    assert NOTE not in " ".join(d.text for d in got.details)
