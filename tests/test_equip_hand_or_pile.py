"""Equip of a target card "in your hand or discard pile" (model/cardtext/equip.py; Reference 05:
the hand and the Fate discard pile): "Equip a target Follower in your hand or discard pile to
your target Personality" (Hida Rokurota, The Imperial Gift 2), "Equip a target Spell to him
from your hand or discard pile" (the place said after the host) target a card of yours in
either and bring it into play attached, paying its Gold cost (an action that brings a card into
play needs one it can play and pay for: Abilities and actions, Good Faith Rule). The host named
by an Interrupt to its own card's entering ("After Fujisawa enters play, Equip ... to him") is
out of play when the Interrupt is played (Reference 05, Areas): not read. Real cards from
../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from model.zones import Place
from solver.good_faith import check
from tests.builders import yaml_lines_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

ROKUROTA = (
    "<b>Battle, :gstar::</b> Equip a target Follower in your hand or discard pile to your target "
    "Personality."
)
FUJISAWA = (
    "<b>Interrupt, :g*::</b> After Fujisawa enters play, Equip a target Spell to him from your "
    "hand or discard pile."
)


def _paragraph(text: str, title: str = "Hida Rokurota") -> object:
    (p,) = import_text(text, title=title, card_type=CardType.PERSONALITY).actions
    return p


@pytest.mark.parametrize(
    "text",
    [ROKUROTA, ROKUROTA.replace("in your hand or discard pile to your target Personality",
                                "to your target Personality from your hand or discard pile")],
)  # fmt: skip
def test_target_in_hand_or_pile_is_read(text: str) -> None:
    p = _paragraph(text)
    assert p.full, p.not_understood  # type: ignore[attr-defined]
    ab = p.ability  # type: ignore[attr-defined]
    card, host = ab.targets
    assert card.select.location is Place.HAND_OR_DISCARD
    assert card.select.type == (CardType.FOLLOWER,)
    assert host.select.type == (CardType.PERSONALITY,)
    (effect,) = [e for e in ab.effects if e.bring_into_play is not None]
    assert effect.bring_into_play.from_zone == "hand_or_discard"
    assert effect.bring_into_play.card == card.name and effect.bring_into_play.pay_cost
    assert effect.bring_into_play.attach_to == host.name


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # two places said: which one?
        (ROKUROTA.replace("to your target Personality",
                          "to your target Personality from your hand or discard pile"),
         "Hida Rokurota"),
        # the host is the card whose own entering is the trigger: out of play when played
        (FUJISAWA, "Isawa Fujisawa"),
    ],
)  # fmt: skip
def test_other_equips_are_not_read(text: str, title: str) -> None:
    assert not _paragraph(text, title).full  # type: ignore[attr-defined]


def _rokurota(tmp: Path, pool: CardPool, name: str, *cards: str, mines: int = 1) -> str:
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: attack",
        "segment: combat",
        "attacker: crab",
        "current_battlefield: crane-p1",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: crane, clan: crane, family_honor: 10}",
        "cards:",
        "  - {id: roku, title: Hida Rokurota, owner: crab, zone: battlefield, "
        "battlefield: crane-p1}",
        "  - {id: kakita, title: Kakita Toshimoko, owner: crane, zone: battlefield, "
        "battlefield: crane-p1}",
        *(f"  - {{id: mine{i}, title: Gold Mine, owner: crab, zone: home}}" for i in range(mines)),
        *cards,
    ]
    v = check(yaml_lines_board(tmp, pool, name, lines), "crab", "roku", 0)
    return f"{v.status}: {' '.join(v.reasons)}"


_HAND = "  - {id: li, title: Light Infantry, owner: crab, zone: hand}"
_PILE = "  - {id: li, title: Light Infantry, owner: crab, zone: fate_discard}"
_THEIRS = "  - {id: li, title: Light Infantry, owner: crane, zone: fate_discard}"
_DECK = "  - {id: li, title: Light Infantry, owner: crab, zone: fate_deck}"


@pytest.mark.parametrize(
    ("cards", "mines", "expected"),
    [
        ((_HAND,), 1, "legal"),
        ((_PILE,), 1, "legal"),
        ((_THEIRS,), 1, "illegal"),  # another player's pile: not "your"
        ((_DECK,), 1, "illegal"),  # neither hand nor discard pile
        ((), 1, "illegal"),  # no Follower at all
        ((_PILE,), 0, "illegal"),  # control: its 1 Gold Cost can't be paid
    ],
)
def test_rokurota_on_the_board(
    tmp_path: Path, pool: CardPool, cards: tuple[str, ...], mines: int, expected: str
) -> None:
    got = _rokurota(tmp_path, pool, f"r{len(cards)}{mines}{expected}", *cards, mines=mines)
    assert got.startswith(expected), got
