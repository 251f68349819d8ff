"""Gold doubts the state settles (real cards from ../shared/data, skipped without it):

- a bowed card's unread ":bow:" reduction can't be used (solver/bowed_uses.py; h36adv1 N8): The
  Shadowlands Horde bowed, Goblin Warmonger short of Gold is illegal; unbowed (control) the
  shortfall its Reaction may close stays unknown;
- Corrupted Iron Mine's sentence about Blacksmiths' trait lowers only a Blacksmiths' Gold
  (solver/named_lowering_scope.py; h36adv1 N1): with no Blacksmiths in play, or a plan that does
  not use them, Moat's Recruit is legal; a plan paid by Blacksmiths (control) stays unknown."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.bowed_uses import bowed_use_only
from solver.good_faith import check
from solver.named_lowering_scope import lowers_only_named
from solver.verdict import RECRUIT

HORDE = (
    "Repeatable Reaction, :bow:: When paying for a Shadowlands card, lower the card's Gold Cost "
    "by 4 until it is paid."
)


def _board(tmp: Path, pool: CardPool, lines: list[str], name: str) -> LoadedState:
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _horde(tmp: Path, pool: CardPool, bowed: bool) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: sl",
        "phase: dynasty",
        "players:",
        "  - {id: sl, clan: shadowlands, family_honor: -19}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        f"  - {{id: horde, title: The Shadowlands Horde, owner: sl, zone: home, bowed: "
        f"{str(bowed).lower()}}}",
        "  - {id: silver, title: Corrupted Silver Mine, owner: sl, zone: home}",
        "  - {id: market, title: Black Market, owner: sl, zone: home}",
        "  - {id: sp1, title: Goblin Warmonger, owner: sl, zone: province, province: 1}",
        "  - {id: fort, title: The War Fortress of the Crab, owner: crab, zone: home}",
    ]
    return _board(tmp, pool, lines, f"h{bowed}")


def test_bowed_horde_reaction_closes_no_shortfall(tmp_path: Path, pool: CardPool) -> None:
    v = check(_horde(tmp_path, pool, True), "sl", "sp1", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "needs 5 Gold" in " ".join(v.reasons)


def test_unbowed_horde_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: unbowed, its Reaction (4 less) may close the shortfall of 1: unknown."""
    v = check(_horde(tmp_path, pool, False), "sl", "sp1", RECRUIT)
    assert v.status == "unknown" and "Shadowlands Horde" in " ".join(v.reasons), v.reasons


def test_bowed_use_shape() -> None:
    assert bowed_use_only(HORDE, True)
    assert not bowed_use_only(HORDE, False)
    assert bowed_use_only(
        ":bow:: When paying for a Follower, it enters play for 3 less Gold.", True
    )
    # no cost head, a second ability, or words about being bowed: not read
    assert not bowed_use_only("Your Holdings enter play for 1 less Gold.", True)
    assert not bowed_use_only("Reaction: When paying for a Follower, bow this card: ...", True)
    assert not bowed_use_only(":bow:: Even if bowed, lower its Gold Cost by 2.", True)
    assert not bowed_use_only(":bow:: Lower its Gold Cost by 2. Limited: Gain 1 Honor.", True)


def _crab(tmp: Path, pool: CardPool, smiths: bool, iron: bool, name: str) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: dynasty",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 12}",
        "  - {id: scorpion, clan: scorpion, family_honor: 6}",
        "cards:",
        "  - {id: walls, title: The Great Walls of Kaiu, owner: crab, zone: home, bowed: true}",
        "  - {id: ciron, title: Corrupted Iron Mine, owner: crab, zone: home}",
        *(["  - {id: smiths, title: Blacksmiths, owner: crab, zone: home}"] if smiths else []),
        *(["  - {id: iron, title: Iron Mine, owner: crab, zone: home}"] if iron else []),
        "  - {id: cp1, title: Moat, owner: crab, zone: province, province: 1}",
        "  - {id: shadow, title: The Shadow Stronghold of the Bayushi, owner: scorpion, "
        "zone: home}",
    ]
    return _board(tmp, pool, lines, name)


def test_no_blacksmiths_no_doubt(tmp_path: Path, pool: CardPool) -> None:
    v = check(_crab(tmp_path, pool, False, True, "a"), "crab", "cp1", RECRUIT)
    assert v.status == "legal", v.reasons


def test_a_plan_without_blacksmiths_is_untouched(tmp_path: Path, pool: CardPool) -> None:
    """Blacksmiths in play, but Iron Mine alone pays: legal (the plan does not use them)."""
    v = check(_crab(tmp_path, pool, True, True, "b"), "crab", "cp1", RECRUIT)
    assert v.status == "legal", v.reasons
    plan = str(v.witness.plan) if v.witness is not None else ""
    assert "iron" in plan and "smiths" not in plan


def test_a_plan_paid_by_blacksmiths_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Blacksmiths the only source read: the sentence may lower its Gold."""
    v = check(_crab(tmp_path, pool, True, False, "c"), "crab", "cp1", RECRUIT)
    assert v.status == "unknown" and "Blacksmiths" in " ".join(v.reasons), v.reasons


def test_named_lowering_shape() -> None:
    said = (
        "Gold text not understood: \"This card does not count toward Blacksmiths' first trait's "
        'additional Gold production, and that trait produces 1 less Gold when it produces Gold."'
    )
    assert lowers_only_named(said) == "Blacksmiths"
    other = "Gold text not understood: 'This card will not produce Gold when paying for a Spell.'"
    assert lowers_only_named(other) is None
    assert lowers_only_named('Gold text not understood: "Your Mines produce 1 less Gold."') is None
