"""The Abbot's surcharge on bringing cards into play (h39adv4 W3): "Other players' actions
targeting The Abbot cost 2 more Gold (even actions without Gold costs)." can't touch a Recruit
or an Equip (they target the card they bring into play, Reference 01 change 3, never a card in
play; an Equip's host is its player's own Personality, and the sentence charges other
players only) nor a Terrain putting itself into play (no target). Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.announce import legal_announcements
from solver.good_faith import check
from solver.playing import check_play
from solver.verdict import Play

_ABBOT = "The Abbot • Experienced 3"


def _card(cid: str, title: str, owner: str = "me", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _state(pool: CardPool, phase: str, clans: tuple[str, str], cards: list[Any], **kw: Any) -> Any:
    data = {
        "turn": 4,
        "active_player": "me",
        "phase": phase,
        "players": [
            {"id": "me", "clan": clans[0], "family_honor": 10},
            {"id": "opp", "clan": clans[1], "family_honor": 10},
        ],
        "cards": cards,
        **kw,
    }
    return parse_state(data, "board", None, pool)


def _dynasty(pool: CardPool, abbot: str | None, iron_bowed: bool = False) -> LoadedState:
    """Crab's Dynasty Phase: Kyuden Hida bowed, Iron Mine (3), Tea House (1) in a province."""
    cards = [
        _card("kyuden", "Kyuden Hida • Experienced", bowed=True),
        _card("iron", "Iron Mine", bowed=iron_bowed),
        _card("p1", "Tea House", zone="province", province=1),
        _card("shamate", "Shamate Keep", "opp"),
    ]
    if abbot is not None:
        cards.append(_card("abbot", _ABBOT, abbot))
    return _state(pool, "dynasty", ("crab", "lion"), cards)


def test_a_recruit_never_targets_the_abbot(pool: CardPool) -> None:
    for owner in (None, "me", "opp"):
        v = check_play(_dynasty(pool, owner), "me", "p1", Play.RECRUIT)
        assert v.status == "legal", (owner, v.reasons)


def test_a_recruit_short_of_gold_stays_illegal(pool: CardPool) -> None:
    # control: the Abbot sentence can't lift a shortfall either
    for owner in ("me", "opp"):
        v = check_play(_dynasty(pool, owner, iron_bowed=True), "me", "p1", Play.RECRUIT)
        assert v.status == "illegal", (owner, v.reasons)


def test_the_lister_offers_the_recruit(pool: CardPool) -> None:
    listed = {la.card for la in legal_announcements(_dynasty(pool, "opp"), "me")}
    assert "p1" in listed


def _equip(pool: CardPool, abbot: str) -> LoadedState:
    """Unicorn's Action Phase: Horse in hand, Kataoka at home, Shiro Chugo bowed."""
    cards = [
        _card("sh", "Shiro Chugo", bowed=True),
        _card("kat", "Kataoka"),
        _card("horse", "Horse", zone="hand"),
        _card("abbot", _ABBOT, abbot),
        _card("shamate", "Shamate Keep", "opp"),
    ]
    return _state(pool, "action", ("unicorn", "lion"), cards)


def test_an_equip_onto_an_own_personality_pays_nothing_more(pool: CardPool) -> None:
    # the own Abbot as a host: "Other players'" actions only; the opponent's: no host
    for owner in ("me", "opp"):
        v = check_play(_equip(pool, owner), "me", "horse", Play.EQUIP)
        assert v.status == "legal", (owner, v.reasons)
    v = check_play(_equip(pool, "me"), "me", "horse", Play.EQUIP)
    assert v.witness is not None


def _forest(pool: CardPool, abbot: str) -> LoadedState:
    """Crane attacks Lion at opp-p1 (Combat Segment): Blanketed Forest (no Gold cost) in
    hand."""
    cards = [
        _card("aerie", "The Aerie"),
        _card("bf", "Blanketed Forest", zone="hand"),
        _card("shig", "Doji Shigeyuki", zone="battlefield", battlefield="opp-p1"),
        _card("shamate", "Shamate Keep", "opp"),
        _card("kamina", "Akodo Kamina", "opp", zone="battlefield", battlefield="opp-p1"),
        _card("abbot", _ABBOT, abbot),
    ]
    return _state(
        pool,
        "attack",
        ("crane", "lion"),
        cards,
        segment="combat",
        current_battlefield="opp-p1",
        attacker="me",
    )


def test_a_terrain_putting_itself_into_play_targets_nothing(pool: CardPool) -> None:
    for owner in ("me", "opp"):
        v = check(_forest(pool, owner), "me", "bf", 0)
        assert v.status == "legal", (owner, v.reasons)
        assert not any("Abbot" in r for r in v.reasons)
