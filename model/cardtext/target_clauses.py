"""Clauses around a target phrase (Abilities and actions / B: every word of a target phrase
restricts what may be targeted, or is read as the effect's).

Post-modifiers (``clause_modifier``): alternatives ("with Shadowlands or without attachments",
"that is Dragon Clan, Gaijin, Shadowlands, or has no attachments": ``Selector.any_of``), "who
must be opposed if defending" (not defending, or opposed), "at another battlefield" (a
battlefield that is not the current one), ", who may be at home" (anywhere in play), "in his
unit" / "at his location" (of the one card chosen before: target_references.HIS), and "(not
your home)" after "at any battlefield" (Reference 05: a battlefield is no home).

Words after a phrase that are the effect's, not a restriction of the target: a challenge's
refusal clause (``refusal``), "there" where "move" takes the card (``moved_there``), "and each
of his Followers", ", or straighten his unit if ..." (``and_his_own``), "and <verb>" opening a
clause (``and_a_clause``); and
"(if able)" ending the sentence, which makes the targeting optional (``if_able``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_references import HIS, THE_TARGET
from model.cardtext.target_words import CLAUSE_VERBS, KEYWORDS
from model.cardtext.the_noun_refs import the_noun_place, the_noun_words
from model.cardtext.unit_keyword_clause import in_keyword_unit
from model.common import CardType, clan_word
from model.lazy_regex import lazy_regex
from model.selectors import Controller, Selector
from model.zones import Place

__all__ = [
    "NOT_YOURS",
    "ON_THE_TARGET_AHEAD",
    "and_a_clause",
    "and_his_own",
    "clause_modifier",
    "clause_words",
    "if_able",
    "moved_from_home",
    "moved_there",
    "refusal",
]

#: What may follow a read modifier: the phrase ends.
_END = r"(?=\s*[.;:)]|\s*$)"
_NONE_ATTACHED = Selector(lacks_attachment=Selector())
_OPPOSED_EITHER = (Selector(defending=False), Selector(opposed=True))
#: "who must be unbowed if he is yours": the first alternative, another player's card
#: (target_modifiers).
NOT_YOURS = Selector(controller=Controller.OPPONENT)
#: "without attachments", "has no attachments", "with no attachments": no attached card.
_NO_ATTACHMENTS = r"(?:without|has no|with no) attachments"
#: "with Shadowlands or without attachments": a keyword, or no attachment at all.
_WITH_KEYWORD_OR_NONE = lazy_regex(
    rf"^\s*with (?P<kw>(?-i:[A-Z])[\w-]*) or {_NO_ATTACHMENTS}{_END}", re.IGNORECASE
)
#: "with neither Samurai nor Shugenja" (Gempukku): without either keyword
_NEITHER_NOR = lazy_regex(
    r"^\s*with neither (?P<a>(?-i:[A-Z])[\w-]*) nor (?P<b>(?-i:[A-Z])[\w-]*)(?=\s*[.,;:]|\s*$)",
    re.IGNORECASE,
)
#: "at another battlefield": at a battlefield other than this one, the current battlefield
#: (Reference 05: locations; a battlefield not current is "not at this battlefield").
_ANOTHER_BATTLEFIELD = lazy_regex(rf"^\s*at another battlefield{_END}", re.IGNORECASE)
_NOT_CURRENT = (Selector(location=Place.NOT_CURRENT_BATTLEFIELD),)
#: "your target Personality, who may be at home": anywhere in play (a target phrase without a
#: place names a card in play, at home or at a battlefield: Reference 05), said outright.
_MAY_BE_HOME = lazy_regex(rf"^\s*,\s*who may be at home{_END}", re.IGNORECASE)
#: "that is Dragon Clan, Gaijin, Shadowlands, or has no attachments": a list of clans and
#: keywords the card is, its last alternative no attachment at all.
_THAT_IS_OR_NONE = lazy_regex(
    r"^\s*that is (?P<list>(?:(?-i:[A-Z])[\w-]*(?: Clan)?,\s*)+)or "
    rf"{_NO_ATTACHMENTS}{_END}",
    re.IGNORECASE,
)
#: "your target Personality, who must be opposed if defending": if he is defending, he is
#: opposed (Reference 05: opposed and defending are states of a card at a battlefield).
_OPPOSED_IF_DEFENDING = lazy_regex(
    rf"^\s*,\s*who must be opposed if (?:he is |she is |he or she is )?defending{_END}",
    re.IGNORECASE,
)
#: "a card in his unit", "a card at his location": of the card "his" names (``HIS``, bound to
#: the one card chosen before: target_references.cards_before); a unit is a Personality and
#: his attachments (Reference 03), a location the home or a battlefield (Reference 05).
_HIS_PLACE = lazy_regex(
    rf"^\s*(?:in (?:his|her|(?P<the>the target's)) (?P<unit>unit)|at (?:his|her|"
    rf"(?P<the2>the target's)) location){_END}",
    re.I,
)
#: "at any battlefield (not your home)": a battlefield is never a home (Reference 05).
_NOT_HOME = lazy_regex(r"^\s*not (?:your home|at home)\s*$", re.IGNORECASE)
#: "a Region (at any province)": every Region in play is attached to a Province (Reference 03,
#: Region: Regions occupy Provinces; Reference 05: a card attached to a Province is not "in"
#: it), so the words restate where a Region in play is: any Region in play
_AT_ANY_PROVINCE = lazy_regex(r"^\s*at any province\s*$", re.IGNORECASE)


def _alternative(word: str) -> Selector | None:
    """One listed alternative: "Dragon Clan" (the clan), "Gaijin" (a keyword); None: not
    read."""
    word = word.strip()
    if word.lower().endswith(" clan"):
        clan = clan_word(word[: -len(" clan")])
        return Selector(clan=clan) if clan else None
    return Selector(keyword=(word.lower(),)) if word.lower() in KEYWORDS else None


def clause_modifier(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """One such modifier at the start of ``rest``: (selector, "", length used); a string says
    why not; None: none starts ``rest``."""
    if (m := _WITH_KEYWORD_OR_NONE.match(rest)) is not None:
        keyword = _alternative(m.group("kw"))
        if keyword is None or sel.any_of:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, any_of=(keyword, _NONE_ATTACHED)), "", m.end()
    if (m := _NEITHER_NOR.match(rest)) is not None:
        kws = (m.group("a").lower(), m.group("b").lower())
        if any(k not in KEYWORDS for k in kws):
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, not_keyword=(*sel.not_keyword, *kws)), "", m.end()
    if (m := _ANOTHER_BATTLEFIELD.match(rest)) is not None:
        if sel.location is not None or sel.any_of:
            return "two locations"
        return replace(sel, location=Place.BATTLEFIELD, any_of=_NOT_CURRENT), "", m.end()
    if (m := _MAY_BE_HOME.match(rest)) is not None:
        if sel.location is not None:
            return "two locations"
        return replace(sel, location=Place.IN_PLAY), "", m.end()
    if (m := _THAT_IS_OR_NONE.match(rest)) is not None:
        listed = [w for w in m.group("list").split(",") if w.strip()]
        alternatives = [_alternative(w) for w in listed]
        if sel.any_of or any(a is None for a in alternatives):
            return f"the words after a target: {rest.strip()[:40]!r}"
        either = (*(a for a in alternatives if a is not None), _NONE_ATTACHED)
        return replace(sel, any_of=either), "", m.end()
    if (m := _OPPOSED_IF_DEFENDING.match(rest)) is not None:
        if sel.any_of or sel.defending is not None or sel.opposed is not None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, any_of=_OPPOSED_EITHER), "", m.end()
    if (unit := in_keyword_unit(rest, sel)) is not None:
        return unit  # "your target Personality in a Cavalry unit" (Reference 04, Units)
    if (m := _HIS_PLACE.match(rest)) is not None:
        if {HIS, THE_TARGET} & sel.references():
            return "'his' twice in a target"
        # "in the target's unit": of the one card targeted before (target_references)
        whose = THE_TARGET if m.group("the") or m.group("the2") else HIS
        if m.group("unit"):
            return replace(sel, unit_of=whose), "", m.end()
        return replace(sel, same_location_as=whose), "", m.end()
    if (noun := the_noun_place(rest, sel)) is not None:
        return noun  # "in the Personality's unit": the card so named before (the_noun_refs)
    if (m := _AT_ANY_PROVINCE.match(rest)) is not None:  # of a Region only
        if sel.type != (CardType.REGION,) or sel.location is not None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, location=Place.IN_PLAY), "", m.end()
    if (m := _NOT_HOME.match(rest)) is not None:
        # (read inside parentheses only: target_relations.in_parentheses)
        if sel.location is not Place.BATTLEFIELD:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return sel, "", m.end()
    return None


#: "<X> challenges a target enemy Personality, who may move home to refuse", "... another
#: player's target Personality who may refuse", "..., whose controller can dishonor him and move
#: him home to refuse": how the challenged may refuse the challenge, which the duel's effect
#: reads; it does not restrict whom the challenge may target.
_CHALLENGES = lazy_regex(r"\bchallenges\s+$", re.IGNORECASE)
_REFUSAL = lazy_regex(
    r"^\s*,?\s*(?:who may|whose controller (?:may|can)) (?:[a-z ]+ )?refuse\s*[.;]",
    re.IGNORECASE,
)


def refusal(before: str, rest: str) -> bool:
    """Whether ``rest`` (after a target phrase that ``before`` ends with "challenges") is the
    clause saying how the challenged Personality may refuse."""
    return _CHALLENGES.search(before) is not None and _REFUSAL.match(rest) is not None


def clause_words(select: Selector) -> set[str]:
    """The words of the clauses read here that the content-word audit (model.cardtext.audit)
    accounts for by what ``select`` was read as."""
    out: set[str] = the_noun_words(select)
    if select.any_of and select.any_of[-1] == _NONE_ATTACHED:
        out |= {"with", "without", "that", "is", "has", "no", "attachments", "or", "clan"}
    if len(set(select.not_keyword) - {"nonhuman"}) >= 2:
        # "with neither Samurai nor Shugenja"
        out |= {"with", "neither", "nor", *select.not_keyword}
    if len(select.any_of) == 2:
        out.add("either")  # "with either no unbowed Followers or Shadowlands"
    if len(select.any_of) == 2 and select.any_of[0] == NOT_YOURS:
        out |= {"who", "must", "be", "if", "he", "she", "is", "yours"}
    if select.any_of == _NOT_CURRENT:
        out.add("another")  # "at another battlefield"
    if select.location is Place.IN_PLAY:
        out |= {"who", "may", "be", "home"}  # "who may be at home"
    if select.any_of == _OPPOSED_EITHER:
        out |= {"who", "must", "be", "opposed", "if", "he", "she", "is", "or", "defending"}
    if select.unit_of in (HIS, THE_TARGET):
        out |= {"in", "his", "her", "unit", "the", "target's"}
    if select.same_location_as in (HIS, THE_TARGET):
        out |= {"at", "his", "her", "location", "the", "target's"}
    if select.attached_to == HIS:
        out |= {"his", "her"}  # "one of his attachments"
    if select.location is Place.BATTLEFIELD:
        out |= {"not", "your", "home"}  # "at any battlefield (not your home)"
    return out


#: "Move your target Personality and a target enemy Personality there", "move your target
#: Personality at any location there": after a phrase the verb "move" governs, "there" is
#: where the card moves (the effect's), not where it is.
_MOVE_CLAUSE = lazy_regex(r"(?:^|[,;:.]\s*)move\b[^,;:.()]*$", re.IGNORECASE)
_THERE = lazy_regex(r"^\s+there\s*(?:[.;]|$)", re.IGNORECASE)


def moved_there(before: str, rest: str) -> bool:
    """Whether ``rest`` (after a target phrase, ``before`` it) is the "there" a card is moved to
    by the verb "move" of the phrase's clause."""
    return _THERE.match(rest) is not None and _MOVE_CLAUSE.search(before) is not None


#: "move your target Personality there from home": he is moved from home, so he is at home.
_THERE_FROM_HOME = lazy_regex(r"^\s+there from home\s*(?:[.;]|$)", re.IGNORECASE)


def moved_from_home(before: str, rest: str, sel: Selector) -> Selector | None:
    """``sel`` at home when ``rest`` (after a target phrase, ``before`` it) is "there from
    home" after the verb "move" (the card moves from home: it is at home, Reference 05
    Locations); None: not so, or the phrase named another place already."""
    if _THERE_FROM_HOME.match(rest) is None or _MOVE_CLAUSE.search(before) is None:
        return None
    return replace(sel, location=Place.HOME) if sel.location is None else None


#: "Give a target Personality and each of his Followers Cavalry": the cards attached to the
#: target share the effect; no restriction of the target (he need not have any).
_AND_HIS_OWN = lazy_regex(
    r"^\s+and each of (?:his|her) (?:Followers|Items|Spells|attachments)\b", re.IGNORECASE
)


#: "Straighten your target Personality, or straighten his unit if he is a Duelist." (Ornery),
#: "Straighten your target Monk or Shugenja, or negate his current Force penalties.": after ",
#: or <verb>", an alternative effect on the same target (his unit, his penalties), chosen as the
#: action resolves, with no target of its own: the targeting is the phrase before it, in either
#: branch (Abilities and actions / B), so no choice between targeting and something else
#: (``model.cardtext.effects`` appends this lookahead to its "or <verb>" choice).
ON_THE_TARGET_AHEAD = r"(?!\s+(?:his|her|its|him|it)\b(?:(?!\btarget)[^.;])*(?:[.;]|$))"
_OR_OF_HIS = lazy_regex(
    r"^\s*,\s*or\s+(?P<verb>[a-z]+)\s+(?:his|her|its|him|it)\b(?:(?!\btarget)[^.;])*(?:[.;]|$)",
    re.IGNORECASE,
)


def _or_of_his(rest: str) -> bool:
    m = _OR_OF_HIS.match(rest)
    return m is not None and m.group("verb").lower() in CLAUSE_VERBS - {"target", "choose"}


def and_his_own(rest: str) -> bool:
    """Whether ``rest`` (after a target phrase) names the target's own attachments beside it,
    or opens an alternative effect on him (", or straighten his unit if he is a Duelist"):
    either way no restriction of the target."""
    return _AND_HIS_OWN.match(rest) is not None or _or_of_his(rest)


#: "Destroy a target Terrain (if able).": the targeting is done only if it can be, explicitly
#: optional (Abilities and actions / B: required unless described as optional).
_IF_ABLE = lazy_regex(r"^\s*\(if (?:able|possible)\)\s*(?:[.;]|$)", re.IGNORECASE)


def if_able(rest: str) -> bool:
    """Whether ``rest`` (after a target phrase, ending the sentence) is "(if able)"."""
    return _IF_ABLE.match(rest) is not None


_AND_VERB = lazy_regex(r"^\s+and\s+(?P<verb>[a-z]+)\b")


def and_a_clause(rest: str) -> bool:
    """Whether ``rest`` (after a target phrase) opens a clause of its own: "and" and an
    imperative verb ("you may target a Courtier or Shugenja and give him ...")."""
    m = _AND_VERB.match(rest)
    return m is not None and m.group("verb") in CLAUSE_VERBS
