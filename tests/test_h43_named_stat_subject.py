"""An unread stat sentence whose subject is its own card named without "has" or through its
stat ("Takuni's base Force equals the number of Ports you control.", "Kuroda +1F/+2C while Hida
Kuon is in play.") changes that card alone (Reference 04; solver/named_stat_subject.py, asked by
solver/one_card_scope.sole_cards for solver/witness_stat_scope.py, README "A witness the stat
sentence cannot touch"): a legal witness whose comparisons read no stat of that card stands, in
the whole-ability check as with the target named (h43adv3 W1). Controls: the card itself the
only target (its Force read): unknown; another card's name: the doubt stays. Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.one_card_scope import sole_cards

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(tmp: Path, pool: CardPool, mine: list[str], theirs: list[str]) -> Any:
    """I attack with Junghar Regulars (Battle, bow: Ranged 3 Attack) on Akodo Suoh, beside
    ``mine``; ``theirs`` defend (each a Personality by title, ids m0.., t0..)."""
    cards: list[dict[str, Any]] = [
        {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province", "province": 1},
        {"id": "suoh", "title": "Akodo Suoh", "owner": "me", "zone": "battlefield",
         "battlefield": "op-p1"},
        {"id": "jr", "title": "Junghar Regulars", "owner": "me", "zone": "battlefield",
         "battlefield": "op-p1", "attached_to": "suoh"},
    ]  # fmt: skip
    for owner, prefix, titles in (("me", "m", mine), ("op", "t", theirs)):
        for i, title in enumerate(titles):
            cards.append({"id": f"{prefix}{i}", "title": title, "owner": owner,
                          "zone": "battlefield", "battlefield": "op-p1"})  # fmt: skip
    data = {
        "turn": 3, "active_player": "me", "phase": "attack", "segment": "combat",
        "current_battlefield": "op-p1", "attacker": "me",
        "players": [{"id": "me", "clan": "unicorn", "family_honor": 10},
                    {"id": "op", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _ranged(state: Any) -> int:
    abilities = as_view(state).definition("jr").abilities
    (found,) = [i for i, a in enumerate(abilities) if a.costs]
    return found


@real
@pytest.mark.parametrize(
    ("mine", "theirs", "expected"),
    [
        # Takuni mine: his Force is read by nothing here (was: unknown naming him)
        (["Yoritomo Takuni"], ["Kaiu Watsuki"], "legal"),
        # control: Watsuki (Force 3) still out of reach beside a Force 4 one: the witness
        (["Yoritomo Takuni"], ["Akodo Daiken", "Kaiu Watsuki"], "legal"),
        # control: Takuni the only target: his Force, unread, is what the limit reads
        ([], ["Yoritomo Takuni"], "unknown"),
    ],
)
def test_named_stat_sentence_spares_other_witness(
    tmp_path: Path, pool: CardPool, mine: list[str], theirs: list[str], expected: str
) -> None:
    state = _state(tmp_path, pool, mine, theirs)
    assert check(state, "me", "jr", _ranged(state)).status == expected


@real
def test_named_stat_sentence_pinned_target(tmp_path: Path, pool: CardPool) -> None:
    """The same with the target named, and Takuni's sentence naming Takuni alone."""
    state = _state(tmp_path, pool, ["Yoritomo Takuni"], ["Kaiu Watsuki"])
    got = check(state, "me", "jr", _ranged(state), targets={"target1": ("t0",)})
    assert got.status == "legal"
    view = as_view(state)
    said = "Takuni's base Force equals the number of Ports you control."
    assert sole_cards(view, "m0", said) == frozenset({"m0"})
    # another card's name (not a word of Takuni's title): not this reading
    assert sole_cards(view, "m0", "Kuroda +1F/+2C while Hida Kuon is in play.") is None
    assert sole_cards(view, "m0", "Takuni +1F/+2C while Hida Kuon is in play.") == {"m0"}


def _xiao(tmp: Path, pool: CardPool, with_personality: bool) -> Any:
    """Moto Xiao • Experienced ("Followers in Xiao's army have +1F.") defends with Ashigaru
    Hordes (Force 3, id zz1: found first) attached, and, ``with_personality``, Akodo Suoh
    (Force 2, no Followers, id aa2)."""
    _state(tmp, pool, [], ["Moto Xiao • Experienced"])
    data = yaml.safe_load((tmp / "s.yaml").read_text())
    here = {"owner": "op", "zone": "battlefield", "battlefield": "op-p1"}
    data["cards"].append({"id": "zz1", "title": "Ashigaru Hordes", "attached_to": "t0", **here})
    if with_personality:
        data["cards"].append({"id": "aa2", "title": "Akodo Suoh", **here})
    (tmp / "s.yaml").write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(tmp / "s.yaml", cards=pool)


@real
def test_unknown_cards_sentence_other_witness(tmp_path: Path, pool: CardPool) -> None:
    """The whole check finds the witness the sentence cannot reach (Suoh, not a Follower), as
    the check with Suoh named does (was: unknown naming Xiao's sentence)."""
    state = _xiao(tmp_path, pool, True)
    whole = check(state, "me", "jr", _ranged(state))
    assert whole.status == "legal"
    assert whole.witness is not None and dict(whole.witness.targets) == {"target1": ("aa2",)}
    pinned = check(state, "me", "jr", _ranged(state), targets={"target1": ("aa2",)})
    assert pinned.status == "legal"


@real
def test_unknown_cards_sentence_control(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Follower alone (3F, +1F under Xiao's sentence: 4 > 3): the doubt stays."""
    state = _xiao(tmp_path, pool, False)
    assert check(state, "me", "jr", _ranged(state)).status == "unknown"
    pinned = check(state, "me", "jr", _ranged(state), targets={"target1": ("zz1",)})
    assert pinned.status == "unknown"
