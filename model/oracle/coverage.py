"""Coverage: how much of a card pool's Gold production the parser models."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from model.cards import (
    CardType,
)
from model.oracle.export import OracleCard, keyed_by_title


@dataclass(frozen=True, slots=True)
class AbilityCoverage:
    """How far the printed actions are imported (issue 13): of ``total`` action paragraphs,
    how many have their timing, their costs, and everything (``full``) understood;
    ``gaps``: what stopped the others, most common first."""

    total: int = 0
    timing: int = 0
    costs: int = 0
    full: int = 0
    traits: int = 0
    gaps: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict[str, Any]:
        share = {
            k: round(getattr(self, k) / self.total, 4) if self.total else 1.0
            for k in ("timing", "costs", "full")
        }
        return {
            "total": self.total,
            "timing": self.timing,
            "costs": self.costs,
            "full": self.full,
            "share": share,
            "traits": self.traits,
            "gaps": dict(self.gaps),
        }


def ability_coverage(cards: Iterable[OracleCard]) -> AbilityCoverage:
    """Count every action paragraph of the cards by import level (``model.cardtext``)."""
    total = timing = costs = full = traits = 0
    gaps: Counter[str] = Counter()
    for entry in cards:
        if entry.imported is None:
            continue
        for para in entry.imported.paragraphs:
            if para.level == "trait":
                traits += 1
                continue
            if para.level == "production":
                continue
            total += 1
            timing += para.timing
            costs += para.costs
            full += para.full
            if not para.full:
                gaps[para.gap or "other"] += 1
    return AbilityCoverage(total, timing, costs, full, traits, tuple(gaps.most_common()))


@dataclass(frozen=True, slots=True)
class CoverageReport:
    """How many Gold-producing Holdings and Strongholds have a modelled production."""

    producing: int
    modelled: int
    unmodelled: tuple[str, ...]
    reductions: tuple[str, ...] = ()
    reasons: tuple[tuple[str, str], ...] = ()
    gold_production_from_sets: tuple[str, ...] = ()
    abilities: AbilityCoverage = field(default_factory=AbilityCoverage)
    #: Producers whose card data gives no Gold Production stat (a Stronghold printed in a set
    #: file without it): a gap in the data, not in the reader.
    no_stat: tuple[str, ...] = ()

    @property
    def coverage(self) -> float:
        return self.modelled / self.producing if self.producing else 1.0

    @property
    def coverage_of_stated(self) -> float:
        """Coverage over the producers whose data states their Gold Production."""
        stated = self.producing - len(self.no_stat)
        return self.modelled / stated if stated else 1.0

    def to_json(self) -> dict[str, Any]:
        return {
            "producing": self.producing,
            "modelled": self.modelled,
            "coverage": round(self.coverage, 4),
            "unmodelled": list(self.unmodelled),
            "reductions": list(self.reductions),
            "reasons": dict(self.reasons),
            "gold_production_from_sets": list(self.gold_production_from_sets),
            "no_stat_in_data": list(self.no_stat),
            "coverage_of_stated": round(self.coverage_of_stated, 4),
            "abilities": self.abilities.to_json(),
        }


def coverage(cards: Iterable[OracleCard]) -> CoverageReport:
    """Coverage of the production parser over Holdings and Strongholds.

    producing: the card produces Gold by its text or its Gold Production stat; modelled: its
    production parsed fully. Cards whose only Gold text is a cost reduction are not producers;
    they are listed in ``reductions``.
    """
    keyed = keyed_by_title(cards)
    abilities = ability_coverage(keyed.values())
    producing = modelled = 0
    unmodelled: list[str] = []
    reductions: list[str] = []
    reasons: list[tuple[str, str]] = []
    from_sets: list[str] = []
    no_stat: list[str] = []
    for key, entry in keyed.items():
        if entry.card.type not in (CardType.HOLDING, CardType.STRONGHOLD):
            continue
        if entry.gold_production_from_sets:
            from_sets.append(key)
        status = entry.production.status
        if status == "reduction":
            reductions.append(key)
        if not entry.production.produces:
            continue
        producing += 1
        if status == "modelled":
            modelled += 1
        else:
            unmodelled.append(key)
            reasons.append((key, entry.production.reason or "not understood"))
            if entry.production.missing_stat and entry.card.gold_production is None:
                no_stat.append(key)
    return CoverageReport(
        producing=producing,
        modelled=modelled,
        unmodelled=tuple(sorted(unmodelled)),
        reductions=tuple(sorted(reductions)),
        reasons=tuple(sorted(reasons)),
        gold_production_from_sets=tuple(sorted(from_sets)),
        abilities=abilities,
        no_stat=tuple(sorted(no_stat)),
    )
