"""A host's sentence about attaching one card named by its title ("Attaches Heart of Fudo
ignoring Gold cost." Hyobuko): Reference 03, Card Title (a title is the whole title bar) and
attachments. It changes only the attaching of the card with that title: another attachment's
Equip or attaching onto that host is not doubted by it (h46adv1 N2). Whether the named card's
own attaching ignores its Gold cost stays a doubt (not read here).

The object is read as a title when it is a title of the library, or a proper name whose head
noun (its last word, or the word before "of") is neither a card type nor a keyword of the
attaching card ("Attaches Weapons ...", "Attaches Fudo Followers ..." describe kinds of cards,
which may be this one: still a doubt)."""

from __future__ import annotations

from model.cards import CardDef, CardType
from model.evaluate import unversioned
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["names_other_attachment"]

#: "[<Name>] attaches <Title> ignoring [Gold] cost(s)."
_ATTACHES_TITLE = lazy_regex(
    r"^(?:[A-Z][\w'-]* )?[Aa]ttaches (?!to\b)"
    r"(?P<title>[A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*))*?) ignoring (?:Gold )?costs?\.?$"
)
#: the nouns a kind of card is named by (card types, "cards")
_KIND_NOUNS = frozenset({t.value.lower() for t in CardType} | {"card"})


def names_other_attachment(text: str, view: View, definition: CardDef) -> bool:
    """Is ``text`` (a host's sentence) about attaching only the cards titled as it says (any
    Experienced level: Reference 02), a title that is not ``definition``'s own?"""
    m = _ATTACHES_TITLE.match(text.strip())
    if m is None:
        return False
    named = unversioned(m["title"])
    if named == unversioned(definition.title):
        return False
    if named in view.library:
        return True
    words = named.split(" of ", 1)[0].split()
    head = words[-1]
    stems = {head, head.removesuffix("s"), head.removesuffix("es")}
    if head.endswith("ies"):
        stems.add(head.removesuffix("ies") + "y")
    kinds = _KIND_NOUNS | {k.casefold() for k in definition.keywords}
    return not stems & kinds
