"""Needless `unknown`s found by h38adv2 (section 3), each with a control. Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import yaml_lines_board


def _board(tmp: Path, pool: CardPool, name: str, head: list[str], cards: list[str]) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*head, "cards:", *cards])


def _head(active: str, phase: str, players: list[str], *more: str) -> list[str]:
    return [
        "turn: 5",
        f"active_player: {active}",
        f"phase: {phase}",
        *more,
        "players:",
        *(f"  - {p}" for p in players),
    ]


_LION_CRAB = ["{id: lion, clan: lion, family_honor: 10}", "{id: crab, clan: crab, family_honor: 8}"]


# N7: Respect's "When Recruiting a Personality, ..., he costs 2 more Gold to Recruit." ------


def test_respect_from_hand_is_not_a_recruit(tmp_path: Path, pool: CardPool) -> None:
    """N7: "Political Limited: Put this Kata into play." in lion's own Action Phase: legal (was
    unknown naming its own sentence about Recruiting Personalities)."""
    cards = [
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: shamate, title: Shamate Keep, owner: lion, zone: home, bowed: true}",
        "  - {id: kakihara, title: Akodo Kakihara, owner: lion, zone: home}",
        "  - {id: respect, title: Respect, owner: lion, zone: hand}",
    ]
    board = _board(tmp_path, pool, "n7", _head("lion", "action", _LION_CRAB), cards)
    v = check(board, "lion", "respect", 0)
    assert v.status == "legal", v.reasons


def test_respect_in_play_still_prices_a_personality_recruit(tmp_path: Path, pool: CardPool) -> None:
    """Control: Respect in play still concerns a Personality Recruited: read exactly since
    h38decks (``solver/honor_surcharge.py``): HR 6 above Family Honor 5, 7 + 2 = 9 Gold against
    7, illegal."""
    players = [
        "{id: phoenix, clan: phoenix, family_honor: 5, lost_honor_to_others: true}",
        "{id: crab, clan: crab, family_honor: 8}",
    ]
    cards = [
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: respect, title: Respect, owner: crab, zone: home}",
        "  - {id: ph-sh, title: Temple of Purity, owner: phoenix, zone: home}",
        "  - {id: silver, title: Silver Mine, owner: phoenix, zone: home}",
        "  - {id: pp1, title: Asako Heiwa, owner: phoenix, zone: province, province: 1}",
    ]
    board = _board(tmp_path, pool, "n7c", _head("phoenix", "dynasty", players), cards)
    v = check(board, "phoenix", "pp1", "recruit")
    assert v.status == "illegal", (v.status, v.reasons)
    assert "needs 9 Gold" in " ".join(v.reasons)


# Hidden Falls Dojo: "... there is an additional Maneuvers Segment ..." ----------------------

_DOJO = [
    "  - {id: dsh, title: Hidden Falls Dojo, owner: dragon, zone: home}",
    "  - {id: yozo, title: Mirumoto Yozo • Experienced, owner: dragon, zone: home}",
    "  - {id: otomo, title: Kyuden Otomo • Experienced, owner: crane, zone: home}",
]
_CRANE_DRAGON = [
    "{id: crane, clan: crane, family_honor: 11}",
    "{id: dragon, clan: dragon, family_honor: 9}",
]


def test_created_segment_gives_no_time(tmp_path: Path, pool: CardPool) -> None:
    """Hidden Falls Dojo's Recon Open in Crane's Dynasty Phase: illegal (was unknown: its
    "additional Maneuvers Segment" is a segment its effects create, not another use)."""
    board = _board(tmp_path, pool, "dojo", _head("crane", "dynasty", _CRANE_DRAGON), _DOJO)
    v = check(board, "dragon", "dsh", 0)
    assert v.status == "illegal", (v.status, v.reasons)
    assert "Action Phase" in " ".join(v.reasons)


def test_created_segment_in_an_action_phase_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: in an Action Phase its Open fits; the Recon keyword is still unread: unknown."""
    board = _board(tmp_path, pool, "dojo-c", _head("crane", "action", _CRANE_DRAGON), _DOJO)
    assert check(board, "dragon", "dsh", 0).status == "unknown"


def test_more_uses_still_widen() -> None:
    """Control: "additional" of more uses, "during" a phase still keep the timing unread."""
    from model.cardtext.created_segments import without_created_steps
    from model.cardtext.keyword_timing import keyword_only_designators
    from model.cardtext.unread_timing import widens_timing

    made = "Recon Open: Target a Province. After each Maneuvers Segment (this turn) there is an "
    assert keyword_only_designators(made + "additional Maneuvers Segment.")
    assert not keyword_only_designators("Recon Open: You may use this ability an additional time.")
    assert not keyword_only_designators(
        "Recon Open: Create an additional Attack Phase, during which you may use it again."
    )
    assert widens_timing(["Open: Bow a target Personality. Use it during any phase."])
    assert not widens_timing(["Open: Create an additional Attack Phase."])
    assert without_created_steps("take an additional action") == "take an additional action"


# N8: A Simple Yari's "Reaction, :gstar:: After one of your Personalities enters play, ..." ----

_YARI_HEAD = _head(
    "lion",
    "attack",
    ["{id: lion, clan: lion, family_honor: 15}", "{id: crab, clan: crab, family_honor: 7}"],
    "segment: combat",
    "current_battlefield: crab-p2",
    "attacker: lion",
)
_YARI = [
    "  - {id: kasei, title: Matsu Kasei • Experienced, owner: lion, zone: battlefield, "
    "battlefield: crab-p2}",
    "  - {id: kakihara, title: Akodo Kakihara, owner: lion, zone: battlefield, "
    "battlefield: crab-p2}",
    "  - {id: yari, title: A Simple Yari, owner: lion, zone: hand}",
    "  - {id: mine, title: Gold Mine, owner: lion, zone: home}",
    "  - {id: mine2, title: Gold Mine, owner: lion, zone: home}",
    "  - {id: nikaru, title: Hiruma Nikaru, owner: crab, zone: battlefield, battlefield: crab-p2}",
]


def test_entering_reaction_not_at_a_targeting(tmp_path: Path, pool: CardPool) -> None:
    """N8: the pending moment is crab's action just targeting Kakihara: no card entered play
    then (Abilities and actions, B): illegal (was unknown for its unread Equip)."""
    head = [
        *_YARI_HEAD[:3],
        "action_player: crab",
        "action_card: nikaru",
        "action_designator: battle",
        "event: {kind: action_targets, timing: after, player: crab, cards: [kakihara], "
        "source: nikaru}",
        *_YARI_HEAD[3:],
    ]
    v = check(_board(tmp_path, pool, "n8", head, _YARI), "lion", "yari", 0)
    assert v.status == "illegal", (v.status, v.reasons)
    assert "enters play" in " ".join(v.reasons)


def test_entering_reaction_at_an_entering_fires(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kakihara has just entered play: its trigger fires, and the Yari in lion's hand
    is Equipped to him (h43event: its Equip is read, "him" the event's card): legal."""
    head = [
        *_YARI_HEAD[:3],
        "event: {kind: enters_play, timing: after, player: lion, cards: [kakihara]}",
        *_YARI_HEAD[3:],
    ]
    v = check(_board(tmp_path, pool, "n8c", head, _YARI), "lion", "yari", 0)
    assert v.status == "legal", (v.status, v.reasons)


# N6: "This card's ability is Battle/Open if you are a Unicorn Clan player." ----------------

_DRAGON_UNICORN = [
    "{id: dragon, clan: dragon, family_honor: 17}",
    "{id: unicorn, clan: unicorn, family_honor: 12}",
]
_SHAKUHACHI = [
    "  - {id: nubane, title: Kitsuki Nubane, owner: dragon, zone: home}",
    "  - {id: shunshi, title: Iuchi Shunshi, owner: unicorn, zone: home}",
    "  - {id: u-shak, title: Discovering the Shakuhachi of Air, owner: unicorn, zone: hand}",
]


def test_added_designator_keeps_the_printed_one(tmp_path: Path, pool: CardPool) -> None:
    """N6: in dragon's Action Phase (no battle) its printed "Open: Straighten a target
    Personality." fits whatever the sentence adds: legal (was unknown)."""
    head = _head("dragon", "action", _DRAGON_UNICORN)
    v = check(_board(tmp_path, pool, "n6", head, _SHAKUHACHI), "unicorn", "u-shak", 0)
    assert v.status == "legal", (v.status, v.reasons)


def test_added_designator_in_battle_clan_settled(tmp_path: Path, pool: CardPool) -> None:
    """In the Combat Segment only the added Battle could fit; the player is stated Unicorn
    with no Stronghold in play, so his Clan is settled and the sentence holds: Battle/Open,
    legal (h39: was unknown; ``solver.own_designator_widening.clan_settled_reading``; the
    control with the Clan not settled is in tests/test_h39_needless.py)."""
    head = _head(
        "dragon",
        "attack",
        _DRAGON_UNICORN,
        "segment: combat",
        "current_battlefield: unicorn-p1",
        "attacker: dragon",
    )
    cards = [
        *_SHAKUHACHI,
        "  - {id: fujimura, title: Kitsuki Fujimura, owner: dragon, zone: battlefield, "
        "battlefield: unicorn-p1}",
    ]
    v = check(_board(tmp_path, pool, "n6c", head, cards), "unicorn", "u-shak", 0)
    assert v.status == "legal", (v.status, v.reasons)


def test_fewer_designators_are_not_an_addition() -> None:
    """Control: "is Battle if ..." on an Open ability may take its time away: not read."""
    from model.abilities import Ability
    from model.common import Designator
    from solver.own_designator_widening import only_adds_designators

    ab = Ability((Designator.OPEN,))
    said = "This card's ability is Battle/Open if you are a Unicorn Clan player."
    assert only_adds_designators(said, ab)
    assert not only_adds_designators("This card's ability is Battle if you are a Crab.", ab)
    assert not only_adds_designators("This card's ability is Battle/Engage if you win.", ab)


# N3: Virtuous Charity, "You, then the player, each pay zero or more Gold." -------------------

_PHOENIX_CRAB = [
    "{id: phoenix, clan: phoenix, family_honor: 8}",
    "{id: crab, clan: crab, family_honor: 8}",
]
_CHARITY = [
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    "  - {id: ph-sh, title: Temple of Purity, owner: phoenix, zone: home}",
    "  - {id: vc, title: Virtuous Charity, owner: phoenix, zone: hand}",
]


def test_zero_or_more_gold_on_another_turn(tmp_path: Path, pool: CardPool) -> None:
    """N3: crab's Action Phase: Open, not phoenix's turn, another player to choose: legal."""
    board = _board(tmp_path, pool, "n3", _head("crab", "action", _PHOENIX_CRAB), _CHARITY)
    v = check(board, "phoenix", "vc", 0)
    assert v.status == "legal", (v.status, v.reasons)


def test_zero_or_more_gold_on_your_own_turn(tmp_path: Path, pool: CardPool) -> None:
    """N3 / control: phoenix's own Action Phase: "If it is not your turn" fails: illegal."""
    board = _board(tmp_path, pool, "n3c", _head("phoenix", "action", _PHOENIX_CRAB), _CHARITY)
    v = check(board, "phoenix", "vc", 0)
    assert v.status == "illegal", (v.status, v.reasons)
    assert "not your turn" in " ".join(v.reasons)


def test_other_effect_payments_stay_unread() -> None:
    """Control: "You must pay 2 Gold." and "each pay 2 Gold" in the effects are not read."""
    from model.cards import CardType
    from model.cardtext import import_text

    for body in ("You must pay 2 Gold. Gain 2 Honor.", "You and he each pay 2 Gold."):
        got = import_text(f"Open: {body}", title="X", card_type=CardType.STRATEGY)
        assert not got.paragraphs[0].full, body


# N1: "Tactical Limited: Target your performing unbowed Tactician to look at ..." -------------

_BANISH = [
    "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    "  - {id: shamate, title: Shamate Keep, owner: lion, zone: home}",
    "  - {id: banish, title: Banish All Doubt, owner: lion, zone: hand}",
]


def test_keyword_action_with_no_performer(tmp_path: Path, pool: CardPool) -> None:
    """N1b: no Tactician (Akodo Kakihara is none): the performer can't be chosen whatever the
    Tactical keyword's rules: illegal (was unknown)."""
    cards = [*_BANISH, "  - {id: kakihara, title: Akodo Kakihara, owner: lion, zone: home}"]
    board = _board(tmp_path, pool, "n1b", _head("lion", "action", _LION_CRAB), cards)
    v = check(board, "lion", "banish", 0)
    assert v.status == "illegal", (v.status, v.reasons)
    assert "Tactician" in " ".join(v.reasons)


def test_keyword_action_beside_a_keyword_grant_stays_unknown(
    tmp_path: Path, pool: CardPool
) -> None:
    """h38adv5 W1 (a false illegal): Aranai Sensei's "Your Personalities with 3 or more Chi have
    Tactician." (not read) makes Ikoma Sido (Chi 3) a Tactician: the missing performer is no
    longer certain, so unknown, as for the same targeting read whole."""
    cards = [
        *_BANISH,
        "  - {id: aranai, title: Aranai Sensei, owner: lion, zone: home}",
        "  - {id: sido, title: Ikoma Sido, owner: lion, zone: home}",
    ]
    board = _board(tmp_path, pool, "n1w", _head("lion", "action", _LION_CRAB), cards)
    v = check(board, "lion", "banish", 0)
    assert v.status == "unknown", (v.status, v.reasons)


def test_keyword_action_with_a_performer_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control (N1a): an unbowed Tactician (Akodo Kamina): the Tactical keyword's rules are not
    in the rules files: still unknown, never legal."""
    cards = [*_BANISH, "  - {id: kamina, title: Akodo Kamina, owner: lion, zone: home}"]
    board = _board(tmp_path, pool, "n1a", _head("lion", "action", _LION_CRAB), cards)
    v = check(board, "lion", "banish", 0)
    assert v.status == "unknown", (v.status, v.reasons)


def test_keyword_action_with_a_bowed_performer(tmp_path: Path, pool: CardPool) -> None:
    """Control: only a bowed Tactician: "unbowed" fails: illegal."""
    cards = [
        *_BANISH,
        "  - {id: kamina, title: Akodo Kamina, owner: lion, zone: home, bowed: true}",
    ]
    board = _board(tmp_path, pool, "n1c", _head("lion", "action", _LION_CRAB), cards)
    assert check(board, "lion", "banish", 0).status == "illegal"


# N2: "Choose your performing unbowed Duelist and target one or two Personalities whose total
# Chi is lower than or equal to your Duelist's Chi: Bow them." (Final Confrontation) ----------

_FINAL_HEAD = _head(
    "lion",
    "attack",
    _LION_CRAB,
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: lion",
)
_FINAL = [
    "  - {id: mimori, title: Hida Mimori, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: final, title: Final Confrontation, owner: lion, zone: hand}",
]


def test_performer_clause_with_no_duelist(tmp_path: Path, pool: CardPool) -> None:
    """N2b: no Duelist (Akodo Kamina is a Tactician): the performer can't be chosen whatever
    the unread total-Chi target says: illegal (was unknown)."""
    cards = [
        *_FINAL,
        "  - {id: kamina, title: Akodo Kamina, owner: lion, zone: battlefield, "
        "battlefield: crab-p1}",
    ]
    v = check(_board(tmp_path, pool, "n2b", _FINAL_HEAD, cards), "lion", "final", 0)
    assert v.status == "illegal", (v.status, v.reasons)
    assert "Duelist" in " ".join(v.reasons)


def test_total_chi_one_target(tmp_path: Path, pool: CardPool) -> None:
    """N2a: Doji Genshin (unbowed Duelist, 5 Chi), Hida Mimori (2 Chi): "one or two" needs one,
    2 <= 5: legal (was unknown)."""
    cards = [
        *_FINAL,
        "  - {id: genshin, title: Doji Genshin, owner: lion, zone: battlefield, "
        "battlefield: crab-p1}",
    ]
    v = check(_board(tmp_path, pool, "n2a", _FINAL_HEAD, cards), "lion", "final", 0)
    assert v.status == "legal", (v.status, v.reasons)


def _two_targets(tmp_path: Path, pool: CardPool, name: str) -> LoadedState:
    cards = [
        *_FINAL,
        "  - {id: genshin, title: Doji Genshin, owner: lion, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: tensin, title: Hiruma Tensin, owner: crab, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: chokichi, title: Toritaka Chokichi, owner: crab, zone: battlefield, "
        "battlefield: crab-p1}",
    ]
    return _board(tmp_path, pool, name, _FINAL_HEAD, cards)


def test_total_chi_two_targets_within(tmp_path: Path, pool: CardPool) -> None:
    """N2a: Mimori 2 + Tensin 3 = 5 <= Genshin's 5: legal as announced."""
    chosen = {"performer": ["genshin"], "target2": ["mimori"], "target2_more": ["tensin"]}
    v = check(_two_targets(tmp_path, pool, "n2t"), "lion", "final", 0, targets=chosen)
    assert v.status == "legal", (v.status, v.reasons)


def test_total_chi_two_targets_over(tmp_path: Path, pool: CardPool) -> None:
    """Control: Chokichi 3 + Tensin 3 = 6 > 5: the total is exact: illegal as announced (each
    alone fits)."""
    chosen = {"performer": ["genshin"], "target2": ["chokichi"], "target2_more": ["tensin"]}
    v = check(_two_targets(tmp_path, pool, "n2o"), "lion", "final", 0, targets=chosen)
    assert v.status == "illegal", (v.status, v.reasons)
    alone = {"performer": ["genshin"], "target2": ["chokichi"]}
    assert check(_two_targets(tmp_path, pool, "n2s"), "lion", "final", 0, targets=alone).status == (
        "legal"
    )


_FORTITUDE = [
    "  - {id: mimori, title: Hida Mimori, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: fort, title: Fortitude, owner: lion, zone: hand}",
]


def test_performer_clause_on_another_card(tmp_path: Path, pool: CardPool) -> None:
    """The same shape, "Choose your performing unbowed Berserker and target an enemy unit with
    lower total Force than your Berserker's base Force": no Berserker: illegal."""
    cards = [
        *_FORTITUDE,
        "  - {id: kamina, title: Akodo Kamina, owner: lion, zone: battlefield, "
        "battlefield: crab-p1}",
    ]
    v = check(_board(tmp_path, pool, "fort", _FINAL_HEAD, cards), "lion", "fort", 0)
    assert v.status == "illegal", (v.status, v.reasons)
    assert "Berserker" in " ".join(v.reasons)


def test_performer_clause_with_a_performer_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Berserker (Hida Bushotsu) of lion's: the unit target is not read: unknown."""
    cards = [
        *_FORTITUDE,
        "  - {id: bushotsu, title: Hida Bushotsu, owner: lion, zone: battlefield, "
        "battlefield: crab-p1}",
    ]
    v = check(_board(tmp_path, pool, "fort-c", _FINAL_HEAD, cards), "lion", "fort", 0)
    assert v.status == "unknown", (v.status, v.reasons)


def test_performer_clause_widened_is_not_read() -> None:
    """Control: a word of the rest that may excuse the performer ("unless", "instead") or a
    clause that is no performer's keeps nothing."""
    from model.abilities import Ability
    from model.cards import CardType
    from model.cardtext import import_text
    from model.cardtext.performer_clause import performer_part

    def read(text: str) -> Ability | None:
        got = import_text(text, title="X", card_type=CardType.STRATEGY).paragraphs[0]
        return got.ability if got.full else None

    base = "Battle: Choose your performing unbowed Duelist and target "
    part = performer_part(base + "two Personalities whose total Chi is 3: Bow them.", read)
    assert part is not None and part.targets[0].performer
    assert performer_part(base + "a Personality unless you win: Bow him.", read) is None
    assert performer_part(base + "a Personality: Bow him instead.", read) is None
    assert performer_part("Battle: Target a Personality and a Holding whose X: Bow.", read) is None
    cut = "Battle: Choose your performing Samurai and Shugenja or your performing Monk: Bow."
    assert performer_part(cut, read) is None
