"""A refused HTTP request body in words (``solver.service``; h36adv2 A2, A3).

Every problem pydantic finds is named, each on its own line (a missing field and a misspelt
one together, never only the first), at the field's path without pydantic's internal tags
(``ability.constrained-int``): the alternatives of a field that takes one of several kinds
(``ability``: an index or ``recruit`` / ``equip``) are one line saying what was expected and
what was sent.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ValidationError

from model.errors import InputError, InputErrors, format_loc
from model.errors import sent as _sent
from model.lazy_regex import lazy_regex

__all__ = ["announcement_error", "request_errors"]

_SHOULD = "Input should be "
#: a refused announcement about its targets: "targets.performer: no card with id 'x' ..."
_TARGETS = lazy_regex(r"(?P<where>targets(?:\.[^:\s]+)?): (?P<what>.+)", re.DOTALL)


def _path(loc: tuple[int | str, ...]) -> str:
    # format_loc drops pydantic's union tags ("constrained-int", "literal['recruit','equip']")
    return format_loc(loc) or "(top level)"


def request_errors(exc: ValidationError, model: type[BaseModel]) -> InputErrors:
    """Every problem of a request body (module doc), in the order pydantic found them."""
    fields = ", ".join(model.model_fields)
    grouped: dict[str, list[dict[str, Any]]] = {}
    for err in exc.errors():
        loc = tuple(err["loc"])
        verbatim = err["type"] == "extra_forbidden"  # the client's own key
        where = ".".join(str(p) for p in loc) if verbatim else _path(loc)
        grouped.setdefault(where, []).append(dict(err))
    out: list[InputError] = []
    for where, errs in grouped.items():
        kind = errs[0]["type"]
        if where == "(top level)":  # a list, a string: not an object
            msg = f"expected a JSON object with the fields {fields}" + _sent(errs[0].get("input"))
        elif kind == "missing":
            msg = "required field is missing"
        elif kind == "extra_forbidden":
            msg = f"unknown field (the fields: {fields})"
        else:
            wanted = [str(e["msg"]).removeprefix("Value error, ") for e in errs]
            if len(wanted) > 1:  # one of several kinds: say each
                wanted = [w.removeprefix(_SHOULD) for w in wanted]
                msg = _SHOULD + ", or ".join(wanted)
            else:
                msg = wanted[0]
            msg += _sent(errs[0].get("input"))
        out.append(InputError("request", where, msg))
    return InputErrors(out)


def announcement_error(exc: Exception) -> InputError:
    """A refused announcement (``AnnouncementError``) located at the request field it is
    about: a target slot's at ``targets.<slot>`` ("targets.performer: no card with id 'x' in
    the state"), the slots' at ``targets``, the rest at ``ability`` (h45adv3: was "request:
    ability: targets.performer: ...")."""
    said = str(exc)
    if (m := _TARGETS.fullmatch(said)) is not None:
        return InputError("request", m["where"], m["what"])
    return InputError("request", "ability", said)
