"""h39adv3 N6: an attachment's own "Attaches to <host> ignoring costs." (Horse: "Attaches to
Kataoka ignoring costs."; Scrolls of Norikazu; O-Ushi's Hammer, Yoritomo's Armor, Tao of
Shinsei: "... ignoring Gold cost."). Costs and restrictions / Ignoring costs: onto the host it
names the Gold cost is not paid; onto another Personality the sentence does nothing and the
cost is paid; a title holding the name among more words ("Yoritomo" and Yoritomo Kanaye) is
another title, not named (Reference 03, Card Title; Reference 04: only a card's own title may be
shortened; h40needB: was `unknown`) (``model.oracle.host_ignoring``, ``solver.ignored_costs``,
``solver.host_titles``).
Horse was `unknown` on every Equip."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(pool: CardPool, mine: list[dict[str, Any]], *, gold: bool) -> Any:
    """Unicorn's Action Phase: The Khan's Estate (bowed unless ``gold``), ``mine``."""
    cards = [_c("ke", "The Khan's Estate", bowed=not gold), *mine]
    cards.append(_c("kh", "Kyuden Hida • Experienced", owner="crab"))
    return two_player_board(pool, cards, me="unicorn", them="crab")


def test_horse_onto_kataoka_with_no_gold(pool: CardPool) -> None:
    """p09: Kataoka is a Human; "ignoring costs" removes the Gold cost: legal with 0 Gold."""
    state = _board(pool, [_c("kat", "Kataoka"), _c("h", "Horse", zone="hand")], gold=False)
    v = check(state, "unicorn", "h", "equip")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["personality"] == ("kat",)


def test_horse_onto_another_pays_its_cost(pool: CardPool) -> None:
    """r1: onto Shinjo Tselu the cost is paid (3, less Tselu's 2 for Cavalry Followers = 1);
    with no Gold it is illegal (control: the sentence lowers nothing onto him)."""
    mine = [_c("tselu", "Shinjo Tselu"), _c("h", "Horse", zone="hand")]
    paid = check(_board(pool, mine, gold=True), "unicorn", "h", "equip")
    assert paid.status == "legal", paid.reasons
    assert paid.witness is not None and any("pay 1 Gold" in c.text for c in paid.witness.costs)
    short = check(_board(pool, mine, gold=False), "unicorn", "h", "equip")
    assert short.status == "illegal", short.reasons


def test_horse_onto_a_nonhuman_only(pool: CardPool) -> None:
    """p08: "Will only attach to a Human." and no Kataoka: illegal (was `unknown`)."""
    state = _board(pool, [_c("kar", "Karyuudo"), _c("h", "Horse", zone="hand")], gold=True)
    v = check(state, "unicorn", "h", "equip")
    assert v.status == "illegal", v.reasons


@pytest.mark.parametrize(
    ("host", "status"), [("Isawa Norikazu", "legal"), ("Isawa Taeruko", "illegal")]
)
def test_a_named_two_word_host(pool: CardPool, host: str, status: str) -> None:
    """Scrolls of Norikazu (7 Gold): "Attaches to Isawa Norikazu ignoring costs." with no Gold:
    onto him legal; onto another Shugenja (control) its cost is paid, so illegal."""
    mine = [_c("shu", host), _c("h", "Scrolls of Norikazu", zone="hand")]
    v = check(_board(pool, mine, gold=False), "unicorn", "h", "equip")
    assert v.status == status, v.reasons


def test_a_name_among_more_words_is_another_title(pool: CardPool) -> None:
    """Yoritomo's Armor: "Attaches to Yoritomo ignoring Gold cost." onto Yoritomo Kanaye with no
    Gold: the name is not his title, so its 8 Gold is paid: `illegal` (was `unknown`). Control:
    onto Yoritomo himself with no Gold, not `illegal` (his own "May attach two Weapons." is not
    read, so `unknown`), and the Gold is not what stops it."""
    mine = [_c("kan", "Yoritomo Kanaye"), _c("h", "Yoritomo's Armor", zone="hand")]
    v = check(_board(pool, mine, gold=False), "unicorn", "h", "equip")
    assert v.status == "illegal", v.reasons
    mine = [_c("yor", "Yoritomo"), _c("h", "Yoritomo's Armor", zone="hand")]
    w = check(_board(pool, mine, gold=False), "unicorn", "h", "equip")
    assert w.status != "illegal", w.reasons
    assert not any("Gold" in r for r in w.reasons), w.reasons


def test_the_shapes_read(pool: CardPool) -> None:
    for title in ("Horse", "O-Ushi's Hammer", "Tao of Shinsei", "Scrolls of Norikazu"):
        card = pool.get(title)
        assert card is not None
        assert any(c.ignores for c in card.card.entering), title
        assert not any("ignoring" in t for t in card.card.entering_unread), title
    # a title held ("a Jade Champion") is not read here
    mantle = pool.get("Mantle of the Jade Champion • Experienced 2")
    assert mantle is not None and not any(c.ignores for c in mantle.card.entering)
