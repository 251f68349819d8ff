"""Printed cards: type, stats, clan alignment, keywords, Gold production and abilities.

Reference 03 (card types) and 04 (stats). A stat the card does not have is ``None``, which
differs from 0: a Ring has no Gold cost, so no Gold may be paid for it (Costs and restrictions /
Gold production). For a Personality, ``honor_requirement=None`` is the printed dash ("-"), an
infinitely low Honor Requirement.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Literal

from model.abilities import Ability
from model.common import STRICT, Stat, Word, Words
from model.selectors import Condition, Selector


class CardType(StrEnum):
    """Card types (Reference 03)."""

    STRONGHOLD = "stronghold"
    SENSEI = "sensei"
    WIND = "wind"
    HOLDING = "holding"
    REGION = "region"
    EVENT = "event"
    CELESTIAL = "celestial"
    PERSONALITY = "personality"
    FOLLOWER = "follower"
    ITEM = "item"
    SPELL = "spell"
    STRATEGY = "strategy"
    RING = "ring"
    ANCESTOR = "ancestor"
    OTHER = "other"


DYNASTY_TYPES = frozenset(
    {CardType.HOLDING, CardType.REGION, CardType.EVENT, CardType.CELESTIAL, CardType.PERSONALITY}
)
FATE_TYPES = frozenset(
    {
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
        CardType.STRATEGY,
        CardType.RING,
        CardType.ANCESTOR,
    }
)
ATTACHMENT_TYPES = frozenset({CardType.FOLLOWER, CardType.ITEM, CardType.SPELL, CardType.ANCESTOR})


@dataclass(frozen=True, slots=True)
class PaySelector:
    """What a Gold payment must be for to get a bonus or to use an "only for" source.

    Every given field must match, case-insensitively; ``keyword`` is membership.
    """

    __pydantic_config__: ClassVar = STRICT

    type: Word | None = None
    clan: Word | None = None
    keyword: Word | None = None
    title: str | None = None


@dataclass(frozen=True, slots=True)
class GoldBonus:
    """Extra Gold when paying for something matching ``when`` ("or 3 Gold for a Nonhuman")."""

    __pydantic_config__: ClassVar = STRICT

    when: PaySelector
    gold: int


@dataclass(frozen=True, slots=True)
class ConditionalGold:
    """ "Produce 2 Gold, or 3 Gold if <condition>": the amount when the state condition holds."""

    __pydantic_config__: ClassVar = STRICT

    condition: Condition
    gold: int


@dataclass(frozen=True, slots=True)
class PerCardGold:
    """+``gold`` for each card matching ``select`` (e.g. each other Mine you control)."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    gold: int = 1
    max: int | None = None


@dataclass(frozen=True, slots=True)
class ProductionMode:
    """One way a card produces Gold when bowed (Costs and restrictions / Gold production).

    ``gold`` is a fixed amount; ``from_stat`` produces Gold equal to a stat of the card
    (a Stronghold's Gold Production). A card with several modes uses at most one per bow.
    """

    __pydantic_config__: ClassVar = STRICT

    gold: int | None = None
    from_stat: Stat | None = None
    bonuses: tuple[GoldBonus, ...] = ()
    only_for: PaySelector | None = None
    conditional: tuple[ConditionalGold, ...] = ()
    per_card: tuple[PerCardGold, ...] = ()
    lose_honor: int = 0
    extra_cost: str | None = None
    once_per_turn: bool = False

    def __post_init__(self) -> None:
        if (self.gold is None) == (self.from_stat is None):
            raise ValueError("a production mode gives exactly one of 'gold' or 'from_stat'")
        if self.gold is not None and self.gold < 0:
            raise ValueError("'gold' must be >= 0")


@dataclass(frozen=True, slots=True)
class AttachRules:
    """Restrictions on what an attachment may attach to (Reference 03, attachments)."""

    __pydantic_config__: ClassVar = STRICT

    only_to: Selector | None = None
    weapon: bool = False
    two_handed: bool = False


Provenance = Literal["oracle", "sets", "implied"]


@dataclass(frozen=True, slots=True)
class CardDef:
    """A printed card. Stats absent from the card are ``None``.

    ``provenance`` says where the stats come from: the Oracle export, the set files, or
    ``implied`` (the card is in neither; stats as the rules text implies).
    """

    __pydantic_config__: ClassVar = STRICT

    title: str
    type: CardType
    clan: Words = ()
    keywords: Words = ()
    unique: bool = False
    gold_cost: int | None = None
    force: int | None = None
    chi: int | None = None
    honor_requirement: int | None = None
    personal_honor: int | None = None
    gold_production: int | None = None
    province_strength: int | None = None
    starting_honor: int | None = None
    focus: int | None = None
    production: tuple[ProductionMode, ...] = ()
    abilities: tuple[Ability, ...] = ()
    attach: AttachRules | None = None
    loyal: bool = False
    singular: bool = False
    provenance: Provenance = "oracle"

    def __post_init__(self) -> None:
        if not self.title.strip():
            raise ValueError("a card needs a non-empty title")
        if self.attach is not None and self.type not in ATTACHMENT_TYPES:
            raise ValueError(f"only attachments have 'attach' rules, not a {self.type.value}")

    def stat(self, stat: Stat) -> int | None:
        """The printed value of a stat, or None when the card has no such stat."""
        value: int | None = getattr(self, stat.value)
        return value

    def has_keyword(self, keyword: str) -> bool:
        return keyword.lower() in self.keywords

    @property
    def is_attachment(self) -> bool:
        return self.type in ATTACHMENT_TYPES

    @property
    def produces_gold(self) -> bool:
        return bool(self.production)


def keywords_with_clan(card: CardDef) -> frozenset[str]:
    """Keywords including the clan-alignment keywords later printings imply (Reference 03)."""
    return frozenset(card.keywords) | frozenset(card.clan)
