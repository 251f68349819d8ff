"""Lasting effects on the rulebook plays (Reference 02: Recruit, Equip) that a triggered
sentence creates, not read (``model.cardtext.lasting_plays``): "After you reveal cards in your
Provinces at the start of your turn, if this Event is face-up in one of them, until your turn
three turns from now begins, you may target Followers in your discard pile with the Equip
rulebook action." (Never Enough Soldiers).

Effects (Lasting effects): the effect lasts its stated time once triggered, and the state can't
say whether the trigger happened; while its card is in play or face-up in a Province, a play the
sentence may change is ``unknown`` (a sentence that can only allow leaves a legal verdict, one
that names no way to pay less leaves a Gold shortfall; one that speaks only of cards in a
discard pile leaves other areas' plays), and the lister offers the plays it may allow from a
discard pile (answered ``unknown``), never a silent "not in your hand".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from model.common import first_few
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.entering_scope import play_may_concern
from solver.verdict import EQUIP, RECRUIT, Play, Verdict

__all__ = ["doubt_lasting", "lasting_discard_plays"]

#: words by which a sentence may forbid or make dearer (else it can only allow)
_FORBIDS = lazy_regex(r"\b(?:not|cannot|can't|only|more|must|instead|unless)\b", re.IGNORECASE)
#: words by which a sentence may lower the Gold a play needs
_CHEAPER = lazy_regex(r"\b(?:less|free|without paying|reduc\w*|ignor\w*|instead)\b", re.I)
_DISCARD = lazy_regex(r"\bdiscard piles?\b", re.IGNORECASE)
_HAND = lazy_regex(r"\bhands?\b", re.IGNORECASE)
#: the card types a sentence allows from a discard pile ("Followers in your discard pile")
_TYPE = r"(?:Followers?|Items?|Spells?|Personalit(?:y|ies)|Holdings?|Regions?|Events?)"
_FROM_DISCARD = lazy_regex(
    rf"\b(?P<types>{_TYPE}(?:,? (?:and|or) {_TYPE})*) (?:in|from) your discard piles?\b"
)
_VERB = {EQUIP: "equip", RECRUIT: "recruit"}
#: words naming a player other than the card's controller ("each player", "your opponent")
_OTHER_PLAYERS = lazy_regex(
    r"\b(?:players?|opponents?|each|every|any|anyone|they|them|their|target)\b", re.IGNORECASE
)
#: a forbidding word, and a permission ("may" not followed by "not")
_MAY_NOT = lazy_regex(r"\b(?:may not|cannot|can't)\b", re.IGNORECASE)
_MAY = lazy_regex(r"\bmay\b(?! not\b)|\binstead\b", re.IGNORECASE)
_DISCARDS = (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)


def _sentences(view: View) -> Iterator[tuple[str, str]]:
    """(words naming the card, sentence) of every card in play or face-up in a Province with a
    lasting sentence on the plays."""
    for _, name, said in _owned_sentences(view):
        yield name, said


def _owned_sentences(view: View) -> Iterator[tuple[str, str, str]]:
    """``_sentences`` with the controller of the card printing each."""
    for inst in view.state.cards:
        d = view.definition(inst.id)
        if d.lasting_unread and (inst.in_play or (inst.zone is Zone.PROVINCE and inst.is_face_up)):
            for said in d.lasting_unread:
                yield inst.controlled_by, f"{d.title} ({inst.id})", said


def _others_untouched(said: str, printer: str, player: str) -> bool:
    """Does ``said``, printed on a card ``printer`` controls, leave ``player``'s plays alone?
    Its only player is "you", its card's controller (Costs and restrictions / Restrictions:
    "you" on a card is its controller; h44adv4 W1: Journey's End Keep's "After this card
    produces gold, you may not Recruit Personalities until the end of the Phase.")."""
    return printer != player and _OTHER_PLAYERS.search(said) is None


def _forbids_only(said: str, verdict: Verdict) -> bool:
    """Can ``said`` only forbid ("you may not Recruit ..."), so that an illegal ``verdict``
    stands (h44adv4 W2: a Recruit outside its own Dynasty Phase)?"""
    return (
        verdict.status == "illegal"
        and _MAY_NOT.search(said) is not None
        and _MAY.search(said) is None
        and _CHEAPER.search(said) is None
    )


def doubt_lasting(view: View, card: str, play: Play, verdict: Verdict) -> Verdict:
    """``verdict`` for the rulebook play ``play`` of ``card``, or ``unknown`` when a lasting
    sentence on the board may turn it (see the module)."""
    if verdict.status not in ("legal", "illegal") or play not in _VERB:
        return verdict
    verb, played = _VERB[play], view.definition(card)
    in_discard = view.card(card).zone in _DISCARDS
    gold_only = verdict.status == "illegal" and all(r.code == "gold" for r in verdict.details)
    player = view.card(card).controlled_by
    could = [
        f"{name}: {said}"
        for printer, name, said in _owned_sentences(view)
        if not _others_untouched(said, printer, player)
        and not _forbids_only(said, verdict)
        and re.search(rf"\b{verb}", said, re.IGNORECASE)
        and play_may_concern(said, verb, played)
        and not (verdict.status == "legal" and not _FORBIDS.search(said))
        and not (gold_only and not _CHEAPER.search(said))
        # "... Followers in your discard pile with the Equip rulebook action": those cards only
        and not (_DISCARD.search(said) and not _HAND.search(said) and not in_discard)
        and not (in_discard and not _types_allowed(said, played.type.value))
    ]
    if not could:
        return verdict
    why = "not modelled: a lasting effect may change this play: " + first_few(could)
    return verdict.doubted("not_modelled", why, keep=2)


def _types_allowed(said: str, card_type: str) -> bool:
    """May ``said`` allow a card of ``card_type`` from a discard pile? Narrowed only when the
    sentence names the card types it allows there ("Followers in your discard pile") at every
    mention of a discard pile."""
    named = [m.group("types") for m in _FROM_DISCARD.finditer(said)]
    if not named or len(named) != len(_DISCARD.findall(said)):
        return True
    words = {w.lower().rstrip("s") for t in named for w in re.findall(_TYPE, t)}
    words = {"personality" if w.startswith("personalit") else w for w in words}
    return card_type in words


def lasting_discard_plays(view: View, player: str) -> Iterator[tuple[str, Play]]:
    """The plays from ``player``'s discard piles a lasting sentence may allow (``doubt_lasting``
    answers them): an attachment's Equip, a Holding's or Personality's Recruit."""
    said = " ".join(s for _, s in _sentences(view))
    if not _DISCARD.search(said):
        return
    equip = re.search(r"\bequip", said, re.IGNORECASE) is not None
    recruit = re.search(r"\brecruit", said, re.IGNORECASE) is not None
    for inst in view.state.cards:
        if inst.owner != player or inst.zone not in _DISCARDS:
            continue
        d = view.definition(inst.id)
        if not _types_allowed(said, d.type.value):
            continue
        if equip and d.is_attachment and play_may_concern(said, "equip", d):
            yield inst.id, EQUIP
        elif recruit and not d.is_attachment and play_may_concern(said, "recruit", d):
            yield inst.id, RECRUIT
