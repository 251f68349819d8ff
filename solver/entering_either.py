"""A card's own additional cost of entering play with alternatives, read on the state: "As an
additional cost of En'you entering play, either remove a card in your hand from the game or
destroy one of your Sake tokens." (Costs and restrictions / Mandatory costs: "The mandatory
costs of a card entering play are its Gold Cost (if any) and any other costs of entering play
listed in its traits"; a cost with alternatives is paid by any one of them).

Each alternative is read, or the sentence is not:

- "remove a card in your hand from the game" (also "from your hand", "discard a card" from
  the hand): payable while its player's hand, as the state lists it, holds another card (the
  card entering aside: Reference 05, it is not in the hand it is played from) one that is no
  Gold source itself (no Gold text: a paying Reaction played from the hand, Truce, is spent by
  a plan that uses it, h39adv4 W2), and none of his Gold sources in play may discard a card for
  its Gold (a plan might take that same card; the doubt then stays); not payable with no other
  card in hand. With only Gold sources in hand: payable when the play's Gold payments (the
  witness's problem) have a plan with every source of one such card left out (that card is
  removed, the plan pays the Gold: h39adv5 N2); otherwise the doubt stays.
- "destroy one of your <Name> tokens": payable while a card he controls in play carries a token
  of that name (the state lists each card's ``tokens``) that is no Gold source of his; not
  payable while no card he controls, in play or not, carries one.

Any alternative payable: the play pays it (the witness names it); none payable: ``illegal``;
otherwise the doubt stays. Only for its rulebook Recruit or Equip (``own_entering_settled``).
"""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver import gold

__all__ = ["either_cost", "forced_removal", "name_removed", "plan_leaving_one"]

_EITHER = lazy_regex(
    r"^as an additional cost of (?P<subj>[a-z][a-z' -]*?) entering play, either (?P<a>.+?) or "
    r"(?P<b>.+?)\.?$"
)
_FROM_HAND = lazy_regex(
    r"^(?:remove (?:a|one) card (?:in|from) your hand from the game|discard (?:a|one) card)$"
)
_TOKEN = lazy_regex(
    r"^destroy (?:one of your (?P<a>[a-z-]+) tokens|(?:a|one) (?P<b>[a-z-]+) token)$"
)


def _gold_text(view: View, card: str) -> bool:
    """Has ``card`` Gold text, read or not (a source a Gold plan may spend from the hand)?"""
    d = view.definition(card)
    return bool(d.production or d.production_unread or d.production_unread_more)


def _card_of(source_id: str) -> str:
    """The card id of a Source id (``production.source_card``)."""
    return source_id.split(":", 1)[0]


def _plan_without(problem: gold.PaymentProblem, card: str) -> gold.Plan | None:
    """A plan of ``problem`` using no source of ``card``, or None (none, or not found)."""
    kept = tuple(s for s in problem.sources if _card_of(s.id) != card)
    try:
        result = gold.solve(gold.PaymentProblem(kept, problem.payments))
    except ValueError:
        return None  # a payment left with no source: not shown payable
    return result.best if result.feasible else None


def _pays_without(problem: gold.PaymentProblem, card: str) -> bool:
    """Has ``problem`` a plan using no source of ``card`` (ids ``card`` or ``card:...``)?"""
    return _plan_without(problem, card) is not None


def plan_leaving_one(
    view: View, player: str, card: str, problem: gold.PaymentProblem, plan: gold.Plan
) -> gold.Plan:
    """``plan`` (the witness's), or, when it spends every card of ``player``'s hand (``card``
    aside) and all of them have Gold text, a plan of ``problem`` leaving one out: the card the
    hand alternative removes is then not also played for its Gold."""
    hand = [
        c.id for c in view.state.cards if c.zone is Zone.HAND and c.owner == player and c.id != card
    ]
    used = {_card_of(sid) for _, sids in plan.assignment for sid in sids}
    if not hand or any(c not in used or not _gold_text(view, c) for c in hand):
        return plan
    for c in hand:
        if (other := _plan_without(problem, c)) is not None:
            return other
    return plan


def _short_without(
    view: View, player: str, card: str, problem: gold.PaymentProblem, removed: str
) -> bool:
    """Is ``problem`` certainly unpayable once ``removed`` leaves the hand: no plan without its
    sources, and no text not read (``removed``'s own aside) that could still pay (h40: En'you
    with Truce alone in hand and Kyuden Hida bowed)."""
    from solver.shortfall_unread import unread_could_pay  # a cycle through entering_price

    if _pays_without(problem, removed):
        return False
    kept = tuple(s for s in problem.sources if _card_of(s.id) != removed)
    could = unread_could_pay(view, player, view.definition(card), card, kept, problem.payments)
    return not [u for u in could if f"({removed}): " not in u]


def _hand_alternative(
    view: View, player: str, card: str, problem: gold.PaymentProblem | None
) -> tuple[bool | None, str]:
    hand = [
        c.id for c in view.state.cards if c.zone is Zone.HAND and c.owner == player and c.id != card
    ]
    if not hand:
        return False, "no other card in hand"
    discarding = any(
        c.in_play
        and c.controlled_by == player
        and any(m.discard_other is not None for m in view.definition(c.id).production)
        for c in view.state.cards
    )
    if discarding:
        return None, ""  # a plan might discard that same card
    if not all(_gold_text(view, c) for c in hand):
        return True, ""
    # each card in hand may be played for its Gold: one a plan can do without is removed
    if problem is not None and any(_pays_without(problem, c) for c in hand):
        return True, ""
    if problem is not None and all(_short_without(view, player, card, problem, c) for c in hand):
        named = ", ".join(f"{view.definition(c).title} ({c})" for c in hand)
        only = "the only card" if len(hand) == 1 else "the only cards"
        return False, f"the Gold can't be paid without {named}, {only} in hand"
    return None, ""


def _token_alternative(view: View, player: str, name: str) -> tuple[bool | None, str]:
    carrying = [
        c
        for c in view.state.cards
        if c.controlled_by == player and any(t.casefold() == name for t in c.tokens)
    ]
    if not carrying:
        return False, f"no card of yours carries a {name.capitalize()} token"
    if any(c.in_play and not view.definition(c.id).production for c in carrying):
        return True, ""
    return None, ""


def _alternative(
    view: View, player: str, card: str, said: str, problem: gold.PaymentProblem | None
) -> tuple[bool | None, str]:
    """Whether one alternative is payable now (None: not read, or not settled), and why not."""
    said = said.strip()
    if _FROM_HAND.match(said):
        return _hand_alternative(view, player, card, problem)
    if (m := _TOKEN.match(said)) is not None:
        return _token_alternative(view, player, m.group("a") or m.group("b"))
    return None, ""


def either_cost(
    view: View,
    player: str,
    card: str,
    low: str,
    is_own: bool,
    problem: gold.PaymentProblem | None = None,
) -> tuple[bool, str] | None:
    """``low`` (a sentence of the card ``card`` entering for ``player``, lower case, spaces
    collapsed) read as above: (True, the alternative paid) or (False, why none can be), or
    None (another sentence, or not settled). ``is_own``: whether its subject is the card;
    ``problem``: the play's Gold payments (its witness's), None when not known."""
    m = _EITHER.match(low)
    if m is None or not is_own:
        return None
    options = (m.group("a"), m.group("b"))
    found = [_alternative(view, player, card, o, problem) for o in options]
    for option, (ok, _) in zip(options, found, strict=True):
        if ok:
            return True, option
    if all(ok is False for ok, _ in found):
        return False, " and ".join(
            f"can't {o} ({why})" if why else f"can't {o}"
            for o, (_, why) in zip(options, found, strict=True)
        )
    return None


_A_CARD = lazy_regex(r"\b(?:a|one) card\b")


def name_removed(view: View, player: str, card: str, text: str, plan: gold.Plan | None) -> str:
    """``text`` (the hand alternative paid, "remove a card in your hand from the game ...")
    naming the card removed: one of ``player``'s hand (``card`` aside) that ``plan`` does not
    spend, one without Gold text first; ``text`` unchanged when there is none."""
    used = set() if plan is None else {_card_of(sid) for _, sids in plan.assignment for sid in sids}
    hand = [
        c.id
        for c in view.state.cards
        if c.zone is Zone.HAND and c.owner == player and c.id != card and c.id not in used
    ]
    if not hand:
        return text
    pick = min(hand, key=lambda c: _gold_text(view, c))
    return _A_CARD.sub(f"{view.definition(pick).title} ({pick})", text, count=1)


def forced_removal(view: View, player: str, card: str, low: str) -> list[str] | None:
    """The cards of ``player``'s hand (``card`` aside) one of which ``low`` (a sentence of
    ``card``, lower case, spaces collapsed, its subject the card) must remove when ``card``
    enters play: "either <remove a card in your hand> or <B>" with B not payable now. None when
    another sentence, B payable or not settled, or an empty hand (``either_cost`` refuses that)."""
    m = _EITHER.match(low)
    if m is None:
        return None
    options = [o.strip() for o in (m.group("a"), m.group("b"))]
    others = [o for o in options if not _FROM_HAND.match(o)]
    if len(others) != 1 or _alternative(view, player, card, others[0], None)[0] is not False:
        return None
    hand = [
        c.id for c in view.state.cards if c.zone is Zone.HAND and c.owner == player and c.id != card
    ]
    return hand or None
