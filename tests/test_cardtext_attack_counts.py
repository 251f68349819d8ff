"""A Fear's or Melee Attack's strength counted on the board when the action is announced
(model/cardtext/attack_counts.py, model/board_counts.py; Abilities and actions / B, Reference 03
units and attachments): the strict reading's Force limit is the count read then; a count the
state can't say stays at its lowest."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model.cardtext import import_text
from model.cardtext.attack_counts import counted_limit
from model.common import CardType
from model.describe import relation_text
from model.evaluate import term_value
from model.selectors import Term, parse_relation
from solver.good_faith import check
from tests.builders import board, card, imported, view

P = CardType.PERSONALITY
COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}
DAIKETSU = (
    "<b>Battle, :bow::</b> Fear equal to Dai-ketsu's Force plus the number of Spells he has. If "
    "there is a dead Personality in any discard pile or you are Mantis Clan, straighten Dai-ketsu."
)
BAR_FIGHT = (
    "<b>Battle:</b> Target your performing unbowed Personality to make a Melee Attack with "
    "strength equal to 4 plus the number of Sake tokens he has."
)


@pytest.mark.parametrize(
    ("sentence", "title", "card_type", "pronoun", "limit"),
    [
        ("Fear equal to Dai-ketsu's Force plus the number of Spells he has.", "Moto Dai-ketsu",
         P, None, "source.force + source.attached_spell"),
        ("Fear equal to the number of Undead cards in this unit.", "T Legion",
         CardType.FOLLOWER, None, "source.unit_undead"),
        ("Fear with strength equal to the number of Undead cards in this unit.", "Noekam", P,
         None, "source.unit_undead"),
        ("Fear 3 with +1 strength for each of Atsushi's Infamy tokens.",
         "Daigotsu Atsushi • Experienced", P, None, "source.token_infamy + 3"),
        ("Melee 2 Attack with +2 strength for each Fire token on him.", "T Card", CardType.STRATEGY,
         "target1", "2 * target1.token_fire + 2"),
        ("Melee Attack equal to the number of Hirakura's Spirit Followers (this is a Melee 0 "
         "Attack if he has no Spirit Followers).", "Tamori Hirakura", P, None,
         "source.attached_follower_spirit"),
        ("Melee Attack with strength equal to 4 plus the number of Sake tokens he has.",
         "Bar Fight", CardType.STRATEGY, "performer", "performer.token_sake + 4"),
        ("Fear equal to two plus the number of Followers Kenji has.", "Akodo Kenji", P, None,
         "source.attached_follower + 2"),
        ("Melee Attack with strength equal to 3 plus the number of Fire tokens on him and the "
         "number of Rings you control.", "Burning Fury", CardType.STRATEGY, "performer",
         "performer.token_fire + source.yours_ring + 3"),
        ("Fear equal to the number of Standards in this army.", "Clan Mon", CardType.ITEM, None,
         "source.army_standard"),
        # the other cards of its unit with keywords (``model.unit_other_counts``; h41adv2 W2)
        ("Fear equal to 2 plus the number of other Ashigaru cards and Peasant Weapons in this "
         "unit.", "Lesser Kama", CardType.ITEM, None,
         "source.unitother_ashigaru__peasant_weapon + 2"),
        ("Fear equal to the number of other Undead cards in this unit.", "T Legion",
         CardType.FOLLOWER, None, "source.unitother_undead"),
        # cards of a type in an army (``attack_army_counts``): the card's own army
        ("Fear equal to the number of Followers in this army.", "T Mon", CardType.ITEM, None,
         "source.armyt_follower"),
        ("Fear 1 plus the number of Weapons Hyakute has attached.", "Hyakute no Oni", P, None,
         "source.attached_weapon + 1"),
        ("Fear with strength equal to the number of Followers in this unit.", "Hida Sadaharu", P,
         None, "source.attached_follower"),
        ("Fear with strength equal to the number of your Shadowlands Personalities at the "
         "current battlefield.", "Everpresent Fear", CardType.STRATEGY, None,
         "source.here_personality_shadowlands"),
        # a count the state can't say (the past) stays at 0, the others are read
        ("Melee Attack with strength equal to 3 plus the number of Fire tokens on him and the "
         "number of Kiho you resolved this battle.", "T Fury", CardType.STRATEGY, "performer",
         "performer.token_fire + 3"),
    ],
)  # fmt: skip
def test_counted_limit(
    sentence: str, title: str, card_type: CardType, pronoun: str | None, limit: str
) -> None:
    assert counted_limit(sentence, title, card_type, pronoun) == limit
    parse_relation(f"target9.force <= {limit}")  # a valid relation term


@pytest.mark.parametrize(
    ("sentence", "title", "card_type", "pronoun"),
    [
        # counts of the past, or of an army not the card's own: left to ``attack_forms``
        ("Fear equal to the number of Standards in this army.", "T Mon", CardType.STRATEGY, None),
        # "Followers in this unit" of a Follower: its Personality's (not read)
        ("Fear equal to the number of Followers in this unit.", "T Man", CardType.FOLLOWER, None),
        ("Fear 1 plus 2 plus the number of Weapons Hyakute has attached.", "Hyakute no Oni", P,
         None),
        ("Fear equal to the number of Shadowlands Personalities at the current battlefield.",
         "T Fear", CardType.STRATEGY, None),
        ("Fear equal to 1 plus the number of actions resolved from your Kiho and Spells this "
         "battle.", "Shiba Kakei", P, None),
        ("Fear equal to the number this bowed.", "T Spirit", CardType.STRATEGY, None),
        # "he" with no card chosen before and no card named: whose tokens?
        ("Melee Attack with strength equal to 4 plus the number of Sake tokens he has.",
         "Bar Fight", CardType.STRATEGY, None),
        # "he" after a card chosen before and a card named: which one?
        ("Fear equal to Dai-ketsu's Force plus the number of Spells he has.", "Moto Dai-ketsu",
         P, "target1"),
        # another card's name, "other", two keywords, not a card in a unit
        ("Fear equal to Kenji's Force plus the number of Spells he has.", "Moto Dai-ketsu", P,
         None),
        ("Fear equal to the number of Shadowlands Undead cards in this unit.", "T Legion",
         CardType.FOLLOWER, None),
        ("Fear equal to the number of Undead cards in this unit.", "T Fear", CardType.STRATEGY,
         None),
        # an unread count that may subtract or speaks of targeting
        ("Melee Attack with strength equal to 3 plus the number of Fire tokens on him and the "
         "number of Rings you control minus one.", "T Fury", CardType.STRATEGY, "performer"),
        ("Melee Attack with strength equal to 3 plus the number of Fire tokens on him and the "
         "number of cards it targets.", "T Fury", CardType.STRATEGY, "performer"),
        # a Ranged Attack's strength does not limit its targets
        ("Ranged Attack equal to the number of Spells in this unit.", "Isawa Ikariya", P, None),
    ],
)  # fmt: skip
def test_counts_not_read(
    sentence: str, title: str, card_type: CardType, pronoun: str | None
) -> None:
    assert counted_limit(sentence, title, card_type, pronoun) is None


def test_imported_readings() -> None:
    (action,) = import_text(DAIKETSU, title="Moto Dai-ketsu", card_type=P).actions
    assert action.full and action.ability is not None
    (fear,) = action.ability.all_target_specs()
    assert fear.where == ("target1.force <= source.force + source.attached_spell",)
    (action,) = import_text(BAR_FIGHT, title="Bar Fight", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    performer, melee = action.ability.all_target_specs()
    assert performer.performer and melee.where == ("target2.force <= performer.token_sake + 4",)


def test_relation_sums_and_counts() -> None:
    rel = parse_relation("target1.force <= source.force + source.attached_spell + 1")
    assert rel.right == Term("source", "force", 0, 1, (Term("source", "attached_spell", 1),))
    assert rel.references() == {"target1", "source"}
    assert relation_text(rel.text) == (
        "target1's Force at most this card's Force + this card's number of attached Spells + 1"
    )
    said = relation_text("target2.force <= performer.token_sake + 4")
    assert said == "target2's Force at most performer's number of Sake tokens + 4"
    for bad in ("target1.force <= 4 + source.force", "target1.force <= source.token_"):
        with pytest.raises(ValueError):
            parse_relation(bad)


def _daiketsu_board(spells: int, foe_force: int) -> Any:
    defs = [
        {"title": "Moto Dai-ketsu", "type": "personality", "force": 3, "keywords": ["shugenja"],
         "abilities": [imported(DAIKETSU, "Moto Dai-ketsu", P)]},
        {"title": "T Spell", "type": "spell"},
        {"title": "T Foe", "type": "personality", "force": foe_force},
    ]  # fmt: skip
    cards = [
        card("dai", "Moto Dai-ketsu", "me", "battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1"),
        *(
            card(f"sp{i}", "T Spell", "me", "battlefield", battlefield="them-p1", attached_to="dai")
            for i in range(spells)
        ),
    ]
    return board(defs, cards, **COMBAT)


@pytest.mark.parametrize(
    ("spells", "foe_force", "expected"),
    [
        (1, 4, "legal"),  # Force 3 + 1 Spell: the strict limit is 4
        (0, 4, "unknown"),  # the count is short: strict fails, lenient holds (two readings)
        (2, 5, "legal"),
        (1, 5, "unknown"),
    ],
)
def test_daiketsu_on_the_board(spells: int, foe_force: int, expected: str) -> None:
    assert check(_daiketsu_board(spells, foe_force), "me", "dai", 0).status == expected


@pytest.mark.parametrize(
    ("tokens", "expected"), [(("Sake", "sake"), "legal"), (("Sake",), "unknown"), ((), "unknown")]
)
def test_bar_fight_counts_the_performer_s_tokens(tokens: tuple[str, ...], expected: str) -> None:
    """4 plus the Sake tokens of the performer chosen: a Force 6 enemy needs two (tokens of
    another name, or on another Personality, do not count)."""
    defs = [
        {"title": "Bar Fight", "type": "strategy",
         "abilities": [imported(BAR_FIGHT, "Bar Fight", CardType.STRATEGY)]},
        {"title": "T Drinker", "type": "personality", "force": 2},
        {"title": "T Foe", "type": "personality", "force": 6},
    ]  # fmt: skip
    cards = [
        card("bar", "Bar Fight", "me", "hand"),
        card("d1", "T Drinker", "me", "battlefield", battlefield="them-p1", tokens=list(tokens)),
        card("d2", "T Drinker", "me", "battlefield", battlefield="them-p1", tokens=["Fire"]),
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1"),
    ]
    assert check(board(defs, cards, **COMBAT), "me", "bar", 0).status == expected


UNDEAD = "<b>Battle:</b> Fear equal to the number of Undead cards in this unit."


@pytest.mark.parametrize(("undead_lord", "expected"), [(True, "legal"), (False, "unknown")])
def test_undead_in_this_unit_on_the_board(undead_lord: bool, expected: str) -> None:
    """The Follower and its Undead Personality: 2, a Force 2 enemy can be feared."""
    defs = [
        {"title": "T Legion", "type": "follower", "keywords": ["undead"], "force": 1,
         "abilities": [imported(UNDEAD, "T Legion", CardType.FOLLOWER)]},
        {"title": "T Lord", "type": "personality", "force": 1,
         "keywords": ["undead"] if undead_lord else []},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]  # fmt: skip
    cards = [
        card("lord", "T Lord", "me", "battlefield", battlefield="them-p1"),
        card("legion", "T Legion", "me", "battlefield", battlefield="them-p1", attached_to="lord"),
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1"),
    ]
    assert check(board(defs, cards, **COMBAT), "me", "legion", 0).status == expected


# ------------------------------------------------ the count against one written from its words
_KEYWORDS = ("undead", "spirit", "shugenja")
_ATTACHED = st.lists(
    st.tuples(st.sampled_from(("follower", "spell", "item")), st.sampled_from(_KEYWORDS)),
    max_size=5,
)
_TOKENS = st.lists(st.sampled_from(("Sake", "sake", "Fire", "Infamy")), max_size=5)


@settings(max_examples=60, deadline=None)
@given(
    force=st.integers(0, 6),
    head_keyword=st.sampled_from(_KEYWORDS),
    attached=_ATTACHED,
    tokens=_TOKENS,
)
def test_counts_match_their_words(
    force: int, head_keyword: str, attached: list[tuple[str, str]], tokens: list[str]
) -> None:
    """Each limit the reader writes, evaluated on a random unit, is the count its sentence
    means: Force plus attached Spells; Sake tokens plus 4; Spirit Followers; Undead cards in
    the unit of an attached card."""
    defs: list[dict[str, Any]] = [
        {"title": "T Head", "type": "personality", "force": force, "keywords": [head_keyword]}
    ]
    cards = [card("head", "T Head", "me", "battlefield", battlefield="them-p1", tokens=tokens)]
    for i, (kind, kw) in enumerate(attached):
        defs.append({"title": f"T A{i}", "type": kind, "keywords": [kw]})
        cards.append(card(f"a{i}", f"T A{i}", "me", "battlefield", battlefield="them-p1",
                          attached_to="head"))  # fmt: skip
    v = view(board(defs, cards, **COMBAT))

    def value(limit: str | None, binding: dict[str, str]) -> int | None:
        assert limit is not None
        return term_value(v, parse_relation(f"x.force <= {limit}").right, binding)

    head = {"source": "head", "performer": "head"}
    spells = sum(kind == "spell" for kind, _ in attached)
    daiketsu = counted_limit(
        "Fear equal to Head's Force plus the number of Spells he has.", "T Head", P, None
    )
    assert value(daiketsu, head) == force + spells
    sake = counted_limit(
        "Melee Attack with strength equal to 4 plus the number of Sake tokens he has.",
        "T Bar",
        CardType.STRATEGY,
        "performer",
    )
    assert value(sake, head) == 4 + sum(t.lower() == "sake" for t in tokens)
    spirits = counted_limit(
        "Melee Attack equal to the number of Head's Spirit Followers.", "T Head", P, None
    )
    assert value(spirits, head) == sum(a == ("follower", "spirit") for a in attached)
    undead = counted_limit(
        "Fear equal to the number of Undead cards in this unit.", "T A0", CardType.FOLLOWER, None
    )
    in_unit = [head_keyword, *(kw for _, kw in attached)]
    if attached:  # the count of an attached card's unit: its Personality's and his attachments
        assert value(undead, {"source": "a0"}) == in_unit.count("undead")
    assert value(undead, {"source": "head"}) == in_unit.count("undead")


EVERPRESENT = (
    "<b>Battle:</b> Fear with strength equal to the number of your Shadowlands Personalities at "
    "the current battlefield."
)


@pytest.mark.parametrize(("home", "expected"), [(False, "legal"), (True, "unknown")])
def test_everpresent_fear_counts_yours_at_the_current_battlefield(
    home: bool, expected: str
) -> None:
    """Two Shadowlands Personalities of yours, one at the current battlefield or both: a Force 2
    enemy needs both there (the enemy's own Shadowlands Personality does not count)."""
    defs = [
        {"title": "T Fear", "type": "strategy",
         "abilities": [imported(EVERPRESENT, "T Fear", CardType.STRATEGY)]},
        {"title": "T Oni", "type": "personality", "force": 1, "keywords": ["shadowlands"]},
        {"title": "T Foe", "type": "personality", "force": 2, "keywords": ["shadowlands"]},
    ]  # fmt: skip
    second = (
        card("o2", "T Oni", "me", "home")
        if home
        else card("o2", "T Oni", "me", "battlefield", battlefield="them-p1")
    )
    cards = [
        card("fear", "T Fear", "me", "hand"),
        card("o1", "T Oni", "me", "battlefield", battlefield="them-p1"),
        second,
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1"),
    ]
    assert check(board(defs, cards, **COMBAT), "me", "fear", 0).status == expected


MON = "<b>Battle:</b> Fear equal to the number of Standards in this army."


@pytest.mark.parametrize(
    ("where", "expected"), [("them-p1", "legal"), ("them-p2", "unknown"), (None, "unknown")]
)
def test_clan_mon_counts_the_standards_of_its_army(where: str | None, expected: str) -> None:
    """Clan Mon and another Standard in my army at the current battlefield: 2 (a Standard of
    mine at another battlefield, or Clan Mon at home, in no army: not counted)."""
    defs = [
        {"title": "T Mon", "type": "item", "keywords": ["standard"],
         "abilities": [imported(MON, "T Mon", CardType.ITEM)]},
        {"title": "T Banner", "type": "item", "keywords": ["standard"]},
        {"title": "T Lord", "type": "personality", "force": 1},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]  # fmt: skip
    at = {"zone": "battlefield", "battlefield": where} if where else {"zone": "home"}
    cards = [
        card("lord", "T Lord", "me", "battlefield", battlefield="them-p1"),
        card("mon", "T Mon", "me", "battlefield", battlefield="them-p1", attached_to="lord"),
        card("lord2", "T Lord", "me", **at),
        card("banner", "T Banner", "me", attached_to="lord2", **at),
        card("foe", "T Foe", "them", "battlefield", battlefield="them-p1"),
    ]
    if where is None:  # Clan Mon at home: no army
        cards[0] = card("lord", "T Lord", "me", "home")
        cards[1] = card("mon", "T Mon", "me", "home", attached_to="lord")
        cards[2] = card("lord2", "T Lord", "me", "battlefield", battlefield="them-p1")
        cards[3] = card("banner", "T Banner", "me", "battlefield", battlefield="them-p1",
                        attached_to="lord2")  # fmt: skip
    loaded = board(defs, cards, battlefields=["them-p1", "them-p2"], **COMBAT)
    assert check(loaded, "me", "mon", 0).status == expected


_UNITS = st.lists(
    st.tuples(
        st.sampled_from(("me", "them")),
        st.sampled_from(("them-p1", "them-p2", None)),  # None: home
        st.sampled_from(("shadowlands", "undead")),
        st.lists(st.sampled_from(("standard", "courage")), max_size=3),
    ),
    min_size=1,
    max_size=5,
)


@settings(max_examples=50, deadline=None)
@given(units=_UNITS, rings=st.lists(st.sampled_from(("me", "them")), max_size=3))
def test_board_wide_counts_match_their_words(
    units: list[tuple[str, str | None, str, list[str]]], rings: list[str]
) -> None:
    """The army, "your ... at the current battlefield" and "you control" counts on random
    boards, against counts written from the sentences' words."""
    defs: list[dict[str, Any]] = [
        {"title": "T Ring", "type": "ring"},
        {"title": "T Fear", "type": "strategy"},
        {"title": "T Std", "type": "item", "keywords": ["standard"]},
        {"title": "T Other", "type": "item", "keywords": ["courage"]},
        *({"title": f"T {kw}", "type": "personality", "keywords": [kw]}
          for kw in ("shadowlands", "undead")),
    ]  # fmt: skip
    cards = [card("fear", "T Fear", "me", "hand")]
    cards += [card(f"r{i}", "T Ring", who, "home") for i, who in enumerate(rings)]
    for i, (who, where, kw, items) in enumerate(units):
        at: dict[str, Any] = {"zone": "battlefield", "battlefield": where} if where else {}
        cards.append(card(f"p{i}", f"T {kw}", who, **at))
        for j, item in enumerate(items):
            title = "T Std" if item == "standard" else "T Other"
            cards.append(card(f"p{i}i{j}", title, who, attached_to=f"p{i}", **at))
    v = view(board(defs, cards, battlefields=["them-p1", "them-p2"], **COMBAT))

    def value(limit: str | None, source: str) -> int | None:
        assert limit is not None
        return term_value(v, parse_relation(f"x.force <= {limit}").right, {"source": source})

    fear = counted_limit(
        "Fear with strength equal to the number of your Shadowlands Personalities at the "
        "current battlefield.",
        "T Fear",
        CardType.STRATEGY,
        None,
    )
    mine_here = sum(u[0] == "me" and u[1] == "them-p1" and u[2] == "shadowlands" for u in units)
    assert value(fear, "fear") == mine_here
    ring_limit = counted_limit(
        "Fear equal to the number of Rings you control.", "T Fear", CardType.STRATEGY, None
    )
    assert value(ring_limit, "fear") == rings.count("me")
    mon = counted_limit(
        "Fear equal to the number of Standards in this army.", "T Std", CardType.ITEM, None
    )
    for i, (who, where, _, items) in enumerate(units):
        for j, item in enumerate(items):
            army = sum(
                u[3].count("standard")
                for u in units
                if where is not None and u[0] == who and u[1] == where
            )
            if item == "standard":
                assert value(mon, f"p{i}i{j}") == army
