"""A Personality's own flat stat change counted on its attachments (Reference 03, attachments:
cards attached to a Personality are in its unit; Reference 04: a bonus or penalty changes the
stat while its effect lasts):

- "Takanori has +1C while he has a Weapon.", "Nairuko has +2F while she has a Spell.",
  "Shigeru has +1F while she has an Item.": applied once while one of his attachments is of
  that type (an Item too by its printed text, ``model.dual_types``) or has that keyword;
- "Saiga has +1F/+1C for each of his Weapons.": applied once for each such attachment.

Read whole, or not at all: the subject a name inside the card's own title (a Personality),
``model.opposed_stats.subject_of``; the change "+N<F|C|PH>" or two joined by "/" or "and", no
Chi penalty (it may destroy a Personality: more than a number); a keyword settled only while no
unread sentence of a card in play that may give or take a keyword names that keyword, a
"keyword" or a "trait" (a sentence giving "Weapon" names it). Not applied when the state states
the card's effects (an ``effects`` entry whose ``source`` is it) or a modifier of the card
names it as its source (``model.own_stats.applied_changes``)."""

from __future__ import annotations

import re

from model.cardtext.qualities import quality_kinds
from model.common import CardType, Stat
from model.dual_types import also_item
from model.lazy_regex import lazy_regex
from model.own_stats import applied_changes, plain_change_subject, settled_by
from model.state import View

__all__ = ["attachment_stat_bonus", "settled_attachment_stat"]

_CHANGE = r"[+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))?"
_SENTENCE = lazy_regex(
    rf"^(?P<who>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?) has (?P<own>{_CHANGE}) "
    r"(?:while (?:he|she|it) has an? (?P<one>[A-Z][\w'-]+)|"
    r"for each of (?:his|her|its) (?P<each>[A-Z][\w'-]+?)s)\.?$"
)
_TYPES = {"item": CardType.ITEM, "spell": CardType.SPELL, "follower": CardType.FOLLOWER}


def _read(view: View, card: str, said: str) -> tuple[str, re.Match[str]] | None:
    """(the changed card, the sentence's match) of ``said`` of ``card`` (in play, a
    Personality changing itself), or None."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or not view.card(card).in_play:
        return None
    if view.type_of(card) is not CardType.PERSONALITY:
        return None
    if plain_change_subject(view, card, m["who"], m["own"]) != card:
        return None
    return card, m


def _keyword_settled(view: View, word: str) -> bool:
    """No unread sentence of a card in play that may give or take a keyword names ``word``, a
    keyword or a trait (per View and word)."""
    memo = view.memo("attachment_keywords")
    if word not in memo:
        names = re.compile(rf"\b(?:{re.escape(word)}s?|keywords?|traits?)\b", re.IGNORECASE)
        memo[word] = not any(
            "keyword" in quality_kinds(said) and names.search(said)
            for c in view.state.cards
            if c.in_play
            for said in view.definition(c.id).qualities_unread
        )
    return bool(memo[word])


def _times(view: View, card: str, subject: str, m: re.Match[str]) -> int | None:
    """How many of the subject's attachments count (1 at most for "while he has a ..."; None:
    not settled)."""
    word = (m["one"] or m["each"]).lower()
    kind = _TYPES.get(word)
    if kind is None and not _keyword_settled(view, word):
        return None
    found = 0
    for att in view.attachments(subject):
        if kind is not None:
            d = view.definition(att)
            found += d.type is kind or (kind is CardType.ITEM and also_item(d))
        else:
            found += word in view.keywords(att)
    return min(found, 1) if m["one"] else found


def settled_attachment_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read (see the module) and changes it now, False when
    read and it changes nothing, None when not read or not settled."""
    return settled_by(view, card, said, _read, _times)


def attachment_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    if not view.card(card_id).in_play:
        return 0
    return applied_changes(view, "attachment_stats", _read, _times).get((card_id, stat), 0)
