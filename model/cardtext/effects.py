"""Effects as far as legality needs them (Abilities and actions / Good Faith Rule, Required
targeting; FAQ: effects need not succeed). A sentence is claimed when it is legality-neutral
(no targeting, choice, bringing into play, attack, restriction or cost words) or its only
such content is target phrases ``model.cardtext.targets`` reads whole ("Bow a target enemy
Personality with 3 or less Force")."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.abilities import (
    Block,
    BringIntoPlay,
    Effect,
    PlayerTarget,
    TargetSpec,
    TargetTiming,
)
from model.cardtext.accepted_words import unread_word
from model.cardtext.active_player import his_is_active
from model.cardtext.attack_forms import rewrite_attacks
from model.cardtext.attack_readings import lenient_attack
from model.cardtext.created import read_created
from model.cardtext.effect_conditions import (
    OPENING_IF,
    compares_with_absent,
    complementary_if,
    pronoun_condition,
)
from model.cardtext.effect_payments import MAY_PAY  # Gold paid as the effects resolve
from model.cardtext.effects_attacks import (
    Attack,
    by_its_type,
    force_limits,
    higher_limits,
    is_reminder_of,
    mask_attack_mentions,
    read_attack,
    reminder_apart,
    reminder_at_end,
    split_reminder,
    target_measure,
)
from model.cardtext.effects_duels import (
    challenge_sides,
    challenged_apart,
    challenged_before,
    is_challenge,
    mask_duel_nouns,
    met_challenge,
)
from model.cardtext.effects_entering import (
    mask_optional_entering,
    read_entering,
    searched_deck,
)
from model.cardtext.effects_later import mask_later_actions
from model.cardtext.effects_opposed import WOULD_BE_OPPOSED, would_be_opposed
from model.cardtext.effects_words import mask_effect_words, named_again_words
from model.cardtext.entering_forms import rewrite_searches
from model.cardtext.equip import read_bringing
from model.cardtext.given_keyword import given_last_keyword
from model.cardtext.optional_branch import choice_target
from model.cardtext.optional_conditions import DELAYED as _DELAYED
from model.cardtext.optional_conditions import none_unless, optional_gate, sentence_gate
from model.cardtext.optional_targeting import (
    IF_WORD,
    MAY_EFFECT_NOTE,
    UNLESS,
    if_outside_targeting,
    may_effect_target,
)
from model.cardtext.others_targeting import other_actions_aim, others_targeting
from model.cardtext.outcome_targets import outcome_phrases, outcome_players
from model.cardtext.reductions_if import reduced_if, split_if_less
from model.cardtext.target_clauses import ON_THE_TARGET_AHEAD
from model.cardtext.target_or_target import one_of_two_targets
from model.cardtext.target_references import cards_before, named_again, past_targeting
from model.cardtext.target_relations import another_elsewhere
from model.cardtext.target_slot import phrase_target
from model.cardtext.target_words import CLAUSE_VERBS
from model.cardtext.targets_variable import extra_targets
from model.cardtext.the_noun_refs import bind_the_noun
from model.cardtext.your_named import resolve_yours
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition, Controller, Selector

#: Words that make a sentence matter to legality (or that the grammar does not read yet).
#: Not among them: "create" (a created card has no Gold cost to pay, Reference/FAQ; one that is
#: Unique is refused below), and the noun "battle" ("this battle"), nor "action" ("take an
#: additional action", "after this action resolves": an effect, or a delayed one), nor
#: "negate"/"cancel" (a negation is an effect and effects need not succeed, FAQ "Is an action
#: legal if an effect can't happen?"; an Interrupt's or Reaction's timing is its trigger), nor
#: "may not"/"while" (an ongoing effect the action creates: "He may not perform actions", "+1F
#: while attacking"; "only", "unless", "cannot" stay, as they may restrict the action itself).
#: Nor "choose": a choice in the effects is made when they resolve and may be made even if
#: its consequences fail (effects.txt, Choices); choosing a performer is read as a phrase
#: ("choose your performing X") and a "Choose ...:" in the constraints block is read there.
#: Nor "ability"/"abilities" (an effect on other abilities: "his abilities may not be used",
#: "you may use its abilities a second time"; effects need not succeed), but "this ability"
#: (it may speak of this action's own use) stays.
#: "Equip" stays: Equip and Recruit target the card they bring into play (Reference 01, change
#: 3 of the Twenty Festivals update), a required target unless optional ("you may Equip").
#: Challenges and duels stay unless read whole (``effects_duels``: the challenge's targets only;
#: the dueling rules are not in the rules files, Reference 04 and 05 only mention them).
#: "the card's attachments, if any, must be bowed": a requirement on a target's cards (not read)
TARGET_MUST = lazy_regex(
    r"\b(?:the (?:targeted )?card's|its|his|her|their|the target's)\b[^.;:]*\bmust be\b",
    re.IGNORECASE,
)
LEGALITY_WORDS = lazy_regex(
    r"\b(targets?|targeted|targeting|bring|brings|brought|into play|"
    r"recruit|equips?|attach|ranged|melee|fear|attacks?|unless|only|cannot|can't|"
    r"instead|costs?|pay|pays|announce|as though|as if|even|reveal|challenges?|duels?|"
    r"performing|performer|trait|this ability|"
    r"reaction|interrupt|open|limited|engage|play)\b",
    re.IGNORECASE,
)

#: "Discard a token to give him +2F" in the effects is part of the effect, not a cost: "the
#: mandatory cost of an action is found in the constraints block", and a change in the effects
#: is a cost only when written "as a cost" (Costs and restrictions / Costs, Optional costs; the
#: word "cost" stays a legality word). Effects need not succeed, so it does not bear on legality.

#: "if" inside the effects is a conditional effect (effects need not succeed), read as part of
#: the effect's words; an "if" that opens the effects or governs a target is not claimed.
_IF = lazy_regex(r"^if\b", re.IGNORECASE)
_ENTERING_WORDS = lazy_regex(r"\binto play\b|\brecruit|\bequip|\benters? play\b|\bbring", re.I)
#: "If he is dishonorable, Kolat, Ninja, or Shadowlands, ...", "If this Shugenja has 4 or
#: higher Chi, or is Void, ...", "If you have fewer Provinces than each other player, or exactly
#: one Province, ...": a condition that is a list, or two said of one card or of your
#: Provinces, ends at the comma after its last item
_OPENING_IF_LIST = lazy_regex(
    r"^if (?P<cond>[^,:;.]+? is [\w-]+(?:, [\w-]+)+,? or [\w-]+"
    r"|[^,:;.]+?, or (?:is|has) [^,:;.]+"
    # "If you have fewer Provinces than each other player, or exactly one Province, ..."
    r"|you have [^,:;.]+? provinces?\b[^,:;.]*, or [^,:;.]+? provinces?)"
    r",\s*(?!(?:or|and|but|unless|if)\b)(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
_CREATE = lazy_regex(r"\bcreates?\b", re.IGNORECASE)
_TARGET_WORD = lazy_regex(r"\btarget", re.IGNORECASE)
#: (", and" / "and, if ...": the "if" opens a clause of its own)
#: "while this card remains in play", "your Celestials in play": where cards are, not a card
#: being played or put into play ("into play" stays a legality word).
#: "You may Equip one of them": an optional Equip targets nothing required; "if you did not
#: Equip a Weapon" speaks of what happened.
_MAY_EQUIP = lazy_regex(r"\b(?:may|did(?: not)?|didn't) equip\b", re.IGNORECASE)
_IN_PLAY = lazy_regex(r"(?<!into )\(?\bin play\b\)?", re.IGNORECASE)
_OTHER_ACTION_TARGETS = lazy_regex(
    r"(\b(?:the|an|another player's|this|that|his|her|its|next|Battle|Political)\s+actions?"
    r"(?:\s+(?:\w+\s+){0,6}?(?:which|that))?\s+)targets\b"
    # "It targets Riku instead, if legal": the action a Reaction or Interrupt answers
    r"|(\bit\s+)targets\b(?=[\w' -]+ instead, if legal\b)",
    re.IGNORECASE,
)
_ATTACKING = lazy_regex(
    r"\b(?:(?:is |are |be )?assign(?:s|ed)? to attack|declare(?:d|s)? an? (?:normal )?attack|"
    r"an attack is declared)\b",
    re.IGNORECASE,
)
#: Another action named by its designator ("Negate an Engage action", "if it is Engage", "a
#: Battle or Engage ability"): an effect on it, not this action's timing.
_OTHER_ENGAGE = lazy_regex(
    r"\b(?:(?:an?|the|each)\s+)?(?:Battle or\s+)?Engage\s+(?:actions?|abilit(?:y|ies))\b"
    r"|\bif it is Engage\b"
)
#: "After the next time this turn he attacks you", "an additional Attack Phase": the Attack
#: Phase (Reference 08 turn structure), not a Ranged or Melee Attack (the noun is capitalized).
_ATTACKS_VERB = lazy_regex(
    r"\battacks(?= you\b|,)|\b(?<=did not )attack(?= you\b)|\b(?<=may not )attack(?= in\b)"
    r"|\bAttack Phases?\b"
)
_INSTEAD_IF_LEGAL = lazy_regex(
    r"(?<=\baims )(?:[\w' -]+?) instead(?: of another card)?, if legal\b", re.IGNORECASE
)
_THE_TARGETED = lazy_regex(r"\bthe targeted (?:card|personality|follower)\b", re.IGNORECASE)
#: A sentence that is a delayed effect: it happens later, at a timing point it names. Not
#: "Until he leaves play, give your target Shugenja ...": a duration, the effect happens now
#: (effects.txt, Ongoing effects); "Until the turn ends, after each time ..., ..." is delayed.
_THE_TARGET = lazy_regex(r"\bthe target(?:'s)?\b", re.IGNORECASE)
#: ", or destroy a Terrain": another effect to choose instead (a verb, not a noun phrase)
_OR_EFFECT = lazy_regex(
    r",\s+(?:or|and/or)\s+(?:you may\s+)?(?:"
    + "|".join(sorted(CLAUSE_VERBS - {"target", "show"}))
    + r")\b"
    + ON_THE_TARGET_AHEAD  # ", or straighten his unit": the same target (target_clauses)
)
_OTHERWISE = lazy_regex(r"^otherwise\b", re.IGNORECASE)
#: "... the ability, "Battle: ... ." Otherwise, ...": a new sentence after a quoted ability
_QUOTE_OTHERWISE = lazy_regex(r"\x01\d+\x01\s+otherwise\b", re.IGNORECASE)
_MUST = lazy_regex(r"\b(?:must|legal|illegal|otherwise|new|different|another)\b", re.IGNORECASE)
_UNIQUE = lazy_regex(r"\bunique\b", re.IGNORECASE)
_MAY_TARGET_AND = lazy_regex(
    r"\b(may\s+)target and [a-z]+ (?=(?:a|an|your|one of your|one of his)\b)", re.IGNORECASE
)
#: "Put this Event into play.": the card brings itself into play (Reference 03, Event: "unless
#: the ability puts the Event itself into play"; Reference 05: from the resolution area into an
#: entering-play area). Good Faith: it must be able to enter play legally (Unique, Singular,
#: Loyal, effects that forbid it; Costs and restrictions / Restrictions); no Gold is paid.
_ITSELF = lazy_regex(
    r"put this (event|strategy|card|terrain|kata) into play(?: there)?\.?", re.IGNORECASE
)
_ITSELF_NOUN = {"event": CardType.EVENT, "strategy": CardType.STRATEGY}
#: Strategy keywords whose cards stay in play (their keyword reference is not in the rules
#: files): a Terrain "in play for a battle" is at that battlefield (Reference 05, Battlefields,
#: Locations), so it is read only in a Battle action, whose current battlefield it enters
#: ("there"); a Kata enters its controller's home (Reference 05, Locations: cards enter play
#: there). What they do once in play is no requirement of the action; the exclusions their text
#: prints ("Destroy a Terrain (if able)", "Discard your other Kata") are its own effects.
_OWN_ENTERING_RULES = frozenset({"terrain", "kata"})

#: Quoted text: an ability or trait the effect gives ('permanently give him the ability,
#: "Battle: Fear 3."'), or a name ('with "Marketplace" in its title').
QUOTED = lazy_regex(r'"[^"]*"|\u201c[^\u201d]*\u201d')
#: A granted ability or trait: part of the effect (it is used, if at all, later), not of this
#: action's timing, costs or targeting.
_GRANTED = lazy_regex(
    r"\b(?:the |a |an |this )?(?:abilit(?:y|ies)|traits?)\s*,?\s*\x01\d+\x01"
    r"(?:\s*(?:,|and|,\s*and)\s*\x01\d+\x01)*",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class ParsedEffects:
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    problem: str | None = None
    gap: str = ""
    #: The targets read leniently where a reading is not settled (None: one reading only),
    #: and what the lenient reading relaxes (``Ability.lenient``).
    lenient_targets: tuple[TargetSpec, ...] | None = None
    lenient_note: str = ""
    #: The condition of an effects text opening with "If" (a restriction in the strict
    #: reading only).
    opening: Condition | None = None
    #: Targeted players ("a target player loses 1 Honor"), the same in both readings.
    player_targets: tuple[PlayerTarget, ...] = ()
    #: The effects of the lenient reading when they differ (None: the same): without the card
    #: itself entering play under an opening "If".
    lenient_effects: tuple[Effect, ...] | None = None
    #: The constraints block's chosen card narrowed to Personalities (``narrow_chosen``).
    narrowed: tuple[str, ...] = ()
    #: The constraints block's targets that are not the card itself (``challenged_before``).
    apart: tuple[str, ...] = ()


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!])\s+", text.strip()) if s.strip()]


def parse_effects(
    text: str,
    title: str = "",
    first: int = 1,
    lower: str | None = None,
    *,
    card_type: CardType | None = None,
    card_keywords: tuple[str, ...] = (),
    pronoun: str | None = None,
    pronoun_yours: bool = False,
    pronoun_spec: TargetSpec | None = None,
    trigger_targets: bool = False,
    in_battle: bool = False,
    performers: int = 0,
    triggered: bool = False,
    constraint: tuple[TargetSpec, ...] = (),
    players_named: bool = False,
    trigger_yours: bool = False,
    trigger_host: str | None = None,
) -> ParsedEffects:
    """The effects text (after the last colon) of an action; target slots are numbered from
    ``first``. ``card_type`` and ``card_keywords``: the card's own (for "Put this Event into
    play", "the number of Undead cards in this unit"). ``pronoun``: the one target or
    performer chosen before, whom "he" names;
    ``pronoun_yours``: it is a card you control; ``pronoun_spec``: the target itself.
    ``trigger_targets``: the trigger names another action's targeting (whose target "the
    target" then names). ``in_battle``: a Battle (or Battle/Engage: ``terrains``) action: a
    Terrain it puts into play enters the current battlefield. ``performers``: the constraints
    block's performers (whom "the performer" names when there is one); ``triggered``: a Reaction's
    or Interrupt's effects ("the action" is the action it answers); ``constraint``: the
    constraints block's targets and performers (``read_entering``); ``players_named``: the
    constraints block names a player (whom "his" may name); ``trigger_yours``: the trigger
    names one card, a Personality you control (``attached_to_yours``); ``trigger_host``: whom its
    "him" names (``model.cardtext.trigger_host``)."""
    effects: list[Effect] = []
    targets: list[TargetSpec] = []
    narrowed: list[str] = []  # the constraints block's chosen card, narrowed to Personalities
    apart: tuple[str, ...] = ()  # the constraints block's target, not the card itself
    quotes: dict[str, str] = {}

    def protect(m: re.Match[str]) -> str:
        key = f"\x01{len(quotes)}\x01"
        quotes[key] = m.group(0)
        return key

    def restore(part: str) -> str:
        for key, quoted in quotes.items():
            part = part.replace(key, quoted)
        return part

    text = QUOTED.sub(protect, text)
    check_governed = ""
    opening: Condition | None = None
    opening_text = ""
    if _IF.match(text.strip()):
        # Costs and restrictions: "a restriction often uses 'if' and comes before the cost";
        # an effects text that opens with "If" may be either (Border Keep's hand encoding
        # reads it as a restriction): both readings are kept. Strict: the condition is a
        # restriction and every target is required; lenient: no restriction, and the targets
        # of the sentence the "If" governs are not required (Ability.lenient).
        m = _OPENING_IF_LIST.match(text.strip()) or OPENING_IF.match(text.strip())
        # "Target a Personality: If he is dishonorable, ...": "he" is the one card chosen before
        cond = pronoun_condition(m["cond"], title, card_type, pronoun, constraint) if m else None
        opposed = None if m is None else WOULD_BE_OPPOSED.match(m.group("cond").strip())
        if opposed is not None and m is not None:
            cond, check_governed = would_be_opposed(
                opposed.group(1).lower(), title, card_type, pronoun, pronoun_yours
            )
            first_sentence = next(iter(sentences(m.group("rest"))), "")
            if not re.search(r"\b(?:the current|this) battlefield\b", first_sentence, re.I):
                # "move him to a battlefield (not necessarily this one)": opposed there, not
                # at the current battlefield
                cond = "'would be opposed' at a battlefield other than the current one"
        if m is None or cond is None or isinstance(cond, str):
            shown = restore(text)
            why = f"an effects text that opens with 'If' (a restriction or a condition): {shown!r}"
            if isinstance(cond, str):
                why = f"the condition of an effects text that opens with 'If' ({cond}): {shown!r}"
            return ParsedEffects(problem=why, gap="opening 'if'")
        opening, opening_text = cond, restore(m.group("cond"))
        text = his_is_active(m.group("cond"), m.group("rest"))  # "his": the active player's
    text = rewrite_searches(rewrite_attacks(text, opening is not None), opening is not None)
    text = given_last_keyword(one_of_two_targets(text))  # "a target X or a target Y", "give"
    text = split_reminder(another_elsewhere(text))  # "your X, and another of your Xs at a ..."
    brings = 0  # (entering_text: a card it brings into play: its Gold Cost may be changed)
    entering_text = _ENTERING_WORDS.search(text) is not None
    players: list[PlayerTarget] = []
    lenient: dict[str, TargetSpec] = {}
    loose_effects: dict[int, Effect] = {}  # the lenient reading's effects that differ
    dropped: set[str] = set()
    conditional: set[str] = set()
    notes: list[str] = []
    governed_upto: int | None = None
    last_attack: Attack | None = None  # the attack the sentence before made
    attacks_made: list[Attack] = []  # every attack made so far
    searched = False  # the sentence before searched a deck
    own_limited = any(
        isinstance(read_attack(x, title, card_type, None), Attack) for x in sentences(text)
    )
    otherwise_at: int | None = None  # targets read before an "Otherwise" sentence
    governed_entering: int | None = None  # the card itself entering under the opening "If"
    for index, sentence in enumerate(sentences(text)):
        sentence = reminder_at_end(sentence, attacks_made)  # the reminder of an attack before
        shown = restore(sentence)
        chosen_before = bool(targets) or first > 1
        if index == 1:
            governed_upto = len(targets)
        if otherwise_at is None and (
            (index > 0 and _OTHERWISE.match(sentence))
            or _QUOTE_OTHERWISE.search(sentence)
            or (
                index > 0
                and opening is not None
                and complementary_if(sentence, opening, title, card_type, pronoun, opening_text)
            )
        ):
            # "If X, A. Otherwise, B." ("If not X, B."): B is the other branch
            otherwise_at = len(targets)
        if (m := _ITSELF.fullmatch(sentence)) is not None:
            noun = m.group(1).lower()
            own = sorted(_OWN_ENTERING_RULES & {k.lower() for k in card_keywords})
            if len(own) > 1 or (own and card_type is not CardType.STRATEGY):
                why = f"the {' and '.join(own)} keywords entering play: {shown!r}"
                return ParsedEffects(problem=why, gap="keyword entering play")
            if own == ["terrain"] and not in_battle:
                why = f"a Terrain entering play outside a Battle action: {shown!r}"
                return ParsedEffects(problem=why, gap="keyword entering play")
            there = "there" in sentence.lower()
            if (
                card_type is None
                or (noun in _ITSELF_NOUN and _ITSELF_NOUN[noun] is not card_type)
                or (noun in _OWN_ENTERING_RULES and [noun] != own)
                or (there and own != ["terrain"])  # a Terrain's "there": the battlefield
            ):
                why = f"'this {noun}' on a card that is not one: {shown!r}"
                return ParsedEffects(problem=why, gap="the word 'into play'")
            brings += 1
            if opening is not None and index == 0:
                # "If no player controls a copy of Political Standoff, put this Event into
                # play.": under the lenient reading (a condition of the effect) it enters only
                # if the condition holds; that reading leaves its entering out (demanding less)
                governed_entering = len(effects)
            if brings > 1:
                return ParsedEffects(problem=f"two cards into play: {shown!r}", gap="into play")
            itself = BringIntoPlay(select=Selector(), from_zone="any", pay_cost=False, card=SOURCE)
            effects.append(Effect(bring_into_play=itself))
            continue
        bare, less_if, if_words = split_if_less(sentence)  # a reduction under a condition
        him = trigger_host if first == 1 and not targets else None  # the trigger's card
        got = read_bringing(
            bare, title, card_type, first + len(targets), first - 1 + len(targets), searched, him
        )  # an Equip, or a Recruit of a targeted card
        if got is not None:
            word = f"the word {sentence.split(' ', 1)[0].lower()!r}"
            if isinstance(got, str):
                return ParsedEffects(problem=f"{got} in {shown!r}", gap=word)
            brings += 1
            if brings > 1 or (opening is not None and index == 0) or _DELAYED.match(sentence):
                return ParsedEffects(problem=f"an {word[10:-1]} here: {shown!r}", gap=word)
            targets.extend(got.targets)
            entered, reduced = reduced_if(
                len(effects), got.effect, (less_if, if_words), title, notes
            )
            loose_effects.update(reduced)
            effects.append(Effect(bring_into_play=entered))
            continue
        if last_attack is not None and is_reminder_of(sentence, last_attack):
            # the printed reminder of the attack just made, as its own sentence
            last_attack = None
            continue
        if reminder_apart(sentence, attacks_made):
            continue  # the printed reminder of the one attack made, after other sentences
        last_attack = None
        after_search, searched = searched, searched_deck(sentence)
        chosen = pronoun_spec if first == 2 and not targets else None
        if first == 1 and len(targets) == 1:
            chosen = targets[0]
        earlier = constraint if not targets and first > 1 else ()  # the constraints' cards
        entering = read_entering(bare, title, card_type, chosen, after_search, earlier, him)
        if isinstance(entering, str):
            return ParsedEffects(problem=entering, gap="bring into play")
        if entering is not None:
            brings += 1
            tail = _IN_PLAY.sub("here", entering.tail)
            if brings > 1 or (opening is not None and index == 0) or _DELAYED.match(sentence):
                why = f"a card into play here: {shown!r}"
                return ParsedEffects(problem=why, gap="bring into play")
            if (m := LEGALITY_WORDS.search(tail)) is not None or IF_WORD.search(tail):
                why = f"{m.group(0) if m else 'if'!r} after a card into play in {shown!r}"
                return ParsedEffects(problem=why, gap="bring into play")
            entered, reduced = reduced_if(
                len(effects), entering.effect, (less_if, if_words), title, notes
            )
            loose_effects.update(reduced)
            effects.append(Effect(bring_into_play=entered))
            continue
        if sentence.startswith("(") and _TARGET_WORD.search(sentence):
            # a reminder apart from the effect it explains ("Fear 3. After this bows ... (Bow
            # a target enemy Follower ...)"): not a second target, and not read
            why = f"a reminder of targeting apart from its effect: {shown!r}"
            return ParsedEffects(problem=why, gap="reminder apart")
        before = (first - 1) + len(targets)
        one = targets[0].name if targets and first == 1 else pronoun if first == 2 else None
        his = ([*targets, pronoun_spec])[0] if before == 1 else None  # "his target Follower"
        measure = target_measure(sentence, title, card_type, his)
        if isinstance(measure, str):
            return ParsedEffects(problem=f"{measure} in {shown!r}", gap="the word 'fear'")
        if measure is not None:
            # "Fear equal to your target Courtier's Chi": that target first (targets are
            # chosen in the order written), then the attack's, measured by it
            as_its, measured = measure
            name = f"target{first + len(targets)}"
            spec_or_why = phrase_target(measured, name, Block.EFFECTS, lower)
            if isinstance(spec_or_why, str):
                return ParsedEffects(problem=f"{spec_or_why} in {shown!r}", gap="target phrase")
            targets.append(spec_or_why)
            sentence, one, before = as_its, name, 1
        who = one if before == 1 else None
        named = his if measure is None else None  # "the Follower's Force": the one chosen before
        worded = by_its_type(sentence, named)
        attack = read_attack(worded, title, card_type, who, card_keywords, alone=before == 0)
        if isinstance(attack, str):
            word = "fear" if "fear" in attack.lower() else "melee"
            return ParsedEffects(problem=attack, gap=f"the word {word!r}")
        if attack is not None:
            name = f"target{first + len(targets)}"
            where = force_limits(attack, name)
            spec = TargetSpec(
                name=name,
                select=attack.select,
                block=Block.EFFECTS,
                where=where,
                where_when=higher_limits(attack, name, title, card_type),
            )
            targets.append(spec)
            effects.append(Effect(step=shown))
            last_attack = attack
            attacks_made.append(attack)
            own_limited = True  # its strength is the strict reading's Force limit
            lenient[name], note = lenient_attack(attack, spec)  # (attack_readings)
            notes.append(note)
            continue
        # "You may target and bow a Spell": an optional target, read as "You may target a
        # Spell" (the verb is the effect's; the sentence is kept whole as the effect)
        read = _MAY_TARGET_AND.sub(r"\1target ", sentence)
        # "your chosen performing Ronin": the performer you choose, as "your performing Ronin"
        read = re.sub(r"\byour chosen (?=performing\b)", "your ", read, flags=re.IGNORECASE)
        if card_type is CardType.SPELL and not performers and not any(t.performer for t in targets):
            # "The performing Shugenja" on a Spell: its Shugenja, who casts it (Reference 03,
            # Spell; FAQ: actions on Spells are performed by their Personality)
            read = re.sub(r"\bthe performing Shugenja\b", "the performer", read, flags=re.I)
        others = others_targeting(read)  # "Each player targets and bows an unbowed Samurai"
        if isinstance(others, str):
            return ParsedEffects(problem=f"{others} in {shown!r}", gap="the word 'targets'")
        read, mark = (read if others is None else others.read), len(targets)
        read = other_actions_aim(read)  # "another player's action would target ..."
        got_players = outcome_players(read, len(players) + 1, bool(_DELAYED.match(read)), index)
        if isinstance(got_players, str):
            return ParsedEffects(problem=f"{got_players} in {shown!r}", gap="target player")
        read, found_players = got_players
        players.extend(found_players)
        # "Draw a card. If you control a Farm, bow a target Personality."
        when, read = sentence_gate(read, opening is not None and index == 0, title, card_type)
        found = outcome_phrases(read, index, title, card_type)  # "If he moved, ...": optional
        if isinstance(found, str):
            return ParsedEffects(problem=f"{found} in {shown!r}", gap="target phrase")
        gate = optional_gate(read, found, when, title, card_type, (*constraint, *targets))
        if isinstance(gate, str):  # "If your Personality is a Magistrate, you may target ..."
            return ParsedEffects(problem=f"{gate} in {shown!r}", gap="target under 'if'")
        if found and IF_WORD.search(read) and not if_outside_targeting(read, found):
            # targeting that depends on a condition ("If he is Fire, bow a target Follower")
            why = f"a target under a condition in {shown!r}"
            return ParsedEffects(problem=why, gap="target under 'if'")
        if found and UNLESS.search(read) and not if_outside_targeting(read, found, UNLESS):
            # "Target your X and bow him unless he is Dragon Clan": the targeting too? (not read)
            why = f"a target before 'unless' in {shown!r}"
            return ParsedEffects(problem=why, gap="the word 'unless'")
        if found and (branch_or := _OR_EFFECT.search(read, found[0].end)):
            # "Move your target Shugenja home, or destroy a Terrain": optional (optional_branch)
            if isinstance(in_branch := choice_target(read, found, branch_or.start()), str):
                return ParsedEffects(problem=f"{in_branch} in {shown!r}", gap="target phrase")
            found = in_branch
        rest = read
        for phrase in reversed(found):
            rest = rest[: phrase.start] + "it" + rest[phrase.end :]
        for phrase in found:
            # "Straighten another target Personality", "one of his attachments": said of the
            # cards chosen before
            names = [t.name for t in targets] + ([pronoun or ""] if first > 1 else [])
            known = [] if "" in names else names
            player = players_named or bool(players) or re.search(r"\bplayers?\b", text) is not None
            phrase = bind_the_noun(phrase, constraint, targets, text, triggered)  # "the X's"
            bound = cards_before(
                phrase, bool(targets) or first > 1, known, card_type, player_named=player
            )
            if isinstance(bound, str):
                gap = "another" if "'another'" in bound else "target phrase"
                return ParsedEffects(problem=f"{bound}: {shown!r}", gap=gap)
            # "than your Samurai's Force": the one card of yours named before (your_named)
            resolved = resolve_yours(bound, tuple(targets))
            if isinstance(resolved, str):
                return ParsedEffects(problem=f"{resolved} in {shown!r}", gap="target phrase")
            phrase = resolved
            number = first + len(targets)
            name = f"target{number}"
            if phrase.performer:
                name = "performer" if number == 1 else f"performer{number}"
                if not phrase.targeted:
                    # "Bow your performing Shugenja to gain 1 Honor": explicit performers are
                    # those the constraints block names (Abilities and actions / B); one named
                    # in the effects is chosen (strict) or not required (lenient)
                    dropped.add(name)
                    notes.append(
                        "a performer named in the effects (not the constraints block) is "
                        "not an explicit performer"
                    )
            target = phrase_target(
                phrase,
                name,
                Block.EFFECTS,
                lower or _only_yours_before(first, targets, pronoun_yours),
            )
            if isinstance(target, str):
                return ParsedEffects(problem=f"{target} in {shown!r}", gap="target phrase")
            if _DELAYED.match(read):
                # "Targeting that is part of a delayed effect (for example, 'before the battle
                # resolves, bow a target Personality') is not required" (Abilities and actions
                # / B)
                target = replace(target, timing=TargetTiming.DELAYED)
            if may_effect_target(read, phrase):
                dropped.add(name)  # "You may give a target Deathseeker +3F." (h30rev1)
                notes.append(MAY_EFFECT_NOTE)
            if gate is not None:
                target = gate.apply(target)  # (model.cardtext.optional_conditions)
                conditional.add(name)
            if phrase.lenient_select is not None:
                # "an enemy Infantry Personality or Follower": Infantry of both or of the first
                lenient[name] = replace(target, select=phrase.lenient_select)
                notes.append(phrase.lenient_why)
            targets.append(target)
            targets.extend(extra_targets(phrase, target))
        if others is not None and others.yours and not others.optional:
            dropped.update(t.name for t in targets[mark:])
            notes.append(
                "your part of each player's targeting is required (the rules' letter) or done "
                "as the effect resolves, as the other players' part is"
            )
        if (targets or first > 1 or trigger_targets) and not _MUST.search(rest):
            # (trigger_targets: the trigger names another action's targeting, "After another
            # player's action targets this Personality": "the target's location" is its target)
            # "Straighten Yashiro if the target was Shadowlands": the target chosen above,
            # named again (an effect reads it; it is no new requirement) - unless the
            # sentence says what the target must be
            rest = _THE_TARGET.sub("it", rest)
            # "Straighten both targets", "each target's Force": named again (no targeting)
            rest = named_again(rest, first - 1 + sum(t.count for t in targets))
        rest = _GRANTED.sub("it", rest)
        # words of the effects in a sense that bears on no requirement of this action ("base
        # Gold Cost", "leaves play", "cannot", "instead", ...: ``effects_words``); an
        # "unless" here governs no target (above): a condition of the effect, as "if"
        if not any(not p.optional for p in found):
            # (not in a sentence with a required target: are the words said of the target, "a
            # target Personality's unit with a total Gold Cost of 9 or lower"?)
            rest = mask_later_actions(rest, triggered=triggered)  # later actions, permissions
            rest = mask_effect_words(rest, targeted=bool(found), entering=entering_text)
        rest = UNLESS.sub("if not", rest)
        chosen_performers = performers + sum(1 for t in targets if t.performer)
        # an Item's or Spell's action is performed by its Personality (FAQ, "What performs an
        # action?"), when no performer is chosen
        one_performer = chosen_performers == 1 or (
            chosen_performers == 0 and card_type in (CardType.ITEM, CardType.SPELL)
        )
        rest = named_again_words(
            rest, triggered=triggered, performer=one_performer and not _DELAYED.match(read)
        )
        # another action's targeting, as an effect or a delayed trigger speaks of it ("The
        # action targets him instead, if legal", "the next time another player's action
        # targets Bakishi"): not this action's required targeting
        rest = _OTHER_ACTION_TARGETS.sub(lambda m: (m.group(1) or m.group(2)) + "aims", rest)
        # "The action targets him instead, if legal": the other action's new target, an effect
        # that fails when not legal (FAQ: effects need not succeed)
        rest = _INSTEAD_IF_LEGAL.sub(" if legal", rest)
        # "You may not declare an attack", "after he is assigned to attack": attacking in the
        # Attack Phase (Reference 08 turn structure), not a Ranged or Melee Attack of this one
        rest = _ATTACKING.sub("go to battle", rest)
        rest = _ATTACKS_VERB.sub("battles", rest)
        rest = _OTHER_ENGAGE.sub("another action", rest)
        rest = MAY_PAY.sub("may give", rest)
        if (targets or first > 1) and not _MUST.search(rest):
            # (not "the targeted card must be unbowed": a restriction on it, not read)
            rest = _THE_TARGETED.sub("it", rest)  # "Destroy the targeted card": named again
        rest = _IN_PLAY.sub("here", rest)
        rest = _MAY_EQUIP.sub("may put", rest)
        rest = mask_optional_entering(rest, read)
        if _CREATE.search(rest) and _UNIQUE.search(rest):
            # a created card enters play: a Unique one may be barred by the Unique rule (Good
            # Faith: cards put into play must be able to enter play legally)
            why = f"a Unique card created in {shown!r}"
            return ParsedEffects(problem=why, gap="create a Unique card")
        made = read_created(
            read, found, targets, first, pronoun_spec, card_type, title,
            trigger_yours=trigger_yours and index == 0,  # no card named before
            narrowed=narrowed, lenient=lenient, notes=notes,
        )  # fmt: skip
        if made:
            return ParsedEffects(problem=f"{made} in {shown!r}", gap="the word 'attach'")
        if made is not None:  # a created Follower or Item attached to a Personality
            rest = re.sub(r"\battach\b", "put", rest, count=1, flags=re.IGNORECASE)
        if is_challenge(rest, title, card_type, found=bool(found), chosen=chosen_before):
            # "Makoto challenges a target enemy Personality": its targets are read above; the
            # challenged is not the challenger
            sides = challenge_sides(rest, title, card_type)
            challenged_apart(sides, targets, mark, lenient)
            apart += challenged_before(sides, targets, constraint)
            rest = met_challenge(rest)
        rest = mask_duel_nouns(rest)
        # "Give a Ranged Attack +1 strength", "If the Ranged Attack destroyed a card": an
        # attack named as a noun (not one made here) is an effect on it
        rest = mask_attack_mentions(rest, sentence, own_limited)
        if not _MUST.search(rest):  # "If this targeted a card": a reference, no targeting
            rest = past_targeting(rest)
        if (must := TARGET_MUST.search(sentence)) is not None:
            why = f"a requirement on a target's cards {must.group(0)!r} in {shown!r}"
            return ParsedEffects(problem=why, gap="a requirement on a target")
        m = LEGALITY_WORDS.search(rest)  # then words an accepted sentence may not hide
        if (said := m.group(0) if m else unread_word(rest)) is not None:  # (accepted_words)
            return ParsedEffects(problem=f"{said!r} in {shown!r}", gap=f"the word {said.lower()!r}")
        effects.append(Effect(step=shown))
    if not effects:
        return ParsedEffects(problem="no effect", gap="no effect")
    governed: set[str] = set()
    if opening is not None:
        upto = len(targets) if governed_upto is None else governed_upto
        governed = {t.name for t in targets[:upto]}
        if check_governed and (
            (not targets[:upto] and check_governed == "targets")
            or any(t.select.controller is not Controller.YOU for t in targets[:upto])
        ):
            # "If he would be opposed, move your target Personality ...": "he" is the card the
            # sentence targets; read only when every such target is yours
            why = f"whom 'would be opposed' names in {opening_text!r} (not a card of yours)"
            return ParsedEffects(problem=why, gap="opening 'if'")
        notes.insert(
            0,
            f"the opening 'If {opening_text}' is a condition of the effect rather than a "
            "restriction" + (" (its targets then required only if it holds)" if governed else ""),
        )
    if governed_entering is not None and otherwise_at is not None:
        why = "the card itself into play under 'If ..., Otherwise'"
        return ParsedEffects(problem=why, gap="opening 'if'")
    if opening is not None and otherwise_at is not None:
        # "If X, A. Otherwise, B.": the "If" chooses between two effects, so it is a condition of
        # the effect only, never a restriction (one reading); targets under "Otherwise" would
        # be required only when X fails: not read
        if len(targets) > otherwise_at:
            why = f"a target in the 'Otherwise' branch of 'If {opening_text}'"
            return ParsedEffects(problem=why, gap="opening 'if'")
        targets = [
            replace(t, count_when=(none_unless(opening),)) if t.name in governed else t
            for t in targets
        ]
        lenient = {
            k: replace(v, count_when=(none_unless(opening),)) if k in governed else v
            for k, v in lenient.items()
        }
        notes = [n for n in notes if not n.startswith(f"the opening 'If {opening_text}'")]
        opening, branch, governed = None, governed, set()
    else:
        branch = set()
    maybe_absent = governed | branch | conditional  # (dropped: chosen in the strict reading)
    if any(compares_with_absent(t, lenient.get(t.name), maybe_absent, dropped) for t in targets):
        # a target compares with one the text may not require: not read
        why = "a comparison with a target or performer the text may not require"
        return ParsedEffects(problem=why, gap="comparison")
    if lenient or governed or dropped or opening is not None or loose_effects:
        loose = [lenient.get(t.name, t) for t in targets if t.name not in dropped]
        assert opening is not None or not governed
        return ParsedEffects(
            tuple(effects),
            tuple(targets),
            lenient_targets=tuple(
                replace(t, count_when=(none_unless(opening),))
                if opening is not None and t.name in governed
                else t
                for t in loose
            ),
            lenient_note="; ".join(dict.fromkeys(notes)),
            opening=opening,
            player_targets=tuple(players),
            narrowed=tuple(narrowed),
            apart=apart,
            lenient_effects=None
            if governed_entering is None and not loose_effects
            else tuple(
                loose_effects.get(i, e) for i, e in enumerate(effects) if i != governed_entering
            ),
        )
    return ParsedEffects(
        tuple(effects),
        tuple(targets),
        player_targets=tuple(players),
        narrowed=tuple(narrowed),
        apart=apart,
    )


def _only_yours_before(first: int, targets: list[TargetSpec], pronoun_yours: bool) -> str | None:
    """Whom a bare "with lower Chi" compares with on a card that is no Personality: the one
    card targeted before, when it is yours ("Target your unbowed Samurai. Target an enemy
    Personality with lower Chi."); None: not settled."""
    if (first - 1) + len(targets) != 1:
        return None
    if first == 2:
        return "target1" if pronoun_yours else None
    return targets[0].name if targets[0].select.controller is Controller.YOU else None
