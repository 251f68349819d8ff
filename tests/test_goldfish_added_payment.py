"""The goldfish's purchases (``solver.analysis.purchases``, used by ``goodfaith deck``) keep Gold
that "may only pay for him" off the Clan Honor Rule's added 2 Gold (Reference 03; Costs and
restrictions / Gold production: an added cost is a separate payment), as the check does
(``solver.added_payment_sources``): the deck analysis counts only what is sure (h40code 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.analysis.purchases import best_purchases, brute_force
from tests.builders import pool_state

_PLAYERS = [{"id": "a", "clan": "crab", "family_honor": 9}, {"id": "b", "family_honor": 9}]


def _board(pool: Any, tmp: Path, target: str, *sources: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": f"s{i}", "title": t, "owner": "a", "zone": "home"} for i, t in enumerate(sources)
    ]
    cards.append({"id": "p", "title": target, "owner": "a", "zone": "province", "province": 1})
    return pool_state(tmp, pool, cards, phase="dynasty", players=_PLAYERS)


def _bought(state: Any, method: str) -> set[str]:
    res = best_purchases(state, "a", equip=False, method=method)
    return {p.candidate.card for p in res.purchases}


@pytest.mark.parametrize("method", ["enum", "cp-sat"])
def test_charter_does_not_pay_the_clan_honor_surcharge(
    pool: Any, tmp_path: Path, method: str
) -> None:
    """Akodo Daiken (Lion, 6 + 2) for Crab with Gates of the Second City (8) and Charter of the
    Lion Clan (4, "which may only pay for him"): only Charter is left for the added 2, so the
    goldfish can't buy him (was bought, Charter on the Clan Honor Rule's 2)."""
    state = _board(pool, tmp_path, "Akodo Daiken", "Gates of the Second City",
                   "Charter of the Lion Clan")  # fmt: skip
    assert "p" not in _bought(state, method)
    assert brute_force(state, "a", equip=False)[0] == 0


@pytest.mark.parametrize("method", ["enum", "cp-sat"])
def test_control_an_iron_mine_pays_the_surcharge(pool: Any, tmp_path: Path, method: str) -> None:
    """With an Iron Mine beside them, Gates pays the 6 and Iron Mine the 2: bought, and the plan
    keeps Charter off the Clan Honor Rule's payment."""
    state = _board(pool, tmp_path, "Akodo Daiken", "Gates of the Second City",
                   "Charter of the Lion Clan", "Iron Mine")  # fmt: skip
    assert "p" in _bought(state, method)
    res = best_purchases(state, "a", equip=False, method=method)
    assert res.plan is not None
    assert "s1" not in res.plan.payments.get("p:clan-honor", ())


def test_control_unrestricted_gold_still_pays_it(pool: Any, tmp_path: Path) -> None:
    """Suikihime's Chambers' plain 2 Gold (its restriction is on the 4 only) pays the added 2
    for Kitsu Huiyuan beside Gates: bought, as the check answers `legal`."""
    state = _board(pool, tmp_path, "Kitsu Huiyuan", "Gates of the Second City",
                   "Suikihime's Chambers")  # fmt: skip
    assert "p" in _bought(state, "enum")


_DECK = """\
Stronghold
1 Gates of the Second City
Dynasty
1 Charter of the Lion Clan
{extra}39 Akodo Daiken
Fate
40 Rout
"""


def _personality_odds(pool: Any, extra: str) -> list[float]:
    from model.decklist import parse_decklist
    from solver.analysis.goldfish import GoldfishConfig, simulate

    text = _DECK.format(extra=extra).replace("39 Akodo", f"{39 - bool(extra)} Akodo")
    deck = parse_decklist(text, "charter.txt", pool.definitions())
    report = simulate(deck, GoldfishConfig(turns=6, games=30, seed=4))
    return list(dict(report.types).get("personality", [0.0] * 6))


def test_a_deck_whose_only_surcharge_payer_is_charter_never_buys_daiken(pool: Any) -> None:
    """A deck list: Gates of the Second City (8 Gold), one Charter of the Lion Clan and Akodo
    Daiken (Lion, 6 + the Clan Honor Rule's 2). Gates pays one 6; the added 2 has only Charter,
    which may only pay for him: no Personality is ever bought (was bought once Charter was in
    play: in a fifth of the games by turn 6)."""
    assert _personality_odds(pool, "") == [0.0] * 6


def test_control_a_deck_with_an_iron_mine_buys_him(pool: Any) -> None:
    """The same deck with an Iron Mine (3 Gold, unrestricted) for the added 2: bought in some
    game once both Holdings are in play."""
    assert max(_personality_odds(pool, "1 Iron Mine\n")) > 0
