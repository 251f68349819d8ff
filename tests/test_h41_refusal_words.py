"""h41will (h41adv1 W1, W3): the words of a refused announced target, on boards of real cards
(../shared/data), each with a control.

- W1: an announced card meeting the selector but kept out by an attack shield ("Ranged Attacks
  may not target cards in this unit.", Matsu Agetoki) is refused naming that card, its id and
  its sentence (``solver.shield_note``); one failing a word of the selector still names it.
- W3: an announced set whose cards each fit their slot but fail a relation together is refused
  naming that relation and the announced cards ("target2: the announced Hida Tsuru (tsuru)
  can't be chosen with target1 Kitsu Motso (motso): it needs target2's Force lower than
  target1's Force (3 against 2)"), not "no ... can be targeted" (``solver.announced_relations``,
  ``solver.announced_words``); a legal set stays legal.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import combat_board, state_card, two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

AGETOKI = '"Ranged Attacks may not target cards in this unit."'


def _bf(cid: str, title: str, **more: Any) -> dict[str, Any]:
    return state_card(cid, title, "battlefield", battlefield="crab-p2", **more)


def _agetoki(pool: CardPool) -> LoadedState:
    """Lion attacks Crab's province 2; Matsu Agetoki leads an Ashigaru Spearmen there."""
    return combat_board(
        pool,
        [
            state_card("ikoma", "Kyuden Ikoma", owner="lion"),
            _bf("agetoki", "Matsu Agetoki", owner="lion"),
            _bf("l-sp", "Ashigaru Spearmen", owner="lion", attached_to="agetoki"),
            _bf("motso", "Kitsu Motso", owner="lion"),
            state_card("kuon", "Hida Kuon", owner="lion"),
            state_card("kyuden", "Kyuden Hida • Experienced", owner="crab"),
            _bf("amoro", "Hida Amoro", owner="crab"),
            _bf("c-sp", "Ashigaru Spearmen", owner="crab", attached_to="amoro"),
        ],
        "lion",
        "crab",
        "crab-p2",
    )


@pytest.mark.parametrize("shielded", ["l-sp"])
def test_attack_shield_named(pool: CardPool, shielded: str) -> None:
    """A card of Agetoki's unit meets "an opponent's Follower or Personality at the current
    battlefield": the refusal names Agetoki's shield, not the selector."""
    v = check(_agetoki(pool), "crab", "c-sp", 0, targets={"target1": (shielded,)})
    assert v.status == "illegal", v.reasons
    assert f"kept out by Matsu Agetoki (agetoki): {AGETOKI}" in v.reasons[0], v.reasons
    assert "it needs to target" not in v.reasons[0]


def test_agetoki_himself_fails_the_selectors_own_words_first(pool: CardPool) -> None:
    """Agetoki carries a Follower: he is no "Personality without Followers", so the refusal
    names that word of the selector (h42adv4 E1), before any restriction (``shield_note``: a
    card failing a word is explained by those words). Was the shield, the alternatives ("a
    Follower, or Personality without Followers") named no word."""
    v = check(_agetoki(pool), "crab", "c-sp", 0, targets={"target1": ("agetoki",)})
    assert v.status == "illegal", v.reasons
    assert v.reasons[0].endswith("(Matsu Agetoki fails: without Followers)"), v.reasons


def test_attack_shield_controls(pool: CardPool) -> None:
    """Controls: Kitsu Motso (no shield; 2F against the Ranged 1 Attack, so two readings since
    h41ranged) is not refused; Hida Kuon, at home, is refused by the selector's words, not by
    the shield."""
    loaded = _agetoki(pool)
    ok = check(loaded, "crab", "c-sp", 0, targets={"target1": ("motso",)})
    assert ok.status == "unknown", ok.reasons
    assert "reads two ways" in ok.reasons[0] and "Agetoki" not in ok.reasons[0]
    home = check(loaded, "crab", "c-sp", 0, targets={"target1": ("kuon",)})
    assert home.status == "illegal"
    assert "it needs to target" in home.reasons[0] and "Agetoki" not in home.reasons[0]


def _lion_attack(pool: CardPool, card: str) -> LoadedState:
    """Lion attacks Crab's province 2 with Kitsu Motso (2F, 6 Gold) and Ikoma Tsanuri; Yasuki
    Taka (0F, 3 Gold) and Hida Tsuru (3F, 9 Gold) defend; Hida Kuon is home."""
    cards = [
        state_card("ikoma", "Kyuden Ikoma", owner="lion"),
        _bf("motso", "Kitsu Motso", owner="lion"),
        _bf("tsanuri", "Ikoma Tsanuri", owner="lion"),
        state_card("x", card, "hand", owner="lion"),
        state_card("kyuden", "Kyuden Hida • Experienced", owner="crab"),
        _bf("taka", "Yasuki Taka", owner="crab"),
        _bf("tsuru", "Hida Tsuru", owner="crab"),
        state_card("kuon", "Hida Kuon", owner="crab"),
    ]
    return combat_board(pool, cards, "lion", "crab", "crab-p2")


def _reason(v: Any) -> str:
    assert v.status == "illegal", v.reasons
    return str(v.reasons[0])


@pytest.mark.parametrize(
    ("card", "targets", "words", "legal"),
    [
        (
            "Bisento-do",
            {"target1": ("motso",), "target2": ("tsuru",)},
            "target2: the announced Hida Tsuru (tsuru) can't be chosen with target1 Kitsu Motso "
            "(motso): it needs target2's Force lower than target1's Force (3 against 2)",
            {"target1": ("motso",), "target2": ("taka",)},
        ),
        (
            "A Fugitive Apprehended",
            {"performer": ("motso",), "target2": ("tsuru",)},
            "target2: the announced Hida Tsuru (tsuru) can't be chosen with performer Kitsu "
            "Motso (motso): it needs target2's Gold Cost lower than performer's Gold Cost "
            "(9 against 6)",
            {"performer": ("motso",), "target2": ("taka",)},
        ),
        (
            "Sudden Movement",
            {"target1": ("taka", "tsuru")},
            "target1: the announced Yasuki Taka (taka) and Hida Tsuru (tsuru) are at the same "
            "location",
            {"target1": ("kuon", "tsuru")},
        ),
    ],
)
def test_relation_named(
    pool: CardPool,
    card: str,
    targets: dict[str, tuple[str, ...]],
    words: str,
    legal: dict[str, tuple[str, ...]],
) -> None:
    """The announced set fails a relation: named (it said "no ... can be targeted together with
    target1 (candidates on their own: Hida Tsuru)"). Control: another announced set is legal."""
    loaded = _lion_attack(pool, card)
    assert words in _reason(check(loaded, "lion", "x", 0, targets=targets))
    ok = check(loaded, "lion", "x", 0, targets=legal)
    assert ok.status == "legal", ok.reasons


def test_another_target_named(pool: CardPool) -> None:
    """Boiling Point with the same Personality for both targets: "it is target1"; control:
    Kitsu Motso as the other is legal."""
    loaded = two_player_board(
        pool,
        [
            state_card("kyuden", "Kyuden Hida • Experienced"),
            state_card("kuon", "Hida Kuon"),
            state_card("bp", "Boiling Point", "hand"),
            state_card("motso", "Kitsu Motso", owner="lion", bowed=True),
            state_card("ikoma", "Kyuden Ikoma", owner="lion"),
        ],
        me="crab",
        them="lion",
    )
    same = {"target1": ("kuon",), "target2": ("kuon",)}
    words = "target2: the announced Hida Kuon (kuon) can't be chosen with target1: it is target1"
    assert words in _reason(check(loaded, "crab", "bp", 0, targets=same))
    ok = check(loaded, "crab", "bp", 0, targets={"target1": ("kuon",), "target2": ("motso",)})
    assert ok.status == "legal", ok.reasons


def test_unannounced_failure_keeps_search_words(pool: CardPool) -> None:
    """Control: only target1 announced (Kitsu Motso, 2F) and no Personality lower in Force for
    target2 (Yasuki Taka gone): nothing announced fails a relation, so the search's own words
    stand."""
    loaded = _lion_attack(pool, "Bisento-do")
    state = loaded.state
    cards = tuple(c for c in state.cards if c.id != "taka")
    loaded = replace(loaded, state=replace(state, cards=cards))
    v = check(loaded, "lion", "x", 0, targets={"target1": ("motso",)})
    assert "target2: no opponent's Personality" in _reason(v)
    assert "the announced" not in v.reasons[0]
