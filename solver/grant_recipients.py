"""An ability granted to cards none of which the state has (Reference 04: traits may grant
abilities; an ability is used by a card that has it; h37adv3 N2): "Your Shadowlands
Personalities without a printed Fear ability have the ability, "Battle: Fear 2."" (Daigotsu
Kanpeki, Unleashed) gives the ability to no card while every Shadowlands Personality its
controller has in play prints a Fear (Daigotsu Roburo's "Battle: Fear 4.", Kanpeki's own
"Battle: Fear 5."): there is then no such action to announce.

Read whole or not at all: every granting sentence of the card is "[Each of |All of ]your
<Keyword ...> <Personalities|Followers>[ without a printed <Fear|Melee|Ranged> ability]
ha(s|ve) the ability, "..."" ("<Name> Clan" one keyword); no unread sentence of the state may
give one of those keywords; a card is left out by "without a printed ... ability" only when
one of its printed abilities' read effects is certainly that attack ("Fear 4 ...")."""

from __future__ import annotations

import re

from model.cards import has_keyword, subject_keywords
from model.lazy_regex import lazy_regex
from model.state import View
from solver.play_keyword_scope import may_be_given
from solver.subject_types import subject_types

__all__ = ["no_recipient"]

_GRANT = lazy_regex(
    r"^(?:(?:Each|All) of your|Your) (?P<words>(?:[A-Z][\w-]* )+?)(?P<noun>Personalities|Followers)"
    r"(?: without a printed (?P<kind>Fear|Melee|Ranged) ability)? (?:has|have) the ability[,:] "
    r"\"[^\"]+\"\.?$"
)


def _prints(view: View, card: str, kind: str) -> bool:
    """Does one of ``card``'s printed abilities certainly make a ``kind`` attack ("Fear 4")?"""
    step = re.compile(rf"^{kind} \d+\b")
    return any(
        step.match(e.step or "") is not None
        for ab in view.definition(card).abilities
        for e in ab.effects
    )


def _receivers(view: View, source: str, said: str) -> frozenset[str] | None:
    """The cards ``said`` (a grant of ``source``) gives its ability to, or None when not read."""
    m = _GRANT.fullmatch(said.strip())
    if m is None:
        return None
    types = subject_types(m["noun"])
    keywords = subject_keywords(m["words"])
    if types is None or not keywords:
        return None
    if any(may_be_given(view, kw, None) for kw in keywords):
        return None
    you = view.card(source).controlled_by
    return frozenset(
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == you
        and view.type_of(c.id) in types
        and all(has_keyword(view.keywords(c.id), kw) for kw in keywords)
        and not (m["kind"] is not None and _prints(view, c.id, m["kind"]))
    )


def no_recipient(view: View, card: str) -> str | None:
    """Why no card has the abilities ``card``'s traits grant (every grant read, none received),
    else None."""
    grants = view.definition(card).grants_abilities
    if not grants:
        return None
    for said in grants:
        if _receivers(view, card, said) != frozenset():
            return None
    return (
        "no card has the ability it grants: "
        + " / ".join(grants)
        + " (none of its controller's cards in play is such a card)"
    )
