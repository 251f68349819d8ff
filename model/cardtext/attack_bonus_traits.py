"""Trait sentences raising the strength of attacks of a kind ("If this Shugenja is Fire, Ranged
Attacks from actions in this unit have +1 strength.": Conflagration). A bonus only changes the
attacks it names (Reference 04: an attack's strength is its own number), so on the card's own
actions (``own_traits``) it changes only those that may make an attack of that kind
(``attack_permissions.makes_attack``), which stay unclaimed as with a permission; an action
making none ("Give this Shugenja +3F.") is read without it."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["bonus_kinds"]

_KIND = r"(?:Fear effects|Melee Attacks|Ranged Attacks)"
_BONUS = lazy_regex(
    r"(?:(?:While|If) [^,.]+, )?(?:[Yy]our )?"
    rf"(?P<kinds>{_KIND}(?: and {_KIND})*)(?: from [^.]+?)? have \+\d+ strength\.?"
)


def bonus_kinds(said: str) -> frozenset[str] | None:
    """The attack kinds ("fear", "melee", "ranged") ``said`` gives more strength, or None when
    it is not such a sentence."""
    m = _BONUS.fullmatch(said.strip())
    if m is None:
        return None
    named = m.group("kinds").lower()
    return frozenset(k for k in ("fear", "melee", "ranged") if k in named)
