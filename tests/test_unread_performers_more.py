"""Required performers and targets of actions whose text is not read whole, found without
reading the rest (h41adv4 N2): the first sentence of a keyword action read without its keyword
("Kiho Water Battle: Target your unbowed Monk or Shugenja and give one or two target enemy
Followers or Personalities -2F. Bow each enemy target that now has 0 Force.", Strength of the
Torrent; ``solver.keyword_first_sentence``), and a constraints block that opens "Bow your
performing <X>, target ..." (War Paints; ``model.cardtext.performer_clause``). With none:
illegal; with one: unknown as before (the rest is not read). Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, name: str, *extra: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: a",
        "phase: attack",
        "segment: combat",
        "current_battlefield: b-p1",
        "attacker: a",
        "players:",
        "  - {id: a, clan: crab, family_honor: 10}",
        "  - {id: b, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: a-sh, title: Kyuden Hida, owner: a, zone: home}",
        "  - {id: a-0, title: Hida Fujita, owner: a, zone: battlefield, battlefield: b-p1}",
        "  - {id: torrent, title: Strength of the Torrent, owner: a, zone: hand}",
        "  - {id: paints, title: War Paints, owner: a, zone: hand}",
        "  - {id: b-sh, title: Shiro Matsu, owner: b, zone: home}",
        "  - {id: b-0, title: Akodo Suoh, owner: b, zone: battlefield, battlefield: b-p1}",
        *extra,
    ]
    path = tmp / f"unread-{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_torrent_needs_a_monk_or_shugenja(tmp_path: Path, pool: CardPool) -> None:
    """No Monk or Shugenja of the player's: illegal (before: unknown, naming the keyword).
    Control: an unbowed Shugenja (Kuni Osaku): unknown (the keyword's rules are not read)."""
    v = check(_board(tmp_path, pool, "none"), "a", "torrent", 0)
    assert v.status == "illegal", v.reasons
    assert "Monk or Shugenja" in v.reasons[0]
    osaku = "  - {id: a-1, title: Kuni Osaku, owner: a, zone: battlefield, battlefield: b-p1}"
    v = check(_board(tmp_path, pool, "osaku", osaku), "a", "torrent", 0)
    assert v.status == "unknown", v.reasons


def test_war_paints_needs_a_ratling_shugenja(tmp_path: Path, pool: CardPool) -> None:
    """No Ratling Shugenja: illegal (before: unknown, the cost not read). Control: Chithith (a
    Ratling Shugenja) in play: unknown."""
    v = check(_board(tmp_path, pool, "none"), "a", "paints", 0)
    assert v.status == "illegal", v.reasons
    assert "Ratling Shugenja" in v.reasons[0]
    rat = "  - {id: a-1, title: Chithith, owner: a, zone: battlefield, battlefield: b-p1}"
    v = check(_board(tmp_path, pool, "chithith", rat), "a", "paints", 0)
    assert v.status == "unknown", v.reasons
