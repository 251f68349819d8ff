"""Abilities that exist only while a condition holds, fail closed (abilities-and-actions.txt:
"Rarely, the existence of an ability may depend on a condition being met. For example: While
Domo is honorable, he has the ability, "Battle: Ranged 4 Attack.""): the condition stated true
is legal, stated false illegal naming it, and a fact it reads that the state does not state
(``model.condition_facts``) unknown naming the condition and the fact — never read as false.
h42exists."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import board, card, pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

#: ``me`` attacks ``them``'s first Province, the battle at ``them-p1``
_BATTLE: dict[str, Any] = {
    "phase": "attack",
    "segment": "combat",
    "attacker": "me",
    "current_battlefield": "them-p1",
    "battlefields": ["them-p1"],
}


def _domo(dishonorable: bool) -> LoadedState:
    """Domo (the rules' example, the library's card) attacking with an enemy Personality
    without Followers at the battle (his Ranged 4 Attack's target)."""
    cards = [
        card("d", "Domo", "me", "battlefield", battlefield="them-p1", dishonorable=dishonorable),
        card("e", "Ranged Foe", "them", "battlefield", battlefield="them-p1"),
    ]
    defs = [{"title": "Ranged Foe", "type": "personality", "force": 1, "chi": 1}]
    return board(defs, cards, **_BATTLE)


def test_domo_honorable_has_the_ability() -> None:
    """While Domo is honorable (stated: not dishonorable): his Battle Ranged 4 Attack is
    legal."""
    v = check(_domo(False), "me", "d", 0)
    assert v.status == "legal", v.reasons


def test_domo_dishonorable_lacks_it() -> None:
    """Control: dishonorable Domo has no such ability: illegal naming the condition. (His
    honor is a card field every state states: it is never unstated.)"""
    v = check(_domo(True), "me", "d", 0)
    assert v.status == "illegal" and "only while" in v.reasons[0], v.reasons


def _printed(exists_while: dict[str, Any], players: list[dict[str, Any]], **kw: Any) -> str:
    """A state's own Personality whose one "Open: Gain 1 Honor." ("Battle:" in a battle)
    exists only while ``exists_while`` holds (a printed ability in the state's ability
    language); the verdict and its first reason."""
    ability = {
        "designators": ["battle" if kw.get("segment") else "open"],
        "exists_while": exists_while,
        "effects": [{"step": "gain 1 honor"}],
    }
    defs = [{"title": "Conditional One", "type": "personality", "abilities": [ability]}]
    fields = {"players": players, **kw}
    loaded = board(defs, [card("c", "Conditional One", "me")], **fields)
    v = check(loaded, "me", "c", 0)
    return f"{v.status}: {v.reasons[0] if v.reasons else ''}"


def _two(me: int | None, them: int | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for pid, n in (("me", me), ("them", them)):
        p: dict[str, Any] = {"id": pid, "family_honor": 5}
        if n is not None:
            p["provinces"] = n
        out.append(p)
    return out


_FEWER = {"provinces": {"fewer_than_others": True}}


def test_a_printed_province_condition_stated_true() -> None:
    """ "While you have fewer Provinces than each other player" (Compassion's condition) with
    2 against 4: the ability exists (legal)."""
    assert _printed(_FEWER, _two(2, 4)).startswith("legal")


def test_a_printed_province_condition_stated_false() -> None:
    """Control: 4 against 2: illegal naming the condition."""
    said = _printed(_FEWER, _two(4, 2))
    assert said.startswith("illegal") and "only while you have fewer Provinces" in said, said


def test_a_printed_province_condition_unstated() -> None:
    """The other player's Provinces not stated: unknown naming the condition and the count not
    stated (was illegal: the unstated count read as not holding)."""
    said = _printed(_FEWER, _two(2, None))
    assert said.startswith("unknown"), said
    assert "only while you have fewer Provinces" in said and "players[].provinces" in said


def test_a_negated_unstated_condition_is_unknown_too() -> None:
    """ "While you do not have Reconnaissance", not stated (read as not held, it would hold):
    unknown, not legal; stated held: illegal; stated none: legal."""
    cond = {"none_of": [{"reconnaissance": True}]}
    players = _two(None, None)
    assert _printed(cond, players, **_BATTLE).startswith("unknown")
    held = [{**players[0], "reconnaissance": ["them-p1"]}, players[1]]
    assert _printed(cond, held, **_BATTLE).startswith("illegal")
    none = [{**players[0], "reconnaissance": []}, players[1]]
    assert _printed(cond, none, **_BATTLE).startswith("legal")


def test_either_part_settles_an_any_of() -> None:
    """ "While you have the Imperial Favor or two or fewer Provinces": holding the Favor
    settles it (legal) though the Provinces are not stated; without it, unknown."""
    cond = {"any_of": [{"have_imperial_favor": True}, {"provinces": {"at_most": 2}}]}
    assert _printed(cond, _two(None, None), imperial_favor="me").startswith("legal")
    assert _printed(cond, _two(None, None)).startswith("unknown")
    assert _printed(cond, _two(3, 3)).startswith("illegal")


def test_a_stated_false_part_settles_an_all_of() -> None:
    """ "While it is your turn and you have two or fewer Provinces": not your turn settles it
    (illegal) whatever the Provinces."""
    cond = {"all_of": [{"your_turn": True}, {"provinces": {"at_most": 2}}]}
    said = _printed(cond, _two(None, None), active_player="them")
    assert said.startswith("illegal"), said


def test_attacker_not_stated() -> None:
    """ "While you are the Attacker" in a battle whose Attacker the state does not name:
    unknown (was illegal: nobody read as attacking)."""
    battle = {k: v for k, v in _BATTLE.items() if k != "attacker"}
    said = _printed({"you_are": "attacking"}, _two(3, 3), **battle)
    assert said.startswith("unknown") and "Attacker is not stated" in said, said
    assert _printed({"you_are": "attacking"}, _two(3, 3), **_BATTLE).startswith("legal")


# --------------------------------------------------------------- grants, real cards


def _seppun(tmp: Path, pool: CardPool, defender: str | None) -> LoadedState:
    """The Fall of Kyuden Seppun (``a``'s) in a three-player battle at ``a``'s Province."""
    cards = [
        {"id": "fks", "title": "The Fall of Kyuden Seppun", "owner": "a", "zone": "home"},
        {"id": "x", "title": "Doji Dainagon", "owner": "a", "zone": "battlefield"},
        {"id": "y", "title": "Hida Kisada", "owner": "b", "zone": "battlefield"},
    ]
    for c in cards[1:]:
        c["battlefield"] = "a-p1"
    players = [{"id": p, "family_honor": 5} for p in ("a", "b", "c")]
    fields: dict[str, Any] = {
        "phase": "attack",
        "segment": "combat",
        "active_player": "b",
        "attacker": "b",
        "current_battlefield": "a-p1",
        "players": players,
    }
    if defender is not None:
        fields["defender"] = defender
    return pool_state(tmp, pool, cards, name=f"seppun{defender}", **fields)


@needs_data
def test_a_defender_grant_with_the_defender_not_stated(tmp_path: Path, pool: CardPool) -> None:
    """The Fall of Kyuden Seppun: "If you are the Defender, you have the ability, ...": three
    players and no Defender stated: unknown naming the condition and the Defender."""
    v = check(_seppun(tmp_path, pool, None), "a", "fks", "granted")
    assert v.status == "unknown", v.reasons
    assert "only while you are defending" in v.reasons[0]
    assert "Defender is not stated" in v.reasons[0]


@needs_data
def test_a_defender_grant_with_another_defender(tmp_path: Path, pool: CardPool) -> None:
    """Control: ``c`` stated as the Defender: ``a`` is not: illegal naming the condition."""
    v = check(_seppun(tmp_path, pool, "c"), "a", "fks", "granted")
    assert v.status == "illegal" and "only while you are defending" in v.reasons[0], v.reasons


@needs_data
def test_a_defender_grant_stated_true(tmp_path: Path, pool: CardPool) -> None:
    """Control: ``a`` stated as the Defender: not refused by the condition."""
    v = check(_seppun(tmp_path, pool, "a"), "a", "fks", "granted")
    assert not any("only while" in r for r in v.reasons), v.reasons
    assert v.status != "illegal" or v.details[0].code != "timing", v.reasons


def _zo_sia(tmp: Path, pool: CardPool, mine: int | None, zone: str = "dynasty_discard") -> Any:
    """Utaku Zo Sia (``a``'s, honorably dead unless ``zone`` is home); ``a`` has ``mine``
    Provinces (None: not stated), ``b`` two."""
    zs: dict[str, Any] = {"id": "zs", "title": "Utaku Zo Sia", "owner": "a", "zone": zone}
    if zone != "home":
        zs["dead"] = True
    players: list[dict[str, Any]] = [
        {"id": "a", "family_honor": 5},
        {"id": "b", "family_honor": 5, "provinces": 2},
    ]
    if mine is not None:
        players[0]["provinces"] = mine
    loaded = pool_state(tmp, pool, [zs], name=f"zs{mine}{zone}", players=players)
    from solver.announce import check_all

    return [v for v in check_all(loaded, "a") if v.card == "zs" and v.ability == "granted"]


@needs_data
def test_zo_sia_compassion_not_in_effect(tmp_path: Path, pool: CardPool) -> None:
    """Utaku Zo Sia: "Compassion: Zo Sia has the ability, "Open, : If Zo Sia is honorably
    dead, ..."" (Compassion takes effect while you have fewer Provinces than anyone else.): 3
    Provinces against 2: she lacks the ability: illegal naming Compassion (was unknown, and
    not listed at all while she is dead)."""
    for zone in ("dynasty_discard", "home"):
        (v,) = _zo_sia(tmp_path, pool, 3, zone)
        assert v.status == "illegal", v.reasons
        assert "Compassion takes effect only while you have fewer Provinces" in v.reasons[0]


@needs_data
def test_zo_sia_compassion_in_effect(tmp_path: Path, pool: CardPool) -> None:
    """Control: 1 Province against 2: Compassion takes effect; the granted ability itself is
    not read (its cost icon is missing from the data: "Open, :"): unknown naming the grant."""
    (v,) = _zo_sia(tmp_path, pool, 1)
    assert v.status == "unknown" and "Zo Sia has the ability" in v.reasons[0], v.reasons


@needs_data
def test_zo_sia_compassion_unstated(tmp_path: Path, pool: CardPool) -> None:
    """Her Provinces not stated: unknown naming Compassion's condition and the count."""
    (v,) = _zo_sia(tmp_path, pool, None)
    assert v.status == "unknown", v.reasons
    assert "Compassion takes effect only while" in v.reasons[0]
    assert "players[].provinces" in v.reasons[0]


def _guidance(tmp: Path, pool: CardPool, clan: str | None) -> str:
    """Bayushi's Guidance • Experienced ("Open: If you are a Scorpion Clan player, discard this
    card and target one or more face-up Personalities in provinces: ...") with a face-up
    Personality in ``b``'s Province; ``a``'s Clan ``clan`` (None: no Clan, no Stronghold)."""
    cards = [
        {"id": "g", "title": "Bayushi's Guidance • Experienced", "owner": "a", "zone": "home"},
        {"id": "f", "title": "Doji Dainagon", "owner": "b", "zone": "province", "province": 1},
    ]
    cards[1]["face_up"] = True
    players: list[dict[str, Any]] = [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}]
    if clan is not None:
        players[0]["clan"] = clan
    v = check(pool_state(tmp, pool, cards, name=f"bg{clan}", players=players), "a", "g", 0)
    return f"{v.status}: {v.reasons[0] if v.reasons else ''}"


@needs_data
def test_your_clan_stated(tmp_path: Path, pool: CardPool) -> None:
    """A restriction on your Clan, stated: a Scorpion Clan player may (legal); a Crab Clan
    player may not (illegal). (No Clan stated and no Stronghold is read as unaligned by
    ``model.player_clan``: left as it was.)"""
    assert _guidance(tmp_path, pool, "scorpion").startswith("legal")
    said = _guidance(tmp_path, pool, "crab")
    assert said.startswith("illegal") and "Scorpion Clan player" in said, said


def test_another_player_s_clan_not_stated() -> None:
    """A restriction "if another player is Scorpion Clan" (``another_clan``) with no other
    player's Clan stated: unknown (was illegal), and "if no other player is" unknown (was
    legal); stated Crane: illegal."""
    battle: dict[str, Any] = {}
    cond = {"another_clan": "scorpion"}

    def restricted(condition: dict[str, Any], them: str | None) -> str:
        ability = {"designators": ["open"], "condition": condition}
        ability["effects"] = [{"step": "gain 1 honor"}]
        defs = [{"title": "Restricted One", "type": "personality", "abilities": [ability]}]
        players = _two(3, 3)
        if them is not None:
            players[1]["clan"] = them
        loaded = board(defs, [card("c", "Restricted One", "me")], players=players, **battle)
        return check(loaded, "me", "c", 0).status

    assert restricted(cond, None) == "unknown"
    assert restricted({"none_of": [cond]}, None) == "unknown"
    assert restricted(cond, "crane") == "illegal"
    assert restricted(cond, "scorpion") == "legal"


def _temple_guard(tmp: Path, pool: CardPool, attacker: str | None) -> str:
    """Temple Guard (6 Gold) in ``a``'s hand: "Battle: If this card is in your hand, target one
    of your Monks: Attach this card to him, paying 2 less Gold if you are the Defender.", with
    two Copper Mines (4 Gold), in a battle at ``a``'s Province whose Attacker is ``attacker``."""
    cards = [
        {"id": "tg", "title": "Temple Guard", "owner": "a", "zone": "hand"},
        {"id": "m", "title": "Asako Niou", "owner": "a", "zone": "battlefield"},
        {"id": "e", "title": "Hida Kisada", "owner": "b", "zone": "battlefield"},
        {"id": "g1", "title": "Copper Mine", "owner": "a", "zone": "home"},
        {"id": "g2", "title": "Copper Mine", "owner": "a", "zone": "home"},
    ]
    for c in cards[1:3]:
        c["battlefield"] = "a-p1"
    fields: dict[str, Any] = {
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "a-p1",
        "active_player": "b",
    }
    if attacker is not None:
        fields["attacker"] = attacker
    v = check(pool_state(tmp, pool, cards, name=f"tg{attacker}", **fields), "a", "tg", 0)
    return f"{v.status}: {v.reasons[0] if v.reasons else ''}"


@needs_data
def test_a_defender_reduction_with_no_attacker_stated(tmp_path: Path, pool: CardPool) -> None:
    """No Attacker stated: whether ``a`` defends (and pays 4, not 6) is not settled: unknown
    naming the Attacker (was illegal: nobody read as defending)."""
    said = _temple_guard(tmp_path, pool, None)
    assert said.startswith("unknown") and "Attacker is not stated" in said, said


@needs_data
def test_a_defender_reduction_with_the_attacker_stated(tmp_path: Path, pool: CardPool) -> None:
    """Controls: ``b`` attacks (``a`` defends): 4 Gold, legal; ``a`` attacks: 6 Gold, illegal."""
    assert _temple_guard(tmp_path, pool, "b").startswith("legal")
    assert _temple_guard(tmp_path, pool, "a").startswith("illegal")
