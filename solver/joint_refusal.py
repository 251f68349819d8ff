"""What a Gold refusal says of a card only chosen last of the hand (Hato-gurama: "You may not
choose this card to be discarded as a cost or effect of your actions if you have other cards in
your hand.") when producers discarding from that hand were searched jointly
(``solver.joint_discards``; Costs and restrictions / Gold production; h43gold, h43wire). The
joint search counts such a card discarded last when the producers can take every card of the
hand: its ban then took no Gold away and the refusal does not name it; when they can't (fewer
producers than cards, or a second such card), the refusal names the ban and why it holds."""

from __future__ import annotations

from model.state import View
from solver.joint_discards import joint_allowed, joint_groups

__all__ = ["joint_ban_words"]


def _searched(view: View, player: str, card: str) -> frozenset[str] | None:
    """The cards set aside by the one joint search that found ``card``'s Gold short every way
    (``joint_solve``'s record), or None (none, several, or one left open)."""
    memo = view.memo("joint_discards")
    if not isinstance(memo.get((player, card)), tuple) or memo.get(("open", player, card)):
        return None
    asides = [
        k[2]
        for k in list(memo)
        if isinstance(k, tuple) and len(k) == 3 and k[:2] == (player, card)
        if isinstance(k[2], tuple)
    ]
    return frozenset(asides[0]) if len(asides) == 1 else None


def joint_ban_words(view: View, player: str, card: str, banned: str) -> str | None:
    """For a refusal of ``card``'s Gold: None when the joint search did not settle ``banned``
    (the ban's plain words stand); "" when it counted ``banned`` discarded last (no words);
    else why the ban keeps it (a card stays beside it)."""
    aside = _searched(view, player, card)
    if aside is None:
        return None
    for joint in joint_groups(view, player, aside, card):
        if banned not in joint.last_only:
            continue
        if banned in joint_allowed(joint):
            return ""
        if len(joint.last_only) > 1:
            return "another card only chosen last stays in the hand beside it"
        k = len(joint.producers)
        return (
            f"{k} producers discard at most {k} of the {len(joint.cards)} cards in hand:"
            " another card stays beside it"
        )
    return None
