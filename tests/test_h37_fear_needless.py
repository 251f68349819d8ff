"""Needless `unknown`s of the Fear family (h37adv3 N6, N7, N9): "Kamoto's Follower has +2F." is a
change to the Followers of one unit (``solver.one_card_scope``), so the flat-change bound
weighs it; Todori Sensei's "Your Stronghold has no traits and abilities." can only take away
a stat change the answer already holds both ways (``solver.blank_stronghold_scope``). Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.common import Stat
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from tests.builders import yaml_lines_board

_HEAD = [
    "turn: 7",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: spider",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 6}",
    "  - {id: crab, clan: crab, family_honor: 13}",
    "cards:",
    "  - {id: citadel, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
    "  - {id: roburo, title: Daigotsu Roburo, owner: spider, zone: battlefield, "
    "battlefield: crab-p1}",
]


def _board(tmp: Path, pool: CardPool, name: str, more: list[str]) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*_HEAD, *more])


_KAMOTO = [
    "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
    "  - {id: kamoto, title: Yoritomo Kamoto, owner: crab, zone: battlefield, "
    "battlefield: crab-p1}",
    "  - {id: li, title: Light Infantry, owner: crab, zone: battlefield, battlefield: crab-p1, "
    "attached_to: kamoto}",
]


def test_kamotos_follower_fits_either_way(tmp_path: Path, pool: CardPool) -> None:
    """N6: Light Infantry 2F (+2F from Kamoto) under Roburo's Fear 4: 4 <= 4: legal (was
    unknown)."""
    v = check(_board(tmp_path, pool, "n6", _KAMOTO), "spider", "roburo", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("li",)


def test_kamotos_follower_may_not_fit(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Citadel's Fear 3: Light Infantry is 2F+2F = 4 (h38: "Kamoto's Follower has
    +2F." applied, ``model.follower_stats``; was unknown naming Kamoto): it does not fit the
    strict reading, so only the Fear's two readings are left (unknown, not naming Kamoto)."""
    v = check(_board(tmp_path, pool, "n6-citadel", _KAMOTO), "spider", "citadel", 0)
    assert v.status == "unknown", (v.status, v.witness)
    assert "reads two ways" in v.reasons[0]
    assert "Kamoto" not in " ".join(v.reasons)


def _todori(tmp: Path, pool: CardPool, name: str, force: int) -> LoadedState:
    return _board(
        tmp,
        pool,
        name,
        [
            "  - {id: fortress, title: The Impregnable Fortress of the Crab, owner: crab, "
            "zone: home}",
            "  - {id: todori, title: Todori Sensei, owner: crab, zone: home}",
            "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, "
            f"battlefield: crab-p1, modifiers: [{{stat: force, amount: {force}}}]}}",
        ],
    )


def test_todori_takes_away_a_bonus_that_fits(tmp_path: Path, pool: CardPool) -> None:
    """N9: Hiruma Itta 2F +1 (modifier), +1F more if the Fortress's sentence still applies:
    3 or 4, under Roburo's Fear 4 both fit: legal (was unknown, naming Todori Sensei)."""
    v = check(_todori(tmp_path, pool, "n9", 1), "spider", "roburo", 0)
    assert v.status == "legal", v.reasons


def test_todori_takes_away_the_bonus_that_would_not_fit(tmp_path: Path, pool: CardPool) -> None:
    """Itta at 2F +2 = 4 under Fear 4: Todori Sensei removes the Fortress's "+1F while opposed"
    (its controller's Stronghold has no traits: ``model.blank_stronghold``; h40adv6 F2-F6), so
    it can't make him 5: legal (was unknown, the sentence kept unread)."""
    v = check(_todori(tmp_path, pool, "n9-edge", 2), "spider", "roburo", 0)
    assert v.status == "legal", (v.status, v.reasons)


def test_without_todori_the_fortress_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Controls: no Todori Sensei, or Todori Sensei of the other player (he blanks only his
    controller's Stronghold): the Fortress's "+1F while opposed" may make Itta 5: unknown."""
    fortress = [
        "  - {id: fortress, title: The Impregnable Fortress of the Crab, owner: crab, zone: home}",
        "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, "
        "battlefield: crab-p1, modifiers: [{stat: force, amount: 2}]}",
    ]
    theirs = ["  - {id: todori, title: Todori Sensei, owner: spider, zone: home}"]
    for name, more in (("alone", fortress), ("theirs", [*fortress, *theirs])):
        v = check(_board(tmp_path, pool, name, more), "spider", "roburo", 0)
        assert v.status == "unknown", (name, v.status)
        assert "Impregnable Fortress" in " ".join(v.reasons)


def _gates(tmp: Path, pool: CardPool, name: str, crab: list[str]) -> LoadedState:
    lines = [
        "turn: 7",
        "active_player: mantis",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: mantis",
        "players:",
        "  - {id: mantis, clan: mantis, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 13}",
        "cards:",
        "  - {id: gates, title: Gates of the Second City, owner: mantis, zone: home}",
        "  - {id: kamoto, title: Yoritomo Kamoto, owner: mantis, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: h-rout, title: Rout, owner: mantis, zone: hand}",
        "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: kisada, title: 'Hida Kisada, the Little Bear • Experienced', owner: crab, "
        "zone: battlefield, battlefield: crab-p1}",
        "  - {id: sai, title: Hida Saiyuki, owner: crab, zone: battlefield, battlefield: crab-p1}",
        *crab,
    ]
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


_ASHIGARU = (
    "  - {id: ash, title: Ashigaru, owner: crab, zone: battlefield, battlefield: crab-p1, "
    "attached_to: kisada}"
)


def test_ashigaru_counts_its_farms(tmp_path: Path, pool: CardPool) -> None:
    """N7 (p12): Ashigaru (Force "*", "+1F for each Farm you control"; the Crab controls no
    Farm) is 0F: the Gates' Fear (Rout in hand, Focus 3) is legal on it, though Kisada's
    penalty doubts Saiyuki (3F, found first); it was unknown."""
    loaded = _gates(tmp_path, pool, "n7", [_ASHIGARU])
    view = View.of(loaded.state, loaded.library)
    assert view.stat("ash", Stat.FORCE) == 0
    v = check(loaded, "mantis", "gates", 1)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("ash",)


def test_ashigaru_with_farms(tmp_path: Path, pool: CardPool) -> None:
    """Its Force counts the Crab's Farms in play (two Large Farms: 2F); a Farm of another
    player or in the hand counts for nothing."""
    farms = [
        "  - {id: f1, title: Large Farm, owner: crab, zone: home}",
        "  - {id: f2, title: Large Farm, owner: crab, zone: home}",
        "  - {id: f3, title: Large Farm, owner: crab, zone: hand}",
        "  - {id: f4, title: Large Farm, owner: mantis, zone: home}",
    ]
    loaded = _gates(tmp_path, pool, "n7-farms", [_ASHIGARU, *farms])
    assert View.of(loaded.state, loaded.library).stat("ash", Stat.FORCE) == 2


def test_no_other_target_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control (p11): no Ashigaru: Saiyuki (3F, Crab Clan, Kisada's army) is the only
    candidate, and Kisada's -1 may leave the Fear at 2: unknown."""
    v = check(_gates(tmp_path, pool, "p11", []), "mantis", "gates", 1)
    assert v.status == "unknown", (v.status, v.witness)
