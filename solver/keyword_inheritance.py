"""The keywords an action may have, for a trait that names actions by keyword ("Ninja Mystic may
perform Kiho actions as if she were a Shugenja.", "You may not take Political actions."):
Abilities and actions, "Actions have the keywords and designator of their ability"; Reference
04, "Keywords on abilities also apply to their cards. Example: A Strategy with a Political
ability is a Political Strategy." The set files print a Strategy's keyword on the card and
often not before its ability ("Kiho" on Kawaru Coins, whose text opens "Limited:"), so a
Strategy's card keywords may be its ability's: both are kept, and a sentence naming either
may concern its actions (a card keyword of another type does not: "An ability on a Ninja card
is not a Ninja ability unless it says so")."""

from __future__ import annotations

from model.cards import CardDef, CardType

__all__ = ["action_keywords"]


def action_keywords(checked: CardDef, ability: int | str | None) -> set[str]:
    """The keywords the action of ``checked``'s ``ability`` (an index; a rulebook play: none)
    may have: its ability's, and a Strategy's card keywords."""
    if not isinstance(ability, int):
        return set()
    found = set(checked.abilities[ability].keywords)
    if checked.type is CardType.STRATEGY:
        found |= set(checked.keywords)
    return found
