"""A cost a card in play adds to moving, straightening or playing cards touches only the actions
that do so (solver/added_cost_scope.py; Costs and restrictions: additional costs from outside
the card): Mercenaries, Oni no Akuma • Experienced, Isawa Kaede • Experienced 2, Hiruma Nichi
(real cards from ../shared/data, skipped without it). The doubt stays where the action moves,
straightens or plays the kind named; an action doing none of these gets its exact verdict back
(h30perm: the doubt was board-wide)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.added_cost_scope import added_cost_spares
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_MERC = "Moving or assigning this Personality to a battlefield has the additional cost"


def _battle(tmp: Path, pool: CardPool, *cards: str, name: str = "b") -> LoadedState:
    """Crane attacks crab-p1 (Combat Segment): a Samurai of each side there, one at home each."""
    lines = [
        "turn: 5",
        "active_player: crane",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: crane",
        "players:",
        "  - {id: crane, clan: crane, family_honor: 18}",
        "  - {id: crab, clan: crab, family_honor: 11}",
        "cards:",
        "  - {id: aerie, title: The Aerie, owner: crane, zone: home}",
        "  - {id: mine, title: Iron Mine, owner: crane, zone: home}",
        "  - {id: shig, title: Doji Shigeyuki, owner: crane, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: yoshi, title: Doji Yoshitada, owner: crane, zone: home}",
        "  - {id: nanae, title: Asahina Nanae, owner: crane, zone: home}",
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: choki, title: Toritaka Chokichi, owner: crab, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: wats, title: Kaiu Watsuki, owner: crab, zone: home}",
        *(f"  - {c}" for c in cards),
    ]
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


@needs_data
def test_reading_the_sentence_shape(tmp_path: Path, pool: CardPool) -> None:
    """Sentences about targets or actions are another reading's: never spared here."""
    loaded = _battle(tmp_path, pool, "{id: rd, title: Rapid Deployment, owner: crane, zone: hand}")
    from model.state import View

    view = View.of(loaded.state, loaded.library)
    ab = view.definition("rd").abilities[0]
    said = 'Targeting the Ronin has the additional cost, "Pay 10 Gold" for other players.'
    assert not added_cost_spares(view, "choki", said, "rd", ab)
    assert not added_cost_spares(view, "choki", 'Straightening a Ninja card costs "x".', "rd", ab)


@needs_data
def test_mercenaries_binds_its_controller_s_moves_only(tmp_path: Path, pool: CardPool) -> None:
    merc = "{id: merc, title: Mercenaries, owner: crab, zone: home, attached_to: wats}"
    rd = "{id: rd, title: Rapid Deployment, owner: crab, zone: hand}"
    crane_rd = "{id: crd, title: Rapid Deployment, owner: crane, zone: hand}"
    ro = "{id: ro, title: Restoring Order, owner: crane, zone: hand}"
    two = "{id: iem, title: Kaiu Iemasa, owner: crab, zone: home}"  # a second unit to move
    loaded = _battle(tmp_path, pool, merc, rd, crane_rd, ro, two)
    # crane's actions: "for you" is the crab player's (before: every one unknown)
    for card in ("crd", "ro", "shig"):
        assert check(loaded, "crane", card, 0).status == "legal", card
    # crab's action that does not move: its exact verdict back
    assert check(loaded, "crab", "choki", 0).status == "legal"
    # crab's action moving units to the battlefield: the doubt stays (control)
    moved = check(loaded, "crab", "rd", 0)
    assert moved.status == "unknown", moved.reasons
    assert _MERC in " ".join(moved.reasons)


@needs_data
def test_akuma_binds_every_player_s_moves(tmp_path: Path, pool: CardPool) -> None:
    akuma = "{id: akuma, title: Oni no Akuma • Experienced, owner: crab, zone: home}"
    rd = "{id: crd, title: Rapid Deployment, owner: crane, zone: hand}"
    ro = "{id: ro, title: Restoring Order, owner: crane, zone: hand}"
    loaded = _battle(tmp_path, pool, akuma, rd, ro)
    v = check(loaded, "crane", "crd", 0)
    assert v.status == "unknown" and "Assigning or moving Akuma" in " ".join(v.reasons)
    assert check(loaded, "crane", "ro", 0).status == "legal"  # moves nothing: exact
    assert check(loaded, "crane", "shig", 0).status == "legal"


@needs_data
def test_straightening_a_ninja_card(tmp_path: Path, pool: CardPool) -> None:
    kaede = "{id: kaede, title: Isawa Kaede • Experienced 2, owner: crab, zone: home}"
    rd = "{id: crd, title: Rapid Deployment, owner: crane, zone: hand}"  # straightens, moves
    ro = "{id: ro, title: Restoring Order, owner: crane, zone: hand}"
    loaded = _battle(tmp_path, pool, kaede, rd, ro)
    assert check(loaded, "crane", "ro", 0).status == "legal"
    assert check(loaded, "crane", "shig", 0).status == "legal"
    v = check(loaded, "crane", "crd", 0)
    assert v.status == "unknown" and "Straightening a Ninja card" in " ".join(v.reasons)


@needs_data
@pytest.mark.parametrize(
    ("nichi", "terrain"),
    [
        ("zone: battlefield, battlefield: crab-p1", "unknown"),
        ("zone: battlefield, battlefield: crab-p1, bowed: true", "legal"),  # "While unbowed"
        ("zone: home", "legal"),  # not at the current battlefield
    ],
)
def test_playing_a_terrain(tmp_path: Path, pool: CardPool, nichi: str, terrain: str) -> None:
    cards = (
        f"{{id: nichi, title: Hiruma Nichi, owner: crab, {nichi}}}",
        "{id: pits, title: Ambush Pits, owner: crane, zone: hand}",
        "{id: ro, title: Restoring Order, owner: crane, zone: hand}",
    )
    loaded = _battle(tmp_path, pool, *cards)
    v = check(loaded, "crane", "pits", 0)
    assert v.status == terrain, v.reasons
    if terrain == "unknown":
        assert "playing a Terrain" in " ".join(v.reasons)
    # not a Terrain played: exact in every case (before: unknown while Nichi was in play)
    assert check(loaded, "crane", "ro", 0).status == "legal"


_PLAYING = 'Playing a Follower has the additional cost, "Pay 2 Gold."'


@pytest.mark.parametrize(
    ("kind", "expected"),
    [("Follower", "unknown"), ("Item", "legal")],  # an Item is not the kind named (control)
)
def test_a_cost_added_to_playing_a_kind_and_the_equip(
    tmp_path: Path, kind: str, expected: str
) -> None:
    """The rulebook Equip of a card of the kind a sentence adds a cost to playing keeps the
    doubt (it was not asked before: a silent legal); of another kind it is exact. No card of
    the data prints such a sentence for a kind played by Equip or Recruit (Hiruma Nichi's
    Terrains are Strategies): inline cards."""
    from solver.verdict import EQUIP
    from tests.builders import KEEP_CARD, set_board, set_personality

    cards = [
        {**KEEP_CARD, "gold_production": 5},
        set_personality("Lord", 3, text=_PLAYING),
        set_personality("Host", 3),
        {"title": "Gear", "types": [kind], "decks": ["Fate"], "gold_cost": 1, "focus": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "them", "zone": "home"},
        {"id": "host", "title": "Host", "owner": "me", "zone": "home"},
        {"id": "gear", "title": "Gear", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    board = set_board(tmp_path, cards, table, "playing", phase="action", players=players)
    v = check(board, "me", "gear", EQUIP)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert _PLAYING in " ".join(v.reasons)
