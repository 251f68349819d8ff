"""Every bundled library card that is in the Oracle export, compared with the import of its text
(h44adv1 W1: Court Attendants' hand encoding dropped "with a Political ability" and overrode
the importer's honest ``unknown``, a false legal).

The library overrides the import of its titles (README "the bundled library"), so a selector,
condition or cost it leaves out is a false answer the import would not give. For each of its
abilities the import claims (understood), the two encodings must state the same designators,
limit, condition, targets (their selectors, counts, blocks, relations) and costs, slot names
aside; and the same attachment rules. Two encodings equal in these give the same answer on
every board. Each difference left is documented below with why it stands (``DIFFERENT``), and
each ability only the library reads is listed (``HAND_ONLY``): the encoding was checked against
the recorded Oracle text (tests/data/library_oracle_texts.yaml). A new difference, or one that
is gone, fails the test. Skips cleanly without ../shared/data."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from model.abilities import Ability
from model.load import bundled_library
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

ORACLE = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "oracle"
needs_oracle = pytest.mark.skipif(not ORACLE.is_dir(), reason="no ../shared/data")

#: fields that are words, not slot names
_WORDS = frozenset(
    {"type", "keyword", "any_keyword", "not_keyword", "designators", "controller", "owner"}
    | {"location", "block", "timing", "base_keyword", "clan", "per", "kind"}
)
#: fields of an ability not compared: what it does (effects are not checked by the solver
#: beyond their targets), its wording and the importer's reading notes
_SKIPPED = (
    "effects",
    "name",
    "lenient",
    "lenient_note",
    "read_part",
    "read_costs",
    "not_understood",
    "trigger",
    "trigger_event",
    "keywords",
)

#: (title, where the encodings differ) -> why the library's encoding stands
DIFFERENT: dict[tuple[str, str], str] = {
    ("A Samurai's Soul", "attach"): "the Weapon rule stated; the import reads it from the keyword",
    ("Nightingale Blade", "attach"): "the Weapon rule stated; the import reads it from the keyword",
    ("Ember's Final Fire", "attach"): "a Spell attaches to a Shugenja (Reference 03), stated",
    ("Scouring Flood", "attach"): "a Spell attaches to a Shugenja (Reference 03), stated",
    # "when paying for a <keyword/type> [card]": the library leaves open whether the Gold may pay
    # an action of such a card (``PaySelector.action`` None), the import reads a card entering
    # play only (False); no Gold is offered to an action by either where an action's cost has
    # no such card (README "paying for an action is not paying for a card")
    ("Ageless Shrine", "production[0].bonuses[0].when.action"): "either vs a card only",
    ("Magistrate's Stipend", "production[1].only_for.action"): "either vs a card only",
    ("Red Crane Dojo", "production[1].only_for.action"): "either vs a card only",
    ("The Sacred Temple of the Phoenix • Inexperienced", "production[2].only_for.action"): (
        "either vs a card only"
    ),
    ("The Sacred Temple of the Phoenix • Inexperienced", "production[1].only_for.action"): (
        "either vs a card only"
    ),
    ("Toritaka Chokichi", "0.targets[1].select.any_of"): (
        "the same cards: the import lists a Personality twice (with and without Followers)"
        " beside the same 'attached_follower == 0 unless Reconnaissance' relation"
    ),
}

#: abilities the import does not read: the library's encoding, checked by hand against the text
HAND_ONLY = frozenset(
    {
        ("Akodo Kamina", 0),
        ("Ambush", 0),
        ("Imperial Summons", 0),
        ("Kyuden Hida • Experienced", 0),
        ("Shamate Keep", 0),
    }
)


def _names(ab: Ability) -> dict[str, str]:
    slots = [t.name for t in ab.all_target_specs()] + [p.name for p in ab.player_targets]
    return {name: f"@{i}" for i, name in enumerate(slots)}


def _walk(o: Any, names: dict[str, str], key: str | None = None) -> Any:
    """``o`` with slot names replaced by their position, word lists sorted."""
    if isinstance(o, dict):
        return {
            k: names.get(v, v) if k == "name" and isinstance(v, str) else _walk(v, names, k)
            for k, v in o.items()
        }
    if isinstance(o, list):
        items = [_walk(x, names, key) for x in o]
        return sorted(items) if all(isinstance(x, str) for x in items) else items
    if isinstance(o, str):
        if " " in o or "." in o:  # a relation: "victim.force <= 3"
            for old, new in names.items():
                o = re.sub(rf"\b{re.escape(old)}\.", f"{new}.", o)
            return o
        return o if key in _WORDS else names.get(o, o)
    return o


def _plain(ab: Ability) -> Any:
    data = dataclasses.asdict(ab)
    for k in _SKIPPED:
        data.pop(k, None)
    return _walk(json.loads(json.dumps(data, default=str)), _names(ab))


def _paths(a: Any, b: Any, path: str = "") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        return [
            p for k in sorted(set(a) | set(b)) for p in _paths(a.get(k), b.get(k), f"{path}.{k}")
        ]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            p
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for p in _paths(x, y, f"{path}[{i}]")
        ]
    return [] if a == b else [path]


def _compared(pool: CardPool) -> tuple[set[tuple[str, str]], set[tuple[str, int]]]:
    lib = bundled_library()
    different: set[tuple[str, str]] = set()
    hand_only: set[tuple[str, int]] = set()
    for title in sorted(lib):
        ours = lib[title]
        found = pool.get(title)
        if ours.provenance != "oracle" or found is None:
            continue
        theirs = found.card
        for i, ab in enumerate(ours.abilities):
            other = theirs.abilities[i] if i < len(theirs.abilities) else None
            if other is None or other.not_understood:
                hand_only.add((title, i))
                continue
            different |= {(title, f"{i}{p}") for p in _paths(_plain(ab), _plain(other))}
        if len(theirs.abilities) > len(ours.abilities):
            different.add((title, "abilities"))
        if ours.attach != theirs.attach:
            different.add((title, "attach"))
        if not theirs.production_unread:  # the import reads its Gold production
            mine = [
                json.loads(json.dumps(dataclasses.asdict(m), default=str)) for m in ours.production
            ]
            read = [
                json.loads(json.dumps(dataclasses.asdict(m), default=str))
                for m in theirs.production
            ]
            different |= {(title, f"production{p}") for p in _paths(mine, read)}
    return different, hand_only


@pytest.fixture(scope="module")
def oracle_pool() -> CardPool:
    if not ORACLE.is_dir():
        pytest.skip("no ../shared/data")
    return CardPool.load([ORACLE])


@needs_oracle
def test_the_library_states_what_the_import_claims(oracle_pool: CardPool) -> None:
    """Every difference between a library encoding and the import's claim is documented."""
    different, _ = _compared(oracle_pool)
    assert different - set(DIFFERENT) == set(), "a library encoding differs from the import"
    assert set(DIFFERENT) - different == set(), "a documented difference is gone"


@needs_oracle
def test_the_abilities_only_the_library_reads(oracle_pool: CardPool) -> None:
    """The abilities the import does not read are the ones checked by hand."""
    _, hand_only = _compared(oracle_pool)
    assert hand_only == HAND_ONLY


@needs_oracle
def test_court_attendants_is_no_longer_hand_encoded(oracle_pool: CardPool) -> None:
    """h44adv1 W1: not hand-encoded; the import answers, and (h44abil) reads "with a
    Political ability" as ``Selector.has_ability``."""
    assert "Court Attendants" not in bundled_library()
    found = oracle_pool.get("Court Attendants")
    assert found is not None
    assert not found.card.abilities[0].not_understood
    (spec,) = found.card.abilities[0].all_target_specs()
    assert spec.select.has_ability == ("political",)


@needs_oracle
def test_the_comparison_sees_a_dropped_selector(oracle_pool: CardPool) -> None:
    """Control: a keyword dropped from a claimed selector (Asahina Nanae's "an Air
    Personality") is a difference the comparison finds."""
    nanae = bundled_library()["Asahina Nanae"]
    found = oracle_pool.get("Asahina Nanae")
    assert found is not None
    ab = nanae.abilities[0]
    spec = ab.targets[0]
    dropped = dataclasses.replace(
        ab,
        targets=(dataclasses.replace(spec, select=dataclasses.replace(spec.select, keyword=())),),
    )
    assert _paths(_plain(ab), _plain(found.card.abilities[0])) == []
    assert _paths(_plain(dropped), _plain(found.card.abilities[0])) == [
        ".targets[0].select.keyword"
    ]


# ------------------------------------------------- the selectors aligned with the text (boards)


def _home(cid: str, title: str, owner: str = "a", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **more}


@pytest.mark.parametrize(("follower", "expected"), [(True, "legal"), (False, "unknown")])
def test_temple_of_hotei_performed_by_a_shugenja_follower(
    tmp_path: Path, pool: CardPool, follower: bool, expected: str
) -> None:
    """ "Bow your performing Shugenja": a Shugenja Follower (Firestorm Legion) performs it
    (Abilities and actions: performers are Followers or Personalities named "performing"; the
    library said a Personality, a false illegal). Control: no Shugenja at all, unsettled
    (h46fixa W1: the performer is named in the effects block, an explicit performer strictly,
    none leniently), so ``unknown`` naming both readings."""
    cards = [_home("hotei", "Temple of Hotei"), _home("lord", "Matsu Misato")]
    if follower:
        cards.append(_home("legion", "Firestorm Legion", attached_to="lord"))
    v = check(pool_state(tmp_path, pool, cards), "a", "hotei", 0)
    assert v.status == expected, v.reasons
    if follower:
        assert v.witness is not None and "legion" in str(v.witness.targets)


@pytest.mark.parametrize(
    ("title", "expected"), [("Fudoshi", "legal"), ("Light Infantry", "illegal")]
)
def test_ageless_shrine_targets_a_nonhuman_follower(
    tmp_path: Path, pool: CardPool, title: str, expected: str
) -> None:
    """ "Target a Nonhuman or Samurai": a Nonhuman Follower (Fudoshi) is one (the library said a
    Personality). Control: a Follower neither Nonhuman nor Samurai (Light Infantry), with no
    other candidate: illegal."""
    cards = [
        _home("shrine", "Ageless Shrine"),
        _home("lord", "Soshi Komiko"),
        _home("f", title, attached_to="lord"),
    ]
    v = check(pool_state(tmp_path, pool, cards), "a", "shrine", 0, targets={"personality": ["f"]})
    assert v.status == expected, v.reasons
