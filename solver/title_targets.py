"""A required target named by a card title ("Open: Target another player's Mirumoto Kyoshiro:
Iza duels him.", Doji Iza) with no card of that title in play: the action is illegal whatever
its text not read says (Abilities and actions / Good Faith Rule: "the player must be able to
target all required targets"; h40adv2 N5).

Only a plain required target is asked ("Target [another player's | an opponent's | your | an
enemy] <Title>" ending its clause, with no "may", "up to" or "or" near it), whose words are the
title of a card (a title of the library, or words none of which is a keyword, a Clan, a card
type or a word of the rules: a proper name), controlled by the player its possessive names
(h40adv6 N1: Iza's own Kyoshiro is not "another player's"); any such card in play whose title
begins with those words (an Experienced printing too) keeps the doubt, as does any card in play
whose text names them."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.common import CLANS, CardType
from model.keyword_vocabulary import data_keywords
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["title_target_missing"]

_TITLE_TARGET = lazy_regex(
    r"(?:^|[:.]\s*|,\s*)(?P<verb>Target|target) (?P<whose>another player's |an opponent's |your "
    r"|an enemy |enemy )?(?P<name>[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|of|the|•))+)\s*(?=[:.])"
)
#: words by which the clause may be optional or offer another target
_LOOSE = lazy_regex(r"\b(?:may|up to|or|instead|if you (?:can|cannot|can't))\b", re.I)


def title_target_missing(view: View, card: str, ab: Ability) -> tuple[str, list[str]] | None:
    """Why the required title-named target of ``ab``'s unread text can't be chosen (no card of
    that title in play), or None."""
    for text in ab.not_understood:
        for m in _TITLE_TARGET.finditer(text):
            name = m.group("name").strip()
            clause = text[: m.start("verb")].rsplit(".", 1)[-1].rsplit(":", 1)[-1]
            if _LOOSE.search(clause) or not (name in view.library or _proper_name(name)):
                continue
            whose = (m.group("whose") or "").strip()
            if _named_in_play(view, card, name, whose):
                continue
            said = " ".join(filter(None, (whose, name)))
            held = {"your": " you control", "": ""}.get(whose, " another player controls")
            return (
                f"required targeting can't be met: it must target {said},"
                f" and no card of that title{held} is in play (whatever its text not read adds)",
                [],
            )
    return None


def _named_in_play(view: View, card: str, name: str, whose: str = "") -> bool:
    """Is a card of title ``name`` (or a printing of it) in play, controlled as ``whose`` says
    ("your": ``card``'s player; "another player's", "an opponent's", "enemy": another), or does
    the text of a card in play other than ``card`` name it (it might give that title)?"""
    mine = view.card(card).controlled_by
    for cid in view.cards_in_play():
        d = view.definition(cid)
        if whose and (view.card(cid).controlled_by == mine) != (whose == "your"):
            pass  # not the player the words name
        elif d.title == name or d.title.startswith(f"{name} "):
            return True
        if cid != card and name in (d.printed_text or ""):
            return True
    return False


#: words of the rules a selector may use ("Target another player's Unique Personality")
_RULE_WORDS = frozenset(
    {"unique", "experienced", "honorable", "dishonorable", "bowed", "unbowed", "dead", "card"}
    | {"cards", "personalities", "followers", "holdings", "items", "spells", "player", "clan"}
)


def _proper_name(name: str) -> bool:
    """Are the words ``name`` a card title and no selector: none is a keyword, a Clan, a card
    type or a rule word ("Mirumoto Kyoshiro"; not "Naga Shugenja")?"""
    vocabulary = data_keywords()
    types = {t.value.lower() for t in CardType}
    words = [w.lower().removesuffix("'s") for w in name.split() if w not in ("of", "the", "•")]
    return len(words) >= 2 and not any(
        w in vocabulary or w in CLANS or w in types or w in _RULE_WORDS for w in words
    )
