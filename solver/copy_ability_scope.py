"""Sentences about copying abilities only ("You may only copy abilities from Naga Commanders and
Naga Followers.", "Your Followers ignore bow costs of abilities copied to them." — Balash
Sensei): they change an action that copies an ability, or the use of an ability copied to a
card. No claimed action copies an ability (copying is not read: README "Text not understood"),
and the state holds only printed abilities, so such a sentence can turn no verdict the solver
gives (legal or illegal): it doubts none (h29adv1 F11). Any other clause keeps it."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["copying_only"]

#: the cards copied from: card words only, no verb or action ("and take Limited actions")
_CARDS = r"(?:(?!\b(?:take|use|play|target|perform|actions?|abilit\w*|may|must)\b)[\w :,'-])+"
_COPYING = lazy_regex(
    rf"^(?:You may only copy abilities from {_CARDS}"
    r"|Your [\w' -]+? ignore (?:the )?bow costs? of abilities copied to them)\.?$"
)


def copying_only(said: str) -> bool:
    """Is ``said`` one sentence about copying abilities alone (``_COPYING``)?"""
    return _COPYING.match(said.strip()) is not None
