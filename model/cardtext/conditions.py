"""Restrictions of printed actions: "If <condition>:" in the constraints block (Costs and
restrictions / Restrictions: a condition that must hold to announce the action), read whole or
not at all, into ``Condition``.

Read: "it is (not) your turn" / "another player's turn", "<this card or its name> is
opposed / at the current battlefield / at home / attacking / defending / (un)bowed /
(dis)honorable", "you are a Crab Clan player" / "you are Crab Clan" (the
player's Clan Alignment, Reference 02), "your Family Honor is N or higher/lower", "you have the
Imperial Favor", "any enemy units are at the current battlefield", "there is no Terrain at the
current battlefield", "you control a <card phrase>" (the target grammar's nouns and qualifiers:
"an unbowed Courtier", "a Samurai at home"). Anything else ("if he is ...", "or") is refused
with what was not read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.conditions_action import action_makes_condition
from model.cardtext.conditions_armies import army_condition
from model.cardtext.conditions_cards import card_condition
from model.cardtext.conditions_past import past_condition
from model.cardtext.conditions_players import list_condition, player_condition
from model.cardtext.targets import KEYWORDS, whole_phrase
from model.cardtext.timing import TAG_KEYWORDS
from model.cardtext.token_conditions import token_count_condition
from model.common import ATTACHMENT_TYPES, CLANS, NUMBER_WORDS, CardType, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import (
    BEARER,
    SOURCE,
    Condition,
    Controller,
    CountAtLeast,
    PlayerHonor,
    ProvinceCount,
    Selector,
)
from model.zones import Place

__all__ = ["parse_condition"]

_CLAN = lazy_regex(r"^you are (?:an? )?(?P<clan>[a-z' ]+?)(?: clan)?(?: player)?$")
_HONOR = lazy_regex(
    r"^your family honor is (?P<n>-?\d+) or (?P<dir>higher|more|greater|lower|less|fewer)$"
)
_CONTROL = lazy_regex(r"^you control (?P<np>(?:an?|one or more) .+)$")
_COUNT = NUMBER_WORDS
_N = r"(?P<n>\d+|one|two|three|four|five|six|seven|eight)"
#: "you have four or fewer cards in your hand": your hand as the state lists it
_HAND = lazy_regex(rf"^you have {_N} or (?P<dir>fewer|less|more) cards in your hand$")
#: "you control two or more Nonhuman Personalities"
_CONTROL_N = lazy_regex(rf"^you control {_N} or more (?P<np>.+)$")


_IN_HAND = Selector(location=Place.HAND)
#: What "the action is <word>" may name: a designator (Reference 04: Battle, Limited, Open,
#: Engage, Dynasty, Interrupt) or an ability keyword the importer reads (``TAG_KEYWORDS``); not
#: a rulebook action's name ("the action is Lobby") or "Favor" (the Imperial Favor's actions or
#: the keyword?)
_ACTION_WORDS = frozenset(
    {"battle", "limited", "open", "engage", "dynasty", "reaction", "interrupt"}
) | (TAG_KEYWORDS - {"absent", "home", "unstoppable"})


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _COUNT[word]


#: "<this card> is <state>": what it says of the card itself.
_SELF_STATES: dict[str, Selector] = {
    "opposed": Selector(opposed=True),
    "unopposed": Selector(opposed=False),
    "at the current battlefield": Selector(location=Place.CURRENT_BATTLEFIELD),
    "at this battlefield": Selector(location=Place.CURRENT_BATTLEFIELD),
    "at home": Selector(location=Place.HOME),
    "attacking": Selector(attacking=True),
    "defending": Selector(defending=True),
    "unbowed": Selector(bowed=False),
    "bowed": Selector(bowed=True),
    "honorable": Selector(dishonorable=False),
    "dishonorable": Selector(dishonorable=True),
}
_SELF_STATES |= {
    "in play": Selector(location=Place.IN_PLAY),
    "not at the current battlefield": Selector(location=Place.NOT_CURRENT_BATTLEFIELD),
    "not at this battlefield": Selector(location=Place.NOT_CURRENT_BATTLEFIELD),
}
#: what "this unit" may be said to be: where it is, and whether it is opposed
_UNIT_STATES = (
    "opposed",
    "unopposed",
    "at the current battlefield",
    "at this battlefield",
    "not at the current battlefield",
    "at home",
    "attacking",
    "defending",
)
_THIS_UNIT = lazy_regex(
    r"^this unit (?:is (?P<state>" + "|".join(_UNIT_STATES) + r")|has no followers)$"
)


def _unit_head(card_type: CardType | None) -> str | None:
    """Whom "this unit" names: a Personality's own unit (the card itself), an attachment's the
    Personality it is attached to (Reference 03); None: another card type."""
    if card_type is CardType.PERSONALITY:
        return SOURCE
    return BEARER if card_type in ATTACHMENT_TYPES else None


_SELF_CLAN = lazy_regex(r"^(?P<who>this [a-z]+|[a-z][\w'-]*) is (?P<clan>[a-z]+) clan$")
_SELF_IS = lazy_regex(
    r"^(?P<who>this [a-z]+|[a-z][\w'-]*) is (?P<what>"
    + "|".join(re.escape(k) for k in _SELF_STATES)
    + r"|(?:an? )?(?P<kw>[a-z]+))$"
)


def named_card(who: str, title: str, card_type: CardType | None) -> str | None:
    """Whom "<who> is ..." names: the card itself ("this card", "this <its type>", a word of
    its title: "Fujita" on "Kakita Fujita"), or on an attachment the Personality it is
    attached to ("this Personality", "this Shugenja": Reference 03); None: not read."""
    if who == "this card" or (card_type is not None and who == f"this {card_type.value}"):
        return SOURCE
    if card_type in ATTACHMENT_TYPES and who in ("this personality", "this shugenja"):
        return BEARER
    if who.startswith("this "):
        return None
    base = re.sub(r"\s*[•(,].*$", "", title).strip().lower()
    if who in base.split() and who not in ("the", "of", "a"):
        return SOURCE
    return None


def _about_the_action(
    low: str, text: str, title: str = "", card_type: CardType | None = None
) -> Condition | str | None:
    """ "the action is yours", "... another player's and Battle", "... is Earth": the action an
    Interrupt is played to (Reference 01, change 4): whose it is, and a designator or keyword of
    it ("Actions have the keywords and designator of their ability", Abilities and actions);
    None: not about the action."""
    if (makes := action_makes_condition(low)) is not None:
        return makes  # "the action creates a duel" (``conditions_action``)
    if (targets := _action_targets(low, text, title, card_type)) is not None:
        return targets
    if (source := _action_from(low, text, title, card_type)) is not None:
        return source
    m = re.fullmatch(
        r"the action is (?:(?P<whose>yours|another player's)(?: and (?P<also>[a-z]+))?"
        r"|(?P<only>[a-z]+)|an? (?P<named>[a-z]+) action)",
        low,
    )
    if m is None:
        return None
    # "the action is a Favor action": its keyword, as "the action is Favor"
    word = m.group("also") or m.group("only") or m.group("named")
    if word is not None and word not in _ACTION_WORDS:
        return f"the condition {text.strip()!r}"
    said = [] if m.group("whose") is None else [Condition(action_yours=m.group("whose") == "yours")]
    said += [] if word is None else [Condition(action_has=word)]
    return said[0] if len(said) == 1 else Condition(all_of=tuple(said))


#: "the action targets Junko", "the action targeted your Shugenja with an attached Earth Spell",
#: "this Shugenja is targeted by the Battle action"
_TARGETS = lazy_regex(
    r"the action (?:targets|targeted|is targeting) (?P<np>(?:(?! and ).)+)"
    r"|(?P<who>this [a-z]+|[a-z][\w'-]*) is targeted by the (?:(?P<word>[a-z]+) )?action"
)


def _action_targets(
    low: str, text: str, title: str, card_type: CardType | None
) -> Condition | str | None:
    """What the action an Interrupt is played to targets (Reference 01, change 4: an Interrupt
    is played to an action after its targets are chosen): this card, or a card the target
    grammar reads whole ("your Shugenja with an attached Earth Spell"); None: not about it."""
    m = _TARGETS.fullmatch(low)
    if m is None:
        return None
    if m.group("who") is not None:
        who = named_card(m.group("who"), title, card_type)
        word = m.group("word")
        if who is None or (word is not None and word not in _ACTION_WORDS):
            return f"the condition {text.strip()!r}"
        said = Condition(action_targets_card=who)
        return said if word is None else Condition(all_of=(said, Condition(action_has=word)))
    np = " ".join(text.strip().rstrip(".:").split())[m.start("np") :]
    if (who := named_card(np.lower(), title, card_type)) is not None:
        return Condition(action_targets_card=who)
    phrase = whole_phrase(f"target {np}", title, card_type)
    if (
        phrase is None
        or isinstance(phrase, str)
        or phrase.where
        or phrase.performer
        or phrase.select.other_than
        or phrase.lenient_select is not None
        or phrase.either
        or phrase.select.references()
    ):
        return f"the condition {text.strip()!r}"
    return Condition(action_targets=phrase.select)


def _action_from(
    low: str, text: str, title: str, card_type: CardType | None
) -> Condition | str | None:
    """ "the action is from this Personality" / "from a Strategy" / "on another player's
    Holding": the card whose ability the action an Interrupt is played to is (an action is the
    use of a card's ability, Abilities and actions): this card, or a card of a type, keywords
    and controller the target grammar reads whole; None: not about it."""
    # "on": the rules' word for the card an action's ability is printed on ("If the action was
    # on a Strategy card", Abilities and actions)
    m = re.fullmatch(r"the action is (?:from|on) (?P<np>(?:(?! and | or ).)+)", low)
    if m is None:
        return None
    np = " ".join(text.strip().rstrip(".:").split())[m.start("np") :]
    if (who := named_card(np.lower(), title, card_type)) is not None:
        return Condition(action_from_card=who)
    if not re.match(r"^(?:an?|your|another player's) ", np, re.IGNORECASE):
        return f"the condition {text.strip()!r}"
    phrase = whole_phrase(f"target {np}", title, card_type)
    if (
        phrase is None
        or isinstance(phrase, str)
        or phrase.where
        or phrase.performer
        or phrase.lenient_select is not None
        or phrase.either
        or replace(phrase.select, type=(), keyword=(), controller=Controller.ANY) != Selector()
        or not (phrase.select.type or phrase.select.keyword)
    ):
        return f"the condition {text.strip()!r}"
    return Condition(action_from=phrase.select)


#: "it is (not) your / the active player's first (or second) turn": the turn is one of the
#: first N turns of that player (Reference 02: turns go in turn order, so each player's Nth
#: turn comes in the Nth round)
_EARLY_TURN = lazy_regex(
    r"it is (?P<neg>not )?(?P<whose>your|the active player's) first(?P<second> or second)? turn"
)


def _and(text: str, title: str, card_type: CardType | None) -> Condition | str | None:
    """ "<condition> and <condition>": both, when each is read whole (None: no "and")."""
    if " and " not in text:
        return None
    pieces = text.split(" and ")
    if pieces[0] == "it is another player's turn":
        # "it is another player's turn and he controls a Personality": "he" is the player
        # whose turn it is, the active player (Reference 01, turns)
        pieces = [re.sub(r"^he controls ", "the active player controls ", p) for p in pieces]
    for i in range(1, len(pieces)):
        # "the action targets Junko and is another player's", "this Shugenja is unbowed and is
        # targeted by the Battle action": the subject of the piece before, said again
        subject = re.match(
            r"^(the action|this [a-z]+|[a-z][\w'-]*) (?:is|has|targets|targeted)\b", pieces[i - 1]
        )
        if subject is not None and re.match(r"^(?:is|has|creates) ", pieces[i]):
            pieces[i] = f"{subject.group(1)} {pieces[i]}"
    for i in range(1, len(pieces)):
        # "there are no Terrains at the current battlefield and you control a Ninja there":
        # "there" names the place the piece before ends with
        if pieces[i - 1].endswith(" at the current battlefield") and pieces[i].startswith(
            "you control "
        ):
            pieces[i] = re.sub(r"\bthere\b", "at the current battlefield", pieces[i], count=1)
    said = _SELF_IS.fullmatch(pieces[0])
    if said is not None and all(p in _SELF_STATES for p in pieces[1:]):
        # "this Shugenja is Earth and opposed": each state said of the same card
        pieces = [pieces[0]] + [f"{said.group('who')} is {p}" for p in pieces[1:]]
    parts = [parse_condition(p, title, card_type, allow_or=False) for p in pieces]
    for part in parts:
        if isinstance(part, str):
            return part
    return Condition(all_of=tuple(p for p in parts if not isinstance(p, str)))


def _or(text: str, title: str, card_type: CardType | None) -> Condition | str | None:
    """ "<condition> or <condition>" ("If it is your turn or you control a Courtier"): either,
    when each is read whole (None: no "or"; a list of words, "a Courtier or Magistrate", is
    then not read)."""
    if " or " not in text or " and " in text:
        return None
    pieces = text.split(" or ")
    if len(pieces) == 2 and pieces[0].count(",") == 1 and pieces[0].endswith(","):
        # "none of your provinces have been destroyed since ..., or you are a Scorpion Clan
        # player": two conditions, the comma before "or" (no list: one comma, two pieces)
        pieces[0] = pieces[0].removesuffix(",")
    parts = [parse_condition(p, title, card_type, allow_or=False) for p in pieces]
    for part in parts:
        if isinstance(part, str):
            return part
    return Condition(any_of=tuple(p for p in parts if not isinstance(p, str)))


def parse_condition(
    text: str, title: str = "", card_type: CardType | None = None, *, allow_or: bool = True
) -> Condition | str:
    """The condition after "If" (without it); a string says what is not read. ``card_type``:
    the card's own (whom "this Shugenja" names)."""
    # "you control no Personalities (in play)": what you control is in play (Reference 05)
    text = re.sub(r"^(\s*you control .+?)\s*\(in play\)[.:]?\s*$", r"\1", text, flags=re.I)
    low = " ".join(text.strip().rstrip(".:").split()).lower()
    if (action := _about_the_action(low, text, title, card_type)) is not None:
        return action
    if (armies := army_condition(low)) is not None:
        return armies  # "your current army has more units than ..." (``conditions_armies``)
    tokens_at = token_count_condition(low, lambda w: named_card(w, title, card_type))
    if tokens_at is not None:
        return tokens_at  # "if Mitsu has four or fewer Fire tokens" (``token_conditions``)
    # two whole conditions ("If you control a Courtier or this is a Combat Segment"), before a
    # reading of the first words refuses the rest
    if allow_or and isinstance(either := _or(low, title, card_type), Condition):
        return either
    if (both := _and(low, title, card_type)) is not None:
        return both
    if (m := _EARLY_TURN.fullmatch(low)) and (m.group("second") or m.group("whose") != "your"):
        early = Condition(active_turn_at_most=2 if m.group("second") else 1)
        if m.group("whose") == "your":
            early = Condition(all_of=(Condition(your_turn=True), early))
        return Condition(none_of=(early,)) if m.group("neg") else early
    if m := re.fullmatch(r"it is (not )?your turn", low):
        return Condition(your_turn=m.group(1) is None)
    if low == "it is another player's turn":
        return Condition(your_turn=False)
    if low == "it is another player's action phase":
        # the Action Phase of another player's turn (Abilities and actions: Limited is "in the
        # player's Action Phase", Open "in any player's Action Phase")
        return Condition(all_of=(Condition(your_turn=False), Condition(phase="action")))
    if m := re.fullmatch(r"it is (not )?your first turn", low):
        return Condition(first_turn=m.group(1) is None)
    if m := re.fullmatch(
        r"it is (not )?(?:the |an? )?(straighten|events|action|attack|dynasty|discard|draw|end) "
        r"phase",
        low,
    ):
        phase = Condition(phase=m.group(2))
        return Condition(none_of=(phase,)) if m.group(1) else phase
    if m := re.fullmatch(r"(?:it|this) is (not )?(?:the |an? )?combat segment", low):
        return Condition(in_battle=m.group(1) is None)
    if m := re.fullmatch(r"you are (?:the )?(attacker|defender|attacking|defending)", low):
        return Condition(you_are="attacking" if m.group(1).startswith("attack") else "defending")
    if (m := _SELF_LIST.fullmatch(low)) and named_card(m.group("who"), title, card_type):
        # "this card is dishonorable, Kolat, Ninja, or Shadowlands": any of the states or
        # keywords said of the same card, each read as "<who> is <word>"
        words = re.split(r",? or |, ", m.group("items"))
        return _any(text, [f"{m.group('who')} is {w}" for w in words], title, card_type)
    if (m := _SELF_EITHER.fullmatch(low)) and named_card(m.group("who"), title, card_type):
        # "this Shugenja has 4 or higher Chi, or is Void": either, said of the same card
        said = [f"{m.group('who')} {m.group('a')}", f"{m.group('who')} {m.group('b')}"]
        return _any(text, said, title, card_type)
    if (m := _THIS_UNIT.fullmatch(low)) and (unit := _unit_head(card_type)) is not None:
        # "if this unit is opposed", "... has no Followers": the unit's Personality, where its
        # attachments are (a unit is a Personality with his attachments, Reference 03)
        if m.group("state") is None:
            follower = Selector(type=(CardType.FOLLOWER,))
            return Condition(card=unit, matches=Selector(lacks_attachment=follower))
        return Condition(card=unit, matches=_SELF_STATES[m.group("state")])
    if (m := _SELF_CLAN.fullmatch(low)) and (who := named_card(m.group("who"), title, card_type)):
        # "this Personality is Dragon Clan": the card's Clan Alignment, as a target's "a Crane
        # Clan Personality" (Reference 03)
        if (clan := clan_word(m.group("clan"))) not in CLANS:
            return f"the condition {text.strip()!r}"
        return Condition(card=who, matches=Selector(clan=clan))
    if (m := _SELF_IS.fullmatch(low)) and (who := named_card(m.group("who"), title, card_type)):
        kw = m.group("kw")
        if kw is not None:
            # "if this Shugenja is Earth", "if he is a Kensai": a keyword of the card
            if kw == "human":  # without the Nonhuman keyword (as in targets.py)
                return Condition(card=who, matches=Selector(not_keyword=("nonhuman",)))
            if kw not in KEYWORDS:
                return f"the condition {text.strip()!r}"
            return Condition(card=who, matches=Selector(keyword=(kw,)))
        return Condition(card=who, matches=_SELF_STATES[m.group("what")])
    if (m := _TOKEN_OR_LACK.fullmatch(low)) and (
        who := named_card(m.group("who"), title, card_type)
    ):
        return _token_or_lack(m, text, title, card_type, who)
    if (m := _HAS.fullmatch(low)) and (who := named_card(m.group("who"), title, card_type)):
        # "If Kitaiko has an Air Spell": an attachment of the card (a unit is a Personality and
        # the cards attached to him, Reference 03)
        np = " ".join(text.strip().rstrip(".:").split())[m.start("np") :]
        attached = _attachment(np, title, card_type)
        if attached is None:
            return f"the condition {text.strip()!r}"
        return Condition(card=who, matches=Selector(has_attachment=attached))
    if re.fullmatch(
        r"(?:there are (?:any )?|the current )?enemy (?:units|army) (?:are |has any units )?"
        r"at (?:the current|this) battlefield|(?:there are )?any enemy units (?:are )?at "
        r"(?:the current|this) battlefield|the current enemy army has any units",
        low,
    ):
        # a unit is a Personality and its attached cards (Reference 03): an enemy unit there
        # is an opponent's Personality there
        enemy = Selector(
            type=(CardType.PERSONALITY,),
            controller=Controller.OPPONENT,
            location=Place.CURRENT_BATTLEFIELD,
        )
        return Condition(exists=CountAtLeast(select=enemy))
    if re.fullmatch(
        r"(?:there (?:is|are) no terrains? (?:in play )?|no terrain is (?:in play )?)at "
        r"(?:the current|this) battlefield",
        low,
    ):
        # Terrain is a Strategy keyword; Terrains in play are at their battlefield (Reference
        # 03, 05)
        terrain = Selector(keyword=("terrain",), location=Place.CURRENT_BATTLEFIELD)
        return Condition(none_of=(Condition(exists=CountAtLeast(select=terrain)),))
    if m := re.fullmatch(
        r"(?:there is a dead personality in (?P<whose>any player's|any|your) discard pile"
        r"|you own a dead personality)",
        low,
    ):
        # the dead state of a discard pile (Reference 05); a Personality is a Dynasty card,
        # discarded to its owner's Dynasty discard pile (Reference 03)
        anyone = (m.group("whose") or "").startswith("any")
        dead = Selector(
            type=(CardType.PERSONALITY,),
            dead=True,
            location=Place.DYNASTY_DISCARD,
            controller=Controller.ANY if anyone else Controller.YOU,
        )
        return Condition(exists=CountAtLeast(select=dead))
    if m := re.fullmatch(
        r"(?P<who>another player|the active player) has (?:(?P<n>\d+) or more|higher) "
        r"family honor(?P<than> than you)?",
        low,
    ):
        # "higher ... than you" (Reference 04: strictly higher); "N or more"
        if (m.group("n") is None) != (m.group("than") is not None):
            return f"the condition {text.strip()!r}"
        whose = "active" if m.group("who") == "the active player" else "another"
        n = int(m.group("n")) if m.group("n") else None
        return Condition(
            player_honor=PlayerHonor(whose=whose, at_least=n, above_yours=n is None)  # type: ignore[arg-type]
        )
    if low == "no other player has more family honor than you":
        return Condition(
            none_of=(Condition(player_honor=PlayerHonor(whose="another", above_yours=True)),)
        )
    if m := re.fullmatch(r"there are more than (?P<n>two|three|four) players", low):
        return Condition(players_at_least=_number(m.group("n")) + 1)
    if (copy := _copy_in_play(low, text, title)) is not None:
        return copy
    if (provinces := _province_count(low)) is not None:
        return Condition(provinces=provinces)
    if (either := _provinces_either(low)) is not None:
        return either
    if low == "you have reconnaissance":
        # effects give it at a battlefield ("You have Reconnaissance at the current
        # battlefield"): the state says where (``players[].reconnaissance``)
        return Condition(reconnaissance=True)
    if re.fullmatch(r"you (?:have|control) the imperial favor", low):
        return Condition(have_imperial_favor=True)
    if low == "any player controls the imperial favor":
        return Condition(favor_held=True)  # (the state's ``imperial_favor``: someone's)
    if m := _HONOR.fullmatch(low):
        n = int(m.group("n"))
        if m.group("dir") in ("higher", "more", "greater"):
            return Condition(family_honor_at_least=n)
        return Condition(family_honor_at_most=n)
    if (m := _CLAN.fullmatch(low)) and clan_word(m.group("clan")) in CLANS:
        return Condition(your_clan=clan_word(m.group("clan")))
    if m := re.fullmatch(r"you control (no|any) (.+)", low):
        # "you control any Rings" (one or more), "you control no Personalities" (none)
        np = " ".join(text.strip().rstrip(".:").split())[len(f"you control {m.group(1)} ") :]
        single = parse_condition(f"you control one of your {np}", title, card_type)
        if isinstance(single, str):
            return single
        return single if m.group(1) == "any" else Condition(none_of=(single,))
    if m := re.fullmatch(r"(the active player|another player) controls (any|an?) (.+)", low):
        # "the active player controls any Personalities": some card of that player's in play
        # (Controller.ACTIVE / OPPONENT), read as "you control any ..." is (Reference 05)
        np = " ".join(text.strip().rstrip(".:").split())[len(m.group(0)) - len(m.group(3)) :]
        mine = parse_condition(f"you control any {np}", title, card_type)
        if (
            isinstance(mine, str)
            or mine.control is None
            or replace(mine, control=None) != Condition()
        ):
            return f"the condition {text.strip()!r}"
        who = Controller.ACTIVE if m.group(1) == "the active player" else Controller.OPPONENT
        select = replace(mine.control.select, controller=who)
        return Condition(exists=replace(mine.control, select=select))
    if m := re.fullmatch(r"you control one of your (.+)", low):
        np = " ".join(text.strip().rstrip(".:").split())[len("you control one of your ") :]
        return _controlled(f"target one of your {np}", np, title, card_type)
    if low == "you have no cards in your hand" and card_type is not CardType.STRATEGY:
        # your hand as the state lists it, as "four or fewer cards" below
        return Condition(none_of=(Condition(control=CountAtLeast(select=_IN_HAND)),))
    if (m := _HAND.fullmatch(low)) and card_type is not CardType.STRATEGY:
        # (a Strategy is played from the hand: whether it still counts is not settled)
        n = _number(m.group("n"))
        if m.group("dir") == "more":
            return (
                Condition(control=CountAtLeast(select=_IN_HAND, at_least=n)) if n else Condition()
            )
        return Condition(
            none_of=(Condition(control=CountAtLeast(select=_IN_HAND, at_least=n + 1)),)
        )
    if (m := _CONTROL_N.fullmatch(low)) and _number(m.group("n")) >= 2:
        # a plural noun phrase read as its singular ("Nonhuman Personalities")
        start = len(low) - len(m.group("np"))
        np = " ".join(text.strip().rstrip(".:").split())[start:]
        single = parse_condition(f"you control one of your {np}", title, card_type)
        if isinstance(single, str) or single.control is None:
            return single if isinstance(single, str) else f"cannot read {np!r} as cards you control"
        counted = replace(single.control, at_least=_number(m.group("n")))
        return Condition(control=counted)
    if m := _CONTROL.fullmatch(low):
        np = " ".join(text.strip().rstrip(".:").split())[len("you control ") :]
        np = re.sub(r"^(?:an?|one or more)\s+", "", np, flags=re.IGNORECASE)
        if m.group("np").startswith("one or more"):
            return f"'one or more' {np!r}"  # a plural noun: the grammar reads singular ones
        if re.search(r"\b(?:and|your|enemy|another|target)\b", np, re.IGNORECASE):
            return f"cannot read {np!r} as cards you control"
        # "a Courtier or Magistrate": a card with either keyword, when the target grammar
        # reads the list in one way only (``_controlled``)
        return _controlled(f"target a {np}", np, title, card_type)
    named = lambda who: named_card(who, title, card_type)  # noqa: E731
    if (past := past_condition(low, named, title)) is not None:
        return past  # "If Nozomi moved this battle" (``conditions_past``)
    if (about_cards := card_condition(low, text, title, card_type, named)) is not None:
        return about_cards
    if (about_players := player_condition(low)) is not None:
        return about_players  # "another player has 40 or more Honor"
    if allow_or and (
        listed := list_condition(
            low, lambda p: parse_condition(p, title, card_type, allow_or=False)
        )
    ):
        return listed  # "A, B, or C"
    # last: "<condition> or <condition>", when nothing above reads it whole ("four or fewer"
    # is read above); not inside an "and" (which would bind first is not said)
    if allow_or and (either := _or(low, title, card_type)) is not None:
        return either
    return f"the condition {text.strip()!r}"


def _copy_in_play(low: str, text: str, title: str) -> Condition | str | None:
    """ "no player controls a copy of Political Standoff", "you control a copy of ...": a card of
    this card's own title in play (a title is read only for the card's own, as elsewhere);
    None: not about a copy."""
    m = re.fullmatch(r"(?P<who>no player|you) controls? a copy of (?P<title>.+)", low)
    if m is None:
        return None
    own = " ".join(title.split()).lower()
    if m.group("title") != own or re.search(r"[•(]|\bexperienced\b", own):
        return f"the condition {text.strip()!r}"
    you = m.group("who") == "you"
    copy = Selector(title=title, controller=Controller.YOU if you else Controller.ANY)
    held = Condition(exists=CountAtLeast(select=copy))
    return held if you else Condition(none_of=(held,))


_PROVINCES = lazy_regex(
    rf"you have (?:{_N} or fewer provinces|exactly (?P<exactly>one|two|three|four) provinces?"
    r"|(?P<fewer>fewer provinces than each other player))"
)


def _provinces_either(low: str) -> Condition | None:
    """ "you have fewer Provinces than each other player, or exactly one Province": either
    count, the second said with the first's "you have" (``_province_count``)."""
    m = re.fullmatch(r"(?P<a>you have [^,]+), or (?P<b>[^,]+)", low)
    if m is None:
        return None
    first, second = _province_count(m.group("a")), _province_count(f"you have {m.group('b')}")
    if first is None or second is None:
        return None
    return Condition(any_of=(Condition(provinces=first), Condition(provinces=second)))


def _province_count(low: str) -> ProvinceCount | None:
    """ "you have two or fewer Provinces", "exactly one Province", "fewer Provinces than each
    other player": how many Provinces you have (Reference 05, Provinces)."""
    m = _PROVINCES.fullmatch(low)
    if m is None:
        return None
    if m.group("fewer"):
        return ProvinceCount(fewer_than_others=True)
    if m.group("exactly"):
        return ProvinceCount(exactly=_number(m.group("exactly")))
    return ProvinceCount(at_most=_number(m.group("n")))


_SELF_LIST = lazy_regex(
    r"^(?P<who>this [a-z]+|[a-z][\w'-]*) is (?P<items>[a-z][\w-]*(?:, [a-z][\w-]*)+,? or "
    r"[a-z][\w-]*)$"
)
_SELF_EITHER = lazy_regex(
    r"^(?P<who>this [a-z]+|[a-z][\w'-]*) (?P<a>(?:is|has) [^,]+), or (?P<b>(?:is|has) [^,]+)$"
)


def _any(text: str, pieces: list[str], title: str, card_type: CardType | None) -> Condition | str:
    """Any of the conditions ``pieces``, each read whole (else what is not read)."""
    parts = [parse_condition(p, title, card_type, allow_or=False) for p in pieces]
    for part in parts:
        if isinstance(part, str):
            return part
    return Condition(any_of=tuple(p for p in parts if not isinstance(p, str)))


#: ("a Nonhuman, non-Shadowlands Follower": adjectives listed with commas, no "or"/"and")
_HAS = lazy_regex(
    r"(?P<who>[a-z' -]+?) has (?:an? )(?P<np>[a-z' -]+(?:, (?!or\b|and\b|an?\b)[a-z' -]+)*)"
)
#: "<this card> has a Madness token", "... does not have a Weapon"
_TOKEN_OR_LACK = lazy_regex(
    r"(?P<who>this [a-z]+|[a-z][\w'-]*) (?:(?P<has>has) an? (?P<token>[a-z]+) token"
    r"|does not have an? (?P<what>[a-z][a-z -]*))"
)


def _token_or_lack(
    m: re.Match[str], text: str, title: str, card_type: CardType | None, who: str
) -> Condition | str:
    """The card has a token of a one-word name, or lacks a token or an attachment read whole
    by the target grammar (``_attachment``)."""
    if m.group("has"):
        return Condition(card=who, matches=Selector(has_token=m.group("token")))
    what = m.group("what")
    if what.endswith(" token"):
        name = what.removesuffix(" token")
        if " " in name:
            return f"the condition {text.strip()!r}"
        return Condition(card=who, matches=Selector(lacks_token=name))
    np = " ".join(text.strip().rstrip(".:").split())[m.start("what") :]
    attached = _attachment(np, title, card_type)
    if attached is None:
        return f"the condition {text.strip()!r}"
    return Condition(card=who, matches=Selector(lacks_attachment=attached))


def _attachment(np: str, title: str, card_type: CardType | None) -> Selector | None:
    """ "a Fire Spell", "a Weapon": an attachment read whole by the target grammar. Keywords
    listed with commas ("a Nonhuman, non-Shadowlands Follower") all hold: read as one run of
    words, the negated ones first."""
    if "," in np:
        *heads, last = (p.strip() for p in np.split(","))
        words = last.split()
        if any(len(h.split()) != 1 for h in heads) or len(words) < 1:
            return None
        adjectives = [*heads, *words[:-1]]
        negated = [a for a in adjectives if a.lower().startswith("non-")]
        np = " ".join([*negated, *(a for a in adjectives if a not in negated), words[-1]])
    probe = f"target a {np}"
    phrase = whole_phrase(probe, title, card_type)
    if phrase is None or isinstance(phrase, str) or phrase.where or phrase.performer:
        return None
    sel = phrase.select
    if sel.location is not None or sel.controller is not Controller.ANY or sel.other_than:
        return None
    if sel.type and not set(sel.type) <= ATTACHMENT_TYPES:
        return None
    if not sel.type and not sel.keyword:
        return None
    return sel


def _controlled(probe: str, np: str, title: str, card_type: CardType | None) -> Condition | str:
    """ "you control <np>": ``np`` read whole by the target grammar (as ``probe``), with no
    relation, performer or "another"."""
    phrase = whole_phrase(probe, title, card_type)
    if isinstance(phrase, str):
        return phrase
    if phrase is None:
        return f"cannot read {np!r} as cards you control"
    if phrase.where or phrase.performer or phrase.select.other_than:
        return f"cannot read {np!r} as cards you control"
    if phrase.lenient_select is not None or phrase.either:
        return f"{np!r} reads two ways"
    select = replace(phrase.select, controller=Controller.YOU)
    return Condition(control=CountAtLeast(select=select))
