"""Two readings of one text (``Ability.lenient``): legal when the strict reading is legal,
illegal when the lenient one fails too, unknown in between (never a guess). Fear as its
reminder text defines it: the Force limit at targeting or on resolution, the target in the
current enemy army or anywhere in play (the rules files settle neither)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from solver.good_faith import check
from tests.builders import board, card, imported

STATE = """
turn: 3
active_player: me
phase: attack
segment: combat
current_battlefield: them-p1
attacker: me
players: [{{id: me, family_honor: 5}}, {{id: them, family_honor: 5}}]
definitions:
  - title: T Brute
    type: personality
    force: 2
    chi: 2
    provenance: implied
  - title: T Foe
    type: personality
    force: {foe_force}
    chi: 2
    provenance: implied
  - title: T Ashigaru
    type: follower
    force: 1
    provenance: implied
cards:
  - {{id: brute, title: T Brute, owner: me, zone: battlefield, battlefield: them-p1}}
{more}
"""

FEAR = {
    "designators": ["battle"],
    "targets": [
        {
            "name": "target1",
            "select": {
                "controller": "opponent",
                "type": ["follower", "personality"],
                "location": "current_battlefield",
                "any_of": [
                    {"type": "follower"},
                    {"type": "personality", "lacks_attachment": {"type": "follower"}},
                ],
            },
            "where": ["target1.force <= 2"],
        }
    ],
    "effects": [{"step": "Fear 2."}],
    "lenient_note": "the Force limit is checked when the Fear resolves",
}


def _status(tmp: Path, foe_force: int, foe_at: str, follower: bool = False) -> str:
    import yaml

    lenient = dict(FEAR)
    del lenient["lenient_note"]
    lenient["targets"] = [
        {
            **FEAR["targets"][0],  # type: ignore[index]
            "select": {**FEAR["targets"][0]["select"], "location": "in_play"},  # type: ignore[index]
            "where": [],
        }
    ]
    data = yaml.safe_load(STATE.format(foe_force=foe_force, more=""))
    data["definitions"][0]["abilities"] = [{**FEAR, "lenient": lenient}]
    where = (
        {"zone": "battlefield", "battlefield": "them-p1"} if foe_at == "there" else {"zone": "home"}
    )
    if foe_at != "none":
        data["cards"].append({"id": "foe", "title": "T Foe", "owner": "them", **where})
        if follower:
            data["cards"].append(
                {"id": "ash", "title": "T Ashigaru", "owner": "them", "attached_to": "foe", **where}
            )
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    verdict = check(load_state(path), "me", "brute", 0)
    if verdict.status == "unknown":
        assert verdict.details[0].code == "two_readings"
        assert "Force limit" in verdict.reasons[0]
    return verdict.status


def test_fear_is_legal_when_the_strict_reading_is(tmp_path: Path) -> None:
    assert _status(tmp_path, 2, "there") == "legal"


def test_fear_is_unknown_where_the_readings_disagree(tmp_path: Path) -> None:
    assert _status(tmp_path, 3, "there") == "unknown"  # Force above the limit
    assert _status(tmp_path, 1, "home") == "unknown"  # not in the current enemy army


def test_fear_is_illegal_when_both_readings_fail(tmp_path: Path) -> None:
    assert _status(tmp_path, 1, "none") == "illegal"
    # a Personality with a Follower is no target in either reading; his Follower (Force 1) is
    assert _status(tmp_path, 1, "there", follower=True) == "legal"


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("<b>Battle:</b> Fear 3.", 3),
        (
            "<b>Battle:</b> Fear 2 (Bow a target enemy Follower, or Personality without Followers, "
            "with 2 or lower Force).",
            2,
        ),
        (
            "<b>Battle, :bow::</b> Melee 2 Attack (Destroy a target enemy Follower or Personality "
            "without Followers with 2 or lower Force).",
            2,
        ),
        ("<b>Battle:</b> Melee 6 Attack, with +2 strength if you control a Shugenja.", 6),
        # two strengths: the strict reading takes the lower one
        ("<b>Battle:</b> Fear 2, or Fear 4 if the target is a Follower.", 2),
        ("<b>Battle, :bow::</b> Melee 2 Attack, or 3 if you took a Kharmic action this turn.", 2),
    ],
)
def test_the_importer_keeps_both_readings(text: str, n: int) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    ab = action.ability
    (strict,) = ab.targets
    assert ab.lenient is not None and ab.lenient_note
    (lenient,) = ab.lenient.targets
    assert strict.where == (f"target1.force <= {n}",)  # type: ignore[union-attr]
    assert lenient.where == ()  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        # a reminder that says another strength or verb than the effect
        "<b>Battle:</b> Fear 2 (Bow a target enemy Follower, or Personality without Followers, "
        "with 3 or lower Force).",
        "<b>Battle:</b> Melee 2 Attack (Bow a target enemy Follower, or Personality without "
        "Followers, with 2 or lower Force).",
        # what widens or changes its targets is not read
        "<b>Battle:</b> Fear 2 that may target Holdings.",
        "<b>Battle:</b> Fear 2, or Melee 4 Attack if the target is a Follower.",
        "<b>Battle:</b> Fear equal to half this Personality's Force.",
        # (a penalty under a condition is counted as if it applied:
        # tests/test_cardtext_attack_forms.py; one per thing counted has no lowest value)
        "<b>Battle:</b> Melee 3 Attack, with -1 strength for each Shugenja you control.",
    ],
)
def test_the_importer_refuses_other_attacks(text: str) -> None:
    (action,) = import_text(text, title="T", card_type=CardType.PERSONALITY).actions
    assert not action.full


def _opening_if(tmp: Path, *, farm: bool, enemy: bool) -> str:
    text = "<b>Open:</b> If you control a Farm, bow a target enemy Personality."
    (action,) = import_text(text, title="T Lord", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    ab = action.ability
    assert ab.condition is not None and ab.lenient is not None
    assert ab.lenient.condition is None
    (governed,) = ab.lenient.targets  # the "If" governs it: required only if it holds now
    assert governed.count_when[0].count == 0  # type: ignore[union-attr]
    lord = {"title": "T Lord", "type": "personality", "force": 2, "chi": 2}
    lord["abilities"] = [imported(text, "T Lord", CardType.PERSONALITY)]
    cards = [card("lord", "T Lord", "me")]
    if farm:
        cards.append(card("farm", "T Farm", "me"))
    if enemy:
        cards.append(card("foe", "T Lord", "them"))
    farm_def = {"title": "T Farm", "type": "holding", "keywords": ["farm"]}
    return check(board([lord, farm_def], cards), "me", "lord", 0).status


def test_an_opening_if_is_legal_when_the_restriction_reading_is(tmp_path: Path) -> None:
    assert _opening_if(tmp_path, farm=True, enemy=True) == "legal"


def test_an_opening_if_is_unknown_where_the_readings_disagree(tmp_path: Path) -> None:
    # no Farm: illegal as a restriction, legal (and does nothing) as a conditional effect
    assert _opening_if(tmp_path, farm=False, enemy=True) == "unknown"
    # a Farm but no target: illegal in both readings (Abilities and actions / B: targeting
    # under a condition known now is required when it is met)
    assert _opening_if(tmp_path, farm=True, enemy=False) == "illegal"


def test_an_opening_if_on_the_one_card_chosen_before() -> None:
    """ "Target a Personality: If he is dishonorable, ...": "he" is the one target; the strict
    reading restricts the target, the lenient one does not."""
    text = "<b>Open:</b> Target a Personality: If he is dishonorable, his controller loses 1 Honor."
    (action,) = import_text(text, title="T", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    cond = action.ability.condition
    assert cond is not None and cond.card == "target1"
    assert action.ability.lenient is not None and action.ability.lenient.condition is None
    # a list of keywords past the first comma is not cut short: read whole, any of them
    listed = (
        "<b>Open:</b> Target a Personality: If he is Kolat, Ninja, or Shadowlands, give him -1F."
    )
    (action,) = import_text(listed, title="T", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    cond = action.ability.condition
    assert cond is not None and [c.card for c in cond.any_of] == ["target1"] * 3
    assert [c.matches.keyword for c in cond.any_of if c.matches] == [
        ("kolat",),
        ("ninja",),
        ("shadowlands",),
    ]
