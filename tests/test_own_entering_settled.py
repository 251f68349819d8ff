"""A card's own entering cost or condition the state settles, for its rulebook Recruit or Equip
(solver/own_entering_settled.py; Costs and restrictions / Mandatory costs and Restrictions):
Yoritomo Masasue ""Discard three cards"", The Imperial Standard ""Discard the Imperial Favor"",
Temple of Bishamon "Will not enter play if your Family Honor is 4 or lower." (real cards from
../shared/data, skipped without it; h36adv1 N7: each was ``unknown``, truth illegal). Controls:
the cost payable by the Favor, the condition not met (legal); the hand large enough (the doubt
stays: a Gold plan may discard from the same hand)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, as_view, load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.own_entering_settled import binding_nothing, settled_entry
from solver.verdict import EQUIP, RECRUIT


def _board(tmp: Path, pool: CardPool, lines: list[str], name: str = "b") -> LoadedState:
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _masasue(tmp: Path, pool: CardPool, hand: int) -> LoadedState:
    """Mantis Dynasty Phase: Masasue face-up in a province, ``hand`` cards in the hand."""
    cards = [
        "  - {id: wharf, title: Island Wharf, owner: mantis, zone: home}",
        "  - {id: divers, title: Pearl Divers, owner: mantis, zone: home}",
        "  - {id: mp4, title: Yoritomo Masasue, owner: mantis, zone: province, province: 4}",
        *(f"  - {{id: h{i}, title: Retreat, owner: mantis, zone: hand}}" for i in range(hand)),
        "  - {id: esteemed, title: The Esteemed House of the Crane, owner: crane, zone: home}",
    ]
    head = [
        "turn: 4",
        "active_player: mantis",
        "phase: dynasty",
        "players:",
        "  - {id: mantis, clan: mantis, family_honor: 11}",
        "  - {id: crane, clan: crane, family_honor: 15}",
        "cards:",
    ]
    return _board(tmp, pool, head + cards, f"m{hand}")


def test_masasue_discard_three_with_two_in_hand_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_masasue(tmp_path, pool, 2), "mantis", "mp4", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "discard 3 cards, your hand holds 2" in v.reasons[0]


def test_masasue_with_three_in_hand_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: payable, but a Gold plan may discard from the same hand: unknown as before."""
    v = check(_masasue(tmp_path, pool, 3), "mantis", "mp4", RECRUIT)
    assert v.status == "unknown" and "Discard three cards" in " ".join(v.reasons), v.reasons


def _standard(tmp: Path, pool: CardPool, favor: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: crane",
        "phase: action",
        f"imperial_favor: {favor}",
        "players:",
        "  - {id: crane, clan: crane, family_honor: 28}",
        "  - {id: lion, clan: lion, family_honor: 19}",
        "cards:",
        "  - {id: acro, title: Imperial Acrobats, owner: crane, zone: home}",
        "  - {id: trope, title: Acrobat Troupe, owner: crane, zone: home}",
        "  - {id: reju, title: Doji Reju, owner: crane, zone: home}",
        "  - {id: ch1, title: The Imperial Standard, owner: crane, zone: hand}",
        "  - {id: home-lion, title: The Ancestral Home of the Lion, owner: lion, zone: home}",
    ]
    return _board(tmp, pool, lines, f"s{favor}")


def test_imperial_standard_without_the_favor_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_standard(tmp_path, pool, "lion"), "crane", "ch1", EQUIP)
    assert v.status == "illegal", v.reasons
    assert "you don't have the Imperial Favor" in v.reasons[0]


def test_imperial_standard_with_the_favor_pays_it(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Favor held pays the cost (the witness names it); nothing else doubts."""
    v = check(_standard(tmp_path, pool, "crane"), "crane", "ch1", EQUIP)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any("discard the Imperial Favor" in c.text for c in v.witness.costs)


def _temple(tmp: Path, pool: CardPool, honor: int) -> LoadedState:
    lines = [
        "turn: 4",
        "active_player: lion",
        "phase: dynasty",
        "players:",
        f"  - {{id: lion, clan: lion, family_honor: {honor}}}",
        "  - {id: crab, clan: crab, family_honor: 12}",
        "cards:",
        "  - {id: mine, title: Gold Mine, owner: lion, zone: home}",
        "  - {id: trope, title: Acrobat Troupe, owner: lion, zone: home}",
        "  - {id: lp3, title: Temple of Bishamon, owner: lion, zone: province, province: 3}",
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    ]
    return _board(tmp, pool, lines, f"t{honor}")


def test_temple_of_bishamon_at_family_honor_4_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_temple(tmp_path, pool, 4), "lion", "lp3", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "your Family Honor is 4" in v.reasons[0]


def test_temple_of_bishamon_at_family_honor_5_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """Control: the condition does not bar it (checked before costs): it binds nothing."""
    v = check(_temple(tmp_path, pool, 5), "lion", "lp3", RECRUIT)
    assert v.status == "legal", v.reasons


def test_shapes_read_and_left_unread(tmp_path: Path, pool: CardPool) -> None:
    """Other subjects, Recruit-only wordings and unread costs stay unread (None)."""
    view = View(_masasue(tmp_path, pool, 2).state, pool.definitions())
    said = 'Chian has the additional cost, "Discard 3 cards" to enter play.'
    got = settled_entry(view, "mantis", "mp4", said, "Shosuro Chian")
    assert got is not None and got.refusal is not None
    # another card's name: not its own
    assert settled_entry(view, "mantis", "mp4", said, "Yoritomo Masasue") is None
    other = 'Recruiting Sanru has the additional cost, "Destroy 4 tokens".'
    assert settled_entry(view, "mantis", "mp4", other, "Oni no Sanru") is None
    either = (
        'Genji has the additional cost, "Discard the Imperial Favor or bow your Personalities '
        'and Followers with 13 or more total Force" to enter play.'
    )
    assert settled_entry(view, "mantis", "mp4", either, "Hantei Genji") is None  # no Favor
    honor = "Otani will not enter play if your Family Honor is 0 or above."
    got = settled_entry(view, "mantis", "mp4", honor, "Ichiro Otani, the Stone Breaker")
    assert got is not None and got.refusal is not None  # Family Honor 11


def test_temple_of_bishamon_plan_proven_cheapest(tmp_path: Path, pool: CardPool) -> None:
    """h37needless: the sentence read and binding nothing no longer keeps its Gold plan from
    being proven cheapest (it was listed among the unread entering sentences)."""
    v = check(_temple(tmp_path, pool, 5), "lion", "lp3", RECRUIT)
    assert v.status == "legal" and v.witness is not None, v.reasons
    assert v.witness.cheapest and v.witness.plan_optimal


def test_binding_nothing_lists_only_the_settled_free_sentences(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: barred (Family Honor 4, the Favor not held) is not listed; a cost paid beside
    the Gold (the Favor held) is."""
    for honor, listed in ((5, True), (4, False)):
        view = as_view(_temple(tmp_path, pool, honor))
        got = binding_nothing(view, "lion", view.definition("lp3"), "lp3")
        assert bool(got) is listed, (honor, got)
    for favor, listed in (("crane", True), ("lion", False)):
        view = as_view(_standard(tmp_path, pool, favor))
        got = binding_nothing(view, "crane", view.definition("ch1"), "ch1")
        assert bool(got) is listed, (favor, got)


def test_imperial_standard_plan_proven_cheapest(tmp_path: Path, pool: CardPool) -> None:
    """The Favor held pays its cost beside the Gold: the Gold plan is proven cheapest."""
    v = check(_standard(tmp_path, pool, "crane"), "crane", "ch1", EQUIP)
    assert v.status == "legal" and v.witness is not None, v.reasons
    assert v.witness.cheapest


def _gold_unknown(tmp: Path, pool: CardPool, honor: int, hand: int) -> LoadedState:
    """Kyuden Gotei (no Gold Production stat in the data) the only source: every Recruit's Gold
    answer is ``unknown``."""
    lines = [
        "turn: 4",
        "active_player: mantis",
        "phase: dynasty",
        "players:",
        f"  - {{id: mantis, clan: mantis, family_honor: {honor}}}",
        "  - {id: crab, clan: crab, family_honor: 12}",
        "cards:",
        "  - {id: sh, title: Kyuden Gotei, owner: mantis, zone: home}",
        "  - {id: lp3, title: Temple of Bishamon, owner: mantis, zone: province, province: 3}",
        "  - {id: mp4, title: Yoritomo Masasue, owner: mantis, zone: province, province: 4}",
        *(f"  - {{id: h{i}, title: Retreat, owner: mantis, zone: hand}}" for i in range(hand)),
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    ]
    return _board(tmp, pool, lines, f"g{honor}{hand}")


def test_a_refusal_settles_an_unknown_gold_answer(tmp_path: Path, pool: CardPool) -> None:
    """h37needless: the Gold unknown, its own condition (Family Honor 4) or cost (discard three
    cards, two in hand) still refuses it: illegal whatever the Gold."""
    state = _gold_unknown(tmp_path, pool, 4, 2)
    temple = check(state, "mantis", "lp3", RECRUIT)
    assert temple.status == "illegal", temple.reasons
    assert "your Family Honor is 4" in temple.reasons[0]
    masasue = check(state, "mantis", "mp4", RECRUIT)
    assert masasue.status == "illegal", masasue.reasons
    assert "your hand holds 2" in masasue.reasons[0]


def test_no_refusal_keeps_the_gold_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Family Honor 5 and three cards in hand refuse nothing: the Gold stays unknown."""
    state = _gold_unknown(tmp_path, pool, 5, 3)
    for card in ("lp3", "mp4"):
        v = check(state, "mantis", card, RECRUIT)
        assert v.status == "unknown", (card, v.reasons)


def test_temple_short_of_gold_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Its sentence read and not barring it (Family Honor 5) can't pay any Gold: a certain
    shortfall (Gold Mine 2 for 5) is illegal (it was unknown, the sentence left unread)."""
    lines = [
        "turn: 4",
        "active_player: lion",
        "phase: dynasty",
        "players:",
        "  - {id: lion, clan: lion, family_honor: 5}",
        "  - {id: crab, clan: crab, family_honor: 12}",
        "cards:",
        "  - {id: mine, title: Gold Mine, owner: lion, zone: home}",
        "  - {id: lp3, title: Temple of Bishamon, owner: lion, zone: province, province: 3}",
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    ]
    v = check(_board(tmp_path, pool, lines, "short"), "lion", "lp3", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "can't pay the Gold" in v.reasons[0]
