"""A ban on playing cards of one keyword can't bar a Reaction of a card without it (Reference 04,
Keywords; h40adv3 N8): "You may not play :shadowlands: cards." (Three Clan Alliance) leaves
Truce, which is no Shadowlands card and can't be given the keyword, usable to pay
(``solver.paying_reactions``). Each sentence of a card in play not read that may forbid or tax
the Reaction is asked alone: one about cards of other keywords only
(``solver.play_keyword_scope.other_keyword``) is set aside; any other keeps the bar."""

from __future__ import annotations

from model.lazy_regex import Regex, lazy_regex
from model.state import View
from solver.play_keyword_scope import other_keyword
from solver.reaction_effect_reach import stated_effect_reaches
from solver.unread_in_play import unread_texts

__all__ = ["reaction_barred"]

_SENTENCE = lazy_regex(r"(?<=[.!?])\s+")


def reaction_barred(view: View, card: str, pattern: Regex) -> bool:
    """May a state's effect, or a sentence (matching ``pattern``) of a card in play not read,
    bar or tax the Reaction of ``card``?"""
    if stated_effect_reaches(view, card):  # only effects that can reach it (h40adv5 N1)
        return True
    return any(
        pattern.search(said) and not other_keyword(view, said, card)
        for inst in view.state.cards
        if inst.in_play
        for text in unread_texts(view.definition(inst.id))
        for said in _SENTENCE.split(text.strip())
    )
