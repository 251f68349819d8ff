"""Forms of an attack sentence read before ``effects_attacks`` reads the attack itself.

- "Bow this Shugenja to make a Ranged 2 Attack", "Discard a card to create Fear ...": an
  effect in the effects block, then the attack ("Bow X to do Y" in the effects is an effect,
  not a cost: Costs and restrictions, Mandatory costs). The two are read as two sentences:
  every target either names is chosen when the action is announced (Abilities and actions / B),
  and effects need not succeed (FAQ). Not split under an opening "If" (it governs both).
- An attack the text lets you choose not to make is optional targeting (Abilities and actions
  / B: "may" wording, or "a choice between the targeting and something else"): "you may make a
  Ranged Attack ...", "Ranged 3 Attack or give the current battlefield's province -3 strength".
- An attack under a condition that only becomes known after the required targeting step ("If
  the Ranged Attack destroyed a Follower, Ranged 4 Attack", "If he moved, ...") is not
  required (Abilities and actions / B, "If he moved, target another Personality").
- An attack whose target is a duel's side ("After the duel, Fear ... that targets the loser",
  "The winner creates Fear 4 targeting a (legal) card in the loser's unit"), known only after
  the duel and chosen (by the winner) as the effect resolves, and an attack on a card named
  before made only "(if legal)" ("Fear 2 targeting it (if legal)") are not required targeting
  (Abilities and actions / B).
- A Fear or Melee Attack whose strength is a count or a Focus Value ("Fear equal to the number
  of Undead cards in this unit", "with strength equal to its Focus Value", "4 plus the number of
  Sake tokens he has"): the strict reading's Force limit is the lowest such strength can be (the
  printed addend, else 0), as for bonuses that only raise it (``effects_attacks``): it may
  demand more than the truth, never less. A count of "<keywords> cards in this unit" on a
  Follower or Personality with those printed keywords counts at least the card itself: it is
  in play in its own unit when its action is announced, and a card's keywords are its printed
  ones and any added (Reference 03), never fewer.

Each optional attack is replaced by the verb "strike" (no targeting word), so the rest of the
sentence is read as any other effect.
"""

from __future__ import annotations

import re

from model.cardtext.attack_given_bonus import given_bonus
from model.cardtext.attack_later_bonus import later_bonus
from model.cardtext.attack_plain import plain_attack_words
from model.cardtext.attack_widen_if import widened_if
from model.cardtext.discard_focus import discarded_focus
from model.cardtext.target_words import CLAUSE_VERBS
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["lowest_strength", "rewrite_attacks"]

_NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_N = r"(?:\d+|one|two|three|four|five)"
#: The attack noun an attack sentence opens with ("Fear 3", "a Melee Attack", "Ranged 2 Attack").
_ATTACK = r"(?:Fear(?: \d+)?(?: effect)?|(?:Melee|Ranged)(?: \d+)? Attack)"
#: "<an effect> to make a <attack>" (the effect has no "to" of its own and is one clause).
_TO_MAKE = lazy_regex(
    r"^(?P<pre>(?!if\b|you may\b|after\b|before\b|when\b)[^.;:]+?),? to (?:make|create) "
    r"(?:an? )?(?P<attack>" + _ATTACK + r"\b[^;]*)$",
    re.IGNORECASE,
)
#: "[If X, ]you may [then] [<effect> to] make a <attack> ...": an optional attack.
_MAY_MAKE = lazy_regex(
    r"^(?P<lead>(?:(?:if|after) [^,]+, )?you may (?:then )?)(?:(?P<pre>[^.;:]+?) to )?"
    r"(?:make|create) (?:an? )?" + _ATTACK + r"\b[^;]*$",
    re.IGNORECASE,
)
#: "If <what this action did>, <attack>": a condition known only after the targeting step.
_OUTCOME_IF = lazy_regex(
    r"^(?P<lead>if (?P<cond>[^,]+), )(?P<attack>" + _ATTACK + r"\b[^;]*)$", re.IGNORECASE
)
_OUTCOME = lazy_regex(
    r"\b(?:this|it|the (?:Fear|Melee Attack|Ranged Attack|attack|action))(?: effect)? "
    r"(?:destroyed|destroys|bowed|bows)\b|\b(?:he|she|it) moved\b",
    re.IGNORECASE,
)
#: A choice of two effects in one sentence ("A or B", "A, or B").
_OR = lazy_regex(r",? or (?!if\b)", re.IGNORECASE)
_ATTACK_OPENING = lazy_regex(r"^(?:make an? )?" + _ATTACK + r"\b", re.IGNORECASE)
_TARGET = lazy_regex(r"\btarget", re.IGNORECASE)
_ATTACK_WORD = lazy_regex(r"\b(?:fear|melee|ranged|attacks?)\b", re.IGNORECASE)
#: "After the duel, Fear equal to Oneiyara's Force that targets the loser", "The winner creates
#: Fear 4 targeting a (legal) card in the loser's unit (there is no effect in a tie)": an
#: attack on a duel's side, known only after the duel (or made by its winner, who may be
#: another player): not required targeting (Abilities and actions / B).
_DUEL_SIDE = lazy_regex(
    r"^(?P<lead>After the duel, )?(?:(?P<winner>The winner) (?:creates|makes) )?(?:an? )?"
    + _ATTACK
    + r"(?: equal to (?:his|her|(?-i:[A-Z][\w-]+)'s) (?:Force|Chi))?,? (?:that targets|targeting) "
    r"(?:the (?:loser|winner)|an? (?:\(legal\) )?card in the (?:loser|winner)'s unit)"
    r"(?: \(there is no effect in a tie\))?$",
    re.IGNORECASE,
)
#: "Fear 2 targeting it (if legal)": an attack on a card named before, made only if legal: no
#: target to choose, and no requirement.
_ON_IT_IF_LEGAL = lazy_regex(
    r"\b" + _ATTACK + r" targeting (?:it|him|her) \(if legal\)", re.IGNORECASE
)


def _split(sentence: str) -> list[str]:
    """One sentence as the sentences it is read as (itself when none of the forms)."""
    body = sentence.strip()
    end = "." if body.endswith(".") else ""
    core = body[:-1] if end else body
    if (m := _DUEL_SIDE.fullmatch(core)) is not None and (m.group("winner") or m.group("lead")):
        said = f"{m.group('lead') or ''}{'the winner strikes' if m.group('winner') else 'strike'}"
        return [said[0].upper() + said[1:] + end]
    core = _ON_IT_IF_LEGAL.sub("strike", core)
    body = core + end
    if (m := _MAY_MAKE.fullmatch(core)) is not None:
        pre = f"{m.group('pre')} to " if m.group("pre") else ""
        return [f"{m.group('lead')}{pre}strike{end}"]
    if (m := _OUTCOME_IF.fullmatch(core)) is not None and _OUTCOME.search(m.group("cond")):
        return [f"{m.group('lead')}strike{end}"]
    parts = _OR.split(core)
    if len(parts) == 2:
        attacks = [bool(_ATTACK_OPENING.match(p.strip())) for p in parts]
        if attacks.count(True) == 1:
            other = parts[attacks.index(False)].strip()
            verb = other.split(" ", 1)[0].lower()
            if (
                verb in CLAUSE_VERBS
                and not _TARGET.search(other)
                and not _ATTACK_WORD.search(other)
            ):
                # a choice between the attack and an effect that targets nothing
                shown = [
                    ("strike" if a else p.strip()) for p, a in zip(parts, attacks, strict=True)
                ]
                joined = f"{shown[0]} or {shown[1]}"
                return [joined[0].upper() + joined[1:] + end]
    if (m := _TO_MAKE.fullmatch(core)) is not None and not _ATTACK_WORD.search(m.group("pre")):
        attack = m.group("attack")
        return [f"{m.group('pre')}.", attack[0].upper() + attack[1:] + end]
    return [body]


#: "Fear 3. If one of your Magistrates has been destroyed this battle, the Fear has +1 strength
#: and may target a Personality with attached Followers.": the Fear's target widened under a
#: condition (the bonus only raises its strength).
_LATER_WIDEN = lazy_regex(
    r"(?:^|(?<=\. ))(?P<attack>Fear \d+)\. If (?P<cond>[^,.;()]+), (?:this|the) Fear has "
    r"\+\d+ strength and may target an? (?P<dis>dishonorable )?Personality with (?:attached )?"
    r"Followers\.",
    re.IGNORECASE,
)


def _widen_later(m: re.Match[str]) -> str:
    """The Fear, its target widened under a condition (``effects_attacks``: only the lenient
    reading widens it, the strict one may demand more than the truth, never less)."""
    if _HIDDEN.search(m.group("cond")):
        return m.group(0)
    dis = m.group("dis") or ""
    widened = f"be a {dis}Personality with Followers"
    return f"{m.group('attack')} whose target may, under a condition, {widened}."


#: "Fear 4, or Fear equal to the highest Force of ...": the player may always choose the printed
#: strength, so the other only adds targets; the strict reading keeps the printed one (it may
#: demand more than the truth, never less).
_OR_EQUAL = lazy_regex(
    r"(?:^|(?<=\. ))(?P<attack>Fear \d+), or Fear equal to (?P<what>[^().;:,]+?)\.",
    re.IGNORECASE,
)
#: "Fear 4. This may target a Lion Clan Personality with Followers.": the Fear's target widened.
_THIS_MAY = lazy_regex(
    r"(?:^|(?<=\. ))(?P<attack>Fear \d+)\. This may target (?P<who>an? (?:dishonorable )?"
    r"(?:(?-i:[A-Z][a-z]+) Clan )?Personality with (?:attached )?Followers)\.",
    re.IGNORECASE,
)


def rewrite_attacks(text: str, keep_first: bool = False) -> str:
    """``text`` (sentences) with the forms above rewritten; ``keep_first``: an opening "If"
    governs the first sentence, which is then not split in two."""
    text = plain_attack_words(text)  # riders, typos and choices that target nothing more
    text = _OR_EQUAL.sub(
        lambda m: m.group(0) if _HIDDEN.search(m.group("what")) else f"{m.group('attack')}.", text
    )
    text = _THIS_MAY.sub(lambda m: f"{m.group('attack')} that may target {m.group('who')}.", text)
    text = _LATER_WIDEN.sub(_widen_later, text)
    text = widened_if(text)  # "Fear 2. This may target ... if he has 0 Personal Honor"
    text = later_bonus(text)  # "Fear 3. If you are a Spider Clan player, this has +1 strength"
    text = given_bonus(text)  # "Give him +2F or +2PH. Melee Attack with strength equal to his"
    out: list[str] = []
    for index, sentence in enumerate(re.split(r"(?<=[.!])\s+", text.strip())):
        if not sentence.strip():
            continue
        parts = _split(sentence)
        if keep_first and index == 0 and len(parts) > 1:
            parts = [sentence]
        out.extend(parts)
    return " ".join(discarded_focus(out))  # "Discard a card to make a Fear ... its Focus Value"


#: "Fear equal to the number of ...", "Melee Attack with strength equal to 4 plus the number
#: of ...", "Fear effect with strength equal to its Focus Value, +1 if ...", "Fear equal to the
#: number this bowed".
_LOWEST = lazy_regex(
    r"^(?P<head>(?:Make an? )?(?:Fear(?: effect)?|Melee Attack))(?: with (?:a )?strength)? "
    r"equal to (?:(?P<n>" + _N + r") plus )?"
    r"(?P<what>the number of [^().;,]+?|(?:its|the card's|the discarded card's) Focus Value"
    # the card discarded before, read as counted (``discard_focus``; its lowest: no card)
    r"|the Focus Value of the card discarded from your hand"
    # "Fear equal to the number this bowed": a count of what the action did, 0 or more
    r"|the number (?:this|it) (?:bowed|destroyed|discarded))"
    # (", plus 1 if the target is Mantis Clan": a bonus, as "+1 if")
    r"(?P<tail>(?:,? (?:with )?(?:\+\d+|plus (?:\d+|one|two|three))(?: strength)? "
    r"(?:if|for each) [^().;]+?)?)"
    # (its target widened under a condition: ``attack_widen_if``)
    r"(?P<later> whose target may, under a condition, be an? (?:dishonorable )?Personality with "
    r"Followers)?"
    r"(?: \(this is an? (?:Fear|Melee) 0(?: Attack)? if [^()]+\))?\.?$",
    re.IGNORECASE,
)
#: "the number of Undead cards in this unit": cards with the keywords (one, or each word one).
_IN_UNIT = lazy_regex(r"^the number of (?P<kws>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) cards in this unit$")
_HIDDEN = lazy_regex(
    r"\b(?:targets|targeted|targeting|may|only|cannot|instead|unless|attack|fear|melee|ranged)\b",
    re.IGNORECASE,
)


def _counts_itself(what: str, card_type: CardType | None, keywords: tuple[str, ...]) -> bool:
    """Is the card itself one of the cards ``what`` counts ("the number of Undead cards in
    this unit" on an Undead Follower or Personality)?"""
    m = _IN_UNIT.fullmatch(what)
    if m is None or card_type not in (CardType.FOLLOWER, CardType.PERSONALITY):
        return False
    words = m.group("kws").lower()
    own = {k.lower() for k in keywords}
    return words in own or all(w in own for w in words.split())


def lowest_strength(
    sentence: str, card_type: CardType | None = None, keywords: tuple[str, ...] = ()
) -> str | None:
    """The sentence with a counted strength replaced by the lowest it can be ("Fear 0",
    "Melee 4 Attack"), or None when it is not such a sentence. ``card_type``, ``keywords``:
    the card's own (a count of cards in its unit that it matches is at least 1)."""
    m = _LOWEST.fullmatch(sentence.strip())
    if m is None or _HIDDEN.search(m.group("what")):
        return None
    n = m.group("n")
    low = 0 if n is None else int(n) if n.isdigit() else _NUM[n.lower()]
    low += int(_counts_itself(m.group("what"), card_type, keywords))
    fear = m.group("head").lower().removeprefix("make a ").startswith("fear")
    head = f"Fear {low}" if fear else f"Melee {low} Attack"
    return f"{head}{m.group('tail')}{m.group('later') or ''}."
