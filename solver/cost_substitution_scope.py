"""An optional substitute for one cost of actions of a keyword ("You may bow your target unbowed
Courtier instead of discarding the Imperial Favor for Favor actions." — Shibata Sensei): Costs
and restrictions / Changes to costs and payments. It changes only how that cost may be paid, so
it can't turn an action refused for when it is taken (Abilities and actions, Designators: "The
designator tells when the action can be taken") or for a condition of its own, and it only
allows, so a legal action stays legal (h41adv6 U1: Insulting Gesture in a Dynasty Phase)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from solver.verdict import Verdict

__all__ = ["substitution_spares"]

_PAY = r"(?:bow|discard|destroy|dishonor|lose|pay|spend|remove|sacrifice|return)"
#: "You may <pay X> instead of <paying Y> for <Keyword> actions."
_SUBSTITUTE = lazy_regex(
    rf"You may {_PAY}\b[^.;:]+? instead of {_PAY}(?:ing|ping)\b[^.;:]+? for "
    r"[A-Z][a-z]+(?:(?:,| or| and|,? or) [A-Z][a-z]+)* actions\.?"
)
#: failures a change to how a cost is paid can't lift
_UNTOUCHED = frozenset({"timing", "condition"})


def is_cost_substitution(said: str) -> bool:
    """Is ``said`` only an optional substitute for a cost of actions of some keywords?"""
    return _SUBSTITUTE.fullmatch(said.strip()) is not None


def substitution_spares(said: str, verdict: Verdict) -> bool:
    """Can the cost substitute ``said`` not turn ``verdict`` (see module)? False for any other
    sentence."""
    if not is_cost_substitution(said):
        return False
    if verdict.status == "legal":
        return True  # an optional substitute only allows
    return verdict.status == "illegal" and any(d.code in _UNTOUCHED for d in verdict.details)
