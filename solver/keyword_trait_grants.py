"""A grant behind a keyword trait ("Compassion: Zo Sia has the ability, "..."" (Compassion
takes effect while you have fewer Provinces than anyone else.)"): the ability exists only while
the trait takes effect (abilities-and-actions.txt: "the existence of an ability may depend on
a condition being met"). The rules files do not define the trait words; the card's own
reminder states when it takes effect, and is read:

- "(<Trait> takes effect while <condition>.)": the condition, read by the condition reader
  ("anyone else" is "each other player");
- "(<Trait> [traits] do(es) not take effect if you went first.)": not if you went first.

The grant's shape is not read (the ability stays ``unknown``), but when the state settles the
condition false the ability does not exist: ``illegal`` naming it; unstated, the ``unknown``
names what the state does not say (``model.condition_facts``).

Its card's text naming it in an out-of-play area ("If Zo Sia is honorably dead") makes the
grant one of that card there (Reference 05, Areas: a reference to cards in an out-of-play area
overrides "only in play"): ``out_of_play_grant``."""

from __future__ import annotations

from model.cardtext.conditions import parse_condition
from model.condition_facts import condition_settled
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition
from model.state import View
from solver.timing import text_names_area

__all__ = ["out_of_play_grant", "trait_existence"]

_TRAIT = lazy_regex(r"^(?P<trait>[A-Z][a-z]+)(?: :[a-z0-9]+:)?:\s")
_TAKES = lazy_regex(r"\((?P<trait>[A-Z][a-z]+) takes effect (?:while|if) (?P<cond>[^.)]+)")
_NOT_FIRST = lazy_regex(
    r"\((?P<trait>[A-Z][a-z]+)(?: traits)? do(?:es)? not take effect if you went first\b"
)


def _trait_condition(view: View, card: str, trait: str) -> Condition | None:
    """When ``trait`` takes effect, as ``card``'s reminder says (see the module); None: it
    says nothing read."""
    d = view.definition(card)
    text = d.printed_text or ""
    for m in _TAKES.finditer(text):
        if m["trait"] == trait:
            said = m["cond"].strip().replace("anyone else", "each other player")
            cond = parse_condition(said, d.title, d.type)
            return cond if isinstance(cond, Condition) else None
    if any(m["trait"] == trait for m in _NOT_FIRST.finditer(text)):
        return Condition(none_of=(Condition(turn_order=1),))
    return None


def trait_existence(view: View, player: str, card: str, sentence: str) -> tuple[bool, str] | None:
    """For a grant ``sentence`` of ``card`` behind a keyword trait: (False, why) when the state
    settles that the trait does not take effect (the ability does not exist), (True, what the
    state does not say) when it can't settle it; None otherwise (no trait, not read, holds)."""
    m = _TRAIT.match(sentence)
    if m is None:
        return None
    cond = _trait_condition(view, card, m["trait"])
    if cond is None:
        return None
    from model.describe import condition_text

    said = f"{m['trait']} takes effect only while {condition_text(cond)}"
    settled = condition_settled(view, player, cond, {SOURCE: card})
    if settled is False:
        return False, f"{said}: it does not now, so {view.definition(card).title} lacks the ability"
    if isinstance(settled, str):
        return True, f"{said}, and {settled}"
    return None


def out_of_play_grant(view: View, card: str, sentence: str) -> bool:
    """Does the grant ``sentence`` of ``card`` (out of play) name its card in the area it is in
    ("If Zo Sia is honorably dead" in a discard pile)?"""
    return text_names_area(sentence, view.card(card).zone)
