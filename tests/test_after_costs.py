"""``after_costs`` (issue 16): the state once an announcement is made and its costs paid; it
round-trips through ``check`` and the loader, and never changes its input."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from model.load import LoadedState, dump_state, library_with, load_cards, load_state, parse_state
from model.state import View
from model.zones import Zone
from solver.after_costs import after_costs
from solver.announce import legal_announcements
from solver.good_faith import check
from solver.production import source_mode
from solver.verdict import RECRUIT, Announcement, AnnouncementError

ROOT = Path(__file__).resolve().parents[1]
STATES = sorted((ROOT / "examples" / "states").glob("*.yaml"))
SCENARIOS = ROOT / "examples" / "scenarios"


def _boards() -> list[tuple[str, LoadedState]]:
    out = [(p.stem, load_state(p)) for p in STATES]
    lib = library_with(load_cards(SCENARIOS / "cards.yaml"))
    for path in sorted(SCENARIOS.glob("*.yaml")):
        data = yaml.safe_load(path.read_text())
        if isinstance(data, dict) and "state" in data:
            out.append((path.stem, parse_state(data["state"], path.name, lib)))
    return out


BOARDS = _boards()


@pytest.mark.parametrize("name,loaded", BOARDS, ids=[n for n, _ in BOARDS])
def test_every_legal_announcement_round_trips(name: str, loaded: LoadedState) -> None:
    before = dump_state(loaded.state)
    for player in (p.id for p in loaded.state.players):
        for found in legal_announcements(loaded, player):
            v = found.verdict
            try:
                after = after_costs(loaded, player, v)
            except AnnouncementError as exc:
                assert "discard_from_hand" in str(exc)  # a choice the witness doesn't make
                continue
            # a valid state: it loads again
            again = parse_state(dump_state(after.state), "after", loaded.library)
            view = View.of(again.state, again.library)
            plan = v.witness.plan if v.witness else None
            for _, sources in plan.assignment if plan else ():
                for sid in sources:
                    card, index, other = source_mode(sid)
                    mode = view.definition(card).production[index]
                    assert not mode.bow or view.card(card).bowed, (name, sid)
                    assert other is None or view.card(other).bowed, (name, sid)
            if isinstance(v.ability, int):
                limit = view.definition(v.card).abilities[v.ability].limit
                uses = view.state.uses(v.card, v.ability)
                assert uses.this_turn >= 1
                if limit is not None and limit.times == 1 and limit.per == "turn":
                    again_v = check(again, player, v.card, v.ability)
                    assert again_v.status != "legal", (name, v.card)
            else:
                assert view.card(v.card).in_play  # Recruit / Equip brought it into play
                assert check(again, player, v.card, v.ability).status == "illegal"
    assert dump_state(loaded.state) == before  # nothing mutated


def test_recruit_then_buy_the_next() -> None:
    path = SCENARIOS / "play-recruit-cost-reduction.yaml"
    data = yaml.safe_load(path.read_text())
    lib = library_with(load_cards(SCENARIOS / "cards.yaml"))
    loaded = parse_state(data["state"], path.name, lib)
    v = check(loaded, "crab", "p1", RECRUIT)
    assert v.legal
    after = after_costs(loaded, "crab", Announcement.of("p1", "recruit"))
    view = View.of(after.state, after.library)
    assert view.card("p1").zone is Zone.HOME and view.card("keep").bowed
    assert check(after, "crab", "p1", RECRUIT).status == "illegal"


def test_an_illegal_announcement_pays_nothing() -> None:
    loaded = load_state(ROOT / "examples" / "states" / "crab-vs-crane-battle.yaml")
    with pytest.raises(AnnouncementError, match="not legal now"):
        after_costs(loaded, "crane", Announcement.of("crab-p2-card", "recruit"))
