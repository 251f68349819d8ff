"""The bundled card library (model/library/*.yaml): valid, complete, and true to the card data.

Card data is read from ../shared/data when present (Oracle of the Void export and the set
files); those checks skip cleanly without it. Nothing here needs the solver.
"""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import TypeAdapter

from model.abilities import Ability, GoldFrom, Pick, TargetChoice, TargetSpec
from model.cards import CardDef, CardType

LIBRARY = Path(__file__).resolve().parents[1] / "model" / "library"
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
ORACLE = DATA / "oracle"
SETS = DATA / "sets"

FILES = sorted(LIBRARY.glob("*.yaml"))
_CARDS = TypeAdapter(list[CardDef])

#: Every card the rules files name as an example: the name used there -> the library title.
#: (Not Duty: effects.txt quotes its Celestial Reaction, and the latest printing is a Bushido
#: Virtue Interrupt, so the library does not override the import: test_library_oracle_text.)
RULE_NAMES = {
    "Restoring Order": "Restoring Order",
    "Rapid Deployment": "Rapid Deployment",
    "Imperial Summons": "Imperial Summons",
    "Rout": "Rout",
    "Flash of Steel": "Flash of Steel",
    "Winter Warfare": "Winter Warfare",
    "Yoritomo Sunagawa": "Yoritomo Sunagawa",
    "Dramatic Assassination": "Dramatic Assassination",
    "Obfuscation": "Obfuscation",
    "Justly Earned Victory": "Justly Earned Victory",
    "Imperial Artificer": "Imperial Artificer",
    "Farmlands": "Farmlands",
    "Border Keep": "Border Keep",
    "Arrows Do Not Falter": "Arrows Do Not Falter",
    "Strength of the Bamboo": "Strength of the Bamboo",
    "Moto Xiao": "Moto Xiao",
    "Nerve Strike": "Nerve Strike",
    "Cricket Tattoo": "Cricket Tattoo",
    "Ambush": "Ambush",
    "Daizu": "Hida Daizu • Experienced",
    "Domo": "Domo",
    "Houhou": "Houhou",
}

#: Oracle field -> CardDef stat compared for cards whose provenance is "oracle".
ORACLE_STATS = {
    "cost": "gold_cost",
    "force": "force",
    "chi": "chi",
    "honor": "honor_requirement",
    "ph": "personal_honor",
    "focus": "focus",
    "strength": "province_strength",
    "production": "gold_production",
    "startinghonor": "starting_honor",
}


@cache
def library() -> dict[str, tuple[str, CardDef]]:
    """Every card by title, with the file it is in."""
    cards: dict[str, tuple[str, CardDef]] = {}
    for path in FILES:
        for card in _CARDS.validate_python(yaml.safe_load(path.read_text("utf-8"))["cards"]):
            cards.setdefault(card.title, (path.name, card))
    return cards


def cards() -> list[CardDef]:
    return [card for _, card in library().values()]


@cache
def oracle() -> dict[str, dict[str, Any]]:
    """The Oracle export by title (Experienced titles with their bullet)."""
    out: dict[str, dict[str, Any]] = {}
    for path in sorted(ORACLE.glob("*.json")):
        for entry in json.loads(path.read_text("utf-8")):
            out[html.unescape(entry["formattedtitle"]).strip()] = entry
    return out


_TITLE_LINE = re.compile(r"^(?:- |  )(?:extended_)?title: (.+)$", re.MULTILINE)


@cache
def set_titles() -> frozenset[str]:
    """Every title and extended title in the set files (read as text: fast)."""
    titles: set[str] = set()
    for path in SETS.glob("*.yaml"):
        for raw in _TITLE_LINE.findall(path.read_text("utf-8")):
            value = yaml.safe_load(raw) if raw[:1] in "'\"" else raw.strip()
            titles.add(str(value))
    return frozenset(titles)


def _oracle_value(value: Any) -> int | str | None:
    """An Oracle stat as an int; None for a dash or no value; "skip" when not a number."""
    if isinstance(value, list):
        value = value[0] if value else None
    if value is None:
        return None
    text = html.unescape(str(value)).strip()
    if text in ("", "-"):
        return None
    try:
        return int(text.removeprefix("+"))
    except ValueError:
        return "skip"


needs_oracle = pytest.mark.skipif(not ORACLE.is_dir(), reason="no ../shared/data/oracle")
needs_sets = pytest.mark.skipif(not SETS.is_dir(), reason="no ../shared/data/sets")


# ------------------------------------------------------------------------------- validity


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_file_validates(path: Path) -> None:
    data = yaml.safe_load(path.read_text("utf-8"))
    assert isinstance(data, dict) and set(data) == {"cards"}, "one key: cards"
    parsed = _CARDS.validate_python(data["cards"])
    assert parsed, f"{path.name} holds no cards"


def test_titles_unique_across_files() -> None:
    seen: dict[str, str] = {}
    for path in FILES:
        for entry in yaml.safe_load(path.read_text("utf-8"))["cards"]:
            key = entry["title"].casefold()
            assert key not in seen, f"{entry['title']!r} in {seen.get(key)} and {path.name}"
            seen[key] = path.name


def test_bundled_loader_reads_the_library() -> None:
    from model.load import bundled_library

    assert set(bundled_library()) == set(library())


# ---------------------------------------------------------------------------- coverage


@pytest.mark.parametrize("name", sorted(RULE_NAMES))
def test_card_named_by_the_rules_is_present(name: str) -> None:
    assert RULE_NAMES[name] in library(), f"{name} (library title {RULE_NAMES[name]!r})"


def test_enough_gold_holdings() -> None:
    holdings = [c for c in cards() if c.type is CardType.HOLDING and c.production]
    assert len(holdings) >= 10
    modes = [m for c in holdings for m in c.production]
    assert any(m.bonuses for m in modes), "a bonus Holding (Ageless Shrine)"
    assert any(m.only_for for m in modes), "an only-for Holding"
    assert any(m.lose_honor for m in modes), "a Holding that loses Honor"
    assert any(m.gold is not None and m.gold >= 3 for m in modes), "a Holding of 3+ Gold"


def test_strongholds_produce_their_gold_production() -> None:
    strongholds = [c for c in cards() if c.type is CardType.STRONGHOLD]
    assert len(strongholds) >= 5
    assert {"crab", "crane", "scorpion", "lion"} <= {k for c in strongholds for k in c.clan}
    for card in strongholds:
        assert card.gold_production is not None, card.title
        assert any(m.from_stat == "gold_production" for m in card.production), card.title


def test_personalities_cover_what_examples_need() -> None:
    people = [c for c in cards() if c.type is CardType.PERSONALITY]
    assert len(people) >= 12
    kws = [set(c.keywords) for c in people]
    for keyword in ("shugenja", "magistrate", "samurai", "ninja", "monk", "tattooed", "hero"):
        assert any(keyword in k for k in kws), keyword
    assert any(c.unique for c in people) and any(c.loyal for c in people)
    attachments = [c for c in cards() if c.is_attachment]
    assert any(c.attach is not None and c.attach.weapon for c in attachments)
    assert {CardType.FOLLOWER, CardType.ITEM, CardType.SPELL} <= {c.type for c in attachments}


# ------------------------------------------------------------ encodings the rulings rely on


def _ability(title: str, index: int = 0) -> Ability:
    return library()[title][1].abilities[index]


def _specs(ability: Ability) -> dict[str, TargetSpec]:
    return {s.name: s for s in ability.all_target_specs()}


def test_required_targets_of_faq_examples() -> None:
    restoring = _specs(_ability("Restoring Order"))
    assert [s.is_required_kind for s in restoring.values()] == [True, True]
    assert restoring["victim"].select.opposing == "magistrate"
    rapid = _specs(_ability("Rapid Deployment"))
    assert rapid["units"].count == 2 and rapid["units"].is_required_kind


def test_costs_of_rules_examples() -> None:
    # the rules' wording ("Bow your Stronghold or discard the Imperial Favor:") is the
    # scenarios' card; the library's is the Oracle text (two abilities: h36adv2 D3)
    shared = yaml.safe_load((LIBRARY.parents[1] / "examples/scenarios/cards.yaml").read_text())
    (faq,) = [
        c for c in _CARDS.validate_python(shared["cards"]) if c.title == "Test Imperial Summons"
    ]
    summons = faq.abilities[0].costs
    assert len(summons) == 1 and len(summons[0].any_of) == 2
    assert isinstance(summons[0].any_of[0].bow, Pick)
    favor, bow = library()["Imperial Summons"][1].abilities
    assert favor.keywords == ("favor", "political") and favor.not_understood
    assert not bow.costs and [t.name for t in bow.targets] == ["stronghold", "victim"]
    daizu = _ability("Hida Daizu • Experienced").costs[0]
    assert daizu.stat is not None and (daizu.stat.stat, daizu.stat.amount) == ("chi", -2)
    assassination = library()["Dramatic Assassination"][1]
    assert assassination.gold_cost is None  # printed "*": priced by the target
    gold = [c.gold for c in assassination.abilities[0].costs if c.gold is not None]
    assert gold == [GoldFrom(equal_to="victim.total_gold_cost")]


def test_conditional_ability_and_shared_alternatives() -> None:
    assert _ability("Domo").exists_while is not None
    for title in ("Cricket Tattoo", "Justly Earned Victory", "Obfuscation"):
        choices = [t for t in _ability(title).targets if isinstance(t, TargetChoice)]
        assert choices and all(c.shared_names() for c in choices), title


# ------------------------------------------------------------------------- provenance


@needs_oracle
def test_oracle_cards_match_the_oracle_export() -> None:
    export = oracle()
    problems = []
    for card in cards():
        if card.provenance != "oracle":
            continue
        entry = export.get(card.title)
        if entry is None:
            problems.append(f"{card.title}: not in the Oracle export")
            continue
        for field, stat in ORACLE_STATS.items():
            expected = _oracle_value(entry.get(field))
            if expected == "skip":
                continue
            actual = getattr(card, stat)
            if actual != expected:
                problems.append(f"{card.title}: {stat} is {actual}, Oracle has {expected}")
    assert not problems, "\n".join(problems)


@needs_oracle
def test_non_oracle_cards_are_not_in_the_export() -> None:
    export = oracle()
    wrong = [c.title for c in cards() if c.provenance != "oracle" and c.title in export]
    assert not wrong, f"in the Oracle export, so provenance should be 'oracle': {wrong}"


@needs_sets
def test_sets_and_implied_provenance() -> None:
    titles = set_titles()
    for card in cards():
        if card.provenance == "sets":
            assert card.title in titles, f"{card.title}: not in the set files"
        elif card.provenance == "implied":
            assert card.title not in titles, f"{card.title}: in the set files, not implied"
            if ORACLE.is_dir():
                assert card.title not in oracle(), card.title
