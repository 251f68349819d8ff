"""Unread sentences about playing cards of one keyword (solver/play_keyword_scope.py): "You may
Equip Water Spells ... as a Battle action." (Chukage Sensei), "You may not bring Shadowlands
cards into play." (Daigo Sensei), "Equipping Weapons to Matsuo is a Battle/Open action for you."
can't change the play of a card without that keyword, unless something may give it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.play_keyword_scope import _keyword
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy

_WATER = "You may Equip Water Spells to your unbowed opposed Shugenja as a Battle action."
_NO_SL = "You may not bring Shadowlands cards into play."
_NO_TERRAINS = "Other players may not play Terrains while Kurako is at the current battlefield."


@pytest.mark.parametrize(
    ("said", "keyword"),
    [
        (_WATER, "water"),
        ("You may equip Air Spells to Neiru as an Open action.", "air"),
        (_NO_SL, "shadowlands"),
        ("Your Personalities cannot Equip Shadowlands Followers.", "shadowlands"),
        ("Equipping Weapons to Matsuo is a Battle/Open action for you.", "weapon"),
        ("Equipping Weapons is Battle/Open for you.", "weapon"),
        (_NO_TERRAINS, "terrain"),
        ("You may not play Terrains.", "terrain"),
        # a card type, not a keyword: not read here
        ("Other players may not play Personalities.", None),
        ("Other players may not play Regions while Kurako is at the current battlefield.", None),
        # about the other cards too, or more than one keyword: not read
        ("You may only Recruit Shadowlands Personalities.", None),
        ("You Equip non-Water Spells for 1 more Gold.", None),
        ("You may only Recruit Personalities and Equip Spells that are Fire.", None),
        ("You may Equip Weapons from under this Holding as a Battle/Limited action.", None),
        ("You may Equip your Spells as a Battle action.", None),
        (
            "Compassion: Equipping Nonhuman Followers to Hideyuki is a Battle/Open for you, for "
            "1 less gold if Hideyuki entered play this battle.",
            None,
        ),
    ],
)
def test_reading_the_keyword(said: str, keyword: str | None) -> None:
    assert _keyword(said) == keyword


def _spell(title: str, keywords: list[str]) -> dict[str, Any]:
    return {
        "title": title,
        "types": ["Spell"],
        "decks": ["Fate"],
        "gold_cost": 0,
        "focus": 1,
        "keywords": keywords,
    }


@pytest.mark.parametrize(
    ("keywords", "giver", "expected"),
    [
        (["Fire"], "", "illegal"),  # h25adv2 N2: not a Water Spell, Equip stays Open
        (["Water"], "", "unknown"),  # the control: the permission may allow it
        # something may give it Water: the doubt stays
        (["Fire"], "Your Spells have Water.", "unknown"),
        # a sentence about many cards that may give a keyword (its kinds not read whole)
        (["Fire"], "Shugenja have +1C and gain Courtesy if you are Crab Clan.", "unknown"),
        # "you ... or have Courtesy": the player's, no keyword given (h30enter: read)
        (["Fire"], "Shugenja have +1C if you are Crab Clan or have Courtesy.", "illegal"),
    ],
)
def test_a_battle_equip_permission_for_water_spells(
    tmp_path: Path, keywords: list[str], giver: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "text": giver},
        set_personality("Sensei", 0, text=_WATER),
        set_personality("Caster", 3, keywords=["Shugenja"]),
        set_personality("Foe", 3),
        _spell("Scroll", keywords),
    ]
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "caster", "title": "Caster", "owner": "me", **at},
        {"id": "foe", "title": "Foe", "owner": "them", **at},
        {"id": "scroll", "title": "Scroll", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    battle = {"segment": "combat", "current_battlefield": "them-p1", "attacker": "me"}
    board = set_board(tmp_path, cards, table, "water", phase="attack", players=players, **battle)
    v = check(board, "me", "scroll", EQUIP)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert any("Water Spells" in r or "Courtesy" in r or "have Water" in r for r in v.reasons)


@pytest.mark.parametrize(("keywords", "expected"), [([], "legal"), (["Shadowlands"], "unknown")])
def test_no_shadowlands_cards_into_play(tmp_path: Path, keywords: list[str], expected: str) -> None:
    """h25adv2 F6 (Daigo Sensei): a Strategy played from the hand and an Equip of a card
    without Shadowlands are not concerned; a Shadowlands one is (the control). Hoki's sentence
    about himself, read as maybe giving keywords, gives none to them (h25adv2 r12: Kuni
    Hokinsha)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Sensei", 0, text=_NO_SL),
        set_personality("Hoki", 0, text="Hoki has +1C if you are Crab Clan or have Courtesy."),
        set_personality("Lord", 3),
        set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor.", keywords=keywords),
        {**_spell("Scroll", keywords), "types": ["Item"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "hoki", "title": "Hoki", "owner": "me", "zone": "home"},
        {"id": "plan", "title": "Plan", "owner": "me", "zone": "hand"},
        {"id": "scroll", "title": "Scroll", "owner": "me", "zone": "hand"},
    ]
    board = set_board(tmp_path, cards, table, "daigo", phase="action")
    for card, ability in (("plan", 0), ("scroll", EQUIP)):
        v = check(board, "me", card, ability)
        # the Equip of a Shadowlands Item brings it into play: the ban read in full makes it
        # illegal (solver.keyword_entry_ban; h30adv2 r06); playing a Strategy stays unknown
        want = "illegal" if expected == "unknown" and card == "scroll" else expected
        assert v.status == want, (card, v.reasons)
        if expected == "unknown":
            assert "Sensei (sen): You may not bring Shadowlands cards" in " ".join(v.reasons)


@pytest.mark.parametrize(("keywords", "expected"), [([], "legal"), (["Terrain"], "legal")])
def test_no_terrains_played(tmp_path: Path, keywords: list[str], expected: str) -> None:
    """h27adv2 F11 (Akodo Kurako): "Other players may not play Terrains while ..." can't change
    the Recruit of a card without the Terrain keyword. One with it was kept as a doubt; Kurako
    is at home in the Dynasty Phase (no current battlefield), so the sentence binds no one then
    (h38misc: the closing "while" clause read as ``solver.while_here_scope`` reads the opening
    one). Kurako is the other player's: "Other players" never binds its own controller."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 5},
        set_personality("Kurako", 3, text=_NO_TERRAINS),
        set_personality("Lord", 3, keywords=keywords),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "kur", "title": "Kurako", "owner": "them", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    board = set_board(tmp_path, cards, table, "kurako", phase="dynasty", players=players)
    v = check(board, "me", "lord", RECRUIT)
    assert v.status == expected, v.reasons


_NO_MAHO = "You may not play :maho: or :shadowlands: cards."


def test_reading_icon_keywords() -> None:
    from solver.play_keyword_scope import _keywords

    assert _keywords(_NO_MAHO) == frozenset({"maho", "shadowlands"})
    assert _keywords("You may not play :shadowlands: cards.") == frozenset({"shadowlands"})
    assert _keywords("You may only play :maho: cards.") is None


@pytest.mark.parametrize(
    ("keywords", "expected"), [([], "legal"), (["Maho"], "illegal"), (["Shadowlands"], "illegal")]
)
def test_no_maho_or_shadowlands_cards(tmp_path: Path, keywords: list[str], expected: str) -> None:
    """h28adv2 F14 (Black Watch Sensei): the icon keywords name the cards concerned; an Equip of
    an Item with neither is not concerned; one with either is forbidden to its controller
    (h30enter: read, ``solver.play_bans``; it was kept as a doubt)."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Sensei", 0, text=_NO_MAHO),
        set_personality("Lord", 3),
        {**_spell("Scroll", keywords), "types": ["Item"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "scroll", "title": "Scroll", "owner": "me", "zone": "hand"},
    ]
    board = set_board(tmp_path, cards, table, "maho", phase="action")
    v = check(board, "me", "scroll", EQUIP)
    assert v.status == expected, v.reasons
