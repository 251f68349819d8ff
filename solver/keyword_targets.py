"""An action unread only for an ability keyword whose rules the rules files do not give
("Tactical Limited: Target your performing unbowed Tactician to look at ...", Banish All Doubt):
illegal when the required targets and performers of the rest of its text, read whole without
the keyword, can't be chosen now.

Abilities and actions / B: explicit performers and required targets must be chosen on
announcement, and the Good Faith Rule asks that the player be able to target all required
targets. Reference 04: an ability's keywords "apply to the ability, its action, and its
effects"; whatever rules an unread keyword has, they can't supply a card its printed targeting
needs where none is (a Tactician, when no Tactician is in play). Only the weakest thing is
asked of the targets (no cost, condition or restriction: a keyword's rules might change those),
and only when the rest of the paragraph is read whole; a legal answer is never given (the
keyword's rules stay unread; h38adv2 N1)."""

from __future__ import annotations

import re

from model.abilities import Ability, TargetSpec
from model.cardtext import import_text
from model.cardtext.keyword_timing import read_paragraph
from model.cardtext.performer_to_clause import performer_to_part
from model.state import View
from solver.effects import may_not_take_any
from solver.keyword_first_sentence import first_sentence_fails
from solver.keyword_timing import unread_away, unread_bowed, unread_designator_timing
from solver.ring_source_targets import ring_source_missing
from solver.targeting import SearchTimeout, build_problems, slot_candidates, solve_any
from solver.title_targets import title_target_missing
from solver.traits_in_play import doubt_qualities, tested_qualities
from solver.unread_zone import unread_zone_refusal
from solver.verdict import Reason, ReasonCode, Verdict

__all__ = ["keyword_targets_fail", "refusal_stands", "refused_targets", "unread_refusal"]


def _without_keywords(text: str) -> str | None:
    """The paragraph ``text`` with its bold prefix's unread ability keywords left out."""
    read = read_paragraph(text)
    if read is None or read[0].problem is not None or not read[0].timing_keywords:
        return None
    head, _, _ = text.strip().partition(":")
    drop = {k.casefold() for k in read[0].timing_keywords}
    kept = " ".join(w for w in head.split(" ") if w.casefold().strip(",") not in drop)
    if not kept.strip() or re.search(r"[A-Za-z]", kept) is None:
        return None
    return kept.strip() + text.strip()[len(head) :]


def keyword_targets_fail(
    view: View, player: str, card: str, ab: Ability
) -> tuple[str, list[str]] | None:
    """Why the required targets of ``ab`` (unread only for its keyword) can't be chosen now,
    with the slot's candidates, or None."""
    if ab.timing_understood or len(ab.not_understood) != 1:
        return None
    text = ab.not_understood[0]
    if (bare := _without_keywords(text)) is None:
        return None
    d = view.definition(card)
    got = import_text(bare, title=d.title, card_type=d.type, keywords=d.keywords).paragraphs
    if len(got) != 1 or not got[0].full or got[0].ability is None:
        # h40adv4 N1: its performer alone; h41adv4 N2: its first sentence alone
        return _performer_fails(view, player, card, bare) or first_sentence_fails(
            view, player, card, bare
        )
    read = got[0].ability
    specs = [t for t in read.targets if isinstance(t, TargetSpec)]
    if len(specs) != len(read.targets) or not any(t.is_required_kind for t in specs):
        return None  # a choice between targetings, or no required one
    try:
        part = Ability(
            read.designators, keywords=read.keywords, trigger=read.trigger, targets=read.targets
        )
    except ValueError:  # pragma: no cover - as the whole reading was built
        return None
    return refused_targets(
        view, player, card, part, "read without its keyword, whose rules can't supply a card "
        "it must target"
    )  # fmt: skip


def _performer_fails(view: View, player: str, card: str, bare: str) -> tuple[str, list[str]] | None:
    """Why the required performer of ``bare`` (a paragraph read without its keyword, not read
    whole: "Battle: Target your performing unbowed Paragon to bow ...") can't be chosen, or
    None (``model.cardtext.performer_to_clause``)."""
    d = view.definition(card)

    def read(text: str) -> Ability | None:
        got = import_text(text, title=d.title, card_type=d.type, keywords=d.keywords).paragraphs
        return got[0].ability if len(got) == 1 and got[0].full else None

    part = performer_to_part(bare, read)
    if part is None:
        return None
    note = "its performer, read without its keyword, whose rules can't supply one"
    return refused_targets(view, player, card, part, note)


def refused_targets(
    view: View, player: str, card: str, part: Ability, note: str
) -> tuple[str, list[str]] | None:
    """Why the required targets of ``part`` (the part read of an action of ``card``) can't be
    chosen now ("required targeting can't be met: ... (``note``)"), with the failing slot's
    candidates; None when they can, or when the refusal may not stand (``refusal_stands``)."""
    problems = build_problems(view, player, card, part)
    try:
        result = solve_any(problems)
    except SearchTimeout:  # pragma: no cover - a few targets: never in practice
        return None
    if result.possible:
        return None
    why = f"required targeting can't be met: {result.reason} ({note})"
    if not refusal_stands(view, card, part, why):
        return None
    return why, slot_candidates(problems, result.slot)


def refusal_stands(view: View, card: str, part: Ability, why: str) -> bool:
    """Does the refusal ``why`` of the targets of ``part`` (the part read of an action of
    ``card``) stand? Not while a sentence of a card in play not read may give a card what those
    targets test ("Your Personalities with 3 or more Chi have Tactician.", Aranai Sensei): it
    keeps the doubt, as it does for the same targeting read whole (h38adv5 W1)."""
    title = view.definition(card).title
    refused = Verdict.of("illegal", card, 0, title, [Reason("target", why, (card,))])
    return doubt_qualities(view, refused, tested_qualities(part), card, part).status == "illegal"


def unread_refusal(
    view: View, player: str, card: str, ab: Ability
) -> tuple[ReasonCode, str, list[str]] | None:
    """Why an action left unread whole (its timing too) is illegal now, whatever the text not
    read says: its card out of play where nothing lets it be used (``solver.unread_zone``),
    its card bowed (``solver.keyword_timing.unread_bowed``), or, unread only for its keyword,
    its required targets with no candidate (``keyword_targets_fail``); None else."""
    if (state := _unread_state(view, player, card, ab)) is not None:
        return "timing", state, []
    if may_not_take_any(view, player, card, ab):  # h40adv2 N2: "Your Stronghold has no abilities"
        return "timing", "an ongoing effect says you may not take this action", []
    if (named := title_target_missing(view, card, ab)) is not None:  # h40adv2 N5: Doji Iza
        return "target", named[0], named[1]
    if (ring := ring_source_missing(view, player, card, ab)) is not None:  # h41adv4 N2 b5
        return "target", ring, []
    if (failed := keyword_targets_fail(view, player, card, ab)) is not None:
        return "target", failed[0], failed[1]
    return None


def _unread_state(view: View, player: str, card: str, ab: Ability) -> str | None:
    """Its card out of play where nothing lets it be used, or bowed (``unread_refusal``)."""
    if (away := unread_zone_refusal(view, player, card, ab)) is not None:  # h40adv3 N3
        return away
    if (bowed := unread_bowed(view, card, ab)) is not None:  # h28adv3 N3
        return bowed
    return unread_away(view, player, card)  # h40adv2 N6: a Spell in hand


def unread_time_refusal(view: View, player: str, card: str, ab: Ability) -> list[str]:
    """Why an action left unread whole can't be taken now by its designators
    (``unread_designator_timing``), then, its card out of play or bowed where nothing lets it
    be used (``_unread_state``): every blocker named (h45adv3: Storm-Forged Blade's "Thunder
    Battle" in the hand in the Action Phase is refused for the time and the place); [] when
    its time is not refused."""
    late = unread_designator_timing(view, player, ab)
    if late is None:
        return []
    state = _unread_state(view, player, card, ab)
    return [late] if state is None else [late, state]
