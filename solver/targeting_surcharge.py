"""A Gold surcharge on actions that target one card (Costs and restrictions: "Additional costs
can come from effects outside the card, action or trait being paid for"; a cost added by a
separate effect is a separate payment): "Other players' actions targeting The Abbot cost 2 more
Gold (even actions without Gold costs)." (The Abbot • Experienced 3).

Read as an added Gold payment of N for each target set that targets the sentence's own card
(its title or a name of it), in play, for an action of a player the sentence names ("Other
players'"/"Your opponents'": not its controller; "Your": its controller; "All"/none: anyone).
A chosen card (a performer, "choose") is not targeted (Abilities and actions / B). So an action
whose target sets avoid the card pays nothing more, and one that targets it pays N more, also
when it has no Gold cost: the Good Faith check (``solver.good_faith``) then settles it exactly,
and the sentence no longer doubts the verdict (``solver.trait_scopes``). A card whose effects
the state states itself (an ``effects`` entry with that ``source``) adds nothing here. Each such
payment is marked ``added`` (``PaidFor``), as the Clan Honor Rule's is: a source or reduction
offered for the action's own Gold cost only (Kaeru Contractor, ``solver.action_reductions``)
stays off it, and whether it may pay it too is a doubt (``solver.action_reduction_bound``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from model.abilities import Ability
from model.cards import CardDef, CardType
from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.state import View
from solver import gold
from solver.verdict import Witness

__all__ = [
    "entry_spared",
    "surcharge_cards",
    "surcharge_label",
    "surcharge_labels",
    "surcharge_possible",
    "surcharge_read",
    "surcharged",
    "targeting_surcharges",
]

_SENTENCE = lazy_regex(
    r"^(?P<who>Other players'|Your opponents'|Opponents'|Your|All)? ?actions targeting "
    r"(?P<name>[A-Z][\w' -]*?) costs? (?P<n>\d+) more Gold"
    r"(?: \(even actions without Gold costs\))?\.?$",
    re.IGNORECASE,
)


def _read(view: View, source: str, said: str) -> tuple[str, int] | None:
    """(who, N) of the sentence ``said`` of ``source`` when it is such a surcharge on actions
    targeting ``source`` itself; None otherwise."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or m["name"].lower() not in self_words(view.definition(source).title):
        return None
    return (m["who"] or "all").lower(), int(m["n"])


def surcharge_read(view: View, source: str, said: str) -> bool:
    """Is ``said`` (a trait of ``source``) a surcharge read by ``targeting_surcharges``?"""
    return _read(view, source, said) is not None


def _binds(view: View, who: str, source: str, player: str) -> bool:
    """Does the sentence's "who" name ``player``'s actions?"""
    mine = view.card(source).controlled_by == player
    if who in ("other players'", "your opponents'", "opponents'"):
        return not mine
    return mine if who == "your" else True


def entry_spared(view: View, source: str, said: str, definition: CardDef, player: str) -> bool:
    """Can ``said`` (a surcharge of ``source``, in play) not touch ``player`` bringing a card
    (``definition``) into play? Recruit and Equip target the card they bring into play
    (Reference 01, change 3), never a card in play; an Equip's host (Reference 03: "choosing
    or targeting a Personality") is a Personality its player controls (``hosts_for``). A
    bring effect's own target sets pay it in the check (``targeting_surcharges``). So only a
    Personality of ``player``'s that his actions pay for targeting keeps the doubt, and only
    for an attachment."""
    read = _read(view, source, said)
    if read is None or not view.has(source) or not view.card(source).in_play:
        return False
    if not definition.is_attachment or view.type_of(source) is not CardType.PERSONALITY:
        return True
    mine = view.card(source).controlled_by == player
    return not (mine and _binds(view, read[0], source, player))


def targeting_surcharges(
    view: View,
    player: str,
    ab: Ability,
    targets: Mapping[str, tuple[str, ...]],
    paid_for: gold.PaidFor,
) -> list[gold.Payment]:
    """The separate Gold payments that ``player``'s action ``ab`` with ``targets`` owes such
    surcharges (one per card targeted that has one)."""
    targeted_slots = {s.name for s in ab.all_target_specs() if not (s.performer or s.choose)}
    targeted = {c for name, ids in targets.items() if name in targeted_slots for c in ids}
    if not targeted:
        return []
    stated = frozenset(e.source for e in view.state.effects if e.source)
    added = replace(paid_for, added=True)  # a cost added by a separate effect, paid apart
    out: list[gold.Payment] = []
    for cid in sorted(targeted):
        if not view.has(cid) or cid in stated or not view.card(cid).in_play:
            continue
        for i, said in enumerate(view.definition(cid).actions_unread):
            read = _read(view, cid, said)
            if read is not None and _binds(view, read[0], cid, player) and read[1] > 0:
                out.append(gold.Payment(f"surcharge:{cid}:{i}", read[1], added))
    return out


def surcharge_cards(view: View) -> tuple[str, ...]:
    """The cards in play with such a surcharge: targeting one costs more than targeting a
    card otherwise alike, so a search keeps each apart (``solver.symmetry``)."""
    return tuple(
        c.id
        for c in view.state.cards
        if c.in_play and any(_read(view, c.id, t) for t in view.definition(c.id).actions_unread)
    )


def surcharge_possible(view: View, player: str) -> bool:
    """May some target set of ``player``'s actions owe such a surcharge (a card in play with
    one that binds him)? Then target sets differ in Gold, and each must be tried (h39adv4:
    the first target set, The Abbot, short of the 2 Gold, while another pays nothing)."""
    memo = view.memo("targeting_surcharge.possible")  # the state is frozen: once per View
    found = memo.get(player)
    if found is None:
        stated = frozenset(e.source for e in view.state.effects if e.source)
        found = memo[player] = any(
            (read := _read(view, c.id, said)) is not None and _binds(view, read[0], c.id, player)
            for c in view.state.cards
            if c.in_play and c.id not in stated
            for said in view.definition(c.id).actions_unread
        )
    return bool(found)


def surcharged(w: Witness | None) -> bool:
    """Does the witness ``w`` pay such a surcharge (another target set may pay none: the search
    goes on for it, the cheaper kept)?"""
    problem = w.problem if w is not None else None
    return problem is not None and any(p.id.startswith("surcharge:") for p in problem.payments)


def surcharge_labels(view: View, problem: gold.PaymentProblem | None) -> dict[str, str]:
    """Words for the surcharge payments of ``problem`` ("2 more Gold: targeting The Abbot")."""
    return {
        p.id: f"{p.cost} more Gold: targeting {view.definition(cid).title}"
        for p in (problem.payments if problem else ())
        if p.id.startswith("surcharge:")
        for cid in (p.id.split(":")[1],)
        if view.has(cid)
    }


def surcharge_label(view: View, pid: str) -> str | None:
    """Words for the payment id ``pid`` when it is a surcharge (as the planner's reasons name
    it), else None."""
    parts = pid.split(":")
    if len(parts) != 3 or parts[0] != "surcharge" or not view.has(parts[1]):
        return None
    return f"the Gold for targeting {view.definition(parts[1]).title}"
