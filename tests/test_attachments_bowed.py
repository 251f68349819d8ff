"""A requirement on a target's attachments after a semicolon ("Bow a target card in a unit;
the card's attachments, if any, must be bowed.": Chuuna Sensei; "Bow a target enemy card; if
the target has any attachments, they must be bowed.": Confounding Departure;
``model.cardtext.attachments_bowed``): the target is a card without unbowed attachments
(Abilities and actions / B: "must" in targeting is a requirement). Board test with real cards
from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardType
from model.cardtext import import_text
from model.cardtext.imported import ImportedAbility
from model.evaluate import matches_unary
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.selectors import Selector
from model.state import View

CHUUNA = (
    "Limited, :bow:: Target your unbowed Thunder Personality. Bow a target card in a unit; the "
    "card's attachments, if any, must be bowed. If this bowed a Personality, bow your Thunder "
    "Personality."
)
CONFOUNDING = (
    "Battle, :g1:: Bow a target enemy card; if the target has any attachments, they must be bowed."
)


def _one(text: str) -> ImportedAbility:
    (got,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    return got


@pytest.mark.parametrize(("text", "slot"), [(CHUUNA, 1), (CONFOUNDING, 0)])
def test_read_as_without_unbowed_attachments(text: str, slot: int) -> None:
    got = _one(text)
    assert got.full and got.ability is not None, got.not_understood
    specs = got.ability.all_target_specs()
    assert specs[slot].select.lacks_attachment == Selector(bowed=False)
    assert [t for t in specs if t.select.lacks_attachment is not None] == [specs[slot]]
    # the printed sentence stays the effect
    assert any(e.step and "must be bowed" in e.step for e in got.ability.effects)


@pytest.mark.parametrize(
    "text",
    [
        # more than one verb and phrase before the semicolon: whose attachments?
        "Battle: Bow a target enemy card and give it -2F; the card's attachments, if any, must "
        "be bowed.",
        # two targets in the clause
        "Battle: Bow a target enemy card and a target Follower; if the target has any "
        "attachments, they must be bowed.",
        # another requirement
        "Battle: Bow a target enemy card; the card's attachments, if any, must be Weapons.",
    ],
)
def test_other_shapes_stay_unread(text: str) -> None:
    assert not _one(text).full


def _board(tmp: Path, pool: CardPool) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: action",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
        "  - {id: l-p1, title: Matsu Agai, owner: lion, zone: home}",
        "  - {id: l-f1, title: Ashigaru, owner: lion, zone: home, attached_to: l-p1}",
        "  - {id: l-p2, title: Matsu Agai, owner: lion, zone: home}",
        "  - {id: l-f2, title: Ashigaru, owner: lion, zone: home, attached_to: l-p2, bowed: true}",
        "  - {id: l-p3, title: Matsu Agai, owner: lion, zone: home}",
    ]
    path = tmp / "attachments.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """A Personality with an unbowed Follower is no target; controls: one whose Follower is
    bowed, and one without attachments, are."""
    view = View.of(_board(tmp_path, pool).state, pool.definitions())
    got = _one(CONFOUNDING)
    assert got.ability is not None
    (spec,) = got.ability.all_target_specs()
    assert not matches_unary(view, "crab", "l-p1", spec.select)
    assert matches_unary(view, "crab", "l-p2", spec.select)
    assert matches_unary(view, "crab", "l-p3", spec.select)
    assert matches_unary(view, "crab", "l-f1", spec.select)  # a Follower has no attachments
