"""Card names in a target phrase (model/cardtext/target_names.py; Reference 03: a card's title):
"not named <title>" (Selector.not_title) and "or <title>" after a bare card type."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Selector
from solver.good_faith import check
from solver.targeting import build_problem, iter_target_sets
from tests.builders import board, card, imported, played, view


def _select(text: str) -> Selector:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    return spec.select


def test_not_named_reading() -> None:
    sel = _select("<b>Open:</b> Dishonor a target Personality not named Yasuki Tono.")
    assert sel.type == (CardType.PERSONALITY,) and sel.not_title == "Yasuki Tono"


def test_or_its_own_title_reading() -> None:
    (action,) = import_text(
        "<b>Open:</b> Straighten a target Holding or Shosuro Kameyoi.",
        title="Shosuro Kameyoi • Experienced",
        card_type=CardType.PERSONALITY,
    ).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    assert spec.select.type == ()
    assert spec.select.any_of == (
        Selector(type=(CardType.HOLDING,)),
        Selector(title="Shosuro Kameyoi"),
    )


@pytest.mark.parametrize(
    "text",
    [
        # a modifier before the name: of the Personality only, or of both?
        "<b>Open:</b> Bow a target Personality with 3 or lower Force or Moto Ming-Gwok.",
        # a keyword, not a name
        "<b>Open:</b> Bow a target Holding or Samurai Follower.",
        # one word: a name, or a keyword the grammar does not know?
        "<b>Open:</b> Bow a target Holding or Kyoso.",
        # a keyword of several words the card data prints (another card's name is read:
        # tests/test_target_other_titles.py)
        "<b>Open:</b> Straighten a target Holding or Black Scroll.",
        # words after the name
        "<b>Open:</b> Bow a target Holding or Moto Ming-Gwok at home.",
        "<b>Open:</b> Dishonor a target Personality not named Yasuki Tono at home.",
        "<b>Open:</b> Dishonor a target Personality not named Samurai.",
    ],
)
def test_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


_MAN = {"type": "personality", "force": 2, "chi": 2, "personal_honor": 2}


@pytest.mark.parametrize(("title", "expected"), [("Yasuki Tono", "illegal"), ("Kaiu", "legal")])
def test_not_named_on_the_board(title: str, expected: str) -> None:
    text = "<b>Open:</b> Dishonor a target Personality not named Yasuki Tono."
    defs = [{"title": title, **_MAN}]
    assert played(text, defs, [card("man", title, "them")]) == expected


@pytest.mark.parametrize(
    ("title", "kind", "candidates"),
    [
        ("T Kameyoi", "personality", ["c", "src"]),
        ("T Farm", "holding", ["c", "src"]),
        ("Bayushi Kaiu", "personality", ["src"]),
    ],
)
def test_or_its_own_title_on_the_board(title: str, kind: str, candidates: list[str]) -> None:
    """Any Holding, or any card titled as the card itself (the card too)."""
    text = "<b>Open:</b> Straighten a target Holding or T Kameyoi."
    ab = imported(text, "T Kameyoi", CardType.PERSONALITY)
    defs = [{**_MAN, "title": "T Kameyoi", "abilities": [ab]}]
    if title != "T Kameyoi":
        defs.append({**_MAN, "title": title, "type": kind})
    loaded = board(defs, [card("src", "T Kameyoi", "me"), card("c", title, "them", bowed=True)])
    problem = build_problem(view(loaded), "me", "src", loaded.library["T Kameyoi"].abilities[0])
    sets = list(iter_target_sets(problem))
    assert sorted(ts["target1"][0] for ts in sets) == candidates
    assert check(loaded, "me", "src", 0).status == "legal"


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        (
            "<b>Open:</b> Destroy this Item. Give a target Ashalan Blade +3F/+3C.",
            "Ashalan Blade",
            "Ashalan Blade",
        ),
    ],
)
def test_a_card_by_its_title(text: str, title: str, expected: str) -> None:
    (action,) = import_text(text, title=title, card_type=CardType.ITEM).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    assert spec.select.title == expected and spec.select.type == ()


@pytest.mark.parametrize(
    "text",
    [
        # a name that is not the card's own (a title, or a keyword of several words?)
        "<b>Open:</b> Give a target Ashalan Blade +3F/+3C.",
        "<b>Open:</b> Target another player's Mirumoto Kyoshiro: Bow him.",
        "<b>Open:</b> Target a Black Scroll: Bow it.",
    ],
)
def test_a_card_by_its_title_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full
