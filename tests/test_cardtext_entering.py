"""A card that puts itself into play (issue 13; Reference 03, Event: "unless the ability puts
the Event itself into play"; Good Faith Rule: cards put into play must be able to enter play
legally, Costs and restrictions / Restrictions: Unique)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.selectors import SOURCE
from solver.good_faith import check

STATE = """
turn: 3
active_player: me
phase: action
players: [{{id: me, family_honor: 5}}, {{id: them, family_honor: 5}}]
definitions:
  - title: T Feast
    type: event
    unique: {unique}
    provenance: implied
    abilities:
      - designators: [open]
        effects:
          - bring_into_play: {{select: {{}}, from_zone: any, pay_cost: false, card: source}}
cards:
  - {{id: feast, title: T Feast, owner: me, zone: province, province: 1}}
{more}
"""


def _status(tmp: Path, *, unique: bool, copy_in_play: bool) -> str:
    more = "  - {id: old, title: T Feast, owner: me, zone: home}" if copy_in_play else ""
    path = tmp / f"s-{unique}-{copy_in_play}.yaml"
    path.write_text(STATE.format(unique=str(unique).lower(), more=more))
    return check(load_state(path), "me", "feast", 0).status


def test_a_unique_event_cannot_put_itself_into_play_beside_a_copy(tmp_path: Path) -> None:
    assert _status(tmp_path, unique=True, copy_in_play=False) == "legal"
    assert _status(tmp_path, unique=True, copy_in_play=True) == "illegal"
    assert _status(tmp_path, unique=False, copy_in_play=True) == "legal"


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("<b>Open:</b> Put this Event into play.", CardType.EVENT),
        ("<b>Political Open:</b> Put this Strategy into play.", CardType.STRATEGY),
        (
            "<b>Limited:</b> Put this card into play. Discard it after your next turn begins.",
            CardType.STRATEGY,
        ),
    ],
)
def test_the_importer_reads_a_card_putting_itself_into_play(text: str, card_type: CardType) -> None:
    (action,) = import_text(text, title="T", card_type=card_type).actions
    assert action.full
    assert action.ability is not None
    brings = [e.bring_into_play for e in action.ability.effects if e.bring_into_play]
    assert len(brings) == 1 and brings[0].card == SOURCE and not brings[0].pay_cost


@pytest.mark.parametrize(
    ("text", "card_type", "keywords"),
    [
        # a Terrain enters the current battlefield: only in a Battle action (Reference 05);
        # a Kata enters its controller's home, never "there"
        ("<b>Limited:</b> Put this card into play.", CardType.STRATEGY, ("Terrain",)),
        ("<b>Battle:</b> Put this card into play there.", CardType.STRATEGY, ("Kata",)),
        # the noun must be the card's type
        ("<b>Open:</b> Put this Event into play.", CardType.STRATEGY, ()),
        # two cards into play (one bring per action is what the checks model)
        ("<b>Open:</b> Put this card into play. Put this card into play.", CardType.EVENT, ()),
        # "there": where it enters is not read
        ("<b>Battle:</b> Put this card into play there.", CardType.STRATEGY, ()),
    ],
)
def test_the_importer_refuses_what_it_does_not_read(
    text: str, card_type: CardType, keywords: tuple[str, ...]
) -> None:
    (action,) = import_text(text, title="T", card_type=card_type, keywords=keywords).actions
    assert not action.full
