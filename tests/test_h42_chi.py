"""h42chi, on boards of real cards (../shared/data), each with a control:

- W1: an attack whose strength is a stat of its own card, of its bearer, of a chosen card named
  "their", or the sum "his Force plus Chi", or the current battlefield's Province's strength,
  limits its target in the strict reading by that stat from the state (``attack_stat_owner``);
  it was dropped to 0 ("Force at most 0": Yotsu Seiki, The Fire from Within, Kaiu Onizuka).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import bp1_battle

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    players = turn.pop("players", [("a", "mantis"), ("b", "crane")])
    return bp1_battle(tmp, pool, cards, players=players, honor=turn.pop("honor", 10), **turn)


def _at(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield",
            "battlefield": "bp1", **more}  # fmt: skip


def _force(amount: int) -> dict[str, Any]:
    return {"modifiers": [{"stat": "force", "amount": amount}]}


# -- W1: the strength is a stat the state fixes -------------------------------------------------


@pytest.mark.parametrize(
    ("seiki", "foe", "status"),
    [
        ({}, _force(-1), "legal"),  # her Chi 2, Hoturi 3F-1 = 2F
        ({}, {}, "unknown"),  # control: Hoturi 3F, only in the lenient reading
        ({"modifiers": [{"stat": "chi", "amount": 1}]}, {}, "legal"),  # her Chi 2+1
    ],
)
def test_seiki_ranged_attack_equal_to_her_chi(
    tmp_path: Path, pool: CardPool, seiki: dict[str, Any], foe: dict[str, Any], status: str
) -> None:
    """Yotsu Seiki: "bow Seiki: Ranged Attack with strength equal to her Chi" (no card chosen
    before: "her" is Seiki): the strict limit is her Chi, with her modifiers (was 0)."""
    board = _load(tmp_path, pool, [
        _at("seiki", "Yotsu Seiki", "a", **seiki), _at("hoturi", "Doji Hoturi", "b", **foe),
    ])  # fmt: skip
    v = check(board, "a", "seiki", 0)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "at most this card's Chi" in v.reasons[0]


@pytest.mark.parametrize(("amount", "status"), [(-1, "legal"), (0, "unknown")])
def test_fire_from_within_twice_his_chi(
    tmp_path: Path, pool: CardPool, amount: int, status: str
) -> None:
    """The Fire from Within on Isawa Kaede (Chi 3): "Bow this Shugenja: Ranged Attack with
    strength equal to twice his Chi": 6; Hida Kisada 7F-1 = 6F legal; control 7F unknown."""
    board = _load(tmp_path, pool, [
        _at("kaede", "Isawa Kaede", "a"),
        _at("fire", "The Fire from Within", "a", attached_to="kaede"),
        _at("kisada", "Hida Kisada", "b", **_force(amount)),
    ], players=[("a", "phoenix"), ("b", "crab")])  # fmt: skip
    v = check(board, "a", "fire", 1)  # (0: "Two consecutive Ranged Attack actions ...")
    assert v.status == status, v.reasons
    assert status == "legal" or "at most twice bearer's Chi" in v.reasons[0]


@pytest.mark.parametrize(
    ("strength", "status"), [({"province_strength": 3}, "legal"), ({"province_strength": 2},
    "unknown"), ({}, "unknown")]
)  # fmt: skip
def test_onizuka_province_strength(
    tmp_path: Path, pool: CardPool, strength: dict[str, Any], status: str
) -> None:
    """Kaiu Onizuka: "Ranged Attack with strength equal to the current battlefield's province's
    strength": the state's province_strength (3) against Hoturi 3F: legal; 2: unknown (lenient
    only); not stated: unknown."""
    board = _load(tmp_path, pool, [
        _at("oni", "Kaiu Onizuka", "a"), _at("hoturi", "Doji Hoturi", "b"),
    ], players=[("a", "crab"), ("b", "crane")], **strength)  # fmt: skip
    v = check(board, "a", "oni", 0)
    assert v.status == status, v.reasons


@pytest.mark.parametrize(
    ("title", "words", "limit"),
    [
        ("Pearls & Spirits", "his Force plus Chi", "at most performer's Force + performer's Chi"),
        ("Flanking Assault", "their Force or Chi", "at most performer's Chi"),
        ("The Heart's Arrow", "their Personal Honor", "at most target1's Personal Honor"),
        ("Massive Power", "the Shugenja's Chi", "at most bearer's Chi"),
        ("Akodo Areru", "its Force, and +2", "at most performer's Force"),
    ],
)
def test_stat_strength_readings(pool: CardPool, title: str, words: str, limit: str) -> None:
    """The strength's stat is read for every card of the shape, not only Seiki."""
    from model.describe import ability_text

    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    para = next(p for p in card.oracle.imported.paragraphs if words in p.text)
    assert para.full and para.ability is not None
    assert limit in ability_text(para.ability)


def test_a_pronoun_with_no_card_it_may_name_stays_lowest() -> None:
    """Controls: "its" on a Personality, or "her" after two cards chosen (``alone`` False), name
    no card read here: the Ranged Attack keeps its lowest strength, 0."""
    from model.cardtext.effects_attacks import Attack, read_attack
    from model.common import CardType

    its = read_attack("Ranged Attack with strength equal to its Force.", "Kaiu X",
                      CardType.PERSONALITY, None, alone=True)  # fmt: skip
    her = read_attack("Ranged Attack with strength equal to her Chi.", "Yotsu Seiki",
                      CardType.PERSONALITY, None, alone=False)  # fmt: skip
    assert isinstance(its, Attack) and its.limits == ("0",)
    assert isinstance(her, Attack) and her.limits == ("0",)
    seiki = read_attack("Ranged Attack with strength equal to her Chi.", "Yotsu Seiki",
                        CardType.PERSONALITY, None, alone=True)  # fmt: skip
    assert isinstance(seiki, Attack) and seiki.limits == ("source.chi",)


# -- W2 / W3: a second "If" that negates the opening one word for word ---------------------------


def _action(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    return _load(tmp, pool, cards, phase="action", segment=None, current_battlefield=None,
                 attacker=None, battlefields=[], **turn)  # fmt: skip


def _home(cid: str, title: str, owner: str, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "home", **more}


def test_pilgrim_if_it_is_not_is_the_other_branch(tmp_path: Path, pool: CardPool) -> None:
    """Wandering Pilgrim: "If it is an Attack Phase, move ... If it is not, gain 1 Honor." in an
    Action Phase after a Bushido Virtue action: legal (was unknown: the opening read as a
    restriction in the strict reading)."""
    board = _action(tmp_path, pool, [
        _home("sh", "The Aerie", "a"), _home("hoturi", "Doji Hoturi", "a"),
        _home("pil", "Wandering Pilgrim", "a", attached_to="hoturi"),
        _home("sh2", "The Ancient Castle of the Lion", "b"),
    ], trigger="After a Bushido Virtue action resolves",
       players=[("a", "crane"), ("b", "lion")])  # fmt: skip
    v = check(board, "a", "pil", 0)
    assert v.status == "legal", v.reasons


def test_iwata_if_he_is_not_naval_is_the_other_branch(tmp_path: Path, pool: CardPool) -> None:
    """Yoritomo Iwata • Experienced: "If he is Naval, straighten him. If he is not Naval, give
    him Naval." at Yoritomo Bokkai (not Naval): legal (was unknown)."""
    board = _action(tmp_path, pool, [
        _home("k", "Kyuden Yoritomo", "a"), _home("iwata", "Yoritomo Iwata • Experienced", "a"),
        _home("bokkai", "Yoritomo Bokkai", "a"), _home("sh2", "The Aerie", "b"),
    ])  # fmt: skip
    v = check(board, "a", "iwata", 0)
    assert v.status == "legal", v.reasons


def test_a_second_if_on_another_matter_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Soshi House Guard "If it is a Combat Segment, bow him. If he is dishonorable, ..." in the
    Action Phase: the second "If" is no negation, but on a Battle/Open action "If it is a Combat
    Segment" conditions the effect only (h45fixl, ``open_battle_if``): legal (was unknown)."""
    board = _action(tmp_path, pool, [
        _home("k", "Kyuden Yoritomo", "a"), _home("bokkai", "Yoritomo Bokkai", "a"),
        _home("guard", "Soshi House Guard", "a", attached_to="bokkai"),
        _home("sh2", "The Aerie", "b"), _home("hoturi", "Doji Hoturi", "b"),
    ])  # fmt: skip
    v = check(board, "a", "guard", 0)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize(
    ("opening", "second", "negates"),
    [
        ("it is an Attack Phase", "it is not", True),
        ("he is Naval", "he is not Naval", True),
        ("you control a Farm", "you do not control a Farm", True),
        ("he has an attached Follower", "he does not", True),
        ("he is Naval", "he is not Crab Clan", False),  # another keyword
        ("he is Naval", "she is not", False),  # another subject
        ("it is an Attack Phase", "it is an Action Phase", False),
        ("he is Naval or Crab Clan", "he is not", False),  # a compound: not one "not"
    ],
)
def test_negated_in_words(opening: str, second: str, negates: bool) -> None:
    from model.cardtext.complementary_words import negated_in_words

    assert negated_in_words(opening, second) is negates


# -- N1: an action read up to its effects keeps its costs --------------------------------------


def _nte(tmp: Path, pool: CardPool, stronghold_bowed: bool, *mine: str) -> Any:
    """Ninja Training Exercise ("Ninja Battle, :g4:: If they would be opposed, ...": its
    effects not read) in the hand; Copper Mine; ``mine``: Personalities of yours there."""
    return _load(tmp, pool, [
        _home("sh", "The Shadowed Estate of the Scorpion", "a", bowed=stronghold_bowed),
        _home("mine", "Copper Mine", "a"),
        *(_at(f"p{i}", title, "a") for i, title in enumerate(mine)),
        {"id": "nte", "title": "Ninja Training Exercise", "owner": "a", "zone": "hand"},
        _home("kyuden", "Kyuden Hida", "b"), _at("hida", "Hida Kisada", "b"),
    ], players=[("a", "scorpion"), ("b", "crab")])  # fmt: skip


def test_unread_effects_with_gold_short_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """2 Gold (Stronghold bowed), one Personality there (its own trait lowers the 4 Gold by at
    most 1): illegal whatever the effects say (was unknown)."""
    v = check(_nte(tmp_path, pool, True, "Bayushi Yojiro"), "a", "nte", 0)
    assert v.status == "illegal", v.reasons
    assert "Gold" in v.reasons[0]


@pytest.mark.parametrize(
    ("bowed", "mine"),
    [(False, ("Bayushi Yojiro",)), (True, ("Goju Adorai", "Bayushi Yojiro"))],
)
def test_unread_effects_with_gold_enough_stays_unknown(
    tmp_path: Path, pool: CardPool, bowed: bool, mine: tuple[str, ...]
) -> None:
    """Controls: the Stronghold's Gold too; or two Personalities there (the trait may lower it
    to 2, if both are Ninja): unknown, naming the text not read."""
    v = check(_nte(tmp_path, pool, bowed, *mine), "a", "nte", 0)
    assert v.status == "unknown", v.reasons
    assert "If they would be opposed" in v.reasons[0]


def test_unread_words_that_may_change_costs_keep_the_doubt() -> None:
    """Control: effects not read that speak of paying ("instead", "pay") settle nothing."""
    from model.cardtext import import_text
    from model.common import CardType
    from solver.unread_costs import _costs_part

    said = "Ninja Battle, :g4:: If they would be opposed, create two 2F/2C/0PH Ninja Personalities."
    for text in (said, said + " You may pay 2 Gold less instead."):
        got = import_text(text, title="X", card_type=CardType.STRATEGY)
        (para,) = got.paragraphs
        assert para.level == "costs" and para.ability is not None
        assert para.ability.read_costs
        assert (_costs_part(para.ability) is None) is ("instead" in text)


# -- N3: "This card has -1 Gold Cost for each <cards> you control" with none of them -----------


@pytest.mark.parametrize(
    ("temple_bowed", "artisan", "status"),
    [(False, False, "legal"), (True, False, "illegal"), (True, True, "unknown")],
)
def test_strengthening_protection_per_artisan(
    tmp_path: Path, pool: CardPool, temple_bowed: bool, artisan: bool, status: str
) -> None:
    """Strengthening Protection (Gold cost 5; "This card has -1 Gold Cost for each Artisan
    Personality you control."): no Artisan, 6 Gold: legal (was unknown); 4 Gold: illegal;
    control: an Artisan (Tamori Takeshi) and 4 Gold: unknown (the count is not read)."""
    cards = [
        _home("sh", "The Remote Monastery of the Dragon", "a"),
        _home("temple", "Temple to Shinsei", "a", bowed=temple_bowed),
        _home("roshungi", "Roshungi", "a"),
        {"id": "sp", "title": "Strengthening Protection", "owner": "a", "zone": "hand"},
        _home("aerie", "The Aerie", "b"),
    ]
    if artisan:
        cards.append(_home("takeshi", "Tamori Takeshi", "a"))
    board = _action(tmp_path, pool, cards, players=[("a", "dragon"), ("b", "crane")])
    v = check(board, "a", "sp", 0)
    assert v.status == status, v.reasons


# -- N6: "Enters play ignoring Honor Requirements if ..." only waives the Honor Requirement ----


@pytest.mark.parametrize(
    ("gold_bowed", "honor", "status"),
    [(False, 11, "legal"), (True, 11, "illegal"), (False, 1, "unknown")],
)
def test_kiyoshi_recruit_ignoring_honor_requirements(
    tmp_path: Path, pool: CardPool, gold_bowed: bool, honor: int, status: str
) -> None:
    """Kuni Kiyoshi • Experienced 2 (Gold cost 8, Honor Requirement 3; "Enters play ignoring
    Honor Requirements if you are a Crab Clan or Scorpion Clan player."): 9 Gold and Family
    Honor 11: legal; 7 Gold: illegal (the waiver can't pay Gold; both were unknown); control:
    Family Honor 1 (the Requirement not met; the waiver may lift it): unknown."""
    board = _load(tmp_path, pool, [
        _home("kyuden", "Kyuden Hida • Experienced", "a"), _home("iron", "Iron Mine", "a"),
        _home("gold", "Gold Mine", "a", bowed=gold_bowed),
        {"id": "p4", "title": "Kuni Kiyoshi • Experienced 2", "owner": "a", "zone": "province",
         "province": 4},
        _home("castle", "The Ancient Castle of the Lion", "b"),
    ], phase="dynasty", segment=None, current_battlefield=None, attacker=None, battlefields=[],
       players=[("a", "crab"), ("b", "lion")], honor=honor)  # fmt: skip
    v = check(board, "a", "p4", "recruit")
    assert v.status == status, v.reasons


# -- N2: a ban on searching decks and on discard piles spares an action touching neither --------


@pytest.mark.parametrize(("strategy", "status"), [("Kokoro", "legal"), ("Peace", "unknown")])
def test_uona_sensei_spares_an_action_that_searches_nothing(
    tmp_path: Path, pool: CardPool, strategy: str, status: str
) -> None:
    """Uona Sensei ("You may not search for cards from your decks except ..., and you will not
    put cards from your discard piles into ..."): Kokoro ("... draws a card. Draw a card.")
    legal (was unknown); control: Peace ("Search your Dynasty deck for ...") stays unknown."""
    board = _action(tmp_path, pool, [
        _home("sh", "The Remote Monastery of the Dragon", "a"),
        _home("uona", "Uona Sensei", "a"),
        _home("osawa", "Togashi Osawa", "a"), _home("roshungi", "Roshungi", "a"),
        {"id": "s", "title": strategy, "owner": "a", "zone": "hand"},
        _home("aerie", "The Aerie", "b"),
    ], players=[("a", "dragon"), ("b", "crane")])  # fmt: skip
    v = check(board, "a", "s", 0)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "Uona Sensei" in v.reasons[0]


# -- N8: a raise of attached Followers' attack strength touches only their own actions ----------


def _tsuruchi(tmp: Path, pool: CardPool) -> Any:
    return _load(tmp, pool, [
        _home("port", "The Fruitful Port of the Mantis", "a"),
        _at("tsuruchi", "Tsuruchi • Experienced", "a"),
        _at("chuck", "Goblin Chuckers", "a", attached_to="tsuruchi"),
        _at("arishia", "Tsuruchi Arishia", "a"),
        _home("citadel", "The Sinister Citadel of the Spider", "b"),
        _at("itta", "Hiruma Itta", "b"),
    ], players=[("a", "mantis"), ("b", "spider")])  # fmt: skip


def test_tsuruchi_raise_spares_another_cards_attack(tmp_path: Path, pool: CardPool) -> None:
    """Tsuruchi • Experienced ("Followers with Ranged Attacks attached to Tsuruchi have their
    Ranged Attack strength increased by 2."): Tsuruchi Arishia's "Bow Arishia: Ranged 4
    Attack." at Hiruma Itta (2F): legal (was unknown)."""
    v = check(_tsuruchi(tmp_path, pool), "a", "arishia", 0)
    assert v.status == "legal", v.reasons


def test_tsuruchi_raise_keeps_the_doubt_for_his_followers(tmp_path: Path, pool: CardPool) -> None:
    """Control: Goblin Chuckers attached to Tsuruchi (a Follower with a Ranged Attack): its
    own attack is the one raised: the trait still names its doubt."""
    v = check(_tsuruchi(tmp_path, pool), "a", "chuck", 0)
    assert v.status == "unknown", v.reasons
    assert "Tsuruchi" in v.reasons[0]
