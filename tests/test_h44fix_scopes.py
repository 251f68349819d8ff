"""h44adv1's findings, on its boards (tests/data/h44fix, real cards by title from ../shared/data,
skipped without it), each with a control:

- W1: Court Attendants ("Straighten a target Personality with a Political ability.") is no
  longer hand-encoded without its "with a Political ability" (the library overrode the
  importer's honest answer): the import answers, ``unknown`` naming the text (was legal onto
  Ikoma Tsukasa, who has a Battle ability only). Its "Can only attach to a Courtier." is read.
- W2: "Your Stronghold's abilities have Tireless." (Kakita Nara, Colonial Harbor) reaches only
  the Stronghold's abilities (``solver.ability_grant_reach``): Slanderer legal, The Aerie's
  Battle ability illegal in the Action Phase, Useful Connections illegal with Nara bowed as its
  performer; a bowed Stronghold whose Limited ability bows nothing keeps the doubt.
- W3: Seek the Stain's "You may attach this card from your discard pile to your Void Shugenja."
  is that card's own permission (``solver.own_play_permission``): other Equips, of either
  player, are settled; a copy in the discard pile stays ``unknown``.
- E4: Keep of the Dead's "You ignore Honor Requirements on your Followers." changes no Gold: the
  Equip plans are proven cheapest; a reduction not read still leaves a plan unproven."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, Verdict
from tests.builders import set_board

BOARDS = Path(__file__).resolve().parent / "data" / "h44fix"
NARA = "Kakita Nara (nara): Your Stronghold's abilities have Tireless."


def _board(
    tmp: Path,
    pool: CardPool,
    name: str,
    drop: tuple[str, ...] = (),
    add: tuple[dict[str, Any], ...] = (),
    **changed: Any,
) -> LoadedState:
    """The board ``name`` with the cards ``drop`` left out, ``add`` put in and the cards of
    ``changed`` (id: fields) changed."""
    data = yaml.safe_load((BOARDS / f"{name}.yaml").read_text("utf-8"))
    cards = [dict(c, **changed.get(c["id"], {})) for c in data["cards"] if c["id"] not in drop]
    data["cards"] = cards + list(add)
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), "utf-8")
    return load_state(path, cards=pool)


def _said(v: Verdict) -> str:
    return " | ".join(v.reasons)


# --------------------------------------------------------------------------- W1


def test_court_attendants_answers_by_its_import(tmp_path: Path, pool: CardPool) -> None:
    """Was legal onto any Personality (the hand encoding dropped "with a Political ability"),
    then ``unknown``; now the import reads the selector (``Selector.has_ability``, h44abil):
    legal onto a Personality printing a Political ability (Kakita Munemori)."""
    board = _board(tmp_path, pool, "b1-crane-court")
    assert board.library["Court Attendants"].provenance == "oracle"
    v = check(board, "crane", "attend", 0)
    assert v.status == "legal", _said(v)
    assert v.witness is not None
    assert v.witness.targets["target1"][0] in {"munemori", "rengetsu", "nara", "yoshitada"}


def test_court_attendants_attach_limit_still_read(tmp_path: Path, pool: CardPool) -> None:
    """Control: its "Can only attach to a Courtier." is read by the import: from the hand it
    Equips onto a Courtier (Kakita Munemori), legal."""
    extra = {"id": "att2", "title": "Court Attendants", "owner": "crane", "zone": "hand"}
    board = _board(tmp_path, pool, "b1-crane-court", add=(extra,))
    v = check(board, "crane", "att2", EQUIP, targets={"personality": ["munemori"]})
    assert v.status == "legal", _said(v)


# --------------------------------------------------------------------------- W2


def test_slanderer_is_legal_beside_nara(tmp_path: Path, pool: CardPool) -> None:
    """Was ``unknown`` naming Nara's sentence; a keyword given to the Stronghold's abilities
    gives no card the Courtier or Magistrate its condition tests."""
    v = check(_board(tmp_path, pool, "b1-crane-court"), "crane", "slander", 0)
    assert v.status == "legal", _said(v)


def test_slanderer_without_nara_control(tmp_path: Path, pool: CardPool) -> None:
    """Control (probes/p1-nonara): without Nara, legal too."""
    board = _board(tmp_path, pool, "b1-crane-court", drop=("nara", "attend"))
    v = check(board, "crane", "slander", 0)
    assert v.status == "legal", _said(v)


@pytest.mark.parametrize(
    ("drop", "add"),
    [
        ((), ()),  # Kakita Nara (bowed)
        (("nara", "attend"), ({"id": "harbor", "title": "Colonial Harbor"},)),
    ],
)
def test_the_aerie_battle_in_the_action_phase_stays_illegal(
    tmp_path: Path, pool: CardPool, drop: tuple[str, ...], add: tuple[dict[str, Any], ...]
) -> None:
    """The Aerie's Iaijutsu Battle ability in the Action Phase: Tireless lifts only a bowed
    failure, so the timing refusal stands (was ``unknown``; probes/p7b, p16-harbor)."""
    aerie = {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"}
    more = tuple(dict(c, owner="crane", zone="home") for c in add)
    board = _board(tmp_path, pool, "b1-crane-court", drop=("palace", *drop), add=(aerie, *more))
    v = check(board, "crane", "aerie", 0)
    assert v.status == "illegal", _said(v)
    assert "Combat Segment" in v.reasons[0]


def test_useful_connections_with_nara_bowed_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Nara, bowed, can't pay "Bow your performing Courtier" (Reference 04); her sentence reaches
    only the Stronghold's abilities (was ``unknown``)."""
    board = _board(tmp_path, pool, "b1-crane-court")
    v = check(board, "crane", "useful", 0, targets={"performer": ["nara"]})
    assert v.status == "illegal", _said(v)
    assert NARA not in _said(v)


@pytest.mark.parametrize(("nara", "expected"), [(True, "unknown"), (False, "illegal")])
def test_a_bowed_stronghold_keeps_the_doubt_control(
    tmp_path: Path, pool: CardPool, nara: bool, expected: str
) -> None:
    """Control: Aramasu's Legacy, bowed, whose Limited ability bows nothing: Nara's Tireless may
    lift that (``unknown``, naming her); without her, illegal for being bowed."""
    legacy = {"id": "legacy", "title": "Aramasu's Legacy", "owner": "crane", "zone": "home"}
    drop = ("palace",) if nara else ("palace", "nara", "attend")
    board = _board(tmp_path, pool, "b1-crane-court", drop=drop, add=(dict(legacy, bowed=True),))
    v = check(board, "crane", "legacy", 0)
    assert v.status == expected, _said(v)
    assert (NARA in _said(v)) is nara


# --------------------------------------------------------------------------- W3


@pytest.mark.parametrize("stain", [True, False])
def test_other_equips_beside_seek_the_stain(tmp_path: Path, pool: CardPool, stain: bool) -> None:
    """Drawing on the Mountain, Reach Across the World (0 Gold) and Hunter of Harmony (3 Gold,
    Silver Mine) onto Isawa Mitsuko: legal with Seek the Stain in play (was ``unknown``) as
    without it (probes/p3-nostain, the control)."""
    board = _board(tmp_path, pool, "b3-phoenix-shugenja", drop=() if stain else ("stain",))
    for card in ("drawing", "reach", "hunter"):
        v = check(board, "phoenix", card, EQUIP)
        assert v.status == "legal", (card, _said(v))
        assert "Seek the Stain" not in _said(v)


def test_the_opponent_s_equip_beside_seek_the_stain(tmp_path: Path, pool: CardPool) -> None:
    """The Dragon's Equip of Nightingale Blade in Phoenix's Action Phase (probes/p9-stain-opp):
    legal, paid by Pillars of Virtue (was ``unknown``)."""
    blade = {"id": "blade", "title": "Nightingale Blade", "owner": "dragon", "zone": "hand"}
    board = _board(tmp_path, pool, "b3-phoenix-shugenja", add=(blade,))
    v = check(board, "dragon", "blade", EQUIP)
    assert v.status == "legal", _said(v)


def test_seek_the_stain_s_own_copy_stays_unknown(tmp_path: Path, pool: CardPool) -> None:
    """Control: a Seek the Stain in the Fate discard pile: its own permission may let it be
    attached from there (not read): ``unknown`` naming it, not the copy in play (was named
    too)."""
    copy = {"id": "stain2", "title": "Seek the Stain", "owner": "phoenix", "zone": "fate_discard"}
    board = _board(tmp_path, pool, "b3-phoenix-shugenja", add=(copy,))
    v = check(board, "phoenix", "stain2", EQUIP)
    assert v.status == "unknown", _said(v)
    assert "Seek the Stain (stain2): You may attach this card from your discard pile" in _said(v)
    assert "Seek the Stain (stain):" not in _said(v)  # the copy in play speaks of itself


# --------------------------------------------------------------------------- E4


def test_keep_of_the_dead_leaves_equip_plans_proven(tmp_path: Path, pool: CardPool) -> None:
    """Summon Swamp Spirits, Sinful Dreams, Oni Familiar onto M'rika, paid by Shinomen Marsh:
    proven cheapest (were flagged by Keep of the Dead's Honor Requirement sentence)."""
    board = _board(tmp_path, pool, "b4-spider-maho")
    for card in ("swamp", "dreams", "familiar"):
        v = check(board, "spider", card, EQUIP, cheapest=True)
        assert v.status == "legal" and v.witness is not None, (card, _said(v))
        assert v.witness.cheapest and v.witness.plan_optimal, (card, v.witness.doubts)
        assert not v.witness.doubts


KEEP_HR = "You ignore Honor Requirements on your Followers."
LESS = "Guard enters play for 1 less Gold if your Allegiance is Progressive."


@pytest.mark.parametrize(("text", "proven"), [("", True), (LESS, False)])
def test_an_unread_reduction_still_leaves_the_plan_unproven(
    tmp_path: Path, text: str, proven: bool
) -> None:
    """Control: beside the same Honor Requirement sentence, a Follower's own reduction not read
    leaves its plan unproven, naming that sentence only."""
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5, "text": KEEP_HR},
        {"title": "Lord", "types": ["Personality"], "decks": ["Dynasty"], "gold_cost": 1},
        {
            "title": "Guard",
            "types": ["Follower"],
            "decks": ["Fate"],
            "gold_cost": 2,
            "force": 1,
            "text": text,
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "e4", phase="action")
    assert KEEP_HR in loaded.library["Keep"].grants_unread
    v = check(loaded, "me", "guard", EQUIP, cheapest=True)
    assert v.status == "legal" and v.witness is not None, _said(v)
    assert v.witness.cheapest is proven
    assert all(KEEP_HR not in d for d in v.witness.doubts)
    assert any("less Gold" in d for d in v.witness.doubts) is not proven


@pytest.mark.parametrize(
    "title", ["See The Many Faces", "The Wind's Clarity", "Frontier Farmer", "The Desiccated"]
)
def test_other_own_play_permissions_leave_other_equips(
    tmp_path: Path, pool: CardPool, title: str
) -> None:
    """The same shape on other cards ("You may Equip this Spell from your discard pile to a Void
    or Magistrate Shugenja.", "... , bowed, to an Air Shugenja if ...", "You may Equip this
    Follower from your discard pile."), in play in Seek the Stain's place: the three Equips stay
    legal."""
    other = {"id": "perm", "title": title, "owner": "phoenix", "zone": "home"}
    board = _board(
        tmp_path,
        pool,
        "b3-phoenix-shugenja",
        drop=("stain",),
        add=(dict(other, attached_to="mitsuko"),),
    )
    for card in ("drawing", "reach", "hunter"):
        v = check(board, "phoenix", card, EQUIP)
        assert v.status == "legal", (card, _said(v))
