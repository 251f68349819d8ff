"""A parenthesis restating a rule of the rules files, read as no effect of its own
(``model.cardtext.rules_reminders``; Reference 03: reminder text carries no rules implications;
Item: an Item's Force is the value of its modifier): Taitaken Sensei's "Melee Attack with
strength equal to its Force (An Item's Force is its Force Modifier)."."""

from __future__ import annotations

from model.cards import CardType
from model.cardtext import import_text

TAITAKEN = (
    "Battle, :bow:: Bow your target unbowed Follower or Weapon. Melee Attack with strength equal "
    "to its Force (An Item's Force is its Force Modifier)."
)


def test_taitaken_sensei_is_read() -> None:
    (got,) = import_text(TAITAKEN, title="Taitaken Sensei", card_type=CardType.SENSEI).actions
    assert got.full and got.ability is not None, got.not_understood
    first, attacked = got.ability.all_target_specs()
    # the attack's Force limit is the first target's Force (an Item's: its modifier)
    assert any(first.name in w for w in attacked.where)
    # the printed sentence stays the effect
    assert got.ability.effects[-1].step is not None
    assert got.ability.effects[-1].step.endswith("(An Item's Force is its Force Modifier).")


def test_another_parenthesis_stays_unread() -> None:
    """Not a restatement the module knows: the sentence stays as it was (unread)."""
    text = TAITAKEN.replace("An Item's Force is its Force Modifier", "Items count double")
    (got,) = import_text(text, title="Taitaken Sensei", card_type=CardType.SENSEI).actions
    assert not got.full
