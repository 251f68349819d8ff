"""A triggered lasting grant's quoted ability with no legal required target is ``illegal``
whatever the unrecorded past (Abilities and actions / A, Good Faith Rule; B, required
targeting: ``solver.lasting_grant_targets``), the granted row named as the announcing player
has it, and ``cards show`` saying how such grants are read on a board; real cards
(../shared/data; skipped without it). h43fixg (h43adv5 U1-U3, W1, W2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, as_view
from model.oracle.pool import CardPool
from solver.explain import verdict_json
from solver.good_faith import check
from solver.lasting_grant_targets import _first_sentence_targets
from solver.verdict import AnnouncementError
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _card(cid: str, title: str, owner: str, zone: str, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _action(tmp: Path, pool: CardPool, cards: list[dict[str, Any]]) -> LoadedState:
    """``a``'s Action Phase with Hida Kisada (a's) and Akodo Toturi (b's) at home."""
    base = [_card("k", "Hida Kisada", "a", "home"), _card("t", "Akodo Toturi", "b", "home")]
    return pool_state(tmp, pool, [*base, *cards], name="lasting")


def test_starting_on_the_path_needs_a_ring_in_hand(tmp_path: Path, pool: CardPool) -> None:
    """Starting on the Path ("... you have the ability, "Limited: Put a target Ring in your
    hand into play. While it remains in play, it does not count towards an Enlightenment
    Victory.""), face-up in a's Province, a's Action Phase: with no Ring in a's hand its
    required target can't be chosen: ``illegal`` (was ``unknown``: the past); control: Ring
    of Fire in a's hand keeps ``unknown`` naming the lasting grant."""
    path = _card("ev", "Starting on the Path", "a", "province", province=1)
    none = check(_action(tmp_path, pool, [path]), "a", "ev", "granted")
    assert none.status == "illegal" and none.details[0].code == "target", none.reasons
    assert "Rings in hand" in none.reasons[0]
    ring = _card("r", "Ring of Fire", "a", "hand")
    held = check(_action(tmp_path, pool, [path, ring]), "a", "ev", "granted")
    assert held.status == "unknown" and "a lasting grant" in held.reasons[0], held.reasons
    # another player's Ring in hand is not "your hand"
    theirs = _card("r", "Ring of Fire", "b", "hand")
    other = check(_action(tmp_path, pool, [path, theirs]), "a", "ev", "granted")
    assert other.status == "illegal", other.reasons


def test_an_empire_of_madness_needs_a_madness_token(tmp_path: Path, pool: CardPool) -> None:
    """An Empire of Madness (b's, face-up in b's Province: "each player has the ability,
    "Open: Your target Personality with a Madness token commits Seppuku""), a's Action Phase:
    none of a's Personalities has a Madness token: ``illegal`` by its target (the sentence is
    read up to its subject phrase); control: Kisada with a Madness token keeps ``unknown``;
    another token (Poison) does not."""
    empire = _card("ev", "An Empire of Madness", "b", "province", province=1)
    v = check(_action(tmp_path, pool, [empire]), "a", "ev", "granted")
    assert v.status == "illegal" and "Madness token" in v.reasons[0], v.reasons
    mad = [_card("k", "Hida Kisada", "a", "home", tokens=["Madness"])]
    loaded = pool_state(tmp_path, pool, [*mad, empire], name="mad")
    kept = check(loaded, "a", "ev", "granted")
    assert kept.status == "unknown" and "a lasting grant" in kept.reasons[0], kept.reasons
    poison = [_card("k", "Hida Kisada", "a", "home", tokens=["Poison"])]
    other = check(
        pool_state(tmp_path, pool, [*poison, empire], name="poison"), "a", "ev", "granted"
    )
    assert other.status == "illegal", other.reasons


def test_assault_in_the_jungle_needs_an_unbowed_attacker(tmp_path: Path, pool: CardPool) -> None:
    """Assault in the Jungle ("all players have the ability, "Battle: Target your performing
    unbowed attacking Personality and bow ...""), read whole: Bayushi Manami (a's) attacks b,
    bowed: a has no unbowed attacking Personality: ``illegal``; control: unbowed, ``unknown``
    (the past)."""
    ev = _card("ev", "Assault in the Jungle", "a", "province", province=1)
    fields = {
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "defender": "b",
    }

    def board(bowed: bool) -> LoadedState:
        man = _card("v", "Bayushi Manami", "a", "battlefield", battlefield="b-p1", bowed=bowed)
        kis = _card("e", "Hida Kisada", "b", "battlefield", battlefield="b-p1")
        return pool_state(tmp_path, pool, [ev, man, kis], name=f"aitj{bowed}", **fields)

    bowed = check(board(True), "a", "ev", "granted")
    assert bowed.status == "illegal" and bowed.details[0].code == "target", bowed.reasons
    up = check(board(False), "a", "ev", "granted")
    assert up.status == "unknown" and "a lasting grant" in up.reasons[0], up.reasons


@pytest.mark.parametrize(
    ("body", "read"),
    [
        ("Limited: Put a target Ring in your hand into play.", True),
        ("Open: Your target Personality with a Madness token commits Seppuku", True),
        # a word not read that may widen or excuse the target: nothing kept
        ("Open: Put a target Ring in your hand into play. You may instead draw a card.", False),
        ("Open: Your target Personality with a Madness token or a Follower commits Seppuku", False),
        ("Open: If you have a Ring, put a target Ring in your hand into play.", False),
        ("Open: Draw a card.", False),
    ],
)
def test_first_sentence_targets_fail_closed(body: str, read: bool) -> None:
    """The first sentence's targets are kept only when nothing not read may change them."""
    assert (_first_sentence_targets(body) is not None) is read


def _come(tmp: Path, pool: CardPool) -> LoadedState:
    """Come One at a Time at b's Province, Ikoma Sido (a's) attacking, Doji Dainagon (b's)
    the one defender."""
    cards = [
        _card("c1", "Come One at a Time", "b", "battlefield", battlefield="b-p1"),
        _card("att", "Ikoma Sido", "a", "battlefield", battlefield="b-p1"),
        _card("d", "Doji Dainagon", "b", "battlefield", battlefield="b-p1"),
    ]
    fields = {
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "defender": "b",
    }
    return pool_state(tmp, pool, cards, name="come", **fields)


def test_the_granted_row_names_the_players_own(tmp_path: Path, pool: CardPool) -> None:
    """Come One at a Time: the attacker (a) has only the grant to each player ("he has" is the
    defender's controller's): his row names no ``granted2`` (was "granted1: ... / granted2:
    ..."); the Defender's row names both; ``granted2`` for a is refused saying "(granted1, or
    granted)" (was "granted1 ... granted1")."""
    loaded = _come(tmp_path, pool)
    view = as_view(loaded)
    mine = verdict_json(view, check(loaded, "a", "c1", "granted"), "a")
    assert "granted2" not in mine["text"] and mine["text"].startswith("granted: While"), mine
    theirs = verdict_json(view, check(loaded, "b", "c1", "granted"), "b")
    assert "granted1: " in theirs["text"] and "granted2: " in theirs["text"], theirs
    with pytest.raises(AnnouncementError, match=r"\(granted1, or granted\)"):
        check(loaded, "a", "c1", "granted2")


@pytest.mark.parametrize(
    "title", ["Starting on the Path", "An Empire of Madness", "Assault in the Jungle"]
)
def test_cards_show_says_how_a_lasting_grant_is_read(title: str) -> None:
    """``cards show`` of a triggered lasting grant: how a board reads it (was "not read: its
    shape is not read")."""
    from typer.testing import CliRunner

    from solver.cli.app import app

    cards = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    shown = CliRunner().invoke(app, ["cards", "show", title, *cards])
    assert shown.exit_code == 0, shown.output
    assert "its shape is not read" not in shown.output, shown.output
    assert "read on a board while this card is face-up in a Province" in shown.output
