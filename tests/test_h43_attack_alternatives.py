"""An attack's strength counted on the board with a bonus under a condition ("Ranged Attack equal
to the number of Tameko's Fire tokens, plus 1 if the target is Mantis Clan": Togashi Tameko),
and a strength that is a card's stat with a printed alternative under a condition ("Fear equal
to Nozomi's Force, or 2 if she is Naval": Daidoji Nozomi), for the strict reading's Force limit
(model/cardtext/attack_counts.py, attack_forms.py, attack_stat_alternative.py; Abilities and
actions: "If required targeting or performing varies according to a currently known condition,
the targeting requirement depends on whether the condition is met."). Real cards from
../shared/data (skipped without it), each with a control where the strength falls short (the
strict reading fails, the lenient one holds: unknown)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.effects_attacks import higher_limits, read_attack
from model.common import CardType
from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _verdict(tmp: Path, pool: CardPool, mine: dict[str, Any], target: str) -> str:
    """The verdict of my card ``mine``'s one targeting ability, announced on ``target`` (an
    enemy Personality with no text and no Followers at the battlefield where I attack)."""
    cards: list[dict[str, Any]] = [
        {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province", "province": 1},
        {"id": "me1", "owner": "me", "zone": "battlefield", "battlefield": "op-p1", **mine},
        {"id": "t", "title": target, "owner": "op", "zone": "battlefield", "battlefield": "op-p1"},
    ]
    data = {
        "turn": 3, "active_player": "me", "phase": "attack", "segment": "combat",
        "current_battlefield": "op-p1", "attacker": "me",
        "players": [{"id": "me", "clan": "dragon", "family_honor": 10},
                    {"id": "op", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    state = load_state(path, cards=pool)
    abilities = as_view(state).definition("me1").abilities
    found = [i for i, a in enumerate(abilities) if any(t.where for t in a.all_target_specs())]
    assert len(found) == 1, found
    return check(state, "me", "me1", found[0], targets={"target1": ("t",)}).status


THREE = "Kaiu Watsuki"  # Force 3, no text
FOUR = "Akodo Daiken"  # Force 4, no text, Lion
MANTIS_FOUR = "Gusai Ryoken"  # Force 4, no text, Mantis
TWO = "Akodo Suoh"  # Force 2, no text


def _tameko(fire: int) -> dict[str, Any]:
    return {"title": "Togashi Tameko", "tokens": ["Fire"] * fire}


# ----------------------------------------------------------------- counted strength + bonus
@real
@pytest.mark.parametrize(
    ("fire", "target", "expected"),
    [
        (3, THREE, "legal"),  # 3 Fire tokens: Ranged 3 (was read as 0: unknown)
        (3, MANTIS_FOUR, "legal"),  # plus 1 against a Mantis Clan target
        (3, FOUR, "unknown"),  # control: 4 > 3, not Mantis (lenient reading only)
        (1, THREE, "unknown"),  # control: one token, Ranged 1
        (0, TWO, "unknown"),  # control: no token, Ranged 0
        (1, MANTIS_FOUR, "unknown"),  # control: Mantis, Force 4 > 1 + 1
    ],
)
def test_tameko_counts_her_fire_tokens(
    tmp_path: Path, pool: CardPool, fire: int, target: str, expected: str
) -> None:
    assert _verdict(tmp_path, pool, _tameko(fire), target) == expected


def test_counted_strength_keeps_its_bonus() -> None:
    """The count is read past ", plus 1 if ..." (as ", +1 if ..."), and the bonus kept."""
    said = (
        "Ranged Attack equal to the number of Tameko's Fire tokens, plus 1 if the target is "
        "Mantis Clan."
    )
    attack = read_attack(said, "Togashi Tameko", CardType.PERSONALITY, None)
    assert attack is not None and not isinstance(attack, str)
    assert attack.limits == ("source.token_fire",)
    assert attack.bonuses == (("the target is Mantis Clan", 1),)
    fear = read_attack(
        "Fear equal to the number of Tameko's Fire tokens, +2 if you control a Shugenja.",
        "Togashi Tameko",
        CardType.PERSONALITY,
        None,
    )
    assert fear is not None and not isinstance(fear, str)
    assert fear.limits == ("source.token_fire",) and fear.counted


# ----------------------------------------------------------------- a stat or N if ...
def _nozomi(naval: bool) -> dict[str, Any]:
    return {"title": "Daidoji Nozomi", **({"added_keywords": ["naval"]} if naval else {})}


@real
@pytest.mark.parametrize(
    ("naval", "target", "expected"),
    [
        (False, THREE, "legal"),  # not Naval: Fear 3 (her Force) (was: also at most 2)
        (False, FOUR, "unknown"),  # control: 4 > her Force 3
        (True, TWO, "legal"),  # Naval: at most 2 holds
        (True, THREE, "unknown"),  # control: Naval, 2 or her Force, not settled: the lowest
    ],
)
def test_nozomi_force_or_two_if_naval(
    tmp_path: Path, pool: CardPool, naval: bool, target: str, expected: str
) -> None:
    assert _verdict(tmp_path, pool, _nozomi(naval), target) == expected


def test_stat_alternative_condition_not_read_keeps_both_limits() -> None:
    """A condition the state does not tell (a past event) keeps both limits, none lifted."""
    attack = read_attack(
        "Fear equal to Nozomi's Force, or 2 if she moved this battle.",
        "Daidoji Nozomi",
        CardType.PERSONALITY,
        None,
        alone=True,
    )
    assert attack is not None and not isinstance(attack, str)
    assert attack.limits == ("source.force", "2")
    assert higher_limits(attack, "target1", "Daidoji Nozomi", CardType.PERSONALITY) == ()
