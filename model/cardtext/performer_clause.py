"""The explicit performer of an action whose constraints block is not read whole: "Choose your
performing unbowed Duelist and target one or two Personalities whose total Chi is lower than or
equal to your Duelist's Chi: Bow them." (Final Confrontation).

Abilities and actions / B: "An action's explicit performers are any Followers or Personalities
mentioned in the constraints block with the adjective 'performing'" and "All performers must be
chosen legally for required targeting to be met", in the order mentioned. When the constraints
block opens with the performer's own clause ("Choose your performing <X>" / "Target your
performing <X>" / "Bow your performing <X>": a performer and his bowing, a cost) and goes on
with a clause of its own (", and ..." / " and ..." / ", target ..."), that
performer is required whatever the rest says, unless a word of the rest may widen, replace or
excuse it (``model.cardtext.partial_targets``: "instead", "if", "may", "unless", ...). Read
here by reading the performer's clause alone as the whole constraints block."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Ability, Designator, TargetSpec
from model.cardtext.keyword_timing import read_paragraph
from model.cardtext.partial_targets import _WIDENS
from model.cardtext.timing import Prefix
from model.lazy_regex import lazy_regex

__all__ = ["performer_alone", "performer_part", "timed_paragraph"]

_CLAUSE = lazy_regex(
    r"^(?P<verb>Choose|Target|Bow) (?P<who>your (?:target )?performing [^,:;.\"]+?)"
    # ", and target ...", " and target ...", or ", target ..., and ..." (a list of clauses:
    # "Bow your performing Ratling Shugenja, target your Ratling Personality's unit, and ...",
    # War Paints; h41adv4 N2 b4)
    r"(?:,? and |, (?=(?:target|choose|bow)\b))"
    r"(?P<rest>(?!and\b)\S[^:]*)$"
)
#: an alternative the performer's clause may be cut from (not a count: "one or two")
_OTHERWISE = lazy_regex(
    r"\bor\b(?! (?:two|three|four|five|more|fewer|lower|higher|less|greater|equal)\b)|/or\b",
    re.IGNORECASE,
)
#: the performer's bowing with its own exception (", bow him unless he is Crab Clan, and
#: target ..."): a cost the exception alone excuses, never the performer's choice (h43adv1 N3)
_BOW_UNLESS = lazy_regex(r", bow (?:him|her) unless [^,:;.]+, and ")
_TIMES = (
    Designator.LIMITED,
    Designator.OPEN,
    Designator.BATTLE,
    Designator.ENGAGE,
    Designator.DYNASTY,
)


def timed_paragraph(text: str) -> tuple[Prefix, str] | None:
    """The prefix and body of ``text`` when its timing is read and is an action's own (Limited,
    Open, Battle, Engage, Dynasty: a Reaction's or Interrupt's trigger is not read here)."""
    got = read_paragraph(text)
    if got is None:
        return None
    prefix, body = got
    if prefix.problem is not None or prefix.timing_keywords or not prefix.designators:
        return None
    if any(d not in _TIMES for d in prefix.designators):
        return None
    return prefix, body


def performer_alone(
    prefix: Prefix, verb: str, who: str, read: Callable[[str], Ability | None]
) -> Ability | None:
    """The performers of the clause "<verb> <who>" read as the whole constraints block (with
    ``prefix``'s designators), or None when that is not read as performers only."""
    head = "/".join(d.value.title() for d in prefix.designators)
    alone = read(f"{head}: {verb} {who}: Gain 1 Honor.")
    if alone is None or not alone.targets:
        return None
    if not all(isinstance(t, TargetSpec) and t.performer for t in alone.targets):
        return None
    # "Bow your performing X": his bowing is a cost, which a bowed card can't pay (Costs and
    # restrictions / Costs and changes: "A card already in the cost's end state cannot
    # normally pay the cost"), so only an unbowed one may be chosen (h41adv7 N4, War Paints)
    bows = {
        c.bow
        for c in alone.costs
        if c.bow and not c.optional and c.unless is None and c.only_if is None and not c.any_of
    }
    targets = tuple(
        replace(t, select=replace(t.select, bowed=False))
        if isinstance(t, TargetSpec) and t.name in bows
        else t
        for t in alone.targets
    )
    try:
        return Ability(prefix.designators, targets=targets)
    except ValueError:  # pragma: no cover - as the reading was built
        return None


def performer_part(text: str, read: Callable[[str], Ability | None]) -> Ability | None:
    """The required performers of the unread paragraph ``text``, as an ability of those targets
    only (``read``: the importer's full reading of a paragraph, None when not full); None when
    its constraints block does not open with a performer's clause read whole, or a word not
    read may change it."""
    got = timed_paragraph(text)
    if got is None or '"' in text or "“" in text:
        return None
    prefix, body = got
    blocks = body.split(":")
    if len(blocks) != 2:
        return None
    m = _CLAUSE.match(_BOW_UNLESS.sub(" and ", blocks[0].strip(), count=1))
    if m is None or _WIDENS.search(m.group("rest")) or _WIDENS.search(blocks[1]):
        return None
    if _OTHERWISE.search(m.group("rest")):
        return None  # "... Samurai and Shugenja or your performing Monk": cut inside a choice
    return performer_alone(prefix, m.group("verb"), m.group("who"), read)
