"""The goldfish's play bans from the cards in play from setup: the Stronghold, the Sensei
(Reference 03, Sensei: in play beside its Stronghold, its abilities apply), the Wind and the
Pregame Holdings. "You may not bring Shadowlands cards into play." (Daigo Sensei), "You may only
Recruit Shadowlands Personalities." (Yajinden Sensei), "You may only Recruit Personalities and
Equip Spells that are Fire." (Koiso Sensei), "You may not play :shadowlands: cards." are
restrictions on their controller's Recruit and Equip (Costs and restrictions / Restrictions).

The simulation asks the check's own code, one reading (``solver.play_bans.play_ban``, then
``solver.traits_in_play.doubt_play_traits``, which calls ``solver.keyword_entry_ban`` and
``solver.only_play_ban``), for each title of the deck on a table holding only those setup cards
and the card: a play the check refuses (``illegal``) is never bought nor kept in a province
(the Dynasty Discard takes it); a play the check leaves ``unknown`` for a setup card's sentence
is bought as if allowed and listed in the report's "not modelled" (kind ``play restriction``),
never a silent purchase (h43adv1 W1, W2, W2b). The card's own sentences are its own gaps
(``goldfish.model_gaps``), not these."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from model.cards import CardType
from model.decklist import DeckList
from model.lazy_regex import lazy_regex
from model.state import CardInstance, CardLibrary, GameState, Phase, Player, View
from model.zones import Zone
from solver.play_bans import play_ban
from solver.traits_in_play import doubt_play_traits
from solver.verdict import Play, Verdict

__all__ = ["KIND", "SetupBans", "ban_gaps", "bans_of", "setup_bans"]

#: the ``ModelGap`` kind of a setup card's sentence the check leaves open
KIND: Final = "play restriction"
_ME: Final = "me"
_CARD: Final = "x"
#: "Title (id): sentence" of a setup card, as ``doubt_play_traits`` shows its sentences
#: (``model.common.first_few``: " / " between them)
_SHOWN = lazy_regex(
    r"(?P<title>[^:()]+?) \((?P<id>sh|sensei|wind|pg\d+)\): "
    r"(?P<said>.*?)(?=$| / | \(and \d+ more\))"
)


@dataclass(frozen=True, slots=True)
class SetupBans:
    """``refused``: title -> the check's reason (never bought); ``doubted``: a setup card's
    "Title: sentence" -> the titles it leaves ``unknown`` (bought, listed)."""

    refused: dict[str, str]
    doubted: dict[str, tuple[str, ...]]


def _setup_cards(deck: DeckList) -> list[CardInstance]:
    """The cards in play from setup, at home, unbowed."""
    cards = [CardInstance(id="sh", title=deck.stronghold.title, owner=_ME, zone=Zone.HOME)]
    if deck.sensei is not None:
        cards.append(CardInstance(id="sensei", title=deck.sensei.title, owner=_ME, zone=Zone.HOME))
    if deck.wind is not None:
        cards.append(CardInstance(id="wind", title=deck.wind.title, owner=_ME, zone=Zone.HOME))
    cards += [
        CardInstance(id=f"pg{i}", title=t, owner=_ME, zone=Zone.HOME)
        for i, t in enumerate(deck.pregame_cards())
    ]
    return cards


def _plays(deck: DeckList, library: CardLibrary) -> Iterator[tuple[str, Play]]:
    """Each title of the deck with its rulebook play (Recruit a Dynasty card, Equip an
    attachment; Reference 02)."""
    for title in dict.fromkeys(deck.dynasty_cards()):
        yield title, Play.RECRUIT
    for title in dict.fromkeys(deck.fate_cards()):
        if library[title].is_attachment:
            yield title, Play.EQUIP


def _verdict(deck: DeckList, library: CardLibrary, title: str, play: Play) -> Verdict:
    """The check's answer for ``play`` of ``title`` on the setup table, its Gold and timing
    taken as met (only the restrictions of the setup cards are asked)."""
    recruit = play == Play.RECRUIT
    card = CardInstance(
        id=_CARD,
        title=title,
        owner=_ME,
        zone=Zone.PROVINCE if recruit else Zone.HAND,
        province=1 if recruit else None,
        face_up=True if recruit else None,
    )
    state = GameState(
        players=(Player(id=_ME, family_honor=deck.starting_honor, clan=deck.clan),),
        cards=(*_setup_cards(deck), card),
        turn=1,
        active_player=_ME,
        phase=Phase.DYNASTY if recruit else Phase.ACTION,
    )
    view = View.of(state, library)
    legal = Verdict.of("legal", _CARD, play, title, (), None, "dynasty" if recruit else "open")
    banned = play_ban(view, _CARD, legal)
    return banned if banned is not None else doubt_play_traits(view, _CARD, play, legal, player=_ME)


def setup_bans(deck: DeckList, library: CardLibrary) -> SetupBans:
    """What the setup cards' restrictions do to each title of the deck (module doc)."""
    refused: dict[str, str] = {}
    doubted: dict[str, list[str]] = {}
    for title, play in _plays(deck, library):
        if library[title].type in (CardType.EVENT, CardType.REGION, CardType.CELESTIAL):
            continue  # set aside when revealed, never bought
        verdict = _verdict(deck, library, title, play)
        if verdict.status == "illegal":
            refused[title] = verdict.reasons[0] if verdict.reasons else "refused"
        elif verdict.status == "unknown":
            for reason in verdict.reasons:
                for m in _SHOWN.finditer(reason):
                    said = f"{m.group('title').strip()}: {m.group('said').strip()}"
                    doubted.setdefault(said, [])
                    if title not in doubted[said]:
                        doubted[said].append(title)
    return SetupBans(refused, {k: tuple(v) for k, v in doubted.items()})


#: the last deck's answer (one run asks it once per game): (library, deck key, answer)
_MEMO: list[tuple[CardLibrary, tuple[object, ...], SetupBans]] = []


def _key(deck: DeckList) -> tuple[object, ...]:
    sensei = deck.sensei.title if deck.sensei is not None else None
    wind = deck.wind.title if deck.wind is not None else None
    return (
        deck.stronghold.title,
        sensei,
        wind,
        deck.pregame_cards(),
        deck.dynasty_cards(),
        deck.fate_cards(),
        deck.starting_honor,
        deck.clan,
    )


def bans_of(deck: DeckList, library: CardLibrary) -> SetupBans:
    """``setup_bans``, remembered for the last deck and library asked."""
    key = _key(deck)
    for lib, k, found in _MEMO:
        if lib is library and k == key:
            return found
    found = setup_bans(deck, library)
    _MEMO[:] = [(library, key, found)]
    return found


def ban_gaps(deck: DeckList, library: CardLibrary) -> list[tuple[str, int, str, str, str]]:
    """(title, copies, kind, text, effect) of each setup card's sentence the check leaves open
    for some titles of the deck: the report's "not modelled" lines (module doc)."""
    out: list[tuple[str, int, str, str, str]] = []
    for shown, titles in bans_of(deck, library).doubted.items():
        title, _, said = shown.partition(": ")
        effect = (
            "the check answers unknown for the play of "
            + ", ".join(titles)
            + "; the simulation buys them as if allowed (what every reading forbids is never "
            "bought)"
        )
        out.append((title, 1, KIND, said, effect))
    return out
