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
from solver.clan_grants import read_grant
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


def _recruit(
    tmp: Path,
    sensei_text: str | None,
    *,
    clan: str | None = "scorpion",
    title: str = "T Taka",
    keywords: tuple[str, ...] = ("Kolat",),
    loyal: bool = False,
    extra: tuple[dict[str, Any], ...] = (),
) -> tuple[str, str]:
    kws = [*keywords, *(["Loyal"] if loyal else [])]
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality(title, 2, clans=["Crab"], keywords=kws),
        *extra,
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "taka", "title": title, "owner": "me", "zone": "province", "province": 0},
    ]
    table += [
        {"id": f"x{i}", "title": c["title"], "owner": "me", "zone": "home"}
        for i, c in enumerate(extra)
    ]
    if sensei_text is not None:
        cards.append({"title": "T Hall", "types": ["Holding"], "gold_cost": 1, "text": sensei_text})
        table.append({"id": "hall", "title": "T Hall", "owner": "me", "zone": "home"})
    players = [{"id": "me", "family_honor": 10} | ({"clan": clan} if clan else {})]
    loaded = set_board(tmp, cards, table, players=players)
    verdict = check(loaded, "me", "taka", RECRUIT)
    return verdict.status, verdict.details[0].text if verdict.details else ""


def test_the_clan_honor_rule_while_a_clan_alignment_is_given(tmp_path: Path) -> None:
    """2 Gold for the Gold Cost 2 and the Clan Honor Rule's 2: can't pay, unless Taka has the
    player's Clan Alignment, which the Sensei gives him (a Kolat Personality; the player's
    Clan stated): no Clan Honor Rule, legal (h28adv2 F9, h28adv3 F3)."""
    assert _recruit(tmp_path, None)[0] == "illegal"
    assert _recruit(tmp_path, _KAGE)[0] == "legal"


def test_a_grant_not_settled_stays_a_doubt(tmp_path: Path) -> None:
    """No Clan stated; or a family name in the title only (Tsuruchi: not a keyword, and the
    rules files do not define family names): unknown, naming the grant."""
    status, why = _recruit(tmp_path, _KAGE, clan=None)
    assert (status, why.endswith(_KAGE)) == ("unknown", True)
    fusako = "Your Tsuruchi Personalities in and out of play have your Clan Alignment."
    status, why = _recruit(tmp_path, fusako, title="Tsuruchi Omori", keywords=())
    assert (status, why.endswith(fusako)) == ("unknown", True)


def test_a_personality_the_grant_cannot_name(tmp_path: Path) -> None:
    """A Crab Personality with no Kolat keyword (nor the word in its title): the grant can't
    reach him, so his Clan Honor Rule shortfall is illegal, not a doubt (h28rm4/5)."""
    assert _recruit(tmp_path, _KAGE, keywords=("Samurai",))[0] == "illegal"
    # control: with a Kolat Personality in play the grant reaches, a card in play naming a Clan
    # in a selector (here an action; a Gold source's condition alike) keeps the doubt
    spy = set_personality("T Spy", 0, clans=["Crab"], keywords=["Kolat"])
    tower = {
        "title": "T Tower",
        "types": ["Holding"],
        "gold_cost": 1,
        "text": "<b>Open:</b> Bow a target Crab Clan Personality.",
    }
    status, why = _recruit(tmp_path, _KAGE, keywords=("Samurai",), extra=(spy, tower))
    assert (status, why.endswith(_KAGE)) == ("unknown", True)


def test_loyal_with_the_given_clan(tmp_path: Path) -> None:
    """A Loyal Crab Kolat Personality for a Scorpion Clan player: illegal alone (Loyal), legal
    with the Sensei's grant (he has the player's Clan Alignment; Reference 03, Loyal)."""
    assert _recruit(tmp_path, None, loyal=True)[0] == "illegal"
    assert _recruit(tmp_path, _KAGE, loyal=True)[0] == "legal"


@pytest.mark.parametrize(
    ("said", "names"),
    [
        (_KAGE, ("kolat",)),
        ("Your Fox Clan Personalities in and out of play have your Clan Alignment.", ("fox clan",)),
        (
            "Your Commander, Ronin, and Seven Thunder Personalities in and out of play have your "
            "Clan Alignment.",
            ("commander", "ronin", "seven thunder"),
        ),
        (
            "Your Monk and Seven Thunder Personalities in and out of play have your Clan "
            "Alignment.",
            ("monk", "seven thunder"),
        ),
        # not read whole
        (
            "Your other non-Loyal Magistrate Personalities in and out of play have your Clan "
            "alignment.",
            None,
        ),
        (
            "Your Love Letter Personalities in and out of play have your Clan Alignment and you "
            "ignore their Honor Requirement.",
            None,
        ),
        (
            "Your Gaijin Personalities in and out of play (including Atosa) have your Clan "
            "alignment.",
            None,
        ),
        ("Shadowlands Personalities you own in and out of play have your Clan alignment.", None),
    ],
)
def test_read_grant(said: str, names: tuple[str, ...] | None) -> None:
    assert read_grant(said) == names


def _tower(tmp: Path, foe_clan: str) -> tuple[str, tuple[str, ...]]:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("T Spy", 0, clans=["Crab"], keywords=["Kolat"]),
        set_personality("T Foe", 0, clans=[foe_clan]),
        {"title": "T Hall", "types": ["Holding"], "gold_cost": 1, "text": _KAGE},
        {
            "title": "T Tower",
            "types": ["Holding"],
            "gold_cost": 1,
            "text": "<b>Open:</b> Bow a target Scorpion Clan Personality.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "spy", "title": "T Spy", "owner": "me", "zone": "home"},
        {"id": "hall", "title": "T Hall", "owner": "me", "zone": "home"},
        {"id": "tower", "title": "T Tower", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "T Foe", "owner": "them", "zone": "home"},
    ]
    players = [
        {"id": "me", "family_honor": 10, "clan": "scorpion"},
        {"id": "them", "family_honor": 10},
    ]
    loaded = set_board(tmp, cards, table, phase="action", players=players)
    verdict = check(loaded, "me", "tower", 0)
    return verdict.status, verdict.reasons


def test_an_action_the_grant_can_change_only_through_its_kolat(tmp_path: Path) -> None:
    """ "Bow a target Scorpion Clan Personality" with the other player's Scorpion Personality as
    its witness: the grant reaches only the player's Kolat (T Spy), so it can't turn that legal
    answer; with no Scorpion but the Spy the grant may give, the doubt stays (control)."""
    assert _tower(tmp_path, "Scorpion")[0] == "legal"
    status, reasons = _tower(tmp_path, "Lion")
    assert status == "unknown" and reasons[0].endswith(_KAGE), reasons
