"""Costs written before an action's effects (Costs and restrictions / Costs): "Bow this card",
"Bow your Stronghold", "Lose 2 Honor", "Discard the Imperial Favor", "Destroy Kisada",
alternatives joined by "or". A cost the grammar does not know is not claimed."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Cost, Pick, StatChange
from model.cardtext.costs_any_pile import removed_from_any_pile
from model.cardtext.costs_picks import (
    discard_from_hand,
    discard_from_province,
    discard_unplaced,
    own_pick,
    show_from_hand,
)
from model.cardtext.other_performers import further_performers
from model.cardtext.targets import KEYWORDS, plain_phrase
from model.common import ATTACHMENT_TYPES, NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Condition, Controller, Selector
from model.zones import Place

_NUMBERS = NUMBER_WORDS


def _self_names(title: str, card_type: CardType | None = None) -> set[str]:
    """How the text names its own card: "this card", "this <its type>", the title, its first
    or last name. On an attachment "this Personality" / "this Shugenja" is its bearer
    (``_BEARER_NAMES``), never the card itself."""
    base = re.sub(r"\s*[•(].*$", "", title).strip().lower()
    names = {"this card", base}
    if card_type is None or card_type not in ATTACHMENT_TYPES:
        names |= {"this personality", "this holding"}
    if card_type is not None:
        names.add(f"this {card_type.value}")
    parts = base.split()
    if len(parts) > 1:
        names |= {parts[0], parts[-1]}
    return names


_STAT_LETTERS = {"f": "force", "c": "chi", "ph": "personal_honor"}
_ALL_VERBS = frozenset({"bow", "destroy", "discard", "dishonor", "lose", "pay", "give", "remove"})
#: What "one of his <noun>" on a Personality may name: cards attached to him.
_ATTACHED_NOUNS = {
    "spells": Selector(type=(CardType.SPELL,)),
    "items": Selector(type=(CardType.ITEM,)),
    "followers": Selector(type=(CardType.FOLLOWER,)),
    "weapons": Selector(keyword=("weapon",)),
}
#: How an attachment's text names the Personality it is attached to (Reference 03).
_BEARER_NAMES = frozenset({"this personality", "this shugenja", "this card's bearer", "the bearer"})
#: "one of your Temple Holdings", "one of your Personalities": a card you control.
_YOUR_PICK = lazy_regex(r"(?P<verb>bow|destroy) one of your (?:(?P<kw>[a-z]+) )?(?P<noun>[a-z]+)")
_YOUR_NOUNS = {
    "personalities": (CardType.PERSONALITY,),
    "holdings": (CardType.HOLDING,),
    "followers": (CardType.FOLLOWER,),
    "items": (CardType.ITEM,),
    "spells": (CardType.SPELL,),
}
_UNLESS_HE_IS = lazy_regex(r"(?P<what>.+?) unless (?:he|she) is (?P<kw>[a-z]+)")


def parse_cost(text: str, title: str, card_type: CardType | None = None) -> Cost | None:
    """One cost clause, or None when not understood. ``card_type``: the card's own type
    ("Discard this card" is read for a card in play, not for a Strategy being played)."""
    clause = text.strip().rstrip(".").strip()
    low = clause.lower()
    if low == "discard the imperial favor":
        # before "Discard <this card>" (Costs and restrictions / Mandatory costs' example)
        return Cost(discard_imperial_favor=True)
    if low == "shuffle your hand into your fate deck":
        # every card of your own hand into your own deck (Costs: never another player's cards)
        return Cost(shuffle_hand=True)
    if low == "discard your hand (even if empty)":
        # every card of your own hand, an empty hand too, as the words say (Costs: "must fully
        # occur"; "even if empty" says it does); bare "discard your hand" is not read
        return Cost(discard_hand=True)
    if low == "destroy your rightmost province":
        return Cost(destroy_province=True)  # one of your own provinces (Reference 05)
    if low in ("pay zero or more gold", "pay any amount of gold"):
        # any amount, 0 or more: the star Gold icon in words (Reference 04, Costs)
        return Cost(gold="*")
    if m := _YOUR_PICK.fullmatch(low):
        # "Bow one of your Temple Holdings": a card you control (Costs: never another player's)
        kw, noun = m.group("kw"), m.group("noun")
        if (kw is not None and kw not in KEYWORDS) or noun not in _YOUR_NOUNS:
            return own_pick(clause, title, card_type)  # "one of your unbowed Personalities"
        select = Selector(
            type=_YOUR_NOUNS[noun], keyword=(kw,) if kw else (), controller=Controller.YOU
        )
        return Cost(bow=Pick(select)) if m.group("verb") == "bow" else Cost(destroy=Pick(select))
    if (further := further_performers(clause, card_type)) is not None:
        return further  # "bow zero or more of your other performing Shugenja" (not an "or")
    if " or " in low:
        if low.startswith("either "):
            clause, low = clause[len("either ") :], low[len("either ") :]  # "Either X or Y"
        parts = re.split(r"\s+or\s+", clause)
        verb = parts[0].split()[0].lower() if parts[0].split() else ""
        if verb in ("bow", "destroy", "discard", "dishonor"):
            # "Bow Shigemitsu or one of his Spells": the verb is shared
            parts = [p if p.split()[0].lower() in _ALL_VERBS else f"{verb} {p}" for p in parts if p]
        alts = [parse_cost(part, title, card_type) for part in parts]
        if len(alts) >= 2 and all(a is not None and not a.optional for a in alts):
            return Cost(any_of=tuple(a for a in alts if a is not None))
        # "Destroy one of your Followers or Items": one pick of either kind
        return own_pick(clause, title, card_type) or discard_from_hand(clause, title, card_type)
    if card_type in ATTACHMENT_TYPES and (m := re.fullmatch(r"bow (.+)", low)):
        # "Bow this Shugenja", "Bow this Shugenja unless he is Void": the bearer pays
        what, unless = m.group(1), None
        if u := _UNLESS_HE_IS.fullmatch(what):
            if u.group("kw") not in KEYWORDS:
                return None
            what = u.group("what")
            unless = Condition(card=BEARER, matches=Selector(keyword=(u.group("kw"),)))
        if what in _BEARER_NAMES:
            return Cost(bow=BEARER, unless=unless)
    if (
        card_type in ATTACHMENT_TYPES
        and (m := re.fullmatch(r"remove (.+) from the game", low))
        and m.group(1) in _BEARER_NAMES
    ):
        return Cost(remove_from_game=BEARER)  # "remove this Shugenja from the game" (Ref. 05)
    if (
        card_type in ATTACHMENT_TYPES
        and (m := re.fullmatch(r"(destroy|dishonor) (.+)", low))
        and m.group(2) in _BEARER_NAMES
    ):
        # "Destroy this Personality", "Dishonor this card's bearer" on an attachment
        return Cost(**{m.group(1): BEARER})  # type: ignore[arg-type]
    if (
        card_type is CardType.PERSONALITY
        and (m := re.fullmatch(r"dishonor (.+)", low))
        and m.group(1) in _self_names(title, card_type)
    ):
        return Cost(dishonor=SOURCE)  # "Dishonor Toku": only a Personality is dishonored
    if (
        card_type is CardType.PERSONALITY
        and (m := re.fullmatch(r"(bow|destroy) one of (his|her|[a-z' -]+'s) ([a-z]+)", low))
        and (m.group(2) in ("his", "her") or m.group(2)[:-2] in _self_names(title, card_type))
        and (attached := _ATTACHED_NOUNS.get(m.group(3))) is not None
    ):
        # "Bow one of his Spells" on a Personality: a card attached to him (Reference 03)
        pick = Pick(replace(attached, attached_to=SOURCE, controller=Controller.YOU))
        return Cost(bow=pick) if m.group(1) == "bow" else Cost(destroy=pick)
    if m := re.fullmatch(r"(bow|destroy) (.+)", low):
        verb, what = m.group(1), m.group(2)
        if what in _self_names(title, card_type):
            return Cost(bow="source") if verb == "bow" else Cost(destroy="source")
        if verb == "bow" and what == "your stronghold":
            pick = Pick(Selector(type=(CardType.STRONGHOLD,), controller=Controller.YOU))
            return Cost(bow=pick)
        return own_pick(clause, title, card_type)  # "Bow a Personality you control"
    if low.startswith("dishonor "):
        return own_pick(clause, title, card_type)  # "Dishonor one of your Personalities"
    if (m := re.fullmatch(r"move (.+) home", low)) is not None:
        # "Move this Personality home" (a change to the card's state: Costs)
        if card_type in ATTACHMENT_TYPES and m.group(1) in _BEARER_NAMES:
            return Cost(move_home=BEARER)
        if card_type is CardType.PERSONALITY and m.group(1) in _self_names(title, card_type):
            return Cost(move_home=SOURCE)
        return None
    if (hand := discard_from_hand(clause, title, card_type)) is not None:
        return hand  # "Discard a Spell from your hand"
    if (shown := show_from_hand(clause, title, card_type)) is not None:
        return shown  # "Show a Strategy in your hand"
    if (province := discard_from_province(clause, title, card_type)) is not None:
        return province  # "Discard a card in one of your provinces"
    if m := re.fullmatch(r"(you may )?discard (a|an|one|two|three|four|five) cards?", low):
        # "Discard a card": from your hand, the only place cards are discarded from without
        # saying so (Costs and restrictions / Costs; effects.txt's "discard a card" example);
        # "You may discard a card": optional (Optional costs: "may" in the constraints block)
        return Cost(discard_from_hand=_NUMBERS[m.group(2)], optional=bool(m.group(1)))
    if (kind := discard_unplaced(clause, title, card_type)) is not None:
        return kind  # "Discard a Kiho Strategy": of your hand, as "Discard a card"
    if m := re.fullmatch(
        r"discard the top (?:card|(\d+|two|three|four|five) cards) of your fate deck", low
    ):
        # "Discard the top 3 cards of your Fate deck": cards of your own deck (Costs: never
        # another player's), all of them or the cost is not paid (Costs and changes)
        word = m.group(1) or "1"
        return Cost(discard_from_fate_deck=int(word) if word.isdigit() else _NUMBERS[word])
    if m := re.fullmatch(
        r"show the top (?:card|(\d+|two|three|four|five) cards) of your fate deck", low
    ):
        # "Show the top card of your Fate deck": cards of your own deck shown, which stay
        # there; paid only while the deck holds them (as "Show a Strategy in your hand")
        word = m.group(1) or "1"
        return Cost(show_from_fate_deck=int(word) if word.isdigit() else _NUMBERS[word])
    if (
        (m := re.fullmatch(r"discard (.+)", low))
        and card_type is not None
        and card_type not in (CardType.STRATEGY, CardType.EVENT)
    ):
        if m.group(1) in _self_names(title, card_type):
            return Cost(discard="source")  # a card in play discards itself (Costs)
        return None
    if (
        (m := re.fullmatch(r"put (.+) on (?:the )?top of your fate deck", low))
        and card_type in _FATE_IN_PLAY
        and m.group(1) in _self_names(title, card_type)
    ):
        # a Fate card in play puts itself on its owner's Fate deck (Reference 05: decks)
        return Cost(top_of_deck="source")
    if (
        (m := re.fullmatch(r"remove (.+) from the game", low))
        and card_type is not None
        and card_type is not CardType.EVENT
        and m.group(1) in _self_names(title, card_type)
    ):
        # a card in play removes itself (Reference 05: the removed-from-game area); a Strategy
        # while it is played from the hand (Reference 03, Strategy)
        return Cost(remove_from_game="source")
    if m := re.fullmatch(r"remove (.+) from the game", clause, re.IGNORECASE):
        # "Remove a card in your Fate discard pile from the game", "Remove one of your
        # Followers from the game"
        return (
            _removed_from_pile(m.group(1), title, card_type)
            or removed_from_any_pile(m.group(1), title, card_type)  # "in any discard pile"
            or own_pick(clause, title, card_type)
        )
    if m := re.fullmatch(r"give (.+?) -(\d+)\s*(f|c|ph)", low):
        # "Give this Personality -1C": a stat change as a cost, paid only by the full amount
        # (Costs and restrictions / Costs: "Give Daizu -2C:")
        who, amount, stat = m.group(1), int(m.group(2)), _STAT_LETTERS[m.group(3)]
        if card_type in ATTACHMENT_TYPES and who in _BEARER_NAMES:
            subject = BEARER
        elif who in _self_names(title, card_type):
            subject = SOURCE
        else:
            return None
        return Cost(stat=StatChange(subject=subject, stat=stat, amount=-amount))  # type: ignore[arg-type]
    if m := re.fullmatch(r"lose (\d+|one|two|three|four|five) honor", low):
        word = m.group(1)
        return Cost(lose_honor=int(word) if word.isdigit() else _NUMBERS[word])
    if m := re.fullmatch(
        r"(?P<may>you may (?:also )?)?(?:pay )?(?::g(?P<icon>\d+):|(?P<n>\d+|one|two|three|four|"
        r"five) gold)",
        low,
    ):
        # "Pay 2 Gold", ":g2:"; "you may also pay 4 Gold": optional (Optional costs: "may")
        word = m.group("icon") or m.group("n")
        gold = int(word) if word.isdigit() else _NUMBERS[word]
        return Cost(gold=gold, optional=bool(m.group("may")))
    return None


#: The Fate cards whose abilities are used in play (Reference 03): attachments and Followers.
_FATE_IN_PLAY = frozenset({CardType.ITEM, CardType.SPELL, CardType.FOLLOWER, CardType.ANCESTOR})

#: The discard piles a card may be removed from as a cost (Reference 05).
_PILES = frozenset({Place.FATE_DISCARD, Place.DYNASTY_DISCARD})


def _removed_from_pile(words: str, title: str, card_type: CardType | None) -> Cost | None:
    """ "Remove a card in your Fate discard pile from the game": a pick of your cards in that
    pile (Costs: "A player may not pay a cost by changing the state of another player's
    cards"). "In any discard pile" is not read: the rule forbids another player's cards, the
    text names them (a permission?), and the rules files do not settle which."""
    if words.lower().startswith(("a target ", "target ", "your target ")):
        return None  # a target, chosen after costs are paid: not a pick of the cost
    phrase = plain_phrase(words, title, card_type)
    if phrase is None:
        return None
    select = phrase.select
    if select.location not in _PILES or select.controller is not Controller.YOU:
        return None
    return Cost(remove_from_game=Pick(select, count=phrase.count))
