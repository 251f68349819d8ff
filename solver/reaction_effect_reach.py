"""Which stated effects can bar or tax a card's Reaction (Costs and restrictions / Changes to
costs and payments; Effects / "May not"; h40adv5 N1). A Reaction is an action of its card: a
``cost_change``, ``added_cost`` or ``may_not: announce`` effect reaches it only when the
effect applies to the player who would use it and its ``actions`` filter can match that action
(the card's type and title, the Reaction's designator and keywords). A reduction
(``gold_delta`` of 0 or less) neither bars nor taxes; ``may_not`` other than ``announce``
(``be_targeted``, ``recruit``, ...) is not about using it. "Your Holdings enter play for 1 less
Gold" can't touch a Coin Pouch's Reaction.

The Reaction asked about is the one that pays: a Reaction line of the card whose effect
produces Gold (Yasuki Tanimura's "Reaction: When paying for an action, produce 3 Gold ...", not
his "Political Reaction: After another player's Battle action targets Tanimura, ..."): a
keyword filter is matched against its keywords only (h41 item 1).

``surely_barring``: a ``may_not: announce`` effect that surely matches that Reaction (for
every player or its user; each field of its filter surely true of it: the designator
``reaction``, its card's type or title, a keyword every paying Reaction of the card prints,
and no ``cards`` selector) says it may not be used at all: it is no Gold and no doubt
(h40adv7 N3). A filter that only may match keeps the doubt."""

from __future__ import annotations

import re

from model.common import CardType, Designator
from model.lazy_regex import lazy_regex
from model.oracle.production_self_discard import payer_may_lower
from model.state import ActionFilter, OngoingEffect, View

__all__ = [
    "barred_text",
    "barring_words",
    "effect_reaches",
    "gold_only_by_reactions",
    "only_reactions_produce",
    "pays_in",
    "reaching_words",
    "stated_effect_reaches",
    "surely_barring",
]

#: a Reaction's line: the words before "Reaction" ("Tireless", "Political") and the rest
_REACTION = lazy_regex(r"^\s*((?:[A-Z][\w'-]*\s+)*)Reaction\s*:(.*)$", re.MULTILINE)
#: its effect produces Gold ("produce 3 Gold", "The Holding produces one additional Gold")
_PRODUCES = lazy_regex(r"\bproduces?\b[^.]*\bGold\b", re.IGNORECASE)


def _user(view: View, card: str) -> str:
    """The player who would use ``card``'s Reaction (its controller, or owner out of play)."""
    inst = view.card(card)
    return inst.controlled_by if inst.in_play and inst.controlled_by else inst.owner


def _effect_part(rest: str) -> str:
    """The effect of a Reaction line (after its trigger and cost: the last ':')."""
    return rest.rpartition(":")[2] if ":" in rest else rest


def _paying(view: View, card: str) -> list[set[str]] | None:
    """The keywords (lower case) of each Reaction of ``card`` that pays (its effect produces
    Gold), or of each Reaction when none produces Gold; None when no Reaction is found in its
    text (then any keyword filter may match)."""
    found = _REACTION.findall(view.definition(card).printed_text or "")
    if not found:
        return None
    paying = [words for words, rest in found if _PRODUCES.search(_effect_part(rest))]
    return [{w.casefold() for w in words.split()} for words in (paying or [w for w, _ in found])]


def _keywords(view: View, card: str) -> set[str] | None:
    """The keywords of ``card``'s paying Reactions, together (``_paying``)."""
    each = _paying(view, card)
    return None if each is None else set().union(*each)


def _card_fits(view: View, card: str, flt: ActionFilter) -> bool:
    """Do ``flt``'s card type and title (if given) fit ``card``?"""
    d = view.definition(card)
    if flt.card_type is not None and d.type.value != flt.card_type:
        return False
    return flt.title is None or flt.title.casefold() == d.title.casefold()


def _filter_can_match(view: View, card: str, flt: ActionFilter | None) -> bool:
    """Can ``flt`` match a Reaction of ``card``? Unsure: True."""
    if flt is None:
        return True
    if not _card_fits(view, card, flt):
        return False
    if flt.designator is not None and flt.designator is not Designator.REACTION:
        return False
    if flt.designator_not is Designator.REACTION:
        return False
    if flt.keyword:
        said = _keywords(view, card)
        if said is not None and not any(k.casefold() in said for k in flt.keyword):
            return False
    return True


def effect_reaches(view: View, card: str, e: OngoingEffect) -> bool:
    """May ``e`` bar or tax the Reaction of ``card`` (module doc)?"""
    if e.player is not None and e.player != _user(view, card):
        return False
    if e.kind == "cost_change":
        return e.gold_delta > 0 and _filter_can_match(view, card, e.actions)
    if e.kind == "added_cost":
        return _filter_can_match(view, card, e.actions)
    if e.kind == "may_not":
        return e.may_not == "announce" and _filter_can_match(view, card, e.actions)
    return False


def stated_effect_reaches(view: View, card: str) -> bool:
    """May a state's effect bar or tax the Reaction of ``card``?"""
    return any(effect_reaches(view, card, e) for e in view.state.effects)


def _surely_matches(view: View, card: str, flt: ActionFilter | None) -> bool:
    """Does ``flt`` surely match every paying Reaction of ``card``?"""
    each = _paying(view, card)
    if each is None:
        return False  # no Reaction found in its text: not sure which action pays
    if flt is None:
        return True
    if not _card_fits(view, card, flt):
        return False
    if flt.designator not in (None, Designator.REACTION):
        return False
    if flt.designator_not is not None and (
        flt.designator_not is Designator.REACTION
        or any(flt.designator_not.value in words for words in each)
    ):
        return False
    return not flt.keyword or all(any(k.casefold() in words for k in flt.keyword) for words in each)


def surely_barring(view: View, card: str) -> OngoingEffect | None:
    """A state's ``may_not: announce`` effect that surely bars every paying Reaction of
    ``card`` (module doc), or None."""
    user = _user(view, card)
    for e in view.state.effects:
        if (
            e.kind == "may_not"
            and e.may_not == "announce"
            and e.cards is None
            and e.player in (None, user)
            and _surely_matches(view, card, e.actions)
        ):
            return e
    return None


def _gold_lines(view: View, card: str) -> list[str]:
    """The lines of ``card``'s text that speak of producing Gold, less the payer's own option
    to produce less (Profits' "Before you produce Gold ...: You may reduce the total Gold
    produced by 1": no Gold source, ``payer_may_lower``; h41adv5 N2)."""
    return [
        line
        for line in (view.definition(card).printed_text or "").splitlines()
        if _PRODUCES.search(line) and not payer_may_lower(line)
    ]


def only_reactions_produce(view: View, card: str) -> bool:
    """Does ``card`` produce Gold without bowing only by its Reactions? (Each line of its text
    that produces Gold is a Reaction or begins with ":bow:".)"""
    for line in _gold_lines(view, card):
        if _REACTION.match(line) or line.strip().startswith(":bow:"):
            continue
        if _PRODUCES.search(line):
            return False
    return True


def gold_only_by_reactions(view: View, card: str) -> bool:
    """Does ``card`` produce Gold only by its Reactions: a card other than a Stronghold, each
    line of whose text that produces Gold is a Reaction ("Reaction: When paying a Gold cost, bow
    Washi: Produce 2 Gold.", Seppun Washi: the bowing mode is the Reaction)?"""
    d = view.definition(card)
    if d.type is CardType.STRONGHOLD:
        return False
    lines = _gold_lines(view, card)
    return bool(lines) and all(_REACTION.match(line) for line in lines)


def pays_in(view: View, card: str, text: str) -> bool:
    """Is a paying Reaction line of ``card`` (its effect produces Gold) in ``text``?"""
    lines = [
        m.group(0).strip() for m in _REACTION.finditer(view.definition(card).printed_text or "")
    ]
    paying = [line for line in lines if _PRODUCES.search(_effect_part(line.partition(":")[2]))]
    return any(line in text for line in paying)


def barred_text(view: View, card: str, text: str) -> OngoingEffect | None:
    """The stated effect surely barring ``card``'s paying Reaction when ``text`` (an unread Gold
    text of the card) is that Reaction's line, else None."""
    e = surely_barring(view, card)
    return e if e is not None and pays_in(view, card, text) else None


def reaching_words(view: View, card: str) -> str:
    """The first state's effect that may bar or tax ``card``'s Reaction, as the state says it
    ("cost_change +1 (for every player, actions {card_type: personality}, source 'test')")."""
    for e in view.state.effects:
        if effect_reaches(view, card, e):
            what = {
                "cost_change": f"cost_change {e.gold_delta:+d}",
                "added_cost": "added_cost",
                "may_not": "may_not: announce",
            }[e.kind]
            return f"{what} ({_scope_words(e)})"
    return ""


def _scope_words(e: OngoingEffect) -> str:
    """For whom, on which actions and from which source ``e`` is stated."""
    src = f", source {e.source!r}" if e.source else ""
    who = "every player" if e.player is None else e.player
    flt = "" if e.actions is None else f", actions {_filter_words(e.actions)}"
    return f"for {who}{flt}{src}"


def barring_words(view: View, card: str, e: OngoingEffect) -> str:
    """ "Title (id): its Reaction may not be announced (the stated effect may_not: announce,
    source ...)" for an explanation."""
    d = view.definition(card)
    return (
        f"{d.title} ({card}): its Gold-producing Reaction may not be used: the stated effect "
        f"may_not: announce ({_scope_words(e)}) bars it"
    )


def _filter_words(flt: ActionFilter) -> str:
    """An action filter's given fields, as the state says them."""
    parts = [
        f"{name}: {value if not isinstance(value, tuple) else list(value)}"
        for name in ("designator", "designator_not", "card_type", "title", "keyword")
        for value in (getattr(flt, name),)
        if value not in (None, ())
    ]
    return "{" + ", ".join(parts) + "}"
