"""Which actions a cost that a card in play adds to moving, straightening or playing cards can
touch (Costs and restrictions: "Additional costs can come from effects outside the card, action
or trait being paid for"): "Moving or assigning this Personality to a battlefield has the
additional cost, "Pay 2 Gold" for you." (Mercenaries), "Assigning or moving Akuma to a
battlefield has the additional cost, ..." (Oni no Akuma • Experienced), "Straightening a Ninja
card has the additional cost, "Pay 2 Gold."" (Isawa Kaede • Experienced 2), "While Nichi is
unbowed at the current battlefield, playing a Terrain has the additional cost, ..." (Hiruma
Nichi).

Such a cost is paid for an action that does what the sentence names, so it can touch only an
action whose effects or costs move or assign cards (home alone is not "to a battlefield"),
straighten cards, or play cards (a card of the named kind played from out of play, or an effect
that plays a card). The Battle-phase assignment is no action (Abilities and actions), so no
verdict here asks it. "for you" binds its card's controller alone, "for other players" the
others, "for players without Scout cards there" (at the current battlefield its condition names)
not a player who controls one there; a "While <condition>," the state settles false adds
nothing. Anything not read with
certainty keeps the doubt (``solver.traits_in_play``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.conditions import parse_condition
from model.evaluate import condition_holds
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition
from model.state import View
from model.zones import Zone

__all__ = ["added_cost_spares", "added_play_cost_spares"]

_SENTENCE = lazy_regex(
    r"^(?:(?:While|If) (?P<cond>[^,]+), )?"
    r"(?P<subject>(?P<verb>Moving|Assigning|Straightening|Playing)\b[^,\"]*?) "
    r"ha(?:s|ve) the additional cost,? (?P<cost>\"[^\"]*\"|“[^”]*”)"
    r"(?: for (?P<who>you|other players|[^.(]+?))?(?: \([^)]*\))?\.?$",
    re.IGNORECASE,
)
#: words by which the subject would be about actions, targets or abilities (another reading's)
_OTHER_WORDS = lazy_regex(r"\b(?:actions?|abilit(?:y|ies)|target\w*|perform\w*)\b", re.I)
_MOVES = lazy_regex(r"\b(?:mov(?:e|es|ed|ing)|assign(?:s|ed|ing)?)\b", re.IGNORECASE)
#: a move named as a condition ("if he moved", "each of these units that moved")
_HAS_MOVED = lazy_regex(
    r"\b(?:if|that|who|which|unless|when|after)\b[^.;,]{0,30}?\bmoved\b", re.IGNORECASE
)
_STRAIGHTENS = lazy_regex(r"\b(?:straighten\w*|unbow\w*)\b", re.IGNORECASE)
#: "play" as a verb, not "in play", "into play", "from play", "out of play", "the Play Phase"
_PLAYS = lazy_regex(
    r"(?<!\bin )(?<!\binto )(?<!\bfrom )(?<!\bof )\bplay(?:s|ed|ing)?\b(?! phase)", re.I
)
#: "playing a Terrain", "playing Ninja cards": the kind named
_KIND = lazy_regex(r"^Playing (?:an? )?(?P<kind>[A-Z][\w'-]*?)s?(?: cards?)?$", re.IGNORECASE)


def _texts(ab: Ability) -> Iterator[str]:
    """The texts of what the action does and pays: its effects' steps, its costs' labels and
    its words not read."""
    for eff in ab.effects:
        if eff.step is not None:
            yield eff.step
        if eff.move is not None:
            yield "move home" if eff.move.to == "home" else "move to the battlefield"
        if eff.bring_into_play is not None:
            yield "bring into play"
    for cost in ab.costs:
        if cost.label:
            yield cost.label
    yield from ab.not_understood


def _moves_to_battlefield(texts: list[str], home_only_spared: bool) -> bool:
    """Does a text move or assign cards (only home, when ``home_only_spared``: not "to a
    battlefield")?"""
    for said in texts:
        text = _HAS_MOVED.sub("", said)  # "Bow him if he moved.": a condition, no move
        if not _MOVES.search(text):
            continue
        if (
            home_only_spared
            and re.search(r"\bhome\b", text, re.I)
            and not re.search(r"\bbattlefield\b", text, re.I)
        ):
            continue
        return True
    return False


def _condition_false(view: View, source: str, cond: str) -> bool:
    """Does the state settle the sentence's "While <cond>," false? ("Nichi is unbowed at the
    current battlefield": unbowed, and at the current battlefield.)"""
    title = view.definition(source).title
    text = re.sub(r"\bis (un)?bowed (at|in) ", r"is \1bowed and \2 ", cond, flags=re.I)
    parsed = parse_condition(text, title, view.definition(source).type)
    if not isinstance(parsed, Condition):
        return False
    controller = view.card(source).controlled_by
    return not condition_holds(view, controller, parsed, {SOURCE: source})


#: "for players without Scout cards there" (Hiruma Nichi): the players bound; "there" is the
#: current battlefield its "While ... at the current battlefield," names
_WITHOUT = lazy_regex(r"^players without (?:an? )?(?P<kw>[a-z][\w'-]*?)s?(?: cards?)? there$")


def _has_named_there(view: View, player: str, who: str, cond: str | None) -> bool:
    """Is ``player`` certainly not among "players without <Keyword> cards there" (he controls a
    card with that keyword, printed or given by the state, at the current battlefield the
    sentence's condition names)? False when not that shape or not so."""
    m = _WITHOUT.fullmatch(who)
    if m is None or cond is None or "at the current battlefield" not in cond.lower():
        return False
    kw = m["kw"]
    return any(
        inst.in_play
        and inst.controlled_by == player
        and view.at_current_battlefield(inst.id)
        and kw in view.keywords(inst.id)
        for inst in view.state.cards
    )


def added_cost_spares(view: View, source: str, said: str, card: str, ab: Ability | None) -> bool:
    """Can the added cost ``said`` (a trait of ``source``, in play) touch no action ``ab`` of
    ``card`` (see the module)? False when ``said`` is not such a sentence or not read with
    certainty."""
    m = _SENTENCE.match(said.strip())
    if m is None or _OTHER_WORDS.search(m["subject"]) or ab is None:
        return False
    who = (m["who"] or "").lower()
    mine = view.card(card).controlled_by
    ours = view.card(source).controlled_by == mine
    if who == "you" and not ours:
        return True
    if who == "other players" and ours:
        return True
    if _has_named_there(view, mine, who, m["cond"]):
        return True
    if m["cond"] and _condition_false(view, source, m["cond"]):
        return True
    texts = list(_texts(ab))
    verb = m["verb"].lower()
    if verb in ("moving", "assigning"):
        to_battlefield = bool(re.search(r"\bto a battlefield\b", m["subject"], re.I))
        return not _moves_to_battlefield(texts, to_battlefield)
    if verb == "straightening":
        return not any(_STRAIGHTENS.search(t) for t in texts)
    # playing: the action's own card played from out of play, of the kind named, or an effect
    # that plays a card
    if any(_PLAYS.search(t) for t in texts):
        return False
    kind = _KIND.match(m["subject"].strip())
    if kind is None:
        return False
    d = view.definition(card)
    name = re.sub(r"ie$", "y", kind["kind"].lower())  # "Personalities"
    of_kind = name in d.keywords or d.type.value == name or name == "card"
    played = view.card(card).zone is Zone.HAND or not view.card(card).in_play
    return not (of_kind and played)


def added_play_cost_spares(view: View, said: str, card: str) -> bool | None:
    """For a rulebook play (Recruit, Equip: Reference 02) of ``card``: can a cost added to
    playing a kind of card ("Playing a Terrain has the additional cost, ...") not touch it,
    ``card`` not being of that kind? None: ``said`` is no such sentence (or names no kind read:
    the play keeps the doubt)."""
    m = _SENTENCE.match(said.strip())
    if m is None or m["verb"].lower() != "playing" or _OTHER_WORDS.search(m["subject"]):
        return None
    d = view.definition(card)
    if d.type is CardType.STRATEGY:
        return True  # a Strategy putting itself into play: its play is the action, asked there
    kind = _KIND.match(m["subject"].strip())
    if kind is None:
        return False
    name = re.sub(r"ie$", "y", kind["kind"].lower())
    return not (name in d.keywords or d.type.value == name or name == "card")
