"""A card's own entering condition on its player's Wind, Sensei or Stronghold, read on the state
(Reference 02: a player starts with one Stronghold, at most one Sensei and one Wind, in play;
Reference 03: a card's traits restrict its own entering play; a card entering play joins its
player and comes under his control):

- "Will only join a player whose Wind is The Kanpeki Dynasty.", "Will not join a player whose
  Sensei is Ichido Allegiance.", "May only be controlled by a player whose Wind is ...", "Will
  not be controlled by a player whose Stronghold is The Shadow Stronghold of the Bayushi.",
  "Will not join a player with a Wind.";
- "Will not enter play unless your Wind is House of Suikihime.", "Will not enter play if your
  Wind is The Kanpeki Dynasty.", "You may only attach this Follower if your Wind is Kano's
  Alliance.";
- its Recruit only: "May only be Recruited by a player whose Wind is ...", "You may only Recruit
  Yayuko if your Sensei is Beiko Sensei.", "You may not Recruit Iwane if you have a Wind.", "May
  not be Recruited if you have a Wind.".

"Your Wind is X" is a Wind its player controls whose title is X or begins "X," ("Kano's
Alliance, Akodo Kano"), a leading "The" aside; likewise a Sensei or Stronghold. The state lists
every card: a player with no card of that type has none. Met, the sentence binds nothing; not
met, the card can't enter play for him (its Recruit only, for the Recruit forms: another way
into play keeps the doubt). Any other wording ("... or who controls Akodo Kano") stays unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.cards import CardType
from model.lazy_regex import LazyPattern, lazy_regex
from model.state import View
from solver.verdict import RECRUIT, Play, Reason, Verdict

__all__ = [
    "NamedEntry",
    "kept_reasons",
    "met",
    "named_entry",
    "named_entry_problem",
    "named_play_refusal",
]

_KINDS = {"wind": CardType.WIND, "sensei": CardType.SENSEI, "stronghold": CardType.STRONGHOLD}
_KIND = r"(?P<kind>Wind|Sensei|Stronghold)"
#: a title: capitalised words, with "of", "the", "no" between them (never "or", "who", "and")
_NAME = r"(?P<name>(?:[Tt]he )?[A-Z][\w'-]*(?: (?:of|the|no|[A-Z][\w'-]*))*)"
_SUBJ = r"(?:(?P<subj>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) )?"
_SHAPES: tuple[tuple[LazyPattern, bool, bool], ...] = (
    # (shape, the condition must hold (else: must not), its Recruit only)
    (
        lazy_regex(
            rf"^{_SUBJ}(?P<verb>[Ww]ill only join|[Mm]ay only be controlled by|[Cc]an only be "
            rf"controlled by) a player whose {_KIND} is {_NAME}\.?$"
        ),
        True,
        False,
    ),
    (
        lazy_regex(
            rf"^{_SUBJ}(?:[Ww]ill not join|[Ww]ill not be controlled by) a player whose "
            rf"{_KIND} is {_NAME}\.?$"
        ),
        False,
        False,
    ),
    (lazy_regex(rf"^{_SUBJ}[Ww]ill not join a player with an? {_KIND}\.?$"), False, False),
    (lazy_regex(rf"^Will not enter play unless your {_KIND} is {_NAME}\.?$"), True, False),
    (lazy_regex(rf"^Will not enter play if your {_KIND} is {_NAME}\.?$"), False, False),
    (
        lazy_regex(
            rf"^You may only attach this (?:Follower|Item|Spell|card) if your {_KIND} is "
            rf"{_NAME}\.?$"
        ),
        True,
        False,
    ),
    (lazy_regex(rf"^May only be Recruited by a player whose {_KIND} is {_NAME}\.?$"), True, True),
    (lazy_regex(rf"^You may only Recruit {_SUBJ}if your {_KIND} is {_NAME}\.?$"), True, True),
    (
        lazy_regex(
            rf"^(?:You may not Recruit {_SUBJ}|May not be Recruited )if you have an? {_KIND}\.?$"
        ),
        False,
        True,
    ),
)


@dataclass(frozen=True, slots=True)
class NamedEntry:
    """One such sentence read: the card type it names, the title (None: any card of it),
    whether the condition must hold, and whether it concerns its Recruit only."""

    kind: CardType
    name: str | None
    must: bool
    recruit_only: bool


def _its_card(subject: str | None, title: str) -> bool:
    """Is the sentence's subject its own card: none, or words of its title?"""
    if subject is None:
        return True
    words = set(title.split(" • ", 1)[0].split(", ", 1)[0].split())
    return set(subject.split()) <= words


def named_entry(said: str, title: str) -> NamedEntry | None:
    """``said`` (a sentence of the card ``title``) read as above, or None."""
    for shape, must, recruit_only in _SHAPES:
        m = shape.fullmatch(said.strip())
        if m is None or not _its_card(m.groupdict().get("subj"), title):
            continue
        name = m.groupdict().get("name")
        return NamedEntry(_KINDS[m.group("kind").lower()], name, must, recruit_only)
    return None


def _bare(title: str) -> str:
    return re.sub(r"^the ", "", title.strip().casefold())


def _holds(view: View, player: str, entry: NamedEntry) -> bool:
    """Does ``player`` control a card of the entry's type whose title is the one named?"""
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player:
            continue
        d = view.definition(inst.id)
        if d.type is not entry.kind:
            continue
        if entry.name is None:
            return True
        have, named = _bare(d.title), _bare(entry.name)
        if have == named or have.startswith((named + ",", named + " •")):
            return True
    return False


def met(view: View, player: str, said: str, title: str) -> bool | None:
    """Is the sentence read and its condition met for ``player`` (it binds nothing)? None: not
    read."""
    entry = named_entry(said, title)
    if entry is None:
        return None
    return _holds(view, player, entry) == entry.must


def named_entry_problem(
    view: View, player: str, sentences: tuple[str, ...], title: str
) -> str | None:
    """Why a card (``title``) whose own ``sentences`` hold such a condition, not met, can't
    enter play for ``player`` (the Recruit forms aside: see ``named_play_refusal``), or None."""
    for said in sentences:
        entry = named_entry(said, title)
        if entry is None or entry.recruit_only or _holds(view, player, entry) == entry.must:
            continue
        return f"{title} can't enter play for you (its trait: {said})"
    return None


def named_play_refusal(view: View, card: str, index: Play, verdict: Verdict) -> Verdict | None:
    """``illegal`` for the rulebook play of ``card`` (its owner's) when one of its own such
    sentences, the Recruit forms included for a Recruit, is not met (a certain refusal: first,
    whatever else the verdict says); None otherwise."""
    d = view.definition(card)
    player = view.card(card).owner
    for said in dict.fromkeys((*d.entering_unread, *d.grants_unread, *d.actions_unread)):
        entry = named_entry(said, d.title)
        if entry is None or (entry.recruit_only and index != RECRUIT):
            continue
        if _holds(view, player, entry) != entry.must:
            why = f"{d.title} can't enter play for you (its trait: {said})"
            return Verdict.of(
                "illegal",
                verdict.card,
                verdict.ability,
                verdict.title,
                [Reason("entering", why, (card,)), *kept_reasons(verdict, why)],
                None,
                verdict.designator,
            )
    return None


def kept_reasons(verdict: Verdict, why: str) -> tuple[Reason, ...]:
    """The reasons of an illegal ``verdict`` kept after a certain refusal ``why`` (none of an
    ``unknown`` or ``legal`` one: the refusal settles it), each once."""
    if verdict.status != "illegal":
        return ()
    return tuple(r for r in verdict.details if why not in r.text)
