"""Trait sentences of a card in play about Reactions (issue 13, h27adv1 F5, F6): "Reactions
have the additional cost, ..." (Word of Heaven) and a triggered "After ...: Other players may
not take Reactions until it ends." (Thunder Dragon, Mirumoto Kei) were set aside ("not an
action") and a Reaction they may forbid answered legal; now they are unread traits on actions
(``model.cardtext.traits_on_actions``) that doubt a Reaction, and an additional cost can't
only allow. An action of another designator now is not concerned
(``solver.designator_scope``). Costs and restrictions / Restrictions; Effects."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.traits_on_actions import traits_on_actions
from solver.designator_scope import other_designator
from tests.builders import card, played

COST = 'Until your second turn from now begins, Reactions have the additional cost, "Bow one of your Personalities or Followers."'  # noqa: E501
LATER = (
    "After Thunder Dragon performs an action: Other players may not take Reactions until it ends."
)
KEI = "After Kei's printed ability is announced, other players may not take Reactions from before it is targeted until after it ends."  # noqa: E501
COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
AT = {"zone": "battlefield", "battlefield": "them-p1"}
REACTION = "<b>Reaction:</b> After engaging, give a target Personality +1F."
ENGAGE = "<b>Engage:</b> Give your target opposed Personality +1F."


@pytest.mark.parametrize("said", [COST, LATER, KEI, "Players may not announce Reactions."])
def test_sentences_about_reactions_are_on_actions(said: str) -> None:
    assert traits_on_actions([said]) == (said,)


@pytest.mark.parametrize(
    "said",
    [
        "You may only play one copy of Grief in reaction to any one resolution.",
        "After this Personality is destroyed, gain 2 Honor.",
    ],
)
def test_sentences_not_on_actions(said: str) -> None:
    assert traits_on_actions([said]) == ()


def _status(text: str, said: str | None) -> str:
    defs: list[dict[str, Any]] = [{"title": "T Man", "type": "personality", "force": 2}]
    cards = [card("mine", "T Man", "me", **AT), card("foe", "T Man", "them", **AT)]
    if said is not None:
        defs.append({"title": "T Word", "type": "event", "actions_unread": [said]})
        cards.append(card("word", "T Word", "them"))
    return played(text, defs, cards, attacker="me", event={"kind": "engaging"}, **COMBAT)


@pytest.mark.parametrize("said", [COST, LATER])
def test_a_reaction_is_doubted(said: str) -> None:
    """Was legal (the sentence dropped); the control without it stays legal."""
    assert _status(REACTION, None) == "legal"
    assert _status(REACTION, said) == "unknown"


def test_an_engage_action_is_not_concerned() -> None:
    assert _status(ENGAGE, COST) == "legal"


def test_other_designator() -> None:
    assert other_designator(COST, {"engage"})
    assert not other_designator(COST, {"reaction"})
    assert not other_designator(COST, None)
    assert not other_designator("Players may not take actions or Reactions.", {"battle"})
