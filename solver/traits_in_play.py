"""Traits of other cards in play that may change an action, not read (``CardDef.actions_unread``:
"You may not take Political Actions.", "Other players' Political actions may not target
Suikihime.", "You may use Favor abilities one additional time per turn."): an ongoing effect
legality needs (Costs and restrictions / Restrictions; Effects). Unless the state states that
card's effects itself (an ``effects`` entry whose ``source`` is the card), a verdict such a
sentence could turn is ``unknown``, never a silent legal or illegal: a sentence that can only
forbid ("may not", "cannot", "only") leaves an illegal verdict, one that can only allow
("may", "additional", "even if") a legal one. The sentences read (``CardDef.ongoing``) are
not among them: ``solver.effects`` applies them."""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from model.abilities import Ability, BringIntoPlay, GoldFrom, StatChange, TargetSpec
from model.cards import CardType
from model.cardtext.grant_sentences import printed_sentence
from model.cardtext.own_traits import keyword_scope
from model.cardtext.qualities import LIFTS_CAP as _LIFTS_CAP
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.cardtext.traits_on_actions import about_entering, about_plays_only
from model.common import CLANS, first_few, nested
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition, Selector, count_kinds, parse_where
from model.state import CardInstance, Phase, View
from solver.ability_grant_reach import bows_own_card
from solver.action_limits import limit_spares
from solver.attack_scope import AttackSaid, attack_kind, attack_may_turn, attack_said, may_attack
from solver.brought_unseen import brings_other, self_grant_spared
from solver.conditional_stats import off_while_opposed, off_while_side
from solver.copy_limit import copies_untouched, read_copy_limit
from solver.copy_scope import copy_title, copying_only, other_title
from solver.discipline import played_strategy
from solver.entering_scope import PLAY_NAMES, play_concerns, without_card_names
from solver.force_penalty_scope import keeps_upper_limits
from solver.inert_sentences import inert_sentence, without_reminders
from solver.kept_out import NONE_LEFT
from solver.keyword_entry_ban import banned_or_doubted
from solver.keyword_grant_names import grants_none_of, spec_keywords
from solver.keyword_inheritance import action_keywords
from solver.one_card_scope import cards_read_by_conditions, counts_as_spares, sole_cards
from solver.own_ability_scope import abilities_kept, about_own_ability, own_host_only, own_performer
from solver.performer_shields import doubt_or_witness, target_spares
from solver.play_keyword_scope import other_keyword
from solver.play_permissions import battle_only_permission
from solver.play_quality_scope import about_future_bearer, cannot_turn_play
from solver.play_stats import play_stats_on
from solver.quality_owner_scope import about_abilities, about_your_cards, names_none, your_cards
from solver.quality_type_scope import doubt_words, own_qualities_unread, strategy_cost_tested
from solver.restriction_reach import binds_elsewhere, discard_pile_only, spared_by_reach
from solver.slot_owner_scope import slot_reach
from solver.source_type_scope import actions_from_types, card_scoped_out
from solver.timing_grant_scope import said_spares
from solver.timing_reach import timing_rests_on
from solver.token_counts import per_token_zero
from solver.trait_scopes import bearer_locked, scoped_out
from solver.verdict import Play, Verdict
from solver.witness_retry import other_witness
from solver.witness_stat_scope import unspared

T = TypeVar("T")

__all__ = ["doubt_play", "doubt_play_traits", "doubt_traits_in_play"]

_FORBIDS = lazy_regex(
    r"\b(?:may not|cannot|can't|only|must|no abilities|more gold|additional cost|-\d+ strength"
    r"|no (?:player|one) may)\b",  # "No player may play Sneak Attack during a battle ..."
    re.IGNORECASE,
)
_ALLOWS = lazy_regex(
    # "Equipping Weapons is a Battle/Open action for you": Open kept, Battle added
    r"\b\w+/open (?:action|abilit|for you)|\bopen/\w+ (?:action|abilit)|"
    # "may take only one ...": a restriction (Short Season)
    r"\b(?:(?<!no player )(?<!no one )may(?! not| only| \w+ only\b)|additional(?! cost)|"
    r"as well as|even if|instead|less gold|ignor\w*|need not|"
    r"\+\d+ strength|have tireless|has tireless)\b",
    re.IGNORECASE,
)
#: a sentence about its controller's own actions: "You may ...", "Your actions targeting Longji
#: that create challenges are Unstoppable" (not "Your Personalities may not be targeted ...")
_YOURS_ONLY = lazy_regex(
    r"^(?:You (?:may|can|cannot|can't)\b|Your (?:[\w'-]+ ){0,3}?(?:actions|abilities)\b"
    # "Your Shugenja may use abilities even if ...": a permission for its controller's cards
    r"|Your (?:[\w'-]+ ){1,3}?(?:may(?! not)|can(?!not))\b)",
    re.I,
)
#: "Ranged Attacks may not target cards in this unit.", "Political actions cannot target
#: Hoturi.": a restriction on targeting alone, which an action with no target can't meet
_TARGETING_ONLY = lazy_regex(
    r"(?:(?!\b(?:may|cannot|can't|and|or|take|only|unless|while|if)\b)[\w' -]){1,60}? "
    r"(?:may not|cannot|can't) (?:target|be targeted by) "
    r"(?:(?!\b(?:and|or|unless|while|if)\b)[\w' -]){1,60}\.?",
    re.IGNORECASE,
)
#: words by which a sentence may give a play another time ("as a Battle action", "at any time",
#: "even if ... bowed", "from your discard pile")
_TIMING_WORDS = lazy_regex(
    r"\b(?:battle|open|limited|engage|dynasty|interrupt|reaction|phase|any time|even if|"
    r"tireless|discard pile|from your hand|reserve)\b",
    re.IGNORECASE,
)
#: words by which a sentence may lift a "not now" failure of an action (Abilities and actions:
#: timing; Costs and restrictions: a bowed card, a limit per turn; Reference 05, Areas: cards
#: out of play): another time, area, frequency or turn, or use while bowed. A sentence with
#: none of them ("You may destroy one of Kaori's unbowed Nonhuman Followers to refuse a
#: challenge ...") can't make an action usable now.
_GIVES_TIME = lazy_regex(
    r"\b(?:battle|open|limited|engage|dynasty|interrupt|reaction|phase|segment|step|time|"
    r"times|turn|turns|round|once|twice|again|additional|extra|per|even if|tireless|bowed|"
    r"hand|province|provinces|discard|deck|pile|reserve|play|any|as if|as though|instead|"
    r"rather|use|used|uses|using|take|taken|takes|perform|performs|act|actions?|abilit(?:y|ies)|"
    r"after|before|when|whenever|during|while|until|trigger\w*|designators?)\b",
    re.IGNORECASE,
)
#: designators of actions taken only in the Action or Attack Phase (Abilities and actions)
_ACTION_DESIGNATORS = frozenset({"battle", "open", "limited", "engage"})


def _action_phase_words_only(said: str) -> bool:
    """Are the only words by which ``said`` may give a play another time designators of actions
    taken in the Action or Attack Phase alone ("Equipping Weapons to Matsuo is a Battle/Open
    action for you.")?"""
    words = {m.group(0).lower() for m in _TIMING_WORDS.finditer(said)}
    return bool(words) and words <= _ACTION_DESIGNATORS


_STRONGHOLD_ONLY = lazy_regex(r"^Your Stronghold(?:'s (?:printed )?abilities| has no abilit)", re.I)
_STRENGTH = lazy_regex(r"\bstrength\b", re.IGNORECASE)
_ATTACKS = (
    r"(?P<kinds>(?:Fear effects|Melee Attacks|Ranged Attacks)"
    r"(?:(?:,? and|,) (?:Fear effects|Melee Attacks|Ranged Attacks))*"
    r"|(?:Melee|Ranged) and (?:Melee|Ranged) Attacks)"
)
#: A sentence that only changes the strength of attacks ("Other players' Ranged Attacks have -1
#: strength", "Your Melee Attacks have +1 strength", under a condition or not), read as
#: ``model.cardtext.effects_attacks`` reads attacks: the strict reading of a Fear effect, Melee
#: Attack or Ranged Attack leaves every bonus out while the lenient one has no Force limit.
#: Such a sentence can turn no verdict when it only gives a bonus; a penalty can.
_STRENGTH_ONLY = lazy_regex(
    r"(?:(?:If|While) [^,.]+, )?(?:(?:Your|your|Other players'|Other player's) )?"
    + _ATTACKS
    + r"(?: (?:from|targeting|during) [^,.]+?)? have (?P<sign>[+-])\d+ strength"
    r"(?: (?:if|unless) [^,.]+)?\.?"
)


#: a rulebook ability named, not modelled ("they do not have the Tactical Advantage ability")
_RULEBOOK_ABILITY = lazy_regex(
    r"(?i)\b(?:the )?(?:rulebook )?(?:Tactical Advantage|Lobby|Cycle|Proclaim|Seppuku)"
    r"(?: abilit(?:y|ies)| actions?)?\b|\bthe (?!(?:rulebook )?(?:Recruit|Equip|Favor)\b)"
    r"(?:rulebook \w+|\w+ rulebook) ability"  # "the rulebook Honor ability" (h29adv1 F1)
)


def _no_verdict(said: str) -> bool:
    """Can this sentence turn no verdict (``_STRENGTH_ONLY``; one whose only abilities or
    actions are rulebook ones not modelled: Aranai Sensei's "Unless they have the printed
    Tactician keyword, they do not have the Tactical Advantage ability.", "Dainagon may Lobby as
    an Open action.")?"""
    if _RULEBOOK_ABILITY.search(said):
        rest = re.sub(r"\bas an? [\w/]+ action\b", "", _RULEBOOK_ABILITY.sub("", said), flags=re.I)
        if not re.search(r"\babilit(?:y|ies)\b|\bactions?\b|\btarget", rest, re.I):
            return True
    m = _STRENGTH_ONLY.fullmatch(said.strip())
    if m is None:
        return inert_sentence(said)  # Cavalry, Honor gains, Presence (h30adv2)
    return m.group("sign") == "+"


@dataclass(frozen=True, slots=True)
class _Said:
    """One unread trait sentence of a card in play, classified once per View."""

    card: str
    shown: str
    stronghold_only: bool
    strength: bool
    kinds: frozenset[str] | None
    forbids: bool
    allows: bool
    #: forbids playing or bringing cards into play, naming no action (``about_entering``)
    entering: bool = False
    #: about its controller's own actions only (``_YOURS_ONLY``)
    yours_only: bool = False
    #: only restricts what actions target ("Ranged Attacks may not target cards in this unit.")
    targeting_only: bool = False
    #: names another time, area, frequency or use while bowed (``_GIVES_TIME``)
    gives_time: bool = True
    #: a targeting restriction on one kind of attack only: "ranged", "melee" (``attack_kind``)
    attack_kind: str | None = None
    #: only about actions from cards of these types ("actions from Events")
    from_types: frozenset[CardType] | None = None
    #: the sentence as printed (``copy_scope``)
    said: str = ""
    #: an attack sentence whose cards are its card's unit (``attack_scope``)
    attack: AttackSaid | None = None


def _per_view(view: View, name: str, build: Callable[[frozenset[str]], list[T]]) -> list[T]:
    """``build(stated)`` once per View (the state is frozen); ``stated``: the cards whose effects
    the state states itself (``effects`` with that ``source``), whose text is then not doubted."""
    memo = view.memo(name)
    if "said" not in memo:
        memo["said"] = build(frozenset(e.source for e in view.state.effects if e.source))
    cached = memo["said"]
    assert isinstance(cached, list)
    return cached


def _in_play(view: View) -> list[_Said]:
    """The unread trait sentences of the cards in play whose effects the state does not state."""
    return _per_view(view, "traits_in_play", lambda stated: _in_play_build(view, stated))


def _in_play_build(view: View, stated: frozenset[str]) -> list[_Said]:
    return [
        _Said(
            inst.id,
            f"{d.title} ({inst.id}): {printed_sentence(said, d.grants_abilities)}",
            _STRONGHOLD_ONLY.match(said) is not None,
            _STRENGTH.search(said) is not None,
            keyword_scope(said),
            _FORBIDS.search(said) is not None,
            _ALLOWS.search(said) is not None,
            about_entering(said),
            _YOURS_ONLY.match(said) is not None or own_performer(said, d.title),
            _TARGETING_ONLY.fullmatch(said.strip()) is not None,
            _GIVES_TIME.search(said) is not None,
            attack_kind(said, _TARGETING_ONLY.fullmatch(said.strip()) is not None),
            actions_from_types(said),
            said,
            attack_said(said, d.title, d.type),
        )
        for inst in view.state.cards
        if inst.in_play and inst.id not in stated
        for d in (view.definition(inst.id),)
        for said in d.actions_unread
        if not (_no_verdict(said) or copying_only(said) or abilities_kept(said))
        and not (about_plays_only(said) or own_host_only(said))  # plays, hosts: doubt_play
        and not about_own_ability(said, d.title)  # its own card's ability only
    ]


_BOW = lazy_regex(r"\bbow", re.IGNORECASE)
_ITSELF = lazy_regex(r"^This (?:card|Strategy|Event)\b")


def doubt_traits_in_play(
    view: View, card: str, verdict: Verdict, two_readings: bool, free: str | None = None
) -> Verdict:
    """``verdict`` for an action of ``card``, or ``unknown`` when a trait of another card in play
    not read could turn it. ``two_readings``: the action's attack has a Force limit in one
    reading (a change to attack strength matters only then); ``free``: the player, when the
    caller chose no target (another witness may then be tried)."""
    verdict = bearer_locked(view, card, verdict, free)  # the Tapestry, two Cloaks (h40adv6 F1)
    if verdict.status not in ("legal", "illegal"):
        return verdict
    checked_ab = (
        view.definition(card).abilities[verdict.ability]
        if isinstance(verdict.ability, int)
        else None
    )
    if checked_ab is not None:
        # and a Strategy's Gold cost, paid to play it
        tested = tested_qualities(checked_ab) | strategy_cost_tested(view, card)
        verdict = doubt_qualities(view, verdict, tested, card, checked_ab, free)
        if verdict.status == "unknown":
            return verdict
    said_in_play = _in_play(view)
    if not said_in_play:
        return verdict
    checked = view.definition(card)
    keywords = action_keywords(checked, verdict.ability)  # a Strategy's card keywords too
    ab = checked.abilities[verdict.ability] if isinstance(verdict.ability, int) else None
    # a card played from the hand (Abilities and actions: a Strategy), or brought or created
    plays = played_strategy(view, card) or (
        ab is not None and (bool(ab.creates) or any(e.bring_into_play for e in ab.effects))
    )
    brings = ab is None or bool(ab.creates) or any(e.bring_into_play for e in ab.effects)
    timing = verdict.status == "illegal" and verdict.details[0].code == "timing"
    # bowed, and its own cost bows it: no Tireless lifts that (Reference 04, a bowed card can't
    # pay a :bow: cost); only a sentence about bowing may
    bows_itself = (
        timing
        and ab is not None
        and verdict.reasons[0] == f"{checked.title} is bowed"
        and any(bows_own_card(c) for c in ab.costs)
    )
    untargeted = ab is not None and not ab.all_target_specs() and not ab.player_targets
    mine = view.card(card).controlled_by
    could = [
        s.shown
        for s in said_in_play
        if s.card != card
        # "Your actions ...", "You may ...": its controller's actions only
        and not (s.yours_only and view.card(s.card).controlled_by != mine)
        # not now, bowed, used up: only a sentence that allows may turn that
        and not (timing and not s.allows)
        and not (timing and not s.gives_time)
        and not (bows_itself and not _BOW.search(s.shown.split("): ", 1)[-1]))
        and not ((s.targeting_only and untargeted) or counts_as_spares(s.said, ab))
        and not (s.attack_kind and ab is not None and not may_attack(ab, s.attack_kind))
        and not (s.attack and not attack_may_turn(view, s.attack, s.card, card, ab, verdict))
        and not (s.entering and not plays)
        # "one copy of Counting House": a Strategy bringing no card is not that card
        and not (s.entering and not brings and other_title(s.said, checked.title))
        and not (s.entering and not brings and other_keyword(view, s.said, card))
        and not (s.entering and copy_title(s.said) is not None and copies_untouched(view, verdict))
        and not card_scoped_out(view, s.said, s.stronghold_only, checked)  # Olyah Sensei
        and not (s.from_types is not None and checked.type not in s.from_types)
        # an attack's strength: a Force limit only in the strict reading
        and not (s.strength and not two_readings)
        # "You may not take Political actions": not a Political action
        and not (s.kinds is not None and not s.kinds & keywords)
        and not (verdict.status == "illegal" and s.forbids and not s.allows)
        and not (verdict.status == "legal" and s.allows and not s.forbids)
        # a Gold source, a lower payment: only a Gold failure; a Limited time: only a timing one
        and not said_spares(s.said, verdict, ab, view)
        # "Each player may take only one Limited or Open action per turn.": read in full
        and not limit_spares(view, s.card, s.said, mine, _designators_now(verdict, ab))
        # "When another player's Battle action would target your Ninja: ...": that action only
        and not target_spares(view, s.card, s.said, card, ab, verdict)  # Nomen too
        and not spared_by_reach(view, s.card, s.said, mine, ab)  # "Other players ...", Horde
        and not scoped_out(view, s.card, s.said, card, ab, verdict)  # "may cast Kihos ..."
    ]
    if not could:
        return verdict
    why = "not modelled: a trait of a card in play may change this action: " + first_few(could)
    return doubt_or_witness(view, free, verdict, ab, could, why)  # an honorable performer


def _designators_now(verdict: Verdict, ab: Ability | None) -> set[str] | None:
    """The action's designator now (Abilities and actions: one, of when it is taken), else its
    designators; None: not known (any)."""
    if verdict.designator is not None:
        return {verdict.designator.casefold()}
    return {d.value for d in ab.designators} if ab is not None and ab.designators else None


#: A sentence that names a rulebook play ("You may Equip this Follower as a Battle action",
#: "Equipping Weapons is a Battle/Open action for you", "You may Recruit this Holding as a
#: Political Open action").
_NAMES_PLAY = {
    # Equip is an Open action, Recruit a Dynasty action (Reference 02): "Each player may take
    # only one Limited or Open action per turn." (Short Season; found by h23adv1 F8)
    Play.EQUIP: PLAY_NAMES["equip"],  # "may play attachment cards ... as if ... in your hand"
    Play.RECRUIT: PLAY_NAMES["recruit"],  # "Playing a <kind> has the additional cost"
}


def doubt_play(view: View, card: str, play: Play, verdict: Verdict) -> Verdict:
    """``verdict`` for the rulebook play ``play`` (Recruit, Equip: Reference 02) of ``card``, or
    ``unknown`` when a trait sentence not read that names the play could turn it: of a card in
    play whose effects the state does not state, or of the card itself wherever it is (its own
    "You may Equip this Follower as a Battle action" changes its own Equip). A sentence that can
    only allow leaves an illegal verdict, one that can only forbid a legal one."""
    if verdict.status not in ("legal", "illegal"):
        return verdict
    # Recruit: the Honor Requirement, the Clan Honor Rule, keywords; Equip: who may take it
    tested = frozenset(
        {"stat", "stat:honor_requirement", "stat:gold_cost", "keyword", "clan"}
        if play == Play.RECRUIT
        else {"stat", "stat:gold_cost", "keyword", "clan"}
    )
    verdict = doubt_qualities(view, verdict, tested, card)
    if verdict.status == "unknown":
        return verdict
    # the rulebook play is its card's owner's, onto his own Personality (Reference 02)
    return doubt_play_traits(view, card, play, verdict, player=view.card(card).owner)


#: a sentence binding its controller and his own cards alone: "You may only Recruit Shadowlands
#: Personalities.", "Your ... cannot Equip ...", "Equipping is a Battle/Open action for you."
_BINDS_YOU = lazy_regex(
    r"^(?:You |Your (?!opponents?\b|enem)(?:[\w'-]+,? ){1,4}?)(?:may|can|cannot|can't|can not|"
    r"will not|must)\b|^\w+ (?:\w+ )?is (?:an? )?[\w/]+ (?:action )?for you\.?$",
)


#: words of a sentence that may change what a play costs or how it is paid
_GOLD_WORDS = lazy_regex(
    r"\b(?:gold|gp|costs?|pay|paying|paid|less|more|free|without|instead|ignor\w*|reduc\w*)\b",
    re.IGNORECASE,
)


def doubt_play_traits(
    view: View, card: str, play: Play, verdict: Verdict, *, player: str | None = None
) -> Verdict:
    """``doubt_play``'s trait sentences alone: also asked of an action whose effect brings
    ``card`` into play (``solver.playing.doubt_brought``; Abilities and actions / Good Faith
    Rule: it must be able to enter play legally), as an Equip when it attaches, else as a
    Recruit ("Your Personalities cannot Equip Shadowlands Followers."). ``player``: the
    player of a rulebook play, onto his own Personality, whom another player's "You ..." or
    "Your Personalities ..." can't bind."""
    if verdict.status not in ("legal", "illegal"):
        return verdict
    names = _NAMES_PLAY[play]
    stated = {e.source for e in view.state.effects if e.source is not None}
    timing = verdict.status == "illegal" and verdict.details[0].code == "timing"
    in_actions = view.state.phase in (Phase.ACTION, Phase.ATTACK)
    # illegal for its Gold alone: only a sentence about Gold or costs may turn it (h25remeasure:
    # "You may Equip Water Spells to your unbowed opposed Shugenja as a Battle action")
    gold_only = verdict.status == "illegal" and all(r.code == "gold" for r in verdict.details)
    # "Equipping Weapons is a Battle/Open action for you": only a play of a card of that type
    verb, played = ("equip" if play == Play.EQUIP else "recruit"), view.definition(card)
    equip_now = {"open"} if view.state.phase is Phase.ACTION else None
    could = [
        f"{d.title} ({inst.id}): {printed_sentence(said, d.grants_abilities)}"
        for inst in view.state.cards
        if inst.id == card or (inst.in_play and inst.id not in stated)
        for d in (view.definition(inst.id),)
        for said in d.actions_unread
        if (
            (names.search(said) and play_concerns(view, said, verb, played))
            or (
                about_entering(said)
                and not other_title(said, played.title, view.keywords(card))
                and not read_copy_limit(said, played.title)  # ``restriction_problem``
            )
        )
        and not _no_verdict(said)  # "Dainagon may Lobby as an Open action": Lobby only
        and not other_keyword(view, said, card)  # "Water Spells": not a Fire Spell
        and not (verdict.status == "illegal" and _FORBIDS.search(said) and not _ALLOWS.search(said))
        and not (verdict.status == "legal" and _ALLOWS.search(said) and not _FORBIDS.search(said))
        # not now (Recruit outside the Dynasty Phase ...): only a sentence giving another time
        and not (timing and not _TIMING_WORDS.search(without_card_names(said)))
        and not (gold_only and not _GOLD_WORDS.search(said))
        # "... is a Battle/Open action for you" in the Dynasty Phase: no such action then
        and not (timing and not in_actions and _action_phase_words_only(said))
        # "Each player may take only one Limited or Open action per turn.": read in full (the
        # rulebook Equip is an Open action in the Action Phase; Reference 02)
        and not (
            play == Play.EQUIP
            and limit_spares(view, inst.id, said, player or view.card(card).owner, equip_now)
        )
        and not (timing and not view.state.in_combat and battle_only_permission(said))
        # another player's "You may only Recruit ...", "Your Personalities cannot Equip ...";
        # its controller's own "Other players may not play Terrains ..."
        and not binds_elsewhere(view, inst.id, card, said, player, verdict.card, _BINDS_YOU)
        and not discard_pile_only(view, said, card)  # a card in a hand: not from the pile
    ]
    if not could:
        return verdict
    return banned_or_doubted(view, card, player, verdict, could)  # "You may not bring ..."


#: keywords with rules the solver applies (Reference 02-05: Unique, Singular, Loyal, Experienced
#: on entering; Tireless, Reserve on timing; Kensai, Shugenja, Weapon, Armor on attaching;
#: Unstoppable on Interrupts) and every Clan name (a Clan alignment may be read as a keyword)
_RULES_KEYWORDS = frozenset(
    {"unique", "singular", "loyal", "experienced", "tireless", "reserve", "kensai", "shugenja"}
    | {"weapon", "armor", "unstoppable", "spell", "item", "follower", "personality"}
    | set(CLANS)
)
#: a CardDef's fields that say nothing a test may name (its own title and keywords)
_NOT_TESTS = frozenset({"title", "keywords", "clan", "qualities_unread", "actions_unread"})


def _board_words(view: View) -> str:
    """The words of every modelled and unread text of the cards of the state, in play or not
    (abilities, ongoing effects, Gold production, entering changes, sentences not read), lower
    case, once per View: a keyword no text names can be tested only by the rules
    (``_RULES_KEYWORDS``)."""
    memo = view.memo("traits_in_play_words")
    if "words" not in memo:
        memo["words"] = " ".join(_def_words(view, c.id) for c in view.state.cards)
    words = memo["words"]
    assert isinstance(words, str)
    return words


def _def_words(view: View, cid: str) -> str:
    """``_board_words`` of one card (its sentences giving qualities left out: they are the
    grants themselves; a test in one of them is another card's grant, doubted on its own)."""
    d = view.definition(cid)
    # a sentence that can turn no verdict (one about a rulebook ability only) tests nothing
    said = [t for t in d.actions_unread if not _no_verdict(t)]
    return " ".join(
        [repr(getattr(d, f.name)) for f in dataclasses.fields(d) if f.name not in _NOT_TESTS] + said
    ).lower()


def _to_abilities(said: str) -> bool:
    """Does ``said`` give abilities only keywords without rules (``about_abilities``)?"""
    names = granted_keywords(said) if about_abilities(said) else None
    return names is not None and not names & _RULES_KEYWORDS


#: keywords whose rules only lift a "not now" failure (Tireless: used while bowed; Reserve:
#: Recruited in battle)
_TIMING_KEYWORDS = frozenset({"tireless", "reserve"})


def _names_untested(view: View, shown: str, card: str | None, timing: bool) -> bool:
    """Does no modelled rule and no text on the board (the state's cards, the checked card; the
    sentence itself left out) name any of the keywords the sentence ``shown`` gives? Then giving
    them can turn no verdict (Reference 04, Keywords: "Other keywords may work with effects on
    other cards but have no rules meaning"). ``timing``: the verdict is illegal by its timing,
    which Tireless or Reserve may lift; nothing else they may turn."""
    said = shown.split("): ", 1)[1] if "): " in shown else ""
    names = granted_keywords(said) if said else None
    rules = _RULES_KEYWORDS if timing else _RULES_KEYWORDS - _TIMING_KEYWORDS
    if names is None or names & rules:
        return False
    text = _board_words(view) + " " + (_def_words(view, card) if card is not None else "")
    text = without_reminders(text.replace(said.lower(), " "), names)
    return not any(re.search(rf"\b{re.escape(n)}\b", text) for n in names)


def _qualities(view: View) -> list[tuple[str, str, frozenset[str], frozenset[str] | None]]:
    """(card, shown sentence, kinds, the cards it may change: None when not read with
    certainty) for the unread sentences of cards in play that give cards keywords, a Clan
    alignment or stat changes (``CardDef.qualities_unread``), unless the state states that
    card's effects; once per View."""
    in_play = [c for c in view.state.cards if c.in_play]
    return _per_view(
        view,
        "qualities_in_play",
        lambda stated: [
            (
                inst.id,
                f"{d.title} ({inst.id}): {printed_sentence(said, d.grants_abilities)}",
                quality_kinds(said),
                sole_cards(view, inst.id, said) or your_cards(view, inst.id, said),
            )
            for inst in view.state.cards
            if inst.in_play and inst.id not in stated
            for d in (view.definition(inst.id),)
            for said in d.qualities_unread
            # lifting Reference 05's cap on dishonorable Personal Honor: only with one in play
            # ("Your dishonorable Paragons ...": one its controller controls; h45fixa N2)
            if not (
                _LIFTS_CAP.search(said) and not _capped_in_play(said, inst.controlled_by, in_play)
            )
            # "-1F for each of their Madness tokens" with no such token in play: zero
            and not per_token_zero(said, in_play)
            # "Bakari has -4F while he is unopposed." while he is opposed: no change
            and not off_while_opposed(view, inst.id, said)
            and not off_while_side(view, inst.id, said)
            and not names_none(view, inst.id, said)
        ],
    )


def _capped_in_play(said: str, controller: str | None, in_play: list[CardInstance]) -> bool:
    """Is a dishonorable card in play ``said`` may concern ("Your ...": its controller's)?"""
    yours = said.startswith("Your ")
    return any(c.dishonorable and (not yours or c.controlled_by == controller) for c in in_play)


def _touched(
    view: View, card: str, ab: Ability | None, verdict: Verdict, itself: bool = True
) -> frozenset[str] | None:
    """The cards a legal ``verdict`` rests on (its witness's targets, the card, a card brought,
    the Gold sources' cards), or None when a change to any other card may still turn it (an
    illegal verdict; a superlative, a count or a condition in the ability)."""
    w = verdict.witness
    if verdict.status != "legal" or w is None:
        return None
    if ab is not None and any(
        isinstance(o, Selector) and (o.extreme is not None or o.controller_controls)
        for o in nested(ab)
    ):
        return None
    # a condition reading its own card or a target only (h25adv2 F2: "if the target is
    # dishonorable"); any other condition may read any card
    read = cards_read_by_conditions(view, card, ab, dict(w.targets)) if ab else frozenset()
    if read is None:
        return None
    found = set(read) | ({card} if itself else set())
    if view.card(card).in_play and (ab is None or _names_itself(ab)):
        found |= set(view.unit(view.unit_head(card)))  # "lower Force than this Personality"
    found |= {c for ids in w.targets.values() for c in ids}
    found |= {w.brought} if w.brought else set()
    if w.plan is not None:
        found |= {s.split(":", 1)[0] for _, ids in w.plan.assignment for s in ids}  # source ids
    return frozenset(found)


def _names_itself(ab: Ability) -> bool:
    """Does the ability compare or change a stat of its own card or bearer ("with lower Force
    than this Personality", "Give this Shugenja -1C", "Gold equal to his Chi")?"""
    for o in nested(ab):
        texts: tuple[str, ...] = ()
        if isinstance(o, TargetSpec):
            texts = (*o.where, *(t for w in o.where_when for t in w.where))
        elif isinstance(o, GoldFrom):
            texts = (o.equal_to,)
        elif isinstance(o, StatChange):
            return True
        if any(re.search(r"\b(?:source|bearer)\.", t) for t in texts):
            return True
    return False


#: the stats a trait sentence may change (``model.cardtext.qualities``), by the attribute a
#: comparison names (a unit's total Force is its cards' Force)
_STAT_OF = {
    "force": "force",
    "base_force": "force",
    "total_force": "force",
    "chi": "chi",
    "base_chi": "chi",
    "personal_honor": "personal_honor",
    "base_personal_honor": "personal_honor",
    "honor_requirement": "honor_requirement",
    "base_honor_requirement": "honor_requirement",
    "base_gold_cost": "gold_cost",
    "total_gold_cost": "gold_cost",
}


def _stats_of(texts: Iterable[str]) -> set[str]:
    """The stat kinds the comparisons ``texts`` test ("stat" and "stat:force", ...)."""
    found = {"stat"}
    for text in texts:
        for rel in parse_where(text).relations():
            for term in (*rel.left.parts(), *rel.right.parts()):
                if term.attr is not None:
                    found |= {f"stat:{_STAT_OF.get(term.attr, term.attr)}", *count_kinds(term.attr)}
    return found


@functools.lru_cache(maxsize=4096)
def tested_qualities(ability: Ability | TargetSpec) -> frozenset[str]:
    """Which of stat, keyword, Clan the ability tests: a selector's keywords or Clan, a target's
    or a condition's comparisons (``where``), a superlative, "If you are a Crab Clan player";
    a stat test also names its stats ("stat:force": a comparison's attributes)."""
    found: set[str] = set()
    for obj in nested(ability):
        if isinstance(obj, Selector):
            if obj.keyword or obj.any_keyword or obj.not_keyword or obj.base_keyword:
                found.add("keyword")
            if obj.clan is not None or obj.unaligned is not None or obj.your_clan is not None:
                found.add("clan")
            if obj.extreme is not None:
                found |= {"stat", f"stat:{_STAT_OF.get(obj.extreme.stat.value, 'other')}"}
        elif isinstance(obj, TargetSpec) and (obj.where or obj.where_when):
            found |= _stats_of([*obj.where, *(t for w in obj.where_when for t in w.where)])
        elif isinstance(obj, BringIntoPlay):  # as its Recruit or Equip: who takes it, its cost
            if obj.card != SOURCE:  # "Put this Terrain into play": no host, no Clan to ask
                found |= {"keyword", "clan", "stat", "stat:honor_requirement"}
            found |= {"stat", "stat:gold_cost"} if obj.pay_cost else set()
        elif isinstance(obj, GoldFrom):  # "pay Gold equal to his unit's total Gold Cost"
            found |= _stats_of([f"{obj.equal_to} >= 0"]) if "." in obj.equal_to else {"stat"}
        elif isinstance(obj, StatChange):  # "Give Daizu -2C" needs the stat (a minimum)
            found |= {"stat", f"stat:{_STAT_OF.get(obj.stat, obj.stat)}"}
        elif isinstance(obj, Condition):  # an army's total Force reads each Force in it
            force = {"stat", "stat:force"} if obj.army and obj.army.measure == "force" else set()
            found |= (_stats_of(obj.where) if obj.where else set()) | force
            found |= {"clan"} if obj.your_clan is not None else set()
    return frozenset(found)


def overlaps(kinds: frozenset[str], tested: frozenset[str]) -> bool:
    """Whether a sentence that may change ``kinds`` may turn a test of ``tested``: a shared
    keyword or Clan kind, or a stat change and a stat test naming a common stat (a side that
    names no stat may be any)."""
    if kinds & tested & {"keyword", "clan"}:
        return True
    if "stat" not in kinds or "stat" not in tested:
        return False
    changed = {k for k in kinds if k.startswith("stat:")}
    compared = {k for k in tested if k.startswith("stat:")}
    return not changed or not compared or bool(changed & compared)


#: a required target none of whose candidates exists (its own selector fails on every card)
_NO_CANDIDATE = lazy_regex(
    rf"^required targeting can't be met: (?P<slot>[\w-]+): [^;]*{NONE_LEFT}(?: \([^()]*\))?$"
)


def doubt_qualities(
    view: View,
    verdict: Verdict,
    tested: frozenset[str],
    card: str | None = None,
    ab: Ability | None = None,
    free: str | None = None,
) -> Verdict:
    """``verdict`` or ``unknown`` when a card in play gives cards a keyword, a Clan alignment or a
    stat change by text not read, and the action (or play) tests one of those (``tested``);
    also the played ``card``'s own such sentences where it is out of play ("This card has -1
    Gold Cost if you control a Merchant")."""
    if verdict.status not in ("legal", "illegal") or not tested:
        return verdict
    timing = bool(
        verdict.status == "illegal" and verdict.details and verdict.details[0].code == "timing"
    )
    if timing:
        # not now, bowed, used up: a stat or a Clan can't turn that (a keyword, e.g. Tireless
        # or Reserve, may)
        tested = tested & {"keyword"}
    first_code = verdict.details[0].code if verdict.details else None
    named_kw: frozenset[str] | None = None  # the failing slot's keywords (h45fixa N7)
    if verdict.status == "illegal" and ab is not None and first_code == "target":
        # "performer: needs to choose your unbowed Samurai card; you have none": only what that
        # target's own selector and relations test may give it one (h24adv2 N4a: Asako Ume)
        m = _NO_CANDIDATE.match(verdict.reasons[0])
        spec = next((t for t in ab.all_target_specs() if m and t.name == m["slot"]), None)
        if spec is not None:
            tested = tested & tested_qualities(spec)
            named_kw = spec_keywords(spec) if not spec.where and not spec.where_when else None
    if verdict.status == "illegal" and verdict.reasons:
        first = verdict.reasons[0]
        if first.startswith(("Unique:", "Singular:")):  # no quality given turns a title's copy
            return verdict
        if first.startswith("Loyal:"):  # only a Clan alignment may
            tested = tested & {"clan"}
    said = unspared(view, card, ab, verdict, _qualities(view))
    if card is not None and not view.card(card).in_play:
        d = view.definition(card)
        said += [
            (card, f"{d.title} ({card}): {t}", quality_kinds(t), None)
            for t in own_qualities_unread(view, card)  # less a Strategy's settled own cost
            if not about_future_bearer(t, d.type)  # its bearer's, once attached
            # "This card has -1 Gold Cost if ...": no target it fails to find (h45fixa N5)
            and not (first_code == "target" and ab and not _names_itself(ab) and _ITSELF.match(t))
        ]
    # a card brought from anywhere (a deck the state does not list): its text is not known
    brings = brings_other(ab)  # a card brought: its text may not be known
    # a sentence about one card only ("Sugo has +4F while attacking") can't turn a legal
    # answer that rests on other cards
    touched = _touched(view, card, ab, verdict) if card is not None else None
    # a stat change to the acting card itself turns nothing its ability does not read
    # ("Hiroteru has +1F ..." vs his own "Fear 3"; h25adv2 F2)
    blind = card is not None and ab is not None and not _names_itself(ab)
    stat_touched = _touched(view, card, ab, verdict, itself=False) if blind and card else touched
    if card is not None and ab is None:
        stat_touched = play_stats_on(view, card, verdict)  # "This Personality has +2 Gold Cost."
    timing_on = timing_rests_on(view, card, ab, verdict)
    # illegal: the failing target is one side's cards ("an opponent's Personality ...")
    reach = slot_reach(view, view.card(card).controlled_by, ab, verdict) if card else None
    # a Recruit of ``card`` refused by its own Honor Requirement (Reference 03)
    hr = verdict.status == "illegal" and verdict.reasons[0].startswith("Honor Requirement ")
    reach = frozenset({card}) if card and ab is None and hr else reach
    # a play (Recruit, Equip) of another player's card: "Your Artisans have -5HR" is not his
    player = view.card(card).controlled_by if card is not None and ab is None else None
    status = verdict.status
    could = [
        shown
        for source, shown, kinds, only in said
        if overlaps(kinds, tested)
        and not (
            player is not None
            and source != card
            and view.card(source).controlled_by != player
            and about_your_cards(shown.split("): ", 1)[-1])
        )
        # a play (Recruit, Equip): an ability's keyword, a lower Honor Requirement
        and not (ab is None and card and cannot_turn_play(shown, verdict, view, source))
        and not (touched is not None and only and not only & touched)
        and not keeps_upper_limits(status, ab, shown, verdict, only)  # and the witness's way
        and not (
            stat_touched is not None
            and only
            and not kinds & {"keyword", "clan"}
            and not only & stat_touched
        )
        and not (timing_on is not None and only and not only & timing_on)
        and not (named_kw and kinds & tested == {"keyword"} and grants_none_of(shown, named_kw))
        and not (reach is not None and only and not only & reach)
        # "Your Political abilities ... have Economic": no card's quality, only when it's used
        and not (not timing and _to_abilities(shown.split("): ", 1)[-1]))
        # a keyword that no rule and no text on the board names (h24adv1 F2: Tactician); not
        # for the acting card's own timing failure (a keyword's absent rules may concern it)
        and not (
            kinds == {"keyword"}
            and (not brings or self_grant_spared(ab, source, only))  # Ikoma Genichi
            and not (timing and ab is not None and (only is None or card in only))
            and _names_untested(view, shown, card, timing)
        )
    ]
    if not could:
        return verdict
    onlys = [only for _, shown, _, only in said if shown in could]  # one-card: another witness
    if free and card and ab and (alt := other_witness(view, free, verdict, ab, onlys)) is not None:
        return alt
    why = doubt_words(view, card, could)  # its own trait, or one of a card in play
    return verdict.doubted("not_modelled", why + first_few(could), keep=2)
