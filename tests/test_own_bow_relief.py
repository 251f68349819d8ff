"""A card's own "<its name> need not bow for your Kiho or Spell actions." (Isawa Tadaka, Seven
Thunder • Experienced 2CW; ``model.cardtext.own_traits``): a permission that can only lift a
cost bowing the card (Costs and restrictions / Permissions; FAQ: a Shugenja need not bow for a
Spell unless it requires him to bow as a cost), so it changes none of its own actions without
costs, which are claimed; an action of the card with a cost stays not read. Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
TADAKA = "Isawa Tadaka, Seven Thunder • Experienced 2CW"
_COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
}
SAID = "Tadaka need not bow for your Kiho or Spell actions."


def test_an_action_without_costs_is_claimed_one_with_a_cost_is_not() -> None:
    free = "<b>Battle:</b> Bow a target card."
    paid = "<b>Battle, :bow::</b> Bow a target card."
    (action,) = import_text([SAID, free], title=TADAKA, card_type=CardType.PERSONALITY).actions
    assert action.level == "full", action.not_understood
    (action,) = import_text([SAID, paid], title=TADAKA, card_type=CardType.PERSONALITY).actions
    assert action.level == "costs" and SAID in action.not_understood
    # control: another card's name is not this card
    other = SAID.replace("Tadaka", "Kuroda")
    (action,) = import_text([other, free], title=TADAKA, card_type=CardType.PERSONALITY).actions
    assert action.level != "full"


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
def test_tadaka_jade_strike_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """His Battle action (Jade Strike: bow a target card) at his battlefield with an enemy there:
    legal; bowed (his abilities may not be used: the permission is no Tireless): illegal; in
    the Action Phase: illegal."""
    me = {"id": "t", "title": TADAKA, "owner": "a", "zone": "battlefield", "battlefield": "b-p1"}
    foe = {"id": "e", "title": "Doji Shigeyuki", "owner": "b", "zone": "battlefield"}
    foe["battlefield"] = "b-p1"
    defn = pool_state(tmp_path, pool, [me]).library[TADAKA]
    index = next(i for i, ab in enumerate(defn.abilities) if "jade" in ab.keywords)
    v = check(pool_state(tmp_path, pool, [me, foe], **_COMBAT), "a", "t", index)
    assert v.status == "legal", v.reasons
    bowed = {**me, "bowed": True}
    v = check(pool_state(tmp_path, pool, [bowed, foe], **_COMBAT), "a", "t", index)
    assert v.status == "illegal", v.reasons
    assert check(pool_state(tmp_path, pool, [me, foe]), "a", "t", index).status == "illegal"
