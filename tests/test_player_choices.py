"""A targeted player is a decision of the AI flows (h37adv2 F1): Abilities and actions / B,
everything an action targets is chosen on announcement, a player too. ``actions`` (the
``player`` step and ``--flat``), ``solver.decision.completions``,
``legal_announcements(all_targets=True)`` and the baseline agent offer every player who may be
targeted (they fixed the first other player), and ``goodfaith targets`` prints them. Every
completion is re-checked legal and equals the brute-force set (card targets x players). Real
cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.load import LoadedState, as_view, parse_state
from model.oracle.pool import CardPool
from solver.agents import ActionSpace, choose, decode, legal_actions
from solver.announce import candidate_announcements, legal_announcements
from solver.cli import app
from solver.decision import DecisionPoint, completions, decision_point, path_of
from solver.good_faith import check
from solver.player_choices import NO_PLAYER, player_code
from solver.targeting import build_problems, iter_target_sets_any
from solver.verdict import Play

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="real card data is absent")
PLAYERS = ("crane", "crab", "lion", "scorp")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle"])


def _data(cards: list[dict[str, Any]], honor: dict[str, int] | None = None) -> dict[str, Any]:
    honor = honor or {}
    return {
        "turn": 6,
        "active_player": "crane",
        "phase": "action",
        "players": [
            {"id": p, "clan": "scorpion" if p == "scorp" else p, "family_honor": honor.get(p, 10)}
            for p in PLAYERS
        ],
        "cards": [
            {"id": "sh", "title": "The Esteemed Palace of the Crane", "owner": "crane",
             "zone": "home", "bowed": True},
            *cards,
        ],
    }  # fmt: skip


def _board(pool: CardPool, cards: list[dict[str, Any]], **kw: Any) -> LoadedState:
    return parse_state(_data(cards, **kw), "board", None, pool)


def _hand(cid: str, title: str) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": "crane", "zone": "hand"}


def _completed(loaded: LoadedState, player: str) -> set[tuple[str, tuple[tuple[str, Any], ...]]]:
    """(card, targets incl. players) of every completion, each re-checked legal."""
    out = set()
    for _, done in completions(DecisionPoint(loaded, player)):
        v = done.verdict
        assert v.witness is not None and not isinstance(v.ability, Play)
        ab = as_view(loaded).definition(v.card).abilities[v.ability]
        chosen = {k: tuple(c) for k, c in v.witness.targets.items()}
        chosen |= {pt.name: () for pt in ab.player_targets}
        chosen |= {k: (who,) for k, who in v.witness.players}
        again = check(loaded, player, v.card, v.ability, targets=chosen)
        assert again.status == "legal", (v.card, chosen, again.reasons)
        reached = decision_point(loaded, player, path_of(loaded, player, again)).verdict
        assert reached.witness is not None and reached.witness.players == again.witness.players
        out.add((v.card, tuple(sorted(chosen.items()))))
    return out


def _brute(loaded: LoadedState, player: str) -> set[tuple[str, tuple[tuple[str, Any], ...]]]:
    """Every legal (card, card targets x players) by trying each choice with ``check``."""
    view = as_view(loaded)
    out = set()
    for card, index in candidate_announcements(view, player):
        if isinstance(index, Play):
            continue
        ab = view.definition(card).abilities[index]
        sets = list(iter_target_sets_any(build_problems(view, player, card, ab), 1e18))
        ids = [(p,) for p in PLAYERS]
        slots = [[*ids, ()] if pt.optional else ids for pt in ab.player_targets]
        for cards in sets:
            for who in itertools.product(*slots):
                chosen = {k: tuple(v) for k, v in cards.items()}
                chosen |= {pt.name: w for pt, w in zip(ab.player_targets, who, strict=True)}
                if check(loaded, player, card, index, targets=chosen).status == "legal":
                    out.add((card, tuple(sorted(chosen.items()))))
    return out


def _announced(loaded: LoadedState, player: str) -> set[tuple[str, tuple[tuple[str, Any], ...]]]:
    return {
        (a.card, tuple(sorted((k, tuple(v)) for k, v in a.targets)))
        for a in legal_announcements(loaded, player, all_targets=True)
        if not isinstance(a.ability, Play)
    }


@needs_data
def test_any_player_may_be_the_target_player(pool: CardPool) -> None:
    """Unwelcome Supervision "A target player discards a card at random.": was one
    completion (player1 = crab); each of the four players, the user too."""
    loaded = _board(pool, [_hand("us", "Unwelcome Supervision")])
    got = _completed(loaded, "crane")
    assert got == {("us", (("player1", (p,)),)) for p in PLAYERS}
    assert got == _brute(loaded, "crane") == _announced(loaded, "crane")
    point = DecisionPoint(loaded, "crane").apply(
        next(iter(DecisionPoint(loaded, "crane").legal_ids()))
    )
    assert point.kind == "player"
    assert point.legal_ids() == sorted(player_code(p) for p in PLAYERS)
    assert point.space() == [player_code(p) for p in PLAYERS]
    assert point.text(player_code("lion")) == "player1: player lion"
    assert point.apply(player_code("lion")).verdict.witness.players == (("player1", "lion"),)


@needs_data
def test_player_and_card_targets_combine(pool: CardPool) -> None:
    """Favors "Bow your target unbowed Courtier. A target player gains or loses 2 Honor.":
    every (Courtier, player); control: with the Courtier bowed, nothing."""
    ikura = {"id": "ikura", "title": "Kakita Ikura", "owner": "crane", "zone": "home"}
    loaded = _board(pool, [ikura, _hand("fav", "Favors")])
    got = _completed(loaded, "crane")
    assert len(got) == 4 and got == _brute(loaded, "crane") == _announced(loaded, "crane")
    bowed = _board(pool, [{**ikura, "bowed": True}, _hand("fav", "Favors")])
    assert _completed(bowed, "crane") == set() == _announced(bowed, "crane")


@needs_data
def test_only_the_players_who_qualify_and_a_forced_one_is_taken(pool: CardPool) -> None:
    """Imprudent Misstep "Target another player with 30 or more Family Honor": the players
    with 30 or more other than the user; one such player: no step, he is named; control:
    none (the user's own 40 does not count) -> no completion."""
    card = [_hand("im", "Imprudent Misstep")]
    two = _board(pool, card, honor={"crane": 40, "crab": 30, "lion": 31, "scorp": 29})
    got = _completed(two, "crane")
    assert got == {("im", (("player1", (p,)),)) for p in ("crab", "lion")} == _brute(two, "crane")
    one = _board(pool, card, honor={"crane": 40, "lion": 35})
    first = DecisionPoint(one, "crane")
    done = first.apply(first.legal_ids()[0])
    assert done.kind == "done" and done.verdict.witness.players == (("player1", "lion"),)
    none = _board(pool, card, honor={"crane": 40})
    assert _completed(none, "crane") == set() == _brute(none, "crane")


@needs_data
def test_an_optional_player_may_be_left_out(pool: CardPool) -> None:
    """Kakita Jikeru "... target a player who gains or loses 1 Honor." (a delayed target: may
    target): each player, or none (``NO_PLAYER``)."""
    jikeru = {"id": "jik", "title": "Kakita Jikeru", "owner": "crane", "zone": "home"}
    loaded = _board(pool, [jikeru])
    got = {t for c, t in _completed(loaded, "crane") if c == "jik"}
    players = {dict(t)["player1"] for t in got}
    assert players == {(p,) for p in PLAYERS} | {()}
    assert got == {t for c, t in _brute(loaded, "crane") if c == "jik"}
    point = DecisionPoint(loaded, "crane")
    while point.kind != "player":
        point = point.apply(point.legal_ids()[0])
    assert NO_PLAYER in point.legal_ids() and point.space()[-1] == NO_PLAYER
    assert point.text(NO_PLAYER) == "player1: no player"


@needs_data
def test_the_agent_may_name_each_player(pool: CardPool) -> None:
    """The baseline agent's ids carry the targeted player: four Favors ids, each decoding to
    its player; an action naming no player keeps the id it had (player index 0)."""
    ikura = {"id": "ikura", "title": "Kakita Ikura", "owner": "crane", "zone": "home"}
    loaded = _board(pool, [ikura, _hand("fav", "Favors")])
    ids = legal_actions(loaded, "crane")
    named = {decode(loaded, "crane", i)[0].player for i in ids}
    assert named == set(PLAYERS)
    space = ActionSpace.of(loaded)
    n = len(space.table)
    base = n * 7 * (n + 1) * 4  # ids naming no player: as before
    assert space.num_distinct_actions == base * (len(PLAYERS) + 1)
    assert min(ids) >= base  # each Favors id names a player
    picks = {choose(loaded, "crane", seed).verdict.witness.players for seed in range(8)}
    assert picks and all(len(p) == 1 for p in picks)


@needs_data
def test_targets_text_shows_the_players(pool: CardPool, tmp_path: Path) -> None:
    """``goodfaith targets`` text printed "1 legal target set(s)" and a blank line."""
    path = tmp_path / "b.yaml"
    path.write_text(yaml.safe_dump(_data([_hand("us", "Unwelcome Supervision")])))
    cards = ["--cards", str(DATA / "oracle")]
    result = CliRunner().invoke(app, ["targets", str(path), "-p", "crane", "-c", "us", *cards])
    assert result.exit_code == 0, result.output
    assert "no card targets" in result.output
    assert "player1 = one player of: crane, crab, lion, scorp" in result.output
    flat = CliRunner().invoke(app, ["actions", str(path), "-p", "crane", "--flat", *cards])
    assert sum("Unwelcome Supervision: player1 = player" in x for x in flat.output.splitlines())
    assert flat.output.count("Unwelcome Supervision") == 4
    out = CliRunner().invoke(app, ["choose", str(path), "-p", "crane", "--json", *cards])
    assert json.loads(out.output)["players"]["player1"] in PLAYERS
