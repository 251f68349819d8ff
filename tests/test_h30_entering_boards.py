"""h30enter: entering play on boards of real cards (../shared/data), each with a control.

- "You may not play :shadowlands: cards." (Three Clan Alliance, Ryouko Sensei): its controller's
  Recruit of a :shadowlands: card is illegal, naming the sentence; another card is not
  concerned (``solver.play_bans``).
- "You can not play Oath of Fealty." (Hikahime Sensei) concerns no other title
  (``solver.copy_scope.banned_title``); Hikahime's +1 Gold Cost is in the Gold a shortfall
  names (``solver.entering_price.gold_cost_now``).
- "Hokinsha has +1C if you are Mantis Clan or have Courtesy." gives no keyword ("you ... or have
  Courtesy": the player's): it doubts no Recruit.
- "You may Recruit Keirei for :g1: less if you are Spider Clan." (Goju Keirei) is read.
- Expansive Range's Interrupt at a Recruit awaiting Interrupts (a ``recruited`` event, timing
  ``before``) is legal; after it, still unknown.
- A card's own condition on its player's Wind, Sensei or Stronghold (``solver.named_entry``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(
    pool: CardPool,
    cards: list[tuple[str, str, str]],
    *,
    phase: str = "dynasty",
    clan: str = "spider",
    **extra: Any,
) -> LoadedState:
    """My turn; ``cards``: (id, title, zone); a province card gets its own province."""
    table: list[dict[str, Any]] = []
    for n, (cid, title, zone) in enumerate(cards):
        c: dict[str, Any] = {"id": cid, "title": title, "owner": "me", "zone": zone}
        if zone == "province":
            c["province"] = n
        table.append(c)
    table.append({"id": "farm", "title": "Large Farm", "owner": "them", "zone": "home"})
    data = {
        "turn": 3,
        "active_player": "me",
        "phase": phase,
        "players": [
            {"id": "me", "clan": clan, "family_honor": 20},
            {"id": "them", "clan": "lion", "family_honor": 9},
        ],
        "cards": table,
        **extra,
    }
    return parse_state(data, "board", None, pool)


_GOLD = [("sh", "The Plain of Glass", "home"), *[(f"m{i}", "Iron Mine", "home") for i in range(3)]]
_SATO = ("sato", "Kokujin Sato • Experienced", "province")
_TAKUAN = ("takuan", "Susumu Takuan", "province")


@pytest.mark.parametrize("sensei", ["Three Clan Alliance", "Ryouko Sensei"])
def test_no_shadowlands_cards_played(pool: CardPool, sensei: str) -> None:
    """Kokujin Sato (:shadowlands:) can't be Recruited under the ban (truth illegal; it was
    unknown); Susumu Takuan, no :shadowlands:, stays legal (control)."""
    loaded = _board(pool, [*_GOLD, ("sensei", sensei, "home"), _SATO, _TAKUAN])
    sato = check(loaded, "me", "sato", RECRUIT)
    assert sato.status == "illegal", sato.reasons
    assert "You may not play :shadowlands: cards." in sato.reasons[0]
    assert sensei in sato.reasons[0]
    assert check(loaded, "me", "takuan", RECRUIT).status == "legal"


def test_no_ban_no_refusal(pool: CardPool) -> None:
    """Control: without the Sensei, Kokujin Sato's Recruit is legal."""
    loaded = _board(pool, [*_GOLD, _SATO])
    assert check(loaded, "me", "sato", RECRUIT).status == "legal"


def _hikahime(pool: CardPool, *more: tuple[str, str, str]) -> LoadedState:
    cards = [
        ("sh", "Kyuden Hida • Experienced", "home"),
        ("sensei", "Hikahime Sensei", "home"),
        ("hok", "Kuni Hokinsha", "province"),
        ("range", "Expansive Range", "province"),
        *more,
    ]
    return _board(pool, cards, clan="crab")


def test_hikahime_shortfall_names_the_gold_needed(pool: CardPool) -> None:
    """Kuni Hokinsha (4, +1 from Hikahime: 5) with 3 Gold: illegal, "needs 5 Gold" (it said
    4), and not doubted by his own "+1C if you are Mantis Clan or have Courtesy" (it was
    unknown); Expansive Range is not doubted by "You can not play Oath of Fealty." (it was)."""
    loaded = _hikahime(pool)
    hok = check(loaded, "me", "hok", RECRUIT)
    assert hok.status == "illegal", hok.reasons
    assert "needs 5 Gold" in hok.reasons[0], hok.reasons
    rng = check(loaded, "me", "range", RECRUIT)
    assert rng.status == "legal", rng.reasons


def test_hikahime_control_enough_gold(pool: CardPool) -> None:
    """Control: an Iron Mine (3 for Crab) more: 6 Gold pays the 5."""
    loaded = _hikahime(pool, ("m1", "Iron Mine", "home"))
    hok = check(loaded, "me", "hok", RECRUIT)
    assert hok.status == "legal", hok.reasons
    assert hok.witness is not None and hok.witness.costs[0].text.startswith("pay 5 Gold")


@pytest.mark.parametrize(
    ("clan", "mines", "expected"),
    [
        ("spider", 2, "legal"),  # 7 - 1 + 2 (Clan Honor Rule) = 8: the cap leaves 4 + 2 + 2
        ("spider", 1, "illegal"),  # 8 > 6
        # control: a Crane player with a Spider Stronghold: his Clan is not settled
        # (model.player_clan, h30clan), so the "if you are Spider Clan" reduction is a doubt
        ("crane", 2, "unknown"),
    ],
)
def test_keirei_recruited_for_one_less(
    pool: CardPool, clan: str, mines: int, expected: str
) -> None:
    """Goju Keirei under The Emperor's Legions (Gold Production capped at 4) and its Wind: his
    own "You may Recruit Keirei for :g1: less if you are Spider Clan." is read (it was a needless
    unknown)."""
    cards = [
        ("sh", "The Plain of Glass", "home"),
        ("sensei", "The Emperor's Legions", "home"),
        ("wind", "The Kanpeki Dynasty, Hantei XL", "home"),
        *[(f"m{i}", "Iron Mine", "home") for i in range(mines)],
        ("keirei", 'Goju Keirei, "Bayushi Karyudo"', "province"),
    ]
    v = check(_board(pool, cards, clan=clan), "me", "keirei", RECRUIT)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(("timing", "expected"), [("before", "legal"), ("after", "unknown")])
def test_expansive_range_at_a_recruit(pool: CardPool, timing: str, expected: str) -> None:
    """Before the Recruit resolves it awaits Interrupts (Reference 01, changes 3, 4): legal (it
    was unknown); after it, whether it has resolved is not said: unknown (control)."""
    event = {"kind": "recruited", "timing": timing, "cards": ["hok"], "player": "me"}
    cards = [
        ("sh", "Kyuden Hida • Experienced", "home"),
        ("range", "Expansive Range", "home"),
        ("hok", "Kuni Hokinsha", "home"),
    ]
    v = check(_board(pool, cards, clan="crab", event=event), "me", "range", 0)
    assert v.status == expected, v.reasons


_KANPEKI = ("wind", "The Kanpeki Dynasty, Hantei XL", "home")
_KANO = ("wind", "Kano's Alliance, Akodo Kano", "home")
_RICH = [
    ("sh", "The Plain of Glass", "home"),
    *[(f"m{i}", "Iron Mine", "home") for i in range(5)],
]


@pytest.mark.parametrize(
    ("title", "wind", "expected"),
    [
        # "May only be Recruited by a player whose Wind is The Kanpeki Dynasty."
        ("Hantei Katsumi, Heir to the Throne", _KANPEKI, "legal"),
        ("Hantei Katsumi, Heir to the Throne", None, "illegal"),
        ("Hantei Katsumi, Heir to the Throne", _KANO, "illegal"),
        # "Will not join a player whose Wind is The Kanpeki Dynasty."
        ("Bayushi Waietto, Tanuki Clan Champion", _KANPEKI, "illegal"),
        ("Bayushi Waietto, Tanuki Clan Champion", _KANO, "legal"),
        # "You may not Recruit Iwane if you have a Wind."
        ("Togashi Iwane", _KANO, "illegal"),
        ("Togashi Iwane", None, "legal"),
        # "May not be Recruited if you have a Wind."
        ("Blessed Sanctuary", _KANPEKI, "illegal"),
        ("Blessed Sanctuary", None, "legal"),
        # "You may only Recruit Yayuko if your Sensei is Beiko Sensei."
        ("Kitsune Yayuko", None, "illegal"),
        # "Will not join a player whose Sensei is Ichido Allegiance."
        ("Hotaru Okane, the Last Light", None, "legal"),
    ],
)
def test_recruit_conditions_on_the_wind_and_sensei(
    pool: CardPool, title: str, wind: tuple[str, str, str] | None, expected: str
) -> None:
    """Each was unknown naming its sentence; the state settles it."""
    cards = [*_RICH, *([wind] if wind else []), ("c", title, "province")]
    v = check(_board(pool, cards, clan="spider"), "me", "c", RECRUIT)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("title", "wind", "expected"),
    [
        # "Will not enter play unless your Wind is The Kanpeki Dynasty."
        ("Twentieth Legion", _KANPEKI, "legal"),
        ("Twentieth Legion", None, "illegal"),
        # "Will not enter play if your Wind is The Kanpeki Dynasty."
        ("Tanuki Archers", _KANPEKI, "illegal"),
        # "You may only attach this Follower if your Wind is Kano's Alliance."
        ("Seppun Remnants", _KANO, "legal"),
        ("Seppun Remnants", _KANPEKI, "illegal"),
        # control: "... or you control any Personalities with printed :shadowlands:." not read
        ("The Dreamer's Journal", None, "unknown"),
    ],
)
def test_equip_conditions_on_the_wind(
    pool: CardPool, title: str, wind: tuple[str, str, str] | None, expected: str
) -> None:
    cards = [
        ("sh", "Steel Soul Dojo", "home"),
        *[(f"m{i}", "Iron Mine", "home") for i in range(3)],
        ("host", "Susumu Takuan", "home"),
        *([wind] if wind else []),
        ("c", title, "hand"),
    ]
    v = check(_board(pool, cards, phase="action"), "me", "c", EQUIP)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("host", "other", "expected"),
    [
        ("Kuni Hokinsha", None, "legal"),  # a Shugenja: it was unknown
        ("Susumu Takuan", None, "illegal"),  # no Shugenja: Okui is a Spell too
        # control: a card naming Spells ("You may only ... Equip Spells that are Fire.")
        ("Kuni Hokinsha", ("koiso", "Koiso Sensei", "home"), "unknown"),
    ],
)
def test_okui_also_a_spell(
    pool: CardPool, host: str, other: tuple[str, str, str] | None, expected: str
) -> None:
    cards = [
        ("sh", "Steel Soul Dojo", "home"),
        ("m1", "Iron Mine", "home"),
        ("host", host, "home"),
        *([other] if other else []),
        ("okui", "Okui", "hand"),
    ]
    v = check(_board(pool, cards, phase="action", clan="crab"), "me", "okui", EQUIP)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(("with_sensei", "expected"), [(True, "unknown"), (False, "illegal")])
def test_summer_court_names_its_strict_reading(
    pool: CardPool, with_sensei: bool, expected: str
) -> None:
    """Summer Court's "Straighten a target Sensei.": the Sensei card type or keyword (README
    "Costs and restrictions in rarer wordings"); the strict reading is said "a Sensei with the
    Sensei keyword" (it said "a Sensei Sensei"). Control: no Sensei at all, illegal."""
    cards = [("sh", "Kyuden Hida • Experienced", "home"), ("sc", "Summer Court", "home")]
    if with_sensei:
        cards.append(("sensei", "Hikahime Sensei", "home"))
    v = check(_board(pool, cards, phase="action", clan="crab"), "me", "sc", 0)
    assert v.status == expected, v.reasons
    said = " ".join(v.reasons)
    assert "Sensei Sensei" not in said
    if with_sensei:
        assert "a Sensei with the Sensei keyword" in said


@pytest.mark.parametrize(("tactician", "expected"), [(False, "illegal"), (True, "legal")])
def test_the_sun_returns_not_doubted_by_hokinsha(
    pool: CardPool, tactician: bool, expected: str
) -> None:
    """Another player's Battle action awaits Interrupts; The Sun Returns needs my unbowed
    Tactician. Kuni Hokinsha's "+1C if you are Mantis Clan or have Courtesy" gives no keyword:
    with no Tactician it is illegal (it was unknown, its explanation naming Hokinsha's sentence);
    with one (Akodo Tamisu), legal (control)."""
    cards = [
        ("sh", "Steel Soul Dojo", "home"),
        ("hok", "Kuni Hokinsha", "home"),
        *([("tam", "Akodo Tamisu", "home")] if tactician else []),
        ("sun", "The Sun Returns", "hand"),
    ]
    event = {
        "kind": "action_targets",
        "timing": "after",
        "player": "them",
        "designator": "battle",
        "keywords": [],
    }
    loaded = _board(
        pool,
        cards,
        phase="attack",
        clan="crab",
        active_player="them",
        action_player="them",
        action_designator="battle",
        action_keywords=[],
        event=event,
    )
    v = check(loaded, "me", "sun", 0)
    assert v.status == expected, v.reasons
    assert "Hokinsha" not in " ".join(v.reasons)


@pytest.mark.parametrize(("sensei", "expected"), [(True, "legal"), (False, "illegal")])
def test_mantis_clan_by_three_clan_alliance(pool: CardPool, sensei: bool, expected: str) -> None:
    """A Spider player under Three Clan Alliance ("Your Clan Alignments are Mantis, Sparrow, and
    Spider.") is Mantis Clan for Trading Port's "enters play for 3 less Gold if you are a Mantis
    Clan player" (``model.your_clan``): 4 - 3 = 1, an Iron Mine pays it (it was a false
    illegal). Control: no Sensei, 4 Gold needed, 2 made: illegal."""
    cards = [
        ("m1", "Iron Mine", "home"),
        *([("sensei", "Three Clan Alliance", "home")] if sensei else []),
        ("port", "Trading Port", "province"),
    ]
    v = check(_board(pool, cards, clan="spider"), "me", "port", RECRUIT)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("sensei", "expected"), [("Black Watch Sensei", "illegal"), ("Three Clan Alliance", "legal")]
)
def test_a_maho_strategy_played_from_the_hand(pool: CardPool, sensei: str, expected: str) -> None:
    """Suck the Marrow (Maho) from my hand under Black Watch Sensei's "You may not play :maho:
    or :shadowlands: cards.": illegal (it was unknown); under Three Clan Alliance (only
    :shadowlands:) legal (control)."""
    cards = [
        ("sh", "Steel Soul Dojo", "home"),
        ("sensei", sensei, "home"),
        ("hok", "Kuni Hokinsha", "home"),
        ("st", "Suck the Marrow", "hand"),
    ]
    v = check(_board(pool, cards, phase="action", clan="crab"), "me", "st", 0)
    assert v.status == expected, v.reasons
    if expected == "illegal":
        assert "You may not play :maho: or :shadowlands: cards." in v.reasons[0]
