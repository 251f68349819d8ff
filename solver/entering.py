"""Restrictions on a card entering play, and who may take an attachment.

Costs and restrictions / Restrictions (Honor Requirements, Loyal, Unique and Singular are
restrictions; "ignoring restrictions" lifts only the restrictions on entering play);
Reference 03 (Honor Requirement behaviour, the Clan Honor Rule, attachments: only on a
Personality you control, Spells only on Shugenja, one Weapon unless Kensai, no Two-Handed
Weapon beside a Weapon); Reference 05 (a card entering play is face-up but out of play while
its conditions and costs are checked).

Readings where the rules files are silent (documented, tested):
- Unique / Singular: you may not bring a card into play while you control a card in play with
  the same title (titles compare without the subtitle) at the same experience level; another
  level's card leaves it ``unknown`` (``solver.experienced_overlay``, ``solver.unique_aliases``).
- Loyal: only a player with one of the card's Clan Alignments may bring it into play.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import cast

from model.abilities import Ability, BringIntoPlay
from model.cards import CardDef, CardType
from model.common import Stat
from model.describe import selector_text
from model.evaluate import matches_unary
from model.oracle.entering import HOST_WORDS
from model.player_clan import player_clan
from model.selectors import SOURCE, TRIGGER_CARD, Controller
from model.state import View
from model.zones import ORIGIN_ZONES, Place, Zone
from solver.copy_limit import copy_limit_problem
from solver.effects import has_permission, may_not_bring_created, may_not_enter_play
from solver.experienced_overlay import same_level
from solver.follower_hr_waiver import follower_hr_waived
from solver.honor_permissions import honor_requirement_waived
from solver.host_refusals import refused_by_host
from solver.host_stat_doubt import host_stat_turns
from solver.host_stats import host_stat_problem
from solver.host_titles import subtitled_host
from solver.own_entry import clan_entry_problem
from solver.trigger_host_cards import trigger_host_cards
from solver.verdict import Verdict


def base_title(title: str) -> str:
    """The title for play purposes: subtitles after a bullet or comma are not part of it."""
    return title.split(" • ", 1)[0].split(", ", 1)[0].strip().casefold()


def honor_requirement_problem(
    view: View, player: str, definition: CardDef, card: str | None = None
) -> str | None:
    """A Personality's Honor Requirement against Family Honor (Reference 03); ``card``: its id,
    whose modifiers in the state count."""
    if definition.type is not CardType.PERSONALITY or definition.honor_requirement is None:
        return None  # a dash is an infinitely low Honor Requirement
    hr = definition.honor_requirement
    if card is not None and view.has(card):
        modified = view.raw_stat(card, Stat.HONOR_REQUIREMENT)
        hr = hr if modified is None else modified  # a modified 0 is 0, not the printed value
    me = view.state.player(player)
    if player_clan(view, player).may_have(definition.clan) and lost_honor_to_others(view, player):
        return None  # lost Honor to others' cards: ignores HR of own clan (unsettled: a doubt)
    if has_permission(view, player, "ignore_honor_requirement"):
        return None
    if honor_requirement_waived(view, player, definition, card):
        return None  # "You may ignore Honor Requirements when bringing <class> into play."
    if hr > me.family_honor:
        family = me.family_honor
        return f"Honor Requirement {hr} but your Family Honor is {family} ({definition.title})"
    return None


def lost_honor_to_others(view: View, player: str) -> bool:
    """Whether ``player`` has lost Honor this game to anything but their own cards (Reference
    03, Honor Requirement behaviour): the player's ``lost_honor_to_others``, or a ``past`` fact
    that another player's action caused them an Honor loss in any period (every period is part
    of this game)."""
    if view.state.player(player).lost_honor_to_others:
        return True
    return any(
        f.event == "lost_honor_to_another" and f.player == player and f.happened
        for f in view.state.past
    )


def restriction_problem(
    view: View,
    player: str,
    definition: CardDef,
    *,
    ignoring_restrictions: bool = False,
    card: str | None = None,
) -> str | None:
    """The first restriction on entering play that the card fails, or None (``card``: its id,
    whose modifiers in the state count)."""
    if ignoring_restrictions:
        return None
    title = definition.title
    memo = view.memo("entering.mine_in_play")  # (id, base title) of his cards: once per View
    if player not in memo:
        memo[player] = tuple(
            (c.id, base_title(view.definition(c.id).title))
            for c in view.state.cards
            if c.in_play and c.controlled_by == player
        )
    mine = cast("tuple[tuple[str, str], ...]", memo[player])
    wanted = base_title(title)
    same = [cid for cid, base in mine if base == wanted]
    # another experience level's card: not settled (``solver.experienced_overlay``)
    same = [c for c in same if same_level(view.definition(c), definition)]
    # the card in play named as it is ("Hida Reiha", when Hida Reiha • Experienced enters)
    held = same and view.definition(same[0]).title
    shared = "" if held == title else f"; {title} shares its title"
    if definition.unique and same:
        return f"Unique: {held} is already in play ({same[0]}{shared})"
    if definition.singular and same:
        return f"Singular: you already control {held} ({same[0]}{shared})"
    if (copies := copy_limit_problem(view, player, definition)) is not None:
        return copies
    # Loyal: the player's Clan (``model.player_clan``; not settled, a doubt: ``own_entry``)
    if definition.loyal and not player_clan(view, player).may_have(definition.clan):
        clans = ", ".join(c.title() for c in definition.clan) or "no clan"
        return f"Loyal: {title} enters play only for a player of {clans}"
    own = (*definition.entering_unread, *definition.grants_unread)
    if (clan_only := clan_entry_problem(view, player, own, title)) is not None:
        return clan_only
    if may_not_enter_play(view, player, definition):
        return f"an ongoing effect says {title} may not be brought into play"
    return honor_requirement_problem(view, player, definition, card)


def can_attach(view: View, player: str, host: str, att: CardDef) -> str | None:
    """Can ``host`` legally take the attachment ``att``? None if yes, else why not."""
    inst = view.card(host)
    title = view.definition(host).title
    if view.type_of(host) is not CardType.PERSONALITY or not inst.in_play:
        return f"{title} is not a Personality in play"
    if inst.controlled_by != player:
        return f"{title} is not yours (you attach only to Personalities you control)"
    if att.type is CardType.SPELL and "shugenja" not in view.keywords(host):
        return f"{title} is not a Shugenja (Spells attach only to Shugenja)"
    refused = set(view.definition(host).takes_no) & {"card", att.type.value, *att.keywords}
    if refused:
        return f"{title} cannot attach {att.title} (its trait: no {', '.join(sorted(refused))})"
    if (said := refused_by_host(view, host, att)) is not None:
        return f"{title} cannot attach {att.title} (its trait: {said})"
    rules = att.attach
    weapon = _is_weapon(att)
    two_handed = (rules is not None and rules.two_handed) or "two-handed" in att.keywords
    only = rules.only_to if rules is not None else None
    if only is not None and not matches_unary(view, player, host, only):
        return f"{title} can't take {att.title} (only {selector_text(only)})"
    if (short := host_stat_problem(view, host, rules)) is not None:
        return f"{title} can't take {att.title} (it {short})"
    if weapon:
        for a in view.attachments(host):
            other = view.definition(a)
            if _is_weapon(other):
                if "kensai" in view.keywords(host) and not two_handed:
                    continue
                return f"{title} already has a Weapon ({other.title})"
    return None


def attach_unsettled(view: View, host: str, att: CardDef) -> str | None:
    """Why attaching ``att`` to ``host`` is not settled by the rules files, though
    ``can_attach`` lets it through (the answer is ``unknown``):

    - a Weapon on a Kensai who already has two Weapons, or a Two-Handed one: Reference 03 makes
      Kensai an exception to "only one Weapon" and sends its rules to a file the rules files
      lack;
    - an Armor on a Personality who already has one: the printed reminders say "A Personality
      can only have one Armor", but no rules file states it (the Armor keyword's rules are in
      that same missing file);
    - a host stat limit an unread sentence in play may turn (``solver.host_stat_doubt``)."""
    title = view.definition(host).title
    if (subtitled := subtitled_host(title, att)) is not None:
        return subtitled
    if (stat_doubt := host_stat_turns(view, host, att.attach)) is not None:
        return stat_doubt
    if _is_armor(att):
        armor = [w.title for a in view.attachments(host) if _is_armor(w := view.definition(a))]
        if armor:
            return (
                f"not modelled: whether a Personality may have two Armor (the rules files do "
                f"not say; printed reminders say only one); {title} has {armor[0]}"
            )
    if not _is_weapon(att) or "kensai" not in view.keywords(host):
        return None
    weapons = [view.definition(a) for a in view.attachments(host)]
    weapons = [w for w in weapons if _is_weapon(w)]
    two_handed = [
        w
        for w in weapons
        if (w.attach is not None and w.attach.two_handed) or "two-handed" in w.keywords
    ]
    if len(weapons) < 2 and not two_handed:
        return None
    return (
        f"not modelled: how many Weapons a Kensai may carry (its rules are not in the rules "
        f"files); {title} has {len(weapons)}"
        + (f", {two_handed[0].title} Two-Handed" if two_handed else "")
    )


def _is_armor(card: CardDef) -> bool:
    return card.type is CardType.ITEM and "armor" in card.keywords


def _is_weapon(card: CardDef) -> bool:
    rules = card.attach
    if rules is not None and (rules.weapon or rules.two_handed):
        return True
    return card.type is CardType.ITEM and "weapon" in card.keywords


def hosts_for(view: View, player: str, att: CardDef) -> list[str]:
    """Every Personality ``player`` controls that can take ``att``, in state order."""
    return [
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and view.type_of(c.id) is CardType.PERSONALITY
        and can_attach(view, player, c.id, att) is None
    ]


def bring_candidates(
    view: View,
    player: str,
    card: str,
    eff: BringIntoPlay,
    targets: Mapping[str, tuple[str, ...]] | None = None,
) -> Iterator[tuple[str, CardDef]]:
    """The cards a "bring into play" effect could bring (Abilities and actions / Good Faith
    Rule: cards put into play must be able to enter play legally): by selector from the zone,
    or the targeted card; never a face-down deck's (its player does not know it)."""
    if eff.card == SOURCE:
        # "Put this Event into play": the card itself, from the resolution area (Reference 05);
        # a card already in play can't enter play
        if not view.state.card(card).in_play:
            yield card, view.definition(card)
        return
    chosen = None if eff.card is None else set((targets or {}).get(eff.card, ()))
    # face-down decks never count (the player does not know them; see _brought)
    zones = ORIGIN_ZONES[eff.from_zone] - {Zone.DYNASTY_DECK, Zone.FATE_DECK}
    # "Target a Follower in any player's discard pile: Attach it to Jun-Ni": any owner's
    anyone = (
        chosen is not None
        and eff.select.controller is Controller.ANY
        and eff.select.owner is Controller.ANY
        and zones <= ORIGIN_ZONES["discard"]
    )
    for inst in view.state.cards:
        if inst.id == card or inst.zone not in zones or (inst.owner != player and not anyone):
            continue
        if chosen is not None and inst.id not in chosen:
            continue
        if inst.zone is Zone.PROVINCE and not inst.is_face_up:
            continue
        sel = replace(eff.select, location=Place(inst.zone.value))
        if matches_unary(view, player, inst.id, sel):
            yield inst.id, view.definition(inst.id)


def entering_play_problem(
    view: View,
    player: str,
    cid: str,
    definition: CardDef,
    eff: BringIntoPlay,
    targets: Mapping[str, tuple[str, ...]],
) -> str | None:
    """Restrictions on entering play and, for an attachment, a Personality who can take it."""
    why = restriction_problem(
        view, player, definition, ignoring_restrictions=eff.ignoring_restrictions, card=cid
    )
    if why:
        return why
    if definition.is_attachment:
        hosts = bring_hosts(view, player, eff, targets)
        if not any(can_attach(view, player, h, definition) is None for h in hosts):
            if not hosts:
                return f"{definition.title}: no Personality to attach it to"
            return f"{definition.title}: {can_attach(view, player, hosts[0], definition)}"
    return None


def bring_hosts(
    view: View, player: str, eff: BringIntoPlay, targets: Mapping[str, tuple[str, ...]]
) -> list[str]:
    """Who an attachment the effect brings may go to: its target slot, else any of your
    Personalities."""
    if eff.attach_to is not None and eff.attach_to != "any" and eff.attach_to in targets:
        return list(targets[eff.attach_to])
    if eff.attach_to == TRIGGER_CARD:  # "him": the trigger's card, never any of yours
        return list(trigger_host_cards(view, player)[TRIGGER_CARD])
    return [
        c.id
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and view.type_of(c.id) is CardType.PERSONALITY
    ]


def doubt_created(view: View, player: str, ab: Ability, verdict: Verdict) -> Verdict:
    """A legal ``verdict`` for an action whose effects create a card, which enters play
    (Reference 03; FAQ: an action that brings cards into play must be able to bring them in
    legally): ``unknown`` when an ongoing effect says ``player`` may not bring such a card into
    play or attach it; whether it applies to a card created is not modelled."""
    if verdict.status != "legal" or not ab.creates:
        return verdict
    effect = may_not_bring_created(view, player, ab.creates)
    made = " or ".join(
        ("an " if t is CardType.ITEM else "a ") + t.value.title() for t in ab.creates
    )
    chosen = [c for cs in (verdict.witness.targets.values() if verdict.witness else ()) for c in cs]
    refusing = [
        c
        for c in chosen
        if view.card(c).in_play
        and (
            {"card", *(t.value for t in ab.creates)} & set(view.definition(c).takes_no)
            or any(
                HOST_WORDS.search(t)
                for t in (*view.definition(c).entering_unread, *view.definition(c).grants_unread)
            )
        )
    ]
    if effect is not None:
        why = (
            f"not modelled: it creates {made}, which enters play, and an ongoing effect says "
            f"you may not {(effect.may_not or '').replace('_', ' ')}"
            + (f" {selector_text(effect.cards)}" if effect.cards is not None else "")
        )
    elif refusing:  # "Cannot attach Followers or Items." on a target it may attach to
        title = view.definition(refusing[0]).title
        why = f"not modelled: it creates {made} and {title} may not take one (its trait)"
    else:
        return verdict
    return verdict.doubted("not_modelled", why)


def brought_host_unsettled(
    view: View,
    player: str,
    att: CardDef,
    eff: BringIntoPlay | None,
    targets: Mapping[str, tuple[str, ...]],
) -> str | None:
    """Why an attachment an action brings is not settled on any Personality it may go to, as
    the rulebook Equip asks it (``attach_unsettled``: a Kensai's third Weapon, a second Armor;
    a Follower's Honor Requirement above every such host's Personal Honor, which the rules files
    state for Personalities only, Reference 03): the legal answer is then ``unknown``. ``eff``:
    the action's bring-into-play (None: not known, any of your Personalities)."""
    if not att.is_attachment:
        return None
    if eff is not None:
        hosts = bring_hosts(view, player, eff, targets)
    else:
        hosts = [c.id for c in view.state.cards if c.in_play and c.controlled_by == player]
    hosts = [h for h in hosts if can_attach(view, player, h, att) is None]
    hr = att.honor_requirement if att.type is CardType.FOLLOWER else None
    hr = None if follower_hr_waived(view, player, att) else hr  # Keep of the Dead (h44adv7 U1)
    why: str | None = None
    for h in hosts:
        unsettled = attach_unsettled(view, h, att)
        ph = view.stat(h, Stat.PERSONAL_HONOR) or 0
        if unsettled is None and (hr is None or ph >= hr):
            return None  # a host it settles on
        hr_why = (
            f"not modelled: {att.title}'s Honor Requirement ({hr}) is above the Personal Honor "
            f"({ph}) of every Personality who could take it (a Follower's is stated nowhere)"
        )
        why = why or unsettled or hr_why
    return why
