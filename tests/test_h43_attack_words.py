"""Attack sentences whose strength was read at its lowest, 0, for words that say nothing about
whom the attack targets (model/cardtext/attack_plain.py, model/oracle/attack_icons.py; Reference
01, Cardinal rule 1 example; effects.txt, Source of effects, EXCEPTION 1; Abilities and actions
/ B): a rider on what the attack does instead of destroying, a bonus on the attack's own target,
a possessive printed without its "s", a choice of consecutive attacks of the same strength, an
alternative strength naming a card only optionally targeted, "this :melee: destroyed". Real
cards from ../shared/data (skipped without it), each with a control where the strength falls
short (the strict reading fails: unknown) or the words stay not read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.cardtext.attack_plain import plain_attack_words
from model.common import CardType
from model.describe import ability_text
from model.load import as_view, load_state
from model.oracle.attack_icons import attack_icon_words
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


Card = tuple[str, str, dict[str, Any]]


def _verdict(tmp: Path, pool: CardPool, mine: list[Card], theirs: list[Card], cid: str) -> str:
    """The verdict of ``cid``'s one targeting ability on a battlefield where I attack."""
    cards: list[dict[str, Any]] = [
        {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province", "province": 1}
    ]
    for owner, group in (("me", mine), ("op", theirs)):
        for card_id, title, more in group:
            cards.append({"id": card_id, "title": title, "owner": owner, "zone": "battlefield",
                          "battlefield": "op-p1", **more})  # fmt: skip
    data = {
        "turn": 3, "active_player": "me", "phase": "attack", "segment": "combat",
        "current_battlefield": "op-p1", "attacker": "me",
        "players": [{"id": "me", "clan": "phoenix", "family_honor": 10},
                    {"id": "op", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    state = load_state(path, cards=pool)
    abilities = as_view(state).definition(cid).abilities
    found = [i for i, a in enumerate(abilities) if any(t.where for t in a.all_target_specs())]
    assert len(found) == 1, found
    return check(state, "me", cid, found[0]).status


LOW = [("e2", "Akodo Suoh", {})]  # Force 2, no text
HIGH = [("e7", "Hida Kisada", {})]  # Force 7


# ---------------------------------------------------------------------------- the words
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ranged Attack equal to Miiko' Chi which puts the target on top of its owner's deck "
         "instead of destroying it.", "Ranged Attack equal to Miiko's Chi."),
        ("Ranged 4 Attack that bows its target instead of destroying it.", "Ranged 4 Attack."),
        ("Ranged Attack with strength equal to its Force, plus 2 if the Ranged Attack targets "
         "Daigotsu Arakan.", "Ranged Attack with strength equal to its Force, plus 2 if the "
         "target is Daigotsu Arakan."),
        ("Ranged Attack equal to this Shugenja's Chi, or destroy this Spell to make two "
         "consecutive :ranged: equal to this Shugenja's Chi.",
         "Ranged Attack equal to this Shugenja's Chi."),
        ("You may target your Samurai. Ranged Attack equal to this Shugenja's Chi or the "
         "Samurai's Chi, +2 if this Shugenja is Fire.",
         "You may target your Samurai. Ranged Attack equal to this Shugenja's Chi, +2 if this "
         "Shugenja is Fire."),
    ],
)  # fmt: skip
def test_plain_words(text: str, expected: str) -> None:
    assert plain_attack_words(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # consecutive attacks of another strength: a real choice, kept
        "Ranged Attack equal to this Shugenja's Chi, or destroy this Spell to make two "
        "consecutive :ranged: equal to his Force.",
        "Ranged 3 Attack, or destroy this card to make two consecutive Ranged 2 Attacks.",
        # the Samurai is a required target: both alternatives kept (the lowest)
        "Target your Samurai. Ranged Attack equal to this Shugenja's Chi or the Samurai's Chi.",
        # a name ending in "s" is no missing "s"
        "Ranged Attack equal to Tsuruchis' Chi.",
    ],
)
def test_words_kept(text: str) -> None:
    assert plain_attack_words(text) == text


def test_melee_icon_named_by_what_it_did() -> None:
    (done,) = attack_icon_words(["If this :melee: destroyed an enemy Personality, gain 2 Honor."])
    assert done == "If this Melee Attack destroyed an enemy Personality, gain 2 Honor."
    (kept,) = attack_icon_words(["Give this :ranged: +1 strength."])
    assert kept == "Give this :ranged: +1 strength."


def test_strength_read_not_zero() -> None:
    text = (
        "Battle, :bow:: Ranged Attack equal to Miiko' Chi which puts the target on top of its "
        "owner's deck instead of destroying it."
    )
    (para,) = import_text(text, title="Shosuro Miiko", card_type=CardType.PERSONALITY).paragraphs
    assert para.ability is not None
    assert "Force at most this card's Chi" in ability_text(para.ability)


# ---------------------------------------------------------------------------- the boards
SHUG = ("shug", "Isawa Taeruko", {})  # Chi 3


@real
@pytest.mark.parametrize(
    ("mine", "cid"),
    [
        ([SHUG, ("yumi", "Yumi of the Void", {"attached_to": "shug"})], "yumi"),
        ([SHUG, ("sun", "Calling on the Sun", {"attached_to": "shug"})], "sun"),
        ([("miiko", "Shosuro Miiko", {})], "miiko"),  # Chi 3
        # Ashigaru Spearmen: Force 1; the enemy Follower (Force 1) alone is in reach
        ([("zansho", "Zansho • Experienced", {}),
          ("zf", "Ashigaru Spearmen", {"attached_to": "zansho"})], "zansho"),
    ],
)  # fmt: skip
def test_strength_reaches(tmp_path: Path, pool: CardPool, mine: list[Card], cid: str) -> None:
    theirs = [*HIGH, ("ef", "Ashigaru Spearmen", {"attached_to": "e7"})] if cid == "zansho" else LOW
    assert _verdict(tmp_path, pool, mine, theirs, cid) == "legal"
    # control: no enemy in reach of the strength: strict fails, lenient holds: unknown
    assert _verdict(tmp_path, pool, mine, HIGH, cid) == "unknown"


@real
def test_akeha_personality_too_weak(tmp_path: Path, pool: CardPool) -> None:
    """Akeha (Force 5 + Personal Honor 3) does not reach Hida Kisada with +2F (Force 9): strict
    fails, lenient holds: unknown."""
    mine = [("akeha", "Daidoji Akeha, Iron Crane • Experienced", {})]
    big = [("e7", "Hida Kisada", {"modifiers": [{"stat": "force", "amount": 2}]})]
    assert _verdict(tmp_path, pool, mine, big, "akeha") == "unknown"
    assert _verdict(tmp_path, pool, mine, HIGH, "akeha") == "legal"  # Force 7: in reach


@real
def test_akeha_strength(tmp_path: Path, pool: CardPool) -> None:
    """Doji Hoturi (Force 3 + Personal Honor 5) reaches Akodo Suoh (Force 2)."""
    mine = [("akeha", "Daidoji Akeha, Iron Crane • Experienced", {}),
            ("vict", "Doji Hoturi", {})]  # fmt: skip
    assert _verdict(tmp_path, pool, mine, LOW, "akeha") == "legal"


@real
def test_zansho_follower_too_weak(tmp_path: Path, pool: CardPool) -> None:
    """Zansho's Follower (Force 1) does not reach Akodo Suoh (Force 2): still unknown."""
    mine = [("zansho", "Zansho • Experienced", {}),
            ("zf", "Ashigaru Spearmen", {"attached_to": "zansho"})]  # fmt: skip
    assert _verdict(tmp_path, pool, mine, LOW, "zansho") == "unknown"
