"""Needless ``unknown`` answers found by earlier testers (stop 45, h45needless), on real cards
from ../shared/data (skipped without it), each with a control:

- A keyword's reminder text ("(Once per game per card, a Resilient card does not die in battle
  resolution.)", Ikoma Genichi) names the keyword for no test: reminder text carries no rules
  implications (Reference 03), so Genichi's unread Resilient sentence no longer doubts a
  Recruit it cannot turn (solver/inert_sentences.py ``without_reminders``).
- "Keisuke's printed ability has Tireless while <condition not read>." changes nothing while
  Ikoma Keisuke is unbowed: Tireless given by text not read lifts only a bowed failure
  (solver/unbowed_tireless.py).
- "Recruit your target dead (not discarded) Phoenix Clan Personality; you may Proclaim him."
  (The Majestic Temple of the Phoenix): a Recruit of a Personality by an effect, his Gold cost
  and, for a player of another Clan Alignment, the Clan Honor Rule's 2 Gold paid apart
  (Reference 03; model/cardtext/effects_recruit.py, solver/bring_price.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.inert_sentences import without_reminders
from solver.verdict import AbilityRef
from tests.builders import load_data
from tests.conftest import DATA

H44 = Path(__file__).parent / "data" / "h44adv6"
OWN = Path(__file__).parent / "data" / "h45needless"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(name: str, folder: Path = H44) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((folder / f"{name}.yaml").read_text())
    return loaded


def _verdict(
    pool: CardPool, tmp: Path, data: dict[str, Any], player: str, card: str, ability: AbilityRef
) -> tuple[str, list[str]]:
    v = check(load_data(tmp, pool, data), player, card, ability)
    return v.status, list(v.reasons)


def _card(cid: str, title: str, owner: str, zone: str = "home") -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone}


def test_reminder_text_is_left_out_and_the_keyword_elsewhere_kept() -> None:
    text = "genichi has resilient. (once per game per card, a resilient card does not die.)"
    assert "resilient card" not in without_reminders(text, ["resilient"])
    assert "genichi has resilient" in without_reminders(text, ["resilient"])
    kept = "destroy a target resilient personality (not discarded)."
    assert without_reminders(kept, ["resilient"]) == kept


@needs_data
def test_genichi_reminder_doubts_no_recruit(tmp_path: Path, pool: CardPool) -> None:
    """h44adv6 b2: Isawa Norimichi's 11 Gold, 10 produced: illegal, Genichi (Lion, at home) on
    the board; Natsumi's Recruit stays legal."""
    data = _board("b2")
    status, why = _verdict(pool, tmp_path, data, "phoenix", "p-prov2", "recruit")
    assert status == "illegal", why
    assert not any("Resilient" in w for w in why), why
    assert _verdict(pool, tmp_path, data, "phoenix", "p-prov1", "recruit")[0] == "legal"


@needs_data
def test_control_another_card_naming_resilient_keeps_the_doubt(
    tmp_path: Path, pool: CardPool
) -> None:
    """Bayushi Atsuto's own Resilient sentence names the keyword outside a reminder: each
    unread grant may still reach what the other's text names (unknown, as before)."""
    data = _board("b2")
    data["cards"] = [*data["cards"], _card("atsuto", "Bayushi Atsuto", "lion")]
    status, why = _verdict(pool, tmp_path, data, "phoenix", "p-prov2", "recruit")
    assert status == "unknown" and "Resilient" in why[0], why


def _bowed(data: dict[str, Any], cid: str) -> dict[str, Any]:
    cards = [{**c, "bowed": True} if c["id"] == cid else c for c in data["cards"]]
    return {**data, "cards": cards}


@needs_data
def test_keisuke_unbowed_is_settled_by_his_ability_read(tmp_path: Path, pool: CardPool) -> None:
    """Unbowed with a bowed attachment to straighten: legal (was unknown); with no attachment
    on the board: illegal."""
    data = _board("keisuke", OWN)
    status, why = _verdict(pool, tmp_path, data, "lion", "keisuke", 0)
    assert status == "legal", why
    bare = {**data, "cards": [c for c in data["cards"] if c["id"] != "armor"]}
    status, why = _verdict(pool, tmp_path, bare, "lion", "keisuke", 0)
    assert status == "illegal" and "target" in why[0], why


@needs_data
def test_control_keisuke_bowed_or_tireless_named_keeps_the_doubt(
    tmp_path: Path, pool: CardPool
) -> None:
    """Bowed, the condition not read decides: unknown. Unbowed beside Kakita Nara ("Your
    Stronghold's abilities have Tireless."), another text naming the keyword: unknown."""
    data = _board("keisuke", OWN)
    status, why = _verdict(pool, tmp_path, _bowed(data, "keisuke"), "lion", "keisuke", 0)
    assert status == "unknown" and "Tireless" in why[0], why
    nara = _card("nara", "Kakita Nara", "crab")
    status, why = _verdict(
        pool, tmp_path, {**data, "cards": [*data["cards"], nara]}, "lion", "keisuke", 0
    )
    assert status == "unknown" and "Tireless" in why[0], why


def _with(data: dict[str, Any], cid: str, **changes: Any) -> dict[str, Any]:
    cards = [{**c, **changes} if c["id"] == cid else c for c in data["cards"]]
    return {**data, "cards": cards}


def _clan(data: dict[str, Any], player: str, clan: str) -> dict[str, Any]:
    players = [{**p, "clan": clan} if p["id"] == player else p for p in data["players"]]
    return {**data, "players": players}


def _no_genichi(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "cards": [c for c in data["cards"] if c["id"] != "genichi"]}


@needs_data
def test_temple_recruits_a_dead_phoenix_personality(tmp_path: Path, pool: CardPool) -> None:
    """h44adv6 b2: dead Isawa Sakonoko (7 Gold) in Phoenix's discard pile, the Temple (4) and
    Weapon Artist (6) to pay: legal (was unknown); discarded, not dead: no target, illegal."""
    data = _board("b2")
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    v = check(load_state(path, cards=pool), "phoenix", "temple", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.brought == "sakonoko"
    discarded = _with(data, "sakonoko", dead=False)
    status, why = _verdict(pool, tmp_path, discarded, "phoenix", "temple", 0)
    assert status == "illegal" and "dead Phoenix" in why[0], why


@needs_data
def test_temple_recruit_pays_the_clan_honor_rule_apart(tmp_path: Path, pool: CardPool) -> None:
    """The Temple's player of the Crane Clan: Sakonoko's 7 and the Clan Honor Rule's 2 in
    separate payments from sources of 4 and 6: illegal; a Phoenix player: legal (control)."""
    data = _no_genichi(_board("b2"))
    status, why = _verdict(pool, tmp_path, _clan(data, "phoenix", "crane"), "phoenix", "temple", 0)
    assert status == "illegal" and "Clan Honor Rule's Gold (2)" in why[0], why
    assert _verdict(pool, tmp_path, data, "phoenix", "temple", 0)[0] == "legal"


@needs_data
def test_control_temple_recruit_short_of_gold(tmp_path: Path, pool: CardPool) -> None:
    """Dead Isawa Norimichi (11 Gold), 10 produced: illegal for Phoenix going first; going
    second, the Temple's "Personalities you Proclaim enter play for two less Gold" keeps it
    unknown."""
    data = _no_genichi(_board("b2"))
    data = {**data, "cards": [c for c in data["cards"] if c["id"] != "p-prov2"]}
    data = _with(data, "sakonoko", title="Isawa Norimichi, Elemental Master")
    status, why = _verdict(pool, tmp_path, data, "phoenix", "temple", 0)
    assert status == "illegal" and "11 Gold" in why[0], why
    status, why = _verdict(pool, tmp_path, {**data, "turn": 6}, "phoenix", "temple", 0)
    assert status == "unknown" and "When going second" in why[0], why


def test_cleansing_death_reads_the_same_recruit() -> None:
    """A Cleansing Death's "Recruit a target a face-up Personality in one of your Provinces for
    3 less Gold." (The Harbinger): the same shape, its reduction kept; a Personality "in a
    discard pile" of any player (Chuda Hayato) is not read (Recruit from where it is not read)."""
    got = import_text(
        "<b>Reaction, :gstar::</b> After the resolution of a Battle action that destroyed one of "
        "your Deathseekers, Recruit a target a face-up Personality in one of your Provinces for "
        "3 less Gold. Gain 2 Honor.",
        title="A Cleansing Death",
        card_type=CardType.EVENT,
    ).actions[0]
    assert got.full and got.ability is not None, got.not_understood
    (bring,) = [e.bring_into_play for e in got.ability.effects if e.bring_into_play]
    assert bring.recruit and bring.cost_reduction == 3 and bring.from_zone == "province"
    hayato = import_text(
        "<b>Battle:</b> Recruit a target Personality in a discard pile.",
        title="Chuda Hayato",
        card_type=CardType.PERSONALITY,
    ).actions[0]
    assert not hayato.full
