"""Trait sentences not read that name a rulebook play (solver/traits_in_play.py ``doubt_play``):
"You may Equip this Follower as a Battle action" on the card itself, "Equipping Weapons is a
Battle/Open action for you" on a card in play. A Recruit or Equip verdict they could turn is
unknown (Reference 02: Recruit, Equip), never a silent illegal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_CARDS: list[dict[str, Any]] = [
    KEEP_CARD,
    set_personality("Hero", 1),
    set_personality("Foe", 1),
    {
        "title": "Vassal",
        "types": ["Follower"],
        "decks": ["Fate"],
        "gold_cost": 1,
        "force": 1,
        "focus": 1,
        "text": "You may Equip this Follower as a Battle action.",
    },
    {"title": "Plain", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1, "force": 1},
    {
        "title": "Hill Keep",
        "types": ["Holding"],
        "gold_cost": 2,
        "text": "Equipping Followers is a Battle/Limited ability for you.",
    },
    {
        "title": "Season",
        "types": ["Holding"],
        "gold_cost": 2,
        "text": "Each player may take only one Limited or Open action per turn.",
    },
]
#: its own text lets it be Equipped from the discard pile (a sentence naming only the play)
_HUSK: dict[str, Any] = {
    "title": "Husk",
    "types": ["Follower"],
    "decks": ["Fate"],
    "gold_cost": 1,
    "force": 1,
    "text": "You may Equip this Follower from your discard pile.",
}


def _husk_board(tmp: Path) -> Any:
    """Your Action Phase: Hero at home, Husk and a plain Follower in the Fate discard pile."""
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "hero", "title": "Hero", "owner": "me", "zone": "home"},
        {"id": "husk", "title": "Husk", "owner": "me", "zone": "fate_discard"},
        {"id": "plain", "title": "Plain", "owner": "me", "zone": "fate_discard"},
    ]
    return set_board(tmp, [*_CARDS, _HUSK], table, "husk", phase="action")


_BATTLE = {"phase": "attack", "segment": "combat", "current_battlefield": "bf", "attacker": "me"}


def _board(tmp: Path, more: list[dict[str, Any]], **fields: Any) -> Any:
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "hero", "title": "Hero", "owner": "me", "zone": "battlefield", "battlefield": "bf"},
        {"id": "foe", "title": "Foe", "owner": "them", "zone": "battlefield", "battlefield": "bf"},
        {"id": "vassal", "title": "Vassal", "owner": "me", "zone": "hand"},
        {"id": "plain", "title": "Plain", "owner": "me", "zone": "hand"},
        *more,
    ]
    fields.setdefault("phase", "action")
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    return set_board(tmp, _CARDS, table, "plays", players=players, **fields)


def test_its_own_sentence_on_its_equip(tmp_path: Path) -> None:
    """In battle, Equip (Open) is illegal; the Vassal's own sentence may allow it: unknown."""
    loaded = _board(tmp_path, [], **_BATTLE)
    v = check(loaded, "me", "vassal", EQUIP)
    assert v.status == "unknown"
    assert "Vassal (vassal): You may Equip this Follower as a Battle action." in v.reasons[0]
    assert check(loaded, "me", "plain", EQUIP).status == "illegal"
    # a sentence that can only allow leaves a legal verdict
    assert check(_board(tmp_path, []), "me", "vassal", EQUIP).status == "legal"


def test_a_card_in_play_that_changes_equipping(tmp_path: Path) -> None:
    """ "Equipping Followers is a Battle/Limited ability for you" could allow or forbid."""
    keep = {"id": "hill", "title": "Hill Keep", "owner": "me", "zone": "home"}
    assert check(_board(tmp_path, [keep]), "me", "plain", EQUIP).status == "unknown"
    assert check(_board(tmp_path, [keep], **_BATTLE), "me", "plain", EQUIP).status == "unknown"
    gone = {**keep, "zone": "dynasty_discard"}
    assert check(_board(tmp_path, [gone]), "me", "plain", EQUIP).status == "legal"
    # the Dynasty Phase: no Battle or Limited action then, so it can't allow it (h24adv1 r5,
    # Yoritomo Matsuo's "Equipping Weapons to Matsuo is a Battle/Open action for you.")
    v = check(_board(tmp_path, [keep], phase="dynasty"), "me", "plain", EQUIP)
    assert v.status == "illegal", v.reasons


def test_sentences_naming_only_the_play(tmp_path: Path) -> None:
    """Husk's "You may Equip this Follower from your discard pile." names no action, but changes its
    own Equip (a false illegal before stop 28); "You may only Recruit Shadowlands
    Personalities." on a card in play may forbid a Recruit; neither touches other actions."""
    from model.cardtext.traits_on_actions import about_plays_only, traits_on_actions

    for said in (
        "You may Equip this Follower from your discard pile.",
        "You may only Recruit Shadowlands Personalities.",
        "Your Personalities cannot Equip Shadowlands Followers.",
        "You may Recruit this Holding as an Open.",
        "You may attach this card from your discard pile to your Void Shugenja.",
    ):
        assert traits_on_actions([said]) == (said,)
        assert about_plays_only(said)
    for said in (
        "Each player may draw an additional card before his turn ends if he Equipped any "
        "Followers from his hand since his last turn ended.",
        "Kakita Ujirou: While you are the Defender, you Recruit Ujirou for 5 less Gold.",
    ):
        assert traits_on_actions([said]) == ()
    loaded = _husk_board(tmp_path)
    v = check(loaded, "me", "husk", EQUIP)
    assert v.status == "unknown" and "from your discard pile" in v.reasons[0]
    assert check(loaded, "me", "plain", EQUIP).status == "illegal"


def test_equip_from_the_discard_pile_is_listed(tmp_path: Path) -> None:
    """A Follower whose own text lets it be Equipped from the discard pile is listed by every
    lister (``check_all``), as unknown; a plain one in the discard pile is not."""
    from solver.announce import check_all

    loaded = _husk_board(tmp_path)
    listed = {(v.card, v.ability, v.status) for v in check_all(loaded, "me")}
    assert ("husk", EQUIP, "unknown") in listed
    assert not any(card == "plain" for card, _, _ in listed)


def test_a_sentence_naming_open_actions_touches_equip(tmp_path: Path) -> None:
    """Equip is an Open action (Reference 02): "Each player may take only one Limited or Open
    action per turn." may forbid it (a false legal found by h23adv1 F8, Short Season)."""
    season = {"id": "season", "title": "Season", "owner": "them", "zone": "home"}
    assert check(_board(tmp_path, []), "me", "plain", EQUIP).status == "legal"
    assert check(_board(tmp_path, [season]), "me", "plain", EQUIP).status == "unknown"


def test_a_restriction_on_recruit_leaves_an_illegal_recruit(tmp_path: Path) -> None:
    """ "You may only Recruit Shadowlands Personalities." can only forbid ("may only" is no
    permission), and gives no other time: a Recruit illegal by its timing or its Gold stays
    illegal (needless unknowns found by h24adv2 N2, h24adv3 F6)."""
    sensei = {"id": "s", "title": "Only", "owner": "me", "zone": "home"}
    lord = {"id": "lord", "title": "Hero", "owner": "me", "zone": "province", "province": 0}
    cards = [*_CARDS, {"title": "Only", "types": ["Holding"], "gold_cost": 2,
                       "text": "You may only Recruit Shadowlands Personalities."}]  # fmt: skip
    base = [{"id": "keep", "title": "Keep", "owner": "me", "zone": "home"}, sensei, lord]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    action = set_board(tmp_path, cards, base, "o1", players=players, phase="action")
    assert check(action, "me", "lord", RECRUIT).status == "illegal"  # not the Dynasty Phase
    rich = set_board(tmp_path, cards, base, "o2", players=players, phase="dynasty")
    # a Personality without Shadowlands, nothing in play to give it: forbidden in every
    # reading (h40gate, solver/only_play_ban.py; was `unknown`)
    assert check(rich, "me", "lord", RECRUIT).status == "illegal"


def test_another_players_sentence_binding_him_leaves_your_equip(tmp_path: Path) -> None:
    """ "Your Personalities cannot Equip Shadowlands Followers." (Benika Sensei, h24adv1 r6)
    binds its controller's Personalities: another player's rulebook Equip onto his own
    Personality is untouched; its controller's own Equip of a Shadowlands Follower stays in
    doubt (the control); of a Follower without Shadowlands, nothing on the board may give it, it
    is untouched too (h25adv1 F7 p24b: solver/play_keyword_scope.py)."""
    sensei = {
        "title": "Stern Sensei",
        "types": ["Holding"],
        "gold_cost": 2,
        "text": "Your Personalities cannot Equip Shadowlands Followers.",
    }
    plain = next(c for c in _CARDS if c["title"] == "Plain")
    dark = {**plain, "title": "Dark", "keywords": ["Shadowlands"]}
    cards = [*_CARDS, sensei, dark]
    for owner, follower, expected in (
        ("them", "Plain", "legal"),
        ("me", "Dark", "unknown"),
        ("me", "Plain", "legal"),
    ):
        table = [
            {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
            {"id": "hero", "title": "Hero", "owner": "me", "zone": "home"},
            {"id": "plain", "title": follower, "owner": "me", "zone": "hand"},
            {"id": "sen", "title": "Stern Sensei", "owner": owner, "zone": "home"},
        ]
        players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
        loaded = set_board(tmp_path, cards, table, "binds", players=players, phase="action")
        v = check(loaded, "me", "plain", EQUIP)
        assert v.status == expected, (follower, v.reasons)


def test_a_may_only_sentence_allows_a_card_that_has_the_keyword(tmp_path: Path) -> None:
    """ "You may only Recruit Personalities and Equip Spells that are Fire." (Koiso Sensei,
    h24adv3 r04) allows the Equip of a Fire Spell in every reading; a Spell without Fire may be
    forbidden, and so may an Item (whether other plays are forbidden is not read)."""
    sensei = {
        "title": "Fire Sensei",
        "types": ["Holding"],
        "gold_cost": 2,
        "text": "You may only Recruit Personalities and Equip Spells that are Fire.",
    }

    def spell(title: str, keywords: list[str], kind: str = "Spell") -> dict[str, Any]:
        return {"title": title, "types": [kind], "decks": ["Fate"], "gold_cost": 0,
                "focus": 1, "keywords": keywords}  # fmt: skip

    cards = [
        KEEP_CARD,
        set_personality("Caster", 1, keywords=["shugenja"]),
        sensei,
        spell("Flame", ["fire"]),
        spell("Wave", ["water"]),
        spell("Fan", [], "Item"),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "caster", "title": "Caster", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Fire Sensei", "owner": "me", "zone": "home"},
        {"id": "flame", "title": "Flame", "owner": "me", "zone": "hand"},
        {"id": "wave", "title": "Wave", "owner": "me", "zone": "hand"},
        {"id": "fan", "title": "Fan", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "only", phase="action")
    assert check(loaded, "me", "flame", EQUIP).status == "legal"
    # a Spell without Fire: forbidden in every reading (h40gate, solver/only_play_ban.py);
    # an Item: whether other plays are forbidden is not read
    wave = check(loaded, "me", "wave", EQUIP)
    assert wave.status == "illegal" and "Fire Sensei (sen)" in wave.reasons[0], wave.reasons
    fan = check(loaded, "me", "fan", EQUIP)
    assert fan.status == "unknown" and "Fire Sensei (sen)" in fan.reasons[0], fan.reasons
