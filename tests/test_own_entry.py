"""A card's own subjectless entering condition ("Will only enter play if you are a Crane Clan
player.", the Onyx Dojos): read for the card itself with ``players[].clan`` (Reference 02), and
never a doubt on another card's Recruit (h28adv2 F3, N10). A definite refusal (Loyal, the
Honor Requirement, this Clan condition) is decided first: an unread sentence that names none
of its words can't turn it (h28adv2 F13 addendum, h28adv3 N10)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.own_entry import clan_entry, own_entry
from solver.refusal_scope import spares_refusal
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

DOJO = "Will only enter play if you are a Crane Clan player."
LOYAL = "Loyal: X enters play only for a player of Dragon"
HR = "Honor Requirement 7 but your Family Honor is 5 (X)"


@pytest.mark.parametrize(
    ("said", "own", "clan"),
    [
        (DOJO, True, "crane"),
        ("May only be Recruited by a Lion Clan player.", True, None),
        ("Will not enter play if your Family Honor is 4 or lower.", True, None),
        ("Will only enter play if you are a Crane Clan player or control a Courtier.", True, None),
        ("Your Holdings enter play for 1 less Gold.", False, None),
        ("Will only enter play if you are a Foo Clan player.", True, None),
    ],
)
def test_own_entering_sentences(said: str, own: bool, clan: str | None) -> None:
    assert own_entry(said) is own
    assert clan_entry(said) == clan


@pytest.mark.parametrize(
    ("refused", "said", "spared"),
    [
        (LOYAL, "Hoshi attaches Items ignoring Gold cost.", True),
        (LOYAL, "Hoshi is considered aligned to the Brotherhood.", False),
        (HR, "Your Shugenja may not attach Spells.", True),
        (HR, "You may ignore their Honor Requirements.", False),
        (HR, "Your Personalities have -2HR.", False),
        (HR, "You may Recruit Personalities without meeting their requirements.", False),
        (HR, "Your Tsuruchi Personalities in and out of play have your Clan Alignment.", False),
        ("Unique: X is already in play (x)", "You may ignore their Honor Requirements.", True),
        ("Unique: X is already in play (x)", "You may ignore the Unique restriction.", False),
        ("can't pay the Gold: ...", "Your Shugenja may not attach Spells.", False),
    ],
)
def test_what_may_turn_a_refusal(refused: str, said: str, spared: bool) -> None:
    assert spares_refusal(refused, said) is spared


def _recruit(tmp: Path, clan: str | None, title: str, dojo_in_play: bool = False) -> Any:
    dojo = {"title": "Dojo", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2}
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 5},
        dojo | {"text": DOJO},
        set_personality("Maker", 2),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "p", "title": title, "owner": "me", "zone": "province", "province": 1},
    ]
    if dojo_in_play:
        table.append({"id": "d", "title": "Dojo", "owner": "them", "zone": "home"})
    me: dict[str, Any] = {"id": "me", "family_honor": 5} | ({"clan": clan} if clan else {})
    players = [me, {"id": "them", "family_honor": 5}]
    return check(set_board(tmp, cards, table, players=players), "me", "p", Play.RECRUIT)


@pytest.mark.parametrize(
    ("clan", "expected"), [("crane", "legal"), ("crab", "illegal"), (None, "unknown")]
)
def test_the_dojos_own_clan_condition(tmp_path: Path, clan: str | None, expected: str) -> None:
    """The Dojo (GC 2, 5 Gold): a Crane Clan player may Recruit it, a Crab Clan player may not;
    with no Clan stated the sentence stays a doubt (control)."""
    verdict = _recruit(tmp_path, clan, "Dojo")
    assert verdict.status == expected, verdict.reasons


def test_an_in_play_dojo_does_not_doubt_another_recruit(tmp_path: Path) -> None:
    """The other player's Dojo in play: its own condition says nothing of Maker's Recruit."""
    verdict = _recruit(tmp_path, "crab", "Maker", dojo_in_play=True)
    assert verdict.status == "legal", verdict.reasons


def _loyal(tmp: Path, text: str) -> Any:
    loyal = set_personality("Hoshi", 2, text=text, keywords=["Loyal"], clans=["Dragon"])
    cards: list[dict[str, Any]] = [{**KEEP_CARD, "gold_production": 5}, loyal]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Hoshi", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 5, "clan": "crab"}]
    return check(set_board(tmp, cards, table, players=players), "me", "p", Play.RECRUIT)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hoshi attaches Items with Dragon in their titles ignoring Gold cost.", "illegal"),
        (
            "Hoshi is considered aligned to the Crab Clan when checking the Loyal restriction.",
            "unknown",
        ),
    ],
)
def test_a_loyal_refusal_is_decided_first(tmp_path: Path, text: str, expected: str) -> None:
    """h28adv3 N10: a Crab Clan player's Recruit of a Loyal Dragon Personality is illegal
    whatever his attachment sentence says; a sentence naming the alignment keeps the doubt."""
    verdict = _loyal(tmp_path, text)
    assert verdict.status == expected, verdict.reasons


def test_a_loyal_alias_is_kept_unread() -> None:
    """h28adv3 N10: Hoshi's alias for the Loyal check is kept as his own unread entering text
    (never dropped), so a Loyal refusal of him stays a doubt."""
    from model.oracle.entering import read_entering

    alias = (
        "Hoshi is considered aligned to the Brotherhood of Shinsei when checking the Loyal "
        "restriction."
    )
    assert read_entering(alias, "Togashi Hoshi • Experienced 2").unread == (alias,)
