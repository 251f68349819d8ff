""" "Your other target X" (``target_words.determiner``): a card of yours other than the card
itself, as "another of your target X" is (Abilities and actions / B; ``target_references``
settles "other than which", or refuses). Shosuro Sakura, real card from ../shared/data (skipped
without it), with legal and illegal boards, and controls that stay unread."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card, two_player_board
from tests.conftest import DATA

needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _sakura(pool: CardPool, *more: dict[str, object]) -> tuple[str, tuple[str, ...]]:
    cards = [
        state_card("sak", "Shosuro Sakura", owner="scorpion"),
        state_card("e1", "Hida Kisada", owner="crab"),
        *more,
    ]
    v = check(two_player_board(pool, cards, me="scorpion", them="crab"), "scorpion", "sak", 0)
    return v.status, v.reasons


@needs_data
def test_sakura_reads_another_ninja_of_yours(pool: CardPool) -> None:
    ab = pool.definitions()["Shosuro Sakura"].abilities[0]
    assert not ab.not_understood
    challenger = ab.all_target_specs()[0]
    assert challenger.select.other_than == ("source",)
    assert challenger.select.keyword == ("ninja",)


@needs_data
def test_sakura_with_another_unbowed_ninja_is_legal(pool: CardPool) -> None:
    status, _ = _sakura(pool, state_card("n1", "Goju Gochiso", owner="scorpion"))
    assert status == "legal"


@needs_data
def test_sakura_alone_is_illegal_she_is_no_other_ninja(pool: CardPool) -> None:
    status, reasons = _sakura(pool)
    assert status == "illegal"
    assert "other than this card" in reasons[0]


@needs_data
def test_control_a_bowed_other_ninja_is_illegal(pool: CardPool) -> None:
    status, _ = _sakura(pool, state_card("n1", "Goju Gochiso", owner="scorpion", bowed=True))
    assert status == "illegal"


@pytest.mark.parametrize(
    ("card_type", "text"),
    [
        # on a Holding: other than which card? (none named before)
        (CardType.HOLDING, "<b>Battle:</b> Bow your other target Personality."),
        # on a Personality, after a target: other than him or than the target?
        (
            CardType.PERSONALITY,
            "<b>Battle:</b> Bow your target Follower. Bow your other target Personality.",
        ),
    ],
)
def test_control_other_than_which_stays_unread(card_type: CardType, text: str) -> None:
    (para,) = import_text([text], title="X", card_type=card_type).paragraphs
    assert not para.full
    assert "another" in para.not_understood or "other" in para.not_understood
