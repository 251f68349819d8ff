"""The attachment's bearer as a cost subject (issue 13; Reference 03: a Spell attaches to a
Shugenja, "this Shugenja" on it is the Personality it is attached to)."""

from __future__ import annotations

from pathlib import Path

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.selectors import BEARER
from solver.good_faith import check
from tests.builders import board, card, imported

STATE = """
turn: 3
active_player: me
phase: action
players: [{{id: me, family_honor: 5}}, {{id: them, family_honor: 5}}]
definitions:
  - title: T Shugenja
    type: personality
    keywords: [shugenja{extra}]
    force: 1
    chi: 3
    provenance: implied
  - title: T Spell
    type: spell
    provenance: implied
    abilities:
      - designators: [limited]
        costs: [{{bow: bearer, unless: {{card: bearer, matches: {{keyword: void}}}}}}]
        effects: [{{step: draw a card}}]
cards:
  - {{id: shu, title: T Shugenja, owner: me, zone: home, bowed: {bowed}}}
  - {{id: spell, title: T Spell, owner: me, zone: home, attached_to: shu{attached}}}
"""


def _check(tmp: Path, *, bowed: bool, void: bool = False) -> str:
    path = tmp / f"s-{bowed}-{void}.yaml"
    path.write_text(
        STATE.format(extra=", void" if void else "", bowed=str(bowed).lower(), attached="")
    )
    return check(load_state(path), "me", "spell", 0).status


def test_the_bearer_pays_unless_he_is_void(tmp_path: Path) -> None:
    assert _check(tmp_path, bowed=False) == "legal"
    assert _check(tmp_path, bowed=True) == "illegal"  # a bowed bearer can't bow again
    assert _check(tmp_path, bowed=True, void=True) == "legal"  # not due: he is Void


def test_the_importer_reads_the_bearer_on_attachments_only() -> None:
    text = "<b>Limited:</b> Bow this Shugenja unless he is Void: Draw a card."
    spell = import_text(text, title="T Spell", card_type=CardType.SPELL).actions[0]
    assert spell.full
    (cost,) = spell.ability.costs
    assert cost.bow == BEARER and cost.unless is not None
    item = "<b>Battle:</b> Bow this Personality: Draw a card."
    on_item = import_text(item, title="T Item", card_type=CardType.ITEM).actions[0]
    assert on_item.full and on_item.ability.costs[0].bow == BEARER
    on_personality = import_text(item, title="T Samurai", card_type=CardType.PERSONALITY)
    assert on_personality.actions[0].ability.costs[0].bow == "source"


def test_a_comparison_with_the_bearer() -> None:
    """ "with Force equal to or lower than this Personality's" on an Item compares with the
    Personality it is attached to (Reference 03), on the board."""
    text = (
        "<b>Open:</b> Bow a target Personality with Force equal to or lower than this "
        "Personality's."
    )
    (blade,) = import_text(text, title="T Blade", card_type=CardType.ITEM).actions
    assert blade.full and blade.ability is not None
    (t,) = blade.ability.targets
    assert t.where == ("target1.force <= bearer.force",)  # type: ignore[union-attr]
    ab = imported(text, "T Blade", CardType.ITEM)
    for foe_force, expected in ((3, "legal"), (4, "illegal")):
        loaded = board(
            [
                {"title": "T Blade", "type": "item", "abilities": [ab]},
                {"title": "T Hero", "type": "personality", "force": 3, "chi": 2},
                {"title": "T Foe", "type": "personality", "force": foe_force, "chi": 2},
            ],
            [
                card("hero", "T Hero", "me"),
                card("blade", "T Blade", "me", attached_to="hero"),
                card("foe", "T Foe", "them"),
            ],
        )
        verdict = check(loaded, "me", "blade", 0, targets={"target1": ["foe"]})
        assert verdict.status == expected


def test_a_cost_paid_by_one_of_his_attachments() -> None:
    """ "Destroy one of his Spells" on a Personality: a card attached to him pays (Reference
    03: attachments); "Bow X or one of his Spells": the verb is shared by the alternatives."""
    ab = imported(
        "<b>Open:</b> Destroy one of his Spells: Draw a card.", "T Sage", CardType.PERSONALITY
    )
    (either,) = import_text(
        "<b>Open:</b> Bow Kenji or one of his Spells: Draw a card.",
        title="Kenji",
        card_type=CardType.PERSONALITY,
    ).actions
    assert either.full and either.ability is not None
    (cost,) = either.ability.costs
    assert len(cost.any_of) == 2
    sage = {
        "title": "T Sage",
        "type": "personality",
        "keywords": ["shugenja"],
        "force": 1,
        "chi": 2,
    }
    for spell, expected in ((False, "illegal"), (True, "legal")):
        cards = [card("sage", "T Sage", "me")]
        if spell:
            cards.append(card("sp", "T Spell", "me", attached_to="sage"))
        # a Spell attached to somebody else does not pay
        cards += [card("other", "T Sage", "me"), card("sp2", "T Spell", "me", attached_to="other")]
        loaded = board([{**sage, "abilities": [ab]}, {"title": "T Spell", "type": "spell"}], cards)
        assert check(loaded, "me", "sage", 0).status == expected


def test_a_stat_cost_paid_by_the_bearer() -> None:
    """ "Give this Shugenja -2F:" on a Spell: the bearer pays, only by the full amount (Costs
    and restrictions / Costs: "Give Daizu -2C" can't be paid at 1C)."""
    ab = imported("<b>Open:</b> Give this Shugenja -2F: Draw a card.", "T Touch", CardType.SPELL)
    for force, expected in ((2, "legal"), (1, "illegal")):
        loaded = board(
            [
                {
                    "title": "T Shu",
                    "type": "personality",
                    "keywords": ["shugenja"],
                    "force": force,
                    "chi": 2,
                },
                {"title": "T Touch", "type": "spell", "abilities": [ab]},
            ],
            [card("shu", "T Shu", "me"), card("touch", "T Touch", "me", attached_to="shu")],
        )
        assert check(loaded, "me", "touch", 0).status == expected
