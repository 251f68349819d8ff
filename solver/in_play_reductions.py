"""Fixed reductions to the Gold cost of a rulebook play said by a card in play (Costs and
restrictions / Changes to costs and payments; Reference 02: Recruit, Equip; Reference 04, stats:
"to a minimum" changes come after every other change and are limited by their minimum).

Read whole, of a card its player controls (whose effects the state does not state), for that
player's Recruit or Equip of a card they own:

- "Your <Kind> enter play [for you] (for | paying) N less Gold[, to a minimum of M][ and
  ignoring Honor Requirements]." (Yasuki Makoto's Holdings, Whispering Archive's Spells, Sachina
  Sensei's Geisha, Palace of the Breaking Dawn's Ronin cards: its Honor Requirement part is
  ``solver.honor_permissions``') and "<Kind> enter play
  for you for N less Gold[, ...]." (The Great Walls of Kaiu's Fortifications, Volcano's Obsidian
  Items); "While this Holding is unbowed, ..." (Shinjo Groomsman) is not read: bowing it to pay
  would end it while the cost is paid;
- "<Name> (Equips | attaches) <Kind> (for | paying) N less Gold[, ...]." on a Personality named
  by a word of its title (Isawa Hibana's Fire Spells, Hida Tsuru's Followers): an Equip onto
  that Personality only (a rulebook Equip attaches; h37adv1 U5);
- "<Kind> attach to your Personalities (for | paying) N less Gold[, ...]." (Shinjo Tselu's
  Cavalry Followers): an Equip onto a Personality its controller controls (h37adv4 N6);
- "(Your <Kind> | <Kind> you own) in and out of play have -N Gold Cost[, ...]." (Kyuden Agasha's
  Spells, to a minimum of 1; Shiryo no Yogo's Ninja cards).

<Kind> is a card type ("Holdings", "Spells"), a keyword with one ("Fire Spells", "Obsidian
Items", "Ninja cards") or a keyword alone ("Fortifications", "Geisha"); a Clan word, "Unique",
"non-", "other", a title or anything more is not read. A card without the keyword while text not
read may give it keeps the sentence unread (``may_be_given``). A plain reduction is summed with
the play's other changes before the cost is kept at 0; one "to a minimum of M" then lowers the
cost by at most down to M (never raising it). Two "to a minimum" reductions with different
minima on one play (their order would matter) are left unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from model.cards import CardDef, CardType
from model.common import CLANS, TYPE_PLURALS
from model.lazy_regex import LazyPattern, lazy_regex
from model.state import CardInstance, View
from solver.controlled_with import controlled_with
from solver.entering_scope import TYPE_NOUNS
from solver.play_keyword_scope import may_be_given
from solver.stated_reductions import stated_for

__all__ = [
    "InPlayReduction",
    "names_own_price",
    "price_after",
    "read_reductions",
    "reduction_amount",
    "reduction_shape",
    "says_lock",
    "settled_said",
]

_TYPES = {w: TYPE_PLURALS[w] for w in ("personalities", "holdings", "followers", "items", "spells")}
#: words before a noun that are no keyword here (owners, Unique, Clans are not read)
_NOT_KW = frozenset({"your", "other", "unique", "all", "non", "gold", "honor", "these", "those"})
_KIND = r"(?:(?P<kw>[A-Z][a-z'-]+) )?(?P<noun>[A-Z][a-z]+|cards)"
_MIN = r"(?:,? to a minimum of (?P<min>\d))?"
_LESS = rf"(?:for|paying) (?P<n>\d) less Gold{_MIN}"
_IGNORING_HR = r"(?P<hr> and ignoring Honor Requirements)?"
_SHAPES: tuple[tuple[LazyPattern, str], ...] = (
    # "... and ignoring Honor Requirements." (Palace of the Breaking Dawn): that part is read by
    # ``solver.honor_permissions`` (h38adv2 F2)
    (lazy_regex(rf"Your {_KIND} enter play (?:for you )?{_LESS}{_IGNORING_HR}\.?"), "enter"),
    (lazy_regex(rf"{_KIND} enter play for you {_LESS}\.?"), "enter"),
    (
        lazy_regex(
            rf"(?P<name>This Personality|[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?) (?:Equips|attaches) "
            rf"{_KIND} {_LESS}\.?"
        ),
        "equips",
    ),
    # "Cavalry Followers attach to your Personalities paying 2 less Gold." (Shinjo Tselu): an
    # Equip of that kind onto a Personality of the sentence's controller
    (lazy_regex(rf"(?P<yours>){_KIND} attach to your Personalities {_LESS}\.?"), "yours"),
    (
        lazy_regex(
            rf"(?:Your {_KIND}|{_KIND.replace('kw>', 'kw2>').replace('noun>', 'noun2>')} "
            rf"you own) in and out of play have -(?P<n>\d) Gold Cost{_MIN}\.?"
        ),
        "stat",
    ),
)


@dataclass(frozen=True, slots=True)
class InPlayReduction:
    """One read sentence of a card in play (``source``) as it bears on one play."""

    said: str  # "Title: sentence", as ``solver.playing.entering_unread`` shows it
    source: str
    amount: int  # 0: it does not apply to this play
    minimum: int | None = None


@dataclass(frozen=True, slots=True)
class _Shape:
    kw: str | None
    noun: str
    amount: int
    minimum: int | None
    name: str | None  # "Hibana Equips ...": the host named
    yours: bool = False  # "... attach to your Personalities ...": a host its controller's


def _shape(said: str) -> _Shape | None:
    """The sentence read, or None (not of a shape read here)."""
    text = said.strip()
    for pattern, _ in _SHAPES:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        g = m.groupdict()
        kw, noun = g.get("kw") or g.get("kw2"), g.get("noun") or g.get("noun2") or ""
        if kw is not None and kw.lower() in _NOT_KW:
            return None
        if kw is not None and kw.lower().rstrip("s") in ("personalit", "holding", "card"):
            return None
        if noun == "cards" and kw is None:
            return None
        if noun.lower() not in _TYPES and noun != "cards" and kw is not None:
            return None  # "Fire Fortifications": a keyword before a keyword is not read
        if noun.lower() in _NOT_KW or noun.lower() in CLANS:
            return None  # "Crab Personalities": a Clan, not read
        if g.get("hr") and (
            noun != "cards" or kw is None or kw.lower() in CLANS or kw.lower() in TYPE_NOUNS
        ):
            return None  # its Honor Requirement part is read for "<Keyword> cards" only
        minimum = int(g["min"]) if g.get("min") else None
        return _Shape(
            kw,
            noun,
            int(g["n"]),
            minimum,
            g.get("name"),
            g.get("yours") is not None,
        )
    return None


def _singulars(noun: str) -> set[str]:
    """A keyword plural's possible keywords ("Fortifications" -> fortification; "Geisha")."""
    w = noun.lower()
    found = {w}
    if w.endswith("s"):
        found.add(w[:-1])
    if w.endswith("es"):
        found.add(w[:-2])
    return found


def _has(view: View, card: str, words: set[str], host: str | None = None) -> bool | None:
    """Has ``card`` one of the keywords ``words``? None: it may be given by text not read
    (attached onto ``host``), or it has a word that is also a Clan ("Ninja") only as its Clan
    (not settled)."""
    found = words & set(view.keywords(card))
    if found:
        printed = {*view.definition(card).keywords, *view.card(card).added_keywords}
        if found & CLANS and not found & printed:
            return None
        return True
    if any(may_be_given(view, w, card, host) for w in words):
        return None
    return False


def _applies(
    view: View, shape: _Shape, source: str, definition: CardDef, card: str, host: str | None
) -> bool | None:
    """Does the sentence lower this play of ``card``? None when not settled."""
    kind = _TYPES.get(shape.noun.lower())
    if kind is not None and definition.type is not kind:
        return False
    words = (
        {shape.kw.lower()}
        if shape.kw is not None
        else (set() if kind is not None else _singulars(shape.noun))
    )
    has = _has(view, card, words, host) if words else True
    if has is not True:
        return has
    if shape.name is not None:
        if host is None:
            return False  # priced per host: onto another Personality it does not apply
        return host == view.unit_head(source)  # an attachment's: its bearer
    if shape.yours:  # onto a Personality the sentence's controller controls
        if host is None or not view.has(host):
            return False
        owner = view.card(source).controlled_by
        return view.card(host).controlled_by == owner and (
            view.definition(host).type is CardType.PERSONALITY
        )
    return True


def read_reductions(
    view: View, player: str, definition: CardDef, card: str | None, equip: bool, host: str | None
) -> list[InPlayReduction] | None:
    """Each sentence read here of a card in play ``player`` controls, with what it takes off the
    rulebook play of ``card`` (an Equip when ``equip``, onto ``host``; else a Recruit), one entry
    per copy; None for no card, a card not ``player``'s own, or an Event. Sentences whose bearing
    is not settled are left out (they stay doubts)."""
    if card is None or not view.has(card) or view.card(card).owner != player:
        return None
    if _locked(view, card):
        return None
    stated = stated_for(view, card)  # an effect or a modifier of the card names its source
    out: list[InPlayReduction] = []
    for inst in _speaking(view, player):
        if inst.id in stated:
            continue
        d = view.definition(inst.id)
        for t in _sentences(d):
            shape = _shape(t)
            if shape is None or (shape.name is not None and not _names(shape.name, d)):
                continue
            if (shape.name is not None or shape.yours) and not equip:
                out.append(InPlayReduction(f"{d.title}: {t}", inst.id, 0))
                continue
            hit = _applies(view, shape, inst.id, definition, card, host)
            if hit is None:
                continue
            amount = shape.amount if hit else 0
            out.append(InPlayReduction(f"{d.title}: {t}", inst.id, amount, shape.minimum))
    out.extend(_own_while_control(view, player, definition, card))
    minima = {r.minimum for r in out if r.amount and r.minimum is not None}
    if len(minima) > 1:  # their order would matter: left unread
        out = [r for r in out if not (r.amount and r.minimum is not None)]
    return out


_OWN_KIND = r"an? (?:(?P<{c}>[A-Z][a-z]+) Clan )?(?P<{k}>[A-Z][a-z]+)(?P<{p}> Personality)?"
#: its own "Takeji has -2 Gold Cost while you control a Crane Clan Duelist or a Crane Clan
#: Courtier.", "Riza has -2 Gold Cost while you control a Samurai."
_OWN_WHILE = lazy_regex(
    r"(?P<name>[A-Z][\w'-]*|This (?:Holding|Follower|Item|Spell|Personality)) has -(?P<n>\d) "
    r"Gold Cost (?:while|if) you control "
    + _OWN_KIND.format(c="c1", k="k1", p="p1")
    + rf"(?: or {_OWN_KIND.format(c='c2', k='k2', p='p2')})?\.?"
)


def reduction_amount(said: str) -> int | None:
    """The Gold a sentence of a shape read here takes off a play it applies to ("Your Holdings
    enter play for 1 less Gold." -> 1; a minimum only limits it), else None."""
    shape = _shape(said)
    return None if shape is None else shape.amount


def reduction_shape(said: str) -> bool:
    """Is ``said`` of a shape read here (a play's price then has it, or the sentence stays in
    ``solver.playing.entering_unread``)?"""
    return _shape(said) is not None or _OWN_WHILE.fullmatch(said.strip()) is not None


def _own_while_control(
    view: View, player: str, definition: CardDef, card: str
) -> list[InPlayReduction]:
    """The card's own "<Name> has -N Gold Cost while you control a [<Clan> Clan ]<Keyword>
    [or a ...]." as it enters play (its Gold Cost then; Reference 04), when settled: some card
    in play ``player`` controls surely has the keyword (and the Clan), or none has the keyword
    and nothing may give it. A card with the keyword but not the Clan: not settled (left)."""
    out = []
    for t in definition.entering_unread:
        m = _OWN_WHILE.fullmatch(t.strip())
        if m is None or not _names_itself(m.group("name"), definition):
            continue
        kinds = [(m.group("c1"), m.group("k1"), bool(m.group("p1")))]
        if m.group("k2"):
            kinds.append((m.group("c2"), m.group("k2"), bool(m.group("p2"))))
        holds = [_controls(view, player, card, clan, kw, p) for clan, kw, p in kinds]
        if True in holds:
            out.append(InPlayReduction(f"{definition.title}: {t}", card, int(m.group("n"))))
        elif all(h is False for h in holds):
            out.append(InPlayReduction(f"{definition.title}: {t}", card, 0))
    return out


def _names_itself(name: str, d: CardDef) -> bool:
    """ "This Holding" on a Holding, or a word of a Personality's title."""
    if name.startswith("This "):
        return name[5:].lower() == d.type.value
    return _names(name, d)


def _controls(
    view: View, player: str, card: str, clan: str | None, kw: str, personality: bool
) -> bool | None:
    """Does ``player`` control a card in play (not ``card``) with the keyword ``kw`` (and of
    ``clan``; a Personality when ``personality``)? None when not settled."""
    word = kw.lower()
    if word in CLANS:
        return None  # "a Ninja": a keyword or a Clan? not settled
    with_kw = [
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and c.id != card
        and word in view.keywords(c.id)
        and not (personality and view.definition(c.id).type is not CardType.PERSONALITY)
    ]
    if with_kw and may_be_lost(view, word, card):
        return None  # "... do not have Tactician." (Ikoma Aimi): unread, it may take it away
    if clan is None:
        if with_kw:
            return True
    elif any(clan.lower() in view.definition(c).clan for c in with_kw):
        return True
    if with_kw or may_be_given(view, word, None):
        return None
    return False


def may_be_lost(view: View, word: str, card: str) -> bool:
    """May an unread quality sentence of a card in play (not ``card``) take the keyword ``word``
    away
    ("Your Lion Clan Personalities have Courtier but do not have Tactician.", Ikoma Aimi)? Any
    such sentence naming the keyword counts (h30adv5 W1: Matsu Mieko's "-2 Gold Cost while you
    control a Tactician" was read as met, a false legal)."""
    memo = view.memo("in_play_reductions_lost")
    key = f"{word}|{card}"
    if key not in memo:
        named = re.compile(rf"\b{re.escape(word)}s?\b", re.IGNORECASE)
        memo[key] = any(
            named.search(said)
            for inst in view.state.cards
            if inst.in_play and inst.id != card
            for said in view.definition(inst.id).qualities_unread
        )
    found = memo[key]
    assert isinstance(found, bool)
    return found


#: text that forbids or changes how a cost may be reduced ("This Spell's Gold cost may not be
#: reduced or ignored.", "... but will not have their costs changed in any other way.",
#: "... will not have their Gold cost further reduced."): no reduction is read beside it
_LOCK = lazy_regex(r"\breduced\b|\bcosts? changed\b", re.IGNORECASE)


#: a lock of the card's own cost only ("This Spell's Gold cost may not be reduced or ignored.",
#: "Sezaru's Gold Cost will not be reduced.", "This Invest cost cannot be reduced.")
_OWN_LOCK = lazy_regex(
    r"(?:This (?:Spell|Holding|card|Item|Follower|Personality|Strategy|Invest)\b"
    r"|[A-Z][\w' -]*'s Gold Cost will not be reduced)[^.]*\.?"
)


#: the Gold reader's wording of a sentence it did not understand
_UNQUOTED = lazy_regex(r"Gold text not understood: ['\"](.*)['\"]")


def _locked(view: View, card: str) -> bool:
    """Does the card itself say something of how costs may be reduced, or a card in play of
    how other cards' costs may be (its own cost only: not another card's)?"""
    memo = view.memo("in_play_reductions")
    if "lock" not in memo:
        memo["lock"] = frozenset(
            inst.id
            for inst in view.state.cards
            if inst.in_play and says_lock(view.definition(inst.id), others=True)
        )
    locks = memo["lock"]
    assert isinstance(locks, frozenset)
    return says_lock(view.definition(card)) or any(_bears(view, s, card) for s in locks)


def _bears(view: View, source: str, card: str) -> bool:
    """May a lock of the card in play ``source`` bear on ``card``? Not when each of its lock
    sentences is a reduction of Gold- or Honor-producing Holdings that surely does not reach
    ``card`` (Kosaten Shiro's, beside a Personality or Small Library:
    ``solver.producing_holdings.passes_by``); else it may."""
    from solver.producing_holdings import passes_by  # (it imports this module)

    texts = [t for t in _texts(view.definition(source)) if _LOCK.search(t) and not _own_lock(t)]
    return not all(passes_by(view, source, _unquoted(t), card) for t in texts)


def says_lock(d: CardDef, *, others: bool = False) -> bool:
    """Does the card say something of how costs may be reduced (``_LOCK``)? ``others``: of
    other cards' costs (a lock of its own cost alone left out)."""
    return any(_LOCK.search(t) and not (others and _own_lock(t)) for t in _texts(d))


def _texts(d: CardDef) -> tuple[str, ...]:
    """Its sentences that may say how costs may be reduced."""
    return (
        *d.grants_unread,
        *d.entering_unread,
        *d.actions_unread,
        *d.reductions_unread,
        d.production_unread,
        *d.production_unread_more,  # a later Gold text not understood (``production_problems``)
    )


def _unquoted(text: str) -> str:
    """``text`` without the Gold reader's wording around it."""
    m = _UNQUOTED.fullmatch(text.strip())
    return m.group(1) if m else text.strip()


def _own_lock(text: str) -> bool:
    """Is ``text`` (as the Gold reader may quote it) a lock of its card's own cost only?"""
    return _OWN_LOCK.fullmatch(_unquoted(text)) is not None


def _speaking(view: View, player: str) -> tuple[CardInstance, ...]:
    """The cards in play ``player`` controls with a sentence read here."""
    return controlled_with(view, player, "in_play_reductions", _sentences)


def _sentences(d: CardDef) -> tuple[str, ...]:
    """Its sentences about other cards entering play; "Hibana Equips Fire Spells ..." (or
    "Tsuru attaches Followers ...") names itself, so the entering reader keeps it with its own
    (``entering_unread``)."""
    return (
        *d.grants_unread,
        *(t for t in d.entering_unread if " Equips " in t or " attaches " in t),
    )


def names_own_price(said: str, d: CardDef) -> bool:
    """Is ``said`` (a sentence of ``d``) "<its name> (Equips | attaches) <Kind> for N less Gold"
    read here, its name a word of ``d``'s own title?"""
    shape = _shape(said)
    if shape is not None and shape.yours:  # priced per host too (Shinjo Tselu)
        return d.type is CardType.PERSONALITY
    return shape is not None and shape.name is not None and _names(shape.name, d)


def _names(name: str, d: CardDef) -> bool:
    """Is ``name`` a word of the Personality's own title ("Hibana" on Isawa Hibana), its whole
    title ("Ratling Scavenger") or "This Personality"? On an attachment, "This Personality" is
    its bearer (Reference 03, attachments; The Emerald Armor: h37adv5 N3): the host it prices
    is then the Personality it is attached to (``_applies``)."""
    if d.type is not CardType.PERSONALITY:
        return d.is_attachment and name == "This Personality"
    base = re.sub(r"\s*[•(,].*$", "", d.title)
    return name in base.split() or name in (base, "This Personality")


def price_after(cost: int, found: list[InPlayReduction] | None) -> int:
    """``cost`` (every other change summed, not yet kept at 0) lowered by ``found``: plain
    reductions summed in, kept at 0, then each "to a minimum of M" limited by M (Reference 04)."""
    found = found or []
    cost = max(0, cost - sum(r.amount for r in found if r.minimum is None))
    for r in found:
        if r.amount and r.minimum is not None:
            cost -= max(0, min(r.amount, cost - r.minimum))
    return cost


def settled_said(view: View, source: str, said: str, card: str) -> bool:
    """Is ``said`` (a sentence of ``source``) read here with its bearing on ``card`` settled,
    so that it is already in the price ``solver.entering_price.gold_cost_now`` gives?"""
    if not view.has(source) or not view.has(card):
        return False
    d = view.definition(source)
    player = view.card(source).controlled_by
    if player is None or said not in _sentences(d):
        return False
    equip = view.definition(card).is_attachment
    found = read_reductions(view, player, view.definition(card), card, equip, None)
    if found is None:
        return False
    return f"{d.title}: {said}" in {r.said for r in found}
