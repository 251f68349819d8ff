"""The state's remaining words a typo could turn into another answer: each is checked on load,
naming the path and what was expected (README "Input handling").

- ``memory[i].ability``: the index of a printed ability of the card (``check`` lists them from
  0) or of a Gold production mode (``-1 - i``, ``model.cards.production_memory_index``); card
  memory under an index the card has not counts nothing, so the use of the ability meant
  would be forgotten (Abilities and actions: usage limits).
- ``trigger``: ``to an action, after its targets are chosen`` is the state language's name for
  the window where an action awaits Interrupts (``model.abilities.INTERRUPT_TO_AN_ACTION``), not
  printed words; a near miss of it would be read as a moment a card prints.
- a Stronghold's modifier with ``source: sensei`` says its Sensei's modifier is in it
  (Reference 03, Sensei: ``View._sensei_modifier``); a near miss ("Sensei", "sensi") would add
  the Sensei's modifier a second time.
- an effect's or a modifier's ``source`` naming a card by its id says the state states that
  card's effects itself (``solver.effects``: not applied twice; README "State files"); a near
  miss of an id (one edit from it, case aside: "kasie", "Kasei" for ``kasei``) would apply
  them a second time. A description far from every id ("Winter Warfare", "an opponent's
  Event") is as given.
- a past fact's ``title`` (``resolved_title``, ``played_title``): the card's title as the card
  prints it, which the condition read from its text compares exactly (``model.past``); a
  misspelt one would leave the occurrence unreported.
- an effect selector's ``title_contains`` / ``title_version``: words of a card's title, the
  title without its Experienced level; words in no title of the cards known (the state's,
  bundled, ``definitions``, ``--cards``) select no card, so the effect would reach nothing.
- an effect's ``cards`` selects cards one by one (``solver.effects``: ``matches_unary``): a slot
  reference there (``attached_to``, ``unit_of``, ``opposing``, ``same_location_as``,
  ``other_than``) or a grouped test (``same_controller``, ``different_locations``) would be
  ignored, so the effect would reach every card the rest selects.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from typing import TYPE_CHECKING

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cards import CardType
from model.errors import InputError
from model.evaluate import unversioned
from model.named_fields import named_fields
from model.state import CardLibrary, GameState

if TYPE_CHECKING:
    from model.oracle.pool import CardPool

__all__ = ["state_word_problems"]

_SENSEI = "sensei"
_TITLE_WORDS = frozenset({"title_contains", "title_version"})


def _near(word: str, name: str, cutoff: float) -> bool:
    """Is ``word`` not ``name`` but near it (case and spaces aside, or a close spelling)?"""
    if word == name:
        return False
    folded = " ".join(word.casefold().split())
    return folded == name or difflib.SequenceMatcher(None, folded, name).ratio() >= cutoff


def _variants(word: str) -> set[str]:
    """The word folded, and each with one character dropped: two words one edit apart (a
    character added, dropped, changed, or two swapped) share one (symmetric deletion)."""
    w = word.casefold()
    return {w} | {w[:i] + w[i + 1 :] for i in range(len(w))}


def _id_index(ids: list[str]) -> dict[str, list[str]]:
    """Each variant of the ids of three characters or more -> those ids (in order)."""
    index: dict[str, list[str]] = {}
    for card_id in ids:
        for v in _variants(card_id) if len(card_id) >= 3 else {card_id.casefold()}:
            index.setdefault(v, []).append(card_id)
    return index


def _near_id(source: str, ids: set[str], index: dict[str, list[str]]) -> str | None:
    """Why ``source`` looks like a misspelt card id (None: an id, or more than one edit from
    every id, case aside)."""
    if source in ids:
        return None
    said = _variants(source) if len(source) >= 3 else {source.casefold()}
    close = sorted({c for v in said for c in index.get(v, ())})
    if not close:
        return None
    folded = source.casefold()
    best = max(close, key=lambda c: (c.casefold() == folded, _ratio(c, source)))
    return (
        f"{source!r} is no card id; did you mean {best!r}? (a source naming a card's id "
        "says the state states that card's effects, so they are not applied twice)"
    )


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.casefold(), b.casefold()).ratio()


def _past_title(title: str, lib: CardLibrary, pool: CardPool | None) -> str | None:
    """Why ``title`` is not a card's title as printed (None: it is one)."""
    if title in lib:
        exact = lib[title].title
    elif pool is not None and (found := pool.get(title)) is not None:
        exact = found.title
    elif pool is not None:
        return pool.unknown_message(title)
    else:
        close = difflib.get_close_matches(title, list(lib), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        return f"unknown card title {title!r}{hint} (not a bundled card; pass --cards)"
    if exact != title:
        return f"{title!r}: the card's title is written {exact!r} (compared exactly)"
    return None


def state_word_problems(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None = None
) -> Iterator[InputError]:
    """Every word of the module doc the state gets wrong (cards with unknown titles skipped:
    ``model.load`` names them)."""
    for i, fact in enumerate(state.past):
        if fact.title is None or fact.event not in ("resolved_title", "played_title"):
            continue
        if (why := _past_title(fact.title, lib, pool)) is not None:
            yield InputError(name, f"past[{i}].title", why)
    titles = {c.id: c.title for c in state.cards}
    # abilities granted by cards' traits are recorded after the printed ones (README: "Abilities
    # granted by cards in play"): at most as many as the state's cards have granting sentences
    granted = sum(len(lib[t].grants_abilities) for t in titles.values() if t in lib)
    for i, rec in enumerate(state.memory):
        title = titles.get(rec.card)
        if title is None or title not in lib:
            continue
        card = lib[title]
        printed, modes = len(card.abilities), len(card.production)
        if not (0 <= rec.ability < printed + granted or 0 <= -1 - rec.ability < modes):
            has = f"0 to {printed - 1}" if printed else "none"
            yield InputError(
                name,
                f"memory[{i}].ability",
                f"{title} has no ability {rec.ability} (its printed abilities: {has}; its Gold "
                f"production modes: {', '.join(str(-1 - m) for m in range(modes)) or 'none'})",
            )
    if state.trigger is not None and _near(state.trigger, INTERRUPT_TO_AN_ACTION, 0.85):
        yield InputError(
            name,
            "trigger",
            f"{state.trigger!r}: did you mean {INTERRUPT_TO_AN_ACTION!r}? (the state language's "
            "name for the window where an action awaits Interrupts, written exactly)",
        )
    ids = set(titles)
    index: dict[str, list[str]] = {}  # built for the first source not an id
    seen: dict[str, str | None] = {}  # many entries share a source: each is read once

    def near(source: str) -> str | None:
        if source not in seen:
            if source not in ids and not index:
                index.update(_id_index(sorted(ids)))
            seen[source] = _near_id(source, ids, index)
        return seen[source]

    for i, eff in enumerate(state.effects):
        if eff.source is not None and (why := near(eff.source)) is not None:
            yield InputError(name, f"effects[{i}].source", why)
    for i, inst in enumerate(state.cards):
        for j, mod in enumerate(inst.modifiers):
            if mod.source is not None and (why := near(mod.source)) is not None:
                yield InputError(name, f"cards[{i}].modifiers[{j}].source", why)
        if inst.title not in lib or lib[inst.title].type is not CardType.STRONGHOLD:
            continue
        for j, mod in enumerate(inst.modifiers):
            if mod.source is not None and _near(mod.source, _SENSEI, 0.8):
                yield InputError(
                    name,
                    f"cards[{i}].modifiers[{j}].source",
                    f"{mod.source!r}: did you mean {_SENSEI!r}? (a Stronghold modifier's source "
                    "'sensei', lower case, says its Sensei's modifier is in it; Reference 03)",
                )
    for i, eff in enumerate(state.effects):
        if eff.cards is None:
            continue
        refs = sorted(eff.cards.references())
        if refs or eff.cards.grouped():
            what = f"refers to {', '.join(map(repr, refs))}" if refs else "relates cards"
            yield InputError(
                name,
                f"effects[{i}].cards",
                f"{what}: an effect's 'cards' selects each card on its own qualities (it has no "
                "target slot to refer to and no group; such a test would be ignored)",
            )
    yield from _title_words(state, lib, name, pool)


def _title_words(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None
) -> Iterator[InputError]:
    """An effect selector's title words that are in no known card's title."""
    said = [
        (path, field, value)
        for path, _, field, value in named_fields(state.effects, _TITLE_WORDS, "effects")
        if isinstance(value, str)
    ]
    if not said:
        return
    titles = {lib[t].title.casefold() for t in lib}
    if pool is not None:
        titles |= {pool.title_of(k).casefold() for k in pool.index}
    versions = {unversioned(t) for t in titles}
    for path, field, value in said:
        words = value.casefold()
        if field == "title_version" and words not in versions:
            close = difflib.get_close_matches(words, sorted(versions), n=3, cutoff=0.75)
            hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
            yield InputError(name, path, f"{value!r} is no card's title{hint}{_WHICH}")
        elif field == "title_contains" and not any(words in t for t in titles):
            yield InputError(name, path, f"{value!r} is in no card's title{_WHICH}")


_WHICH = " (the cards known: the state's, bundled, 'definitions', --cards)"
