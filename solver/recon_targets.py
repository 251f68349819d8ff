"""Whether Reconnaissance, not stated, may decide a target (``model.cardtext.ranged_recon``:
"Ranged 4 Attack which may target a Personality with attached Followers if you have
Reconnaissance"): the target widened while you have it is read as not widened when the state
does not say (fewer targets), so a legal answer holds; an illegal one is unknown only when a
card there is a target of the widened reading alone (a Personality with Followers)."""

from __future__ import annotations

from model.abilities import Ability
from model.common import CardType
from model.evaluate import matches_unary, reconnaissance_unsettled
from model.state import View
from solver.verdict import Verdict

__all__ = ["recon_refusal", "recon_target_doubt"]


def recon_target_doubt(view: View, player: str, ability: Ability) -> str | None:
    """Why an illegal answer is unknown (None: Reconnaissance decides no target here)."""
    for ab in (ability, ability.lenient):
        if ab is None:
            continue
        for spec in ab.all_target_specs():
            if not any(w.condition.needs_reconnaissance() for w in spec.where_when):
                continue
            for cid in view.ids_of_types(spec.select.type):
                if not matches_unary(view, player, cid, spec.select):
                    continue
                followers = [
                    a for a in view.attachments(cid) if view.type_of(a) is CardType.FOLLOWER
                ]
                if followers and (why := reconnaissance_unsettled(view, player)) is not None:
                    return (
                        f"illegal unless you have Reconnaissance (then {view.definition(cid).title}"
                        f", with Followers, is a target), but {why}"
                    )
    return None


def recon_refusal(view: View, card: str, ability: int, found: Verdict) -> bool:
    """Is the illegal ``found`` refused at a target Reconnaissance may widen? Another refusal
    (a performer with no candidate, a cost) stands whatever Reconnaissance adds (h39 gold set:
    Toritaka Chokichi with no Follower to bow)."""
    abilities = view.definition(card).abilities
    if not found.details or found.details[0].code != "target" or not 0 <= ability < len(abilities):
        return False
    ab = abilities[ability]
    slots = {
        spec.name
        for read in (ab, ab.lenient)
        if read is not None
        for spec in read.all_target_specs()
        if any(w.condition.needs_reconnaissance() for w in spec.where_when)
    }
    said = found.details[0].text
    return any(f": {slot}:" in said or said.startswith(f"{slot}:") for slot in slots)
