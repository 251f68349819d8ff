"""Permissions the h36perm census found unmatched (false illegals): Reactions taken as an
action is announced (Inkyo Teacher, No Hiding Place, Ikoma Yosei: ``solver/announce_reactions.py``)
and triggered permissions without "as if" (Wandering Sohei, Crown of the Amethyst Champion:
``solver/cast_permissions.py``). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext.traits_on_actions import traits_on_actions
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(tmp: Path, pool: CardPool, head: list[str], *cards: str) -> LoadedState:
    path = tmp / f"board-{len(list(tmp.iterdir()))}.yaml"
    path.write_text("\n".join([*head, *(f"  - {c}" for c in cards)]) + "\n")
    return load_state(path, cards=pool)


_ACTION = [
    "turn: 3",
    "active_player: me",
    "phase: action",
    "players:",
    "  - {id: me, clan: dragon, family_honor: 10}",
    "  - {id: them, clan: crane, family_honor: 10}",
    "cards:",
    "  - {id: sh, title: The Aerie, owner: me, zone: home}",
    "  - {id: sh2, title: The Aerie, owner: them, zone: home}",
    "  - {id: foe, title: Doji Yoshitada, owner: them, zone: home}",
]
_COMBAT = [
    "turn: 5",
    "active_player: me",
    "phase: attack",
    "segment: combat",
    "current_battlefield: them-p1",
    "attacker: me",
    "defender: them",
    "players:",
    "  - {id: me, clan: crane, family_honor: 18}",
    "  - {id: them, clan: crab, family_honor: 11}",
    "cards:",
    "  - {id: aerie, title: The Aerie, owner: me, zone: home}",
    "  - {id: nanae, title: Asahina Nanae, owner: me, zone: battlefield, battlefield: them-p1}",
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: them, zone: home}",
]


@needs_data
@pytest.mark.parametrize(("bowed", "expected"), [(False, "unknown"), (True, "illegal")])
def test_inkyo_teacher_may_make_a_kiho_s_performer(
    tmp_path: Path, pool: CardPool, bowed: bool, expected: str
) -> None:
    """Kawaru Coins ("Bow your performing Monk or Shugenja") with no Monk or Shugenja: Inkyo
    Teacher ("... That Personality may be targeted the Kiho as if he were a Shugenja and need
    not bow for its effects.") may give one to a Personality it may target (Kitsuki Nakai •
    Experienced, Topaz Champion; before: illegal); bowed, its ":bow:" Reaction can't be used
    (control); without it, illegal (control); with no Personality it may target, illegal
    (h37adv3 N8: ``solver/permission_targets.py``)."""
    coins = "{id: coins, title: Kawaru Coins, owner: me, zone: hand}"
    nakai = "{id: nakai, title: Kitsuki Nakai • Experienced, owner: me, zone: home}"
    flag = ", bowed: true" if bowed else ""
    inkyo = f"{{id: inkyo, title: Inkyo Teacher, owner: me, zone: home{flag}}}"
    v = check(_board(tmp_path, pool, _ACTION, coins, nakai, inkyo), "me", "coins", 0)
    assert v.status == expected, v.reasons
    if not bowed:
        assert "Inkyo Teacher (inkyo)" in v.reasons[0]
    assert check(_board(tmp_path, pool, _ACTION, coins, nakai), "me", "coins", 0).status == (
        "illegal"
    )
    v = check(_board(tmp_path, pool, _ACTION, coins, inkyo), "me", "coins", 0)
    assert v.status == "illegal", v.reasons


@needs_data
def test_inkyo_teacher_s_need_not_bow(tmp_path: Path, pool: CardPool) -> None:
    """A bowed Monk can't pay Kawaru Coins' "Bow your performing Monk": Inkyo Teacher's "need
    not bow for its effects" may lift it for a Monk it may target (Togashi Noboru •
    Experienced 2, a Daimyo: unknown); another player's Inkyo Teacher gives me nothing
    (control: illegal); nor does mine to a Monk it can't target (Togashi Tsukagi, no Daimyo
    nor Champion: illegal; h37adv3 N8)."""
    coins = "{id: coins, title: Kawaru Coins, owner: me, zone: hand}"
    tsukagi = "{id: monk, title: Togashi Tsukagi, owner: me, zone: home, bowed: true}"
    v = check(
        _board(
            tmp_path,
            pool,
            _ACTION,
            coins,
            tsukagi,
            "{id: inkyo, title: Inkyo Teacher, owner: me, zone: home}",
        ),
        "me",
        "coins",
        0,
    )
    assert v.status == "illegal", v.reasons
    monk = "{id: monk, title: Togashi Noboru • Experienced 2, owner: me, zone: home, bowed: true}"
    mine = "{id: inkyo, title: Inkyo Teacher, owner: me, zone: home}"
    v = check(_board(tmp_path, pool, _ACTION, coins, monk, mine), "me", "coins", 0)
    assert v.status == "unknown" and "need not bow" in v.reasons[0], v.reasons
    theirs = "{id: inkyo, title: Inkyo Teacher, owner: them, zone: home}"
    v = check(_board(tmp_path, pool, _ACTION, coins, monk, theirs), "me", "coins", 0)
    assert v.status == "illegal", v.reasons


@needs_data
def test_no_hiding_place_may_give_a_ranged_attack_a_target(tmp_path: Path, pool: CardPool) -> None:
    """The Legion's Might ("Battle: Ranged 1 Attack.") with no enemy at the battlefield: No
    Hiding Place in the hand ("That Ranged Attack may target a card in the Defender's home")
    may give it one (before: illegal); without it, illegal (control); an action making no
    attack refused for its target stays illegal (control: The Aerie's missing Samurai)."""
    might = "{id: lm, title: The Legion's Might, owner: me, zone: hand}"
    choki = "{id: choki, title: Toritaka Chokichi, owner: them, zone: home}"
    nhp = "{id: nhp, title: No Hiding Place, owner: me, zone: hand}"
    loaded = _board(tmp_path, pool, _COMBAT, might, choki, nhp)
    v = check(loaded, "me", "lm", 0)
    assert v.status == "unknown" and "No Hiding Place (nhp)" in v.reasons[0], v.reasons
    assert check(loaded, "me", "aerie", 0).status == "illegal"
    alone = _board(tmp_path, pool, _COMBAT, might, choki)
    assert check(alone, "me", "lm", 0).status == "illegal"


@needs_data
def test_ikoma_yosei_only_where_he_is_home(tmp_path: Path, pool: CardPool) -> None:
    """Ikoma Yosei ("... you may announce a Terrain action as if Yosei was at the current
    battlefield.") can't give Hard Pressed a battlefield without a Terrain (its only refusal):
    illegal stays illegal (no needless doubt)."""
    hp = "{id: hp, title: Hard Pressed, owner: me, zone: hand}"
    there = "{id: fp, title: Flooded Pass, owner: them, zone: battlefield, battlefield: them-p1}"
    yosei = "{id: yosei, title: Ikoma Yosei, owner: me, zone: home}"
    v = check(_board(tmp_path, pool, _COMBAT, hp, there, yosei), "me", "hp", 0)
    assert v.status == "illegal", v.reasons


def test_the_reaction_shapes_read() -> None:
    from solver.announce_reactions import _ANNOUNCE_AT, _ATTACK_TARGET, _TARGETED_AS

    m = _ANNOUNCE_AT.search(
        "Reaction, :bow:: Before announcing an action, if Yosei is in your home, you may "
        "announce a Terrain action as if Yosei was at the current battlefield."
    )
    assert m is not None and m["who"] == "Yosei" and m["kind"] == "Terrain"
    m = _TARGETED_AS.search(
        "Repeatable Reaction, :bow:: After announcing a Kiho action, target your performing "
        "Daimyo. That Personality may be targeted the Kiho as if he were a Shugenja and need "
        "not bow for its effects."
    )
    assert m is not None and m["kw"] == "Shugenja" and "need not bow" in m["rest"]
    said = (
        "Reaction: After you announce an action with a Ranged Attack effect: One of the Ranged "
        "Attacks may target this battlefield's province instead of an enemy card."
    )
    assert _ATTACK_TARGET.search(said) is not None


@pytest.mark.parametrize(
    "said",
    [
        "Before you announce an action: Once per turn, you may announce a Kiho action on a "
        "Strategy in your discard pile, which this Personality must perform; after the action "
        "resolves, remove the Strategy from the game.",
        "Before announcing an action that creates a challenge: Once per turn, this Personality "
        "may issue the challenge even if he is bowed.",
    ],
)
def test_the_permissions_are_kept(said: str) -> None:
    """Once dropped as triggered or not about actions (h36perm census)."""
    assert traits_on_actions([said]) == (said,)


@needs_data
def test_wandering_sohei_announces_a_kiho_from_the_discard_pile(
    tmp_path: Path, pool: CardPool
) -> None:
    """Kawaru Coins in the discard pile is not in the hand (illegal), but Wandering Sohei lets
    its controller announce a Kiho on a Strategy there (unknown naming it); the same Kiho in the
    hand with no Monk is not concerned (control: Sohei names the discard pile only)."""
    monk = "{id: monk, title: Togashi Tsukagi, owner: me, zone: home}"
    sohei = "{id: sohei, title: Wandering Sohei, owner: me, zone: home, attached_to: monk}"
    coins = "{id: coins, title: Kawaru Coins, owner: me, zone: fate_discard}"
    assert check(_board(tmp_path, pool, _ACTION, monk, coins), "me", "coins", 0).status == (
        "illegal"
    )
    v = check(_board(tmp_path, pool, _ACTION, monk, sohei, coins), "me", "coins", 0)
    assert v.status == "unknown" and "Wandering Sohei (sohei)" in " ".join(v.reasons), v.reasons
    inhand = "{id: coins, title: Kawaru Coins, owner: me, zone: hand}"
    yoshi = "{id: yo, title: Doji Yoshitada, owner: me, zone: home}"
    sohei2 = "{id: sohei, title: Wandering Sohei, owner: me, zone: home, attached_to: yo}"
    v = check(_board(tmp_path, pool, _ACTION, yoshi, sohei2, inhand), "me", "coins", 0)
    assert v.status == "illegal", v.reasons


@needs_data
def test_yoritomo_matsuo_equips_weapons_in_battle(tmp_path: Path, pool: CardPool) -> None:
    """h30adv1 p19: Yoritomo Matsuo • Experienced ("Equipping Weapons is Battle/Open for you.")
    at the battlefield: Fubatsu Blade (a Weapon) may be Equipped in the Combat Segment (legal;
    before: unknown); Lacquered Armor is no Weapon (control: illegal)."""
    from solver.good_faith import check_play
    from solver.verdict import EQUIP

    matsuo = "{id: matsuo, title: Yoritomo Matsuo • Experienced, owner: me, zone: battlefield, "
    cards = (
        matsuo + "battlefield: them-p1}",
        "{id: port, title: The Fruitful Port of the Mantis, owner: me, zone: home}",
        "{id: blade, title: Fubatsu Blade, owner: me, zone: hand}",
        "{id: armor, title: Lacquered Armor, owner: me, zone: hand}",
    )
    loaded = _board(tmp_path, pool, _COMBAT, *cards)
    assert check_play(loaded, "me", "blade", EQUIP).status == "legal"
    assert check_play(loaded, "me", "armor", EQUIP).status == "illegal"


@needs_data
def test_a_missing_spell_beside_jomei_s_trait(tmp_path: Path, pool: CardPool) -> None:
    """h30rm2 (h30adv2 r10): Ryoshun's Last Words ("... target a Spell: Destroy it.") with no
    Spell anywhere (a Monk to perform it): Togashi Jomei's "... he may assign even if bowed,
    has +2F while bowed, and contributes his Force even while bowed." can't give a Spell target
    (illegal; before: unknown). With a Spell in play the target exists (control: not illegal)."""
    words = "{id: rlw, title: Ryoshun's Last Words, owner: me, zone: hand}"
    jomei = "{id: jomei, title: Togashi Jomei, owner: me, zone: home, bowed: true}"
    monk = "{id: monk, title: Togashi Tsukagi, owner: me, zone: home}"
    v = check(_board(tmp_path, pool, _ACTION, words, jomei, monk), "me", "rlw", 0)
    assert v.status == "illegal" and "needs to target a Spell" in v.reasons[0], v.reasons
    shug = "{id: shug, title: Isawa Miliko, owner: them, zone: home}"
    spell = "{id: ebs, title: Earth Becomes Sky, owner: them, zone: home, attached_to: shug}"
    v = check(_board(tmp_path, pool, _ACTION, words, jomei, monk, shug, spell), "me", "rlw", 0)
    assert v.status != "illegal", v.reasons


def test_what_a_missing_target_can_still_be_given() -> None:
    """A sentence naming the type, targeting or "as if" keeps the doubt (controls)."""
    from solver.missing_target_scope import _MAY_SUPPLY, _words

    assert "spell" in _words(("spell",), ()) and "attachments" in _words(("spell",), ())
    for said in (
        "Your Personalities may target Spells in any discard pile.",
        "Kihos are treated as Spells.",
        "Your Followers have the Spell keyword.",
    ):
        assert _MAY_SUPPLY.search(said), said
    assert not _MAY_SUPPLY.search("If you have resolved a Kiho action this turn, he has +2F.")


@needs_data
@pytest.mark.parametrize(("crown", "expected"), [(True, "unknown"), (False, "illegal")])
def test_crown_of_the_amethyst_champion_lets_a_bowed_personality_challenge(
    tmp_path: Path, pool: CardPool, crown: bool, expected: str
) -> None:
    """Sanctioned Duel ("Your target unbowed Personality challenges ...") with my only
    Personality bowed: illegal, unless he wears Crown of the Amethyst Champion ("Before
    announcing an action that creates a challenge: Once per turn, this Personality may issue the
    challenge even if he is bowed.": unknown; before: dropped, illegal). Kawaru Coins, which makes
    no challenge, stays illegal for its bowed Monk (control)."""
    cards = [
        "{id: monk, title: Togashi Tsukagi, owner: me, zone: home, bowed: true}",
        "{id: duel, title: Sanctioned Duel, owner: me, zone: hand}",
        "{id: coins, title: Kawaru Coins, owner: me, zone: hand}",
    ]
    if crown:
        cards.append("{id: crown, title: Crown of the Amethyst Champion, owner: me, zone: home, "
                     "attached_to: monk}")  # fmt: skip
    loaded = _board(tmp_path, pool, _ACTION, *cards)
    v = check(loaded, "me", "duel", 0)
    assert v.status == expected, v.reasons
    assert check(loaded, "me", "coins", 0).status == "illegal"


def test_a_state_the_missing_target_tests_keeps_the_doubt() -> None:
    """ "target a dishonorable Personality; there are none": a sentence about dishonor may give
    one (kept), one about attaching Followers can't (h36adv1 r07: Doji Tanitsu beside Break
    Morale, illegal)."""
    from model.abilities import TargetSpec
    from model.selectors import Selector
    from solver.missing_target_scope import _state_touched

    spec = TargetSpec(name="target1", select=Selector(type=("personality",), dishonorable=True))
    assert _state_touched(spec, "your courtiers are dishonorable while you have the favor.")
    assert not _state_touched(spec, "will not attach followers or issue challenges.")
