"""h41will (h41adv1 W2): a grouped target and its interchangeable ``_more`` slot ("Target two or
three of your performing Samurai.", Brothers in Battle: ``performer`` (2) + ``performer_more``
(up to 1)) reach each set of cards once in the factored action space (``solver.decision``: the
more cards after the base's highest id, ``solver.optional_targets``), and
``legal_announcements(all_targets=True)`` lists each legal set once, optional cards included
(``solver.optional_listing``). Checked against the brute force on random small boards: every
subset of the table of an allowed size is legal when some split of it into the two slots is."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from model.common import CardType
from model.load import LoadedState
from model.oracle.pool import CardPool
from model.state import View
from solver.announce import check_with_targets, legal_announcements
from solver.decision import announce_id, completions, decision_point
from tests.builders import board, imported, state_card, two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

STRATEGY = CardType.STRATEGY
#: (Samurai, mine, bowed): mostly my Samurai, so the larger sets come up
PEOPLE = [(True, True, False), (True, True, True), (False, True, False), (True, False, False)]
TEXTS = {
    "Battle/Open: Target two or three of your performing Samurai. Each of them has +1F.": (2, 3),
    "Open: Target one or two of your Samurai Personalities. Each of them has +1F.": (1, 2),
    "Open: Target one to three of your Personalities. Each of them has +1F.": (1, 3),
}


def _board(text: str, people: list[tuple[bool, bool, bool]]) -> LoadedState:
    """``me``'s Action Phase: the card ``gen`` (``text``) in hand, and one Personality per
    entry of ``people`` (Samurai, mine, bowed)."""
    defs: list[dict[str, Any]] = [
        {
            "title": "Gen",
            "type": "strategy",
            "abilities": [imported(text, "Gen", CardType.STRATEGY)],
        },
        {"title": "Sam", "type": "personality", "force": 2, "chi": 2, "keywords": ["samurai"]},
        {"title": "Cou", "type": "personality", "force": 1, "chi": 2, "keywords": ["courtier"]},
    ]
    cards = [{"id": "gen", "title": "Gen", "owner": "me", "zone": "hand"}]
    for n, (samurai, mine, bowed) in enumerate(people):
        owner = "me" if mine else "them"
        title = "Sam" if samurai else "Cou"
        cards.append(
            {"id": f"p{n}", "title": title, "owner": owner, "zone": "home", "bowed": bowed}
        )
    return board(defs, cards)


def _brute(view: View, sizes: tuple[int, int], slots: tuple[str, str]) -> set[frozenset[str]]:
    """Every set of cards of an allowed size some split of which (``slots``: base, more) is
    legal by ``check``."""
    ids = sorted(c.id for c in view.state.cards if c.id != "gen")
    base_n = sizes[0]
    out: set[frozenset[str]] = set()
    for k in range(sizes[0], sizes[1] + 1):
        for group in itertools.combinations(ids, k):
            for base in itertools.combinations(group, base_n):
                rest = tuple(c for c in group if c not in base)
                targets = {slots[0]: base, **({slots[1]: rest} if rest else {})}
                if check_with_targets(view, "me", "gen", 0, targets).legal:
                    out.add(frozenset(group))
                    break
    return out


def _cards(targets: Any) -> frozenset[str]:
    return frozenset(c for _, cs in targets for c in cs)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    st.sampled_from(sorted(TEXTS)),
    st.lists(st.sampled_from(PEOPLE), min_size=1, max_size=5),
)
def test_each_set_once_and_all_of_them(text: str, people: list[tuple[bool, bool, bool]]) -> None:
    loaded = _board(text, people)
    view = View.of(loaded.state, loaded.library)
    slots = ("performer", "performer_more") if "performing" in text else ("target1", "target1_more")
    expected = _brute(view, TEXTS[text], slots)
    root = decision_point(view, "me")
    aid = announce_id("gen", 0)
    assert (aid in root.legal_ids()) == bool(expected)
    listed = [
        _cards(a.targets)
        for a in legal_announcements(view, "me", all_targets=True)
        if a.card == "gen"
    ]
    note(f"expected={sorted(map(sorted, expected))} listed={sorted(map(sorted, listed))}")
    assert len(listed) == len(set(listed)) and set(listed) == expected
    if not expected:
        return
    reached = [_cards(done.partial.targets) for _, done in completions(root.apply(aid))]
    note(f"reached={sorted(map(sorted, reached))}")
    assert len(reached) == len(set(reached)), "an announcement reached by two paths"
    assert set(reached) == expected


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
def test_brothers_in_battle_board(pool: CardPool) -> None:
    """h41adv1 p4: Brothers in Battle with Doji Kuwanan, Kakita Toshimoko, Daidoji Uji (bowed):
    4 announcements, each reached once (there were 6 completions), the three together listed
    by ``legal_announcements`` (it listed the pairs only)."""
    loaded = two_player_board(
        pool,
        [
            state_card("palace", "The Exquisite Palace of the Crane"),
            state_card("toshimoko", "Kakita Toshimoko"),
            state_card("uji", "Daidoji Uji", bowed=True),
            state_card("kuwanan", "Doji Kuwanan"),
            state_card("bib", "Brothers in Battle", "hand"),
            state_card("kyuden", "Kyuden Hida • Experienced", owner="crab"),
        ],
        me="crane",
        them="crab",
    )
    root = decision_point(loaded, "crane")
    done = [_cards(d.partial.targets) for _, d in completions(root.apply(announce_id("bib", 0)))]
    three = frozenset({"kuwanan", "toshimoko", "uji"})
    assert len(done) == 4 and len(set(done)) == 4 and three in done
    listed = [
        _cards(a.targets)
        for a in legal_announcements(loaded, "crane", all_targets=True)
        if a.card == "bib"
    ]
    assert sorted(map(sorted, listed)) == sorted(map(sorted, done))
