"""The HTTP service under load (issue 17): ``goodfaith serve`` started as its own process on a
free localhost port, then N ``POST /v1/check`` requests (every player of every example state,
round robin), C at a time, from an asyncio httpx client.

Reported: ``service.requests``, ``service.errors`` (any non-200 answer or transport error: must
be 0), ``service.throughput_rps``, ``service.p50_ms`` / ``service.p99_ms`` (latency of one
request seen by the client), and ``service.same_as_library`` (1.0 when every answer equals the
library's own ``check`` JSON for that state, computed once per state in this process).

Run: ``python -m benchmarks.service [--requests 2000] [--concurrency 8] [--workers 1]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import yaml

ROOT = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _bodies() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(request body, the library's answer) for every player of every example state."""
    from model.load import load_state
    from model.state import View
    from solver.announce import check_all
    from solver.explain import verdict_json

    out = []
    for path in sorted((ROOT / "examples" / "states").glob("*.yaml")):
        state = yaml.safe_load(path.read_text())
        loaded = load_state(path)
        view = View.of(loaded.state, loaded.library)
        for player in (p["id"] for p in state["players"]):
            expected = {
                "player": player,
                "abilities": [verdict_json(view, v) for v in check_all(view, player)],
            }
            out.append(({"state": state, "player": player}, expected))
    return out


async def _run(
    base: str, bodies: list[tuple[dict[str, Any], dict[str, Any]]], n: int, concurrency: int
) -> tuple[list[float], int, int, float]:
    latencies: list[float] = []
    errors = 0
    mismatches = 0
    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in range(n):
        queue.put_nowait(i)

    async def worker(client: httpx.AsyncClient) -> None:
        nonlocal errors, mismatches
        while True:
            try:
                i = queue.get_nowait()
            except asyncio.QueueEmpty:
                return
            body, expected = bodies[i % len(bodies)]
            start = time.perf_counter()
            try:
                r = await client.post(f"{base}/v1/check", json=body, timeout=60)
            except httpx.HTTPError:
                errors += 1
                continue
            latencies.append((time.perf_counter() - start) * 1000)
            if r.status_code != 200:
                errors += 1
            elif r.json() != expected:
                mismatches += 1

    start = time.perf_counter()
    async with httpx.AsyncClient() as client:
        await asyncio.gather(*(worker(client) for _ in range(concurrency)))
    return latencies, errors, mismatches, time.perf_counter() - start


def run(requests: int = 2000, concurrency: int = 8, workers: int = 1) -> dict[str, float]:
    """Start the service, load it, stop it; the figures of the module doc."""
    bodies = _bodies()
    port = _free_port()
    exe = Path(sys.executable).with_name("goodfaith")
    cmd = [str(exe), "serve", "--port", str(port), "--workers", str(workers)]
    env = {k: v for k, v in os.environ.items() if k != "GOODFAITH_CARDS"}
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or proc.poll() is not None:
                err = proc.stderr.read().decode() if proc.stderr else ""
                raise RuntimeError(f"the service did not start: {err[-500:]}")
            time.sleep(0.1)
        latencies, errors, mismatches, seconds = asyncio.run(
            _run(base, bodies, requests, concurrency)
        )
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    return {
        "service.requests": float(requests),
        "service.concurrency": float(concurrency),
        "service.errors": float(errors),
        "service.throughput_rps": round(requests / seconds, 1),
        "service.p50_ms": round(statistics.median(latencies), 2),
        "service.p99_ms": round(q[98], 2),
        "service.same_as_library": 1.0 if mismatches == 0 and errors == 0 else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    figures = run(args.requests, args.concurrency, args.workers)
    print(json.dumps(figures, indent=2))
    return 0 if figures["service.errors"] == 0 and figures["service.same_as_library"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
