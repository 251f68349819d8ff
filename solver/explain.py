"""Verdicts in words a player reads and as JSON (Abilities and actions / Good Faith Rule:
every refusal names the failed requirement): used by the CLI, the agents and the demo."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from model.describe import ability_text
from model.state import View
from solver import gold
from solver.targeting_surcharge import surcharge_label, surcharge_labels
from solver.verdict import AbilityRef, Play, Verdict


def plan_json(plan: gold.Plan | None) -> dict[str, Any] | None:
    if plan is None:
        return None
    return {
        "payments": {pid: list(srcs) for pid, srcs in plan.assignment},
        "gold_produced": plan.gold_produced,
        "waste": plan.waste,
        "sources_used": plan.sources_used,  # every source, a Reaction bowing nothing too
        "sources_bowed": plan.sources_bowed,  # the cards it bows (h37adv1 W1)
        "extra_costs": list(plan.extra_costs),
    }


def announcement_text(view: View, card: str, index: AbilityRef, player: str | None = None) -> str:
    """The ability in words, or the rulebook play (Recruit, Equip); ``player``: the one
    announcing (a granted ability is named as he has it; None: as the card's controller)."""
    if isinstance(index, Play) and index.is_granted:
        from solver.granted import granted_text

        return granted_text(view, card, index, player)
    if isinstance(index, Play):
        from solver.equip_label import battle_equip_text
        from solver.open_recruit import open_recruit_text
        from solver.playing import play_text

        if index is Play.EQUIP and (battle := battle_equip_text(view, card)) is not None:
            return battle  # City of Tears: a Battle action now, not "Open" (h40adv1 E1)
        if index is Play.RECRUIT and (opened := open_recruit_text(view, card)) is not None:
            return opened  # Dojo of the Dauntless: an Open action now, not "Dynasty"
        return play_text(index)
    return ability_text(view.definition(card).abilities[index])


def _battle_play(v: Verdict, text: str) -> bool:
    """A rulebook Equip made a Battle action by a permission (``solver.equip_label``)."""
    return isinstance(v.ability, Play) and text.startswith("Battle:")


def _play_designator(v: Verdict, text: str) -> str | None:
    """A rulebook play's designator made another by a permission, else the verdict's."""
    if _battle_play(v, text):
        return "battle"
    if isinstance(v.ability, Play) and text.split(":", 1)[0].endswith("Open"):
        return "open"  # "You may Recruit this Holding as an Open." (``solver.open_recruit``)
    return v.designator


def verdict_json(view: View, v: Verdict, player: str | None = None) -> dict[str, Any]:
    w = v.witness
    return {
        "card": v.card,
        "title": v.title,
        "ability": v.ability,
        "text": (text := announcement_text(view, v.card, v.ability, player)),
        "verdict": v.status,
        "designator": _play_designator(v, text),
        "reasons": list(v.reasons),
        "details": [r.to_json() for r in v.details],
        "witness": None
        if w is None
        else {
            "targets": {k: list(vs) for k, vs in w.targets.items()},
            "players": dict(w.players),
            "costs": [
                o.text + (f" ({', '.join(o.cards)})" if o.cards else "") for o in w.costs if o.paid
            ],
            "brought": w.brought,
            "gold_plan": plan_json(w.plan),
            "gold_plan_optimal": w.plan_optimal,
            "cheapest_proven": w.cheapest,
            "gold_plan_doubts": list(w.doubts),
        },
    }


def plan_text(
    view: View,
    plan: gold.Plan | None,
    labels: dict[str, str] | None = None,
    problem: gold.PaymentProblem | None = None,
    *,
    ids: bool = False,
) -> str:
    """The plan in words: each payment's sources; with the ``problem`` it solves, each
    source's mode, Gold and the extra cost of that mode, as the JSON witness has them (Costs
    and restrictions / Gold production: a mode's own cost is paid with it; h27adv2 F13).
    ``ids``: each card named with its id too ("Copper Mine (m2, 3 Gold)")."""
    if plan is None:
        return "no Gold needed"
    sources = {s.id: s for s in problem.sources} if problem is not None else {}
    paying = {p.id: p for p in problem.payments} if problem is not None else {}
    parts = []
    for pid, srcs in plan.assignment:
        if not srcs:
            continue
        words = {s: _named(view, s, _source_words(s, sources, paying.get(pid)), ids) for s in srcs}
        # a source producing without bowing its card (a Reaction, a trait) is used, not bowed
        used = [w for s, w in words.items() if s in sources and not sources[s].bows]
        bowed = [w for s, w in words.items() if not (s in sources and not sources[s].bows)]
        said = " and ".join(
            f"{verb} {', '.join(names)}" for verb, names in (("bow", bowed), ("use", used)) if names
        )
        parts.append(f"{(labels or {}).get(pid, pid)}: {said}")
    if not parts:
        return "no Gold needed"
    # what the plan asks beyond its sources' modes ("use Sycophant (syc) last: ...")
    shown = {s.extra_cost for s in sources.values()}
    parts += [e for e in plan.extra_costs if sources and e not in shown]
    tail = f" (waste {plan.waste})" if plan.waste else ""
    return "; ".join(parts) + tail


def _named(view: View, sid: str, said: str, ids: bool) -> str:
    """The source's card title with its words ``said`` (" (3 Gold)"), its id too (``ids``)."""
    card = sid.split(":", 1)[0]
    title = view.definition(card).title
    if not ids:
        return title + said
    inner = said.strip()[1:-1] if said else ""
    return f"{title} ({card}{', ' + inner if inner else ''})"


def _source_words(
    sid: str, sources: Mapping[str, gold.Source], payment: gold.Payment | None
) -> str:
    """ " (mode 2: 4 Gold; also bow Matsu Takenao (tak))": which of the card's Gold modes the
    source ``sid`` (``card:mode@other``) is, its Gold for ``payment`` and its extra cost."""
    source = sources.get(sid)
    if source is None:
        return ""
    bits = []
    mode = re.match(r"[^:]+:(\d+)", sid)
    amount = source.gold_for(payment.paid_for) if payment is not None else source.gold
    if amount is not None:
        bits.append(f"{amount} Gold")
    if mode is not None:
        bits[:0] = [f"mode {int(mode.group(1)) + 1}:"]
    words = " ".join(bits)
    if source.extra_cost:
        words += f"; also {source.extra_cost}"
    return f" ({words})" if words else ""


def witness_text(view: View, v: Verdict, *, ids: bool = False) -> str:
    """The witness in words; ``ids``: the Gold plan names card ids too (``plan_text``)."""
    w = v.witness
    if w is None:
        return ""
    bits = []
    for name, cards in w.targets.items():
        bits.append(f"{name} = {', '.join(view.definition(c).title for c in cards)}")
    for name, who in w.players:
        bits.append(f"{name} = player {who}")
    costs = [o.text for o in w.costs if o.paid and o.kind != "gold"]
    for o in w.costs:
        if o.paid and o.kind != "gold" and o.cards:
            costs[costs.index(o.text)] = (
                f"{o.text} ({', '.join(view.definition(c).title for c in o.cards)})"
            )
    if costs:
        bits.append("costs: " + "; ".join(costs))
    if w.brought and w.brought not in {c for cs in w.targets.values() for c in cs}:
        bits.append(f"brings {view.definition(w.brought).title}")
    labels = {f"cost{i + 1}": o.text for i, o in enumerate(w.costs)}
    labels |= {"recruit": "Gold cost", "clan-honor": "Clan Honor Rule", "equip": "Gold cost"}
    if w.brought:
        labels[f"bring:{w.brought}"] = f"{view.definition(w.brought).title}'s Gold cost"
    labels |= surcharge_labels(view, w.problem)  # "2 more Gold: targeting The Abbot"
    paid = plan_text(view, w.plan, labels, w.problem, ids=ids)
    if paid != "no Gold needed" and not w.plan_optimal:  # as the JSON's gold_plan_optimal
        paid += unproven_words(w.doubts)
    bits.append("Gold: " + paid)
    return " · ".join(bits)


def unproven_words(doubts: Sequence[str]) -> str:
    """ " (not proven cheapest)", after the texts not read that may give a cheaper plan ("Title
    (id): text"; a witness's ``doubts``: the first three and how many more), so the mark still
    ends the words (the flat listing's mark)."""
    if not doubts:
        return " (not proven cheapest)"
    more = f"; and {len(doubts) - 3} more" if len(doubts) > 3 else ""
    return f" (may be cheaper: not modelled: {'; '.join(doubts[:3])}{more}) (not proven cheapest)"


def gold_reason_words(
    view: View, reason: str, sources: Sequence[str], labels: Mapping[str, str]
) -> str:
    """A Gold planner reason in a player's words: payment ids ('cost1', 'recruit',
    'bring:soul') become what they pay for, source ids (``keep``, ``mine:1``) card titles."""

    def label(pid: str) -> str | None:
        if pid in labels:
            return labels[pid]
        if pid.startswith("bring:") and view.has(pid[6:]):
            return f"{view.definition(pid[6:]).title}'s Gold cost"
        if pid == "clan-honor":  # a Personality Recruited by an effect (``bring_price``)
            return "the Clan Honor Rule's Gold"
        return surcharge_label(view, pid)  # "the Gold for targeting The Abbot"

    def amount(m: re.Match[str]) -> str:  # "'cost1' 4" -> "the Gold cost (4)"
        found = label(m.group(1))
        return f"{found} ({m.group(2)})" if found else m.group(0)

    def named(m: re.Match[str]) -> str:  # "payment 'cost1'" / "'cost1'" -> "the Gold cost"
        return label(m.group(1)) or m.group(0)

    text = re.sub(r"'([\w:-]+)' (\d+)", amount, reason)
    text = re.sub(r"(?:payment )?'([\w:-]+)'", named, text)
    titles = {
        sid: view.definition(sid.split(":", 1)[0]).title
        for sid in set(sources)
        if view.has(sid.split(":", 1)[0])
    }
    if not titles:
        return text
    # one pass for every source id (longest first, so "mine:1" wins over "mine")
    ids = "|".join(re.escape(sid) for sid in sorted(titles, key=len, reverse=True))
    return re.sub(rf"(?<![\w:'-])(?:{ids})(?![\w:'-])", lambda m: titles[m.group(0)], text)


def gold_cost_labels(
    payment_ids: Sequence[str], texts: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Words for an action's Gold payments ("the Gold cost", "the second Gold cost", ...);
    ``texts``: each payment's cost text, the Discipline's named so ("the Discipline cost":
    ``solver.discipline``, h39adv4 kd1)."""
    gold_ids = [pid for pid in payment_ids if pid.startswith("cost")]
    ordinals = ("first", "second", "third", "fourth", "fifth")
    labels = {
        pid: "the Gold cost"
        if len(gold_ids) == 1
        else f"the {ordinals[i] if i < len(ordinals) else str(i + 1) + 'th'} Gold cost"
        for i, pid in enumerate(gold_ids)
    }
    for pid in gold_ids:
        if "(Discipline: played from your discard pile)" in (texts or {}).get(pid, ""):
            labels[pid] = "the Discipline cost (played from your discard pile)"
    if sum(1 for pid in gold_ids if "Discipline" not in labels[pid]) == 1:
        labels.update({p: "the Gold cost" for p in gold_ids if "Discipline" not in labels[p]})
    return labels
