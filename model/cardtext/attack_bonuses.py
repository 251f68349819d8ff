"""A Fear's or Melee Attack's higher strength under a condition, for the strict reading's Force
limit (``effects_attacks``).

"Melee 4 Attack, or Melee 5 Attack if the target is Cavalry", "Fear 2, with +2 strength if you
control a Shugenja": the target's Force is compared with the strength the attack has, which is
the higher one while the condition holds. A condition known when the action is announced (the
target's own keywords, clan, type or dishonor; cards you control; the card itself or its
bearer) gives the target a second Force limit under that condition (``LimitWhen``); several
bonuses add up when each holds. A condition the state does not tell (a past event, "if you have
Compassion") is left out: the strength is then read as the lower one, which may demand more
than the truth, never less (Costs and restrictions, Conditions; the rules' Fear and Melee
Attack reminders: "with N or lower Force").
"""

from __future__ import annotations

import itertools
import re

from model.abilities import LimitWhen
from model.cardtext.attack_bonus_board import board_condition
from model.cardtext.attack_target_clan import non_clan_target
from model.cardtext.attack_target_title import title_named
from model.cardtext.conditions import parse_condition
from model.cardtext.restriction_pronouns import pronoun_condition
from model.common import ATTACHMENT_TYPES, CardType, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Condition, Selector

__all__ = ["bonus_condition", "limit_alternatives", "no_pronoun", "strength_bonuses"]

_START = r",? (?:and )?(?:with )?(?:\+\d+|plus (?:\d+|one|two|three))(?: strength)? if "
#: One bonus of a strength: ", with +2 strength if ...", ", and +1 strength if ...", ", plus 1
#: if ...", ", +1 if ...", up to the next one.
_BONUS = lazy_regex(
    r",? (?:and )?(?:with )?(?:\+(?P<n>\d+)|plus (?P<w>\d+|one|two|three))(?: strength)? if "
    r"(?P<cond>.+?)(?=" + _START + r"|,?$)",
    re.IGNORECASE,
)
_WORDS = {"one": 1, "two": 2, "three": 3}
#: "the target is a Follower", "its target is Phoenix Clan", "the target is an Infantry
#: Follower", "the target is dishonorable": the attack's own target.
_ON_TARGET = lazy_regex(
    r"^(?:the|its) target is (?:(?P<dis>dishonorable)|(?:an? )?"
    r"(?P<kws>(?:(?-i:[A-Z][\w-]*) )*?)(?P<last>(?-i:[A-Z][\w-]*)))$",
    re.IGNORECASE,
)
_TYPES = {"follower": CardType.FOLLOWER, "personality": CardType.PERSONALITY}
#: "the target is an attachment": a Follower, Item or Spell (Reference 03, Attachments)
_AN_ATTACHMENT = lazy_regex(r"^(?:the|its) target is an attachment$", re.IGNORECASE)
#: A bonus is read only with at most this many conditions (each subset is one alternative).
_MOST = 3


def strength_bonuses(bonus: str) -> tuple[tuple[str, int], ...] | None:
    """The bonuses of ``bonus`` (the words after the printed strength) as (condition, amount)
    pairs; None when the words are not only bonuses under "if"."""
    out: list[tuple[str, int]] = []
    at = 0
    for m in _BONUS.finditer(bonus):
        if m.start() != at:
            return None
        at = m.end()
        amount = m.group("n") or m.group("w")
        out.append((m.group("cond"), int(amount) if amount.isdigit() else _WORDS[amount.lower()]))
    if bonus[at:].strip(" ,") or not out:
        return None
    return tuple(out)


#: a word naming a card said before ("he", "its"): whom it means depends on what was chosen
_PRONOUN = lazy_regex(r"\b(?:he|she|it|him|his|her|its|they|them|their)\b", re.IGNORECASE)


def no_pronoun(bonuses: tuple[tuple[str, int], ...]) -> bool:
    """Do the bonuses' conditions name every card they ask of ("+2 if this Shugenja is Fire",
    Calling on the Sun), so that a card chosen before ("You may target your Samurai") cannot
    be whom they mean (Reference 03: "this Shugenja" is the card's bearer)?"""
    return all(_PRONOUN.search(text) is None for text, _ in bonuses)


def _noun(words: list[str]) -> Selector | None:
    """ "Infantry Follower", "Scorpion Clan", "Earth Shugenja": a card's keywords, clan or type;
    "Daigotsu Arakan": a card's title (``attack_target_title``) (None: not read)."""
    if (named := title_named(words)) is not None:
        return named
    if words[-1].lower() == "clan":
        return Selector(clan=clan_word(words[0])) if len(words) == 2 else None
    kind = _TYPES.get(words[-1].lower())
    if kind is not None:
        words = words[:-1]
    if any(w.lower() in ("clan", "card", "cards") or w.lower() in _TYPES for w in words):
        return None
    return Selector(type=(kind,) if kind else (), keyword=tuple(w.lower() for w in words))


#: "this Follower is attached to an Earth Shugenja": the card's bearer (Reference 03).
_ATTACHED_TO = lazy_regex(
    r"^this (?P<noun>Follower|Item|Spell) is attached to an? "
    r"(?P<kws>(?:(?-i:[A-Z][\w-]*) )*?)(?P<last>(?-i:[A-Z][\w-]*))$",
    re.IGNORECASE,
)


def _target_condition(text: str, name: str, card_type: CardType | None) -> Condition | None:
    """ "the target is Cavalry" as a condition on the target ``name``, "this Follower is
    attached to an Earth Shugenja" on the card's bearer (None: not read)."""
    if (on := _ATTACHED_TO.fullmatch(text.strip())) is not None:
        if card_type is None or on.group("noun").lower() != card_type.value:
            return None
        bearer = _noun([*on.group("kws").split(), on.group("last")])
        return None if bearer is None else Condition(card=BEARER, matches=bearer)
    if (non_clan := non_clan_target(text, name)) is not None:
        return non_clan  # "the target is a non-Spider Clan Shadowlands card"
    if _AN_ATTACHMENT.fullmatch(text.strip()):
        kinds = tuple(sorted(ATTACHMENT_TYPES, key=lambda t: t.value))
        return Condition(card=name, matches=Selector(type=kinds))
    m = _ON_TARGET.fullmatch(text.strip())
    if m is None:
        return None
    if m.group("dis"):
        return Condition(card=name, matches=Selector(dishonorable=True))
    select = _noun([*m.group("kws").split(), m.group("last")])
    return None if select is None else Condition(card=name, matches=select)


def _known_now(cond: Condition) -> bool:
    """Does ``cond`` ask only what the state tells when the action is announced: a card
    matching a selector, cards you control or in play, your Clan ("if you are a Spider Clan
    player": Reference 02, ``model.player_clan``; not settled, a doubt) (nested too)?"""
    bare = Condition(
        your_clan=cond.your_clan,
        card=cond.card,
        matches=cond.matches,
        control=cond.control,
        exists=cond.exists,
        all_of=cond.all_of,
        any_of=cond.any_of,
        none_of=cond.none_of,
    )
    nested = (*cond.all_of, *cond.any_of, *cond.none_of)
    return cond == bare and all(_known_now(c) for c in nested)


def _condition(
    text: str, name: str, title: str, card_type: CardType | None, subject: str | None = None
) -> Condition | None:
    """The condition of one bonus, on the target ``name``, on ``subject`` (the one card whose
    stat the strength is: "if he is Earth") or on the state (None: not read)."""
    on_target = _target_condition(text, name, card_type)
    if on_target is not None:
        return on_target
    if subject is not None and (said := pronoun_condition(text, subject, title)) is not None:
        return said if _known_now(said) and said.references() <= {SOURCE, BEARER} else None
    if (board := board_condition(text, title, card_type)) is not None:
        return board  # "this Personality has 5 or more Chi" (``attack_bonus_board``)
    if re.search(r"\btarget", text, re.IGNORECASE):
        return None
    cond = parse_condition(text, title, card_type)
    if isinstance(cond, str) or not _known_now(cond):
        return None
    return cond if cond.references() <= {SOURCE, BEARER} else None


#: one bonus's (or a printed alternative's) condition (``attack_stat_alternative``)
bonus_condition = _condition
#: "if Genda has a Heavy Weapon or has used his ... ability this turn": two clauses of one
#: subject (the second opens with its verb), with no negation, the first read alone
_EITHER = lazy_regex(
    r"^(?P<first>(?:(?! or ).)+) or (?:has|is|was|had|controls|did)\b"
    r"(?!.*\b(?:not|no|never|unless)\b|.*n't\b)"
)


def _sufficient(
    text: str, name: str, title: str, card_type: CardType | None, subject: str | None
) -> Condition | None:
    """A condition under which the bonus surely applies: its whole condition, or (not read
    whole) the first clause of "A or B": while A holds, so does "A or B", and the strength is
    the higher; while it does not, B may hold or not, and the lower is kept (None: not read)."""
    if (whole := _condition(text, name, title, card_type, subject)) is not None:
        return whole
    m = _EITHER.match(text)
    return None if m is None else _condition(m.group("first"), name, title, card_type, subject)


def limit_alternatives(
    bonuses: tuple[tuple[str, int], ...],
    low: int | str,
    name: str,
    title: str,
    card_type: CardType | None,
    subject: str | None = None,
) -> tuple[LimitWhen, ...]:
    """The target ``name``'s Force limits under the bonuses' conditions: for each set of
    bonuses whose conditions are read, the printed ``low`` (or a card's stat, ``subject``'s:
    "source.chi") plus their amounts while all of them hold. A bonus whose condition is not
    read is left out (the lower strength)."""
    read = [
        (cond, amount)
        for text, amount in bonuses
        if amount > 0 and (cond := _sufficient(text, name, title, card_type, subject)) is not None
    ]
    if not read or len(read) > _MOST:
        return ()
    out: list[LimitWhen] = []
    for size in range(1, len(read) + 1):
        for subset in itertools.combinations(read, size):
            conds = tuple(c for c, _ in subset)
            cond = conds[0] if len(conds) == 1 else Condition(all_of=conds)
            more = sum(a for _, a in subset)
            limit = low + more if isinstance(low, int) else f"{low} + {more}"
            out.append(LimitWhen(condition=cond, where=(f"{name}.force <= {limit}",)))
    return tuple(out)
