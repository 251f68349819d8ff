"""A target that "must have no attachments unless" a condition holds (Daigotsu Murota, Know the
Terrain, Stand as One, Tremor; ``model.oracle.attachments_unless``). A condition read on the
game settles it (Know the Terrain: "unless you control a Terrain"); one not read keeps two
readings (Murota: a past Dark Virtue action): a card without attachments is legal, one with
attachments unknown. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.abilities import TargetSpec
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _action(pool: CardPool, title: str) -> object:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (action,) = [a for a in card.oracle.imported.actions if "attachments unless" in a.text]
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


def test_the_four_cards_read(pool: CardPool) -> None:
    """Every card printing the clause after "a target ... card" reads; so does Ikoma Tsukasa's
    other wording ("; the card must have no attachments unless ...", h42adv4 U2)."""
    for title in ("Know the Terrain", "Stand as One", "Ikoma Tsukasa"):
        ability = _action(pool, title)
        (spec,) = [t for t in ability.targets if isinstance(t, TargetSpec) and not t.performer]  # type: ignore[attr-defined]
        assert spec.where == (f"{spec.name}.attachments == 0",)
        assert len(spec.where_when) == 1 and spec.where_when[0].where == ()
        assert ability.lenient is None  # type: ignore[attr-defined]
    for title in ("Daigotsu Murota", "Tremor"):
        ability = _action(pool, title)
        (spec,) = ability.targets  # type: ignore[attr-defined]
        assert spec.select.lacks_attachment is not None
        lenient = ability.lenient  # type: ignore[attr-defined]
        assert lenient is not None and lenient.targets[0].select.lacks_attachment is None
        assert "unless" not in ability.lenient_note and "if " in ability.lenient_note  # type: ignore[attr-defined]


def _board(tmp: Path, pool: CardPool, *extra: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: lion",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: lion",
        "players:",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: suoh, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: crab-p1}",
        "  - {id: ktt, title: Know the Terrain, owner: lion, zone: hand}",
        "  - {id: murota, title: Daigotsu Murota, owner: lion, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: fujita, title: Hida Fujita, owner: crab, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: spear, title: Ashigaru Spearmen, owner: crab, zone: battlefield, "
        "battlefield: crab-p1, attached_to: fujita}",
        *extra,
    ]
    path = tmp / f"unless-{len(extra)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


_MARSH = "  - {id: marsh, title: Thick Marsh, owner: lion, zone: battlefield, battlefield: crab-p1}"


def test_a_read_condition_settles_it(tmp_path: Path, pool: CardPool) -> None:
    """Know the Terrain (before: unknown, the cost not read): legal, a card without attachments
    (the Spearmen) can be chosen. Hida Fujita, with the Spearmen attached: illegal with no
    Terrain; with Thick Marsh (a Terrain) in play: legal."""
    board = _board(tmp_path, pool)
    assert check(board, "lion", "ktt", 0).status == "legal"
    assert check(board, "lion", "ktt", 0, targets={"target2": ["spear"]}).status == "legal"
    v = check(board, "lion", "ktt", 0, targets={"target2": ["fujita"]})
    assert v.status == "illegal", v.reasons
    terrain = _board(tmp_path, pool, _MARSH)
    v = check(terrain, "lion", "ktt", 0, targets={"target2": ["fujita"]})
    assert v.status == "legal", v.reasons


def test_an_unread_condition_keeps_two_readings(tmp_path: Path, pool: CardPool) -> None:
    """Daigotsu Murota (h41adv4 N2 b1; before: unknown): legal, a card without attachments
    exists whether he has performed a Dark Virtue action or not. Hida Fujita, with the
    Spearmen: unknown, naming the condition (never a guess either way)."""
    board = _board(tmp_path, pool)
    v = check(board, "lion", "murota", 0)
    assert v.status == "legal", v.reasons
    v = check(board, "lion", "murota", 0, targets={"target1": ["fujita"]})
    assert v.status == "unknown", v.reasons
    assert "Dark Virtue" in " ".join(v.reasons)


def test_without_attached_cards(tmp_path: Path, pool: CardPool) -> None:
    """ "an enemy card without attached cards" (Ninja Stalkers, Togashi Wirro, Osaku's
    Lifeblood): without attachments (Reference 03). Before: unknown. Ninja Stalkers against
    Akodo Suoh with Ashigaru Spearmen attached: the Spearmen legal, Suoh illegal."""
    card = pool.get("Togashi Wirro")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    assert any(a.full and "without attached cards" in a.text for a in card.oracle.imported.actions)
    lines = [
        "turn: 9",
        "active_player: scorpion",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: scorpion",
        "players:",
        "  - {id: scorpion, clan: scorpion, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: s-sh, title: Kyuden Bayushi, owner: scorpion, zone: home}",
        "  - {id: s-0, title: Shosuro Aroru, owner: scorpion, zone: battlefield, "
        "battlefield: lion-p1}",
        "  - {id: st, title: Ninja Stalkers, owner: scorpion, zone: battlefield, "
        "battlefield: lion-p1, attached_to: s-0}",
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: suoh, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
        "  - {id: spear, title: Ashigaru Spearmen, owner: lion, zone: battlefield, "
        "battlefield: lion-p1, attached_to: suoh}",
    ]
    path = tmp_path / "stalkers.yaml"
    path.write_text("\n".join(lines) + "\n")
    board = load_state(path, cards=pool)
    v = check(board, "scorpion", "st", 0, targets={"target1": ["spear"]})
    assert v.status == "legal", v.reasons
    v = check(board, "scorpion", "st", 0, targets={"target1": ["suoh"]})
    assert v.status == "illegal", v.reasons


_TSUKASA = (
    "  - {id: tsukasa, title: Ikoma Tsukasa, owner: lion, zone: battlefield, battlefield: crab-p1}"
)


def test_the_limit_after_a_semicolon(tmp_path: Path, pool: CardPool) -> None:
    """Ikoma Tsukasa, "Target a card in a unit; the card must have no attachments unless you
    control a Terrain" (h42adv4 U2; before: unknown, the cost not read): legal, the Spearmen
    (no attachments) can be chosen; Hida Fujita with the Spearmen attached: illegal with no
    Terrain, legal with Thick Marsh in play; a Holding is in no unit: illegal."""
    board = _board(tmp_path, pool, _TSUKASA)
    assert check(board, "lion", "tsukasa", 0).status == "legal"
    assert check(board, "lion", "tsukasa", 0, targets={"target1": ["spear"]}).status == "legal"
    v = check(board, "lion", "tsukasa", 0, targets={"target1": ["fujita"]})
    assert v.status == "illegal", v.reasons
    v = check(board, "lion", "tsukasa", 0, targets={"target1": ["c-sh"]})
    assert v.status == "illegal", v.reasons
    terrain = _board(tmp_path, pool, _TSUKASA, _MARSH)
    v = check(terrain, "lion", "tsukasa", 0, targets={"target1": ["fujita"]})
    assert v.status == "legal", v.reasons
