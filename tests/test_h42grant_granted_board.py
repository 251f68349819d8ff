"""Granted abilities answered on the board with real cards (../shared/data; skipped without
it): a grant read whole ("You have the ability, ..."", "All players have ...", "Each of your
<...> has ...", "While <condition>, ...") makes its quoted ability, imported like a printed
one, an ability of the receiving player (its source the granting card) or of each receiving
card, checked like any (Reference 04: traits may grant abilities; effects.txt: "from" the
granting card, "on" the player; abilities-and-actions.txt: an ability may exist only while a
condition holds). h42grant."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.announce import check_all, legal_announcements
from solver.good_faith import check
from solver.verdict import AnnouncementError, Play, Verdict
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _home(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **kw}


def _at(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", **kw}


def _granted(loaded: LoadedState, player: str) -> list[Verdict]:
    return [v for v in check_all(loaded, player) if v.ability == Play.GRANTED]


#: ``b`` attacks ``a``'s first province: ``a`` is the Defender
_B_ATTACKS = {
    "phase": "attack",
    "segment": "combat",
    "active_player": "b",
    "attacker": "b",
    "defender": "a",
    "current_battlefield": "a-p1",
}


def _court(tmp: Path, pool: CardPool, courtier: bool) -> LoadedState:
    cards = [
        _at("cac", "Combat at Court", "a", battlefield="a-p1"),
        _at("att", "Hida Kisada", "b", battlefield="a-p1"),
    ]
    if courtier:
        cards.append(_at("ct", "Doji Dainagon", "a", battlefield="a-p1"))
    else:  # a defending Personality who is no Courtier
        cards.append(_at("ct", "Bayushi Manami", "a", battlefield="a-p1"))
    return pool_state(tmp, pool, cards, name=f"court{courtier}", **_B_ATTACKS)


def test_you_have_the_ability_legal(tmp_path: Path, pool: CardPool) -> None:
    """Combat at Court: "You have the ability, "Repeatable Battle: Move your target defending
    Courtier home."": its controller, defending with Doji Dainagon (Courtier), may (legal,
    the target Dainagon); was unknown ("not modelled")."""
    loaded = _court(tmp_path, pool, courtier=True)
    (v,) = _granted(loaded, "a")
    assert v.card == "cac" and v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"target1": ("ct",)}
    # "You have": not the other player's
    assert _granted(loaded, "b") == []
    assert check(loaded, "b", "cac", "granted").status == "illegal"


def test_you_have_the_ability_no_target(tmp_path: Path, pool: CardPool) -> None:
    """Control: his one defender is no Courtier: no target, illegal."""
    loaded = _court(tmp_path, pool, courtier=False)
    v = check(loaded, "a", "cac", "granted")
    assert v.status == "illegal" and v.details[0].code == "target", v.reasons


def _fortress(tmp: Path, pool: CardPool, mines: int) -> LoadedState:
    cards = [_home("fort", "Fortress of Lidless Eyes", "a")]
    cards += [_home(f"m{i}", "Gold Mine", "b") for i in range(mines)]
    return pool_state(tmp, pool, cards, name=f"fort{mines}", active_player="b")


def test_an_opponent_s_all_players_grant_used_by_you(tmp_path: Path, pool: CardPool) -> None:
    """Fortress of Lidless Eyes (``a``'s): "All players have the ability, "Open, :g6:: Destroy
    a card titled Fortress of Lidless Eyes."": ``b``, with three Gold Mines (6 Gold), may use
    it though the card is ``a``'s (effects.txt: "on" the player): legal, the Fortress its
    target; was unknown."""
    loaded = _fortress(tmp_path, pool, 3)
    (v,) = _granted(loaded, "b")
    assert v.card == "fort" and v.status == "legal", v.reasons
    assert [(a.card, a.ability) for a in legal_announcements(loaded, "b")] == [
        ("fort", Play.GRANTED)
    ]


def test_an_all_players_grant_short_of_its_gold(tmp_path: Path, pool: CardPool) -> None:
    """Control: two Gold Mines (4 Gold) don't pay its :g6:: illegal by its Gold."""
    loaded = _fortress(tmp_path, pool, 2)
    v = check(loaded, "b", "fort", "granted")
    assert v.status == "illegal" and v.details[0].code == "gold", v.reasons


def _towers(tmp: Path, pool: CardPool, mine: str) -> LoadedState:
    cards = [
        _home("sh", "The Towers of the Yogo", "a"),
        _at("v", mine, "a", battlefield="b-p1"),
        _at("c", "Hida Kisada", "b", battlefield="b-p1"),
    ]
    fields = {
        "phase": "attack",
        "segment": "combat",
        "attacker": "a",
        "current_battlefield": "b-p1",
    }
    return pool_state(tmp, pool, cards, name=mine.split()[0], **fields)


def test_a_card_grant_to_a_matching_card(tmp_path: Path, pool: CardPool) -> None:
    """The Towers of the Yogo: "Each of your Scorpion Clan Personalities has the ability,
    "Battle, :bow:: Bow a target enemy Follower or Personality without Followers."": Bayushi
    Manami (Scorpion Clan) has it: her ``granted`` is legal (":bow:" bows her, the target Hida
    Kisada); the Towers' own ``granted`` names her."""
    loaded = _towers(tmp_path, pool, "Bayushi Manami")
    (v,) = _granted(loaded, "a")
    assert v.card == "v" and v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"target1": ("c",)}
    assert v.witness.costs[0].cards == ("v",)
    towers = check(loaded, "a", "sh", "granted")
    assert towers.status == "illegal" and "Bayushi Manami (v)" in towers.reasons[0]
    # another player may not use her abilities (Reference 05, Card Control)
    theirs = check(loaded, "b", "v", "granted")
    assert theirs.status == "illegal" and "controlled by a" in theirs.reasons[0]


def test_a_card_grant_to_no_matching_card(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hiruma Itta (Crab Clan) is no Scorpion Clan Personality: nothing listed, he
    has no granted ability to announce, and the Towers' ``granted`` is illegal (no card has
    it)."""
    loaded = _towers(tmp_path, pool, "Hiruma Itta")
    assert _granted(loaded, "a") == []
    with pytest.raises(AnnouncementError):
        check(loaded, "a", "v", "granted")
    towers = check(loaded, "a", "sh", "granted")
    assert towers.status == "illegal" and "no card has the ability" in towers.reasons[0]


def _castle(tmp: Path, pool: CardPool, provinces: int | None) -> LoadedState:
    cards = [
        _home("ct", "Castle Towers", "a"),
        _at("att", "Hida Kisada", "b", battlefield="a-p1"),
    ]
    players: list[dict[str, Any]] = [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}]
    if provinces is not None:
        players = [{**p, "provinces": provinces} for p in players]
    return pool_state(tmp, pool, cards, name=f"castle{provinces}", players=players, **_B_ATTACKS)


def test_a_grant_whose_condition_fails(tmp_path: Path, pool: CardPool) -> None:
    """Castle Towers: "While you have exactly one Province, your Castle Holdings have the
    ability, "Battle, :bow:: If you are the Defender, Ranged 4 Attack."": with two Provinces
    the grant does not hold: its ``granted`` is illegal naming the condition."""
    loaded = _castle(tmp_path, pool, 2)
    v = check(loaded, "a", "ct", "granted")
    assert v.status == "illegal", v.reasons
    assert "only while you have exactly 1 Province" in v.reasons[0]


def test_a_grant_whose_condition_holds(tmp_path: Path, pool: CardPool) -> None:
    """Control: with exactly one Province the grant holds: not refused by its condition
    (unknown: "If you are the Defender, Ranged 4 Attack" opens its effects with "If"); with
    the Provinces not stated, not refused either."""
    for provinces in (1, None):
        loaded = _castle(tmp_path, pool, provinces)
        v = check(loaded, "a", "ct", "granted")
        assert v.status != "illegal", (provinces, v.reasons)
        assert not any("only while" in r for r in v.reasons), v.reasons


def test_a_grant_not_read_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Come One at a Time (two grants in one sentence, "he has"): unknown naming it, as
    before."""
    cards = [
        _at("c1", "Come One at a Time", "a", battlefield="a-p1"),
        _at("d", "Doji Dainagon", "a", battlefield="a-p1"),
        _at("att", "Hida Kisada", "b", battlefield="a-p1"),
    ]
    loaded = pool_state(tmp_path, pool, cards, name="come", **_B_ATTACKS)
    v = check(loaded, "a", "c1", "granted")
    assert v.status == "unknown" and "not modelled: an ability granted by" in v.reasons[0]


def test_the_granted_ability_s_targets_are_listed_and_checked(
    tmp_path: Path, pool: CardPool
) -> None:
    """``targets`` and ``check --target`` of ``granted``: Combat at Court with two defending
    Courtiers lists both (was the Recruit-like "card = Combat at Court"); the attacking Hida
    Kisada as its target is illegal (control)."""
    from solver.play_target_listing import play_target_listing

    cards = [
        _at("cac", "Combat at Court", "a", battlefield="a-p1"),
        _at("att", "Hida Kisada", "b", battlefield="a-p1"),
        _at("ct", "Doji Dainagon", "a", battlefield="a-p1"),
        _at("ct2", "Doji Tatsuki", "a", battlefield="a-p1"),
    ]
    loaded = pool_state(tmp_path, pool, cards, name="two", **_B_ATTACKS)
    from model.load import as_view

    found = play_target_listing(as_view(loaded), "a", "cac", Play.GRANTED, 10, 1e12)
    assert found["count"] == 2, found
    assert found["target_sets"] == [{"target1": ["ct"]}, {"target1": ["ct2"]}]
    ok = check(loaded, "a", "cac", "granted", targets={"target1": ["ct2"]})
    assert ok.status == "legal", ok.reasons
    bad = check(loaded, "a", "cac", "granted", targets={"target1": ["att"]})
    assert bad.status == "illegal", bad.reasons


def test_usage_limits_per_receiver(tmp_path: Path, pool: CardPool) -> None:
    """Abilities and actions: each ability once per turn unless stated. The card memory of a
    grant to every player names the card, not the player who used it: once recorded, unknown;
    not recorded, legal (control); a record of its printed ability does not count."""
    cards = [_home("fort", "Fortress of Lidless Eyes", "a")]
    cards += [_home(f"m{i}", "Gold Mine", "b") for i in range(3)]
    # recorded under its index: the card's printed abilities, then the granted ones
    index = len(pool.resolve("Fortress of Lidless Eyes").card.abilities)
    used = [{"card": "fort", "ability": index, "this_turn": 1, "this_game": 1}]
    loaded = pool_state(tmp_path, pool, cards, name="used", active_player="b", memory=used)
    v = check(loaded, "b", "fort", "granted")
    assert v.status == "unknown" and "not per player" in v.reasons[0], v.reasons
    fresh = pool_state(tmp_path, pool, cards, name="fresh", active_player="b")
    assert check(fresh, "b", "fort", "granted").status == "legal"
    # a printed ability's use is no use of the granted one
    other = [{**used[0], "ability": index - 1}]
    apart = pool_state(tmp_path, pool, cards, name="apart", active_player="b", memory=other)
    assert check(apart, "b", "fort", "granted").status == "legal"


def test_the_attacker_and_defender_each_have(tmp_path: Path, pool: CardPool) -> None:
    """Accessible Terrain ("The Attacker and Defender each have the ability, "Absent
    Repeatable Battle: Move your target Personality at any location to this battlefield.""):
    the Defender ``a`` and the Attacker ``b`` each have it, with a Personality at home to
    move; a third player, neither, does not (control)."""
    cards = [
        _at("at", "Accessible Terrain", "a", battlefield="a-p1"),
        _at("att", "Hida Kisada", "b", battlefield="a-p1"),
        _home("h", "Doji Dainagon", "a"),
        _home("h2", "Bayushi Manami", "b"),
        _home("h3", "Hiruma Itta", "c"),
    ]
    players = [{"id": p, "family_honor": 5} for p in ("a", "b", "c")]
    loaded = pool_state(tmp_path, pool, cards, name="acc", players=players, **_B_ATTACKS)
    assert check(loaded, "a", "at", "granted").status == "legal"
    assert check(loaded, "b", "at", "granted").status == "legal"
    assert [v.card for v in _granted(loaded, "c")] == []


def test_you_have_once_per_turn(tmp_path: Path, pool: CardPool) -> None:
    """A Vision Imparted (an Event in play: "You have the ability, "Open: Give a target
    face-up card in your Province Kharmic.""): its controller may (legal: the Event in play
    does not stop an ability that is his, effects.txt); used once this turn (its card memory,
    after the printed abilities), not again (illegal: once per turn unless stated)."""
    cards = [
        _home("v", "A Vision Imparted", "a"),
        {
            "id": "p",
            "title": "Gold Mine",
            "owner": "a",
            "zone": "province",
            "province": 1,
            "face_up": True,
        },
    ]
    loaded = pool_state(tmp_path, pool, cards, name="vision")
    v = check(loaded, "a", "v", "granted")
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"target1": ("p",)}
    index = len(pool.resolve("A Vision Imparted").card.abilities)
    used = [{"card": "v", "ability": index, "this_turn": 1, "this_game": 1}]
    again = pool_state(tmp_path, pool, cards, name="again", memory=used)
    assert check(again, "a", "v", "granted").status == "illegal"


def test_the_card_granting_this_ability_is_its_source(tmp_path: Path, pool: CardPool) -> None:
    """Shady Dealings (set files): "You have the ability, "Limited: Pay 5 Gold: Destroy the
    card granting this ability."": the card granting it is the player's ability's source
    ("this card": effects.txt, "from" the granting card), read in full: three Gold Mines pay
    it (legal); two may not (control: unknown, not legal: Shady Dealings' own "Produce 5 Gold"
    Reaction is not read, so the Gold may be short only for that)."""
    for mines, expected in ((3, "legal"), (2, "unknown")):
        cards = [_home("sd", "Shady Dealings", "a")]
        cards += [_home(f"m{i}", "Gold Mine", "a") for i in range(mines)]
        loaded = pool_state(tmp_path, pool, cards, name=f"shady{mines}")
        v = check(loaded, "a", "sd", "granted")
        assert v.status == expected, (mines, v.reasons)
