"""Stat traits of cards in play doubt a comparison only if they can reach a compared card
(``solver.one_card_scope.sole_cards``; the direction and bound readings of
``solver.witness_stat_scope`` then settle it): a condition before the subject ("While attaching
Followers, Paneki has +3PH.", "While this Personality is Crab Clan, this Item has ...") no longer
hides it (h40adv1 N1, h40adv2 N1); "Spider Clan Personalities have +1F." reaches the cards of
that Clan (``solver.clan_group_scope``; h40adv1 N6); "Your Samurai have +1F while defending."
reaches nothing while none of its player's cards defends (``solver.side_suffix_scope``; h40adv1
N4). The testers' boards, inline; controls where the trait reaches a compared card."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, as_view
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.side_suffix_scope import side_suffix_none
from tests.builders import yaml_lines_board

#: h40adv1 b1-crane-scorpion-ce.yaml
_B1 = [
    "turn: 6",
    "active_player: crane",
    "phase: attack",
    "segment: combat",
    "current_battlefield: scorpion-p1",
    "attacker: crane",
    "imperial_favor: scorpion",
    "players:",
    "  - {id: crane, clan: crane, family_honor: 16}",
    "  - {id: scorpion, clan: scorpion, family_honor: 9}",
    "cards:",
    "  - {id: sd, title: Shiro Daidoji, owner: crane, zone: home}",
    "  - {id: cr-market, title: Marketplace, owner: crane, zone: home}",
    "  - {id: cr-farm, title: Large Farm, owner: crane, zone: home, bowed: true}",
    "  - {id: zoushi, title: Daidoji Zoushi, owner: crane, "
    "zone: battlefield, battlefield: scorpion-p1}",
    "  - {id: li, title: Light Infantry, owner: crane, "
    "zone: battlefield, battlefield: scorpion-p1, attached_to: zoushi}",
    "  - {id: idzuki, title: Kakita Idzuki, owner: crane, "
    "zone: battlefield, battlefield: scorpion-p1}",
    "  - {id: doji-armor, title: Doji Armor, owner: crane, "
    "zone: battlefield, battlefield: scorpion-p1, attached_to: idzuki}",
    "  - {id: senta, title: Doji Senta, owner: crane, zone: home}",
    "  - {id: courtesy, title: Courtesy, owner: crane, zone: hand}",
    "  - {id: charge, title: Charge, owner: crane, zone: hand}",
    "  - {id: jev, title: Justly Earned Victory, owner: crane, zone: hand}",
    "  - {id: alleg, title: Allegations, owner: crane, zone: hand}",
    "  - {id: cr-p1, title: Kakita Hideo, owner: crane, zone: province, province: 1}",
    "  - {id: hmd, title: Hidden Moon Dojo, owner: scorpion, zone: home}",
    "  - {id: sc-geisha, title: Geisha House, owner: scorpion, zone: home}",
    "  - {id: sc-large, title: Large Farm, owner: scorpion, zone: home}",
    "  - {id: maemi, title: Bayushi Maemi, owner: scorpion, "
    "zone: battlefield, battlefield: scorpion-p1}",
    "  - {id: sakai, title: Bayushi Sakai, owner: scorpion, "
    "zone: battlefield, battlefield: scorpion-p1, dishonorable: true}",
    "  - {id: paneki, title: Bayushi Paneki, owner: scorpion, zone: home, bowed: true}",
    "  - {id: resil, title: Impressive Resilience, owner: scorpion, zone: hand}",
    "  - {id: foc, title: Failure of Courage, owner: scorpion, zone: hand}",
    "  - {id: elab, title: Elaborate Preparations, owner: scorpion, zone: hand}",
    "  - {id: sc-p1, title: Bayushi Jutsushi, owner: scorpion, zone: province, province: 1}",
]
#: h40adv1 b4-spider-crab-emperor.yaml
_B4 = [
    "turn: 8",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "province_strength: 7",
    "attacker: spider",
    "imperial_favor: crab",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 3}",
    "  - {id: crab, clan: crab, family_honor: 15}",
    "cards:",
    "  - {id: ssd, title: Steel Soul Dojo, owner: spider, zone: home}",
    "  - {id: sp-mine, title: Productive Mine, owner: spider, zone: home}",
    "  - {id: sp-peddler, title: Traveling Peddler, owner: spider, zone: home, bowed: true}",
    "  - {id: kanpeki, title: Daigotsu Kanpeki, owner: spider, zone: home}",
    "  - {id: tetsuo, title: Tetsuo, owner: spider, zone: battlefield, battlefield: crab-p1}",
    "  - {id: omigawa, title: Omigawa, owner: spider, zone: battlefield, battlefield: crab-p1}",
    "  - {id: parangu, title: Parangu, owner: spider, "
    "zone: battlefield, battlefield: crab-p1, attached_to: omigawa}",
    "  - {id: sugihara, title: Sugihara, owner: spider, zone: home}",
    "  - {id: cells, title: Holding Cells, owner: spider, zone: hand}",
    "  - {id: nwaw, title: Never Without a Weapon, owner: spider, zone: hand}",
    "  - {id: soh, title: Sleight of Hand, owner: spider, zone: hand}",
    "  - {id: tset, title: Tactical Setback, owner: spider, zone: hand}",
    "  - {id: yp, title: Yasuki Palaces • Experienced, owner: crab, zone: home}",
    "  - {id: cr-peddler, title: Traveling Peddler, owner: crab, zone: home}",
    "  - {id: cr-mine, title: Productive Mine, owner: crab, zone: home}",
    "  - {id: cr-vm, title: Venerable Master, owner: crab, zone: home, bowed: true}",
    "  - {id: mimori, title: Hida Mimori, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: komatsu, title: Hida Komatsu, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: iemasa, title: Kaiu Iemasa, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: hakio, title: Hiruma Akio, owner: crab, zone: home}",
    "  - {id: rfarmer, title: Rice Farmer, owner: crab, zone: home, attached_to: hakio}",
    "  - {id: jekku, title: Yasuki Jekku, owner: crab, zone: home}",
    "  - {id: asf, title: A Small Favor, owner: crab, zone: hand}",
    "  - {id: sotb, title: Strength of the Bear, owner: crab, zone: hand}",
    "  - {id: stc, title: Suffer the Consequences, owner: crab, zone: hand}",
    "  - {id: allied, title: Allied Efforts, owner: crab, zone: hand}",
]
#: h40adv1 p3-otherbf.yaml
_P3 = [
    "turn: 6",
    "active_player: crane",
    "phase: attack",
    "segment: combat",
    "current_battlefield: scorpion-p1",
    "attacker: crane",
    "imperial_favor: scorpion",
    "players:",
    "- id: crane",
    "  clan: crane",
    "  family_honor: 16",
    "- id: scorpion",
    "  clan: scorpion",
    "  family_honor: 9",
    "cards:",
    "- id: sd",
    "  title: Shiro Daidoji",
    "  owner: crane",
    "  zone: home",
    "- id: cr-market",
    "  title: Marketplace",
    "  owner: crane",
    "  zone: home",
    "- id: cr-farm",
    "  title: Large Farm",
    "  owner: crane",
    "  zone: home",
    "  bowed: true",
    "- id: zoushi",
    "  title: Daidoji Zoushi",
    "  owner: crane",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "- id: li",
    "  title: Light Infantry",
    "  owner: crane",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "  attached_to: zoushi",
    "- id: idzuki",
    "  title: Kakita Idzuki",
    "  owner: crane",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "- id: doji-armor",
    "  title: Doji Armor",
    "  owner: crane",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "  attached_to: idzuki",
    "- id: senta",
    "  title: Doji Senta",
    "  owner: crane",
    "  zone: home",
    "- id: courtesy",
    "  title: Courtesy",
    "  owner: crane",
    "  zone: hand",
    "- id: charge",
    "  title: Charge",
    "  owner: crane",
    "  zone: hand",
    "- id: jev",
    "  title: Justly Earned Victory",
    "  owner: crane",
    "  zone: hand",
    "- id: alleg",
    "  title: Allegations",
    "  owner: crane",
    "  zone: hand",
    "- id: cr-p1",
    "  title: Kakita Hideo",
    "  owner: crane",
    "  zone: province",
    "  province: 1",
    "- id: hmd",
    "  title: Hidden Moon Dojo",
    "  owner: scorpion",
    "  zone: home",
    "- id: sc-geisha",
    "  title: Geisha House",
    "  owner: scorpion",
    "  zone: home",
    "- id: sc-large",
    "  title: Large Farm",
    "  owner: scorpion",
    "  zone: home",
    "- id: maemi",
    "  title: Bayushi Maemi",
    "  owner: scorpion",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "- id: sakai",
    "  title: Bayushi Sakai",
    "  owner: scorpion",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "  dishonorable: true",
    "- id: paneki",
    "  title: Bayushi Paneki",
    "  owner: scorpion",
    "  zone: home",
    "  bowed: true",
    "- id: resil",
    "  title: Impressive Resilience",
    "  owner: scorpion",
    "  zone: hand",
    "- id: foc",
    "  title: Failure of Courage",
    "  owner: scorpion",
    "  zone: hand",
    "- id: elab",
    "  title: Elaborate Preparations",
    "  owner: scorpion",
    "  zone: hand",
    "- id: sc-p1",
    "  title: Bayushi Jutsushi",
    "  owner: scorpion",
    "  zone: province",
    "  province: 1",
    "- id: hideo2",
    "  title: Kakita Hideo",
    "  owner: crane",
    "  zone: battlefield",
    "  battlefield: scorpion-p2",
    "- id: senta-bf",
    "  title: Doji Senta",
    "  owner: crane",
    "  zone: battlefield",
    "  battlefield: scorpion-p1",
    "  bowed: true",
    "- id: kurumi",
    "  title: Bayushi Eisaku",
    "  owner: scorpion",
    "  zone: battlefield",
    "  battlefield: scorpion-p2",
]
#: h40adv2 r1.yaml
_R1 = [
    "turn: 6",
    "active_player: dragon",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: dragon",
    "players:",
    "  - {id: crab, clan: crab, family_honor: 9}",
    "  - {id: dragon, clan: dragon, family_honor: 13}",
    "cards:",
    "  - {id: pillars, title: Pillars of Virtue, owner: dragon, zone: home}",
    "  - {id: gm1, title: Gold Mine, owner: dragon, zone: home}",
    "  - {id: gm2, title: Gold Mine, owner: dragon, zone: home, bowed: true}",
    "  - {id: mihato, title: Togashi Mihato, owner: dragon, "
    "zone: battlefield, battlefield: crab-p1}",
    "  - {id: yayoi, title: Togashi Yayoi, owner: dragon, zone: battlefield, battlefield: crab-p1}",
    "  - {id: bostick, title: Bo Stick, owner: dragon, "
    "zone: battlefield, battlefield: crab-p1, attached_to: yayoi}",
    "  - {id: kasuru, title: Togashi Kasuru, owner: dragon, zone: home, bowed: true}",
    "  - {id: d-palm, title: Palm Strike, owner: dragon, zone: hand}",
    "  - {id: d-mount, title: Strength of the Mountain, owner: dragon, zone: hand}",
    "  - {id: d-nerve, title: Nerve Strike, owner: dragon, zone: hand}",
    "  - {id: d-kt, title: Kharmic Threat, owner: dragon, zone: hand}",
    "  - {id: d-fls, title: Falling Leaf Strike, owner: dragon, zone: hand}",
    "  - {id: dp1, title: Togashi Hiroto, owner: dragon, zone: province, province: 1}",
    "  - {id: dp2, title: Gold Mine, owner: dragon, zone: province, province: 2}",
    "  - {id: castle, title: Carpenter Castle, owner: crab, zone: home}",
    "  - {id: tsujiken, title: Tsujiken Sensei, owner: crab, zone: home}",
    "  - {id: iron, title: Iron Mine, owner: crab, zone: home}",
    "  - {id: farm, title: Large Farm, owner: crab, zone: home, bowed: true}",
    "  - {id: sawai, title: Hiruma Sawai, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: spear, title: Spearmen, owner: crab, "
    "zone: battlefield, battlefield: crab-p1, attached_to: sawai}",
    "  - {id: watsuki, title: Kaiu Watsuki, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: sword, title: Ancestral Sword of Crab Clan, "
    "owner: crab, zone: battlefield, battlefield: crab-p1, attached_to: watsuki}",
    "  - {id: toranosuke, title: Hida Toranosuke, owner: crab, zone: home}",
    "  - {id: baiko, title: Yasuki Baiko, owner: crab, zone: home}",
    "  - {id: c-bsl, title: Block Supply Lines, owner: crab, zone: hand}",
    "  - {id: c-cp, title: Careful Planning, owner: crab, zone: hand}",
    "  - {id: c-st, title: Superior Tactics, owner: crab, zone: hand}",
    "  - {id: cp1, title: Hiruma Itta, owner: crab, zone: province, province: 1}",
    "  - {id: cp2, title: Iron Mine, owner: crab, zone: province, province: 2}",
]


def _board(
    tmp: Path, pool: CardPool, rows: list[str], name: str, old: str = "", new: str = ""
) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [r.replace(old, new) if old else r for r in rows])


def _doubted_by(v: object, title: str) -> bool:
    return any(title in r for r in getattr(v, "reasons", ()))


def test_paneki_does_not_reach_allegations_targets(tmp_path: Path, pool: CardPool) -> None:
    """N1: Allegations on Maemi (PH 1) by Idzuki (Chi 4): Paneki changes only his own PH."""
    state = _board(tmp_path, pool, _B1, "b1")
    assert check(state, "crane", "alleg", 0).status == "legal"
    v = check(state, "crane", "alleg", 0, targets={"performer": ["idzuki"], "target2": ["maemi"]})
    assert v.status == "legal", v.reasons


def test_kanpeki_settled_at_both_values(tmp_path: Path, pool: CardPool) -> None:
    """N6: Tetsuo F4 or 5 against province strength 7, Mimori F8, Komatsu F6: legal; Omigawa has
    an attachment, Sugihara F6 or 7 is not below Iemasa's 6: illegal."""
    state = _board(tmp_path, pool, _B4, "b4")
    legal = [
        ("iemasa", 1, {"victim": ["tetsuo"]}),
        ("sotb", 0, {}),
        ("komatsu", 0, {}),
        ("komatsu", 0, {"target1": ["tetsuo"]}),
    ]
    for card, ab, targets in legal:
        v = check(state, "crab", card, ab, targets=targets or None)
        assert v.status == "legal", (card, v.reasons)
    assert check(state, "spider", "omigawa", 0).status == "legal"
    illegal = [
        ("komatsu", {"target1": ["omigawa"]}),
        ("sotb", {"target1": ["iemasa"], "target2": ["sugihara"]}),
    ]
    for card, targets in illegal:
        v = check(state, "crab", card, 0, targets=targets)
        assert v.status == "illegal" and not _doubted_by(v, "Kanpeki"), (card, v.reasons)


def test_kanpeki_reaches_a_tie(tmp_path: Path, pool: CardPool) -> None:
    """Control: province strength 4, Tetsuo F4 (5 with the bonus): the trait decides."""
    state = _board(tmp_path, pool, _B4, "b4c", "province_strength: 7", "province_strength: 4")
    v = check(state, "crab", "iemasa", 1, targets={"victim": ["tetsuo"]})
    assert v.status == "unknown" and _doubted_by(v, "Daigotsu Kanpeki"), v.reasons


def test_ancestral_sword_reaches_its_bearer_only(tmp_path: Path, pool: CardPool) -> None:
    """h40adv2 N1: the Sword's bonus is Watsuki's; Yayoi, Nerve Strike on Sawai and Superior
    Tactics rest on other cards: legal."""
    state = _board(tmp_path, pool, _R1, "r1")
    for player, card in (("dragon", "yayoi"), ("dragon", "d-nerve"), ("crab", "c-st")):
        v = check(state, player, card, 0)
        assert v.status == "legal", (card, v.reasons)


def test_ancestral_sword_reaches_watsuki(tmp_path: Path, pool: CardPool) -> None:
    """Control: Nerve Strike on Watsuki (Chi 4, more with the Sword) by Yayoi (Chi 4)."""
    state = _board(tmp_path, pool, _R1, "r1c")
    v = check(state, "dragon", "d-nerve", 0, targets={"monk": ["yayoi"], "victim": ["watsuki"]})
    assert v.status == "unknown" and _doubted_by(v, "Ancestral Sword"), v.reasons


def test_while_defending_reaches_nothing_while_attacking(tmp_path: Path, pool: CardPool) -> None:
    """N4: Crane attacks, so Shiro Daidoji's "Your Samurai have +1F while defending." changes no
    card: Justly Earned Victory on Senta (F1) against Eisaku (F2) stays illegal."""
    state = _board(tmp_path, pool, _P3, "p3")
    targets = {"personality": ["senta-bf"], "enemy": ["kurumi"]}
    v = check(state, "crane", "jev", 0, targets=targets)
    assert v.status == "illegal" and not _doubted_by(v, "Shiro Daidoji"), v.reasons


def test_while_defending_reaches_the_defender(tmp_path: Path, pool: CardPool) -> None:
    """Control: with Scorpion attacking, Crane's cards at the battlefield defend."""
    said = "Your Samurai have +1F while defending."
    attacking = as_view(_board(tmp_path, pool, _B1, "b1a"))
    assert side_suffix_none(attacking, "sd", said)
    defending = as_view(_board(tmp_path, pool, _B1, "b1d", "attacker: crane", "attacker: scorpion"))
    assert not side_suffix_none(defending, "sd", said)
