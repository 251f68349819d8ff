"""A ban on targeting one card (Legion of Pain's "Actions performed by Personalities with a Gold
Cost of 7 or lower may not target this Personality.") steers the witness to another target,
settles a sure ban on the only target illegal, and counts a Coin Pouch's "+2 Gold Cost" on the
performer (``solver.target_ban_witness``, ``solver.target_ban_scope``; h41adv7 N1-N3). Each with
a control. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import yaml

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Verdict

_HEAD = """
turn: 5
active_player: a
phase: attack
segment: combat
current_battlefield: b-p1
attacker: a
players:
  - {id: a, clan: scorpion, family_honor: 15}
  - {id: b, clan: shadowlands, family_honor: 12}
cards:
  - {id: sh, title: The Aerie, owner: a, zone: home}
  - {id: mif, title: Bayushi Mifuyu, owner: a, zone: battlefield, battlefield: b-p1}
  - {id: bsh, title: Shamate Keep, owner: b, zone: home}
  - {id: zen, title: Daigotsu Zenshi, owner: b, zone: battlefield, battlefield: b-p1}
"""
_LEGION = "  - {id: lop, title: Legion of Pain, owner: b, zone: battlefield, battlefield: b-p1, attached_to: zen}\n"  # noqa: E501
_OTHER = "  - {id: oth, title: Toritaka Chokichi, owner: b, zone: home}\n"
_POUCH = "  - {id: pouch, title: Coin Pouch, owner: a, zone: battlefield, battlefield: b-p1, attached_to: %s}\n"  # noqa: E501
_REPERCUSSIONS = "  - {id: rep, title: Economic Repercussions, owner: b, zone: home}\n"
_SAMURAI = "  - {id: sam, title: Bayushi Kasumi, owner: a, zone: battlefield, battlefield: b-p1}\n"


def _mifuyu(pool: CardPool, extra: str, **kw: Any) -> Verdict:
    loaded = parse_state(yaml.safe_load(_HEAD + extra), "board", None, pool)
    return check(loaded, "a", "mif", 0, **kw)


def test_another_target_the_ban_does_not_protect_is_the_witness(pool: CardPool) -> None:
    v = _mifuyu(pool, _LEGION + _OTHER)  # h41adv7 N1 (p03c)
    assert v.status == "legal"
    assert v.witness is not None and v.witness.targets["target1"] == ("oth",)


def test_the_only_target_protected_from_a_cost_7_performer_is_illegal(pool: CardPool) -> None:
    v = _mifuyu(pool, _LEGION)  # h41adv7 N2 (p03): Mifuyu performs her own action, Gold Cost 7
    assert v.status == "illegal"
    assert "Legion of Pain" in v.reasons[0] and "Daigotsu Zenshi" in v.reasons[0]


def test_the_announced_protected_target_is_illegal_another_legal(pool: CardPool) -> None:
    assert _mifuyu(pool, _LEGION + _OTHER, targets={"target1": ["zen"]}).status == "illegal"
    assert _mifuyu(pool, _LEGION + _OTHER, targets={"target1": ["oth"]}).status == "legal"


def test_a_coin_pouch_lifts_the_performer_out_of_the_ban(pool: CardPool) -> None:
    v = _mifuyu(pool, _LEGION + _POUCH % "mif")  # h41adv7 N3 (p03b): Gold Cost 9
    assert v.status == "legal"
    assert v.witness is not None and v.witness.targets["target1"] == ("zen",)


def test_control_a_pouch_on_another_personality_leaves_the_ban(pool: CardPool) -> None:
    assert _mifuyu(pool, _LEGION + _SAMURAI + _POUCH % "sam").status == "illegal"


def test_an_other_players_gold_cost_lowering_is_counted(pool: CardPool) -> None:
    # Economic Repercussions, read whole (``solver.others_cost_lowering``; h42fix, h42adv5
    # N2): "Other players' Personalities and Followers in play have -2 Gold Cost" (Mifuyu:
    # 9 - 2 = 7 with the Pouch, 7 - 2 = 5 without): inside "7 or lower" either way
    assert _mifuyu(pool, _LEGION + _POUCH % "mif" + _REPERCUSSIONS).status == "illegal"
    assert _mifuyu(pool, _LEGION + _REPERCUSSIONS).status == "illegal"


def test_control_without_the_legion_zenshi_is_a_target(pool: CardPool) -> None:
    v = _mifuyu(pool, "")
    assert v.status == "legal"
    assert v.witness is not None and v.witness.targets["target1"] == ("zen",)


def test_control_a_chosen_performer_keeps_the_doubt(pool: CardPool) -> None:
    # The Aerie's Iaijutsu Battle: who performs it is chosen, not settled by the ban here
    loaded = parse_state(yaml.safe_load(_HEAD + _LEGION), "board", None, pool)
    assert check(loaded, "a", "sh", 0).status == "unknown"
    loaded = parse_state(yaml.safe_load(_HEAD + _LEGION + _OTHER), "board", None, pool)
    assert check(loaded, "a", "sh", 0).status == "legal"


def test_a_pinned_protected_target_is_illegal_as_announced(pool: CardPool) -> None:
    # the factored action space pins a slot's cards: the same as announcing them
    assert _mifuyu(pool, _LEGION + _OTHER, pins={"target1": ["zen"]}).status == "illegal"
    assert _mifuyu(pool, _LEGION + _OTHER, pins={"target1": ["oth"]}).status == "legal"
