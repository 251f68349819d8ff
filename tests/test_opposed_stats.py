"""A card's own flat stat change "while opposed" is applied when the state settles it
(model/opposed_stats.py; Reference 04: a bonus changes the stat while its effect lasts;
Reference 03, attachments; h37adv3 N5): Ouma-Jirushi's "While opposed, this Personality has
+1PH and his Followers have +1F." on an opposed Ikoma Sido (PH 3 + 1) leaves Utaku Eun-ju (PH 4)
and Restoring Order no target: illegal. Controls: Sido at home (not opposed) is Eun-ju's legal
target; Ouma-Jirushi on Eun-ju raises her own PH, and Kitsu Sorano (PH 4) becomes a legal
target. Real cards from ../shared/data, skipped without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.common import Stat
from model.load import as_view, load_state
from model.opposed_stats import read_opposed_stat
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

F, C, PH = Stat.FORCE, Stat.CHI, Stat.PERSONAL_HONOR


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (
            "While opposed, this Personality has +1PH and his Followers have +1F.",
            ("this Personality", ((PH, 1),), ((F, 1),)),
        ),
        ("Mu Dan has +3F while she is opposed.", ("Mu Dan", ((F, 3),), ())),
        ("Yataro has +2F/+1C while opposed.", ("Yataro", ((F, 2), (C, 1)), ())),
        ("This card has +1F while opposed.", ("This card", ((F, 1),), ())),
        # not read here: an object of the opposition, a count, a condition, another subject
        ("Uji has +2F while opposed by a Shadowlands card.", None),
        ("While opposed, Rengou has +1F for each Follower in his unit.", None),
        ("Qatun has +2F while opposed if you have Honesty.", None),
        ("Your Crab Clan Personalities have +1F while opposed.", None),
        ("This card has +1F while opposed at a battlefield.", None),
    ],
)
def test_the_sentence_shapes(said: str, read: object) -> None:
    assert read_opposed_stat(said) == read


_LION = [
    "  - {id: sido, title: Ikoma Sido, owner: lion, zone: battlefield, battlefield: lion-p1}",
    "  - {id: li, title: Light Infantry, owner: lion, zone: battlefield, battlefield: lion-p1, "
    "attached_to: sido}",
    "  - {id: sorano, title: Kitsu Sorano, owner: lion, zone: battlefield, battlefield: lion-p1}",
    "  - {id: domaru, title: Do-Maru, owner: lion, zone: battlefield, battlefield: lion-p1, "
    "attached_to: sorano}",
]
_OUMA_SIDO = (
    "  - {id: ouma, title: Ouma-Jirushi, owner: lion, zone: battlefield, battlefield: lion-p1, "
    "attached_to: sido}"
)


def _battle(tmp: Path, pool: CardPool, lion: list[str], ouma: str, name: str) -> View:
    """Unicorn attacks lion-p1 (Combat Segment): Eun-ju (PH 4), Doji Shigeyuki (Chi 4)."""
    lines = [
        "turn: 9",
        "active_player: unicorn",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: unicorn",
        "players:",
        "  - {id: unicorn, clan: unicorn, family_honor: 17}",
        "  - {id: lion, clan: lion, family_honor: 15}",
        "cards:",
        "  - {id: aerie, title: The Aerie, owner: unicorn, zone: home, bowed: true}",
        "  - {id: eunju, title: Utaku Eun-ju, owner: unicorn, zone: battlefield, "
        "battlefield: lion-p1}",
        "  - {id: shige, title: Doji Shigeyuki, owner: unicorn, zone: battlefield, "
        "battlefield: lion-p1}",
        "  - {id: ro, title: Restoring Order, owner: unicorn, zone: hand}",
        "  - {id: fort, title: The Impregnable Fortress of the Crab, owner: lion, zone: home}",
        *lion,
        ouma,
    ]
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return as_view(load_state(path, cards=pool))


@needs_data
def test_opposed_ouma_settles_no_target(tmp_path: Path, pool: CardPool) -> None:
    view = _battle(tmp_path, pool, _LION, _OUMA_SIDO, "r05")
    assert view.stat("sido", PH) == 4 and view.stat("li", F) == 3  # opposed: +1PH, +1F
    assert view.stat("sorano", PH) == 4  # Do-Maru
    assert check(view, "unicorn", "eunju", 0).status == "illegal"
    assert check(view, "unicorn", "ro", 0).status == "illegal"
    # Doji Shigeyuki (PH 3, Chi 4) challenges no one: he is not his own target (README
    # "challenges and duels"; the bundled card now says so)
    assert check(view, "unicorn", "shige", 0).status == "illegal"


@needs_data
def test_unopposed_ouma_changes_nothing(tmp_path: Path, pool: CardPool) -> None:
    home = [
        "  - {id: sido, title: Ikoma Sido, owner: lion, zone: home}",
        "  - {id: li, title: Light Infantry, owner: lion, zone: home, attached_to: sido}",
        *_LION[2:],
    ]
    ouma = "  - {id: ouma, title: Ouma-Jirushi, owner: lion, zone: home, attached_to: sido}"
    view = _battle(tmp_path, pool, home, ouma, "home")
    assert view.stat("sido", PH) == 3 and view.stat("li", F) == 2
    verdict = check(view, "unicorn", "eunju", 0)
    assert verdict.status == "legal" and verdict.witness is not None
    assert verdict.witness.targets["target1"] == ("sido",)
    shige = check(view, "unicorn", "shige", 0)
    assert shige.status == "legal" and shige.witness is not None
    assert shige.witness.targets["victim"] == ("sido",)


@needs_data
def test_ouma_on_the_acting_personality(tmp_path: Path, pool: CardPool) -> None:
    ouma = (
        "  - {id: ouma, title: Ouma-Jirushi, owner: unicorn, zone: battlefield, "
        "battlefield: lion-p1, attached_to: eunju}"
    )
    view = _battle(tmp_path, pool, _LION, ouma, "eunju")
    assert view.stat("eunju", PH) == 5 and view.stat("sido", PH) == 3
    assert check(view, "unicorn", "eunju", 0).status == "legal"  # Sorano PH 4 < 5
    assert check(view, "unicorn", "ro", 0).status == "legal"  # Sido PH 3 < Chi 4


@needs_data
def test_a_stated_modifier_carries_it(tmp_path: Path, pool: CardPool) -> None:
    """A modifier on the changed card naming Ouma-Jirushi is the change: not added twice."""
    lion = [
        "  - {id: sido, title: Ikoma Sido, owner: lion, zone: battlefield, "
        "battlefield: lion-p1, modifiers: [{stat: personal_honor, amount: 1, source: ouma}]}",
        *_LION[1:],
    ]
    view = _battle(tmp_path, pool, lion, _OUMA_SIDO, "stated")
    assert view.stat("sido", PH) == 4 and view.stat("li", F) == 3


@needs_data
def test_the_same_shape_on_other_cards(tmp_path: Path, pool: CardPool) -> None:
    """Utaku Mu Dan's own "+3F while she is opposed" and Untested Scouts' "This card has +1F
    while opposed." (a Follower: its unit's Personality opposed); at home, nothing."""
    extra = [
        "  - {id: mudan, title: Utaku Mu Dan, owner: lion, zone: battlefield, "
        "battlefield: lion-p1}",
        "  - {id: scouts, title: Untested Scouts, owner: lion, zone: battlefield, "
        "battlefield: lion-p1, attached_to: sorano}",
        "  - {id: mudan2, title: Utaku Mu Dan, owner: unicorn, zone: home}",
    ]
    view = _battle(tmp_path, pool, [*_LION, *extra], _OUMA_SIDO, "others")
    assert view.stat("mudan", F) == 5 and view.stat("scouts", F) == 3
    assert view.stat("mudan2", F) == 2  # at home: not opposed
