"""Reading card data: the Oracle of the Void export (one JSON file per card type) and the set
files (every printing), into ``CardDef`` values keyed by display title.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from model.cards import (
    ATTACHMENT_TYPES,
    AttachRules,
    CardDef,
    CardType,
)
from model.cardtext import CardImport, import_text
from model.cardtext.challenge_costs import challenge_costs
from model.cardtext.clan_cost_instead import clan_gold_instead
from model.cardtext.discipline import discipline_gold
from model.cardtext.granted import granted_sentences
from model.cardtext.lasting_plays import lasting_plays
from model.cardtext.move_preventions import moves_prevented_only
from model.cardtext.negations import negation
from model.cardtext.ongoing_traits import split_ongoing
from model.cardtext.player_stats import player_clan_alignments, stronghold_gold_maximum
from model.cardtext.qualities import qualities_unread
from model.cardtext.traits_on_actions import traits_on_actions
from model.common import CLANS, NOT_A_CLAN, clan_word
from model.deck_construction import deck_rules
from model.errors import InputError, one_line
from model.input_limits import card_file_limits
from model.keyword_vocabulary import keyword_words
from model.lazy_regex import lazy_regex
from model.oracle.attachments_unless import with_attachments_unless
from model.oracle.attack_icons import attack_icon_words
from model.oracle.card_fields import check_export_entries
from model.oracle.count_bounds import with_count_bounds
from model.oracle.duel_targets import duel_targets_read
from model.oracle.entering import action_play_reductions, not_own, read_entering
from model.oracle.keyword_icons import keyword_icon_words
from model.oracle.own_waivers import with_own_waivers
from model.oracle.paid_target_limit import with_paid_target_limit
from model.oracle.personality_or_unit import with_personality_or_unit
from model.oracle.pool_stats import STAT_NOTES
from model.oracle.production import ProductionAnalysis, analyse_production
from model.oracle.production_uses import link_uses
from model.oracle.strategy_cost import icon_as_gold_cost
from model.oracle.text import HTML_TAG, SPACES, OracleError, parse_stat, plain_text
from model.oracle.total_bounds import with_total_bounds
from model.reading import load_json, parse_text, read_text


@dataclass(frozen=True, slots=True)
class OracleCard:
    """One export entry: its display title, the ``CardDef``, its plain text and how far its
    Gold production is modelled (``production.reason`` says why not).
    ``gold_production_from_sets``: the export lacks the Gold Production stat and the set files
    gave it (``read_oracle(..., sets=...)``)."""

    key: str
    card: CardDef
    text: str
    production: ProductionAnalysis
    source: str
    gold_production_from_sets: bool = False
    imported: CardImport | None = None


#: A trait sentence about its own Gold Production ("This Holding has +1GP when it pays to
#: Recruit a single Farm only, or when it pays for a single Sensei action only."; h25adv1 F13).
_OWN_GP = lazy_regex(r"^this (?:holding|card|stronghold) has [+-]\d+GP\b", re.IGNORECASE)

#: "will not be destroyed", "cannot be destroyed", "will not become dishonorable", "will not be
#: bowed": a change to the card a cost may need (``CardDef.prevents_unread``)
_PREVENTS = lazy_regex(
    r"\b(?:will not|cannot|can't|may not)\s+(?:be(?:come)?\s+)?"
    r"(?:destroyed|dishonou?r(?:ed|able)|bowed|discarded|moved|removed from the game)\b"
    # the active voice: "Card effects will not move this Personality.", "Personalities cannot
    # move to or from this battlefield."
    r"|\b(?:will not|cannot|can't|may not)\s+(?:destroy|dishonou?r|bow|discard|move)\b"
    # "Cannot attach Followers or Items, or be dishonored.": a prevention after an "or"
    r"|\b(?:will not|cannot|can't|may not)\s[^.]*?,\s+or\s+be\s+"
    r"(?:destroyed|dishonou?red|bowed|discarded|moved)\b"
    # "Negate Personalities' movement to or from this battlefield."
    r"|\bnegate\b[^.]*\bmovement\b"
    # "You do not lose Honor from your cards.": its controller's Honor (Ikikashi Sensei)
    r"|\byou (?:do not|cannot|can't|will not) (?:gain or )?lose honor\b",
    re.IGNORECASE,
)


def display_title(entry: Mapping[str, Any]) -> str:
    """``formattedtitle`` decoded ("Border Keep • Experienced 2"), else ``title[0]``."""
    formatted = entry.get("formattedtitle")
    if isinstance(formatted, str) and formatted.strip():
        return SPACES.sub(" ", html.unescape(HTML_TAG.sub("", formatted))).strip()
    return _title(entry)


def _title(entry: Mapping[str, Any]) -> str:
    title = entry.get("title")
    if isinstance(title, list) and title and isinstance(title[0], str):
        title = title[0]
    if not isinstance(title, str) or not title.strip():
        raise OracleError("expected 'title' to be a non-empty string or list of strings")
    return SPACES.sub(" ", html.unescape(HTML_TAG.sub("", title))).strip()


def _strings(value: Any, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise OracleError(f"expected '{field}' to be a list of strings")


def _card_type(entry: Mapping[str, Any]) -> CardType:
    types = _strings(entry.get("type"), "type")
    if not types:
        raise OracleError("expected 'type' to name the card type")
    try:
        return CardType(types[0].strip().lower())
    except ValueError:
        return CardType.OTHER


def _keywords(raw: list[str]) -> tuple[tuple[str, ...], bool, bool, bool]:
    words = keyword_words(raw)
    unique = "unique" in words
    return tuple(w for w in words if w != "unique"), unique, "loyal" in words, "singular" in words


#: Entries already read, by their JSON text, source and Gold Production (a process reading the
#: same card data again, as the service and the tests do, builds each card once; immutable).
_READ: dict[tuple[str, str, int | None], OracleCard] = {}
_READ_MAX = 40_000


def card_from_entry(
    entry: Mapping[str, Any], source: str = "<entry>", gold_production: int | None = None
) -> OracleCard:
    """One export entry as an ``OracleCard``; raises ``OracleError`` when malformed.

    ``gold_production``: the stat to use when the entry has none (from the set files)."""
    try:
        key = (json.dumps(entry, sort_keys=True, default=repr), source, gold_production)
    except (TypeError, ValueError, RecursionError):  # (mixed key types, deep: not remembered)
        return _card_from_entry(entry, source, gold_production)
    found = _READ.get(key)
    if found is None:
        found = _card_from_entry(entry, source, gold_production)
        if len(_READ) >= _READ_MAX:
            _READ.clear()
        _READ[key] = found
    return found


def _card_from_entry(
    entry: Mapping[str, Any], source: str, gold_production: int | None
) -> OracleCard:
    title = _title(entry)
    card_type = _card_type(entry)
    clan = tuple(
        word
        for c in _strings(entry.get("clan"), "clan")
        if (word := clan_word(c)) not in NOT_A_CLAN
    )
    keywords, unique, loyal, singular = _keywords(_strings(entry.get("keywords"), "keywords"))
    sensei_clans: tuple[str, ...] = ()
    if card_type is CardType.SENSEI:
        # its keyword area lists clan restrictions, not keywords (Reference 02/03)
        sensei_clans = tuple(
            w for k in _strings(entry.get("keywords"), "keywords") if (w := clan_word(k)) in CLANS
        )
        keywords = ()
    texts = keyword_icon_words(attack_icon_words(_strings(entry.get("text"), "text")))
    printed = parse_stat(entry.get("production"))
    from_sets = (
        printed is None
        and gold_production is not None
        and card_type in (CardType.HOLDING, CardType.STRONGHOLD)
    )
    if not from_sets:
        gold_production = printed
    errata = _strings(entry.get("errata_note"), "errata_note")
    analysis = analyse_production(texts, card_type, gold_production, title=title, errata=errata)
    read = import_text(texts, title=title, card_type=card_type, keywords=keywords)
    # "one or more ..., up to an amount equal to your X's Chi" (``count_bounds``)
    read = with_count_bounds(read, texts, title=title, card_type=card_type, keywords=keywords)
    # "You may ignore this action's cost of bowing Yoyugi if ..." (``own_waivers``)
    read = with_own_waivers(read, texts, title=title, card_type=card_type, keywords=keywords)
    # "one or two ... whose total Chi is ..." (``total_bounds``)
    read = with_total_bounds(read, texts, title=title, card_type=card_type, keywords=keywords)
    # "target an enemy card, which must have no attachments unless ..." (``attachments_unless``)
    read = with_attachments_unless(read, texts, title=title, card_type=card_type, keywords=keywords)
    # "a target attachment with a Gold Cost <= what you paid" (``paid_target_limit``)
    read = with_paid_target_limit(read, texts, title=title, card_type=card_type, keywords=keywords)
    # "pay Gold equal to a target Personality or unit's total Gold cost" (``personality_or_unit``)
    read = with_personality_or_unit(
        read, texts, title=title, card_type=card_type, keywords=keywords
    )
    # "target a Bandit ...: Osema duels him." (``duel_targets``)
    imported = icon_as_gold_cost(duel_targets_read(read), card_type, parse_stat(entry.get("cost")))
    entering = read_entering(texts, title)
    ongoing = split_ongoing(
        traits_on_actions([p.text for p in imported.paragraphs if p.level == "trait"]),
        title,
        card_type,
    )
    card = CardDef(
        title=title,
        type=card_type,
        clan=clan,
        keywords=keywords,
        unique=unique,
        gold_cost=parse_stat(entry.get("cost")),
        force=parse_stat(entry.get("force")),
        chi=parse_stat(entry.get("chi")),
        honor_requirement=parse_stat(entry.get("honor")),
        personal_honor=parse_stat(entry.get("ph")),
        gold_production=gold_production,
        province_strength=parse_stat(entry.get("strength")),
        starting_honor=parse_stat(entry.get("startinghonor")),
        focus=parse_stat(entry.get("focus")),
        production=link_uses(
            analysis.modes if analysis.modes is not None else analysis.sure, imported, title
        ),
        loyal=loyal,
        singular=singular,
        provenance="oracle",
        stronghold_bonuses=analysis.stronghold_bonuses,
        abilities=imported.abilities,
        printed_text=plain_text(texts),
        production_unread=(analysis.reason or "not understood") if analysis.modes is None else "",
        production_unread_more=analysis.more if analysis.modes is None else (),
        production_partial=analysis.partial,
        entering=entering.changes,
        attach=(
            None
            if entering.only_to is None
            else AttachRules(only_to=entering.only_to, where=entering.only_to_where)
        ),
        entering_unread=entering.unread,
        takes_no=entering.takes_no,
        grants_unread=entering.grants_unread,
        elsewhere_unread=next(
            (
                p.text
                for p in imported.paragraphs
                # "Discipline :g2: (...)", "If you are a Lion Clan player, this Strategy has
                # Discipline :g2:.", "Courtesy: Discipline :g1:."
                # and a Ring's "You may discard this Ring from your hand to use its ability"
                if p.level == "trait"
                and re.search(r"(?i)\bdiscipline\b|\bfrom your hand to use\b", p.text)
                and discipline_gold(p.text) is None  # read: ``discipline``
            ),
            None,
        ),
        discipline=next(
            (
                n
                for p in imported.paragraphs
                if p.level == "trait" and (n := discipline_gold(p.text)) is not None
            ),
            None,
        ),
        ongoing=ongoing[0],
        actions_unread=tuple(
            s
            for s in ongoing[1]
            if s != entering.only_to_text
            # "Other players' actions cannot move Muroken ...": a prevention, no restriction on
            # actions (kept with ``prevents_unread`` for costs)
            and not (moves_prevented_only(s, title) and _PREVENTS.search(s))
            # its own entering change read ("You may Recruit Keirei for :g1: less if you are
            # Spider Clan."): priced, not a play's rule left unread (h30enter)
            and not (
                s in entering.own_texts
                and s not in entering.unread
                and all(c.partial != s for c in entering.changes)  # read only in part: kept
            )
            # its own Gold Production read in full ("This Holding has +1GP when it pays to
            # Recruit a single Farm only, ...": bonuses of its mode): Gold, not a play's rule
            and not (analysis.modes is not None and _OWN_GP.match(s))
        ),
        lasting_unread=lasting_plays([p.text for p in imported.paragraphs if p.level == "trait"]),
        grants_abilities=granted_sentences(
            [p.text for p in imported.paragraphs if p.level == "trait"]
        ),
        qualities_unread=qualities_unread(
            [p.text for p in imported.paragraphs if p.level == "trait"]
        ),
        challenge_costs=challenge_costs(
            [p.text for p in imported.paragraphs if p.level == "trait"]
        ),
        prevents_unread=tuple(
            p.text
            for p in imported.paragraphs
            if p.level == "trait"
            and (
                _PREVENTS.search(p.text)
                # "Before this Personality is dishonored, destroy this Item and negate the
                # dishonoring.": a negation of a change a cost may make
                or negation(p.text, card_type in ATTACHMENT_TYPES, title) is not None
            )
        ),
        reductions_unread=not_own(
            analysis.reductions,
            (
                *entering.own_texts,
                # "This Holding's ability costs 1 Gold instead if ...": its own ability's cost,
                # read with it (``model.cardtext.clan_cost_instead``), no other payment's
                *(
                    p.text
                    for p in imported.paragraphs
                    if p.level == "trait" and clan_gold_instead(p.text) is not None
                ),
                *action_play_reductions(
                    analysis.reductions,
                    [p.text for p in imported.paragraphs if p.level not in ("trait", "production")],
                ),
            ),
        ),
        production_may_lower=analysis.may_lower,
        production_lowers_only_itself=analysis.lowers_only_itself,
        production_changes=analysis.changes,
        sensei_clans=sensei_clans,
        deck_rules=deck_rules([p.text for p in imported.paragraphs if p.level == "trait"]),
        stat_notes=tuple(_strings(entry.get(STAT_NOTES), STAT_NOTES)),
        stronghold_gp_maximum=stronghold_gold_maximum(
            [p.text for p in imported.paragraphs if p.level == "trait"]
        ),
        player_clans=player_clan_alignments(
            [p.text for p in imported.paragraphs if p.level == "trait"]
        ),
    )
    return OracleCard(
        display_title(entry),
        card,
        plain_text(texts),
        analysis,
        source,
        gold_production_from_sets=from_sets,
        imported=imported,
    )


def _files(path: Path) -> list[Path]:
    if path.is_dir():
        files = sorted(p for p in path.glob("*.json") if p.is_file())
        if not files:
            raise OracleError(f"{path}: no *.json files; expected Oracle of the Void exports")
        return files
    if path.is_file():
        return [path]
    raise OracleError(
        f"{path}: no such file or directory; expected an Oracle of the Void *.json file "
        "or a directory of them"
    )


def read_export_file(file: Path) -> list[Any]:
    """The entries of one export file (bounded read); ``OracleError`` when not a JSON list."""
    try:
        limits = card_file_limits()
        data = load_json(read_text(file, limits), str(file), limits)  # bounded: model.reading
    except json.JSONDecodeError as exc:
        raise OracleError(
            f"{file}: malformed JSON at line {exc.lineno} column {exc.colno} ({exc.msg}); "
            "expected a list of card objects"
        ) from None
    except InputError as exc:
        raise OracleError(f"{exc}; expected a UTF-8 JSON list of card objects") from None
    if not isinstance(data, list):
        got = type(data).__name__
        raise OracleError(f"{file}: expected a JSON list of card objects, got a JSON {got}")
    try:
        check_export_entries(data, str(file))  # every field typed (h42adv4 H1)
    except InputError as exc:
        raise OracleError(one_line(exc)) from None
    return data


def read_oracle(path: Path, sets: Path | None = None) -> list[OracleCard]:
    """Every entry of an export (a directory of ``*.json`` or one file), in file order.

    ``sets``: a directory of set files (``*.yaml``, one per set): a Holding or Stronghold that
    produces its Gold Production stat (``ProductionAnalysis.missing_stat``) but whose entry
    lacks it takes it from there, when every printing of that display title and type that
    states one agrees (``set_gold_production``). Only those: a Holding whose text says
    "Produce 2 Gold" keeps that reading even when a set file also gives it a stat.
    Raises ``OracleError`` naming the file (and entry) when the data is not an export.
    """
    entries: list[tuple[str, dict[str, Any]]] = []
    cards: list[OracleCard] = []
    for file in _files(path):
        for index, entry in enumerate(read_export_file(file)):
            where = f"{file}: entry {index}"
            if not isinstance(entry, dict):
                raise OracleError(f"{where}: expected a card object, got {type(entry).__name__}")
            entries.append((where, entry))
            cards.append(_card(where, entry, file.name))
    if sets is None:
        return cards
    wanted = {(c.key, c.card.type) for c in cards if c.production.missing_stat}
    filled = set_gold_production(sets, wanted)
    for i, card in enumerate(cards):
        gp = filled.get((card.key, card.card.type))
        if gp is not None and card.production.missing_stat:
            where, entry = entries[i]
            cards[i] = _card(where, entry, card.source, gp)
    return cards


def _card(where: str, entry: Mapping[str, Any], source: str, gp: int | None = None) -> OracleCard:
    try:
        return card_from_entry(entry, source=source, gold_production=gp)
    except OracleError as exc:
        raise OracleError(f"{where}: {exc}") from None
    except ValueError as exc:
        raise OracleError(f"{where}: invalid card ({exc})") from None


def _fold(title: str) -> str:
    return SPACES.sub(" ", html.unescape(HTML_TAG.sub("", title))).strip().casefold()


def set_gold_production(
    sets: Path, wanted: Iterable[tuple[str, CardType]]
) -> dict[tuple[str, CardType], int]:
    """Gold Production stats of the set files (``*.yaml`` in ``sets``) for the wanted (display
    title, type) pairs: a printing matches by its ``extended_title`` (else ``title``) and its
    first type; a pair gets a value only when every matching printing that states
    ``gold_production`` states the same one. Raises ``OracleError`` naming a bad file."""
    want = {(_fold(title), card_type): title for title, card_type in wanted}
    if not want:
        return {}
    if not sets.is_dir():
        raise OracleError(f"{sets}: not a directory; expected the set files (*.yaml)")
    files = sorted(p for p in sets.glob("*.yaml") if p.is_file())
    if not files:
        raise OracleError(f"{sets}: no *.yaml files; expected the set files")
    # A printing's title contains its game title (before any " • "): skip files without one.
    needles = {t.split(" • ")[0] for t in want.values()}
    needles |= {n.replace("'", "''") for n in needles}
    found: dict[tuple[str, CardType], set[int]] = {}
    for file in files:
        try:
            text = read_text(file, card_file_limits())
        except InputError as exc:
            raise OracleError(str(exc)) from None
        if not any(n in text for n in needles):
            continue
        try:
            data = parse_text(text, str(file), as_json=False)  # bounded: model.reading
        except InputError as exc:
            where = f"{exc.path}: " if exc.path else ""
            raise OracleError(f"{file}: malformed YAML ({where}{exc.message})") from None
        printings = data.get("cards") if isinstance(data, dict) else data
        if not isinstance(printings, list):
            raise OracleError(f"{file}: expected a 'cards' list of printings")
        for printing in printings:
            if not isinstance(printing, dict):
                continue
            title = printing.get("extended_title") or printing.get("title")
            types = printing.get("types")
            if not isinstance(title, str) or not isinstance(types, list) or not types:
                continue
            try:
                card_type = CardType(str(types[0]).strip().lower())
            except ValueError:
                continue
            key = (_fold(title), card_type)
            gp = parse_stat(printing.get("gold_production"))
            if key in want and gp is not None:
                found.setdefault(key, set()).add(gp)
    return {
        (want[key], key[1]): next(iter(values)) for key, values in found.items() if len(values) == 1
    }


def keyed_by_title(cards: Iterable[OracleCard]) -> dict[str, OracleCard]:
    out: dict[str, OracleCard] = {}
    for entry in cards:
        key = entry.key
        if key in out:
            key = f"{entry.key} ({entry.card.type.value})"
        n = 2
        while key in out:
            key, n = f"{entry.key} ({entry.card.type.value}) #{n}", n + 1
        out[key] = entry
    return out


def load_oracle(path: Path, sets: Path | None = None) -> dict[str, CardDef]:
    """Cards of an Oracle of the Void export keyed by display title (see the module doc).

    A card whose production is not modelled gets the modes it surely has (often none:
    ``ProductionAnalysis.sure``) and its ``production_unread``; ``read_oracle`` keeps
    the status and the reason. ``sets``: as ``read_oracle``.
    """
    return {key: entry.card for key, entry in keyed_by_title(read_oracle(path, sets)).items()}
