"""A trait sentence that grants one ability, read whole (Reference 04: traits may grant
abilities; effects.txt: an ability a card gives another player is "from" that card though
"on" the player; abilities-and-actions.txt: "the existence of an ability may depend on a
condition being met").

Two shapes are read, each with one quoted ability and nothing else:

- to players: "[While|If <condition>, ]<You have|All players have|Players have|Each player
  has|All other players have|The Attacker and Defender each have> the ability, "<ability>"."
  (``to`` "you", "all", "others", "attacker_defender");
- to cards: "[While|If <condition>, ]<Your|Each of your|All of your> <subject> ha(s|ve) the
  ability, "<ability>"." (``subject``: "Scorpion Clan Personalities", "Tacticians", "Shadowlands
  Personalities without a printed Fear ability").

Anything else (a trigger before it, two grants in one sentence, "he has", "his controller
has", "This Shugenja has") is not read (None): the grant stays ``unknown`` naming it. The
quoted ability is imported by the importer of printed abilities (``import_granted``), with the
card that has it: the granting card for a player grant ("this card" is the granting card,
"your" the receiving player), the receiving card for a card grant."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from model.abilities import Ability
from model.cardtext import import_text
from model.cardtext.unread_timing import widens_timing
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["GrantRead", "import_granted", "read_grant"]

PlayerScope = Literal["you", "all", "others", "attacker_defender"]

_GRANT = lazy_regex(
    r"^(?:(?:While|If) (?P<cond>[^,\"“]+), )?"
    r"(?:(?P<you>(?i:you) have)|(?P<all>(?i:all players|players) have|(?i:each) player has)"
    r"|(?P<others>(?i:all other|other) players have)"
    r"|(?P<ad>(?i:the) Attacker and (?:the )?Defender each have)"
    r"|(?i:each of your|all of your|your) "
    r"(?P<subject>[A-Z](?:(?! ha(?:s|ve)\b)[^,\"“+])*?) (?:has|have))"
    r" the ability,? [\"“](?P<body>[^\"”]+)[\"”]\.?$"
)


#: the granting card named in a player's granted ability ("Destroy the card granting this
#: ability.": Shady Dealings)
_GRANTING = lazy_regex(r"\b[Tt]he card granting this ability\b")


@dataclass(frozen=True, slots=True)
class GrantRead:
    """One granting sentence read whole: its condition ("While ..."), who receives it (players:
    ``to``; or the controller's cards the ``subject`` names), and the quoted ability's text."""

    sentence: str
    body: str
    condition: str | None = None
    to: PlayerScope | None = None
    subject: str | None = None


def read_grant(sentence: str) -> GrantRead | None:
    """``sentence`` read as one grant of one ability (the module), or None."""
    m = _GRANT.fullmatch(" ".join(sentence.split()))
    if m is None:
        return None
    body = m["body"].strip()
    cond = m["cond"]
    if m["you"]:
        return GrantRead(sentence, body, cond, to="you")
    if m["all"]:
        return GrantRead(sentence, body, cond, to="all")
    if m["others"]:
        return GrantRead(sentence, body, cond, to="others")
    if m["ad"]:
        return GrantRead(sentence, body, cond, to="attacker_defender")
    return GrantRead(sentence, body, cond, subject=m["subject"])


def import_granted(
    body: str, *, title: str, card_type: CardType, keywords: tuple[str, ...], player: bool
) -> tuple[Ability | None, str]:
    """The quoted ability ``body`` imported as a printed ability of the card that has it
    (``title``, ``card_type``, ``keywords``), and what stops its import ("" when none): its
    timing not read (level below "timing"), or its text may give it another time. A grant
    to a player (``player``): "the card granting this ability" is the granting card, its
    source ("this card"); the player has the ability, not the card, so his card being
    bowed does not stop it (Reference 04; effects.txt: "on" the player)."""
    if player:  # the card the player's ability is "from" is its source (effects.txt)
        body = _GRANTING.sub(lambda m: "This card" if m.group()[0] == "T" else "this card", body)
    if widens_timing([body]):  # "This may be used during the Action Phase."
        return None, "its text may give it another time"
    read = import_text([body], title=title, card_type=card_type, keywords=keywords)
    actions = read.actions
    if len(actions) != 1 or actions[0].ability is None or not actions[0].timing:
        why = actions[0].not_understood if len(actions) == 1 else "not one ability"
        return None, why or "not understood"
    ability = actions[0].ability
    if player:
        lenient = ability.lenient
        if lenient is not None:
            lenient = replace(lenient, usable_when_bowed=True)
        ability = replace(ability, usable_when_bowed=True, lenient=lenient)
    return ability, actions[0].not_understood
