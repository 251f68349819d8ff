"""Two wrong verdicts h30adv5 found attacking this stop's readings, each with a control:
- a keyword taken away by a sentence in play ("Your Lion Clan Personalities (in play) have
  Courtier but do not have ... Tactician.", Ikoma Aimi) was dropped silently (the quality reader
  stopped at "but"), so Matsu Mieko's "-2 Gold Cost while you control a Tactician" was read as
  met: a false legal, now `unknown`;
- "he need not bow for his Spells with an odd Focus Value." (Koan's Jingasa) was dropped as no
  sentence about actions, so The Fire from Within on a bowed bearer was refused: a false
  illegal, now `unknown` naming it.
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.qualities import granted_keywords, qualities_unread
from model.cardtext.traits_on_actions import traits_on_actions
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
_AIMI = (
    "Your Lion Clan Personalities (in play) have Courtier but do not have Cavalry, Commander, "
    "Deathseeker, Paragon, Scout, or Tactician."
)


def test_the_sentences_are_kept() -> None:
    assert qualities_unread([_AIMI]) == (_AIMI,)
    assert granted_keywords(_AIMI) is None  # keywords taken away too: not only Courtier
    jingasa = "He need not bow for his Spells with an odd Focus Value."
    assert traits_on_actions([jingasa]) == (jingasa,)


def _card(cid: str, title: str, zone: str = "home", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": "a", "zone": zone, **more}


@needs_data
@pytest.mark.parametrize(("aimi", "status"), [(True, "unknown"), (False, "legal")])
def test_mieko_s_reduction_beside_aimi(
    tmp_path: Path, pool: CardPool, aimi: bool, status: str
) -> None:
    cards = [
        _card("halls", "The Grand Halls of the Lion", bowed=True),
        _card("market", "Marketplace"),
        _card("kaeru", "Kaeru Contractor"),
        _card("tea", "Tea House"),
        _card("mieko", "Matsu Mieko", "province", province=1),
        _card("kamina", "Akodo Kamina"),
        *([_card("aimi", "Ikoma Aimi")] if aimi else []),
    ]
    players = [{"id": "a", "clan": "lion", "family_honor": 10}, {"id": "b", "family_honor": 9}]
    loaded = pool_state(tmp_path, pool, cards, phase="dynasty", players=players)
    assert check(loaded, "a", "mieko", RECRUIT).status == status


@needs_data
@pytest.mark.parametrize(("jingasa", "status"), [(True, "unknown"), (False, "illegal")])
def test_the_fire_from_within_on_a_bowed_bearer(
    tmp_path: Path, pool: CardPool, jingasa: bool, status: str
) -> None:
    there = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [
        _card("kaname", "Isawa Kaname", bowed=True, **there),
        _card("fire", "The Fire from Within", attached_to="kaname", **there),
        *([_card("jingasa", "Koan's Jingasa", attached_to="kaname", **there)] if jingasa else []),
        {"id": "itta", "title": "Hiruma Itta", "owner": "b", **there},
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "b-p1"}
    loaded = pool_state(tmp_path, pool, cards, attacker="a", **combat)
    assert check(loaded, "a", "fire", 1).status == status


@needs_data
@pytest.mark.parametrize(("phase", "status"), [("dynasty", "illegal"), ("action", "unknown")])
def test_a_timing_permission_outside_its_phase(
    tmp_path: Path, pool: CardPool, phase: str, status: str
) -> None:
    """Bayushi Paneki • Experienced 3's "You may take Limited actions as well as Open actions
    during other players' Action Phases." gives no time in another player's Dynasty Phase
    (h30adv5 N5: was unknown); in his Action Phase it keeps its doubt (control)."""
    cards = [
        {"id": "palace", "title": "The Esteemed Palace of the Crane", "owner": "b", "zone": "home"},
        _card("port", "The Fruitful Port of the Mantis"),
        _card("paneki", "Bayushi Paneki • Experienced 3"),
    ]
    loaded = pool_state(tmp_path, pool, cards, phase=phase, active_player="b")
    assert check(loaded, "a", "port", 0).status == status


@needs_data
def test_a_performer_ban_spares_actions_its_card_can_t_perform(
    tmp_path: Path, pool: CardPool
) -> None:
    """Chiisai's "May not perform Iaijutsu or Political actions." can't touch Fruitless Search
    (a Reaction targeting nothing: nobody performs it, FAQ, What performs an action?; h30rm3:
    was unknown); Chiisai's own actions keep the doubt (control)."""
    fight = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [
        _card("keep", "Kyuden Hida • Experienced"),
        _card("chiisai", "Chiisai", **fight),
        _card("fs", "Fruitless Search", "hand"),
        {"id": "foe", "title": "Doji Yoshitada", "owner": "b", **fight},
    ]
    event = {"kind": "engaging", "timing": "after"}
    at = {"phase": "attack", "current_battlefield": "b-p1", "attacker": "a", "event": event}
    loaded = pool_state(tmp_path, pool, cards, **at)
    assert check(loaded, "a", "fs", 0).status == "legal"
    # control: her own actions, and an action targeting in its constraints block, keep the doubt
    from model.abilities import Ability, Block, TargetSpec
    from model.selectors import Selector
    from model.state import View
    from solver.performer_ban_scope import performer_ban_spares

    view = View.of(loaded.state, loaded.library)
    said = "May not perform Iaijutsu or Political actions."
    plain = Ability(designators=("open",))  # type: ignore[arg-type]
    assert performer_ban_spares(view, "chiisai", said, "fs", plain)
    assert not performer_ban_spares(view, "chiisai", said, "chiisai", plain)
    aimed = Ability(
        designators=("open",),  # type: ignore[arg-type]
        targets=(TargetSpec(name="t", select=Selector(), block=Block.CONSTRAINTS),),
    )
    assert not performer_ban_spares(view, "chiisai", said, "fs", aimed)
