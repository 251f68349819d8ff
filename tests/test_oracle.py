"""Oracle of the Void import and the Gold production parser (Costs and restrictions / Gold
production).

The by-name expectations were read by hand from each card's text in the shared export.
"""

from __future__ import annotations

import ast
import json
from io import StringIO
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model.cards import (
    ATTACHMENT_TYPES,
    CardType,
    ConditionalGold,
    GoldBonus,
    PaySelector,
    PerCardGold,
    ProductionMode,
)
from model.common import Stat
from model.oracle import (
    OracleCard,
    OracleError,
    analyse_production,
    coverage,
    load_oracle,
    parse_production,
    parse_stat,
    read_oracle,
)
from model.selectors import Condition, Controller, CountAtLeast, Selector
from solver.oracle_cli import run_coverage

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
ORACLE = DATA / "oracle"
ORACLE_FILES = {
    "celestials.json",
    "events.json",
    "followers.json",
    "holdings.json",
    "items.json",
    "personalities.json",
    "regions.json",
    "rings.json",
    "senseis.json",
    "spells.json",
    "strategies.json",
    "strongholds.json",
}

YOU = Controller.YOU
STAT = ProductionMode(from_stat=Stat.GOLD_PRODUCTION)
ATTACHMENTS = tuple(t.value for t in sorted(ATTACHMENT_TYPES))


def gold(n: int, **kwargs: object) -> ProductionMode:
    return ProductionMode(gold=n, **kwargs)  # type: ignore[arg-type]


def only(n: int, *, type: str | None = None, keyword: str | None = None) -> ProductionMode:
    return ProductionMode(gold=n, only_for=PaySelector(type=type, keyword=keyword))


def clan_player(clan: str) -> Condition:
    stronghold = Selector(type=("stronghold",), clan=clan, controller=YOU)
    return Condition(control=CountAtLeast(select=stronghold))


def if_(n: int, condition: Condition) -> tuple[ConditionalGold, ...]:
    return (ConditionalGold(condition=condition, gold=n),)


# --------------------------------------------------------------------------------------------
# Literal strings: no data needed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bow this card: Produce 2 Gold.", (gold(2),)),
        (":bow:: Produce 4 Gold", (gold(4),)),
        ("<b>:bow::</b> Produce 1 Gold.<br><b>Open:</b> Draw a card.", (gold(1),)),
        (
            ":bow:: Produce 2 Gold, or 3 Gold when paying for a Nonhuman.",
            (gold(2, bonuses=(GoldBonus(when=PaySelector(keyword="nonhuman"), gold=1),)),),
        ),
        (
            ":bow:: Produce 1 Gold, or 3 Gold when paying for a Follower.",
            (gold(1, bonuses=(GoldBonus(when=PaySelector(type="follower"), gold=2),)),),
        ),
        (
            ":bow:: Produce 2 Gold, or 3 Gold if paying for a Courtier which may only pay "
            "for that card.",
            (gold(2), only(3, keyword="courtier")),
        ),
        (":bow:: Produce 3 Gold only to pay for Followers.", (only(3, type="follower"),)),
        (
            ":bow:: Produce 2 Gold which may only pay for a Spell or Monk.",
            (only(2, type="spell"), only(2, keyword="monk")),
        ),
        (":bow:, lose 1 Honor: Produce 3 Gold.", (gold(3, lose_honor=1),)),
        (":bow:: Lose 2 Honor to produce 4 Gold.", (gold(4, lose_honor=2),)),
        (":bow:: Produce 2 Gold and lose 1 Honor.", (gold(2, lose_honor=1),)),
        (
            ":bow:: Produce 1 Gold, or lose 1 Honor to produce 2 Gold.",
            (gold(1), gold(2, lose_honor=1)),
        ),
        (
            ":bow:: Produce 2 Gold, or 3 Gold if you have the Imperial Favor.",
            (gold(2, conditional=if_(3, Condition(have_imperial_favor=True))),),
        ),
        (
            ":bow:: Produce 2 Gold, or 4 Gold if it is your turn.",
            (gold(2, conditional=if_(4, Condition(your_turn=True))),),
        ),
        (
            ":bow:: Produce 1 Gold, or 2 Gold if your Family Honor is 12 or higher.",
            (gold(1, conditional=if_(2, Condition(family_honor_at_least=12))),),
        ),
        (
            ":bow:: Produce 2 Gold, or 3 Gold if you are a Crab Clan player.",
            (gold(2, conditional=if_(3, clan_player("crab"))),),
        ),
        (
            ":bow:: Produce 2 Gold, or 3 Gold if you control a Samurai.",
            (
                gold(
                    2,
                    conditional=if_(
                        3,
                        Condition(
                            control=CountAtLeast(
                                select=Selector(keyword=("samurai",), controller=YOU)
                            )
                        ),
                    ),
                ),
            ),
        ),
        (
            ":bow:: Produce 1 Gold, plus 1 Gold for each other Mine you control.",
            (
                gold(
                    1,
                    per_card=(
                        PerCardGold(
                            select=Selector(
                                keyword=("mine",), controller=YOU, other_than=("source",)
                            )
                        ),
                    ),
                ),
            ),
        ),
        (
            ":bow:: Produce 1 Gold for each Farm you control.",
            (
                gold(
                    0,
                    per_card=(PerCardGold(select=Selector(keyword=("farm",), controller=YOU)),),
                ),
            ),
        ),
        (
            ":bow:: Produce 2 Gold.<br>:bow:: Produce 4 Gold which can only pay for a single "
            "Jade card.",
            (gold(2), only(4, keyword="jade")),
        ),
        # Cost reductions next to a production line are ignored.
        (
            ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Monk, he enters play for "
            "2 less Gold.",
            (gold(2),),
        ),
        # Further effects of producing that do not change this bow's Gold.
        (
            ":bow:: Produce 2 Gold. If you bowed this Holding while paying to Recruit a Farm, "
            "draw a card.",
            (gold(2),),
        ),
    ],
)
def test_parse_production_literal(text: str, expected: tuple[ProductionMode, ...]) -> None:
    assert parse_production(text, CardType.HOLDING) == expected


@pytest.mark.parametrize(
    "text",
    [
        ":bow:: Produce 2 Gold, or 3 Gold if the moon is full.",
        ":bow:: Produce 2 Gold, or 4 Gold if paying for a Unique Personality which may only "
        "pay for him.",
        ":bow:: Produce 2 Gold, or 3 Gold if paying for a card with a printed Gold Cost of 8 "
        "or more which may only pay for that card.",
        ":bow:: Produce Gold equal to the Chi of your Courtier.",
        "Reaction: When paying a Gold cost, produce 1 Gold.",
        "Reaction: When paying for a card with a printed Gold Cost of 3 or more, produce 1 Gold.",
        "Limited, :bow:: Produce 2 Gold.",
        ":bow:: Produce 2 Gold that can only pay for a single Political action.",
        ":bow:: Produce 2 Gold. You may not Recruit Personalities this turn, lose 1 Honor.",
        ":bow:: Produce 2 Gold.<br>Your Stronghold produces 1 more Gold.",
        "This Holding has +1GP when it pays for a single Samurai only.",  # no GP stat given
    ],
)
def test_parse_production_unmodelled(text: str) -> None:
    analysis = analyse_production(text, CardType.HOLDING)
    assert analysis.modes is None
    assert analysis.produces and analysis.status == "unmodelled"
    assert analysis.reason


@pytest.mark.parametrize(
    ("text", "reduction"),
    [
        ("<b>Battle:</b> Give your target Personality +2F.", False),
        ("", False),
        ("Your Spells enter play for 1 less Gold.", True),
        (":bow:: When paying for a Follower, it enters play for 3 less Gold.", True),
        (":bow:: When paying for a Samurai, he enters play for 0 Gold.", True),
    ],
)
def test_parse_production_not_a_producer(text: str, reduction: bool) -> None:
    analysis = analyse_production(text, CardType.HOLDING)
    assert analysis.modes == () and not analysis.produces
    assert analysis.reduction is reduction
    assert parse_production(text, CardType.HOLDING) == ()


def test_production_from_the_stat() -> None:
    """A Stronghold, or a Holding with a Gold Production stat, produces its stat."""
    assert parse_production("", CardType.STRONGHOLD, 5) == (STAT,)
    assert parse_production("<b>Battle:</b> Ranged 2 Attack.", CardType.HOLDING, 3) == (STAT,)
    bonus = "This Holding has +2GP when it pays for a single Holding only."
    expected = ProductionMode(
        from_stat=Stat.GOLD_PRODUCTION,
        bonuses=(GoldBonus(when=PaySelector(type="holding"), gold=2),),
    )
    assert parse_production(bonus, CardType.HOLDING, 2) == (expected,)
    # A Stronghold's extra bow line is a further mode.
    line = ":bow:: When paying for a Spell, produce 5 Gold which may only pay for that card."
    assert parse_production(line, CardType.STRONGHOLD, 3) == (STAT, only(5, type="spell"))
    # Every Stronghold produces Gold: without the stat it is not modelled.
    assert parse_production("", CardType.STRONGHOLD, None) is None
    # A Sensei's "production" is a modifier, not a Gold Production stat.
    assert parse_production("", CardType.SENSEI, 1) == ()


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        (["3"], 3),
        (["+2"], 2),
        (["-1"], -1),
        (["+0"], 0),
        (["-"], None),
        (["*"], None),
        ([""], None),
        (["+*"], None),
        (["1*"], 1),
        ([], None),
        (None, None),
        ("4", 4),
    ],
)
def test_parse_stat(raw: object, value: int | None) -> None:
    assert parse_stat(raw) == value


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                ":bow:: ",
                "Produce ",
                "2 ",
                "Gold",
                ", or ",
                "3 Gold ",
                "if ",
                "when paying for ",
                "a Nonhuman",
                "you control ",
                "which may only pay for that card",
                ".",
                "<br>",
                "lose 1 Honor",
                " and ",
                "+1GP",
                "less Gold",
                "for each ",
                "other Mine ",
                ", plus ",
                "This Holding has ",
                "Reaction: ",
                "a single ",
                "attachment",
                "only",
            ]
        ),
        max_size=14,
    ).map("".join),
    st.sampled_from([CardType.HOLDING, CardType.STRONGHOLD, CardType.PERSONALITY]),
    st.one_of(st.none(), st.integers(0, 8)),
)
def test_parse_production_total(text: str, card_type: CardType, stat: int | None) -> None:
    """Any text gives modes, () or None — never an exception — and agrees with its status."""
    analysis = analyse_production(text, card_type, stat)
    assert (analysis.modes is None) == (analysis.status == "unmodelled")
    assert (analysis.modes == ()) == (analysis.status in ("none", "reduction"))


def test_model_does_not_import_solver() -> None:
    source = (Path(__file__).resolve().parents[1] / "model" / "oracle.py").read_text()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            assert not (node.module or "").startswith("solver")
        elif isinstance(node, ast.Import):
            assert all(not a.name.startswith("solver") for a in node.names)


# --------------------------------------------------------------------------------------------
# Error paths


def _holding(title: str, text: str) -> dict[str, object]:
    return {
        "title": [title],
        "formattedtitle": title,
        "type": ["Holding"],
        "cost": ["2"],
        "text": [text],
    }


def test_malformed_json_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "holdings.json"
    bad.write_text('[{"title": ["Large Farm"], "type": ["Holding"]')
    with pytest.raises(OracleError, match=r"holdings\.json: malformed JSON at line 1"):
        read_oracle(tmp_path)
    out, err = StringIO(), StringIO()
    assert run_coverage(bad, as_json=True, out=out, err=err) == 2
    message = err.getvalue()
    assert out.getvalue() == ""
    assert message.count("\n") == 1 and "holdings.json" in message
    assert "expected a list of card objects" in message and "Traceback" not in message


@pytest.mark.parametrize(
    ("content", "match"),
    [
        ('{"title": ["Large Farm"]}', r"expected a JSON list of card objects, got a JSON dict"),
        ('["Large Farm"]', r"entry 0: expected a card object"),
        ('[{"type": ["Holding"]}]', r"entry 0: expected 'title'"),
        ('[{"title": ["Large Farm"]}]', r"entry 0: expected 'type'"),
        (
            '[{"title": ["Large Farm"], "type": ["Holding"], "keywords": "Farm", "text": [3]}]',
            r"entry 0: expected 'text' to be a list of strings",
        ),
    ],
)
def test_wrong_shape_names_file_and_entry(tmp_path: Path, content: str, match: str) -> None:
    file = tmp_path / "cards.json"
    file.write_text(content)
    with pytest.raises(OracleError, match=rf"cards\.json.*{match}"):
        read_oracle(file)


def test_missing_path_and_empty_directory(tmp_path: Path) -> None:
    err = StringIO()
    assert run_coverage(tmp_path / "nowhere", as_json=False, out=StringIO(), err=err) == 2
    assert "nowhere: no such file or directory" in err.getvalue()
    with pytest.raises(OracleError, match=r"no \*\.json files"):
        read_oracle(tmp_path)


def test_cli_json_on_a_small_export(tmp_path: Path) -> None:
    entries = [
        _holding("Large Farm", ":bow:: Produce 2 Gold."),
        _holding("Odd Mine", ":bow:: Produce 2 Gold, or 3 Gold if the moon is full."),
        _holding("Whispering Hall", "Your Spells enter play for 1 less Gold."),
        _holding("Empty Hall", "<b>Open:</b> Gain 1 Honor."),
    ]
    (tmp_path / "holdings.json").write_text(json.dumps(entries))
    out = StringIO()
    assert run_coverage(tmp_path, as_json=True, out=out, err=StringIO()) == 0
    report = json.loads(out.getvalue())
    assert report["producing"] == 2 and report["modelled"] == 1
    assert report["coverage"] == 0.5
    assert report["unmodelled"] == ["Odd Mine"]
    assert report["reductions"] == ["Whispering Hall"]
    assert "moon" in report["reasons"]["Odd Mine"]
    text = StringIO()
    assert run_coverage(tmp_path, as_json=False, out=text, err=StringIO()) == 0
    assert "1/2" in text.getvalue() and "Odd Mine" in text.getvalue()


# --------------------------------------------------------------------------------------------
# The shared Oracle export


@pytest.fixture(scope="module")
def oracle() -> dict[str, OracleCard]:
    if not ORACLE.is_dir():
        pytest.skip(f"shared Oracle data absent at {ORACLE}")
    return {card.key: card for card in read_oracle(ORACLE)}


def test_loads_all_files(oracle: dict[str, OracleCard]) -> None:
    assert {card.source for card in oracle.values()} == ORACLE_FILES
    raw = sum(len(json.loads((ORACLE / name).read_text())) for name in ORACLE_FILES)
    assert len(oracle) == raw
    cards = load_oracle(ORACLE)
    assert len(cards) == raw
    assert all(card.provenance == "oracle" for card in cards.values())


def test_titles_and_versions(oracle: dict[str, OracleCard]) -> None:
    base = oracle["Bamboo Harvesters"].card
    exp = oracle["Bamboo Harvesters • Experienced"].card
    assert base.title == exp.title == "Bamboo Harvesters"
    assert base.gold_cost == 0 and exp.gold_cost == 3
    assert base.unique and base.keywords == ("forest",)
    assert exp.keywords == ("experienced", "forest")
    assert oracle["Border Keep • Inexperienced"].card.keywords == ("inexperienced", "winter")


def test_stats_keywords_and_clans(oracle: dict[str, OracleCard]) -> None:
    dairuko = oracle["Akodo Dairuko"].card
    assert dairuko.type is CardType.PERSONALITY and dairuko.clan == ("lion",)
    assert dairuko.loyal and dairuko.unique and not dairuko.singular
    assert "loyal" in dairuko.keywords and "unique" not in dairuko.keywords
    assert (dairuko.force, dairuko.chi, dairuko.honor_requirement) == (6, 5, 10)
    assert (dairuko.personal_honor, dairuko.gold_cost) == (5, 10)
    chikara = oracle["Chikara • Experienced 2"].card
    assert chikara.honor_requirement is None and chikara.clan == ()
    assert oracle["Chugo Seido"].card.singular
    regulars = oracle["Akodo Regulars"].card
    assert regulars.type is CardType.FOLLOWER and regulars.personal_honor is None
    assert (regulars.force, regulars.chi, regulars.honor_requirement) == (2, 0, 2)
    assert (regulars.gold_cost, regulars.focus) == (3, 2)
    yung = oracle["Yung Sensei"].card
    assert yung.type is CardType.SENSEI and yung.keywords == ()
    assert (yung.gold_production, yung.province_strength, yung.starting_honor) == (-1, 0, 0)
    assert oracle["Tanizaki Sensei"].card.starting_honor == -1
    keep = oracle["Carpenter Castle"].card
    assert keep.type is CardType.STRONGHOLD and keep.clan == ("crab",)
    assert (keep.gold_production, keep.province_strength, keep.starting_honor) == (4, 9, 4)
    assert oracle["The Forgotten Temple"].card.clan == ()  # Unaligned


#: Read by hand from each card's text (and its Gold Production stat where printed).
BY_NAME: list[tuple[str, tuple[ProductionMode, ...] | None]] = [
    # plain
    ("Large Farm", (gold(2),)),
    ("Small Farm", (gold(1),)),
    ("Remote Village", (gold(3),)),
    ("Diamond Mine", (gold(5),)),
    ("Bamboo Harvesters", (gold(2),)),
    ("Border Keep • Experienced", (gold(2),)),
    ("Akodo Dojo", (gold(2),)),  # its "3 less Gold for a Follower" line is a reduction
    ("Vast Paddy Fields", (gold(2),)),  # the refill is a further effect, not Gold
    # bonus
    (
        "Ageless Shrine",
        (gold(2, bonuses=(GoldBonus(when=PaySelector(keyword="nonhuman"), gold=1),)),),
    ),
    # only for
    ("Jade Works", (gold(3), only(5, keyword="jade"))),
    ("Magistrate's Stipend", (gold(2), only(3, keyword="magistrate"))),
    ("Red Crane Dojo", (gold(3), only(4, keyword="ninja"))),
    ("Bandit's Sanctuary", (gold(2), only(3, keyword="ronin"))),
    ("Damaged Port", (gold(2), only(4, type="holding"))),
    ("Border Keep • Experienced 2", (gold(2), only(3, type="holding"))),
    ("Jungle Stockade", (gold(3), *(only(4, type=t) for t in ATTACHMENTS))),
    (
        "The Toil of Zokujin",
        (gold(1), only(2, keyword="armor"), only(2, keyword="mine"), only(2, keyword="weapon")),
    ),
    # lose Honor
    ("Lane of Immorality", (gold(2, lose_honor=1),)),
    ("Temple to Fudo", (gold(2, lose_honor=1),)),
    ("House of Disgrace", (gold(2), gold(3, lose_honor=1))),
    # conditional
    ("Copper Mine", (gold(2, conditional=if_(3, clan_player("lion"))),)),
    ("Kobune Port", (gold(2, conditional=if_(3, clan_player("mantis"))),)),
    ("Wandering Caravan", (gold(2, conditional=if_(3, Condition(your_turn=False))),)),
    (
        "Haiku School",
        (
            gold(
                2,
                conditional=if_(
                    3,
                    Condition(
                        have_imperial_favor=True,
                        control=CountAtLeast(
                            select=Selector(keyword=("courtier",), controller=YOU)
                        ),
                    ),
                ),
            ),
        ),
    ),
    (
        "Shrine to Nimuro",
        (
            gold(
                2,
                conditional=if_(
                    3,
                    Condition(
                        control=CountAtLeast(
                            select=Selector(keyword=("tactician",), controller=YOU)
                        )
                    ),
                ),
            ),
        ),
    ),
    (
        "House of the Floating Lotus",
        (
            gold(
                2,
                conditional=if_(
                    4,
                    Condition(
                        control=CountAtLeast(
                            select=Selector(
                                keyword=("geisha house",),
                                controller=YOU,
                                other_than=("source",),
                            ),
                            at_least=2,
                        )
                    ),
                ),
            ),
        ),
    ),
    # per card
    (
        "Sheltered Port",
        (
            gold(
                2,
                per_card=(
                    PerCardGold(
                        select=Selector(
                            type=("holding",),
                            any_keyword=("market", "port"),
                            controller=YOU,
                            other_than=("source",),
                        )
                    ),
                ),
            ),
        ),
    ),
    (
        "The Imperial Treasury",
        (
            gold(
                1,
                per_card=(
                    PerCardGold(select=Selector(type=("holding",), unique=False, controller=YOU)),
                ),
            ),
        ),
    ),
    # Gold Production stat
    ("Architect", (STAT,)),
    (
        "Platinum Mine",
        (
            ProductionMode(
                from_stat=Stat.GOLD_PRODUCTION,
                bonuses=tuple(GoldBonus(when=PaySelector(type=t), gold=1) for t in ATTACHMENTS),
            ),
        ),
    ),
    ("Carpenter Castle", (STAT,)),
    ("Shiro Shiba", (STAT,)),
    ("Palace of the Breaking Dawn", (STAT,)),  # "Ronin enter play for 1 less Gold": reduction
    ("Foothold of the Mad", (STAT,)),  # Gold Production 0
    (
        "The Sacred Temple of the Phoenix • Inexperienced",
        (STAT, only(5, type="spell"), only(5, keyword="shugenja")),
    ),
    # not modelled: would be wrong with today's fields
    ("Gates of the Second City", None),  # +2GP if you didn't go first
    ("Yasuki Palaces • Experienced", None),  # 1 less Gold for a Personality
    ("Suikihime's Chambers", None),  # only for a Unique Personality
    ("Staging Grounds", None),  # printed Gold Cost of 9 or more
    ("Luxurious Silk", None),  # produces without bowing
    ("Trading Grounds", None),  # +3GP, but the export has no Gold Production stat
]


@pytest.mark.parametrize(("key", "expected"), BY_NAME, ids=[k for k, _ in BY_NAME])
def test_production_by_name(
    oracle: dict[str, OracleCard], key: str, expected: tuple[ProductionMode, ...] | None
) -> None:
    entry = oracle[key]
    assert entry.card.type in (CardType.HOLDING, CardType.STRONGHOLD)
    assert entry.production.produces
    assert entry.production.modes == expected
    assert entry.card.production == (expected or ())


def test_stat_values_behind_from_stat(oracle: dict[str, OracleCard]) -> None:
    assert oracle["Platinum Mine"].card.gold_production == 5
    assert oracle["Architect"].card.gold_production == 3
    assert oracle["Shiro Shiba"].card.gold_production == 4
    assert oracle["Foothold of the Mad"].card.gold_production == 0
    temple = oracle["The Sacred Temple of the Phoenix • Inexperienced"].card
    assert temple.gold_production == 3


@pytest.mark.parametrize(
    "key", ["Whispering Archive", "School of Wizardry", "Versatile Farm", "Colonial Dojo"]
)
def test_reductions_are_not_producers(oracle: dict[str, OracleCard], key: str) -> None:
    assert oracle[key].production.status == "reduction"
    assert oracle[key].card.production == ()


def test_non_producers(oracle: dict[str, OracleCard]) -> None:
    for key in ("Fortifications", "Blessed Dojo", "Poorly Placed Garden", "Public Room"):
        assert oracle[key].production.status == "none", key


#: Holdings and Strongholds whose Gold production the model cannot express today (see the
#: reasons in the coverage report). Pinned so that a regression or an improvement shows.
UNMODELLED = {
    "Ashigaru Farmland", "Bamboo Irrigation", "Bushi Dojo", "Colonial Market",
    "Colonial Temple", "Ever-Winter Copse", "Gates of the Second City", "Honored Sensei",
    "Jade Mine", "Journey's End Keep • Experienced", "Ki-Rin's Shrine • Experienced 2",
    "Kumite Grounds", "Library of Rebirth", "Luxurious Silk", "Mess Hall", "Moneylender",
    "Mystic Dojo", "Plantation", "Retired Scholar", "Seaside Bazaar", "Slave Pits",
    "Staging Grounds", "Stolen Merchandise", "Suana Dojo", "Suikihime's Chambers",
    "The Amethyst Court", "The Endless Plains of the Unicorn", "The Fruitful Port of the Mantis",
    "The Shadowed Estate of the Scorpion", "Trading Grounds", "Yasuki Palaces • Experienced",
}  # fmt: skip


def test_coverage(oracle: dict[str, OracleCard]) -> None:
    report = coverage(oracle.values())
    assert report.producing == 294
    assert report.modelled == report.producing - len(UNMODELLED)
    assert set(report.unmodelled) == UNMODELLED
    assert list(report.unmodelled) == sorted(report.unmodelled)
    assert dict(report.reasons).keys() == UNMODELLED
    assert report.coverage >= 0.89
    assert set(report.reductions) >= {"Whispering Archive", "School of Wizardry"}


@pytest.mark.xfail(
    reason="95 % needs fields model.cards lacks (production without bowing, PaySelector "
    "unique / action / printed cost, going-first conditions) and 10 Gold Production stats "
    "missing from the export",
    strict=True,
)
def test_coverage_goal(oracle: dict[str, OracleCard]) -> None:
    assert coverage(oracle.values()).coverage >= 0.95


def test_cli_json_on_the_export(oracle: dict[str, OracleCard]) -> None:
    out = StringIO()
    assert run_coverage(ORACLE, as_json=True, out=out, err=StringIO()) == 0
    report = json.loads(out.getvalue())
    assert {"producing", "modelled", "coverage", "unmodelled"} <= report.keys()
    assert report["producing"] == 294 and set(report["unmodelled"]) == UNMODELLED
