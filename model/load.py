"""YAML/JSON -> model, validated; model -> plain data; JSON Schema of state and card files.

Every problem is an ``InputError`` naming the file, the path inside it and what was expected:
unknown keys, wrong types, unknown card titles, and impossible states (a card in two places, an
attachment on a Holding, a controller who is not a player, ...).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter, ValidationError
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from model.battlefield_places import battlefield_place_problems
from model.cards import ATTACHMENT_TYPES, CardDef, CardType
from model.common import Many, Words
from model.errors import InputError, InputErrors, format_loc, plain_loc, sent
from model.input_limits import card_file_limits, check_card_count, state_limits
from model.input_strings import check_strings
from model.keyword_vocabulary import keyword_problems
from model.named_fields import named_fields
from model.quotes import ascii_quotes
from model.reading import DEFAULT_LIMITS, Limits, parse_text, read_text
from model.schema_keys import unknown_key_message
from model.state import CardInstance, CardLibrary, GameState, View
from model.state_names import (
    battlefield_problems,
    fold_duel_titles,
    resolve_source_titles,
    won_duel_title_problems,
)
from model.state_words import state_word_problems
from model.token_vocabulary import token_problems
from model.trigger_spelling import trigger_problems
from model.zones import Zone

LIBRARY_DIR = Path(__file__).parent / "library"

#: Most problems of one state named (the rest are counted as "more").
MAX_LISTED = 50


@cache
def _cards_adapter() -> TypeAdapter[list[CardDef]]:
    """The validator of card definitions, built on first use, once per process (its schema
    costs tens of milliseconds: commands that read no card file never build it)."""
    return TypeAdapter(list[CardDef])


@cache
def _state_adapter() -> TypeAdapter[GameState]:
    """The validator of state files, built on first use, once per process."""
    return TypeAdapter(GameState)


@dataclass(frozen=True, slots=True)
class LoadedState:
    """A validated state and the card library it was checked against."""

    state: GameState
    library: CardLibrary
    source: str


def read_data(path: Path | str, limits: Limits = DEFAULT_LIMITS) -> Any:
    """Parse a YAML or JSON file (JSON is YAML, but JSON errors read better from ``json``)
    within ``limits`` (size, depth, values, aliases; see ``model.reading``)."""
    name = str(path)
    text = read_text(path, limits)
    return parse_text(text, name, as_json=Path(path).suffix.lower() == ".json", limits=limits)


def _errors(name: str, exc: ValidationError, prefix: str = "") -> InputErrors:
    out: list[InputError] = []
    seen: set[tuple[str, str]] = set()
    for err in exc.errors():
        loc = err["loc"]
        unknown = err["type"] == "unexpected_keyword_argument" and loc and isinstance(loc[-1], str)
        path = format_loc(loc[:-1] if unknown else loc)
        if unknown:
            # the key is the user's own: keep it verbatim (format_loc drops tag-like parts)
            path = f"{path}.{loc[-1]}" if path else str(loc[-1])
        if prefix:
            path = f"{prefix}.{path}" if path and not path.startswith("[") else f"{prefix}{path}"
        msg = str(err["msg"]).removeprefix("Value error, ")
        if unknown and not prefix:  # a state file's: the keys allowed there (h38adv1 M1)
            msg = unknown_key_message(str(loc[-1]), plain_loc(loc[:-1]), _state_schema)
        elif unknown:
            msg = f"unknown key {loc[-1]!r}"
        elif err["type"] == "missing_argument" or err["type"] == "missing":
            msg = "required key is missing"
        elif msg.startswith("Input should be") and "input" in err:  # say what was given (M2)
            msg += sent(err.get("input"))
        key = (path, msg)
        if key not in seen:
            seen.add(key)
            out.append(InputError(name, path, msg))
    return InputErrors(out)


# ------------------------------------------------------------------------------------- cards
def parse_cards(data: Any, name: str = "<data>", *, bundled: bool = False) -> list[CardDef]:
    """Validate a card file's data: a mapping ``{cards: [...]}`` (``bundled``: a file of
    ``model/library``, whose strings are not walked again at each start)."""
    if not isinstance(data, Mapping) or set(data) != {"cards"}:
        raise InputError(name, "", "expected a mapping with exactly one key 'cards' (a list)")
    if not bundled:
        check_strings(data["cards"], name, "cards", text=True)
    return _card_list(data["cards"], name, "cards")


def _card_list(items: Any, name: str, where: str) -> list[CardDef]:
    """Validate a list of card definitions found at ``where`` (``cards`` or ``definitions``)."""
    try:
        cards = _cards_adapter().validate_python(items)
    except ValidationError as exc:
        raise _errors(name, exc, where) from None
    seen: dict[str, int] = {}
    for i, card in enumerate(cards):
        key = card.title.casefold()
        if key in seen:
            raise InputError(
                name,
                f"{where}[{i}].title",
                f"duplicate title {card.title!r} (also at {where}[{seen[key]}])",
            )
        seen[key] = i
    return cards


def load_cards(path: Path | str, *, bundled: bool = False) -> list[CardDef]:
    limits = DEFAULT_LIMITS if bundled else card_file_limits()
    return parse_cards(read_data(path, limits), str(path), bundled=bundled)


@cache
def bundled_library() -> CardLibrary:
    """The card library shipped in ``model/library``."""
    lib = CardLibrary()
    for path in sorted(LIBRARY_DIR.glob("*.yaml")):
        for card in load_cards(path, bundled=True):
            if card.title in lib:
                raise InputError(str(path), "cards", f"title {card.title!r} defined twice")
            lib.add(card)
    return lib


def library_with(extra: Iterable[CardDef]) -> CardLibrary:
    lib = bundled_library().merged({})
    for card in extra:
        lib.add(card)
    return lib


if TYPE_CHECKING:
    from model.oracle.pool import CardPool


# ------------------------------------------------------------------------------------- state
def parse_state(
    data: Any,
    name: str = "<data>",
    library: CardLibrary | None = None,
    cards: CardPool | None = None,
) -> LoadedState:
    """Validate state data. Card definitions may be given inline under ``definitions``; a
    title neither defined there nor in the library is looked up in the card pool ``cards``
    (the user's card data: ``model.oracle.pool``), which the library overrides."""
    if not isinstance(data, Mapping):
        raise InputError(name, "", "expected a mapping (players, cards, turn, phase, ...)")
    check_card_count(data, name)  # bounded work (h42adv4 H3)
    check_strings(data, name)  # control characters, megabyte titles: before any look-up
    data = dict(data)
    extra: list[CardDef] = []
    if "definitions" in data:
        extra = _card_list(data.pop("definitions"), name, "definitions")
    lib = (library or bundled_library()).merged({c.title: c for c in extra})
    try:
        state = _state_adapter().validate_python(data)
    except ValidationError as exc:
        raise _errors(name, exc) from None
    state = _with_pending_action(state)
    if state.trigger is not None:  # words copied from a card: ’ is ' (h40adv5 R2)
        state = replace(state, trigger=ascii_quotes(state.trigger))
    if cards is not None:
        for card in state.cards:
            if card.title not in lib and (found := cards.get(card.title)) is not None:
                lib.add(found.card, title=card.title)
    state, problems = resolve_source_titles(state, lib, name)  # a title as a source (h40input)
    state = fold_duel_titles(state)  # "Contest" as printed is the condition's "contest"
    problems += list(islice(_check_state(state, lib, name, cards), MAX_LISTED + 1))
    if len(problems) > MAX_LISTED:  # bounded time and words: 20,000 misspelt titles (P1)
        problems[MAX_LISTED:] = [
            InputError(name, "", f"more problems not listed (the first {MAX_LISTED} are)")
        ]
    if problems:
        raise InputErrors(problems)
    return LoadedState(state, lib, name)


def _with_pending_action(state: GameState) -> GameState:
    """An event about an action (it resolves, its targets are chosen) describes "the action"
    that Interrupt conditions name ("If the action is yours"): ``action_player``,
    ``action_designator``, ``action_keywords`` and ``action_card`` default to the event's."""
    event = state.event
    if event is None or event.kind not in ("action_resolves", "action_targets"):
        return state
    return replace(
        state,
        action_player=state.action_player or event.player,
        action_card=state.action_card or event.source,
        action_designator=state.action_designator or event.designator,
        action_keywords=state.action_keywords
        if state.action_keywords is not None
        else event.keywords,
    )


def load_state(
    path: Path | str, library: CardLibrary | None = None, cards: CardPool | None = None
) -> LoadedState:
    return parse_state(read_data(path, state_limits()), str(path), library, cards)


def _check_state(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None = None
) -> Iterable[InputError]:
    """Impossible states: what pydantic types can't see."""
    players = [p.id for p in state.players]
    if not players:
        yield InputError(name, "players", "at least one player is required")
    for i, pid in enumerate(players):
        if players.index(pid) != i:
            yield InputError(name, f"players[{i}].id", f"duplicate player id {pid!r}")
    pset = set(players)
    for key in (
        "active_player",
        "attacker",
        "defender",
        "imperial_favor",
        "action_player",
        "trigger_player",
    ):
        value = getattr(state, key)
        if value and value not in pset:
            yield InputError(name, key, f"{value!r} is not a player (players: {sorted(pset)})")
    if state.trigger_player is not None and state.trigger is None:
        yield InputError(name, "trigger_player", "says whose 'trigger' it is: give 'trigger'")
    if state.defender and state.defender == state.attacker:
        yield InputError(name, "defender", f"{state.defender!r} is the attacker")
    if not state.active_player:
        yield InputError(name, "active_player", "required: the id of the player whose turn it is")
    if state.event is not None:
        if state.event.player is not None and state.event.player not in pset:
            yield InputError(
                name,
                "event.player",
                f"{state.event.player!r} is not a player (players: {sorted(pset)})",
            )
        known_ids = {c.id for c in state.cards}
        for i, cid in enumerate(state.event.cards):
            if cid not in known_ids:
                yield InputError(name, f"event.cards[{i}]", f"no card with id {cid!r} in the state")
        if state.event.source is not None and state.event.source not in known_ids:
            yield InputError(
                name, "event.source", f"no card with id {state.event.source!r} in the state"
            )
        if state.event.kind == "engaging" and (state.event.cards or state.event.designator):
            yield InputError(name, "event", "engaging is about no card and is no action")
    if state.action_card is not None and state.action_card not in {c.id for c in state.cards}:
        yield InputError(name, "action_card", f"no card with id {state.action_card!r} in the state")
    if state.segment == "combat" and state.current_battlefield is None:
        yield InputError(name, "current_battlefield", "the Combat Segment needs a battlefield")
    ids: dict[str, int] = {}
    by_id: dict[str, CardInstance] = {}
    for i, card in enumerate(state.cards):
        if not card.id.strip():
            yield InputError(name, f"cards[{i}].id", "expected a non-empty card id")
        if card.id in ids:
            yield InputError(
                name,
                f"cards[{i}].id",
                f"card {card.id!r} is already at cards[{ids[card.id]}]: a card can't be in two "
                "places",
            )
            continue
        ids[card.id] = i
        by_id[card.id] = card
    for i, card in enumerate(state.cards):
        where = f"cards[{i}]"
        if card.title not in lib:
            yield InputError(name, f"{where}.title", _unknown_title(card.title, lib, pool))
            continue
        for key in ("owner", "controller"):
            value = getattr(card, key)
            if value is not None and value not in pset:
                yield InputError(name, f"{where}.{key}", f"{value!r} is not a player")
        if card.zone is Zone.BATTLEFIELD and not card.battlefield:
            yield InputError(name, f"{where}.battlefield", "a card at a battlefield names it")
        if card.zone is not Zone.BATTLEFIELD and card.battlefield:
            yield InputError(name, f"{where}.battlefield", "only cards at a battlefield have one")
        if card.zone is Zone.PROVINCE and card.province is None:
            yield InputError(name, f"{where}.province", "a card in a province needs its index")
        definition = lib[card.title]
        if card.attached_to is not None:
            host = by_id.get(card.attached_to)
            if host is None:
                yield InputError(name, f"{where}.attached_to", _no_card(card.attached_to, by_id))
            elif host.title in lib and lib[host.title].type is not CardType.PERSONALITY:
                yield InputError(
                    name,
                    f"{where}.attached_to",
                    f"only Personalities take attachments; {host.id!r} is a "
                    f"{lib[host.title].type.value}",
                )
            elif definition.type not in ATTACHMENT_TYPES:
                yield InputError(
                    name,
                    f"{where}.attached_to",
                    f"a {definition.type.value} can't be attached (only Followers, Items, Spells)",
                )
            elif card.zone is not host.zone or card.battlefield != host.battlefield:
                yield InputError(
                    name,
                    f"{where}.zone",
                    f"an attachment is where its Personality is ({host.zone})",
                )
            elif host.controlled_by != card.controlled_by:
                # the field the user wrote: its controller, or (none given) its attached_to
                field = "controller" if card.controller is not None else "attached_to"
                yield InputError(
                    name,
                    f"{where}.{field}",
                    "attachments are controlled with their Personality: "
                    f"{host.id!r} is controlled by {host.controlled_by}; "
                    f"give controller: {host.controlled_by}",
                )
        elif definition.type in ATTACHMENT_TYPES and card.in_play:
            yield InputError(
                name,
                f"{where}.attached_to",
                "an attachment in play must be attached to a Personality",
            )
    seen: dict[tuple[str, str, str | None, str | None, str | None, str | None], int] = {}
    for i, fact in enumerate(state.past):
        if fact.card is not None and fact.card not in by_id:
            yield InputError(name, f"past[{i}].card", _no_card(fact.card, by_id))
        if fact.player is not None and fact.player not in pset:
            yield InputError(name, f"past[{i}].player", f"{fact.player!r} is not a player")
        occurrence = fact.occurrence()
        if occurrence in seen:
            yield InputError(name, f"past[{i}]", f"the same occurrence as past[{seen[occurrence]}]")
        seen.setdefault(occurrence, i)
    for i, rec in enumerate(state.memory):
        if rec.card not in by_id:
            yield InputError(name, f"memory[{i}].card", _no_card(rec.card, by_id))
    for i, cid in enumerate(state.in_battle):
        if cid not in by_id:
            yield InputError(name, f"in_battle[{i}]", _no_card(cid, by_id))
    yield from _check_battlefields(state, name)
    yield from battlefield_place_problems(state, lib, name)  # a Holding at a battlefield (V1)
    for i, eff in enumerate(state.effects):
        if eff.player is not None and eff.player not in pset:
            yield InputError(
                name, f"effects[{i}].player", f"{eff.player!r} is not a player ({sorted(pset)})"
            )
        if eff.card is not None and eff.card not in by_id:
            yield InputError(name, f"effects[{i}].card", _no_card(eff.card, by_id))
        # every title an effect names, at any depth ("not_title" too: a misspelt one would
        # exclude nothing; h38adv1)
        for key, kind, _, title in named_fields(eff, _TITLE_FIELDS, f"effects[{i}]"):
            if kind in _TITLED and isinstance(title, str) and title not in lib:
                yield InputError(name, key, _unknown_title(title, lib))
    yield from keyword_problems(state, lib, name, pool)  # a misspelt keyword (h38adv1 H1)
    yield from token_problems(state, lib, name, pool)  # a misspelt token name
    yield from state_word_problems(state, lib, name, pool)  # memory indexes, the window's name, ...
    yield from battlefield_problems(state, name)  # a lone battlefield name near another
    yield from trigger_problems(state, lib, name, pool)  # a printed trigger misspelt
    yield from won_duel_title_problems(state, lib, name, pool)  # its title words


_TITLE_FIELDS = frozenset({"title", "not_title"})
#: what names a card's title exactly (a past fact's title may name a card not in the state)
_TITLED = frozenset({"Selector", "ActionFilter"})


def _check_battlefields(state: GameState, name: str) -> Iterable[InputError]:
    """The current battlefield, and each where a player has Reconnaissance, has a card at it or
    is listed in ``battlefields``."""
    known = sorted({c.battlefield for c in state.cards if c.battlefield} | set(state.battlefields))
    for i, p in enumerate(state.players):
        for j, where in enumerate(p.reconnaissance or ()):
            if where not in known:
                yield InputError(
                    name,
                    f"players[{i}].reconnaissance[{j}]",
                    f"{where!r} is no battlefield (a battlefield has a card at it or is listed "
                    "in 'battlefields')",
                )
    current = state.current_battlefield
    if current is not None and current not in known:
        what = f"battlefields: {', '.join(known)}" if known else "no card is at a battlefield"
        yield InputError(
            name,
            "current_battlefield",
            f"{current!r} is not a battlefield ({what}); an empty one is listed under "
            "'battlefields'",
        )


def _no_card(card_id: str, by_id: Mapping[str, CardInstance]) -> str:
    """'no card with id X', with the nearest ids."""
    import difflib

    close = difflib.get_close_matches(card_id, list(by_id), n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    return f"no card with id {card_id!r}{hint}"


def _unknown_title(title: str, lib: CardLibrary, pool: CardPool | None = None) -> str:
    import difflib

    if pool is not None:
        try:
            pool.resolve(title)
        except LookupError as exc:
            return str(exc)
    close = difflib.get_close_matches(title, list(lib), n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    where = "" if pool is not None else " (not a bundled card; pass your card data with --cards)"
    return f"unknown card title {title!r}{hint}{where}"


# ------------------------------------------------------------------------------------ dumping
def dump_state(state: GameState) -> dict[str, Any]:
    """Plain data that ``parse_state`` reads back to an equal state (defaults omitted)."""
    data: dict[str, Any] = _state_adapter().dump_python(state, mode="json", exclude_defaults=True)
    return data


def dump_cards(cards: Iterable[CardDef]) -> dict[str, Any]:
    return {"cards": _cards_adapter().dump_python(list(cards), mode="json", exclude_defaults=True)}


def _one_or_many_validators() -> frozenset[Any]:
    """The before-validators of ``Many``/``Words`` (they accept one value for a list)."""
    found = set()
    for alias in (Many[int], Words):
        for meta in getattr(alias, "__metadata__", ()):
            if hasattr(meta, "func"):
                found.add(meta.func)
    return frozenset(found)


class _FileSchema(GenerateJsonSchema):
    """Schema of what files may say: a list field that takes one value takes ``x`` or ``[x]``."""

    def function_before_schema(
        self, schema: core_schema.BeforeValidatorFunctionSchema
    ) -> JsonSchemaValue:
        out = super().function_before_schema(schema)
        func = schema.get("function", {}).get("function")
        if func in _one_or_many_validators() and out.get("type") == "array" and "items" in out:
            return {"anyOf": [out["items"], out]}
        return out


@cache
def _state_schema() -> dict[str, Any]:
    return json_schema()


def json_schema() -> dict[str, Any]:
    """JSON Schema of state files (with inline ``definitions``) and card files."""
    state = _state_adapter().json_schema(schema_generator=_FileSchema)
    cards = _cards_adapter().json_schema(schema_generator=_FileSchema)
    defs = {**state.pop("$defs", {}), **cards.pop("$defs", {})}
    state["properties"]["definitions"] = cards
    defs["GameState"] = state  # the root of a state file, with its inline definitions
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$defs": defs,
        "title": "goodfaith files",
        "oneOf": [
            {"title": "state file", "$ref": "#/$defs/GameState"},
            {
                "title": "card file",
                "type": "object",
                "properties": {"cards": cards},
                "required": ["cards"],
                "additionalProperties": False,
            },
        ],
    }


def as_view(state: LoadedState | View) -> View:
    """The solvers' one input: a ``View`` (what the rules read from a state), built once from a
    loaded state or passed through."""
    return state if isinstance(state, View) else View.of(state.state, state.library)
