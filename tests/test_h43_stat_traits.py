"""Traits of cards in play settled by the board (model/in_play_stats.py; Reference 04: a bonus
changes the stat while its effect lasts) and a trait making a card's own printed ability
Unstoppable with a Fear bonus (model/cardtext/own_unstoppable.py, own_fear_bonus.py; Reference
01, change 7: "Other players cannot Interrupt Unstoppable actions"). Real cards from
../shared/data (skipped without it), each with a control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext.own_fear_bonus import own_fear_bonuses
from model.cardtext.own_unstoppable import unstoppable_aside
from model.common import CardType
from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

Card = tuple[str, str, dict[str, Any]]
OWIN = (
    "While O-Win is opposing a Shadowlands or Spider Clan Personality, his printed ability is "
    "Unstoppable and its Fear has +1 strength."
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(tmp: Path, pool: CardPool, mine: list[Card], theirs: list[Card]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province", "province": 1}
    ]
    for owner, group in (("me", mine), ("op", theirs)):
        for card_id, title, more in group:
            card = {"id": card_id, "title": title, "owner": owner, "zone": "battlefield",
                    "battlefield": "op-p1", **more}  # fmt: skip
            if card["zone"] != "battlefield":
                del card["battlefield"]
            cards.append(card)
    data = {
        "turn": 3, "active_player": "me", "phase": "attack", "segment": "combat",
        "current_battlefield": "op-p1", "attacker": "me",
        "players": [{"id": "me", "clan": "crab", "family_honor": 10},
                    {"id": "op", "clan": "crab", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _verdict(state: Any, cid: str, target: str | None = None) -> str:
    abilities = as_view(state).definition(cid).abilities
    found = [i for i, a in enumerate(abilities) if any(t.where for t in a.all_target_specs())]
    assert len(found) == 1, found
    chosen = None if target is None else {"target1": (target,)}
    return check(state, "me", cid, found[0], targets=chosen).status


# ---------------------------------------------------------------------------- O-Win
def test_unstoppable_sentence_set_aside() -> None:
    assert unstoppable_aside(OWIN) == ""
    # more than Unstoppable (and a Fear bonus): kept
    more = "While you control a Courtier, his printed ability is Unstoppable and has no Gold cost."
    assert unstoppable_aside(more) == more


def test_owin_fear_bonus_read() -> None:
    ((cond, n),) = own_fear_bonuses([OWIN], "Hida O-Win", CardType.PERSONALITY)
    assert n == 1 and cond.exists is not None
    # "his" on a Follower is not the card's own: not read
    assert own_fear_bonuses([OWIN], "Hida O-Win", CardType.FOLLOWER) == ()


@real
def test_owin_fear_against_shadowlands(tmp_path: Path, pool: CardPool) -> None:
    """Chuda Niiro (Shadowlands, Force 4) opposes O-Win: Fear 3 + 1 reaches him (before: the
    trait left the action unknown)."""
    state = _state(tmp_path, pool, [("owin", "Hida O-Win", {})], [("n", "Chuda Niiro", {})])
    assert _verdict(state, "owin") == "legal"


@real
def test_owin_fear_against_others(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hiruma Moritoki (Crab, Force 4): no bonus, Fear 3 falls short strictly (the
    lenient reading holds): unknown; Akodo Suoh (Force 2): legal."""
    state = _state(tmp_path, pool, [("owin", "Hida O-Win", {})], [("n", "Hiruma Moritoki", {})])
    assert _verdict(state, "owin") == "unknown"
    state = _state(tmp_path, pool, [("owin", "Hida O-Win", {})], [("n", "Akodo Suoh", {})])
    assert _verdict(state, "owin") == "legal"


# ---------------------------------------------------------------------------- Kuon
KONISHI = [("kon", "Shosuro Konishi", {})]  # Battle: Ranged 5 Attack.
PLUS_ONE = {"modifiers": [{"stat": "force", "amount": 1}]}


@real
@pytest.mark.parametrize(
    ("theirs", "verdict"),
    [
        # Kuon Force 4, +1F while Hida Kuroda is in play: 5, in reach
        ([("kuon", "Hida Kuon", {}), ("kuroda", "Hida Kuroda", {})], "legal"),
        ([("kuon", "Hida Kuon", {})], "legal"),
        # Force 4 + 1 (modifier) + 1 (Kuroda in play): 6, strictly out of reach
        ([("kuon", "Hida Kuon", PLUS_ONE), ("kuroda", "Hida Kuroda", {})], "unknown"),
        # Kuroda not in play (in a province): 5, in reach
        ([("kuon", "Hida Kuon", PLUS_ONE),
          ("kuroda", "Hida Kuroda", {"zone": "province", "province": 2})], "legal"),
    ],
)  # fmt: skip
def test_kuon_force_settled(
    tmp_path: Path, pool: CardPool, theirs: list[Card], verdict: str
) -> None:
    state = _state(tmp_path, pool, KONISHI, theirs)
    assert _verdict(state, "kon", "kuon") == verdict


# ---------------------------------------------------------------------------- own printed
@real
def test_own_printed_sentence_spares_others(tmp_path: Path, pool: CardPool) -> None:
    """Shosuro Miiko's "Miiko's printed :ranged: has +1 strength for each face-up card in your
    hand." changes only Miiko's own Ranged Attack (solver/own_printed_scope.py): Shosuro
    Konishi's Ranged 5 Attack on Akodo Suoh (Force 2) is legal beside her (before: unknown)."""
    mine = [("kon", "Shosuro Konishi", {}), ("miiko", "Shosuro Miiko", {})]
    state = _state(tmp_path, pool, mine, [("e2", "Akodo Suoh", {})])
    assert _verdict(state, "kon") == "legal"
    # control: out of reach (Hida Kisada, Force 7): strict fails, lenient holds: unknown
    state = _state(tmp_path, pool, mine, [("e7", "Hida Kisada", {})])
    assert _verdict(state, "kon") == "unknown"


def test_own_printed_shape() -> None:
    from solver.own_printed_scope import _SENTENCE

    assert _SENTENCE.fullmatch(
        "Miiko's printed :ranged: has +1 strength for each face-up card in your hand."
    )
    assert _SENTENCE.fullmatch("Your Personalities' printed abilities have Tireless.") is None
