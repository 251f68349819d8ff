"""Payments in the effects block that are no cost of the action (Costs and restrictions / Costs:
"the mandatory cost of an action is found in the constraints block"; a cost in the effects is
written "as a cost", Optional costs).

Gold another player may or must pay, or you may ("His controller chooses to either pay 4 Gold,
lose 2 Honor, or do neither", "You may pay 2 Gold"): a choice made when the effects resolve
(effects.txt, Choices). "You, then the player, each pay zero or more Gold." (Virtuous Charity):
an amount its payer picks, down to zero, when the effects resolve; zero is always paid ("A Gold
cost of zero ... is always considered to have been paid"), so it can't fail (h38adv2 N3). "You
must pay" and "as a cost" stay unread."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["MAY_PAY"]

MAY_PAY = lazy_regex(
    r"\b(?:may|chooses to either|(?<![Yy]ou )must|each(?= pay zero or more Gold\b)) pay\b"
    r"(?![^.;]*\bas a cost\b)"
)
