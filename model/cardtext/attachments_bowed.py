"""A requirement on a target's attachments written after the target ("Bow a target card in a
unit; the card's attachments, if any, must be bowed.": Chuuna Sensei; "Bow a target enemy card;
if the target has any attachments, they must be bowed.": Confounding Departure). Abilities and
actions / B: what a target "must" be is a requirement of the targeting; bowing a card does not
bow its attachments (Reference 05, Bowed), so the target is a card none of whose attachments
is unbowed: the same as "a target card ... without unbowed attachments", read by the target
phrase reader (``target_modifiers``: ``lacks_attachment=Selector(bowed=False)``).

Read only when the clause before the semicolon is one verb and one target phrase ending there
(so the requirement can only be that target's); the rewritten sentence is read and the printed
sentence is kept as the effect's step.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cardtext.effects import ParsedEffects, sentences
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["with_bowed_attachments"]

#: "<Verb> a target <phrase>; the card's attachments, if any, must be bowed." and "...; if the
#: target has any attachments, they must be bowed."
_SENTENCE = lazy_regex(
    r"(?P<clause>(?-i:[A-Z])[a-z]+ (?:a|an) target (?P<phrase>[^;,.:\"]*?))\s*;\s*"
    r"(?:the (?:targeted )?card's attachments, if any,|if the target has any attachments, "
    r"they) must be bowed\.",
    re.IGNORECASE,
)
_UNBOWED = Selector(bowed=False)


def with_bowed_attachments(
    parse: Callable[[str], ParsedEffects],
) -> Callable[[str], ParsedEffects]:
    """``parse``, reading one such sentence of the effects text as its target "without unbowed
    attachments" (the module); unchanged when the text has none, or when the reading does not
    give exactly one target that requirement."""

    def read(text: str) -> ParsedEffects:
        parts = sentences(text)
        hits = [(i, m) for i, s in enumerate(parts) if (m := _SENTENCE.fullmatch(s))]
        if len(hits) != 1:
            return parse(text)
        at, m = hits[0]
        if re.search(r"\btarget\b", m.group("phrase"), re.IGNORECASE):
            return parse(text)
        said = f"{m.group('clause')} without unbowed attachments."
        got = parse(" ".join([*parts[:at], said, *parts[at + 1 :]]))
        if got.problem is not None:
            return parse(text)
        narrowed = [t for t in got.targets if t.select.lacks_attachment == _UNBOWED]
        before = parse(" ".join(parts[:at])) if at else ParsedEffects()
        if len(narrowed) != 1 or before.problem is not None:
            return parse(text)
        if any(t.select.lacks_attachment == _UNBOWED for t in before.targets):
            return parse(text)  # the phrase is not this sentence's alone
        steps = tuple(replace(e, step=parts[at]) if e.step == said else e for e in got.effects)
        loose = got.lenient_effects
        if loose is not None:
            loose = tuple(replace(e, step=parts[at]) if e.step == said else e for e in loose)
        return replace(got, effects=steps, lenient_effects=loose)

    return read
