"""Small builders for test states with inline card definitions (independent of the library)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.state import View

DEFS: list[dict[str, Any]] = [
    {
        "title": "T Stronghold",
        "type": "stronghold",
        "gold_production": 5,
        "province_strength": 8,
        "starting_honor": 5,
        "production": [{"from_stat": "gold_production"}],
        "provenance": "implied",
    },
    {
        "title": "T Samurai",
        "type": "personality",
        "keywords": ["samurai"],
        "force": 3,
        "chi": 2,
        "personal_honor": 2,
        "honor_requirement": 3,
        "gold_cost": 6,
        "provenance": "implied",
    },
    {
        "title": "T Magistrate",
        "type": "personality",
        "keywords": ["magistrate", "courtier"],
        "force": 1,
        "chi": 3,
        "personal_honor": 2,
        "honor_requirement": 4,
        "gold_cost": 5,
        "provenance": "implied",
    },
    {
        "title": "T Brute",
        "type": "personality",
        "keywords": ["samurai"],
        "force": 4,
        "chi": 2,
        "personal_honor": 1,
        "honor_requirement": 0,
        "gold_cost": 7,
        "provenance": "implied",
    },
    {
        "title": "T Monk",
        "type": "personality",
        "keywords": ["monk"],
        "force": 1,
        "chi": 4,
        "personal_honor": 3,
        "honor_requirement": 2,
        "gold_cost": 4,
        "provenance": "implied",
    },
    {
        "title": "T Mine",
        "type": "holding",
        "keywords": ["mine"],
        "gold_cost": 2,
        "production": [{"gold": 2}],
        "provenance": "implied",
    },
    {
        "title": "T Follower",
        "type": "follower",
        "force": 1,
        "chi": 0,
        "gold_cost": 2,
        "focus": 2,
        "provenance": "implied",
    },
]


def card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def state(
    cards: list[dict[str, Any]],
    abilities_card: dict[str, Any] | None = None,
    **kw: Any,
) -> LoadedState:
    defs = list(DEFS)
    if abilities_card is not None:
        defs.append({"provenance": "implied", **abilities_card})
    data = {
        "players": [
            {"id": "me", "family_honor": 10, "clan": "crab"},
            {"id": "opp", "family_honor": 10, "clan": "crane"},
        ],
        "active_player": "me",
        "definitions": defs,
        "cards": cards,
        **kw,
    }
    return parse_state(data, "<test>")


def view(loaded: LoadedState) -> View:
    return View.of(loaded.state, loaded.library)


def imported(text: str, title: str, card_type: Any) -> dict[str, Any]:
    """The one action of ``text`` imported from card text (claimed in full), as a card file
    writes an ability."""
    from pydantic import TypeAdapter

    from model.abilities import Ability
    from model.cardtext import import_text

    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return TypeAdapter(Ability).dump_python(action.ability, mode="json", exclude_defaults=True)  # type: ignore[no-any-return]


def board(definitions: list[dict[str, Any]], cards: list[dict[str, Any]], **kw: Any) -> LoadedState:
    """A two-player Action Phase (players ``me`` and ``them``) with only these definitions
    (``provenance: implied`` added) and cards."""
    data = {
        "turn": 3,
        "active_player": "me",
        "phase": "action",
        "players": [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}],
        "definitions": [{"provenance": "implied", **d} for d in definitions],
        "cards": cards,
        **kw,
    }
    return parse_state(data, "<test>")


def played(
    text: str, definitions: list[dict[str, Any]], cards: list[dict[str, Any]], **kw: Any
) -> str:
    """The ``check`` status of the one action of ``text`` on a Strategy in your hand, on a
    ``board`` of these definitions and cards (``kw``: the board's phase, battlefield ...)."""
    from model.common import CardType
    from solver.good_faith import check

    ab = imported(text, "T Played", CardType.STRATEGY)
    defs = [{"title": "T Played", "type": "strategy", "abilities": [ab]}, *definitions]
    loaded = board(defs, [card("played", "T Played", "me", zone="hand"), *cards], **kw)
    return check(loaded, "me", "played", 0).status


#: A Stronghold producing 2 Gold, as a set file writes it.
KEEP_CARD: dict[str, Any] = {"title": "Keep", "types": ["Stronghold"], "gold_production": 2}


def set_strategy(title: str, text: str, gold_cost: int = 0, **fields: Any) -> dict[str, Any]:
    """A Fate Strategy as a set file writes it (Focus 1)."""
    return {
        "title": title,
        "types": ["Strategy"],
        "decks": ["Fate"],
        "gold_cost": gold_cost,
        "focus": 1,
        "text": text,
        **fields,
    }


def set_personality(title: str, gold_cost: int, **fields: Any) -> dict[str, Any]:
    """A Dynasty Personality as a set file writes it (1F/1C, no Honor Requirement)."""
    return {
        "title": title,
        "types": ["Personality"],
        "decks": ["Dynasty"],
        "gold_cost": gold_cost,
        "force": 1,
        "chi": 1,
        "honor_requirement": 0,
        "personal_honor": 0,
        **fields,
    }


def set_board(
    tmp: Any,
    cards: list[dict[str, Any]],
    table: list[dict[str, Any]],
    name: str = "state",
    **fields: Any,
) -> LoadedState:
    """Player ``me``'s Dynasty Phase (turn 3, 10 Family Honor) with the cards of ``table``,
    whose titles come from one set file of ``cards`` in ``tmp/sets``, loaded with that card
    pool as ``--cards`` reads set files; ``fields``: other state fields (``players``,
    ``effects``, ...)."""
    import yaml

    from model.load import load_state
    from model.oracle.pool import CardPool

    sets = tmp / "sets"
    sets.mkdir(exist_ok=True)
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "me",
        "phase": "dynasty",
        "players": [{"id": "me", "family_honor": 10}],
        "cards": table,
        **fields,
    }
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=CardPool.load([sets]))


#: two players, 10 Family Honor each
TWO_PLAYERS: list[dict[str, Any]] = [
    {"id": "me", "family_honor": 10},
    {"id": "them", "family_honor": 10},
]


def set_battle(
    tmp: Any,
    cards: list[dict[str, Any]],
    table: list[dict[str, Any]],
    name: str = "state",
    attacker: str = "me",
    defender: str = "them",
    battlefield: str = "them-p1",
    **fields: Any,
) -> LoadedState:
    """``set_board`` in the Combat Segment of ``attacker``'s battle at ``battlefield``, against
    ``defender`` (players ``TWO_PLAYERS``)."""
    return set_board(
        tmp, cards, table, name, phase="attack", segment="combat",
        current_battlefield=battlefield, attacker=attacker, active_player=attacker,
        defender=defender, players=TWO_PLAYERS, **fields,
    )  # fmt: skip


def short_recruit(tmp: Any, text: str, gold: int = 4) -> LoadedState:
    """Player ``me``'s Dynasty Phase: a Stronghold producing ``gold`` (4: one Gold short unless
    the text lowers the cost) and, in a province, "Lord" (Gold Cost 5) printed with ``text``."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": gold},
        set_personality("Lord", 5, text=text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
    ]
    return set_board(tmp, cards, table, "short")


#: Shrine to Benten's two modes (the second with an extra cost: a Personality bowed)
BENTEN = (
    ":bow:: Produce 2 Gold.<br>:bow:: When paying for a Personality, bow one of your "
    "Personalities to produce 4 Gold which may only pay for that card."
)


def benten_cards(cost: int, *others: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards of a Gold-order board: the Stronghold, "T Benten" (``BENTEN``), ``others``, a
    "T Guard" Personality to bow and "T Lord" (Gold Cost ``cost``) to Recruit."""
    return [
        KEEP_CARD,
        {"title": "T Benten", "types": ["Holding"], "text": BENTEN, "gold_cost": 3},
        *others,
        set_personality("T Guard", 3),
        set_personality("T Lord", cost),
    ]


def guards(unbowed: int, bowed: int) -> list[dict[str, Any]]:
    """``me``'s "T Guard" Personalities at home: ``unbowed`` of them, then ``bowed``."""
    return [
        {"id": f"g{i}", "title": "T Guard", "owner": "me", "zone": "home", "bowed": i >= unbowed}
        for i in range(unbowed + bowed)
    ]


def pool_state(
    tmp: Any, pool: Any, cards: list[dict[str, Any]], name: str = "state", **fields: Any
) -> LoadedState:
    """Players ``a`` and ``b`` (5 Family Honor each) in ``a``'s Action Phase (turn 6) with the
    real ``cards`` of ``pool`` (a ``CardPool``), loaded as ``--cards`` reads them; ``fields``:
    other state fields (``phase``, ``players``, ...)."""
    import yaml

    from model.load import load_state

    data: dict[str, Any] = {
        "turn": 6,
        "active_player": "a",
        "phase": "action",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": cards,
        **fields,
    }
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=pool)


def yaml_lines_board(tmp: Any, pool: Any, name: str, lines: list[str]) -> LoadedState:
    """A state file of YAML ``lines`` (a board written as text) loaded with the real cards of
    ``pool`` (a ``CardPool``), as ``--cards`` reads them."""
    from model.load import load_state

    path = tmp / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def two_player_board(
    pool: Any,
    cards: list[dict[str, Any]],
    *,
    me: str,
    them: str,
    phase: str = "action",
    turn: int = 5,
    clan: str | None = None,
    **extra: Any,
) -> LoadedState:
    """``me``'s turn ``turn`` against ``them`` (10 Family Honor each; ``me``'s Clan ``clan``,
    default his id) with real cards of ``pool`` (a ``CardPool``); ``cards``: each a state card
    (owner ``me`` unless given; a province card gets its own province); ``extra``: other
    state fields."""
    table: list[dict[str, Any]] = []
    for n, c in enumerate(cards):
        card = {"owner": me, **c}
        if card.get("zone") == "province" and "province" not in card:
            card["province"] = n
        table.append(card)
    data = {
        "turn": turn,
        "active_player": me,
        "phase": phase,
        "players": [
            {"id": me, "clan": clan or me, "family_honor": 10},
            {"id": them, "clan": them, "family_honor": 10},
        ],
        "cards": table,
        **extra,
    }
    return parse_state(data, "board", None, pool)


def state_card(cid: str, title: str, zone: str = "home", **more: Any) -> dict[str, Any]:
    """A state card ``cid`` of ``title`` in ``zone`` (home by default)."""
    return {"id": cid, "title": title, "zone": zone, **more}


def combat_board(
    pool: Any, cards: list[dict[str, Any]], me: str, them: str, bf: str
) -> LoadedState:
    """``me`` attacks ``them`` at ``bf``, Combat Segment, turn 7 (``two_player_board``)."""
    return two_player_board(
        pool,
        cards,
        me=me,
        them=them,
        phase="attack",
        segment="combat",
        current_battlefield=bf,
        attacker=me,
        active_player=me,
        turn=7,
    )


def bp1_battle(
    tmp: Any,
    pool: Any,
    cards: list[dict[str, Any]],
    *,
    players: list[tuple[str, str]] | None = None,
    honor: int | tuple[int, int] = 10,
    **turn: Any,
) -> LoadedState:
    """A state file, loaded with the real cards of ``pool`` as ``--cards`` reads them: ``a``
    attacks ``b`` at ``bp1`` (Combat Segment, turn 5); ``players``: (id, Clan) pairs, default
    a Dragon and b Crab; ``honor``: every player's Family Honor, or a and b's; ``turn``: other
    state fields."""
    pairs = players or [("a", "dragon"), ("b", "crab")]
    honors = honor if isinstance(honor, tuple) else (honor,) * len(pairs)
    data = {
        "turn": 5, "active_player": "a", "phase": "attack", "segment": "combat",
        "current_battlefield": "bp1", "attacker": "a", "battlefields": ["bp1"],
        "players": [{"id": p, "clan": c, "family_honor": h}
                    for (p, c), h in zip(pairs, honors, strict=True)],
        "cards": cards, **turn,
    }  # fmt: skip
    return load_data(tmp, pool, data)


def load_data(tmp: Any, pool: Any, data: dict[str, Any]) -> LoadedState:
    """The state ``data`` written as ``tmp``/board.yaml and loaded with the real cards of
    ``pool`` (a ``CardPool``), as ``--cards`` reads them."""
    import yaml

    from model.load import load_state

    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), "utf-8")
    return load_state(path, cards=pool)
