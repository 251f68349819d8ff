"""The quoted ability of a triggered lasting grant (``solver.lasting_grants``: Starting on the
Path, An Empire of Madness, Assault in the Jungle) whose required targets can't be chosen now:
``illegal`` whatever the unrecorded past (Abilities and actions / A, the Good Faith Rule, and
B. Required targeting: the required targets are chosen on announcement; with no legal choice
the action can't be announced, whether or not the grant was triggered and still lasts).

The quoted ability is read as a printed one is (``model.cardtext.grant_read.import_granted``):
its targets when read whole (its lenient reading's, when it reads two ways), or the part read
before the first clause not read (``Ability.read_part``). Else its first sentence's target phrases
(``model.cardtext.targets.find_phrases``), the sentence read whole or up to the end of its
subject phrase ("Your target Personality with a Madness token | commits Seppuku"), kept only
when no word of the ability may widen, replace or excuse them (``_WIDENS`` of
``model.cardtext.partial_targets``; "count(s) towards an Enlightenment Victory" is a victory's
count, not a target's) and no "or" or other target follows the phrase read. The targets are
asked of the state with the Event as its owner's card in play (the card the ability is
"from", effects.txt): only a refusal is used; a choice found leaves the answer ``unknown``."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, Block, TargetSpec
from model.cardtext.grant_read import import_granted
from model.cardtext.partial_targets import _CONDITIONAL, _WIDENS
from model.cardtext.target_slot import phrase_target
from model.cardtext.targets import find_phrases
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.granted_scope import quoted_designators
from solver.keyword_targets import refused_targets
from solver.lasting_grants import LASTING, lasting_grant

__all__ = ["lasting_target_refusal"]

_QUOTED = lazy_regex(r"the abilit(?:y|ies),? [\"“](?P<body>[^\"”]+)[\"”]")
#: a victory's count, not a target's ("it does not count towards an Enlightenment Victory")
_VICTORY_COUNT = lazy_regex(r"\bcounts? (?:towards?|for) (?:an|the) \w+ Victory\b", re.IGNORECASE)
_NOTE = "the quoted ability's required targets, whatever the lasting grant's past"


def lasting_target_refusal(
    view: View, player: str, card: str, sentence: str
) -> tuple[str, list[str]] | None:
    """Why the quoted ability of ``card``'s lasting grant ``sentence`` can't be announced by
    ``player`` now (no legal choice of its required targets), with the failing slot's
    candidates; None when its targets are not read or can be chosen (see the module)."""
    said = " ".join(sentence.split())
    m = LASTING.match(said)
    if m is None or not lasting_grant(view, card, sentence):
        return None
    bodies = [q.group("body") for q in _QUOTED.finditer(said[m.end() :])]
    if len(bodies) != 1 or (designators := quoted_designators(bodies[0])) is None:
        return None
    d = view.definition(card)
    ability, _ = import_granted(
        bodies[0], title=d.title, card_type=d.type, keywords=d.keywords, player=True
    )
    part: Ability | None = None
    if ability is not None and not ability.not_understood:
        part = ability.lenient or ability  # two readings: the one that demands less
    elif ability is not None and ability.read_part is not None:
        part = ability.read_part
    elif (targets := _first_sentence_targets(bodies[0])) is not None:
        try:
            part = Ability(designators, targets=targets)
        except ValueError:
            return None
    if part is None or not part.targets:
        return None
    inst = view.card(card)
    moved = replace(inst, zone=Zone.HOME, province=None, face_up=True, bowed=False)
    cards = tuple(moved if c.id == card else c for c in view.state.cards)
    here = view.derive(replace(view.state, cards=cards))
    return refused_targets(here, player, card, part, _NOTE)


def _first_sentence_targets(body: str) -> tuple[TargetSpec, ...] | None:
    """The required targets of the first sentence of the quoted ability ``body`` (its bold
    prefix aside), or None when they are not surely read (see the module)."""
    text = body.partition(":")[2].strip()
    if _WIDENS.search(_VICTORY_COUNT.sub("", text)):
        return None
    first = re.split(r"(?<=[.!])\s+", text)[0].rstrip(".")
    if _CONDITIONAL.search(first):
        return None
    words = first.split()
    for k in range(len(words), 0, -1):
        head, rest = " ".join(words[:k]), words[k:]
        found = find_phrases(head)
        if isinstance(found, str) or not found:
            continue
        if any(w.lower().strip(",") in ("or", "target", "targets", "and") for w in rest):
            return None
        if found[-1].end != len(head) and rest:
            return None  # the phrase read must reach where the words not read begin
        specs: list[TargetSpec] = []
        for i, p in enumerate(found, 1):
            if p.optional or p.more or p.lenient_select is not None or p.either:
                return None
            spec = phrase_target(p, f"target{i}", Block.EFFECTS, None)
            if isinstance(spec, str):
                return None
            specs.append(spec)
        return tuple(specs)
    return None
