"""Stop 40 (h40gate): a settled failure that no unread text can lift makes the answer
``illegal`` (h40adv1, h40adv2, h40adv4), on boards of real cards (../shared/data), each with a
control where the answer stays the other way or stays unknown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_BF = {"battlefield": "them-p1"}


def _combat(pool: CardPool, cards: list[dict[str, Any]], me: str, them: str, **extra: Any) -> Any:
    """``me`` attacks ``them`` at them-p1 (the ids ``me`` and ``them`` in the cards: ``_BF``,
    ``owner="them"``), Combat Segment."""
    table = [
        {
            **c,
            "owner": {"them": them, "me": me}.get(c.get("owner", "me"), c.get("owner")),
            **({"battlefield": f"{them}-p1"} if "battlefield" in c else {}),
        }
        for c in cards
    ]
    fixed = {k: (me if v == "me" else them if v == "them" else v) for k, v in extra.items()}
    return two_player_board(
        pool,
        table,
        me=me,
        them=them,
        phase="attack",
        segment="combat",
        current_battlefield=f"{them}-p1",
        attacker=me,
        turn=7,
        **fixed,
    )


# -- "This Shugenja has Shadowlands." (Poison the Cup) is its bearer's alone (h40adv2 N4) ------


def _spider(pool: CardPool, cup: bool) -> Any:
    cards = [
        _c("bastion", "The Hidden Bastion of the Spider"),
        _c("hajime", "Ninube Hajime"),
        _c("oyoto", "Goju Oyoto", bowed=True),
        _c("sd", "Sinful Dreams", "hand"),
        _c("hills", "The Feeding Hills", "province", province=1),
    ]
    if cup:
        cards.append(_c("cup", "Poison the Cup", attached_to="oyoto"))
    return two_player_board(pool, cards, me="spider", them="lion", phase="action")


@pytest.mark.parametrize("cup", [True, False])
def test_feeding_hills_in_a_province_beside_poison_the_cup(pool: CardPool, cup: bool) -> None:
    """The Feeding Hills' Open ability from a province: illegal ("not in play"), the Cup's
    keyword for Oyoto can't lift that (was unknown with the Cup)."""
    v = check(_spider(pool, cup), "spider", "hills", 0)
    assert v.status == "illegal", v.reasons
    assert "is not in play (province)" in v.reasons[0]


@pytest.mark.parametrize("cup", [True, False])
def test_sinful_dreams_equip_beside_poison_the_cup(pool: CardPool, cup: bool) -> None:
    """Sinful Dreams onto Hajime (a Shadowlands Shugenja): legal; the Cup gives Oyoto alone
    Shadowlands (was unknown with the Cup)."""
    v = check(_spider(pool, cup), "spider", "sd", Play.EQUIP)
    assert v.status == "legal", v.reasons


# -- an unread ability on a card out of play (h40adv2 N6) ---------------------------------------


def test_maho_spell_in_hand_is_not_usable(pool: CardPool) -> None:
    """Sinful Dreams ("Maho Open, :bow:: ...") in the hand: illegal, a Spell's ability is used
    from play (was unknown for its Maho keyword)."""
    v = check(_spider(pool, False), "spider", "sd", 0)
    assert v.status == "illegal", v.reasons
    assert v.reasons[0] == "Sinful Dreams is not in play (hand)"


def test_maho_spell_in_play_stays_unknown(pool: CardPool) -> None:
    """Control: the same Spell attached to Hajime stays unknown (its Maho keyword unread)."""
    cards = [_c("hajime", "Ninube Hajime"), _c("sd", "Sinful Dreams", attached_to="hajime")]
    loaded = two_player_board(pool, cards, me="spider", them="lion", phase="action")
    assert check(loaded, "spider", "sd", 0).status == "unknown"


# -- a required target named by a title with none in play (h40adv2 N5) ---------------------------


@pytest.mark.parametrize("kyoshiro", [False, True])
def test_doji_iza_targets_mirumoto_kyoshiro(pool: CardPool, kyoshiro: bool) -> None:
    """ "Open: Target another player's Mirumoto Kyoshiro: ...": illegal with no Kyoshiro in
    play (was unknown); with one (the control) still unknown."""
    cards = [_c("iza", "Doji Iza", owner="crane"), _c("mine", "Copper Mine", owner="crane")]
    if kyoshiro:
        cards.append(_c("kyo", "Mirumoto Kyoshiro", owner="dragon"))
    loaded = two_player_board(pool, cards, me="crane", them="dragon", phase="action")
    v = check(loaded, "crane", "iza", 0)
    assert v.status == ("unknown" if kyoshiro else "illegal"), v.reasons


# -- "Even if" about place or control: the designator's time stands (h40adv2 N7, h40adv4 N3) -----


def test_castle_of_water_battle_action_in_the_dynasty_phase(pool: CardPool) -> None:
    """Castle of Water "Battle: Even if this Shugenja is not at the current battlefield and even
    if you control no units there, ...": illegal in the Dynasty Phase (was unknown)."""
    cards = [_c("kido", "Isawa Kido"), _c("cow", "Castle of Water", attached_to="kido")]
    loaded = two_player_board(pool, cards, me="phoenix", them="lion", phase="dynasty")
    v = check(loaded, "phoenix", "cow", 0)
    assert v.status == "illegal", v.reasons
    assert "Combat Segment" in v.reasons[0]


def test_castle_of_water_in_combat_is_not_refused_by_time(pool: CardPool) -> None:
    """Control: in the Combat Segment its time fits: not refused by its designator."""
    cards = [
        _c("kido", "Isawa Kido"),
        _c("cow", "Castle of Water", attached_to="kido"),
        _c("foe", "Matsu Agetoki", "battlefield", owner="them", **_BF),
        _c("me1", "Isawa Taeruko", "battlefield", **_BF),
    ]
    v = check(_combat(pool, cards, "phoenix", "lion"), "phoenix", "cow", 0)
    assert "Combat Segment" not in " ".join(v.reasons)


@pytest.mark.parametrize("phase", ["combat", "action"])
def test_hantei_xvi_open_action(pool: CardPool, phase: str) -> None:
    """Hantei XVI "Open: ..., even if you do not control Hantei XVI, ...": illegal in combat
    (was unknown); in an Action Phase not refused by its time (the control)."""
    cards = [_c("hantei", "Hantei XVI", owner="them"), _c("me1", "Bayushi Kaukatsu")]
    if phase == "combat":
        extra = _c("m2", "Shosuro Tsuji", "battlefield", **_BF)
        loaded = _combat(pool, [*cards, extra], "scorpion", "crane")
    else:
        cards = [{**c, "owner": "crane" if c.get("owner") else "scorpion"} for c in cards]
        loaded = two_player_board(pool, cards, me="scorpion", them="crane", phase="action")
    v = check(loaded, "crane", "hantei", 0)
    if phase == "combat":
        assert v.status == "illegal", v.reasons
        assert "Action Phase" in v.reasons[0]
    else:
        assert "Action Phase" not in " ".join(v.reasons)


# -- "Target your performing <X> to ...": the performer is required (h40adv4 N1) ---------------


@pytest.mark.parametrize("paragon", [False, True])
def test_bow_before_my_will_needs_a_paragon(pool: CardPool, paragon: bool) -> None:
    """Bow Before My Will ("Fear Battle: Target your performing unbowed Paragon to bow ..."):
    illegal with no Paragon (was unknown); with an unbowed Paragon at the battlefield it stays
    unknown (its Fear keyword unread)."""
    cards = [
        _c("bbmw", "Bow Before My Will", "hand"),
        _c("tsuji", "Shosuro Tsuji", "battlefield", **_BF),
        _c("foe", "Matsu Agetoki", "battlefield", owner="them", **_BF),
    ]
    if paragon:
        cards.append(_c("par", "Bayushi Manami", "battlefield", **_BF))
    loaded = _combat(pool, cards, "scorpion", "lion")
    v = check(loaded, "scorpion", "bbmw", 0)
    if paragon:
        assert v.status != "illegal" or "Paragon" not in v.reasons[0], v.reasons
    else:
        assert v.status == "illegal", v.reasons
        assert "Paragon" in v.reasons[0]


# -- "Your Stronghold has no abilities or traits." (Tsujiken Sensei; h40adv2 N2) -----------------


@pytest.mark.parametrize("sensei", [True, False])
def test_tsujiken_sensei_blanks_a_stronghold_unread_action(pool: CardPool, sensei: bool) -> None:
    """Carpenter Castle's "Siege Battle: ..." (unread for Siege): illegal beside Tsujiken Sensei
    (was unknown); without the Sensei (the control) still unknown."""
    cards = [
        _c("castle", "Carpenter Castle"),
        _c("toran", "Hida Toranosuke", "battlefield", **_BF),
        _c("foe", "Matsu Agetoki", "battlefield", owner="them", **_BF),
    ]
    if sensei:
        cards.append(_c("sensei", "Tsujiken Sensei"))
    v = check(_combat(pool, cards, "crab", "lion"), "crab", "castle", 0)
    assert v.status == ("illegal" if sensei else "unknown"), v.reasons


@pytest.mark.parametrize("sensei", [True, False])
def test_tsujiken_sensei_blanks_a_stronghold_read_action(pool: CardPool, sensei: bool) -> None:
    """Bishamon's Tower "Battle: Target your performing Berserker or unbowed Personality ...":
    illegal beside Tsujiken Sensei, whatever keyword its other sentences give (was unknown);
    without him (the control) not refused so."""
    cards = [
        _c("castle", "Bishamon's Tower"),
        _c("toran", "Hida Toranosuke", "battlefield", **_BF),
        _c("foe", "Matsu Agetoki", "battlefield", owner="them", **_BF),
    ]
    if sensei:
        cards.append(_c("sensei", "Tsujiken Sensei"))
    v = check(_combat(pool, cards, "crab", "lion"), "crab", "castle", 0)
    if sensei:
        assert v.status == "illegal", v.reasons
        assert v.reasons[0].startswith("an ongoing effect says you may not take this action")
        assert "Tsujiken Sensei (sensei)" in v.reasons[0]
    else:
        assert "an ongoing effect" not in " ".join(v.reasons)


# -- a performer named in the effects, announced as a card its words can't name (h40adv1 N2) ----


@pytest.mark.parametrize(("who", "status"), [("li", "illegal"), ("samurai", "legal")])
def test_shiro_daidoji_chosen_performing_personality(pool: CardPool, who: str, status: str) -> None:
    """Shiro Daidoji "Bow your chosen performing Personality to make a Ranged Attack ...":
    Light Infantry (a Follower) announced is illegal under both readings (was unknown); a
    Personality announced (the control) is legal."""
    cards = [
        _c("sd", "Shiro Daidoji"),
        _c("samurai", "Daidoji Uji", "battlefield", **_BF),
        _c("li", "Light Infantry", "battlefield", attached_to="samurai", **_BF),
        _c("foe", "Bayushi Kaukatsu", "battlefield", owner="them", **_BF),
    ]
    loaded = _combat(pool, cards, "crane", "scorpion")
    v = check(loaded, "crane", "sd", 0, targets={"performer": [who]})
    assert v.status == status, v.reasons


# -- "Equipping Spells is a Battle/Open action for you." changes when, not onto whom (h40adv1 N5)


@pytest.mark.parametrize(("host", "status"), [("morihiko", "illegal"), ("shugenja", "legal")])
def test_city_of_tears_equip_host(pool: CardPool, host: str, status: str) -> None:
    """The Earth's Wrath onto Shiba Morihiko (no Shugenja) beside City of Tears: illegal (was
    unknown); onto a Shugenja (the control): legal."""
    cards = [
        _c("cot", "City of Tears (GotE)"),
        _c("mine", "Gold Mine"),
        _c("copper", "Copper Mine"),
        _c("morihiko", "Shiba Morihiko"),
        _c("shugenja", "Isawa Taeruko"),
        _c("wrath", "The Earth's Wrath", "hand"),
    ]
    loaded = two_player_board(pool, cards, me="phoenix", them="lion", phase="action")
    v = check(loaded, "phoenix", "wrath", Play.EQUIP, targets={"personality": [host]})
    assert v.status == status, v.reasons


# -- "After a Follower enters play" in an action's Interrupt window (h40adv1 N7) ----------------


@pytest.mark.parametrize("window", [True, False])
def test_kyuden_hida_reaction_in_the_interrupt_window(pool: CardPool, window: bool) -> None:
    """Kyuden Hida's "Reaction: After a Follower enters play from your hand": illegal while an
    action awaits Interrupts (was unknown); at its own trigger (the control) not refused by
    its time."""
    cards = [
        _c("kh", "Kyuden Hida", owner="them"),
        _c("mine", "Iron Mine", owner="them"),
        _c("gohachiro", "Hiruma Gohachiro", "battlefield", owner="them", **_BF),
        _c("tomoko", "Shosuro Tomoko", "battlefield", **_BF),
        _c("knife", "Knife in the Darkness", "hand"),
    ]
    trigger = (
        "to an action, after its targets are chosen"
        if window
        else "After a Follower enters play from your hand"
    )
    extra: dict[str, Any] = {"trigger": trigger}
    if window:
        extra |= {"action_player": "me", "action_designator": "battle", "action_card": "knife"}
    else:
        extra |= {"trigger_player": "them"}
    v = check(_combat(pool, cards, "scorpion", "crab", **extra), "crab", "kh", 0)
    if window:
        assert v.status == "illegal", v.reasons
    else:
        assert "not its trigger" not in " ".join(v.reasons)


# -- host refusals: "Daitsu will only attach one Weapon.", Suspending Wind (h40adv4 N10) --------


@pytest.mark.parametrize("held", [True, False])
def test_kakita_daitsu_only_one_weapon(pool: CardPool, held: bool) -> None:
    """A second Weapon onto Kakita Daitsu (the only Personality): illegal (was unknown); with
    none attached (the control) legal."""
    cards = [
        _c("daitsu", "Kakita Daitsu"),
        _c("mine", "Gold Mine"),
        _c("soul2", "A Samurai's Soul", "hand"),
    ]
    if held:
        cards.append(_c("soul1", "A Samurai's Soul", attached_to="daitsu"))
    loaded = two_player_board(pool, cards, me="crane", them="lion", phase="action")
    v = check(loaded, "crane", "soul2", Play.EQUIP)
    assert v.status == ("illegal" if held else "legal"), v.reasons


@pytest.mark.parametrize(("host", "status"), [("moeru", "illegal"), ("nanae", "legal")])
def test_suspending_wind_second_copy(pool: CardPool, host: str, status: str) -> None:
    """A second Suspending Wind onto its non-Air bearer: illegal (was unknown); onto an Air
    Shugenja who has one too (the control): legal."""
    cards = [
        _c("moeru", "Asako Moeru"),
        _c("nanae", "Asahina Nanae"),
        _c("sw1", "Suspending Wind", attached_to="moeru"),
        _c("swn", "Suspending Wind", attached_to="nanae"),
        _c("mine", "Gold Mine"),
        _c("sw2", "Suspending Wind", "hand"),
    ]
    loaded = two_player_board(pool, cards, me="phoenix", them="lion", phase="action")
    v = check(loaded, "phoenix", "sw2", Play.EQUIP, targets={"personality": [host]})
    assert v.status == status, v.reasons


# -- "Actions from cards in other players' units may not target Onchi." (h40adv4 N11) -----------


def _onchi(pool: CardPool, other: bool) -> Any:
    cards = [
        _c("onchi", "Ninube Onchi • Experienced", "battlefield", owner="them", **_BF),
        _c("kh", "Kyuden Hida", owner="them"),
        # (a Ranged 5 Attack: its strict reading's Force limit holds Onchi, 4F; h41adv4 W1)
        _c("tomaru", "Tsuruchi Kosoko", "battlefield", **_BF),
        _c("rout", "Rout", "hand"),
        _c("mine", "Gold Mine"),
    ]
    if other:
        cards.append(_c("mimori", "Hiruma Itta", "battlefield", owner="them", **_BF))
    return _combat(pool, cards, "mantis", "crab")


@pytest.mark.parametrize("other", [False, True])
def test_onchi_shield_from_a_unit(pool: CardPool, other: bool) -> None:
    """Tsuruchi Kosoko's Ranged Attack (a card in Mantis' unit): illegal with Onchi the only
    opposing Personality (was unknown); legal with another one there (the control)."""
    v = check(_onchi(pool, other), "mantis", "tomaru", 0)
    assert v.status == ("legal" if other else "illegal"), v.reasons


def test_onchi_shield_spares_a_strategy(pool: CardPool) -> None:
    """Rout, a Strategy from the hand (in no unit), may target Onchi: legal (was unknown)."""
    v = check(_onchi(pool, False), "mantis", "rout", 0, targets={"unit": ["onchi"]})
    assert v.status == "legal", v.reasons


# -- "Other players may not target cards in this unit with actions if there are any other legal
# -- targets in this army." (The Arcane Cloak of the Chameleons; h40adv4 N9) ---------------------


def _cloak(pool: CardPool, chokichi: bool) -> Any:
    cards = [
        # (Kosoko's Ranged 5 Attack: Daizu 5F and Chokichi 4F within its strict Force limit)
        _c("tomaru", "Tsuruchi Kosoko", "battlefield", **_BF),
        _c("daizu", "Hida Daizu • Experienced", "battlefield", owner="them", **_BF),
        _c("cloak", "The Arcane Cloak of the Chameleons", "battlefield", owner="them", **_BF),
    ]
    cards[2]["attached_to"] = "daizu"
    if chokichi:
        cards.append(_c("chokichi", "Toritaka Chokichi", "battlefield", owner="them", **_BF))
    return _combat(pool, cards, "mantis", "crab")


@pytest.mark.parametrize(
    ("chokichi", "target", "status"),
    [
        (True, None, "legal"),
        (True, "chokichi", "legal"),
        (True, "daizu", "illegal"),
        # the control: no other target in the army, the Cloak can't refuse Daizu; his Force
        # with the Cloak is above 5: the two readings of the Ranged Attack (h41adv4 W1)
        (False, "daizu", "unknown"),
    ],
)
def test_arcane_cloak_other_targets_in_the_army(
    pool: CardPool, chokichi: bool, target: str | None, status: str
) -> None:
    """Kosoko's Ranged Attack: legal (Chokichi), Daizu refused while Chokichi is in the army
    (each was unknown); with Daizu alone the Cloak can't remove him."""
    targets = {"target1": [target]} if target else None
    v = check(_cloak(pool, chokichi), "mantis", "tomaru", 0, targets=targets)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert v.reasons[0].startswith("the text reads two ways") and "Cloak" not in str(v.reasons)
    if status == "legal" and target is None:
        assert v.witness is not None and v.witness.targets["target1"] == ("chokichi",)


# -- "target a Shugenja in Tsukimi's army" (Shiba Tsukimi; h40adv4 N7) ---------------------------


@pytest.mark.parametrize(("where", "status"), [("battlefield", "legal"), ("home", "illegal")])
def test_shiba_tsukimi_shugenja_in_his_army(pool: CardPool, where: str, status: str) -> None:
    """A Shugenja of Tsukimi's player at his battlefield: legal; at home (the control): no
    Shugenja in his army, illegal (each was unknown)."""
    moeru = _c("moeru", "Asako Moeru", where, **(_BF if where == "battlefield" else {}))
    cards = [
        _c("tsukimi", "Shiba Tsukimi", "battlefield", **_BF),
        moeru,
        _c("foe", "Matsu Agetoki", "battlefield", owner="them", **_BF),
    ]
    v = check(_combat(pool, cards, "phoenix", "lion"), "phoenix", "tsukimi", 0)
    assert v.status == status, v.reasons


# -- "You may only Recruit Personalities and Equip Spells that are Fire." (Koiso Sensei) ---------


@pytest.mark.parametrize(("spell", "status"), [("wind", "illegal"), ("tempest", "legal")])
def test_koiso_sensei_equips_only_fire_spells(pool: CardPool, spell: str, status: str) -> None:
    """Suspending Wind (Air) beside Koiso Sensei: illegal in every reading (was unknown); a
    Fire Spell (the control): legal."""
    cards = [
        _c("koiso", "Koiso Sensei"),
        _c("dmine", "Diamond Mine"),
        _c("moeru", "Asako Moeru"),
        _c("wind", "Suspending Wind", "hand"),
        _c("tempest", "Tempest of Flame", "hand"),
    ]
    loaded = two_player_board(pool, cards, me="phoenix", them="lion", phase="action")
    v = check(loaded, "phoenix", spell, Play.EQUIP)
    assert v.status == status, v.reasons


def test_koiso_sensei_recruit_of_a_non_fire_personality_stays_open(pool: CardPool) -> None:
    """Control: whether "that are Fire" qualifies the Personalities too is not settled by the
    words: Tsuruchi Tomaru's Recruit stays unknown."""
    cards = [
        _c("koiso", "Koiso Sensei"),
        _c("dmine", "Diamond Mine"),
        _c("gmine", "Gold Mine"),
        _c("cmine", "Copper Mine"),
        _c("tomaru", "Tsuruchi Tomaru", "province", province=1),
    ]
    loaded = two_player_board(pool, cards, me="phoenix", them="lion", phase="dynasty")
    v = check(loaded, "phoenix", "tomaru", Play.RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "Koiso Sensei" in v.reasons[0]
