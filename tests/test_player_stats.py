"""Trait sentences that set a stat of the player or of the player's Stronghold, set aside with
no doubt before (issue 13; h29adv2 F4, F5; h29adv1 F4): "Your Stronghold has a maximum Gold
Production of 4." (Reference 03, Sensei), "Your Clan Alignments are Mantis, Sparrow, and
Spider." (Reference 02/03, the Clan Honor Rule) and "players must discard a card to have their
Personality challenge him." (Costs and restrictions: additional costs from outside)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.challenge_costs import challenge_costs
from model.cardtext.player_stats import player_clan_alignments, stronghold_gold_maximum
from solver.playing import check_play
from solver.verdict import RECRUIT
from tests.builders import set_board, set_personality
from tests.test_silent_traits import _challenge

LEGIONS = (
    "Your Wind must be The Kanpeki Dynasty. Your Stronghold has a maximum Gold Production of 4."
)
ALLIANCE = (
    "Your Clan Alignments are Mantis, Sparrow, and Spider. You may not play :shadowlands: cards."
)
GOJIRO = (
    "While Gojiro has a Tetsubo, he has +1F and players must discard a card to have their "
    "Personality challenge him."
)


def test_the_sentences_are_read() -> None:
    assert stronghold_gold_maximum([LEGIONS]) == 4
    assert stronghold_gold_maximum(["Your Stronghold has +1GP."]) is None
    assert stronghold_gold_maximum(["Your Personalities have a maximum Force of 3."]) is None
    assert player_clan_alignments([ALLIANCE]) == ("mantis", "sparrow", "spider")
    assert player_clan_alignments(["Your Clan Alignments are Mantis, Foo, and Spider."]) == ()
    assert player_clan_alignments(["Your Clan Alignment is Mantis."]) == ()
    assert challenge_costs([GOJIRO]) == (GOJIRO,)


def _sensei(tmp_path: Path, text: str, clan: str, cost: int, gp: int = 1) -> Any:
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 4},
        {"title": "T Sensei", "types": ["Sensei"], "gold_production": gp, "text": text},
        set_personality("Lord", cost, clans=[clan]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "T Sensei", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
    ]
    players = [{"id": "me", "family_honor": 10, "clan": "sparrow"}]
    return set_board(tmp_path, cards, table, players=players)


def test_a_gold_production_maximum_caps_the_sensei_bonus(tmp_path: Path) -> None:
    """h29adv2 F4: Keep 4 + the Sensei's +1GP is 5, but the Sensei caps it at 4: a Gold Cost 5
    Recruit is illegal (it was legal, paying 5)."""
    v = check_play(_sensei(tmp_path, LEGIONS, "sparrow", 5), "me", "lord", RECRUIT)
    assert v.status == "illegal" and "Gold" in v.reasons[0], v.reasons
    v = check_play(_sensei(tmp_path, LEGIONS, "sparrow", 4), "me", "lord", RECRUIT)
    assert v.status == "legal", v.reasons


def test_no_maximum_the_sensei_bonus_counts(tmp_path: Path) -> None:
    """Control: the same Sensei without the cap gives the Stronghold 5."""
    v = check_play(_sensei(tmp_path, "Your Wind must be X.", "sparrow", 5), "me", "lord", RECRUIT)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize(("clan", "status"), [("mantis", "legal"), ("crab", "illegal")])
def test_clan_alignments_named_by_a_sensei(tmp_path: Path, clan: str, status: str) -> None:
    """h29adv2 F5: a Sparrow player with Three Clan Alliance Recruits a Mantis Personality for
    its Gold Cost (Mantis is one of their Clan Alignments); a Crab Personality still pays the
    Clan Honor Rule's 2 Gold (4 Gold: Gold Cost 4 is legal only without it)."""
    v = check_play(_sensei(tmp_path, ALLIANCE, clan, 4, gp=0), "me", "lord", RECRUIT)
    assert v.status == status, v.reasons


def test_without_the_sentence_the_clan_honor_rule_charges(tmp_path: Path) -> None:
    v = check_play(_sensei(tmp_path, "Draw a card.", "mantis", 4, gp=0), "me", "lord", RECRUIT)
    assert v.status == "illegal" and "Clan Honor" in " ".join(v.reasons), v.reasons


def test_a_discard_to_have_a_personality_challenge_him(tmp_path: Path) -> None:
    """h29adv1 F4: Gojiro's cost on challenging him was dropped (legal with no card to
    discard); now unknown naming it. An action that issues no challenge is not doubted."""
    challenge, other = _challenge(tmp_path, GOJIRO)
    assert challenge.status == "unknown" and "have their Personality" in challenge.reasons[0]
    assert other.status == "legal", other.reasons


@pytest.mark.parametrize(("text", "status"), [(ALLIANCE, "legal"), ("Draw a card.", "illegal")])
def test_loyal_to_a_clan_the_sensei_names(tmp_path: Path, text: str, status: str) -> None:
    """Reference 03, Loyal: a Loyal Mantis Personality joins a Sparrow player whose Sensei says
    "Your Clan Alignments are Mantis, Sparrow, and Spider."; without the sentence it is
    illegal (Loyal)."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 4},
        {"title": "T Sensei", "types": ["Sensei"], "gold_production": 0, "text": text},
        set_personality("Lord", 2, clans=["Mantis"], keywords=["Loyal"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "T Sensei", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
    ]
    players = [{"id": "me", "family_honor": 10, "clan": "sparrow"}]
    v = check_play(set_board(tmp_path, cards, table, players=players), "me", "lord", RECRUIT)
    assert v.status == status, v.reasons
    if status == "illegal":
        assert "Loyal" in v.reasons[0]


def _tetsubo_board(tmp_path: Path, armed: bool) -> Any:
    from solver.good_faith import check
    from tests.builders import KEEP_CARD
    from tests.test_silent_traits import SEIJURO

    said = "While Shono has a Tetsubo, players must discard a card to have their Personality "
    said += "challenge him."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Matsu Seijuro", 0, text=SEIJURO),
        set_personality("Shinjo Shono", 0, text=said),
        {"title": "T Club", "types": ["Item"], "gold_cost": 1, "keywords": ["Weapon", "Tetsubo"]},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sei", "title": "Matsu Seijuro", "owner": "me", "zone": "home"},
        {"id": "sho", "title": "Shinjo Shono", "owner": "them", "zone": "home"},
    ]
    if armed:
        table.append(
            {"id": "club", "title": "T Club", "owner": "them", "zone": "home", "attached_to": "sho"}
        )
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, phase="action", players=players)
    return check(loaded, "me", "sei", 0)


def test_the_cost_holds_only_while_he_has_the_tetsubo(tmp_path: Path) -> None:
    """h29adv1 p07b: "While Gojiro has a Tetsubo, ..." with no Tetsubo attached adds no cost
    (legal); with one, the challenge is unknown naming the sentence."""
    assert _tetsubo_board(tmp_path, armed=False).status == "legal"
    v = _tetsubo_board(tmp_path, armed=True)
    assert v.status == "unknown" and "Tetsubo" in v.reasons[0], v.reasons
