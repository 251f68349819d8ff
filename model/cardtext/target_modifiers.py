"""Post-modifiers of a target phrase (Abilities and actions / B): what follows a phrase's
noun and restricts it - a stat compared with a number or with the card itself ("with Force 3
or lower", "with lower Chi than this Personality's"), attachments it has or lacks ("with a
Weapon", "without Followers"), and where it is ("at home", "in your discard pile", "in a
province"). Each reads one modifier at the start of the rest of a sentence, or says why not.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.ability_modifier import ability_modifier
from model.cardtext.province_strength import province_strength_modifier
from model.cardtext.target_alternatives import (
    Reader,
    attachment_count,
    either_selector,
    or_comparisons,
)
from model.cardtext.target_clauses import NOT_YOURS, clause_modifier
from model.cardtext.target_names import not_named
from model.cardtext.target_no_abilities import without_abilities
from model.cardtext.target_printed import printed_or_whose
from model.cardtext.target_references import HIS
from model.cardtext.target_words import CLAUSE_VERBS, KEYWORDS, LOCATIONS, NOUNS, STATS, self_words
from model.common import ATTACHMENT_TYPES, DYNASTY_TYPES, FATE_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import BASE_PREFIX, BEARER, SOURCE, Controller, Selector
from model.zones import Place

__all__ = ["in_pile_of_deck", "modifier", "unit_stat"]

#: A modifier may end before "and" and a second modifier ("with lower Force and no
#: attachments"): the phrase grammar reads the second one (targets.py).
AND_NEXT = (
    r"\s+and\s+(?:lower|higher|less|more|greater|equal|no|fewer|with|without)\b"
    # or a location modifier: "a card with lower Gold Cost in a unit"
    r"|\s+(?:in|at|not at)\s"
    # or a clause of the effect: "target an enemy Personality with higher Force and give him"
    r"|\s+and\s+(?:" + "|".join(sorted(CLAUSE_VERBS)) + r")\s"
)
#: "with your Clan alignment", "without your Clan Alignment"
_MOD_YOUR_CLAN = lazy_regex(r"\s*(with|without) your clan alignment\b", re.IGNORECASE)
_STAT_RE = "|".join(sorted(STATS, key=len, reverse=True))
_MOD_LOCATION = lazy_regex(
    r"^\s*(" + "|".join(re.escape(k) for k in LOCATIONS) + r")\b", re.IGNORECASE
)
_MOD_STAT_N = lazy_regex(
    rf"^\s*with (?:a )?(?P<base>base )?(?P<stat>{_STAT_RE}) (?:of )?(?P<n>\d+) or "
    r"(?P<dir>less|lower|fewer|more|higher|greater)\b",
    re.IGNORECASE,
)
_MOD_N_STAT = lazy_regex(
    rf"^\s*with (?P<n>\d+) or (?P<dir>less|lower|fewer|more|higher|greater) (?P<base>base )?"
    # "one or two enemy Personalities with 6 or lower Force each": of each card
    rf"(?P<stat>{_STAT_RE})(?:\s+each)?\b",
    re.IGNORECASE,
)
#: "with 4 Gold Cost or less", "with a 0 Gold Cost", "with a Gold Cost of 0": a stat against a
#: number (no "or ...": equal to it).
_MOD_N_STAT_OR = lazy_regex(
    rf"^\s*with (?:an? )?(?P<n>\d+) (?P<base>base )?(?P<stat>{_STAT_RE})(?: or (?P<dir>less|"
    r"lower|fewer|more|"
    # ("with 0 Personal Honor and, as he moves, ...": a clause of the effect follows)
    r"higher|greater))?(?=\s*[.,;:)]|\s*$|\s+and,)",
    re.IGNORECASE,
)
_MOD_STAT_OF_N = lazy_regex(
    rf"^\s*with an? (?P<base>base )?(?P<stat>{_STAT_RE}) of (?P<n>\d+)(?=\s*[.,;:)]|\s*$)",
    re.IGNORECASE,
)
_MOD_LOWER_THAN_SOURCE = lazy_regex(
    r"^\s*with (?:an? )?(?P<dir>lower|higher|less|more|greater|equal or lower|equal or higher|"
    rf"equal or less|equal or greater) (?P<base>base |printed )?(?P<stat>{_STAT_RE})(?P<than> than "
    # "than your Personality": the one card of yours named before (model.cardtext.your_named)
    r"(?:this card|this personality|this shugenja|him|her|it|your (?P<your>(?-i:[A-Z])[\w-]*)|"
    r"(?P<name>[A-Z][\w-]*))"
    rf"(?:'s(?: (?P<stat2>{_STAT_RE}))?)?)?(?=\s*[.,;:]|\s*$|{AND_NEXT}"
    # or an alternative comparison ("with lower Force or without attached Weapons":
    # target_alternatives.or_comparisons)
    r"|\s+or\s+with(?:out)?\b)",
    re.IGNORECASE,
)
#: ("attached cards": attachments, Reference 03; "cards" only after "attached")
_WITHOUT_NOUN = r"followers?|attachments?|items?|spells?|weapons?|armor|(?<=attached )cards?"
#: "without Followers", "without a Weapon", "without attached Weapons or Armor".
_MOD_WITHOUT = lazy_regex(
    # "without unbowed attachments": none of them unbowed
    rf"^\s*(?:without|with no) (?:attached )?(?:(?P<det>an?) )?(?P<unbowed>unbowed )?"
    # "with no non-Ninja Followers": none without the keyword
    r"(?:non-(?P<non>(?-i:[A-Z])[\w-]*) )?"
    rf"(?P<what>{_WITHOUT_NOUN})"
    rf"(?: or (?P<what2>{_WITHOUT_NOUN}))?\b",
    re.IGNORECASE,
)


def _stat_of(m: re.Match[str]) -> str:
    """The stat a modifier names: its current value, or its printed one after "base" ("with 7
    or higher base Force"; "'Base' generally means physically printed in ink on the card",
    FAQ)."""
    stat = STATS[m.group("stat").lower()]
    return f"{BASE_PREFIX}{stat}" if m.groupdict().get("base") else stat


#: "your performing Monk, who must be unbowed unless he is Earth": the card is in that state or
#: has the keyword (Costs and restrictions / Conditional costs: "unless" lifts what comes
#: before it when the condition holds).
_MOD_MUST_BE = lazy_regex(
    r"^\s*,\s*who must be (?P<state>unbowed|bowed|honorable|dishonorable) unless (?:he|she) is "
    r"(?P<kw>(?-i:[A-Z])[\w-]*)(?=\s*[,.;:]|\s*$)",
    re.IGNORECASE,
)
#: "a Personality, who must be unbowed if he is yours": another player's, or in that state (a
#: restriction of the target said of the player's own cards only).
_MOD_MUST_BE_IF_YOURS = lazy_regex(
    r"^\s*,?\s*who must be (?P<state>unbowed|bowed|honorable|dishonorable) if (?:he|she|he or "
    r"she) is yours(?=\s*[,.;:]|\s*$)",
    re.IGNORECASE,
)
_MUST_STATES = {
    "unbowed": Selector(bowed=False),
    "bowed": Selector(bowed=True),
    "honorable": Selector(dishonorable=False),
    "dishonorable": Selector(dishonorable=True),
}


def _lacked(word: str) -> Selector:
    """The attachment "without" names: any ("attachments"), a card type, or a keyword."""
    noun = word.lower() if word.lower() == "armor" else word.lower().removesuffix("s")
    if noun in ("attachment", "card"):  # "without attached cards": no attachment at all
        return Selector()
    return Selector(type=NOUNS[noun]) if noun in NOUNS else Selector(keyword=(noun,))


#: "(Spells have zero Force)" after a Force comparison: the reminder of Reference 04, Absent
#: stats (a Spell has no Force, zero when checked: model.evaluate.term_value); the phrase ends
#: before it, and the effects read it as a reminder.
ZERO_FORCE = r"\s*\(Spells have zero Force\)\s*(?:[.;]|$)"
#: "with Force equal to or lower than this Personality's", "with Force less than or equal to
#: Futoro's Chi", "with Force equal to or lower than 4": a stat compared with a number, or with
#: a stat of the card itself (its name, "this card", "this <its type>") or, on an attachment,
#: of the Personality it is attached to ("this Personality", "this Shugenja": Reference 03).
_MOD_STAT_THAN = lazy_regex(
    rf"^\s*with (?:a )?(?P<stat>{_STAT_RE}) (?P<dir>equal to or (?:lower|less|higher|greater|more)"
    r"|(?:lower|less|higher|greater|more) than or equal to|(?:lower|less|higher|greater|more))"
    r"(?: than)? (?:(?P<n>\d+)|(?P<who>this [a-z]+|your [A-Z][\w-]*|[A-Z][\w-]*)(?P<poss>'s)?"
    rf"(?: (?P<stat2>{_STAT_RE}))?)(?=\s*[.,;:)]|\s*$|{AND_NEXT}|{ZERO_FORCE})",
    re.IGNORECASE,
)
#: "with a Weapon", "with Followers", "with attached Followers": it has such an attachment.
_MOD_WITH_ATTACHED = lazy_regex(
    r"^\s*with (?:(?P<det>an?) |attached )?(?P<what>followers?|items?|spells?|weapons?|armor|"
    r"attachments?)"
    rf"(?=\s*[.,;:)]|\s*$|\s+[+-]\d|{AND_NEXT})",
    re.IGNORECASE,
)


def _stat_than(
    m: re.Match[str], sel: Selector, title: str, card_type: CardType | None
) -> tuple[Selector, str, int] | str:
    stat = STATS[m.group("stat").lower()]
    direction = m.group("dir").lower()
    op = "<" if any(w in direction for w in ("lower", "less")) else ">"
    if "equal" in direction:
        op += "="
    if m.group("n") is not None:
        return sel, f"{{slot}}.{stat} {op} {int(m.group('n'))}", m.end()
    who = m.group("who").lower()
    if who.startswith("your "):
        # "your Paragon's Personal Honor": the one card of yours with the keyword named before
        # (model.cardtext.your_named; refused where none is)
        kw = who.removeprefix("your ")
        if kw not in KEYWORDS or m.group("poss") is None:
            return f"a comparison with {m.group('who')!r}"
        stat2 = STATS[m.group("stat2").lower()] if m.group("stat2") else stat
        return sel, f"{{slot}}.{stat} {op} {{your:{kw}}}.{stat2}", m.end()
    if who.startswith("this "):
        noun = who[5:]
        if noun == "card" or (card_type is not None and noun == card_type.value):
            other = SOURCE
        elif card_type in ATTACHMENT_TYPES and noun in ("personality", "shugenja"):
            other = BEARER
        else:
            return f"a comparison with {who!r}"
    elif who in self_words(title):
        other = SOURCE
    else:
        return f"a comparison with {m.group('who')!r}"
    stat2 = STATS[m.group("stat2").lower()] if m.group("stat2") else stat
    if m.group("poss") is None:
        return f"a comparison with {m.group('who')!r}"  # "than this Personality" needs "'s"
    return sel, f"{{slot}}.{stat} {op} {other}.{stat2}", m.end()


_MOD_PROVINCE = lazy_regex(
    r"^\s*(?P<up>face-up\s+)?in (?:(your|one of your|another player's|a|any) )?provinces?\b",
    re.IGNORECASE,
)
_MOD_IN_A_UNIT = lazy_regex(r"^\s*in (?:a unit|units)\b", re.IGNORECASE)
#: Places in play that may follow "in a unit" ("in a unit at the current battlefield").
_IN_A_UNIT_AT = frozenset(
    {Place.CURRENT_BATTLEFIELD, Place.HOME, Place.BATTLEFIELD, Place.NOT_CURRENT_BATTLEFIELD}
)


def selector_text_short(sel: Selector) -> str:
    return "/".join(t.value for t in sel.type) or "a card"


_MOD_PILE = lazy_regex(
    # "in your discard pile"; "Put a target Terrain from your discard pile into your hand":
    # where the target is (the effect takes it from there)
    r"^\s*(?:in|from) (?:(?P<whose>your|another player's|any player's|a|any) )?"
    r"(?P<deck>fate |dynasty )?(?P<pile>hand|discard piles?)\b",
    re.IGNORECASE,
)
#: After "from <pile>": where the effect puts the card, and nothing more in the sentence
#: ("Put a target Terrain from your discard pile into your hand.")
_FROM_TO = lazy_regex(
    r"^\s+(?:into|to|onto)\s+(?:(?!\b(?:that|which|who|whose|with|without|if|unless|except)\b)"
    r"[^.;:,()])*(?:[.;:]|$)",
    re.IGNORECASE,
)
_MOD_YOUR_HOME = lazy_regex(r"^\s*in your home\b", re.IGNORECASE)
#: "in the Defender's home": at home, controlled by the Defender (Reference 05: each player's
#: home; the Defender is the player defending in the current battle)
_MOD_DEFENDERS_HOME = lazy_regex(r"^\s*in the (?-i:Defender)'s home\b", re.IGNORECASE)
_PILE_OWNER = {
    "your": Controller.YOU,
    "another player's": Controller.OPPONENT,
    "any player's": Controller.ANY,
    "a": Controller.ANY,
    "any": Controller.ANY,
}


def _pile(sel: Selector, m: re.Match[str]) -> Selector | str:
    """ "in your hand", "in your discard pile", "in another player's discard pile", "in a
    Dynasty discard pile": a card out of play, in its owner's pile (Reference 02: each player's
    decks and discard piles); the discard pile is the Fate or Dynasty one by the card's deck
    (or as named), refused when neither says which. Only your own hand is read (another
    player's is hidden)."""
    pile = m.group("pile").lower()
    if m.group("whose") is None and pile != "discard piles":
        return f"'in {pile}' without whose"
    # "in discard piles": every player's (Reference 05: each player has his discard piles)
    whose = " ".join((m.group("whose") or "any player's").lower().split())
    deck = (m.group("deck") or "").strip().lower()
    owner = _PILE_OWNER[whose]
    # "a target dead Personality in any player's discard pile": already there, said again
    again = sel.location in (Place.FATE_DISCARD, Place.DYNASTY_DISCARD) and pile != "hand"
    if (sel.location is not None and not again) or (
        sel.controller is not Controller.ANY and sel.controller is not owner
    ):
        return f"'in {whose} {pile}' after another owner or place"
    types = set(sel.type)
    if not types and "terrain" in sel.keyword:
        types = {CardType.STRATEGY}  # "Terrain is a Strategy keyword" (Reference 03)
    if not types and "fortification" in sel.keyword:
        types = {CardType.HOLDING}  # "Fortification is a keyword on Holdings" (Reference 03)
    if pile == "discard piles":
        # "in your discard piles": either of them (Reference 02: each player has a Fate and a
        # Dynasty discard pile), the card in whichever holds it, of any type ("non-Ring cards in
        # discard piles": every player's, Exquisite Gifts)
        if deck or again:
            return f"'in {whose} {deck}discard piles'"
        return replace(sel, controller=owner, location=Place.DISCARD)
    if pile == "hand":
        if owner is not Controller.YOU or deck:
            return f"'in {whose} {deck}hand'"
        place = Place.HAND
    elif deck == "fate" or (not deck and types and types <= FATE_TYPES):
        place = Place.FATE_DISCARD
    elif deck == "dynasty" or (not deck and types and types <= DYNASTY_TYPES):
        place = Place.DYNASTY_DISCARD
    elif not deck and not again:
        # no deck named and the card may be of either: the card is in exactly one of its
        # owner's two piles, so "your discard pile" is whichever holds it (Reference 05)
        return replace(sel, controller=owner, location=Place.DISCARD)
    else:
        return f"'{whose} discard pile': the Fate or the Dynasty one?"
    if (
        place is not Place.HAND
        and types
        and not types <= (FATE_TYPES if place is Place.FATE_DISCARD else DYNASTY_TYPES)
    ):
        return f"a card of the other deck in the {deck} discard pile"
    if again and place is not sel.location:
        return f"'in {whose} {deck}discard pile' of a card in the other one"
    return replace(sel, controller=owner, location=place)


def in_pile_of_deck(sel: Selector, pile: str) -> Selector | str:
    """ "a discarded Personality", "your dead Samurai": in the discard pile of the card's deck
    (Reference 02), dead (a destroyed Personality) or discarded (every other card there,
    Reference 05, Dead)."""
    types = set(sel.type)
    personality = types == {CardType.PERSONALITY}
    if pile == "dead" and not personality:
        return f"'dead' of a card that may be no Personality: {sorted(types)}"
    if types and types <= DYNASTY_TYPES:
        place = Place.DYNASTY_DISCARD
    elif types and types <= FATE_TYPES:
        place = Place.FATE_DISCARD
    else:
        return f"'{pile}': the Fate or the Dynasty discard pile?"
    if CardType.PERSONALITY in types and not personality:
        return f"'{pile}' of a Personality or another card"
    return replace(sel, location=place, dead=(pile == "dead") if personality else None)


def _than_yours(m: re.Match[str], sel: Selector) -> tuple[Selector, str, int] | str:
    """ "with equal or lower Chi than your Personality", "with lower Force than your Samurai's
    Chi": compared with the one card of yours with that keyword or card type chosen before
    (``{your:<word>}``, bound by model.cardtext.your_named or refused; Abilities and actions /
    B: targets are chosen in the order written); printed values ("base") are not read here."""
    word = m.group("your").lower()
    if (word not in KEYWORDS and word != CardType.PERSONALITY.value) or m.group("base"):
        return f"a comparison with 'your {m.group('your')}'"
    stat = STATS[m.group("stat").lower()]
    stat2 = STATS[m.group("stat2").lower()] if m.group("stat2") else stat
    direction = m.group("dir").lower()
    op = "<" if direction.endswith(("lower", "less")) else ">"
    op += "=" if direction.startswith("equal") else ""
    return sel, f"{{slot}}.{stat} {op} {{your:{word}}}.{stat2}", m.end()


#: "with a Poison token", "who has a Madness token", "without a Masterwork token": a token of
#: that name on the card, or none (a token is named by the word before "token").
_MOD_TOKEN = lazy_regex(
    r"^\s*(?P<how>with an?|who has an?|that has an?|without an?|with no) "
    rf"(?P<name>(?-i:[A-Z])[\w-]*) (?P<tokens>tokens?)(?=\s*[.,;:)]|\s*$|{AND_NEXT})",
    re.IGNORECASE,
)


def _token(m: re.Match[str], sel: Selector) -> tuple[Selector, str, int] | str:
    name = m.group("name").lower()
    lacks = m.group("how").lower().startswith(("without", "with no"))
    if (m.group("tokens").lower() == "tokens") != (m.group("how").lower() == "with no"):
        return f"the words after a target: {m.group(0).strip()!r}"  # "with a X tokens"
    if lacks:
        if sel.lacks_token is not None:
            return "two tokens lacked"
        return replace(sel, lacks_token=name), "", m.end()
    if sel.has_token is not None:
        return "two tokens had"
    return replace(sel, has_token=name), "", m.end()


#: "a Personality opposing Takichi", "a card opposing this card": opposing the card itself
#: (Reference 05: opposing cards are at the current battlefield, on different sides).
_MOD_OPPOSING = lazy_regex(
    r"^\s*opposing (?P<who>this [a-z]+|(?-i:[A-Z])[\w-]*)"
    # (a further modifier may follow: "a card opposing him with lower Force")
    rf"(?=\s*[.,;:)]|\s*$|\s+at\b|\s+with\b|{AND_NEXT})",
    re.IGNORECASE,
)


def _opposing(
    m: re.Match[str], sel: Selector, title: str, card_type: CardType | None
) -> tuple[Selector, str, int] | str:
    who = m.group("who").lower()
    itself = who == "this card" or (card_type is not None and who == f"this {card_type.value}")
    if not itself and (who.startswith("this ") or who not in self_words(title)):
        return f"a card opposing {m.group('who')!r}"
    if sel.opposing is not None:
        return "two 'opposing'"
    return replace(sel, opposing=SOURCE), "", m.end()


#: "two Personalities controlled by the same player": the grouped cards share a controller.
_MOD_SAME_PLAYER = lazy_regex(
    rf"^\s*controlled by the same player(?=\s*[.,;:)]|\s*$|{AND_NEXT})", re.IGNORECASE
)


def modifier(
    rest: str,
    sel: Selector,
    title: str,
    card_type: CardType | None = None,
    *,
    alternatives: bool = True,
) -> tuple[Selector, str, int] | str | None:
    """One post-modifier at the start of ``rest``: (selector, relation or "", length used).
    ``alternatives``: also alternatives of modifiers (model.cardtext.target_alternatives)."""
    from model.cardtext.target_counts import count_or_pile  # (imports this module)

    # "a Follower in your hand or discard pile", "with fewer Weapons" (before "in your hand")
    if (in_pile_or_counted := count_or_pile(rest, sel)) is not None:
        return in_pile_or_counted
    if alternatives:
        one: Reader = lambda r, s: modifier(r, s, title, card_type, alternatives=False)  # noqa: E731
        alt = without_abilities(rest, sel, one)  # "with a Poison token or without abilities"
        if alt is None:
            alt = or_comparisons(rest, sel, one)
        if alt is None:
            alt = either_selector(rest, sel, one)
        if alt is not None:
            return alt
    if (m := _MOD_YOUR_CLAN.match(rest)) is not None:
        # "with your Clan alignment" (Rise, Brother): the selecting player's (Reference 02)
        if sel.your_clan is not None or sel.clan is not None or sel.unaligned is not None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, your_clan=m.group(1).lower() == "with"), "", m.end()
    if (province := province_strength_modifier(rest, sel)) is not None:
        return province  # "with Force lower than this battlefield's province's strength"
    if (m := _MOD_STAT_THAN.match(rest)) is not None:
        return _stat_than(m, sel, title, card_type)
    if (m := _MOD_TOKEN.match(rest)) is not None:
        return _token(m, sel)
    if (kind := ability_modifier(rest, sel)) is not None:
        return kind  # "with a Political ability"
    if (m := _MOD_MUST_BE.match(rest)) is not None:
        kw = m.group("kw").lower()
        if kw not in KEYWORDS or sel.any_of:
            return f"the words after a target: {rest.strip()[:40]!r}"
        either = (_MUST_STATES[m.group("state").lower()], Selector(keyword=(kw,)))
        return replace(sel, any_of=either), "", m.end()
    if (m := _MOD_MUST_BE_IF_YOURS.match(rest)) is not None:
        state = _MUST_STATES[m.group("state").lower()]
        if sel.any_of or sel.controller is not Controller.ANY or sel.bowed is not None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        if sel.dishonorable is not None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, any_of=(NOT_YOURS, state)), "", m.end()
    if (m := _MOD_OPPOSING.match(rest)) is not None:
        return _opposing(m, sel, title, card_type)
    if (m := _MOD_SAME_PLAYER.match(rest)) is not None:
        if sel.same_controller or sel.controller is not Controller.ANY:
            return "'controlled by the same player' after an owner"
        return replace(sel, same_controller=True), "", m.end()
    if (m := _MOD_WITH_ATTACHED.match(rest)) is not None:
        word = m.group("what").lower()
        noun = word.removesuffix("s")
        if word != "armor" and (m.group("det") is not None) == word.endswith("s"):
            # "a Weapon", "Followers"; "Armor" either way
            return f"the words after a target: {rest.strip()[:40]!r}"
        if sel.has_attachment is not None:
            return "two 'with'"
        has = Selector(type=NOUNS[noun]) if noun in NOUNS else Selector(keyword=(noun,))
        return replace(sel, has_attachment=has), "", m.end()
    if (m := _MOD_PROVINCE.match(rest)) is not None:
        # a card in a province (Reference 05: provinces hold Dynasty cards, face up or down)
        whose = (m.group(2) or "").lower()
        controller = {
            "your": Controller.YOU,
            "one of your": Controller.YOU,
            "another player's": Controller.OPPONENT,
        }.get(whose, Controller.ANY)
        if sel.location is not None or (
            sel.controller is not Controller.ANY
            and controller is not Controller.ANY
            and sel.controller is not controller  # "your Personality in your province": one
        ):
            return "two places or owners for a card in a province"
        if controller is not Controller.ANY:
            sel = replace(sel, controller=controller)
        if m.group("up"):  # "face-up in your province" (Reference 05: face up or down there)
            if sel.face_up is not None:
                return "two 'face-up' of a card in a province"
            sel = replace(sel, face_up=True)
        return replace(sel, location=Place.PROVINCE), "", m.end()
    if (m := _MOD_IN_A_UNIT.match(rest)) is not None:
        # a unit is a Personality and the cards attached to him (Reference 03), and an
        # attachment in play is always attached: a card in a unit is a Personality or an
        # attachment in play
        in_units = (CardType.PERSONALITY, *sorted(ATTACHMENT_TYPES))
        if sel.location is not None or (sel.type and not set(sel.type) <= set(in_units)):
            return f"'in a unit' after {selector_text_short(sel)}"
        return replace(sel, type=sel.type or in_units, location=Place.IN_PLAY), "", m.end()
    if (m := _MOD_YOUR_HOME.match(rest)) is not None:
        # "your target Personality in your home": at home (Reference 05: each player's home)
        if sel.location is not None or sel.controller is Controller.OPPONENT:
            return "'in your home' after another owner or place"
        return replace(sel, controller=Controller.YOU, location=Place.HOME), "", m.end()
    if (m := _MOD_DEFENDERS_HOME.match(rest)) is not None:
        if sel.location is not None or sel.of_defender is not None:
            return "'in the Defender's home' after another place"
        return replace(sel, location=Place.HOME, of_defender=True), "", m.end()
    if (m := _MOD_PILE.match(rest)) is not None:
        if m.group(0).strip().lower().startswith("from") and not _FROM_TO.match(rest[m.end() :]):
            # "... from your discard pile into your hand that has not left ...": words the
            # effect does not read could restrict the card
            return f"the words after a target: {rest.strip()[:40]!r}"
        got = _pile(sel, m)
        return got if isinstance(got, str) else (got, "", m.end())
    if (m := _MOD_LOCATION.match(rest)) is not None:
        place = LOCATIONS[m.group(1).lower()]
        if sel.location is Place.IN_PLAY and place in _IN_A_UNIT_AT:
            # "a card in a unit at the current battlefield": in play, and there
            return replace(sel, location=place), "", m.end()
        if sel.location is not None:
            return "two locations"
        return replace(sel, location=place), "", m.end()
    for pattern in (_MOD_N_STAT_OR, _MOD_STAT_OF_N):
        if (m := pattern.match(rest)) is not None:
            stat = _stat_of(m)
            way = (m.groupdict().get("dir") or "").lower()
            op = "==" if not way else "<=" if way in ("less", "lower", "fewer") else ">="
            return sel, f"{{slot}}.{stat} {op} {int(m.group('n'))}", m.end()
    for pattern in (_MOD_STAT_N, _MOD_N_STAT):
        if (m := pattern.match(rest)) is not None:
            stat = _stat_of(m)
            op = "<=" if m.group("dir").lower() in ("less", "lower", "fewer") else ">="
            return sel, f"{{slot}}.{stat} {op} {int(m.group('n'))}", m.end()
    if (m := _MOD_LOWER_THAN_SOURCE.match(rest)) is not None:
        if m.group("your") is not None:
            return _than_yours(m, sel)
        name = m.group("name")
        if (
            name is not None
            and name.lower() == "his"
            and not (m.group("base") or m.group("stat2") or "'s" in m.group(0))
        ):
            # "with lower Force than his": than the one card chosen before (target_references)
            stat = STATS[m.group("stat").lower()]
            op = "<" if m.group("dir").lower().endswith(("lower", "less")) else ">"
            op += "=" if m.group("dir").lower().startswith("equal") else ""
            return sel, f"{{slot}}.{stat} {op} {HIS}.{stat}", m.end()
        if name is not None and name.lower() not in self_words(title):
            return f"a comparison with {name!r}"
        if m.group("than") is not None and name is None and not m.group(0).lower().count("this"):
            return "a comparison with 'him'"
        stat = STATS[m.group("stat").lower()]
        direction = m.group("dir").lower()
        op = "<" if direction.endswith(("lower", "less")) else ">"
        if direction.startswith("equal"):
            op += "="
        # "with lower Force" alone, or "than this Personality" (the card itself only when it
        # is a Personality: on a Follower it is its bearer): the caller says whom ({lower})
        than = (m.group("than") or "").lower()
        if "this shugenja" in than:
            # on a Spell, the Shugenja it is attached to (Reference 03); else not read
            if card_type not in ATTACHMENT_TYPES:
                return "a comparison with 'this Shugenja'"
            than = than.replace("this shugenja", "this personality")
        other = SOURCE if than and "this personality" not in than else "{lower}"
        if "this personality" in than and card_type in ATTACHMENT_TYPES:
            other = BEARER  # the Personality it is attached to (Reference 03)
        elif "this personality" in than and card_type is CardType.PERSONALITY:
            other = SOURCE
        # "with lower Personal Honor than Soeka's Chi": another stat of the same card
        stat2 = STATS[m.group("stat2").lower()] if m.group("stat2") else stat
        if m.group("base"):
            # "a Personality with lower base Personal Honor": the printed values of both (the
            # comparison left unsaid is of the same words); with "than ..." not read
            if m.group("than") is not None:
                return f"the words after a target: {rest.strip()[:40]!r}"
            stat = stat2 = f"{BASE_PREFIX}{stat}"
        return sel, f"{{slot}}.{stat} {op} {other}.{stat2}", m.end()
    if (m := _MOD_WITHOUT.match(rest)) is not None:
        what = m.group("what").lower()
        if what != "armor" and (m.group("det") is not None) == what.endswith("s"):
            return f"the words after a target: {rest.strip()[:40]!r}"  # "without a Followers"
        # "without attachments": no attached card at all; "without a Weapon": no Weapon
        # (a keyword of attachments, Reference 04); "without a Weapon or Armor": neither
        lacks = _lacked(what)
        if m.group("what2") is not None:
            also = _lacked(m.group("what2"))
            if lacks.type and also.type:
                lacks = Selector(type=(*lacks.type, *also.type))
            elif lacks.keyword and also.keyword:
                lacks = Selector(any_keyword=(*lacks.keyword, *also.keyword))
            else:
                return f"the words after a target: {rest.strip()[:40]!r}"
        if sel.lacks_attachment is not None:
            return "two 'without'"
        if m.group("unbowed"):
            lacks = replace(lacks, bowed=False)
        if m.group("non") is not None:
            if m.group("non").lower() not in KEYWORDS:
                return f"the words after a target: {rest.strip()[:40]!r}"
            lacks = replace(lacks, not_keyword=(m.group("non").lower(),))
        return replace(sel, lacks_attachment=lacks), "", m.end()
    if (counted := attachment_count(rest)) is not None:  # "with three or more attachments"
        return sel, counted[0], counted[1]
    # "with a printed Gold Cost of 1 or more", "whose unit's total Force is 7 or higher"
    read = printed_or_whose(rest, sel, title, card_type)
    if read is None:  # "with Shadowlands or without attachments"
        read = clause_modifier(rest, sel)
    return read if read is not None else not_named(rest, sel)  # "not named Yasuki Tono"


#: A relation on a stat or count of the target itself ("{slot}.force < ...").
_OWN_STAT = lazy_regex(r"\{slot\}\.(?!total_)[a-z_]+")


def unit_stat(where: list[str]) -> str | None:
    """Why a target unit's comparison is not read ("an enemy unit with lower Force", "with fewer
    attachments"): of its Personality, or of the unit (Reference 04: a unit's total Force
    counts every card in it)? As a qualifier of a unit ("an unbowed unit") is not; "total
    Force" is the unit's and read. None: every relation names a total."""
    if any(_OWN_STAT.search(w) for w in where):
        return "a comparison of a unit (its Personality's, or the whole unit's?)"
    return None
