"""Created Followers put into play on a Personality ("Create a 1F Ashigaru Follower and attach it
to your target Personality"): Reference 03, Attachments, and the FAQ on actions that bring cards
into play."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Block, TargetSpec
from model.cardtext.conditions import named_card
from model.cardtext.targets import Phrase
from model.cardtext.triggers import read_trigger
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector

__all__ = [
    "CREATE_FOLLOWER",
    "CREATE_ITEM",
    "attached_to_yours",
    "created_cards",
    "is_weapon",
    "narrow_chosen",
    "narrowed_to_personalities",
    "read_created",
    "trigger_yours",
    "weapon_host",
]

#: "Create a 1F Ashigaru Follower and attach it to your target Personality", "Create and
#: attach two 1F Followers to him": a created Follower put into play on a Personality.
CREATE_FOLLOWER = lazy_regex(
    r"\bcreate (?:(?:an?|one|two|three) (?:[^.;:\"]*?\bFollowers?\b(?: with [^.;:]*?)?"
    # "a 1F Ashigaru": a card with a Force alone, attached (only attachments attach, Reference 03)
    r"|\d+F (?-i:[A-Z][\w-]*)(?: • (?-i:[A-Z][\w-]*))*),? and attach (?:it|them) to "
    r"|and attach (?:an?|one|two|three)"
    # "two, or three if the target is a Commander,": how many (no requirement)
    r"(?:, or (?:two|three|four) if [^.;:,\"]+,)? [^.;:\"]*?\bFollowers? to "
    # "and attach to him a 1F Ashigaru Follower for every 3 Gold you paid": (how many: none
    # may be; no requirement)
    r"|and attach to (?=(?:him|her) an? \d+F [^.;:\"]*?\bFollower\b))"
    r"(?P<to>your target [^.,;:]+|him|her|this Personality|each of your [^.,;:]+|"
    r"one of your [^.,;:]+|the Personality\b|(?-i:[A-Z][\w-]+))",
    re.IGNORECASE,
)


#: "Create a +2F/+1C One-Handed • Sword • Weapon Item and attach it to your target
#: Personality", "Create and attach a +2F/+0C Armor Item to this Personality", "Create a +2F
#: Armor Item with the trait, "..." and attach it to him": a created Item put into play on a
#: Personality (quoted text is protected as \x01N\x01 by the effects reader).
CREATE_ITEM = lazy_regex(
    r"\bcreate (?:an? (?P<kw1>[^.;:\"]*?)\bItem\b(?: with [^.;:]*?)? and attach it to "
    r"|and attach an? (?P<kw2>[^.;:\"]*?)\bItem\b to )"
    r"(?P<to>your target [^.,;:]+|him|her|this Personality|one of your Personalities\b)"
    # "(if legal)": put into play only if legal, so Good Faith asks nothing of it
    r"(?P<if_legal> \(if legal\))?",
    re.IGNORECASE,
)


def _narrowed(phrase: Phrase, found: list[Phrase], targets: list[TargetSpec]) -> str:
    """ "your target Duelist" (a keyword, no card type) as a created card's host: only a
    Personality you control can take it (Reference 03), and the card must be able to enter
    play (Good Faith Rule), so the target is narrowed to Personalities in place (its slot in
    ``targets``); "" when done, else what is not read."""
    refused = "a card that may be no Personality"
    if phrase.select.type or not phrase.select.keyword or phrase.lenient_select is not None:
        return refused
    if phrase.performer or phrase.optional or any(p.more for p in found):
        return refused
    index = len(targets) - len(found) + found.index(phrase)
    if index < 0 or targets[index].select != phrase.select:
        return refused
    select = replace(phrase.select, type=(CardType.PERSONALITY,))
    targets[index] = replace(targets[index], select=select)
    return ""


def is_weapon(words: str) -> bool | None:
    """Is the created Item a Weapon (Reference 03: one Weapon per Personality)? False too for
    "Armor or Weapon" (its player chooses: ``armor_host``)."""
    low = words.lower()
    if re.search(r"\barmor or weapon\b|\bweapon or armor\b", low):
        return False
    return bool(re.search(r"\bweapon\b", low))


def armor_host(spec: TargetSpec, words: str) -> tuple[TargetSpec, TargetSpec] | None:
    """The strict and lenient host slots of a created Armor (None: its slot already has
    alternatives, not read). The printed reminders say "A Personality can only have one
    Armor"; no rules file states it (the Armor keyword's rules are in the keyword reference
    the rules files lack). So the strict reading wants a host with no Armor (or, for "Armor or
    Weapon", one lacking either), the lenient one any host: where they disagree the answer is
    ``unknown``."""
    low = words.lower()
    if spec.select.any_of:
        return None
    no_armor = Selector(lacks_attachment=Selector(keyword=("armor",)))
    either = re.search(r"\barmor or weapon\b|\bweapon or armor\b", low)
    room = (
        (no_armor, Selector(lacks_attachment=Selector(keyword=("weapon",))))
        if either
        else (no_armor,)
    )
    return replace(spec, select=replace(spec.select, any_of=room)), spec


def attached_to_yours(
    to: str,
    found: list[Phrase],
    at: int,
    targets: list[TargetSpec],
    first: int,
    pronoun_spec: TargetSpec | None,
    card_type: CardType | None = None,
    title: str = "",
    *,
    trigger_yours: bool = False,
    narrowed: list[str] | None = None,
) -> str | None:
    """Whom a created Follower attaches to must be a Personality of yours, targeted or named
    ("a player may only attach attachments to a Personality he or she controls", Reference 03,
    Attachments; an action that brings a card into play needs one it can legally play, FAQ).
    None: it is; else what is not read. The created card has no Gold cost and no title.
    ``trigger_yours``: no card is chosen before, and the trigger names one card, a Personality
    you control ("After your performing Personality enters play", "After Masayoshi enters
    play"), whom "him" names. ``narrowed``: where the one card chosen in the constraints block
    is narrowed to Personalities (``narrow_chosen``), its slot's name is added."""
    low = to.lower()
    spec: TargetSpec | None = None
    if low.startswith("your target "):
        phrase = next((p for p in found if p.start == at), None)
        if phrase is None:
            return f"'attach' to {to!r}"
        if phrase.select.type == (CardType.PERSONALITY,):
            return None
        why = _narrowed(phrase, found, targets)
        return f"'attach' to {to!r} ({why})" if why else None
    if low == "this personality" and (
        card_type is CardType.PERSONALITY or card_type in ATTACHMENT_TYPES
    ):
        return None  # the card itself, or the Personality it is attached to (Reference 03)
    if card_type is CardType.PERSONALITY and title and named_card(low, title, card_type) == SOURCE:
        return None  # "attach it to Patairaku": the Personality itself
    if re.fullmatch(r"each of your (?:[\w-]+ )*?personalities(?: at [\w ]+)?", low):
        # a Follower on each (none may be): each can take it, nothing is asked (Reference 03)
        return None
    if low in ("him", "her"):
        if targets and targets[-1].optional and found and found[-1].optional:
            # "You may target one of your Ninja, create a 1F Follower, and attach it to him":
            # the creation is as optional as the target (Good Faith asks nothing of it)
            return None
        if targets:
            spec = targets[-1]
        elif first == 2:
            spec = pronoun_spec
            if spec is not None and narrowed is not None and narrow_chosen(spec):
                narrowed.append(spec.name)
                return None
        elif first == 1 and trigger_yours:
            return None  # the trigger's one card, a Personality you control
    # "Target a Personality: Create a 1F Follower and attach it to the Personality": the one
    # Personality targeted before, who must be yours to take it (Reference 03; Good Faith: a
    # player cannot announce on a legal play, then choose an illegal Personality)
    the_one = low == "the personality" and not targets and first == 2
    if the_one and pronoun_spec and narrowed is not None and _anyones_personality(pronoun_spec):
        narrowed.append(pronoun_spec.name)
        return None
    if spec is None:
        return f"'attach' to {to!r}"
    personality = spec.select.type == (CardType.PERSONALITY,)
    if spec.select.controller is Controller.YOU and personality:
        return None
    return f"'attach' to {to!r} (not a Personality of yours)"


def narrow_chosen(spec: TargetSpec) -> bool:
    """ "Choose your performing Samurai ...: Create a 1F Follower and attach it to him": the one
    card of yours chosen in the constraints block, named by a keyword and no card type, takes a
    created attachment; only a Personality can (Reference 03, Attachments) and the card must be
    able to enter play (Good Faith Rule), so the choice is narrowed to Personalities (as
    ``_narrowed`` narrows a target). True when it may be."""
    select = spec.select
    if select.type or not select.keyword or select.controller is not Controller.YOU:
        return False
    return not (
        spec.optional or spec.up_to or spec.any_number or spec.count_when or spec.count != 1
    )


def weapon_host(
    targets: list[TargetSpec], found: list[Phrase], at: int, words: str
) -> tuple[TargetSpec, TargetSpec] | str:
    """The target a created Weapon attaches to, read in this sentence ("attach it to your
    target Personality"): he must be able to take it, with no Weapon attached (Reference 03:
    one Weapon per Personality; a Two-Handed one not beside any Weapon). The exception for a
    Kensai is in a keyword reference the rules files do not hold: the strict reading leaves
    it out, the lenient one lets a Kensai take a Weapon that is not Two-Handed. Returns the
    strict and lenient host slots, or what is not read."""
    if not found or found[-1].start != at or found[-1].more or not targets:
        return "a created Weapon attached to a card not targeted here"
    spec = targets[-1]  # the slot of the last phrase read (its host)
    if spec.select.any_of:
        return "a created Weapon attached to a card not targeted here"
    no_weapon = Selector(lacks_attachment=Selector(keyword=("weapon",)))
    strict = replace(spec, select=replace(spec.select, any_of=(no_weapon,)))
    if re.search(r"\btwo-handed\b", words, re.IGNORECASE):
        return strict, strict
    kensai = Selector(keyword=("kensai",))
    return strict, replace(spec, select=replace(spec.select, any_of=(no_weapon, kensai)))


#: "After your performing Personality enters play from a Province": one Personality of yours.
_YOUR_PERSONALITY_ENTERS = lazy_regex(
    r"(?:after|when) your (?:performing )?Personality enters play(?: from (?:a|your) province)?",
    re.IGNORECASE,
)


def trigger_yours(trigger: str, title: str, card_type: CardType) -> bool:
    """The trigger names one card, a Personality you control: the Personality with the ability
    entering play ("After Masayoshi enters play"; you use its ability, so you control it), or
    "your [performing] Personality" entering play (not "your target Personality", a target the
    trigger chooses, whose targeting is not read: model.cardtext.triggers)."""
    if _YOUR_PERSONALITY_ENTERS.fullmatch(trigger.strip().rstrip(",")):
        return True
    event = read_trigger(trigger, title, card_type)
    itself = event is not None and event.itself and event.kind == "enters_play"
    return itself and card_type is CardType.PERSONALITY


def _anyones_personality(spec: TargetSpec) -> bool:
    """Is ``spec`` one required Personality of any player's (or yours), which a created
    attachment narrows to yours?"""
    select = spec.select
    if select.type != (CardType.PERSONALITY,) or spec.performer:
        return False
    if select.controller not in (Controller.ANY, Controller.YOU):
        return False
    return not (
        spec.optional or spec.up_to or spec.any_number or spec.count_when or spec.count != 1
    )


def narrowed_to_personalities(
    chosen: list[TargetSpec], names: tuple[str, ...], apart: tuple[str, ...] = ()
) -> list[TargetSpec]:
    """The constraints block's cards, those named in ``names`` narrowed to Personalities you
    control (``narrow_chosen``: a created attachment goes on the card, Reference 03), and those
    in ``apart`` not the card itself (``effects_duels.challenged_before``)."""
    out = [
        replace(
            t,
            select=replace(t.select, type=(CardType.PERSONALITY,), controller=Controller.YOU),
        )
        if t.name in names
        else t
        for t in chosen
    ]
    return [
        replace(t, select=replace(t.select, other_than=(*t.select.other_than, SOURCE)))
        if t.name in apart and SOURCE not in t.select.other_than
        else t
        for t in out
    ]


def _chosen_host(
    name: str,
    select: Selector,
    targets: list[TargetSpec],
    found: list[Phrase],
    at: int,
    made: re.Match[str],
) -> list[Phrase]:
    """A Personality who can take the created card, chosen (not targeted) as the effect
    resolves (Reference 03: Good Faith needs one): added to ``targets``; the phrases read so
    far with the words naming him."""
    targets.append(TargetSpec(name=name, select=select, block=Block.EFFECTS, choose=True))
    return [*found, Phrase(start=at, end=made.end("to"), select=select)]


def read_created(
    read: str,
    found: list[Phrase],
    targets: list[TargetSpec],
    first: int,
    pronoun_spec: TargetSpec | None,
    card_type: CardType | None,
    title: str,
    *,
    trigger_yours: bool,
    narrowed: list[str],
    lenient: dict[str, TargetSpec],
    notes: list[str],
) -> str | None:
    """A created Follower or Item attached to a Personality in the sentence ``read``
    (``CREATE_FOLLOWER``, ``CREATE_ITEM``): None when there is none, "" when it is read (its
    host's slot added or narrowed in ``targets``, ``lenient``, ``notes``), else what is not
    read. The other arguments are ``attached_to_yours``'s."""
    made = CREATE_FOLLOWER.search(read) or CREATE_ITEM.search(read)
    if made is None:
        return None
    to, at = made.group("to"), made.start("to")
    words = (
        (made.group("kw1") or made.group("kw2") or "") if made.re is CREATE_ITEM.compiled else ""
    )
    weapon = is_weapon(words) and not made.group("if_legal") if words else False
    if to.lower() == "one of your personalities":
        # a Personality you control who can take it, chosen as the effect resolves: Good Faith
        # needs one (Reference 03; FAQ: a card put into play must be able to enter legally)
        select = Selector(type=(CardType.PERSONALITY,), controller=Controller.YOU)
        found = _chosen_host(f"target{first + len(targets)}", select, targets, found, at, made)
    else:
        why = attached_to_yours(
            to, found, at, targets, first, pronoun_spec, card_type, title,
            trigger_yours=trigger_yours, narrowed=narrowed,
        )  # fmt: skip
        if why is not None:
            return why
    armor = (
        bool(words) and not made.group("if_legal") and bool(re.search(r"\barmor\b", words, re.I))
    )
    him = to.lower() in ("him", "her") and not targets and first == 2
    if (weapon or armor) and him and pronoun_spec:
        # "Target your Personality: Create a +1F Weapon (or Armor) Item and attach it to him":
        # the one Personality chosen before (narrowed to one if need be) must be able to take
        # it; a slot chosen (not targeted) in his unit, which holds no other Personality, says so
        select = Selector(type=(CardType.PERSONALITY,), unit_of=pronoun_spec.name)
        found = _chosen_host(f"target{first}", select, targets, found, at, made)
    if weapon:
        got = weapon_host(targets, found, at, words)
        if isinstance(got, str):
            return got
        targets[-1] = got[0]
        if got[1] != got[0]:
            lenient[got[0].name] = got[1]
            notes.append(
                "a Kensai may take a created Weapon beside another (the Kensai keyword's rules "
                "are not in the rules files)"
            )
    elif armor:
        if not found or found[-1].start != at or found[-1].more or not targets:
            return "a created Armor attached to a card not targeted here"
        got_armor = armor_host(targets[-1], words)
        if got_armor is None:
            return "a created Armor attached to a card not targeted here"
        targets[-1], lenient[got_armor[0].name] = got_armor
        notes.append(
            "a Personality with an Armor may take a created Armor beside it (the rules files "
            "do not say; printed reminders say only one Armor)"
        )
    return ""


#: A card created and put into play by the effects: "Create a 2F/2C/3PH ... Personality",
#: "Create a 1F Ashigaru and attach it", "Create and attach a +2F/+0C Armor Item", "Create a
#: (bowed) Holding" (not "create a duel", "create Fear", "create a battlefield")
_CREATES = lazy_regex(
    # (a set file's keyword icon, ":shadowlands:", is a word of the card's: Shidare no Oni)
    r"\bcreate\b(?: and attach)?(?: to (?:him|her))?(?P<what>(?:[^.;:\"]|:[a-z]+:)*?)"
    r"\b(?:(?P<type>Personalit(?:y|ies)|Followers?|Items?|Holdings?)\b|"
    r"(?P<follower>\d+F (?-i:[A-Z][\w-]*)(?: \u2022 (?-i:[A-Z][\w-]*))*,? and attach\b))"
    # "(if legal)": put into play only if legal, so Good Faith asks nothing of it
    r"(?P<if_legal>[^.;:\"]*?\(if legal\))?",
    re.IGNORECASE,
)
#: "... a 1F Ashigaru Follower for every 3 Gold you paid, rounded down": how many is what its
#: player chooses to pay, none for less than 3 Gold, so no card need be able to enter play
_CHOSEN_COUNT = lazy_regex(r"\s*for every (?:\d+|two|three|four|five) Gold you paid\b", re.I)
_TYPES = {
    "personalit": CardType.PERSONALITY,
    "follower": CardType.FOLLOWER,
    "item": CardType.ITEM,
    "holding": CardType.HOLDING,
}


def created_cards(effects_text: str) -> tuple[CardType, ...]:
    """The types of the cards the effects create, unless "may" makes the creation optional
    ("The winning player may create ...") or "(if legal)" or a count its player chooses and may
    make zero ("for every 3 Gold you paid") asks nothing of it: created cards
    enter play (Reference 03), and an action bringing cards into play must be able to (FAQ)."""
    found: set[CardType] = set()
    # (an ability granted in quotes creates nothing now: 'Give ..., "Yu: Create a 2F ...
    # Follower ..."', Daigotsu Arakan • Experienced 2)
    effects_text = re.sub(r'"[^"]*"', '""', effects_text)
    for sentence in re.split(r"(?<=[.!])\s+", effects_text):
        for m in _CREATES.finditer(sentence):
            if m.group("if_legal") or re.search(r"\bmay\b", sentence[: m.start()], re.I):
                continue
            if _CHOSEN_COUNT.match(sentence, m.end()):
                continue
            word = (m.group("type") or "follower").lower()
            found |= {t for k, t in _TYPES.items() if word.startswith(k)}
    return tuple(sorted(found))
