"""Unread trait sentences of cards in play doubt only the tests that read what they change
(h41adv2 N1-N4, h41adv4 N1): a keyword grant only a test naming one of its keywords
(``solver.grant_reach``), a signed stat change not a printed stat, a stat or keyword sentence
whose condition names actions not the action itself (``solver.quality_sentence_scope``), a ban
on targeting one card only a witness targeting it or a performer it names
(``solver.target_ban_scope``), and a card's own change whose condition the state settles is
applied (``model.state_stats``). Each with a control whose answer stays. Real cards by title
from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import yaml

from model.common import Stat
from model.load import as_view, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.grant_reach import printed_only_spares
from solver.stat_direction_scope import stat_direction

_BATTLE = """
turn: 5
active_player: a
phase: attack
segment: combat
current_battlefield: bp1
attacker: a
players:
  - {{id: a, clan: {a}, family_honor: 10}}
  - {{id: b, clan: {b}, family_honor: 8}}
cards:
"""
_ACTION = """
turn: 7
active_player: a
phase: action
players:
  - {{id: a, clan: {a}, family_honor: 12}}
  - {{id: b, clan: {b}, family_honor: 16}}
cards:
"""


def _load(pool: CardPool, head: str, clans: tuple[str, str], cards: str) -> Any:
    text = head.format(a=clans[0], b=clans[1]) + cards
    return parse_state(yaml.safe_load(text), "board", None, pool)


def _status(loaded: Any, player: str, card: str, ability: int = 0) -> str:
    return check(loaded, player, card, ability).status


# -- keyword grants: The City of Lies (Courtier), The False Path (Monk • Fudo) ----------------

_LIES = """
  - {id: lies, title: The City of Lies, owner: a, zone: home}
  - {id: narami, title: Shosuro Narami, owner: a, zone: home}
  - {id: gift, title: Sezaru's Gift, owner: a, zone: hand}
  - {id: gem, title: Gempukku, owner: a, zone: hand}
  - {id: asano, title: Doji Asano, owner: a, zone: province, province: 1}
  - {id: aerie, title: The Aerie, owner: b, zone: home}
  - {id: nanae, title: Asahina Nanae, owner: b, zone: home, bowed: true}
  - {id: yoshitada, title: Doji Yoshitada, owner: b, zone: home}
"""


def test_a_courtier_grant_leaves_timing_bowed_and_other_keywords(pool: CardPool) -> None:
    loaded = _load(pool, _ACTION, ("scorpion", "crane"), _LIES)
    assert _status(loaded, "a", "lies") == "illegal"  # a Battle action in the Action Phase
    assert _status(loaded, "b", "aerie") == "illegal"
    assert _status(loaded, "b", "nanae") == "illegal"  # bowed; Courtier is no Tireless
    assert _status(loaded, "a", "gift") == "illegal"  # Monk or Shugenja: Courtier gives none
    assert _status(loaded, "a", "gem") == "legal"  # "neither Samurai nor Shugenja"


_OWN = """
  - {{id: lies, title: The City of Lies, owner: a, zone: home, bowed: true}}
  - {{id: p, title: {who}, owner: a, zone: battlefield, battlefield: bp1}}
  - {{id: yoshitada, title: Doji Yoshitada, owner: b, zone: battlefield, battlefield: bp1}}
"""


def test_the_grant_beside_its_own_keyword_test(pool: CardPool) -> None:
    # The City of Lies' own "Target your performing Courtier" (Tireless, bowed): a printed
    # Courtier stays a witness (a grant only adds Courtier); with no Courtier and no Scorpion
    # Clan Samurai in play, the grant gives none (h41adv2 N2)
    loaded = _load(pool, _BATTLE, ("scorpion", "crane"), _OWN.format(who="Shosuro Narami"))
    assert _status(loaded, "a", "lies") == "legal"
    loaded = _load(pool, _BATTLE, ("scorpion", "crane"), _OWN.format(who="Kitsune"))
    assert _status(loaded, "a", "lies") == "illegal"


def test_control_the_grant_reaching_a_card_in_play_stays_doubted(pool: CardPool) -> None:
    # Bayushi Shoju, a Scorpion Clan Samurai: the grant (not applied) may make him the Courtier
    loaded = _load(pool, _BATTLE, ("scorpion", "crane"), _OWN.format(who="Bayushi Shoju"))
    assert _status(loaded, "a", "lies") == "unknown"


def test_a_monk_fudo_grant_leaves_force_and_shadowlands_tests(pool: CardPool) -> None:
    cards = """
  - {id: chaldera, title: Chaldera, owner: a, zone: battlefield, battlefield: bp1}
  - {id: shakash, title: The Shakash, owner: a, zone: battlefield, battlefield: bp1}
  - {id: vengeful, title: The Vengeful, owner: a, zone: battlefield, battlefield: bp1, attached_to: shakash, bowed: true}
  - {id: falsepath, title: The False Path, owner: b, zone: home}
  - {id: yayoi, title: Togashi Yayoi, owner: b, zone: battlefield, battlefield: bp1}
  - {id: kikage, title: Kikage Zumi Initiates, owner: b, zone: battlefield, battlefield: bp1, attached_to: yayoi}
  - {id: rikyou, title: Togashi Rikyou, owner: b, zone: battlefield, battlefield: bp1}
"""  # noqa: E501
    loaded = _load(pool, _BATTLE, ("naga", "dragon"), cards)
    assert _status(loaded, "a", "chaldera") == "illegal"  # no lower Force without Followers
    assert _status(loaded, "a", "vengeful", 1) == "legal"  # "if this Personality is Nonhuman"


# -- a stat sentence whose condition names actions: Yoritomo Hiromi -------------------------

_HIROMI = "Yoritomo Hiromi, the Growing Storm • Experienced 2"


def test_hiromi_penalty_leaves_actions_testing_no_force(pool: CardPool) -> None:
    cards = f"""
  - {{id: port, title: The Fruitful Port of the Mantis, owner: a, zone: home}}
  - {{id: hiromi, title: "{_HIROMI}", owner: a, zone: home}}
  - {{id: kodo, title: Agasha Kodo, owner: a, zone: home}}
  - {{id: mine, title: Iron Mine, owner: a, zone: home, bowed: true}}
  - {{id: sugo, title: Ikoma Sugo, owner: b, zone: home}}
"""
    loaded = _load(pool, _ACTION, ("mantis", "crab"), cards)
    assert _status(loaded, "a", "port") == "legal"
    assert _status(loaded, "a", "kodo") == "legal"


def test_control_hiromi_penalty_on_a_force_comparison_stays_doubted(pool: CardPool) -> None:
    # Chaldera (4F) vs an opposing 4F Personality: -1F if Mantis took the first Battle action
    # (not stated) would make it lower
    cards = f"""
  - {{id: hiromi, title: "{_HIROMI}", owner: b, zone: battlefield, battlefield: bp1}}
  - {{id: chaldera, title: Chaldera, owner: a, zone: battlefield, battlefield: bp1}}
  - {{id: foe, title: Togashi Mihato, owner: b, zone: battlefield, battlefield: bp1}}
"""
    loaded = _load(pool, _BATTLE, ("naga", "mantis"), cards)
    assert _status(loaded, "a", "chaldera") == "unknown"


# -- a ban on targeting one card: Legion of Pain ----------------------------------------------

_LEGION = """
  - {id: mihato, title: Togashi Mihato, owner: a, zone: battlefield, battlefield: bp1}
  - {id: shakash, title: The Shakash, owner: a, zone: battlefield, battlefield: bp1}
  - {id: mist, title: Tsunami Tattoo, owner: a, zone: hand}
  - {id: zenshi, title: Daigotsu Zenshi, owner: b, zone: battlefield, battlefield: bp1}
  - {id: legion, title: Legion of Pain, owner: b, zone: battlefield, battlefield: bp1, attached_to: zenshi}
"""  # noqa: E501


def test_legion_leaves_actions_that_do_not_target_its_bearer(pool: CardPool) -> None:
    loaded = _load(pool, _BATTLE, ("dragon", "spider"), _LEGION)
    assert _status(loaded, "a", "mist") == "legal"
    assert _status(loaded, "b", "zenshi") == "legal"


def test_control_legion_on_the_only_target_stays_doubted(pool: CardPool) -> None:
    # Zenshi is the only target; who performs a "Target ...:" action is not settled here
    loaded = _load(pool, _BATTLE, ("dragon", "spider"), _LEGION)
    assert _status(loaded, "a", "shakash") == "unknown"
    assert _status(loaded, "a", "mihato") == "unknown"


# -- own stat changes the state settles: Toturi • Experienced, Ratling Archers, Kumiko --------


def test_toturi_dishonorable_penalty_applied(pool: CardPool) -> None:
    toturi = (
        "  - {id: toturi, title: Toturi • Experienced, owner: b, zone: battlefield,"
        " battlefield: bp1, dishonorable: %s}\n"
    )
    chaldera = (
        "  - {id: chald, title: Chaldera, owner: a, zone: battlefield, battlefield: bp1,"
        " modifiers: [{stat: force, amount: 1}]}\n"
    )
    loaded = _load(pool, _BATTLE, ("naga", "toturi's army"), chaldera + toturi % "true")
    view = as_view(loaded)
    assert view.stat("toturi", Stat.FORCE) == 4 and view.stat("toturi", Stat.CHI) == 2
    assert _status(loaded, "a", "chald") == "legal"  # 5F vs 4F
    # control: honorable, 6F; Chaldera's 5F is not higher
    loaded = _load(pool, _BATTLE, ("naga", "toturi's army"), chaldera + toturi % "false")
    assert as_view(loaded).stat("toturi", Stat.FORCE) == 6
    assert _status(loaded, "a", "chald") == "illegal"


def test_ratling_archers_bonus_by_their_bearer(pool: CardPool) -> None:
    board = """
  - {{id: yayoi, title: Togashi Yayoi, owner: a, zone: battlefield, battlefield: bp1, modifiers: [{{stat: chi, amount: -1}}]}}
  - {{id: host, title: {host}, owner: b, zone: battlefield, battlefield: bp1}}
  - {{id: arch, title: Ratling Archers, owner: b, zone: battlefield, battlefield: bp1, attached_to: host}}
"""  # noqa: E501
    loaded = _load(pool, _BATTLE, ("dragon", "ratling"), board.format(host="Yoee'trr"))
    assert as_view(loaded).stat("arch", Stat.FORCE) == 3
    assert _status(loaded, "a", "yayoi") == "illegal"  # 3F above Yayoi's Chi 2
    loaded = _load(pool, _BATTLE, ("dragon", "ratling"), board.format(host="Yoritomo Zinan"))
    assert as_view(loaded).stat("arch", Stat.FORCE) == 1
    assert _status(loaded, "a", "yayoi") == "legal"


def test_kumiko_counts_her_units_weapons_and_naval_followers(pool: CardPool) -> None:
    base = "  - {id: kumiko, title: Yoritomo Kumiko, owner: b, zone: home}\n"
    loaded = _load(pool, _ACTION, ("unicorn", "mantis"), base)
    assert as_view(loaded).stat("kumiko", Stat.FORCE) == 3  # nothing in her unit
    stick = "  - {id: w, title: Bo Stick, owner: b, zone: home, attached_to: kumiko}\n"
    loaded = _load(pool, _ACTION, ("unicorn", "mantis"), base + stick)
    view = as_view(loaded)
    chi = view.definition("w").stat(Stat.CHI) or 0  # the Weapon's own Chi bonus
    assert view.stat("kumiko", Stat.CHI) == 4 + chi + 1  # printed 4, +1 for the Weapon


# -- direction and printed stats -----------------------------------------------------------


def test_mempo_bonus_read_with_its_chi() -> None:
    said = "While you control a Void Ring, this card has an additional +2F/+1C."
    assert stat_direction(said) == (frozenset({"force", "chi"}), 1)


def test_brash_hero_chi_limit_stands_against_the_mempo_bonus(pool: CardPool) -> None:
    cards = """
  - {id: narami, title: Shosuro Narami, owner: a, zone: home}
  - {id: mempo, title: Mempo of the Void, owner: a, zone: home, attached_to: narami}
  - {id: hero, title: Brash Hero, owner: b, zone: hand}
"""
    loaded = _load(pool, _ACTION, ("scorpion", "crane"), cards)
    assert _status(loaded, "b", "hero") == "illegal"  # no Samurai; +1C only tightens


def test_printed_force_is_no_modifier() -> None:
    from model.abilities import Ability, TargetSpec
    from model.common import Designator
    from model.selectors import Selector

    def ability(where: str) -> Ability:
        spec = TargetSpec(name="target1", select=Selector(type=("personality",)), where=(where,))
        return Ability(designators=(Designator.BATTLE,), targets=(spec,))

    said = "Personalities opposing Hiromi have -1F if you took the first Battle action."
    assert printed_only_spares(ability("target1.base_force > source.base_force"), said)
    assert not printed_only_spares(ability("target1.force > 2"), said)  # control: current
