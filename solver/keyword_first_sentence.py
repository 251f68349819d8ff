"""The required targets of the first sentence of an action unread for its ability keyword, when
the rest of its text, read without the keyword, is not read whole: "Kiho Water Battle: Target
your unbowed Monk or Shugenja and give one or two target enemy Followers or Personalities -2F.
Bow each enemy target that now has 0 Force." (Strength of the Torrent; h41adv4 N2 b2).

Abilities and actions / B: required targets are chosen on announcement, and the Good Faith
Rule asks that they can be; a later sentence of the effects can't supply a card the first one
must target, unless a word of it may widen, replace or excuse that target
(``model.cardtext.partial_targets._WIDENS``: "instead", "if", "may", ...). The first sentence is
read whole as the action's own effects (no constraints block, no such word in it; its "or"s
only between two capitalised nouns, "Monk or Shugenja", or in "one or two"); its targets are
asked the weakest thing (``solver.keyword_targets.refused_targets``), never a legal answer."""

from __future__ import annotations

from model.abilities import Ability, TargetSpec
from model.cardtext import import_text
from model.cardtext.keyword_timing import read_paragraph
from model.cardtext.partial_targets import _WIDENS, _sentences
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["first_sentence_fails"]

_OR = lazy_regex(r"\bor\b")
_NOUN_OR = lazy_regex(r"\b(?:[A-Z][\w-]*|one) or (?:[A-Z]|two\b)")


def first_sentence_fails(
    view: View, player: str, card: str, bare: str
) -> tuple[str, list[str]] | None:
    """Why the required targets of the first sentence of ``bare`` (a paragraph read without
    its keyword, not read whole) can't be chosen now, with the slot's candidates, or None."""
    from solver.keyword_targets import refused_targets  # (imports this module)

    read = read_paragraph(bare)
    if read is None or read[0].problem is not None or not read[0].designators:
        return None
    prefix, body = read
    said = _sentences(body)
    if len(said) < 2 or ":" in body or '"' in body:
        return None
    first, rest = said[0], said[1:]
    if _WIDENS.search(first) or any(_WIDENS.search(s) for s in rest):
        return None
    if len(_OR.findall(first)) != len(_NOUN_OR.findall(first)):
        return None
    d = view.definition(card)
    head = "/".join(x.value.title() for x in prefix.designators)
    got = import_text(f"{head}: {first}", title=d.title, card_type=d.type, keywords=d.keywords)
    if len(got.paragraphs) != 1 or not got.paragraphs[0].full:
        return None
    ability = got.paragraphs[0].ability
    if ability is None or ability.lenient is not None:
        return None
    specs = [t for t in ability.targets if isinstance(t, TargetSpec)]
    if len(specs) != len(ability.targets) or not any(t.is_required_kind for t in specs):
        return None
    try:
        part = Ability(prefix.designators, targets=ability.targets)
    except ValueError:  # pragma: no cover - as the reading was built
        return None
    note = (
        "its first sentence, read without its keyword, whose rules can't supply a card it "
        "must target"
    )
    return refused_targets(view, player, card, part, note)
