"""h45fixl: the readings the precision samples labelled wrong, fixed as general shapes, on
boards of real cards (../shared/data; skipped without it), each with a control:

- a target in one branch of a choice of effects is optional (Abilities and actions / B:
  "a choice between the targeting and something else"): Mirumoto Utzuki (``optional_branch``);
- "give your target Samurai Shadowlands.": the last keyword is given (``given_keyword``);
- a created card copying a card's keywords is not claimed (Loyal among them restricts its
  entering play; ``accepted_words``): Matsu Nimuro • Experienced 2, Two-Fold Virtue;
- an opening "If it is a Combat Segment" on a Battle/Open action conditions the effect only
  (``open_battle_if``): Soshi House Guard;
- an attack's strength "equal to his Force or Personal Honor" is the player's choice (Effects /
  Choices): the higher limits (Strength of the Divine, Wasureta's granted Fear);
- a Fear "that bows any Undead card it targets" has no Force limit on an Undead target (Akodo
  Eirasu);
- a bonus "if Genda has a Heavy Weapon or has used ...": the first clause alone read as a
  sufficient condition (Hida Genda).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.effects_attacks import force_limits, read_attack
from model.common import CardType
from model.describe import ability_text
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import bp1_battle

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    return bp1_battle(tmp, pool, cards, **turn)


def _action(tmp: Path, pool: CardPool, cards: list[dict[str, Any]]) -> Any:
    return _load(tmp, pool, cards, phase="action", segment=None, current_battlefield=None,
                 attacker=None, battlefields=[])  # fmt: skip


def _at(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "bp1", **more}  # fmt: skip


def _home(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **more}


def _reading(pool: CardPool, title: str, text_start: str) -> tuple[bool, str]:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    para = next(p for p in card.oracle.imported.paragraphs if p.text.startswith(text_start))
    return para.full, ability_text(para.ability) if para.full and para.ability else ""


# -- a target in one branch of a choice of effects: optional ----------------------------------


def _utzuki(tmp: Path, pool: CardPool, *mine_home: tuple[str, str]) -> Any:
    return _load(tmp, pool, [
        _home("sh", "The Aerie", "a"), _at("utz", "Mirumoto Utzuki", "a"),
        *(_home(cid, title, "a") for cid, title in mine_home),
        _home("sh2", "The Ancient Castle of the Lion", "b"), _at("dai", "Akodo Daiken", "b"),
    ])  # fmt: skip


def test_utzuki_reads_an_optional_target(pool: CardPool) -> None:
    full, reading = _reading(pool, "Mirumoto Utzuki", "Battle: Bow Utzuki")
    assert full
    assert "target1: may target one of your Shugenja Personalities at home" in reading


def test_utzuki_without_a_shugenja_at_home_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """No Shugenja Personality at home: destroy a Terrain instead (was illegal)."""
    board = _utzuki(tmp_path, pool)
    assert check(board, "a", "utz", 0).status == "legal"


def test_utzuki_with_a_shugenja_named(tmp_path: Path, pool: CardPool) -> None:
    board = _utzuki(tmp_path, pool, ("tom", "Tamori Tomaru"), ("kis", "Akodo Kisho"))
    assert check(board, "a", "utz", 0, targets={"target1": ("tom",)}).status == "legal"
    # control: a Personality at home who is no Shugenja cannot be the target named
    assert check(board, "a", "utz", 0, targets={"target1": ("kis",)}).status == "illegal"


def test_a_choice_between_two_targetings_stays_unread() -> None:
    """Control: the other branch targets too ("..., or destroy a target Terrain"): not read."""
    text = (
        "Battle: Move your target Shugenja Personality at home to this battlefield, or destroy "
        "a target Terrain."
    )
    imported = import_text(text, title="X", card_type=CardType.PERSONALITY)
    assert not imported.paragraphs[0].full
    assert "one branch of a choice" in imported.paragraphs[0].not_understood


# -- "give your target Samurai Shadowlands." ------------------------------------------------


def test_obsidian_dueling_grounds_targets_any_samurai(tmp_path: Path, pool: CardPool) -> None:
    full, reading = _reading(pool, "The Obsidian Dueling Grounds", "Limited")
    assert full and "target1: target your Samurai card" in reading
    board = _action(tmp_path, pool, [
        _home("sh", "The Aerie", "a"), _home("odg", "The Obsidian Dueling Grounds", "a"),
        _home("dai", "Akodo Daiken", "a"), _home("sh2", "The Ancient Castle of the Lion", "b"),
    ])  # fmt: skip
    assert check(board, "a", "odg", 0).status == "legal"  # a Samurai, not Shadowlands
    control = _action(tmp_path, pool, [
        _home("sh", "The Aerie", "a"), _home("odg", "The Obsidian Dueling Grounds", "a"),
        _home("tom", "Tamori Tomaru", "a"), _home("sh2", "The Ancient Castle of the Lion", "b"),
    ])  # fmt: skip
    assert check(control, "a", "odg", 0).status == "illegal"  # no Samurai of yours


def test_a_noun_before_the_keyword_given_is_read_as_before() -> None:
    """Control: "Give your target Personality Naval." (a noun first) is unchanged."""
    imported = import_text(
        "Battle: Give your target Personality Naval.",
        title="X",
        card_type=CardType.PERSONALITY,
    )
    para = imported.paragraphs[0]
    assert para.full and para.ability is not None
    assert "target1: target one of your Personalities" in ability_text(para.ability)


# -- a created card copying keywords --------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "start"),
    [
        ("Matsu Nimuro • Experienced 2", "Limited: Once per game, create"),
        ("Two-Fold Virtue", "Battle: Target your Paragon"),
    ],
)
def test_a_created_copy_of_keywords_is_not_claimed(pool: CardPool, title: str, start: str) -> None:
    full, _ = _reading(pool, title, start)
    assert not full


def test_nimuro_answers_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Nimuro's False Nimuro has his Loyal and Lion Clan keywords: whether a player of another
    clan may bring it into play is not read (was legal)."""
    board = _action(tmp_path, pool, [
        _home("sh", "The Aerie", "a"), _home("nim", "Matsu Nimuro • Experienced 2", "a"),
        _home("sh2", "The Ancient Castle of the Lion", "b"),
    ])  # fmt: skip
    assert check(board, "a", "nim", 0).status == "unknown"


def test_a_created_card_with_printed_keywords_is_still_read() -> None:
    """Control: a created card whose keywords are printed ("a 2F/2C/3PH Samurai Personality")."""
    imported = import_text(
        "Battle: Create a 2F/2C/3PH Samurai Personality.",
        title="X",
        card_type=CardType.STRATEGY,
    )
    assert imported.paragraphs[0].full


# -- Battle/Open: "If it is a Combat Segment" -----------------------------------------------


def test_soshi_house_guard_in_the_action_phase_is_legal(tmp_path: Path, pool: CardPool) -> None:
    full, reading = _reading(pool, "Soshi House Guard", "Political Battle/Open")
    assert full and "unsettled" not in reading and "if during a battle" not in reading
    board = _action(tmp_path, pool, [
        _home("sh", "The Shadowed Estate of the Scorpion", "a"),
        _home("bay", "Bayushi Manami", "a"), _home("guard", "Soshi House Guard", "a",
                                                   attached_to="bay"),
        _home("sh2", "The Aerie", "b"), _home("dai", "Akodo Daiken", "b"),
    ])  # fmt: skip
    assert check(board, "a", "guard", 0).status == "legal"


def test_a_battle_only_action_keeps_its_restriction() -> None:
    """Control: the same words on a Battle action (no Open designator) keep both readings."""
    text = (
        "Political Battle: Target a Personality: If it is a Combat Segment, bow him. If he is "
        "dishonorable, his controller loses 1 Honor."
    )
    para = import_text(text, title="X", card_type=CardType.FOLLOWER).paragraphs[0]
    assert para.full and para.ability is not None and para.ability.lenient is not None


# -- "equal to his Force or Personal Honor": the player's choice ------------------------------


def _divine(tmp: Path, pool: CardPool, target: str) -> Any:
    return _load(tmp, pool, [
        _home("sh", "The Aerie", "a"), _at("tsu", "Utaku Tsukiko", "a"),
        {"id": "sotd", "title": "Strength of the Divine", "owner": "a", "zone": "hand"},
        _home("sh2", "The Ancient Castle of the Lion", "b"), _at("t", target, "b"),
    ])  # fmt: skip


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("Akodo Daiken", "legal"),  # Force 4: above her Force 3, within her Personal Honor 4
        # Force 5, 6: within either stat + 2, the bonus given before the attack (h46pres)
        ("Tadatsugu", "legal"),
        ("Iuchi Yuri", "legal"),
        ("Hida Bushotsu", "unknown"),  # control: Force 7 above both + 2 (lenient reading only)
    ],
)
def test_strength_of_the_divine_limit_is_the_higher(
    tmp_path: Path, pool: CardPool, target: str, expected: str
) -> None:
    board = _divine(tmp_path, pool, target)
    verdict = check(board, "a", "sotd", 0, targets={"target1": ("tsu",), "target2": ("t",)})
    assert verdict.status == expected, verdict.reasons


def test_wasureta_granted_fear_is_either_stat() -> None:
    """Wasureta • Experienced's granted "Fear: equal to this Personality's Force or Personal
    Honor" (the same shape); control: a strength of one stat has one limit."""
    either = read_attack(
        "Fear equal to this Personality's Force or Personal Honor.",
        "Wasureta",
        CardType.PERSONALITY,
        None,
    )
    assert either is not None and not isinstance(either, str) and either.either
    (limit,) = force_limits(either, "target1")
    assert limit == "target1.force <= source.force or target1.force <= source.personal_honor"
    one = read_attack("Fear equal to this Personality's Force.", "W", CardType.PERSONALITY, None)
    assert one is not None and not isinstance(one, str) and not one.either


# -- "that bows any Undead card it targets" -------------------------------------------------


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("Daigotsu Shikenuro", "legal"),  # Undead, Force 5 above Eirasu's 4 (was unknown)
        ("Tadatsugu", "unknown"),  # control: Force 5, not Undead
        ("Kaiu Watsuki", "legal"),  # control: Force 3, within the limit
    ],
)
def test_eirasu_bows_an_undead_target_whatever_its_force(
    tmp_path: Path, pool: CardPool, target: str, expected: str
) -> None:
    board = _load(tmp_path, pool, [
        _home("sh", "The Aerie", "a"), _at("eir", "Akodo Eirasu", "a"),
        _home("sh2", "The Ancient Castle of the Lion", "b"), _at("t", target, "b"),
    ])  # fmt: skip
    verdict = check(board, "a", "eir", 0, targets={"target1": ("t",)})
    assert verdict.status == expected, verdict.reasons


# -- "+2 strength if Genda has a Heavy Weapon or has used ..." ------------------------------


@pytest.mark.parametrize(
    ("axe", "target", "expected"),
    [
        (True, "Kaiu Watsuki", "legal"),  # a Heavy Weapon: Melee 3 (was unknown)
        (False, "Kaiu Watsuki", "unknown"),  # control: no Heavy Weapon, the past not told
        (True, "Akodo Daiken", "unknown"),  # control: Force 4 above 3
    ],
)
def test_genda_with_a_heavy_weapon(
    tmp_path: Path, pool: CardPool, axe: bool, target: str, expected: str
) -> None:
    weapon = [_at("axe", "Kaiu Axe", "a", attached_to="gen")] if axe else []
    board = _load(tmp_path, pool, [
        _home("sh", "The Aerie", "a"), _at("gen", "Hida Genda", "a"), *weapon,
        _home("sh2", "The Ancient Castle of the Lion", "b"), _at("t", target, "b"),
    ])  # fmt: skip
    verdict = check(board, "a", "gen", 0, targets={"target1": ("t",)})
    assert verdict.status == expected, verdict.reasons
