"""The listers (``goodfaith actions`` / ``choose``, ``legal_announcements``) agree with ``check``
on an action whose timing was not read (its designators are in text not read, e.g. "Fear
Battle:"): ``check`` answers ``unknown`` and the listers show it as undecided, never drop it as
illegal by timing (issue 13, h26adv2 F3; Abilities and actions / Designators)."""

from __future__ import annotations

from typing import Any

from model.cardtext import import_text
from model.common import CardType
from solver.announce import legal_announcements
from solver.decision import DecisionPoint
from solver.good_faith import check
from tests.builders import board, card, imported

_UNREAD = "<b>Fear Battle:</b> Target an enemy Personality or Follower: Reduce its Force to 0."
_READ = "<b>Battle:</b> Target an enemy Personality: Bow him."


def _ability(text: str) -> dict[str, Any]:
    from pydantic import TypeAdapter

    from model.abilities import Ability

    (action,) = import_text(text, title="T Kaido", card_type=CardType.PERSONALITY).actions
    assert action.ability is not None
    return TypeAdapter(Ability).dump_python(action.ability, mode="json", exclude_defaults=True)  # type: ignore[no-any-return]


def _board(**kw: Any) -> Any:
    unread = _ability(_UNREAD)
    assert unread["designators"] == [] and unread["timing_understood"] is False
    defs = [
        {"title": "T Kaido", "type": "personality", "force": 2, "abilities": [unread]},
        {
            "title": "T Hand",
            "type": "strategy",
            "abilities": [imported(_READ, "T Hand", CardType.STRATEGY)],
        },
        {"title": "T Foe", "type": "personality", "force": 1},
    ]
    cards = [
        card("kaido", "T Kaido", "me", zone="battlefield", battlefield="bf"),
        card("hand", "T Hand", "me", zone="hand"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="bf"),
    ]
    return board(defs, cards, **kw)


def test_the_listers_keep_an_action_whose_timing_is_not_read_as_undecided() -> None:
    loaded = _board(phase="attack", segment="combat", current_battlefield="bf", attacker="me")
    assert check(loaded, "me", "kaido", 0).status == "unknown"
    assert check(loaded, "me", "hand", 0).status == "legal"
    lister = legal_announcements(loaded, "me")
    assert {a.verdict.card for a in lister} == {"hand"}
    assert [v.card for v in lister.undecided] == ["kaido"]
    point = DecisionPoint(loaded, "me")
    statuses = {v.card: v.status for v in point._compute().values()}
    assert statuses["kaido"] == "unknown" and statuses["hand"] == "legal"
    assert "kaido" in {v.card for _, v in point.undecided}


def test_what_check_refuses_by_timing_stays_out_of_every_list() -> None:
    # control: in the Action Phase both Battle actions are illegal by timing (the unread one by
    # its keyword's designator alone), in check and in the listers alike
    loaded = _board()
    assert check(loaded, "me", "hand", 0).status == "illegal"
    assert check(loaded, "me", "kaido", 0).status == "illegal"
    lister = legal_announcements(loaded, "me")
    assert list(lister) == [] and lister.undecided == []
    point = DecisionPoint(loaded, "me")
    statuses = {v.card: v.status for v in point._compute().values()}
    assert statuses == {"kaido": "illegal", "hand": "illegal"}
