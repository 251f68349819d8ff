"""Traits of a card in play that may change other cards' actions ("You may not take Political
Actions.", "Other players' Political actions may not target Suikihime.", "Fear effects, Melee
Attacks, and Ranged Attacks targeting this Follower have -2 strength.", "You may use Favor
abilities one additional time per turn.").

Such a sentence is an ongoing effect legality needs (Costs and restrictions / Restrictions;
Effects); the state's ``effects`` states the ones a board has. A sentence of a card in play that
is not read, and that the state does not account for, leaves a verdict it could turn
``unknown`` (``solver.traits_in_play``), never a silent legal or illegal. Set aside as unable
to change another card's action when it is announced: triggered sentences ("After ..."), an
ability granted (a new action: it is checked as its own), copying, deck building, Focus
Effects, negated effects (effects need not happen), reminder text, what a card says of its
own actions (its own actions read it: ``model.cardtext.own_traits``), and a paragraph printed as
a Response ability (an ability changes no other action until used: ``response_prefix``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from model.cardtext.own_traits import GRANTED, NEVER_ON_ACTIONS, SENTENCE, trait_sentences
from model.cardtext.response_prefix import is_response_ability
from model.lazy_regex import lazy_regex

__all__ = [
    "ABOUT_PLAYS",
    "PERMITS_AT_ANNOUNCING",
    "about_entering",
    "about_plays_only",
    "traits_on_actions",
]

_ABOUT_ACTIONS = lazy_regex(
    r"\babilit(?:y|ies)\b|\bactions?\b|\btarget(?:s|ed|ing)?\b|\bperform"
    r"|\b(?:Fear|Melee|Ranged|Attacks?)\b[^.]*\bstrength\b"
    # "This Personality cannot issue challenges.", "Will not challenge.": a challenge is an
    # action's effect (model.cardtext.effects_duels), which such a sentence may forbid (refusing
    # happens as the effect resolves: not asked)
    r"|\bissues? (?:an? )?challenges?\b|\b(?:will not|cannot|can't|may not) challenge\b"
    r"|\b(?:cannot|can't|may not|will not) be challenged\b"
    # "Reactions have the additional cost, ...", "other players may not take Reactions ..."
    # (h27adv1 F5, F6): actions of those designators
    r"|(?-i:\b(?:Reactions|Interrupts)\b)"
    # "all players must discard a card to announce a Reaction." (Bamboo Forest): a cost added
    r"|\bto announce an? (?:Reaction|Interrupt|action)\b"
    # "he need not bow for his Spells with an odd Focus Value." (Koan's Jingasa): a cost of
    # actions lifted (h30adv5 W2: dropped silently, a false illegal)
    r"|\bneed not (?:bow|pay|discard|lose|destroy|dishonor)\b"
    # "Moving or assigning this Personality to a battlefield has the additional cost, ...",
    # "Straightening a Ninja card has ...", "playing a Terrain has ...": a cost added to the
    # actions whose effects do so (Costs and restrictions: additional costs from outside the card;
    # h29silent2's census: silent false legals)
    r"|\b(?:moving|assigning|straightening|playing|bowing|targeting|destroying)\b[^.]*"
    r"\bha(?:s|ve) the additional cost\b"
    # "Toryu may cast Kihos as if he were a Shugenja.", "Isawa may cast Spells in your hand as
    # if they were attached to him ...", "Once per turn, you may play a Strategy from any
    # player's discard pile as if it were in your hand.": permissions to perform or play that
    # the rules would refuse (h30perm census: dropped, false illegals); ``solver.cast_permissions``
    r"|\bmay cast\b|\bmay (?:play|attach)\b[^.]*\bas (?:if|though) (?:it|they) (?:were|was)\b",
    re.IGNORECASE,
)
#: A triggered sentence whose effect forbids taking actions while it lasts ("After Kei's
#: printed ability is announced, other players may not take Reactions from before it is
#: targeted until after it ends."): an effect a later action's legality needs, not aside
_FORBIDS_LATER = lazy_regex(
    r"^(?:After|When|Whenever)\b[^:,]*(?:,[^:,]*)*[,:]\s*"
    r"(?:other players|players|your opponents?|you)"
    r" (?:may not|cannot|can't) (?:take|use|play|announce)\b[^.]*"
    r"(?-i:\b(?:Reactions|Interrupts|actions)\b)",
    re.IGNORECASE,
)
#: A triggered permission to perform or announce an action another way while it is announced
#: ("After you announce a Kiho Strategy action, once per turn, Hoshi may perform it as if he were
#: a Monk ...", "Before you announce an action, once per turn, you may announce an action on a
#: Spell attached to one of your other Shugenja and take it as if it was attached Shiwasu."):
#: it may change whether that action can be announced, not aside (h30perm census: dropped)
#: Also without "as if": "Before you announce an action: Once per turn, you may announce a Kiho
#: action on a Strategy in your discard pile, which this Personality must perform; ..." (Wandering
#: Sohei: another area), "Before announcing an action that creates a challenge: Once per turn,
#: this Personality may issue the challenge even if he is bowed." (Crown of the Amethyst
#: Champion: a bowed performer; h36perm census: both dropped, false illegals)
PERMITS_AT_ANNOUNCING = lazy_regex(
    r"^(?:After|Before)\b[^.]*?\bannounc\w*\b[^.]*?\bmay\b[^.]*?"
    r"\b(?:perform|announce|take|cast|play|issue)\b"
    r"[^.]*(?:\bas (?:if|though)\b|\beven if\b|\bdiscard pile\b)",
    re.IGNORECASE,
)
#: A sentence that changes a rulebook play (Reference 02: Recruit, Equip) without naming actions:
#: "You may Equip this Follower from your discard pile.", "You may Recruit this Holding as an
#: Open.", "Equipping Weapons is Battle/Open for you.", "You may only Recruit Shadowlands
#: Personalities.", "Your Personalities cannot Equip Shadowlands Followers." (a change to its
#: Gold is the entering reader's: ``model.oracle.entering``)
ABOUT_PLAYS = lazy_regex(
    r"\b(?:may|cannot|can't|only)\b(?:\s+not)?(?:\s+[\w']+){0,3}?\s+(?:equip|recruit)\w*\b"
    r"|\b(?:equip|recruit)\w*\b[^.]*\b(?:is|as) (?:an? )?"
    r"(?:battle|open|limited|interrupt|political)\b"
    r"|\bwill only equip\b|\bmay attach (?:this|it)\b[^.]*\bfrom your\b",
    re.IGNORECASE,
)
#: A sentence that forbids playing or bringing cards into play ("Other players may not play
#: Terrains.", "You may not bring Shadowlands cards into play.", "You may not play other
#: Allegiance cards.", "You may only have one copy of Counting House in play."): Good Faith asks
#: that a card played or brought into play can enter play legally (its own "will not enter
#: play if" is the entering reader's)
_ENTERING = lazy_regex(
    r"\b(?:may not|cannot|can not|can't|will not)\b[^.]*\b(?:play|bring\w*)\b(?! phase)(?!\w)"
    r"|\b(?:may not|cannot|can not) (?:enter|be brought into) play\b"
    r"|\bonly have one\b[^.]*\bin play\b"
    # "No player may play Sneak Attack during a battle at this Province's battlefield."
    # (Watchtower): a ban written with "No player may" (h36perm: dropped, a possible false legal)
    r"|\bno (?:player|one) may (?:play|bring)\b",
    re.IGNORECASE,
)
_ASIDE = lazy_regex(
    NEVER_ON_ACTIONS
    # its own actions only
    + r"|^(?:This|These) (?:action|ability|actions|abilities)\b"
    + r"|^(?:This|The) (?:card|Strategy|Holding|Event|Region|Terrain)'s (?:printed )?"
    + r"(?:abilit|action|Battle|Interrupt|Open|Limited)",
    re.IGNORECASE,
)


_NOTHING = lazy_regex(r"(?!)")


def traits_on_actions(traits: Sequence[str]) -> tuple[str, ...]:
    """The sentences of the card's trait paragraphs ``traits`` that may change other cards'
    actions (see the module); a triggered paragraph's as one unit (``_triggered_units``), and a
    set-aside sentence that forbids later actions (``_FORBIDS_LATER``)."""
    return tuple(
        said
        for said in _triggered_units(traits)
        if _on_actions(said) or _FORBIDS_LATER.search(said)
    )


def _on_actions(said: str) -> bool:
    return bool(
        _ABOUT_ACTIONS.search(re.sub(r"\bAction Phase\b", "", said))
        or ABOUT_PLAYS.search(said)
        or about_entering(said)
    )


#: A paragraph opening with its trigger ("When another player's Battle action would target your
#: Ninja: ..."): every sentence after the colon is that trigger's effect
_TRIGGERED_HEAD = lazy_regex(r"^(?:After|Before|When|Whenever)\b[^.:]*:")


def _triggered_units(traits: Sequence[str]) -> Iterator[str]:
    """The sentences of ``traits`` (``trait_sentences``), except that a triggered paragraph
    whose later sentences speak of actions is one unit, its trigger and all ("If you did, the
    action targets it instead" is said of the action the trigger names, not of every action):
    the reader of a unit (``solver.redirect_scope``) knows which actions it concerns."""
    for text in traits:
        plain = GRANTED.sub("have it.", re.sub(r"\s*\([^()]*\)", "", text)).strip()
        if is_response_ability(plain):
            continue  # an ability, not a trait on other actions (``response_prefix``)
        first, *rest = SENTENCE.split(plain, maxsplit=1)
        if (
            _TRIGGERED_HEAD.match(first)
            and rest
            and any(_on_actions(s) for s in trait_sentences(rest, _ASIDE))
        ):
            yield plain
            continue
        yield from (
            said
            for said in trait_sentences([text], _NOTHING)
            if not _ASIDE.search(said)
            or _FORBIDS_LATER.search(said)
            or PERMITS_AT_ANNOUNCING.search(said)
        )


def about_entering(said: str) -> bool:
    """Does the sentence forbid playing or bringing cards into play (``_ENTERING``), naming no
    action nor play? (Not "discarded from play".)"""
    return (
        bool(_ENTERING.search(said))
        and not re.search(r"\bdiscarded from play\b", said, re.IGNORECASE)
        and not ABOUT_PLAYS.search(said)
        and not _ABOUT_ACTIONS.search(re.sub(r"\bAction Phase\b", "", said))
    )


def about_plays_only(said: str) -> bool:
    """Does the sentence change Recruit or Equip only (``ABOUT_PLAYS``), naming no action?"""
    # "Equipping Weapons is a Battle/Open action for you", "You may equip Air Spells to Neiru
    # as an Open action": the play's own timing, not another action
    plain = re.sub(r"\bAction Phase\b", "", said)
    plain = re.sub(r"\b(?:is|as) (?:an? )?[\w/]+ (?:action|ability)\b", "", plain, flags=re.I)
    return bool(ABOUT_PLAYS.search(said)) and not _ABOUT_ACTIONS.search(plain)
