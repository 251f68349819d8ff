"""h30misc2: bounded reductions, tokens and Strategy reductions on boards of real cards
(../shared/data), each with a control.

- A continuous "Personalities you Proclaim enter play for two less Gold." (The Majestic Temple
  of the Phoenix's reminder) lowers a Recruit by at most 2: a shortfall beyond it is certain
  (``solver.reduction_bound``), the Clan Honor Rule's separate 2 Gold not lowered.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _state(pool: CardPool, data: dict[str, Any]) -> LoadedState:
    return parse_state(data, "board", None, pool)


def _korimi(pool: CardPool, *more: dict[str, Any]) -> LoadedState:
    """Phoenix (going second: Majestic Temple) Recruits Togashi Korimi (5 Gold, Dragon: +2 by
    the Clan Honor Rule) with Temple of Serenity (2 Gold) and ``more``."""
    cards = [
        {
            "id": "sh",
            "title": "The Majestic Temple of the Phoenix",
            "owner": "phoenix",
            "zone": "home",
            "bowed": True,
        },
        {"id": "tos", "title": "Temple of Serenity", "owner": "phoenix", "zone": "home"},
        {
            "id": "korimi",
            "title": "Togashi Korimi",
            "owner": "phoenix",
            "zone": "province",
            "province": 1,
        },
        {"id": "cb", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        *more,
    ]
    return _state(
        pool,
        {
            "turn": 10,
            "active_player": "phoenix",
            "phase": "dynasty",
            "players": [
                {"id": "phoenix", "clan": "phoenix", "family_honor": 18},
                {"id": "crab", "clan": "crab", "family_honor": 12},
            ],
            "cards": cards,
        },
    )


def test_korimi_short_beyond_the_temples_two_less(pool: CardPool) -> None:
    """7 Gold needed (5 + the Clan Honor Rule's 2), 2 Gold at hand: the Temple's "two less"
    leaves 5 > 2, illegal (it was unknown); the shortfall names the separate 2 Gold."""
    v = check(_korimi(pool), "phoenix", "korimi", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert not any("not modelled" in r for r in v.reasons)
    assert "Clan Honor Rule" in " ".join(v.reasons)


def test_korimi_within_the_temples_two_less_stays_unknown(pool: CardPool) -> None:
    """Control: with 6 Gold (Temple of Serenity 2, two Iron Mines 2 each), 7 needed, the
    Temple's 2 off could close the gap: the doubt stays, naming the Temple."""
    more = [
        {"id": f"m{i}", "title": "Iron Mine", "owner": "phoenix", "zone": "home"} for i in (1, 2)
    ]
    v = check(_korimi(pool, *more), "phoenix", "korimi", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "Majestic Temple" in " ".join(v.reasons)


def _natsuki(pool: CardPool, tokens: list[str]) -> LoadedState:
    """Lion attacks crab-p3 with Daidoji Natsuki carrying ``tokens``; no trigger pending."""
    natsuki: dict[str, Any] = {
        "id": "natsuki",
        "title": "Daidoji Natsuki",
        "owner": "lion",
        "zone": "battlefield",
        "battlefield": "crab-p3",
        "tokens": tokens,
    }
    return _state(
        pool,
        {
            "turn": 9,
            "active_player": "lion",
            "phase": "attack",
            "segment": "combat",
            "current_battlefield": "crab-p3",
            "attacker": "lion",
            "players": [
                {"id": "lion", "clan": "lion", "family_honor": 20},
                {"id": "crab", "clan": "crab", "family_honor": 10},
            ],
            "cards": [
                {
                    "id": "lsh",
                    "title": "The Grand Halls of the Lion",
                    "owner": "lion",
                    "zone": "home",
                },
                natsuki,
                {"id": "cb", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
                {
                    "id": "chiisai",
                    "title": "Chiisai",
                    "owner": "crab",
                    "zone": "battlefield",
                    "battlefield": "crab-p3",
                },
                {"id": "iemasa", "title": "Kaiu Iemasa", "owner": "crab", "zone": "home"},
            ],
        },
    )


def test_natsuki_with_training_tokens_targets_any_personality(pool: CardPool) -> None:
    """With two Training tokens the "if Natsuki has no Training tokens, the target must have
    assigned ..." clause restricts nothing: legal, any Personality (Kaiu Iemasa at home too)
    (it was unknown)."""
    loaded = _natsuki(pool, ["Training", "Training"])
    v = check(loaded, "lion", "natsuki", 0)
    assert v.status == "legal", v.reasons
    at_home = check(loaded, "lion", "natsuki", 0, targets={"target1": ["iemasa"]})
    assert at_home.status == "legal", at_home.reasons


@pytest.mark.parametrize("tokens", [[], ["Spirit"]])
def test_natsuki_without_training_tokens_stays_unknown(pool: CardPool, tokens: list[str]) -> None:
    """Control: no Training token (none, or another kind): the past "must have assigned" clause
    applies and is not read: unknown, naming it."""
    v = check(_natsuki(pool, tokens), "lion", "natsuki", 0)
    assert v.status == "unknown", v.reasons
    assert "must have assigned" in " ".join(v.reasons)


def _kaeru(pool: CardPool, kaeru_bowed: bool, tea_bowed: bool = False) -> LoadedState:
    """Lion in battle at crab-p1 with Kaeru Contractor (":bow:: Produce 2 Gold." / ":bow:: When
    paying for an action on a Strategy, it costs 3 less Gold.") and Tea House (1 Gold);
    Directing the Battle (Battle, :g4:) in hand; an enemy unit there."""
    cards: list[dict[str, Any]] = [
        {
            "id": "halls",
            "title": "The Grand Halls of the Lion",
            "owner": "lion",
            "zone": "home",
            "bowed": True,
        },
        {
            "id": "kaeru",
            "title": "Kaeru Contractor",
            "owner": "lion",
            "zone": "home",
            "bowed": kaeru_bowed,
        },
        {"id": "tea", "title": "Tea House", "owner": "lion", "zone": "home", "bowed": tea_bowed},
        {
            "id": "agai",
            "title": "Matsu Agai",
            "owner": "lion",
            "zone": "battlefield",
            "battlefield": "crab-p1",
        },
        {"id": "dtb", "title": "Directing the Battle", "owner": "lion", "zone": "hand"},
        {
            "id": "fort",
            "title": "The Unassailable Fortress of the Crab",
            "owner": "crab",
            "zone": "home",
        },
        {
            "id": "itta",
            "title": "Hiruma Itta",
            "owner": "crab",
            "zone": "battlefield",
            "battlefield": "crab-p1",
        },
    ]
    return _state(
        pool,
        {
            "turn": 6,
            "active_player": "lion",
            "phase": "attack",
            "segment": "combat",
            "current_battlefield": "crab-p1",
            "attacker": "lion",
            "players": [
                {"id": "lion", "clan": "lion", "family_honor": 12},
                {"id": "crab", "clan": "crab", "family_honor": 8},
            ],
            "cards": cards,
        },
    )


@pytest.mark.parametrize(("kaeru_bowed", "tea_bowed"), [(True, False), (False, True)])
def test_kaeru_bowed_or_offered_and_still_short(
    pool: CardPool, kaeru_bowed: bool, tea_bowed: bool
) -> None:
    """A bowed Kaeru lowers nothing (Tea House's 1 < 4); an unbowed Kaeru with Tea House bowed
    lowers 4 to 1 with nothing left to pay it (or produces 2 < 4): illegal, no doubt naming
    Kaeru (it was unknown)."""
    v = check(_kaeru(pool, kaeru_bowed, tea_bowed), "lion", "dtb", 0)
    assert v.status == "illegal", v.reasons
    assert not any("Kaeru" in r for r in v.reasons)


def test_kaeru_and_tea_house_pay_directing_the_battle(pool: CardPool) -> None:
    """Control: both unbowed, 4 - 3 = 1 paid by Tea House: legal."""
    v = check(_kaeru(pool, False), "lion", "dtb", 0)
    assert v.status == "legal", v.reasons


def _summer_court(pool: CardPool, *more: dict[str, Any]) -> LoadedState:
    cards = [
        {"id": "sh", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home"},
        {"id": "sc", "title": "Summer Court", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "Kuni Hokinsha", "owner": "me", "zone": "home"},
        {"id": "o1", "title": "Large Farm", "owner": "them", "zone": "home"},
        *more,
    ]
    return _state(
        pool,
        {
            "turn": 3,
            "active_player": "me",
            "phase": "action",
            "players": [
                {"id": "me", "clan": "crab", "family_honor": 10},
                {"id": "them", "clan": "lion", "family_honor": 9},
            ],
            "cards": cards,
        },
    )


_SENSEI = {"id": "sensei", "title": "Hikahime Sensei", "owner": "me", "zone": "home", "bowed": True}
_OSOTE = {"id": "osote", "title": "Hida Osote", "owner": "me", "zone": "home", "bowed": True}


def test_summer_court_each_reading_has_a_target(pool: CardPool) -> None:
    """ "Straighten a target Sensei." with a Sensei card and a Personality with the Sensei
    keyword: the card-type reading and the keyword reading each have a target: legal (it was
    unknown: no card is both)."""
    v = check(_summer_court(pool, _SENSEI, _OSOTE), "me", "sc", 0)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize("only", [_SENSEI, _OSOTE])
def test_summer_court_one_reading_only_stays_unknown(pool: CardPool, only: dict[str, Any]) -> None:
    """Control: only one of them: one reading has a target, the other none: unknown."""
    v = check(_summer_court(pool, only), "me", "sc", 0)
    assert v.status == "unknown", v.reasons


def test_summer_court_named_keyword_target_stays_unknown(pool: CardPool) -> None:
    """Control: Hida Osote named as the target fits the keyword reading only: unknown."""
    v = check(_summer_court(pool, _SENSEI, _OSOTE), "me", "sc", 0, targets={"target1": ["osote"]})
    assert v.status == "unknown", v.reasons
