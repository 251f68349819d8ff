"""A target "with a X ability" (``Selector.has_ability``; Reference 04, abilities), or
"without abilities" (``Selector.lacks_abilities``, alone or as an alternative), that the
state does not settle: ``model.evaluate`` offers only cards whose printed text surely has such
an ability (``model.ability_kinds``), so an illegal answer is ``unknown`` while a card the rest
of the target's selector accepts has a text that does not settle it (an unread paragraph, the
kind named in a trait), and any answer is ``unknown`` while a card in play says something of
cards' abilities ("... has the ability, ...", "loses its abilities"): never a guessed yes/no."""

from __future__ import annotations

from dataclasses import replace

from model.ability_kinds import (
    DESIGNATORS,
    ability_settled,
    lacks_abilities_settled,
    may_change_abilities,
)
from model.evaluate import matches_unary
from model.lazy_regex import lazy_regex
from model.selectors import Selector
from model.state import View
from solver.verdict import Verdict

__all__ = ["doubt_ability_kinds"]

_ANNOUNCED = lazy_regex(r"\(([\w.-]+)\) can't be chosen")


def doubt_ability_kinds(view: View, card: str, verdict: Verdict) -> Verdict:
    """``verdict`` for ``card``'s ability, or ``unknown`` naming the card whose abilities of the
    tested kind the state does not settle."""
    if verdict.status not in ("legal", "illegal") or not isinstance(verdict.ability, int):
        return verdict
    ab = view.definition(card).abilities[verdict.ability]
    specs = [s for s in ab.all_target_specs() if s.select.has_ability or _lacks(s.select)]
    if not specs:
        return verdict
    kinds = tuple(dict.fromkeys(k for s in specs for k in _tested(s.select)))
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        d = view.definition(inst.id)
        said = may_change_abilities(d, kinds)
        if said is not None:
            why = f"a card's abilities, as {d.title} ({inst.id}) may change them: {said}"
            return verdict.doubted("not_modelled", why, keep=2)
    if verdict.status == "legal" or not verdict.details or verdict.details[0].code != "target":
        return verdict
    player = view.card(card).controlled_by
    # "the announced Ikoma Tsukasa (tsukasa) can't be chosen": that card's test alone
    announced = set(_ANNOUNCED.findall(verdict.details[0].text))
    for spec in specs:
        rest = replace(spec.select, has_ability=(), lacks_abilities=False)
        if _lacks(spec.select) and not spec.select.lacks_abilities:
            rest = replace(rest, any_of=())  # "with a Poison token or without abilities": any
        for inst in view.state.cards:
            if announced and inst.id not in announced:
                continue
            d = view.definition(inst.id)
            kinds_settled = ability_settled(d, spec.select.has_ability) is not None
            lack_settled = lacks_abilities_settled(d) is not None
            if (kinds_settled or not spec.select.has_ability) and (
                lack_settled or not _lacks(spec.select)
            ):
                continue
            if matches_unary(view, player, inst.id, rest):
                text = d.printed_text or "(no text)"
                why = f"whether {d.title} ({inst.id}) has the ability the target needs: {text}"
                return verdict.doubted("not_modelled", why, keep=2)
    return verdict


#: "without abilities" tests an ability of every designator (``model.ability_kinds``)
_ANY_ABILITY = tuple(sorted(DESIGNATORS))


def _lacks(sel: Selector) -> bool:
    """Whether ``sel`` or one of its alternatives asks for a card without abilities."""
    return sel.lacks_abilities or any(s.lacks_abilities for s in sel.any_of)


def _tested(sel: Selector) -> tuple[str, ...]:
    """The ability kinds ``sel`` tests: its kinds, and every designator for "without
    abilities" (a card that may gain any ability may gain one)."""
    return (*sel.has_ability, *(_ANY_ABILITY if _lacks(sel) else ()))
