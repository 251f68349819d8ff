"""A Personality's subjectless refusal of attachments and challenges, "Will not attach Followers
or issue challenges." (Kakita Yoshi) / "Will not attach cards or issue challenges." (The Crimson
Mountain Oni): a restriction on that Personality alone (Costs and restrictions / Restrictions: a
restriction limits what its card may do), as a host (Reference 03, attachments) and as the one
issuing a challenge.

- Its host half is read exactly (``attach_half``, used by ``solver.host_refusals``): that
  Personality refuses every Follower (every attachment: "cards"); an Item, or an attachment
  onto another Personality, is untouched (h41adv1 N3: Ashigaru Archers onto Yoshi illegal).
- Its challenge half forbids only a challenge that Personality issues: another card's action
  (read in full) that attaches, brings, creates or moves no card is untouched when its answer
  is illegal (a restriction forbids, never allows) or legal with a witness using no card of
  that Personality's unit (``challenge_host_spares``; h41adv1 N1: Iaijutsu Challenge performed
  by Kakita Toshimoko). Its own actions keep the doubt here."""

from __future__ import annotations

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.host_traits import attaches_or_brings
from model.lazy_regex import lazy_regex
from model.state import View
from solver.own_refusal_scope import witness_cards
from solver.verdict import Verdict

__all__ = ["attach_half", "challenge_host_spares", "challenge_host_subject"]

#: "Will not attach Followers or issue challenges." / "Will not attach cards or ..."
_BOTH = lazy_regex(r"^Will not attach (?P<what>Followers|Items|cards) or issue challenges\.?$")
_WHAT = {"Followers": "follower", "Items": "item", "cards": "card"}


def attach_half(sentence: str) -> str | None:
    """The attachments the sentence ``sentence`` refuses ("follower", "item", "card": any),
    when it is a subjectless refusal of attachments and challenges; None otherwise."""
    m = _BOTH.fullmatch(sentence.strip())
    return None if m is None else _WHAT[m.group("what")]


def challenge_host_subject(view: View, source: str, said: str) -> str | None:
    """The Personality ``source`` when ``said`` is its subjectless refusal of attachments and
    challenges (a Personality in play); None otherwise."""
    if attach_half(said) is None or not view.has(source):
        return None
    return source if view.type_of(source) == CardType.PERSONALITY else None


def _witness_uses(view: View, verdict: Verdict, unit: set[str]) -> bool:
    """Does the legal ``verdict``'s witness use a card of ``unit`` (a target, a cost card, a Gold
    source or the card brought)? True without a witness."""
    w = verdict.witness
    return w is None or bool(witness_cards(w) & unit)


def challenge_host_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can the refusal ``said`` of ``source`` not turn ``verdict`` of another card's action
    ``ab`` (``card``): read in full and attaching or bringing no card, its answer illegal, or
    legal with a witness using no card of ``source``'s unit?"""
    subject = challenge_host_subject(view, source, said)
    if subject is None or ab is None or verdict.status not in ("legal", "illegal"):
        return False
    unit = set(view.unit(view.unit_head(subject))) | {subject}
    if card in unit or not view.has(card):
        return False
    text = " ".join(e.step or "" for e in ab.effects)
    if attaches_or_brings(ab, text) or any(e.step is None for e in ab.effects):
        return False
    return verdict.status == "illegal" or not _witness_uses(view, verdict, unit)
