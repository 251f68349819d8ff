"""A target "attached to <Name>" on a Personality naming itself ("a target Weapon attached to
Toshiyuki", Mirumoto Toshiyuki; "Transfer a target Cavalry Follower attached to Qing to one of
your target Personalities.", Moto Qing; ``model.cardtext.target_relations.attached_to_named``):
a card attached to the Personality itself (Reference 03), as "attached to this Personality".
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, name: str, *extra: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: uni",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: uni",
        "players:",
        "  - {id: uni, clan: unicorn, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: u-sh, title: Shiro Shinjo, owner: uni, zone: home}",
        "  - {id: qing, title: Moto Qing, owner: uni, zone: battlefield, battlefield: lion-p1}",
        "  - {id: osema, title: Shinjo Osema, owner: uni, zone: battlefield, battlefield: lion-p1}",
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: l-0, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
        *extra,
    ]
    path = tmp / f"named-{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _on(title: str, host: str, cid: str = "f-1") -> str:
    return (
        f"  - {{id: {cid}, title: {title}, owner: uni, zone: battlefield, "
        f"battlefield: lion-p1, attached_to: {host}}}"
    )


def test_transfer_from_qing(tmp_path: Path, pool: CardPool) -> None:
    """Moto Qing's Battle (before: unknown, h41adv2 N5): no Follower attached to Qing:
    illegal; a Cavalry Follower (Nezumi Remnants) attached to Qing: legal; one attached to
    Osema only, or a non-Cavalry Follower (Ashigaru Spearmen) on Qing: illegal."""
    v = check(_board(tmp_path, pool, "none"), "uni", "qing", 1)
    assert v.status == "illegal", v.reasons
    v = check(_board(tmp_path, pool, "cav", _on("Nezumi Remnants", "qing")), "uni", "qing", 1)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("f-1",)
    other = _board(tmp_path, pool, "osema", _on("Nezumi Remnants", "osema"))
    assert check(other, "uni", "qing", 1).status == "illegal"
    foot = _board(tmp_path, pool, "foot", _on("Ashigaru Spearmen", "qing"))
    assert check(foot, "uni", "qing", 1).status == "illegal"


def test_a_weapon_attached_to_toshiyuki(pool: CardPool, tmp_path: Path) -> None:
    """Mirumoto Toshiyuki "Give a +1F token to a target Weapon attached to Toshiyuki." (before:
    unknown): the target's host is Toshiyuki himself."""
    card = pool.get("Mirumoto Toshiyuki")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (action,) = card.oracle.imported.actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.targets
    assert spec.select.attached_to == "source"  # type: ignore[union-attr]
