"""The read bold prefix of an action not claimed relaxes its timing no more than the timing
check already does (model/cardtext/read_prefix_relaxed.py; Abilities and actions /
Designators; Reference 04, Tireless; h37adv3 N4): Kyuden Bayushi's "Political Tireless
Reaction: Before discarding the Imperial Favor, ..." with no trigger pending is illegal, its
Tireless lifting the bow and never the time. Controls: the trigger pending (bowed or not) keeps
the doubt. Real cards from ../shared/data, skipped without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.abilities import Ability, Designator
from model.cardtext.read_prefix_relaxed import tireless_unapplied, unread_past_prefix
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_BAYUSHI = (
    "Political Tireless Reaction: Before discarding the Imperial Favor, bow your target "
    "performing Scorpion Clan Personality to fulfill the condition of doing so instead."
)


def _unread(text: str, keywords: tuple[str, ...], *ds: Designator) -> Ability:
    answering = {Designator.REACTION, Designator.INTERRUPT} & set(ds)
    return Ability(
        designators=ds,
        keywords=keywords,
        trigger="After engaging" if answering else None,
        not_understood=(text,),
        timing_understood=True,
    )


def test_the_prefix_and_its_reminders_are_read() -> None:
    ab = _unread(_BAYUSHI, ("political", "tireless"), Designator.REACTION)
    assert unread_past_prefix(ab) == (_BAYUSHI.split(": ", 1)[1],)
    assert tireless_unapplied(ab)
    dojo = (
        "Tireless Interrupt: If you have won a duel this turn, each of the action's Fear "
        "effects have +1 strength. (Tireless actions may be taken even while bowed.)"
    )
    rest = unread_past_prefix(_unread(dojo, ("tireless",), Designator.INTERRUPT))
    assert "bowed" not in rest[0] and "Tireless" not in rest[0]
    # the body's own words stay; a prefix not the ability's own leaves the whole text
    body = "Reaction: Even if this card is bowed, after engaging: Gain 1 Honor."
    assert unread_past_prefix(_unread(body, (), Designator.REACTION))[0].startswith("Even")
    assert unread_past_prefix(_unread(body, (), Designator.OPEN)) == (body,)
    unread = Ability(designators=(), not_understood=(_BAYUSHI,), timing_understood=False)
    assert unread_past_prefix(unread) == (_BAYUSHI,)


def _board(tmp: Path, pool: CardPool, *, trigger: bool, bowed: bool, name: str) -> str:
    lines = [
        "turn: 6",
        "active_player: crab",
        "phase: action",
        *(
            ['trigger: "Before discarding the Imperial Favor"', "trigger_player: scorpion"]
            if trigger
            else []
        ),
        "imperial_favor: scorpion",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 14}",
        "  - {id: scorpion, clan: scorpion, family_honor: 11}",
        "cards:",
        "  - {id: saiyuki, title: Hida Saiyuki, owner: crab, zone: home}",
        "  - {id: bayushi, title: Kyuden Bayushi, owner: scorpion, zone: home, "
        f"bowed: {str(bowed).lower()}}}",
        "  - {id: goshiu, title: Bayushi Goshiu, owner: scorpion, zone: home}",
    ]
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return check(load_state(path, cards=pool), "scorpion", "bayushi", 0).status


@needs_data
@pytest.mark.parametrize(
    ("trigger", "bowed", "expected"),
    [
        (False, False, "illegal"),  # r04: no trigger pending
        (False, True, "illegal"),  # its Tireless lifts the bow, not the time
        (True, False, "unknown"),  # control: at its trigger, the text not read decides
        (True, True, "unknown"),  # control: Tireless may let the bowed Stronghold act
    ],
)
def test_kyuden_bayushi_at_no_trigger(
    tmp_path: Path, pool: CardPool, trigger: bool, bowed: bool, expected: str
) -> None:
    assert _board(tmp_path, pool, trigger=trigger, bowed=bowed, name="b") == expected
