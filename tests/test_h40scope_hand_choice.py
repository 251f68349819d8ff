"""A card's ban on being chosen from its hand for a cost (Hato-gurama: "You may not choose this
card to be discarded as a cost or effect of your actions if you have other cards in your
hand."; ``model.cardtext.choice_bans``, ``solver.hand_choice_bans``). It was shown as "trait:
not an action" and ignored, so Asahina Keigo's "discard a card: Produce Gold equal to its Focus
Value" discarded it in a Gold plan while another card was in the hand (h40adv4 W2)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from model.board_counts import _hand_focus
from model.cardtext.choice_bans import choice_ban, choice_ban_of, choice_doubt
from model.load import as_view
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

_HATO = (
    "You may not choose this card to be discarded as a cost or effect of your actions if you "
    "have other cards in your hand."
)


def _keigo(tmp: Path, pool: CardPool, hand: list[str], name: str) -> Any:
    """h40adv4 p13a: Paid Off (4) paid by Copper Mine (2) and Asahina Keigo's discard."""
    cards = [
        {"id": "aerie", "title": "The Aerie", "owner": "a", "zone": "home", "bowed": True},
        {"id": "cmine", "title": "Copper Mine", "owner": "a", "zone": "home"},
        {"id": "keigo", "title": "Asahina Keigo", "owner": "a", "zone": "home"},
        {"id": "po", "title": "Paid Off", "owner": "a", "zone": "hand"},
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "b", "zone": "home"},
        {"id": "daizu", "title": "Hida Daizu • Experienced", "owner": "b", "zone": "home"},
    ]
    cards += [{"id": f"h{i}", "title": t, "owner": "a", "zone": "hand"} for i, t in enumerate(hand)]
    players = [
        {"id": "a", "clan": "crane", "family_honor": 12},
        {"id": "b", "clan": "crab", "family_honor": 8},
    ]
    return pool_state(tmp, pool, cards, name, players=players)


def test_the_sentence_is_read() -> None:
    ban = choice_ban(_HATO)
    assert ban is not None and ban.unless_alone and ban.verbs == {"discarded"}
    assert choice_ban("You may not choose this card to be discarded.") is None


def test_hato_gurama_reads_its_ban(pool: CardPool) -> None:
    d = pool.definitions()["Hato-gurama"]
    assert len(choice_ban_of(d)) == 1 and choice_doubt(d) is None
    # Controls: a Ring's permission and an ability are no ban, nor a doubt
    assert choice_doubt(pool.definitions()["Ring of Fire"]) is None
    assert choice_doubt(pool.definitions()["Asahina Keigo"]) is None


def test_another_card_in_hand_keeps_hato_from_keigo(tmp_path: Path, pool: CardPool) -> None:
    """p13a: Blind Rage (Focus 1) stays in the hand, so Keigo must discard it: 2 + 1 < 4."""
    v = check(_keigo(tmp_path, pool, ["Hato-gurama", "Blind Rage"], "a"), "a", "po", 0)
    assert v.status == "illegal", v.reasons


def test_hato_alone_in_hand_pays(tmp_path: Path, pool: CardPool) -> None:
    """Control p13b: Paid Off has left the hand, Hato-gurama is alone there: 2 + 3 >= 4."""
    v = check(_keigo(tmp_path, pool, ["Hato-gurama"], "b"), "a", "po", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert "@h0" in str(v.witness.plan), v.witness.plan


def test_another_high_focus_card_still_pays(tmp_path: Path, pool: CardPool) -> None:
    """Control: the ban bars only Hato-gurama; Keigo discards the other card (Focus 3 or more)."""
    v = check(_keigo(tmp_path, pool, ["Hato-gurama", "Paid Off"], "c"), "a", "po", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and "@h1" in str(v.witness.plan), v.witness.plan


def test_highest_focus_leaves_hato_out(tmp_path: Path, pool: CardPool) -> None:
    """ "Discard a card to make a Fear ... equal to its Focus Value": the highest Focus Value a
    player may discard skips Hato-gurama while another card is in the hand."""
    cards = [
        {"id": "k", "title": "Asahina Keigo", "owner": "a", "zone": "home"},
        {"id": "h", "title": "Hato-gurama", "owner": "a", "zone": "hand"},
        {"id": "br", "title": "Blind Rage", "owner": "a", "zone": "hand"},
    ]
    view = as_view(pool_state(tmp_path, pool, cards, "f1"))
    assert _hand_focus(view, "k") == 1
    alone = as_view(pool_state(tmp_path, pool, cards[:2], "f2"))
    assert _hand_focus(alone, "k") == 3


def test_an_unread_ban_like_sentence_is_doubted(pool: CardPool) -> None:
    """A trait about the card itself being discarded, with a restriction word, not in the shape
    read: a choice of that card is doubted; sentences naming other things are not."""
    base = pool.definitions()["Blind Rage"]
    odd = replace(base, printed_text="This card may not be discarded while you control a Ninja.")
    assert choice_doubt(odd) is not None and not choice_ban_of(odd)
    for title in ("Battle Maidens", "A Warrior's Patience", "Architect"):
        assert choice_doubt(pool.definitions()[title]) is None, title
