"""Challenges and duels in the effects, as far as legality needs them.

A challenge ("Makoto challenges a target enemy Personality", "Your target unbowed Personality
challenges another player's target Personality", "Target an enemy Personality: Daisuke duels
him") is an effect; what legality needs of it is its targeting, which the target grammar reads
(Abilities and actions / Good Faith Rule, Required targeting). Whether the challenge is refused
and the duel's outcome ("Destroy the duel's loser", "Give the winner +2F") happen when the
effects resolve, and effects need not succeed (FAQ, "Is an action legal if an effect can't
happen?"; effects.txt: a duel comes from the effect that created its challenge). The dueling
procedure itself is not in the rules files (Reference 04 points to it), so only a challenge
between the cards the sentence names is read: nothing else is assumed of it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext.conditions import named_card
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller

__all__ = [
    "CHALLENGE_VERB",
    "challenge_sides",
    "challenged_apart",
    "challenged_before",
    "is_challenge",
    "mask_duel_nouns",
    "met_challenge",
]

#: A challenge sentence after its target phrases were replaced by "it": "<who> challenges
#: <whom>", "<who> duels <whom>", "<who> may challenge <whom>", "<who> issues <whom> an
#: unrefusable challenge", "<who> issues a challenge to <whom>", optionally "to a duel of
#: Force" (the duel's stat).
_DUEL_OF = r"(?: to a duel of (?:Force|Chi|Personal Honor))?"
#: "..., who may move home to refuse", "... who may refuse", "..., whose controller can dishonor
#: him and move him home to refuse": how the challenged may refuse (the challenge's own effect,
#: happening as it resolves: read with the challenge, no restriction of its target)
_REFUSAL = (
    r"(?:,?\s+who may (?:[a-z ]+ )?refuse|,\s+whose controller (?:may|can) [a-z ]+ to refuse)"
)
_CHALLENGE = lazy_regex(
    r"^(?P<who>[\w' -]+?) (?:challenges|duels|may challenge) (?P<whom>[\w' -]+?)"
    + _DUEL_OF
    + rf"{_REFUSAL}?\.?$"
    r"|^(?P<who2>[\w' -]+?) issues (?P<whom2>[\w' -]+?) an? (?:unrefusable )?challenge\.?$"
    r"|^(?P<who3>[\w' -]+?) issues an? (?:unrefusable )?challenge to (?P<whom3>[\w' -]+?)\.?$",
    re.IGNORECASE,
)
#: "Challenge a target enemy Personality.": on a Personality, he is the challenger.
_IMPERATIVE = lazy_regex(r"^challenge (?P<whom>it)" + _DUEL_OF + r"\.?$", re.IGNORECASE)
#: The verb of a read challenge, replaced once read.
CHALLENGE_VERB = lazy_regex(
    r"\b(?:challenges|duels|may challenge|issues(?: [\w' -]+?)? an? (?:unrefusable )?challenge"
    r"(?: to)?|challenge(?= it\b))\b" + _DUEL_OF,
    re.IGNORECASE,
)
#: Words naming a card chosen before (a target or performer of this action).
_CHOSEN = lazy_regex(
    r"^(?:it|he|she|him|her|the target|the targeted personality|the personality|"
    r"your (?:personality|samurai|duelist))$",
    re.IGNORECASE,
)
#: A duel or challenge named as a noun ("Destroy the duel's loser", "during the duel", "refuse
#: any challenge created by the action", "his duel stat", "Duels in which she is the
#: challenger"): an effect on it, not one made (issuing a challenge is read above).
_DUEL_NOUNS = lazy_regex(
    r"(?<!\bissue )(?<!\bissues )\b(?:(?:any|the action's|an?|the|this|that|each|no)\s+"
    r"(?:unrefusable\s+)?challenges?\b|duel\b('s)?|(?:in|of|from|are|any|all)\s+duels\b|"
    r"^duels\b)",
    re.IGNORECASE,
)


def met_challenge(rest: str) -> str:
    """``rest`` (a challenge read by ``is_challenge``) with its verb read, and without the
    clause saying how the challenged may refuse."""
    rest = re.sub(rf"{_REFUSAL}(?=\.?$)", "", rest.strip(), flags=re.IGNORECASE)
    return CHALLENGE_VERB.sub("meets", rest)


def mask_duel_nouns(rest: str) -> str:
    """``rest`` with duels and challenges named as nouns read as effects on them."""
    return _DUEL_NOUNS.sub("the contest", rest)


def is_challenge(
    rest: str, title: str, card_type: CardType | None, *, found: bool, chosen: bool
) -> bool:
    """Is ``rest`` (a sentence whose target phrases are replaced by "it") a challenge between
    cards it names: a card it targets ("it", ``found``: the sentence has target phrases), the
    card itself (or, on an attachment, its bearer), or a card chosen before (``chosen``: a
    target or performer of an earlier sentence or block)? Only then the verb is read."""
    text = rest.strip()
    if card_type is CardType.PERSONALITY and _IMPERATIVE.fullmatch(text) and found:
        return True
    m = _CHALLENGE.fullmatch(text)
    if m is None:
        return False
    who = m.group("who") or m.group("who2") or m.group("who3")
    whom = m.group("whom") or m.group("whom2") or m.group("whom3")
    return all(
        (side.lower() == "it" and found)
        or (chosen and _CHOSEN.fullmatch(side) is not None)
        or named_card(side.lower(), title, card_type) is not None
        for side in (who.strip(), whom.strip())
    )


def challenge_sides(rest: str, title: str, card_type: CardType | None) -> tuple[str, str] | None:
    """Who challenges whom in a challenge ``is_challenge`` read: each side "it" (a target of
    the sentence, in order), "source" (the card itself) or "" (a card chosen before). A
    Personality challenging himself issues no challenge: the two sides are two cards (a
    challenge is issued by one Personality to another; effects.txt, Exception 4)."""
    text = rest.strip()
    if card_type is CardType.PERSONALITY and _IMPERATIVE.fullmatch(text):
        return "source", "it"
    m = _CHALLENGE.fullmatch(text)
    if m is None:
        return None
    sides = []
    for group in ("who", "whom"):
        side = (m.group(group) or m.group(f"{group}2") or m.group(f"{group}3")).strip()
        if side.lower() == "it":
            sides.append("it")
        elif named_card(side.lower(), title, card_type) is not None:
            sides.append("source")
        else:
            sides.append("")
    return sides[0], sides[1]


def challenged_apart(
    sides: tuple[str, str] | None,
    targets: list[TargetSpec],
    mark: int,
    lenient: dict[str, TargetSpec],
) -> None:
    """The challenged target of this sentence (``targets[mark:]``, ``lenient``: its other
    readings) is not its challenger: the card itself, or the sentence's target before it
    ("Your target unbowed Personality challenges a target Personality")."""
    if sides is None or sides[1] != "it":
        return
    new = targets[mark:]
    if sides[0] == "it" and len(new) == 2:
        who, theirs = new[0].name, new[0].select.controller
    elif sides[0] == "source" and len(new) == 1:
        who, theirs = SOURCE, Controller.YOU
    else:
        return
    if {theirs, new[-1].select.controller} == {Controller.YOU, Controller.OPPONENT}:
        return  # (yours against an enemy: never the same card)
    targets[-1] = _apart(targets[-1], who)
    if (other := lenient.get(targets[-1].name)) is not None:
        lenient[other.name] = _apart(other, who)


def challenged_before(
    sides: tuple[str, str] | None, targets: list[TargetSpec], constraint: tuple[TargetSpec, ...]
) -> tuple[str, ...]:
    """The constraints block's one target that the card itself challenges or duels ("target a
    dishonorable Personality: Yushiro duels him."), named as not the card itself: a challenge
    is issued by one Personality to another (effects.txt, Exception 4). Only with no other card
    chosen that "him" may name."""
    if sides == ("source", "") and not targets and len(constraint) == 1:
        return (constraint[0].name,)
    return ()


def _apart(spec: TargetSpec, who: str) -> TargetSpec:
    if who in spec.select.other_than:
        return spec
    return replace(spec, select=replace(spec.select, other_than=(*spec.select.other_than, who)))
