"""Stop 37, the lead's fixes from the precision sample on set printings, on boards of real
cards (../shared/data), each with a control.

- "bow Yushiro and target a dishonorable Personality: Yushiro duels him.": the one target chosen
  before, which the card itself duels, is not the card itself (a challenge is issued by one
  Personality to another; effects.txt, Exception 4; ``effects_duels.challenged_before``).
- "Reaction: After you attach this card from your hand, target a Samurai: ..." (Budoka's Tonfa):
  a trigger naming a past event, the card then in play, not the area the ability is used from
  (``model.cardtext.used_from``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT, Play
from tests.builders import state_card as _c
from tests.builders import two_player_board

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"

pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def test_duelling_him_is_not_himself(pool: CardPool) -> None:
    """Yushiro is the only dishonorable Personality: he can't duel himself, illegal (was legal
    with himself as the target)."""
    loaded = two_player_board(
        pool,
        [
            _c("y", "Shinjo Yushiro", dishonorable=True),
            _c("o", "Kaiu Iemasa", owner="crab"),
        ],
        me="unicorn",
        them="crab",
    )
    v = check(loaded, "unicorn", "y", 0)
    assert v.status == "illegal", v.reasons
    assert "other than this card" in " ".join(v.reasons)


def test_duelling_him_control_another_dishonorable(pool: CardPool) -> None:
    """Control: a dishonorable enemy Personality is there: legal, targeting him."""
    loaded = two_player_board(
        pool,
        [
            _c("y", "Shinjo Yushiro", dishonorable=True),
            _c("o", "Kaiu Iemasa", owner="crab", dishonorable=True),
        ],
        me="unicorn",
        them="crab",
    )
    v = check(loaded, "unicorn", "y", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("o",)


def test_a_second_target_before_keeps_the_pronoun_unread() -> None:
    """Control: with two targets chosen before "him" names one of them: no "other than" is
    added to either (which one is not settled by the words)."""
    imp = import_text(
        "Battle: Target your Personality and target an enemy Personality: Kenji duels him.",
        title="Kenji",
        card_type=CardType.PERSONALITY,
    )
    para = imp.paragraphs[0]
    if para.ability is not None:
        assert "other than" not in ability_text(para.ability)


def _tonfa(pool: CardPool, trigger: str | None) -> bool:
    extra = {} if trigger is None else {"trigger": trigger, "trigger_player": "phoenix"}
    loaded = two_player_board(
        pool,
        [
            _c("p", "Dainiko"),
            _c("t", "Budoka's Tonfa", attached_to="p"),
            _c("sam", "Akodo Kenaro", bowed=True),
            _c("o", "Kaiu Iemasa", owner="crab"),
        ],
        me="phoenix",
        them="crab",
        **extra,
    )
    return check(loaded, "phoenix", "t", 0).status == "legal"


def test_trigger_naming_attach_from_hand_is_used_in_play(pool: CardPool) -> None:
    """Budoka's Tonfa, attached, after its trigger: legal with a Samurai to target (was illegal:
    "not in your hand")."""
    assert _tonfa(pool, "After you attach this card from your hand")


def test_trigger_naming_attach_from_hand_control_no_trigger(pool: CardPool) -> None:
    """Control: no trigger pending, the Reaction can't be used."""
    assert not _tonfa(pool, None)


def test_attach_from_hand_in_effects_still_used_from_hand() -> None:
    """Control: "Attach this card from your hand to him" in the effects is still usable only
    from the hand."""
    imp = import_text(
        "Open: Target your Samurai: Attach this card from your hand to him.",
        title="Test Blade",
        card_type=CardType.ITEM,
    )
    para = imp.paragraphs[0]
    assert para.ability is not None and para.ability.used_from == "hand"


# -- h37adv1 U1-U4: one card's own sentences, and "Other players ..." after "While ..." ---------


def _battle(pool: CardPool, cards: list[dict[str, object]], me: str = "unicorn") -> object:
    return two_player_board(
        pool,
        cards,
        me=me,
        them="crab" if me != "crab" else "unicorn",
        phase="attack",
        segment="combat",
        current_battlefield="crab-p2",
        attacker="unicorn",
        defender="crab",
    )


def test_this_strongholds_tireless_is_its_own(pool: CardPool) -> None:
    """The Grand Halls of the Lion, bowed, in the Action Phase: illegal, whatever the Crab's
    "This Stronghold's ability has Tireless if you bow your Fortification ..." (its own ability
    only; was unknown)."""
    loaded = two_player_board(
        pool,
        [
            _c("halls", "The Grand Halls of the Lion", bowed=True),
            _c("fort", "The Indomitable Fortress of the Crab", owner="crab"),
        ],
        me="lion",
        them="crab",
    )
    v = check(loaded, "lion", "halls", 0)
    assert v.status == "illegal", v.reasons


def _fortress(pool: CardPool, *, fortification: bool) -> str:
    cards = [
        _c("fort", "The Indomitable Fortress of the Crab", bowed=True),
        _c("ayahi", "Hida Ayahi", "battlefield", battlefield="crab-p2"),
        _c("gah", "Moto Gaheris", "battlefield", battlefield="crab-p2", owner="unicorn"),
    ]
    if fortification:
        cards.append(_c("inner", "The Inner Ring"))
    return check(_battle(pool, cards, me="crab"), "crab", "fort", 0).status  # type: ignore[arg-type]


def test_tireless_if_you_bow_your_fortification_with_none(pool: CardPool) -> None:
    """The Fortress bowed, no Fortification to bow: illegal (was unknown)."""
    assert _fortress(pool, fortification=False) == "illegal"


def test_tireless_if_you_bow_your_fortification_control(pool: CardPool) -> None:
    """Control: an unbowed Fortification (The Inner Ring) to bow when announcing it: the
    ability has Tireless, legal (h38, solver.bow_keyword_tireless; was unknown)."""
    assert _fortress(pool, fortification=True) == "legal"


def test_while_other_players_may_not_binds_others_only(pool: CardPool) -> None:
    """Moto Gaheris' "While Gaheris is at the current battlefield, other players may not play
    Strategies ..." does not bind his controller: Unicorn's Rout is legal (was unknown)."""
    loaded = _battle(
        pool,
        [
            _c("gah", "Moto Gaheris", "battlefield", battlefield="crab-p2"),
            _c("rout", "Rout", "hand"),
            _c("mine", "Gold Mine"),
            _c("ayahi", "Hida Ayahi", "battlefield", battlefield="crab-p2", owner="crab"),
        ],
    )
    v = check(loaded, "unicorn", "rout", 0)  # type: ignore[arg-type]
    assert v.status == "legal", v.reasons


def test_while_other_players_may_not_control_binds_the_other(pool: CardPool) -> None:
    """Control: the Crab's Rout beside the Unicorn's Gaheris: the sentence binds the Crab; Rout
    announced on Ayahi moves only her unit: illegal (h41face, h40adv6 N6; was unknown);
    unannounced, Rout moving Gaheris's unit home is the
    sentence's exception, legal (h38, ``solver.unless_moved_scope``; was unknown)."""
    loaded = _battle(
        pool,
        [
            _c("gah", "Moto Gaheris", "battlefield", battlefield="crab-p2", owner="unicorn"),
            _c("rout", "Rout", "hand"),
            _c("mine", "Gold Mine"),
            _c("ayahi", "Hida Ayahi", "battlefield", battlefield="crab-p2"),
        ],
        me="crab",
    )
    v = check(loaded, "crab", "rout", 0, targets={"unit": ["ayahi"]})  # type: ignore[arg-type]
    assert v.status == "illegal", v.reasons
    assert "other players may not play Strategies" in " ".join(v.reasons)
    v = check(loaded, "crab", "rout", 0)  # type: ignore[arg-type]
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["unit"] == ("gah",)


def test_own_other_players_sentence_spares_its_recruit(pool: CardPool) -> None:
    """Recruiting Moto Gaheris • Experienced himself in the Dynasty Phase: his own "other
    players may not ..." binds others, not the player bringing him in (was unknown)."""
    loaded = two_player_board(
        pool,
        [
            _c("plains", "The Golden Plains of the Unicorn"),
            _c("mine1", "Gold Mine"),
            _c("mine2", "Gold Mine"),
            _c("mine3", "Gold Mine"),
            _c("mine4", "Gold Mine"),
            _c("mine5", "Gold Mine"),
            _c("up1", "Moto Gaheris • Experienced", "province", province=1),
        ],
        me="unicorn",
        them="crab",
        phase="dynasty",
    )
    v = check(loaded, "unicorn", "up1", RECRUIT)
    assert v.status == "legal", v.reasons


# -- h37adv2 U2: a reduction for cards of one keyword ---------------------------------------------


def _tselu(pool: CardPool, attachment: str) -> str:
    loaded = two_player_board(
        pool,
        [
            _c("tselu", "Shinjo Tselu"),
            _c("mine", "Gold Mine"),
            _c("att", attachment, "hand"),
            _c("d", "Mirumoto Shikei", owner="dragon"),
        ],
        me="unicorn",
        them="dragon",
    )
    return check(loaded, "unicorn", "att", EQUIP).status


def test_cavalry_follower_reduction_spares_an_item(pool: CardPool) -> None:
    """Shinjo Tselu's "Cavalry Followers attach to your Personalities paying 2 less Gold." can't
    lower Deadly Bisento's cost (an Item, no Cavalry): 8 against 2 Gold, illegal (was unknown)."""
    assert _tselu(pool, "Deadly Bisento") == "illegal"


def test_cavalry_follower_reduction_control_a_cavalry_follower(pool: CardPool) -> None:
    """Control: Colonial Herald (a Cavalry Follower, 3 Gold) against 2 Gold: the sentence, read
    since h38gold, lowers it onto Tselu (3 - 2 = 1): legal (was a kept doubt, unknown)."""
    assert _tselu(pool, "Colonial Herald") == "legal"


# -- h37adv2 U1: a card's own refusal, against a witness that does not use it ---------------------


def _daisuke(pool: CardPool, *, other: bool) -> str:
    cards = [
        _c("dai", "Kitsuki Daisuke", "battlefield", battlefield="crab-p2"),
        _c("ikura", "Kakita Ikura", "battlefield", battlefield="crab-p2", owner="crab"),
    ]
    if other:
        cards.append(_c("ayahi", "Hida Ayahi", "battlefield", battlefield="crab-p2", owner="crab"))
    return check(_battle(pool, cards), "unicorn", "dai", 0).status  # type: ignore[arg-type]


def test_own_refusal_spares_a_witness_without_its_card(pool: CardPool) -> None:
    """Kitsuki Daisuke's Iaijutsu duel may target Hida Ayahi: Kakita Ikura's "... cannot be
    challenged from Iaijutsu actions." can't refuse that choice, legal (was unknown)."""
    assert _daisuke(pool, other=True) == "legal"


def test_own_refusal_control_its_card_the_only_target(pool: CardPool) -> None:
    """Control: Ikura the only enemy Personality: the unread refusal may forbid him, unknown."""
    assert _daisuke(pool, other=False) == "unknown"


# -- h37adv2 U3: a card entering play is not the moment of engaging ------------------------------


def _kyuden_hida(pool: CardPool, event: dict[str, object]) -> str:
    loaded = two_player_board(
        pool,
        [
            _c("sh", "Kyuden Hida"),
            _c("taisho", "Hida Taisho", "battlefield", battlefield="crab-p2"),
            _c("gah", "Moto Gaheris", "battlefield", battlefield="crab-p2", owner="unicorn"),
        ],
        me="crab",
        them="unicorn",
        phase="attack",
        segment="combat",
        current_battlefield="crab-p2",
        attacker="unicorn",
        defender="crab",
        active_player="unicorn",
        event=event,
    )
    return check(loaded, "crab", "sh", 0).status


def test_entering_play_trigger_is_not_engaging(pool: CardPool) -> None:
    """Kyuden Hida's "Reaction: After a Follower enters play from your hand" at the engaging
    event: illegal (was unknown)."""
    assert _kyuden_hida(pool, {"kind": "engaging", "timing": "after"}) == "illegal"


def test_entering_play_trigger_control_an_action_resolving(pool: CardPool) -> None:
    """Control: at an action's resolution (it may have brought the Follower) it stays
    undecided."""
    event = {"kind": "action_resolves", "timing": "after", "player": "crab"}
    assert _kyuden_hida(pool, event) == "unknown"


# -- a Strategy's own sentence setting its Gold Cost (a false legal paying nothing) -------------


def test_strategy_gold_cost_equals_is_not_free(pool: CardPool) -> None:
    """Along the Coast at Midnight: "This card's Gold Cost equals the number of unbowed
    Personalities you control." is not read, so its Open action is no longer claimed: with two
    unbowed Personalities and no Gold it is not legal (was legal, "no Gold needed")."""
    loaded = two_player_board(
        pool,
        [
            _c("a", "Moto Chagatai"),
            _c("b", "Moto Gaheris"),
            _c("s", "Along the Coast at Midnight", "hand"),
            _c("k", "Kaiu Iemasa", owner="crab"),
        ],
        me="unicorn",
        them="crab",
    )
    v = check(loaded, "unicorn", "s", 0)
    assert v.status == "unknown", v.reasons
    assert "Gold Cost equals" in v.reasons[0]


def test_strategy_gold_cost_modifier_still_claimed(pool: CardPool) -> None:
    """Control: "This card has -1 Gold Cost if you control a Merchant." (a stat change asked of
    the play) leaves Foolish Pride's actions claimed."""
    card = pool.get("Foolish Pride")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    assert any(p.full for p in card.oracle.imported.paragraphs)


# -- round 11b (h37adv4, h37adv5): false legals and a false illegal of this stop's readings --------


def _at_unicorn_p1(pool: CardPool, cards: list[dict[str, object]], me: str = "mantis") -> object:
    return two_player_board(
        pool,
        cards,
        me=me,
        them="unicorn" if me == "mantis" else "mantis",
        phase="attack",
        segment="combat",
        current_battlefield="unicorn-p1",
        attacker="mantis",
        active_player="mantis",
        turn=7,
    )


_BF = {"battlefield": "unicorn-p1"}


def _daiyu(pool: CardPool, *, granted: bool) -> str:
    cards = [
        _c("kamoto", "Yoritomo Kamoto", "battlefield", **_BF),
        _c("spear", "Spearmen", "battlefield", attached_to="kamoto", **_BF),
        _c("daiyu", "Iuchi Daiyu • Experienced", "battlefield", owner="unicorn", **_BF),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_BF),
    ]
    if granted:  # "Cards in this unit have Cavalry.": Tselu's unit becomes a Cavalry unit
        cards.append(_c("eleph", "Elephant Cavalry", "battlefield", owner="unicorn",
                        attached_to="tselu", **_BF))  # fmt: skip
    return check(_at_unicorn_p1(pool, cards), "mantis", "spear", 0).status  # type: ignore[arg-type]


def test_keyword_army_shield_settled_when_the_army_is_all_cavalry(pool: CardPool) -> None:
    """h37adv4 W1, p21: Iuchi Daiyu's "Ranged Attacks may not target cards in Cavalry units in
    Daiyu's army." beside Elephant Cavalry's "Cards in this unit have Cavalry.": every unit of
    the army (Daiyu; Tselu with Elephant Cavalry) is printed Cavalry already, so the grant can
    shield no more: illegal (h38: was unknown; the doubt beside a non-Cavalry Follower is kept,
    tests/test_h38_needless.py)."""
    assert _daiyu(pool, granted=True) == "illegal"


def test_keyword_army_shield_control_printed_keywords_only(pool: CardPool) -> None:
    """Control: no card may give Cavalry: Daiyu and Tselu (printed Cavalry, no Followers) are
    shielded, and the Spearmen's Ranged Attack has no target: illegal."""
    assert _daiyu(pool, granted=False) == "illegal"


def _refuse(pool: CardPool, *, kamoto_follower: bool) -> str:
    cards = [
        _c("kamoto", "Yoritomo Kamoto", "battlefield", **_BF),
        _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_BF),
        _c("ra2", "Refuse Advantage", "hand", owner="unicorn"),
        _c("plains", "The Golden Plains of the Unicorn", owner="unicorn"),
    ]
    if kamoto_follower:
        cards.append(_c("spear", "Spearmen", "battlefield", attached_to="kamoto", **_BF))
    loaded = _at_unicorn_p1(pool, cards)
    return check(loaded, "unicorn", "ra2", 0).status  # type: ignore[arg-type]


def test_army_total_force_doubted_by_an_unread_force_sentence(pool: CardPool) -> None:
    """h37adv4 W3: Refuse Advantage's "opposed by an army with less total Force" beside
    "Kamoto's Follower has +2F.": the army is Kamoto 1F + Spearmen 2F+2F = 5, not less than
    Tselu's 5: illegal (h38: the sentence is applied, ``model.follower_stats``; was unknown,
    before that legal)."""
    assert _refuse(pool, kamoto_follower=True) == "illegal"


def test_yogo_grant_reaches_a_clan_shown_by_its_mon(pool: CardPool) -> None:
    """h37adv5 W1: The Towers of the Yogo grant "Each of your Scorpion Clan Personalities has
    the ability, ..."; Bayushi Yasunari has the Scorpion mon without the keyword, and is
    considered to have it (Reference 03): the granted ability is not refused (was illegal, "no
    card has the ability it grants")."""
    loaded = two_player_board(
        pool,
        [
            _c("yogo", "The Towers of the Yogo"),
            _c("yas", "Bayushi Yasunari", "battlefield", battlefield="crab-p1"),
            _c("kh", "Kyuden Hida • Experienced", owner="crab"),
            _c("itta", "Hiruma Itta", "battlefield", battlefield="crab-p1", owner="crab"),
        ],
        me="scorpion",
        them="crab",
        phase="attack",
        segment="combat",
        current_battlefield="crab-p1",
        attacker="scorpion",
        turn=7,
    )
    from solver.announce import check_all

    # h42grant: the granted ability is announced by the card that has it, Yasunari
    (granted,) = [v for v in check_all(loaded, "scorpion") if v.ability == Play.GRANTED]
    assert granted.card == "yas" and granted.status != "illegal", granted.reasons


def _togama(pool: CardPool) -> object:
    return two_player_board(
        pool,
        [
            _c("togama", "Asako Togama"),
            _c("tadaka", "Isawa Tadaka"),
            _c("k", "Kaiu Iemasa", owner="crab"),
        ],
        me="phoenix",
        them="crab",
    )


def test_another_cards_own_refusal_does_not_protect_a_cost_payer(pool: CardPool) -> None:
    """h37adv4 W7: Asako Togama's "Togama may not bow for the cost of performing Spell or Kiho
    actions." is about Togama: Isawa Tadaka's own bow cost is payable, legal (was unknown,
    "Isawa Tadaka may not pay 'bow this card'")."""
    v = check(_togama(pool), "phoenix", "tadaka", 0)  # type: ignore[arg-type]
    assert v.status == "legal", v.reasons


def test_own_refusal_still_protects_its_own_card(pool: CardPool) -> None:
    """Control: the sentence still speaks for Togama himself paying a bow."""
    from solver.conditional_costs import _protecting
    from tests.builders import view as view_of

    view = view_of(_togama(pool))  # type: ignore[arg-type]
    assert any("Togama may not bow" in t for t in _protecting(view, "togama", "bowed"))
    assert not any("Togama may not bow" in t for t in _protecting(view, "tadaka", "bowed"))


def _tamako(pool: CardPool, *hand: str) -> object:
    return two_player_board(
        pool,
        [
            _c("palace", "The Esteemed Palace of the Crane", bowed=True),
            _c("tamako", "Asahina Tamako"),
            _c("shige", "Doji Shigeyuki"),
            _c("ha", "Heavy Armor", "hand"),
            *(_c(f"h{i}", t, "hand") for i, t in enumerate(hand)),
            _c("o", "Kaiu Iemasa", owner="crab"),
        ],
        me="crane",
        them="crab",
    )


def test_discard_for_focus_plan_not_claimed_cheapest_with_a_choice(pool: CardPool) -> None:
    """h37adv4 W6: Asahina Tamako may discard Golden Obi (Focus 4) or Rout (3) for Heavy Armor
    (2); each card's value is offered to the planner (h38gold), so the plan discards Rout
    (waste 1) and is proven the cheapest (it discarded the Obi, then was marked not proven)."""
    v = check(_tamako(pool, "Rout", "Golden Obi of the Sun Goddess"), "crane", "ha", EQUIP)  # type: ignore[arg-type]
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.payments["equip"] == ("tamako:0@h0",), v.witness.plan
    assert v.witness.plan.waste == 1 and v.witness.plan_optimal


def test_discard_for_focus_plan_control_one_card(pool: CardPool) -> None:
    """Control: one card in hand (Rout) is no choice: the plan is proven."""
    v = check(_tamako(pool, "Rout"), "crane", "ha", EQUIP)  # type: ignore[arg-type]
    assert v.status == "legal" and v.witness is not None and v.witness.plan_optimal


def test_plan_text_uses_a_reaction_that_bows_nothing(pool: CardPool) -> None:
    """h37adv5 E1: Yoritomo Tadame's "Reaction: When paying a Gold cost during a Combat Segment:
    Produce 3 Gold." bows nothing: the plan says "use Yoritomo Tadame", not "bow"."""
    from solver.explain import witness_text
    from tests.builders import view as view_of

    loaded = _at_unicorn_p1(
        pool,
        [
            _c("tadame", "Yoritomo Tadame", "battlefield", **_BF),
            _c("rout", "Rout", "hand"),
            _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_BF),
        ],
    )
    v = check(loaded, "mantis", "rout", 0)  # type: ignore[arg-type]
    assert v.status == "legal", v.reasons
    text = witness_text(view_of(loaded), v)  # type: ignore[arg-type]
    assert "use Yoritomo Tadame" in text and "bow Yoritomo Tadame" not in text


# -- h37adv4 N3, N6: sentences the state settles as binding no one here --------------------------


def _gaheris_rout(pool: CardPool, gaheris_zone: str) -> str:
    where = {"battlefield": "unicorn-p1"} if gaheris_zone == "battlefield" else {}
    loaded = _at_unicorn_p1(
        pool,
        [
            _c("gah", "Moto Gaheris • Experienced", gaheris_zone, owner="unicorn", **where),
            _c("tselu", "Shinjo Tselu", "battlefield", owner="unicorn", **_BF),
            _c("kamoto", "Yoritomo Kamoto", "battlefield", **_BF),
            _c("rout", "Rout", "hand"),
            _c("mine", "Gold Mine"),
        ],
    )
    return check(loaded, "mantis", "rout", 0).status  # type: ignore[arg-type]


def test_while_here_sentence_binds_no_one_elsewhere(pool: CardPool) -> None:
    """Moto Gaheris • Experienced at home: his "While Gaheris is at the current battlefield,
    other players may not play Strategies ..." binds no one, so the Mantis' Rout is legal (was
    unknown)."""
    assert _gaheris_rout(pool, "home") == "legal"


def test_while_here_sentence_control_at_the_battlefield(pool: CardPool) -> None:
    """Control: Gaheris at the current battlefield: the sentence binds the Mantis, and Rout
    moving his unit home is its exception ("unless their effects will unconditionally move or
    destroy him"): legal with him the target (h38, ``solver.unless_moved_scope``; was
    unknown)."""
    assert _gaheris_rout(pool, "battlefield") == "legal"


def _tselu_equip(pool: CardPool, tselu_owner: str) -> str:
    loaded = two_player_board(
        pool,
        [
            _c("tselu", "Shinjo Tselu", owner=tselu_owner),
            _c("kamina", "Akodo Kamina"),
            _c("mine", "Gold Mine"),
            _c("outr", "Outriders", "hand"),
        ],
        me="unicorn",
        them="crane",
    )
    return check(loaded, "unicorn", "outr", EQUIP).status


def test_another_players_onto_yours_reduction_lowers_nothing(pool: CardPool) -> None:
    """h37adv4 N6: the Crane's Shinjo Tselu ("Cavalry Followers attach to your Personalities
    paying 2 less Gold.") lowers no Unicorn Equip: Outriders (3) against 2 Gold, illegal (was
    unknown)."""
    assert _tselu_equip(pool, "crane") == "illegal"


def test_onto_yours_reduction_control_his_own(pool: CardPool) -> None:
    """Control: the Unicorn's own Tselu lowers it onto his Personalities (read since h38gold:
    Outriders 3 - 2 = 1 against 2 Gold): legal (was unknown)."""
    assert _tselu_equip(pool, "unicorn") == "legal"
