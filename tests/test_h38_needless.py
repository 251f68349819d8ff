"""Stop 38, needless ``unknown``s the state settles (h37adv1, h37adv4, h37adv5), on boards of
real cards (../shared/data), each with a control where the answer stays the other way or stays
unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import combat_board, two_player_board
from tests.builders import state_card as _c

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


_combat = combat_board  # me attacks them at bf, Combat Segment, turn 7


# -- Iuchi Daiyu • Experienced's Cavalry-unit shield beside a keyword grant (h37adv4 p21) ----------

_UP1 = {"battlefield": "unicorn-p1"}


def _daiyu(pool: CardPool, extra: list[dict[str, Any]]) -> str:
    cards = [
        _c("kamoto", "Yoritomo Kamoto", "battlefield", **_UP1),
        _c("spear", "Spearmen", "battlefield", attached_to="kamoto", **_UP1),
        _c("daiyu", "Iuchi Daiyu • Experienced", "battlefield", owner="unicorn", **_UP1),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_UP1),
        _c("eleph", "Elephant Cavalry", "battlefield", owner="unicorn", attached_to="tselu",
           **_UP1),
        *extra,
    ]  # fmt: skip
    loaded = _combat(pool, cards, "mantis", "unicorn", "unicorn-p1")
    return check(loaded, "mantis", "spear", 0).status


def test_daiyu_shield_all_cavalry_army_beside_a_grant(pool: CardPool) -> None:
    """Every unit of Daiyu's army is printed Cavalry (Daiyu; Tselu with Elephant Cavalry): the
    grant "Cards in this unit have Cavalry." shields no more cards, every candidate is
    shielded: illegal (was unknown)."""
    assert _daiyu(pool, []) == "illegal"


def test_daiyu_shield_control_non_cavalry_follower(pool: CardPool) -> None:
    """Control: Light Infantry (no printed Cavalry) in Tselu's unit; whether the grant makes it
    a Cavalry unit is the unread sentence's: unknown."""
    li = _c("li", "Light Infantry", "battlefield", owner="unicorn", attached_to="tselu", **_UP1)
    assert _daiyu(pool, [li]) == "unknown"


def test_daiyu_shield_control_non_cavalry_personality(pool: CardPool) -> None:
    """Control: a non-Cavalry Personality alone (Ide Aragaki, a Courtier) in Daiyu's army, whom
    no sentence of the board gives Cavalry (Elephant Cavalry's is about its own unit): he is
    the Ranged Attack's target, legal."""
    other = _c("aragaki", "Ide Aragaki", "battlefield", owner="unicorn", **_UP1)
    assert _daiyu(pool, [other]) == "legal"


# -- "This Stronghold's ability has Tireless if you bow your Fortification when announcing it." --

_LP1 = {"battlefield": "lion-p1"}


def _fortress(pool: CardPool, extra: list[dict[str, Any]]) -> Any:
    cards = [
        _c("fort", "The Indomitable Fortress of the Crab", bowed=True),
        _c("kisada", "Hida Kisada", "battlefield", **_LP1),
        _c("halls", "The Grand Halls of the Lion", owner="lion"),
        _c("toki", "Matsu Toki", "battlefield", owner="lion", **_LP1),
        *extra,
    ]
    return check(_combat(pool, cards, "crab", "lion", "lion-p1"), "crab", "fort", 0)


def test_bowed_fortress_tireless_by_bowing_a_fortification(pool: CardPool) -> None:
    """h37adv4 N5: the Fortress is bowed, Musha-Gaeshi (a Fortification) is the Crab's and
    unbowed: announced bowing it, the ability has Tireless (Reference 04): legal, the bow in
    its costs (was unknown)."""
    v = _fortress(pool, [_c("musha", "Musha-Gaeshi")])
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("kisada",)
    assert any(c.kind == "bow" and c.cards == ("musha",) for c in v.witness.costs)


def test_bowed_fortress_control_fortification_bowed(pool: CardPool) -> None:
    """Control: the Fortification is bowed too: nothing to bow, illegal."""
    v = _fortress(pool, [_c("musha", "Musha-Gaeshi", bowed=True)])
    assert v.status == "illegal", v.reasons


def test_bowed_fortress_control_the_opponents_fortification(pool: CardPool) -> None:
    """Control: the unbowed Fortification is the Lion's ("your Fortification"): illegal."""
    v = _fortress(pool, [_c("musha", "Musha-Gaeshi", owner="lion")])
    assert v.status == "illegal", v.reasons


def test_bowed_fortress_beside_a_tireless_grant(pool: CardPool) -> None:
    """Colonial Harbor's "Your Stronghold's abilities have Tireless." (unread) beside the
    Fortification: a keyword given to an ability can only allow it, and the Fortification's
    bow already does: legal."""
    v = _fortress(pool, [_c("musha", "Musha-Gaeshi"), _c("harbor", "Colonial Harbor")])
    assert v.status == "legal", v.reasons


# -- an own refusal ("This Personality cannot issue challenges.", Box of Mysteries): another
# -- performer tried (h37adv4 N2, p47/p48) ---------------------------------------------------------

_CP1 = {"battlefield": "crane-p1"}


def _box(pool: CardPool, *, kohana_bowed: bool) -> Any:
    cards = [
        _c("tselu", "Shinjo Tselu", "battlefield", **_CP1),
        _c("box", "Box of Mysteries", "battlefield", attached_to="tselu", **_CP1),
        _c("kohana", "Utaku Kohana", "battlefield", bowed=kohana_bowed, **_CP1),
        _c("duel", "Iaijutsu Duel", "hand"),
        _c("yuri", "Kakita Yuri", "battlefield", owner="crane", **_CP1),
    ]
    return check(_combat(pool, cards, "unicorn", "crane", "crane-p1"), "unicorn", "duel", 0)


def test_box_of_mysteries_another_performer(pool: CardPool) -> None:
    """Tselu carries Box of Mysteries; unbowed Kohana performs the Iaijutsu Duel instead, and
    the refusal (on Tselu alone) can't forbid that: legal (was unknown)."""
    v = _box(pool, kohana_bowed=False)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["performer"] == ("kohana",)


def test_box_of_mysteries_control_only_the_refusing_performer(pool: CardPool) -> None:
    """Control (p47): Kohana is bowed, Tselu the only performer: the doubt stays, unknown."""
    v = _box(pool, kohana_bowed=True)
    assert v.status == "unknown", v.reasons
    assert "Box of Mysteries" in " ".join(v.reasons)


# -- Moto Gaheris • Experienced: "... other players may not play Strategies during the Combat
# -- Segment unless their effects will unconditionally move or destroy him." (h37adv4 N4) --------

_CP2 = {"battlefield": "crane-p2"}


def _gaheris(pool: CardPool, strategy: str, *, follower: bool = True, targets: Any = None) -> Any:
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", "battlefield", **_CP2),
        _c("tselu", "Shinjo Tselu", "battlefield", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("yuri", "Kakita Yuri", "battlefield", owner="crane", **_CP2),
        _c("shige", "Doji Shigeyuki", owner="crane"),
        _c("s", strategy, "hand", owner="crane"),
    ]
    if follower:
        cards.append(_c("medcav", "Medium Cavalry", "battlefield", attached_to="gaheris", **_CP2))
    loaded = _combat(pool, cards, "unicorn", "crane", "crane-p2")
    return check(loaded, "crane", "s", 0, targets=targets)


def test_gaheris_block_supply_lines_moving_him_home(pool: CardPool) -> None:
    """Block Supply Lines ("Move home a target attacking Personality.") targeting Gaheris moves
    him home unconditionally, the sentence's exception: legal, with him the target (was
    unknown)."""
    v = _gaheris(pool, "Block Supply Lines")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("gaheris",)


def test_gaheris_rout_moving_him_home(pool: CardPool) -> None:
    """Rout ("Target a unit: Move it home. ...") with Gaheris's unit: legal (was unknown)."""
    v = _gaheris(pool, "Rout")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["unit"] == ("gaheris",)


def test_gaheris_iaijutsu_duel_barred(pool: CardPool) -> None:
    """Iaijutsu Duel destroys only the duel's loser (an outcome, not unconditional): no choice
    unconditionally moves or destroys Gaheris, illegal (was unknown)."""
    v = _gaheris(pool, "Iaijutsu Duel")
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in v.reasons[0]


def test_gaheris_way_of_deception_barred(pool: CardPool) -> None:
    """Way of Deception switches two of the Crane's own Personalities ("Switch their
    locations."): it never touches Gaheris, illegal (was unknown)."""
    v = _gaheris(pool, "Way of Deception")
    assert v.status == "illegal", v.reasons


def test_gaheris_control_an_attack_that_may_reach_him(pool: CardPool) -> None:
    """Control: Arrows from the Woods ("Ranged 2 Attack.") while Gaheris has no Follower, so he
    may be its target: whether it unconditionally destroys him is not read, unknown."""
    v = _gaheris(pool, "Arrows from the Woods", follower=False)
    assert v.status == "unknown", v.reasons


def test_gaheris_control_another_target_announced(pool: CardPool) -> None:
    """Control: Block Supply Lines announced on Tselu moves Gaheris nowhere: illegal, naming
    the sentence (h41face, h40adv6 N6; was unknown)."""
    v = _gaheris(pool, "Block Supply Lines", targets={"target1": ["tselu"]})
    assert v.status == "illegal", v.reasons
    assert "with the announced targets" in v.reasons[0]


# -- "Courtesy: This card's ability has no Gold Cost." (Confounding Departure; h37adv5 N1) -------

_CB2 = {"battlefield": "crab-p2"}


def _confounding_board(pool: CardPool, *, turn: int = 6, gates_bowed: bool = False) -> Any:
    """Mantis attack; turn 6: the Crab went first (Mantis second); turn 5: Mantis went first."""
    cards = [
        _c("gates", "Gates of the Second City", bowed=gates_bowed),
        _c("kamoto", "Yoritomo Kamoto", "battlefield", **_CB2),
        _c("cd", "Confounding Departure", "hand"),
        _c("kh", "Kyuden Hida • Experienced", owner="crab"),
        _c("tsuru", "Hida Tsuru", "battlefield", owner="crab", **_CB2),
    ]
    loaded = two_player_board(
        pool, cards, me="mantis", them="crab", phase="attack", segment="combat",
        current_battlefield="crab-p2", attacker="mantis", turn=turn,
    )  # fmt: skip
    return loaded


def _confounding(pool: CardPool, *, turn: int, gates_bowed: bool) -> Any:
    return check(_confounding_board(pool, turn=turn, gates_bowed=gates_bowed), "mantis", "cd", 0)


def test_courtesy_no_gold_cost_going_second(pool: CardPool) -> None:
    """The Mantis went second: the Courtesy trait takes effect, no Gold Cost, so no Gold source
    is needed: legal (was unknown)."""
    v = _confounding(pool, turn=6, gates_bowed=True)
    assert v.status == "legal", v.reasons


def test_courtesy_went_first_pays_the_gold(pool: CardPool) -> None:
    """The Mantis went first: the trait does not take effect; the :g1: is paid by the Gates:
    legal (was unknown)."""
    v = _confounding(pool, turn=5, gates_bowed=False)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None


def test_courtesy_control_went_first_no_gold(pool: CardPool) -> None:
    """Control: went first and the only Gold source bowed: the 1 Gold can't be paid, illegal."""
    v = _confounding(pool, turn=5, gates_bowed=True)
    assert v.status == "illegal", v.reasons


def test_courtesy_went_first_gold_doubt_named(pool: CardPool) -> None:
    """Went first, paying the Gold, whose only source has no Gold Production stat: `unknown`
    naming that Gold doubt, not the Courtesy sentence the turn order settles (h38adv4 W2)."""
    cards = [
        _c("keep", "The Mountain Keep of the Dragon", owner="dragon"),
        _c("kazu", "Tamori Kazushige", "battlefield", owner="dragon", **_CB2),
        _c("dcd", "Confounding Departure", "hand", owner="dragon"),
        _c("kh", "Kyuden Hida • Experienced", owner="crab"),
        _c("tsuru", "Hida Tsuru", "battlefield", owner="crab", **_CB2),
    ]
    loaded = two_player_board(
        pool, cards, me="dragon", them="crab", phase="attack", segment="combat",
        current_battlefield="crab-p2", attacker="dragon", turn=5,
    )  # fmt: skip
    v = check(loaded, "dragon", "dcd", 0)
    assert v.status == "unknown", v.reasons
    assert "The Mountain Keep of the Dragon" in v.reasons[0], v.reasons
    assert "Courtesy" not in " ".join(v.reasons)


def test_no_gold_cost_other_trait_reads_two_ways(pool: CardPool) -> None:
    """Control: a trait word whose condition is not read ("Compassion: ...") settles only a
    legal answer paying the Gold and an illegal one without it (solver.no_gold_cost_trait)."""
    import dataclasses

    from model.state import View
    from solver.no_gold_cost_trait import no_gold_cost_readings

    loaded = _confounding_board(pool)
    view = View.of(loaded.state, loaded.library)
    ab = view.definition("cd").abilities[0]
    ab = dataclasses.replace(
        ab, not_understood=("Compassion: This card's ability has no Gold Cost.",)
    )
    found = [(len(r.costs), sorted(s)) for r, s in no_gold_cost_readings(view, "mantis", "cd", ab)]
    assert found == [(1, ["legal"]), (0, ["illegal"])]


# -- "Kamoto's Follower has +2F." applied (h37adv5 N4, model/follower_stats.py) --------------------


def _superior(pool: CardPool, follower: str, *, on_kamoto: bool = True) -> Any:
    host = "kamoto" if on_kamoto else "other"
    cards = [
        _c("gates", "Gates of the Second City"),
        _c("kamoto", "Yoritomo Kamoto", "battlefield", **_CB2),
        _c("other", "Yoritomo Tarao", "battlefield", **_CB2),
        _c("med", follower, "battlefield", attached_to=host, **_CB2),
        _c("sa", "Superior Assault", "hand"),
        _c("kh", "Kyuden Hida • Experienced", owner="crab"),
        _c("tsuru", "Hida Tsuru", "battlefield", owner="crab", **_CB2),
        _c("hvy", "Heavy Infantry", "battlefield", owner="crab", attached_to="tsuru", **_CB2),
    ]
    loaded = two_player_board(
        pool, cards, me="mantis", them="crab", phase="attack", segment="combat",
        current_battlefield="crab-p2", attacker="mantis", turn=6,
    )  # fmt: skip
    return check(loaded, "mantis", "sa", 0)


def test_superior_assault_kamotos_follower(pool: CardPool) -> None:
    """Medium Infantry (3F) on Kamoto is 5F: Heavy Infantry (5F) has "equal or lower Force":
    legal (was unknown)."""
    v = _superior(pool, "Medium Infantry")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("hvy",)


def test_superior_assault_control_follower_elsewhere(pool: CardPool) -> None:
    """Control: Medium Infantry on another Personality: 3F < 5F, illegal."""
    v = _superior(pool, "Medium Infantry", on_kamoto=False)
    assert v.status == "illegal", v.reasons


def test_superior_assault_control_too_weak_even_with_kamoto(pool: CardPool) -> None:
    """Control: Light Infantry (2F) on Kamoto is 4F < 5F: illegal."""
    v = _superior(pool, "Light Infantry")
    assert v.status == "illegal", v.reasons


# -- "This Personality attaches Followers paying 3 less Gold, to a minimum of 1." on an
# -- attachment (The Emerald Armor; h37adv5 N3): its bearer's price ------------------------------


def _emerald(pool: CardPool, sources: list[dict[str, Any]]) -> Any:
    cards = [
        _c("kh", "Kyuden Hida • Experienced", bowed=True),
        *sources,
        _c("tsuru", "Hida Tsuru"),
        _c("itta", "Hiruma Itta"),
        _c("armor", "The Emerald Armor", attached_to="itta"),
        _c("hvy", "Heavy Infantry", "hand"),
        _c("sk", "Shamate Keep", owner="lion"),
    ]
    loaded = two_player_board(pool, cards, me="crab", them="lion", turn=9)
    return check(loaded, "crab", "hvy", "equip")


def test_emerald_armor_prices_its_bearer_short(pool: CardPool) -> None:
    """Heavy Infantry (8) with 2 Gold: onto Itta (the Armor's bearer) 8-3 = 5, onto Tsuru 6:
    illegal (was unknown)."""
    v = _emerald(pool, [_c("farm", "Large Farm")])
    assert v.status == "illegal", v.reasons


def test_emerald_armor_prices_its_bearer_paid(pool: CardPool) -> None:
    """Control: 5 Gold (Large Farm 2 + Iron Mine 3): onto Itta only (5), not Tsuru (6):
    legal, Itta the host."""
    v = _emerald(pool, [_c("farm", "Large Farm"), _c("iron", "Iron Mine")])
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["personality"] == ("itta",)
