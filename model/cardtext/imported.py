"""What the importer makes of a card: each printed paragraph and how far it is understood."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from model.abilities import Ability
from model.cardtext.optional_strength import with_optional_strength
from model.cardtext.own_traits import OwnTraits, with_own_traits

__all__ = ["CardImport", "ImportedAbility", "Level"]

Level = Literal["full", "costs", "timing", "none", "trait", "production"]


@dataclass(frozen=True, slots=True)
class ImportedAbility:
    """One printed paragraph and how far it is understood."""

    text: str
    level: Level
    ability: Ability | None
    not_understood: str = ""
    #: What kind of text stopped the import (a short, countable label; "" when full).
    gap: str = ""

    @property
    def timing(self) -> bool:
        return self.level in ("timing", "costs", "full")

    @property
    def costs(self) -> bool:
        return self.level in ("costs", "full")

    @property
    def full(self) -> bool:
        return self.level == "full"

    def with_own_traits(self, own: OwnTraits) -> ImportedAbility:
        """A full action read with what its card's traits ask of it
        (``model.cardtext.own_traits``): no longer claimed when one may change it unread."""
        if not self.full or self.ability is None:
            return self
        # (an alternative strength naming an optional target: ``optional_strength``)
        optional = with_optional_strength(self.ability, self.text)
        ability, unread = with_own_traits(optional, own, self.text)
        if unread is not None:
            why = f"a trait of the card that may change its actions: {unread!r}"
            return replace(
                self, level="costs", ability=ability, not_understood=why, gap="own trait"
            )
        return replace(self, ability=ability)


@dataclass(frozen=True, slots=True)
class CardImport:
    """Every printed paragraph of a card, in order; ``abilities`` are the actions (an
    ``Ability`` each, full or carrying what is not understood)."""

    title: str
    paragraphs: tuple[ImportedAbility, ...]

    @property
    def abilities(self) -> tuple[Ability, ...]:
        return tuple(p.ability for p in self.paragraphs if p.ability is not None)

    @property
    def actions(self) -> tuple[ImportedAbility, ...]:
        return tuple(p for p in self.paragraphs if p.level not in ("trait", "production"))
