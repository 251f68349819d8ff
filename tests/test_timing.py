"""Timing: where a card's abilities can be used from (Reference 03)."""

from __future__ import annotations


def test_an_event_in_play_has_no_usable_ability() -> None:
    """Reference 03, Event: once in play, "their abilities cannot be used unless otherwise
    stated"; face up in a province they can."""
    from model.common import CardType
    from solver.good_faith import check
    from tests.builders import board, card, imported

    ab = imported("<b>Open:</b> Gain 1 Honor.", "T Festival", CardType.EVENT)
    defs = [{"title": "T Festival", "type": "event", "abilities": [ab]}]
    in_play = check(board(defs, [card("ev", "T Festival", "me")]), "me", "ev", 0)
    assert in_play.status == "illegal"
    assert "Event in play" in in_play.reasons[0]
    province = card("ev", "T Festival", "me", zone="province", face_up=True, province=0)
    assert check(board(defs, [province]), "me", "ev", 0).status == "legal"
