"""Daigotsu Kanpeki, Unleashed (h36adv2 U1): "Your Fear effects may target Items and Spells.
Your Shadowlands Personalities without a printed Fear ability have the ability, "Battle: Fear
2."". The grant is a new action (``model.cardtext.grant_sentences``: a sentence that only
grants is no trait on actions, whatever its subject says of abilities); the permission concerns
only its controller's actions that may make a Fear effect, and only a targeting failure while an
Item or Spell of another player is in play (``solver.attack_target_permissions``). Before, the
grant's residue "... without a printed Fear ability have it." doubted every action of every
player. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext.grant_sentences import printed_sentence, pure_grant
from model.cardtext.traits_on_actions import traits_on_actions
from model.describe import ability_text
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.attack_target_permissions import attack_target_spares
from solver.good_faith import check
from solver.verdict import Reason, Verdict

KANPEKI = "Daigotsu Kanpeki, Unleashed"
FEAR_ITEMS = "Your Fear effects may target Items and Spells."


@pytest.mark.parametrize(
    ("said", "pure"),
    [
        ("Your Shadowlands Personalities without a printed Fear ability have it.", True),
        (
            "While you meet the conditions to put this card into play, your Spells at this "
            "battlefield with no Maho abilities have it.",
            True,
        ),
        ("You have it.", True),
        # another verb: more than a grant (Informant, Southern Blockade)
        (
            "All Personalities in and out of play owned by the player targeted by this card's "
            "ability have +2 Gold Cost and that player have it.",
            False,
        ),
        (
            "Personalities and Holdings will not enter play from the province last targeted by "
            "this card's ability, and its player have it.",
            False,
        ),
        ("Your Personalities may not take actions and have it.", False),
    ],
)
def test_a_sentence_that_only_grants(said: str, pure: bool) -> None:
    assert pure_grant(said) is pure


def test_the_grant_is_no_trait_on_actions() -> None:
    grant = 'have the ability, "Battle: Fear 2."'
    text = f"{FEAR_ITEMS} Your Shadowlands Personalities without a printed Fear ability {grant}"
    assert traits_on_actions([text]) == (FEAR_ITEMS,)


def test_the_printed_sentence_is_shown() -> None:
    grant = (
        "All Personalities in and out of play owned by the player targeted by this card's "
        'ability have +2 Gold Cost and that player has the ability, "Open: Pay 10 Gold: '
        'Discard from play the card granting this ability."'
    )
    split = (
        "All Personalities in and out of play owned by the player targeted by this card's "
        "ability have +2 Gold Cost and that player have it."
    )
    assert printed_sentence(split, (grant,)) == grant
    assert printed_sentence(FEAR_ITEMS, (grant,)) == FEAR_ITEMS
    assert printed_sentence(split, ()) == split  # not found: as split


def _board(tmp: Path, pool: CardPool, name: str, head: list[str], *cards: str) -> LoadedState:
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join([*head, "cards:", *(f"  - {c}" for c in cards)]) + "\n")
    return load_state(path, cards=pool)


_FOUR = [
    "turn: 10",
    "active_player: crane",
    "phase: action",
    "imperial_favor: crane",
    "players:",
    "  - {id: crane, clan: crane, family_honor: 24, provinces: 4}",
    "  - {id: lion, clan: lion, family_honor: 18, provinces: 4}",
    "  - {id: scorp, clan: scorpion, family_honor: 6, provinces: 3}",
    "  - {id: spider, clan: spider, family_honor: -4, provinces: 2}",
]
_FOUR_CARDS = (
    "{id: cr-sh, title: The Exquisite Palace of the Crane, owner: crane, zone: home}",
    "{id: cr-ch, title: Counting House, owner: crane, zone: home}",
    "{id: cr-makoto, title: 'Doji Makoto, the Smiling Blade', owner: crane, zone: home}",
    "{id: cr-maiko, title: Talented Maiko, owner: crane, zone: home, attached_to: cr-makoto}",
    "{id: cr-h3, title: Shadowlands Sickness, owner: crane, zone: hand}",
    "{id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
    "{id: l-leiko, title: Kitsu Leiko, owner: lion, zone: home}",
    "{id: l-h1, title: Imperial Summons, owner: lion, zone: hand}",
    "{id: s-sh, title: The Shadowed Estate of the Scorpion, owner: scorp, zone: home}",
    "{id: s-yama, title: 'Shosuro Yamazaki, the Master Courtier', owner: scorp, zone: home}",
    "{id: sp-sh, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
)
_KANPEKI = f"{{id: sp-kanpeki, title: '{KANPEKI}', owner: spider, zone: home}}"


def test_other_players_actions_are_not_doubted(tmp_path: Path, pool: CardPool) -> None:
    """h36adv2 r04 (4 players, Kanpeki the Spider's, at home): every answer as without him
    (control), Talented Maiko's settled targeting failure included; before: all unknown."""
    asked = [
        ("crane", "cr-sh", 0, "legal"),
        ("crane", "cr-maiko", 0, "legal"),
        ("crane", "cr-maiko", 1, "illegal"),  # no card in an opponent's province: "none"
        ("lion", "l-leiko", 0, "legal"),
        # Imperial Summons, its Oracle text (h36client): 0 "Favor Political Open" (the Favor
        # keyword's rules are not in the rules files), 1 "Political Open"
        ("lion", "l-h1", 0, "unknown"),
        ("lion", "l-h1", 1, "legal"),
        ("scorp", "s-sh", 0, "legal"),
        ("scorp", "s-yama", 1, "illegal"),  # no dishonorable Personality
    ]
    without = _board(tmp_path, pool, "without", _FOUR, *_FOUR_CARDS)
    with_him = _board(tmp_path, pool, "with", _FOUR, *_FOUR_CARDS, _KANPEKI)
    for player, card, ab, truth in asked:
        assert check(without, player, card, ab).status == truth, (card, ab)
        v = check(with_him, player, card, ab)
        assert v.status == truth, (card, ab, v.reasons)
    # Kanpeki is Shadowlands: Shadowlands Sickness has its target only with him
    assert check(without, "crane", "cr-h3", 0).status == "illegal"
    assert check(with_him, "crane", "cr-h3", 0).status == "legal"


_SPIDER = [
    "turn: 11",
    "active_player: spider",
    "phase: action",
    "players:",
    "  - {id: spider, clan: spider, family_honor: -6}",
    "  - {id: phoenix, clan: phoenix, family_honor: 20}",
]


def test_the_spiders_own_actions_that_make_no_fear(tmp_path: Path, pool: CardPool) -> None:
    """The Spider's Political Open (Yamazaki: no dishonorable Personality) makes no Fear: its
    illegal answer stands with Kanpeki (before: unknown naming "Your Fear effects ...");
    Legendary Rivalry targets Kanpeki (Unique): legal."""
    cards = (
        "{id: sp-sh, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
        "{id: sp-yama, title: 'Shosuro Yamazaki, the Master Courtier', owner: spider, zone: home}",
        "{id: sp-h2, title: Legendary Rivalry, owner: spider, zone: hand}",
        "{id: ph-sh, title: The Eternal Temple of the Phoenix, owner: phoenix, zone: home}",
        "{id: ph-tomo, title: Isawa Tomo, owner: phoenix, zone: home}",
    )
    loaded = _board(tmp_path, pool, "spider", _SPIDER, *cards, _KANPEKI)
    assert check(loaded, "spider", "sp-yama", 1).status == "illegal"
    assert check(loaded, "spider", "sp-h2", 0).status == "legal"
    alone = _board(tmp_path, pool, "alone", _SPIDER, *cards)
    assert check(alone, "spider", "sp-h2", 0).status == "illegal"  # control: no Unique


_BATTLE = [
    "turn: 9",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: phoenix-p1",
    "attacker: spider",
    "defender: phoenix",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 2}",
    "  - {id: phoenix, clan: phoenix, family_honor: 14}",
]


def test_a_fear_failing_its_targets_is_doubted_only_with_an_item_or_spell(
    tmp_path: Path, pool: CardPool
) -> None:
    """The permission reaches a Fear action (Zombie Troops) that found no target only while an
    Item or Spell of another player is in play; a failure that is no targeting one (timing)
    stands."""
    cards = (
        f"{{id: sp-kanpeki, title: '{KANPEKI}', owner: spider, zone: battlefield, "
        "battlefield: phoenix-p1}",
        "{id: sp-zombie, title: Zombie Troops, owner: spider, zone: battlefield, "
        "battlefield: phoenix-p1, attached_to: sp-kanpeki}",
        "{id: ph-tomo, title: Isawa Tomo, owner: phoenix, zone: home}",
    )
    spell = (
        "{id: ph-spell, title: Summon Fushicho, owner: phoenix, zone: home, attached_to: ph-tomo}"
    )
    bare = _board(tmp_path, pool, "bare", _BATTLE, *cards)
    spelled = _board(tmp_path, pool, "spelled", _BATTLE, *cards, spell)
    plain, with_spell = (View.of(x.state, x.library) for x in (bare, spelled))
    ab = plain.definition("sp-zombie").abilities[0]
    why = "required targeting can't be met: target1: ...; there are none"
    none = Verdict.of("illegal", "sp-zombie", 0, "Zombie Troops", (Reason("target", why, ()),))
    assert attack_target_spares(plain, "sp-kanpeki", FEAR_ITEMS, "sp-zombie", ab, none)
    assert not attack_target_spares(with_spell, "sp-kanpeki", FEAR_ITEMS, "sp-zombie", ab, none)
    late = Verdict.of(
        "illegal", "sp-zombie", 0, "Zombie Troops", (Reason("timing", "not now", ()),)
    )
    assert attack_target_spares(with_spell, "sp-kanpeki", FEAR_ITEMS, "sp-zombie", ab, late)


def test_kanpekis_own_fear_is_claimed_with_his_permission(pool: CardPool) -> None:
    """His own "Battle: Fear 5." may target Items and Spells by his trait: claimed since h46if
    (``model.cardtext.own_attack_widening``), the Fear's usual target widened by Items and
    Spells (it was not claimed before, the permission named)."""
    card = pool.get(KANPEKI)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    fear = [p for p in card.oracle.imported.actions if "Fear 5" in p.text]
    assert fear and fear[0].full and fear[0].ability is not None
    assert "or Item or Spell" in ability_text(fear[0].ability)
