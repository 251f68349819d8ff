"""Targeting shields of a card read with their designator, whose actions and condition
(model/cardtext/shield_traits.py; Effects / "May not"); anything else stays unread."""

from __future__ import annotations

import pytest

from model.cardtext.ongoing_traits import read_ongoing
from model.common import CardType, Designator
from model.trait_effects import TraitEffect

P = CardType.PERSONALITY


def _shield(players: str, designator: Designator | None = None, **kw: object) -> TraitEffect:
    return TraitEffect(
        "may_not",
        players,  # type: ignore[arg-type]
        may_not="be_targeted",
        this_card=True,
        designator=designator,
        **kw,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("said", "title", "card_type", "expected"),
    [
        (
            "While Kozan is unbowed, other players' Limited actions may not target him.",
            "Hida Kozan",
            P,
            _shield("others", Designator.LIMITED, holds_while="unbowed"),
        ),
        (
            "This Personality has +1PH and may not be targeted by other players' Battle actions "
            "while he is at home.",
            "Badge of Authority",
            CardType.ITEM,
            _shield("others", Designator.BATTLE, bearer=True, holds_while="at_home"),
        ),
        (
            "During the Action Phase, Akuma may not be targeted.",
            "Akuma no Oni",
            P,
            _shield("all", holds_while="action_phase"),
        ),
        (
            "Other players' Battle actions may not target Kozan.",
            "Hida Kozan",
            P,
            _shield("others", Designator.BATTLE),
        ),
        # the prevention of bowing stays with the card's preventions (CardDef.prevents_unread)
        (
            "During the Action Phase, Akuma will not bow and may not be targeted.",
            "Akuma no Oni \u2022 Experienced 2",
            P,
            _shield("all", holds_while="action_phase"),
        ),
    ],
)
def test_shields_read(said: str, title: str, card_type: CardType, expected: TraitEffect) -> None:
    assert read_ongoing(said, title, card_type) == (expected,)


@pytest.mark.parametrize(
    ("said", "title", "card_type"),
    [
        # another part the shield does not read
        ("During the Action Phase, Akuma will not bow or be destroyed.", "Akuma", P),
        (
            "During the Action Phase, Akuma will not be destroyed and may not be targeted.",
            "Akuma",
            P,
        ),
        # a card type, not actions, after "Other players may not target X with" (a designator,
        # "with Battle actions", is read since h30shield: tests/test_real_shields_stats.py)
        ("Other players may not target Tsimaru with Battle Strategies.", "Bayushi Tsimaru", P),
        (
            "Other players may not target Fujiwe with Political Strategies while she has "
            "Tactician.",
            "Matsu Fujiwe",
            P,
        ),
        # a condition not read
        (
            "Other players may not target Aramoro with actions while Aramoro is not in an army.",
            "Aramoro",
            P,
        ),
        ("Spell and Kiho actions may not target Soh while he is not in an army.", "Hida Soh", P),
        # another card's condition, another card shielded
        (
            "While Kozan is unbowed, other players' Limited actions may not target Kaede.",
            "Hida Kozan",
            P,
        ),
        (
            "While Kaede is unbowed, other players' Limited actions may not target him.",
            "Hida Kozan",
            P,
        ),
        # "This Personality" on a Follower: not read as its bearer
        (
            "This Personality may not be targeted by other players' Battle actions.",
            "Ogres",
            CardType.FOLLOWER,
        ),
        # attacks are not actions' designators
        ("Ranged Attacks may not target this card.", "Ogre Warriors", CardType.FOLLOWER),
        # a designator and a keyword together
        ("Other players' Battle and Political actions may not target Kozan.", "Hida Kozan", P),
    ],
)
def test_shields_not_read(said: str, title: str, card_type: CardType) -> None:
    assert read_ongoing(said, title, card_type) is None


def test_other_players_may_not_target_with_keyword_actions() -> None:
    """ "Other players may not target Tsimaru with Political actions." (Bayushi Tsimaru •
    Experienced): his controller's opponents' Political actions; "You may not target ...":
    his controller's own."""
    said = "Other players may not target Tsimaru with Political actions."
    assert read_ongoing(said, "Bayushi Tsimaru \u2022 Experienced", P) == (
        TraitEffect("may_not", "others", ("political",), may_not="be_targeted", this_card=True),
    )
    mine = "You may not target Tsimaru with Political actions."
    assert read_ongoing(mine, "Bayushi Tsimaru", P) == (
        TraitEffect("may_not", "you", ("political",), may_not="be_targeted", this_card=True),
    )
    # another card's name: not read
    assert read_ongoing(said, "Bayushi Kachiko", P) is None
