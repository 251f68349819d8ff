"""Tester h44adv2's findings (W1, N1-N5), on its boards (tests/data/h44adv2) and variants, with
real cards from ../shared/data (skipped without it), each with a control:

- W1 "Melee 3 Attack, with +1 strength if all your Personalities in this army are Shadowlands"
  (Wicked Chain): the bonus's condition read on the card's army
  (model/cardtext/attack_army_all.py).
- N1 "After another player's action targets your Hero Personality during a Combat Segment"
  (Setting Sun Strike): the closing period read on the state (solver/trigger_periods.py,
  solver/battle_trigger_scope.py).
- N2 "After you bring a non-Shadowlands Nonhuman Personality into play (including The
  Rashana)" at an ``enters_play`` event (solver/bring_trigger.py).
- N3 "After an action on a Strategy ... targets ..., or before a Terrain Strategy from a
  player's hand enters play ..." (Agasha Hamanari) at a Personality's action's targeting
  (solver/strategy_action_trigger.py).
- N4 "After Kaiten enters a duel" at an ``action_targets`` event (solver/effect_moments.py).
- N5 "This is a Ninja action." (The Hidden School of the Scorpion): the keyword of the action
  (model/cardtext/action_keyword_sentence.py).
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
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h44adv2"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _data(board: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((BOARDS / f"{board}.yaml").read_text())
    return loaded


def _status(pool: CardPool, tmp: Path, data: dict[str, Any], player: str, card: str) -> str:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    verdict = check(load_state(path, cards=pool), player, card, 0)
    return verdict.status


def _board_status(pool: CardPool, board: str, player: str, card: str) -> str:
    return check(load_state(BOARDS / f"{board}.yaml", cards=pool), player, card, 0).status


def _card(data: dict[str, Any], cid: str) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in data["cards"] if c["id"] == cid)
    return found


# ------------------------------------------------------------------------- W1 Wicked Chain
_CHAIN = (
    "<b>Battle, :bow::</b> Melee 3 Attack, with +1 strength if all your Personalities in this "
    "army are Shadowlands."
)


def test_chain_bonus_is_read() -> None:
    (para,) = import_text(_CHAIN, title="Wicked Chain", card_type=CardType.ITEM).paragraphs
    assert para.level == "full"
    assert para.ability is not None
    (spec,) = para.ability.all_target_specs()
    (when,) = spec.where_when
    assert when.where == ("target1.force <= 4",)
    assert when.condition.where == (
        "source.armyt_personality_shadowlands >= source.armyt_personality",
        "source.armyt_personality >= 1",
    )


@pytest.mark.parametrize(
    "text",
    [
        # another army, two keywords, a word that is no keyword: not read (the lower strength)
        "Melee 3 Attack, with +1 strength if all your Personalities in Kaneka's army are Samurai.",
        "Melee 3 Attack, with +1 strength if all your Personalities in this army are Wibble.",
    ],
)
def test_chain_bonus_control_not_read(text: str) -> None:
    (para,) = import_text(
        f"<b>Battle:</b> {text}", title="Wicked Chain", card_type=CardType.ITEM
    ).paragraphs
    assert para.ability is not None
    (spec,) = para.ability.all_target_specs()
    assert spec.where_when == ()


@needs_data
def test_chain_on_the_board(pool: CardPool) -> None:
    # Kokujin Buncho (Shadowlands) alone in Spider's army: Melee 4 against Hida Osote (4F)
    assert _board_status(pool, "p12_chain_legion", "spider", "chain") == "legal"


@needs_data
def test_chain_control_a_human_in_the_army(pool: CardPool, tmp_path: Path) -> None:
    # control: a Personality of Spider's in the army that is not Shadowlands: Melee 3 < 4
    data = _data("p12_chain_legion")
    data["cards"].append(
        {"id": "genshin", "title": "Doji Genshin", "owner": "spider", "zone": "battlefield",
         "battlefield": "crab-p1"}
    )  # fmt: skip
    assert _status(pool, tmp_path, data, "spider", "chain") == "unknown"


@needs_data
def test_chain_control_out_of_reach(pool: CardPool, tmp_path: Path) -> None:
    # control: Osote at 5F is out of reach of Melee 4
    data = _data("p12_chain_legion")
    _card(data, "osote")["modifiers"] = [{"stat": "force", "amount": 1}]
    assert _status(pool, tmp_path, data, "spider", "chain") == "unknown"


# ------------------------------------------------------------------ N1 Setting Sun Strike
@needs_data
@pytest.mark.parametrize(
    ("board", "card", "status"),
    [
        ("p8b_sss_hero", "sss", "legal"),  # another player's action targets Kaiten (Hero)
        ("p8_snake", "sss", "illegal"),  # Taweiken is no Hero
        ("p7e_sss_actionphase", "l-h2", "illegal"),  # not a Combat Segment
        ("p8_snake", "snake", "legal"),  # Snake Tattoo, as before
    ],
)
def test_setting_sun_strike(pool: CardPool, board: str, card: str, status: str) -> None:
    assert _board_status(pool, board, "lion", card) == status


@needs_data
def test_setting_sun_strike_control_own_action(pool: CardPool, tmp_path: Path) -> None:
    # control: lion's own action targeting its Hero is not "another player's action"
    data = _data("p8b_sss_hero")
    data["event"]["player"] = "lion"
    assert _status(pool, tmp_path, data, "lion", "sss") == "illegal"


@needs_data
def test_setting_sun_strike_control_other_segment(pool: CardPool, tmp_path: Path) -> None:
    # control: the Attack Phase outside the Combat Segment is no Combat Segment
    data = _data("p8b_sss_hero")
    del data["segment"], data["current_battlefield"]
    assert _status(pool, tmp_path, data, "lion", "sss") == "illegal"


@needs_data
@pytest.mark.parametrize(
    ("target", "phase", "status"),
    [
        ("kaiten", "combat", "legal"),  # lion's Personality, in a battle
        ("kichang", "combat", "illegal"),  # not lion's Personality
        ("kaiten", "action", "illegal"),  # no battle in the Action Phase
    ],
)
def test_during_a_battle(
    pool: CardPool, tmp_path: Path, target: str, phase: str, status: str
) -> None:
    # "After another player's action targets your Personality during a battle" (I Do Not Die
    # So Easily!)
    data = _data("p8b_sss_hero")
    _card(data, "sss")["title"] = "I Do Not Die So Easily!"
    data["event"]["cards"] = [target]
    if phase == "action":
        data["phase"] = "action"
        del data["segment"], data["current_battlefield"]
    assert _status(pool, tmp_path, data, "lion", "sss") == status


# ------------------------------------------------------------------------- N2 The Rashana
@needs_data
@pytest.mark.parametrize(
    ("board", "status"),
    [("p9c_rashana_self", "legal"), ("p9_enters", "illegal")],
)
def test_rashana(pool: CardPool, board: str, status: str) -> None:
    assert _board_status(pool, board, "dragon", "rashana") == status


@needs_data
def test_rashana_controls(pool: CardPool, tmp_path: Path) -> None:
    data = _data("p9c_rashana_self")
    # another player brought her: not "you bring"
    data["event"]["player"] = "scorpion"
    assert _status(pool, tmp_path, data, "dragon", "rashana") == "illegal"
    # who brought her not stated: unknown
    del data["event"]["player"]
    assert _status(pool, tmp_path, data, "dragon", "rashana") == "unknown"
    # dragon brings a human (Togashi Mitsu, no Nonhuman keyword): not it
    data["event"] = {"kind": "enters_play", "timing": "after", "cards": ["togashi"],
                     "player": "dragon"}  # fmt: skip
    assert _status(pool, tmp_path, data, "dragon", "rashana") == "illegal"
    # dragon brings Mitsu made Nonhuman: it
    _card(data, "togashi")["added_keywords"] = ["Nonhuman"]
    assert _status(pool, tmp_path, data, "dragon", "rashana") == "legal"
    # ... made Nonhuman and Shadowlands: not it
    _card(data, "togashi")["added_keywords"] = ["Nonhuman", "Shadowlands"]
    assert _status(pool, tmp_path, data, "dragon", "rashana") == "illegal"


# --------------------------------------------------------------------- N3 Agasha Hamanari
@needs_data
def test_hamanari_at_a_personality_action(pool: CardPool) -> None:
    assert _board_status(pool, "p10_rangedtargets", "phoenix", "hamanari") == "illegal"


@needs_data
def test_hamanari_controls(pool: CardPool, tmp_path: Path) -> None:
    data = _data("p10_rangedtargets")
    # the action's card not stated: unknown
    del data["event"]["source"]
    assert _status(pool, tmp_path, data, "phoenix", "hamanari") == "unknown"
    # an action on a Strategy from crab's hand: unknown (its targets "you, your cards, or your
    # tokens" not read)
    data["cards"].append({"id": "strat", "title": "Evenly Matched", "owner": "crab",
                          "zone": "hand"})  # fmt: skip
    data["event"]["source"] = "strat"
    assert _status(pool, tmp_path, data, "phoenix", "hamanari") == "unknown"
    # a Personality's Reaction (maybe inside a Terrain's resolution): unknown
    data["event"]["source"] = "tameko"
    data["event"]["designator"] = "reaction"
    assert _status(pool, tmp_path, data, "phoenix", "hamanari") == "unknown"


# ----------------------------------------------------------------------- N4 Kakita Kaiten
@needs_data
@pytest.mark.parametrize("board", ["p7b_sss", "p8_snake"])
def test_kaiten_duel_at_a_targeting(pool: CardPool, board: str) -> None:
    assert _board_status(pool, board, "lion", "kaiten") == "illegal"


@needs_data
def test_kaiten_control_at_its_words(pool: CardPool, tmp_path: Path) -> None:
    # control: at its own words it is legal
    data = _data("p7b_sss")
    del data["event"]
    data["trigger"] = "After Kaiten enters a duel"
    data["trigger_player"] = "lion"
    assert _status(pool, tmp_path, data, "lion", "kaiten") == "legal"
    # control: an action resolved (a duel may have been entered in it): still unknown
    data = _data("p7b_sss")
    data["event"] = {"kind": "action_resolves", "timing": "after", "player": "unicorn"}
    assert _status(pool, tmp_path, data, "lion", "kaiten") == "unknown"


# ---------------------------------------------------- N5 The Hidden School of the Scorpion
_SCHOOL = (
    "<b>Tireless Open:</b> Give another player's target Personality a minimum of 1 Chi and "
    "-2F/-2C (this turn). This is a Ninja action."
)


def test_school_keyword_is_read() -> None:
    (para,) = import_text(
        _SCHOOL, title="The Hidden School of the Scorpion", card_type=CardType.STRONGHOLD
    ).paragraphs
    assert para.level == "full"
    assert para.ability is not None
    assert set(para.ability.keywords) == {"ninja", "tireless"}


@pytest.mark.parametrize(
    "text",
    [
        # a designator, not a keyword; a keyword with rules of its own (not claimed)
        "<b>Open:</b> Bow a target Follower. This is a Battle action.",
        "<b>Open:</b> Bow a target Follower. This is a Kiho action.",
        # inside a granted ability's quotes: that ability's
        '<b>Open:</b> Give your target Personality "Battle: Bow a target Follower. This is a '
        'Ninja action."',
    ],
)
def test_school_keyword_controls(text: str) -> None:
    (para,) = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.ability is None or "ninja" not in para.ability.keywords
    if "Kiho" in text or "Battle action" in text:
        assert para.level != "full"


@needs_data
@pytest.mark.parametrize(
    ("board", "card"),
    [("r1_crane_scorpion_action", "bayushi"), ("r3_scorpion_vs_phoenix_action", "school")],
)
def test_school_on_the_boards(pool: CardPool, board: str, card: str) -> None:
    assert _board_status(pool, board, "scorpion", card) == "legal"


@needs_data
def test_school_control_ninja_shield(pool: CardPool, tmp_path: Path) -> None:
    # control: "Other players' Ninja actions may not target Aramoro." reads the keyword: with
    # Aramoro phoenix's only Personality, the Ninja action has no target
    data = _data("r3_scorpion_vs_phoenix_action")
    data["cards"] = [
        c for c in data["cards"]
        if not (c["owner"] == "phoenix" and c["id"] in ("itaru", "mguard", "raichi", "banu"))
    ]  # fmt: skip
    data["cards"].append({"id": "aramoro", "title": "Bayushi Aramoro • Experienced 3",
                          "owner": "phoenix", "zone": "home"})  # fmt: skip
    assert _status(pool, tmp_path, data, "scorpion", "school") == "illegal"
    # beside another Personality of phoenix's: legal
    data["cards"].append({"id": "banu", "title": "Otomo Banu", "owner": "phoenix",
                          "zone": "home"})  # fmt: skip
    assert _status(pool, tmp_path, data, "scorpion", "school") == "legal"


# ------------------------------------------------ N4, the kinds (no card data: built cards)
def _duel_status(printed: str, **pending: Any) -> str:
    from tests.builders import board, card, imported

    ab = imported(f"<b>Reaction:</b> {printed}: Gain 1 Honor.", "T Reed", CardType.STRATEGY)
    loaded = board(
        [{"title": "T Reed", "type": "strategy", "abilities": [ab]}],
        [card("r", "T Reed", "me", zone="hand")],
        **pending,
    )
    return check(loaded, "me", "r", 0).status


@pytest.mark.parametrize(
    "printed",
    [
        "After one of your Personalities enters a duel",
        "After a Personality enters a duel facing one of your Personalities",
        "Before your Personality enters a duel",
    ],
)
def test_entering_a_duel_is_not_a_targeting(printed: str) -> None:
    from model.abilities import INTERRUPT_TO_AN_ACTION

    targets = {"event": {"kind": "action_targets", "player": "them", "cards": []}}
    assert _duel_status(printed, **targets) == "illegal"
    window = {"trigger": INTERRUPT_TO_AN_ACTION, "action_player": "them", "action_keywords": []}
    assert _duel_status(printed, **window) == "illegal"
    # control: at its own words, legal; after an action resolved, unknown
    assert _duel_status(printed, trigger=printed, trigger_player="me") == "legal"
    resolved = {"event": {"kind": "action_resolves", "player": "them"}}
    assert _duel_status(printed, **resolved) == "unknown"


@needs_data
@pytest.mark.parametrize(
    ("entered", "by", "status"),
    [
        ("togashi", "dragon", "legal"),  # a Personality dragon brought
        ("darisu", "scorpion", "illegal"),  # scorpion brought it
        ("school", "dragon", "illegal"),  # no Personality
    ],
)
def test_bring_a_personality(
    pool: CardPool, tmp_path: Path, entered: str, by: str, status: str
) -> None:
    # the same shape on another card: "Reaction: After you bring a Personality into play: Gain
    # 1 Honor." (Asako Keiki)
    data = _data("p9c_rashana_self")
    data["cards"].append({"id": "keiki", "title": "Asako Keiki", "owner": "dragon",
                          "zone": "home"})  # fmt: skip
    data["event"] = {"kind": "enters_play", "timing": "after", "cards": [entered], "player": by}
    assert _status(pool, tmp_path, data, "dragon", "keiki") == status
