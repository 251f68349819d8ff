"""A card in play's "You may not play :shadowlands: cards." / "You may not play :maho: or
:shadowlands: cards." (Three Clan Alliance, Ryouko Sensei, Black Watch Sensei, The Eternal Well
of the Akasha, Tetsuo, Clan Champion) read exactly for the rulebook plays (Reference 02: Recruit,
Equip): "May not" prevents the choice (Effects / "May not"), so its controller's Recruit or
Equip of a card with one of those keywords (printed, its Clan, or added by the state) is
``illegal``, naming the sentence; so is a play of the one title "You can not play Oath of
Fealty." (Hikahime Sensei) names, that title exactly (an Experienced version keeps the
doubt). A card without them is the scope reader's (``solver.play_keyword_scope``); a card an
action's effect brings into play is left as it was (whether that is "playing" it is not settled
by the rules files), as is a state that states the card's effects itself."""

from __future__ import annotations

import re

from model.cardtext.own_traits import SENTENCE
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.copy_scope import banned_title, same_title
from solver.discipline import played_strategy
from solver.named_entry import kept_reasons
from solver.verdict import Reason, Verdict

__all__ = ["banned_keywords", "play_ban", "played_from_hand_ban"]

#: "You may not play :maho: or :shadowlands: cards.", "You may not play Shadowlands cards."
_BAN = lazy_regex(
    r"You (?:may not|cannot|can not) play "
    r"(?P<kws>:[a-z]+:(?:,? (?:or )?:[a-z]+:)*|(?P<kw>[A-Z][a-z]+)) cards\.?"
)


def banned_keywords(said: str) -> frozenset[str] | None:
    """The keywords (lower case) of the cards the sentence forbids its controller to play, or
    None when ``said`` is not that sentence whole."""
    m = _BAN.fullmatch(said.strip())
    if m is None:
        return None
    if m.group("kw") is not None:
        return frozenset({m.group("kw").lower()})
    return frozenset(re.findall(r":([a-z]+):", m.group("kws")))


def _ban_said(view: View, player: str, card: str) -> tuple[str, str] | None:
    """The first sentence of a card in play ``player`` controls forbidding him to play ``card``
    (as "Title (id): sentence", with that card's id), or None."""
    stated = {e.source for e in view.state.effects if e.source is not None}
    # printed or added by the state; a keyword it has only as its Clan ("Shadowlands" of the
    # Shadowlands Horde) is not read: whether the sentence means it is not settled
    has = frozenset(view.definition(card).keywords) | frozenset(view.card(card).added_keywords)
    title = view.definition(card).title
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player or inst.id in stated:
            continue
        d = view.definition(inst.id)
        for unit in d.actions_unread:
            for said in (s.strip() for s in SENTENCE.split(unit)):
                kws = banned_keywords(said)
                named = banned_title(said)
                if (kws is not None and kws & has) or (
                    named is not None and same_title(named, title)
                ):
                    return f"{d.title} ({inst.id}): {said}", inst.id
    return None


def played_from_hand_ban(
    view: View, player: str, card: str, ability: int, title: str
) -> Verdict | None:
    """``illegal`` for an action of a Strategy or Ring in ``player``'s hand (playing it:
    Reference 03, Strategies and Rings are played from the hand) that such a sentence forbids
    him to play; None otherwise (a card in play, or elsewhere, is not played by its action)."""
    inst = view.card(card)
    ring = inst.zone is Zone.HAND and view.type_of(card) is CardType.RING
    if not (ring or played_strategy(view, card)):  # a Discipline from the discard pile too
        return None
    found = _ban_said(view, player, card)
    if found is None:
        return None
    why = found[0] if banned_title(found[0].split(": ", 1)[1]) else f"{found[0]} ({title} is one)"
    return Verdict.of("illegal", card, ability, title, [Reason("condition", why, (card, found[1]))])


def play_ban(view: View, card: str, verdict: Verdict) -> Verdict | None:
    """``illegal`` for the rulebook play ``verdict`` answers (Recruit, Equip of ``card``, its
    owner's) when a card in play its player controls says he may not play cards with one of
    ``card``'s keywords (a certain refusal: first, whatever else the verdict says); None when
    none does."""
    found = _ban_said(view, view.card(card).owner, card)
    if found is None:
        return None
    why = f"{found[0]} ({view.definition(card).title} is one)"
    return Verdict.of(
        "illegal",
        verdict.card,
        verdict.ability,
        verdict.title,
        [Reason("entering", why, (card, found[1])), *kept_reasons(verdict, why)],
        None,
        verdict.designator,
    )
