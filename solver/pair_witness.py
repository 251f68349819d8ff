"""Another witness of two one-card slots for a legal attack doubted only for strength penalties
(Abilities and actions / Good Faith Rule: SOME legal choice of targets suffices; h44adv3 W1): "A
Paragon's Strength" ("Target your performing unbowed Paragon. Ranged Attack with strength equal
to his Force.") found Tayuko and Akahiko first, whose "Melee and Ranged Attacks targeting
Akahiko have -4 strength." doubts it, while Hotaka and Makoto are a choice the penalty leaves
alone. When choosing the one target again (``solver.witness_retry``) finds none, each other
pair of candidates of the two slots is tried (those with a card of the first witness last),
with the whole check (every guard): the first answer legal with nothing doubted stands, else
the doubt does (never a guess)."""

from __future__ import annotations

from model.abilities import Ability, TargetSpec
from model.evaluate import matches_unary
from model.state import View
from solver.verdict import Verdict
from solver.witness_retry import first_legal, retrying

__all__ = ["pair_witness"]


def _one(spec: TargetSpec) -> bool:
    """A required slot of exactly one card."""
    return spec.count == 1 and not (
        spec.up_to or spec.any_number or spec.optional or spec.count_when
    )


def pair_witness(
    view: View, player: str, verdict: Verdict, ab: Ability, avoid: frozenset[str]
) -> Verdict | None:
    """A legal verdict for ``player`` with another pair of cards in the ability's two one-card
    slots (``avoid``: the first witness's cards, tried last), undoubted, or None."""
    if retrying() or verdict.status != "legal" or not isinstance(verdict.ability, int):
        return None
    specs = ab.all_target_specs()
    if len(specs) != 2 or ab.player_targets or not all(_one(s) for s in specs):
        return None
    if ab.lenient is not None and {t.name for t in ab.lenient.all_target_specs()} != {
        t.name for t in specs
    }:
        return None
    card = verdict.card
    first = verdict.witness.targets if verdict.witness is not None else {}
    pools = [
        sorted(
            (
                c.id
                for c in view.state.cards
                if c.id != card and matches_unary(view, player, c.id, s.select)
            ),
            key=lambda i: (i in avoid, i),
        )
        for s in specs
    ]
    pairs = sorted(
        ((a, b) for a in pools[0] for b in pools[1] if a != b),
        key=lambda p: (p[0] in avoid or p[1] in avoid, p),
    )
    choices = (
        {specs[0].name: [a], specs[1].name: [b]}
        for a, b in pairs
        if (first.get(specs[0].name), first.get(specs[1].name)) != ((a,), (b,))
    )
    return first_legal(view, player, verdict, choices)
