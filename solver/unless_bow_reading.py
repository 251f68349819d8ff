"""An action whose bow cost is waived by a condition not read: "Battle: Bow Okame unless your
Family Honor is greater than its starting value: Ranged Attack with strength equal to his
Force." (Tsuruchi Okame • Experienced), "Bow Rohitsu unless you have Reconnaissance, and target
a card in the enemy army: ...". The "unless" clause can only take the bow away (Costs and
restrictions: a cost is paid unless its condition holds; dropping a cost forbids nothing), so
the action read with the bow always required is its strictest reading: when that reading is
``legal`` (the card unbowed, the rest read and met), every reading is (h43adv4 U7). Its
``illegal`` settles nothing: the condition may hold. Read only when the cost block is that one
bow ("Bow <X> unless <condition>"), or that bow and one more clause after ", and"."""

from __future__ import annotations

from model.abilities import Ability
from model.cardtext import import_text
from model.cardtext.keyword_timing import read_paragraph
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["bow_always_reading"]

#: the condition: no " and " nor "target" in it ("unless this is a Raid battle and target an
#: enemy card": where it ends is not read, and a clause cut off would be a target lost)
_UNLESS = lazy_regex(
    r"^(?P<bow>Bow [^,:;]+?) unless (?P<cond>(?:(?! and |target)[^,:;])+?)"
    r"(?:, and (?P<more>[^:;]+))?: (?P<rest>.+)$"
)
_PREFIX = lazy_regex(r"^(?P<head>.*?):\s*(?=Bow )")


def bow_always_reading(view: View, card: str, ab: Ability) -> Ability | None:
    """``ab`` of ``card`` read with its "Bow <X> unless <condition>" cost as "Bow <X>" (the
    condition never holding), when that reading is whole; else None."""
    if not ab.timing_understood or len(ab.not_understood) != 1 or ab.lenient is not None:
        return None
    text = ab.not_understood[0].strip()
    got = read_paragraph(text)
    if got is None or got[0].problem is not None:
        return None
    body = got[1].strip()
    m = _UNLESS.match(body)
    head = text[: len(text) - len(body)]
    if m is None or not head.rstrip().endswith(":"):
        return None
    cost = m.group("bow") + (f" and {m.group('more')}" if m.group("more") else "")
    d = view.definition(card)
    read = import_text(
        f"{head}{cost}: {m.group('rest')}", title=d.title, card_type=d.type, keywords=d.keywords
    )
    whole = read.paragraphs[0] if len(read.paragraphs) == 1 else None
    if whole is None or not whole.full or whole.ability is None:
        return None
    alt = whole.ability
    if not any(c.bow in ("source", "bearer") for c in alt.costs):
        return None  # "Bow <X>" read as its own card's (or bearer's) bow
    return alt
