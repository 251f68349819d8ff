"""Host stat limits ("Will only attach to a Personality with 3 or greater Force.") ask the unread
sentences that may change the tested stat (``solver.host_stat_doubt``; h38adv3 W1-W3), and a
card's own stat change the state settles is read (``model.own_stats``: "while attacking",
"while defending", "while it is your turn", "for each <Keyword> in play"; h38adv3 N1, N5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.common import Stat
from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play


def _load(tmp: Path, pool: CardPool, state: dict[str, Any]) -> Any:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def _two(active: str, cards: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {
        "turn": 9,
        "active_player": active,
        "phase": "action",
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 19},
            {"id": "spider", "clan": "spider", "family_honor": 4},
        ],
        "cards": [
            {"id": "khan", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
            {"id": "citadel", "title": "The Sinister Citadel of the Spider", "owner": "spider",
             "zone": "home"},
            *cards,
        ],
        **extra,
    }  # fmt: skip


def _card(cid: str, title: str, owner: str, zone: str = "home", **extra: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **extra}


# --- W1: "Yuki has +1F/+1C for each Forest in play." --------------------------------------


def _yuki(tmp: Path, pool: CardPool, forests: int) -> Any:
    shrines = [
        _card(f"f{i}", "Ageless Shrine", "unicorn" if i % 2 else "spider") for i in range(forests)
    ]
    cards = [
        *shrines,
        _card("yuki", "Yuki no Onna", "spider"),
        _card("ha", "Heavy Armor", "spider", "hand"),
    ]
    return _load(tmp, pool, _two("spider", cards))


def test_yuki_two_forests_takes_heavy_armor(tmp_path: Path, pool: CardPool) -> None:
    board = _yuki(tmp_path, pool, 2)  # 1F + 2 Forests (either player's) = 3F
    assert as_view(board).stat("yuki", Stat.FORCE) == 3
    assert as_view(board).stat("yuki", Stat.CHI) == 4
    v = check(board, "spider", "ha", Play.EQUIP)
    assert v.status == "legal", v.reasons


def test_yuki_one_forest_control_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _yuki(tmp_path, pool, 1)  # 2F < 3
    v = check(board, "spider", "ha", Play.EQUIP)
    assert v.status == "illegal", v.reasons
    assert any("Force >= 3" in r for r in v.reasons), v.reasons


# --- W2 / N5: "Shugorei has -2F while it is your turn." -----------------------------------


def _shugorei(tmp: Path, pool: CardPool, active: str, modifier: int = -1) -> Any:
    cards = [
        _card("gm", "Gold Mine", "unicorn"),
        _card(
            "shug", "Shugorei", "unicorn",
            modifiers=[{"stat": "force", "amount": modifier}] if modifier else [],
        ),
        _card("ha", "Heavy Armor", "unicorn", "hand"),
    ]  # fmt: skip
    return _load(tmp, pool, _two(active, cards))


def test_shugorei_own_turn_heavy_armor_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _shugorei(tmp_path, pool, "unicorn")  # 5 - 1 - 2 = 2F
    assert as_view(board).stat("shug", Stat.FORCE) == 2
    v = check(board, "unicorn", "ha", Play.EQUIP)
    assert v.status == "illegal", v.reasons


def test_shugorei_other_turn_heavy_armor_legal(tmp_path: Path, pool: CardPool) -> None:
    board = _shugorei(tmp_path, pool, "spider")  # control: 5 - 1 = 4F
    assert as_view(board).stat("shug", Stat.FORCE) == 4
    v = check(board, "unicorn", "ha", Play.EQUIP)
    assert v.status == "legal", v.reasons


def test_yuri_pays_shugorei_force_on_its_turn(tmp_path: Path, pool: CardPool) -> None:
    """h38adv3 N5 (p40): Unicorn attacks with Shugorei on Unicorn's turn: 5 - 2 = 3 Gold, and
    Crane has a Marketplace (3): legal; control: Otaku Kamoko attacking is 3 + 1 = 4 (p39)."""
    for title, status in (("Shugorei", "legal"), ("Otaku Kamoko", "illegal")):
        state = {
            "turn": 9, "active_player": "unicorn", "phase": "attack", "segment": "combat",
            "current_battlefield": "crane-p1", "attacker": "unicorn",
            "players": [{"id": "unicorn", "clan": "unicorn", "family_honor": 19},
                        {"id": "crane", "clan": "crane", "family_honor": 20}],
            "cards": [
                _card("khan", "The Khan's Estate", "unicorn"),
                _card("att", title, "unicorn", "battlefield", battlefield="crane-p1"),
                _card("palace", "The Esteemed Palace of the Crane", "crane", bowed=True),
                _card("mkt", "Marketplace", "crane"),
                _card("yuri", "Kakita Yuri", "crane", "battlefield", battlefield="crane-p1"),
            ],
        }  # fmt: skip
        board = _load(tmp_path, pool, state)
        v = check(board, "crane", "yuri", 0)
        assert v.status == status, (title, v.reasons)


# --- N1: "Kamoko has +1F while attacking." and the like ------------------------------------


def _battle(tmp: Path, pool: CardPool, attacker: str, cards: list[dict[str, Any]]) -> Any:
    field = "unicorn-p2" if attacker == "spider" else "spider-p2"
    extra = {"segment": "combat", "current_battlefield": field, "attacker": attacker}
    state = _two(attacker, cards, **extra)
    state["phase"] = "attack"
    for c in state["cards"]:
        if c["zone"] == "battlefield":
            c["battlefield"] = field
    return _load(tmp, pool, state)


def test_fear_on_defending_kamoko_legal(tmp_path: Path, pool: CardPool) -> None:
    """h38adv3 N1 (p28): Kamoko defending is 3F, so the Citadel's Fear 3 may target her."""
    cards = [
        _card("kamoko", "Otaku Kamoko", "unicorn", "battlefield"),
        _card("itta", "Hiruma Itta", "spider", "battlefield"),
    ]
    board = _battle(tmp_path, pool, "spider", cards)
    assert as_view(board).stat("kamoko", Stat.FORCE) == 3
    v = check(board, "spider", "citadel", 0)
    assert v.status == "legal", v.reasons


def test_attacking_kamoko_has_her_bonus(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kamoko attacking is 4F (Fear 3 can't take her)."""
    cards = [
        _card("kamoko", "Otaku Kamoko", "unicorn", "battlefield"),
        _card("itta", "Hiruma Itta", "spider", "battlefield"),
    ]
    board = _battle(tmp_path, pool, "unicorn", cards)
    assert as_view(board).stat("kamoko", Stat.FORCE) == 4


def test_defending_bonuses_of_other_cards(tmp_path: Path, pool: CardPool) -> None:
    """The same shape on other cards: Tamori Kazushige's and Togashi Korimi's "+2F while
    defending", Home Guard's "This card has +3F while defending" (a Follower)."""
    cards = [
        _card("kaz", "Tamori Kazushige", "unicorn", "battlefield"),
        _card("kor", "Togashi Korimi", "unicorn", "battlefield"),
        _card("hg", "Home Guard", "unicorn", "battlefield", attached_to="kor"),
        _card("itta", "Hiruma Itta", "spider", "battlefield"),
    ]
    view = as_view(_battle(tmp_path, pool, "spider", cards))
    assert view.stat("kaz", Stat.FORCE) == 5
    assert view.stat("kor", Stat.FORCE) == 5
    assert view.stat("hg", Stat.FORCE) == 4
    # control: the same cards attacking get nothing
    view = as_view(_battle(tmp_path, pool, "unicorn", cards))
    assert view.stat("kaz", Stat.FORCE) == 3
    assert view.stat("hg", Stat.FORCE) == 1


def test_side_unstated_stays_unread(tmp_path: Path, pool: CardPool) -> None:
    """An Attack Phase whose Attacker the state does not name: Kamoko's bonus is not settled,
    her printed Force is kept and her sentence stays a doubt."""
    cards = [_card("kamoko", "Otaku Kamoko", "unicorn", "battlefield")]
    state = _two("spider", cards, current_battlefield="unicorn-p2", segment="combat")
    state["phase"] = "attack"
    state["cards"][-1]["battlefield"] = "unicorn-p2"
    board = _load(tmp_path, pool, state)
    from model.trait_stats import settled_trait_stat

    view = as_view(board)
    assert settled_trait_stat(view, "kamoko", "Kamoko has +1F while attacking.") is None
    assert view.stat("kamoko", Stat.FORCE) == 3


# --- fail closed: a sentence not read that may change the host's stat ---------------------


def test_unread_penalty_doubts_a_met_limit(tmp_path: Path, pool: CardPool) -> None:
    """Hida Bakari (7F) "has -4F while he is unopposed." in the Action Phase: not read as a
    change, it may make him 3F or 7F: Heavy Armor's "3 or greater" holds either way: legal."""
    cards = [
        _card("gm", "Gold Mine", "spider"),
        _card("bakari", "Hida Bakari", "spider"),
        _card("ha", "Heavy Armor", "spider", "hand"),
    ]
    board = _load(tmp_path, pool, _two("spider", cards))
    v = check(board, "spider", "ha", Play.EQUIP)
    assert v.status == "legal", v.reasons


def test_unread_penalty_that_may_break_the_limit(tmp_path: Path, pool: CardPool) -> None:
    """Bakari with a -1 Force modifier (6F): -4F would make him 2F: ``unknown`` naming him."""
    cards = [
        _card("gm", "Gold Mine", "spider"),
        _card("bakari", "Hida Bakari", "spider", modifiers=[{"stat": "force", "amount": -1}]),
        _card("ha", "Heavy Armor", "spider", "hand"),
    ]
    board = _load(tmp_path, pool, _two("spider", cards))
    v = check(board, "spider", "ha", Play.EQUIP)
    assert v.status == "unknown", v.reasons
    assert any("Bakari has -4F" in r for r in v.reasons), v.reasons


def _obi(tmp: Path, pool: CardPool, stronghold: str, *extra: dict[str, Any]) -> Any:
    state = {
        "turn": 8, "active_player": "lion", "phase": "action",
        "players": [{"id": "lion", "clan": "lion", "family_honor": 22},
                    {"id": "mantis", "clan": "mantis", "family_honor": 30}],
        "cards": [
            _card("sh", stronghold, "lion"),
            _card("cm1", "Copper Mine", "lion"),
            _card("cm2", "Copper Mine", "lion"),
            _card("sido", "Ikoma Sido", "lion", dishonorable=True),
            _card("sorano", "Kitsu Sorano", "lion", dishonorable=True),
            _card("obi", "Golden Obi of the Sun Goddess", "lion", "hand"),
            _card("gates", "Gates of the Second City", "mantis"),
            *extra,
        ],
    }  # fmt: skip
    return _load(tmp, pool, state)


def test_shamate_keep_lifts_the_paragon_cap(tmp_path: Path, pool: CardPool) -> None:
    """h38adv3 W3 (p31): Shamate Keep's "Your dishonorable Paragons do not have a maximum
    Personal Honor of 0 from the rulebook." leaves Ikoma Sido (Paragon) PH 3: legal onto him;
    Kitsu Sorano (no Paragon) keeps the cap."""
    board = _obi(tmp_path, pool, "Shamate Keep")
    view = as_view(board)
    assert view.stat("sido", Stat.PERSONAL_HONOR) == 3
    assert view.stat("sorano", Stat.PERSONAL_HONOR) == 0
    v = check(board, "lion", "obi", Play.EQUIP)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["personality"] == ("sido",)


def test_shamate_keep_with_keywords_unsettled_doubts(tmp_path: Path, pool: CardPool) -> None:
    """Fail closed: Moto Steed's unread "This Personality has Cavalry ..." in play: who has
    which keyword is not settled, so the Keep's sentence is not read: ``unknown`` naming it."""
    steed = _card("steed", "Moto Steed", "lion", attached_to="sorano")
    v = check(_obi(tmp_path, pool, "Shamate Keep", steed), "lion", "obi", Play.EQUIP)
    assert v.status == "unknown", v.reasons
    assert any("Shamate Keep" in r for r in v.reasons), v.reasons


def test_dishonorable_sido_without_shamate_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Control (p32): no such sentence: Reference 05's cap, PH 0 < 3: illegal."""
    v = check(_obi(tmp_path, pool, "The Esteemed Palace of the Crane"), "lion", "obi", Play.EQUIP)
    assert v.status == "illegal", v.reasons


# --- other cards of the read shapes, and shapes left unread --------------------------------


def test_another_players_turn_and_counts_you_control(tmp_path: Path, pool: CardPool) -> None:
    """Shinjo Tianyi "+2F while it is another player's turn." (4F); Seppun Ichigo "+1F for each
    Dojo you control." (2F) counts his controller's Dojos only; Togashi Kazuki's "for each Ring
    you control" names a card type, not a keyword: not read (printed 4F)."""
    cards = [
        _card("tianyi", "Shinjo Tianyi", "unicorn"),
        _card("ichigo", "Seppun Ichigo", "unicorn"),
        _card("kazuki", "Togashi Kazuki", "unicorn"),
        _card("d1", "Bushi Dojo", "unicorn"),
        _card("d2", "Akodo Dojo", "unicorn"),
        _card("d3", "Blessed Dojo", "spider"),
    ]
    view = as_view(_load(tmp_path, pool, _two("spider", cards)))
    assert view.stat("tianyi", Stat.FORCE) == 6
    assert view.stat("ichigo", Stat.FORCE) == 4
    assert view.stat("kazuki", Stat.FORCE) == 4
    from model.trait_stats import settled_trait_stat

    kazuki = "Kazuki has +1F for each Ring you control."
    assert settled_trait_stat(view, "kazuki", kazuki) is None
    # control: on Unicorn's own turn Tianyi has no bonus
    view = as_view(_load(tmp_path, pool, _two("unicorn", cards)))
    assert view.stat("tianyi", Stat.FORCE) == 4


def test_counts_unsettled_by_a_keyword_sentence(tmp_path: Path, pool: CardPool) -> None:
    """Fail closed: Moto Steed's unread keyword sentence in play: who is a Forest is not settled,
    so Yuki's count is not read (printed 1F) and Heavy Armor onto her is ``unknown``."""
    cards = [
        _card("f1", "Ageless Shrine", "spider"),
        _card("f2", "Ageless Shrine", "spider"),
        _card("yuki", "Yuki no Onna", "spider"),
        _card("steed", "Moto Steed", "spider", attached_to="yuki"),
        _card("ha", "Heavy Armor", "spider", "hand"),
    ]
    board = _load(tmp_path, pool, _two("spider", cards))
    assert as_view(board).stat("yuki", Stat.FORCE) == 1
    v = check(board, "spider", "ha", Play.EQUIP)
    assert v.status == "unknown", v.reasons
    assert any("Yuki has +1F/+1C" in r for r in v.reasons), v.reasons
