"""h38adv3 N4: "bow Osema and target a Bandit or an Unaligned Samurai: Osema duels him."
(Shinjo Osema, Shinjo Tashima): "Bandit" is a printed keyword of the card data (Bandit Gang,
Ogre Outlaw), read as the other keywords are (``model.cardtext.target_words.KEYWORDS``); the
alternative is one target matching either phrase, and "Unaligned" is no Clan alignment
(Reference 03). No Bandit and no unaligned Samurai in play: illegal (was `unknown`).
Controls: an unaligned Samurai (Seasoned Ronin) or a Bandit Personality (Ogre Outlaw) makes it
legal; a Samurai with a Clan alignment (Daigotsu Kendo) does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _verdict(
    pool: CardPool, title: str, theirs: str | None
) -> tuple[str, dict[str, tuple[str, ...]]]:
    cards = [_c("keep", "The Khan's Estate"), _c("osema", title)]
    cards += [_c("citadel", "The Sinister Citadel of the Spider", owner="spider")]
    cards += [_c("yuki", "Yuki no Onna", owner="spider")]  # unaligned, no Samurai
    if theirs is not None:
        cards.append(_c("them", theirs, owner="spider"))
    v = check(two_player_board(pool, cards, me="unicorn", them="spider"), "unicorn", "osema", 0)
    return v.status, (v.witness.targets if v.witness is not None else {})


@pytest.mark.parametrize("title", ["Shinjo Osema", "Shinjo Tashima"])
def test_no_bandit_nor_unaligned_samurai(pool: CardPool, title: str) -> None:
    assert _verdict(pool, title, "Daigotsu Kendo")[0] == "illegal"  # a Spider Samurai


@pytest.mark.parametrize("theirs", ["Seasoned Ronin", "Ogre Outlaw"])
def test_either_alternative_is_a_target(pool: CardPool, theirs: str) -> None:
    status, targets = _verdict(pool, "Shinjo Osema", theirs)
    assert status == "legal"
    assert targets["target1"] == ("them",)
