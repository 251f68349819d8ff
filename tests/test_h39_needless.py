"""Stop 39, needless ``unknown``s the state settles (h38adv2, h38adv4, h38adv5), on boards of
real cards (../shared/data), each with a control where the answer stays the other way or stays
unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import combat_board, two_player_board
from tests.builders import state_card as _c

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


# -- Moto Gaheris • Experienced: "... other players may not play Strategies during the Combat
# -- Segment unless their effects will unconditionally move or destroy him." (h38adv4 N1, N2) ---

_CP2 = {"battlefield": "crane-p2"}


def _gaheris(pool: CardPool, strategy: str, *, attacking: bool = True, targets: Any = None) -> Any:
    """Gaheris at crane-p2 attacking (Unicorn attacks) or defending (Crane attacks); the Crane
    plays ``strategy`` from the hand in the Combat Segment."""
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", "battlefield", owner="unicorn", **_CP2),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("yuri", "Kakita Yuri", "battlefield", owner="crane", **_CP2),
        _c("shige", "Doji Shigeyuki", owner="crane"),
        _c("s", strategy, "hand", owner="crane"),
    ]
    me, them = ("unicorn", "crane") if attacking else ("crane", "unicorn")
    loaded = combat_board(pool, cards, me, them, "crane-p2")
    return check(loaded, "crane", "s", 0, targets=targets)


@pytest.mark.parametrize(
    "title", ["Sheathing the Sword", "Summoned to Justice", "The Law's Strength"]
)
def test_gaheris_pronoun_of_the_one_target_moves_him(pool: CardPool, title: str) -> None:
    """ "Choose your performing ... and target an enemy/attacking Personality: Move him home.":
    the pronoun is the one target's (the performer is "your <Keyword>"), moved unconditionally:
    legal with Gaheris that target (was unknown)."""
    v = _gaheris(pool, title)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target2"] == ("gaheris",)


def test_gaheris_pronoun_with_him_announced(pool: CardPool) -> None:
    """The same with Gaheris announced as the target: legal (was unknown)."""
    pins = {"performer": ["ikura"], "target2": ["gaheris"]}
    assert _gaheris(pool, "Sheathing the Sword", targets=pins).status == "legal"


def test_gaheris_pronoun_control_another_target_announced(pool: CardPool) -> None:
    """Control: Sheathing the Sword announced on Tselu moves Gaheris nowhere: illegal (h41face,
    h40adv6 N6; was unknown)."""
    pins = {"performer": ["ikura"], "target2": ["tselu"]}
    assert _gaheris(pool, "Sheathing the Sword", targets=pins).status == "illegal"


def test_gaheris_pronoun_control_conditional_destroy(pool: CardPool) -> None:
    """Control: Weakness Exposed ("... challenges a target enemy Personality. Bow the loser.
    Destroy him if he is defending."): a conditional destruction, stays unknown."""
    assert _gaheris(pool, "Weakness Exposed").status == "unknown"


@pytest.mark.parametrize(
    "title",
    [
        "Retreat",  # "Target your Personality: Move him home. If he moved, bow him. ..."
        "Strategic Withdrawal",  # "Move your target Personality home. You may ... -3F."
        "Come, Then",  # "... challenges a target enemy Personality. Move the loser home."
        "Confounding Departure",  # Courtesy; "Bow a target enemy card; ..."
    ],
)
def test_gaheris_no_choice_moves_him_barred(pool: CardPool, title: str) -> None:
    """No choice of these effects unconditionally moves or destroys Gaheris (the past "If he
    moved"; the player's own Personality moved; a duel's loser moved, an outcome; only its own
    Gold cost sentence not read): illegal, naming him (was unknown)."""
    v = _gaheris(pool, title)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in v.reasons[0]


def test_gaheris_wrist_lock_defending_barred(pool: CardPool) -> None:
    """Wrist Lock ("... target an attacking Personality: Move him home. You may target and
    destroy an attachment in his unit.") with Gaheris defending: he fills no target and an
    attachment destroyed is not he: illegal (was unknown). Togashi Mitsu is the Crane's Monk
    performer."""
    cards_extra = _c("mitsu", "Togashi Mitsu", "battlefield", owner="crane", **_CP2)
    loaded = combat_board(
        pool,
        [
            _c("gaheris", "Moto Gaheris • Experienced", "battlefield", owner="unicorn", **_CP2),
            _c("market", "Marketplace", owner="crane"),
            cards_extra,
            _c("s", "Wrist Lock", "hand", owner="crane"),
        ],
        "crane",
        "unicorn",
        "crane-p2",
    )
    v = check(loaded, "crane", "s", 0)
    assert v.status == "illegal", v.reasons


def test_gaheris_control_at_home_retreat_legal(pool: CardPool) -> None:
    """Control: Gaheris at home (not at the current battlefield): Retreat is read as usual,
    legal."""
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", owner="unicorn"),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("s", "Retreat", "hand", owner="crane"),
    ]
    loaded = combat_board(pool, cards, "unicorn", "crane", "crane-p2")
    assert check(loaded, "crane", "s", 0).status == "legal"


# -- "This Personality cannot issue challenges." (Box of Mysteries) on another player's
# -- Personality: he is at most the one challenged (h38adv4 N5) ----------------------------------

_UP1 = {"battlefield": "unicorn-p1"}


def _box(pool: CardPool, strategy: str, bearer: str) -> Any:
    """Crab attacks Unicorn at unicorn-p1: Hiruma Itta (crab) and Shinjo Tselu (unicorn) there,
    the Box of Mysteries on ``bearer``; the Crab plays ``strategy``."""
    owner = "crab" if bearer == "itta" else "unicorn"
    cards = [
        _c("kyuden", "Kyuden Hida", owner="crab"),
        _c("mine", "Iron Mine", owner="crab"),
        _c("itta", "Hiruma Itta", "battlefield", owner="crab", **_UP1),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_UP1),
        _c("box", "Box of Mysteries", "battlefield", owner=owner, attached_to=bearer, **_UP1),
        _c("khan", "The Khan's Estate", owner="unicorn"),
        _c("s", strategy, "hand", owner="crab"),
    ]
    return check(combat_board(pool, cards, "crab", "unicorn", "unicorn-p1"), "crab", "s", 0)


@pytest.mark.parametrize("title", ["Impetuous Challenge", "Weakness Exposed"])
def test_box_on_enemy_spares_my_challenge(pool: CardPool, title: str) -> None:
    """ "Your Personality duels the target." / "Your target unbowed Personality challenges a
    target enemy Personality.": the Crab's own Personality issues it; the Box binds only the
    Unicorn's Tselu as a challenger: legal (was unknown)."""
    v = _box(pool, title, "tselu")
    assert v.status == "legal", v.reasons


def test_box_control_on_my_only_challenger(pool: CardPool) -> None:
    """Control: the Box on the Crab's only Personality (Itta), who would issue the duel:
    whether a duel is a challenge it refuses is not read, unknown."""
    v = _box(pool, "Impetuous Challenge", "itta")
    assert v.status == "unknown", v.reasons
    assert "Box of Mysteries" in " ".join(v.reasons)


# -- "This card's ability is Battle/Open if you are a Unicorn Clan player." (Discovering the
# -- Shakuhachi of Air) with the player's Clan settled (h38adv5 N4, h38adv2 N6) -----------------

_CB1 = {"battlefield": "crab-p1"}


def _shakuhachi(pool: CardPool, player: str, *, stronghold: str = "Shiro Shinjo") -> Any:
    """Unicorn attacks Crab at crab-p1, Combat Segment; ``player`` plays the Shakuhachi."""
    cards = [
        _c("hold", stronghold, owner="unicorn"),
        _c("kamoko", "Otaku Kamoko", "battlefield", owner="unicorn", bowed=True, **_CB1),
        _c("u-sha", "Discovering the Shakuhachi of Air", "hand", owner="unicorn"),
        _c("kyuden", "Kyuden Hida • Experienced", owner="crab"),
        _c("daizu", "Hida Daizu • Experienced", "battlefield", owner="crab", **_CB1),
        _c("c-sha", "Discovering the Shakuhachi of Air", "hand", owner="crab"),
    ]
    loaded = combat_board(pool, cards, "unicorn", "crab", "crab-p1")
    return check(loaded, player, "u-sha" if player == "unicorn" else "c-sha", 0)


def test_shakuhachi_unicorn_player_in_battle(pool: CardPool) -> None:
    """The Unicorn player's Shakuhachi is Battle/Open: usable in the Combat Segment, legal
    (straighten a target Personality; was unknown)."""
    v = _shakuhachi(pool, "unicorn")
    assert v.status == "legal", v.reasons


def test_shakuhachi_other_clan_player_in_battle(pool: CardPool) -> None:
    """The Crab player's is only its printed Open: not in the Combat Segment, illegal (was
    unknown)."""
    v = _shakuhachi(pool, "crab")
    assert v.status == "illegal", v.reasons
    assert "Action Phase" in v.reasons[0]


def test_shakuhachi_control_clan_not_settled(pool: CardPool) -> None:
    """Control: the Unicorn player (stated) controls the Crab Stronghold Kyuden Hida: his Clan
    is not settled, so whether the ability is Battle/Open stays unknown."""
    v = _shakuhachi(pool, "unicorn", stronghold="Kyuden Hida")
    assert v.status == "unknown", v.reasons


def test_shakuhachi_control_action_phase_open(pool: CardPool) -> None:
    """Control: in an Action Phase the printed Open is usable by the Crab player too: legal."""
    cards = [
        _c("kyuden", "Kyuden Hida • Experienced"),
        _c("daizu", "Hida Daizu • Experienced", bowed=True),
        _c("sha", "Discovering the Shakuhachi of Air", "hand"),
    ]
    loaded = two_player_board(pool, cards, me="crab", them="unicorn")
    assert check(loaded, "crab", "sha", 0).status == "legal"


# -- Yasuki Makoto's "Your Holdings enter play for 1 less Gold." beside Kosaten Shiro's lock,
# -- and a Personality's Recruit (h38adv5 N3) --------------------------------------------------


def _kosaten_makoto(pool: CardPool, recruit: str, mines: int) -> Any:
    """Crane's Dynasty Phase: Kosaten Shiro (bowed), Yasuki Makoto, ``mines`` Jade Works (3
    Gold each); ``recruit`` face-up in a Province."""
    cards = [
        _c("kosaten", "Kosaten Shiro", bowed=True),
        _c("makoto", "Yasuki Makoto"),
        *(_c(f"jade{n}", "Jade Works") for n in range(mines)),
        _c("p1", recruit, "province"),
    ]
    loaded = two_player_board(pool, cards, me="crane", them="lion", phase="dynasty")
    return check(loaded, "crane", "p1", Play.RECRUIT)


def test_makoto_holdings_sentence_cannot_lower_a_personality(pool: CardPool) -> None:
    """Doji Genshin (a Personality, 7 Gold) against 6 Gold: Makoto's sentence names Holdings,
    so it can't lower his cost: illegal (was unknown)."""
    v = _kosaten_makoto(pool, "Doji Genshin", 2)
    assert v.status == "illegal", v.reasons
    assert "7 Gold" in " ".join(v.reasons)


def test_makoto_control_a_holding_short_by_one(pool: CardPool) -> None:
    """Control: Temple Fortress (a Holding, 4 Gold: "After the first time each turn you bow this
    Holding, gain 1 Honor.") against 3 Gold: whether Kosaten's lock reaches it is not settled:
    unknown. Small Library (its text names neither Gold nor Honor) is out of the lock's reach,
    so Makoto's 1 less makes it 3: legal (h40needB; was unknown)."""
    v = _kosaten_makoto(pool, "Temple Fortress", 1)
    assert v.status == "unknown", v.reasons
    assert _kosaten_makoto(pool, "Small Library", 1).status == "legal"


# -- "Target/Choose your performing unbowed Tattooed Personality who has not performed a copy of
# -- this action this game ..." (the Tattoos): the clause on the past can only narrow -----------


def _tattoo(pool: CardPool, tattoo: str, personality: str, *, bowed: bool = False) -> Any:
    """Dragon's Action Phase: ``personality`` at home, ``tattoo`` in the hand."""
    cards = [
        _c("keep", "The Mountain Keep of the Dragon"),
        _c("p", personality, bowed=bowed),
        _c("t", tattoo, "hand"),
    ]
    return check(two_player_board(pool, cards, me="dragon", them="crab"), "dragon", "t", 0)


@pytest.mark.parametrize("tattoo", ["Crane Tattoo", "Hummingbird Tattoo", "Arrowroot Tattoo"])
def test_tattoo_without_a_tattooed_personality(pool: CardPool, tattoo: str) -> None:
    """No Tattooed Personality (Hida Kisada): the required performer has no candidate whatever
    the unread clause "who has not performed a copy ..." adds: illegal (was unknown)."""
    v = _tattoo(pool, tattoo, "Hida Kisada")
    assert v.status == "illegal", v.reasons
    assert "Tattooed" in v.reasons[0]


def test_tattoo_only_tattooed_personality_bowed(pool: CardPool) -> None:
    """Togashi Mitsu (Tattooed) bowed: "unbowed" fails: illegal (was unknown)."""
    assert _tattoo(pool, "Crane Tattoo", "Togashi Mitsu", bowed=True).status == "illegal"


def test_tattoo_control_unbowed_tattooed_personality(pool: CardPool) -> None:
    """Control: unbowed Togashi Mitsu may perform it unless he performed a copy this game,
    which the state does not report: unknown."""
    v = _tattoo(pool, "Crane Tattoo", "Togashi Mitsu")
    assert v.status == "unknown", v.reasons
    assert "performed a copy" in v.reasons[0]


@pytest.mark.parametrize("title", ["Rocky Terrain", "Thick Marsh", "Fields of Victory"])
def test_gaheris_terrain_barred(pool: CardPool, title: str) -> None:
    """A Terrain's action only puts itself into play ("Put this card into play there."), and
    its text names no move or destruction: its effects can't move or destroy Gaheris, illegal
    (h38adv4 N2 m-h4; was unknown)."""
    v = _gaheris(pool, title)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in v.reasons[0]


def test_gaheris_terrain_trait_destroys(pool: CardPool) -> None:
    """The Killing Grounds' "After ... a player passes ...: He chooses and destroys one of his
    Personalities" is a trait once in play, not an effect of its action (Blind cards rule;
    h39adv5 N1), and a choice after a pass besides: illegal (was unknown). The doubt kept
    where the action may reach him: tests/test_unless_moved_terrain.py."""
    v = _gaheris(pool, "The Killing Grounds")
    assert v.status == "illegal", v.reasons


def test_gaheris_terrain_control_at_home(pool: CardPool) -> None:
    """Control: Gaheris at home: Rocky Terrain is read as usual, legal."""
    cards = [
        _c("gaheris", "Moto Gaheris • Experienced", owner="unicorn"),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_CP2),
        _c("market", "Marketplace", owner="crane"),
        _c("ikura", "Kakita Ikura", "battlefield", owner="crane", **_CP2),
        _c("s", "Rocky Terrain", "hand", owner="crane"),
    ]
    loaded = combat_board(pool, cards, "unicorn", "crane", "crane-p2")
    assert check(loaded, "crane", "s", 0).status == "legal"


# -- "This card's ability costs N less Gold ..." / "costs 0 Gold if you are a <Clan> Clan
# -- player." (Unwavering Commitment, the Techniques): a reduction can only allow (h38adv4 m-h6) -


def _technique(pool: CardPool, player: str, strategy: str, *, gold: bool) -> Any:
    """``player`` (Lion or Crab) attacks the other at its first Province, Combat Segment, with
    Matsu Toki or Hida Kisada there; its Stronghold bowed, its Iron and Copper Mines unbowed
    (``gold``) or bowed; ``strategy`` in hand."""
    other = "crab" if player == "lion" else "lion"
    hold = "The Grand Halls of the Lion" if player == "lion" else "Kyuden Hida"
    me = "Matsu Toki" if player == "lion" else "Hida Kisada"
    foe = "Hida Kisada" if player == "lion" else "Matsu Toki"
    bf = f"{other}-p1"
    cards = [
        _c("hold", hold, owner=player, bowed=True),
        _c("iron", "Iron Mine", owner=player, bowed=not gold),
        _c("copper", "Copper Mine", owner=player, bowed=not gold),
        _c("me", me, "battlefield", owner=player, battlefield=bf),
        _c("li", "Light Infantry", "battlefield", owner=player, battlefield=bf, attached_to="me"),
        _c("foe", foe, "battlefield", owner=other, battlefield=bf),
        _c("s", strategy, "hand", owner=player),
    ]
    return check(combat_board(pool, cards, player, other, bf), player, "s", 0)


def test_own_reduction_paying_in_full_is_legal(pool: CardPool) -> None:
    """Ikoma Technique (1 Gold; "costs 0 Gold if you are a Lion Clan player.") with Gold to
    pay it in full: the reduction can only allow, legal (was unknown)."""
    assert _technique(pool, "lion", "Ikoma Technique", gold=True).status == "legal"


def test_own_reduction_other_clan_without_gold_illegal(pool: CardPool) -> None:
    """The Crab player's Ikoma Technique: the sentence does nothing for him (his Clan settled),
    and he has no Gold for its 1: illegal (was unknown)."""
    v = _technique(pool, "crab", "Ikoma Technique", gold=False)
    assert v.status == "illegal", v.reasons


def test_own_reduction_control_its_clan_without_gold(pool: CardPool) -> None:
    """Control: the Lion player with no Gold: the cost may be 0 by the sentence, not read:
    unknown."""
    assert _technique(pool, "lion", "Ikoma Technique", gold=False).status == "unknown"


def test_own_reduction_per_unit_control_without_gold(pool: CardPool) -> None:
    """Unwavering Commitment (3 Gold, "costs 1 less Gold for each unit you control at the
    current battlefield") with Gold: legal; with none, how much less is not read: unknown."""
    assert _technique(pool, "crab", "Unwavering Commitment", gold=True).status == "legal"
    assert _technique(pool, "crab", "Unwavering Commitment", gold=False).status == "unknown"


# -- "Your dishonorable Personalities have a maximum Force of 0." (Akodo Sensei) against Heavy
# -- Armor's "3 or greater Force" (h38adv4 N7) --------------------------------------------------


def _sensei(pool: CardPool, extra: list[dict[str, Any]], *, dishonorable: bool = True) -> Any:
    """Lion's Action Phase: Akodo Sensei, Ikoma Sido (4F), Heavy Armor in hand."""
    cards = [
        _c("shamate", "Shamate Keep"),
        _c("sensei", "Akodo Sensei"),
        _c("cm1", "Copper Mine"),
        _c("sido", "Ikoma Sido", dishonorable=dishonorable),
        _c("ha", "Heavy Armor", "hand"),
        *extra,
    ]
    loaded = two_player_board(pool, cards, me="lion", them="crab", turn=8)
    return check(loaded, "lion", "ha", Play.EQUIP)


def test_maximum_force_refuses_every_host(pool: CardPool) -> None:
    """Sido, the Lion's only Personality, is dishonorable: his Force is at most 0 whatever
    bonus applies (Reference 04: maximums after bonuses), below Heavy Armor's 3: illegal,
    naming the maximum (was unknown)."""
    v = _sensei(pool, [])
    assert v.status == "illegal", v.reasons
    assert "at most 0" in v.reasons[0]


def test_maximum_force_control_honorable(pool: CardPool) -> None:
    """Control: Sido honorable: the maximum does not reach him; the Sensei's other sentences
    keep the doubt on his Force: not illegal."""
    assert _sensei(pool, [], dishonorable=False).status != "illegal"


def test_maximum_force_control_another_host(pool: CardPool) -> None:
    """Control: an honorable Matsu Toki beside Sido may take it: not illegal."""
    assert _sensei(pool, [_c("toki", "Matsu Toki")]).status != "illegal"
