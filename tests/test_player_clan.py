"""One Clan source (``model.player_clan``; Reference 02, Clan Alignment: a player's Clan
Alignment derives from his Stronghold's): every Clan sentence reads the same decision. Sources
agreeing (the stated ``players[].clan`` and the Stronghold's): exact; one source alone: it
decides; contradicting (a Scorpion player with a Crab Stronghold): ``unknown`` naming both.
Real cards by title (../shared/data), skipped when absent."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from model.common import Stat
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from model.player_clan import player_clan
from model.state import View
from solver.clan_grants import with_granted_clan
from solver.good_faith import check
from solver.production import gold_sources, unread_producers
from solver.verdict import Play

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

#: the Crab and Mantis Strongholds (bowed: they pay nothing; their Clan is what counts)
CRAB_KEEP = "Carpenter Castle"
MANTIS_KEEP = "Koshin Keep"
#: the three boards of each place: sources agreeing, one source alone, contradicting
AGREE = ("crab", CRAB_KEEP)
STATED_ONLY = ("crab", None)
KEEP_ONLY = (None, CRAB_KEEP)
CONTRADICT = ("scorpion", CRAB_KEEP)
OTHER = ("mantis", MANTIS_KEEP)  # control: agreeing on another Clan


@cache
def _pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _board(
    mine: tuple[str | None, str | None],
    cards: list[tuple[str, str, str]],
    *,
    theirs: tuple[str | None, str | None] = (None, None),
    phase: str = "dynasty",
    honor: int = 10,
    lost: bool = False,
) -> LoadedState:
    """``me`` (Clan stated, Stronghold title) and ``them`` with ``cards`` (id, title, zone:
    "home" for mine in play, "them" for theirs in play, "province" for my province 1, "hand")."""
    players: list[dict[str, Any]] = []
    table: list[dict[str, Any]] = []
    for who, (clan, keep) in (("me", mine), ("them", theirs)):
        players.append(
            {"id": who, "family_honor": honor, "lost_honor_to_others": lost}
            | ({"clan": clan} if clan else {})
        )
        if keep is not None:
            table.append(
                {"id": f"{who}-keep", "title": keep, "owner": who, "zone": "home", "bowed": True}
            )
    for cid, title, zone in cards:
        row: dict[str, Any] = {"id": cid, "title": title, "owner": "me", "zone": zone}
        if zone == "them":
            row |= {"owner": "them", "zone": "home"}
        if zone == "province":
            row["province"] = 1
        table.append(row)
    data = {"turn": 3, "active_player": "me", "phase": phase, "players": players, "cards": table}
    return parse_state(data, "board", cards=_pool())


def _view(state: LoadedState) -> View:
    return View.of(state.state, state.library)


@pytest.mark.parametrize(
    ("mine", "settled", "clans"),
    [
        (AGREE, True, {"crab"}),
        (STATED_ONLY, True, {"crab"}),
        (KEEP_ONLY, True, {"crab"}),
        (CONTRADICT, False, set()),
        ((None, None), True, set()),  # neither: unaligned, and no source names a Clan
    ],
)
def test_one_decision(mine: tuple[str | None, str | None], settled: bool, clans: set[str]) -> None:
    got = player_clan(_view(_board(mine, [])), "me")
    assert (got.settled, set(got.clans)) == (settled, clans)
    if not settled:  # naming both sources
        assert "Scorpion Clan (players[].clan)" in got.why and CRAB_KEEP in got.why
        assert "Crab Clan" in got.why


def test_three_clan_alliance_names_the_clans() -> None:
    """ "Your Clan Alignments are Mantis, Sparrow, and Spider.": exactly those, the stated Clan
    one of them (settled), or another (not settled, naming both)."""
    sensei = [("s", "Three Clan Alliance", "home")]
    got = player_clan(_view(_board(("mantis", MANTIS_KEEP), sensei)), "me")
    assert got.settled and got.clans == {"mantis", "sparrow", "spider"}
    got = player_clan(_view(_board(("crab", None), sensei)), "me")
    assert not got.settled and "Mantis Clan, Sparrow Clan, Spider Clan" in got.why


@pytest.mark.parametrize(("stated", "settled"), [(None, True), ("imperial", True), ("crab", False)])
def test_an_unaligned_stronghold_naming_your_clan(stated: str | None, settled: bool) -> None:
    """Journey's End Keep • Experienced (unaligned), '"Imperial" is a Clan Alignment, and it is
    your Clan Alignment.': the player is Imperial; a stated Crab contradicts it."""
    keep = "Journey's End Keep • Experienced"
    got = player_clan(_view(_board((stated, keep), [])), "me")
    assert got.settled == settled
    assert got.clans == ({"imperial"} if settled else set())


@pytest.mark.parametrize(
    ("mine", "gold", "doubt"),
    [(AGREE, 3, False), (STATED_ONLY, 3, False), (KEEP_ONLY, 3, False), (CONTRADICT, 2, True)],
)
def test_iron_mine_reads_the_one_clan(
    mine: tuple[str | None, str | None], gold: int, doubt: bool
) -> None:
    """Iron Mine, "Produce 2 Gold, or 3 Gold if you are a Crab Clan player." (a Gold reader's
    condition): 3 with the Clan settled Crab; contradicting, only the 2 sure Gold and the
    producer named as a doubt (a shortfall is unknown)."""
    view = _view(_board(mine, [("m", "Iron Mine", "home")]))
    assert max(s.gold for s in gold_sources(view, "me") if s.id.startswith("m")) == gold
    named = [u for u in unread_producers(view, "me") if u.startswith("Iron Mine (m)")]
    assert bool(named) == doubt
    if doubt:
        assert "Scorpion Clan" in named[0] and CRAB_KEEP in named[0]


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (AGREE, "legal"),
        (STATED_ONLY, "legal"),
        (KEEP_ONLY, "legal"),
        (CONTRADICT, "unknown"),
        (OTHER, "illegal"),  # control: settled, not Crab
    ],
)
def test_iron_mine_pays_for_a_recruit(mine: tuple[str | None, str | None], expected: str) -> None:
    """Hiruma Moritoki (Crab, 6 Gold) paid by Iron Mine and Remote Village: 6 Gold only as a
    Crab player; the Mantis control has 5 Gold and owes the Clan Honor Rule's 2 more (illegal);
    contradicting, unknown."""
    cards = [
        ("m", "Iron Mine", "home"),
        ("v", "Remote Village", "home"),
        ("p", "Hiruma Moritoki", "province"),
    ]
    verdict = check(_board(mine, cards), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert any("Scorpion Clan" in r and CRAB_KEEP in r for r in verdict.reasons)


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (AGREE, "legal"),
        (STATED_ONLY, "legal"),
        (KEEP_ONLY, "legal"),
        (CONTRADICT, "unknown"),
        (OTHER, "illegal"),
    ],
)
def test_the_clan_honor_rule(mine: tuple[str | None, str | None], expected: str) -> None:
    """Hiruma Moritoki (Crab, 6 Gold) with Silk Works and Large Farm (6 Gold): no Clan Honor
    surcharge for a Crab player; 2 more for another (illegal); contradicting, unknown."""
    cards = [
        ("s", "Silk Works", "home"),
        ("f", "Large Farm", "home"),
        ("p", "Hiruma Moritoki", "province"),
    ]
    verdict = check(_board(mine, cards), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (AGREE, "legal"),
        (STATED_ONLY, "legal"),
        (KEEP_ONLY, "legal"),
        (CONTRADICT, "unknown"),
        (("mantis", CRAB_KEEP), "unknown"),  # contradicting the other way round
        (OTHER, "illegal"),
    ],
)
def test_loyal(mine: tuple[str | None, str | None], expected: str) -> None:
    """Yasuki Jekku (Loyal, Crab, 7 Gold; 9 Gold here): only a Crab player brings him in
    (Reference 03, Loyal)."""
    cards = [
        ("s", "Silk Works", "home"),
        ("v", "Remote Village", "home"),
        ("f", "Large Farm", "home"),
        ("p", "Yasuki Jekku", "province"),
    ]
    verdict = check(_board(mine, cards), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "illegal":
        assert verdict.reasons[0].startswith("Loyal:")


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (AGREE, "legal"),
        (STATED_ONLY, "legal"),
        (KEEP_ONLY, "legal"),
        (CONTRADICT, "unknown"),
        (OTHER, "illegal"),
    ],
)
def test_honor_requirement_of_one_s_own_clan(
    mine: tuple[str | None, str | None], expected: str
) -> None:
    """Kaiu Kawachi (Crab, HR 3, 8 Gold) at Family Honor 2 for a player who lost Honor to
    others' cards: he ignores the Honor Requirements of his own Clan's Personalities (Reference
    03), so only a Crab player brings him in (the Mantis control also owes the Clan Honor Rule's
    2 Gold: 10 of 9, illegal either way)."""
    cards = [
        ("s", "Silk Works", "home"),
        ("v", "Remote Village", "home"),
        ("f", "Large Farm", "home"),
        ("p", "Kaiu Kawachi", "province"),
    ]
    verdict = check(_board(mine, cards, honor=2, lost=True), "me", "p", Play.RECRUIT)
    assert verdict.status == expected, verdict.reasons


def test_honor_requirement_control_no_honor_lost() -> None:
    """Control: without Honor lost to others, the Crab player's Kaiu Kawachi is refused (HR 3
    against Family Honor 2)."""
    cards = [
        ("s", "Silk Works", "home"),
        ("v", "Remote Village", "home"),
        ("f", "Large Farm", "home"),
        ("p", "Kaiu Kawachi", "province"),
    ]
    verdict = check(_board(AGREE, cards, honor=2), "me", "p", Play.RECRUIT)
    assert verdict.status == "illegal" and "Honor Requirement 3" in verdict.reasons[0]


@pytest.mark.parametrize(
    ("theirs", "chi"),
    [
        (("lion", "The Golden Plains"), 3),
        (("lion", None), 3),
        ((None, "The Golden Plains"), 3),
        (("crab", CRAB_KEEP), 2),  # control: settled, not Lion
        (("lion", CRAB_KEEP), None),  # contradicting: not applied, a doubt
    ],
)
def test_irezu_reads_the_other_player_s_clan(
    theirs: tuple[str | None, str | None], chi: int | None
) -> None:
    """Bayushi Irezu • Experienced, "Irezu has +1C if another player is Lion Clan." (Chi 2)."""
    from model.clan_stats import settled_clan_stat

    view = _view(
        _board(("scorpion", None), [("i", "Bayushi Irezu • Experienced", "home")], theirs=theirs)
    )
    said = "Irezu has +1C if another player is Lion Clan."
    assert settled_clan_stat(view, "i", said) == (None if chi is None else chi == 3)
    assert view.stat("i", Stat.CHI) == (2 if chi is None else chi)


@pytest.mark.parametrize(
    ("mine", "granted"),
    [(AGREE, ("crab",)), (STATED_ONLY, ("crab",)), (KEEP_ONLY, ("crab",)), (CONTRADICT, ())],
)
def test_kage_sensei_grants_the_one_clan(
    mine: tuple[str | None, str | None], granted: tuple[str, ...]
) -> None:
    """Kage Sensei, "Your Kolat Personalities in and out of play have your Clan Alignment.":
    Oboro, the Liar (Kolat, unaligned) gets the settled Clan; contradicting, none (a doubt)."""
    cards = [("k", "Kage Sensei", "home"), ("p", "Oboro, the Liar", "province")]
    view = _view(_board(mine, cards))
    d = view.definition("p")
    got = with_granted_clan(view, "me", "p", d)
    assert tuple(c for c in got.clan if c not in d.clan) == granted


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (("dragon", "Dragon's Breath Castle"), "legal"),
        (("dragon", None), "legal"),
        ((None, "Dragon's Breath Castle"), "legal"),
        (("dragon", CRAB_KEEP), "unknown"),
        (OTHER, "illegal"),
    ],
)
def test_an_ability_if_you_are_a_clan_player(
    mine: tuple[str | None, str | None], expected: str
) -> None:
    """The Sincerity of the Dragon, "Battle/Open: If you are a Dragon Clan player, choose your
    performing unbowed Dragon Clan Personality: ...": its condition reads the one Clan."""
    cards = [("g", "Mirumoto Gobashi", "home"), ("s", "The Sincerity of the Dragon", "hand")]
    verdict = check(_board(mine, cards, phase="action"), "me", "s")
    assert verdict.status == expected, verdict.reasons
