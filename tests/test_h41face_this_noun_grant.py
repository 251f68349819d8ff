"""An attachment's "This <Keyword> has <Keyword>." on its bearer with that keyword ("This
Shugenja has Shadowlands.", Poison the Cup; ``solver.gate_keywords``; Reference 03: an
attachment's trait is about its bearer, Spells attach only to Shugenja; h40adv6 N2), and a
refusal that names only the words the card truly fails, the keywords traits in play give it
counted (``solver.misfit_words``; h40adv7 W6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state


def _sickness(tmp: Path, pool: CardPool, cup: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Carpenter Castle", "owner": "a", "zone": "home"},
        {"id": "sick", "title": "Shadowlands Sickness", "owner": "a", "zone": "hand"},
        {"id": "psh", "title": "Shiro Shiba", "owner": "b", "zone": "home"},
        {"id": "hinata", "title": "Isawa Hinata", "owner": "b", "zone": "home"},
        {"id": "other", "title": "Shiba Tsukune", "owner": "b", "zone": "home"},
    ]
    if cup:
        cards.append(
            {"id": "cup", "title": "Poison the Cup", "owner": "b", "zone": "home",
             "attached_to": "hinata"}
        )  # fmt: skip
    return pool_state(tmp, pool, cards)


def test_poison_the_cup_gives_its_shugenja_shadowlands(tmp_path: Path, pool: CardPool) -> None:
    v = check(_sickness(tmp_path, pool, True), "a", "sick", 0)
    assert v.status == "legal", v.reasons  # was unknown
    assert v.witness is not None and v.witness.targets["target1"] == ("hinata",)


def test_poison_the_cup_announced_on_its_bearer(tmp_path: Path, pool: CardPool) -> None:
    loaded = _sickness(tmp_path, pool, True)
    assert check(loaded, "a", "sick", 0, targets={"target1": ["hinata"]}).status == "legal"


def test_poison_the_cup_control_another_personality(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Cup gives Shadowlands to its bearer only."""
    v = check(_sickness(tmp_path, pool, True), "a", "sick", 0, targets={"target1": ["other"]})
    assert v.status == "illegal", v.reasons


def test_poison_the_cup_control_without_it(tmp_path: Path, pool: CardPool) -> None:
    assert check(_sickness(tmp_path, pool, False), "a", "sick", 0).status == "illegal"


def _conspiracy(tmp: Path, pool: CardPool, bowed: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "aerie", "title": "The Aerie", "owner": "a", "zone": "home"},
        {"id": "nanae", "title": "Asahina Nanae", "owner": "a", "zone": "home", "bowed": bowed},
        {"id": "doc", "title": "Discovering a Conspiracy", "owner": "a", "zone": "hand"},
        {"id": "kyu", "title": "Kyuden Hida • Experienced", "owner": "b", "zone": "home"},
        {"id": "wat", "title": "Kaiu Watsuki", "owner": "b", "zone": "home"},
        {"id": "jus", "title": "Justice of the Crane", "owner": "a", "zone": "home",
         "attached_to": "nanae"},
    ]  # fmt: skip
    return pool_state(tmp, pool, cards)


def test_granted_magistrate_is_not_named_as_failing(tmp_path: Path, pool: CardPool) -> None:
    pick = {"performer": ["nanae"], "target2": ["wat"]}
    v = check(_conspiracy(tmp_path, pool, True), "a", "doc", 0, targets=pick)
    assert v.status == "illegal", v.reasons
    text = " ".join(v.reasons)
    assert "fails: unbowed" in text and "Magistrate;" not in text, text


def test_granted_magistrate_control_unbowed(tmp_path: Path, pool: CardPool) -> None:
    pick = {"performer": ["nanae"], "target2": ["wat"]}
    assert check(_conspiracy(tmp_path, pool, False), "a", "doc", 0, targets=pick).status == "legal"
