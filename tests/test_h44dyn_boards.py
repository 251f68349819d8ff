"""h44adv4's findings on real cards by title (W1-W4, E1, N1-N3): a keyword grant vs a timing
refusal, a "you may not Recruit" of another player's Stronghold, a plain card beside a Unique one
of its title at another level, Gold-plan doubts that can't apply, Iuchiban Sensei's "+1 Gold
Cost" and Stronghold Gold, Aranai Sensei's Chi-threshold Tactician. Skipped without data."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.announce import legal_announcements
from solver.good_faith import check
from solver.shortfall_scope import cannot_pay_for
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _c(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _p(cid: str, title: str, owner: str, province: int = 1) -> dict[str, Any]:
    return _c(cid, title, owner, "province", province=province)


def _board(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    players = [
        {"id": "ronin", "family_honor": 8},
        {"id": "imperial", "clan": "imperial", "family_honor": 10},
    ]
    base = {"turn": 4, "phase": "dynasty", "active_player": "ronin", "players": players}
    return pool_state(tmp, pool, cards, **{**base, **fields})


_RONIN = [
    _c("r-sh", "Palace of the Breaking Dawn", "ronin"),
    _c("r-tama", "Tamahime • Experienced", "ronin"),
    _c("r-gozu", "Gozu", "ronin"),
    _c("r-rv", "Remote Village", "ronin"),
]
_AT = {"zone": "battlefield", "battlefield": "imperial-p1"}
_KEEP = [_c("i-sh", "Journey's End Keep • Experienced", "imperial")]


# W3: a keyword grant can't make a Battle action usable in the Dynasty Phase


def test_tactician_grant_keeps_its_doubt_on_a_battle_action_in_the_dynasty_phase(
    tmp_path: Path, pool: CardPool
) -> None:
    # Tactician is boldface: its rules are not in the rules files (README "Boldface keywords
    # have rules"), so its grant keeps the doubt (the lead, reverting h44dyn's W3 spare)
    v = check(_board(tmp_path, pool, [*_RONIN, *_KEEP]), "ronin", "r-gozu", 0)
    assert v.status == "unknown"
    assert "Tactician" in " ".join(v.reasons)
    assert "Combat Segment" in " ".join(v.reasons)


def test_control_a_bowed_card_keeps_the_keyword_doubt(tmp_path: Path, pool: CardPool) -> None:
    # bowed, in battle: not a designator's time (a keyword's rules may lift a "bowed")
    cards = [c if c["id"] != "r-gozu" else {**c, **_AT, "bowed": True} for c in _RONIN]
    state = _board(
        tmp_path,
        pool,
        [*cards, *_KEEP],
        phase="attack",
        segment="combat",
        attacker="ronin",
        current_battlefield="imperial-p1",
    )
    v = check(state, "ronin", "r-gozu", 0)
    assert v.status == "unknown"
    assert "Tactician" in v.reasons[0]


def test_actions_lister_agrees_with_check_on_a_doubted_timing_refusal(
    tmp_path: Path, pool: CardPool
) -> None:
    cards = [c if c["id"] != "r-gozu" else {**c, **_AT, "bowed": True} for c in _RONIN]
    state = _board(
        tmp_path,
        pool,
        [*cards, *_KEEP],
        phase="attack",
        segment="combat",
        attacker="ronin",
        current_battlefield="imperial-p1",
    )
    listed = legal_announcements(state, "ronin")
    list(listed)  # a lazy pass fills ``undecided``
    undecided = [(u.card, u.ability) for u in listed.undecided]
    assert ("r-gozu", 0) in undecided


# W1 / W2: Journey's End Keep's "you may not Recruit" is its controller's


def test_another_players_keep_leaves_a_recruit_legal(tmp_path: Path, pool: CardPool) -> None:
    state = _board(tmp_path, pool, [*_RONIN, *_KEEP, _p("r-p1", "Enomoto", "ronin")])
    assert check(state, "ronin", "r-p1", "recruit").status == "legal"


def test_control_the_keeps_own_player_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        *_KEEP,
        _c("i-rv", "Remote Village", "imperial"),
        _p("i-p1", "Seppun Ryota", "imperial"),
    ]
    state = _board(tmp_path, pool, [*_RONIN, *cards], active_player="imperial")
    v = check(state, "imperial", "i-p1", "recruit")
    assert v.status == "unknown"
    assert "Journey's End Keep" in v.reasons[0]


def test_a_may_not_recruit_leaves_a_recruit_out_of_its_phase_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    cards = [
        *_KEEP,
        _c("i-rv", "Remote Village", "imperial"),
        _p("i-p1", "Seppun Ryota", "imperial"),
    ]
    v = check(_board(tmp_path, pool, [*_RONIN, *cards]), "imperial", "i-p1", "recruit")
    assert v.status == "illegal"
    assert v.details[0].code == "timing"


# W4: a plain card beside a Unique card of its title at another experience level


def test_plain_tamahime_beside_tamahime_experienced_is_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    state = _board(tmp_path, pool, [*_RONIN, _p("r-p4", "Tamahime", "ronin")])
    v = check(state, "ronin", "r-p4", "recruit")
    assert v.status == "unknown"
    assert "Experienced keyword's rules" in v.reasons[0]


def test_control_plain_tamahime_without_the_experienced_one_is_legal(
    tmp_path: Path, pool: CardPool
) -> None:
    cards = [c for c in _RONIN if c["id"] != "r-tama"] + [_p("r-p4", "Tamahime", "ronin")]
    cards.append(_c("r-bs", "Bandit's Sanctuary", "ronin"))
    assert check(_board(tmp_path, pool, cards), "ronin", "r-p4", "recruit").status == "legal"


# E1: a Gold-plan doubt that can't lower this card's cost is not named


def test_a_non_ronin_holding_is_not_doubted_by_a_ronin_discount(
    tmp_path: Path, pool: CardPool
) -> None:
    state = _board(tmp_path, pool, [*_RONIN, _p("r-p3", "Remote Village", "ronin")])
    v = check(state, "ronin", "r-p3", "recruit", cheapest=True)
    assert v.status == "legal"
    assert v.witness is not None and not v.witness.doubts


def test_control_a_ronin_personality_keeps_the_discount_doubt(
    tmp_path: Path, pool: CardPool
) -> None:
    state = _board(tmp_path, pool, [*_RONIN, _p("r-p1", "Enomoto", "ronin")])
    v = check(state, "ronin", "r-p1", "recruit", cheapest=True)
    assert v.witness is not None
    assert any("Ronin cards enter play" in d for d in v.witness.doubts)


def _mantis(tmp: Path, pool: CardPool, entering: str) -> LoadedState:
    cards = [
        _c("sh", "Kyuden Kitsune • Experienced", "mantis"),
        _c("dh", "Deep Harbor", "mantis"),
        _p("p1", entering, "mantis"),
    ]
    players = [
        {"id": "mantis", "clan": "mantis", "family_honor": 8},
        {"id": "b", "clan": "crab", "family_honor": 8},
    ]
    fields = {"turn": 4, "phase": "dynasty", "active_player": "mantis", "players": players}
    return pool_state(tmp, pool, cards, **fields)


def test_a_holding_discount_does_not_doubt_a_personalitys_plan(
    tmp_path: Path, pool: CardPool
) -> None:
    v = check(_mantis(tmp_path, pool, "Tsuruchi Isas"), "mantis", "p1", "recruit", cheapest=True)
    assert v.status == "legal"
    assert v.witness is not None and not any("Deep Harbor" in d for d in v.witness.doubts)


def test_control_the_holding_discount_may_still_pay_for_a_holding(pool: CardPool) -> None:
    shown = "Deep Harbor (dh): :bow:: When paying for a Holding, it enters play for 2 less Gold."
    cards = dict(pool.definitions())
    assert cannot_pay_for(shown, cards["Tsuruchi Isas"], frozenset({"samurai"}))
    assert not cannot_pay_for(shown, cards["Remote Village"], frozenset())


# N1 / N2: Iuchiban Sensei


def _iuchiban(tmp: Path, pool: CardPool, bowed: bool = True) -> LoadedState:
    cards = [
        _c("sh", "Temple of the Ninth Kami", "sl", bowed=bowed),
        _c("sen", "Iuchiban Sensei", "sl"),
        _c("mine", "Shackled Oni", "sl"),
        _p("pr1", "Goblin Wizard", "sl"),
        _p("pr2", "Kukanchi", "sl", 2),
        _c("csh", "Kyuden Hida • Experienced", "crab"),
    ]
    players = [
        {"id": "sl", "clan": "shadowlands", "family_honor": -21},
        {"id": "crab", "clan": "crab", "family_honor": 8},
    ]
    fields = {"turn": 3, "phase": "dynasty", "active_player": "sl", "players": players}
    return pool_state(tmp, pool, cards, **fields)


def test_iuchiban_plus_one_gold_cost_is_paid(tmp_path: Path, pool: CardPool) -> None:
    v = check(_iuchiban(tmp_path, pool), "sl", "pr1", "recruit")
    assert v.status == "legal"  # Goblin Wizard 2 + 1 against Shackled Oni's 3


def test_iuchiban_bloodspeaker_gold_is_not_a_doubt_for_a_non_bloodspeaker(
    tmp_path: Path, pool: CardPool
) -> None:
    v = check(_iuchiban(tmp_path, pool), "sl", "pr2", "recruit")
    assert v.status == "illegal"  # Kukanchi 4 + 1 against 3
    assert "5 Gold" in v.reasons[0]


def test_control_iuchiban_raise_names_its_card_and_amount(tmp_path: Path, pool: CardPool) -> None:
    v = check(_iuchiban(tmp_path, pool), "sl", "pr2", "recruit")
    assert "Iuchiban Sensei" in v.reasons[0]


# N3: Aranai Sensei's "Your Personalities with 3 or more Chi have Tactician."


def _aranai(tmp: Path, pool: CardPool, chi: int = 0) -> LoadedState:
    mods = [{"stat": "chi", "amount": chi}] if chi else []
    cards = [
        _c("sh", "Kyuden Kitsune • Experienced", "mantis", bowed=True),
        _c("sen", "Aranai Sensei", "mantis"),
        _c("nim", "Shrine to Nimuro", "mantis"),
        _c("koh", "Tsuruchi Kohrogi", "mantis", modifiers=mods),
        _p("pr1", "Remote Village", "mantis"),
    ]
    players = [
        {"id": "mantis", "clan": "mantis", "family_honor": 4},
        {"id": "b", "clan": "crab", "family_honor": 8},
    ]
    fields = {"turn": 2, "phase": "dynasty", "active_player": "mantis", "players": players}
    return pool_state(tmp, pool, cards, **fields)


def test_aranai_tactician_settled_by_chi_makes_nimuro_produce_three(
    tmp_path: Path, pool: CardPool
) -> None:
    v = check(_aranai(tmp_path, pool), "mantis", "pr1", "recruit")
    assert v.status == "legal"


def test_control_aranai_with_chi_two_leaves_nimuro_at_two(tmp_path: Path, pool: CardPool) -> None:
    v = check(_aranai(tmp_path, pool, chi=-1), "mantis", "pr1", "recruit")
    assert v.status == "illegal"
    assert "Tactician on no card" in v.reasons[0]
