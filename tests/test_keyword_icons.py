"""The set files' element keyword icons read as the keywords the Oracle export prints
(``model.oracle.keyword_icons``: "Give your target Monk or Shugenja :air:, :earth:, :fire:, or
:water:." / "... Air, Earth, Fire, or Water."). Real cards from ../shared/data (skipped
without it)."""

from __future__ import annotations

from pathlib import Path

from model.describe import ability_text
from model.load import LoadedState, load_state
from model.oracle.keyword_icons import keyword_icon_words
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_element_icons_are_their_keywords() -> None:
    assert keyword_icon_words(
        ["If this Shugenja is :fire:, :ranged: 3.", "unless they are :void:"]
    ) == [
        "If this Shugenja is Fire, :ranged: 3.",
        "unless they are Void",
    ]


def test_other_icons_stay() -> None:
    """ ":shadowlands:" / ":maho:" stay as printed (the traits naming them are read in that
    form), ":favor:" is the Imperial Favor; a cost icon's closing colon is no keyword icon."""
    kept = [
        "You may not play :maho: or :shadowlands: cards.",
        "discard :favor: to straighten Kohaku",
        "Fire Battle, :fire::",
        "a :pearl: Strategy",
    ]
    assert keyword_icon_words(kept) == kept


def test_set_printings_read(pool: CardPool) -> None:
    card = pool.get("Roll of the Waves")  # "Straighten your target Samurai or :water: card."
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (action,) = card.oracle.imported.actions
    assert action.full and action.ability is not None, action.not_understood
    assert "target your Samurai or Water card" in ability_text(action.ability)


def _board(tmp: Path, pool: CardPool, shugenja: str, *enemies: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: phoenix",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p2",
        "attacker: phoenix",
        "players:",
        "  - {id: phoenix, clan: phoenix, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        "  - {id: p-sh, title: Isawa Palace, owner: phoenix, zone: home}",
        f"  - {{id: p-s, title: {shugenja}, owner: phoenix, zone: battlefield, "
        "battlefield: crab-p2}",
        "  - {id: p-m, title: Maw of the Earth, owner: phoenix, zone: battlefield, "
        "battlefield: crab-p2, attached_to: p-s}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        *(
            f"  - {{id: c-{i}, title: {t}, owner: crab, zone: battlefield, battlefield: crab-p2}}"
            for i, t in enumerate(enemies)
        ),
    ]
    path = tmp / f"maw-{len(shugenja)}-{len(enemies)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_maw_of_the_earth_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Maw of the Earth ("Battle, :bow:: If this Shugenja is :earth:, give a target enemy
    Personality -2F."): on Asako Megu (Earth) with Hiruma Itta there: legal (before: unknown,
    the icon unread). Controls: on Chuda Kiuchi (no Earth): unknown (a restriction, or the
    effect's own condition: Readings of the rules); Megu with no enemy Personality: illegal."""
    v = check(_board(tmp_path, pool, "Asako Megu", "Hiruma Itta"), "phoenix", "p-m", 0)
    assert v.status == "legal", v.reasons
    other = _board(tmp_path, pool, "Chuda Kiuchi", "Hiruma Itta")
    assert check(other, "phoenix", "p-m", 0).status == "unknown"
    assert check(_board(tmp_path, pool, "Asako Megu"), "phoenix", "p-m", 0).status == "illegal"
