"""Realistic, seeded two-player boards built from Oracle of the Void cards.

Each board has about 40 cards in play: per player a Stronghold, ~8 Holdings (Gold production
parsed by ``model.oracle``, some bowed), Personalities with their printed stats at home or at
the current battlefield, and Followers / Items attached to them; face-up cards in the
provinces, Strategies and attachments in hand. 10-20 abilities on the table and 3 Strategies
in hand are written in the ability language (adapted from the bundled library; the text need
not be the card's): required targets with relations, a Strategy with two required targets
(Restoring Order-like), alternative costs (``any_of``), Gold costs (printed, fixed, priced by a
target, added by an ongoing effect) and costs that bow cards which could also produce Gold.

The card data is read from the Oracle export (``GOODFAITH_ORACLE`` or
``/work/shared/data/oracle``), never copied; ``OracleMissing`` says so when it is absent.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from model.cards import CardDef, CardType
from model.load import LoadedState, dump_cards, parse_cards, parse_state
from model.state import CardLibrary, View

ORACLE_DIR = Path(os.environ.get("GOODFAITH_ORACLE", "/work/shared/data/oracle"))
PLAYERS = ("p1", "p2")


class OracleMissing(RuntimeError):
    """The Oracle of the Void export is not there: the Oracle boards can't be built."""


@cache
def oracle_cards(path: Path = ORACLE_DIR) -> Mapping[str, CardDef]:
    """The export, keyed by display title (``model.oracle.load_oracle``)."""
    from model.oracle import load_oracle

    if not path.exists():
        raise OracleMissing(
            f"Oracle of the Void export not found at {path} (set GOODFAITH_ORACLE to its folder)"
        )
    return load_oracle(path)


def oracle_available(path: Path = ORACLE_DIR) -> bool:
    return path.exists()


@dataclass(frozen=True)
class Pools:
    strongholds: tuple[str, ...]
    holdings: tuple[str, ...]
    personalities: tuple[str, ...]
    followers: tuple[str, ...]
    items: tuple[str, ...]
    strategies: tuple[str, ...]  # Strategies with a printed Gold cost > 0


@cache
def pools(path: Path = ORACLE_DIR) -> Pools:
    cards = oracle_cards(path)

    def keys(pred: Any) -> tuple[str, ...]:
        return tuple(sorted(k for k, d in cards.items() if pred(d)))

    return Pools(
        strongholds=keys(
            lambda d: (
                d.type is CardType.STRONGHOLD and d.production and d.clan and d.gold_production
            )
        ),
        holdings=keys(lambda d: d.type is CardType.HOLDING and d.production),
        personalities=keys(
            lambda d: (
                d.type is CardType.PERSONALITY
                and None not in (d.force, d.chi, d.personal_honor, d.gold_cost)
            )
        ),
        followers=keys(
            lambda d: (
                d.type is CardType.FOLLOWER and d.force is not None and d.gold_cost is not None
            )
        ),
        items=keys(lambda d: d.type is CardType.ITEM and d.gold_cost is not None),
        strategies=keys(lambda d: d.type is CardType.STRATEGY and (d.gold_cost or 0) > 0),
    )


# ----------------------------------------------------------------------------- abilities
def _you(**kw: Any) -> dict[str, Any]:
    return {"controller": "you", **kw}


def _opp(**kw: Any) -> dict[str, Any]:
    return {"controller": "opponent", **kw}


def table_ability(rng: random.Random, kind: str, host: CardType, combat: bool) -> dict[str, Any]:
    """One ability for a card on the table. ``kind`` picks the template."""
    now = ["battle"] if combat else rng.choice([["open"], ["limited"], ["open"]])
    if rng.random() < 0.15:  # some abilities are for another timing: cheap "illegal"
        now = ["open"] if combat else ["battle"]
    person = host is CardType.PERSONALITY
    here = {"location": "current_battlefield"} if combat else {}
    if kind == "ranged":  # Toritaka Chokichi: bow your Follower, shoot
        return {
            "designators": now,
            "targets": [
                {
                    "name": "follower",
                    "block": "constraints",
                    "performer": True,
                    "choose": True,
                    "select": _you(type="follower"),
                },
                {
                    "name": "ranged_target",
                    "select": _opp(type=["follower", "personality"], **here),
                },
            ],
            "costs": [{"bow": "follower"}],
            "effects": [{"step": "ranged attack"}],
        }
    if kind == "bow_self":  # bow this card: bow an unbowed enemy Personality
        return {
            "designators": now,
            "targets": [
                {
                    "name": "victim",
                    "block": "constraints",
                    "select": _opp(type="personality", bowed=False),
                }
            ],
            "costs": [{"bow": "source"}],
            "effects": [{"step": "bow"}],
        }
    if kind == "gold_boost":  # pay Gold: your Personality gains Force
        sel: dict[str, Any] = {"name": "ally", "select": _you(type="personality")}
        if person:
            sel["where"] = "ally.personal_honor <= source.chi"
        return {
            "designators": now,
            "targets": [sel],
            "costs": [{"gold": rng.choice([1, 2, 2, 3])}],
            "effects": [{"step": "force up"}],
        }
    if kind == "duel" and person:  # Doji Shigeyuki: someone whose honor is under his Chi
        return {
            "designators": now,
            "targets": [
                {
                    "name": "victim",
                    "block": "constraints",
                    "select": {"type": "personality", "other_than": "source"},
                    "where": "victim.personal_honor < source.chi",
                }
            ],
            "costs": [
                {
                    "dishonor": "source",
                    "unless": {"card": "source", "matches": {"keyword": "samurai"}},
                }
            ],
            "effects": [{"step": "duel"}],
        }
    if kind == "two_holdings":  # bow two of your Holdings: straighten your Personality
        return {
            "designators": now,
            "targets": [{"name": "ally", "select": _you(type="personality", bowed=True)}],
            "costs": [{"bow": {"select": _you(type="holding"), "count": 2}}],
            "effects": [{"step": "straighten"}],
        }
    if kind == "honor_or_gold":  # lose 1 Honor or pay 3 Gold: bow an enemy
        return {
            "designators": now,
            "keywords": ["political"],
            "targets": [
                {"name": "victim", "block": "constraints", "select": _opp(type="personality")}
            ],
            "costs": [{"any_of": [{"lose_honor": 1}, {"gold": 3}]}],
            "effects": [{"step": "bow"}],
        }
    if kind == "chi" and person:  # Daizu-like: give this Personality -1C: two of yours
        return {
            "designators": now,
            "targets": [{"name": "pair", "count": 2, "select": _you(type="personality")}],
            "costs": [
                {"stat": {"subject": "source", "stat": "chi", "amount": -rng.choice([1, 2])}}
            ],
            "effects": [{"step": "move them"}],
        }
    # "holding" (default): bow this card and pay 1 Gold: your Personality
    return {
        "designators": now,
        "targets": [{"name": "ally", "select": _you(type="personality", dishonorable=False)}],
        "costs": [{"bow": "source"}, {"gold": 1}],
        "effects": [{"step": "honor"}],
    }


TABLE_KINDS_PERSONALITY = (
    "ranged",
    "bow_self",
    "gold_boost",
    "duel",
    "two_holdings",
    "honor_or_gold",
    "chi",
)
TABLE_KINDS_OTHER = ("bow_self", "gold_boost", "two_holdings", "honor_or_gold", "holding")


def strategy_abilities(rng: random.Random, kind: str, combat: bool) -> list[dict[str, Any]]:
    """Strategy abilities: the printed Gold cost is added by the solver."""
    if kind == "restoring_order":  # two required targets and a relation between them
        magistrate = {
            "name": "magistrate",
            "block": "constraints",
            "performer": True,
            "select": _you(type="personality", bowed=False),
        }
        victim: dict[str, Any] = {
            "name": "victim",
            "select": {"type": "personality", "controller": "opponent"},
            "where": "victim.personal_honor < magistrate.chi",
        }
        if combat:
            victim["select"] = {"type": "personality", "opposing": "magistrate"}
        alts: list[dict[str, Any]] = [
            {"bow": {"select": _you(type="stronghold")}},
            {"discard_imperial_favor": True},
        ]
        if rng.random() < 0.5:
            alts.append({"gold": 2})
        return [
            {
                "designators": ["battle"] if combat else ["open"],
                "keywords": ["political"],
                "targets": [magistrate, victim],
                "costs": [{"any_of": alts}],
                "effects": [{"move": {"subject": "victim", "to": "home"}}, {"step": "bow"}],
            }
        ]
    if kind == "assassination":  # a Gold cost priced by the target
        stat = rng.choice(["total_gold_cost", "personal_honor", "chi"])
        return [
            {
                "designators": ["battle"] if combat else ["limited"],
                "targets": [
                    {
                        "name": "ninja",
                        "block": "constraints",
                        "performer": True,
                        "choose": True,
                        "select": _you(type="personality", bowed=False),
                    },
                    {"name": "victim", "block": "constraints", "select": _opp(type="personality")},
                ],
                "costs": [{"bow": "ninja"}, {"gold": {"equal_to": f"victim.{stat}"}}],
                "effects": [{"step": "destroy the unit"}],
            }
        ]
    # "deployment": one grouped target of two cards plus a performer
    sel = (
        _you(type="personality", location="not_current_battlefield")
        if combat
        else _you(type="personality", location="home")
    )
    return [
        {
            "designators": ["battle"] if combat else ["open"],
            "targets": [
                {
                    "name": "leader",
                    "block": "constraints",
                    "performer": True,
                    "select": _you(type="personality", bowed=False),
                },
                {"name": "units", "count": 2, "select": sel, "where": "units.force <= leader.chi"},
            ],
            "costs": [{"any_of": [{"lose_honor": 2}, {"bow": {"select": _you(type="holding")}}]}],
            "effects": [{"step": "move units"}],
        }
    ]


# ---------------------------------------------------------------------------------- boards
@dataclass(frozen=True)
class Board:
    """A generated board: the state, its View, and the (player, card, ability) to check."""

    seed: int
    loaded: LoadedState
    view: View
    checks: tuple[tuple[str, str, int], ...]
    data: Mapping[str, Any]

    @property
    def in_play(self) -> int:
        return sum(1 for c in self.loaded.state.cards if c.in_play)

    @property
    def abilities_on_table(self) -> int:
        return sum(
            len(self.view.definition(c.id).abilities) for c in self.loaded.state.cards if c.in_play
        )


def _with_abilities(definition: CardDef, abilities: Sequence[dict[str, Any]]) -> CardDef:
    """The card with abilities written in the ability language (validated by the loader)."""
    data = dump_cards([definition])["cards"][0]
    data["abilities"] = list(abilities)
    return parse_cards({"cards": [data]}, "<benchmark board>")[0]


def make_board(
    seed: int,
    *,
    holdings: int = 8,
    personalities: int = 7,
    attachments: int = 4,
    table_abilities: int = 8,
    path: Path = ORACLE_DIR,
) -> Board:
    """A seeded two-player board; the counts are per player (defaults: ~40 cards in play)."""
    rng = random.Random(seed)
    cards = oracle_cards(path)
    pool = pools(path)
    combat = rng.random() < 0.5
    spent = rng.uniform(0.2, 0.8)  # how far into the turn: the share of Holdings bowed
    attacker, defender = PLAYERS
    battlefield = f"{defender}-p1"
    lib = CardLibrary()
    used_titles: set[str] = set()
    state_cards: list[dict[str, Any]] = []
    checks: list[tuple[str, str, int]] = []

    def pick(keys: Sequence[str], distinct: bool = True) -> str:
        for _ in range(50):
            key = rng.choice(keys)
            if not distinct or key not in used_titles:
                used_titles.add(key)
                return key
        return key

    def add(key: str, definition: CardDef | None = None) -> None:
        if key not in lib:
            lib.add(definition or cards[key], key)

    clans: dict[str, str] = {}
    for player in PLAYERS:
        n = 0
        sh = pick(pool.strongholds)
        add(sh)
        clans[player] = cards[sh].clan[0]
        state_cards.append(
            {
                "id": f"{player}-sh",
                "title": sh,
                "owner": player,
                "zone": "home",
                "bowed": rng.random() < spent / 2,
            }
        )
        for i in range(holdings):
            h = pick(pool.holdings, distinct=False)
            add(h)
            state_cards.append(
                {
                    "id": f"{player}-h{i}",
                    "title": h,
                    "owner": player,
                    "zone": "home",
                    "bowed": rng.random() < spent,
                }
            )
        people: list[str] = []
        for i in range(personalities):
            key = pick(pool.personalities)
            add(key)
            cid = f"{player}-pers{i}"
            at_battle = combat and rng.random() < 0.5
            place: dict[str, Any] = (
                {"zone": "battlefield", "battlefield": battlefield}
                if at_battle
                else {"zone": "home"}
            )
            state_cards.append(
                {
                    "id": cid,
                    "title": key,
                    "owner": player,
                    **place,
                    "bowed": rng.random() < 0.2,
                    "dishonorable": rng.random() < 0.1,
                }
            )
            people.append(cid)
        for i in range(attachments):
            host = rng.choice(people)
            host_card = next(c for c in state_cards if c["id"] == host)
            key = pick(pool.followers if rng.random() < 0.6 else pool.items, distinct=False)
            add(key)
            place = {"zone": host_card["zone"]}
            if "battlefield" in host_card:
                place["battlefield"] = host_card["battlefield"]
            state_cards.append(
                {
                    "id": f"{player}-att{i}",
                    "title": key,
                    "owner": player,
                    **place,
                    "attached_to": host,
                    "bowed": rng.random() < 0.2,
                }
            )
        for i in range(4):  # face-up provinces (Recruit candidates)
            key = pick(pool.personalities if rng.random() < 0.6 else pool.holdings, distinct=False)
            add(key)
            state_cards.append(
                {
                    "id": f"{player}-prov{i}",
                    "title": key,
                    "owner": player,
                    "zone": "province",
                    "province": i + 1,
                    "face_up": True,
                }
            )
        for i in range(2):  # attachments in hand (Equip candidates)
            key = pick(pool.followers if i == 0 else pool.items, distinct=False)
            add(key)
            state_cards.append(
                {"id": f"{player}-hand{i}", "title": key, "owner": player, "zone": "hand"}
            )
        del n

    # abilities on the table, written onto the cards' definitions (one set per title)
    table = [c for c in state_cards if c["zone"] in ("home", "battlefield")]
    rng.shuffle(table)
    given: dict[str, list[dict[str, Any]]] = {}
    budget = table_abilities * len(PLAYERS)
    for c in table:
        if budget <= 0:
            break
        key = c["title"]
        definition = lib[key]
        if key in given or definition.type is CardType.ITEM:
            continue
        kinds = (
            TABLE_KINDS_PERSONALITY
            if definition.type is CardType.PERSONALITY
            else TABLE_KINDS_OTHER
        )
        abilities = [table_ability(rng, rng.choice(kinds), definition.type, combat)]
        if rng.random() < 0.3:
            abilities.append(table_ability(rng, rng.choice(kinds), definition.type, combat))
        given[key] = abilities
        budget -= len(abilities)
    for key, abilities in given.items():
        lib.add(_with_abilities(lib[key], abilities), key)

    # Strategies in hand: printed Gold costs from real Strategies
    for player in PLAYERS:
        for i, kind in enumerate(("restoring_order", "assassination", "deployment")):
            key = pick(pool.strategies)
            definition = _with_abilities(cards[key], strategy_abilities(rng, kind, combat))
            lib.add(definition, key)
            state_cards.append(
                {"id": f"{player}-strat{i}", "title": key, "owner": player, "zone": "hand"}
            )

    effects: list[dict[str, Any]] = []
    if rng.random() < 0.3:
        effects.append(
            {
                "kind": "cost_change",
                "player": rng.choice(PLAYERS),
                "gold_delta": -1,
                "actions": {"keyword": ["political"]},
            }
        )
    if rng.random() < 0.4:
        effects.append(
            {"kind": "added_cost", "actions": {"keyword": ["political"]}, "cost": {"gold": 2}}
        )
    if rng.random() < 0.25:
        effects.append(
            {"kind": "prevent", "player": rng.choice(PLAYERS), "prevents": ["lose_honor"]}
        )
    data: dict[str, Any] = {
        "players": [
            {"id": p, "family_honor": rng.randint(4, 20), "clan": clans[p]} for p in PLAYERS
        ],
        "turn": rng.randint(3, 9),
        "active_player": attacker,
        "phase": "attack" if combat else "action",
        "imperial_favor": rng.choice([attacker, defender, None]),
        "effects": effects,
        "cards": state_cards,
    }
    if combat:
        data.update(
            segment="combat",
            current_battlefield=battlefield,
            attacker=attacker,
            battlefields=[battlefield],
        )
    if data["imperial_favor"] is None:
        del data["imperial_favor"]
    loaded = parse_state(data, f"<board {seed}>", library=lib)
    view = View.of(loaded.state, loaded.library)
    for player in PLAYERS:
        for inst in loaded.state.cards:
            mine = inst.controlled_by == player if inst.in_play else inst.owner == player
            if not mine or not (inst.in_play or inst.zone.value == "hand"):
                continue
            for i, _ in enumerate(view.definition(inst.id).abilities):
                checks.append((player, inst.id, i))
    return Board(seed, loaded, view, tuple(checks), data)


def boards(n: int, *, first_seed: int = 1000, **kw: Any) -> list[Board]:
    return [make_board(first_seed + i, **kw) for i in range(n)]
