"""Traits of cards in play read exactly or doubted only where they reach (issue 13; h28adv1 N4,
N6, h28adv2 F12, h28adv3 N2, h28rm1/h28rm2 Palatial Estate): "You may not take Political
actions or actions that cause other players unconditional Honor losses." (its Political half
read, the rest doubting only actions that may cost another player Honor), "Other players may
not ..." (never its controller), a Response ability (no trait on other actions), "This Holding
has Renew while it has any Sincerity tokens." (nothing while no such token is in play)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.ongoing_alternatives import split_alternatives
from model.cardtext.response_prefix import is_response_ability
from model.oracle.export import card_from_entry
from model.state import View
from solver.good_faith import check
from solver.playing import check_play
from solver.restriction_reach import binds_others_only
from solver.token_counts import per_token_zero
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, TWO_PLAYERS, set_board, set_personality, set_strategy

HORDE = (
    "You may not take Political actions or actions that cause other players unconditional Honor "
    "losses."
)
REST = "You may not take actions that cause other players unconditional Honor losses."
PALATIAL = "<b>Political Response:</b> If you paid the action's :favor: cost, take :favor:."
SAPPHIRE = "This Holding has Renew while it has any Sincerity tokens."


def test_the_horde_sentence_is_two_restrictions() -> None:
    assert split_alternatives(HORDE) == ("You may not take Political actions.", REST)
    assert split_alternatives("You may not take Political actions.") is None
    assert split_alternatives("You may not take Political actions or Reactions.") is None


def test_the_political_half_is_read_and_the_rest_kept() -> None:
    entry = {"title": ["T Horde"], "type": ["Stronghold"], "text": [HORDE]}
    card = card_from_entry(entry).card
    assert card.actions_unread == (REST,)
    (effect,) = card.ongoing
    assert (effect.kind, effect.players, effect.keyword) == ("may_not", "you", ("political",))


@pytest.mark.parametrize(
    ("text", "response"),
    [
        ("Political Response: If you paid the action's :favor: cost, take :favor:.", True),
        ("Response, :g3:: After the action Recruits Tsushima, create a Personality.", True),
        ("Political Tireless Response: After the action Recruits this Holding, draw.", True),
        ("Your Response actions may not be taken.", False),
        ("Other players may not take Reactions.", False),
    ],
)
def test_a_response_ability_is_told_apart(text: str, response: bool) -> None:
    assert is_response_ability(text) is response


def test_a_response_ability_is_no_trait_on_actions() -> None:
    entry = {"title": ["T Estate"], "type": ["Stronghold"], "text": [PALATIAL]}
    assert card_from_entry(entry).card.actions_unread == ()


def test_other_players_sentences_bind_the_others() -> None:
    assert binds_others_only("Other players may not play Terrains while Tsanuri is unbowed.")
    assert binds_others_only("Other players' Political actions may not target Suikihime.")
    assert not binds_others_only("Other players may not play Terrains; you may.")
    assert not binds_others_only("You may not take Political actions.")


def test_a_quality_while_a_token_is_there_is_zero_without_it(tmp_path: Path) -> None:
    loaded = _sapphire(tmp_path, [])
    in_play = [c for c in loaded.state.cards if c.in_play]
    assert per_token_zero(SAPPHIRE, in_play)
    loaded = _sapphire(tmp_path, ["Sincerity"])
    assert not per_token_zero(SAPPHIRE, [c for c in loaded.state.cards if c.in_play])
    assert not per_token_zero("This Holding has Renew.", in_play)


# --- boards ----------------------------------------------------------------------------------


def _horde_board(
    tmp_path: Path, keep_text: str, hand: list[dict[str, Any]], dishonorable: bool = False
) -> Any:
    cards: list[dict[str, Any]] = [
        {"title": "T Horde", "types": ["Stronghold"], "gold_production": 5, "text": keep_text},
        set_personality("T Oni", 0),
        set_personality("T Enemy", 0),
        *hand,
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "T Horde", "owner": "me", "zone": "home"},
        {"id": "oni", "title": "T Oni", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "T Enemy", "owner": "them", "zone": "home",
         "dishonorable": dishonorable},
    ]  # fmt: skip
    table += [{"id": f"h{i}", "title": c["title"], "owner": "me", "zone": "hand"}
              for i, c in enumerate(hand)]  # fmt: skip
    return set_board(tmp_path, cards, table, phase="action", players=TWO_PLAYERS)


_HAND = [
    set_strategy("T Summons", "<b>Political Open:</b> Give a target Personality +1F."),
    set_strategy("T Boost", "<b>Open:</b> Give a target Personality +2F."),
    set_strategy("T Shame", "<b>Open:</b> Target a Personality. Dishonor him."),
]


def test_the_horde_forbids_its_political_actions_and_spares_the_rest(tmp_path: Path) -> None:
    """h28adv3 N2 / h28adv1 N4: a Political action illegal; an action whose effects name no
    Honor legal; one that dishonors keeps the doubt of the unread half."""
    loaded = _horde_board(tmp_path, HORDE, _HAND)
    political, boost, shame = (check(loaded, "me", f"h{i}", 0) for i in range(3))
    assert political.status == "illegal", political.reasons
    assert "may not take this action" in political.reasons[0]
    assert boost.status == "legal", boost.reasons
    assert shame.status == "unknown" and REST in shame.reasons[0], shame.reasons


def test_the_honor_half_doubts_a_destroying_action_beside_a_dishonorable_one(
    tmp_path: Path,
) -> None:
    """Control: an action that may destroy a card while a Personality is dishonorable (its
    controller then loses Honor, Reference 05) keeps the doubt."""
    kill = set_strategy("T Kill", "<b>Open:</b> Destroy a target Personality.")
    assert check(_horde_board(tmp_path, HORDE, [kill]), "me", "h0", 0).status == "legal"
    loaded = _horde_board(tmp_path, HORDE, [kill], dishonorable=True)
    v = check(loaded, "me", "h0", 0)
    assert v.status == "unknown" and REST in v.reasons[0], v.reasons


def test_without_the_horde_every_action_is_legal(tmp_path: Path) -> None:
    loaded = _horde_board(tmp_path, "This Stronghold has +1PS.", _HAND)
    assert [check(loaded, "me", f"h{i}", 0).status for i in range(3)] == ["legal"] * 3


def _estate_board(tmp_path: Path, their_text: str) -> Any:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "T Estate", "types": ["Stronghold"], "gold_production": 4, "text": their_text},
        set_personality("T Lord", 0),
        set_strategy("T Boost", "<b>Open:</b> Give a target Personality +2F."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "est", "title": "T Estate", "owner": "them", "zone": "home"},
        {"id": "lord", "title": "T Lord", "owner": "me", "zone": "home"},
        {"id": "h0", "title": "T Boost", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp_path, cards, table, phase="action", players=TWO_PLAYERS)


def test_a_response_ability_in_play_doubts_no_other_action(tmp_path: Path) -> None:
    """h28rm1/h28rm2: The Palatial Estate of the Crane's Political Response doubted actions."""
    v = check(_estate_board(tmp_path, PALATIAL), "me", "h0", 0)
    assert v.status == "legal", v.reasons


def test_a_restriction_in_play_still_doubts(tmp_path: Path) -> None:
    """Control: a sentence on other players' actions not read keeps its doubt."""
    said = "Players may not take Open actions unless they control a Shugenja."
    v = check(_estate_board(tmp_path, said), "me", "h0", 0)
    assert v.status == "unknown" and said in v.reasons[0], v.reasons


def _others_board(tmp_path: Path) -> Any:
    said = "Other players may not take Open actions while T Warden is unbowed."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("T Warden", 0, text=said),
        set_personality("T Lord", 0),
        set_strategy("T Boost", "<b>Open:</b> Give a target Personality +2F."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "war", "title": "T Warden", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "T Lord", "owner": "them", "zone": "home"},
        {"id": "mine", "title": "T Boost", "owner": "me", "zone": "hand"},
        {"id": "theirs", "title": "T Boost", "owner": "them", "zone": "hand"},
    ]
    return set_board(tmp_path, cards, table, phase="action", players=TWO_PLAYERS)


def test_other_players_may_not_leaves_its_controller_alone(tmp_path: Path) -> None:
    """h28adv1 N6 (Ikoma Tsanuri): "Other players may not ..." doubted its own controller."""
    loaded = _others_board(tmp_path)
    assert check(loaded, "me", "mine", 0).status == "legal"
    theirs = check(loaded, "them", "theirs", 0)  # control: it binds the other player
    assert theirs.status == "unknown" and "T Warden (war)" in theirs.reasons[0], theirs.reasons


def _sapphire(tmp_path: Path, tokens: list[str], hand: bool = False) -> Any:
    renew = "<b>Open:</b> Straighten a target Renew Holding."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "T Mine", "types": ["Holding"], "gold_cost": 2, "gold_production": 2,
         "text": SAPPHIRE},
        set_personality("T Lord", 3),
        # a text naming Renew: in a hand (no text concerning a Recruit, h38adv5 N1) or on a
        # Holding in a province (one that may)
        set_strategy("T Renewal", renew),
        {"title": "T Works", "types": ["Holding"], "gold_cost": 2, "gold_production": 2,
         "text": renew},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sm", "title": "T Mine", "owner": "me", "zone": "home", "tokens": tokens},
        {"id": "pv", "title": "T Lord", "owner": "me", "zone": "province", "province": 1},
        {"id": "ren", "title": "T Renewal", "owner": "me", "zone": "hand"}
        if hand
        else {"id": "ren", "title": "T Works", "owner": "me", "zone": "province", "province": 2},
    ]
    return set_board(tmp_path, cards, table, name="sapphire" + "".join(tokens) + str(hand))


def test_a_keyword_given_while_a_token_is_there_doubts_nothing_without_it(
    tmp_path: Path,
) -> None:
    """h28adv2 F12: Sapphire Mine with no Sincerity token doubted every Recruit."""
    v = check_play(_sapphire(tmp_path, []), "me", "pv", RECRUIT)
    assert v.status == "legal", v.reasons


def test_with_the_token_the_keyword_doubt_stays(tmp_path: Path) -> None:
    v = check_play(_sapphire(tmp_path, ["Sincerity"]), "me", "pv", RECRUIT)
    assert v.status == "unknown" and SAPPHIRE in v.reasons[0], v.reasons


def test_with_the_token_a_hand_card_naming_the_keyword_turns_no_recruit(tmp_path: Path) -> None:
    """h38adv5 N1: a Strategy in the hand testing Renew is no text of the Recruit."""
    v = check_play(_sapphire(tmp_path, ["Sincerity"], hand=True), "me", "pv", RECRUIT)
    assert v.status == "legal", v.reasons


# --- Honor Requirement permissions, a discard-pile permission (h28adv3 N11, h28adv2 F5) -------

ARMY = (
    "You may ignore Honor Requirements when bringing Unaligned Human Personalities or Toturi's "
    "Army Personalities into play."
)


def test_an_honor_requirement_permission_is_read_by_class(tmp_path: Path) -> None:
    from solver.honor_permissions import honor_permission

    loaded = _army(tmp_path, ARMY)
    view = View.of(loaded.state, loaded.library)
    fits = {c: honor_permission(view, "me", ARMY, c) for c in ("ronin", "army", "beast", "lion")}
    assert fits == {"ronin": "in", "army": "in", "beast": "out", "lion": "out"}
    assert honor_permission(view, "me", "You may ignore Honor Requirements.", "ronin") is None
    odd = "You may ignore Honor Requirements when bringing Personalities with a Sword into play."
    assert honor_permission(view, "me", odd, "lion") == "unsure"


def _army(tmp_path: Path, text: str, owner: str = "me") -> Any:
    cards: list[dict[str, Any]] = [
        {"title": "T Army", "types": ["Stronghold"], "gold_production": 9, "text": text},
        KEEP_CARD,
        set_personality("T Ronin", 0, honor_requirement=5, keywords=["Samurai"]),
        set_personality("T Soldier", 0, honor_requirement=6, keywords=["Toturi's Army"]),
        set_personality("T Beast", 0, honor_requirement=5, keywords=["Nonhuman"]),
        set_personality("T Lion", 0, honor_requirement=6, clans=["Lion"]),
    ]
    table = [
        {"id": "keep", "title": "T Army" if owner == "me" else "Keep", "owner": "me",
         "zone": "home"},
        {"id": "other", "title": "T Army", "owner": "them", "zone": "home"},
        {"id": "ronin", "title": "T Ronin", "owner": "me", "zone": "province", "province": 0},
        {"id": "army", "title": "T Soldier", "owner": "me", "zone": "province", "province": 1},
        {"id": "beast", "title": "T Beast", "owner": "me", "zone": "province", "province": 2},
        {"id": "lion", "title": "T Lion", "owner": "me", "zone": "province", "province": 3},
    ]  # fmt: skip
    players = [{"id": "me", "family_honor": 3}, {"id": "them", "family_honor": 3}]
    return set_board(tmp_path, cards, table, name=f"army_{owner}", players=players)


def test_toturis_army_ignores_the_honor_requirements_of_its_classes(tmp_path: Path) -> None:
    """h28adv3 N11: every Recruit was unknown; Family Honor 3, Honor Requirements 5-6."""
    loaded = _army(tmp_path, ARMY)
    got = {c: check_play(loaded, "me", c, RECRUIT).status for c in ("ronin", "army", "beast")}
    assert got == {"ronin": "legal", "army": "legal", "beast": "illegal"}
    lion = check_play(loaded, "me", "lion", RECRUIT)
    assert lion.status == "illegal" and "Honor Requirement 6" in lion.reasons[0], lion.reasons


def test_another_players_permission_ignores_nothing(tmp_path: Path) -> None:
    """Control: the same Stronghold of the other player ("You": its controller)."""
    loaded = _army(tmp_path, ARMY, owner="them")
    assert check_play(loaded, "me", "ronin", RECRUIT).status == "illegal"


def test_a_class_that_may_be_given_keeps_the_doubt(tmp_path: Path) -> None:
    """Control: "Shadowlands Personalities" while an unread sentence may give Shadowlands (The
    Kitsu Tombs' own "Lion Clan Shugenja you own in and out of play have Shadowlands.")."""
    tombs = (
        "Lion Clan Shugenja you own in and out of play have Shadowlands.<br>You may ignore "
        "Honor Requirements when bringing Shadowlands Personalities into play."
    )
    v = check_play(_army(tmp_path, tombs), "me", "lion", RECRUIT)
    assert v.status == "unknown" and "Shadowlands Personalities" in v.reasons[0], v.reasons


def _desiccated(tmp_path: Path, zone: str) -> Any:
    said = "You may Equip this Follower from your discard pile."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("T Lord", 0),
        {"title": "T Dry", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 0, "force": 1,
         "text": said},
    ]  # fmt: skip
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "T Lord", "owner": "me", "zone": "home"},
        {"id": "dry", "title": "T Dry", "owner": "me", "zone": zone},
    ]
    return set_board(tmp_path, cards, table, name=zone)


def test_a_discard_pile_permission_leaves_a_play_from_the_hand(tmp_path: Path) -> None:
    """h28adv2 F5: The Desiccated's Equip from the hand in the Dynasty Phase was unknown; the
    same card in the discard pile keeps the doubt (the permission reaches it)."""
    v = check_play(_desiccated(tmp_path, "hand"), "me", "dry", EQUIP)
    assert v.status == "illegal" and v.reasons == ("Equip is an Open action: only in an Action "
                                                   "Phase",), v.reasons  # fmt: skip
    pile = check_play(_desiccated(tmp_path, "fate_discard"), "me", "dry", EQUIP)
    assert pile.status == "unknown" and "discard pile" in pile.reasons[0], pile.reasons
