"""Which actions an unread sentence about attacks in play may concern (h24adv2 F1, h25adv2 F5,
F11), read fail-closed: a sentence is narrowed only when its whole shape is read here.

- "Ranged Attacks cannot target cards in this unit." (Shield Wall), "Melee Attacks may not
  target this Follower." (Seasoned Ashigaru), "Melee and Ranged Attacks may not target
  Kazuki.": Effects / "May not": a restriction on the targets of those kinds of attack.
- "Melee and Ranged Attacks targeting cards in this unit have -3 strength." (Shieldman), "Fear
  effects, Melee Attacks, and Ranged Attacks targeting this Follower have -1 strength.",
  "Other players' Melee and Ranged attacks targeting cards in Eichi's unit have a strength
  penalty equal to ...": a change to those attacks' strength (``model.cardtext.effects_attacks``:
  the strict reading of a Fear effect, Melee Attack or Ranged Attack compares the target's Force
  with it); with a closing "while ..." (":melee: and :ranged: targeting Seiji have -2 strength
  while he has an Earth Spell.", Agasha Seiji, set files: the icons as the export's words), a
  condition that only narrows when the penalty applies (h45adv2 N2).

Such a sentence concerns only an action that may make an attack of a kind it names (any word of
that kind or an unqualified "attack" in the action's reading counts), and
an "Other players'" ("Your") sentence only the other players' (its controller's) actions. Its
cards ("cards in this unit", "this Follower", its own name, "<its name>'s Followers") are all in
its card's unit, so a legal answer whose witness targets no card of that unit stands whatever
the sentence does to them; a restriction or a penalty can only forbid, so it leaves an illegal
answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.target_words import self_words
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.verdict import Verdict

__all__ = ["AttackSaid", "attack_kind", "attack_said", "attack_spares", "may_attack", "may_make"]

#: the set files print the icons where the export prints the words (``model.oracle.attack_icons``:
#: ":fear:, :melee:, and :ranged: targeting this Follower", Legion of the Khan; ":fear:" is read
#: as "Fear")
_KIND = r"(?:Fear(?: effects)?|Melee [Aa]ttacks|Ranged [Aa]ttacks|:melee:|:ranged:)"
_KINDS = (
    rf"(?P<kinds>{_KIND}(?:(?:,? and|,) {_KIND})*"
    r"|(?:Melee|Ranged) and (?:Melee|Ranged) [Aa]ttacks)"
)
#: the cards named: all in the sentence's card's unit
_CARDS = (
    r"(?P<cards>cards in this unit|this (?:Follower|Personality|card)"
    r"|cards in (?P<own>[A-Z][\w-]+)'s unit"
    r"|cards in (?P<ukw>[A-Z][a-z]+) units in (?P<army>[A-Z][\w-]+)'s army"
    r"|(?P<name>[A-Z][\w-]+)(?:'s Followers)?)"
)
_WHOSE = r"(?:(?P<whose>Your|Other players'|Other player's) )?"
_TARGETING = lazy_regex(rf"{_WHOSE}{_KINDS} (?:may not|cannot) target {_CARDS}\.?")
_STRENGTH = lazy_regex(
    rf"{_WHOSE}{_KINDS} targeting {_CARDS} have "
    r"(?:-\d+ strength|a strength penalty equal to the number of [\w' ]+)"
    # "... while he has an Earth Spell": a condition can only narrow when the penalty applies
    r"(?: while (?:[^.;:]|:[a-z]+:)+)?\.?"
)


@dataclass(frozen=True, slots=True)
class AttackSaid:
    """An attack sentence read: the kinds of attack it names ("fear", "melee", "ranged") and
    whose attacks ("you", "others", None: any player's)."""

    kinds: frozenset[str]
    whose: str | None
    #: a change to strength (not a restriction on targets)
    strength: bool = False
    #: exactly which cards: "self" (the card itself), "unit" (its unit), "army_units:<kw>"
    #: (the cards of its army's units of that keyword, ``keyword_army_cards``), None (not read:
    #: "<its name>'s Followers", "this Personality" on an attachment)
    cards: str | None = None


def attack_said(said: str, title: str, card_type: CardType) -> AttackSaid | None:
    """``said`` (a sentence of the card ``title`` of ``card_type``) read as an attack sentence
    whose cards are all in its card's unit, or None."""
    text = said.strip()
    m = _TARGETING.fullmatch(text) or _STRENGTH.fullmatch(text)
    if m is None:
        return None
    name = m.group("own") or m.group("name") or m.group("army")
    if name is not None and not (
        card_type is CardType.PERSONALITY and name.lower() in self_words(title)
    ):
        return None  # another card's name, or a keyword: its cards are not read here
    kinds = frozenset(k for k in ("fear", "melee", "ranged") if k in m.group("kinds").lower())
    whose = {None: None, "Your": "you"}.get(m.group("whose"), "others")
    if m.group("ukw") is not None:
        # "cards in Cavalry units in Daiyu's army" (``keyword_army_cards``)
        cards = f"army_units:{m.group('ukw').lower()}"
        return AttackSaid(kinds, whose, m.re is _STRENGTH.compiled, cards)
    return AttackSaid(
        kinds, whose, m.re is _STRENGTH.compiled, _exact_cards(m.group("cards"), card_type)
    )


def _exact_cards(cards: str, card_type: CardType) -> str | None:
    """Which cards ``cards`` names exactly ("self", "unit"), or None (``AttackSaid.cards``)."""
    said = cards.lower()
    if said == "cards in this unit" or said.startswith("cards in "):
        return "unit"
    if said == "this card" or said == f"this {card_type.value}":
        return "self"
    if said.startswith("this ") or said.endswith("'s followers"):
        return None
    return "self"  # its own name (checked by ``attack_said``)


_MENTION = {
    "fear": r"\bFear(?: \d+)?(?: effects?)?\b",
    "melee": r"\bMelee(?: \d+)? Attacks?\b",
    "ranged": r"\bRanged(?: \d+)? Attacks?\b",
}
_ANY_ATTACK = lazy_regex(r"\b(?:fear|melee|ranged|attacks?)\b", re.IGNORECASE)


def may_make(ab: Ability, kinds: frozenset[str]) -> bool:
    """Can the action make an attack of one of ``kinds``? Its reading (effects, text not
    understood, its lenient reading) with the mentions of attacks of the other kinds taken
    out still names an attack word: "Melee 3 Attack" makes no Ranged Attack; "Take an
    additional attack action" may make any."""
    text = repr(ab)
    for kind, mention in _MENTION.items():
        if kind not in kinds:
            text = re.sub(mention, " ", text, flags=re.IGNORECASE)
    return _ANY_ATTACK.search(text) is not None


def attack_spares(
    view: View, source: str, verdict: Verdict, said: AttackSaid | None = None
) -> bool:
    """Does a legal ``verdict``'s witness target no card of ``source``'s unit (the cards an
    attack sentence of ``source`` names)?"""
    w = verdict.witness
    if verdict.status != "legal" or w is None:
        return False
    unit = set(view.unit(view.unit_head(source))) | {source}
    if said is not None and (kw := army_keyword(said)) is not None:
        unit = set(keyword_army_cards(view, source, kw))
    return not any(c in unit for ids in w.targets.values() for c in ids)


def army_keyword(said: AttackSaid) -> str | None:
    """The keyword of "cards in Cavalry units in Daiyu's army" (``AttackSaid.cards``)."""
    if said.cards is None or not said.cards.startswith("army_units:"):
        return None
    return said.cards.removeprefix("army_units:")


def army_units(view: View, source: str) -> list[list[str]]:
    """The units (Personality first, then its attachments) of ``source``'s controller at
    ``source``'s battlefield: his army there (Reference 05: an army is at a battlefield; at
    home there is none)."""
    zone, where = view.location(source)
    if zone is not Zone.BATTLEFIELD:
        return []
    mine = view.card(source).controlled_by
    return [
        [inst.id, *view.attachments(inst.id)]
        for inst in view.state.cards
        if inst.in_play
        and view.type_of(inst.id) is CardType.PERSONALITY
        and inst.controlled_by == mine
        and view.location(inst.id) == (zone, where)
    ]


def keyword_army_cards(view: View, source: str, keyword: str) -> frozenset[str]:
    """The cards in ``keyword`` units in ``source``'s army (``army_units``) whose Personality
    and each Follower have the keyword (Reference 04, Units: "A Cavalry unit")."""
    out: set[str] = set()
    for unit in army_units(view, source):
        members = [c for c in unit if c == unit[0] or view.type_of(c) is CardType.FOLLOWER]
        if all(keyword in (k.casefold() for k in view.keywords(c)) for c in members):
            out.update(unit)
    return frozenset(out)


def attack_may_turn(
    view: View, said: AttackSaid, source: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """May the attack sentence ``said`` of ``source`` turn ``verdict`` (legal or illegal) for
    the action ``ab`` of ``card``?"""
    if ab is None:
        return True
    kinds = said.kinds
    if not kinds or not may_make(ab, kinds):
        return False
    mine = view.card(source).controlled_by == view.card(card).controlled_by
    if (said.whose == "others" and mine) or (said.whose == "you" and not mine):
        return False
    if verdict.status == "illegal":
        return False  # a restriction or a strength penalty can only forbid
    from solver.attack_shields import exact_here  # it reads this module's sentences

    if exact_here(view, said, ab, source) is not None:
        return False  # applied in target selection (``solver.attack_shields``)
    return not attack_spares(view, source, verdict, said)


def may_attack(ab: Ability, kind: str) -> bool:
    """Can the action make an attack of ``kind`` ("ranged", "melee")? As ``may_make``: any word
    of that kind or an unqualified "attack" in its reading (effects, text not understood, its
    lenient reading) counts; a Melee Attack makes no Ranged Attack."""
    return may_make(ab, frozenset({kind}))


#: "Ranged Attacks may not target cards in this unit.": a restriction on one kind of attack,
#: which an action whose text makes no such attack can't meet
_ATTACK_SUBJECT = lazy_regex(r"^(?:(?:Your|Other players') )?(Ranged|Melee) Attacks\b", re.I)
#: "Reduce the strength of Ranged Attacks targeting cards in Sotatsu's army by ...": a change to
#: one kind of attack's strength only
_STRENGTH_OF = lazy_regex(
    r"^(?:Reduce|Increase) the strength of (?:all )?(?:your |enemy )?(Ranged|Melee) Attacks"
    r"(?: targeting [^.;]+?)? by [^.;]+\.?$",
    re.IGNORECASE,
)


def attack_kind(said: str, targeting_only: bool) -> str | None:
    """ "ranged" for "Ranged Attacks may not target cards in this unit." (``targeting_only``: a
    targeting restriction, whose subject is one kind of attack) or "Reduce the strength of
    Ranged Attacks ... by ...", else None."""
    if (strength := _STRENGTH_OF.match(said.strip())) is not None:
        return strength.group(1).lower()
    m = _ATTACK_SUBJECT.match(said.strip())
    if m is None or not targeting_only:
        return None
    return m.group(1).lower()
