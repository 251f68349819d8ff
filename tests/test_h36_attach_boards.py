"""h36attach: "will not attach" / "will not gain" sentences and phase triggers that doubted too
widely, on boards of real cards (../shared/data), each with a control that keeps the other
answer (h36adv1 N2-N6, h36adv3 C1).

- A Personality's own sentence about what attaches to him ("Will only attach Followers whose
  abilities or traits destroy Fortifications.", Kaiu Utsu; "Attaches cards with "Poison" ...
  ignoring Gold cost.", Bayushi Togai) doubts neither his actions that attach nothing nor his
  Recruit (``model.cardtext.host_traits``); an Equip onto him keeps it.
- "Will not attach Followers or issue challenges." (Doji Tanitsu): an action naming Followers
  attaches nothing, a challenge Toshimoko issues by name is not Tanitsu's
  (``solver.challenge_scope``); "Your target unbowed Personality challenges ..." keeps it.
- A refusal of attachments only takes hosts away (``solver.entering_bars``): an Equip refused by
  another rule stays illegal (Bo Stick beside Kamoto, a Spell beside the Crimson Mountain Oni or
  Tanitsu); a legal Equip onto another Personality stays legal beside the Oni's own refusal; an
  Equip whose only host has an unread host sentence keeps the doubt. "Will not attach more than
  one Follower." is read with the state's attachments (``solver.host_refusals``).
- "Kanbe will not gain Clan alignments except from his base ability." turns only a Clan test
  (``solver.own_gain_scope``): Evil Portents is legal beside him, Folklore ("an unaligned
  Personality") keeps the doubt.
- Marsh Troll's "After your End Phase begins: ..." can't give its Equip a time in the Dynasty
  Phase (``solver.phase_trigger_scope``); in the End Phase the doubt stays.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.host_traits import host_only
from model.common import CardType
from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_gain_scope import gain_refused
from solver.verdict import EQUIP, RECRUIT
from tests.builders import state_card, two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(
    pool: CardPool,
    cards: list[dict[str, Any]],
    *,
    me: str,
    them: str,
    phase: str = "action",
    clan: str | None = None,
    **extra: Any,
) -> LoadedState:
    """``me``'s turn 5 against ``them`` (``tests.builders.two_player_board``)."""
    return two_player_board(pool, cards, me=me, them=them, phase=phase, clan=clan, **extra)


_c = state_card


# -- a Personality's own sentence about what attaches to him ----------------------------------


@pytest.mark.parametrize(
    ("said", "host"),
    [
        ("Will only attach Followers whose abilities or traits destroy Fortifications.", True),
        (
            'Attaches cards with "Poison" in their titles, or as part of any of their keywords, '
            "ignoring Gold cost.",
            True,
        ),
        ("Attaches The Jade Hand and The Ancestral Sword of Hantei ignoring Gold cost.", True),
        ("Attaches to a Crab Clan Personality paying 1 less Gold.", False),  # an attachment's
        ("Will not attach cards or issue challenges.", False),
    ],
)
def test_host_sentences(said: str, host: bool) -> None:
    assert host_only(said) is host


_UTSU = "Will only attach Followers whose abilities or traits destroy Fortifications."


def test_a_host_sentence_keeps_an_own_action_that_attaches() -> None:
    """Control: the same sentence beside the card's own action attaching a Follower is still
    not read for it; its action attaching nothing is claimed."""
    imported = import_text(
        [
            _UTSU,
            "<b>Limited:</b> Create a 1F Follower and attach it to Utsu.",
            "<b>Repeatable Battle, :bow::</b> Give the current battlefield's Province -3 strength.",
        ],
        title="Kaiu Utsu",
        card_type=CardType.PERSONALITY,
    )
    attach, province = imported.actions
    assert attach.ability is not None and _UTSU in attach.ability.not_understood
    assert province.full, province.not_understood


@needs_data
def test_utsu_s_own_actions_are_not_doubted(pool: CardPool) -> None:
    """h36adv1 N3 a (p03): his Ranged 2 Attack (target Matsu Gohei) and Province -3 are legal
    (were unknown, naming his own host sentence)."""
    board = _board(
        pool,
        [
            _c("fort", "The War Fortress of the Crab"),
            _c("utsu", "Kaiu Utsu", "battlefield", battlefield="crab-p2"),
            _c("gohei", "Matsu Gohei", "battlefield", battlefield="crab-p2", owner="lion"),
            _c("shiro", "Shiro Matsu", owner="lion"),
        ],
        me="crab",
        them="lion",
        phase="attack",
        segment="combat",
        current_battlefield="crab-p2",
        attacker="lion",
        defender="crab",
        active_player="lion",
    )
    ranged = check(board, "crab", "utsu", 0)
    # Gohei (3F) is above the Ranged 2 Attack's strength: its strict reading has no target,
    # the lenient one targets him (h41adv4 W1: unknown, two readings, no host sentence named)
    assert ranged.status == "unknown", ranged.reasons
    assert ranged.reasons[0].startswith("the text reads two ways"), ranged.reasons
    assert check(board, "crab", "utsu", 1).status == "legal"


def _togai(pool: CardPool, *cards: dict[str, Any], phase: str = "dynasty") -> LoadedState:
    return _board(
        pool,
        [
            _c("shadow", "The Shadow Stronghold of the Bayushi", bowed=True),
            _c("kachiko", "Bayushi Kachiko", bowed=True),
            _c("maemi", "Bayushi Maemi", bowed=True),
            _c("utsu", "Kaiu Utsu", owner="crab", bowed=True),
            _c("fort", "The War Fortress of the Crab", owner="crab"),
            *cards,
        ],
        me="scorpion",
        them="crab",
        phase=phase,
    )


@needs_data
def test_togai_s_host_sentence_spares_his_recruit(pool: CardPool) -> None:
    """h36adv1 N3 b (p15): House of Fates 3 (3 bowed Personalities) + Acrobat Troupe 4 pay his
    7 Gold: legal (was unknown, naming "Attaches cards with "Poison" ...")."""
    board = _togai(
        pool,
        _c("fates", "House of Fates"),
        _c("acro", "Acrobat Troupe"),
        _c("sp1", "Bayushi Togai", "province"),
    )
    v = check(board, "scorpion", "sp1", RECRUIT)
    assert v.status == "legal", v.reasons


@needs_data
def test_togai_s_host_sentence_still_doubts_a_poison_equip_onto_him(pool: CardPool) -> None:
    """Control: Poisoned Shuriken (3 Gold, no Gold source) may attach to Togai ignoring its Gold
    cost: unknown; with Kachiko in his place it is illegal for its Gold."""
    shuriken = _c("shur", "Poisoned Shuriken", "hand")
    board = _togai(pool, _c("togai", "Bayushi Togai"), shuriken, phase="action")
    v = check(board, "scorpion", "shur", EQUIP)
    assert v.status == "unknown" and "Poison" in v.reasons[0]
    board = _togai(pool, _c("kachi2", "Bayushi Kachiko"), shuriken, phase="action")
    assert check(board, "scorpion", "shur", EQUIP).status == "illegal"


# -- "Will not attach Followers or issue challenges." (Doji Tanitsu) ---------------------------


def _crane(pool: CardPool, tanitsu: bool) -> LoadedState:
    return _board(
        pool,
        [
            *([_c("tanitsu", "Doji Tanitsu")] if tanitsu else []),
            _c("toshimoko", "Kakita Toshimoko"),
            _c("et", "Energy Transference", "hand"),
            _c("ep", "Evil Portents", "hand"),
            _c("clash", "Clash of Blades", "hand"),
            _c("seijuro", "Matsu Seijuro", owner="lion"),
        ],
        me="crane",
        them="lion",
    )


@needs_data
@pytest.mark.parametrize("tanitsu", [True, False])
def test_tanitsu_s_refusal_reaches_neither_toshimoko_nor_a_strategy(
    pool: CardPool, tanitsu: bool
) -> None:
    """h36adv1 N4 (r07, control p06): Toshimoko's own challenge and Evil Portents ("... and
    Followers +1F/+1C") are legal, the Equip of a Spell with no Shugenja illegal, with or without
    Tanitsu (were unknown beside him)."""
    board = _crane(pool, tanitsu)
    assert check(board, "crane", "toshimoko", 0).status == "legal"
    assert check(board, "crane", "ep", 0).status == "legal"
    equip = check(board, "crane", "et", EQUIP)
    assert equip.status == "illegal" and "Shugenja" in equip.reasons[0]


@needs_data
def test_tanitsu_s_refusal_still_doubts_a_challenge_he_may_issue(pool: CardPool) -> None:
    """Control: Clash of Blades ("Your target unbowed Personality challenges ...") may have
    Tanitsu as its challenger: unknown beside him, legal without him."""
    assert check(_crane(pool, True), "crane", "clash", 0).status == "unknown"
    assert check(_crane(pool, False), "crane", "clash", 0).status == "legal"


# -- a refusal of attachments only takes hosts away ---------------------------------------------


def _mantis(pool: CardPool, host: str = "Yoritomo Kamoto", *, follower: bool = True) -> LoadedState:
    return _board(
        pool,
        [
            _c("wharf", "Island Wharf"),
            _c("g1", "Gold Mine"),
            _c("acro", "Acrobat Troupe"),
            _c("kamoto", host),
            *([_c("k-f1", "Lesser Mujina", attached_to="kamoto")] if follower else []),
            _c("mh1", "Mounts", "hand"),
            _c("mh2", "Bo Stick", "hand"),
            _c("fort", "The War Fortress of the Crab", owner="crab"),
        ],
        me="mantis",
        them="crab",
    )


@needs_data
def test_an_item_refused_by_its_own_host_rule_beside_a_host_sentence(pool: CardPool) -> None:
    """h36adv1 N6 (p19): Bo Stick "Can only attach to a Monk." and Kamoto is no Monk: illegal
    (was unknown, naming "Will not attach more than one Follower."); so beside Kaiu Utsu's
    unread "Will only attach Followers whose ..." too."""
    for host in ("Yoritomo Kamoto", "Kaiu Utsu"):
        v = check(_mantis(pool, host), "mantis", "mh2", EQUIP)
        assert v.status == "illegal" and "Monk" in v.reasons[0], host


@needs_data
def test_kamoto_s_one_follower_is_read(pool: CardPool) -> None:
    """h36adv1 N6 (p19): "Will not attach more than one Follower." read with the state: Mounts
    onto Kamoto, his only Personality, who has Lesser Mujina: illegal (was unknown); with no
    Follower on him: legal (control)."""
    v = check(_mantis(pool), "mantis", "mh1", EQUIP)
    assert v.status == "illegal" and "more than one Follower" in v.reasons[0]
    v = check(_mantis(pool, follower=False), "mantis", "mh1", EQUIP)
    assert v.status == "legal", v.reasons


@needs_data
def test_a_follower_onto_an_unread_host_keeps_the_doubt(pool: CardPool) -> None:
    """Control: a Follower whose text may destroy (Battering Ram Crew), whose only host is Kaiu
    Utsu ("Will only attach Followers whose abilities or traits destroy Fortifications."), keeps
    the doubt; Mounts, whose text destroys nothing, is refused by it since h37needless
    (``solver.host_refusals``)."""
    v = check(_mantis(pool, "Kaiu Utsu", follower=False), "mantis", "mh1", EQUIP)
    assert v.status == "illegal" and "destroy Fortifications" in v.reasons[0]
    loaded = _board(
        pool,
        [
            _c("wharf", "Island Wharf"),
            _c("g1", "Gold Mine"),
            _c("acro", "Acrobat Troupe"),
            _c("kamoto", "Kaiu Utsu"),
            _c("ram", "Battering Ram Crew", "hand"),
            _c("fort", "The War Fortress of the Crab", owner="crab"),
        ],
        me="mantis",
        them="crab",
    )
    v = check(loaded, "mantis", "ram", EQUIP)
    assert v.status == "unknown" and "destroy Fortifications" in v.reasons[0], v.reasons


def _oni(pool: CardPool, *more: dict[str, Any]) -> LoadedState:
    return _board(
        pool,
        [
            _c("mine", "Gold Mine"),
            _c("spell", "Seeking the Way", "hand"),
            _c("oni", "The Crimson Mountain Oni", bowed=True),
            _c("fujito", "Hiruma Fujito", owner="crab"),
            *more,
        ],
        me="spider",
        them="crab",
    )


@needs_data
def test_a_spell_with_no_shugenja_beside_the_oni(pool: CardPool) -> None:
    """h36adv3 C1 (p22b): Spells attach only to Shugenja (Reference 03) and the Oni is none:
    illegal (was unknown, naming "Will not attach cards or issue challenges.")."""
    v = check(_oni(pool), "spider", "spell", EQUIP)
    assert v.status == "illegal" and "Shugenja" in v.reasons[0]


@needs_data
def test_a_spell_onto_a_shugenja_beside_the_oni(pool: CardPool) -> None:
    """The Oni's refusal is about himself: Seeking the Way onto Isawa Akihiro (Gold Mine pays 2)
    stays legal (was unknown)."""
    v = check(_oni(pool, _c("shug", "Isawa Akihiro")), "spider", "spell", EQUIP)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["personality"] == ("shug",)


# -- "Kanbe will not gain Clan alignments except from his base ability." -----------------------


@pytest.mark.parametrize(
    ("said", "title", "kinds"),
    [
        (
            "Kanbe will not gain Clan alignments except from his base ability.",
            "Yoritomo Kanbe",
            {"clan"},
        ),
        ("Chiang-Tsu will not gain a Clan Alignment.", "Chiang-Tsu", {"clan"}),
        ("Saiken cannot gain Cavalry.", "Saiken", {"keyword"}),
        ("Sagoten will not gain the Ninja keyword.", "Sagoten", {"keyword"}),
        ("Kanbe will not gain Clan alignments.", "Yoritomo Hisao", None),  # another's name
        ("Shikei will not gain Clan Alignments or join a player with a Wind.", "Shikei", None),
        (
            "Miaka will not gain Clan Alignments or :shadowlands: and will not be challenged.",
            "Miaka",
            None,
        ),
    ],
)
def test_own_gain_refusals(said: str, title: str, kinds: set[str] | None) -> None:
    got = gain_refused(said, title)
    assert (got is None) if kinds is None else got == kinds


def _kanbe(pool: CardPool, kanbe: bool) -> LoadedState:
    return _board(
        pool,
        [
            *([_c("kanbe", "Yoritomo Kanbe")] if kanbe else []),
            _c("ep", "Evil Portents", "hand"),
            _c("folk", "Folklore", "hand"),
            _c("fujito", "Hiruma Fujito", owner="crab"),
        ],
        me="mantis",
        them="crab",
    )


@needs_data
def test_kanbe_s_clan_sentence_spares_an_action_testing_no_clan(pool: CardPool) -> None:
    """h36adv1 N2 (r10, control p02): Evil Portents tests no Clan: legal beside Kanbe (was
    unknown)."""
    assert check(_kanbe(pool, True), "mantis", "ep", 0).status == "legal"
    assert check(_kanbe(pool, False), "mantis", "ep", 0).status == "legal"


@needs_data
def test_kanbe_s_clan_sentence_still_doubts_a_clan_test(pool: CardPool) -> None:
    """Control: Folklore targets "an unaligned Personality": unknown beside Kanbe (illegal, no
    target, without him)."""
    assert check(_kanbe(pool, True), "mantis", "folk", 0).status == "unknown"
    assert check(_kanbe(pool, False), "mantis", "folk", 0).status == "illegal"


# -- Marsh Troll's End Phase trigger ------------------------------------------------------------


def _troll(pool: CardPool, phase: str) -> LoadedState:
    return _board(
        pool,
        [
            _c("silver", "Corrupted Silver Mine"),
            _c("chuda", "Chuda Retainer"),
            _c("acro", "Acrobat Troupe"),
            _c("warmonger", "Goblin Warmonger"),
            _c("sh2", "Marsh Troll", "hand"),
            _c("fort", "The War Fortress of the Crab", owner="crab"),
        ],
        me="sl",
        them="crab",
        phase=phase,
        clan="shadowlands",
    )


@needs_data
def test_an_end_phase_trigger_leaves_a_dynasty_equip_refused(pool: CardPool) -> None:
    """h36adv1 N5 (p05): Equip is an Open action, and it is the Dynasty Phase: illegal (was
    unknown, naming "After your End Phase begins: ...")."""
    v = check(_troll(pool, "dynasty"), "sl", "sh2", EQUIP)
    assert v.status == "illegal" and "Action Phase" in v.reasons[0]


@needs_data
def test_an_end_phase_trigger_keeps_the_doubt_in_the_end_phase(pool: CardPool) -> None:
    """Control: in the End Phase its trigger is now: unknown, naming it."""
    v = check(_troll(pool, "end"), "sl", "sh2", EQUIP)
    assert v.status == "unknown" and "End Phase begins" in v.reasons[0]
