"""Legality-bearing words in a sentence the effects reader accepts without a reading of its own
(issue 13, fail closed).

The effects reader (``model.cardtext.effects``) claims a sentence it has no reading for as a step
that targets nothing ("Your Ronin count as Samurai during this action."). That is right only when
the sentence cannot bear on Good Faith: at announcement the required targets must be chosen, the
conditions met and the mandatory costs paid (Abilities and actions, Good Faith Rule; Costs and
restrictions); the effects resolve later and need not succeed (FAQ, "Is an action legal if an
effect can't happen?"). A sentence that hides a cost ("You must pay 2 Gold"), a restriction on
announcing ("This card may only be used if ...", "Must be announced during your turn"), a usage
limit ("Once per turn.") or a requirement ("Requires a Farm") would be a silent false claim.

``unread_word`` names the first legality-bearing word (``_BEARING``) of the checked text that no
shape of ``_ALLOWED`` explains; the reader then leaves the action ``unknown`` naming it. Every
allowed shape says why it bears on nothing this action must meet when announced.
"""

from __future__ import annotations

import re

from model.lazy_regex import LazyPattern, lazy_regex

__all__ = ["unread_word"]

#: Words that may make a sentence a cost, a condition, a restriction, a usage limit or a
#: required choice of this action (Costs and restrictions; Abilities and actions / B; Reference
#: 04, usage limits). (A cost in the effects is written "as a cost" and "cost" stays a legality
#: word of the reader; "only", "unless" and "cannot" it masks or reads first.)
_BEARING = lazy_regex(
    r"\b(?:costs?|pay|pays|paid|paying|spent|additional(?:ly)?|must|only|unless|may not|cannot|"
    r"can't|choose|chooses|chosen|select|selects|selected|limits?|legal|legally|illegal|"
    r"announc\w*|required|requires?|needs? (?:not|to|only)|needed|necessary|"
    r"this (?:action|ability)(?! Phase)|once per|"
    # a keyword given to this action ("This is a Ninja action.": other cards' sentences about
    # Ninja actions then concern it)
    r"this is an? [\w-]+ action|"
    # a created card that copies a card's keywords: Loyal among them is a restriction on its
    # entering play (Costs and restrictions / Restrictions: the Loyal rule), not read (not its
    # "Tribe keywords" nor "non-boldface keywords": Loyal is neither)
    r"create(?=[^.;]*(?<!tribe )(?<!non-boldface )\bkeywords\b)|"
    r"(?:once|twice|(?:two|three|four|five|six|seven|\d+|any number of) times) (?:per|a|each) "
    r"(?:\w+ )?(?:turn|game|battle|phase|player)|per (?:turn|game|battle|phase)|"
    # "This card may only be used if ...", "May only be played during your turn" (the reader
    # masks "may only" to "may")
    r"(?:^\s*|\bthis (?:card|event|strategy|spell|holding|item|follower|personality|ring|"
    r"region)\b[^.;]*?)\bmay (?:not )?be (?:used|played|announced|taken))\b",
    re.IGNORECASE,
)

#: The shapes in which a bearing word bears on nothing this action must meet when announced.
#: Each is blanked out, in this order, before the words above are looked for.
_ALLOWED: tuple[tuple[str, LazyPattern], ...] = tuple(
    (why, lazy_regex(pattern, re.IGNORECASE))
    for why, pattern in (
        # other abilities' usage limits and uses, an effect on them: "You may use his Political
        # abilities that may be used once per turn a second time", "its abilities may not be
        # used", "Battle abilities on his Weapons may be used a second time"
        ("other abilities' limits", r"\bmay (?:only )?be used once per turn\b"),
        (
            "other abilities' use",
            r"\babilit(?:y|ies)\b(?! (?:may|can|must)\b[^.;]*\b(?:announced|unless|only if)\b)"
            r"[^.;]*?\bmay (?:not )?be used\b",
        ),
        # "Each player may put no more than one Ring into play per turn": an ongoing
        # restriction on later play (effects.txt, "May not")
        ("a limit on later play", r"\beach player may [^.;]*? per turn\b"),
        # more of something later, or more of an effect: "take an additional Battle action",
        # "Declare an additional Attack Phase", "Draw an additional card", "produce 1
        # additional Gold", "an additional -1F/-1C Poison token", "an additional +1F",
        # "Additionally, ..."; never an additional cost, payment or requirement
        (
            "more of an effect",
            r"\badditional(?:ly)?\b"
            r"(?!(?: [\w+/-]+){0,3} (?:costs?|payments?|fees?|prices?|requirements?)\b)",
        ),
        # a choice made when the effects resolve, which may be made even if its consequences
        # fail (effects.txt, Choices): "choose a player, who gains or loses 2 Honor", "He
        # chooses and bows one of his unbowed Personalities", "Select a card at random"
        (
            "a choice made as the effects resolve",
            r"\b(?:choose|chooses|chosen)\b|\bselect (?:a|one|two) (?:[\w-]+ ){0,2}at random\b",
        ),
        # an effect done if it can be (FAQ: effects need not succeed): "Destroy a Terrain (if
        # able)", "bow one of his Personalities, if possible", "(if needed)", "though illegal"
        (
            "an effect done if it can be",
            r"\(?\bif (?:able|possible|legal|needed|necessary)\b\)?|\bthough illegal\b"
            r"|\b(?:can|could|may|could have|does not|do not|cannot)\s+legally\b"
            r"|\bamount needed\b",
        ),
        # another action's targeting as an effect speaks of it (the reader writes "aim"), and
        # where an effect puts a card: "if it can legally aim at the Ninja", "no longer a legal
        # aim", "to which it may legally be attached", "other legal Personalities"
        (
            "another action's targeting, or where an effect puts a card",
            r"\b(?:can legally|a legal) aim\b|\bmay legally be\b|\b(?:other )?legal "
            r"(?:Personalities|Provinces|Personality|Province|cards)\b",
        ),
        # "may not": a prevention of later choices (effects.txt, "May not") said of other
        # cards, players or actions ("He may not perform actions", "You may not declare an
        # attack"), never of this card being used or played
        (
            "a prevention of later choices",
            r"(?<!\bthis card )(?<!\bthis event )(?<!\bthis strategy )(?<!\bthis spell )"
            r"(?<!\bthis holding )\bmay not(?: be (?:used|announced|played|taken)\b)?",
        ),
        # an obligation the effect puts on later play, a duel's sides, another player or a
        # later action: "Both players must focus", "which Takasho must perform", "you must
        # assign your unit ... each time it is possible"; never a condition of this action
        # ("You must control a Farm", "This card must be ...", "must be announced")
        (
            "an obligation the effect puts on later play",
            r"(?<!\bthis card )(?<!\bthis event )(?<!\bthis strategy )(?<!\bthis spell )"
            r"(?<!\bthis holding )(?<!\bthis action )(?<!\bthis ability )\bmust\b"
            r"(?! (?:be (?:announced|used|played|taken)|have|control|own|pay)\b)",
        ),
        # a count or measure: "at least once in the duel", "exactly once", "once for each
        # token", "twice its base Force", "(Once a turn, the Attacker gets the first Battle
        # action ...)" (a keyword's reminder)
        (
            "a measure",
            r"\b(?:at least|exactly) once\b|\bonce for each\b|\btwice\b(?! (?:per|a|each) )"
            r"|^\(once a turn, [^)]*\)\.?$",
        ),
        # this action named as a time or as what it did, and what was paid for it (costs the
        # constraints block read): "until this action ends", "Courtiers have +1C during this
        # action" (an effect lasting while it resolves), "this action's effect", "if this
        # action bowed a Yojimbo", "the amount of Gold you paid for this action", "the Gold
        # you spent on this action", "until it is paid"
        (
            "this action named as a time or a past event",
            r"\b(?:until|after|before|while) this action (?:ends|resolves)\b|\bduring this action\b"
            r"|\bthis action(?:'s effects?| bowed| destroyed| dishonored| moved| has not given)\b"
            r"|\bthis action (?:did|was|has not|had)\b|\b(?:taking|performed|took) this action\b"
            r"|\b(?:paid|spent) (?:[\w ]{0,20}? )?(?:for|on) this action\b",
        ),
        (
            "what was paid",
            r"\b(?:you|he|she|amount|amount of Gold you|the Gold) paid\b|\b(?:is|to be) paid\b"
            r"|\b(?:Gold )?you spent\b",
        ),
        ("what was announced", r"\bha(?:ve|s|d) announced\b"),
        # a payment of an amount its payer picks, down to zero, as the effects resolve ("You,
        # then the player, each pay zero or more Gold.", Virtuous Charity): zero is always
        # payable (Costs and restrictions: a cost reduced to zero is paid), so it can't fail,
        # and what each paid is named after it ("Whoever paid more Gold", "the two amounts
        # paid"; h38adv2 N3)
        (
            "a payment that may be zero",
            r"\beach pay zero or more Gold\b|\bwhoever paid\b|\b(?:two )?amounts paid\b",
        ),
        # presence keywords given to this action, and a reminder that its card need not be at
        # the battle: the Rule of Location is not applied (README, Readings: "Absent, Home and
        # 'even if you control no units ...' therefore change nothing"); if it ever is, these
        # bear on legality and must leave this list
        (
            "presence, under the Rule of Location (not applied)",
            r"\bthis action has (?:Absent|Remote|Home)(?: and (?:Absent|Remote|Home))?\b"
            r"|\(\w+ need not be at the current battlefield\.?\)",
        ),
        # Gold produced for a later payment ("produce 1 Gold which must be used for the same
        # payment"), as "which may only pay for that action" (Costs and restrictions, Gold)
        ("Gold produced for a payment", r"\bGold which must be used for\b"),
        # words of other rules: "ignoring all other limits on how many Fire tokens he may
        # have", "the Family Honor required for an Honor Victory", "randomly selected"
        (
            "other rules named",
            r"\blimits? on (?:how many|the number of)\b|\brequired for an? \w+ Victory\b"
            r"|\brandomly selected\b|\bselected at random\b",
        ),
    )
)


def unread_word(text: str) -> str | None:
    """The first legality-bearing word of ``text`` (one sentence of the effects, as the reader
    checks it) that no allowed shape explains; None when there is none."""
    for _why, shape in _ALLOWED:
        text = shape.sub(lambda m: " " * len(m.group(0)), text)
    m = _BEARING.search(text)
    return None if m is None else m.group(0)
