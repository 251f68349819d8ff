"""The timing level of an action (Abilities and actions / Designators, usage limits): the bold
prefix's designators, action keywords and icon costs, and a printed usage limit."""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.abilities import Cost, Designator, UsageLimit
from model.cardtext.control_reminder import control_reminder_out
from model.cardtext.target_piles import is_province_widening
from model.cardtext.target_words import self_words
from model.common import CardType
from model.lazy_regex import lazy_regex

#: Designators as printed.
DESIGNATORS = {
    "battle": Designator.BATTLE,
    "open": Designator.OPEN,
    "limited": Designator.LIMITED,
    "reaction": Designator.REACTION,
    "interrupt": Designator.INTERRUPT,
    "engage": Designator.ENGAGE,
    "dynasty": Designator.DYNASTY,
}
#: Ability keywords the importer reads as tags only (Reference 04, Ability keywords: they apply
#: to the ability, its action and its effects, for other cards to refer to). Three more whose
#: printed reminder text says all they do, and what they lift is not a rule of the rules files
#: (which never require presence) nor applied by the checks: Absent ("Absent actions may be
#: taken without presence"), Home ("Home actions may be taken from home") and Unstoppable
#: ("Other players cannot Interrupt Unstoppable actions": nothing about taking it). Tireless
#: ("Tireless actions may be taken even while bowed") and Repeatable ("Repeatable actions may
#: be used any number of times per turn") are read by their reminder text too (``Prefix``). Any
#: other ability keyword (Remote, Invest, Favor, Kiho, Maho, Heroic, Virtue, Thunder, Fear,
#: ...) has rules of its own that the rules files do not give, so an action carrying one is not
#: claimed even at the timing level; only its designator's time may still refuse it (Reference
#: 04: "The designator tells when the action can be taken"; ``model.cardtext.keyword_timing``).
TAG_KEYWORDS = frozenset(
    {
        "absent",
        "home",
        "unstoppable",
        "political",
        "iaijutsu",
        "ninja",
        "air",
        "earth",
        "fire",
        "water",
        "void",
        "jade",
        "kolat",
        "assassin",
        "winter",
        "pearl",
        "forest",
        "imperial",
    }
)
_REMINDED = frozenset({"tireless", "repeatable"})
_WORD = lazy_regex(r"^[a-z][a-z'-]*$")
#: ":g3:"; ":gstar:" / ":g*:" is a star in the Gold icon: any amount, 0 or more (Reference 04,
#: Costs: "the player can choose to pay any amount of Gold")
_GOLD_ICON = lazy_regex(r"^:g(\d+|\*|star):$")
_LIMIT = lazy_regex(
    r"\b(once|twice|three times) per (turn|game|battle)\b", re.IGNORECASE
)  # fmt: skip
_TIMES = {"once": 1, "twice": 2, "three times": 3}
#: "Once per battle per Personality, ...": a limit for each card of a kind (the action's target)
_EACH_LIMIT = lazy_regex(
    r"^\s*(?P<times>once|twice) per (?P<per>turn|battle) per (?P<each>Personality|Follower|target)"
    r"\s*,\s*",
    re.IGNORECASE,
)
#: "Once or twice during your first turn (only), ...": the most times, in that turn only.
_FIRST_TURN_LIMIT = lazy_regex(
    r"^\s*(?:once or )?(once|twice|three times) during your first turn(?: \(only\))?\s*,\s*(?=\S)",
    re.IGNORECASE,
)
#: A usage limit stated as the last sentence (Abilities and actions: "Abilities can only be used
#: once per turn, unless a different usage limit is stated").
_LAST_SENTENCE_LIMIT = lazy_regex(
    r"(?<=[.!?])\s*You may use this (?:action|ability) (once|twice|three times) per "
    r"(turn|game|battle)\.\s*$",
    re.IGNORECASE,
)
_TIMING_WORDS = lazy_regex(
    r"\b(even if|as if|as though|any phase|from your provinces?|while (?:bowed|in))\b",
    re.IGNORECASE,
)
_QUOTED = lazy_regex(r'"[^"]*"|\u201c[^\u201d]*\u201d')
_THIS_ACTION = lazy_regex(r"\bthis (?:action|ability)\b", re.IGNORECASE)
_SENTENCE_END = lazy_regex(r"(?<=[.!?])\s+")


@dataclass(frozen=True, slots=True)
class Prefix:
    """A parsed prefix; ``problem`` says what is not understood (None: all of it)."""

    designators: tuple[Designator, ...] = ()
    keywords: tuple[str, ...] = ()
    costs: tuple[Cost, ...] = ()
    timing_keywords: tuple[str, ...] = ()
    problem: str | None = None
    gap: str = ""
    #: Tireless: usable while bowed; Repeatable: any number of times per turn.
    tireless: bool = False
    repeatable: bool = False


#: The cost icons as some texts render them: "[bow]" the bowing icon, "[2]" / "[*]" the Gold
#: coin (Reference 04, Costs: after the designator "there may be an icon of a bowing samurai,
#: or a gold coin with a number, or both").
_BRACKET_ICON = lazy_regex(r"\[(bow|\d+|\*)\]")
#: Gap labels of a bold prefix that is no ability: Reference 04, Abilities ("An ability starts
#: with one or more of the boldface designators") and Traits ("Invest traits have special
#: triggers"); such a paragraph is a trait.
TRAIT_PREFIXES = frozenset({"no designator", "invest trait"})


def _icon(m: re.Match[str]) -> str:
    word = m.group(1)
    return ":bow:" if word == "bow" else f":g{word}:"


def parse_prefix(prefix: str) -> Prefix:
    """ "Political Open, :bow:" -> designators, keywords, the icon costs."""
    prefix = _BRACKET_ICON.sub(_icon, prefix)
    head, _, icons = prefix.partition(",")
    words = head.split()
    while words and (words[-1] == ":bow:" or _GOLD_ICON.match(words[-1])):
        icons = f"{words.pop()} {icons}"  # "Open :bow:", "Invest :g2:": no comma before it
    head = " ".join(words)
    costs: list[Cost] = []
    for icon in (i for i in re.split(r"[,\s]+", icons) if i):  # ":bow:, :g3:": two costs
        if icon == ":bow:":
            costs.append(Cost(bow="source"))
        elif (m := _GOLD_ICON.match(icon)) is not None:
            amount = m.group(1)
            costs.append(Cost(gold=int(amount) if amount.isdigit() else "*"))
        else:
            return Prefix(problem=f"the icon cost {icon!r}", gap=f"icon {icon}")
    if not words:
        return Prefix(costs=tuple(costs), problem="no designator", gap="no designator")
    if [w.lower() for w in words] == ["invest"]:
        return Prefix(costs=tuple(costs), problem="an Invest trait", gap="invest trait")
    designators: list[Designator] = []
    for part in words[-1].lower().split("/"):
        if part not in DESIGNATORS:
            return Prefix(problem=f"the designator {words[-1]!r}", gap="designator")
        designators.append(DESIGNATORS[part])
    keywords = tuple(w.lower() for w in words[:-1])
    if any(not _WORD.match(k) for k in keywords):
        return Prefix(problem=f"the keywords {head!r}", gap="prefix words")
    timing = tuple(k for k in keywords if k not in TAG_KEYWORDS | _REMINDED)
    return Prefix(
        tuple(designators),
        keywords,
        tuple(costs),
        timing,
        tireless="tireless" in keywords,
        repeatable="repeatable" in keywords,
    )


#: A usage limit right after a trigger with no comma ("After this card enters play, once per
#: game: Create ...", "After Takashi enters play, once per game, create ..."): the ability's.
_AFTER_TRIGGER_LIMIT = lazy_regex(
    r"^\s*(?P<trigger>(?:after|before|when)\b[^,:.]*?),\s*(?P<times>once|twice|three times) "
    r"per (?P<per>turn|game|battle)\s*(?P<sep>[:,])\s*",
    re.IGNORECASE,
)


def printed_limit(
    text: str, designators: tuple[Designator, ...] = ()
) -> tuple[UsageLimit, str] | None:
    """A usage limit printed at the start of a body ("Once per game: ..."), right after a
    Reaction's or Interrupt's trigger (``designators``), or as its last sentence ("You may use
    this action twice per turn."), and the rest."""
    if m := re.match(r"^\s*any number of times per turn\s*[:,]\s*", text, re.I):
        return UsageLimit(times=None), text[m.end() :]
    if (m := _FIRST_TURN_LIMIT.match(text)) is not None:
        # "Once or twice during your first turn (only), put ...": at most twice, and only in
        # that turn, a restriction (the constraints block's "If it is your first turn:")
        times = _TIMES[m.group(1).lower()]
        return UsageLimit(times=times, per="turn"), f"If it is your first turn: {text[m.end() :]}"
    if (m := _EACH_LIMIT.match(text)) is not None:
        # "Once per battle per Personality, move home your target Ratling Personality.": once
        # for each such card (Abilities and actions: a printed limit replaces once per turn)
        times, each = _TIMES[m.group("times").lower()], m.group("each").lower()
        battle = m.group("per").lower() == "battle"
        limit = UsageLimit(times=times, per="battle" if battle else "turn", each=each)
        return limit, text[m.end() :]
    m = re.match(r"^\s*(once|twice|three times) per (turn|game|battle)\s*[:,]\s*", text, re.I)
    rest = text[m.end() :] if m is not None else ""
    reacts = bool(set(designators) & {Designator.REACTION, Designator.INTERRUPT})
    if m is None and reacts and (after := _AFTER_TRIGGER_LIMIT.match(text)) is not None:
        # "After this card enters play, once per game: Create ...": the trigger, then the rest
        rest = after.group("trigger") + after.group("sep").replace(",", ", ") + text[after.end() :]
        times, per = _TIMES[after.group("times").lower()], after.group("per").lower()
        return UsageLimit(times=times, per=per), rest  # type: ignore[arg-type]
    if m is None and (m := _LAST_SENTENCE_LIMIT.search(text)) is not None:
        rest = text[: m.start()]  # "... You may use this action three times per turn."
    if m is None:
        return None
    per = m.group(2).lower()
    assert per in ("turn", "game", "battle")
    return UsageLimit(times=_TIMES[m.group(1).lower()], per=per), rest  # type: ignore[arg-type]


#: A usage limit that is an effect's, not the action's (Abilities and actions: an ability's
#: usage limit is stated for it): the limit of an ongoing permission in the effects' sentence
#: opening "Until ...," ("Until your second turn from now begins, once per turn, you may take a
#: Limited action ... as an Open action"), or one said of other abilities ("You may use his
#: Political abilities that may only be used once per turn a second time").
_EFFECT_LIMIT = lazy_regex(
    r"(?:^|(?<=[.:!])\s)until [^,.:]+,\s*(?:once|twice|three times) per (?:turn|game|battle)\b"
    r"(?![^:]*:)"
    r"|\babilities (?:that|which) (?:may|can) only be used (?:once|twice|three times) per "
    r"(?:turn|game|battle)\b",
    re.IGNORECASE,
)


#: "... and give it Kharmic. (Repeatable Limited, :g2:: Discard a Kharmic card from your
#: Province and refill it face-up.)": the printed reminder of the keyword the effect gives, an
#: ability in parentheses ending the text; reminder text carries no rules implications
#: (Reference 03, Reminder text), and its colons separate no blocks of this action.
_GIVEN_KEYWORD_REMINDER = lazy_regex(
    r"(?P<given>\bgive (?:it|him|her) [A-Z][a-z]+\.)\s*\((?:[A-Z][a-z]+ )*"
    r"(?:Limited|Open|Battle|Reaction|Interrupt)(?:,\s*:[a-z0-9*]+:)*:\s[^()]*\)\s*$"
)


#: "Permanently give him +1PH and either Samurai or Shugenja. (Shugenja may attach and cast
#: Spells.)" (Gempukku): the printed reminder of a keyword the last effect gives, a sentence
#: in parentheses that opens with that keyword and "may" or "can" and ends the text
_GIVEN_KEYWORD_RULE = lazy_regex(
    r"(?P<given>\bgive (?:it|him|her)\b[^.()]*\b(?P<kw>[A-Z][a-z]+)\.)"
    r"\s*\((?P=kw) (?:may|can)\b[^()]*\)\s*$"
)


def given_reminder_out(body: str) -> str:
    """``body`` without the reminder ability of a keyword its last effect gives
    (``_GIVEN_KEYWORD_REMINDER``), or the reminder of that keyword's rule
    (``_GIVEN_KEYWORD_RULE``); and the reminder after "take control of ..."
    (``model.cardtext.control_reminder``)."""
    body = control_reminder_out(_GIVEN_KEYWORD_REMINDER.sub(lambda m: m.group("given"), body))
    return _GIVEN_KEYWORD_RULE.sub(lambda m: m.group("given"), body)


def mentions_limit(text: str) -> bool:
    """Whether ``text`` states a usage limit other than the action's printed one (not an
    effect's own: ``_EFFECT_LIMIT``)."""
    return _LIMIT.search(_EFFECT_LIMIT.sub(" ", text)) is not None


def timing_words(
    blocks: list[str], title: str = "", card_type: CardType | None = None
) -> str | None:
    """Words that may change when the action can be used ("even if", "as if", "while bowed",
    "from your Provinces"), or None: looked for before the effects, in the effects' first
    sentence, and in any later sentence that opens with them or names this action or ability.
    Not in quoted text: the features of embedded text are not part of the text that contains
    it (Reference 04, Embedded text); nor in a later effect on other cards or actions ("Assign
    the target to defend there, even if he is bowed"), which is read (or refused) as an effect.
    """
    *before, effects = (_QUOTED.sub('""', b) for b in blocks)
    first, *later = _SENTENCE_END.split(effects)
    before = [_EMPTY_HAND.sub("discard your hand", b) for b in before]
    checked = [*before, _effect_permissions(first, title, card_type)]
    checked += [s for s in later if _TIMING_WORDS.match(s) or _THIS_ACTION.search(s)]
    for text in checked:
        if (m := _TIMING_WORDS.search(text)) is not None:
            return m.group(0)
    return None


#: "<effect words> even if <not this card> ...": the effect's own permission
_EVEN_IF_AFTER = lazy_regex(r"(?<=[\w,])\s+even if\b(?P<after>[^.]*)", re.IGNORECASE)
_OPENING_IF_CLAUSE = lazy_regex(r"^\s*if\b[^,]*,\s*", re.IGNORECASE)


#: Whom an "even if" after an effect may speak of on a Personality or Follower without naming
#: itself: not "he", "she" or no one ("even if bowed": the card itself?)
_OTHER_SUBJECTS = frozenset(
    {"it", "its", "you", "your", "they", "any", "the", "a", "an", "another"}
)


#: "Take an additional action to use a printed ability on your target Follower, even if it is
#: bowed or the ability has been used the maximum number of times this turn": the permission of
#: the action the effect gives (Costs and restrictions, Permissions), said of its use of the
#: ability; as said of the target it changes nothing (no rule forbids targeting a bowed card).
_USE_EVEN_IF = lazy_regex(
    r"^take an additional action to use an? (?:printed )?ability on (?:your |a |an )?target "
    r"[a-z]+,? even if (?:it|he|she) is bowed(?: or the ability has been used the maximum "
    r"number of times this turn)?$",
    re.IGNORECASE,
)
#: "discard your hand (even if empty)": the cost's own words (an empty hand is discarded),
#: nothing about when the action is used.
_EMPTY_HAND = lazy_regex(r"\bdiscard your hand \(even if empty\)", re.IGNORECASE)


def _effect_permissions(sentence: str, title: str, card_type: CardType | None = None) -> str:
    """The effects' first sentence without each "even if" that follows the words of an effect
    ("He may assign even if bowed", "Take an additional action from your Fortification, even if
    it is at an adjacent battlefield"): a permission the effect grants to another card or
    action (Costs and restrictions: permissions), which the effects grammar reads or refuses.
    Kept (a timing word): an "even if" that opens the sentence or follows only an opening "If"
    clause ("If it is your turn, even if Yokuni is face-up in your Province, ..."), that follows
    a target ("Target your Personality even if he is bowed"), that speaks of this card, its
    title or this action, or on a Personality or Follower (which may itself be bowed or dead)
    that says "he", "she" or no one ("even if bowed")."""
    head = _OPENING_IF_CLAUSE.sub("", sentence)
    if re.match(r"^\s*(?:and )?even if\b", head, re.IGNORECASE) or _THIS_ACTION.search(sentence):
        return sentence
    names = {w for w in self_words(title) if len(w) > 2 and w not in ("the", "and", "of")}
    person = card_type in (CardType.PERSONALITY, CardType.FOLLOWER)

    def itself(m: re.Match[str]) -> bool:
        after = m.group("after").lower()
        if re.search(r"\btarget", sentence[: m.start()], re.IGNORECASE):
            # "Target your Personality even if he is bowed": said of a target, unless it only
            # lets the effect use a bowed card's ability (``_USE_EVEN_IF``)
            if is_province_widening(sentence[m.start() :]):
                return False  # "..., even if he is in a Province": where the target may be
            return _USE_EVEN_IF.search(sentence[: m.end()]) is None
        subject = (re.findall(r"[a-z]+", after) or [""])[0]
        if person and subject not in _OTHER_SUBJECTS:
            return True  # "Straighten him even if he is bowed" on a Personality: himself?
        return bool(
            re.search(r"\bthis (?!turn|battle|game|phase)", after)
            or names & set(re.findall(r"[a-z]+", after))
        )

    sentence = _BONUS_WHILE_IN.sub(" though in", sentence)
    return _EVEN_IF_AFTER.sub(lambda m: m.group(0) if itself(m) else " though", sentence)


#: "your Personalities have +1F while in an army with ...": the bonus's own condition, said
#: of the cards given it (Effects: a continuous effect), not of when the action is used.
_BONUS_WHILE_IN = lazy_regex(r"(?<=\d(?:F|C))\s+while in\b", re.IGNORECASE)
