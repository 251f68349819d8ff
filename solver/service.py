"""``goodfaith serve``: the HTTP service for online clients (issue 17).

An ASGI app (FastAPI on uvicorn: FastAPI gives the OpenAPI document from the same pydantic
models the request bodies are validated with, and runs on the field-standard ASGI server) with a
versioned JSON API:

- ``POST /v1/check`` ``{"state", "player", "card"?, "ability"?, "targets"?}``: the JSON of
  ``goodfaith check --json`` (every ability of the player, or the one asked), each verdict with
  its reasons, and the witness (targets, costs, Gold plan) when legal.
- ``POST /v1/targets``, ``/v1/announcements``, ``/v1/actions``, ``/v1/pay``, ``/v1/validate``;
  ``GET /v1/cards/{title}`` (the card data of ``--cards``), ``GET /healthz``.

Limits (issue 12's hostile inputs): the body is read up to ``max_body`` bytes (413 beyond),
parsed by ``model.reading`` (depth, node count, duplicate keys: 422 naming the path), validated
by pydantic (422 with the path: ``state: cards[3].zone: ...``); every solver call gets the
request's time budget (``time_limit_s``, at most ``max_time_s``) and answers ``unknown`` past
it; CPU-bound work runs in worker threads, off the event loop, at most ``workers`` at once.
Nothing the server holds changes with a request (the card pool is read-only; states are parsed
per request): no state is kept between requests.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar

import anyio
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from model.errors import GoodFaithError, InputError
from model.input_strings import check_strings
from model.load import LoadedState, parse_state
from model.reading import Limits, parse_text
from solver.request_errors import announcement_error, request_errors

__all__ = ["ServiceConfig", "create_app"]

API = "/v1"
#: Largest request body read (bytes): a state of several thousand cards fits.
MAX_BODY = 4 * 1024 * 1024
#: Default and largest time budget of one request (seconds).
DEFAULT_TIME_S = 5.0
MAX_TIME_S = 30.0

M = TypeVar("M", bound=BaseModel)


class ServiceConfig(BaseModel):
    """How the service runs: card data paths, limits, threads."""

    cards: list[str] = Field(default_factory=list)
    max_body: int = MAX_BODY
    default_time_s: float = DEFAULT_TIME_S
    max_time_s: float = MAX_TIME_S
    workers: int = 4


#: a printed ability's index, a rulebook play, or the abilities granted through the card
#: (``granted``; ``granted<k>`` the k-th alone: ``solver.granted_naming``)
AbilityRef = (
    Annotated[int, Field(ge=0)]
    | Literal[
        "recruit",
        "equip",
        "granted",
        "granted1",
        "granted2",
        "granted3",
        "granted4",
        "granted5",
        "granted6",
        "granted7",
        "granted8",
        "granted9",
    ]
)
TimeLimit = Annotated[float, Field(gt=0, le=MAX_TIME_S, allow_inf_nan=False)]


class _Strict(BaseModel):
    """No field but the declared ones, and no type coercion: ``"5"`` is not a number, ``"0"``
    not an ability index (a JSON client sends JSON types; h36adv2 A3)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class StateRequest(_Strict):
    """A board and the player asking (announcements, actions)."""

    state: dict[str, Any]
    player: str
    time_limit_s: TimeLimit | None = None


class ActionsRequest(StateRequest):
    """One step of the factored action space: the ids chosen so far (``path``)."""

    path: Annotated[list[Annotated[int, Field(ge=0)]], Field(max_length=64)] = []


class CheckRequest(StateRequest):
    """May ``player`` announce it? Without ``card``: every ability of the player."""

    card: str | None = None
    ability: AbilityRef | None = None
    targets: dict[str, list[str]] | None = None


class TargetsRequest(StateRequest):
    card: str
    ability: AbilityRef = 0
    limit: Annotated[int, Field(ge=0, le=10_000)] = 20


class ValidateRequest(_Strict):
    state: dict[str, Any]


class PayRequest(_Strict):
    """A Gold payment problem in the ``goodfaith pay`` file format."""

    problem: dict[str, Any]
    top: Annotated[int, Field(ge=1, le=100)] = 1
    time_limit_s: TimeLimit | None = None


class ServiceError(GoodFaithError):
    """A request the service refuses, with its HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def _body_schema(model: type[BaseModel]) -> dict[str, Any]:
    return {
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": model.model_json_schema()}},
        }
    }


def create_app(config: ServiceConfig | None = None) -> FastAPI:
    """The ASGI app (module doc)."""
    cfg = config or ServiceConfig()
    pool: Any = None
    if cfg.cards:
        from model.oracle.pool import CardPool

        pool = CardPool.load(cfg.cards)
    limiter = anyio.CapacityLimiter(max(1, cfg.workers))
    _warm()
    app = FastAPI(
        title="goodfaith",
        version="1",
        summary="Good Faith legality of actions (Legend of the Five Rings CCG): verdicts, "
        "reasons, targets and Gold plans.",
    )

    @app.exception_handler(GoodFaithError)
    async def _refused(_: Request, exc: GoodFaithError) -> JSONResponse:
        status = exc.status if isinstance(exc, ServiceError) else 422
        lines = [str(e) for e in getattr(exc, "errors", ())] or [str(exc)]
        # one line naming every problem (README: "422 with one located line"), and each apart
        return JSONResponse({"error": "; ".join(lines), "errors": lines}, status_code=status)

    async def read(request: Request, model: type[M]) -> M:
        """The body within the limits, parsed and validated (422 naming the path)."""
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > cfg.max_body:
            raise ServiceError(413, f"request: larger than {cfg.max_body:,} bytes, the limit")
        chunks: list[bytes] = []
        size = 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > cfg.max_body:
                raise ServiceError(413, f"request: larger than {cfg.max_body:,} bytes, the limit")
            chunks.append(chunk)
        try:
            text = b"".join(chunks).decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("request", "", "not UTF-8 text") from None
        data = parse_text(text, "request", as_json=True, limits=Limits(max_bytes=cfg.max_body))
        check_strings(data, "request")  # decoded control characters, huge strings (h40adv1)
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            raise request_errors(exc, model) from None

    def deadline(asked: float | None) -> float:
        """When the request's time budget ends: counted from its body read, so the wait for
        a worker, the state's loading and the answer's words are inside it (h38adv1 M8)."""
        budget = min(asked if asked is not None else cfg.default_time_s, cfg.max_time_s)
        return time.monotonic() + budget

    def load(state: dict[str, Any]) -> LoadedState:
        return parse_state(state, "state", cards=pool)

    async def work(fn: Callable[[], Any]) -> Any:
        return await anyio.to_thread.run_sync(fn, limiter=limiter)

    @app.get("/healthz")
    async def healthz() -> dict[str, Any]:
        """Liveness: the service answers; whether card data is loaded."""
        return {"status": "ok", "cards": len(pool) if pool is not None else 0}

    @app.post(f"{API}/check", openapi_extra=_body_schema(CheckRequest))
    async def check(request: Request) -> dict[str, Any]:
        """Verdicts: the JSON of ``goodfaith check --json``."""
        req = await read(request, CheckRequest)
        end = deadline(req.time_limit_s)
        return await work(lambda: _check(load(req.state), req, _left(end)))  # type: ignore[no-any-return]

    @app.post(f"{API}/targets", openapi_extra=_body_schema(TargetsRequest))
    async def targets(request: Request) -> dict[str, Any]:
        """The legal sets of required targets of one ability (count and the first ``limit``)."""
        req = await read(request, TargetsRequest)
        end = deadline(req.time_limit_s)
        return await work(lambda: _targets(load(req.state), req, _left(end)))  # type: ignore[no-any-return]

    @app.post(f"{API}/announcements", openapi_extra=_body_schema(StateRequest))
    async def announcements(request: Request) -> dict[str, Any]:
        """Every legal announcement of the player now, with its witness. Each is the first
        legal choice found, not the cheapest searched: its ``cheapest_proven`` is true only
        when no choice can pay less (no Gold, and no card or only its own card's fixed cost:
        ``solver.free_witness``); ``/v1/check`` searches every choice for the cheapest."""
        req = await read(request, StateRequest)
        end = deadline(req.time_limit_s)
        return await work(lambda: _announcements(load(req.state), req, _left(end)))  # type: ignore[no-any-return]

    @app.post(f"{API}/actions", openapi_extra=_body_schema(ActionsRequest))
    async def actions(request: Request) -> dict[str, Any]:
        """The AI action space, one decision at a time (``goodfaith actions --json``): the
        step reached by ``path``, its legal ids and each in words."""
        req = await read(request, ActionsRequest)
        end = deadline(req.time_limit_s)
        return await work(lambda: _actions(load(req.state), req, _left(end)))  # type: ignore[no-any-return]

    @app.post(f"{API}/pay", openapi_extra=_body_schema(PayRequest))
    async def pay(request: Request) -> dict[str, Any]:
        """Cheapest Gold plans for a payment problem (``goodfaith pay --json``)."""
        req = await read(request, PayRequest)
        end = deadline(req.time_limit_s)
        return await work(lambda: _pay(req, _left(end)))  # type: ignore[no-any-return]

    @app.post(f"{API}/validate", openapi_extra=_body_schema(ValidateRequest))
    async def validate(request: Request) -> dict[str, Any]:
        """Load the state: ``ok`` with its size and ``warnings`` (as ``validate --json``: a
        plain title read where an Experienced version exists), or 422 naming every problem."""
        from model.oracle.experienced_titles import state_title_warnings
        from model.state import View
        from model.state_warnings import state_warnings

        req = await read(request, ValidateRequest)
        loaded: LoadedState = await work(lambda: load(req.state))
        size = {"players": len(loaded.state.players), "cards": len(loaded.state.cards)}
        said = state_warnings(View.of(loaded.state, loaded.library))  # an effect matching none
        return {"ok": True, **size, "warnings": state_title_warnings(pool, req.state) + said}

    @app.get(f"{API}/cards/{{title}}")
    async def card(title: str) -> dict[str, Any]:
        """A card of the service's card data and how its text is imported."""
        if pool is None:
            raise ServiceError(404, "no card data: start the service with --cards PATH")
        from model.oracle.pool import UnknownTitle
        from solver.cli.cards import card_json

        check_strings(title, "request", "title")  # a control character, a huge title (P2)
        try:
            return await work(lambda: card_json(pool, title))  # type: ignore[no-any-return]
        except UnknownTitle as exc:  # a title naming several cards is a bad request (M5)
            raise ServiceError(
                422 if "names several cards" in str(exc) else 404, str(exc)
            ) from None

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        """The framework's own refusals (no such route, wrong method) with the ``error`` key
        clients switch on (h38adv1 M5)."""
        what = {404: "no such endpoint", 405: "method not allowed"}.get(exc.status_code)
        line = f"request: {what or exc.detail} ({request_path(_)})"
        return JSONResponse({"error": line, "errors": [line]}, status_code=exc.status_code)

    return app


def request_path(request: Request) -> str:
    """The path a request asked for, shortened (it may be hostile)."""
    path = request.url.path
    return path if len(path) <= 80 else path[:77] + "..."


def _left(end: float) -> float:
    """The time left before ``end`` (a little, never 0: a check past it answers ``unknown``)."""
    return max(0.01, end - time.monotonic())


def _warm() -> None:
    """Import the solver and load OR-Tools once, when the service starts: a request does not
    pay for it."""
    import solver.announce
    import solver.card_rows
    import solver.decision
    import solver.explain
    import solver.gold.fileformat
    import solver.good_faith
    import solver.listing  # noqa: F401
    from solver.gold.cpsat_load import load_cpsat
    from solver.solver_load import load_solver

    load_solver()  # every module a check imports (``solver.solver_load``)
    load_cpsat()  # OR-Tools and a first model (``solver.gold.cpsat_load``)


def _check(loaded: LoadedState, req: CheckRequest, limit_s: float) -> dict[str, Any]:
    from model.state import View
    from solver.announce import candidate_announcements
    from solver.card_rows import card_rows
    from solver.explain import verdict_json
    from solver.good_faith import check
    from solver.verdict import AbilityRef as AbilityIndex
    from solver.verdict import AnnouncementError, Reason, Verdict, ability_ref

    view = View.of(loaded.state, loaded.library)
    if not any(p.id == req.player for p in loaded.state.players):
        raise InputError("request", "player", f"no player {req.player!r} in the state")
    deadline = time.monotonic() + limit_s
    pairs: list[tuple[str, AbilityIndex]]
    if req.card is not None:
        if not view.has(req.card):
            raise InputError("request", "card", f"no card {req.card!r} in the state")
        if req.ability is not None:
            try:
                pairs = [(req.card, ability_ref(req.ability))]
            except AnnouncementError as exc:
                raise InputError("request", "ability", str(exc)) from None
        else:
            try:  # another player's card: its rows, each illegal naming why (h36adv2 A1)
                pairs = [(req.card, i) for i in card_rows(view, req.player, req.card)]
            except AnnouncementError as exc:
                raise InputError("request", "card", str(exc)) from None
    else:
        if req.ability is not None or req.targets is not None:
            raise InputError("request", "card", "'ability' and 'targets' need a 'card'")
        pairs = list(candidate_announcements(view, req.player))
    out = []
    for card, ability in pairs:
        left = deadline - time.monotonic()
        if left <= 0:
            title = view.definition(card).title
            late = Reason("time_limit", "the request's time limit was hit", (card,))
            v = Verdict.of("unknown", card, ability, title, [late])
        else:
            try:
                v = check(
                    view,
                    req.player,
                    card,
                    ability,
                    time_limit_s=left,
                    targets=req.targets,
                    cheapest=True,
                )
            except AnnouncementError as exc:
                raise announcement_error(exc) from None
        out.append(verdict_json(view, v, req.player))
    return {"player": req.player, "abilities": out}


def _targets(loaded: LoadedState, req: TargetsRequest, limit_s: float) -> dict[str, Any]:
    from model.state import View
    from solver.listing import checked_target_listing

    view = View.of(loaded.state, loaded.library)
    if not any(p.id == req.player for p in loaded.state.players):
        raise InputError("request", "player", f"no player {req.player!r} in the state")
    if not view.has(req.card):
        raise InputError("request", "card", f"no card {req.card!r} in the state")
    deadline = time.monotonic() + limit_s
    if isinstance(req.ability, str):  # the hosts of an Equip, a Recruit's card (h38adv1 M9)
        from solver.play_target_listing import play_target_listing
        from solver.verdict import ability_ref

        play = ability_ref(req.ability)
        assert not isinstance(play, int)
        return play_target_listing(view, req.player, req.card, play, req.limit, deadline)
    abilities = view.definition(req.card).abilities
    if req.ability >= len(abilities):
        raise InputError(
            "request", "ability", f"{req.card!r} has {len(abilities)} abilities (0-based)"
        )
    return checked_target_listing(view, req.player, req.card, req.ability, req.limit, deadline)


def _announcements(loaded: LoadedState, req: StateRequest, limit_s: float) -> dict[str, Any]:
    from model.state import View
    from solver.announce import legal_announcements
    from solver.explain import verdict_json

    view = View.of(loaded.state, loaded.library)
    found = legal_announcements(view, req.player, time_limit_s=limit_s, budget_s=limit_s)
    legal = [verdict_json(view, a.verdict, req.player) for a in found]
    undecided = [verdict_json(view, v, req.player) for v in found.undecided]
    return {"player": req.player, "legal": legal, "undecided": undecided}


def _actions(loaded: LoadedState, req: ActionsRequest, limit_s: float) -> dict[str, Any]:
    from solver.decision import ActionSpaceError, decision_json, decision_point

    try:
        point = decision_point(loaded, req.player, req.path, time_limit_s=limit_s, budget_s=limit_s)
    except ActionSpaceError as exc:
        raise InputError("request", "path", str(exc)) from None
    return decision_json(point, req.path)


def _pay(req: PayRequest, limit_s: float) -> dict[str, Any]:
    from solver.gold import solve
    from solver.gold.fileformat import parse_problem
    from solver.gold.problem import GoldInputError

    try:
        problem = parse_problem(req.problem, "problem")
    except GoldInputError as exc:  # its message names "problem" already (h38adv1 M6)
        raise InputError("request", "problem", str(exc).removeprefix("problem: ")) from None
    result: dict[str, Any] = solve(problem, top_k=req.top, time_limit_s=limit_s).to_json()
    return result


def app_from_env() -> FastAPI:
    """The app for ``uvicorn --factory`` (several worker processes): config from the
    environment (``GOODFAITH_SERVICE_CARDS``, paths joined by ``os.pathsep``)."""
    paths = [p for p in os.environ.get("GOODFAITH_SERVICE_CARDS", "").split(os.pathsep) if p]
    return create_app(ServiceConfig(cards=paths))
