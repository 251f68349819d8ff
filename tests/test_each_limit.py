"""A usage limit for each card of a kind ("Battle: Once per battle per Personality, move home
your target Ratling Personality.", The Meeting Place; ``model.cardtext.timing.printed_limit``,
``solver.each_limit``): no use counted this battle: checked as any action; a use counted:
a legal answer is unknown (the state counts uses, not their targets); with no Ratling
Personality: illegal. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.abilities import UsageLimit
from model.cardtext.timing import printed_limit
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_the_limit_reads() -> None:
    limit, rest = printed_limit("Once per battle per Personality, move home your target X.")  # type: ignore[misc]
    assert limit == UsageLimit(times=1, per="battle", each="personality")
    assert rest == "move home your target X."
    got = printed_limit("Once per turn per Follower, transfer a target Follower.")
    assert got is not None and got[0].each == "follower" and got[0].per == "turn"
    assert printed_limit("Once per game per Personality, bow him.") is None  # not read


def _board(tmp: Path, pool: CardPool, name: str, *extra: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: rat",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: rat",
        "players:",
        "  - {id: rat, clan: ratling, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        *extra,
        "cards:",
        "  - {id: r-sh, title: The Meeting Place, owner: rat, zone: home}",
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: l-0, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
    ]
    if name != "none":
        lines.append(
            "  - {id: r-0, title: Er'chi-chek, owner: rat, zone: battlefield, battlefield: lion-p1}"
        )
    path = tmp / f"each-{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _meeting(pool: CardPool) -> int:
    card = pool.get("The Meeting Place")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    return next(
        i for i, a in enumerate(card.oracle.imported.actions) if "per Personality" in a.text
    )


def test_the_meeting_place(tmp_path: Path, pool: CardPool) -> None:
    """Before: unknown ("a usage limit inside the text"; h41adv4 N2 b4). Not used this battle:
    legal; used once this battle (memory): unknown, naming the limit; no Ratling Personality:
    illegal."""
    i = _meeting(pool)
    v = check(_board(tmp_path, pool, "fresh"), "rat", "r-sh", i)
    assert v.status == "legal", v.reasons
    used = ["memory:", f"  - {{card: r-sh, ability: {i}, this_battle: 1, this_turn: 1}}"]
    v = check(_board(tmp_path, pool, "used", *used), "rat", "r-sh", i)
    assert v.status == "unknown", v.reasons
    assert "per personality" in " ".join(v.reasons)
    v = check(_board(tmp_path, pool, "none"), "rat", "r-sh", i)
    assert v.status == "illegal", v.reasons
