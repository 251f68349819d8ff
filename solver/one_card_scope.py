"""The reach of an unread trait sentence about one card ("Hiroteru has +1F for each bowed card in
the enemy army.", "Increase by 1 all Force bonuses Saiyuki receives.") against the action
checked (Reference 04: a stat or keyword a card is given changes that card alone; Abilities and
actions / B. Required targeting: a target is chosen among the cards its selector admits).

- A condition of the action that reads one card only, its own card or one of its targets ("Melee
  3 Attack if the target is dishonorable", "Fear 4 if Ataruko has a Nonhuman Follower"), reads
  that card and its unit: a legal answer resting on other cards stays legal (h25adv2 F2).
- ``sole_cards``: the cards such a sentence may change, when its subject is its own card (or
  its bearer) or its unit, for certain.
(An illegal answer whose failing target can only be one side's cards: ``slot_owner_scope``.)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from model.abilities import Ability, BringIntoPlay, GoldFrom, LimitWhen
from model.common import nested
from model.lazy_regex import lazy_regex
from model.nested_walk import derived
from model.selectors import BEARER, SOURCE, Condition
from model.state import View
from solver.ability_grant_scope import ability_grant_cards
from solver.bearer_subject_scope import bearer_subject_cards
from solver.clan_group_scope import clan_group_cards
from solver.named_stat_subject import named_stat_cards
from solver.named_unit_scope import named_unit_cards
from solver.side_group_scope import side_group_cards

__all__ = ["BONUSES_OF_ONE", "cards_read_by_conditions", "counts_as_spares", "sole_cards"]

#: "Increase by 1 all Force bonuses Saiyuki receives (for the duration of the Force bonus).":
#: a change to one named card's own bonuses (``who``: its name)
BONUSES_OF_ONE = lazy_regex(
    r"^(?:Increase|Decrease) by \d+ all (?:Force|Chi|Personal Honor) (?:bonuses|penalties) "
    r"(?P<who>[A-Z][\w'-]+) receives\b"
)

_PLAIN = Condition()


#: conditions on the game's facts alone (whose turn, the phase, the battle, the Attacker or
#: Defender, the Imperial Favor, Family Honor, the turn order), and the joins of conditions
#: (each joined one is checked on its own: ``nested`` yields it)
_GAME_FACTS = frozenset(
    {"your_turn", "phase", "in_battle", "you_are", "have_imperial_favor", "favor_held"}
    | {"family_honor_at_least", "family_honor_at_most", "first_turn", "turn_order"}
    | {"active_turn_at_most", "all_of", "any_of", "none_of"}
)


def _no_card(cond: Condition) -> bool:
    """Does ``cond`` read no card ("if you are the Defender", "if it is your turn")? A stat,
    keyword or Clan given to a card can't change it."""
    blank = dataclasses.replace(cond, **{f: getattr(_PLAIN, f) for f in _GAME_FACTS})
    return blank == _PLAIN


def _one_card(cond: Condition, slots: frozenset[str]) -> bool:
    """Is ``cond`` only "<card> matches <selector>", the card its own or one of its targets?"""
    if cond.card is None or cond.matches is None:
        return False
    if cond.card not in (SOURCE, BEARER) and cond.card not in slots:
        return False
    return dataclasses.replace(cond, card=None, matches=None) == _PLAIN


def cards_read_by_conditions(
    view: View,
    card: str,
    ab: Ability,
    targets: dict[str, tuple[str, ...]],
    skip_limits: bool = False,
) -> frozenset[str] | None:
    """The cards the conditions of ``ab`` read (each condition's card and its unit: "has a
    Nonhuman Follower"), given the witness's ``targets``; None when a condition may read any
    other card ("If you control a Samurai", "If your army has more units"). ``skip_limits``:
    leave out the conditions of ``where_when`` limits (``LimitWhen``: for a witness whose
    ``where`` holds without them)."""
    slots, limits, conds = derived(ab, "one_card_scope.conditions", lambda: _shape(ab))
    read: set[str] = set()
    for cond in conds:
        if skip_limits and id(cond) in limits:
            continue
        if _no_card(cond):
            continue  # "if you are the Defender": the game's facts, no card's quality
        if not _one_card(cond, slots):
            return None
        named = (card,) if cond.card == SOURCE else targets.get(cond.card or "", ())
        if cond.card == BEARER:  # "if this Shugenja is Fire": the card's bearer (h45fixa N3)
            bearer = view.card(card).attached_to
            named = (bearer,) if bearer is not None else ()
        if not named and cond.card != SOURCE:
            return None  # an optional target not chosen: not known what it reads
        for c in named:
            read |= set(view.unit(view.unit_head(c)))
    return frozenset(read | _priced_units(view, card, ab, targets))


def _priced_units(
    view: View, card: str, ab: Ability, targets: dict[str, tuple[str, ...]]
) -> set[str]:
    """The units whose total prices a Gold cost ("pay Gold equal to the target unit's Force":
    every card of that unit, Reference 04), read as a condition's card is."""
    out: set[str] = set()
    for ref in derived(ab, "one_card_scope.priced", lambda: _priced_refs(ab)):
        for c in (card,) if ref == SOURCE else targets.get(ref, ()):
            out |= set(view.unit(view.unit_head(c)))
    return out


def _shape(ab: Ability) -> tuple[frozenset[str], frozenset[int], tuple[Condition, ...]]:
    """The target slots of ``ab``, the ids of its ``where_when`` limits' conditions, and its
    conditions, in order (``cards_read_by_conditions``; once per ability)."""
    slots = frozenset(s.name for s in ab.all_target_specs())
    limits = frozenset(id(o.condition) for o in nested(ab) if isinstance(o, LimitWhen))
    return slots, limits, tuple(_conditions(ab))


def _priced_refs(ab: Ability) -> tuple[str, ...]:
    """The refs whose unit's total a Gold cost of ``ab`` reads ("equal to the target unit's
    total Force"), in order (``_priced_units``; once per ability)."""
    out: list[str] = []
    for obj in nested(ab):
        if not isinstance(obj, GoldFrom) or "." not in obj.equal_to:
            continue
        ref, attr = obj.equal_to.split(".", 1)
        if attr.startswith("total_"):
            out.append(ref)
    return tuple(out)


def _conditions(ab: Ability) -> Iterable[Condition]:
    return (o for o in nested(ab) if isinstance(o, Condition))


#: "Sugo has +4F while attacking.", "This Personality has +1PH.", "He has Magistrate.", "This
#: Stronghold's ability has Tireless ...": one subject, the card itself (or, on an attachment,
#: its bearer)
_ONE_SUBJECT = lazy_regex(
    r"^(?:[A-Z][a-z]+: )?"
    # a condition first does not change the subject: "While attaching Followers, Paneki has
    # +3PH.", "While this Personality is Crab Clan, this Item has ..." (h40adv1 N1, h40adv2 N1)
    r"(?:(?:While|If|As long as) [^,.;]{1,80}, )?"
    r"(?P<who>(?i:this) (?:Personality|card|Follower|Item|Spell|Stronghold|Holding)|"
    r"This (?!Province\b|Region\b)[A-Z][a-z]+|He|She|he|she|"
    r"[A-Z][\w'-]+)(?:'s abilit(?:y|ies))? (?:has|have|gains|gets)\b"
)


#: "This Weapon's Force Modifier is equal to the number of ...", "This Item's Chi modifier
#: equals ..." (Akumato): the stat modifier of the card itself (h44adv6 N11)
_OWN_MODIFIER = lazy_regex(
    r"^(?:(?:While|If|As long as) [^,.;]{1,80}, )?(?i:this) (?-i:[A-Z][a-z]+)'s "
    r"(?:Force|Chi|Personal Honor) (?:[Mm]odifier|bonus|penalty) (?:is|equals)\b"
)


#: "Keiasu's Nonhuman, non-Shadowlands Followers have Cavalry.", "Followers in this unit have
#: Cavalry.", "Kamoto's Follower has +2F." (h37adv3 N6): the cards of one unit, the card's own
#: (or its bearer's)
_ONE_UNIT = lazy_regex(
    r"^(?:(?P<who>[A-Z][\w-]+)'s (?:[\w-]+,? ){0,4}?(?:Followers|attachments|Items|Spells)"
    r"|(?:Followers|attachments|cards|Items|Spells) in this unit) (?:have|gain|get)\b"
    r"|^(?P<one>[A-Z][\w-]+)'s (?:Follower|attachment|Item|Spell) (?:has|gains|gets)\b"
)


def sole_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards the sentence ``said`` of card ``cid`` may change, when its subject is that card
    (or its bearer), or the cards of its unit, for certain; None otherwise."""
    words = {w for w in view.definition(cid).title.replace("•", " ").split() if len(w) > 2}
    if (granted := ability_grant_cards(view, cid, said)) is not None:
        return granted
    if (side := side_group_cards(view, said)) is not None:
        return side or None  # the attacking (defending) cards; none: ``names_none``
    if (clan := clan_group_cards(view, said)) is not None:
        return clan  # "Spider Clan Personalities have +1F." (h40adv1 N6)
    if (named := named_unit_cards(view, cid, said)) is not None:
        return named or None  # "Nokatsu's Followers each have +1F." (none: ``names_none``)
    unit = _ONE_UNIT.match(said)
    if unit is not None:
        who = unit.group("who") or unit.group("one")
        if who is not None and who not in words:
            return None  # another card's name
        # the unit's cards, its Personality too: a card attaching to him joins them
        return frozenset(view.unit(view.unit_head(cid)))
    if _OWN_MODIFIER.match(said) is not None:
        # "This Weapon's Force Modifier is equal to ...": its own modifier, which changes only
        # its bearer's Force (Reference 03, Item: a Force modifier raises or lowers its
        # Personality's Force); the card itself and its unit's Personality
        return frozenset({cid, view.unit_head(cid)})
    m = _ONE_SUBJECT.match(said) or BONUSES_OF_ONE.match(said)
    if m is None:
        if (named := named_stat_cards(view, cid, said)) is not None:
            return named  # "Kuroda +1F/+2C while ...", "Takuni's base Force equals ..."
        # "While this Shugenja is Nonhuman, he has +2F." (``solver.bearer_subject_scope``)
        return bearer_subject_cards(view, cid, said)
    who = m.group("who")
    if who[0].isupper() and " " not in who and who not in ("He", "She") and who not in words:
        return None  # another card's name, or a plural ("Samurai have")
    head = view.unit_head(cid)
    if who.lower() in ("this card", "this follower", "this item", "this spell"):
        return frozenset({cid, head})  # an Item's modifier is its Personality's too
    if who.startswith("This ") and who != "This Personality":
        # "This Shugenja has Shadowlands." (Poison the Cup; h40adv2 N4): its card or bearer
        return frozenset({cid, head})
    return frozenset({head})  # the Personality (or, on an attachment, its bearer)


#: "This Item counts as a Fortification for actions and traits and will not attach to
#: Provinces." (Kiryu-o): a keyword its own card has (for tests of it alone), and where that card
#: attaches (Reference 03, attachments)
_COUNTS_AS = lazy_regex(
    r"^This (?:card|Item|Follower|Holding|Personality|Spell) counts as an? [A-Z][a-z]+ for "
    r"actions and traits(?: and will not attach to Provinces)?\.?$"
)


def counts_as_spares(said: str, ab: Ability | None) -> bool:
    """Can ``said``, a card's "This Item counts as a Fortification for actions and traits ..."
    (h29adv1 F13), not turn the verdict of another card's action ``ab``? It gives its own card a
    keyword and bars it from Provinces: only an action that tests a card's keywords or stats
    (``tested_qualities``) or brings, creates or attaches a card may meet it."""
    from solver.traits_in_play import tested_qualities  # it asks this module

    if ab is None or _COUNTS_AS.fullmatch(said.strip()) is None:
        return False
    brings = bool(ab.creates) or any(isinstance(o, BringIntoPlay) for o in nested(ab))
    return not brings and not tested_qualities(ab)
