"""Cards brought into play by the effects, as far as legality needs them.

Abilities and actions / Good Faith Rule: "If the action involves putting one or more cards into
play as a non-optional effect, the player must be able to meet all costs and requirements to
bring those cards into play legally ... This includes having a Personality who can legally
attach any attachments"; a player is not assumed to know the face-down contents of his or her
decks. Costs and restrictions: being able to pay the card's Gold cost is required (it is not a
cost of the action); "ignoring restrictions" is read narrowly. Reference 03: attachments go on a
Personality their player controls. Read here (``solver.entering`` checks them):

- the card chosen before ("Target a Holding in your discard pile: Bring it into play (bowed),
  paying all costs", "Target a Weapon in your hand: Attach it to Ebara, paying all costs");
- a card from the hand ("Put a Fudo Ring from your hand into play", "Attach an attachment in
  your hand to him, paying all costs but paying 4 less Gold");
- the card a search of a deck found ("Search your Dynasty deck for a non-Unique Holding. Bring it
  into play (bowed), paying all costs."): a face-down deck never makes the action illegal;
- optional ones ("You may attach it to one of your Personalities, paying all costs", "you may
  Recruit him"): Good Faith asks nothing of them; nor of an additional action taken to play a
  card ("take an additional Battle action to play a Terrain": that action is announced later).

Where the card enters (at the current battlefield, in your home) and whether it enters bowed
put no requirement on it. A conditional reduction ("paying 4 less Gold if he is a Commander")
is split off before (``reductions_if``: strictly paid in full, leniently reduced). Not read
(left as not understood): "ignoring ... Honor Requirements" (only some restrictions),
Gold costs changed by another card's stat, cards from several places ("from your hand or discard
pile"), and more than one card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.abilities import BringIntoPlay, TargetSpec
from model.cardtext.conditions import named_card
from model.cardtext.entering_limits import mask_entering_limits
from model.cardtext.targets import find_phrases
from model.common import ATTACHMENT_TYPES, NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Controller, Selector
from model.zones import Origin, Place

__all__ = ["Entering", "mask_optional_entering", "read_entering", "searched_deck"]

_NUM = NUMBER_WORDS
_N = r"(?:\d+|one|two|three|four|five|six|seven)"
#: How the card's cost is met: paid (the default), reduced, or ignored.
_HOW = (
    r"(?P<how>,? paying all costs(?: (?:but|and) paying (?P<n>" + _N + r") less Gold)?"
    r"|,? paying (?P<n2>" + _N + r") less Gold|,? ignoring (?:all |its |his |her )?(?:Gold )?"
    r"costs?)?"
)
#: Where it enters, or bowed: no requirement.
_PLACED = (
    r"(?: \(bowed\)| bowed)?(?:,? (?:at the current battlefield|in your home|at home|"
    r"at this (?:card|Shugenja|Personality)'s location|in your home or at the current "
    r"battlefield))?"
)
_TAIL = r"(?P<tail>; [^.]+)?\.?$"
_CHOSEN = r"(?:him|her|it|them|the target)"
_BRING_CHOSEN = lazy_regex(
    r"^(?:bring|put) (?P<who>" + _CHOSEN + r"|itself) into play" + _PLACED + _HOW + _TAIL,
    re.IGNORECASE,
)
_ATTACH = lazy_regex(
    r"^attach (?P<what>" + _CHOSEN + r"|the (?:follower|item|spell)|this card|itself"
    r"|an? [\w' •-]+?)(?: from your hand)? to "
    r"(?P<to>[\w' -]+?)(?: from your hand(?P<either> or discard pile)?)?" + _HOW + _TAIL,
    re.IGNORECASE,
)
_PUT_FROM_HAND = lazy_regex(
    r"^put (?P<what>an? [\w' •-]+?)(?: (?:in|from) your hand)? into play"
    r"(?: from your hand)?" + _PLACED + _HOW + _TAIL,
    re.IGNORECASE,
)
#: "Search your Dynasty deck for a Celestial", "Search your Dynasty discard pile, then deck,
#: for ...": a search that may take the card from a face-down deck.
_SEARCH = lazy_regex(
    r"^search your (?:(?:dynasty |fate )?discard pile,? (?:then|or) )?(?:dynasty |fate )?deck"
    r"(?: or (?:dynasty |fate )?discard pile)?,? for (?P<np>[^.;]+?)\.?$",
    re.IGNORECASE,
)
_BRING_SEARCHED = lazy_regex(
    r"^(?:(?:bring|put) it into play|recruit it)"
    + _PLACED
    # (a card from a face-down deck: what it costs never bears on legality)
    + r"(?:,? (?:paying|for) "
    + _N
    + r" (?:more|less) Gold(?: unless it is an? [\w -]+?)?|"
    + _HOW
    + r")(?:; it enters play unbowed)?"
    + _TAIL,
    re.I,
)
#: An optional bringing into play ("You may attach it to ...", "you may Recruit him"), or an
#: additional action taken to play a card: Good Faith asks nothing of them.
_OPTIONAL_ENTERING = lazy_regex(
    r"\byou may (?:then |also )?(?:attach|bring|put|recruit)\b[^.;]*"
    r"|\btake an additional (?:\w+ )?action to play(?: or Equip\b[^.;]*)?\b",
    re.IGNORECASE,
)
_FROM: dict[Place, Origin] = {
    Place.HAND: "hand",
    Place.PROVINCE: "province",
    Place.FATE_DISCARD: "discard",
    Place.DYNASTY_DISCARD: "discard",
    Place.HAND_OR_DISCARD: "hand_or_discard",  # a Fate card's (cardtext.target_piles)
}


def mask_optional_entering(rest: str, sentence: str) -> str:
    """``rest`` with optional bringing into play ("you may attach it to one of your
    Personalities, paying all costs") read as an effect Good Faith asks nothing of; unchanged
    when the sentence targets anything (its targeting is read on its own)."""
    rest = mask_entering_limits(rest)  # "Until he leaves play, ...", "may only put one more"
    if re.search(r"\btarget", sentence, re.IGNORECASE):
        return rest
    return _OPTIONAL_ENTERING.sub("you may place it", rest)


@dataclass(frozen=True, slots=True)
class Entering:
    """The card brought into play, and the rest of the sentence after a semicolon (an effect
    to read as usual)."""

    effect: BringIntoPlay
    tail: str = ""


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _NUM[text.lower()]


def _cost(m: re.Match[str]) -> tuple[bool, int]:
    """Whether the Gold cost is paid, and by how much less."""
    how = (m.group("how") or "").lower()
    if "ignoring" in how:
        return False, 0
    n = m.group("n") or m.group("n2")
    return True, 0 if n is None else _number(n)


def searched_deck(sentence: str) -> bool:
    """Does ``sentence`` search a deck of yours (and nothing more)?"""
    return _SEARCH.fullmatch(sentence.strip()) is not None


def _origin(select: Selector, *, any_discard: bool = False) -> Origin | None:
    """Where the chosen card comes from: a place of yours; with ``any_discard``, also "in any
    player's discard pile" (a discard pile is open to all, Reference 05; the card's owner
    is then whoever's pile it is in)."""
    if select.location is None:
        return None
    if select.controller is not Controller.YOU:
        shared = select.controller is Controller.ANY and select.owner is Controller.ANY
        if not (any_discard and shared and _FROM.get(select.location) == "discard"):
            return None
    return _FROM.get(select.location)


def _what(np: str, title: str, card_type: CardType | None) -> Selector | None:
    """A card named by a noun phrase ("a Fudo Ring", "an attachment"), read whole by the
    target grammar; None: not read."""
    probe = "target " + re.sub(r"^(?:an?|one)\s+", "a ", np.strip(), flags=re.IGNORECASE)
    found = find_phrases(probe, title, card_type)
    if isinstance(found, str) or len(found) != 1:
        return None
    phrase = found[0]
    if phrase.start != 0 or phrase.end != len(probe) or phrase.where or phrase.performer:
        return None
    if phrase.count != 1 or phrase.more or phrase.select.other_than:
        return None
    if phrase.select.location not in (None, Place.HAND):
        return None
    return phrase.select


def _host(
    to: str,
    title: str,
    card_type: CardType | None,
    chosen: TargetSpec | None,
    trigger: str | None = None,
) -> str | None:
    """Whom an attachment goes to: the card itself (a Personality), the Personality of
    yours chosen before ("to him"), or, with nothing chosen, the card the trigger names
    (``trigger``: ``model.cardtext.trigger_host``)."""
    low = to.strip().lower()
    if low in ("him", "her") and chosen is None and trigger is not None:
        return trigger
    if card_type is CardType.PERSONALITY and named_card(low, title, card_type) == SOURCE:
        return SOURCE
    if (
        low in ("him", "her", "your personality", "the personality")
        and chosen is not None
        and (
            chosen.select.type == (CardType.PERSONALITY,)
            or (not chosen.select.type and chosen.select.keyword)
        )  # ("your performing Samurai": the solver checks he is a Personality, can_attach)
        and chosen.select.controller is Controller.YOU
    ):
        return chosen.name
    return None


def _one_of_type(cards: tuple[TargetSpec, ...], kind: CardType) -> TargetSpec | None:
    """The one card chosen before whose type is ``kind`` alone (None: none, or several)."""
    found = [t for t in cards if t.select.type == (kind,) and t.count == 1]
    return found[0] if len(found) == 1 else None


def read_entering(
    sentence: str,
    title: str,
    card_type: CardType | None,
    chosen: TargetSpec | None,
    after_search: bool,
    earlier: tuple[TargetSpec, ...] = (),
    trigger: str | None = None,
) -> Entering | str | None:
    """The card ``sentence`` brings into play, when the sentence is read whole (None: it
    brings none read here; a string: what is not read). ``chosen``: the one card chosen
    before (a target or performer); ``after_search``: the sentence before searched a deck;
    ``earlier``: the constraints block's performers and targets, when nothing else was chosen
    since: one performer and one target ("Choose your performing Personality and target a
    Follower in your discard pile: Attach it to him") are the card brought in ("it", "the
    target": the one that is no performer) and the one it attaches to ("him": the performer;
    an attachment goes only on a Personality in play, Reference 03, and a card brought into
    play comes from out of play); ``trigger``: whom "him" names when nothing was chosen
    (``model.cardtext.trigger_host``)."""
    text = sentence.strip()
    host_for: TargetSpec | None = None
    others = [t for t in earlier if not t.performer]
    performers = [t for t in earlier if t.performer]
    if chosen is None and len(others) == 1 and len(performers) == 1:
        chosen, host_for = others[0], performers[0]
    if after_search and (m := _BRING_SEARCHED.fullmatch(text)) is not None:
        pay, less = _cost(m)
        # a face-down deck: never known to hold no legal card (the solver asks nothing)
        effect = BringIntoPlay(select=Selector(), from_zone="deck", pay_cost=pay)
        return Entering(replace(effect, cost_reduction=less), (m.group("tail") or "")[2:])
    if (m := _BRING_CHOSEN.fullmatch(text)) is not None:
        if m.group("who").lower() == "itself":
            # the card itself, from the area its ability is used in (``used_from``)
            pay, less = _cost(m)
            effect = BringIntoPlay(
                select=Selector(), from_zone="any", pay_cost=pay, cost_reduction=less, card=SOURCE
            )
            return Entering(effect, (m.group("tail") or "")[2:])
        if chosen is None:
            return f"which card is brought into play in {sentence!r}"
        origin = _origin(chosen.select)
        if origin is None or set(chosen.select.type) & ATTACHMENT_TYPES:
            return f"a card brought into play from where it is not read, in {sentence!r}"
        pay, less = _cost(m)
        effect = BringIntoPlay(
            select=replace(chosen.select, location=None),
            from_zone=origin,
            pay_cost=pay,
            cost_reduction=less,
            card=chosen.name,
        )
        return Entering(effect, (m.group("tail") or "")[2:])
    if (m := _ATTACH.fullmatch(text)) is not None:
        what = m.group("what").lower()
        pay, less = _cost(m)
        tail = (m.group("tail") or "")[2:]
        if what == "itself":
            # the card itself, from the area its ability is used in (``used_from``)
            host = _host(m.group("to"), title, card_type, chosen, trigger)
            if host is None or host == SOURCE or m.group("either"):
                return f"whom it attaches to in {sentence!r}"
            effect = BringIntoPlay(
                select=Selector(), from_zone="any", pay_cost=pay, cost_reduction=less,
                attach_to=host, card=SOURCE,
            )  # fmt: skip
            return Entering(effect, tail)
        if what == "this card":
            # "Attach this card from your hand to him": its ability is used from the hand,
            # where abilities of cards not in play are not read as usable (solver.timing)
            return f"an ability of a card attached from out of play, in {sentence!r}"
        if (typed := re.fullmatch(r"the (follower|item|spell)", what)) is not None:
            # "Target a Follower in your hand and one of your Personalities: Attach the
            # Follower to the Personality": each named again by its type, one card each
            chosen = _one_of_type(earlier, CardType(typed.group(1)))
            host_for = _one_of_type(earlier, CardType.PERSONALITY)
            what = "it" if chosen is not None and host_for is not None else what
        if re.fullmatch(_CHOSEN, what):
            host = _host(m.group("to"), title, card_type, host_for)
            if chosen is None or host is None or m.group("either"):
                return f"whom it attaches to in {sentence!r}"
            origin = _origin(chosen.select, any_discard=True)
            card = chosen.select
            if not card.type and card.keyword:
                # "a Weapon in your hand": only attachments attach (Reference 03)
                card = replace(card, type=tuple(t for t in CardType if t in ATTACHMENT_TYPES))
            if origin is None or not card.type or not set(card.type) <= ATTACHMENT_TYPES:
                return f"an attachment from where it is not read, in {sentence!r}"
            effect = BringIntoPlay(
                select=replace(card, location=None), from_zone=origin, pay_cost=pay,
                cost_reduction=less, attach_to=host, card=chosen.name,
            )  # fmt: skip
            return Entering(effect, tail)
        select = _what(m.group("what"), title, card_type)
        host = _host(m.group("to"), title, card_type, chosen, trigger)
        if select is None or host is None or host == SOURCE:
            return f"what attaches to whom in {sentence!r}"
        if not select.type or not set(select.type) <= ATTACHMENT_TYPES:
            if select.type or not select.keyword:
                return f"an attachment that may be no attachment in {sentence!r}"
            select = replace(select, type=tuple(t for t in CardType if t in ATTACHMENT_TYPES))
        if "hand" not in text.lower():
            return f"where the attachment comes from in {sentence!r}"
        effect = BringIntoPlay(
            select=replace(select, location=None, controller=Controller.YOU),
            from_zone="hand_or_discard" if m.group("either") else "hand",
            pay_cost=pay, cost_reduction=less, attach_to=host,
        )  # fmt: skip
        return Entering(effect, tail)
    if (m := _PUT_FROM_HAND.fullmatch(text)) is not None and "hand" in text.lower():
        select = _what(m.group("what"), title, card_type)
        if select is None or not select.type or set(select.type) & ATTACHMENT_TYPES:
            return f"which card is put into play in {sentence!r}"
        pay, less = _cost(m)
        effect = BringIntoPlay(
            select=replace(select, location=None, controller=Controller.YOU), from_zone="hand",
            pay_cost=pay, cost_reduction=less,
        )  # fmt: skip
        return Entering(effect, (m.group("tail") or "")[2:])
    return None
