"""Needless `unknown`s of h43adv2 (U3-U5), each read as a rule for its sentence shape, with
controls where the doubt stays. Real cards by title from ../shared/data (skipped without it).

- U3: "Fear 3. If you are a Spider Clan player, this has +1 strength and ..." (Fearsome Visage):
  the bonus's condition, read with the player's Clan (``model.cardtext.attack_later_bonus``).
- U4: "Other Siege cards have +1F while in Kamura's army." (Kaiu Kamura) reaches only its
  controller's Siege cards in that army (``solver.army_cards_scope``).
- U5: "You ignore Honor Requirements on your Followers." (Keep of the Dead) can't turn an
  action's Equip of an Item that is short of Gold, nor a legal one (``solver.brought_doubts``).
"""

from __future__ import annotations

from typing import Any

from model.cards import CardDef
from model.cardtext.attack_later_bonus import later_bonus
from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from model.state import View
from solver.army_cards_scope import army_cards
from solver.brought_doubts import honor_waiver_spares
from solver.good_faith import check
from solver.verdict import Reason, Verdict

_BF = {"zone": "battlefield", "battlefield": "crab-p1"}


def _card(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, **({"zone": "home"} | kw)}


def _board(
    pool: CardPool, cards: list[dict[str, Any]], clan: str | None = "spider", honor: int = 5
) -> LoadedState:
    me: dict[str, Any] = {"id": "spider", "family_honor": honor}
    if clan is not None:
        me["clan"] = clan
    data = {
        "turn": 5,
        "active_player": "spider",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "spider",
        "players": [me, {"id": "crab", "clan": "crab", "family_honor": 12}],
        "cards": [
            *cards,
            _card("crab-p1-card", "Iron Mine", "crab", zone="province", province=1),
        ],
    }
    return parse_state(data, "board", None, pool)


def _visage(
    pool: CardPool,
    crab: list[dict[str, Any]],
    clan: str | None = "spider",
    stronghold: str | None = "Keep of the Dead",
) -> Verdict:
    """Fearsome Visage in Spider's hand, Chuda Kiuchi attacking, Crab's ``crab`` cards."""
    cards = [
        _card("kiuchi", "Chuda Kiuchi", "spider", **_BF),
        _card("fv", "Fearsome Visage", "spider", zone="hand"),
        _card("kyuden", "Kyuden Hida • Experienced", "crab"),
        *crab,
    ]
    if stronghold is not None:
        cards.append(_card("keep", stronghold, "spider"))
    return check(_board(pool, cards, clan), "spider", "fv", 0)


_OSOTE = _card("osote", "Hida Osote", "crab", **_BF)  # Force 4, no Followers


# U3: the Fear's later bonus under a condition on the player's Clan


def test_later_bonus_rewrites_the_clan_condition() -> None:
    text = (
        "Fear 3. If you are a Spider Clan player, this has +1 strength and destroys attachments "
        "and :shadowlands: Personalities after it bows them."
    )
    assert later_bonus(text) == (
        "Fear 3, with +1 strength if you are a Spider Clan player, that, if you are a Spider "
        "Clan player, destroys attachments and :shadowlands: Personalities after it bows them."
    )
    # a widened target ("and may target ...") or a condition naming an attack: not rewritten
    widened = (
        "Fear 3. If one of your Magistrates has been destroyed this battle, the Fear has +1 "
        "strength and may target a Personality with attached Followers."
    )
    assert later_bonus(widened) == widened
    attack = "Fear 3. If the Fear targets a Samurai, this has +1 strength."
    assert later_bonus(attack) == attack


def test_visage_reads_its_spider_bonus(pool: CardPool) -> None:
    """A Spider player: Fear 4, so Hida Osote (4F) is a legal target (was `unknown`)."""
    v = _visage(pool, [_OSOTE])
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("osote",)


def test_visage_of_a_crab_player_keeps_two_readings(pool: CardPool) -> None:
    """Control: a Crab player (his Stronghold Crab's): Fear 3, Osote (4F) only leniently."""
    v = _visage(pool, [_OSOTE], clan="crab", stronghold="Kyuden Hida")
    assert v.status == "unknown"
    assert any("two ways" in r for r in v.reasons), v.reasons


def test_visage_with_no_clan_keeps_two_readings(pool: CardPool) -> None:
    """Control: no Clan stated and no Stronghold: unaligned (``model.player_clan``), as before."""
    v = _visage(pool, [_OSOTE], clan=None, stronghold=None)
    assert v.status == "unknown"
    assert any("two ways" in r for r in v.reasons), v.reasons


def test_visage_with_an_unsettled_clan(pool: CardPool) -> None:
    """Control: Spider stated, a Crab Stronghold in play: the Clan is not settled, so the bonus
    is not met (the strict reading demands more, never less): Osote (4F) only leniently, but
    Hiruma Itta (2F) is a target under any Clan, `legal` (no Clan doubt on a bonus not needed)."""
    v = _visage(pool, [_OSOTE], clan="spider", stronghold="Kyuden Hida")
    assert v.status == "unknown"
    assert any("if you are a Spider Clan player" in r for r in v.reasons), v.reasons
    itta = _card("itta", "Hiruma Itta", "crab", **_BF)
    v = _visage(pool, [itta], clan="spider", stronghold="Kyuden Hida")
    assert v.status == "legal", v.reasons


def test_visage_on_a_stronger_target_keeps_two_readings(pool: CardPool) -> None:
    """Control: Osote with Fubatsu Blade (+3F): 7 is above 4 even for a Spider player."""
    blade = _card("blade", "Fubatsu Blade", "crab", **_BF, attached_to="osote")
    v = _visage(pool, [_OSOTE, blade])
    assert v.status == "unknown"
    assert any("two ways" in r for r in v.reasons), v.reasons


# U4: "Other Siege cards have +1F while in Kamura's army."

_KAMURA = _card("kamura", "Kaiu Kamura", "crab", **_BF)
_SAID = "Other Siege cards have +1F while in Kamura's army."


def test_spearmen_on_an_enemy_follower_beside_kamura(pool: CardPool) -> None:
    """Spearmen's Ranged 2 Attack on Brother of Lightning (2F), Kamura in Crab's army: `legal`
    (was `unknown` naming Kamura)."""
    cards = [
        _card("kiuchi", "Chuda Kiuchi", "spider", **_BF),
        _card("bol", "Brother of Lightning", "spider", **_BF, attached_to="kiuchi"),
        _card("keep", "Keep of the Dead", "spider"),
        _card("kyuden", "Kyuden Hida • Experienced", "crab"),
        _KAMURA,
        _card("akio", "Hiruma Akio", "crab", **_BF),
        _card("spear", "Spearmen", "crab", **_BF, attached_to="akio"),
    ]
    v = check(_board(pool, cards), "crab", "spear", 0)
    assert v.status == "legal", v.reasons


def test_visage_on_a_crab_card_that_is_not_siege(pool: CardPool) -> None:
    """Osote (not Siege) in Kamura's army: Kamura can't raise him: `legal`."""
    v = _visage(pool, [_OSOTE, _KAMURA])
    assert v.status == "legal", v.reasons


def test_visage_on_a_siege_card_in_kamuras_army_stays_unknown(pool: CardPool) -> None:
    """Control: Kaiu Okaru (Siege, 4F) in Kamura's army may have 5F: the doubt stays (Kamura,
    7F with Fubatsu Blade, is no other target)."""
    okaru = _card("okaru", "Kaiu Okaru", "crab", **_BF)
    blade = _card("blade", "Fubatsu Blade", "crab", **_BF, attached_to="kamura")
    v = _visage(pool, [okaru, _KAMURA, blade])
    assert v.status == "unknown"
    assert any("Kaiu Kamura" in r for r in v.reasons), v.reasons


def test_kamura_at_home_keeps_his_controllers_cards(pool: CardPool) -> None:
    """Control: Kamura in no army (at home): which army is meant is not settled; every card of
    his controller's stays reached, so Okaru at the battlefield stays doubted."""
    okaru = _card("okaru", "Kaiu Okaru", "crab", **_BF)
    v = _visage(pool, [okaru, _card("kamura", "Kaiu Kamura", "crab")])
    assert v.status == "unknown"
    assert any("Kaiu Kamura" in r for r in v.reasons), v.reasons


def test_army_reach_of_kamuras_sentence(pool: CardPool) -> None:
    """The reach: Crab's Siege cards in Kamura's army (not Kamura, not Osote, no Spider card);
    a sentence naming another card's army, or attacks, is not read so."""
    cards = [
        _card("kiuchi", "Chuda Kiuchi", "spider", **_BF),
        _card("kyuden", "Kyuden Hida • Experienced", "crab"),
        _KAMURA,
        _OSOTE,
        _card("okaru", "Kaiu Okaru", "crab", **_BF),
        _card("nagai", "Kaiu Nagai", "crab"),  # Siege, at home: in no army
    ]
    loaded = _board(pool, cards)
    view = View.of(loaded.state, loaded.library)
    assert army_cards(view, "kamura", _SAID) == frozenset({"okaru"})
    assert army_cards(view, "kamura", "Other Siege cards have +1F while in Kisada's army.") is None
    said = "Ranged Attacks from cards in Kamura's army have +1 strength."
    assert army_cards(view, "kamura", said) is None


# U5: Keep of the Dead's Honor Requirement waiver and an action's Equip


def _yairao(pool: CardPool, follower: str, stronghold: str = "Keep of the Dead") -> Verdict:
    """Kuni Yairao's "Equip a target Follower in your hand to your target Personality." with 6
    Gold (the Keep 4, Iron Mine 2)."""
    cards = [
        _card("keep", stronghold, "spider"),
        _card("mine", "Iron Mine", "spider"),
        _card("yairao", "Kuni Yairao", "spider", **_BF),
        _card("f", follower, "spider", zone="hand"),
        _card("kyuden", "Kyuden Hida • Experienced", "crab"),
        _OSOTE,
    ]
    return check(_board(pool, cards), "spider", "yairao", 0)


def test_hongo_equip_short_of_gold_beside_the_keep(pool: CardPool) -> None:
    """Hongo's Equip of Fubatsu Blade (4 Gold, an Item) with 2 Gold: `illegal` for its Gold, as
    with another Stronghold (was `unknown` naming the Keep)."""
    cards = [
        _card("keep", "Keep of the Dead", "spider", bowed=True),
        _card("mine", "Iron Mine", "spider"),
        _card("hongo", "Hongo", "spider", **_BF),
        _card("blade", "Fubatsu Blade", "spider", zone="hand"),
        _card("kyuden", "Kyuden Hida • Experienced", "crab"),
        _OSOTE,
    ]
    v = check(_board(pool, cards), "spider", "hongo", 0)
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "gold"


def test_an_action_equip_of_a_follower_the_gold_pays(pool: CardPool) -> None:
    """Shinjo's Children (5 Gold) with 6 Gold: `legal`; a waiver only allows more."""
    v = _yairao(pool, "Shinjo's Children")
    assert v.status == "legal", v.reasons


def test_a_follower_refused_otherwise_stays_doubted(pool: CardPool) -> None:
    """Control: Asahina House Guard "Will only attach to a Crane Clan Personality.": illegal
    without the Keep; with it, the waiver of a Follower's requirement keeps the doubt."""
    plain = _yairao(pool, "Asahina House Guard", stronghold="Gold Mine")
    assert plain.status == "illegal", plain.reasons
    v = _yairao(pool, "Asahina House Guard")
    assert v.status == "unknown"
    assert any("Keep of the Dead" in r for r in v.reasons), v.reasons


def test_honor_waiver_spares(pool: CardPool) -> None:
    """The waiver's scope: a Gold shortfall, or a type its subject does not name."""
    defs = pool.definitions()
    item: CardDef = defs["Fubatsu Blade"]
    follower: CardDef = defs["Shinjo's Children"]
    said = "You ignore Honor Requirements on your Followers."
    gold = Verdict.of("illegal", "a", 0, "A", [Reason("gold", "short")])
    other = Verdict.of("illegal", "a", 0, "A", [Reason("entering", "no host")])
    assert honor_waiver_spares(said, follower, gold)
    assert honor_waiver_spares(said, item, other)
    assert not honor_waiver_spares(said, follower, other)
    assert not honor_waiver_spares("You may ignore Honor Requirements.", item, other)
    assert not honor_waiver_spares("Your Followers may attach to any Personality.", item, gold)
