"""h41ranged, on boards of real cards (../shared/data), each with a control:

- A Ranged Attack's strength is its strict reading's Force limit at targeting, as a Melee
  Attack's (its printed reminder: "with Force equal to or lower than the Ranged Attack's
  strength"; Goblin Chuckers' "with 2 or lower Force"; effects.txt, Source of effects, EXCEPTION
  1); the lenient reading has none, its target still in the current enemy army (h41adv4 W1).
- An action unread for an ability keyword names the keyword (h41adv4 W2); "Thunder Engage" out
  of the Attack Phase is illegal whatever Thunder adds (N3).
- "Toturi has -2F/-3C while dishonorable." read from the state's flag (W3a, N1d); a Stronghold's
  "(When going second, ... your Fear has +1 strength ...)" while going second (W3b).
- Lesser Kama's "2 plus the number of other Ashigaru cards and Peasant Weapons in this unit"
  counted (h41adv2 W2); Talisman of Yume-do's "a target face-down card" not read (h41adv2 W1).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import bp1_battle

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    players = turn.pop("players", [("a", "spider"), ("b", "mantis")])
    return bp1_battle(tmp, pool, cards, players=players, honor=8, **turn)


def _at(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "bp1", **more}  # fmt: skip


# -- W1: a Ranged Attack's strength limits its target in the strict reading --------------------


def _chuckers(tmp: Path, pool: CardPool, *enemies: dict[str, Any]) -> Any:
    return _load(tmp, pool, [
        _at("host", "Tetsuo", "a", bowed=True),
        _at("chuck", "Goblin Chuckers", "a", attached_to="host"),
        *enemies,
    ])  # fmt: skip


def test_chuckers_only_above_two_force_is_no_longer_legal(tmp_path: Path, pool: CardPool) -> None:
    """Only Nobukatsu (4F): "(Destroy a target enemy Follower or Personality without Followers
    with 2 or lower Force)" — strictly no target: unknown (was legal)."""
    board = _chuckers(tmp_path, pool, _at("nobu", "Tsuruchi Nobukatsu", "b"))
    v = check(board, "a", "chuck", 0)
    assert v.status == "unknown", v.reasons
    assert "Ranged Attack's Force limit" in v.reasons[0] and "at most 2" in v.reasons[0]


def test_chuckers_with_a_two_force_target_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hiruma Itta (2F) beside him: legal, the witness Itta."""
    board = _chuckers(
        tmp_path, pool, _at("nobu", "Tsuruchi Nobukatsu", "b"), _at("itta", "Hiruma Itta", "b")
    )
    v = check(board, "a", "chuck", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("itta",)


def test_chuckers_with_no_enemy_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Control: no enemy at the battlefield: illegal in both readings."""
    board = _chuckers(tmp_path, pool, {"id": "nobu", "title": "Tsuruchi Nobukatsu", "owner": "b",
                                       "zone": "home"})  # fmt: skip
    assert check(board, "a", "chuck", 0).status == "illegal"


@pytest.mark.parametrize(("foe", "status"), [("Hida Mimori", "unknown"), ("Hida Daizu", "legal")])
def test_a_plain_ranged_attack_of_five(
    tmp_path: Path, pool: CardPool, foe: str, status: str
) -> None:
    """Tsuruchi Kosoko's "Battle: Ranged 5 Attack." (no reminder): Mimori 8F only in the lenient
    reading (unknown), Daizu 5F in both (legal)."""
    board = _load(tmp_path, pool, [
        _at("kosoko", "Tsuruchi Kosoko", "a"), _at("foe", foe, "b"),
    ], players=[("a", "mantis"), ("b", "crab")])  # fmt: skip
    v = check(board, "a", "kosoko", 0)
    assert v.status == status, v.reasons


# -- W2, N3: ability keywords whose rules are not in the rules files ---------------------------


def _keywords(tmp: Path, pool: CardPool, **turn: Any) -> Any:
    return _load(tmp, pool, [
        {"id": "hiromi", "title": "Yoritomo Hiromi, the Growing Storm • Experienced 2",
         "owner": "a", "zone": "home"},
        {"id": "fist", "title": "Fist of the Earth", "owner": "a", "zone": "hand"},
        {"id": "cr", "title": "Hida Fubatsu", "owner": "b", "zone": "home"},
    ], players=[("a", "mantis"), ("b", "crab")], **turn)  # fmt: skip


def test_a_keyword_unknown_names_the_keyword(tmp_path: Path, pool: CardPool) -> None:
    """Fist of the Earth ("Earth Kiho Battle: Bow your target unbowed Monk or Shugenja. ...") in
    the Combat Segment with a Shugenja of its player there: unknown, naming Kiho."""
    board = _load(tmp_path, pool, [
        _at("osaku", "Kuni Osaku", "a"),
        {"id": "fist", "title": "Fist of the Earth", "owner": "a", "zone": "hand"},
        _at("cr", "Hida Fubatsu", "b"),
    ], players=[("a", "crab"), ("b", "lion")])  # fmt: skip
    v = check(board, "a", "fist", 0)
    assert v.status == "unknown"
    assert v.reasons[0].startswith(
        "not modelled: the keyword 'kiho' (its rules are not in the rules files): Earth Kiho"
    ), v.reasons


def test_thunder_engage_in_the_action_phase_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """ "Thunder Engage: Your Ranged Attacks during this battle have +1 strength.": "during this
    battle" is how long its effect lasts, no time of its own: illegal out of the Attack Phase."""
    turn = {"phase": "action", "segment": None, "current_battlefield": None, "attacker": None}
    v = check(_keywords(tmp_path, pool, **turn), "a", "hiromi", 0)
    assert v.status == "illegal", v.reasons
    assert "whatever its keyword adds" in v.reasons[0]


def test_thunder_engage_at_engage_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: at engage (the Attack Phase) its timing may fit: unknown, naming Thunder."""
    v = check(_keywords(tmp_path, pool, segment=None), "a", "hiromi", 0)
    assert v.status == "unknown", v.reasons
    assert "the keyword 'thunder'" in v.reasons[0]


# -- W3a, N1d: Toturi's "-2F/-3C while dishonorable" ---------------------------------------------


def _toturi(tmp: Path, pool: CardPool, dishonorable: bool) -> Any:
    return _load(tmp, pool, [
        _at("gunjao", "Kokujin Gunjao", "a"),
        _at("host", "Suikotsu", "a"),
        _at("toturi", "Toturi • Experienced", "b", dishonorable=dishonorable),
    ], players=[("a", "spider"), ("b", "toturi's army")])  # fmt: skip


@pytest.mark.parametrize(("dishonorable", "fear", "lower"), [
    (True, "legal", "illegal"),  # 4F: Gunjao's Fear 4 holds him; Suikotsu (4F) is not higher
    (False, "unknown", "illegal"),  # 6F: the Fear only in its lenient reading
])  # fmt: skip
def test_toturi_while_dishonorable(
    tmp_path: Path, pool: CardPool, dishonorable: bool, fear: str, lower: str
) -> None:
    board = _toturi(tmp_path, pool, dishonorable)
    v = check(board, "a", "gunjao", 0)
    assert v.status == fear, v.reasons
    assert "while dishonorable" not in " ".join(v.reasons)
    assert check(board, "a", "host", 0).status == lower


# -- W3b: "(When going second, ... your Fear has +1 strength ...)" ------------------------------


@pytest.mark.parametrize(("second", "status"), [(True, "legal"), (False, "unknown")])
def test_bastion_fear_going_second(
    tmp_path: Path, pool: CardPool, second: bool, status: str
) -> None:
    """The Hidden Bastion of the Spider's Fear 3 against Nobukatsu (4F): Fear 4 going second
    (legal); going first (the control) the strict reading has no target (unknown)."""
    order = [("b", "mantis"), ("a", "spider")] if second else [("a", "spider"), ("b", "mantis")]
    board = _load(tmp_path, pool, [
        {"id": "bastion", "title": "The Hidden Bastion of the Spider", "owner": "a",
         "zone": "home"},
        _at("nobu", "Tsuruchi Nobukatsu", "b"),
    ], players=order, turn=2 if second else 1)  # fmt: skip
    v = check(board, "a", "bastion", 0)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "if you took turn 2" in v.reasons[0]


# -- h41adv2 W2: Lesser Kama's count -------------------------------------------------------------


@pytest.mark.parametrize(("spear", "status"), [(True, "legal"), (False, "unknown")])
def test_lesser_kama_counts_the_other_ashigaru(
    tmp_path: Path, pool: CardPool, spear: bool, status: str
) -> None:
    """Kama and Ashigaru Spearmen on Kaiu Watsuki: Fear 3, Doji Yoshitada (3F) a target; without
    the Spearmen (the control) Fear 2: only the lenient reading."""
    cards = [
        _at("watsuki", "Kaiu Watsuki", "a"),
        _at("kama", "Lesser Kama", "a", attached_to="watsuki"),
        _at("yoshitada", "Doji Yoshitada", "b"),
    ]
    if spear:
        cards.append(_at("spear", "Ashigaru Spearmen", "a", attached_to="watsuki"))
    board = _load(tmp_path, pool, cards, players=[("a", "crab"), ("b", "crane")])
    v = check(board, "a", "kama", 0)
    assert v.status == status, v.reasons
    if spear:
        assert v.witness is not None and v.witness.targets["target1"] == ("yoshitada",)


# -- h41adv2 W1: Talisman of Yume-do's "target face-down card" -------------------------------------


@pytest.mark.parametrize(("phase", "status"), [("action", "unknown"), ("attack", "illegal")])
def test_talisman_face_down_target_not_read(
    tmp_path: Path, pool: CardPool, phase: str, status: str
) -> None:
    """Its own Action Phase: unknown naming the text (was a false illegal: "there are none");
    in the Combat Segment (the control) its Limited timing already fails: illegal."""
    turn: dict[str, Any] = {"phase": phase}
    if phase == "action":
        turn.update(segment=None, current_battlefield=None, attacker=None)
    board = _load(tmp_path, pool, [
        {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "a", "zone": "home"},
        {"id": "tal", "title": "Talisman of Yume-do", "owner": "a", "zone": "home",
         "attached_to": "yoshitada"},
        {"id": "fd1", "title": "Kaiu Watsuki", "owner": "b", "zone": "province", "province": 1,
         "face_up": False},
    ], players=[("a", "crane"), ("b", "crab")], **turn)  # fmt: skip
    v = check(board, "a", "tal", 0)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "Look at a target face-down card" in v.reasons[0]
