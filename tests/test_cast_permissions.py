"""Permissions of a card in play to cast or play what the rules would refuse (solver/
cast_permissions.py; h30perm census: these sentences were dropped as "not an action", so the
verdicts they can turn were silent false illegals): "Toryu may cast Kihos as if he were a
Shugenja." (Tonbo Toryu), "Isawa may cast Spells in your hand as if they were attached to him,
..." (Isawa • Experienced 7), "Once per turn, you may play a Strategy from any player's discard
pile as if it were in your hand." (Kan'ok'ticheck • Experienced 2), "You may play attachment
cards from your discard pile as if they were in your hand." (Shiba). The doubt is scoped to the
kind and area named, and to its controller; controls keep their exact verdicts. Real cards
from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext.traits_on_actions import traits_on_actions
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.mark.parametrize(
    "said",
    [
        "Toryu may cast Kihos as if he were a Shugenja.",
        "Kan'chek may cast Spells in any discard pile as if they were attached to him.",
        "Once per turn, you may play the top card of your Fate deck as if it were in your hand.",
        "You may play attachment cards from your discard pile as if they were in your hand.",
        "While Yoma is in the current battle, your Shugenja may cast Spells and Kihos as though "
        "they were in the current battle.",
    ],
)
def test_the_permissions_are_kept_not_dropped(said: str) -> None:
    assert traits_on_actions([said]) == (said,)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _board(tmp: Path, pool: CardPool, *cards: str, active: str = "me") -> LoadedState:
    lines = [
        "turn: 3",
        f"active_player: {active}",
        "phase: action",
        "players:",
        "  - {id: me, clan: dragonfly, family_honor: 10}",
        "  - {id: them, clan: crane, family_honor: 10}",
        "cards:",
        "  - {id: sh, title: The Aerie, owner: me, zone: home}",
        "  - {id: sh2, title: The Aerie, owner: them, zone: home}",
        "  - {id: foe, title: Doji Yoshitada, owner: them, zone: home}",
        *(f"  - {c}" for c in cards),
    ]
    path = tmp / f"board-{len(cards)}-{active}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


_TORYU = "Toryu may cast Kihos as if he were a Shugenja."


@needs_data
def test_a_kiho_toryu_may_cast(tmp_path: Path, pool: CardPool) -> None:
    """Kawaru Coins ("Bow your performing Monk or Shugenja") with no Monk or Shugenja: illegal
    before Toryu (control), unknown naming him while he is in play (before: illegal)."""
    coins = "{id: coins, title: Kawaru Coins, owner: me, zone: hand}"
    alone = _board(tmp_path, pool, coins)
    assert check(alone, "me", "coins", 0).status == "illegal"
    toryu = "{id: toryu, title: Tonbo Toryu, owner: me, zone: home}"
    v = check(_board(tmp_path, pool, coins, toryu), "me", "coins", 0)
    assert v.status == "unknown" and _TORYU in " ".join(v.reasons)


@needs_data
def test_what_toryu_can_t_change(tmp_path: Path, pool: CardPool) -> None:
    """A Kiho for a Monk alone (Kokoro: as a Shugenja he is still no Monk), a Battle Kiho in the
    Action Phase (not now), another player's Kiho, a card that is no Kiho: exact."""
    cards = (
        "{id: toryu, title: Tonbo Toryu, owner: me, zone: home}",
        "{id: kokoro, title: Kokoro, owner: me, zone: hand}",
        "{id: unison, title: Kharmic Unison, owner: me, zone: hand}",
        "{id: ro, title: Restoring Order, owner: me, zone: hand}",
        "{id: tcoins, title: Kawaru Coins, owner: them, zone: hand}",
    )
    mine = _board(tmp_path, pool, *cards)
    for card in ("kokoro", "unison", "ro"):
        assert check(mine, "me", card, 0).status == "illegal", card
    theirs = _board(tmp_path, pool, *cards, active="them")
    assert check(theirs, "them", "tcoins", 0).status == "illegal"


@needs_data
def test_a_spell_in_the_hand_isawa_may_cast(tmp_path: Path, pool: CardPool) -> None:
    spell = "{id: spell, title: Extending Influence, owner: me, zone: hand}"
    theirs = "{id: tspell, title: Extending Influence, owner: them, zone: hand}"
    ro = "{id: ro, title: Restoring Order, owner: me, zone: hand}"
    isawa = "{id: isawa, title: Isawa • Experienced 7, owner: me, zone: home}"
    assert check(_board(tmp_path, pool, spell, ro), "me", "spell", 0).status == "illegal"
    loaded = _board(tmp_path, pool, spell, ro, isawa, theirs)
    v = check(loaded, "me", "spell", 0)
    assert v.status == "unknown" and "Isawa may cast Spells in your hand" in " ".join(v.reasons)
    assert check(loaded, "me", "ro", 0).status == "illegal"  # no Spell: not now, exact
    other = _board(tmp_path, pool, spell, ro, isawa, theirs, active="them")
    assert check(other, "them", "tspell", 0).status == "illegal"  # his Isawa is not theirs


@needs_data
def test_playing_from_a_discard_pile(tmp_path: Path, pool: CardPool) -> None:
    """Kan'ok'ticheck: a Strategy in any player's discard pile (unknown), not one in the hand;
    Shiba: an attachment's Equip from the discard pile (unknown; before: illegal), not a Strategy.
    """
    kolat = "{id: kolat, title: Kolat Assassin, owner: me, zone: fate_discard}"
    tkolat = "{id: tkolat, title: Kolat Assassin, owner: them, zone: fate_discard}"
    ro = "{id: ro, title: Restoring Order, owner: me, zone: hand}"
    spear = "{id: spear, title: Spearmen, owner: me, zone: fate_discard}"
    plain = _board(tmp_path, pool, kolat, ro, spear)
    assert check(plain, "me", "kolat", 0).status == "illegal"
    assert check(plain, "me", "spear", EQUIP).status == "illegal"
    kan = "{id: kan, title: \"Kan'ok'ticheck • Experienced 2\", owner: me, zone: home}"
    loaded = _board(tmp_path, pool, kolat, tkolat, ro, spear, kan)
    for card in ("kolat", "tkolat"):
        v = check(loaded, "me", card, 0)
        assert v.status == "unknown" and "play a Strategy from any player" in " ".join(v.reasons)
    assert check(loaded, "me", "ro", 0).status == "illegal"  # in the hand already
    assert check(loaded, "me", "spear", EQUIP).status == "illegal"  # no Strategy
    shiba = "{id: shiba, title: Shiba, owner: me, zone: home}"
    loaded = _board(tmp_path, pool, kolat, ro, spear, shiba)
    v = check(loaded, "me", "spear", EQUIP)
    assert v.status == "unknown" and "play attachment cards" in " ".join(v.reasons)
    assert check(loaded, "me", "kolat", 0).status == "illegal"  # a Strategy: no attachment
