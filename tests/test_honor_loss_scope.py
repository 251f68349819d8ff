"""A prevention of Honor loss from the player's own cards ("You do not lose Honor from cards you
own.", The Forgotten Temple) makes a Gold source's "lose 1 Honor to produce 3 Gold" unpayable
(Costs and restrictions / Costs and changes, Example 1: "A player who cannot lose Honor cannot
pay the cost 'Lose 2 Honor'"): ``solver/honor_loss_scope.py``. h39adv2 N2."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.cardtext.honor_loss_scope import honor_loss_scopes
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

_PLAYERS = [
    {"id": "a", "clan": "naga", "family_honor": 6},
    {"id": "b", "clan": "crab", "family_honor": 11},
]


def _board(tmp: Path, pool: CardPool, stronghold: str, *extra: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": stronghold, "owner": "a", "zone": "home"},
        {"id": "house", "title": "House of Disgrace", "owner": "a", "zone": "home"},
        {"id": "bazaar", "title": "Seaside Bazaar", "owner": "a", "zone": "home"},
        {"id": "sfh", "title": "Sword for Hire", "owner": "a", "zone": "hand"},
        {"id": "hida", "title": "Kyuden Hida", "owner": "b", "zone": "home"},
        {"id": "daiki", "title": "Yasuki Daiki", "owner": "b", "zone": "home"},
        *({"id": f"x{i}", "title": t, "owner": "a", "zone": "home"} for i, t in enumerate(extra)),
    ]
    name = f"{stronghold}{len(extra)}".replace(" ", "_")
    return pool_state(tmp, pool, cards, name, turn=5, players=_PLAYERS)


def test_the_forgotten_temple_stops_the_honor_losing_mode(tmp_path: Path, pool: CardPool) -> None:
    """Temple 4 + House 2 + Bazaar 2+1 = 9 for Sword for Hire's 10: illegal (was unknown)."""
    v = check(_board(tmp_path, pool, "The Forgotten Temple"), "a", "sfh", 0)
    assert v.status == "illegal", v.reasons


def test_without_the_prevention_the_mode_pays(tmp_path: Path, pool: CardPool) -> None:
    """Control: Shiro Shiba, no prevention: House's 3-Gold mode makes 10."""
    v = check(_board(tmp_path, pool, "Shiro Shiba"), "a", "sfh", 0)
    assert v.status == "legal", v.reasons


def test_enough_gold_without_losing_honor_stays_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: with a Gold Mine more the Temple's player pays without the Honor-losing mode."""
    v = check(_board(tmp_path, pool, "The Forgotten Temple", "Gold Mine"), "a", "sfh", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert not any("Honor" in e for e in v.witness.plan.extra_costs)


def test_a_scope_not_covering_the_source(tmp_path: Path, pool: CardPool) -> None:
    """Control: The Otoro Estate ("... from Ninja cards you own."), Keep of the Dead ("... from
    Spider Clan and Fate cards you own."): House of Disgrace is none of these, its Honor loss
    is not prevented and its 3-Gold mode pays (was unknown: the sentence was not read)."""
    for stronghold in ("The Otoro Estate", "Keep of the Dead"):
        v = check(_board(tmp_path, pool, stronghold), "a", "sfh", 0)
        assert v.status == "legal", (stronghold, v.reasons)
        assert v.witness is not None and v.witness.plan is not None
        assert "lose 1 Honor" in v.witness.plan.extra_costs


def test_a_card_not_owned_is_not_covered(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Temple's player controls a House of Disgrace the other player owns: "cards
    you own" does not cover it, and the Temple's "Before you lose Honor: Reduce the loss to
    1, ..." leaves a loss of 1 as it is (``solver.honor_loss_cap``; h40adv3 N1: was unknown),
    so its 3-Gold mode pays: legal."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Forgotten Temple", "owner": "a", "zone": "home"},
        {"id": "house", "title": "House of Disgrace", "owner": "b", "controller": "a",
         "zone": "home"},
        {"id": "bazaar", "title": "Seaside Bazaar", "owner": "a", "zone": "home"},
        {"id": "sfh", "title": "Sword for Hire", "owner": "a", "zone": "hand"},
        {"id": "hida", "title": "Kyuden Hida", "owner": "b", "zone": "home"},
        {"id": "daiki", "title": "Yasuki Daiki", "owner": "b", "zone": "home"},
    ]  # fmt: skip
    v = check(
        pool_state(tmp_path, pool, cards, "notowned", turn=5, players=_PLAYERS), "a", "sfh", 0
    )
    assert v.status == "legal", v.reasons


def test_the_sentences_read() -> None:
    (s,) = honor_loss_scopes("You do not gain Honor. You do not lose Honor from cards you own.")
    assert s.owned and not s.kinds
    (s,) = honor_loss_scopes("You do not lose Honor from Spider Clan and Fate cards you own.")
    assert s.kinds == ("spider clan", "fate")
    (s,) = honor_loss_scopes(
        "Your Stronghold has a maximum of 3GP. You do not lose Honor from your cards."
    )
    assert not s.owned
    assert (
        honor_loss_scopes(
            "You do not lose Honor from your Shadowlands Followers and Human Shadowlands "
            "Personalities."
        )
        == ()
    )
    assert honor_loss_scopes("You do not gain or lose Honor; this is not negation.") == ()
