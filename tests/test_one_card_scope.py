"""One-card trait sentences in play, not read, against actions whose answer rests on other
cards (h25adv2 F2): a condition that reads only the action's own card or a target ("Melee 3
Attack if the target is dishonorable") no longer hides the witness; "Increase by 1 all Force
bonuses Saiyuki receives" is about Saiyuki alone; an illegal answer whose targets must be
another player's cards is not turned by a change to the acting player's own card. Controls:
the same sentences where they can turn the answer keep doubting."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from solver.one_card_scope import BONUSES_OF_ONE
from tests.builders import KEEP_CARD, set_board, set_personality

KAYO = "<b>Battle, :bow::</b> Melee 2 Attack, or Melee 3 Attack if the target is dishonorable."
ATARUKO = "<b>Battle:</b> Fear 2, or Fear 4 if Ataruko has a Nonhuman, non-Shadowlands Follower."
TAENARU = (
    "<b>Battle:</b> Once per battle, move home a target enemy Personality with lower current "
    "Force than his own printed Force."
)


@pytest.mark.parametrize(
    ("text", "title"), [(KAYO, "Shosuro Kayo"), (ATARUKO, "Matsu Ataruko"), (TAENARU, "T Tae")]
)
def test_the_actions_are_read(text: str, title: str) -> None:
    (action,) = import_text(text, title=title, card_type=CardType.PERSONALITY).actions
    assert action.full, action.not_understood


@pytest.mark.parametrize(
    ("said", "who"),
    [
        (
            "Increase by 1 all Force bonuses Saiyuki receives (for the duration of the bonus).",
            "Saiyuki",
        ),
        ("Decrease by 1 all Force penalties Kuro receives.", "Kuro"),
    ],
)
def test_bonuses_one_card_receives(said: str, who: str) -> None:
    m = BONUSES_OF_ONE.match(said)
    assert m is not None and m["who"] == who


def test_bonuses_of_a_group_are_not_one_card() -> None:
    assert BONUSES_OF_ONE.match("Increase by 1 all Force bonuses your Samurai receive.") is None


def _battle(tmp: Path, mine: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> Any:
    """``me`` attacks ``them`` at ``bf`` (Combat Segment); ``mine``/``theirs``: (title, text,
    force, where, extra) as set-file Personalities."""
    cards: list[dict[str, Any]] = [KEEP_CARD]
    table: list[dict[str, Any]] = [{"id": "keep", "title": "Keep", "owner": "me", "zone": "home"}]
    for owner, group in (("me", mine), ("them", theirs)):
        for p in group:
            cards.append(set_personality(p["title"], 1, text=p.get("text", ""), force=p["force"]))
            at = p.get("at", "bf")
            where = {"zone": "battlefield", "battlefield": "bf"} if at == "bf" else {"zone": "home"}
            table.append(
                {"id": p["id"], "title": p["title"], "owner": owner, **where, **p.get("extra", {})}
            )
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(
        tmp, cards, table, "b", phase="attack", segment="combat",
        current_battlefield="bf", attacker="me", players=players,
    )  # fmt: skip


HIRO = "Hiro has +1F for each bowed card in the enemy army."


@pytest.mark.parametrize(("with_shune", "expected"), [(True, "legal"), (False, "unknown")])
def test_a_conditional_strength_with_a_witness_the_sentence_cant_touch(
    tmp_path: Path, with_shune: bool, expected: str
) -> None:
    """Kayo's Melee 2 (3 against a dishonorable target): Shune (1F) qualifies whatever Hiro's
    Force is. Control: Hiro (2F) the only candidate, whose Force the sentence may raise."""
    theirs = [{"id": "hiro", "title": "Hiro", "force": 2, "text": HIRO}]
    if with_shune:
        theirs.append({"id": "shune", "title": "Shune", "force": 1})
    mine = [{"id": "kayo", "title": "Shosuro Kayo", "force": 2, "text": KAYO}]
    verdict = check(_battle(tmp_path, mine, theirs), "me", "kayo", 0)
    assert verdict.status == expected, verdict.reasons
    assert (expected == "unknown") is ("Hiro has +1F" in " ".join(verdict.reasons))


SAIYUKI = "Increase by 1 all Force bonuses Saiyuki receives (for the duration of the Force bonus)."


@pytest.mark.parametrize(
    ("saiyuki_at", "bonus", "expected"),
    [("home", False, "legal"), ("bf", True, "unknown"), ("bf", False, "legal")],
)
def test_a_fear_with_a_condition_on_its_own_card(
    tmp_path: Path, saiyuki_at: str, bonus: bool, expected: str
) -> None:
    """Ataruko's Fear 2 (4 with a Nonhuman Follower): the 2F Berserker qualifies; Saiyuki's
    sentence is about Saiyuki alone. Control: Saiyuki (1F and a +1F bonus: 2F) at the
    battlefield, the only candidate, whose bonus the sentence raises. Without any bonus it
    changes nothing (h36adv3 A10): Saiyuki (2F) qualifies."""
    extra = {"modifiers": [{"stat": "force", "amount": 1}]} if bonus else {}
    theirs = [
        {"id": "sai", "title": "Saiyuki", "force": 2 - bonus, "text": SAIYUKI, "at": saiyuki_at}
        | {"extra": extra}
    ]
    if saiyuki_at == "home":
        theirs.append({"id": "bers", "title": "Berserker", "force": 2})
    mine = [{"id": "ata", "title": "Matsu Ataruko", "force": 3, "text": ATARUKO}]
    verdict = check(_battle(tmp_path, mine, theirs), "me", "ata", 0)
    assert verdict.status == expected, verdict.reasons
    assert (expected == "unknown") is ("Saiyuki receives" in " ".join(verdict.reasons))


@pytest.mark.parametrize(("sentence_on", "expected"), [("me", "illegal"), ("them", "unknown")])
def test_an_enemy_target_none_of_which_the_sentence_can_be(
    tmp_path: Path, sentence_on: str, expected: str
) -> None:
    """Taenaru needs an enemy Personality below his printed Force; there is none. "Hiro has -2F
    while dueling." (not read) on his own player's Hiro can't make an enemy one (illegal); on an
    enemy Hiro it may (control: unknown)."""
    hiro = {"id": "hiro", "title": "Hiro", "force": 2, "text": "Hiro has -2F while dueling."}
    foe = {"id": "foe", "title": "Foe", "force": 2}
    tae = {"id": "tae", "title": "T Tae", "force": 2, "text": TAENARU}
    mine, theirs = ([tae, hiro], [foe]) if sentence_on == "me" else ([tae], [foe, hiro])
    verdict = check(_battle(tmp_path, mine, theirs), "me", "tae", 0)
    assert verdict.status == expected, verdict.reasons
    assert (expected == "unknown") is ("Hiro has -2F" in " ".join(verdict.reasons))


KIRYU_O = (
    "This Item counts as a Fortification for actions and traits and will not attach to Provinces."
)


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        # tests no card's keyword or stat, brings nothing (h29adv1 F13: Three Clan Alliance)
        ("<b>Open:</b> Gain 1 Honor.", "legal"),
        ("<b>Open:</b> Target a Personality. Gain 1 Honor.", "legal"),
        # control: a keyword test, which the Item's Fortification may meet
        ("<b>Open:</b> Target a Fortification. Gain 1 Honor.", "unknown"),
    ],
)
def test_counts_as_a_keyword_for_its_own_card(tmp_path: Path, action: str, expected: str) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3),
        {
            "title": "Siege Engine",
            "types": ["Item"],
            "decks": ["Fate"],
            "gold_cost": 3,
            "keywords": ["Siege"],
            "text": KIRYU_O,
        },
        {"title": "Plan", "types": ["Strategy"], "decks": ["Fate"], "text": action},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "them", "zone": "home"},
        {
            "id": "eng",
            "title": "Siege Engine",
            "owner": "them",
            "zone": "home",
            "attached_to": "lord",
        },
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, "kiryu", phase="action", players=players)
    v = check(loaded, "me", "s", 0)
    assert v.status == expected, v.reasons
