"""Effect words legality needs (model/cardtext/effects*.py): challenges and duels (their targets;
the duel's outcome is an effect), attacks (Fear, Melee and Ranged Attacks as required targets,
and effects on other actions' attacks)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


# --- challenges and duels -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title", "card_type", "slots"),
    [
        ("<b>Iaijutsu Battle:</b> Makoto challenges a target enemy Personality. Destroy the "
         "loser.", "Doji Makoto", CardType.PERSONALITY, 1),
        ("<b>Battle:</b> Target an enemy Personality: Riku duels him. Destroy the duel's loser.",
         "Riku", CardType.PERSONALITY, 1),
        ("<b>Iaijutsu Battle:</b> Your target unbowed Personality challenges a target enemy "
         "Personality. Give the winner +2F. Give the loser -2F.", "T Way", CardType.STRATEGY, 2),
        ("<b>Ninja Battle:</b> A target enemy Personality challenges Saigyo. Give the winner "
         "+2F.", "Shosuro Saigyo", CardType.PERSONALITY, 1),
        ("<b>Battle:</b> Choose your performing unbowed Personality and target an enemy "
         "Personality: Your Personality duels the target. Bow the duel's loser.", "T Reckless",
         CardType.STRATEGY, 2),
        ("<b>Battle:</b> Target an enemy Personality: Hakuseki issues him an unrefusable "
         "challenge. Bow the duel's loser.", "Doji Hakuseki", CardType.PERSONALITY, 1),
        ("<b>Iaijutsu Battle:</b> Challenge a target enemy Personality. Destroy the loser.",
         "Mirumoto Tsuda", CardType.PERSONALITY, 1),
        ("<b>Battle:</b> Otani challenges a target enemy Personality to a duel of Force. Items "
         "do not give bonuses to Force during the duel.", "Ichiro Otani", CardType.PERSONALITY,
         1),
        # a duel named as a noun: an effect on another action's duel
        ("<b>Interrupt, :bow::</b> Bow the winner of any duel created by the action if he was "
         "the challenger.", "T Dojo", CardType.HOLDING, 0),
        ("<b>Fire Iaijutsu Battle:</b> This Shugenja challenges a target enemy Personality. "
         "During the duel, if this Shugenja is Fire, he has Duelist. Bow the duel's loser.",
         "T Flame", CardType.SPELL, 1),
    ],
)  # fmt: skip
def test_challenge_read_as_its_targets(
    text: str, title: str, card_type: CardType, slots: int
) -> None:
    action = _action(text, title, card_type)
    assert action.full, action.not_understood
    assert len(action.ability.targets) == slots


@pytest.mark.parametrize(
    "text",
    [
        # the challenger is neither the card nor a card chosen before
        "<b>Battle:</b> Your Personality challenges a target enemy Personality.",
        # the winner's required targeting is not read ("may target" is optional since h45tgt:
        # model.cardtext.optional_others)
        "<b>Battle:</b> Makoto challenges a target enemy Personality. The winner must target and "
        "give Reserve to a Personality in a Province.",
        # a challenge issued to nobody the text names
        "<b>Battle:</b> Makoto issues a challenge.",
    ],
)
def test_challenge_not_read(text: str) -> None:
    action = _action(text, "Doji Makoto", CardType.PERSONALITY)
    assert not action.full


@pytest.mark.parametrize(("enemy_there", "expected"), [(True, "legal"), (False, "illegal")])
def test_challenge_target_on_the_board(enemy_there: bool, expected: str) -> None:
    text = "<b>Iaijutsu Battle:</b> Makoto challenges a target enemy Personality. Bow the loser."
    ab = imported(text, "Doji Makoto", CardType.PERSONALITY)
    defs = [
        {"title": "Doji Makoto", "type": "personality", "force": 2, "chi": 3, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
    ]
    cards = [card("mak", "Doji Makoto", "me", zone="battlefield", battlefield="them-p1")]
    if enemy_there:
        cards.append(card("foe", "T Man", "them", zone="battlefield", battlefield="them-p1"))
    assert check(board(defs, cards, **COMBAT), "me", "mak", 0).status == expected


# --- attacks ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title", "card_type", "where"),
    [
        ("<b>Battle:</b> Fear equal to Zaiburo's Force minus 1.", "Hida Zaiburo",
         CardType.PERSONALITY, ("target1.force <= source.force - 1",)),
        ("<b>Battle:</b> Melee Attack with strength equal to this Personality's Personal Honor "
         "plus two. If this Melee Attack destroyed a card, gain 1 Honor.", "T Guard",
         CardType.FOLLOWER, ("target1.force <= bearer.personal_honor + 2",)),
        # alternatives: every limit (the strict reading takes the lowest)
        ("<b>Battle:</b> Fear equal to Nozomi's Force, or 2 if she is Naval.", "Daidoji Nozomi",
         CardType.PERSONALITY, ("target1.force <= source.force", "target1.force <= 2")),
        ("<b>Battle:</b> Target your unbowed Paragon. Melee Attack with strength equal to his "
         "Force or Personal Honor.", "T Divine", CardType.STRATEGY,
         # (the player's choice of stat: either limit, h45fixl)
         ("target2.force <= target1.force or target2.force <= target1.personal_honor",)),
        # a count of the board when announced: read (``attack_counts``)
        ("<b>Battle, :bow::</b> Fear equal to Dai-ketsu's Force plus the number of Spells he "
         "has.", "Moto Dai-ketsu", CardType.PERSONALITY, ("target2.force <= source.force",)),
        ("<b>Earth Battle, :bow::</b> Fear with strength equal to this Shugenja's Chi, plus 1 if "
         "he is Earth. (Bow a target enemy Follower, or Personality without Followers, with "
         "Force equal to or lower than the Fear's strength)", "T Awe", CardType.SPELL,
         ("target1.force <= bearer.chi",)),
        ("<b>Battle:</b> Fear 3, or 5 if the target is Shadowlands, that may target a "
         "Personality with Followers.", "T Shinoda", CardType.PERSONALITY,
         ("target1.force <= 3",)),
        ("<b>Battle:</b> Fear 4 that destroys attachments and dishonorable Personalities after "
         "it bows them.", "T Ujirou", CardType.PERSONALITY, ("target1.force <= 4",)),
        # a Ranged Attack's strength is the strict reading's Force limit, as a Melee Attack's
        # (h41adv4 W1); compared against Gold Cost, that stat (or either, "you may")
        ("<b>Battle, :bow::</b> Ranged 3 Attack with +1 strength for every 10 points of Family "
         "Honor you have.", "T Misato", CardType.PERSONALITY,
         # its player's Family Honor raises the strength (h44abil: attack_honor_steps)
         ("target1.force <= 3 or 10 * target1.force <= source.family_honor + 30",)),
        ("<b>Battle:</b> Ranged 6 Attack that you compare against Gold Cost.", "T Samuru",
         CardType.PERSONALITY, ("target1.gold_cost <= 6",)),
        ("<b>Battle:</b> Ranged 5 Attack that you may compare against Gold Cost.", "T Guard",
         CardType.PERSONALITY, ("target1.force <= 5 or target1.gold_cost <= 5",)),
        ("<b>Battle, :bow::</b> Ranged 2 Attack. (Destroy a target enemy Follower, or "
         "Personality without Followers, with 2 or lower Force)", "T Aikiren",
         CardType.PERSONALITY, ("target1.force <= 2",)),
        # a strength not read: the lowest it can be (printed, or 0 when it may be lower)
        ("<b>Battle:</b> Ranged Attack with strength equal to the Gold paid.", "T Gold",
         CardType.PERSONALITY, ("target1.force <= 0",)),
        ("<b>Battle:</b> Ranged 4 Attack, with +1 strength if it targeted a Spider Clan "
         "Personality.", "T Spider", CardType.PERSONALITY, ("target1.force <= 4",)),
    ],
)  # fmt: skip
def test_attack_read(text: str, title: str, card_type: CardType, where: tuple[str, ...]) -> None:
    action = _action(text, title, card_type)
    assert action.full, action.not_understood
    if title == "Moto Dai-ketsu":  # (the stat of the card itself: target1 is no slot here)
        where = ("target1.force <= source.force + source.attached_spell",)
    attack = action.ability.targets[-1]
    assert attack.where == where
    if where:
        assert action.ability.lenient is not None  # the Force limit: two readings


@pytest.mark.parametrize(
    "text",
    [
        "<b>Interrupt, :bow::</b> Give a Ranged Attack +1 strength.",
        "<b>Interrupt:</b> Give one of the action's Fear effects +1 strength.",
        "<b>Interrupt:</b> Negate the action's Melee or Ranged Attacks.",
        "<b>Battle:</b> Ranged 4 Attack. If the Ranged Attack destroyed a card, draw a card.",
        "<b>Battle:</b> Ranged 3 Attack. If the Ranged Attack targeted a Personality, gain 1 "
        "Honor.",
        # a prohibition the effect creates on later actions (Tsuruchi Okame, h38adv1 U3;
        # Osano-Wo's Breath)
        "<b>Battle:</b> Give Okame +2F. He may not perform Ranged Attack actions.",
        "<b>Battle:</b> Ranged Attack actions may not be announced until this battle ends.",
    ],
)
def test_attack_named_as_a_noun_is_an_effect(text: str) -> None:
    action = _action(text, "T Archer", CardType.PERSONALITY)
    assert action.full, action.not_understood
    assert len(action.ability.targets) == text.count(" Attack. ")


@pytest.mark.parametrize(
    "text",
    [
        # a later sentence lowers this action's own attack (one widening it under a condition:
        # tests/test_cardtext_attack_sides.py)
        "<b>Battle:</b> Fear 3. If you control a Courtier, the Fear has -2 strength.",
        "<b>Battle:</b> Ranged 3 Attack. That Ranged Attack may target a card at home.",
        # a strength that is no stat of a known card, or a penalty
        "<b>Battle:</b> Fear equal to half this Follower's Force.",
        "<b>Battle:</b> Fear equal to his Force.",
        "<b>Battle:</b> Melee 3 Attack with -1 strength for each Weapon the target has.",
        # attacks made, not named: not read yet (counted strengths, "to make" and "you may
        # make": tests/test_cardtext_attack_forms.py)
        "<b>Battle:</b> Fear 2 or give a target enemy Follower or Personality -2F.",
        # an attack made without a verb the reader knows: never read as a noun
        "<b>Battle:</b> Give him +1F and a Fear 3.",
        # a separate reminder that says another strength
        "<b>Battle:</b> Fear 2. (Bow a target enemy Follower, or Personality without Followers, "
        "with 3 or lower Force)",
        # a strength's condition that speaks of targeting
        "<b>Battle:</b> Fear 3, or 4 if it targets a Follower.",
    ],
)
def test_attack_not_read(text: str) -> None:
    action = _action(text, "T Archer", CardType.FOLLOWER)
    assert not action.full, action.ability


def _attack_board(text: str, title: str, foe_force: int, foe_follower: bool) -> str:
    ab = imported(text, title, CardType.PERSONALITY)
    defs = [
        {"title": title, "type": "personality", "force": 3, "chi": 2, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": foe_force, "chi": 2},
        {"title": "T Ashigaru", "type": "follower", "force": 1},
    ]
    cards = [
        card("me1", title, "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Man", "them", zone="battlefield", battlefield="them-p1"),
    ]
    if foe_follower:
        cards.append(
            card("ash", "T Ashigaru", "them", zone="battlefield", battlefield="them-p1",
                 attached_to="foe")
        )  # fmt: skip
    return check(board(defs, cards, **COMBAT), "me", "me1", 0).status


@pytest.mark.parametrize(
    ("foe_force", "expected"),
    [
        (2, "legal"),  # at most Zaiburo's Force (3) minus 1
        (3, "unknown"),  # the strict reading fails, the lenient one holds
    ],
)
def test_a_strength_with_an_offset_on_the_board(foe_force: int, expected: str) -> None:
    text = "<b>Battle:</b> Fear equal to Zaiburo's Force minus 1."
    assert _attack_board(text, "Hida Zaiburo", foe_force, False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # widened: a Personality with Followers may be targeted
        ("<b>Battle:</b> Ranged 6 Attack that may target a Personality with Followers.", "legal"),
        # not widened: only his Follower may be (with 1 Force)
        ("<b>Battle:</b> Ranged 6 Attack.", "legal"),
    ],
)
def test_a_widened_target_on_the_board(text: str, expected: str) -> None:
    assert _attack_board(text, "T Kosoko", 4, True) == expected
    ab = _action(text, "T Kosoko", CardType.PERSONALITY).ability
    (spec,) = ab.targets
    assert (len(spec.select.any_of) == 3) == ("may target" in text)


# --- cards brought into play -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title", "card_type", "from_zone", "pay", "less", "attach_to"),
    [
        ("<b>Open:</b> Target a Holding in your discard pile: Bring it into play (bowed), "
         "paying all costs.", "T Govern", CardType.STRATEGY, "discard", True, 0, None),
        ("<b>Battle/Open:</b> Destroy Tokiko and target your dead Personality: Bring him into "
         "play in your home or at the current battlefield, paying all costs but paying 7 less "
         "Gold.", "Tokiko", CardType.PERSONALITY, "discard", True, 7, None),
        ("<b>Battle/Open:</b> Target your honorably dead Phoenix Clan Personality: Bring him "
         "into play at this card's location, ignoring costs.", "T Sword", CardType.ITEM,
         "discard", False, 0, None),
        ("<b>Battle:</b> Target a Follower in your discard pile: Attach it to Haruto, paying 2 "
         "less Gold.", "Yogo Haruto", CardType.PERSONALITY, "discard", True, 2, "source"),
        ("<b>Battle:</b> Choose your performing Samurai: Attach an attachment in your hand to "
         "him, paying all costs but paying 4 less Gold.", "T Hunt", CardType.STRATEGY, "hand",
         True, 4, "performer"),
        ("<b>Limited:</b> Put a Fudo Ring from your hand into play. Remove Usohara from the "
         "game.", "Asako Usohara", CardType.PERSONALITY, "hand", True, 0, None),
        ("<b>Limited:</b> Search your Dynasty deck for a non-Unique Holding. Bring it into play "
         "(bowed), paying all costs.", "T Peace", CardType.STRATEGY, "deck", True, 0, None),
    ],
)  # fmt: skip
def test_bring_into_play_read(
    text: str,
    title: str,
    card_type: CardType,
    from_zone: str,
    pay: bool,
    less: int,
    attach_to: str | None,
) -> None:
    action = _action(text, title, card_type)
    assert action.full, action.not_understood
    (bring,) = [e.bring_into_play for e in action.ability.effects if e.bring_into_play]
    assert (bring.from_zone, bring.pay_cost, bring.cost_reduction, bring.attach_to) == (
        from_zone,
        pay,
        less,
        attach_to,
    )


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Draw a card. You may attach it to one of your Personalities, paying all "
        "costs.",
        "<b>Engage:</b> Take an additional Battle action to play a Terrain.",
        "<b>Battle:</b> Look at the top card of your Dynasty deck. If it is a Personality, you "
        "may Recruit him, ignoring Gold cost.",
    ],
)
def test_optional_entering_is_an_effect(text: str) -> None:
    action = _action(text, "T Scout", CardType.FOLLOWER)
    assert action.full, action.not_understood
    assert not any(e.bring_into_play for e in action.ability.effects)


@pytest.mark.parametrize(
    "text",
    [
        # a cost changed by another card's stat (under a condition:
        # tests/test_cardtext_reductions_if.py)
        "<b>Battle:</b> Destroy your performing Ninja Personality and target a Ninja Personality "
        "in your discard pile: Bring him into play at the current battlefield, paying all costs "
        "but reducing his Gold cost to enter play by the performer's Gold Cost.",
        # only some restrictions ignored
        "<b>Limited:</b> Target your dead Personality: Bring him into play ignoring costs and "
        "Honor Requirements.",
        # another player's card; nothing chosen before ("from your hand or discard pile" is
        # read: tests/test_cardtext_recruit.py)
        "<b>Limited:</b> Target a dead Personality: Bring him into play, paying all costs.",
        "<b>Limited:</b> Bring it into play, paying all costs.",
        # a Terrain's own rules for entering play are not in the rules files
        "<b>Battle:</b> Destroy a Terrain (if able). Put this Terrain into play.",
    ],
)
def test_bring_into_play_not_read(text: str) -> None:
    action = _action(text, "Moto Hailung", CardType.PERSONALITY)
    assert not action.full, action.ability


def _govern_board(in_discard: bool, gold_cost: int, unique_in_play: bool) -> str:
    text = (
        "<b>Open:</b> Target a Holding in your discard pile: Bring it into play (bowed), paying "
        "all costs."
    )
    ab = imported(text, "T Govern", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Stronghold", "type": "stronghold", "gold_production": 5,
         "production": [{"from_stat": "gold_production"}]},
        {"title": "T Govern", "type": "strategy", "gold_cost": 0, "abilities": [ab]},
        {"title": "T Castle", "type": "holding", "gold_cost": gold_cost, "unique": True},
    ]  # fmt: skip
    cards = [
        card("sh", "T Stronghold", "me"),
        card("gov", "T Govern", "me", zone="hand"),
        card("cas", "T Castle", "me", zone="dynasty_discard" if in_discard else "hand"),
    ]
    if unique_in_play:
        cards.append(card("cas2", "T Castle", "me"))
    return check(board(defs, cards, phase="action"), "me", "gov", 0).status


@pytest.mark.parametrize(
    ("in_discard", "gold_cost", "unique_in_play", "expected"),
    [
        (True, 4, False, "legal"),
        (True, 6, False, "illegal"),  # 5 Gold: its cost can't be paid
        (False, 4, False, "illegal"),  # no Holding in the discard pile to target
        (True, 4, True, "illegal"),  # Unique: already in play
    ],
)
def test_bring_a_target_into_play_on_the_board(
    in_discard: bool, gold_cost: int, unique_in_play: bool, expected: str
) -> None:
    assert _govern_board(in_discard, gold_cost, unique_in_play) == expected


@pytest.mark.parametrize(
    ("text", "delayed"),
    [
        ("<b>Political Open, :bow::</b> After the next time this turn a target Personality "
         "attacks, his controller loses 2 Honor.", True),
        ("<b>Open:</b> Target a Personality. After the next time this turn he attacks you, "
         "dishonor him.", False),
    ],
)  # fmt: skip
def test_attacks_in_the_attack_phase(text: str, delayed: bool) -> None:
    action = _action(text, "T Kachiko", CardType.PERSONALITY)
    assert action.full, action.not_understood
    (spec,) = action.ability.targets
    assert (spec.timing.value == "delayed") == delayed


def test_make_a_fear_effect() -> None:
    text = "<b>Open:</b> Bow your target unbowed Follower. Make a Fear effect equal to its Force."
    action = _action(text, "T Tactic", CardType.STRATEGY)
    assert action.full, action.not_understood
    assert action.ability.targets[-1].where == ("target2.force <= target1.force",)


def test_a_terrain_entering_play_in_an_engage_action_is_refused() -> None:
    """Only a Battle action has a current battlefield for the Terrain (Reference 05); the
    readings of Terrains and Kata (Battle/Engage: read as Battle) are in
    tests/test_cardtext_terrain_kata.py."""
    text = "<b>Engage:</b> Destroy a Terrain (if able). Put this Terrain into play."
    imp = import_text(text, title="T Ground", card_type=CardType.STRATEGY, keywords=("Terrain",))
    (action,) = imp.actions
    assert not action.full and action.gap.endswith("keyword entering play")


# --- created Items attached --------------------------------------------------------------------


def test_created_armor_read() -> None:
    """A created Armor's host reads two ways (one Armor: printed reminders only; more in
    tests/test_cardtext_created_words.py); on a card not targeted here it is not read."""
    text = "<b>Engage, :bow::</b> Create and attach a +2F/+0C Armor Item to this Personality."
    assert not _action(text, "T Attendants", CardType.FOLLOWER).full
    text = (
        "<b>Limited:</b> Target your Personality: Create a +1F Armor or Weapon Item and attach "
        "it to him."
    )
    action = _action(text, "T Fubatsu", CardType.PERSONALITY)
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.lenient is not None
    assert action.ability.targets[-1].select.any_of
    assert not action.ability.lenient.targets[-1].select.any_of


@pytest.mark.parametrize(
    "text",
    [
        # a created Weapon on a card not targeted here (can he take it?)
        "<b>Reaction:</b> After Masayoshi enters play: Create a +4F/+1C Weapon Item and attach "
        "it to him.",
        # (on "one of your Personalities": tests/test_cardtext_created_words.py)
    ],
)
def test_created_weapon_not_read(text: str) -> None:
    assert not _action(text, "Masayoshi", CardType.PERSONALITY).full


def _artist_board(weapon: bool, kensai: bool) -> str:
    text = (
        "<b>Open, :bow::</b> Create a +2F/+1C One-Handed • Sword • Weapon Item and attach it "
        "to your target Personality."
    )
    ab = imported(text, "T Artist", CardType.HOLDING)
    defs = [
        {"title": "T Artist", "type": "holding", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2,
         "keywords": ["kensai"] if kensai else []},
        {"title": "T Katana", "type": "item", "keywords": ["weapon"]},
    ]  # fmt: skip
    cards = [card("art", "T Artist", "me"), card("man", "T Man", "me")]
    if weapon:
        cards.append(card("kat", "T Katana", "me", attached_to="man"))
    return check(board(defs, cards, phase="action"), "me", "art", 0).status


@pytest.mark.parametrize(
    ("weapon", "kensai", "expected"),
    [
        (False, False, "legal"),
        (True, False, "illegal"),  # one Weapon per Personality (Reference 03)
        (True, True, "unknown"),  # the Kensai exception: its rules are not in the rules files
    ],
)
def test_created_weapon_on_the_board(weapon: bool, kensai: bool, expected: str) -> None:
    assert _artist_board(weapon, kensai) == expected


# --- opening conditions --------------------------------------------------------------------------


def test_an_opening_if_on_an_attachment_of_the_card() -> None:
    text = "<b>Fire Battle:</b> If Waiko has a Fire Spell, Ranged 2 Attack."
    action = _action(text, "Isawa Waiko", CardType.PERSONALITY)
    assert action.full, action.not_understood
    cond = action.ability.condition
    assert cond is not None and cond.card == "source"
    assert cond.matches.has_attachment.type == (CardType.SPELL,)
    assert cond.matches.has_attachment.keyword == ("fire",)
    assert action.ability.lenient is not None  # a restriction, or a condition of the effect
    # a token is no attachment: read as a token (tests/test_cardtext_conditions.py)
    text = "<b>Battle:</b> If Waiko has a Fire token, draw a card."
    token = _action(text, "Isawa Waiko", CardType.PERSONALITY).ability.condition
    assert token is not None and token.matches.has_token == "fire"
    assert token.matches.has_attachment is None


@pytest.mark.parametrize(("spell", "expected"), [(True, "legal"), (False, "unknown")])
def test_an_opening_if_on_an_attachment_on_the_board(spell: bool, expected: str) -> None:
    text = "<b>Air Tireless Open:</b> If Kitaiko has an Air Spell, straighten her."
    ab = imported(text, "Soshi Kitaiko", CardType.PERSONALITY)
    defs = [
        {"title": "Soshi Kitaiko", "type": "personality", "keywords": ["shugenja"], "force": 1,
         "abilities": [ab]},
        {"title": "T Wind", "type": "spell", "keywords": ["air"]},
    ]  # fmt: skip
    cards = [card("k", "Soshi Kitaiko", "me")]
    if spell:
        cards.append(card("w", "T Wind", "me", attached_to="k"))
    assert check(board(defs, cards, phase="action"), "me", "k", 0).status == expected


# --- other actions, and choices made on resolution ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        ("<b>Interrupt, :bow::</b> Negate an Engage action.", "T Defenses", CardType.HOLDING),
        ("<b>Absent Interrupt:</b> Negate the action if it is Engage.", "T Post",
         CardType.STRATEGY),
        ("<b>Reaction:</b> When another player's action would target Tamahime: It targets Riku "
         "instead, if legal.", "Riku", CardType.PERSONALITY),
        ("<b>Battle:</b> Negate the effects of the next Battle action this battle another player "
         "takes which targets Nikaru.", "Hiruma Nikaru", CardType.PERSONALITY),
        ("<b>Political Reaction:</b> After another player's Political action targets one of "
         "your Personalities, bow Sakuma: The player may pay 2 Gold. If he did not, negate the "
         "action's effects.", "Yoritomo Sakuma", CardType.PERSONALITY),
        ("<b>Battle, :g2::</b> Create a 1F Goblin Follower and attach it to Patairaku.",
         "Patairaku no Oni", CardType.PERSONALITY),
    ],
)  # fmt: skip
def test_effects_on_other_actions_read(text: str, title: str, card_type: CardType) -> None:
    action = _action(text, title, card_type)
    assert action.full, action.not_understood


def test_an_optional_cost_in_the_effects_stays_unread() -> None:
    text = "<b>Battle:</b> You may pay 2 Gold as a cost to draw a card."
    assert not _action(text, "T Card", CardType.STRATEGY).full


def _ebara_board(weapon_in_hand: bool, has_weapon: bool) -> str:
    text = (
        "<b>Battle/Open:</b> Target a Weapon in your hand: Attach it to Ebara, paying all "
        "costs. Draw a card."
    )
    ab = imported(text, "Bayushi Ebara", CardType.PERSONALITY)
    defs = [
        {"title": "T Stronghold", "type": "stronghold", "gold_production": 5,
         "production": [{"from_stat": "gold_production"}]},
        {"title": "Bayushi Ebara", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Katana", "type": "item", "keywords": ["weapon"], "gold_cost": 2},
    ]  # fmt: skip
    cards = [
        card("sh", "T Stronghold", "me"),
        card("eb", "Bayushi Ebara", "me"),
        card("k1", "T Katana", "me", zone="hand" if weapon_in_hand else "fate_discard"),
    ]
    if has_weapon:
        cards.append(card("k2", "T Katana", "me", attached_to="eb"))
    return check(board(defs, cards, phase="action"), "me", "eb", 0).status


@pytest.mark.parametrize(
    ("weapon_in_hand", "has_weapon", "expected"),
    [(True, False, "legal"), (False, False, "illegal"), (True, True, "illegal")],
)
def test_attach_a_target_to_the_card_on_the_board(
    weapon_in_hand: bool, has_weapon: bool, expected: str
) -> None:
    assert _ebara_board(weapon_in_hand, has_weapon) == expected


@pytest.mark.parametrize(
    ("text", "title", "kind"),
    [
        ("<b>Open:</b> If it is your turn or you control a Courtier, give a target Personality "
         "-2F.", "Yogo Nobukai", "any_of"),
        ("<b>Water Battle:</b> If there is a dead Personality in any discard pile, Ranged 3 "
         "Attack.", "Moto Ming-Gwok", "exists"),
        # a list of keywords, not two conditions: a card of yours with either
        ("<b>Open:</b> If you control a Courtier or Magistrate, draw a card.", "T Nobukai",
         "control"),
    ],
)  # fmt: skip
def test_opening_conditions_read(text: str, title: str, kind: str) -> None:
    action = _action(text, title, CardType.PERSONALITY)
    assert action.full, action.not_understood
    assert getattr(action.ability.condition, kind)


@pytest.mark.parametrize(
    "text",
    [
        # which binds first, "and" or "or", is not said
        "<b>Open:</b> If it is your turn and you control a Courtier or you control a Shugenja, "
        "draw a card.",
    ],
)
def test_opening_or_not_read(text: str) -> None:
    assert not _action(text, "T Nobukai", CardType.PERSONALITY).full


def test_bringing_the_personality_itself_from_a_province() -> None:
    """Used from a province, its ability is out of play: the clause naming the area says where
    it may be used (``Ability.used_from``, tests/test_cardtext_used_from.py)."""
    text = (
        "<b>Open:</b> If Masaya is face-up in one of your provinces: Bring him into play, "
        "paying all costs and paying 2 less Gold."
    )
    assert _action(text, "Masaya", CardType.PERSONALITY).ability.used_from == "province"
    text = "<b>Limited:</b> If Wattu is face-up in your Province, put him in your discard pile."
    assert _action(text, "Iuchi Wattu", CardType.PERSONALITY).ability.used_from == "province"
    # "Attach this card from your hand": the card named in the hand
    text = (
        "<b>Reaction:</b> After engaging, choose your performing Personality at the current "
        "battlefield: Attach this card from your hand to him, paying all costs."
    )
    assert _action(text, "T Blade", CardType.ITEM).ability.used_from == "hand"


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        ("<b>Home Battle:</b> If this Personality would be opposed, move him to the current "
         "battlefield.", "T O-Tsuchi", CardType.ITEM),
        ("<b>Earth Battle, :bow::</b> If this Shugenja is Earth and opposed, give him +1F.",
         "T Inevitability", CardType.SPELL),
    ],
)  # fmt: skip
def test_opening_conditions_on_the_bearer(text: str, title: str, card_type: CardType) -> None:
    action = _action(text, title, card_type)
    assert action.full, action.not_understood
    assert action.ability.condition is not None and action.ability.lenient is not None


# --- an attack measured by a card it targets ---------------------------------------------------

WORD = "<b>Political Battle:</b> Fear equal to your target Courtier's Chi."


@pytest.mark.parametrize(
    ("courtier", "enemy_force", "expected"),
    [
        (True, 2, "legal"),  # the Courtier's Chi 2 reaches Force 2
        (True, 3, "unknown"),  # only the lenient reading (limit checked on resolution)
        (False, 1, "illegal"),  # no Courtier to target: the Fear has no strength to measure
    ],
)
def test_a_fear_measured_by_its_target(courtier: bool, enemy_force: int, expected: str) -> None:
    ab = imported(WORD, "T Word", CardType.STRATEGY)
    mine = "T Courtier" if courtier else "T Bushi"
    loaded = board(
        [
            {"title": "T Word", "type": "strategy", "abilities": [ab]},
            {"title": "T Courtier", "type": "personality", "keywords": ["courtier"], "chi": 2},
            {"title": "T Bushi", "type": "personality", "chi": 2},
            {"title": "T Foe", "type": "follower", "force": enemy_force},
            {"title": "T Enemy", "type": "personality", "force": 1},
        ],
        [
            card("s", "T Word", "me", zone="hand"),
            card("mine", mine, "me", zone="battlefield", battlefield="them-p1"),
            card("enemy", "T Enemy", "them", zone="battlefield", battlefield="them-p1"),
            card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1",
                 attached_to="enemy"),
        ],
        **COMBAT,
    )  # fmt: skip
    assert check(loaded, "me", "s", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Fear equal to the Force of his target Follower.",  # whose?
        "<b>Battle:</b> Fear equal to your target Personality's Force plus the number of "
        "his Followers.",
        "<b>Battle:</b> Fear equal to the Chi of your two target Courtiers.",
    ],
)
def test_measures_not_read(text: str) -> None:
    assert not _action(text, "T Word", CardType.STRATEGY).full


# --- "If X, A. Otherwise, B." --------------------------------------------------------------------


def test_an_if_with_an_otherwise_branch_is_no_restriction() -> None:
    """The "If" chooses between two effects: one reading, never a restriction (an honorable
    target is legal; the opening-If rule keeps two readings only without "Otherwise")."""
    text = (
        "<b>Political Open:</b> Target another player's Personality: If he is dishonorable, "
        "his controller loses 1 Honor. Otherwise, give your provinces +2 strength."
    )
    action = _action(text, "T Adi", CardType.PERSONALITY)
    assert action.full and action.ability.lenient is None and action.ability.condition is None
    ab = imported(text, "T Adi", CardType.PERSONALITY)
    loaded = board(
        [
            {"title": "T Adi", "type": "personality", "abilities": [ab]},
            {"title": "T Foe", "type": "personality", "force": 1},
        ],
        [card("adi", "T Adi", "me"), card("foe", "T Foe", "them")],
    )
    assert check(loaded, "me", "adi", 0).status == "legal"


def test_a_target_in_the_otherwise_branch_is_not_read() -> None:
    text = (
        "<b>Open:</b> If you control a Samurai, draw a card. Otherwise, bow a target Personality."
    )
    assert not _action(text, "T Card", CardType.STRATEGY).full


def test_a_target_in_one_branch_of_a_choice_of_effects_is_not_read() -> None:
    """ "..., or destroy a Terrain": a choice between the targeting and something else is
    optional targeting (Abilities and actions / B); read as optional, never as required
    (h45fixl, ``optional_branch``)."""
    text = (
        "<b>Battle:</b> Move your target Shugenja Personality at home to this battlefield, or "
        "destroy a Terrain."
    )
    read = _action(text, "T Utzuki", CardType.PERSONALITY)
    assert read.full and read.ability is not None
    assert all(t.optional for t in read.ability.targets)
    # a noun or a number after "or" is no second effect
    text = (
        "<b>Ninja Open:</b> Bow your target unbowed Personality or Follower to look at the top "
        "three cards of a deck, or four if you bowed a Ninja."
    )
    assert _action(text, "T Cat", CardType.STRATEGY).full


@pytest.mark.parametrize(
    "text",
    [
        # words said of the target's unit: a restriction the phrase does not read
        "<b>Battle:</b> Bow a target enemy Personality's unit with total Force less than 5.",
        "<b>Battle:</b> Destroy a target enemy Personality's unit with less total Force than "
        "this Personality's.",
        # a Ranged Attack's target narrowed, widened or measured by another target
        "<b>Battle:</b> Ranged Attack with strength equal to this Personality's Force which "
        "must target an enemy Cavalry card.",
        "<b>Battle:</b> Ranged Attack with strength equal to this Personality's Chi, which may "
        "target a Shadowlands Personality with attached Followers.",
        "<b>Battle:</b> Ranged Attack with strength equal to the Force of a target Mantis Clan "
        "Personality in this Personality's army.",
    ],
)
def test_restrictions_hidden_in_a_unit_or_a_strength_are_not_read(text: str) -> None:
    assert not _action(text, "T Archer", CardType.PERSONALITY).full


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Ranged 3 Attack, or Ranged 4 Attack if the target is dishonorable.",
        "<b>Battle:</b> Ranged 2 Attack, or Ranged 4 Attack if it targets a Nonhuman.",
        "<b>Battle:</b> Ranged 6 Attack that may target a Personality with Followers.",
        "<b>Battle:</b> Straighten a target Personality's unit.",
    ],
)
def test_the_attacks_own_target_named_again_is_read(text: str) -> None:
    assert _action(text, "T Archer", CardType.PERSONALITY).full
