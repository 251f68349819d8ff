"""A keyword given by an unread trait sentence that no text able to concern a rulebook play
names (Reference 02: Recruit and Equip; Reference 04, Keywords: "Other keywords may work with
effects on other cards but have no rules meaning"; Reference 05, Areas: a card out of play's
"continuous traits do not produce effects on anything but the card itself").

``solver.traits_in_play._names_untested`` asks every text of every card of the state, so a
"Target your performing unbowed Tactician" on an action card in a hand kept Tamahime's "Your
other Ronin Personalities have Tactician." doubting every Recruit (h38adv5 N1). A play is
turned only by the rules, the played card's own text, and the texts of cards in play or in
the provinces (a reduction, an increase, a restriction, Respect, Kosaten Shiro, the Palace of
the Breaking Dawn's "Ronin cards"): a card in a hand, a deck, a discard pile or removed from
the game has no continuous effect on another card, and its actions are not the play. A
sentence that can turn no verdict (``_no_verdict``: "Unless they have the printed Tactician
keyword, they do not have the Tactical Advantage ability.") names nothing a play tests.
"""

from __future__ import annotations

import re

from model.cardtext.qualities import granted_keywords
from model.state import View
from model.zones import IN_PLAY_ZONES, Zone

__all__ = ["play_keyword_untested"]

#: the zones whose cards' texts may concern another card's play (in play, the provinces)
_CONCERNING = IN_PLAY_ZONES | {Zone.PROVINCE}


def _play_words(view: View, card: str) -> str:
    """The lower-case words of the texts that may concern a play of ``card`` (see the module),
    each card's sentences that can turn no verdict left out; once per View and card."""
    from solver.traits_in_play import _def_words, _no_verdict  # a cycle: imported here

    memo = view.memo("play_keyword_words")
    if card not in memo:
        parts = []
        for inst in view.state.cards:
            if inst.id != card and inst.zone not in _CONCERNING:
                continue
            words = _def_words(view, inst.id)
            for said in view.definition(inst.id).actions_unread:
                if _no_verdict(said):
                    words = words.replace(said.lower(), " ")
            parts.append(words)
        memo[card] = " ".join(parts)
    found = memo[card]
    assert isinstance(found, str)
    return found


def play_keyword_untested(view: View, shown: str, card: str, timing: bool) -> bool:
    """Does the unread sentence ``shown`` ("Title (id): ...") give only keywords that neither
    the rules (``_RULES_KEYWORDS``; Tireless and Reserve only when ``timing``: the play is
    refused for its time) nor any text that may concern a play of ``card`` name? Then it can
    turn no Recruit or Equip of ``card``."""
    from solver.traits_in_play import _RULES_KEYWORDS, _TIMING_KEYWORDS

    said = shown.split("): ", 1)[1] if "): " in shown else ""
    names = granted_keywords(said) if said else None
    rules = _RULES_KEYWORDS if timing else _RULES_KEYWORDS - _TIMING_KEYWORDS
    if not names or names & rules:
        return False
    text = _play_words(view, card).replace(said.lower(), " ")
    return not any(re.search(rf"\b{re.escape(n)}\b", text) for n in names)
