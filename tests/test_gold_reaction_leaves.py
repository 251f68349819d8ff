"""A Gold Reaction whose cost bows and destroys its own card ("Reaction: When paying a Gold
cost, bow and destroy this card: Produce 5 Gold.", Wise Investment) pays for an action
(``model.oracle.production_reaction_leaves``; Costs and restrictions / Gold production).
h42adv2 N7. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import as_view, load_state
from model.oracle.pool import CardPool
from model.oracle.production_reaction_leaves import bow_and_leave_modes
from solver.good_faith import check
from solver.protection_subject import outside_subject

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_NO_DATA = not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir()


def test_shape() -> None:
    """The sentence read: one mode, 5 Gold, bowing, the card destroyed; another wording not."""
    (mode,) = bow_and_leave_modes(
        "reaction: when paying a gold cost, bow and destroy this card: produce 5 gold."
    ) or [None]
    assert mode is not None and mode.gold == 5 and mode.bow and mode.leaves_play == "destroy"
    assert bow_and_leave_modes("reaction: when paying for a spell, bow and destroy ...") is None


def _valiant(
    tmp: Path,
    wise_bowed: bool,
    more: tuple[dict[str, Any], ...] = (),
    trigger: str | None = None,
    card: str = "valiant",
) -> Any:
    data: dict[str, Any] = {
        "turn": 9,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p2",
        "attacker": "scorpion",
        **({"trigger": trigger} if trigger else {}),
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 8},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": [
            {
                "id": "estate",
                "title": "The Shadowed Estate of the Scorpion",
                "owner": "scorpion",
                "zone": "home",
                "bowed": True,
            },
            {
                "id": "saya",
                "title": "Bayushi Saya",
                "owner": "scorpion",
                "zone": "battlefield",
                "battlefield": "crab-p2",
            },
            {
                "id": "wise",
                "title": "Wise Investment",
                "owner": "scorpion",
                "zone": "battlefield",
                "battlefield": "crab-p2",
                "attached_to": "saya",
                "bowed": wise_bowed,
            },
            {"id": "valiant", "title": "Valiant Sacrifice", "owner": "scorpion", "zone": "hand"},
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
            {
                "id": "kosedo",
                "title": "Hida Kosedo",
                "owner": "crab",
                "zone": "battlefield",
                "battlefield": "crab-p2",
            },
            *more,
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    loaded = load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))
    return check(loaded, "scorpion", card, 0)


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_wise_investment_pays_a_strategy(tmp_path: Path) -> None:
    """Valiant Sacrifice (2 Gold) with only an unbowed Wise Investment: legal, destroying it."""
    found = _valiant(tmp_path, wise_bowed=False)
    assert found.status == "legal"
    assert found.witness is not None and found.witness.plan is not None
    assert "destroy this card" in found.witness.plan.extra_costs


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_bowed_wise_investment_pays_nothing(tmp_path: Path) -> None:
    """Control: Wise Investment bowed (a Reaction is not used while its card is bowed): no
    Gold, illegal."""
    assert _valiant(tmp_path, wise_bowed=True).status == "illegal"


_WALL = {"id": "wall", "title": "South Wall of Otosan Uchi", "owner": "crab", "zone": "home"}
_SENTENCE = "Other Fortifications attached to this Province will not be destroyed."


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_other_fortifications_do_not_protect_an_item(tmp_path: Path) -> None:
    """W4: South Wall of Otosan Uchi's "Other Fortifications attached to this Province will not
    be destroyed." can't keep Wise Investment (an Item) from being destroyed as its own cost,
    at its trigger: legal, not unknown naming the Wall."""
    found = _valiant(tmp_path, False, (_WALL,), "When paying a Gold cost", "wise")
    assert found.status == "legal"


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_protection_subject_names_fortifications(tmp_path: Path) -> None:
    """Control: a Fortification (The Tower of Vigilance) is of that subject; an Item is not;
    an opening that is no type or keyword ("Cards attached ...") keeps the doubt."""
    tower = {"id": "tower", "title": "The Tower of Vigilance", "owner": "crab", "zone": "home"}
    _valiant(tmp_path, wise_bowed=False, more=(_WALL, tower))
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    view = as_view(load_state(tmp_path / "s.yaml", cards=pool))
    assert outside_subject(view, "wise", _SENTENCE)
    assert not outside_subject(view, "tower", _SENTENCE)
    assert not outside_subject(
        view, "wise", "Cards attached to this Province will not be destroyed."
    )
