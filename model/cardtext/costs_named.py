"""Costs that name a card the constraints named before them, and conditions written after a
cost (Costs and restrictions / Conditional costs, Optional costs).

"Target a Personality and bow him": the cost is paid by the card the clause before it named
(its one target, performer, or the single card the cost before it acted on); "you may bow him"
is an optional cost of the constraints block ("Costs in the constraints block are optional if
they are preceded by the term 'may'"). "Bow this Shugenja unless he is Fire or Thunder", "bow
him if he is not Shadowlands": a condition written after the cost is a conditional cost
("unless": pay only when it does not hold; "if" after the cost: pay only when it holds).
"Pay Gold equal to its Gold Cost" prices a Gold cost by the card named before it.

A pronoun with no single card before it in the constraints ("After ... targets Sawaki, destroy
him"; "If this Shugenja is unbowed, bow him") is not read: its antecedent is outside them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Cost, GoldFrom, Pick, StatChange, TokenCost
from model.cardtext.conditions import _SELF_STATES, parse_condition
from model.cardtext.conditions_cards import said_of
from model.cardtext.costs import (
    _ATTACHED_NOUNS,
    _BEARER_NAMES,
    _NUMBERS,
    _YOUR_NOUNS,
    _self_names,
    parse_cost,
)
from model.cardtext.targets import KEYWORDS
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Condition, Controller, Selector

#: "<cost> unless he is Fire or Thunder", "<cost> if he is not Shadowlands",
#: "<cost> unless this Shugenja is Void".
_WORD = r"(?:at home|at the current battlefield|at this battlefield|[a-z]+)"
_CONDITIONAL = lazy_regex(
    r"^(?P<head>.+?)\s+(?P<kind>unless|if)\s+(?P<who>he|she|it|this [a-z]+)\s+is\s+"
    rf"(?P<neg>not\s+)?(?P<kws>{_WORD}(?:(?:\s*,\s*(?:or\s+)?|\s+or\s+){_WORD})*)$"
)
#: "<cost> unless you have the Imperial Favor": a condition on the game (no pronoun).
_UNLESS = lazy_regex(
    r"^(?P<head>(?:(?!\b(?:unless|if)\b).)+?)\s+(?<!even )(?<!as )(?P<kind>unless|if)\s+"
    r"(?P<cond>(?!(?:he|she|it|this)\b).+)$",
    re.IGNORECASE,
)
_PRONOUNS = frozenset({"he", "she", "it"})
_PRONOUN_COST = lazy_regex(
    r"^(?P<may>you may )?(?P<verb>bow|destroy|dishonor) (?P<who>him|her|it)$"
)
#: "<stat>" after "Gold equal to its/his/her" (and "a target X's"): its relation attribute;
#: "base" is the printed value (FAQ: "'Base' generally means physically printed in ink").
_GOLD_TERMS = {
    "gold cost": "gold_cost",
    "base gold cost": "base_gold_cost",
    "unit's total gold cost": "total_gold_cost",
    "unit's total force": "total_force",
    "personal honor": "personal_honor",
    "base personal honor": "base_personal_honor",
    "chi": "chi",
    "base chi": "base_chi",
    "force": "force",
    "base force": "base_force",
}
#: The stats only a Personality has ("his"): not read on a card that may be none.
_PERSONAL_TERMS = frozenset(
    {"total_gold_cost", "total_force", "personal_honor", "base_personal_honor", "chi", "base_chi"}
    | {"force", "base_force"}
)
_GOLD_STAT = "|".join(re.escape(k) for k in sorted(_GOLD_TERMS, key=len, reverse=True))
_GOLD_PLUS = r"(?: (?P<sign>plus|minus) (?P<plus>\d+|one|two|three|four|five))?"
_GOLD_EQUAL = lazy_regex(
    rf"^(?P<may>you may )?pay gold equal to (?:its|his|her) (?P<what>{_GOLD_STAT}){_GOLD_PLUS}$"
)
#: "Pay Gold equal to a target Personality's base Personal Honor minus 1": a target, then the
#: Gold priced by it.
_GOLD_OF_TARGET = lazy_regex(
    rf"^(?P<may>you may )?pay gold equal to a target (?P<noun>[a-z][a-z -]*?)'s "
    rf"(?P<what>{_GOLD_STAT}|total gold cost){_GOLD_PLUS}$"
)
_GIVE_PRONOUN = lazy_regex(
    r"^(?P<may>you may )?give (?P<who>him|her|it) -(?P<n>\d+)\s*(?P<stat>f|c|ph)$"
)
_STAT_LETTERS = {"f": "force", "c": "chi", "ph": "personal_honor"}
_ONE_OF_HIS = lazy_regex(r"^(?P<verb>bow|destroy) one of (?:his|her) (?P<noun>[a-z]+)$")
_DIFFERENT = lazy_regex(
    r"^(?P<verb>bow|destroy|dishonor) a different one of your (?P<noun>[a-z]+)$"
)

#: A cost that takes the conditional's subject (None: the clause is not read).
Conditional = tuple[str, Callable[[Cost], Cost | str]]


def conditional(clause: str, title: str, card_type: CardType | None = None) -> Conditional | None:
    """``(the cost's words, how to add the condition to its cost)`` for a cost followed by
    "unless/if he is <keywords>" (None: no such condition). The condition is on the card the
    cost acts on ("he"), or on the card named ("this Shugenja" on a Spell: its bearer)."""
    m = _CONDITIONAL.fullmatch(clause.strip().rstrip(".").strip().lower())
    if m is None:
        return _said_of_card(clause, title, card_type) or _unless_game(clause, title, card_type)
    start = clause.lower().find(m.group("head"))
    head = clause.strip()[start : start + len(m.group("head"))]
    words = [w for w in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", m.group("kws")) if w]
    who = m.group("who")

    def add(cost: Cost) -> Cost | str:
        unknown = [w for w in words if w not in KEYWORDS and _state(w) is None]
        if unknown:
            return f"the condition {unknown[0]!r} after a cost"
        card = _condition_card(who, cost, title, card_type)
        if card is None:
            return f"'{who}' in a condition after a cost"
        if all(w in KEYWORDS for w in words):
            select = (
                Selector(any_keyword=tuple(words))
                if len(words) > 1
                else Selector(keyword=(words[0],))
            )
            cond = Condition(card=card, matches=select)
        else:
            # "unless he is dishonorable, Kolat, or Ninja": any of a state and keywords
            each = [
                Condition(card=card, matches=Selector(keyword=(w,)) if w in KEYWORDS else _state(w))
                for w in words
            ]
            cond = each[0] if len(each) == 1 else Condition(any_of=tuple(each))
        if m.group("neg"):
            cond = Condition(none_of=(cond,))
        if cost.unless is not None or cost.only_if is not None or cost.any_of:
            return "two conditions on one cost"
        return (
            replace(cost, unless=cond)
            if m.group("kind") == "unless"
            else replace(cost, only_if=cond)
        )

    return head, add


#: "<cost> unless he is Crab Clan", "<cost> unless he is a Courtier": what the card is, in the
#: words a restriction says of a card ("this card is Crab Clan").
_SAID = lazy_regex(
    r"^(?P<head>.+?)\s+(?P<kind>unless|if)\s+(?P<who>he|she|it|this [a-z]+)\s+is\s+"
    r"(?P<said>(?!not\b)[^,]+)$",
    re.IGNORECASE,
)


def _said_of_card(clause: str, title: str, card_type: CardType | None) -> Conditional | None:
    """ "Bow him unless he is Crab Clan" (Conditional costs): the condition after the cost is
    what the card the cost acts on ("he") is, read as the restriction grammar reads "this card
    is Crab Clan" and said of that card (``said_of``: only what a card is, nothing else); None
    for another clause or words that grammar does not read."""
    m = _SAID.fullmatch(clause.strip().rstrip(".").strip())
    if m is None:
        return None
    cond = parse_condition(f"this card is {m.group('said')}", title, CardType.STRATEGY)
    if isinstance(cond, str):
        return None
    who = m.group("who").lower()

    def add(cost: Cost) -> Cost | str:
        card = _condition_card(who, cost, title, card_type)
        if card is None:
            return f"'{who}' in a condition after a cost"
        on = said_of(cond, card)
        if on is None:
            return f"the condition '{who} is {m.group('said')}' after a cost"
        if cost.unless is not None or cost.only_if is not None or cost.any_of:
            return "two conditions on one cost"
        kind = m.group("kind").lower()
        return replace(cost, unless=on) if kind == "unless" else replace(cost, only_if=on)

    return m.group("head"), add


def _state(word: str) -> Selector | None:
    """A card's state after "he is" ("dishonorable", "bowed", "attacking", "at home"; the
    restrictions' vocabulary, ``conditions._SELF_STATES``); None for another word."""
    return _SELF_STATES.get("at home" if word == "home" else word)


def _unless_game(clause: str, title: str, card_type: CardType | None) -> Conditional | None:
    """ "Lose 2 Honor unless you have the Imperial Favor", "Bow Shosei if you control a
    Temple": a condition on the game after the cost (Conditional costs: "A conditional cost's
    condition often uses 'unless' and comes after the cost is described"; a restriction's "if"
    comes before it); "unless": paid only when it does not hold, "if": only when it holds.
    None when the words after are no condition the restriction grammar reads."""
    text = clause.strip().rstrip(".").strip()
    m = _UNLESS.fullmatch(text)
    if m is None:
        return None
    cond = parse_condition(m.group("cond"), title, card_type)
    if isinstance(cond, str):
        return None

    def add(cost: Cost) -> Cost | str:
        if cost.unless is not None or cost.only_if is not None or cost.any_of:
            return "two conditions on one cost"
        if m.group("kind").lower() == "if":
            return replace(cost, only_if=cond)  # "if" after the cost: paid only when it holds
        return replace(cost, unless=cond)

    return m.group("head"), add


def _condition_card(who: str, cost: Cost, title: str, card_type: CardType | None) -> str | None:
    if who in _PRONOUNS:
        # "he"/"she" is a Personality: the bearer, a performer, or the card itself if it is
        # one; "it" is a card that is none (a target's kind is not known here: not read)
        subject = cost.subject
        if not isinstance(subject, str):
            return None
        personal = (
            subject == BEARER
            or subject.startswith("performer")
            or (subject == SOURCE and card_type is CardType.PERSONALITY)
        )
        impersonal = subject == SOURCE and card_type is not CardType.PERSONALITY
        return subject if (personal if who != "it" else impersonal) else None
    if card_type in ATTACHMENT_TYPES and who in _BEARER_NAMES:
        return BEARER
    if who in _self_names(title, card_type):
        return SOURCE
    return None


def named_before(clause: str, last: str | None, *, personal: bool) -> Cost | None:
    """A cost on the card named before it ("bow him", "you may bow him", "pay Gold equal to
    his unit's total Gold Cost plus four"); ``last``: that card (a slot, ``source`` or
    ``bearer``; None: no single card), ``personal``: it is a Personality ("him", "her")."""
    if last is None:
        return None
    low = clause.strip().rstrip(".").strip().lower()
    if (m := re.fullmatch(rf"(bow|destroy|dishonor) {SAME_CARD}", low)) is not None:
        return Cost(**{m.group(1): last})  # type: ignore[arg-type]
    if low == f"remove {SAME_CARD} from the game":
        return Cost(remove_from_game=last)  # "Bow and remove ... from the game": that card
    if low == f"move {SAME_CARD} home":
        return Cost(move_home=last)  # "Bow and move home your performing Samurai"
    if m := _PRONOUN_COST.fullmatch(low):
        if (m.group("who") != "it") != personal:
            return None
        return Cost(**{m.group("verb"): last}, optional=bool(m.group("may")))  # type: ignore[arg-type]
    if (m := _GIVE_PRONOUN.fullmatch(low)) and (m.group("who") != "it") == personal:
        # "Target your Personality and give him -1C" (Costs and changes: the full amount)
        stat = _STAT_LETTERS[m.group("stat")]
        change = StatChange(subject=last, stat=stat, amount=-int(m.group("n")))  # type: ignore[arg-type]
        return Cost(stat=change, optional=bool(m.group("may")))
    if (m := _ONE_OF_HIS.fullmatch(low)) and personal:
        # "Bow your performing Kensai or one of his Weapons": a card attached to him, yours
        attached = _ATTACHED_NOUNS.get(m.group("noun"))
        if attached is None:
            return None
        pick = Pick(replace(attached, attached_to=last, controller=Controller.YOU))
        return Cost(bow=pick) if m.group("verb") == "bow" else Cost(destroy=pick)
    if (m := _DIFFERENT.fullmatch(low)) and last not in (SOURCE, BEARER):
        # "Target a Personality and destroy a different one of your Personalities": yours,
        # other than the target
        types = _YOUR_NOUNS.get(m.group("noun"))
        if types is None:
            return None
        pick = Pick(Selector(type=types, controller=Controller.YOU, other_than=(last,)))
        return Cost(**{m.group("verb"): pick})  # type: ignore[arg-type]
    if m := _GOLD_EQUAL.fullmatch(low):
        attr = _GOLD_TERMS[m.group("what")]
        if attr in _PERSONAL_TERMS and not personal:
            return None  # "its unit's", "its Chi": only a Personality has them
        return _gold_from(last, attr, m)
    return None


def _gold_from(card: str, attr: str, m: re.Match[str]) -> Cost:
    """Gold equal to ``card``'s ``attr`` plus or minus a number ("minus 5": never below 0,
    the Gold cost clamps at zero and "a Gold cost of zero ... is always considered to have
    been paid", Costs and restrictions / Gold production)."""
    word = m.group("plus") or "0"
    plus = int(word) if word.isdigit() else _NUMBERS[word]
    if m.group("sign") == "minus":
        plus = -plus
    return Cost(gold=GoldFrom(equal_to=f"{card}.{attr}", plus=plus), optional=bool(m.group("may")))


def gold_of_target(clause: str) -> tuple[str, Callable[[str, bool], Cost | str]] | None:
    """ "Pay Gold equal to a target unit's total Gold Cost minus 5": ``(the target's words,
    how to price the Gold by the slot read for them)``; None for another clause. "a target
    unit's total Gold Cost" is its Personality's unit's (Reference 03: a unit is a Personality
    and his attachments); a noun joined by "or" is not read (whose stat?)."""
    text = clause.strip().rstrip(".").strip()
    m = _GOLD_OF_TARGET.fullmatch(text.lower())
    if m is None:
        return None
    noun, what = text[m.start("noun") : m.end("noun")], m.group("what")
    if noun.lower().split()[-1] == "unit" and what in ("total gold cost", "gold cost"):
        # "a target defending unit's total Gold Cost" too (Ruthless Advance): a unit's
        what = "unit's total gold cost"

    def price(slot: str, personal: bool) -> Cost | str:
        if " or " in f" {noun.lower()} " or what == "total gold cost":
            return f"Gold equal to a target {noun}'s {what}"
        attr = _GOLD_TERMS[what]
        if attr in _PERSONAL_TERMS and not personal:
            return f"a target {noun}'s {what}: not a Personality's"
        return _gold_from(slot, attr, m)

    return f"Target {'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}", price


_TWO_VERBS = lazy_regex(
    r"^(?P<a>bow|destroy|dishonor) or (?P<b>bow|destroy|dishonor) (?P<what>.+)$"
)


def verb_alternatives(clause: str) -> tuple[str, str] | None:
    """ "Bow or destroy one of Yayu's Spells": two alternative costs on the same card(s)
    ("Bow one of Yayu's Spells" or "destroy one of Yayu's Spells"; Mandatory costs: the
    player chooses which alternative to pay); None for another clause."""
    text = clause.strip().rstrip(".").strip()
    m = _TWO_VERBS.fullmatch(text.lower())
    if m is None or m.group("a") == m.group("b"):
        return None
    what = text[m.start("what") :]
    return f"{m.group('a')} {what}", f"{m.group('b')} {what}"


_TOKEN = lazy_regex(
    r"^(?:destroy|remove|discard) (?P<n>a|an|one|two|three|four|five) (?P<name>[a-z][a-z'-]*) "
    r"(?P<s>tokens?) (?:on|from) (?P<who>.+)$",
    re.IGNORECASE,
)


#: "Remove one of its Charging tokens": one token of the card named before ("its"/"his"/"her").
_ONE_OF_ITS = lazy_regex(
    r"^(?:destroy|remove|discard) one of (?P<who>its|his|her) (?P<name>[a-z][a-z'-]*) tokens$",
    re.IGNORECASE,
)
#: The card a possessive names, as ``token_holder`` reads it ("its" on a token: ``ITS``).
ITS = "\x00its"
_POSSESSIVE = {"his": "him", "her": "her"}


def token_words(clause: str) -> tuple[str, str] | None:
    """ "Destroy a Fire token on Torazu" -> ``("Fire", "Torazu")``: the token's name as printed
    and the words naming the card it is taken from (None for another clause); "remove one of
    its Charging tokens": one token of the card named before (``ITS`` for "its")."""
    if (one := _ONE_OF_ITS.fullmatch(clause.strip().rstrip(".").strip())) is not None:
        who = one.group("who").lower()
        return one.group("name"), _POSSESSIVE.get(who, ITS)
    m = _TOKEN.fullmatch(clause.strip().rstrip(".").strip())
    if m is None or (m.group("s").lower() == "tokens") == (_NUMBERS[m.group("n").lower()] == 1):
        return None  # "a ... tokens", "two ... token": not read
    return m.group("name"), m.group("who")


def token_count(clause: str) -> int:
    """How many tokens a token cost takes ("Remove two Kharmic tokens from this card": 2;
    Timing of costs: "Multiple costs indicated by a number ... are applied simultaneously")."""
    m = _TOKEN.fullmatch(clause.strip().rstrip(".").strip())
    return 1 if m is None else _NUMBERS[m.group("n").lower()]


def token_cost(name: str, on: str, count: int = 1) -> Cost:
    """``count`` ``name`` tokens taken off the card ``on`` (a slot, ``source`` or ``bearer``)."""
    return Cost(token=TokenCost(name=name, on=on, count=count))


def names_itself(who: str, title: str, card_type: CardType | None) -> str | None:
    """``source`` when ``who`` names the card itself ("Torazu", "this card"), ``bearer`` when
    it names an attachment's Personality ("this Personality"); None otherwise."""
    low = who.strip().lower()
    if card_type in ATTACHMENT_TYPES and low in _BEARER_NAMES:
        return BEARER
    return SOURCE if low in _self_names(title, card_type) else None


def two_antecedents(part: str, title: str, card_type: CardType | None) -> bool:
    """Does the constraint clause ``part``, which targets a card, also name the card itself
    ("Target a Personality with lower Chi than Miroki and destroy her:")? A pronoun after it
    may be either (not read; h30rev2: Soshi Miroki)."""
    if card_type is not CardType.PERSONALITY:
        return False
    names = _self_names(title, card_type) - {"this card", "this holding"}
    low = part.lower()
    return any(re.search(rf"\b{re.escape(n)}\b", low) for n in names if n)


#: "discard her", "remove it from the game": the card named before, by a pronoun.
_ITSELF_AGAIN = lazy_regex(
    r"^(?P<verb>discard|remove) (?P<who>him|her|it)(?P<tail> from the game)?$"
)


def itself_again(
    clause: str, last: tuple[str, bool], title: str, card_type: CardType | None
) -> Cost | None:
    """ "If Miwa is face-up in your province, discard her", "If this card is in your discard
    pile, remove it from the game": the card itself named again by a pronoun ("him", "her" of a
    Personality, "it" else), read as its own name would be (``parse_cost``: "Discard this card",
    "Remove this card from the game"; Costs and restrictions / Costs). None for another clause
    or another card before it."""
    m = _ITSELF_AGAIN.fullmatch(clause.strip().rstrip(".").strip().lower())
    if m is None or last[0] != SOURCE or (m.group("who") != "it") != last[1]:
        return None
    if (m.group("verb") == "remove") != bool(m.group("tail")):
        return None
    return parse_cost(f"{m.group('verb')} this card{m.group('tail') or ''}", title, card_type)


def itself_named(card_type: CardType | None) -> tuple[str, bool]:
    """The card itself as the antecedent of a pronoun ("him" on a Personality, "it" else)."""
    return SOURCE, card_type is CardType.PERSONALITY


def condition_names(cond: Condition, card_type: CardType | None) -> tuple[str, bool] | None:
    """The one card a restriction before a cost names ("If this Shugenja is unbowed, bow him
    unless he is Water": the bearer), as a pronoun's antecedent; None when it names no single
    card (a restriction on the game, or several conditions)."""
    only_card = replace(cond, card=None, matches=None) == Condition()
    if not only_card or cond.matches is None:
        return None
    if cond.card == BEARER:
        return BEARER, True
    if cond.card == SOURCE:
        return itself_named(card_type)
    return None


_LIST_HEAD = lazy_regex(
    r"\b(?:unless|if) (?:he|she|it|this [a-z]+) is (?:not )?[a-z]+(?:, (?:or )?[a-z]+)*$", re.I
)
_LIST_ITEM = lazy_regex(r"^(?:or )?[A-Za-z][a-z]*$")


def join_condition_lists(parts: list[str]) -> list[str]:
    """Clauses split at commas, with a condition's list after a cost joined again ("Bow this
    Shugenja unless he is Air", "Fire", "or Water" -> "Bow this Shugenja unless he is Air,
    Fire, or Water"): a lone word is no clause."""
    out: list[str] = []
    for part in parts:
        if out and _LIST_HEAD.search(out[-1].strip()) and _LIST_ITEM.fullmatch(part.strip()):
            out[-1] = f"{out[-1].rstrip()}, {part.strip()}"
        else:
            out.append(part)
    return out


#: Names the card the clause before named, whatever it is (only ``share_objects`` writes it).
SAME_CARD = "\x00same"
_BARE_VERB = lazy_regex(r"^\s*(?P<verb>bow|destroy|dishonor)\s*$", re.I)
_BARE_TARGET = lazy_regex(r"^\s*target\s*$", re.I)
_VERB_OBJECT = lazy_regex(r"^\s*(?P<verb>bow|destroy|dishonor)\s+(?P<what>.+)$", re.I)
#: "remove this Shugenja from the game", "move home your performing Samurai", "move this
#: Personality home": a second verb of "Bow and ..." with its own words around the card
_OTHER_VERB_OBJECT = lazy_regex(
    r"^\s*(?:(?P<remove>remove)\s+(?P<rwhat>.+?)\s+from the game|move home\s+(?P<hwhat>.+)"
    r"|move\s+(?P<mwhat>.+?)\s+home)\s*$",
    re.I,
)
#: A clause naming cards with no verb of its own ("one of your Holdings", "your performing
#: Spirit", "this card").
_NO_VERB = lazy_regex(r"^\s*(?:one of your|two of your|three of your|your|this)\s+[A-Za-z]", re.I)


def share_objects(parts: list[str]) -> list[str]:
    """ "Bow Handen and one of your Holdings": the verb shared by a clause naming cards without
    one. "Target and bow a Ring you control": the target, then the cost on it (as "bow him").
    "Bow and destroy your performing Shugenja" (split at "and" into "Bow" and "destroy your
    performing Shugenja"), "Bow and remove this Shugenja from the game", "Bow and move home
    your performing Samurai": both verbs on the one card, in order (Timing of costs: "Costs are
    paid in the order they are written"); the second names it again as "him" (the card named
    before, ``SAME_CARD``: a performer or target is not chosen twice) or as the same words for
    "this ..."."""
    out: list[str] = []
    i = 0
    while i < len(parts):
        shared = _VERB_OBJECT.fullmatch(out[-1]) if out else None
        if shared is not None and _NO_VERB.match(parts[i]):
            # "Bow Handen and one of your Gold-producing Holdings": the verb is shared
            out.append(f"{shared.group('verb')} {parts[i].strip()}")
            i += 1
            continue
        bare = _BARE_VERB.fullmatch(parts[i])
        nxt = _VERB_OBJECT.fullmatch(parts[i + 1]) if i + 1 < len(parts) else None
        if _BARE_TARGET.fullmatch(parts[i]) and nxt is not None:
            # "Target and bow a Ring you control": the target, then the cost paid with it
            # ("Targeting ... is not itself a cost": Costs and restrictions / Costs)
            what = nxt.group("what").strip()
            if not what.lower().startswith(("this ", "your target", "target", "a target")):
                out += [f"target {what}", f"{nxt.group('verb')} {SAME_CARD}"]
                i += 2
                continue
        if bare is not None and nxt is None and i + 1 < len(parts):
            other = _other_verb(parts[i + 1])  # "Bow and remove this Shugenja from the game"
            if other is not None:
                what, second = other
                out += [f"{bare.group('verb')} {what}", second]
                i += 2
                continue
        if bare is None or nxt is None:
            out.append(parts[i])
            i += 1
            continue
        what = nxt.group("what").strip()
        again = what if what.lower().startswith("this ") else SAME_CARD
        out += [f"{bare.group('verb')} {what}", f"{nxt.group('verb')} {again}"]
        i += 2
    return out


def _other_verb(part: str) -> tuple[str, str] | None:
    """ "remove this Shugenja from the game", "move home your performing Samurai" after a bare
    "Bow": ``(the card's words, the second clause naming it again)`` - "this ..." by the same
    words, a performer or target as the card named before (``SAME_CARD``); None otherwise."""
    m = _OTHER_VERB_OBJECT.fullmatch(part)
    if m is None:
        return None
    what = (m.group("rwhat") or m.group("hwhat") or m.group("mwhat")).strip()
    again = what if what.lower().startswith("this ") else SAME_CARD
    if m.group("remove"):
        return what, f"remove {again} from the game"
    return what, f"move {again} home"


def token_holder(
    who: str, title: str, card_type: CardType | None, last: tuple[str, bool] | None
) -> str | None:
    """The card a token cost takes tokens from: the card itself or its bearer
    (``names_itself``), or the card named before for "it"/"him"/"her" ("Bow this card and
    discard a Fire token on it"); None otherwise."""
    if who == ITS:
        # "its" tokens: of the card named before, the card itself even on a Personality (a
        # token is on a card, never on the action the trigger names; Fudo's "effects on it")
        return last[0] if last is not None and (last[0] == SOURCE or not last[1]) else None
    if (itself := names_itself(who, title, card_type)) is not None:
        return itself
    low = who.strip().lower()
    if last is not None and low in ("it", "him", "her") and (low != "it") == last[1]:
        return last[0]
    return None
