"""The optional sentences an ability keeps whole without reading them ("You may target and
destroy one of his attachments if your Personality has a Weapon.": Bisento-do;
``model.cardtext.optional_tail``, ``model.cardtext.optional_conditions``), listed with its
reading so that none is dropped silently (issue 13). Abilities and actions / B: "may target"
wording is optional targeting, never required, so such a sentence never makes the action
illegal; its target is not offered when announcing."""

from __future__ import annotations

from model.abilities import Ability

__all__ = ["optional_unread", "optional_unread_note"]


def optional_unread(ability: Ability) -> list[str]:
    """The optional effects of ``ability`` kept whole as text, not read."""
    return [e.step for e in ability.effects if e.optional and e.step and _whole(e.step)]


def _whole(step: str) -> bool:
    """A sentence kept whole (its words, not a reader's step name)."""
    return " " in step.strip() and step.strip()[:1].isupper()


def optional_unread_note(ability: Ability) -> str | None:
    """One line naming them, or None."""
    kept = optional_unread(ability)
    if not kept:
        return None
    return (
        "optional, not read (its target is not offered; it never makes the action illegal): "
        + " | ".join(kept)
    )
