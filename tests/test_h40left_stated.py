"""A card whose effects the state states (README "source"; ``solver.stated_reductions``): its
trait cost reductions are no doubt on a Gold shortfall (h40left 1: Yasuki Makoto stated by id,
Small Farm, a Recruit needing 5 from 4 Gold: ``illegal``, was ``unknown``), and a ``gold_cost``
modifier of the card paid for naming it states its reduction on that card (not applied twice
from its text: was a false ``legal``). Its abilities and unread Gold production stay doubts."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.stated_reductions import is_trait
from solver.verdict import Play
from tests.conftest import DATA
from tests.test_h40_input import _makoto

needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _recruit(pool: CardPool, data: dict[str, Any]) -> Any:
    return check(parse_state(data, "board.yaml", cards=pool), "crane", "cp4", Play.RECRUIT)


def _texts(v: Any) -> str:
    return " | ".join(str(r) for r in v.reasons)


def _modifier(farm: str) -> dict[str, Any]:
    """Makoto's -1 stated as a modifier of Merchant Atoll (6) itself."""
    data = _makoto(farm, None)
    data["cards"][4]["modifiers"] = [{"stat": "gold_cost", "amount": -1, "source": "makoto"}]
    return data


def _other_effect(data: dict[str, Any], source: str) -> dict[str, Any]:
    """A Personality cost change stated from ``source`` (it does not touch a Holding)."""
    data["effects"].append({"kind": "cost_change", "gold_delta": 1, "player": "crane",
                            "actions": {"card_type": "personality"}, "source": source})  # fmt: skip
    return data


@needs_data
@pytest.mark.parametrize("source", ["makoto", "Yasuki Makoto"])
def test_a_stated_reduction_is_no_doubt_on_a_shortfall(pool: CardPool, source: str) -> None:
    v = _recruit(pool, _makoto("Small Farm", source))
    assert v.status == "illegal", v
    assert "needs 5 Gold" in _texts(v) and "not modelled" not in _texts(v)


@needs_data
def test_control_the_stated_reduction_still_pays(pool: CardPool) -> None:
    v = _recruit(pool, _makoto("Large Farm", "makoto"))  # 3 + 2: 5 Gold, Atoll 6 - 1
    assert v.status == "legal" and v.witness is not None
    assert v.witness.costs[0].text.startswith("pay 5 Gold")


@needs_data
def test_a_modifier_of_the_card_states_the_reduction_once(pool: CardPool) -> None:
    short = _recruit(pool, _modifier("Small Farm"))  # 6 - 1 = 5 from 4: was legal (6 - 2)
    assert short.status == "illegal", short
    assert "needs 5 Gold" in _texts(short) and "not modelled" not in _texts(short)
    enough = _recruit(pool, _modifier("Large Farm"))
    assert enough.status == "legal" and enough.witness is not None
    assert enough.witness.costs[0].text.startswith("pay 5 Gold"), enough.witness.costs[0].text


@needs_data
def test_control_a_modifier_of_another_card_does_not_state_it(pool: CardPool) -> None:
    # Makoto named by a modifier of the Farm, not of the card paid for: his -1 still applies
    data = _makoto("Large Farm", None)
    data["cards"][2]["modifiers"] = [{"stat": "gold_production", "amount": 0,
                                      "source": "makoto"}]  # fmt: skip
    v = _recruit(pool, data)
    assert v.witness is not None
    text = v.witness.costs[0].text
    assert text == "pay 5 Gold (Merchant Atoll's Gold cost, -1 Gold: Yasuki Makoto)"


@needs_data
def test_control_a_stated_holdings_unread_production_stays_a_doubt(pool: CardPool) -> None:
    # Trading Grounds ("+3GP when it pays for a single Holding only"), its effects stated:
    # its Gold is not an effect, the shortfall stays unknown naming it
    data = _other_effect(_makoto("Small Farm", "makoto"), "tg")
    data["cards"].append({"id": "tg", "title": "Trading Grounds", "owner": "crane",
                          "zone": "home"})  # fmt: skip
    v = _recruit(pool, data)
    assert v.status == "unknown" and "Trading Grounds" in _texts(v), v


@needs_data
def test_control_a_stated_cards_ability_reduction_stays_a_doubt(pool: CardPool) -> None:
    # Shiryo no Yasuki: "Repeatable Reaction: When paying for a Holding, bow this card's
    # Personality to have the Holding enter play for 3 less Gold." (an ability, not an effect)
    for stated in (False, True):
        data = _makoto("Small Farm", "makoto")
        data["cards"][3]["bowed"] = False
        data["cards"].append({"id": "shiryo", "title": "Shiryo no Yasuki", "owner": "crane",
                              "zone": "home", "attached_to": "makoto"})  # fmt: skip
        if stated:
            _other_effect(data, "shiryo")
        v = _recruit(pool, data)
        assert v.status == "unknown" and "Shiryo no Yasuki" in _texts(v), (stated, v)


def test_trait_or_ability() -> None:
    assert is_trait("Your Holdings enter play for 1 less Gold.")
    assert is_trait("Shouchou enters play for :g1: less if your Wind is Kano's Alliance.")
    assert not is_trait(":bow:: When paying for a Holding, it enters play for 2 less Gold.")
    assert not is_trait("Courtesy: Nishigori enters play for 1 less Gold.")
    assert not is_trait("Repeatable Reaction: When paying for a Holding, bow ...")
