"""A card's traits that change its own actions (Costs and restrictions / Restrictions; Abilities
and actions: usage limits): "You may only play one The Looming Darkness per turn.", "This
Strategy's ability is Battle/Engage if you control a Scout", "A Holding may only be targeted by
one Mark of Heaven's Favor per game.".

An action is read with the card's other paragraphs, not alone: a trait sentence that speaks of
abilities, actions, playing or targeting may restrict, widen or change the card's own actions,
so unless it is read, none of them is claimed (``OwnTraits.unread``). "You may only play one
<this card> per turn / battle" is read: a restriction that no card of its title was played in
that period (``played_title``; unreported: unknown). Sentences that cannot touch the card's own
actions are set aside: triggered ones ("After ..."), abilities granted to players or other cards
(a new action, not this one), copying, deck building, Focus Effects, reminder text, and
those about Recruit or Equip alone (``traits_on_actions.about_plays_only``: "Equipping Weapons
is a Battle/Open action for you." changes the rulebook play, no printed action).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from model.abilities import Ability
from model.cardtext.attack_bonus_traits import bonus_kinds
from model.cardtext.attack_permissions import makes_attack, permission_kinds
from model.cardtext.clan_cost_instead import clan_gold_instead, with_clan_gold
from model.cardtext.grant_sentences import pure_grant
from model.cardtext.host_traits import attaches_or_brings, host_only
from model.cardtext.own_attack_widening import with_own_attack_widening
from model.cardtext.own_designators import MoreDesignators, with_more_designators
from model.cardtext.own_fear_bonus import with_fear_bonuses
from model.cardtext.own_printed_bonus import with_printed_bonuses
from model.cardtext.own_printed_bonus_when import with_printed_bonuses_when
from model.cardtext.presence_traits import presence_only
from model.cardtext.ring_discard_use import DISCARD_USE
from model.cardtext.target_words import NOUNS
from model.lazy_regex import Regex, lazy_regex
from model.past import Past, Period
from model.selectors import Condition

__all__ = [
    "ABILITIES_KEPT",
    "NEVER_ON_ACTIONS",
    "OwnTraits",
    "keyword_scope",
    "read_own_traits",
    "trait_sentences",
    "with_own_traits",
]

#: Words by which a trait may change what an action of its card needs.
_ABOUT_ACTIONS = lazy_regex(
    r"\babilit(?:y|ies)\b|\bactions?\b|\bplay (?:only )?one\b|\bonly play\b|\btargeted by\b"
    r"|\bonly\b[^.]*\bper (?:turn|battle|game)\b",
    re.IGNORECASE,
)
#: Trait sentences that change no action when it is announced: triggered ones (later
#: effects), copying, deck building, Focus Effects, an effect negated after its action is
#: announced (Abilities and actions: effects need not happen). Not a triggered one whose
#: trigger is announcing (or paying for) an action and whose effect relaxes that action's
#: restrictions, targets or costs ("After you announce a Terrain action: Once per battle, you
#: may ignore any of its restrictions ...": Good Faith counts effects that relax requirements);
#: the rulebook's Favor action (not modelled) aside.
NEVER_ON_ACTIONS = (
    r"^(?!(?:After|Before|When)\b(?![^:]*\brulebook\b)[^:]*\b(?:announc\w*|paying the cost)\b"
    r"[^:]*\baction\b"
    r"[^.]*\b(?:ignore|may target|restrictions?)\b)"
    r"(?:After|Before|When|Whenever|At the (?:start|end))\b"
    r"|\bafter (?:each time|resolving)\b"
    r"|\bwill not be copied\b|^Your deck may include\b|^As a Focus Effect\b"
    r"|^(?:(?:While|If) [^,]+, )?negate\b(?!.*\bprevent)"
)
#: "Fuyuko's abilities may not be removed.": a card's abilities kept from removal. It only makes
#: an effect removing them fail (Abilities and actions: effects need not succeed; FAQ, Imperial
#: Summons: the target stays legal), and no cost read removes abilities: it changes no action
#: when announced, its card's own or another's (h29adv1 F3)
ABILITIES_KEPT = (
    r"^(?:[A-Z][\w'-]+|This [A-Z]?[a-z]+)'s abilities (?:may not|cannot) be removed\.?$"
)
#: Sentences that can't change the card's own actions: those, what other players' actions may
#: do, the rulebook's actions (Favor, Equip, Kharmic).
_ASIDE = lazy_regex(
    NEVER_ON_ACTIONS
    + "|"
    + ABILITIES_KEPT
    + r"|^Other players(?:'|\b)|\brulebook\b|\bEquip (?:this|Weapons|as)\b"
    + r"|^The Personality this ability targeted\b"
    # a Ring used from the hand without cost: where its ability is used (``ring_discard_use``)
    + r"|^"
    + DISCARD_USE.pattern
    + r"$",
    re.IGNORECASE,
)
#: An ability granted ("You have the ability, "Open: ..."""), or several ("Your Kolat
#: Personalities have the abilities, "Limited: ..." and "Reaction: ...""): new actions, not this.
GRANTED = lazy_regex(
    r"\bha(?:ve|s) the abilit(?:y|ies),? [\"“][^\"”]*[\"”](?:(?:,|,? and) [\"“][^\"”]*[\"”])*",
    re.IGNORECASE,
)
#: A Strategy's actions are used by playing it (Reference 03: a Strategy is played from the
#: hand to use its ability): a trait about playing it ("You may not play this card if another
#: player has lower Family Honor than you.", "Spider Clan players may play this card paying 1
#: less Gold.") may change them (h30rev1: Dark Lord's Favor); so may one setting its Gold Cost,
#: paid to play it ("This card's Gold Cost equals the number of unbowed Personalities you
#: control.": Along the Coast at Midnight, a false legal paying nothing; "This card has -1 Gold
#: Cost if ..." is a stat change, ``solver.traits_in_play`` asks it of the play).
_PLAYING = lazy_regex(
    r"\b(?:play(?:s|ed|ing)?|playable)\b|\bGold Cost (?:equals|is)\b", re.IGNORECASE
)
_PLAY_ONE = lazy_regex(
    r"^You (?:may|can) only play one (?:copy of )?(?P<title>.+?) per (?P<per>turn|battle)\.?$",
    re.IGNORECASE,
)
#: a sentence ends before a capital, a parenthesis, a quote, or an icon keyword (":ranged: and
#: Honor gains ...", Ryouko Sensei; not a cost icon followed by its colon, ":bow::")
SENTENCE = lazy_regex(r"(?<=[.!?])\s+(?=[A-Z(\"“]|:[a-z]+:(?!:))")


@dataclass(frozen=True, slots=True)
class OwnTraits:
    """What the card's traits ask of its own actions: ``restriction`` (a condition each must
    meet when announced), ``unread`` (the first sentence not read that may change them)."""

    restriction: Condition | None = None
    unread: str | None = None
    #: sentences not read that speak only of actions with these keywords ("You may not take
    #: Political actions"): they change an action of the card only if it has one of them
    scoped: tuple[tuple[str, frozenset[str]], ...] = ()
    #: sentences not read about what attaches to the card ("Will only attach Followers whose
    #: abilities or traits destroy Fortifications."): they change an action of the card only
    #: if it may attach or bring a card (``model.cardtext.host_traits``)
    hosting: tuple[str, ...] = ()
    #: sentences permitting attacks of these kinds to target more ("Your Fear effects may
    #: target Items and Spells."): they change an action of the card only if it may make one
    #: (``model.cardtext.attack_permissions``)
    attacks: tuple[tuple[str, frozenset[str]], ...] = ()
    #: "This Holding's ability costs 1 Gold instead if you are a Dragon Clan player.": the
    #: sentence, the Gold and the Clan (``model.cardtext.clan_cost_instead``)
    gold_instead: tuple[str, int, str] | None = None
    #: "While <condition>, this Follower has ... its Fear has +N strength": (condition, N)
    #: (``model.cardtext.own_fear_bonus``)
    fear_bonuses: tuple[tuple[Condition, int], ...] = ()
    #: "Miiko's printed :ranged: has +1 strength for each ...": (attack kind, added term)
    #: (``model.cardtext.own_printed_bonus``)
    printed_bonuses: tuple[tuple[str, str], ...] = ()
    #: "Haniko has +1F, and her printed :ranged: has +1 strength, while she is attacking and
    #: opposed.": (attack kind, bonus, condition, sentence) (``own_printed_bonus_when``)
    printed_bonuses_when: tuple[tuple[str, int, Condition, str], ...] = ()
    #: "Tadaka need not bow for your Kiho or Spell actions.": a permission that can only drop a
    #: cost bowing the card, so it changes only its actions that have costs
    bow_relief: tuple[str, ...] = ()
    #: the card's title (whom "performed by Kahoku" names: ``own_attack_widening``)
    title: str = ""
    #: "This Strategy's ability is Battle/Engage if ...": (sentence, designators, condition)
    #: (``model.cardtext.own_designators``)
    more_designators: MoreDesignators | None = None


def trait_sentences(traits: Sequence[str], aside: Regex) -> Iterator[str]:
    """The sentences of trait paragraphs ``traits``, reminder text and granted abilities left
    out (Reference 03: reminder text has no rules of its own; a granted ability is a new
    action; a sentence that only grants one is skipped: ``grant_sentences.pure_grant``),
    skipping Invest costs and Gold production lines and the sentences ``aside`` matches."""
    for text in traits:
        if re.match(r"^(?:Invest\b|:bow::)", text.strip()):
            continue
        plain = GRANTED.sub("have it.", re.sub(r"\s*\([^()]*\)", "", text))
        for sentence in SENTENCE.split(plain.strip()):
            said = sentence.strip()
            if said and not aside.search(said) and not pure_grant(said):
                yield said


def read_own_traits(traits: Sequence[str], title: str, *, strategy: bool = False) -> OwnTraits:
    """The card's trait paragraphs ``traits`` as they bear on its own actions; ``strategy``: its
    actions are used by playing the card (a Strategy), so a sentence about playing it is one."""
    from model.cardtext.traits_on_actions import about_plays_only  # it reads this module

    limits: list[Condition] = []
    scoped: list[tuple[str, frozenset[str]]] = []
    hosting: list[str] = []
    attacks: list[tuple[str, frozenset[str]]] = []
    instead: tuple[str, int, str] | None = None
    relief: list[str] = []
    for said in trait_sentences(traits, _ASIDE):
        if instead is None and (found := clan_gold_instead(said)) is not None:
            instead = (said, *found)  # read per ability (``with_own_traits``)
            continue
        if (kinds := permission_kinds(said)) is not None:
            attacks.append((said, kinds))
            continue
        if _ABOUT_ACTIONS.search(said) and (kinds := bonus_kinds(said)) is not None:
            attacks.append((said, kinds))  # "Ranged Attacks from actions in this unit have +1
            continue  # strength": a bonus (``attack_bonus_traits``)
        if (m := _NEED_NOT_BOW.fullmatch(said)) and _names_self(m.group("who"), title):
            relief.append(said)  # "Tadaka need not bow for your Kiho or Spell actions."
            continue
        if about_plays_only(said):
            continue  # "Equipping Weapons is a Battle/Open action for you.": a Recruit or Equip
        if presence_only(said):
            continue  # "This action has Home while ...": presence only (``presence_traits``)
        if (m := _PLAY_ONE.fullmatch(said)) and _same(m.group("title"), title):
            per: Period = "turn" if m.group("per").lower() == "turn" else "battle"
            played = Past(event="played_title", period=per, title=_plain(title))
            limits.append(Condition(none_of=(Condition(past=played),)))
            continue
        plain = re.sub(r"\bAction Phase\b", "", said)
        if _ABOUT_ACTIONS.search(plain) or (strategy and _plays_itself(plain)):
            if host_only(said):  # what attaches to it (Reference 03): its attaching actions
                hosting.append(said)
                continue
            if (kinds := keyword_scope(said)) is None:
                return OwnTraits(unread=said)
            scoped.append((said, kinds))
    restriction = None
    if limits:
        restriction = limits[0] if len(limits) == 1 else Condition(all_of=tuple(limits))
    return OwnTraits(
        restriction=restriction,
        scoped=tuple(scoped),
        hosting=tuple(hosting),
        attacks=tuple(attacks),
        gold_instead=instead,
        bow_relief=tuple(relief),
        title=title,
    )


#: "You may not take Political actions", "Favor actions may not target Hoturi", "your Kiho or
#: Spell actions", "Favor abilities": every mention of actions or abilities names their
#: keywords (a designator may follow: "Favor Battle actions").
_SCOPED = lazy_regex(
    r"\b(?P<kws>[A-Z][a-z]+(?:(?:,| or| and|,? or)? [A-Z][a-z]+)*) "
    r"(?:(?:Battle|Open|Limited|Engage) )?(?:actions?|abilities|Actions)\b"
)


def keyword_scope(said: str) -> frozenset[str] | None:
    """The ability keywords a sentence's every mention of actions names, or None when one
    mention names none (or words that are not ability keywords)."""
    mentions = re.findall(r"\b(?:actions?|abilit(?:y|ies)|Actions)\b", said)
    found = [m.group("kws") for m in _SCOPED.finditer(said)]
    if not found or len(found) != len(mentions):
        return None
    words = {w.lower() for kws in found for w in re.findall(r"[A-Z][a-z]+", kws)}
    words -= {"battle", "open", "limited", "engage", "your", "other", "their", "each", "all"}
    if not words or words & set(NOUNS) or words & _NOT_KEYWORDS:
        return None  # "Spell actions", "Event actions": of a card type, not a keyword
    return frozenset(words)


#: Capitalised words before "actions" that are not ability keywords.
#: "Terrain actions": no ability prints Terrain as its keyword (Actions have the keywords of
#: their ability; Terrain is a keyword of cards), so they are the actions of Terrain cards.
_NOT_KEYWORDS = frozenset(
    {"players", "player", "his", "her", "its", "these", "this", "the", "terrain"}
)


#: "Tadaka need not bow for your Kiho or Spell actions.": the card itself, by a word of its title
#: (Costs and restrictions / Permissions: "need not" lifts a requirement, here bowing him; FAQ:
#: a Shugenja need not bow for a Spell unless it requires him to bow as a cost)
_NEED_NOT_BOW = lazy_regex(
    r"^(?P<who>[A-Z][\w'-]*) need not bow for (?:your|his) [^.]+ actions\.?$"
)


def _names_self(who: str, title: str) -> bool:
    """Is ``who`` a word of the card's name before its subtitle or Experienced level ("Tadaka"
    of "Isawa Tadaka, Seven Thunder • Experienced 2CW")?"""
    base = re.sub(r"\s*[•(,].*$", "", title).strip().lower()
    return len(who) > 2 and who.lower() in base.split()


def _plain(title: str) -> str:
    return " ".join(title.split())


def _same(named: str, title: str) -> bool:
    """Does ``named`` name this card's title (one without an Experienced level or subtitle)?"""
    own = _plain(title)
    return named.strip().lower() == own.lower() and not re.search(
        r"[•(]|\bexperienced\b", own, re.I
    )


def _plays_itself(said: str) -> bool:
    """Does the sentence speak of playing cards, not only other ones ("You may not play other
    Allegiance cards.": never this one)?"""
    plain = re.sub(r"\b(?:in|into|out of|from) play\b", "", said, flags=re.IGNORECASE)
    return bool(_PLAYING.search(plain)) and not re.search(
        r"\bplay (?:any )?other\b", plain, re.IGNORECASE
    )


def with_own_traits(ability: Ability, own: OwnTraits, text: str = "") -> tuple[Ability, str | None]:
    """``ability`` (printed ``text``; and its lenient reading) with the traits' restriction
    added, or marked not understood by the sentence not read (returned too)."""
    ability = with_fear_bonuses(ability, own.fear_bonuses)  # its Fear raised (own_fear_bonus)
    ability = with_printed_bonuses(ability, own.printed_bonuses)  # (own_printed_bonus)
    ability = with_printed_bonuses_when(ability, own.printed_bonuses_when)
    if own.more_designators is not None:  # "This card's ability is Battle/Open if ..."
        widened = with_more_designators(ability, own.more_designators)
        if widened is None:
            said = own.more_designators[0]
            return replace(ability, not_understood=(said,)), said
        ability = widened
    if own.gold_instead is not None:  # "costs 1 Gold instead if you are a Dragon Clan player"
        said, gold, clan = own.gold_instead
        changed = with_clan_gold(ability, gold, clan)
        if changed is None:
            return replace(ability, not_understood=(said,)), said
        ability = changed
    attacks = own.attacks
    for said, _ in own.attacks:  # "Your Fear effects may target Items and Spells."
        if (wider := with_own_attack_widening(ability, said, own.title)) is not None:
            ability, attacks = wider, tuple(a for a in attacks if a[0] != said)
    unread = (
        own.unread
        or next((said for said, kinds in own.scoped if kinds & set(ability.keywords)), None)
        or next((said for said in own.hosting if attaches_or_brings(ability, text)), None)
        or next((said for said, kinds in attacks if makes_attack(ability, kinds)), None)
        or next((said for said in own.bow_relief if ability.costs or ability.read_costs), None)
    )
    if unread is not None:
        lenient = None
        if unread in (said for said, _ in own.attacks):
            # a permission can only allow: the solver may still settle a legal strict reading
            # (``solver.own_attack_permission``), which keeps its second reading
            lenient = ability.lenient
        return replace(ability, not_understood=(unread,), lenient=lenient), unread
    if own.restriction is None:
        return ability, None
    lenient = ability.lenient
    if lenient is not None:
        lenient = replace(lenient, condition=_and(lenient.condition, own.restriction))
    return replace(
        ability, condition=_and(ability.condition, own.restriction), lenient=lenient
    ), None


def _and(had: Condition | None, more: Condition) -> Condition:
    return more if had is None else Condition(all_of=(had, more))
