"""The set files' keyword icons read as the keywords the Oracle export prints in their place
(../shared/README.md: set-file text is "HTML-ish, with icons like :bow: and :g4:"; no list
defines them): the set files and the export print the same cards with the icon where the export
has the word ("Give your target Monk or Shugenja :air:, :earth:, :fire:, or :water:." / "... Air,
Earth, Fire, or Water."; "... unless they are :void:" / "... unless he is Void"), as keyword icons
name their keywords (Reference 04: keywords). Only the element keywords: ":favor:" is the Imperial
Favor (a card, no keyword); ":shadowlands:", ":maho:" and the others are left as printed, the
form the traits that name them are read in ("You may not play :maho: or :shadowlands: cards.":
``solver.play_bans``), but for "non-:shadowlands:", the export's "non-Shadowlands" ("Give your
target non-:shadowlands: Human Shugenja ...", Hinotori): the word a target reads (h41n2)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["keyword_icon_words"]

#: the icon, not a cost icon's closing colon (":fire::"), nor inside a longer icon name
_KEYWORD = lazy_regex(r"(?<![:\w]):(?P<kw>air|earth|fire|water|void):(?!:)")


_NON_SHADOWLANDS = lazy_regex(r"\bnon-:shadowlands:(?!:)")


def keyword_icon_words(texts: list[str]) -> list[str]:
    """``texts`` with each keyword icon as its keyword, capitalised ("Fire")."""
    return [
        _NON_SHADOWLANDS.sub(
            "non-Shadowlands", _KEYWORD.sub(lambda m: m.group("kw").capitalize(), t)
        )
        for t in texts
    ]
