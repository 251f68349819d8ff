"""The words of a target's selector an announced card fails (h40adv1 E2).

"the announced Kitsuki Rai can't be chosen: it needs to target an opponent's Personality or
Follower without attachments with ..." names the whole selector; a client can't tell which
word refused the card. Each word of the selector (one field: its type, a keyword, "unbowed",
"without attachments", whose card it is, ...) is tested on its own against the card
(``model.evaluate.matches_unary``, the same test the whole selector passes through), and the
words the card fails are named ("fails: without attachments"). When every word holds, the
comparison with another target or card ("with lower Force than ...") is what fails. A word a
face-down card in a Province fails only because what it is is hidden is named so ("face-down,
not known to be Holding"), never as the card's own type (Reference 05). A keyword a trait in
play gives the card (``solver.gate_keywords.selector_view``: Justice of the Crane's
"This Personality has Magistrate.") is not named as failing. Reference:
Abilities and actions, B. Required targeting.
"""

from __future__ import annotations

from dataclasses import fields, replace

from model.abilities import Ability, TargetSpec
from model.describe import limits_text, selector_text
from model.evaluate import matches_unary, relation_holds, term_value, where_holds
from model.hidden_cards import asks_hidden_identity
from model.selectors import SOURCE, Selector, parse_where
from model.state import View
from model.zones import Place, Zone
from solver.army_cloak import cloak_kept_note
from solver.gate_keywords import selector_view

__all__ = ["failed_words", "misfit_note"]

_PLAIN = Selector()
#: fields that are not a word of their own (alternatives, references to other targets)
_SKIPPED = frozenset({"any_of", "extreme", "other_than", "same_controller", "different_locations"})


def _word(single: Selector) -> str:
    text = selector_text(single)
    for article in ("an ", "a "):
        text = text.removeprefix(article)
    return text.removesuffix(" card").removeprefix("card ").strip()


def failed_words(view: View, player: str, card: str, spec: TargetSpec) -> list[str]:
    """The words of ``spec``'s selector ``card`` fails, each as the card text says it; the
    comparison's words when only it fails; none when that can't be told apart."""
    sel = spec.select
    view = selector_view(view, sel)  # keywords the traits in play give (h40adv7 W6)
    try:
        anywhere = matches_unary(view, player, card, replace(_PLAIN, location=sel.location))
    except (ValueError, TypeError, KeyError):
        return []
    if not anywhere:  # not where the selector looks: that, not its other words
        inst = view.card(card)
        if not inst.in_play:
            return [f"not in play ({inst.zone.value})"]
        if sel.location is None:
            return []
        zone, where = view.location(card)
        place = "at home" if zone is Zone.HOME else f"at {where}" if where else zone.value
        return [f"{_word(replace(_PLAIN, location=sel.location))} ({place})"]
    failed = _words_failed(view, player, card, sel, sel.location)
    if sel.any_of and not failed:
        failed = alternatives_failed(view, player, card, sel.any_of, sel.location)
    if not failed and spec.where and not _own_limits_hold(view, card, spec):
        failed.append(limits_text(spec))
    return failed


def _own_limits_hold(view: View, card: str, spec: TargetSpec) -> bool:
    """Do ``spec``'s ``where`` limits that name only the target itself hold for ``card``
    (Spearmen's "with 2 or lower Force")? Then they are not what refused it (a restriction in
    play may be: ``solver.shield_note``). False when a limit names another card."""
    wheres = [parse_where(w) for w in spec.where]
    if any(not w.references() <= {spec.name} for w in wheres):
        return False
    try:
        return all(where_holds(view, w, {spec.name: card}) for w in wheres)
    except (ValueError, TypeError, KeyError):
        return False


def _words_failed(
    view: View, player: str, card: str, sel: Selector, location: Place | None
) -> list[str]:
    """Each word of ``sel`` (its alternatives left out) ``card`` fails, tested alone where the
    target's selector looks (``location``)."""
    failed: list[str] = []
    inst = view.card(card)
    hidden = inst.zone is Zone.PROVINCE and not inst.is_face_up  # (Reference 05)
    for f in fields(Selector):
        value = getattr(sel, f.name)
        if f.name in _SKIPPED or value == getattr(_PLAIN, f.name):
            continue
        try:  # each word where the selector looks (its location kept)
            single = replace(_PLAIN, **{f.name: value, "location": location})
            ok = matches_unary(view, player, card, single)
        except (ValueError, TypeError, KeyError):
            continue
        if not ok:  # the word alone (the location is a word of its own)
            word = _word(replace(_PLAIN, **{f.name: value}))
            if hidden and asks_hidden_identity(single):
                word = f"face-down, not known to be {word}"
            if word and word not in failed:
                failed.append(word)
    return failed


def alternatives_failed(
    view: View, player: str, card: str, alternatives: tuple[Selector, ...], location: Place | None
) -> list[str]:
    """The words of a selector's alternatives ("a Follower, or a Personality without
    Followers") ``card`` fails when it fits none of them: those of the alternatives of its
    own type ("without Followers" for a Personality with one), else the alternatives
    themselves; none when that can't be told (an alternative failed by no word of its own)."""
    own_type: list[list[str]] = []
    for alt in alternatives:
        try:
            if matches_unary(view, player, card, replace(alt, location=location)):
                return []
            typed = alt.type == _PLAIN.type or matches_unary(
                view, player, card, replace(_PLAIN, type=alt.type, location=location)
            )
        except (ValueError, TypeError, KeyError):
            return []
        words = _words_failed(view, player, card, alt, location)
        if not words:
            return []
        if typed:
            own_type.append(words)
    if not own_type:
        return [" or ".join(_word(alt) for alt in alternatives)]
    return [" or ".join("; ".join(words) for words in own_type)]


def misfit_note(
    view: View,
    player: str,
    card: str,
    spec: TargetSpec,
    source: str | None = None,
    ability: Ability | None = None,
) -> str:
    """ " (Kitsuki Rai fails: without attachments)" for an announced card a slot refuses; when
    every word holds, the Arcane Cloak that kept it out of ``source``'s ``ability``
    (``solver.army_cloak.cloak_kept_note``; h40adv7 W5); or "" when that can't be told."""
    words = failed_words(view, player, card, spec)
    if not words:
        if source is None:
            return ""
        return cloak_kept_note(view, player, source, card, spec, ability)
    if source is not None and words == [limits_text(spec)]:
        words = [words[0] + _limit_values(view, card, spec, source)]
    return f" ({view.definition(card).title} fails: {'; '.join(words)})"


def _limit_values(view: View, card: str, spec: TargetSpec, source: str) -> str:
    """The values of the one failing comparison of ``spec``'s own limits, checked for ``card``
    with ``source`` (and its bearer) bound: " (5 against 4)"; "" when it can't be told (the
    bound checked, not its words alone: h43adv5 W4); "" too for a printed number."""
    from solver.targeting import bearer_binding  # it imports this module

    binding = {SOURCE: source, **bearer_binding(view, source), spec.name: card}
    for text in spec.where:
        where = parse_where(text)
        if len(where.any_of) != 1 or not where.references() <= set(binding):
            return ""
        for rel in where.any_of[0]:
            try:
                if relation_holds(view, rel, binding):
                    continue
                if rel.right.ref is None and not rel.right.plus:
                    return ""  # a printed number: the words say the bound already
                left = term_value(view, rel.left, binding)
                right = term_value(view, rel.right, binding)
            except (ValueError, TypeError, KeyError):
                return ""
            return "" if left is None or right is None else f" ({left} against {right})"
    return ""
