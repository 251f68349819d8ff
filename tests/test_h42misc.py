"""h42misc: needless `unknown`s on card sentences, each settled from the state for its sentence
shape, with a control where the answer stays. Real cards from ../shared/data (skipped without
it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import target_words
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
real = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _at(cid: str, title: str, owner: str = "me", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "op-p1", **more}  # fmt: skip


def _home(cid: str, title: str, owner: str = "me", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **more}


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **more: Any) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "op-p1",
        "attacker": "me",
        "players": [
            {"id": "me", "clan": "lion", "family_honor": 10},
            {"id": "op", "clan": "crab", "family_honor": 10},
        ],
        "cards": [
            {"id": "opp1", "title": "Kaiu Iemasa", "owner": "op", "zone": "province",
             "province": 1},
            *cards,
        ],
        **more,
    }  # fmt: skip
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return load_state(path, cards=pool)


def _status(state: LoadedState, cid: str, ability: int) -> str:
    return check(state, "me", cid, ability).status


# ----------------------------------------------------------- "non-<clan keyword>" in a target
def test_non_clan_keyword_is_negatable() -> None:
    """A clan that is no Clan Alignment of the rules but a printed keyword ("Ratling", "Naga")
    negates like a keyword; a rules clan ("non-Crab") does not (it is "non-Crab Clan")."""
    assert target_words.negatable("ratling") and target_words.negatable("naga")
    assert target_words.negatable("naval")
    assert not target_words.negatable("crab") and not target_words.negatable("zzz")


@real
@pytest.mark.parametrize(
    ("enemy_follower", "mine", "expected"),
    [
        ("Goblin Chuckers", "Ratling Archers", "legal"),  # an enemy non-Ratling Follower
        ("Ratling Archers", "Ratling Archers", "illegal"),  # the enemy's only one is Ratling
        ("Goblin Chuckers", "Ashigaru Spearmen", "illegal"),  # no Ratling Follower of yours
    ],
)
def test_chtppukich_non_ratling(
    tmp_path: Path, pool: CardPool, enemy_follower: str, mine: str, expected: str
) -> None:
    """Ch'tppu'kich: "Target your Ratling Follower and an enemy non-Ratling Follower." (was
    unknown, "the word 'non-Ratling'"): both targets are required (Abilities and actions / B)."""
    cards = [
        _home("hoard", "Ch'tppu'kich"),
        _at("y", "Yoee'trr"),
        _at("f", mine, attached_to="y"),
        _at("t", "Kokujin Gunjao", "op"),
        _at("g", enemy_follower, "op", attached_to="t"),
    ]
    state = _load(tmp_path, pool, cards)
    assert _status(state, "hoard", 0) == expected


# ------------------------------------------------ "If A or he assigned there" (Keep of the Dead)
def _keep_board(tmp: Path, pool: CardPool, enemy_here: bool, **more: Any) -> LoadedState:
    """Spider defends at op-p1 (its Province); Noekam (Commander) at home."""
    cards = [
        {"id": "keep", "title": "Keep of the Dead", "owner": "me", "zone": "home"},
        _home("noekam", "Noekam"),
        _at("foe", "Kokujin Gunjao", "op") if enemy_here else _home("foe", "Kokujin Gunjao", "op"),
    ]
    more.setdefault("battlefields", ["op-p1"])
    return _load(tmp, pool, cards, attacker="op", active_player="op", **more)


@real
def test_keep_of_the_dead_enemy_units_settle_the_or(tmp_path: Path, pool: CardPool) -> None:
    """Enemy units at the current battlefield: the condition holds whether or not Noekam
    assigned there (Costs and restrictions / Conditions): legal (was unknown, "the condition
    'he assigned there'")."""
    assert _status(_keep_board(tmp_path, pool, True), "keep", 0) == "legal"


@real
def test_keep_of_the_dead_no_enemy_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """No enemy unit there: the performer's assignment decides the strict reading (a
    restriction), not the lenient one (a condition of the effect): unknown, naming the
    occurrence, reported or not (the performer is chosen as the action is announced: a fact
    about one Commander is not matched to him; left as a doubt)."""
    found = check(_keep_board(tmp_path, pool, False), "me", "keep", 0)
    assert found.status == "unknown"
    assert any("assigned" in r.text for r in found.details), found.details
    past = [{"event": "assigned_to_current_battlefield", "period": "phase", "happened": False,
             "card": "noekam"}]  # fmt: skip
    reported = _keep_board(tmp_path, pool, False, past=past)
    assert _status(reported, "keep", 0) == "unknown"


@real
def test_keep_of_the_dead_without_a_commander(tmp_path: Path, pool: CardPool) -> None:
    """No Commander of yours to perform it: illegal, enemy units there or not."""
    cards = [
        {"id": "keep", "title": "Keep of the Dead", "owner": "me", "zone": "home"},
        _home("p", "Kokujin Gunjao"),
        _at("foe", "Kokujin Gunjao", "op"),
    ]
    state = _load(tmp_path, pool, cards, attacker="op", active_player="op")
    assert _status(state, "keep", 0) == "illegal"


# ------------------------------- "While <cond>, this Follower has ... its Fear has +N strength"
@real
@pytest.mark.parametrize(
    ("other", "foe", "expected"),
    [
        ("Ashigaru Spearmen", "Kokujin Gunjao", "legal"),  # Fear 2 against 2F
        (None, "Kokujin Gunjao", "unknown"),  # alone in the unit: Fear 1 (strict fails)
        ("Ashigaru Spearmen", "Hida Kisada", "unknown"),  # Fear 2 against a stronger target
    ],
)
def test_brotherhood_of_the_waves_fear_bonus(
    tmp_path: Path, pool: CardPool, other: str | None, foe: str, expected: str
) -> None:
    """Brotherhood of the Waves: "While there is another Follower in this unit, this Follower
    has +1F and its :fear: has +1 strength. Battle: :fear: 1." The condition is the unit's
    contents, shown by the state (Reference 03, units): the strict reading's limit is 2 with
    another Follower there (was unknown: the bonus left out)."""
    cards = [_at("host", "Yoritomo Zinan"), _at("waves", "Brotherhood of the Waves",
                                                 attached_to="host")]  # fmt: skip
    if other is not None:
        cards.append(_at("other", other, attached_to="host"))
    cards.append(_at("t", foe, "op"))
    state = _load(tmp_path, pool, cards, attacker="me")
    assert _status(state, "waves", 0) == expected


# ------------------------------------- "The abilities on two target ... cannot be used." (ANA)
def _alliance(tmp: Path, pool: CardPool, in_play: list[dict[str, Any]]) -> LoadedState:
    cards = [{"id": "ana", "title": "A New Alliance", "owner": "me", "zone": "hand"}, *in_play]
    return _load(tmp, pool, cards, phase="action", segment=None, current_battlefield=None,
                 attacker=None)  # fmt: skip


@real
def test_a_new_alliance_two_cards_in_play(tmp_path: Path, pool: CardPool) -> None:
    """Two Dynasty or Fate cards in play (any player's): legal (was unknown, "'cannot' in
    ..."): the prevention asks nothing when announced (Effects, Prevention)."""
    in_play = [_home("h", "Iron Mine"), _home("p", "Kokujin Gunjao", "op")]
    assert _status(_alliance(tmp_path, pool, in_play), "ana", 0) == "legal"


@real
def test_a_new_alliance_needs_two(tmp_path: Path, pool: CardPool) -> None:
    """One Dynasty card in play and a Stronghold (of neither deck: Reference 02): illegal."""
    in_play = [_home("h", "Iron Mine"), _home("sh", "Keep of the Dead", "op")]
    assert _status(_alliance(tmp_path, pool, in_play), "ana", 0) == "illegal"


# --------------------------- "X's Chi, plus the number of <K> cards you control and in ..."
_FOES = [
    {"title": f"T Foe F{n}", "type": "personality", "clan": "crab", "force": n, "chi": 1,
     "provenance": "implied"}
    for n in (4, 5)
]  # fmt: skip


@real
@pytest.mark.parametrize(
    ("foe", "embers", "expected"),
    [
        ("T Foe F4", False, "legal"),  # Kouka's Chi 3 + the Pearl itself: 4
        ("T Foe F5", False, "unknown"),  # a Pearl in a discard pile may make 5: not listed
        ("T Foe F5", True, "legal"),  # a second Pearl in play (on another Personality): 5
    ],
)
def test_pearl_of_rage_counts_the_pearls_in_play(
    tmp_path: Path, pool: CardPool, foe: str, embers: bool, expected: str
) -> None:
    """Pearl of Rage: "Ranged Attack with strength equal to this Shugenja's Chi, plus the
    number of Pearl cards you control and in your discard piles.": the Pearls in play its
    player controls are counted, itself included; those in a discard pile left at their
    lowest, 0 (was: the Chi alone, so Force 4 was unknown)."""
    cards = [
        _at("kouka", "Isawa Kouka"),
        _at("pearl", "Pearl of Rage", attached_to="kouka"),
        _at("other", "Kokujin Gunjao"),
        _at("t", foe, "op"),
    ]
    if embers:
        cards.append(_at("embers", "Pearl of Embers", attached_to="other"))
    state = _load(tmp_path, pool, cards, definitions=_FOES)
    assert _status(state, "pearl", 0) == expected


@real
def test_deciding_pasts_only_an_or_settled_drops_one(tmp_path: Path, pool: CardPool) -> None:
    """An unreported occurrence counts unless an "or" it is in already holds on the state
    alone; under "and" / "not", or beside an alternative that fails, it still counts."""
    from model.load import as_view
    from model.past import Past
    from model.selectors import Condition, Controller, CountAtLeast, Selector
    from model.zones import Place
    from solver.deciding_pasts import deciding_pasts

    view = as_view(_keep_board(tmp_path, pool, True))
    enemy = Selector(controller=Controller.OPPONENT, location=Place.CURRENT_BATTLEFIELD)
    here = Condition(exists=CountAtLeast(select=enemy))
    none_here = Condition(exists=CountAtLeast(select=enemy, at_least=5))
    went = Condition(past=Past("assigned_to_current_battlefield", "phase", card="performer"))
    assert deciding_pasts(view, "me", Condition(any_of=(here, went)), "keep") == ()
    assert deciding_pasts(view, "me", Condition(any_of=(none_here, went)), "keep") == (went.past,)
    assert deciding_pasts(view, "me", Condition(all_of=(here, went)), "keep") == (went.past,)
    assert deciding_pasts(view, "me", Condition(none_of=(went,)), "keep") == (went.past,)
