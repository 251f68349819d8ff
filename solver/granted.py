"""Abilities granted by the traits of cards in play ("You have the ability, "Repeatable
Battle: ..."", "Each of your Scorpion Clan Personalities has the ability, "..."": Reference
04, traits may grant abilities; Reference 02, "Players may gain abilities/traits from
effects"), one announcement per card that has or gives them (``Play.GRANTED``, "granted").

The announcement ``granted`` of a card names every ability granted through it to the
announcing player: the grants to players of that card (its source) and the grants of any card
in play to that card (``solver.granted_abilities``), each checked as an ability; and the
grants of that card not read, ``unknown`` naming the card and the sentence, unless the state
settles them ``illegal`` (``solver.granted_scope``: the grant is to a card, whose controller
alone may use its abilities, Reference 05, Card Control; no granted ability's designator fits
now, Reference 04). Several: ``legal`` when one is (its witness), ``illegal`` when each is,
else ``unknown``."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from model.cardtext.unread_timing import widens_timing
from model.state import View
from solver.grant_recipients import no_recipient
from solver.granted_abilities import (
    Grant,
    card_grants_to,
    granted_view,
    grants_of,
    player_receives,
    receivers,
)
from solver.granted_naming import granted_ref, named, require_place
from solver.granted_scope import (
    _controller_only,
    controller_only,
    granted_timing,
    quoted_designators,
)
from solver.keyword_timing import designator_fits, not_now
from solver.keyword_trait_grants import trait_existence
from solver.lasting_grant_targets import lasting_target_refusal
from solver.traits_in_play import doubt_traits_in_play
from solver.verdict import AnnouncementError, Play, Reason, Status, Verdict

__all__ = [
    "granted_ability_at",
    "granted_ability_view",
    "granted_candidates",
    "granted_check",
    "granted_narrowed",
    "granted_sentences",
    "granted_text",
    "granted_verdict",
]


def _for_player(view: View, card: str, player: str) -> bool:
    """May a grant of ``card`` be ``player``'s? Only its controller's when every sentence
    gives it to "you", your cards or the card itself; anyone's otherwise (all players, the
    Attacker and Defender, "he" ...)."""
    if controller_only(view, card):
        return view.card(card).controlled_by == player
    return True


def _items(view: View, player: str, card: str) -> tuple[list[Grant], list[tuple[str, str]]]:
    """The read grants ``player`` has through ``card`` (its own grants to him, and grants of
    cards in play to ``card`` when he controls it), and ``card``'s grant sentences not read
    that may be his, each with why."""
    read: list[Grant] = []
    unread: list[tuple[str, str]] = []
    inst = view.card(card)
    you = inst.controlled_by
    for grant in grants_of(view, card):
        g = grant.read
        mine = you == player or not _controller_only(view, card, grant.sentence)
        if g is None:
            if mine and grant.only_for in (None, player):
                unread.append((grant.sentence, grant.unread))
        elif g.to is not None:
            got = player_receives(view, grant, player)
            if got is None:
                unread.append((grant.sentence, "who has it is not settled"))
            elif got:
                read.append(grant)
        elif you == player and (doubt := receivers(view, grant)[1]) is not None:
            unread.append((grant.sentence, doubt))
    if inst.in_play and you == player:
        read.extend(card_grants_to(view, card))
    return read, unread


def granted_candidates(view: View, player: str) -> Iterator[tuple[str, Play]]:
    """The cards in play through which ``player`` may have a granted ability, in state order."""
    for inst in view.state.cards:
        if not inst.in_play and not grants_of(view, inst.id):  # "If Zo Sia is honorably dead"
            continue
        read, unread = _items(view, player, inst.id)
        if read or unread:
            yield inst.id, Play.GRANTED


def granted_text(view: View, card: str, ref: Play = Play.GRANTED, player: str | None = None) -> str:
    """The granting sentences in words (several: each with its ``granted<k>``); for
    ``granted<k>`` its own (numbered as ``player`` has them, None: its controller; a grant
    "he has" is his controller's alone: ``solver.granted_naming``)."""
    said = [*view.definition(card).grants_abilities]
    said += [g.sentence for g in card_grants_to(view, card) if g.sentence not in said]
    own = granted_sentences(view, player or view.card(card).controlled_by, card)
    if (place := ref.granted_place) is None:
        if len(own) > 1 and set(said) <= set(own):  # each named as ``granted<k>`` names it
            return "granted: " + " / ".join(f"granted{k}: {s}" for k, s in enumerate(own, 1))
        return "granted: " + " / ".join(said)
    if place < len(own):
        return f"{ref.value}: {own[place]}"
    return f"{ref.value} of: " + " / ".join(said)


def granted_sentences(view: View, player: str, card: str) -> list[str]:
    """The sentences of the abilities granted through ``card`` to ``player``, in the order
    ``granted1``, ``granted2`` ... name them (``solver.granted_naming``)."""
    read, unread = _items(view, player, card)
    return [g.sentence for g in read] + [s for s, _ in unread]


def _unread_verdict(view: View, player: str, card: str, unread: list[tuple[str, str]]) -> Verdict:
    """``unknown`` naming the grants not read, unless the state settles them illegal (see the
    module)."""
    d = view.definition(card)
    if not _for_player(view, card, player):
        who = view.card(card).controlled_by
        why = (
            f"{d.title} is controlled by {who}: it grants its abilities to {who} or his cards"
            " (Reference 05, Card Control: only the controller of a card may use its abilities)"
        )
        return Verdict.of("illegal", card, Play.GRANTED, d.title, [Reason("timing", why, (card,))])
    if (late := granted_timing(view, player, card)) is not None:
        late_v = Verdict.of(
            "illegal", card, Play.GRANTED, d.title, [Reason("timing", late, (card,))]
        )
        # a trait of another card in play that allows, and names a time, may still turn it
        return doubt_traits_in_play(view, card, late_v, two_readings=False)
    # a lasting grant's quoted ability with no legal required target: whatever its past
    refused = [lasting_target_refusal(view, player, card, s) for s, _ in unread]
    if unread and all(r is not None for r in refused):
        said = [Reason("target", r[0], (card, *r[1])) for r in refused if r is not None]
        return Verdict.of("illegal", card, Play.GRANTED, d.title, said)
    # a keyword trait's grant ("Compassion: ..."): not there while the trait does not take
    # effect; what the state does not say of it is named (``solver.keyword_trait_grants``)
    traits = [trait_existence(view, player, card, s) for s, _ in unread]
    if unread and all(t is not None and t[0] is False for t in traits):
        said = [Reason("condition", t[1], (card,)) for t in traits if t is not None]
        return Verdict.of("illegal", card, Play.GRANTED, d.title, said)
    unread = [
        (s, f"{w}; {t[1]}" if t is not None else w)
        for (s, w), t in zip(unread, traits, strict=True)
    ]
    why = f"not modelled: an ability granted by {d.title} ({card}): " + " / ".join(
        f"{s} ({w})" if w else s for s, w in unread
    )
    return Verdict.of(
        "unknown", card, Play.GRANTED, d.title, [Reason("not_modelled", why, (card,))]
    )


def _read_verdict(
    view: View,
    player: str,
    card: str,
    grant: Grant,
    place: int,
    time_limit_s: float,
    check_kw: Mapping[str, Any],
) -> tuple[Verdict, tuple[View, int] | None]:
    """The granted ability of ``grant`` that ``card`` has (the ``place``-th through it),
    checked as an ability of ``card`` (``solver.granted_abilities``) with ``check_kw`` (the
    announcement's targets, pins ...), and the View it was checked on (None: not checked)."""
    from solver.good_faith import check  # it lists this module's plays

    source = view.definition(grant.source).title
    d = view.definition(card)
    made = granted_view(view, grant, card, player, place)
    if isinstance(made, str) and (late := _sentence_timing(view, player, grant)) is not None:
        late_v = Verdict.of(
            "illegal", card, Play.GRANTED, d.title, [Reason("timing", late, (card,))]
        )
        return doubt_traits_in_play(view, card, late_v, two_readings=False), None
    if isinstance(made, str):
        said = f"not modelled: an ability granted by {source} ({grant.source}): {grant.sentence}"
        reason = Reason("not_modelled", f"{said} ({made})", (card, grant.source))
        return Verdict.of("unknown", card, Play.GRANTED, d.title, [reason]), None
    v2, index = made
    read = grant.read
    assert read is not None
    if read.to in ("all", "others", "attacker_defender"):
        rec = view.state.uses(card, index)
        if rec.this_turn or rec.this_battle or rec.this_game:
            said = (
                f"not modelled: the uses of the ability {source} grants to several players "
                f"are recorded for the card ({card}, ability {index}), not per player"
            )
            reason = Reason("not_modelled", said, (card,))
            return Verdict.of("unknown", card, Play.GRANTED, d.title, [reason]), None
    found = check(v2, player, card, index, time_limit_s=time_limit_s, **check_kw)
    return replace(found, ability=Play.GRANTED), made


def _sentence_timing(view: View, player: str, grant: Grant) -> str | None:
    """Why ``grant``'s ability (its import stopped) can't be used now: no designator of its
    bold prefix, read whole, fits (``solver.granted_scope``); None when unsettled."""
    read = grant.read
    assert read is not None
    designators = quoted_designators(read.body)
    if designators is None or widens_timing([read.body]):
        return None
    if any(designator_fits(view, player, d) for d in designators):
        return None
    return not_now(view, player, designators, "the granting text")


def granted_verdict(
    view: View,
    player: str,
    card: str,
    time_limit_s: float = 2.0,
    ref: Play = Play.GRANTED,
    **check_kw: Any,
) -> Verdict:
    """The abilities granted through ``card`` to ``player`` (see the module), all of them or
    the one ``ref`` names (``granted<k>``: ``solver.granted_naming``); ``check_kw``:
    ``check``'s announcement choices (``targets``, ``pins``, ``cost_picks``, ``cheapest``)."""
    return _granted(view, player, card, time_limit_s, check_kw, ref)[0]


def granted_check(
    view: View,
    player: str,
    card: str,
    time_limit_s: float,
    targets: Mapping[str, Sequence[str]] | None,
    pins: Mapping[str, Sequence[str]] | None,
    cost_picks: Sequence[Any],
    ref: Play = Play.GRANTED,
    alternative: int | None = None,
    cheapest: bool = False,
) -> Verdict:
    """``check`` of ``granted`` / ``granted<k>`` (``solver.good_faith``): with the
    announcement's choices, those given passed on to the check of each granted ability (the
    first "or" cost's ``alternative`` and ``cheapest`` too, h43wire)."""
    given = {"targets": targets, "pins": pins, "cost_picks": cost_picks}
    choices: dict[str, Any] = {k: v for k, v in given.items() if v}
    if alternative is not None:
        choices["alternative"] = alternative
    if cheapest:  # the cheapest witness (the baseline agent asks for it)
        choices["cheapest"] = True
    return granted_verdict(view, player, card, time_limit_s, ref, **choices)


def granted_ability_view(
    view: View, player: str, card: str, time_limit_s: float = 2.0, ref: Play = Play.GRANTED
) -> tuple[View, int] | None:
    """The View and index of the granted ability through ``card`` (the one ``ref`` names)
    that ``granted_verdict`` answers legal (its target sets are listed there:
    ``solver.play_target_listing``), or None."""
    return _granted(view, player, card, time_limit_s, {}, ref)[1]


def granted_ability_at(view: View, player: str, card: str, ref: Play) -> tuple[View, int] | None:
    """The View in which ``card`` has the ability ``granted<k>`` names (as its printed ability
    of the index returned), checked nowhere: None for ``granted``, a place past the read
    grants, or an ability not imported (``solver.decision``'s target steps read it)."""
    place = ref.granted_place
    read = _items(view, player, card)[0] if place is not None else []
    if place is None or place >= len(read):
        return None
    made = granted_view(view, read[place], card, player, place)
    return None if isinstance(made, str) else made


def granted_narrowed(view: View, player: str, card: str, time_limit_s: float) -> Play:
    """``granted<k>`` of the ability ``granted`` through ``card`` is legal with (its witness's:
    the factored action space's target steps follow it, ``solver.decision``), or ``granted``
    when none is legal or it is past ``granted9``."""
    made = granted_ability_view(view, player, card, time_limit_s)
    if made is None:
        return Play.GRANTED
    return granted_ref(made[1] - len(view.definition(card).abilities)) or Play.GRANTED


def _granted(
    view: View,
    player: str,
    card: str,
    time_limit_s: float,
    check_kw: Mapping[str, Any],
    ref: Play = Play.GRANTED,
) -> tuple[Verdict, tuple[View, int] | None]:
    """``granted_verdict`` and the View of its legal ability (``ref``: one of them alone)."""
    d = view.definition(card)
    read, unread = _items(view, player, card)
    if not read and not unread:
        return named(_none(view, player, card), ref), None
    if (place := ref.granted_place) is not None:  # ``granted<k>``: the k-th alone
        require_place(d.title, card, place, len(read) + len(unread))
        if place >= len(read):
            return named(
                _unread_verdict(view, player, card, [unread[place - len(read)]]), ref
            ), None
        v, made = _read_verdict(view, player, card, read[place], place, time_limit_s, check_kw)
        return named(v, ref), made
    found: list[tuple[Verdict, tuple[View, int] | None]] = []
    refused: AnnouncementError | None = None
    for place, grant in enumerate(read):
        try:
            found.append(_read_verdict(view, player, card, grant, place, time_limit_s, check_kw))
        except AnnouncementError as exc:  # targets naming another ability's slots
            refused = refused or exc
    if unread:
        found.append((_unread_verdict(view, player, card, unread), None))
    if not found and refused is not None:
        raise refused
    legal = [(v, m) for v, m in found if v.status == "legal"]
    if legal:
        return legal[0]
    if len(found) == 1:
        return found[0][0], None
    status: Status = "unknown" if any(v.status == "unknown" for v, _ in found) else "illegal"
    details = [r for v, _ in found if v.status == status for r in v.details]
    return Verdict.of(status, card, Play.GRANTED, d.title, details), None


def _none(view: View, player: str, card: str) -> Verdict:
    """``card`` grants ``player`` nothing: why (or no such announcement at all)."""
    d = view.definition(card)
    who = view.card(card).controlled_by
    if card_grants_to(view, card) and who != player:  # it has abilities granted: not his
        why = (
            f"{d.title} is controlled by {who}: only the controller of a card may use its "
            "abilities (Reference 05, Card Control)"
        )
        return Verdict.of("illegal", card, Play.GRANTED, d.title, [Reason("timing", why, (card,))])
    # out of play: only a grant its text names there (Zo Sia dead, a lasting grant in a Province)
    if not d.grants_abilities or not (view.card(card).in_play or grants_of(view, card)):
        raise AnnouncementError(f"{d.title} ({card}) grants no ability (granted)")
    if not _for_player(view, card, player):
        return _unread_verdict(view, player, card, [])
    if (none := no_recipient(view, card)) is not None:  # h37adv3 N2 (Kanpeki's Fear 2)
        nobody = Reason("condition", none, (card,))
        return Verdict.of("illegal", card, Play.GRANTED, d.title, [nobody])
    said = f"{d.title} grants {player} no ability: " + " / ".join(d.grants_abilities)
    given = [
        f"{view.definition(c).title} ({c})"
        for grant in grants_of(view, card)
        if grant.read is not None and grant.read.subject is not None
        for c in receivers(view, grant)[0]
    ]
    if given:  # a grant to cards: the cards that have it announce it
        said += f" (the cards that have it announce it as their granted: {', '.join(given)})"
    return Verdict.of("illegal", card, Play.GRANTED, d.title, [Reason("condition", said, (card,))])
