"""A target's Chi compared with the number of Personalities of a keyword or clan in this card's
army ("Move home a target enemy Personality whose Chi is lower than the number of Crab Clan
Personalities in this army.": the Pearl Edition ancestral weapons;
``model.cardtext.army_counts``, ``model.board_counts`` ``armyp_`` / ``armyclan_``). Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.abilities import TargetSpec
from model.cardtext.army_counts import whose_than_army
from model.common import CardType
from model.describe import ability_text
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.selectors import Selector
from solver.good_faith import check

_PERSONALITY = Selector(type=(CardType.PERSONALITY,))


def _read(rest: str, card_type: CardType = CardType.ITEM) -> object:
    return whose_than_army(rest, _PERSONALITY, card_type)


def test_the_clause_reads_exactly() -> None:
    rest = " whose Chi is lower than the number of Monk Personalities in this army."
    assert _read(rest) == (_PERSONALITY, "{slot}.chi < source.armyp_monk", len(rest) - 1)
    crab = " whose Force is greater than the number of Crab Clan Personalities in this army"
    assert _read(crab)[1] == "{slot}.force > source.armyclan_crab"  # type: ignore[index]
    naga = " whose Chi is lower than the number of Naga Personalities in this army."
    assert _read(naga)[1] == "{slot}.chi < source.armyclan_naga"  # type: ignore[index]
    toturi = " whose Chi is lower than the number of Toturi's Army Personalities in this army."
    assert _read(toturi)[1] == "{slot}.chi < source.armyclan_toturi_s_army"  # type: ignore[index]


def test_other_wordings_are_refused() -> None:
    """Not an exact reading: a word that is no keyword or clan, a non-strict comparison, more
    words after "army", a card in no unit (a Strategy's "this army")."""
    assert isinstance(
        _read(" whose Chi is lower than the number of Toturi's Foo Personalities in this army."),
        str,
    )
    assert isinstance(
        _read(" whose Chi is lower than the number of Foo Personalities in this army."), str
    )
    assert _read(" whose Chi is equal to the number of Monk Personalities in this army.") is None
    assert (
        _read(" whose Chi is lower than the number of Monk Personalities in this army or home.")
        is None
    )
    strategy = _read(
        " whose Chi is lower than the number of Monk Personalities in this army.", CardType.STRATEGY
    )
    assert isinstance(strategy, str)
    shaped = whose_than_army(
        " whose Chi is lower than the number of Monk Personalities in this army.",
        Selector(type=(CardType.FOLLOWER, CardType.PERSONALITY)),
        CardType.ITEM,
    )
    assert isinstance(shaped, str)


def _only_target(pool: CardPool, title: str) -> tuple[TargetSpec, str]:
    card = pool.get(title)
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (action,) = card.oracle.imported.actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = action.ability.targets
    return spec, ability_text(action.ability)


def test_the_weapons_read(pool: CardPool) -> None:
    spec, text = _only_target(pool, "The Hiruma Tetsubo")
    assert spec.where == ("target1.chi < source.armyclan_crab",)
    assert "Chi lower than this card's number of Crab Clan Personalities in its army" in text
    spec, _ = _only_target(pool, "Tetsuya's Bo")
    assert spec.where == ("target1.chi < source.armyp_monk",)
    # "Toturi's Army Personalities": a clan word other cards print as a keyword (h41adv4 N2)
    spec, text = _only_target(pool, "Toturi's Daisho")
    assert spec.where == ("target1.chi < source.armyclan_toturi_s_army",)
    assert "number of Toturi's Army Personalities in its army" in text


def _board(tmp: Path, pool: CardPool, *crab: str, at_home: tuple[str, ...] = ()) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: crab",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: crab",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-0, title: Hida Fujita, owner: crab, zone: battlefield, battlefield: lion-p1}",
        "  - {id: c-w, title: The Hiruma Tetsubo, owner: crab, zone: battlefield, "
        "battlefield: lion-p1, attached_to: c-0}",
        *(
            f"  - {{id: c-{i + 1}, title: {t}, owner: crab, zone: battlefield, "
            "battlefield: lion-p1}"
            for i, t in enumerate(crab)
        ),
        *(f"  - {{id: h-{i}, title: {t}, owner: crab, zone: home}}" for i, t in enumerate(at_home)),
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: l-0, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
    ]
    path = tmp / f"army-{len(crab)}-{len(at_home)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_the_count_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """The Hiruma Tetsubo on Hida Fujita: three Crab Clan Personalities in the army and Akodo
    Suoh (Chi 2): legal (before: unknown, the clause unread). Controls: two in the army (Chi 2
    is not lower than 2): illegal; the third at home is in no army: still illegal."""
    v = check(_board(tmp_path, pool, "Hida Horu", "Hida Osote"), "crab", "c-w", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("l-0",)
    two = _board(tmp_path, pool, "Hida Horu")
    assert check(two, "crab", "c-w", 0).status == "illegal"
    home = _board(tmp_path, pool, "Hida Horu", at_home=("Hida Osote",))
    assert check(home, "crab", "c-w", 0).status == "illegal"


def _daisho(tmp: Path, pool: CardPool, *army: str, at_home: tuple[str, ...] = ()) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: toturi",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: toturi",
        "players:",
        "  - {id: toturi, clan: toturi's army, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: t-sh, title: Toturi's Army, owner: toturi, zone: home}",
        "  - {id: t-0, title: Mokoto, owner: toturi, zone: battlefield, battlefield: lion-p1}",
        "  - {id: t-w, title: Toturi's Daisho, owner: toturi, zone: battlefield, "
        "battlefield: lion-p1, attached_to: t-0}",
        *(
            f"  - {{id: t-{i + 1}, title: {t}, owner: toturi, zone: battlefield, "
            "battlefield: lion-p1}"
            for i, t in enumerate(army)
        ),
        *(
            f"  - {{id: h-{i}, title: {t}, owner: toturi, zone: home}}"
            for i, t in enumerate(at_home)
        ),
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: l-0, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
    ]
    path = tmp / f"daisho-{len(army)}-{len(at_home)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_toturis_army_count_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Toturi's Daisho on Mokoto: three Toturi's Army Personalities in the army (Mokoto,
    Dairya, Hakumei) and Akodo Suoh (Chi 2): legal (before: unknown, h41adv4 N2 b3). Controls:
    two (Chi 2 is not lower than 2): illegal; a Lion Clan Personality in the army is not
    counted, nor a Toturi's Army one at home: still illegal."""
    v = check(_daisho(tmp_path, pool, "Dairya", "Hakumei"), "toturi", "t-w", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("l-0",)
    assert check(_daisho(tmp_path, pool, "Dairya"), "toturi", "t-w", 0).status == "illegal"
    lion = _daisho(tmp_path, pool, "Dairya", "Akodo Suoh")
    assert check(lion, "toturi", "t-w", 0).status == "illegal"
    home = _daisho(tmp_path, pool, "Dairya", at_home=("Hakumei",))
    assert check(home, "toturi", "t-w", 0).status == "illegal"


def _in_army(tmp: Path, pool: CardPool, name: str, *extra: str) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: crab",
        "phase: attack",
        "segment: combat",
        "current_battlefield: lion-p1",
        "attacker: crab",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-0, title: Hida Fujita, owner: crab, zone: battlefield, battlefield: lion-p1}",
        "  - {id: c-leg, title: Danjuro's Legion, owner: crab, zone: battlefield, "
        "battlefield: lion-p1, attached_to: c-0}",
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: l-0, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
        *extra,
    ]
    path = tmp / f"in-army-{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_a_target_in_this_army(tmp_path: Path, pool: CardPool) -> None:
    """Danjuro's Legion "Straighten a target Shugenja in this army." (before: unknown, the
    words after the target not read): Kuni Osaku, a Shugenja of its controller at its
    battlefield: legal. Controls: Osaku at home, or at another battlefield, or an enemy
    Shugenja at the battlefield: illegal (an army is one player's units at one battlefield,
    Reference 05)."""
    osaku = "  - {id: c-1, title: Kuni Osaku, owner: crab, zone: battlefield, battlefield: lion-p1}"
    v = check(_in_army(tmp_path, pool, "here", osaku), "crab", "c-leg", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("c-1",)
    home = "  - {id: c-1, title: Kuni Osaku, owner: crab, zone: home}"
    assert check(_in_army(tmp_path, pool, "home", home), "crab", "c-leg", 0).status == "illegal"
    away = osaku.replace("battlefield: lion-p1", "battlefield: lion-p2")
    assert check(_in_army(tmp_path, pool, "away", away), "crab", "c-leg", 0).status == "illegal"
    enemy = osaku.replace("owner: crab", "owner: lion")
    assert check(_in_army(tmp_path, pool, "enemy", enemy), "crab", "c-leg", 0).status == "illegal"


def test_a_restriction_in_this_army(tmp_path: Path, pool: CardPool) -> None:
    """Unicorn War Dogs "If you control a Human Unicorn Clan Personality in this army: ..."
    (before: unknown): Moto Qing in its army: legal; Qing at home: illegal."""
    dogs = (
        "  - {id: u-d, title: Unicorn War Dogs, owner: crab, zone: battlefield, "
        "battlefield: lion-p1}"
    )
    qing = "  - {id: u-q, title: Moto Qing, owner: crab, zone: battlefield, battlefield: lion-p1}"
    v = check(_in_army(tmp_path, pool, "dogs", dogs, qing), "crab", "u-d", 0)
    assert v.status == "legal", v.reasons
    home = "  - {id: u-q, title: Moto Qing, owner: crab, zone: home}"
    v = check(_in_army(tmp_path, pool, "dogs-home", dogs, home), "crab", "u-d", 0)
    assert v.status == "illegal", v.reasons


def _ratlings(tmp: Path, pool: CardPool, *extra: str) -> LoadedState:
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
        "cards:",
        "  - {id: r-sh, title: The Meeting Place, owner: rat, zone: home}",
        "  - {id: r-0, title: Er'chi-chek, owner: rat, zone: battlefield, battlefield: lion-p1}",
        "  - {id: l-sh, title: Shiro Matsu, owner: lion, zone: home}",
        "  - {id: l-0, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: lion-p1}",
        "  - {id: l-1, title: Ashigaru Spearmen, owner: lion, zone: battlefield, "
        "battlefield: lion-p1, attached_to: l-0}",
        *extra,
    ]
    path = tmp / f"ratlings-{len(extra)}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_a_count_of_keyword_cards_in_this_army(tmp_path: Path, pool: CardPool) -> None:
    """Er'chi-chek "Destroy a target enemy Follower with lower Force than the number of
    Ratlings in this army." (before: unknown): Er'chi-chek and Ratling Archers attached to him
    are two Ratling cards; Ashigaru Spearmen (1F): legal. Control: Er'chi-chek alone (one):
    illegal, 1 is not lower than 1."""
    archers = (
        "  - {id: r-1, title: Ratling Archers, owner: rat, zone: battlefield, "
        "battlefield: lion-p1, attached_to: r-0}"
    )
    v = check(_ratlings(tmp_path, pool, archers), "rat", "r-0", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("l-1",)
    assert check(_ratlings(tmp_path, pool), "rat", "r-0", 0).status == "illegal"
    # Ashutosh: "with Chi lower than the number of Zealots in this army": a Zealot card count
    card = pool.get("Ashutosh")
    assert card is not None and card.oracle is not None and card.oracle.imported is not None
    (action,) = card.oracle.imported.actions
    assert action.ability is not None and action.full
    assert action.ability.targets[0].where == ("target1.chi < source.army_zealot",)  # type: ignore[union-attr]
