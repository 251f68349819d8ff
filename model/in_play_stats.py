"""A card's own flat stat change while a named card, or a card with a keyword, is in play
(Reference 04: a bonus or penalty changes the stat while its effect lasts; Reference 02: cards
in play; an Experienced card has the title of its inexperienced version):

- "Kuon has +1F/+2C while Hida Kuroda is in play." (Hida Kuon), "The Student has +1F while The
  Sensei is in play.": a card in play whose title, without its Experienced level, is the name
  (a card in play whose title only holds the name, "Kuroda" of "Hida Kuroda", leaves it not
  settled);
- "Naota has +2F while a Terrain is in play.": a card in play with that keyword (or of that card
  type), while no unread sentence of a card in play may give or take a keyword
  (``model.side_stats.keywords_settled``);
- "Kuroda +1F/+2C while Hida Kuon is in play." (Hida Kuroda, Spirit Wars, "has" not printed):
  the same sentence.

Read whole, or not at all: <subject> is the card itself ("This card", "This Follower", "This
Personality", a name inside its title: ``model.opposed_stats.subject_of``); <change> "+N<F|C|
PH>" or two joined by "/" or "and"; no Chi penalty (it may destroy a Personality: more than a
number). Not applied when the state states the card's effects (an ``effects`` entry whose
``source`` is it) or a modifier of the changed card names it as its source
(``model.own_stats.applied_changes``)."""

from __future__ import annotations

import re

from model.common import CardType, Stat
from model.evaluate import unversioned
from model.lazy_regex import lazy_regex
from model.own_stats import applied_changes, plain_change_subject, settled_by
from model.side_stats import keywords_settled
from model.state import View

__all__ = ["in_play_stat_bonus", "settled_in_play_stat"]

_CHANGE = r"[+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))?"
_SUBJECT = r"[Tt]his (?:Personality|Follower|card)|[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
_SENTENCE = lazy_regex(
    rf"^(?P<who>{_SUBJECT})(?: has)? (?P<own>{_CHANGE}) while "
    r"(?:an? (?P<kw>[A-Z][\w'-]+)|(?P<name>(?:The |[A-Z][\w'-]+ )*[A-Z][\w'-]+)) is in play\.?$"
)
_TYPES = {t.value: t for t in CardType}


def _read(view: View, card: str, said: str) -> tuple[str, re.Match[str]] | None:
    """(the changed card, the sentence's match) of ``said`` of ``card`` (in play), or None."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or not view.card(card).in_play:
        return None
    subject = plain_change_subject(view, card, m["who"], m["own"])
    return None if subject is None else (subject, m)


def _times(view: View, card: str, subject: str, m: re.Match[str]) -> int | None:
    """1 while the named card is in play, 0 while none is (None: not settled)."""
    in_play = [c for c in view.state.cards if c.in_play]
    if m["name"] is not None:
        name = unversioned(m["name"])
        titles = [unversioned(view.definition(c.id).title) for c in in_play]
        if name in titles:
            return 1
        inside = re.compile(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])")
        # a card whose title holds the name ("Kuroda" of "Hida Kuroda"): not settled
        return None if any(inside.search(t) for t in titles) else 0
    word = m["kw"].lower()
    if (kind := _TYPES.get(word)) is not None:
        return int(any(view.type_of(c.id) is kind for c in in_play))
    if not keywords_settled(view):
        return None
    return int(any(word in view.keywords(c.id) for c in in_play))


def settled_in_play_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read (see the module) and changes its subject now,
    False when read and it changes nothing, None when not read."""
    return settled_by(view, card, said, _read, _times)


def in_play_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    if not view.card(card_id).in_play:
        return 0
    return applied_changes(view, "in_play_stats", _read, _times).get((card_id, stat), 0)
