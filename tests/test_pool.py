"""Card data in every command (issues 13, 14): the pool over an Oracle export and set files,
titles by any spelling, the latest printing, the on-disk index, states naming real cards.

Synthetic files always run; the real data in ../shared/data is used when present.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.load import load_state
from model.oracle.pool import CardPool, UnknownTitle, pool_paths, title_key
from solver.cli.app import app
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
runner = CliRunner()


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


def _entry(title: str, type_: str, text: str = "", **stats: str) -> dict[str, Any]:
    out: dict[str, Any] = {"title": [title], "type": [type_], "text": [text], "clan": ["Crab"]}
    out.update({k: [v] for k, v in stats.items()})
    return out


def _data(tmp: Path) -> tuple[Path, Path]:
    oracle = tmp / "oracle"
    sets = tmp / "sets"
    oracle.mkdir()
    sets.mkdir()
    entries = [
        _entry(
            "Hida Kisada",
            "Personality",
            "<b>Battle:</b> Bow a target enemy Personality.",
            cost="9",
            force="4",
            chi="4",
            ph="3",
            honor="4",
        ),
        {
            **_entry("Hida Kisada", "Personality", "", cost="10", force="5", chi="5", ph="3"),
            "formattedtitle": "Hida Kisada &bull; Experienced",
        },
        _entry(
            "Kyuden Hida",
            "Stronghold",
            "<b>Open:</b> Choose a player; he reveals his hand unless he pays 2 Gold.",
            production="5",
            startinghonor="5",
            strength="8",
        ),
    ]
    (oracle / "cards.json").write_text(json.dumps(entries))
    old = {
        "set": "Old Set",
        "cards": [
            {
                "title": "Set Only Mine",
                "types": ["Holding"],
                "gold_cost": 3,
                "text": "<b>Limited:</b> Old text.",
                "legality": ["Clan Wars (Imperial)"],
            },
        ],
    }
    new = {
        "set": "New Set",
        "cards": [
            {
                "title": "Set Only Mine",
                "types": ["Holding"],
                "gold_cost": 2,
                "text": "<b>Limited:</b> Old text.",
                "errata_text": "Errata'd via the Oracle.",
                "legality": ["Age of Conquest (Emperor)"],
            },
            {
                "title": "Hida Kisada",
                "types": ["Personality"],
                "gold_cost": 1,
                "legality": ["Shattered Empire"],
            },
        ],
    }
    (sets / "a_old.yaml").write_text(yaml.safe_dump(old))
    (sets / "b_new.yaml").write_text(yaml.safe_dump(new))
    return oracle, sets


def test_titles_match_any_spelling() -> None:
    assert title_key("Hida Kisada • Experienced") == title_key("hida kisada - exp")
    assert title_key("Hida Kisada (Experienced)") == title_key("HIDA KISADA EXP")
    assert title_key("Hida Kisada • Experienced 2") == title_key("Hida Kisada exp2")
    assert title_key("Hida Kisada • Experienced 2") != title_key("Hida Kisada • Experienced")
    assert title_key("Shinjo Yokatsu") == title_key("Shinjō Yokatsu")
    assert title_key("Bayushi's Gambit") == title_key("bayushis gambit")


def test_pool_picks_the_winning_printing(tmp_path: Path) -> None:
    oracle, sets = _data(tmp_path)
    pool = CardPool.load([oracle, sets])
    kisada = pool.resolve("hida kisada")
    assert kisada.source == "oracle" and kisada.card.gold_cost == 9  # the export wins
    assert pool.resolve("Hida Kisada - exp").card.gold_cost == 10
    mine = pool.resolve("set only mine")
    assert mine.card.gold_cost == 2 and "b_new.yaml" in mine.source  # the latest era
    # the set files' errata_text is a note about an erratum, never the card's text
    assert "Old text" in mine.text and "Errata'd" not in mine.text
    assert set(mine.printings) == {"Old Set", "New Set"}
    assert pool.titles("kisada") == ["Hida Kisada", "Hida Kisada • Experienced"]


def test_unknown_titles_name_the_nearest(tmp_path: Path) -> None:
    pool = CardPool.load(_data(tmp_path))
    with pytest.raises(UnknownTitle, match="did you mean 'Kyuden Hida'"):
        pool.resolve("Kyuden Hidda")


def test_the_index_is_cached_and_refreshed(tmp_path: Path) -> None:
    oracle, sets = _data(tmp_path)
    first = CardPool.load([oracle, sets])
    assert list((tmp_path / "cache").glob("pool-*.marshal"))
    again = CardPool.load([oracle, sets])
    assert again.index == first.index
    (sets / "c_newer.yaml").write_text(
        yaml.safe_dump(
            {
                "set": "X",
                "cards": [
                    {"title": "Brand New", "types": ["Holding"], "legality": ["Shattered Empire"]}
                ],
            }
        )
    )
    assert "Brand New" in CardPool.load([oracle, sets])


def test_bad_card_data_is_located(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file or folder"):
        CardPool.load([tmp_path / "nowhere"])
    bad = tmp_path / "bad.yaml"
    bad.write_text("set: X\ncards: 3\n")
    with pytest.raises(InputError, match="expected a set file"):
        CardPool.load([bad])


def test_pool_paths_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CARDS", "/a:/b")
    assert pool_paths() == [Path("/a"), Path("/b")]
    assert pool_paths(["/c"]) == [Path("/c")]


STATE = """
turn: 3
active_player: crab
phase: action
players: [{id: crab, clan: crab, family_honor: 10}, {id: crane, clan: crane, family_honor: 10}]
cards:
  - {id: sh, title: Kyuden Hida, owner: crab, zone: home}
  - {id: kisada, title: hida kisada, owner: crab, zone: home}
  - {id: enemy, title: Hida Kisada - exp, owner: crane, zone: home}
  - {id: mine, title: Set Only Mine, owner: crab, zone: home}
"""


def test_a_state_names_real_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    oracle, sets = _data(tmp_path)
    state = tmp_path / "state.yaml"
    state.write_text(STATE)
    loaded = load_state(state, cards=CardPool.load([oracle, sets]))
    # Kisada's Battle action is understood in full; it is the action phase: illegal by timing.
    verdict = check(loaded, "crab", "kisada", 0)
    assert verdict.status == "illegal"
    result = runner.invoke(app, ["check", str(state), "-p", "crab", "--json"])
    assert result.exit_code == 2 and "pass your card data with --cards" in result.stderr
    lines = result.stderr.strip().splitlines()  # one line, each unknown title located in it
    assert len(lines) == 1 and lines[0].count("unknown card title") == 4  # (h38adv1 M3)
    assert lines[0].count("cards[") == 4
    monkeypatch.setenv("GOODFAITH_CARDS", f"{oracle}:{sets}")
    result = runner.invoke(app, ["check", str(state), "-p", "crab", "--json"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["validate", str(state), "--cards", str(oracle)])
    assert result.exit_code == 2 and "Set Only Mine" in result.stderr


def test_unclaimed_text_answers_unknown(tmp_path: Path) -> None:
    oracle, sets = _data(tmp_path)
    state = tmp_path / "state.yaml"
    state.write_text(STATE)
    loaded = load_state(state, cards=CardPool.load([oracle, sets]))
    verdict = check(loaded, "crab", "mine", 0)  # "Open: Bow a target Holding." is claimed
    assert verdict.status == "legal"
    verdict = check(loaded, "crab", "sh", 0)  # "unless ... pays" is not read
    assert verdict.status == "unknown"
    assert verdict.reasons[0].startswith("not modelled: Open: Choose a player")


@needs_data
def test_real_data_names_every_era(pool: CardPool) -> None:
    assert len(pool) > 13_000
    assert pool.resolve("Hida Kisada").title == "Hida Kisada (Emperor)"
    assert pool.resolve("Kyuden Hida - exp").title == "Kyuden Hida • Experienced"
    for title in pool.titles("Iron Mine"):
        assert "iron mine" in title.lower()
    with pytest.raises(UnknownTitle, match="did you mean"):
        pool.resolve("Hida Kisadaa")


def test_cards_show_and_list(tmp_path: Path) -> None:
    oracle, sets = _data(tmp_path)
    args = ["--cards", str(oracle), "--cards", str(sets)]
    result = runner.invoke(app, ["cards", "show", "hida kisada", *args])
    assert result.exit_code == 0, result.output
    assert "Hida Kisada — personality" in result.stdout
    assert "-> full: Battle: target: target an enemy bowed Personality" not in result.stdout
    assert "-> full: Battle" in result.stdout
    result = runner.invoke(app, ["cards", "show", "Kyuden Hida", "--json", *args])
    data = json.loads(result.stdout)
    assert data["paragraphs"][0]["level"] == "costs"
    # ("unless he pays 2 Gold": a condition of the effect; another player's payment is not read)
    assert "'pays'" in data["paragraphs"][0]["not_understood"]
    result = runner.invoke(app, ["cards", "show", "Kyuden Hidda", *args])
    assert result.exit_code == 2 and "did you mean 'Kyuden Hida'" in result.stderr
    result = runner.invoke(app, ["cards", "list", "kisada", "--json", *args])
    assert json.loads(result.stdout) == ["Hida Kisada", "Hida Kisada • Experienced"]
    assert runner.invoke(app, ["cards", "list", "zzz", *args]).exit_code == 1
    result = runner.invoke(app, ["cards", "list", "x"], env={"GOODFAITH_CARDS": ""})
    assert result.exit_code == 2 and "no card data" in result.stderr


def test_cards_show_says_which_card_a_state_naming_the_title_gets(tmp_path: Path) -> None:
    """A state looks a title up in the bundled library first: "Moto Xiao" is the library's
    card, so `cards show "Moto Xiao"` (which finds the export's only Moto Xiao, the
    Experienced one) must not say the shown card's hand encoding is used."""
    oracle = tmp_path / "oracle"
    oracle.mkdir()
    exp = {
        **_entry("Moto Xiao", "Personality", "<b>Battle:</b> Bow a target Personality."),
        "formattedtitle": "Moto Xiao &bull; Experienced",
    }
    (oracle / "cards.json").write_text(json.dumps([exp]))
    args = ["--cards", str(oracle)]
    shown = runner.invoke(app, ["cards", "show", "Moto Xiao", *args])
    assert shown.exit_code == 0, shown.output
    assert "Moto Xiao • Experienced — personality" in shown.stdout
    assert "gets the bundled library's card of that title" in shown.stdout
    assert "its hand encoding is used" not in shown.stdout
    data = json.loads(runner.invoke(app, ["cards", "show", "Moto Xiao", "--json", *args]).stdout)
    assert data["bundled_override"] is True and "Moto Xiao • Experienced" in data["bundled_note"]
    own = runner.invoke(app, ["cards", "show", "Moto Xiao • Experienced", *args]).stdout
    assert "bundled library" not in own


def test_an_export_entry_without_a_type_is_refused_not_listed(tmp_path: Path) -> None:
    """Every card has a type (Reference 03): an export entry without one refuses the file at
    load, naming the entry, for `cards list` as for `cards show` (was: listed, then refused)."""
    file = tmp_path / "x.json"
    no_type = {"title": ["Foo Bar"], "text": ["Limited: Gain 1 Honor."]}
    file.write_text(json.dumps([no_type, _entry("Iron Mine", "Holding")]))
    for args in (["cards", "list", ""], ["cards", "show", "Iron Mine"]):
        result = runner.invoke(app, [*args, "--cards", str(file)])
        assert result.exit_code == 2, result.output
        assert f"{file}: [0].type: required key is missing" in result.output


def test_control_the_same_file_with_a_type_lists_both(tmp_path: Path) -> None:
    file = tmp_path / "x.json"
    file.write_text(json.dumps([_entry("Foo Bar", "Strategy"), _entry("Iron Mine", "Holding")]))
    result = runner.invoke(app, ["cards", "list", "", "--cards", str(file)])
    assert result.exit_code == 0, result.output
    assert result.output.split() == ["Foo", "Bar", "Iron", "Mine"]


def test_the_cache_key_follows_the_code_that_builds_the_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An upgrade that changes how entries are read makes a new cache key (a stale index
    would keep listing what the new code refuses)."""
    import model.oracle.pool as pool_module

    files = [tmp_path / "a.json"]
    files[0].write_text("[]")
    before = pool_module._stamp(files)
    assert pool_module._stamp(files) == before
    monkeypatch.setattr(
        pool_module, "__file__", str(Path(pool_module.__file__).parent.parent / "x")
    )
    monkeypatch.setattr(pool_module, "_INDEX_CODE", ("reading.py", "load.py"))
    assert pool_module._stamp(files) != before
