"""A Ring's "You may discard this Ring from your hand to use its ability without cost." read for
where the Ring is (Reference 03, Ring; ``solver.ring_discard``): in play the sentence is not
about it (Ring of Earth's Interrupt with nothing pending is illegal, was unknown: h30adv1 r07,
h30adv2 r10); in hand its ability keeps its designators (Ring of Fire's Battle ability in an
Action Phase is illegal, was unknown) and is checked with its costs ignored (Reference 03, Ring:
the discard "uses the Ring's ability without cost"; h46if). Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
}


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    return pool_state(tmp, pool, cards, **fields)


def _ring(zone: str) -> dict[str, Any]:
    return {"id": "r", "title": "Ring of Fire", "owner": "a", "zone": zone}


_ARMIES = [
    {"id": "p", "title": "Hiruma Itta", "owner": "a", "zone": "battlefield", "battlefield": "b-p1"},
    {
        "id": "e",
        "title": "Doji Shigeyuki",
        "owner": "b",
        "zone": "battlefield",
        "battlefield": "b-p1",
    },
]


def test_ring_of_earth_in_play_with_nothing_to_interrupt(tmp_path: Path, pool: CardPool) -> None:
    earth = {"id": "r", "title": "Ring of Earth", "owner": "a", "zone": "home"}
    v = check(_load(tmp_path, pool, [earth]), "a", "r", 0)
    assert v.status == "illegal" and v.details[0].code == "timing", v.reasons


def test_ring_of_fire_in_hand_keeps_its_battle_timing(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, [_ring("hand")]), "a", "r", 0)
    assert v.status == "illegal" and "Combat Segment" in v.reasons[0], v.reasons
    # in the Combat Segment the discard uses it, its bow cost ignored, an enemy card without
    # attachments to target: legal (was unknown)
    fight = _load(tmp_path, pool, [_ring("hand"), *_ARMIES], **_COMBAT)
    assert check(fight, "a", "r", 0).status == "legal"
    # another player's hand: not his to discard
    assert check(fight, "b", "r", 0).status == "illegal"


def test_ring_of_fire_in_play_is_its_printed_ability(tmp_path: Path, pool: CardPool) -> None:
    """In play, in the Combat Segment with an enemy card without attachments: legal (the
    discard sentence no longer doubts it); in the Action Phase: illegal."""
    fight = _load(tmp_path, pool, [_ring("home"), *_ARMIES], **_COMBAT)
    assert check(fight, "a", "r", 0).status == "legal"
    assert check(_load(tmp_path, pool, [_ring("home")]), "a", "r", 0).status == "illegal"


def test_ring_of_fire_in_hand_needs_its_target(tmp_path: Path, pool: CardPool) -> None:
    """From the hand the costs are ignored, not the targets: with no enemy card to target, the
    discard can't use it (Abilities and actions / B: required targets)."""
    mine = [_ARMIES[0], _ring("hand")]
    v = check(_load(tmp_path, pool, mine, **_COMBAT), "a", "r", 0)
    assert v.status == "illegal", v.reasons
    # in the discard pile the discard sentence does not apply ("from your hand"): never legal
    gone = _load(tmp_path, pool, [_ring("fate_discard"), *_ARMIES], **_COMBAT)
    assert check(gone, "a", "r", 0).status != "legal"


def test_ring_of_the_void_in_hand_by_its_void_ability(tmp_path: Path, pool: CardPool) -> None:
    """ "to use its Void ability without cost": the Void Limited ability, from the hand in your
    Action Phase: legal; in another player's Action Phase (Limited): illegal."""
    void = {"id": "r", "title": "Ring of the Void", "owner": "a", "zone": "hand"}
    board = _load(tmp_path, pool, [void])
    defn = board.library["Ring of the Void"]
    index = next(i for i, ab in enumerate(defn.abilities) if ab.keywords)
    assert check(board, "a", "r", index).status == "legal"
    theirs = _load(tmp_path, pool, [void], active_player="b")
    assert check(theirs, "a", "r", index).status == "illegal"


def test_ring_of_air_bowed_in_play_or_in_hand(tmp_path: Path, pool: CardPool) -> None:
    """Ring of Air in play and bowed can't pay its bow cost: illegal; the same Ring in its
    owner's hand is used without cost: legal (a Personality of his to straighten)."""
    me = {"id": "p", "title": "Hiruma Itta", "owner": "a", "zone": "home"}
    air = {"id": "r", "title": "Ring of Air", "owner": "a", "zone": "home", "bowed": True}
    assert check(_load(tmp_path, pool, [me, air]), "a", "r", 0).status == "illegal"
    held = {**air, "zone": "hand", "bowed": False}
    assert check(_load(tmp_path, pool, [me, held]), "a", "r", 0).status == "legal"


def test_the_discard_sentence_is_read_on_a_ring_only() -> None:
    """Read at import (the Ring's ability claimed), on a Ring; "its Void ability" names the
    ability with that keyword."""
    said = "You may discard this Ring from your hand to use its ability without cost."
    text = "<b>Air Battle, :bow::</b> Gain 2 Honor."
    (ring,) = import_text([text, said], title="T Ring", card_type=CardType.RING).actions
    assert ring.level == "full", ring.not_understood
    from model.cardtext.ring_discard_use import discard_use_applies

    void = said.replace("its ability", "its Void ability")
    assert discard_use_applies(void, ("void",)) and not discard_use_applies(void, ("air",))
    assert discard_use_applies(said, ("air",)) and not discard_use_applies("Gain 2 Honor.", ())
