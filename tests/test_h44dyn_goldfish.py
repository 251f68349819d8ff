"""h44adv4's goldfish findings (G1-G5, W4) on real cards by title: the Imperial Favor a
Stronghold begins with, Three Clan Alliance's Clan Alignments, Aranai Sensei's Tactician,
Iuchiban Sensei's "+1 Gold Cost", an action's "unbowed" not called straightening, unread lasting
sentences listed, and a plain card beside a Unique one of its title. Skipped without data."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from model.cards import CardDef
from model.decklist import DeckList, parse_decklist
from model.oracle.pool import CardPool
from model.state import View
from solver.analysis import straightening
from solver.analysis.goldfish import PLAYER, GoldfishConfig, model_gaps, play_game
from solver.analysis.level_overlay import exclusive_title
from solver.analysis.purchases import candidates
from solver.analysis.sensei_gold import in_simulation
from solver.clan_honor import clan_surcharge
from solver.stat_keyword_grant import stat_granted
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="no ../shared/data/oracle or ../shared/data/sets",
)
pytestmark = needs_data


@cache
def _cards() -> dict[str, CardDef]:
    return dict(CardPool.load([DATA / "oracle", DATA / "sets"]).definitions())


def _deck(stronghold: str, sensei: str | None, dynasty: str) -> DeckList:
    head = f"Stronghold\n{stronghold}\n" + (f"Sensei\n{sensei}\n" if sensei else "")
    return parse_decklist(f"{head}Dynasty\n{dynasty}\nFate\n40 Cut Them Off\n", "t.txt", _cards())


def _first_view(deck: DeckList) -> View:
    seen: list[View] = []
    play_game(deck, 0, GoldfishConfig(turns=1, games=1), None, seen.append)
    return seen[0]


# G1: Journey's End Keep • Experienced begins with the Imperial Favor (the goldfish is alone)


def test_keep_begins_the_game_with_the_imperial_favor() -> None:
    deck = _deck("Journey's End Keep • Experienced", None, "40 Haiku School")
    assert _first_view(deck).state.imperial_favor == PLAYER


def test_control_another_stronghold_has_no_favor() -> None:
    deck = _deck("Kyuden Hida • Experienced", None, "40 Iron Mine")
    assert _first_view(deck).state.imperial_favor is None


def test_keeps_may_not_recruit_sentence_is_listed_not_modelled() -> None:
    deck = _deck("Journey's End Keep • Experienced", None, "40 Haiku School")
    gaps = [g for g in model_gaps(deck) if g.kind == "lasting"]
    assert [g.title for g in gaps] == ["Journey's End Keep • Experienced"]
    assert "may not Recruit Personalities" in gaps[0].text


# G2: Three Clan Alliance's "Your Clan Alignments are Mantis, Sparrow, and Spider."


def test_three_clan_alliance_lifts_the_clan_honor_surcharge_of_a_mantis() -> None:
    deck = _deck(
        "The Austere Valley of the Sparrow • Experienced", "Three Clan Alliance", "40 Iron Mine"
    )
    assert in_simulation(_cards()["Three Clan Alliance"])
    assert clan_surcharge(_first_view(deck), PLAYER, _cards()["Gusai Kazuko"]) == 0


def test_control_without_the_sensei_a_mantis_pays_the_surcharge() -> None:
    deck = _deck("The Austere Valley of the Sparrow • Experienced", None, "40 Iron Mine")
    assert clan_surcharge(_first_view(deck), PLAYER, _cards()["Gusai Kazuko"]) == 2


# G3: Aranai Sensei's "Your Personalities with 3 or more Chi have Tactician." on the table


def _table(tmp: Path, pool: CardPool, chi: int) -> Any:
    mods = [{"stat": "chi", "amount": chi}] if chi else []
    cards = [
        {"id": "sh", "title": "Kyuden Kitsune • Experienced", "owner": "a", "zone": "home"},
        {"id": "sen", "title": "Aranai Sensei", "owner": "a", "zone": "home"},
        {"id": "koh", "title": "Tsuruchi Kohrogi", "owner": "a", "zone": "home", "modifiers": mods},
    ]
    return pool_state(tmp, pool, cards)


def test_aranai_gives_a_chi_three_personality_tactician(tmp_path: Path, pool: CardPool) -> None:
    loaded = _table(tmp_path, pool, 0)
    state = stat_granted(loaded.state, loaded.library)
    assert "tactician" in next(c for c in state.cards if c.id == "koh").added_keywords
    assert in_simulation(_cards()["Aranai Sensei"])


def test_control_a_chi_two_personality_gets_nothing(tmp_path: Path, pool: CardPool) -> None:
    loaded = _table(tmp_path, pool, -1)
    state = stat_granted(loaded.state, loaded.library)
    assert "tactician" not in next(c for c in state.cards if c.id == "koh").added_keywords


# G4: Iuchiban Sensei's "+1 Gold Cost" is paid (the shape of Hikahime Sensei's)


def test_iuchiban_sensei_raise_is_in_the_simulation() -> None:
    assert in_simulation(_cards()["Iuchiban Sensei"])
    deck = _deck("Temple of the Ninth Kami", "Iuchiban Sensei", "40 Shackled Oni")
    texts = [g.text for g in model_gaps(deck)]
    assert not any("+1 Gold Cost" in t for t in texts)


# G5: an action's "unbowed Holding" is not straightening


def test_an_actions_unbowed_target_is_not_a_straightening_gap() -> None:
    cards = _cards()
    assert straightening.unread([("Chamber of the Damned", cards["Chamber of the Damned"])]) == []


def test_control_a_straightening_sentence_is_still_listed() -> None:
    cards = _cards()
    listed = straightening.unread([("Abundant Farmlands", cards["Abundant Farmlands"])])
    assert listed and "straighten" in listed[0][1]


# W4 in the simulation: no plain Tamahime beside Tamahime • Experienced


def test_purchases_skip_a_plain_card_beside_a_unique_one_of_its_title(
    tmp_path: Path, pool: CardPool
) -> None:
    cards = [
        {"id": "sh", "title": "Palace of the Breaking Dawn", "owner": "a", "zone": "home"},
        {"id": "tx", "title": "Tamahime • Experienced", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Tamahime", "owner": "a", "zone": "province", "province": 1},
    ]
    loaded = pool_state(tmp_path, pool, cards, phase="dynasty")
    found, skipped = candidates(View.of(loaded.state, loaded.library), "a")
    assert not [c for c in found if c.card == "p1"]
    assert any(cid == "p1" and "not settled" in why for cid, why in skipped)


def test_control_plain_and_experienced_in_provinces_are_bought_one_at_a_time(
    tmp_path: Path, pool: CardPool
) -> None:
    cards = [
        {"id": "sh", "title": "Palace of the Breaking Dawn", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Tamahime", "owner": "a", "zone": "province", "province": 1},
        {
            "id": "p2",
            "title": "Tamahime • Experienced",
            "owner": "a",
            "zone": "province",
            "province": 2,
        },
        {"id": "p3", "title": "Enomoto", "owner": "a", "zone": "province", "province": 3},
    ]
    loaded = pool_state(tmp_path, pool, cards, phase="dynasty")
    view = View.of(loaded.state, loaded.library)
    assert exclusive_title(view, "a", _cards()["Tamahime"]) == "tamahime"
    assert exclusive_title(view, "a", _cards()["Enomoto"]) is None
