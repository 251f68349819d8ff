"""A Strategy's traits about playing it change its actions (Reference 03: a Strategy is played
from the hand to use its ability; ``model.cardtext.own_traits``): "You may not play this card if
another player has lower Family Honor than you." (Dark Lord's Favor) and "Spider Clan players
may play this card paying 1 less Gold." (Questionable Charity) were dropped silently (h30rev1:
a false legal); they now keep its actions unclaimed. Sentences about other cards' plays ("You
may not play other Allegiance cards.") or about cards in or out of play are not about it."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import KEEP_CARD, TWO_PLAYERS, set_board, set_strategy

_FAVOR = (
    "You may not play this card if another player has lower Family Honor than you.<br>"
    "Open: Gain 1 Honor."
)


@pytest.mark.parametrize(
    ("trait", "claimed"),
    [
        ("You may not play this card if another player has lower Family Honor than you.", False),
        ("Spider Clan players may play this card paying 1 less Gold.", False),
        ("You may bow your target Personality when playing this Strategy to give it +1F.", False),
        ("You may not play other Allegiance cards.", True),
        ("Your Followers out of play have Reserve.", True),
        ("You may only play one Favor per turn.", True),
    ],
)
def test_a_strategy_trait_about_playing_it(trait: str, claimed: bool) -> None:
    imported = import_text(
        f"{trait}<br>Open: Gain 1 Honor.", title="Favor", card_type=CardType.STRATEGY
    )
    action = imported.paragraphs[-1]
    assert action.full is claimed, action.not_understood


def test_a_personality_trait_about_playing_it_is_its_recruit() -> None:
    """Control: on a Personality, playing it is its Recruit, past once it is in play."""
    imported = import_text(
        "You may not play this card if another player has lower Family Honor than you.<br>"
        "Open: Gain 1 Honor.",
        title="Lord",
        card_type=CardType.PERSONALITY,
    )
    assert imported.paragraphs[-1].full


@pytest.mark.parametrize(("my_honor", "status"), [(20, "unknown"), (3, "unknown")])
def test_the_favor_is_never_a_silent_legal(tmp_path: Path, my_honor: int, status: str) -> None:
    loaded = set_board(
        tmp_path,
        [KEEP_CARD, set_strategy("Favor", _FAVOR)],
        [
            {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
            {"id": "favor", "title": "Favor", "owner": "me", "zone": "hand"},
        ],
        phase="action",
        players=[{"id": "me", "family_honor": my_honor}, TWO_PLAYERS[1] | {"family_honor": 5}],
    )
    v = check(loaded, "me", "favor", 0)
    assert v.status == status
    assert "lower Family Honor" in " ".join(v.reasons)
