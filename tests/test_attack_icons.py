"""The set files' Ranged and Melee Attack icons read where a strength follows them
(``model.oracle.attack_icons.attack_icon_words``): ":ranged: 3" as "Ranged 3 Attack",
":melee: equal to ..." as "Melee Attack equal to ...", as the Oracle export prints the same
cards (Incendiary Archers, Legion of the Khan, Purity's Fist). Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.describe import ability_text
from model.load import LoadedState, load_state
from model.oracle.attack_icons import attack_icon_words
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_the_icon_with_its_strength_is_the_attack() -> None:
    assert attack_icon_words(
        [
            "<b>Battle, :bow::</b> :ranged: 4.",
            ":melee: 3, with -1 strength if the target is bowed.",
            "Bow him to make a :melee: equal to his Chi.",
            ":ranged: with strength equal to this Shugenja's Chi.",
            "Battle: :fear: 2.",
        ]
    ) == [
        "<b>Battle, :bow::</b> Ranged 4 Attack.",
        "Melee 3 Attack, with -1 strength if the target is bowed.",
        "Bow him to make a Melee Attack equal to his Chi.",
        "Ranged Attack with strength equal to this Shugenja's Chi.",
        "Battle: Fear 2.",
    ]


def test_the_icon_without_its_strength_stays() -> None:
    """Not an attack made here, or a plural: the icon stays (the text unread)."""
    kept = [
        "Your :ranged: from :fire: Spells may target enemy Items.",
        "permanently give this :ranged: +1 strength.",
        "Make two consecutive :ranged: 3.",
        ":fear:, :melee:, and :ranged: targeting this Follower have -2 strength.",
        "give its :ranged: 2 strength",
    ]
    assert attack_icon_words(kept) == [
        kept[0],
        kept[1],
        kept[2],
        kept[3].replace(":fear:", "Fear"),
        kept[4],
    ]


def _action(pool: CardPool, title: str) -> str:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (action,) = card.oracle.imported.actions
    assert action.full, action.not_understood
    assert action.ability is not None
    return ability_text(action.ability)


def test_set_printings_read(pool: CardPool) -> None:
    tosekiki = _action(pool, "Tosekiki")  # "Battle, :bow:: :ranged: 4."
    assert "target an opponent's Follower or Personality at the current battlefield" in tosekiki
    assert "costs: bow this card" in tosekiki
    khaira = _action(pool, "Khaira")  # "Battle: :melee: 3."
    assert "with target1's Force at most 3" in khaira
    trainee = _action(pool, "Utaku Trainee")  # ":ranged: equal to this Follower's Force."
    assert "costs: bow this card" in trainee


def test_unread_icon_sentences_stay_unread(pool: CardPool) -> None:
    """Hardayal • Experienced: "... or permanently give this :ranged: +1 strength." stays
    unread; Tanuki Archers: "two consecutive :ranged: 3" stays unread."""
    for title in ("Hardayal • Experienced", "Tanuki Archers"):
        card = pool.get(title)
        assert card is not None and card.oracle is not None and card.oracle.imported is not None
        assert not any(a.full for a in card.oracle.imported.actions), title


def _board(
    tmp: Path, pool: CardPool, attacker: str, *enemies: str, bowed: bool = False
) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: dragon",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p2",
        "attacker: dragon",
        "players:",
        "  - {id: dragon, clan: dragon, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        "  - {id: d-sh, title: The Mountain Keep of the Dragon, owner: dragon, zone: home}",
        f"  - {{id: d-1, title: '{attacker}', owner: dragon, zone: battlefield, "
        f"battlefield: crab-p2, bowed: {str(bowed).lower()}}}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        *(
            f"  - {{id: c-{i}, title: {t}, owner: crab, zone: battlefield, battlefield: crab-p2}}"
            for i, t in enumerate(enemies)
        ),
    ]
    path = tmp / f"icons-{len(enemies)}-{bowed}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_ranged_icon_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Mirumoto Hichi, Soul of Mirumoto Kuroki ("Battle, :bow:: :ranged: 3.", Onyx Edition):
    an enemy Personality at the battlefield: legal (before: unknown, the icon unread);
    controls: no enemy card there: illegal; Hichi bowed: illegal (the bow icon cost)."""
    hichi = "Mirumoto Hichi, Soul of Mirumoto Kuroki"
    v = check(_board(tmp_path, pool, hichi, "Hiruma Itta"), "dragon", "d-1", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("c-0",)
    assert check(_board(tmp_path, pool, hichi), "dragon", "d-1", 0).status == "illegal"
    bowed = _board(tmp_path, pool, hichi, "Hiruma Itta", bowed=True)
    assert check(bowed, "dragon", "d-1", 0).status == "illegal"


def test_melee_icon_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Khaira ("Battle: :melee: 3."): Hiruma Itta (F2) at the battlefield: legal in both
    readings; control: no enemy card in play: illegal."""
    v = check(_board(tmp_path, pool, "Khaira", "Hiruma Itta"), "dragon", "d-1", 0)
    assert v.status == "legal", v.reasons
    assert check(_board(tmp_path, pool, "Khaira"), "dragon", "d-1", 0).status == "illegal"
