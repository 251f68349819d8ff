"""The set files' "non-:shadowlands:" read as the export's "non-Shadowlands"
(``model.oracle.keyword_icons``): "Put a target non-:shadowlands: Ring in your discard pile into
your hand." (Tao Defenders), "Give your target non-:shadowlands: Human Shugenja ..." (Hinotori).
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.keyword_icons import keyword_icon_words
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_the_words() -> None:
    said = ["Open: Give your target non-:shadowlands: Human Shugenja +1F."]
    assert keyword_icon_words(said) == [
        "Open: Give your target non-Shadowlands Human Shugenja +1F."
    ]
    kept = ["You may not play :maho: or :shadowlands: cards."]  # a trait's form: kept
    assert keyword_icon_words(kept) == kept


def _board(tmp: Path, pool: CardPool, name: str, *extra: str) -> LoadedState:
    lines = [
        "turn: 4",
        "active_player: a",
        "phase: action",
        "players:",
        "  - {id: a, clan: crab, family_honor: 10}",
        "  - {id: b, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: a-sh, title: Kyuden Hida, owner: a, zone: home}",
        "  - {id: a-0, title: Hida Fujita, owner: a, zone: home}",
        "  - {id: tao, title: Tao Defenders, owner: a, zone: home, attached_to: a-0}",
        "  - {id: b-sh, title: Shiro Matsu, owner: b, zone: home}",
        *extra,
    ]
    path = tmp / f"tao-{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_tao_defenders(tmp_path: Path, pool: CardPool) -> None:
    """Before: unknown (the word 'non-:shadowlands:' not read). Ring of Water in the player's
    Fate discard pile: legal; none: illegal; one in the other player's pile: illegal."""
    ring = "  - {id: r-1, title: Ring of Water, owner: a, zone: fate_discard}"
    v = check(_board(tmp_path, pool, "ring", ring), "a", "tao", 0)
    assert v.status == "legal", v.reasons
    assert check(_board(tmp_path, pool, "none"), "a", "tao", 0).status == "illegal"
    theirs = ring.replace("owner: a", "owner: b")
    assert check(_board(tmp_path, pool, "theirs", theirs), "a", "tao", 0).status == "illegal"
