"""What an unread trait sentence that gives cards keywords, or plain stat changes, can reach
(Reference 04, Keywords: "Other keywords may work with effects on other cards but have no rules
meaning"; Reference 04: a bonus or penalty changes a stat, not its printed value; Abilities and
actions: the designator tells when an action can be taken). Two readings, each read whole or
not at all:

- a sentence giving only keywords ("Scorpion Clan Samurai you own in and out of play have
  Courtier.", "Your non-Unique Monk and Fudo Personalities in and out of play have Monk •
  Fudo.") can turn an action only through a test that names one of them: the action's own
  text (its card's text), or a text of another card that is not one of that card's actions
  (an ongoing effect read, a production, a sentence not read). Another card's printed action
  tests its own announcement alone. A keyword with rules (``_RULES_KEYWORDS``) and a Clan name
  keep the doubt; so does an action bringing a card into play (its text is not known). An
  action whose timing fails (not now, bowed, used) is turned only by Tireless or Reserve or by a
  keyword its own ability prints (a keyword whose rules are not in the rules files).
- a sentence whose changes are all signed numbers ("-1F", "+2F/+1C") never changes a printed
  stat: an action whose only tests of the changed stats are of printed values ("with higher
  printed Force") is untouched.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from model.abilities import Ability, BringIntoPlay
from model.cards import has_keyword
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.cardtext.target_words import self_words
from model.common import CLANS, TYPE_PLURALS, nested
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE
from model.state import View
from model.zones import Place
from solver.force_penalty_scope import compared_relations
from solver.stat_direction_scope import stat_direction
from solver.verdict import Verdict

__all__ = ["empty_slot", "grant_spares", "printed_only_spares"]

#: keywords whose rules the solver applies (as ``solver.traits_in_play``) and Clan names
_RULES = frozenset(
    {"unique", "singular", "loyal", "experienced", "tireless", "reserve", "kensai", "shugenja"}
    | {"weapon", "armor", "unstoppable", "spell", "item", "follower", "personality"}
    | set(CLANS)
)
#: keywords whose rules lift a "not now" failure (Tireless: bowed; Reserve: Recruit in battle)
_TIMING = frozenset({"tireless", "reserve"})
#: CardDef fields naming no test (its own name and keywords, the grants themselves)
_NOT_TESTS = frozenset({"title", "keywords", "clan", "qualities_unread"})


def _words(view: View, cid: str, acting: bool) -> str:
    """The lower-case words of card ``cid``'s texts that may test a keyword of the checked
    action: every text of the acting card; of another card, all but its printed actions (and
    its printed text, which holds them)."""
    memo = view.memo("grant_reach_words")
    key = f"{cid}|{acting}"
    if key not in memo:
        d = view.definition(cid)
        skip = _NOT_TESTS if acting else _NOT_TESTS | {"abilities", "printed_text"}
        memo[key] = " ".join(
            repr(getattr(d, f.name)) for f in dataclasses.fields(d) if f.name not in skip
        ).lower()
    found = memo[key]
    assert isinstance(found, str)
    return found


#: a sentence about cards joining (a Recruit, its Gold, its Honor Requirement) or about Honor
#: lost from cards: it tests no action that brings no card into play and costs no Honor
_ENTERING_ONLY = lazy_regex(r"\b(?:join(?:s)? you|honor requirements?)\b")
_HONOR_LOST = lazy_regex(r"\blose honor from\b")


_CUT = lazy_regex(r"([.'\"])")


@lru_cache(maxsize=4096)
def _kept(text: str, honor: bool) -> str:
    """``text`` without its sentences about entering (and about Honor lost, when ``honor`` is
    False): the runs between ``.``, ``'`` and ``"`` naming them (linear, cached per text)."""
    drop = [_ENTERING_ONLY] if honor else [_ENTERING_ONLY, _HONOR_LOST]
    parts = _CUT.split(text)
    return "".join(
        " " if i % 2 == 0 and any(d.search(s) for d in drop) else s for i, s in enumerate(parts)
    )


def _named(text: str, names: frozenset[str], honor: bool = True) -> bool:
    """Does ``text`` (lower case) name one of ``names``, sentences about entering aside (and
    about Honor lost, when ``honor`` is False)?"""
    text = _kept(text, honor)
    return any(re.search(rf"\b{re.escape(n)}\b", text) for n in names)


def grant_spares(
    view: View, card: str | None, ab: Ability | None, verdict: Verdict, said: str
) -> bool:
    """Can the keyword-only sentence ``said`` not turn ``verdict`` of ``ab`` (of ``card``)?"""
    if card is None or ab is None or verdict.status not in ("legal", "illegal"):
        return False
    names = granted_keywords(said)
    if not names or names & _RULES:
        return False
    if any(isinstance(o, BringIntoPlay) and o.card != SOURCE for o in nested(ab)):
        return False
    honor = re.search(r"\bhonor\b", repr(ab).lower()) is not None  # an Honor cost or effect
    timing = bool(verdict.status == "illegal" and verdict.details)
    timing = timing and verdict.details[0].code == "timing"
    if timing:
        # the action's own keywords: "Thunder Engage" (rules not in the rules files)
        if names & (_TIMING | {k.lower() for k in ab.keywords}) or _reaches(view, card, said):
            return False  # a keyword given to the acting card itself: its rules are not known
        return not any(
            _named(_words(view, c.id, False).replace(said.lower(), " "), names, honor)
            for c in view.state.cards
        )
    others = [_words(view, c.id, False) for c in view.state.cards]  # the acting card's too
    if any(_named(t.replace(said.lower(), " "), names, honor) for t in others):
        return False  # a trait, an ongoing effect on those keywords: a chain
    if not _named(_words(view, card, True).replace(said.lower(), " "), names, honor):
        return True
    # the action's own text names a keyword given: only adding it may not turn the answer
    if _TAKEN.search(said):
        return False
    if verdict.status == "legal":
        return _positive_only(ab, names)
    return _unreached_slot(view, ab, verdict, said)


def _positive_only(ab: Ability, names: frozenset[str]) -> bool:
    """Does ``ab`` name ``names`` only as keywords its targets must have ("Target your performing
    Courtier"), so that giving them keeps every candidate (its witness stands)?"""
    # an effect's printed step repeats the words its parts read
    text = re.sub(r"""step=(?:'[^']*'|"[^"]*")""", "", repr(ab).lower())
    for n in names:
        total = len(re.findall(rf"\b{re.escape(n)}\b", text))
        positive = 0
        for spec in ab.all_target_specs():
            sels = (spec.select, *(spec.select.any_of or ()))
            positive += sum(
                1 for sel in sels for k in (*sel.keyword, *sel.any_keyword) if k.lower() == n
            )
        if total != positive:
            return False
    return True


#: a required target with no candidate: "performer: needs to target your Courtier card; you
#: have none"
#: keywords taken away too: "... have Courtier but do not have Cavalry"
_TAKEN = lazy_regex(r"\b(?:do|does)\s*not\s+have\b", re.IGNORECASE)
_NONE = lazy_regex(
    r"^required targeting can't be met: (?P<slot>[\w-]+): .*(?:you have|there are) none"
)
_IN_PLAY = frozenset(
    {
        Place.IN_PLAY,
        Place.HOME,
        Place.BATTLEFIELD,
        Place.CURRENT_BATTLEFIELD,
        Place.NOT_CURRENT_BATTLEFIELD,
    }
)


def empty_slot(verdict: Verdict) -> str | None:
    """The name of the required target with no candidate that refuses ``verdict`` (every reason
    a targeting one: "performer: needs to target ...; you have none"), else None."""
    m = _NONE.match(verdict.reasons[0]) if verdict.reasons else None
    if m is None or any(d.code != "target" for d in verdict.details):
        return None
    return m["slot"]


def _unreached_slot(view: View, ab: Ability, verdict: Verdict, said: str) -> bool:
    """Is ``verdict`` refused by one required target in play with no candidate, and does the
    grant ``said`` reach no card in play (``_reaches``), so that it gives that slot none?"""
    slot = empty_slot(verdict)
    if slot is None:
        return False
    spec = next((t for t in ab.all_target_specs() if t.name == slot), None)
    if spec is None or (spec.select.location is not None and spec.select.location not in _IN_PLAY):
        return False
    return not any(_reaches(view, c.id, said) for c in view.state.cards if c.in_play)


#: the subject of a grant: "Scorpion Clan Samurai you own in and out of play have ..."
_SUBJECT = lazy_regex(r"^(?P<who>[A-Z][^.;:]*?) (?:has|have) ")
_OWNED = lazy_regex(
    r"\b(?:you (?:own|control)|in (?:and out of )?play|out of play|in play)\b|^(?:your|other) ",
    re.IGNORECASE,
)
_TYPES = {
    w: TYPE_PLURALS[w]
    for w in ("personalities", "followers", "holdings", "items", "spells", "strongholds")
}


def _reaches(view: View, card: str, said: str) -> bool:
    """May the grant ``said`` reach the acting ``card``? Not when its subject is read as keywords
    (a Clan: "Scorpion Clan") and a card type, all of which the card must have, and it lacks
    one that no other unread sentence in play gives; anything else: it may."""
    m = _SUBJECT.match(said.strip())
    if m is None:
        return True
    who = _OWNED.sub(" ", m["who"]).strip()
    if re.search(r"\b(?:and|or|non|not|other|each|any|this|these|his|her|its)\b|[-,]", who, re.I):
        return True
    if who.lower() in self_words(view.definition(card).title):
        return True  # "Bold has Destined." of Bold
    words = re.findall(r"[A-Z][\w']*(?: Clan)?", who)
    if not words or " ".join(words) != " ".join(who.split()):
        return True
    given = {
        n
        for c in view.state.cards
        if c.in_play
        for q in view.definition(c.id).qualities_unread
        if q.strip() != said.strip() and quality_kinds(q) & {"keyword", "clan"}
        for n in granted_keywords(q) or ("*",)
    }
    for word in (w.lower() for w in words):
        if word in _TYPES:
            if view.type_of(card) is not _TYPES[word]:
                return False
        elif not has_keyword(view.keywords(card), word) and word not in given and "*" not in given:
            return False
    return True


_PRINTED = lazy_regex(r"^base_")


def printed_only_spares(ab: Ability | None, said: str) -> bool:
    """Does ``ab`` test the stats the signed-change sentence ``said`` changes only as printed
    values ("target1.base_force > source.base_force"), never given, paid with or ranked?"""
    read = stat_direction(said)
    if ab is None or read is None:
        return False
    stats = read[0]
    rels = compared_relations(ab)
    if rels is None:
        return False
    seen = False
    for rel in rels:
        for term in (*rel.left.parts(), *rel.right.parts()):
            attr = term.attr or ""
            if not any(s in attr for s in stats):
                continue
            if not _PRINTED.match(attr):
                return False
            seen = True
    return seen
