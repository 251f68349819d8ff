"""Words for model values: selectors, targets, costs and abilities as a player reads them."""

from __future__ import annotations

import re

from model.abilities import (
    Ability,
    BringIntoPlay,
    Cost,
    GoldFrom,
    Pick,
    PlayerTarget,
    TargetChoice,
    TargetSpec,
)
from model.board_counts import count_words
from model.describe_words import excluded_types, keyword_text
from model.paid_strength import paid_limit_words
from model.past import period_text
from model.selectors import (
    BEARER,
    SOURCE,
    TRIGGER_CARD,
    Condition,
    Controller,
    Selector,
    Term,
    parse_where,
)
from model.zones import Place

_PLACE = {
    Place.IN_PLAY: "in play",
    Place.HOME: "at home",
    Place.BATTLEFIELD: "at a battlefield",
    Place.CURRENT_BATTLEFIELD: "at the current battlefield",
    Place.NOT_CURRENT_BATTLEFIELD: "not at the current battlefield",
    Place.PROVINCE: "in a province",
    Place.HAND: "in hand",
    Place.DYNASTY_DECK: "in the Dynasty deck",
    Place.FATE_DECK: "in the Fate deck",
    Place.DYNASTY_DISCARD: "in the Dynasty discard pile",
    Place.FATE_DISCARD: "in the Fate discard pile",
    Place.DISCARD: "in a discard pile",
    Place.HAND_OR_DISCARD: "in hand or a discard pile",
    Place.IN_PLAY_OR_DISCARD: "in play or in a discard pile",
    Place.IN_PLAY_OR_PROVINCE: "in play or in a Province",
    Place.IN_OR_OUT_OF_PLAY: "in or out of play",
    Place.OUT_OF_PLAY: "out of play",
}


def _title(word: str) -> str:
    return word[:1].upper() + word[1:]


def _plural(word: str) -> str:
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word if word.endswith("s") else word + "s"


def player_text(target: PlayerTarget) -> str:
    """A targeted player in words: "another player with 30 or more Family Honor"."""
    text = "another player" if target.other else "a player"
    if target.family_honor_at_least is not None:
        text += f" with {target.family_honor_at_least} or more Family Honor"
    if target.controls is not None:
        n = target.controls.at_least
        text += f" who controls {selector_text(target.controls.select, n)}"
    return text


def _who(ref: str) -> str:
    """A slot name as a player reads it: the action's own card is "this card", the
    Personality it is attached to "its bearer"."""
    if ref == SOURCE:
        return "this card"
    if ref == TRIGGER_CARD:
        return "the Personality entering play (its trigger)"
    return "this card's bearer" if ref == BEARER else ref


def _vowel_sound(word: str) -> bool:
    """ "an honorable card", "an Item", "a Unique card": by sound, as far as cards need."""
    low = word.lower()
    if low.startswith(("honor", "hour")):
        return True
    if low.startswith(("uni", "use", "one")):
        return False
    return low[:1] in "aeiou"


def without_article(text: str) -> str:
    """``a Personality`` -> ``Personality`` (for "no Personality")."""
    return re.sub(r"^(?:an?|one of your|your)\s+", "", text)


def selector_text(sel: Selector, count: int = 1) -> str:
    """``one of your unbowed Magistrate Personalities`` style text."""
    words: list[str] = []
    if sel.bowed is False:
        words.append("unbowed")
    elif sel.bowed is True:
        words.append("bowed")
    if sel.dishonorable is False:
        words.append("honorable")
    elif sel.dishonorable is True:
        words.append("dishonorable")
    if sel.unique is not None:
        words.append("Unique" if sel.unique else "non-Unique")
    if sel.face_up is not None:
        words.append("face-up" if sel.face_up else "face-down")
    if sel.dead is not None:
        words.append("dead" if sel.dead else "discarded (not dead)")
    if sel.entering:
        words.append("just-entered")
    excluded = excluded_types(sel.type)  # "non-Stronghold": every type but one or two
    words += [f"non-{_title(t)}" for t in excluded]
    if sel.clan:
        words.append(_title(sel.clan))
    if sel.unaligned is not None:
        words.append("unaligned" if sel.unaligned else "clan-aligned")
    # a keyword that is also the card type named ("Sensei", "Ancestor": both readings at once,
    # ``model.cardtext.target_type_or_keyword``) is said after the noun, never "a Sensei Sensei"
    as_type = {t.value for t in sel.type}
    words += [keyword_text(k) for k in sel.keyword if k not in as_type]
    if sel.any_keyword:
        words.append(" or ".join(keyword_text(k) for k in sel.any_keyword))
    plural = count != 1 or sel.controller is Controller.YOU
    if sel.title or sel.title_version:  # the latter: at any Experienced level
        words.append(sel.title or f"{sel.title_version} (any Experienced level)")
    elif sel.type and not excluded:
        words.append(" or ".join(_plural(_title(t)) if plural else _title(t) for t in sel.type))
    else:  # "a non-Stronghold Jade card", "one of your non-Stronghold cards"
        words.append("cards" if count != 1 or (excluded and plural) else "card")
    owner = {
        Controller.YOU: "your ",
        Controller.OPPONENT: "an opponent's ",
        Controller.ANY: "",
        Controller.ACTIVE: "the active player's ",
    }[sel.controller]
    if count == 1:
        head = "one of your " if sel.controller is Controller.YOU else (owner or "a ")
        if sel.controller is Controller.YOU and not sel.type:
            head = "your "
    else:
        head = {
            Controller.YOU: f"{count} of your ",
            Controller.OPPONENT: f"{count} of an opponent's ",
            Controller.ANY: f"{count} ",
            Controller.ACTIVE: f"{count} of the active player's ",
        }[sel.controller]
    if head == "a " and words and _vowel_sound(words[0]):
        head = "an "
    text = head + " ".join(words)
    tail = [f"with the {keyword_text(k)} keyword" for k in sel.keyword if k in as_type]
    if sel.not_keyword:
        tail.append("not " + " or ".join(keyword_text(k) for k in sel.not_keyword))
    if sel.base_keyword:
        tail.append("with the printed keyword " + " and ".join(map(keyword_text, sel.base_keyword)))
    if sel.your_clan is not None:
        tail.append(f"with{'' if sel.your_clan else 'out'} your Clan alignment")
    if sel.not_title:
        tail.append(f"not named {sel.not_title}")
    if sel.title_contains:
        tail.append(f'with "{sel.title_contains}" in its title')
    if sel.location is not None:
        tail.append(_PLACE[sel.location])
    if sel.opposing:
        tail.append(f"opposing {_who(sel.opposing)}")
    if sel.same_location_as:
        tail.append(f"at the same location as {_who(sel.same_location_as)}")
    if sel.controller_controls is not None:
        n = sel.controller_controls.at_least
        counted = selector_text(sel.controller_controls.select, n)
        tail.append(f"controlled by a player who controls {'at least ' if n > 1 else ''}{counted}")
    if sel.attached_to:
        tail.append(f"attached to {_who(sel.attached_to)}")
    if sel.unit_of:
        tail.append(f"in the unit of {_who(sel.unit_of)}")
    if sel.owner is not Controller.ANY:
        tail.append("owned by " + ("you" if sel.owner is Controller.YOU else "another player"))
    if sel.other_than:
        tail.append("other than " + ", ".join(_who(o) for o in sel.other_than))
    if sel.opposed is True:
        tail.append("who is opposed")
    if sel.has_attachment is not None:
        tail.append("with " + _attachments(sel.has_attachment))
    if sel.lacks_attachment is not None:
        tail.append("without " + _attachments(sel.lacks_attachment))
    if sel.same_controller:
        tail.append("controlled by the same player")
    if sel.different_locations:
        tail.append("each at a different location")
    if sel.has_ability:
        tail.append(f"with a {' or '.join(_title(k) for k in sel.has_ability)} ability")
    if sel.lacks_abilities:
        tail.append("without abilities")
    if sel.has_token is not None:
        tail.append(f"with a {_title(sel.has_token)} token")
    if sel.lacks_token is not None:
        tail.append(f"without a {_title(sel.lacks_token)} token")
    if sel.any_of:
        tail.append("(" + " or ".join(selector_text(s) for s in sel.any_of) + ")")
    if sel.extreme is not None:
        most = "highest" if sel.extreme.highest else "lowest"
        stat = " ".join(_title(w) for w in sel.extreme.stat.value.split("_"))
        tail.append(f"with the {most} {stat} of all such cards (any tied one)")
    if sel.attacking:
        tail.append("attacking")
    if sel.defending:
        tail.append("defending")
    elif sel.defending is False:
        tail.append("not defending")
    if sel.of_defender:
        tail.append("controlled by the Defender")
    return " ".join([text, *tail])


def _attachments(sel: Selector) -> str:
    """ "attachments" / "Weapons": what a "with" / "without" clause names."""
    if not sel.type and sel == Selector():
        return "attachments"
    if sel == Selector(bowed=False):  # "without unbowed attachments"
        return "unbowed attachments"
    return selector_text(sel, 2).split(" ", 1)[1]


_OP_WORDS = {
    "<": "lower than",
    "<=": "at most",
    ">": "higher than",
    ">=": "at least",
    "==": "equal to",
    "!=": "other than",
}
_ATTR_WORDS = {
    "force": "Force",
    "chi": "Chi",
    "personal_honor": "Personal Honor",
    "gold_cost": "Gold Cost",
    "focus": "Focus",
    "honor_requirement": "Honor Requirement",
    "gold_production": "Gold Production",
    "province_strength": "Province Strength",
    # "base" is the printed value (FAQ); "total" counts the unit (h40adv1 E3)
    "base_personal_honor": "printed Personal Honor",
    "base_chi": "printed Chi",
    "base_force": "printed Force",
    "base_gold_cost": "printed Gold Cost",
    "total_gold_cost": "unit's total Gold Cost",
    "total_force": "unit's total Force",
    # how many such cards are attached (model.selectors.ATTACHED_COUNTS)
    "attached_follower": "number of attached Followers",
    "attached_item": "number of attached Items",
    "attached_spell": "number of attached Spells",
    "attached_weapon": "number of attached Weapons",
    "attached_armor": "number of attached Armor",
}


def _term_text(term: Term) -> str:
    if term.ref is None:
        return str(term.offset)
    if term.plus:
        return " + ".join(_term_text(t) for t in term.parts())
    owner = {SOURCE: "this card", "battlefield": "the current battlefield"}.get(term.ref, term.ref)
    if term.ref == "this_battlefield":
        owner = "this battlefield"
    said = count_words(term.attr or "")
    attr = said or _ATTR_WORDS.get(term.attr or "", (term.attr or "").replace("_", " "))
    text = f"{owner}'s {attr}"
    if term.attr == "family_honor":  # a player's, not the card's (its controller's)
        text = "your Family Honor" if term.ref == SOURCE else f"{owner}'s controller's Family Honor"
    if term.factor != 1:
        text = f"twice {text}" if term.factor == 2 else f"{term.factor} times {text}"
    if term.offset:
        text += f" {'+' if term.offset > 0 else '-'} {abs(term.offset)}"
    return text


def relation_text(text: str) -> str:
    """A relation in words: ``victim.personal_honor < magistrate.chi`` -> "victim's Personal
    Honor lower than magistrate's Chi" (no internal notation in what a player reads); a
    ``where`` entry's alternatives joined by "or"."""
    try:
        where = parse_where(text)
    except ValueError:
        return text
    return ", or ".join(
        " and ".join(
            f"{_term_text(rel.left)} {_OP_WORDS.get(rel.op, rel.op)} {_term_text(rel.right)}"
            for rel in alternative
        )
        for alternative in where.any_of
    )


def slot_count_text(spec: TargetSpec, count: int | None = None) -> str:
    """The cards a slot takes with the count its text gives: "2 of your ...", "up to 2 ...",
    "up to any number of ..." (Abilities and actions / B. Required targeting). ``count`` words
    a slot of an exact count (``spec.count`` by default); an "up to" slot keeps its own."""
    what = selector_text(spec.select, spec.count if count is None or spec.up_to else count)
    if spec.up_to:
        what = f"up to {what}"
    if spec.any_number:  # "one or more": the optional rest, any number of cards
        many = selector_text(spec.select, 2).removeprefix("2 ")
        what = (
            f"up to any number {many}" if many.startswith("of ") else f"up to any number of {many}"
        )
    return what


def target_text(spec: TargetSpec) -> str:
    verb = "choose" if spec.choose else "target"
    if spec.optional:
        verb = "may " + verb
    parts = [f"{verb} {slot_count_text(spec)}"]
    if spec.where:
        parts.append(limits_text(spec))
    if spec.performer:
        parts.append("(performer)")
    if spec.timing.value != "now":
        parts.append(f"({spec.timing.value})")
    for cw in spec.count_when if spec.optional and not spec.up_to else ():
        # "If you control a Temple, you may target ...": none unless it holds
        none = cw.condition.none_of
        if cw.count == 0 and len(none) == 1 and cw.condition == Condition(none_of=none):
            parts.append(f"(only if {condition_text(none[0])})")
    return f"{spec.name}: " + " ".join(parts)


def limits_text(spec: TargetSpec) -> str:
    """ "with <relations>", and each alternative under its condition ("or ... if ...")."""
    words = "with " + " and ".join(relation_text(w) for w in spec.where)
    for limit in spec.where_when:
        relations = " and ".join(relation_text(w) for w in limit.where)
        if not limit.where:  # "no attachments unless you control a Terrain": no limit then
            relations = "any"
        named = sorted(limit.references() - {spec.name, SOURCE, BEARER})
        if limit.condition == Condition() and named:  # a bound naming a target: when chosen
            words += f" or {relations} if {' and '.join(named)} is chosen"
            continue
        words += f" or {relations} if {condition_text(limit.condition)}"
    return words


def subject_text(subject: str | Pick) -> str:
    if isinstance(subject, str):
        return _who(subject)
    if subject.all:
        return "all " + selector_text(subject.select, 2).split(" ", 1)[1]
    return selector_text(subject.select, subject.count)


def condition_text(cond: Condition) -> str:
    parts: list[str] = []
    if cond.your_turn is not None:
        parts.append("it is your turn" if cond.your_turn else "it is not your turn")
    if cond.phase:
        parts.append(f"in the {cond.phase} phase")
    if cond.your_clan is not None:
        parts.append(f"you are a {_title(cond.your_clan)} Clan player")
    if cond.another_clan is not None:
        parts.append(f"another player is {_title(cond.another_clan)} Clan")
    if (hi := cond.another_has_higher) is not None:
        what = without_article(selector_text(hi.select))
        stat = hi.stat.value.replace("_", " ")
        parts.append(f"another player's {what} has higher {stat} than yours")
    if (pc := cond.provinces) is not None:
        if pc.at_most is not None:
            parts.append(f"you have {pc.at_most} or fewer Provinces")
        elif pc.exactly is not None:
            plural = "" if pc.exactly == 1 else "s"
            parts.append(f"you have exactly {pc.exactly} Province{plural}")
        else:
            parts.append("you have fewer Provinces than each other player")
    if cond.reconnaissance is not None:
        parts.append("you have Reconnaissance" if cond.reconnaissance else "no Reconnaissance")
    if (past := cond.past) is not None:
        what = {
            "moved": "moved",
            "moved_to_battlefield": "moved to a battlefield",
            "entered_play": "entered play",
            "cast_spell": "cast "
            + (
                f"a{'n' if _vowel_sound(past.keyword) else ''} {_title(past.keyword)}"
                if past.keyword
                else "a"
            )
            + " Spell",
            "took_action": "taken an action",
            "attached_from_hand": "attached a card from your hand",
            "won_duel": "won a duel (one of your Personalities)",
            "resolved_title": f"resolved a {past.title}",
            "played_title": f"played another {past.title}",
            "put_into_play": f"put {_plural(_title(past.keyword)) if past.keyword else 'a card'}"
            " into play",
            "province_destroyed_in_battle": "had a Province destroyed by battle resolution",
            "brought_attached_personality": "brought into play a Personality that was "
            "attached to one of your Provinces",
            "won_duel_from_titled": f'won a duel from a card with "{past.title}" in its title '
            "(one of your Personalities)",
            "destroyed_province_attacking": "destroyed a Province in battle resolution as the "
            "Attacker",
            "won_battle_attacking": "been in an attacking army when it won a battle",
            "assigned_to_current_battlefield": "assigned to the current battlefield",
            "destroyed_in_resolution": "destroyed enemy units or a Province in battle resolution",
            "province_destroyed": "had a Province destroyed",
            "lost_honor_to_another": "lost Honor to another player's action",
            "put_cards_in_hand": "put cards into your hand",
            "lobbied": "Lobbied",
            "gained_honor": "gained Honor",
            "attached_spell": "attached a Spell",
            "took_action_from_province_event": "taken an action from an Event in your Province",
            "resolved_from_strategy": "resolved an action from a"
            + (f" {_title(past.keyword)}" if past.keyword else "")
            + " Strategy",
            "resolved_from_keyword": "resolved an action from your "
            + (_plural(_title(past.keyword)) if past.keyword else "cards"),
        }[past.event]
        who = "you have" if past.card is None else f"{_who(past.card)} has"
        parts.append(f"{who} {what} {period_text(past.period)}")
    if cond.first_turn is not None:
        parts.append("it is your first turn" if cond.first_turn else "it is not your first turn")
    if cond.turn_order is not None:
        parts.append(f"you took turn {cond.turn_order} of each round")
    if (ph := cond.player_honor) is not None:
        who = "another player" if ph.whose == "another" else "the active player"
        said = []
        if ph.at_least is not None:
            said.append(f"{ph.at_least} or more Family Honor")
        if ph.above_yours:
            said.append("higher Family Honor than you")
        parts.append(f"{who} has {' and '.join(said)}")
    if cond.action_yours is not None:
        parts.append("the action is yours" if cond.action_yours else "the action is another's")
    if cond.action_has is not None:
        parts.append(f"the action is {_title(cond.action_has)}")
    if (army := cond.army) is not None:
        if army.measure == "units":
            more = "fewer" if army.fewer else "more"
            parts.append(f"your army has {more} units than the enemy army")
        else:
            more = "greater" if army.fewer else "lower"
            opposed = "is opposed by an army" if army.opposed else "faces an army"
            parts.append(f"your army {opposed} with {more} total Force")
    if cond.action_makes is not None:
        made = {"duel": "creates a duel", "melee_attack": "has a Melee Attack"}
        parts.append(f"the action {made.get(cond.action_makes, 'has a Ranged Attack')}")
    if cond.action_from_card is not None:
        parts.append(f"the action is from {_who(cond.action_from_card)}")
    if cond.action_from is not None:
        parts.append(f"the action is from {selector_text(cond.action_from)}")
    if cond.action_targets_card is not None:
        parts.append(f"the action targets {_who(cond.action_targets_card)}")
    if cond.action_targets is not None:
        parts.append(f"the action targets {selector_text(cond.action_targets)}")
    if cond.players_at_least is not None:
        parts.append(f"there are {cond.players_at_least} or more players")
    if cond.active_turn_at_most is not None:
        nth = {1: "first", 2: "first or second"}.get(
            cond.active_turn_at_most, f"first {cond.active_turn_at_most}"
        )
        parts.append(f"it is the active player's {nth} turn")
    if cond.in_battle is not None:
        parts.append("during a battle" if cond.in_battle else "outside battles")
    if cond.you_are:
        parts.append(f"you are {cond.you_are}")
    if cond.favor_held is not None:
        parts.append(("some" if cond.favor_held else "no") + " player controls the Imperial Favor")
    if cond.have_imperial_favor is not None:
        parts.append(
            ("you have" if cond.have_imperial_favor else "you lack") + " the Imperial Favor"
        )
    if cond.family_honor_at_least is not None:
        parts.append(f"your Family Honor is {cond.family_honor_at_least} or more")
    if cond.family_honor_at_most is not None:
        parts.append(f"your Family Honor is {cond.family_honor_at_most} or less")
    if cond.card is not None and cond.matches is not None:
        who = _who(cond.card)
        parts.append(f"{who} is {selector_text(cond.matches)}")
    if cond.control is not None:
        parts.append(
            f"you control {cond.control.at_least}+ "
            + selector_text(cond.control.select, 2).split(" ", 1)[1]
        )
    if cond.exists is not None:
        what = selector_text(cond.exists.select, 2).split(" ", 1)[1]
        parts.append(f"there are {cond.exists.at_least}+ {what}")
    parts += [relation_text(w) for w in cond.where]
    parts += [f"({condition_text(c)})" for c in cond.all_of]
    if cond.any_of:
        parts.append(" or ".join(f"({condition_text(c)})" for c in cond.any_of))
    parts += [f"not ({condition_text(c)})" for c in cond.none_of]
    return " and ".join(parts) if parts else "always"


def _gold_term_text(equal_to: str) -> str:
    """``target1.base_personal_honor`` in words: "target1's printed Personal Honor" (E3)."""
    try:
        where = parse_where(f"{equal_to} == 0")
    except ValueError:
        return equal_to
    return _term_text(where.any_of[0][0].left)


def cost_text(cost: Cost) -> str:
    kind = cost.kind
    if kind == "any_of":
        text = " or ".join(cost_text(c) for c in cost.any_of)
    elif kind == "gold":
        g = cost.gold
        if isinstance(g, GoldFrom):
            priced = _gold_term_text(g.equal_to)
            text = f"pay Gold equal to {priced}" + (f" plus {g.plus}" if g.plus > 0 else "")
            if g.count_yours is not None:
                counted = selector_text(g.count_yours, 2).removeprefix("2 of ")
                text = f"pay Gold equal to the number of {counted} (in play)"
                text += f" (at least {g.at_least})" if g.at_least else ""
            if g.plus < 0:
                text += f" minus {-g.plus} (never below 0)"
            if g.extra_unless is not None:
                text += f", + {g.extra} unless {condition_text(g.extra_unless)}"
            if g.star:  # ":gstar:" priced by its target (``solver.paid_star``): the card's words
                text = "pay any amount of Gold"
        elif g == "*":
            text = "pay any amount of Gold"
        else:
            text = f"pay {g} Gold"
    elif kind == "lose_honor":
        text = f"lose {cost.lose_honor} Honor"
    elif kind == "stat" and cost.stat is not None:
        sign = "+" if cost.stat.amount >= 0 else ""
        text = (
            f"give {subject_text(cost.stat.subject)} {sign}{cost.stat.amount} "
            f"{cost.stat.stat.replace('_', ' ')}"
        )
    elif kind == "discard_imperial_favor":
        text = "discard the Imperial Favor"
    elif kind == "discard_from_hand":
        text = f"discard {cost.discard_from_hand} card(s) from your hand"
    elif kind == "destroy_province":
        text = "destroy your rightmost province"
    elif kind == "shuffle_hand":
        text = "shuffle your hand into your Fate deck"
    elif kind == "discard_hand":
        text = "discard your hand (even if empty)"
    elif kind == "discard_from_fate_deck":
        text = f"discard the top {cost.discard_from_fate_deck} card(s) of your Fate deck"
    elif kind == "show_from_fate_deck":
        text = f"show the top {cost.show_from_fate_deck} card(s) of your Fate deck"
    elif kind == "token" and cost.token is not None:
        n = cost.token.count
        what = f"a {cost.token.name} token" if n == 1 else f"{n} {cost.token.name} tokens"
        text = f"remove {what} from {subject_text(cost.token.on)}"
    elif kind == "remove_from_game" and cost.remove_from_game is not None:
        text = f"remove {subject_text(cost.remove_from_game)} from the game"
    elif kind == "top_of_deck" and cost.top_of_deck is not None:
        text = f"put {subject_text(cost.top_of_deck)} on top of your Fate deck"
    else:
        subject = cost.subject
        assert subject is not None
        text = f"{kind.replace('_', ' ')} {subject_text(subject)}"
    if cost.unless is not None:
        text += f" unless {condition_text(cost.unless)}"
    if cost.only_if is not None:
        text += f" if {condition_text(cost.only_if)}"
    if cost.optional and cost.label:
        return cost.label  # "bow zero or more of your other performing Shugenja": its words
    if cost.optional:
        text = f"you may {text}"
    return text


def ability_text(ability: Ability) -> str:
    head = "/".join(_title(d.value) for d in ability.designators)
    if ability.keywords:
        head = " ".join(_title(k) for k in ability.keywords) + " " + head
    if ability.trigger:
        head += f" ({ability.trigger})"
    parts: list[str] = []
    if ability.condition is not None:
        parts.append(f"if {condition_text(ability.condition)}")
    if ability.exists_while is not None:
        parts.append(f"exists while {condition_text(ability.exists_while)}")
    for t in ability.targets:
        if isinstance(t, TargetSpec):
            parts.append(target_text(t))
        elif isinstance(t, TargetChoice):
            parts.append(
                "either "
                + " | or ".join("; ".join(target_text(s) for s in opt) for opt in t.one_of)
            )
    for pt in ability.player_targets:
        verb = "choose" if pt.chosen else "may target" if pt.optional else "target"
        parts.append(f"{pt.name}: {verb} {player_text(pt)}")
    if ability.costs:
        parts.append("costs: " + "; ".join(cost_text(c) for c in ability.costs))
    for effect in ability.effects:
        if effect.bring_into_play is not None:
            parts.append(bring_text(effect.bring_into_play))
    if ability.creates:
        made = " or ".join(t.value.title() for t in ability.creates)
        parts.append(f"creates a {made}, which enters play")
    limit = ability.limit
    if limit.times is None:
        parts.append("any number of times")
    elif (limit.times, limit.per) != (1, "turn") or limit.each:
        parts.append(
            f"{limit.times}x per {limit.per}" + (f" per {limit.each}" if limit.each else "")
        )
    if ability.usable_when_bowed:
        parts.append("usable while its card is bowed")
    if ability.tireless_while is not None:
        parts.append(f"usable while its card is bowed if {condition_text(ability.tireless_while)}")
    if ability.unread_while is not None:
        said = ability.unread_while_text
        parts.append(f"not read, if {condition_text(ability.unread_while)}: {said!r}")
    if ability.while_entering:
        parts.append("usable while its card enters play")
    if ability.used_from is not None:
        area = ability.used_from.replace("_", " ")
        if ability.used_from == "play_or_province":
            parts.append("usable in play and while its card is face-up in your province")
        else:
            parts.append(f"usable only while its card is in your {area} (out of play)")
        if ability.used_from_opening:
            parts.append(
                "unsettled where its card is usable anyway: the opening 'If' of the effects "
                "may be a condition of the effect only"
            )
    if ability.designators_while is not None:
        more = "/".join(d.value.title() for d in ability.designators_if)
        parts.append(f"{more} only if {condition_text(ability.designators_while)}")
    if ability.unread_designators:
        unread = "/".join(d.value.title() for d in ability.unread_designators)
        parts.append(f"unknown when used as {unread} (not read)")
    if ability.lenient is not None:
        parts.append(f"unsettled, legal if read leniently: {ability.lenient_note}")
    return paid_limit_words(ability, f"{head}: " + " · ".join(parts) if parts else head)


def bring_text(bring: BringIntoPlay) -> str:
    """A bring-into-play effect that bears on legality (Good Faith Rule)."""
    if bring.card == SOURCE:
        if not bring.cost_reduction and bring.attach_to is None:
            return "brings this card into play"
        text = "brings this card into play"  # from where it is
    else:
        what = bring.card or selector_text(bring.select)
        text = f"brings {what} into play from {bring.from_zone.replace('_', ' ')}"
    if bring.attach_to is not None:
        text += f" attached to {_who(bring.attach_to)}" if bring.attach_to != "any" else ""
    if not bring.pay_cost:
        text += " without paying its cost"
    elif bring.cost_reduction:
        text += f", paying {bring.cost_reduction} less Gold"
        if bring.reduction_if is not None:
            text += f" if {condition_text(bring.reduction_if)}"
    return text
