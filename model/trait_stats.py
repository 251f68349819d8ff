"""Stat changes of a card in play to its controller's cards under a condition the state settles
(Reference 04: a bonus or penalty changes the stat while its effect lasts; Reference 05, Side:
the Attacker and the Defender): "While you are the Defender and have only one province, your
Personalities and Followers have +2F." (Castle Walls; h27adv1 N5).

Read whole, or not at all: "While you <condition>[ and <condition>], your <Personalities |
Followers | Personalities and Followers> have <+N|-N><F|C|PH>."; a condition is "are the
Defender", "are the Attacker" (``GameState.defends``, ``attacker``) or "have only one province"
(the state's ``players[].provinces``). Settled true, the change is applied to the controller's
Personalities (Followers) in play (``View.stat``); settled false, it changes nothing; not
settled (a province count or the Defender not stated), it stays a doubt
(``CardDef.qualities_unread``). Not applied when the state states the card's effects (an
``effects`` entry whose ``source`` is it) or a card's modifier names it as its source."""

from __future__ import annotations

from dataclasses import dataclass

from model.attachment_stats import attachment_stat_bonus, settled_attachment_stat
from model.bearer_stats import bearer_stat_bonus, settled_bearer_stat
from model.clan_stats import clan_stat_bonus, settled_clan_stat
from model.common import CardType, Stat
from model.duel_stats import duel_stat_bonus, settled_duel_stat
from model.follower_stats import follower_stat_bonus, settled_follower_stat
from model.honor_cap import settled_cap_lift
from model.in_play_stats import in_play_stat_bonus, settled_in_play_stat
from model.lazy_regex import lazy_regex
from model.opposed_stats import opposed_stat_bonus, settled_opposed_stat
from model.own_printed_bonus_stats import printed_bonus_stat_bonus, settled_printed_bonus_stat
from model.own_stats import own_stat_bonus, settled_own_stat
from model.side_stats import settled_side_stat, side_stat_bonus
from model.star_stats import settled_star
from model.state import Phase, View
from model.state_stats import settled_state_stat, state_stat_bonus

__all__ = ["TraitStat", "read_trait_stat", "settled_trait_stat", "trait_stat_bonus"]

_SENTENCE = lazy_regex(
    r"^While you (?P<cond>[a-z][A-Za-z ]+?), your (?P<who>Personalities and Followers|"
    r"Personalities|Followers) have (?P<n>[+-]\d+)(?P<stat>F|C|PH)\.?$"
)
_WHO = {
    "Personalities": (CardType.PERSONALITY,),
    "Followers": (CardType.FOLLOWER,),
    "Personalities and Followers": (CardType.PERSONALITY, CardType.FOLLOWER),
}
_STATS = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}
_CONDITIONS = frozenset({"are the defender", "are the attacker", "have only one province"})


@dataclass(frozen=True, slots=True)
class TraitStat:
    """A sentence read: its conditions (each one of ``_CONDITIONS``), the card types changed,
    the stat and the amount."""

    conditions: tuple[str, ...]
    types: tuple[CardType, ...]
    stat: Stat
    amount: int


def read_trait_stat(said: str) -> TraitStat | None:
    """``said`` read (see the module), or None."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None:
        return None
    conditions = tuple(c.strip().lower() for c in m["cond"].split(" and "))
    if not conditions or any(c not in _CONDITIONS for c in conditions):
        return None
    return TraitStat(conditions, _WHO[m["who"]], _STATS[m["stat"]], int(m["n"]))


def _holds(view: View, player: str, condition: str) -> bool | None:
    """Does ``condition`` hold for ``player`` (None: the state does not say)?"""
    state = view.state
    if condition == "are the defender":
        return None if state.defender_unstated() else state.defends(player)
    if condition == "are the attacker":
        if state.attacker is None and state.phase is Phase.ATTACK:
            return None  # an attack whose Attacker the state does not name
        return state.attacker == player
    provinces = state.player(player).provinces
    return None if provinces is None else provinces == 1


def settled_trait_stat(view: View, card: str, said: str) -> bool | None:
    """For the sentence ``said`` of ``card`` (in play): True or False when it is read and its
    condition settled (then it is applied, or changes nothing), None otherwise; a card's own
    change under a player's Clan too (``model.clan_stats``)."""
    if (clan := settled_clan_stat(view, card, said)) is not None:
        return clan
    if (bearer := settled_bearer_stat(view, card, said)) is not None:
        return bearer  # "This Personality has +1PH." of an attachment (``model.bearer_stats``)
    if (follower := settled_follower_stat(view, card, said)) is not None:
        return follower  # "Kamoto's Follower has +2F." (``model.follower_stats``)
    if (star := settled_star(view, card, said)) is not None:
        return star  # "This Follower has +1F for each Farm you control." on a "*" (h37adv3 N7)
    if (side := settled_side_stat(view, card, said)) is not None:
        return side  # "Your other Earth Personalities have +1F while defending." (h37adv3 N14)
    if (opposed := settled_opposed_stat(view, card, said)) is not None:
        return opposed  # "While opposed, this Personality has +1PH ..." (``model.opposed_stats``)
    if (lift := settled_cap_lift(view, card, said)) is not None:
        return lift  # "Your dishonorable Paragons do not have a maximum Personal Honor of 0 ..."
    if (held := settled_state_stat(view, card, said)) is not None:
        return held  # "Toturi has -2F/-3C while dishonorable." (``model.state_stats``)
    if (own := settled_own_stat(view, card, said)) is not None:
        return own  # "Kamoko has +1F while attacking." (``model.own_stats``; h38adv3 N1, N5)
    if (printed := settled_printed_bonus_stat(view, card, said)) is not None:
        return printed  # "Haniko has +1F, and her printed :ranged: has +1 strength, while ..."
    if (named := settled_in_play_stat(view, card, said)) is not None:
        return named  # "Kuon has +1F/+2C while Hida Kuroda is in play." (``in_play_stats``)
    if (held_by := settled_attachment_stat(view, card, said)) is not None:
        return held_by  # "Takanori has +1C while he has a Weapon." (``attachment_stats``)
    if (duel := settled_duel_stat(view, card, said)) is not None:
        return duel  # "Your Personalities have +1C while they are not involved in a duel."
    read = read_trait_stat(said)
    if read is None:
        return None
    player = view.card(card).controlled_by
    found = [_holds(view, player, c) for c in read.conditions]
    if False in found:
        return False
    return None if None in found else True


def _bonuses(view: View) -> list[tuple[str, str, TraitStat]]:
    """(source, its controller, the sentence) of each read sentence settled true; per View."""
    memo = view.memo("trait_stats")
    found = memo.get("found")
    if isinstance(found, list):
        return found
    stated = {e.source for e in view.state.effects if e.source is not None}
    out: list[tuple[str, str, TraitStat]] = []
    for inst in view.state.cards:
        if not inst.in_play or inst.id in stated:
            continue
        for said in view.definition(inst.id).qualities_unread:
            read = read_trait_stat(said)
            if read is not None and settled_trait_stat(view, inst.id, said):
                out.append((inst.id, inst.controlled_by, read))
    memo["found"] = out
    return out


def trait_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of the settled sentences' changes to ``stat`` of ``card_id`` (in play)."""
    inst = view.card(card_id)
    if not inst.in_play:
        return 0
    kind = view.type_of(card_id)
    total = clan_stat_bonus(view, card_id, stat) + bearer_stat_bonus(view, card_id, stat)
    total += side_stat_bonus(view, card_id, stat) + follower_stat_bonus(view, card_id, stat)
    total += opposed_stat_bonus(view, card_id, stat) + own_stat_bonus(view, card_id, stat)
    total += state_stat_bonus(view, card_id, stat) + in_play_stat_bonus(view, card_id, stat)
    total += attachment_stat_bonus(view, card_id, stat) + duel_stat_bonus(view, card_id, stat)
    total += printed_bonus_stat_bonus(view, card_id, stat)
    for source, controller, read in _bonuses(view):
        if read.stat is not stat or kind not in read.types or controller != inst.controlled_by:
            continue
        if any(m.source == source for m in inst.modifiers):
            continue  # the state states it on the card
        total += read.amount
    return total
