"""h44needless, on boards of real cards (../shared/data), each with a control: needless
`unknown`s the state settles (h43adv1, h43adv3, h43adv4, h43adv5 testers' boards)."""

from __future__ import annotations

from itertools import permutations
from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import load_data

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **turn: Any) -> Any:
    players = turn.pop("players", [("a", "mantis", 3), ("b", "phoenix", 18)])
    state = {
        "turn": 7, "active_player": "a", "phase": "action",
        "players": [{"id": p, "clan": c, "family_honor": h} for p, c, h in players],
        "cards": cards, **turn,
    }  # fmt: skip
    return load_data(tmp, pool, state)


def _c(cid: str, title: str, owner: str = "a", zone: str = "home", **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **more}


def _said(v: Any) -> str:
    return f"{v.status}: {' '.join(v.reasons)}"


# -- Shiro Mirumoto's "may attach two Weapons" when its controller's Personality has one -------

_KANAME = "Isawa Kaname, Advisor to the Ruby Champion"


def _weapons() -> list[dict[str, Any]]:
    """Mantis (a) and Phoenix (b, Shiro Mirumoto); Phoenix's Kaname carries Opportune Weapon;
    each player has Gold and an Opportune Weapon in hand."""
    return [
        _c("treasury", "The Imperial Treasury"),
        _c("kobune", "Kobune Port"),
        _c("sfarm", "Small Farm"),
        _c("eriko", "Yoritomo Eriko"),
        _c("ow", "Opportune Weapon", zone="hand"),
        _c("sh", "Shiro Mirumoto", "b"),
        _c("gold", "Gold Mine", "b"),
        _c("silver", "Silver Mine", "b"),
        _c("kaname", _KANAME, "b"),
        _c("kow", "Opportune Weapon", "b", attached_to="kaname"),
        _c("ow2", "Opportune Weapon", "b", zone="hand"),
    ]


def test_another_players_weapon_permission_spares_a_weapon_equip(
    tmp_path: Path, pool: CardPool
) -> None:
    """Mantis Equips Opportune Weapon onto Eriko while Phoenix's Kaname (Shiro Mirumoto's
    controller) carries a Weapon: "Your ... Personalities" are Phoenix's, and Mantis attaches
    only to Personalities it controls (Reference 03): legal (was unknown)."""
    got = _said(check(_load(tmp_path, pool, _weapons()), "a", "ow", EQUIP))
    assert got.startswith("legal") and "two Weapons" not in got, got


def test_own_weapon_permission_with_a_first_weapon_stays_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: Phoenix itself Equips a second Opportune Weapon (Kaname has one): the
    permission may allow it onto him (not read), so unknown."""
    loaded = _load(tmp_path, pool, _weapons(), active_player="b")
    got = _said(check(loaded, "b", "ow2", EQUIP))
    assert got.startswith("unknown") and "two Weapons" in got, got


# -- "in the Personality's unit": the card named "Personality" before (Feint & Strike) ---------


def _feint(follower: bool) -> list[dict[str, Any]]:
    """h43adv1 b3: Mantis's Yoritomo Zinan (Commander, unbowed) attacks Crab province 2 against
    Hiruma Tensin (with Light Infantry); Spearmen on Zinan when ``follower``."""
    bf = {"zone": "battlefield", "battlefield": "b-p2"}
    cards = [
        _c("zinan", "Yoritomo Zinan", **bf),
        _c("sasu", "Sasumata", **bf, attached_to="zinan"),
        _c("fs", "Feint & Strike", zone="hand"),
        _c("tensin", "Hiruma Tensin", "b", **bf),
        _c("li", "Light Infantry", "b", **bf, attached_to="tensin"),
    ]
    if follower:
        cards.append(_c("spear", "Spearmen", **bf, attached_to="zinan"))
    return cards


def _feint_check(tmp: Path, pool: CardPool, follower: bool) -> Any:
    loaded = _load(
        tmp, pool, _feint(follower), turn=5, phase="attack", segment="combat",
        current_battlefield="b-p2", attacker="a", defender="b",
        players=[("a", "mantis", 9), ("b", "crab", 7)],
    )  # fmt: skip
    return check(loaded, "a", "fs", 0)


def test_feint_and_strike_reads_the_personalitys_unit(tmp_path: Path, pool: CardPool) -> None:
    """ "Choose your performing unbowed Commander and target an enemy Personality: If your
    Commander has a Follower, you may target and destroy an attachment in the Personality's
    unit.": "the Personality" is the enemy Personality (the Commander is named otherwise);
    Zinan has a Follower and the attachment target is optional: legal (was unknown)."""
    v = _feint_check(tmp_path, pool, follower=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["performer"] == ("zinan",)


def test_feint_and_strike_without_a_follower_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: no Follower on Zinan: the opening 'If' read as a restriction fails, as a
    condition of the effect holds: the two readings stay `unknown`."""
    v = _feint_check(tmp_path, pool, follower=False)
    assert v.status == "unknown" and "If your Commander has a Follower" in " ".join(v.reasons)


def test_the_noun_of_two_cards_chosen_before_is_not_read() -> None:
    """Control: two Personalities chosen before: "the Personality" names which? Not read; with
    one Shugenja named, "the Shugenja's unit" is that target's."""
    two = (
        "<b>Battle:</b> Target your Personality and an enemy Personality: Destroy a target "
        "Follower in the Personality's unit."
    )
    (para,) = import_text(two, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level != "full" and "the personality's" in para.not_understood
    one = (
        "<b>Battle:</b> Target your Shugenja and an enemy Personality: Destroy a target "
        "Follower in the Shugenja's unit."
    )
    (para,) = import_text(one, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level == "full" and para.ability is not None
    spec = para.ability.all_target_specs()[-1]
    assert spec.select.unit_of == "target1"


# -- "Haniko has +1F, and her printed :ranged: has +1 strength, while she is attacking and
# opposed." (Utaku Haniko): the bonus applied when the state settles the condition ------------


def _haniko(tmp: Path, pool: CardPool, attacking: bool) -> Any:
    """Utaku Haniko (Ranged 3 Attack) and Hida Kuon (4F) at the crab's province 1."""
    bf = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [_c("haniko", "Utaku Haniko", **bf), _c("kuon", "Hida Kuon", "b", **bf)]
    sides = ("a", "b") if attacking else ("b", "a")
    loaded = _load(
        tmp, pool, cards, turn=5, active_player=sides[0], phase="attack", segment="combat",
        current_battlefield="b-p1", attacker=sides[0], defender=sides[1],
        players=[("a", "unicorn", 9), ("b", "crab", 7)],
    )  # fmt: skip
    return check(loaded, "a", "haniko", 0)


def test_haniko_attacking_and_opposed_reaches_four_force(tmp_path: Path, pool: CardPool) -> None:
    """Haniko attacks, opposed by Kuon: her printed Ranged 3 has +1 strength, so even the
    strict reading reaches Kuon's 4F: legal (was `unknown` naming the sentence)."""
    v = _haniko(tmp_path, pool, attacking=True)
    assert v.status == "legal", v.reasons


def test_haniko_defending_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Haniko defends: no bonus, the strict reading fails (4 > 3): two readings."""
    v = _haniko(tmp_path, pool, attacking=False)
    assert v.status == "unknown" and "two ways" in " ".join(v.reasons), v.reasons


def test_an_undefined_condition_is_not_read() -> None:
    """Control: "If you have Honesty, ..." (Ikoma Masaru; Honesty is in no rules file) and a
    past condition are not read; Haniko's is."""
    from model.cardtext.own_printed_bonus_when import own_printed_bonuses_when

    masaru = ["If you have Honesty, Masaru has +1F and his printed :ranged: has +1 strength."]
    assert own_printed_bonuses_when(masaru, "Ikoma Masaru", CardType.PERSONALITY) == ()
    haniko = [
        "Haniko has +1F, and her printed :ranged: has +1 strength, while she is attacking and "
        "opposed."
    ]
    ((kind, n, _cond, _said),) = own_printed_bonuses_when(
        haniko, "Utaku Haniko", CardType.PERSONALITY
    )
    assert (kind, n) == ("Ranged", 1)


# -- "Seki has +5F while other players' actions are resolving." beside Deliberations -----------


def _seki(tmp: Path, pool: CardPool, mines: int) -> Any:
    """Crab attacks Dragon's province 1 with Hida Kuon; Usagi Seki, the Untouchable (2F) is the
    only enemy there; Crab holds Deliberations ("Ranged Attack with strength equal to the amount
    you paid minus two") and ``mines`` Gold Mines and Silver Mines each."""
    bf = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [
        _c("kuon", "Hida Kuon", **bf),
        _c("delib", "Deliberations", zone="hand"),
        _c("seki", "Usagi Seki, the Untouchable", "b", **bf),
    ]
    for i in range(mines):
        cards += [_c(f"gold{i}", "Gold Mine"), _c(f"silver{i}", "Silver Mine")]
    loaded = _load(
        tmp, pool, cards, turn=5, phase="attack", segment="combat",
        current_battlefield="b-p1", attacker="a", defender="b",
        players=[("a", "crab", 9), ("b", "dragon", 7)],
    )  # fmt: skip
    return check(loaded, "a", "delib", 0)


def test_seki_within_reach_both_ways_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Enough Gold to reach Seki at 2F and at 7F (+5F while another player's action
    resolves): `legal` both ways, whichever moment the bonus covers (was `unknown`); the
    witness pays for 7F."""
    v = _seki(tmp_path, pool, mines=3)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and any("9 paid" in str(c) for c in v.witness.costs), v.witness


def test_seki_out_of_reach_with_the_bonus_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: Gold reaches 2F but not 7F: the answer turns on the bonus: `unknown` naming
    Seki's sentence."""
    v = _seki(tmp_path, pool, mines=1)
    assert v.status == "unknown" and "Seki has +5F" in " ".join(v.reasons), v.reasons


# -- joint discarding producers: the same explanation for any order of the producers ----------

_ASAHINA = [
    ("keigo", "Asahina Keigo"),
    ("yoshino", "Asahina Yoshino"),
    ("sekawa", "Asahina Sekawa"),
]


def _paid_off(tmp: Path, pool: CardPool, producers: list[tuple[str, str]]) -> Any:
    """h43adv5 p3_gold: The Aerie bowed; the producers (state order as given) discard from a
    hand of Paid Off, Hato-gurama, Tell the Tale and Kaiu Axe; Paid Off announced."""
    cards = [
        _c("aerie", "The Aerie", bowed=True),
        *(_c(cid, title) for cid, title in producers),
        _c("po", "Paid Off", zone="hand"),
        _c("hato", "Hato-gurama", zone="hand"),
        _c("ttt", "Tell the Tale", zone="hand"),
        _c("axe", "Kaiu Axe", zone="hand"),
        _c("yojin", "Shiro no Yojin", "b"),
        _c("sido", "Ikoma Sido", "b"),
    ]
    loaded = _load(tmp, pool, cards, turn=8, players=[("a", "crane", 15), ("b", "lion", 14)])
    v = check(loaded, "a", "po", 0)
    w = v.witness
    return v.status, v.reasons, None if w is None else (w.doubts, w.plan)


def test_joint_producers_explained_alike_in_any_order(tmp_path: Path, pool: CardPool) -> None:
    """Keigo, Yoshino and Sekawa pay Paid Off jointly (Hato-gurama last): `legal` in every
    order of the state, the witness naming the three together as planned jointly (was "a
    choice not made jointly" for the two not listed first, so the text followed the order)."""
    got = {str(_paid_off(tmp_path, pool, list(p))) for p in permutations(_ASAHINA)}
    assert len(got) == 1, got
    status, _why, (doubts, _plan) = _paid_off(tmp_path, pool, _ASAHINA)
    assert status == "legal"
    assert not any("not made jointly" in d for d in doubts), doubts


def test_joint_producers_short_refused_alike_in_any_order(tmp_path: Path, pool: CardPool) -> None:
    """Control: without Sekawa, 3 < 4 (a card stays beside Hato-gurama): `illegal` with one
    reason whatever the order."""
    two = _ASAHINA[:2]
    got = {str(_paid_off(tmp_path, pool, list(p))) for p in permutations(two)}
    assert len(got) == 1, got
    assert _paid_off(tmp_path, pool, two)[0] == "illegal"


# -- Zansho's pair check in the one-sentence worst-case scope (solver.stat_bound_scope) --------


def _zansho(tmp: Path, pool: CardPool, arakan_force: int) -> Any:
    """Zansho • Experienced with Ashigaru Spearmen (1F) attacks; Daigotsu Arakan (Force
    ``arakan_force``) and Moto Xiao • Experienced ("Followers in Xiao's army have +1F.", its
    cards not known: taken to reach Arakan, +1F at worst) defend."""
    bf = {"zone": "battlefield", "battlefield": "b-p1"}
    cards = [
        _c("home", "Shiro Mirumoto"),
        _c("kyuden", "Kyuden Hida", "b"),
        _c("zansho", "Zansho • Experienced", **bf),
        _c("zf", "Ashigaru Spearmen", **bf, attached_to="zansho"),
        _c("arakan", "Daigotsu Arakan", "b", **bf,
           modifiers=[{"stat": "force", "amount": arakan_force - 5}]),
        _c("xiao", "Moto Xiao • Experienced", "b", **bf),
    ]  # fmt: skip
    loaded = _load(
        tmp, pool, cards, turn=9, active_player="a", phase="attack", segment="combat",
        current_battlefield="b-p1", attacker="a", defender="b",
        players=[("a", "dragon", 20), ("b", "crab", 13)],
    )  # fmt: skip
    whole = check(loaded, "a", "zansho", 0)
    pinned = check(loaded, "a", "zansho", 0, targets={"target1": ("zf",), "target2": ("arakan",)})
    return whole.status, pinned.status, " ".join(whole.reasons)


@pytest.mark.parametrize("force", [1, 2])
def test_zansho_pair_limit_spares_a_bounded_stat_sentence(
    tmp_path: Path, pool: CardPool, force: int
) -> None:
    """Arakan at 1F or 2F, +1F at worst: 3 at most, within the Follower's 1 + 2 against
    Arakan (the "+ 2 while target2 is Daigotsu Arakan" alternative, checked with both
    targets): `legal` (was `unknown`: the worst case weighed only "target2's Force at most
    target1's Force")."""
    whole, pinned, why = _zansho(tmp_path, pool, force)
    assert (whole, pinned) == ("legal", "legal"), why


def test_zansho_pair_limit_past_the_worst_case_stays_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: Arakan at 3F, 4F with the bonus the sentence may give: past 1 + 2: `unknown`
    naming Xiao's sentence."""
    whole, pinned, why = _zansho(tmp_path, pool, 3)
    assert (whole, pinned) == ("unknown", "unknown") and "Xiao's army" in why


def test_the_noun_named_otherwise_or_in_a_reaction_is_not_read() -> None:
    """Controls: the effects name the noun apart from the cards chosen ("Destroy each
    Personality ..."), or a Reaction (its trigger may name such a card): not read."""
    extra = (
        "<b>Battle:</b> Target an enemy Personality: Destroy each Personality with 0 Force. "
        "Bow a target Follower in the Personality's unit."
    )
    (para,) = import_text(extra, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level != "full" and "the personality's" in para.not_understood
    reaction = (
        "<b>Reaction:</b> After a Personality enters play, target an enemy Personality: Bow a "
        "target Follower in the Personality's unit."
    )
    (para,) = import_text(reaction, title="X", card_type=CardType.STRATEGY).paragraphs
    assert para.level != "full"
