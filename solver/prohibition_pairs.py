"""Several prohibitions on one play or action (h39adv3 N2: Moto Gaheris • Experienced's "While
Gaheris is at the current battlefield, other players may not play Strategies during the Combat
Segment unless ..." with Jahan's "While Jahan is at the current battlefield, other players may
not play Terrains.").

"May not" prevents a choice (Effects / "May not"), and only a permission ("can", "may")
overrides a restriction, never one from a card source unless it says so (Costs and
restrictions / Permissions). So when one sentence read in full settles the play or action
illegal, a second sentence that is itself a prohibition on players' choices can only forbid
more: the answer stays illegal, naming the first. A sentence is such a prohibition
(``only_forbids``) when it is one sentence whose subject is players or actions and whose verb
is "may not" / "cannot" (an opening "While/If/During ..., " and a closing "unless ...",
"while ...", "during ..." only narrow it), with no permission, no "instead", "ignoring",
"even if", "as if" or "treat" anywhere in it. Any other sentence keeps the doubt."""

from __future__ import annotations

from collections.abc import Sequence

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View
from solver.others_play_ban import others_play_banned
from solver.unless_moved_scope import unless_moved_witness
from solver.verdict import Reason, Verdict

__all__ = ["only_forbids", "settled_by_one"]

_OPENING = r"(?:(?:While|If|During) [^,;]+, )?"
_PLAYERS = (
    r"(?:[Oo]ther players|[Ee]ach other player|[Yy]our opponents?|[Yy]ou|[Ee]ach player|"
    r"[Pp]layers|[Dd]efending players|[Aa]ttacking players|[Tt]he (?:Attacker|Defender)"
    r"(?: and (?:attacking|defending) allies)?)"
)
#: "Other players' Political actions", "Actions performed by Personalities who were ...":
#: actions, however qualified (no comma, no "may" or "can" before the verb)
_ACTIONS = r"(?:(?:[A-Z][\w']*\s)*(?:[Oo]ther players'|[Yy]our)?\s?(?:[\w-]+ )*[Aa]ctions\b" + (
    r"(?:(?!\b(?:may|can|cannot)\b)[^,;.])*)"
)
_PROHIBITION = lazy_regex(
    rf"^{_OPENING}(?:{_PLAYERS}|{_ACTIONS}) (?:may not|cannot|can not) [^;]+?\.?$"
)
#: words by which a sentence may allow something, or do more than forbid
_MORE = lazy_regex(
    r"\b(?:may|can)\b(?! not)|\binstead\b|\bignor\w*|\beven if\b|\bas if\b|\btreat\w*|\.\s+\S",
)


def only_forbids(said: str) -> bool:
    """Is ``said`` one sentence that can only forbid players' choices (see the module)?"""
    text = said.strip()
    return _PROHIBITION.fullmatch(text) is not None and _MORE.search(text) is None


def _settles(view: View, verdict: Verdict, ab: Ability, source: str, said: str) -> Verdict | None:
    """The illegal answer the one sentence ``said`` of ``source`` settles for the legal
    ``verdict`` (Gaheris's "unless ... unconditionally move or destroy him" with no choice
    moving or destroying him: ``solver.unless_moved_scope``; Jahan's or Kurako's ban on
    playing a keyword: ``solver.others_play_ban``), or None."""
    moved = unless_moved_witness(view, None, verdict, ab, [(source, said)])
    if moved is not None and moved.status == "illegal":
        return moved
    inst = view.card(verdict.card)
    player = inst.controlled_by or inst.owner
    if not others_play_banned(view, source, said, verdict.card, player, verdict):
        return None
    shown = f"{view.definition(source).title} ({source}): {said}"
    why = Reason("entering", f"you may not play it: {shown}", (verdict.card, source))
    return Verdict.of(
        "illegal", verdict.card, verdict.ability, verdict.title, [why], None, verdict.designator
    )


def settled_by_one(
    view: View, verdict: Verdict, ab: Ability | None, doubting: Sequence[tuple[str, str]]
) -> Verdict | None:
    """When every sentence ``doubting`` ((card, sentence)) the legal ``verdict`` is a
    prohibition (``only_forbids``) and one of them settles it illegal alone: that illegal
    answer (a second prohibition can't allow it); else None."""
    if verdict.status != "legal" or ab is None or len(doubting) < 2:
        return None
    if not all(only_forbids(said) for _, said in doubting):
        return None
    for source, said in doubting:
        if (found := _settles(view, verdict, ab, source, said)) is not None:
            return found
    return None
