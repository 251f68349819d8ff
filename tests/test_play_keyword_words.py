"""A keyword given by an unread trait that no text able to concern a rulebook play names
(``solver.play_keyword_words``; Reference 04, Keywords; Reference 05, Areas): Tamahime's "Your
other Ronin Personalities have Tactician." and Aranai Sensei's "Your Personalities with 3 or
more Chi have Tactician." no longer doubt a Recruit because an action card in a hand (Banish
All Doubt) names Tactician (h38adv5 N1); a card in play whose text tests the keyword (Shrine
to Nimuro: "3 Gold if you control a Tactician") keeps the doubt."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import load_data

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _card(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], fh: int = 2) -> Any:
    state = {
        "turn": 4, "active_player": "ronin", "phase": "dynasty",
        "players": [{"id": "ronin", "family_honor": fh},
                    {"id": "crab", "clan": "crab", "family_honor": 8}],
        "cards": [*cards, _card("kyuden", "Kyuden Hida • Experienced", "crab"),
                  _card("respect", "Respect", "crab")],
    }  # fmt: skip
    return load_data(tmp, pool, state)


def _palace(gold: str, grant: tuple[str, str] = ("tamahime", "Tamahime")) -> list[dict[str, Any]]:
    return [
        _card("palace", "Palace of the Breaking Dawn", "ronin"),
        _card("gold", gold, "ronin"),
        _card(*grant, "ronin"),
        _card("kuro", "Kuronada", "ronin"),
        _card("p1", "Enomoto", "ronin", "province", province=1),
        _card("p3", "Doji Genshin", "ronin", "province", province=3),
        _card("h1", "Banish All Doubt", "ronin", "hand"),
    ]


def test_tamahime_recruit_legal(tmp_path: Path, pool: CardPool) -> None:
    # 5 - 1 Palace + 2 Respect = 6 = Palace 3 + Jade Works 3; Tactician is tested only by
    # Banish All Doubt, a card in the hand
    v = check(_load(tmp_path, pool, _palace("Jade Works")), "ronin", "p1", RECRUIT)
    assert v.status == "legal", v.reasons


def test_tamahime_recruit_illegal_by_honor(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, _palace("Jade Works")), "ronin", "p3", RECRUIT)
    assert v.status == "illegal" and v.reasons[0].startswith("Honor Requirement"), v.reasons


def test_aranai_recruit_legal(tmp_path: Path, pool: CardPool) -> None:
    # Aranai's other sentence ("... the printed Tactician keyword ... Tactical Advantage")
    # is about a rulebook ability alone and names nothing a Recruit tests
    board = _palace("Jade Works", ("aranai", "Aranai Sensei"))
    v = check(_load(tmp_path, pool, board), "ronin", "p1", RECRUIT)
    assert v.status == "legal", v.reasons


def test_control_nimuro_tests_tactician(tmp_path: Path, pool: CardPool) -> None:
    # Shrine to Nimuro in play: 2 Gold, or 3 if you control a Tactician; Palace 3 + 2 < 6,
    # and Tamahime's unread grant makes Kuronada a Tactician: not settled
    v = check(_load(tmp_path, pool, _palace("Shrine to Nimuro")), "ronin", "p1", RECRUIT)
    assert v.status == "unknown" and "Tamahime" in v.reasons[0], v.reasons


def test_control_nimuro_in_hand_is_not_in_play(tmp_path: Path, pool: CardPool) -> None:
    # the same Shrine in the hand has no effect: without its Gold, 3 < 6 is illegal whatever
    # Tamahime gives
    board = [c for c in _palace("Shrine to Nimuro") if c["id"] != "gold"]
    board.append(_card("gold", "Shrine to Nimuro", "ronin", "hand"))
    v = check(_load(tmp_path, pool, board), "ronin", "p1", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_control_the_played_card_names_the_keyword(tmp_path: Path, pool: CardPool) -> None:
    # Lone Sentry "Will only attach to a Tactician.": its own text tests the keyword Tamahime
    # gives Kuronada; its Equip stays unknown
    state = {
        "turn": 4, "active_player": "ronin", "phase": "action",
        "players": [{"id": "ronin", "family_honor": 2},
                    {"id": "crab", "clan": "crab", "family_honor": 8}],
        "cards": [_card("palace", "Palace of the Breaking Dawn", "ronin"),
                  _card("jade", "Jade Works", "ronin"), _card("tamahime", "Tamahime", "ronin"),
                  _card("kuro", "Kuronada", "ronin"), _card("ls", "Lone Sentry", "ronin", "hand"),
                  _card("kyuden", "Kyuden Hida • Experienced", "crab")],
    }  # fmt: skip
    path = tmp_path / "sentry.yaml"
    path.write_text(yaml.safe_dump(state, allow_unicode=True))
    v = check(load_state(path, cards=pool), "ronin", "ls", EQUIP)
    assert v.status == "unknown" and "Tamahime" in v.reasons[0], v.reasons
