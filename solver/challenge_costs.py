"""Costs that cards in play add to challenging them (``model.cardtext.challenge_costs``: "Any
player must discard two cards from his or her hand for one of his or her Personalities to
challenge Shono."), not read. Costs and restrictions: "Additional costs can come from effects
outside the card, action or trait being paid for". A cost can only forbid: a legal verdict of
an action whose effects issue a challenge is ``unknown`` naming the sentence while such a card
is in play (unless the state states that card's effects); no other action, and no illegal
verdict, is touched (h28adv3 F5). A sentence "While <Name> has a <Keyword>, ..." of that card
adds nothing while it has no attachment with that keyword (h29adv1 p07b)."""

from __future__ import annotations

import re

from model.common import first_few
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["doubt_challenge_costs"]

_CHALLENGES = lazy_regex(r"\bchalleng(?:e|es|ed|ing)\b", re.IGNORECASE)


def doubt_challenge_costs(view: View, card: str, verdict: Verdict) -> Verdict:
    """``verdict`` for an action of ``card``, or ``unknown`` when it issues a challenge and a
    card in play asks an unread cost to challenge it."""
    if verdict.status != "legal" or not isinstance(verdict.ability, int):
        return verdict
    ab = view.definition(card).abilities[verdict.ability]
    if not any(e.step is not None and _CHALLENGES.search(e.step) for e in ab.effects):
        return verdict
    stated = {e.source for e in view.state.effects if e.source}
    could = [
        f"{d.title} ({inst.id}): {said}"
        for inst in view.state.cards
        if inst.in_play and inst.id not in stated
        for d in (view.definition(inst.id),)
        for said in d.challenge_costs
        if not _lacks_what_it_needs(view, inst.id, said)
    ]
    if not could:
        return verdict
    why = "not modelled: a card in play may add a cost to this challenge: " + first_few(could)
    return verdict.doubted("not_modelled", why, keep=2)


#: "While Gojiro has a Tetsubo, ...": the cost holds only while the card has such an attachment
_WHILE_HAS = lazy_regex(r"^While (?P<who>[A-Z][\w'-]*) has an? (?P<kw>[A-Z][\w'-]*), ")


def _lacks_what_it_needs(view: View, card: str, said: str) -> bool:
    """Is the sentence's "While <Name> has a <Keyword>, ..." false now: ``card`` (named by its
    own title) has no attachment with that keyword or that word in its title (h29adv1 p07b:
    Gojiro without a Tetsubo)? False when the sentence has no such condition."""
    m = _WHILE_HAS.match(said)
    if m is None or m.group("who") not in re.findall(r"[\w'-]+", view.definition(card).title):
        return False
    kw = m.group("kw").casefold()
    return not any(
        kw in view.keywords(att)
        or kw in re.findall(r"[\w'-]+", view.definition(att).title.casefold())
        for att in view.attachments(card)
    )
