"""A keyword its card gave itself when it entered play ("After Diro enters play, permanently
give him Samurai or Shugenja.", Kitsune Diro): a card in play with that sentence has been given
one of the keywords (Effects: "permanently" lasts while the card is in play), which one its
player chose then. The state says which in the card's ``added_keywords``; when it names none of
them, an action whose verdict rests on one of those keywords (a required target or performer
"your unbowed Samurai" with none, or a "non-Samurai" test) is ``unknown``, naming the sentence,
never ``illegal`` for a keyword the card may have (h44adv3 P20; Abilities and actions / Good
Faith Rule: never a guess)."""

from __future__ import annotations

from model.abilities import Ability
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Selector
from model.state import View
from solver.verdict import Verdict

__all__ = ["doubt_entered_keywords"]

_GIVEN = lazy_regex(
    r"^After (?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) enters play, permanently give "
    r"(?:him|her|it) (?P<kws>[A-Z][\w'-]*(?:(?:, | or |, or )[A-Z][\w'-]*)*)\.?$"
)
_JOINS = lazy_regex(r", or |, | or ")


def _given(view: View, card: str) -> tuple[str, frozenset[str]] | None:
    """(the sentence, its keywords) of ``card``'s own "After <its name> enters play,
    permanently give him A or B.", or None."""
    d = view.definition(card)
    words = set(d.title.replace("•", " ").replace(",", " ").split())
    for line in (d.printed_text or "").splitlines():
        said = " ".join(line.split())
        m = _GIVEN.fullmatch(said)
        if m is not None and set(m["who"].split()) <= words:
            return said, frozenset(k.lower() for k in _JOINS.split(m["kws"]))
    return None


def _tested(ab: Ability) -> tuple[set[str], set[str]]:
    """The keywords the ability's selectors ask a card to have, and to lack."""
    want: set[str] = set()
    lack: set[str] = set()
    for obj in nested(ab):
        if isinstance(obj, Selector):
            want |= {*obj.keyword, *obj.any_keyword, *obj.base_keyword}
            lack |= set(obj.not_keyword)
    return {k.lower() for k in want}, {k.lower() for k in lack}


def doubt_entered_keywords(view: View, card: str, verdict: Verdict) -> Verdict:
    """``verdict`` of ``card``'s printed ability, or ``unknown`` naming a card in play whose
    entering gave it a keyword the state does not name and the verdict may rest on."""
    if verdict.status not in ("legal", "illegal") or not isinstance(verdict.ability, int):
        return verdict
    ab = view.definition(card).abilities[verdict.ability]
    want, lack = _tested(ab)
    asked = want if verdict.status == "illegal" else lack
    if not asked:
        return verdict
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        got = _given(view, inst.id)
        if got is None or {k.lower() for k in inst.added_keywords} & got[1]:
            continue  # stated: ``View.keywords`` has it
        if got[1] & asked:
            title = view.definition(inst.id).title
            why = (
                f"not modelled: which keyword {title} ({inst.id}) was given when it entered play "
                f"(the state's added_keywords names none): {got[0]}"
            )
            return verdict.doubted("not_modelled", why, keep=2)
    return verdict
