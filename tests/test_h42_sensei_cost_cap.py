"""h42sensei 2: a Sensei's cap on its Stronghold's Gold holds while a cost uses the Sensei
(``solver.stronghold_grant_scope``; Reference 03, Sensei; Reference 04, Minimums and
maximums). Taka Sensei's "When paying for a Personality with your Stronghold, it produces a
maximum of 2 Gold." was dropped from the Stronghold's sources once the Sensei was in a cost's
``exclude`` (``solver.production._stronghold_grants``): a false legal for a Personality. A
raising bonus of a cost's card still goes (control); a bowed Sensei keeps its cap."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.cards import CardType
from model.load import as_view
from model.oracle.pool import CardPool
from model.payments import GoldBonus, PaidFor, PaySelector, gold_with_bonuses
from model.state import View
from solver.good_faith import check
from solver.production import gold_sources, source_card
from solver.stronghold_grant_scope import kept_grants
from solver.verdict import RECRUIT
from tests.builders import pool_state

_PERSON = PaidFor(type=CardType.PERSONALITY, recruit=True)


def _board(tmp: Path, pool: CardPool, sensei: str, *, bowed: bool = False) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "tea", "title": "Tea House", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "copper", "title": "Copper Mine", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Kaiu Iemasa", "owner": "a", "zone": "province", "province": 1},
        {"id": "sensei", "title": sensei, "owner": "a", "zone": "home", "bowed": bowed},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    players = [
        {"id": "a", "clan": "crab", "family_honor": 10},
        {"id": "b", "clan": "lion", "family_honor": 9},
    ]
    name = f"{sensei.split()[0]}{bowed}"
    return pool_state(tmp, pool, cards, name, phase="dynasty", turn=4, players=players)


def _stronghold_gold(view: View, exclude: list[str]) -> int:
    """What Kyuden Hida's source gives a Personality with ``exclude`` used by a cost."""
    (src,) = [s for s in gold_sources(view, "a", exclude) if source_card(s.id) == "kyuden"]
    return gold_with_bonuses(src.gold, src.bonuses, _PERSON)


def test_taka_s_cap_holds_when_a_cost_uses_the_sensei(tmp_path: Path, pool: CardPool) -> None:
    view = as_view(_board(tmp_path, pool, "Taka Sensei"))
    assert _stronghold_gold(view, []) == 2
    assert _stronghold_gold(view, ["sensei"]) == 2  # was 5: the cap dropped


def test_yoritomo_s_less_gold_holds_when_a_cost_uses_him(tmp_path: Path, pool: CardPool) -> None:
    """ "When bowing your Stronghold to pay for a Personality, it produces 1 less Gold.": 4 - 1."""
    view = as_view(_board(tmp_path, pool, "Yoritomo Sensei"))
    assert _stronghold_gold(view, []) == 3
    assert _stronghold_gold(view, ["sensei"]) == 3


def test_control_another_cost_card_leaves_the_cap(tmp_path: Path, pool: CardPool) -> None:
    """Control: a cost using Iron Mine changes nothing of the Stronghold's cap."""
    view = as_view(_board(tmp_path, pool, "Taka Sensei"))
    assert _stronghold_gold(view, ["iron"]) == 2


def test_a_bowed_taka_sensei_still_caps_the_recruit(tmp_path: Path, pool: CardPool) -> None:
    """Kaiu Iemasa (9): Kyuden 5 capped at 2, Iron 3, Copper 2, Tea House 1 = 8 (h41adv3 g20),
    the Sensei bowed or not."""
    for bowed in (False, True):
        v = check(_board(tmp_path, pool, "Taka Sensei", bowed=bowed), "a", "p1", RECRUIT)
        assert v.status == "illegal", (bowed, v.reasons)


def test_control_kisada_sensei_pays(tmp_path: Path, pool: CardPool) -> None:
    """Control: with Kisada Sensei (no cap), 4 + its modifier + 6 pays Iemasa."""
    v = check(_board(tmp_path, pool, "Kisada Sensei"), "a", "p1", RECRUIT)
    assert v.status == "legal", v.reasons


def test_a_raising_grant_of_a_cost_s_card_still_goes() -> None:
    """Control: "your Stronghold produces 1 more Gold" of a cost's card is not kept
    (conservative: the cost may have taken it out of play); a cap and a minus are."""
    more = GoldBonus(when=PaySelector(), gold=1)
    less = GoldBonus(when=PaySelector(), gold=-1)
    cap = GoldBonus(when=PaySelector(type=CardType.PERSONALITY), gold=0, at_most=2)
    assert kept_grants((more, less, cap), True) == (less, cap)
    assert kept_grants((more, less, cap), False) == (more, less, cap)
