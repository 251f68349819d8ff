"""Gold that "may only pay for" the card paid for, beside the Clan Honor Rule's added payment
(``solver.added_payment_sources``; Costs and restrictions / Gold production, Reference 03):
whether it may pay the added 2 Gold is not said, so a plan needing it there is `unknown` naming
the source, and a plan found without it stays `legal` (h39gold4, item 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_PLAYERS = [{"id": "a", "clan": "crab", "family_honor": 9}, {"id": "b", "family_honor": 9}]


def _recruit(pool: Any, tmp: Path, target: str, *sources: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": f"s{i}", "title": t, "owner": "a", "zone": "home"} for i, t in enumerate(sources)
    ]
    cards.append({"id": "p", "title": target, "owner": "a", "zone": "province", "province": 1})
    state = pool_state(tmp, pool, cards, phase="dynasty", players=_PLAYERS)
    return check(state, "a", "p", Play.RECRUIT)


def test_charter_needed_on_the_added_payment_is_unknown(pool: Any, tmp_path: Path) -> None:
    """Akodo Daiken (Lion, 6 + 2) for Crab with Gates of the Second City (8) and Charter of the
    Lion Clan (4, "which may only pay for him"): Gates pays the 6, and only Charter is left for
    the Clan Honor Rule's 2 (was `legal` with Charter on the added payment)."""
    v = _recruit(pool, tmp_path, "Akodo Daiken", "Gates of the Second City",
                 "Charter of the Lion Clan")  # fmt: skip
    assert v.status == "unknown", v.reasons
    said = " ".join(r.text for r in v.details)
    assert "Charter of the Lion Clan" in said and "Clan Honor Rule" in said


@pytest.mark.parametrize(
    ("target", "sources", "status"),
    [
        # an Iron Mine for the added 2: legal without Charter there
        ("Akodo Daiken", ("Gates of the Second City", "Charter of the Lion Clan", "Iron Mine"),
         "legal"),
        # Charter alone can't make 6 on any payment: illegal stays illegal
        ("Akodo Daiken", ("Charter of the Lion Clan", "Iron Mine"), "illegal"),
        # Suikihime's Chambers' plain 2 Gold pays the added 2: legal
        ("Kitsu Huiyuan", ("Gates of the Second City", "Suikihime's Chambers"), "legal"),
        # Chambers' 4 and Iron Mine's 3 can't make 5 and 2 apart, however used: illegal
        ("Kitsu Huiyuan", ("Suikihime's Chambers", "Iron Mine"), "illegal"),
    ],
)  # fmt: skip
def test_controls(
    pool: Any, tmp_path: Path, target: str, sources: tuple[str, ...], status: str
) -> None:
    v = _recruit(pool, tmp_path, target, *sources)
    assert v.status == status, v.reasons


def test_a_plan_without_it_keeps_charter_off_the_added_payment(pool: Any, tmp_path: Path) -> None:
    """The legal plan pays the Clan Honor Rule's 2 with Iron Mine, not with Charter."""
    v = _recruit(pool, tmp_path, "Akodo Daiken", "Gates of the Second City",
                 "Charter of the Lion Clan", "Iron Mine")  # fmt: skip
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert "s1" not in v.witness.plan.payments.get("clan-honor", ())
