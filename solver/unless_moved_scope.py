"""A ban on other players' Strategies "unless their effects will unconditionally move or
destroy him" (Moto Gaheris • Experienced: "While Gaheris is at the current battlefield, other
players may not play Strategies during the Combat Segment unless their effects will
unconditionally move or destroy him."; Costs and restrictions / Restrictions; h37adv4 N4,
h37adv1 U3b). Its "While ..." opening is ``solver.while_here_scope``'s, its "other players"
``solver.restriction_reach``'s.

Read on the state:

- it touches no action but a Strategy's, and none outside the Combat Segment (``spares``);
- a Strategy whose effects, read in full, plainly move home or destroy one target ("Move home
  a target attacking Personality.", Block Supply Lines; Rout's "Target a unit: Move it home.";
  the pronoun of its one target beside a performer, "Choose your performing unbowed Tactician
  ... and target an enemy Personality: Move him home.", Tactical Trap, "Destroy it."; no "if"
  or "unless" in the sentence) is allowed with that target the sentence's card: a legal
  witness naming him there is spared, and another witness is tried with him there
  (``unless_moved_witness``). What the effects "will" do is read from their text alone (Effects
  / Blind cards rule, Example 2): a card in play that would stop the move ("Personalities
  cannot move to or from this battlefield.", Blanketed Forest) does not count;
- a Strategy read in full (but for its own Gold cost sentence, Courtesy) whose effects can't
  move or destroy him in any choice is barred: each effect names no move, destruction, discard,
  switch of locations or attack, once words that can't touch him are set aside (the past, "If
  he moved", "as he moves"; a plain move home or destruction of its own one target that he
  can be in no choice, "Move home a target attacking Personality." while he defends;
  attachments destroyed, he being a Personality; "Move your target Personality
  home.", he being another player's); or moves or destroys only a duel's loser (an outcome,
  not unconditional; Iaijutsu Duel, Come, Then); or speaks only of its own targets ("Switch
  their locations.", Way of Deception) while he can fill no target. Then the legal answer is
  illegal, naming the sentence;
- a Strategy whose action only puts its own card into play (a Terrain: "Put this card into play
  there.") and whose printed text names no move or destruction is barred too
  (``unless_moved_play``, for the play's doubt: ``solver.keyword_entry_ban``).

Anything else keeps the doubt."""

from __future__ import annotations

import contextvars
import re
from collections.abc import Sequence

from model.abilities import Ability, TargetSpec
from model.cards import CardType
from model.cardtext.target_words import self_words
from model.evaluate import matches_unary
from model.lazy_regex import lazy_regex
from model.state import View
from solver.announced_slots import announced_slots
from solver.attack_permission_targets import with_attack_permissions
from solver.move_to_here import to_here_words
from solver.own_cost_reduction import own_cost_sentence
from solver.verdict import Reason, Verdict

__all__ = [
    "unless_moved_bars",
    "unless_moved_play",
    "unless_moved_spares",
    "unless_moved_witness",
]

_SENTENCE = lazy_regex(
    r"^While (?P<who>[A-Z][\w'-]+|this Personality) is at the current battlefield, other "
    r"players may not play Strategies during the Combat Segment unless their effects will "
    r"unconditionally (?:move or destroy|destroy or move) (?:him|her)\.?$"
)
#: "Move home a target attacking Personality.", "Destroy a target Follower."; with the one
#: target named before the colon, its pronoun: "... and target an enemy Personality: Move him
#: home." (Tactical Trap), "Destroy it." (a performer is "your <Keyword>", never a pronoun)
_PLAIN = lazy_regex(
    r"^(?:(?:Move home|Destroy) (?:a|one) target [\w' -]+|Move (?:him|her|it) home|"
    r"Destroy (?:him|her|it))\.?$"
)
_CONDITION = lazy_regex(r"\b(?:if|unless|may|instead|while|when|after|until)\b", re.I)
#: words by which an effect may move or destroy a card
_MOVES = lazy_regex(
    r"\b(?:mov\w*|home|destroy\w*|discard\w*|sacrific\w*|kill\w*|switch\w*|locations?|"
    r"leaves?|remov\w*|return\w*|hand|decks?|dies?|fear|ranged|melee|attacks?|bring\w*|"
    r"brought|control\w*|seppuku|battlefields?|lose|loses|put\w*)\b|:fear:|:ranged:|:melee:",
    re.I,
)
#: the destruction or move of a duel's loser: an outcome of the duel
_LOSER = lazy_regex(r"^(?:Destroy the loser|Move the loser home|The loser is destroyed)\.?$", re.I)
#: words that name no move or destruction of him (the past: "If he moved, bow him."; a
#: Retreat's "... immediately before he moved.")
_PAST = lazy_regex(
    r"\b(?:(?:if|before|after|unless|when) )?(?:he|she|it|they) (?:was |were )?"
    r"(?:moved|destroyed)\b",
    re.I,
)
#: the time of its own target's move ("Bow his unit as he moves.", Block Supply Lines): no move
_AS_MOVED = lazy_regex(r"\bas (?:he|she|it|they) moves?\b", re.I)
#: the destruction or discard of attachments only ("You may target and destroy an attachment
#: in his unit.", Wrist Lock), which can't destroy a Personality
_ATTACHMENTS = lazy_regex(
    r"\b(?:destroy|discard)s? (?:(?:a|an|one|all|each|any|his|her|its|their|the|target|of)"
    r" )*(?:attachments?|Followers?|Items?|Spells?)(?: in (?:his|her|its|their) unit)?\b"
    r"(?=\s*(?:\(?if any\)?)?\s*(?:[.;]|$))",  # not "... Followers and Personalities"
    re.I,
)
#: a move of the player's own card ("Move your target Personality home.", Strategic
#: Withdrawal), which can't move another player's
_YOURS = lazy_regex(r"\bMove your (?:target )?(?:(?!and\b|or\b)[A-Za-z'-]+ )*?home\b")
_CHALLENGE = lazy_regex(r"\bchalleng|\bduel", re.I)
#: words naming cards other than the action's own targets (by pronoun)
_OTHER_CARDS = lazy_regex(
    r"\b(?:all|each|every|any|army|armies|units?|Personalit\w*|Followers?|cards?|attachments?|"
    r"Holdings?|Strongholds?|enemy|opposing|loser|winner|target\w*|this|that|[A-Z][\w-]+'s)\b",
    re.I,
)
#: its own sentence about its Gold cost only ("Courtesy: This card's ability has no Gold
#: Cost.", Confounding Departure; "This card's ability costs 1 less Gold for each unit ...",
#: ``solver.own_cost_reduction``): a cost moves or destroys no card
_NO_GOLD = lazy_regex(r"^(?:[A-Z][a-z]+: )?This card's (?:printed )?ability has no Gold Cost\.?$")
#: "Title (id): sentence", as the play's doubt shows it
_SHOWN = lazy_regex(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)
#: where the card goes or is ("Put this card into play there.", "at the current battlefield")
_ITSELF = lazy_regex(
    r"\bPut this (?:card|Terrain) into play(?: there| at the current battlefield)?\b|\bthere\b|"
    r"\b(?:at|to) (?:the current|this|that) battlefield\b",
    re.I,
)
#: the destruction of a Terrain only ("Destroy a Terrain (if able).", Blanketed Forest): a
#: Terrain is a Strategy in play at a battlefield (Reference 03, 05), never a Personality
_TERRAIN = lazy_regex(r"\bDestroy (?:a|one|a target|target) Terrain(?: \(if able\))?\.?")
#: the line of the card's action that puts it into play; its other lines are traits once in
#: play (Blind cards rule: not effects of the action)
_PUT = lazy_regex(r"\bPut this (?:card|Terrain) into play\b", re.I)
#: the player's own target moved ("move your target Personality at any location to this
#: battlefield", Walking with the Water): never another player's Personality
_YOUR_TARGET = lazy_regex(
    r"\bmove your target (?:(?!and\b|or\b)[A-Za-z'-]+ )*?Personality(?: at any location)?\b",
    re.I,
)
#: a further action taken ("Take an additional action granted by it.", Come One at a Time):
#: its effects are not read here
_ACTION = lazy_regex(r"\bactions?\b", re.I)
_RETRYING: contextvars.ContextVar[bool] = contextvars.ContextVar("unless_moved", default=False)


def _cost_only(ab: Ability) -> bool:
    """Is all text of ``ab`` not read its own sentence about its Gold cost (or none)?"""
    return all(
        _NO_GOLD.fullmatch(said.strip()) or own_cost_sentence(said) for said in ab.not_understood
    )


def _read(view: View, source: str, said: str) -> bool:
    """Is ``said`` the sentence of the module, about ``source`` itself?"""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None or not view.has(source):
        return False
    who = m["who"].lower()
    return who.startswith("this ") or who in self_words(view.definition(source).title)


def _moved_slot(ab: Ability) -> TargetSpec | None:
    """The one target ``ab`` plainly moves home or destroys (see the module), or None."""
    specs = [s for s in ab.all_target_specs() if not s.performer]
    if len(specs) != 1 or specs[0].count != 1 or specs[0].up_to:
        return None
    if not all(isinstance(t, TargetSpec) for t in ab.targets) or not _cost_only(ab):
        return None
    for e in ab.effects:
        if e.optional or e.delayed:
            continue
        if e.move is not None and e.move.to == "home" and e.move.subject in ("unit", specs[0].name):
            return specs[0]
        step = (e.step or "").strip()
        if _PLAIN.fullmatch(step) and not _CONDITION.search(step):
            return specs[0]
    return None


def unless_moved_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` of ``source`` not turn ``verdict`` of ``card``'s action ``ab``: no
    Strategy, outside the Combat Segment, or a legal witness whose plainly moved or destroyed
    target is ``source``?"""
    if not _read(view, source, said):
        return False
    if view.type_of(card) is not CardType.STRATEGY or view.state.segment != "combat":
        return True
    if verdict.status != "legal" or verdict.witness is None or ab is None:
        return False
    slot = _moved_slot(ab)
    return slot is not None and verdict.witness.targets.get(slot.name) == (source,)


def _harmless(view: View, player: str, source: str, ab: Ability) -> bool:
    """Can no choice of ``ab`` (read in full) move or destroy ``source`` (see the module)?"""
    if not ab.timing_understood or ab.creates or ab.lenient is not None:
        return False
    if not _cost_only(ab):
        return False  # text not read, but its own Gold cost (Courtesy), may move him
    if ab.player_targets:
        return False  # "Target player ...": his cards are not read here
    wide = with_attack_permissions(view, player, ab)  # "Your Fear effects may target ..."
    specs = (*ab.all_target_specs(), *wide.all_target_specs())
    fills = any(matches_unary(view, player, source, s.select) for s in specs)
    duel = any(_CHALLENGE.search(e.step or "") for e in ab.effects)
    for e in ab.effects:
        if e.step is None:
            return False  # a card brought or moved
        step = e.step.strip()
        if duel and _LOSER.fullmatch(step):
            continue
        if not fills and _PLAIN.fullmatch(step) and not _CONDITION.search(step):
            continue  # it moves or destroys its own one target, which he can be in no choice
        left = _words_left(view, player, source, step)
        if not _MOVES.search(left):
            continue
        if fills or _OTHER_CARDS.search(left):
            return False
    return True


def announced_elsewhere(
    view: View, player: str, doubting: Sequence[tuple[str, str]], ab: Ability, slot: TargetSpec
) -> bool:
    """With ``slot`` (the one target ``ab`` plainly moves home or destroys) announced as cards
    in none of the sentences' units (``solver.announced_slots``; h40adv6 N6: Rout on Moto Genki
    beside Gaheris), can the announced action's effects move or destroy none of them? Its
    other effects are read as for ``_harmless``, its moved target set aside."""
    chosen = (announced_slots() or {}).get(slot.name)
    sources = [c for c, _ in doubting]
    if (
        not chosen
        or len(chosen) != slot.count
        or any(s in view.unit(c) or c in view.unit(s) for c in chosen for s in sources)
    ):
        return False
    if not ab.timing_understood or ab.creates or ab.lenient is not None or ab.player_targets:
        return False
    for e in ab.effects:
        if e.move is not None and e.move.to == "home" and e.move.subject in ("unit", slot.name):
            continue  # the announced unit moves, none of theirs
        if e.step is None:
            return False  # a card brought or moved
        step = e.step.strip()
        if _PLAIN.fullmatch(step) and not _CONDITION.search(step):
            continue  # its own announced target moved or destroyed
        for source in sources:
            left = _words_left(view, player, source, step)
            if _MOVES.search(left) and _OTHER_CARDS.search(left):
                return False
    return True


def _words_left(view: View, player: str, source: str, step: str) -> str:
    """``step`` without its words that can't move or destroy ``source``: the past ("If he
    moved"), attachments destroyed when he is a Personality, the player's own card moved when
    he is another player's, a move to the current battlefield when he is there (see the
    module)."""
    left = _AS_MOVED.sub(" ", _PAST.sub(" ", step))
    if view.type_of(source) is CardType.PERSONALITY:
        left = _ATTACHMENTS.sub(" ", left)
    if view.card(source).controlled_by != player:
        left = _YOURS.sub(" ", left)
    if view.at_current_battlefield(source):
        left = to_here_words(left)  # a move to where he is moves nothing (h40adv3 N5)
    return left


def unless_moved_witness(
    view: View,
    free: str | None,
    verdict: Verdict,
    ab: Ability | None,
    doubting: Sequence[tuple[str, str]],
) -> Verdict | None:
    """When every sentence ``doubting`` ((card, sentence)) the legal ``verdict`` is the
    module's, with its card at the current battlefield: a legal verdict with him as the plainly
    moved target (``free``: the player, when the caller chose no target), or an illegal one
    when no choice can move or destroy him; else None."""
    if _RETRYING.get() or verdict.status != "legal" or not isinstance(verdict.ability, int):
        return None
    if ab is None:
        return None
    if not doubting or not all(_read(view, c, s) for c, s in doubting):
        return None
    inst = view.card(verdict.card)
    player = free or inst.controlled_by or inst.owner
    if not all(view.at_current_battlefield(c) for c, _ in doubting):
        return None
    slot = _moved_slot(ab)
    if free is not None and slot is not None and len(doubting) == 1:
        from solver.good_faith import check  # the whole check, every guard (a cycle at import)

        token = _RETRYING.set(True)
        try:
            pinned = {slot.name: [doubting[0][0]]}
            found = check(view, free, verdict.card, verdict.ability, targets=pinned)
        finally:
            _RETRYING.reset(token)
        if found.status == "legal":
            return found
    harmless = all(_harmless(view, player, c, ab) for c, _ in doubting)
    if harmless or (
        free is None and slot is not None and announced_elsewhere(view, player, doubting, ab, slot)
    ):
        title, said = view.definition(doubting[0][0]).title, doubting[0][1]
        how = "no choice of its effects" if harmless else "with the announced targets, no effect"
        text = (
            f"{title} ({doubting[0][0]}) forbids it ({how} unconditionally "
            f"moves or destroys him): {said}"
        )
        return Verdict.of(
            "illegal",
            verdict.card,
            verdict.ability,
            verdict.title,
            [Reason("condition", text, (verdict.card, *(c for c, _ in doubting)))],
        )
    return None


def _itself_only(view: View, card: str, ab: Ability, player: str, others: Sequence[str]) -> bool:
    """Does ``ab`` (read in full) put its own card into play, and its action's printed text
    name no move or destruction that may reach ``others`` (the sentence's cards), once its own
    card, a Terrain destroyed and ``player``'s own target moved are set aside? The card's
    other sentences are traits once in play, not effects of the action (Effects / Blind cards
    rule): "Personalities cannot move ...", Blanketed Forest; "Move all other Personalities
    there home.", Encircled Terrain."""
    if ab.not_understood or not ab.timing_understood or ab.creates or ab.player_targets:
        return False
    if ab.lenient is not None and not _itself_only(view, card, ab.lenient, player, others):
        return False
    if any(matches_unary(view, player, c, s.select) for s in ab.all_target_specs() for c in others):
        return False  # one of the sentence's cards may be a target
    brings = False
    for e in ab.effects:
        brought = e.bring_into_play
        if e.move is not None or (brought is not None and brought.attach_to is not None):
            return False
        if brought is not None:
            if brought.card != "source":
                return False
            brings = True
    text = view.definition(card).printed_text
    lines = [line for line in (text or "").splitlines() if _PUT.search(line)]
    if not brings or len(lines) != 1:
        return False
    left = _ITSELF.sub(" ", _TERRAIN.sub(" ", lines[0]))
    if all(view.card(c).controlled_by != player for c in others):
        left = _YOUR_TARGET.sub(" ", left)  # "move your target Personality ...": not his
    return not _MOVES.search(left) and not _ACTION.search(left)


def unless_moved_play(
    view: View, card: str, verdict: Verdict, could: Sequence[str]
) -> Verdict | None:
    """The legal ``verdict`` of a Strategy's action that only puts its own card into play (a
    Terrain), doubted only by the module's sentences ``could`` ("Title (id): sentence") of
    cards at the current battlefield in the Combat Segment: illegal, its effects moving or
    destroying no one; else None."""
    if verdict.status != "legal" or not isinstance(verdict.ability, int) or not could:
        return None
    if view.type_of(card) is not CardType.STRATEGY or view.state.segment != "combat":
        return None
    found = [_SHOWN.match(s) for s in could]
    doubting = [(m["id"], m["said"]) for m in found if m is not None]
    if len(doubting) != len(could) or not all(_read(view, c, s) for c, s in doubting):
        return None
    if not all(view.at_current_battlefield(c) for c, _ in doubting):
        return None
    ab = view.definition(card).abilities[verdict.ability]
    inst = view.card(card)
    if not _itself_only(view, card, ab, inst.controlled_by or inst.owner, [c for c, _ in doubting]):
        return None
    text_of = view.definition(card).printed_text or ""
    if _TERRAIN.search(text_of) and any("terrain" in view.keywords(c) for c, _ in doubting):
        return None  # a Terrain destroyed may be the sentence's own card
    title, said = view.definition(doubting[0][0]).title, doubting[0][1]
    text = (
        f"{title} ({doubting[0][0]}) forbids it (its effects put this card into play"
        f"{' and destroy a Terrain' if _TERRAIN.search(text_of) else ''}, moving or destroying "
        f"no Personality of his; its other sentences are traits once in play): {said}"
    )
    reason = Reason("condition", text, (card, *(c for c, _ in doubting)))
    return Verdict.of("illegal", card, verdict.ability, verdict.title, [reason])


def unless_moved_bars(view: View, player: str, card: str, ab: Ability) -> str | None:
    """The module's sentence, of another player's card at the current battlefield in the
    Combat Segment, that bars ``player``'s Strategy ``card`` whichever way it is played (from
    the hand, or from elsewhere by its text not read: Way of the Crab's "... this Strategy has
    Discipline :g1:."; h40adv3 N4): no choice of ``ab`` (read in full) moves or destroys him.
    "Title (id) forbids it ...: sentence", or None."""
    if view.type_of(card) is not CardType.STRATEGY or view.state.segment != "combat":
        return None
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by == player:
            continue
        for said in view.definition(inst.id).actions_unread:
            if not _read(view, inst.id, said) or not view.at_current_battlefield(inst.id):
                continue
            if _harmless(view, player, inst.id, ab):
                title = view.definition(inst.id).title
                return (
                    f"{title} ({inst.id}) forbids it (no choice of its effects unconditionally "
                    f"moves or destroys him): {said}"
                )
    return None
