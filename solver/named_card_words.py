"""A Wind's or Sensei's title named in a sentence ("Will not enter play unless your Wind is The
Kanpeki Dynasty.") is a name, not a designator or a time: a Recruit or Equip refused by its
timing is not given another time by the word "Dynasty" in it (Abilities and actions /
Designators; h29adv2 F14a: Twentieth Legion's Equip in the Dynasty Phase)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["without_card_names"]

#: "your Wind is The Kanpeki Dynasty", "your Sensei is Beiko Sensei", "whose Wind is ..."
_NAMED = lazy_regex(
    r"\b(?P<lead>(?:your|whose) (?:Wind|Sensei) is (?:not )?)"
    r"[A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*))*"
)


def without_card_names(said: str) -> str:
    """``said`` with the Wind or Sensei titles it names replaced by "X"."""
    return _NAMED.sub(lambda m: m.group("lead") + "X", said)
