"""Gold production read from more card text (issue 14): each construct on synthetic texts for
its grammar and on the real cards that print it (../shared/data; those tests skip without it)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool, PoolCard
from model.oracle.production import analyse_production
from model.state import View
from solver.production import gold_sources

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(),
    reason="real card data (../shared/data) is absent",
)


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> CardPool:
    if not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir():
        pytest.skip("real card data (../shared/data) is absent")
    import os

    os.environ.setdefault("GOODFAITH_CACHE", str(tmp_path_factory.mktemp("cache")))
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _card(pool: CardPool, title: str) -> PoolCard:
    found = pool.resolve(title)
    assert found.oracle is not None
    return found


def _holding(text: str | list[str], gp: int | None = None, **kw: object):  # type: ignore[no-untyped-def]
    return analyse_production(text, CardType.HOLDING, gp, **kw)  # type: ignore[arg-type]


# --- errata notes -------------------------------------------------------------------------


def _set_file(tmp: Path, note: str) -> Path:
    sets = tmp / "sets"
    sets.mkdir()
    card = {
        "title": "Tainted Mine",
        "types": ["Holding"],
        "decks": ["Dynasty"],
        "text": ":bow:: Lose 1 Honor and produce 2 Gold.",
        "gold_cost": 2,
        "errata_text": note,
        "legality": ["Clan Wars (Imperial)"],
    }
    keep = {
        "title": "Test Keep",
        "types": ["Stronghold"],
        "text": "",
        "gold_production": 0,
        "starting_honor": 5,
        "province_strength": 8,
        "clans": ["Crab"],
    }
    (sets / "test.yaml").write_text(yaml.safe_dump({"set": "Test", "cards": [card, keep]}))
    return sets


def test_an_errata_note_is_not_the_card_text(tmp_path: Path) -> None:
    pool = CardPool.load([_set_file(tmp_path, "Errata'd via the Oracle.")])
    mine = _card(pool, "Tainted Mine")
    assert "produce 2 Gold" in mine.oracle.text  # type: ignore[union-attr]
    (mode,) = mine.card.production
    assert (mode.gold, mode.lose_honor, mode.honor_is_cost) == (2, 1, True)


def test_an_honor_loss_errata_d_not_to_be_a_cost_survives_a_prevention(tmp_path: Path) -> None:
    note = "Errata'd to clarify that the Honor loss is not a cost of Gold production."
    pool = CardPool.load([_set_file(tmp_path, note)])
    (mode,) = _card(pool, "Tainted Mine").card.production
    assert (mode.gold, mode.lose_honor, mode.honor_is_cost) == (2, 1, False)
    state = tmp_path / "state.yaml"
    state.write_text(
        yaml.safe_dump(
            {
                "turn": 3,
                "active_player": "crab",
                "phase": "dynasty",
                "players": [{"id": "crab", "clan": "crab", "family_honor": 10}],
                "cards": [
                    {"id": "sh", "title": "Test Keep", "owner": "crab", "zone": "home"},
                    {"id": "mine", "title": "Tainted Mine", "owner": "crab", "zone": "home"},
                ],
                "effects": [{"kind": "prevent", "player": "crab", "prevents": ["lose_honor"]}],
            }
        )
    )
    loaded = load_state(state, cards=pool)
    view = View.of(loaded.state, loaded.library)
    (source,) = [s for s in gold_sources(view, "crab") if s.id == "mine"]
    assert source.gold == 2 and "not a cost" in (source.extra_cost or "")


def test_an_errata_note_about_gold_must_be_understood() -> None:
    text = [":bow:: Produce 2 Gold."]
    assert _holding(text, errata=["Errata'd via the internet."]).modes is not None
    odd = _holding(text, errata=["Errata'd to make it produce 3 Gold."])
    assert odd.modes is None and "errata note" in (odd.reason or "")
    no_loss = _holding(text, errata=[_NOTE])
    assert no_loss.modes is None and "Honor loss" in (no_loss.reason or "")


_NOTE = "Errata'd to clarify that the Honor loss is not a cost of Gold production."


@needs_data
def test_real_cards_errata_d_so_that_the_honor_loss_is_no_cost(pool: CardPool) -> None:
    for title, gold, more in (
        ("Corrupted Copper Mine", 1, 2),
        ("Corrupt Stables", 1, 2),
        ("Corrupt Geisha House", 2, 3),
    ):
        (mode,) = _card(pool, title).card.production
        assert (mode.gold, mode.conditional[0].gold, mode.lose_honor) == (gold, more, 1)
        assert mode.honor_is_cost is False
    # a note-only text made these look modelled from the stat alone; their text is read now:
    # Aohama's "+1GP while you control :favor:" (its Strategy reduction reported), the
    # Palace's Limited action is no production (tests/test_production_other.py)
    aohama = _card(pool, "Aohama").oracle.production  # type: ignore[union-attr]
    assert aohama.modes is not None and aohama.modes[0].conditional_delta[0].gold == 1
    assert aohama.reductions and ":g1: less" in aohama.reductions[0]
    palace = _card(pool, "The Exquisite Palace of the Crane").oracle.production  # type: ignore[union-attr]
    assert palace.modes is not None and palace.modes[0].from_stat is not None


# --- sentences that name Gold but change no Gold production ------------------------------


def test_references_to_gold_that_change_no_production_are_not_production() -> None:
    for other in (
        "Repeatable Limited, :bow:: Bow one of your Gold-producing Holdings to target a player.",
        "Kolat Limited: Target another player's Gold- or Honor-producing Holding.",
        "Limited, :bow:: If one is a Fudo Holding, put it into play ignoring its Gold cost.",
        "Tireless Open: Straighten a target Fudo card that has not produced Gold this turn.",
        "Open, :bow:: Straighten your target Mine that bowed this turn but did not produce Gold.",
        "Reaction: After your Stronghold bows, if it was not producing Gold, straighten it.",
        "Reaction: Destroy a Personality with a lower Gold Cost than the destroyed Personality.",
    ):
        got = _holding([":bow:: Produce 2 Gold.", other])
        assert got.modes is not None and [m.gold for m in got.modes] == [2], other
    # what does change production stays not understood ("Bow another of your Gold-producing
    # Holdings to produce 6 Gold" is read since: tests/test_production_pairs.py)
    for other in (
        "This Holding copies all the target's Gold- and Honor-producing traits and abilities.",
        "Target one of your Gold-producing Holdings: the target has +1 Gold Production.",
    ):
        assert _holding([":bow:: Produce 2 Gold.", other]).modes is None, other


@needs_data
def test_real_cards_whose_other_abilities_only_name_gold(pool: CardPool) -> None:
    for title, gold in (
        ("Charter of the Crane Clan", 4),
        ("Gifts and Favors", 2),
        ("Hero's Grave", 2),
        ("Low Quality Mine", 5),
        ("Provincial Governor", 2),
        ("Shrine to Osano-Wo", 2),
        ("Belly of Fudo", 2),
        ("Head of Fudo", 2),
    ):
        modes = _card(pool, title).card.production
        assert [m.gold for m in modes] == [gold], title
    for title in ("Culling Grounds", "Rural Market"):
        (mode,) = _card(pool, title).card.production
        assert mode.from_stat is not None, title
    # no production at all: their only Gold words name other cards
    for title in ("Den of Spies", "Otomo Ambassador", "Undead Taskmaster"):
        assert _card(pool, title).oracle.production.status == "none", title  # type: ignore[union-attr]


# --- 1 Gold per token on the card, the tokens staying ------------------------------------


def test_gold_per_token_on_the_card() -> None:
    for text, gold, token, honor in (
        (":bow:: Produce 2 Gold, plus 1 Gold for each Wealth token on it.", 2, "wealth", 0),
        (":bow:: Produce 3 Gold plus the number of Jade tokens on this card.", 3, "jade", 0),
        (
            ":bow:: Produce an amount of Gold equal to the number of Shrine tokens on this "
            "Holding.",
            0,
            "shrine",
            0,
        ),
        (
            ":bow:: Produce Gold equal to the number of Worker tokens on this Holding and lose "
            "3 Honor.",
            0,
            "worker",
            3,
        ),
    ):
        (mode,) = _holding(text).modes or ()
        assert (mode.gold, mode.per_token, mode.lose_honor, mode.from_tokens) == (
            gold,
            token,
            honor,
            None,
        ), text
    # tokens on another card are not this reading
    assert (
        _holding(":bow:: Produce 2 Gold, plus 1 Gold for each Wealth token you control.").modes
        is None
    )


def test_gold_per_token_counts_the_tokens_in_play(tmp_path: Path) -> None:
    sets = tmp_path / "sets"
    sets.mkdir()
    cards = [
        {
            "title": "Token Hall",
            "types": ["Holding"],
            "text": ":bow:: Produce 2 Gold, plus 1 Gold for each Wealth token on this card.",
            "gold_cost": 3,
        },
        {"title": "Test Keep", "types": ["Stronghold"], "gold_production": 0, "clans": ["Crab"]},
    ]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    pool = CardPool.load([sets])
    state = tmp_path / "state.yaml"
    hall = {"id": "hall", "title": "Token Hall", "owner": "crab", "zone": "home"}
    for tokens, gold in (([], 2), (["Wealth", "wealth", "Sake"], 4)):
        data = {
            "turn": 3,
            "active_player": "crab",
            "phase": "dynasty",
            "players": [{"id": "crab", "clan": "crab", "family_honor": 10}],
            "cards": [{**hall, "tokens": tokens}],
        }
        state.write_text(yaml.safe_dump(data))
        loaded = load_state(state, cards=pool)
        view = View.of(loaded.state, loaded.library)
        (source,) = gold_sources(view, "crab")
        assert source.gold == gold


@needs_data
def test_real_cards_with_gold_per_token(pool: CardPool) -> None:
    for title, gold, token, honor in (
        ("Estate Halls", 2, "wealth", 0),
        ("Forest Killer Cavern", 2, "wealth", 0),
        ("Large Shrine", 0, "shrine", 0),
        ("Secluded Waystation", 2, "wealth", 0),  # its "put a Wealth token on it": game state
        ("The Mikado", 2, "wealth", 0),
        ("Wretches", 0, "worker", 3),
    ):
        (mode,) = _card(pool, title).card.production
        assert (mode.gold, mode.per_token, mode.lose_honor) == (gold, token, honor), title


# --- payment and condition grammar --------------------------------------------------------


def test_non_unique_payments_and_conditions_on_restricted_gold() -> None:
    (a, w) = (
        _holding(
            ":bow:: When paying for non-Unique Armor or a non-Unique Weapon, produce 3 Gold which "
            "may only pay for that card."
        ).modes
        or ()
    )
    assert (a.only_for.keyword, a.only_for.unique) == ("armor", False)  # type: ignore[union-attr]
    assert (w.only_for.keyword, w.only_for.unique) == ("weapon", False)  # type: ignore[union-attr]
    (mode,) = (
        _holding(
            ":bow:: When paying for a Spell, if you control a Shugenja, produce 4 Gold which may "
            "only pay for that Spell."
        ).modes
        or ()
    )
    assert mode.gold == 4 and mode.only_for.type is CardType.SPELL  # type: ignore[union-attr]
    assert mode.only_if is not None and mode.only_if.control is not None
    (mode,) = (
        _holding(
            ":bow:: When paying for a Samurai, if you control a Follower or Item, produce 3 Gold "
            "which may only pay for that card."
        ).modes
        or ()
    )
    assert mode.only_if is not None and len(mode.only_if.any_of) == 2
    (mode,) = (
        _holding(
            ":bow:: If you did not go first this game and are paying for a Personality, produce 4 "
            "Gold which may only pay for him."
        ).modes
        or ()
    )
    assert mode.only_if is not None and mode.only_if.none_of[0].turn_order == 1
    (base, duel) = (
        _holding(
            ":bow:: Produce 2 Gold, or produce 3 Gold if paying for a Duelist Personality "
            "which may only pay for him."
        ).modes
        or ()
    )
    assert (base.gold, duel.gold, duel.only_for.keyword) == (2, 3, "duelist")  # type: ignore[union-attr]
    (mode,) = _holding(":bow:: Produce 2 Gold, or 3 Gold if it is the Attack Phase.").modes or ()
    assert mode.conditional[0].condition.phase == "attack"
    (mode,) = (
        _holding(
            ":bow:: Produce 2 Gold, or 3 Gold if you are a Phoenix Clan player, and lose 1 Honor."
        ).modes
        or ()
    )
    assert (mode.gold, mode.conditional[0].gold, mode.lose_honor) == (2, 3, 1)
    (mode,) = _holding(":bow:: Produce 2 Gold, or 3 Gold if you are a Ninja player.").modes or ()
    # the player's Clan as stated, or his Stronghold's (``model.player_clan``; h24adv1 F6)
    assert mode.conditional[0].condition.your_clan == "ninja"
    # still refused: a word that is no clan (a past event: tests/test_production_history.py)
    assert _holding(":bow:: Produce 2 Gold, or 3 Gold if you are a Goblin player.").modes is None


@needs_data
def test_real_cards_with_payment_and_condition_grammar(pool: CardPool) -> None:
    for title, golds in (
        ("Armory", [3, 3]),
        ("Assassins", [2]),
        ("Broken Shinbone Warren", [2]),
        ("Castle Towers", [2, 3]),
        ("Corrupted Silver Mine", [2]),
        ("Secluded Village", [3, 4]),
        ("Temple of Unity", [2, 3, 3]),
        ("Temple of the Lotus", [2, 4, 4]),
        ("Tsuma Dojo", [2, 3]),
        ("Conscriptors", [2, 3, 3, 3]),
    ):
        assert [m.gold for m in _card(pool, title).card.production] == golds, title


def test_every_printing_coverage_goal(pool: CardPool) -> None:
    """Issue 14: at least 95 % of the Gold-producing Holdings and Strongholds whose data states
    a Gold Production are modelled over every printing (717 of 754 in stop 26), as
    ``goodfaith cards coverage ../shared/data/oracle ../shared/data/sets`` reports."""
    from model.oracle.coverage import coverage

    report = coverage(c.oracle for c in pool if c.oracle is not None)
    assert report.coverage_of_stated >= 0.95, report.unmodelled
    assert report.modelled >= 717
