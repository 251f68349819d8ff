"""A player's "only" restriction on his rulebook plays, where every reading agrees (Costs and
restrictions / Restrictions; Reference 02: Recruit and Equip):

- "You may only Recruit Shadowlands Personalities." (two Shadowlands Strongholds): its
  controller's Recruit of a Personality without the keyword is forbidden;
- "You may only Recruit Personalities and Equip Spells that are Fire." (Koiso Sensei): its
  controller's Equip of a Spell without the keyword is forbidden (h40adv4 N10).

Whether "that are Fire" also qualifies the Personalities, and whether the plays of other card
types are forbidden, is not settled by the words: those plays keep the doubt (README "You may
only Recruit/Equip ... that are <keyword>")."""

from __future__ import annotations

import re

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Play, Verdict

__all__ = ["only_play_banned", "only_play_untouched"]

_RECRUIT_ONLY = lazy_regex(r"^You may only Recruit (?P<kw>[A-Z][\w-]*) Personalities\.?$")
_EQUIP_ONLY = lazy_regex(
    r"^You may only Recruit Personalities and Equip Spells that are (?P<kw>[A-Z][\w-]*)\.?$"
)


def only_play_banned(view: View, source: str, said: str, card: str, verdict: Verdict) -> bool:
    """Does ``said`` (a trait of ``source``) forbid the play ``verdict`` of ``card`` by the
    source's controller, in every reading (see the module)?"""
    if verdict.card != card or view.card(source).controlled_by != view.card(card).owner:
        return False
    kws = {k.casefold() for k in view.keywords(card)}
    kind = view.definition(card).type
    if (m := _RECRUIT_ONLY.fullmatch(said.strip())) is not None:
        return (
            verdict.ability == Play.RECRUIT
            and kind is CardType.PERSONALITY
            and m.group("kw").casefold() not in kws
        )
    if (m := _EQUIP_ONLY.fullmatch(said.strip())) is not None:
        return (
            verdict.ability == Play.EQUIP
            and kind is CardType.SPELL
            and m.group("kw").casefold() not in kws
        )
    return False


#: "Title (id): sentence", as ``doubt_play_traits`` shows it
_SHOWN = lazy_regex(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)
_PLAY_WORD = lazy_regex(r"\b(?:recruit\w*|equip\w*)\b", re.I)


def only_play_untouched(view: View, shown: str, verdict: Verdict) -> bool:
    """Is ``shown`` ("Title (id): sentence") an "only Recruit / Equip" restriction and
    ``verdict`` an ability of a card whose text names neither Recruit nor Equip? It restricts
    those rulebook plays alone (Reference 02: Recruit, Equip): bringing a card into play by
    an ability's effect is neither."""
    m = _SHOWN.match(shown)
    if m is None or not isinstance(verdict.ability, int) or not view.has(verdict.card):
        return False
    said = m.group("said").strip()
    if _RECRUIT_ONLY.fullmatch(said) is None and _EQUIP_ONLY.fullmatch(said) is None:
        return False
    return _PLAY_WORD.search(view.definition(verdict.card).printed_text or "") is None
