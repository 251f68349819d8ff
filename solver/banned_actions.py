"""An action its player may not take by an ongoing effect that names no keyword or designator
("Your Stronghold has no abilities.", read from Tsujiken Sensei's "... no abilities or
traits.": Effects / "May not"): no keyword, Clan or stat a trait not read gives a card can lift
it, so the illegal answer is not doubted by such traits (h40adv2 N2: Bishamon's Tower beside
Tsujiken Sensei). The refusal names the effect: the card whose trait it is (title, id) and its
sentence, or a stated effect's ``source`` (h40adv7 W8)."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import OngoingEffect, View
from solver.effects import action_matches, may_not_take_any, ongoing_effects
from solver.sure_failures import sure_failure
from solver.traits_in_play import doubt_traits_in_play as _doubt_traits
from solver.verdict import Reason, Verdict

__all__ = ["BANNED", "ban_named", "doubt_lenient", "doubt_traits_in_play"]

#: the reason ``solver.timing.usable_now`` gives for an action an ongoing effect forbids
BANNED = "an ongoing effect says you may not take this action"


def doubt_traits_in_play(
    view: View, card: str, verdict: Verdict, two_readings: bool, free: str | None = None
) -> Verdict:
    """``solver.traits_in_play.doubt_traits_in_play``, but an action forbidden whatever its
    keywords and designators (``may_not_take_any``) stays illegal, and so does one no text
    can turn (``solver.sure_failures``)."""
    if sure_failure(verdict):
        return verdict
    if (
        verdict.status == "illegal"
        and verdict.reasons
        and verdict.reasons[0] == BANNED
        and isinstance(verdict.ability, int)
    ):
        ab = view.definition(card).abilities[verdict.ability]
        if may_not_take_any(view, view.card(card).controlled_by, card, ab):
            return _named(view, card, verdict)
    return _doubt_traits(view, card, verdict, two_readings, free)


#: a sentence of a card saying what may not be done ("Your Stronghold has no abilities or
#: traits.", "You may not take Political actions.")
_SAYS = lazy_regex(r"[^.:]*\b(?:may not|has no|have no|cannot)\b[^.]*\.?")


#: a "may not" sentence about actions or abilities, not Honor, Gold or targeting
_ACTIONS = lazy_regex(r"\b(?:actions?|abilities)\b")


def _words(view: View, e: OngoingEffect) -> str:
    """Who says it: "Title (id): 'sentence'" for a card's trait, else the stated effect."""
    if e.source is not None and view.has(e.source) and view.card(e.source).in_play:
        d = view.definition(e.source)
        said = [m.group(0).strip() for m in _SAYS.finditer(d.printed_text or "")]
        if len(said) > 1:  # "You may not take Political actions." among others (h45adv3 W2)
            said = [s for s in said if _ACTIONS.search(s)]
        return f"{d.title} ({e.source})" + (f": {said[0]!r}" if len(said) == 1 else "")
    src = f", source {e.source!r}" if e.source else ""
    return f"the stated effect may_not: announce{src}"


def _named(view: View, card: str, verdict: Verdict) -> Verdict:
    """``verdict`` (refused by ``BANNED``) with the first effect forbidding it named."""
    if not isinstance(verdict.ability, int) or not verdict.details:
        return verdict
    player = view.card(card).controlled_by
    first = ban_named(view, player, card, verdict.ability, verdict.details[0])
    details = (replace(first, code=verdict.details[0].code), *verdict.details[1:])
    return replace(verdict, details=details, reasons=tuple(d.text for d in details))


def ban_named(view: View, player: str, card: str, index: int, reason: Reason) -> Reason:
    """``reason``, when it is the bare ``BANNED`` refusal of ``card``'s ability ``index``,
    with the first ongoing effect forbidding ``player`` to take it named (its card's title,
    id and sentence, the card among the reason's cards) and the code ``condition``: a ban by
    another card is not a matter of time (Effects / "May not"; h45adv3 W2: The Forgotten
    Temple's "You may not take Political actions." refusing Duel of Haiku); else ``reason``."""
    if reason.text != BANNED or not 0 <= index < len(view.definition(card).abilities):
        return reason
    ab = view.definition(card).abilities[index]
    found = [
        e
        for e in ongoing_effects(view)
        if e.kind == "may_not"
        and e.may_not == "announce"
        and e.player in (None, player)
        and action_matches(view, card, ab, e.actions)
    ]
    if not found:
        return replace(reason, code="condition")
    text = f"{BANNED} ({_words(view, found[0])})"
    ids = tuple(e.source for e in found[:1] if e.source is not None and view.has(e.source))
    return replace(reason, code="condition", text=text, cards=(*reason.cards, *ids))


def doubt_lenient(view: View, card: str, verdict: Verdict, lenient: Ability) -> Verdict:
    """``doubt_traits_in_play`` for ``verdict``, the illegal answer of ``card``'s ability read
    leniently (``Ability.lenient``), with that reading as the card's ability. The lenient
    reading demands less, so the strict one fails too whatever a trait does to what only it
    tests (a Ranged Attack's Force limit): the traits not read that could turn the answer are
    those touching what the lenient reading tests (h42ranged: Spearmen in a Ninja's unit, Asako
    Kaitoko • Experienced its only target, "... have a maximum Force of 3, and actions from
    cards in their units may not target Kaitoko.": illegal by the ban)."""
    if not isinstance(verdict.ability, int):
        return doubt_traits_in_play(view, card, verdict, True)
    printed = view.definition(card)
    abilities = list(printed.abilities)
    abilities[verdict.ability] = lenient
    library = view.library.merged({printed.title: replace(printed, abilities=tuple(abilities))})
    return doubt_traits_in_play(View.of(view.state, library), card, verdict, True)
