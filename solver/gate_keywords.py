"""Keywords given by traits in play, for the condition of an optional target ("If your
Personality is a Magistrate, you may target ...": A Fugitive Apprehended; h40adv3 W1).

Abilities and actions / B: the targeting requirement depends on whether the condition is met.
A keyword a trait in play gives a card is a keyword it has (Reference 04, Keywords), so a
condition that tests keywords (or a Clan) is asked with the keywords the traits of the state
give. Two shapes are read whole, of a card in play:

- "This Personality has <Keyword>." (Justice of the Crane on its bearer; a Personality's own),
  or "This <Keyword> has <Keyword>." of a Personality with the first keyword ("This Shugenja
  has Shadowlands.", Poison the Cup on its Shugenja bearer);
- "[Each of your|All of your|Your] <Keywords> [<Type plural>] [in and out of play] ha(s|ve)
  <Keyword>." (Tsuruchi Nobukatsu • Experienced: "Your Mantis Clan Samurai in and out of play
  have Magistrate."): its controller's cards with those keywords (in play, or anywhere with
  "in and out of play"), unless a keyword of the subject may itself be given by text not read.

Any other sentence that may give a tested keyword (``solver.play_keyword_scope.may_be_given``)
leaves the condition not settled: the caller answers ``unknown`` naming it, never a refusal.
"""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability
from model.ability_keywords import ability_keyword_only
from model.cards import has_keyword, subject_keywords
from model.cardtext.qualities import granted_keywords, quality_kinds
from model.common import CardType, nested
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Selector
from model.state import GameState, View
from solver.play_keyword_scope import about_itself, may_be_given
from solver.subject_types import subject_types

__all__ = ["gates_only_grant", "given_view", "selector_view", "selectors_read_grant"]

_KW = r"(?P<kw>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
#: "This Personality has Magistrate.", "This Shugenja has Shadowlands." (Poison the Cup: its
#: noun a keyword of the card meant; h40adv6 N2)
_THIS = lazy_regex(rf"^This (?P<noun>Personality|[A-Z][a-z]+) has {_KW}\.?$")
_YOUR = lazy_regex(
    r"^(?:Each of your|All of your|Your) (?P<words>(?:[A-Z][\w-]* )*?[A-Z][\w-]*) "
    rf"(?P<anywhere>in and out of play )?(?:has|have) {_KW}\.?$"
)


def _selector_keywords(sel: Selector) -> set[str]:
    """The keywords (and Clans, as "<clan> clan") ``sel`` asks a card to have."""
    found = {*sel.keyword, *sel.any_keyword, *sel.not_keyword}
    if sel.clan is not None:
        found.add(f"{sel.clan} clan")
    if sel.your_clan or sel.unaligned is False:
        found.add("clan")
    for sub in (*sel.any_of, sel.has_attachment):
        if sub is not None:
            found |= _selector_keywords(sub)
    return {k.lower() for k in found}


def _tested(cond: Condition, binding: dict[str, str]) -> set[tuple[str | None, str]]:
    """(card or None: any card, keyword) pairs the condition tests."""
    pairs: set[tuple[str | None, str]] = set()
    if cond.matches is not None:
        who = binding.get(cond.card) if cond.card is not None else None
        pairs |= {(who, k) for k in _selector_keywords(cond.matches)}
    for counted in (cond.control, cond.exists):
        if counted is not None:
            pairs |= {(None, k) for k in _selector_keywords(counted.select)}
    for sub in (*cond.all_of, *cond.any_of, *cond.none_of):
        pairs |= _tested(sub, binding)
    return pairs


def _givers(view: View, keyword: str, card: str | None) -> list[tuple[str, str]]:
    """The (card, sentence) pairs of the state's unread traits that may give ``card``
    ``keyword`` (as ``may_be_given`` asks)."""
    return [
        (inst.id, said)
        for inst in view.state.cards
        for said in view.definition(inst.id).qualities_unread
        if quality_kinds(said) & {"keyword", "clan"}
        and not ability_keyword_only(said)
        and ((named := granted_keywords(said)) is None or keyword in named)
        and not (
            card is not None
            and card not in (inst.id, inst.attached_to)
            and about_itself(view, inst.id, said)
        )
    ]


def _is_noun(view: View, card: str, noun: str) -> bool:
    """Is ``card`` (a Personality) what "This <noun>" names: "Personality", or a keyword it
    has ("This Shugenja": a Shugenja; Reference 03, an attachment's trait is about its
    bearer)?"""
    if view.type_of(card) is not CardType.PERSONALITY:
        return False
    return noun == "Personality" or has_keyword(view.keywords(card), noun.lower())


def _read(view: View, source: str, said: str) -> tuple[str, frozenset[str]] | None:
    """The keyword ``said`` (a trait of ``source``) gives and the cards it gives it to; None
    when the sentence is not one of the shapes read, or its source is not in play."""
    inst = view.card(source)
    if not inst.in_play:
        return None
    if (m := _THIS.fullmatch(said.strip())) is not None:
        meant = source if view.type_of(source) is CardType.PERSONALITY else inst.attached_to
        if meant is None or not _is_noun(view, meant, m["noun"]):
            return None
        return m["kw"].lower(), frozenset({meant})
    if (m := _YOUR.fullmatch(said.strip())) is None:
        return None
    words = m["words"]
    types = subject_types(words)
    if types is not None:
        words = " ".join(words.split()[:-1])
    keywords = subject_keywords(words) if words else ()
    if keywords is None or any(k in {"other", "another"} for k in keywords):
        return None
    if any(may_be_given(view, k, None) for k in keywords):
        return None  # the subject's own keywords may be given by text not read
    you = inst.controlled_by
    return m["kw"].lower(), frozenset(
        c.id
        for c in view.state.cards
        if c.controlled_by == you
        and (c.in_play or m["anywhere"])
        and (types is None or view.type_of(c.id) in types)
        and all(has_keyword(view.keywords(c.id), k) for k in keywords)
    )


def selector_view(view: View, sel: Selector) -> View:
    """``view`` with the keywords a target's selector ``sel`` asks that the state's traits of
    the read shapes give (a required target or performer: "your performing unbowed
    Magistrate" counts Justice of the Crane's bearer; h40adv6 N3). A sentence not read gives
    nothing here: the check's trait doubt still names it (``gates_only_grant`` spares only
    "This Personality has <Keyword>.")."""
    cache = view.memo("gate_keywords.selector_view")
    if (found := cache.get(sel)) is None:
        added: dict[str, set[str]] = {}
        for keyword in sorted(_selector_keywords(sel)):
            for source, said in _givers(view, keyword, None):
                if (got := _read(view, source, said)) is not None and got[0] == keyword:
                    for recipient in got[1]:
                        added.setdefault(recipient, set()).add(got[0])
        found = cache[sel] = _with_keywords(view, added) if added else view
    assert isinstance(found, View)
    return found


def _with_keywords(view: View, added: dict[str, set[str]]) -> View:
    """``view`` whose cards in ``added`` have those keywords too."""
    cards = tuple(
        replace(c, added_keywords=(*c.added_keywords, *sorted(added[c.id]))) if c.id in added else c
        for c in view.state.cards
    )
    state: GameState = replace(view.state, cards=cards)
    return view.derive(state)


def given_view(view: View, cond: Condition, binding: dict[str, str]) -> View | str:
    """``view`` with the keywords the condition tests that the state's traits give (the read
    shapes), or the first sentence that may give one and is not read ("Title (id): ...")."""
    added: dict[str, set[str]] = {}
    for card, keyword in sorted(_tested(cond, binding), key=str):
        for source, said in _givers(view, keyword, card):
            got = _read(view, source, said)
            if got is None:
                return f"{view.definition(source).title} ({source}): {said}"
            for recipient in got[1]:
                added.setdefault(recipient, set()).add(got[0])
    return _with_keywords(view, added) if added else view


def _keyword_uses(obj: object) -> list[str]:
    """Every keyword (and Clan) a Selector nested in ``obj`` asks, once per Selector."""
    return [k for o in nested(obj) if isinstance(o, Selector) for k in _own_keywords(o)]


def _own_keywords(sel: Selector) -> set[str]:
    """The keywords ``sel`` itself asks (not its nested Selectors: ``nested`` visits them)."""
    found = {*sel.keyword, *sel.any_keyword, *sel.not_keyword}
    if sel.clan is not None:
        found.add(f"{sel.clan} clan")
    return {k.lower() for k in found}


def gates_only_grant(ab: Ability | None, said: str) -> bool:
    """Is ``said`` a grant this module reads ("This Personality has Magistrate.") of a keyword
    that ``ab`` tests only in the conditions of its optional targets, which ``gate_count``
    already asks with the grants read, or (that shape only) in its targets' selectors, which
    ``selector_view`` reads? Then it can't turn the answer otherwise (h40adv3 W1, h40adv6 N3)."""
    if ab is None:
        return False
    m = _THIS.fullmatch(said.strip()) or _YOUR.fullmatch(said.strip())
    if m is None:
        return False
    keyword = m["kw"].lower()
    if any(keyword in t.lower() for t in ab.not_understood):
        return False
    gates = [cw for t in ab.all_target_specs() for cw in t.count_when if cw.count == 0]
    in_gates = _keyword_uses(tuple(gates)).count(keyword)
    selects = tuple(t.select for t in ab.all_target_specs())
    in_selects = _keyword_uses(selects).count(keyword) if _THIS.fullmatch(said.strip()) else 0
    read = in_gates + in_selects
    return read > 0 and _keyword_uses(ab).count(keyword) == read


def selectors_read_grant(view: View, ab: Ability | None, source: str, said: str) -> bool:
    """Is ``said`` (a trait of ``source``) "Your <Keywords> [<Type plural>] [in and out of play]
    have <Keyword>." read with certainty here (``_read``: Tsuruchi Nobukatsu • Experienced),
    of a keyword ``ab`` tests only in its targets' and performers' selectors, which
    ``selector_view`` asks with it? Then it can't turn the answer otherwise (h40adv6 N3)."""
    m = _YOUR.fullmatch(said.strip())
    if ab is None or m is None or not view.has(source) or _read(view, source, said) is None:
        return False
    keyword = m["kw"].lower()
    if any(keyword in t.lower() for t in ab.not_understood):
        return False
    selects = tuple(t.select for t in ab.all_target_specs())
    in_selects = _keyword_uses(selects).count(keyword)
    return in_selects > 0 and _keyword_uses(ab).count(keyword) == in_selects
