"""An optional targeting sentence kept whole without reading it ("You may target and destroy
one of his attachments if your Personality has a Weapon.": Bisento-do) is listed with the
claimed reading by ``goodfaith cards show`` (text and --json ``optional_not_read``), never
dropped silently (h44abil; ``model.optional_listing``). Real cards from ../shared/data (skipped
without it); controls: an optional target read as one (Asako Megu's target2) and an ability with
none list nothing."""

from __future__ import annotations

import io
import json

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.optional_listing import optional_unread
from model.oracle.pool import CardPool
from solver.cli.cards import show_card


def _shown(pool: CardPool, title: str) -> dict[str, object]:
    out = io.StringIO()
    show_card(pool, title, as_json=True, out=out)
    data: dict[str, object] = json.loads(out.getvalue())
    return data


@pytest.mark.parametrize(
    ("title", "sentence"),
    [
        ("Bisento-do", "You may target and destroy one of his attachments if your Personality"),
        ("The Last Move", "You may target and destroy a card without attachments in his unit."),
        ("Strength in Terror", "You may target and destroy one of the Personality's attachments."),
        ("Running Battle", "If you have Reconnaissance, you may target one of his attachments"),
    ],
)
def test_kept_sentence_is_listed(pool: CardPool, title: str, sentence: str) -> None:
    paras = _shown(pool, title)["paragraphs"]
    assert isinstance(paras, list)
    listed = [s for p in paras if p["ability"] for s in p["optional_not_read"] or ()]
    assert any(s.startswith(sentence) for s in listed), listed
    out = io.StringIO()
    show_card(pool, title, as_json=False, out=out)
    assert "optional, not read" in out.getvalue()


@pytest.mark.parametrize("title", ["Asako Megu", "Court Attendants", "Ikoma Tsukasa"])
def test_nothing_listed_when_nothing_kept(pool: CardPool, title: str) -> None:
    """Controls: Asako Megu's "You may target and straighten a Personality." is read as an
    optional target2 (offered when announcing); the others have no such sentence."""
    paras = _shown(pool, title)["paragraphs"]
    assert isinstance(paras, list)
    assert all(not p.get("optional_not_read") for p in paras)


def test_after_an_effect_on_each_card() -> None:
    """The shape of the brief's repro (h44n opt.py): after "Destroy each Personality with 0
    Force." the optional sentence is kept whole, and listed."""
    text = (
        "<b>Battle:</b> Target an enemy Personality: Destroy each Personality with 0 Force. "
        "You may target and destroy a Follower in the target's army."
    )
    (p,) = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs
    assert p.full and p.ability is not None
    assert optional_unread(p.ability) == [
        "You may target and destroy a Follower in the target's army."
    ]
