"""An action's own optional waiver of its bow cost: "Political Open, :bow:: A target
Personality's printed abilities may not be used. You may ignore this action's cost of bowing
Yoyugi if the target is non-Unique or Unicorn Clan." (Kitsuki Yoyugi; also Kakita Sadaka,
Mirumoto Washizuka, Moto Genki: "You may ignore the cost of bowing her if she has no Items.").

Costs and restrictions / Changes to costs and payments: a cost that may be ignored may still be
paid. The paragraph is read without the waiver sentence (its other words by the importer as
printed, the card's traits included) when that reads it whole with a cost bowing the card
itself; the waiver stays its one sentence not understood (``Ability.not_understood``), which
the solver reads as one that can only make the action easier (``solver.own_cost_reductions``):
a legal answer paying the cost stands, an answer refused by a cost keeps the doubt (h39adv2
N5). An optional other way to pay ("You may bow one of your Mines to ignore the cost of bowing
Xijkt.", "You may bow your target performing Shugenja to ignore the cost of bowing this
Stronghold if ...": Xijkt, Akodo Kamina, Kokiden, Miyami, Yoma-shi, Shokuta, Chuuna,
Ikm'atch-tek, Sakimi, Morning Glory Castle, The Shadowed Tower, Magistrate Station, The High House
of Light) is the same: the printed bow may still be paid (h40adv4 N2). Any other waiver ("the
cost of discarding a card; if you did, ...") stays unread."""

from __future__ import annotations

from dataclasses import replace

from model.cardtext import CardImport
from model.cardtext.target_words import self_words
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.oracle.reread import read_apart, reread_paragraph
from model.selectors import SOURCE

__all__ = ["WAIVER", "with_own_waivers"]

#: the waiver sentence: "You may [<bow|discard ...> to ]ignore this action's cost of bowing
#: <name|her|him|this Stronghold>[ for this action][ if ...]." — an optional other way to pay
#: ("You may bow one of your Mines to ignore the cost of bowing Xijkt.") is such a waiver too
WAIVER = lazy_regex(
    r"\s*You may (?:(?P<alt>(?:bow|discard) [^.;:]+?) to )?ignore (?:this action's |the )cost of"
    r" bowing (?P<who>[A-Z][\w'-]*|her|him|this (?:Stronghold|Holding|Personality))"
    r"(?: for this action)?(?: if [^.;:]+)?\."
)


def with_own_waivers(
    imported: CardImport,
    texts: str | list[str],
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """``imported`` with each paragraph unread only for such a waiver read without it."""
    out = list(imported.paragraphs)
    for i, para in enumerate(imported.paragraphs):
        found = list(WAIVER.finditer(para.text))
        if para.full or para.ability is None or len(found) != 1:
            continue
        m = found[0]
        if not _names_itself(m.group("who"), title, card_type):
            continue  # another card's cost
        read = reread_paragraph(
            texts, m.group(0), "", i, len(out), title=title, card_type=card_type,
            keywords=keywords,
        )  # fmt: skip
        ability = read.ability if read is not None else None
        if (
            read is None
            or ability is None
            or not any(c.bow == SOURCE and not c.optional for c in ability.costs)
        ):
            continue
        said = m.group(0).strip()
        out[i] = read_apart(
            read, para.text, said, "an optional waiver of its own cost", "own waiver"
        )
    return replace(imported, paragraphs=tuple(out))


def _names_itself(who: str, title: str, card_type: CardType) -> bool:
    """Does ``who`` ("her", "Xijkt", "this Stronghold") name the card the text is on?"""
    if who in ("her", "him"):
        return True
    if who.startswith("this "):
        return who[5:].lower() == card_type.value
    return who.lower() in self_words(title)
