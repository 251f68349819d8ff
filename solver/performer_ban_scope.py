"""A card's own ban on what it performs ("May not perform Iaijutsu or Political actions.",
Chiisai; "<Name> may not perform ..."): FAQ, What performs an action?: Personalities and
Followers perform the actions printed on them, those on their attachments, and those where they
are targeted between the two colons; "Nobody performs an action if it targets only as an effect
... or doesn't target." So such a sentence, not read, can't touch another card's action that is
not on one of its attachments and targets nothing in its constraints block (h30rm3: Fruitless
Search doubted by Chiisai).

Two more ways it can't touch the action (h44adv3 H10c): it names the kinds of action it bans
("Iaijutsu or Political", capitalized words only) and none is a keyword, designator, type or
card keyword of the action; or the action is legal with a witness in which ``source`` is no
chosen card (it performs only where it is targeted between the colons: a ban can only forbid,
and the witness does not use it; Abilities and actions / Good Faith Rule: some legal choice)."""

from __future__ import annotations

from collections.abc import Sequence

from model.abilities import Ability, Block
from model.lazy_regex import lazy_regex
from model.state import View
from solver.keyword_inheritance import action_keywords
from solver.verdict import Verdict

__all__ = ["performer_ban_spares", "performer_ban_witness"]

#: "May not perform Iaijutsu or Political actions.", "Chiisai cannot perform Kiho actions."
_BAN = lazy_regex(
    r"^(?:(?:This Personality|This Follower|He|She|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) )?"
    r"(?:[Mm]ay not|[Cc]annot|[Cc]an't|[Ww]ill not) perform\b[^.]*\.?$"
)


#: the kinds banned: "perform Iaijutsu or Political actions", "perform Spell or Kiho actions"
_KINDS = lazy_regex(
    r"\bperform (?P<kinds>(?:[A-Z][\w-]*(?:, or |, | or | and ))*[A-Z][\w-]*) actions\.?$"
)
_JOINS = lazy_regex(r", or |, | or | and ")


def _other_kind(view: View, said: str, card: str, verdict: Verdict | None) -> bool:
    """Does ``said`` ban only kinds of action the checked one is not (see the module)?"""
    m = _KINDS.search(said.strip())
    if m is None or verdict is None:
        return False
    banned = {w.lower() for w in _JOINS.split(m["kinds"])}
    checked = view.definition(card)
    ab = checked.abilities[verdict.ability] if isinstance(verdict.ability, int) else None
    has = {k.lower() for k in action_keywords(checked, verdict.ability)}
    has |= {k.lower() for k in checked.keywords} | {checked.type.value.lower()}
    has |= {d.value.lower() for d in ab.designators} if ab is not None else set()
    return not banned & has


def _unused(source: str, verdict: Verdict | None) -> bool:
    """Is ``verdict`` legal with a witness choosing no ``source``?"""
    if verdict is None or verdict.status != "legal" or verdict.witness is None:
        return False
    return not any(source in ids for ids in verdict.witness.targets.values())


def performer_ban_spares(
    view: View,
    source: str,
    said: str,
    card: str,
    ab: Ability | None,
    verdict: Verdict | None = None,
) -> bool:
    """Can the ban ``said`` (a trait of ``source``, in play) not touch action ``ab`` of
    ``card`` whose verdict is ``verdict``: ``source`` can't perform it, or performs it in no
    witness, or it bans other kinds (see the module)? False for any other sentence."""
    if ab is None or _BAN.fullmatch(said.strip()) is None:
        return False
    if _other_kind(view, said, card, verdict):
        return True  # "May not perform Iaijutsu or Political actions." vs a Battle Fear
    if card == source or view.card(card).attached_to == source:
        return False  # its own actions, its attachments' (FAQ)
    if _unused(source, verdict):
        return True  # a legal witness that does not choose it
    # a performer named in the effects ("Target your performing Monk ...") may be chosen (the
    # strict reading, Abilities and actions / B): kept too
    return not any(t.block is Block.CONSTRAINTS or t.performer for t in ab.all_target_specs())


#: "Title (id): sentence" as ``could`` shows it
_SHOWN = lazy_regex(r"^.*? \((?P<id>[^()]+)\): (?P<said>.*)$")


def performer_ban_witness(
    view: View, player: str, verdict: Verdict, ab: Ability, could: Sequence[str]
) -> Verdict | None:
    """A legal verdict with other targets when every doubting sentence of ``could`` is a card's
    own ban on what it performs and its card is a chosen target of the legal ``verdict`` (it
    performs by being targeted): another choice without those cards, checked whole
    (``solver.witness_retry``, ``solver.pair_witness``), else None."""
    if verdict.status != "legal" or verdict.witness is None or not could:
        return None
    sources: set[str] = set()
    for shown in could:
        m = _SHOWN.match(shown)
        if m is None or _BAN.fullmatch(m["said"].strip()) is None:
            return None
        sources.add(m["id"])
    if not _unused_all(sources, verdict):
        return None
    from solver.pair_witness import pair_witness  # they check again (a cycle at import)
    from solver.witness_retry import other_witness

    avoid = frozenset(sources)
    found = other_witness(view, player, verdict, ab, [avoid])
    return found or pair_witness(view, player, verdict, ab, avoid)


def _unused_all(sources: set[str], verdict: Verdict) -> bool:
    """Is each of ``sources`` a chosen card of ``verdict``'s witness, none its own card?"""
    w = verdict.witness
    chosen = {c for ids in w.targets.values() for c in ids} if w is not None else set()
    return bool(sources) and sources <= chosen and verdict.card not in sources
