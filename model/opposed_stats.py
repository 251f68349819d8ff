"""A card's own flat stat change "while opposed", applied when the state settles it (Reference 04:
a bonus or penalty changes the stat while its effect lasts; Reference 03, attachments: an
attachment's traits apply to its Personality; README "Opposed / opposing": at a battlefield
where another player has a Personality). h37adv3 N5: Ouma-Jirushi's "While opposed, this
Personality has +1PH and his Followers have +1F." on an opposed Ikoma Sido makes him PH 4.

Read whole, or not at all, of a card in play:

- "While opposed, <subject> has <change>[ and his Followers have <change>]."
- "<subject> has <change> while [he | she | it is] opposed."

where <change> is "+N<F|C|PH>" or two of them joined by "/" or "and", and <subject> is "this
Personality" (the card itself, or the Personality an attachment is on), "this Follower" or
"this card" (a Follower or Personality itself), or a name inside the card's own title (a
Personality itself). "his Followers" are the Followers of that Personality's unit. Opposed is
the unit's Personality at a battlefield with another player's Personality
(``model.evaluate.is_opposed``), a fact of the state: the change applies fully or not at all.
Not applied when the state states the card's effects (an ``effects`` entry whose ``source`` is
it) or a modifier on the changed card names it. Anything else ("opposed by ...", "for each",
"if ...", an Item's own "This card") is not read here.
"""

from __future__ import annotations

import re

from model.common import CardType, Stat
from model.evaluate import is_opposed
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["opposed_stat_bonus", "read_opposed_stat", "settled_opposed_stat", "subject_of"]

_CHANGE = r"[+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))?"
_SUBJECT = r"[Tt]his (?:Personality|Follower|card)|[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
_LEADING = lazy_regex(
    rf"^While opposed, (?P<who>{_SUBJECT}) has (?P<own>{_CHANGE})"
    rf"(?: and his Followers have (?P<followers>{_CHANGE}))?\.?$"
)
_TRAILING = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>{_CHANGE}) while (?:(?:he|she|it) is )?opposed\.?$"
)
_ONE = lazy_regex(r"([+-]\d+)(F|C|PH)")
_STATS = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}

Changes = tuple[tuple[Stat, int], ...]


def _changes(text: str) -> Changes:
    return tuple((_STATS[s], int(n)) for n, s in _ONE.findall(text))


def read_opposed_stat(said: str) -> tuple[str, Changes, Changes] | None:
    """(subject words, its changes, its Followers' changes) of ``said``, or None."""
    text = said.strip()
    m = _LEADING.fullmatch(text) or _TRAILING.fullmatch(text)
    if m is None:
        return None
    followers = m.groupdict().get("followers")
    return m["who"], _changes(m["own"]), _changes(followers or "")


def subject_of(view: View, card: str, who: str) -> str | None:
    """The card ``who`` names on ``card`` (in play), or None when not read so."""
    kind = view.type_of(card)
    word = who.lower()
    if word == "this personality":
        head = view.unit_head(card)
        ok = view.card(head).in_play and view.type_of(head) is CardType.PERSONALITY
        return head if ok and (head == card or kind is not CardType.PERSONALITY) else None
    if word == "this follower":
        return card if kind is CardType.FOLLOWER else None
    if word == "this card":
        return card if kind in (CardType.FOLLOWER, CardType.PERSONALITY) else None
    if kind is not CardType.PERSONALITY or word.startswith(("this ", "your ", "his ", "her ")):
        return None
    title = view.definition(card).title
    return card if re.search(rf"(?<![\w'-]){re.escape(who)}(?![\w'-])", title) else None


def settled_opposed_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read and its subject opposed now, False when read and
    not opposed, None when not read (see the module)."""
    read = read_opposed_stat(said)
    if read is None or not view.card(card).in_play:
        return None
    subject = subject_of(view, card, read[0])
    if subject is None or (read[2] and view.type_of(subject) is not CardType.PERSONALITY):
        return None
    return is_opposed(view, view.unit_head(subject))


def _applied(view: View) -> dict[tuple[str, Stat], int]:
    """Each changed card's applied amounts, by stat; per View."""
    memo = view.memo("opposed_stats")
    found = memo.get("found")
    if isinstance(found, dict):
        return found
    stated = {e.source for e in view.state.effects if e.source is not None}
    out: dict[tuple[str, Stat], int] = {}
    for inst in view.state.cards:
        if not inst.in_play or inst.id in stated:
            continue
        for said in view.definition(inst.id).qualities_unread:
            read = read_opposed_stat(said)
            if read is None or not settled_opposed_stat(view, inst.id, said):
                continue
            subject = subject_of(view, inst.id, read[0])
            assert subject is not None
            followers = [c for c in view.unit(subject)[1:] if view.type_of(c) is CardType.FOLLOWER]
            for target, changes in [(subject, read[1]), *((f, read[2]) for f in followers)]:
                if any(m.source == inst.id for m in view.card(target).modifiers):
                    continue  # the state states it on the card
                for stat, amount in changes:
                    out[(target, stat)] = out.get((target, stat), 0) + amount
    memo["found"] = out
    return out


def opposed_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    if not view.card(card_id).in_play:
        return 0
    return _applied(view).get((card_id, stat), 0)
