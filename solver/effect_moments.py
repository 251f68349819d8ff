"""Kinds of printed trigger moments that happen while an effect is applied: a Personality
about to enter a duel, Focus Effects about to resolve, a duel that ended (or was won), a player
about to gain or lose Honor from an action (``solver.trigger_words`` compares kinds of moments).

Rules (Abilities and actions / Using abilities): an action is announced (A), its performers and
required targets chosen (B), its costs paid (C), Interrupts taken after its targets are chosen
(Reference 01, change 4), and only then are its effects activated (D, Action resolution). A
duel comes from the effect that created its challenge (Effects, EXCEPTION 4: "An action on a
card creates a duel"); a Focus Effect is a point inside a duel (Reference 04, "As a Focus
Effect:"; Reference 05, Focusing Area: "During a duel, each player focuses cards"); several
duels follow one another (Effects: "applied immediately after each duel, following the duel
sequence"). So:

- none of these moments is an action's announcement or its Interrupt window (the state's "to
  an action, after its targets are chosen"): no effect is applied there. Other moments of the
  kind ``announced`` are not held apart from them: "after the action targets" may be actual
  targeting during resolution (Reference 01, change 4), and "before the action resolves" may
  be the point its first effect is applied;
- "Before <a Personality> enters a duel" (before the duel it names begins) is not "Before
  Focus Effects resolve" (inside a duel already under way; one duel at a time).

Whether a duel or an Honor change may coincide with engaging, a battle's resolution or after
an action resolves (a delayed effect, Effects: Ambush) is not settled by the rules files: no
other pair is apart, and such a trigger stays ``unknown`` there.
"""

from __future__ import annotations

import re

from model.lazy_regex import LazyPattern, lazy_regex

__all__ = [
    "EFFECT_MOMENT_APART",
    "EFFECT_MOMENT_FAMILIES",
    "effect_moments_apart",
    "inside_effects",
]

_WHO = r"(?:an?|the|your|another player's|one of your)\b[^,]*?"
_ACTION = r"(?:an?|the|your|another player's)\b[^,]*?\baction(?:'s effects)?"

#: (kind, printed words) for the moments above; a trigger matching two kinds has none.
EFFECT_MOMENT_FAMILIES: tuple[tuple[str, LazyPattern], ...] = (
    # "Before your target Personality enters a duel"
    ("duel_entered", lazy_regex(rf"^before {_WHO}\bPersonality enters a duel$", re.IGNORECASE)),
    # "After Kaiten enters a duel", "After one of your Personalities enters a duel facing a
    # Shugenja" (a duel comes from an effect, Effects EXCEPTION 4: inside a resolution)
    (
        "duel_joined",
        lazy_regex(
            r"^after (?!.*\b(?:action|targets?|announce[sd]?)\b)[^,]*?\benters a duel\b"
            r"(?: (?:facing|in which) [^,]*)?$",
            re.IGNORECASE,
        ),
    ),
    # "Before Focus Effects resolve"
    ("focus", lazy_regex(r"^before (?:the )?Focus Effects resolve$", re.IGNORECASE)),
    # "After a duel ends that Horume won", "After you win the action's duel"
    (
        "duel_ended",
        lazy_regex(
            r"^after (?:a duel ends\b(?! (?:during|before))|(?:you|your [\w ]+?|[A-Z][\w'-]+) "
            r"wins? (?:the action's|any) duel\b(?:(?! or )[^,])*$)",
            re.IGNORECASE,
        ),
    ),
    # "Before a player gains or loses Honor from an action's effects", "Before you gain Honor
    # from a Battle action"
    (
        "honor",
        lazy_regex(
            r"^before (?:a player|another player|you|each player) (?:gains?|loses?)"
            rf"(?: or (?:gains?|loses?))? Honor from {_ACTION}$",
            re.IGNORECASE,
        ),
    ),
)

#: Pairs of these kinds that are certainly different moments (``announced``: only the words
#: ``_OUTSIDE_RESOLUTION`` names, ``effect_moments_apart``).
EFFECT_MOMENT_APART: tuple[tuple[str, str], ...] = (
    ("duel_entered", "announced"),
    ("duel_joined", "announced"),
    ("focus", "announced"),
    ("duel_ended", "announced"),
    ("honor", "announced"),
    ("duel_entered", "focus"),
)
#: a Personality entering a duel (``inside_effects``)
_DUEL_ENTERING = frozenset({"duel_entered", "duel_joined"})
#: An action's moments outside its resolution: its Interrupt window (the state language's
#: words, model.abilities.INTERRUPT_TO_AN_ACTION) and its announcement.
_OUTSIDE_RESOLUTION = lazy_regex(
    r"^(?:to an action, after its targets are chosen|(?:after|when) [^,]*?"
    r"\b(?:is announced|announces?)\b[^,]*)$",
    re.IGNORECASE,
)


def effect_moments_apart(kinds: tuple[str, str], words: tuple[str | None, str | None]) -> bool:
    """Are moments of ``kinds`` (printed ``words``, None for a state's ``event``) apart by the
    pairs above? A pair with ``announced`` only when that side's words are outside any
    resolution."""
    for (k1, _), (k2, w2) in (
        ((kinds[0], words[0]), (kinds[1], words[1])),
        ((kinds[1], words[1]), (kinds[0], words[0])),
    ):
        if (k1, k2) in EFFECT_MOMENT_APART and (
            k2 != "announced"
            or (w2 is not None and _OUTSIDE_RESOLUTION.match(w2.strip().rstrip(",")))
        ):
            return True
    return False


def inside_effects(kind: str | None) -> bool:
    """Is ``kind`` a Personality entering a duel ("Before your Personality enters a duel",
    "After Kaiten enters a duel"), so never the state's ``action_targets`` (after) event? A duel
    comes from the effect that created its challenge (Effects, EXCEPTION 4), and effects are
    activated at resolution (Abilities and actions / D), after the targeting step the event
    ends (B; README reads "After ... enters play" there so, h38adv2 N8). Moments inside a duel
    already under way, or after it, and an Honor change from an action's effects are not held
    apart there (``test_effect_moments``: the rules files do not settle them)."""
    return kind in _DUEL_ENTERING
