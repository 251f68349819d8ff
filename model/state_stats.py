"""A card's own flat stat change under a condition the state's cards settle (Reference 04: a bonus
or penalty changes the stat while its effect lasts; Reference 05: a dishonorable Personality;
Reference 03: attachments and units):

- "Toturi has -2F/-3C while dishonorable.": the subject's ``dishonorable`` flag in the state;
- "This Follower has +2F while attached to a Ratling.": the Personality the subject is attached
  to has that keyword (none: off);
- "Kumiko has +1F/+1C for every each Weapon and for each Naval Follower in her unit." (as
  printed): the number of cards of the subject's unit that have each named keyword (and card
  type), summed over the terms.

Read whole, or not at all: <subject> is the card itself ("This card", "This Follower", "This
Personality", a name inside its title; ``model.opposed_stats.subject_of``); <change> "+N<F|C|
PH>" or two joined by "/" or "and". A keyword read must be settled (no unread sentence of a card
in play may give or take a keyword: ``model.side_stats.keywords_settled``). A Chi penalty is
read only while the subject's printed Chi stays above 0 with it (a Chi of 0 destroys a
Personality: more than a number). Not applied when the state states the card's effects (an
``effects`` entry whose ``source`` is it) or a modifier of the changed card names it."""

from __future__ import annotations

import re

from model.cards import CardType, has_keyword
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.opposed_stats import subject_of
from model.own_stats import applied_changes, settled_by
from model.side_stats import keywords_settled
from model.state import View

__all__ = ["settled_state_stat", "state_stat_bonus"]

_CHANGE = r"[+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))?"
_SUBJECT = r"[Tt]his (?:Personality|Follower|card)|[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
_WHILE = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>{_CHANGE}) while "
    r"(?:attached to an? (?P<kw>[A-Z][\w'-]+))\.?$"
)  # "while dishonorable" is ``model.own_stats``'s (h41ranged; read once)
_TERM = r"(?:every |each |every each )(?P<k{i}>[A-Z][\w'-]+)(?: (?P<t{i}>Follower|Item|Spell))?"
_COUNT = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>\+\d+(?:F|C|PH)(?:/\+\d+(?:F|C|PH))?) for "
    + _TERM.format(i=1)
    + r"(?: and (?:for )?"
    + _TERM.format(i=2)
    + r")? in (?:his|her|its|this|their) unit\.?$"
)
_ONE = lazy_regex(r"([+-]\d+)(F|C|PH)")
_STATS = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}
_TYPES = {"Follower": CardType.FOLLOWER, "Item": CardType.ITEM, "Spell": CardType.SPELL}
#: a card type named as a keyword ("for each Follower"): not a keyword count
_TYPE_WORDS = frozenset(t.value for t in CardType) | {"card", "unit", "army", "player"}


def _read(view: View, card: str, said: str) -> tuple[str, re.Match[str]] | None:
    """(the changed card, the sentence's match) of ``said`` of ``card`` (in play), or None."""
    text = said.strip()
    m = _WHILE.fullmatch(text) or _COUNT.fullmatch(text)
    if m is None or not view.card(card).in_play:
        return None
    if any(e.source == card for e in view.state.effects):
        return None
    subject = subject_of(view, card, m["who"])
    if subject is None:
        return None
    printed = view.definition(subject)
    for n, s in _ONE.findall(m["own"]):
        base = printed.stat(_STATS[s])
        if base is None:
            return None  # a "*" stat: no number to change
        if s == "C" and int(n) < 0 and base + int(n) <= 0:
            return None  # a Chi penalty that may destroy a Personality
    return subject, m


def _times(view: View, subject: str, m: re.Match[str]) -> int | None:
    """How many times the change applies now (0: off; None: the state does not settle it)."""
    groups = m.groupdict()
    if groups.get("kw"):
        if not keywords_settled(view):
            return None
        head = view.unit_head(subject)
        if head == subject:
            return 0  # attached to nothing
        return int(has_keyword(view.keywords(head), m["kw"].lower()))
    if not keywords_settled(view):
        return None
    total = 0
    for i in (1, 2):
        kw, kind = groups.get(f"k{i}"), groups.get(f"t{i}")
        if kw is None:
            continue
        if kw.lower() in _TYPE_WORDS or kw.lower().rstrip("s") in _TYPE_WORDS:
            return None
        total += sum(
            1
            for c in view.unit(view.unit_head(subject))
            if has_keyword(view.keywords(c), kw.lower())
            and (kind is None or view.type_of(c) is _TYPES[kind])
        )
    return total


def settled_state_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read (see the module) and changes its subject now,
    False when read and it changes nothing, None when not read."""
    return settled_by(view, card, said, _read, lambda v, _c, s, m: _times(v, s, m))


def state_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    if not view.card(card_id).in_play:
        return 0
    changes = applied_changes(view, "state_stats", _read, lambda v, _c, s, m: _times(v, s, m))
    return changes.get((card_id, stat), 0)
