"""A comparison with a card of yours named before in the constraints block ("Choose your
performing unbowed Paragon and target an attachment with Force equal to or lower than your
Paragon's Personal Honor"): "your Paragon" is the one card of yours chosen or targeted before
with that keyword (Abilities and actions / B: targets and performers are chosen in the order
written). The phrase grammar writes it ``{your:paragon}``; it is read only when exactly one
earlier card fits, and refused everywhere else."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.targets import Phrase
from model.selectors import Controller

__all__ = ["YOUR", "resolve_yours", "unresolved_yours"]

#: The placeholder the phrase grammar writes for "your <keyword>'s".
YOUR = re.compile(r"\{your:(?P<kw>[a-z-]+)\}")


def resolve_yours(phrase: Phrase, earlier: tuple[TargetSpec, ...]) -> Phrase | str:
    """``phrase`` with each "your <keyword>" naming the one earlier card of yours with the
    keyword (its slot), or why not."""
    where: list[str] = []
    for relation in phrase.where:
        for kw in YOUR.findall(relation):
            fits = [
                spec.name
                for spec in earlier
                if spec.select.controller is Controller.YOU
                and kw in spec.select.keyword
                and spec.count == 1
                and not spec.up_to
                and not spec.optional
            ]
            if len(fits) != 1:
                return f"a comparison with 'your {kw}' ({len(fits)} cards of yours named before)"
            relation = relation.replace(f"{{your:{kw}}}", fits[0])
        where.append(relation)
    return replace(phrase, where=tuple(where))


def unresolved_yours(where: tuple[str, ...]) -> str | None:
    """What a phrase's comparison names that no earlier card settled ("your Paragon's")."""
    for relation in where:
        if (m := YOUR.search(relation)) is not None:
            return f"a comparison with 'your {m.group('kw')}'"
    return None
