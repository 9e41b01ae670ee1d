"""The pytest plugin: ``firmbase_server`` (session) and ``firmbase`` (per test, reset after it).

Installed, pytest loads it by itself (entry point ``pytest11``); from a checkout without installing,
``-p firmbase_testing.plugin`` with the package's ``src`` on ``PYTHONPATH``.
"""

from __future__ import annotations

import os
from typing import Callable, Iterator, Optional

import pytest

from .client import Firmbase, FirmbaseError
from .server import DEFAULT_BIN, DEFAULT_START_TIMEOUT, FirmbaseServer, FirmbaseStartError


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("firmbase", "firmbase (a local emulator of the business-registry API)")
    group.addoption(
        "--firmbase-bin",
        dest="firmbase_bin",
        default=None,
        help=f"The command that runs firmbase, arguments allowed ('npx firmbase'). Default: $FIRMBASE_BIN, the firmbase_bin ini value, else '{DEFAULT_BIN}' on PATH.",
    )
    group.addoption(
        "--firmbase-companies",
        dest="firmbase_companies",
        type=int,
        default=None,
        help="Companies to generate for the session's server (default: firmbase's own, 10000).",
    )
    group.addoption(
        "--firmbase-arg",
        dest="firmbase_args",
        action="append",
        default=[],
        metavar="FLAG",
        help="Another flag for `firmbase serve` (repeatable; use the = form: --firmbase-arg=--as-of=2026-01-01).",
    )
    group.addoption(
        "--firmbase-start-timeout",
        dest="firmbase_start_timeout",
        type=float,
        default=None,
        help=f"Seconds to wait for the server to be ready (default {DEFAULT_START_TIMEOUT:g}).",
    )
    parser.addini("firmbase_bin", "The command that runs firmbase (like --firmbase-bin).", default="")
    parser.addini("firmbase_companies", "Companies to generate (like --firmbase-companies).", default="")
    parser.addini("firmbase_args", "More flags for `firmbase serve`.", type="args", default=[])
    parser.addini("firmbase_start_timeout", "Seconds to wait for the server to be ready.", default="")


def pytest_report_header(config: pytest.Config) -> str:
    url = os.environ.get("FIRMBASE_URL")
    if url:
        return f"firmbase: {url} (FIRMBASE_URL, from firmbase exec)"
    return f"firmbase: started by the session with {_bin(config)!r}"


def _bin(config: pytest.Config) -> str:
    return config.getoption("firmbase_bin") or os.environ.get("FIRMBASE_BIN") or config.getini("firmbase_bin") or DEFAULT_BIN


def _number(config: pytest.Config, name: str, kind: Callable[[str], float]) -> Optional[float]:
    """A number from the command line (``--firmbase-…``), else from the ini value of the same name."""
    value = config.getoption(name)
    if value is not None:
        return float(value)
    text = str(config.getini(name) or "").strip()
    if not text:
        return None
    try:
        return float(kind(text))
    except ValueError:
        raise pytest.UsageError(f"{name} = {text!r} in the pytest configuration is not a {'whole ' if kind is int else ''}number") from None


@pytest.fixture(scope="session")
def firmbase_server(request: pytest.FixtureRequest) -> Iterator[FirmbaseServer]:
    """The session's firmbase server in test mode: the one ``firmbase exec`` runs (``FIRMBASE_URL`` and the
    demo keys in the environment), else one this fixture starts on a temporary database and stops at
    the end of the session (whatever the tests did)."""
    config = request.config
    server = FirmbaseServer.from_env()
    if server is None:
        companies = _number(config, "firmbase_companies", int)
        timeout = _number(config, "firmbase_start_timeout", float)
        failure = None
        try:
            server = FirmbaseServer.start(
                _bin(config),
                companies=None if companies is None else int(companies),
                args=[*config.getini("firmbase_args"), *config.getoption("firmbase_args")],
                timeout=DEFAULT_START_TIMEOUT if timeout is None else timeout,
            )
        except FirmbaseStartError as error:
            failure = str(error)
        if failure is not None or server is None:
            pytest.fail(failure or "firmbase did not start", pytrace=False)
    else:
        failure = _not_in_test_mode(server)
        if failure is not None:
            pytest.fail(failure, pytrace=False)
    try:
        yield server
    finally:
        server.stop()


def _not_in_test_mode(server: FirmbaseServer) -> Optional[str]:
    """Why the server of FIRMBASE_URL cannot serve the fixtures, or None."""
    try:
        server.client().clock()
    except FirmbaseError as error:
        if error.status == 404:
            return (
                f"FIRMBASE_URL ({server.url}) is a firmbase without test mode: run `firmbase exec --test-mode -- pytest`, "
                "or unset FIRMBASE_URL to let the plugin start its own server"
            )
        return f"FIRMBASE_URL ({server.url}): {error}"
    return None


@pytest.fixture
def firmbase(firmbase_server: FirmbaseServer) -> Iterator[Firmbase]:
    """A client of the session's server with the demo keys (``url``, ``premium_key``…); the server is
    reset after the test (clock, registry, accounts, fixtures posted, faults, request log), so no test
    sees another's state."""
    client = firmbase_server.client()
    try:
        yield client
    finally:
        client.reset()
