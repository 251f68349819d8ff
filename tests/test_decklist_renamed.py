"""A deck line naming the printed title of an Experienced card of another name ("1 Toturi
Kurako", keyword "Experienced Akodo Kurako") loads that card when it is the only one bearing
that title (h27adv2 N4); a title whose only version is the Experienced one of the same name
("Matsu Kasei • Experienced": the plain card exists, the data lacks it) stays refused, and so
do several versions."""

from __future__ import annotations

import pytest

from model.cards import CardDef
from model.common import CardType
from model.decklist import parse_decklist
from model.errors import InputError

SH = CardDef(title="SH", type=CardType.STRONGHOLD)


def _person(title: str, *keywords: str) -> CardDef:
    return CardDef(title=title, type=CardType.PERSONALITY, gold_cost=5, keywords=keywords)


def test_the_printed_title_of_a_renamed_experienced_card() -> None:
    cards = {
        "SH": SH,
        "Toturi Kurako • Experienced": _person("Toturi Kurako", "experienced akodo kurako"),
    }
    deck = parse_decklist("Stronghold\n1 SH\nDynasty\n1 Toturi Kurako\n", cards=cards)
    assert deck.dynasty[0].title == "Toturi Kurako • Experienced"


@pytest.mark.parametrize(
    "cards",
    [
        {"Matsu Kasei • Experienced": _person("Matsu Kasei", "experienced")},
        {
            "Toturi Kurako • Experienced": _person("Toturi Kurako", "experienced akodo kurako"),
            "Toturi Kurako • Experienced 2": _person("Toturi Kurako", "experienced 2 akodo kurako"),
        },
    ],
)
def test_other_versions_stay_refused(cards: dict[str, CardDef]) -> None:
    title = next(iter(cards)).split(" • ")[0]
    with pytest.raises(InputError, match="did you mean"):
        parse_decklist(f"Stronghold\n1 SH\nDynasty\n1 {title}\n", cards={"SH": SH, **cards})
