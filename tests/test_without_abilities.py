"""A target "without abilities" (h46tgt; ``Selector.lacks_abilities``,
``model.cardtext.target_no_abilities``, ``model.ability_kinds.abilities_match``,
``solver.ability_kind_doubts``): an ability is a text led by a designator and traits are no
abilities (Abilities and actions / Designators), so a card printing only traits, or no text, is
"without abilities". Distracting Paranoia ("Ninja Battle: Bow a target enemy card with a Poison
token or without abilities."), Poisoned Shuriken and Stealing the Scrolls read it as an
alternative of "with a Poison token". Real cards from ../shared/data (skipped without it):
Hida Daizu and Ashigaru Guards print only a trait, Kaiu Gorobei a Battle ability, Kyuden Hida a
Reaction; Bamboo Harvesters a trait and ":bow:: Produce 2 Gold." (not settled: a paragraph
"...:" not read as an ability); a card defined without its printed text is not settled
either."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.ability_kinds import abilities_match, lacks_abilities_settled
from model.load import LoadedState, as_view, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, *extra: dict[str, Any]) -> LoadedState:
    """Scorpion's Combat Segment at a Crab Province; Distracting Paranoia in Scorpion's hand;
    Crab's Kyuden Hida (a Reaction) and Kaiu Gorobei (a Battle ability) there."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Aerie", "owner": "scorpion", "zone": "home"},
        {"id": "dp", "title": "Distracting Paranoia", "owner": "scorpion", "zone": "hand"},
        {
            "id": "haw",
            "title": "Shosuro Hawado",
            "owner": "scorpion",
            "zone": "battlefield",
            "battlefield": "crab-p1",
        },
        {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        {
            "id": "dx",
            "title": "Kaiu Gorobei",
            "owner": "crab",
            "zone": "battlefield",
            "battlefield": "crab-p1",
        },
        *extra,
    ]
    state = {
        "turn": 6,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "scorpion",
        "defender": "crab",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": cards,
    }
    path = tmp / f"b{len(list(tmp.iterdir()))}.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True), "utf-8")
    return load_state(path, cards=pool)


_DAIZU = {"id": "daizu", "title": "Hida Daizu", "owner": "crab", "zone": "home"}
_LIGHT = {
    "id": "light",
    "title": "Ashigaru Guards",
    "owner": "crab",
    "zone": "battlefield",
    "battlefield": "crab-p1",
    "attached_to": "dx",
}
_MINE = {"id": "mine", "title": "Bamboo Harvesters", "owner": "crab", "zone": "home"}


def test_import_reads_the_alternatives(pool: CardPool) -> None:
    d = pool.definitions()
    for title in ("Distracting Paranoia", "Poisoned Shuriken", "Stealing the Scrolls"):
        ab = next(a for a in d[title].abilities if a.all_target_specs())
        assert not ab.not_understood, title
        alts = ab.all_target_specs()[-1].select.any_of
        assert [(s.has_token, s.lacks_abilities) for s in alts] == [
            ("poison", False),
            (None, True),
        ], title


def test_which_cards_are_without_abilities(pool: CardPool) -> None:
    d = pool.definitions()
    assert abilities_match(d["Hida Daizu"], (), True)  # a trait only
    assert abilities_match(d["Ashigaru Guards"], (), True)  # a trait only
    assert not abilities_match(d["Kyuden Hida"], (), True)  # "Reaction: ..."
    assert not abilities_match(d["Kaiu Gorobei"], (), True)  # "Battle: ..."
    assert lacks_abilities_settled(d["Bamboo Harvesters"]) is None  # not settled
    assert not abilities_match(d["Bamboo Harvesters"], (), True)  # so no candidate
    assert abilities_match(d["Bamboo Harvesters"], (), False)  # control: no test asked


def test_a_card_with_a_poison_token(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool)
    assert check(board, "scorpion", "dp", 0).status == "illegal"  # control: none
    poisoned = yaml.safe_load(Path(board.path).read_text()) if hasattr(board, "path") else None
    assert poisoned is None or poisoned
    dx = {
        "id": "dx2",
        "title": "Kaiu Gorobei",
        "owner": "crab",
        "zone": "home",
        "tokens": ["Poison"],
    }
    v = check(_board(tmp_path, pool, dx), "scorpion", "dp", 0, targets={"target1": ["dx2"]})
    assert v.status == "legal", v.reasons


def test_cards_without_abilities_are_targets(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, _DAIZU, _LIGHT)
    for target in ("daizu", "light"):
        v = check(board, "scorpion", "dp", 0, targets={"target1": [target]})
        assert v.status == "legal", (target, v.reasons)


def test_a_card_with_abilities_and_no_poison_is_none(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kaiu Gorobei prints a Battle ability and has no Poison token."""
    board = _board(tmp_path, pool, _DAIZU)
    v = check(board, "scorpion", "dp", 0, targets={"target1": ["dx"]})
    assert v.status == "illegal", v.reasons


def test_an_unsettled_text_leaves_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Bamboo Harvesters' ":bow:: Produce 2 Gold." is not read as an ability or as none: no
    candidate, and the illegal answer resting on it is unknown, naming it."""
    v = check(_board(tmp_path, pool, _MINE), "scorpion", "dp", 0)
    assert v.status == "unknown", v.reasons
    assert "Bamboo Harvesters" in " ".join(v.reasons)


def test_a_card_without_printed_text_is_not_settled(tmp_path: Path, pool: CardPool) -> None:
    """A card the data defines without its printed text (the bundled The Aerie in a state) is
    not settled; Light Infantry, printed with no text, is without abilities: a target."""
    board = _board(tmp_path, pool, {**_LIGHT, "title": "Light Infantry"})
    view = as_view(board)
    assert view.definition("sh").printed_text is None
    assert lacks_abilities_settled(view.definition("sh")) is None
    assert lacks_abilities_settled(view.definition("light")) is True
    v = check(board, "scorpion", "dp", 0, targets={"target1": ["light"]})
    assert v.status == "legal", v.reasons


def test_poisoned_shuriken(tmp_path: Path, pool: CardPool) -> None:
    """Poisoned Shuriken on Shosuro Hawado: Hida Daizu (a trait only) is a target, Kaiu
    Gorobei (a Battle ability, no Poison token) is not (control)."""
    shuriken = {
        "id": "ps",
        "title": "Poisoned Shuriken",
        "owner": "scorpion",
        "zone": "battlefield",
        "battlefield": "crab-p1",
        "attached_to": "haw",
    }
    daizu = {**_DAIZU, "zone": "battlefield", "battlefield": "crab-p1"}
    board = _board(tmp_path, pool, shuriken, daizu)
    abilities = as_view(board).definition("ps").abilities
    ab = next(i for i, a in enumerate(abilities) if a.all_target_specs())
    v = check(board, "scorpion", "ps", ab, targets={"target1": ["daizu"]})
    assert v.status == "legal", v.reasons
    v = check(board, "scorpion", "ps", ab, targets={"target1": ["dx"]})
    assert v.status == "illegal", v.reasons


def test_alone_in_a_printing(pool: CardPool) -> None:
    """Gempukku Ceremony (Honor's Veil): "Limited: Target your Personality without abilities:
    Permanently give him the ability, ..." - the modifier alone."""
    (ab,) = pool.definitions()["Gempukku Ceremony"].abilities
    assert not ab.not_understood
    (spec,) = ab.all_target_specs()
    assert spec.select.lacks_abilities and not spec.select.any_of
    assert spec.select.controller.value == "you"
