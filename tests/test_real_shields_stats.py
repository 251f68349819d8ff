"""Needless ``unknown`` verdicts from shields and stats of real cards in play (h30shield), on
boards of real cards by title from ../shared/data (skipped without it): each reading with a
control where the answer stays the other way, or stays ``unknown``."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@functools.lru_cache(maxsize=1)
def _pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _board(cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    """Player ``me`` (Crane) against ``them`` (Crab) in ``me``'s Action Phase."""
    data: dict[str, Any] = {
        "turn": 4,
        "active_player": "me",
        "phase": "action",
        "players": [
            {"id": "me", "clan": "crane", "family_honor": 10},
            {"id": "them", "clan": "crab", "family_honor": 10},
        ],
        "cards": [
            {"id": "aerie", "title": "The Aerie", "owner": "me", "zone": "home"},
            {"id": "iron", "title": "Iron Mine", "owner": "me", "zone": "home"},
            {"id": "copper", "title": "Copper Mine", "owner": "me", "zone": "home"},
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "them", "zone": "home"},
            *cards,
        ],
        **fields,
    }
    return parse_state(data, "board", cards=_pool())


def _battle(cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    """``me`` attacks ``them``'s Province 1: the Combat Segment at ``them-p1``."""
    return _board(
        [_card("p1", "Kaiu Iemasa", "them", zone="province", province=1), *cards],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
        **fields,
    )


def _card(cid: str, title: str, owner: str = "me", zone: str = "home", **kw: Any) -> dict[str, Any]:
    if zone == "battlefield":
        kw.setdefault("battlefield", "them-p1")
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


# -- Misato: "Other players may not target Misato with non-Battle actions." --------------------

_MISATO = "Hoji Misato, Wicked Eyes"


def test_misato_is_shielded_from_another_player_s_non_battle_actions() -> None:
    """Was unknown (the sentence not read). Ivory Ascendance ("Battle/Open: Dishonor a target
    Personality.") in the Action Phase is an Open action: Misato the only candidate, illegal."""
    board = _board([_card("ia", "Ivory Ascendance", zone="hand"), _card("mis", _MISATO, "them")])
    assert check(board, "me", "ia", 0).status == "illegal"
    # control: another Personality may be targeted
    other = _card("daizu", "Hida Daizu • Experienced", "them")
    board = _board(
        [_card("ia", "Ivory Ascendance", zone="hand"), _card("mis", _MISATO, "them"), other]
    )
    v = check(board, "me", "ia", 0)
    assert v.status == "legal" and v.witness is not None
    assert "mis" not in {c for ids in v.witness.targets.values() for c in ids}


def test_a_battle_action_or_her_controller_may_target_misato() -> None:
    """Controls: in the Combat Segment the same card is a Battle action (legal on Misato);
    her controller's own Open action is not concerned (legal)."""
    battle = _battle(
        [
            _card("ia", "Ivory Ascendance", zone="hand"),
            _card("mis", _MISATO, "them", zone="battlefield"),
        ]
    )
    v = check(battle, "me", "ia", 0)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.targets["target1"] == ("mis",)
    own = _board(
        [_card("ia", "Ivory Ascendance", "them", zone="hand"), _card("mis", _MISATO, "them")],
        active_player="them",
    )
    v = check(own, "them", "ia", 0)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.targets["target1"] == ("mis",)


# -- Celestial Dragon: "Cannot attach Followers or Items, or be dishonored." -------------------

_DRAGON = "Celestial Dragon, Guardian of Tengoku • Experienced"


def test_the_celestial_dragon_takes_no_item() -> None:
    """Was unknown (the whole sentence kept unread for every Equip): its attach part is read as
    for "Cannot attach Followers or Items." (Reference 03, attachments): an Item with the
    Dragon the only Personality is illegal; "or be dishonored" is its own prevention, kept with
    the preventions a cost consults."""
    card = _pool().get(_DRAGON)
    assert card is not None
    assert card.card.takes_no == ("follower", "item") and not card.card.entering_unread
    assert any("be dishonored" in p for p in card.card.prevents_unread)
    board = _board([_card("drag", _DRAGON), _card("kat", "Crystal Katana", zone="hand")])
    assert check(board, "me", "kat", EQUIP).status == "illegal"


def test_another_personality_may_take_it_and_dishonoring_it_stays_a_choice() -> None:
    """Controls: with another Personality the Item is legal on him; an action whose effect
    dishonors a target Personality may still target the Dragon (Effects / Choices: a choice may
    be made even if its consequence is prevented)."""
    shig = _card("shig", "Doji Shigeyuki")
    board = _board([_card("drag", _DRAGON), shig, _card("kat", "Crystal Katana", zone="hand")])
    v = check(board, "me", "kat", EQUIP)
    assert v.status == "legal"
    board = _board([_card("drag", _DRAGON), _card("ia", "Ivory Ascendance", zone="hand")])
    v = check(board, "me", "ia", 0)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.targets["target1"] == ("drag",)


# -- the direction of an unread bonus: Crystal Katana's "+2C" ----------------------------------

_KATANA_SAID = (
    "While this Personality opposes a Shadowlands Personality in a battle or faces one in a "
    "duel, this card has an additional +2C."
)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (_KATANA_SAID, (frozenset({"chi"}), 1)),
        (
            "Attacking Lion Clan Personalities have +1F and +1PH.",
            (frozenset({"force", "personal_honor"}), 1),
        ),
        # "has Followers" may be read as a keyword given: not this reading (conservative)
        ("Maki has +1F while she has Followers and is opposed.", None),
        (
            "Miroken has +2F while opposing a dishonorable or Gaijin card.",
            (frozenset({"force"}), 1),
        ),
        ("Attacking Personalities and Followers have -1F.", (frozenset({"force"}), -1)),
        ("Your Samurai have -1F and +1C.", None),  # two ways
        ("Your Shugenja have -1C.", None),  # a Chi penalty: Chi death is more than a comparison
        ("Zansho's Followers have +1F or a Force bonus equal to their Honor Requirement.", None),
        ("This Personality has +2F/-1C.", None),
        ("Your Personalities have +1F and Magistrate.", None),  # a keyword too
    ],
)
def test_the_direction_of_a_signed_change(
    said: str, expected: tuple[frozenset[str], int] | None
) -> None:
    from solver.stat_direction_scope import stat_direction

    assert stat_direction(said) == expected


def _katana_on(cid: str, owner: str = "me", zone: str = "home") -> dict[str, Any]:
    return _card("kat", "Crystal Katana", owner, zone, attached_to=cid)


def test_a_chi_bonus_keeps_a_lower_limit_met() -> None:
    """Was unknown: Superior Tactics ("Target your unbowed Personality with 3 or more Chi")
    legal on the Katana's bearer: a higher Chi keeps "3 or more" met (Reference 04)."""
    shig = _card("shig", "Doji Shigeyuki", zone="battlefield")
    board = _battle(
        [shig, _katana_on("shig", zone="battlefield"), _card("st", "Superior Tactics", zone="hand")]
    )
    assert check(board, "me", "st", 0).status == "legal"


def test_a_chi_bonus_keeps_an_upper_limit_failed() -> None:
    """Was unknown: Betrayed from Within ("Destroy a target Personality with 3 or lower Chi")
    with the bearer (Chi 4 + 2) the only Personality: a higher Chi can't bring it to 3."""
    gold = [_card(f"gm{i}", "Gold Mine") for i in range(3)]
    shig = _card("shig", "Doji Shigeyuki")
    board = _board(
        [shig, _katana_on("shig"), _card("bw", "Betrayed from Within", zone="hand"), *gold]
    )
    assert check(board, "me", "bw", 0).status == "illegal"


def test_the_bonus_keeps_its_doubt_where_it_may_turn_the_answer() -> None:
    """Controls: the same upper limit met only by the bearer (Moto Xin, Chi 1 + 2): +2C may put
    him over it, unknown; a comparison of two cards' Chi (Akodo Furu: "a target Personality
    with equal or lower Chi") may move either way, unknown."""
    gold = [_card(f"gm{i}", "Gold Mine") for i in range(3)]
    xin = _card("xin", "Moto Xin", "them")
    hand = _card("bw", "Betrayed from Within", zone="hand")
    assert check(_board([xin, _katana_on("xin", "them"), hand, *gold]), "me", "bw", 0).status == (
        "unknown"
    )
    assert check(_board([xin, hand, *gold]), "me", "bw", 0).status == "legal"
    furu = _card("furu", "Akodo Furu", zone="battlefield")
    shig = _card("shig", "Doji Shigeyuki", "them", zone="battlefield")
    board = _battle([furu, shig, _katana_on("shig", "them", "battlefield")])
    assert check(board, "me", "furu", 0).status == "unknown"


# -- a card's own change under a condition needing it opposed: Maki, Miroken -------------------

_MAKI = "Watanabe Maki, First Mate"
_B = "battlefield"


def _bokken_board(*theirs: dict[str, Any]) -> LoadedState:
    """``me`` attacks with Doji Shigeyuki carrying the Bokken of the Ruby Champion ("Battle:
    Target one or two enemy Personalities or Followers with 6 or lower Force each: Bow them.")."""
    shig = _card("shig", "Doji Shigeyuki", zone=_B)
    bokken = _card("bok", "Bokken of the Ruby Champion", zone=_B, attached_to="shig")
    return _battle([shig, bokken, *theirs])


def test_maki_without_followers_has_no_bonus() -> None:
    """Was unknown: "Maki has +1F while she has Followers and is opposed." — opposed with no
    Follower, the change is off (Effects: a continuous effect applies while its condition is
    met): the Bokken may bow her (Force 2 <= 6), legal. With a Follower: legal with and
    without the +1F (3 <= 6; h44needless, ``solver.both_ways_stat``, was unknown). Control:
    Maki at 6F and a 7F Follower: 6 <= 6 without the bonus, 7 > 6 with it: unknown."""
    maki = _card("maki", _MAKI, "them", zone=_B)
    v = check(_bokken_board(maki), "me", "bok", 0)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.targets["target1"] == ("maki",)
    spear = _card("sp", "Spearmen", "them", zone=_B, attached_to="maki")
    assert check(_bokken_board(maki, spear), "me", "bok", 0).status == "legal"
    six = _card("maki", _MAKI, "them", zone=_B, modifiers=[{"stat": "force", "amount": 4}])
    big = _card("sp", "Spearmen", "them", zone=_B, attached_to="maki",
                modifiers=[{"stat": "force", "amount": 6}])  # fmt: skip
    assert check(_bokken_board(six, big), "me", "bok", 0).status == "unknown"


def test_miroken_opposing_nobody_has_no_bonus() -> None:
    """Was unknown: "Miroken has +2F while opposing a dishonorable or Gaijin card." — at home he
    opposes no card: legal. At the battlefield, opposed: which cards he opposes may be Gaijin by
    text not read, but 2F and 4F are both <= 6: legal (h44needless, ``solver.both_ways_stat``,
    was unknown). Control: at 5F, 7F with the bonus: unknown."""
    home = _card("kyu", "Kitsuki Miroken", "them")
    assert check(_bokken_board(home), "me", "bok", 0).status == "legal"
    there = _card("kyu", "Kitsuki Miroken", "them", zone=_B)
    assert check(_bokken_board(there), "me", "bok", 0).status == "legal"
    five = _card("kyu", "Kitsuki Miroken", "them", zone=_B,
                 modifiers=[{"stat": "force", "amount": 3}])  # fmt: skip
    assert check(_bokken_board(five), "me", "bok", 0).status == "unknown"


@pytest.mark.parametrize(
    "said",
    [
        "Kuraou has +1F/+1C while he has a Spear or opposes a Crab Clan Personality.",
        "Nokkai has +1F/+1C while dueling, or opposed by, a Phoenix Clan Personality.",
        "Enai has +1F/+1C while opposed by a Crab Clan Personality or facing one in a duel.",
        "He has +2F while his army is opposed.",
    ],
)
def test_an_alternative_to_opposition_is_not_read(said: str) -> None:
    """Another alternative of the condition (a Spear, a duel): not settled by opposition."""
    from solver.conditional_stats import _ALTERNATIVE, _NEEDS_OPPOSED

    m = _NEEDS_OPPOSED.match(said)
    assert m is None or _ALTERNATIVE.search(said.split(" while ", 1)[1]) is not None


# -- Akodo's Guidance: "Attacking Lion Clan Personalities have +1F and +1PH." ------------------

_GUIDANCE = "Akodo's Guidance"


def test_the_guidance_changes_nobody_when_nobody_attacks() -> None:
    """Was unknown: An Act of Disdain ("Destroy your target unbowed Courtier Personality with 3
    or more Personal Honor") with Ikoma Kunisada (a Lion Courtier, PH 2, no text; Ikoma Aimi's
    own keyword sentence is read since h30adv5) in the Action Phase: nobody attacks, so the
    +1PH changes no card (Reference 05, Side): illegal."""
    cards = [
        _card("aimi", "Ikoma Kunisada"),
        _card("ag", _GUIDANCE),
        _card("aod", "An Act of Disdain", zone="hand"),
        _card("shig", "Doji Shigeyuki", "them"),
    ]
    assert check(_board(cards), "me", "aod", 0).status == "illegal"


def test_the_guidance_touches_attacking_cards_only() -> None:
    """Was unknown: the attacker's Bokken on a defending Personality rests on no attacking card:
    legal. Control: the Defender's Bokken on the attacking Lion (Matsu Misato, 3F): the +1F may
    reach her, unknown."""
    misato = _card("mis", "Matsu Misato", zone=_B)
    shig = _card("shig", "Doji Shigeyuki", "them", zone=_B)
    mine = _card("bok", "Bokken of the Ruby Champion", zone=_B, attached_to="mis")
    board = _battle([misato, mine, _card("ag", _GUIDANCE), shig])
    v = check(board, "me", "bok", 0)
    assert v.status == "legal" and v.witness is not None
    theirs = _card("bok", "Bokken of the Ruby Champion", "them", zone=_B, attached_to="shig")
    board = _battle([misato, _card("ag", _GUIDANCE), shig, theirs])
    assert check(board, "them", "bok", 0).status == "unknown"


# -- Muroken: "Other players' actions cannot move Muroken while you are the Defender." ---------


def test_a_move_prevention_is_no_target_restriction() -> None:
    """Was unknown: Incapacitated ("Battle: Move home a target defending Personality.") on
    Muroken, the only defending Personality: "cannot move" prevents the movement, it does not
    forbid the choice (Effects / Choices, Blind cards rule Example 2): legal. The sentence stays
    a prevention a cost consults (``prevents_unread``)."""
    muroken = _pool().get("Doji Muroken, Master Steel")
    assert muroken is not None and not muroken.card.actions_unread
    assert any("cannot move Muroken" in t for t in muroken.card.prevents_unread)
    board = _battle(
        [
            _card("shig", "Doji Shigeyuki", zone=_B),
            _card("inc", "Incapacitated", zone="hand"),
            _card("mur", "Doji Muroken, Master Steel", "them", zone=_B),
        ]
    )
    v = check(board, "me", "inc", 0)
    assert v.status == "legal" and v.witness is not None
    assert v.witness.targets["target1"] == ("mur",)


@pytest.mark.parametrize(
    ("said", "title", "expected"),
    [
        (
            "Other players' actions cannot move Muroken while you are the Defender.",
            "Doji Muroken, Master Steel",
            True,
        ),
        ("Actions cannot move this Personality.", "Weathered Armor", True),
        (
            "While you are the Attacker, other players' actions cannot move this Personality.",
            "Tsuko's Heart",
            True,
        ),
        (
            "Your actions will not move this Personality to or from battlefields.",
            "Armor of the Mountain",
            True,
        ),
        # controls: another card named, the rulebook's ability, a place: not this reading
        ("Other players' actions cannot move Toturi.", "Doji Muroken, Master Steel", False),
        (
            "The rulebook Cavalry player ability will not move Sumio to a battlefield where there "
            "are any units present.",
            "Yoritomo Sumio",
            False,
        ),
        ("Personalities cannot move to or from this battlefield.", "Some Region", False),
        ("Actions cannot move this Personality or target him.", "Weathered Armor", False),
    ],
)
def test_which_sentences_only_prevent_moving_their_card(
    said: str, title: str, expected: bool
) -> None:
    from model.cardtext.move_preventions import moves_prevented_only

    assert moves_prevented_only(said, title) is expected


# -- an Ancestor's shield of its bearer --------------------------------------------------------


def test_an_ancestor_shields_its_bearer_from_political_actions() -> None:
    """Was unknown: Shiryo no Hantei ("Other players may not target this Personality with
    Political actions.": on an Ancestor "This Personality" is its bearer) on the only
    Personality: Imperial Summons (Political Open: "... bow a target Personality") is illegal."""
    shig = _card("shig", "Doji Shigeyuki", "them")
    hantei = _card("anc", "Shiryo no Hantei", "them", attached_to="shig")
    summons = _card("is", "Imperial Summons", zone="hand")
    board = _board([summons, shig, hantei], imperial_favor="me")
    assert check(board, "me", "is", 0).status == "illegal"
    assert check(board, "me", "is", 1).status == "illegal"  # "Bow your target ... Stronghold"
    hida = _pool().get("Shiryo no Hida")
    assert hida is not None and not hida.card.actions_unread
    (shield,) = hida.card.ongoing
    assert shield.bearer and shield.keyword == ("favor",) and shield.players == "all"


def test_the_ancestor_s_shield_spares_other_actions_and_its_controller() -> None:
    """Controls: a non-Political action (Ivory Ascendance) may target the bearer; the bearer's
    controller's own Political action may too; without the Ancestor, legal."""
    shig = _card("shig", "Doji Shigeyuki", "them")
    hantei = _card("anc", "Shiryo no Hantei", "them", attached_to="shig")
    board = _board([_card("ia", "Ivory Ascendance", zone="hand"), shig, hantei])
    assert check(board, "me", "ia", 0).status == "legal"
    summons = _card("is", "Imperial Summons", "them", zone="hand")
    board = _board([summons, shig, hantei], imperial_favor="them", active_player="them")
    v = check(board, "them", "is", 1)  # the Oracle text's second ability: bow the Stronghold
    assert v.status == "legal"
    board = _board([_card("is", "Imperial Summons", zone="hand"), shig], imperial_favor="me")
    assert check(board, "me", "is", 1).status == "legal"


def test_with_designator_actions_is_read_as_the_designator_shield() -> None:
    """ "Other players may not target Tsimaru with Battle actions." reads as "Other players'
    Battle actions may not target Tsimaru." (was not read: the shape took keywords only)."""
    from model.cardtext.ongoing_traits import read_ongoing
    from model.common import CardType, Designator

    said = "Other players may not target Tsimaru with Battle actions."
    (got,) = read_ongoing(said, "Bayushi Tsimaru", CardType.PERSONALITY) or ()
    assert got.designator is Designator.BATTLE and got.players == "others" and not got.bearer
    said = "Other players may not target Misato with non-Battle actions."
    (got,) = read_ongoing(said, "Hoji Misato, Wicked Eyes", CardType.PERSONALITY) or ()
    assert got.designator_not is Designator.BATTLE and got.designator is None
    # another card named: not read
    said = "Other players may not target Kaede with non-Battle actions."
    assert read_ongoing(said, "Hoji Misato, Wicked Eyes", CardType.PERSONALITY) is None
