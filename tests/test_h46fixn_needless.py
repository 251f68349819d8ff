"""Needless ``unknown`` answers tester h46adv1 found on random real-card boards (stop 46,
h46fixn), on real cards from ../shared/data (skipped without it), each with a control."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import AbilityRef, Verdict
from tests.builders import load_data

OWN = Path(__file__).parent / "data" / "h46fixn"


def _board(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((OWN / f"{name}.yaml").read_text())
    return loaded


def _check(
    pool: CardPool,
    tmp: Path,
    data: dict[str, Any],
    player: str,
    card: str,
    ability: AbilityRef,
    targets: dict[str, tuple[str, ...]] | None = None,
) -> Verdict:
    return check(load_data(tmp, pool, data), player, card, ability, targets=targets)


def _set(data: dict[str, Any], cid: str, **fields: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    for c in out["cards"]:
        if c["id"] == cid:
            c.update(fields)
    return out


# N2: "Attaches Heart of Fudo ignoring Gold cost." (Hyobuko) names one card by its title


def test_named_attachment_doubts_no_other_equip(tmp_path: Path, pool: CardPool) -> None:
    """b9: Fudo Cultist onto Hyobuko (not Nonhuman: 3 Gold, Palace) is legal; Channeling the
    Fallen's 8 Gold, 5 produced, illegal; neither doubted by Hyobuko's sentence."""
    data = _board("b9")
    v = _check(pool, tmp_path, data, "p1", "p1-20", "equip", {"personality": ("p1-10",)})
    assert v.status == "legal", v.reasons
    v = _check(pool, tmp_path, data, "p1", "p1-18", "equip")
    assert v.status == "illegal", v.reasons
    assert all(r.code == "gold" for r in v.details), v.reasons


def test_named_attachment_control(tmp_path: Path, pool: CardPool) -> None:
    """Control: Heart of Fudo itself onto Hyobuko stays doubted by the sentence naming it."""
    data = _board("b9")
    data["cards"].append(
        {"id": "p1-99", "title": "Heart of Fudo • Experienced", "owner": "p1", "zone": "hand"}
    )
    v = _check(pool, tmp_path, data, "p1", "p1-99", "equip", {"personality": ("p1-10",)})
    assert v.status == "unknown", v.reasons
    assert any("Attaches Heart of Fudo" in r for r in v.reasons)


# N1: a Recon Reaction with nothing pending: its designator fails now, whatever Recon adds


def test_recon_reaction_with_nothing_pending(tmp_path: Path, pool: CardPool) -> None:
    """b1: Daidoji Yuki • Experienced's "Recon Reaction: After engaging ..." in an Action Phase
    with nothing pending is illegal, as Kyuden Hida • Experienced's is (b2); its "You have the
    first opportunity in this battle to take a Battle action or pass." is a later action's time
    (Reference 04, Abilities and actions)."""
    v = _check(pool, tmp_path, _board("b1"), "p2", "p2-33", 0)
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "timing"
    v = _check(pool, tmp_path, _board("b2"), "p1", "p1-1", 0)
    assert v.status == "illegal", v.reasons


def test_recon_reaction_at_engaging_control(tmp_path: Path, pool: CardPool) -> None:
    """Control: at an engaging event the same Reaction stays unknown for its Recon keyword."""
    data = _board("b1")
    data.update(
        phase="attack",
        active_player="p2",
        attacker="p2",
        current_battlefield="p1-prov1",
        event={"kind": "engaging", "timing": "after"},
    )
    data = _set(data, "p2-33", zone="battlefield", battlefield="p1-prov1")
    v = _check(pool, tmp_path, data, "p2", "p2-33", 0)
    assert v.status == "unknown", v.reasons
    assert any("recon" in r for r in v.reasons)


# N3: "Will only enter play from a province." is met by a card entering from its province


def test_from_a_province_met_by_recruit(tmp_path: Path, pool: CardPool) -> None:
    """b14, b15: Raido no Oni's Recruit from his province is legal, not doubted by his sentence
    (Reference 02, Recruit: from a province)."""
    for name in ("b14", "b15"):
        v = _check(pool, tmp_path, _board(name), "p1", "p1-prov2", "recruit")
        assert v.status == "legal", (name, v.reasons)
        assert not any("enter play from" in r for r in v.reasons)


def test_from_a_province_control(tmp_path: Path, pool: CardPool) -> None:
    """Control: the sentence is read only for a card in a province; out of one it stays unread
    (``own_entry_read``); short of Gold the Recruit is illegal for its Gold."""
    from model.state import View
    from solver.own_entry import own_entry_read

    loaded = load_data(tmp_path, pool, _board("b14"))
    view = View.of(loaded.state, loaded.library)
    d = view.definition("p1-prov2")
    said = "Will only enter play from a province."
    assert own_entry_read(view, "p1", said, d, "p1-prov2")
    assert not own_entry_read(view, "p1", said, d, None)
    assert not own_entry_read(view, "p1", said, d, "p1-pers")  # at home
    data = _set(_board("b14"), "p1-sh", bowed=True)
    data = _set(data, "p1-rcd", bowed=True)
    v = _check(pool, tmp_path, data, "p1", "p1-prov2", "recruit")
    assert v.status == "illegal", v.reasons
    assert not any("enter play from" in r for r in v.reasons)


# N4: "Negate all current and new Chi penalties on this Personality." stops a -1C cost


def test_negated_chi_penalty_cost(tmp_path: Path, pool: CardPool) -> None:
    """b28: Cursed Relic's "give this Personality -1C" on Hida Fubatsu wearing Gift Armor can't
    be paid (Costs and restrictions / Costs and changes: a negated change pays no cost)."""
    data = _board("b28")
    for ability in (0, 1):
        v = _check(pool, tmp_path, data, "p1", "p1-relic", ability)
        assert v.status == "illegal", v.reasons
        assert "its penalty is negated: Gift Armor (p1-6)" in v.reasons[0]


def test_negated_chi_penalty_control(tmp_path: Path, pool: CardPool) -> None:
    """Control: Gift Armor in the hand, the cost is paid (Relic #1 legal; #0 not refused for
    its cost)."""
    data = _set(_board("b28"), "p1-6", zone="hand", attached_to=None, battlefield=None)
    for c in data["cards"]:
        if c["id"] == "p1-6":
            del c["attached_to"], c["battlefield"]
    v = _check(pool, tmp_path, data, "p1", "p1-relic", 1)
    assert v.status == "legal", v.reasons
    v = _check(pool, tmp_path, data, "p1", "p1-relic", 0)
    assert v.status != "illegal" and not any("negated" in r for r in v.reasons), v.reasons


# N5: "targets one of your other Personalities / your Follower at <Name>'s location"


def test_targets_at_own_location(tmp_path: Path, pool: CardPool) -> None:
    """b21: p2's Political action targets Taishuu at p1's home: Isawa Sakonoko's Reaction
    (another player's action, one of his other Personalities at his location) is legal; Hida
    Mochitoko • Experienced's (your Follower) is not its trigger: Taishuu is a Personality."""
    data = _board("b21")
    v = _check(pool, tmp_path, data, "p1", "p1-sako", 0)
    assert v.status == "legal", v.reasons
    v = _check(pool, tmp_path, data, "p1", "p1-mochi", 0)
    assert v.status == "illegal", v.reasons
    assert "not its trigger" in v.reasons[0]


def test_targets_at_own_location_control(tmp_path: Path, pool: CardPool) -> None:
    """Controls: the action targets Vigilant Riders (a Follower at Mochitoko's home): his
    Reaction fires; Sakonoko's does not (no Personality targeted)."""
    data = _board("b21")
    data["event"] = dict(data["event"], cards=["p1-vr"])
    v = _check(pool, tmp_path, data, "p1", "p1-mochi", 0)
    assert v.status == "legal", v.reasons
    v = _check(pool, tmp_path, data, "p1", "p1-sako", 0)
    assert v.status == "illegal", v.reasons


# N6: "After this Personality is assigned" is no moment of an action's targeting


def test_assigned_not_at_targeting(tmp_path: Path, pool: CardPool) -> None:
    """b7: at an action_targets (after) event Chrysanthemum Blossom's "After this Personality is
    assigned" is not its trigger (Abilities and actions, B: the targeting step assigns
    nothing)."""
    v = _check(pool, tmp_path, _board("b7"), "p2", "p2-33", 0)
    assert v.status == "illegal", v.reasons
    assert "not its trigger" in v.reasons[0]


def test_assigned_control(tmp_path: Path, pool: CardPool) -> None:
    """Control: at an engaging event (not held apart from an assignment) it stays unknown."""
    data = _board("b7")
    data["event"] = {"kind": "engaging", "timing": "after"}
    v = _check(pool, tmp_path, data, "p2", "p2-33", 0)
    assert v.status == "unknown", v.reasons
