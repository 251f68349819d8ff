"""Targeted players in card text: "a target player loses 1 Honor", "target another player",
"target another player with 30 or more Family Honor" (Abilities and actions / B: anything an
action targets is a required target)."""

from __future__ import annotations

import re

from model.abilities import PlayerTarget
from model.cardtext.player_qualifiers import player_qualifier
from model.lazy_regex import lazy_regex

__all__ = ["constraint_player", "player_targets"]

#: "a target player", "target another player", "make a target player discard": a targeted
#: player (not "another player's target Personality": a card).
_PLAYER_TARGET = lazy_regex(
    r"\b(?:an?\s+)?target\s+(?:(?P<another>another|a)\s+)?player\b(?!'s|\u2019s)",
    re.IGNORECASE,
)
#: What may qualify the player: read by player_qualifier, else refused.
_QUALIFIED = lazy_regex(
    r"^\s*,?\s*(?:who\s+(?:controls|has|is|was|does|did|had|owns)\b|with\b|"
    r"whose\b|that\b|in\b|at\b|controlling\b|other\b)",
    re.IGNORECASE,
)


def player_targets(
    sentence: str, number: int, delayed: bool
) -> tuple[str, list[PlayerTarget]] | str:
    """The targeted players of a sentence, each replaced by "the player" (a string says what
    is not read). A player is in the game whatever the board; "another player" is one other
    than you; one named by what he has must have it. Delayed targeting is not required
    (Abilities and actions / B)."""
    found: list[PlayerTarget] = []
    out: list[str] = []
    at = 0
    for m in _PLAYER_TARGET.finditer(sentence):
        if m.start() < at:
            continue
        end = m.end()
        qualifier = player_qualifier(sentence[end:])
        if isinstance(qualifier, str):
            return f"{qualifier} of a target player"
        if qualifier is None and _QUALIFIED.match(sentence[end:]):
            return f"a qualified target player {sentence[m.start() : end + 20].strip()!r}"
        optional = delayed or re.search(r"\bmay\s*$", sentence[: m.start()], re.I) is not None
        found.append(
            PlayerTarget(
                name=f"player{number + len(found)}",
                other=(m.group("another") or "").lower() == "another",
                optional=optional,
                family_honor_at_least=None
                if qualifier is None
                else qualifier.family_honor_at_least,
                controls=None if qualifier is None else qualifier.controls,
            )
        )
        if qualifier is not None:
            end += qualifier.length
        out += [sentence[at : m.start()], "the player"]
        at = end
    return "".join([*out, sentence[at:]]), found


def constraint_player(part: str, number: int) -> PlayerTarget | str | None:
    """A clause of the constraints block that targets a player ("Target another player",
    "Target another player with 30 or more Family Honor"); None: not one."""
    if m := re.fullmatch(r"\s*choose\s+(?P<other>another|a)\s+player\s*\.?\s*", part, re.I):
        # "choose a player", "choose another player": a player is chosen, not targeted (only
        # "target" targets: Abilities and actions / B); one is always in the game
        other = m.group("other").lower() == "another"
        return PlayerTarget(name=f"player{number}", other=other, chosen=True)
    if not re.match(r"^\s*target\s+(?:another|a)\s+player\b(?!'s|\u2019s)", part, re.I):
        return None
    got = player_targets(part, number, False)
    if isinstance(got, str):
        return got
    text, found = got
    if len(found) != 1 or text.strip().lower() != "the player":
        return f"the words around a target player: {part.strip()!r}"
    return found[0]
