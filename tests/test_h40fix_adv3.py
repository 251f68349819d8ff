"""h40adv3 findings (real cards from ../shared/data, skipped without it).

W1: the condition of an optional target ("If your Personality is a Magistrate, you may target
...": A Fugitive Apprehended) is asked with the keywords traits in play give
(``solver/gate_keywords.py``; Abilities and actions / B): Justice of the Crane's "This
Personality has Magistrate." and Tsuruchi Nobukatsu • Experienced's "Your Mantis Clan Samurai
in and out of play have Magistrate." open it (no refusal); a grant to another card, or of
another keyword, leaves the refusal.
W2: "Produce 2 Gold and lose 1 Honor." (Lane of Immorality, Temple to Fudo): the loss is after
the colon, an effect, so The Forgotten Temple's prevention does not stop the Gold (Costs and
restrictions / Mandatory costs); "lose 1 Honor to produce 3 Gold" (House of Disgrace) stays a
cost the prevention refuses.
W3: a Discipline's Gold is an added payment: Kaeru Contractor's "3 less Gold" on it is open
(``unknown``) with or without the Strategy's own Gold cost.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from model.cards import CardType
from model.load import LoadedState
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.state import View
from solver.force_penalty_scope import keeps_upper_limits
from solver.gate_keywords import given_view
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import yaml_lines_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_FUGITIVE_HEAD = [
    "turn: 7",
    "active_player: mantis",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crane-p1",
    "attacker: mantis",
    "players:",
    "  - {id: mantis, clan: mantis, family_honor: 15}",
    "  - {id: crane, clan: crane, family_honor: 14}",
    "cards:",
    "  - {id: sh, title: Kyuden Gotei, owner: mantis, zone: home}",
    "  - {id: shig, title: Tsuruchi Shigekazu, owner: mantis, zone: battlefield, "
    "battlefield: crane-p1}",
    "  - {id: fug, title: A Fugitive Apprehended, owner: mantis, zone: hand}",
    "  - {id: sitf, title: Step Into the Fray, owner: mantis, zone: hand}",
    "  - {id: aerie, title: The Aerie, owner: crane, zone: home}",
    "  - {id: yoshi, title: Doji Yoshitada, owner: crane, zone: battlefield, "
    "battlefield: crane-p1}",
    "  - {id: nanae, title: Asahina Nanae, owner: crane, zone: home}",
]
_ALL = {"performer": ["shig"], "target2": ["yoshi"], "target3": ["nanae"]}


def _fugitive(tmp: Path, pool: CardPool, name: str, *more: str) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*_FUGITIVE_HEAD, *(f"  - {c}" for c in more)])


_JUSTICE = "{id: joc, title: Justice of the Crane, owner: mantis, zone: battlefield, "
_NOBU = "{id: nobu, title: Tsuruchi Nobukatsu • Experienced, owner: mantis, zone: home}"


@needs_data
def test_w1_a_keyword_given_by_a_trait_in_play_is_no_refusal(
    tmp_path: Path, pool: CardPool
) -> None:
    on_him = _JUSTICE + "battlefield: crane-p1, attached_to: shig}"
    for name, more in (("joc", on_him), ("nobu", _NOBU)):
        v = check(_fugitive(tmp_path, pool, name, more), "mantis", "fug", 0, targets=_ALL)
        assert v.status == "legal", (name, v.reasons)
        v = check(_fugitive(tmp_path, pool, name, more), "mantis", "fug", 0)
        assert v.status == "legal", (name, v.reasons)


@needs_data
def test_w1_a_grant_not_read_makes_the_gate_unknown(tmp_path: Path, pool: CardPool) -> None:
    """The Emerald Armor • Experienced 2: "This Personality has +1PH and Imperial •
    Magistrate." (a shape not read): the refusal is not settled, never illegal."""
    armor = (
        "{id: em, title: The Emerald Armor • Experienced 2, owner: mantis, zone: battlefield, "
        "battlefield: crane-p1, attached_to: shig}"
    )
    v = check(_fugitive(tmp_path, pool, "em", armor), "mantis", "fug", 0, targets=_ALL)
    assert v.status == "unknown", v.reasons
    assert "Emerald Armor" in v.reasons[0]


@needs_data
def test_w1_the_read_grant_gives_the_keyword(tmp_path: Path, pool: CardPool) -> None:
    loaded = _fugitive(tmp_path, pool, "nobu", _NOBU)
    view = View.of(loaded.state, loaded.library)
    spec = next(t for t in view.definition("fug").abilities[0].all_target_specs() if t.count_when)
    cond = spec.count_when[0].condition
    given = given_view(view, cond, {"performer": "shig"})
    assert isinstance(given, View)
    assert "magistrate" in given.keywords("shig") and "magistrate" not in view.keywords("shig")


@needs_data
def test_w1_controls_stay_refused(tmp_path: Path, pool: CardPool) -> None:
    """No grant; the Justice on another Personality; a grant of Magistrate where the gate asks
    a Yojimbo (Step Into the Fray): the optional target is still refused."""
    plain = _fugitive(tmp_path, pool, "plain")
    assert check(plain, "mantis", "fug", 0, targets=_ALL).status == "illegal"
    other = (
        "{id: kam, title: Yoritomo Naoto, owner: mantis, zone: battlefield, battlefield: crane-p1}",
        _JUSTICE + "battlefield: crane-p1, attached_to: kam}",
    )
    v = check(_fugitive(tmp_path, pool, "other", *other), "mantis", "fug", 0, targets=_ALL)
    assert v.status == "illegal", v.reasons
    assert "Magistrate" in v.reasons[0]
    on_him = _JUSTICE + "battlefield: crane-p1, attached_to: shig}"
    fray = {"target1": ["shig"], "target2": ["yoshi"], "target3": ["nanae"]}
    v = check(_fugitive(tmp_path, pool, "fray", on_him), "mantis", "sitf", 0, targets=fray)
    assert v.status == "illegal", v.reasons
    assert "Yojimbo" in v.reasons[0]


def test_w2_an_honor_loss_after_the_gold_is_an_effect() -> None:
    (mode,) = (
        analyse_production(":bow:: Produce 2 Gold and lose 1 Honor.", CardType.HOLDING).modes or ()
    )
    assert (mode.gold, mode.lose_honor, mode.honor_is_cost) == (2, 1, False)
    later = analyse_production(":bow:: Produce 2 Gold. Lose 1 Honor.", CardType.HOLDING)
    assert [(m.lose_honor, m.honor_is_cost) for m in later.modes or ()] == [(1, False)]
    house = analyse_production(
        ":bow:: Produce 2 Gold, or lose 1 Honor to produce 3 Gold.", CardType.HOLDING
    )
    assert [(m.gold, m.lose_honor, m.honor_is_cost) for m in house.modes or ()] == [
        (2, 0, True),
        (3, 1, True),
    ]


def _temple(tmp: Path, pool: CardPool, name: str, holding: str, farm: bool) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 4",
            "active_player: temple",
            "phase: dynasty",
            "players:",
            "  - {id: temple, family_honor: 3}",
            "  - {id: crab, clan: crab, family_honor: 12}",
            "cards:",
            "  - {id: ft, title: The Forgotten Temple, owner: temple, zone: home, bowed: true}",
            f"  - {{id: lane, title: {holding}, owner: temple, zone: home}}",
            *(["  - {id: farm, title: Small Farm, owner: temple, zone: home}"] if farm else []),
            "  - {id: jahan, title: Jahan, owner: temple, zone: province, province: 1}",
            "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        ],
    )


@needs_data
@pytest.mark.parametrize(
    ("holding", "expected"),
    [
        ("Lane of Immorality", "legal"),
        ("Temple to Fudo", "legal"),
        ("House of Disgrace", "illegal"),
    ],
)
def test_w2_the_forgotten_temple_and_a_gold_mode_losing_honor(
    tmp_path: Path, pool: CardPool, holding: str, expected: str
) -> None:
    """Jahan (3 Gold): Small Farm 1 and 2 from the Holding. House of Disgrace alone (no Farm):
    its 2 Gold mode is not enough and its 3 Gold mode loses Honor as its cost, which the Temple
    prevents."""
    farm = holding != "House of Disgrace"
    v = check(_temple(tmp_path, pool, "t", holding, farm), "temple", "jahan", RECRUIT)
    assert v.status == expected, v.reasons


def _kaeru(tmp: Path, pool: CardPool, name: str, strategy: str, *more: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 8",
            "active_player: crab",
            "phase: action",
            "players:",
            "  - {id: crab, clan: crab, family_honor: 16}",
            "  - {id: lion, clan: lion, family_honor: 12}",
            "cards:",
            "  - {id: halls, title: Halls of the Forgotten, owner: crab, zone: home, bowed: true}",
            "  - {id: kaeru, title: Kaeru Contractor, owner: crab, zone: home}",
            "  - {id: daizu, title: Hida Daizu • Experienced, owner: crab, zone: home}",
            f"  - {{id: s, title: {strategy}, owner: crab, zone: fate_discard}}",
            "  - {id: sm, title: Shiro Matsu, owner: lion, zone: home}",
            "  - {id: ij, title: Akodo Ijiasu, owner: lion, zone: home}",
            *(f"  - {c}" for c in more),
        ],
    )


_TEA = "{id: tea, title: Tea House, owner: crab, zone: home}"


@needs_data
def test_w3_kaeru_on_a_discipline_payment_stays_open(tmp_path: Path, pool: CardPool) -> None:
    """Diplomacy Breaks Down (no Gold cost, Discipline 4) with Kaeru and Tea House: 3 Gold, or 1
    and Kaeru's "3 less": as Knowledge and Power (Gold cost + Discipline), ``unknown``."""
    v = check(_kaeru(tmp_path, pool, "dbd", "Diplomacy Breaks Down", _TEA), "crab", "s", 0)
    assert v.status == "unknown", v.reasons
    assert "Kaeru Contractor" in v.reasons[0]
    v = check(_kaeru(tmp_path, pool, "kp", "Knowledge and Power"), "crab", "s", 0)
    assert v.status == "unknown", v.reasons


@needs_data
def test_w3_controls(tmp_path: Path, pool: CardPool) -> None:
    """Kaeru alone (2 Gold, or 3 less) can't make 4 even merged: illegal; enough Gold without
    the reduction: legal."""
    v = check(_kaeru(tmp_path, pool, "alone", "Diplomacy Breaks Down"), "crab", "s", 0)
    assert v.status == "illegal", v.reasons
    mines = [f"{{id: m{i}, title: Iron Mine, owner: crab, zone: home}}" for i in range(2)]
    v = check(_kaeru(tmp_path, pool, "rich", "Diplomacy Breaks Down", *mines), "crab", "s", 0)
    assert v.status == "legal", v.reasons


def _gaheris_board(tmp: Path, pool: CardPool, name: str, *more: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 7",
            "active_player: crab",
            "phase: attack",
            "segment: combat",
            "current_battlefield: unicorn-p1",
            "attacker: crab",
            "players:",
            "  - {id: crab, clan: crab, family_honor: 15}",
            "  - {id: unicorn, clan: unicorn, family_honor: 14}",
            "cards:",
            "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
            "  - {id: iron, title: Iron Mine, owner: crab, zone: home}",
            "  - {id: mag, title: Kitsuki Goshi, owner: crab, zone: battlefield, "
            "battlefield: unicorn-p1}",
            "  - {id: pog, title: Pronouncement of Guilt, owner: crab, zone: hand}",
            "  - {id: dc, title: Determined Challenge, owner: crab, zone: hand}",
            "  - {id: rout, title: Rout, owner: crab, zone: hand}",
            "  - {id: shiro, title: Shiro Mirumoto, owner: unicorn, zone: home}",
            *(f"  - {c}" for c in more),
        ],
    )


_GAHERIS = "{id: gaheris, title: Moto Gaheris • Experienced, owner: unicorn, zone: battlefield, "


@needs_data
def test_n5_a_move_to_where_gaheris_is_moves_nothing(tmp_path: Path, pool: CardPool) -> None:
    """Gaheris at the current battlefield: "Move him to the current battlefield." (Pronouncement
    of Guilt) and "Move a target enemy Personality at any location to the current battlefield."
    (Determined Challenge) can't move or destroy him: illegal (was unknown). Rout ("Move it
    home.") stays legal with him as its target."""
    here = _gaheris_board(tmp_path, pool, "here", _GAHERIS + "battlefield: unicorn-p1}")
    for card in ("pog", "dc"):
        v = check(here, "crab", card, 0)
        assert v.status == "illegal", (card, v.reasons)
        assert "forbids it" in v.reasons[0]
    assert check(here, "crab", "rout", 0).status == "legal"


def test_n5_words_set_aside_only_for_a_move_to_the_current_battlefield() -> None:
    from solver.move_to_here import to_here_words

    assert to_here_words("Move him to the current battlefield.").strip(" .") == ""
    assert "mov" not in to_here_words(
        "Move a target enemy Personality at any location to the current battlefield."
    )
    assert to_here_words("Move him home.") == "Move him home."
    assert "home" in to_here_words("Move a target Personality home and to the current battlefield")


def _makoto(tmp: Path, pool: CardPool, name: str, where: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 7",
            "active_player: crab",
            "phase: attack",
            "segment: combat",
            "current_battlefield: unicorn-p1",
            "attacker: crab",
            "players:",
            "  - {id: crab, clan: crab, family_honor: 15}",
            "  - {id: unicorn, clan: unicorn, family_honor: 14}",
            "cards:",
            "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
            f"  - {{id: makoto, title: Yasuki Makoto, owner: crab, {where}}}",
            "  - {id: shiro, title: Shiro Mirumoto, owner: unicorn, zone: home}",
            "  - {id: ide, title: Ide Aragaki, owner: unicorn, zone: home}",
            "  - {id: goshi, title: Kitsuki Goshi, owner: crab, zone: battlefield, "
            "battlefield: unicorn-p1}",
        ],
    )


@needs_data
def test_n3_an_unread_ability_of_a_personality_in_a_province(
    tmp_path: Path, pool: CardPool
) -> None:
    """Yasuki Makoto's "Economic Home Battle, ..." (Economic not read): in a province he is not
    in play, so illegal by his zone (was unknown); at home the text not read keeps the doubt."""
    v = check(_makoto(tmp_path, pool, "prov", "zone: province, province: 1"), "crab", "makoto", 0)
    assert v.status == "illegal", v.reasons
    assert "not in play (province)" in v.reasons[0]
    v = check(_makoto(tmp_path, pool, "home", "zone: home"), "crab", "makoto", 0)
    assert v.status == "unknown", v.reasons


def _walking(tmp: Path, pool: CardPool, name: str, favor: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 7",
            "active_player: crab",
            "phase: attack",
            "segment: combat",
            "current_battlefield: scorpion-p1",
            "attacker: crab",
            f"imperial_favor: {favor}",
            "players:",
            "  - {id: crab, clan: crab, family_honor: 15}",
            "  - {id: scorpion, clan: scorpion, family_honor: 14}",
            "cards:",
            "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
            "  - {id: iron, title: Iron Mine, owner: crab, zone: home}",
            "  - {id: daizu, title: Hida Daizu • Experienced, owner: crab, zone: battlefield, "
            "battlefield: scorpion-p1, bowed: true}",
            "  - {id: wwa, title: Walking with the Air, owner: crab, zone: fate_discard}",
            "  - {id: ss, title: Shiro Mirumoto, owner: scorpion, zone: home}",
            "  - {id: yh, title: Yogo Heijin, owner: scorpion, zone: battlefield, "
            "battlefield: scorpion-p1}",
        ],
    )


@needs_data
def test_n6_a_favor_discipline_without_the_favor(tmp_path: Path, pool: CardPool) -> None:
    """Walking with the Air in the discard pile: its Discipline needs the Imperial Favor
    discarded; the Favor another player's: illegal by its zone (was unknown); held: unknown."""
    v = check(_walking(tmp_path, pool, "other", "scorpion"), "crab", "wwa", 0)
    assert v.status == "illegal", v.reasons
    assert "not in play (fate_discard)" in v.reasons[0]
    v = check(_walking(tmp_path, pool, "held", "crab"), "crab", "wwa", 0)
    assert v.status == "unknown", v.reasons


def _goshi(tmp: Path, pool: CardPool, name: str, osema: str = "") -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 8",
            "active_player: crab",
            "phase: attack",
            "segment: combat",
            "current_battlefield: unicorn-p1",
            "attacker: crab",
            "players:",
            "  - {id: crab, clan: crab, family_honor: 16}",
            "  - {id: unicorn, clan: unicorn, family_honor: 19}",
            "cards:",
            "  - {id: halls, title: Halls of the Forgotten, owner: crab, zone: home}",
            "  - {id: goshi, title: Kitsuki Goshi, owner: crab, zone: battlefield, "
            "battlefield: unicorn-p1}",
            "  - {id: khan, title: The Khan's Estate, owner: unicorn, zone: home}",
            "  - {id: gaheris, title: Moto Gaheris • Experienced, owner: unicorn, "
            "zone: battlefield, battlefield: unicorn-p1}",
            f"  - {{id: osema, title: Shinjo Osema, owner: unicorn, zone: home{osema}}}",
        ],
    )


@needs_data
def test_n2_a_chi_bonus_of_the_target_cannot_make_it_lower(tmp_path: Path, pool: CardPool) -> None:
    """Kitsuki Goshi (Chi 3) "Dishonor a target enemy Personality with lower Chi.": Gaheris 6,
    Osema 3, whose "+2F/+2C while ..." can only raise his Chi: illegal (was unknown). Control:
    the sentence can't keep a legal answer (it may lift a target out of "lower"), nor one
    whose sentence may change Goshi's own Chi."""
    v = check(_goshi(tmp_path, pool, "none"), "crab", "goshi", 1)
    assert v.status == "illegal", v.reasons
    # the same sentence can't keep a legal answer: raising Osema's Chi may take him out
    board = _goshi(tmp_path, pool, "lower")
    view = View.of(board.state, board.library)
    ab = view.definition("goshi").abilities[1]
    shown = "Shinjo Osema (osema): " + _OSEMA
    only = frozenset({"osema"})
    assert keeps_upper_limits("illegal", ab, shown, v, only)
    legal = replace(v, status="legal", details=(), reasons=())
    assert not keeps_upper_limits("legal", ab, shown, legal, only)
    # a sentence that may change Goshi's own Chi too (no one card named): not settled
    assert not keeps_upper_limits("illegal", ab, shown, v, None)


_OSEMA = (
    "Osema has +2F/+2C while opposed by any Human Personalities with 0 Personal Honor, or while "
    "facing one in a duel."
)


def test_n2_the_sentence_shape_read() -> None:
    from solver.stat_direction_scope import stat_direction

    assert stat_direction(_OSEMA) == (frozenset({"force", "chi"}), 1)
    assert stat_direction("Z has +2F/-1C.") is None  # two signs
    assert stat_direction("X has +1F while attacking, and enemies have -1F.") is None


def _connections(tmp: Path, pool: CardPool, name: str, *more: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 4",
            "active_player: phoenix",
            "phase: action",
            "players:",
            "  - {id: phoenix, clan: phoenix, family_honor: 14}",
            "  - {id: lion, clan: lion, family_honor: 12}",
            "cards:",
            "  - {id: ssp, title: Isawa Palace, owner: phoenix, zone: home}",
            "  - {id: kodo, title: Agasha Kodo, owner: phoenix, zone: home, "
            "modifiers: [{stat: chi, amount: -2}]}",
            "  - {id: uc, title: Useful Connections, owner: phoenix, zone: hand}",
            "  - {id: p1, title: Isawa Nakamuro, owner: phoenix, zone: home}",
            "  - {id: p2, title: Shiba Ningen, owner: phoenix, zone: home}",
            "  - {id: l1, title: Matsu Agetoki, owner: lion, zone: home}",
            "  - {id: lsh, title: Shiro Matsu, owner: lion, zone: home}",
            "  - {id: box, title: Box of Mysteries, owner: phoenix, zone: home, attached_to: kodo}",
            *(f"  - {c}" for c in more),
        ],
    )


@needs_data
def test_n7_a_challenge_ban_does_not_touch_an_action_without_one(
    tmp_path: Path, pool: CardPool
) -> None:
    """Box of Mysteries' "This Personality cannot issue challenges." beside Useful Connections
    (performer Agasha Kodo, Chi 3 with the Box): three targets legal (was unknown), four
    illegal."""
    board = _connections(tmp_path, pool, "uc")
    three = {"performer": ["kodo"], "target2": ["p1"], "target2_more": ["p2", "l1"]}
    v = check(board, "phoenix", "uc", 0, targets=three)
    assert v.status == "legal", v.reasons
    four = {**three, "target2_more": ["p2", "l1", "kodo"]}
    assert check(board, "phoenix", "uc", 0, targets=four).status == "illegal"


@needs_data
def test_n7_the_ban_is_kept_for_an_action_naming_a_challenge(
    tmp_path: Path, pool: CardPool
) -> None:
    from solver.challenge_ban_scope import challenge_ban_spares

    ic = "{id: ic, title: Impetuous Challenge, owner: phoenix, zone: hand}"
    board = _connections(tmp_path, pool, "ic", ic)
    view = View.of(board.state, board.library)
    said = "This Personality cannot issue challenges."
    uc = view.definition("uc").abilities[0]
    assert challenge_ban_spares(view, said, "uc", uc)
    assert not challenge_ban_spares(view, "This Personality cannot be bowed.", "uc", uc)
    assert not challenge_ban_spares(view, said, "ic", view.definition("ic").abilities[0])


def _alliance(tmp: Path, pool: CardPool, name: str, *more: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 5",
            "active_player: spider",
            "phase: dynasty",
            "players:",
            "  - {id: spider, clan: spider, family_honor: 8}",
            "  - {id: lion, clan: lion, family_honor: 15}",
            "cards:",
            "  - {id: keep, title: Keep of the Dead, owner: spider, zone: home, bowed: true}",
            "  - {id: tca, title: Three Clan Alliance, owner: spider, zone: home}",
            "  - {id: farm, title: Small Farm, owner: spider, zone: home}",
            "  - {id: sorano, title: Kitsu Sorano, owner: spider, zone: province, province: 2}",
            "  - {id: truce, title: Truce, owner: spider, zone: hand}",
            "  - {id: silver, title: Corrupted Silver Mine, owner: spider, zone: hand}",
            "  - {id: sm, title: Shiro Matsu, owner: lion, zone: home}",
            *(f"  - {c}" for c in more),
        ],
    )


@needs_data
def test_n8_a_ban_on_shadowlands_cards_leaves_truce(tmp_path: Path, pool: CardPool) -> None:
    """Three Clan Alliance ("... You may not play :shadowlands: cards."): Kitsu Sorano (Lion, 3
    + the Clan Honor Rule's 2) with Truce 2, Small Farm 1 and Iron Mine 2: legal (was unknown);
    without the Iron Mine, 3 Gold can't make 5: illegal."""
    iron = "{id: iron, title: Iron Mine, owner: spider, zone: home}"
    v = check(_alliance(tmp_path, pool, "iron", iron), "spider", "sorano", RECRUIT)
    assert v.status == "legal", v.reasons
    v = check(_alliance(tmp_path, pool, "poor"), "spider", "sorano", RECRUIT)
    assert v.status == "illegal", v.reasons


@needs_data
def test_n8_the_ban_still_bars_a_shadowlands_card(tmp_path: Path, pool: CardPool) -> None:
    from solver.paying_reactions import _MAY_BAR
    from solver.reaction_bars import reaction_barred

    board = _alliance(tmp_path, pool, "unit")
    view = View.of(board.state, board.library)
    assert not reaction_barred(view, "truce", _MAY_BAR)
    assert reaction_barred(view, "silver", _MAY_BAR)


def _temple_house(tmp: Path, pool: CardPool, name: str, house_owner: str) -> LoadedState:
    return yaml_lines_board(
        tmp,
        pool,
        name,
        [
            "turn: 6",
            "active_player: spider",
            "phase: action",
            "players:",
            "  - {id: spider, clan: spider, family_honor: 8}",
            "  - {id: crab, clan: crab, family_honor: 12}",
            "cards:",
            "  - {id: temple, title: The Forgotten Temple, owner: spider, zone: home}",
            f"  - {{id: house, title: House of Disgrace, owner: {house_owner}, controller: spider, "
            "zone: home}",
            "  - {id: bazaar, title: Seaside Bazaar, owner: spider, zone: home}",
            "  - {id: sfh, title: Sword for Hire, owner: spider, zone: hand}",
            "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
            "  - {id: daizu, title: Hida Daizu • Experienced, owner: crab, zone: home}",
        ],
    )


@needs_data
def test_n1_the_temple_s_cap_changes_no_loss_of_one(tmp_path: Path, pool: CardPool) -> None:
    """Sword for Hire (10): The Forgotten Temple 4, Seaside Bazaar 2 and House of Disgrace's
    "lose 1 Honor to produce 3 Gold" + 1 more: the House owned by the other player is not
    covered by "from cards you own", and "Reduce the loss to 1" leaves 1: legal (was unknown).
    Owned by spider: its Honor-loss mode can't be used: illegal."""
    v = check(_temple_house(tmp_path, pool, "crab", "crab"), "spider", "sfh", 0)
    assert v.status == "legal", v.reasons
    v = check(_temple_house(tmp_path, pool, "spider", "spider"), "spider", "sfh", 0)
    assert v.status == "illegal", v.reasons


def test_n1_a_cap_below_the_loss_keeps_the_doubt() -> None:
    from solver.honor_loss_cap import most_lost, read_under_cap

    temple = (
        "You do not gain Honor. You may not take Political actions. You do not lose Honor from "
        "cards you own. Before you lose Honor: Reduce the loss to 1, which may not be increased."
    )
    assert most_lost(["lose 1 Honor", "bow"]) == 1
    assert read_under_cap(temple, 1)
    assert not read_under_cap(temple, 2)
    assert not read_under_cap(temple, None)
    assert not read_under_cap("You do not lose Honor from your Holdings.", 1)


@needs_data
def test_n4_a_conditional_discipline_under_gaheris(tmp_path: Path, pool: CardPool) -> None:
    """Way of the Crab in the discard pile ("If you are a Crab Clan player, this Strategy has
    Discipline :g1:.", not read) with Gaheris at the current battlefield: played from there or
    not at all, it is a Strategy whose effects can't move or destroy him: illegal (was unknown).
    Control: Gaheris at home, the doubt stays."""
    woc = "{id: woc, title: Way of the Crab, owner: crab, zone: fate_discard}"
    here = _gaheris_board(tmp_path, pool, "here", _GAHERIS + "battlefield: unicorn-p1}", woc)
    v = check(here, "crab", "woc", 0)
    assert v.status == "illegal", v.reasons
    assert "not in play (fate_discard)" in v.reasons[0] and "forbids it" in v.reasons[0]
    home = _gaheris_board(
        tmp_path,
        pool,
        "home",
        "{id: gaheris, title: Moto Gaheris • Experienced, owner: unicorn, zone: home}",
        woc,
    )
    v = check(home, "crab", "woc", 0)
    assert v.status == "unknown", v.reasons


@needs_data
def test_w1_a_grant_read_is_no_doubt_only_where_gates_alone_test_it(
    tmp_path: Path, pool: CardPool
) -> None:
    from solver.gate_keywords import gates_only_grant

    pog = "{id: pog, title: Pronouncement of Guilt, owner: mantis, zone: hand}"
    loaded = _fugitive(tmp_path, pool, "unit", pog)
    view = View.of(loaded.state, loaded.library)
    said = "This Personality has Magistrate."
    assert gates_only_grant(view.definition("fug").abilities[0], said)
    # "Choose your performing unbowed Magistrate": the keyword is tested by a performer's
    # selector, whose candidates read the grant too (h40adv6 N3); a "Your ... have" grant there
    # is not spared (``selector_view`` may not read it)
    assert gates_only_grant(view.definition("pog").abilities[0], said)
    nobu = "Your Mantis Clan Samurai in and out of play have Magistrate."
    assert not gates_only_grant(view.definition("pog").abilities[0], nobu)
    assert not gates_only_grant(view.definition("fug").abilities[0], "This Personality has +1F.")
