"""Tester h44adv6's findings, on its boards (tests/data/h44adv6) and variants, with real cards
from ../shared/data (skipped without it), each with a control:

- N1 "You may ignore M'rika's Loyal restriction if ...": a sentence lifting a restriction of its
  own card's name concerns only that card's play (solver/own_restriction_scope.py).
- N2 "You ignore Honor Requirements on your Followers." (Keep of the Dead): another player's
  "You" sentence can't change this player's play (solver/own_restriction_scope.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_restriction_scope import restriction_sentence_spares
from solver.verdict import AbilityRef
from tests.builders import load_data
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h44adv6"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _data(board: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((BOARDS / f"{board}.yaml").read_text())
    return loaded


def _verdict(
    pool: CardPool, tmp: Path, data: dict[str, Any], player: str, card: str, ability: AbilityRef
) -> tuple[str, list[str]]:
    v = check(load_data(tmp, pool, data), player, card, ability)
    return v.status, list(v.reasons)


def _without(data: dict[str, Any], *ids: str) -> dict[str, Any]:
    return {**data, "cards": [c for c in data["cards"] if c["id"] not in ids]}


_B1_TRUTH = (
    ("dragon", "d-hand5", "legal"),  # Destrier
    ("dragon", "d-hand6", "illegal"),  # Study the Wheel: no Shugenja
    ("spider", "s-hand5", "legal"),  # Hunter of Harmony
    ("spider", "s-hand6", "legal"),  # Peace Treaty
    ("spider", "s-hand7", "legal"),  # Scorching Lash onto M'rika
)


@needs_data
def test_n1_n2_own_name_and_other_players_sentences_leave_equips(
    tmp_path: Path, pool: CardPool
) -> None:
    data = _data("b1")
    for player, card, truth in _B1_TRUTH:
        status, why = _verdict(pool, tmp_path, data, player, card, "equip")
        assert status == truth, (card, why)
        assert not any("M'rika" in w and "Loyal" in w for w in why), why
    keep = _data("probe_b1_nomrika_keep")
    assert _verdict(pool, tmp_path, keep, "dragon", "d-hand6", "equip")[0] == "illegal"


@needs_data
def test_n1_control_the_sentence_still_concerns_its_own_card(pool: CardPool) -> None:
    defs = dict(pool.definitions())
    mrika = defs["M'rika"]
    said = "You may ignore M'rika's Loyal restriction if your Stronghold is The Forgotten Temple."
    assert not restriction_sentence_spares(said, mrika, mrika, True)
    assert restriction_sentence_spares(said, mrika, defs["Destrier"], True)
    # a possessive naming another card is not scoped here (its name may be a nickname)
    chiyo = "Crab Clan players may ignore Toturi's Honor Requirement."
    assert not restriction_sentence_spares(chiyo, mrika, defs["Destrier"], True)


@needs_data
def test_n2_control_the_sentence_concerns_its_controllers_plays(pool: CardPool) -> None:
    defs = dict(pool.definitions())
    keep = defs["Keep of the Dead"]
    said = "You ignore Honor Requirements on your Followers."
    assert restriction_sentence_spares(said, keep, defs["Study the Wheel"], False)
    assert not restriction_sentence_spares(said, keep, defs["Hunter of Harmony"], True)


@needs_data
def test_n3_going_second_gold_is_no_doubt_for_the_first_player(
    tmp_path: Path, pool: CardPool
) -> None:
    """b2: Phoenix went first (turn 5, active phoenix): the Temple's "(When going second, ...
    two less Gold)" can't pay Isawa Norimichi's 11 (10 produced)."""
    status, why = _verdict(pool, tmp_path, _data("b2"), "phoenix", "p-prov2", "recruit")
    assert not any("When going second" in w for w in why), why
    # without Ikoma Genichi's own Resilient sentence (a doubt of its own, left): illegal
    data = _without(_data("b2"), "genichi")
    status, why = _verdict(pool, tmp_path, data, "phoenix", "p-prov2", "recruit")
    assert status == "illegal", why


@needs_data
def test_n3_control_going_second_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    data = {**_without(_data("b2"), "genichi"), "turn": 6}  # Phoenix active on turn 6: second
    status, why = _verdict(pool, tmp_path, data, "phoenix", "p-prov2", "recruit")
    assert status == "unknown" and "When going second" in why[0], why


@needs_data
def test_n9_before_an_event_resolves_is_not_after_an_action_resolved(
    tmp_path: Path, pool: CardPool
) -> None:
    """Forging Destiny "Reaction: Before an Event resolves": an Event's action announced, never
    the moment after an action resolved (a pending trigger or a stated event)."""
    for board in ("b6", "probe_b6_event"):
        status, why = _verdict(pool, tmp_path, _data(board), "mantis", "m-h4", 0)
        assert status == "illegal", (board, why)


@needs_data
def test_n9_control_an_announced_moment_may_be_it(tmp_path: Path, pool: CardPool) -> None:
    data = {**_data("b6"), "trigger": "After another player announces an action"}
    status, why = _verdict(pool, tmp_path, data, "mantis", "m-h4", 0)
    assert status == "unknown", why
    data = {**_data("b6"), "trigger": "Before an Event resolves"}
    assert _verdict(pool, tmp_path, data, "mantis", "m-h4", 0)[0] == "legal"


@needs_data
def test_n4_a_cavalry_follower_sentence_leaves_a_follower_without_cavalry(
    tmp_path: Path, pool: CardPool
) -> None:
    """Moto Jengzan's "Jengzan's Cavalry Followers have Resilient." / "Your Cavalry Followers
    out of play have Honor." reach no card of b3 (Chikushudo's Infusion's "This Shugenja has
    Cavalry ..." reaches only its bearer, a Personality): Yotsu Ueda's Chosen's Equip is legal."""
    assert _verdict(pool, tmp_path, _data("b3"), "unicorn", "u-h5", "equip")[0] == "legal"


@needs_data
def test_n4_control_a_cavalry_follower_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    data = _data("b3")
    legion = {"id": "legion", "title": "Chagatai's Legion", "owner": "unicorn", "zone": "hand"}
    data = {**data, "cards": [*data["cards"], legion]}
    status, why = _verdict(pool, tmp_path, data, "unicorn", "u-h5", "equip")
    assert status == "unknown" and "Jengzan" in why[0], why


def _doubts(pool: CardPool, tmp: Path, player: str, card: str, ability: AbilityRef) -> list[str]:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(_data("b1"), allow_unicode=True))
    v = check(load_state(path, cards=pool), player, card, ability)
    assert v.status == "legal", v.reasons
    return list(v.witness.doubts) if v.witness is not None else []


@needs_data
def test_w3_equip_gold_is_no_cheaper_source_of_another_action(
    tmp_path: Path, pool: CardPool
) -> None:
    """Bushi Dojo's "When paying for an action that Equips or creates a Follower" Gold can't pay
    the granted "Open, :g6:: Destroy a card titled Fortress of Lidless Eyes.": no note."""
    doubts = _doubts(pool, tmp_path, "dragon", "fortress", "granted")
    assert not any("Bushi Dojo" in d for d in doubts), doubts


@needs_data
def test_w3_control_an_equip_keeps_the_note(tmp_path: Path, pool: CardPool) -> None:
    doubts = _doubts(pool, tmp_path, "dragon", "d-hand5", "equip")  # Destrier: an Equip
    assert any("Bushi Dojo" in d for d in doubts), doubts


_TEARS = "<b>Battle:</b> Destroy a Terrain (if able). Put this Terrain into play. "


def _tears(tail: str) -> tuple[str, list[str | None]]:
    (para,) = import_text(
        _TEARS + tail, title="The Crystal Tears", card_type=CardType.STRATEGY, keywords=("terrain",)
    ).paragraphs
    return para.level, [e.step for e in para.ability.effects] if para.ability else []


def test_n8_optional_targeting_and_its_follow_up_are_kept_whole() -> None:
    """The Crystal Tears: "You may target and bow a Personality with 4 or more Force or a
    Fallen, Ninja, or Shadowlands card. After this Terrain is destroyed, straighten the
    target.": optional, kept whole as optional effects (listed), the rest read."""
    optional = (
        "You may target and bow a Personality with 4 or more Force or a Fallen, Ninja, or "
        "Shadowlands card."
    )
    level, steps = _tears(f"{optional} After this Terrain is destroyed, straighten the target.")
    assert level == "full"
    assert optional in steps and "After this Terrain is destroyed, straighten the target." in steps


def test_n8_control_a_choice_of_effects_stays_not_read() -> None:
    level, _ = _tears("You may target and bow a Personality with 4 or more Force or lose 2 Honor.")
    assert level != "full"


@needs_data
def test_n8_the_crystal_tears_is_legal_in_battle(tmp_path: Path, pool: CardPool) -> None:
    status, why = _verdict(pool, tmp_path, _data("b5"), "crane", "cr-h2", 0)
    assert status == "legal", why
    data = {**_data("b5"), "segment": None, "phase": "action"}
    data = {
        k: v for k, v in data.items() if k not in ("segment", "attacker", "current_battlefield")
    }
    status, why = _verdict(pool, tmp_path, data, "crane", "cr-h2", 0)
    assert status == "illegal", why  # control: a Battle action outside the Combat Segment


@needs_data
def test_n4_control_a_clan_is_no_keyword_class(tmp_path: Path, pool: CardPool) -> None:
    """ "Your Unicorn Personalities have +1F.": Unicorn is a Clan, not a keyword no card has."""
    from model.state import View
    from solver.class_grant_scope import class_grant_spares

    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(_data("b3"), allow_unicode=True))
    loaded = load_state(path, cards=pool)
    view = View.of(loaded.state, loaded.library)
    v = check(loaded, "unicorn", "u-h5", "equip")
    assert not class_grant_spares(view, "u-h5", v, "Your Unicorn Personalities have +1F.")
    assert class_grant_spares(view, "u-h5", v, "Your Cavalry Followers out of play have Honor.")
