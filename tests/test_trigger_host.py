"""A triggered ability's "him" is the Personality whose entering play is its trigger
(``model.cardtext.trigger_host``, ``solver.trigger_host_cards``): "After your performing
Personality enters play, if this card is in your hand or your discard pile: Attach this card to
him, paying all costs." (Singh Remnants) and "After one of your Personalities enters play, Equip
this Item to him." (A Simple Yari). The host is the card of the state's ``enters_play`` event,
never any Personality of yours; with no event stated a legal answer is ``unknown``. Real cards
from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.cardtext.trigger_host import trigger_host, trigger_target
from model.common import CardType
from model.oracle.pool import CardPool
from model.selectors import SOURCE, TRIGGER_CARD
from solver.good_faith import check
from tests.builders import yaml_lines_board


def _yari(tmp: Path, pool: CardPool, name: str, event: str, *cards: str) -> str:
    """A Simple Yari's Reaction for lion at ``event``; the Yari in lion's hand unless
    ``cards`` place it."""
    lines = [
        "turn: 5",
        "active_player: lion",
        "phase: action",
        event,
        "players:",
        "  - {id: lion, clan: lion, family_honor: 15}",
        "  - {id: crab, clan: crab, family_honor: 7}",
        "cards:",
        "  - {id: kasei, title: Matsu Kasei • Experienced, owner: lion, zone: home}",
        "  - {id: kakihara, title: Akodo Kakihara, owner: lion, zone: home}",
        "  - {id: mine, title: Gold Mine, owner: lion, zone: home}",
        "  - {id: mine2, title: Gold Mine, owner: lion, zone: home}",
        "  - {id: nikaru, title: Hiruma Nikaru, owner: crab, zone: home}",
        *(cards or ("  - {id: yari, title: A Simple Yari, owner: lion, zone: hand}",)),
    ]
    v = check(yaml_lines_board(tmp, pool, name, lines), "lion", "yari", 0)
    return f"{v.status}: {' '.join(v.reasons)}"


_KAKIHARA = "event: {kind: enters_play, timing: after, player: lion, cards: [kakihara]}"
_PRINTED = 'trigger: "After one of your Personalities enters play"'
_TAKEN = "  - {id: yari2, title: A Simple Yari, owner: lion, zone: home, attached_to: kakihara}"
_IN_HAND = "  - {id: yari, title: A Simple Yari, owner: lion, zone: hand}"


def test_yari_equips_to_the_personality_entering(tmp_path: Path, pool: CardPool) -> None:
    assert _yari(tmp_path, pool, "y1", _KAKIHARA).startswith("legal")


def test_yari_host_with_a_weapon_is_illegal_though_another_is_free(
    tmp_path: Path, pool: CardPool
) -> None:
    """Kakihara already has a Weapon; Kasei could take it, but "him" is Kakihara only."""
    got = _yari(tmp_path, pool, "y2", _KAKIHARA, _IN_HAND, _TAKEN)
    assert got.startswith("illegal") and "Kakihara already has a Weapon" in got, got


def test_yari_no_event_stated_is_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: the trigger in printed words names no card: which Personality entered play is
    not stated (never "any Personality of yours")."""
    got = _yari(tmp_path, pool, "y3", _PRINTED)
    assert got.startswith("unknown") and "which Personality entered play" in got, got


def test_yari_no_event_and_no_host_able_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """With no event, none of lion's Personalities able to take it: whichever entered, illegal."""
    lines = (
        _IN_HAND,
        _TAKEN,
        "  - {id: yari3, title: A Simple Yari, owner: lion, zone: home, attached_to: kasei}",
    )
    assert _yari(tmp_path, pool, "y4", _PRINTED, *lines).startswith("illegal")


def test_yari_already_in_play_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Equip brings the card from the hand: the attached Yari is not there."""
    placed = "  - {id: yari, title: A Simple Yari, owner: lion, zone: home, attached_to: kasei}"
    assert _yari(tmp_path, pool, "y5", _KAKIHARA, placed).startswith("illegal")


def test_yari_at_another_players_entering_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    crab = "event: {kind: enters_play, timing: after, player: crab, cards: [nikaru]}"
    assert _yari(tmp_path, pool, "y6", crab).startswith("illegal")


def _singh(tmp: Path, pool: CardPool, name: str, event: str, entering: str, zone: str) -> str:
    """Singh Remnants (Honor Requirement 3) for unicorn at ``event``; ``entering``: the title
    of unicorn's Personality ``p1``; Shinjo Ki-Chang (Personal Honor 3) is also his."""
    lines = [
        "turn: 5",
        "active_player: unicorn",
        "phase: action",
        event,
        "players:",
        "  - {id: unicorn, clan: unicorn, family_honor: 12}",
        "  - {id: crab, clan: crab, family_honor: 9}",
        "cards:",
        f"  - {{id: p1, title: {entering}, owner: unicorn, zone: home}}",
        "  - {id: other, title: Shinjo Ki-Chang, owner: unicorn, zone: home}",
        f"  - {{id: rem, title: Singh Remnants, owner: unicorn, zone: {zone}}}",
        "  - {id: mine, title: Gold Mine, owner: unicorn, zone: home}",
        "  - {id: tak, title: Hida Takeuchi, owner: crab, zone: home}",
    ]
    v = check(yaml_lines_board(tmp, pool, name, lines), "unicorn", "rem", 0)
    return f"{v.status}: {' '.join(v.reasons)}"


_P1 = "event: {kind: enters_play, timing: after, player: unicorn, cards: [p1]}"


def test_singh_remnants_attaches_to_the_personality_entering(
    tmp_path: Path, pool: CardPool
) -> None:
    assert _singh(tmp_path, pool, "s1", _P1, "Shinjo Itao", "hand").startswith("legal")
    assert _singh(tmp_path, pool, "s2", _P1, "Shinjo Itao", "fate_discard").startswith("legal")


def test_singh_remnants_host_below_its_honor_requirement(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hida Takeuchi (Personal Honor 1) entered: a Follower's Honor Requirement is
    stated nowhere, so unknown, though Ki-Chang (Personal Honor 3) would settle it."""
    got = _singh(tmp_path, pool, "s3", _P1, "Hida Takeuchi", "hand")
    assert got.startswith("unknown") and "Honor Requirement" in got, got


def test_singh_remnants_no_event_stated_is_unknown(tmp_path: Path, pool: CardPool) -> None:
    printed = 'trigger: "After your performing Personality enters play"'
    got = _singh(tmp_path, pool, "s4", printed, "Shinjo Itao", "hand")
    assert got.startswith("unknown") and "which Personality entered play" in got, got


def test_singh_remnants_at_another_players_entering(tmp_path: Path, pool: CardPool) -> None:
    crab = "event: {kind: enters_play, timing: after, player: crab, cards: [tak]}"
    assert _singh(tmp_path, pool, "s5", crab, "Shinjo Itao", "hand").startswith("illegal")


def test_trigger_host_words() -> None:
    item, person = CardType.ITEM, CardType.PERSONALITY
    assert trigger_host("After one of your Personalities enters play", "X", item) == TRIGGER_CARD
    assert trigger_host("After your performing Personality enters play", "X", item)
    assert trigger_host("After Masayoshi enters play", "Masayoshi", person) == SOURCE
    # a target the trigger chooses, another card, or no trigger: not "him"
    assert trigger_host("After your target Personality enters play", "X", item) is None
    assert trigger_host("After a Follower enters play", "X", item) is None
    assert trigger_host(None, "X", item) is None


def _ki_chang(tmp: Path, pool: CardPool, name: str, event: str, *more: str) -> str:
    """Shinjo Ki-Chang • Experienced's "Reaction: After your target Personality enters play:
    Create a 1F Cavalry Follower and attach it to him." for unicorn at ``event`` (``more``:
    lines before ``players``)."""
    lines = [
        "turn: 5",
        "active_player: unicorn",
        "phase: action",
        event,
        *more,
        "players:",
        "  - {id: unicorn, clan: unicorn, family_honor: 12}",
        "  - {id: crab, clan: crab, family_honor: 9}",
        "cards:",
        "  - {id: kc, title: Shinjo Ki-Chang • Experienced, owner: unicorn, zone: home}",
        "  - {id: itao, title: Shinjo Itao, owner: unicorn, zone: home}",
        "  - {id: mine, title: Gold Mine, owner: unicorn, zone: home}",
        "  - {id: tak, title: Hida Takeuchi, owner: crab, zone: home}",
    ]
    v = check(yaml_lines_board(tmp, pool, name, lines), "unicorn", "kc", 0)
    return f"{v.status}: {' '.join(v.reasons)} {v.witness.targets if v.witness else ''}"


_ITAO = "event: {kind: enters_play, timing: after, player: unicorn, cards: [itao]}"
_SHIELD = ["effects:", "  - {kind: may_not, may_not: be_targeted, card: itao}"]


def test_your_target_personality_entering_is_not_another_players(
    tmp_path: Path, pool: CardPool
) -> None:
    """ "After your target Personality enters play" at the entering of crab's Personality, or of
    unicorn's Holding: none of the cards entering is a Personality unicorn controls, so it is
    certainly not the trigger: illegal."""
    crab = "event: {kind: enters_play, timing: after, player: crab, cards: [tak]}"
    assert _ki_chang(tmp_path, pool, "k1", crab).startswith("illegal")
    mine = "event: {kind: enters_play, timing: after, player: unicorn, cards: [mine]}"
    assert _ki_chang(tmp_path, pool, "k2", mine).startswith("illegal")


def test_your_target_personality_is_the_one_entering(tmp_path: Path, pool: CardPool) -> None:
    """Itao (his) entered: the trigger targets him, and the created Follower attaches to him."""
    got = _ki_chang(tmp_path, pool, "k3", _ITAO)
    assert got.startswith("legal") and "'target1': ('itao',)" in got, got


def test_your_target_personality_untargetable_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Control: Itao may not be targeted; Ki-Chang could be, but did not enter: illegal."""
    got = _ki_chang(tmp_path, pool, "k4", _ITAO, *_SHIELD)
    assert got.startswith("illegal") and "may not be targeted" in got, got


def test_your_target_personality_of_several_entering(tmp_path: Path, pool: CardPool) -> None:
    two = "event: {kind: enters_play, timing: after, player: unicorn, cards: [itao, kc]}"
    got = _ki_chang(tmp_path, pool, "k5", two, *_SHIELD)
    assert got.startswith("legal") and "'target1': ('kc',)" in got, got


def test_your_target_personality_no_event_is_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: the trigger in printed words: which Personality entered is not stated."""
    printed = 'trigger: "After your target Personality enters play"'
    got = _ki_chang(tmp_path, pool, "k6", printed)
    assert got.startswith("unknown") and "which Personality entered play" in got, got


def test_trigger_target_words() -> None:
    (spec,) = trigger_target("After your target Personality enters play")
    assert spec.select.entering and spec.select.type == (CardType.PERSONALITY,)
    assert trigger_target("After a target Shugenja attaches a Spell") == []
    assert trigger_target("After your Personality enters play") == []
    assert trigger_target(None) == []
