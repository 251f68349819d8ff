"""Trait sentences that were set aside with no doubt (issue 13: never a silently dropped
clause; h28adv3 F1, F2, F5): "Will not be controlled by a <Clan> Clan player." (its entering
under that player's control), "considered <Title> for ... checking the Unique restriction" (the
Unique rule), "... must discard two cards ... to challenge Shono." (an additional cost on the
challenges against it). Each is now an ``unknown`` naming the sentence on exactly the plays and
actions it may touch, and nothing else."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.playing import check_play
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

CONTROLLED = "Will not be controlled by a Scorpion Clan player."


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (CONTROLLED, "Bayushi Aramasu"),
        ("Will not be controlled by a Crab Clan, Phoenix Clan, or Scorpion Clan player.", "T"),
        ("Will not be controlled by a player whose Stronghold is The Shadow Stronghold of the "
         "Bayushi.", "T"),
        ("This Item is considered The Broken Sword of the Scorpion for deck construction and "
         "checking the Unique restriction.", "Ambition"),
        ("This Ancestor is considered Matsu Tsuko for deck construction and checking the Unique "
         "restriction.", "Shiryo no Tsuko"),
        ("Hoshi is considered aligned to the Brotherhood of Shinsei when checking the Loyal "
         "restriction.", "Togashi Hoshi"),
        # the census of set-aside traits (h28silent)
        ("Will only join a Shadowlands Horde player.", "Hantei the 39th"),
        ("Will not be controlled a player that controls any Shadowlands cards.", "Hida Sukune"),
        ("May only be controlled by a player whose Wind is The Kanpeki Dynasty.", "T Sword"),
        ("You must discard the Imperial Favor for this Holding to enter play.", "Benefactor"),
        ("This Holding's cost will not be increased or decreased.", "City of Night"),
    ],
)  # fmt: skip
def test_entering_restrictions_are_kept_unread_on_the_card(text: str, title: str) -> None:
    assert read_entering(text, title).unread == (text,)


def test_deck_construction_alone_is_not_an_entering_restriction() -> None:
    assert read_entering("This card is considered Hisa for deck construction.", "T").unread == ()
    assert read_entering("Can only be controlled by his owner.", "T").unread == ()


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("You will not gain or lose Honor.", "prevents_unread"),
        (
            "During a battle at any of your Provinces, all players must discard a card to announce "
            "a Reaction.",
            "actions_unread",
        ),
        ("You will not bring non-Shadowlands Personalities into play.", "actions_unread"),
        ("Items attaching to Hyakute will not have their costs reduced.", "grants_unread"),
    ],
)
def test_census_sentences_are_kept_for_the_solver(text: str, field: str) -> None:
    from model.oracle.export import card_from_entry

    entry = {"title": ["T Keeper"], "type": ["Holding"], "text": [text]}
    assert getattr(card_from_entry(entry).card, field) == (text,)


def _recruit(tmp_path: Path, clan: str, text: str = CONTROLLED) -> str:
    cards = [
        KEEP_CARD,
        set_personality("T Aramasu", 0, text=text, clans=["Scorpion"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "ara", "title": "T Aramasu", "owner": "me", "zone": "province", "province": 1},
    ]
    players = [{"id": "me", "family_honor": 10, "clan": clan}]
    loaded = set_board(tmp_path, cards, table, players=players)
    v = check_play(loaded, "me", "ara", RECRUIT)
    return v.status if v.status != "unknown" else "unknown: " + " ".join(v.reasons)


def test_a_personality_that_will_not_be_controlled_by_you_is_no_false_legal(
    tmp_path: Path,
) -> None:
    """h28adv3 F1: its Recruit by a Scorpion Clan player was legal; read with the stated Clan
    it is illegal, witnessed by the sentence (solver.own_entry.clan_players; h29clan)."""
    assert _recruit(tmp_path, "scorpion") == "illegal"
    assert _recruit(tmp_path, "crab") == "legal"  # a player it does not bar: no doubt


@pytest.mark.parametrize(
    "text",
    [
        "Will only join a Shadowlands Horde player.",
        "Hantei is a Personality. You must discard the Imperial Favor for this Personality to "
        "enter play.",
    ],
)
def test_other_entering_restrictions_set_aside_are_no_false_legal(
    tmp_path: Path, text: str
) -> None:
    got = _recruit(tmp_path, "crab", text)
    if "Imperial Favor" in text:  # no one holds it: read, can't be paid (h36entry)
        assert got == "illegal"
        return
    assert got.startswith("unknown") and ("enter play" in got or "join" in got)


def test_without_such_a_sentence_the_recruit_is_legal(tmp_path: Path) -> None:
    assert _recruit(tmp_path, "scorpion", "Aramasu has +1F.") == "legal"


_SWORD = {
    "title": "T Broken Sword",
    "types": ["Item"],
    "decks": ["Fate"],
    "gold_cost": 0,
    "keywords": ["Unique", "Weapon"],
}
_AMBITION: dict[str, Any] = {
    "title": "T Ambition",
    "types": ["Item"],
    "decks": ["Fate"],
    "gold_cost": 0,
    "keywords": ["Unique", "Weapon"],
    "text": "This Item is considered T Broken Sword for deck construction and checking the "
    "Unique restriction.",
}


def _equip(tmp_path: Path, in_play: str | None, equipped: str) -> Any:
    cards = [KEEP_CARD, set_personality("T Lord", 0), set_personality("T Heir", 0)]
    cards += [_SWORD, _AMBITION]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "T Lord", "owner": "me", "zone": "home"},
        {"id": "heir", "title": "T Heir", "owner": "me", "zone": "home"},  # no Weapon yet
    ]
    if in_play is not None:
        table.append(
            {"id": "held", "title": in_play, "owner": "me", "zone": "home", "attached_to": "lord"}
        )
    table.append({"id": "new", "title": equipped, "owner": "me", "zone": "hand"})
    return check_play(set_board(tmp_path, cards, table, phase="action"), "me", "new", EQUIP)


def test_an_alias_for_the_unique_rule_is_no_false_legal(tmp_path: Path) -> None:
    """h28adv3 F2: Ambition's Equip while its player controls The Broken Sword was legal; and
    the other way round, the Sword's Equip while he controls Ambition."""
    v = _equip(tmp_path, "T Broken Sword", "T Ambition")
    assert v.status == "unknown" and "considered T Broken Sword" in " ".join(v.reasons)
    v = _equip(tmp_path, "T Ambition", "T Broken Sword")
    assert v.status == "unknown" and "T Ambition (held)" in " ".join(v.reasons)


def test_an_alias_of_another_title_leaves_other_plays(tmp_path: Path) -> None:
    """Control: with Ambition in play, another Item's Equip (no such title) is not doubted."""
    cards = [KEEP_CARD, set_personality("T Lord", 0), _AMBITION]
    cards.append({"title": "T Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0})
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "T Lord", "owner": "me", "zone": "home"},
        {"id": "held", "title": "T Ambition", "owner": "me", "zone": "home", "attached_to": "lord"},
        {"id": "new", "title": "T Blade", "owner": "me", "zone": "hand"},
    ]
    v = check_play(set_board(tmp_path, cards, table, phase="action"), "me", "new", EQUIP)
    assert v.status == "legal", v.reasons


SHONO = (
    "Any player must discard two cards from his or her hand for one of his or her Personalities "
    "to challenge Shono."
)
SEIJURO = (
    "<b>Repeatable Limited, :bow::</b> Seijuro challenges another player's target Personality. "
    "He may refuse. Destroy the loser."
)
RALLY = "<b>Limited, :bow::</b> Give a target Personality +1F."


def test_challenge_costs_are_kept() -> None:
    from model.cardtext.challenge_costs import challenge_costs

    assert challenge_costs([SHONO, "Shono has +1F."]) == (SHONO,)
    atsutane = "While Atsutane has two Weapons, Personalities must bow to challenge him."
    assert challenge_costs([atsutane]) == (atsutane,)
    assert challenge_costs(["This Personality cannot be challenged."]) == ()


def _challenge(tmp_path: Path, shono: str) -> tuple[Any, Any]:
    from solver.good_faith import check

    cards = [
        KEEP_CARD,
        set_personality("Matsu Seijuro", 0, text=SEIJURO),
        set_personality("T Rallier", 0, text=RALLY),
        set_personality("Shinjo Shono", 0, text=shono),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sei", "title": "Matsu Seijuro", "owner": "me", "zone": "home"},
        {"id": "ral", "title": "T Rallier", "owner": "me", "zone": "home"},
        {"id": "sho", "title": "Shinjo Shono", "owner": "them", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, phase="action", players=players)
    return check(loaded, "me", "sei", 0), check(loaded, "me", "ral", 0)


def test_a_cost_to_challenge_a_card_is_no_false_legal(tmp_path: Path) -> None:
    """h28adv3 F5: Seijuro's challenge (Shono the only candidate, one card in hand) was legal;
    now unknown naming Shono's sentence. Another action (no challenge) is not doubted."""
    challenge, other = _challenge(tmp_path, SHONO)
    assert challenge.status == "unknown" and "Shinjo Shono (sho)" in challenge.reasons[0]
    assert other.status == "legal", other.reasons


def test_no_such_sentence_no_doubt(tmp_path: Path) -> None:
    challenge, _ = _challenge(tmp_path, "Shono has +1F.")
    assert challenge.status == "legal", challenge.reasons


def test_a_sentence_that_only_forbids_leaves_an_illegal_entering(tmp_path: Path) -> None:
    """A second Ambition: illegal by the Unique rule; its own alias sentence can only forbid,
    so it does not make that unknown (h28adv3 p20)."""
    v = _equip(tmp_path, "T Ambition", "T Ambition")
    assert v.status == "illegal" and "Unique" in v.reasons[0], v.reasons
