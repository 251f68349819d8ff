"""Trait sentences of cards in play applied as ongoing effects (solver/effects.py,
``CardDef.ongoing``): while the card is in play, "you" its controller, unless the state states
that card's effects itself (an ``effects`` entry with that ``source``: not applied twice).
Effects / "May not"; Costs and restrictions / Changes to costs and payments."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.errors import GoodFaithError
from model.state import View
from solver.effects import ongoing_effects
from solver.good_faith import check
from tests.builders import KEEP_CARD, card, played, set_board, set_personality, state

_POLITICAL = "<b>Political Open:</b> Target a Personality: Gain 1 Honor."
_CARDS: list[dict[str, Any]] = [
    KEEP_CARD,
    set_personality("Actor", 3, text=_POLITICAL),
    set_personality("Rival", 3, text=_POLITICAL),
    set_personality(
        "Envoy", 3, text="<b>Political Open:</b> Target another player's Personality: Gain 1 Honor."
    ),
    set_personality(
        "Otomo Suikihime", 3, text="Other players' Political actions may not target Suikihime."
    ),
    {"title": "Temple Sensei", "types": ["Sensei"], "text": "You may not take Political Actions."},
    {"title": "Plain Sensei", "types": ["Sensei"], "text": "Your Stronghold has no abilities."},
    {
        "title": "Fort",
        "types": ["Stronghold"],
        "gold_production": 2,
        "text": "<b>Open:</b> Gain 1 Honor.",
    },
    set_personality("Saver", 3, text="Actions on your Strategies cost 1 less Gold."),
    {
        "title": "Plan",
        "types": ["Strategy"],
        "decks": ["Fate"],
        "focus": 1,
        "text": "<b>Open, :g3::</b> Gain 1 Honor.",
    },
]
_PLAYERS = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]


def _board(tmp: Path, table: list[dict[str, Any]], **fields: Any) -> Any:
    fields.setdefault("players", _PLAYERS)
    return set_board(tmp, _CARDS, table, "ongoing", phase="action", **fields)


def _card(cid: str, title: str, owner: str = "me", zone: str = "home") -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone}


def _keep(owner: str = "me") -> dict[str, Any]:
    return _card(f"keep-{owner}", "Keep", owner)


def test_you_may_not_take_political_actions(tmp_path: Path) -> None:
    """Was unknown (a trait in play not read): now illegal for its controller only."""
    table = [_keep(), _keep("them"), _card("actor", "Actor"), _card("rival", "Rival", "them")]
    sensei = _card("sensei", "Temple Sensei")
    v = check(_board(tmp_path, [*table, sensei]), "me", "actor", 0)
    assert v.status == "illegal", v.reasons
    assert check(_board(tmp_path, [*table, sensei]), "them", "rival", 0).status == "legal"
    # out of play (a discard pile): no effect
    gone = {**sensei, "zone": "fate_discard"}
    assert check(_board(tmp_path, [*table, gone]), "me", "actor", 0).status == "legal"


def test_the_state_stating_the_cards_effects_is_not_applied_twice(tmp_path: Path) -> None:
    """An ``effects`` entry with the card as ``source`` states its effects: its own are not
    applied (here the state says it forbids Favor actions only)."""
    table = [_keep(), _card("actor", "Actor"), _card("sensei", "Temple Sensei")]
    stated = [
        {
            "kind": "may_not",
            "may_not": "announce",
            "player": "me",
            "actions": {"keyword": ["favor"]},
            "source": "sensei",
        }
    ]
    loaded = _board(tmp_path, table, effects=stated)
    assert check(loaded, "me", "actor", 0).status == "legal"
    assert len(ongoing_effects(View.of(loaded.state, loaded.library))) == 1


def test_other_players_political_actions_may_not_target_her(tmp_path: Path) -> None:
    """Suikihime the only Personality the other player's Political action could target:
    illegal (was unknown); with another target, or her controller's own action: legal."""
    table = [_keep(), _keep("them"), _card("suiki", "Otomo Suikihime")]
    envoy = _card("envoy", "Envoy", "them")
    loaded = _board(tmp_path, [*table, envoy])
    (eff,) = ongoing_effects(View.of(loaded.state, loaded.library))
    assert (eff.player, eff.card, eff.source) == ("them", "suiki", "suiki")
    assert check(loaded, "them", "envoy", 0).status == "illegal"
    more = [*table, envoy, _card("actor", "Actor")]
    assert check(_board(tmp_path, more), "them", "envoy", 0).status == "legal"
    mine = [*table, _card("mine", "Envoy")]
    assert check(_board(tmp_path, mine), "me", "mine", 0).status == "illegal"  # none of theirs
    mine.append(_card("actor", "Actor"))
    assert check(_board(tmp_path, mine), "me", "actor", 0).status == "legal"


def test_your_stronghold_has_no_abilities(tmp_path: Path) -> None:
    table = [_card("fort", "Fort"), _card("sensei", "Plain Sensei")]
    assert check(_board(tmp_path, table), "me", "fort", 0).status == "illegal"
    assert check(_board(tmp_path, table[:1]), "me", "fort", 0).status == "legal"
    # another player's Sensei: his Stronghold, not mine
    theirs = [table[0], {**table[1], "owner": "them"}]
    assert check(_board(tmp_path, theirs), "me", "fort", 0).status == "legal"


def test_actions_on_your_strategies_cost_less(tmp_path: Path) -> None:
    """The Keep's 2 Gold pays for the Plan (3 Gold) only with the change to its cost."""
    table = [_keep(), _card("plan", "Plan", zone="hand")]
    assert check(_board(tmp_path, table), "me", "plan", 0).status == "illegal"
    saver = _card("saver", "Saver")
    assert check(_board(tmp_path, [*table, saver]), "me", "plan", 0).status == "legal"
    theirs = {**saver, "owner": "them"}
    assert check(_board(tmp_path, [*table, theirs]), "me", "plan", 0).status == "illegal"


def test_an_effect_on_one_card_names_a_card_in_the_state() -> None:
    """``card`` (an id) goes with ``may_not: be_targeted`` only, and names a card."""
    table = [card("a", "T Samurai", "me")]
    on_a = {"kind": "may_not", "may_not": "be_targeted", "card": "a"}
    assert state(table, effects=[on_a]).state.effects[0].card == "a"
    with pytest.raises(GoodFaithError, match=r"effects\[0\]\.card"):
        state(table, effects=[{**on_a, "card": "nobody"}])
    with pytest.raises(GoodFaithError, match="be_targeted"):
        state(table, effects=[{**on_a, "may_not": "announce"}])


_MELEE = "<b>Battle:</b> Melee 2 Attack."
_COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}


def _with_trait(said: str, **kw: Any) -> str:
    """``played`` of a Melee 2 Attack with a card in play (the other player's) whose trait
    ``said`` is not read, an enemy 1F Personality at the current battlefield, my attacker."""
    defs = [
        {"title": "T Hero", "type": "personality", "force": 1},
        {"title": "T Banner", "type": "holding", "actions_unread": [said]},
    ]
    cards = [
        card("mine", "T Hero", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Hero", "them", zone="battlefield", battlefield="them-p1"),
        card("banner", "T Banner", "them"),
    ]
    return played(_MELEE, defs, cards, **kw)


@pytest.mark.parametrize(
    ("said", "in_combat", "now"),
    [
        # a Ranged Attack's strength is compared when it resolves: no Force limit to change
        ("Ranged Attacks targeting cards in this unit have -2 strength.", True, "legal"),
        ("Other players' Ranged Attacks have -1 strength.", True, "legal"),
        # a bonus only: the strict reading leaves it out, the lenient has no Force limit
        ("Your Melee Attacks have +1 strength.", False, "illegal"),
        (
            "Melee Attacks and Fear effects from Cat Followers in this army have +1 strength.",
            False,
            "illegal",
        ),
        # a penalty to a Melee Attack may lower its Force limit: still doubted when the witness
        # (the 1F foe under Melee 2) has no room for it; with room, legal stands
        # (``solver.strength_penalty_scope``, h36kanpeki)
        ("Other players' Melee Attacks have -2 strength.", True, "unknown"),
        ("Other players' Melee Attacks have -1 strength.", True, "legal"),
        # more than strength, but naming no time: out of combat it can't make the Battle action
        # usable now (a permission naming no time leaves a timing illegal, h24adv1 F1)
        (
            "Your Fear effects have +1 strength and may target Personalities with Followers.",
            False,
            "illegal",
        ),
    ],
)
def test_strength_sentences_that_turn_no_verdict(said: str, in_combat: bool, now: str) -> None:
    """Were all unknown (a strength sentence in play with an attack read two ways)."""
    kw: dict[str, Any] = _COMBAT if in_combat else {}
    assert _with_trait(said, **kw) == now
