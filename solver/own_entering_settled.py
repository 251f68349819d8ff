"""A card's own entering cost or condition that the state settles, for its rulebook Recruit or
Equip (Costs and restrictions / Mandatory costs: "The mandatory costs of a card entering play
are its Gold Cost (if any) and any other costs of entering play listed in its traits"; a cost
must fully occur for a card with a cost to enter play; Restrictions: conditions that govern
when a card may enter play, checked before costs are paid).

Read whole, its subject the card itself (none, "This card", "this card" / "this <type>", or
words of its title: "Masasue" of Yoritomo Masasue):

- "<It> has the additional cost, "Discard the Imperial Favor" to enter play.", "Bringing this
  card into play has the additional cost, "Discard the Imperial Favor."", "You must discard the
  Imperial Favor for this Holding to enter play.": paid while its player holds the Favor (the
  state's ``imperial_favor``; the cost then binds nothing else, and the witness names it);
  without the Favor the play is ``illegal``. "Discard the Imperial Favor or <another cost>": paid
  by the Favor when he holds it; without it the other cost is not read (the doubt stays).
- "<It> has the additional cost, "Discard three cards" to enter play.": from the hand (Costs:
  the only place cards are discarded from without saying so); fewer cards in its player's hand
  as the state lists it, the card itself aside, than it discards: ``illegal``. Enough cards: the
  doubt stays (a Gold plan may discard from the same hand).
- "<It> will not enter play if your Family Honor is N or lower (higher, less, more, above,
  below)." and "... unless ...": the condition read on the state's Family Honor (checked before
  costs: a Gold plan's Honor change does not reach it). Barred: ``illegal``; not barred: binds
  nothing.

Only the rulebook Recruit and Equip (an action that brings the card may change the Favor, the
hand or Family Honor before it enters: its doubt stays). Any other wording stays unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver import gold
from solver.costs import CostOption
from solver.effects import prevented
from solver.entering_bow_cost import bow_cost_short
from solver.entering_either import either_cost, name_removed, plan_leaving_one
from solver.verdict import Play, Reason, Verdict

__all__ = [
    "SettledEntry",
    "binding_nothing",
    "is_own_subject",
    "own_entering_refusal",
    "own_entering_settled",
    "settled_entry",
    "settled_shown",
]

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_OWN = r"(?:this card|this [a-z]+|him|her|it)"
#: "<subject> has the additional cost, "<cost>" to enter play." / "Bringing this card into play
#: has the additional cost, "<cost>.""
_ADDITIONAL = lazy_regex(
    r'^(?:bringing (?P<brought>[^,"]+?) into play|(?P<subj>[a-z][a-z\' -]*?)) has the '
    r'additional cost,? "(?P<cost>[^"]+?)[.,]?"(?: to enter play)?\.?$'
)
_MUST_FAVOR = lazy_regex(
    rf"^you must discard the imperial favor (?:for {_OWN} to enter play|to bring {_OWN} into "
    r"play)\.?$"
)
_FAVOR = "discard the imperial favor"
_EITHER_SUBJECT = lazy_regex(r"^as an additional cost of (?P<subj>[a-z][a-z' -]*?) entering play,")
_DISCARD = lazy_regex(r"^discard (?P<n>a|one|two|three|four|five|six|\d+) cards?$")
_HONOR = lazy_regex(
    r"^(?:(?P<subj>[a-z][a-z\' -]*?) )?will not enter play (?P<word>if|unless) your family "
    r"honor is (?P<n>-?\d+) or (?P<dir>lower|less|below|higher|more|greater|above)\.?$"
)


@dataclass(frozen=True, slots=True)
class SettledEntry:
    """The state's answer to one sentence: ``refusal`` (the play is illegal, why), or ``cost``
    (a cost option the witness pays), or neither (read: it binds nothing)."""

    refusal: str | None = None
    cost: CostOption | None = None


def _is_own(subject: str | None, title: str) -> bool:
    """Is ``subject`` (lower case) the card itself: none, "this card"/"this <type>", or words of
    its title (its name without subtitle, Reference 03)?"""
    if subject is None or re.fullmatch(_OWN, subject):
        return True
    words = set(title.split(" • ", 1)[0].split(", ", 1)[0].casefold().split())
    return bool(words) and set(subject.split()) <= words


def is_own_subject(subject: str | None, title: str) -> bool:
    """``_is_own``, for the readers of one sentence shape elsewhere."""
    return _is_own(subject, title)


def _hand(view: View, player: str, card: str) -> int:
    """Cards in ``player``'s hand as the state lists them, ``card`` (the one entering) aside."""
    return sum(
        1 for c in view.state.cards if c.zone is Zone.HAND and c.owner == player and c.id != card
    )


def _favor(view: View, player: str, title: str, either: bool) -> SettledEntry | None:
    """The Imperial Favor discarded as its cost (``either``: the first of an "or" cost)."""
    if view.state.imperial_favor == player:
        if prevented(view, player, "discard_imperial_favor"):
            return None
        said = f"discard the Imperial Favor ({title}'s cost to enter play)"
        return SettledEntry(cost=CostOption(said, "discard_imperial_favor"))
    if either:
        return None  # the other cost not read
    return SettledEntry(
        refusal=f"can't pay {title}'s cost to enter play: you don't have the Imperial Favor"
    )


def _cost(view: View, player: str, card: str, cost: str, title: str) -> SettledEntry | None:
    """An additional cost ``cost`` (lower case) of its own entering, settled, or None."""
    cost = cost.strip().rstrip(".,")
    if cost == _FAVOR:
        return _favor(view, player, title, either=False)
    if cost.startswith(_FAVOR + " or "):
        return _favor(view, player, title, either=True)
    if (m := _DISCARD.fullmatch(cost)) is not None:
        n = int(m.group("n")) if m.group("n").isdigit() else _NUMBERS[m.group("n")]
        have = _hand(view, player, card)
        if have < n:
            why = f"can't pay {title}'s cost to enter play: discard {n} cards, "
            why += f"your hand holds {have}"
            return SettledEntry(refusal=why)
    if (short := bow_cost_short(view, player, card, cost, title)) is not None:
        return SettledEntry(refusal=short)  # "Bow your Crab Clan Samurai" (entering_bow_cost)
    return None


def _honor(view: View, player: str, m: re.Match[str], title: str, said: str) -> SettledEntry:
    """ "Will not enter play if (unless) your Family Honor is N or lower/higher." on the state."""
    honor = view.state.player(player).family_honor
    n = int(m.group("n"))
    low = m.group("dir") in ("lower", "less", "below")
    holds = honor <= n if low else honor >= n
    if holds == (m.group("word") == "if"):
        why = f"{title} can't enter play for you: your Family Honor is {honor} (its trait: {said})"
        return SettledEntry(refusal=why)
    return SettledEntry()


def settled_entry(
    view: View,
    player: str,
    card: str,
    said: str,
    title: str,
    problem: gold.PaymentProblem | None = None,
) -> SettledEntry | None:
    """``said`` (a sentence of ``title``, the card ``card`` entering for ``player`` by its
    rulebook Recruit or Equip) settled by the state as above, or None (not read, or not
    settled). ``problem``: the play's Gold payments, when known (``solver.entering_either``)."""
    low = " ".join(said.strip().casefold().split())
    if (m := _ADDITIONAL.fullmatch(low)) is not None:
        subject = m.group("brought") or m.group("subj")
        if not _is_own(subject, title):
            return None
        return _cost(view, player, card, m.group("cost"), title)
    if _MUST_FAVOR.fullmatch(low) is not None:
        return _favor(view, player, title, either=False)
    if (h := _HONOR.fullmatch(low)) is not None and _is_own(h.group("subj"), title):
        return _honor(view, player, h, title, said.strip())
    if (e := _EITHER_SUBJECT.match(low)) is not None:
        # "As an additional cost of En'you entering play, either A or B." (solver.entering_either)
        got = either_cost(view, player, card, low, _is_own(e.group("subj"), title), problem)
        if got is None:
            return None
        paid, what = got
        if paid:
            kind = "token" if what.startswith("destroy") else "remove_from_game"
            return SettledEntry(cost=CostOption(f"{what} ({title}'s cost to enter play)", kind))
        return SettledEntry(refusal=f"can't pay {title}'s cost to enter play: {what}")
    return None


def own_entering_settled(
    view: View, player: str, definition: CardDef, verdict: Verdict
) -> tuple[Verdict, frozenset[str]]:
    """``verdict`` (a legal Recruit or Equip of ``verdict.card``) with its own settled entering
    sentences read: ``illegal`` naming a cost it can't pay or a condition that bars it (a
    certain refusal), else the costs paid shown in its witness; and the sentences so read, as
    ``entering_unread`` shows them (no longer a doubt)."""
    if verdict.status != "legal":
        return verdict, frozenset()
    read: set[str] = set()
    costs: list[CostOption] = []
    problem = verdict.witness.problem if verdict.witness is not None else None
    for text in dict.fromkeys((*definition.entering_unread, *definition.grants_unread)):
        got = settled_entry(view, player, verdict.card, text, definition.title, problem)
        if got is None:
            continue
        if got.refusal is not None:
            reason = Reason("entering", got.refusal, (verdict.card,))
            refused = Verdict.of(
                "illegal",
                verdict.card,
                verdict.ability,
                verdict.title,
                [reason],
                None,
                verdict.designator,
            )
            return refused, frozenset({f"{definition.title}: {text}"})
        if got.cost is not None:
            costs.append(got.cost)
        read.add(f"{definition.title}: {text}")
    if costs and verdict.witness is not None:
        witness = replace(verdict.witness, costs=(*verdict.witness.costs, *costs))
        removing = any(c.kind == "remove_from_game" for c in costs)  # not a card it plays
        if removing and witness.plan is not None and witness.problem is not None:
            plan = plan_leaving_one(view, player, verdict.card, witness.problem, witness.plan)
            if plan is not witness.plan:  # another plan: its order not claimed
                witness = replace(witness, plan=plan, plan_optimal=False, cheapest=False)
        if removing:  # name the card removed (one the plan does not spend)
            named = tuple(
                replace(c, text=name_removed(view, player, verdict.card, c.text, witness.plan))
                if c.kind == "remove_from_game" and c in costs
                else c
                for c in witness.costs
            )
            witness = replace(witness, costs=named)
        verdict = replace(verdict, witness=witness)
    return verdict, frozenset(read)


#: "Title (id): sentence", as ``doubt_play_traits`` shows it
_SHOWN = lazy_regex(r"^(?P<title>.*?) \((?P<id>[^()]+)\): (?P<said>.*)$", re.DOTALL)


def settled_shown(view: View, card: str, player: str, verdict: Verdict, shown: str) -> bool:
    """Is ``shown`` (a trait sentence that may change a play, as ``doubt_play_traits`` shows it)
    the card's own entering sentence that the state settles for its rulebook Recruit or Equip
    (``verdict``: that play of ``card``)? Its refusal is ``own_entering_settled``'s."""
    if verdict.card != card or verdict.ability not in (Play.RECRUIT, Play.EQUIP):
        return False
    m = _SHOWN.match(shown)
    if m is None or m.group("id") != card or not view.has(card):
        return False
    title = view.definition(card).title
    problem = verdict.witness.problem if verdict.witness is not None else None
    return settled_entry(view, player, card, m.group("said"), title, problem) is not None


def binding_nothing(view: View, player: str, definition: CardDef, card: str) -> list[str]:
    """The card's own entering sentences the state settles without refusing it or changing its
    Gold, for its rulebook Recruit or Equip by ``player`` ("Will not enter play if your Family
    Honor is 4 or lower." at Family Honor 5; "Discard the Imperial Favor" while he holds it, a
    cost the witness pays beside the Gold), as ``entering_unread`` shows them ("Title:
    sentence"): read, they leave its price as it is, so its Gold plan may still be proven
    cheapest (Temple of Bishamon, h37needless)."""
    out: list[str] = []
    for text in dict.fromkeys((*definition.entering_unread, *definition.grants_unread)):
        got = settled_entry(view, player, card, text, definition.title)
        if got is not None and got.refusal is None:
            out.append(f"{definition.title}: {text}")
    return out


def own_entering_refusal(view: View, card: str, index: Play, verdict: Verdict) -> Verdict | None:
    """``illegal`` for an ``unknown`` rulebook Recruit or Equip (``index``) of ``card`` by its
    owner when one of its own sentences settled by the state refuses it (a cost it can't pay,
    a Family Honor that bars it: ``settled_entry``): illegal whatever the Gold, or the doubt,
    turns out to be (h37needless: the Gold answer was already ``unknown``, and the refusal,
    read only for a legal play, was never asked). None otherwise."""
    if verdict.status != "unknown" or index not in (Play.RECRUIT, Play.EQUIP):
        return None
    if verdict.card != card or not view.has(card):
        return None
    d, player = view.definition(card), view.card(card).owner
    for text in dict.fromkeys((*d.entering_unread, *d.grants_unread)):
        got = settled_entry(view, player, card, text, d.title)
        if got is None or got.refusal is None:
            continue
        reason = Reason("entering", got.refusal, (card,))
        return Verdict.of(
            "illegal", card, verdict.ability, verdict.title, [reason], None, verdict.designator
        )
    return None
