"""A paragraph printed as an ability whose designator the rules files do not define: "Political
Response: If you paid the action's :favor: cost, take :favor:." (The Palatial Estate of the
Crane), "Response, :g3:: After the action Recruits Tsushima, create and Recruit ..." (Tamori
Tsushima), "Political Tireless Response: After the action Recruits this Holding, ..." (Training
Court).

Abilities and actions: an ability is used by its player and its effects happen when it
resolves; until then it changes no other action's legality (its lasting effects, once used, are
the state's ``effects``). The importer keeps such a paragraph as a trait (its timing is not
read, so it is no action it can claim); ``model.cardtext.traits_on_actions`` sets it aside: it
is no ongoing trait on other cards' actions or plays (``solver.traits_in_play``).
"""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["is_response_ability"]

#: ability keywords ("Political", "Tireless"), the word "Response", its costs (", :g3:"), a colon
_RESPONSE = lazy_regex(
    r"^(?:(?!Your |Other |Each )[A-Z][a-z]+ ){0,3}Response(?:, [^:.]*?:[a-z0-9]+:)*:\s+\S"
)


def is_response_ability(said: str) -> bool:
    """Is ``said`` a paragraph printed as a Response ability ("<Keywords> Response[, costs]:
    <effects>")?"""
    return _RESPONSE.match(said.strip()) is not None
