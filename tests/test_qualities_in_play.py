"""Trait sentences that give cards keywords, a Clan alignment or stat changes, not read ("This
Personality has Magistrate.", "Samurai at this battlefield have -1F."): while their card is in
play, a verdict that tests that kind of thing is unknown (found as false illegals and legals on
boards of real cards, stop 28); a test of another kind is untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.abilities import Ability
from model.cardtext.qualities import granted_keywords, qualities_unread, quality_kinds
from model.common import Designator
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality, set_strategy


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("This Personality has Magistrate.", {"keyword"}),
        ("Samurai at this battlefield have -1F.", {"stat", "stat:force"}),
        (
            "This Personality has +1PH and Imperial • Magistrate.",
            {"stat", "stat:personal_honor", "keyword"},
        ),
        ("Your other Magistrate Personalities have your Clan alignment.", {"clan"}),
        ("Has -2HR while you control the Ring of Air.", {"stat", "stat:honor_requirement"}),
        ("Has +1F/-1C.", {"stat", "stat:force", "stat:chi"}),
        # a player's state is no card's keyword (h24adv1: Matched Daisho)
        ("This Item has +1F while you have Compassion.", {"stat", "stat:force"}),
        # a stat change in words (found by h23adv3: Blind Honor, Seppun's Blessed Blade)
        (
            "Personalities at this battlefield have a Force penalty equal to their Personal Honor.",
            {"stat", "stat:force"},
        ),
        (
            "This Item's Force modifier equals this Personality's Personal Honor.",
            {"stat", "stat:force"},
        ),
        ("Opposing Personalities have a maximum Force of 3.", {"stat", "stat:force"}),
        ("Negate this Personality's Force and Chi bonuses.", {"stat", "stat:force", "stat:chi"}),
    ],
)
def test_reading(said: str, kinds: set[str]) -> None:
    assert qualities_unread([said]) == (said,)
    assert quality_kinds(said) == kinds


@pytest.mark.parametrize(
    "said",
    [
        "After this card enters play, it has +1F.",
        "This Holding has +1GP.",
        "Gain 1 Honor.",
        # nothing given (h23adv2 F14, h23adv3 F3)
        "You do not gain Honor.",
        "This Personality cannot gain Cavalry.",
        # a rulebook action's bonuses, not modelled: the state states the Force it gave
        "Increase Kano's Force bonuses from the rulebook Tactical Advantage action by 2.",
    ],
)
def test_not_read_as_giving(said: str) -> None:
    assert qualities_unread([said]) == ()


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("Your other Ronin Personalities have Tactician.", {"tactician"}),
        ("Keiasu's Nonhuman, non-Shadowlands Followers have Cavalry.", {"cavalry"}),
        ("Kojiro has Naval while he has a Spell.", {"naval"}),
        ("He has Magistrate and Courtier.", {"magistrate", "courtier"}),
        ("This Personality has Imperial • Magistrate.", {"imperial", "magistrate"}),
        # it gives more than keywords: no names read
        ("This Personality has +1PH and Imperial • Magistrate.", None),
        ("Your other Magistrate Personalities have your Clan alignment.", None),
        ("This Item has +1F while you have Compassion.", None),
    ],
)
def test_reading_the_keywords_given(said: str, names: set[str] | None) -> None:
    assert granted_keywords(said) == (None if names is None else frozenset(names))


def _board(
    tmp: Path,
    badge: str | None,
    effects: list[dict[str, Any]] | None = None,
    word: str = "<b>Limited:</b> Target your performing Magistrate: Gain 1 Honor.",
    phase: str = "action",
) -> str:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 1),
        set_strategy("Word", word),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
    ]
    if badge is not None:
        cards.append(
            {"title": "Badge", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "text": badge}
        )
        table.append(
            {"id": "b", "title": "Badge", "owner": "me", "zone": "home", "attached_to": "lord"}
        )
    fields: dict[str, Any] = {"phase": phase}
    if effects:
        fields["effects"] = effects
    return check(set_board(tmp, cards, table, "q", **fields), "me", "word", 0).status


def test_a_keyword_given_by_an_attachment(tmp_path: Path) -> None:
    assert _board(tmp_path, None) == "illegal"  # no Magistrate
    # the grant read: the performer's candidates count it (h40adv6 N3; was unknown)
    assert _board(tmp_path, "This Personality has Magistrate.") == "legal"
    # a grant under a condition, not that shape: the doubt stays
    assert _board(tmp_path, "While at home, this Personality has Magistrate.") == "unknown"
    # a stat change cannot give a Magistrate: the keyword test stands
    assert _board(tmp_path, "This Personality has +2F.") == "illegal"


def test_a_keyword_no_rule_and_no_text_names(tmp_path: Path) -> None:
    """A keyword given that no rule and no text on the board names can't turn a test of another
    keyword (Reference 04, Keywords; h24adv1 F2: Tamahime's Tactician, h24adv3 F4: Aranai
    Sensei); the controls: the keyword tested, a keyword with rules (Tireless), the keyword
    named by another card in play."""
    assert _board(tmp_path, "This Personality has Tactician.") == "illegal"  # no Magistrate
    tactician = "<b>Limited:</b> Target your performing Tactician: Gain 1 Honor."
    # the grant read (h40adv6 N3; was unknown)
    assert _board(tmp_path, "This Personality has Tactician.", word=tactician) == "legal"
    # Tireless has rules, but they lift only a bowed card's timing (h24adv2 F7c: Kakita Nara)
    assert _board(tmp_path, "This Personality has Tireless.") == "illegal"
    # a Strategy's Limited action in the Dynasty Phase: Tireless given to the Personality
    # can't lift that (it lifts only a bowed card's timing; h25scope)
    assert _board(tmp_path, "This Personality has Tireless.", phase="dynasty") == "illegal"
    assert _board(tmp_path, "This Personality has Tactician.", phase="dynasty") == "illegal"
    # a grant gives only what it names: Shadowlands (a keyword or a Clan) is no Magistrate
    # (h45fixa N7, ``solver.keyword_grant_names``; was `unknown`)
    assert _board(tmp_path, "This Personality has Shadowlands.") == "illegal"
    drill = {"title": "Drill Yard", "types": ["Holding"], "gold_cost": 1}
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 1),
        set_strategy("Word", "<b>Limited:</b> Target your performing Magistrate: Gain 1 Honor."),
        {
            "title": "Badge",
            "types": ["Item"],
            "gold_cost": 1,
            "text": "This Personality has Tactician.",
        },
        {**drill, "text": "<b>Open:</b> Target your Tactician: Gain 1 Honor."},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
        {"id": "b", "title": "Badge", "owner": "me", "zone": "home", "attached_to": "lord"},
        {"id": "yard", "title": "Drill Yard", "owner": "me", "zone": "home"},
    ]
    # another card's printed action naming Tactician tests its own announcement alone
    # (h41adv2 N2: The City of Lies' Courtier vs Sezaru's Gift; was unknown)
    loaded = set_board(tmp_path, cards, table, "named", phase="action")
    assert check(loaded, "me", "word", 0).status == "illegal"
    # named by another card's trait in play (a chain: Tacticians given Magistrate): doubted;
    # out of play its trait is not active, and Word brings no card into play
    cards[-1] = {**drill, "text": "Your Tactician Personalities have Magistrate."}
    loaded = set_board(tmp_path, cards, table, "named1", phase="action")
    assert check(loaded, "me", "word", 0).status == "unknown"
    table[-1] = {"id": "yard", "title": "Drill Yard", "owner": "me", "zone": "province",
                 "province": 1}  # fmt: skip
    loaded = set_board(tmp_path, cards, table, "named2", phase="action")
    assert check(loaded, "me", "word", 0).status == "illegal"


def _library_board(attacker: str, defender: str = "Ikoma Sugo") -> str:
    """Justly Earned Victory (bundled library): the enemy must have lower Force than the
    performer. Only the bundled library, no card data."""
    from model.load import parse_state
    from model.state import View

    data = {
        "turn": 3,
        "active_player": "lion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "lion",
        "players": [
            {"id": "lion", "clan": "lion", "family_honor": 5},
            {"id": "crab", "clan": "crab", "family_honor": 5},
        ],
        "cards": [
            {"id": "me", "title": attacker, "owner": "lion", "zone": "battlefield",
             "battlefield": "crab-p1"},
            {"id": "foe", "title": defender, "owner": "crab", "zone": "battlefield",
             "battlefield": "crab-p1"},
            {"id": "jev", "title": "Justly Earned Victory", "owner": "lion", "zone": "hand"},
        ],
    }  # fmt: skip
    loaded = parse_state(data, "board")
    return check(View.of(loaded.state, loaded.library), "lion", "jev", 0).status


def test_library_cards_carry_the_guards_of_their_unread_text() -> None:
    # Takayuki has Sugo's printed 4F: not lower by the printed Force alone; the performer's
    # "Sugo has +4F while attacking." is read where the state settles it (h38host,
    # ``model.own_stats``): attacking, Sugo is 8F
    assert _library_board("Ikoma Sugo", "Takayuki") == "legal"
    # Sugo the only enemy: his bonus can only raise the Force that must be lower (a test it
    # tightens; h30witness, ``solver.witness_stat_scope``): illegal stands
    assert _library_board("Toritaka Chokichi", "Ikoma Sugo") == "illegal"
    # without Sugo, the printed Force decides (4F against 4F; against 3F)
    assert _library_board("Toritaka Chokichi", "Takayuki") == "illegal"
    assert _library_board("Toritaka Chokichi", "Kaiu Watsuki") == "legal"


@pytest.mark.parametrize(
    ("kinds", "tested", "expected"),
    [
        ({"stat", "stat:force"}, {"stat", "stat:personal_honor"}, False),
        ({"stat", "stat:force"}, {"stat", "stat:force", "stat:chi"}, True),
        ({"stat"}, {"stat", "stat:personal_honor"}, True),  # a change naming no stat
        ({"stat", "stat:chi"}, {"stat"}, True),  # a test naming no stat
        ({"stat", "stat:force"}, {"keyword"}, False),
        ({"keyword"}, {"keyword", "stat"}, True),
        ({"clan"}, {"keyword"}, False),
    ],
)
def test_a_stat_change_turns_only_a_test_of_that_stat(
    kinds: set[str], tested: set[str], expected: bool
) -> None:
    from solver.traits_in_play import overlaps

    assert overlaps(frozenset(kinds), frozenset(tested)) is expected


def test_a_force_change_leaves_a_personal_honor_comparison(tmp_path: Path) -> None:
    """Shamate Keep (bundled library) compares Personal Honor; "Sugo has +4F while attacking"
    can't turn that, while a Force comparison (Justly Earned Victory) is unknown."""
    from model.load import load_state
    from model.state import View

    root = Path(__file__).resolve().parents[1]
    loaded = load_state(root / "examples" / "states" / "lion-winter-warfare.yaml")
    view = View.of(loaded.state, loaded.library)
    sugo = [c.id for c in loaded.state.cards if c.title == "Ikoma Sugo"]
    assert sugo and view.card(sugo[0]).in_play
    assert check(view, "lion", "shamate", 0).status == "legal"


@pytest.mark.parametrize(
    ("badge", "expected"),
    [
        (None, "legal"),
        ("This Personality has a Force bonus equal to its Personal Honor.", "unknown"),
        ("This Item's Force modifier equals this Personality's Personal Honor.", "unknown"),
        ("This Personality has +1PH.", "legal"),  # Personal Honor: not what is tested
    ],
)
def test_a_force_change_in_words_on_the_board(
    tmp_path: Path, badge: str | None, expected: str
) -> None:
    """ "Target your Personality with 2 or lower Force" on a 1F Lord: a Force change the text
    states in words may turn it (found as a false legal: Blind Honor on the board)."""
    assert _force_board(tmp_path, badge, "action") == expected


def test_a_stat_change_leaves_an_illegal_timing(tmp_path: Path) -> None:
    """Not in an Action Phase: no stat change makes a Limited action usable (h23adv4 F9)."""
    badge = "This Personality has a Force bonus equal to its Personal Honor."
    assert _force_board(tmp_path, badge, "dynasty") == "illegal"
    assert _force_board(tmp_path, "This Personality has Tireless.", "dynasty") == "illegal"


def _force_board(tmp_path: Path, badge: str | None, phase: str) -> str:
    word = "<b>Limited:</b> Target your Personality with 2 or lower Force: Gain 1 Honor."
    return _board(tmp_path, badge, word=word, phase=phase)


def test_a_stat_cost_tests_that_stat() -> None:
    """ "Give this Personality -1C" needs the Chi to pay (Costs and restrictions): an unread
    Chi change may turn it (found by h23adv3 F7: Cursed Relic under Ryoshun's Guidance)."""
    from model.cardtext import import_text
    from model.common import CardType
    from solver.traits_in_play import tested_qualities

    text = "<b>Open:</b> Give this Personality -1C: Gain 1 Honor."
    (action,) = import_text(text, title="T Monk", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    assert {"stat", "stat:chi"} <= tested_qualities(action.ability)


@pytest.mark.parametrize(
    ("trait", "expected"),
    [
        ("", "illegal"),  # 2 Gold, 1 produced
        # its own Gold cost change (Economic Manipulation; found by h23adv3 F6), read where
        # the state settles it (h39adv2 N4, ``solver.own_cost_stat``): no Merchant here
        ("This card has -1 Gold Cost if you control a Merchant.", "illegal"),
        # not settled: a condition other than "you control ..."
        ("This card has -1 Gold Cost if you have the Imperial Favor or won a battle.", "unknown"),
        ("This card has +1F.", "illegal"),  # not its Gold cost
    ],
)
def test_a_strategys_own_gold_cost_change(tmp_path: Path, trait: str, expected: str) -> None:
    assert quality_kinds("This Personality has +2 Gold Cost.") == {"stat", "stat:gold_cost"}
    text = "<b>Limited:</b> Gain 1 Honor." + (f" <br>{trait}" if trait else "")
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 1},
        set_strategy("Deal", text, gold_cost=2),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "deal", "title": "Deal", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "g", phase="action")
    assert check(loaded, "me", "deal", 0).status == expected


def test_a_brought_card_is_tested_as_its_play() -> None:
    """An action bringing a card asks what its Recruit or Equip asks (who may take it, its
    Clan, Honor Requirement and Gold Cost): a keyword given by text not read ("This Personality
    has Shugenja", Koan's Jingasa) may turn it (a false illegal found by h23adv1 F6)."""
    from model.cardtext import import_text
    from model.common import CardType
    from solver.traits_in_play import tested_qualities

    text = "<b>Open:</b> Equip a Spell to your target Personality."
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    tested = tested_qualities(action.ability)
    assert {"keyword", "clan", "stat:honor_requirement", "stat:gold_cost"} <= tested


@pytest.mark.parametrize(
    ("trait_on", "trait", "expected"),
    [
        (None, "", "legal"),
        # about one card only, not the one the answer rests on (h23adv2 F8: Matsu Hachiro)
        ("bold", "Bold has +2F while attacking.", "legal"),
        # about the target itself (a condition the state does not settle)
        ("foe", "Foe has +2F while dueling.", "unknown"),
        # read: not attacking in the Action Phase, no change (h38host, ``model.own_stats``)
        ("foe", "Foe has +2F while attacking.", "legal"),
        # about cards in general
        ("bold", "Personalities at this battlefield have +2F.", "unknown"),
        # about the cards of one unit, another than the target's (h24adv1 F7: Matsu Keiasu)
        ("bold", "Bold's Nonhuman, non-Shadowlands Followers have +2F.", "legal"),
        ("bold", "Followers in this unit have +2F.", "legal"),
        # its own Followers' flat change is applied (h38, ``model.follower_stats``): Foe has
        # none, and he is no Follower: legal (was unknown)
        ("foe", "Foe's Followers have +2F.", "legal"),
        # the target's own unit, with no Follower in it: it changes no card (h41need,
        # ``solver.unit_follower_scope``; was unknown)
        ("foe", "Followers in this unit have +2F.", "legal"),
    ],
)
def test_a_change_to_one_card_leaves_answers_resting_on_others(
    tmp_path: Path, trait_on: str | None, trait: str, expected: str
) -> None:
    text = "<b>Limited:</b> Target an enemy Personality with 2 or lower Force: Gain 1 Honor."
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Bold", 1, text=trait if trait_on == "bold" else ""),
        set_personality("Foe", 1, text=trait if trait_on == "foe" else ""),
        set_strategy("Word", text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "bold", "title": "Bold", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "Foe", "owner": "them", "zone": "home"},
        {"id": "word", "title": "Word", "owner": "me", "zone": "hand"},
    ]
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    loaded = set_board(tmp_path, cards, table, "one", phase="action", players=players)
    assert check(loaded, "me", "word", 0).status == expected


def test_a_gold_cost_priced_by_a_stat_tests_it() -> None:
    """ "pay Gold equal to his unit's total Gold Cost" (Kitsuki Judgment) tests Gold Costs: an
    unread "+2 Gold Cost" (Coin Pouch) may turn it (a false legal found by h24adv3)."""
    from model.cardtext import import_text
    from model.common import CardType
    from solver.traits_in_play import tested_qualities

    text = (
        "<b>Limited:</b> Target a Personality and pay Gold equal to his unit's total Gold Cost: "
        "He commits seppuku."
    )
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert {"stat", "stat:gold_cost"} <= tested_qualities(action.ability)


def test_a_unique_refusal_stands(tmp_path: Path) -> None:
    """A second copy of a Unique card: no keyword or stat given turns that (h24adv1)."""
    lord = set_personality(
        "Lord", 1, keywords=["Unique"], text="Your other Ronin Personalities have Tactician."
    )
    cards: list[dict[str, Any]] = [KEEP_CARD, lord]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "lord2", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
    ]
    loaded = set_board(tmp_path, cards, table, "u")
    verdict = check(loaded, "me", "lord2", RECRUIT)
    assert verdict.status == "illegal" and verdict.reasons[0].startswith("Unique:")


def test_a_card_putting_itself_into_play_asks_no_host() -> None:
    """ "Put this Terrain into play": no host's keywords or Clan to ask (needless unknowns
    found by h24adv2 F6)."""
    from model.abilities import BringIntoPlay, Effect
    from model.selectors import SOURCE, Selector
    from solver.traits_in_play import tested_qualities

    itself = BringIntoPlay(select=Selector(), card=SOURCE, pay_cost=False)
    ability = Ability(designators=(Designator.BATTLE,), effects=(Effect(bring_into_play=itself),))
    assert not tested_qualities(ability) & {"keyword", "clan"}


def test_a_target_with_no_candidate_is_tested_by_its_own_selector(tmp_path: Path) -> None:
    """ "performer: ...; you have none" (h24adv2 N4a: Asako Ume's "+1F while she has a Spell"
    beside a Samurai performer none has): only what that target's own selector tests can give
    it a candidate; a Force change tested by another target can't (the control: a keyword)."""
    word = (
        "<b>Limited:</b> Choose your performing Magistrate and target an enemy Personality with "
        "2 or lower Force: Gain 1 Honor."
    )
    assert _board(tmp_path, None, word=word) == "illegal"
    assert _board(tmp_path, "This Personality has +2F.", word=word) == "illegal"
    # the grant read: the performer has a candidate, the enemy Personality none (h40adv6 N3)
    assert _board(tmp_path, "This Personality has Magistrate.", word=word) == "illegal"
