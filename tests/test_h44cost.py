"""Cost shapes of the constraints block read as rules (h44cost; Costs and restrictions / Costs,
Mandatory costs; Abilities and actions / A, Good Faith Rule). Real cards by title from
../shared/data (skipped without it: the ``pool`` fixture).

1. "Discard a card titled The Bite of Winter from play.": a card leaving play, no target, no
   card put into play - nothing Good Faith asks of (the granted ability is answered by its
   time and its cost "Bow your Stronghold").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data


def _card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    state = {
        "turn": 3,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 8},
            {"id": "lion", "clan": "lion", "family_honor": 9},
        ],
        "cards": cards,
        **turn,
    }
    return load_data(tmp, pool, state)


# --- 1. The Bite of Winter's granted "Open: Bow your Stronghold: Discard a card titled ..." --


def _bite(bowed: bool = False) -> list[dict[str, Any]]:
    return [
        _card("kh", "Kyuden Hida • Experienced", "crab", bowed=bowed),
        _card("sk", "Shamate Keep", "lion"),
        _card("bite", "The Bite of Winter", "lion"),
    ]


def test_bite_of_winter_granted_is_legal_with_an_unbowed_stronghold(
    tmp_path: Path, pool: CardPool
) -> None:
    """Was `unknown` ("not modelled": the word 'play' of "from play"); the effect discards a
    card from play, targets nothing and puts nothing into play: legal by its cost and time."""
    v = check(_load(tmp_path, pool, _bite()), "crab", "bite", "granted")
    assert v.status == "legal", v.reasons


def test_bite_of_winter_granted_needs_the_stronghold_unbowed(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: the cost "Bow your Stronghold" can't be paid by a bowed Stronghold."""
    v = check(_load(tmp_path, pool, _bite(bowed=True)), "crab", "bite", "granted")
    assert v.status == "illegal", v.reasons


def test_bite_of_winter_granted_is_open_only(tmp_path: Path, pool: CardPool) -> None:
    """Control: an Open ability in the Combat Segment stays illegal."""
    combat = {
        "phase": "attack",
        "segment": "combat",
        "attacker": "crab",
        "battlefields": ["bp1"],
        "current_battlefield": "bp1",
    }
    v = check(_load(tmp_path, pool, _bite(), **combat), "crab", "bite", "granted")
    assert v.status == "illegal", v.reasons


# --- 2. "Discard a Kiho Strategy", "Discard a Dark Virtue card": cards of your hand -----------

_COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "attacker": "crab",
    "battlefields": ["bp1"],
    "current_battlefield": "bp1",
}


def _discarder(title: str, hand: list[str]) -> list[dict[str, Any]]:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("me", title, "crab", "battlefield", battlefield="bp1"),
        _card("sk", "Shamate Keep", "lion"),
        _card("foe", "Akodo Kamina", "lion", "battlefield", battlefield="bp1"),
    ]
    return cards + [_card(f"h{i}", t, "crab", "hand") for i, t in enumerate(hand)]


def test_discard_a_kiho_strategy_is_paid_from_the_hand(tmp_path: Path, pool: CardPool) -> None:
    """Togashi Shichi's "Battle: Discard a Kiho Strategy: Give Shichi +2F." was `unknown` (the
    cost 'not a known cost'): a Kiho Strategy in hand pays it."""
    board = _load(tmp_path, pool, _discarder("Togashi Shichi", ["Banish All Shadows"]), **_COMBAT)
    v = check(board, "crab", "me", 0)
    assert v.status == "legal", v.reasons


def test_discard_a_kiho_strategy_needs_one(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Strategy of another keyword (Heroic) does not pay it; nor an empty hand."""
    for hand in (["Anger Management"], []):
        board = _load(tmp_path, pool, _discarder("Togashi Shichi", hand), **_COMBAT)
        v = check(board, "crab", "me", 0)
        assert v.status == "illegal", (hand, v.reasons)


def test_discard_a_heroic_strategy_and_a_dark_virtue_card(tmp_path: Path, pool: CardPool) -> None:
    """The keywords Heroic and Dark Virtue of the card data read in a cost (Hida Demopen's
    "Discard a Heroic Strategy: Ranged 5 Attack.", Daigotsu Shinjitsu's "Discard a Dark Virtue
    card: ..."): paid by such a card in hand, not by another."""
    demopen = _load(tmp_path, pool, _discarder("Hida Demopen", ["Anger Management"]), **_COMBAT)
    assert check(demopen, "crab", "me", 0).status == "legal"
    wrong = _load(tmp_path, pool, _discarder("Hida Demopen", ["Banish All Shadows"]), **_COMBAT)
    assert check(wrong, "crab", "me", 0).status == "illegal"
    shin = _load(tmp_path, pool, _discarder("Daigotsu Shinjitsu", ["Insight"]), **_COMBAT)
    assert check(shin, "crab", "me", 0).status == "legal"
    other = _load(tmp_path, pool, _discarder("Daigotsu Shinjitsu", ["Anger Management"]), **_COMBAT)
    assert check(other, "crab", "me", 0).status == "illegal"


def test_discard_a_spell_stays_unread() -> None:
    """Control: "Discard a Spell" (an attachment: from the hand or from play?) and a kind in a
    place named ("in your discard pile") stay unread; "Discard a Kiho Strategy" is read."""
    from model.cardtext import import_text
    from model.common import CardType

    def level(text: str) -> str:
        read = import_text([text], title="T Monk", card_type=CardType.PERSONALITY)
        return read.paragraphs[0].level

    assert level("Battle: Discard a Kiho Strategy: Give T Monk +2F.") == "full"
    assert level("Battle: Discard a Spell: Give T Monk +2F.") == "timing"
    assert level("Battle: Discard a Kiho Strategy in your discard pile: Draw a card.") == "timing"


# --- 3. "Show the top card of your Fate deck": a card of your deck that must be there ---------


def _shower(title: str, **crab: Any) -> Any:
    return [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("me", title, "crab", "battlefield", battlefield="bp1"),
        _card("sk", "Shamate Keep", "lion"),
        _card("foe", "Akodo Kamina", "lion", "battlefield", battlefield="bp1"),
    ]


def _players(size: int | None) -> list[dict[str, Any]]:
    crab: dict[str, Any] = {"id": "crab", "clan": "crab", "family_honor": 8}
    if size is not None:
        crab["fate_deck_size"] = size
    return [crab, {"id": "lion", "clan": "lion", "family_honor": 9}]


def test_show_the_top_card_of_your_fate_deck(tmp_path: Path, pool: CardPool) -> None:
    """Bayushi Shigehiro's "Battle: Show the top card of your Fate deck and target an enemy
    Personality or Follower: ..." was `unknown` ('not a known cost'): the card shown must be
    there - legal with a Fate deck of 5, illegal with an empty one."""
    full = _load(tmp_path, pool, _shower("Bayushi Shigehiro"), players=_players(5), **_COMBAT)
    v = check(full, "crab", "me", 0)
    assert v.status == "legal", v.reasons
    empty = _load(tmp_path, pool, _shower("Bayushi Shigehiro"), players=_players(0), **_COMBAT)
    v = check(empty, "crab", "me", 0)
    assert v.status == "illegal" and "Fate deck holds 0" in " ".join(v.reasons), v.reasons


def test_show_the_top_card_with_no_deck_size_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: a state that neither lists the deck nor gives its size settles nothing; a card
    whose effects may change costs ("ignoring costs unless ...": Hida Nari) stays `unknown`
    even with an empty deck (``solver.unread_costs``)."""
    board = _load(tmp_path, pool, _shower("Bayushi Shigehiro"), players=_players(None), **_COMBAT)
    assert check(board, "crab", "me", 0).status == "unknown"
    nari = _load(tmp_path, pool, _shower("Hida Nari"), players=_players(0), **_COMBAT)
    assert check(nari, "crab", "me", 1).status == "unknown"


# --- 4. "Discard your hand (even if empty)" ----------------------------------------------------


def _contemplate(bowed: bool, hand: list[str]) -> list[dict[str, Any]]:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("shu", "Houhou", "crab", bowed=bowed),
        _card("ctv", "Contemplate the Void", "crab", attached_to="shu"),
        _card("sk", "Shamate Keep", "lion"),
    ]
    return cards + [_card(f"h{i}", t, "crab", "hand") for i, t in enumerate(hand)]


def test_discard_your_hand_even_if_empty(tmp_path: Path, pool: CardPool) -> None:
    """Contemplate the Void's "Limited: Bow this Shugenja, destroy this card, and discard your
    hand (even if empty): Draw four cards." was `unknown` ('not a known cost'): the hand, empty
    or not, pays its part (the words say so); the Shugenja must be unbowed."""
    for hand in ([], ["Banish All Shadows", "Anger Management"]):
        v = check(_load(tmp_path, pool, _contemplate(False, hand)), "crab", "ctv", 0)
        assert v.status == "legal", (hand, v.reasons)
    bowed = check(_load(tmp_path, pool, _contemplate(True, [])), "crab", "ctv", 0)
    assert bowed.status == "illegal", bowed.reasons


def test_bare_discard_your_hand_stays_unread() -> None:
    """Control: "Discard your hand" without "(even if empty)" (does an empty hand pay it? the
    rules files do not say) stays unread."""
    from model.cardtext import import_text
    from model.common import CardType

    said = "Limited: Bow this Shugenja and discard your hand: Draw four cards."
    read = import_text([said], title="T Spell", card_type=CardType.SPELL)
    assert read.paragraphs[0].level == "timing"


# --- 5. "Bow and remove ... from the game", "Bow and move home ...": two costs on one card ----


def _blade(bowed: bool, zone: str = "battlefield") -> list[dict[str, Any]]:
    where = {"battlefield": "bp1"} if zone == "battlefield" else {}
    return [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("sam", "Hida Demopen", "crab", zone, bowed=bowed, **where),
        _card("syb", "Stay Your Blade", "crab", "hand"),
        _card("sk", "Shamate Keep", "lion"),
        _card("foe", "Akodo Kamina", "lion", "battlefield", battlefield="bp1"),
    ]


def test_bow_and_move_home_your_performer(tmp_path: Path, pool: CardPool) -> None:
    """Stay Your Blade's "Battle: Bow and move home your performing opposed Samurai
    Personality: Draw three cards." was `unknown` ('not a known cost' for the bare "Bow"): the
    performer pays both, in order (Timing of costs) - legal with an unbowed opposed Samurai."""
    v = check(_load(tmp_path, pool, _blade(False), **_COMBAT), "crab", "syb", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"performer": ("sam",)}


def test_bow_and_move_home_needs_him_unbowed_and_opposed(tmp_path: Path, pool: CardPool) -> None:
    """Control: a bowed Samurai can't pay "bow"; one at home is not opposed."""
    bowed = check(_load(tmp_path, pool, _blade(True), **_COMBAT), "crab", "syb", 0)
    assert bowed.status == "illegal", bowed.reasons
    home = check(_load(tmp_path, pool, _blade(False, "home"), **_COMBAT), "crab", "syb", 0)
    assert home.status == "illegal", home.reasons


def test_bow_and_remove_this_shugenja_reads_two_costs_on_the_bearer() -> None:
    """The Masters Imprisoned's "Bow and remove this Shugenja from the game and target a unit":
    the bearer bowed, then removed (its effects stay unread: costs level); a bare verb before a
    clause of another shape ("Bow and draw a card") stays unread."""
    from model.abilities import Block
    from model.cardtext import import_text
    from model.common import CardType
    from model.selectors import BEARER

    said = "Limited: Bow and remove this Shugenja from the game and target a unit: Draw a card."
    (para,) = import_text([said], title="T Spell", card_type=CardType.SPELL).paragraphs
    assert para.level == "full" and para.ability is not None
    costs = para.ability.costs
    assert [(c.kind, c.subject) for c in costs] == [("bow", BEARER), ("remove_from_game", BEARER)]
    assert [t.block for t in para.ability.targets] == [Block.CONSTRAINTS]
    other = "Limited: Bow and draw a card: Gain 1 Honor."
    assert import_text([other], title="T Spell", card_type=CardType.SPELL).paragraphs[0].level in (
        "none",
        "timing",
    )


def test_pay_any_amount_of_gold_is_zero_or_more() -> None:
    """ "pay any amount of Gold" reads as "pay zero or more Gold" (the star Gold: always
    payable); "pay some Gold" stays unread."""
    from model.cardtext import import_text
    from model.common import CardType

    def read(cost: str) -> Any:
        said = f"Limited: {cost}: Gain 1 Honor."
        return import_text([said], title="T Card", card_type=CardType.STRATEGY).paragraphs[0]

    para = read("Pay any amount of Gold")
    assert para.level == "full" and para.ability is not None
    assert [c.gold for c in para.ability.costs] == ["*"]
    assert read("Pay some Gold").level == "timing"


# --- 6. "Target and bow a Ring you control": the target, then the cost paid with it ----------


def _matsuta(ring_bowed: bool) -> list[dict[str, Any]]:
    return [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("mat", "Hoshi Matsuta", "crab"),
        _card("ring", "Ring of Fire", "crab", bowed=ring_bowed),
        _card("ev", "A New Year", "crab", "dynasty_discard"),
        _card("sk", "Shamate Keep", "lion"),
    ]


def test_target_and_bow_a_ring_you_control(tmp_path: Path, pool: CardPool) -> None:
    """Hoshi Matsuta's "Limited: Bow Matsuta, target and bow a Ring you control, and target an
    Event in your discard pile: ..." was `unknown` (the bare "target" 'not a known cost'): the
    Ring is targeted, then bowed as a cost - legal with an unbowed Ring, illegal with a bowed
    one (a card in the cost's end state can't pay it)."""
    v = check(_load(tmp_path, pool, _matsuta(False)), "crab", "mat", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("ring",)
    bowed = check(_load(tmp_path, pool, _matsuta(True)), "crab", "mat", 0)
    assert bowed.status == "illegal", bowed.reasons


def test_target_and_bow_several_stays_unread() -> None:
    """Control: "Target and bow two Winds you control" (two cards: "bow" them, not one card
    named before) stays unread, as "Target and bow your target ..." does."""
    from model.cardtext import import_text
    from model.common import CardType

    said = "Political Limited: Target and bow two Personalities you control: Gain 2 Honor."
    assert import_text([said], title="T Card", card_type=CardType.HOLDING).paragraphs[0].level in (
        "none",
        "timing",
    )


# --- 7. "your performing Follower in this unit" on a Personality: in his own unit -----------


def _nokatsu(where: str | None) -> list[dict[str, Any]]:
    cards = [
        _card("kh", "Kyuden Hida • Experienced", "crab"),
        _card("nok", "Yasuki Nokatsu • Experienced", "crab", "battlefield", battlefield="bp1"),
        _card("oth", "Hida Demopen", "crab", "battlefield", battlefield="bp1"),
        _card("sk", "Shamate Keep", "lion"),
        _card("foe", "Akodo Kamina", "lion", "battlefield", battlefield="bp1"),
    ]
    if where is not None:
        cards.append(
            _card(
                "fol", "Akodo Regulars", "crab", "battlefield", battlefield="bp1", attached_to=where
            )
        )
    return cards


def test_destroy_your_performing_follower_in_this_unit(tmp_path: Path, pool: CardPool) -> None:
    """Yasuki Nokatsu • Experienced's "Battle: Destroy your performing Follower in this unit:
    Give each Follower in this unit +2F." was `unknown` ('not a known cost'): "this unit" on a
    Personality is his own unit (Reference 03) - legal with a Follower attached to him."""
    v = check(_load(tmp_path, pool, _nokatsu("nok"), **_COMBAT), "crab", "nok", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets == {"performer": ("fol",)}


def test_a_follower_in_another_unit_is_not_in_this_unit(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Follower attached to another of your Personalities, or none, can't pay."""
    for where in ("oth", None):
        v = check(_load(tmp_path, pool, _nokatsu(where), **_COMBAT), "crab", "nok", 0)
        assert v.status == "illegal", (where, v.reasons)
