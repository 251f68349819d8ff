"""What a Gold payment is for, and what a source's Gold depends on: one definition used by the
card model, the Oracle reader and the Gold planner (Costs and restrictions / Gold production).

``PaidFor`` describes one payment; ``PaySelector`` matches it (a bonus's ``when``, a source's
"may only pay for"); ``GoldBonus`` is extra (or, negative, less) Gold a source gives a payment
its selector matches, optionally capped.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, ClassVar

from pydantic import Field, Strict, StrictBool, StrictInt

from model.common import STRICT, ClanWord, TypeWord, Word, Words

#: A whole number of Gold, 0 or more, never a bool or a string in a data file.
GoldAmount = Annotated[int, Strict(), Field(ge=0)]


def _same(a: str, b: str) -> bool:
    return a.casefold() == b.casefold()


@dataclass(frozen=True, slots=True)
class PaidFor:
    """What a payment pays for: a card's type, clan, keywords and title (all optional).

    ``action``: the payment is an action's Gold cost (then the fields describe the action's
    card and ``keywords`` the action's keywords), not a card's Gold cost as it enters play.
    ``unique``: the card paid for is Unique. ``gold_cost``: its *printed* Gold Cost (None: an
    action, or a card without a Gold Cost). ``recruit``: the payment is for Recruiting the card
    (Reference 02, "Dynasty: Recruit"; the Clan Honor Rule's surcharge too).
    ``from_card_in_play``: an action whose card is in play under the payer's control (not a
    Strategy from hand). ``also_clans``: the card's other Clan Alignments beside ``clan`` (a
    card of two clans is of each, Reference 04: same and different keywords). ``added``: a Gold
    cost added by a separate effect (the Clan Honor Rule's 2 Gold, Reference 03), paid apart
    from the card's own Gold cost (Costs and restrictions / Gold production)."""

    __pydantic_config__: ClassVar = STRICT

    type: TypeWord | None = None
    clan: ClanWord | None = None
    keywords: Words = ()
    title: str | None = None
    unique: StrictBool = False
    action: StrictBool = False
    gold_cost: GoldAmount | None = None
    recruit: StrictBool = False
    from_card_in_play: StrictBool = False
    also_clans: tuple[ClanWord, ...] = ()
    #: an action whose card is in the payer's hand (a Strategy played from hand)
    from_hand: StrictBool = False
    equip: StrictBool = False
    added: StrictBool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "keywords", tuple(self.keywords))
        object.__setattr__(self, "also_clans", tuple(self.also_clans))
        if self.also_clans and self.clan is None:
            raise ValueError("'also_clans' are the clans beside 'clan'")
        if self.gold_cost is not None and self.gold_cost < 0:
            raise ValueError("'gold_cost' (a printed Gold Cost) must be >= 0")


@dataclass(frozen=True, slots=True)
class PaySelector:
    """What a Gold payment must be for to get a bonus or to use an "only for" source.

    Every given field must match, case-insensitively; ``keyword`` is membership. ``unique``:
    the card paid for is (or is not) Unique. ``action``: True for the Gold cost of an action
    (an ability, a Strategy card: "a Kharmic action", "a Sensei action"; ``type``/``keyword``
    then describe the action's card / the action's keywords), False for a card's Gold cost as
    it enters play (Recruit, Equip, "bring into play"); None: either. ``min_gold_cost``: the
    card paid for has a *printed* Gold Cost of at least this much ("a card with a printed Gold
    Cost of 9 or more"); an action, or a card without a Gold Cost, never matches.

    ``recruit``: True for the Gold paid to Recruit the card (Reference 02, "Dynasty: Recruit";
    "when it pays to Recruit a single Farm"), False for any other payment; a card brought into
    play otherwise, or an action, is not a Recruit. ``unaligned``: True for a card with no Clan
    Alignment (Reference 03: no Clan Mon), False for one with. ``not_type``: the card paid for
    has a known type other than this ("a non-Personality card"); a payment whose type is
    unknown never matches. ``from_card_in_play``: True for an action whose card is in play
    under your control ("a single action from your card in play"), False for anything else (a
    Strategy played from hand, a card entering play). ``not_keyword``: the card paid for has
    none of these keywords ("a non-Shadowlands Nonhuman"). ``also_keywords``: the card paid
    for has each of these keywords besides ``keyword`` ("a Nonhuman Shadowlands Personality":
    ``keyword: nonhuman``, ``also_keywords: [shadowlands]``). ``equip``: True for the Gold paid
    to Equip the card (Reference 02, "Open: Equip", from hand: "when paying to Equip an Item
    from your hand"), False for any other payment. ``your_clan``: the card paid for has the
    Clan Alignment of the player whose source pays ("a Personality with your Clan
    Alignment"): the Gold planner resolves it into ``clan`` (``solver.production``); left
    unresolved it matches nothing. ``added``: True for a Gold cost added by a separate effect
    (the Clan Honor Rule's 2 Gold), False for the card's or the action's own Gold cost.
    """

    __pydantic_config__: ClassVar = STRICT

    type: TypeWord | None = None
    clan: ClanWord | None = None
    keyword: Word | None = None
    title: str | None = None
    unique: StrictBool | None = None
    action: StrictBool | None = None
    min_gold_cost: GoldAmount | None = None
    recruit: StrictBool | None = None
    not_type: TypeWord | None = None
    from_card_in_play: StrictBool | None = None
    #: True for an action whose card is in the payer's hand ("an action on a Strategy from
    #: your hand"), False for anything else
    from_hand: StrictBool | None = None
    not_keyword: Words = ()
    unaligned: StrictBool | None = None
    also_keywords: Words = ()
    equip: StrictBool | None = None
    your_clan: StrictBool | None = None
    added: StrictBool | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "not_keyword", tuple(self.not_keyword))
        object.__setattr__(self, "also_keywords", tuple(self.also_keywords))
        if self.min_gold_cost is not None and self.min_gold_cost < 0:
            raise ValueError("'min_gold_cost' must be >= 0")

    def matches(self, paid_for: PaidFor) -> bool:
        """Whether a payment for ``paid_for`` is one this selector accepts."""
        if self.your_clan is not None:
            return False  # whose clan is not resolved (``your_clan``)
        for want, have in (
            (self.type, paid_for.type),
            (self.title, paid_for.title),
        ):
            if want is not None and (have is None or not _same(want, have)):
                return False
        if self.clan is not None and not any(
            _same(self.clan, c)
            for c in (*((paid_for.clan,) if paid_for.clan else ()), *paid_for.also_clans)
        ):
            return False
        for flag, value in (
            (self.unique, paid_for.unique),
            (self.action, paid_for.action),
            (self.recruit, paid_for.recruit),
            (self.equip, paid_for.equip),
            (self.from_card_in_play, paid_for.from_card_in_play),
            (self.from_hand, paid_for.from_hand),
            (self.added, paid_for.added),
        ):
            if flag is not None and flag != value:
                return False
        if self.not_type is not None and (
            paid_for.type is None or _same(self.not_type, paid_for.type)
        ):
            return False
        if self.min_gold_cost is not None and (
            paid_for.gold_cost is None or paid_for.gold_cost < self.min_gold_cost
        ):
            return False
        if any(_same(n, k) for n in self.not_keyword for k in paid_for.keywords):
            return False
        if self.unaligned is not None and self.unaligned != (paid_for.clan is None):
            return False
        if not all(any(_same(w, k) for k in paid_for.keywords) for w in self.also_keywords):
            return False
        return self.keyword is None or any(_same(self.keyword, k) for k in paid_for.keywords)


@dataclass(frozen=True, slots=True)
class GoldBonus:
    """Extra Gold when paying for something matching ``when`` ("or 3 Gold for a Nonhuman");
    negative: less Gold ("produces 1 less Gold when paying for a Personality").

    ``max_total``: the bonus never takes the source's Gold for that payment above this ("your
    Stronghold produces one more Gold, to a maximum of 5"): the source gives
    ``max(before, min(max_total, before + gold))``, ``before`` being its Gold with every
    uncapped bonus (capped bonuses apply after those, in order); so it never lowers a source
    that already produces more. Only for a bonus that adds Gold (``gold >= 0``): see
    ``bonus_problem``.

    ``at_most``: a maximum on the source's Gold for that payment ("When paying for a
    Personality with your Stronghold, it produces a maximum of 2 Gold.", Taka Sensei), applied
    after every bonus; of several, the lowest (Reference 04: the most restrictive maximum).
    Only with ``gold == 0``.
    """

    __pydantic_config__: ClassVar = STRICT

    when: PaySelector
    gold: StrictInt
    max_total: StrictInt | None = None
    #: It also adds the *printed* Gold Cost of the card paid for (none for an action or a card
    #: without one): "produce Gold equal to the Monk's Gold Cost". Uncapped only.
    plus_gold_cost: StrictBool = False
    at_most: StrictInt | None = None


def bonus_problem(bonus: GoldBonus) -> str | None:
    """Why a bonus is malformed (a cap on a negative bonus, a negative cap), or None."""
    if bonus.max_total is not None and (bonus.max_total < 0 or bonus.gold < 0):
        return "'max_total' needs a bonus 'gold' >= 0 and a 'max_total' >= 0"
    if bonus.max_total is not None and bonus.plus_gold_cost:
        return "'plus_gold_cost' is for an uncapped bonus (no 'max_total')"
    if bonus.at_most is not None and (
        bonus.at_most < 0 or bonus.gold or bonus.max_total is not None or bonus.plus_gold_cost
    ):
        return "'at_most' (a maximum) needs 'at_most' >= 0 and 'gold' 0, alone"
    return None


def check_bonuses(bonuses: Iterable[GoldBonus]) -> None:
    """Raise ValueError (a load error when validating a file) for the first malformed bonus."""
    for bonus in bonuses:
        problem = bonus_problem(bonus)
        if problem is not None:
            raise ValueError(problem)


def gold_with_bonuses(gold: int, bonuses: Iterable[GoldBonus], paid_for: PaidFor) -> int:
    """Gold a source of base ``gold`` gives a payment for ``paid_for``: every matching uncapped
    bonus adds (with the printed Gold Cost of the card paid for, ``plus_gold_cost``), then
    capped ones apply in order, then the lowest maximum (``at_most``); never below 0."""
    matching = [b for b in bonuses if b.when.matches(paid_for)]
    total = gold + sum(b.gold for b in matching if b.max_total is None)
    total += sum(paid_for.gold_cost or 0 for b in matching if b.plus_gold_cost)
    for b in matching:
        if b.max_total is not None:
            total = max(total, min(b.max_total, total + b.gold))
    for b in matching:
        if b.at_most is not None:
            total = min(total, b.at_most)
    return max(0, total)
