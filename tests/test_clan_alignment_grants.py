"""A trait giving cards their controller's Clan Alignment, printed with a capital "Alignment"
("Your Kolat Personalities in and out of play have your Clan Alignment.": Kage Sensei, Fusako
Sensei, At'tok'tuk Sensei, ...), is a Clan quality not read (``CardDef.qualities_unread``):
while its card is in play, a Recruit the Clan Honor Rule or a Clan-scoped Gold source turns on
is unknown, never the false illegal of h28adv2 F9 / h28adv3 F3 (Reference 03, Clan Honor
Rule)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.qualities import qualities_unread, quality_kinds
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_KAGE = "Your Kolat Personalities in and out of play have your Clan Alignment."


@pytest.mark.parametrize(
    "said",
    [
        _KAGE,
        "Your Tsuruchi Personalities in and out of play have your Clan Alignment.",
        "Your Fox Clan Personalities in and out of play have your Clan Alignment.",
        "Your Monk and Seven Thunder Personalities in and out of play have your Clan Alignment.",
        "Shadowlands Personalities you own in and out of play have your Clan alignment.",
    ],
)
def test_a_clan_alignment_given_in_either_case(said: str) -> None:
    assert qualities_unread([said]) == (said,)
    assert quality_kinds(said) == {"clan"}


def test_control_a_refusal_of_clan_alignments_gives_none() -> None:
    assert qualities_unread(["Kuso will not gain a Clan Alignment."]) == ()


def _recruit(tmp: Path, sensei_text: str | None) -> tuple[str, str]:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("T Taka", 2, clans=["Crab"], keywords=["Kolat"]),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "taka", "title": "T Taka", "owner": "me", "zone": "province", "province": 0},
    ]
    if sensei_text is not None:
        cards.append({"title": "T Hall", "types": ["Holding"], "gold_cost": 1, "text": sensei_text})
        table.append({"id": "hall", "title": "T Hall", "owner": "me", "zone": "home"})
    players = [{"id": "me", "family_honor": 10, "clan": "scorpion"}]
    loaded = set_board(tmp, cards, table, players=players)
    verdict = check(loaded, "me", "taka", RECRUIT)
    return verdict.status, verdict.details[0].text


def test_the_clan_honor_rule_while_a_clan_alignment_is_given(tmp_path: Path) -> None:
    # 2 Gold for the Gold Cost 2 and the Clan Honor Rule's 2: can't pay, unless Taka has the
    # player's Clan Alignment, which the Sensei may give him
    assert _recruit(tmp_path, None)[0] == "illegal"
    status, why = _recruit(tmp_path, _KAGE)
    assert status == "unknown"
    assert why.endswith(_KAGE)
