"""The legality eras of the card data, earliest first (../shared/README.md: a printing's
``legality``; a printing's latest era dates it, ``model.oracle.pool``; the set files' vocabulary,
``model.oracle.card_fields``)."""

from __future__ import annotations

__all__ = ["ERAS"]

ERAS = (
    "Clan Wars (Imperial)",
    "Hidden Emperor (Jade)",
    "Four Winds (Gold)",
    "Rain of Blood (Diamond)",
    "Age of Enlightenment (Lotus)",
    "Race for the Throne (Samurai)",
    "Destroyer War (Celestial)",
    "Age of Conquest (Emperor)",
    "A Brother's Destiny (Ivory Edition)",
    "A Brother's Destiny (Twenty Festivals)",
    "War of the Seals (Onyx Edition)",
    "Shattered Empire",
)
