"""The answer of a target listing (``goodfaith targets --json``, ``/v1/targets``), typed so
that every answer carries the keys the README promises (h42adv4 E3: at the time limit the answer
was ``{"count", "target_sets", "reason"}`` only, and a client switching on ``verdict`` broke):
``count``, ``target_sets``, ``undecided``, ``undecided_count``, ``reason``, ``verdict``; the
listers' other keys (``details``, ``unsettled``, ``player_targets``) pass through."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["TargetListingAnswer", "listing_answer"]


class TargetListingAnswer(BaseModel):
    """One listing: ``count`` None when not settled (``verdict`` unknown, ``reason`` says why)."""

    model_config = ConfigDict(extra="allow")

    count: int | None
    target_sets: list[Any]
    undecided: list[Any] = []
    undecided_count: int = 0
    reason: str | None = None
    verdict: Literal["legal", "illegal", "unknown"] = "unknown"


def listing_answer(found: Mapping[str, object]) -> dict[str, object]:
    """``found`` with every promised key: a listing without a verdict is ``unknown`` (it did
    not settle: the time limit), one without ``undecided`` has none (``[]``, 0)."""
    data = dict(found)
    if data.get("count") is None:
        data["verdict"] = "unknown"  # no count: not settled, whatever was said before
    undecided = data.get("undecided")
    if isinstance(undecided, list) and "undecided_count" not in data:
        data["undecided_count"] = len(undecided)
    answer = TargetListingAnswer.model_validate(data)
    out: dict[str, object] = answer.model_dump()
    return {**data, **out}
