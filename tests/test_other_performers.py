"""Further performers that may be none (``model/cardtext/other_performers.py``): "bow this
Shugenja and zero or more of your other performing Shugenja" needs only the Spell's own
Shugenja to bow (Abilities and actions / B: a variable number that may be zero is optional).
Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.cardtext import import_text
from model.common import CardType
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_SHU, _OTHER = "Asahina Yasutora", "Asako Rinshi"


def _card(cid: str, title: str, owner: str = "me", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, spell: str, *, bearer_bowed: bool, other_bowed: bool) -> LoadedState:
    data = {
        "turn": 4,
        "active_player": "me",
        "phase": "action",
        "players": [
            {"id": "me", "clan": "crane", "family_honor": 10},
            {"id": "opp", "clan": "lion", "family_honor": 10},
        ],
        "cards": [
            _card("shu", _SHU, bowed=bearer_bowed),
            _card("other", _OTHER, bowed=other_bowed),
            _card("spell", spell, attached_to="shu"),
            _card("foe", "Asako Moeru", "opp"),
        ],
    }
    return parse_state(data, "board", None, pool)


def test_the_cost_reads_an_optional_bow_of_the_others() -> None:
    text = (
        "<b>Limited:</b> Any number of times per turn, bow this Shugenja and zero or more of "
        "your other performing Shugenja: Give all your provinces a strength bonus equal to three "
        "times the number of performers until your next turn begins."
    )
    para = import_text(text, title="Importune Kami", card_type=CardType.SPELL).paragraphs[0]
    assert para.full and para.ability is not None
    first, further = para.ability.costs
    assert first.bow == "bearer" and not first.optional
    assert further.optional and further.kind == "bow"


def test_a_bound_on_the_performers_stays_unread() -> None:
    text = (
        "<b>Limited:</b> Any number of times per turn, bow this Shugenja and zero or more of "
        "your other performing Shugenja such that their combined Chi is 11 or more: Draw a card."
    )
    para = import_text(text, title="T", card_type=CardType.SPELL).paragraphs[0]
    assert not para.full and "such that their combined Chi" in para.not_understood


def test_on_a_personality_this_shugenja_is_not_read_so() -> None:
    text = (
        "<b>Limited:</b> Bow this Shugenja and zero or more of your other performing Shugenja: "
        "Draw a card."
    )
    para = import_text(text, title="T", card_type=CardType.PERSONALITY).paragraphs[0]
    assert not para.full


def test_the_bearer_unbowed_is_enough(pool: CardPool) -> None:
    for spell in ("Importune Kami", "Courage of the Seven Thunders"):
        for other_bowed in (False, True):
            board = _board(pool, spell, bearer_bowed=False, other_bowed=other_bowed)
            v = check(board, "me", "spell", 0)
            assert v.status == "legal", (spell, other_bowed, v.reasons)


def test_the_bearer_bowed_is_illegal_whatever_the_others(pool: CardPool) -> None:
    for spell in ("Importune Kami", "Courage of the Seven Thunders"):
        board = _board(pool, spell, bearer_bowed=True, other_bowed=False)
        v = check(board, "me", "spell", 0)
        assert v.status == "illegal", (spell, v.reasons)


def test_with_a_target_after_the_performers(pool: CardPool) -> None:
    """Gift of the Maker: "... and target your non-Shadowlands Personality"."""
    legal = check(
        _board(pool, "Gift of the Maker", bearer_bowed=False, other_bowed=True), "me", "spell", 0
    )
    assert legal.status == "legal", legal.reasons
    bowed = check(
        _board(pool, "Gift of the Maker", bearer_bowed=True, other_bowed=False), "me", "spell", 0
    )
    assert bowed.status == "illegal", bowed.reasons


def test_the_further_performers_are_described_in_their_words() -> None:
    from model.describe import ability_text

    text = (
        "<b>Limited:</b> Bow this Shugenja and zero or more of your other performing Shugenja: "
        "Draw a card."
    )
    para = import_text(text, title="T", card_type=CardType.SPELL).paragraphs[0]
    assert para.ability is not None
    said = ability_text(para.ability)
    assert "bow zero or more of your other performing Shugenja" in said
    assert "you may bow one" not in said


def test_a_lone_cost_that_may_take_no_card() -> None:
    """ "Bow zero or more of your Rings" (Call of Destiny), "bow zero or more of your performing
    Personalities" (Lay the Blame): an optional cost of your cards; a bound after it is unread."""
    rings = "<b>Limited:</b> Bow zero or more of your Rings: Gain 2 Honor for each Ring bowed."
    para = import_text(rings, title="Call of Destiny", card_type=CardType.STRATEGY).paragraphs[0]
    assert para.full and para.ability is not None
    (cost,) = para.ability.costs
    assert cost.optional and cost.kind == "bow"
    assert cost.label == "bow zero or more of your Rings"
    bound = "<b>Limited:</b> Bow zero or more of your Rings with Chi 3: Gain 2 Honor."
    assert not import_text(bound, title="T", card_type=CardType.STRATEGY).paragraphs[0].full
    performing = "<b>Limited:</b> Bow zero or more of your performing Rings: Gain 2 Honor."
    assert not import_text(performing, title="T", card_type=CardType.STRATEGY).paragraphs[0].full


def _hand(pool: CardPool, active: str) -> LoadedState:
    data = {
        "turn": 4,
        "active_player": active,
        "phase": "action",
        "players": [
            {"id": "me", "clan": "crane", "family_honor": 10},
            {"id": "opp", "clan": "lion", "family_honor": 10},
        ],
        "cards": [
            _card("shu", _SHU),
            _card("call", "Call of Destiny", zone="hand"),
            _card("foe", "Asako Moeru", "opp"),
        ],
    }
    return parse_state(data, "board", None, pool)


def test_no_ring_at_all_pays_it(pool: CardPool) -> None:
    v = check(_hand(pool, "me"), "me", "call", 0)
    assert v.status == "legal", v.reasons
    other_turn = check(_hand(pool, "opp"), "me", "call", 0)  # Limited: your own turn only
    assert other_turn.status == "illegal", other_turn.reasons
