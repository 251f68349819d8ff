"""Trait sentences about one card's own printed ability (Abilities and actions: "Each ability
on each separate source is a separate ability"): "Compassion: Kinshikirai's printed ability
has no Gold Cost.", "Keisuke's printed ability has Tireless while ...", "This Follower's
printed ability has no bow cost.", "You may use this Holding's printed ability one additional
time per turn ...", "Compassion: You may use Harudei's printed ability an additional time per
turn." (h28adv2 F2), "You may discard this Ring from your hand to use its ability without
cost.". Such a sentence changes the actions of its own card only, never another card's
(h25adv2 F8, N1; h25adv1 F4): ``solver.traits_in_play`` does not doubt other cards' actions by
it. A sentence that goes on to name anything more ("and your other abilities ...") is not one.
"""

from __future__ import annotations

import re

from model.cardtext.host_traits import HOST_MORE as _HOST_MORE
from model.cardtext.host_traits import HOST_ONLY as _HOST_ONLY
from model.cardtext.own_printed_bonus_when import SENTENCE as _PRINTED_BONUS
from model.cardtext.own_traits import ABILITIES_KEPT
from model.lazy_regex import lazy_regex
from solver.challenge_scope import own_challenge_refusal

__all__ = [
    "OWN_ATTACH_PERFORM",
    "abilities_kept",
    "about_own_ability",
    "own_actions_only",
    "own_host_only",
    "own_performer",
]

_KIND = r"(?:card|Personality|Follower|Item|Spell|Holding|Ring|Stronghold|Sensei|Region|Celestial)"
#: the sentence's subject, the card's own ability: "<Name>'s printed ability", "This
#: Follower's printed ability", "this Holding's printed ability"; group "who" the name
_OWN = lazy_regex(
    rf"^(?:[A-Z][a-z]+: )?(?:"
    rf"(?P<who>This {_KIND}|[A-Z][\w'-]+)'s (?:printed )?ability (?:has|is|gains)\b"
    rf"|You may use (?P<who2>this {_KIND}|[A-Z][\w'-]+)'s (?:printed )?ability "
    rf"(?:one |an )?additional times? "
    rf"per (?:turn|game|battle)\b"
    rf"|You may discard (?P<who3>this {_KIND}) from your hand to use its "
    rf"(?:[A-Z][a-z]+ )?ability\b"
    # "Compassion: Ignore the cost of bowing Rumiko for her printed ability." (h29adv1 F5)
    rf"|Ignore the cost of bowing (?P<who4>this {_KIND}|[A-Z][\w'-]+) for "
    rf"(?:his|her|its) (?:printed )?ability\b)"
)
#: words that would make the sentence reach beyond its own ability
_MORE = lazy_regex(r"\b(?:other|abilities|actions?|each player|all|any)\b|;", re.IGNORECASE)


def own_printed_bonus(said: str, title: str) -> bool:
    """Is ``said`` "<Name> has +1F, and her printed :ranged: has +1 strength, while ..." (Utaku
    Haniko) of the card titled ``title``, its name a word of that title: its attack part is its
    own printed ability's (h44adv5 N1)?"""
    m = _PRINTED_BONUS.fullmatch(said.strip())
    name = None if m is None else rf"(?<![\w'-]){re.escape(m['name'])}(?![\w'-])"
    return name is not None and re.search(name, title) is not None


def about_own_ability(said: str, title: str) -> bool:
    """Is ``said``, a trait sentence of the card titled ``title``, only about that card's own
    printed ability (its subject the card itself, named or "this <type>")?"""
    if own_printed_bonus(said, title):
        return True  # its stat part is a quality (``model.own_printed_bonus_stats``)
    if own_actions_only(said):
        return True  # "he may perform this card's Battle action even if ..." (h45adv4)
    m = _OWN.match(said.strip())
    if m is None:
        return False
    who = m.group("who") or m.group("who2") or m.group("who3") or m.group("who4")
    if not who.lower().startswith("this "):
        words = {w for w in title.replace("•", " ").replace(",", " ").split() if len(w) > 2}
        if who not in words:
            return False  # another card's name
    return _MORE.search(said[m.end() :]) is None


#: "Keisho will not attach Spells with Focus Value greater than her Chi.", "The Ninja
#: Shapeshifter will only attach Ninja Followers.": the same, its subject a name (group "who")
#: that must be its own card's (a keyword's "Shugenja may attach and cast Spells." is not)
_NAMED_HOST = lazy_regex(
    r"^(?P<who>[A-Z][\w'-]+(?: [A-Z][\w'-]+)*) (?:will|can|may) (?:only |not )?attach (?!to\b)"
)

#: a named sentence that also gives its card something ("Tsukimi can attach Spells and has
#: Shugenja while she has a Spell."): not about attaching alone
_NAMED_MORE = lazy_regex(r"\b(?:has|have|gains?|gets?|is|are|counts?)\b")


def _names_itself(who: str, title: str) -> bool:
    """Is ``who`` the card titled ``title`` (its title before any subtitle, or a word of it)?"""
    base = title.split("•", 1)[0].split(",", 1)[0].strip()
    words = {w for w in base.split() if len(w) > 2 and w not in {"The", "of", "the"}}
    return who == base or who in words


def own_host_only(said: str, title: str | None = None) -> bool:
    """Is ``said`` a Personality's sentence about what attaches to it alone (``_HOST_ONLY``; or,
    given its card's ``title``, with that card's name as subject: ``_NAMED_HOST``, or its own
    refusal of challenges and attachments, "Will not attach Followers or issue challenges.",
    Kakita Yoshi: ``solver.challenge_scope``; it restricts the card as a host and a challenger,
    never its entering play, Costs and restrictions / Restrictions; h41adv3 N1)?"""
    text = said.strip()
    if title is not None and own_challenge_refusal(text, title):
        return True
    m = _HOST_ONLY.match(text)
    if m is None and title is not None:
        named = _NAMED_HOST.match(text)
        own = named is not None and _names_itself(named.group("who"), title)
        m = named if own and _NAMED_MORE.search(text) is None else None
    return m is not None and _HOST_MORE.search(text[m.end() :]) is None


#: "Natsune may not perform Spell or Kiho actions.": a restriction on the card itself as the
#: performer of actions (Abilities and actions: the performer is the player's own Personality),
#: so only its controller's actions (h28adv1 N6)
_PERFORMER = lazy_regex(r"^(?P<who>[A-Z][\w'-]+) (?:may not|cannot) perform [^.;]+\.?$")


def own_performer(said: str, title: str) -> bool:
    """Is ``said`` the card's own "<its name> may not perform ..." restriction?"""
    m = _PERFORMER.match(said.strip())
    words = {w for w in title.replace("•", " ").replace(",", " ").split() if len(w) > 2}
    return m is not None and m.group("who") in words


_KEPT = lazy_regex(ABILITIES_KEPT)


#: "May attach to and be performed by an Enlightened Personality as if he were a Shugenja."
#: (Mantle of Flame): subject-less, its own card's attaching and performing alone (h29adv2 F12)
OWN_ATTACH_PERFORM = lazy_regex(
    r"^May attach to and be performed by an? [\w' -]+? as if (?:he|she|they) (?:were|was) "
    r"an? [A-Z][a-z]+\.?$"
)


def abilities_kept(said: str) -> bool:
    """Can ``said`` change no other card's action: "Fuyuko's abilities may not be removed."
    (``ABILITIES_KEPT``: it only makes an effect removing them fail, Abilities and actions:
    effects need not succeed, and no cost read removes abilities; h29adv1 F3), or its own card's
    "May attach to and be performed by ... as if he were a Shugenja." (``OWN_ATTACH_PERFORM``:
    where it attaches and who performs its own abilities; h29adv2 F12)?"""
    return _KEPT.fullmatch(said.strip()) is not None or bool(OWN_ATTACH_PERFORM.match(said.strip()))


#: a card's own ability or action named by its card ("this card's Battle action", "this
#: Holding's actions", "this Item's printed ability"); not a Personality's or Shugenja's, whose
#: "actions" may be the ones he performs (Abilities and actions: the performer)
_OWN_MENTION = lazy_regex(
    r"\b[Tt]his (?:card|Holding|Item|Spell|Follower|Ring|Region|Celestial|Stronghold|Sensei"
    r"|Strategy|Event)'s (?:printed )?(?:(?:Battle|Open|Limited|Engage)(?:/\w+)? )?$"
)
_MENTION = lazy_regex(r"\b(?:actions?|abilit(?:y|ies))\b", re.IGNORECASE)


def own_actions_only(said: str) -> bool:
    """Does ``said``, a trait sentence of a card, name actions only as that card's own ("If this
    Shugenja is Water, he may perform this card's Battle action even if it is in your home.",
    "You may take this Holding's actions during a battle at any battlefield ...")? Each ability
    on each source is a separate ability (Abilities and actions), so such a sentence, read or
    not, changes no other card's action."""
    mentions = list(_MENTION.finditer(said))
    return bool(mentions) and all(_OWN_MENTION.search(said[: m.start()]) for m in mentions)
