"""A target phrase as the target grammar reads it (``model.cardtext.targets``)."""

from __future__ import annotations

from dataclasses import dataclass

from model.selectors import Selector

__all__ = ["KEYWORD_SCOPE", "Phrase"]

#: Why "an Infantry Personality or Follower" reads two ways.
KEYWORD_SCOPE = "a keyword before 'X or Y' qualifies the first noun only"


@dataclass(frozen=True, slots=True)
class Phrase:
    """A read phrase: the selector, the count, relations to other slots (``where``, with
    ``{slot}`` for this one), whether it names the performer, and the text it spans."""

    select: Selector
    start: int
    end: int
    count: int = 1
    #: Optional cards beyond ``count`` ("one or two": count 1, more 1).
    more: int = 0
    performer: bool = False
    where: tuple[str, ...] = ()
    optional: bool = False
    #: Targeted (every phrase but "your performing X"); a targeted performer is
    #: "your target performing X" (Abilities and actions / B).
    targeted: bool = True
    #: "Target your X and an enemy Y": the verb "target" also names the phrase that follows
    shared: bool = False
    #: the lenient reading's selector when the phrase reads two ways ("an Infantry Personality
    #: or Follower": Infantry of both, or of the Personality only); None: one reading
    lenient_select: Selector | None = None
    #: why the phrase reads two ways (the note of the lenient reading)
    lenient_why: str = KEYWORD_SCOPE
    #: "an Air Shugenja or a Holding": the phrase that follows is an alternative of this one
    either: bool = False
    #: a post-modifier was read ("with lower Force", "at home")
    modified: bool = False
