"""Printed keywords of Personalities and Followers read in target phrases
(model/cardtext/target_words.py KEYWORDS: Warrior, Bloodspeaker, Orochi, Harrier, Bushi,
Saboteur, Troll, Gozoku, Tsuno, Poet; Reference 04: a card has a keyword or not). Real cards
from ../shared/data (skipped without it), each with a control where no card has it; a keyword
that is often given ("Give your target Samurai Conqueror") stays what the effect gives."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.targets import whole_phrase
from model.common import CardType
from model.load import LoadedState, as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_DEFS: list[dict[str, Any]] = [
    {"title": "T Orochi", "type": "personality", "clan": "mantis", "force": 2, "chi": 2,
     "personal_honor": 1, "keywords": ["orochi"]},
    {"title": "T Warrior", "type": "personality", "clan": "naga", "force": 2, "chi": 2,
     "personal_honor": 1, "keywords": ["warrior"]},
    {"title": "T Saboteur", "type": "personality", "clan": "scorpion", "force": 2, "chi": 2,
     "personal_honor": 1, "keywords": ["saboteur"]},
    {"title": "T Plain", "type": "personality", "clan": "mantis", "force": 2, "chi": 2,
     "personal_honor": 1},
]  # fmt: skip


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], combat: bool) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "me",
        "phase": "attack" if combat else "action",
        "players": [
            {"id": "me", "clan": "mantis", "family_honor": 10},
            {"id": "op", "clan": "crab", "family_honor": 10},
        ],
        "definitions": [{**d, "provenance": "implied"} for d in _DEFS],
        "cards": [
            {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province",
             "province": 1},
            *cards,
        ],
    }  # fmt: skip
    if combat:
        data.update(segment="combat", current_battlefield="op-p1", attacker="me")
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _home(cid: str, title: str, owner: str = "me") -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home"}


@real
@pytest.mark.parametrize(
    ("other", "owner", "expected"),
    [("T Orochi", "op", "legal"), ("T Orochi", "me", "legal"), ("T Plain", "op", "illegal")],
)
def test_yoritomo_kiroto_targets_an_orochi(
    tmp_path: Path, pool: CardPool, other: str, owner: str, expected: str
) -> None:
    """ "Target an Orochi. Straighten it.": any player's Orochi card."""
    cards = [_home("x", "Yoritomo Kiroto"), _home("o", other, owner)]
    assert check(_load(tmp_path, pool, cards, False), "me", "x", 0).status == expected


@real
@pytest.mark.parametrize(
    ("mine", "expected"),
    [("T Saboteur", "legal"), ("T Plain", "illegal")],
)
def test_aramoros_promise_performer(
    tmp_path: Path, pool: CardPool, mine: str, expected: str
) -> None:
    cards = [{"id": "x", "title": "Aramoro's Promise", "owner": "me", "zone": "hand"},
             _home("p", mine)]  # fmt: skip
    assert check(_load(tmp_path, pool, cards, False), "me", "x", 0).status == expected


@real
@pytest.mark.parametrize(
    ("title", "owner", "expected"),
    [("T Warrior", "me", "legal"), ("T Warrior", "op", "illegal"), ("T Plain", "me", "illegal")],
)
def test_baseless_rage_destroys_your_warrior(
    tmp_path: Path, pool: CardPool, title: str, owner: str, expected: str
) -> None:
    cards = [
        {"id": "x", "title": "Baseless Rage", "owner": "me", "zone": "hand"},
        {"id": "w", "title": title, "owner": owner, "zone": "battlefield", "battlefield": "op-p1"},
        {"id": "p", "title": "T Plain", "owner": "op", "zone": "battlefield",
         "battlefield": "op-p1"},
        {"id": "q", "title": "T Plain", "owner": "me", "zone": "battlefield",
         "battlefield": "op-p1"},
    ]  # fmt: skip
    state = _load(tmp_path, pool, cards, True)
    abilities = as_view(state).definition("x").abilities
    (index,) = [
        i
        for i, a in enumerate(abilities)
        if any(t.select.keyword == ("warrior",) for t in a.all_target_specs())
    ]
    assert check(state, "me", "x", index).status == expected


@pytest.mark.parametrize(
    ("words", "keyword"),
    [("your target Warrior", "warrior"), ("a target Bloodspeaker Personality", "bloodspeaker"),
     ("your target performing Harrier", "harrier"), ("a target Gozoku Personality", "gozoku")],
)  # fmt: skip
def test_the_phrases(words: str, keyword: str) -> None:
    phrase = whole_phrase(words, "T", CardType.STRATEGY)
    assert phrase is not None and not isinstance(phrase, str), words
    assert phrase.select.keyword == (keyword,)


def test_a_keyword_given_is_not_a_qualifier() -> None:
    from model.cardtext import import_text

    text = "<b>Battle:</b> Give your target Samurai Conqueror."
    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    (spec,) = action.ability.all_target_specs()
    assert spec.select.keyword == ("samurai",)
