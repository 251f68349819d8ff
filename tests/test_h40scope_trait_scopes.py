"""Trait sentences of cards in play scoped to the actions they can reach (README "Sentences
scoped to what they can change"): Soshi Yorimi's "Twice per turn, you may ignore the cost of
bowing Yorimi, if it is the cost of a Political action or an action on a Spell." doubted every
action of both players (h40adv4 W1; ``solver.own_bow_scope``), and Stepping Behind The
Tapestry's "His abilities, and the abilities on his other attachments, cannot be used." every
action of its player (h40adv4 N8; ``solver.bearer_lock``). The testers' boards, inline."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import yaml_lines_board

#: h40adv4 r1.yaml: Mantis attacking Scorpion, combat; Yorimi unbowed at Scorpion's home
_R1 = [
    "turn: 7",
    "active_player: mantis",
    "phase: attack",
    "segment: combat",
    "current_battlefield: scorp-p1",
    "attacker: mantis",
    "imperial_favor: scorpion",
    "players:",
    "  - {id: mantis, clan: mantis, family_honor: 9}",
    "  - {id: scorpion, clan: scorpion, family_honor: 3}",
    "memory:",
    "  - {card: tomaru, ability: 0, this_turn: 1}",
    "  - {card: dojo, ability: 0, this_turn: 1}",
    "cards:",
    "  - {id: keep, title: Koshin Keep, owner: mantis, zone: home}",
    "  - {id: kaeru, title: Kaeru Contractor, owner: mantis, zone: home}",
    "  - {id: m-copper, title: Copper Mine, owner: mantis, zone: home}",
    "  - {id: tomaru, title: Tsuruchi Tomaru, owner: mantis, "
    "zone: battlefield, battlefield: scorp-p1}",
    "  - {id: kanaye, title: Yoritomo Kanaye, owner: mantis, "
    "zone: battlefield, battlefield: scorp-p1}",
    "  - {id: m-spear, title: Spearmen, owner: mantis, "
    "zone: battlefield, battlefield: scorp-p1, attached_to: kanaye}",
    "  - {id: m-br, title: Blind Rage, owner: mantis, zone: hand}",
    "  - {id: m-wyw, title: Without Your Weapons, owner: mantis, zone: hand}",
    "  - {id: m-p1, title: Iron Mine, owner: mantis, zone: province, province: 1}",
    "  - {id: dojo, title: Law of Darkness Dojo, owner: scorpion, zone: home, bowed: true}",
    '  - {id: nitoshi, title: "Bayushi Nitoshi, '
    'the Poison Mask • Experienced 2", owner: scorpion, zone: home}',
    "  - {id: tsuji, title: Shosuro Tsuji, owner: scorpion, "
    "zone: battlefield, battlefield: scorp-p1}",
    "  - {id: s-arch, title: Ashigaru Archers, owner: scorpion, "
    "zone: battlefield, battlefield: scorp-p1, attached_to: tsuji, bowed: true}",
    "  - {id: yorimi, title: Soshi Yorimi, owner: scorpion, zone: home}",
    "  - {id: s-bbmw, title: Bow Before My Will, owner: scorpion, zone: hand}",
    "  - {id: s-ea, title: Exploited Advantage, owner: scorpion, zone: hand}",
    "  - {id: s-p1, title: Copper Mine, owner: scorpion, zone: province, province: 1}",
]
#: h40adv4 p18b.yaml: the Tapestry and Pearl of Embers on Asahina Nanae; Keigo in play
_P18B = [
    "turn: 6",
    "active_player: phoenix",
    "phase: action",
    "players:",
    "  - {id: phoenix, clan: phoenix, family_honor: 12}",
    "  - {id: crab, clan: crab, family_honor: 8}",
    "cards:",
    "  - {id: keigo, title: Asahina Keigo, owner: phoenix, zone: home}",
    "  - {id: temple, title: Temple of Purity, owner: phoenix, zone: home}",
    "  - {id: nanae, title: Asahina Nanae, owner: phoenix, zone: home}",
    "  - {id: sbt, title: Stepping Behind The Tapestry, "
    "owner: phoenix, zone: home, attached_to: nanae}",
    "  - {id: pearl, title: Pearl of Embers, owner: phoenix, zone: home, attached_to: nanae}",
    "  - {id: po, title: Paid Off, owner: phoenix, zone: hand}",
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
]
#: a Political Spell whose cost bows its Shugenja, Yorimi, who is bowed (the control)
_HANABI = [
    "turn: 6",
    "active_player: scorpion",
    "phase: action",
    "players:",
    "  - {id: scorpion, clan: scorpion, family_honor: 6}",
    "  - {id: crab, clan: crab, family_honor: 6}",
    "cards:",
    "  - {id: yorimi, title: Soshi Yorimi, owner: scorpion, zone: home, bowed: true}",
    "  - {id: wtw, title: Hanabi, owner: scorpion, zone: home, attached_to: yorimi}",
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
]

_YORIMI = "Soshi Yorimi"


def _board(tmp: Path, pool: CardPool, lines: list[str], name: str, drop: str = "") -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [x for x in lines if not drop or drop not in x])


def _says(v: object, words: str) -> bool:
    return any(words in r for r in getattr(v, "reasons", ()))


def test_yorimi_does_not_reach_failures_it_cannot_lift(tmp_path: Path, pool: CardPool) -> None:
    """W1 a-d: a missing target, a Reaction off its trigger, a bowed card's ability."""
    state = _board(tmp_path, pool, _R1, "r1")
    for player, card in [
        ("mantis", "m-br"),
        ("mantis", "keep"),
        ("scorpion", "s-arch"),
        ("scorpion", "s-ea"),
    ]:
        v = check(state, player, card, 0)
        assert v.status == "illegal", (card, v.reasons)
        assert not _says(v, _YORIMI), (card, v.reasons)


def test_yorimi_does_not_reach_a_used_limit(tmp_path: Path, pool: CardPool) -> None:
    """W1 e (r1c: no Nitoshi): Law of Darkness Dojo used once this turn."""
    v = check(_board(tmp_path, pool, _R1, "r1c", drop="nitoshi, title"), "scorpion", "dojo", 0)
    assert v.status == "illegal" and not _says(v, _YORIMI), v.reasons


def test_yorimi_reaches_bowing_himself_for_a_political_spell(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: Hanabi ("Political Limited: Bow this Shugenja ...") on bowed Yorimi: the cost
    he may ignore is the one that fails, so the answer stays unknown, naming him."""
    v = check(_board(tmp_path, pool, _HANABI, "hanabi"), "scorpion", "wtw", 0)
    assert v.status == "unknown" and _says(v, _YORIMI), v.reasons
    unbowed = _board(tmp_path, pool, [x.replace(", bowed: true", "") for x in _HANABI], "h2")
    assert check(unbowed, "scorpion", "wtw", 0).status == "legal"


def test_tapestry_locks_its_bearer_and_his_other_attachments(
    tmp_path: Path, pool: CardPool
) -> None:
    """N8: Nanae's and Pearl of Embers' abilities cannot be used: illegal, naming the Tapestry."""
    state = _board(tmp_path, pool, _P18B, "p18b")
    for card in ("nanae", "pearl"):
        v = check(state, "phoenix", card, 0)
        assert v.status == "illegal" and _says(v, "Stepping Behind The Tapestry"), v.reasons


def test_tapestry_does_not_reach_a_strategy(tmp_path: Path, pool: CardPool) -> None:
    """Control N8: Paid Off from hand targets Keigo: legal, not doubted by the Tapestry."""
    v = check(_board(tmp_path, pool, _P18B, "p18c"), "phoenix", "po", 0)
    assert v.status == "legal", v.reasons


def test_without_the_tapestry_pearl_is_usable(tmp_path: Path, pool: CardPool) -> None:
    """Control: Pearl of Embers on unbowed Nanae without the Tapestry is not refused by it."""
    v = check(_board(tmp_path, pool, _P18B, "p18d", drop="id: sbt"), "phoenix", "pearl", 0)
    assert not _says(v, "Stepping Behind The Tapestry"), v.reasons
