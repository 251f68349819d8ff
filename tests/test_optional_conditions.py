"""Optional targets under a condition ("If <condition>, you may target ..."; Abilities and
actions / B: targeting that varies with a currently known condition depends on whether it is
met; one known only after the targeting step is not carried out then). ``model.cardtext.
optional_conditions`` reads the condition onto the slot, ``solver.optional_gates`` refuses a
named slot whose condition fails, and the listers do not offer it (h39adv1 F1: before, the
condition was dropped, and A Fugitive Apprehended's target3 was legal with a non-Magistrate).
Also the refusal words of h39adv1 F4, F5 and U1."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.abilities import TargetSpec, TargetTiming
from model.describe import ability_text
from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.optional_targets import more_candidates

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _ability(pool: CardPool, title: str) -> Any:
    card = pool.resolve(title).card
    return next(a for a in card.abilities if any(isinstance(t, TargetSpec) for t in a.targets))


def _slot(pool: CardPool, title: str, name: str) -> TargetSpec | None:
    found = [t for t in _ability(pool, title).targets if getattr(t, "name", None) == name]
    return found[0] if found and isinstance(found[0], TargetSpec) else None


@pytest.mark.parametrize(
    ("title", "slot", "words"),
    [
        ("A Fugitive Apprehended", "target3", "(only if performer is a Magistrate card)"),
        ("Pillar Tattoo", "target2", "(only if performer is an Earth card)"),
        ("Step Into the Fray", "target3", "(only if target1 is a Yojimbo card)"),
        ("Not Yet Finished", "target2", "(only if target1 is a Yojimbo card)"),
        ("Steadfast Defense", "target2", "(only if you control 1+ of your Temple cards)"),
    ],
)
def test_a_condition_known_now_gates_the_slot(
    pool: CardPool, title: str, slot: str, words: str
) -> None:
    spec = _slot(pool, title, slot)
    assert spec is not None and spec.optional and spec.timing is TargetTiming.NOW
    assert [cw.count for cw in spec.count_when] == [0]
    assert words in ability_text(_ability(pool, title))


@pytest.mark.parametrize(
    ("title", "slot"),
    [
        ("Guided by Honor", "target2"),  # "If he moved"
        ("Tsuruchi Nobukatsu", "target2"),  # "If the Ranged Attack destroyed a card"
        ("Asako Katashi", "target2"),  # "If the targeted Shugenja bowed"
        ("Shiba Iaimiko", "target2"),  # "If its Force is now 0 and ..."
        ("Recruitment", "target2"),  # "if you do not and your Personality is a Commander"
    ],
)
def test_a_condition_on_what_the_effects_did_is_known_later(
    pool: CardPool, title: str, slot: str
) -> None:
    spec = _slot(pool, title, slot)
    assert spec is not None and spec.timing is TargetTiming.AFTER and not spec.count_when


def test_a_condition_not_read_offers_no_target(pool: CardPool) -> None:
    # "If you own a dead Courtier or Shugenja, you may target and destroy an attachment.": the
    # condition is not read, so the sentence is kept whole as an optional effect (no slot)
    assert _slot(pool, "Lessons Never Forgotten", "target3") is None
    assert _slot(pool, "Lessons Never Forgotten", "target2") is not None  # the Melee Attack


def _load(tmp: Path, pool: CardPool, state: dict[str, Any]) -> Any:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def _battle(attacker: str, defender: str, where: str, cards: list[dict[str, Any]]) -> Any:
    return {
        "turn": 9, "active_player": attacker, "phase": "attack", "segment": "combat",
        "current_battlefield": where, "attacker": attacker, "defender": defender,
        "players": [{"id": attacker, "clan": attacker, "family_honor": 10},
                    {"id": defender, "clan": defender, "family_honor": 12}],
        "cards": cards,
    }  # fmt: skip


def _fugitive(tmp: Path, pool: CardPool) -> Any:
    cards = [
        {"id": "lodd", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
        {"id": "toshimo", "title": "Bayushi Toshimo", "owner": "scorpion",
         "zone": "battlefield", "battlefield": "l-p2"},
        {"id": "nori", "title": "Bayushi Nori", "owner": "scorpion", "zone": "battlefield",
         "battlefield": "l-p2", "dishonorable": True},
        {"id": "s-h5", "title": "A Fugitive Apprehended", "owner": "scorpion", "zone": "hand"},
        {"id": "keep", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "koyama", "title": "Matsu Koyama", "owner": "lion", "zone": "battlefield",
         "battlefield": "l-p2"},
        {"id": "l-farm", "title": "Large Farm", "owner": "lion", "zone": "home"},
    ]  # fmt: skip
    return _load(tmp, pool, _battle("scorpion", "lion", "l-p2", cards))


def test_fugitive_target3_needs_a_magistrate(tmp_path: Path, pool: CardPool) -> None:
    view = _fugitive(tmp_path, pool)
    # Bayushi Toshimo is no Magistrate: naming target3 is refused, with the condition
    toshimo = {"performer": ["toshimo"], "target2": ["l-farm"]}
    v = check(view, "scorpion", "s-h5", 0, targets={**toshimo, "target3": ["koyama"]})
    assert v.status == "illegal", v.reasons
    assert "target3 may be targeted only if performer is a Magistrate" in v.reasons[0]
    # control: without target3 the same announcement stays legal
    v = check(view, "scorpion", "s-h5", 0, targets=toshimo)
    assert v.status == "legal", v.reasons
    # control: Bayushi Nori is a Magistrate
    nori = {"performer": ["nori"], "target2": ["l-farm"], "target3": ["koyama"]}
    v = check(view, "scorpion", "s-h5", 0, targets=nori)
    assert v.status == "legal", v.reasons
    # the performer not named: whom the condition is said of is not settled
    v = check(view, "scorpion", "s-h5", 0, targets={"target3": ["koyama"]})
    assert v.status == "unknown" and "name the cards" in v.reasons[0]


def test_fugitive_lister_offers_target3_only_with_a_magistrate(
    tmp_path: Path, pool: CardPool
) -> None:
    view = as_view(_fugitive(tmp_path, pool))
    ability = view.definition("s-h5").abilities[0]
    spec = next(t for t in ability.targets if isinstance(t, TargetSpec) and t.name == "target3")
    chosen = {"performer": ("toshimo",), "target2": ("l-farm",)}
    assert more_candidates(view, "scorpion", "s-h5", ability, spec, chosen) == []
    chosen = {"performer": ("nori",), "target2": ("l-farm",)}
    assert "koyama" in more_candidates(view, "scorpion", "s-h5", ability, spec, chosen)


def _steadfast(tmp: Path, pool: CardPool, temple: bool) -> Any:
    cards = [
        {"id": "castle", "title": "Carpenter Castle", "owner": "crab", "zone": "home"},
        {"id": "mimori", "title": "Hida Mimori", "owner": "crab", "zone": "battlefield",
         "battlefield": "p-p1"},
        {"id": "heiwa", "title": "Asako Heiwa", "owner": "phoenix", "zone": "battlefield",
         "battlefield": "p-p1"},
        {"id": "ph-h1", "title": "Steadfast Defense", "owner": "phoenix", "zone": "hand"},
        {"id": "ph-farm", "title": "Large Farm", "owner": "phoenix", "zone": "home"},
    ]  # fmt: skip
    if temple:
        cards.append({"id": "temple", "title": "Temple of Serenity", "owner": "phoenix",
                      "zone": "home"})  # fmt: skip
    return _load(tmp, pool, _battle("crab", "phoenix", "p-p1", cards))


@pytest.mark.parametrize("temple", [False, True])
def test_steadfast_defense_needs_a_temple(tmp_path: Path, pool: CardPool, temple: bool) -> None:
    view = _steadfast(tmp_path, pool, temple)
    named = check(view, "phoenix", "ph-h1", 0,
                  targets={"performer": ["heiwa"], "target2": ["mimori"]})  # fmt: skip
    bare = check(view, "phoenix", "ph-h1", 0, targets={"performer": ["heiwa"]})
    assert bare.status == "legal", bare.reasons
    assert named.status == ("legal" if temple else "illegal"), named.reasons
    if not temple:
        assert "only if you control 1+ of your Temple cards" in named.reasons[0]


def test_a_later_condition_is_not_chosen_on_announcement(tmp_path: Path, pool: CardPool) -> None:
    # Guided by Honor: "... Move him to the current battlefield. If he moved, you may target
    # and bow an enemy Personality ...": chosen as the effects resolve
    cards = [
        {"id": "keep", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "kakihara", "title": "Akodo Kakihara", "owner": "lion", "zone": "home"},
        {"id": "l-h1", "title": "Guided by Honor", "owner": "lion", "zone": "hand"},
        {"id": "castle", "title": "Carpenter Castle", "owner": "crab", "zone": "home"},
        {"id": "mimori", "title": "Hida Mimori", "owner": "crab", "zone": "battlefield",
         "battlefield": "c-p1"},
    ]  # fmt: skip
    view = _load(tmp_path, pool, _battle("lion", "crab", "c-p1", cards))
    bare = check(view, "lion", "l-h1", 0)
    named = check(view, "lion", "l-h1", 0, targets={"target2": ["mimori"]})
    assert named.status == "illegal", named.reasons
    assert "chosen as the effects resolve" in named.reasons[0]
    assert bare.status != "illegal" or "chosen as the effects resolve" not in bare.reasons[0]


def test_the_refusal_names_the_unit_missing_where_it_engages(
    tmp_path: Path, pool: CardPool
) -> None:
    # Recruitment Officer: "After engaging at a battlefield where you control one or more
    # units, ..." (h39adv1 F5)
    def board(kinto_there: bool) -> Any:
        kinto: dict[str, Any] = {"id": "kinto", "title": "Shinjo Kinto", "owner": "unicorn",
                                 "zone": "home"}  # fmt: skip
        if kinto_there:
            kinto.update(zone="battlefield", battlefield="u-p1")
        cards = [
            {"id": "castle", "title": "Carpenter Castle", "owner": "crab", "zone": "home"},
            {"id": "mimori", "title": "Hida Mimori", "owner": "crab", "zone": "battlefield",
             "battlefield": "u-p1"},
            {"id": "plains", "title": "The Endless Plains of the Unicorn", "owner": "unicorn",
             "zone": "home"},
            {"id": "u-ro", "title": "Recruitment Officer", "owner": "unicorn", "zone": "home"},
            kinto,
        ]  # fmt: skip
        state = _battle("crab", "unicorn", "u-p1", cards)
        state.pop("segment")
        state["event"] = {"kind": "engaging", "timing": "after"}
        return _load(tmp_path, pool, state)

    v = check(board(False), "unicorn", "u-ro", 0)
    assert v.status == "illegal"
    assert "unicorn controls no unit at u-p1" in v.reasons[0]
    assert check(board(True), "unicorn", "u-ro", 0).status == "legal"  # control


def test_no_card_to_bring_names_the_targeted_weapon(tmp_path: Path, pool: CardPool) -> None:
    # Bayushi Ebara: "Target a Weapon in your hand: Attach it to Ebara" (h39adv1 F4): the
    # reason names the Weapon targeted, not "Weapon Followers or Items or Spells or Ancestors"
    cards = [
        {"id": "lodd", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
        {"id": "s-geisha", "title": "Geisha House", "owner": "scorpion", "zone": "home"},
        {"id": "ebara", "title": "Bayushi Ebara", "owner": "scorpion", "zone": "home"},
        {"id": "eb-blade", "title": "Fubatsu Blade", "owner": "scorpion", "zone": "home",
         "attached_to": "ebara"},
        {"id": "s-h1", "title": "Naginata", "owner": "scorpion", "zone": "hand"},
        {"id": "keep", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
    ]  # fmt: skip
    state = {
        "turn": 9, "active_player": "scorpion", "phase": "action",
        "players": [{"id": "scorpion", "clan": "scorpion", "family_honor": 6},
                    {"id": "lion", "clan": "lion", "family_honor": 21}],
        "cards": cards,
    }  # fmt: skip
    v = check(_load(tmp_path, pool, state), "scorpion", "ebara", 0)
    assert v.status == "illegal"
    said = " ".join(v.reasons)
    assert "Naginata (s-h1), cannot enter play" in said
    assert "Ancestors" not in said


def test_an_unread_text_naming_the_hand_is_quoted(tmp_path: Path, pool: CardPool) -> None:
    # Fading Shadows: "Ninja Battle: If this Follower is in your hand, ..." (h39adv1 U1)
    cards = [
        {"id": "lodd", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
        {"id": "tsuji", "title": "Shosuro Tsuji", "owner": "scorpion", "zone": "battlefield",
         "battlefield": "l-p2"},
        {"id": "s-h3", "title": "Fading Shadows", "owner": "scorpion", "zone": "hand"},
        {"id": "keep", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "koyama", "title": "Matsu Koyama", "owner": "lion", "zone": "battlefield",
         "battlefield": "l-p2"},
    ]  # fmt: skip
    v = check(_load(tmp_path, pool, _battle("scorpion", "lion", "l-p2", cards)), "scorpion",
              "s-h3", 0)  # fmt: skip
    # read since h43fx ("Equip it to him": the card itself, to the performing Ninja)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize(
    ("title", "slot"),
    [
        ("Scorn the Weak", "target2"),  # "If his Force is now 0, ... and you may target"
        ("Cautious Contemplation", "target2"),  # "... you paid two Gold for this action"
        ("Veteran Light Cavalry", "target1"),  # "If this moved them, you may straighten ..."
    ],
)
def test_one_later_if_in_the_clause_of_the_targets(pool: CardPool, title: str, slot: str) -> None:
    spec = _slot(pool, title, slot)
    assert spec is not None and spec.timing is TargetTiming.AFTER


def test_a_delayed_effect_keeps_its_timing(pool: CardPool) -> None:
    # Aramasu's Legacy: "After it ends, if you won any of its battles ..., you may target ..."
    spec = _slot(pool, "Aramasu's Legacy", "target1")
    assert spec is not None and spec.timing is TargetTiming.DELAYED


@pytest.mark.parametrize(
    ("words", "later"),
    [
        ("he moved", True),
        ("the Ranged Attack destroyed a card", True),
        ("you do not and your Personality is a Commander", True),
        ("Reju wins", True),
        # controls: known now (a state, a past occurrence before the action, a chosen card)
        ("Kumi is bowed and at a battlefield", False),
        ("a Province was destroyed this turn", False),
        ("you targeted a Yojimbo", False),
        ("he is Earth", False),
    ],
)
def test_which_conditions_are_known_later(words: str, later: bool) -> None:
    from model.cardtext.optional_conditions import _LATER

    assert bool(_LATER.search(words)) is later
