"""Targeted players in card text: "a target player loses 1 Honor", "target another player"
(Abilities and actions / B: anything an action targets is a required target)."""

from __future__ import annotations

import re

from model.abilities import PlayerTarget

__all__ = ["player_targets"]

#: "a target player", "target another player", "make a target player discard": a targeted
#: player (not "another player's target Personality": a card).
_PLAYER_TARGET = re.compile(
    r"\b(?:an?\s+)?target\s+(?:(?P<another>another|a)\s+)?player\b(?!'s|\u2019s)"
    r"(?P<qualified>\s*,?\s*(?:who\s+(?:controls|has|is|was|does|did|had|owns)\b|with\b|"
    r"whose\b|that\b|in\b|at\b|controlling\b|other\b))?",
    re.IGNORECASE,
)


def player_targets(
    sentence: str, number: int, delayed: bool
) -> tuple[str, list[PlayerTarget]] | str:
    """The targeted players of a sentence, each replaced by "the player" (a string says what
    is not read). A player is in the game whatever the board; "another player" is one other
    than you. Delayed targeting is not required (Abilities and actions / B)."""
    found: list[PlayerTarget] = []
    for m in _PLAYER_TARGET.finditer(sentence):
        if m.group("qualified"):
            return f"a qualified target player {m.group(0).strip()!r}"
        optional = delayed or re.search(r"\bmay\s*$", sentence[: m.start()], re.I) is not None
        found.append(
            PlayerTarget(
                name=f"player{number + len(found)}",
                other=(m.group("another") or "").lower() == "another",
                optional=optional,
            )
        )
    return _PLAYER_TARGET.sub("the player", sentence), found
