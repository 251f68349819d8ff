"""Stat changes to a player's own Personalities "while defending" or "while attacking", applied
card by card (Reference 04: a bonus or penalty changes the stat while its effect lasts;
Reference 05, Side: the Attacker's and the Defender's cards at a battlefield; h37adv3 N14):
"Your other Earth Personalities have +1F while defending." (Tamori Muzu) gives +1F to each
Earth Personality of Muzu's controller other than Muzu that is at a battlefield while that
player is the Defender (``View.defending``), and nothing to any other card.

Read whole, or not at all: "Your [other ]<Keyword ...> Personalities have <+N|-N><F|PH>[/...]
while (defending|attacking)." with each word a keyword of the card ("<Name> Clan" one); the
Attacker (Defender) stated; no unread sentence of a card in play may give or take a keyword or
a Clan (then who has the keywords is not settled). Chi is not read (a Chi penalty may destroy a
Personality: more than a number). Not applied where the state states the card's effects or a
modifier of the changed card names it as its source."""

from __future__ import annotations

import re

from model.ability_keywords import ability_keyword_only
from model.cards import has_keyword, subject_keywords
from model.cardtext.qualities import quality_kinds
from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["keywords_settled", "settled_side_stat", "side_stat_bonus"]

_SENTENCE = lazy_regex(
    r"^Your (?P<other>other )?(?P<words>(?:[A-Z][\w-]* ){0,3}?)Personalities have "
    r"(?P<changes>[+-]\d+(?:F|PH)(?:/[+-]\d+(?:F|PH))?) while (?P<side>defending|attacking)\.?$"
)
_CHANGE = lazy_regex(r"([+-]\d+)(F|PH)")
_STATS = {"F": Stat.FORCE, "PH": Stat.PERSONAL_HONOR}


def _side_known(view: View, side: str) -> bool:
    state = view.state
    if side == "attacking":
        return not (state.attacker is None and state.phase is Phase.ATTACK)
    return not state.defender_unstated() and not (
        state.phase is Phase.ATTACK and state.attacker is None
    )


def keywords_settled(view: View) -> bool:
    """No unread sentence of a card in play may give or take a keyword or a Clan (per View)."""
    memo = view.memo("side_stats")
    if "settled" not in memo:
        memo["settled"] = not any(
            quality_kinds(said) & {"keyword", "clan"}
            and not ability_keyword_only(said)  # "This Stronghold's ability has Tireless ..."
            for c in view.state.cards
            if c.in_play
            for said in view.definition(c.id).qualities_unread
        )
    return bool(memo["settled"])


def _receives(view: View, source: str, card: str, m: re.Match[str], kws: tuple[str, ...]) -> bool:
    inst = view.card(card)
    if not inst.in_play or inst.controlled_by != view.card(source).controlled_by:
        return False
    if view.type_of(card) is not CardType.PERSONALITY or (m["other"] and card == source):
        return False
    if not all(has_keyword(view.keywords(card), k) for k in kws):
        return False
    return view.defending(card) if m["side"] == "defending" else view.attacking(card)


def settled_side_stat(view: View, source: str, said: str) -> bool | None:
    """For the sentence ``said`` of ``source`` (in play): True when read (see the module) and
    applied to some card now, False when read and applied to none, None when not read."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or not _side_known(view, m["side"]) or not keywords_settled(view):
        return None
    kws = subject_keywords(m["words"])
    if kws is None:
        return None
    if any(e.source == source for e in view.state.effects):
        return None
    return any(_receives(view, source, c.id, m, kws) for c in view.state.cards)


def _read(view: View) -> list[tuple[str, re.Match[str], tuple[str, ...]]]:
    """(source, sentence, keywords) of each read sentence applied to some card now; per View."""
    memo = view.memo("side_stats")
    found = memo.get("read")
    if isinstance(found, list):
        return found
    out: list[tuple[str, re.Match[str], tuple[str, ...]]] = []
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        for said in view.definition(inst.id).qualities_unread:
            m = _SENTENCE.fullmatch(said.strip())
            kws = subject_keywords(m["words"]) if m is not None else None
            if m is not None and kws is not None and settled_side_stat(view, inst.id, said):
                out.append((inst.id, m, kws))
    memo["read"] = out
    return out


def side_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the read sentences' changes to ``stat`` of ``card_id`` (see the module)."""
    if stat not in _STATS.values() or view.type_of(card_id) is not CardType.PERSONALITY:
        return 0
    total = 0
    for source, m, kws in _read(view):
        if not _receives(view, source, card_id, m, kws):
            continue
        if any(x.source == source for x in view.card(card_id).modifiers):
            continue  # the state states it on the card
        total += sum(int(n) for n, s in _CHANGE.findall(m["changes"]) if _STATS[s] is stat)
    return total
