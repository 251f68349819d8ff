"""A trait sentence giving every card of one Clan a stat or keyword ("Spider Clan Personalities
have +1F.": Daigotsu Kanpeki; h40adv1 N6): it may change only the cards in play of that Clan,
whoever controls them (Reference 02: a Clan Alignment is a card's Clan or "<X> Clan" keyword;
Reference 04: a trait changes the cards it names alone). ``solver.one_card_scope.sole_cards``
uses it for the cards such a sentence may reach; none while another sentence not read may give
that Clan."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from solver.play_keyword_scope import may_be_given

__all__ = ["clan_group_cards"]

_CLAN_GROUP = lazy_regex(
    r"^(?:(?:While|If|As long as) [^,.]{1,80}, )?(?P<clan>[A-Z][a-z]+) Clan "
    r"(?:Personalities|Followers|cards|[A-Z][a-z]+ (?:Personalities|Followers)) "
    r"(?:have|gain|get) [^.;]+\.?$"
)


def clan_group_cards(view: View, said: str) -> frozenset[str] | None:
    """The cards in play ``said`` ("<Clan> Clan Personalities have ...") may change: each card
    whose Clans or keywords name that Clan; None when not this shape or when an unread sentence
    may give that Clan."""
    m = _CLAN_GROUP.match(said.strip())
    if m is None:
        return None
    clan = m.group("clan").casefold()
    if may_be_given(view, f"{clan} clan", None) or may_be_given(view, clan, None):
        return None
    return frozenset(
        c.id
        for c in view.state.cards
        if c.in_play
        and (
            clan in {x.casefold() for x in view.definition(c.id).clan}
            or any(clan in k.casefold().split() for k in view.keywords(c.id))
        )
    )
