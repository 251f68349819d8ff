"""Goldfish simulation of a deck: how fast it buys what, playing alone, over many seeded games.

A "goldfish" game has no opponent. Each turn is the rulebook turn cut down to what the Gold
economy needs (Reference 02 / 03 / 05, Costs and restrictions / Gold production):

1. Straighten: every card the player controls straightens.
2. Events: every face-down card in the provinces turns face up. An Event, Region or Celestial
   revealed is set aside (Events resolve and are discarded; Regions and Celestials are not
   modelled) and its province refills face down (Reference 05, Provinces).
3. Action and Dynasty: the player buys the best purchase set of ``solver.lines`` from the
   Stronghold's and the unbowed Holdings' Gold: Recruit face-up province cards and Equip
   attachments in hand onto Personalities already in play; each purchase its own payment, the
   Clan Honor surcharge a separate one, restrictions respected (Honor Requirement, Unique).
   Holdings enter play bowed (Reference 03). Emptied provinces refill face down.
4. Dynasty Discard (a rulebook Dynasty ability, once a turn; Reference 02): the leftmost
   face-up province card the player can never buy in this model (no Gold cost, or failing a
   restriction, which cannot change here) is discarded; if there is none and the player
   bought nothing this turn, the face-up card needing the most Gold is (the player digs for
   cards they can afford). Its province refills face down.
5. Draw: one Fate card. End: down to the maximum hand size (8), discarding cards that are not
   attachments first, then the oldest attachments.

Setup: the Stronghold (and Sensei: its Gold Production modifier applies to the Stronghold, its
Honor modifier to the starting Family Honor) in play, both decks shuffled, four provinces
filled face down, five Fate cards in hand (Reference 05). A Sun and Moon deck list's Pregame
Holdings (``DeckList.pregame``; the rules files do not mention them, the deck list states they
begin in play) start in play at home, unbowed, and produce Gold from the first turn like any
Holding; a Wind starts in play too (no effect of it is modelled). A bowed card that "will not
straighten before your Nth turn" stays bowed until then; the other sentences on straightening
or entering play (un)bowed are listed, not used (``solver.analysis.straightening``).

Simplifications (documented): no opponent, no battles, nothing leaves play (so a Gold mode
whose cost is its card leaving play, "Destroy this Holding to produce 6 Gold", is not used,
and its card produces by its other modes; nor is one whose cost is a penalty on another card,
"Permanently give your target Personality -2C to produce 3 Gold", or the destruction of another
card, "destroy your Item to produce 8 Gold", nor one that bows a target for Gold equal to its
Chi); Family Honor stays
at its starting value (no Honor gained from Personal Honor or lost); card abilities other than
Gold production are not used (Strategies, Events, Regions, Celestials, "when recruited"
effects; a Holding with an unmodelled production produces nothing), but the setup cards' bans
on Recruit and Equip are, as the check reads them (``setup_play_bans``); decks are not reshuffled
when empty; the first player's first-turn rules are ignored (a card's "on your first turn" is
read: turn t of the one player is his t-th turn).

Reproducibility: game ``g`` of a run with seed ``s`` shuffles with its own
``random.Random(game_seed(s, g))``, a seed derived with SHA-256 (stable across processes and
Python versions, unlike ``hash()`` of strings). A run repeats exactly; a run with more games
keeps the games of a shorter one; ``--jobs`` only spreads games over processes, and the report
(integer sums in game order) is identical for any number of jobs. A ``jobs`` above the cores this
process may use (``max_jobs()``) is clamped to it, not refused: more processes could not change
the report, only cost memory (a spawned worker imports the solvers), and a script's ``--jobs 16``
still runs on a two-core machine. The JSON report holds no
timings, so two runs with the same seed print the same bytes.

Reported per turn (1..T): the probability of having bought (Recruited or Equipped) at least one
copy of each card and of each card type by the end of that turn, the mean Gold available (for
any purchase: ``gold_available``), the mean Gold spent
(produced by the sources bowed, the excess lost included) and paid (the costs), the mean Force
in play (Personalities with their Followers and Items) and cards bought.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any, Final

from model.cards import ATTACHMENT_TYPES, CardType, ProductionMode
from model.decklist import DeckList
from model.state import CardInstance, CardLibrary, GameState, Phase, Player, View
from model.zones import Zone
from solver.analysis import cost_text, straightening
from solver.analysis.gap_words import (
    amount_words,
    entering_gap,
    grant_gap,
    not_simulated,
    only_words,
)
from solver.analysis.gap_words import mode_text as _said
from solver.analysis.gold_available import gold_available
from solver.analysis.purchases import Weights, best_purchases
from solver.analysis.sensei_gold import sensei_in_play, stated_modifier
from solver.analysis.sensei_text import sensei_blanked, stronghold_stat_text
from solver.analysis.setup_play_bans import ban_gaps, bans_of
from solver.analysis.start_favor import starting_favor
from solver.analysis.unread_gaps import unread_gaps
from solver.clan_honor import clan_surcharge
from solver.entering import restriction_problem
from solver.production_past import mode_pasts
from solver.stat_keyword_grant import stat_granted

__all__ = [
    "GoldfishConfig",
    "GoldfishReport",
    "ModelGap",
    "TurnLog",
    "game_seed",
    "model_gaps",
    "play_game",
    "shuffled_decks",
    "simulate",
    "summarise",
]

PLAYER: Final = "me"
#: Card types set aside when revealed (not bought in this model).
SET_ASIDE: Final = frozenset({CardType.EVENT, CardType.REGION, CardType.CELESTIAL})
#: Card types that can be bought: reported in ``types`` even when never bought.
BUYABLE: Final = (
    CardType.HOLDING,
    CardType.PERSONALITY,
    CardType.FOLLOWER,
    CardType.ITEM,
    CardType.SPELL,
    CardType.ANCESTOR,
)
_DIGITS: Final = 4


@dataclass(frozen=True, slots=True)
class GoldfishConfig:
    """What a run simulates; everything but ``games`` and ``turns`` has the rulebook value."""

    turns: int = 5
    games: int = 1000
    seed: int = 0
    weights: Weights = field(default_factory=Weights)
    provinces: int = 4
    starting_hand: int = 5
    max_hand: int = 8
    dynasty_discard: bool = True
    time_limit_s: float = 2.0

    def __post_init__(self) -> None:
        for name in ("turns", "games", "provinces"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        if self.starting_hand < 0 or self.max_hand < 0:
            raise ValueError("hand sizes must be >= 0")

    def to_json(self) -> dict[str, Any]:
        return {
            "turns": self.turns,
            "games": self.games,
            "seed": self.seed,
            "weights": self.weights.to_json(),
            "provinces": self.provinces,
            "starting_hand": self.starting_hand,
            "max_hand": self.max_hand,
            "dynasty_discard": self.dynasty_discard,
        }


def game_seed(seed: int, game: int) -> int:
    """The seed of game ``game``'s random stream: SHA-256 of (seed, game), 64 bits."""
    digest = hashlib.sha256(f"goodfaith-goldfish:{seed}:{game}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def shuffled_decks(deck: DeckList, seed: int, game: int) -> tuple[list[str], list[str]]:
    """Game ``game``'s Dynasty and Fate decks, top card first: the list order shuffled by
    ``random.Random(game_seed(seed, game))``, the Dynasty deck first."""
    rng = random.Random(game_seed(seed, game))
    dynasty = list(deck.dynasty_cards())
    fate = list(deck.fate_cards())
    rng.shuffle(dynasty)
    rng.shuffle(fate)
    return dynasty, fate


@dataclass(frozen=True, slots=True)
class TurnLog:
    """One turn of one game: the cards bought (library keys, in purchase order) and the
    Gold and Force figures of the module doc. ``proven``: the purchase set is proven best."""

    bought: tuple[str, ...]
    gold_available: int
    gold_spent: int
    gold_paid: int
    force: int
    proven: bool = True


# --------------------------------------------------------------------------------------------
# One game
# --------------------------------------------------------------------------------------------


def _starting_cards(deck: DeckList) -> list[CardInstance]:
    """The cards in play from the start besides the Stronghold: the Pregame Holdings ("pg0",
    "pg1", ...; unbowed, at home) and the Wind ("wind"), as the deck list states (module doc)."""
    cards = [
        CardInstance(id=f"pg{i}", title=title, owner=PLAYER, zone=Zone.HOME)
        for i, title in enumerate(deck.pregame_cards())
    ]
    if deck.wind is not None:
        cards.append(CardInstance(id="wind", title=deck.wind.title, owner=PLAYER, zone=Zone.HOME))
    return cards


@dataclass(slots=True)
class _Slot:
    card: str
    title: str
    face_up: bool = False


class _Game:
    """The mutable table of one goldfish game (private; states handed out are frozen)."""

    def __init__(
        self, deck: DeckList, library: CardLibrary, config: GoldfishConfig, game: int
    ) -> None:
        self.library = library
        self.config = config
        self.player = Player(id=PLAYER, family_honor=deck.starting_honor, clan=deck.clan)
        self.stronghold = CardInstance(
            id="sh",
            title=deck.stronghold.title,
            owner=PLAYER,
            zone=Zone.HOME,
            modifiers=stated_modifier(deck),  # the Sensei's, stated (``sensei_gold``)
        )
        dynasty, fate = shuffled_decks(deck, config.seed, game)
        self.dynasty = [(f"d{i}", t) for i, t in enumerate(dynasty)]
        self.fate = [(f"f{i}", t) for i, t in enumerate(fate)]
        self.dynasty.reverse()  # pop() takes the top card
        self.fate.reverse()
        self.provinces: list[_Slot | None] = [None] * config.provinces
        self.in_play = [*_starting_cards(deck), *sensei_in_play(deck, PLAYER)]  # Taka Sensei
        self.refused = bans_of(deck, library).refused  # the check's play bans (setup_play_bans)
        self.straighten = straightening.Straightening(library)  # the cards kept bowed
        self.favor = starting_favor(deck, PLAYER)  # Journey's End Keep (``start_favor``)
        self.hand: list[tuple[str, str]] = []
        self.turns = 0  # the player's turns begun
        self.refill()
        for _ in range(config.starting_hand):
            self.draw()

    def refill(self) -> None:
        """Empty provinces fill face down from the Dynasty deck, left to right (Ref. 05)."""
        for i, slot in enumerate(self.provinces):
            if slot is None and self.dynasty:
                card, title = self.dynasty.pop()
                self.provinces[i] = _Slot(card, title)

    def draw(self) -> None:
        if self.fate:
            self.hand.append(self.fate.pop())

    def type_of(self, title: str) -> CardType:
        return self.library[title].type

    def reveal(self) -> None:
        """Events Phase: face-down province cards turn face up; set-aside types leave."""
        for i, slot in enumerate(self.provinces):
            if slot is not None and not slot.face_up:
                slot.face_up = True
                if self.type_of(slot.title) in SET_ASIDE:
                    self.provinces[i] = None
        self.refill()

    def state(self) -> GameState:
        cards: list[CardInstance] = [self.stronghold, *self.in_play]
        for i, slot in enumerate(self.provinces):
            if slot is not None and slot.face_up:
                cards.append(
                    CardInstance(
                        id=slot.card,
                        title=slot.title,
                        owner=PLAYER,
                        zone=Zone.PROVINCE,
                        province=i + 1,
                        face_up=True,
                    )
                )
        for card, title in self.hand:
            if self.type_of(title) in ATTACHMENT_TYPES:
                cards.append(CardInstance(id=card, title=title, owner=PLAYER, zone=Zone.HAND))
        return GameState(
            players=(self.player,),
            cards=tuple(cards),
            turn=max(1, self.turns),  # one player: game turn t is "your t-th turn" (h43adv1 W5)
            active_player=PLAYER,
            phase=Phase.DYNASTY,
            imperial_favor=self.favor,
        )

    def turn(self, observe: Callable[[View], None] | None = None) -> TurnLog:
        self.turns += 1  # Straighten (``straightening``: "not before your third turn")
        self.in_play = self.straighten.step(self.in_play, self.turns)
        self.reveal()
        view = View.of(stat_granted(self.state(), self.library), self.library)  # Aranai's (G3)
        if observe is not None:
            observe(view)
        available = gold_available(view, PLAYER)  # (``gold_available``: h43adv1 W6)
        result = best_purchases(
            view,
            PLAYER,
            weights=self.config.weights,
            time_limit_s=self.config.time_limit_s,
            with_plan=self.straighten.slow_unbowed(self.in_play),
            refused=self.refused,
        )
        self.in_play = self.straighten.bow_paid(self.in_play, result.plan, self.turns)  # W4
        bought: list[str] = []
        for purchase in result.purchases:
            c = purchase.candidate
            bought.append(c.title)
            if c.action == "recruit":
                index = next(
                    i for i, s in enumerate(self.provinces) if s is not None and s.card == c.card
                )
                self.provinces[index] = None
                self.in_play.append(
                    CardInstance(
                        id=c.card,
                        title=c.title,
                        owner=PLAYER,
                        zone=Zone.HOME,
                        bowed=c.type is CardType.HOLDING,  # Holdings enter play bowed
                    )
                )
            else:
                self.hand = [h for h in self.hand if h[0] != c.card]
                self.in_play.append(
                    CardInstance(
                        id=c.card,
                        title=c.title,
                        owner=PLAYER,
                        zone=Zone.HOME,
                        attached_to=purchase.host,
                    )
                )
        self.refill()
        after = View.of(self.state(), self.library)
        if self.config.dynasty_discard:
            self.dynasty_discard(after, bool(bought))
        self.draw()
        self.discard_to_hand_size()
        return TurnLog(
            bought=tuple(bought),
            gold_available=available,
            gold_spent=result.gold_produced,
            gold_paid=result.gold_paid,
            force=_force(after),
            proven=result.optimal,
        )

    def dynasty_discard(self, view: View, bought: bool) -> None:
        """Dynasty Discard (once a turn): the leftmost face-up card that can never be bought
        here; if none and nothing was bought this turn, the face-up card needing the most
        Gold (leftmost on ties), to dig for what the player can afford (module doc)."""
        costliest: tuple[int, int] | None = None  # (-Gold needed, province)
        for i, slot in enumerate(self.provinces):
            if slot is None or not slot.face_up:
                continue
            definition = self.library[slot.title]
            if (
                definition.gold_cost is None
                or slot.title in self.refused
                or restriction_problem(view, PLAYER, definition, card=slot.card) is not None
            ):
                costliest = (0, i)
                break
            need = definition.gold_cost + clan_surcharge(view, PLAYER, definition)
            if not bought and (costliest is None or (-need, i) < costliest):
                costliest = (-need, i)
        if costliest is not None:
            self.provinces[costliest[1]] = None
            self.refill()

    def discard_to_hand_size(self) -> None:
        """End of turn: down to the maximum hand size; non-attachments go first, oldest
        first, then the oldest attachments."""
        excess = len(self.hand) - self.config.max_hand
        if excess <= 0:
            return
        others = [h for h in self.hand if self.type_of(h[1]) not in ATTACHMENT_TYPES]
        attachments = [h for h in self.hand if self.type_of(h[1]) in ATTACHMENT_TYPES]
        drop = {h[0] for h in (others + attachments)[:excess]}
        self.hand = [h for h in self.hand if h[0] not in drop]


def _force(view: View) -> int:
    """Force in play: each Personality's with its Items and unbowed Followers (Reference 03)."""
    return sum(
        view.total_force(c.id, resolving=True)
        for c in view.state.cards
        if c.in_play and c.attached_to is None and view.type_of(c.id) is CardType.PERSONALITY
    )


@dataclass(frozen=True, slots=True)
class ModelGap:
    """A card of the deck the simulation cannot play exactly as printed (``kind``:
    ``production``, its Gold production; ``reduction``, a cost it lowers by bowing; ``recruit``,
    what its text says about a cost to enter play; ``history``, Gold that asks about a past
    occurrence, ``solver.production_past``; ``starting honor``, a Stronghold without the stat
    in the card data; ``sensei modifiers``, a Sensei's likewise; ``card data``, a note: a stat
    taken from the set files), its copies, the text not understood and what it does instead."""

    title: str
    copies: int
    kind: str
    text: str
    effect: str

    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "copies": self.copies,
            "kind": self.kind,
            "text": self.text,
            "effect": self.effect,
        }

    def line(self) -> str:
        return (
            f"{self.title} (x{self.copies}): {self.kind} not modelled: {self.text}; {self.effect}"
        )


def _copies(deck: DeckList) -> dict[str, int]:
    out: dict[str, int] = {}
    for entry in deck.entries():
        out[entry.title] = out.get(entry.title, 0) + entry.count
    return out


#: a ``ModelGap`` kind: a Sensei's sentence setting the Stronghold's stats (``sensei_text``)
SENSEI_TEXT = "sensei text"
#: a ``ModelGap`` kind that is a note on the card data, not a gap: a stat taken from the set
#: files (printed as a note)
CARD_DATA = "card data"


def model_gaps(deck: DeckList) -> tuple[ModelGap, ...]:
    """What of the deck's cards the simulation does not model (module doc), in list order."""
    out: list[ModelGap] = []
    if deck.stronghold.card.starting_honor is None:
        # a data gap (the export's The Shadowed Estate of the Scorpion): Reference 02, the
        # player's starting Family Honor is the Stronghold's stat
        effect = f"the simulation starts at {deck.starting_honor} Family Honor"
        text = "no Starting Honor stat in the card data"
        conflict = [n for n in deck.stronghold.card.stat_notes if n.startswith("Starting Honor")]
        text += "".join(f" ({n})" for n in conflict)  # printings that disagree
        out.append(ModelGap(deck.stronghold.title, 1, "starting honor", text, effect))
    sensei = deck.sensei.card if deck.sensei is not None else None
    lacking = [
        name
        for name, value in (
            ("Starting Honor", sensei.starting_honor if sensei else 0),
            ("Province Strength", sensei.province_strength if sensei else 0),
            ("Gold Production", sensei.gold_production if sensei else 0),
        )
        if value is None
    ]
    if deck.sensei is not None and lacking:
        # Reference 03: a Sensei's modifiers apply to the Stronghold; the export lacks some
        text = f"no {', '.join(lacking)} modifier in the card data"
        effect = "the simulation counts it as 0"
        out.append(ModelGap(deck.sensei.title, 1, "sensei modifiers", text, effect))
    if deck.sensei is not None:
        for said in stronghold_stat_text(deck.sensei.card):
            effect = "the simulation adds its printed modifiers: Family Honor and Gold NOT MEASURED"
            out.append(ModelGap(deck.sensei.title, 1, SENSEI_TEXT, said, effect))
    for entry in (deck.stronghold, *((deck.sensei,) if deck.sensei is not None else ())):
        # stats the export lacks, taken from agreeing printings (``model.oracle.pool_stats``)
        for note in entry.card.stat_notes:
            if " from the set files " in note:
                out.append(ModelGap(entry.title, 1, CARD_DATA, note, "the simulation uses it"))
    copies_of = _copies(deck)
    out.extend(ModelGap(*g) for g in ban_gaps(deck, simulation_library(deck)))  # setup bans
    out.extend(ModelGap(*g) for g in unread_gaps(deck))  # the Keep's "may not Recruit" (G1)
    for title, said in straightening.unread([(t, deck.library()[t]) for t in copies_of]):
        out.append(
            ModelGap(title, copies_of[title], straightening.KIND, said, straightening.EFFECT)
        )
    for title, copies in _copies(deck).items():
        card = deck.library()[title]
        if card.production_unread:
            if card.production_partial:
                modes = ", ".join(production_words(m) for m in card.production_partial)
                effect = f"the simulation uses only what was understood ({modes}), not this"
            else:
                effect = "the simulation counts it as producing no Gold"
            out.append(ModelGap(title, copies, "production", card.production_unread, effect))
        for mode in card.production:
            if mode.leaves_play is not None:  # modelled, but not used here (module doc)
                effect = "the simulation does not use it (nothing leaves play)"
                out.append(ModelGap(title, copies, "leaving play", _said(card, mode), effect))
            elif mode.penalize_other is not None:  # a cost on another card: not chosen here
                effect = "the simulation does not use it (no penalty is given as a cost)"
                out.append(ModelGap(title, copies, "penalty", _said(card, mode), effect))
            elif mode.destroy_other is not None:
                effect = "the simulation does not use it (nothing leaves play)"
                out.append(ModelGap(title, copies, "leaving play", _said(card, mode), effect))
            elif mode.bow_target is not None:
                effect = "the simulation does not use it (no target is bowed for Gold)"
                out.append(ModelGap(title, copies, "target", _said(card, mode), effect))
            elif mode.discard_other is not None:
                effect = "the simulation does not use it (no card is discarded for Gold)"
                out.append(ModelGap(title, copies, "discard", _said(card, mode), effect))
            elif mode_pasts(mode):  # the simulation reports no past occurrences
                effect = "the simulation counts what it asks about as not having happened"
                out.append(ModelGap(title, copies, "history", _said(card, mode), effect))
        for text in card.entering_unread:
            kind, effect = entering_gap(text, card)  # (``gap_words``)
            out.append(ModelGap(title, copies, kind, text, effect))
        for c in card.entering:
            if c.partial is None:
                continue
            effect = "the simulation lowers its cost only while the part read holds"
            if c.host is not None:  # "Attaches to a Courtier for 2 less Gold.": no host is priced
                effect = "the simulation pays its printed Gold cost"
            out.append(ModelGap(title, copies, "recruit", c.partial, effect))
        for text in cost_text.unplayed(card, card.reductions_unread):
            if text in card.entering_unread:  # one sentence, reported once (its printed cost)
                continue
            effect = "the simulation lowers no cost with it"
            out.append(ModelGap(title, copies, "reduction", text, effect))
        for text in cost_text.unplayed_grants(card):  # each sentence once
            kind, effect = grant_gap(text, title)
            out.append(ModelGap(title, copies, kind, text, effect))
    return tuple(out)


def production_words(mode: ProductionMode) -> str:
    """A production mode in a few words ("bow: 2 Gold", "bow: Gold Production")."""
    how = "bow" if mode.bow else "no bow"
    if mode.from_stat is not None:
        amount = "its Gold Production"
    elif mode.from_tokens is not None:
        amount = f"1 Gold per {mode.from_tokens} token"
    else:
        amount = amount_words(mode)  # "Gold equal to a discarded card's focus" (gap_words)
    if mode.per_token is not None:
        amount += f" + 1 per {mode.per_token} token"
    only = only_words(mode.only_for)  # " (for a Spell only)"
    leaves = {
        "destroy": ", destroying it",
        "dynasty_deck": ", shuffling it into the deck",
        "destroyed_after": ", destroyed after it bows",
    }
    return f"{how}: {amount}{only}{leaves.get(mode.leaves_play or '', '')}"


def simulation_library(deck: DeckList) -> CardLibrary:
    """The deck's cards as the simulation plays them: a card whose production is not fully
    understood produces what was understood (``CardDef.production_partial``), an estimate
    reported by ``model_gaps``; a mode whose cost is its card leaving play ("Destroy this
    Holding to produce 6 Gold") is not used (nothing leaves play in the simulation); every other
    card as loaded."""
    lib = deck.library()
    patched = {
        title: replace(card, production=card.production_partial)
        for title, card in lib.items()
        if card.production_unread and card.production_partial
    }
    # nothing leaves play here: a mode whose cost is its card leaving play is not used, nor
    # one whose cost is a penalty on another card
    for title, card in lib.items():
        modes = patched[title].production if title in patched else card.production
        if any(not_simulated(m) for m in modes):
            kept = tuple(m for m in modes if not not_simulated(m))
            patched[title] = replace(patched.get(title, card), production=kept)
    return sensei_blanked(deck, lib.merged(patched) if patched else lib)  # Tsujiken Sensei


def play_game(
    deck: DeckList,
    game: int,
    config: GoldfishConfig = GoldfishConfig(),
    library: CardLibrary | None = None,
    observe: Callable[[View], None] | None = None,
) -> tuple[TurnLog, ...]:
    """Play game number ``game`` of a run (its shuffle: ``shuffled_decks``). ``observe`` sees
    each turn's table just before the purchases (benchmarks and tests use it)."""
    lib = library if library is not None else simulation_library(deck)
    table = _Game(deck, lib, config, game)
    return tuple(table.turn(observe) for _ in range(config.turns))


def _play_chunk(args: tuple[DeckList, GoldfishConfig, int, int]) -> list[tuple[TurnLog, ...]]:
    deck, config, start, stop = args
    lib = simulation_library(deck)
    return [play_game(deck, g, config, lib) for g in range(start, stop)]


# --------------------------------------------------------------------------------------------
# A run and its report
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardOdds:
    """P(at least one copy bought by the end of turn t), t = 1..T."""

    title: str
    type: CardType
    by_turn: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class TurnMeans:
    turn: int
    gold_available: float
    gold_spent: float
    gold_paid: float
    force: float
    cards_bought: float


@dataclass(frozen=True, slots=True)
class GoldfishReport:
    """The aggregate of a run (module doc). No timings: same seed, same report."""

    deck: str
    stronghold: str
    sensei: str | None
    clan: str | None
    family_honor: int
    config: GoldfishConfig
    warnings: tuple[str, ...]
    per_turn: tuple[TurnMeans, ...]
    types: tuple[tuple[str, tuple[float, ...]], ...]
    cards: tuple[CardOdds, ...]
    purchase_sets: int
    not_proven: int
    not_modelled: tuple[ModelGap, ...] = ()
    #: the Stronghold's Gold Production is missing from the card data: every Gold figure counts
    #: it as 0, a floor, not a measured mean (h27adv2 D3)
    stronghold_gold_missing: bool = False

    @property
    def stronghold_stats_unread(self) -> bool:
        """A Sensei sets the Stronghold's stats in text not read (h28adv2 F8): not measured."""
        return any(g.kind == SENSEI_TEXT for g in self.not_modelled)

    def to_json(self) -> dict[str, Any]:
        return {
            "stronghold_gold_production_missing": self.stronghold_gold_missing,
            "stronghold_stats_unread": self.stronghold_stats_unread,
            "deck": self.deck,
            "stronghold": self.stronghold,
            "sensei": self.sensei,
            "clan": self.clan,
            "family_honor": self.family_honor,
            "config": self.config.to_json(),
            "warnings": list(self.warnings),
            "not_modelled": [g.to_json() for g in self.not_modelled],
            "per_turn": [
                {
                    "turn": m.turn,
                    "gold_available": m.gold_available,
                    "gold_spent": m.gold_spent,
                    "gold_paid": m.gold_paid,
                    "force": m.force,
                    "cards_bought": m.cards_bought,
                }
                for m in self.per_turn
            ],
            "types": {t: list(p) for t, p in self.types},
            "cards": [
                {"title": c.title, "type": c.type.value, "by_turn": list(c.by_turn)}
                for c in self.cards
            ],
            "solver": {"purchase_sets": self.purchase_sets, "not_proven_optimal": self.not_proven},
        }


_NO_STRONGHOLD_GOLD = (
    "{} has no Gold Production in the card data: the simulation counts it as 0, so every Gold "
    "figure and purchase probability below is a floor, not a measured mean"
)


def summarise(
    deck: DeckList, config: GoldfishConfig, logs: Sequence[Sequence[TurnLog]]
) -> GoldfishReport:
    """Aggregate game logs (in game order) into the report: integer counts, then ratios."""
    lib = deck.library()
    n = len(logs)
    turns = config.turns
    card_counts: dict[str, list[int]] = {}
    type_counts: dict[str, list[int]] = {t.value: [0] * turns for t in BUYABLE}
    sums = [[0, 0, 0, 0, 0] for _ in range(turns)]
    not_proven = 0
    for game in logs:
        seen: dict[str, int] = {}  # title -> first turn bought
        for t, log in enumerate(game):
            for title in log.bought:
                seen.setdefault(title, t)
            row = sums[t]
            row[0] += log.gold_available
            row[1] += log.gold_spent
            row[2] += log.gold_paid
            row[3] += log.force
            row[4] += len(log.bought)
            not_proven += not log.proven
        first_type: dict[str, int] = {}
        for title, t in seen.items():
            counts = card_counts.setdefault(title, [0] * turns)
            for u in range(t, turns):
                counts[u] += 1
            kind = lib[title].type.value
            first_type[kind] = min(first_type.get(kind, turns), t)
        for kind, t in first_type.items():
            counts = type_counts.setdefault(kind, [0] * turns)
            for u in range(t, turns):
                counts[u] += 1

    def ratio(x: int) -> float:
        return round(x / n, _DIGITS) if n else 0.0

    missing = deck.stronghold.card.gold_production is None

    cards = sorted(
        (
            CardOdds(title, lib[title].type, tuple(ratio(c) for c in counts))
            for title, counts in card_counts.items()
        ),
        key=lambda c: (-c.by_turn[-1], c.title),
    )
    return GoldfishReport(
        deck=deck.name,
        stronghold=deck.stronghold.title,
        sensei=deck.sensei.title if deck.sensei is not None else None,
        clan=deck.clan,
        family_honor=deck.starting_honor,
        config=config,
        warnings=deck.warnings
        + ((_NO_STRONGHOLD_GOLD.format(deck.stronghold.title),) if missing else ()),
        stronghold_gold_missing=missing,
        per_turn=tuple(TurnMeans(t + 1, *(ratio(v) for v in sums[t])) for t in range(turns)),
        types=tuple((k, tuple(ratio(c) for c in v)) for k, v in type_counts.items()),
        cards=tuple(cards),
        purchase_sets=n * turns,
        not_proven=not_proven,
        not_modelled=model_gaps(deck),
    )


def max_jobs() -> int:
    """The most worker processes ``simulate`` starts: the cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


def simulate(
    deck: DeckList,
    config: GoldfishConfig = GoldfishConfig(),
    *,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> GoldfishReport:
    """Play ``config.games`` games of ``config.turns`` turns and aggregate them.

    ``jobs > 1`` spreads games over at most ``max_jobs()`` processes (a larger ``jobs`` is
    clamped; the report does not change); ``progress`` is
    called with the number of games just finished."""
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    jobs = min(jobs, max_jobs())  # clamped: the report is the same for any number of jobs
    logs: list[tuple[TurnLog, ...]] = []
    if jobs == 1 or config.games == 1:
        lib = simulation_library(deck)
        for g in range(config.games):
            logs.append(play_game(deck, g, config, lib))
            if progress is not None:
                progress(1)
    else:
        size = max(1, min(50, -(-config.games // (jobs * 4))))
        chunks = [
            (deck, config, a, min(a + size, config.games)) for a in range(0, config.games, size)
        ]
        # spawn: a fresh interpreter per worker (forking a process whose solver threads may
        # hold locks is unsafe)
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for games in pool.map(_play_chunk, chunks):
                logs.extend(games)
                if progress is not None:
                    progress(len(games))
    return summarise(deck, config, logs)
