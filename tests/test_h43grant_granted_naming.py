"""Naming one ability granted through a card (``granted<k>``), the factored action space's
target steps for a granted ability, and ``cards show`` of a granting card, with real cards
(../shared/data; skipped without it). Reference 04: traits may grant abilities; Abilities and
actions / A-B: an announcement names the ability and its required targets. h43grant."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, as_view
from model.oracle.pool import CardPool
from solver.announce import legal_announcements
from solver.decision import DecisionPoint, announce_id, path_of
from solver.good_faith import check
from solver.play_target_listing import play_target_listing
from solver.verdict import AnnouncementError, Play, ability_ref
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _at(cid: str, title: str, owner: str, where: str, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", "battlefield": where}


def _home(cid: str, title: str, owner: str) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home"}


_A_ATTACKS = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
    "defender": "b",
}


def _two_grants(tmp: Path, pool: CardPool, spirit: str = "Wrathful Dead") -> LoadedState:
    """Wrathful Dead (Scorpion Clan, Nonhuman, Spirit) receives Kitsune Merihiko •
    Experienced's "Your Nonhuman Spirits have the ability, "Battle, :bow:: Ranged 3 Attack.""
    (granted1, state order) and The Towers of the Yogo's "Each of your Scorpion Clan
    Personalities has the ability, "Battle, :bow:: Bow a target enemy Follower or Personality
    without Followers."" (granted2); Hida Kisada (Force above 3) opposes it."""
    cards = [
        _home("m", "Kitsune Merihiko • Experienced", "a"),
        _home("tw", "The Towers of the Yogo", "a"),
        _at("wd", spirit, "a", "b-p1"),
        _at("e", "Hida Kisada", "b", "b-p1"),
    ]
    return pool_state(tmp, pool, cards, name="two", **_A_ATTACKS)


def test_granted_k_names_one_ability(tmp_path: Path, pool: CardPool) -> None:
    """``granted`` answers for both (legal: the Towers' bow); ``granted1`` is Merihiko's
    Ranged 3 alone (unknown: Kisada's Force, the Ranged reading two ways); ``granted2`` the
    Towers' alone (legal, target Kisada); ``granted3`` is no such ability."""
    loaded = _two_grants(tmp_path, pool)
    whole = check(loaded, "a", "wd", "granted")
    assert whole.status == "legal" and whole.ability == Play.GRANTED
    one = check(loaded, "a", "wd", "granted1")
    assert one.status == "unknown" and one.ability == Play.GRANTED1, one.reasons
    two = check(loaded, "a", "wd", "granted2")
    assert two.status == "legal" and two.ability == Play.GRANTED2, two.reasons
    assert two.witness is not None and two.witness.targets == {"target1": ("e",)}
    with pytest.raises(AnnouncementError, match="granted3: Wrathful Dead"):
        check(loaded, "a", "wd", "granted3")
    # the rows name each one as ``granted<k>`` names it
    from solver.explain import announcement_text

    said = announcement_text(as_view(loaded), "wd", Play.GRANTED)
    assert (
        said.startswith("granted: granted1: Your Nonhuman Spirits") and " / granted2: Each" in said
    )
    # targets name the chosen ability's own slots
    listed = play_target_listing(as_view(loaded), "a", "wd", Play.GRANTED2, 10, 1e12)
    assert listed["count"] == 1 and listed["target_sets"] == [{"target1": ["e"]}]
    assert play_target_listing(as_view(loaded), "a", "wd", Play.GRANTED1, 10, 1e12)["count"] is None


def test_granted_k_control_one_grant(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Scorpion Clan Personality that is no Nonhuman Spirit (Bayushi Manami) has
    the Towers' grant alone: it is her granted1, and granted2 is no ability."""
    loaded = _two_grants(tmp_path, pool, spirit="Bayushi Manami")
    assert check(loaded, "a", "wd", "granted1").status == "legal"
    with pytest.raises(AnnouncementError, match="has 1 ability granted"):
        check(loaded, "a", "wd", "granted2")


def test_granted_k_parsing() -> None:
    """``granted1`` ... ``granted9`` are ability references; ``granted0`` / ``granted10`` are
    not; ``granted<k>`` shares the card's one announce slot."""
    assert ability_ref("Granted2") is Play.GRANTED2
    assert Play.GRANTED2.granted_place == 1 and Play.GRANTED.granted_place is None
    assert Play.EQUIP.granted_place is None and not Play.EQUIP.is_granted
    for bad in ("granted0", "granted10"):
        with pytest.raises(AnnouncementError):
            ability_ref(bad)
    assert announce_id("c", Play.GRANTED3) == announce_id("c", Play.GRANTED)


def _court(tmp: Path, pool: CardPool, courtiers: list[str]) -> LoadedState:
    """Combat at Court ("You have the ability, "Repeatable Battle: Move your target defending
    Courtier home."") while ``b`` attacks ``a``: ``a`` defends with ``courtiers``."""
    cards = [
        _at("cac", "Combat at Court", "a", "a-p1"),
        _at("att", "Hida Kisada", "b", "a-p1"),
        *(_at(f"ct{i}", t, "a", "a-p1") for i, t in enumerate(courtiers)),
    ]
    fields = {
        "phase": "attack",
        "segment": "combat",
        "active_player": "b",
        "attacker": "b",
        "defender": "a",
        "current_battlefield": "a-p1",
    }
    return pool_state(tmp, pool, cards, name="court", **fields)


def test_actions_list_a_granted_ability_s_targets(tmp_path: Path, pool: CardPool) -> None:
    """``actions``: announcing ``granted`` of Combat at Court leads to a target step listing
    both defending Courtiers (was: no target step, the witness's target only); each completed
    path is ``granted1`` with that target, legal. ``legal_announcements(all_targets=True)``
    lists both sets (was the witness's only)."""
    loaded = _court(tmp_path, pool, ["Doji Dainagon", "Doji Tatsuki"])
    root = DecisionPoint(loaded, "a")
    (aid,) = root.legal_ids()
    assert aid == announce_id("cac", Play.GRANTED)
    step = root.apply(aid)
    assert step.kind == "target" and step.step.name == "target1"
    picked = sorted(step.card_of(i) or "" for i in step.legal_ids())
    assert picked == ["ct0", "ct1"]
    for tid in step.legal_ids():
        done = step.apply(tid)
        assert done.kind == "done"
        v = done.verdict
        assert v.legal and v.ability == Play.GRANTED1
        assert v.witness is not None and v.witness.targets["target1"] == (step.card_of(tid),)
        # a verdict's path through the steps (``granted`` or ``granted1``) is this one
        named = {"target1": [step.card_of(tid) or ""]}
        for ref in ("granted", "granted1"):
            assert path_of(loaded, "a", check(loaded, "a", "cac", ref, targets=named)) == [aid, tid]
    sets = {a.targets for a in legal_announcements(loaded, "a", all_targets=True)}
    assert sets == {(("target1", ("ct0",)),), (("target1", ("ct1",)),)}


def test_actions_control_no_courtier(tmp_path: Path, pool: CardPool) -> None:
    """Control: his one defender is no Courtier (Bayushi Manami): no granted announcement
    is legal, so no target step is reached."""
    loaded = _court(tmp_path, pool, ["Bayushi Manami"])
    root = DecisionPoint(loaded, "a")
    assert announce_id("cac", Play.GRANTED) not in root.legal_ids()
    assert list(legal_announcements(loaded, "a", all_targets=True)) == []


def test_cards_show_lists_grants_and_versions() -> None:
    """``cards show``: "Kitsune Merihiko" is the Seeds of Decay card (a Reaction creating a
    Personality "with the ability", no grant of its own); its grant is printed on Kitsune
    Merihiko • Experienced, which the listing now names; a granting card lists its sentence
    and how it is read (Combat at Court: read; Come One at a Time: how a board reads it,
    h43fixg W2, was "its shape is not read")."""
    from typer.testing import CliRunner

    from solver.cli.app import app

    cards = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    run = CliRunner().invoke
    base = run(app, ["cards", "show", "Kitsune Merihiko", *cards])
    assert base.exit_code == 0, base.output
    assert "other versions of this title: Kitsune Merihiko • Experienced" in base.output
    assert "grants (" not in base.output
    exp = run(app, ["cards", "show", "Kitsune Merihiko • Experienced", *cards])
    assert "-> read (to Nonhuman Spirits): Battle: target1" in exp.output, exp.output
    court = run(app, ["cards", "show", "Combat at Court", *cards])
    assert "-> read (to you): Repeatable Battle" in court.output
    come = run(app, ["cards", "show", "Come One at a Time", *cards])
    assert "not read: its shape is not read" not in come.output, come.output
    assert "read on a board (while exactly one Personality defends here)" in come.output


def test_the_service_names_granted_k(tmp_path: Path, pool: CardPool) -> None:
    """``/v1/check`` and ``/v1/targets`` accept ``granted`` and ``granted<k>`` (the handlers as
    the routes call them; was a 422 for ``granted``); ``granted0`` stays refused."""
    import yaml
    from pydantic import ValidationError

    from solver.service import CheckRequest, TargetsRequest, _check, _targets

    loaded = _two_grants(tmp_path, pool)
    state = yaml.safe_load((tmp_path / "two.yaml").read_text())
    req = CheckRequest(state=state, player="a", card="wd", ability="granted2")
    (row,) = _check(loaded, req, 30.0)["abilities"]
    assert row["ability"] == "granted2" and row["verdict"] == "legal", row
    assert row["text"].startswith("granted2: Each of your Scorpion Clan Personalities")
    first = CheckRequest(state=state, player="a", card="wd", ability="granted1")
    assert _check(loaded, first, 30.0)["abilities"][0]["verdict"] == "unknown"
    listed = _targets(
        loaded, TargetsRequest(state=state, player="a", card="wd", ability="granted2"), 30.0
    )
    assert listed["count"] == 1 and listed["target_sets"] == [{"target1": ["e"]}]
    with pytest.raises(ValidationError):
        CheckRequest(state=state, player="a", card="wd", ability="granted0")


def _lasting(tmp: Path, pool: CardPool, title: str, **kw: Any) -> LoadedState:
    """``title`` (a triggered lasting grant) in ``a``'s first Province (``kw``: its fields),
    Bayushi Manami attacking Hida Kisada at ``b``'s Province, unless ``kw`` says the phase."""
    fields = {k: kw.pop(k) for k in ("phase", "segment") if k in kw}
    card = {"id": "ev", "title": title, "owner": "a", "zone": "province", "province": 1, **kw}
    cards = [card, _at("v", "Bayushi Manami", "a", "b-p1"), _at("e", "Hida Kisada", "b", "b-p1")]
    board = {**_A_ATTACKS, **fields}
    if board["phase"] != "attack":
        board = {"phase": board["phase"]}
    return pool_state(tmp, pool, cards, name="lasting", **board)


def test_a_lasting_grant_face_up_in_a_province(tmp_path: Path, pool: CardPool) -> None:
    """Assault in the Jungle ("After you reveal cards in your Provinces at the start of your
    turn, if this Event is face-up in one of them, until your turn two turns from now begins,
    all players have the ability, "Battle: ..."") face-up in a Province: its ``granted`` is
    listed for both players: ``unknown`` naming the past the state does not record for the
    attacker (was: no announcement, ``check --ability granted`` an error "grants no
    ability"); the Defender has no attacking Personality to target: ``illegal`` whatever the
    past (h43fixg U3, ``solver.lasting_grant_targets``)."""
    loaded = _lasting(tmp_path, pool, "Assault in the Jungle")
    v = check(loaded, "a", "ev", "granted")
    assert v.status == "unknown" and "a lasting grant" in v.reasons[0], v.reasons
    b = check(loaded, "b", "ev", "granted")
    assert b.status == "illegal" and b.details[0].code == "target", b.reasons
    assert check(loaded, "a", "ev", "granted1").status == "unknown"


def test_a_lasting_grant_settled_without_the_past(tmp_path: Path, pool: CardPool) -> None:
    """Controls: in the Action Phase its "Battle:" ability can't be used whether or not it
    exists (``illegal`` by its time); Starting on the Path's "you have" is not the other
    player's (``illegal``); face-down in the Province it is not listed (no trigger found it)."""
    action = _lasting(tmp_path, pool, "Assault in the Jungle", phase="action")
    v = check(action, "a", "ev", "granted")
    assert v.status == "illegal" and v.details[0].code == "timing", v.reasons
    path = _lasting(tmp_path, pool, "Starting on the Path", phase="action")
    # no Ring in a's hand: illegal by its target whatever the past (h43fixg U1)
    assert check(path, "a", "ev", "granted").status == "illegal"
    theirs = check(path, "b", "ev", "granted")
    assert theirs.status == "illegal" and "controlled by a" in theirs.reasons[0], theirs.reasons
    down = _lasting(tmp_path, pool, "Assault in the Jungle", face_up=False)
    with pytest.raises(AnnouncementError, match="grants no ability"):
        check(down, "a", "ev", "granted")


def _come(tmp: Path, pool: CardPool, defenders: list[str], sides: bool = True) -> LoadedState:
    """Come One at a Time at ``a``'s first Province, where ``b`` (Hida Kisada) attacks ``a``
    (``defenders``); ``sides``: the state names the attacker and the Defender."""
    cards = [
        _at("c1", "Come One at a Time", "a", "a-p1"),
        _at("att", "Hida Kisada", "b", "a-p1"),
        *(_at(f"d{i}", t, "a", "a-p1") for i, t in enumerate(defenders)),
    ]
    fields: dict[str, Any] = {
        "phase": "attack",
        "segment": "combat",
        "active_player": "b",
        "current_battlefield": "a-p1",
    }
    if sides:
        fields |= {"attacker": "b", "defender": "a"}
    return pool_state(tmp, pool, cards, name="come", **fields)


def test_one_defender_grants_each_player_its_ability(tmp_path: Path, pool: CardPool) -> None:
    """Come One at a Time ("While there is exactly one defending Personality here, he has the
    ability, "..." and each player has the ability, "Repeatable Battle: Move home your target
    attacking Personality. Bow him as he moves.""), one defender (Doji Dainagon): the grant
    to each player is read: the attacker (b) may move Kisada home (``granted`` and
    ``granted1`` legal, was unknown); the Defender has no attacking Personality
    (``granted1`` illegal); "he has" stays unknown (``granted2``), his controller's alone."""
    loaded = _come(tmp_path, pool, ["Doji Dainagon"])
    for ref in ("granted", "granted1"):
        v = check(loaded, "b", "c1", ref)
        assert v.status == "legal", v.reasons
        assert v.witness is not None and v.witness.targets == {"target1": ("att",)}
    mine = check(loaded, "a", "c1", "granted1")
    assert mine.status == "illegal" and mine.details[0].code == "target", mine.reasons
    he = check(loaded, "a", "c1", "granted2")
    assert he.status == "unknown" and "the one defending Personality here" in he.reasons[0]
    # "he" is Dainagon, a's: the attacker has the grant to each player alone
    with pytest.raises(AnnouncementError, match="has 1 ability granted"):
        check(loaded, "b", "c1", "granted2")


def test_one_defender_grant_controls(tmp_path: Path, pool: CardPool) -> None:
    """Controls: two defenders (Doji Dainagon, Doji Tatsuki): "he" has nothing, and whether
    the "While" governs "each player has" reads two ways: ``unknown``; in combat with no
    attacker or Defender stated: ``unknown`` naming who defends."""
    two = _come(tmp_path, pool, ["Doji Dainagon", "Doji Tatsuki"])
    v = check(two, "b", "c1", "granted")
    assert v.status == "unknown" and "reads two ways" in v.reasons[0], v.reasons
    unstated = _come(tmp_path, pool, ["Doji Dainagon"], sides=False)
    u = check(unstated, "b", "c1", "granted")
    assert u.status == "unknown" and "who defends" in u.reasons[0], u.reasons
