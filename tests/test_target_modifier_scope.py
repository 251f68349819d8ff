"""A modifier after keyword alternatives ("a target Armor or Weapon without a Masterwork token",
Developed Quarry): of both (strict) or of the last only (lenient), two readings kept
(``model.cardtext.target_modifier_scope``; Ability.lenient). Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.cardtext.target_modifier_scope import LAST_ONLY
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_REAL = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _action(text: str) -> Any:
    (action,) = import_text(text, title="T Holding", card_type=CardType.HOLDING).actions
    return action


def test_two_readings_of_a_token_modifier() -> None:
    action = _action("Open: Bow a target Armor or Weapon without a Masterwork token.")
    assert action.full and action.ability.lenient is not None
    assert action.ability.lenient_note == LAST_ONLY
    (strict,) = action.ability.targets
    (lenient,) = action.ability.lenient.targets
    assert strict.select.any_keyword == ("armor", "weapon")
    assert strict.select.lacks_token == "masterwork"
    first, last = lenient.select.any_of
    assert first.keyword == ("armor",) and first.lacks_token is None
    assert last.keyword == ("weapon",) and last.lacks_token == "masterwork"


@pytest.mark.parametrize(
    "text",
    [
        # a place: the first alternative would be in play, not a smaller set of cards
        "Open: Put a target Armor or Weapon in your discard pile into your hand.",
        # a relation to another card
        "Open: Bow a target Armor or Weapon with lower Force than this Holding.",
        # a card type among the alternatives
        "Open: Bow a target Follower or Weapon without a Masterwork token.",
    ],
)
def test_other_modifiers_after_alternatives_stay_refused(text: str) -> None:
    assert not _action(text).full


def _quarry(tmp: Path, item: str, tokens: list[str]) -> str:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 12},
        ],
        "cards": [
            {"id": "dq", "title": "Developed Quarry", "owner": "crab", "zone": "home"},
            {"id": "watsuki", "title": "Kaiu Watsuki", "owner": "crab", "zone": "home"},
            {
                "id": "item",
                "title": item,
                "owner": "crab",
                "zone": "home",
                "attached_to": "watsuki",
                "tokens": tokens,
            },
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    loaded = load_state(path, cards=CardPool.load([DATA / "oracle"]))
    (index,) = (
        i
        for i, ab in enumerate(loaded.library["Developed Quarry"].abilities)
        if ab.lenient is not None
    )
    return str(check(loaded, "crab", "dq", index).status)


@_REAL
def test_developed_quarry_armor_or_weapon_without_a_masterwork_token(tmp_path: Path) -> None:
    # a Weapon without the token: legal either way
    assert _quarry(tmp_path, "A Simple Yari", []) == "legal"
    # only an Armor with the token: legal if the modifier is the Weapon's only
    assert _quarry(tmp_path, "Armor of the Heavens", ["Masterwork"]) == "unknown"
    # only a Weapon with the token: illegal either way
    assert _quarry(tmp_path, "A Simple Yari", ["Masterwork"]) == "illegal"
