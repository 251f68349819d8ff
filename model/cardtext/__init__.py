"""The card text importer (issue 13): printed text into the ability language, fail-closed.

Every printed action (a paragraph with a bold designator prefix, ``split``) is imported at three
levels, each claimed only when every clause it needs was consumed by the grammar:

- ``timing``: designators, action keywords, a printed usage limit, a Reaction's or Interrupt's
  trigger (``timing``). An action keyword whose timing the rules files do not define (Tireless,
  Absent, ...) or words that may change timing ("even if", "as if", "from your hand") leave
  it unclaimed.
- ``costs``: every cost clause before the effects (``costs``, icon costs of the prefix).
- ``full``: costs, required targets and the effects legality needs (``effects``); nothing left.

An action claimed ``full`` becomes an ``Ability``; any other is an ``Ability`` carrying
``not_understood`` (the text), answered ``unknown`` by the solver ("not modelled: ...") — or
``illegal`` when its understood timing already fails. Traits (paragraphs without a designator)
are listed with status ``trait`` and not modelled; reminder text in parentheses is ignored.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import replace

from model.abilities import (
    INTERRUPT_TO_AN_ACTION,
    Ability,
    Block,
    Cost,
    Designator,
    PlayerTarget,
    TargetSpec,
    UsageLimit,
)
from model.cardtext.action_keyword_sentence import said_keyword
from model.cardtext.active_player import his_is_active, own_and_control
from model.cardtext.conditions import named_card, parse_condition
from model.cardtext.constraint_clauses import constraint_clauses, there_named
from model.cardtext.constraint_counts import effects_count_alternative, join_count_alternatives
from model.cardtext.costs import parse_cost
from model.cardtext.costs_forms import cost_forms, if_before_cost, join_gold_addends
from model.cardtext.costs_named import (
    condition_names,
    conditional,
    gold_of_target,
    itself_again,
    itself_named,
    join_condition_lists,
    named_before,
    share_objects,
    token_cost,
    token_count,
    token_holder,
    token_words,
    two_antecedents,
    verb_alternatives,
)
from model.cardtext.costs_piles import any_pile_readings, removable
from model.cardtext.created import created_cards, narrowed_to_personalities, trigger_yours
from model.cardtext.effects import QUOTED, ParsedEffects, parse_effects
from model.cardtext.effects_again import shut_by_title
from model.cardtext.going_second import read_going_second, with_going_second
from model.cardtext.his_places import his_place_phrases
from model.cardtext.imported import CardImport, ImportedAbility, Level
from model.cardtext.open_battle_if import open_battle_opening
from model.cardtext.optional_others import optional_others
from model.cardtext.optional_tail import considered_ranged
from model.cardtext.others_targeting import names_targeting
from model.cardtext.own_traits_entering import entering_own
from model.cardtext.own_traits_others import read_own_traits_of
from model.cardtext.partial_ability import unread_ability as _unknown
from model.cardtext.partial_targets import read_targets
from model.cardtext.players import constraint_player
from model.cardtext.restriction_pronouns import pronoun_condition, trigger_names_no_card
from model.cardtext.self_pronouns import opposing_itself
from model.cardtext.split import Printed, is_reminder, split_printed
from model.cardtext.target_references import HIS, cards_before
from model.cardtext.target_slot import phrase_target
from model.cardtext.targets import find_phrases
from model.cardtext.targets_variable import any_number_more, extra_targets, one_or_more
from model.cardtext.terrains import engage_unread, read_as_battle
from model.cardtext.timing import (
    TRAIT_PREFIXES,
    Prefix,
    given_reminder_out,
    mentions_limit,
    parse_prefix,
    printed_limit,
    timing_words,
)
from model.cardtext.trigger_host import trigger_host, trigger_target
from model.cardtext.trigger_targets import trigger_choice
from model.cardtext.triggers import read_trigger
from model.cardtext.usable import (
    cut_short,
    enters_itself,
    may_enter_itself,
    names_source,
    out_of_play,
    split_trigger,
)
from model.cardtext.used_from import names_itself_first, read_used_from
from model.cardtext.your_named import in_own_unit, own_performer, resolve_yours
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Condition, Controller, parse_where
from model.zones import UsedFrom

__all__ = ["CardImport", "ImportedAbility", "Level", "import_text"]

_ICON = lazy_regex(r":[a-z0-9*]+:")
#: "during" before the effects ("Once or twice during your first turn", a trigger "during the
#: Combat Segment") may change when the action can be used; in the effects, or opening a clause
#: "During your next ..." (a delayed effect's time, never now), it is an effect's ("During your
#: next normal Attack Phase, create ..."). "from your hand" is not a timing word: it is read
#: (or refused) by the cost and effect grammars, and a card not in play has no usable ability
#: (Abilities and actions) unless a rule of its own says so.
_DURING = lazy_regex(r"(?<=.)\bduring\b|^\s*during\b(?! your next\b)", re.IGNORECASE)
_TRIGGER = lazy_regex(r"^(after|before|when|whenever|at the (?:start|end))\b", re.IGNORECASE)
#: "If <condition>, after <trigger>" (one restriction, no comma inside it)
_IF_THEN_TRIGGER = lazy_regex(
    r"^\s*(?P<cond>if\b[^,]+),\s*(?P<trigger>(?:after|before|when|whenever)\b.*)$", re.IGNORECASE
)
_ONCE_PER_TURN = UsageLimit()
_PRODUCE = lazy_regex(r"^\s*produce\b", re.IGNORECASE)
_EVEN_IF = lazy_regex(
    r"^\s*(?:and )?even if (?:(?P<who>[^,:]+?) is (?P<what>bowed|not at the current "
    r"battlefield|at home)|(?P<none>you control no units (?:at the current battlefield|there)))"
    r"\s*(?:[,:]\s*|(?=and even if))",
    re.IGNORECASE,
)


def import_text(
    text: str | list[str],
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """Import a card's printed text (HTML-ish, as the Oracle export and set files write it)."""
    out: list[ImportedAbility] = []
    reminders: list[str] = []
    for para in split_printed(text):
        if para.prefix is None:
            if not is_reminder(para):
                out.append(ImportedAbility(para.text, "trait", None, para.text))
            else:
                reminders.append(para.text)
            continue
        out.append(_action(said_keyword(para), title, card_type, keywords))
    traits = [p.text for p in out if p.level == "trait"]
    own = read_own_traits_of(traits, title, card_type)  # (own_traits, own_traits_others)
    out = list(shut_by_title(out, title))  # "You may not use abilities on any <it> again ..."
    second = read_going_second(reminders)  # "(When going second, ...)": not a reminder
    return CardImport(
        title,
        tuple(
            p if p.ability is None else replace(p, ability=with_going_second(p.ability, second))
            for p in (p.with_own_traits(entering_own(own, p, card_type, traits)) for p in out)
        ),
    )


#: The printed reminder text of the ability keywords read from it (``model.cardtext.timing``).
_KEYWORD_REMINDERS = {
    "tireless": r"(?:Tireless actions (?:may|can) be taken (?:even )?while bowed|"
    r"You may use Tireless abilities even if bowed)",
    "absent": r"Absent actions (?:may|can) be taken without presence",
    "home": r"Home actions (?:may|can) be (?:taken|used) from home",
    "repeatable": r"Repeatable actions may be (?:used|taken) any number of times per turn",
    "unstoppable": r"Other players cannot Interrupt Unstoppable actions",
}


#: Reminder text of a keyword the effects give ("Give him Elite (Elite cards contribute Force
#: even if bowed)", "Resilient (Once per game per card, a Resilient card does not die ...)"):
#: it restates the keyword's rule (Reference 03: reminder text "carries no rules implications").
_GRANTED_REMINDER = lazy_regex(
    r"\b(?P<kw>[A-Z][a-z]+)\b(?P<between>[^().:]{0,40}?\.?)\s*\(\s*(?:Once per game per card, )?"
    r"(?:an? )?(?P=kw) (?:cards?|Personalit(?:y|ies)|actions?|abilities)\b[^()]*\)"
)


#: A reminder sentence of its own ("... • Resilient Personality. (Once per game per card, a
#: Resilient card does not die in battle resolution.)"): the keyword named again at its start.
_DETACHED_REMINDER = lazy_regex(
    r"\s*\(\s*(?:Once per game per card, )?(?:an? )?(?P<kw>[A-Z][a-z]+) "
    r"(?:cards?|Personalit(?:y|ies))\b[^()]*\)"
)


def _strip_granted_reminders(body: str) -> str:
    """Remove the reminder text in parentheses right after a keyword the effects name, or as a
    sentence of its own after it (the keyword named earlier in the text, outside quotes)."""
    body = _GRANTED_REMINDER.sub(lambda m: m.group("kw") + m.group("between"), body)

    def detached(m: re.Match[str]) -> str:
        before = QUOTED.sub("", body[: m.start()])
        named = re.search(rf"\b{m.group('kw')}\b", before) is not None
        return "" if named and body[: m.start()].rstrip().endswith((".", '."')) else m.group(0)

    return _DETACHED_REMINDER.sub(detached, body)


def _strip_keyword_reminders(body: str, keywords: tuple[str, ...]) -> str:
    """Remove the reminder text, in parentheses, of the action's own keywords (it restates
    what the keyword does; a reminder of a keyword the action lacks stays and is read)."""
    known = [_KEYWORD_REMINDERS[k] for k in keywords if k in _KEYWORD_REMINDERS]
    if not known:
        return given_reminder_out(body)  # (and of a keyword its effects give)
    sentence = "(?:" + "|".join(known) + r")\.?"
    pattern = re.compile(rf"\s*\(\s*{sentence}(?:\s+{sentence})*\s*\)", re.IGNORECASE)
    # "(Other players cannot Interrupt Unstoppable actions. Bow a target ...)": the keyword's
    # reminder opening another reminder's parenthesis (In Defense): the rest stays
    opening = re.compile(rf"\(\s*{sentence}(?:\s+{sentence})*\s+(?=[A-Z])", re.IGNORECASE)
    return given_reminder_out(opening.sub("(", pattern.sub("", body)).strip())


def _action(
    para: Printed, title: str, card_type: CardType, keywords: tuple[str, ...] = ()
) -> ImportedAbility:
    prefix = parse_prefix(para.prefix or "")
    body = para.body
    if not prefix.designators and prefix.costs and _PRODUCE.match(body):
        return ImportedAbility(para.text, "production", None, "Gold production (model.oracle)")
    if prefix.gap in TRAIT_PREFIXES:
        return ImportedAbility(para.text, "trait", None, f"a trait: {prefix.problem}")
    if prefix.problem is not None:
        return _unknown(para, "none", f"not understood: {prefix.problem}", prefix.gap)
    limit = UsageLimit()
    if (found := printed_limit(body, prefix.designators)) is not None:
        limit, body = found
        if prefix.repeatable:
            why = "a Repeatable action with a printed usage limit"
            return _unknown(para, "none", why, "usage limit in the text")
    elif prefix.repeatable:
        limit = UsageLimit(times=None)  # "any number of times per turn" (its reminder text)
    body = _strip_granted_reminders(_strip_keyword_reminders(body, prefix.keywords))
    if prefix.timing_keywords:
        word = prefix.timing_keywords[0]
        why = f"the keyword {word!r} (its rules are not in the rules files)"
        return _unknown(para, "none", why, f"keyword {word}")
    if mentions_limit(body):
        return _unknown(para, "none", "a usage limit inside the text", "usage limit in the text")
    when_bowed = prefix.tireless  # "Tireless actions may be taken even while bowed"
    there = False  # "there" names the current battlefield (named by an "even if" before it)
    named_itself = False  # "Even if Kusugi is not at the current battlefield, bow him"
    while (m := _EVEN_IF.match(body)) is not None:
        who = (m.group("who") or "").lower()
        if who and who != "this unit" and named_card(who, title, card_type) != "source":
            break
        named_itself = named_itself or (bool(who) and who != "this unit")
        if (m.group("what") or "").lower() == "bowed":
            if who == "this unit":
                break
            # "Even if this card is bowed:": a permission that overrides "abilities on a
            # bowed card may not be used" (Abilities and actions; Costs and restrictions:
            # permissions override restrictions in the rules)
            when_bowed = True
        # "Even if Munefusa is not at the current battlefield", "even if you control no units
        # at the current battlefield": permissions lifting requirements of presence the rules
        # files never state and the checks do not apply (as Absent and Home do)
        there = "current battlefield" in m.group(0).lower()
        body = body[m.end() :]
    itself_first = names_itself_first(body, title)  # "If this card is in ..., remove it ..."
    used_from, body, in_area, opening = read_used_from(body, title)  # "If this card is in ..."
    icons: dict[str, str] = {}

    def protect(m: re.Match[str]) -> str:
        key = f"\x00{len(icons)}\x00"
        icons[key] = m.group(0)
        return key

    # icons and quoted text ('the ability, "Battle: Fear 3."') hold colons, not block ends
    blocks = [b.strip() for b in _ICON.sub(protect, QUOTED.sub(protect, body)).split(":")]
    for key, icon in icons.items():
        blocks = [b.replace(key, icon) for b in blocks]
    # a leading clause of the effects ("Once or twice during your first turn (only), ...")
    lead = blocks[-1].split(",", 1)[0] if "," in blocks[-1].split(".", 1)[0] else ""
    before_effects = [*blocks[:-1], lead]
    if (words := timing_words(blocks, title, card_type)) is not None:
        why = f"{words!r}, which may change when it can be used"
        return _unknown(para, "none", why, f"timing words {words.lower()!r}")
    reacts = bool(set(prefix.designators) & {Designator.REACTION, Designator.INTERRUPT})
    if reacts and _TRIGGER.match(blocks[0]):
        # a trigger is kept whole, its words matched whole ("After an action resolves during
        # which Kenta won a duel"): 'during' in it changes nothing read here
        head, tail = split_trigger(blocks[0])
        before_effects[0] = tail if len(blocks) > 1 else ""
    if any(_DURING.search(b) for b in before_effects):
        why = "'during' before the effects, which may change when it can be used"
        return _unknown(para, "none", why, "timing words 'during'")
    first_sentence = re.split(r"(?<=[.!])\s", blocks[-1], maxsplit=1)[0]
    trigger_head = ""  # "After another player's action destroys Tabarou"
    if reacts and _TRIGGER.match(blocks[0]):
        trigger_head = split_trigger(blocks[0])[0]
    if len(blocks) == 1 and reacts and _TRIGGER.match(first_sentence):
        first_sentence = split_trigger(first_sentence)[1]  # "After X, <effects>"
    if re.match(r"^\s*(?:after|before|until|when)\b", first_sentence, re.IGNORECASE):
        first_sentence = ""  # a delayed effect ("After this action ends (and this card is ...")
    constraints = before_effects[:-1]  # (the last: the effects' lead, in their first sentence)
    said = " : ".join([*constraints, first_sentence])
    # ("After ..., if its effects destroyed Yamadera": what the trigger's clauses say happened)
    after = " : ".join([trigger_head, *constraints]) if trigger_head else ""
    if (m := out_of_play(said, title, after)) is not None:
        # Reference 05, Areas: a reference to the card in an out-of-play area overrides "abilities
        # on them may not be used"; where it may then be used is not modelled
        why = f"{m.group(0)!r}: the card used from out of play"
        return _unknown(para, "none", why, "used from out of play")
    trigger = None
    restriction: list[str] = []
    if prefix.designators == (Designator.REACTION,) and (m := _IF_THEN_TRIGGER.match(blocks[0])):
        # "Reaction: If this card is at the current battlefield, after a Ranged Attack is
        # targeted: ...": a restriction, then the trigger (not an Interrupt's: it is played to
        # an action, its "If the action is yours, after it resolves" a delayed effect's timing,
        # Reference 05, Areas)
        restriction, blocks = [m.group("cond")], [m.group("trigger"), *blocks[1:]]
    if set(prefix.designators) & {Designator.REACTION, Designator.INTERRUPT}:
        if len(blocks) == 1 and _TRIGGER.match(blocks[0]) and "," in blocks[0]:
            # "Interrupt: After you Recruit Korimi, draw a card.": the trigger, then the
            # effects, in one block (no constraints: nothing between two colons)
            head, tail = split_trigger(blocks[0])
            blocks = [head.strip(), tail.strip()]
            if not tail.strip():
                return _unknown(para, "none", "its trigger", "trigger")
        elif prefix.designators == (Designator.INTERRUPT,) and not any(
            _TRIGGER.match(b) for b in blocks
        ):
            # no trigger printed: an Interrupt is played to an action (INTERRUPT_TO_AN_ACTION)
            blocks = [INTERRUPT_TO_AN_ACTION, *blocks]
        elif len(blocks) < 2 or not _TRIGGER.match(blocks[0]):
            return _unknown(para, "none", "its trigger", "trigger")
        trigger, blocks = blocks[0], blocks[1:]
        if "," in trigger and trigger != INTERRUPT_TO_AN_ACTION:
            # "After X, bow this card: ..." - the clauses after the trigger are constraints
            head, tail = split_trigger(trigger)
            if tail:
                trigger, blocks = head.strip(), [tail.strip(), *blocks]
        blocks = [*restriction, *blocks]
    if trigger is not None and cut_short(trigger):
        return _unknown(para, "none", f"its trigger {trigger!r}, cut short", "trigger")
    costs: list[Cost] = list(prefix.costs)  # kept by an ability read to its costs (N1)
    timing = {
        "designators": prefix.designators,
        "keywords": prefix.keywords,
        "trigger": trigger,
        "limit": limit,
        "costs": costs,
    }
    constraint_targets: list[TargetSpec] = trigger_target(trigger)  # "your target Personality"
    performs = "performing" in body.lower()
    # "with lower Force": than the card itself (a Personality nobody else performs for), or
    # than the one performer a non-Personality's action names ("Choose your performing Samurai
    # and target an enemy Personality with lower Force"); checked below to exist
    lower = "source" if card_type is CardType.PERSONALITY and not performs else None
    if performs and card_type is not CardType.PERSONALITY and body.lower().count("performing") == 1:
        lower = "performer"
    conditions: list[Condition] = [in_area] if in_area is not None else []
    constraint_players: list[PlayerTarget] = []
    governing = ""
    # the one card named last: a pronoun's antecedent (the card itself, when an "even if"
    # before the constraints named it and no trigger names other cards)
    last = itself_named(card_type) if (named_itself or itself_first) and trigger is None else None
    if named_itself and trigger is not None and trigger_names_no_card(trigger, title):
        last = itself_named(card_type)  # "Even if Ayumu is bowed, after you announce ..."
    if last is None and trigger is not None and card_type is CardType.PERSONALITY:
        event = read_trigger(trigger, title, card_type)
        if event is not None and event.itself:
            # "After another player's Battle action targets Sawaki, destroy him": the trigger
            # names the card itself and no other card (an action is none), so "him" is it
            last = (SOURCE, True)
    for block in blocks[:-1]:
        # clauses: "Bow your Stronghold; you may also pay 4 Gold" (Optional costs' example)
        pieces = re.split(r"([,;]\s*(?:and\s+)?|\s+and\s+)", block)
        parts = share_objects(join_gold_addends(join_condition_lists(constraint_clauses(pieces))))
        parts = if_before_cost(join_count_alternatives(parts))  # "Target X, or one or two Xs if"
        earlier_parts: list[str] = []  # the clauses of this block before this one
        for part in parts:
            # "choose your performing Scout at the current battlefield and target a card in a
            # unit there": the one place named before
            part = there_named(part, earlier_parts, trigger, there)
            earlier_parts.append(part)
            # "If it is another player's turn, target one of his Personalities": the active's
            if not constraint_targets:  # no card chosen before: whom "his", "her" name
                part = opposing_itself(his_is_active(governing, part), card_type)
            part = own_and_control(part)  # "a performing Personality you own and control"
            part = own_performer(part, title, card_type)  # "Bow Misaki's performing Follower"
            if re.match(r"^\s*if\b", part, re.IGNORECASE):
                text = re.sub(r"^\s*if\s+", "", part, flags=re.IGNORECASE)
                if there:  # "if any enemy units are there"
                    text = re.sub(r"\s+there\s*$", " at the current battlefield", text)
                cond = parse_condition(text, title, card_type)
                if isinstance(cond, str) and last is not None:
                    # "if he is at the current battlefield": the one card named before
                    cond = pronoun_condition(text, last[0], title) or cond
                if isinstance(cond, str):
                    why = f"not understood: the restriction {part.strip()!r} ({cond})"
                    return _unknown(para, "timing", why, "condition", **timing)  # type: ignore[arg-type]
                conditions.append(cond)
                governing = text
                last = condition_names(cond, card_type)  # "If this Shugenja is unbowed, bow him"
                continue
            seat = constraint_player(part, len(constraint_players) + 1)
            if seat is not None:  # "Target another player with 30 or more Family Honor:"
                if isinstance(seat, str):
                    why = f"not understood: the cost {block!r} ({seat})"
                    return _unknown(para, "timing", why, "cost", **timing)  # type: ignore[arg-type]
                constraint_players.append(seat)
                continue
            number = len(constraint_targets) + 1
            before = tuple(t.name for t in constraint_targets)
            earlier = tuple(constraint_targets)
            got = _constraint(part, title, number, lower, card_type, last, before, earlier)
            if isinstance(got, str):
                why = f"not understood: the cost {block!r} ({got})"
                return _unknown(para, "timing", why, "cost", **timing)  # type: ignore[arg-type]
            cost, found_targets = got
            ambiguous = found_targets and two_antecedents(part, title, card_type)
            last = None if ambiguous else _named(cost, found_targets, card_type)
            constraint_targets.extend(found_targets)
            if cost is not None:
                costs.append(cost)
    if (counted := effects_count_alternative(blocks[-1])) is not None:
        why = f"not understood: {counted} in {blocks[-1]!r}"
        return _unknown(para, "costs", why, "effects: target count", **timing)  # type: ignore[arg-type]

    def effects_of(text: str) -> ParsedEffects:
        return parse_effects(
            text,
            title,
            first=len(constraint_targets) + 1,
            lower=lower,
            card_type=card_type,
            card_keywords=keywords,
            pronoun=constraint_targets[0].name if len(constraint_targets) == 1 else None,
            pronoun_yours=len(constraint_targets) == 1
            and constraint_targets[0].select.controller is Controller.YOU,
            pronoun_spec=constraint_targets[0] if len(constraint_targets) == 1 else None,
            trigger_targets=names_targeting(trigger),
            in_battle=read_as_battle(prefix.designators),
            performers=sum(1 for t in constraint_targets if t.performer),
            triggered=trigger is not None,
            constraint=tuple(constraint_targets),
            players_named=bool(constraint_players),
            trigger_yours=trigger is not None and trigger_yours(trigger, title, card_type),
            trigger_host=trigger_host(trigger, title, card_type),
        )

    effects = optional_others(effects_of, blocks[-1])  # "You may target ..." not read
    if effects.problem is not None:
        why = f"not understood: {effects.problem}"
        read = read_targets(blocks[-1], effects_of, constraint_targets)  # the part read
        return _unknown(para, "costs", why, f"effects: {effects.gap}", **timing, read=read)  # type: ignore[arg-type]
    constraint_targets = narrowed_to_personalities(  # "attach it to him"; "Yushiro duels him"
        constraint_targets, effects.narrowed, effects.apart
    )
    if constraint_players:  # the players targeted in the constraints block come first
        later = [
            replace(pt, name=f"player{len(constraint_players) + i}")
            for i, pt in enumerate(effects.player_targets, start=1)
        ]
        effects = replace(effects, player_targets=(*constraint_players, *later))
    names = {t.name for t in (*constraint_targets, *effects.targets)}
    for t in (*constraint_targets, *effects.targets):
        for text in t.where:
            unbound = parse_where(text).references() - names - {SOURCE, BEARER}
            if unbound:
                why = f"not understood: a comparison with {sorted(unbound)[0]!r}, not a target"
                return _unknown(para, "costs", why, "comparison", **timing)  # type: ignore[arg-type]
    try:
        ability = _ability(
            prefix,
            trigger,
            limit,
            when_bowed,
            constraint_targets,
            costs,
            conditions,
            effects,
            title,
            card_type,
            (used_from, opening),
        )
    except ValueError as exc:  # an import the language refuses is not claimed (fail-closed)
        why = f"not understood: {exc}"
        return _unknown(para, "costs", why, "invalid import", **timing)  # type: ignore[arg-type]
    if prefix.designators == (Designator.INTERRUPT,) and enters_itself(trigger, title, card_type):
        if any(names_source(dataclasses.astuple(c)) for c in ability.costs):
            # "may be delayed until after the card enters play" (Reference 04, Costs): a cost
            # paid with the card after it enters is not modelled
            why = "not understood: a cost paid with the card after it enters play"
            return _unknown(para, "costs", why, "cost after entering play", **timing)  # type: ignore[arg-type]
        lenient = ability.lenient and replace(ability.lenient, while_entering=True)
        ability = replace(ability, while_entering=True, lenient=lenient)
    if prefix.designators == (Designator.INTERRUPT,) and may_enter_itself(
        trigger, title, card_type, keywords
    ):
        # usable in play for other cards and out of play for its own Recruit: which one the
        # state's pending Recruit is, and a cost paid after it enters, are not modelled
        why = "not understood: an Interrupt to Recruits of a class its own card is in"
        return _unknown(para, "costs", why, "own Recruit in a class", **timing)  # type: ignore[arg-type]
    if creates := created_cards(blocks[-1]):  # cards created enter play (Reference 03)
        lenient = ability.lenient and replace(ability.lenient, creates=creates)
        ability = replace(ability, creates=creates, lenient=lenient)
    if (chosen := trigger_choice(trigger)) is not None:  # "After a target Shugenja attaches"
        return _unknown(para, "costs", chosen, "a target in the trigger", **timing)  # type: ignore[arg-type]
    return considered_ranged(para.text, engage_unread(ability, keywords))


def _ability(
    prefix: Prefix,
    trigger: str | None,
    limit: UsageLimit,
    when_bowed: bool,
    constraint_targets: list[TargetSpec],
    costs: list[Cost],
    conditions: list[Condition],
    effects: ParsedEffects,
    title: str = "",
    card_type: CardType | None = None,
    used_from: tuple[UsedFrom | None, bool] = (None, False),
) -> Ability:
    """The claimed ability, with its lenient reading when the text has two; its trigger also
    read as an event where it can be (model.cardtext.triggers)."""
    strict = Ability(
        designators=prefix.designators,
        keywords=prefix.keywords,
        trigger=trigger,
        trigger_event=None if trigger is None else read_trigger(trigger, title, card_type),
        limit=limit,
        usable_when_bowed=when_bowed,
        used_from=used_from[0],
        used_from_opening=used_from[1],  # "Limited: If Wattu is face-up in ...": two readings
        targets=(*constraint_targets, *effects.targets),
        player_targets=effects.player_targets,
        costs=tuple(costs),
        effects=effects.effects,
        # the strict reading of an opening "If": a restriction
        condition=_all([*conditions, *([effects.opening] if effects.opening else [])]),
    )
    if effects.lenient_targets is None:
        return any_pile_readings(strict)  # "Remove a target ... in any player's discard pile"
    lenient = replace(
        strict,
        targets=(*constraint_targets, *effects.lenient_targets),
        condition=_all(conditions),
        effects=effects.effects if effects.lenient_effects is None else effects.lenient_effects,
    )
    both = any_pile_readings(replace(strict, lenient=lenient, lenient_note=effects.lenient_note))
    return open_battle_opening(both)  # "If it is a Combat Segment" on a Battle/Open action


def _all(conditions: list[Condition]) -> Condition | None:
    """Every restriction together (None: no restriction)."""
    if not conditions:
        return None
    return conditions[0] if len(conditions) == 1 else Condition(all_of=tuple(conditions))


_COST_VERBS = {
    "bow": "bow",
    "destroy": "destroy",
    "discard": "discard",
    "dishonor": "dishonor",
    "move_home": "move_home",
    "remove_from_game": "remove_from_game",
}
#: What a clause may do to a chosen performer: choose it, or pay a cost with it ("Bow your
#: performing Courtier", "Destroy your performing Yojimbo"; Costs and restrictions / Costs).
_PERFORMER_VERBS = frozenset(
    {"choose", "bow", "destroy", "dishonor", "move_home", "remove_from_game"}
)


_PRONOUN_ALTERNATIVE = lazy_regex(
    r"(?P<verb>bow|destroy) (?P<first>your performing .+?) or (?P<second>one of (?:his|her) \w+)",
    re.IGNORECASE,
)
_ONE_OF_HIS = lazy_regex(r"\bone of (?:his|her)\b")
_MOVE_HOME = lazy_regex(r"move\s+((?:your|a|an|target)\b.+?)\s+home", re.IGNORECASE)
_REMOVE = lazy_regex(r"remove\s+((?:your|a|an|target)\b.+?)\s+from the game", re.IGNORECASE)


def _named(
    cost: Cost | None, targets: tuple[TargetSpec, ...], card_type: CardType | None
) -> tuple[str, bool] | None:
    """The one card a constraint named (a pronoun after it names it) and whether it is a
    Personality ("him"); None when it named none or several."""
    if len(targets) == 1 and targets[0].count == 1 and not targets[0].up_to:
        (t,) = targets
        return t.name, t.performer or t.select.type == (CardType.PERSONALITY,)
    if targets or cost is None or not isinstance(cost.subject, str) or cost.any_of:
        return None
    if cost.subject == BEARER:
        return BEARER, True
    if cost.subject == SOURCE:
        return SOURCE, card_type is CardType.PERSONALITY
    return None  # a cost on an earlier target: it was named by the target clause


def _constraint(
    part: str,
    title: str,
    number: int,
    lower: str | None,
    card_type: CardType | None = None,
    last: tuple[str, bool] | None = None,
    before: tuple[str, ...] = (),
    earlier: tuple[TargetSpec, ...] = (),
) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str:
    """One clause between the colons: a cost, a target ("Target an enemy Personality"), a
    performer ("choose your performing Monk"), or a cost on a target ("Bow your target
    Samurai"); ``last``: the card named just before (``_named``); ``earlier``: the targets
    and performers of the clauses before ("your Paragon's Personal Honor"). A string says
    what is not understood."""

    def read(words: str) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str:
        return _constraint(words, title, number, lower, card_type, last, before)

    if (counted := one_or_more(part)) is not None:
        # "Target one or more of your Items": one required, any number more (optional); not
        # read so: what the printed words are not understood as (below)
        got = _constraint(counted, title, number, lower, card_type, last, before, earlier)
        if not isinstance(got, str) and not isinstance(more := any_number_more(got), str):
            return more
    if (form := cost_forms(part, read, last, title, card_type)) is not None:
        return form  # "Bow X, or bow Y if he is Earth", "pay Gold ..., +8 unless he is Kolat"
    if (
        not re.search(r"\bwho must be\b", part, re.IGNORECASE)
        and (cond := conditional(part, title, card_type)) is not None
    ):
        # "Bow your performing Monk unless he is Void" (Conditional costs)
        words, add = cond
        got = _constraint(words, title, number, lower, card_type, last, before)
        if isinstance(got, str):
            return got
        if got[0] is None:
            return "a condition after no cost"
        with_cond = add(got[0])
        return with_cond if isinstance(with_cond, str) else (with_cond, got[1])
    if (pair := verb_alternatives(part)) is not None:
        # "Bow or destroy one of Yayu's Spells": the same card(s), either way (alternatives)
        costs: list[Cost] = []
        specs: list[tuple[TargetSpec, ...]] = []
        for words in pair:
            got = _constraint(words, title, number, lower, card_type, last, before)
            if isinstance(got, str):
                return got
            if got[0] is None:
                return "a verb on no cost"
            costs.append(got[0])
            specs.append(got[1])
        if specs[0] != specs[1]:
            return "alternatives on different cards"
        first, second = costs
        targets = specs[0]
        return Cost(any_of=(first, second)), targets
    if (shared := _PRONOUN_ALTERNATIVE.fullmatch(part.strip().rstrip("."))) is not None:
        # "Bow your performing Kensai or one of his Weapons": the verb is shared, "his" is the
        # card the first alternative named (alternatives: Mandatory costs)
        verb = shared.group("verb")
        first_words = f"{verb} {shared.group('first')}"
        got = _constraint(first_words, title, number, lower, card_type, last, before)
        if isinstance(got, str) or got[0] is None:
            return got if isinstance(got, str) else "a verb on no cost"
        named = _named(got[0], got[1], card_type)
        other = _constraint(
            f"{verb} {shared.group('second')}", title, number, lower, card_type, named, before
        )
        if isinstance(other, str) or other[0] is None or other[1]:
            return other if isinstance(other, str) else "an alternative not read"
        return Cost(any_of=(got[0], other[0])), got[1]
    if (gold := gold_of_target(part)) is not None:
        # "Pay Gold equal to a target unit's total Gold Cost minus 5": the target, then the
        # Gold it prices (Costs and restrictions / Variable costs)
        words, price = gold
        got = _constraint(words, title, number, lower, card_type, last)
        if (
            isinstance(got, str)
            or got[0] is not None
            or (named := _named(None, got[1], None)) is None
        ):
            return got if isinstance(got, str) else "a Gold cost priced by no single target"
        priced = price(*named)
        return priced if isinstance(priced, str) else (priced, got[1])
    if (token := token_words(part)) is not None:
        # "Destroy a Fire token on Torazu", "... on your performing Personality": one token off
        # the card named (a change to the state of your card's tokens: Costs)
        name, who = token
        if (itself := token_holder(who, title, card_type, last)) is not None:
            return token_cost(name, itself, token_count(part)), ()
        got = _constraint(f"choose {who}", title, number, lower, card_type, last, before)
        if isinstance(got, str) or got[0] is not None or len(got[1]) != 1:
            return "a token on a card not read"
        return token_cost(name, got[1][0].name, token_count(part)), got[1]
    clause = part.strip().rstrip(".")
    low = clause.lower()
    verb = ""
    head = re.match(
        r"^(choose|bow|destroy|discard|dishonor)\s+"
        r"(?=(?:your|a|an|target|(?:one or two|one to three|two|three) of your performing)\b)",
        low,
    )
    body = clause
    if head is not None:
        verb = head.group(1)
        body = clause[head.end() :]
    elif (home := _MOVE_HOME.fullmatch(clause)) is not None:
        verb, body = "move_home", home.group(1)  # "Move your performing Ninja home" (a cost)
    elif (removed := _REMOVE.fullmatch(clause)) is not None:
        # "Remove your performing Personality from the game": a card in play (Reference 05)
        verb, body = "remove_from_game", removed.group(1)
    own = in_own_unit(body, title, card_type)  # "your performing Follower in Tensin's unit"
    # "a bowed card in his unit", "another Personality in his army": of the card named before
    find = functools.partial(find_phrases, title=title, card_type=card_type)
    body, found, refused = his_place_phrases(body, last, own, verb, earlier, find)
    if refused is not None:
        return refused
    if isinstance(found, list) and len(found) == 2 and not verb and found[0].shared:
        # "Target your Courtier and an enemy Personality": two targets, read as in the effects
        if found[0].start != 0 or found[1].end != len(body):
            return "the words around two targets"
        both: list[TargetSpec] = []
        for index, phrase in enumerate(found):
            if phrase.performer or phrase.more or phrase.count > 1 or phrase.select.other_than:
                return "a performer, a count or 'another' in two targets"
            target = phrase_target(phrase, f"target{number + index}", Block.CONSTRAINTS, lower)
            if isinstance(target, str):
                return target
            both.append(target)
        return None, tuple(both)
    if isinstance(found, list) and len(found) == 1 and found[0].start == 0:
        phrase = found[0]
        if phrase.end == len(body):
            if verb == "choose" and not (phrase.performer and not phrase.targeted):
                return "'choose' without 'performing'"
            if phrase.performer and not phrase.targeted and verb not in _PERFORMER_VERBS:
                return f"{verb or 'nothing'} on the performer"
            # "Choose your performing Samurai and target another unit": other than the
            # performer (the one card before), on a card that can't be meant itself
            if HIS in phrase.select.references() or any(HIS in w for w in phrase.where):
                return "'his' in the constraints block (a card's, or the active player's?)"
            bound = cards_before(phrase, number > 1, before, card_type)
            if isinstance(bound, str):
                return bound
            phrase = bound
            name = "performer" if phrase.performer else f"target{number}"
            if phrase.performer and number > 1:
                name = f"performer{number}"
            resolved = resolve_yours(phrase, earlier)
            if isinstance(resolved, str):
                return resolved
            target = phrase_target(resolved, name, Block.CONSTRAINTS, lower)
            if isinstance(target, str):
                return target
            if verb in _COST_VERBS:
                if phrase.more or phrase.count > 1:
                    return "a cost paid by several targets"
                if verb == "remove_from_game" and not removable(phrase.select):
                    return "removing a card out of play from the game"
                return Cost(**{_COST_VERBS[verb]: name}), (target,)  # type: ignore[arg-type]
            return None, (target, *extra_targets(phrase, target))
    elif isinstance(found, str) and "target" in low:
        return found
    # "one of his Spells" after a target or performer is one of that card's, not the source's
    after_other = last is not None and last[0] != SOURCE and _ONE_OF_HIS.search(low) is not None
    cost = None if after_other else parse_cost(clause, title, card_type)
    if cost is None and last is not None:
        cost = named_before(clause, last[0], personal=last[1]) or itself_again(
            clause, last, title, card_type
        )
    if cost is None:
        return "not a known cost"
    return cost, ()
