"""The content-word audit (issue 13): every word of a target or performer phrase must be
accounted for by what the phrase was read as. A reader that skips a word ("a target Air
Shugenja" read as "an Air card") fails here instead of claiming the ability: a silently dropped
clause is the error that matters most.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from model.cardtext.target_clauses import clause_words
from model.cardtext.target_decks import deck_words
from model.common import ATTACHMENT_TYPES, NUMBER_WORDS, CardType
from model.selectors import BEARER, SOURCE, Controller, Selector
from model.zones import Place

__all__ = ["unused_words"]

#: Words that carry no restriction of their own in a phrase.
_STRUCTURAL = frozenset({"target", "a", "an", "one", "of", "card", "cards", "the"})
_CONTROLLER = {
    Controller.YOU: frozenset({"your", "you", "control"}),
    Controller.OPPONENT: frozenset(
        {"enemy", "another", "player's", "you", "do", "not", "control"}
        | {"controlled", "by", "other", "player", "players"}  # "controlled by other players"
    ),
    Controller.ANY: frozenset(),
    # "one of the active player's X", "an X controlled by the active player"
    Controller.ACTIVE: frozenset({"the", "active", "player", "player's", "controlled", "by"}),
}
_LOCATION_WORDS = {
    Place.CURRENT_BATTLEFIELD: frozenset({"at", "this", "the", "current", "battlefield"}),
    Place.HOME: frozenset({"at", "in", "home"}),  # "at home", "in your home"
    Place.NOT_CURRENT_BATTLEFIELD: frozenset(
        {"not", "at", "this", "the", "current", "battlefield"}
    ),
    Place.BATTLEFIELD: frozenset({"at", "any", "battlefield"}),
    Place.IN_PLAY: frozenset({"in", "play", "at", "any", "location", "a", "unit", "units"}),
    Place.HAND: frozenset({"in", "from", "your", "hand"}),
    Place.PROVINCE: frozenset({"in", "your", "one", "of", "a", "any", "province", "provinces"}),
    Place.FATE_DISCARD: frozenset({"in", "from", "your", "discard", "pile", "discarded", "fate"}),
    Place.DYNASTY_DISCARD: frozenset(
        {"in", "from", "your", "discard", "pile", "discarded", "dynasty"}
    ),
    Place.DISCARD: frozenset({"in", "from", "your", "discard", "pile", "piles"}),
    Place.HAND_OR_DISCARD: frozenset({"in", "your", "hand", "or", "discard", "pile"}),
    Place.IN_PLAY_OR_PROVINCE: frozenset({"even", "if", "he", "she", "is", "in", "a", "province"}),
    Place.IN_OR_OUT_OF_PLAY: frozenset({"in", "or", "out", "of", "play"}),
    Place.OUT_OF_PLAY: frozenset({"out", "of", "play"}),
}
_COMPARISON = frozenset(
    {"with", "or", "of", "a", "less", "lower", "fewer", "more", "higher", "greater", "equal"}
    | {"than", "to", "this", "card", "personality", "him", "her", "it", "s", "'s"}
    | {"shugenja", "item", "follower", "spell", "holding", "each"}
)
_STAT_WORDS = {
    "force": ("force",),
    "chi": ("chi",),
    "personal_honor": ("personal", "honor"),
    "gold_cost": ("gold", "cost"),
    "focus": ("focus",),
    "honor_requirement": ("honor", "requirement"),
}
_TYPE_PLURALS = {"personality": "personalities", "strategy": "strategies", "ancestry": ""}


#: The states "who must be ... unless he is <keyword>" names (target_modifiers).
_MUST_STATES = (
    Selector(bowed=False),
    Selector(bowed=True),
    Selector(dishonorable=False),
    Selector(dishonorable=True),
)


def _forms(word: str) -> set[str]:
    plural = _TYPE_PLURALS.get(word) or (word if word.endswith(("s", "i", "u")) else word + "s")
    return {word, plural}


def _selector_words(select: Selector) -> set[str]:
    out: set[str] = set(_CONTROLLER[select.controller]) | clause_words(select)
    for t in select.type:
        out |= _forms(t.value)
    out |= deck_words(select.type)  # "Fate card", "Dynasty or Fate cards" (target_decks)
    if len(select.type) > 1:  # "a non-Ring card": every type but the one excluded
        out |= {f"non-{t.value}" for t in CardType if t not in select.type}
    if select.type == (CardType.PERSONALITY,):
        out |= {"unit", "units"}  # a unit is chosen by its Personality (Reference 03)
    if len(select.type) > 1 or select.any_keyword:
        out.add("or")  # "a Follower or Personality", "Courtier or Magistrate"
    if set(ATTACHMENT_TYPES) <= set(select.type):  # "a Holding or attachment"
        out |= {"attachment", "attachments"}
    for k in (*select.keyword, *select.any_keyword):
        out |= {w for form in _forms(k) for w in form.split()}  # "Battle Maiden(s)"
    out |= {f"non-{k}" for k in select.not_keyword}
    if select.base_keyword:  # "with the base Shadowlands keyword"
        out |= {"with", "the", "base", "keyword", *select.base_keyword}
    if "nonhuman" in select.not_keyword:
        out.add("human")  # Human: without the Nonhuman keyword
    if select.clan is not None:
        out |= {*select.clan.split(), "clan"}
    if select.unaligned:
        out.add("unaligned")
    if select.your_clan is not None:  # "with your Clan alignment"
        out |= {"with", "without", "your", "clan", "alignment"}
    if select.owner is not Controller.ANY:  # "owned by another player"
        out |= {"owned", "by", "you", "another", "other", "player", "players"}
    if (
        len(select.any_of) == 2
        and select.any_of[0] in _MUST_STATES
        and select.any_of[1] == Selector(keyword=select.any_of[1].keyword)
    ):
        # "who must be unbowed unless he is Earth": the state, or the keyword
        out |= {"who", "must", "be", "unless", "he", "she", "is"}
    for sub in select.any_of:  # "a Lion Clan or Fallen Personality": each alternative is read
        out |= _selector_words(sub) | {"or"}
    flags = (
        (select.bowed, "bowed", "unbowed"),
        (select.dishonorable, "dishonorable", "honorable"),
        (select.unique, "unique", "non-unique"),
        (select.opposed, "opposed", "unopposed"),
        (select.face_up, "face-up", "face-down"),
        (select.attacking, "attacking", ""),
        (select.defending, "defending", ""),
        (select.of_defender, "defender's", ""),
    )
    for value, yes, no in flags:
        if value is not None:
            out.add(yes if value else no)
    if select.location is not None:
        out |= _LOCATION_WORDS.get(select.location, frozenset())
    if select.type == (CardType.REGION,) and select.location is Place.IN_PLAY:
        out.add("province")  # "a Region (at any province)" (``target_clauses``)
    if select.location in (
        Place.CURRENT_BATTLEFIELD,
        Place.HOME,
        Place.BATTLEFIELD,
        Place.NOT_CURRENT_BATTLEFIELD,
    ):
        out |= {"in", "unit", "units"}  # "a card in a unit at the current battlefield"
    if select.location in (Place.FATE_DISCARD, Place.DYNASTY_DISCARD) and (
        select.controller is Controller.ANY
    ):
        out |= {"any", "player's"}  # "in any player's discard pile"
    if select.dead is True:  # "dead", "honorably dead", "dead (not discarded)" (Reference 05)
        out |= {"dead", "honorably", "dishonorably", "not", "discarded"}
    elif select.dead is False:  # "discarded (not dead)"
        out |= {"discarded", "not", "dead"}
    if select.base_keyword:  # "with the base Shadowlands keyword"
        out |= {"with", "the", "base", "printed", "keyword", *select.base_keyword}
    if select.title is not None:  # "a target Ashalan Blade" on Ashalan Blade
        out |= set(select.title.lower().split())
    if select.title_version is not None:  # "a target Holding or Shosuro Kameyoi"
        out |= set(select.title_version.lower().split())
    if select.not_title is not None:  # "not named Yasuki Tono"
        out |= {"not", "named", *select.not_title.lower().split()}
    if select.other_than:
        out |= {"another", "other"}
    if select.attached_to in (SOURCE, BEARER):  # "attached to this Personality"
        out |= {"attached", "to", "this", "personality", "shugenja"}
    if select.controller_controls is not None:  # "controlled by a player who controls ..."
        out |= {"controlled", "by", "player", "who", "controls", "with", "or", "more", "in"}
        out |= {"whose", "also", "controller"}  # "whose player also controls a Farm"
        out |= {"play", "one", "two", "three", "four", "five", "six"}
        out |= {str(select.controller_controls.at_least)}
        out |= _selector_words(select.controller_controls.select)
    if select.opposing == SOURCE:  # "opposing this card", "opposing this Personality"
        out |= {"opposing", "this", "card", "personality", "follower"}
    if select.has_attachment is not None:
        out |= {"with", "attached"}
        has = select.has_attachment
        out |= {w for t in has.type for w in _forms(t.value)} | {
            w for k in has.keyword for w in _forms(k)
        }
        if set(has.type) == set(ATTACHMENT_TYPES):  # "with an attachment"
            out |= {"attachment", "attachments"}
    if select.same_location_as == SOURCE:  # "at Osawa's location"
        out |= {"at", "location"}
        if select.location is Place.BATTLEFIELD and select.controller is Controller.YOU:
            out |= {"in", "army"}  # "in Tsukimi's army" (``target_printed._IN_OWN_ARMY``)
    if select.same_controller:
        out |= {"controlled", "by", "same", "player"}
    if select.different_locations:  # "at different locations"
        out |= {"at", "different", "locations"}
    if (
        select.extreme is not None
    ):  # "with the highest Personal Honor (you choose in case of a tie)"
        out |= {"with", "the", "highest", "lowest", *select.extreme.stat.value.split("_")}
        out |= {"you", "choose", "in", "case", "of", "a", "tie"}
    if select.has_ability:  # "with a Political ability", "with a Melee or Ranged Attack ability"
        out |= {"with", "a", "an", "or", "ability", *" ".join(select.has_ability).split()}
    if select.lacks_abilities:  # "without abilities"
        out |= {"without", "abilities"}
    if select.has_token is not None:  # "with a Poison token", "who has a Madness token"
        out |= {"with", "who", "that", "has", "token", select.has_token}
    if select.lacks_token is not None:  # "without a Masterwork token", "with no X tokens"
        out |= {"without", "with", "no", "token", "tokens", select.lacks_token}
    if select.lacks_attachment is not None:
        out |= {"without", "with", "no", "attached"}
        lacks = select.lacks_attachment
        if lacks.bowed is False:  # "without unbowed attachments"
            out.add("unbowed")
        if len(lacks.type) + len(lacks.any_keyword) > 1:
            out.add("or")  # "without a Weapon or Armor"
        out |= (
            {"attachment", "attachments"}
            if not lacks.type and not lacks.keyword and not lacks.any_keyword
            else {w for t in lacks.type for w in _forms(t.value)}
        )
        out |= {w for k in (*lacks.keyword, *lacks.any_keyword) for w in _forms(k)}
        out |= {f"non-{k}" for k in lacks.not_keyword}  # "with no non-Ninja Followers"
        if lacks.bowed is not None:  # "without unbowed attachments"
            out.add("bowed" if lacks.bowed else "unbowed")
        if (
            lacks.type == (CardType.FOLLOWER,)
            and lacks.not_keyword
            and set(lacks.not_keyword) <= set(select.keyword)
        ):  # "in a Ninja unit" (``model.cardtext.unit_keyword_clause``)
            out |= {"in", "unit"}
    return out


def unused_words(
    span: str, select: Selector, where: Iterable[str], *, performer: bool, title: str = ""
) -> list[str]:
    """The words of ``span`` (a phrase's text) that nothing it was read as accounts for."""
    covered = set(_STRUCTURAL) | _selector_words(select)
    if performer:
        covered.add("performing")
    if select.controller is Controller.ANY and re.match(r"any player's target\b", span, re.I):
        covered |= {"any", "player's"}  # "any player's target Personality": of any controller
    if select.same_location_as == SOURCE:  # "at Osawa's location", "at this card's location"
        covered |= {"at", "location", "this", "card", "personality"}
    if SOURCE in (select.attached_to, select.opposing, select.same_location_as):
        # "Zansho's target Follower", "opposing Takichi": the card's own name
        covered |= {w.lower() for w in re.findall(r"[A-Za-z][\w'-]*", title)}
    for relation in where:
        covered |= _COMPARISON
        covered |= {w for stat, words in _STAT_WORDS.items() if stat in relation for w in words}
        covered |= set(re.findall(r"\d+", relation))
        if "base_" in relation:  # "with a printed Gold Cost", "than his own printed Force"
            covered |= {"printed", "base", "current", "own", "his", "her", "its"}
        if "!=" in relation:  # "whose Force is different from his base Force"
            covered |= {"different", "from"}
        if "total_" in relation:  # "whose unit's total Force", "than this unit"
            covered |= {"unit", "total", "has", "this"}
        if "{slot}" in relation.split()[0]:  # "whose Force is 3 or lower"
            covered |= {"whose", "is"}
        for kw in re.findall(r"\{your:([a-z-]+)\}", relation):  # "your Paragon's Chi"
            covered |= {"your", "current", *_forms(kw)}  # "your Personality's (current) Force"
        if re.search(r">= \d+ and \S+ <= \d+$", relation):  # "with a Gold Cost from 1 to 4"
            covered.add("from")
        if ".attachments" in relation:  # "with no attachments or with three or more ..."
            covered |= {"attachments", "no", "one", "two", "three", "four", "five"}
        for noun in re.findall(r"\.attached_([a-z]+)", relation):  # "with fewer Weapons"
            covered |= _forms(noun) | {"as", "many", "exactly", "attached", *NUMBER_WORDS}
        if re.search(r"\.attach(?:ed_[a-z]+|ments) == 0", relation):  # "or without Weapons"
            covered |= {"without", "attached"}
        for kind, word in re.findall(r"\.army(p|clan)_([a-z_]+)", relation):
            # "whose Chi is lower than the number of Crab Clan Personalities in this army"
            covered |= {"the", "number", "of", "personalities", "in", "this", "army"}
            covered |= {*word.split("_"), *({"clan"} if kind == "clan" else set())}
        for word in re.findall(r"\.army_([a-z]+)", relation):
            # "with Chi lower than the number of Zealots in this army"
            covered |= {"the", "number", "of", "in", "this", "army", *_forms(word)}
        if "{his}" in relation:  # "with lower Force than his"
            covered.add("his")
        if (
            "battlefield.province_strength" in relation
        ):  # also "this_battlefield..."  # "this battlefield's province's strength"
            covered |= {"this", "current", "the", "battlefield", "province", "strength"}
        covered |= {w.lower() for w in re.findall(r"[A-Za-z][\w'-]*", title)}
    words = re.findall(r"[a-z][a-z'-]*|\d+", span.lower())
    return [w for w in words if w not in covered and w.rstrip("'s") not in covered]
