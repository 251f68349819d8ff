"""Deck analysis: the best purchases this turn (``purchases``) and the seeded goldfish
simulation of a deck list (``goldfish``)."""
