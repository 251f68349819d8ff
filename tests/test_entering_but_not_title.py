"""A card's own cost to enter play lowered "for each Geisha (not Geisha House) you control"
(Hanamachi): the cards of that keyword you control, other than any card of the title named
(h25adv1 F3: Hanamachi was left unread, its plan called proven cheapest at its printed cost)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board, short_recruit

HANAMACHI = (
    "This Holding enters play for 1 less Gold for each Geisha (not Geisha House) you control."
)


def test_the_title_in_parentheses_is_left_out() -> None:
    (change,) = read_entering([HANAMACHI], "Hanamachi").changes
    assert change.gold == -1 and change.per_card is not None
    assert change.per_card.keyword == ("geisha",)
    assert change.per_card.not_title == "geisha house"
    # anything else in parentheses stays unread
    text = HANAMACHI.replace("you control.", "you control (at any location).")
    reading = read_entering([text], "Hanamachi")
    assert not reading.changes and reading.unread == (text,)


@pytest.mark.parametrize(("keep", "expected"), [(3, "legal"), (2, "illegal")])
def test_a_recruit_counts_the_geisha_but_not_the_title(
    tmp_path: Path, keep: int, expected: str
) -> None:
    """4 Gold, 1 less for the Geisha; the Geisha House (a Geisha here) does not count: 3."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": keep},
        {"title": "Hanamachi", "types": ["Holding"], "gold_cost": 4, "text": HANAMACHI},
        {"title": "Geisha House", "types": ["Holding"], "gold_cost": 2, "keywords": ["Geisha"]},
        {
            "title": "Dancer",
            "types": ["Personality"],
            "gold_cost": 2,
            "force": 1,
            "chi": 1,
            "honor_requirement": 0,
            "personal_honor": 0,
            "keywords": ["Geisha"],
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "gh", "title": "Geisha House", "owner": "me", "zone": "home", "bowed": True},
        {"id": "dancer", "title": "Dancer", "owner": "me", "zone": "home"},
        {"id": "h", "title": "Hanamachi", "owner": "me", "zone": "province", "province": 0},
    ]
    loaded = set_board(tmp_path, cards, table, f"k{keep}")
    verdict = check(loaded, "me", "h", RECRUIT, cheapest=True)
    assert verdict.status == expected, verdict.reasons
    if expected == "legal":
        assert verdict.witness is not None and verdict.witness.cheapest
        assert "pay 3 Gold (Hanamachi's Gold cost, -1 Gold: its own text)" in [
            o.text for o in verdict.witness.costs
        ]


def test_a_gold_cost_printed_as_minus_n_gc_is_an_entering_reduction(tmp_path: Path) -> None:
    """ "Courtesy: This Holding has -3GC and Legacy." (Shrine of Courtesy; h29adv2 F16): the
    abbreviation GC is the Gold Cost, so a shortfall the sentence could close is `unknown`, never
    illegal; a "+3GC while ..." (Chuda Kaito, not at entering) doubts nothing."""
    assert read_entering("<b>Courtesy:</b> This Holding has -3GC and Legacy.", "T Shrine").unread
    kaito = "Kaito has +3GC while the effects of a Spell action he performed are resolving."
    assert not read_entering(kaito, "T Kaito").unread
    short = short_recruit(tmp_path, "Courtesy: Lord has -3GC.")
    assert check(short, "me", "lord", RECRUIT).status == "unknown"
    assert (
        check(short_recruit(tmp_path, "Courtesy: Lord has +1 Chi."), "me", "lord", RECRUIT).status
        == "illegal"
    )


def test_a_card_also_considered_a_spell_attaches_only_to_shugenja(tmp_path: Path) -> None:
    """ "This Follower is also considered a Spell." (Okui; h29traits, h30enter): Spells attach
    only to Shugenja (Reference 03), so its Equip onto a Samurai is illegal (it was `unknown`)
    and onto a Shugenja legal (it was `unknown` too); while another card names Spells ("You Equip
    non-Water Spells for 1 more Gold."), what else a Spell is stays a doubt; without the
    sentence the Follower's Equip onto the Samurai is legal (control)."""
    from solver.verdict import EQUIP
    from tests.builders import KEEP_CARD, set_personality

    def equip(text: str, host: str = "Samurai", other: str = "") -> str:
        okui = {"title": "T Okui", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 0}
        cards = [
            KEEP_CARD,
            set_personality("T Lord", 0, keywords=[host]),
            okui | {"text": text},
            set_personality("T Other", 0, text=other),
        ]
        table = [
            {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
            {"id": "lord", "title": "T Lord", "owner": "me", "zone": "home"},
            {"id": "ok", "title": "T Okui", "owner": "me", "zone": "hand"},
            {"id": "other", "title": "T Other", "owner": "me", "zone": "home"},
        ]
        board = set_board(tmp_path, cards, table, phase="action")
        return check(board, "me", "ok", EQUIP).status

    spell = "This Follower is also considered a Spell."
    assert equip(spell) == "illegal"
    assert equip(spell, "Shugenja") == "legal"
    assert equip(spell, "Shugenja", "You Equip non-Water Spells for 1 more Gold.") == "unknown"
    assert equip("This Follower has +1F.") == "legal"
