"""The Gold production text parser (Costs and restrictions / Gold production): reads how a card
produces Gold from its text and stats; fail-closed (a sentence about Gold not understood makes
the card unmodelled). The readings are listed in ``model.oracle``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from model.cards import (
    CardType,
    ConditionalGold,
    GoldBonus,
    PerCardGold,
    ProductionChange,
    ProductionMode,
)
from model.cardtext.player_stats import stronghold_gold_maximum
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.oracle.paying_reductions import paying_reduction
from model.oracle.production_changes import grant_clause, others_count_line, production_change
from model.oracle.production_free import free_line
from model.oracle.production_history import history_modes
from model.oracle.production_honor import loses_after
from model.oracle.production_leaves import leaves_play_modes
from model.oracle.production_optional import OptionalGold, optional_gold, optional_modes
from model.oracle.production_other import action_not_producing, cost_change, own_stat_trigger
from model.oracle.production_paid import HOW, paid_cost_modes, paid_how, single_paid_bonuses
from model.oracle.production_past_stat import PastGold, past_stat_clause, with_past
from model.oracle.production_problems import ERRATA, NO_STAT, kept
from model.oracle.production_sure import MISSING_STAT, only_raises_itself, sure_base
from model.oracle.production_target import bow_target_modes, other_card_modes
from model.oracle.production_target_stat import target_stat_modes
from model.oracle.production_terms import (
    _MAY_LOWER,
    _NOT_FIRST,
    ONLY_PAY,
    _condition,
    _count,
    _pay_selectors,
    _per_card,
    _selector,
    _Unmodelled,
    lowers_other_gold,
    not_paying_for,
    per_cards,
    province_modes,
)
from model.oracle.production_titles import printed_names
from model.oracle.text import plain_text
from model.selectors import Condition

ProductionStatus = Literal["modelled", "unmodelled", "none", "reduction"]


@dataclass(frozen=True, slots=True)
class ProductionAnalysis:
    """What the text and stats say about a card's Gold production.

    ``modes`` is ``None`` when the card produces Gold in a way this parser cannot model
    (``reason`` says which text), ``()`` when it does not produce Gold. ``missing_stat``: the
    card produces its Gold Production stat (a Stronghold; a "+2GP when ..." text) but none was
    given. ``stronghold_bonuses``: what the card gives its controller's Stronghold
    (``CardDef.stronghold_bonuses``); always ``()`` when ``modes`` is ``None``.
    """

    modes: tuple[ProductionMode, ...] | None
    produces: bool
    reduction: bool = False
    reason: str | None = None
    more: tuple[str, ...] = ()  #: the later problems (``production_problems``)
    missing_stat: bool = False
    stronghold_bonuses: tuple[GoldBonus, ...] = ()
    #: When ``modes`` is ``None``: the modes of the lines that were understood (the printed
    #: stat's mode included), an estimate for a simulation; a check never uses it.
    partial: tuple[ProductionMode, ...] = ()
    #: The text of its cost reductions ("When paying for a Follower, it enters play for 3 less
    #: Gold"): not modelled; a check they could change answers ``unknown``.
    reductions: tuple[str, ...] = ()
    #: When ``modes`` is ``None``: the modes the card surely has whatever the text not understood
    #: says (``model.oracle.production_sure``), a lower bound a check uses (a Gold shortfall
    #: stays ``unknown``); ``()`` when nothing is sure.
    sure: tuple[ProductionMode, ...] = ()
    #: Gold text not read may lower Gold ("-1GP"): its own or another card's (or its own only)
    may_lower: bool = False
    lowers_only_itself: bool = False  #: "This Holding has -1GP while ..." (Suana Dojo)
    #: What it changes, while in play, in the Gold other cards produce (``ProductionChange``).
    changes: tuple[ProductionChange, ...] = ()

    @property
    def status(self) -> ProductionStatus:
        if self.produces:
            return "modelled" if self.modes is not None else "unmodelled"
        return "reduction" if self.reduction else "none"


_ONLY = ONLY_PAY
_SENTENCE = lazy_regex(r"(?<=[.!?])\s+(?=[A-Z(\"])")


def _sentences(line: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(line) if s.strip()]


_FROM_TOKENS = lazy_regex(
    r"remove one or more (?P<token>[a-z]+) tokens from this (?:holding|card|stronghold) to "
    r"produce gold equal to the number of tokens removed"
    # "Destroy any number of Storage tokens on this Holding to produce an amount of Gold equal
    # to the number of tokens destroyed": destroying all pays whatever fewer would (none: no Gold)
    r"|destroy any number of (?P<token2>[a-z]+) tokens on this (?:holding|card|stronghold) to "
    r"produce an amount of gold equal to the number of tokens destroyed"
)


_ON_SELF = r"on (?:it|this (?:card|holding))"
_PER_TOKEN = lazy_regex(
    rf"produce (?:(?P<n>\d+) gold,? plus (?:1 gold for each (?P<t>[a-z]+) token|the number of "
    rf"(?P<t2>[a-z]+) tokens)|(?:an amount of )?gold equal to the number of (?P<t3>[a-z]+) "
    rf"tokens) {_ON_SELF}(?: and lose (?P<h>\d+) honor)?"
)


_BOW_OTHER = lazy_regex(
    r"(?:(?P<when>when paying for [^,]+), )?bow "
    r"(?:one of your (?:\(other\) )?(?P<what>[a-z][a-z ]*?)|your dishonorable (?P<one>[a-z]+)"
    r"|another of your (?P<producing>gold-producing )?(?P<others>[a-z]+)) "
    r"to (?P<rest>produce .+)"
)
#: Effects on the card paid for, after its Gold ("produce 4 Gold which may only pay for them,
#: dishonor them, permanently give them Shadowlands"): not this payment's Gold.
_PAID_CARD_EFFECTS = lazy_regex(
    r"(?P<head>.+?)(?P<effects>(?:, (?:dishonor (?:him|her|them)"
    r"|permanently give (?:him|her|them) [a-z]+))+)"
)
#: "lose 6 Honor which will not be copied or given to another player instead": the loss is
#: the player's own, whatever effects would copy or redirect it; its amount is unchanged.
_NOT_REDIRECTED = " which will not be copied or given to another player instead"


def _produce_sentence(s: str, honor: int = 0) -> list[ProductionMode]:
    """The first sentence after ``:bow::`` that produces Gold, lower-case, no final period.

    ``honor`` is Honor lost as a cost of the line (":bow:, lose 1 Honor: Produce 3 Gold").
    """
    if m := re.fullmatch(r"lose (\d+) honor (?:to|and) (produce .+)", s):
        return _produce_sentence(m.group(2), honor + int(m.group(1)))
    # "Bow one of your Personalities to produce 3 Gold"; "When paying for a Personality, bow
    # one of your Personalities to produce 4 Gold which may only pay for that card"
    if m := _BOW_OTHER.fullmatch(s):
        rest = (
            m.group("rest") if m.group("when") is None else f"{m.group('when')}, {m.group('rest')}"
        )
        if not re.fullmatch(rf"(?:when paying for [^,]+, )?produce \d+ gold(?:{_ONLY})?", rest):
            raise _Unmodelled(f"production at the cost of bowing another card: {s!r}")
        # "one of your Personalities", "one of your (other) Farms": a card of that kind you
        # control, other than this one (bowed by its own cost); "your dishonorable Personality":
        # one of them, dishonorable
        if m.group("one") is not None:
            select = replace(_selector(m.group("one"), plural=False, other=True), dishonorable=True)
        else:  # "another of your Gold-producing Holdings": one that produces (bow_other_producing)
            select = _selector(m.group("what") or m.group("others"), plural=True, other=True)
        producing = m.group("producing") is not None
        return [
            replace(mode, bow_other=select, bow_other_producing=producing)
            for mode in _produce_sentence(rest, honor)
        ]
    if (paid := paid_cost_modes(s, honor)) is not None:  # "Gold equal to the Monk's Gold Cost"
        return paid
    if (provinces := province_modes(s, honor)) is not None:  # "the number of Provinces you have"
        return provinces
    for reader in (leaves_play_modes, other_card_modes, history_modes, target_stat_modes):
        if (found := reader(s, honor, _produce_sentence)) is not None:
            return found
    if s.endswith(_NOT_REDIRECTED) and re.search(r"\blose \d+ honor$", s[: -len(_NOT_REDIRECTED)]):
        return _produce_sentence(s[: -len(_NOT_REDIRECTED)], honor)
    if (m := _PAID_CARD_EFFECTS.fullmatch(s)) and re.search(_ONLY + "$", m.group("head")):
        return _produce_sentence(m.group("head"), honor)
    m = re.fullmatch(r"(.+?),? and lose (\d+) honor", s)
    # "only pay for him and lose 2"; "Produce 2 Gold, or 3 Gold if you are a Phoenix Clan
    # player, and lose 1 Honor": the loss goes with either amount
    if m and (
        " which " in m.group(1)
        or " that " in m.group(1)
        or re.fullmatch(r"produce \d+ gold, or \d+ gold if [^,]+,", m.group(1) + ",")
    ):
        return [loses_after(mode, int(m.group(2))) for mode in _produce_sentence(m.group(1), honor)]
    m = re.fullmatch(r"(.+?),? and gain \d+ honor", s)
    if m and (re.fullmatch(r"produce \d+ gold", m.group(1)) or re.search(_ONLY + "$", m.group(1))):
        # gaining Honor is an effect, not a cost: "..., produce 2 Gold which may only pay for
        # that card and gain 1 Honor"
        return _produce_sentence(m.group(1), honor)
    # "When paying for a Follower, if you control a Samurai, produce 3 Gold which may only pay
    # for that card"; "If you did not go first this game and are paying for a Personality,
    # produce 4 Gold which may only pay for him": restricted, and only while the condition holds
    m = re.fullmatch(
        rf"when paying for (?P<x>.+?), if (?P<c>[^,]+), produce (?P<n>\d+) gold{_ONLY}", s
    ) or re.fullmatch(
        rf"if (?P<c>[^,]+?) and are paying for (?P<x>[^,]+), produce (?P<n>\d+) gold{_ONLY}", s
    )
    if m:
        gold, only_if = int(m.group("n")), _condition(m.group("c"))
        return [
            ProductionMode(gold=gold, only_for=p, only_if=only_if, lose_honor=honor)
            for p in _pay_selectors(m.group("x"))
        ]
    # "If you did not go first this game and are not paying for a Holding, produce 4 Gold
    # which may only pay for one cost": any payment but for that type (one source pays one
    # cost, as every source: Costs and restrictions / Gold production)
    if m := re.fullmatch(
        r"if (?P<c>[^,]+?) and are not paying for an? (?P<t>[a-z]+), produce (?P<n>\d+) gold"
        r",? which may only pay for one cost",
        s,
    ):
        return [
            ProductionMode(
                gold=int(m.group("n")),
                only_for=not_paying_for(m.group("t")),
                only_if=_condition(m.group("c")),
                lose_honor=honor,
            )
        ]
    # "When paying for X, produce N Gold which may only pay for that card."
    if m := re.fullmatch(rf"when paying for (?P<x>.+?), produce (?P<n>\d+) gold{_ONLY}", s):
        gold = int(m.group("n"))
        return [
            ProductionMode(gold=gold, only_for=p, lose_honor=honor)
            for p in _pay_selectors(m.group("x"))
        ]
    # "Remove one or more Wealth tokens from this Holding to produce Gold equal to the number
    # of tokens removed": all of them (overpaying is allowed, so that pays whatever fewer would).
    if m := _FROM_TOKENS.fullmatch(s):
        token = m.group("token") or m.group("token2")
        return [ProductionMode(from_tokens=token, lose_honor=honor)]
    # "Produce 2 Gold, plus 1 Gold for each Wealth token on this card", "Produce an amount of
    # Gold equal to the number of Shrine tokens on this Holding": 1 Gold per token, none removed
    if m := _PER_TOKEN.fullmatch(s):
        gold = int(m.group("n") or 0)
        token = m.group("t") or m.group("t2") or m.group("t3")
        lose = honor + int(m.group("h") or 0)
        return [ProductionMode(gold=gold, per_token=token, lose_honor=lose)]
    # "Produce Gold equal to 2 plus the number of Magistrates you control", "Produce an amount of
    # Gold equal to the number of Farms in play": a fixed part and 1 per card
    # "an amout of Gold equal to the number of bowed Personalities you control, plus 1" (sic)
    if m := re.fullmatch(
        r"produce (?:an amou?n?t of )?gold equal to the number of (?P<x>[^,]+), plus (?P<n>\d+)",
        s,
    ) or re.fullmatch(
        r"produce (?:an amount of )?gold equal to (?:(?P<n>\d+) plus )?the number of (?P<x>.+)", s
    ):
        try:  # "the number of Forests in play plus the number of Silk Works in play"
            per_card = tuple(
                p for x in m.group("x").split(" plus the number of ") for p in per_cards(x, 1)
            )
        except _Unmodelled:
            raise _Unmodelled(f"production not understood: {s!r}") from None
        return [ProductionMode(gold=int(m.group("n") or 0), per_card=per_card, lose_honor=honor)]
    m = re.fullmatch(r"produce (?P<n>\d+) gold(?P<rest>.*)", s)
    if m is None:
        cost = re.fullmatch(
            r"(?:when paying for [^,]+, (?:if [^,]+, )?)?(?P<c>[^,]+?) to produce .+", s
        )
        if cost and not cost.group("c").startswith(("produce", "bow this")):
            # "Bow another of your Gold-producing Holdings to produce 6 Gold": the card bowed,
            # destroyed or discarded may itself produce or pay, a choice the planner does not
            # make jointly with the Gold; "When paying for a Naga, ..., destroy this Holding":
            # the Gold's use is not stated
            raise _Unmodelled(
                f"produces Gold at the cost of {cost.group('c')!r}: not modelled ({s!r})"
            )
        raise _Unmodelled(f"production not understood: {s!r}")
    n, rest = int(m.group("n")), m.group("rest")
    rest = re.sub(r"^, or produce (?=\d+ gold )", ", or ", rest)  # "or produce 3 Gold if ..."
    base = ProductionMode(gold=n, lose_honor=honor)
    if rest == "":
        return [base]
    if mm := re.fullmatch(r" and lose (\d+) honor", rest):
        return [loses_after(ProductionMode(gold=n, lose_honor=honor), int(mm.group(1)))]
    if mm := re.fullmatch(
        r",? (?:(?:which|that) (?:can|may) only (?:be used to )?|only to )pay for (.+)", rest
    ):
        selectors = _pay_selectors(mm.group(1))
        return [ProductionMode(gold=n, only_for=p, lose_honor=honor) for p in selectors]
    if mm := re.fullmatch(r", or lose (\d+) honor to produce (\d+) gold", rest):
        return [base, ProductionMode(gold=int(mm.group(2)), lose_honor=honor + int(mm.group(1)))]
    # "plus, if you are a Brotherhood of Shinsei player, 1 additional Gold for each Ring you
    # control": the per-card Gold only while the condition holds
    if mm := re.fullmatch(
        r", plus, if (?P<c>[^,]+), (?P<g>\d+) (?:additional |more )?gold for each (?P<x>.+)", rest
    ):
        per = replace(_per_card(mm.group("x"), int(mm.group("g"))), only_if=_condition(mm["c"]))
        return [ProductionMode(gold=n, per_card=(per,), lose_honor=honor)]
    if mm := re.fullmatch(r",? plus (\d+) (?:additional |more )?gold for each (.+)", rest):
        per_card = per_cards(mm.group(2), int(mm.group(1)))  # "..., minus 1 Gold for each"
        return [ProductionMode(gold=n, per_card=per_card, lose_honor=honor)]
    if mm := re.fullmatch(
        r", plus 1 gold for every full (\d+) points of family honor you have", rest
    ):
        per_honor = int(mm.group(1))
        if per_honor < 1:
            raise _Unmodelled(f"production not understood: {s!r}")
        return [ProductionMode(gold=n, per_family_honor=per_honor, lose_honor=honor)]
    if mm := re.fullmatch(r" for each (.+)", rest):
        # "Produce 1 Gold for each Farm you control": nothing fixed, n per card.
        per_card = (_per_card(mm.group(1), n),)
        return [ProductionMode(gold=0, per_card=per_card, lose_honor=honor)]
    # "Produce 3 Gold, plus 1 Gold if you control one or more Ports, plus 1 Gold if ...": each
    # condition that holds adds its Gold
    if re.match(r",? plus \d+ (?:additional |more )?gold if ", rest):
        deltas: list[ConditionalGold] = []
        for part in re.split(r",? plus (?=\d+ (?:additional |more )?gold if )", rest)[1:]:
            mm = re.fullmatch(r"(\d+) (?:additional |more )?gold if (.+)", part)
            if mm is None:
                raise _Unmodelled(f"production not understood: {s!r}")
            deltas.append(ConditionalGold(condition=_condition(mm.group(2)), gold=int(mm.group(1))))
        return [ProductionMode(gold=n, conditional_delta=tuple(deltas), lose_honor=honor)]
    paying = re.fullmatch(
        r", or (?P<m>\d+) gold (?:when|if) (?:(?P<c>you are [^,]+?) and )?(?:you are )?"
        rf"paying (?P<how>{HOW}) (?P<x>.+?)"
        rf"(?P<only>{_ONLY}|; if the latter, it may only pay for that [a-z -]+)?",
        rest,
    )
    if paying:
        more = int(paying.group("m"))
        if more <= n:
            raise _Unmodelled(f"a bonus that is not more Gold: {s!r}")
        selectors = paid_how(paying.group("how"), paying.group("x"))
        # "or 4 Gold if you are a Phoenix Clan player and paying for a Bloodspeaker
        # Personality which may only pay for him": the larger mode only while that holds
        holds = None if paying.group("c") is None else _condition(paying.group("c"))
        if paying.group("only"):
            return [base] + [
                ProductionMode(gold=more, only_for=p, lose_honor=honor, only_if=holds)
                for p in selectors
            ]
        if holds is not None:
            raise _Unmodelled(f"a conditional bonus for some payments: {s!r}")
        bonuses = tuple(GoldBonus(when=p, gold=more - n) for p in selectors)
        return [ProductionMode(gold=n, bonuses=bonuses, lose_honor=honor)]
    if mm := re.fullmatch(r", or (\d+) gold if (.+)", rest):
        more = int(mm.group(1))
        if more <= n:
            raise _Unmodelled(f"a conditional amount that is not more Gold: {s!r}")
        conditional = ConditionalGold(condition=_condition(mm.group(2)), gold=more)
        return [ProductionMode(gold=n, conditional=(conditional,), lose_honor=honor)]
    raise _Unmodelled(f"production not understood: {s!r}")


# Phrases about Gold that are not this card's production: cost reductions, and references.
_REDUCTION = lazy_regex(
    r"\b(?:\d+|one|two|three|four|five|six) less gold\b|enters? play for \d+ gold"
    r"|costs? \d+ less\b"
    # Miliko, Ranbe, Minor Oni Servant (not "Attaches to ... paying 0 Gold": the entering reader's)
    r"|\bcosts? an amount less gold\b|\battaches cards\b[^.]*\bpaying 0 gold\b"
    r"|\bwhen attaching an? \w+ to this personality\b[^.]*\bpaying 0 gold\b"
)
_IGNORED = lazy_regex(
    r"printed gold cost|gold cost (?:of|from|equal|is|by|than)|with a gold cost"
    r"|amount of gold you paid"
    # a kind of card named, not this card's Gold ("bow one of your Gold-producing Holdings to
    # target a player", "target another player's Gold- or Honor-producing Holding")
    r"|\b(?:non-)?gold-(?: or honor-)?producing (?:holdings?|fortifications?)\b"
    # a card brought into play for free, by another effect
    r"|\bignoring (?:its |the )?gold costs?\b"
    # a straightened card chosen by what it did not do ("Straighten a target Fudo card that has
    # not produced Gold this turn"): straightening changes no Gold production
    r"|\b(?:has|have) not produced gold this turn|\bbut did not produce gold"
    r"|\bif it was not producing gold"
    r"|(?<!\w)[+-]\d+ gold cost\b"
    r"|paying all costs|bowed (?:this holding )?to produce gold|bowed this holding while paying"
    r"|will not produce gold until|use this holding's gold production to"
    r"|give his target holding -\d+gp"
    r"|\+\d+gp wealth tokens?|\+\d+ gold production wealth token"
    r"|^after .*give this holding \+\d+gp \(this turn\)"
    # a token put on the card after it produced: game state for later bows, not this Gold
    r"|^after the first time each turn this holding produces gold, put an? [a-z]+ token on it"
    # a token put on the card after a payment that produced more than it paid: game state for
    # later bows; the excess may not pay other costs, as the rules say of any excess
    r"|^repeatable reaction: after paying a gold cost, if you produced a greater amount of gold "
    r"than what you paid, put an? [a-z]+ token on (?:it|this card); you may not spend the "
    r"additional gold on any other costs"
)
_GOLD = lazy_regex(r"\bgold\b|produc|\bgp\b|\dgp\b", re.IGNORECASE)
_PRODUCTION_WORDS = lazy_regex(r"produc|\bgp\b|\dgp\b|gold production", re.IGNORECASE)
_SELF_GP = lazy_regex(
    r"this (?:holding|stronghold) has \+(?P<n>\d+)gp when it pays for a single (?P<x>.+?) only"
)
#: "+1GP when it pays to Recruit a single Farm only, or when it pays for a single Sensei action
#: only": one clause per alternative (``_SELF_GP_CLAUSE``).
_SELF_GP_ALTS = lazy_regex(
    r"this (?:holding|stronghold) has \+(?P<n>\d+)gp (?P<clauses>when it pays .+ only)"
)
_SELF_GP_CLAUSE = lazy_regex(rf"when it pays (?P<how>{HOW}) a single (?P<x>.+?) only")
_BOW_PREFIX = lazy_regex(
    r"^(?:bow this (?:card|holding|stronghold)|:bow:)"
    r"(?:\s*(?:,|and)\s*lose (?P<honor>\d+) honor)?\s*:?\s*",
    re.IGNORECASE,
)
_SIDE_EFFECT_TOKEN = lazy_regex(
    r"give this (?:holding|card) an? \+\d+ gold production wealth token(?: if .*)?"
)


#: "If you are paying for a Personality, you may attach an attachment to him from your hand
#: after he enters play, paying 3 less Gold": a cost reduction for a later action.
_LATER_REDUCTION = lazy_regex(
    r"if you are paying for [^,]+, you may [^,]+ after (?:he|she|it) enters play, "
    r"paying \d+ less gold"
)
_LATER_STRAIGHTEN = lazy_regex(r"straighten this holding after your next dynasty phase begins")


#: What a Gold Production stat does besides producing it ("produces 1 less Gold when ...").
_SELF_LESS = lazy_regex(
    r"this (?:holding|stronghold) produces (?P<n>\d+|one|two|three) less gold "
    r"when paying for (?P<x>.+)"
)
_FIRST_TURN = lazy_regex(r"this stronghold produces (?P<n>\d+) gold on your first turn")
_GP_IF_FIRST = lazy_regex(
    r"\(?this (?:card |stronghold |holding )?has (?:[+-]\d+ps and )?(?P<sign>[+-])(?P<n>\d+)gp "
    r"if you (?P<neg>didn't |did not )?(?:go|went) first\.?\)?"
)
_GP_IF = lazy_regex(
    r"this (?:holding|stronghold) has \+(?P<n1>\d+)gp (?:if|while) "
    r"(?P<c1>(?:you|your|another player's) .+?)"
    r"(?: and \+(?P<n2>\d+)gp (?:if|while) (?P<c2>you .+))?"
)
_COURTESY_GP = lazy_regex(
    r"courtesy: this holding also straightens at the start of other players['’] turns, "
    r"but has -(?P<n>\d+)gp on those turns"
)
_AFTER_PRODUCING = lazy_regex(
    r"after this card produces gold, (?P<what>you may not recruit personalities until the end "
    r"of the phase)",
    re.IGNORECASE,
)
_PER_TITLE = lazy_regex(
    r"this holding has \+(?P<n>\d+)gp for each different title among your (?P<what>.+?), "
    r"other than (?P<own>.+?), maximum \+(?P<max>\d+)gp"
)


@dataclass
class _StatMode:
    """What the text adds to the mode that produces the Gold Production stat."""

    bonuses: list[GoldBonus]
    conditional: list[ConditionalGold]
    delta: list[ConditionalGold]
    extra_cost: str | None = None
    per_title: list[PerCardGold] = field(default_factory=list)
    title: str | None = None  # the card's game title, when known
    optional: list[OptionalGold] = field(default_factory=list)
    past: PastGold | None = None  # "+1GP for each action you have resolved this turn from ..."


def _stat_clause(sentence: str, stat: _StatMode) -> bool:
    """Read a sentence about the card's own Gold Production into ``stat``; False when it is
    not one. Raises ``_Unmodelled`` when it is one that can't be read."""
    low = sentence.lower().strip().rstrip(".").strip()
    if m := _SELF_GP_ALTS.fullmatch(low):
        n = int(m.group("n"))
        for clause in re.split(r",? or (?=when it pays )", m.group("clauses")):
            c = _SELF_GP_CLAUSE.fullmatch(clause)
            if c is None:
                raise _Unmodelled(f"cannot read {clause!r} as what the Holding pays for")
            selectors = paid_how(c.group("how"), c.group("x"))
            stat.bonuses.extend(GoldBonus(when=p, gold=n) for p in selectors)
    elif (single := single_paid_bonuses(low)) is not None:
        stat.bonuses.extend(single)
    elif m := _SELF_GP.search(low):
        n = int(m.group("n"))
        stat.bonuses.extend(GoldBonus(when=p, gold=n) for p in _pay_selectors(m.group("x")))
    elif m := _SELF_LESS.fullmatch(low):
        n = _count(m.group("n"))
        stat.bonuses.extend(GoldBonus(when=p, gold=-n) for p in _pay_selectors(m.group("x")))
    elif m := _FIRST_TURN.fullmatch(low):
        stat.conditional.append(
            ConditionalGold(condition=Condition(first_turn=True), gold=int(m.group("n")))
        )
    elif m := _GP_IF_FIRST.fullmatch(low):
        n = int(m.group("n")) * (1 if m.group("sign") == "+" else -1)
        went_first = Condition(turn_order=1)
        condition = _NOT_FIRST if m.group("neg") else went_first
        stat.delta.append(ConditionalGold(condition=condition, gold=n))
    elif m := _COURTESY_GP.fullmatch(low):
        # Courtesy traits do not take effect if you went first (the card's reminder text).
        condition = Condition(your_turn=False, none_of=(Condition(turn_order=1),))
        stat.delta.append(ConditionalGold(condition=condition, gold=-int(m.group("n"))))
    elif m := _GP_IF.fullmatch(low):
        # "This Holding has +1GP if you control one or more Ports and +1GP if you control one
        # or more other Markets": each a delta while its condition holds
        stat.delta.append(
            ConditionalGold(condition=_condition(m.group("c1")), gold=int(m.group("n1")))
        )
        if m.group("n2"):
            stat.delta.append(
                ConditionalGold(condition=_condition(m.group("c2")), gold=int(m.group("n2")))
            )
    elif (option := optional_gold(sentence)) is not None:
        stat.optional.append(option)  # a second way to produce the stat
    elif m := _AFTER_PRODUCING.fullmatch(sentence.strip().rstrip(".")):
        stat.extra_cost = m.group("what")
    elif m := _PER_TITLE.fullmatch(low):
        if stat.title is None or m.group("own") != stat.title.lower():
            raise _Unmodelled(f"'other than' names another card than this one: {sentence!r}")
        select = _selector(m.group("what"), plural=True, other=False)
        n, most = int(m.group("n")), int(m.group("max"))
        stat.per_title.append(PerCardGold(select=select, gold=n, max=most))
    elif (past := past_stat_clause(low, stat.title, stat.past)) is not None:
        stat.past = past
    else:
        return False
    return True


def _stat_mode(stat: _StatMode) -> ProductionMode:
    """The mode that produces the Gold Production stat, with what the text adds to it."""
    return ProductionMode(
        from_stat=Stat.GOLD_PRODUCTION,
        bonuses=tuple(stat.bonuses),
        conditional=tuple(stat.conditional),
        conditional_delta=tuple(stat.delta),
        extra_cost=stat.extra_cost,
        per_title=tuple(stat.per_title),
    )


def _bow_line(
    body: str, honor: int = 0, reductions: list[str] | None = None
) -> list[ProductionMode] | None:
    """A ``:bow::`` line: its modes, or ``None`` when it does not produce Gold (e.g. a cost
    reduction); raises ``_Unmodelled``. ``honor``: Honor lost as a cost of the line.
    ``reductions``: gets the later sentences that reduce a later cost ("If you are paying for a
    Personality, you may attach an attachment to him from your hand after he enters play,
    paying 3 less Gold"): not this payment's Gold, reported (not modelled)."""
    sentences = [s.lower().rstrip(".").strip() for s in _sentences(body)]
    if (targeted := bow_target_modes(". ".join(sentences))) is not None:
        return targeted  # "Bow your target unbowed Courtier or Artisan. Produce Gold equal to"
    if not sentences or not re.search(r"\bproduce", sentences[0]):
        if _PRODUCTION_WORDS.search(body):
            raise _Unmodelled(f"production not understood: {body!r}")
        return None
    try:
        modes = _produce_sentence(sentences[0], honor)
    except _Unmodelled:
        # "Produce 2 Gold; if this pays for a single Nonhuman Personality, refill the Province
        # it comes from face-up": a further effect after a semicolon, read as a later sentence
        head, semicolon, tail = sentences[0].partition("; ")
        if not semicolon:
            raise
        modes = _produce_sentence(head, honor)
        sentences[1:1] = [tail]
    # Later sentences are further effects of bowing to produce Gold (Reference 04).
    for extra in sentences[1:]:
        if m := re.fullmatch(r"lose (\d+) honor", extra):
            modes = [loses_after(mode, int(m.group(1))) for mode in modes]
        elif _SIDE_EFFECT_TOKEN.fullmatch(extra):
            continue  # a token for later bows: game state
        elif _LATER_STRAIGHTEN.fullmatch(extra):
            continue  # straightens the card in a later turn: not this payment's Gold
        elif reductions is not None and _LATER_REDUCTION.fullmatch(extra):
            reductions.append(extra)  # a later cost reduction: reported
        elif re.search(r"gold|honor|gp\b|produc|straighten this", extra):
            raise _Unmodelled(f"effect of producing not understood: {extra!r}")
    return modes


#: An erratum's note: the Honor lost with the Gold is an effect of producing, not its cost.
_HONOR_NOT_COST = lazy_regex(
    r"errata'd to clarify that the honor loss is not a cost of gold production\.?", re.IGNORECASE
)


def analyse_production(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None = None,
    *,
    title: str | None = None,
    errata: Sequence[str] = (),
) -> ProductionAnalysis:
    """Read a card's Gold production (Costs and restrictions / Gold production).

    ``text`` is the export's HTML (or plain text). A Stronghold, and a Holding with a Gold
    Production stat, produce Gold equal to that stat when bowed; "Produce N Gold" lines add
    fixed modes. ``gold_production`` must be the printed stat, not a Sensei modifier.
    ``title``: the card's game title, for text that names the card ("other than Mess Hall").
    ``errata``: notes about errata (the set files' ``errata_text``), not rules text: a note
    that says nothing about Gold is ignored; one that does must be understood (``_errata``).
    """
    with printed_names(plain_text(text) if text else ""):
        return _analyse(text, card_type, gold_production, title, errata)


def _analyse(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None,
    title: str | None,
    errata: Sequence[str],
) -> ProductionAnalysis:
    """``analyse_production`` while the text's printed names are known (``printed_names``)."""
    lines = plain_text(text).split("\n") if text else []
    has_stat = gold_production is not None and card_type in (
        CardType.STRONGHOLD,
        CardType.HOLDING,
    )
    modes: list[ProductionMode] = []
    grants: list[GoldBonus] = []
    changes: list[ProductionChange] = []
    stat = _StatMode([], [], [], title=title)
    produces, reduction = has_stat, False
    reductions: list[str] = []
    problem: str | None = None
    problems: list[str] = []  # the later ones (``production_problems``)
    missing_stat, bow_lines = False, 0
    # the modes surely the card's while the problems are only ``:bow:`` lines not understood
    # (each one more way to bow it), with what is sure of them (``production_sure``)
    only_lines = True
    may_lower = lowers_others = False
    sure: list[ProductionMode] = []
    for line in lines:
        if paying_reduction(line, title) and not _PRODUCTION_WORDS.search(line):
            reduction = True  # "When paying for a Samurai, give him -4 Gold Cost ..."
            reductions.append(line)
            continue
        if not _GOLD.search(line) or action_not_producing(line, has_stat):
            continue  # an action taken at an opportunity to act: never a payment's source
        bow = _BOW_PREFIX.match(line)
        if bow:
            later: list[str] = []
            body, honor = line[bow.end() :], int(bow.group("honor") or 0)
            try:
                got = others_count_line(body, honor) or _bow_line(body, honor, later)
            except _Unmodelled as exc:
                produces, problem = True, kept(problems, problem, str(exc))
                bow_lines += 1
                sure.extend(
                    sure_base([t.lower().rstrip(".").strip() for t in _sentences(body)], honor)
                )
                continue
            if got is not None:
                produces = True
                bow_lines += 1
                sure.extend(got)
                modes.extend(got)
                if later:
                    reduction = True
                    reductions.extend(later)
                continue
        try:
            free = free_line(line, title)
        except _Unmodelled as exc:  # a Reaction or trait that produces: one more source
            produces, problem = True, kept(problems, problem, str(exc))
            continue
        if free is not None:
            produces = True
            sure.extend(free)
            modes.extend(free)
            continue
        for sentence in _sentences(line):
            low = sentence.lower()
            if not _GOLD.search(low) and not cost_change(sentence):  # ":g1: less"
                continue
            if stronghold_gold_maximum([sentence]) is not None:
                continue  # a cap on the Stronghold's stat: ``View.stat`` (player_stats)
            try:
                grant = grant_clause(sentence)
                if grant is not None:  # the Stronghold produces it, not this card
                    grants.extend(grant)
                    continue
                if (change := production_change(sentence)) is not None:
                    changes.extend(change)  # other cards' Gold
                    continue
                about_stat = _stat_clause(sentence, stat)
            except _Unmodelled as exc:
                produces, problem = True, kept(problems, problem, str(exc))
                only_lines = False  # it may change the stat's Gold, or another card's
                continue
            if about_stat:
                produces = True
                if not has_stat:
                    missing_stat = True
                    problem = kept(problems, problem, NO_STAT.format(sentence))
                continue
            rest = _IGNORED.sub(" ", low)  # drop mere references to Gold
            if not _GOLD.search(rest) and not cost_change(sentence):
                continue
            if own_stat_trigger(sentence, has_stat):
                continue  # a stat modifier at a phase boundary: game state
            if (_REDUCTION.search(rest) and not _PRODUCTION_WORDS.search(rest)) or cost_change(
                sentence
            ):
                reduction = True
                reductions.append(line if bow else sentence)
                continue
            # Not understood: the card is unmodelled if it produces Gold at all (this sentence
            # says "produce"/"GP", or another line or the stat does).
            produces = produces or bool(_PRODUCTION_WORDS.search(low))
            problem = kept(problems, problem, f"Gold text not understood: {sentence!r}")
            only_lines = only_lines and only_raises_itself(low)  # the rest is still sure
            may_lower = may_lower or _MAY_LOWER.search(low) is not None
            lowers_others = lowers_others or lowers_other_gold(low)
    honor_not_cost = False
    for note in errata:
        if not _GOLD.search(note):
            continue  # "Errata'd via the Oracle.": says nothing about Gold
        if _HONOR_NOT_COST.fullmatch(plain_text(note).strip()):
            honor_not_cost = True
            continue
        produces = produces or has_stat or bool(modes)
        problem = kept(problems, problem, ERRATA.format(plain_text(note)))
        only_lines = False
    if honor_not_cost:
        if not any(m.lose_honor for m in modes) and problem is None:
            produces, problem = True, "errata note names an Honor loss the text does not"
        modes = [replace(m, honor_is_cost=False) if m.lose_honor else m for m in modes]
        only_lines = False
    if card_type is CardType.STRONGHOLD and gold_production is None:
        # Every Stronghold produces Gold equal to its Gold Production: the export lacks it.
        produces, problem = True, kept(problems, problem, MISSING_STAT)
        missing_stat = True
    if not produces:
        return ProductionAnalysis(
            changes=tuple(changes),
            modes=(),
            produces=False,
            reduction=reduction,
            stronghold_bonuses=tuple(grants),
            reductions=tuple(reductions),
        )
    if problem is not None:
        partial = list(modes)
        if has_stat:
            partial.insert(0, ProductionMode(from_stat=Stat.GOLD_PRODUCTION))
            if only_lines and (card_type is CardType.STRONGHOLD or not bow_lines):
                # the stat is one more way to bow it (a Holding's "Produce N Gold" line may be
                # its stat restated: then the line alone is read); its clauses were all read
                sure.insert(0, _stat_mode(stat))
        return ProductionAnalysis(
            changes=tuple(changes),
            modes=None,
            produces=True,
            reduction=reduction,
            reason=problem,
            more=tuple(problems),
            missing_stat=missing_stat,
            partial=tuple(partial),
            reductions=tuple(reductions),
            sure=tuple(sure) if only_lines else (),
            may_lower=may_lower,
            lowers_only_itself=may_lower and not lowers_others,
        )
    stat_read = (
        stat.bonuses
        or stat.conditional
        or stat.delta
        or stat.per_title
        or stat.extra_cost
        or (stat.optional or stat.past is not None)
    )
    if (
        has_stat
        and modes
        and card_type is CardType.HOLDING
        and not stat_read
        and modes[0].gold == gold_production
        and modes[0].bow
    ):
        # the set files state a Holding's "Produce N Gold" as its Gold Production too: the same
        # N, one way to produce it, not two
        has_stat = False
    if has_stat:
        if modes and card_type is CardType.HOLDING:
            reason = "both a Gold Production stat and a 'Produce N Gold' line"
            return ProductionAnalysis(
                changes=tuple(changes),
                modes=None,
                produces=True,
                reduction=reduction,
                reason=reason,
                partial=tuple(modes),
                reductions=tuple(reductions),
            )
        stat_mode = with_past(_stat_mode(stat), stat.past)
        modes[0:0] = [stat_mode, *optional_modes(stat_mode, stat.optional)]
    return ProductionAnalysis(
        changes=tuple(changes),
        modes=tuple(modes),
        produces=True,
        reduction=reduction,
        stronghold_bonuses=tuple(grants),
        reductions=tuple(reductions),
    )
