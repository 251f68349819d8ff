"""A player's ban on bringing cards of a keyword into play ("You may not bring Shadowlands cards
into play." — Daigo Sensei, The Great Walls of Kaiu; "You may not bring Ninja or Shadowlands
cards into play." — The Noble Halls of the Akodo), read in full: a restriction (Costs and
restrictions / Restrictions) on its controller, so his play or action bringing a card with one
of those keywords into play is illegal (h30adv2 r06: Brukash). Only when it is the one trait
sentence that may change the play: another (a permission may override a restriction) keeps the
answer ``unknown``, unless each other one is a prohibition too, which can only forbid more
(``solver.prohibition_pairs``, h39adv3 N2). Keywords changed by text not read are asked first
(``doubt_qualities``).

"You may not play other Allegiance cards." (Traditionalist, Progressive, in play) is read the
same way for its controller's plays alone (Effects / "May not" prevents the choice): his Recruit
or Equip of another card with the keyword, or the action of a Strategy in his hand that puts
itself into play (a Strategy is played from the hand: Reference 03); a card an action's effect
brings into play keeps the doubt (whether that is "playing" it the rules files do not settle)."""

from __future__ import annotations

import re

from model.common import first_few
from model.lazy_regex import lazy_regex
from model.state import View
from solver.copy_host_ban import copy_ban_read
from solver.discipline import played_strategy
from solver.only_play_ban import only_play_banned, only_play_untouched
from solver.open_recruit import open_recruit_read
from solver.others_play_ban import others_play_ban_shape, others_play_banned
from solver.own_entering_settled import settled_shown
from solver.own_play_permission import others_permission
from solver.phase_trigger_scope import other_phase_trigger
from solver.play_designator_scope import designator_spares_host
from solver.prohibition_pairs import only_forbids
from solver.unless_moved_scope import unless_moved_play
from solver.verdict import Play, Reason, Verdict

__all__ = ["banned_or_doubted"]

_BAN = lazy_regex(
    r"You may not bring (?P<kws>[A-Z][\w-]*(?:(?:,| or) [A-Z][\w-]*)*) cards into play\.?"
)
#: "You may not play other Allegiance cards.": a play of another card with the keyword
_PLAY_OTHER = lazy_regex(r"You (?:may not|can not|cannot) play other (?P<kw>[A-Z][\w-]*) cards\.?")
#: "Title (id): sentence", as ``doubt_play_traits`` shows it
_SHOWN = lazy_regex(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)


def _plays_it(view: View, card: str, verdict: Verdict) -> bool:
    """Is ``verdict`` its player's play of ``card``: a Recruit or Equip of it, or the action of
    a Strategy in his hand (Reference 03: played from the hand to use its ability)?"""
    if verdict.card != card:
        return False
    if isinstance(verdict.ability, Play):
        return True
    return played_strategy(view, card)  # or from the discard pile by Discipline


def _bans(view: View, shown: str, card: str, player: str, verdict: Verdict) -> bool:
    """Does ``shown`` forbid ``player`` to bring ``card`` into play, with certainty?"""
    m = _SHOWN.match(shown)
    if m is None or not view.has(m.group("id")) or not view.has(card):
        return False
    if others_play_banned(view, m.group("id"), m.group("said"), card, player, verdict):
        return True  # "While Jahan is at the current battlefield, other players may not ..."
    if only_play_banned(view, m.group("id"), m.group("said"), card, verdict):
        return True  # "You may only Recruit Shadowlands Personalities." (h40adv4 N10)
    other = _PLAY_OTHER.fullmatch(m.group("said").strip())
    if other is not None:
        source = view.card(m.group("id"))
        return (
            source.id != card
            and source.in_play
            and source.controlled_by == player
            and _plays_it(view, card, verdict)
            and other.group("kw").casefold() in {k.casefold() for k in view.keywords(card)}
        )
    ban = _BAN.fullmatch(m.group("said").strip())
    if ban is None or view.card(m.group("id")).controlled_by != player:
        return False
    kws = {k.strip().casefold() for k in re.split(r",| or ", ban.group("kws")) if k.strip()}
    return bool(kws & {k.casefold() for k in view.keywords(card)})


def _forbids_only(shown: str) -> bool:
    """Is the sentence of ``shown`` ("Title (id): sentence") a prohibition alone
    (``solver.prohibition_pairs.only_forbids``)?"""
    m = _SHOWN.match(shown)
    return m is not None and only_forbids(m.group("said"))


def banned_or_doubted(
    view: View, card: str, player: str | None, verdict: Verdict, could: list[str]
) -> Verdict:
    """``verdict`` made illegal when a sentence of ``could`` (those that may change the play
    of ``card``) is a ban of its controller ``player`` (default: the card's owner) on one of
    ``card``'s keywords and every other one is a prohibition too (it can only forbid:
    ``solver.prohibition_pairs``); else ``unknown`` naming them. A trait triggered in another
    phase leaves a play refused by its timing (``solver.phase_trigger_scope``)."""
    could = [s for s in could if not other_phase_trigger(view, verdict, s)]
    # "Equipping Spells is a Battle/Open action for you.": when, not onto whom (h40adv1 N5)
    could = [s for s in could if not designator_spares_host(s.split("): ", 1)[-1], verdict)]
    could = [s for s in could if not copy_ban_read(view, s)]  # read: ``copy_refused``
    could = [s for s in could if not only_play_untouched(view, s, verdict)]  # not a Recruit
    could = [s for s in could if not open_recruit_read(view, s, card)]  # its own Open
    could = [s for s in could if not others_permission(s, card)]  # Seek the Stain (h44adv1 W3)
    if not could:
        return verdict
    who = player if player is not None else view.card(card).owner
    # its own entering cost or condition the state settles (``solver.own_entering_settled``)
    could = [s for s in could if not settled_shown(view, card, who, verdict, s)]
    if not could:
        return verdict
    banning = [s for s in could if _bans(view, s, card, who, verdict)]
    # the other sentences: each a prohibition, which can only forbid more (prohibition_pairs)
    if (
        verdict.status == "legal"
        and banning
        and all(s in banning or _forbids_only(s) for s in could)
    ):
        said = _SHOWN.match(banning[0])
        verb = (
            "play it"
            if said
            and (
                _PLAY_OTHER.fullmatch(said.group("said").strip())
                or others_play_ban_shape(said.group("said"))
            )
            else "bring it into play"
        )
        why = Reason("entering", f"you may not {verb}: {banning[0]}", (card,))
        return Verdict.of(
            "illegal", card, verdict.ability, verdict.title, [why], None, verdict.designator
        )
    if (barred := unless_moved_play(view, card, verdict, could)) is not None:
        return barred  # a Terrain under Gaheris's "unless their effects ... move or destroy him"
    why_not = "not modelled: a trait may change this play: " + first_few(could)
    return verdict.doubted("not_modelled", why_not, keep=2)
