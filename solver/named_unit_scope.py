"""A stat or keyword sentence about one Personality's attachments of a type ("Nokatsu's
Followers each have +1F.", "Keiasu's Nonhuman, non-Shadowlands Followers have Cavalry.",
"Kamoto's Follower has +2F.", "Hibana's Spells have +1 strength.", "Gaitsuru's Earth
attachments have Resilient.") reaches only the cards of that type attached to him (Reference 04:
a change changes the cards it names alone; Reference 03: Followers, Items and Spells attach to
a Personality): never the Personality himself, nor a card of another unit (h40adv7 N2).

The cards it may change: those of the type in his unit now; those of the type out of play, which
an action may bring onto him (a card brought is among those a verdict rests on); and the
Personality too while such a card is attached (his unit's totals include it). None of them: it
names none, and changes no card a test reads (``solver.quality_owner_scope.names_none``). The
name must be a word of the sentence's own card's title (another card's name: not read here).
"Sisya's Naga followers have ..." (a lower-case noun, as printed) is the same shape. "All other
Naga cards in the Naga Warlord's unit have +1F." (its name, one or more words of its title)
reaches the other cards of its unit now, the attachments out of play (which may join it), and
its Personality (h44adv3 W7)."""

from __future__ import annotations

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["named_unit_cards"]

#: "<Name>'s [up to four words] Followers|Items|Spells|attachments [each] have|gain|get ...",
#: "<Name>'s Follower|Item|Spell|attachment has|gains|gets ..."
_NAMED = lazy_regex(
    r"^(?P<who>[A-Z][\w'-]*?)'s (?:[\w-]+,? ){0,4}?"
    r"(?:(?P<many>[Ff]ollowers|Items|Spells|attachments)(?: each)? (?:have|gain|get)"
    r"|(?P<one>[Ff]ollower|Item|Spell|attachment) (?:has|gains|gets))\b"
)
#: "All other [up to three words] cards in [the] <Name>'s unit have|gain|get ..."
_OTHERS = lazy_regex(
    r"^All other (?:[\w-]+ ){0,3}?cards in (?:the )?(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)'s "
    r"unit (?:have|gain|get)\b"
)
_TYPES = {"follower": CardType.FOLLOWER, "item": CardType.ITEM, "spell": CardType.SPELL}


def named_unit_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards ``said`` (a sentence of card ``cid``) may change, read as the module says; None
    when not of that shape or its name is not a word of ``cid``'s title."""
    words = {w for w in view.definition(cid).title.replace("•", " ").split() if len(w) > 2}
    if (others := _OTHERS.match(said.strip())) is not None:
        if not set(others["who"].split()) <= words:
            return None
        head = view.unit_head(cid)
        away = {
            c.id for c in view.state.cards if not c.in_play and view.definition(c.id).is_attachment
        }
        return frozenset((set(view.unit(head)) - {cid}) | away | {head})
    m = _NAMED.match(said.strip())
    if m is None:
        return None
    if m["who"] not in words:
        return None
    noun = (m["many"] or m["one"]).lower().removesuffix("s")
    kind = _TYPES.get(noun)

    def typed(card: str) -> bool:
        d = view.definition(card)
        return d.is_attachment if kind is None else d.type is kind

    head = view.unit_head(cid)
    attached = {c for c in view.unit(head) if c != head and typed(c)}
    away = {c.id for c in view.state.cards if not c.in_play and typed(c.id)}
    return frozenset(attached | away | ({head} if attached else set()))
