"""A permission for one performer's attacks to target more, a trait of another card in play
("Ranged Attacks from actions performed by Kahoku may target dishonorable Personalities with
attached Followers.", Bayushi Kahoku • Experienced; h45fixa N1): it can only lift a targeting
failure of an action making a Ranged Attack that Kahoku performs (FAQ, What performs an
action?; Effects / "May"). Real cards from ../shared/data (skipped without it: ``pool``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.cardtext.attack_permissions import permission_kinds, permission_performer
from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

DATA = Path(__file__).resolve().parent / "data" / "h45fixa"
KAHOKU = (
    "Ranged Attacks from actions performed by Kahoku may target dishonorable Personalities "
    "with attached Followers."
)


def test_the_sentence_reads_as_a_ranged_attack_permission_of_one_performer() -> None:
    assert permission_kinds(KAHOKU) == frozenset({"ranged"})
    assert permission_performer(KAHOKU) == "Kahoku"
    assert permission_performer("Ranged Attacks may target Items.") is None


def _load(tmp: Path, pool: CardPool, data: dict[str, Any]) -> LoadedState:
    return load_data(tmp, pool, data)


def test_unrelated_failures_stay_illegal_beside_kahoku(tmp_path: Path, pool: CardPool) -> None:
    """The tester's board: a trigger not now, a bowed card's Combat Segment action, no face-down
    card, no Weapon in hand: each illegal (was `unknown`, naming Kahoku's sentence)."""
    data = yaml.safe_load((DATA / "min-kahoku.yaml").read_text("utf-8"))
    loaded = _load(tmp_path, pool, data)
    for card, i in (("d1", 0), ("d2", 0), ("d2", 1), ("d3", 0), ("d3", 1), ("d4", 0)):
        v = check(loaded, "dragon", card, i)
        assert v.status == "illegal", (card, i, v.reasons)
        assert "Kahoku" not in " ".join(v.reasons)


def _battle(daikyu_on: str, defended: bool = True) -> dict[str, Any]:
    """Scorpion attacks Dragon's province 1: Kahoku and Shosuro Taberu (Tsuruchi Daikyu on
    ``daikyu_on``) against Togashi Hizumi, dishonorable (Personal Honor 0 via the state), with a
    Follower of Force 6 attached (Elite Sentry): the only enemy the Ranged 5 Attack might target."""
    at = {"zone": "battlefield", "battlefield": "dragon-p1"}
    there = at if defended else {"zone": "home"}
    return {
        "turn": 5,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "dragon-p1",
        "attacker": "scorpion",
        "players": [
            {"id": "dragon", "clan": "dragon", "family_honor": 10},
            {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
        ],
        "cards": [
            {"id": "kah", "title": "Bayushi Kahoku • Experienced", "owner": "scorpion", **at},
            {"id": "tab", "title": "Iuchi Yupadi", "owner": "scorpion", **at},
            {
                "id": "bow",
                "title": "Tsuruchi Daikyu",
                "owner": "scorpion",
                "attached_to": daikyu_on,
                **at,
            },
            {
                "id": "hiz",
                "title": "Togashi Hizumi",
                "owner": "dragon",
                "dishonorable": True,
                **there,
            },
            {
                "id": "fol",
                "title": "Elite Sentry",
                "owner": "dragon",
                "attached_to": "hiz",
                **there,
            },
        ],
    }


def test_another_performers_ranged_attack_with_no_target_is_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    """The Daikyu on Yupadi, no enemy at the battlefield: its Ranged Attack is Yupadi's, not
    Kahoku's, and has no target whatever Kahoku's permission says (was `unknown`)."""
    v = check(_load(tmp_path, pool, _battle("tab", defended=False)), "scorpion", "bow", 0)
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "target"


def test_kahokus_own_ranged_attacks_keep_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Controls: the Daikyu on Kahoku (he performs it: the permission's reach is not read
    finer) and, facing the dishonorable Hizumi with a Follower, both the Daikyu on Kahoku and
    Kahoku's own "Battle: Target an enemy Personality: ... Ranged 3 Attack.": never illegal."""
    bare = _load(tmp_path, pool, _battle("kah", defended=False))
    assert check(bare, "scorpion", "bow", 0).status == "unknown"
    loaded = _load(tmp_path, pool, _battle("kah"))
    assert check(loaded, "scorpion", "bow", 0).status == "unknown"
    own = check(loaded, "scorpion", "kah", 0)
    assert own.status != "illegal", own.reasons
