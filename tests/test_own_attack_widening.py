"""A card's own permission for its attacks to target more, read on its own action
(``model.cardtext.own_attack_widening``; Effects / "May", Costs and restrictions / Permissions;
FAQ: an action printed on a card is performed by it): Bayushi Kahoku • Experienced's "Ranged
Attacks from actions performed by Kahoku may target dishonorable Personalities with attached
Followers." on his "Battle: Target an enemy Personality: Give him -4F. Ranged 3 Attack."
(h46if). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
KAHOKU = "Bayushi Kahoku • Experienced"
SAID = (
    "Ranged Attacks from actions performed by Kahoku may target dishonorable Personalities "
    "with attached Followers."
)
ACTION = "<b>Battle:</b> Target an enemy Personality: Give him -4F. Ranged 3 Attack."
_COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "b-p1", "attacker": "a"}


def test_read_on_his_own_ranged_attack_only() -> None:
    (action,) = import_text([SAID, ACTION], title=KAHOKU, card_type=CardType.PERSONALITY).actions
    assert action.level == "full", action.not_understood
    # control: another performer's name; an action that also makes a Fear: not read
    other = SAID.replace("Kahoku", "Kuroda")
    (action,) = import_text([other, ACTION], title=KAHOKU, card_type=CardType.PERSONALITY).actions
    assert action.level != "full"
    fear = "<b>Battle:</b> Fear 2. Ranged 3 Attack."
    (action,) = import_text([SAID, fear], title=KAHOKU, card_type=CardType.PERSONALITY).actions
    assert action.level != "full"
    # the Fear permission on an action with a Ranged Attack too: not read
    items = "Your Fear effects may target Items and Spells."
    (action,) = import_text([items, fear], title=KAHOKU, card_type=CardType.PERSONALITY).actions
    assert action.level != "full"


def _cards(dishonorable: bool) -> list[dict[str, Any]]:
    at = {"zone": "battlefield", "battlefield": "b-p1"}
    return [
        {"id": "k", "title": KAHOKU, "owner": "a", **at},
        {"id": "e", "title": "Doji Shigeyuki", "owner": "b", "zone": "home"},
        {"id": "i", "title": "Hiruma Itta", "owner": "b", "dishonorable": dishonorable, **at},
        {
            "id": "f",
            "title": "Light Infantry",
            "owner": "b",
            "attached_to": "i",
            "modifiers": [{"stat": "force", "amount": 3}],
            **at,
        },
    ]


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
def test_kahoku_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """The one enemy at the battlefield, Hiruma Itta (2F) with an attached Light Infantry (5F
    here, over the Ranged 3 limit): dishonorable, Kahoku's Ranged 3 Attack may target him:
    legal (was unknown); control: honorable, he has a Follower and the Infantry is too strong:
    no Ranged Attack target in the strict reading: not legal."""
    v = check(pool_state(tmp_path, pool, _cards(True), **_COMBAT), "a", "k", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("i",), v.witness
    v = check(pool_state(tmp_path, pool, _cards(False), **_COMBAT), "a", "k", 0)
    assert v.status != "legal", v.reasons
