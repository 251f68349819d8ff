"""What a card's text says about its own cost to enter play (Costs and restrictions / Changes to
costs and payments; Reference 03, attachments), read fail-closed.

Read: "[This card | its title or one of its names] enters play (paying | for) N less/more Gold",
alone, "if <condition>" (the conditions the Gold production reader knows: "you are a Lion Clan
player", "you control a Courtier", Family Honor, ...), or "for each <cards you control>", with
"up to N less Gold"; "(Attaches | Equips) to <a Personality, as "Will only attach to" reads it>
(for | paying) N less Gold" (a change for that host only: ``EnteringChange.host``). Everything
else that speaks of a card's cost to enter play, of Recruiting it, or of where it may attach
("Cannot attach to a Scorpion Clan Personality", "you Recruit X for 5 less Gold") is kept as
not understood: about the card itself (``CardDef.entering_unread``) or about other cards ("Your
Holdings enter play for 1 less Gold": ``CardDef.grants_unread``). Sentences that follow
entering play ("After Hotako enters play: Lose 2 Honor") and reminder text in parentheses are
not about its cost.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from model.cards import EnteringChange
from model.cardtext.split import is_reminder, split_printed
from model.common import CLANS, CardType, clan_word
from model.lazy_regex import lazy_regex
from model.oracle.entering_have import have_kind
from model.oracle.entering_or import another_of_its_name, each_of_two, either
from model.oracle.entering_own import own_entering
from model.oracle.host_ignoring import host_ignoring
from model.oracle.host_stats import host_with_stats
from model.oracle.joint_conditions import joint_condition
from model.oracle.production_history import _period
from model.oracle.production_terms import _condition, _count, _per_card, _Unmodelled
from model.past import Past
from model.selectors import Condition, Controller, CountAtLeast, Selector

__all__ = ["EnteringReading", "action_play_reductions", "not_own", "read_entering"]


@dataclass(frozen=True, slots=True)
class EnteringReading:
    """The changes read, and the sentences not understood (about the card, about others)."""

    changes: tuple[EnteringChange, ...] = ()
    unread: tuple[str, ...] = ()
    grants_unread: tuple[str, ...] = ()
    #: "Will only attach to a Crane Clan Personality": the Personalities it may attach to
    #: (``AttachRules.only_to``; Reference 03, attachments)
    only_to: Selector | None = None
    #: "Cannot attach Followers or Items." (of a Personality): the types and keywords of the
    #: attachments it cannot take (``CardDef.takes_no``; Reference 03, attachments)
    takes_no: tuple[str, ...] = ()
    #: the sentence read as ``only_to`` ("Will only Equip to a Crane Clan Personality." names
    #: Equip: not also an unread trait on the play)
    only_to_text: str | None = None
    #: its sentences certainly about its own cost to enter play ("Enters play paying 1 less
    #: Gold ...", "<its name> enters play for 2 less Gold if ..."), read or not: no reduction
    #: of another payment (``CardDef.reductions_unread`` leaves them out)
    own_texts: tuple[str, ...] = ()
    #: "Will only attach to a Personality with 3 or greater Force": the comparisons on the
    #: host beside ``only_to`` ("host.force >= 3"; ``model.oracle.host_stats``)
    only_to_where: tuple[str, ...] = ()


_NUMBER = r"(?:\d+|one|two|three|four|five|six)"
_SELF = lazy_regex(
    r"^(?:(?P<subj>.+?) )?(?:also )?enters? play "
    rf"(?:paying |for )(?P<n>{_NUMBER}) (?P<dir>less|more) gold(?P<tail>.*)$"
)
#: "This Fortification enters play bowed and, if your Sensei is Brotherhood Sensei, for 2 less
#: Gold." (Protected Temple): a Holding enters play bowed anyway (Reference 03), so only the cost
#: change is read
_BOWED_IF = lazy_regex(
    r"^(?P<subj>this (?:holding|fortification)) enters play bowed and,(?P<tail> if .+?), "
    rf"(?:paying |for )(?P<n>{_NUMBER}) (?P<dir>less|more) gold$"
)
_FOR_EACH = lazy_regex(rf"^ for each (?P<what>.+?)(?:, up to (?P<max>{_NUMBER}) less gold)?$")
#: A sentence about a cost to enter play (with a direction) or about where a card may attach.
_COST_WORDS = lazy_regex(
    r"\b(?:enters? play|entering play|recruit\w*|attach\w*|equip\w*|joins? you|brings?)\b"
    r".*\b(?:less|more) gold\b"
    r"|(?<!\w)[+-]\d+ gold cost\b|(?<!\w)-\d+ ?gc\b"
    r"|\bignoring (?:its |his |her |their )?gold costs?\b"
    r"|\bno gold cost\b|\bgold cost (?:will not|cannot|may not) be\b|\bminimum gold cost\b"
    r"|\b(?:\d+|one|two) (?:less|more) gold\b"
    # "Items attaching to Hyakute will not have their costs reduced.", "This Holding's cost will
    # not be increased or decreased."
    r"|\bwill not have (?:their|its) (?:gold )?costs? (?:reduced|increased|changed)\b"
    r"|\bcosts? (?:will not|cannot|may not) be (?:reduced|increased|decreased|changed)\b"
    # "You do not pay the extra two Gold for bringing Personalities ... into play" (Alliance:
    # the Clan Honor Rule's Gold), "he costs 2 more Gold to Recruit"
    r"|\bextra (?:two|2) gold\b|\bcosts? \d+ (?:more|less) gold\b",
)
#: "Will only attach to a Crane Clan Personality", "Can only attach to a Samurai", "Will only
#: Equip to a Crane Clan Personality" (Equip is attaching from the hand, Reference 03: the
#: card's own limit on its hosts, read as the other Celestial Swords print it, "attach")
#: "this follower is also considered a spell" (Okui)
ALSO_SPELL_WORDS = r"this (?:follower|item) is also considered (?:to be )?an? spell"
_ALSO_SPELL = lazy_regex(rf"^{ALSO_SPELL_WORDS}$")
_ONLY_ATTACH = lazy_regex(r"^(?:will|can|may) only (?:attach|equip) to (?P<who>an? .+)$")
#: "Attaches to a Courtier for 2 less Gold.", "Equips to a Mantis Clan Personality for 1 less
#: Gold.": a change to its own cost that depends on the host (``EnteringChange.host``)
_HOST_LESS = lazy_regex(
    rf"^(?:attaches|equips) to (?P<who>an? .+?) (?:for|paying) (?P<n>{_NUMBER}) less gold$"
)
#: "Attaches to Hida Chiyurei paying 2 less Gold.", "Equips to Akodo Kano for 1 less Gold.": a
#: host named by its title (two or more capitalised words; every Experienced level, Reference 02)
_HOST_NAMED = lazy_regex(
    r"^(?:Attaches|Equips) to (?P<who>[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)+) (?:for|paying) "
    r"(?P<n>\d+|one|two|three|four) less Gold\.?$"
)
#: "Will not attach to a Shadowlands Personality" (Inevitable Victory): an attachment attaches
#: to a Personality (Reference 03, attachments), so it will only attach to one without that keyword
_NOT_ATTACH = lazy_regex(r"^(?:will not|cannot) attach to (?P<who>an? .+)$")
#: "Will not attach to a :shadowlands: Personality." (Ketsuen, Yamigatai as the set files print
#: them): the keyword icon is the keyword (h29adv2 F9)
_ICON_KEYWORD = lazy_regex(r":(shadowlands):")
#: "Cannot attach Followers or Items.", "Cannot attach Armor or Followers." (not "Cannot attach
#: to ...": the attachment's own)
_TAKES_NO = lazy_regex(
    r"^(?:cannot|will not) attach (?!to\b)(?P<what>[a-z]+(?:(?:, | or |, or )[a-z]+)*?)"
    # "Cannot attach Followers or Items, or be dishonored." (Celestial Dragon, Guardian of
    # Tengoku): the prevention is the card's own, kept with ``CardDef.prevents_unread``
    # (``model.oracle.export``); an effect's choice to dishonor it stays legal (Effects / Choices)
    r"(?:, or be (?:dishonored|bowed|destroyed|discarded|moved))?$"
)
#: the words it names, as the card data writes types and keywords
_ATTACHMENT_WORDS = {
    "followers": "follower",
    "items": "item",
    "spells": "spell",
    "armor": "armor",
    "weapons": "weapon",
    "cards": "card",  # "Will not attach cards.": any attachment
}
#: A sentence of a Personality about what may attach to it ("Will not attach non-Ninja
#: Followers.", "Hikayo's Weapons must be Heavy Weapons.", "Followers must be Ninja."): not read
#: unless ``takes_no`` reads it; the solver asks it of every card attaching to it.
HOST_WORDS = lazy_regex(
    r"\battach|\b(?:followers|items|weapons|spells|armor)\b[^.]*\bmust be\b", re.IGNORECASE
)
_RESTRICTION_WORDS = lazy_regex(
    r"\b(?:will|can|may) only (?:attach|equip) to\b"
    r"|\b(?:attaches|equips) (?:only )?to\b"
    r"|\b(?:cannot|will not) (?:attach|be recruited|enter play|be brought into play)\b"
    r"|\bmay not (?:attach|be recruited|enter play|be brought into play)\b"
    r"|\bhonor requirements?\b"
    # "Daitsu will only attach one Weapon.", "May attach to a Personality with exactly one
    # Weapon.", "Tsukimi can attach Spells": what may attach, beyond "only attach to"
    r"|\bonly attach\b|\b(?:may|can) attach\b"
    # "Will only enter play from a province.", "will not join a Spider Clan player", "Reduce
    # the Gold cost to Equip this Follower by ...", "ignore the Gold cost of Equipping"
    r"|\bonly enter play\b|\b(?:will not|cannot|may not) join\b"
    # "Hoshi is considered aligned to the Brotherhood of Shinsei when checking the Loyal
    # restriction." (Reference 03, Loyal): kept, never dropped (h28adv3 N10)
    r"|\bloyal restriction\b"
    # "This Follower is also considered a Spell." (Okui): a card type its Equip's host rule may
    # read (Reference 03: Spells attach to Shugenja) — kept, never dropped (h29traits)
    r"|\bconsidered (?:to be )?(?:both )?(?:an? )?(?:spell|item|follower|personality|holding)s?\b"
    r"|\bgold cost (?:to|of) (?:equip|recruit)\w*\b"
    r"|\b(?:followers|items|weapons|spells|armor)\b[^.]*\bmust be\b"
    # "As an additional cost of En'you entering play, either remove a card ... or destroy ..."
    # (Costs and restrictions / Mandatory costs: "any other costs of entering play listed in
    # its traits")
    r"|\bcosts? of\b[^.]*\b(?:entering|enters?) play\b"
    # "Will not be controlled by a Scorpion Clan player." (who may bring it into play under his
    # control), "This Item is considered The Broken Sword of the Scorpion for deck construction
    # and checking the Unique restriction.", "Hoshi is considered aligned to the Brotherhood of
    # Shinsei when checking the Loyal restriction.": restrictions on entering play (h28adv3 F1,
    # F2; README "Unique / Singular", Loyal)
    r"|\bwill not be controlled\b|\b(?:can|may) only be controlled by (?!(?:his|her|its) owner)"
    r"|\bconsidered\b[^.]*\b(?:unique|loyal) restriction\b"
    # "Will only join a Shadowlands Horde player.", "You must discard the Imperial Favor for this
    # Holding to enter play." (census of set-aside traits, h28silent)
    r"|\b(?:will|can|may) only join\b|\bmust\b[^.]*\bto enter play\b"
    # "Bringing this card into play has the additional cost, "Discard the Imperial Favor."",
    # "Recruiting Sanru has the additional cost, ...", "Ianwa has the addition cost, "Discard
    # your hand" to enter play." (h29silent2 census: set aside with no doubt)
    r"|\b(?:bringing|recruiting|equipping)\b[^.]*\bhas the additional cost\b"
    r"|\bhas the addition(?:al)? cost\b[^.]*\bto enter play\b"
)
#: "As an additional cost of En'you entering play, ...": a cost of whose entering play
_COST_OF = lazy_regex(r"^as an? (?:additional )?cost of (?P<subj>.+?) entering play\b")
_AFTER = lazy_regex(
    r"^(?:after|when(?! (?:recruiting|equipping|paying|bringing)\b)|whenever|before|once"
    r"|if .* enters play, )\b"
)
#: "You Recruit Kanpeki for :g2: less for each Province destroyed this game.": its own Recruit
_RECRUIT_SELF = lazy_regex(r"^you (?:may )?recruit (?P<subj>[a-z][a-z' -]*?) (?:for|paying)\b")
#: the Gold icon in words: ":g2: less" -> "2 less gold", ":g2:" -> "2 gold" (h28adv2 F7: the
#: icon kept Kanpeki's own reduction from being seen at all)
_ICON = lazy_regex(r":g(\d+):(?P<dir> (?:less|more))?(?: gold\b)?")


#: "you recruit kanpeki for 2 less gold for each province destroyed this game"; "you may
#: recruit keirei for 1 less gold if you are spider clan" (the player takes it or not)
_RECRUIT_LESS = lazy_regex(
    rf"^you (?:may )?recruit (?P<subj>[a-z][a-z' -]*?) for (?P<n>{_NUMBER}) (?P<dir>less|more) gold"
    r"(?P<tail>.*)$"
)
#: "province destroyed this game": every player's Provinces (``EnteringChange.per_past``)
_PAST_EACH = lazy_regex(r"province destroyed this (?P<period>game|turn)")


def _recruit_change(low: str, title: str, sentence: str) -> EnteringChange | None:
    """ "You Recruit <itself> for N less Gold[ <tail>]" as a change to its Recruit only, the
    tail read as for "enters play" (``_change``); None: not read."""
    m = _RECRUIT_LESS.fullmatch(low)
    if m is None or not _is_self(m.group("subj"), title):
        return None
    sign = -1 if m.group("dir") == "less" else 1
    try:
        change = _change(m.group("tail"), sign * _count(m.group("n")), title, sentence)
    except (_Unmodelled, KeyError):
        return None
    return replace(change, recruit_only=True)


def _icon_gold(low: str) -> str:
    return _ICON.sub(lambda m: f"{m.group(1)}{m.group('dir') or ''} gold", low)


_CLAN_PLAYER = lazy_regex(r"^you are an? ([a-z' ]+?) clan player$")
_CLAN_SHORT = lazy_regex(r"^you are (?:an? )?([a-z' ]+?)(?: clan)?(?: player)?$")
#: "if another player is Scorpion Clan" (Doji Natsuyo): another player's Clan Alignment
_ANOTHER_CLAN = lazy_regex(r"^another player is (?:an? )?([a-z' ]+?) clan(?: player)?$")
_SELF_WORDS = frozenset(
    {"this card", "this holding", "this personality", "this follower", "this item", "this spell"}
    | {"this region", "this ring", "this ancestor", "this fortification", "he", "she", "it"}
)


def _is_self(subject: str | None, title: str) -> bool:
    """Is the sentence's subject the card itself (``None``: no subject, "Enters play ...")?"""
    if subject is None or subject in _SELF_WORDS:
        return True
    name = title.split(" • ", 1)[0].casefold()
    words = set(re.findall(r"[a-z'-]+", name))
    return subject == name or (" " not in subject and subject in words)


_SELF_START = lazy_regex(
    r"^(?:this (?:card|holding|personality|follower|item|spell|region|fortification|ring|"
    r"ancestor|stronghold|sensei)\b(?! has the ability)|enters? play\b|(?:attaches|equips)\b"
    r"|(?:cannot|may not|will not) attach\b|(?:he|she|it)\b|while you are\b|if you\b"
    r"|will not be controlled\b|(?:can|may) only be controlled by\b|will only join\b"
    r"|you must [^.]*\bfor this (?:card|holding|personality|follower|item|spell) to enter play\b)"
)


def _about_self(low: str, title: str) -> bool:
    """Is a sentence's subject the card itself ("This Item has -1 Gold Cost", "Attaches to ...",
    "Tomoe enters play ...")? Otherwise it speaks of other cards ("Your Spells ...")."""
    if _SELF_START.match(low):
        return True
    words = set(re.findall(r"[a-z'-]+", title.split(" • ", 1)[0].casefold()))
    if (b := _BRINGING.match(low)) is not None:  # "Recruiting Sanru has the additional cost"
        who = b.group("who")
        return who.startswith("this ") or (who in words and who not in _COMMON)
    first = re.match(r"[a-z'-]+", low)
    return first is not None and first.group(0) in words and first.group(0) not in _COMMON


#: "Bringing this card into play has the additional cost, ...", "Recruiting Sanru has ..."
_BRINGING = lazy_regex(
    r"^(?:bringing|recruiting|equipping) (?P<who>this [a-z]+|[a-z'-]+)(?: into play)? "
    r"has the additional cost\b"
)

#: Words of a title that also start ordinary sentences.
_COMMON = frozenset({"the", "a", "an", "your", "of", "this"})


#: "Geisha (not Geisha House) you control" (Hanamachi): the cards named, other than any card of
#: that title.
_BUT_NOT_TITLE = lazy_regex(r"(?P<noun>[^()]+?) \(not (?P<title>[^()]+)\)(?P<rest>(?: [^()]*)?)")


def _but_not_title(what: str) -> tuple[str, str | None]:
    """``what`` without a "(not <Title>)" after its noun, and that title (None: none)."""
    m = _BUT_NOT_TITLE.fullmatch(what)
    if m is None:
        return what, None
    return m.group("noun") + m.group("rest"), m.group("title").strip()


def _if(text: str, title: str) -> Condition:
    """The condition after "if": the player's clan ("a Brotherhood of Shinsei player" too),
    another player's ("another player is Scorpion Clan"), "you do not control another <its name>",
    "you have (a|no) Wind" (``entering_have``), "your Sensei is <a Sensei's title>", or a
    condition the Gold production reader knows; two of them joined by "and"
    (``joint_conditions``)."""
    if (both := joint_condition(text, lambda t: _if(t, title))) is not None:
        return both  # "you are a Naga player and have no Personalities in play" (h44adv3 P22)
    clan = _CLAN_PLAYER.fullmatch(text) or _CLAN_SHORT.fullmatch(text)
    if clan is not None:  # the player's Clan Alignment (Reference 02)
        word = clan_word(clan.group(1))
        if word not in CLANS:
            raise _Unmodelled(f"{clan.group(1)!r} is not a clan")
        return Condition(your_clan=word)
    if (other := _ANOTHER_CLAN.fullmatch(text)) is not None:  # (Reference 02, as above)
        if clan_word(other.group(1)) not in CLANS:
            raise _Unmodelled(f"{other.group(1)!r} is not a clan")
        return Condition(another_clan=clan_word(other.group(1)))
    if (another := another_of_its_name(text, title)) is not None:
        return another
    if (kind := have_kind(text)) is not None:  # "if you have no Wind" (Reference 02)
        return kind
    if m := re.fullmatch(r"your sensei is (?P<t>[a-z][a-z' -]* sensei)", text):
        # "if your Sensei is Brotherhood Sensei": a Sensei of that title you control (every
        # Sensei title but one ends in "Sensei": a shorter name is not read)
        sensei = Selector(
            type=(CardType.SENSEI,), title_version=m.group("t"), controller=Controller.YOU
        )
        return Condition(control=CountAtLeast(select=sensei))
    return _condition(text)


def _change(tail: str, gold: int, title: str = "", sentence: str = "") -> EnteringChange:
    """The tail after "N less Gold": nothing, "if <condition>" (or a disjunction:
    ``entering_or``), "for each <cards>"."""
    if tail == "":
        return EnteringChange(gold=gold)
    if m := re.fullmatch(r" if (.+)", tail):
        text = m.group(1)
        try:
            return EnteringChange(gold=gold, condition=_if(text, title))
        except (_Unmodelled, KeyError):
            got = either(text, lambda t: _if(t, title))
            if got is None:
                raise
        condition, unread = got
        return EnteringChange(gold=gold, condition=condition, partial=sentence if unread else None)
    if (m := _FOR_EACH.fullmatch(tail)) and (
        past := _PAST_EACH.fullmatch(m.group("what"))
    ) is not None:
        if m.group("max"):
            raise _Unmodelled(f"cannot read {tail.strip()!r}")
        # "for each Province destroyed this game": every player's, as the state's ``past``
        # reports them (``EnteringChange.per_past``); not reported: not understood then
        counted = Past(event="province_destroyed", period=_period(past.group("period")))
        return EnteringChange(gold=gold, per_past=counted, partial=sentence)
    if m := _FOR_EACH.fullmatch(tail):
        if (two := each_of_two(m.group("what"))) is not None and not m.group("max"):
            # "each Shadowlands Follower and Personality you control": sure only while both
            # readings count the same (``entering_or``)
            select, sure = two
            return EnteringChange(gold=gold, condition=sure, per_card=select, partial=sentence)
        what, not_title = _but_not_title(m.group("what"))
        others = re.fullmatch(r"(?P<x>[a-z][a-z' -]*?) other players control", what)
        if others is not None:  # "for each Farm other players control": not yours
            per = _per_card(f"{others.group('x')} in play", 1)
            per = replace(per, select=replace(per.select, controller=Controller.OPPONENT))
        else:
            per = _per_card(what, 1)
        select = per.select
        if not_title is not None:
            if select.not_title is not None:
                raise _Unmodelled(f"cannot read {tail.strip()!r}")
            select = replace(select, not_title=not_title)
        most = _count(m.group("max")) if m.group("max") else None
        return EnteringChange(gold=gold, per_card=select, max=most)
    raise _Unmodelled(f"cannot read {tail.strip()!r}")


#: An action's prefix ("Battle:", "Political Battle/Open:", ":bow::", "Limited, :g2::").
_ACTION_START = lazy_regex(
    r"^(?:[A-Z][a-z]+(?:[ /][A-Z][a-z]+)*(?:, ?:\w+:)*|:\w+:(?:, ?:\w+:)*)\s*:(?!\w)"
)
#: Bold prefixes of traits that take effect only sometimes (not actions).
_KEYWORD_TRAITS = frozenset({"courtesy", "compassion", "duty", "sincerity", "loyalty"})
_BARE_KEYWORD_TRAIT = lazy_regex(r"^(Courtesy|Compassion|Duty|Sincerity|Loyalty)\s*:\s*", re.I)
_SPLIT = lazy_regex(r"(?<=[.!?])\s+(?=[A-Z(\":])")


def read_entering(text: str | Sequence[str] | None, title: str) -> EnteringReading:
    """Read what ``text`` (the card's HTML-ish text) says about its cost to enter play. Only
    traits are read: an action's effects ("Bring him into play, paying 2 less Gold") are the
    ability importer's."""
    changes: list[EnteringChange] = []
    unread: list[str] = []
    grants: list[str] = []
    only_to: Selector | None = None
    only_to_text: str | None = None
    only_to_where: tuple[str, ...] = ()
    own: list[str] = []
    takes_no: list[str] = []
    texts: list[str] | str = text if isinstance(text, str) else list(text or ())

    def is_self(subject: str) -> bool:
        return _is_self(subject, title) or subject == "this follower"

    for para in split_printed(texts):
        if is_reminder(para):
            continue
        keyword_trait = para.prefix is not None  # "Courtesy: ..." and other keyword traits
        if keyword_trait and (para.prefix or "").lower() not in _KEYWORD_TRAITS:
            continue  # an action
        prefix = para.prefix
        for sentence in (s.strip() for s in _SPLIT.split(para.body)):
            if (bare := _BARE_KEYWORD_TRAIT.match(sentence)) is not None:
                # "Courtesy: Nishigori enters play for 1 less Gold." printed without bold
                keyword_trait, prefix = True, bare.group(1)
                sentence = sentence[bare.end() :]
            elif _ACTION_START.match(sentence):
                break  # an action printed without a line break: the importer's
            if not sentence or sentence.startswith("("):
                continue  # reminder text
            low = _icon_gold(sentence.lower().rstrip(".").strip())
            if _AFTER.match(low):
                continue
            mine = None if keyword_trait else own_entering(low, sentence, is_self)
            if mine is not None:
                own.append(sentence)  # its own entering play: read, else unread (never dropped)
                if isinstance(mine, str):
                    unread.append(mine)
                else:
                    changes.append(mine)
                continue
            if not _COST_WORDS.search(low) and not _RESTRICTION_WORDS.search(low):
                continue
            if re.search(r"\bproduc", low):
                continue  # Gold production: the production reader's
            if _ALSO_SPELL.fullmatch(low) is not None and not keyword_trait:
                # "This Follower is also considered a Spell." (Okui): Spells attach only to
                # Shugenja (Reference 03), so its hosts are Shugenja; what else a Spell is
                # stays unread (``solver.also_spell``)
                if only_to is None:
                    only_to = Selector(type=(CardType.PERSONALITY,), keyword=("shugenja",))
                unread.append(sentence)
                continue
            if (only := _ONLY_ATTACH.fullmatch(low)) is not None and not keyword_trait:
                got = _only_to(only.group("who"), title)
                stats = None if got is not None else host_with_stats(only.group("who"), title)
                if stats is not None and only_to is None:
                    (only_to, only_to_where), only_to_text = stats, sentence
                elif got is not None and only_to is None:
                    only_to, only_to_text = got, sentence
                else:
                    unread.append(sentence)  # of itself, though it names no subject
                continue
            if (nto := _NOT_ATTACH.fullmatch(low)) is not None and not keyword_trait:
                got = _not_to(_ICON_KEYWORD.sub(r"\1", nto.group("who")), title)
                if got is not None and only_to is None:
                    only_to, only_to_text = got, sentence
                else:
                    unread.append(sentence)
                continue
            if (no := _TAKES_NO.fullmatch(low)) is not None and not keyword_trait:
                words = re.split(r", or |, | or ", no.group("what"))
                if all(w in _ATTACHMENT_WORDS for w in words):
                    takes_no.extend(_ATTACHMENT_WORDS[w] for w in words)
                    continue
            if not keyword_trait and (ig := host_ignoring(sentence, title, _only_to)):
                own.append(sentence)  # "Attaches to Kataoka ignoring costs." (host_ignoring)
                changes.append(ig)
                continue
            if (hn := _HOST_NAMED.fullmatch(sentence)) is not None and not keyword_trait:
                who = hn.group("who").casefold()
                # a subtitled title ("Akodo Kano, Master Tactician") priced so, unsettled
                # (``solver.host_titles``)
                same = Selector(title_version=who)
                named = Selector(
                    type=(CardType.PERSONALITY,),
                    any_of=(same, Selector(title_contains=f"{who},")),
                )
                own.append(sentence)
                changes.append(
                    EnteringChange(gold=-_count(hn.group("n")), partial=sentence, host=named)
                )
                continue
            if (hl := _HOST_LESS.fullmatch(low)) is not None and not keyword_trait:
                host = _only_to(hl.group("who"), title)
                if host is not None:  # else: not read whole, kept unread below
                    own.append(sentence)
                    n = -_count(hl.group("n"))
                    changes.append(EnteringChange(gold=n, partial=sentence, host=host))
                    continue
            m = _SELF.fullmatch(low) or _BOWED_IF.fullmatch(low)
            if m is not None and _is_self(m.group("subj"), title) and not keyword_trait:
                sign = -1 if m.group("dir") == "less" else 1
                own.append(sentence)
                try:
                    n = sign * _count(m.group("n"))
                    changes.append(_change(m.group("tail"), n, title, sentence))
                except (_Unmodelled, KeyError):
                    unread.append(sentence)
                continue
            shown = f"{prefix}: {sentence}" if keyword_trait else sentence
            if (rs := _RECRUIT_SELF.match(low)) is not None and is_self(rs.group("subj")):
                # "You Recruit Kanpeki for 2 less Gold for each ...": its own Recruit
                read = None if keyword_trait else _recruit_change(low, title, sentence)
                if read is None:
                    unread.append(shown)
                else:
                    own.append(sentence)
                    changes.append(read)
                continue
            cost_of = _COST_OF.match(low)
            if _about_self(low, title) or (cost_of and _is_self(cost_of.group("subj"), title)):
                unread.append(shown)
            else:
                grants.append(shown)
    return EnteringReading(
        tuple(changes),
        tuple(unread),
        tuple(grants),
        only_to,
        tuple(dict.fromkeys(takes_no)),
        only_to_text,
        tuple(own),
        only_to_where,
    )


_TWO_KEYWORDS = lazy_regex(r"an? ([a-z]+) or ([a-z]+)", re.IGNORECASE)
_TYPE_WORDS = frozenset(t.value for t in CardType) | {"card"}


_A_HUMAN = lazy_regex(r"an? Human", re.IGNORECASE)


def _only_to(words: str, title: str) -> Selector | None:
    """The Personalities "a Crane Clan Personality" / "a Samurai" names (a Personality of that
    keyword or clan), or None when not read whole."""
    from model.cardtext.targets import plain_phrase

    if _A_HUMAN.fullmatch(words.strip()):
        # "Will only attach to a Human." (Camel Mounts, Elephant Cavalry): only Personalities
        # take attachments (Reference 03), so a Human Personality: without Nonhuman (README)
        words = "a Human Personality"
    phrase = plain_phrase(words, title)
    if phrase is None and (two := _TWO_KEYWORDS.fullmatch(words.strip())) is not None:
        # "a Samurai or Bushi": a Personality with either keyword (not Clans, not card types)
        kws = tuple(w.lower() for w in two.groups())
        if any(w in CLANS or w in _TYPE_WORDS for w in kws):
            return None
        return Selector(type=(CardType.PERSONALITY,), any_keyword=kws)
    if phrase is None or phrase.count != 1 or phrase.lenient_select is not None:
        return None
    sel = phrase.select
    if sel.type not in ((), (CardType.PERSONALITY,)) or sel.location or sel.any_of:
        return None
    if sel.controller is not Controller.ANY or sel.owner is not Controller.ANY:
        return None
    return replace(sel, type=(CardType.PERSONALITY,))


def _not_to(words: str, title: str) -> Selector | None:
    """The Personalities "will not attach to a Shadowlands Personality" leaves: those without
    the one keyword it names; None when it names anything else (a Clan, two words ...)."""
    sel = _only_to(words, title)
    if sel is None or len(sel.keyword) != 1:
        return None
    bare = replace(sel, keyword=())
    if bare != Selector(type=(CardType.PERSONALITY,)):
        return None
    return replace(bare, not_keyword=sel.keyword)


def not_own(reductions: Sequence[str], own: Sequence[str]) -> tuple[str, ...]:
    """The cost-reduction sentences (``ProductionAnalysis.reductions``) that are not the card's
    own entering changes (``EnteringReading.own_texts``): "Enters play paying 1 less Gold." is
    about its own entering, already past while it is in play, not another payment."""
    mine = {_norm(t) for t in own}
    return tuple(r for r in reductions if _norm(r) not in mine)


#: A play the action itself makes, with its reduction in the same sentence ("Attach it to
#: Haruto, paying 2 less Gold.", "Recruit it for 2 less Gold", "Bring him into play, paying all
#: costs but paying 7 less Gold", "Equip it for 3 less Gold."): not "Your Holdings enter play
#: paying 2 less Gold (this turn)." (a lasting change of other plays: no verb of the action's).
_OWN_PLAY = lazy_regex(
    r"\b(?:attach|equip|recruit|(?:bring|put)\b[^.;:]*?\binto play)\b[^.;:]*?"
    r"\b(?:paying|for)\b[^.;:]*?\d+ less gold\b",
    re.IGNORECASE,
)
#: Words that make a reduction outlast the action's own play.
_LASTING = lazy_regex(r"\bthis turn\b|\buntil\b|\bthis phase\b|\bthis game\b", re.IGNORECASE)


def action_play_reductions(reductions: Sequence[str], actions: Sequence[str]) -> tuple[str, ...]:
    """The cost-reduction sentences that are an action's own play ("Battle: Target a Follower in
    your discard pile: Attach it to Haruto, paying 2 less Gold."): the reduction applies to the
    card that action plays (Costs and restrictions / Changes to costs and payments), which that
    action's own check reads, never to another payment — so they are no unread doubt on the
    player's other plays (``CardDef.reductions_unread``)."""
    texts = [_norm(a) for a in actions]
    return tuple(
        r
        for r in reductions
        if _OWN_PLAY.search(r)
        and not _LASTING.search(r)
        and any(_norm(r) in text for text in texts)
    )


def _norm(sentence: str) -> str:
    return " ".join(sentence.split()).casefold().rstrip(".")
