"""A Fear's or Melee Attack's strength counted on the board the action is announced on.

"Fear equal to Dai-ketsu's Force plus the number of Spells he has", "Melee Attack with strength
equal to 4 plus the number of Sake tokens he has", "Fear 3 with +1 strength for each of
Atsushi's Infamy tokens", "Fear equal to the number of Undead cards in this unit", "Melee
Attack equal to the number of Hirakura's Spirit Followers": each count names what the state
shows when the action is announced (the cards attached to one card, the tokens on one card,
the cards of its unit: Reference 03, units and attachments), so the strict reading's Force
limit (``effects_attacks``) is that strength, read then, as the relation language's counted
attributes (``model.board_counts``): "target1.force <= source.force + source.attached_spell".

Whose count it is: a word of the card's own title ("Dai-ketsu's", Reference 03: a card names
itself), or "he"/"his"/"him" of the one card chosen before (a performer, ``pronoun``) or, with
none, of the card whose stat the strength adds to. A count of something else ("the number of
Rings you control", "the number of Standards in this army", a past event) is not read: it stays
at its lowest, 0, which only lowers the limit (the strict reading may demand more than the
truth, never less); with no count read, the sentence is left to ``attack_forms``. The strength
is compared again when the attack resolves (the "unsettled" reading, unchanged).
"""

from __future__ import annotations

import re

from model.board_counts import is_count_attribute
from model.cardtext.attack_army_counts import army_count, per_each, without_bonuses
from model.cardtext.conditions import named_card
from model.cardtext.discard_focus import DISCARDED_FOCUS
from model.common import NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import ATTACHED_COUNTS, SOURCE
from model.unit_other_counts import unit_other_attribute

__all__ = ["counted_limit"]

_N = r"(?:\d+|one|two|three|four|five)"
_HEAD = (
    r"^(?:Make an? )?(?:(?P<fear>Fear(?: effect)?|Melee Attack)(?: with (?:a )?strength)? "
    # "Fear 1 plus the number of Weapons Hyakute has attached"
    r"equal to |(?:Fear (?P<fn>\d+)|Melee (?P<mn>\d+) Attack) plus )"
    r"(?:(?P<n>" + _N + r") plus |(?P<who>(?-i:[A-Z][\w-]+)|this (?-i:[A-Z][a-z]+))'s "
    r"(?P<stat>Force|Chi),? plus )?"
    r"(?P<counts>the number of .+?)"
    # "(this is a Melee 0 Attack if he has no Spirit Followers)": the count's own zero
    r"(?: \(this is an? (?:Fear|Melee) 0(?: Attack)? if [^()]+\))?\.?$"
)
_COUNTED_HEAD = lazy_regex(_HEAD, re.IGNORECASE)
#: "Fear 3 with +1 strength for each of Atsushi's Infamy tokens"
_PER_EACH = lazy_regex(
    r"^(?:Make an? )?(?:(?P<fear>Fear) (?P<fn>\d+)(?: effect)?|Melee (?P<mn>\d+) Attack),? "
    r"with \+(?P<per>\d+) strength for each (?P<what>of (?:his|her|(?-i:[A-Z][\w-]+)'s) "
    r"(?-i:[A-Z][a-z]+) tokens|(?-i:[A-Z][a-z]+) token on (?:him|her|(?-i:[A-Z][\w-]+)"
    # "on your Personality": the performer chosen before (Breath of the Heavens)
    r"|your Personality))"
    # "and give your Personality a +1F Fire token": a token given after the attack, which the
    # strength counted when the action is announced does not yet hold (the lower strength)
    r"(?: and give (?:your Personality|him|her) an? [+-]?\w+(?:/[+-]\w+)? (?-i:[A-Z][a-z]+) "
    r"token)?\.?$",
    re.IGNORECASE,
)
_TYPES = r"(?P<type>Followers|Items|Spells|Weapons)"
_PLURALS = {"personalities": "personality", "followers": "follower", "holdings": "holding"}
_PLURALS["cards"] = "card"  # of any type (``model.board_counts``: ``yours_card_<keyword>``)
_YOURS = r"(?P<ytype>(?-i:Personalities|Followers|Holdings|Rings|Items|Spells))"
#: One count: (its words, after "the number of"), each form naming its owner.
_COUNT_FORMS = (
    # "Sake tokens he has", "Fire tokens on him", "Fire tokens on Sakata"
    lazy_regex(
        r"^(?P<tok>(?-i:[A-Z][a-z]+)) tokens (?:(?P<pr>he|she) has|on (?P<obj>him|her)"
        r"|on (?P<on>(?-i:[A-Z][\w-]+)))$",
        re.IGNORECASE,
    ),
    # "Atsushi's Infamy tokens", "his Fire tokens"
    lazy_regex(
        r"^(?:(?P<pos>his|her)|(?P<name>(?-i:[A-Z][\w-]+))'s) (?P<tok>(?-i:[A-Z][a-z]+)) tokens$",
        re.IGNORECASE,
    ),
    # "Spells he has", "Followers Hirakura has", "Weapons Hyakute has attached"
    lazy_regex(
        r"^" + _TYPES + r" (?:(?P<pr>he|she)|(?P<on>(?-i:[A-Z][\w-]+))) has(?: attached)?$", re.I
    ),
    # "Followers in this unit" (of a Personality: the cards attached to him)
    lazy_regex(r"^" + _TYPES + r" (?P<inunit>in this unit)$", re.IGNORECASE),
    # "Hirakura's Spirit Followers", "his Spells"
    lazy_regex(
        r"^(?:(?P<pos>his|her)|(?P<name>(?-i:[A-Z][\w-]+))'s) (?:(?P<kw>(?-i:[A-Z][a-z]+)) )?"
        + _TYPES
        + r"$",
        re.IGNORECASE,
    ),
    # "Undead cards in this unit": the card's own unit
    lazy_regex(r"^(?P<ukw>(?-i:[A-Z][a-z]+)) cards in this unit$", re.IGNORECASE),
    # "Standards in this army", "Standard cards in this army": the card's own army
    lazy_regex(r"^(?P<armykw>(?-i:[A-Z][a-z]+))(?:s| cards) in this army$", re.IGNORECASE),
    # "your Shadowlands Personalities at the current battlefield", "Rings you control"
    lazy_regex(
        r"^(?:(?P<here>your )(?P<ykw>(?-i:[A-Z][a-z]+) )?(?=\S+ at)|(?P<ykw2>(?-i:[A-Z][a-z]+) )?"
        r"(?=\S+ you control$))" + _YOURS + r"(?: at the current battlefield| you control)$",
        re.IGNORECASE,
    ),
)
#: "Pearl cards you control and in your discard piles" (Pearl of Rage): the cards in play the
#: player controls, counted (``yours_card_<keyword>``); those in his discard pile left at their
#: lowest, 0 (the state may not list every card there)
_CONTROLLED_AND_DISCARDED = lazy_regex(
    r"^(?P<ykw>(?-i:[A-Z][a-z]+) )(?P<ytype>cards) you control and in your discard piles?$",
    re.IGNORECASE,
)
#: a count not read, left at its lowest (0): plain words that can only count ("Rings you
#: control"), nothing that subtracts, halves or speaks of targeting
_PLAIN = lazy_regex(r"^[A-Za-z' -]+$")
_NOT_PLAIN = lazy_regex(
    r"\b(?:minus|less|fewer|half|twice|times|targets?|targeted|targeting|may|only|cannot|"
    r"instead|unless|attack|fear|melee|ranged|or|than)\b",
    re.IGNORECASE,
)
_TYPE_WORDS = frozenset({t.value for t in CardType} | {"card", "unit", "personalitie"})
_IN_A_UNIT = (CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
#: the slot of "your performing Personality" (``model.cardtext``)
_PERFORMER = "performer"
_WIDENED = lazy_regex(
    r" whose target may, under a condition, be an? (?:dishonorable )?Personality with "
    r"Followers(?=\.?$)",
    re.IGNORECASE,
)
_AND_COUNT = lazy_regex(r",? and the number of ", re.IGNORECASE)


def _owner(m: re.Match[str], title: str, card_type: CardType | None, he: str | None) -> str | None:
    """Whose count: a word of the card's title (the card itself), or "he" (``he``)."""
    said = m.groupdict()
    if said.get("pr") or said.get("obj") or said.get("pos"):
        return he
    name = said.get("on") or said.get("name")
    if name:
        return named_card(name.lower(), title, card_type)
    return None


def _one_count(
    words: str, title: str, card_type: CardType | None, he: str | None
) -> tuple[str, str] | None:
    """The ``slot.attr`` of one count's words (None: not read)."""
    if (more := army_count(words, title, card_type)) is not None:
        return more  # "unbowed Naga Followers in this army" (``attack_army_counts``)
    if (other := unit_other_attribute(words)) is not None:
        # "other Ashigaru cards and Peasant Weapons in this unit" (``model.unit_other_counts``)
        return (SOURCE, other) if card_type in _IN_A_UNIT else None
    for form in (*_COUNT_FORMS, _CONTROLLED_AND_DISCARDED):
        m = form.fullmatch(words.strip())
        if m is None:
            continue
        said = m.groupdict()
        if said.get("ytype"):
            kind = _PLURALS.get(said["ytype"].lower(), said["ytype"].lower().removesuffix("s"))
            kw = (said.get("ykw") or said.get("ykw2") or "").strip()
            where = "here" if said.get("here") else "yours"
            attr = f"{where}_{kind}" + (f"_{kw.lower()}" if kw else "")
            owner: str | None = SOURCE  # "you": the player of the action, this card's
        elif said.get("armykw"):
            if said["armykw"].lower() in _TYPE_WORDS:
                return None  # "Followers in this army": a type, not a keyword
            attr = f"army_{said['armykw'].lower()}"
            owner = SOURCE if card_type in _IN_A_UNIT else None
        elif said.get("ukw"):
            attr = f"unit_{said['ukw'].lower()}"
            # "this unit": the unit the card is in (a Personality or a card attached to one)
            owner = SOURCE if card_type in _IN_A_UNIT else None
        else:
            owner = _owner(m, title, card_type, he)
            if said.get("inunit"):  # (the unit of a Personality: his attachments)
                owner = SOURCE if card_type is CardType.PERSONALITY else None
            if said.get("tok"):
                attr = f"token_{said['tok'].lower()}"
            else:
                kind = said["type"].lower().removesuffix("s")
                kw = said.get("kw")
                attr = f"attached_{kind}_{kw.lower()}" if kw else f"attached_{kind}"
        known = attr in ATTACHED_COUNTS or is_count_attribute(attr)
        return (owner, attr) if owner is not None and known else None
    return None


def _limit(base: str, counts: list[tuple[str, str]], per: int = 1) -> str:
    """``base`` ("4", "source.force") plus the counts: a relation term."""
    terms = [f"{per} * {owner}.{attr}" if per != 1 else f"{owner}.{attr}" for owner, attr in counts]
    if not base.isdigit():
        return " + ".join([base, *terms])
    return " + ".join(terms) + (f" + {base}" if int(base) else "")


def counted_limit(
    sentence: str, title: str, card_type: CardType | None, pronoun: str | None
) -> str | None:
    """The strict Force limit (a relation term) of a Fear or Melee Attack whose strength counts
    the board, with at least one count read (the others, at their lowest, 0, left out); None:
    not such a sentence. ``pronoun``: the one card chosen before, whom "he" names."""
    text = sentence.strip()
    if text == DISCARDED_FOCUS:
        return f"{SOURCE}.hand_focus"  # the card discarded: its player's choice (discard_focus)
    # ", with +1 strength if ..." after a count: left out, the lower strength
    text = without_bonuses(text)
    # "whose target may, under a condition, be a Personality with Followers" (a Fear widened
    # under a condition, ``attack_widen_if``): the lenient reading's target only; the strength
    # is the same
    text = _WIDENED.sub("", text)
    if _PER_EACH.fullmatch(text) is None and (each_count := per_each(text)) is not None:
        base_each, per, what = each_count  # "with +1 strength for each Clan Alignment in ..."
        found_each = army_count(what, title, card_type)
        return None if found_each is None else _limit(base_each, [found_each], per)
    if (each := _PER_EACH.fullmatch(text)) is not None:
        what = each.group("what")
        words = what.removeprefix("of ") if what.startswith("of ") else _token_on(what, pronoun)
        found = _one_count(words, title, card_type, pronoun) if words else None
        if found is None:
            return None
        return _limit(each.group("fn") or each.group("mn"), [found], int(each.group("per")))
    m = _COUNTED_HEAD.fullmatch(text)
    if m is None:
        return None
    base = m.group("fn") or m.group("mn") or "0"
    he = pronoun
    if (m.group("n") or m.group("who")) and base != "0":
        return None  # "Fear 1 plus 2 plus ...", "Fear 1 plus his Force plus ...": not read
    if m.group("n") is not None:
        n = m.group("n")
        base = n if n.isdigit() else str(NUMBER_WORDS[n.lower()])
    elif m.group("who") is not None:
        who = named_card(m.group("who").lower(), title, card_type)
        if who is None:
            return None
        base = f"{who}.{m.group('stat').lower()}"
        # "he": the card named, unless another was chosen before (which one? not read)
        he = who if pronoun in (None, who) else None
    parts = _AND_COUNT.split(m.group("counts").removeprefix("the number of ").strip())
    counts = [_one_count(p, title, card_type, he) for p in parts]
    read = [c for c in counts if c is not None]
    unread = [p for p, c in zip(parts, counts, strict=True) if c is None]
    if not read or any(not _PLAIN.fullmatch(p) or _NOT_PLAIN.search(p) for p in unread):
        return None
    return _limit(base, read)


def _token_on(what: str, pronoun: str | None) -> str | None:
    """ "Fire token on him" as a count's words ("Fire tokens on him"); "on your Personality"
    names the performer chosen before ("Target your performing ... Personality to make a
    Ranged 3 Attack with +1 strength for each Fire token on your Personality"), as "him"."""
    m = re.fullmatch(r"(?P<tok>\w+) token (?P<on>on \S+|on your Personality)", what)
    if m is None:
        return None
    if m["on"] == "on your Personality":
        return f"{m['tok']} tokens on him" if pronoun == _PERFORMER else None
    return f"{m['tok']} tokens {m['on']}"
