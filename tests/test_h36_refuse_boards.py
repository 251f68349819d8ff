"""h36refuse: own and named sentences the state settles, on boards of real cards
(../shared/data), each with a control that keeps the other answer.

- "You can not play Oath of Fealty." (Hikahime Sensei): its controller's play of that title is
  illegal, naming the sentence (``solver.play_bans``); another player's is not concerned.
- "Keisho will not attach Spells with Focus Value greater than her Chi.": a Personality's own
  sentence about what attaches to her, by her name, does not doubt her Recruit
  (``solver.own_ability_scope.own_host_only``).
- "You may Recruit Konzetsu for :g2: less if you have no Wind.": read with the state's Winds
  (``model.oracle.entering_have``).
- "..., playing a Terrain has the additional cost, ... for players without Scout cards there."
  (Hiruma Nichi): a player who controls a Scout at the current battlefield is not bound
  (``solver.added_cost_scope``).
- "You may not play other Allegiance cards." (Progressive, Traditionalist): the card's own
  sentence is not about its own play (``solver.restriction_reach.OWN_OTHERS``); one in play its
  player controls refuses his play of another Allegiance card (``solver.keyword_entry_ban``).
- The Hidden Bastion of the Spider's "(When going second, ... your Fear has +1 strength ...)": a
  bonus turns no Fear verdict (``model.cardtext.going_second``).
- "Straighten your target Personality, or straighten his unit if he is a Duelist." (Ornery): an
  alternative effect on the same target after ", or <verb> his ..." leaves the targeting the
  phrase before it (``model.cardtext.target_clauses.ON_THE_TARGET_AHEAD``).
- Gempukku ("Target your Human Personality with neither Samurai nor Shugenja, even if he is in
  a Province. ... (Shugenja may attach and cast Spells.)"): read, its target in play or face up
  in a Province (``model.cardtext.target_piles.even_in_a_province``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import state_card, two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(
    pool: CardPool,
    cards: list[dict[str, Any]],
    *,
    phase: str = "action",
    me: str = "crab",
    them: str = "lion",
    **extra: Any,
) -> LoadedState:
    """``me``'s turn 4 against ``them`` (``tests.builders.two_player_board``)."""
    return two_player_board(pool, cards, me=me, them=them, phase=phase, turn=4, **extra)


_c = state_card


# -- "You can not play Oath of Fealty." --------------------------------------------------------


def _oath(pool: CardPool, hikahime_zone: str = "home") -> LoadedState:
    return _board(
        pool,
        [
            _c("crab-sh", "Kyuden Hida • Experienced"),
            _c("hika", "Hikahime Sensei", hikahime_zone),
            _c("iemasa", "Kaiu Iemasa"),
            _c("c-oath", "Oath of Fealty", "hand"),
            _c("shamate", "Shamate Keep", owner="lion"),
            _c("kamina", "Akodo Kamina", owner="lion"),
            _c("l-oath", "Oath of Fealty", "hand", owner="lion"),
        ],
    )


def test_named_play_ban_refuses_that_title(pool: CardPool) -> None:
    """Crab controls Hikahime Sensei: his Oath of Fealty is illegal, naming her sentence (it was
    unknown)."""
    v = check(_oath(pool), "crab", "c-oath", 0)
    assert v.status == "illegal", v.reasons
    assert "Hikahime Sensei (hika): You can not play Oath of Fealty." in v.reasons[0]


def test_named_play_ban_spares_another_player(pool: CardPool) -> None:
    """Control: Lion, who controls no Hikahime, plays Oath of Fealty in his own turn: legal."""
    loaded = _board(
        pool,
        [
            _c("crab-sh", "Kyuden Hida • Experienced", owner="crab"),
            _c("hika", "Hikahime Sensei", owner="crab"),
            _c("shamate", "Shamate Keep"),
            _c("kamina", "Akodo Kamina"),
            _c("l-oath", "Oath of Fealty", "hand"),
        ],
        me="lion",
        them="crab",
    )
    v = check(loaded, "lion", "l-oath", 0)
    assert v.status == "legal", v.reasons


def test_named_play_ban_needs_the_card_in_play(pool: CardPool) -> None:
    """Control: Hikahime Sensei in the discard pile bans nothing: no refusal from her."""
    v = check(_oath(pool, "dynasty_discard"), "crab", "c-oath", 0)
    assert not any("You can not play" in r for r in v.reasons), v.reasons


# -- "Keisho will not attach Spells with Focus Value greater than her Chi." ---------------------


def _keisho(pool: CardPool, mines: int) -> LoadedState:
    cards = [
        _c("kyuden", "Kyuden Hida • Experienced", bowed=True),
        _c("hika", "Hikahime Sensei"),
        *[_c(f"cu{i}", "Copper Mine") for i in range(mines)],
        _c("keisho", "Keisho", "province"),
        _c("shamate", "Shamate Keep", owner="lion"),
    ]
    return _board(pool, cards, phase="dynasty")


def test_own_named_attach_limit_spares_her_recruit(pool: CardPool) -> None:
    """Keisho (3 Gold, Ashigaru: no +1 from Hikahime) with 4 Gold: legal (it was unknown, naming
    her own attach limit)."""
    v = check(_keisho(pool, 2), "crab", "keisho", RECRUIT)
    assert v.status == "legal", v.reasons


def test_own_named_attach_limit_control_short(pool: CardPool) -> None:
    """Control: with 2 Gold her Recruit stays illegal."""
    v = check(_keisho(pool, 1), "crab", "keisho", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_named_attach_limit_is_its_own_cards_only() -> None:
    """The name must be the card's own: a keyword's "Shugenja may attach and cast Spells." and a
    sentence that also gives a keyword are not read so."""
    from solver.own_ability_scope import own_host_only

    keisho = "Keisho will not attach Spells with Focus Value greater than her Chi."
    assert own_host_only(keisho, "Keisho")
    assert not own_host_only(keisho, "Kuni Hokinsha")
    assert not own_host_only("Shugenja may attach and cast Spells.", "Isawa Nairuko")
    tsukimi = "Tsukimi can attach Spells and has Shugenja while she has a Spell."
    assert not own_host_only(tsukimi, "Shiba Tsukimi, the Blind Phoenix")


# -- "You may Recruit Konzetsu for :g2: less if you have no Wind." ------------------------------


def _konzetsu(pool: CardPool, wind: str | None, zone: str = "home") -> LoadedState:
    cards = [
        _c("sh", "Shiro Shinjo", bowed=True),
        _c("konzetsu", "Moto Konzetsu", "province"),
        *[_c(f"cu{i}", "Copper Mine") for i in range(4)],
        _c("crab-sh", "Kyuden Hida • Experienced", owner="crab"),
    ]
    if wind is not None:
        cards.append(_c("wind", "Toturi Tsudao", zone, owner=wind))
    return _board(pool, cards, phase="dynasty", me="unicorn", them="crab")


def test_have_no_wind_discount_without_wind(pool: CardPool) -> None:
    """No Wind: 10 - 2 = 8 Gold, paid by four Copper Mines: legal (it was unknown)."""
    v = check(_konzetsu(pool, None), "unicorn", "konzetsu", RECRUIT)
    assert v.status == "legal", v.reasons


def test_have_no_wind_no_discount_with_own_wind(pool: CardPool) -> None:
    """Control: Unicorn controls a Wind (Toturi Tsudao): no discount, 10 against 8: illegal
    (it was unknown)."""
    v = check(_konzetsu(pool, "unicorn"), "unicorn", "konzetsu", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "needs 10 Gold" in v.reasons[0], v.reasons


def test_have_no_wind_another_players_wind_is_not_yours(pool: CardPool) -> None:
    """Control: the Wind is Crab's: Unicorn has none, the discount holds: legal."""
    v = check(_konzetsu(pool, "crab"), "unicorn", "konzetsu", RECRUIT)
    assert v.status == "legal", v.reasons


def test_have_no_wind_a_wind_out_of_play_is_none(pool: CardPool) -> None:
    """Control: Unicorn's Wind in his discard pile is not in play: he has none: legal."""
    v = check(_konzetsu(pool, "unicorn", "dynasty_discard"), "unicorn", "konzetsu", RECRUIT)
    assert v.status == "legal", v.reasons


def test_have_kind_reads_only_its_shape() -> None:
    from model.oracle.entering_have import have_kind

    assert have_kind("you have no wind") is not None
    assert have_kind("you have a sensei") is not None
    assert have_kind("you have no wind or sensei") is None
    assert have_kind("you have no holdings") is None


# -- "... for players without Scout cards there." (Hiruma Nichi) ---------------------------------


def _nichi(pool: CardPool, *, nichi_owner: str = "crab", bowed: bool = False) -> LoadedState:
    cards = [
        _c("crab-sh", "Kyuden Hida • Experienced", owner="crab"),
        _c("nichi", "Hiruma Nichi", "battlefield", owner=nichi_owner, battlefield="phoenix-p1"),
        _c("c-rocky", "Rocky Terrain", "hand", owner="crab"),
        _c("ph-sh", "The Majestic Temple of the Phoenix", owner="phoenix"),
        _c("kaname", "Isawa Kaname", "battlefield", owner="phoenix", battlefield="phoenix-p1"),
        _c("p-rocky", "Rocky Terrain", "hand", owner="phoenix"),
    ]
    if bowed:
        cards[1]["bowed"] = True
    return _board(
        pool,
        cards,
        phase="attack",
        me="crab",
        them="phoenix",
        segment="combat",
        current_battlefield="phoenix-p1",
        attacker="crab",
    )


def test_players_without_scout_there_spares_a_scout_player(pool: CardPool) -> None:
    """Crab's own Nichi (a Scout) is at the current battlefield: the added cost does not bind
    Crab; his Rocky Terrain is legal (it was unknown)."""
    v = check(_nichi(pool), "crab", "c-rocky", 0)
    assert v.status == "legal", v.reasons


def test_players_without_scout_there_binds_the_others(pool: CardPool) -> None:
    """Control: Phoenix has no Scout there: bound by a cost not read, his Terrain stays
    unknown, naming Nichi."""
    v = check(_nichi(pool), "phoenix", "p-rocky", 0)
    assert v.status == "unknown", v.reasons
    assert any("Hiruma Nichi" in r for r in v.reasons), v.reasons


def test_players_without_scout_there_another_players_scout(pool: CardPool) -> None:
    """Control: Nichi is Phoenix's: Crab has no Scout there and stays bound: unknown."""
    v = check(_nichi(pool, nichi_owner="phoenix"), "crab", "c-rocky", 0)
    assert v.status == "unknown", v.reasons


# -- "You may not play other Allegiance cards." --------------------------------------------------


def _allegiance(pool: CardPool, trad_owner: str) -> LoadedState:
    cards = [
        _c("temple", "The Majestic Temple of the Phoenix"),
        _c("trad", "Traditionalist", owner=trad_owner),
        _c("prog", "Progressive", "hand"),
        _c("trad2", "Traditionalist", "hand"),
        _c("kaname", "Isawa Kaname"),
        _c("fortress", "The Unassailable Fortress of the Crab", owner="crab"),
    ]
    return _board(pool, cards, me="phoenix", them="crab")


@pytest.mark.parametrize("card", ["prog", "trad2"])
def test_own_other_allegiance_sentence_spares_its_play(pool: CardPool, card: str) -> None:
    """The only Traditionalist in play is Crab's (it binds Crab): Phoenix's Progressive and
    second Traditionalist put themselves into play, their own "other Allegiance cards" not
    about them: legal (it was unknown)."""
    v = check(_allegiance(pool, "crab"), "phoenix", card, 0)
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize("card", ["prog", "trad2"])
def test_own_allegiance_in_play_refuses_another(pool: CardPool, card: str) -> None:
    """Control: Phoenix controls the Traditionalist in play: his play of another Allegiance card
    is illegal, naming it (it was unknown)."""
    v = check(_allegiance(pool, "phoenix"), "phoenix", card, 0)
    assert v.status == "illegal", v.reasons
    assert "Traditionalist (trad): You may not play other Allegiance cards." in v.reasons[0]


# -- The Hidden Bastion of the Spider going second -----------------------------------------------


def _bastion(pool: CardPool, enemy: str) -> LoadedState:
    """Spider's turn 4 (players listed Spider first): Spider's place in the turn order is 2
    (``Condition(turn_order=2)``, as ``tests/test_cardtext_going_second.py`` reads turn 4)."""
    at = {"battlefield": "phoenix-p1"}
    cards = [
        _c("bastion", "The Hidden Bastion of the Spider", bowed=True),
        _c("minikui", "Minikui no Oni", "battlefield", **at),
        _c("temple", "The Majestic Temple of the Phoenix", owner="phoenix"),
        _c("foe", enemy, "battlefield", owner="phoenix", **at),
    ]
    return _board(
        pool,
        cards,
        phase="attack",
        me="spider",
        them="phoenix",
        segment="combat",
        current_battlefield="phoenix-p1",
        attacker="spider",
    )


def test_going_second_fear_bonus_keeps_a_legal_fear(pool: CardPool) -> None:
    """Spider goes second; Asako Kazuki (0F) is a Fear 3 target: legal (it was unknown, naming
    the going-second paragraph)."""
    v = check(_bastion(pool, "Asako Kazuki"), "spider", "bastion", 0)
    assert v.status == "legal", v.reasons


def test_going_second_fear_bonus_control_beyond_strict(pool: CardPool) -> None:
    """Control: the only enemy has 4 Force (beyond Fear 3, within Fear 4): legal going second
    (h41adv4 W3b: it was unknown); 8 Force (Hida Mimori, beyond Fear 4): unknown."""
    v = check(_bastion(pool, "Daigotsu Jemaru"), "spider", "bastion", 0)
    assert v.status == "legal", v.reasons
    v = check(_bastion(pool, "Hida Mimori"), "spider", "bastion", 0)
    assert v.status == "unknown", v.reasons


# -- "Straighten your target Personality, or straighten his unit if he is a Duelist." ----------


def _ornery(pool: CardPool, personality: bool) -> LoadedState:
    cards = [
        _c("port", "The Fruitful Port of the Mantis"),
        _c("ornery", "Ornery", "hand"),
        _c("crab-sh", "Kyuden Hida • Experienced", owner="crab"),
        _c("kisada", "Hida Kisada", owner="crab"),
    ]
    if personality:
        cards.append(_c("matsuo", "Yoritomo Matsuo", bowed=True))
    return _board(pool, cards, me="mantis", them="crab")


def test_alternative_effect_on_the_target_is_read(pool: CardPool) -> None:
    """Mantis controls a Personality: Ornery is legal (it was unknown: "the words after a
    target")."""
    v = check(_ornery(pool, True), "mantis", "ornery", 0)
    assert v.status == "legal", v.reasons


def test_alternative_effect_on_the_target_control_no_target(pool: CardPool) -> None:
    """Control: Mantis controls no Personality (Crab's Kisada is not his): illegal, the target
    being required in either branch."""
    v = check(_ornery(pool, False), "mantis", "ornery", 0)
    assert v.status == "illegal", v.reasons


@pytest.mark.parametrize(
    ("text", "full"),
    [
        (
            "Open: Straighten your target Personality, or straighten his unit if he is a Duelist.",
            True,
        ),
        (
            "Open: Straighten your target Monk or Shugenja, or negate his current Force penalties.",
            True,
        ),
        ("Open: Bow your target Personality, or target his Follower.", False),
        ("Open: Bow your target Personality, or bow his target Follower.", False),
        # a target in one branch of a choice whose other branch targets nothing: optional
        # targeting, read since h45fixl (model.cardtext.optional_branch)
        ("Open: Move your target Shugenja home, or destroy a Terrain.", True),
    ],
)
def test_or_of_his_reads_only_the_same_target(text: str, full: bool) -> None:
    """A second branch with a target of its own, or acting on something else, stays unread."""
    from model.cardtext import import_text
    from model.common import CardType

    (action,) = import_text(text, title="T", card_type=CardType.STRATEGY).actions
    assert action.full is full, action.not_understood


# -- Gempukku -------------------------------------------------------------------------------------


def _gempukku(pool: CardPool, *more: dict[str, Any]) -> LoadedState:
    cards = [
        _c("temple", "The Majestic Temple of the Phoenix"),
        _c("gem", "Gempukku", "hand"),
        _c("kazuki", "Asako Kazuki"),
        _c("kaisei", "Isawa Kaisei", "province", province=1),
        _c("fortress", "The Unassailable Fortress of the Crab", owner="crab"),
        *more,
    ]
    return _board(pool, cards, me="phoenix", them="crab")


def test_gempukku_no_target_on_the_widest_reading(pool: CardPool) -> None:
    """Every Phoenix Personality, in play and face up in a Province, is a Shugenja: illegal (it
    was unknown: "'even if', which may change when it can be used")."""
    v = check(_gempukku(pool), "phoenix", "gem", 0)
    assert v.status == "illegal", v.reasons


def test_gempukku_target_face_up_in_a_province(pool: CardPool) -> None:
    """Control: Tsukotu (Ashigaru, neither Samurai nor Shugenja) face up in Phoenix's Province:
    legal."""
    v = check(_gempukku(pool, _c("tsu", "Tsukotu", "province", province=2)), "phoenix", "gem", 0)
    assert v.status == "legal", v.reasons


def test_gempukku_face_down_is_never_known(pool: CardPool) -> None:
    """Control: Tsukotu face down in the Province is not known to be a Personality: illegal."""
    tsu = _c("tsu", "Tsukotu", "province", province=2, face_up=False)
    v = check(_gempukku(pool, tsu), "phoenix", "gem", 0)
    assert v.status == "illegal", v.reasons


def test_gempukku_another_players_personality_is_not_yours(pool: CardPool) -> None:
    """Control: Tsukotu in Crab's play is not Phoenix's: illegal."""
    v = check(_gempukku(pool, _c("tsu", "Tsukotu", owner="crab")), "phoenix", "gem", 0)
    assert v.status == "illegal", v.reasons
