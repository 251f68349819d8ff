"""An attachment's own change to its cost for one kind of host ("Attaches to a Courtier for 2
less Gold.", Record of Failure; "Attaches to a Fire or Void Shugenja paying 1 less Gold.",
Tempest of Flame): its Gold cost depends on the Personality it attaches to (Reference 03,
attachments; Costs and restrictions / Changes to costs and payments). The rulebook Equip is
legal when some host it may take makes the cost payable, and the plan shown is for that host;
where the host is not known (an action attaching it) the sentence stays not understood."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cards import CardType
from model.load import as_view
from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.playing import check_equip, partial_unread
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

RECORD = "Attaches to a Courtier for 2 less Gold."


@pytest.mark.parametrize(
    ("text", "gold", "keyword", "any_keyword", "clan"),
    [
        (RECORD, -2, ("courtier",), (), None),
        ("Attaches to a Fire or Void Shugenja paying 1 less Gold.", -1, ("shugenja",),
         ("fire", "void"), None),
        ("Attaches to an Earth Shugenja for 2 less Gold.", -2, ("earth", "shugenja"), (), None),
        ("Attaches to a Paragon or Kensai paying 3 less Gold.", -3, (), ("paragon", "kensai"),
         None),
        ("Equips to a Mantis Clan Personality for 1 less Gold.", -1, (), (), "mantis"),
    ],
)  # fmt: skip
def test_a_change_for_one_kind_of_host(
    text: str, gold: int, keyword: tuple[str, ...], any_keyword: tuple[str, ...], clan: str | None
) -> None:
    r = read_entering(text, "Record of Failure")
    (change,) = r.changes
    assert not r.unread and r.own_texts == (text,)
    assert change.gold == gold and change.partial == text and change.condition is None
    host = change.host
    assert host is not None and host.type == (CardType.PERSONALITY,)
    assert (host.keyword, host.any_keyword, host.clan) == (keyword, any_keyword, clan)


@pytest.mark.parametrize(
    "text",
    [
        "Attaches to a Courtier for 2 less Gold if you are a Crane Clan player.",
        "Attaches to a Courtier for 2 more Gold.",
        "Attaches to a Courtier you control for 2 less Gold.",
    ],
)
def test_other_host_sentences_stay_unread(text: str) -> None:
    r = read_entering(text, "Record of Failure")
    assert r.unread == (text,) and not r.changes


def _board(tmp: Path, gold: int, hosts: list[tuple[str, list[str]]]) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        {"title": "Record", "types": ["Item"], "decks": ["Fate"], "gold_cost": 3, "focus": 1,
         "text": RECORD},
        *(set_personality(t, 1, keywords=k) for t, k in hosts),
    ]  # fmt: skip
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "rec", "title": "Record", "owner": "me", "zone": "hand"},
        *({"id": t.lower(), "title": t, "owner": "me", "zone": "home"} for t, _ in hosts),
    ]
    return set_board(tmp, cards, table, phase="action")


COURTIER = ("Talker", ["Courtier"])
SAMURAI = ("Fighter", ["Samurai"])


def test_the_host_it_costs_less_on_makes_it_legal(tmp_path: Path) -> None:
    """3 Gold, 1 onto a Courtier; the Keep makes 2: legal onto the Courtier, the plan his."""
    v = check(_board(tmp_path, 2, [SAMURAI, COURTIER]), "me", "rec", Play.EQUIP)
    w = v.witness
    assert v.status == "legal" and w is not None and w.plan is not None, v.reasons
    assert dict(w.targets)["personality"] == ("talker",)
    assert w.costs[0].gold == 1 and "attaching to Talker" in w.costs[0].text
    assert dict(w.plan.assignment)["equip"] == ("keep",) and w.cheapest


def test_onto_another_host_it_costs_its_printed_gold(tmp_path: Path) -> None:
    """The same board, announced onto the Samurai: 3 Gold, 2 made: certainly short."""
    v = check_equip(_board(tmp_path, 2, [SAMURAI, COURTIER]), "me", "rec", "fighter")
    assert v.status == "illegal" and "can't pay the Gold" in v.reasons[0], v.reasons


def test_no_courtier_the_shortfall_is_certain(tmp_path: Path) -> None:
    """h26adv1 N1: no Courtier, 2 Gold for 3: illegal, not unknown. Control: 3 Gold pays."""
    v = check(_board(tmp_path, 2, [SAMURAI]), "me", "rec", Play.EQUIP)
    assert v.status == "illegal", v.reasons
    v = check(_board(tmp_path, 3, [SAMURAI]), "me", "rec", Play.EQUIP)
    w = v.witness
    assert v.status == "legal" and w is not None and w.costs[0].gold == 3 and w.cheapest


def test_where_the_host_is_not_known_it_stays_unread(tmp_path: Path) -> None:
    """An action attaching it (not the rulebook Equip) names the sentence as not understood."""
    view = as_view(_board(tmp_path, 2, [COURTIER]))
    d = view.definition("rec")
    assert partial_unread(view, "me", d, "rec") == [RECORD]
    assert partial_unread(view, "me", d, "rec", hosts_read=True) == []


def _spell_board(tmp: Path, gold: int) -> Any:
    """A Spell (3 Gold, 2 less onto a Fire Shugenja) and "You Equip non-Water Spells for 1 more
    Gold.": 4 Gold onto a Shugenja, 2 onto a Fire Shugenja."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        {"title": "Flame", "types": ["Spell"], "decks": ["Fate"], "gold_cost": 3, "focus": 1,
         "text": "Attaches to a Fire Shugenja for 2 less Gold."},
        set_personality("Sensei", 0, text="You Equip non-Water Spells for 1 more Gold."),
        set_personality("Priest", 1, keywords=["Shugenja"]),
        set_personality("Burner", 1, keywords=["Shugenja", "Fire"]),
    ]  # fmt: skip
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "fl", "title": "Flame", "owner": "me", "zone": "hand"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "priest", "title": "Priest", "owner": "me", "zone": "home"},
        {"id": "burner", "title": "Burner", "owner": "me", "zone": "home"},
    ]
    return set_board(tmp, cards, table, phase="action")


@pytest.mark.parametrize(("gold", "expected"), [(2, "legal"), (1, "illegal")])
def test_a_host_reduction_and_a_certain_increase(tmp_path: Path, gold: int, expected: str) -> None:
    """Both read: 2 Gold onto the Fire Shugenja, exactly; 1 Gold is certainly short."""
    v = check(_spell_board(tmp_path, gold), "me", "fl", Play.EQUIP)
    assert v.status == expected, v.reasons
    if expected == "legal":
        w = v.witness
        assert w is not None and dict(w.targets)["personality"] == ("burner",)
        assert w.problem is not None and w.problem.payments[0].cost == 2 and w.cheapest
