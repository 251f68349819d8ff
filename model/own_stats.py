"""A card's own flat stat change under a condition the state settles (Reference 04: a bonus or
penalty changes the stat while its effect lasts; Reference 05, Side: the Attacker's and the
Defender's cards at a battlefield; Turn Sequence: the player whose turn it is):

- "Kamoko has +1F while attacking.", "Korimi has +2F while defending.", "This card has +3F
  while defending." (Home Guard): attacking is the card at a battlefield while its controller
  is the Attacker (``View.attacking``), defending the same for the Defender
  (``View.defending``); the Attacker (Defender) must be stated in an Attack Phase;
- "Shugorei has -2F while it is your turn.", "... while it is another player's turn." (Tianyi):
  the state's ``active_player`` against the card's controller;
- "Toturi has -2F/-3C while dishonorable." (a Personality; "while honorable" the other way): the
  state's ``dishonorable`` flag of the card (Reference 04: a Personality is honorable or
  dishonorable); a Chi penalty only while its Chi stays above 0 (the card is in play);
- "Yuki has +1F/+1C for each Forest in play.", "... for each <Keyword> you control.": the
  number of cards in play (its controller's) with that keyword, while no unread sentence of a
  card in play may give or take a keyword or a Clan (``model.side_stats.keywords_settled``); a
  "*" Force is ``model.star_stats``'s.

Read whole, or not at all: <subject> is the card itself ("This card", "This Follower", "This
Personality", a name inside its title) or, on an attachment, "This Personality" its bearer
(``model.opposed_stats``); <change> "+N<F|C|PH>" or two joined by "/" or "and"; no Chi penalty
(it may destroy a Personality: more than a number) but one under "while dishonorable" that
leaves its printed Chi above 0. Not applied when the state states the
card's effects (an ``effects`` entry whose ``source`` is it) or a modifier of the changed card
names it as its source."""

from __future__ import annotations

import re
from collections.abc import Callable

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.opposed_stats import subject_of
from model.side_stats import keywords_settled
from model.state import Phase, View

__all__ = [
    "applied_changes",
    "own_stat_bonus",
    "plain_change_subject",
    "settled_by",
    "settled_own_stat",
]

_CHANGE = r"[+-]\d+(?:F|C|PH)(?:(?:/| and )[+-]\d+(?:F|C|PH))?"
_SUBJECT = r"[Tt]his (?:Personality|Follower|card)|[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
_SIDE = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>{_CHANGE}) while (?P<side>attacking|defending)\.?$"
)
_TURN = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>{_CHANGE}) while it is "
    r"(?P<turn>your|not your|another player'{1,2}s) turn\.?$"
)
_HONOR = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>{_CHANGE}) while (?P<honor>dishonorable|honorable)\.?$"
)
_COUNT = lazy_regex(
    rf"^(?P<who>{_SUBJECT}) has (?P<own>\+\d+(?:F|C|PH)(?:/\+\d+(?:F|C|PH))?) for each "
    r"(?P<kw>[A-Z][a-z]+) (?P<whose>in play|you control)\.?$"
)
_ONE = lazy_regex(r"([+-]\d+)(F|C|PH)")
_STATS = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}
_TYPE_WORDS = frozenset(t.value for t in CardType) | {"card", "province", "unit", "army", "player"}

Changes = tuple[tuple[Stat, int], ...]


def _read(view: View, card: str, said: str) -> tuple[str, re.Match[str]] | None:
    """(the changed card, the sentence's match) of ``said`` of ``card`` (in play), or None."""
    text = said.strip()
    m = _SIDE.fullmatch(text) or _TURN.fullmatch(text) or _COUNT.fullmatch(text)
    m = m or _HONOR.fullmatch(text)
    if m is None or not view.card(card).in_play:
        return None
    penalty = sum(int(n) for n, s in _ONE.findall(m["own"]) if int(n) < 0 and s == "C")
    if penalty and m.re is not _HONOR.compiled:
        return None  # a Chi penalty
    if any(e.source == card for e in view.state.effects):
        return None
    subject = subject_of(view, card, m["who"])
    if subject is None:
        return None
    printed = view.definition(subject)
    if m.re is _HONOR.compiled and (
        printed.type is not CardType.PERSONALITY or (printed.stat(Stat.CHI) or 0) + penalty <= 0
    ):
        return None  # honorable or dishonorable: a Personality; its Chi stays above 0
    if any(printed.stat(_STATS[s]) is None for _, s in _ONE.findall(m["own"])):
        return None  # a "*" stat (``model.star_stats``): no number to change
    return subject, m


def _count(view: View, card: str, m: re.Match[str]) -> int | None:
    """The number of cards a "for each <Keyword>" counts (None: not settled)."""
    kw = m["kw"].lower()
    if kw in _TYPE_WORDS or kw.rstrip("s") in _TYPE_WORDS or not keywords_settled(view):
        return None
    you = view.card(card).controlled_by
    return sum(
        1
        for c in view.state.cards
        if c.in_play
        and (m["whose"] == "in play" or c.controlled_by == you)
        and kw in view.keywords(c.id)
    )


def _times(view: View, card: str, subject: str, m: re.Match[str]) -> int | None:
    """How many times the change applies now (0: off; None: the state does not settle it)."""
    groups = m.groupdict()
    state = view.state
    if groups.get("side") is not None:
        if state.phase is Phase.ATTACK and state.attacker is None:
            return None
        if m["side"] == "defending":
            if state.defender_unstated():
                return None
            return int(view.defending(subject))
        return int(view.attacking(subject))
    if groups.get("honor") is not None:
        return int(view.card(subject).dishonorable == (m["honor"] == "dishonorable"))
    if groups.get("turn") is not None:
        if not state.active_player:
            return None
        yours = state.active_player == view.card(card).controlled_by
        return int(yours if m["turn"] == "your" else not yours)
    return _count(view, card, m)


def settled_own_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` is read (see the module) and changes its subject now,
    False when read and it changes nothing, None when not read."""
    return settled_by(view, card, said, _read, _times)


def settled_by(
    view: View,
    card: str,
    said: str,
    read: Callable[[View, str, str], tuple[str, re.Match[str]] | None],
    times: Callable[[View, str, str, re.Match[str]], int | None],
) -> bool | None:
    """``said`` of ``card`` as ``read`` and ``times`` read it (``applied_changes``): True when
    it changes its subject now, False when it changes nothing, None when not read or not
    settled (the stat readers' ``settled_*``)."""
    got = read(view, card, said)
    if got is None:
        return None
    n = times(view, card, got[0], got[1])
    return None if n is None else n > 0


def applied_changes(
    view: View,
    memo_key: str,
    read: Callable[[View, str, str], tuple[str, re.Match[str]] | None],
    times: Callable[[View, str, str, re.Match[str]], int | None],
) -> dict[tuple[str, Stat], int]:
    """Each changed card's applied amounts, by stat, of the unread sentences of cards in play
    that ``read`` (card, sentence) -> (subject, match with the change as ``own``) reads and
    ``times`` (card, subject, match) counts; a subject whose modifiers already name the card
    states the change (README "source"). Per View, under ``memo_key``."""
    memo = view.memo(memo_key)
    found = memo.get("found")
    if isinstance(found, dict):
        return found
    out: dict[tuple[str, Stat], int] = {}
    memo["found"] = out  # counts read keywords and flags, not stats: no re-entry
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        for said in view.definition(inst.id).qualities_unread:
            got = read(view, inst.id, said)
            if got is None:
                continue
            subject, m = got
            n_times = times(view, inst.id, subject, m)
            if not n_times or any(x.source == inst.id for x in view.card(subject).modifiers):
                continue
            for n, s in _ONE.findall(m["own"]):
                key = (subject, _STATS[s])
                out[key] = out.get(key, 0) + int(n) * n_times
    return out


def own_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the applied sentences' changes to ``stat`` of ``card_id`` (in play)."""
    if not view.card(card_id).in_play:
        return 0
    return applied_changes(view, "own_stats", _read, _times).get((card_id, stat), 0)


def plain_change_subject(view: View, card: str, who: str, own: str) -> str | None:
    """The card "<who> has <own>" (a flat change "+1F/+2C" printed on ``card``) changes, or None:
    a Chi penalty (it may destroy a Personality: more than a number), a card whose effects the
    state states (an ``effects`` entry whose ``source`` is it), a subject not found
    (``model.opposed_stats.subject_of``), or a "*" stat (no number to change). Shared by
    ``model.in_play_stats`` and ``model.attachment_stats``."""
    changes = _ONE.findall(own)
    if any(int(n) < 0 and s == "C" for n, s in changes):
        return None
    if any(e.source == card for e in view.state.effects):
        return None
    subject = subject_of(view, card, who)
    if subject is None:
        return None
    printed = view.definition(subject)
    if any(printed.stat(_STATS[s]) is None for _, s in changes):
        return None
    return subject
