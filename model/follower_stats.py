"""A Personality's flat stat change to its own Followers, with no condition (Reference 03,
attachments: a Follower attached to a Personality is in his unit; Reference 04: a bonus raises
the stat while its effect lasts): Yoritomo Kamoto's "Kamoto's Follower has +2F." (h37adv5 N4).

Read whole, or not at all: "<its name>'s Follower has <+N|-N><F|C>[ and <+N|-N><F|C>]." or
"<its name>'s Followers have ..." of a Personality in play; applied by ``View.stat``
(``model.trait_stats.trait_stat_bonus``) to each Follower attached to him, never when the state
states his effects (an ``effects`` entry whose ``source`` is he) or a modifier on the Follower
names him. A qualified subject ("Noekam's Undead Followers") is not read (a keyword may be
given)."""

from __future__ import annotations

from model.cardtext.target_words import self_words
from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["follower_stat_bonus", "read_follower_stat", "settled_follower_stat"]

_SENTENCE = lazy_regex(
    r"^(?P<who>[A-Z][\w'-]+)'s (?:Follower has|Followers have) (?P<a>[+-]\d+)(?P<sa>F|C)"
    r"(?: and (?P<b>[+-]\d+)(?P<sb>F|C))?\.?$"
)
_STATS = {"F": Stat.FORCE, "C": Stat.CHI}


def read_follower_stat(view: View, card: str, said: str) -> tuple[tuple[Stat, int], ...] | None:
    """The (stat, amount) changes of ``said`` of the Personality ``card`` read (its own name:
    see the module), or None."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or view.type_of(card) is not CardType.PERSONALITY:
        return None
    if m["who"].lower() not in self_words(view.definition(card).title):
        return None  # another card's name
    out = [(_STATS[m["sa"]], int(m["a"]))]
    if m["b"] is not None:
        out.append((_STATS[m["sb"]], int(m["b"])))
    return tuple(out)


def settled_follower_stat(view: View, card: str, said: str) -> bool | None:
    """True when ``said`` of ``card`` (in play) is read: it is applied; else None."""
    if not view.card(card).in_play or read_follower_stat(view, card, said) is None:
        return None
    return True


def follower_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the read sentences' changes to ``stat`` of the Follower ``card_id``, from the
    Personality it is attached to."""
    inst = view.card(card_id)
    if not inst.in_play or view.type_of(card_id) is not CardType.FOLLOWER:
        return 0
    head = view.unit_head(card_id)
    if head == card_id or not view.card(head).in_play:
        return 0
    if any(e.source == head for e in view.state.effects):
        return 0  # the state states his effects
    if any(m.source == head for m in inst.modifiers):
        return 0  # the state states it on the Follower
    total = 0
    for said in view.definition(head).qualities_unread:
        read = read_follower_stat(view, head, said)
        if read is not None:
            total += sum(n for s, n in read if s is stat)
    return total
