"""Gold text that is not a way of producing Gold while a cost is paid, and the payment phrases
read since (issue 14): actions taken at an opportunity to act, Reactions to something else,
a phase-boundary change of the card's own stat, cost changes written with the Gold icon
(reported), "an action on a Strategy", a two-word clan, "non-<keyword>", conditions on a
Reaction and on the larger amount. Readings, the planner's sources and Good Faith checks;
real cards from ../shared/data (those tests skip without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.common import CardType
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.oracle.production import analyse_production
from model.payments import PaidFor, PaySelector
from model.selectors import Condition
from model.state import View
from solver.good_faith import check
from solver.production import gold_sources
from solver.verdict import RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _read(text: str, gp: int | None = None):  # type: ignore[no-untyped-def]
    return analyse_production(text, CardType.HOLDING, gp)


# --- actions are never a source of a payment ----------------------------------------------


def test_actions_taken_at_an_opportunity_to_act_are_not_production() -> None:
    for line in (
        "Open, :bow:: Give your target Farm Holding +2GP.",
        "Economic Open: Banish a card from the top of your Fate deck to give your target Port "
        "Holding +1GP (this turn).",
        "Limited: Target a Holding. Either give it +1 Gold Production, or increase Honor gains "
        "from its abilities by 1 (this turn).",
        "Repeatable Battle/Open, :bow:: Target a unit: Until your next turn begins, targeting "
        'that unit with an action has the additional cost, "Pay 2 Gold".',
        "Political Repeatable Reaction, :bow:: Before a Political action resolves, bow your "
        "target Personality. The player taking the action may pay 2 Gold.",
    ):
        with_stat = _read(line, 2)
        assert with_stat.status == "modelled", line
        assert [m.from_stat is not None for m in with_stat.modes or ()] == [True], line
        if "give it" in line:
            continue  # "it" may be the card itself: without a stat, not skipped (below)
        alone = _read(":bow:: Produce 2 Gold.<br>" + line)
        assert [m.gold for m in alone.modes or ()] == [2], line
        # with no stat and no other Gold: the card produces nothing
        assert _read(line).produces is False, line


def test_actions_that_may_matter_are_still_read_or_refused() -> None:
    # an action that says "produce", copies abilities, changes a stat-less card's own Gold
    # Production, or a Reaction to a payment: not skipped
    for line in (
        "Limited, :bow:: Produce 3 Gold which may only pay for a Follower.",
        "Kolat Limited: Target a Holding. This Holding copies all the target's Gold-producing "
        "traits and abilities.",
        "Reaction: After a Spell enters play from your hand, permanently give this Holding +1 "
        "Gold Production.",
        "Reaction, :bow:: When bowing a Mine to produce Gold, it produces 3 additional Gold.",
        "Response, :bow:: If the action was from another player's Holding, give it a -1GP token.",
    ):
        got = _read(":bow:: Produce 2 Gold.<br>" + line)
        assert got.modes is None, line
    # "your copies of Jade Works" is no copying of abilities
    jade = _read(
        ":bow:: Produce 2 Gold.<br>Limited, :bow:: Destroy this Holding to permanently give +1 "
        "Gold Production to all your copies of Jade Works."
    )
    assert [m.gold for m in jade.modes or ()] == [2]
    # a cost reduction inside an action stays reported
    station = _read(
        ":bow:: Produce 2 Gold.<br>Battle/Open, :bow:: Equip a Follower, paying 2 less Gold."
    )
    assert station.status == "modelled" and station.reductions


def test_a_phase_boundary_change_of_the_card_s_own_stat_is_state() -> None:
    text = (
        "After an Attack Phase is created, straighten this Holding and give it -1GP. Bow it "
        "after that phase ends."
    )
    assert [m.from_stat is not None for m in _read(text, 3).modes or ()] == [True]
    # without a stat the modifier has nothing to change: not read
    assert _read(":bow:: Produce 2 Gold.<br>" + text).modes is None


def test_cost_changes_with_the_gold_icon_are_reported() -> None:
    got = _read("This Holding enters play for :g1: less Gold if you control another Caravan.", 5)
    assert got.status == "modelled" and got.reductions
    aohama = _read(
        "This Holding has +1GP while you control :favor:. Actions from your non-variable cost "
        "Strategies cost :g1: less, to a minimum of :g1:.",
        2,
    )
    (mode,) = aohama.modes or ()
    (delta,) = mode.conditional_delta
    assert delta.gold == 1 and delta.condition.have_imperial_favor is True
    assert aohama.reductions == (
        "Actions from your non-variable cost Strategies cost :g1: less, to a minimum of :g1:.",
    )
    tower = _read(
        ":bow:: Produce 2 Gold.<br>This Holding's ability costs 1 Gold instead if you are a "
        "Dragon Clan player.<br>Limited, :g3:, :bow:: Straighten a target Personality."
    )
    assert [m.gold for m in tower.modes or ()] == [2] and len(tower.reductions) == 1


# --- what a payment is for ------------------------------------------------------------------


def test_an_action_or_ability_on_a_strategy() -> None:
    got = _read(
        ":bow:: Produce 2 Gold, or 3 Gold when paying for an ability on a Strategy which may "
        "only pay for that ability."
    )
    assert [(m.gold, m.only_for) for m in got.modes or ()] == [
        (2, None),
        (3, PaySelector(type=CardType.STRATEGY, action=True)),
    ]
    scholars = _read(
        ":bow:: When paying for an action on a Strategy or for a Samurai, if you control a "
        "Courtier, produce 3 Gold which may only pay for that action or card."
    )
    modes = scholars.modes or ()
    assert [m.only_for for m in modes] == [
        PaySelector(type=CardType.STRATEGY, action=True),
        PaySelector(action=False, keyword="samurai"),
    ]
    assert all(m.only_if is not None and m.only_if.control is not None for m in modes)
    # an action on a card that is no type: refused
    assert (
        _read(
            ":bow:: When paying for an action on a Temple, produce 3 Gold which may only pay "
            "for that action."
        ).modes
        is None
    )


def test_a_clan_of_two_words_and_non_keywords() -> None:
    (mode,) = (
        _read(
            ":bow:: When paying for a Toturi's Army Personality, produce 4 Gold which may only pay "
            "for him."
        ).modes
        or ()
    )
    assert mode.only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, clan="toturi's army"
    )
    eye = _read(
        ":bow:: When paying for a non-Shadowlands Nonhuman, produce 2 Gold which may only pay "
        "for that card and gain 1 Honor."
    )
    (mode,) = eye.modes or ()
    assert mode.only_for == PaySelector(
        action=False, keyword="nonhuman", not_keyword=("shadowlands",)
    )
    assert mode.lose_honor == 0  # gaining Honor is an effect
    sel = mode.only_for
    assert sel.matches(PaidFor(type=CardType.PERSONALITY, keywords=("Nonhuman",)))
    assert not sel.matches(PaidFor(type=CardType.PERSONALITY, keywords=("Nonhuman", "Shadowlands")))
    assert not sel.matches(PaidFor(type=CardType.PERSONALITY, keywords=("Samurai",)))
    # does "non-Shadowlands" qualify the Follower too? two readings: refused
    for text in (
        ":bow:: When paying for a non-Shadowlands Nonhuman Personality or Follower, produce 3 "
        "Gold which may only pay for that card.",
        ":bow:: When paying for a non-variable-cost Monk, produce 4 Gold which may only pay "
        "for him.",
    ):
        assert _read(text).modes is None, text
    # "a Nonhuman, non-Shadowlands card": two adjectives, no alternatives (test_production_nouns)


def test_the_larger_amount_and_a_reaction_under_a_condition() -> None:
    garden = _read(
        ":bow:: Produce 2 Gold, or 4 Gold if you are a Phoenix Clan player and paying for a "
        "Bloodspeaker Personality which may only pay for him."
    )
    base, more = garden.modes or ()
    assert (base.gold, base.only_if, more.gold) == (2, None, 4)
    assert more.only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, keyword="bloodspeaker"
    )
    assert more.only_if is not None
    # the player's Clan as stated, or his Stronghold's (``model.player_clan``)
    assert more.only_if.your_clan == "phoenix"
    # a condition on a bonus that is not restricted: refused (no such bonus)
    assert (
        _read(
            ":bow:: Produce 2 Gold, or 4 Gold if you are a Phoenix Clan player and paying for a "
            "Bloodspeaker."
        ).modes
        is None
    )
    offices = _read(
        "Reaction: When paying the Gold cost of an action on a Strategy, if you control a "
        "Magistrate, produce 2 Gold which may only pay for that action."
    )
    (mode,) = offices.modes or ()
    assert (mode.gold, mode.bow, mode.once_per_turn, mode.while_bowed) == (2, False, True, False)
    assert mode.only_for == PaySelector(type=CardType.STRATEGY, action=True)
    assert mode.only_if is not None and mode.only_if.control is not None
    printed = _read(
        ":bow:: Produce 2 Gold, or 4 Gold if paying for a Crane Clan Personality with a printed "
        "Gold Cost of 8 or higher which may only pay for him."
    )
    assert (printed.modes or ())[1].only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, clan="crane", min_gold_cost=8
    )


# --- on the board ---------------------------------------------------------------------------


def _pool(tmp: Path, text: str, gp: int | None = None) -> CardPool:
    sets = tmp / "sets"
    sets.mkdir(exist_ok=True)
    holding: dict[str, Any] = {
        "title": "Patron",
        "types": ["Holding"],
        "text": text,
        "gold_cost": 2,
    }
    if gp is not None:
        holding["gold_production"] = gp
    cards = [
        holding,
        {"title": "Poor Keep", "types": ["Stronghold"], "gold_production": 2, "clans": ["Crab"]},
        {
            "title": "Phoenix Keep",
            "types": ["Stronghold"],
            "gold_production": 2,
            "clans": ["Phoenix"],
        },
        {
            "title": "Blood Adept",
            "types": ["Personality"],
            "decks": ["Dynasty"],
            "gold_cost": 6,
            "force": 2,
            "chi": 2,
            "honor_requirement": 0,
            "personal_honor": 0,
            "keywords": ["Bloodspeaker"],
        },
    ]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    return CardPool.load([sets])


def _state(tmp: Path, pool: CardPool, keep: str) -> LoadedState:
    data = {
        "turn": 3,
        "active_player": "me",
        "phase": "dynasty",
        "players": [{"id": "me", "family_honor": 10}],
        "cards": [
            {"id": "keep", "title": keep, "owner": "me", "zone": "home"},
            {"id": "patron", "title": "Patron", "owner": "me", "zone": "home"},
            {
                "id": "adept",
                "title": "Blood Adept",
                "owner": "me",
                "zone": "province",
                "province": 1,
            },
        ],
    }
    path = tmp / f"state-{keep.split()[0]}.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=pool)


_GARDEN = (
    ":bow:: Produce 2 Gold, or 4 Gold if you are a Phoenix Clan player and paying for a "
    "Bloodspeaker Personality which may only pay for him."
)


def test_the_larger_amount_only_for_its_clan(tmp_path: Path) -> None:
    pool = _pool(tmp_path, _GARDEN)
    phoenix = _state(tmp_path, pool, "Phoenix Keep")
    assert check(phoenix, "me", "adept", RECRUIT).legal  # 2 + 4 = 6
    crab = _state(tmp_path, pool, "Poor Keep")
    crab_view = View.of(crab.state, crab.library)
    assert sorted(s.gold for s in gold_sources(crab_view, "me")) == [2, 2]
    assert check(crab, "me", "adept", RECRUIT).status == "illegal"  # 2 + 2 < 6


def test_an_open_action_beside_the_stat_leaves_the_stat_s_gold(tmp_path: Path) -> None:
    pool = _pool(tmp_path, "Open, :bow:: Give your target Farm Holding +2GP.", gp=4)
    loaded = _state(tmp_path, pool, "Poor Keep")
    view = View.of(loaded.state, loaded.library)
    assert sorted(s.gold for s in gold_sources(view, "me")) == [2, 4]
    verdict = check(loaded, "me", "adept", RECRUIT)
    assert verdict.legal  # 2 + 4, no "not modelled" unknown any more


@pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="real card data is absent")
def test_real_cards(pool: CardPool) -> None:
    for title in (
        "Millet Farm",
        "Ichiba District",
        "Harvested Land",
        "House of High Waters",
        "Moto Traders",
        "Private Trader",
        "House of Contracts",
        "Courtly Scholars",
        "Charter of Toturi's Army",
        "Torii no Orochi",
        "Eye of the Needle",
        "Kinuye's Garden",
        "Offices of the Emerald Magistrates",
        "Worthy Gift",
        "Prayer Shrines",
        "Basecamp",
        "Border Village",
        "Arms Smugglers",
    ):
        card = pool.resolve(title)
        assert card.oracle is not None and card.oracle.production.status == "modelled", title
    makeshift = pool.resolve("Makeshift Defenses").oracle
    assert makeshift is not None and makeshift.production.produces is False
    for title in ("Kolat Agent", "Deep Forest", "Talented Apprentice"):
        card = pool.resolve(title)
        assert card.oracle is not None and card.oracle.production.status == "unmodelled", title


def test_a_reaction_to_another_player_s_production_is_not_this_card_s() -> None:
    gift = _read(
        ":bow:: Produce 2 Gold.<br>Political Repeatable Reaction, :bow:: After another player "
        "bows a Holding to produce Gold, that player chooses whether that Holding will not "
        "straighten, or whether it straightens now and you gain 2 Honor."
    )
    assert [m.gold for m in gift.modes or ()] == [2]
    # one that produces for its controller after it: not skipped
    assert (
        _read(
            ":bow:: Produce 2 Gold.<br>Reaction: After another player bows a Holding to produce "
            "Gold, produce 1 Gold."
        ).modes
        is None
    )


def test_a_wind_and_a_per_card_condition() -> None:
    # the Winds are titled "Kano's Alliance, Akodo Kano", ...: a Wind you control whose title
    # has that name (tests/test_production_history.py)
    wind = _read("This Holding has +1GP if your Wind is Kano's Alliance.", 2)
    assert wind.modes is not None and wind.modes[0].conditional_delta[0].gold == 1
    (shrines,) = (
        _read(
            ":bow:: Produce 2 Gold, plus, if you are a Brotherhood of Shinsei player, 1 additional "
            "Gold for each Ring you control."
        ).modes
        or ()
    )
    (per,) = shrines.per_card
    assert per.select.type == (CardType.RING,) and per.only_if is not None
    assert per.only_if.your_clan == "brotherhood of shinsei"  # ``model.player_clan``


def test_gold_per_ring_only_for_its_clan(tmp_path: Path) -> None:
    from model.load import parse_state

    sets = tmp_path / "rings"
    sets.mkdir()
    cards = [
        {
            "title": "Shrines",
            "types": ["Holding"],
            "text": ":bow:: Produce 2 Gold, plus, if you are a Brotherhood of Shinsei player, 1 "
            "additional Gold for each Ring you control.",
        },
        {
            "title": "Monk Keep",
            "types": ["Stronghold"],
            "gold_production": 0,
            "clans": ["Brotherhood of Shinsei"],
        },
        {"title": "Crab Keep", "types": ["Stronghold"], "gold_production": 0, "clans": ["Crab"]},
        {"title": "Ring of Air", "types": ["Ring"], "decks": ["Fate"]},
    ]
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    pool = CardPool.load([sets])
    for keep, gold in (("Monk Keep", 3), ("Crab Keep", 2)):
        data = {
            "turn": 3,
            "active_player": "me",
            "phase": "action",
            "players": [{"id": "me", "family_honor": 5}],
            "cards": [
                {"id": "keep", "title": keep, "owner": "me", "zone": "home"},
                {"id": "s", "title": "Shrines", "owner": "me", "zone": "home"},
                {"id": "r", "title": "Ring of Air", "owner": "me", "zone": "home"},
            ],
        }
        loaded = parse_state(data, "board", cards=pool)
        view = View.of(loaded.state, loaded.library)
        assert [s.gold for s in gold_sources(view, "me") if s.id == "s"] == [gold], keep


def test_an_unaligned_card() -> None:
    (_, follower, samurai, army) = (
        _read(
            ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Follower, Unaligned Samurai, or "
            "Toturi's Army Personality, if you are a Toturi's Army player, produce 4 Gold which "
            "may only pay for that card."
        ).modes
        or ()
    )
    assert follower.only_for == PaySelector(action=False, type=CardType.FOLLOWER)
    assert samurai.only_for == PaySelector(action=False, keyword="samurai", unaligned=True)
    assert army.only_for == PaySelector(
        action=False, type=CardType.PERSONALITY, clan="toturi's army"
    )
    sel = samurai.only_for
    assert sel.matches(PaidFor(type=CardType.PERSONALITY, keywords=("Samurai",)))
    assert not sel.matches(PaidFor(type=CardType.PERSONALITY, clan="crab", keywords=("Samurai",)))
    assert samurai.only_if is not None  # the player's Clan: ``model.player_clan``
    assert samurai.only_if.your_clan == "toturi's army"


def test_not_paying_for_a_type() -> None:
    _, village = (
        _read(
            ":bow:: Produce 3 Gold.<br>:bow:: If you did not go first this game and are not paying "
            "for a Holding, produce 4 Gold which may only pay for one cost."
        ).modes
        or ()
    )
    assert village.gold == 4 and village.only_for == PaySelector(not_type=CardType.HOLDING)
    assert village.only_if == Condition(none_of=(Condition(turn_order=1),))
    (smugglers,) = (
        _read(
            "This card will not straighten before your third turn.<br>When paying a Gold cost, if "
            "you are not paying for a Holding, bow this card: Produce 3 Gold."
        ).modes
        or ()
    )
    assert (smugglers.gold, smugglers.bow, smugglers.once_per_turn) == (3, True, False)
    sel = smugglers.only_for
    assert sel is not None and not sel.matches(PaidFor(type=CardType.HOLDING))
    assert sel.matches(PaidFor(type=CardType.PERSONALITY))
    assert sel.matches(PaidFor(type=CardType.STRATEGY, action=True))
    # a word that is no card type: refused
    assert (
        _read(
            ":bow:: If you did not go first this game and are not paying for a Samurai, produce "
            "4 Gold which may only pay for one cost."
        ).modes
        is None
    )


def test_an_action_that_lends_or_copies_production_is_not_skipped() -> None:
    for line in (
        "Limited: Straighten another player's target Holding. You, and not its owner, may use "
        "its Gold-producing traits (this turn) as if you controlled it.",
        "Limited: Target a Holding. This card becomes a copy of the target, with its Gold "
        "Production.",
    ):
        assert _read(":bow:: Produce 2 Gold.<br>" + line).modes is None, line


def test_a_clan_player_without_a_stronghold_listed(tmp_path: Path) -> None:
    """The state's ``clan`` says which Clan's player he is, with no Stronghold listed (a false
    illegal found by h24adv1 F6: a Mantis player's Kobune Port gave 2)."""
    from solver.good_faith import check
    from tests.builders import set_board, set_strategy

    port = ":bow:: Produce 2 Gold, or 3 Gold if you are a Mantis Clan player."
    deal = "<b>Limited, :g3::</b> Gain 1 Honor."
    cards: list[dict[str, Any]] = [
        {"title": "Port", "types": ["Holding"], "gold_cost": 2, "text": port},
        set_strategy("Deal", deal),
    ]
    table = [
        {"id": "port", "title": "Port", "owner": "me", "zone": "home"},
        {"id": "deal", "title": "Deal", "owner": "me", "zone": "hand"},
    ]
    for clan, expected in (("mantis", "legal"), ("crab", "illegal")):
        players = [{"id": "me", "family_honor": 5, "clan": clan}, {"id": "them", "family_honor": 5}]
        loaded = set_board(tmp_path, cards, table, f"c{clan}", phase="action", players=players)
        assert check(loaded, "me", "deal", 0).status == expected


def test_paying_for_a_card_is_not_paying_for_its_action(tmp_path: Path) -> None:
    """FAQ (Imperial Artificer, Farmlands): "you are paying for the cost of Farmlands Limited
    action, not a follower": Gold "if paying for a Personality" pays his Recruit, not the Gold
    cost of his own ability."""
    text = (
        ":bow:: Produce 2 Gold, or 4 Gold if paying for a Personality which may only pay for him."
    )
    pool = _pool(tmp_path, text)
    recruit = _state(tmp_path, pool, "Poor Keep")
    assert check(recruit, "me", "adept", RECRUIT).legal  # 4 + 2 = 6
    sets = tmp_path / "sets"
    data = yaml.safe_load((sets / "t.yaml").read_text())
    adept = next(c for c in data["cards"] if c["title"] == "Blood Adept")
    adept["text"] = "<b>Limited, :g6::</b> Draw a card."
    (sets / "t.yaml").write_text(yaml.safe_dump(data))
    pool = CardPool.load([sets])
    state = yaml.safe_load((tmp_path / "state-Poor.yaml").read_text())
    state["phase"] = "action"
    state["cards"][2].update(zone="home", province=None)
    del state["cards"][2]["province"]
    path = tmp_path / "action.yaml"
    path.write_text(yaml.safe_dump(state))
    loaded = load_state(path, cards=pool)
    verdict = check(loaded, "me", "adept", 0)
    assert verdict.status == "illegal", verdict  # 2 + 2 < 6: the 4 is not for his action


def test_a_reaction_when_paying_an_actions_gold_cost() -> None:
    """ "Reaction: When paying an action's Gold cost: Produce 3 Gold." (Yoritomo Singh, h24adv3
    p13): the Gold is produced for that payment and pays it alone (Costs and restrictions /
    Gold production), as "which may only pay for that action" says on Yasuki Tanimura."""
    (mode,) = _read("Reaction: When paying an action's Gold cost: Produce 3 Gold.").modes or ()
    assert (mode.gold, mode.only_for, mode.bow) == (3, PaySelector(action=True), False)
    assert mode.once_per_turn and not mode.while_bowed
    # "for X" without "which may only pay for ...": what it may pay is not read
    assert _read("Reaction: When paying for a Farm: Produce 1 Gold.").modes is None


def test_a_reaction_paying_an_actions_gold_cost_on_the_board(tmp_path: Path) -> None:
    """The Reaction's 3 Gold pays an action's Gold cost (legal with the Keep's 2); whether it
    pays an Equip's card Gold Cost is left open by the rules files (``solver.play_action_gold``):
    unknown where it would close the shortfall (2 + 3 of 5), illegal where it would not (6)."""
    from solver.verdict import EQUIP
    from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy

    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality(
            "Trader", 4, text="<b>Reaction:</b> When paying an action's Gold cost: Produce 3 Gold."
        ),
        set_strategy("Word", "<b>Limited:</b> Pay 5 Gold: Draw a card."),
        {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 5, "force": 1},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "trader", "title": "Trader", "owner": "me", "zone": "home"},
        {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "trader", phase="action")
    assert check(loaded, "me", "word", 0).status == "legal"
    v = check(loaded, "me", "guard", EQUIP)
    assert v.status == "unknown" and "left open" in v.reasons[0], v.reasons
    cards[-1] = {**cards[-1], "gold_cost": 6}
    dear = set_board(tmp_path, cards, table, "trader6", phase="action")
    v = check(dear, "me", "guard", EQUIP)
    assert v.status == "illegal" and "Gold" in v.reasons[0], v.reasons
