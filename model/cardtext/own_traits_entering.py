"""An Event's own traits and the action that puts it into play (Reference 03, Event: "If they
enter play, their traits are active while in play"): its sentences that may change actions
(``model.cardtext.own_traits``) work only once it is in play, so they can't change the action
that puts it there ("Each player may take only one Limited or Open action per turn (after this
Event enters play)." on Short Season, whose "Open: ... put this Event into play." is read). A
limit on playing the card itself ("You may only play one <it> per turn") still applies, and a
sentence that speaks of the card itself or its ability ("This Event has Legacy, and its ability
will not be negated, if ...": said of the card where its ability is used) is still unread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cards import CardType
from model.cardtext.imported import ImportedAbility
from model.cardtext.own_traits import OwnTraits, trait_sentences
from model.cardtext.own_traits_others import by_designator
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE

__all__ = ["entering_own"]

_NOTHING = lazy_regex(r"(?!)")
#: a sentence about the card itself or its own ability
_ITSELF = lazy_regex(r"\bthis (?:event|card|ability)\b|\bits abilit", re.IGNORECASE)


def entering_own(
    own: OwnTraits, paragraph: ImportedAbility, card_type: CardType, traits: Sequence[str]
) -> OwnTraits:
    """``own``, or only its restriction for an Event's action that puts the Event itself into
    play, unless a sentence of its trait paragraphs ``traits`` (reminder text left out) speaks
    of the card itself or its ability."""
    ability = paragraph.ability
    own = by_designator(own, ability, card_type, traits, paragraph.text)  # (own_traits_others)
    if card_type is not CardType.EVENT or ability is None:
        return own
    if not any(e.bring_into_play and e.bring_into_play.card == SOURCE for e in ability.effects):
        return own
    if any(_ITSELF.search(s) for s in trait_sentences(traits, _NOTHING)):
        return own
    return OwnTraits(restriction=own.restriction)
