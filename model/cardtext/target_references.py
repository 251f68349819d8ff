"""Targets named again in the effects ("Straighten both targets", "Raise each target's Force",
"the second target's Personal Honor", "Move home all targets").

Abilities and actions / B: "The term 'targeted' refers back to a previous instance of
targeting and does not constitute actual targeting" (example: "Target a Samurai and a
Shugenja. The targeted Samurai gains +2F." targets the Samurai once). A noun phrase that names
targets already chosen is read the same way: an effect on them, no new requirement, provided
the targets it names were chosen before (two for "both", a second for "the second")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from model.cardtext.the_noun_refs import unbound_noun
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import LazyPattern, lazy_regex
from model.selectors import SOURCE, Selector

if TYPE_CHECKING:
    from model.cardtext.targets import Phrase

__all__ = ["HIS", "THE_TARGET", "cards_before", "named_again", "unbound"]

#: The slot the phrase grammar writes for the card "his" names ("one of his attachments", "a
#: card in his unit", "a card at his location"): bound by ``cards_before`` to the one card
#: chosen before the phrase, or refused.
HIS = "{his}"
#: The slot written for "the target's" ("a card in the target's unit"): bound by
#: ``cards_before`` to the one card targeted before the phrase (never the card itself, which
#: is not a target), or refused.
THE_TARGET = "{the_target}"

#: (pattern, how many targets chosen before it needs at least, at most (None: any))
_REFERENCES: tuple[tuple[LazyPattern, int, int | None], ...] = (
    (lazy_regex(r"\bboth targets\b", re.IGNORECASE), 2, 2),
    (lazy_regex(r"\b(?:the )?(?:first|second|other) target(?:'s)?\b", re.IGNORECASE), 2, None),
    (
        lazy_regex(r"\b(?:all|each|these|those) (?:of the )?targets?(?:'s)?\b", re.IGNORECASE),
        1,
        None,
    ),
    (lazy_regex(r"\bthat target(?:'s)?\b", re.IGNORECASE), 1, 1),
    # "Turn the targets face-up": the targets chosen before, however many were (not "one of
    # the targets": of two or more, below)
    (
        lazy_regex(r"(?<!\bone of )(?<!either of )(?<!neither of )\bthe targets\b(?!')", re.I),
        1,
        None,
    ),
    # "unless exactly one of the targets is Fallen": of the targets chosen before
    (lazy_regex(r"\b(?:exactly )?(?:one|either|neither) of the targets\b", re.IGNORECASE), 2, None),
    # "Ranged 0 Attack against the enemy target": the one target that is an enemy's
    (lazy_regex(r"\bthe enemy target(?:'s)?\b", re.IGNORECASE), 1, None),
)


def named_again(rest: str, chosen: int) -> str:
    """``rest`` (a sentence of the effects, its own target phrases already taken out) with each
    phrase naming targets chosen before (``chosen`` of them) said as "them"; a phrase whose
    targets were not chosen is left, for the legality words to refuse."""
    for pattern, least, most in _REFERENCES:
        if chosen >= least and (most is None or chosen <= most):
            rest = pattern.sub("them", rest)
    return rest


_TARGETED = lazy_regex(r"\btargeted\b", re.IGNORECASE)


def past_targeting(rest: str) -> str:
    """``rest`` with "targeted" said as "aimed at": "The term 'targeted' refers back to a
    previous instance of targeting and does not constitute actual targeting" (Abilities and
    actions / B): "If this targeted a card", "an action that targeted him"."""
    return _TARGETED.sub("aimed at", rest)


def other_than_before(
    select: Selector, before: Sequence[str], card_type: CardType | None
) -> Selector | str:
    """ "Bow your target Personality. Straighten another target Personality.": "another" after
    the one card named before it (a target or a performer) is other than that card - on a card
    that can be none of them itself (no Personality, no attachment whose bearer it could be:
    else than which?). The selector with that card's slot; a string: not read."""
    if select.other_than != (SOURCE,):
        return "'another' after a target"
    if len(before) != 1:
        return "'another' after several targets or performers (other than which?)"
    if (
        card_type is None
        or card_type is CardType.PERSONALITY
        or card_type in ATTACHMENT_TYPES
        or not select.type
        or card_type in select.type
    ):
        return "'another' after a target, on a card it may name (other than which?)"
    return replace(select, other_than=(before[0],))


def another_of_itself(select: Selector, card_type: CardType | None) -> str | None:
    """ "Target another Personality" with no card named before it: other than the card itself,
    which must be able to be such a card; on a card that can't ("Before one of your
    Personalities is destroyed, target another Personality" on a Strategy) it names something
    else (the trigger's card?): not read. None: read."""
    if select.other_than != (SOURCE,):
        return None
    if card_type is None or (select.type and card_type not in select.type):
        return "'another' on a card that can be no such card (other than which?)"
    return None


def cards_before(
    phrase: Phrase,
    chosen: bool,
    before: Sequence[str],
    card_type: CardType | None,
    *,
    player_named: bool = False,
) -> Phrase | str:
    """``phrase`` with what it says of the cards chosen before it bound (``chosen``: a target or
    performer was; ``before``: their slots, when known): "another" (``other_than_before``, or
    ``another_of_itself`` with none chosen) and "his" (``HIS``: the one card chosen before,
    Abilities and actions / B: targets are chosen in the order written; not on a card that
    could be "he" itself, a Personality or an attachment's bearer, nor after a player is
    named: ``player_named``, "his" may be the player's). A string: not read."""
    select = phrase.select
    if select.other_than and chosen:
        apart = other_than_before(select, before, card_type)
        if isinstance(apart, str):
            return apart
        select = apart
    elif (itself := another_of_itself(select, card_type)) is not None:
        return itself
    if THE_TARGET in select.references():
        # "the target's unit": of the one card chosen before, a target (Abilities and actions
        # / B: targets are chosen in the order written); a performer chosen is no target
        if len(before) != 1 or not before[0].startswith("target"):
            return "'the target's' of no one target chosen before (which?)"
        return replace(phrase, select=_bound(select, THE_TARGET, before[0]))
    if HIS not in select.references() and not any(HIS in w for w in phrase.where):
        return replace(phrase, select=select)
    if len(before) != 1 or player_named or card_type in (None, CardType.PERSONALITY):
        return "'his' of no one card chosen before (whose?)"
    if card_type in ATTACHMENT_TYPES:
        return "'his' on an attachment (its bearer's, or a card's chosen before?)"

    select = _bound(select, HIS, before[0])
    where = tuple(w.replace(HIS, before[0]) for w in phrase.where)
    return replace(phrase, select=select, where=where)


def _bound(select: Selector, marker: str, name: str) -> Selector:
    """``select`` with the card ``marker`` (``HIS``, ``THE_TARGET``) stands for bound to the
    slot ``name``."""

    def bound(slot: str | None) -> str | None:
        return name if slot == marker else slot

    return replace(
        select,
        attached_to=bound(select.attached_to),
        unit_of=bound(select.unit_of),
        same_location_as=bound(select.same_location_as),
    )


def unbound(select: Selector, where: Sequence[str]) -> str | None:
    """Why a phrase still names a card ``cards_before`` did not bind ("his", "the target's");
    None: it names none."""
    if HIS in select.references() or any(HIS in w for w in where):
        return "'his' of no one card chosen before (whose?)"
    if THE_TARGET in select.references():
        return "'the target's' of no one target chosen before (which?)"
    return unbound_noun(select)
