"""Abilities granted by the traits of cards in play, answered on the board (Reference 04:
traits may grant abilities; effects.txt: an ability a card gives another player is "from"
that card though "on" the player; abilities-and-actions.txt: an ability may exist only while
a condition holds, and each ability is used once per turn unless stated).

A granting sentence read whole (``model.cardtext.grant_read``) with its quoted ability imported
like a printed one is checked as that ability, on a View in which it is one more ability:

- of the granting card, for a grant to players ("You have", "All players have", "The Attacker
  and Defender each have"): its source is the granting card ("this card", "this Terrain"),
  "your" is the receiving player's; the player has it, not the card: another player's card, an
  Event in play or a bowed card do not stop it (``solver.granted_use``);
- of each receiving card, for a grant to cards ("Each of your Scorpion Clan Personalities has",
  "Your Tacticians have"): every card in play its controller controls that the subject surely
  names ("this Tactician", ":bow:" is that card).

Not read (the grant stays ``unknown`` naming the sentence): another shape, a condition the
condition reader does not read (or cannot settle), an ability the importer does not import, a
subject word that is no keyword of the data, a receiver a sentence not read may add ("may be
given" that keyword), and a per-receiver usage limit the state's card memory can't tell apart
(a grant to several players, used before)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.cards import has_keyword, subject_keywords
from model.cardtext.conditions import parse_condition
from model.cardtext.grant_read import GrantRead, import_granted, read_grant
from model.common import TYPE_PLURALS
from model.keyword_vocabulary import data_keywords
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition
from model.state import View
from solver.granted_use import mark_granted_user
from solver.keyword_trait_grants import out_of_play_grant
from solver.lasting_grants import lasting_grant, lasting_unread
from solver.lone_defender_grants import lone_defender_grants
from solver.play_keyword_scope import may_be_given

__all__ = [
    "Grant",
    "card_grants_to",
    "granted_view",
    "grants_of",
    "player_receives",
    "receivers",
]

_TYPES = {w: TYPE_PLURALS[w] for w in ("personalities", "followers", "holdings", "items", "spells")}
_SUBJECT = lazy_regex(
    r"^(?P<words>(?:[A-Z][\w'-]* )*?)(?P<noun>[A-Z][\w'-]*|cards)"
    r"(?: without a printed (?P<kind>Fear|Melee|Ranged) ability)?$"
)
#: subject words that are qualities, not keywords a card's keyword list holds
_NOT_KEYWORDS = frozenset({"unique", "experienced", "loyal", "singular", "proxy"})


@dataclass(frozen=True, slots=True)
class Grant:
    """One granting sentence of a card in play: read (``read``, its condition settled or
    None) or why it is not (``unread``)."""

    source: str
    sentence: str
    read: GrantRead | None
    unread: str = ""
    #: the one player who may have it, when the state names its receiver's controller ("he
    #: has": ``solver.lone_defender_grants``); None: as its sentence says
    only_for: str | None = None


def grants_of(view: View, card: str) -> tuple[Grant, ...]:
    """Each granting sentence of ``card`` (in play), read or with why it is not."""
    memo = view.memo("granted_abilities")
    found = memo.get(card)
    if isinstance(found, tuple):
        return found
    out: list[Grant] = []
    d = view.definition(card)
    for sentence in d.grants_abilities:
        g = read_grant(sentence)
        if not view.card(card).in_play:
            if lasting_grant(view, card, sentence):  # "After you reveal ..., until ..., "
                out.append(Grant(card, sentence, None, lasting_unread(sentence)))
            elif out_of_play_grant(view, card, sentence):  # "If Zo Sia is honorably dead"
                why = "its card is out of play, where its text names it: not read"
                out.append(
                    Grant(card, sentence, None, "its shape is not read" if g is None else why)
                )
            continue
        if (two := lone_defender_grants(view, card, sentence)) is not None:  # Come One at a Time
            out.extend(Grant(card, sentence, r, why, who) for r, why, who in two)
        elif g is None:
            out.append(Grant(card, sentence, None, "its shape is not read"))
        elif g.condition is not None and not isinstance(
            parse_condition(g.condition, d.title, d.type), Condition
        ):
            out.append(Grant(card, sentence, None, f"its condition '{g.condition}' is not read"))
        else:
            out.append(Grant(card, sentence, g))
    memo[card] = tuple(out)
    return tuple(out)


def player_receives(view: View, grant: Grant, player: str) -> bool | None:
    """Does ``player`` receive a read player grant (None: the state does not say)?"""
    g = grant.read
    assert g is not None and g.to is not None
    if g.to == "you":
        return view.card(grant.source).controlled_by == player
    if g.to == "all":
        return True
    if g.to == "others":
        return view.card(grant.source).controlled_by != player
    state = view.state  # the Attacker and Defender exist in a battle only (Reference 05)
    if not state.in_combat or state.attacker is None or state.defender_unstated():
        return None
    return player == state.attacker or state.defends(player)


def _prints(view: View, card: str, kind: str) -> bool | None:
    """Does ``card`` print a ``kind`` ability (True: a read effect makes that attack; None: its
    text names it unread)?"""
    step = re.compile(rf"^{kind} \d+\b")
    d = view.definition(card)
    if any(step.match(e.step or "") for ab in d.abilities for e in ab.effects):
        return True
    return None if kind.lower() in (d.printed_text or "").lower() else False


def receivers(view: View, grant: Grant) -> tuple[tuple[str, ...], str | None]:
    """The cards a read card grant surely gives its ability to (state order), and why other
    cards may have it too (None: no other)."""
    memo = view.memo("granted_receivers")
    key = (grant.source, grant.sentence)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _receivers(view, grant)
    return found  # type: ignore[return-value]


def _receivers(view: View, grant: Grant) -> tuple[tuple[str, ...], str | None]:
    """``receivers`` computed."""
    g = grant.read
    assert g is not None and g.subject is not None
    m = _SUBJECT.fullmatch(g.subject.strip())
    if m is None:
        return (), f"its subject '{g.subject}' is not read"
    noun = m["noun"]
    types = frozenset({_TYPES[noun.lower()]}) if noun.lower() in _TYPES else None
    words = m["words"].strip()
    if types is None and noun != "cards":
        single = noun[:-3] + "y" if noun.endswith("ies") else noun.removesuffix("s")
        words = f"{words} {single}".strip()
    keywords = subject_keywords(words) if words else ()
    vocabulary = data_keywords()
    if keywords is None or any(k in _NOT_KEYWORDS or k not in vocabulary for k in keywords):
        return (), f"its subject '{g.subject}' is not read"
    doubt = None
    if any(may_be_given(view, k, None) for k in keywords):
        doubt = f"a sentence not read may make other cards '{g.subject}'"
    you = view.card(grant.source).controlled_by
    found: list[str] = []
    for c in view.state.cards:
        if not (c.in_play and c.controlled_by == you):
            continue
        if types is not None and view.type_of(c.id) not in types:
            continue
        if not all(has_keyword(view.keywords(c.id), k) for k in keywords):
            continue
        printed = False if m["kind"] is None else _prints(view, c.id, m["kind"])
        if printed is None:
            doubt = f"whether {view.definition(c.id).title} prints a {m['kind']} ability"
        elif not printed:
            found.append(c.id)
    return tuple(found), doubt


def card_grants_to(view: View, card: str) -> tuple[Grant, ...]:
    """The read card grants of cards in play that surely give ``card`` an ability."""
    if not view.card(card).in_play:
        return ()
    out: list[Grant] = []
    for c in view.state.cards:
        if not (c.in_play and view.definition(c.id).grants_abilities):
            continue
        for grant in grants_of(view, c.id):
            g = grant.read
            if g is not None and g.subject is not None and card in receivers(view, grant)[0]:
                out.append(grant)
    return tuple(out)


def granted_view(
    view: View, grant: Grant, holder: str, player: str, place: int = 0
) -> tuple[View, int] | str:
    """A View in which ``holder`` has ``grant``'s ability as one more printed ability, and its
    index: its number of printed abilities plus ``place`` (the ability's place among those
    granted through ``holder``: what the state's card memory records its uses under); or why
    the ability is not imported."""
    g = grant.read
    assert g is not None
    d = view.definition(holder)
    title = view.card(holder).title
    if d is not view.library[title]:  # its definition changed by the state (blanked)
        return f"{d.title}'s abilities are changed in play"
    to_player = g.to is not None
    ability, why = import_granted(
        g.body,
        title=d.title,
        card_type=d.type,
        keywords=d.keywords,
        player=to_player,
    )
    if ability is None:
        return f"its ability is not read: {why}"
    if g.condition is not None:
        cond = parse_condition(g.condition, view.definition(grant.source).title, d.type)
        assert isinstance(cond, Condition)
        # "you" and "this card" of the condition are the granting card's controller and card:
        # read only where the check binds them so (Abilities and actions: an ability that
        # exists only while a condition holds: ``Ability.exists_while``, settled or unknown
        # naming what the state does not state, ``model.condition_facts``)
        names_source = f"'{SOURCE}'" in repr(cond)
        others = view.card(grant.source).controlled_by != player
        if others or (names_source and holder != grant.source):
            return f"its condition '{g.condition}' is not read for {player} and {d.title}"
        had = ability.exists_while
        both = cond if had is None else Condition(all_of=(cond, had))
        ability = replace(ability, exists_while=both)
    # the places before it hold the same ability: only its index is asked for
    added = (ability,) * (place + 1)
    made = View.of(
        view.state, view.library.merged({title: replace(d, abilities=(*d.abilities, *added))})
    )
    if to_player:
        mark_granted_user(made, holder, player)
    return made, len(d.abilities) + place
