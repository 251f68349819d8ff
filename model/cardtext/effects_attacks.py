"""Fear, Melee Attacks and Ranged Attacks in the effects, as far as legality needs them.

An attack this action makes targets "an enemy Follower, or Personality without Followers"
(Reference 01, Cardinal rule 1 example: a Ranged Attack's target is in the current enemy
army; effects.txt: "Targeting and effects of Ranged Attacks come from the card that created
the Ranged Attack"), a required target. A Ranged Attack's strength is compared when it
resolves, not when it is targeted. Fear and Melee Attacks' printed reminder text defines
them as "Bow (Destroy) a target enemy Follower, or Personality without Followers, with N or
lower Force"; whether that Force limit (and the current battlefield) is checked at targeting
is not settled by the rules files: the strict reading (Force at most the strength, at the
current battlefield) and the lenient one (any such card in play) are both kept
(``Ability.lenient``). The strict reading may demand more than the truth, never less: of
alternative strengths ("Fear 2, or Fear 4 if ...", "equal to his Force or Personal Honor") it
keeps every limit (the lowest), bonuses that only raise the strength ("plus the number of
Spells he has", "+1 if he is Earth") are left out, and penalties ("with -1 strength if ...")
are counted as if they applied; "twice" a stat is exactly 2 x the stat.

Attacks named as nouns ("Give a Ranged Attack +1 strength", "Negate the action's Fear
effects", "If the Ranged Attack destroyed a card, ...") are effects on an attack (another
action's, or this one's once made): effects need not succeed (FAQ). They are read only where
they cannot widen or lower this action's own attack ("may target ...", a strength change of
an attack this action makes, stay not understood).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.abilities import LimitWhen, TargetSpec
from model.cardtext.attack_bonuses import (
    bonus_condition,
    limit_alternatives,
    no_pronoun,
    strength_bonuses,
)
from model.cardtext.attack_counts import counted_limit
from model.cardtext.attack_forms import lowest_strength
from model.cardtext.attack_honor_steps import honor_step, honor_step_limit
from model.cardtext.attack_stat_alternative import stat_alternative_limits
from model.cardtext.attack_stat_owner import alone_owner, province_limit, the_as_this
from model.cardtext.conditions import named_card
from model.cardtext.ranged_recon import recon_limits, recon_plain, recon_where
from model.cardtext.ranged_strength import as_melee, compared, compared_stat, lowest_ranged
from model.cardtext.target_words import KEYWORDS, NOUNS
from model.cardtext.targets import Phrase, ranged_target, whole_phrase
from model.common import NUMBER_WORDS, CardType, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Selector
from model.zones import Place

__all__ = [
    "Attack",
    "by_its_type",
    "force_limits",
    "higher_limits",
    "is_reminder_of",
    "mask_attack_mentions",
    "read_attack",
    "reminder_apart",
    "reminder_at_end",
    "split_reminder",
    "target_measure",
]

_NUM = NUMBER_WORDS
_N = r"(?:\d+|one|two|three|four|five)"
_WHO = (
    r"(?:(?P<poss>his or her|his|her|its|their)"
    r"|(?P<who>this [A-Za-z]+|the (?:Shugenja|Personality)|[A-Z][\w-]+)'s)"
)
_STAT = r"(?:Force|Chi|Personal Honor)"
#: The end of a clause of an attack sentence (what may follow it).
_NEXT = r"(?=,? that\b|,? with\b| \(|\.?$)"
#: "that may target a (dishonorable) Personality with Followers": a wider target.
_WIDEN = (
    r"(?P<widen>,? that may target an? (?P<wdis>dishonorable )?(?:(?P<wclan>(?-i:[A-Z][a-z]+)) "
    r"Clan )?Personality with (?:attached )?Followers)?"
)
#: "that may target Items and Spells": enemy attachments of those types too (where the others
#: are: in the current enemy army); "and has +2 strength if ...": a bonus.
_ITEMS = (
    # "that may target Spells" (Moto Tadasu): enemy Spells only, besides the usual targets
    r"(?P<items>,? that may target (?:Items(?P<spells> and Spells)?|(?P<sponly>Spells))"
    r"(?: and has (?P<ibonus>\+\d+ strength if [^().;]+?))?)?"
)
#: "Melee 2 Attack or Ranged 2 Attack": a choice of two attacks.
_OR_RANGED = lazy_regex(r"^(Fear|Melee) (\d+)(?: Attack)?,? or Ranged (\d+) Attack\.?$", re.I)
#: "which may not target a Defending Personality": a narrower target.
_NOT_DEFENDING = (
    r"(?P<notdef>,? which may not target a Defending Personality)?"
    # "that cannot target a Cavalry card" (The White Guard): no card with the keyword
    r"(?P<notkw>,? that cannot target an? (?P<nkw>(?-i:[A-Z][a-z]+)) card)?"
)
#: "targeting a card in a unit in another player's home": a Ranged Attack's target elsewhere
#: than the current enemy army, still a Follower or a Personality without Followers (Reference
#: 01, Cardinal rule 1 example).
_HOME = r"(?P<home> targeting a card in a unit in another player's home)?"
#: "whose target may, under a condition, be a Personality with Followers" (``attack_forms``):
#: a target widened only in the lenient reading.
_LATER = (
    r"(?P<later> whose target may, under a condition, be an? (?P<ldis>dishonorable )?"
    r"Personality with Followers)?"
)
#: The printed reminder of the attack ("(Bow a target enemy Follower, or Personality without
#: Followers, with 2 or lower Force)"), in the sentence or as the next one.
_REMINDER = (
    r"\((?:(?P<verb>Bow|Destroy) a target enemy Follower,? or Personality(?P<rwo> without "
    r"Followers)?,? with (?:(?P<rn>\d+) or lower Force|Force equal to or lower than the "
    r"(?:Fear's|Melee Attack's|Ranged Attack's) strength)"
    # "(Target an enemy Follower or Personality without Followers; bow it if its Force is less
    # than or equal to the Fear's strength.)": the same target, its Force compared on resolving
    r"|Target an enemy Follower,? or Personality(?P<rwo2> without Followers)?; (?P<verb2>bow|"
    r"destroy) it if its Force is less than or equal to the (?:Fear's|Melee Attack's) "
    r"strength)\.?\)\.?"
)
#: One sentence that makes a Fear or Melee Attack, whole.
_OWN = lazy_regex(
    r"^(?:Make an? )?(?:(?P<fear>Fear)(?: (?P<fn>\d+))?(?: effect)?|(?P<melee>Melee)"
    r"(?: (?P<mn>\d+))? Attack)"
    # ("twice" a stat: exactly 2 x the stat; with "or" or an offset, whose scope the words
    # leave open, the stat, never below 0, is the lowest)
    # ("Focus": a measured target's Focus Value, ``target_measure``)
    r"(?: (?:with strength )?equal to (?P<twice>twice )?"
    + _WHO
    + r" (?P<stat>"
    + _STAT
    + r"|Focus)"
    r"(?: or (?P<stat2>" + _STAT + r"))?(?: plus (?P<sum>" + _STAT + r"))?"
    r"(?:(?P<each>, each)? (?P<sign>plus|minus) (?P<off>" + _N + r"))?"
    # (its Force when the action is announced: before its cost destroyed this card)
    r"(?: before you destroyed this card)?)?"
    # "that you may compare against base Force [if the target has no attachments]": either
    # Force may be compared (an "if" other than that one: the current Force, the lowest)
    r"(?P<base> that you may compare against base Force(?: if (?P<baseif>[^().;,]+?))?)?"
    r"(?:,? or (?:(?P<altkind>Fear|Melee) )?(?P<alt>\d+)(?: Attack)? if (?P<altif>[^().;]+?)"
    + _NEXT
    + r")?"
    r"(?P<bonus>(?:,? (?:and )?(?:with )?(?:[+-]\d+|plus (?:" + _N + r"|the number of)) "
    r"(?:strength )?(?:(?:for each|for every|if) )?[^().;]+?" + _NEXT + r")*)"
    # ("that, if this unit is Cavalry, destroys Infantry cards after it bows them": what it does
    # to its target, under a condition of the effect)
    r"(?P<rider>,? that(?:, if [^,().;]+,)? destroys [^().;]+? after it bows them)?"
    # "that bows any Undead card it targets": what it does to its target, not whom it targets
    r"(?: that bows any (?P<anykw>(?:(?-i:[A-Z][\w-]*) )+)card it targets)?"
    # what the attack does to its target, not whom it targets
    r"(?: that may bow the target instead of destroying it(?:; if this bows the target, gain "
    r"\d+ Honor)?)?" + _NOT_DEFENDING + _WIDEN + _ITEMS + _LATER + r"(?: " + _REMINDER + r")?\.?$",
    re.IGNORECASE,
)
#: One sentence that makes a Ranged Attack, whole (its strength read as a Melee Attack's:
#: ``_ranged``).
_RANGED = lazy_regex(
    r"^(?:Make an? )?Ranged (?:(?P<n>\d+) )?Attack"
    + _HOME
    + r"(?:(?: with strength)? equal to [^().]+?"
    r"|,? with [+-]\d+ strength (?:for each|for every|if) [^().]+?"
    r"|,? or (?:Ranged )?\d+(?: Attack)? if [^().,]+?"
    r"| that (?:you )?(?:may )?compare against (?:base )?(?:Force|Chi|Gold Cost)"
    r"(?: if [^().,]+?)?)?" + _WIDEN + r"(?: " + _REMINDER + r")?\.?$",
    re.IGNORECASE,
)
#: Words a strength's condition or bonus may not hide (they would speak of targeting).
_HIDDEN = lazy_regex(
    r"\b(?:targets|targeted|targeting|may|only|cannot|instead|unless|attack|fear|melee|ranged)\b",
    re.IGNORECASE,
)
_SENTENCE_REMINDER = lazy_regex(r"^" + _REMINDER + r"$", re.IGNORECASE)
_ATTACK_NOUN = (
    r"(?:(?:Fear|Melee|Ranged)(?: effects?| Attacks?| actions?)?"
    # ("a Fear effect, Melee Attack, or Ranged Attack": a list)
    r"(?:(?:,? (?:and|or)|,) (?:(?:Fear|Melee|Ranged)(?: effects?| Attacks?)?))*"
    r"(?: Attack)?(?: effects?| actions?)?)"
)
#: An attack named as a noun: after a determiner ("a Ranged Attack", "the action's Fear
#: effects", "future Fear effects"; not "make a Fear effect"), or a plural subject ("Ranged
#: Attacks from ...").
_MENTION = lazy_regex(
    r"(?:\b(?:(?:one|each|all|any) of the action's|all the action's|the action's|"
    r"(?<!\bmake )(?<!\bmakes )(?<!\bcreate )(?<!\bcreates )an?|the|this|that|its|any|future|"
    r"one|with)\s+" + _ATTACK_NOUN + r"(?!\s+\d|\s+(?:with strength|equal to|that)\b)"
    r"(?:'s)?(?P<targeted> targeted)?"
    r"|^(?:Fear effects|(?:Melee|Ranged)(?: (?:and|or) (?:Melee|Ranged))? Attacks) (?=from\b)"
    # a prohibition the effect creates on later actions ("He may not perform Ranged Attack
    # actions.", "Ranged Attack actions may not be announced until this battle ends.")
    r"|(?<=\bmay not perform )(?:Melee|Ranged) Attack(?= actions\b)"
    r"|^(?:Melee|Ranged) Attack(?= actions may not be announced\b))",
    re.IGNORECASE,
)
#: (not "you may target and straighten a Holding": an optional target of another effect)
#: "with -1 strength if ...": a penalty; "-1 strength for each ...": one per thing counted.
_PENALTY = lazy_regex(r"(?<![\w+])-(\d+)")
_PER_PENALTY = lazy_regex(r"(?<![\w+])-\d+ strength (?:for each|for every)\b", re.IGNORECASE)
_MAY_TARGET = lazy_regex(
    r"\b(?:may|can)\s+(?:also\s+)?(?:target|be targeted)\b(?!\s+and\b)", re.IGNORECASE
)
_STRENGTH = lazy_regex(r"\bstrength\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack this action makes: its kind, its target, and (Fear, Melee) the Force limits of
    the strict reading ("<slot>.force <= <limit>" each)."""

    kind: str
    select: Selector
    limits: tuple[str, ...] = ()
    widened: bool = False
    #: the printed strength ("Fear 2"), which a reminder must repeat
    printed: int | None = None
    #: "that you may compare against base Force": the printed Force may be compared instead
    #: (``BARE``: only of a target with no attachments)
    base: str | None = None
    #: the lenient reading's target when it is wider ("may, under a condition, be ...")
    wider: Selector | None = None
    #: a printed strength's bonuses under conditions ("or Melee 5 Attack if the target is
    #: Cavalry": ("the target is Cavalry", 1)), read by ``attack_bonuses``
    bonuses: tuple[tuple[str, int], ...] = ()
    #: (a Ranged Attack) it may target a Personality with Followers while you have
    #: Reconnaissance (``ranged_recon``)
    recon: bool = False
    #: its one limit is a strength counted on the board (``attack_counts``), which its
    #: ``bonuses`` add to
    counted: bool = False
    #: (a strength that is one card's stat) the condition of its printed alternative ("or 2
    #: if she is Naval": ``attack_stat_alternative``)
    alt_if: str | None = None
    #: (Family Honor step, printed strength): +1 strength per step of its player's Family
    #: Honor (``attack_honor_steps``)
    honor_step: tuple[int, int] | None = None
    #: the strength is one of its limits, the player's choice ("equal to his Force or Personal
    #: Honor": Effects / Choices), so the target's Force is at most any one of them
    either: bool = False
    #: "that bows any Undead card it targets": a target with these keywords is bowed whatever
    #: its Force, so the strict Force limit does not bind it (``higher_limits``)
    bows_any: str | None = None

    @property
    def loose(self) -> Selector:
        """The lenient reading's target (before it is taken anywhere in play)."""
        return self.wider or self.select

    @property
    def more(self) -> str:
        """What the lenient reading's note adds about a target widened under a condition."""
        if self.wider is None:
            return ""
        dishonorable = "dishonorable " if self.wider.any_of[-1].dishonorable else ""
        return f" (or, under its condition, a {dishonorable}Personality with Followers)"


#: "if the target has no attachments": the one condition of comparing base Force read
_BARE = lazy_regex(r"^(?:the|its) target has no attachments$", re.IGNORECASE)
BARE = "bare"


def force_limits(attack: Attack, name: str) -> tuple[str, ...]:
    """The strict reading's relations of ``attack``'s target ``name``: its Force at most each
    limit, or (an attack that may compare against base Force) its base (printed, FAQ) Force
    at most it, where the target has no attachments if the text says so."""
    if attack.honor_step is not None:  # "+1 strength for every 10 points of Family Honor"
        return (honor_step_limit(name, attack.honor_step),)
    if attack.recon:
        # no attached Followers, unless you have Reconnaissance; Force at most the strength
        return (*recon_where(name), *(f"{name}.force <= {limit}" for limit in attack.limits))
    if attack.base is None and attack.either:  # the player chooses the stat: the higher
        return (" or ".join(f"{name}.force <= {limit}" for limit in attack.limits),)
    if attack.base is None:
        return tuple(f"{name}.force <= {limit}" for limit in attack.limits)
    (limit,) = attack.limits
    if (other := compared_stat(attack.base, name, limit)) is not None:
        return other  # "Ranged 5 Attack that you (may) compare against Gold Cost"
    bare = f"{name}.attachments == 0 and " if attack.base == BARE else ""
    return (f"{name}.force <= {limit} or {bare}{name}.base_force <= {limit}",)


#: A strength that is one stat of the card itself or its bearer ("this Shugenja's Chi")
_ONE_STAT = lazy_regex(rf"(?:{SOURCE}|{BEARER})\.[a-z_]+")
#: A strength that is one stat of a card chosen before ("its Force": target1's)
_SLOT_STAT = lazy_regex(r"target\d+\.[a-z_]+")


def higher_limits(
    attack: Attack, name: str, title: str, card_type: CardType | None
) -> tuple[LimitWhen, ...]:
    """``bonus_limits``, and (a Fear "that bows any Undead card it targets") no Force limit
    on a target with those keywords: it is bowed whatever its Force (the printed text)."""
    limits = bonus_limits(attack, name, title, card_type)
    if attack.bows_any is None:
        return limits
    cond = bonus_condition(f"the target is {attack.bows_any}", name, title, card_type)
    return limits if cond is None else (*limits, LimitWhen(condition=cond, where=()))


def bonus_limits(
    attack: Attack, name: str, title: str, card_type: CardType | None
) -> tuple[LimitWhen, ...]:
    """The strict reading's Force limits of ``attack``'s target ``name`` under the conditions
    of its printed strength's bonuses (``attack_bonuses``): none when there are none read. A
    strength that is one card's stat: "he" of its bonuses is that card."""
    if attack.recon:  # while you have Reconnaissance: any Personality there
        return recon_limits(name, tuple(f"{name}.force <= {limit}" for limit in attack.limits))
    if (
        attack.alt_if is not None
        and len(attack.limits) == 2
        and _ONE_STAT.fullmatch(low := attack.limits[0])
    ):
        alt = attack.limits[1]
        return stat_alternative_limits(attack.alt_if, low, name, title, card_type, alt)
    if not attack.bonuses or attack.base is not None or len(attack.limits) != 1:
        return ()
    (low,) = attack.limits
    if attack.counted:  # "the number of Tameko's Fire tokens, plus 1 if the target is ..."
        return limit_alternatives(attack.bonuses, low, name, title, card_type)
    if _ONE_STAT.fullmatch(low):
        subject = low.split(".", 1)[0]
        return limit_alternatives(attack.bonuses, low, name, title, card_type, subject)
    if _SLOT_STAT.fullmatch(low):
        return limit_alternatives(attack.bonuses, low, name, title, card_type)
    if not low.isdigit():
        return ()
    return limit_alternatives(attack.bonuses, int(low), name, title, card_type)


def _attr(stat: str) -> str:
    """A stat's attribute name ("Personal Honor": personal_honor)."""
    return stat.lower().replace(" ", "_")


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _NUM[text.lower()]


def _select(m: re.Match[str]) -> Selector:
    select = ranged_target()
    if m.groupdict().get("home"):
        select = replace(select, location=Place.HOME)
    if m.groupdict().get("notdef"):
        follower, personality = select.any_of
        select = replace(select, any_of=(follower, replace(personality, defending=False)))
    if (word := m.groupdict().get("nkw")) is not None:
        select = replace(select, not_keyword=(*select.not_keyword, word.lower()))
    if m.groupdict().get("items"):
        kinds = (CardType.ITEM, CardType.SPELL) if m.group("spells") else (CardType.ITEM,)
        kinds = (CardType.SPELL,) if m.group("sponly") else kinds
        select = replace(
            select,
            type=(*select.type, *kinds),
            any_of=(*select.any_of, *(Selector(type=(k,)) for k in kinds)),
        )
    if m.group("widen"):
        clan = m.groupdict().get("wclan")
        extra = Selector(
            type=(CardType.PERSONALITY,),
            dishonorable=True if m.group("wdis") else None,
            clan=clan_word(clan) if clan else None,
        )
        select = replace(select, any_of=(*select.any_of, extra))
    return select


def _reminder_problem(m: re.Match[str], kind: str, n: int | None, widened: bool) -> bool:
    """Does a printed reminder say another verb, strength or target than the attack?"""
    verb = (m.group("verb") or m.group("verb2") or "").lower()
    if not verb:
        return False
    expected = "bow" if kind == "fear" else "destroy"
    without = m.group("rwo") or m.group("rwo2")
    if verb != expected or (without is None) != widened:
        return True
    rn = m.group("rn")
    return rn is not None and (n is None or int(rn) != n)


#: The attack's own target named again in a strength clause ("+2 strength if the target is
#: dishonorable", "if it targets a Nonhuman", "in its target's army"): no new targeting.
_NAMED_TARGET = lazy_regex(
    r"\b(?:the|its|their) target(?:'s)?\b|\bit target(?:s|ed)\b|\bAttack targets?\b",
    re.IGNORECASE,
)


def read_attack(
    sentence: str,
    title: str,
    card_type: CardType | None,
    pronoun: str | None,
    keywords: tuple[str, ...] = (),
    alone: bool = False,
) -> Attack | str | None:
    """The attack ``sentence`` makes when it is one whole (None: it makes none read here, and
    the sentence is left to the other readers; a string: what is not read). ``pronoun``: the
    one card chosen before, whom "his" names; ``keywords``: the card's own printed ones;
    ``alone``: no card was chosen before (``attack_stat_owner``)."""
    text = sentence.strip()
    if (step := honor_step(text)) is not None:
        plain = read_attack(
            text[: text.lower().index(" with +1 strength")] + ".", title, card_type, pronoun
        )
        if isinstance(plain, Attack) and plain.limits == (str(step[1]),) and not plain.recon:
            return replace(plain, honor_step=step)
    if (province := province_limit(text)) is not None:
        # "Ranged Attack with strength equal to the current battlefield's province's strength"
        head, term = province
        kind = head.split()[-2 if head.lower().endswith("attack") else -1].lower()
        return Attack(kind, ranged_target(), (term,))
    # a count the state shows when the action is announced (``attack_counts``)
    exact = counted_limit(text, title, card_type, pronoun)
    # "Fear equal to the number of ...": its lowest
    text = lowest_strength(text, card_type, keywords) or text
    if (either := _OR_RANGED.fullmatch(text)) is not None:
        # "Melee 2 Attack or Ranged 2 Attack": either attack's target will do (the strict
        # reading: Force at most the higher strength; the lenient Melee or Fear target, anywhere
        # in play with no limit, holds every Ranged one)
        high = str(max(int(either.group(2)), int(either.group(3))))
        kind = "fear" if either.group(1).lower() == "fear" else "melee"
        return Attack(kind, ranged_target(), (high,))
    if (plain := recon_plain(text)) is not None and (r := _RANGED.fullmatch(plain)) is not None:
        # "..., which may target a Personality with attached Followers if you have
        # Reconnaissance" (``ranged_recon``): a plain Ranged Attack otherwise
        if (
            r.group("widen")
            or r.group("home")
            or r.group("verb")
            or re.search(r"\btarget", _NAMED_TARGET.sub("", plain), re.IGNORECASE)
        ):
            return f"a target in the strength of the Ranged Attack in {sentence!r}"
        n = None if r.group("n") is None else int(r.group("n"))
        wide = replace(
            _select(r), any_of=(*ranged_target().any_of, Selector(type=(CardType.PERSONALITY,)))
        )
        low = _ranged(plain, r, n, title, card_type, pronoun, keywords, alone).limits
        return Attack("ranged", wide, low, printed=n, recon=True)
    if (r := _RANGED.fullmatch(text)) is not None:
        said = text if r.group("verb") is None else text[: text.rfind("(")]
        if r.group("widen"):
            said = said.replace(r.group("widen"), "")
        if r.group("home"):
            said = said.replace(r.group("home"), "")
        said = _NAMED_TARGET.sub("", said)  # "if the target is Shadowlands", "if it targets"
        if re.search(r"\btarget", said, re.IGNORECASE):
            # "Ranged Attack with strength equal to the Force of a target Mantis Clan
            # Personality in Kiyomori's army" (a second target), "... which must target an
            # enemy Cavalry card", "..., which may target a Shadowlands Personality with
            # attached Followers" (its target narrowed or widened): not read
            return f"a target in the strength of the Ranged Attack in {sentence!r}"
        n = None if r.group("n") is None else int(r.group("n"))
        if _reminder_problem(r, "ranged", n, bool(r.group("widen"))):
            return f"a reminder that does not match its effect in {sentence!r}"
        return _ranged(text, r, n, title, card_type, pronoun, keywords, alone)
    m = _OWN.fullmatch(text)
    if m is None:
        return None
    kind = "fear" if m.group("fear") else "melee"
    word = "Fear" if kind == "fear" else "Melee Attack"
    if m.group("nkw") and (
        m.group("nkw").lower() not in KEYWORDS or m.group("nkw").lower() in NOUNS
    ):
        return f"a card the {word} cannot target that is no keyword in {sentence!r}"
    if m.group("altkind") and m.group("altkind").lower() != kind:
        return f"two kinds of attack in {sentence!r}"
    if any(_HIDDEN.search(m.group(g) or "") for g in ("altif", "bonus", "rider", "ibonus")):
        return f"a strength or effect of the {word} that speaks of targeting in {sentence!r}"
    printed_text = m.group("fn") or m.group("mn")
    penalty = sum(int(n) for n in _PENALTY.findall(m.group("bonus") or ""))
    if penalty and (
        printed_text is None or m.group("alt") or _PER_PENALTY.search(m.group("bonus"))
    ):
        # a penalty of a strength not printed, or one per thing counted: not read
        return f"a strength penalty of the {word} in {sentence!r}"
    widened = bool(m.group("widen"))
    if _reminder_problem(m, kind, None if printed_text is None else int(printed_text), widened):
        return f"a reminder that does not match its effect in {sentence!r}"
    limits: list[str] = []
    if printed_text is not None:
        if m.group("stat") is not None:
            return None
        # penalties counted as if they applied ("-1 strength if the target has ..."): the
        # lowest the strength can be
        limits.append(str(int(printed_text) - penalty))
    else:
        if m.group("stat") is None:
            return None
        who_word = the_as_this((m.group("poss") or m.group("who")).lower(), card_type)
        who = (
            pronoun
            if who_word in ("his", "her", "its", "his or her", "their")
            else named_card(who_word, title, card_type)
        )
        if who is None and alone and pronoun is None:
            who = alone_owner(who_word, card_type)  # the card itself, or its bearer
        if who is None and who_word in ("his", "her") and card_type is CardType.ITEM:
            who = BEARER  # an Item's "his": the Personality it is attached to (Reference 03)
        if who is None:
            return f"whose stat the strength is in {sentence!r}"
        offset = 0
        if m.group("off") is not None:
            off = _number(m.group("off"))
            offset = off if m.group("sign").lower() == "plus" else -off
        single = m.group("stat2") is None and offset == 0 and m.group("sum") is None
        factor = "2 * " if m.group("twice") and single else ""
        added = "" if m.group("sum") is None else f" + {who}.{_attr(m.group('sum'))}"
        for stat in (m.group("stat"), m.group("stat2")):
            if stat is not None:
                term = f"{factor}{who}.{_attr(stat)}{added}"
                sign = "+" if offset > 0 else "-"
                limits.append(term if offset == 0 else f"{term} {sign} {abs(offset)}")
    alt_if = None
    if m.group("alt") is not None:
        # "equal to Nozomi's Force, or 2 if she is Naval": the stat alone while the condition
        # is known not to hold (``attack_stat_alternative``)
        one_stat = printed_text is None and len(limits) == 1
        alt_if = m.group("altif") if one_stat and m.group("alt") != limits[0] else None
        limits.append(m.group("alt"))
    if all(limit.isdigit() for limit in limits):
        limits = [str(min(int(limit) for limit in limits))]  # the lower printed strength
    printed = None if printed_text is None else int(printed_text)
    base: str | None = None
    if m.group("base") and printed is not None and len(limits) == 1:
        # (with a condition other than no attachments: the current Force only, the lowest)
        if m.group("baseif") is None:
            base = "any"
        elif _BARE.fullmatch(m.group("baseif").strip()):
            base = BARE
    bonuses: tuple[tuple[str, int], ...] = ()
    if printed is not None and m.group("stat") is None and not penalty and base is None:
        alt, more = m.group("alt"), m.group("bonus") or ""
        if alt is not None and not more.strip() and int(alt) > printed:
            bonuses = ((m.group("altif"), int(alt) - printed),)
        elif alt is None and more.strip() and not m.group("ibonus"):
            bonuses = strength_bonuses(more) or ()
        elif alt is None and not more.strip() and m.group("ibonus"):
            # "that may target Items and Spells and has +2 strength if the target is an
            # attachment" (Unguarded Attack)
            bonuses = strength_bonuses(" " + m.group("ibonus")) or ()
    elif len(limits) == 1 and _ONE_STAT.fullmatch(limits[0]):
        # "equal to this Shugenja's Chi, plus 1 if he is Earth": the one card named, whom "he"
        # names (no card chosen before that he may mean; ``attack_bonuses``); "+2 if this
        # Shugenja is Fire" names its card, whatever was chosen before
        bonuses = () if m.group("ibonus") else strength_bonuses(m.group("bonus") or "") or ()
        if pronoun is not None and not no_pronoun(bonuses):
            bonuses = ()
    elif len(limits) == 1 and _SLOT_STAT.fullmatch(limits[0]) and not m.group("ibonus"):
        # "equal to its Force, plus 2 if the Ranged Attack targets Daigotsu Arakan" (Zansho
        # • Experienced): a chosen card's stat, its bonuses naming every card they ask of
        bonuses = strength_bonuses(m.group("bonus") or "") or ()
        bonuses = bonuses if no_pronoun(bonuses) else ()
    select = _select(m)
    wider = None
    if m.group("later"):
        # widened under a condition: the lenient reading only
        extra = Selector(type=(CardType.PERSONALITY,), dishonorable=bool(m.group("ldis")) or None)
        wider = replace(select, any_of=(*select.any_of, extra))
    limits, counted = list(dict.fromkeys(limits)), False
    if exact is not None and len(limits) == 1 and base is None:
        # the strength, counted then; its bonuses under a condition add to it
        limits, printed, counted = [exact], None, True
    return Attack(
        kind,
        select,
        tuple(limits),
        widened,
        printed,
        base,
        wider,
        bonuses,
        counted=counted,
        alt_if=None if counted else alt_if,
        either=_either(m) and len(limits) == 2,
        bows_any=(m.group("anykw") or "").strip() or None,
    )


def _either(m: re.Match[str]) -> bool:
    """A strength that is one of two stats of one card, the player's choice ("his Force or
    Personal Honor[, each plus 2]"; Effects / Choices), nothing doubled or conditioned."""
    plain = not any(m.group(g) for g in ("twice", "sum", "alt", "ibonus"))
    each = m.group("off") is None or m.group("each") is not None  # ", each plus 2"
    return plain and each and m.group("stat2") is not None and not (m.group("bonus") or "").strip()


def _ranged(
    text: str,
    r: re.Match[str],
    n: int | None,
    title: str,
    card_type: CardType | None,
    pronoun: str | None,
    keywords: tuple[str, ...],
    alone: bool = False,
) -> Attack:
    """The Ranged Attack ``text`` (matched by ``_RANGED`` as ``r``; ``n``: its printed
    strength) with the strict reading's Force limits of a Melee Attack of the same words (its
    reminder, as Melee's, puts "with Force equal to or lower than the Ranged Attack's strength"
    on the target; effects.txt, Source of effects, EXCEPTION 1): read by the Melee reader, or,
    where that reads no strength, the lowest the strength can be (``ranged_strength``)."""
    select, widened = _select(r), bool(r.group("widen"))
    said = text.replace(r.group("home"), "") if r.group("home") else text
    if (base := compared(said)) is not None:
        return Attack("ranged", select, (str(n or 0),), widened, n, base)
    melee = read_attack(as_melee(said), title, card_type, pronoun, keywords, alone)
    if isinstance(melee, Attack) and melee.kind == "melee" and melee.limits:
        home = select.location if r.group("home") else melee.select.location
        return replace(melee, kind="ranged", select=replace(melee.select, location=home))
    return Attack("ranged", select, (str(lowest_ranged(said, n)),), widened, n)


def is_reminder_of(sentence: str, attack: Attack) -> bool:
    """Is ``sentence`` the printed reminder of ``attack`` (the sentence before it), matching
    its verb and target ("Fear ... . (Bow a target enemy Follower, or Personality without
    Followers, with Force equal to or lower than the Fear's strength)")?"""
    m = _SENTENCE_REMINDER.fullmatch(sentence.strip())
    if m is None:
        return False
    if m.group("rn") is not None and (attack.printed is None or len(attack.limits) > 1):
        return False
    return not _reminder_problem(m, attack.kind, attack.printed, attack.widened)


#: A sentence that opens with a printed attack reminder and goes on past it, with no period
#: between: "(Bow a target enemy Follower ... with 3 or lower Force) Lose 2 Honor."
_REMINDER_THEN = lazy_regex(
    r"(?:(?<=^)|(?<=[.!]\s))(" + _REMINDER + r")\s+(?=[A-Z])", re.IGNORECASE
)


def split_reminder(text: str) -> str:
    """``text`` with a printed attack reminder that opens a sentence ended there (a sentence
    of its own, which ``is_reminder_of`` checks against the attack it explains)."""
    return _REMINDER_THEN.sub(lambda m: m.group(1).rstrip(".") + ". ", text)


def reminder_apart(sentence: str, made: list[Attack]) -> bool:
    """Is ``sentence`` the printed reminder of the one attack the text made, after other
    sentences ("Ranged Attack equal to his Chi. Destroy this Spell. (Destroy a target ...)")?
    It explains that attack's targeting and is no second target."""
    return len(made) == 1 and sentence.startswith("(") and is_reminder_of(sentence, made[0])


_ENDS_IN_REMINDER = lazy_regex(r"^(?P<rest>.*\S)\s+(?P<reminder>\([^()]+\))\.?$")
_ATTACK_WORD = lazy_regex(r"\b(?:Fear|Melee|Ranged)\b", re.IGNORECASE)


def reminder_at_end(sentence: str, made: list[Attack]) -> str:
    """``sentence`` without the printed reminder of the one attack the text made before, put
    at the end of a later sentence that makes no attack ("Ranged 3 Attack. Straighten Iaitsu
    if this destroyed a card without abilities (Destroy a target enemy Follower ...)."): it
    explains that attack's targeting (``reminder_apart``); otherwise unchanged."""
    m = _ENDS_IN_REMINDER.match(sentence.strip())
    if m is None or _ATTACK_WORD.search(m.group("rest")):
        return sentence
    return m.group("rest") + "." if reminder_apart(m.group("reminder"), made) else sentence


_BY_TYPE = lazy_regex(r"\bthe (?P<type>Follower|Personality)'s (?=" + _STAT + r"\b)")


def by_its_type(sentence: str, spec: TargetSpec | None) -> str:
    """``sentence`` with "the Follower's Force" read as "its Force" when the one card chosen
    before (``spec``, a target or performer) is one Follower (or Personality): named again by
    its type ("Bow Misaki's performing Follower: Melee Attack with strength equal to the
    Follower's Force"); otherwise unchanged."""
    if spec is None or spec.count != 1 or spec.up_to or spec.any_number or spec.optional:
        return sentence

    def its(m: re.Match[str]) -> str:
        same = spec.select.type == (CardType(m.group("type").lower()),)
        return "its " if same else m.group(0)

    return _BY_TYPE.sub(its, sentence)


#: "this is considered a Ranged Attack" (Tsuruchi • Experienced 2): the action itself is an
#: attack, whose targets follow the attack's rules (Reference 01: a Ranged Attack targets a card
#: in the current enemy army, a Follower or a Personality without Followers): not a mention
_IS_AN_ATTACK = lazy_regex(
    r"\b(?:is|are|counts? as|treated as)\s+(?:considered\s+)?(?:to be\s+)?(?:an?\s+)?"
    r"(?:Ranged|Melee|Fear)\b",
    re.IGNORECASE,
)


def mask_attack_mentions(rest: str, sentence: str, own_limited: bool) -> str:
    """``rest`` with attacks named as nouns read as effects on them ("Give a Ranged Attack +1
    strength": "Give it +1 strength"); unchanged where a mention could widen an attack's
    targets ("may target ...") or, when this action makes a Fear or Melee Attack
    (``own_limited``), change a strength. ``sentence``: the whole sentence ``rest`` is read
    from (before its target phrases were read)."""
    if _MAY_TARGET.search(sentence) or (own_limited and _STRENGTH.search(rest)):
        return rest
    if _IS_AN_ATTACK.search(sentence):
        return rest  # "Destroy it; this is considered a Ranged Attack.": the action is one

    def strike(m: re.Match[str]) -> str:
        return "the strike hit" if m.group("targeted") else "the strike"

    return _MENTION.sub(strike, rest)


#: "Fear equal to your target Courtier's Chi", "Fear equal to the Force of your target unbowed
#: Kensai": an attack whose strength is a stat of a card the same sentence targets.
_MEASURED = lazy_regex(
    r"^(?P<head>(?:Make an? )?(?:Fear(?: effect)?|Melee Attack))(?: with (?:a )?strength)? "
    # ("the Focus Value of Seiken's target Follower": that target's Focus Value)
    r"equal to (?:the (?P<stat1>" + _STAT + r"|Focus Value) of "
    r"(?P<t1>(?:your|(?-i:[A-Z][\w-]+)'s) target [^.,;()']+?"
    r"|his target (?P<his>Follower|Item|Spell))"
    r"|(?P<t2>your target [^.,;()']+?)'s (?P<stat2>" + _STAT + r"))\.?$",
    re.IGNORECASE,
)


def target_measure(
    sentence: str, title: str, card_type: CardType | None, his: TargetSpec | None = None
) -> tuple[str, Phrase] | str | None:
    """A Fear or Melee Attack measured by a card the sentence targets: the sentence with that
    card as "its" and the target's phrase (None: not such a sentence; a string: what is not
    read). The measured card is a required target like any other (Abilities and actions).
    ``his``: the one card chosen before, whom "his target Follower" names (a Personality: the
    Follower is attached to him)."""
    m = _MEASURED.fullmatch(sentence.strip())
    if m is None:
        return None
    words = m.group("t1") or m.group("t2")
    if m.group("his"):
        if his is None or his.select.type != (CardType.PERSONALITY,):
            return f"whose card measures the attack: {words!r}"
        select = Selector(type=(CardType(m.group("his").lower()),), attached_to=his.name)
        found = Phrase(select=select, start=m.start("t1"), end=m.end("t1"))
        stat = "Focus" if m.group("stat1").lower() == "focus value" else m.group("stat1")
        return f"{m.group('head')} equal to its {stat}.", found
    phrase = whole_phrase(words, title, card_type)
    if not isinstance(phrase, Phrase):
        return phrase or f"the card measuring the attack: {words!r}"
    if (
        phrase.count != 1
        or phrase.performer
        or phrase.optional
        or phrase.more
        or (phrase.lenient_select is not None or phrase.shared or phrase.either)
    ):
        return f"the card measuring the attack: {words!r}"
    stat = m.group("stat1") or m.group("stat2")
    # a Focus Value of a card chosen as a target is known when it is targeted: its own stat
    stat = "Focus" if stat.lower() == "focus value" else stat
    return f"{m.group('head')} equal to its {stat}.", phrase
