"""Whether another candidate is a legal target for a shield that holds "if any other legal
targets are available" (Goju Yurishi • Experienced: ``solver.self_shield``), when a ban on
targeting that candidate is in play ("Actions performed by Personalities with a Gold Cost of 7
or lower may not target this Personality.": Legion of Pain, ``solver.target_ban_scope``).

Effects / "May not": a card a ban forbids the action to target is no legal target of it. So
for each other candidate of the action of ``card``: ``True`` when a ban protecting it surely
reaches the action (it is no legal target), ``False`` when no ban protects it or each one
surely spares the action (its performers' settled Gold Costs are outside it), ``None`` when
the state can't settle it (h42adv5 W2)."""

from __future__ import annotations

from collections.abc import Callable

from model.abilities import Ability
from model.state import View
from solver.target_ban_scope import ban_reaches, protected_by_ban, target_ban_spares
from solver.verdict import Verdict

__all__ = ["BanStanding", "ban_standing"]

#: a candidate's standing: True (surely banned), False (surely not), None (not settled)
BanStanding = Callable[[str], "bool | None"]


def _bans(view: View) -> list[tuple[str, str, frozenset[str]]]:
    """Every read ban of a card in play: (its card, the sentence, the cards it protects)."""
    memo = view.memo("shield_bans")
    if "bans" not in memo:
        found: list[tuple[str, str, frozenset[str]]] = []
        for cid in view.cards_in_play():
            for said in view.definition(cid).actions_unread:
                cards = protected_by_ban(view, cid, said)
                if cards is not None:
                    found.append((cid, said, cards))
        memo["bans"] = found
    bans = memo["bans"]
    assert isinstance(bans, list)
    return bans


def ban_standing(view: View, card: str, ab: Ability | None) -> BanStanding:
    """The standing of each candidate of ``ab`` of ``card`` under the bans in play (module)."""
    bans = _bans(view)
    # no witness yet: any card may be chosen to perform it (``target_ban_scope.performers``)
    blank = Verdict.of("illegal", card, 0, view.definition(card).title)

    def standing(cid: str) -> bool | None:
        mine = [(src, said) for src, said, cards in bans if cid in cards]
        if not mine:
            return False
        if ab is None:
            return None
        if any(ban_reaches(view, src, said, card, ab) for src, said in mine):
            return True
        if all(target_ban_spares(view, src, said, card, ab, blank) for src, said in mine):
            return False
        return None

    return standing
