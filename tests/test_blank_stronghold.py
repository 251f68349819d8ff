"""A Sensei's "Your Stronghold has no abilities or traits." (Tsujiken Sensei; Todori Sensei's
"... no traits and abilities."): its controller's Stronghold keeps its stats and the rulebook
Gold of its Gold Production, and nothing of its printed traits counts (``model.blank_stronghold``;
h40adv6 F2-F6, N5). Each board is the tester's; its control is the same board without the
Sensei, and with the Sensei controlled by the other player (he blanks only his own Stronghold).
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.blank_stronghold import blanks_stronghold
from model.common import CardType
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.verdict import Play

_OTHER = {"crab": "lion", "unicorn": "lion", "ronin": "lion", "dragon": "lion",
          "phoenix": "lion", "crane": "crab"}  # fmt: skip


def _c(cid: str, title: str, owner: str, zone: str = "home", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **more}


_BOARDS: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {
    # F2: Yasuki Palaces • Experienced's "1 less Gold when paying for a Personality"
    "p27": ({"turn": 4, "active_player": "crab", "phase": "dynasty"}, [
        _c("sh", "Yasuki Palaces • Experienced", "crab"),
        _c("farm", "Small Farm", "crab"),
        _c("card", "Yasuki Makoto", "crab", "province", province=1),
        _c("lsh", "Shiro Shiba", "lion"),
    ]),
    # F3: The Endless Plains of the Unicorn's "produces 4 Gold on your first turn"
    "p28": ({"turn": 1, "active_player": "unicorn", "phase": "dynasty"}, [
        _c("sh", "The Endless Plains of the Unicorn", "unicorn"),
        _c("card", "Cloth Market", "unicorn", "province", province=3),
        _c("lsh", "Shiro Shiba", "lion"),
    ]),
    # F5: Palace of the Breaking Dawn's "Your Ronin cards enter play for 1 less Gold ..."
    "p29": ({"turn": 4, "active_player": "ronin", "phase": "dynasty"}, [
        _c("sh", "Palace of the Breaking Dawn", "ronin"),
        _c("farm", "Small Farm", "ronin"),
        _c("farm2", "Small Farm", "ronin"),
        _c("card", "Masaya", "ronin", "province", province=1),
        _c("lsh", "Shiro Shiba", "lion"),
    ]),
    # F4: Foothills Keep's "Equipping Weapons is a Battle/Open action for you."
    "p30": ({"turn": 6, "active_player": "dragon", "phase": "attack", "segment": "combat",
             "current_battlefield": "lion-p1", "attacker": "dragon"}, [
        _c("sh", "Foothills Keep", "dragon"),
        _c("genki", "Moto Genki", "dragon", "battlefield", battlefield="lion-p1"),
        _c("card", "Naginata", "dragon", "hand"),
        _c("lsh", "Shiro Shiba", "lion"),
        _c("lp", "Isawa Hinata", "lion", "battlefield", battlefield="lion-p1"),
    ]),
    # F6: The Sacred Temple of the Phoenix • Inexperienced's ":bow:: When paying for a Spell or
    # Shugenja, produce 5 Gold ..."
    "p32": ({"turn": 4, "active_player": "phoenix", "phase": "action"}, [
        _c("sh", "The Sacred Temple of the Phoenix • Inexperienced", "phoenix"),
        _c("hika", "Isawa Hikarou", "phoenix"),
        _c("card", "Divide Into Ash", "phoenix", "hand"),
        _c("lsh", "Shiro Shiba", "lion"),
    ]),
    # N5: Kosaten Shiro's Holding reduction (bowed: it produces nothing)
    "p21": ({"turn": 4, "active_player": "crane", "phase": "dynasty"}, [
        _c("sh", "Kosaten Shiro", "crane", bowed=True),
        _c("iron", "Iron Mine", "crane"),
        _c("card", "Jade Works", "crane", "province", province=1),
        _c("csh", "Carpenter Castle", "crab"),
    ]),
}  # fmt: skip

#: board -> (the play, its answer beside the Sensei, its answer without him)
_EXPECTED = {
    "p27": (Play.RECRUIT, "legal", "illegal"),  # 5 + 1 (Sensei) + Farm 1 = 7; without: 4 + 1
    "p28": (Play.RECRUIT, "legal", "illegal"),  # 5 + 1 = 6 >= 5; without: 4 on the first turn
    "p29": (Play.RECRUIT, "illegal", "legal"),  # 6 + 1 (Sensei) = 7 > 3 + 1 + 1 + 1
    "p30": (Play.EQUIP, "illegal", "legal"),  # Equip only an Open action in combat
    "p32": (Play.EQUIP, "illegal", "legal"),  # 3 + 1 = 4 < 5; without: the Temple's 5
    "p21": (Play.RECRUIT, "illegal", "legal"),  # Jade Works 3 > Iron Mine 2
}


def _load(tmp: Path, pool: CardPool, board: str, sensei: str | None) -> LoadedState:
    head, cards = _BOARDS[board]
    you = str(head["active_player"])
    other = _OTHER[you]
    state = {
        **head,
        "players": [{"id": you, "clan": "crab" if you == "ronin" else you, "family_honor": 12},
                    {"id": other, "clan": other, "family_honor": 10}],
        "cards": [*cards, *([_c("tsu", sensei, you)] if sensei else [])],
    }  # fmt: skip
    path = tmp / f"{board}.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True))
    return load_state(path, cards=pool)


@pytest.mark.parametrize("board", sorted(_EXPECTED))
def test_the_blanked_stronghold_traits_count_for_nothing(
    tmp_path: Path, pool: CardPool, board: str
) -> None:
    """Beside Tsujiken Sensei the Stronghold's trait is gone: the answer turns."""
    play, expected, _ = _EXPECTED[board]
    v = check(_load(tmp_path, pool, board, "Tsujiken Sensei"), _BOARDS[board][0]["active_player"],
              "card", play)  # fmt: skip
    assert v.status == expected, (board, v.status, v.reasons)


@pytest.mark.parametrize("board", sorted(_EXPECTED))
def test_control_without_the_sensei(tmp_path: Path, pool: CardPool, board: str) -> None:
    """Control: no Sensei, the Stronghold's trait applies (the testers' p27b..p32b, p21b)."""
    play, _, expected = _EXPECTED[board]
    v = check(_load(tmp_path, pool, board, None), _BOARDS[board][0]["active_player"], "card", play)
    assert v.status == expected, (board, v.status, v.reasons)


@pytest.mark.parametrize("board", ["p27", "p30", "p32"])
def test_control_the_other_players_sensei(tmp_path: Path, pool: CardPool, board: str) -> None:
    """Control: the Sensei controlled by the other player blanks only his own Stronghold."""
    play, _, expected = _EXPECTED[board]
    _load(tmp_path, pool, board, None)  # writes the board without the Sensei
    you = str(_BOARDS[board][0]["active_player"])
    state = yaml.safe_load((tmp_path / f"{board}.yaml").read_text())
    state["cards"].append(_c("tsu", "Tsujiken Sensei", _OTHER[you]))
    path = tmp_path / f"{board}-theirs.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True))
    loaded = load_state(path, cards=pool)
    v = check(loaded, you, "card", play)
    assert v.status == expected, (board, v.status, v.reasons)


def test_todori_blanks_too_and_keeps_the_stats(tmp_path: Path, pool: CardPool) -> None:
    """Todori Sensei's "no traits and abilities": the Temple keeps its stats and its one
    rulebook production mode; its printed abilities keep their indexes (announcing them is
    refused or doubted elsewhere). Without the Sensei, its definition is the printed one."""
    loaded = _load(tmp_path, pool, "p32", "Todori Sensei")
    view = View.of(loaded.state, loaded.library)
    d = view.definition("sh")
    printed = loaded.library[d.title]
    assert d is not printed and d.type is CardType.STRONGHOLD
    assert (d.gold_production, d.province_strength, d.starting_honor) == (
        printed.gold_production, printed.province_strength, printed.starting_honor)  # fmt: skip
    assert len(d.production) == 1 and d.production[0].from_stat is not None
    assert d.abilities == printed.abilities
    assert check(loaded, "phoenix", "card", Play.EQUIP).status == "illegal"
    bare = _load(tmp_path, pool, "p32", None)
    assert View.of(bare.state, bare.library).definition("sh") is bare.library[d.title]


def test_the_sentence(pool: CardPool) -> None:
    """Both halves, either order; "no abilities" alone is not this sentence."""
    lib = pool.definitions()
    assert blanks_stronghold(lib["Tsujiken Sensei"])
    assert blanks_stronghold(lib["Todori Sensei"])
    assert not blanks_stronghold(lib["Small Farm"])
