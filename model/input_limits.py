"""Input limits of the command line (h42adv4 H3): a state file, a card data file and a state's
number of cards are bounded, so that a huge input is refused at once, in bounded memory, with one
line naming the file, the limit and how to raise it, never read for minutes.

- a state file: at most ``MAX_STATE_BYTES`` (4 MiB, the service's request limit);
- a card data file (an Oracle of the Void export file, a set file): at most
  ``MAX_CARD_FILE_BYTES`` (16 MiB; the real data's largest file is 3.2 MB);
- a state: at most ``MAX_STATE_CARDS`` cards (5,000; a two-player game with both decks listed
  card by card holds a few hundred).

Each is raised by the command's global options (``goodfaith --max-state-bytes N check ...``,
``--max-card-file-bytes``, ``--max-state-cards``) or by an environment variable
(``GOODFAITH_MAX_STATE_BYTES``, ``GOODFAITH_MAX_CARD_FILE_BYTES``, ``GOODFAITH_MAX_STATE_CARDS``;
the service's state card count too).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from model.errors import InputError
from model.reading import Limits

__all__ = [
    "CARD_FILE_ENV",
    "MAX_CARD_FILE_BYTES",
    "MAX_STATE_BYTES",
    "MAX_STATE_CARDS",
    "STATE_BYTES_ENV",
    "STATE_CARDS_ENV",
    "any_file_limits",
    "card_file_limits",
    "check_card_count",
    "check_state_size",
    "max_state_cards",
    "state_limits",
]

MAX_STATE_BYTES = 4 * 1024 * 1024
MAX_CARD_FILE_BYTES = 16 * 1024 * 1024
MAX_STATE_CARDS = 5_000

STATE_BYTES_ENV = "GOODFAITH_MAX_STATE_BYTES"
CARD_FILE_ENV = "GOODFAITH_MAX_CARD_FILE_BYTES"
STATE_CARDS_ENV = "GOODFAITH_MAX_STATE_CARDS"


def _limit(env: str, default: int) -> int:
    """The limit ``env`` sets (a whole number >= 1), else ``default``."""
    raw = os.environ.get(env, "").strip().replace("_", "")
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < 1:
        raise InputError("environment", env, f"expected a whole number >= 1; got {raw[:40]!r}")
    return int(raw)


def state_limits(kind: str = "a state file") -> Limits:
    """The limits a state file is read with; also a file of ``kind`` holding one state or
    problem (a scenario, a payment problem)."""
    n = _limit(STATE_BYTES_ENV, MAX_STATE_BYTES)
    return Limits(max_bytes=n, what=f"{kind} (--max-state-bytes or {STATE_BYTES_ENV})")


def card_file_limits() -> Limits:
    """The limits a card data file is read with."""
    n = _limit(CARD_FILE_ENV, MAX_CARD_FILE_BYTES)
    return Limits(max_bytes=n, what=f"a card data file (--max-card-file-bytes or {CARD_FILE_ENV})")


def any_file_limits() -> Limits:
    """The limits a file of either kind is read with before its kind is known (``validate``)."""
    state, cards = state_limits(), card_file_limits()
    return Limits(
        max_bytes=max(state.max_bytes, cards.max_bytes),
        what=f"any input file ({_size(state.max_bytes)} for {state.what}; "
        f"{_size(cards.max_bytes)} for {cards.what})",
    )


def _size(n: int) -> str:
    mib = 1024 * 1024
    return f"{n // mib} MiB" if n >= mib and n % mib == 0 else f"{n:,} bytes"


def max_state_cards() -> int:
    return _limit(STATE_CARDS_ENV, MAX_STATE_CARDS)


def check_card_count(data: Mapping[str, Any], name: str) -> None:
    """Refuse a state holding more cards than ``max_state_cards()``."""
    cards = data.get("cards")
    most = max_state_cards()
    if isinstance(cards, list) and len(cards) > most:
        raise InputError(
            name,
            "cards",
            f"{len(cards):,} cards: more than {most:,}, the limit for a state "
            f"(--max-state-cards or {STATE_CARDS_ENV})",
        )


def check_state_size(path: Path) -> None:
    """Refuse a state file larger than the state limit (a file already read as card data)."""
    limits = state_limits()
    if path.stat().st_size > limits.max_bytes:
        raise InputError(
            str(path),
            "",
            f"the file is larger than {_size(limits.max_bytes)}, the limit for {limits.what}",
        )
