"""Abilities granted by the traits of cards in play ("You have the ability, "..."", "Each of
your Scorpion Clan Personalities has the ability, "...""; Reference 04) are not modelled, and
every lister names each as an ``unknown`` announcement of the granting card (issue 13): never
silently fewer options."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.granted import granted_sentences
from model.oracle.export import card_from_entry
from solver.announce import check_all, legal_announcements
from solver.decision import decision_point
from solver.good_faith import check
from solver.verdict import AnnouncementError, Play
from tests.builders import board, card

TOWERS = (
    "Each of your Scorpion Clan Personalities has the ability, "
    '"<b>Battle, :bow::</b> Bow a target enemy Follower or Personality without Followers."'
)
BITE = (
    "Personalities and Followers have -1F. All players have the ability, "
    '"<b>Open:</b> Bow your Stronghold: Discard a card titled The Bite of Winter from play."'
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Samurai at this battlefield have -1F. You have the ability, "
            '"Repeatable Battle: Move your target defending Courtier home."',
            [
                "You have the ability, "
                '"Repeatable Battle: Move your target defending Courtier home."'
            ],
        ),
        (
            # two grants in one sentence, periods inside the quoted abilities
            "While there is exactly one defending Personality here, he has the ability, "
            '"Repeatable Battle: Challenge a target enemy Personality. Destroy the loser" and '
            'each player has the ability, "Repeatable Battle: Move home your target attacking '
            'Personality. Bow him as he moves." Bow it.',
            [
                "While there is exactly one defending Personality here, he has the ability, "
                '"Repeatable Battle: Challenge a target enemy Personality. Destroy the loser" and '
                'each player has the ability, "Repeatable Battle: Move home your target attacking '
                'Personality. Bow him as he moves."'
            ],
        ),
        ("This Personality has +1F. You may not take Political actions.", []),
    ],
)
def test_granted_sentences(text: str, expected: list[str]) -> None:
    assert list(granted_sentences([text])) == expected


def test_the_oracle_import_keeps_the_grant() -> None:
    entry = {"title": ["The Towers of the Yogo"], "type": ["Stronghold"], "text": [TOWERS]}
    d = card_from_entry(entry).card
    assert d.grants_abilities == (
        "Each of your Scorpion Clan Personalities has the ability, "
        '"Battle, :bow:: Bow a target enemy Follower or Personality without Followers."',
    )
    assert not any(ab.designators for ab in d.abilities)  # not the card's own action


#: the Combat Segment of ``me``'s attack, where a granted Battle ability's timing fits
COMBAT: dict[str, Any] = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
    "battlefields": ["them-p1"],
}


def _board(said: str, title: str = "T Grantor", **kw: Any) -> Any:
    defs = [
        {"title": title, "type": "holding", "grants_abilities": [said]},
        # a Scorpion Clan Personality: "Each of your Scorpion Clan Personalities" reaches him
        # (with no card it names, no card has the ability: solver.grant_recipients)
        {"title": "T Hero", "type": "personality", "force": 1, "keywords": ["scorpion clan"]},
    ]
    cards = [card("g", title, "me"), card("h1", "T Hero", "me"), card("h2", "T Hero", "them")]
    return board(defs, cards, **kw)


def _granted(verdicts: list[Any]) -> list[Any]:
    return [v for v in verdicts if v.ability == Play.GRANTED]


def test_check_lists_the_granted_ability() -> None:
    """Was absent: the grant was in no lister; then one unknown of the granting card; now
    (h42grant) the ability of the card that has it (T Hero, Scorpion Clan), checked: its
    ":bow:" bows him, its target is the enemy T Hero."""
    loaded = _board(TOWERS, **COMBAT)
    (v,) = _granted(check_all(loaded, "me"))
    assert v.status == "legal" and v.card == "h1"
    assert v.witness is not None and v.witness.targets == {"target1": ("h2",)}
    assert check(loaded, "me", "h1", "granted").status == "legal"
    g = check(loaded, "me", "g", "granted")  # the granting card has none: it names h1
    assert g.status == "illegal" and "T Hero (h1)" in g.reasons[0]
    # a grant to "your" cards is not the other player's
    assert _granted(check_all(loaded, "them")) == []


def test_a_grant_to_all_players_is_listed_for_each() -> None:
    loaded = _board(BITE)
    for player in ("me", "them"):
        (v,) = _granted(check_all(loaded, player))
        assert v.status == "unknown"


def test_legal_announcements_and_the_action_space_name_it() -> None:
    loaded = _board(TOWERS, **COMBAT)
    found = legal_announcements(loaded, "me")
    assert [(a.card, a.ability) for a in found] == [("h1", Play.GRANTED)]
    assert _granted(found.undecided) == []
    point = decision_point(loaded, "me", [])
    assert len(point.legal_ids()) == 1
    # a grant not read (its sentence holds a stat change too) stays undecided
    bite = _board(BITE)
    found = legal_announcements(bite, "me")
    assert list(found) == []
    assert [v.card for v in _granted(found.undecided)] == ["g"]
    point = decision_point(bite, "me", [])
    assert point.legal_ids() == []
    assert [v.card for _, v in point.undecided if v.ability == Play.GRANTED] == ["g"]


def test_not_in_play_no_entry_and_no_grant_no_check() -> None:
    defs = [{"title": "T Grantor", "type": "strategy", "grants_abilities": [TOWERS]}]
    loaded = board(defs, [card("g", "T Grantor", "me", zone="hand")])
    assert _granted(check_all(loaded, "me")) == []
    plain = board([{"title": "T Plain", "type": "holding"}], [card("p", "T Plain", "me")])
    with pytest.raises(AnnouncementError):
        check(plain, "me", "p", "granted")


KAGE = (
    'Your Kolat Personalities have the abilities, "<b>Limited:</b> Bow this Personality to give '
    'a target Personality a Sleeper token." and "<b>Reaction:</b> Before the resolution of an '
    "action performed by a Personality with a Sleeper token, bow this Personality and destroy a "
    "Sleeper token on the performing Personality to negate the action's effects.\""
)


def test_a_plural_grant_is_one_grant_and_no_unread_trait() -> None:
    """ "have the abilities, "..." and "..."" (Kage Sensei): was a trait no lister named (the
    singular "the ability" only; h28adv3 F4)."""
    entry = {"title": ["T Kage Sensei"], "type": ["Sensei"], "text": [KAGE]}
    d = card_from_entry(entry).card
    assert d.grants_abilities == (
        'Your Kolat Personalities have the abilities, "Limited: Bow this Personality to give a '
        'target Personality a Sleeper token." and "Reaction: Before the resolution of an action '
        "performed by a Personality with a Sleeper token, bow this Personality and destroy a "
        "Sleeper token on the performing Personality to negate the action's effects.\"",
    )
    assert d.actions_unread == ()
    (v,) = _granted(check_all(_board(d.grants_abilities[0]), "me"))
    assert v.status == "unknown" and "Your Kolat Personalities have the abilities" in v.reasons[0]


ZO_SIA = (
    'Compassion: Zo Sia has the ability, "<b>Open, :</b> If Zo Sia is honorably dead, put her '
    'face-up in your target Province, discarding any card there." <i>(Compassion takes effect '
    "while you have fewer Provinces than anyone else.)</i>"
)


def test_a_grant_to_the_card_itself_is_its_controller_s() -> None:
    """ "Zo Sia has the ability, ..." (Utaku Zo Sia): the ability is the card's, and only the
    controller of a card may use its abilities (Reference 05, Card Control); was offered to
    every player, unknown (h30adv1 W1)."""
    d = card_from_entry({"title": ["T Utaku Zo Sia"], "type": ["Personality"], "text": [ZO_SIA]})
    loaded = _board(d.card.grants_abilities[0], "T Utaku Zo Sia")
    assert _granted(check_all(loaded, "them")) == []
    v = check(loaded, "them", "g", "granted")
    assert v.status == "illegal" and "is controlled by me" in v.reasons[0]
    # its controller, in an Action Phase: still unknown (the ability is not modelled)
    assert check(loaded, "me", "g", "granted").status == "unknown"
    # control: another title's name is not the card's own ("Toku has the ability" on Zo Sia)
    other = _board('Compassion: Toku has the ability, "<b>Open:</b> Draw a card."', "T Zo Sia")
    assert check(other, "them", "g", "granted").status == "unknown"


@pytest.mark.parametrize(
    ("said", "kw", "expected"),
    [
        (TOWERS, {}, "illegal"),  # Battle in the Action Phase
        (TOWERS, {"phase": "dynasty"}, "illegal"),
        (TOWERS, COMBAT, "illegal"),  # the card that has it, h1, announces it (h42grant)
        (ZO_SIA, COMBAT, "illegal"),  # Open in the Combat Segment
        (ZO_SIA, {}, "unknown"),
        (BITE, COMBAT, "illegal"),
        # a Limited grant in another player's Action Phase; in one's own, unknown
        (
            'You have the ability, "<b>Limited:</b> Draw a card."',
            {"active_player": "them"},
            "illegal",
        ),
        ('You have the ability, "<b>Limited:</b> Draw a card."', {}, "legal"),  # h42grant
        # its own text may give it another time: unknown
        (
            'You have the ability, "<b>Battle:</b> Draw a card. This may be used during the '
            'Action Phase."',
            {},
            "unknown",
        ),
        # a keyword of timing (Kiho) or an unread prefix: unknown
        ('You have the ability, "<b>Kiho Battle:</b> Draw a card."', {}, "unknown"),
        ('You have the ability, "<b>Tomorrow:</b> Draw a card."', {}, "unknown"),
        # two grants: illegal only when neither fits
        (
            'You have the abilities, "<b>Battle:</b> Draw a card." and "<b>Open:</b> Draw a card."',
            {},
            "unknown",
        ),
    ],
)
def test_a_granted_ability_s_designator_timing(
    said: str, kw: dict[str, Any], expected: str
) -> None:
    """Reference 04: "The designator tells when the action can be taken": a granted Battle
    ability outside the Combat Segment, an Open one inside it, can't be used (h30adv1 W1,
    h30adv2 r05/r06: was unknown)."""
    if said == ZO_SIA:
        said = card_from_entry(
            {"title": ["T Utaku Zo Sia"], "type": ["Personality"], "text": [ZO_SIA]}
        ).card.grants_abilities[0]
    v = check(_board(said, **kw), "me", "g", "granted")
    assert v.status == expected, v.reasons
