"""Paying Reactions in Gold plans, plan flags and refusals said once (h38gold2; Costs and
restrictions / Gold production, Changes to costs and payments; README "Gold plans"). Real cards
by title from ../shared/data (skipped without it).

- A paying Reaction offered to the planner for this very payment (Near Miss for Fubatsu Blade's
  Equip), or a bowed reduction offered so (Akodo Dojo for Colonial Herald), no longer makes its
  plan "not proven cheapest"; the plan is the brute-force reference's first (h38adv3 W4).
- One that can't pay any payment of the plan (Truce for a Crane Personality's action of a Crane
  player, Near Miss for a Personality's action) is no doubt on it (h38adv3 W5).
- Truce's "a Personality with a Clan alignment different than your own" is read: no Gold for a
  card of its player's own Clan; for another's, its 2 Gold bound the shortfall (h38adv3 N2).
- An attachment's own "Will only attach to a Human." (Elephant Cavalry in play) no longer
  doubts another Follower's Equip; the card's own Equip keeps it (h38gold N3 left).
- A Reaction refused at an ``action_targets`` event says why once (h38gold left).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.load import load_state
from model.oracle.entering import read_entering
from model.oracle.pool import CardPool
from solver.cli import app
from solver.gold import brute_force
from solver.good_faith import check
from solver.playing import EQUIP, RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _write(tmp: Path, name: str, state: dict[str, Any]) -> Path:
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(state))
    return path


def _load(tmp: Path, pool: CardPool, name: str, state: dict[str, Any]) -> Any:
    return load_state(_write(tmp, name, state), cards=pool)


# --- 1. W4: Fubatsu Blade paid with Near Miss offered: proven, the reference's plan ----------


def _lion_action(extra: list[dict[str, Any]] | None = None, **kw: Any) -> dict[str, Any]:
    return {
        "turn": 8,
        "active_player": "lion",
        "phase": "action",
        "players": [
            {"id": "lion", "clan": "lion", "family_honor": 22},
            {"id": "mantis", "clan": "mantis", "family_honor": 30},
        ],
        "cards": [
            _card("shamate", "Shamate Keep", "lion"),
            _card("sido", "Ikoma Sido", "lion"),
            _card("gates", "Gates of the Second City", "mantis"),
            _card("m-iron", "Iron Mine", "mantis"),
            _card("kamoto", "Yoritomo Kamoto", "mantis"),
            _card("m-h1", "Near Miss", "mantis", "hand"),
            _card("m-h2", "Fubatsu Blade", "mantis", "hand"),
            *(extra or []),
        ],
        **kw,
    }


def test_an_offered_reaction_leaves_the_plan_proven(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, "w4", _lion_action()), "mantis", "m-h2", EQUIP, cheapest=True)
    assert v.status == "legal", v.reasons
    w = v.witness
    assert w is not None and w.plan is not None and w.problem is not None
    assert w.plan_optimal and w.cheapest
    assert "m-h1:react" in {s.id for s in w.problem.sources}  # offered to the planner
    # the README order (weights first: a card spent from the hand weighs 1, then least waste,
    # then fewest sources): the brute-force reference's first plan is this one
    ref = brute_force(w.problem)
    assert ref.plans and ref.plans[0].weight == w.plan.weight
    assert (ref.plans[0].waste, ref.plans[0].sources_used) == (w.plan.waste, w.plan.sources_used)


def test_control_a_reaction_not_offered_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """A state's cost change on Reactions may tax Near Miss: not offered, so the plan is not
    proven cheapest (the Reaction, unread, may still pay)."""
    taxed = {"kind": "cost_change", "gold_delta": 1, "actions": {"designator": "reaction"}}
    state = _lion_action(effects=[taxed])
    v = check(_load(tmp_path, pool, "w4c", state), "mantis", "m-h2", EQUIP, cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and not v.witness.plan_optimal


# --- 2. W5: Truce / Near Miss can't pay Kakita Yuri's action ---------------------------------


def _yuri(hand: str | None, crane_clan: str = "crane") -> dict[str, Any]:
    extra = [] if hand is None else [_card("c-h3", hand, "crane", "hand")]
    return {
        "turn": 7,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crane-p2",
        "attacker": "scorpion",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 18},
            {"id": "crane", "clan": crane_clan, "family_honor": 31},
        ],
        "cards": [
            _card("estate", "The Shadowed Estate of the Scorpion", "scorpion"),
            _card("sadao", "Shosuro Sadao", "scorpion", "battlefield", battlefield="crane-p2"),
            _card(
                "s-li",
                "Light Infantry",
                "scorpion",
                "battlefield",
                battlefield="crane-p2",
                attached_to="sadao",
            ),
            _card("palace", "The Esteemed Palace of the Crane", "crane"),
            _card("c-mkt1", "Marketplace", "crane"),
            _card("yuri", "Kakita Yuri", "crane", "battlefield", battlefield="crane-p2"),
            *extra,
        ],
    }


@pytest.mark.parametrize("hand", ["Truce", "Near Miss", None])
def test_a_reaction_that_cannot_pay_the_action_is_no_doubt(
    tmp_path: Path, pool: CardPool, hand: str | None
) -> None:
    v = check(_load(tmp_path, pool, "w5", _yuri(hand)), "crane", "yuri", 0, cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan_optimal, hand


def test_control_truce_with_the_clan_unsettled_stays_a_doubt(
    tmp_path: Path, pool: CardPool
) -> None:
    """The Crane player stated as Scorpion beside a Crane Stronghold: his Clan is not settled,
    so Truce may pay for Yuri (another Clan's): the plan is not proven cheapest."""
    state = _yuri("Truce", crane_clan="scorpion")
    v = check(_load(tmp_path, pool, "w5c", state), "crane", "yuri", 0, cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and not v.witness.plan_optimal


# --- 3. N2: Truce for one's own Clan, and bounded ---------------------------------------------


def _dynasty(player_clan: str, target: str, truce: bool, copper: bool) -> dict[str, Any]:
    cards = [
        _card("keep", "Shamate Keep", "me", bowed=True),
        _card("iron", "Iron Mine", "me"),
        _card("p1", target, "me", "province", province=1),
        _card("kyuden", "Kyuden Hida • Experienced", "other"),
    ]
    if copper:
        cards.append(_card("copper", "Copper Mine", "me"))
    if truce:
        cards.append(_card("truce", "Truce", "me", "hand"))
    return {
        "turn": 3,
        "active_player": "me",
        "phase": "dynasty",
        "players": [
            {"id": "me", "clan": player_clan, "family_honor": 12},
            {"id": "other", "clan": "crab", "family_honor": 12},
        ],
        "cards": cards,
    }


@pytest.mark.parametrize(
    ("target", "truce", "status"),
    [
        ("Matsu Misato", True, "illegal"),  # Lion for a Lion player: Truce can't pay; 6 > 5
        # Crab: 5 + 2; Truce's 2 pays the card's own cost with Iron Mine, Copper Mine the 2
        # (h39adv3 N8: the planner uses Truce for the card's own Gold cost)
        ("Hiruma Itta", True, "legal"),
        ("Hiruma Itta", False, "illegal"),  # control: no Truce, 5 < 7
    ],
)
def test_truce_reads_the_clan_alignment(
    tmp_path: Path, pool: CardPool, target: str, truce: bool, status: str
) -> None:
    state = _dynasty("lion", target, truce, copper=True)
    v = check(_load(tmp_path, pool, "n2", state), "me", "p1", RECRUIT)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "Truce" in v.reasons[0]


def test_truce_bounds_the_shortfall(tmp_path: Path, pool: CardPool) -> None:
    """Matsu Misato (Lion, 6) for a Crab player: 6 + 2 (Clan Honor Rule) against the Iron Mine
    and at most Truce's 2 for the card's own payment: short whatever Truce pays."""
    state = _dynasty("crab", "Matsu Misato", True, copper=False)
    state["players"][1]["clan"] = "lion"
    state["cards"][0] = _card("keep", "Kyuden Hida • Experienced", "me", bowed=True)
    state["cards"][3] = _card("kyuden", "Shamate Keep", "other")
    v = check(_load(tmp_path, pool, "n2b", state), "me", "p1", RECRUIT)
    assert v.status == "illegal", v.reasons


# --- 4. an attachment's own host restriction ---------------------------------------------------


def _tselu(extra: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "turn": 6,
        "active_player": "unicorn",
        "phase": "action",
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 14},
            {"id": "crane", "clan": "crane", "family_honor": 15},
        ],
        "cards": [
            _card("plains", "The Endless Plains of the Unicorn", "unicorn", bowed=True),
            _card("gm", "Gold Mine", "unicorn"),
            _card("gm2", "Gold Mine", "unicorn"),
            _card("gm3", "Gold Mine", "unicorn"),
            _card("tselu", "Shinjo Tselu", "unicorn"),
            _card("eleph", "Elephant Cavalry", "unicorn", attached_to="tselu"),
            _card("yuki", "Yuki no Onna", "unicorn"),
            _card("palace", "The Esteemed Palace of the Crane", "crane"),
            *extra,
        ],
    }


def test_an_attached_cards_own_restriction_spares_another_equip(
    tmp_path: Path, pool: CardPool
) -> None:
    """Outriders (Cavalry, 3) onto Shinjo Tselu: Elephant Cavalry's own "Will only attach to a
    Human." and its "Cards in this unit have Cavalry." (Outriders has Cavalry; Outriders names
    no host keyword) turn nothing: legal (``solver.equip_keyword_scope``)."""
    state = _tselu([_card("outr", "Outriders", "unicorn", "hand")])
    v = check(_load(tmp_path, pool, "t4", state), "unicorn", "outr", EQUIP)
    assert not any("Will only attach to a Human" in r for r in v.reasons), v.reasons
    assert v.status == "legal", v.reasons


def test_control_a_follower_without_the_keyword_keeps_the_doubt(
    tmp_path: Path, pool: CardPool
) -> None:
    """Medium Infantry (no Cavalry): "Cards in this unit have Cavalry." may give it Cavalry,
    and Tselu's Cavalry reduction tests it: the doubt stays."""
    state = _tselu([_card("mi", "Medium Infantry", "unicorn", "hand")])
    v = check(_load(tmp_path, pool, "t4m", state), "unicorn", "mi", EQUIP)
    assert v.status == "unknown", v.reasons
    assert "Cards in this unit have Cavalry" in v.reasons[0]


def test_control_the_cards_own_equip_onto_a_nonhuman(tmp_path: Path, pool: CardPool) -> None:
    """A second Elephant Cavalry onto Yuki no Onna (Nonhuman): its own sentence, read, refuses
    her (Yuki can't take it); never legal."""
    state = _tselu([_card("eleph2", "Elephant Cavalry", "unicorn", "hand")])
    loaded = _load(tmp_path, pool, "t4c", state)
    v = check(loaded, "unicorn", "eleph2", EQUIP, targets={"personality": ["yuki"]})
    assert v.status != "legal", v.reasons
    assert any("Yuki no Onna can't take Elephant Cavalry" in r for r in v.reasons), v.reasons


def test_will_only_attach_to_a_human_is_read() -> None:
    """Only Personalities take attachments (Reference 03): "a Human" is a Personality without
    Nonhuman (README, Human)."""
    got = read_entering("Will only attach to a Human.", "Camel Mounts")
    assert got.only_to is not None and got.only_to.not_keyword == ("nonhuman",)
    assert read_entering("Will only attach to a Nonhuman.", "T").only_to is not None


def _camel(host: str) -> dict[str, Any]:
    return {
        "turn": 9,
        "active_player": "unicorn",
        "phase": "action",
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 19},
            {"id": "spider", "clan": "spider", "family_honor": 4},
        ],
        "cards": [
            _card("khan", "The Khan's Estate", "unicorn", bowed=True),
            _card("u-gm", "Gold Mine", "unicorn"),
            _card("u-lf", "Large Farm", "unicorn"),
            _card("host", host, "unicorn"),
            _card("camel", "Camel Mounts", "unicorn", "hand"),
            _card("citadel", "The Sinister Citadel of the Spider", "spider"),
        ],
    }


@pytest.mark.parametrize(
    ("host", "status"), [("Shinjo Tselu", "legal"), ("Yuki no Onna", "illegal")]
)
def test_camel_mounts_onto_a_human(tmp_path: Path, pool: CardPool, host: str, status: str) -> None:
    """h38adv3 N3: Camel Mounts (6) onto Shinjo Tselu (Human): 6 - 2 (his Cavalry Followers'
    reduction) = 4, paid; control: onto Yuki no Onna (Nonhuman), refused by its own sentence."""
    v = check(_load(tmp_path, pool, "camel", _camel(host)), "unicorn", "camel", EQUIP)
    assert v.status == status, v.reasons


# --- 5. the check and the lister agree on Akodo Dojo's offered reduction ---------------------


def test_an_offered_reduction_is_proven_in_check_and_unmarked(tmp_path: Path) -> None:
    state = {
        "turn": 9,
        "active_player": "unicorn",
        "phase": "action",
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 17},
            {"id": "dragon", "clan": "dragon", "family_honor": 20},
        ],
        "cards": [
            _card("sh", "Shiro Shinjo", "unicorn", bowed=True),
            _card("iron", "Iron Mine", "unicorn"),
            _card("gold", "Gold Mine", "unicorn"),
            _card("kamoko", "Otaku Kamoko", "unicorn"),
            _card("herald", "Colonial Herald", "unicorn", "hand"),
            _card("dsh", "The Mountain Keep of the Dragon", "dragon"),
            _card("dojo", "Akodo Dojo", "unicorn"),
        ],
    }
    path = _write(tmp_path, "b2", state)
    args = [str(path), "-p", "unicorn", "--cards", str(DATA / "oracle"), "--cards",
            str(DATA / "sets")]  # fmt: skip
    out = CliRunner().invoke(app, ["check", *args, "-c", "herald", "-a", "equip", "--json"])
    (verdict,) = json.loads(out.output)["abilities"]
    assert verdict["verdict"] == "legal"
    assert verdict["witness"]["gold_plan"]["payments"]["equip"] == ["dojo:reduce0"]
    assert verdict["witness"]["gold_plan_optimal"] is True
    flat = CliRunner().invoke(app, ["actions", *args, "--flat"])
    rows = [r for r in flat.output.splitlines() if "Colonial Herald:" in r]
    assert rows and not any("(not proven cheapest)" in r for r in rows)


# --- 6. a trigger refusal at an action_targets event, said once ------------------------------


def _blade(event: bool) -> dict[str, Any]:
    state: dict[str, Any] = {
        "turn": 11,
        "active_player": "spider",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "spider",
        "action_player": "spider",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 9},
            {"id": "spider", "clan": "spider", "family_honor": -3},
        ],
        "cards": [
            _card("fortress", "The Impregnable Fortress of the Crab", "crab"),
            _card("esumi", "Kaiu Esumi", "crab", "battlefield", battlefield="crab-p1"),
            _card(
                "boc",
                "Blade of Champions",
                "crab",
                "battlefield",
                battlefield="crab-p1",
                attached_to="esumi",
            ),
            _card("citadel", "The Sinister Citadel of the Spider", "spider"),
            _card("hachiko", "Daigotsu Hachiko", "spider", "battlefield", battlefield="crab-p1"),
        ],
    }
    if event:
        state["event"] = {"kind": "action_targets", "timing": "after", "cards": ["esumi"]}
    else:
        state["trigger"] = "to an action, after its targets are chosen"
    return state


def test_the_refusal_at_an_event_says_why_once(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, "b6", _blade(True)), "crab", "boc", 0)
    assert v.status == "illegal", v.reasons
    (said,) = v.reasons
    assert "the pending event is 'action targets' (after)" in said
    assert said.count("just before the action's actual targeting") == 1
    assert said.count("pending moment") == 0 and said.count("not its trigger") == 1


def test_control_a_pending_trigger_keeps_its_refuting_fact(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, "b6c", _blade(False)), "crab", "boc", 0)
    assert v.status == "illegal", v.reasons
    assert v.reasons[0].count("just before the action's actual targeting") == 1
