"""Testers h46adv2's and h46adv3's findings, on their boards (tests/data/h46fixc) and variants,
with real cards from ../shared/data (skipped without it), each with a control:

- h46adv2 W1: a refusal naming an announced "up to N" slot words the slot as printed
  ("up to 2 of your Undead Personalities"), not by the cards announced
  (solver/printed_slot.py).
- h46adv3 W1, W2: the goldfish lists a Gold mode only for what the deck never buys (Luxurious
  Silk's "When paying for an action ... that action") and a Gold sentence not understood
  (Secluded Outpost's Interrupt) (solver/analysis/unused_gold.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.decklist import load_decklist, parse_decklist
from model.load import load_state
from model.oracle.pool import CardPool
from solver.analysis.goldfish import model_gaps
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h46fixc"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _data(board: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((BOARDS / f"{board}.yaml").read_text())
    return loaded


def _check(
    pool: CardPool,
    tmp: Path,
    data: dict[str, Any],
    player: str,
    card: str,
    targets: dict[str, tuple[str, ...]] | None = None,
    ability: int = 0,
) -> tuple[str, str]:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    verdict = check(load_state(path, cards=pool), player, card, ability, targets=targets)
    return verdict.status, " ".join(verdict.reasons)


# ------------------------------------------------------- h46adv2 W1 The Dead Do Not Rest
_DEAD = {"performer": ("nintai",), "target2": ("zenshi",)}


@needs_data
def test_up_to_slot_refusal_says_up_to(pool: CardPool, tmp_path: Path) -> None:
    targets = {**_DEAD, "target2_more": ("noekam", "raider")}
    status, why = _check(pool, tmp_path, _data("b3_spider_battle"), "spider", "h-dead", targets)
    assert status == "illegal"
    assert "Ratling Raider (raider) can't be chosen" in why
    assert "up to 2 of your Undead Personalities" in why
    assert "needs to target 2 of" not in why


@needs_data
def test_required_slot_refusal_keeps_its_words(pool: CardPool, tmp_path: Path) -> None:
    """Control: a required slot's refusal is worded as before (no "up to")."""
    targets = {**_DEAD, "target2": ("raider",)}
    status, why = _check(pool, tmp_path, _data("b3_spider_battle"), "spider", "h-dead", targets)
    assert status == "illegal"
    assert "target2: the announced Ratling Raider (raider) can't be chosen" in why
    assert "up to" not in why.split("target2:")[1].split("(Ratling")[0]


# ------------------------------------------------- h46adv3 W1, W2 goldfish gaps of Gold text
def _gaps(pool: CardPool, deck: str, kinds: tuple[str, ...]) -> list[tuple[str, str]]:
    loaded = load_decklist(BOARDS / deck, dict(pool.definitions()))
    return [(g.title, g.text) for g in model_gaps(loaded) if g.kind in kinds]


@needs_data
def test_goldfish_lists_a_reaction_gold_only_for_an_action(pool: CardPool) -> None:
    gaps = _gaps(pool, "d5_unicorn_emperor.txt", ("only for",))
    assert gaps == [
        (
            "Luxurious Silk",
            "Tireless Reaction: When paying for an action, produce 2 Gold which may only pay "
            "for that action.",
        )
    ]


@needs_data
def test_goldfish_lists_a_gold_interrupt_not_understood(pool: CardPool) -> None:
    gaps = _gaps(pool, "d8_holding_texts.txt", ("reduction",))
    assert any(t == "Secluded Outpost" and "for 4 less Gold" in s for t, s in gaps)


@needs_data
def test_goldfish_keeps_a_usable_only_for_mode_off_the_list(pool: CardPool) -> None:
    """Control: Jungle Stockade's "4 Gold if paying for an attachment" pays an Item's Equip in
    a deck with Items (not listed); with no attachment to buy it is listed; Tanimura's
    Reaction is listed like the Silk's."""
    cards = dict(pool.definitions())
    head = "Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n"
    with_items = parse_decklist(head + "40 Jungle Stockade\nFate\n40 Keen Blade\n", "a", cards)
    assert not [g for g in model_gaps(with_items) if g.kind == "only for"]
    text = head + "20 Jungle Stockade\n20 Yasuki Tanimura\nFate\n40 Rout\n"
    listed = {g.title for g in model_gaps(parse_decklist(text, "b", cards)) if g.kind == "only for"}
    assert listed == {"Jungle Stockade", "Yasuki Tanimura"}


# ----------------------------------------------------------------- h46adv3 input handling
REPO = Path(__file__).resolve().parents[1]


def test_load_problem_takes_a_str_path() -> None:
    from solver.gold.fileformat import load_problem

    path = REPO / "examples" / "payments" / "contract.yaml"
    assert load_problem(str(path)) == load_problem(path)


def test_binary_deck_refused_before_the_deck_model_loads(tmp_path: Path) -> None:
    """A binary deck file exits 2 with one line, before ``model.decklist`` (and the card data,
    the goldfish) is imported; a text deck control reaches the deck model."""
    import subprocess
    import sys

    binary = tmp_path / "deck.txt"
    binary.write_bytes(bytes(range(256)) * 4)
    script = (
        "import sys\nfrom solver.cli.app import main\n"
        "sys.argv = ['goodfaith', 'deck', sys.argv[1], '--games', '1', '--turns', '1']\n"
        "try:\n    main()\nexcept SystemExit as e:\n    print('rc', e.code)\n"
        "print('loaded', 'model.decklist' in sys.modules)\n"
    )
    run = [sys.executable, "-c", script]
    got = subprocess.run([*run, str(binary)], capture_output=True, text=True, cwd=REPO)
    assert "rc 2" in got.stdout and "loaded False" in got.stdout
    assert "not UTF-8 text (a deck list is UTF-8)" in got.stderr
    text = tmp_path / "text.txt"
    text.write_text("Stronghold\n1 No Such Keep\n")
    got = subprocess.run([*run, str(text)], capture_output=True, text=True, cwd=REPO)
    assert "rc 2" in got.stdout and "loaded True" in got.stdout


@needs_data
def test_copy_limit_warning_caps_its_line_numbers(pool: CardPool) -> None:
    cards = dict(pool.definitions())
    lines = "".join("1 Large Farm\n" for _ in range(40))
    deck = parse_decklist(f"Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n{lines}", "d", cards)
    (warning,) = [w for w in deck.warnings if "Large Farm" in w]
    assert "lines 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 ... and 30 more)" in warning
    few = parse_decklist(
        "Stronghold\n1 Kyuden Hida • Experienced\nDynasty\n" + "1 Large Farm\n" * 4, "e", cards
    )
    (control,) = [w for w in few.warnings if "Large Farm" in w]
    assert "lines 4, 5, 6, 7)" in control
