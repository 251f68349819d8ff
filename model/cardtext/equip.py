"""Equip in card text: "Equip a Spell to Kosea", "Equip a target Weapon in your discard pile to
your target Personality, paying 2 less Gold". Equip targets the card it brings into play
(Reference 01, change 3) and an action that brings a card into play needs one it can legally
play and pay for (FAQ, "Is an action legal if an effect can't happen?"): the card comes from
the hand unless the text names another place; it attaches to a Personality you control
(Reference 03, Attachments)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.abilities import Block, BringIntoPlay, TargetSpec
from model.cardtext.conditions import named_card
from model.cardtext.effects_recruit import RECRUIT, read_recruit
from model.cardtext.targets import whole_phrase
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector
from model.zones import Origin, Place

__all__ = ["EQUIP", "Equipped", "read_bringing", "read_equip"]

#: One sentence that is an Equip and nothing else.
EQUIP = lazy_regex(
    r"^equip (?P<what>.+?)(?: to (?P<to>.+?))?(?P<hand> from your hand(?P<pile> or discard pile)?)?"
    r"(?:,? (?:paying (?P<n1>\d+) less gold|for (?P<n2>\d+) less gold))?\.?$",
    re.IGNORECASE,
)
_FROM: dict[Place, Origin] = {
    Place.HAND: "hand",
    Place.FATE_DISCARD: "discard",
    Place.DYNASTY_DISCARD: "discard",
}


@dataclass(frozen=True, slots=True)
class Equipped:
    """The read Equip: the targets it adds (the card, the host) and the effect."""

    targets: tuple[TargetSpec, ...]
    effect: BringIntoPlay


def read_bringing(
    sentence: str,
    title: str,
    card_type: CardType | None,
    first: int,
    before: int,
    after_search: bool,
    trigger: str | None = None,
) -> Equipped | str | None:
    """An Equip (``read_equip``) or a Recruit of a targeted card (``effects_recruit``) that is
    the whole ``sentence``; None: neither. ``trigger``: whom "him" names when nothing was
    chosen before (``model.cardtext.trigger_host``)."""
    if (m := EQUIP.fullmatch(sentence)) is not None:
        return read_equip(m, title, card_type, first, before, after_search, trigger)
    if (m := RECRUIT.fullmatch(sentence)) is not None:
        got = read_recruit(m, title, card_type, first)
        return got if isinstance(got, str) else Equipped((got[0],), got[1])
    return None


def read_equip(
    m: re.Match[str],
    title: str,
    card_type: CardType | None,
    first: int,
    before: int,
    after_search: bool = False,
    trigger: str | None = None,
) -> Equipped | str:
    """``m``: an ``EQUIP`` match; ``first``: the number of the next target slot; ``before``:
    how many targets were chosen before (the host "him" is the card itself only when none
    was); ``after_search``: the sentence before searched a deck of yours. A string says what
    is not read."""
    what, to = m.group("what").strip(), (m.group("to") or "").strip()
    # "from your hand": where Equip takes the card from anyway (Reference 02, Equip)
    # "(Followers, Items, and Spells are attachments)": Reference 03 says so
    what = re.sub(r"\s*\(Followers, Items,? and Spells are attachments\)$", "", what)
    what = re.sub(r"\s+from your hand$", "", what, flags=re.IGNORECASE)
    if what.lower() == "itself" or is_this_card(what, card_type):
        # the card itself, from the area out of play its ability is used in (``used_from``)
        host = _host(to, title, card_type, first, before)
        if to.lower() in ("him", "her") and before == 0 and trigger not in (None, SOURCE):
            host = (trigger or "", None)  # the card the trigger names
        if isinstance(host, str):
            return host
        reduction = int(m.group("n1") or m.group("n2") or 0)
        effect = BringIntoPlay(
            select=Selector(), from_zone="any", cost_reduction=reduction, attach_to=host[0],
            card=SOURCE,
        )  # fmt: skip
        return Equipped(() if host[1] is None else (host[1],), effect)
    if after_search and what.lower() in ("it", "him", "her"):
        # "Search your Fate deck for a Follower. Equip it.": the card found in a face-down
        # deck, which its player does not know (the solver asks nothing of it)
        reduction = int(m.group("n1") or m.group("n2") or 0)
        host = _host(to, title, card_type, first, before)
        if isinstance(host, str) or host[1] is not None:
            return host if isinstance(host, str) else f"whom it is equipped to: {to!r}"
        effect = BringIntoPlay(
            select=Selector(), from_zone="deck", cost_reduction=reduction, attach_to=host[0]
        )
        return Equipped((), effect)
    if m.group("pile"):
        # "Equip a target Spell to him from your hand or discard pile": where it comes from,
        # said after the host (as "in your hand or discard pile" before it)
        if re.search(r"\b(?:in|from|under|on) ", what, re.IGNORECASE):
            return f"two places of what is equipped: {what!r} from your hand or discard pile"
        what += " in your hand or discard pile"
    # "a Follower in your hand or discard pile": either place (a pile of Fate cards, below)
    either = re.search(r"\s+in your hand or discard pile$", what, re.IGNORECASE)
    what = what[: either.start()] if either else what
    # "in your discard pile": only attachments are equipped, and they are Fate cards
    # (Reference 03, Fate Card Types), in the Fate discard pile (Reference 05, Discard Piles)
    # ("in your discard", Moto Genki: the same pile, its word "pile" left out)
    what = re.sub(
        r"\bin your discard(?: pile)?\b", "in your Fate discard pile", what, flags=re.IGNORECASE
    )
    targeted = re.match(r"^(?:an?|your|one of your) target\b", what, re.I) is not None
    probe = what if targeted else "target " + what
    phrase = whole_phrase(probe, title, card_type)
    if isinstance(phrase, str):
        return phrase
    if phrase is None:
        return f"what is equipped: {what!r}"
    sel = phrase.select
    if phrase.count != 1 or phrase.more or phrase.where or phrase.performer:
        return f"what is equipped: {what!r}"
    if not sel.type and sel.keyword:
        # "Equip a Weapon": only attachments are equipped (Reference 03, Attachments)
        sel = replace(sel, type=tuple(t for t in CardType if t in ATTACHMENT_TYPES))
    if not sel.type or not set(sel.type) <= ATTACHMENT_TYPES:
        return f"an Equip of a card that may be no attachment: {what!r}"
    if sel.controller is Controller.OPPONENT:
        return f"an Equip of another player's card: {what!r}"
    place = sel.location or Place.HAND
    if place not in _FROM:
        return f"an Equip from {place.value}"
    if either is not None and sel.location is not None:
        return f"what is equipped: {what!r} in your hand or discard pile"
    # a target "in your hand or discard pile" is chosen in either (Reference 05: the hand and
    # the Fate discard pile, where attachments are)
    sel = replace(
        sel, controller=Controller.YOU, location=Place.HAND_OR_DISCARD if either else place
    )
    slots: list[TargetSpec] = []
    card = None
    if targeted:
        card = f"target{first}"
        slots.append(TargetSpec(name=card, select=sel, block=Block.EFFECTS))
    host = _host(to, title, card_type, first + len(slots), before)
    if isinstance(host, str):
        return host
    attach_to, host_spec = host
    if attach_to == SOURCE and trigger == SOURCE:
        # "After Fujisawa enters play, Equip ... to him": an Interrupt to its own card's entering
        # is played while that card is out of play (Reference 05, Areas): the host is not in
        # play when the action is announced, which the solver's attaching does not read
        return f"an Equip to the card whose entering is the trigger: {to!r}"
    if host_spec is not None:
        slots.append(host_spec)
    reduction = int(m.group("n1") or m.group("n2") or 0)
    effect = BringIntoPlay(
        select=replace(sel, location=None),
        from_zone="hand_or_discard" if either else _FROM[place],
        pay_cost=True,
        cost_reduction=reduction,
        attach_to=attach_to,
        card=card,
    )
    return Equipped(tuple(slots), effect)


def is_this_card(what: str, card_type: CardType | None) -> bool:
    """ "Equip this Item to him" on an Item (its type's name after "this"; "this card"): the
    card itself (Reference 03: a card's type is printed on it)."""
    low = what.strip().lower()
    return low == "this card" or (card_type is not None and low == f"this {card_type.value}")


def _host(
    to: str, title: str, card_type: CardType | None, number: int, before: int
) -> tuple[str, TargetSpec | None] | str:
    """Whom it attaches to: the card itself (a Personality: "to Kosea", "to him" with nothing
    targeted before), "your target <Personality>", or (nothing said) any Personality you
    control who can take it."""
    low = to.lower()
    if not low:
        return "any", None  # Equip: to a Personality you control (Reference 03)
    whole = re.sub(r"\s*[•(,].*$", "", title).strip().lower()  # "to The Dark Naga"
    if card_type is CardType.PERSONALITY and (
        named_card(low, title, card_type) == SOURCE
        or low == whole
        or low == "this personality"
        or (low in ("him", "her") and before == 0)
    ):
        return SOURCE, None
    if low.startswith("your target "):
        host = whole_phrase(to, title, card_type)
        if isinstance(host, str):
            return host
        if host is None:
            return f"whom it is equipped to: {to!r}"
        phrase = host
        if phrase.select.type != (CardType.PERSONALITY,) and not (
            phrase.select.keyword and not phrase.select.type
        ):
            return f"whom it is equipped to: {to!r}"
        if phrase.where or phrase.performer or phrase.count != 1:
            return f"whom it is equipped to: {to!r}"
        name = f"target{number}"
        return name, TargetSpec(name=name, select=phrase.select, block=Block.EFFECTS)
    return f"whom it is equipped to: {to!r}"
