"""The import's words for a Ranged Attack whose strength is the Gold paid for its ":gstar:"
action say the limit the check reads (the most Gold the player can pay, less the offset), not
"at most 0" (``model.paid_strength``; h41adv7 W1; Costs and restrictions / Mandatory costs).
Controls: another strength not read keeps its "at most 0". Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from model.describe import ability_text
from model.oracle.pool import CardPool


def _texts(pool: CardPool, title: str) -> list[str]:
    return [ability_text(ab) for ab in pool.definitions()[title].abilities]


def test_the_gold_paid_is_said_as_the_limit(pool: CardPool) -> None:
    (hiromi,) = _texts(pool, "Yoritomo Hiromi • Experienced")
    assert "target1's Force at most the Gold paid (strictly: the most Gold you can pay" in hiromi
    assert "at most 0" not in hiromi


def test_the_gold_paid_minus_an_offset(pool: CardPool) -> None:
    (delib,) = _texts(pool, "Deliberations")
    assert "at most the Gold paid minus 2 (strictly: the most Gold you can pay, less 2" in delib
    assert "at most 0" not in delib


def test_control_a_number_chosen_keeps_its_words(pool: CardPool) -> None:
    # "Choose a number from 1 to 10, less than or equal to the amount of Gold you paid.
    # Ranged Attack with strength equal to the number chosen.": not this shape
    assert any("Force at most 0" in t for t in _texts(pool, "Moshi Takako"))
    assert not any("Gold paid" in t for t in _texts(pool, "Moshi Takako"))
