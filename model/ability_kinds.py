"""Whether a card has an ability of a kind ("a Personality with a Political ability", "a card
with a Melee or Ranged Attack ability"), settled from its printed text alone or left open.

An ability is a paragraph opening with designators and a colon ("Political Battle:", "Ninja
Battle, :bow::", "Favor Political Open:"); the capitalised words before the designators are the
ability's keywords (Reference 04: keywords on abilities; designators are no keywords). A Melee
or Ranged Attack is an ability's effect ("Battle, :bow:: Melee 4 Attack."). The answer is
``None`` (not settled) when the card's text names the kind anywhere else (a trait, a quoted
ability given or created, a reference such as "If the action has a Ranged Attack"), says
anything of abilities it has or gains, or has a paragraph opening "...:" that is not read as
an ability: never a guessed yes or no."""

from __future__ import annotations

import re

from model.cards import CardDef
from model.lazy_regex import lazy_regex

__all__ = [
    "ATTACKS",
    "DESIGNATORS",
    "abilities_match",
    "ability_settled",
    "has_ability_kind",
    "lacks_abilities_settled",
    "may_change_abilities",
]

DESIGNATORS = frozenset({"battle", "open", "limited", "engage", "dynasty", "interrupt", "reaction"})
ATTACKS = frozenset({"melee attack", "ranged attack"})

_ICON = lazy_regex(r":\w+:")
_D = r"(?:Battle|Open|Limited|Engage|Dynasty|Interrupt|Reaction)"
#: "Favor Political Open:", "Battle/Open:", "Limited, :bow::" (icons replaced by a word)
_HEAD = lazy_regex(
    rf"^(?P<kw>(?:(?-i:[A-Z])[\w'-]*\s+)*?)(?P<des>{_D}(?:\s*/\s*{_D})*)(?:,[^:.]*)?:\s*",
)
#: a paragraph opening with words and a colon: an ability head (read or not)
_COLON_HEAD = lazy_regex(r"^[^.:\"]{0,60}:")
#: "After Tamisu enters play: ...": a triggered trait, no ability (Reference 04, triggered
#: traits; abilities are designated: Abilities and actions / Designators)
_TRIGGERED = lazy_regex(r"^(?:After|Before|When|Whenever|While|At|Each time)\b")
#: "Melee 4 Attack", "Ranged Attack with strength ...": an attack at the start of an effect
_ATTACK_AT = r"(?:^|[:.;]\s*)(?:{w}) (?:\d+ |X )?Attack\b"
#: a card's text that may give or take a card's abilities
_CHANGES = lazy_regex(
    r"\bthe abilit(?:y|ies)\b|\b(?:gain|lose|lost|has|have|ha[sv]e? no|without)\w*\b[^.]*"
    r"\babilit|\bblank\b|\bis treated as\b|\bcop(?:y|ies)\b[^.]*\babilit",
    re.IGNORECASE,
)


def _abilities(text: str) -> list[tuple[set[str], str]] | None:
    """Each printed ability's keywords and designators, and its body; None: a paragraph opening
    with a colon that is not read as an ability."""
    out: list[tuple[set[str], str]] = []
    for para in text.splitlines():
        para = _ICON.sub("icon", para.strip())
        m = _HEAD.match(para)
        if m is None:
            if _COLON_HEAD.match(para) and not _TRIGGERED.match(para):
                return None
            continue
        words = {w.lower() for w in m.group("kw").split()}
        words |= {w.strip().lower() for w in m.group("des").split("/")}
        out.append((words, para[m.end() :]))
    return out


def has_ability_kind(definition: CardDef, kind: str) -> bool | None:
    """Does the printed card have an ability of ``kind`` (an ability keyword or designator,
    lower case, or "melee attack" / "ranged attack")? None: its text does not settle it."""
    text = definition.printed_text
    if text is None:
        return _encoded(definition, kind)
    read = _abilities(text)
    if read is None:
        return None
    if kind in ATTACKS:
        word = kind.split()[0].capitalize()
        at = re.compile(_ATTACK_AT.format(w=word), re.IGNORECASE)
        if any(at.search(body) and '"' not in body for _, body in read):
            return True
        mentioned = re.search(rf"\b{word}\b", text) is not None
    else:
        if any(kind in words for words, _ in read):
            return True
        mentioned = re.search(rf"\b{re.escape(kind)}\b", text, re.IGNORECASE) is not None
    if mentioned or _CHANGES.search(_own_selector_free(text)):
        return None
    return False


def _encoded(definition: CardDef, kind: str) -> bool | None:
    """A card the data defines by its abilities, without its printed text (the bundled
    library): its abilities' keywords and designators as encoded; an attack only where an
    effect makes one (else not settled)."""
    if kind in ATTACKS:
        step = re.compile(rf"^{kind.split()[0]} (?:\d+ )?attack\b", re.IGNORECASE)
        made = any(step.match(e.step or "") for ab in definition.abilities for e in ab.effects)
        return True if made else None
    for ab in definition.abilities:
        if kind in {k.lower() for k in ab.keywords} | {
            str(d.value).lower() for d in ab.designators
        }:
            return True
    return False


#: (and "without abilities": a target's test too, h46tgt)
_WITH_KIND = lazy_regex(r"\bwith an? [\w ]{1,40}? ability\b|\bwithout abilities\b", re.IGNORECASE)


def _own_selector_free(text: str) -> str:
    """``text`` less its own "with a X ability" / "without abilities" target words (they
    test, not give)."""
    return _WITH_KIND.sub("", text)


def may_change_abilities(definition: CardDef, kinds: tuple[str, ...]) -> str | None:
    """The sentence of a card (in play) that may give or take other cards' abilities of
    ``kinds`` ("... has the ability, ...", "loses its abilities"); None: none."""
    text = _own_selector_free(definition.printed_text or "")
    for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
        if _CHANGES.search(sentence):
            return sentence.strip()
        low = sentence.lower()
        if "abilit" in low and any(k.split()[0] in low for k in kinds):
            return sentence.strip()  # "Your Stronghold's abilities have Political"
    return None


def ability_settled(definition: CardDef, kinds: tuple[str, ...]) -> bool | None:
    """Has the card an ability of one of ``kinds``: True, False, or None (not settled)."""
    got = [has_ability_kind(definition, k) for k in kinds]
    if True in got:
        return True
    return None if None in got else False


def abilities_match(definition: CardDef, kinds: tuple[str, ...], lacks: bool) -> bool:
    """Whether the card surely meets a selector's ability tests: an ability of one of
    ``kinds`` (``Selector.has_ability``), and with ``lacks`` no ability at all
    (``Selector.lacks_abilities``: no ability of any designator; Abilities and actions /
    Designators: every ability has one, traits are no abilities). A card whose text does not
    settle it is no candidate (``solver.ability_kind_doubts``)."""
    if kinds and ability_settled(definition, kinds) is not True:
        return False
    return not lacks or lacks_abilities_settled(definition) is True


def lacks_abilities_settled(definition: CardDef) -> bool | None:
    """Has the card no ability at all: True, False, or None (not settled). A card the data
    defines without its printed text (the bundled library) is not settled: its encoding may
    leave out what it does not model."""
    if definition.printed_text is None:
        return None
    has = ability_settled(definition, tuple(sorted(DESIGNATORS)))
    return None if has is None else not has
